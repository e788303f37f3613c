// The seam between the compute sweeps and a device: Eigen on CPU, cuBLAS and
// CUDA kernels on GPU, fakes in tests.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/json_reader.h"
#include "core/units.h"
#include "profiler/gemm_shapes.h"

namespace shoal::profiler {

/// What a backend knows of its device before measuring.
struct DeviceInfo {
  std::string name;
  std::string arch;              ///< profile arch: "volta", "ampere", "hopper", "blackwell", "cpu"
  double memory_bytes = 0;       ///< this device's memory (CPU: host RAM / ranks on host)
  double host_memory_bytes = 0;  ///< the host's RAM
  double reserved_bytes = 0;     ///< memory taken before the sweeps (context, runtime)
  std::map<Precision, double> peak_flops;  ///< per precision; absent: unsupported
  std::string peak_method;  ///< how the peaks were obtained ("measured: ..." / "computed: ...")
  double peak_memory_bytes_per_s = 0;  ///< nominal memory bandwidth; 0: unknown (use measured)
  std::string peak_memory_method;
  double power_limit_w = 0;  ///< 0: unknown
  Json versions = Json::object();
};

/// A cumulative energy counter (NVML per GPU, RAPL per CPU package).
class EnergyMeter {
 public:
  virtual ~EnergyMeter() = default;
  virtual std::string Source() const = 0;
  /// Joules since an arbitrary origin; nullopt when the read fails.
  virtual std::optional<double> ReadJoules() = 0;
  /// True when the counter covers only this rank's device (NVML); false when it
  /// covers a shared package (RAPL) and must be divided among the host's ranks.
  virtual bool PerDevice() const = 0;
};

class ComputeBackend {
 public:
  virtual ~ComputeBackend() = default;

  virtual std::string Name() const = 0;
  virtual DeviceInfo Describe() = 0;
  /// Precisions this device multiplies natively (CPU: fp32).
  virtual std::vector<Precision> GemmPrecisions() = 0;

  /// Allocates and fills operands of `shape` (batch x [m x k] * [k x n]).
  virtual void PrepareGemm(const GemmShape& shape, Precision p) = 0;
  /// Runs the prepared GEMM `count` times; seconds per GEMM (whole batch).
  virtual double TimeGemm(int count) = 0;

  /// Allocates three arrays of `array_bytes` each.
  virtual void PrepareStream(double array_bytes) = 0;
  /// STREAM triad a = b + s * c, `count` times; seconds per triad.
  virtual double TimeTriad(int count) = 0;
  /// Copy of one array over the host link (CUDA: pinned host to device; CPU:
  /// memcpy between two arrays), `count` times; seconds per copy.
  virtual double TimeHostCopy(int count) = 0;

  /// y = exp(x) elementwise over one stream array (fp64), the way the CPU
  /// executor computes its transcendentals (Eigen's vectorized exp), `count`
  /// times; seconds per pass. Negative: not measured (GPUs, whose special
  /// function units keep up with memory, so the simulator ignores them).
  virtual double TimeExp(int /*count*/) { return -1; }

  /// Seconds per launch of the smallest kernel (CUDA: an empty kernel; CPU: a
  /// 1x1x1 GEMM through the same path as the sweep).
  virtual double TimeLaunch(int count) = 0;

  /// Frees GEMM and stream buffers.
  virtual void Release() = 0;

  /// The device's energy counter; nullptr when it has none.
  virtual std::unique_ptr<EnergyMeter> MakeEnergyMeter() = 0;
};

}  // namespace shoal::profiler
