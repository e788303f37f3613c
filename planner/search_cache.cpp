#include "planner/search_cache.h"

namespace shoal::planner {

const SplitCosts& SearchCache::Costs(const SearchProblem& p, const Plan& base) {
  const Key key{base.tp,
                base.cp,
                base.ep,
                base.etp,
                base.micro_batch_size,
                static_cast<int>(base.recompute),
                base.recompute_fraction,
                base.overlap_moe_comm,
                base.hierarchical_all_to_all,
                base.sequence_parallel};
  {
    std::lock_guard<std::mutex> lock(mu_);
    auto it = units_.find(key);
    if (it != units_.end()) return *it->second;
  }
  // Built outside the lock; a thread that loses the race drops its copy,
  // which is the same (layer costs are a function of the key).
  auto built = std::make_unique<SplitCosts>(sim::SplitCostsOf(p.model, p.hw, base));
  std::lock_guard<std::mutex> lock(mu_);
  auto [it, added] = units_.emplace(key, std::move(built));
  return *it->second;
}

size_t SearchCache::size() const {
  std::lock_guard<std::mutex> lock(mu_);
  return units_.size();
}

}  // namespace shoal::planner
