// Validation against published measurements of real training runs: rows in
// the format of ../shared/data/published_runs.jsonl become a model, a
// hardware profile and a plan, which the simulator predicts.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/hardware.h"
#include "core/json_reader.h"
#include "core/model.h"
#include "core/plan.h"

namespace shoal::sim {

/// A published run turned into simulator inputs.
struct PublishedRun {
  std::string id;
  std::string source_group;
  ModelConfig model;
  std::string hardware_name;  ///< bundled profile
  double gpu_memory_gib = 0;  ///< as the row states (overrides the profile's HBM)
  double power_limit_w = 0;   ///< a stated power cap (0: none)
  int num_gpus = 0;
  Plan plan;
  double measured_iteration_time_s = 0;
  std::optional<double> measured_peak_memory_gib;
};

/// Converts a row; returns the reason it cannot be simulated instead when a
/// field the simulation needs is missing or contradictory.
struct ConversionResult {
  std::optional<PublishedRun> run;
  std::string skip_reason;
  /// The row states something impossible (a number out of range, not whole):
  /// `validate` warns and counts it, and --strict makes it fatal.
  bool invalid = false;
};
ConversionResult ConvertPublishedRun(const Json& row);

/// Bundled profile name for a published GPU description ("A100 SXM4 40GB").
std::optional<std::string> HardwareForGpuType(const std::string& gpu_type, double memory_gb);

struct ValidationRow {
  std::string id;
  std::string source_group;
  std::string model;
  std::string hardware;
  int num_gpus = 0;
  std::string plan;
  double predicted_s = 0;
  double measured_s = 0;
  double predicted_peak_memory_gib = 0;
  std::optional<double> measured_peak_memory_gib;
  bool predicted_fits = true;
  double ErrorFraction() const { return (predicted_s - measured_s) / measured_s; }
};

struct ErrorStats {
  int count = 0;
  double mape = 0;
  double median_ape = 0;
  double max_ape = 0;
};
ErrorStats Summarize(const std::vector<double>& abs_errors);

struct ValidationReport {
  std::vector<ValidationRow> rows;
  std::vector<std::pair<std::string, std::string>> skipped;  ///< id, reason
  std::vector<std::string> invalid;  ///< bad lines and impossible rows (also in skipped)
  ErrorStats overall;
  std::map<std::string, ErrorStats> by_group;
};

/// Reads a JSON-lines file of runs and simulates every row it can. A
/// malformed line or an impossible row is skipped and listed in `invalid`, or
/// with `strict` an InputError. An empty file is an InputError.
ValidationReport ValidatePublishedRuns(const std::string& path, bool strict = false);

}  // namespace shoal::sim
