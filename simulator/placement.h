// Where a plan's ranks sit: the parallel groups (communicators) of a plan in
// its rank order, and how many nodes each spans. The ranks are numbered by
// core's RankGrid (core/plan_geometry.h, shared with the executor); this
// places its groups on nodes. Public (docs/architecture.md "The simulator's
// public API"): the planner's bounds and reports place ranks exactly as the
// simulated step does.
#pragma once

#include "core/plan.h"

namespace shoal::sim {

/// A communicator: `ranks` members, `ranks_per_node` of them on each node.
struct Group {
  int ranks = 1;
  int ranks_per_node = 1;
  int span_nodes = 0;  ///< nodes from its first to its last member (0: Nodes())

  int Nodes() const { return (ranks + ranks_per_node - 1) / ranks_per_node; }
  bool operator==(const Group&) const = default;
};

/// Where the members of a parallel group sit when they are `stride` ranks
/// apart: `stride` is the product of the sizes of the dimensions inside it
/// in the plan's rank order (PlaceRanks).
Group PlaceGroup(int size, int stride, int gpus_per_node);

/// Where the ranks of each parallel group sit.
struct Placement {
  Group tp, cp, dp_cp, ep, edp;
  Group pp;                   ///< one pipeline's stages
  bool pp_same_node = false;  ///< neighbouring stages share a node
  int edp_size = 1;
  bool operator==(const Placement&) const = default;
};
/// The groups of `plan` in its rank order (Plan::rank_order), as Megatron-Core's
/// RankGenerator numbers them (megatron/core/parallel_state.py): TP innermost,
/// then CP, then DP and PP in the order's sequence; the expert ranks are
/// ETP, EP, expert-DP and PP in the same sequence.
Placement PlaceRanks(const Plan& plan, int gpus_per_node);
/// Whether the plan's other rank order would place its groups differently on
/// nodes of `gpus_per_node` GPUs (pp > 1, dp > 1, more than one node).
bool RankOrderChangesPlacement(const Plan& plan, int gpus_per_node);

}  // namespace shoal::sim
