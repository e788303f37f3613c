// Scenario reader, then `inspect` (model statistics) and `simulate` (the
// scenario's own plan) on whatever it accepts.
#include "core/scenario.h"
#include "fuzz/fuzz_util.h"

SHOAL_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace shoal;
  return fuzz::Guard([&] {
    // Named inside scenarios/ so relative hardware paths resolve as for a real file.
    const std::string origin = DataDir() + "/scenarios/fuzz.json";
    Json j = ParseJsonText(fuzz::Text(data, size), origin);
    JsonReader r(j, origin);
    Scenario s = ReadScenario(r);
    fuzz::CheckModelStats(s.model);
    if (s.plan) fuzz::CheckStep(sim::SimulateStep(s.model, s.hardware, *s.plan));
  });
}
