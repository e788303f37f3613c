// The one status checker for CUDA runtime, cuBLAS / cublasLt and NCCL calls:
// a failure becomes platform::SystemError naming the call. Header-only, for
// the CUDA-only libraries (shoal_platform_cuda and what links it).
#pragma once

#include <cuda_runtime_api.h>

#include <string>

#include "core/platform/system_error.h"

namespace shoal::platform {

inline void CheckCuda(cudaError_t rc, const char* what) {
  if (rc != cudaSuccess) throw SystemError(what, cudaGetErrorString(rc));
}

/// cuBLAS / cublasLt statuses (ints where 0 is success).
inline void CheckCublas(int rc, const char* what) {
  if (rc != 0) throw SystemError(what, "status " + std::to_string(rc));
}

}  // namespace shoal::platform
