// shoal ingest LOG --from megatron|nemo|torchtitan|deepspeed --scenario S.json [--plan P.json]
// [--skip-steps N] [--out RUN.json] [--trace T.json] [--json]: a real training
// log into the measured-run format (schema shoal.measured.run/1) that
// `validate --executor` compares with a prediction; a profiler trace's steps
// also as a timeline for `shoal report --trace` beside a simulated one.
#include <algorithm>
#include <cstdio>
#include <sstream>

#include "cli/commands.h"
#include "core/atomic_file.h"
#include "core/error.h"
#include "core/json_reader.h"
#include "core/scenario.h"
#include "core/units.h"
#include "frameworks/ingest.h"
#include "frameworks/power_samples.h"
#include "profiler/nccl_tests.h"

namespace shoal::cli {
namespace {

struct IngestCliOptions {
  std::string log;
  std::string from;
  std::string scenario;
  std::string plan;
  int skip_steps = 2;
  std::string hardware;    ///< nccl-tests: the profile the fitted row goes into
  std::string collective;  ///< nccl-tests: when the output does not say
  int ranks = 0;           ///< nccl-tests: when the device lines were cut
  std::string run;         ///< nvidia-smi, dcgm: the run the samples were taken during
  std::string trace;       ///< torch-profiler: the recorded steps as a Shoal trace
  OutputOptions output;
};

std::string Summary(const Json& run, const std::vector<std::string>& checked) {
  std::ostringstream out;
  char line[320];
  const Json& src = run["source"];
  const bool trace = src["format"] == "torch-profiler";
  out << "Ingested " << src["file"].get<std::string>() << " (" << src["format"].get<std::string>()
      << (trace ? " trace, " : " log, ") << src["lines"].get<int>()
      << (trace ? " events): " : " lines): ") << src["entries"].get<size_t>() << " step entries, "
      << src["warmup_entries"].get<int>() << " warm-up (steps <= " << src["skip_steps"].get<int>()
      << ") left out\n";
  out << "  run: " << run["scenario"]["name"].get<std::string>() << ", "
      << run["plan_summary"].get<std::string>() << "\n";
  const Json& t = run["step_time_s"];
  std::snprintf(line, sizeof line,
                "  step time: median %.4f s, mean %.4f s, min %.4f s, max %.4f s over %zu entries\n"
                "  tokens/s: %.0f (%.0f tokens per step)\n",
                t["median"].get<double>(), t["mean"].get<double>(), t["min"].get<double>(),
                t["max"].get<double>(), t["entries"].get<size_t>(),
                run["tokens_per_s"].get<double>(), run["tokens_per_step"].get<double>());
  out << line;
  if (run["breakdown"].contains("compute_s")) {
    const Json& b = run["breakdown"];
    std::snprintf(line, sizeof line,
                  "  phases (median, this rank's GPU): compute %.4f s, optimizer %.4f s, exposed "
                  "communication %.4f s\n",
                  b["compute_s"].get<double>(), b["optimizer_s"].get<double>(),
                  b["exposed_comm_s"].get<double>());
    out << line;
  }
  if (!run["memory"].is_null()) {
    std::snprintf(line, sizeof line, "  peak memory per GPU: %.2f GiB (%s, line %d)\n",
                  run["memory"]["peak_bytes"].get<double>() / kGiB,
                  run["memory"]["measures"].get<std::string>().c_str(),
                  run["memory"]["line"].get<int>());
    out << line;
  }
  if (!run["power"].is_null()) {
    std::snprintf(line, sizeof line, "  board power per GPU: %.1f W (median)\n",
                  run["power"]["device_w"].get<double>());
    out << line;
  }
  if (!checked.empty()) {
    out << "  the log's argument dump agrees with the plan and model on:";
    for (const auto& c : checked) out << " " << c;
    out << "\n";
  }
  out << "  not in the log:\n";
  for (const auto& u : run["unknown"]) out << "    - " << u.get<std::string>() << "\n";
  return out.str();
}

// nccl-tests output -> the collective row of a hardware profile (the --hardware
// base with that row replaced or added), fitted as `shoal profile` fits its own.
void RunNcclTests(const IngestCliOptions& o) {
  if (o.hardware.empty()) {
    throw InputError("", "--hardware",
                     "the profile the fitted collective goes into (a name or a JSON path)");
  }
  if (o.ranks < 0) throw InputError("", "--ranks", "a rank count >= 1");
  if (!o.output.out.empty()) CheckOutputFilePath(o.output.out, "--out");
  HardwareProfile hw = ResolveHardware(o.hardware, "", "--hardware");
  const std::string text = ReadInputFile(o.log, "a readable nccl-tests output");
  const profiler::NcclTestsTable t = profiler::ParseNcclTests(text, o.log, o.collective, o.ranks);
  profiler::LinearTimeFit fit;
  const CollectiveFit row = profiler::FitNcclTests(t, &fit);
  auto& rows = hw.efficiency.collective_fits;
  bool replaced = false;
  for (auto& r : rows) {
    if (r.collective == row.collective && r.scope == row.scope && r.ranks == row.ranks) {
      r = row;
      replaced = true;
    }
  }
  if (!replaced) rows.push_back(row);
  hw.description += (hw.description.empty() ? "" : "; ") + std::string("collective ") +
                    row.collective + " " + row.scope + " x" + std::to_string(row.ranks) +
                    " from nccl-tests " + o.log;
  const std::string hosts =
      t.hosts.empty() ? std::string("hosts not listed: counted as one")
                      : std::to_string(t.hosts.size()) + (t.hosts.size() == 1 ? " host" : " hosts");
  std::ostringstream out;
  char line[1024];
  std::snprintf(line, sizeof line,
                "Ingested %s (nccl-tests, %s, %d ranks on %s, %zu sizes %.0f B to %.0f B)\n"
                "  fitted: latency %.2f us, bus bandwidth %.2f GB/s (max relative error of the fit "
                "%.1f%%%s)\n  nccl-tests' own busbw at the largest size: %.2f GB/s\n"
                "  %s row %s %s x%d of profile %s\n",
                o.log.c_str(), row.collective.c_str(), t.ranks, hosts.c_str(), t.bytes.size(),
                t.bytes.front(), t.bytes.back(), row.latency_s * 1e6,
                row.bus_bandwidth_bytes_per_s / 1e9, 100 * fit.max_relative_error,
                fit.latency_clamped ? ", latency clamped to 0" : "",
                t.busbw_bytes_per_s.back() / 1e9, replaced ? "replaced" : "added",
                row.collective.c_str(), row.scope.c_str(), row.ranks, hw.name.c_str());
  out << line;
  EmitResult(o.output, HardwareProfileToJson(hw).dump(2) + "\n", "", out.str());
}

// Power samples -> the run's measured board power per GPU ("power").
void RunPowerSamples(const IngestCliOptions& o) {
  if (o.run.empty()) {
    throw InputError(
        "", "--run",
        "the measured run (RUN.json or `shoal ingest` output) the samples were taken during");
  }
  if (!o.output.out.empty()) CheckOutputFilePath(o.output.out, "--out");
  Json run = LoadJsonFile(o.run);
  if (!run.is_object() || !run.contains("schema") || !run["schema"].is_string() ||
      (run["schema"] != "shoal.measured.run/1" && run["schema"] != "shoal.executor.run/1")) {
    throw InputError(o.run, "$.schema",
                     "a measured run (shoal.measured.run/1 or shoal.executor.run/1)");
  }
  const auto format =
      o.from == "dcgm" ? frameworks::PowerFormat::kDcgm : frameworks::PowerFormat::kNvidiaSmi;
  const frameworks::PowerSamples p = frameworks::ParsePowerSamples(
      format, ReadInputFile(o.log, "a readable power-sample file"), o.log);
  std::vector<double> all;
  for (const auto& [gpu, w] : p.watts_by_gpu) all.insert(all.end(), w.begin(), w.end());
  std::sort(all.begin(), all.end());
  run["power"] = {
      {"device_w", p.MeanDeviceW()},
      {"source", p.layout + " samples of " + o.log + ": mean over " +
                     std::to_string(p.watts_by_gpu.size()) + " GPUs of each GPU's mean"},
      {"samples", p.Samples()},
      {"gpus", p.watts_by_gpu.size()},
      {"missing", p.missing}};
  std::ostringstream out;
  char line[512];
  std::snprintf(
      line, sizeof line,
      "Ingested %s (%s): %zu samples of %zu GPUs (%d N/A left out)\n"
      "  board power per GPU: mean %.1f W (samples from %.1f W to %.1f W, median %.1f W)\n"
      "  written into the run of %s as \"power\"\n",
      o.log.c_str(), p.layout.c_str(), p.Samples(), p.watts_by_gpu.size(), p.missing,
      p.MeanDeviceW(), all.front(), all.back(), all[all.size() / 2], o.run.c_str());
  out << line;
  const int world = run.contains("world_size") && run["world_size"].is_number_integer()
                        ? run["world_size"].get<int>()
                        : 0;
  if (world > 0 && static_cast<int>(p.watts_by_gpu.size()) > world) {
    std::fprintf(stderr,
                 "warning: %s: %zu GPUs sampled, the run has %d: idle GPUs lower the mean\n",
                 o.log.c_str(), p.watts_by_gpu.size(), world);
  }
  EmitResult(o.output, run.dump(2) + "\n", "", out.str());
}

void Run(const IngestCliOptions& o) {
  if (!o.trace.empty() && o.from != "torch-profiler") {
    throw InputError("", "--trace",
                     "--from torch-profiler: only a profiler trace has kernels to draw");
  }
  if (o.from == "nccl-tests") {
    RunNcclTests(o);
    return;
  }
  if (o.from == "nvidia-smi" || o.from == "dcgm") {
    RunPowerSamples(o);
    return;
  }
  std::vector<std::string> names = frameworks::LogFormatNames();
  for (const char* other : {"nccl-tests", "nvidia-smi", "dcgm"}) names.push_back(other);
  IndexOfChoice(names, o.from, "--from");  // the error lists every choice
  const frameworks::LogFormat format = frameworks::ParseLogFormat(o.from, "--from");
  if (o.skip_steps < 0) throw InputError("", "--skip-steps", "a step count >= 0");
  if (o.scenario.empty()) {
    throw InputError(
        "", "--scenario",
        "the scenario of the run (its model, hardware and batch; the log has no model)");
  }
  if (!o.output.out.empty()) CheckOutputFilePath(o.output.out, "--out");
  if (!o.trace.empty()) CheckOutputFilePath(o.trace, "--trace");
  Scenario s = LoadScenario(o.scenario);
  PrintScenarioNotes(s);
  const Plan plan =
      ResolvePlan(s, o.plan,
                  "the plan the run used (in the scenario or with --plan PLAN.json, e.g. the "
                  "`shoal plan --out` result whose plan #1 was emitted)");
  const std::string text = ReadInputFile(o.log, "a readable training log");
  frameworks::StepTokens tokens;
  const int gbs =
      plan.global_batch_size > 0 ? plan.global_batch_size : s.training.global_batch_size;
  tokens.tokens_per_step = static_cast<double>(gbs) * static_cast<double>(s.model.seq_len);
  tokens.num_gpus = plan.NumGpus();
  tokens.global_batch = gbs;
  const frameworks::TrainingLog log = frameworks::ParseTrainingLog(format, text, o.log, tokens);
  const std::vector<std::string> checked = frameworks::CheckLoggedArguments(log, s, plan);
  frameworks::IngestOptions io;
  io.skip_steps = o.skip_steps;
  io.scenario_path = o.scenario;
  io.plan_path = o.plan;
  Json run = frameworks::BuildMeasuredRun(log, s, plan, io);
  run["arguments_checked"] = checked;
  if (!o.trace.empty()) {
    WriteFileAtomic(
        o.trace,
        frameworks::MeasuredTraceToJson(log, o.skip_steps, "measured: " + o.log).dump() + "\n");
  }
  EmitResult(o.output, run.dump(2) + "\n", "", Summary(run, checked));
}

}  // namespace

void AddIngest(CLI::App& app) {
  auto opts = std::make_shared<IngestCliOptions>();
  auto* cmd = app.add_subcommand(
      "ingest", "Read a real training log into the measured-run format (validate --executor)");
  cmd->add_option("log", opts->log, "The training log (text, as the framework printed it)")
      ->required();
  cmd->add_option("--from", opts->from,
                  "What wrote it: megatron, nemo, torchtitan, deepspeed (training logs), "
                  "torch-profiler (a Kineto "
                  "trace), nccl-tests, "
                  "nvidia-smi, dcgm (power samples)")
      ->required();
  cmd->add_option("--scenario", opts->scenario,
                  "Scenario of the run: model (or hf_config), hardware, global batch, sequence");
  cmd->add_option("--plan", opts->plan,
                  "Plan the run used (plan JSON, or a `shoal plan --out` result: its plan #1); "
                  "default: the scenario's");
  cmd->add_option("--skip-steps", opts->skip_steps,
                  "Entries of steps <= N are warm-up, left out of the statistics (default 2)");
  cmd->add_option("--hardware", opts->hardware,
                  "nccl-tests: the profile (name or JSON) the fitted collective goes into");
  cmd->add_option(
      "--collective", opts->collective,
      "nccl-tests: all_reduce, all_gather, reduce_scatter, all_to_all or send_recv, when "
      "the output has no \"# Collective test starting:\" line");
  cmd->add_option("--ranks", opts->ranks,
                  "nccl-tests: the rank count, when the \"#  Rank\" lines were cut");
  cmd->add_option(
      "--run", opts->run,
      "nvidia-smi, dcgm: the measured run the samples were taken during (its power is set)");
  cmd->add_option(
      "--trace", opts->trace,
      "torch-profiler: write the steps after warm-up as a trace (its kernels per CUDA stream) "
      "for `shoal report --trace` beside `shoal simulate --trace`");
  AddOutputOptions(cmd, &opts->output);
  cmd->callback([opts] { Run(*opts); });
}

}  // namespace shoal::cli
