// DeepSpeed's throughput line, from ThroughputTimer.stop() in
// deepspeed/utils/timer.py (deepspeedai/DeepSpeed edaa7221, 2026-08-22), logged
// every steps_per_print optimizer steps from the third on (start_step 2):
//   "epoch={}/micro_step={}/global_step={}, RunningAvgSamplesPerSec={},
//    CurrSamplesPerSec={}, MemAllocated={}GB, MaxMemAllocated={}GB"
// behind the logger's prefix ("[2023-07-25 21:03:17,269] [INFO] [timer.py:215:stop] ").
// CurrSamplesPerSec is train_batch_size over the summed forward-to-step time of
// the last optimizer step's micro-steps (the engine starts the timer in
// forward() and stops it in step(); the time between, e.g. loading the next
// batch outside DeepSpeed's data loader, is not in it), so one step takes
// global batch / CurrSamplesPerSec. MemAllocated/MaxMemAllocated are
// torch.cuda.(max_)memory_allocated() / 2^30. Releases 0.7.x wrote "E/S, "
// for "epoch=E/micro_step=S/global_step=S, " (S counting micro-steps); older
// ones logged only a running average ("SamplesPerSec="), which is not read.
#include <string_view>

#include "core/error.h"
#include "frameworks/ingest_common.h"
#include "frameworks/log_lines.h"

namespace shoal::frameworks {
namespace {

using logs::Line;

// "...GB" -> bytes (GiB), or nullopt.
std::optional<double> GibValue(std::string_view v) {
  if (v.size() < 3 || v.substr(v.size() - 2) != "GB") return std::nullopt;
  auto n = logs::ParseNumber(v.substr(0, v.size() - 2));
  if (!n || *n < 0) return std::nullopt;
  return *n * kGiBytes;
}

LoggedStep ParseThroughputLine(const std::string& file, const Line& line, size_t at,
                               const StepTokens& tokens, TrainingLog* log) {
  std::string_view l(line.text);
  // The step: "global_step=G" (>= 0.8), else the "E/S" before the first comma.
  std::string_view head = l.substr(0, at);
  size_t comma = head.rfind(',');
  if (comma == std::string_view::npos)
    logs::BadLine(file, line, "\"epoch=E/micro_step=M/global_step=G, \" before the rates");
  std::string_view counters = head.substr(0, comma);
  size_t slash = counters.rfind('/');
  if (slash == std::string_view::npos)
    logs::BadLine(file, line, "\"epoch=E/micro_step=M/global_step=G, \" before the rates");
  std::string_view step_text = counters.substr(slash + 1);
  if (step_text.substr(0, 12) == "global_step=") step_text.remove_prefix(12);
  auto step = logs::ParseCount(step_text);
  if (!step)
    logs::BadLine(file, line,
                  "a step count after the last '/' of \"epoch=E/micro_step=M/global_step=G\"");
  LoggedStep s;
  s.step = *step;
  s.line = line.number;
  // MaxMemAllocated closes the line: without it the line was cut short.
  if (l.find("MaxMemAllocated=") == std::string_view::npos) {
    logs::BadLine(
        file, line,
        "a whole DeepSpeed throughput line ending in \"MaxMemAllocated=X.XXGB\" (truncated?)");
  }
  std::optional<double> current, max_allocated;
  for (std::string_view field : logs::SplitFields(l.substr(at), ',')) {
    size_t eq = field.find('=');
    if (eq == std::string_view::npos)
      logs::BadLine(file, line, "\"Key=value\" fields separated by \", \"");
    std::string_view key = field.substr(0, eq), value = field.substr(eq + 1);
    if (key == "CurrSamplesPerSec") {
      current = logs::ParseNumber(value);
      if (!current || !(*current > 0)) logs::BadLine(file, line, "a positive CurrSamplesPerSec");
    } else if (key == "MaxMemAllocated") {
      max_allocated = GibValue(value);
      if (!max_allocated) logs::BadLine(file, line, "\"MaxMemAllocated=X.XXGB\"");
    }
  }
  if (!current || !max_allocated) {
    logs::BadLine(file, line,
                  "a whole DeepSpeed throughput line with CurrSamplesPerSec and MaxMemAllocated "
                  "(truncated?)");
  }
  KeepPeak(&log->peak_allocated_bytes, *max_allocated, line.number);
  s.time_s = tokens.global_batch / *current;
  CheckStepTime(file, line.number, s.time_s);
  return s;
}

}  // namespace

TrainingLog ParseDeepSpeedLog(const std::string& text, const std::string& file,
                              const StepTokens& tokens) {
  if (!(tokens.global_batch > 0)) {
    throw InputError(file, "", "the global batch of the run (from the scenario or plan)");
  }
  TrainingLog log;
  log.file = file;
  log.format = LogFormat::kDeepSpeed;
  const std::vector<Line> lines = logs::SplitLines(text);
  log.lines = static_cast<int>(lines.size());
  for (const Line& line : lines) {
    // The rates start at "RunningAvgSamplesPerSec=" (both releases that log CurrSamplesPerSec).
    size_t at = line.text.find("RunningAvgSamplesPerSec=");
    if (at == std::string::npos) continue;
    AppendStep(file, ParseThroughputLine(file, line, at, tokens, &log), &log);
  }
  RequireSteps(log,
               "DeepSpeed throughput lines (\"epoch=E/micro_step=M/global_step=G, "
               "RunningAvgSamplesPerSec=R, CurrSamplesPerSec=C, MemAllocated=A GB, "
               "MaxMemAllocated=P GB\")");
  return log;
}

}  // namespace shoal::frameworks
