#include "executor/layout.h"

namespace shoal::executor {

Layout Layout::For(const Plan& plan, int world_rank) {
  Layout l;
  l.dp = plan.dp;
  l.tp = plan.tp;
  l.pp = plan.pp;
  l.ep = plan.ep;
  l.world_rank = world_rank;
  l.grid = RankGrid(plan);
  const DenseCoords d = l.grid.Dense(world_rank);
  l.tp_rank = d.tp;
  l.dp_rank = d.dp;
  l.pp_rank = d.pp;
  l.ep_rank_ = l.grid.Expert(world_rank).ep;
  return l;
}

Groups MakeGroups(Comm& world, const Layout& l) {
  // A group's lowest member names it; the world rank orders it.
  auto split = [&](ParallelGroup g) { return world.Split(l.Members(g).front(), l.world_rank); };
  Groups g;
  g.tp = split(ParallelGroup::kTp);
  g.dp = split(ParallelGroup::kDpCp);  // cp = 1: the data-parallel group
  g.ep = split(ParallelGroup::kEp);
  g.expert_dp = split(ParallelGroup::kExpertDp);
  return g;
}

}  // namespace shoal::executor
