// The Megatron-LM SC'21 GPT-3 175B setting on 1024 A100 (TP8 PP8 DP16,
// interleaved, micro-batch 1, full recompute) in its own search. With today's
// features in the space (sequence parallelism, selective or no recompute,
// ZeRO-1) the simulator ranks other plans well above it, for the reasons
// Korthikanti et al. (MLSys'23) measured: sequence parallelism makes the
// activations fit without recomputing (SC'21's full recompute costs a third
// more forward work), and FlashAttention is faster than SC'21's unfused
// attention. Restricted to what SC'21 had (no ZeRO, full recompute, unfused
// attention, no sequence or context parallelism, no communication overlap)
// its layout, TP8 PP8 DP16, ranks among the five best layouts, and its plan
// is within 10% of the best plan.
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
    // The scenario's stack (Megatron-LM of 2021) has no sequence parallelism.
    CHECK_FALSE(best.plan.sequence_parallel);
    // The recompute forward is most of the gap.
    CHECK(best.result.step_time_s < 0.85 * sc21_result.step_time_s);
    CHECK(sc21_result.breakdown.at("recompute_s") > 0.15 * sc21_result.step_time_s);
  }

  SUBCASE("SC'21's features only: its layout ranks in the top 5, its plan within 10%") {
    // What Megatron-LM had in 2021: no ZeRO, full recompute, unfused
    // attention, no sequence or context parallelism, gradients reduced after
    // the last backward pass and blocking pipeline sends.
    SearchOptions o;
    o.space.zero_stages = {0};
    o.space.recomputes = {Recompute::kFull};
    o.space.recompute_fractions = {1.0};
    o.space.max_cp = 1;
    o.space.offload = false;
    o.space.max_micro_batch_size = 2;
    o.space.grad_bucket_mib = {25};
    p.stack = ResolveSoftwareStack("megatron-lm-2021");
    Plan sc21_era = sc21;
    ApplyStack(p.stack, &sc21_era);
    const sim::StepResult era = sim::SimulateStep(s.model, s.hardware, sc21_era);
    REQUIRE(era.feasible);

    o.top_k = 5;
    o.distinct_layouts = true;
    SearchResult layouts = SearchPlans(p, o);
    REQUIRE(layouts.plans.size() == 5);
    int rank = 0;
    for (const RankedPlan& r : layouts.plans) {
      MESSAGE("layout rank " << r.rank << ": " << r.plan.Summary() << "  " << r.result.step_time_s
                             << " s");
      if (LayoutKey(r.plan) == LayoutKey(sc21)) rank = r.rank;
    }
    CHECK(rank >= 1);  // TP8 PP8 DP16 is among the five best layouts
    // The 2021 stack has no sequence parallelism: no candidate runs it.
    for (const RankedPlan& r : layouts.plans) CHECK_FALSE(r.plan.sequence_parallel);

    o.top_k = 1;
    o.distinct_layouts = false;
    SearchResult best = SearchPlans(p, o);
    REQUIRE(best.plans.size() == 1);
    const double best_s = best.plans.front().result.step_time_s;
    MESSAGE("best plan " << best.plans.front().plan.Summary() << " " << best_s << " s; SC'21 plan "
                         << era.step_time_s << " s");
    CHECK(best_s <= era.step_time_s);
    // Within 10%: what beats it splits TP 4 ways (TP8's exposed all-reduces
    // are near a tenth of its step) over a deeper pipeline.
    CHECK(era.step_time_s < 1.10 * best_s);
    CHECK(era.breakdown.at("exposed_tp_s") > 0.09 * era.step_time_s);
  }
}
