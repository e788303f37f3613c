#include <cublasLt.h>
#include <cublas_v2.h>
#include <cuda_runtime_api.h>
#include <library_types.h>
#include <unistd.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/platform/cuda/cuda_status.h"
#include "profiler/cuda/cuda_backends.h"
#include "profiler/cuda/cuda_kernels.h"
#include "profiler/error.h"

namespace shoal::profiler {
namespace {

using platform::CheckCublas;
using platform::CheckCuda;

/// Dense FLOPs per SM per clock: CUDA-core fp32 and tensor-core fp16/bf16.
struct SmRates {
  double fp32 = 0;
  double fp16 = 0;
  bool bf16 = false;
  bool fp8 = false;  ///< fp8 at twice the fp16 rate
};

SmRates RatesFor(int major, int minor) {
  if (major == 7) return {128, 1024, false, false};               // V100 (7.0), T4 (7.5)
  if (major == 8 && minor == 0) return {128, 2048, true, false};  // A100
  if (major == 8) return {256, 1024, true, minor >= 9};           // GA10x, Ada
  if (major == 9) return {256, 4096, true, true};                 // H100/H200
  if (major >= 10) return {256, 8192, true, true};                // Blackwell
  return {128, 0, false, false};
}

std::string ArchName(int major) {
  if (major <= 7) return "volta";
  if (major == 8) return "ampere";
  if (major == 9) return "hopper";
  return "blackwell";
}

cudaDataType_t DataType(Precision p) {
  switch (p) {
    case Precision::kFp64:
      return CUDA_R_64F;
    case Precision::kFp32:
      return CUDA_R_32F;
    case Precision::kFp16:
      return CUDA_R_16F;
    case Precision::kBf16:
      return CUDA_R_16BF;
    case Precision::kFp8:
#if CUDART_VERSION >= 11080
      return CUDA_R_8F_E4M3;
#else
      return CUDA_R_16F;
#endif
    case Precision::kFp4:  // not swept (GemmPrecisions leaves it out)
      return CUDA_R_32F;
  }
  return CUDA_R_32F;
}

cuda::FillType FillTypeOf(Precision p) {
  switch (p) {
    case Precision::kFp64:  // not swept on the GPU (GemmPrecisions leaves it out)
    case Precision::kFp32:
      return cuda::FillType::kFp32;
    case Precision::kFp16:
      return cuda::FillType::kFp16;
    case Precision::kBf16:
      return cuda::FillType::kBf16;
    case Precision::kFp8:
      return cuda::FillType::kFp8E4M3;
    case Precision::kFp4:  // not swept (GemmPrecisions leaves it out)
      return cuda::FillType::kFp32;
  }
  return cuda::FillType::kFp32;
}

class CudaComputeBackend : public ComputeBackend {
 public:
  explicit CudaComputeBackend(int device) : device_(device) {
    CheckCuda(cudaSetDevice(device_), "cudaSetDevice");
    CheckCuda(cudaFree(nullptr), "CUDA context creation");
    CheckCuda(cudaStreamCreate(&stream_), "cudaStreamCreate");
    CheckCuda(cudaEventCreate(&start_), "cudaEventCreate");
    CheckCuda(cudaEventCreate(&stop_), "cudaEventCreate");
    CheckCublas(cublasCreate(&blas_), "cublasCreate");
    CheckCublas(cublasSetStream(blas_, stream_), "cublasSetStream");
    CheckCublas(cublasLtCreate(&lt_), "cublasLtCreate");
    CheckCuda(cudaMalloc(&workspace_, kWorkspaceBytes), "cudaMalloc(workspace)");
  }

  ~CudaComputeBackend() override {
    Release();
    cudaFree(workspace_);
    cublasLtDestroy(lt_);
    cublasDestroy(blas_);
    cudaEventDestroy(start_);
    cudaEventDestroy(stop_);
    cudaStreamDestroy(stream_);
  }

  std::string Name() const override { return "cuda"; }

  DeviceInfo Describe() override {
    cudaDeviceProp prop{};
    CheckCuda(cudaGetDeviceProperties(&prop, device_), "cudaGetDeviceProperties");
    auto attr = [&](cudaDeviceAttr a) {
      int v = 0;
      CheckCuda(cudaDeviceGetAttribute(&v, a, device_), "cudaDeviceGetAttribute");
      return static_cast<double>(v);
    };
    const double sms = attr(cudaDevAttrMultiProcessorCount);
    const double clock_hz = attr(cudaDevAttrClockRate) * 1e3;
    const double mem_clock_hz = attr(cudaDevAttrMemoryClockRate) * 1e3;
    const double bus_bits = attr(cudaDevAttrGlobalMemoryBusWidth);
    major_ = prop.major;
    minor_ = prop.minor;
    size_t free_b = 0, total_b = 0;
    CheckCuda(cudaMemGetInfo(&free_b, &total_b), "cudaMemGetInfo");

    DeviceInfo d;
    d.name = prop.name;
    d.arch = ArchName(prop.major);
    d.memory_bytes = static_cast<double>(total_b);
    d.reserved_bytes = static_cast<double>(total_b - free_b);
    d.host_memory_bytes =
        static_cast<double>(sysconf(_SC_PHYS_PAGES)) * static_cast<double>(sysconf(_SC_PAGESIZE));
    SmRates r = RatesFor(prop.major, prop.minor);
    const double per_clock = sms * clock_hz;
    d.peak_flops[Precision::kFp32] = r.fp32 * per_clock;
    if (r.fp16 > 0) d.peak_flops[Precision::kFp16] = r.fp16 * per_clock;
    if (r.bf16) d.peak_flops[Precision::kBf16] = r.fp16 * per_clock;
    if (r.fp8) d.peak_flops[Precision::kFp8] = 2 * r.fp16 * per_clock;
    d.peak_method =
        "computed: SM count x max SM clock (cudaDevAttrClockRate) x dense FLOPs per "
        "SM per clock of compute capability " +
        std::to_string(prop.major) + "." + std::to_string(prop.minor) +
        " (datasheet peaks use the boost clock and may "
        "differ by a few %)";
    d.peak_memory_bytes_per_s = 2.0 * mem_clock_hz * bus_bits / 8.0;
    d.peak_memory_method = "computed: 2 x memory clock x bus width (cudaDeviceGetAttribute)";
    d.power_limit_w = NvmlPowerLimitW(device_);
    int runtime = 0, driver = 0, blas = 0;
    cudaRuntimeGetVersion(&runtime);
    cudaDriverGetVersion(&driver);
    cublasGetVersion(blas_, &blas);
    d.versions = {
        {"cuda_runtime", runtime},
        {"cuda_driver", driver},
        {"cublas", blas},
        {"cublaslt", static_cast<long long>(cublasLtGetVersion())},
        {"compute_capability", std::to_string(prop.major) + "." + std::to_string(prop.minor)},
        {"sm_count", sms},
        {"sm_clock_mhz", clock_hz / 1e6},
        {"memory_clock_mhz", mem_clock_hz / 1e6},
        {"memory_bus_bits", bus_bits}};
    return d;
  }

  std::vector<Precision> GemmPrecisions() override {
    if (major_ == 0) Describe();
    SmRates r = RatesFor(major_, minor_);
    std::vector<Precision> out = {Precision::kFp32, Precision::kFp16};
    if (r.bf16) out.push_back(Precision::kBf16);
    if (r.fp8 && cuda::HaveFp8Types() && Fp8Works()) out.push_back(Precision::kFp8);
    return out;
  }

  void PrepareGemm(const GemmShape& s, Precision p) override {
    Release();
    shape_ = s;
    precision_ = p;
    const size_t batch = static_cast<size_t>(s.batch);
    const size_t in_bytes = p == Precision::kFp8 ? 1 : (p == Precision::kFp32 ? 4 : 2);
    const size_t out_bytes = p == Precision::kFp8 ? 2 : in_bytes;  // fp8 writes bf16
    a_ = Alloc(static_cast<size_t>(s.m * s.k) * batch * in_bytes);
    b_ = Alloc(static_cast<size_t>(s.k * s.n) * batch * in_bytes);
    c_ = Alloc(static_cast<size_t>(s.m * s.n) * batch * out_bytes);
    CheckCuda(cuda::LaunchFillRandom(a_, static_cast<size_t>(s.m * s.k) * batch, FillTypeOf(p), 1,
                                     stream_),
              "fill A");
    CheckCuda(cuda::LaunchFillRandom(b_, static_cast<size_t>(s.k * s.n) * batch, FillTypeOf(p), 2,
                                     stream_),
              "fill B");
    if (p == Precision::kFp8) PrepareLt();
    CheckCuda(cudaStreamSynchronize(stream_), "cudaStreamSynchronize");
  }

  double TimeGemm(int count) override {
    return TimeOnStream(count, [&] { RunGemm(); });
  }

  void PrepareStream(double array_bytes) override {
    Release();
    stream_count_ = static_cast<size_t>(array_bytes / sizeof(double));
    const size_t bytes = stream_count_ * sizeof(double);
    for (void** p : {&sa_, &sb_, &sc_}) {
      *p = Alloc(bytes);
      CheckCuda(cudaMemsetAsync(*p, 0, bytes, stream_), "cudaMemsetAsync");
    }
    CheckCuda(cudaMallocHost(&host_, bytes), "cudaMallocHost");
    std::fill_n(static_cast<char*>(host_), bytes, 1);
    CheckCuda(cudaStreamSynchronize(stream_), "cudaStreamSynchronize");
  }

  double TimeTriad(int count) override {
    return TimeOnStream(count, [&] {
      CheckCuda(cuda::LaunchTriad(static_cast<double*>(sa_), static_cast<const double*>(sb_),
                                  static_cast<const double*>(sc_), 3.0, stream_count_, stream_),
                "triad kernel");
    });
  }

  double TimeHostCopy(int count) override {
    return TimeOnStream(count, [&] {
      CheckCuda(cudaMemcpyAsync(sa_, host_, stream_count_ * sizeof(double), cudaMemcpyHostToDevice,
                                stream_),
                "cudaMemcpyAsync");
    });
  }

  double TimeLaunch(int count) override {
    return TimeOnStream(count, [&] { CheckCuda(cuda::LaunchEmpty(stream_), "empty kernel"); });
  }

  void Release() override {
    cudaStreamSynchronize(stream_);
    for (void* p : buffers_) cudaFree(p);
    buffers_.clear();
    a_ = b_ = c_ = sa_ = sb_ = sc_ = nullptr;
    if (host_) cudaFreeHost(host_);
    host_ = nullptr;
    ReleaseLt();
  }

  std::unique_ptr<EnergyMeter> MakeEnergyMeter() override { return MakeNvmlEnergyMeter(device_); }

 private:
  static constexpr size_t kWorkspaceBytes = 32u << 20;

  void* Alloc(size_t bytes) {
    void* p = nullptr;
    CheckCuda(cudaMalloc(&p, std::max<size_t>(bytes, 256)), "cudaMalloc");
    buffers_.push_back(p);
    return p;
  }

  template <typename Fn>
  double TimeOnStream(int count, Fn&& fn) {
    CheckCuda(cudaEventRecord(start_, stream_), "cudaEventRecord");
    for (int i = 0; i < count; ++i) fn();
    CheckCuda(cudaEventRecord(stop_, stream_), "cudaEventRecord");
    CheckCuda(cudaEventSynchronize(stop_), "cudaEventSynchronize");
    float ms = 0;
    CheckCuda(cudaEventElapsedTime(&ms, start_, stop_), "cudaEventElapsedTime");
    return static_cast<double>(ms) * 1e-3 / count;
  }

  void RunGemm() {
    const GemmShape& s = shape_;
    if (precision_ == Precision::kFp8) {
      RunLt();
      return;
    }
    const float alpha = 1.0f, beta = 0.0f;
    const cudaDataType_t t = DataType(precision_);
    const auto m = static_cast<int>(s.m), n = static_cast<int>(s.n), k = static_cast<int>(s.k);
    // Column-major C (m x n) = A (m x k) * B (k x n), fp32 accumulation.
    CheckCublas(cublasGemmStridedBatchedEx(blas_, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, a_, t,
                                           m, s.m * s.k, b_, t, k, s.k * s.n, &beta, c_, t, m,
                                           s.m * s.n, static_cast<int>(s.batch), CUBLAS_COMPUTE_32F,
                                           CUBLAS_GEMM_DEFAULT),
                "cublasGemmStridedBatchedEx");
  }

  // fp8 through cublasLt: D (m x n, bf16) = A^T * B with A stored k x m (the
  // "TN" layout fp8 requires), fp32 accumulation.
  void PrepareLt() {
#if CUDART_VERSION >= 11080
    const GemmShape& s = shape_;
    const auto m = static_cast<uint64_t>(s.m), n = static_cast<uint64_t>(s.n),
               k = static_cast<uint64_t>(s.k);
    CheckCublas(cublasLtMatmulDescCreate(&op_desc_, CUBLAS_COMPUTE_32F, CUDA_R_32F),
                "cublasLtMatmulDescCreate");
    cublasOperation_t ta = CUBLAS_OP_T, tb = CUBLAS_OP_N;
    CheckCublas(
        cublasLtMatmulDescSetAttribute(op_desc_, CUBLASLT_MATMUL_DESC_TRANSA, &ta, sizeof ta),
        "cublasLtMatmulDescSetAttribute");
    CheckCublas(
        cublasLtMatmulDescSetAttribute(op_desc_, CUBLASLT_MATMUL_DESC_TRANSB, &tb, sizeof tb),
        "cublasLtMatmulDescSetAttribute");
    CheckCublas(cublasLtMatrixLayoutCreate(&la_, CUDA_R_8F_E4M3, k, m, static_cast<int64_t>(k)),
                "cublasLtMatrixLayoutCreate");
    CheckCublas(cublasLtMatrixLayoutCreate(&lb_, CUDA_R_8F_E4M3, k, n, static_cast<int64_t>(k)),
                "cublasLtMatrixLayoutCreate");
    CheckCublas(cublasLtMatrixLayoutCreate(&lc_, CUDA_R_16BF, m, n, static_cast<int64_t>(m)),
                "cublasLtMatrixLayoutCreate");
    if (s.batch > 1) {
      auto batch = static_cast<int32_t>(s.batch);
      int64_t strides[3] = {s.m * s.k, s.k * s.n, s.m * s.n};
      cublasLtMatrixLayout_t layouts[3] = {la_, lb_, lc_};
      for (int i = 0; i < 3; ++i) {
        CheckCublas(cublasLtMatrixLayoutSetAttribute(layouts[i], CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT,
                                                     &batch, sizeof batch),
                    "cublasLtMatrixLayoutSetAttribute");
        CheckCublas(cublasLtMatrixLayoutSetAttribute(layouts[i],
                                                     CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET,
                                                     &strides[i], sizeof strides[i]),
                    "cublasLtMatrixLayoutSetAttribute");
      }
    }
    CheckCublas(cublasLtMatmulPreferenceCreate(&pref_), "cublasLtMatmulPreferenceCreate");
    size_t ws = kWorkspaceBytes;
    CheckCublas(cublasLtMatmulPreferenceSetAttribute(
                    pref_, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &ws, sizeof ws),
                "cublasLtMatmulPreferenceSetAttribute");
    int found = 0;
    CheckCublas(cublasLtMatmulAlgoGetHeuristic(lt_, op_desc_, la_, lb_, lc_, lc_, pref_, 1,
                                               &heuristic_, &found),
                "cublasLtMatmulAlgoGetHeuristic");
    if (found == 0) throw ProfileError("cublasLt has no fp8 algorithm for this shape");
#endif
  }

  void RunLt() {
#if CUDART_VERSION >= 11080
    const float alpha = 1.0f, beta = 0.0f;
    CheckCublas(cublasLtMatmul(lt_, op_desc_, &alpha, a_, la_, b_, lb_, &beta, c_, lc_, c_, lc_,
                               &heuristic_.algo, workspace_, kWorkspaceBytes, stream_),
                "cublasLtMatmul");
#endif
  }

  void ReleaseLt() {
    if (pref_) cublasLtMatmulPreferenceDestroy(pref_);
    if (la_) cublasLtMatrixLayoutDestroy(la_);
    if (lb_) cublasLtMatrixLayoutDestroy(lb_);
    if (lc_) cublasLtMatrixLayoutDestroy(lc_);
    if (op_desc_) cublasLtMatmulDescDestroy(op_desc_);
    pref_ = nullptr;
    la_ = lb_ = lc_ = nullptr;
    op_desc_ = nullptr;
  }

  /// Whether cublasLt runs an fp8 GEMM on this device and library.
  bool Fp8Works() {
    try {
      PrepareGemm({"probe", 256, 256, 256, 1}, Precision::kFp8);
      RunGemm();
      CheckCuda(cudaStreamSynchronize(stream_), "cudaStreamSynchronize");
      Release();
      return true;
    } catch (const platform::SystemError&) {
      Release();
      cudaGetLastError();  // clear a sticky launch error, if any
      return false;
    }
  }

  int device_;
  int major_ = 0, minor_ = 0;
  cudaStream_t stream_ = nullptr;
  cudaEvent_t start_ = nullptr, stop_ = nullptr;
  cublasHandle_t blas_ = nullptr;
  cublasLtHandle_t lt_ = nullptr;
  void* workspace_ = nullptr;
  std::vector<void*> buffers_;
  GemmShape shape_;
  Precision precision_ = Precision::kFp32;
  void *a_ = nullptr, *b_ = nullptr, *c_ = nullptr;
  void *sa_ = nullptr, *sb_ = nullptr, *sc_ = nullptr, *host_ = nullptr;
  size_t stream_count_ = 0;
  cublasLtMatmulDesc_t op_desc_ = nullptr;
  cublasLtMatrixLayout_t la_ = nullptr, lb_ = nullptr, lc_ = nullptr;
  cublasLtMatmulPreference_t pref_ = nullptr;
  cublasLtMatmulHeuristicResult_t heuristic_{};
};

}  // namespace

int CudaDeviceCount(std::string* why) {
  int count = 0;
  cudaError_t rc = cudaGetDeviceCount(&count);
  if (rc != cudaSuccess) {
    if (why) *why = cudaGetErrorString(rc);
    cudaGetLastError();
    return 0;
  }
  if (count == 0 && why) *why = "no device";
  return count;
}

std::unique_ptr<ComputeBackend> MakeCudaComputeBackend(int local_rank) {
  std::string why;
  int count = CudaDeviceCount(&why);
  if (count == 0) {
    throw InputError("--backend cuda", "",
                     "a visible CUDA device (none: " + why + "); use --backend cpu");
  }
  return std::make_unique<CudaComputeBackend>(local_rank % count);
}

}  // namespace shoal::profiler
