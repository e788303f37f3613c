#include "simulator/simulate.h"

#include <algorithm>
#include <cstdio>

#include "core/units.h"
#include "simulator/engine.h"
#include "simulator/layer_cost.h"
#include "simulator/memory_model.h"
#include "simulator/step_builder.h"

namespace shoal::sim {
namespace {

// GPUs draw idle power plus the busy share of (TDP - idle) while computing;
// communication kernels alone are counted at this fraction of that swing.
constexpr double kCommPowerFraction = 0.3;

struct StageTimes {
  double compute_busy_s = 0;
  double comm_busy_s = 0;
  double last_finish_s = 0;
};

void Breakdown(const TaskGraph& g, const Timeline& tl, int stage, StepResult* r) {
  auto& b = r->breakdown;
  for (size_t k = 0; k < static_cast<size_t>(CostKind::kCount); ++k) {
    b[CostKindName(static_cast<CostKind>(k))] = 0;
  }
  for (const char* key : {"optimizer_s", "offload_s", "exposed_pp_s", "exposed_dp_s", "bubble_s",
                          "contention_s"}) {
    b[key] = 0;
  }
  double prev_finish = 0;
  for (size_t v = 0; v < g.size(); ++v) {
    const Task& t = g.task(static_cast<int>(v));
    if (t.stage != stage || t.stream != StreamKind::kCompute) continue;
    for (size_t k = 0; k < t.parts.size(); ++k) b[CostKindName(static_cast<CostKind>(k))] += t.parts[k];
    b["optimizer_s"] += t.optimizer_s;
    b["offload_s"] += t.offload_s;
    double actual = tl.finish_s[v] - tl.start_s[v];
    b["contention_s"] += std::max(0.0, actual - t.duration_s);
    double gap = tl.start_s[v] - prev_finish;
    if (gap > 1e-12) {
      // Blame the gap on the predecessor that finished last.
      int blocker = -1;
      double latest = -1;
      for (auto [e, end] = boost::in_edges(v, g.graph()); e != end; ++e) {
        size_t u = boost::source(*e, g.graph());
        if (tl.finish_s[u] > latest) {
          latest = tl.finish_s[u];
          blocker = static_cast<int>(u);
        }
      }
      double exposed = 0;
      if (blocker >= 0 && g.task(blocker).stream != StreamKind::kCompute) {
        exposed = std::min(gap, g.task(blocker).duration_s);
        b[g.task(blocker).kind == TaskKind::kPp ? "exposed_pp_s" : "exposed_dp_s"] += exposed;
      }
      b["bubble_s"] += gap - exposed;
    }
    prev_finish = tl.finish_s[v];
  }
  // After its last compute: its own trailing collectives, then waiting for others.
  double comm_end = prev_finish;
  for (size_t v = 0; v < g.size(); ++v) {
    const Task& t = g.task(static_cast<int>(v));
    if (t.stage == stage && t.kind == TaskKind::kDp) comm_end = std::max(comm_end, tl.finish_s[v]);
  }
  b["exposed_dp_s"] += comm_end - prev_finish;
  b["bubble_s"] += std::max(0.0, tl.makespan_s - comm_end);
}

}  // namespace

StepResult SimulateStep(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                        const SimOptions& options) {
  StepResult r;
  LayerCostModel costs(model, hw, plan);
  std::vector<StageLayers> stages = AssignLayers(model, plan);

  for (int s = 0; s < plan.pp; ++s) {
    StageResult sr;
    sr.stage = s;
    sr.layers = stages[static_cast<size_t>(s)].NumLayers();
    sr.memory = StageMemory(model, hw, plan, stages[static_cast<size_t>(s)], s);
    r.peak_memory_bytes = std::max(r.peak_memory_bytes, sr.memory.TotalBytes());
    sr.memory_margin_bytes = MemoryMarginBytes(sr.memory);
    sr.headroom_bytes = hw.gpu.hbm_bytes - RequiredBytes(sr.memory);
    if (r.feasible && sr.headroom_bytes < 0) {
      char why[200];
      std::snprintf(why, sizeof why, "stage %d needs %.1f GiB (+%.1f GiB uncertainty) per GPU of %.1f GiB",
                    s, sr.memory.TotalBytes() / kGiB, sr.memory_margin_bytes / kGiB,
                    hw.gpu.hbm_bytes / kGiB);
      r.feasible = false;
      r.infeasible_reason = why;
    }
    double host_per_node = sr.memory.host_bytes * hw.node.gpus_per_node;
    if (r.feasible && sr.memory.host_bytes > 0 && hw.node.host_memory_bytes > 0 &&
        host_per_node > hw.node.host_memory_bytes) {
      char why[200];
      std::snprintf(why, sizeof why, "offloaded state needs %.0f GiB of host memory per node of %.0f GiB",
                    host_per_node / kGiB, hw.node.host_memory_bytes / kGiB);
      r.feasible = false;
      r.infeasible_reason = why;
    }
    r.stages.push_back(sr);
  }

  TaskGraph graph = BuildStepGraph(model, hw, plan, costs, stages);
  Timeline tl = RunEngine(graph, {hw.efficiency.comm_compute_slowdown});
  r.step_time_s = tl.makespan_s;
  r.step_time_interval = IntervalFor(r.step_time_s);

  std::vector<StageTimes> times(static_cast<size_t>(plan.pp));
  for (size_t v = 0; v < graph.size(); ++v) {
    const Task& t = graph.task(static_cast<int>(v));
    auto& st = times[static_cast<size_t>(t.stage)];
    double d = tl.finish_s[v] - tl.start_s[v];
    (t.stream == StreamKind::kCompute ? st.compute_busy_s : st.comm_busy_s) += d;
    st.last_finish_s = std::max(st.last_finish_s, tl.finish_s[v]);
    if (options.record_trace) {
      const char* cat = t.kind == TaskKind::kPp ? "pp"
                        : t.kind == TaskKind::kDp ? "dp"
                        : t.kind == TaskKind::kOptimizer ? "optimizer"
                                                         : "compute";
      r.trace.push_back({t.name, cat, t.stage, StreamName(t.stream), tl.start_s[v], d});
    }
  }
  int critical = 0;
  for (int s = 0; s < plan.pp; ++s) {
    auto& st = times[static_cast<size_t>(s)];
    r.stages[static_cast<size_t>(s)].compute_busy_s = st.compute_busy_s;
    r.stages[static_cast<size_t>(s)].comm_busy_s = st.comm_busy_s;
    // The bottleneck stage: the one with the most compute.
    if (st.compute_busy_s > times[static_cast<size_t>(critical)].compute_busy_s + 1e-12) critical = s;
  }
  Breakdown(graph, tl, critical, &r);

  const ModelStats stats = ComputeModelStats(model);
  const double tokens = static_cast<double>(plan.global_batch_size) * model.seq_len;
  const int gpus = plan.NumGpus();
  const double peak = hw.gpu.PeakFlops(plan.precision);
  if (r.step_time_s > 0) {
    r.tokens_per_s = tokens / r.step_time_s;
    double model_flops = stats.training_flops_per_token * tokens;
    double recompute_share = plan.recompute == Recompute::kFull ? plan.recompute_fraction : 0.0;
    double hw_flops = (stats.training_flops_per_token +
                       recompute_share * stats.forward_flops_per_token) * tokens;
    r.model_tflops_per_gpu = model_flops / (r.step_time_s * gpus) / kTera;
    r.mfu = model_flops / (r.step_time_s * gpus * peak);
    r.hfu = hw_flops / (r.step_time_s * gpus * peak);
    // Energy: every stage stands for gpus / pp GPUs.
    double gpu_power = 0;
    const double swing = hw.gpu.power_tdp_w - hw.gpu.power_idle_w;
    for (const auto& st : times) {
      double compute_frac = std::min(1.0, st.compute_busy_s / r.step_time_s);
      double comm_frac = std::min(1.0 - compute_frac, st.comm_busy_s / r.step_time_s);
      gpu_power += hw.gpu.power_idle_w + swing * (compute_frac + kCommPowerFraction * comm_frac);
    }
    r.avg_gpu_power_w = gpu_power / plan.pp;
    const double nodes = static_cast<double>(gpus) / hw.node.gpus_per_node;
    double cluster_w = r.avg_gpu_power_w * gpus + nodes * hw.node.overhead_power_w;
    r.energy_j_per_step = cluster_w * r.step_time_s * hw.energy.pue;
  }
  return r;
}

Json StepResultToJson(const StepResult& r) {
  Json stages = Json::array();
  for (const auto& s : r.stages) {
    stages.push_back({{"stage", s.stage},
                      {"layers", s.layers},
                      {"memory", s.memory.ToJson()},
                      {"memory_margin_bytes", s.memory_margin_bytes},
                      {"headroom_bytes", s.headroom_bytes},
                      {"compute_busy_s", s.compute_busy_s},
                      {"comm_busy_s", s.comm_busy_s}});
  }
  Json j = {{"feasible", r.feasible},
            {"step_time_s", r.step_time_s},
            {"step_time_interval_s",
             {{"p2_5", r.step_time_interval.p2_5_s},
              {"p10", r.step_time_interval.p10_s},
              {"p90", r.step_time_interval.p90_s},
              {"p97_5", r.step_time_interval.p97_5_s}}},
            {"tokens_per_s", r.tokens_per_s},
            {"mfu", r.mfu},
            {"hfu", r.hfu},
            {"model_tflops_per_gpu", r.model_tflops_per_gpu},
            {"peak_memory_bytes", r.peak_memory_bytes},
            {"energy_j_per_step", r.energy_j_per_step},
            {"avg_gpu_power_w", r.avg_gpu_power_w},
            {"breakdown", r.breakdown},
            {"stages", stages}};
  if (!r.feasible) j["infeasible_reason"] = r.infeasible_reason;
  return j;
}

Json TraceToJson(const StepResult& r, const std::string& name) {
  Json events = Json::array();
  int max_stage = 0;
  for (const auto& e : r.trace) max_stage = std::max(max_stage, e.stage);
  std::map<std::string, int> tids;
  for (const auto& e : r.trace) tids.emplace(e.stream, static_cast<int>(tids.size()));
  for (int s = 0; s <= max_stage; ++s) {
    events.push_back({{"name", "process_name"}, {"ph", "M"}, {"pid", s},
                      {"args", {{"name", "rank (stage " + std::to_string(s) + ")"}}}});
    for (const auto& [stream, tid] : tids) {
      events.push_back({{"name", "thread_name"}, {"ph", "M"}, {"pid", s}, {"tid", tid},
                        {"args", {{"name", stream}}}});
    }
  }
  for (const auto& e : r.trace) {
    events.push_back({{"name", e.name},
                      {"cat", e.category},
                      {"ph", "X"},
                      {"pid", e.stage},
                      {"tid", tids[e.stream]},
                      {"ts", e.start_s * 1e6},
                      {"dur", e.duration_s * 1e6}});
  }
  return {{"traceEvents", events}, {"displayTimeUnit", "ms"}, {"otherData", {{"name", name}, {"source", "shoal simulate"}}}};
}

}  // namespace shoal::sim
