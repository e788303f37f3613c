#include "planner/reliability.h"

#include <algorithm>
#include <cmath>

#include "core/units.h"
#include "planner/failure_model.h"

namespace shoal::planner {

ReliabilitySpec EffectiveReliability(const ReliabilitySpec& spec) {
  ReliabilitySpec r = spec;
  if (r.gpu_failures_per_hour <= 0)
    r.gpu_failures_per_hour = ReliabilityDefaults::kGpuFailuresPerHour;
  if (r.checkpoint_write_bytes_per_s_per_node <= 0) {
    r.checkpoint_write_bytes_per_s_per_node = ReliabilityDefaults::kCheckpointWriteBytesPerSPerNode;
  }
  if (r.restart_s <= 0) r.restart_s = ReliabilityDefaults::kRestartS;
  auto fill = [](double* field, double fallback) {
    if (*field < 0) *field = fallback;
  };
  fill(&r.straggler_node_step_probability, ReliabilityDefaults::kStragglerNodeStepProbability);
  fill(&r.straggler_slowdown, ReliabilityDefaults::kStragglerSlowdown);
  fill(&r.grey_failure_fraction, ReliabilityDefaults::kGreyFailureFraction);
  fill(&r.grey_slowdown, ReliabilityDefaults::kGreySlowdown);
  fill(&r.grey_detection_s, ReliabilityDefaults::kGreyDetectionS);
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
  e.checkpoint_stall_s = e.checkpoint_write_s;
  if (spec.async_checkpoint) {
    // Each GPU copies its share of the state to host memory, then writes on.
    const double snapshot_bw = spec.snapshot_bytes_per_s_per_gpu > 0
                                   ? spec.snapshot_bytes_per_s_per_gpu
                                   : in.pcie_bytes_per_s_per_gpu;
    e.checkpoint_stall_s =
        snapshot_bw > 0 ? std::min(e.checkpoint_write_s, in.checkpoint_bytes / gpus / snapshot_bw)
                        : e.checkpoint_write_s;
  }
  if (in.solve_s <= 0) {
    e.wall_s = 0;
    e.goodput = 1;
    return e;
  }
  e.checkpoint_interval_s = DalyIntervalSeconds(e.checkpoint_stall_s, e.mtbf_s);
  // Asynchronous writes must finish before the next one starts.
  if (spec.async_checkpoint) {
    e.checkpoint_interval_s = std::max(e.checkpoint_interval_s, e.checkpoint_write_s);
  }
  FailureModelInputs f;
  f.solve_s = in.solve_s;
  f.step_time_s = in.step_time_s > 0 ? in.step_time_s : in.solve_s * 1e-6;
  f.nodes = static_cast<int>(nodes);
  f.straggler_node_step_probability = spec.straggler_node_step_probability;
  f.straggler_slowdown = spec.straggler_slowdown;
  f.interruptions_per_s = 1.0 / e.mtbf_s;
  f.grey_failure_fraction = spec.grey_failure_fraction;
  f.grey_slowdown = spec.grey_slowdown;
  f.grey_detection_s = spec.grey_detection_s;
  f.restart_s = e.restart_s;
  f.checkpoint_interval_s = e.checkpoint_interval_s;
  f.checkpoint_stall_s = e.checkpoint_stall_s;
  f.checkpoint_commit_lag_s = spec.async_checkpoint ? e.checkpoint_write_s : 0.0;
  const TimeToTrainDistribution d = SimulateTimeToTrain(f);
  e.checkpoint_interval_s = std::max(e.checkpoint_interval_s, f.step_time_s);
  e.wall_s = d.mean_s;
  e.p50_s = d.p50_s;
  e.p90_s = d.p90_s;
  e.goodput = in.solve_s / e.wall_s;
  e.expected_failures = d.mean_interruptions;
  e.straggler_factor = d.stragglers.factor;
  e.step_time_p90_s = d.stragglers.step_time_p90_s;
  e.trials = d.trials;
  return e;
}

}  // namespace shoal::planner
