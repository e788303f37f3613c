// Per-GPU memory of each pipeline stage: weights, gradients, optimizer state
// (ZeRO stages, offload), activations of the micro-batches in flight (after
// Korthikanti et al., "Reducing Activation Recomputation in Large Transformer
// Models", MLSys'23), MoE buffers, communication buffers, fragmentation.
#pragma once

#include <vector>

#include "core/hardware.h"
#include "core/model.h"
#include "core/plan.h"
#include "core/plan_geometry.h"
#include "simulator/simulate.h"

namespace shoal::sim {

/// The layer split lives in core (core/plan_geometry.h), shared with the executor.
using shoal::AssignLayers;
using shoal::StageLayers;

/// Bytes per element or parameter that a plan's precision implies.
struct PrecisionBytes {
  double activation = 2;  ///< activations and gathered parameters on the wire
  double weights = 2;     ///< resident weights (fp8 training keeps 16-bit + fp8 copies)
  double gradients = 2;   ///< gradients, in the reduction precision
  double optimizer = 12;  ///< master weights + Adam moments (none master in fp32/fp64)
};
PrecisionBytes BytesFor(const Plan& plan);

/// Micro-batches whose activations stage `stage` holds at its peak.
double InFlightMicroBatches(const Plan& plan, int stage);

/// Activation bytes one layer keeps for backward, per micro-batch, on one GPU.
double LayerActivationBytes(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                            bool moe_layer);

/// The memory prediction's own uncertainty, as a share of the allocator's
/// peak: feasibility asks peak + this margin <= HBM (docs/validation.md,
/// "Peak memory", gives the development set's errors it covers).
inline constexpr double kMemoryUncertainty = 0.05;
double MemoryMarginBytes(const MemoryBreakdown& mem);
/// Bytes a stage needs on its GPU before the plan is called feasible:
/// the predicted device peak plus its margin.
double RequiredBytes(const MemoryBreakdown& mem);

/// Offloaded state in one node's host memory: the stage's per GPU times the
/// plan's GPUs on a node (a plan smaller than a node uses only its own).
double HostBytesPerNode(const MemoryBreakdown& mem, const HardwareProfile& hw, const Plan& plan);

/// What one pipeline stage holds whatever its state options (the plan's
/// zero_stage, offload_optimizer, offload_grads, offload_params and
/// grad_bucket_bytes): its parameters, activations, MoE, pipeline, NCCL and
/// context memory. The planner computes it once for all the variants of a
/// structure and schedule (planner/unit_memory.h).
struct StageContents {
  double dense_params = 0, expert_params = 0;  ///< held by this rank (adapters included)
  double trained_dense_params = 0, trained_expert_params = 0;  ///< of those, trained
  double largest_layer_params = 0;
  int num_layers = 0;
  bool frozen_base = false;  ///< LoRA: only the adapters are trained
  double activations_bytes = 0;
  double moe_buffers_bytes = 0;
  double pipeline_buffers_bytes = 0;  ///< one micro-batch's activations sent, one received
  double nccl_bytes = 0;
  double reserved_bytes = 0;
};
StageContents StageContentsOf(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                              const StageLayers& layers, int stage);
/// The stage's memory under `plan`'s state options (ZeRO stage, offload,
/// gradient bucket); `c` from StageContentsOf of a plan that differs from
/// `plan` in those options at most.
MemoryBreakdown StageMemoryOf(const StageContents& c, const Plan& plan);

/// StageMemoryOf(StageContentsOf(...), plan).
MemoryBreakdown StageMemory(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                            const StageLayers& layers, int stage);

}  // namespace shoal::sim
