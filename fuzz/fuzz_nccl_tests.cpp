// nccl-tests output read by `shoal ingest --from nccl-tests`, then fitted into a
// profile's collective row: what the reader accepts fits to a finite,
// non-negative latency and a positive bus bandwidth.
#include "fuzz/fuzz_util.h"
#include "profiler/nccl_tests.h"

SHOAL_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace shoal;
  return fuzz::Guard([&] {
    // No --collective, --ranks 4: the file's own lines decide when present.
    profiler::NcclTestsTable t =
        profiler::ParseNcclTests(fuzz::Text(data, size), "nccl.txt", "", 4);
    profiler::LinearTimeFit fit;
    CollectiveFit row = profiler::FitNcclTests(t, &fit);
    fuzz::CheckFinite(row.latency_s, "latency");
    fuzz::CheckFinite(row.bus_bandwidth_bytes_per_s, "bus bandwidth");
    if (row.latency_s < 0 || !(row.bus_bandwidth_bytes_per_s > 0))
      fuzz::Finding("unphysical collective fit");
  });
}
