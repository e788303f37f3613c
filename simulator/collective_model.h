// Cost of NCCL collectives on the node and network topology: latency + bytes
// over bus bandwidth, after NCCL's own cost model (src/graph/tuning.cc: ring,
// tree and NVLS algorithms; LL, LL128 and Simple protocols) and nccl-tests'
// bus-bandwidth factors.
#pragma once

#include <string>
#include <string_view>

#include "core/hardware.h"
#include "simulator/placement.h"

namespace shoal::sim {

class CollectiveModel {
 public:
  explicit CollectiveModel(const HardwareProfile& hw);

  /// `bytes` is the full buffer on each rank (nccl-tests' size).
  double AllReduceSeconds(double bytes, const Group& g) const;
  double AllGatherSeconds(double bytes, const Group& g) const;      ///< bytes = output size
  double ReduceScatterSeconds(double bytes, const Group& g) const;  ///< bytes = input size
  /// Each rank sends `bytes` in all (bytes/ranks to each peer).
  double AllToAllSeconds(double bytes, const Group& g, bool hierarchical) const;
  double SendRecvSeconds(double bytes, bool same_node) const;

  /// Bus bandwidth of a ring over `g` (bytes/s), the slowest of its links.
  double RingBusBandwidth(const Group& g) const;
  double IntraNodeBandwidth() const { return intra_bw_; }
  /// Achieved intra-node bandwidth per GPU for a group of `local_ranks` GPUs
  /// of one node (all of it on a switch; r - 1 of n - 1 links on a mesh).
  double IntraBandwidth(int local_ranks) const;
  double NicBandwidthPerGpu() const { return nic_bw_per_gpu_; }
  const HardwareProfile& hardware() const { return hw_; }

 private:
  double RingOrTree(double bytes, double bus_factor, int steps, const Group& g, bool allreduce,
                    std::string_view name) const;
  const CollectiveFit* FitFor(std::string_view name, const Group& g) const;

  const HardwareProfile& hw_;
  double intra_bw_;                // per GPU, per direction, achieved
  double nic_bw_per_gpu_;          // per GPU share of the node's NICs, achieved
  bool full_mesh_ = false;         // intra_topology "xgmi_mesh" or "nvlink_mesh": a link per peer
  bool hybrid_cube_mesh_ = false;  // intra_topology is "hybrid_cube_mesh"
};

}  // namespace shoal::sim
