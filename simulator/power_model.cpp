#include "simulator/power_model.h"

#include <algorithm>

namespace shoal::sim {

const char* ActivityName(Activity a) {
  switch (a) {
    case Activity::kGemm: return "gemm";
    case Activity::kAttention: return "attention";
    case Activity::kMemory: return "memory_bound";
    case Activity::kComm: return "communication";
    case Activity::kWait: return "wait";
    case Activity::kCount: break;
  }
  return "?";
}

const char* PowerBoundaryName(PowerBoundary b) {
  switch (b) {
    case PowerBoundary::kGpus: return "gpus";
    case PowerBoundary::kNodes: return "nodes";
    case PowerBoundary::kNodesNetwork: return "nodes_network";
    case PowerBoundary::kFacility: return "facility";
  }
  return "?";
}

bool ParsePowerBoundary(const std::string& name, PowerBoundary* out) {
  for (PowerBoundary b : {PowerBoundary::kGpus, PowerBoundary::kNodes, PowerBoundary::kNodesNetwork,
                          PowerBoundary::kFacility}) {
    if (name == PowerBoundaryName(b)) {
      *out = b;
      return true;
    }
  }
  return false;
}

PowerModel::PowerModel(const HardwareProfile& hw, Precision precision) : hw_(hw) {
  const GpuSpec& g = hw.gpu;
  // A cap scales the dynamic power of busy kernels by ClockFactor()^3 (the
  // same f ~ P^(1/3) law that slows their clock), never above the cap.
  const double f = g.ClockFactor();
  const double cap = g.power_limit_w > 0 ? std::min(g.power_limit_w, g.power_tdp_w) : g.power_tdp_w;
  limit_w_ = cap;
  auto busy = [&](double w) { return g.power_idle_w + (w - g.power_idle_w) * f * f * f; };
  auto set = [&](Activity a, double w) { watts_[static_cast<size_t>(a)] = w; };
  set(Activity::kGemm,
      busy(precision == Precision::kFp8 || precision == Precision::kFp4 ? g.power_gemm_fp8_w
                                                                        : g.power_gemm_w));
  set(Activity::kAttention, busy(g.power_attention_w));
  set(Activity::kMemory, busy(g.power_memory_bound_w));
  set(Activity::kComm, std::min(cap, g.power_comm_w));
  set(Activity::kWait, std::min(cap, g.power_wait_w));
}

double PowerModel::BusyWatts(const ActivityArray& busy_s) const {
  double s = 0, j = 0;
  for (size_t a = 0; a < kNumActivities; ++a) {
    s += busy_s[a];
    j += busy_s[a] * watts_[a];
  }
  return s > 0 ? std::min(limit_w_, j / s) : 0.0;
}

double PowerModel::MinBusyWatts() const {
  return std::min({limit_w_, GpuWatts(Activity::kGemm), GpuWatts(Activity::kAttention),
                   GpuWatts(Activity::kMemory), GpuWatts(Activity::kComm)});
}

double PowerModel::NodeOverheadWattsPerGpu() const {
  return hw_.node.overhead_power_w / hw_.node.gpus_per_node;
}

double PowerModel::NetworkWattsPerGpu(int gpus) const {
  return gpus > hw_.node.gpus_per_node ? hw_.network.switch_power_per_gpu_w : 0.0;
}

double PowerBreakdown::AtBoundaryW(PowerBoundary b) const {
  switch (b) {
    case PowerBoundary::kGpus: return gpu_total_w;
    case PowerBoundary::kNodes: return NodesW();
    case PowerBoundary::kNodesNetwork: return NodesNetworkW();
    case PowerBoundary::kFacility: return FacilityW();
  }
  return FacilityW();
}

Json PowerBreakdown::ToJson() const {
  Json by = Json::object(), secs = Json::object();
  for (size_t a = 0; a < kNumActivities; ++a) {
    by[ActivityName(static_cast<Activity>(a))] = gpu_w[a];
    secs[ActivityName(static_cast<Activity>(a))] = seconds[a];
  }
  return {{"gpu_w", gpu_total_w},
          {"gpu_w_by_activity", by},
          {"activity_s", secs},
          {"node_overhead_w", node_overhead_w},
          {"psu_loss_w", psu_loss_w},
          {"network_w", network_w},
          {"nodes_w", NodesW()},
          {"nodes_network_w", NodesNetworkW()},
          {"pue", pue},
          {"facility_w", FacilityW()}};
}

PowerBreakdown BreakDownPower(const PowerModel& model, const std::vector<StageActivity>& stages,
                              double step_s, int gpus) {
  PowerBreakdown p;
  if (step_s <= 0 || stages.empty()) return p;
  const double share = 1.0 / static_cast<double>(stages.size());
  const size_t comm = static_cast<size_t>(Activity::kComm);
  const size_t wait = static_cast<size_t>(Activity::kWait);
  for (const StageActivity& st : stages) {
    // The busy phase's limited draw, shared over its activities by demand.
    double demand_j = 0;
    for (size_t a = 0; a < kNumActivities; ++a) {
      demand_j += st.busy_s[a] * model.GpuWatts(static_cast<Activity>(a));
    }
    double busy_s = 0;
    for (double s : st.busy_s) busy_s += s;
    const double scale = demand_j > 0 ? model.BusyWatts(st.busy_s) * busy_s / demand_j : 0.0;
    for (size_t a = 0; a < kNumActivities; ++a) {
      p.seconds[a] += share * st.busy_s[a];
      p.gpu_w[a] += share * scale * st.busy_s[a] * model.GpuWatts(static_cast<Activity>(a)) / step_s;
    }
    p.seconds[comm] += share * st.comm_only_s;
    p.seconds[wait] += share * st.wait_s;
    p.gpu_w[comm] += share * st.comm_only_s * model.GpuWatts(Activity::kComm) / step_s;
    p.gpu_w[wait] += share * st.wait_s * model.GpuWatts(Activity::kWait) / step_s;
  }
  for (double w : p.gpu_w) p.gpu_total_w += w;
  p.node_overhead_w = model.NodeOverheadWattsPerGpu();
  p.psu_loss_w = (p.gpu_total_w + p.node_overhead_w) * (1.0 / model.PsuEfficiency() - 1.0);
  p.network_w = model.NetworkWattsPerGpu(gpus);
  p.pue = model.Pue();
  return p;
}

PowerBreakdown WaitingPower(const PowerModel& model, int gpus) {
  PowerBreakdown p;
  p.gpu_total_w = model.GpuWatts(Activity::kWait);
  p.gpu_w[static_cast<size_t>(Activity::kWait)] = p.gpu_total_w;
  p.node_overhead_w = model.NodeOverheadWattsPerGpu();
  p.psu_loss_w = (p.gpu_total_w + p.node_overhead_w) * (1.0 / model.PsuEfficiency() - 1.0);
  p.network_w = model.NetworkWattsPerGpu(gpus);
  p.pue = model.Pue();
  return p;
}

}  // namespace shoal::sim
