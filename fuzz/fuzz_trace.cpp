// Chrome/Perfetto traces given to `shoal report --trace`.
#include "fuzz/fuzz_util.h"
#include "reports/trace_file.h"

SHOAL_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace shoal;
  return shoal::fuzz::Guard([&] {
    Json j = ParseJsonText(fuzz::Text(data, size), "trace.json");
    reports::Trace t = reports::ReadTrace(j, "trace.json");
    for (const auto& [cat, us] : reports::BusyPerRankUs(t)) fuzz::CheckFinite(us, "busy time");
  });
}
