// RUN.json of `shoal execute`, read by `shoal validate --executor`.
#include "core/hardware.h"
#include "fuzz/fuzz_util.h"
#include "validation/executor_check.h"

SHOAL_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace shoal;
  static const HardwareProfile hw = ResolveHardware("h100");
  return fuzz::Guard([&] {
    Json j = ParseJsonText(fuzz::Text(data, size), "run.json");
    validation::ExecutorComparison c = validation::CompareExecutorRun(j, "run.json", hw);
    for (const auto& p : c.phases) {
      fuzz::CheckFinite(p.predicted_s, "predicted phase");
      if (p.measured_s) fuzz::CheckFinite(*p.measured_s, "measured phase");
    }
  });
}
