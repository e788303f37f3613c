// Where a rank sits in the plan's grid. World ranks are ordered with tensor
// parallelism fastest, then data parallelism, then pipeline stages:
// rank = (pp_rank * dp + dp_rank) * tp + tp_rank (Megatron's default order,
// tp-cp-ep-dp-pp); with the plan's rank_order "tp-cp-ep-pp-dp" (Megatron's
// --use-tp-pp-dp-mapping) stages come before replicas:
// rank = (dp_rank * pp + pp_rank) * tp + tp_rank. Groups are split by grid
// coordinates (trainer.cpp MakeGroups), so only which world rank holds which
// coordinates changes. Expert parallelism is
// carved from data parallelism: the expert-parallel group of a rank is the ep
// consecutive data-parallel ranks around it (same stage and tensor rank).
#pragma once

namespace shoal::executor {

struct Layout {
  int dp = 1, tp = 1, pp = 1, ep = 1;
  int dp_rank = 0, tp_rank = 0, pp_rank = 0;
  bool stages_inside_replicas = false;  ///< rank order tp-cp-ep-pp-dp

  static Layout For(int dp, int tp, int pp, int ep, int world_rank,
                    bool stages_inside_replicas = false) {
    Layout l;
    l.dp = dp;
    l.tp = tp;
    l.pp = pp;
    l.ep = ep;
    l.stages_inside_replicas = stages_inside_replicas;
    l.tp_rank = world_rank % tp;
    if (stages_inside_replicas) {
      l.pp_rank = (world_rank / tp) % pp;
      l.dp_rank = world_rank / (tp * pp);
    } else {
      l.dp_rank = (world_rank / tp) % dp;
      l.pp_rank = world_rank / (tp * dp);
    }
    return l;
  }
  int ep_rank() const { return dp_rank % ep; }
  int WorldRank(int pp_r, int dp_r, int tp_r) const {
    return stages_inside_replicas ? (dp_r * pp + pp_r) * tp + tp_r : (pp_r * dp + dp_r) * tp + tp_r;
  }
  bool first_stage() const { return pp_rank == 0; }
  bool last_stage() const { return pp_rank == pp - 1; }
};

}  // namespace shoal::executor
