// Tokens/s of the CPU trainer on the executor scenarios, single process
// (one rank; then DP2 x EP2 as two simulated ranks in threads), and what
// keeping freed host memory (executor/host_memory.h) is worth on small-moe.
#include <chrono>
#include <cstdio>
#include <mutex>
#include <string>

#include "core/scenario.h"
#include "executor/comm.h"
#include "executor/host_memory.h"
#include "executor/trainer.h"

using namespace shoal;
using namespace shoal::executor;

namespace {

void Report(const char* label, const TrainResult& r, double wall_s) {
  // Skip the first step (allocation warm-up).
  double total = 0;
  for (size_t i = 1; i < r.steps.size(); ++i) total += r.steps[i].time_s;
  const double step_s = total / static_cast<double>(r.steps.size() - 1);
  std::printf(
      "%-28s %8.2f ms/step %10.0f tokens/s  loss %.3f -> %.3f (entropy %.3f)  wall %.2f s\n", label,
      step_s * 1e3, static_cast<double>(r.tokens_per_step) / step_s, r.steps.front().loss,
      r.steps.back().loss, r.entropy_rate_nats, wall_s);
}

}  // namespace

int main() {
  const std::string dir = std::string(SHOAL_SOURCE_DIR) + "/scenarios/executor/";
  ExecutorOptions o;
  o.steps = 30;
  {
    Scenario s = LoadScenario(dir + "tiny-moe-1.json");
    Plan p = LoadPlanFile(dir + "plan-single.json", s);
    SelfComm world;
    CpuDevice device;
    auto t0 = std::chrono::steady_clock::now();
    TrainResult r = Train(s.model, p, o, world, device);
    Report("tiny-moe, 1 rank", r,
           std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  }
  auto dp2_ep2 = [&](const char* label, const std::string& scenario, int steps, double lr) {
    Scenario s = LoadScenario(dir + scenario);
    Plan p = LoadPlanFile(dir + "plan-dp2-ep2.json", s);
    ExecutorOptions so = o;
    so.steps = steps;
    so.lr = lr;
    TrainResult r;
    std::mutex mu;
    auto t0 = std::chrono::steady_clock::now();
    RunThreadRanks(2, [&](Comm& comm) {
      CpuDevice device;
      TrainResult mine = Train(s.model, p, so, comm, device);
      std::lock_guard<std::mutex> lock(mu);
      if (comm.rank() == 0) r = std::move(mine);
    });
    Report(label, r, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  };
  dp2_ep2("tiny-moe, DP2 EP2 (threads)", "tiny-moe-2.json", 30, o.lr);
  // glibc's defaults first (the calls above allocate little), then retained.
  // lr 1e-3: at 1e-2 small-moe's router collapses (docs/executor.md).
  dp2_ep2("small-moe, DP2 EP2, default", "small-moe-2.json", 5, 1e-3);
  const bool retained = RetainFreedHostMemory();
  dp2_ep2(retained ? "small-moe, DP2 EP2, retained" : "small-moe (no retention here)",
          "small-moe-2.json", 5, 1e-3);
  return 0;
}
