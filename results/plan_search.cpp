#include "results/plan_search.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>

#include "core/units.h"
#include "results/csv.h"

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
  e.time_to_train_p50_s = r.NonNegative("time_to_train_p50_s", kNaN);
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

namespace {


Json Object(const NamedValues& values) {
  Json j = Json::object();
  for (const auto& [k, v] : values) j[k] = v;
  return j;
}

Json StandingToJson(const LayoutStanding& s, bool other) {
  Json j = {{"rank", s.rank},
            {"layout", s.layout},
            {"summary", s.summary},
            {"step_time_s", s.step_time_s},
            {"breakdown", Object(s.breakdown)}};
  PutGiven(j, "energy_j_per_step", s.energy_j_per_step);
  PutGiven(j, "objective_value", s.objective_value);
  PutGiven(j, "peak_memory_bytes", s.peak_memory_bytes);
  if (other) {
    j["breakdown_delta"] = Object(s.breakdown_delta);
    j["deciding"] = s.deciding;
    j["reason"] = s.reason;
  }
  return j;
}

}  // namespace

std::string DescribePlan(const Plan& p) {
  std::string s = p.Summary();
  // The header names the batch and precision; keep the row short.
  for (const std::string& cut : {" gbs" + std::to_string(p.global_batch_size),
                                 std::string(" ") + PrecisionName(p.precision)}) {
    const size_t at = s.find(cut);
    if (at != std::string::npos) s.erase(at, cut.size());
  }
  if (p.hierarchical_all_to_all) s += " hier-a2a";
  if (p.grad_bucket_bytes != 25.0 * kMiB) {
    char mib[32];
    std::snprintf(mib, sizeof mib, "%.0f", p.grad_bucket_bytes / kMiB);
    s += std::string(" bucket") + mib + "M";
  }
  return s;
}

Json ToJson(const PlanEntry& e) {
  Json j = {{"rank", e.rank},
            {"summary", e.summary},
            {"plan", PlanToJson(e.plan)},
            {"step_time_s", e.step_time_s},
            {"stage_peak_memory_bytes", e.stage_peak_memory_bytes},
            {"stage_headroom_bytes", e.stage_headroom_bytes},
            {"breakdown", Object(e.breakdown)}};
  PutGiven(j, "tokens_per_s", e.tokens_per_s);
  PutGiven(j, "mfu", e.mfu);
  PutGiven(j, "model_tflops_per_gpu", e.model_tflops_per_gpu);
  PutGiven(j, "peak_memory_bytes", e.peak_memory_bytes);
  PutGiven(j, "energy_j_per_step", e.energy_j_per_step);
  PutGiven(j, "time_to_train_s", e.time_to_train_s);
  PutGiven(j, "time_to_train_p50_s", e.time_to_train_p50_s);
  PutGiven(j, "time_to_train_p90_s", e.time_to_train_p90_s);
  PutGiven(j, "cost_usd", e.cost_usd);
  PutGiven(j, "energy_kwh", e.energy_kwh);
  PutGiven(j, "energy_j_per_step_p90", e.energy_j_per_step_p90);
  PutGiven(j, "energy_kwh_p90", e.energy_kwh_p90);
  PutGiven(j, "co2_kg", e.co2_kg);
  PutGiven(j, "goodput", e.goodput);
  return j;
}

Json ToJson(const Explanation& e) {
  Json others = Json::array();
  for (const auto& o : e.others) others.push_back(StandingToJson(o, true));
  return {{"objective", e.objective},
          {"gpu_memory_bytes", e.gpu_memory_bytes},
          {"best", StandingToJson(e.best, false)},
          {"others", others}};
}

Json ToJson(const PlanSearchResult& r) {
  Json batches = Json::array();
  for (double b : r.global_batch_sizes) batches.push_back(static_cast<int64_t>(b));
  Json search = Json::object();
  PutGivenCount(search, "space_size", r.search.space_size);
  PutGivenCount(search, "evaluated", r.search.evaluated);
  PutGivenCount(search, "bounded", r.search.bounded);
  PutGivenCount(search, "memory_checked", r.search.memory_checked);
  PutGivenCount(search, "feasible", r.search.feasible);
  PutGivenCount(search, "simulated", r.search.simulated);
  PutGivenCount(search, "reused", r.search.reused);
  PutGiven(search, "wall_s", r.search.wall_s);
  Json rejected = Json::object();
  for (const auto& [why, n] : r.search.rejected) rejected[why] = static_cast<int64_t>(n);
  search["rejected"] = rejected;
  Json plans = Json::array();
  for (const auto& e : r.plans) plans.push_back(ToJson(e));
  Json j = {{"kind", "plan_search"},
            {"scenario", r.scenario},
            {"hardware", r.hardware},
            {"num_gpus", r.num_gpus},
            {"global_batch_sizes", batches},
            {"objective", r.objective},
            {"constraints", r.constraints},
            {"search", search},
            {"fabric", r.fabric.empty() ? Json(nullptr) : Json(r.fabric)},
            {"plans", plans}};
  if (r.explanation) j["explanation"] = ToJson(*r.explanation);
  return j;
}

std::string PlanSearchCsv(const PlanSearchResult& r) {
  CsvWriter out;
  std::vector<std::string> header = {"rank",
                                     "step_time_s",
                                     "tokens_per_s",
                                     "mfu",
                                     "peak_memory_bytes",
                                     "energy_j_per_step",
                                     "time_to_train_s",
                                     "cost_usd",
                                     "energy_kwh",
                                     "co2_kg",
                                     "goodput",
                                     "time_to_train_p90_s",
                                     "dp",
                                     "tp",
                                     "pp",
                                     "cp",
                                     "ep",
                                     "etp",
                                     "micro_batch_size",
                                     "global_batch_size",
                                     "zero_stage",
                                     "schedule",
                                     "virtual_stages",
                                     "recompute",
                                     "recompute_fraction",
                                     "offload_optimizer",
                                     "plan"};
  std::vector<std::string> keys;
  if (!r.plans.empty()) {
    for (const auto& [k, v] : r.plans.front().breakdown) keys.push_back(k);
  }
  header.insert(header.end(), keys.begin(), keys.end());
  out.Header(header);
  for (const auto& e : r.plans) {
    const Plan& pl = e.plan;
    out.Int(e.rank)
        .Number(e.step_time_s)
        .Number(e.tokens_per_s)
        .Number(e.mfu)
        .Number(e.peak_memory_bytes)
        .Number(e.energy_j_per_step)
        .Number(e.time_to_train_s)
        .Number(e.cost_usd)
        .Number(e.energy_kwh)
        .Number(e.co2_kg)
        .Number(e.goodput)
        .Number(e.time_to_train_p90_s)
        .Int(pl.dp)
        .Int(pl.tp)
        .Int(pl.pp)
        .Int(pl.cp)
        .Int(pl.ep)
        .Int(pl.etp)
        .Int(pl.micro_batch_size)
        .Int(pl.global_batch_size)
        .Int(pl.zero_stage)
        .Text(ScheduleName(pl.schedule))
        .Int(pl.virtual_stages)
        .Text(RecomputeName(pl.recompute))
        .Number(pl.recompute_fraction)
        .Bool(pl.offload_optimizer)
        .Quoted(e.summary);
    for (const auto& k : keys) {
      auto it = std::find_if(e.breakdown.begin(), e.breakdown.end(),
                             [&](const auto& kv) { return kv.first == k; });
      out.Number(it == e.breakdown.end() ? 0.0 : it->second);
    }
    out.EndRow();
  }
  return out.str();
}

}  // namespace shoal::results
