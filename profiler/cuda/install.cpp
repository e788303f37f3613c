// Hands the CUDA backends to the profiler (see profiler/cuda_hooks.h).
#include "profiler/cuda/cuda_backends.h"
#include "profiler/cuda_hooks.h"

namespace shoal::profiler {

void InstallCudaProfiler() {
  CudaProfilerHooks hooks;
  hooks.device_count = CudaDeviceCount;
  hooks.make_compute = MakeCudaComputeBackend;
#if defined(SHOAL_HAVE_NCCL)
  hooks.make_collectives = MakeNcclCollectiveBackend;
#endif
  InstallCudaProfilerHooks(hooks);
}

}  // namespace shoal::profiler
