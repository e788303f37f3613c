#include <doctest/doctest.h>

#include "simulator/collective_model.h"
#include "simulator/fabric.h"

using namespace shoal;
using namespace shoal::sim;

namespace {

NetworkSpec TwoTiers(double leaf_up, double spine_up) {
  NetworkSpec n;
  n.tiers = {{16, leaf_up}, {128, spine_up}};
  return n;
}

}  // namespace

TEST_CASE("a group's span in Megatron rank order") {
  CHECK(GroupSpanNodes(8, 1, 8) == 1);     // TP8 in one node
  CHECK(GroupSpanNodes(16, 8, 8) == 16);   // DP16 across TP8: 16 nodes
  CHECK(GroupSpanNodes(4, 64, 8) == 32);   // PP4 at stride 64: nodes 0..31
  CHECK(GroupSpanNodes(72, 1, 72) == 1);   // an NVL72 rack is one NVLink domain
  CHECK(PlaceGroup(16, 8, 8).span_nodes == 16);
}

TEST_CASE("groups that rise above more tiers get the tapered bandwidth") {
  const NetworkSpec net = TwoTiers(4, 2);
  CHECK(FabricTaper(net, PlaceGroup(8, 1, 8)) == 1);    // inside a node
  CHECK(FabricTaper(net, PlaceGroup(16, 8, 8)) == 1);   // inside a leaf group
  CHECK(FabricTaper(net, PlaceGroup(32, 8, 8)) == 4);   // above the leaf
  CHECK(FabricTaper(net, PlaceGroup(256, 8, 8)) == 8);  // above the spine too
  CHECK(TiersCrossed(net, 16) == 0);
  CHECK(TiersCrossed(net, 17) == 1);
  CHECK(TiersCrossed(net, 129) == 2);
  // No tiers: the single oversubscription on every inter-node group, as before.
  NetworkSpec plain;
  plain.oversubscription = 2;
  CHECK(FabricTaper(plain, PlaceGroup(2, 8, 8)) == 2);
  CHECK(FabricTaper(plain, PlaceGroup(8, 1, 8)) == 1);
}

TEST_CASE("an all-reduce above a 4:1 leaf uplink is slower than one inside the leaf") {
  HardwareProfile hw;
  hw.node.gpus_per_node = 8;
  hw.node.nvlink_bandwidth_bytes_per_s = 450e9;
  hw.network.nics_per_node = 8;
  hw.network.nic_bandwidth_bytes_per_s = 50e9;
  hw.network.latency_s = 5e-6;
  hw.network.tiers = {{16, 1.0}, {128, 1.0}};
  HardwareProfile hw4 = hw;  // the model keeps a reference: one profile each
  hw4.network.tiers = {{16, 4.0}, {128, 1.0}};
  const CollectiveModel flat(hw), tapered(hw4);
  const double bytes = 1e9;
  const Group inside = PlaceGroup(16, 8, 8), across = PlaceGroup(32, 8, 8);
  CHECK(tapered.AllReduceSeconds(bytes, inside) == flat.AllReduceSeconds(bytes, inside));
  const double ratio = tapered.AllReduceSeconds(bytes, across) / flat.AllReduceSeconds(bytes, across);
  CHECK(ratio > 3.5);
  CHECK(ratio < 4.01);
}
