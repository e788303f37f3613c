// shoal sweep SCENARIO --gpus 64..4096 [--hardware v100-32gb,a100-80gb,h100]
//                      [--objective ...] [--risk none|p90] [constraints] [--json]
//                      [--out FILE] [--threads N]
#include <cstdio>
#include <memory>
#include <sstream>

#include "cli/commands.h"
#include "cli/constraint_options.h"
#include "core/atomic_file.h"
#include "core/error.h"
#include "core/scenario.h"
#include "planner/progress_bar.h"
#include "planner/result_json.h"
#include "planner/sweep.h"
#include "results/sweep.h"

namespace shoal::cli {
namespace {

struct SweepOptions {
  std::string scenario;
  std::string gpus;
  std::string hardware;
  std::string objective = "time";
  std::string risk = "none";
  OutputOptions output;
  ConstraintFlags constraints;
  int threads = 0;
  bool out_given = false;
};

int Run(const SweepOptions& o) {
  const int threads = ThreadsOption(o.threads);
  if (!o.output.out.empty() || o.out_given) CheckOutputFilePath(o.output.out, "--out");
  planner::SweepOptions so;
  so.search.objective = planner::ObjectiveOption(o.objective, "--objective");
  so.search.risk = planner::RiskOption(o.risk, "--risk");
  so.gpu_counts = planner::ParseGpuCounts(o.gpus, "--gpus");
  if (!o.hardware.empty()) so.hardware = CommaList(o.hardware, "--hardware");
  so.search.threads = threads;
  Scenario s = LoadScenario(o.scenario);
  PrintScenarioNotes(s);
  so.constraints = MergeConstraints(s.search, o.constraints);
  if (so.gpu_counts.empty()) so.gpu_counts = {s.num_gpus};

  planner::ProgressBar bar("sweep", planner::StderrIsTerminal());
  auto points = planner::RunSweep(s, so, [&bar](size_t done, size_t total, const std::string& at) {
    bar.SetLabel("sweep " + at);
    bar.Update(done, total);
  });
  bar.Finish();

  bool any = false;
  for (const auto& p : points) any = any || p.feasible;
  // A sweep with no feasible point never replaces an earlier result at --out.
  if (!any) {
    if (!o.output.json) Emit(planner::SweepTable(s.name, s.training.tokens, points), "");
    std::fprintf(stderr, "error: %s: no GPU type and count in the sweep has a plan that fits%s\n",
                 o.scenario.c_str(), o.output.out.empty() ? "" : " (--out left unchanged)");
    return 2;
  }
  const results::SweepResult result = planner::SweepResultOf(s.name, s.training.tokens, points,
                                                             DescribeConstraints(so.constraints));
  EmitResult(o.output, results::ToJson(result).dump(2) + "\n", results::SweepCsv(result),
             planner::SweepTable(s.name, s.training.tokens, points));
  return 0;
}

}  // namespace

void AddSweep(CLI::App& app) {
  auto opts = std::make_shared<SweepOptions>();
  auto* cmd = app.add_subcommand(
      "sweep", "Best plan, time, dollars, kWh and CO2 per GPU type and count; Pareto front");
  cmd->add_option("scenario", opts->scenario, "Scenario JSON file")->required();
  cmd->add_option("--gpus", opts->gpus, "GPU counts: FROM..TO (powers of two) or a comma list")
      ->required();
  cmd->add_option(
      "--hardware", opts->hardware,
      "Comma-separated profiles (default: the scenario's), e.g. v100-32gb,a100-80gb,h100");
  cmd->add_option("--objective", opts->objective,
                  "Best plan per point by time, cost, energy or tokens-per-dollar (default time)");
  cmd->add_option("--risk", opts->risk,
                  "none (default) or p90: pick each point's plan by its pessimistic step time (or, "
                  "with --objective energy, the step energy at that time)");
  cmd->add_option("--threads", opts->threads, "Worker threads (default: all cores)");
  AddOutputOptions(cmd, &opts->output);
  AddConstraintOptions(cmd, &opts->constraints);
  cmd->callback([opts, cmd] {
    opts->out_given = cmd->count("--out") > 0;
    int rc = Run(*opts);
    if (rc != 0) throw CLI::RuntimeError(rc);
  });
}

}  // namespace shoal::cli
