// What plan searches of one model on one hardware profile share: the
// per-layer costs of each (tp, cp, ep, etp, micro-batch, recompute, MoE
// overlap, hierarchical all-to-all) split. They do not depend on dp, pp or
// the global batch, so a sweep's GPU counts build each once.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <tuple>

#include "core/plan.h"
#include "planner/plan_bound.h"
#include "planner/search_space.h"

namespace shoal::planner {

/// A split's layer costs and the fingerprint of its ops (simulator/plan_costs.h).
using sim::SplitCosts;

class SearchCache {
 public:
  /// The costs of `base`'s split (thread-safe; the reference stays valid as
  /// long as the cache). Share a cache only between problems of the same
  /// model, hardware profile, software stack and precision.
  const SplitCosts& Costs(const SearchProblem& p, const Plan& base);
  const UnitCosts& Units(const SearchProblem& p, const Plan& base) { return Costs(p, base).units; }
  size_t size() const;

 private:
  using Key = std::tuple<int, int, int, int, int, int, double, bool, bool, bool>;
  mutable std::mutex mu_;
  std::map<Key, std::unique_ptr<SplitCosts>> units_;
};

/// FNV-1a over the bytes of `value`, continuing from `h`.
template <typename T>
uint64_t HashBytes(uint64_t h, const T& value) {
  const auto* bytes = reinterpret_cast<const unsigned char*>(&value);
  for (size_t i = 0; i < sizeof(T); ++i) h = (h ^ bytes[i]) * 1099511628211ull;
  return h;
}
inline constexpr uint64_t kHashSeed = 14695981039346656037ull;

}  // namespace shoal::planner
