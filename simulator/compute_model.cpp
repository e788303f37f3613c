#include "simulator/compute_model.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace shoal::sim {

double Fp8CastBytesPerElement(Fp8Recipe recipe, bool transposed_copy) {
  // The transposed copy: one more byte (and block scaling's scale) per element.
  const double copy = transposed_copy ? 1.0 : 0.0;
  switch (recipe) {
    case Fp8Recipe::kDelayed:
      return 3.0 + copy;
    case Fp8Recipe::kCurrent:
      return 5.0 + copy;
    case Fp8Recipe::kBlock:
      return 3.0 + 1.0 / 32.0 + copy * (1.0 + 1.0 / 32.0);
    case Fp8Recipe::kRowwise:
      // One orientation per cast: the row amax read, then read 16 bit and
      // write 8 (ComputeModel::RowwiseFp8Seconds counts the casts).
      return 5.0;
  }
  return 4.0;
}

ComputeModel::ComputeModel(const HardwareProfile& hw, Precision precision, bool cuda_graphs,
                           Fp8Recipe fp8_recipe, int cudnn_release)
    : hw_(hw),
      precision_(precision),
      fp8_recipe_(fp8_recipe),
      cudnn_(hw.efficiency.CudnnAt(cudnn_release)),
      cuda_graphs_(cuda_graphs) {
  // Replayed from a CUDA graph, kernels follow each other with about a
  // microsecond between them instead of a CPU launch each (NVIDIA, "Getting
  // Started with CUDA Graphs": 3-4x smaller per-kernel overhead).
  launch_s_ = hw.efficiency.kernel_launch_s * (cuda_graphs ? 0.25 : 1.0);
  // A power cap lowers the sustained clock, and with it every FLOP/s peak.
  const double clock = hw.gpu.ClockFactor();
  peak_flops_ = hw.gpu.PeakFlops(precision) * clock;
  const bool low = precision == Precision::kFp8 || precision == Precision::kFp4;
  attention_peak_ = hw.gpu.PeakFlops(low ? Precision::kBf16 : precision) * clock;
  gemm_max_ = hw.efficiency.gemm_max;
  half_dim_ = hw.efficiency.gemm_half_dim;
  half_area_ = hw.efficiency.gemm_half_area;
  if (low && hw.gpu.peak_fp8_flops > 0) {
    if (hw.efficiency.gemm_max_fp8 > 0) gemm_max_ = hw.efficiency.gemm_max_fp8;
    if (hw.efficiency.gemm_half_dim_fp8 > 0) half_dim_ = hw.efficiency.gemm_half_dim_fp8;
    if (hw.efficiency.gemm_half_area_fp8 > 0) half_area_ = hw.efficiency.gemm_half_area_fp8;
  }
  // Block-scaled fp8 GEMMs read a scale per block beside the operands.
  if (precision == Precision::kFp8 && fp8_recipe == Fp8Recipe::kBlock &&
      hw.gpu.peak_fp8_flops > 0 && hw.efficiency.gemm_max_fp8_block > 0) {
    gemm_max_ = hw.efficiency.gemm_max_fp8_block;
  }
  // fp4 GEMMs: the profile's fp4 share, else its fp8 one (the same tensor-core
  // pipeline at twice the rate, block scales read beside the operands).
  if (precision == Precision::kFp4 && hw.gpu.peak_fp4_flops > 0 && hw.efficiency.gemm_max_fp4 > 0) {
    gemm_max_ = hw.efficiency.gemm_max_fp4;
  }
  activation_bytes_ = precision == Precision::kFp64   ? 8.0
                      : precision == Precision::kFp32 ? 4.0
                                                      : 2.0;
}

double ComputeModel::GemmEfficiency(double m, double n, double k) const {
  // Measured table: nearest sample in log-shape space, scaled by the shape
  // model's ratio between the asked shape and the sample's.
  const GemmSample* best = nullptr;
  double best_d = std::numeric_limits<double>::infinity();
  for (const auto& s : hw_.efficiency.gemm_table) {
    if (s.precision != precision_) continue;
    double d = std::pow(std::log(m / s.m), 2) + std::pow(std::log(n / s.n), 2) +
               std::pow(std::log(k / s.k), 2);
    if (d < best_d) {
      best_d = d;
      best = &s;
    }
  }
  const double half = half_dim_;
  auto shape = [half](double a, double b, double c) {
    return (a / (a + half)) * (b / (b + half)) * (c / (c + half));
  };
  if (best) {
    double ratio = shape(m, n, k) / shape(best->m, best->n, best->k);
    return std::clamp(best->efficiency * ratio, 1e-4, 1.0);
  }
  return gemm_max_ * shape(m, n, k);
}

double ComputeModel::RowSplitSlowdown(double rows, double cols, double chunks) const {
  if (rows <= 0 || chunks <= 1) return 0.0;
  const double chunk = rows / chunks;
  if (half_area_ > 0 && cols > 0) {
    auto area = [&](double r) { return r * cols / (r * cols + half_area_); };
    return area(rows) / area(chunk) - 1.0;
  }
  return (rows / (rows + half_dim_)) / (chunk / (chunk + half_dim_)) - 1.0;
}

double ComputeModel::GemmSeconds(double m, double n, double k, double batch) const {
  if (m <= 0 || n <= 0 || k <= 0 || batch <= 0) return 0.0;
  const double flops = 2.0 * m * n * k * batch;
  const double compute = flops / (peak_flops_ * GemmEfficiency(m, n, k));
  const double elem = precision_ == Precision::kFp8   ? 1.0
                      : precision_ == Precision::kFp4 ? kFp4BytesPerElement
                                                      : activation_bytes_;
  const double bytes = (m * k + k * n) * elem * batch + m * n * activation_bytes_ * batch;
  return std::max(compute, MemorySeconds(bytes)) + launch_s_;
}

double ComputeModel::AttentionEfficiency(bool backward, AttentionKernel kernel, double seq_len,
                                         double head_dim) const {
  const EfficiencyModel& e = hw_.efficiency;
  double plateau = backward ? e.attention_bwd : e.attention_fwd;
  // The causal backward fills its tiles later than the forward: on an H100,
  // FlashAttention-2 and cuDNN backward passes reach half their plateau at
  // about 1540 tokens, the forward at about 330 (data/measured/
  // h100-sxm-2026-11-27, where the published sweeps had only non-causal
  // backward passes).
  double half_seq =
      backward && e.attention_bwd_half_seq > 0 ? e.attention_bwd_half_seq : e.attention_half_seq;
  if (kernel == AttentionKernel::kFlash3) {
    const double f3 = backward ? e.attention_flash3_bwd : e.attention_flash3_fwd;
    if (f3 > 0) plateau = f3;
  } else if (kernel == AttentionKernel::kCudnn) {
    // The figures of the cuDNN release the stack ships, where the profile
    // has older releases' own (cuDNN's Blackwell attention got up to 1.3x
    // faster from 2025's releases to 2026's).
    const double cu = backward ? cudnn_.bwd : cudnn_.fwd;
    if (cu > 0) {
      plateau = cu;
      if (cudnn_.half_seq > 0) half_seq = cudnn_.half_seq;
    }
  } else if (kernel == AttentionKernel::kFlash1) {
    // FlashAttention-2 is about twice the first version's throughput (Dao,
    // 2023); on its A100 chart FA1 and the Triton FlashAttention run at
    // 0.42-0.67 of FA2 forward + backward (M0500-M0535).
    plateau *= 0.5;
  }
  // Short sequences leave the tiles of each head half empty: eff(S) =
  // plateau x S / (S + half_seq), fitted per GPU to the published FA2/FA3/
  // cuDNN sweeps (data/microbenchmarks.jsonl: H100 M0193-M0355, A100
  // M0500-M0535, Blackwell M0451-M0494).
  const double length = seq_len > 0 && half_seq > 0 ? seq_len / (seq_len + half_seq) : 1.0;
  // Head dimension: the same sweeps give, relative to 128, 0.88-0.90 at 64
  // (fewer FLOPs per byte of K/V) and 0.82 at 256 (register pressure).
  const double d = std::max(8.0, head_dim);
  const double head = d <= 128 ? std::pow(d / 128.0, 0.18) : std::pow(128.0 / d, 0.29);
  return std::clamp(plateau * length * head, 1e-3, 1.0);
}

double ComputeModel::AttentionSeconds(double flops, bool backward, AttentionKernel kernel,
                                      double seq_len, double head_dim) const {
  return flops / (attention_peak_ * AttentionEfficiency(backward, kernel, seq_len, head_dim)) +
         launch_s_;
}

double ComputeModel::MemorySeconds(double bytes) const {
  return bytes / (hw_.gpu.hbm_bandwidth_bytes_per_s * hw_.efficiency.memory_bandwidth);
}

double ComputeModel::ElementwiseSeconds(double bytes, double exps) const {
  return std::max(MemorySeconds(bytes), exps * hw_.efficiency.exp_s);
}

double ComputeModel::KernelLaunchSeconds(double kernels) const {
  return kernels * launch_s_;
}

double ComputeModel::Fp8CastSeconds(double elements, bool transposed_copy) const {
  // Block scaling's quantization finds its scales on the way and runs below
  // the plain casts' bandwidth where the profile measured it.
  const double block = hw_.efficiency.fp8_block_quantize_bandwidth;
  const double share =
      fp8_recipe_ == Fp8Recipe::kBlock && block > 0 ? block : hw_.efficiency.memory_bandwidth;
  return Fp8CastBytesPerElement(fp8_recipe_, transposed_copy) * elements /
         (hw_.gpu.hbm_bandwidth_bytes_per_s * share);
}

double ComputeModel::Fp4CastSeconds(double elements) const {
  const double fp4 = hw_.efficiency.fp4_quantize_bandwidth;
  const double share = fp4 > 0 ? fp4 : hw_.efficiency.memory_bandwidth;
  return kFp4CastBytesPerElement * elements / (hw_.gpu.hbm_bandwidth_bytes_per_s * share);
}

double ComputeModel::RowwiseFp8Seconds(double m, double n, double k, double batch,
                                       bool backward) const {
  // torchao/float8 (mid 2025): the rowwise recipe scales along each GEMM's
  // contraction, so an operand is cast again for every GEMM it enters
  // (Fp8CastBytesPerElement(kRowwise) = 5 bytes per element: the row amax
  // read, then read 16 bit and write 8). The backward GEMMs accumulate in
  // fp32 without fast accumulation, which torchao ran as cuBLAS's tensorwise
  // kernel with unit scales plus a pass rescaling each output (float8_ops.py
  // addmm_float8_unwrapped, pytorch/ao #1377 of December 2024 to #2595 of
  // July 2025). The input is saved in 16 bit and cast again.
  const double x = m * k * batch, w = k * n * batch, dy = m * n * batch;
  const double cast = MemorySeconds(Fp8CastBytesPerElement(Fp8Recipe::kRowwise) *
                                    (backward ? 2.0 * dy + x + w : x + w));
  if (!backward) return cast + KernelLaunchSeconds(kRowwiseForwardKernels);
  return cast + MemorySeconds(2.0 * activation_bytes_ * (x + w)) +
         KernelLaunchSeconds(kRowwiseBackwardKernels);
}

double ComputeModel::HostSeconds(double ops, double launches) const {
  if (cuda_graphs_) return 0.0;
  return ops * hw_.efficiency.host_op_s + launches * hw_.efficiency.kernel_launch_s;
}

}  // namespace shoal::sim
