#include "planner/reliability.h"

#include <cmath>

#include "core/units.h"

namespace shoal::planner {

ReliabilitySpec EffectiveReliability(const ReliabilitySpec& spec) {
  ReliabilitySpec r = spec;
  if (r.gpu_failures_per_hour <= 0)
    r.gpu_failures_per_hour = ReliabilityDefaults::kGpuFailuresPerHour;
  if (r.checkpoint_write_bytes_per_s_per_node <= 0) {
    r.checkpoint_write_bytes_per_s_per_node = ReliabilityDefaults::kCheckpointWriteBytesPerSPerNode;
  }
  if (r.restart_s <= 0) r.restart_s = ReliabilityDefaults::kRestartS;
  return r;
}

double YoungIntervalSeconds(double checkpoint_write_s, double mtbf_s) {
  return std::sqrt(2.0 * checkpoint_write_s * mtbf_s);
}

double DalyIntervalSeconds(double checkpoint_write_s, double mtbf_s) {
  const double d = checkpoint_write_s;
  const double m = mtbf_s;
  if (d >= 2.0 * m) return m;
  const double x = d / (2.0 * m);
  return std::sqrt(2.0 * d * m) * (1.0 + std::sqrt(x) / 3.0 + x / 9.0) - d;
}

double ExpectedWallSeconds(double solve_s, double interval_s, double checkpoint_write_s,
                           double restart_s, double mtbf_s) {
  if (!std::isfinite(mtbf_s)) return solve_s * (1.0 + checkpoint_write_s / interval_s);
  const double m = mtbf_s;
  return m * std::exp(restart_s / m) * std::expm1((interval_s + checkpoint_write_s) / m) * solve_s /
         interval_s;
}

double FirstOrderWaste(double interval_s, double checkpoint_write_s, double restart_s,
                       double mtbf_s) {
  return checkpoint_write_s / interval_s + (interval_s / 2.0 + restart_s) / mtbf_s;
}

ReliabilityEstimate EstimateReliability(const ReliabilityInputs& in) {
  const ReliabilitySpec spec = EffectiveReliability(in.spec);
  ReliabilityEstimate e;
  const double gpus = std::max(1, in.num_gpus);
  const double nodes = std::ceil(gpus / std::max(1, in.gpus_per_node));
  e.mtbf_s = kSecondsPerHour / (spec.gpu_failures_per_hour * gpus);
  e.checkpoint_write_s = in.checkpoint_bytes / (spec.checkpoint_write_bytes_per_s_per_node * nodes);
  e.restart_s = spec.restart_s;
  if (in.solve_s <= 0) {
    e.wall_s = 0;
    e.goodput = 1;
    return e;
  }
  e.checkpoint_interval_s = DalyIntervalSeconds(e.checkpoint_write_s, e.mtbf_s);
  if (e.checkpoint_interval_s > 0) {
    e.wall_s = ExpectedWallSeconds(in.solve_s, e.checkpoint_interval_s, e.checkpoint_write_s,
                                   e.restart_s, e.mtbf_s);
  } else {
    // Free checkpoints (delta = 0): the limit tau -> 0 loses only the restarts.
    e.wall_s = in.solve_s * std::exp(e.restart_s / e.mtbf_s);
  }
  e.goodput = in.solve_s / e.wall_s;
  e.expected_failures = e.wall_s / e.mtbf_s;
  return e;
}

}  // namespace shoal::planner
