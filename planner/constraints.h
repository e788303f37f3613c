// The search constraints of core/search_constraints.h applied to a plan
// search, and, when they leave no plan, which constraint empties the space.
#pragma once

#include <string>

#include "core/search_constraints.h"
#include "planner/plan_search.h"

namespace shoal::planner {

/// Narrows a problem and options built without constraints: degree ranges
/// and schedules into the space, recompute modes, ZeRO stages, offload, the
/// global batches to try, the memory headroom (p->hw.gpu.hbm_bytes keeps
/// only the usable share) and the budgets. Call once per problem. Throws
/// InputError naming the constraint when the global batch and tokens per
/// step ranges do not overlap.
void ApplyConstraints(const SearchConstraints& c, SearchProblem* p, SearchOptions* o);

/// Why a constrained search found no plan: the first constraint (in
/// ConstraintNames() order) after which no valid candidate is left, with the
/// rules that reject them; or, when valid candidates remain but none fits
/// or meets the budget, the constraints whose removal alone gives plans.
/// `base` and `base_options` are the problem and options before
/// ApplyConstraints; `failed` the constrained search's result.
std::string WhyNoPlan(const SearchProblem& base, const SearchOptions& base_options,
                      const SearchConstraints& c, const SearchResult& failed);

}  // namespace shoal::planner
