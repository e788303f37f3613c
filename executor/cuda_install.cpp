// Hands the CUDA device (and NCCL, where built) to the executor
// (see executor/cuda_hooks.h).
#include "executor/cuda_hooks.h"
#if defined(SHOAL_HAVE_NCCL)
#include "executor/comm_nccl.h"
#endif

namespace shoal::executor {

std::unique_ptr<Device> MakeCudaGpuDevice(int local_rank);  // device_cuda.cpp

void InstallCudaExecutor() {
  CudaExecutorHooks hooks;
  hooks.make_device = MakeCudaGpuDevice;
#if defined(SHOAL_HAVE_NCCL)
  hooks.make_nccl_comm = MakeNcclCommOverMpi;
#endif
  InstallCudaExecutorHooks(hooks);
}

}  // namespace shoal::executor
