// Search constraints: each keeps exactly the plans that satisfy it, ranked as
// an exhaustive simulation of the whole space filtered by the constraint
// ranks them; and when they leave nothing, the error names the constraint.
#include <doctest/doctest.h>

#include <functional>
#include <string>
#include <vector>

#include "core/error.h"
#include "planner/constraints.h"
#include "planner/plan_search.h"
#include "tests/planner/small_problem.h"

using namespace shoal;
using namespace shoal::planner;
using namespace shoal::planner::testing;

namespace {

struct Run {
  double key;
  Plan plan;
  sim::StepResult result;
  TrainingEstimate training;
};

/// Every candidate of every global batch `p` tries, simulated, feasible ones
/// ranked by the objective key (stable: ties keep enumeration order).
std::vector<Run> SimulateAll(const SearchProblem& p, const SearchSpaceOptions& space) {
  std::vector<Run> all;
  for (const Plan& plan : AllCandidates(p, space)) {
    sim::StepResult r = sim::SimulateStep(p.model, p.hw, plan);
    if (!r.feasible) continue;
    const double key = ObjectiveKey(Objective::kTime, p, plan, r);
    all.push_back({key, plan, r, EstimateRun(p, plan, r)});
  }
  std::stable_sort(all.begin(), all.end(),
                   [](const Run& a, const Run& b) { return a.key < b.key; });
  return all;
}

SearchOptions SmallOptions() {
  SearchOptions o;
  o.space = SmallSpace();
  o.space.max_micro_batch_size = 1;
  o.space.zero_stages = {0, 1, 3};
  o.space.grad_bucket_mib = {25};
  o.space.offload = true;
  o.top_k = 4;
  o.threads = 2;
  return o;
}

void CheckSameRanking(const SearchResult& r, const std::vector<const Run*>& want, size_t k) {
  REQUIRE(want.size() >= k);
  REQUIRE(r.plans.size() == k);
  for (size_t i = 0; i < k; ++i) {
    CAPTURE(i);
    CHECK(r.plans[i].objective_value == doctest::Approx(want[i]->key).epsilon(1e-12).scale(0));
    CHECK(PlanToJson(r.plans[i].plan) == PlanToJson(want[i]->plan));
  }
}

}  // namespace

TEST_CASE("each constraint keeps exactly the plans that satisfy it, in exhaustive order") {
  const SearchProblem base = Problem(true, 8, "h100");
  const SearchOptions base_options = SmallOptions();
  const std::vector<Run> all = SimulateAll(base, base_options.space);
  REQUIRE(all.size() > 50);
  const double hbm = base.hw.gpu.hbm_bytes;
  const double median_cost = all[all.size() / 2].training.cost_usd;
  const double median_energy = all[all.size() / 2].training.energy_kwh;
  std::vector<double> peaks;
  for (const Run& r : all) peaks.push_back(r.result.peak_memory_bytes);
  std::sort(peaks.begin(), peaks.end());
  const double headroom = 1 - peaks[peaks.size() / 2] / hbm;  // half the plans fit

  struct Case {
    const char* name;
    std::function<void(SearchConstraints*)> set;
    std::function<bool(const Run&)> keeps;
  };
  const std::vector<Case> cases = {
      {"tp 2",
       [](SearchConstraints* c) {
         c->tp = {2, 2};
       },
       [](const Run& r) { return r.plan.tp == 2; }},
      {"pp 2..4",
       [](SearchConstraints* c) {
         c->pp = {2, 4};
       },
       [](const Run& r) { return r.plan.pp >= 2 && r.plan.pp <= 4; }},
      {"cp 1",
       [](SearchConstraints* c) {
         c->cp = {1, 1};
       },
       [](const Run& r) { return r.plan.cp == 1; }},
      {"ep 1..2",
       [](SearchConstraints* c) {
         c->ep = {1, 2};
       },
       [](const Run& r) { return r.plan.ep <= 2; }},
      {"dp 4..8",
       [](SearchConstraints* c) {
         c->dp = {4, 8};
       },
       [](const Run& r) { return r.plan.dp >= 4; }},
      {"schedules gpipe", [](SearchConstraints* c) { c->schedules = {PipelineSchedule::kGpipe}; },
       [](const Run& r) { return r.plan.pp == 1 || r.plan.schedule == PipelineSchedule::kGpipe; }},
      {"recompute full", [](SearchConstraints* c) { c->recomputes = {Recompute::kFull}; },
       [](const Run& r) { return r.plan.recompute == Recompute::kFull; }},
      {"zero 3", [](SearchConstraints* c) { c->zero_stages = {3}; },
       [](const Run& r) { return r.plan.zero_stage == 3; }},
      {"offload on", [](SearchConstraints* c) { c->offload = true; },
       [](const Run& r) { return r.plan.offload_optimizer; }},
      {"offload off", [](SearchConstraints* c) { c->offload = false; },
       [](const Run& r) { return !r.plan.offload_optimizer; }},
      {"memory headroom",
       [headroom](SearchConstraints* c) { c->memory_headroom_fraction = headroom; },
       [hbm, headroom](const Run& r) {
         // Every stage's peak fits in the rest (headroom_bytes = HBM -
         // peak).
         for (const auto& s : r.result.stages) {
           if (s.headroom_bytes < headroom * hbm) return false;
         }
         return true;
       }},
      {"max cost", [median_cost](SearchConstraints* c) { c->max_cost_usd = median_cost; },
       [median_cost](const Run& r) { return r.training.cost_usd <= median_cost; }},
      {"max energy", [median_energy](SearchConstraints* c) { c->max_energy_kwh = median_energy; },
       [median_energy](const Run& r) { return r.training.energy_kwh <= median_energy; }},
  };
  for (const Case& c : cases) {
    const std::string name = c.name;
    CAPTURE(name);
    SearchConstraints constraints;
    c.set(&constraints);
    SearchProblem p = base;
    SearchOptions o = base_options;
    ApplyConstraints(constraints, &p, &o);
    const SearchResult r = SearchPlans(p, o);
    std::vector<const Run*> kept;
    for (const Run& run : all) {
      if (c.keeps(run)) kept.push_back(&run);
    }
    REQUIRE(kept.size() < all.size());  // the constraint removes something
    CheckSameRanking(r, kept, 4);
  }
}

TEST_CASE("a global batch range ranks plans of every batch per sequence") {
  SearchProblem base = Problem(false, 8, "a100-80gb", 32);
  SearchOptions o = SmallOptions();
  SearchConstraints c;
  c.global_batch = {16, 64};
  c.origins["global_batch"] = {"", "--global-batch"};
  SearchProblem p = base;
  ApplyConstraints(c, &p, &o);
  CHECK(p.global_batch_sizes == std::vector<int>{16, 24, 32, 48, 64});
  CHECK(p.global_batch_size == 16);
  const std::vector<Run> all = SimulateAll(p, o.space);
  std::vector<const Run*> ranked;
  for (const Run& r : all) ranked.push_back(&r);
  const SearchResult r = SearchPlans(p, o);
  CheckSameRanking(r, ranked, 4);
  // Larger batches amortize the bubble and the gradient sync: the best uses 64.
  CHECK(r.plans.front().plan.global_batch_size == 64);
  CHECK(r.plans.front().objective_value ==
        doctest::Approx(r.plans.front().result.step_time_s * 16 / 64));

  SUBCASE("a tokens-per-step target fixes the batch") {
    SearchConstraints t;
    t.tokens_per_step = {65536, 65536};  // 32 sequences of 2048 tokens
    t.origins["tokens_per_step"] = {"", "--tokens-per-step"};
    SearchProblem q = base;
    SearchOptions oq = SmallOptions();
    ApplyConstraints(t, &q, &oq);
    CHECK(q.global_batch_sizes == std::vector<int>{32});
    const SearchResult fixed = SearchPlans(q, oq);
    const SearchResult plain = SearchPlans(base, SmallOptions());
    REQUIRE(fixed.plans.size() == plain.plans.size());
    CHECK(fixed.plans.front().objective_value == plain.plans.front().objective_value);
  }
}

TEST_CASE("constraints that leave no plan name the constraint that empties the space") {
  SUBCASE("a degree no split allows, with the values that work") {
    const SearchProblem base = Problem(true, 8, "h100");
    SearchConstraints c;
    c.cp = {1, 1};
    c.origins["cp"] = {"", "--cp"};
    c.ep = {3, 3};
    c.origins["ep"] = {"", "--ep"};
    SearchProblem p = base;
    SearchOptions o = SmallOptions();
    ApplyConstraints(c, &p, &o);
    const SearchResult r = SearchPlans(p, o);
    REQUIRE(r.plans.empty());
    const std::string why = WhyNoPlan(base, SmallOptions(), c, r);
    CAPTURE(why);
    CHECK(why.find("satisfies ep 3 (--ep) together with cp 1") != std::string::npos);
    CHECK(why.find("ep can be 1, 2, 4 here") != std::string::npos);
  }
  SUBCASE("tp wider than a node") {
    const SearchProblem base = Problem(false, 16, "h100");
    SearchConstraints c;
    c.tp = {16, 16};
    c.origins["tp"] = {"scen.json", "$.search.tp"};
    SearchProblem p = base;
    SearchOptions o = SmallOptions();
    ApplyConstraints(c, &p, &o);
    const std::string why = WhyNoPlan(base, SmallOptions(), c, SearchPlans(p, o));
    CAPTURE(why);
    CHECK(why.find("tp 16 (scen.json $.search.tp)") != std::string::npos);
    CHECK(why.find("tp can be 1, 2, 4, 8 here") != std::string::npos);
  }
  SUBCASE("memory headroom: valid plans remain, none fits; relaxing it alone gives plans") {
    SearchProblem base = Problem(false, 8, "v100-16gb");
    base.model.hidden = 4096;
    base.model.ffn_hidden = 16384;
    base.model.num_heads = 32;
    base.model.vocab = 128000;
    SearchConstraints c;
    c.memory_headroom_fraction = 0.9;
    c.origins["memory_headroom"] = {"", "--memory-headroom"};
    c.pp = {1, 2};
    c.origins["pp"] = {"", "--pp"};
    SearchOptions no_offload = SmallOptions();  // offloading everything would fit
    no_offload.space.offload = false;
    SearchProblem p = base;
    SearchOptions o = no_offload;
    ApplyConstraints(c, &p, &o);
    CHECK(p.hw.gpu.hbm_bytes == doctest::Approx(0.1 * base.hw.gpu.hbm_bytes));
    const SearchResult r = SearchPlans(p, o);
    REQUIRE(r.plans.empty());
    CHECK(r.failure.find("no plan fits in memory") != std::string::npos);
    CHECK(r.failure.find("usable (90% kept free)") != std::string::npos);
    const std::string why = WhyNoPlan(base, no_offload, c, r);
    CAPTURE(why);
    CHECK(why.find("the constraint that empties the space: without memory headroom 90% "
                   "(--memory-headroom) the best plan is") != std::string::npos);
    CHECK(why.find("without pp 1..2") == std::string::npos);
  }
  SUBCASE("a budget nothing meets") {
    const SearchProblem base = Problem(false, 8, "a100-80gb");
    SearchConstraints c;
    c.max_cost_usd = 1;
    c.origins["max_cost_usd"] = {"", "--max-cost-usd"};
    SearchProblem p = base;
    SearchOptions o = SmallOptions();
    ApplyConstraints(c, &p, &o);
    const SearchResult r = SearchPlans(p, o);
    REQUIRE(r.plans.empty());
    CHECK(r.stats.rejected.at(kOverCostBudget) > 0);
    CHECK(r.failure.find("stays within the budget") != std::string::npos);
    const std::string why = WhyNoPlan(base, SmallOptions(), c, r);
    CHECK(why.find("without max cost $1 (--max-cost-usd)") != std::string::npos);
  }
  SUBCASE("no single constraint is to blame") {
    SearchProblem base = Problem(true, 2, "v100-16gb");
    base.model.moe.num_experts = 256;
    base.model.moe.expert_ffn_hidden = 8192;
    SearchConstraints c;
    c.tp = {1, 2};
    c.origins["tp"] = {"", "--tp"};
    SearchProblem p = base;
    SearchOptions o = SmallOptions();
    ApplyConstraints(c, &p, &o);
    const SearchResult r = SearchPlans(p, o);
    REQUIRE(r.plans.empty());
    const std::string why = WhyNoPlan(base, SmallOptions(), c, r);
    CHECK(why.find("relaxing any single constraint still leaves no plan") != std::string::npos);
  }
}
