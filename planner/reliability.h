// Failures and checkpoints over a long training run: the expected wall-clock
// time to finish `solve_s` seconds of useful work on a cluster whose GPUs fail
// at random (exponential inter-failure times), checkpointing every tau seconds.
//
//   M     = 3600 / (gpu_failures_per_hour x gpus)       system mean time between failures
//   delta = checkpoint bytes / (write bandwidth per node x nodes)
//   tau   = Young (1974): sqrt(2 delta M); Daly (2006, eq. 37):
//           sqrt(2 delta M) (1 + sqrt(delta / 2M) / 3 + (delta / 2M) / 9) - delta  (delta < 2M),
//           else M
//   wall  = the mean of planner/failure_model.h's seeded Monte Carlo (stragglers,
//           grey and hard failures, sync or async checkpoints; also P50/P90);
//           with hard failures only it agrees with Daly (2006, eq. 20):
//           M e^(R/M) (e^((tau + delta)/M) - 1) solve / tau, kept below
//           (ExpectedWallSeconds) as the closed-form reference the tests check.
//   goodput = solve / wall
// Sources: data/hardware_facts.json reliability (young_daly, llama3_405b, opt_175b),
// data/failure_rates.json (stragglers, grey failures).
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
  // Stragglers and grey failures: data/failure_rates.json gives each figure's
  // source and derivation (a test checks these equal it).
  /// Per node and step (U): a 2048-node job then has a slow step in 18.5% of
  /// steps and loses 1.85%, the order of Llama 3's 1-2% throughput variation.
  static constexpr double kStragglerNodeStepProbability = 1e-4;
  /// FALCON (arXiv:2410.12588) counts an iteration slowdown of 10% or more as a fail-slow.
  static constexpr double kStragglerSlowdown = 0.1;
  /// Llama 3's interruptions that degrade before they stop the job: network
  /// switch/cable 35, NIC 7, NCCL watchdog timeouts 7 of 419.
  static constexpr double kGreyFailureFraction = 49.0 / 419.0;
  /// A degraded link or throttled GPU: 1.5 x step time while grey (U).
  static constexpr double kGreySlowdown = 0.5;
  /// Fail-slows last tens of seconds to ~10 h until handled (FALCON); 30 min (U).
  static constexpr double kGreyDetectionS = 1800.0;
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
  double step_time_s = 0;  ///< failure-free step (stragglers; 0: solve_s / 1e6)
  int num_gpus = 0;
  int gpus_per_node = 8;
  double checkpoint_bytes = 0;  ///< model + optimizer state of the whole job
  double pcie_bytes_per_s_per_gpu = 0;  ///< async snapshot bandwidth where the spec has none
  ReliabilitySpec spec;         ///< zeros replaced by ReliabilityDefaults
};

struct ReliabilityEstimate {
  double mtbf_s = 0;                 ///< whole job, every interruption
  double checkpoint_write_s = 0;     ///< delta
  double checkpoint_stall_s = 0;     ///< training stopped per checkpoint (sync: delta)
  double checkpoint_interval_s = 0;  ///< tau (Daly; async: at least delta)
  double restart_s = 0;
  double wall_s = 0;             ///< expected time to train, failures and stragglers included
  double p50_s = 0;              ///< median time to train
  double p90_s = 0;              ///< 90th percentile time to train
  double goodput = 1;            ///< solve / wall
  double expected_failures = 0;  ///< interruptions over the run
  double straggler_factor = 1;   ///< mean step / failure-free step
  double step_time_p90_s = 0;    ///< 90th percentile step time
  int trials = 0;                ///< Monte Carlo runs behind p50/p90
};

ReliabilityEstimate EstimateReliability(const ReliabilityInputs& in);

}  // namespace shoal::planner
