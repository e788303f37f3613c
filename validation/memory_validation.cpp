#include "validation/memory_validation.h"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "core/error.h"
#include "core/units.h"

namespace shoal::validation {
namespace {

std::string Lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
  return s;
}

}  // namespace

double PredictedPeakBytes(const sim::MemoryBreakdown& mem, MemoryMeasure measure) {
  switch (measure) {
    case MemoryMeasure::kAllocated:
      return mem.AllocatedBytes();
    case MemoryMeasure::kReserved:
      return mem.AllocatorReservedBytes();
    case MemoryMeasure::kDevice:
      return mem.TotalBytes();
  }
  return mem.TotalBytes();
}

MemoryMeasureMap LoadMemoryMeasureMap(const std::string& path) {
  Json j = LoadJsonFile(path);
  JsonReader r(j, path);
  MemoryMeasureMap map;
  map.file = path;
  r.String("description", "");
  r.ForEachObject("rules", [&](JsonReader& e) {
    MemoryMeasureRule rule;
    rule.source_group = Lower(e.String("source_group"));
    const std::string m = e.Choice("measures", {"allocated", "reserved", "device"}, "reserved");
    rule.measure = m == "allocated" ? MemoryMeasure::kAllocated
                   : m == "device"  ? MemoryMeasure::kDevice
                                    : MemoryMeasure::kReserved;
    rule.source = e.String("source");
    if (rule.source.empty()) e.Fail("source", "a non-empty citation of what the source measured");
    e.Finish();
    map.rules.push_back(rule);
  });
  r.Finish();
  return map;
}

std::string DefaultMemoryMeasurePath() {
  return DataDir() + "/data/published_memory_measures.json";
}

MemoryValidationReport ValidatePeakMemory(const ValidationReport& report,
                                          const MemoryMeasureMap& map) {
  MemoryValidationReport out;
  std::vector<double> all;
  std::map<std::string, std::vector<double>> by_group, by_stack;
  for (const auto& v : report.rows) {
    if (!v.measured_peak_memory_gib || *v.measured_peak_memory_gib <= 0) continue;
    const std::string group = Lower(v.source_group);
    auto rule = std::find_if(map.rules.begin(), map.rules.end(), [&](const MemoryMeasureRule& r) {
      return group.find(r.source_group) != std::string::npos;
    });
    if (rule == map.rules.end()) {
      out.skipped.push_back({v.id, "no rule in " + map.file + " says what source group \"" +
                                       v.source_group + "\" measured"});
      continue;
    }
    MemoryValidationRow row;
    row.id = v.id;
    row.source_group = v.source_group;
    row.stack = v.stack;
    row.measure = rule->measure;
    row.predicted_gib = PredictedPeakBytes(v.peak_memory, rule->measure) / kGiB;
    row.measured_gib = *v.measured_peak_memory_gib;
    row.hbm_gib = v.hbm_gib;
    row.predicted_fits = v.predicted_fits;
    if (!row.predicted_fits) ++out.ran_but_predicted_oom;
    const double ape = std::fabs(row.ErrorFraction());
    all.push_back(ape);
    by_group[row.source_group].push_back(ape);
    by_stack[row.stack].push_back(ape);
    out.rows.push_back(row);
  }
  out.overall = Summarize(all);
  for (const auto& [g, e] : by_group) out.by_group[g] = Summarize(e);
  for (const auto& [g, e] : by_stack) out.by_stack[g] = Summarize(e);
  return out;
}

}  // namespace shoal::validation
