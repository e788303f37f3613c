// The `sweep` result (docs/result-schemas.md) as `shoal report` reads it back:
// `shoal sweep --json`, written by the planner (planner/result_json.h,
// SweepToJson). Optional numbers absent from a file are NaN.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/json_reader.h"
#include "results/plan_search.h"

namespace shoal::results {

struct SweepPoint {
  std::string hardware;
  int num_gpus = 0;
  bool feasible = false;
  std::optional<PlanEntry> best;
  std::string reason;  ///< why infeasible
  double time_to_train_s = 0;
  double time_to_train_p90_s = 0;  ///< failures and stragglers (NaN: not given)
  double cost_usd = 0;
  double energy_kwh = 0;
  double energy_kwh_p90 = 0;  ///< at the p90 step time (NaN: not given)
  double co2_kg = 0;
  double goodput = 0;
  double checkpoint_interval_s = 0;
  bool pareto = false;
};

struct SweepResult {
  std::string scenario;
  double tokens = 0;
  std::string constraints;
  std::vector<SweepPoint> points;
};

SweepResult ReadSweep(JsonReader& r);

}  // namespace shoal::results
