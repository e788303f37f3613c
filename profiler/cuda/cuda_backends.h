// The CUDA backends: cuBLAS / cublasLt GEMMs and CUDA kernels for compute,
// NCCL (bootstrapped through MPI) for collectives, NVML for energy. Built
// when CMake found CUDA; the NCCL collectives only where it found NCCL
// (SHOAL_HAVE_NCCL), NVML energy only where it found NVML (SHOAL_HAVE_NVML).
#pragma once

#include <mpi.h>

#include <memory>
#include <string>

#include "profiler/collective_backend.h"
#include "profiler/compute_backend.h"

namespace shoal::profiler {

/// Visible CUDA devices; 0 with the reason in `why` when none.
int CudaDeviceCount(std::string* why);

/// The device of local rank `local_rank` (local_rank % device count).
std::unique_ptr<ComputeBackend> MakeCudaComputeBackend(int local_rank);

/// NCCL on the ranks of `comm` (not owned), started by platform::NcclStartUp
/// (defined only with SHOAL_HAVE_NCCL).
std::unique_ptr<CollectiveBackend> MakeNcclCollectiveBackend(MPI_Comm comm, int local_rank);

/// NVML energy counter of CUDA device `device`; nullptr without NVML
/// (SHOAL_HAVE_NVML unset) or when the GPU has no energy counter.
std::unique_ptr<EnergyMeter> MakeNvmlEnergyMeter(int device);
/// NVML enforced power limit of `device` in W; 0 when unknown.
double NvmlPowerLimitW(int device);

}  // namespace shoal::profiler
