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

/// kFp4: 4-bit E2M1 block-scaled training (NVIDIA NVFP4: 16-element blocks
/// with E4M3 scales; OCP MXFP4: 32-element blocks with E8M0 scales), on GPUs
/// with FP4 tensor cores (Blackwell, CDNA4).
enum class Precision { kFp64, kFp32, kFp16, kBf16, kFp8, kFp4 };

/// Bytes of one fp4 element with its block scale: NVFP4 stores 4-bit E2M1
/// values with one E4M3 scale per 16 (0.5 + 1/16 byte; "Pretraining Large
/// Language Models with NVFP4", arXiv:2509.25149 §2; Transformer Engine's
/// NVFP4BlockScaling recipe). MXFP4 (one E8M0 scale per 32, OCP MX v1.0)
/// needs 0.53125: the NVFP4 figure is used for both (3% more bytes at most).
inline constexpr double kFp4BytesPerElement = 0.5 + 1.0 / 16.0;
/// Share of the linear layers NVFP4 training keeps in BF16 where a plan or
/// stack says nothing (Plan::fp4_bf16_layer_share): arXiv:2509.25149 §4 keeps
/// "a few sensitive linear layers in higher precision (15% of the network,
/// with the majority of high precision layers at the end)"; training diverged
/// with every linear layer in FP4. Applied as a share of each layer's GEMMs
/// (the layers' costs are averaged, not placed on the last stages).
inline constexpr double kFp4Bf16LayerShare = 0.15;
/// A per-layer figure averaged over fp4 training's layers: `fp4` for those in
/// FP4, `bf16` for the share `bf16_share` kept in BF16.
inline constexpr double Fp4LayerMean(double fp4, double bf16, double bf16_share) {
  return (1.0 - bf16_share) * fp4 + bf16_share * bf16;
}

/// "fp64", "fp32", "fp16", "bf16", "fp8", "fp4".
const char* PrecisionName(Precision p);
/// Parses a name; returns false when unknown.
bool ParsePrecision(const std::string& name, Precision* out);
/// Bytes of one element stored in this precision (fp4: the 4-bit element,
/// block scales apart).
double BytesPerElement(Precision p);

}  // namespace shoal
