// shoal sweep SCENARIO --gpus 64..4096 [--hardware v100-32gb,a100-80gb,h100]
//                      [--objective ...] [--json|--csv] [--out FILE] [--threads N]
#include <cstdio>
#include <memory>
#include <sstream>

#include "cli/commands.h"
#include "core/atomic_file.h"
#include "core/error.h"
#include "core/scenario.h"
#include "planner/progress_bar.h"
#include "planner/result_json.h"
#include "planner/sweep.h"

namespace shoal::cli {
namespace {

struct SweepOptions {
  std::string scenario;
  std::string gpus;
  std::string hardware;
  std::string objective = "time";
  std::string out;
  int threads = 0;
  bool json = false;
  bool csv = false;
  bool out_given = false;
};

int Run(const SweepOptions& o) {
  const int threads = ThreadsOption(o.threads);
  if (!o.out.empty() || o.out_given) CheckOutputFilePath(o.out, "--out");
  if (o.json && o.csv) throw InputError("", "--csv", "either --json or --csv, not both");
  planner::SweepOptions so;
  so.search.objective = planner::ObjectiveOption(o.objective, "--objective");
  so.gpu_counts = planner::ParseGpuCounts(o.gpus, "--gpus");
  if (!o.hardware.empty()) so.hardware = CommaList(o.hardware, "--hardware");
  so.search.threads = threads;
  Scenario s = LoadScenario(o.scenario);
  if (so.gpu_counts.empty()) so.gpu_counts = {s.num_gpus};

  planner::ProgressBar bar("sweep", planner::StderrIsTerminal());
  auto points = planner::RunSweep(s, so, [&bar](size_t done, size_t total, const std::string& at) {
    bar.SetLabel("sweep " + at);
    bar.Update(done, total);
  });
  bar.Finish();

  std::string text;
  if (o.json) {
    text = planner::SweepToJson(s.name, s.training.tokens, points).dump(2) + "\n";
  } else if (o.csv) {
    text = planner::SweepCsv(points);
  } else {
    text = planner::SweepTable(s.name, s.training.tokens, points);
  }
  bool any = false;
  for (const auto& p : points) any = any || p.feasible;
  // A sweep with no feasible point never replaces an earlier result at --out.
  Emit(text, any ? o.out : "");
  if (!any) {
    std::fprintf(stderr, "error: %s: no GPU type and count in the sweep has a plan that fits%s\n",
                 o.scenario.c_str(), o.out.empty() ? "" : " (--out left unchanged)");
    return 2;
  }
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
  cmd->add_option("--threads", opts->threads, "Worker threads (default: all cores)");
  cmd->add_option("--out", opts->out, "Write the output to FILE");
  cmd->add_flag("--json", opts->json, "Print JSON");
  cmd->add_flag("--csv", opts->csv, "Print CSV");
  cmd->callback([opts, cmd] {
    opts->out_given = cmd->count("--out") > 0;
    int rc = Run(*opts);
    if (rc != 0) throw CLI::RuntimeError(rc);
  });
}

}  // namespace shoal::cli
