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
#include "simulator/plan_costs.h"

namespace shoal::sim {

/// One step's task DAG. Tasks are named ("stage 0 F mb3 c0 layer 5") only
/// when `task_names`: a trace needs them, the search does not (building the
/// strings cost a fifth of a simulation).
TaskGraph BuildStepGraph(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                         const LayerCostModel& costs, const std::vector<StageLayers>& stages,
                         bool task_names = true);

/// One pipeline send of a micro-batch's boundary tensor (`boundary_bytes`,
/// all of it): each TP rank sends its 1/tp slice, and without sequence
/// parallelism the receiver all-gathers the rest over its TP group
/// (Megatron's scatter/gather optimization, Narayanan et al. SC'21 4.1).
double PipelineSendSeconds(const CollectiveModel& collectives, const Plan& plan,
                           const Placement& placement, double boundary_bytes);

}  // namespace shoal::sim
