// The report pages in a real browser: headless Chromium opens each page,
// the page's inline self-check (every chart's SVG present, laid out and
// holding data; no script errors) must say PASS, the browser must log no
// console messages, and a screenshot is saved beside the page under
// build/reports-browser/<case>/. Skipped with a message when Chromium is
// absent; `make test-browser` installs it and requires the test to run
// (SHOAL_REQUIRE_BROWSER=1). SHOAL_CHROMIUM picks a browser binary.
#include <doctest/doctest.h>

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <future>
#include <sstream>

#include "reports/report.h"
#include "tests/reports/svg_check.h"

using namespace shoal::reports;
namespace fs = std::filesystem;

namespace {

std::string FindChromium() {
  if (const char* env = std::getenv("SHOAL_CHROMIUM"); env && *env) return env;
  const char* path = std::getenv("PATH");
  if (!path) return "";
  for (const char* name :
       {"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"}) {
    std::istringstream dirs(path);
    std::string dir;
    while (std::getline(dirs, dir, ':')) {
      fs::path candidate = fs::path(dir) / name;
      if (!dir.empty() && access(candidate.c_str(), X_OK) == 0) return candidate.string();
    }
  }
  return "";
}

std::string ReadFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string Quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

struct PageCase {
  std::string name;
  ReportRequest request;
};

}  // namespace

TEST_CASE("browser: each report page loads without errors and draws every chart") {
  const std::string chromium = FindChromium();
  const char* required = std::getenv("SHOAL_REQUIRE_BROWSER");
  if (chromium.empty()) {
    if (required && std::string(required) == "1") {
      FAIL("Chromium not found (install it: apt-get install -y chromium)");
    }
    MESSAGE("skipped: Chromium not found; `make test-browser` installs it and runs this test");
    return;
  }
  const std::string fx = "tests/reports/fixtures/";
  const std::vector<PageCase> cases = {
      {"scenario", {"scenarios/gpt3-175b-1024-a100.json", {}}},
      {"plan_search", {fx + "plan_search.json", {}}},
      {"sweep", {fx + "sweep.json", {}}},
      {"validation", {fx + "validation.jsonl", {}}},
      {"traces", {"", {fx + "trace_simulated.json", fx + "trace_measured.json"}}}};
  const fs::path root = fs::path(SHOAL_BINARY_DIR) / "reports-browser";
  // Write every page, then open them all at once: Chromium mostly waits, so
  // the pages load in parallel.
  std::vector<size_t> charts;
  std::vector<std::future<int>> runs;
  for (const auto& c : cases) {
    const fs::path dir = root / c.name;
    fs::remove_all(dir);
    ReportFiles files = RenderReport(BuildReport(c.request));
    WriteReportFiles(dir.string(), files);
    charts.push_back(
        shoal::reports::testing::Count(files.at("report.html"), "<figure data-chart="));
    const fs::path page = fs::absolute(dir / "report.html");
    std::string command =
        "timeout 120 " + Quote(chromium) +
        " --headless --no-sandbox --disable-gpu --disable-background-networking"
        " --disable-component-update --disable-sync --no-first-run --hide-scrollbars"
        " --enable-logging=stderr --v=0 --user-data-dir=" +
        Quote((dir / "chromium-profile").string()) +
        " --window-size=1400,2000 --screenshot=" + Quote((dir / "screenshot.png").string()) +
        " --dump-dom " + Quote("file://" + page.string()) + " > " +
        Quote((dir / "dom.html").string()) + " 2> " + Quote((dir / "chromium.log").string());
    runs.push_back(
        std::async(std::launch::async, [command] { return std::system(command.c_str()); }));
  }
  for (size_t i = 0; i < cases.size(); ++i) {
    CAPTURE(cases[i].name);
    const fs::path dir = root / cases[i].name;
    const fs::path shot = dir / "screenshot.png";
    int rc = runs[i].get();
    fs::remove_all(dir / "chromium-profile");
    REQUIRE_MESSAGE(rc == 0, "chromium failed; see " << (dir / "chromium.log").string());

    std::string dom = ReadFile(dir / "dom.html");
    size_t start = dom.find("<pre id=\"selfcheck\">");
    REQUIRE_MESSAGE(start != std::string::npos, "no self-check in the rendered page");
    std::string verdict = dom.substr(start, dom.find("</pre>", start) - start);
    INFO(verdict);
    CHECK(charts[i] > 0);
    CHECK(verdict.find("selfcheck: PASS charts=" + std::to_string(charts[i]) + " errors=0") !=
          std::string::npos);

    // Console messages (errors, warnings, logs) of the page itself.
    std::istringstream log(ReadFile(dir / "chromium.log"));
    std::string line, console;
    while (std::getline(log, line)) {
      if (line.find(":CONSOLE") != std::string::npos) console += line + "\n";
    }
    CHECK_MESSAGE(console.empty(), "console output:\n" << console);
    REQUIRE(fs::exists(shot));
    CHECK(fs::file_size(shot) > 10000);
    MESSAGE("screenshot: " << shot.string());
  }
}
