// The power model: a power cap, fp8 GEMMs, the step's power breakdown, the
// facility, and the profile's activity powers (the check against metered runs
// is tests/validation/test_energy_check.cpp).
#include <doctest/doctest.h>

#include <string>

#include "core/error.h"
#include "core/scenario.h"
#include "simulator/power_model.h"
#include "simulator/simulate.h"
#include "tests/support/bundled.h"

using namespace shoal;
using namespace shoal::sim;
using shoal::testing::LoadBundledScenario;

namespace {
StepResult Simulate(const Scenario& s) { return SimulateStep(s.model, s.hardware, *s.plan); }
}  // namespace

TEST_CASE("a power cap lowers every busy activity's power with the clock") {
  HardwareProfile hw = ResolveHardware("h100");
  PowerModel full(hw, Precision::kBf16);
  hw.gpu.power_limit_w = 500;
  PowerModel capped(hw, Precision::kBf16);
  CHECK(hw.gpu.ClockFactor() < 1.0);
  CHECK(capped.LimitWatts() == 500.0);
  for (Activity a : {Activity::kGemm, Activity::kAttention, Activity::kMemory}) {
    CHECK(capped.GpuWatts(a) < full.GpuWatts(a));
    ActivityArray only{};
    only[static_cast<size_t>(a)] = 1.0;
    CHECK(capped.BusyWatts(only) <= 500.0);
    CHECK(capped.BusyWatts(only) <= full.BusyWatts(only));
  }
  // GEMMs demand more than TDP on Hopper: a GEMM phase sits at the limit.
  ActivityArray gemm{};
  gemm[static_cast<size_t>(Activity::kGemm)] = 1.0;
  CHECK(full.BusyWatts(gemm) == doctest::Approx(700.0));
  CHECK(capped.BusyWatts(gemm) == doctest::Approx(500.0));
  CHECK(capped.GpuWatts(Activity::kWait) == full.GpuWatts(Activity::kWait));
  // A phase of mostly memory-bound kernels stays below the limit.
  ActivityArray mixed{};
  mixed[static_cast<size_t>(Activity::kGemm)] = 0.1;
  mixed[static_cast<size_t>(Activity::kMemory)] = 0.9;
  CHECK(full.BusyWatts(mixed) < 700.0);
}

TEST_CASE("fp8 GEMMs draw the profile's fp8 power") {
  HardwareProfile hw = ResolveHardware("h100");
  hw.gpu.power_gemm_fp8_w = 650;
  CHECK(PowerModel(hw, Precision::kFp8).GpuWatts(Activity::kGemm) == 650.0);
  CHECK(PowerModel(hw, Precision::kBf16).GpuWatts(Activity::kGemm) == hw.gpu.power_gemm_w);
}

TEST_CASE("the power breakdown accounts for the whole step") {
  Scenario s = LoadBundledScenario("gpt3-175b-1024-a100.json");
  StepResult r = Simulate(s);
  const PowerBreakdown& p = r.power;
  double secs = 0, watts = 0;
  for (size_t a = 0; a < kNumActivities; ++a) {
    CHECK(p.seconds[a] >= 0);
    secs += p.seconds[a];
    watts += p.gpu_w[a];
  }
  CHECK(secs == doctest::Approx(r.step_time_s).epsilon(1e-6).scale(0));
  CHECK(watts == doctest::Approx(p.gpu_total_w));
  CHECK(p.gpu_total_w > s.hardware.gpu.power_wait_w);
  CHECK(p.gpu_total_w < s.hardware.gpu.power_tdp_w);
  // The pipeline (PP 8, 1536 micro-batches of 1 over 16 replicas) waits some.
  CHECK(p.seconds[static_cast<size_t>(Activity::kWait)] > 0);
  CHECK(p.network_w == s.hardware.network.switch_power_per_gpu_w);
  CHECK(p.NodesW() > p.gpu_total_w + p.node_overhead_w);  // power supply losses
  CHECK(r.energy_j_per_step ==
        doctest::Approx(p.FacilityW() * s.num_gpus * r.step_time_s).epsilon(1e-9).scale(0));
  CHECK(r.energy_j_per_token > 0);
}

TEST_CASE("a facility's region and cooling change carbon, PUE and node power") {
  Scenario s = LoadBundledScenario("gpt3-175b-1024-a100.json");
  Facility f;
  f.region = "france";
  f.kind = "hyperscale";
  f.cooling = "liquid";
  HardwareProfile hw = s.hardware;
  ApplyFacility(f, &hw);
  CHECK(hw.energy.kg_co2_per_kwh == doctest::Approx(0.056));
  CHECK(hw.energy.pue == doctest::Approx(1.1));
  CHECK(hw.node.overhead_power_w ==
        doctest::Approx(s.hardware.node.overhead_power_w - s.hardware.node.fan_power_w));
  f.pue = 1.25;
  ApplyFacility(f, &hw);
  CHECK(hw.energy.pue == doctest::Approx(1.25));
}

TEST_CASE("activity power out of range is an input error naming the field") {
  Json j = LoadJsonFile(std::string(SHOAL_SOURCE_DIR) + "/hardware_profiles/h100.json");
  j["gpu"]["power_attention_w"] = 900;  // above TDP: only GEMM demands may exceed it
  JsonReader r(j, "h100-bad.json");
  std::string msg;
  try {
    ReadHardwareProfile(r);
  } catch (const InputError& e) {
    msg = e.what();
  }
  CHECK(msg.find("h100-bad.json") != std::string::npos);
  CHECK(msg.find("$.gpu.power_attention_w") != std::string::npos);
}
