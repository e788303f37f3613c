// `shoal sweep`: the best plan for each GPU type and count, what training the
// scenario's token budget would take on it (time, dollars, kWh, CO2), and the
// Pareto front of time vs cost vs energy.
#pragma once

#include <string>
#include <vector>

#include "core/scenario.h"
#include "planner/plan_search.h"

namespace shoal::planner {

/// "64..4096" (the powers of two in the range) or "64,480,1024". Throws
/// InputError naming `option` on anything else.
std::vector<int> ParseGpuCounts(const std::string& text, const std::string& option);

struct SweepPoint {
  std::string hardware;  ///< profile name
  int num_gpus = 0;
  bool feasible = false;
  std::string reason;  ///< why no plan (not feasible)
  RankedPlan best;     ///< feasible only
  SearchStats stats;
  bool pareto =
      false;  ///< no other point is at least as good in time, cost and energy and better in one
};

struct SweepOptions {
  std::vector<std::string> hardware;  ///< names or paths; empty: the scenario's
  std::vector<int> gpu_counts;
  SearchOptions search;  ///< objective picks each point's best plan; top_k is 1
  SearchConstraints constraints;  ///< applied at every point (planner/constraints.h)
};

/// Called with (done, total, "h100 x 512") in units of the whole sweep:
/// each point counts kSweepProgressUnits, filled as its search's analytical
/// pass advances, so a bar (with its time left) moves across the sweep.
using SweepProgressFn = std::function<void(size_t, size_t, const std::string&)>;
inline constexpr size_t kSweepProgressUnits = 1000;

std::vector<SweepPoint> RunSweep(const Scenario& s, const SweepOptions& o,
                                 const SweepProgressFn& progress = nullptr);

/// Sets `pareto` on the feasible points not dominated in (time, cost, energy).
void MarkPareto(std::vector<SweepPoint>* points);

}  // namespace shoal::planner
