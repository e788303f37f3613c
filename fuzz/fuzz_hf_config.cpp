// Hugging Face config.json reader (scenario "hf_config", inspect --hf), then
// the parameter and FLOP counts of every model it accepts.
#include "core/hf_config.h"
#include "fuzz/fuzz_util.h"

SHOAL_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace shoal;
  return fuzz::Guard([&] {
    Json j = ParseJsonText(fuzz::Text(data, size), "config.json");
    fuzz::CheckModelStats(ReadHfConfig(j, "config.json", 0).model);
  });
}
