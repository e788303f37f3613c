// The fat tree above the nodes: how much of a NIC's bandwidth a collective
// gets once its group spans more leaves or spines.
//
// A profile (network.tiers) or a scenario (cluster.tiers) lists the tiers
// leaf first: each switch group of tier i joins `nodes` nodes and its uplinks
// are oversubscribed `oversubscription`:1. A group whose members span more
// nodes than a tier's group rises above that tier, and every rank of the job
// drives its NICs at once (all DP or EP groups run together), so its
// inter-node bandwidth is the NIC's divided by the product of the
// oversubscriptions of the tiers it rises above. Members are placed in the
// plan's rank order (Megatron-Core's, TP innermost, then CP, DP, PP by
// default, or CP, PP, DP; experts EP inside EDP; simulator/layer_cost.h
// PlaceRanks): a group of `size` members at rank `stride` spans size x
// stride GPUs.
// The NVLink domain is the node (8 GPUs; 72 in a GB200 NVL72 rack).
// Without tiers the profile's single `oversubscription` applies to every
// inter-node collective, as before.
#pragma once

#include "core/hardware.h"

namespace shoal::sim {

struct Group;

/// Nodes from a group's first member to its last.
int GroupSpanNodes(int size, int stride, int gpus_per_node);

/// Divisor of the NIC bandwidth for a collective over `g` (1: untapered).
double FabricTaper(const NetworkSpec& net, const Group& g);

/// The highest tier a group spanning `span_nodes` rises above (0: within a
/// leaf or no tiers; i: above tiers 1..i).
int TiersCrossed(const NetworkSpec& net, int span_nodes);

}  // namespace shoal::sim
