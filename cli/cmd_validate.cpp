// shoal validate --runs FILE.jsonl [--json]: predicted vs measured iteration time.
#include <cstdio>
#include <sstream>

#include "cli/commands.h"
#include "core/error.h"
#include "simulator/validation.h"

namespace shoal::cli {
namespace {

struct ValidateOptions {
  std::string runs;
  bool json = false;
  std::string out;
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

void Run(const ValidateOptions& o) {
  if (o.runs.empty()) throw InputError("", "--runs", "a JSON-lines file of published runs");
  sim::ValidationReport rep = sim::ValidatePublishedRuns(o.runs);
  if (!o.json) {
    Emit(Table(rep), o.out);
    return;
  }
  std::ostringstream out;
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
    out << j.dump() << "\n";
  }
  Emit(out.str(), o.out);
}

}  // namespace

void AddValidate(CLI::App& app) {
  auto opts = std::make_shared<ValidateOptions>();
  auto* cmd = app.add_subcommand("validate", "Compare predictions with measured runs");
  cmd->add_option("--runs", opts->runs, "JSON-lines file of published runs");
  cmd->add_option("--out", opts->out, "Write to this file instead of stdout");
  cmd->add_flag("--json", opts->json, "One JSON object per simulated row");
  cmd->callback([opts] { Run(*opts); });
}

}  // namespace shoal::cli
