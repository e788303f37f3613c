// Plain launchers of the profiler's CUDA kernels (cuda_kernels.cu), callable
// from host C++ compiled without nvcc. Each returns the launch's cudaError_t.
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>

namespace shoal::profiler::cuda {

enum class FillType { kFp32, kFp16, kBf16, kFp8E4M3 };

/// Fills `count` elements with pseudo-random values in [-1, 1].
cudaError_t LaunchFillRandom(void* data, size_t count, FillType type, unsigned seed,
                             cudaStream_t stream);
/// a[i] = b[i] + s * c[i] over `count` doubles.
cudaError_t LaunchTriad(double* a, const double* b, const double* c, double s, size_t count,
                        cudaStream_t stream);
/// One empty kernel.
cudaError_t LaunchEmpty(cudaStream_t stream);
/// True when this build can fill fp8 (CUDA >= 11.8).
bool HaveFp8Types();

}  // namespace shoal::profiler::cuda
