// The `executor_validation` result (docs/result-schemas.md): the simulator's
// phases against a real run's (`shoal execute`, or a framework log read by
// `shoal ingest`). Computed by validation/executor_check (`shoal validate
// --executor`), written and read back (`shoal report`) here. NaN marks a
// figure the run did not measure (absent, or null, in the file).
#pragma once

#include <string>
#include <vector>

#include "core/json_reader.h"

namespace shoal::results {

struct ExecutorPhase {
  std::string phase;  ///< step_s, compute_s, exposed_ep_s, ...
  double predicted_s = 0;
  double measured_s = 0;  ///< NaN where the run did not measure it
};

struct ExecutorValidationResult {
  std::string run;
  std::string hardware;
  std::string plan;
  int world_size = 0;
  std::vector<ExecutorPhase> phases;  ///< step_s first
  double step_error = 0;
  double predicted_peak_memory_bytes = 0;
  double measured_peak_memory_bytes = 0;  ///< NaN when not measured
  double predicted_device_w = 0;          ///< NaN in files that predate it
  double measured_device_w = 0;           ///< NaN when the run has no energy reading
  std::string run_schema;                 ///< shoal.executor.run/1 or shoal.measured.run/1
  std::string peak_memory_measures;       ///< allocated or reserved
  double measured_device_peak_bytes = 0;  ///< NaN unless a CUDA run sampled it
};

/// `validate --executor --json`.
Json ToJson(const ExecutorValidationResult& e);
/// Strict: unknown keys are errors; the memory and power errors must be the
/// ones the predicted and measured figures give.
ExecutorValidationResult ReadExecutorValidation(JsonReader& r);
/// `validate --executor --out FILE.csv`: one line per phase.
std::string ExecutorPhasesCsv(const ExecutorValidationResult& e);

}  // namespace shoal::results
