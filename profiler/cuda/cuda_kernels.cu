#include "profiler/cuda/cuda_kernels.h"

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#if CUDART_VERSION >= 11080
#include <cuda_fp8.h>
#endif

namespace shoal::profiler::cuda {
namespace {

__device__ float Hash01(size_t i, unsigned seed) {
  unsigned x = static_cast<unsigned>(i) * 2654435761u ^ (seed * 0x9E3779B9u) ^
               static_cast<unsigned>(i >> 32);
  x ^= x >> 16;
  x *= 0x7feb352du;
  x ^= x >> 15;
  x *= 0x846ca68bu;
  x ^= x >> 16;
  return static_cast<float>(x) / 4294967295.0f * 2.0f - 1.0f;
}

template <typename T>
__global__ void FillKernel(T* data, size_t count, unsigned seed) {
  for (size_t i = blockIdx.x * static_cast<size_t>(blockDim.x) + threadIdx.x; i < count;
       i += static_cast<size_t>(gridDim.x) * blockDim.x) {
    data[i] = T(Hash01(i, seed));
  }
}

__global__ void TriadKernel(double* a, const double* b, const double* c, double s, size_t count) {
  for (size_t i = blockIdx.x * static_cast<size_t>(blockDim.x) + threadIdx.x; i < count;
       i += static_cast<size_t>(gridDim.x) * blockDim.x) {
    a[i] = b[i] + s * c[i];
  }
}

__global__ void EmptyKernel() {}

constexpr int kThreads = 256;

unsigned Blocks(size_t count) {
  size_t blocks = (count + kThreads - 1) / kThreads;
  return static_cast<unsigned>(blocks < 65535 * 8 ? (blocks > 0 ? blocks : 1) : 65535 * 8);
}

}  // namespace

cudaError_t LaunchFillRandom(void* data, size_t count, FillType type, unsigned seed,
                             cudaStream_t stream) {
  switch (type) {
    case FillType::kFp32:
      FillKernel<<<Blocks(count), kThreads, 0, stream>>>(static_cast<float*>(data), count, seed);
      break;
    case FillType::kFp16:
      FillKernel<<<Blocks(count), kThreads, 0, stream>>>(static_cast<__half*>(data), count, seed);
      break;
    case FillType::kBf16:
      FillKernel<<<Blocks(count), kThreads, 0, stream>>>(static_cast<__nv_bfloat16*>(data), count,
                                                         seed);
      break;
    case FillType::kFp8E4M3:
#if CUDART_VERSION >= 11080
      FillKernel<<<Blocks(count), kThreads, 0, stream>>>(static_cast<__nv_fp8_e4m3*>(data), count,
                                                         seed);
      break;
#else
      return cudaErrorNotSupported;
#endif
  }
  return cudaGetLastError();
}

cudaError_t LaunchTriad(double* a, const double* b, const double* c, double s, size_t count,
                        cudaStream_t stream) {
  TriadKernel<<<Blocks(count), kThreads, 0, stream>>>(a, b, c, s, count);
  return cudaGetLastError();
}

cudaError_t LaunchEmpty(cudaStream_t stream) {
  EmptyKernel<<<1, 1, 0, stream>>>();
  return cudaGetLastError();
}

bool HaveFp8Types() { return CUDART_VERSION >= 11080; }

}  // namespace shoal::profiler::cuda
