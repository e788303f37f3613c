// Real training logs back in (shoal ingest): the iteration times, throughput,
// memory and power lines each framework prints, read into the measured-run
// format `validate --executor` compares with a prediction. Formats follow each
// framework's source (docs/frameworks.md, "Measurements back in").
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/json_reader.h"
#include "core/plan.h"
#include "core/scenario.h"

namespace shoal::frameworks {

enum class LogFormat { kMegatron, kNemo, kTorchtitan, kDeepSpeed, kTorchProfiler };

/// "megatron", "nemo", "torchtitan", "deepspeed", "torch-profiler".
const std::vector<std::string>& LogFormatNames();
/// The format `name` names; InputError naming `option` lists the choices.
LogFormat ParseLogFormat(const std::string& name, const std::string& option);
const char* LogFormatName(LogFormat f);

/// One logged entry: a step, or the average of the steps since the last one.
struct LoggedStep {
  int64_t step = 0;
  int line = 0;       ///< 1-based line of the log
  double time_s = 0;  ///< per step (the interval's average)
  std::optional<double> loss;
  std::optional<double> tflops_per_gpu;        ///< as the framework computed it
  std::optional<double> tokens_per_s_per_gpu;  ///< torchtitan's tps
  std::optional<double> power_w_per_gpu;       ///< Megatron --log-energy
  std::optional<int64_t> global_batch_size;    ///< Megatron's own count
  /// A profiler trace's phases (one rank's GPU): kernels busy computing
  /// (optimizer kernels apart), the optimizer's, and communication kernels
  /// not hidden under either.
  std::optional<double> compute_s, optimizer_s, exposed_comm_s;
};

/// One GPU kernel of a recorded step of a profiler trace, for a timeline.
struct TracedKernel {
  std::string name;
  std::string category;   ///< "compute", "optimizer" or "comm" (nccl kernels)
  int64_t stream = 0;     ///< the trace's tid (the CUDA stream)
  size_t step_index = 0;  ///< into TrainingLog::steps
  double start_us = 0, duration_us = 0;
};

/// A value the log states, with its line.
struct LoggedValue {
  double value = 0;
  int line = 0;
};

struct TrainingLog {
  std::string file;
  LogFormat format = LogFormat::kMegatron;
  int lines = 0;
  std::vector<LoggedStep> steps;
  /// The allocator's peaks over every memory line (bytes).
  std::optional<LoggedValue> peak_allocated_bytes;  ///< Megatron "max allocated"
  std::optional<LoggedValue>
      peak_reserved_bytes;  ///< Megatron "max reserved", torchtitan "memory:"
  /// Megatron's argument dump ("---- arguments ----"): name -> value text, line.
  std::map<std::string, std::pair<std::string, int>> arguments;
  /// A profiler trace's kernels inside its recorded steps, in trace order.
  std::vector<TracedKernel> kernels;
};

/// A profiler trace's recorded steps as a trace in Shoal's naming scheme
/// (docs/result-schemas.md, Traces: rank 0, one thread per CUDA stream,
/// categories compute, optimizer, comm), so `shoal report --trace` draws it
/// beside a simulated step. Steps before `first_step` are left out.
Json MeasuredTraceToJson(const TrainingLog& log, int64_t first_step, const std::string& name);

/// What the torchtitan and DeepSpeed lines need to turn a rate into step time
/// (and a profiler trace's world size is checked against).
struct StepTokens {
  double tokens_per_step = 0;  ///< global batch x sequence length
  int num_gpus = 0;
  double global_batch = 0;  ///< sequences (DeepSpeed's samples) per step
};

/// Reads a log. Throws InputError naming the file and the line on a line that
/// starts like one of the format's lines but does not parse (a truncated or
/// garbled log), on steps out of order, and when no step line is found.
TrainingLog ParseTrainingLog(LogFormat format, const std::string& text, const std::string& file,
                             const StepTokens& tokens);

/// Checks Megatron's argument dump, when the log has one, against the plan
/// and model the run is said to be; a disagreement is an InputError naming
/// the log line. Returns the names checked.
std::vector<std::string> CheckLoggedArguments(const TrainingLog& log, const Scenario& s,
                                              const Plan& plan);

struct IngestOptions {
  int skip_steps = 2;  ///< entries of steps <= this are warm-up, left out of the statistics
  std::string scenario_path;
  std::string plan_path;
};

/// The measured-run document (schema shoal.measured.run/1, docs/frameworks.md):
/// the scenario's model and the plan, the step-time statistics over the
/// entries after warm-up, peak memory and power when logged, and what the log
/// does not tell. InputError when no entry is left after warm-up.
Json BuildMeasuredRun(const TrainingLog& log, const Scenario& s, const Plan& plan,
                      const IngestOptions& o);

}  // namespace shoal::frameworks
