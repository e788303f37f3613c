#include "core/units.h"

namespace shoal {

const char* PrecisionName(Precision p) {
  switch (p) {
    case Precision::kFp64: return "fp64";
    case Precision::kFp32: return "fp32";
    case Precision::kFp16: return "fp16";
    case Precision::kBf16: return "bf16";
    case Precision::kFp8: return "fp8";
    case Precision::kFp4: return "fp4";
  }
  return "?";
}

bool ParsePrecision(const std::string& name, Precision* out) {
  for (Precision p : {Precision::kFp64, Precision::kFp32, Precision::kFp16, Precision::kBf16,
                      Precision::kFp8, Precision::kFp4}) {
    if (name == PrecisionName(p)) {
      *out = p;
      return true;
    }
  }
  return false;
}

double BytesPerElement(Precision p) {
  switch (p) {
    case Precision::kFp64: return 8.0;
    case Precision::kFp32: return 4.0;
    case Precision::kFp16:
    case Precision::kBf16: return 2.0;
    case Precision::kFp8: return 1.0;
    case Precision::kFp4: return 0.5;
  }
  return 4.0;
}

}  // namespace shoal
