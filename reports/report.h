// `shoal report`: from one input (a scenario, or a plan_search, sweep,
// simulation or validation result file) and any number of traces, build the
// report document, render it (report.html, report.md, CSV tables) in memory,
// then write the files. Every input is read and checked before anything is
// written, so a bad input (InputError, naming the file and JSON path) leaves
// the output directory untouched.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "reports/report_doc.h"

namespace shoal::reports {

struct ReportRequest {
  std::string input;                ///< result file or scenario; may be empty when traces given
  std::vector<std::string> traces;  ///< Chrome/Perfetto trace files, drawn on one time axis
};

/// File name -> content.
using ReportFiles = std::map<std::string, std::string>;

/// Which kind of input a file is: "scenario", "simulation", "plan_search",
/// "sweep" or "validation_row". Throws InputError when it is none of them.
std::string DetectInputKind(const std::string& path);

/// Loads and checks every input and builds the document. A scenario's plan is
/// simulated (sim::SimulateStep) and its simulated timeline is included.
Report BuildReport(const ReportRequest& request);

/// report.html, report.md and one CSV per exported table.
ReportFiles RenderReport(const Report& report);

/// Writes `dir` whole (core/atomic_file.h WriteDirectoryAtomic): it then holds
/// exactly these files. An existing `dir` is replaced only when it is empty or
/// an earlier report (report.html beside only .html, .md and .csv files).
void WriteReportFiles(const std::string& dir, const ReportFiles& files);

}  // namespace shoal::reports
