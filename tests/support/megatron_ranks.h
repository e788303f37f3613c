// Megatron-Core's rank groups, enumerated by hand for small worlds: the test
// oracle of the rank grid (core/plan_geometry.h), the simulator's placement
// and the executor's communicators. RankGenerator
// (megatron/core/parallel_state.py) numbers ranks in mixed radix over the
// dimensions of its `order`, innermost first; a group of dimensions D is the
// ranks that agree on every index outside D (generate_masked_orthogonal_rank_groups).
#pragma once

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/plan.h"

namespace shoal::testing {

using MegatronDims = std::vector<std::pair<std::string, int>>;  // innermost first

inline int MegatronWorld(const MegatronDims& dims) {
  int world = 1;
  for (const auto& [name, size] : dims) world *= size;
  return world;
}

/// The index of `rank` in each dimension of `dims`.
inline std::vector<int> MegatronIndices(const MegatronDims& dims, int rank) {
  std::vector<int> index;
  for (const auto& [name, size] : dims) {
    index.push_back(rank % size);
    rank /= size;
  }
  return index;
}

/// The members of the group of `group_dims` that holds `rank`, ascending.
inline std::vector<int> MegatronGroupOf(const MegatronDims& dims,
                                        const std::set<std::string>& group_dims, int rank) {
  const std::vector<int> mine = MegatronIndices(dims, rank);
  std::vector<int> members;
  for (int other = 0; other < MegatronWorld(dims); ++other) {
    const std::vector<int> theirs = MegatronIndices(dims, other);
    bool same = true;
    for (size_t d = 0; d < dims.size(); ++d) {
      if (!group_dims.count(dims[d].first) && theirs[d] != mine[d]) same = false;
    }
    if (same) members.push_back(other);
  }
  return members;
}

/// Megatron's dense grid of `p` (RankGenerator(tp, ep = 1, dp, pp, cp)):
/// tp-cp-dp-pp, or tp-cp-pp-dp under --use-tp-pp-dp-mapping.
inline MegatronDims MegatronDenseDims(const Plan& p) {
  return p.rank_order == RankOrder::kTpCpEpDpPp
             ? MegatronDims{{"tp", p.tp}, {"cp", p.cp}, {"dp", p.dp}, {"pp", p.pp}}
             : MegatronDims{{"tp", p.tp}, {"cp", p.cp}, {"pp", p.pp}, {"dp", p.dp}};
}

/// Megatron's expert grid of `p` (RankGenerator(etp, ep, edp, pp, cp = 1)),
/// edp = world / (etp ep pp); dimensions named tp, ep, dp, pp as Megatron does.
inline MegatronDims MegatronExpertDims(const Plan& p) {
  const int edp = p.tp * p.cp * p.dp / (p.etp * p.ep);
  return p.rank_order == RankOrder::kTpCpEpDpPp
             ? MegatronDims{{"tp", p.etp}, {"ep", p.ep}, {"dp", edp}, {"pp", p.pp}}
             : MegatronDims{{"tp", p.etp}, {"ep", p.ep}, {"pp", p.pp}, {"dp", edp}};
}

struct MegatronCase {
  int tp, cp, dp, pp, ep, etp, gpus_per_node;
  bool moe;
  Plan ToPlan(RankOrder order) const {
    Plan p;
    p.tp = tp;
    p.cp = cp;
    p.dp = dp;
    p.pp = pp;
    p.ep = ep;
    p.etp = etp;
    p.rank_order = order;
    return p;
  }
};

/// Small worlds of dense and MoE plans: 8 to 32 ranks on 4- and 8-GPU nodes.
inline const std::vector<MegatronCase>& MegatronCases() {
  static const std::vector<MegatronCase> cases = {
      {2, 1, 4, 2, 1, 1, 8, false}, {2, 2, 2, 2, 1, 1, 8, false}, {1, 1, 4, 4, 1, 1, 4, false},
      {4, 1, 2, 4, 1, 1, 8, false}, {2, 1, 4, 2, 2, 1, 8, true},  {2, 1, 2, 2, 1, 2, 8, true},
      {2, 2, 2, 2, 4, 1, 8, true},  {1, 1, 8, 2, 1, 1, 8, false}, {2, 1, 4, 4, 2, 1, 4, true},
      {8, 1, 2, 2, 1, 1, 8, false}, {2, 2, 4, 2, 1, 1, 4, false},
  };
  return cases;
}

}  // namespace shoal::testing
