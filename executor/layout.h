// Where a rank sits in the plan's grid, and the communicators it trains with.
// Both come from the core rank grid (core/plan_geometry.h RankGrid), the one
// the simulator places (simulator/layer_cost.h PlaceRanks), which numbers
// world ranks as Megatron-Core's RankGenerator does: tensor parallelism
// fastest, then data parallelism, then pipeline stages in the default order
// tp-cp-ep-dp-pp, stages before replicas in tp-cp-ep-pp-dp (Megatron's
// --use-tp-pp-dp-mapping). Expert parallelism follows Megatron's expert grid
// (etp = 1 here, so etp, ep, edp, pp): the expert-parallel group is ep
// consecutive world ranks of one stage, which may span tensor ranks as well
// as replicas, and the expert-data-parallel group is every rank of the stage
// holding the same experts. Each tensor rank therefore routes its own share
// of a micro-batch's tokens through the experts (executor/moe.cpp), as
// Megatron's sequence-parallel MoE layer does.
#pragma once

#include <memory>
#include <vector>

#include "core/plan.h"
#include "core/plan_geometry.h"
#include "executor/comm.h"

namespace shoal::executor {

struct Layout {
  int dp = 1, tp = 1, pp = 1, ep = 1;
  int world_rank = 0;
  int dp_rank = 0, tp_rank = 0, pp_rank = 0;
  RankGrid grid;  ///< the plan's grid (a single rank by default)

  /// The layout of `world_rank` under `plan` (cp = etp = 1: the executor's plans).
  static Layout For(const Plan& plan, int world_rank);
  /// This rank's experts: its index in the expert-parallel group.
  int ep_rank() const { return ep_rank_; }
  int WorldRank(int pp_r, int dp_r, int tp_r) const {
    return grid.RankOf(DenseCoords{tp_r, 0, dp_r, pp_r});
  }
  /// The world ranks of this rank's group `g`, ascending.
  std::vector<int> Members(ParallelGroup g) const { return grid.Members(g, world_rank); }
  bool first_stage() const { return pp_rank == 0; }
  bool last_stage() const { return pp_rank == pp - 1; }

 private:
  int ep_rank_ = 0;
};

/// The communicators of one rank: tensor parallel, data parallel (dense
/// gradients), expert parallel (dispatch and combine) and expert data
/// parallel (expert gradients).
struct Groups {
  std::unique_ptr<Comm> tp, dp, ep, expert_dp;
};

/// Splits `world` into `l`'s groups (collective: every rank calls it). Each
/// group holds the members the grid lists, ranked in ascending world rank.
Groups MakeGroups(Comm& world, const Layout& l);

}  // namespace shoal::executor
