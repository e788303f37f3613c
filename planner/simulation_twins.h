// Plans the simulator treats alike: two candidates whose layers cost the
// same op for op (recompute can change nothing, e.g. selective recompute
// over fused attention) and whose gradient buckets split the same way get
// the same step time and energy from the event engine; only their memory
// (which the search computes exactly for each) and reported hardware FLOPs
// differ. The search simulates one of them and ranks the others by it;
// plans it finally reports are simulated themselves.
#pragma once

#include <cstdint>
#include <string>

#include "core/hardware.h"
#include "core/model.h"
#include "core/plan.h"
#include "planner/plan_bound.h"

namespace shoal::planner {

/// Where the step builder closes gradient buckets in every overlapped
/// backward pass of `plan` (simulator/step_builder.cpp: a bucket goes once
/// it holds grad_bucket_bytes or more, and at the end of each pass), as a
/// hash; 0 when the bucket size shapes no task (no data-parallel sync, no
/// overlap, or ZeRO-3, which reduces every unit alone).
uint64_t BucketPattern(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                       const UnitCosts& costs, const PipelineShape& shape);

/// Equal for two plans of one search that the event engine simulates alike:
/// the plan without its recompute mode and bucket size, the fingerprint of
/// its layers' ops (SplitCosts::ops_fingerprint) and its bucket pattern.
std::string TwinKey(const Plan& plan, uint64_t ops_fingerprint, uint64_t bucket_pattern);

/// TwinKey in two parts, the first shared by the variants of one structure
/// (planner/search_space.h VariantOf: they differ in ZeRO stage, schedule,
/// offload and bucket size), so a search writes a structure's plan as JSON
/// once: TwinKey(plan, f, b) == TwinKeyOfVariant(TwinStructureKey(plan), plan, f, b).
std::string TwinStructureKey(const Plan& plan);
std::string TwinKeyOfVariant(const std::string& structure_key, const Plan& plan,
                             uint64_t ops_fingerprint, uint64_t bucket_pattern);

}  // namespace shoal::planner
