// Turn parsed results into report documents: the tables and charts a
// capacity planner reads for each kind of result file.
#pragma once

#include <string>
#include <vector>

#include "reports/report_doc.h"
#include "reports/result_files.h"
#include "reports/trace_file.h"

namespace shoal::reports {

/// Rows of the ranked-plans table in report.md and report.html.
inline constexpr size_t kSummaryRows = 10;
/// Plans drawn in the step-time breakdown chart.
inline constexpr size_t kChartPlans = 20;

Report SimulationReport(const SimulationResult& sim, const std::string& source);
/// `gpu_memory_bytes`: capacity line of the memory chart (0: unknown, no line).
Report PlanSearchReport(const PlanSearchResult& search, const std::string& source,
                        double gpu_memory_bytes);
Report SweepReport(const SweepResult& sweep, const std::string& source);
Report ValidationReport(const ValidationResult& validation, const std::string& source);
Report EnergyValidationReport(const EnergyValidationResult& energy, const std::string& source);
Report CollectiveValidationReport(const CollectiveValidationResult& collectives,
                                  const std::string& source);
Report InspectionReport(const InspectionResult& inspection, const std::string& source);
Report ExecutorValidationReport(const ExecutorValidationResult& e, const std::string& source);

/// Timelines of the traces on one time axis, and their busy time per
/// category side by side.
Section TraceSection(const std::vector<Trace>& traces);

/// Readable name of a breakdown key ("exposed_tp_s" -> "exposed TP comm").
std::string BreakdownLabel(const std::string& key);
/// Readable name of a stage memory key ("optimizer_bytes" -> "optimizer state").
std::string MemoryLabel(const std::string& key);

}  // namespace shoal::reports
