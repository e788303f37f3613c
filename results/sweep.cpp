#include "results/sweep.h"

#include <cmath>

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

}  // namespace shoal::results
