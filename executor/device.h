// The device seam: where the matrix products run. The CPU device uses Eigen
// in the trainer's precision (fp64); the CUDA device (device_cuda.cu, built
// when SHOAL_HAVE_CUDA) runs them through cuBLAS in bf16 with fp32
// accumulation while the host keeps the higher-precision master weights.
#pragma once

#include <memory>
#include <string>

#include "executor/tensor.h"

namespace shoal::executor {

class Device {
 public:
  virtual ~Device() = default;
  virtual std::string name() const = 0;
  /// C[m x n] = alpha * op(A) * op(B) + beta * C, all row-major with leading
  /// dimensions lda/ldb/ldc; op(A) is m x k, op(B) is k x n.
  virtual void GemmRaw(bool trans_a, bool trans_b, int64_t m, int64_t n, int64_t k, double alpha,
                       const double* a, int64_t lda, const double* b, int64_t ldb, double beta,
                       double* c, int64_t ldc) = 0;
  /// Device memory in use (bytes), 0 for host devices.
  virtual double DeviceBytesInUse() const { return 0; }
  /// Energy the device has used since some fixed point (joules); < 0 when
  /// not measurable (CPU, or no NVML).
  virtual double EnergyJoules() const { return -1; }

  /// C = alpha * op(A) * op(B) + beta * C on Eigen matrices and maps.
  template <typename A, typename B, typename C>
  void Gemm(bool trans_a, bool trans_b, double alpha, const A& a, const B& b, double beta, C&& c) {
    const int64_t m = trans_a ? a.cols() : a.rows();
    const int64_t k = trans_a ? a.rows() : a.cols();
    const int64_t n = trans_b ? b.rows() : b.cols();
    GemmRaw(trans_a, trans_b, m, n, k, alpha, a.data(), a.cols(), b.data(), b.cols(), beta,
            c.data(), c.cols());
  }
};

class CpuDevice : public Device {
 public:
  std::string name() const override { return "cpu"; }
  void GemmRaw(bool trans_a, bool trans_b, int64_t m, int64_t n, int64_t k, double alpha,
               const double* a, int64_t lda, const double* b, int64_t ldb, double beta, double* c,
               int64_t ldc) override;
};

/// True when this build has the CUDA backend.
bool CudaBackendBuilt();
/// The CUDA device on local GPU `local_rank % count`; throws std::runtime_error
/// when the build has no CUDA or no GPU is visible.
std::unique_ptr<Device> MakeCudaDevice(int local_rank);

}  // namespace shoal::executor
