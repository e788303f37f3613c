#include "executor/cuda_hooks.h"

#include <stdexcept>

namespace shoal::executor {
namespace {

CudaExecutorHooks& Hooks() {
  static CudaExecutorHooks hooks;
  return hooks;
}

}  // namespace

void InstallCudaExecutorHooks(const CudaExecutorHooks& hooks) {
  if (!hooks.make_device) throw std::logic_error("InstallCudaExecutorHooks: make_device unset");
  Hooks() = hooks;
}

bool CudaBackendBuilt() { return Hooks().make_device != nullptr; }

std::unique_ptr<Device> MakeCudaDevice(int local_rank) {
  if (!CudaBackendBuilt()) {
    throw std::runtime_error("this build of shoal has no CUDA backend (CUDA Toolkit not found)");
  }
  return Hooks().make_device(local_rank);
}

bool HaveNcclComm() { return Hooks().make_nccl_comm != nullptr; }

std::unique_ptr<Comm> MakeNcclComm(std::unique_ptr<MpiComm> mpi) {
  if (!HaveNcclComm()) throw std::logic_error("MakeNcclComm: no NCCL backend installed");
  return Hooks().make_nccl_comm(std::move(mpi));
}

}  // namespace shoal::executor
