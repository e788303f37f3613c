// Building reports: which files, which charts, and nothing written on bad input.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/atomic_file.h"
#include "core/error.h"
#include "reports/report.h"
#include "reports/timeline.h"
#include "tests/reports/svg_check.h"

using namespace shoal;
using namespace shoal::reports;
using shoal::reports::testing::Count;
using shoal::reports::testing::TagBalanceProblem;

namespace {
const std::string kFixtures = "tests/reports/fixtures/";

std::string ReadScenarioText() {
  std::ifstream in("scenarios/gpt3-175b-1024-a100.json");
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<std::string> ChartIds(const std::string& html) {
  std::vector<std::string> ids;
  const std::string key = "<figure data-chart=\"";
  for (size_t pos = html.find(key); pos != std::string::npos; pos = html.find(key, pos + 1)) {
    size_t start = pos + key.size();
    ids.push_back(html.substr(start, html.find('"', start) - start));
  }
  return ids;
}
}  // namespace

TEST_CASE("a scenario is simulated and reported with its timeline") {
  ReportFiles files = RenderReport(BuildReport({"scenarios/gpt3-175b-1024-a100.json", {}}));
  for (const char* f : {"report.html", "report.md", "plans.csv", "stages.csv", "traces.csv"}) {
    CHECK(files.count(f) == 1);
  }
  auto ids = ChartIds(files.at("report.html"));
  CHECK(ids ==
        std::vector<std::string>{"step-breakdown", "stage-memory", "stage-busy", "timeline-1"});
  CHECK(files.at("report.md").find("DP16 TP8 PP8") != std::string::npos);
  // 8 pipeline stages, one CSV row each (plus the header).
  CHECK(Count(files.at("stages.csv"), "\r\n") == 9);
}

TEST_CASE("each result kind has its charts") {
  auto ids =
      ChartIds(RenderReport(BuildReport({kFixtures + "plan_search.json", {}})).at("report.html"));
  CHECK(ids == std::vector<std::string>{"plan-breakdown", "plan-scatter", "stage-memory"});
  ids = ChartIds(RenderReport(BuildReport({kFixtures + "sweep.json", {}})).at("report.html"));
  CHECK(ids == std::vector<std::string>{"sweep-time", "sweep-cost", "sweep-energy", "sweep-failures",
                                        "sweep-pareto"});
  ids = ChartIds(RenderReport(BuildReport({kFixtures + "validation.jsonl", {}})).at("report.html"));
  CHECK(ids == std::vector<std::string>{"validation-scatter", "validation-memory"});
}

TEST_CASE("a sweep shows what failures cost at each GPU count") {
  // 128 x V100: 390,625 s expected at goodput 0.95 -> 371,094 s (4.3 days)
  // without failures; P90 394,531 s (4.6 days).
  const std::string html =
      RenderReport(BuildReport({kFixtures + "sweep.json", {}})).at("report.html");
  CHECK(html.find("128 x v100-32gb: 4.5 days expected, 4.3 days without failures (goodput 95.0%), "
                  "P90 4.6 days") != std::string::npos);
  CHECK(html.find("Failures cost most at 128 x v100-32gb: 5.0% of the expected time") !=
        std::string::npos);
}

TEST_CASE("the page is self-contained") {
  std::string html = RenderReport(BuildReport({kFixtures + "sweep.json", {}})).at("report.html");
  CHECK(html.find("http://") == html.find("http://www.w3.org/2000/svg"));
  CHECK(html.find("https://") == std::string::npos);
  CHECK(html.find("<link") == std::string::npos);
  CHECK(html.find("src=") == std::string::npos);
  CHECK(html.find("id=\"selfcheck\"") != std::string::npos);
}

TEST_CASE("a bad input writes nothing") {
  auto dir = std::filesystem::temp_directory_path() / "shoal-report-bad-input";
  std::filesystem::remove_all(dir);
  bool threw = false;
  try {
    ReportFiles files = RenderReport(
        BuildReport({kFixtures + "plan_search.json", {kFixtures + "no-such-trace.json"}}));
    WriteReportFiles(dir.string(), files);
  } catch (const InputError& e) {
    threw = true;
    CHECK(std::string(e.what()).find("no-such-trace.json") != std::string::npos);
  }
  CHECK(threw);
  CHECK_FALSE(std::filesystem::exists(dir));
}

TEST_CASE("timeline: rows per stream grouped by rank, tiny slices merged") {
  Trace t;
  t.title = "tiny";
  t.process_names = {{0, "rank 0"}, {1, "rank 1"}};
  t.thread_names = {{{0, 0}, "compute"}, {{0, 1}, "dp_comm"}, {{1, 0}, "compute"}};
  t.slices = {{"fwd", "compute", 0, 0, 0, 500},
              {"bwd", "compute", 0, 0, 500, 500},
              {"ar", "dp", 0, 1, 1000, 200},
              {"fwd", "compute", 1, 0, 100, 400}};
  // 10,000 slices of 0.1 us back to back: far below a pixel, drawn as one bar.
  for (int i = 0; i < 10000; ++i) t.slices.push_back({"k", "tp", 1, 0, 2000 + 0.1 * i, 0.1});
  std::string svg = RenderTimeline(t, {});
  CHECK(TagBalanceProblem(svg) == "");
  CHECK(svg.find(">rank 0</text>") != std::string::npos);
  CHECK(svg.find(">rank 1</text>") != std::string::npos);
  CHECK(Count(svg, ">compute</text>") == 3);  // 2 rows + the legend
  CHECK(Count(svg, ">dp_comm</text>") == 1);
  CHECK(Count(svg, "10000 slices, mostly tp") == 1);
  CHECK(Count(svg, "fill=\"" + CategoryColor("dp") + "\"><title>") == 1);
  CHECK(svg.find("Time since the first slice (ms)") != std::string::npos);
  CHECK(Count(svg, "<rect") < 20);
}

TEST_CASE("a scenario whose plan does not fit is reported, not rejected") {
  // The simulation's own JSON (PlanToJson) must read back for every plan,
  // here one without full recompute, and an infeasible plan still reports.
  std::string text = ReadScenarioText();
  auto replace = [&](const std::string& from, const std::string& to) {
    size_t at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
  };
  replace(R"("tp": 8, "pp": 8, "dp": 16, "schedule": "interleaved", "virtual_stages": 2,)",
          R"("tp": 2, "pp": 1, "dp": 512,)");
  replace(R"("recompute": "full")", R"("recompute": "none")");
  auto path = std::filesystem::temp_directory_path() / "shoal-report-oom-scenario.json";
  shoal::WriteFileAtomic(path.string(), text);
  Report report = BuildReport({path.string(), {}});
  std::filesystem::remove(path);
  bool said = false;
  for (const auto& [k, v] : report.facts) said |= k == "Fits in memory" && v.rfind("NO: ", 0) == 0;
  CHECK(said);
  ReportFiles files = RenderReport(report);
  CHECK(files.at("report.html").find("no data") == std::string::npos);
}
