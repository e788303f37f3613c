#include "planner/simulation_twins.h"

#include <cstdio>
#include <cstring>

#include "planner/search_cache.h"
#include "simulator/plan_costs.h"

namespace shoal::planner {

uint64_t BucketPattern(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                       const UnitCosts& costs, const PipelineShape& shape) {
  if (!plan.overlap_grad_comm || plan.zero_stage >= 3) return 0;
  if (!sim::SyncsGradients(sim::PlaceRanks(plan, hw.node.gpus_per_node))) return 0;
  const double grad_b = sim::BytesFor(plan).gradients;
  uint64_t h = kHashSeed;
  const size_t pp = shape.layers.size();
  for (size_t s = 0; s < pp; ++s) {
    const StageLayers& sl = shape.layers[s];
    for (size_t c = 0; c < sl.chunks.size(); ++c) {
      // The units of the chunk's backward pass, in its order.
      std::vector<const UnitCost*> units;
      if (s + 1 == pp && c + 1 == sl.chunks.size()) units.push_back(&costs.head);
      for (auto l = sl.chunks[c].rbegin(); l != sl.chunks[c].rend(); ++l) {
        units.push_back(model.IsMoeLayer(*l) ? &costs.moe : &costs.dense);
      }
      if (s == 0 && c == 0) units.push_back(&costs.embedding);
      double bucket_dense = 0, bucket_expert = 0;
      for (size_t i = 0; i < units.size(); ++i) {
        bucket_dense += units[i]->trainable_dense_params;
        bucket_expert += units[i]->trainable_expert_params;
        if ((bucket_dense + bucket_expert) * grad_b >= plan.grad_bucket_bytes) {
          h = HashBytes(h, i);
          bucket_dense = bucket_expert = 0;
        }
      }
      h = HashBytes(h, ~size_t{0});  // end of the pass
    }
  }
  return h;
}

std::string TwinStructureKey(const Plan& plan) {
  Plan p = plan;
  // What the engine cannot tell apart.
  p.recompute = Recompute::kNone;
  p.recompute_fraction = 1.0;
  p.grad_bucket_bytes = 0;
  // What the variants of a structure set (VariantOf): in the second part.
  p.zero_stage = 0;
  p.schedule = PipelineSchedule::k1F1B;
  p.virtual_stages = 1;
  p.offload_optimizer = p.offload_grads = p.offload_params = false;
  p.offload_device = OffloadDevice::kCpu;
  return PlanToJson(p).dump();
}

std::string TwinKeyOfVariant(const std::string& structure_key, const Plan& plan,
                             uint64_t ops_fingerprint, uint64_t bucket_pattern) {
  char variant[160];
  std::snprintf(variant, sizeof variant, "|z%d s%d v%d o%d%d%d%d|%llu|%llu", plan.zero_stage,
                static_cast<int>(plan.schedule), plan.virtual_stages,
                plan.offload_optimizer ? 1 : 0, plan.offload_grads ? 1 : 0,
                plan.offload_params ? 1 : 0, static_cast<int>(plan.offload_device),
                static_cast<unsigned long long>(ops_fingerprint),
                static_cast<unsigned long long>(bucket_pattern));
  std::string key;
  key.reserve(structure_key.size() + std::strlen(variant));
  key.append(structure_key).append(variant);
  return key;
}

std::string TwinKey(const Plan& plan, uint64_t ops_fingerprint, uint64_t bucket_pattern) {
  return TwinKeyOfVariant(TwinStructureKey(plan), plan, ops_fingerprint, bucket_pattern);
}

}  // namespace shoal::planner
