// Failures and checkpoints over a long training run: the expected wall-clock
// time to finish `solve_s` seconds of useful work on a cluster whose GPUs fail
// at random (exponential inter-failure times), checkpointing every tau seconds.
//
//   M     = 3600 / (gpu_failures_per_hour x gpus)       system mean time between failures
//   delta = checkpoint bytes / (write bandwidth per node x nodes)
//   tau   = Young (1974): sqrt(2 delta M); Daly (2006, eq. 37):
//           sqrt(2 delta M) (1 + sqrt(delta / 2M) / 3 + (delta / 2M) / 9) - delta  (delta < 2M),
//           else M
//   wall  = Daly (2006, eq. 20): M e^(R/M) (e^((tau + delta)/M) - 1) solve / tau
//   goodput = solve / wall
// Sources: ../shared/data/hardware_facts.json reliability (young_daly, llama3_405b, opt_175b).
#pragma once

#include "core/hardware.h"

namespace shoal::planner {

/// Published large-cluster figures used where a profile leaves a field at 0.
struct ReliabilityDefaults {
  /// Llama 3 405B: 419 unexpected interruptions on 16384 H100 over 54 days.
  static constexpr double kGpuFailuresPerHour = 419.0 / (16384.0 * 54.0 * 24.0);
  /// Llama 3's Tectonic storage: 2 TB/s sustained over 2048 nodes.
  static constexpr double kCheckpointWriteBytesPerSPerNode = 1.0e9;
  /// Rendezvous + checkpoint load at scale, ~10 minutes.
  static constexpr double kRestartS = 600.0;
};

/// The profile's reliability figures with defaults filled in where 0.
ReliabilitySpec EffectiveReliability(const ReliabilitySpec& spec);

/// Young's first-order optimal checkpoint interval, seconds.
double YoungIntervalSeconds(double checkpoint_write_s, double mtbf_s);
/// Daly's higher-order optimal checkpoint interval, seconds.
double DalyIntervalSeconds(double checkpoint_write_s, double mtbf_s);
/// Daly's expected wall time to finish `solve_s` of work, checkpointing every
/// `interval_s`, each checkpoint taking `checkpoint_write_s`, each failure
/// costing `restart_s` plus the lost work since the last checkpoint.
double ExpectedWallSeconds(double solve_s, double interval_s, double checkpoint_write_s,
                           double restart_s, double mtbf_s);
/// First-order fraction of wall time lost: delta/tau + (tau/2 + R)/M.
double FirstOrderWaste(double interval_s, double checkpoint_write_s, double restart_s,
                       double mtbf_s);

struct ReliabilityInputs {
  double solve_s = 0;  ///< failure-free training time
  int num_gpus = 0;
  int gpus_per_node = 8;
  double checkpoint_bytes = 0;  ///< model + optimizer state of the whole job
  ReliabilitySpec spec;         ///< zeros replaced by ReliabilityDefaults
};

struct ReliabilityEstimate {
  double mtbf_s = 0;                 ///< whole job
  double checkpoint_write_s = 0;     ///< delta
  double checkpoint_interval_s = 0;  ///< tau (Daly)
  double restart_s = 0;
  double wall_s = 0;             ///< expected time to train, failures included
  double goodput = 1;            ///< solve / wall
  double expected_failures = 0;  ///< wall / M
};

ReliabilityEstimate EstimateReliability(const ReliabilityInputs& in);

}  // namespace shoal::planner
