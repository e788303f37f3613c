// Software-stack files (stacks/*.json): the reader, then a plan with the
// stack applied, simulated on a fixed scenario. A "base" is followed by
// bundled name only (the bundled stacks, bounded by the reader's cycle and
// depth checks): a base by path would read whatever this machine holds, a
// FIFO would hang, so such an input is skipped and the harness stays
// deterministic.
#include "core/bundled.h"
#include "core/scenario.h"
#include "core/stack.h"
#include "fuzz/fuzz_util.h"

SHOAL_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace shoal;
  const Scenario& scenario = fuzz::FixedScenario();
  return fuzz::Guard([&] {
    Json j = ParseJsonText(fuzz::Text(data, size), "stack.json");
    if (j.is_object()) {
      auto base = j.find("base");
      if (base != j.end() && base->is_string() && LooksLikePath(base->get<std::string>())) return;
    }
    SoftwareStack stack = ReadSoftwareStack(j, "stack.json");
    if (!scenario.plan) return;
    Plan plan = *scenario.plan;
    ApplyStack(stack, &plan);
    fuzz::CheckStep(sim::SimulateStep(scenario.model, scenario.hardware, plan));
  });
}
