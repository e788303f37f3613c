// The Megatron-LM SC'21 GPT-3 175B setting on 1024 A100 (TP8 PP8 DP16,
// interleaved, micro-batch 1, full recompute) in its own search. With today's
// features in the space (sequence parallelism, selective or no recompute,
// ZeRO-1) the simulator ranks other plans well above it, for the reasons
// Korthikanti et al. (MLSys'23) measured: sequence parallelism makes the
// activations fit without recomputing (SC'21's full recompute costs a third
// more forward work), and FlashAttention is faster than SC'21's unfused
// attention. Restricted to what SC'21 had (no ZeRO, full recompute, unfused
// attention, no sequence parallelism) it is within 10% of the best.
#include <doctest/doctest.h>

#include "core/scenario.h"
#include "planner/plan_search.h"

using namespace shoal;
using namespace shoal::planner;

namespace {

Scenario Gpt3() {
  return LoadScenario(std::string(SHOAL_SOURCE_DIR) + "/scenarios/gpt3-175b-1024-a100.json");
}

}  // namespace

TEST_CASE("GPT-3 175B on 1024 A100: what beats the SC'21 plan, and why") {
  Scenario s = Gpt3();
  const Plan sc21 = *s.plan;
  const sim::StepResult sc21_result = sim::SimulateStep(s.model, s.hardware, sc21);
  REQUIRE(sc21_result.feasible);
  SearchProblem p = ProblemFromScenario(s);
  CHECK(p.precision == Precision::kFp16);

  SUBCASE("full space: plans without full recompute rank first") {
    SearchOptions o;
    o.top_k = 1;
    // The dimensions that matter here (kept small for the sanitizer build).
    o.space.virtual_stages = {2};
    o.space.max_micro_batch_size = 2;
    o.space.grad_bucket_mib = {25};
    o.space.zero_stages = {0, 1};
    o.space.offload = false;
    SearchResult r = SearchPlans(p, o);
    REQUIRE(r.plans.size() == 1);
    const RankedPlan& best = r.plans.front();
    CHECK(best.plan.recompute != Recompute::kFull);
    CHECK(best.plan.sequence_parallel);
    // The recompute forward is most of the gap.
    CHECK(best.result.step_time_s < 0.85 * sc21_result.step_time_s);
    CHECK(sc21_result.breakdown.at("recompute_s") > 0.15 * sc21_result.step_time_s);
  }

  SUBCASE("SC'21's features only: the SC'21 plan is within 10% of the best") {
    SearchOptions o;
    o.top_k = 1;
    o.space.zero_stages = {0};
    o.space.recomputes = {Recompute::kFull};
    o.space.attention = AttentionKernel::kUnfused;  // SC'21 predates FlashAttention
    o.space.sequence_parallel = false;              // and sequence parallelism
    o.space.offload = false;
    o.space.max_micro_batch_size = 2;
    o.space.grad_bucket_mib = {25};
    SearchResult r = SearchPlans(p, o);
    REQUIRE(r.plans.size() == 1);
    const double best = r.plans.front().result.step_time_s;
    CHECK(best <= sc21_result.step_time_s);
    // Within 10%: what beats it splits TP 4 ways (TP8's exposed all-gather and
    // reduce-scatter are over a tenth of its step) over a deeper pipeline.
    CHECK(sc21_result.step_time_s < 1.10 * best);
    CHECK(r.plans.front().plan.tp < 8);
    CHECK(sc21_result.breakdown.at("exposed_tp_s") > 0.1 * sc21_result.step_time_s);
  }
}
