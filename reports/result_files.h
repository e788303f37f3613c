// Result files of `shoal simulate|plan|sweep|validate|inspect --json` as
// `shoal report` reads them: each kind's struct and strict reader live in
// results/<kind>.h (every key checked, unknown keys are errors that name the
// file and the JSON path; optional numbers absent from a file are NaN); this
// picks the reader by "kind" and reads JSON-lines files of rows.
#pragma once

#include <string>
#include <variant>
#include <vector>

#include "core/json_reader.h"
#include "results/collective_row.h"
#include "results/energy_row.h"
#include "results/executor_validation.h"
#include "results/inspection.h"
#include "results/memory_validation_row.h"
#include "results/plan_search.h"
#include "results/simulation.h"
#include "results/sweep.h"
#include "results/validation_row.h"

namespace shoal::reports {

using results::BreakdownKeys;
using results::CollectiveRow;
using results::EnergyRow;
using results::ExecutorPhase;
using results::ExecutorValidationResult;
using results::Explanation;
using results::InspectionKeys;
using results::InspectionResult;
using results::LayoutStanding;
using results::MemoryValidationRow;
using results::NamedValues;
using results::PlanEntry;
using results::PlanSearchResult;
using results::ReadInspection;
using results::ReadPlanSearch;
using results::ReadSimulation;
using results::ReadSweep;
using results::SearchStats;
using results::SimulationResult;
using results::StageMemoryKeys;
using results::StageRow;
using results::SweepPoint;
using results::SweepResult;
using results::ValidationRow;

struct ValidationResult {
  std::vector<ValidationRow> rows;
  std::vector<MemoryValidationRow> memory_rows;
};

using ResultFile = std::variant<SimulationResult, PlanSearchResult, SweepResult, ValidationResult,
                                InspectionResult, ExecutorValidationResult>;

/// Reads one result document (its "kind" picks the reader); `origin` names
/// it in errors.
ResultFile ReadResult(const Json& document, const std::string& origin);

struct EnergyValidationResult {
  std::vector<EnergyRow> rows;
};
/// Reads JSON-lines text of energy_validation_row lines; errors name "origin:LINE".
EnergyValidationResult ReadEnergyLines(const std::string& text, const std::string& origin);

struct CollectiveValidationResult {
  std::vector<CollectiveRow> rows;
};
/// Reads JSON-lines text of collective_validation_row lines; errors name "origin:LINE".
CollectiveValidationResult ReadCollectiveLines(const std::string& text, const std::string& origin);

/// Reads JSON-lines text of validation rows; errors name "origin:LINE".
ValidationResult ReadValidationLines(const std::string& text, const std::string& origin);

}  // namespace shoal::reports
