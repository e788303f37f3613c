#include "reports/result_files.h"

#include "core/error.h"

namespace shoal::reports {

ResultFile ReadResult(const Json& document, const std::string& origin) {
  JsonReader r(document, origin);
  std::string kind = r.String("kind");
  if (kind == "simulation") return results::ReadSimulation(r);
  if (kind == "plan_search") return results::ReadPlanSearch(r);
  if (kind == "sweep") return results::ReadSweep(r);
  if (kind == "inspection") return results::ReadInspection(r);
  if (kind == "executor_validation") return results::ReadExecutorValidation(r);
  if (kind == "validation_row") {
    ValidationResult v;
    v.rows.push_back(results::ReadValidationRow(r));
    return v;
  }
  throw InputError(origin, "$.kind",
                   "one of \"simulation\", \"plan_search\", \"sweep\", \"validation_row\", "
                   "\"inspection\", \"executor_validation\" (docs/result-schemas.md), got \"" +
                       Excerpt(kind) + "\"");
}

EnergyValidationResult ReadEnergyLines(const std::string& text, const std::string& origin) {
  EnergyValidationResult v;
  ForEachJsonLine(text, origin,
                  [&](const Json&, JsonReader& r) { v.rows.push_back(results::ReadEnergyRow(r)); });
  if (v.rows.empty()) throw InputError(origin, "", "at least one energy_validation_row line");
  return v;
}

CollectiveValidationResult ReadCollectiveLines(const std::string& text, const std::string& origin) {
  CollectiveValidationResult v;
  ForEachJsonLine(text, origin, [&](const Json&, JsonReader& r) {
    v.rows.push_back(results::ReadCollectiveRow(r));
  });
  if (v.rows.empty()) throw InputError(origin, "", "at least one collective_validation_row line");
  return v;
}

ValidationResult ReadValidationLines(const std::string& text, const std::string& origin) {
  ValidationResult v;
  ForEachJsonLine(text, origin, [&](const Json& j, JsonReader& r) {
    if (j.is_object() && j.value("kind", "") == "memory_validation_row") {
      v.memory_rows.push_back(results::ReadMemoryValidationRow(r));
    } else {
      v.rows.push_back(results::ReadValidationRow(r));
    }
  });
  if (v.rows.empty()) throw InputError(origin, "", "at least one validation_row line");
  return v;
}

}  // namespace shoal::reports
