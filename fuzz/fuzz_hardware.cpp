// Hardware profile reader, then a small scenario simulated on every profile
// it accepts (tiny peaks or huge dimensions once hung the simulator).
#include "core/scenario.h"
#include "fuzz/fuzz_util.h"

SHOAL_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace shoal;
  const Scenario& scenario = fuzz::FixedScenario();
  return fuzz::Guard([&] {
    Json j = ParseJsonText(fuzz::Text(data, size), "profile.json");
    JsonReader r(j, "profile.json");
    HardwareProfile hw = ReadHardwareProfile(r);
    if (scenario.plan && static_cast<int>(hw.node.gpus_per_node) >= scenario.plan->tp) {
      fuzz::CheckStep(sim::SimulateStep(scenario.model, hw, *scenario.plan));
    }
  });
}
