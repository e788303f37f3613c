// Golden tests: report.md and the CSV files of each fixture must match
// tests/reports/golden/<case>/ byte for byte. To accept a deliberate change,
// regenerate them:  SHOAL_UPDATE_GOLDEN=1 build/tests/test_reports -tc='golden*'
// and review the diff (git diff tests/reports/golden).
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/atomic_file.h"
#include "reports/report.h"
#include "tests/reports/svg_check.h"

using namespace shoal::reports;

namespace {
const std::string kSource = SHOAL_SOURCE_DIR;
const std::string kFixtures = "tests/reports/fixtures/";

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<std::string> Lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) out.push_back(line);
  return out;
}

/// Compares each rendered file but report.html with its golden copy; prints
/// expected beside actual at the first differing line.
void CheckGolden(const std::string& name, const ReportRequest& request) {
  ReportFiles files = RenderReport(BuildReport(request));
  const std::string dir = kSource + "/tests/reports/golden/" + name;
  const char* update = std::getenv("SHOAL_UPDATE_GOLDEN");
  for (const auto& [file, actual] : files) {
    if (file == "report.html") continue;
    const std::string path = dir + "/" + file;
    if (update && std::string(update) == "1") {
      std::filesystem::create_directories(dir);
      shoal::WriteFileAtomic(path, actual);
      continue;
    }
    CAPTURE(path);
    REQUIRE_MESSAGE(std::filesystem::exists(path),
                    "no golden file; run with SHOAL_UPDATE_GOLDEN=1 to create it");
    std::string expected = ReadFile(path);
    if (expected == actual) continue;
    auto e = Lines(expected), a = Lines(actual);
    size_t i = 0;
    while (i < e.size() && i < a.size() && e[i] == a[i]) ++i;
    std::string where = "first difference at line " + std::to_string(i + 1) +
                        "\n  expected: " + (i < e.size() ? e[i] : "<end of file>") +
                        "\n  actual:   " + (i < a.size() ? a[i] : "<end of file>");
    FAIL_CHECK(path << " differs from the rendered " << file << " (" << where
                    << ")\n--- expected ---\n"
                    << expected << "\n--- actual ---\n"
                    << actual << "\n(if the change is intended: SHOAL_UPDATE_GOLDEN=1)");
  }
  // No stale golden files: every golden file is still produced.
  if (std::filesystem::exists(dir)) {
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
      CHECK_MESSAGE(files.count(entry.path().filename().string()) == 1,
                    entry.path().string() << " is no longer produced");
    }
  }
  // The page is well formed enough: every chart's SVG balanced and present.
  const std::string& html = files.at("report.html");
  size_t figures = shoal::reports::testing::Count(html, "<figure data-chart=");
  CHECK(figures == shoal::reports::testing::Count(html, "<svg "));
  for (size_t pos = html.find("<svg "); pos != std::string::npos;
       pos = html.find("<svg ", pos + 1)) {
    size_t end = html.find("</svg>", pos);
    REQUIRE(end != std::string::npos);
    CHECK(shoal::reports::testing::TagBalanceProblem(html.substr(pos, end + 6 - pos)) == "");
  }
}
}  // namespace

TEST_CASE("golden: plan search") {
  CheckGolden("plan_search", {kFixtures + "plan_search.json", {}});
}

TEST_CASE("golden: sweep") { CheckGolden("sweep", {kFixtures + "sweep.json", {}}); }

TEST_CASE("golden: validation") { CheckGolden("validation", {kFixtures + "validation.jsonl", {}}); }

TEST_CASE("golden: simulation result") {
  CheckGolden("simulation", {kFixtures + "simulation.json", {}});
}

TEST_CASE("golden: two traces side by side") {
  CheckGolden("traces",
              {"", {kFixtures + "trace_simulated.json", kFixtures + "trace_measured.json"}});
}
