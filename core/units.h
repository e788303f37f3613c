// Units and numeric precisions. Quantities are SI doubles whose names carry the
// unit (`_bytes`, `_s`, `_flops`, `_w`, `_j`); these constants convert.
#pragma once

#include <string>

namespace shoal {

inline constexpr double kKiB = 1024.0;
inline constexpr double kMiB = 1024.0 * kKiB;
inline constexpr double kGiB = 1024.0 * kMiB;
inline constexpr double kGB = 1e9;
inline constexpr double kTera = 1e12;
inline constexpr double kMicro = 1e-6;
inline constexpr double kNano = 1e-9;
inline constexpr double kSecondsPerHour = 3600.0;
inline constexpr double kJoulesPerKwh = 3.6e6;

enum class Precision { kFp64, kFp32, kFp16, kBf16, kFp8 };

/// "fp64", "fp32", "fp16", "bf16", "fp8".
const char* PrecisionName(Precision p);
/// Parses a name; returns false when unknown.
bool ParsePrecision(const std::string& name, Precision* out);
/// Bytes of one element stored in this precision.
double BytesPerElement(Precision p);

}  // namespace shoal
