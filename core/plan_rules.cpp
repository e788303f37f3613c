#include "core/plan_rules.h"

#include "core/checked_math.h"
#include "core/limits.h"

namespace shoal {
namespace {

bool SizesPositive(const Plan& p) {
  return p.dp >= 1 && p.tp >= 1 && p.pp >= 1 && p.cp >= 1 && p.ep >= 1 && p.etp >= 1 &&
         p.virtual_stages >= 1 && p.micro_batch_size >= 1;
}

bool BatchMultiple(const Plan& p) {
  const auto dp_mbs = CheckedMul(p.dp, p.micro_batch_size);
  return p.global_batch_size > 0 && dp_mbs && p.global_batch_size % *dp_mbs == 0;
}

/// Uneven first/last stages: the layers they take, and the stages between.
struct UnevenSplit {
  int64_t given = 0;
  int64_t middle_stages = 0;
};
UnevenSplit UnevenSplitOf(const Plan& p) {
  return {static_cast<int64_t>(p.first_stage_layers) + p.last_stage_layers,
          p.pp - (p.first_stage_layers > 0 ? 1 : 0) - (p.last_stage_layers > 0 ? 1 : 0)};
}

bool UnevenStagesSplit(const Plan& p, const ModelConfig& m) {
  if (p.first_stage_layers == 0 && p.last_stage_layers == 0) return true;
  if (p.pp < 2) return false;
  // The middle stages split what the first and last leave evenly.
  const UnevenSplit u = UnevenSplitOf(p);
  const int64_t rest = m.num_layers - u.given;
  return !(rest < 0 || (u.middle_stages == 0 && rest != 0) ||
           (u.middle_stages > 0 && (rest <= 0 || rest % u.middle_stages != 0)));
}

std::string Str(int64_t v) { return std::to_string(v); }

}  // namespace

int64_t LayerSlots(const Plan& p, const ModelConfig& m) {
  return static_cast<int64_t>(m.num_layers) + (p.pipeline_embedding_slot ? 1 : 0) +
         (p.pipeline_loss_slot ? 1 : 0);
}

const std::vector<PlanRule>& AllPlanRules() {
  using R = PlanRule;
  static const std::vector<PlanRule> rules = {R::kSizesPositive,
                                              R::kGpuCount,
                                              R::kTpDividesHeads,
                                              R::kTpFitsNode,
                                              R::kPpWithinLayers,
                                              R::kUnevenStagesSplit,
                                              R::kCpSplitsSequence,
                                              R::kEpDividesExperts,
                                              R::kExpertGridDivides,
                                              R::kDenseHasNoEp,
                                              R::kEtpFitsNode,
                                              R::kBatchMultiple,
                                              R::kTokensPerStep,
                                              R::kPipelineWork,
                                              R::kInterleavedMicroBatches,
                                              R::kDualPipeShape,
                                              R::kSequenceParallelNeedsTp,
                                              R::kRankOrderHolds,
                                              R::kActivationOffloadLayers,
                                              R::kActivationOffloadNoPp,
                                              R::kActivationOffloadNoRecompute,
                                              R::kOffloadModulesCompatible,
                                              R::kNvmeNeedsOffload,
                                              R::kNvmeNeedsZero3};
  return rules;
}

bool PlanRuleHolds(PlanRule rule, const PlanContext& ctx) {
  const Plan& p = ctx.plan;
  const ModelConfig& m = ctx.model;
  if (rule == PlanRule::kSizesPositive) return SizesPositive(p);
  if (!SizesPositive(p)) return true;  // the sizes rule speaks for them
  const bool moe = m.moe.enabled();
  switch (rule) {
    case PlanRule::kSizesPositive:
      return true;
    case PlanRule::kGpuCount: {
      // Checked products: an overflow is an error, never a small wrapped number.
      const auto gpus = CheckedProduct({p.dp, p.tp, p.pp, p.cp});
      return gpus && *gpus == ctx.num_gpus;
    }
    case PlanRule::kTpDividesHeads:
      return m.num_heads % p.tp == 0;
    case PlanRule::kTpFitsNode:
      return p.tp <= ctx.gpus_per_node;
    case PlanRule::kPpWithinLayers: {
      const auto chunks = CheckedMul(p.pp, p.virtual_stages);
      return chunks && *chunks <= LayerSlots(p, m);
    }
    case PlanRule::kUnevenStagesSplit:
      return UnevenStagesSplit(p, m);
    case PlanRule::kCpSplitsSequence:
      return p.cp == 1 || m.seq_len % (2 * int64_t{p.cp}) == 0;
    case PlanRule::kEpDividesExperts:
      return !moe || m.moe.num_experts % p.ep == 0;
    case PlanRule::kExpertGridDivides: {
      if (!moe) return true;
      const auto dp_cp_tp = CheckedProduct({p.dp, p.cp, p.tp});
      const auto ep_etp = CheckedMul(p.ep, p.etp);
      return dp_cp_tp && ep_etp && *dp_cp_tp % *ep_etp == 0;
    }
    case PlanRule::kDenseHasNoEp:
      return moe || p.ep == 1;
    case PlanRule::kEtpFitsNode:
      return p.etp <= ctx.gpus_per_node;
    case PlanRule::kBatchMultiple:
      return BatchMultiple(p);
    case PlanRule::kTokensPerStep:
      return !BatchMultiple(p) ||
             ProductIn({p.global_batch_size, m.seq_len}, 1, limits::kMaxTokensPerStep);
    case PlanRule::kPipelineWork:
      return p.NumMicroBatches() <= 0 || p.PipelineWork() <= limits::kMaxPipelineWork;
    case PlanRule::kInterleavedMicroBatches:
      return !(p.schedule == PipelineSchedule::kInterleaved && p.pp > 1 &&
               p.NumMicroBatches() > 0 && p.NumMicroBatches() % p.pp != 0);
    case PlanRule::kDualPipeShape:
      return p.schedule != PipelineSchedule::kDualPipe ||
             (p.pp >= 2 && p.pp % 2 == 0 &&
              (p.NumMicroBatches() <= 0 ||
               (p.NumMicroBatches() % 2 == 0 && p.NumMicroBatches() >= 2 * int64_t{p.pp})));
    case PlanRule::kSequenceParallelNeedsTp:
      return !(p.sequence_parallel && p.tp == 1);
    case PlanRule::kRankOrderHolds:
      return RankOrderHolds(p, m);
    case PlanRule::kActivationOffloadLayers:
      return p.activation_offload_layers >= 0 && p.activation_offload_layers < m.num_layers;
    case PlanRule::kActivationOffloadNoPp:
      return p.activation_offload_layers == 0 || p.pp == 1;
    case PlanRule::kActivationOffloadNoRecompute:
      return p.activation_offload_layers == 0 || p.recompute == Recompute::kNone;
    case PlanRule::kOffloadModulesCompatible:
      return !p.activation_offload_modules.Any() ||
             (p.activation_offload_layers == 0 &&
              (!p.activation_offload_modules.attn_proj || p.activation_offload_modules.core_attn));
    case PlanRule::kNvmeNeedsOffload:
      return p.offload_device != OffloadDevice::kNvme || p.Offloads();
    case PlanRule::kNvmeNeedsZero3:
      // DeepSpeed swaps to NVMe only in ZeRO-3 (stage3.py's optimizer and
      // parameter swappers); stages 1 and 2 take offload_optimizer.device
      // "nvme" as no offload at all (engine.py: cpu_offload = device == cpu).
      return p.offload_device != OffloadDevice::kNvme || p.zero_stage == 3;
  }
  return true;
}

const char* PlanRuleReason(PlanRule rule) {
  switch (rule) {
    case PlanRule::kSizesPositive:
      return "a parallel degree or size below 1";
    case PlanRule::kGpuCount:
      return "dp x tp x pp x cp is not the GPU count";
    case PlanRule::kTpDividesHeads:
      return "tp does not divide the attention heads";
    case PlanRule::kTpFitsNode:
      return "tp exceeds a node";
    case PlanRule::kPpWithinLayers:
      return "pp exceeds the layer count";
    case PlanRule::kUnevenStagesSplit:
      return "first/last stage layers leave the middle stages no equal share";
    case PlanRule::kCpSplitsSequence:
      return "sequence does not split into 2 x cp chunks";
    case PlanRule::kEpDividesExperts:
      return "ep does not divide the experts";
    case PlanRule::kExpertGridDivides:
      return "ep x etp does not divide dp x cp x tp";
    case PlanRule::kDenseHasNoEp:
      return "ep > 1 for a dense model";
    case PlanRule::kEtpFitsNode:
      return "etp exceeds a node";
    case PlanRule::kBatchMultiple:
      return "global batch is not a multiple of dp x micro-batch size";
    case PlanRule::kTokensPerStep:
      return "tokens per step beyond limits::kMaxTokensPerStep";
    case PlanRule::kPipelineWork:
      return "micro-batches x pp x virtual stages beyond the simulator's budget "
             "(limits::kMaxPipelineWork)";
    case PlanRule::kInterleavedMicroBatches:
      return "interleaved schedule needs micro-batches a multiple of pp";
    case PlanRule::kDualPipeShape:
      return "DualPipe needs an even pp and an even micro-batch count of at least 2 x pp";
    case PlanRule::kSequenceParallelNeedsTp:
      return "sequence parallelism needs tp > 1";
    case PlanRule::kRankOrderHolds:
      return "a rank order Megatron-Core cannot build";
    case PlanRule::kActivationOffloadLayers:
      return "activation offload of every layer (at most layers - 1)";
    case PlanRule::kActivationOffloadNoPp:
      return "activation offload with pipeline parallelism";
    case PlanRule::kActivationOffloadNoRecompute:
      return "activation offload with recompute";
    case PlanRule::kOffloadModulesCompatible:
      return "fine-grained activation offload beside layer offload, or attn_proj without "
             "core_attn";
    case PlanRule::kNvmeNeedsOffload:
      return "NVMe offload with nothing offloaded";
    case PlanRule::kNvmeNeedsZero3:
      return "NVMe offload needs ZeRO-3";
  }
  return "";
}

std::vector<PlanProblem> PlanProblems(const PlanContext& ctx) {
  const Plan& p = ctx.plan;
  const ModelConfig& m = ctx.model;
  std::vector<PlanProblem> out;
  auto fail = [&](PlanRule rule, const std::string& field, const std::string& msg) {
    out.push_back({rule, field, msg});
  };
  // Each size first: a plan built by hand (a validation row) is not range-checked by ReadPlan.
  const std::pair<const char*, int> sizes[] = {{"dp", p.dp},
                                               {"tp", p.tp},
                                               {"pp", p.pp},
                                               {"cp", p.cp},
                                               {"ep", p.ep},
                                               {"etp", p.etp},
                                               {"virtual_stages", p.virtual_stages},
                                               {"micro_batch_size", p.micro_batch_size}};
  for (const auto& [field, v] : sizes) {
    if (v < 1) fail(PlanRule::kSizesPositive, field, "a positive integer, got " + Str(v));
  }
  if (!out.empty()) return out;
  for (PlanRule rule : AllPlanRules()) {
    if (PlanRuleHolds(rule, ctx)) continue;
    switch (rule) {
      case PlanRule::kSizesPositive:
        break;
      case PlanRule::kGpuCount: {
        const auto gpus = CheckedProduct({p.dp, p.tp, p.pp, p.cp});
        fail(rule, "dp",
             "dp x tp x pp x cp = " + Str(p.dp) + " x " + Str(p.tp) + " x " + Str(p.pp) + " x " +
                 Str(p.cp) + " = " + (gpus ? Str(*gpus) : std::string("overflow")) +
                 ", expected the GPU count " + Str(ctx.num_gpus));
        break;
      }
      case PlanRule::kTpDividesHeads:
        fail(rule, "tp", "must divide the attention heads (" + Str(m.num_heads) + ")");
        break;
      case PlanRule::kTpFitsNode:
        fail(rule, "tp", "must fit in one node (" + Str(ctx.gpus_per_node) + " GPUs per node)");
        break;
      case PlanRule::kPpWithinLayers:
        fail(rule, "pp",
             "pp x virtual_stages = " + Str(p.pp) + " x " + Str(p.virtual_stages) +
                 " exceeds the layer count " + Str(m.num_layers) +
                 (LayerSlots(p, m) > m.num_layers ? " (+ embedding/loss slots)" : ""));
        break;
      case PlanRule::kUnevenStagesSplit: {
        if (p.pp < 2) {
          fail(rule, "first_stage_layers", "uneven stages need pp >= 2");
          break;
        }
        const UnevenSplit u = UnevenSplitOf(p);
        fail(rule, "first_stage_layers",
             "first_stage_layers + last_stage_layers (" + Str(u.given) + ") must leave the other " +
                 Str(u.middle_stages) + " stages an equal, positive share of the " +
                 Str(m.num_layers) + " layers");
        break;
      }
      case PlanRule::kCpSplitsSequence:
        fail(rule, "cp", "sequence length " + Str(m.seq_len) + " must divide into 2 x cp chunks");
        break;
      case PlanRule::kEpDividesExperts:
        fail(rule, "ep", "must divide the experts (" + Str(m.moe.num_experts) + ")");
        break;
      case PlanRule::kExpertGridDivides:
        fail(rule, "ep",
             "ep x etp = " + Str(p.ep) + " x " + Str(p.etp) + " must divide dp x cp x tp = " +
                 Str(p.dp) + " x " + Str(p.cp) + " x " + Str(p.tp));
        break;
      case PlanRule::kDenseHasNoEp:
        fail(rule, "ep", "must be 1 for a dense model");
        break;
      case PlanRule::kEtpFitsNode:
        fail(rule, "etp", "must fit in one node");
        break;
      case PlanRule::kBatchMultiple:
        if (p.global_batch_size <= 0) {
          fail(rule, "global_batch_size", "a positive number of sequences");
        } else {
          fail(rule, "global_batch_size",
               Str(p.global_batch_size) + " must be a multiple of dp x micro_batch_size = " +
                   Str(p.dp) + " x " + Str(p.micro_batch_size));
        }
        break;
      case PlanRule::kTokensPerStep:
        fail(rule, "global_batch_size",
             "global_batch_size x seq_len = " + Str(p.global_batch_size) + " x " + Str(m.seq_len) +
                 " tokens per step, at most " + Str(limits::kMaxTokensPerStep));
        break;
      case PlanRule::kPipelineWork:
        fail(rule, "global_batch_size",
             "micro-batches x pp x virtual_stages = " + Str(p.NumMicroBatches()) + " x " +
                 Str(p.pp) + " x " + Str(p.virtual_stages) + " per step, at most " +
                 Str(limits::kMaxPipelineWork) + " (raise micro_batch_size or dp)");
        break;
      case PlanRule::kInterleavedMicroBatches:
        fail(rule, "schedule",
             "the interleaved schedule needs the micro-batch count (" + Str(p.NumMicroBatches()) +
                 ") to be a multiple of pp (" + Str(p.pp) + ")");
        break;
      case PlanRule::kDualPipeShape:
        fail(rule, "schedule",
             "DualPipe needs an even pp of at least 2 (pp " + Str(p.pp) +
                 ") and an even micro-batch count of at least 2 x pp (" + Str(p.NumMicroBatches()) +
                 ")");
        break;
      case PlanRule::kSequenceParallelNeedsTp:
        fail(rule, "sequence_parallel", "needs tp > 1");
        break;
      case PlanRule::kRankOrderHolds: {
        const bool moe = m.moe.enabled();
        fail(rule, "rank_order",
             std::string("\"") + RankOrderName(p.rank_order) + "\" with pp > 1 needs " +
                 (moe ? "ep x etp = " + Str(p.ep) + " x " + Str(p.etp)
                      : std::string("a dense model's tp (Megatron's expert tp) = ") + Str(p.tp)) +
                 " to equal tp x cp = " + Str(p.tp) + " x " + Str(p.cp) +
                 " (Megatron-Core asserts the expert data-parallel size equals dp unless pp is "
                 "outermost)");
        break;
      }
      case PlanRule::kActivationOffloadLayers:
        fail(rule, "activation_offload_layers",
             Str(p.activation_offload_layers) + " must be between 0 and the layer count " +
                 Str(m.num_layers) +
                 " less one (Megatron-Core and Transformer Engine keep the last layer's "
                 "activations on the GPU)");
        break;
      case PlanRule::kActivationOffloadNoPp:
        fail(rule, "activation_offload_layers",
             "needs pp = 1, got pp = " + Str(p.pp) +
                 " (Megatron-Core has no CPU offloading with pipeline parallelism)");
        break;
      case PlanRule::kActivationOffloadNoRecompute:
        fail(rule, "activation_offload_layers",
             std::string("needs recompute \"none\", got \"") + RecomputeName(p.recompute) +
                 "\" (Megatron-Core's CPU offloading does not work with activation recomputation)");
        break;
      case PlanRule::kOffloadModulesCompatible:
        fail(rule, "activation_offload_modules",
             p.activation_offload_layers > 0
                 ? "not beside activation_offload_layers = " + Str(p.activation_offload_layers) +
                       " (Megatron-Core: fine-grained activation offloading cannot be enabled "
                       "with cpu_offloading)"
                 : std::string("attn_proj needs core_attn too (Megatron-Core offloads the "
                               "projection's input only with the core attention's)"));
        break;
      case PlanRule::kNvmeNeedsOffload:
        fail(rule, "offload_device",
             "\"nvme\" needs offload_optimizer, offload_params or offload_grads on");
        break;
      case PlanRule::kNvmeNeedsZero3:
        fail(rule, "offload_device",
             "\"nvme\" needs zero_stage 3, got " + Str(p.zero_stage) +
                 " (DeepSpeed swaps state to NVMe only in ZeRO-3, ZeRO-Infinity)");
        break;
    }
  }
  return out;
}

}  // namespace shoal
