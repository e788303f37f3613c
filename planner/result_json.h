// Planner results as the `plan_search` and `sweep` result kinds
// (docs/result-schemas.md): the structs of results/plan_search.h and
// results/sweep.h, which write their JSON and CSV (and read them back for
// `shoal report`), filled from a search; and their readable tables.
#pragma once

#include <string>
#include <vector>

#include "core/json_reader.h"
#include "planner/plan_search.h"
#include "planner/sweep.h"
#include "results/plan_search.h"
#include "results/sweep.h"

namespace shoal::planner {

/// Plan::Summary() plus the settings it leaves out (bucket size, hierarchical all-to-all).
using results::DescribePlan;

/// The run's energy if every step took its pessimistic (p90) time at the
/// step's average power: energy_kwh x P90StepEnergyJ / energy_j_per_step.
double EnergyKwhP90(const RankedPlan& r);
/// One entry of plan_search.plans (and sweep.points[].best).
results::PlanEntry PlanEntryOf(const RankedPlan& r);
/// `constraints`: DescribeConstraints() text ("" when none). Without the
/// explanation (planner/explain.h ExplanationResultOf adds it).
results::PlanSearchResult PlanSearchResultOf(const SearchProblem& p, Objective objective,
                                             const SearchResult& r,
                                             const std::string& constraints = "");
results::SweepResult SweepResultOf(const std::string& scenario, double tokens,
                                   const std::vector<SweepPoint>& points,
                                   const std::string& constraints = "");

std::string PlanSearchTable(const SearchProblem& p, Objective objective, const SearchResult& r,
                            int threads, const std::string& constraints = "");
std::string SweepTable(const std::string& scenario, double tokens,
                       const std::vector<SweepPoint>& points);

}  // namespace shoal::planner
