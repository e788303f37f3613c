// The JSON of planner results (docs/result-schemas.md, kinds `plan_search`
// and `sweep`) and their readable tables.
#pragma once

#include <string>
#include <vector>

#include "core/json_reader.h"
#include "planner/plan_search.h"
#include "planner/sweep.h"

namespace shoal::planner {

/// Plan::Summary() plus the settings it leaves out (bucket size, hierarchical all-to-all).
std::string DescribePlan(const Plan& p);

/// One entry of plan_search.plans (and sweep.points[].best).
/// The run's energy if every step took its pessimistic (p90) time at the
/// step's average power: energy_kwh x P90StepEnergyJ / energy_j_per_step.
double EnergyKwhP90(const RankedPlan& r);
Json RankedPlanToJson(const RankedPlan& r);
Json SearchStatsToJson(const SearchStats& s);
/// `constraints`: DescribeConstraints() text ("" when none).
Json PlanSearchToJson(const SearchProblem& p, Objective objective, const SearchResult& r,
                      const std::string& constraints = "");
Json SweepToJson(const std::string& scenario, double tokens, const std::vector<SweepPoint>& points,
                 const std::string& constraints = "");

std::string PlanSearchTable(const SearchProblem& p, Objective objective, const SearchResult& r,
                            int threads, const std::string& constraints = "");
/// One row per ranked plan: metrics, the parallel degrees and settings, the breakdown.
std::string PlanSearchCsv(const SearchResult& r);
std::string SweepTable(const std::string& scenario, double tokens,
                       const std::vector<SweepPoint>& points);
std::string SweepCsv(const std::vector<SweepPoint>& points);

}  // namespace shoal::planner
