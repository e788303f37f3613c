// Where a rank sits in the plan's grid. World ranks are ordered with tensor
// parallelism fastest, then data parallelism, then pipeline stages:
// rank = (pp_rank * dp + dp_rank) * tp + tp_rank. Expert parallelism is
// carved from data parallelism: the expert-parallel group of a rank is the ep
// consecutive data-parallel ranks around it (same stage and tensor rank).
#pragma once

namespace shoal::executor {

struct Layout {
  int dp = 1, tp = 1, pp = 1, ep = 1;
  int dp_rank = 0, tp_rank = 0, pp_rank = 0;

  static Layout For(int dp, int tp, int pp, int ep, int world_rank) {
    Layout l;
    l.dp = dp;
    l.tp = tp;
    l.pp = pp;
    l.ep = ep;
    l.tp_rank = world_rank % tp;
    l.dp_rank = (world_rank / tp) % dp;
    l.pp_rank = world_rank / (tp * dp);
    return l;
  }
  int ep_rank() const { return dp_rank % ep; }
  int WorldRank(int pp_r, int dp_r, int tp_r) const { return (pp_r * dp + dp_r) * tp + tp_r; }
  bool first_stage() const { return pp_rank == 0; }
  bool last_stage() const { return pp_rank == pp - 1; }
};

}  // namespace shoal::executor
