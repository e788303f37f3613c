// GPU-to-GPU speed variability: the slowest of a job's GPUs paces its compute
// (simulator/variability.h; Sinha et al., SC'22).
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "core/error.h"
#include "core/hardware.h"
#include "core/json_reader.h"
#include "core/scenario.h"
#include "simulator/simulate.h"
#include "simulator/variability.h"

using namespace shoal;
using namespace shoal::sim;

namespace {

// E[max of n standard normals] = integral of x n phi(x) Phi(x)^(n-1) dx.
double ExactExpectedMax(double n) {
  const double step = 1e-3;
  double sum = 0;
  for (double x = -10; x <= 10; x += step) {
    const double phi = std::exp(-0.5 * x * x) / std::sqrt(2 * M_PI);
    const double cdf = 0.5 * std::erfc(-x / std::sqrt(2.0));
    sum += x * n * phi * std::pow(cdf, n - 1) * step;
  }
  return sum;
}

}  // namespace

TEST_CASE("expected maximum of n normals: Blom's approximation against the integral") {
  CHECK(ExpectedMaxOfNormals(1) == 0.0);
  CHECK(ExpectedMaxOfNormals(0) == 0.0);
  for (double n : {2.0, 8.0, 64.0, 1024.0, 16384.0, 100000.0}) {
    const double exact = ExactExpectedMax(n), approx = ExpectedMaxOfNormals(n);
    INFO("n " << n << ": expected " << exact << ", Blom " << approx);
    CHECK(std::abs(approx / exact - 1) < (n < 8 ? 0.05 : 0.01));
  }
  // Known values: 0.5642 (n = 2), 1.4236 (n = 8).
  CHECK(ExactExpectedMax(2) == doctest::Approx(0.5642).epsilon(1e-3).scale(0));
  CHECK(ExactExpectedMax(8) == doctest::Approx(1.4236).epsilon(1e-3).scale(0));
}

TEST_CASE("the slowest-GPU factor grows with the GPU count and vanishes without spread") {
  CHECK(SlowestGpuFactor(0.014, 1) == 1.0);
  CHECK(SlowestGpuFactor(0.0, 16384) == 1.0);
  double prev = 1.0;
  for (double n : {2.0, 8.0, 64.0, 512.0, 4096.0, 16384.0}) {
    const double f = SlowestGpuFactor(0.014, n);
    CHECK(f > prev);
    prev = f;
  }
  // 1.4% spread: about +2% on one node, +4.5% at 1,024 GPUs, +5.5% at 16,384.
  CHECK(SlowestGpuFactor(0.014, 8) == doctest::Approx(1.020).epsilon(0.002).scale(0));
  CHECK(SlowestGpuFactor(0.014, 1024) == doctest::Approx(1.045).epsilon(0.002).scale(0));
  CHECK(SlowestGpuFactor(0.014, 16384) == doctest::Approx(1.055).epsilon(0.002).scale(0));
}

TEST_CASE("a step's compute, not its communication, stretches by the slowest-GPU factor") {
  Scenario s = LoadScenario(std::string(SHOAL_SOURCE_DIR) + "/scenarios/gpt3-175b-1024-a100.json");
  HardwareProfile steady = ResolveHardware("a100-80gb");
  steady.efficiency.gpu_speed_cv = 0.0;
  HardwareProfile varied = steady;
  varied.efficiency.gpu_speed_cv = 0.014;
  const StepResult a = SimulateStep(s.model, steady, *s.plan);
  const StepResult b = SimulateStep(s.model, varied, *s.plan);
  const double factor = SlowestGpuFactor(0.014, s.plan->NumGpus());
  INFO("compute " << a.breakdown.at("compute_s") << " s -> " << b.breakdown.at("compute_s")
                  << " s, factor " << factor);
  CHECK(b.breakdown.at("compute_s") == doctest::Approx(a.breakdown.at("compute_s") * factor));
  CHECK(b.breakdown.at("recompute_s") == doctest::Approx(a.breakdown.at("recompute_s") * factor));
  CHECK(b.breakdown.at("exposed_tp_s") == doctest::Approx(a.breakdown.at("exposed_tp_s")));
  CHECK(b.step_time_s > a.step_time_s);
  CHECK(b.step_time_s < a.step_time_s * factor * 1.001);
}

TEST_CASE("a profile's gpu_speed_cv is read, range-checked and written back") {
  HardwareProfile hw = ResolveHardware("h100");
  CHECK(hw.efficiency.gpu_speed_cv == doctest::Approx(0.014));
  CHECK(hw.sources.contains("efficiency.gpu_speed_cv"));
  CHECK(HardwareProfileToJson(hw)["efficiency"]["gpu_speed_cv"].get<double>() ==
        doctest::Approx(0.014));
  Json j = LoadJsonFile(std::string(SHOAL_SOURCE_DIR) + "/hardware_profiles/h100.json");
  j["efficiency"]["gpu_speed_cv"] = 0.9;
  JsonReader r(j, "h100-bad.json");
  std::string msg;
  try {
    ReadHardwareProfile(r);
  } catch (const InputError& e) {
    msg = e.what();
  }
  CHECK(msg.find("$.efficiency.gpu_speed_cv") != std::string::npos);
}
