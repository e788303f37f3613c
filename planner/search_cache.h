// What plan searches of one model on one hardware profile share: the
// per-layer costs of each (tp, cp, ep, etp, micro-batch, recompute, MoE
// overlap, hierarchical all-to-all) split. They do not depend on dp, pp or
// the global batch, so a sweep's GPU counts build each once.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <tuple>

#include "core/plan.h"
#include "planner/plan_bound.h"
#include "planner/search_space.h"

namespace shoal::planner {

class SearchCache {
 public:
  /// The unit costs of `base`'s split (thread-safe; the reference stays
  /// valid as long as the cache). Share a cache only between problems of
  /// the same model, hardware profile, software stack and precision.
  const UnitCosts& Units(const SearchProblem& p, const Plan& base);
  size_t size() const;

 private:
  using Key = std::tuple<int, int, int, int, int, int, double, bool, bool, bool>;
  mutable std::mutex mu_;
  std::map<Key, std::unique_ptr<UnitCosts>> units_;
};

}  // namespace shoal::planner
