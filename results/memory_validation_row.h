// The `memory_validation_row` result (docs/result-schemas.md): a published
// run's predicted peak memory of the kind its source measured (allocated,
// reserved or device) against the measurement. Written by `shoal validate
// --runs --json` after the validation rows, read back by `shoal report`.
#pragma once

#include <string>

#include "core/json_reader.h"

namespace shoal::results {

enum class MemoryMeasure { kAllocated, kReserved, kDevice };
/// "allocated", "reserved", "device".
const char* MemoryMeasureName(MemoryMeasure m);

struct MemoryValidationRow {
  std::string id;
  std::string source_group;
  std::string stack;
  MemoryMeasure measure = MemoryMeasure::kReserved;
  double predicted_gib = 0;  ///< of the measured kind
  double measured_gib = 0;
  double hbm_gib = 0;
  bool predicted_fits = true;  ///< the planner's verdict (peak + its uncertainty)
  double ErrorFraction() const { return (predicted_gib - measured_gib) / measured_gib; }
};

Json ToJson(const MemoryValidationRow& r);
/// Strict: unknown keys are errors; `error` must be the one the memories give.
MemoryValidationRow ReadMemoryValidationRow(JsonReader& r);

}  // namespace shoal::results
