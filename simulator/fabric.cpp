#include "simulator/fabric.h"

#include <algorithm>
#include <cstdint>

#include "simulator/collective_model.h"

namespace shoal::sim {

int GroupSpanNodes(int size, int stride, int gpus_per_node) {
  const int64_t gpus = static_cast<int64_t>(std::max(1, size)) * std::max(1, stride);
  const int64_t per_node = std::max(1, gpus_per_node);
  return static_cast<int>(std::max<int64_t>(1, (gpus + per_node - 1) / per_node));
}

int TiersCrossed(const NetworkSpec& net, int span_nodes) {
  int crossed = 0;
  for (const FabricTier& t : net.tiers) {
    if (span_nodes > t.nodes) ++crossed;
  }
  return crossed;
}

double FabricTaper(const NetworkSpec& net, const Group& g) {
  if (g.Nodes() <= 1) return 1.0;
  if (net.tiers.empty()) return net.oversubscription;
  const int span = std::max(g.span_nodes, g.Nodes());
  double taper = 1.0;
  for (const FabricTier& t : net.tiers) {
    if (span > t.nodes) taper *= t.oversubscription;
  }
  return taper;
}

}  // namespace shoal::sim
