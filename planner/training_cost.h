// What a whole training run costs: steps to consume the token budget, the
// expected wall time with failures and checkpoints (planner/reliability.h),
// dollars at the profile's price per GPU-hour, energy (PUE included) and CO2.
#pragma once

#include "core/hardware.h"
#include "core/model.h"
#include "core/units.h"
#include "planner/reliability.h"

namespace shoal::planner {

struct TrainingEstimate {
  double steps = 0;
  double solve_s = 0;  ///< steps x step time, no failures
  ReliabilityEstimate reliability;
  double time_to_train_s = 0;  ///< = reliability.wall_s
  double cost_usd = 0;         ///< GPUs x price per GPU-hour x wall hours
  double energy_kwh = 0;       ///< step energy over the whole wall time, PUE included
  double co2_kg = 0;
};

/// Bytes of a checkpoint: 16-bit (or fp32) weights plus fp32 master weights
/// and two Adam moments of the trained parameters (all of them, or the LoRA
/// adapters) (hardware_facts.json reliability.checkpoint_bytes_per_param).
double CheckpointBytes(const ModelStats& stats, Precision precision);

struct TrainingInputs {
  double tokens = 0;           ///< the run's token budget
  double tokens_per_step = 0;  ///< global batch x sequence length
  double step_time_s = 0;
  double energy_j_per_step = 0;  ///< whole cluster, PUE included
  int num_gpus = 0;
  double checkpoint_bytes = 0;
};

TrainingEstimate EstimateTraining(const TrainingInputs& in, const HardwareProfile& hw);

/// The same run with no failure, straggler or checkpoint: wall time = solve
/// time. Failures only add time, so its dollars and kWh bound
/// EstimateTraining's from below (the search's budget pruning), in closed
/// form (no Monte Carlo).
TrainingEstimate FailureFreeTraining(const TrainingInputs& in, const HardwareProfile& hw);

}  // namespace shoal::planner
