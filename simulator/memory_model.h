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

/// Activation bytes one layer keeps for backward, per micro-batch, on one
/// GPU (total), and the inputs of the submodules fine-grained activation
/// offloading can move to the host (Plan::activation_offload_modules), as
/// counted in the total.
struct SavedActivations {
  double total = 0;
  double attn_norm_in = 0;   ///< the layer input
  double qkv_in = 0;         ///< the norm output (QKV's input), unless recomputed
  double core_attn_in = 0;   ///< Q, K, V
  double attn_proj_in = 0;   ///< the projection's input
  double mlp_norm_in = 0;    ///< the MLP (or MoE) block's input
  double expert_fc1_in = 0;  ///< the routed copies' fc1 input
  double moe_act_in = 0;     ///< the routed copies' fc1 output
  /// Bytes the named modules' inputs take of the total.
  double OffloadedBy(const OffloadModules& modules) const;
};
/// One micro-batch's saved activations of one layer; a MoE layer's routed
/// copies at the busiest rank's load of one micro-batch (ModelConfig::ExpertLoad),
/// or at `expert_load` times the even share.
SavedActivations SavedLayerActivations(const ModelConfig& model, const HardwareProfile& hw,
                                       const Plan& plan, bool moe_layer);
SavedActivations SavedLayerActivations(const ModelConfig& model, const HardwareProfile& hw,
                                       const Plan& plan, bool moe_layer, double expert_load);
/// The busiest expert-parallel rank's routed load, against an even share,
/// summed over `held_layers` MoE layer activations (layers x micro-batches)
/// that it holds at once: under "batch" routing the draws are independent, so
/// the sum's excess over the mean shrinks as 1/sqrt(held_layers); fixed
/// popularities ("zipf", "explicit"), capacity padding and GShard's dense
/// dispatch (Plan::moe_einsum_dispatch: tensors padded to the busiest rank's
/// count) do not average out.
double HeldExpertLoad(const ModelConfig& model, const Plan& plan, double held_layers);
double LayerActivationBytes(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                            bool moe_layer);

/// Activation bytes of one micro-batch that activation CPU offloading
/// (Plan::activation_offload_layers) moves to host memory: the saved
/// activations of the stage's first N layers (Transformer Engine offloads
/// layers 0..N-1), their routed copies at `expert_load` (HeldExpertLoad).
/// 0 when off.
double ActivationOffloadBytes(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                              const StageLayers& layers, double expert_load);

/// StageMemoryOf(StageContentsOf(...), plan).
MemoryBreakdown StageMemory(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                            const StageLayers& layers, int stage);

}  // namespace shoal::sim
