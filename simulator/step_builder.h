// Builds the task graph of one training step: for each pipeline stage (one
// simulated rank stands for all ranks that behave alike), its forward and
// backward passes in schedule order, pipeline sends, data-parallel gradient
// buckets overlapped with backward, ZeRO parameter gathers, the optimizer.
#pragma once

#include <vector>

#include "core/hardware.h"
#include "core/model.h"
#include "core/plan.h"
#include "simulator/engine.h"
#include "simulator/layer_cost.h"
#include "simulator/memory_model.h"

namespace shoal::sim {

TaskGraph BuildStepGraph(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                         const LayerCostModel& costs, const std::vector<StageLayers>& stages);

/// Seconds of the optimizer step of one stage's parameters on one GPU
/// (including host offload traffic and the CPU Adam step when offloaded).
struct OptimizerCost {
  double gpu_s = 0;
  double offload_s = 0;
};
OptimizerCost OptimizerSeconds(const HardwareProfile& hw, const Plan& plan, double dense_params,
                               double expert_params, int edp_size);

}  // namespace shoal::sim
