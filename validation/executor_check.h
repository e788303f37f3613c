// Predicted vs measured for a run of the executor (RUN.json, schema
// shoal.executor.run/1) or a framework log read by `shoal ingest` (schema
// shoal.measured.run/1): the same model and plan simulated on a hardware
// profile of the machine that ran it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/hardware.h"
#include "core/json_reader.h"
#include "core/model.h"
#include "core/plan.h"
#include "results/executor_validation.h"

namespace shoal::validation {

struct PhaseComparison {
  std::string phase;  ///< step_s, compute_s, exposed_ep_s, ...
  double predicted_s = 0;
  /// Absent where the run does not say (a framework log has the step only).
  std::optional<double> measured_s;
};

struct ExecutorComparison {
  std::string run_file;
  std::string schema;  ///< shoal.executor.run/1 or shoal.measured.run/1
  std::string plan_summary;
  int world_size = 0;
  std::vector<PhaseComparison> phases;  ///< step_s first
  double predicted_peak_memory_bytes = 0;
  std::optional<double> measured_peak_memory_bytes;  ///< max tracked bytes over ranks
  /// What the measured peak counts, and the prediction of that kind:
  /// "allocated" (live tensors) or "reserved" (the caching allocator's pool).
  std::string memory_measures = "allocated";
  /// CUDA backend: the device memory high-water mark the run sampled (its
  /// GEMM engine's buffers and the CUDA context; the model lives on the host).
  std::optional<double> measured_device_peak_bytes;
  double MemoryError() const {
    return measured_peak_memory_bytes && *measured_peak_memory_bytes > 0
               ? (predicted_peak_memory_bytes - *measured_peak_memory_bytes) /
                     *measured_peak_memory_bytes
               : 0.0;
  }
  /// Average board power per device: predicted (simulator/power_model.h) and
  /// measured (the run's device energy counter, NVML, over its steps and
  /// checkpoints); absent when the run has no energy reading.
  double predicted_device_w = 0;
  std::optional<double> measured_device_w;
  std::optional<double> PowerError() const;
  double StepError() const;
};

/// What a run says of itself: the model and plan it trained and its measured
/// step (and phases where it measured them: compute, exposed EP/TP/PP/DP,
/// optimizer, in that order; a framework log has none).
/// The comparison as `validate --executor --json` writes it
/// (results/executor_validation.h), on the profile named `hardware`.
results::ExecutorValidationResult ToResult(const ExecutorComparison& c,
                                           const std::string& hardware);

struct RunSpec {
  std::string schema;  ///< shoal.executor.run/1 or shoal.measured.run/1
  ModelConfig model;
  Plan plan;
  double measured_step_s = 0;
  std::vector<std::optional<double>> measured_phases;
};
/// Reads a RUN.json or measured-run document; InputError naming the file and
/// JSON path. The plan is checked for `hw`'s node size.
RunSpec ReadRunSpec(const Json& run, const std::string& run_path, const HardwareProfile& hw);

/// Reads RUN.json (throws InputError naming the file and JSON path) and
/// simulates its model and plan on `hw`.
ExecutorComparison CompareExecutorRun(const std::string& run_path, const HardwareProfile& hw);
/// The same for a RUN.json document already parsed; `run_path` names it in errors.
ExecutorComparison CompareExecutorRun(const Json& run, const std::string& run_path,
                                      const HardwareProfile& hw);

}  // namespace shoal::validation
