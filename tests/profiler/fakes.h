// Fakes for the profiler's seams: a collective backend that simulates a group
// in one process with a known latency/bandwidth law (optionally corrupting
// results), and a compute backend with a known GEMM efficiency law.
#pragma once

#include <cmath>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "profiler/collective_backend.h"
#include "profiler/compute_backend.h"
#include "profiler/error.h"
#include "profiler/fit.h"

namespace shoal::profiler::testing {

/// Rank `rank` of a simulated group of `ranks`: peers' inputs follow
/// InputValue, the data really moves as the collective defines, and each op
/// takes latency + bytes * BusFactor / busbw, times a deterministic jitter.
class FakeCollectiveBackend : public CollectiveBackend {
 public:
  FakeCollectiveBackend(int rank, int ranks, double latency_s, double busbw_bytes_per_s,
                        double jitter = 0.0)
      : rank_(rank),
        ranks_(ranks),
        latency_s_(latency_s),
        busbw_(busbw_bytes_per_s),
        jitter_(jitter) {}

  bool corrupt = false;  ///< flip one output element: a wrong result
  int ops_run = 0;

  std::string Name() const override { return "fake"; }
  int Rank() const override { return rank_; }
  int Size() const override { return ranks_; }

  void Prepare(Collective op, const CollectiveCounts& counts) override {
    op_ = op;
    counts_ = counts;
    send_.assign(counts.send, 0.0f);
    recv_.assign(counts.recv, 0.0f);
  }
  void WriteInput(const std::vector<float>& send) override { send_ = send; }
  std::vector<float> ReadOutput() override { return recv_; }

  double TimeOps(int ops) override {
    for (int i = 0; i < ops; ++i) RunOnce();
    ops_run += ops;
    double bytes = static_cast<double>(counts_.total * sizeof(float));
    double t = latency_s_ + bytes * BusFactor(op_, ranks_) / busbw_;
    ++calls_;
    return t * (1.0 + jitter_ * std::sin(1.7 * calls_));
  }
  void Release() override {
    send_.clear();
    recv_.clear();
  }

 private:
  /// Element i of peer r's send buffer (our own: what was written).
  float Input(int r, size_t i) const { return r == rank_ ? send_[i] : InputValue(r, i); }

  void RunOnce() {
    size_t chunk = counts_.total / static_cast<size_t>(ranks_);
    auto self = static_cast<size_t>(rank_);
    for (size_t i = 0; i < recv_.size(); ++i) {
      float v = 0;
      switch (op_) {
        case Collective::kAllReduce:
          for (int r = 0; r < ranks_; ++r) v += Input(r, i);
          break;
        case Collective::kAllGather:
          v = Input(static_cast<int>(i / chunk), i % chunk);
          break;
        case Collective::kReduceScatter:
          for (int r = 0; r < ranks_; ++r) v += Input(r, self * chunk + i);
          break;
        case Collective::kAllToAll:
          v = Input(static_cast<int>(i / chunk), self * chunk + i % chunk);
          break;
        case Collective::kSendRecv:
          v = Input((rank_ + ranks_ - 1) % ranks_, i);
          break;
      }
      recv_[i] = v;
    }
    if (corrupt && !recv_.empty()) recv_[recv_.size() / 2] += 1.0f;
  }

  int rank_, ranks_;
  double latency_s_, busbw_, jitter_;
  int calls_ = 0;
  Collective op_ = Collective::kAllReduce;
  CollectiveCounts counts_;
  std::vector<float> send_, recv_;
};

/// An agreement that reports a failure elsewhere.
class FailingElsewhere : public Agreement {
 public:
  bool AnyProcess(bool) override { return true; }
};

/// A device whose GEMMs run at peak * gemm_max * S(m) S(n) S(k) (S(d) =
/// d / (d + half_dim)), with a fixed triad and copy bandwidth and optional energy.
class FakeComputeBackend : public ComputeBackend {
 public:
  double peak_flops = 100e12;
  double gemm_max = 0.8;
  double half_dim = 64;
  double triad_bytes_per_s = 2e12;
  double copy_bytes_per_s = 50e9;
  double launch_s = 4e-6;
  double watts = 0;           ///< > 0: an energy counter at this power
  double triad_watts = 0;     ///< > 0: the power while triads run (others: watts)
  int64_t refuse_m = 0;       ///< PrepareGemm of a shape with this m fails

  std::string Name() const override { return "fake"; }
  DeviceInfo Describe() override {
    DeviceInfo d;
    d.name = "Fake GPU";
    d.arch = "hopper";
    d.memory_bytes = 80 * kGiB;
    d.host_memory_bytes = 1024 * kGiB;
    d.reserved_bytes = 1 * kGiB;
    d.peak_flops = {{Precision::kFp32, peak_flops / 16}, {Precision::kBf16, peak_flops}};
    d.peak_method = "fake";
    d.peak_memory_bytes_per_s = 3e12;
    d.peak_memory_method = "fake";
    return d;
  }
  std::vector<Precision> GemmPrecisions() override { return {Precision::kBf16}; }
  void PrepareGemm(const GemmShape& s, Precision) override {
    if (s.m == refuse_m) throw ProfileError("no kernel for m = " + std::to_string(s.m));
    shape_ = s;
  }
  double TimeGemm(int count) override {
    double eff =
        gemm_max * GemmShapeFactor(static_cast<double>(shape_.m), static_cast<double>(shape_.n),
                                   static_cast<double>(shape_.k), half_dim);
    return Advance(shape_.Flops() / (peak_flops * eff), count);
  }
  void PrepareStream(double array_bytes) override { array_bytes_ = array_bytes; }
  double TimeTriad(int count) override {
    return Advance(3 * array_bytes_ / triad_bytes_per_s, count, triad_watts);
  }
  double TimeHostCopy(int count) override {
    return Advance(array_bytes_ / copy_bytes_per_s, count);
  }
  double TimeLaunch(int count) override { return Advance(launch_s, count); }
  void Release() override {}
  std::unique_ptr<EnergyMeter> MakeEnergyMeter() override;

 private:
  double Advance(double per_op_s, int count, double op_watts = 0) {
    joules_ += per_op_s * count * (op_watts > 0 ? op_watts : watts);
    return per_op_s;
  }
  GemmShape shape_;
  double array_bytes_ = 0;
  double joules_ = 0;  ///< energy of the ops timed so far (read by the fake meter)
};

/// Energy of the fake device's timed ops, each at its power.
class FakeEnergyMeter : public EnergyMeter {
 public:
  explicit FakeEnergyMeter(const double* joules) : joules_(joules) {}
  std::string Source() const override { return "fake"; }
  std::optional<double> ReadJoules() override { return *joules_; }
  bool PerDevice() const override { return false; }

 private:
  const double* joules_;
};

inline std::unique_ptr<EnergyMeter> FakeComputeBackend::MakeEnergyMeter() {
  if (watts <= 0) return nullptr;
  return std::make_unique<FakeEnergyMeter>(&joules_);
}

}  // namespace shoal::profiler::testing
