// The `sweep` result (docs/result-schemas.md): `shoal sweep --json` and
// `--out FILE.csv`, written here from the struct the planner fills from its
// sweep points (planner/result_json.h SweepResultOf), and read back here by
// `shoal report`. Optional numbers absent from a file are NaN (and left out
// when written).
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

Json ToJson(const SweepResult& s);
/// One row per point: its best plan's metrics and description, or its reason.
std::string SweepCsv(const SweepResult& s);

}  // namespace shoal::results
