// The plan search: enumerate the space (planner/search_space.h) as units (a
// structure under one schedule) with a floor under all their variants' bounds
// (planner/plan_bound.h), then, best first, evaluate units (each variant's
// lower bounds on time and energy, exact memory for those below the K-th
// best found) and simulate candidates with the discrete-event engine in
// order of their bound, until nothing left can beat the K-th best simulated
// plan. The top K are exactly those an exhaustive simulation would rank
// first (ties broken by enumeration order), whatever the thread count
// (docs/planner.md, "Pruning and ranking" and "Search speed").
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "planner/parallel.h"
#include "planner/search_space.h"
#include "planner/training_cost.h"
#include "simulator/simulate.h"

namespace shoal::planner {

class SearchCache;

enum class Objective { kTime, kCost, kEnergy, kTokensPerDollar };
const char* ObjectiveName(Objective o);
/// "time", "cost", "energy", "tokens-per-dollar"; false when unknown.
bool ParseObjective(const std::string& name, Objective* out);
/// ParseObjective, throwing InputError naming `option` when unknown.
Objective ObjectiveOption(const std::string& name, const std::string& option);

/// What step time ranks plans: the prediction, or its pessimistic bound
/// (sim::PessimisticStepSeconds: each part of the step times its own p90
/// factor, docs/validation.md "Uncertainty"). The pessimistic bound also asks
/// each plan's memory to fit with the prediction's uncertainty
/// (sim::SimOptions::memory_margin).
enum class Risk { kNone, kP90 };
/// "none" or "p90"; throws InputError naming `option` when unknown.
Risk RiskOption(const std::string& name, const std::string& option);
/// The simulator's options under `risk`.
sim::SimOptions SimOptionsFor(Risk risk);

struct SearchOptions {
  Objective objective = Objective::kTime;
  /// Rank by the p90 step time (time, cost, tokens per dollar), or by the
  /// step energy at that time (energy: P90StepEnergyJ).
  Risk risk = Risk::kNone;
  int top_k = 10;
  int threads = 0;  ///< 0: all cores
  SearchSpaceOptions space;
  ProgressFn progress;  ///< analytical pass progress, on the calling thread
  /// Candidates simulated together at most; fixed so counts do not depend on threads.
  int simulation_batch = 4;
  /// Rank parallel layouts, not variants: keep only the best plan of each
  /// dp x tp x pp x cp x ep x etp split (what a capacity planner compares).
  bool distinct_layouts = false;
  /// Whole-run budgets (0: none): plans over them are not ranked.
  double max_cost_usd = 0;
  double max_energy_kwh = 0;
  /// Layer costs shared with other searches of the same model, hardware and
  /// software stack (a sweep's GPU counts); null: the search's own.
  SearchCache* cache = nullptr;
  /// Rank a plan the simulator treats like one already simulated by that
  /// simulation (planner/simulation_twins.h); the plans reported are still
  /// simulated themselves. False: simulate every candidate ranked.
  bool reuse_twin_simulations = true;
  /// Before anything fits, rule out a unit (a structure under one schedule)
  /// whose memory floor (planner/unit_memory.h) is above the GPU's memory
  /// without checking its variants one by one. False: check each.
  bool memory_floors = true;
};

/// The parallel layout of a plan: "dp16 tp8 pp8 cp1 ep1 etp1".
std::string LayoutKey(const Plan& p);

struct RankedPlan {
  int rank = 0;
  Plan plan;
  sim::StepResult result;
  TrainingEstimate training;
  /// The ranking key: seconds (or joules) per step, scaled to the problem's
  /// reference global batch when the plan's batch differs.
  double objective_value = 0;
};

struct SearchStats {
  int64_t space_size = 0;  ///< every candidate the rules describe
  int64_t evaluated = 0;   ///< valid candidates (each bounded, alone or with its structure)
  int64_t bounded = 0;     ///< of those, given their own time and energy bounds
  int64_t memory_checked = 0;  ///< of those, bounded below the K-th best: memory computed
  /// Of those, ruled out with their unit by its memory floor, not one by one
  /// (not in the JSON: the counts above do not depend on it).
  int64_t memory_floored = 0;
  int64_t feasible = 0;        ///< of those, fitting in memory (and the budgets)
  int64_t simulated = 0;       ///< ranked by the event engine's simulation
  int64_t reused = 0;  ///< of those, by the simulation of a twin (planner/simulation_twins.h)
  double wall_s = 0;
  double analytical_s = 0;  ///< of wall_s: enumeration and analytical evaluation
  double simulation_s = 0;  ///< of wall_s: event-engine simulations
  /// Why candidates were not ranked, with counts; space_size = sum + simulated.
  RejectCounts rejected;
};

struct SearchResult {
  SearchStats stats;
  Risk risk = Risk::kNone;        ///< the options' (the table shows the p90 it ranked by)
  std::vector<RankedPlan> plans;  ///< best first, at most top_k
  std::string failure;            ///< why there is no plan (plans empty)
};

/// The per-step ranking key of an objective: step time for time, cost and
/// tokens per dollar (the GPU count is fixed, so cost is proportional to
/// time), energy per step for energy; times p.global_batch_size /
/// plan.global_batch_size, so plans with different batches compare per
/// sequence (the factor is exactly 1 when the batch is fixed).
/// The step's energy if it took its pessimistic (p90) time: the simulated
/// step's energy plus the job's waiting draw (StepResult::waiting_w) over the
/// extra time. The metered MLPerf runs show steps longer than simulated at
/// about that draw, not at the step's average power (docs/validation.md).
double P90StepEnergyJ(const sim::StepResult& r);

/// With Risk::kP90 the step time is the pessimistic bound, and the energy
/// the step's at that time (P90StepEnergyJ).
double ObjectiveKey(Objective o, const SearchProblem& p, const Plan& plan, const sim::StepResult& r,
                    Risk risk = Risk::kNone);

inline constexpr const char* kOverCostBudget = "over the cost budget";
inline constexpr const char* kOverEnergyBudget = "over the energy budget";

/// The budget `e` breaks (kOverCostBudget, kOverEnergyBudget) or nullptr.
const char* OverBudget(const SearchOptions& o, const TrainingEstimate& e);

/// Time to train, dollars, energy and CO2 of a simulated plan.
TrainingEstimate EstimateRun(const SearchProblem& p, const Plan& plan, const sim::StepResult& r);

SearchResult SearchPlans(const SearchProblem& problem, const SearchOptions& options);

}  // namespace shoal::planner
