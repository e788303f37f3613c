// The simulator's H200 kernel models against kernels measured on an H200 SXM
// (data/measured/h200-2026-11-28: `shoal profile --backend cuda`'s cuBLAS
// sweep and bench/gpu/torch_kernels*.py through PyTorch 2.11), and fp8's
// speed-up over bf16 shape by shape on the H100 and the H200. Each case
// prints measured beside model.
#include <doctest/doctest.h>

#include <cmath>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/hardware.h"
#include "core/scenario.h"
#include "simulator/compute_model.h"
#include "tests/simulator/measured_kernels.h"

using namespace shoal;
using namespace shoal::sim;
using measured::LogErrors;

namespace {

const std::string kDir = "data/measured/h200-2026-11-28/";
const std::string kH100Dir = "data/measured/h100-sxm-2026-11-27/";
// The H100 again, the day after: the same expert GEMMs and grid as the H200's.
const std::string kH100LaterDir = "data/measured/h100-sxm-2026-11-28/";

/// One GEMM shape timed in bf16 and in fp8 in the same run.
struct Pair {
  double m, n, k, bf16_s, fp8_s;
};

using TimesByShape = std::map<std::tuple<double, double, double>, std::map<std::string, double>>;

/// The shapes timed in both precisions (named bf16 and fp8 there).
std::vector<Pair> PairsOf(const TimesByShape& by_shape, const std::string& fp8) {
  std::vector<Pair> pairs;
  for (const auto& [shape, t] : by_shape) {
    if (!t.count("bf16") || !t.count(fp8)) continue;
    pairs.push_back(
        {std::get<0>(shape), std::get<1>(shape), std::get<2>(shape), t.at("bf16"), t.at(fp8)});
  }
  return pairs;
}

/// The cuBLAS sweep's shapes timed in both precisions, at least 20 us each
/// (under that the API is timed as much as the kernel).
std::vector<Pair> SweepPairs(const nlohmann::json& profile) {
  TimesByShape by_shape;
  for (const auto& g : profile.at("measured").at("gemm")) {
    const double seconds = g.at("median_us").get<double>() * 1e-6;
    if (g.at("batch") != 1 || seconds < 20e-6) continue;
    by_shape[{g.at("m"), g.at("n"), g.at("k")}][g.at("precision")] = seconds;
  }
  return PairsOf(by_shape, "fp8");
}

/// One kernel's rows of a bench/gpu/torch_*.py file timed in both precisions:
/// "expert_gemm" in torch_kernels_expert.jsonl (one SwiGLU expert's six GEMMs
/// at six MoE models' widths, 128-4096 tokens, CUDA-graph replays), "gemm_grid"
/// in torch_gemm_grid.jsonl (M, N, K each 256-16384 at the sustained clock,
/// measured after gemm_half_dim_fp8 was fitted).
std::vector<Pair> TorchPairs(const std::string& dir, const std::string& file,
                             const std::string& kernel) {
  TimesByShape by_shape;
  for (const auto& r : measured::ReadLines(dir, file)) {
    if (r.at("kernel") != kernel || !r.contains("time_s")) continue;
    by_shape[{r.at("m"), r.at("n"), r.at("k")}][r.at("dtype")] = r.at("time_s");
  }
  return PairsOf(by_shape, "fp8_e4m3");
}

/// log(model's bf16 / fp8 time ratio / measured ratio) over the pairs, kernel
/// time only (the launch the simulator adds to each GEMM left out of both).
LogErrors SpeedupErrors(const HardwareProfile& hw, const std::vector<Pair>& pairs) {
  const ComputeModel bf16(hw, Precision::kBf16), fp8(hw, Precision::kFp8);
  const double launch = bf16.KernelLaunchSeconds(1);
  LogErrors e;
  for (const Pair& p : pairs) {
    const double model =
        (bf16.GemmSeconds(p.m, p.n, p.k) - launch) / (fp8.GemmSeconds(p.m, p.n, p.k) - launch);
    // LogErrors takes times: model ratio / measured ratio.
    e.Add(model, p.bf16_s / p.fp8_s);
  }
  return e;
}

/// The same profile with fp8 GEMMs on the 16-bit half dimension, gemm_max_fp8
/// read off the same hidden-4096 layer through it.
HardwareProfile SharedHalfDim(HardwareProfile hw) {
  const double c16 = hw.efficiency.gemm_half_dim, c8 = hw.efficiency.gemm_half_dim_fp8;
  auto shape = [](double c) {
    double s = 0;
    for (const auto& [m, n, k] :
         {std::tuple{16384.0, 12288.0, 4096.0}, std::tuple{16384.0, 16384.0, 4096.0},
          std::tuple{16384.0, 4096.0, 16384.0}}) {
      s += m / (m + c) * n / (n + c) * k / (k + c) / 3;
    }
    return s;
  };
  hw.efficiency.gemm_max_fp8 *= shape(c8) / shape(c16);
  hw.efficiency.gemm_half_dim_fp8 = 0;
  return hw;
}

}  // namespace

TEST_CASE("H200 GEMM law against the cuBLAS sweep measured on an H200") {
  // gemm_max 0.748 and gemm_max_fp8 0.711 (through gemm_half_dim_fp8 350)
  // are this SKU's own. Measured 2026-11-28: layer shapes' total time bf16
  // 0.995, fp8 0.977; single shapes bf16 +0.19 / 0.21, fp8 +0.25 / 0.27 (fp8's
  // half dimension is the larger, so its small shapes are priced slower).
  measured::CheckCublasSweep(ResolveHardware("h200"), measured::Profile(kDir), 0.06, 0.30);
}

TEST_CASE("fp8's speed-up over bf16 shape by shape on the H100 and the H200: gemm_half_dim_fp8") {
  // The ratio of bf16 to fp8 time at one shape in one run leaves clocks and
  // the power limit out. With one half dimension for both precisions the
  // model's fp8 speed-up is too large on small GEMMs (about 1.6x below 2
  // GFLOP); fp8's own half dimension, 350, fits the three sources together.
  const HardwareProfile h100 = ResolveHardware("h100"), h200 = ResolveHardware("h200");
  REQUIRE(h100.efficiency.gemm_half_dim_fp8 == 350);
  REQUIRE(h200.efficiency.gemm_half_dim_fp8 == 350);
  const std::vector<Pair> h100_sweep = SweepPairs(measured::Profile(kH100Dir));
  const std::vector<Pair> h200_sweep = SweepPairs(measured::Profile(kDir));
  const std::vector<Pair> h200_experts =
      TorchPairs(kDir, "torch_kernels_expert.jsonl", "expert_gemm");
  REQUIRE(h100_sweep.size() >= 100);
  REQUIRE(h200_sweep.size() >= 100);
  REQUIRE(h200_experts.size() >= 200);  // 202 distinct shapes
  struct Source {
    std::string name;
    const HardwareProfile* hw;
    const std::vector<Pair>* pairs;
  };
  double now_sum = 0, shared_sum = 0;
  for (const Source& s : {Source{"H100 cuBLAS sweep", &h100, &h100_sweep},
                          Source{"H200 cuBLAS sweep", &h200, &h200_sweep},
                          Source{"H200 expert GEMMs (CUDA graphs)", &h200, &h200_experts}}) {
    const LogErrors now = SpeedupErrors(*s.hw, *s.pairs);
    const LogErrors shared = SpeedupErrors(SharedHalfDim(*s.hw), *s.pairs);
    MESSAGE(s.name << " (n=" << now.n << "): mean log(model / measured bf16:fp8 ratio) "
                   << now.Mean() << " |" << now.MeanAbs() << "| at gemm_half_dim_fp8 350; "
                   << shared.Mean() << " |" << shared.MeanAbs() << "| on the 16-bit one");
    CHECK(std::abs(now.Mean()) < 0.10);
    CHECK(now.MeanAbs() < 0.20);
    now_sum += now.Mean() / 3;
    shared_sum += shared.Mean() / 3;
  }
  MESSAGE("sources weighted equally: " << now_sum << " (shared half dimension " << shared_sum
                                       << ")");
  CHECK(std::abs(now_sum) < 0.03);
  CHECK(shared_sum > 0.10);

  // Out of sample: measured after the fit, the H200's sustained grid (+0.182
  // with the shared half dimension, -0.023 with fp8's own), and on an H100
  // the same expert GEMMs (+0.216 / +0.035) and grid (+0.186 / -0.018).
  struct Check {
    std::string name;
    const HardwareProfile* hw;
    std::string dir, file, kernel;
    size_t shapes;
  };
  for (const Check& c :
       {Check{"H200 sustained grid", &h200, kDir, "torch_gemm_grid.jsonl", "gemm_grid", 125},
        Check{"H100 expert GEMMs", &h100, kH100LaterDir, "torch_kernels_expert.jsonl",
              "expert_gemm", 202},
        Check{"H100 sustained grid", &h100, kH100LaterDir, "torch_gemm_grid.jsonl", "gemm_grid",
              125}}) {
    const std::vector<Pair> pairs = TorchPairs(c.dir, c.file, c.kernel);
    REQUIRE(pairs.size() == c.shapes);
    const LogErrors now = SpeedupErrors(*c.hw, pairs);
    const LogErrors shared = SpeedupErrors(SharedHalfDim(*c.hw), pairs);
    MESSAGE(c.name << " (n=" << now.n << "): " << now.Mean() << " |" << now.MeanAbs()
                   << "| at 350; " << shared.Mean() << " |" << shared.MeanAbs()
                   << "| on the 16-bit one");
    CHECK(std::abs(now.Mean()) < 0.06);
    CHECK(shared.Mean() > 0.12);
  }
}

TEST_CASE("a GEMM cut along its rows on the H100 and H200 grids: gemm_half_area") {
  // Each shape of the sustained grid against the same n x k at 16384 rows:
  // 16384 / m GEMMs of m rows each take this much longer than one of 16384
  // (TP-overlap chunking cuts GEMMs so). The output-area factor fits the
  // ratio where gemm_half_dim's factor of the rows alone makes every cut
  // GEMM 10-15% slower than measured.
  struct Grid {
    std::string name, dir;
  };
  for (const Grid& g : {Grid{"h100", kH100LaterDir}, Grid{"h200", kDir}}) {
    const HardwareProfile hw = ResolveHardware(g.name);
    REQUIRE(hw.efficiency.gemm_half_area > 0);
    REQUIRE(hw.efficiency.gemm_half_area_fp8 > 0);
    HardwareProfile per_dim = hw;
    per_dim.efficiency.gemm_half_area = per_dim.efficiency.gemm_half_area_fp8 = 0;
    for (const Precision precision : {Precision::kBf16, Precision::kFp8}) {
      const std::string dtype = precision == Precision::kBf16 ? "bf16" : "fp8_e4m3";
      std::map<std::tuple<double, double, double>, double> seconds;
      for (const auto& r : measured::ReadLines(g.dir, "torch_gemm_grid.jsonl")) {
        if (r.at("kernel") == "gemm_grid" && r.at("dtype") == dtype)
          seconds[{r.at("m"), r.at("n"), r.at("k")}] = r.at("time_s");
      }
      const ComputeModel area(hw, precision), rows_only(per_dim, precision);
      measured::LogErrors now, before;
      for (const auto& [shape, t] : seconds) {
        const auto [m, n, k] = shape;
        auto whole = seconds.find({16384.0, n, k});
        if (m >= 16384 || t < 20e-6 || whole == seconds.end()) continue;
        const double chunks = 16384 / m, measured_ratio = t * chunks / whole->second;
        now.Add(1 + area.RowSplitSlowdown(16384, n, chunks), measured_ratio);
        before.Add(1 + rows_only.RowSplitSlowdown(16384, n, chunks), measured_ratio);
      }
      MESSAGE(g.name << " " << dtype << " (n=" << now.n << "): mean log(model / measured) "
                     << now.Mean() << " |" << now.MeanAbs() << "| by output area; " << before.Mean()
                     << " |" << before.MeanAbs() << "| by rows alone");
      REQUIRE(now.n >= 40);
      CHECK(std::abs(now.Mean()) < 0.03);
      CHECK(now.MeanAbs() < 0.10);
      CHECK(before.Mean() > 0.08);
    }
  }
}

TEST_CASE("H200 attention against causal FlashAttention-2 and cuDNN measured on an H200") {
  // The same 36 cases as on the H100 (the same SM; the H200 ran them 0-28%
  // faster, most at short sequences); the model is the H100's.
  const auto [fwd, bwd, rows] =
      measured::CompareAttention(ResolveHardware("h200"), measured::TorchRows(kDir));
  REQUIRE(rows == 36);
  CHECK(std::abs(bwd.Mean()) < 0.10);
  CHECK(bwd.MeanAbs() < 0.12);
  CHECK(std::abs(fwd.Mean()) < 0.15);
  CHECK(fwd.MeanAbs() < 0.18);
}

TEST_CASE("Hopper's fp8 block-scaling quantization against Transformer Engine's GEMM profiling") {
  // docs/examples/gemm_profiling/gemm_profiling.rst, "Worked Example: 5B
  // Model on H200": the 12 GEMMs of a layer (hidden 4096, FFN 16384, 15,872
  // tokens) in autocast take 20.285 ms per layer with FP8 current scaling
  // and 22.882 ms with FP8 block scaling, the extra "computing per-block
  // scale factors for both rowwise and columnwise data"; pre-quantized,
  // current scaling's GEMMs take 16.785 ms. 2,483 M elements are quantized
  // per layer (the B200 profile's fp8_block_quantize_bandwidth source).
  constexpr double kElements = 2483e6;
  const HardwareProfile h200 = ResolveHardware("h200");
  const ComputeModel current(h200, Precision::kFp8, false, Fp8Recipe::kCurrent);
  const ComputeModel block(h200, Precision::kFp8, false, Fp8Recipe::kBlock);
  const double current_s = current.Fp8CastSeconds(kElements);
  const double extra_s = block.Fp8CastSeconds(kElements) - current_s;
  MESSAGE("quantization per layer: current scaling "
          << current_s * 1e3 << " ms (measured " << 20.285 - 16.785 << "), block scaling "
          << extra_s * 1e3 << " ms more (measured " << 22.882 - 20.285 << ")");
  CHECK(current_s == doctest::Approx(3.500e-3).epsilon(0.05).scale(0));
  CHECK(extra_s == doctest::Approx(2.597e-3).epsilon(0.05).scale(0));
  // The H100 takes the same kernels' share of its own bandwidth.
  CHECK(ResolveHardware("h100").efficiency.fp8_block_quantize_bandwidth ==
        h200.efficiency.fp8_block_quantize_bandwidth);
}

TEST_CASE("the H200 profile's bandwidth, launch and power figures beside the measured ones") {
  // shoal profile --backend cuda on the H200: triad 4346 GB/s, launch 4.3 us,
  // GEMM sweeps at 665-684 W under the 700 W limit, back-to-back triads 495 W,
  // idle with a context 121 W.
  measured::CheckProfileFigures(ResolveHardware("h200"), measured::Profile(kDir));
}
