#include "simulator/collective_model.h"

#include <algorithm>
#include <cmath>

#include "core/units.h"
#include "simulator/fabric.h"

namespace shoal::sim {
namespace {

// NCCL tuning constants (NVIDIA/nccl src/graph/tuning.cc, master 5067397c, as
// collected in data/hardware_facts.json nccl_cost_model), microseconds.
struct Protocol {
  double base_us;      // per-collective base latency (ring)
  double intra_us;     // per NVLink hop
  double inter_us;     // per network hop
  double bw_fraction;  // share of the link bandwidth the protocol reaches
};
constexpr Protocol kLL{6.6, 0.6, 2.7, 0.5};
constexpr Protocol kLL128{14.0, 1.9, 14.0, 0.92};
constexpr Protocol kSimple{8.4, 3.4, 14.0, 1.0};
constexpr Protocol kProtocols[] = {kLL, kLL128, kSimple};
// LL's bandwidth ceiling per GPU, bytes/s (llMaxBws, NVIDIA/nccl src/graph/tuning.cc at
// 5067397c): on one node by GPU generation; across nodes by host CPU, Intel's row
// (2 nodes, 3 or more), which the model uses for every host (AMD hosts: 22.5, 19.0 GB/s).
double LLMaxBandwidth(const std::string& arch, int nodes) {
  if (nodes >= 3) return 20.4e9;
  if (nodes == 2) return 39.0e9;
  if (arch == "volta") return 39.0e9;
  if (arch == "ampere") return 87.7e9;
  if (arch == "blackwell") return 282.0e9;
  return 141.0e9;  // Hopper (and GPUs NCCL's table does not list)
}
// NVLink SHARP all-reduce gain over the ring on 8 Hopper GPUs (stas00/ml-engineering
// SHARP table: 473/366 GB/s busbw).
constexpr double kNvlsAllReduceGain = 1.29;
// NVLS tree's network hop latency, Simple protocol (tuning.cc hwLatencies NET), us.
constexpr double kNvlsTreeNetUs = 20.9;

}  // namespace

Group PlaceGroup(int size, int stride, int gpus_per_node) {
  Group g;
  g.ranks = std::max(1, size);
  int per_node = stride >= gpus_per_node ? 1 : gpus_per_node / std::max(1, stride);
  g.ranks_per_node = std::clamp(per_node, 1, g.ranks);
  g.span_nodes = GroupSpanNodes(g.ranks, stride, gpus_per_node);
  return g;
}

CollectiveModel::CollectiveModel(const HardwareProfile& hw) : hw_(hw) {
  double link = hw.node.intra_topology == "pcie" ? hw.node.pcie_bandwidth_bytes_per_s
                                                 : hw.node.nvlink_bandwidth_bytes_per_s;
  intra_bw_ = link * hw.efficiency.nccl_bandwidth;
  nic_bw_per_gpu_ = hw.network.nics_per_node * hw.network.nic_bandwidth_bytes_per_s /
                    std::max(1, hw.node.gpus_per_node) * hw.efficiency.NicBandwidth();
  full_mesh_ = hw.node.intra_topology == "xgmi_mesh" || hw.node.intra_topology == "nvlink_mesh";
  hybrid_cube_mesh_ = hw.node.intra_topology == "hybrid_cube_mesh";
}

double CollectiveModel::IntraBandwidth(int local_ranks) const {
  // A full mesh (AMD xGMI, a four-GH200 node's NVLink) gives each peer one link: a group of r GPUs
  // of a node drives r - 1 of its n - 1 links; a switch gives any group all of it.
  if (!full_mesh_ || hw_.node.gpus_per_node <= 1) return intra_bw_;
  const double peers = std::clamp(local_ranks - 1, 1, hw_.node.gpus_per_node - 1);
  return intra_bw_ * peers / (hw_.node.gpus_per_node - 1);
}

double CollectiveModel::RingBusBandwidth(const Group& g) const {
  const double intra_bw = IntraBandwidth(g.ranks_per_node);
  if (g.Nodes() <= 1) return intra_bw;
  // A ring crosses each node boundary once per channel: the members of a node
  // share their NICs, so the node's NIC bandwidth available to the group bounds it.
  double inter = g.ranks_per_node * nic_bw_per_gpu_ / FabricTaper(hw_.network, g);
  return g.ranks_per_node > 1 ? std::min(intra_bw, inter) : inter;
}

const CollectiveFit* CollectiveModel::FitFor(std::string_view name, const Group& g) const {
  if (hw_.efficiency.collective_fits.empty()) return nullptr;
  const std::string_view scope = g.Nodes() > 1 ? "inter_node" : "intra_node";
  const CollectiveFit* best = nullptr;
  for (const auto& f : hw_.efficiency.collective_fits) {
    if (f.collective != name || f.scope != scope) continue;
    if (!best || std::abs(f.ranks - g.ranks) < std::abs(best->ranks - g.ranks)) best = &f;
  }
  return best;
}

double CollectiveModel::RingOrTree(double bytes, double bus_factor, int steps, const Group& g,
                                   bool allreduce, std::string_view name) const {
  if (g.ranks <= 1 || bytes <= 0) return 0.0;
  if (const CollectiveFit* fit = FitFor(name, g)) {
    return fit->latency_s + bytes * bus_factor / fit->bus_bandwidth_bytes_per_s;
  }
  const int nodes = g.Nodes();
  const int inter_steps = allreduce ? 2 * (nodes - 1) : nodes - 1;
  const double net_latency_us = hw_.network.latency_s / kMicro;
  double busbw = RingBusBandwidth(g);
  if (allreduce && hw_.node.nvls && nodes == 1 && g.ranks >= 8) busbw *= kNvlsAllReduceGain;
  double best = INFINITY;
  for (const Protocol& p : kProtocols) {
    double bw = busbw * p.bw_fraction;
    if (&p == &kProtocols[0]) bw = std::min(bw, LLMaxBandwidth(hw_.gpu.arch, nodes));
    double inter_us = p.inter_us + net_latency_us;
    double ring_lat = p.base_us + (steps - inter_steps) * p.intra_us + inter_steps * inter_us;
    best = std::min(best, ring_lat * kMicro + bytes * bus_factor / bw);
    if (allreduce && nodes > 1) {
      // Tree: intra-node chain, then a binary tree over nodes (twice: reduce + broadcast).
      double tree_lat = p.base_us + 2.0 * ((g.ranks_per_node - 1) * p.intra_us +
                                           std::log2(static_cast<double>(nodes)) * inter_us);
      best = std::min(best, tree_lat * kMicro + bytes * bus_factor / (0.92 * bw));
    }
  }
  if (allreduce && hw_.node.nvls && nodes == 2 && g.ranks_per_node == hw_.node.gpus_per_node) {
    // NVLS tree (NCCL >= 2.18, Simple protocol only): NVLink SHARP reduces within each
    // node, and each GPU exchanges its share with the other node over its own NIC, sending
    // and receiving at once: on two nodes NCCL prices its inter-node bandwidth twice the
    // ring's (tuning.cc, "Handle 2 node case of NVLSTree"); measured 339 GB/s busbw on two
    // nodes of 8x 200 Gb/s NICs, above the ring's bound (docs/validation.md, Collectives).
    const double intra = IntraBandwidth(g.ranks_per_node) * kNvlsAllReduceGain;
    const double inter = 2.0 * g.ranks_per_node * nic_bw_per_gpu_ / FabricTaper(hw_.network, g);
    const double lat_us = kSimple.base_us + 2.0 * (kNvlsTreeNetUs + net_latency_us);
    best = std::min(best, lat_us * kMicro + bytes * bus_factor / std::min(intra, inter));
  }
  return best;
}

double CollectiveModel::AllReduceSeconds(double bytes, const Group& g) const {
  const double n = g.ranks;
  return RingOrTree(bytes, 2.0 * (n - 1) / n, 2 * (g.ranks - 1), g, true, "all_reduce");
}

double CollectiveModel::AllGatherSeconds(double bytes, const Group& g) const {
  const double n = g.ranks;
  return RingOrTree(bytes, (n - 1) / n, g.ranks - 1, g, false, "all_gather");
}

double CollectiveModel::ReduceScatterSeconds(double bytes, const Group& g) const {
  const double n = g.ranks;
  return RingOrTree(bytes, (n - 1) / n, g.ranks - 1, g, false, "reduce_scatter");
}

double CollectiveModel::AllToAllSeconds(double bytes, const Group& g, bool hierarchical) const {
  if (g.ranks <= 1 || bytes <= 0) return 0.0;
  const double n = g.ranks;
  if (const CollectiveFit* fit = FitFor("all_to_all", g)) {
    return fit->latency_s + bytes * (n - 1) / n / fit->bus_bandwidth_bytes_per_s;
  }
  const int nodes = g.Nodes();
  const double local = g.ranks_per_node;
  double intra_share = hybrid_cube_mesh_ ? 0.5 : 1.0;
  double intra_bw = IntraBandwidth(g.ranks_per_node) * intra_share;
  // Messages of m bytes per peer lose bandwidth to per-message overheads on
  // InfiniBand/NVLink: half at the profile's all_to_all_half_message_kib.
  const double half_message = hw_.efficiency.all_to_all_half_message_bytes;
  auto message_eff = [half_message](double m) { return m / (m + half_message); };
  const double net_us = hw_.network.latency_s / kMicro;
  double intra_bytes = bytes * (local - 1) / n;
  double inter_bytes = bytes * (n - local) / n;
  double per_peer = bytes / n;
  double t_intra = intra_bytes > 0 ? intra_bytes / (intra_bw * message_eff(per_peer)) : 0.0;
  double t_inter = 0, latency_us = kSimple.base_us + (local - 1) * kLL.intra_us;
  if (nodes > 1) {
    double nic = nic_bw_per_gpu_ / FabricTaper(hw_.network, g);
    if (hierarchical) {
      // Gather per destination node over NVLink, then one message per node pair.
      double msg = per_peer * local;
      t_inter = inter_bytes / (nic * message_eff(msg));
      t_intra += inter_bytes / intra_bw;  // the extra intra-node hop
      latency_us += 2 * kSimple.base_us + (nodes - 1) * (kLL.inter_us + net_us);
    } else {
      t_inter = inter_bytes / (nic * message_eff(per_peer));
      latency_us += (n - local) * kLL.inter_us / std::max(1.0, local) + net_us;
    }
  }
  return latency_us * kMicro + std::max(t_intra, t_inter);
}

double CollectiveModel::SendRecvSeconds(double bytes, bool same_node) const {
  if (bytes <= 0) return 0.0;
  double bw = same_node ? IntraBandwidth(2) : nic_bw_per_gpu_;
  double lat_us = kSimple.base_us + (same_node ? 0.0 : hw_.network.latency_s / kMicro);
  return lat_us * kMicro + bytes / bw;
}

}  // namespace shoal::sim
