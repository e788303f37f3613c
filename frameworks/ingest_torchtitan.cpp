// torchtitan's metrics line, from MetricsProcessor.log() in
// torchtitan/components/metrics.py (pytorch/torchtitan b5bcd76c, 2026-08-21):
//   "step: {step:2}  loss: {loss:8.5f}  grad_norm: {grad_norm:7.4f}  memory:
//    {max_reserved_gib:5.2f}GiB({max_reserved_pct:.2f}%)  tps: {round(tps):,}
//    tflops: {tflops:,.2f}  mfu: {mfu:.2f}%"   (mfu "N/A" under fp8/MX)
// behind the logger's prefix ("[rank0]:[titan] 2025-10-15 10:37:01,390 - root -
// INFO - "), ANSI colours unless disabled. tps is tokens per second per device:
// the tokens of the data-parallel rank since the last log over the time since
// then x the non-data-parallel ranks, so one step of the interval takes
// global batch x sequence / (tps x GPUs). memory is torch.cuda's peak reserved
// bytes since the last log / 2^30. Releases before mid-2024 wrote "wps:" for
// "tps:" (same meaning) and had no grad_norm or tflops; "validate step:" lines
// are evaluation, not training, and are left out.
#include <map>
#include <string_view>

#include "core/error.h"
#include "frameworks/ingest_common.h"
#include "frameworks/log_lines.h"

namespace shoal::frameworks {
namespace {

using logs::Line;

// Where the training metrics start ("step: N"), or npos.
size_t FindStepMarker(std::string_view l) {
  constexpr std::string_view kStep = "step:";
  for (size_t pos = l.find(kStep); pos != std::string_view::npos; pos = l.find(kStep, pos + 1)) {
    if (pos > 0 && l[pos - 1] != ' ' && l[pos - 1] != ']') continue;
    if (pos >= 9 && l.substr(pos - 9, 9) == "validate ") continue;
    auto words = logs::Words(l.substr(pos + kStep.size()));
    if (!words.empty() && logs::ParseCount(words.front())) return pos;
  }
  return std::string_view::npos;
}

// A number Python's "{:,.2f}" wrote ("1,234.56"), or "{:,}" ("5,615").
std::optional<double> GroupedNumber(std::string_view s) {
  size_t dot = s.find('.');
  auto whole = logs::ParseGroupedCount(s.substr(0, dot));
  if (!whole) return std::nullopt;
  if (dot == std::string_view::npos) return static_cast<double>(*whole);
  std::string fraction_text(1, '0');
  fraction_text.append(s.substr(dot));
  auto fraction = logs::ParseNumber(fraction_text);
  if (!fraction || s.size() == dot + 1) return std::nullopt;
  return static_cast<double>(*whole) + *fraction;
}

LoggedStep ParseStepLine(const std::string& file, const Line& line, size_t marker,
                         const StepTokens& tokens, std::optional<LoggedValue>* peak_reserved) {
  auto words = logs::Words(std::string_view(line.text).substr(marker));
  LoggedStep s;
  s.line = line.number;
  // mfu closes the line in every release: without it the line was cut short.
  if (words.size() < 2 || words[words.size() - 2] != "mfu:") {
    logs::BadLine(file, line, "a whole torchtitan metrics line ending in \"mfu: P%\" (truncated?)");
  }
  std::optional<double> tps;
  for (size_t i = 0; i < words.size(); i += 2) {
    std::string_view key = words[i];
    if (key.size() < 2 || key.back() != ':')
      logs::BadLine(file, line, "\"key: value\" pairs of torchtitan's metrics line");
    key.remove_suffix(1);
    if (i + 1 >= words.size())
      logs::BadLine(file, line, "a value after \"" + std::string(key) + ":\" (truncated?)");
    std::string_view value = words[i + 1];
    auto number = [&](std::optional<double> v) {
      if (!v || *v < 0)
        logs::BadLine(file, line, "a non-negative number for \"" + std::string(key) + "\"");
      return *v;
    };
    if (key == "step") {
      s.step = *logs::ParseCount(value);  // FindStepMarker saw the count
    } else if (key == "loss") {
      auto v = logs::ParseNumber(value);
      if (!v) logs::BadLine(file, line, "a number for \"loss\"");
      s.loss = *v;
    } else if (key == "memory") {
      size_t gib = value.find("GiB(");
      if (gib == std::string_view::npos || value.back() != ')') {
        logs::BadLine(file, line, "\"memory: X.XXGiB(P%)\"");
      }
      KeepPeak(peak_reserved, number(logs::ParseNumber(value.substr(0, gib))) * kGiBytes,
               line.number);
    } else if (key == "tps" || key == "wps") {
      tps = number(GroupedNumber(value));
    } else if (key == "tflops") {
      s.tflops_per_gpu = number(GroupedNumber(value));
    } else if (key == "mfu") {
      if (value != "N/A" &&
          (value.back() != '%' || !logs::ParseNumber(value.substr(0, value.size() - 1)))) {
        logs::BadLine(file, line, "\"mfu: P%\" or \"mfu: N/A\"");
      }
    }
    // grad_norm and keys of later releases are not timing.
  }
  if (!tps || *tps <= 0)
    logs::BadLine(file, line, "a positive \"tps:\" (tokens per second per device)");
  s.tokens_per_s_per_gpu = *tps;
  s.time_s = tokens.tokens_per_step / (*tps * tokens.num_gpus);
  CheckStepTime(file, line.number, s.time_s);
  return s;
}

}  // namespace

TrainingLog ParseTorchtitanLog(const std::string& text, const std::string& file,
                               const StepTokens& tokens) {
  if (!(tokens.tokens_per_step > 0) || tokens.num_gpus < 1) {
    throw InputError(file, "", "the tokens per step and GPU count of the run (from the scenario)");
  }
  TrainingLog log;
  log.file = file;
  log.format = LogFormat::kTorchtitan;
  const std::vector<Line> lines = logs::SplitLines(text);
  log.lines = static_cast<int>(lines.size());
  // With LOG_RANK=0,1,... every rank prints the line (each is checked): keep
  // the rank with the most lines, the lowest of those (a rank's numbers differ
  // from another's by their clocks only).
  std::map<int, TrainingLog> by_rank;
  for (const Line& line : lines) {
    size_t at = FindStepMarker(line.text);
    if (at == std::string_view::npos) continue;
    TrainingLog& rank = by_rank[logs::RankPrefix(line.text)];
    rank.file = file;
    AppendStep(file, ParseStepLine(file, line, at, tokens, &rank.peak_reserved_bytes), &rank);
  }
  const TrainingLog* most = nullptr;
  for (const auto& [r, rank] : by_rank) {
    if (!most || rank.steps.size() > most->steps.size()) most = &rank;
  }
  if (most) {
    log.steps = most->steps;
    log.peak_reserved_bytes = most->peak_reserved_bytes;
  }
  RequireSteps(log,
               "torchtitan metrics lines (\"step: N  loss: L  ...  memory: M GiB(P%)  tps: T  "
               "...  mfu: U%\")");
  return log;
}

}  // namespace shoal::frameworks
