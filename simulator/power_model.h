// Power of a training job, from the GPU's activity to the facility. Each
// activity (simulator/activity.h) has its own board power demand at full
// clocks (the profile's figures, fp8 GEMMs apart). While the compute stream
// runs, its kernels alternate far faster than the board's power controller
// reacts, so the GPU draws their time-weighted demand, held at the power
// limit (TDP or an administrative cap): GEMM-heavy phases of a GPU whose GEMMs
// demand more than TDP sit at the limit. A cap also lowers the dynamic part of
// every busy demand by the factor that slows the clock (GpuSpec::ClockFactor).
// Long phases outside the compute stream (communication alone, pipeline
// bubbles) draw their own power. Nodes add their typical non-GPU draw and
// power supply losses, a job spanning nodes adds the fabric's switches per
// GPU, and the facility multiplies by its PUE.
#pragma once

#include <string>
#include <vector>

#include "core/hardware.h"
#include "core/json_reader.h"
#include "simulator/activity.h"

namespace shoal::sim {

/// Where a power figure is measured, inner to outer.
enum class PowerBoundary { kGpus, kNodes, kNodesNetwork, kFacility };
/// "gpus", "nodes", "nodes_network", "facility".
const char* PowerBoundaryName(PowerBoundary b);
bool ParsePowerBoundary(const std::string& name, PowerBoundary* out);

class PowerModel {
 public:
  PowerModel(const HardwareProfile& hw, Precision precision);
  /// Board power demand while doing `a` alone, power cap applied to its
  /// clock (may exceed the limit: GEMMs of a power-limited GPU).
  double GpuWatts(Activity a) const { return watts_[static_cast<size_t>(a)]; }
  /// The board's power limit: the cap, else TDP.
  double LimitWatts() const { return limit_w_; }
  /// Average draw of a compute-stream phase spending `busy_s` seconds in
  /// each activity: the time-weighted demand, at most the limit.
  double BusyWatts(const ActivityArray& busy_s) const;
  /// The least a GPU draws while its compute stream is busy.
  double MinBusyWatts() const;
  /// Non-GPU node draw per GPU (DC side).
  double NodeOverheadWattsPerGpu() const;
  /// Switches and optics per GPU for a job of `gpus` GPUs (0 within a node).
  double NetworkWattsPerGpu(int gpus) const;
  double PsuEfficiency() const { return hw_.node.psu_efficiency; }
  double Pue() const { return hw_.energy.pue; }

 private:
  const HardwareProfile& hw_;
  ActivityArray watts_{};
  double limit_w_ = 0;
};

/// One pipeline stage's GPU over a step: compute-stream seconds by activity,
/// then communication alone and waiting outside the compute stream.
struct StageActivity {
  ActivityArray busy_s{};
  double comm_only_s = 0;
  double wait_s = 0;
};

/// Average power of one GPU's share of a job, by boundary and activity.
struct PowerBreakdown {
  ActivityArray seconds{};  ///< per GPU and step, averaged over pipeline stages
  ActivityArray gpu_w{};    ///< each activity's share of the average board power
  double gpu_total_w = 0;   ///< average board power per GPU
  double node_overhead_w = 0;  ///< per GPU: CPUs, DRAM, NICs, NVSwitch, fans (DC)
  double psu_loss_w = 0;       ///< per GPU: power supply losses
  double network_w = 0;        ///< per GPU: fabric switches and optics
  double pue = 1.0;

  double NodesW() const { return gpu_total_w + node_overhead_w + psu_loss_w; }
  double NodesNetworkW() const { return NodesW() + network_w; }
  double FacilityW() const { return NodesNetworkW() * pue; }
  /// Average watts per GPU measured at `b`.
  double AtBoundaryW(PowerBoundary b) const;
  Json ToJson() const;
};

/// Per GPU while it waits (idle, memory allocated) with the nodes and network
/// around it, for a job of `gpus` GPUs: what time beyond the simulated work
/// costs (start-up; the metered runs' longer steps draw about this on top of
/// the simulated step's energy, docs/validation.md "Energy").
PowerBreakdown WaitingPower(const PowerModel& model, int gpus);

/// Averages the stages (each stands for as many GPUs) over a step of
/// `step_s` into the breakdown per GPU of a job of `gpus` GPUs.
PowerBreakdown BreakDownPower(const PowerModel& model, const std::vector<StageActivity>& stages,
                              double step_s, int gpus);

}  // namespace shoal::sim
