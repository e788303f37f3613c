// Stragglers, grey failures and hard failures over a whole training run: the
// distribution of the time to train.
//
// Stragglers: in each step each node is slow with probability p and then
// takes (1 + s) x as long; the step waits for the slowest rank, so a step is
// slow with probability q = 1 - (1 - p)^nodes and the mean step stretches by
// 1 + s q (p, s: data/failure_rates.json).
//
// Interruptions arrive as a Poisson process (rate: GPUs x the profile's rate).
// A share of them are grey: the job first runs (1 + g) x slower for the
// detection time, then restarts as after a hard failure. Each interruption
// costs the restart and the work since the last committed checkpoint.
// Checkpoints every tau seconds of work stall training: synchronously for the
// whole write, asynchronously only for the device-to-host snapshot (the write
// then runs beside training and commits later).
//
// A seeded Monte Carlo (fixed seed: the same inputs give the same answer) runs
// the job cycle by cycle (one cycle = resume to next interruption, in O(1)
// arithmetic), and reports the mean, P50 and P90 time to train.
#pragma once

#include <cstdint>

namespace shoal::planner {

struct FailureModelInputs {
  double solve_s = 0;      ///< failure- and straggler-free training time
  double step_time_s = 0;  ///< failure-free step
  int nodes = 1;
  double straggler_node_step_probability = 0;
  double straggler_slowdown = 0;
  double interruptions_per_s = 0;  ///< whole job, hard and grey
  double grey_failure_fraction = 0;
  double grey_slowdown = 0;
  double grey_detection_s = 0;
  double restart_s = 0;
  double checkpoint_interval_s = 0;  ///< work between checkpoints
  double checkpoint_stall_s = 0;     ///< training stops this long per checkpoint
  double checkpoint_commit_lag_s = 0;  ///< after the stall, until the checkpoint counts (async)
  int trials = 0;                    ///< 0: as many as ~4e5 simulated cycles allow, 20 to 200
  uint64_t seed = 0x5140a1;
};

struct StragglerEstimate {
  double slow_step_probability = 0;  ///< q
  double factor = 1;                 ///< mean step / failure-free step
  double step_time_p50_s = 0;
  double step_time_p90_s = 0;
};

StragglerEstimate EstimateStragglers(double step_time_s, int nodes, double node_step_probability,
                                     double slowdown);

struct TimeToTrainDistribution {
  StragglerEstimate stragglers;
  double mean_s = 0;
  double p50_s = 0;
  double p90_s = 0;
  double mean_interruptions = 0;
  int trials = 0;
};

TimeToTrainDistribution SimulateTimeToTrain(const FailureModelInputs& in);

}  // namespace shoal::planner
