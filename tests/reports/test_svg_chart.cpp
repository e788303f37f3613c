// The SVG chart builder: nice ticks, scales, bars, stacks, scatter, lines,
// bands, rules, legend, escaping, well-formed output.
#include <doctest/doctest.h>

#include <cmath>
#include <regex>

#include "reports/nice_scale.h"
#include "reports/svg_chart.h"
#include "tests/reports/svg_check.h"

using namespace shoal::reports;
using shoal::reports::testing::Count;
using shoal::reports::testing::TagBalanceProblem;

namespace {
std::vector<double> Heights(const std::string& svg, const std::string& fill) {
  std::vector<double> out;
  std::regex rect("<rect x=\"[^\"]+\" y=\"[^\"]+\" width=\"[^\"]+\" height=\"([^\"]+)\" fill=\"" +
                  fill + "\"");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), rect); it != std::sregex_iterator();
       ++it) {
    out.push_back(std::stod((*it)[1]));
  }
  return out;
}
}  // namespace

TEST_CASE("nice numbers are 1, 2, 5 or 10 times a power of ten") {
  CHECK(NiceNumber(0.7, false) == doctest::Approx(1));
  CHECK(NiceNumber(1.3, false) == doctest::Approx(2));
  CHECK(NiceNumber(3.7, false) == doctest::Approx(5));
  CHECK(NiceNumber(7.1, false) == doctest::Approx(10));
  CHECK(NiceNumber(1.4, true) == doctest::Approx(1));
  CHECK(NiceNumber(2.9, true) == doctest::Approx(2));
  CHECK(NiceNumber(6.9, true) == doctest::Approx(5));
  CHECK(NiceNumber(7.0, true) == doctest::Approx(10));
  CHECK(NiceNumber(0.0029, true) == doctest::Approx(0.002).epsilon(1e-9).scale(0));
  CHECK(NiceNumber(0.0031, true) == doctest::Approx(0.005).epsilon(1e-9).scale(0));
  CHECK(NiceNumber(4200, false) == doctest::Approx(5000));
}

TEST_CASE("linear ticks cover the range with a nice step") {
  auto t = NiceLinearTicks(0, 9.3);
  REQUIRE(t.size() == 6);
  CHECK(t.front() == 0);
  CHECK(t.back() == doctest::Approx(10));
  CHECK(t[1] == doctest::Approx(2));

  t = NiceLinearTicks(0.13, 0.87);
  CHECK(t.front() == doctest::Approx(0));
  CHECK(t.back() == doctest::Approx(1));
  CHECK(t[1] - t[0] == doctest::Approx(0.2));

  t = NiceLinearTicks(-3.5, 12);
  CHECK(t.front() <= -3.5);
  CHECK(t.back() >= 12);
  for (double v : t) CHECK(std::signbit(v) == (v < 0));  // no "-0"

  t = NiceLinearTicks(5, 5);  // a single value gets a range around it
  CHECK(t.front() < 5);
  CHECK(t.back() > 5);
}

TEST_CASE("log ticks: 1-2-5 within three decades, powers of ten beyond") {
  auto t = NiceLogTicks(3, 400);
  std::vector<double> want = {2, 5, 10, 20, 50, 100, 200, 500};
  REQUIRE(t.size() == want.size());
  for (size_t i = 0; i < want.size(); ++i) CHECK(t[i] == doctest::Approx(want[i]));

  t = NiceLogTicks(0.01, 1e5);
  want = {0.01, 0.1, 1, 10, 100, 1e3, 1e4, 1e5};
  REQUIRE(t.size() == want.size());
  for (size_t i = 0; i < want.size(); ++i) CHECK(t[i] == doctest::Approx(want[i]));

  t = NiceLogTicks(100, 100);
  CHECK(t.front() <= 100);
  CHECK(t.back() > 100);
}

TEST_CASE("tick labels are compact") {
  CHECK(FormatTick(0) == "0");
  CHECK(FormatTick(0.25) == "0.25");
  CHECK(FormatTick(2500) == "2500");
  CHECK(FormatTick(25000) == "25k");
  CHECK(FormatTick(4e7) == "40M");
  CHECK(FormatTick(1.5e9) == "1.5G");
  CHECK(FormatTick(-20000) == "-20k");
  CHECK(FormatTick(1.2e-5) == "1.2e-05");
}

TEST_CASE("scales map the domain onto the pixel range") {
  Scale lin(ScaleKind::kLinear, 0, 10, 100, 200);
  CHECK(lin(0) == doctest::Approx(100));
  CHECK(lin(5) == doctest::Approx(150));
  CHECK(lin(10) == doctest::Approx(200));
  Scale log(ScaleKind::kLog, 1, 1000, 300, 0);  // y grows upward
  CHECK(log(1) == doctest::Approx(300));
  CHECK(log(10) == doctest::Approx(200));
  CHECK(log(1000) == doctest::Approx(0));
}

TEST_CASE("stacked bars: one rect per non-zero layer value, heights proportional") {
  SvgChart chart("Step <time> & more", 800, 400);
  chart.SetCategories({"#1", "#2", "#3"});
  chart.SetXAxis({"Plan"});
  chart.SetYAxis({"Time per step (s)"});
  chart.AddStackedBars({{"compute", {2, 4, 1}, "#111111"}, {"comm", {1, 0, 3}, "#222222"}});
  std::string svg = chart.Render();
  CHECK(TagBalanceProblem(svg) == "");
  auto compute = Heights(svg, "#111111");
  auto comm = Heights(svg, "#222222");
  REQUIRE(compute.size() == 4);  // 3 bars + 1 legend swatch
  REQUIRE(comm.size() == 3);     // zero value skipped: 2 bars + 1 legend swatch
  CHECK(compute[1] == doctest::Approx(2 * compute[0]).epsilon(0.02).scale(0));
  CHECK(comm[0] == doctest::Approx(compute[0] / 2).epsilon(0.02).scale(0));
  // Title escaped, axis labels and legend names present, categories labelled.
  CHECK(svg.find("Step &lt;time&gt; &amp; more") != std::string::npos);
  CHECK(svg.find("Time per step (s)") != std::string::npos);
  CHECK(svg.find(">compute</text>") != std::string::npos);
  CHECK(svg.find(">#3</text>") != std::string::npos);
  // Ticks cover the tallest stack (4): 0 .. 4 in steps of 1.
  CHECK(svg.find(">4</text>") != std::string::npos);
  CHECK(svg.find(">5</text>") == std::string::npos);
  CHECK_FALSE(chart.empty());
}

TEST_CASE("grouped bars sit side by side and rules mark limits") {
  SvgChart chart("Memory");
  chart.SetCategories({"stage 0", "stage 1"});
  chart.AddBars({"a", {10, 20}, "#aa0000"});
  chart.AddBars({"b", {30, 40}, "#00aa00"});
  chart.AddHorizontalRule("GPU memory", 80, "#d62728", "GiB");
  std::string svg = chart.Render();
  CHECK(TagBalanceProblem(svg) == "");
  std::regex xa("<rect x=\"([0-9.]+)\"[^>]*fill=\"#aa0000\"><title>");
  std::regex xb("<rect x=\"([0-9.]+)\"[^>]*fill=\"#00aa00\"><title>");
  std::smatch ma, mb;
  REQUIRE(std::regex_search(svg, ma, xa));
  REQUIRE(std::regex_search(svg, mb, xb));
  CHECK(std::stod(mb[1]) > std::stod(ma[1]));
  CHECK(svg.find("GPU memory: 80 GiB") != std::string::npos);  // the rule is labelled
  CHECK(svg.find("stroke-dasharray") != std::string::npos);
  CHECK(svg.find(">80</text>") != std::string::npos);  // y domain includes the rule
}

TEST_CASE("scatter, line and band on log-log axes") {
  SvgChart chart("Predicted vs measured");
  chart.SetXAxis({"Measured (s)", ScaleKind::kLog});
  chart.SetYAxis({"Predicted (s)", ScaleKind::kLog});
  chart.AddBand("band", {{1, 0.85}, {100, 85}}, {{1, 1.15}, {100, 115}}, "#00ff00");
  chart.AddLine("y = x", {{1, 1}, {100, 100}}, "#555555", true, false);
  chart.AddScatter("runs", {{2, 2.2, "run <a>"}, {50, 40}, {-1, 3}, {0, 0}}, "#0000ff");
  std::string svg = chart.Render();
  CHECK(TagBalanceProblem(svg) == "");
  CHECK(Count(svg, "<polygon") == 1);
  CHECK(Count(svg, "<polyline") == 1);
  // Non-positive points cannot be drawn on log axes: 2 of 4 drawn (+1 legend dot).
  CHECK(Count(svg, "fill=\"#0000ff\" fill-opacity") == 2);
  CHECK(svg.find("run &lt;a&gt;") != std::string::npos);
  CHECK(svg.find(">100</text>") != std::string::npos);
  CHECK(svg.find(">10</text>") != std::string::npos);
}

TEST_CASE("explicit ticks are used as given") {
  SvgChart chart("GPU counts");
  chart.SetXAxis({"GPUs", ScaleKind::kLog, {128, 256, 512, 1024}});
  chart.SetYAxis({"Days"});
  chart.AddLine("h100", {{128, 4}, {256, 2}, {512, 1}, {1024, 0.5}});
  std::string svg = chart.Render();
  for (const char* t : {">128</text>", ">256</text>", ">512</text>", ">1024</text>"}) {
    CHECK(svg.find(t) != std::string::npos);
  }
  CHECK(svg.find(">1000</text>") == std::string::npos);
}

TEST_CASE("a chart without data says so") {
  SvgChart chart("Nothing");
  chart.AddScatter("none", {});
  CHECK(chart.empty());
  std::string svg = chart.Render();
  CHECK(svg.find("no data") != std::string::npos);
  CHECK(TagBalanceProblem(svg) == "");
}

TEST_CASE("crowded category labels are thinned, not overlapped") {
  SvgChart chart("64 stages", 900, 400);
  std::vector<std::string> categories;
  for (int i = 0; i < 64; ++i) categories.push_back("stage " + std::to_string(i));
  chart.SetCategories(categories);
  chart.AddBars({"memory", std::vector<double>(64, 1.0), "#123456"});
  std::string svg = chart.Render();
  CHECK(svg.find(">stage 0</text>") != std::string::npos);
  size_t labels = Count(svg, "rotate(-35)");
  CHECK(labels < 64);
  CHECK(labels >= 64 / 13);
  CHECK(Count(svg, "fill=\"#123456\"><title>") == 64);  // every bar still drawn
}
