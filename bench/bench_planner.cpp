// `make bench` figures for the planner (docs/planner.md, "Search speed"):
// - the cost curve: one search of the bundled 1T MoE on H100 at 64 ... 65536
//   GPUs (2 threads): the space, how many plans were bounded, checked for
//   memory and simulated, wall and CPU seconds;
// - the cost against the size of the space: the 4096-GPU search with the
//   space narrowed and widened;
// - the capacity sweep: 6 GPU types x 9 counts (64 ... 16384), wall and CPU
//   seconds and the process's peak resident memory;
// - the M6-style 1T MoE on 480 V100, the M6-10T-style 10.7T MoE on 512 V100
//   (ZeRO-Infinity's NVMe offload), and the simulator's cost for one step.
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>

#include "core/scenario.h"
#include "planner/plan_search.h"
#include "planner/sweep.h"
#include "simulator/simulate.h"

using namespace shoal;
using Clock = std::chrono::steady_clock;

namespace {

constexpr int kThreads = 2;

std::string ScenarioPath(const char* name) {
  return std::string(SHOAL_SOURCE_DIR) + "/scenarios/" + name;
}

/// User + system CPU seconds of this process so far.
double CpuSeconds() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
         1e-6 * static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec);
}

/// Peak resident memory of this process so far, MiB.
double PeakRssMib() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return static_cast<double>(u.ru_maxrss) / 1024.0;
}

std::string Grouped(int64_t n) {
  const std::string digits = std::to_string(n);
  std::string out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

void Header() {
  std::printf("  %6s %12s %11s %9s %8s %8s %11s %7s %7s %9s\n", "GPUs", "space", "valid", "bounded",
              "memory", "floored", "simulated", "wall s", "CPU s", "best s");
}

void Row(int gpus, const planner::SearchResult& r, double cpu_s) {
  const auto& st = r.stats;
  char sim[32];
  std::snprintf(sim, sizeof sim, "%lld (%lld)", static_cast<long long>(st.simulated),
                static_cast<long long>(st.reused));
  char best[32] = "-";
  if (!r.plans.empty())
    std::snprintf(best, sizeof best, "%.3f", r.plans.front().result.step_time_s);
  std::printf("  %6d %12s %11s %9s %8s %8s %11s %7.2f %7.2f %9s\n", gpus,
              Grouped(st.space_size).c_str(), Grouped(st.evaluated).c_str(),
              Grouped(st.bounded).c_str(), Grouped(st.memory_checked).c_str(),
              Grouped(st.memory_floored).c_str(), sim, st.wall_s, cpu_s, best);
  std::fflush(stdout);
}

planner::SearchResult Search(const planner::SearchProblem& p, const planner::SearchOptions& o,
                             double* cpu_s) {
  const double cpu0 = CpuSeconds();
  planner::SearchResult r = planner::SearchPlans(p, o);
  *cpu_s = CpuSeconds() - cpu0;
  return r;
}

void CostCurve(const Scenario& s) {
  std::printf(
      "Search time against GPU count: %s on H100, top 1, %d threads\n"
      "(bounded: plans given their own bound; memory: bounded below the best and checked;\n"
      " floored: of those, ruled out with their unit by its memory floor;\n"
      " simulated (of them by an identical plan's simulation))\n",
      s.name.c_str(), kThreads);
  Header();
  double worst = 0;
  for (int gpus = 64; gpus <= 65536; gpus *= 2) {
    planner::SearchProblem p = planner::ProblemFromScenario(s, gpus);
    planner::SearchOptions o;
    o.threads = kThreads;
    o.top_k = 1;
    double cpu = 0;
    const planner::SearchResult r = Search(p, o, &cpu);
    Row(gpus, r, cpu);
    if (gpus <= 16384) worst = std::max(worst, r.stats.wall_s);
  }
  std::printf("  slowest search at 64..16384 GPUs: %.2f s (target 1 s)\n\n", worst);
}

void SpaceCurve(const Scenario& s) {
  std::printf("Search time against the size of the space: %s on 4096 H100, top 1, %d threads\n",
              s.name.c_str(), kThreads);
  struct Space {
    const char* name;
    planner::SearchSpaceOptions options;
  };
  planner::SearchSpaceOptions narrow;
  narrow.max_micro_batch_size = 2;
  narrow.zero_stages = {0, 1};
  narrow.offload = false;
  narrow.recompute_fractions = {1.0};
  narrow.virtual_stages = {2};
  planner::SearchSpaceOptions wide;
  wide.max_micro_batch_size = 64;
  wide.virtual_stages = {2, 4, 8, 16};
  wide.grad_bucket_mib = {25, 100, 400};
  const Space spaces[] = {{"narrow", narrow}, {"default", {}}, {"wide", wide}};
  std::printf("  %-8s", "space");
  Header();
  for (const Space& sp : spaces) {
    planner::SearchProblem p = planner::ProblemFromScenario(s, 4096);
    planner::SearchOptions o;
    o.threads = kThreads;
    o.top_k = 1;
    o.space = sp.options;
    double cpu = 0;
    const planner::SearchResult r = Search(p, o, &cpu);
    std::printf("  %-8s", sp.name);
    Row(4096, r, cpu);
  }
  std::printf("\n");
}

void CapacitySweep(const Scenario& s) {
  planner::SweepOptions o;
  o.hardware = {"a100-80gb", "h100", "h200", "b200", "mi300x", "gb200-nvl72"};
  o.gpu_counts = planner::ParseGpuCounts("64..16384", "--gpus");
  o.search.threads = kThreads;
  const double cpu0 = CpuSeconds();
  const auto t0 = Clock::now();
  const auto points = planner::RunSweep(s, o);
  const double wall = std::chrono::duration<double>(Clock::now() - t0).count();
  const double cpu = CpuSeconds() - cpu0;
  int64_t simulated = 0, reused = 0, memory_checked = 0, floored = 0;
  int feasible = 0;
  double slowest = 0;
  std::string slowest_at;
  for (const auto& pt : points) {
    simulated += pt.stats.simulated;
    reused += pt.stats.reused;
    memory_checked += pt.stats.memory_checked;
    floored += pt.stats.memory_floored;
    feasible += pt.feasible ? 1 : 0;
    if (pt.stats.wall_s > slowest) {
      slowest = pt.stats.wall_s;
      slowest_at = pt.hardware + " x " + std::to_string(pt.num_gpus);
    }
  }
  std::printf(
      "Capacity sweep %s: %zu GPU types x %zu counts (64..16384), %d threads: %.1f s wall, "
      "%.1f s CPU (target 10 s); %d of %zu points feasible; %lld plans simulated (%lld by an "
      "identical plan's simulation); slowest point %s %.2f s\n",
      s.name.c_str(), o.hardware.size(), o.gpu_counts.size(), kThreads, wall, cpu, feasible,
      points.size(), static_cast<long long>(simulated), static_cast<long long>(reused),
      slowest_at.c_str(), slowest);
  std::printf(
      "  %s plans checked for memory, %s of them ruled out with their unit by its memory "
      "floor\n",
      Grouped(memory_checked).c_str(), Grouped(floored).c_str());
  std::printf(
      "  seconds per point (wall; points run side by side, one thread each; - : no plan "
      "fits):\n  %-12s",
      "GPUs");
  for (int n : o.gpu_counts) std::printf(" %6d", n);
  for (size_t i = 0; i < points.size(); ++i) {
    if (i % o.gpu_counts.size() == 0) std::printf("\n  %-12s", points[i].hardware.c_str());
    std::printf(" %5.2f%s", points[i].stats.wall_s, points[i].feasible ? " " : "-");
  }
  std::printf("\nPeak resident memory of this benchmark so far: %.0f MiB (target 1024 MiB)\n\n",
              PeakRssMib());
  std::fflush(stdout);
}

void M6(int threads, int top_k) {
  Scenario s = LoadScenario(ScenarioPath("m6-1t-480-v100.json"));
  planner::SearchProblem p = planner::ProblemFromScenario(s);
  planner::SearchOptions o;
  o.threads = threads;
  o.top_k = top_k;
  double cpu = 0;
  const planner::SearchResult r = Search(p, o, &cpu);
  std::printf(
      "plan search %s, 480 V100, top %d, %d thread(s): %.2f s (%.2f s simulating), %.2f s CPU",
      s.name.c_str(), top_k, threads, r.stats.wall_s, r.stats.simulation_s, cpu);
  if (!r.plans.empty()) {
    std::printf("; best %s %.3f s", r.plans.front().plan.Summary().c_str(),
                r.plans.front().result.step_time_s);
  }
  std::printf("\n");
}

/// The 10.7T MoE on 512 V100 (DGX-1V): fits only with its state on the
/// nodes' NVMe (ZeRO-Infinity), which the search tries where host memory binds.
void M6_10T(int threads) {
  Scenario s = LoadScenario(ScenarioPath("m6-10t-512-v100.json"));
  planner::SearchProblem p = planner::ProblemFromScenario(s);
  planner::SearchOptions o;
  o.threads = threads;
  double cpu = 0;
  const planner::SearchResult r = Search(p, o, &cpu);
  std::printf(
      "plan search %s, 512 V100, top %d, %d thread(s): %.2f s (%.2f s simulating), %.2f s CPU, "
      "%lld plans simulated",
      s.name.c_str(), o.top_k, threads, r.stats.wall_s, r.stats.simulation_s, cpu,
      static_cast<long long>(r.stats.simulated));
  if (!r.plans.empty()) {
    std::printf("; best %s %.1f s", r.plans.front().plan.Summary().c_str(),
                r.plans.front().result.step_time_s);
  }
  std::printf("\n");
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
  const Scenario moe = LoadScenario(ScenarioPath("moe-1t-4096-h100.json"));
  CostCurve(moe);
  SpaceCurve(moe);
  CapacitySweep(moe);
  M6(kThreads, 1);
  M6(kThreads, 10);
  M6(1, 1);
  M6_10T(kThreads);
  Plan plan = *moe.plan;  // TP4 PP16 DP64 EP64, 64 micro-batches
  double t4k = SimulateSeconds(moe, plan, 5);
  Plan big = plan;
  big.dp = 256;
  big.global_batch_size = 64 * big.dp;  // same 64 micro-batches on 16384 GPUs
  double t16k = SimulateSeconds(moe, big, 5);
  std::printf(
      "simulate one step, 1T MoE PP16, %d micro-batches:  4096 GPUs %.1f ms, "
      "16384 GPUs %.1f ms (one core)\n",
      plan.NumMicroBatches(), 1e3 * t4k, 1e3 * t16k);
  return 0;
}
