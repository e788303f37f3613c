// shoal plan SCENARIO [--gpus N] [--hardware PROFILE] [--objective
// time|cost|energy|tokens-per-dollar]
//                     [--top K] [--distinct] [--json] [--out FILE] [--threads N]
#include <cstdio>
#include <memory>

#include "cli/commands.h"
#include "core/atomic_file.h"
#include "core/error.h"
#include "core/limits.h"
#include "core/scenario.h"
#include "planner/plan_search.h"
#include "planner/progress_bar.h"
#include "planner/result_json.h"

namespace shoal::cli {
namespace {

struct PlanOptions {
  std::string scenario;
  std::string hardware;
  std::string objective = "time";
  std::string out;
  int gpus = 0;
  int top = 10;
  int threads = 0;
  bool json = false;
  bool distinct = false;
  bool gpus_given = false;
  bool out_given = false;
};

int Run(const PlanOptions& o) {
  if (o.top < 1 || o.top > 100000) throw InputError("", "--top", "a number of plans in [1, 100000]");
  const int threads = ThreadsOption(o.threads);
  if (o.gpus_given && (o.gpus < 1 || o.gpus > limits::kMaxGpus)) {
    throw InputError("", "--gpus",
                     "a GPU count in [1, " + std::to_string(limits::kMaxGpus) + "], got " +
                         std::to_string(o.gpus));
  }
  if (!o.out.empty() || o.out_given) CheckOutputFilePath(o.out, "--out");
  const planner::Objective objective = planner::ObjectiveOption(o.objective, "--objective");
  Scenario s = LoadScenario(o.scenario);
  const HardwareProfile hw =
      o.hardware.empty() ? s.hardware : ResolveHardware(o.hardware, "", "--hardware");
  planner::SearchProblem p = planner::ProblemFromScenario(s, hw, o.gpus);

  planner::SearchOptions so;
  so.objective = objective;
  so.top_k = o.top;
  so.distinct_layouts = o.distinct;
  so.threads = threads;
  planner::ProgressBar bar("plan search", planner::StderrIsTerminal());
  so.progress = [&bar](size_t done, size_t total) { bar.Update(done, total); };
  planner::SearchResult r = planner::SearchPlans(p, so);
  bar.Finish();

  // A failed search never replaces an earlier result at --out.
  if (!o.out.empty() && !r.plans.empty()) {
    Emit(planner::PlanSearchToJson(p, objective, r).dump(2) + "\n", o.out);
  }
  if (o.json) Emit(planner::PlanSearchToJson(p, objective, r).dump(2) + "\n", "");
  if (!o.json) {
    Emit(planner::PlanSearchTable(p, objective, r, so.threads), "");
    if (o.distinct) std::printf("(--distinct: each row is the best plan of its parallel layout)\n");
  }
  if (r.plans.empty()) {
    std::fprintf(stderr, "error: %s: %s%s\n", o.scenario.c_str(), r.failure.c_str(),
                 o.out.empty() ? "" : " (--out left unchanged)");
    return 2;
  }
  return 0;
}

}  // namespace

void AddPlan(CLI::App& app) {
  auto opts = std::make_shared<PlanOptions>();
  auto* cmd = app.add_subcommand(
      "plan", "Search parallel plans for the scenario's cluster, simulate the best, rank them");
  cmd->add_option("scenario", opts->scenario, "Scenario JSON file")->required();
  cmd->add_option("--gpus", opts->gpus, "GPU count (default: the scenario's)");
  cmd->add_option("--hardware", opts->hardware, "Hardware profile name or JSON path");
  cmd->add_option("--objective", opts->objective,
                  "Rank by time, cost, energy or tokens-per-dollar (default time)");
  cmd->add_option("--top", opts->top, "Plans to rank (default 10)");
  cmd->add_flag("--distinct", opts->distinct,
                "Rank parallel layouts: only the best plan of each dp x tp x pp x cp x ep split");
  cmd->add_option("--threads", opts->threads, "Worker threads (default: all cores)");
  cmd->add_option("--out", opts->out, "Write the JSON result to FILE");
  cmd->add_flag("--json", opts->json, "Print JSON instead of the table");
  cmd->callback([opts, cmd] {
    opts->gpus_given = cmd->count("--gpus") > 0;
    opts->out_given = cmd->count("--out") > 0;
    int rc = Run(*opts);
    if (rc != 0) throw CLI::RuntimeError(rc);
  });
}

}  // namespace shoal::cli
