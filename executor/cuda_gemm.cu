// GEMMs through cuBLAS with bf16 inputs and fp32 accumulation
// (cublasGemmEx, CUBLAS_COMPUTE_32F); the host keeps fp64 master weights and
// activations, converted on the way in and out by small kernels. Modest and
// portable (CUDA 11/12/13, sm_70 and up).
#include <cublas_v2.h>
#include <cuda_bf16.h>
#include <cuda_runtime.h>

#if defined(SHOAL_HAVE_NVML)
#include <nvml.h>
#endif

#include <memory>
#include <stdexcept>
#include <string>

#include "core/platform/cuda/cuda_status.h"
#include "executor/cuda_gemm.h"

namespace shoal::executor::cuda {
namespace {

using platform::CheckCuda;

void CheckBlas(cublasStatus_t s, const char* what) {
  platform::CheckCublas(static_cast<int>(s), what);
}

__global__ void ToBf16(const double* in, __nv_bfloat16* out, size_t n) {
  size_t i = blockIdx.x * static_cast<size_t>(blockDim.x) + threadIdx.x;
  if (i < n) out[i] = __float2bfloat16(static_cast<float>(in[i]));
}

// c = alpha * acc + beta * c
__global__ void Epilogue(const float* acc, double* c, size_t n, double alpha, double beta) {
  size_t i = blockIdx.x * static_cast<size_t>(blockDim.x) + threadIdx.x;
  if (i < n) c[i] = alpha * static_cast<double>(acc[i]) + (beta == 0.0 ? 0.0 : beta * c[i]);
}

unsigned Blocks(size_t n) { return static_cast<unsigned>((n + 255) / 256); }

// A grow-only device buffer.
template <typename T>
class Buffer {
 public:
  ~Buffer() {
    if (ptr_ != nullptr) cudaFree(ptr_);
  }
  T* Get(size_t n) {
    if (n > size_) {
      if (ptr_ != nullptr) cudaFree(ptr_);
      ptr_ = nullptr;
      CheckCuda(cudaMalloc(reinterpret_cast<void**>(&ptr_), n * sizeof(T)), "cudaMalloc");
      size_ = n;
    }
    return ptr_;
  }

 private:
  T* ptr_ = nullptr;
  size_t size_ = 0;
};

}  // namespace

struct GemmEngine::Impl {
  int ordinal = 0;
  std::string name;
  cublasHandle_t handle = nullptr;
  Buffer<double> a64, b64, c64;
  Buffer<__nv_bfloat16> a16, b16;
  Buffer<float> acc;
#if defined(SHOAL_HAVE_NVML)
  bool nvml_ok = false;
  nvmlDevice_t nvml{};
#endif
};

GemmEngine::GemmEngine(int ordinal) : impl_(std::make_unique<Impl>()) {
  impl_->ordinal = ordinal;
  CheckCuda(cudaSetDevice(ordinal), "cudaSetDevice");
  CheckBlas(cublasCreate(&impl_->handle), "cublasCreate");
  cudaDeviceProp prop;
  CheckCuda(cudaGetDeviceProperties(&prop, ordinal), "cudaGetDeviceProperties");
  impl_->name = std::string("cuda:") + std::to_string(ordinal) + " " + prop.name;
#if defined(SHOAL_HAVE_NVML)
  // NVML numbers devices in PCI order, CUDA fastest first (unless
  // CUDA_DEVICE_ORDER=PCI_BUS_ID) and within CUDA_VISIBLE_DEVICES: the same
  // index can name two different GPUs, so match by PCI bus id.
  char bus_id[32] = {};
  if (cudaDeviceGetPCIBusId(bus_id, sizeof bus_id, ordinal) == cudaSuccess &&
      nvmlInit_v2() == NVML_SUCCESS) {
    impl_->nvml_ok = nvmlDeviceGetHandleByPciBusId_v2(bus_id, &impl_->nvml) == NVML_SUCCESS;
    if (!impl_->nvml_ok) nvmlShutdown();
  }
#endif
}

GemmEngine::~GemmEngine() {
  cublasDestroy(impl_->handle);
#if defined(SHOAL_HAVE_NVML)
  if (impl_->nvml_ok) nvmlShutdown();
#endif
}

std::string GemmEngine::name() const { return impl_->name; }

void GemmEngine::Gemm(bool trans_a, bool trans_b, int64_t m, int64_t n, int64_t k, double alpha,
                      const double* a, int64_t lda, const double* b, int64_t ldb, double beta,
                      double* c, int64_t ldc) {
  if (ldc != n) throw std::logic_error("GemmEngine::Gemm: C must be contiguous");
  if (m == 0 || n == 0) return;
  Impl& s = *impl_;
  const size_t a_n = static_cast<size_t>((trans_a ? k : m) * lda);
  const size_t b_n = static_cast<size_t>((trans_b ? n : k) * ldb);
  const size_t c_n = static_cast<size_t>(m * n);
  double* a64 = s.a64.Get(a_n);
  double* b64 = s.b64.Get(b_n);
  double* c64 = s.c64.Get(c_n);
  __nv_bfloat16* a16 = s.a16.Get(a_n);
  __nv_bfloat16* b16 = s.b16.Get(b_n);
  float* acc = s.acc.Get(c_n);
  if (k == 0) {
    CheckCuda(cudaMemset(acc, 0, c_n * sizeof(float)), "clear accumulator");
  } else {
    CheckCuda(cudaMemcpy(a64, a, a_n * sizeof(double), cudaMemcpyHostToDevice), "copy A");
    CheckCuda(cudaMemcpy(b64, b, b_n * sizeof(double), cudaMemcpyHostToDevice), "copy B");
    ToBf16<<<Blocks(a_n), 256>>>(a64, a16, a_n);
    ToBf16<<<Blocks(b_n), 256>>>(b64, b16, b_n);
    CheckCuda(cudaGetLastError(), "convert to bf16");
    // Row-major C = op(A) op(B) is column-major C^T = op(B)^T op(A)^T.
    const float one = 1.0f, zero = 0.0f;
    CheckBlas(
        cublasGemmEx(s.handle, trans_b ? CUBLAS_OP_T : CUBLAS_OP_N,
                     trans_a ? CUBLAS_OP_T : CUBLAS_OP_N, static_cast<int>(n), static_cast<int>(m),
                     static_cast<int>(k), &one, b16, CUDA_R_16BF, static_cast<int>(ldb), a16,
                     CUDA_R_16BF, static_cast<int>(lda), &zero, acc, CUDA_R_32F,
                     static_cast<int>(n), CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT),
        "cublasGemmEx");
  }
  if (beta != 0.0) {
    CheckCuda(cudaMemcpy(c64, c, c_n * sizeof(double), cudaMemcpyHostToDevice), "copy C");
  }
  Epilogue<<<Blocks(c_n), 256>>>(acc, c64, c_n, alpha, beta);
  CheckCuda(cudaGetLastError(), "epilogue");
  CheckCuda(cudaMemcpy(c, c64, c_n * sizeof(double), cudaMemcpyDeviceToHost), "copy C back");
}

double GemmEngine::BytesInUse() const {
  size_t free_b = 0, total_b = 0;
  if (cudaMemGetInfo(&free_b, &total_b) != cudaSuccess) return 0;
  return static_cast<double>(total_b - free_b);
}

double GemmEngine::EnergyJoules() const {
#if defined(SHOAL_HAVE_NVML)
  unsigned long long mj = 0;
  if (impl_->nvml_ok && nvmlDeviceGetTotalEnergyConsumption(impl_->nvml, &mj) == NVML_SUCCESS) {
    return static_cast<double>(mj) * 1e-3;
  }
#endif
  return -1;
}

int DeviceCount(std::string* error) {
  int count = 0;
  cudaError_t e = cudaGetDeviceCount(&count);
  if (e != cudaSuccess) {
    *error = cudaGetErrorString(e);
    return 0;
  }
  if (count == 0) *error = "0 devices";
  return count;
}

}  // namespace shoal::executor::cuda
