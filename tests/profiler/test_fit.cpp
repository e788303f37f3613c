#include <doctest/doctest.h>

#include <cmath>
#include <stdexcept>

#include "profiler/collective.h"
#include "profiler/fit.h"
#include "profiler/statistics.h"

using namespace shoal;
using namespace shoal::profiler;

TEST_CASE("percentiles interpolate between order statistics") {
  std::vector<double> v = {5, 1, 4, 2, 3};
  CHECK(Percentile(v, 0.5) == doctest::Approx(3));
  CHECK(Percentile(v, 0.95) == doctest::Approx(4.8));
  TimingSummary s = Summarize({3e-6, 1e-6, 2e-6, 10e-6});
  CHECK(s.median_s == doctest::Approx(2.5e-6));
  CHECK(s.min_s == doctest::Approx(1e-6));
  CHECK(s.p95_s == doctest::Approx(8.95e-6));
  CHECK(s.count == 4);
  CHECK(Summarize({}).count == 0);
}

TEST_CASE("bus factors follow nccl-tests") {
  CHECK(BusFactor(Collective::kAllReduce, 8) == doctest::Approx(1.75));
  CHECK(BusFactor(Collective::kAllGather, 8) == doctest::Approx(0.875));
  CHECK(BusFactor(Collective::kReduceScatter, 4) == doctest::Approx(0.75));
  CHECK(BusFactor(Collective::kAllToAll, 2) == doctest::Approx(0.5));
  CHECK(BusFactor(Collective::kSendRecv, 16) == doctest::Approx(1.0));
  CHECK(BusFactor(Collective::kAllReduce, 1) == doctest::Approx(0.0));
}

TEST_CASE("message counts round to whole elements per rank") {
  CollectiveCounts ag = CountsFor(Collective::kAllGather, 1000, 3);  // 250 floats -> 83 per rank
  CHECK(ag.total == 249);
  CHECK(ag.send == 83);
  CHECK(ag.recv == 249);
  CollectiveCounts rs = CountsFor(Collective::kReduceScatter, 4096, 4);
  CHECK(rs.send == 1024);
  CHECK(rs.recv == 256);
  CHECK(CountsFor(Collective::kAllReduce, 1, 8).total == 8);  // at least one per rank
  // all_to_all: rank 1 receives peer r's chunk 1.
  CollectiveCounts a2a = CountsFor(Collective::kAllToAll, 64, 2);  // 16 floats, chunks of 8
  CHECK(ExpectedOutput(Collective::kAllToAll, 1, 2, a2a, 3) == InputValue(0, 8 + 3));
  CHECK(ExpectedOutput(Collective::kAllToAll, 1, 2, a2a, 9) == InputValue(1, 8 + 1));
  CHECK(ExpectedOutput(Collective::kSendRecv, 0, 4, a2a, 5) == InputValue(3, 5));
}

TEST_CASE("latency + bytes/bandwidth fit recovers an exact law") {
  const double a = 5e-6, bw = 10e9;
  std::vector<double> bytes, t;
  for (double b = 1024; b <= 1 << 30; b *= 2) {
    bytes.push_back(b);
    t.push_back(a + b / bw);
  }
  LinearTimeFit fit = FitLinearTime(bytes, t);
  CHECK(fit.latency_s == doctest::Approx(a).epsilon(1e-6).scale(0));
  CHECK(1.0 / fit.seconds_per_byte == doctest::Approx(bw).epsilon(1e-6).scale(0));
  CHECK(fit.max_relative_error < 1e-9);
  CHECK_FALSE(fit.latency_clamped);
}

TEST_CASE("the fit reproduces noisy samples within 10%") {
  const double a = 20e-6, bw = 3e9;
  std::vector<double> bytes, t;
  int i = 0;
  for (double b = 1024; b <= 256 * 1024 * 1024; b *= 2, ++i) {
    bytes.push_back(b);
    t.push_back((a + b / bw) * (1.0 + 0.05 * std::sin(2.3 * i)));  // +-5% noise
  }
  LinearTimeFit fit = FitLinearTime(bytes, t);
  CHECK(fit.max_relative_error < 0.10);
  for (size_t k = 0; k < bytes.size(); ++k) {
    double predicted = fit.latency_s + bytes[k] * fit.seconds_per_byte;
    CHECK(std::abs(predicted - t[k]) / t[k] < 0.10);
  }
  CHECK(fit.latency_s == doctest::Approx(a).epsilon(0.10).scale(0));
  CHECK(1.0 / fit.seconds_per_byte == doctest::Approx(bw).epsilon(0.10).scale(0));
  CollectiveFit row = ToCollectiveFit(Collective::kAllReduce, "intra_node", 4, fit);
  CHECK(row.collective == "all_reduce");
  CHECK(row.bus_bandwidth_bytes_per_s == doctest::Approx(1.5 * bw).epsilon(0.10).scale(0));
}

TEST_CASE("a negative latency is clamped and the slope refitted") {
  // Superlinear data: the free fit's intercept is negative.
  std::vector<double> bytes = {1e3, 1e4, 1e5, 1e6};
  std::vector<double> t = {1e-7, 1e-6, 2e-5, 3e-4};
  LinearTimeFit fit = FitLinearTime(bytes, t);
  CHECK(fit.latency_clamped);
  CHECK(fit.latency_s == 0);
  CHECK(fit.seconds_per_byte > 0);
  CHECK_THROWS_AS(FitLinearTime({}, {}), std::invalid_argument);
  LinearTimeFit one = FitLinearTime({1e6}, {1e-3});
  CHECK(one.seconds_per_byte == doctest::Approx(1e-9));
}

TEST_CASE("the GEMM efficiency law is recovered from a table") {
  std::vector<GemmSample> table;
  for (double m : {16.0, 64.0, 256.0, 2048.0, 8192.0}) {
    for (double n : {512.0, 4096.0}) {
      double k = 1024;
      table.push_back({m, n, k, Precision::kBf16, 0.8 * GemmShapeFactor(m, n, k, 64)});
    }
  }
  table.push_back({4096, 4096, 4096, Precision::kFp32, 0.2});  // other precision: ignored
  GemmEfficiencyFit fit = FitGemmEfficiency(table, Precision::kBf16);
  CHECK(fit.gemm_max == doctest::Approx(0.8).epsilon(0.01).scale(0));
  CHECK(fit.gemm_half_dim == doctest::Approx(64).epsilon(0.02).scale(0));
  CHECK(fit.max_relative_error < 0.01);
  CHECK_THROWS_AS(FitGemmEfficiency(table, Precision::kFp8), std::invalid_argument);
  GemmEfficiencyFit fp32 = FitGemmEfficiency(table, Precision::kFp32);
  CHECK(fp32.gemm_max <= 1.0);
  CHECK(fp32.gemm_max * GemmShapeFactor(4096, 4096, 4096, fp32.gemm_half_dim) ==
        doctest::Approx(0.2).epsilon(0.01).scale(0));
}
