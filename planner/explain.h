// `shoal plan --explain`: why the best plan wins. The best plan is set beside
// the best plan of each other parallel layout in the ranking, with their
// step-time breakdowns, and the one or two components that decide the gap
// are named in words ("exposed all-to-all +0.41 s, pipeline bubble +0.12 s").
#pragma once

#include <map>
#include <string>
#include <vector>

#include "core/json_reader.h"
#include "planner/plan_search.h"
#include "results/plan_search.h"

namespace shoal::planner {

struct LayoutStanding {
  int rank = 0;
  std::string layout;   ///< LayoutKey
  std::string summary;  ///< Plan::Summary
  double step_time_s = 0;
  double energy_j_per_step = 0;
  double objective_value = 0;
  double peak_memory_bytes = 0;
  std::map<std::string, double> breakdown;        ///< seconds, critical stage
  std::map<std::string, double> breakdown_delta;  ///< this minus the best, seconds
  std::vector<std::string> deciding;              ///< breakdown keys, largest first
  std::string reason;                             ///< in words
};

struct Explanation {
  std::string objective;
  double gpu_memory_bytes = 0;  ///< the whole GPU (headroom included)
  LayoutStanding best;
  std::vector<LayoutStanding> others;  ///< best plan of each other layout, by rank
};

/// Words for a breakdown key: "exposed_ep_s" -> "exposed all-to-all (expert parallelism)".
std::string ComponentWords(const std::string& key);

/// The explanation of a search with at least one plan.
Explanation ExplainRanking(const SearchProblem& p, Objective objective, const SearchResult& r);

/// The explanation as the `plan_search` result's `explanation` (results/plan_search.h writes it).
results::Explanation ExplanationResultOf(const Explanation& e);
/// The breakdowns side by side (components as rows, layouts as columns) and
/// one sentence per other layout.
std::string ExplanationTable(const Explanation& e);

}  // namespace shoal::planner
