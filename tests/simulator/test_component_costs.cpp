// The simulator's public component costs (simulator/component_costs.h) are the
// models a step prices its parts with, not a second formula.
#include <doctest/doctest.h>

#include "core/hardware.h"
#include "simulator/collective_model.h"
#include "simulator/component_costs.h"
#include "simulator/power_model.h"

using namespace shoal;
using namespace shoal::sim;

TEST_CASE("CollectiveSeconds is the collective model's time for each collective") {
  const HardwareProfile hw = ResolveHardware("h100", "", "hardware");
  const CollectiveModel model(hw);
  for (const auto& [gpus, per_node] : {std::pair{8, 8}, std::pair{16, 8}, std::pair{64, 8}}) {
    const Group g{gpus, per_node};
    CHECK(CollectiveSeconds(hw, Collective::kAllReduce, 1e9, gpus, per_node) ==
          model.AllReduceSeconds(1e9, g));
    CHECK(CollectiveSeconds(hw, Collective::kAllGather, 1e9, gpus, per_node) ==
          model.AllGatherSeconds(1e9, g));
    CHECK(CollectiveSeconds(hw, Collective::kReduceScatter, 1e9, gpus, per_node) ==
          model.ReduceScatterSeconds(1e9, g));
    CHECK(CollectiveSeconds(hw, Collective::kAllToAll, 1e9, gpus, per_node) ==
          model.AllToAllSeconds(1e9, g, /*hierarchical=*/false));
  }
  // Across nodes an all-reduce is slower than within one.
  CHECK(CollectiveSeconds(hw, Collective::kAllReduce, 1e9, 16, 8) >
        CollectiveSeconds(hw, Collective::kAllReduce, 1e9, 8, 8));
}

TEST_CASE("WaitingPower is the power model's waiting draw for the profile and precision") {
  const HardwareProfile hw = ResolveHardware("h100", "", "hardware");
  const PowerBreakdown got = WaitingPower(hw, Precision::kBf16, 64);
  const PowerBreakdown want = WaitingPower(PowerModel(hw, Precision::kBf16), 64);
  CHECK(got.gpu_total_w == want.gpu_total_w);
  CHECK(got.FacilityW() == want.FacilityW());
  CHECK(got.gpu_total_w > 0);
}
