#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>

#include "core/error.h"
#include "core/scenario.h"
#include "planner/progress_bar.h"
#include "planner/result_json.h"
#include "planner/sweep.h"

using namespace shoal;
using namespace shoal::planner;

TEST_CASE("GPU counts: powers of two in a range, or a list") {
  CHECK(ParseGpuCounts("64..4096", "--gpus") ==
        std::vector<int>{64, 128, 256, 512, 1024, 2048, 4096});
  CHECK(ParseGpuCounts("100..300", "--gpus") == std::vector<int>{128, 256});
  CHECK(ParseGpuCounts("480,512,1024", "--gpus") == std::vector<int>{480, 512, 1024});
  CHECK(ParseGpuCounts("8", "--gpus") == std::vector<int>{8});
  CHECK_THROWS_AS(ParseGpuCounts("64..", "--gpus"), InputError);
  CHECK_THROWS_AS(ParseGpuCounts("4096..64", "--gpus"), InputError);
  CHECK_THROWS_AS(ParseGpuCounts("65..127", "--gpus"), InputError);
  CHECK_THROWS_AS(ParseGpuCounts("8,,16", "--gpus"), InputError);
  CHECK_THROWS_AS(ParseGpuCounts("0", "--gpus"), InputError);
  CHECK_THROWS_AS(ParseGpuCounts("x", "--gpus"), InputError);
}

namespace {
SweepPoint Point(double time_s, double usd, double kwh, bool feasible = true) {
  SweepPoint p;
  p.feasible = feasible;
  p.best.training.time_to_train_s = time_s;
  p.best.training.cost_usd = usd;
  p.best.training.energy_kwh = kwh;
  return p;
}
}  // namespace

TEST_CASE("Pareto front over time, cost and energy") {
  std::vector<SweepPoint> pts = {Point(10, 100, 50),      // front: fastest
                                 Point(20, 50, 40),       // front: cheapest
                                 Point(20, 60, 45),       // dominated by the second
                                 Point(30, 55, 30),       // front: least energy
                                 Point(10, 100, 50),      // ties the first: both stay
                                 Point(1, 1, 1, false)};  // infeasible: never on the front
  MarkPareto(&pts);
  CHECK(pts[0].pareto);
  CHECK(pts[1].pareto);
  CHECK_FALSE(pts[2].pareto);
  CHECK(pts[3].pareto);
  CHECK(pts[4].pareto);
  CHECK_FALSE(pts[5].pareto);
}

TEST_CASE("a sweep over GPU types and counts: best plan and run cost per point") {
  Scenario s = LoadScenario(std::string(SHOAL_SOURCE_DIR) + "/scenarios/mixtral-8x7b-64-h100.json");
  s.training.global_batch_size = 64;
  SweepOptions o;
  o.hardware = {"a100-80gb", "h100"};
  o.gpu_counts = {16, 32};
  o.search.space.max_micro_batch_size = 2;
  o.search.space.virtual_stages = {2};
  o.search.space.grad_bucket_mib = {25};
  o.search.space.offload = false;
  o.search.space.zero_stages = {1};
  std::vector<std::string> seen;
  std::vector<size_t> done_seen;
  auto points = RunSweep(s, o, [&](size_t done, size_t total, const std::string& at) {
    seen.push_back(at);
    done_seen.push_back(done);
    CHECK(total == 4 * kSweepProgressUnits);  // one scale across the whole sweep
  });
  REQUIRE(points.size() == 4);
  CHECK(seen.front() == "a100-80gb x 16");
  CHECK(seen.back() == "h100 x 32");
  CHECK(std::is_sorted(done_seen.begin(), done_seen.end()));
  CHECK(done_seen.back() >= 3 * kSweepProgressUnits);
  bool any_pareto = false;
  for (const auto& p : points) {
    REQUIRE(p.feasible);
    CHECK(p.best.plan.NumGpus() == p.num_gpus);
    CHECK(p.best.training.time_to_train_s > 0);
    CHECK(p.best.training.cost_usd > 0);
    CHECK(p.best.training.energy_kwh > 0);
    any_pareto = any_pareto || p.pareto;
  }
  CHECK(any_pareto);
  // H100 is faster than A100 at the same count.
  CHECK(points[2].best.result.step_time_s < points[0].best.result.step_time_s);
  const results::SweepResult result = SweepResultOf(s.name, s.training.tokens, points);
  Json j = results::ToJson(result);
  CHECK(j["kind"] == "sweep");
  CHECK(j["points"].size() == 4);
  for (const char* key : {"hardware", "num_gpus", "feasible", "best", "time_to_train_s", "cost_usd",
                          "energy_kwh", "co2_kg", "goodput", "checkpoint_interval_s", "pareto"}) {
    CHECK(j["points"][0].contains(key));
  }
  CHECK(j["points"][0]["best"].contains("stage_peak_memory_bytes"));
  CHECK(results::SweepCsv(result).find("a100-80gb,16,true") != std::string::npos);
  // Written and read by one file (results/sweep.h): the same bytes back.
  const std::string text = j.dump(2);
  const Json parsed = Json::parse(text);
  JsonReader reader(parsed, "sweep.json");
  CHECK(results::ToJson(results::ReadSweep(reader)).dump(2) == text);
}

TEST_CASE("progress bar: drawn only when enabled, text of the bar") {
  CHECK(ProgressBar::Render("search", 1, 4, 8) == "search [##      ]  25%");
  CHECK(ProgressBar::Render("search", 4, 4, 4) == "search [####] 100%");
  // Time left at the pace so far, across the whole sweep.
  CHECK(ProgressBar::SecondsLeft(10, 1, 4) == doctest::Approx(30));
  CHECK(ProgressBar::SecondsLeft(10, 0, 4) == -1);
  CHECK(ProgressBar::SecondsLeft(10, 4, 4) == 0);
  CHECK(ProgressBar::Render("sweep", 1, 4, 4, 30) == "sweep [#   ]  25%  ETA 30 s");
  CHECK(ProgressBar::Render("sweep", 1, 4, 4, 600) == "sweep [#   ]  25%  ETA 10 min");
  std::FILE* f = std::tmpfile();
  REQUIRE(f != nullptr);
  {
    ProgressBar off("x", false, f);
    off.Update(1, 2);
  }
  CHECK(std::ftell(f) == 0);
  std::fclose(f);
}
