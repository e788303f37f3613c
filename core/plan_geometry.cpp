// Plan geometry shared by the simulator and the executor: where each rank
// sits in the parallel grid, which layers each pipeline stage holds and in
// which order a stage runs its passes.
#include "core/plan_geometry.h"

#include <algorithm>
#include <cstdint>
#include <limits>

namespace shoal {

namespace {

/// a x b, saturated at INT_MAX (the grid of a plan with an absurd world).
int SatMul(int a, int b) {
  const int64_t p = int64_t{a} * b;
  return static_cast<int>(std::min<int64_t>(p, std::numeric_limits<int>::max()));
}

int IndexIn(const GridDim& d, int rank) { return rank / d.stride % d.size; }

}  // namespace

int RankGroup::Size() const {
  int n = 1;
  for (int i = 0; i < num_dims; ++i) n = SatMul(n, dims[static_cast<size_t>(i)].size);
  return n;
}

RankGroup RankGroup::Levels() const {
  RankGroup out;
  for (int i = 0; i < num_dims; ++i) {
    const GridDim& d = dims[static_cast<size_t>(i)];
    if (d.size <= 1) continue;
    GridDim* last = out.num_dims > 0 ? &out.dims[static_cast<size_t>(out.num_dims - 1)] : nullptr;
    if (last != nullptr && int64_t{last->stride} * last->size == d.stride) {
      last->size = SatMul(last->size, d.size);
    } else {
      out.dims[static_cast<size_t>(out.num_dims++)] = d;
    }
  }
  if (out.num_dims == 0) {
    out.dims[0] = {1, num_dims > 0 ? dims[0].stride : 1};
    out.num_dims = 1;
  }
  return out;
}

std::vector<int> RankGroup::MembersFrom(int first) const {
  std::vector<int> members = {first};
  for (int i = 0; i < num_dims; ++i) {
    const GridDim& d = dims[static_cast<size_t>(i)];
    const size_t inner = members.size();
    for (int k = 1; k < d.size; ++k) {
      for (size_t j = 0; j < inner; ++j) members.push_back(members[j] + k * d.stride);
    }
  }
  std::sort(members.begin(), members.end());
  return members;
}

RankGrid::RankGrid(const Plan& p) {
  const int tp = std::max(1, p.tp), cp = std::max(1, p.cp), dp = std::max(1, p.dp),
            pp = std::max(1, p.pp), ep = std::max(1, p.ep), etp = std::max(1, p.etp);
  const int tp_cp = SatMul(tp, cp);
  world_ = SatMul(SatMul(tp_cp, dp), pp);
  const int edp = std::max(1, SatMul(tp_cp, dp) / SatMul(etp, ep));
  const int etp_ep = SatMul(etp, ep);
  dense_[0] = {tp, 1};
  dense_[1] = {cp, tp};
  expert_[0] = {etp, 1};
  expert_[1] = {ep, etp};
  if (p.rank_order == RankOrder::kTpCpEpPpDp) {
    // Megatron's --use-tp-pp-dp-mapping: a pipeline's stages inside a replica.
    dense_[3] = {pp, tp_cp};
    dense_[2] = {dp, SatMul(tp_cp, pp)};
    expert_[3] = {pp, etp_ep};
    expert_[2] = {edp, SatMul(etp_ep, pp)};
  } else {
    dense_[2] = {dp, tp_cp};
    dense_[3] = {pp, SatMul(tp_cp, dp)};
    expert_[2] = {edp, etp_ep};
    expert_[3] = {pp, SatMul(etp_ep, edp)};
  }
}

DenseCoords RankGrid::Dense(int rank) const {
  return {IndexIn(dense_[0], rank), IndexIn(dense_[1], rank), IndexIn(dense_[2], rank),
          IndexIn(dense_[3], rank)};
}

ExpertCoords RankGrid::Expert(int rank) const {
  return {IndexIn(expert_[0], rank), IndexIn(expert_[1], rank), IndexIn(expert_[2], rank),
          IndexIn(expert_[3], rank)};
}

int RankGrid::RankOf(const DenseCoords& c) const {
  return c.tp * dense_[0].stride + c.cp * dense_[1].stride + c.dp * dense_[2].stride +
         c.pp * dense_[3].stride;
}

int RankGrid::RankOf(const ExpertCoords& c) const {
  return c.etp * expert_[0].stride + c.ep * expert_[1].stride + c.edp * expert_[2].stride +
         c.pp * expert_[3].stride;
}

RankGroup RankGrid::Group(ParallelGroup g) const {
  RankGroup r;
  auto add = [&r](const GridDim& d) { r.dims[static_cast<size_t>(r.num_dims++)] = d; };
  switch (g) {
    case ParallelGroup::kTp:
      add(dense_[0]);
      break;
    case ParallelGroup::kCp:
      add(dense_[1]);
      break;
    case ParallelGroup::kDp:
      add(dense_[2]);
      break;
    case ParallelGroup::kDpCp:  // cp sits inside dp in both orders
      add(dense_[1]);
      add(dense_[2]);
      break;
    case ParallelGroup::kPp:
      add(dense_[3]);
      break;
    case ParallelGroup::kExpertTp:
      add(expert_[0]);
      break;
    case ParallelGroup::kEp:
      add(expert_[1]);
      break;
    case ParallelGroup::kExpertDp:
      add(expert_[2]);
      break;
  }
  return r;
}

std::vector<int> RankGrid::Members(ParallelGroup g, int rank) const {
  const RankGroup group = Group(g);
  int first = rank;
  for (int i = 0; i < group.num_dims; ++i) {
    const GridDim& d = group.dims[static_cast<size_t>(i)];
    first -= IndexIn(d, rank) * d.stride;
  }
  return group.MembersFrom(first);
}

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
