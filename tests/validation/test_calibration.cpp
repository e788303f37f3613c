// shoal calibrate: the fit recovers known efficiencies, reports what the runs
// cannot determine, and refuses fewer runs than parameters.
#include <doctest/doctest.h>

#include <string>

#include "core/error.h"
#include "core/scenario.h"
#include "simulator/simulate.h"
#include "tests/support/bundled.h"
#include "validation/calibration.h"

using namespace shoal;
using namespace shoal::sim;
using namespace shoal::validation;
using shoal::testing::LoadBundledScenario;

namespace {

// A run "measured" on `truth`: what the simulator predicts there.
CalibrationRun RunOn(const Scenario& s, Plan plan, const HardwareProfile& truth,
                     const std::string& name) {
  CalibrationRun r;
  r.file = name;
  r.spec.model = s.model;
  r.spec.plan = plan;
  r.spec.measured_step_s = SimulateStep(s.model, truth, plan).step_time_s;
  return r;
}

// Mixtral cut to 4 layers (fast to simulate), four plans on 64 H100.
std::vector<CalibrationRun> Runs(const HardwareProfile& truth) {
  Scenario s = LoadBundledScenario("mixtral-8x7b-64-h100.json");
  s.model.num_layers = 4;
  std::vector<CalibrationRun> runs;
  Plan p = *s.plan;
  runs.push_back(RunOn(s, p, truth, "a"));
  p.micro_batch_size = 2;
  runs.push_back(RunOn(s, p, truth, "b"));
  p.tp = 4, p.dp = 4, p.ep = 4, p.micro_batch_size = 1;
  runs.push_back(RunOn(s, p, truth, "c"));
  p.recompute = Recompute::kFull;
  runs.push_back(RunOn(s, p, truth, "d"));
  return runs;
}

}  // namespace

TEST_CASE("calibrate recovers a known GEMM and collective scale, held out too") {
  const HardwareProfile hw = LoadBundledScenario("mixtral-8x7b-64-h100.json").hardware;
  ParamFit gemm, coll;
  gemm.param = CalibrationParam::kGemm, gemm.value = 0.7;
  coll.param = CalibrationParam::kCollective, coll.value = 0.6;
  const HardwareProfile truth = ApplyCalibration(hw, {gemm, coll});
  const auto runs = Runs(truth);
  CalibrationResult r =
      Calibrate(runs, hw, {CalibrationParam::kGemm, CalibrationParam::kCollective});
  REQUIRE(r.params.size() == 2);
  CHECK(r.params[0].value == doctest::Approx(0.7).epsilon(0.01).scale(0));
  CHECK(r.params[1].value == doctest::Approx(0.6).epsilon(0.03).scale(0));
  CHECK(r.mape_before > 0.1);
  CHECK(r.mape_after < 0.005);
  REQUIRE(r.mape_held_out);
  CHECK(*r.mape_held_out < 0.01);
  for (const auto& e : r.runs) CHECK(e.held_out_s.has_value());
}

TEST_CASE("calibrate: a parameter the runs do not see is left alone; at a bound is said") {
  const HardwareProfile hw = LoadBundledScenario("mixtral-8x7b-64-h100.json").hardware;
  Scenario s = LoadBundledScenario("mixtral-8x7b-64-h100.json");
  Plan single = *s.plan;
  single.tp = single.pp = single.dp = single.ep = 1;
  s.model.num_layers = 2;
  s.model.moe.num_experts = 0;
  single.global_batch_size = 8;
  // One GPU: no collective; the "measurement" is 10x slower than any efficiency allows.
  CalibrationRun a = RunOn(s, single, hw, "a"), b = a;
  a.spec.measured_step_s *= 10;
  single.micro_batch_size = 2;
  b = RunOn(s, single, hw, "b");
  b.spec.measured_step_s *= 10;
  CalibrationResult r =
      Calibrate({a, b}, hw, {CalibrationParam::kGemm, CalibrationParam::kCollective});
  CHECK(r.params[0].at_bound);
  CHECK(r.params[0].value == doctest::Approx(r.params[0].lo));
  CHECK_FALSE(r.params[1].determined);
  CHECK(r.params[1].value == 1.0);
  CHECK(r.mape_after < r.mape_before);
  CHECK(r.rms_log_error_after < r.rms_log_error_before);
  CHECK_FALSE(r.mape_held_out.has_value());  // 2 runs, 2 parameters
}

TEST_CASE("calibrate refuses fewer runs than parameters") {
  const HardwareProfile hw = LoadBundledScenario("mixtral-8x7b-64-h100.json").hardware;
  auto runs = Runs(hw);
  runs.resize(2);
  CHECK_THROWS_WITH_AS(Calibrate(runs, hw,
                                 {CalibrationParam::kGemm, CalibrationParam::kAttention,
                                  CalibrationParam::kOverlap}),
                       doctest::Contains("3 parameters, 2 runs"), InputError);
}
