#include "results/plan_search.h"

#include <algorithm>
#include <cmath>

namespace shoal::results {
namespace {

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
      e.energy_j_per_step_p90 < e.energy_j_per_step * (1 - kDerivedTolerance)) {
    r.Fail("energy_j_per_step_p90", "at least energy_j_per_step (" +
                                        Json(e.energy_j_per_step).dump() + "), got " +
                                        Json(e.energy_j_per_step_p90).dump());
  }
  e.co2_kg = r.NonNegative("co2_kg", kNaN);
  e.goodput = r.Fraction("goodput", kNaN);
  e.breakdown = ReadBreakdown(r);
  return e;
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

}  // namespace shoal::results
