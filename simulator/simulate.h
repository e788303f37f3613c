// The step simulator's public seam: one training step of a model on a hardware
// profile under a plan, simulated by the discrete-event engine.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "core/hardware.h"
#include "core/json_reader.h"
#include "core/model.h"
#include "core/plan.h"
#include "core/scenario.h"
#include "simulator/uncertainty.h"
#include "simulator/power_model.h"

namespace shoal::sim {

/// Per-GPU memory of one pipeline stage, bytes.
struct MemoryBreakdown {
  double weights_bytes = 0;
  double gradients_bytes = 0;
  /// Master weights + Adam moments (0 when offloaded), and of the optimizer's
  /// copy of 16-bit gradients, made at the step in the memory the activations
  /// freed, what they do not cover.
  double optimizer_bytes = 0;
  double activations_bytes = 0;  ///< all micro-batches in flight at the peak
  double moe_buffers_bytes = 0;  ///< dispatch/combine buffers
  double comm_buffers_bytes = 0; ///< gradient buckets, all-gathered parameters
  double fragmentation_bytes = 0; ///< the caching allocator's reserved-over-allocated gap
  double nccl_bytes = 0;         ///< NCCL's own buffers (outside the allocator)
  double reserved_bytes = 0;     ///< CUDA context and library workspaces
  double host_bytes = 0;         ///< offloaded state, in host memory
  double nvme_bytes = 0;         ///< offloaded state on the node's NVMe (offload_device "nvme")

  /// What the framework's allocator hands out at the peak (torch max_memory_allocated).
  double AllocatedBytes() const;
  /// What the allocator holds from the driver (torch max_memory_reserved).
  double AllocatorReservedBytes() const;
  /// Device memory in use as nvidia-smi shows it: reserved + NCCL + context.
  double TotalBytes() const;
  Json ToJson() const;
};

/// One slice of the simulated timeline (Chrome trace "X" event): ranks are
/// processes, streams are threads, phases are slices.
struct TraceEvent {
  std::string name;
  std::string category;  ///< compute, tp, pp, dp, ep, cp, optimizer, offload
  int stage = 0;         ///< pipeline stage = process
  std::string stream;    ///< "compute", "comm", ... = thread
  double start_s = 0;
  double duration_s = 0;
};

struct StageResult {
  int stage = 0;
  int layers = 0;
  MemoryBreakdown memory;
  double memory_margin_bytes = 0;  ///< the prediction's uncertainty (kMemoryUncertainty)
  /// HBM - peak, less the margin under SimOptions::memory_margin (< 0: does
  /// not fit; below memory_margin_bytes: tight, within the uncertainty).
  double headroom_bytes = 0;
  double compute_busy_s = 0;
  double comm_busy_s = 0;
};

struct StepResult {
  bool feasible = true;
  std::string infeasible_reason;  ///< e.g. "stage 0 needs 91.2 GiB of 78.1 GiB usable"
  double step_time_s = 0;
  double tokens_per_s = 0;
  double mfu = 0;                   ///< model FLOPs / (step time x GPUs x peak)
  double hfu = 0;                   ///< hardware FLOPs (recompute counted) / same
  double model_tflops_per_gpu = 0;
  /// 80% and 95% intervals of the step time (simulator/uncertainty.h).
  StepInterval step_time_interval;
  double peak_memory_bytes = 0;     ///< max over stages
  double energy_j_per_step = 0;     ///< whole cluster, PUE included
  double energy_j_per_token = 0;    ///< same, per token trained
  double avg_gpu_power_w = 0;       ///< board power, averaged over GPUs and the step
  /// Whole job, PUE included, while every GPU waits: what each second beyond
  /// the simulated step costs (the pessimistic step's energy).
  double waiting_w = 0;
  PowerBreakdown power;             ///< per GPU: by activity, node, network, facility
  /// Seconds of the critical path: compute_s, recompute_s, optimizer_s,
  /// bubble_s, exposed_tp_s, exposed_cp_s, exposed_ep_s, exposed_pp_s,
  /// exposed_dp_s, offload_s.
  std::map<std::string, double> breakdown;
  std::vector<StageResult> stages;
  std::vector<TraceEvent> trace;  ///< filled when SimOptions::record_trace
};

struct SimOptions {
  bool record_trace = false;
  /// Feasibility asks each stage's peak + its uncertainty
  /// (StageResult::memory_margin_bytes) <= HBM, not the peak alone: the
  /// pessimistic bound, which plan --risk p90 plans by.
  bool memory_margin = false;
};

/// Simulates one optimizer step. A plan whose memory does not fit comes back
/// with feasible = false, the reason and the memory breakdown, not an error.
/// The plan must already be valid (core/plan.h ValidatePlan).
StepResult SimulateStep(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                        const SimOptions& options = {});

/// Whether a stage of a step simulated without SimOptions::memory_margin
/// keeps less free than the prediction's uncertainty: it fits by its
/// predicted peak, but not by the pessimistic bound.
inline bool TightStage(const StageResult& st) { return st.headroom_bytes < st.memory_margin_bytes; }
/// Whether a feasible step simulated without SimOptions::memory_margin also
/// fits with it (no stage tight).
bool FitsWithMargin(const StepResult& r);

// The `simulation` result's JSON (and CSV) is written by results/simulation.h.
/// Chrome/Perfetto trace JSON of the events.
Json TraceToJson(const StepResult& r, const std::string& name);

}  // namespace shoal::sim
