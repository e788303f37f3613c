// shoal validate --runs FILE.jsonl [--json] [--out FILE]: predicted vs measured iteration
// time (JSON lines of validation_row), or --executor RUN.json --hardware PROFILE.
#include <cstdio>
#include <sstream>

#include "cli/commands.h"
#include "core/error.h"
#include "core/units.h"
#include "simulator/executor_check.h"
#include "simulator/validation.h"

namespace shoal::cli {
namespace {

struct ValidateOptions {
  std::string runs;
  std::string executor;
  std::string hardware;
  OutputOptions output;
};

std::string Table(const sim::ValidationReport& rep) {
  std::ostringstream out;
  char line[512];
  std::snprintf(line, sizeof line, "%-7s %-34s %-10s %6s %-44s %10s %10s %8s\n", "id", "model",
                "hardware", "gpus", "plan", "predicted", "measured", "error");
  out << line;
  for (const auto& r : rep.rows) {
    std::snprintf(line, sizeof line, "%-7s %-34.34s %-10s %6d %-44.44s %9.3fs %9.3fs %+7.1f%%%s\n",
                  r.id.c_str(), r.model.c_str(), r.hardware.c_str(), r.num_gpus, r.plan.c_str(),
                  r.predicted_s, r.measured_s, 100 * r.ErrorFraction(),
                  r.predicted_fits ? "" : "  (predicted OOM)");
    out << line;
  }
  out << "\nSkipped " << rep.skipped.size() << " rows:\n";
  for (const auto& [id, why] : rep.skipped) out << "  " << id << ": " << why << "\n";
  out << "\nIteration-time error by source group:\n";
  for (const auto& [g, s] : rep.by_group) {
    std::snprintf(line, sizeof line, "  %-40s n=%3d  MAPE %5.1f%%  median %5.1f%%  max %5.1f%%\n",
                  g.c_str(), s.count, 100 * s.mape, 100 * s.median_ape, 100 * s.max_ape);
    out << line;
  }
  const auto& o = rep.overall;
  std::snprintf(line, sizeof line,
                "\nOverall: %d rows simulated, %zu skipped; MAPE %.1f%%, median %.1f%%, max %.1f%%\n",
                o.count, rep.skipped.size(), 100 * o.mape, 100 * o.median_ape, 100 * o.max_ape);
  out << line;
  return out.str();
}

void RunExecutor(const ValidateOptions& o) {
  if (o.hardware.empty()) {
    throw InputError("", "--hardware", "the profile measured on the machine that ran the executor");
  }
  HardwareProfile hw = ResolveHardware(o.hardware, "", "--hardware");
  sim::ExecutorComparison c = sim::CompareExecutorRun(o.executor, hw);
  Json phases = Json::object();
  std::ostringstream csv;
  csv.precision(10);
  csv << "phase,predicted_s,measured_s\n";
  for (const auto& p : c.phases) {
    phases[p.phase] = {{"predicted_s", p.predicted_s}, {"measured_s", p.measured_s}};
    csv << p.phase << "," << p.predicted_s << "," << p.measured_s << "\n";
  }
  Json j = {{"kind", "executor_validation"}, {"run", c.run_file}, {"hardware", hw.name},
            {"plan", c.plan_summary}, {"world_size", c.world_size}, {"phases", phases},
            {"step_error", c.StepError()},
            {"predicted_peak_memory_bytes", c.predicted_peak_memory_bytes}};
  if (c.measured_peak_memory_bytes) j["measured_peak_memory_bytes"] = *c.measured_peak_memory_bytes;
  std::ostringstream out;
  char line[256];
  out << "Executor run " << c.run_file << " (" << c.world_size << " ranks, " << c.plan_summary
      << ") on profile " << hw.name << "\n";
  std::snprintf(line, sizeof line, "  %-14s %12s %12s %8s\n", "phase", "predicted", "measured", "error");
  out << line;
  for (const auto& p : c.phases) {
    double err = p.measured_s > 0 ? 100 * (p.predicted_s - p.measured_s) / p.measured_s : 0.0;
    std::snprintf(line, sizeof line, "  %-14s %11.4fs %11.4fs %+7.1f%%\n", p.phase.c_str(),
                  p.predicted_s, p.measured_s, err);
    out << line;
  }
  if (c.measured_peak_memory_bytes) {
    std::snprintf(line, sizeof line, "  %-14s %10.1fMiB %10.1fMiB\n", "peak memory",
                  c.predicted_peak_memory_bytes / kMiB, *c.measured_peak_memory_bytes / kMiB);
    out << line;
  }
  EmitResult(o.output, j.dump(2) + "\n", csv.str(), out.str());
}

void Run(const ValidateOptions& o) {
  if (!o.executor.empty()) {
    RunExecutor(o);
    return;
  }
  if (o.runs.empty()) {
    throw InputError("", "--runs", "a JSON-lines file of published runs (or --executor RUN.json)");
  }
  sim::ValidationReport rep = sim::ValidatePublishedRuns(o.runs);
  std::ostringstream lines, csv;
  csv.precision(10);
  csv << "id,source_group,model,hardware,num_gpus,plan,predicted_iteration_time_s,"
         "measured_iteration_time_s,error,predicted_peak_memory_gb,predicted_fits,"
         "measured_peak_memory_gb\n";
  for (const auto& r : rep.rows) {
    Json j = {{"kind", "validation_row"},
              {"id", r.id},
              {"source_group", r.source_group},
              {"model", r.model},
              {"hardware", r.hardware},
              {"num_gpus", r.num_gpus},
              {"plan", r.plan},
              {"predicted_iteration_time_s", r.predicted_s},
              {"measured_iteration_time_s", r.measured_s},
              {"error", r.ErrorFraction()},
              {"predicted_peak_memory_gb", r.predicted_peak_memory_gib},
              {"predicted_fits", r.predicted_fits}};
    if (r.measured_peak_memory_gib) j["measured_peak_memory_gb"] = *r.measured_peak_memory_gib;
    lines << j.dump() << "\n";
    csv << r.id << ",\"" << r.source_group << "\",\"" << r.model << "\"," << r.hardware << ","
        << r.num_gpus << ",\"" << r.plan << "\"," << r.predicted_s << "," << r.measured_s << ","
        << r.ErrorFraction() << "," << r.predicted_peak_memory_gib << ","
        << (r.predicted_fits ? "true" : "false") << ",";
    if (r.measured_peak_memory_gib) csv << *r.measured_peak_memory_gib;
    csv << "\n";
  }
  EmitResult(o.output, lines.str(), csv.str(), Table(rep));
}

}  // namespace

void AddValidate(CLI::App& app) {
  auto opts = std::make_shared<ValidateOptions>();
  auto* cmd = app.add_subcommand("validate", "Compare predictions with measured runs");
  cmd->add_option("--runs", opts->runs, "JSON-lines file of published runs");
  cmd->add_option("--executor", opts->executor, "RUN.json of `shoal execute` to compare with");
  cmd->add_option("--hardware", opts->hardware, "Profile of the machine that ran the executor");
  AddOutputOptions(cmd, &opts->output);
  cmd->callback([opts] { Run(*opts); });
}

}  // namespace shoal::cli
