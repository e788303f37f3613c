#include "simulator/simulate.h"

#include <algorithm>
#include <array>
#include <cstdio>

#include "core/units.h"
#include "simulator/engine.h"
#include "simulator/layer_cost.h"
#include "simulator/memory_model.h"
#include "simulator/step_builder.h"

namespace shoal::sim {
namespace {

struct StageTimes {
  double compute_busy_s = 0;
  double comm_busy_s = 0;
  double last_finish_s = 0;
  ActivityArray activity_s{};  ///< compute-stream seconds by activity
};

size_t Index(Activity a) { return static_cast<size_t>(a); }

// Shares of a stage's compute and recompute seconds by activity (GEMM,
// attention, memory-bound), from the ops of the layers it holds.
ActivityArray StageComputeMix(const LayerCostModel& costs, const StageLayers& stage) {
  ActivityArray s{};
  auto add = [&](const LayerCost& layer) {
    for (const PassCost* pass : {&layer.forward, &layer.backward}) {
      for (const Op& op : pass->ops) {
        if (op.kind == CostKind::kCompute || op.kind == CostKind::kRecompute) {
          s[Index(op.activity)] += op.seconds;
        }
      }
    }
  };
  for (const auto& chunk : stage.chunks) {
    for (int layer : chunk) add(costs.ForLayer(layer));
  }
  if (stage.has_embedding) add(costs.Embedding());
  if (stage.has_head) add(costs.Head());
  double total = 0;
  for (double v : s) total += v;
  if (total <= 0) {
    s = {};
    s[Index(Activity::kGemm)] = 1.0;
    return s;
  }
  for (double& v : s) v /= total;
  return s;
}

// Each stage's GPU over the step: the compute stream's tasks split by their
// cost kinds (compute by the stage's mix, exposed TP/CP/EP communication,
// optimizer as memory-bound, host offload as waiting), communication-stream
// time outside compute as communication, the rest waiting (pipeline bubble,
// stragglers).
std::vector<StageActivity> StepActivity(const std::vector<StageTimes>& times, double step_s) {
  std::vector<StageActivity> out;
  for (const auto& st : times) {
    StageActivity a;
    a.busy_s = st.activity_s;
    a.comm_only_s = std::min(st.comm_busy_s, std::max(0.0, step_s - st.compute_busy_s));
    a.wait_s = std::max(0.0, step_s - st.compute_busy_s - a.comm_only_s);
    out.push_back(a);
  }
  return out;
}

void Breakdown(const TaskGraph& g, const Timeline& tl, int stage, StepResult* r) {
  // Seconds by phase, summed in task order, then keyed by name once.
  std::array<double, kNumPhases> b{};
  auto at = [&b](Phase ph) -> double& { return b[static_cast<size_t>(ph)]; };
  // Per task of the stage's compute stream: the predecessor that finished
  // last (the first such dependency added, on a tie).
  std::vector<int> blocker(g.size(), -1);
  std::vector<double> latest(g.size(), -1);
  for (const TaskGraph::Edge& e : g.edges()) {
    const auto v = static_cast<size_t>(e.after);
    const Task& t = g.task(e.after);
    if (t.stage != stage || t.stream != StreamKind::kCompute) continue;
    const double finish = tl.finish_s[static_cast<size_t>(e.before)];
    if (finish > latest[v]) {
      latest[v] = finish;
      blocker[v] = e.before;
    }
  }
  // Each communication task's busy run: when the unbroken sequence of tasks
  // on its stream that ends with it began. A serial stream (a gather queued
  // behind a reduction) keeps the compute waiting for the whole run, not only
  // for the task that finished last.
  std::vector<double> run_start(tl.start_s.begin(), tl.start_s.end());
  {
    std::vector<int> comm;
    for (size_t v = 0; v < g.size(); ++v) {
      const Task& t = g.task(static_cast<int>(v));
      if (t.stage == stage && t.stream != StreamKind::kCompute) comm.push_back(static_cast<int>(v));
    }
    std::stable_sort(comm.begin(), comm.end(), [&](int x, int y) {
      const Task& tx = g.task(x);
      const Task& ty = g.task(y);
      if (tx.stream != ty.stream) return tx.stream < ty.stream;
      return tl.start_s[static_cast<size_t>(x)] < tl.start_s[static_cast<size_t>(y)];
    });
    for (size_t i = 0; i < comm.size(); ++i) {
      const auto v = static_cast<size_t>(comm[i]);
      run_start[v] = tl.start_s[v];
      if (i == 0) continue;
      const auto w = static_cast<size_t>(comm[i - 1]);
      if (g.task(comm[i - 1]).stream == g.task(comm[i]).stream &&
          tl.start_s[v] <= tl.finish_s[w] + 1e-12) {
        run_start[v] = run_start[w];
      }
    }
  }
  double prev_finish = 0;
  for (size_t v = 0; v < g.size(); ++v) {
    const Task& t = g.task(static_cast<int>(v));
    if (t.stage != stage || t.stream != StreamKind::kCompute) continue;
    for (size_t k = 0; k < t.parts.size(); ++k) at(PhaseOf(static_cast<CostKind>(k))) += t.parts[k];
    at(Phase::kOptimizer) += t.optimizer_s;
    at(Phase::kOffload) += t.offload_s;
    double actual = tl.finish_s[v] - tl.start_s[v];
    at(Phase::kContention) += std::max(0.0, actual - t.duration_s);
    double gap = tl.start_s[v] - prev_finish;
    if (gap > 1e-12) {
      // Blame the gap on the predecessor that finished last.
      const int u = blocker[v];
      double exposed = 0;
      if (u >= 0 && g.task(u).stream != StreamKind::kCompute) {
        const auto uu = static_cast<size_t>(u);
        exposed = std::clamp(tl.finish_s[uu] - std::max(prev_finish, run_start[uu]), 0.0, gap);
        const TaskKind kind = g.task(u).kind;
        at(kind == TaskKind::kPp        ? Phase::kExposedPp
           : kind == TaskKind::kOffload ? Phase::kOffload
                                        : Phase::kExposedDp) += exposed;
      }
      at(Phase::kBubble) += gap - exposed;
    }
    prev_finish = tl.finish_s[v];
  }
  // After its last compute: its own trailing collectives, then waiting for others.
  double comm_end = prev_finish;
  for (size_t v = 0; v < g.size(); ++v) {
    const Task& t = g.task(static_cast<int>(v));
    if (t.stage == stage && t.kind == TaskKind::kDp) comm_end = std::max(comm_end, tl.finish_s[v]);
  }
  at(Phase::kExposedDp) += comm_end - prev_finish;
  at(Phase::kBubble) += std::max(0.0, tl.makespan_s - comm_end);
  // Every cost kind's phase and the six others, each a phase of its own.
  for (size_t k = 0; k < static_cast<size_t>(CostKind::kCount); ++k) {
    const Phase ph = PhaseOf(static_cast<CostKind>(k));
    r->breakdown[PhaseKey(ph)] = at(ph);
  }
  for (Phase ph : {Phase::kOptimizer, Phase::kOffload, Phase::kExposedPp, Phase::kExposedDp,
                   Phase::kBubble, Phase::kContention}) {
    r->breakdown[PhaseKey(ph)] = at(ph);
  }
}

}  // namespace

bool FitsWithMargin(const StepResult& r) {
  return r.feasible && std::none_of(r.stages.begin(), r.stages.end(), TightStage);
}

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
    sr.headroom_bytes = hw.gpu.hbm_bytes - RequiredBytes(sr.memory, options.memory_margin);
    if (r.feasible && sr.headroom_bytes < 0) {
      char why[200], margin[64] = "";
      if (options.memory_margin) {
        std::snprintf(margin, sizeof margin, " (+%.1f GiB uncertainty)",
                      sr.memory_margin_bytes / kGiB);
      }
      std::snprintf(why, sizeof why, "stage %d needs %.1f GiB%s per GPU of %.1f GiB", s,
                    sr.memory.TotalBytes() / kGiB, margin, hw.gpu.hbm_bytes / kGiB);
      r.feasible = false;
      r.infeasible_reason = why;
    }
    const double host_per_node = HostBytesPerNode(sr.memory, hw, plan);
    if (r.feasible && sr.memory.host_bytes > 0 && hw.node.host_memory_bytes > 0 &&
        host_per_node > hw.node.host_memory_bytes) {
      char why[200];
      std::snprintf(why, sizeof why,
                    "offloaded state needs %.0f GiB of host memory per node of %.0f GiB",
                    host_per_node / kGiB, hw.node.host_memory_bytes / kGiB);
      r.feasible = false;
      r.infeasible_reason = why;
    }
    const double nvme_per_node = NvmeBytesPerNode(sr.memory, hw, plan);
    if (r.feasible && hw.node.HasNvme() && nvme_per_node > hw.node.nvme_bytes) {
      char why[200];
      std::snprintf(why, sizeof why, "offloaded state needs %.2f TB of NVMe per node of %.2f TB",
                    nvme_per_node / kTera, hw.node.nvme_bytes / kTera);
      r.feasible = false;
      r.infeasible_reason = why;
    }
    r.stages.push_back(sr);
  }
  if (r.feasible && plan.offload_device == OffloadDevice::kNvme && !hw.node.HasNvme()) {
    r.feasible = false;
    r.infeasible_reason = "offloading to NVMe needs the node's NVMe (the profile's nvme_tb is 0)";
  }
  if (r.feasible && plan.offload_optimizer && hw.node.host_memory_bandwidth_bytes_per_s <= 0) {
    r.feasible = false;
    r.infeasible_reason =
        "offloading the optimizer needs the host memory bandwidth (the profile's is 0: unknown)";
  }
  if (r.feasible && (plan.activation_offload_layers > 0 || plan.activation_offload_modules.Any()) &&
      hw.node.pcie_bandwidth_bytes_per_s <= 0) {
    r.feasible = false;
    r.infeasible_reason =
        "offloading activations needs the host link bandwidth (the profile's pcie is 0: unknown)";
  }

  TaskGraph graph = BuildStepGraph(model, hw, plan, costs, stages, options.record_trace);
  Timeline tl = RunEngine(graph, {hw.efficiency.comm_compute_slowdown});
  r.step_time_s = tl.makespan_s;
  r.step_time_interval =
      IntervalFor(r.step_time_s, StepTimeRatioQuantiles(IntervalFamilyOf(model.moe.enabled())));

  std::vector<StageTimes> times(static_cast<size_t>(plan.pp));
  std::vector<ActivityArray> mix;
  for (const auto& st : stages) mix.push_back(StageComputeMix(costs, st));
  for (size_t v = 0; v < graph.size(); ++v) {
    const Task& t = graph.task(static_cast<int>(v));
    auto& st = times[static_cast<size_t>(t.stage)];
    double d = tl.finish_s[v] - tl.start_s[v];
    // Host copies (activation offload) run on the copy engines: neither
    // compute nor communication for the GPU's power.
    if (t.stream != StreamKind::kHostCopy) {
      (t.stream == StreamKind::kCompute ? st.compute_busy_s : st.comm_busy_s) += d;
    }
    if (t.stream == StreamKind::kCompute && t.duration_s > 0) {
      // Contention stretches every part of the task alike.
      const double scale = d / t.duration_s;
      const double compute = t.parts[static_cast<size_t>(CostKind::kCompute)] +
                             t.parts[static_cast<size_t>(CostKind::kRecompute)];
      for (size_t k = 0; k < kNumActivities; ++k) {
        st.activity_s[k] += scale * compute * mix[static_cast<size_t>(t.stage)][k];
      }
      st.activity_s[Index(Activity::kComm)] +=
          scale * (t.parts[static_cast<size_t>(CostKind::kTp)] +
                   t.parts[static_cast<size_t>(CostKind::kCp)] +
                   t.parts[static_cast<size_t>(CostKind::kEp)]);
      st.activity_s[Index(Activity::kMemory)] += scale * t.optimizer_s;
      st.activity_s[Index(Activity::kWait)] += scale * t.offload_s;
    }
    st.last_finish_s = std::max(st.last_finish_s, tl.finish_s[v]);
    if (options.record_trace) {
      const char* cat = t.kind == TaskKind::kPp          ? "pp"
                        : t.kind == TaskKind::kDp        ? "dp"
                        : t.kind == TaskKind::kOptimizer ? "optimizer"
                        : t.kind == TaskKind::kOffload   ? "offload"
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
    if (st.compute_busy_s > times[static_cast<size_t>(critical)].compute_busy_s + 1e-12)
      critical = s;
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
    double hw_flops =
        (stats.training_flops_per_token + recompute_share * stats.forward_flops_per_token) * tokens;
    r.model_tflops_per_gpu = model_flops / (r.step_time_s * gpus) / kTera;
    r.mfu = model_flops / (r.step_time_s * gpus * peak);
    r.hfu = hw_flops / (r.step_time_s * gpus * peak);
    // Energy: every stage stands for gpus / pp GPUs.
    const PowerModel power(hw, plan.precision);
    r.power = BreakDownPower(power, StepActivity(times, r.step_time_s), r.step_time_s, gpus);
    r.avg_gpu_power_w = r.power.gpu_total_w;
    r.energy_j_per_step = r.power.FacilityW() * gpus * r.step_time_s;
    r.waiting_w = WaitingPower(power, gpus).FacilityW() * gpus;
    r.energy_j_per_token = r.energy_j_per_step / tokens;
  }
  return r;
}

Json TraceToJson(const StepResult& r, const std::string& name) {
  Json events = Json::array();
  int max_stage = 0;
  for (const auto& e : r.trace) max_stage = std::max(max_stage, e.stage);
  std::map<std::string, int> tids;
  for (const auto& e : r.trace) tids.emplace(e.stream, static_cast<int>(tids.size()));
  for (int s = 0; s <= max_stage; ++s) {
    events.push_back({{"name", "process_name"},
                      {"ph", "M"},
                      {"pid", s},
                      {"args", {{"name", "rank (stage " + std::to_string(s) + ")"}}}});
    for (const auto& [stream, tid] : tids) {
      events.push_back({{"name", "thread_name"},
                        {"ph", "M"},
                        {"pid", s},
                        {"tid", tid},
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
  return {{"traceEvents", events},
          {"displayTimeUnit", "ms"},
          {"otherData", {{"name", name}, {"source", "shoal simulate"}}}};
}

}  // namespace shoal::sim
