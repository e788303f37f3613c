// Pure fitting of measurements into the hardware profile's models (Eigen
// least squares): collective time = latency + bytes / bandwidth, and GEMM
// efficiency = gemm_max * S(m) * S(n) * S(k) with S(d) = d / (d + gemm_half_dim),
// the shape law the simulator applies between and beyond measured shapes.
#pragma once

#include <vector>

#include "core/hardware.h"
#include "profiler/collective.h"

namespace shoal::profiler {

/// time_s = latency_s + bytes * seconds_per_byte.
struct LinearTimeFit {
  double latency_s = 0;
  double seconds_per_byte = 0;
  double max_relative_error = 0;  ///< worst |fit - sample| / sample
  bool latency_clamped = false;   ///< the free fit gave a negative latency; refit through 0
};

/// Least squares of relative errors (each sample weighted by 1 / time, so a
/// 1 KiB and a 1 GiB message count alike). A negative latency is clamped to
/// zero and the slope refitted; a non-positive slope (no size dependence)
/// falls back to the largest sample's bytes / time. Needs >= 1 sample with
/// positive bytes and time; throws std::invalid_argument otherwise.
LinearTimeFit FitLinearTime(const std::vector<double>& bytes, const std::vector<double>& times_s);

/// The profile row of a fitted collective: bus bandwidth = BusFactor / slope.
CollectiveFit ToCollectiveFit(Collective c, const std::string& scope, int ranks,
                              const LinearTimeFit& fit);

/// S(m) * S(n) * S(k) with S(d) = d / (d + half_dim).
double GemmShapeFactor(double m, double n, double k, double half_dim);

/// Fitted GEMM efficiency law.
struct GemmEfficiencyFit {
  double gemm_max = 0;
  double gemm_half_dim = 0;
  double max_relative_error = 0;
  double sum_squared_log_error = 0;  ///< of log(predicted / measured)
};

/// Fits the rows of `table` in precision `p` by least squares of log
/// efficiencies: gemm_max in closed form for each half_dim, half_dim by a
/// search over [1, 65536]. Needs >= 1 such row; throws std::invalid_argument
/// otherwise. gemm_max is capped at 1.
GemmEfficiencyFit FitGemmEfficiency(const std::vector<GemmSample>& table, Precision p);

}  // namespace shoal::profiler
