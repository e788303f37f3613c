// Strict reading of result files and traces: unknown keys, wrong kinds and
// bad values are InputErrors naming the file and the JSON path.
#include <doctest/doctest.h>

#include <string>

#include "core/error.h"
#include "reports/report.h"
#include "reports/result_files.h"
#include "reports/trace_file.h"

using namespace shoal;
using namespace shoal::reports;

namespace {
const std::string kFixtures = std::string(SHOAL_SOURCE_DIR) + "/tests/reports/fixtures/";

/// The message of the InputError `fn` throws ("" when it throws none).
template <typename Fn>
std::string ErrorOf(Fn fn) {
  try {
    fn();
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

Json Fixture(const std::string& name) { return LoadJsonFile(kFixtures + name); }
}  // namespace

TEST_CASE("the fixtures read back with every field") {
  auto search = std::get<PlanSearchResult>(ReadResult(Fixture("plan_search.json"), "ps.json"));
  REQUIRE(search.plans.size() == 5);
  CHECK(search.num_gpus == 480);
  CHECK(search.plans[0].plan.ep == 480);
  CHECK(search.plans[1].stage_peak_memory_bytes.size() == 2);
  CHECK(search.search.rejected.size() == 2);
  CHECK(search.plans[0].breakdown.size() == BreakdownKeys().size());

  auto sweep = std::get<SweepResult>(ReadResult(Fixture("sweep.json"), "sweep.json"));
  CHECK(sweep.points.size() == 13);
  CHECK_FALSE(sweep.points.back().feasible);
  CHECK_FALSE(sweep.points.back().best.has_value());
  CHECK(sweep.points.back().reason.find("out of memory") != std::string::npos);

  auto sim = std::get<SimulationResult>(ReadResult(Fixture("simulation.json"), "sim.json"));
  CHECK(sim.stages.size() >= 1);
  CHECK(sim.gpu_memory_bytes > 0);
  CHECK(sim.stages[0].memory.size() == StageMemoryKeys().size());
}

TEST_CASE("unknown keys are errors naming the JSON path") {
  Json j = Fixture("plan_search.json");
  j["plans"][2]["speedup"] = 2;
  CHECK(ErrorOf([&] { ReadResult(j, "ps.json"); }).find("ps.json: at $.plans[2].speedup") == 0);

  j = Fixture("plan_search.json");
  j["plans"][0]["breakdown"]["exposed_xx_s"] = 1;
  CHECK(ErrorOf([&] { ReadResult(j, "ps.json"); }).find("$.plans[0].breakdown.exposed_xx_s") !=
        std::string::npos);

  j = Fixture("plan_search.json");
  j["plans"][0]["plan"]["tp_width"] = 2;
  CHECK(ErrorOf([&] { ReadResult(j, "ps.json"); }).find("$.plans[0].plan.tp_width") !=
        std::string::npos);

  j = Fixture("sweep.json");
  j["points"][0]["best"]["rank"] = "first";
  CHECK(ErrorOf([&] { ReadResult(j, "sw.json"); }).find("$.points[0].best.rank") !=
        std::string::npos);
}

TEST_CASE("missing or contradictory fields are errors") {
  Json j = Fixture("plan_search.json");
  j.erase("plans");
  CHECK(ErrorOf([&] { ReadResult(j, "ps.json"); }).find("$.plans") != std::string::npos);

  j = Fixture("sweep.json");
  j["points"][0]["best"] = nullptr;
  CHECK(ErrorOf([&] { ReadResult(j, "sw.json"); }).find("$.points[0].best") != std::string::npos);

  j = Fixture("simulation.json");
  j["stages"][0]["memory"]["weights_bytes"] = -1;
  CHECK(ErrorOf([&] {
          ReadResult(j, "sim.json");
        }).find("$.stages[0].memory.weights_bytes: a non-negative number") != std::string::npos);
}

TEST_CASE("unknown kinds are errors listing the known ones") {
  Json j = {{"kind", "benchmark"}};
  std::string e = ErrorOf([&] { ReadResult(j, "x.json"); });
  CHECK(e.find("x.json: at $.kind") == 0);
  CHECK(e.find("plan_search") != std::string::npos);
}

TEST_CASE("validation lines: errors name the line") {
  std::string good =
      R"({"kind":"validation_row","id":"A","num_gpus":8,"predicted_iteration_time_s":1.1,)"
      R"("measured_iteration_time_s":1.0,"error":0.1})";
  auto v = ReadValidationLines(good + "\n\n" + good + "\n", "runs.jsonl");
  CHECK(v.rows.size() == 2);
  CHECK_FALSE(v.rows[0].measured_peak_memory_gib.has_value());
  CHECK(v.rows[0].ErrorFraction() == doctest::Approx(0.1));
  std::string wrong_error = good;
  wrong_error.replace(wrong_error.find("\"error\":0.1"), 11, "\"error\":0.5");
  CHECK(ErrorOf([&] {
          ReadValidationLines(wrong_error, "runs.jsonl");
        }).find("runs.jsonl:1: at $.error: (predicted - measured) / measured") == 0);
  std::string bad = good;
  bad.insert(1, "\"extra\":1,");
  CHECK(ErrorOf([&] {
          ReadValidationLines(good + "\n" + bad + "\n", "runs.jsonl");
        }).find("runs.jsonl:2: at $.extra") == 0);
  CHECK(ErrorOf([&] {
          ReadValidationLines(good + "\n{oops\n", "runs.jsonl");
        }).find("runs.jsonl:2: malformed JSON") == 0);
  CHECK(ErrorOf([&] { ReadValidationLines("\n", "runs.jsonl"); }).find("at least one") !=
        std::string::npos);
}

TEST_CASE("traces: the shared naming scheme, strictly") {
  Trace t = LoadTrace(kFixtures + "trace_simulated.json");
  CHECK(t.title == "tiny-2stage (simulated)");
  CHECK(t.source == "shoal simulate");
  CHECK(t.process_names.at(1) == "rank 1 (stage 1)");
  CHECK(t.thread_names.at({0, 3}) == "dp_comm");
  CHECK(t.StartUs() == 0);
  CHECK(t.EndUs() == doctest::Approx(14500));
  auto busy = BusyPerRankUs(t);
  CHECK(busy.at("dp") == doctest::Approx(1200));

  Json j = Fixture("trace_simulated.json");
  j["traceEvents"][10]["ph"] = "B";
  CHECK(ErrorOf([&] { ReadTrace(j, "t.json"); }).find("t.json: at $.traceEvents[10].ph") == 0);
  j = Fixture("trace_simulated.json");
  j["traceEvents"][10]["color"] = "red";
  CHECK(ErrorOf([&] { ReadTrace(j, "t.json"); }).find("$.traceEvents[10].color") !=
        std::string::npos);
  j = Fixture("trace_simulated.json");
  j["traceEvents"][10].erase("ts");
  CHECK(ErrorOf([&] { ReadTrace(j, "t.json"); }).find("$.traceEvents[10].ts") != std::string::npos);
  CHECK(ErrorOf([&] { ReadTrace(Json::array(), "t.json"); }).find("at least one") !=
        std::string::npos);
}

TEST_CASE("input detection: scenario, result kinds, JSON lines") {
  CHECK(DetectInputKind(std::string(SHOAL_SOURCE_DIR) + "/scenarios/gpt3-175b-1024-a100.json") ==
        "scenario");
  CHECK(DetectInputKind(kFixtures + "plan_search.json") == "plan_search");
  CHECK(DetectInputKind(kFixtures + "sweep.json") == "sweep");
  CHECK(DetectInputKind(kFixtures + "validation.jsonl") == "validation_row");
  CHECK(ErrorOf([&] { DetectInputKind(kFixtures + "missing.json"); }).find("cannot open") !=
        std::string::npos);
  CHECK(ErrorOf([&] {
          BuildReport({kFixtures + "trace_simulated.json", {}});
        }).find("$.kind") != std::string::npos);
  CHECK(ErrorOf([&] { BuildReport({"", {}}); }).find("--trace") != std::string::npos);
}

TEST_CASE("energy lines: the step-only figure and the timed region, strictly") {
  const std::string good =
      R"({"kind":"energy_validation_row","id":"A","num_gpus":64,"measured_w_per_gpu":800,)"
      R"("predicted_w_per_gpu":840,"measured_energy_j":1e6,"predicted_energy_j":1.05e6,)"
      R"("error":0.05,"step_only_w_per_gpu":1000,"step_only_error":0.25,)"
      R"("startup_w_per_gpu":400,"network_estimate_w":16100,)"
      R"("timed_region":{"steps":10,"step_s":0.6,"eval_s":1,"startup_s":2,"scaling_factor":1.03,)"
      R"("simulated_step_s":0.45,"stepping_w_per_gpu":850}})";
  auto v = ReadEnergyLines(good + "\n", "energy.jsonl");
  REQUIRE(v.rows.size() == 1);
  CHECK(v.rows[0].has_timed_region);
  CHECK(v.rows[0].step_only_w_per_gpu == doctest::Approx(1000));
  CHECK(v.rows[0].network_estimate_w == doctest::Approx(16100));
  std::string wrong = good;
  wrong.replace(wrong.find("\"step_only_error\":0.25"), 22, "\"step_only_error\":0.15");
  CHECK(ErrorOf([&] {
          ReadEnergyLines(wrong, "energy.jsonl");
        }).find("energy.jsonl:1: at $.step_only_error") == 0);
  std::string extra = good;
  extra.replace(extra.find("\"eval_s\""), 8, "\"evals_s\"");
  CHECK(ErrorOf([&] { ReadEnergyLines(extra, "energy.jsonl"); }).find("$.timed_region") !=
        std::string::npos);
}

TEST_CASE("a plan's p90 step energy is never below its step energy") {
  Json j = Fixture("plan_search.json");
  const double e = j["plans"][0]["energy_j_per_step"].get<double>();
  j["plans"][0]["energy_j_per_step_p90"] = 1.4 * e;
  j["plans"][0]["energy_kwh_p90"] = 1.0;
  auto search = std::get<PlanSearchResult>(ReadResult(j, "ps.json"));
  CHECK(search.plans[0].energy_j_per_step_p90 == doctest::Approx(1.4 * e));
  j["plans"][0]["energy_j_per_step_p90"] = 0.5 * e;
  CHECK(ErrorOf([&] { ReadResult(j, "ps.json"); }).find("$.plans[0].energy_j_per_step_p90") !=
        std::string::npos);
}
