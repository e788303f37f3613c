// The `validation_row` result (docs/result-schemas.md): one published run,
// predicted against its measured iteration time. Written by `shoal validate
// --runs --json` (one JSON line per row), read back by `shoal report`.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/json_reader.h"
#include "simulator/simulate.h"

namespace shoal::results {

struct ValidationRow {
  std::string id;
  std::string source_group;
  std::string stack;
  bool moe = false;
  std::string model;
  std::string hardware;
  int num_gpus = 0;
  std::string plan;
  double predicted_s = 0;
  double predicted_raw_s = 0;  ///< on the default stack ("raw physics")
  double measured_s = 0;
  sim::StepInterval interval;               ///< the prediction's 80% / 95% intervals
  std::string dominant_component;           ///< largest term of the predicted breakdown
  std::map<std::string, double> breakdown;  ///< the predicted step's critical path
  double predicted_peak_memory_gib = 0;
  std::optional<double> measured_peak_memory_gib;
  bool predicted_fits = true;
  /// The row stated no recompute and did not fit without: `plan` carries the
  /// least recompute that fits (validation::RecomputeThatFits).
  bool recompute_inferred = false;
  /// Not in the file: the stage with the largest predicted peak.
  sim::MemoryBreakdown peak_memory;
  double hbm_gib = 0;  ///< not in the file: the GPU's memory as the run states it
  double ErrorFraction() const { return (predicted_s - measured_s) / measured_s; }
  double RawErrorFraction() const { return (predicted_raw_s - measured_s) / measured_s; }
};

/// One JSON line of `validate --runs --json`.
Json ToJson(const ValidationRow& r);
/// Strict: unknown keys are errors; `error` must be the one the times give.
/// Keys absent from older files: NaN (predicted_peak_memory_gb), 0 (the raw
/// prediction, the interval).
ValidationRow ReadValidationRow(JsonReader& r);
/// `validate --runs --out FILE.csv`: a header and one line per row.
std::string ValidationCsv(const std::vector<ValidationRow>& rows);

}  // namespace shoal::results
