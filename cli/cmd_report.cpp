// shoal report (SCENARIO | RESULT.json | VALIDATION.jsonl) --out DIR [--trace T.json]...
#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "core/error.h"
#include "reports/report.h"

namespace shoal::cli {
namespace {

struct ReportOptions {
  std::string input;
  std::string out;
  std::vector<std::string> traces;
};

void Run(const ReportOptions& o) {
  if (o.out.empty()) throw InputError("", "--out", "an output directory name (got an empty one)");
  reports::Report report = reports::BuildReport({o.input, o.traces});
  reports::ReportFiles files = reports::RenderReport(report);
  reports::WriteReportFiles(o.out, files);
  std::string names;
  for (const auto& [name, content] : files) names += " " + name;
  std::cout << "Wrote" << names << " to " << o.out << "\n";
  std::cout << "Report: " << o.out << "/report.html\n";
}

}  // namespace

void AddReport(CLI::App& app) {
  auto opts = std::make_shared<ReportOptions>();
  auto* cmd = app.add_subcommand(
      "report", "Write an HTML report with charts, a Markdown summary and CSV tables");
  cmd->add_option("input", opts->input,
                  "Scenario, or result JSON of simulate/plan/sweep --json, or validate --json "
                  "lines");
  cmd->add_option("--out", opts->out, "Output directory")->required();
  cmd->add_option("--trace", opts->traces,
                  "Chrome/Perfetto trace to draw as a timeline (repeat to compare)");
  cmd->callback([opts] { Run(*opts); });
}

}  // namespace shoal::cli
