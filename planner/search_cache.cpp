#include "planner/search_cache.h"

#include "simulator/layer_cost.h"

namespace shoal::planner {

namespace {

uint64_t Fingerprint(const sim::LayerCostModel& costs) {
  uint64_t h = kHashSeed;
  for (const sim::LayerCost* layer : {&costs.Dense(), &costs.Moe(), &costs.Embedding(), &costs.Head()}) {
    for (const sim::PassCost* pass : {&layer->forward, &layer->backward}) {
      h = HashBytes(h, pass->ops.size());
      for (const sim::Op& op : pass->ops) {
        for (char c : op.name) h = HashBytes(h, c);
        h = HashBytes(h, op.kind);
        h = HashBytes(h, op.seconds);
        h = HashBytes(h, op.activity);
      }
    }
  }
  return h;
}

}  // namespace

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
  const sim::LayerCostModel costs(p.model, p.hw, base);
  auto built = std::make_unique<SplitCosts>();
  built->units = UnitCostsOf(costs, p.model);
  built->ops_fingerprint = Fingerprint(costs);
  std::lock_guard<std::mutex> lock(mu_);
  auto [it, added] = units_.emplace(key, std::move(built));
  return *it->second;
}

size_t SearchCache::size() const {
  std::lock_guard<std::mutex> lock(mu_);
  return units_.size();
}

}  // namespace shoal::planner
