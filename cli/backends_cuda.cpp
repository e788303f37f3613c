// `shoal-cuda`: the same commands with the CUDA profiler and executor
// backends installed (cuBLAS, NCCL, NVML are loaded at its start-up).
#include "cli/commands.h"
#if defined(SHOAL_CLI_PROFILER_CUDA)
#include "profiler/cuda_hooks.h"
#endif
#if defined(SHOAL_CLI_EXECUTOR_CUDA)
#include "executor/cuda_hooks.h"
#endif

namespace shoal::cli {

void InstallBackends() {
#if defined(SHOAL_CLI_PROFILER_CUDA)
  profiler::InstallCudaProfiler();
#endif
#if defined(SHOAL_CLI_EXECUTOR_CUDA)
  executor::InstallCudaExecutor();
#endif
}

bool ExecutableHasCuda() { return true; }

}  // namespace shoal::cli
