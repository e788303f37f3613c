#include "reports/result_files.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>

#include "core/error.h"
#include "core/phase.h"

namespace shoal::reports {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
/// How far a file's `error` may be from the one its times give (rounding).
constexpr double kErrorTolerance = 1e-3;

void RequireArray(JsonReader& r, std::string_view key) {
  if (!r.Has(key)) r.Fail(key, "an array (the key is required)");
}

NamedValues ReadNamedValues(JsonReader& r, const std::vector<std::string>& keys) {
  NamedValues out;
  for (const auto& k : keys) out.emplace_back(k, r.NonNegative(k, 0));
  return out;
}

NamedValues ReadBreakdown(JsonReader& parent) {
  JsonReader b = parent.Object("breakdown");
  NamedValues out = ReadNamedValues(b, BreakdownKeys());
  b.Finish();
  return out;
}

std::string RequireKind(JsonReader& r, const std::string& want) {
  std::string kind = r.String("kind");
  if (kind != want) r.Fail("kind", "\"" + want + "\", got \"" + kind + "\"");
  return kind;
}

Plan ReadPlanObject(JsonReader& r) {
  JsonReader p = r.Object("plan");
  return ReadPlan(p, 0);  // ReadPlan finishes the reader (unknown keys are errors)
}

PlanEntry ReadPlanEntry(JsonReader& r) {
  PlanEntry e;
  e.rank = static_cast<int>(r.PositiveInt("rank"));
  e.summary = r.String("summary");
  e.plan = ReadPlanObject(r);
  e.step_time_s = r.Positive("step_time_s");
  e.tokens_per_s = r.NonNegative("tokens_per_s", kNaN);
  e.mfu = r.NonNegative("mfu", kNaN);
  e.model_tflops_per_gpu = r.NonNegative("model_tflops_per_gpu", kNaN);
  e.peak_memory_bytes = r.NonNegative("peak_memory_bytes", kNaN);
  e.stage_peak_memory_bytes = r.Numbers("stage_peak_memory_bytes");
  if (r.Has("stage_headroom_bytes")) e.stage_headroom_bytes = r.Numbers("stage_headroom_bytes");
  e.energy_j_per_step = r.NonNegative("energy_j_per_step", kNaN);
  e.time_to_train_s = r.NonNegative("time_to_train_s", kNaN);
  r.NonNegative("time_to_train_p50_s", kNaN);
  e.time_to_train_p90_s = r.NonNegative("time_to_train_p90_s", kNaN);
  e.cost_usd = r.NonNegative("cost_usd", kNaN);
  e.energy_kwh = r.NonNegative("energy_kwh", kNaN);
  e.energy_j_per_step_p90 = r.NonNegative("energy_j_per_step_p90", kNaN);
  e.energy_kwh_p90 = r.NonNegative("energy_kwh_p90", kNaN);
  // The pessimistic step is never shorter than the step: neither is its energy.
  if (!std::isnan(e.energy_j_per_step_p90) && !std::isnan(e.energy_j_per_step) &&
      e.energy_j_per_step_p90 < e.energy_j_per_step * (1 - kErrorTolerance)) {
    r.Fail("energy_j_per_step_p90", "at least energy_j_per_step (" +
                                        Json(e.energy_j_per_step).dump() + "), got " +
                                        Json(e.energy_j_per_step_p90).dump());
  }
  e.co2_kg = r.NonNegative("co2_kg", kNaN);
  e.goodput = r.Fraction("goodput", kNaN);
  e.breakdown = ReadBreakdown(r);
  return e;
}

LayoutStanding ReadStanding(JsonReader& r, bool other) {
  LayoutStanding s;
  s.rank = static_cast<int>(r.PositiveInt("rank"));
  s.layout = r.String("layout");
  s.summary = r.String("summary");
  s.step_time_s = r.Positive("step_time_s");
  s.energy_j_per_step = r.NonNegative("energy_j_per_step", kNaN);
  s.objective_value = r.NonNegative("objective_value", kNaN);
  s.peak_memory_bytes = r.NonNegative("peak_memory_bytes", kNaN);
  s.breakdown = ReadBreakdown(r);
  if (other) {
    JsonReader d = r.Object("breakdown_delta");
    for (const auto& k : BreakdownKeys()) s.breakdown_delta.emplace_back(k, d.Number(k, 0));
    d.Finish();
    if (const Json* deciding = r.Raw("deciding")) {
      if (!deciding->is_array()) r.Fail("deciding", "an array of breakdown keys");
      for (const Json& k : *deciding) {
        const auto& keys = BreakdownKeys();
        if (!k.is_string() ||
            std::find(keys.begin(), keys.end(), k.get<std::string>()) == keys.end()) {
          r.Fail("deciding", "breakdown keys such as \"bubble_s\", got " + k.dump());
        }
        s.deciding.push_back(k.get<std::string>());
      }
    }
    s.reason = r.String("reason");
  }
  r.Finish();
  return s;
}

Explanation ReadExplanation(JsonReader& r) {
  Explanation e;
  e.objective = r.String("objective");
  e.gpu_memory_bytes = r.NonNegative("gpu_memory_bytes", 0);
  JsonReader best = r.Object("best");
  e.best = ReadStanding(best, false);
  RequireArray(r, "others");
  r.ForEachObject("others", [&](JsonReader& o) { e.others.push_back(ReadStanding(o, true)); });
  r.Finish();
  return e;
}

}  // namespace

const std::vector<std::string>& BreakdownKeys() {
  static const std::vector<std::string> keys = [] {
    std::vector<std::string> k;
    for (const PhaseInfo& info : Phases()) k.push_back(info.key);
    return k;
  }();
  return keys;
}

const std::vector<std::string>& StageMemoryKeys() {
  static const std::vector<std::string> keys = {
      "weights_bytes",       "gradients_bytes",   "optimizer_bytes",
      "activations_bytes",   "moe_buffers_bytes", "comm_buffers_bytes",
      "fragmentation_bytes", "nccl_bytes",        "reserved_bytes",
      "host_bytes"};
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
    for (const char* k : {"gpu_w", "activity_s", "nodes_w", "nodes_network_w", "facility_w"}) p->Raw(k);
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

PlanSearchResult ReadPlanSearch(JsonReader& r) {
  PlanSearchResult p;
  RequireKind(r, "plan_search");
  p.scenario = r.String("scenario");
  p.hardware = r.String("hardware");
  p.num_gpus = static_cast<int>(r.PositiveInt("num_gpus"));
  if (r.Has("global_batch_sizes")) p.global_batch_sizes = r.Numbers("global_batch_sizes");
  p.objective = r.String("objective", "");
  p.constraints = r.String("constraints", "");
  if (auto s = r.OptionalObject("search")) {
    p.search.space_size = s->NonNegative("space_size", kNaN);
    p.search.evaluated = s->NonNegative("evaluated", kNaN);
    p.search.bounded = s->NonNegative("bounded", kNaN);
    p.search.memory_checked = s->NonNegative("memory_checked", kNaN);
    p.search.feasible = s->NonNegative("feasible", kNaN);
    p.search.simulated = s->NonNegative("simulated", kNaN);
    p.search.reused = s->NonNegative("reused", kNaN);
    p.search.wall_s = s->NonNegative("wall_s", kNaN);
    if (const Json* rej = s->Raw("rejected")) {
      JsonReader rr(*rej, s->file(), s->PathOf("rejected"));
      for (auto it = rej->begin(); it != rej->end(); ++it) {
        p.search.rejected.emplace_back(it.key(), rr.NonNegative(it.key(), 0));
      }
    }
    s->Finish();
  }
  if (const Json* f = r.Raw("fabric"); f && !f->is_null()) p.fabric = r.String("fabric");
  RequireArray(r, "plans");
  r.ForEachObject("plans", [&](JsonReader& e) { p.plans.push_back(ReadPlanEntry(e)); });
  if (auto e = r.OptionalObject("explanation")) p.explanation = ReadExplanation(*e);
  r.Finish();
  return p;
}

SweepResult ReadSweep(JsonReader& r) {
  SweepResult s;
  RequireKind(r, "sweep");
  s.scenario = r.String("scenario");
  s.tokens = r.NonNegative("tokens", kNaN);
  s.constraints = r.String("constraints", "");
  RequireArray(r, "points");
  r.ForEachObject("points", [&](JsonReader& pt) {
    SweepPoint p;
    p.hardware = pt.String("hardware");
    p.num_gpus = static_cast<int>(pt.PositiveInt("num_gpus"));
    p.feasible = pt.Bool("feasible", false);
    if (const Json* best = pt.Raw("best")) {
      JsonReader b(*best, pt.file(), pt.PathOf("best"));
      p.best = ReadPlanEntry(b);
      b.Finish();
    }
    p.reason = pt.String("reason", "");
    p.time_to_train_s = pt.NonNegative("time_to_train_s", kNaN);
    p.time_to_train_p90_s = pt.NonNegative("time_to_train_p90_s", kNaN);
    p.cost_usd = pt.NonNegative("cost_usd", kNaN);
    p.energy_kwh = pt.NonNegative("energy_kwh", kNaN);
    p.energy_kwh_p90 = pt.NonNegative("energy_kwh_p90", kNaN);
    p.co2_kg = pt.NonNegative("co2_kg", kNaN);
    p.goodput = pt.Fraction("goodput", kNaN);
    p.checkpoint_interval_s = pt.NonNegative("checkpoint_interval_s", kNaN);
    p.pareto = pt.Bool("pareto", false);
    if (p.feasible && !p.best) pt.Fail("best", "a plan object when feasible is true");
    if (p.feasible && std::isnan(p.time_to_train_s)) {
      pt.Fail("time_to_train_s", "a number when feasible is true");
    }
    s.points.push_back(std::move(p));
  });
  r.Finish();
  return s;
}

ValidationRow ReadValidationRow(JsonReader& r) {
  ValidationRow v;
  RequireKind(r, "validation_row");
  v.id = r.String("id");
  v.source_group = r.String("source_group", "");
  v.model = r.String("model", "");
  v.hardware = r.String("hardware", "");
  v.num_gpus = static_cast<int>(r.PositiveInt("num_gpus"));
  v.plan = r.String("plan", "");
  v.predicted_s = r.Positive("predicted_iteration_time_s");
  v.measured_s = r.Positive("measured_iteration_time_s");
  double error = r.Number("error");
  if (std::fabs(error - v.ErrorFraction()) > kErrorTolerance) {
    r.Fail("error", "(predicted - measured) / measured = " + Json(v.ErrorFraction()).dump() +
                        ", got " + Json(error).dump());
  }
  v.stack = r.String("stack", "");
  v.predicted_raw_s = r.NonNegative("predicted_raw_iteration_time_s", 0);
  if (r.Has("raw_error")) r.Number("raw_error");
  if (auto iv = r.OptionalObject("interval_s")) {
    v.interval.p2_5_s = iv->NonNegative("p2_5", 0);
    v.interval.p10_s = iv->NonNegative("p10", 0);
    v.interval.p90_s = iv->NonNegative("p90", 0);
    v.interval.p97_5_s = iv->NonNegative("p97_5", 0);
    iv->Finish();
  }
  v.dominant_component = r.String("dominant_component", "");
  if (auto b = r.OptionalObject("breakdown")) {
    for (const auto& key : BreakdownKeys()) {
      if (b->Has(key)) v.breakdown[key] = b->NonNegative(key, 0);
    }
    b->Finish();
  }
  v.predicted_peak_memory_gib = r.NonNegative("predicted_peak_memory_gb", kNaN);
  v.predicted_fits = r.Bool("predicted_fits", true);
  if (r.Has("measured_peak_memory_gb")) {
    v.measured_peak_memory_gib = r.NonNegative("measured_peak_memory_gb", 0);
  } else {
    r.Raw("measured_peak_memory_gb");  // null is allowed: marks the key known
  }
  r.Finish();
  return v;
}

MemoryValidationRow ReadMemoryValidationRow(JsonReader& r) {
  MemoryValidationRow v;
  RequireKind(r, "memory_validation_row");
  v.id = r.String("id");
  v.source_group = r.String("source_group", "");
  v.stack = r.String("stack", "");
  const std::string measures = r.Choice("measures", {"allocated", "reserved", "device"}, "reserved");
  v.measure = measures == "allocated"  ? validation::MemoryMeasure::kAllocated
              : measures == "reserved" ? validation::MemoryMeasure::kReserved
                                       : validation::MemoryMeasure::kDevice;
  v.predicted_gib = r.NonNegative("predicted_peak_memory_gib", 0);
  v.measured_gib = r.Positive("measured_peak_memory_gib");
  const double error = r.Number("error");
  if (std::fabs(error - v.ErrorFraction()) > kErrorTolerance) {
    r.Fail("error", "(predicted - measured) / measured = " + Json(v.ErrorFraction()).dump() +
                        ", got " + Json(error).dump());
  }
  v.hbm_gib = r.NonNegative("hbm_gib", 0);
  v.predicted_fits = r.Bool("predicted_fits", true);
  r.Finish();
  return v;
}

const std::vector<std::string>& InspectionKeys() {
  static const std::vector<std::string> keys = {"total_params",
                                                "active_params",
                                                "embedding_params",
                                                "moe_layers",
                                                "forward_flops_per_token",
                                                "backward_flops_per_token",
                                                "training_flops_per_token",
                                                "training_flops_per_token_full_recompute",
                                                "model_state_bytes",
                                                "training_flops_total"};
  return keys;
}

InspectionResult ReadInspection(JsonReader& r) {
  InspectionResult i;
  RequireKind(r, "inspection");
  i.scenario = r.String("scenario");
  i.model = r.String("model");
  for (const auto& k : InspectionKeys()) {
    if (!r.Has(k)) r.Fail(k, "a number (the key is required)");
    i.values.emplace_back(k, r.NonNegative(k, 0));
  }
  // Since LoRA (files written before it have every parameter trained).
  if (r.Has("trainable_params")) i.values.emplace_back("trainable_params", r.NonNegative("trainable_params", 0));
  r.Finish();
  return i;
}

ExecutorValidationResult ReadExecutorValidation(JsonReader& r) {
  ExecutorValidationResult e;
  RequireKind(r, "executor_validation");
  e.run = r.String("run");
  e.hardware = r.String("hardware");
  e.plan = r.String("plan");
  e.world_size = static_cast<int>(r.PositiveInt("world_size"));
  JsonReader phases = r.Object("phases");
  if (const Json* all = r.Raw("phases")) {
    for (auto it = all->begin(); it != all->end(); ++it) {
      JsonReader ph = phases.Object(it.key());
      // A framework log's run measures the step only: null for the other phases.
      const Json* measured = ph.Raw("measured_s");
      const double measured_s = measured && measured->is_null() ? kNaN : ph.NonNegative("measured_s", 0);
      e.phases.push_back({it.key(), ph.NonNegative("predicted_s", 0), measured_s});
      ph.Finish();
    }
  }
  phases.Finish();
  e.step_error = r.Number("step_error");
  // Since `shoal ingest`: which kind of run, and which peak it measured.
  e.run_schema = r.String("run_schema", "shoal.executor.run/1");
  e.peak_memory_measures = r.String("peak_memory_measures", "allocated");
  e.measured_device_peak_bytes = r.NonNegative("measured_device_peak_bytes", kNaN);
  e.predicted_peak_memory_bytes = r.NonNegative("predicted_peak_memory_bytes", 0);
  e.measured_peak_memory_bytes = r.NonNegative("measured_peak_memory_bytes", kNaN);
  if (!std::isnan(e.measured_peak_memory_bytes) && e.measured_peak_memory_bytes > 0 &&
      r.Has("peak_memory_error")) {
    const double want = (e.predicted_peak_memory_bytes - e.measured_peak_memory_bytes) /
                        e.measured_peak_memory_bytes;
    const double got = r.Number("peak_memory_error");
    if (std::fabs(got - want) > kErrorTolerance) {
      r.Fail("peak_memory_error", "(predicted - measured) / measured peak memory = " +
                                      Json(want).dump() + ", got " + Json(got).dump());
    }
  } else {
    r.Raw("peak_memory_error");
  }
  e.predicted_device_w = r.NonNegative("predicted_device_w", kNaN);
  e.measured_device_w = r.NonNegative("measured_device_w", kNaN);
  if (!std::isnan(e.measured_device_w) && !std::isnan(e.predicted_device_w)) {
    const double want = (e.predicted_device_w - e.measured_device_w) / e.measured_device_w;
    const double got = r.Number("power_error");
    if (std::fabs(got - want) > kErrorTolerance) {
      r.Fail("power_error", "(predicted - measured) / measured device watts = " + Json(want).dump() +
                                ", got " + Json(got).dump());
    }
  } else {
    r.Raw("power_error");
  }
  r.Finish();
  return e;
}

ResultFile ReadResult(const Json& document, const std::string& origin) {
  JsonReader r(document, origin);
  std::string kind = r.String("kind");
  if (kind == "simulation") return ReadSimulation(r);
  if (kind == "plan_search") return ReadPlanSearch(r);
  if (kind == "sweep") return ReadSweep(r);
  if (kind == "inspection") return ReadInspection(r);
  if (kind == "executor_validation") return ReadExecutorValidation(r);
  if (kind == "validation_row") {
    ValidationResult v;
    v.rows.push_back(ReadValidationRow(r));
    return v;
  }
  throw InputError(origin, "$.kind",
                   "one of \"simulation\", \"plan_search\", \"sweep\", \"validation_row\", "
                   "\"inspection\", \"executor_validation\" (docs/result-schemas.md), got \"" +
                       Excerpt(kind) + "\"");
}

EnergyRow ReadEnergyRow(JsonReader& r) {
  EnergyRow e;
  RequireKind(r, "energy_validation_row");
  e.id = r.String("id");
  e.source = r.String("source", "");
  e.measurement = r.String("measurement", "");
  e.workload = r.String("workload", "");
  e.covers = r.String("covers", "");
  e.model = r.String("model", "");
  e.hardware = r.String("hardware", "");
  e.num_gpus = static_cast<int>(r.PositiveInt("num_gpus"));
  e.plan = r.String("plan", "");
  e.predicted_fits = r.Bool("predicted_fits", true);
  e.duration_s = r.NonNegative("duration_s", 0);
  e.predicted_w_per_gpu = r.NonNegative("predicted_w_per_gpu", 0);
  e.measured_w_per_gpu = r.NonNegative("measured_w_per_gpu", 0);
  e.predicted_energy_j = r.NonNegative("predicted_energy_j", 0);
  e.measured_energy_j = r.NonNegative("measured_energy_j", 0);
  e.error = r.Number("error");
  // Upper-estimate rows give watts per GPU only (no metered energy).
  const double want = e.measured_energy_j > 0
                          ? (e.predicted_energy_j - e.measured_energy_j) / e.measured_energy_j
                      : e.measured_w_per_gpu > 0
                          ? (e.predicted_w_per_gpu - e.measured_w_per_gpu) / e.measured_w_per_gpu
                          : e.error;
  if (std::fabs(e.error - want) > kErrorTolerance) {
    r.Fail("error", "(predicted - measured) / measured energy = " + Json(want).dump() + ", got " +
                        Json(e.error).dump());
  }
  e.step_only_w_per_gpu = r.NonNegative("step_only_w_per_gpu", 0);
  e.step_only_error = r.Number("step_only_error", 0);
  if (e.step_only_w_per_gpu > 0 && e.measured_w_per_gpu > 0) {
    const double want_step = e.step_only_w_per_gpu / e.measured_w_per_gpu - 1.0;
    if (std::fabs(e.step_only_error - want_step) > kErrorTolerance) {
      r.Fail("step_only_error",
             "step_only_w_per_gpu / measured_w_per_gpu - 1 = " + Json(want_step).dump() + ", got " +
                 Json(e.step_only_error).dump());
    }
  }
  e.startup_w_per_gpu = r.NonNegative("startup_w_per_gpu", 0);
  e.network_estimate_w = r.NonNegative("network_estimate_w", 0);
  if (auto t = r.OptionalObject("timed_region")) {
    e.has_timed_region = true;
    t->Positive("steps");
    t->Positive("step_s");
    t->NonNegative("eval_s", 0);
    t->NonNegative("startup_s", 0);
    t->Positive("scaling_factor");
    t->NonNegative("simulated_step_s", 0);
    t->NonNegative("stepping_w_per_gpu", 0);
    t->Finish();
  }
  if (auto p = r.OptionalObject("power")) {
    for (const char* k : {"gpu_w", "node_overhead_w", "psu_loss_w", "network_w", "nodes_w",
                          "nodes_network_w", "pue", "facility_w"}) {
      p->NonNegative(k, 0);
    }
    for (const char* k : {"gpu_w_by_activity", "activity_s"}) {
      if (auto by = p->OptionalObject(k)) {
        for (const char* a : {"gemm", "attention", "memory_bound", "communication", "wait"}) {
          by->NonNegative(a, 0);
        }
        by->Finish();
      }
    }
    p->Finish();
  }
  r.Finish();
  return e;
}

EnergyValidationResult ReadEnergyLines(const std::string& text, const std::string& origin) {
  EnergyValidationResult v;
  ForEachJsonLine(text, origin,
              [&](const Json&, JsonReader& r) { v.rows.push_back(ReadEnergyRow(r)); });
  if (v.rows.empty()) throw InputError(origin, "", "at least one energy_validation_row line");
  return v;
}

CollectiveRow ReadCollectiveRow(JsonReader& r) {
  CollectiveRow c;
  RequireKind(r, "collective_validation_row");
  c.id = r.String("id");
  c.group = r.String("group", "");
  r.String("source", "");
  c.collective =
      r.Choice("collective", {"all_reduce", "all_gather", "reduce_scatter", "all_to_all"}, "");
  c.hardware = r.String("hardware");
  c.role = r.Choice("role", {"held_out", "calibration"}, "");
  c.bytes = r.Positive("bytes");
  c.num_gpus = static_cast<int>(r.IntIn("num_gpus", 2, 1 << 20));
  c.gpus_per_node = static_cast<int>(r.IntIn("gpus_per_node", 1, 1024));
  c.nodes = static_cast<int>(r.IntIn("nodes", 1, 1 << 20));
  c.measured_s = r.Positive("measured_s");
  c.predicted_s = r.Positive("predicted_s");
  c.measured_busbw_gb_per_s = r.NonNegative("measured_busbw_gb_per_s", 0);
  c.predicted_busbw_gb_per_s = r.NonNegative("predicted_busbw_gb_per_s", 0);
  c.error = r.Number("error");
  const double want = c.predicted_s / c.measured_s - 1.0;
  if (std::fabs(c.error - want) > kErrorTolerance) {
    r.Fail("error", "predicted_s / measured_s - 1 = " + Json(want).dump() + ", got " +
                        Json(c.error).dump());
  }
  r.Finish();
  return c;
}

CollectiveValidationResult ReadCollectiveLines(const std::string& text, const std::string& origin) {
  CollectiveValidationResult v;
  ForEachJsonLine(text, origin,
              [&](const Json&, JsonReader& r) { v.rows.push_back(ReadCollectiveRow(r)); });
  if (v.rows.empty()) throw InputError(origin, "", "at least one collective_validation_row line");
  return v;
}

ValidationResult ReadValidationLines(const std::string& text, const std::string& origin) {
  ValidationResult v;
  ForEachJsonLine(text, origin, [&](const Json& j, JsonReader& r) {
    if (j.is_object() && j.value("kind", "") == "memory_validation_row") {
      v.memory_rows.push_back(ReadMemoryValidationRow(r));
    } else {
      v.rows.push_back(ReadValidationRow(r));
    }
  });
  if (v.rows.empty()) throw InputError(origin, "", "at least one validation_row line");
  return v;
}

}  // namespace shoal::reports
