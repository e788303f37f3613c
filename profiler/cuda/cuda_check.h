// Turning CUDA, cuBLAS and NCCL status codes into ProfileError.
#pragma once

#include <cuda_runtime_api.h>

#include <string>

#include "profiler/error.h"

namespace shoal::profiler::cuda {

inline void Check(cudaError_t rc, const char* what) {
  if (rc != cudaSuccess) {
    throw ProfileError(std::string(what) + " failed: " + cudaGetErrorString(rc));
  }
}

/// cuBLAS / cublasLt / NCCL statuses are ints where 0 is success.
inline void CheckStatus(int rc, const char* what) {
  if (rc != 0) throw ProfileError(std::string(what) + " failed with status " + std::to_string(rc));
}

}  // namespace shoal::profiler::cuda
