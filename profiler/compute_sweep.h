// Measures a device through its ComputeBackend: GEMM sweeps per precision,
// STREAM triad and host-link copy, launch overhead, energy per sweep.
#pragma once

#include <string>
#include <vector>

#include "profiler/compute_backend.h"
#include "profiler/gemm_shapes.h"
#include "profiler/repeat.h"
#include "profiler/statistics.h"

namespace shoal::profiler {

struct ComputeSweepOptions {
  std::vector<GemmShape> shapes;
  std::vector<Precision> precisions;  ///< empty: every precision the backend has
  RepeatOptions gemm_repeat;
  double stream_array_bytes = 256 * kMiB;
  RepeatOptions stream_repeat;
  double idle_energy_s = 1.0;  ///< idle interval for idle power (only with a meter)
  /// Triads run back to back this long, metered alone, for memory-bound power
  /// (only with a meter; 0: not measured).
  double power_window_s = 1.0;
};

struct GemmMeasurement {
  GemmShape shape;
  Precision precision = Precision::kFp32;
  int ops_per_sample = 1;
  std::vector<double> times_s;
  TimingSummary summary;
  double flops_per_s = 0;  ///< shape FLOPs / median time
  double efficiency = 0;   ///< flops_per_s / peak of this precision
};

struct RateMeasurement {
  double bytes = 0;  ///< bytes counted per op (triad: 3 arrays; host copy: 1 array)
  int ops_per_sample = 1;
  std::vector<double> times_s;
  TimingSummary summary;
  double bytes_per_s = 0;  ///< bytes / median time
};

/// Energy over one sweep, from the device's counter.
struct EnergyReading {
  std::string sweep;  ///< "gemm_bf16", "stream", "idle", ...
  double joules = 0;
  double seconds = 0;
  double watts = 0;
};

struct ComputeMeasurements {
  DeviceInfo device;
  std::vector<GemmMeasurement> gemms;
  RateMeasurement triad;      ///< 3 arrays moved per triad (STREAM convention)
  RateMeasurement host_copy;  ///< 1 array over the host link per copy
  TimingSummary launch;
  /// exp over one stream array of doubles per op (`bytes` = the array);
  /// times_s empty when the backend does not measure it.
  RateMeasurement exp;
  std::string energy_source;  ///< empty: no energy counter
  bool energy_per_device = true;
  std::vector<EnergyReading> energy;
  std::vector<std::string> skipped;  ///< GEMMs the backend could not set up, with why
};

ComputeMeasurements MeasureCompute(ComputeBackend& backend, const ComputeSweepOptions& o);

}  // namespace shoal::profiler
