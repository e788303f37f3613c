#include "results/simulation.h"

#include "results/csv.h"

namespace shoal::results {
namespace {

Json StepResultToJson(const sim::StepResult& r) {
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
            {"energy_j_per_token", r.energy_j_per_token},
            {"avg_gpu_power_w", r.avg_gpu_power_w},
            {"power", r.power.ToJson()},
            {"breakdown", r.breakdown},
            {"stages", stages}};
  if (!r.feasible) j["infeasible_reason"] = r.infeasible_reason;
  return j;
}

}  // namespace

Json ToJson(const Scenario& s, const Plan& plan, const sim::StepResult& r) {
  Json j = StepResultToJson(r);
  j["kind"] = "simulation";
  j["scenario"] = s.name;
  j["hardware"] = s.hardware.name;
  j["num_gpus"] = s.num_gpus;
  j["plan"] = PlanToJson(plan);
  j["gpu_memory_bytes"] = s.hardware.gpu.hbm_bytes;
  return j;
}

const std::vector<std::string>& StageMemoryKeys() {
  static const std::vector<std::string> keys = {
      "weights_bytes",     "gradients_bytes",    "optimizer_bytes",     "activations_bytes",
      "moe_buffers_bytes", "comm_buffers_bytes", "fragmentation_bytes", "nccl_bytes",
      "reserved_bytes",    "host_bytes",         "nvme_bytes"};
  return keys;
}

std::string SimulationCsv(const Plan& p, const sim::StepResult& r) {
  std::vector<std::string> head = {"feasible",
                                   "step_time_s",
                                   "tokens_per_s",
                                   "mfu",
                                   "hfu",
                                   "model_tflops_per_gpu",
                                   "peak_memory_bytes",
                                   "energy_j_per_step",
                                   "avg_gpu_power_w"};
  for (const auto& [k, v] : r.breakdown) head.push_back(k);
  head.push_back("plan");
  CsvWriter csv;
  csv.Header(head);
  csv.Bool(r.feasible).Number(r.step_time_s).Number(r.tokens_per_s).Number(r.mfu).Number(r.hfu);
  csv.Number(r.model_tflops_per_gpu).Number(r.peak_memory_bytes).Number(r.energy_j_per_step);
  csv.Number(r.avg_gpu_power_w);
  for (const auto& [k, v] : r.breakdown) csv.Number(v);
  csv.Quoted(p.Summary()).EndRow();
  return csv.str();
}

SimulationResult ReadSimulation(JsonReader& r) {
  SimulationResult s;
  RequireKind(r, "simulation");
  s.scenario = r.String("scenario");
  s.hardware = r.String("hardware");
  s.num_gpus = static_cast<int>(r.PositiveInt("num_gpus"));
  s.plan = ReadPlanObject(r);
  s.feasible = r.Bool("feasible", true);
  s.infeasible_reason = r.String("infeasible_reason", "");
  s.step_time_s = r.NonNegative("step_time_s", 0);
  if (auto iv = r.OptionalObject("step_time_interval_s")) {
    s.step_time_p2_5_s = iv->NonNegative("p2_5", 0);
    s.step_time_p10_s = iv->NonNegative("p10", 0);
    s.step_time_p90_s = iv->NonNegative("p90", 0);
    s.step_time_p97_5_s = iv->NonNegative("p97_5", 0);
    iv->Finish();
  }
  s.tokens_per_s = r.NonNegative("tokens_per_s", 0);
  s.mfu = r.NonNegative("mfu", 0);
  s.hfu = r.NonNegative("hfu", kNaN);
  s.model_tflops_per_gpu = r.NonNegative("model_tflops_per_gpu", kNaN);
  s.peak_memory_bytes = r.NonNegative("peak_memory_bytes", 0);
  s.energy_j_per_step = r.NonNegative("energy_j_per_step", kNaN);
  s.avg_gpu_power_w = r.NonNegative("avg_gpu_power_w", kNaN);
  s.energy_j_per_token = r.NonNegative("energy_j_per_token", kNaN);
  if (auto p = r.OptionalObject("power")) {
    if (auto by = p->OptionalObject("gpu_w_by_activity")) {
      for (const char* k : {"gemm", "attention", "memory_bound", "communication", "wait"}) {
        s.gpu_power_by_activity.push_back({k, by->NonNegative(k, 0)});
      }
      by->Finish();
    }
    s.node_overhead_w = p->NonNegative("node_overhead_w", 0);
    s.psu_loss_w = p->NonNegative("psu_loss_w", 0);
    s.network_w = p->NonNegative("network_w", 0);
    s.pue = p->NonNegative("pue", 1.0);
    // Derived totals and activity seconds are recomputed, not read.
    for (const char* k : {"gpu_w", "activity_s", "nodes_w", "nodes_network_w", "facility_w"})
      p->Raw(k);
    p->Finish();
  }
  s.breakdown = ReadBreakdown(r);
  s.gpu_memory_bytes = r.Positive("gpu_memory_bytes");
  RequireArray(r, "stages");
  r.ForEachObject("stages", [&](JsonReader& st) {
    StageRow row;
    row.stage = static_cast<int>(st.NonNegativeInt("stage", 0));
    row.layers = static_cast<int>(st.NonNegativeInt("layers", 0));
    row.compute_busy_s = st.NonNegative("compute_busy_s", 0);
    row.comm_busy_s = st.NonNegative("comm_busy_s", 0);
    JsonReader m = st.Object("memory");
    row.memory = ReadNamedValues(m, StageMemoryKeys());
    row.memory_total_bytes = m.NonNegative("total_bytes", 0);
    // Layers of the total (allocated, allocator reserved) are recomputed, not read.
    for (const char* k : {"allocated_bytes", "allocator_reserved_bytes"}) m.Raw(k);
    m.Finish();
    row.memory_margin_bytes = st.NonNegative("memory_margin_bytes", kNaN);
    row.headroom_bytes = st.Number("headroom_bytes", kNaN);
    s.stages.push_back(std::move(row));
  });
  r.Finish();
  return s;
}

}  // namespace shoal::results
