// Parallel plans against the single-rank run, with simulated ranks (the
// thread communicator). Tolerance: losses agree to 1e-9 relative (fp64; the
// only differences are summation orders, observed ~1e-15).
#include <doctest/doctest.h>

#include <cmath>
#include <mutex>
#include <string>

#include "core/error.h"
#include "executor/comm.h"
#include "executor/layout.h"
#include "executor/plan_support.h"
#include "executor/trainer.h"
#include "test_util.h"

namespace shoal::executor {
namespace {

constexpr double kLossRelTol = 1e-9;

std::vector<double> Losses(const TrainResult& r) {
  std::vector<double> l;
  for (const StepRecord& s : r.steps) l.push_back(s.loss);
  return l;
}

TrainResult RunRanks(const ModelConfig& m, const Plan& p, const ExecutorOptions& o) {
  TrainResult out;
  std::mutex mu;
  RunThreadRanks(p.NumGpus(), [&](Comm& comm) {
    CpuDevice device;
    TrainResult r = Train(m, p, o, comm, device);
    if (comm.rank() == 0) {
      std::lock_guard<std::mutex> lock(mu);
      out = std::move(r);
    }
  });
  return out;
}

ExecutorOptions ShortRun() {
  ExecutorOptions o;
  o.steps = 4;
  o.lr = 1e-2;
  return o;
}

TEST_CASE("parallel plans reproduce the single-rank losses") {
  const ModelConfig m = testing::TinyModel();
  const ExecutorOptions o = ShortRun();
  const std::vector<double> base = Losses(RunRanks(m, testing::SupportedPlan(1, 1, 1, 1), o));
  REQUIRE(base.size() == 4);
  CHECK(base.back() < base.front());

  struct Case {
    std::string name;
    Plan plan;
  };
  std::vector<Case> cases = {
      {"DP2", testing::SupportedPlan(2, 1, 1, 1)},
      {"DP2 EP2", testing::SupportedPlan(2, 1, 1, 2)},
      {"TP2", testing::SupportedPlan(1, 2, 1, 1)},
      {"PP2 1F1B", testing::SupportedPlan(1, 1, 2, 1)},
      {"DP2 EP2 TP2", testing::SupportedPlan(2, 2, 1, 2)},
      {"DP2 EP2 PP2", testing::SupportedPlan(2, 1, 2, 2)},
      // Megatron's expert grid: expert-parallel groups across tensor ranks
      // (TP2 EP2: the two tensor ranks hold different experts), across
      // tensor ranks and replicas (DP2 TP2 EP4), and tensor ranks sharing
      // every expert (TP2: one expert-data-parallel group of two).
      {"TP2 EP2", testing::SupportedPlan(1, 2, 1, 2)},
      {"DP2 TP2 EP4", testing::SupportedPlan(2, 2, 1, 4)},
      {"DP2 TP2 PP2 EP2", testing::SupportedPlan(2, 2, 2, 2)},
  };
  Case zero{"DP2 EP2 ZeRO-1", testing::SupportedPlan(2, 1, 1, 2)};
  zero.plan.zero_stage = 1;
  cases.push_back(zero);
  // Megatron's --use-tp-pp-dp-mapping: stages before replicas in the world
  // ranks; the same grid, so the same losses.
  // (With pp > 1 this order needs ep x etp = tp x cp, Megatron-Core's check.)
  Case swapped{"DP2 PP2 tp-cp-ep-pp-dp", testing::SupportedPlan(2, 1, 2, 1)};
  swapped.plan.rank_order = RankOrder::kTpCpEpPpDp;
  cases.push_back(swapped);
  Case swapped_ep{"DP2 TP2 EP2 PP2 tp-cp-ep-pp-dp", testing::SupportedPlan(2, 2, 2, 2)};
  swapped_ep.plan.rank_order = RankOrder::kTpCpEpPpDp;
  cases.push_back(swapped_ep);
  Case gpipe{"PP2 GPipe", testing::SupportedPlan(1, 1, 2, 1)};
  gpipe.plan.schedule = PipelineSchedule::kGpipe;
  cases.push_back(gpipe);
  for (const Case& c : cases) {
    CAPTURE(c.name);
    std::vector<double> got = Losses(RunRanks(m, c.plan, o));
    REQUIRE(got.size() == base.size());
    for (size_t i = 0; i < base.size(); ++i) {
      CHECK(std::abs(got[i] - base[i]) <= kLossRelTol * std::abs(base[i]));
    }
  }
}

TEST_CASE(
    "expert parallelism across tensor ranks keeps the single-rank losses, shared experts too") {
  // Each tensor rank sends its share of the tokens to the experts; the shared
  // experts' partial sums join the routed outputs in one all-reduce.
  ModelConfig m = testing::TinyModel();
  m.moe.num_shared_experts = 1;
  const ExecutorOptions o = ShortRun();
  const std::vector<double> base = Losses(RunRanks(m, testing::SupportedPlan(1, 1, 1, 1), o));
  for (const Plan& plan : {testing::SupportedPlan(1, 2, 1, 1), testing::SupportedPlan(1, 2, 1, 2),
                           testing::SupportedPlan(2, 2, 1, 2)}) {
    CAPTURE(plan.Summary());
    std::vector<double> got = Losses(RunRanks(m, plan, o));
    REQUIRE(got.size() == base.size());
    for (size_t i = 0; i < base.size(); ++i) {
      CHECK(std::abs(got[i] - base[i]) <= kLossRelTol * std::abs(base[i]));
    }
  }
}

TEST_CASE("the rank order decides which world rank holds which stage and replica") {
  // DP2 TP2 PP2: Megatron's default numbers stages outermost, its
  // --use-tp-pp-dp-mapping replicas outermost (parallel_state.py RankGenerator).
  Plan plan = testing::SupportedPlan(2, 2, 2, 1);
  Plan swapped = plan;
  swapped.rank_order = RankOrder::kTpCpEpPpDp;
  for (int rank = 0; rank < 8; ++rank) {
    const Layout d = Layout::For(plan, rank);
    const Layout s = Layout::For(swapped, rank);
    CAPTURE(rank);
    CHECK(d.tp_rank == rank % 2);
    CHECK(s.tp_rank == rank % 2);
    CHECK(d.dp_rank == rank / 2 % 2);
    CHECK(d.pp_rank == rank / 4);
    CHECK(s.pp_rank == rank / 2 % 2);
    CHECK(s.dp_rank == rank / 4);
    CHECK(d.WorldRank(d.pp_rank, d.dp_rank, d.tp_rank) == rank);
    CHECK(s.WorldRank(s.pp_rank, s.dp_rank, s.tp_rank) == rank);
  }
}

TEST_CASE("the loss falls toward the data's entropy rate") {
  ModelConfig m = testing::TinyModel();
  ExecutorOptions o;
  o.steps = 40;
  o.lr = 2e-2;
  TrainResult r = RunRanks(m, testing::SupportedPlan(2, 1, 1, 2, 16, 4), o);
  const double first = r.steps.front().loss, last = r.steps.back().loss;
  CAPTURE(first);
  CAPTURE(last);
  CAPTURE(r.entropy_rate_nats);
  CHECK(first == doctest::Approx(r.uniform_nats).epsilon(0.05).scale(0));  // starts near uniform
  CHECK(last < first - 0.5 * (first - r.entropy_rate_nats));      // more than half way down
  CHECK(last > r.entropy_rate_nats - 0.05);                       // never below the floor
}

TEST_CASE("a plan the executor cannot run is refused, naming why") {
  const ModelConfig m = testing::TinyModel();
  auto refused = [&](Plan p, int world, const std::string& word) {
    auto why = UnsupportedPlanFeatures(p, m, world, Backend::kCpu);
    std::string all;
    for (const auto& w : why) all += w + "\n";
    CAPTURE(all);
    CHECK(all.find(word) != std::string::npos);
  };
  refused(testing::SupportedPlan(2, 1, 1, 1), 4, "MPI world has 4");
  Plan p = testing::SupportedPlan(1, 1, 1, 1);
  p.cp = 2;
  refused(p, 2, "context parallelism");
  p = testing::SupportedPlan(2, 1, 1, 1);
  p.zero_stage = 2;
  refused(p, 2, "zero_stage 2");
  p = testing::SupportedPlan(1, 1, 2, 1);
  p.schedule = PipelineSchedule::kInterleaved;
  p.virtual_stages = 2;
  refused(p, 2, "interleaved");
  p.schedule = PipelineSchedule::kDualPipe;
  p.virtual_stages = 1;
  refused(p, 2, "dualpipe");
  p = testing::SupportedPlan(1, 1, 1, 1);
  p.precision = Precision::kFp8;
  refused(p, 1, "fp8");
  p.precision = Precision::kFp64;
  p.offload_optimizer = true;
  refused(p, 1, "offload");
  p = testing::SupportedPlan(1, 1, 1, 1);
  p.activation_offload_layers = 1;
  refused(p, 1, "activation CPU offloading");
  p = testing::SupportedPlan(1, 1, 1, 1);
  p.overlap_grad_comm = true;
  refused(p, 1, "overlap_grad_comm");
  p = testing::SupportedPlan(1, 2, 1, 1);
  p.sequence_parallel = true;
  refused(p, 2, "sequence_parallel");
  p = testing::SupportedPlan(2, 1, 1, 4);
  refused(p, 2, "must divide dp x tp");
  p = testing::SupportedPlan(1, 1, 1, 8, 8, 8);
  refused(p, 1, "must divide the experts");
  // Megatron's other order with pp > 1 needs ep x etp = tp x cp.
  p = testing::SupportedPlan(2, 1, 2, 2);
  p.rank_order = RankOrder::kTpCpEpPpDp;
  refused(p, 4, "rank_order");
  p = testing::SupportedPlan(1, 1, 1, 1);
  p.recompute = Recompute::kFull;
  refused(p, 1, "recompute");
  p = testing::SupportedPlan(2, 1, 1, 2);
  p.overlap_moe_comm = true;
  refused(p, 2, "overlap_moe_comm");
  p = testing::SupportedPlan(1, 1, 1, 1);
  p.attention = AttentionKernel::kFlash2;
  refused(p, 1, "unfused");
  CHECK(UnsupportedPlanFeatures(testing::SupportedPlan(2, 1, 1, 2), m, 2, Backend::kCpu).empty());

  // Train itself refuses too (InputError -> exit 2 in the CLI).
  SelfComm world;
  CpuDevice device;
  CHECK_THROWS_AS(Train(m, testing::SupportedPlan(2, 1, 1, 1), ShortRun(), world, device),
                  InputError);
}

}  // namespace
}  // namespace shoal::executor
