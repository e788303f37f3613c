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

int PipelinePosition(const Plan& plan, int stage, int chunk) {
  if (plan.RunsDualPipe()) return chunk == 0 ? stage : plan.pp - 1 - stage;
  return chunk * plan.pp + stage;
}

int PipelinePositions(const Plan& plan) {
  if (plan.RunsDualPipe()) return plan.pp;
  return plan.pp * plan.ChunksPerRank();
}

int NeighbourStage(const Plan& plan, int stage, int* chunk, bool toward_loss) {
  if (plan.RunsDualPipe()) {
    const bool up = (*chunk == 0) == toward_loss;
    return up ? stage + 1 : stage - 1;
  }
  const int g = PipelinePosition(plan, stage, *chunk) + (toward_loss ? 1 : -1);
  *chunk = g / plan.pp;
  return g % plan.pp;
}

namespace {

// DualPipe's order for one rank (deepseek-ai/DualPipe dualpipe.py,
// DualPipe.step, steps 1-8), `m` micro-batches in all, m / 2 per direction.
// Its phases are the rank's local view: on the first half of the ranks phase
// 0 is the forward direction (chunk 0), on the second half the reverse one
// (chunk 1). A backward with zero bubble defers its weight gradients to a
// FIFO queue that each weight step pops.
std::vector<PassRef> DualPipeSchedule(int pp, int rank, int m) {
  std::vector<PassRef> order;
  const bool second_half = rank >= pp / 2;
  const int half_ranks = pp / 2;
  const int half_rank = std::min(rank, pp - 1 - rank);
  const int half_chunks = m / 2;
  const bool middle = rank == pp / 2 - 1 || rank == pp / 2;
  std::array<int, 2> next_f{0, 0}, next_b{0, 0};
  std::vector<PassRef> deferred;  // backward passes whose weight step is pending
  size_t deferred_head = 0;
  auto chunk_of = [&](int phase) { return phase ^ (second_half ? 1 : 0); };
  auto forward = [&](int phase, bool overlapped = false) {
    const int c = chunk_of(phase);
    order.push_back({true, next_f[static_cast<size_t>(c)]++, c, BackwardPart::kWhole, overlapped});
  };
  auto backward = [&](int phase, bool zero_bubble = false, bool overlapped = false) {
    const int c = chunk_of(phase);
    PassRef r{false, next_b[static_cast<size_t>(c)]++, c,
              zero_bubble ? BackwardPart::kInput : BackwardPart::kWhole, overlapped};
    order.push_back(r);
    if (zero_bubble) deferred.push_back(r);
  };
  auto weight = [&] {
    // dualpipe.py pops a queue its valid shapes never leave empty
    // (PlanRule::kDualPipeShape); nothing to run otherwise.
    if (deferred_head >= deferred.size()) return;
    PassRef r = deferred[deferred_head++];
    r.part = BackwardPart::kWeight;
    r.overlapped = false;
    order.push_back(r);
  };
  auto forward_backward = [&](int f_phase, int b_phase) {
    forward(f_phase, true);
    backward(b_phase, false, true);
  };
  // Step 1: nF0.
  for (int i = 0; i < (half_ranks - half_rank - 1) * 2; ++i) forward(0);
  // Step 2: nF0F1.
  for (int i = 0; i < half_rank + 1; ++i) {
    forward(0);
    forward(1);
  }
  // Step 3: nB1W1F1, zero bubble.
  for (int i = 0; i < half_ranks - half_rank - 1; ++i) {
    backward(1, true);
    weight();
    forward(1);
  }
  // Step 4, the main step: nF0B1F1B0 (the middle ranks run their first pair
  // apart, to shorten the bubble).
  for (int i = 0; i < half_chunks - pp + half_rank + 1; ++i) {
    if (i == 0 && middle) {
      forward(0);
      backward(1);
    } else {
      forward_backward(0, 1);
    }
    forward_backward(1, 0);
  }
  // Step 5: nB1F1B0.
  for (int i = 0; i < half_ranks - half_rank - 1; ++i) {
    backward(1);
    forward_backward(1, 0);
  }
  // Step 6: nB1B0, the second half with zero bubble.
  const int step_6 = half_rank + 1;
  bool zero_bubble = false;
  for (int i = 0; i < step_6; ++i) {
    if (i == step_6 / 2 && half_rank % 2 == 1) zero_bubble = true;
    backward(1, zero_bubble);
    if (i == step_6 / 2 && half_rank % 2 == 0) zero_bubble = true;
    backward(0, zero_bubble);
  }
  // Step 7: nWB0, zero bubble.
  for (int i = 0; i < half_ranks - half_rank - 1; ++i) {
    weight();
    backward(0, true);
  }
  // Step 8: nW.
  while (deferred_head < deferred.size()) weight();
  return order;
}

}  // namespace

std::vector<PassRef> StageSchedule(const Plan& plan, int stage, int micro_batches) {
  if (plan.RunsDualPipe()) return DualPipeSchedule(plan.pp, stage, micro_batches);
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
  const int v = plan.ChunksPerRank();
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

std::vector<bool> UnpairedPasses(const Plan& plan, const std::vector<PassRef>& schedule) {
  std::vector<bool> unpaired(schedule.size(), false);
  if (!plan.overlap_moe_comm || !plan.moe_overlap_unpaired_exposed) return unpaired;
  if (plan.RunsDualPipe()) {
    for (size_t i = 0; i < schedule.size(); ++i) unpaired[i] = !schedule[i].overlapped;
    return unpaired;
  }
  size_t u = 0;
  while (u < schedule.size() && schedule[u].forward) unpaired[u++] = true;
  size_t marked = 0;
  for (size_t i = schedule.size(); i-- > 0 && marked < u;) {
    if (!schedule[i].forward) {
      unpaired[i] = true;
      ++marked;
    }
  }
  return unpaired;
}

int UnpairedForwards(const Plan& plan, int stage, int micro_batches) {
  if (!plan.overlap_moe_comm || !plan.moe_overlap_unpaired_exposed || plan.RunsDualPipe()) return 0;
  const int m = micro_batches;
  if (m <= 0) return 0;
  if (plan.pp == 1) return 1;
  if (plan.schedule == PipelineSchedule::kGpipe) return m;
  // StageSchedule's warm-up forwards and the first steady-state one.
  const int v = plan.ChunksPerRank();
  const int total = m * v;
  const int warmup = v == 1 ? std::min(m, plan.pp - stage - 1)
                            : std::min(total, (plan.pp - stage - 1) * 2 + (v - 1) * plan.pp);
  return std::min(total, warmup + 1);
}

int StageLayers::NumLayers() const {
  int n = 0;
  for (const auto& c : chunks) n += static_cast<int>(c.size());
  return n;
}

std::vector<StageLayers> AssignLayers(const ModelConfig& model, const Plan& plan) {
  if (plan.RunsDualPipe()) {
    // Each rank holds two stages of the one-chunk split: s for the forward
    // direction, pp - 1 - s for the reverse one (so the first and last ranks
    // hold the embedding and the loss twice over).
    Plan one = plan;
    one.schedule = PipelineSchedule::k1F1B;
    const std::vector<StageLayers> split = AssignLayers(model, one);
    std::vector<StageLayers> stages(split.size());
    for (size_t s = 0; s < split.size(); ++s) {
      stages[s].chunks = {split[s].chunks.front(), split[split.size() - 1 - s].chunks.front()};
      stages[s].has_embedding = stages[s].has_head = s == 0 || s + 1 == split.size();
    }
    return stages;
  }
  const int v = plan.ChunksPerRank();
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
