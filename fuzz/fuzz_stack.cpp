// Software-stack files (stacks/*.json): the reader, then a plan with the
// stack applied, simulated on a fixed scenario.
#include "core/scenario.h"
#include "core/stack.h"
#include "fuzz/fuzz_util.h"

SHOAL_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace shoal;
  const Scenario& scenario = fuzz::FixedScenario();
  return fuzz::Guard([&] {
    Json j = ParseJsonText(fuzz::Text(data, size), "stack.json");
    JsonReader r(j, "stack.json");
    SoftwareStack stack = ReadSoftwareStack(r);
    if (!scenario.plan) return;
    Plan plan = *scenario.plan;
    ApplyStack(stack, &plan);
    fuzz::CheckStep(sim::SimulateStep(scenario.model, scenario.hardware, plan));
  });
}
