// Time to build a report (read the result, build the document, render the
// HTML, Markdown and CSV) for a 500-plan search, a 300-row validation and a
// 256k-slice trace. Inputs are synthesized in memory in the result schemas.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

#include "core/plan.h"
#include "reports/report.h"
#include "reports/report_sections.h"
#include "reports/result_files.h"
#include "reports/timeline.h"
#include "reports/trace_file.h"

using namespace shoal;
using namespace shoal::reports;

namespace {

double MedianSeconds(int repeats, const std::function<size_t()>& fn, size_t* bytes) {
  std::vector<double> times;
  for (int i = 0; i < repeats; ++i) {
    auto t0 = std::chrono::steady_clock::now();
    *bytes = fn();
    times.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

std::string Numbered(const char* prefix, int i) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%s%d", prefix, i);
  return buf;
}

size_t TotalBytes(const ReportFiles& files) {
  size_t n = 0;
  for (const auto& [name, content] : files) n += content.size();
  return n;
}

Json PlanSearch(int plans) {
  Json list = Json::array();
  for (int i = 0; i < plans; ++i) {
    Plan p;
    p.dp = 60 << (i % 4);
    p.tp = 8 >> (i % 4);
    p.pp = 1 + i % 8;
    p.global_batch_size = 1536;
    Json breakdown = Json::object();
    for (const auto& k : BreakdownKeys()) breakdown[k] = 0.1 + 0.001 * i;
    Json stages = Json::array();
    for (int s = 0; s < p.pp; ++s) stages.push_back(1e10 + 1e8 * s);
    list.push_back({{"rank", i + 1},
                    {"summary", p.Summary()},
                    {"plan", PlanToJson(p)},
                    {"step_time_s", 5.0 + 0.01 * i},
                    {"tokens_per_s", 1e5 - i},
                    {"mfu", 0.4},
                    {"model_tflops_per_gpu", 120.0},
                    {"peak_memory_bytes", 2e10},
                    {"stage_peak_memory_bytes", stages},
                    {"energy_j_per_step", 1.4e6},
                    {"time_to_train_s", 1e6 + i},
                    {"cost_usd", 3e5 + i},
                    {"energy_kwh", 7e4},
                    {"co2_kg", 3e4},
                    {"goodput", 0.93},
                    {"breakdown", breakdown}});
  }
  return {{"kind", "plan_search"},
          {"scenario", "bench"},
          {"hardware", "h100"},
          {"num_gpus", 480},
          {"objective", "time"},
          {"search",
           {{"space_size", 51840},
            {"evaluated", 51840},
            {"simulated", plans},
            {"wall_s", 1.0},
            {"rejected", {{"out of memory", 40000}}}}},
          {"plans", list}};
}

std::string ValidationLines(int rows) {
  std::string text;
  for (int i = 0; i < rows; ++i) {
    double measured = 0.5 + i * 0.37, predicted = measured * (0.8 + 0.4 * (i % 11) / 10.0);
    Json row = {{"kind", "validation_row"},
                {"id", Numbered("T", i)},
                {"source_group", Numbered("group", i % 9)},
                {"model", "GPT"},
                {"hardware", "a100-80gb"},
                {"num_gpus", 64},
                {"plan", "DP8 TP8"},
                {"predicted_iteration_time_s", predicted},
                {"measured_iteration_time_s", measured},
                {"error", (predicted - measured) / measured},
                {"predicted_peak_memory_gb", 40.0},
                {"predicted_fits", i % 17 != 0}};
    if (i % 5 == 0) row["measured_peak_memory_gb"] = 42.0;
    text += row.dump() + "\n";
  }
  return text;
}

Json DenseTrace(int ranks, int slices_per_rank) {
  Json events = Json::array();
  for (int r = 0; r < ranks; ++r) {
    events.push_back({{"name", "process_name"},
                      {"ph", "M"},
                      {"pid", r},
                      {"args", {{"name", Numbered("rank ", r)}}}});
    for (int i = 0; i < slices_per_rank; ++i) {
      bool comm = i % 2 == 1;
      events.push_back({{"name", comm ? "send" : "fwd"},
                        {"cat", comm ? "pp" : "compute"},
                        {"ph", "X"},
                        {"pid", r},
                        {"tid", comm ? 1 : 0},
                        {"ts", 20.0 * i},
                        {"dur", comm ? 3.0 : 19.0}});
    }
  }
  return {{"traceEvents", events}};
}

}  // namespace

int main() {
  size_t bytes = 0;
  const Json search = PlanSearch(500);
  double t = MedianSeconds(
      5,
      [&] {
        JsonReader r(search, "bench");
        PlanSearchResult result = ReadPlanSearch(r);
        return TotalBytes(RenderReport(PlanSearchReport(result, "bench", 80e9)));
      },
      &bytes);
  std::printf("report of a 500-plan search:        %8.1f ms  (%zu bytes of output)\n", t * 1e3,
              bytes);

  const std::string lines = ValidationLines(300);
  t = MedianSeconds(
      5,
      [&] {
        ValidationResult v = ReadValidationLines(lines, "bench.jsonl");
        return TotalBytes(RenderReport(ValidationReport(v, "bench.jsonl")));
      },
      &bytes);
  std::printf("report of a 300-row validation:     %8.1f ms  (%zu bytes of output)\n", t * 1e3,
              bytes);

  const Json trace = DenseTrace(64, 4000);
  t = MedianSeconds(
      3,
      [&] {
        Trace tr = ReadTrace(trace, "bench-trace.json");
        return RenderTimeline(tr).size();
      },
      &bytes);
  std::printf("timeline of a 256k-slice trace:     %8.1f ms  (%zu bytes of SVG)\n", t * 1e3, bytes);
  return 0;
}
