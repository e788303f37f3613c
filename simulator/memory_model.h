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
#include "simulator/plan_costs.h"
#include "simulator/simulate.h"

namespace shoal::sim {

/// The layer split lives in core (core/plan_geometry.h), shared with the executor.
using shoal::AssignLayers;
using shoal::StageLayers;

/// Micro-batches whose activations stage `stage` holds at its peak.
double InFlightMicroBatches(const Plan& plan, int stage);

/// Activation bytes one layer keeps for backward, per micro-batch, on one GPU.
double LayerActivationBytes(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                            bool moe_layer);

/// Activation bytes of one micro-batch that activation CPU offloading
/// (Plan::activation_offload_layers) moves to host memory: the saved
/// activations of the stage's first N layers (Transformer Engine offloads
/// layers 0..N-1). 0 when off.
double ActivationOffloadBytes(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                              const StageLayers& layers);

/// StageMemoryOf(StageContentsOf(...), plan).
MemoryBreakdown StageMemory(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                            const StageLayers& layers, int stage);

}  // namespace shoal::sim
