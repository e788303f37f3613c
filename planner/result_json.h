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
Json RankedPlanToJson(const RankedPlan& r);
Json SearchStatsToJson(const SearchStats& s);
Json PlanSearchToJson(const SearchProblem& p, Objective objective, const SearchResult& r);
Json SweepToJson(const std::string& scenario, double tokens, const std::vector<SweepPoint>& points);

std::string PlanSearchTable(const SearchProblem& p, Objective objective, const SearchResult& r,
                            int threads);
std::string SweepTable(const std::string& scenario, double tokens,
                       const std::vector<SweepPoint>& points);
std::string SweepCsv(const std::vector<SweepPoint>& points);

}  // namespace shoal::planner
