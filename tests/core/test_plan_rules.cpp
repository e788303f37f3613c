// The plan rules, written once for ValidatePlan and the planner's counts.
#include <doctest/doctest.h>

#include <functional>
#include <set>
#include <string>

#include "core/plan.h"
#include "core/plan_rules.h"
#include "tests/support/bundled.h"

using namespace shoal;

namespace {

ModelConfig Moe() {
  ModelConfig m = shoal::testing::SmallDenseModel(8);
  m.moe.num_experts = 8;
  m.moe.top_k = 2;
  m.moe.expert_ffn_hidden = 1024;
  return m;
}

// 16 GPUs on nodes of 8: DP2 TP4 PP2, global batch 16 of micro-batch 1.
Plan Valid() {
  Plan p;
  p.dp = 2;
  p.tp = 4;
  p.pp = 2;
  p.sequence_parallel = true;
  p.ep = 2;
  p.micro_batch_size = 1;
  p.global_batch_size = 16;
  p.schedule = PipelineSchedule::k1F1B;
  return p;
}

struct Breaker {
  PlanRule rule;
  std::function<void(Plan&, ModelConfig&)> breaks;
};

}  // namespace

TEST_CASE("plan rules: every rule has its own reason, and a valid plan keeps them all") {
  std::set<std::string> reasons;
  for (PlanRule r : AllPlanRules()) {
    const std::string reason = PlanRuleReason(r);
    CHECK_FALSE(reason.empty());
    CHECK(reasons.insert(reason).second);
  }
  const ModelConfig m = Moe();
  const Plan p = Valid();
  for (PlanRule r : AllPlanRules()) {
    CAPTURE(PlanRuleReason(r));
    CHECK(PlanRuleHolds(r, {p, m, 16, 8}));
  }
  CHECK(PlanProblems({p, m, 16, 8}).empty());
  CHECK(ValidatePlan(p, m, 16, 8).empty());
}

TEST_CASE(
    "plan rules: each broken rule is reported under its own kind, as ValidatePlan prints it") {
  const std::vector<Breaker> breakers = {
      {PlanRule::kSizesPositive, [](Plan& p, ModelConfig&) { p.cp = 0; }},
      {PlanRule::kGpuCount,
       [](Plan& p, ModelConfig&) {
         p.dp = 3;
         p.global_batch_size = 24;
       }},
      {PlanRule::kTpDividesHeads, [](Plan&, ModelConfig& m) { m.num_heads = 18; }},
      {PlanRule::kTpFitsNode,
       [](Plan& p, ModelConfig&) {
         p.tp = 16;
         p.dp = 1;
         p.pp = 1;
         p.global_batch_size = 16;
       }},
      {PlanRule::kPpWithinLayers, [](Plan&, ModelConfig& m) { m.num_layers = 1; }},
      {PlanRule::kUnevenStagesSplit,
       [](Plan& p, ModelConfig&) {
         p.first_stage_layers = 3;
         p.last_stage_layers = 3;
       }},
      {PlanRule::kCpSplitsSequence,
       [](Plan& p, ModelConfig& m) {
         p.cp = 2;
         p.dp = 1;
         m.seq_len = 2050;
       }},
      {PlanRule::kEpDividesExperts, [](Plan&, ModelConfig& m) { m.moe.num_experts = 7; }},
      {PlanRule::kExpertGridDivides,
       [](Plan& p, ModelConfig&) {
         p.ep = 8;
         p.etp = 2;
       }},
      {PlanRule::kDenseHasNoEp, [](Plan&, ModelConfig& m) { m.moe = MoeConfig{}; }},
      {PlanRule::kEtpFitsNode,
       [](Plan& p, ModelConfig&) {
         p.etp = 16;
         p.ep = 1;
       }},
      {PlanRule::kBatchMultiple, [](Plan& p, ModelConfig&) { p.global_batch_size = 15; }},
      {PlanRule::kTokensPerStep,
       [](Plan& p, ModelConfig& m) {
         p.global_batch_size = 1 << 20;
         p.micro_batch_size = 1 << 19;
         m.seq_len = int64_t{1} << 30;
       }},
      {PlanRule::kPipelineWork, [](Plan& p, ModelConfig&) { p.global_batch_size = 1 << 28; }},
      {PlanRule::kInterleavedMicroBatches,
       [](Plan& p, ModelConfig&) {
         p.schedule = PipelineSchedule::kInterleaved;
         p.virtual_stages = 2;
         p.global_batch_size = 6;
       }},
      {PlanRule::kDualPipeShape,
       [](Plan& p, ModelConfig&) {
         p.schedule = PipelineSchedule::kDualPipe;
         p.global_batch_size = 4;  // 2 micro-batches, fewer than 2 x pp
       }},
      {PlanRule::kSequenceParallelNeedsTp,
       [](Plan& p, ModelConfig&) {
         p.tp = 1;
         p.dp = 8;
         p.global_batch_size = 16;
       }},
      {PlanRule::kRankOrderHolds,
       [](Plan& p, ModelConfig&) { p.rank_order = RankOrder::kTpCpEpPpDp; }},
      {PlanRule::kActivationOffloadLayers,
       [](Plan& p, ModelConfig& m) { p.activation_offload_layers = m.num_layers; }},
      {PlanRule::kActivationOffloadNoPp,
       [](Plan& p, ModelConfig&) { p.activation_offload_layers = 2; }},
      {PlanRule::kActivationOffloadNoRecompute,
       [](Plan& p, ModelConfig&) {
         p.activation_offload_layers = 2;
         p.recompute = Recompute::kSelective;
       }},
      {PlanRule::kOffloadModulesCompatible,
       [](Plan& p, ModelConfig&) { p.activation_offload_modules.attn_proj = true; }},
      {PlanRule::kNvmeNeedsOffload,
       [](Plan& p, ModelConfig&) {
         p.zero_stage = 3;
         p.offload_device = OffloadDevice::kNvme;
       }},
      {PlanRule::kNvmeNeedsZero3,
       [](Plan& p, ModelConfig&) {
         p.zero_stage = 2;
         p.offload_optimizer = true;
         p.offload_device = OffloadDevice::kNvme;
       }},
  };
  CHECK(breakers.size() == AllPlanRules().size());
  for (const Breaker& b : breakers) {
    Plan p = Valid();
    ModelConfig m = Moe();
    b.breaks(p, m);
    CAPTURE(PlanRuleReason(b.rule));
    CHECK_FALSE(PlanRuleHolds(b.rule, {p, m, 16, 8}));
    const auto problems = PlanProblems({p, m, 16, 8});
    bool found = false;
    for (const auto& problem : problems) found = found || problem.rule == b.rule;
    CHECK(found);
    const auto lines = ValidatePlan(p, m, 16, 8);
    REQUIRE(lines.size() == problems.size());
    for (size_t i = 0; i < lines.size(); ++i) CHECK(lines[i] == problems[i].Text());
  }
}

TEST_CASE("plan rules: activation offload as Megatron-Core allows it") {
  // pp = 1, no recompute, at most layers - 1 offloaded (TransformerConfig.__post_init__).
  const ModelConfig m = shoal::testing::SmallDenseModel(8);
  Plan p;
  p.dp = 8;
  p.global_batch_size = 16;
  p.activation_offload_layers = 7;
  CHECK(ValidatePlan(p, m, 8, 8).empty());
  p.activation_offload_layers = 8;
  const auto lines = ValidatePlan(p, m, 8, 8);
  REQUIRE(lines.size() == 1);
  CHECK(lines[0].find("activation_offload_layers: 8 must be between 0 and the layer count 8") == 0);
  p.activation_offload_layers = 4;
  p.recompute = Recompute::kFull;
  REQUIRE(ValidatePlan(p, m, 8, 8).size() == 1);
  CHECK(ValidatePlan(p, m, 8, 8)[0].find("recompute \"none\", got \"full\"") != std::string::npos);
}

TEST_CASE("plan rules: NVMe offload needs offloaded state and ZeRO-3, and nothing else") {
  const ModelConfig m = Moe();
  Plan p = Valid();
  p.zero_stage = 3;
  p.offload_optimizer = true;
  p.offload_device = OffloadDevice::kNvme;
  CHECK(PlanProblems({p, m, 16, 8}).empty());
  p.offload_optimizer = false;
  p.offload_params = true;  // parameters alone on NVMe (offload_param.device "nvme")
  CHECK(PlanProblems({p, m, 16, 8}).empty());
  p.offload_params = false;
  const auto nothing = ValidatePlan(p, m, 16, 8);
  REQUIRE(nothing.size() == 1);
  CHECK(nothing[0].rfind("offload_device: ", 0) == 0);
  p.offload_optimizer = true;
  p.zero_stage = 1;
  const auto stage1 = ValidatePlan(p, m, 16, 8);
  REQUIRE(stage1.size() == 1);
  CHECK(stage1[0].find("zero_stage 3") != std::string::npos);
  // Host-memory offload keeps every ZeRO stage.
  p.offload_device = OffloadDevice::kCpu;
  CHECK(PlanProblems({p, m, 16, 8}).empty());
}
