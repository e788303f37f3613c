// Megatron-LM's training log (also Megatron-Bridge / NeMo 2, which print the
// same lines). Formats from NVIDIA/Megatron-LM d98e8a64 (2026-08-22):
//  - training_log() in megatron/training/training.py:
//    " [date] iteration {:8d}/{:8d} | consumed samples: {:12d} | elapsed time per
//    iteration (ms): {:.1f} | throughput per GPU (TFLOP/s/GPU): {:.1f} | energy
//    per GPU (J/iter/GPU): {:.1f} | power per GPU (W/GPU): {:.1f} | learning rate:
//    {:.6E} | global batch size: {:5d} | lm loss: {:.6E} | loss scale: {:.1f} |
//    grad norm: {:.3f} | ... | number of nan iterations: {:3d} |"
//    (elapsed time is the average over the log interval);
//  - report_memory() in megatron/training/utils/common_utils.py:
//    "[Rank N] (after K iterations) memory (MB) | allocated: X | max allocated: Y |
//    reserved: Z | max reserved: W" (torch.cuda.*memory_* / 2^20);
//  - _print_args() in megatron/training/arguments.py: the argument dump between
//    "------------------------ arguments ------------------------" and
//    "-------------------- end of arguments ---------------------", one
//    "  name ........ value" per line.
// Megatron-Bridge (NVIDIA-NeMo/Megatron-Bridge 067f987d, 2026-08-22,
// src/megatron/bridge/training/utils/train_utils.py) prints the same iteration
// line and "[Rank N] (after K iterations) memory (GB) | mem-allocated-gigabytes:
// X | ... | mem-max-allocated-gigabytes: Y | ... | mem-max-reserved-gigabytes: W
// | ..." (torch.cuda.memory_stats() / 1e9, five significant digits).
#include <string_view>

#include "core/error.h"
#include "frameworks/ingest_common.h"
#include "frameworks/log_lines.h"

namespace shoal::frameworks {
namespace {

using logs::Line;

// Where " iteration N/" starts in the line (Megatron's per-interval line), or npos.
// "validation loss at iteration 100 |" and "saving checkpoint at iteration 100"
// have no '/' after the number and are not step lines.
size_t FindIterationMarker(std::string_view l) {
  constexpr std::string_view kWord = "iteration";
  for (size_t pos = l.find(kWord); pos != std::string_view::npos; pos = l.find(kWord, pos + 1)) {
    if (pos > 0 && l[pos - 1] != ' ' && l[pos - 1] != ']') continue;
    size_t i = pos + kWord.size();
    if (i >= l.size() || l[i] != ' ') continue;
    while (i < l.size() && l[i] == ' ') ++i;
    size_t digits = i;
    while (i < l.size() && l[i] >= '0' && l[i] <= '9') ++i;
    if (i == digits) continue;
    if (i < l.size() && l[i] == '/') return pos;
  }
  return std::string_view::npos;
}

LoggedStep ParseIterationLine(const std::string& file, const Line& line, size_t marker) {
  std::string_view l(line.text);
  l.remove_prefix(marker + std::string_view("iteration").size());
  size_t bar = l.find('|');
  size_t slash = l.find('/');
  if (bar == std::string_view::npos || slash > bar) {
    logs::BadLine(file, line, "a whole Megatron iteration line (\"iteration N/ M |\"; truncated?)");
  }
  auto step = logs::ParseCount(l.substr(0, slash));
  auto total = logs::ParseCount(l.substr(slash + 1, bar - slash - 1));
  if (!step || !total) logs::BadLine(file, line, "\"iteration N/ M |\"");
  LoggedStep s;
  s.step = *step;
  s.line = line.number;
  std::string_view rest = l.substr(bar + 1);
  // Every field ends in '|': a line cut short (a truncated log) does not.
  if (logs::Trim(rest).empty() || logs::Trim(rest).back() != '|') {
    logs::BadLine(file, line,
                  "a whole Megatron iteration line (its fields end in '|'; truncated?)");
  }
  bool have_time = false;
  for (std::string_view field : logs::SplitFields(rest, '|')) {
    auto kv = logs::KeyValue(field);
    if (!kv)
      logs::BadLine(file, line,
                    "\"key: value\" fields between '|', not \"" + std::string(field) + "\"");
    // Named, not a structured binding: clang before 16 cannot capture one.
    const auto key = kv->first;
    const auto value = kv->second;
    auto number = [&]() {
      auto v = logs::ParseNumber(value);
      if (!v) logs::BadLine(file, line, "a number for \"" + std::string(key) + "\"");
      return *v;
    };
    if (key == "elapsed time per iteration (ms)") {
      s.time_s = number() / 1000.0;
      have_time = true;
    } else if (key == "throughput per GPU (TFLOP/s/GPU)") {
      s.tflops_per_gpu = number();
    } else if (key == "power per GPU (W/GPU)") {
      s.power_w_per_gpu = number();
    } else if (key == "lm loss") {
      s.loss = number();
    } else if (key == "global batch size") {
      auto n = logs::ParseCount(value);
      if (!n) logs::BadLine(file, line, "a count for \"global batch size\"");
      s.global_batch_size = *n;
    }
    // Other fields (learning rate, loss scale, grad norm, MoE losses) are not timing.
  }
  if (!have_time) logs::BadLine(file, line, "an \"elapsed time per iteration (ms)\" field");
  CheckStepTime(file, line.number, s.time_s);
  return s;
}

// Megatron-LM: "memory (MB) | ... | max allocated: Y | ... | max reserved: W" (MiB);
// Megatron-Bridge: "memory (GB) | ... | mem-max-allocated-gigabytes: Y | ... |
// mem-max-reserved-gigabytes: W | ..." (1e9 bytes, its MEMORY_KEYS).
void ParseMemoryLine(const std::string& file, const Line& line, size_t at, bool gigabytes,
                     TrainingLog* log) {
  std::string_view rest =
      std::string_view(line.text).substr(at + std::string_view("memory (MB)").size());
  const double unit = gigabytes ? 1e9 : kMiBytes;
  const std::string_view allocated_key =
      gigabytes ? "mem-max-allocated-gigabytes" : "max allocated";
  const std::string_view reserved_key = gigabytes ? "mem-max-reserved-gigabytes" : "max reserved";
  std::optional<double> max_allocated, max_reserved;
  for (std::string_view field : logs::SplitFields(rest, '|')) {
    auto kv = logs::KeyValue(field);
    if (!kv) logs::BadLine(file, line, "\"key: value\" fields of a Megatron memory line");
    auto v = logs::ParseNumber(kv->second);
    if (!v || *v < 0)
      logs::BadLine(file, line, "a non-negative number for \"" + std::string(kv->first) + "\"");
    if (kv->first == allocated_key) max_allocated = *v * unit;
    if (kv->first == reserved_key) max_reserved = *v * unit;
  }
  if (!max_allocated || !max_reserved) {
    logs::BadLine(file, line,
                  "a whole memory line with \"" + std::string(allocated_key) + "\" and \"" +
                      std::string(reserved_key) + "\" (truncated?)");
  }
  KeepPeak(&log->peak_allocated_bytes, *max_allocated, line.number);
  KeepPeak(&log->peak_reserved_bytes, *max_reserved, line.number);
}

// "  name ........ value": the name, dots, then the value (may be empty).
void ParseArgumentLine(const std::string& file, const Line& line, TrainingLog* log) {
  std::string_view l = logs::Trim(line.text);
  size_t space = l.find(' ');
  if (l.empty() || space == std::string_view::npos) {
    logs::BadLine(file, line, "an argument line \"name ..... value\" of Megatron's argument dump");
  }
  std::string_view name = l.substr(0, space);
  std::string_view rest = logs::Trim(l.substr(space));
  size_t dots = 0;
  while (dots < rest.size() && rest[dots] == '.') ++dots;
  if (dots == 0)
    logs::BadLine(file, line, "an argument line \"name ..... value\" of Megatron's argument dump");
  log->arguments[std::string(name)] = {std::string(logs::Trim(rest.substr(dots))), line.number};
}

}  // namespace

TrainingLog ParseMegatronLog(const std::string& text, const std::string& file, LogFormat format) {
  TrainingLog log;
  log.file = file;
  log.format = format;
  const std::vector<Line> lines = logs::SplitLines(text);
  log.lines = static_cast<int>(lines.size());
  const Line* dump_start = nullptr;
  for (const Line& line : lines) {
    std::string_view l(line.text);
    if (dump_start) {
      if (l.find("end of arguments") != std::string_view::npos) {
        dump_start = nullptr;
      } else {
        ParseArgumentLine(file, line, &log);
      }
      continue;
    }
    if (l.find("---- arguments ----") != std::string_view::npos) {
      dump_start = &line;
      continue;
    }
    if (size_t at = FindIterationMarker(l); at != std::string_view::npos) {
      AppendStep(file, ParseIterationLine(file, line, at), &log);
    } else if (size_t mb = l.find("memory (MB)"); mb != std::string_view::npos) {
      ParseMemoryLine(file, line, mb, false, &log);
    } else if (size_t gb = l.find("memory (GB)"); gb != std::string_view::npos) {
      ParseMemoryLine(file, line, gb, true, &log);
    }
  }
  if (dump_start) {
    throw InputError(file, "line " + std::to_string(log.lines),
                     "the end of the argument dump begun at line " +
                         std::to_string(dump_start->number) + " (truncated log?)");
  }
  RequireSteps(log,
               "Megatron iteration lines (\" iteration N/ M | ... | elapsed time per "
               "iteration (ms): T | ...\")");
  return log;
}

}  // namespace shoal::frameworks
