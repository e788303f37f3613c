#include "profiler/cpu_compute.h"

#include <unistd.h>

#include <Eigen/Core>

#include <chrono>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "profiler/rapl_energy.h"

namespace shoal::profiler {
namespace {

using Clock = std::chrono::steady_clock;

double Seconds(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

std::string CpuModelName() {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("model name", 0) == 0) {
      auto colon = line.find(':');
      if (colon != std::string::npos) return line.substr(line.find_first_not_of(' ', colon + 1));
    }
  }
  return "unknown CPU";
}

double ResidentBytes() {
  std::ifstream in("/proc/self/statm");
  double pages_total = 0, pages_resident = 0;
  in >> pages_total >> pages_resident;
  return pages_resident * static_cast<double>(sysconf(_SC_PAGESIZE));
}

class CpuComputeBackend : public ComputeBackend {
 public:
  explicit CpuComputeBackend(int ranks_on_host) : ranks_on_host_(std::max(ranks_on_host, 1)) {}

  std::string Name() const override { return "cpu"; }

  DeviceInfo Describe() override {
    DeviceInfo d;
    d.name = CpuModelName();
    d.arch = "cpu";
    d.host_memory_bytes =
        static_cast<double>(sysconf(_SC_PHYS_PAGES)) * static_cast<double>(sysconf(_SC_PAGESIZE));
    d.memory_bytes = d.host_memory_bytes / ranks_on_host_;
    d.reserved_bytes = ResidentBytes();
    d.peak_flops[Precision::kFp32] = MeasureCpuPeakFp32Flops(0.2);
    // Double precision packs half as many lanes into the same SIMD registers.
    d.peak_flops[Precision::kFp64] = d.peak_flops[Precision::kFp32] / 2.0;
    d.peak_method = std::string("measured: one thread of independent vector multiply-adds (") +
                    CompiledSimd() + ", the SIMD this build targets)";
    d.peak_memory_method = "none: the measured STREAM triad is the memory bandwidth";
    d.versions = {
        {"eigen", std::to_string(EIGEN_WORLD_VERSION) + "." + std::to_string(EIGEN_MAJOR_VERSION) +
                      "." + std::to_string(EIGEN_MINOR_VERSION)},
        {"simd", CompiledSimd()},
        {"online_cpus", sysconf(_SC_NPROCESSORS_ONLN)}};
    return d;
  }

  std::vector<Precision> GemmPrecisions() override { return {Precision::kFp32, Precision::kFp64}; }

  void PrepareGemm(const GemmShape& shape, Precision precision) override {
    Release();
    double_ = precision == Precision::kFp64;
    for (int64_t b = 0; b < shape.batch; ++b) {
      if (double_) {
        ad_.push_back(Eigen::MatrixXd::Random(shape.m, shape.k));
        bd_.push_back(Eigen::MatrixXd::Random(shape.k, shape.n));
        cd_.push_back(Eigen::MatrixXd::Zero(shape.m, shape.n));
      } else {
        a_.push_back(Eigen::MatrixXf::Random(shape.m, shape.k));
        b_.push_back(Eigen::MatrixXf::Random(shape.k, shape.n));
        c_.push_back(Eigen::MatrixXf::Zero(shape.m, shape.n));
      }
    }
  }

  double TimeGemm(int count) override {
    auto t0 = Clock::now();
    for (int i = 0; i < count; ++i) {
      for (size_t b = 0; b < a_.size(); ++b) c_[b].noalias() = a_[b] * b_[b];
      for (size_t b = 0; b < ad_.size(); ++b) cd_[b].noalias() = ad_[b] * bd_[b];
    }
    return Seconds(t0) / count;
  }

  void PrepareStream(double array_bytes) override {
    Release();
    auto n = static_cast<size_t>(array_bytes / sizeof(double));
    sa_.assign(n, 0.0);
    sb_.assign(n, 1.0);
    sc_.assign(n, 2.0);
  }

  double TimeTriad(int count) override {
    const double s = 3.0;
    double* a = sa_.data();
    const double* b = sb_.data();
    const double* c = sc_.data();
    const size_t n = sa_.size();
    auto t0 = Clock::now();
    for (int r = 0; r < count; ++r) {
      for (size_t i = 0; i < n; ++i) a[i] = b[i] + s * c[i];
    }
    return Seconds(t0) / count;
  }

  double TimeHostCopy(int count) override {
    auto t0 = Clock::now();
    for (int r = 0; r < count; ++r)
      std::memcpy(sa_.data(), sb_.data(), sa_.size() * sizeof(double));
    return Seconds(t0) / count;
  }

  double TimeExp(int count) override {
    Eigen::Map<const Eigen::ArrayXd> x(sb_.data(), static_cast<Eigen::Index>(sb_.size()));
    Eigen::Map<Eigen::ArrayXd> y(sa_.data(), static_cast<Eigen::Index>(sa_.size()));
    auto t0 = Clock::now();
    for (int r = 0; r < count; ++r) y = x.exp();
    double s = Seconds(t0) / count;
    sink_ += sa_[0];
    return s;
  }

  double TimeLaunch(int count) override {
    Eigen::MatrixXf a = Eigen::MatrixXf::Ones(1, 1), b = a, c = a;
    auto t0 = Clock::now();
    for (int i = 0; i < count; ++i) c.noalias() = a * b;
    double s = Seconds(t0) / count;
    sink_ += c(0, 0);
    return s;
  }

  void Release() override {
    a_.clear();
    b_.clear();
    c_.clear();
    ad_.clear();
    bd_.clear();
    cd_.clear();
    sa_ = {};
    sb_ = {};
    sc_ = {};
  }

  std::unique_ptr<EnergyMeter> MakeEnergyMeter() override { return MakeRaplEnergyMeter(); }

 private:
  int ranks_on_host_;
  std::vector<Eigen::MatrixXf> a_, b_, c_;
  std::vector<Eigen::MatrixXd> ad_, bd_, cd_;
  bool double_ = false;
  std::vector<double> sa_, sb_, sc_;
  float sink_ = 0;
};

}  // namespace

const char* CompiledSimd() {
#if defined(__AVX512F__)
  return "avx512f";
#elif defined(__AVX2__) && defined(__FMA__)
  return "avx2+fma";
#elif defined(__AVX__)
  return "avx";
#elif defined(__SSE2__)
  return "sse2";
#else
  return "scalar";
#endif
}

double MeasureCpuPeakFp32Flops(double seconds) {
#if defined(__AVX512F__)
  constexpr int kLanes = 16;
#elif defined(__AVX__)
  constexpr int kLanes = 8;
#else
  constexpr int kLanes = 4;
#endif
  using Vec = float __attribute__((vector_size(kLanes * sizeof(float))));
  constexpr int kAcc = 12;  // independent chains hide the multiply-add latency
  Vec acc[kAcc];
  Vec mul, add;
  for (int l = 0; l < kLanes; ++l) {
    mul[l] = 0.999999f;
    add[l] = 1e-7f;
  }
  for (int a = 0; a < kAcc; ++a) {
    for (int l = 0; l < kLanes; ++l) acc[a][l] = static_cast<float>(a + l);
  }
  const long kInner = 1 << 16;
  double best = 0;
  auto start = Clock::now();
  while (Seconds(start) < seconds || best == 0) {
    auto t0 = Clock::now();
    for (long i = 0; i < kInner; ++i) {
      for (int a = 0; a < kAcc; ++a) acc[a] = acc[a] * mul + add;
    }
    double t = Seconds(t0);
    best = std::max(best, 2.0 * kLanes * kAcc * static_cast<double>(kInner) / t);
  }
  volatile float sink = 0;
  for (int a = 0; a < kAcc; ++a) sink = sink + acc[a][0];
  return best;
}

std::unique_ptr<ComputeBackend> MakeCpuComputeBackend(int ranks_on_host) {
  return std::make_unique<CpuComputeBackend>(ranks_on_host);
}

}  // namespace shoal::profiler
