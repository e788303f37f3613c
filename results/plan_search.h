// The `plan_search` result (docs/result-schemas.md): `shoal plan --json` and
// `--out FILE.csv`, written here from the struct the planner fills from its
// SearchResult (planner/result_json.h PlanSearchResultOf), and read back here
// by `shoal report`. Optional numbers absent from a file are NaN (and left
// out when written).
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/json_reader.h"
#include "core/plan.h"
#include "results/result_check.h"

namespace shoal::results {

/// One ranked plan of a search (also the `best` of a sweep point).
struct PlanEntry {
  int rank = 0;
  std::string summary;
  Plan plan;
  double step_time_s = 0;
  double tokens_per_s = 0;
  double mfu = 0;
  double model_tflops_per_gpu = 0;
  double peak_memory_bytes = 0;
  std::vector<double> stage_peak_memory_bytes;
  /// HBM - peak - the prediction's uncertainty per stage (empty in older files).
  std::vector<double> stage_headroom_bytes;
  double energy_j_per_step = 0;
  double time_to_train_s = 0;
  double time_to_train_p50_s = 0;  ///< failures and stragglers (NaN: not given)
  double time_to_train_p90_s = 0;  ///< failures and stragglers (NaN: not given)
  double cost_usd = 0;
  double energy_kwh = 0;
  /// At the pessimistic (p90) step time, same average power (NaN: not given).
  double energy_j_per_step_p90 = 0;
  double energy_kwh_p90 = 0;
  double co2_kg = 0;
  double goodput = 0;
  NamedValues breakdown;
};

struct SearchStats {
  double space_size = 0;
  double evaluated = 0;
  double bounded = 0;         ///< NaN when the file predates it
  double memory_checked = 0;  ///< NaN when the file predates it
  double feasible = 0;        ///< NaN when the file predates it
  double simulated = 0;
  double reused = 0;  ///< NaN when the file predates it
  double wall_s = 0;
  std::vector<std::pair<std::string, double>> rejected;  ///< reason -> count
};

/// One column of `plan --explain`: a layout's best plan and how it compares.
struct LayoutStanding {
  int rank = 0;
  std::string layout;
  std::string summary;
  double step_time_s = 0;
  double energy_j_per_step = 0;
  double objective_value = 0;
  double peak_memory_bytes = 0;
  NamedValues breakdown;        ///< BreakdownKeys() order
  NamedValues breakdown_delta;  ///< others only
  std::vector<std::string> deciding;
  std::string reason;
};

struct Explanation {
  std::string objective;
  double gpu_memory_bytes = 0;
  LayoutStanding best;
  std::vector<LayoutStanding> others;
};

struct PlanSearchResult {
  std::string scenario;
  std::string hardware;
  int num_gpus = 0;
  std::vector<double> global_batch_sizes;
  std::string objective;
  std::string constraints;  ///< "" when none
  SearchStats search;
  /// Where the best plan's DP and EP groups sit on a tiered fabric ("" when
  /// the profile has no tiers).
  std::string fabric;
  std::vector<PlanEntry> plans;
  std::optional<Explanation> explanation;
};

/// One ranked plan (also a sweep point's `best`), strictly.
PlanEntry ReadPlanEntry(JsonReader& r);
PlanSearchResult ReadPlanSearch(JsonReader& r);

/// Plan::Summary() without the batch and precision (a table's header names
/// them), plus the settings it leaves out (bucket size, hierarchical
/// all-to-all): a plan in a table row or CSV cell.
std::string DescribePlan(const Plan& p);

/// The JSON of one ranked plan (also a sweep point's `best`), of `plan
/// --explain`'s explanation, and of a whole search (with the explanation when
/// present). Counts are written as integers.
Json ToJson(const PlanEntry& e);
Json ToJson(const Explanation& e);
Json ToJson(const PlanSearchResult& r);
/// One row per ranked plan: metrics, the parallel degrees and settings, the
/// breakdown (the first plan's keys).
std::string PlanSearchCsv(const PlanSearchResult& r);

}  // namespace shoal::results
