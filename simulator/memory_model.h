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

MemoryBreakdown StageMemory(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                            const StageLayers& layers, int stage);

}  // namespace shoal::sim
