#include "reports/report.h"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <variant>

#include "core/atomic_file.h"
#include "core/error.h"
#include "core/hardware.h"
#include "core/scenario.h"
#include "reports/html_page.h"
#include "reports/markdown.h"
#include "reports/report_sections.h"
#include "reports/result_files.h"
#include "reports/trace_file.h"
#include "simulator/simulate.h"

namespace shoal::reports {
namespace {

std::string ReadText(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw InputError(path, "", "a readable result or scenario file (cannot open it)");
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

/// A whole-file JSON document, or none when the text is JSON lines.
struct Parsed {
  std::optional<Json> document;
  std::string text;
};

Parsed ParseInput(const std::string& path) {
  Parsed p;
  p.text = ReadText(path);
  // JSON lines (validate --json): the first line is a whole object and more lines follow.
  size_t first_end = p.text.find('\n');
  if (first_end != std::string::npos &&
      p.text.find_first_not_of(" \t\r\n", first_end) != std::string::npos) {
    Json first = Json::parse(p.text.substr(0, first_end), nullptr, /*allow_exceptions=*/false);
    if (!first.is_discarded() && first.is_object()) return p;
  }
  p.document = ParseJsonText(p.text, path);
  return p;
}

std::string KindOf(const Parsed& p, const std::string& path) {
  if (!p.document) {
    // JSON lines: the first line's kind (validation rows by default).
    const Json first = Json::parse(p.text.substr(0, p.text.find('\n')), nullptr, false);
    for (const char* kind : {"energy_validation_row", "collective_validation_row"}) {
      if (first.is_object() && first.value("kind", "") == kind) return kind;
    }
    return "validation_row";
  }
  const Json& j = *p.document;
  if (!j.is_object()) {
    throw InputError(
        path, "$",
        std::string("a JSON object (a result file or a scenario), got ") + j.type_name());
  }
  if (j.contains("kind")) {
    if (!j["kind"].is_string()) throw InputError(path, "$.kind", "a string");
    return j["kind"].get<std::string>();
  }
  if (j.contains("model") || j.contains("hardware")) return "scenario";
  throw InputError(path, "$.kind",
                   "a result file with \"kind\" (simulation, plan_search, sweep, "
                   "validation_row, inspection, executor_validation) or a scenario with "
                   "\"model\" and \"hardware\"");
}

/// The simulation of a scenario's own plan, as `shoal simulate --json` writes
/// it, read back through the same strict reader; `trace` gets its timeline.
SimulationResult SimulateScenario(const std::string& path, std::optional<Trace>* trace) {
  Scenario s = LoadScenario(path);
  if (!s.plan) {
    throw InputError(path, "$.plan",
                     "a plan to simulate (report a plan search instead: shoal plan --json)");
  }
  CheckPlan(*s.plan, s, path, "$.plan");
  sim::SimOptions options;
  options.record_trace = true;
  sim::StepResult step = sim::SimulateStep(s.model, s.hardware, *s.plan, options);
  Json j = results::ToJson(s, *s.plan, step);
  const std::string origin = path + " (simulated)";
  JsonReader r(j, origin);
  SimulationResult result = ReadSimulation(r);
  if (!step.trace.empty()) {
    *trace = ReadTrace(sim::TraceToJson(step, s.name + " (simulated)"), origin);
  }
  return result;
}

double BundledGpuMemoryBytes(const std::string& hardware) {
  for (const auto& name : BundledHardwareNames()) {
    if (name == hardware) return ResolveHardware(name).gpu.hbm_bytes;
  }
  return 0;
}

}  // namespace

std::string DetectInputKind(const std::string& path) { return KindOf(ParseInput(path), path); }

Report BuildReport(const ReportRequest& request) {
  if (request.input.empty() && request.traces.empty()) {
    throw InputError("", "", "an input file (scenario or result JSON) or at least one --trace");
  }
  std::vector<Trace> traces;
  Report report;
  if (!request.input.empty()) {
    const std::string& path = request.input;
    Parsed parsed = ParseInput(path);
    std::string kind = KindOf(parsed, path);
    if (kind == "scenario") {
      std::optional<Trace> simulated;
      report = SimulationReport(SimulateScenario(path, &simulated), path);
      if (simulated) traces.push_back(std::move(*simulated));
    } else if (kind == "energy_validation_row") {
      report = EnergyValidationReport(ReadEnergyLines(parsed.text, path), path);
    } else if (kind == "collective_validation_row") {
      report = CollectiveValidationReport(ReadCollectiveLines(parsed.text, path), path);
    } else if (kind == "validation_row") {
      ValidationResult v = parsed.document
                               ? std::get<ValidationResult>(ReadResult(*parsed.document, path))
                               : ReadValidationLines(parsed.text, path);
      report = ValidationReport(v, path);
    } else {
      ResultFile result = ReadResult(*parsed.document, path);
      if (auto* sim = std::get_if<SimulationResult>(&result)) {
        report = SimulationReport(*sim, path);
      } else if (auto* search = std::get_if<PlanSearchResult>(&result)) {
        report = PlanSearchReport(*search, path, BundledGpuMemoryBytes(search->hardware));
      } else if (auto* sweep = std::get_if<SweepResult>(&result)) {
        report = SweepReport(*sweep, path);
      } else if (auto* model = std::get_if<InspectionResult>(&result)) {
        report = InspectionReport(*model, path);
      } else if (auto* run = std::get_if<ExecutorValidationResult>(&result)) {
        report = ExecutorValidationReport(*run, path);
      }
    }
  } else {
    report.title = "Trace comparison";
  }
  for (const auto& t : request.traces) traces.push_back(LoadTrace(t));
  if (!traces.empty()) {
    report.sections.push_back(TraceSection(traces));
    std::string names;
    for (const auto& t : request.traces) names += (names.empty() ? "" : ", ") + t;
    if (!names.empty()) {
      report.source += (report.source.empty() ? "traces " : "; traces ") + names;
    }
  }
  return report;
}

ReportFiles RenderReport(const Report& report) {
  ReportFiles files;
  files["report.html"] = RenderHtml(report);
  files["report.md"] = RenderMarkdown(report);
  for (const auto& s : report.sections) {
    for (const auto& t : s.tables) {
      if (!t.csv_name.empty()) files[t.csv_name + ".csv"] = RenderTableCsv(t);
    }
  }
  return files;
}

void WriteReportFiles(const std::string& dir, const ReportFiles& files) {
  // An earlier report: report.html beside nothing but .html, .md and .csv files.
  auto earlier_report = [](const std::string& d) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(std::filesystem::path(d) / "report.html", ec))
      return false;
    for (const auto& entry : std::filesystem::directory_iterator(d, ec)) {
      const std::string ext = entry.path().extension().string();
      if (!entry.is_regular_file(ec) || entry.is_symlink(ec) ||
          (ext != ".html" && ext != ".md" && ext != ".csv")) {
        return false;
      }
    }
    return !ec;
  };
  WriteDirectoryAtomic(dir, files, earlier_report);
}

}  // namespace shoal::reports
