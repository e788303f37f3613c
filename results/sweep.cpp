#include "results/sweep.h"

#include <cmath>
#include <initializer_list>
#include <utility>

#include "results/csv.h"

namespace shoal::results {

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

Json ToJson(const SweepResult& s) {
  Json points = Json::array();
  for (const auto& pt : s.points) {
    Json j = {{"hardware", pt.hardware}, {"num_gpus", pt.num_gpus}, {"feasible", pt.feasible}};
    if (pt.feasible && pt.best) {
      j["best"] = ToJson(*pt.best);
      for (auto [key, v] : {std::pair<const char*, double>{"time_to_train_s", pt.time_to_train_s},
                            {"time_to_train_p90_s", pt.time_to_train_p90_s},
                            {"cost_usd", pt.cost_usd},
                            {"energy_kwh", pt.energy_kwh},
                            {"energy_kwh_p90", pt.energy_kwh_p90},
                            {"co2_kg", pt.co2_kg},
                            {"goodput", pt.goodput},
                            {"checkpoint_interval_s", pt.checkpoint_interval_s}}) {
        PutGiven(j, key, v);
      }
    } else {
      j["best"] = nullptr;
      j["reason"] = pt.reason;
    }
    j["pareto"] = pt.pareto;
    points.push_back(j);
  }
  return {{"kind", "sweep"},
          {"scenario", s.scenario},
          {"tokens", s.tokens},
          {"constraints", s.constraints},
          {"points", points}};
}

std::string SweepCsv(const SweepResult& s) {
  CsvWriter out;
  out.Header({"hardware", "num_gpus", "feasible", "step_time_s", "mfu", "time_to_train_s",
              "cost_usd", "energy_kwh", "co2_kg", "goodput", "checkpoint_interval_s",
              "time_to_train_p90_s", "pareto", "plan"});
  for (const auto& pt : s.points) {
    out.Text(pt.hardware).Int(pt.num_gpus).Bool(pt.feasible);
    const bool feasible = pt.feasible && pt.best;
    if (feasible) {
      // Six significant digits, as this CSV has always been written.
      for (double v :
           {pt.best->step_time_s, pt.best->mfu, pt.time_to_train_s, pt.cost_usd, pt.energy_kwh,
            pt.co2_kg, pt.goodput, pt.checkpoint_interval_s, pt.time_to_train_p90_s}) {
        out.Number(v, 6);
      }
    } else {
      for (int i = 0; i < 9; ++i) out.Empty();
    }
    out.Bool(pt.pareto).Quoted(feasible ? DescribePlan(pt.best->plan) : pt.reason).EndRow();
  }
  return out.str();
}

}  // namespace shoal::results
