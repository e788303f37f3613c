// How a set of world ranks sits on nodes, against the simulator's placement
// of a group (simulator/collective_model.h Group): the check of the
// simulator's and the executor's groups against Megatron's members.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "simulator/collective_model.h"

namespace shoal::testing {

struct SeenPlacement {
  int ranks = 0, per_node = 0, nodes = 0, span = 0;
};

inline SeenPlacement ObservePlacement(const std::vector<int>& members, int gpus_per_node) {
  SeenPlacement s;
  s.ranks = static_cast<int>(members.size());
  std::vector<int> count;
  for (int r : members) {
    const int node = r / gpus_per_node;
    if (static_cast<int>(count.size()) <= node) count.resize(static_cast<size_t>(node) + 1, 0);
    ++count[static_cast<size_t>(node)];
  }
  for (int c : count) {
    s.per_node = std::max(s.per_node, c);
    s.nodes += c > 0 ? 1 : 0;
  }
  s.span = members.back() / gpus_per_node - members.front() / gpus_per_node + 1;
  return s;
}

/// The simulator's `g` describes the ranks `members` on nodes of `gpus_per_node`.
inline void CheckPlacedGroup(const char* name, const sim::Group& g, const std::vector<int>& members,
                             int gpus_per_node) {
  const SeenPlacement seen = ObservePlacement(members, gpus_per_node);
  INFO(name);
  CHECK(g.ranks == seen.ranks);
  CHECK(g.ranks_per_node == seen.per_node);
  CHECK(g.Nodes() == seen.nodes);
  // The fabric model counts the nodes of the rank range a group's layout
  // covers: never fewer than its first-to-last span.
  CHECK(std::max(g.span_nodes, g.Nodes()) >= seen.span);
}

}  // namespace shoal::testing
