#include <doctest/doctest.h>

#include <cmath>

#include "core/hardware.h"
#include "planner/reliability.h"
#include "planner/training_cost.h"

using namespace shoal;
using namespace shoal::planner;

TEST_CASE("Young and Daly checkpoint intervals") {
  // delta = 60 s, M = 10 h: Young sqrt(2 x 60 x 36000) = 2078.5 s.
  CHECK(YoungIntervalSeconds(60, 36000) == doctest::Approx(2078.46).epsilon(1e-4).scale(0));
  // Daly's correction: x = delta/2M = 1/1200.
  const double x = 60.0 / 72000.0;
  CHECK(DalyIntervalSeconds(60, 36000) ==
        doctest::Approx(2078.46 * (1 + std::sqrt(x) / 3 + x / 9) - 60).epsilon(1e-4).scale(0));
  // Checkpoints slower than twice the MTBF: checkpoint every MTBF.
  CHECK(DalyIntervalSeconds(1000, 400) == 400);
}

TEST_CASE("Daly's interval minimizes the expected wall time") {
  const double solve = 30 * 86400, delta = 120, restart = 600, mtbf = 5 * 3600;
  const double tau = DalyIntervalSeconds(delta, mtbf);
  const double best = ExpectedWallSeconds(solve, tau, delta, restart, mtbf);
  for (double f : {0.5, 0.8, 1.25, 2.0}) {
    CHECK(ExpectedWallSeconds(solve, tau * f, delta, restart, mtbf) > best);
  }
  // Near the optimum the first-order waste model agrees with the exact one
  // when the checkpoint write and the restart are short against the MTBF
  // (50 h: 4.1% exact, 4.0% first order); at 5 h the exact model's higher
  // order terms add 9.5% of the waste (16.3% against 14.9%).
  const double waste = FirstOrderWaste(tau, delta, restart, mtbf);
  CHECK(best / solve - 1 > waste * 1.05);
  const double long_mtbf = 10 * mtbf, long_tau = DalyIntervalSeconds(delta, long_mtbf);
  const double long_best = ExpectedWallSeconds(solve, long_tau, delta, restart, long_mtbf);
  CHECK(
      long_best / solve - 1 ==
      doctest::Approx(FirstOrderWaste(long_tau, delta, restart, long_mtbf)).epsilon(0.05).scale(0));
}

TEST_CASE("failure-free limits") {
  // A huge MTBF: only the checkpoint writes cost time.
  const double wall = ExpectedWallSeconds(1e6, 3600, 36, 600, 1e15);
  CHECK(wall == doctest::Approx(1e6 * (1 + 36.0 / 3600)).epsilon(1e-6).scale(0));
}

TEST_CASE("EstimateReliability: cluster MTBF, checkpoint time, goodput") {
  ReliabilityInputs in;
  in.solve_s = 10 * 86400;
  in.num_gpus = 16384;
  in.gpus_per_node = 8;
  in.checkpoint_bytes = 2048 * 1e9;  // 2 TB
  in.spec.gpu_failures_per_hour = 1.97e-5;
  in.spec.checkpoint_write_bytes_per_s_per_node = 1e9;
  in.spec.restart_s = 600;
  ReliabilityEstimate e = EstimateReliability(in);
  // Llama 3: 16384 H100 at 1.97e-5 per GPU-hour -> one interruption every ~3.1 h.
  CHECK(e.mtbf_s / 3600 == doctest::Approx(3.098).epsilon(0.01).scale(0));
  CHECK(e.checkpoint_write_s == doctest::Approx(1.0));  // 2 TB over 2048 nodes x 1 GB/s
  CHECK(e.goodput < 1.0);
  CHECK(e.goodput > 0.9);
  CHECK(e.wall_s == doctest::Approx(in.solve_s / e.goodput));
  // Seeded Monte Carlo: grey cycles outlast their onset, so slightly fewer.
  CHECK(e.expected_failures == doctest::Approx(e.wall_s / e.mtbf_s).epsilon(0.03).scale(0));
  CHECK(e.p90_s > e.p50_s);
}

TEST_CASE("profile zeros fall back to published large-cluster figures") {
  ReliabilitySpec r = EffectiveReliability({});
  CHECK(r.gpu_failures_per_hour == doctest::Approx(419.0 / (16384.0 * 54 * 24)));
  CHECK(r.checkpoint_write_bytes_per_s_per_node == 1e9);
  CHECK(r.restart_s == 600);
  ReliabilitySpec given{1e-4, 2e9, 300};
  ReliabilitySpec kept = EffectiveReliability(given);
  CHECK(kept.gpu_failures_per_hour == 1e-4);
  CHECK(kept.checkpoint_write_bytes_per_s_per_node == 2e9);
  CHECK(kept.restart_s == 300);
}

TEST_CASE("more GPUs fail more often: goodput falls with cluster size") {
  ReliabilityInputs in;
  in.solve_s = 1e6;
  in.checkpoint_bytes = 1e12;
  in.spec = {8.1e-5, 1e9, 600};
  in.num_gpus = 512;
  const double small = EstimateReliability(in).goodput;
  in.num_gpus = 8192;
  in.solve_s = 1e6 / 16;  // same work, 16x the GPUs
  const double large = EstimateReliability(in).goodput;
  CHECK(large < small);
}

TEST_CASE("EstimateTraining: steps, dollars, energy, CO2") {
  HardwareProfile hw;
  hw.node.gpus_per_node = 8;
  hw.pricing.usd_per_gpu_hour = 2.0;
  hw.energy.kg_co2_per_kwh = 0.5;
  hw.reliability = {1e-9, 1e12, 1};  // nearly no failures, instant checkpoints
  hw.reliability.straggler_node_step_probability = 0;  // no stragglers
  TrainingInputs in;
  in.tokens = 1e9;
  in.tokens_per_step = 1e6;
  in.step_time_s = 3.6;
  in.energy_j_per_step = 3.6e6;  // 1 MW cluster, 1 kWh per step
  in.num_gpus = 1000;
  in.checkpoint_bytes = 1e9;
  TrainingEstimate t = EstimateTraining(in, hw);
  CHECK(t.steps == 1000);
  CHECK(t.solve_s == doctest::Approx(3600));
  CHECK(t.time_to_train_s == doctest::Approx(3600).epsilon(1e-3).scale(0));
  CHECK(t.cost_usd == doctest::Approx(2000).epsilon(1e-3).scale(0));  // 1000 GPU-hours x $2
  CHECK(t.energy_kwh == doctest::Approx(1000).epsilon(1e-3).scale(0));
  CHECK(t.co2_kg == doctest::Approx(500).epsilon(1e-3).scale(0));
}

TEST_CASE("a failure-free run bounds the estimate's dollars and kWh from below") {
  HardwareProfile hw = ResolveHardware("h100");
  TrainingInputs in;
  in.tokens = 2e12;
  in.tokens_per_step = 16e6;
  in.energy_j_per_step = 5e9;
  in.num_gpus = 16384;
  in.checkpoint_bytes = 5e12;
  for (double step_s : {1.0, 5.0, 20.0}) {
    in.step_time_s = step_s;
    const TrainingEstimate lower = FailureFreeTraining(in, hw);
    const TrainingEstimate full = EstimateTraining(in, hw);
    CAPTURE(step_s);
    CHECK(lower.steps == full.steps);
    CHECK(lower.time_to_train_s == doctest::Approx(lower.solve_s));
    // Failures, checkpoints and stragglers cost something at this scale.
    CHECK(lower.cost_usd < full.cost_usd);
    CHECK(lower.energy_kwh < full.energy_kwh);
    CHECK(lower.cost_usd == doctest::Approx(in.num_gpus * hw.pricing.usd_per_gpu_hour *
                                            full.solve_s / 3600.0));
  }
}

TEST_CASE("checkpoint bytes: weights plus fp32 master and Adam moments") {
  ModelStats s;
  s.total_params = s.trainable_params = 1e9;
  CHECK(CheckpointBytes(s, Precision::kBf16) == 14e9);
  CHECK(CheckpointBytes(s, Precision::kFp32) == 12e9);
  // LoRA: the frozen base is not checkpointed, only the adapters' state.
  s.trainable_params = 4e7;
  CHECK(CheckpointBytes(s, Precision::kBf16) == doctest::Approx(14 * 4e7));
}
