// Tokens/s of the CPU trainer on the small executor scenario, single process
// (one rank; then DP2 x EP2 as two simulated ranks in threads).
#include <chrono>
#include <cstdio>
#include <mutex>
#include <string>

#include "core/scenario.h"
#include "executor/comm.h"
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
  {
    Scenario s = LoadScenario(dir + "tiny-moe-2.json");
    Plan p = LoadPlanFile(dir + "plan-dp2-ep2.json", s);
    TrainResult r;
    std::mutex mu;
    auto t0 = std::chrono::steady_clock::now();
    RunThreadRanks(2, [&](Comm& comm) {
      CpuDevice device;
      TrainResult mine = Train(s.model, p, o, comm, device);
      std::lock_guard<std::mutex> lock(mu);
      if (comm.rank() == 0) r = std::move(mine);
    });
    Report("tiny-moe, DP2 EP2 (threads)", r,
           std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  }
  return 0;
}
