// The memory of every variant of one unit of the plan search (a structure
// under one schedule, planner/plan_search.cpp): its variants differ only in
// their state options (ZeRO stage, offload, gradient bucket), so what the
// stages that can hold the peak contain whatever the variant
// (sim::StageContents: parameters, activations, buffers) is computed once,
// and each variant's memory from it in a few operations, equal to
// MemoryBound's. A floor under every variant's memory rules out units none
// of whose variants fits the GPUs before any of their plans is checked.
#pragma once

#include <vector>

#include "core/hardware.h"
#include "core/model.h"
#include "core/plan.h"
#include "planner/plan_bound.h"
#include "planner/search_space.h"
#include "simulator/plan_costs.h"

namespace shoal::planner {

/// Lower bounds on the memory of every variant of a unit.
struct MemoryFloor {
  /// No variant needs fewer bytes on the GPU: the largest over the stages
  /// that can hold the peak of the least any variant needs there
  /// (sim::RequiredBytes, with the margin where the UnitMemory asks it).
  /// Above the GPU's memory: no variant fits.
  double required_bytes = 0;
  /// No variant's peak (PlanBound::peak_memory_bytes) is smaller.
  double peak_memory_bytes = 0;
};

class UnitMemory {
 public:
  /// `plan`: any variant of the unit; `shape`: its pipeline's (read here
  /// only); `memory_margin`: a variant fits when its peak + the prediction's
  /// uncertainty does (sim::SimOptions::memory_margin), else its peak.
  UnitMemory(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
             const PipelineShape& shape, bool memory_margin = false);

  /// MemoryBound(model, hw, variant, shape, margin), bit for bit, for any variant of
  /// the unit (a plan that differs from the constructor's in zero_stage,
  /// offload_optimizer, offload_grads, offload_params or grad_bucket_bytes
  /// at most).
  PlanBound Of(const Plan& variant) const;

  /// A floor under the memory of every variant of `structure` under
  /// `schedule` that `axes` (its AxesOf) describe.
  MemoryFloor Floor(const Plan& structure, const VariantAxes& axes, size_t schedule) const;

 private:
  const HardwareProfile& hw_;
  bool memory_margin_;
  std::vector<sim::StageContents> stages_;  ///< per PipelineShape::memory_stages
};

}  // namespace shoal::planner
