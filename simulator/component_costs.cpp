#include "simulator/component_costs.h"

#include "simulator/collective_model.h"

namespace shoal::sim {

double CollectiveSeconds(const HardwareProfile& hw, Collective c, double bytes, int num_gpus,
                         int gpus_per_node) {
  const CollectiveModel model(hw);
  const Group g{num_gpus, gpus_per_node};
  switch (c) {
    case Collective::kAllReduce:
      return model.AllReduceSeconds(bytes, g);
    case Collective::kAllGather:
      return model.AllGatherSeconds(bytes, g);
    case Collective::kReduceScatter:
      return model.ReduceScatterSeconds(bytes, g);
    case Collective::kAllToAll:
      break;
  }
  return model.AllToAllSeconds(bytes, g, /*hierarchical=*/false);
}

PowerBreakdown WaitingPower(const HardwareProfile& hw, Precision precision, int gpus) {
  const PowerModel model(hw, precision);
  return WaitingPower(model, gpus);
}

}  // namespace shoal::sim
