// Plain C++ face of the CUDA code (no Eigen, no CUDA headers), so that only
// cuda_gemm.cu goes through nvcc. Built when SHOAL_HAVE_CUDA.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

namespace shoal::executor::cuda {

/// Number of visible GPUs; 0 with `error` set when none or CUDA fails.
int DeviceCount(std::string* error);

/// GEMMs on one GPU: fp64 host matrices in and out, bf16 inputs and fp32
/// accumulation in cuBLAS (cublasGemmEx, CUBLAS_COMPUTE_32F).
class GemmEngine {
 public:
  explicit GemmEngine(int ordinal);
  ~GemmEngine();
  GemmEngine(const GemmEngine&) = delete;
  GemmEngine& operator=(const GemmEngine&) = delete;

  std::string name() const;
  /// Row-major C[m x n] = alpha * op(A) * op(B) + beta * C (C contiguous).
  void Gemm(bool trans_a, bool trans_b, int64_t m, int64_t n, int64_t k, double alpha,
            const double* a, int64_t lda, const double* b, int64_t ldb, double beta, double* c,
            int64_t ldc);
  double BytesInUse() const;
  /// NVML total energy (joules), < 0 when unavailable.
  double EnergyJoules() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace shoal::executor::cuda
