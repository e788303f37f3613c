// The CUDA device behind the Device seam (the GPU work is in cuda_gemm.cu).
#include <stdexcept>

#include "executor/cuda_gemm.h"
#include "executor/device.h"

namespace shoal::executor {
namespace {

class CudaDevice : public Device {
 public:
  explicit CudaDevice(int ordinal) : engine_(ordinal) {}
  std::string name() const override { return engine_.name(); }
  void GemmRaw(bool trans_a, bool trans_b, int64_t m, int64_t n, int64_t k, double alpha,
               const double* a, int64_t lda, const double* b, int64_t ldb, double beta, double* c,
               int64_t ldc) override {
    engine_.Gemm(trans_a, trans_b, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
  }
  double DeviceBytesInUse() const override { return engine_.BytesInUse(); }
  double EnergyJoules() const override { return engine_.EnergyJoules(); }

 private:
  cuda::GemmEngine engine_;
};

}  // namespace

std::unique_ptr<Device> MakeCudaGpuDevice(int local_rank) {
  std::string error;
  int count = cuda::DeviceCount(&error);
  if (count == 0) throw std::runtime_error("no CUDA GPU visible (" + error + ")");
  return std::make_unique<CudaDevice>(local_rank % count);
}

}  // namespace shoal::executor
