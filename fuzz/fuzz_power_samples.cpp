// GPU power samples read by `shoal ingest --from nvidia-smi|dcgm` (the first
// byte picks the tool): what the reader accepts averages to a finite,
// non-negative power per GPU.
#include "frameworks/power_samples.h"
#include "fuzz/fuzz_util.h"

SHOAL_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace shoal;
  if (size == 0) return 0;
  const auto format =
      data[0] % 2 ? frameworks::PowerFormat::kDcgm : frameworks::PowerFormat::kNvidiaSmi;
  return fuzz::Guard([&] {
    frameworks::PowerSamples p =
        frameworks::ParsePowerSamples(format, fuzz::Text(data + 1, size - 1), "power.txt");
    const double w = p.MeanDeviceW();
    fuzz::CheckFinite(w, "mean power");
    if (w < 0 || p.Samples() == 0) fuzz::Finding("no samples or negative power accepted");
  });
}
