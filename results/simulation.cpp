#include "results/simulation.h"

namespace shoal::results {
const std::vector<std::string>& StageMemoryKeys() {
  static const std::vector<std::string> keys = {
      "weights_bytes",     "gradients_bytes",    "optimizer_bytes",     "activations_bytes",
      "moe_buffers_bytes", "comm_buffers_bytes", "fragmentation_bytes", "nccl_bytes",
      "reserved_bytes",    "host_bytes"};
  return keys;
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
