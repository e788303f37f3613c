// Plan reader (a --plan file) against a fixed scenario, then the simulation
// of every plan it accepts.
#include "core/scenario.h"
#include "fuzz/fuzz_util.h"

SHOAL_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace shoal;
  const Scenario& scenario = fuzz::FixedScenario();
  return fuzz::Guard([&] {
    Json j = ParseJsonText(fuzz::Text(data, size), "plan.json");
    JsonReader top(j, "plan.json");
    Plan plan = ReadPlan(top, scenario.training.global_batch_size);
    CheckPlan(plan, scenario, "plan.json", "$");
    fuzz::CheckStep(sim::SimulateStep(scenario.model, scenario.hardware, plan));
  });
}
