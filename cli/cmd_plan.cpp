// shoal plan SCENARIO [--gpus N] [--hardware PROFILE] [--objective
// time|cost|energy|tokens-per-dollar] [--top K] [--distinct] [--explain]
// [constraints: --tp 8 --pp 1..16 --cp 1 ...] [--json] [--out FILE] [--threads N]
#include <cstdio>
#include <memory>

#include "cli/commands.h"
#include "cli/constraint_options.h"
#include "cli/emit_options.h"
#include "core/atomic_file.h"
#include "core/error.h"
#include "core/limits.h"
#include "core/scenario.h"
#include "planner/constraints.h"
#include "planner/explain.h"
#include "planner/plan_search.h"
#include "planner/progress_bar.h"
#include "planner/result_json.h"
#include "results/plan_search.h"

namespace shoal::cli {
namespace {

struct PlanOptions {
  std::string scenario;
  std::string hardware;
  std::string objective = "time";
  std::string risk = "none";
  OutputOptions output;
  EmitOptions emit;
  ConstraintFlags constraints;
  int gpus = 0;
  int top = 10;
  int threads = 0;
  bool distinct = false;
  bool gpus_given = false;
  bool out_given = false;
  bool explain = false;
};

int Run(const PlanOptions& o) {
  if (o.top < 1 || o.top > 100000) throw InputError("", "--top", "a number of plans in [1, 100000]");
  const int threads = ThreadsOption(o.threads);
  if (o.gpus_given && (o.gpus < 1 || o.gpus > limits::kMaxGpus)) {
    throw InputError("", "--gpus",
                     "a GPU count in [1, " + std::to_string(limits::kMaxGpus) + "], got " +
                         std::to_string(o.gpus));
  }
  if (!o.output.out.empty() || o.out_given) CheckOutputFilePath(o.output.out, "--out");
  CheckEmitOptions(o.emit, o.output.json);
  const planner::Objective objective = planner::ObjectiveOption(o.objective, "--objective");
  Scenario s = LoadScenario(o.scenario);
  PrintScenarioNotes(s);
  const SearchConstraints constraints = MergeConstraints(s.search, o.constraints);
  const HardwareProfile hw =
      o.hardware.empty() ? s.hardware : ResolveHardware(o.hardware, "", "--hardware");
  const planner::SearchProblem base = planner::ProblemFromScenario(s, hw, o.gpus);

  planner::SearchOptions base_options;
  base_options.objective = objective;
  base_options.risk = planner::RiskOption(o.risk, "--risk");
  base_options.top_k = o.top;
  base_options.distinct_layouts = o.distinct;
  base_options.threads = threads;
  planner::SearchProblem p = base;
  planner::SearchOptions so = base_options;
  planner::ApplyConstraints(constraints, &p, &so);

  planner::ProgressBar bar("plan search", planner::StderrIsTerminal());
  so.progress = [&bar](size_t done, size_t total) { bar.Update(done, total); };
  planner::SearchResult r = planner::SearchPlans(p, so);
  bar.Finish();

  const std::string described = DescribeConstraints(constraints);
  if (r.plans.empty()) {
    if (!o.output.json) {
      Emit(planner::PlanSearchTable(p, objective, r, so.threads, described), "");
    }
    const std::string why = planner::WhyNoPlan(base, base_options, constraints, r);
    // A failed search never replaces an earlier result at --out.
    std::fprintf(stderr, "error: %s: %s%s\n", o.scenario.c_str(), why.c_str(),
                 o.output.out.empty() ? "" : " (--out left unchanged)");
    return 2;
  }
  results::PlanSearchResult result = planner::PlanSearchResultOf(p, objective, r, described);
  std::string table = planner::PlanSearchTable(p, objective, r, so.threads, described);
  if (o.distinct) table += "(--distinct: each row is the best plan of its parallel layout)\n";
  if (o.explain) {
    const planner::Explanation e = planner::ExplainRanking(p, objective, r);
    result.explanation = planner::ExplanationResultOf(e);
    table += "\n" + planner::ExplanationTable(e);
  }
  // The chosen plan (#1) in a framework's vocabulary, on the searched cluster.
  Scenario chosen = s;
  chosen.hardware = hw;
  chosen.num_gpus = r.plans.front().plan.NumGpus();
  OutputOptions output = o.output;
  output.stdout_taken = EmitFrameworkPlan(o.emit, chosen, r.plans.front().plan);
  EmitResult(output, results::ToJson(result).dump(2) + "\n", results::PlanSearchCsv(result), table);
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
  cmd->add_option("--risk", opts->risk,
                  "none (default) or p90: rank by the pessimistic step time, each part of the step "
                  "(compute, exposed communication, bubble) times its own p90 factor (with "
                  "--objective energy: the step's energy at that time)");
  cmd->add_option("--top", opts->top, "Plans to rank (default 10)");
  cmd->add_flag("--distinct", opts->distinct,
                "Rank parallel layouts: only the best plan of each dp x tp x pp x cp x ep split");
  cmd->add_flag("--explain", opts->explain,
                "Why #1 wins: its breakdown beside the best plan of each other layout ranked");
  cmd->add_option("--threads", opts->threads, "Worker threads (default: all cores)");
  AddOutputOptions(cmd, &opts->output);
  AddConstraintOptions(cmd, &opts->constraints);
  AddEmitOptions(cmd, &opts->emit);
  cmd->callback([opts, cmd] {
    opts->emit.out_given = cmd->count("--emit-out") > 0;
    opts->gpus_given = cmd->count("--gpus") > 0;
    opts->out_given = cmd->count("--out") > 0;
    int rc = Run(*opts);
    if (rc != 0) throw CLI::RuntimeError(rc);
  });
}

}  // namespace shoal::cli
