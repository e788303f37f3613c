#include "planner/plan_bound.h"

#include <algorithm>
#include <stdexcept>
#include <tuple>

#include "simulator/power_model.h"
#include "simulator/step_builder.h"

namespace shoal::planner {
namespace {

// Summation order differs from the simulator's: keep the bound below it.
constexpr double kBoundSlack = 1.0 - 1e-9;

}  // namespace

PipelineShape MakePipelineShape(const ModelConfig& model, int pp, int virtual_stages) {
  Plan p;
  p.pp = pp;
  p.virtual_stages = virtual_stages;
  p.schedule = virtual_stages > 1 ? PipelineSchedule::kInterleaved : PipelineSchedule::k1F1B;
  PipelineShape shape;
  shape.layers = sim::AssignLayers(model, p);
  using Signature = std::tuple<int, int, bool, bool>;
  std::vector<Signature> seen;
  for (size_t s = 0; s < shape.layers.size(); ++s) {
    const sim::StageLayers& sl = shape.layers[s];
    StageShape st;
    for (size_t c = 0; c < sl.chunks.size(); ++c) {
      for (int l : sl.chunks[c]) {
        const bool moe = model.IsMoeLayer(l);
        (moe ? st.moe : st.dense) += 1;
        if (c == 0) (moe ? st.moe0 : st.dense0) += 1;
      }
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

UnitCosts UnitCostsOf(const sim::LayerCostModel& costs, const ModelConfig& model) {
  auto of = [](const sim::LayerCost& c) {
    return UnitCost{c.forward.Seconds(), c.backward.Seconds(), c.dense_params, c.expert_params};
  };
  UnitCosts u{of(costs.Dense()), of(costs.Moe()), of(costs.Embedding()), of(costs.Head())};
  u.pp_boundary_bytes = costs.TokensPerMicroBatch() * static_cast<double>(model.hidden) *
                        costs.compute().ActivationBytes();
  return u;
}

PlanBound BoundPlan(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                    const UnitCosts& costs, const sim::CollectiveModel& collectives,
                    const PipelineShape& shape) {
  PlanBound b;
  // Memory: the simulator's model, on the stages that can hold the peak.
  for (int s : shape.memory_stages) {
    sim::MemoryBreakdown mem =
        sim::StageMemory(model, hw, plan, shape.layers[static_cast<size_t>(s)], s);
    b.peak_memory_bytes = std::max(b.peak_memory_bytes, mem.TotalBytes());
    if (!b.rejected && sim::RequiredBytes(mem) > hw.gpu.hbm_bytes) b.rejected = kOutOfGpuMemory;
    if (!b.rejected && mem.host_bytes > 0 && hw.node.host_memory_bytes > 0 &&
        mem.host_bytes * hw.node.gpus_per_node > hw.node.host_memory_bytes) {
      b.rejected = kOutOfHostMemory;
    }
  }
  if (b.rejected) return b;

  // Time: fill + the stage's compute + max(drain, last reduction + optimizer),
  // and the data-parallel stream + optimizer, worst stage.
  const double m = plan.NumMicroBatches();
  const double gpus = plan.NumGpus();
  const sim::Placement placement = sim::PlaceRanks(plan, hw.node.gpus_per_node);
  const sim::DataParallelCollectives dp_coll(plan, placement, collectives);
  auto gather = [&](const UnitCost& u) {
    return dp_coll.GatherSeconds(u.dense_params, u.expert_params);
  };
  auto reduce = [&](const UnitCost& u) {
    return dp_coll.ReduceSeconds(u.dense_params, u.expert_params);
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
      plan.pp > 1 ? sim::PipelineSendSeconds(collectives, plan, placement, costs.pp_boundary_bytes)
                  : 0.0;
  double start = 0, prev_fwd0 = 0, drain = 0, worst = 0, busy_sum = 0;
  for (size_t s = 0; s < shape.stages.size(); ++s) {
    const StageShape& st = shape.stages[s];
    auto sum = [&](int dense, int moe, bool emb, bool head, double UnitCost::*field) {
      return dense * costs.dense.*field + moe * costs.moe.*field +
             (emb ? costs.embedding.*field : 0.0) + (head ? costs.head.*field : 0.0);
    };
    const double fwd = sum(st.dense, st.moe, st.embedding, st.head, &UnitCost::forward_s);
    const double bwd = sum(st.dense, st.moe, st.embedding, st.head, &UnitCost::backward_s);
    const double dense_p = sum(st.dense, st.moe, st.embedding, st.head, &UnitCost::dense_params);
    const double expert_p = sum(st.dense, st.moe, st.embedding, st.head, &UnitCost::expert_params);
    const double dense0 = sum(st.dense0, st.moe0, st.embedding, st.head0, &UnitCost::dense_params);
    const double expert0 =
        sum(st.dense0, st.moe0, st.embedding, st.head0, &UnitCost::expert_params);
    const sim::OptimizerCost oc =
        sim::OptimizerSeconds(hw, plan, dense_p, expert_p, placement.edp_size);
    const double opt = oc.gpu_s + oc.offload_s;
    const double work = m * (fwd + bwd);

    // The data-parallel stream of this stage, and what must precede the first
    // forward (parameter gathers) and follow the last backward (its reduction).
    double dp_stream = 0, first_gather = 0, last_reduce = 0;
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
        const double reduced =
            dp_coll.ReduceSeconds(dense0, expert0) + dp_coll.ReduceSeconds(rest_dense, rest_expert);
        dp_stream = per_mb_reduce ? m * reduced : reduced;
        if (plan.zero_stage >= 1 && plan.overlap_param_gather) {
          first_gather = dp_coll.GatherSeconds(dense0, expert0);
          dp_stream += first_gather + dp_coll.GatherSeconds(rest_dense, rest_expert);
        }
      }
    }
    start = std::max(start + prev_fwd0 + (s > 0 ? send : 0.0), first_gather);
    worst = std::max(worst, start + work + std::max(drain, last_reduce + opt));
    // The stream runs its collectives one after the other, and the optimizer
    // waits for the last gradient reduction.
    worst = std::max(worst, dp_stream + opt);
    // Compute slows by a factor (1 + sigma) while a collective runs beside it:
    // work W and stream time D overlapped for x <= D seconds take at least
    // W + D - x / (1 + sigma) >= W + D sigma / (1 + sigma).
    worst = std::max(worst, work + opt + dp_stream * sigma / (1.0 + sigma));
    // Host offload traffic draws waiting power (simulator/simulate.cpp), not busy.
    busy_sum += work + oc.gpu_s;
    prev_fwd0 = sum(st.dense0, st.moe0, st.embedding, st.head0, &UnitCost::forward_s);
    drain += sum(st.dense0, st.moe0, st.embedding, st.head0, &UnitCost::backward_s) + send;
  }
  b.time_s = worst * kBoundSlack;
  // Energy (the simulator's power model, simulator/power_model.h): the
  // waiting power all step long plus, while computing, the least any busy
  // activity draws above it; nodes' overhead, power supplies, network, PUE.
  const sim::PowerModel power(hw, plan.precision);
  const double wait_w = std::min(power.GpuWatts(sim::Activity::kWait), power.MinBusyWatts());
  const double busy_extra_w = power.MinBusyWatts() - wait_w;
  const double stage_gpus = gpus / plan.pp;
  const double gpu_j =
      stage_gpus * (plan.pp * wait_w * b.time_s + busy_extra_w * busy_sum * kBoundSlack);
  const double per_gpu_w = power.NodeOverheadWattsPerGpu();
  const double node_j = (gpu_j + gpus * per_gpu_w * b.time_s) / power.PsuEfficiency();
  const double network_j = gpus * power.NetworkWattsPerGpu(static_cast<int>(gpus)) * b.time_s;
  b.energy_j = (node_j + network_j) * power.Pue() * kBoundSlack;
  return b;
}

}  // namespace shoal::planner
