// The CUDA backends behind function pointers. shoal_profiler links no CUDA
// library: the `shoal-cuda` executable links shoal_profiler_cuda and calls
// InstallCudaProfiler() at start-up, so that only `profile --backend cuda`
// pays for loading cuBLAS and NCCL (`shoal` hands such a command to it).
#pragma once

#include <mpi.h>

#include <memory>
#include <string>

#include "profiler/collective_backend.h"
#include "profiler/compute_backend.h"

namespace shoal::profiler {

struct CudaProfilerHooks {
  /// Visible CUDA devices; 0 with the reason in `why` when none.
  int (*device_count)(std::string* why) = nullptr;
  /// The device of local rank `local_rank` (local_rank % device count).
  std::unique_ptr<ComputeBackend> (*make_compute)(int local_rank) = nullptr;
  /// NCCL on the ranks of `comm` (not owned); null when built without NCCL
  /// (then only `--no-collectives` profiles run on CUDA).
  std::unique_ptr<CollectiveBackend> (*make_collectives)(MPI_Comm comm, int local_rank) = nullptr;
};

/// Makes `profile --backend cuda` use these backends (device_count and
/// make_compute set; make_collectives may be null).
void InstallCudaProfilerHooks(const CudaProfilerHooks& hooks);

/// Installs cuBLAS / NCCL / NVML backends; defined in shoal_profiler_cuda
/// (profiler/cuda/install.cpp), which only GPU builds have.
void InstallCudaProfiler();

}  // namespace shoal::profiler
