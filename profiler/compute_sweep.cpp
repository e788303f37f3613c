#include "profiler/compute_sweep.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <string>
#include <thread>
#include <type_traits>

#include "profiler/error.h"

namespace shoal::profiler {
namespace {

using Clock = std::chrono::steady_clock;

/// Reads `meter` around `fn` and appends the reading when both reads work.
/// The interval is the wall-clock time of `fn`, or the device time it
/// returns when it returns one (> 0).
template <typename Fn>
void Metered(EnergyMeter* meter, const std::string& sweep, std::vector<EnergyReading>* out,
             Fn&& fn) {
  const double before_j = meter ? meter->ReadJoules().value_or(-1.0) : -1.0;
  auto t0 = Clock::now();
  double device_s = 0;
  if constexpr (std::is_void_v<decltype(fn())>) {
    fn();
  } else {
    device_s = fn();
  }
  if (before_j < 0) return;
  const double after_j = meter->ReadJoules().value_or(-1.0);
  double seconds =
      device_s > 0 ? device_s : std::chrono::duration<double>(Clock::now() - t0).count();
  if (after_j < before_j || seconds <= 0) return;
  out->push_back({sweep, after_j - before_j, seconds, (after_j - before_j) / seconds});
}

RateMeasurement MeasureRate(const std::function<double(int)>& time_ops, double bytes,
                            const RepeatOptions& o) {
  RateMeasurement r;
  r.bytes = bytes;
  RepeatedTimes t = RepeatTimed(time_ops, o);
  r.ops_per_sample = t.ops_per_sample;
  r.times_s = std::move(t.times_s);
  r.summary = Summarize(r.times_s);
  r.bytes_per_s = bytes / r.summary.median_s;
  return r;
}

}  // namespace

ComputeMeasurements MeasureCompute(ComputeBackend& backend, const ComputeSweepOptions& o) {
  ComputeMeasurements m;
  m.device = backend.Describe();
  std::unique_ptr<EnergyMeter> meter = backend.MakeEnergyMeter();
  if (meter) {
    m.energy_source = meter->Source();
    m.energy_per_device = meter->PerDevice();
  }

  std::vector<Precision> precisions =
      o.precisions.empty() ? backend.GemmPrecisions() : o.precisions;
  for (Precision p : precisions) {
    auto peak = m.device.peak_flops.find(p);
    Metered(meter.get(), std::string("gemm_") + PrecisionName(p), &m.energy, [&] {
      for (const GemmShape& shape : o.shapes) {
        try {
          backend.PrepareGemm(shape, p);
        } catch (const platform::SystemError& e) {  // e.g. no cublasLt fp8 kernel for this shape
          m.skipped.push_back(std::string(PrecisionName(p)) + " " + std::to_string(shape.m) + "x" +
                              std::to_string(shape.n) + "x" + std::to_string(shape.k) + ": " +
                              e.what());
          continue;
        }
        GemmMeasurement g;
        g.shape = shape;
        g.precision = p;
        RepeatedTimes t = RepeatTimed([&](int n) { return backend.TimeGemm(n); }, o.gemm_repeat);
        g.ops_per_sample = t.ops_per_sample;
        g.times_s = std::move(t.times_s);
        g.summary = Summarize(g.times_s);
        g.flops_per_s = shape.Flops() / g.summary.median_s;
        if (peak != m.device.peak_flops.end() && peak->second > 0) {
          g.efficiency = g.flops_per_s / peak->second;
        }
        m.gemms.push_back(std::move(g));
      }
      backend.Release();
    });
  }

  backend.PrepareStream(o.stream_array_bytes);
  m.triad = MeasureRate([&](int n) { return backend.TimeTriad(n); }, 3 * o.stream_array_bytes,
                        o.stream_repeat);
  m.host_copy = MeasureRate([&](int n) { return backend.TimeHostCopy(n); }, o.stream_array_bytes,
                            o.stream_repeat);
  if (backend.TimeExp(1) >= 0) {
    m.exp = MeasureRate([&](int n) { return backend.TimeExp(n); }, o.stream_array_bytes,
                        o.stream_repeat);
  }
  // Memory-bound power: triads back to back for the power window, metered
  // alone. (Metering the whole stream sweep, as before 2026-11-27, averaged in
  // filling the arrays and the host-link copies, during which the GPU is
  // nearly idle: 187 W on an H100 whose triads ran at 3.06 TB/s.)
  if (meter && o.power_window_s > 0 && m.triad.summary.median_s > 0) {
    const int ops = static_cast<int>(
        std::clamp(std::ceil(o.power_window_s / m.triad.summary.median_s), 1.0, 1e5));
    Metered(meter.get(), "stream", &m.energy,
            [&] { return backend.TimeTriad(ops) * static_cast<double>(ops); });
  }
  backend.Release();

  RepeatOptions launch_repeat = {.warmup_ops = 10,
                                 .min_repetitions = 5,
                                 .repetitions = 20,
                                 .budget_s = 0.05,
                                 .min_sample_s = 1e-3};
  m.launch =
      Summarize(RepeatTimed([&](int n) { return backend.TimeLaunch(n); }, launch_repeat).times_s);

  if (meter && o.idle_energy_s > 0) {
    Metered(meter.get(), "idle", &m.energy,
            [&] { std::this_thread::sleep_for(std::chrono::duration<double>(o.idle_energy_s)); });
  }
  return m;
}

}  // namespace shoal::profiler
