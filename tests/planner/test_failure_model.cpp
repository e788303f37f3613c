#include <doctest/doctest.h>

#include <cmath>
#include <fstream>

#include "core/json_reader.h"
#include "planner/failure_model.h"
#include "planner/reliability.h"

using namespace shoal;
using namespace shoal::planner;

namespace {

FailureModelInputs Quiet(double solve_s) {
  FailureModelInputs in;
  in.solve_s = solve_s;
  in.step_time_s = 1.0;
  in.nodes = 1;
  in.checkpoint_interval_s = 1000;
  return in;
}

}  // namespace

TEST_CASE("stragglers: a step waits for the slowest of N nodes") {
  // q = 1 - (1 - p)^N: with p = 1e-4, 8 nodes barely notice, 2048 nodes often do.
  StragglerEstimate small = EstimateStragglers(2.0, 8, 1e-4, 0.1);
  StragglerEstimate large = EstimateStragglers(2.0, 2048, 1e-4, 0.1);
  CHECK(small.slow_step_probability == doctest::Approx(1 - std::pow(1 - 1e-4, 8)));
  CHECK(large.slow_step_probability == doctest::Approx(1 - std::pow(1 - 1e-4, 2048)));
  CHECK(large.factor == doctest::Approx(1 + 0.1 * 0.1853).epsilon(1e-3).scale(0));
  CHECK(small.step_time_p90_s == 2.0);         // 0.08% of steps are slow
  CHECK(large.step_time_p90_s == doctest::Approx(2.2));  // 18.5% > 10%
  CHECK(large.step_time_p50_s == 2.0);
}

TEST_CASE("no failures: the time to train is the work plus the checkpoint stalls") {
  FailureModelInputs in = Quiet(10000);
  in.checkpoint_stall_s = 10;
  TimeToTrainDistribution d = SimulateTimeToTrain(in);
  // 10 periods of 1000 s of work; no checkpoint after the last one.
  CHECK(d.mean_s == doctest::Approx(10000 + 9 * 10));
  CHECK(d.p90_s == d.mean_s);
  CHECK(d.mean_interruptions == 0);
}

TEST_CASE("hard failures only: the Monte Carlo mean agrees with Daly's closed form") {
  const double solve = 30 * 86400, delta = 60, restart = 600, mtbf = 4 * 3600;
  FailureModelInputs in = Quiet(solve);
  in.interruptions_per_s = 1 / mtbf;
  in.restart_s = restart;
  in.checkpoint_stall_s = delta;
  in.checkpoint_interval_s = DalyIntervalSeconds(delta, mtbf);
  in.trials = 200;
  TimeToTrainDistribution d = SimulateTimeToTrain(in);
  const double daly = ExpectedWallSeconds(solve, in.checkpoint_interval_s, delta, restart, mtbf);
  INFO("Monte Carlo mean " << d.mean_s << " s, Daly " << daly << " s");
  CHECK(d.mean_s == doctest::Approx(daly).epsilon(0.01).scale(0));
  CHECK(d.p50_s < d.p90_s);
  CHECK(d.p90_s > d.mean_s);
  // Interruptions: ~ wall / MTBF.
  CHECK(d.mean_interruptions == doctest::Approx(d.mean_s / mtbf).epsilon(0.03).scale(0));
}

TEST_CASE("the same inputs give the same distribution (fixed seed)") {
  FailureModelInputs in = Quiet(1e6);
  in.interruptions_per_s = 1 / 7200.0;
  in.grey_failure_fraction = 0.3;
  in.grey_slowdown = 1.0;
  in.grey_detection_s = 1800;
  in.restart_s = 300;
  TimeToTrainDistribution a = SimulateTimeToTrain(in);
  TimeToTrainDistribution b = SimulateTimeToTrain(in);
  CHECK(a.mean_s == b.mean_s);
  CHECK(a.p90_s == b.p90_s);
}

TEST_CASE("grey failures cost their slow phase on top of the restart") {
  FailureModelInputs in = Quiet(2e6);
  in.interruptions_per_s = 1 / 7200.0;
  in.restart_s = 300;
  in.checkpoint_stall_s = 5;
  in.trials = 100;
  const double hard_only = SimulateTimeToTrain(in).mean_s;
  in.grey_failure_fraction = 0.5;
  in.grey_slowdown = 1.0;  // half speed while grey
  in.grey_detection_s = 3600;
  const double with_grey = SimulateTimeToTrain(in).mean_s;
  // Half the interruptions first spend an hour at half speed, ~1800 s of work
  // lost each; ~150 grey events over the run: ~2.7e5 s (12%) more, less the
  // failures that strike first.
  INFO("hard only " << hard_only << " s, half grey " << with_grey << " s");
  CHECK(with_grey > 1.05 * hard_only);
  CHECK(with_grey < 1.15 * hard_only);
  // Detected at once, a grey failure is a hard one.
  in.grey_detection_s = 0;
  CHECK(SimulateTimeToTrain(in).mean_s == doctest::Approx(hard_only).epsilon(0.02).scale(0));
}

TEST_CASE("asynchronous checkpoints stall less but lose more per failure") {
  ReliabilityInputs in;
  in.solve_s = 20 * 86400;
  in.step_time_s = 10;
  in.num_gpus = 4096;
  in.checkpoint_bytes = 20e12;  // 20 TB over 512 nodes x 1 GB/s: 39 s per write
  in.pcie_bytes_per_s_per_gpu = 25e9;
  in.spec = {2e-5, 1e9, 600};
  in.spec.straggler_node_step_probability = 0;
  in.spec.grey_failure_fraction = 0;
  const ReliabilityEstimate sync = EstimateReliability(in);
  in.spec.async_checkpoint = true;
  const ReliabilityEstimate async = EstimateReliability(in);
  CHECK(sync.checkpoint_stall_s == doctest::Approx(39.06).epsilon(1e-3).scale(0));
  CHECK(async.checkpoint_stall_s == doctest::Approx(20e12 / 4096 / 25e9));  // 0.2 s to host
  CHECK(async.checkpoint_interval_s >= async.checkpoint_write_s);
  INFO("sync goodput " << sync.goodput << ", async " << async.goodput);
  CHECK(async.goodput > sync.goodput);
}

TEST_CASE("the defaults in code are the sourced figures in data/failure_rates.json") {
  Json j = LoadJsonFile(std::string(SHOAL_SOURCE_DIR) + "/data/failure_rates.json");
  CHECK(j["straggler_node_step_probability"]["value"].get<double>() ==
        ReliabilityDefaults::kStragglerNodeStepProbability);
  CHECK(j["straggler_slowdown"]["value"].get<double>() == ReliabilityDefaults::kStragglerSlowdown);
  CHECK(j["grey_failure_fraction"]["value"].get<double>() ==
        doctest::Approx(ReliabilityDefaults::kGreyFailureFraction).epsilon(1e-12).scale(0));
  CHECK(j["grey_slowdown"]["value"].get<double>() == ReliabilityDefaults::kGreySlowdown);
  CHECK(j["grey_detection_s"]["value"].get<double>() == ReliabilityDefaults::kGreyDetectionS);
  for (const char* key : {"straggler_node_step_probability", "straggler_slowdown",
                          "grey_failure_fraction", "grey_slowdown", "grey_detection_s"}) {
    CHECK(j[key].contains("source"));
  }
}
