#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/scenario.h"
#include "core/units.h"
#include "planner/plan_bound.h"
#include "planner/plan_search.h"
#include "planner/result_json.h"
#include "simulator/component_costs.h"
#include "simulator/plan_costs.h"
#include "simulator/uncertainty.h"
#include "tests/planner/small_problem.h"

using namespace shoal;
using namespace shoal::planner;
using namespace shoal::planner::testing;

TEST_CASE("every enumerated candidate is a valid plan, and the counts add up") {
  for (bool moe : {false, true}) {
    SearchProblem p = Problem(moe, 16, "a100-80gb", 16);
    SearchSpaceOptions o = SmallSpace();
    SpaceEnumeration space = EnumerateSpace(p, o);
    RejectCounts rejected = space.rejected;
    int64_t valid = 0;
    for (const CostGroup& g : space.groups) {
      for (int pp : g.pp_values) {
        ForEachVariant(
            p, o, StructurePlan(p, g, pp),
            [&](const Plan& plan) {
              ++valid;
              CHECK(ValidatePlan(plan, p.model, p.num_gpus, p.hw.node.gpus_per_node).empty());
              CHECK(plan.sequence_parallel == (plan.tp > 1));
              CHECK(plan.global_batch_size == p.global_batch_size);
            },
            &rejected);
      }
    }
    CHECK(valid > 100);
    CHECK(space.space_size == valid + Sum(rejected));
    // dp 16 x micro-batch 2 exceeds the batch of 16.
    CHECK(rejected.at("global batch is not a multiple of dp x micro-batch size") > 0);
  }
}

TEST_CASE("the analytical bounds never exceed the simulation, and memory agrees with it") {
  // The MoE pass also covers 2021-era plans: no sequence parallelism (pipeline
  // sends scatter and gather over TP), blocking sends, unoverlapped reduction.
  for (bool moe : {false, true}) {
    SearchProblem p = Problem(moe, 8, "v100-16gb");
    p.model.num_layers = 2;
    p.model.hidden = 4096;  // 1.5B parameters: some plans do not fit in 16 GB
    p.model.ffn_hidden = 16384;
    p.model.vocab = 128000;
    SearchSpaceOptions space = SmallSpace();
    space.max_micro_batch_size = 1;
    space.grad_bucket_mib = {25};
    space.min_cp_tokens = 4096;  // no context parallelism
    space.sequence_parallel = !moe;
    p.stack.overlap_grad_comm = !moe;
    p.stack.overlap_p2p_comm = !moe;
    p.model.num_heads = 32;
    p.model.num_kv_heads = 8;
    int checked = 0, oom = 0;
    for (const Plan& plan : AllCandidates(p, space)) {
      const sim::SplitCosts split = sim::SplitCostsOf(p.model, p.hw, plan);
      const sim::CommCosts comm(p.hw);
      const int v = plan.schedule == PipelineSchedule::kInterleaved ? plan.virtual_stages : 1;
      PlanBound b =
          BoundPlan(p.model, p.hw, plan, split.units, comm, MakePipelineShape(p.model, plan.pp, v));
      sim::StepResult r = sim::SimulateStep(p.model, p.hw, plan);
      CHECK(b.peak_memory_bytes == doctest::Approx(r.peak_memory_bytes));
      CHECK((b.rejected == nullptr) == r.feasible);
      if (!r.feasible) {
        ++oom;
        continue;
      }
      ++checked;
      INFO(plan.Summary() << " overlap_grad " << plan.overlap_grad_comm);
      CHECK(b.time_s <= r.step_time_s);
      CHECK(b.energy_j <= r.energy_j_per_step);
      const auto shape = MakePipelineShape(p.model, plan.pp, v);
      const auto ends = PipelineStageEnds(p.hw, plan, split.units, comm, shape, int64_t{1} << 20);
      const PlanBound walked = TimeBound(p.hw, plan, split.units, comm, shape, ends);
      CHECK(!ends.empty());
      CHECK(walked.time_s <= r.step_time_s);
      CHECK(walked.time_s >= b.time_s);
      CHECK(walked.energy_j <= r.energy_j_per_step);
      CHECK(b.time_s > 0.5 * r.step_time_s);  // and not uselessly loose on these
    }
    CHECK(checked > 50);
    CHECK(oom > 0);  // V100-16GB: memory pruning is exercised
  }
}

TEST_CASE("the best plans equal those of an exhaustive simulation") {
  struct Case {
    bool moe;
    int gpus;
    const char* hw;
    Objective objective;
  };
  for (const Case& c :
       {Case{false, 16, "a100-80gb", Objective::kTime}, Case{true, 8, "h100", Objective::kEnergy},
        Case{false, 8, "v100-16gb", Objective::kCost}}) {
    CAPTURE(c.gpus);
    CAPTURE(c.hw);
    SearchProblem p = Problem(c.moe, c.gpus, c.hw);
    SearchOptions o;
    o.space = SmallSpace();
    // Small enough to simulate every candidate under the sanitizers too.
    o.space.zero_stages = {0, 1, 3};
    o.space.grad_bucket_mib = {25};
    o.space.offload = std::string(c.hw) == "v100-16gb";
    if (c.moe) o.space.max_micro_batch_size = 1;
    o.objective = c.objective;
    o.top_k = 5;
    o.threads = 2;
    SearchResult r = SearchPlans(p, o);
    std::vector<Simulated> all = Exhaustive(p, o.space, c.objective);
    REQUIRE(all.size() >= 5);
    REQUIRE(r.plans.size() == 5);
    for (size_t i = 0; i < 5; ++i) {
      CHECK(r.plans[i].objective_value == doctest::Approx(all[i].key).epsilon(1e-12).scale(0));
    }
    CHECK(r.stats.feasible <= static_cast<int64_t>(all.size()));
    CHECK(r.stats.simulated < static_cast<int64_t>(all.size()));  // the bounds pruned something
    CHECK(r.stats.space_size == Sum(r.stats.rejected) + r.stats.simulated);
  }
}

TEST_CASE("--risk p90 --objective energy: the best plans equal an exhaustive simulation's") {
  SearchProblem p = Problem(true, 8, "h100");
  SearchOptions o;
  o.space = SmallSpace();
  o.space.zero_stages = {0, 1, 3};
  o.space.grad_bucket_mib = {25};
  o.space.max_micro_batch_size = 1;
  o.objective = Objective::kEnergy;
  o.risk = Risk::kP90;
  o.top_k = 5;
  o.threads = 2;
  SearchResult r = SearchPlans(p, o);
  std::vector<Simulated> all = Exhaustive(p, o.space, Objective::kEnergy, Risk::kP90);
  REQUIRE(all.size() >= 5);
  REQUIRE(r.plans.size() == 5);
  const sim::ComponentRisk k = sim::P90ComponentRisk();
  for (size_t i = 0; i < 5; ++i) {
    CHECK(r.plans[i].objective_value == doctest::Approx(all[i].key).epsilon(1e-12).scale(0));
    // The step's energy, plus the job's waiting draw over the pessimistic step's extra time.
    const sim::StepResult& s = r.plans[i].result;
    const sim::StepComposition c = sim::CompositionOf(s.breakdown);
    const double p90_s = (c.total_s - c.communication_s - c.bubble_s) * k.compute +
                         c.communication_s * k.communication + c.bubble_s * k.bubble;
    const double waiting_w =
        sim::WaitingPower(p.hw, p.precision, p.num_gpus).FacilityW() * p.num_gpus;
    CHECK(s.waiting_w == doctest::Approx(waiting_w));
    CHECK(waiting_w < s.energy_j_per_step / s.step_time_s);  // waiting draws less than working
    CHECK(r.plans[i].objective_value ==
          doctest::Approx(s.energy_j_per_step + waiting_w * (p90_s - s.step_time_s))
              .epsilon(1e-9)
              .scale(0));
    // What the search's bound assumes: at least the least factor's extra time.
    CHECK(r.plans[i].objective_value >=
          (s.energy_j_per_step + waiting_w * s.step_time_s * (k.Min() - 1)) * (1 - 1e-12));
    // Below the energy at the step's own average power over the pessimistic time.
    CHECK(r.plans[i].objective_value < s.energy_j_per_step * p90_s / s.step_time_s);
  }
  CHECK(r.stats.simulated < static_cast<int64_t>(all.size()));  // the bounds still prune
}

TEST_CASE("results do not depend on the thread count" * doctest::test_suite("threads")) {
  SearchProblem p = Problem(true, 16, "a100-80gb");
  SearchOptions o;
  o.space = SmallSpace();
  o.top_k = 8;
  o.threads = 1;
  SearchResult one = SearchPlans(p, o);
  o.threads = 3;
  SearchResult three = SearchPlans(p, o);
  REQUIRE(one.plans.size() == three.plans.size());
  for (size_t i = 0; i < one.plans.size(); ++i) {
    CHECK(PlanToJson(one.plans[i].plan) == PlanToJson(three.plans[i].plan));
    CHECK(one.plans[i].result.step_time_s == three.plans[i].result.step_time_s);
  }
  CHECK(one.stats.simulated == three.stats.simulated);
  CHECK(one.stats.rejected == three.stats.rejected);
}

TEST_CASE("ranked plans carry the run's time, cost, energy and goodput") {
  SearchProblem p = Problem(true, 8, "h100");
  SearchOptions o;
  o.space = SmallSpace();
  o.top_k = 3;
  SearchResult r = SearchPlans(p, o);
  REQUIRE(!r.plans.empty());
  for (const RankedPlan& rp : r.plans) {
    const TrainingEstimate& t = rp.training;
    CHECK(t.steps == doctest::Approx(std::ceil(p.tokens / (32.0 * 2048))));
    CHECK(t.solve_s == doctest::Approx(t.steps * rp.result.step_time_s));
    CHECK(t.time_to_train_s > t.solve_s);
    CHECK(t.cost_usd ==
          doctest::Approx(8 * p.hw.pricing.usd_per_gpu_hour * t.time_to_train_s / 3600));
    CHECK(t.reliability.goodput == doctest::Approx(t.solve_s / t.time_to_train_s));
  }
  CHECK(r.plans[0].rank == 1);
  CHECK(r.plans[0].result.step_time_s <= r.plans[1].result.step_time_s);
}

TEST_CASE("infeasible requests say why") {
  SUBCASE("no factorization of the GPU count") {
    // 7 GPUs: tp 1 (7 does not divide 8 heads), pp 7 > 4 layers, dp 7 does not divide 32.
    SearchProblem p = Problem(false, 7, "a100-80gb");
    SearchResult r = SearchPlans(p, {});
    CHECK(r.plans.empty());
    CHECK(r.stats.evaluated == 0);
    CHECK(r.failure.find("no valid plan") != std::string::npos);
    CHECK(r.failure.find("pp exceeds the layer count") != std::string::npos);
  }
  // `experts` of width 8192 on 2 V100-16GB, the small search space.
  auto wide_moe = [](int experts) {
    SearchProblem p = Problem(true, 2, "v100-16gb");
    p.model.moe.num_experts = experts;
    p.model.moe.expert_ffn_hidden = 8192;
    return p;
  };
  SearchOptions o;
  o.space = SmallSpace();
  SUBCASE("more experts per GPU than memory allows") {
    SearchProblem p = wide_moe(256);
    SearchResult r = SearchPlans(p, o);
    CHECK(r.plans.empty());
    CHECK(r.stats.evaluated > 0);
    CHECK(r.failure.find("no plan fits in memory") != std::string::npos);
    CHECK(r.failure.find("experts per GPU") != std::string::npos);
  }
  SUBCASE("offloaded state that fits the GPUs but not the host names host memory") {
    // 64 experts of width 8192 on 2 V100-16GB: 2.1B expert parameters per
    // GPU, 34 GB of mixed-precision Adam state; offloaded, the GPUs hold a
    // few layers and the host 18 bytes per parameter (16-bit parameters,
    // fp32 gradients, master and moments): 77 GB for the two GPUs.
    SearchProblem p = wide_moe(64);
    p.hw.node.host_memory_bytes = 64 * kGiB;
    o.space.offload_device = OffloadDevice::kCpu;  // host memory only (no ZeRO-Infinity)
    SearchResult r = SearchPlans(p, o);
    INFO(r.failure);
    CHECK(r.plans.empty());
    CHECK(r.stats.rejected.count(kOutOfHostMemory) == 1);
    CHECK(r.failure.find("host memory binds") != std::string::npos);
    CHECK(r.failure.find("of host memory per node of 64.0 GiB") != std::string::npos);
    CHECK(r.failure.find("GPU memory binds") == std::string::npos);
    // With the host memory the state needs, the offloaded plans rank.
    p.hw.node.host_memory_bytes = 1024 * kGiB;
    SearchResult fit = SearchPlans(p, o);
    REQUIRE_FALSE(fit.plans.empty());
    CHECK(fit.plans.front().plan.offload_optimizer);
  }
  SUBCASE("where host memory binds, ZeRO-Infinity puts the state on the node's NVMe") {
    SearchProblem p = wide_moe(64);
    p.hw.node.host_memory_bytes = 64 * kGiB;
    REQUIRE(p.hw.node.HasNvme());  // DGX-1's SSDs
    SearchResult r = SearchPlans(p, o);
    INFO(r.failure);
    REQUIRE_FALSE(r.plans.empty());
    for (const auto& e : r.plans) {
      CAPTURE(e.plan.Summary());
      CHECK(e.plan.offload_device == OffloadDevice::kNvme);
      CHECK(e.plan.zero_stage == 3);
      CHECK(e.result.feasible);
      CHECK(e.result.breakdown.at("offload_s") > 0);
    }
    // With the host memory the state needs, NVMe (which only adds time) is not used.
    p.hw.node.host_memory_bytes = 1024 * kGiB;
    SearchResult host = SearchPlans(p, o);
    REQUIRE_FALSE(host.plans.empty());
    for (const auto& e : host.plans) CHECK(e.plan.offload_device == OffloadDevice::kCpu);
    // --offload-device nvme: every plan offloads to NVMe under ZeRO-3, host memory or not.
    o.space.offload_device = OffloadDevice::kNvme;
    SearchResult forced = SearchPlans(p, o);
    REQUIRE_FALSE(forced.plans.empty());
    for (const auto& e : forced.plans) {
      CHECK(e.plan.offload_device == OffloadDevice::kNvme);
      CHECK(e.plan.zero_stage == 3);
      CHECK(e.plan.offload_optimizer);
    }
    CHECK(forced.plans.front().result.step_time_s > host.plans.front().result.step_time_s);
    // Drives too small for the state: out of NVMe, and the message says so.
    o.space.offload_device.reset();
    p.hw.node.host_memory_bytes = 64 * kGiB;
    p.hw.node.nvme_bytes = 10e9;
    SearchResult small = SearchPlans(p, o);
    CHECK(small.plans.empty());
    CHECK(small.stats.rejected.count(kOutOfNvme) == 1);
    CHECK(small.failure.find("host memory binds") != std::string::npos);
    CHECK(small.failure.find("plans fit with their state on NVMe, but the node's NVMe (0.01 TB) "
                             "does not hold it either: the smallest NVMe footprint") !=
          std::string::npos);
    // --offload-device nvme on nodes without NVMe: the drives bind, and the message says so.
    o.space.offload_device = OffloadDevice::kNvme;
    p.hw.node.nvme_bytes = 0;
    SearchResult none = SearchPlans(p, o);
    INFO(none.failure);
    CHECK(none.plans.empty());
    CHECK(none.failure.find("NVMe binds: ") != std::string::npos);
    CHECK(none.failure.find("no local NVMe") != std::string::npos);
    CHECK(none.failure.find("GPU memory binds") == std::string::npos);
  }
  SUBCASE("without offload the GPU binds and the message says so") {
    SearchProblem p = wide_moe(64);
    o.space.offload = false;
    SearchResult r = SearchPlans(p, o);
    INFO(r.failure);
    CHECK(r.plans.empty());
    CHECK(r.failure.find("GPU memory binds: the smallest footprint") != std::string::npos);
    CHECK(r.failure.find("host memory") == std::string::npos);
  }
}

TEST_CASE("precision: the scenario's, else bf16, fp16 on V100") {
  Scenario s = LoadScenario(std::string(SHOAL_SOURCE_DIR) + "/scenarios/mixtral-8x7b-64-h100.json");
  CHECK(ChoosePrecision(s, s.hardware) == Precision::kBf16);
  CHECK(ChoosePrecision(s, ResolveHardware("v100-32gb")) == Precision::kFp16);
  // fp4 where the GPU has FP4 units; else the fp8 rule (fp8, or 16 bit).
  s.plan->precision = Precision::kFp4;
  CHECK(ChoosePrecision(s, ResolveHardware("b200")) == Precision::kFp4);
  CHECK(ChoosePrecision(s, ResolveHardware("h100")) == Precision::kFp8);
  CHECK(ChoosePrecision(s, ResolveHardware("a100-80gb")) == Precision::kBf16);
  s.plan.reset();
  CHECK(ChoosePrecision(s, ResolveHardware("a100-80gb")) == Precision::kBf16);
  SearchProblem p = ProblemFromScenario(s, 128);
  CHECK(p.num_gpus == 128);
  CHECK(p.global_batch_size == s.training.global_batch_size);
}

TEST_CASE("fp8 attention: the scenario's, carried into every candidate its precision allows") {
  Scenario s = LoadScenario(std::string(SHOAL_SOURCE_DIR) + "/scenarios/mixtral-8x7b-64-h100.json");
  s.plan->precision = Precision::kFp8;
  s.plan->attention = AttentionKernel::kCudnn;
  s.plan->fp8_attention = true;
  s.stack.attention = AttentionKernel::kCudnn;
  SearchProblem p = ProblemFromScenario(s, 64);
  CHECK(p.fp8_attention);
  SearchOptions o;
  o.top_k = 2;
  o.threads = 2;
  SearchResult r = SearchPlans(p, o);
  REQUIRE_FALSE(r.plans.empty());
  for (const auto& c : r.plans) CHECK(c.plan.fp8_attention);
  // A GPU without fp8 units runs 16 bit: no fp8 attention either.
  SearchProblem a100 = ProblemFromScenario(s, ResolveHardware("a100-80gb"), 64);
  REQUIRE(a100.precision == Precision::kBf16);
  SearchResult r16 = SearchPlans(a100, o);
  REQUIRE_FALSE(r16.plans.empty());
  for (const auto& c : r16.plans) CHECK_FALSE(c.plan.fp8_attention);
}

TEST_CASE("distinct layouts: the best plan of each split, as an exhaustive simulation ranks them") {
  SearchProblem p = Problem(false, 16, "a100-80gb");
  SearchOptions o;
  o.space = SmallSpace();
  o.top_k = 4;
  o.threads = 2;
  o.distinct_layouts = true;
  SearchResult r = SearchPlans(p, o);
  // The exhaustive ranking, keeping each layout's first (best) plan.
  std::vector<Simulated> best_per_layout;
  std::set<std::string> seen;
  for (const Simulated& s : Exhaustive(p, o.space, Objective::kTime)) {
    if (seen.insert(LayoutKey(s.plan)).second) best_per_layout.push_back(s);
  }
  REQUIRE(best_per_layout.size() >= 4);
  REQUIRE(r.plans.size() == 4);
  std::set<std::string> layouts;
  for (size_t i = 0; i < 4; ++i) {
    INFO("rank " << i + 1 << ": expected " << best_per_layout[i].plan.Summary() << ", got "
                 << r.plans[i].plan.Summary());
    CHECK(r.plans[i].objective_value ==
          doctest::Approx(best_per_layout[i].key).epsilon(1e-12).scale(0));
    CHECK(LayoutKey(r.plans[i].plan) == LayoutKey(best_per_layout[i].plan));
    layouts.insert(LayoutKey(r.plans[i].plan));
  }
  CHECK(layouts.size() == 4);
}

TEST_CASE("interleaved chunks hold equal layer counts; recompute fractions and MoE overlap are searched") {
  SearchProblem p = Problem(true, 12, "h100", 24);
  p.model.num_layers = 6;  // pp 2 x 2 chunks does not divide 6; pp 3 x 2 does
  SearchSpaceOptions o = SmallSpace();
  bool half_recompute = false, moe_overlap = false, interleaved = false;
  for (const Plan& plan : AllCandidates(p, o)) {
    if (plan.schedule == PipelineSchedule::kInterleaved) {
      interleaved = true;
      CHECK(p.model.num_layers % (plan.pp * plan.virtual_stages) == 0);
    }
    if (plan.recompute == Recompute::kFull && plan.recompute_fraction == 0.5) half_recompute = true;
    if (plan.overlap_moe_comm) {
      moe_overlap = true;
      CHECK(plan.ep > 1);  // nothing to overlap without expert parallelism
    }
  }
  CHECK(interleaved);
  CHECK(half_recompute);
  CHECK(moe_overlap);
  // A stack that checkpoints only whole layers (Megatron-LM 2021) is offered
  // no selective recompute and no share of the layers.
  SearchProblem old = p;
  old.stack = ResolveSoftwareStack("megatron-lm-2021");
  REQUIRE_FALSE(old.stack.memory.partial_recompute);
  bool full = false;
  for (const Plan& plan : AllCandidates(old, o)) {
    CHECK(plan.recompute != Recompute::kSelective);
    if (plan.recompute == Recompute::kFull) {
      full = true;
      CHECK(plan.recompute_fraction == 1.0);
    }
  }
  CHECK(full);
  RejectCounts rejected;
  SpaceEnumeration space = EnumerateSpace(p, o);
  for (const CostGroup& g : space.groups) {
    for (int pp : g.pp_values) {
      ForEachVariant(p, o, StructurePlan(p, g, pp), [](const Plan&) {}, &rejected);
    }
  }
  CHECK(rejected["layers do not split evenly into pp x virtual stages chunks"] > 0);
}

TEST_CASE("--risk p90 ranks by each part of the step times its own factor") {
  using sim::ComponentRisk;
  using sim::StepComposition;
  const ComponentRisk k = sim::P90ComponentRisk();
  // 10 s of which 2 s exposed communication and 1 s bubble.
  const StepComposition c{10.0, 2.0, 1.0};
  CHECK(sim::PessimisticStepSeconds(c) ==
        doctest::Approx(7.0 * k.compute + 2.0 * k.communication + 1.0 * k.bubble));
  CHECK(k.Min() == k.compute);
  // A step of pure compute against one as fast with more communication: the
  // pessimistic bound prefers the compute-bound step, the prediction cannot.
  const StepComposition compute_bound{10.0, 0.0, 0.0}, comm_bound{9.5, 3.0, 0.0};
  CHECK(sim::PessimisticStepSeconds(compute_bound) < sim::PessimisticStepSeconds(comm_bound));
  // On a real search the ranking changes: an 8-layer Mixtral on 32 H100,
  // best plan of each layout, within the top five.
  Scenario s = LoadScenario(std::string(SHOAL_SOURCE_DIR) + "/scenarios/mixtral-8x7b-64-h100.json");
  s.model.num_layers = 8;
  SearchProblem p = ProblemFromScenario(s, 32);
  SearchOptions o;
  o.top_k = 5;
  o.distinct_layouts = true;
  o.threads = 2;
  const SearchResult plain = SearchPlans(p, o);
  o.risk = Risk::kP90;
  const SearchResult risky = SearchPlans(p, o);
  REQUIRE(plain.plans.size() == 5);
  REQUIRE(risky.plans.size() == 5);
  CHECK(risky.risk == Risk::kP90);
  bool changed = false;
  for (size_t i = 0; i < 5; ++i) {
    changed = changed || PlanToJson(plain.plans[i].plan) != PlanToJson(risky.plans[i].plan);
    CHECK(risky.plans[i].objective_value ==
          doctest::Approx(
              sim::PessimisticStepSeconds(sim::CompositionOf(risky.plans[i].result.breakdown))));
  }
  CHECK(changed);
  CHECK_THROWS_AS(RiskOption("p95", "--risk"), InputError);
}

TEST_CASE(
    "a plan that fits only within the memory margin ranks, marked tight; --risk p90 refuses it") {
  SearchProblem p = Problem(false, 8, "h100");
  SearchOptions o;
  o.space = SmallSpace();
  o.top_k = 3;
  o.threads = 2;
  const SearchResult roomy = SearchPlans(p, o);
  REQUIRE_FALSE(roomy.plans.empty());
  const RankedPlan best = roomy.plans.front();
  // The GPU's memory now between the best plan's peak and peak + margin.
  const sim::StageResult* worst = &best.result.stages.front();
  for (const auto& st : best.result.stages) {
    if (st.memory.TotalBytes() > worst->memory.TotalBytes()) worst = &st;
  }
  p.hw.gpu.hbm_bytes = worst->memory.TotalBytes() + 0.5 * worst->memory_margin_bytes;
  const SearchResult tight = SearchPlans(p, o);
  REQUIRE_FALSE(tight.plans.empty());
  CHECK(PlanToJson(tight.plans.front().plan) == PlanToJson(best.plan));
  CHECK_FALSE(sim::FitsWithMargin(tight.plans.front().result));
  const std::string table = PlanSearchTable(p, o.objective, tight, 2);
  INFO(table);
  CHECK(table.find("* free GPU memory within the prediction's uncertainty") != std::string::npos);
  o.risk = Risk::kP90;
  const SearchResult risky = SearchPlans(p, o);
  REQUIRE_FALSE(risky.plans.empty());
  for (const auto& rp : risky.plans) {
    CHECK(PlanToJson(rp.plan) != PlanToJson(best.plan));
    CHECK(sim::FitsWithMargin(sim::SimulateStep(p.model, p.hw, rp.plan)));
  }
  CHECK(PlanSearchTable(p, o.objective, risky, 2).find("* free GPU memory") == std::string::npos);
}

TEST_CASE("the rank order, tried where it can matter, finds the best of trying it everywhere") {
  using R = SearchSpaceOptions::RankOrders;
  for (bool moe : {false, true}) {
    CAPTURE(moe);
    SearchProblem p = Problem(moe, 16, "a100-80gb");  // two 8-GPU nodes
    SearchOptions o;
    o.space = SmallSpace();
    o.space.zero_stages = {0, 1};
    o.space.grad_bucket_mib = {25};
    o.space.offload = false;
    o.space.max_micro_batch_size = 1;
    o.space.pp = {2, 4};  // where the order can matter
    o.top_k = 8;
    o.threads = 2;
    SearchSpaceOptions everywhere = o.space, never = o.space;
    everywhere.rank_orders = R::kAll;
    never.rank_orders = R::kDefaultOnly;
    auto count_other = [](const std::vector<Plan>& plans) {
      return std::count_if(plans.begin(), plans.end(),
                           [](const Plan& pl) { return pl.rank_order == RankOrder::kTpCpEpPpDp; });
    };
    const std::vector<Plan> pruned = AllCandidates(p, o.space);
    const std::vector<Plan> all = AllCandidates(p, everywhere);
    const std::vector<Plan> usual = AllCandidates(p, never);
    CHECK(count_other(usual) == 0);
    CHECK(count_other(pruned) > 0);
    CHECK(count_other(all) > count_other(pruned));
    CHECK(pruned.size() == usual.size() + static_cast<size_t>(count_other(pruned)));
    for (const Plan& pl : pruned) {
      if (pl.rank_order != RankOrder::kTpCpEpPpDp) continue;
      CHECK(pl.pp > 1);
      CHECK(pl.dp > 1);
      CHECK(pl.tp * pl.cp < p.hw.node.gpus_per_node);
      CHECK(ValidatePlan(pl, p.model, p.num_gpus, p.hw.node.gpus_per_node).empty());
    }
    // Trying the order everywhere adds plans that simulate like their
    // default-order twins, or slower: the distinct best values are the same.
    auto distinct = [](const std::vector<double>& keys, size_t n) {
      std::vector<double> out;
      for (double k : keys) {
        if (out.size() == n) break;
        if (out.empty() || k > out.back() * (1 + 1e-12)) out.push_back(k);
      }
      return out;
    };
    std::vector<double> exhaustive_keys;
    for (const Simulated& s : Exhaustive(p, everywhere, Objective::kTime)) {
      exhaustive_keys.push_back(s.key);
    }
    SearchResult r = SearchPlans(p, o);
    REQUIRE(r.plans.size() == 8);
    std::vector<double> found_keys;
    for (const RankedPlan& rp : r.plans) found_keys.push_back(rp.objective_value);
    const std::vector<double> found = distinct(found_keys, 8);
    const std::vector<double> expected = distinct(exhaustive_keys, found.size());
    REQUIRE(found.size() >= 2);
    REQUIRE(expected.size() == found.size());
    for (size_t i = 0; i < found.size(); ++i) {
      CHECK(found[i] == doctest::Approx(expected[i]).epsilon(1e-12).scale(0));
    }
  }
}
