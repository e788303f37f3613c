// The rules a valid plan keeps, written once: each rule is a predicate with a
// short reason. ValidatePlan (core/plan.h) explains every broken rule in full
// for a plan a user or a published row gives; the planner counts the
// candidates it enumerates by the first rule they break, under the same
// reason (planner/search_space.cpp). Rules the planner's enumeration keeps
// by construction (the GPU count, TP inside a node) it never asks about.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/model.h"
#include "core/plan.h"

namespace shoal {

enum class PlanRule : uint8_t {
  kSizesPositive,      ///< dp, tp, pp, cp, ep, etp, virtual stages, micro-batch >= 1
  kGpuCount,           ///< dp x tp x pp x cp = the GPU count
  kTpDividesHeads,     ///< tp divides the attention heads
  kTpFitsNode,         ///< tp <= GPUs per node
  kPpWithinLayers,     ///< pp x virtual stages <= layers (+ embedding/loss slots)
  kUnevenStagesSplit,  ///< first/last stage layers leave the middle an equal share
  kCpSplitsSequence,   ///< the sequence splits into 2 x cp chunks
  kEpDividesExperts,   ///< ep divides the experts (MoE)
  kExpertGridDivides,  ///< ep x etp divides dp x cp x tp (MoE)
  kDenseHasNoEp,       ///< ep = 1 for a dense model
  kEtpFitsNode,        ///< etp <= GPUs per node
  kBatchMultiple,      ///< global batch a positive multiple of dp x micro-batch
  kTokensPerStep,      ///< global batch x sequence within limits::kMaxTokensPerStep
  kPipelineWork,       ///< micro-batches x pp x virtual stages within limits::kMaxPipelineWork
  kInterleavedMicroBatches,  ///< interleaved: micro-batches a multiple of pp
  /// DualPipe: pp even and at least 2, micro-batches even and at least 2 x pp
  /// (deepseek-ai/DualPipe dualpipe.py asserts both).
  kDualPipeShape,
  kSequenceParallelNeedsTp,  ///< sequence parallelism needs tp > 1
  kRankOrderHolds,           ///< Megatron-Core can build the groups in the plan's rank order
  /// Activation offload (Plan::activation_offload_layers) leaves the last
  /// layer on the GPU: N < layers (Megatron-Core TransformerConfig.__post_init__
  /// "CPU offloading can be done only for layers less than num_layers"; TE's
  /// get_cpu_offload_context refuses num_layers > model_layers - 1).
  kActivationOffloadLayers,
  /// Activation offload without pipeline parallelism (TransformerConfig:
  /// "Currently there is no support for Pipeline parallelism with CPU offloading").
  kActivationOffloadNoPp,
  /// Activation offload without recompute (TransformerConfig: "CPU offloading
  /// does not work when activation recomputation is enabled").
  kActivationOffloadNoRecompute,
  /// Fine-grained activation offloading (Plan::activation_offload_modules)
  /// not beside layer offloading (TransformerConfig: "fine_grained_activation_
  /// offloading cannot be enabled with cpu_offloading"), and attn_proj only
  /// with core_attn ("attn_proj cannot be set to offload_modules alone
  /// without core_attn").
  kOffloadModulesCompatible,
  kNvmeNeedsOffload,  ///< offload_device "nvme" with something offloaded
  kNvmeNeedsZero3,    ///< offload_device "nvme" only under ZeRO-3 (DeepSpeed's swappers)
};

/// What a rule is checked against.
struct PlanContext {
  const Plan& plan;
  const ModelConfig& model;
  int num_gpus = 0;
  int gpus_per_node = 0;
};

/// Every rule, in the order ValidatePlan reports them.
const std::vector<PlanRule>& AllPlanRules();
/// Whether `ctx.plan` keeps `rule`. Allocation-free: the planner asks per candidate.
bool PlanRuleHolds(PlanRule rule, const PlanContext& ctx);
/// The short reason a candidate breaking `rule` is not ranked ("tp does not
/// divide the attention heads"): the planner's counts and the JSON key.
const char* PlanRuleReason(PlanRule rule);

/// One broken rule of a plan: the plan field to change and what was expected.
struct PlanProblem {
  PlanRule rule;
  std::string field;
  std::string message;
  std::string Text() const { return field + ": " + message; }
};
/// Every rule `ctx.plan` breaks, explained; empty when valid.
std::vector<PlanProblem> PlanProblems(const PlanContext& ctx);

/// The layers the pipeline split divides: the transformer layers plus the
/// embedding and the loss where the plan counts them as layers.
int64_t LayerSlots(const Plan& p, const ModelConfig& m);

}  // namespace shoal
