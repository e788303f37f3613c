#include "planner/plan_bound.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <tuple>

#include "planner/unit_memory.h"

namespace shoal::planner {
namespace {

// Summation order differs from the simulator's: keep the bound below it.
constexpr double kBoundSlack = 1.0 - 1e-9;

/// Seconds (or parameters) of `dense` dense and `moe` MoE layers, with the
/// embedding and the head where present.
double Sum(const UnitCosts& c, int dense, int moe, bool emb, bool head, double UnitCost::*field) {
  return dense * c.dense.*field + moe * c.moe.*field + (emb ? c.embedding.*field : 0.0) +
         (head ? c.head.*field : 0.0);
}

/// The least that a stage's passes with no partner add under overlapped MoE
/// communication (UnpairedPasses): UnpairedForwards forwards and as many
/// backwards, each a chunk of the stage (the chunk with the fewest MoE layers
/// stands for all of them, so that it stays a bound). `as_1f1b`: count GPipe
/// (which pairs nothing) as 1F1B, whose count is smaller, so that one floor
/// serves both (FloorBound does not read the schedule).
double UnpairedSeconds(const Plan& plan, const UnitCosts& c, const StageShape& st, int stage,
                       bool as_1f1b = false) {
  if (c.moe.unpaired_forward_s <= 0 && c.moe.unpaired_backward_s <= 0) return 0;
  const int m = plan.NumMicroBatches();
  const int u = as_1f1b && plan.schedule == PipelineSchedule::kGpipe && plan.pp > 1
                    ? std::min(UnpairedForwards(plan, stage, m), std::min(m, plan.pp - stage))
                    : UnpairedForwards(plan, stage, m);
  if (u <= 0) return 0;
  int fewest = st.moe;
  for (const ChunkShape& ch : st.chunks) fewest = std::min(fewest, ch.moe);
  return u * fewest * (c.moe.unpaired_forward_s + c.moe.unpaired_backward_s);
}

/// The least time one gradient reduction takes, of dense and of expert
/// parameters (0 where the group has one rank).
struct ReduceLatency {
  double dense_s = 0;
  double expert_s = 0;
};

/// The fewest buckets that `bytes` of gradients fill, when a bucket is sent
/// once it holds `bucket_bytes` or more and no unit brings more than
/// `largest_unit_bytes`: each bucket holds less than their sum.
double FewestBuckets(double bytes, double bucket_bytes, double largest_unit_bytes) {
  if (bytes <= 0) return 0;
  // Rounded down a hair so that float error cannot add a bucket.
  return std::floor(bytes / (bucket_bytes + largest_unit_bytes) * (1 - 1e-9)) + 1;
}

/// What the bucketing of one set of backward passes adds to its reduction
/// as one collective (ReduceSeconds over all of its trained parameters): the
/// step builder sends a bucket once it is full and at the end of each pass,
/// each bucket a collective of its dense and one of its expert gradients. Collective times are
/// concave in the bytes (latency + bytes / bandwidth, minimum over algorithms), so n collectives of
/// b_i bytes take at least one of their sum plus (n - 1) latencies.
double BucketLatencies(const UnitCosts& c, const Plan& plan, int dense, int moe, bool emb,
                       bool head, const ReduceLatency& latency) {
  const double grad_b = sim::BytesFor(plan).gradients;
  double largest = 0;
  auto trained = [](const UnitCost& u) {
    return u.trainable_dense_params + u.trainable_expert_params;
  };
  if (dense > 0) largest = std::max(largest, trained(c.dense));
  if (moe > 0) largest = std::max(largest, trained(c.moe));
  if (emb) largest = std::max(largest, trained(c.embedding));
  if (head) largest = std::max(largest, trained(c.head));
  // Each bucket holds less than bucket + largest unit of dense and of expert
  // gradients alike, so each kind fills at least this many of them.
  const double dense_buckets =
      FewestBuckets(Sum(c, dense, moe, emb, head, &UnitCost::trainable_dense_params) * grad_b,
                    plan.grad_bucket_bytes, largest * grad_b);
  const double expert_buckets =
      FewestBuckets(Sum(c, dense, moe, emb, head, &UnitCost::trainable_expert_params) * grad_b,
                    plan.grad_bucket_bytes, largest * grad_b);
  return std::max(0.0, dense_buckets - 1) * latency.dense_s +
         std::max(0.0, expert_buckets - 1) * latency.expert_s;
}

/// The seconds by activity one micro-batch's passes keep a stage's compute
/// stream busy (`dense` dense and `moe` MoE layers, embedding, head).
sim::ActivityArray StageActivity(const UnitCosts& c, int dense, int moe, bool emb, bool head) {
  sim::ActivityArray t{};
  auto add = [&](const UnitCost& u, double n) {
    for (size_t a = 0; a < sim::kNumActivities; ++a) t[a] += n * u.compute_activity_s[a];
    t[static_cast<size_t>(sim::Activity::kComm)] += n * u.stream_comm_s;
  };
  add(c.dense, dense);
  add(c.moe, moe);
  if (emb) add(c.embedding, 1);
  if (head) add(c.head, 1);
  return t;
}

/// A lower bound on the step energy (simulator/plan_costs.h).
double EnergyBound(const HardwareProfile& hw, const Plan& plan, double time_s,
                   const std::vector<sim::ActivityArray>& stage_busy) {
  return sim::StepEnergyLowerBoundJ(hw, plan, time_s, stage_busy, kBoundSlack);
}

}  // namespace

PipelineShape MakePipelineShape(const ModelConfig& model, int pp, int virtual_stages) {
  Plan p;
  p.pp = pp;
  p.virtual_stages = virtual_stages;
  p.schedule = virtual_stages > 1 ? PipelineSchedule::kInterleaved : PipelineSchedule::k1F1B;
  PipelineShape shape;
  shape.layers = AssignLayers(model, p);
  using Signature = std::tuple<int, int, bool, bool>;
  std::vector<Signature> seen;
  for (size_t s = 0; s < shape.layers.size(); ++s) {
    const StageLayers& sl = shape.layers[s];
    StageShape st;
    st.chunks.resize(sl.chunks.size());
    for (size_t c = 0; c < sl.chunks.size(); ++c) {
      for (int l : sl.chunks[c]) {
        const bool moe = model.IsMoeLayer(l);
        (moe ? st.moe : st.dense) += 1;
        (moe ? st.chunks[c].moe : st.chunks[c].dense) += 1;
        if (c == 0) (moe ? st.moe0 : st.dense0) += 1;
      }
    }
    // The step builder's units: the embedding opens stage 0's chunk 0, the
    // head closes the last stage's last chunk.
    if (!st.chunks.empty()) {
      st.chunks.front().embedding = sl.has_embedding;
      st.chunks.back().head = sl.has_head;
    }
    st.first0_moe =
        !sl.chunks.empty() && !sl.chunks[0].empty() && model.IsMoeLayer(sl.chunks[0][0]);
    st.embedding = sl.has_embedding;
    st.head = sl.has_head;
    st.head0 = sl.has_head && sl.chunks.size() == 1;
    shape.stages.push_back(st);
    Signature sig{st.dense, st.moe, st.embedding, st.head};
    if (std::find(seen.begin(), seen.end(), sig) == seen.end()) {
      seen.push_back(sig);
      shape.memory_stages.push_back(static_cast<int>(s));
    }
  }
  return shape;
}

void ShapeCache::Prepare(int pp, int virtual_stages) {
  auto key = std::make_pair(pp, virtual_stages);
  if (shapes_.count(key) == 0) shapes_.emplace(key, MakePipelineShape(model_, pp, virtual_stages));
}

const PipelineShape& ShapeCache::Get(int pp, int virtual_stages) const {
  auto it = shapes_.find({pp, virtual_stages});
  if (it == shapes_.end()) throw std::logic_error("pipeline shape not prepared");
  return it->second;
}

PlanBound BoundPlan(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                    const UnitCosts& costs, const sim::CommCosts& comm,
                    const PipelineShape& shape) {
  PlanBound b = MemoryBound(model, hw, plan, shape);
  if (b.rejected) return b;
  const PlanBound t = TimeBound(hw, plan, costs, comm, shape);
  b.time_s = t.time_s;
  b.energy_j = t.energy_j;
  return b;
}

PlanBound MemoryBound(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                      const PipelineShape& shape, bool memory_margin) {
  // The simulator's memory on the stages that can hold the peak.
  return UnitMemory(model, hw, plan, shape, memory_margin).Of(plan);
}

PlanBound TimeBound(const HardwareProfile& hw, const Plan& plan, const UnitCosts& unpaced,
                    const sim::CommCosts& comm, const PipelineShape& shape,
                    const std::vector<double>& stage_ends, bool with_energy) {
  const UnitCosts costs = PacedUnitCosts(unpaced, hw, plan);
  PlanBound b;
  // Time: fill + the stage's compute + max(drain, last reduction + optimizer),
  // and the data-parallel stream + optimizer, worst stage.
  const double m = plan.NumMicroBatches();
  const sim::Placement placement = sim::PlaceRanks(plan, hw.node.gpus_per_node);
  const sim::DataParallelCollectives dp_coll = comm.DataParallel(plan, placement);
  auto gather = [&](const UnitCost& u) {
    return dp_coll.GatherSeconds(u.dense_params, u.expert_params);
  };
  auto reduce = [&](const UnitCost& u) {
    return dp_coll.ReduceSeconds(u.trainable_dense_params, u.trainable_expert_params);
  };
  const double sigma = std::max(0.0, hw.efficiency.comm_compute_slowdown);
  const bool zero3 = plan.zero_stage >= 3;
  const bool per_mb_reduce = plan.zero_stage == 2;
  double unit_dp[4] = {0, 0, 0, 0};  // ZeRO-3: 2 gathers + 1 reduction per unit and micro-batch
  if (zero3 && dp_coll.Syncs()) {
    const UnitCost* units[4] = {&costs.dense, &costs.moe, &costs.embedding, &costs.head};
    for (int i = 0; i < 4; ++i) unit_dp[i] = 2.0 * gather(*units[i]) + reduce(*units[i]);
  }
  const double send =
      plan.pp > 1 ? comm.PipelineSendSeconds(plan, placement, costs.pp_boundary_bytes) : 0.0;
  // The least time of a gradient reduction of any size (its latency), dense
  // and expert parameters; slightly below it, so that it stays a bound.
  constexpr double kTinyParams = 1e-9;
  const ReduceLatency latency{dp_coll.ReduceSeconds(kTinyParams, 0) * (1 - 1e-6),
                              dp_coll.ReduceSeconds(0, kTinyParams) * (1 - 1e-6)};
  double start = 0, prev_fwd0 = 0, drain = 0, worst = 0;
  // A stage's optimizer and data-parallel collectives depend only on its
  // layer composition: a stage composed like the one before reuses them
  // (most stages of a pipeline are alike; the collective model is the cost).
  const StageShape* composed_like = nullptr;
  sim::OptimizerCost oc;
  double dp_stream = 0, first_gather = 0, last_reduce = 0;
  auto same_composition = [](const StageShape& x, const StageShape& y) {
    return x.dense == y.dense && x.moe == y.moe && x.dense0 == y.dense0 && x.moe0 == y.moe0 &&
           x.embedding == y.embedding && x.head == y.head && x.head0 == y.head0 &&
           x.first0_moe == y.first0_moe;
  };
  std::vector<sim::ActivityArray> stage_busy;
  if (with_energy) stage_busy.reserve(shape.stages.size());
  for (size_t s = 0; s < shape.stages.size(); ++s) {
    const StageShape& st = shape.stages[s];
    auto sum = [&](int dense, int moe, bool emb, bool head, double UnitCost::*field) {
      return Sum(costs, dense, moe, emb, head, field);
    };
    const double fwd = sum(st.dense, st.moe, st.embedding, st.head, &UnitCost::forward_s);
    const double bwd = sum(st.dense, st.moe, st.embedding, st.head, &UnitCost::backward_s);
    if (!composed_like || !same_composition(st, *composed_like)) {
      composed_like = &st;
      // Trained parameters: reduced, updated, and gathered by ZeRO-1/2.
      const double dense_p =
          sum(st.dense, st.moe, st.embedding, st.head, &UnitCost::trainable_dense_params);
      const double expert_p =
          sum(st.dense, st.moe, st.embedding, st.head, &UnitCost::trainable_expert_params);
      const double dense0 =
          sum(st.dense0, st.moe0, st.embedding, st.head0, &UnitCost::trainable_dense_params);
      const double expert0 =
          sum(st.dense0, st.moe0, st.embedding, st.head0, &UnitCost::trainable_expert_params);
      oc = sim::OptimizerSeconds(hw, plan, dense_p, expert_p, placement.edp_size);

      // The data-parallel stream of this stage, and what must precede the first
      // forward (parameter gathers) and follow the last backward (its reduction).
      dp_stream = first_gather = last_reduce = 0;
      if (dp_coll.Syncs()) {
        const UnitCost& first_unit = st.embedding    ? costs.embedding
                                     : st.first0_moe ? costs.moe
                                                     : costs.dense;
        last_reduce = reduce(first_unit);
        if (zero3) {
          dp_stream = m * (st.dense * unit_dp[0] + st.moe * unit_dp[1] +
                           (st.embedding ? unit_dp[2] : 0.0) + (st.head ? unit_dp[3] : 0.0));
          first_gather = gather(first_unit);
        } else {
          const double rest_dense = dense_p - dense0, rest_expert = expert_p - expert0;
          double reduced = dp_coll.ReduceSeconds(dense0, expert0) +
                           dp_coll.ReduceSeconds(rest_dense, rest_expert);
          if (plan.overlap_grad_comm) {
            // Overlapped reductions go out in buckets: each more than one of a
            // set's buckets adds at least a collective's latency.
            const bool emb = st.embedding, head_rest = st.head && !st.head0;
            reduced += BucketLatencies(costs, plan, st.dense0, st.moe0, emb, st.head0, latency) +
                       BucketLatencies(costs, plan, st.dense - st.dense0, st.moe - st.moe0, false,
                                       head_rest, latency);
          }
          dp_stream = per_mb_reduce ? m * reduced : reduced;
          if (plan.zero_stage >= 1 && plan.overlap_param_gather) {
            // Gathered a layer at a time beside the first forward: only the
            // first layer's waits before it (simulator/step_builder.cpp).
            first_gather = dp_coll.GatherSeconds(first_unit.trainable_dense_params,
                                                 first_unit.trainable_expert_params);
            dp_stream += dp_coll.GatherSeconds(dense0, expert0) +
                         dp_coll.GatherSeconds(rest_dense, rest_expert);
          }
        }
      }
    }
    const double opt = oc.gpu_s + oc.offload_s;
    const double work = m * (fwd + bwd) + UnpairedSeconds(plan, costs, st, static_cast<int>(s));
    start = std::max(start + prev_fwd0 + (s > 0 ? send : 0.0), first_gather);
    worst = std::max(worst, start + work + std::max(drain, last_reduce + opt));
    // The stage's stream ends no earlier than its pipeline lets it, then the
    // optimizer waits for the last reduction.
    if (!stage_ends.empty()) worst = std::max(worst, stage_ends[s] + (last_reduce + opt));
    // The stream runs its collectives one after the other, and the optimizer
    // waits for the last gradient reduction.
    worst = std::max(worst, dp_stream + opt);
    // Compute slows by a factor (1 + sigma) while a collective runs beside it:
    // work W and stream time D overlapped for x <= D seconds take at least
    // W + D - x / (1 + sigma) >= W + D sigma / (1 + sigma).
    worst = std::max(worst, work + opt + dp_stream * sigma / (1.0 + sigma));
    if (with_energy) {
      // The optimizer's kernels are memory-bound; host offload traffic draws
      // waiting power (simulator/simulate.cpp), not busy.
      sim::ActivityArray busy = StageActivity(costs, st.dense, st.moe, st.embedding, st.head);
      for (double& a : busy) a *= m;
      busy[static_cast<size_t>(sim::Activity::kMemory)] += oc.gpu_s;
      stage_busy.push_back(busy);
    }
    prev_fwd0 = sum(st.dense0, st.moe0, st.embedding, st.head0, &UnitCost::forward_s);
    drain += sum(st.dense0, st.moe0, st.embedding, st.head0, &UnitCost::backward_s) + send;
  }
  b.time_s = worst * kBoundSlack;
  if (with_energy) b.energy_j = EnergyBound(hw, plan, b.time_s, stage_busy);
  return b;
}

std::vector<double> PipelineStageEnds(const HardwareProfile& hw, const Plan& plan,
                                      const UnitCosts& unpaced, const sim::CommCosts& comm,
                                      const PipelineShape& shape, int64_t max_passes) {
  const int pp = plan.pp;
  const int v = plan.ChunksPerRank();
  const int m = plan.NumMicroBatches();
  // The cells below are indexed by pipeline position; DualPipe's two
  // directions share positions, so the walk does not serve it (nor does
  // the planner search it).
  if (plan.RunsDualPipe() || m <= 0 || static_cast<int64_t>(m) * pp * v * 2 > max_passes ||
      shape.stages.size() != static_cast<size_t>(pp)) {
    return {};
  }
  const int chunks = PipelinePositions(plan);
  const UnitCosts costs = PacedUnitCosts(unpaced, hw, plan);
  std::vector<double> fwd(static_cast<size_t>(chunks)), bwd(static_cast<size_t>(chunks));
  // What a pass with no partner adds (UnpairedPasses): its hidden all-to-all.
  std::vector<double> fwd_alone(static_cast<size_t>(chunks)),
      bwd_alone(static_cast<size_t>(chunks));
  for (int s = 0; s < pp; ++s) {
    const StageShape& st = shape.stages[static_cast<size_t>(s)];
    if (st.chunks.size() != static_cast<size_t>(v)) return {};
    for (int c = 0; c < v; ++c) {
      const ChunkShape& ch = st.chunks[static_cast<size_t>(c)];
      const auto g = static_cast<size_t>(c * pp + s);  // PipelinePosition, DualPipe aside
      fwd[g] = Sum(costs, ch.dense, ch.moe, ch.embedding, ch.head, &UnitCost::forward_s);
      bwd[g] = Sum(costs, ch.dense, ch.moe, ch.embedding, ch.head, &UnitCost::backward_s);
      fwd_alone[g] = ch.moe * costs.moe.unpaired_forward_s;
      bwd_alone[g] = ch.moe * costs.moe.unpaired_backward_s;
    }
  }
  const double send =
      pp > 1 ? comm.PipelineSendSeconds(plan, sim::PlaceRanks(plan, hw.node.gpus_per_node),
                                        costs.pp_boundary_bytes)
             : 0.0;
  const bool blocking = sim::BlockingPipelineSends(plan);
  // End of each pass, by micro-batch and pipeline position; -1: not yet.
  const size_t cells = static_cast<size_t>(m) * static_cast<size_t>(chunks);
  std::vector<double> fwd_end(cells, -1.0), bwd_end(cells, -1.0);
  std::vector<std::vector<PassRef>> order(static_cast<size_t>(pp));
  std::vector<std::vector<bool>> alone(static_cast<size_t>(pp));
  for (int s = 0; s < pp; ++s) {
    order[static_cast<size_t>(s)] = StageSchedule(plan, s, m);
    alone[static_cast<size_t>(s)] = UnpairedPasses(plan, order[static_cast<size_t>(s)]);
  }
  std::vector<size_t> next(static_cast<size_t>(pp), 0);
  std::vector<double> clock(static_cast<size_t>(pp), 0.0), send_end(static_cast<size_t>(pp), 0.0);
  for (bool progress = true; progress;) {
    progress = false;
    for (int s = 0; s < pp; ++s) {
      const auto si = static_cast<size_t>(s);
      while (next[si] < order[si].size()) {
        const PassRef& p = order[si][next[si]];
        const int g =
            p.chunk * pp + s;  // PipelinePosition, inlined: this loop is the bound's hot path
        const size_t cell = static_cast<size_t>(p.micro_batch) * static_cast<size_t>(chunks);
        double ready = 0;
        if (p.forward && g > 0) {
          const double in = fwd_end[cell + static_cast<size_t>(g - 1)];
          if (in < 0) break;
          ready = in + send;
        } else if (!p.forward && g < chunks - 1) {
          const double in = bwd_end[cell + static_cast<size_t>(g + 1)];
          if (in < 0) break;
          ready = in + send;
        }
        const double start = std::max({clock[si], ready, blocking ? send_end[si] : 0.0});
        double end = start + (p.forward ? fwd : bwd)[static_cast<size_t>(g)];
        if (alone[si][next[si]]) end += (p.forward ? fwd_alone : bwd_alone)[static_cast<size_t>(g)];
        (p.forward ? fwd_end : bwd_end)[cell + static_cast<size_t>(g)] = end;
        clock[si] = end;
        const bool sends = p.forward ? g < chunks - 1 : g > 0;
        send_end[si] = sends ? end + send : 0.0;
        ++next[si];
        progress = true;
      }
    }
  }
  for (int s = 0; s < pp; ++s) {
    if (next[static_cast<size_t>(s)] < order[static_cast<size_t>(s)].size()) return {};  // stuck
  }
  return clock;
}

PlanBound FloorBound(const HardwareProfile& hw, const Plan& plan, const UnitCosts& unpaced,
                     const sim::CommCosts& comm, const PipelineShape& shape,
                     const std::vector<double>& stage_ends, bool with_energy) {
  const UnitCosts costs = PacedUnitCosts(unpaced, hw, plan);
  // BoundPlan's first term with no parameter gather, gradient reduction or
  // optimizer: each of its terms is no smaller, and floating-point sums and
  // maxima are monotone, so this stays below BoundPlan for every variant.
  const double m = plan.NumMicroBatches();
  const sim::Placement placement = sim::PlaceRanks(plan, hw.node.gpus_per_node);
  const double send =
      plan.pp > 1 ? comm.PipelineSendSeconds(plan, placement, costs.pp_boundary_bytes) : 0.0;
  double start = 0, prev_fwd0 = 0, drain = 0, worst = 0;
  std::vector<sim::ActivityArray> stage_busy;
  if (with_energy) stage_busy.reserve(shape.stages.size());
  for (size_t s = 0; s < shape.stages.size(); ++s) {
    const StageShape& st = shape.stages[s];
    const double fwd = Sum(costs, st.dense, st.moe, st.embedding, st.head, &UnitCost::forward_s);
    const double bwd = Sum(costs, st.dense, st.moe, st.embedding, st.head, &UnitCost::backward_s);
    const double work =
        m * (fwd + bwd) + UnpairedSeconds(plan, costs, st, static_cast<int>(s), true);
    start = std::max(start + prev_fwd0 + (s > 0 ? send : 0.0), 0.0);
    worst = std::max(worst, start + work + drain);
    if (with_energy) {
      sim::ActivityArray busy = StageActivity(costs, st.dense, st.moe, st.embedding, st.head);
      for (double& a : busy) a *= m;
      stage_busy.push_back(busy);
    }
    prev_fwd0 = Sum(costs, st.dense0, st.moe0, st.embedding, st.head0, &UnitCost::forward_s);
    drain += Sum(costs, st.dense0, st.moe0, st.embedding, st.head0, &UnitCost::backward_s) + send;
  }
  for (double end : stage_ends) worst = std::max(worst, end);
  PlanBound b;
  b.time_s = worst * kBoundSlack;
  if (with_energy) b.energy_j = EnergyBound(hw, plan, b.time_s, stage_busy);
  return b;
}

}  // namespace shoal::planner
