#include "simulator/compute_model.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace shoal::sim {

ComputeModel::ComputeModel(const HardwareProfile& hw, Precision precision)
    : hw_(hw), precision_(precision) {
  // A power cap lowers the sustained clock, and with it every FLOP/s peak.
  const double clock = hw.gpu.ClockFactor();
  peak_flops_ = hw.gpu.PeakFlops(precision) * clock;
  attention_peak_ =
      hw.gpu.PeakFlops(precision == Precision::kFp8 ? Precision::kBf16 : precision) * clock;
  gemm_max_ = hw.efficiency.gemm_max;
  if (precision == Precision::kFp8 && hw.gpu.peak_fp8_flops > 0 && hw.efficiency.gemm_max_fp8 > 0) {
    gemm_max_ = hw.efficiency.gemm_max_fp8;
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
  const double half = hw_.efficiency.gemm_half_dim;
  auto shape = [half](double a, double b, double c) {
    return (a / (a + half)) * (b / (b + half)) * (c / (c + half));
  };
  if (best) {
    double ratio = shape(m, n, k) / shape(best->m, best->n, best->k);
    return std::clamp(best->efficiency * ratio, 1e-4, 1.0);
  }
  return gemm_max_ * shape(m, n, k);
}

double ComputeModel::GemmSeconds(double m, double n, double k, double batch) const {
  if (m <= 0 || n <= 0 || k <= 0 || batch <= 0) return 0.0;
  const double flops = 2.0 * m * n * k * batch;
  const double compute = flops / (peak_flops_ * GemmEfficiency(m, n, k));
  const double elem = precision_ == Precision::kFp8 ? 1.0 : activation_bytes_;
  const double bytes = (m * k + k * n) * elem * batch + m * n * activation_bytes_ * batch;
  return std::max(compute, MemorySeconds(bytes)) + hw_.efficiency.kernel_launch_s;
}

double ComputeModel::AttentionSeconds(double flops, bool backward) const {
  double eff = backward ? hw_.efficiency.attention_bwd : hw_.efficiency.attention_fwd;
  return flops / (attention_peak_ * eff) + hw_.efficiency.kernel_launch_s;
}

double ComputeModel::MemorySeconds(double bytes) const {
  return bytes / (hw_.gpu.hbm_bandwidth_bytes_per_s * hw_.efficiency.memory_bandwidth);
}

double ComputeModel::ElementwiseSeconds(double bytes, double exps) const {
  return std::max(MemorySeconds(bytes), exps * hw_.efficiency.exp_s);
}

double ComputeModel::KernelLaunchSeconds(double kernels) const {
  return kernels * hw_.efficiency.kernel_launch_s;
}

}  // namespace shoal::sim
