// The pruned, cached search (planner/plan_search.cpp) against brute force:
// on small problems every candidate is simulated and ranked, and the search
// must return exactly that ranking (plans, values and tie order), whatever
// the thread count; a sweep sharing layer costs across GPU counts must
// equal independent searches; the bounds the pruning rests on stay below
// the simulation where bucketed reductions and pipeline walks tighten them.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/scenario.h"
#include "planner/plan_bound.h"
#include "planner/plan_search.h"
#include "planner/search_cache.h"
#include "planner/simulation_twins.h"
#include "planner/sweep.h"
#include "simulator/plan_costs.h"
#include "tests/planner/small_problem.h"
#include "tests/support/under_sanitizer.h"

using namespace shoal;
using namespace shoal::planner;
using namespace shoal::planner::testing;

namespace {

struct BruteForceCase {
  const char* name;
  SearchProblem problem;
  SearchOptions options;
};

std::vector<BruteForceCase> Cases() {
  std::vector<BruteForceCase> cases;
  {
    // Dense, 8 layers on 16 GPUs: pipelines up to 8 stages, interleaved x2.
    BruteForceCase c{"dense pipeline", Problem(false, 16, "a100-80gb"), {}};
    c.problem.model.num_layers = 8;
    c.options.space = SmallSpace();
    c.options.space.zero_stages = {0, 1};
    c.options.space.grad_bucket_mib = {25};
    c.options.space.recompute_fractions = {1.0};
    c.options.top_k = 6;
    cases.push_back(c);
  }
  {
    // The same, ranked by the p90 step time (`plan --risk p90`): the bound
    // scaled by the least component factor must still prune exactly.
    BruteForceCase c = cases.back();
    c.name = "dense pipeline, p90";
    c.options.risk = Risk::kP90;
    cases.push_back(c);
  }
  {
    // MoE on 8 H100 ranked by energy: expert parallelism, MoE overlap.
    BruteForceCase c{"moe energy", Problem(true, 8, "h100"), {}};
    c.options.space = SmallSpace();
    c.options.space.max_micro_batch_size = 1;
    c.options.space.zero_stages = {0, 2};
    c.options.space.offload = false;
    c.options.objective = Objective::kEnergy;
    c.options.top_k = 5;
    cases.push_back(c);
  }
  {
    // MoE on 16 A100 with a range of global batches, by time per sequence.
    BruteForceCase c{"moe global batches", Problem(true, 16, "a100-80gb"), {}};
    c.problem.global_batch_sizes = {32, 64};
    c.options.space = SmallSpace();
    c.options.space.max_micro_batch_size = 1;
    c.options.space.zero_stages = {1};
    c.options.space.offload = false;
    c.options.space.recomputes = {Recompute::kNone, Recompute::kFull};
    c.options.top_k = 4;
    cases.push_back(c);
  }
  {
    // LoRA adapters on a dense model: only they are reduced and updated.
    BruteForceCase c{"dense lora", Problem(false, 8, "h100"), {}};
    c.problem.model.num_layers = 8;
    c.problem.model.lora.rank = 16;
    c.options.space = SmallSpace();
    c.options.space.max_micro_batch_size = 1;
    c.options.space.zero_stages = {0, 1};
    c.options.space.offload = false;
    c.options.top_k = 4;
    cases.push_back(c);
  }
  {
    // Dense on 8 V100-16GB, where memory and offload decide; one plan per layout.
    BruteForceCase c{"dense distinct layouts, tight memory", Problem(false, 8, "v100-16gb"), {}};
    c.problem.model.hidden = 2048;
    c.problem.model.ffn_hidden = 8192;
    c.problem.model.num_heads = 16;
    c.problem.model.num_kv_heads = 16;
    c.options.space = SmallSpace();
    c.options.space.zero_stages = {0, 1, 3};
    c.options.space.grad_bucket_mib = {25};
    c.options.distinct_layouts = true;
    c.options.top_k = 4;
    cases.push_back(c);
  }
  return cases;
}

std::vector<Simulated> ExpectedRanking(const BruteForceCase& c) {
  std::vector<Simulated> all =
      Exhaustive(c.problem, c.options.space, c.options.objective, c.options.risk);
  if (!c.options.distinct_layouts) return all;
  std::vector<Simulated> best_per_layout;
  std::set<std::string> seen;
  for (const Simulated& s : all) {
    if (seen.insert(LayoutKey(s.plan)).second) best_per_layout.push_back(s);
  }
  return best_per_layout;
}

}  // namespace

TEST_CASE("the pruned search ranks exactly as simulating every plan, at any thread count" *
          doctest::test_suite("threads")) {
  for (const BruteForceCase& c : Cases()) {
    const std::string name = c.name;
    CAPTURE(name);
    const std::vector<Simulated> want = ExpectedRanking(c);
    const size_t k = static_cast<size_t>(c.options.top_k);
    REQUIRE(want.size() > k);
    SearchResult first;
    for (int threads : {1, 2, 4}) {
      CAPTURE(threads);
      SearchOptions o = c.options;
      o.threads = threads;
      std::vector<size_t> progress;
      o.progress = [&](size_t done, size_t total) {
        CHECK(total == 1000);
        progress.push_back(done);
      };
      const SearchResult r = SearchPlans(c.problem, o);
      CHECK(std::is_sorted(progress.begin(), progress.end()));
      REQUIRE(!progress.empty());
      CHECK(progress.back() == 1000);
      REQUIRE(r.plans.size() == k);
      for (size_t i = 0; i < k; ++i) {
        CAPTURE(i);
        INFO("expected " << want[i].plan.Summary() << ", got " << r.plans[i].plan.Summary());
        CHECK(r.plans[i].objective_value == want[i].key);
        CHECK(PlanToJson(r.plans[i].plan) == PlanToJson(want[i].plan));
      }
      // Everything is accounted for, and pruning left most plans unsimulated.
      CHECK(r.stats.space_size == Sum(r.stats.rejected) + r.stats.simulated);
      if (threads == 2) {
        // Without twins: the same ranking, every candidate simulated itself.
        SearchOptions without = o;
        without.reuse_twin_simulations = false;
        const SearchResult w = SearchPlans(c.problem, without);
        REQUIRE(w.plans.size() == k);
        for (size_t i = 0; i < k; ++i) {
          CHECK(PlanToJson(w.plans[i].plan) == PlanToJson(r.plans[i].plan));
          CHECK(w.plans[i].result.peak_memory_bytes == r.plans[i].result.peak_memory_bytes);
          CHECK(w.plans[i].result.hfu == r.plans[i].result.hfu);
        }
        CHECK(w.stats.reused == 0);
      }
      CHECK(r.stats.simulated < r.stats.evaluated);
      if (threads == 1) {
        first = r;
        continue;
      }
      // Not only the plans: every count is the same.
      CHECK(r.stats.reused == first.stats.reused);
      CHECK(r.stats.evaluated == first.stats.evaluated);
      CHECK(r.stats.bounded == first.stats.bounded);
      CHECK(r.stats.memory_checked == first.stats.memory_checked);
      CHECK(r.stats.feasible == first.stats.feasible);
      CHECK(r.stats.simulated == first.stats.simulated);
      CHECK(r.stats.rejected == first.stats.rejected);
    }
  }
}

TEST_CASE("a sweep sharing layer costs across GPU counts equals independent searches" *
          doctest::test_suite("threads")) {
  Scenario s = LoadScenario(std::string(SHOAL_SOURCE_DIR) + "/scenarios/mixtral-8x7b-64-h100.json");
  s.model.num_layers = 4;
  s.training.global_batch_size = 64;
  SweepOptions o;
  o.hardware = {"h100"};
  o.gpu_counts = {8, 16, 32};
  o.search.threads = 2;
  o.search.space = SmallSpace();
  const std::vector<SweepPoint> points = RunSweep(s, o);
  REQUIRE(points.size() == 3);
  for (const SweepPoint& pt : points) {
    CAPTURE(pt.num_gpus);
    SearchProblem p = ProblemFromScenario(s, ResolveHardware("h100"), pt.num_gpus);
    ApplyFacility(s.facility, &p.hw);
    SearchOptions alone = o.search;
    alone.top_k = 1;
    const SearchResult r = SearchPlans(p, alone);
    REQUIRE(pt.feasible == !r.plans.empty());
    if (!pt.feasible) continue;
    CHECK(PlanToJson(pt.best.plan) == PlanToJson(r.plans.front().plan));
    CHECK(pt.best.objective_value == r.plans.front().objective_value);
    CHECK(pt.stats.simulated == r.stats.simulated);
    CHECK(pt.stats.rejected == r.stats.rejected);
  }
}

TEST_CASE("a sweep's points run side by side give the same points at any thread count" *
          doctest::test_suite("threads")) {
  Scenario s = LoadScenario(std::string(SHOAL_SOURCE_DIR) + "/scenarios/mixtral-8x7b-64-h100.json");
  s.model.num_layers = 4;
  s.training.global_batch_size = 64;
  SweepOptions o;
  o.hardware = {"a100-80gb", "h100"};
  o.gpu_counts = {8, 16, 32};
  o.search.space = SmallSpace();
  o.search.threads = 1;
  const std::vector<SweepPoint> one = RunSweep(s, o);
  REQUIRE(one.size() == 6);
  for (int threads : {2, 3, 8}) {
    CAPTURE(threads);
    o.search.threads = threads;
    size_t last_done = 0;
    bool sorted = true;
    const std::vector<SweepPoint> many =
        RunSweep(s, o, [&](size_t done, size_t total, const std::string&) {
          sorted = sorted && done >= last_done && done <= total;
          last_done = done;
        });
    CHECK(sorted);
    CHECK(last_done == 6 * kSweepProgressUnits);
    REQUIRE(many.size() == one.size());
    for (size_t i = 0; i < one.size(); ++i) {
      CAPTURE(i);
      CHECK(many[i].hardware == one[i].hardware);
      CHECK(many[i].num_gpus == one[i].num_gpus);
      REQUIRE(many[i].feasible == one[i].feasible);
      CHECK(many[i].reason == one[i].reason);
      CHECK(many[i].pareto == one[i].pareto);
      CHECK(many[i].stats.simulated == one[i].stats.simulated);
      CHECK(many[i].stats.reused == one[i].stats.reused);
      CHECK(many[i].stats.memory_checked == one[i].stats.memory_checked);
      CHECK(many[i].stats.rejected == one[i].stats.rejected);
      if (!one[i].feasible) continue;
      CHECK(PlanToJson(many[i].best.plan) == PlanToJson(one[i].best.plan));
      CHECK(many[i].best.objective_value == one[i].best.objective_value);
      CHECK(many[i].best.result.step_time_s == one[i].best.result.step_time_s);
      CHECK(many[i].best.result.energy_j_per_step == one[i].best.result.energy_j_per_step);
    }
  }
}

TEST_CASE("cached layer costs equal fresh ones for every dp, pp and global batch") {
  SearchProblem p = Problem(true, 32, "h100");
  SearchCache cache;
  int compared = 0;
  for (int batch : {32, 64}) {
    p.global_batch_size = batch;
    for (const Plan& plan : AllCandidates(p, SmallSpace())) {
      if (plan.zero_stage != 0 || plan.offload_optimizer) continue;
      const sim::SplitCosts split = sim::SplitCostsOf(p.model, p.hw, plan);
      const sim::CommCosts comm(p.hw);
      const UnitCosts fresh = split.units;
      const UnitCosts& cached = cache.Units(p, plan);
      for (auto field :
           {&UnitCosts::dense, &UnitCosts::moe, &UnitCosts::embedding, &UnitCosts::head}) {
        CHECK((fresh.*field).forward_s == (cached.*field).forward_s);
        CHECK((fresh.*field).backward_s == (cached.*field).backward_s);
        CHECK((fresh.*field).dense_params == (cached.*field).dense_params);
        CHECK((fresh.*field).expert_params == (cached.*field).expert_params);
        CHECK((fresh.*field).trainable_dense_params == (cached.*field).trainable_dense_params);
        CHECK((fresh.*field).trainable_expert_params == (cached.*field).trainable_expert_params);
      }
      CHECK(fresh.pp_boundary_bytes == cached.pp_boundary_bytes);
      ++compared;
    }
  }
  CHECK(compared > 100);
  CHECK(cache.size() < static_cast<size_t>(compared) / 4);  // shared across dp, pp and batches
}

TEST_CASE("bounds with many gradient buckets and walked pipelines stay below the simulation") {
  // Small buckets split every reduction into many comm, each with its
  // latency: the bound counts them; ZeRO-2 reduces every micro-batch. With
  // LoRA only the adapters are reduced and updated.
  for (int lora_rank : {0, 16}) {
    CAPTURE(lora_rank);
    SearchProblem p = Problem(true, 16, "a100-80gb", 64);
    p.model.num_layers = 8;
    p.model.lora.rank = lora_rank;
    p.model.lora.targets = LoraTargets::kAllLinear;
    SearchSpaceOptions space = SmallSpace();
    space.max_micro_batch_size = 1;
    space.zero_stages = {1, 2};
    space.grad_bucket_mib = {1};
    space.offload = false;
    space.recomputes = {Recompute::kNone};
    int checked = 0, tighter = 0, walked_tighter = 0;
    std::vector<double> energy_ratio;  // bound / simulated
    for (const Plan& plan : AllCandidates(p, space)) {
      const sim::StepResult r = sim::SimulateStep(p.model, p.hw, plan);
      if (!r.feasible) continue;
      const sim::SplitCosts split = sim::SplitCostsOf(p.model, p.hw, plan);
      const sim::CommCosts comm(p.hw);
      const UnitCosts units = split.units;
      const int v = plan.schedule == PipelineSchedule::kInterleaved ? plan.virtual_stages : 1;
      const PipelineShape shape = MakePipelineShape(p.model, plan.pp, v);
      const std::vector<double> ends =
          PipelineStageEnds(p.hw, plan, units, comm, shape, int64_t{1} << 20);
      REQUIRE(!ends.empty());
      const PlanBound b = TimeBound(p.hw, plan, units, comm, shape);
      const PlanBound walked = TimeBound(p.hw, plan, units, comm, shape, ends);
      const PlanBound floor = FloorBound(p.hw, plan, units, comm, shape, ends);
      Plan one_bucket = plan;
      one_bucket.grad_bucket_bytes = 1e15;
      const PlanBound unbucketed = TimeBound(p.hw, one_bucket, units, comm, shape);
      INFO(plan.Summary());
      // Without the energy bound: the same time, energy 0 (still a bound).
      const PlanBound timed = TimeBound(p.hw, plan, units, comm, shape, ends, false);
      const PlanBound floor_timed = FloorBound(p.hw, plan, units, comm, shape, ends, false);
      CHECK(timed.time_s == walked.time_s);
      CHECK(timed.energy_j == 0);
      CHECK(floor_timed.time_s == floor.time_s);
      CHECK(floor_timed.energy_j == 0);
      CHECK(walked.time_s <= r.step_time_s);
      CHECK(walked.energy_j <= r.energy_j_per_step);
      CHECK(floor.time_s <= walked.time_s);
      CHECK(floor.energy_j <= walked.energy_j);
      energy_ratio.push_back(walked.energy_j / r.energy_j_per_step);
      CHECK(unbucketed.time_s <= b.time_s);
      if (b.time_s > unbucketed.time_s) ++tighter;
      if (walked.time_s > b.time_s) ++walked_tighter;
      ++checked;
    }
    CHECK(checked > 50);
    if (lora_rank == 0) CHECK(tighter > 0);  // bucket latencies raised some bounds
    CHECK(walked_tighter > 0);               // and walking the pipeline others
    // The energy bound counts each stage's busy seconds at their activities'
    // power (GEMMs near the limit), not at the least busy draw: it stays close
    // enough to the simulation to prune an energy-ranked search.
    std::sort(energy_ratio.begin(), energy_ratio.end());
    const double median = energy_ratio[energy_ratio.size() / 2];
    MESSAGE("energy bound / simulated: min " << energy_ratio.front() << ", median " << median);
    CHECK(median > 0.8);
  }
}

TEST_CASE("plans judged twins get the same step time and energy from the simulator") {
  // Selective recompute over fused attention changes no op; buckets of 25
  // and 100 MiB often split the reductions alike: such plans are twins.
  for (bool moe : {false, true}) {
    SearchProblem p = Problem(moe, 8, "h100");
    SearchSpaceOptions space = SmallSpace();
    space.max_micro_batch_size = 1;
    space.offload = false;
    SearchCache cache;
    std::map<std::string, sim::StepResult> seen;
    int twins = 0, distinct = 0;
    for (const Plan& plan : AllCandidates(p, space)) {
      const int v = plan.schedule == PipelineSchedule::kInterleaved ? plan.virtual_stages : 1;
      const SplitCosts& costs = cache.Costs(p, plan);
      const std::string key = TwinKey(
          plan, costs.ops_fingerprint,
          BucketPattern(p.model, p.hw, plan, costs.units, MakePipelineShape(p.model, plan.pp, v)));
      const sim::StepResult r = sim::SimulateStep(p.model, p.hw, plan);
      auto [it, added] = seen.emplace(key, r);
      if (added) {
        ++distinct;
        continue;
      }
      ++twins;
      INFO(plan.Summary());
      CHECK(r.step_time_s == it->second.step_time_s);
      CHECK(r.energy_j_per_step == it->second.energy_j_per_step);
    }
    CHECK(twins > 0);
    CHECK(distinct > twins / 4);
  }
}

TEST_CASE("GPipe and 1F1B share their floor: FloorBound does not read the schedule") {
  // The search computes the floor once for both (planner/plan_search.cpp).
  SearchProblem p = Problem(true, 16, "a100-80gb", 64);
  p.model.num_layers = 8;
  SearchCache cache;
  int compared = 0, differ_in_time_bound = 0;
  for (const Plan& plan : AllCandidates(p, SmallSpace())) {
    if (plan.pp == 1 || plan.schedule != PipelineSchedule::kGpipe) continue;
    Plan one = plan;
    one.schedule = PipelineSchedule::k1F1B;
    const SplitCosts& costs = cache.Costs(p, plan);
    const sim::CommCosts comm(p.hw);
    const PipelineShape shape = MakePipelineShape(p.model, plan.pp, 1);
    const PlanBound a = FloorBound(p.hw, plan, costs.units, comm, shape);
    const PlanBound b = FloorBound(p.hw, one, costs.units, comm, shape);
    INFO(plan.Summary());
    CHECK(a.time_s == b.time_s);
    CHECK(a.energy_j == b.energy_j);
    // The pipelines walked differ: the schedules themselves are not alike.
    const auto walk_a = PipelineStageEnds(p.hw, plan, costs.units, comm, shape, 1 << 20);
    const auto walk_b = PipelineStageEnds(p.hw, one, costs.units, comm, shape, 1 << 20);
    if (walk_a != walk_b) ++differ_in_time_bound;
    ++compared;
  }
  CHECK(compared > 20);
  CHECK(differ_in_time_bound > 0);
}

TEST_CASE("twin keys in two parts tell plans apart exactly as the whole plan's JSON does") {
  // The search writes a structure's JSON once (TwinStructureKey) and adds
  // each variant's own fields; two candidates must share a key exactly when
  // their plans, without recompute mode and bucket size, are the same JSON.
  for (bool moe : {false, true}) {
    CAPTURE(moe);
    SearchProblem p = Problem(moe, 8, "h100");
    SearchSpaceOptions space = SmallSpace();
    space.offload = true;
    std::map<std::string, std::string> whole_to_split, split_to_whole;
    const std::vector<Plan> candidates = AllCandidates(p, space);
    int checked = 0;
    for (size_t i = 0; i < candidates.size(); i += shoal::testing::kSanitizerStride) {
      const Plan& plan = candidates[i];
      ++checked;
      Plan bare = plan;
      bare.recompute = Recompute::kNone;
      bare.recompute_fraction = 1.0;
      bare.grad_bucket_bytes = 0;
      const std::string whole = PlanToJson(bare).dump();
      const std::string split = TwinKeyOfVariant(TwinStructureKey(plan), plan, 7, 9);
      CHECK(split == TwinKey(plan, 7, 9));
      // The same JSON: the same key; another: another key.
      auto [w, w_added] = whole_to_split.emplace(whole, split);
      CHECK(w->second == split);
      auto [sp, s_added] = split_to_whole.emplace(split, whole);
      CHECK(sp->second == whole);
      CHECK(w_added == s_added);
      // The variant's own fields set apart what its structure shares.
      Plan other = plan;
      other.zero_stage = plan.zero_stage == 0 ? 1 : 0;
      CHECK(TwinStructureKey(other) == TwinStructureKey(plan));
      CHECK(TwinKey(other, 7, 9) != split);
      other = plan;
      other.offload_grads = !plan.offload_grads;
      CHECK(TwinKey(other, 7, 9) != split);
      CHECK(TwinKey(plan, 8, 9) != split);
      CHECK(TwinKey(plan, 7, 10) != split);
    }
    CHECK(candidates.size() > 100);
    if (shoal::testing::kSanitizerStride == 1) {
      CHECK(whole_to_split.size() < static_cast<size_t>(checked));  // some plans are twins
    }
  }
}

TEST_CASE("variant axes filled into reused vectors equal fresh ones") {
  // The search fills one VariantAxes structure after structure (AxesInto);
  // nothing of the previous structure's axes may remain.
  SearchProblem p = Problem(true, 16, "a100-80gb", 64);
  SearchSpaceOptions space = SmallSpace();
  space.offload = true;
  space.virtual_stages = {2, 4};
  VariantAxes reused;
  int structures = 0;
  for (const SearchSpaceOptions& o : {space, SmallSpace()}) {
    for (const CostGroup& g : EnumerateSpace(p, o).groups) {
      for (int pp : g.pp_values) {
        const Plan st = StructurePlan(p, g, pp);
        AxesInto(p, o, st, &reused);
        const VariantAxes fresh = AxesOf(p, o, st);
        CHECK(reused.zero_stages == fresh.zero_stages);
        CHECK(reused.offloads == fresh.offloads);
        CHECK(reused.bucket_mib == fresh.bucket_mib);
        CHECK(reused.schedule_rejected == fresh.schedule_rejected);
        REQUIRE(reused.schedules.size() == fresh.schedules.size());
        for (size_t i = 0; i < fresh.schedules.size(); ++i) {
          CHECK(reused.schedules[i].schedule == fresh.schedules[i].schedule);
          CHECK(reused.schedules[i].virtual_stages == fresh.schedules[i].virtual_stages);
        }
        ++structures;
      }
    }
  }
  CHECK(structures > 10);
}
