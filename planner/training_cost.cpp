#include "planner/training_cost.h"

#include <cmath>

namespace shoal::planner {

double CheckpointBytes(const ModelStats& stats, Precision precision) {
  const double weights = precision == Precision::kFp32 ? 4.0 : 2.0;
  const double optimizer = precision == Precision::kFp32 ? 8.0 : 12.0;  // (master +) m + v
  // Only trained parameters change: a LoRA checkpoint holds the adapters and
  // their optimizer state, not the frozen base.
  return stats.trainable_params * (weights + optimizer);
}

namespace {

// Dollars, energy and CO2 of `t` over its time_to_train_s.
void Price(const TrainingInputs& in, const HardwareProfile& hw, TrainingEstimate* t) {
  t->cost_usd = in.num_gpus * hw.pricing.usd_per_gpu_hour * t->time_to_train_s / kSecondsPerHour;
  // Lost work, checkpoints and restarts are counted at the training power.
  const double avg_power_w = in.energy_j_per_step / in.step_time_s;
  t->energy_kwh = avg_power_w * t->time_to_train_s / kJoulesPerKwh;
  t->co2_kg = t->energy_kwh * hw.energy.kg_co2_per_kwh;
}

}  // namespace

TrainingEstimate FailureFreeTraining(const TrainingInputs& in, const HardwareProfile& hw) {
  TrainingEstimate t;
  if (in.tokens_per_step <= 0 || in.step_time_s <= 0) return t;
  t.steps = std::ceil(in.tokens / in.tokens_per_step);
  t.solve_s = t.steps * in.step_time_s;
  t.time_to_train_s = t.solve_s;
  Price(in, hw, &t);
  return t;
}

TrainingEstimate EstimateTraining(const TrainingInputs& in, const HardwareProfile& hw) {
  TrainingEstimate t = FailureFreeTraining(in, hw);
  if (t.steps <= 0) return t;
  ReliabilityInputs r;
  r.solve_s = t.solve_s;
  r.step_time_s = in.step_time_s;
  r.pcie_bytes_per_s_per_gpu = hw.node.pcie_bandwidth_bytes_per_s;
  r.num_gpus = in.num_gpus;
  r.gpus_per_node = hw.node.gpus_per_node;
  r.checkpoint_bytes = in.checkpoint_bytes;
  r.spec = hw.reliability;
  t.reliability = EstimateReliability(r);
  t.time_to_train_s = t.reliability.wall_s;
  Price(in, hw, &t);
  return t;
}

}  // namespace shoal::planner
