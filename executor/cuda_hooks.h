// The CUDA device and NCCL communicator behind function pointers.
// shoal_executor links no CUDA library: the `shoal-cuda` executable links
// shoal_executor_cuda and calls InstallCudaExecutor() at start-up, so that only
// `execute --backend cuda` pays for loading cuBLAS and NCCL.
#pragma once

#include <memory>

#include "executor/comm_mpi.h"
#include "executor/device.h"

namespace shoal::executor {

struct CudaExecutorHooks {
  /// The GPU of local rank `local_rank`; throws std::runtime_error when none.
  std::unique_ptr<Device> (*make_device)(int local_rank) = nullptr;
  /// NCCL collectives over `mpi`'s ranks; null in builds without NCCL.
  std::unique_ptr<Comm> (*make_nccl_comm)(std::unique_ptr<MpiComm> mpi) = nullptr;
};

/// Makes CudaBackendBuilt() true and MakeCudaDevice() use `hooks`.
void InstallCudaExecutorHooks(const CudaExecutorHooks& hooks);

/// Installs cuBLAS (and NCCL where built); defined in shoal_executor_cuda
/// (executor/cuda_install.cpp), which only GPU builds have.
void InstallCudaExecutor();

/// Whether the installed CUDA backend has NCCL collectives.
bool HaveNcclComm();
/// NCCL collectives over `mpi` (the current CUDA device); requires HaveNcclComm().
std::unique_ptr<Comm> MakeNcclComm(std::unique_ptr<MpiComm> mpi);

}  // namespace shoal::executor
