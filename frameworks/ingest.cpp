#include "frameworks/ingest.h"

#include <algorithm>
#include <cmath>

#include "core/error.h"
#include "core/model.h"
#include "frameworks/ingest_common.h"
#include "frameworks/log_lines.h"

namespace shoal::frameworks {

const std::vector<std::string>& LogFormatNames() {
  static const std::vector<std::string> names = {"megatron", "nemo", "torchtitan", "deepspeed",
                                                 "torch-profiler"};
  return names;
}

LogFormat ParseLogFormat(const std::string& name, const std::string& option) {
  return static_cast<LogFormat>(IndexOfChoice(LogFormatNames(), name, option));
}

const char* LogFormatName(LogFormat f) {
  return LogFormatNames().at(static_cast<size_t>(f)).c_str();
}

void CheckStepTime(const std::string& file, int line, double time_s) {
  // A step launches kernels and waits for them: a microsecond at the least.
  if (!(time_s >= 1e-6) || !(time_s <= 1e6)) {
    throw InputError(file, "line " + std::to_string(line),
                     "a step time in [1e-6, 1e6] s, got " + FormatNumber(time_s) + " s");
  }
}

void KeepPeak(std::optional<LoggedValue>* peak, double bytes, int line) {
  if (!*peak || bytes > (*peak)->value) *peak = LoggedValue{bytes, line};
}

void AppendStep(const std::string& file, const LoggedStep& s, TrainingLog* log) {
  if (!log->steps.empty() && s.step <= log->steps.back().step) {
    throw InputError(file, "line " + std::to_string(s.line),
                     "a step after " + std::to_string(log->steps.back().step) + " (line " +
                         std::to_string(log->steps.back().line) + "), got step " +
                         std::to_string(s.step) +
                         " (a restarted or concatenated log? ingest one run at a time)");
  }
  log->steps.push_back(s);
}

void RequireSteps(const TrainingLog& log, const std::string& expected) {
  if (log.steps.empty()) {
    throw InputError(
        log.file, "",
        "at least one of " + expected + "; none in " + std::to_string(log.lines) + " lines");
  }
}

TrainingLog ParseTrainingLog(LogFormat format, const std::string& text, const std::string& file,
                             const StepTokens& tokens) {
  switch (format) {
    case LogFormat::kMegatron:
    case LogFormat::kNemo:
      return ParseMegatronLog(text, file, format);
    case LogFormat::kTorchtitan:
      return ParseTorchtitanLog(text, file, tokens);
    case LogFormat::kDeepSpeed:
      return ParseDeepSpeedLog(text, file, tokens);
    case LogFormat::kTorchProfiler:
      return ParseKinetoTrace(text, file, tokens);
  }
  throw InputError(file, "", "a known log format");
}

namespace {

int GlobalBatch(const Scenario& s, const Plan& p) {
  return p.global_batch_size > 0 ? p.global_batch_size : s.training.global_batch_size;
}

double Median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

Json Stats(const std::vector<double>& v) {
  double sum = 0;
  for (double x : v) sum += x;
  return {{"median", Median(v)},
          {"mean", sum / static_cast<double>(v.size())},
          {"min", *std::min_element(v.begin(), v.end())},
          {"max", *std::max_element(v.begin(), v.end())},
          {"entries", v.size()}};
}

}  // namespace

std::vector<std::string> CheckLoggedArguments(const TrainingLog& log, const Scenario& s,
                                              const Plan& plan) {
  const ModelConfig& m = s.model;
  // Megatron argument name -> what the plan or model says (docs/frameworks.md).
  const std::vector<std::pair<const char*, int64_t>> expected = {
      {"tensor_model_parallel_size", plan.tp},
      {"pipeline_model_parallel_size", plan.pp},
      {"context_parallel_size", plan.cp},
      {"expert_model_parallel_size", plan.ep},
      {"expert_tensor_parallel_size", plan.etp},
      {"data_parallel_size", plan.dp},
      {"world_size", plan.NumGpus()},
      {"micro_batch_size", plan.micro_batch_size},
      {"global_batch_size", GlobalBatch(s, plan)},
      {"seq_length", m.seq_len},
      {"num_layers", m.num_layers},
      {"hidden_size", m.hidden},
      {"num_attention_heads", m.num_heads},
      {"num_experts", m.moe.enabled() ? m.moe.num_experts : 0},
      {"moe_router_topk", m.moe.enabled() ? m.moe.top_k : 0},
  };
  std::vector<std::string> checked;
  auto mismatch = [&](const std::string& name, int line, const std::string& want,
                      const std::string& got) {
    throw InputError(log.file, "line " + std::to_string(line),
                     name + " " + want + " as the plan and model say, got " + got +
                         " (is this the log of that run?)");
  };
  for (const auto& [name, want] : expected) {
    auto it = log.arguments.find(name);
    if (it == log.arguments.end()) continue;
    const auto& [text, line] = it->second;
    // "None": Megatron's default (no experts; expert TP = TP); a dense model's 0 matches it.
    if (text == "None") {
      if (want == 0 || std::string(name) == "expert_tensor_parallel_size")
        checked.push_back(name);
      else
        mismatch(name, line, std::to_string(want), text);
      continue;
    }
    auto got = logs::ParseCount(text);
    if (!got || *got != want)
      mismatch(name, line, std::to_string(want), "\"" + Excerpt(text) + "\"");
    checked.push_back(name);
  }
  if (auto it = log.arguments.find("sequence_parallel"); it != log.arguments.end()) {
    const std::string want = plan.sequence_parallel ? "True" : "False";
    if (it->second.first != want)
      mismatch("sequence_parallel", it->second.second, want, it->second.first);
    checked.push_back("sequence_parallel");
  }
  // Megatron's own count on every iteration line: a batch ramp-up is another run.
  const int gbs = GlobalBatch(s, plan);
  for (const auto& st : log.steps) {
    if (st.global_batch_size && *st.global_batch_size != gbs) {
      mismatch("global batch size", st.line, std::to_string(gbs),
               std::to_string(*st.global_batch_size));
    }
  }
  return checked;
}

Json BuildMeasuredRun(const TrainingLog& log, const Scenario& s, const Plan& plan,
                      const IngestOptions& o) {
  std::vector<double> times, powers, tflops, compute, optimizer, exposed_comm;
  Json steps = Json::array();
  int warmup = 0;
  for (const auto& st : log.steps) {
    const bool is_warmup = st.step <= o.skip_steps;
    Json e = {{"step", st.step}, {"line", st.line}, {"time_s", st.time_s}, {"warmup", is_warmup}};
    if (st.loss) e["loss"] = *st.loss;
    if (st.tflops_per_gpu) e["tflops_per_gpu"] = *st.tflops_per_gpu;
    if (st.tokens_per_s_per_gpu) e["tokens_per_s_per_gpu"] = *st.tokens_per_s_per_gpu;
    if (st.power_w_per_gpu) e["power_w_per_gpu"] = *st.power_w_per_gpu;
    if (st.compute_s) e["compute_s"] = *st.compute_s;
    if (st.optimizer_s) e["optimizer_s"] = *st.optimizer_s;
    if (st.exposed_comm_s) e["exposed_comm_s"] = *st.exposed_comm_s;
    steps.push_back(e);
    if (is_warmup) {
      ++warmup;
      continue;
    }
    times.push_back(st.time_s);
    if (st.power_w_per_gpu) powers.push_back(*st.power_w_per_gpu);
    if (st.tflops_per_gpu) tflops.push_back(*st.tflops_per_gpu);
    if (st.compute_s) compute.push_back(*st.compute_s);
    if (st.optimizer_s) optimizer.push_back(*st.optimizer_s);
    if (st.exposed_comm_s) exposed_comm.push_back(*st.exposed_comm_s);
  }
  if (times.empty()) {
    throw InputError(log.file, "",
                     "a step after the warm-up (steps <= " + std::to_string(o.skip_steps) +
                         " are skipped; the log's last is step " +
                         std::to_string(log.steps.back().step) +
                         "; lower --skip-steps to keep more)");
  }
  const bool titan = log.format == LogFormat::kTorchtitan;
  const char* step_time_source =
      "\"elapsed time per iteration (ms)\", the average of each log interval";
  if (titan) step_time_source = "global batch x sequence / (tps x GPUs), per logged interval";
  if (log.format == LogFormat::kDeepSpeed) {
    step_time_source =
        "global batch / CurrSamplesPerSec (forward to optimizer step; data loading outside)";
  }
  if (log.format == LogFormat::kTorchProfiler) {
    step_time_source = "ProfilerStep#N duration; phases from this rank's GPU kernels";
  }
  const double tokens_per_step =
      static_cast<double>(GlobalBatch(s, plan)) * static_cast<double>(s.model.seq_len);
  const Json time_stats = Stats(times);
  const double step_s = time_stats["median"].get<double>();

  Json known = Json::array({"step_s"});
  Json unknown = Json::array();
  const bool phases = !compute.empty() && compute.size() == times.size();
  if (phases) {
    known.push_back("compute_s, optimizer_s, exposed_comm_s (this rank's GPU kernels)");
    unknown.push_back(
        "which parallel dimension (DP, TP, EP, PP, CP) each exposed collective served: "
        "exposed communication is one total");
  } else {
    unknown.push_back(
        "per-phase breakdown (compute, exposed communication, optimizer): a framework log has "
        "the step time only; ingest a profiler trace (--from torch-profiler) for phases");
  }
  Json j;
  j["schema"] = "shoal.measured.run/1";
  j["source"] = {{"format", LogFormatName(log.format)},
                 {"file", log.file},
                 {"lines", log.lines},
                 {"entries", log.steps.size()},
                 {"warmup_entries", warmup},
                 {"skip_steps", o.skip_steps},
                 {"step_time", step_time_source}};
  j["scenario"] = {{"path", o.scenario_path},
                   {"name", s.name},
                   {"num_gpus", plan.NumGpus()},
                   {"hardware", s.hardware.name},
                   {"model", ModelToJson(s.model)}};
  j["plan_path"] = o.plan_path;
  j["plan"] = PlanToJson(plan);
  j["plan_summary"] = plan.Summary();
  j["world_size"] = plan.NumGpus();
  j["tokens_per_step"] = tokens_per_step;
  j["step_time_s"] = time_stats;
  j["breakdown"] = {{"step_s", step_s}};
  if (phases) {
    j["breakdown"]["compute_s"] = Median(compute);
    j["breakdown"]["optimizer_s"] = Median(optimizer);
    j["breakdown"]["exposed_comm_s"] = Median(exposed_comm);
  }
  j["tokens_per_s"] = tokens_per_step / step_s;
  if (!tflops.empty()) j["tflops_per_gpu"] = Median(tflops);
  j["steps"] = steps;
  const auto& peak = titan ? log.peak_reserved_bytes : log.peak_allocated_bytes;
  if (peak) {
    j["memory"] = {{"peak_bytes", peak->value},
                   {"measures", titan ? "reserved" : "allocated"},
                   {"line", peak->line}};
    if (!titan && log.peak_reserved_bytes) {
      j["memory"]["peak_reserved_bytes"] = log.peak_reserved_bytes->value;
    }
    known.push_back(titan ? "peak memory per GPU (allocator reserved)"
                          : "peak memory per GPU (allocator allocated)");
  } else {
    j["memory"] = nullptr;
    unknown.push_back("peak memory: the log has no memory line");
  }
  if (!powers.empty()) {
    j["power"] = {{"device_w", Median(powers)},
                  {"source", "Megatron --log-energy, power per GPU (W/GPU)"}};
    known.push_back("board power per GPU");
  } else {
    j["power"] = nullptr;
    unknown.push_back(
        "power: no power in the log (Megatron --log-energy; or ingest DCGM/nvidia-smi samples)");
  }
  j["known"] = known;
  j["unknown"] = unknown;
  return j;
}

}  // namespace shoal::frameworks
