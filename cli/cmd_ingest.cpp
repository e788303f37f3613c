// shoal ingest LOG --from megatron|nemo|torchtitan|deepspeed --scenario S.json [--plan P.json]
// [--skip-steps N] [--out RUN.json] [--json]: a real training log into the
// measured-run format (schema shoal.measured.run/1) that `validate --executor`
// compares with a prediction.
#include <cstdio>
#include <sstream>

#include "cli/commands.h"
#include "core/atomic_file.h"
#include "core/error.h"
#include "core/json_reader.h"
#include "core/scenario.h"
#include "core/units.h"
#include "frameworks/ingest.h"

namespace shoal::cli {
namespace {

struct IngestCliOptions {
  std::string log;
  std::string from;
  std::string scenario;
  std::string plan;
  int skip_steps = 2;
  OutputOptions output;
};

std::string Summary(const Json& run, const std::vector<std::string>& checked) {
  std::ostringstream out;
  char line[320];
  const Json& src = run["source"];
  out << "Ingested " << src["file"].get<std::string>() << " (" << src["format"].get<std::string>()
      << " log, " << src["lines"].get<int>() << " lines): " << src["entries"].get<size_t>()
      << " step entries, " << src["warmup_entries"].get<int>() << " warm-up (steps <= "
      << src["skip_steps"].get<int>() << ") left out\n";
  out << "  run: " << run["scenario"]["name"].get<std::string>() << ", "
      << run["plan_summary"].get<std::string>() << "\n";
  const Json& t = run["step_time_s"];
  std::snprintf(line, sizeof line,
                "  step time: median %.4f s, mean %.4f s, min %.4f s, max %.4f s over %zu entries\n"
                "  tokens/s: %.0f (%.0f tokens per step)\n",
                t["median"].get<double>(), t["mean"].get<double>(), t["min"].get<double>(),
                t["max"].get<double>(), t["entries"].get<size_t>(), run["tokens_per_s"].get<double>(),
                run["tokens_per_step"].get<double>());
  out << line;
  if (!run["memory"].is_null()) {
    std::snprintf(line, sizeof line, "  peak memory per GPU: %.2f GiB (%s, line %d)\n",
                  run["memory"]["peak_bytes"].get<double>() / kGiB,
                  run["memory"]["measures"].get<std::string>().c_str(), run["memory"]["line"].get<int>());
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

void Run(const IngestCliOptions& o) {
  const frameworks::LogFormat format = frameworks::ParseLogFormat(o.from, "--from");
  if (o.skip_steps < 0) throw InputError("", "--skip-steps", "a step count >= 0");
  if (o.scenario.empty()) {
    throw InputError("", "--scenario",
                     "the scenario of the run (its model, hardware and batch; the log has no model)");
  }
  if (!o.output.out.empty()) CheckOutputFilePath(o.output.out, "--out");
  Scenario s = LoadScenario(o.scenario);
  PrintScenarioNotes(s);
  Plan plan;
  if (!o.plan.empty()) {
    plan = LoadPlanFile(o.plan, s);
  } else if (s.plan) {
    plan = *s.plan;
    CheckPlan(plan, s, o.scenario, "$.plan");
  } else {
    throw InputError(o.scenario, "$.plan",
                     "the plan the run used (in the scenario or with --plan PLAN.json, e.g. the "
                     "`shoal plan --out` result whose plan #1 was emitted)");
  }
  const std::string text = ReadInputFile(o.log, "a readable training log");
  frameworks::StepTokens tokens;
  const int gbs = plan.global_batch_size > 0 ? plan.global_batch_size : s.training.global_batch_size;
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
  EmitResult(o.output, run.dump(2) + "\n", "", Summary(run, checked));
}

}  // namespace

void AddIngest(CLI::App& app) {
  auto opts = std::make_shared<IngestCliOptions>();
  auto* cmd = app.add_subcommand(
      "ingest", "Read a real training log into the measured-run format (validate --executor)");
  cmd->add_option("log", opts->log, "The training log (text, as the framework printed it)")->required();
  cmd->add_option("--from", opts->from, "The log's framework: megatron, nemo, torchtitan, deepspeed")->required();
  cmd->add_option("--scenario", opts->scenario,
                  "Scenario of the run: model (or hf_config), hardware, global batch, sequence");
  cmd->add_option("--plan", opts->plan,
                  "Plan the run used (plan JSON, or a `shoal plan --out` result: its plan #1); "
                  "default: the scenario's");
  cmd->add_option("--skip-steps", opts->skip_steps,
                  "Entries of steps <= N are warm-up, left out of the statistics (default 2)");
  AddOutputOptions(cmd, &opts->output);
  cmd->callback([opts] { Run(*opts); });
}

}  // namespace shoal::cli
