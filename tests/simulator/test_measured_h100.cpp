// The simulator's H100 kernel models against kernels measured on an H100
// 80GB HBM3 (data/measured/h100-sxm-2026-11-27: `shoal profile --backend
// cuda`'s cuBLAS sweep and bench/gpu/torch_kernels*.py through PyTorch 2.11).
// Each case prints measured beside model.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/hardware.h"
#include "core/scenario.h"
#include "simulator/compute_model.h"

using namespace shoal;
using namespace shoal::sim;

namespace {

const std::string kDir = "data/measured/h100-sxm-2026-11-27/";

std::vector<nlohmann::json> ReadLines(const std::string& file) {
  std::ifstream in(kDir + file);
  REQUIRE_MESSAGE(in.good(), "cannot read " << kDir << file);
  std::vector<nlohmann::json> rows;
  for (std::string line; std::getline(in, line);) rows.push_back(nlohmann::json::parse(line));
  return rows;
}

/// The hardware profile `shoal profile --backend cuda` wrote on the H100.
nlohmann::json MeasuredProfile() {
  std::ifstream in(kDir + "profile.json");
  REQUIRE_MESSAGE(in.good(), "cannot read " << kDir << "profile.json");
  return nlohmann::json::parse(in);
}

std::vector<nlohmann::json> TorchRows() {
  auto rows = ReadLines("torch_kernels.jsonl");
  for (auto& r : ReadLines("torch_kernels_more.jsonl")) rows.push_back(std::move(r));
  return rows;
}

/// Mean and mean absolute value of log(model / measured) time.
struct LogErrors {
  double sum = 0, abs_sum = 0;
  int n = 0;
  void Add(double model_s, double measured_s) {
    const double e = std::log(model_s / measured_s);
    sum += e;
    abs_sum += std::abs(e);
    ++n;
  }
  double Mean() const { return n ? sum / n : 0; }
  double MeanAbs() const { return n ? abs_sum / n : 0; }
};

}  // namespace

TEST_CASE("H100 GEMM law against cuBLAS and grouped GEMMs measured on an H100") {
  const HardwareProfile hw = ResolveHardware("h100");
  // Launch-bound shapes (under 20 us) time the API as much as the kernel.
  constexpr double kMinSeconds = 20e-6;
  const auto profile = MeasuredProfile();
  for (const Precision precision : {Precision::kBf16, Precision::kFp8}) {
    const ComputeModel c(hw, precision);
    const std::string name = PrecisionName(precision);
    LogErrors all, te_layer;
    double layer_model_s = 0, layer_measured_s = 0;
    for (const auto& g : profile.at("measured").at("gemm")) {
      const std::string kind = g.at("kind");
      if (g.at("precision") != name || kind.rfind("attention", 0) == 0) continue;
      const double seconds = g.at("median_us").get<double>() * 1e-6;
      if (seconds < kMinSeconds) continue;
      const double m = g.at("m"), n = g.at("n"), k = g.at("k"), batch = g.at("batch");
      const double model = c.GemmSeconds(m, n, k, batch);
      MESSAGE("cuBLAS " << name << " " << kind << " " << m << "x" << n << "x" << k << " measured "
                        << seconds * 1e6 << " us, model " << model * 1e6 << " us");
      all.Add(model, seconds);
      if (kind != "expert") {
        layer_model_s += model;
        layer_measured_s += seconds;
      }
      // Transformer Engine's profiling layer (hidden 4096, FFN 16384, ~16k
      // tokens): the shapes gemm_max and gemm_max_fp8 were read from.
      if (kind != "expert" && m == 16384 && std::min(n, k) == 4096 && std::max(n, k) >= 12288) {
        te_layer.Add(model, seconds);
      }
    }
    const double layer_ratio = layer_model_s / layer_measured_s;
    MESSAGE("cuBLAS " << name << " n=" << all.n << " mean log(model/measured) " << all.Mean()
                      << " |" << all.MeanAbs() << "|; hidden-4096 layer (n=" << te_layer.n << ") "
                      << te_layer.Mean() << "; all layer shapes: model / measured total "
                      << "time " << layer_ratio);
    REQUIRE(all.n >= 100);
    REQUIRE(te_layer.n == 3);
    // gemm_max and gemm_max_fp8 are read off the hidden-4096 layer (their mean).
    CHECK(std::abs(te_layer.Mean()) < 0.02);
    // Over every layer shape of the sweep (hidden 1024-12288) the total time:
    // bf16 0.999, fp8 0.96 measured 2026-11-27.
    CHECK(layer_ratio == doctest::Approx(1.0).epsilon(0.06));
    // The symmetric shape factor spreads the single shapes: small ones (hidden
    // 1024-2048, expert GEMMs of few tokens) run faster than it says.
    CHECK(all.MeanAbs() < 0.25);
  }
  const ComputeModel c(hw, Precision::kBf16);
  LogErrors grouped, dense_torch;
  for (const auto& r : TorchRows()) {
    if (!r.contains("time_s")) continue;
    const std::string kernel = r.at("kernel");
    const double seconds = r.at("time_s");
    if (seconds < kMinSeconds) continue;
    if (kernel == "grouped_gemm" && r.at("impl") == "torch._grouped_mm") {
      // E experts' GEMMs of t tokens each, as the simulator prices them.
      const double t = r.at("tokens_per_expert"), n = r.at("n"), k = r.at("k"), e = r.at("experts");
      const double model = c.GemmSeconds(t, n, k, e);
      MESSAGE("grouped " << r.at("model").get<std::string>() << " " << e << " x " << t << "x" << n
                         << "x" << k << " measured " << seconds * 1e6 << " us, model "
                         << model * 1e6 << " us");
      grouped.Add(model, seconds);
    } else if (kernel == "gemm" && r.at("dtype") == "bf16") {
      const double m = r.at("m"), n = r.at("n"), k = r.at("k");
      dense_torch.Add(c.GemmSeconds(m, n, k), seconds);
    }
  }
  MESSAGE("grouped n=" << grouped.n << " mean log(model/measured) " << grouped.Mean() << " |"
                       << grouped.MeanAbs() << "|; torch.mm n=" << dense_torch.n << " "
                       << dense_torch.Mean() << " |" << dense_torch.MeanAbs() << "|");
  REQUIRE(grouped.n >= 60);
  REQUIRE(dense_torch.n == 12);
  // Measured 2026-11-27 with gemm_max 0.752: grouped +0.07 / 0.16,
  // torch.mm -0.05 / 0.14.
  for (const LogErrors* e : {&grouped, &dense_torch}) {
    CHECK(std::abs(e->Mean()) < 0.12);
    CHECK(e->MeanAbs() < 0.20);
  }
}

TEST_CASE("H100 attention against causal FlashAttention-2 and cuDNN measured on an H100") {
  // PyTorch's SDPA flash backend (FlashAttention-2) and cuDNN 9.19, causal,
  // head_dim 64 and 128, MHA and GQA, 512-32768 tokens; backward FLOPs 2.5x
  // forward, as the simulator counts them.
  const HardwareProfile hw = ResolveHardware("h100");
  const ComputeModel c(hw, Precision::kBf16);
  LogErrors fwd, bwd;
  int rows = 0;
  for (const auto& r : TorchRows()) {
    if (r.at("kernel") != "attention" || !r.contains("fwd_tflops")) continue;
    const AttentionKernel kernel =
        r.at("backend") == "cudnn" ? AttentionKernel::kCudnn : AttentionKernel::kFlash2;
    const double seq = r.at("seq_len"), head_dim = r.at("head_dim");
    const double peak_tflops = hw.gpu.peak_bf16_flops / 1e12;
    const double model_fwd = c.AttentionEfficiency(false, kernel, seq, head_dim) * peak_tflops;
    const double model_bwd = c.AttentionEfficiency(true, kernel, seq, head_dim) * peak_tflops;
    const double measured_fwd = r.at("fwd_tflops"), measured_bwd = r.at("bwd_tflops");
    MESSAGE(r.at("backend").get<std::string>()
            << (r.contains("kv_heads") ? " GQA" : " MHA") << " d=" << head_dim << " S=" << seq
            << " fwd measured " << measured_fwd << " model " << model_fwd << "; bwd measured "
            << measured_bwd << " model " << model_bwd << " TFLOP/s");
    // Times go as 1 / rate.
    fwd.Add(1 / model_fwd, 1 / measured_fwd);
    bwd.Add(1 / model_bwd, 1 / measured_bwd);
    ++rows;
  }
  REQUIRE(rows == 36);
  MESSAGE("fwd mean log(model/measured time) " << fwd.Mean() << " |" << fwd.MeanAbs() << "|; bwd "
                                               << bwd.Mean() << " |" << bwd.MeanAbs() << "|");
  // The causal backward's own half length (attention_bwd_half_seq 1540) took
  // the backward from -0.34 / 0.35 to 0.01 / 0.06; the forward is the
  // published sweeps' fit (MHA here runs ~10% below it, GQA on it).
  CHECK(std::abs(bwd.Mean()) < 0.05);
  CHECK(bwd.MeanAbs() < 0.10);
  CHECK(std::abs(fwd.Mean()) < 0.12);
  CHECK(fwd.MeanAbs() < 0.15);
}

TEST_CASE("the H100 profile's bandwidth, launch and power figures beside the measured ones") {
  // shoal profile --backend cuda on the H100: triad 3050 GB/s of 3352
  // (0.910), launch 3.5 us, GEMM sweeps at 670-687 W under the 700 W limit,
  // back-to-back triads 405 W, idle with a context 126 W.
  const HardwareProfile hw = ResolveHardware("h100");
  const auto measured = MeasuredProfile();
  const auto& e = measured.at("efficiency");
  const auto& gpu = measured.at("gpu");
  CHECK(hw.efficiency.memory_bandwidth ==
        doctest::Approx(e.at("memory_bandwidth").get<double>()).epsilon(0.03));
  CHECK(hw.efficiency.kernel_launch_s * 1e6 ==
        doctest::Approx(e.at("kernel_launch_us").get<double>()).epsilon(0.25));
  CHECK(hw.gpu.power_memory_bound_w ==
        doctest::Approx(gpu.at("power_memory_bound_w").get<double>()).epsilon(0.01));
  CHECK(hw.gpu.power_wait_w == doctest::Approx(gpu.at("power_wait_w").get<double>()).epsilon(0.15));
  // GEMM-bound sweeps sit at the power limit.
  CHECK(gpu.at("power_gemm_w").get<double>() > 0.95 * hw.gpu.power_tdp_w);
}
