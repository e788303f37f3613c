// Hardware profile reader, then a small scenario simulated on every profile
// it accepts (tiny peaks or huge dimensions once hung the simulator).
#include "core/scenario.h"
#include "fuzz/fuzz_util.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  shoal::fuzz::Init();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace shoal;
  static const Scenario scenario = LoadScenario(DataDir() + "/scenarios/mixtral-8x7b-64-h100.json");
  return fuzz::Guard([&] {
    Json j = ParseJsonText(fuzz::Text(data, size), "profile.json");
    JsonReader r(j, "profile.json");
    HardwareProfile hw = ReadHardwareProfile(r);
    if (scenario.plan && static_cast<int>(hw.node.gpus_per_node) >= scenario.plan->tp) {
      fuzz::CheckStep(sim::SimulateStep(scenario.model, hw, *scenario.plan));
    }
  });
}
