// `make bench` figures for the planner: full plan searches of the M6-style 1T
// MoE on 480 V100 and a 1T MoE on 4096 H100 (space size, plans evaluated per
// second, wall time on 2 threads, top plan simulated by the event engine), and
// the simulator's cost for one step of a 1T MoE at PP16 with 64 micro-batches
// on 4096 and on 16384 GPUs (one simulated rank per stage: the same cost).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>

#include "core/scenario.h"
#include "planner/plan_search.h"
#include "simulator/simulate.h"

using namespace shoal;
using Clock = std::chrono::steady_clock;

namespace {

std::string Scenario_(const char* name) {
  return std::string(SHOAL_SOURCE_DIR) + "/scenarios/" + name;
}

void BenchSearch(const char* file, int threads, int top_k) {
  Scenario s = LoadScenario(Scenario_(file));
  planner::SearchProblem p = planner::ProblemFromScenario(s);
  planner::SearchOptions o;
  o.threads = threads;
  o.top_k = top_k;
  planner::SearchResult r = planner::SearchPlans(p, o);
  const auto& st = r.stats;
  std::printf(
      "plan search %-22s %5d GPUs, top %2d, %d thread(s): %.2f s = %.2f s analytical (space %lld, "
      "%lld valid evaluated, %.0f per second, %lld fit) + %.2f s simulating %lld\n",
      s.name.c_str(), p.num_gpus, top_k, threads, st.wall_s, st.analytical_s,
      static_cast<long long>(st.space_size), static_cast<long long>(st.evaluated),
      static_cast<double>(st.evaluated) / st.analytical_s, static_cast<long long>(st.feasible),
      st.simulation_s, static_cast<long long>(st.simulated));
  if (!r.plans.empty()) {
    const auto& best = r.plans.front();
    std::printf("  best: %s  step %.3f s  MFU %.1f%%\n", best.plan.Summary().c_str(),
                best.result.step_time_s, 100 * best.result.mfu);
  } else {
    std::printf("  no plan: %s\n", r.failure.c_str());
  }
}

double SimulateSeconds(const Scenario& s, const Plan& plan, int repeats) {
  double best = 1e30;
  for (int i = 0; i < repeats; ++i) {
    auto t0 = Clock::now();
    sim::StepResult r = sim::SimulateStep(s.model, s.hardware, plan);
    double dt = std::chrono::duration<double>(Clock::now() - t0).count();
    best = std::min(best, dt);
    if (r.step_time_s <= 0) std::printf("  (empty simulation)\n");
  }
  return best;
}

}  // namespace

int main() {
  for (const char* file : {"m6-1t-480-v100.json", "moe-1t-4096-h100.json"}) {
    BenchSearch(file, 2, 1);
    BenchSearch(file, 2, 10);
    BenchSearch(file, 1, 1);
  }
  Scenario s = LoadScenario(Scenario_("moe-1t-4096-h100.json"));
  Plan plan = *s.plan;  // TP4 PP16 DP64 EP64, 64 micro-batches
  double t4k = SimulateSeconds(s, plan, 5);
  Plan big = plan;
  big.dp = 256;
  big.global_batch_size = 64 * big.dp;  // same 64 micro-batches on 16384 GPUs
  double t16k = SimulateSeconds(s, big, 5);
  std::printf(
      "simulate one step, 1T MoE PP16, %d micro-batches:  4096 GPUs %.1f ms, "
      "16384 GPUs %.1f ms (one core)\n",
      plan.NumMicroBatches(), 1e3 * t4k, 1e3 * t16k);
  return 0;
}
