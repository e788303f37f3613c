// The energy validation against metered runs (data/metered_runs.jsonl,
// docs/validation.md "Energy") and the executor's metered power.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/scenario.h"
#include "simulator/power_model.h"
#include "simulator/simulate.h"
#include "tests/support/bundled.h"
#include "validation/energy_check.h"
#include "validation/executor_check.h"

using namespace shoal;
using namespace shoal::sim;
using namespace shoal::validation;
using shoal::testing::LoadBundledScenario;

namespace {
StepResult Simulate(const Scenario& s) { return SimulateStep(s.model, s.hardware, *s.plan); }

// Documented in docs/validation.md ("Energy"): the test fails when the error
// on the metered runs rises more than one point above these.
constexpr double kDocumentedMape = 0.024;
constexpr double kDocumentedMaxApe = 0.045;
// The simulated step's power alone over the whole duration (no timed region).
constexpr double kDocumentedStepOnlyMape = 0.112;
constexpr double kDocumentedStepOnlyMaxApe = 0.328;

// Writes `rows` (JSON objects) as a JSON-lines file and checks it.
EnergyReport CheckRows(const std::vector<Json>& rows, const std::string& name) {
  const std::string path = (std::filesystem::temp_directory_path() / name).string();
  {
    std::ofstream out(path);
    for (const Json& r : rows) out << r.dump() << "\n";
  }
  EnergyReport rep = CheckMeteredRuns(path);
  std::remove(path.c_str());
  return rep;
}

Json MeteredRow(const std::string& id) {
  std::ifstream in(std::string(SHOAL_SOURCE_DIR) + "/data/metered_runs.jsonl");
  std::string line;
  while (std::getline(in, line)) {
    Json j = Json::parse(line);
    if (j["id"] == id) return j;
  }
  return Json();
}

std::string InputErrorOf(const std::vector<Json>& rows, const std::string& name) {
  try {
    CheckRows(rows, name);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}
}  // namespace

TEST_CASE("predicted energy stays within 15% of the metered runs") {
  EnergyReport rep = CheckMeteredRuns(std::string(SHOAL_SOURCE_DIR) + "/data/metered_runs.jsonl");
  for (const auto& r : rep.rows) {
    std::printf("  %-34s %-13s predicted %6.0f W/GPU  measured %6.0f W/GPU  %+6.1f%%\n", r.id.c_str(),
                PowerBoundaryName(r.covers), r.predicted_w_per_gpu, r.measured_w_per_gpu,
                100 * r.ErrorFraction());
  }
  std::printf("  metered MAPE %.1f%% (documented %.1f%%), max %.1f%% (documented %.1f%%)\n",
              100 * rep.mape, 100 * kDocumentedMape, 100 * rep.max_ape, 100 * kDocumentedMaxApe);
  std::printf(
      "  simulated step only: MAPE %.1f%% (documented %.1f%%), max %.1f%% (documented %.1f%%)\n",
      100 * rep.step_only_mape, 100 * kDocumentedStepOnlyMape, 100 * rep.step_only_max_ape,
      100 * kDocumentedStepOnlyMaxApe);
  CHECK(rep.metered >= 5);
  // Every metered row within 15%, each MLPerf row priced over its timed region.
  CHECK(rep.within_15_percent == rep.metered);
  for (const auto& r : rep.rows) {
    if (r.id.rfind("mlperf-", 0) == 0) CHECK(r.has_timed_region);
  }
  CHECK(rep.mape <= kDocumentedMape + 0.01);
  CHECK(rep.max_ape <= kDocumentedMaxApe + 0.01);
  CHECK(rep.step_only_mape <= kDocumentedStepOnlyMape + 0.01);
  CHECK(rep.step_only_max_ape <= kDocumentedStepOnlyMaxApe + 0.01);
  CHECK(rep.upper_exceeded == 0);
}

TEST_CASE("a timed region prices logged steps, evaluation and start-up") {
  Json row = MeteredRow("mlperf-4.0-0090-llama2_70b_lora-8");
  REQUIRE(row.is_object());
  row.erase("timed_region");
  const EnergyRow plain = CheckRows({row}, "shoal_test_energy_plain.jsonl").rows.at(0);
  CHECK_FALSE(plain.has_timed_region);
  CHECK(plain.predicted_w_per_gpu == doctest::Approx(plain.step_only_w_per_gpu));
  const double sim_s = plain.simulated_step_s;
  const double step_w = plain.step_only_w_per_gpu, idle_w = plain.startup_w_per_gpu;
  REQUIRE(sim_s > 0);
  CHECK(idle_w < step_w);
  // Logged steps twice the simulated one: the step's energy, then idle for
  // the other half; 100 s of start-up at idle on top.
  const double steps = 100;
  row["timed_region"] = {{"steps", steps},
                         {"step_s", 2 * sim_s},
                         {"eval_s", 0.0},
                         {"startup_s", 100.0},
                         {"scaling_factor", 1.0}};
  row["measured_duration_s"] = steps * 2 * sim_s + 100.0;
  const EnergyRow timed = CheckRows({row}, "shoal_test_energy_timed.jsonl").rows.at(0);
  REQUIRE(timed.has_timed_region);
  CHECK(timed.stepping_w_per_gpu == doctest::Approx((step_w + idle_w) / 2));
  CHECK(timed.predicted_w_per_gpu ==
        doctest::Approx((steps * 2 * sim_s * (step_w + idle_w) / 2 + 100.0 * idle_w) /
                        (steps * 2 * sim_s + 100.0)));
  CHECK(timed.step_only_w_per_gpu == doctest::Approx(step_w));
  // A logged step shorter than the simulated one keeps the step's power.
  row["timed_region"]["step_s"] = sim_s / 2;
  row["measured_duration_s"] = steps * sim_s / 2 + 100.0;
  CHECK(CheckRows({row}, "shoal_test_energy_short.jsonl").rows.at(0).stepping_w_per_gpu ==
        doctest::Approx(step_w));
  // A declared network estimate replaces the modelled switches.
  Json multi = MeteredRow("mlperf-4.0-0092-llama2_70b_lora-64");
  REQUIRE(multi.is_object());
  const EnergyRow declared = CheckRows({multi}, "shoal_test_energy_net.jsonl").rows.at(0);
  CHECK(declared.power.network_w == doctest::Approx(16100.0 / 64));
  multi.erase("network_estimate_w");
  multi.erase("network_estimate_source");
  const EnergyRow modelled = CheckRows({multi}, "shoal_test_energy_net2.jsonl").rows.at(0);
  CHECK(modelled.power.network_w ==
        doctest::Approx(ResolveHardware("h100").network.switch_power_per_gpu_w));
  CHECK(declared.predicted_w_per_gpu - modelled.predicted_w_per_gpu ==
        doctest::Approx(declared.power.network_w - modelled.power.network_w));
}

TEST_CASE("a timed region or network estimate that does not add up is an input error") {
  Json row = MeteredRow("mlperf-4.0-0092-llama2_70b_lora-64");
  REQUIRE(row.is_object());
  Json bad = row;
  bad["timed_region"]["startup_s"] = 200.0;  // parts exceed the metered duration
  std::string msg = InputErrorOf({bad}, "shoal_test_energy_bad1.jsonl");
  CHECK(msg.find("timed_region") != std::string::npos);
  CHECK(msg.find("measured_duration_s") != std::string::npos);
  bad = row;
  bad["covers"] = "nodes";  // the meter did not read the switches
  msg = InputErrorOf({bad}, "shoal_test_energy_bad2.jsonl");
  CHECK(msg.find("network_estimate_w") != std::string::npos);
  bad = row;
  bad["timed_region"]["scaling_factor"] = 0.5;
  CHECK(InputErrorOf({bad}, "shoal_test_energy_bad3.jsonl").find("scaling_factor") !=
        std::string::npos);
  CHECK(InputErrorOf({row}, "shoal_test_energy_ok.jsonl").empty());
}

TEST_CASE("bundled scenarios' power per GPU lies within the metered range") {
  EnergyReport rep = CheckMeteredRuns(std::string(SHOAL_SOURCE_DIR) + "/data/metered_runs.jsonl");
  // H100 rows: nodes and network, immersion-cooled nodes.
  double lo = 1e9, hi = 0, a100_upper = 1e9;
  for (const auto& r : rep.rows) {
    if (r.hardware == "h100" && r.Metered() && r.covers == PowerBoundary::kNodesNetwork) {
      lo = std::min(lo, r.measured_w_per_gpu);
      hi = std::max(hi, r.measured_w_per_gpu);
    }
    if (r.hardware == "a100-80gb" && r.covers == PowerBoundary::kNodes) {
      a100_upper = std::min(a100_upper, r.measured_w_per_gpu);
    }
  }
  REQUIRE(hi > 0);
  Facility liquid;
  liquid.cooling = "liquid";
  for (const char* name : {"llama3-405b-16k-h100.json", "mixtral-8x7b-64-h100.json",
                           "moe-1t-4096-h100.json", "deepseek-v3-2048-h800.json"}) {
    Scenario s = LoadBundledScenario(name);
    ApplyFacility(liquid, &s.hardware);  // compare like with like: no node fans
    const double w = Simulate(s).power.NodesNetworkW();
    std::printf("  %-34s %6.0f W/GPU (nodes + network), metered H100 range %.0f-%.0f +-15%%\n", name, w,
                lo, hi);
    CHECK(w >= 0.85 * lo);
    CHECK(w <= 1.15 * hi);
  }
  for (const char* name : {"gpt3-175b-1024-a100.json", "megatron-1t-3072-a100.json"}) {
    const double w = Simulate(LoadBundledScenario(name)).power.NodesW();
    std::printf("  %-34s %6.0f W/GPU (nodes), BLOOM's upper estimate %.0f\n", name, w, a100_upper);
    CHECK(w <= a100_upper);
  }
}

TEST_CASE("validate --executor compares the run's metered power with the prediction") {
  Json run = {
      {"scenario",
       {{"model",
         {{"num_layers", 2}, {"hidden", 256}, {"ffn_hidden", 1024}, {"num_heads", 4}, {"vocab", 1000},
          {"seq_len", 128}}}}},
      {"plan", {{"dp", 2}, {"micro_batch_size", 1}, {"global_batch_size", 4}}},
      {"breakdown",
       {{"step_s", 0.01}, {"compute_s", 0.008}, {"exposed_ep_s", 0}, {"exposed_tp_s", 0},
        {"exposed_pp_s", 0}, {"exposed_dp_s", 0.001}, {"optimizer_s", 0.001}}},
      {"steps", Json::array({{{"time_s", 1.5}}, {{"time_s", 1.0}}, {{"time_s", 1.0}}})},
      {"checkpoints", {{"written", 1}, {"time_s", 0.5}}},
      {"energy_j", 2.0 * 4.0 * 300.0}};  // 2 devices at 300 W for the 4 metered seconds
  const std::string path =
      (std::filesystem::temp_directory_path() / "shoal_test_energy_run.json").string();
  {
    std::ofstream out(path);
    out << run.dump();
  }
  HardwareProfile hw = ResolveHardware("h100");
  ExecutorComparison c = CompareExecutorRun(path, hw);
  REQUIRE(c.measured_device_w.has_value());
  CHECK(*c.measured_device_w == doctest::Approx(300.0));
  CHECK(c.predicted_device_w >= hw.gpu.power_wait_w);
  CHECK(c.predicted_device_w <= hw.gpu.power_tdp_w);
  REQUIRE(c.PowerError().has_value());
  CHECK(*c.PowerError() == doctest::Approx(c.predicted_device_w / 300.0 - 1.0));
  run.erase("energy_j");
  {
    std::ofstream out(path);
    out << run.dump();
  }
  CHECK_FALSE(CompareExecutorRun(path, hw).measured_device_w.has_value());
  std::remove(path.c_str());
}
