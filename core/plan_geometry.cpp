// Plan geometry shared by the simulator and the executor: which layers each
// pipeline stage holds and in which order a stage runs its passes.
#include "core/plan_geometry.h"

#include <algorithm>

namespace shoal {

namespace {

// Megatron-LM's mapping of the k-th virtual micro-batch to (micro-batch, chunk)
// in the interleaved schedule (schedules.py, get_model_chunk_id).
PassRef Interleaved(int k, bool forward, int pp, int v) {
  PassRef r;
  r.forward = forward;
  int group = k / (pp * v);
  int in_group = k % (pp * v);
  int chunk = in_group / pp;
  r.chunk = forward ? chunk : v - 1 - chunk;
  r.micro_batch = group * pp + in_group % pp;
  return r;
}

}  // namespace

std::vector<PassRef> StageSchedule(const Plan& plan, int stage, int micro_batches) {
  std::vector<PassRef> order;
  const int m = micro_batches;
  const int pp = plan.pp;
  if (plan.schedule == PipelineSchedule::kGpipe || pp == 1) {
    if (pp == 1) {
      // No pipeline: each micro-batch runs forward then backward.
      for (int i = 0; i < m; ++i) {
        order.push_back({true, i, 0});
        order.push_back({false, i, 0});
      }
      return order;
    }
    for (int i = 0; i < m; ++i) order.push_back({true, i, 0});
    for (int i = 0; i < m; ++i) order.push_back({false, i, 0});
    return order;
  }
  const int v = plan.schedule == PipelineSchedule::kInterleaved ? plan.virtual_stages : 1;
  const int total = m * v;
  int warmup =
      v == 1 ? std::min(m, pp - stage - 1) : std::min(total, (pp - stage - 1) * 2 + (v - 1) * pp);
  int f = 0, b = 0;
  auto forward = [&] {
    order.push_back(v == 1 ? PassRef{true, f, 0} : Interleaved(f, true, pp, v));
    ++f;
  };
  auto backward = [&] {
    order.push_back(v == 1 ? PassRef{false, b, 0} : Interleaved(b, false, pp, v));
    ++b;
  };
  for (int i = 0; i < warmup; ++i) forward();
  while (f < total) {
    forward();
    backward();
  }
  while (b < total) backward();
  return order;
}

int StageLayers::NumLayers() const {
  int n = 0;
  for (const auto& c : chunks) n += static_cast<int>(c.size());
  return n;
}

std::vector<StageLayers> AssignLayers(const ModelConfig& model, const Plan& plan) {
  const int v = plan.schedule == PipelineSchedule::kInterleaved ? plan.virtual_stages : 1;
  const int pp = plan.pp;
  // Slots to split: the transformer layers, plus the embedding and the loss
  // where they count as a layer (Megatron's account_for_*_in_pipeline_split).
  const int embedding_slot = plan.pipeline_embedding_slot ? 1 : 0;
  const int loss_slot = plan.pipeline_loss_slot ? 1 : 0;
  const int slots = model.num_layers + embedding_slot + loss_slot;
  // Slots per stage: the stated first/last stage layer counts, the rest split
  // evenly (the first stages take one more where they do not divide).
  std::vector<int> per_stage(static_cast<size_t>(pp), 0);
  int fixed = 0, free_stages = pp;
  if (pp > 1 && plan.first_stage_layers > 0) {
    per_stage.front() = plan.first_stage_layers + embedding_slot;
    fixed += per_stage.front();
    --free_stages;
  }
  if (pp > 1 && plan.last_stage_layers > 0) {
    per_stage.back() = plan.last_stage_layers + loss_slot;
    fixed += per_stage.back();
    --free_stages;
  }
  const int rest = std::max(0, slots - fixed);
  int free_index = 0;
  for (int s = 0; s < pp; ++s) {
    const bool given = (s == 0 && pp > 1 && plan.first_stage_layers > 0) ||
                       (s == pp - 1 && pp > 1 && plan.last_stage_layers > 0);
    if (given) continue;
    per_stage[static_cast<size_t>(s)] =
        rest / std::max(1, free_stages) + (free_index < rest % std::max(1, free_stages) ? 1 : 0);
    ++free_index;
  }
  // Each stage's slots over its v chunks (the first chunks take one more).
  // Chunk c lives on stage c % pp as its (c / pp)-th virtual chunk and holds
  // the next slots in layer order.
  std::vector<StageLayers> stages(static_cast<size_t>(pp));
  for (auto& st : stages) st.chunks.resize(static_cast<size_t>(v));
  int slot = 0;
  for (int c = 0; c < pp * v; ++c) {
    const int s = c % pp, k = c / pp;
    const int n = per_stage[static_cast<size_t>(s)];
    const int count = n / v + (k < n % v ? 1 : 0);
    auto& target = stages[static_cast<size_t>(s)].chunks[static_cast<size_t>(k)];
    for (int i = 0; i < count; ++i, ++slot) {
      const int layer = slot - embedding_slot;
      if (layer >= 0 && layer < model.num_layers) target.push_back(layer);
    }
  }
  stages.front().has_embedding = true;
  stages.back().has_head = true;
  return stages;
}

}  // namespace shoal
