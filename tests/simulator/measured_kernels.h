// Kernels measured on a GPU (data/measured/<gpu>-<date>/: `shoal profile
// --backend cuda` and bench/gpu/torch_kernels*.py), read for the tests that
// set the simulator's kernel models beside them.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/hardware.h"
#include "core/plan.h"
#include "simulator/compute_model.h"

namespace shoal::measured {

/// One JSON object per line of dir + file.
inline std::vector<nlohmann::json> ReadLines(const std::string& dir, const std::string& file) {
  std::ifstream in(dir + file);
  REQUIRE_MESSAGE(in.good(), "cannot read " << dir << file);
  std::vector<nlohmann::json> rows;
  for (std::string line; std::getline(in, line);) rows.push_back(nlohmann::json::parse(line));
  return rows;
}

/// The PyTorch kernel timings there: torch_kernels.jsonl and
/// torch_kernels_more.jsonl (bench/gpu/), one list.
inline std::vector<nlohmann::json> TorchRows(const std::string& dir) {
  auto rows = ReadLines(dir, "torch_kernels.jsonl");
  for (auto& r : ReadLines(dir, "torch_kernels_more.jsonl")) rows.push_back(std::move(r));
  return rows;
}

/// The hardware profile `shoal profile --backend cuda` wrote there.
inline nlohmann::json Profile(const std::string& dir) {
  std::ifstream in(dir + "profile.json");
  REQUIRE_MESSAGE(in.good(), "cannot read " << dir << "profile.json");
  return nlohmann::json::parse(in);
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

/// The model against the cuBLAS sweep of a measured profile in one precision.
struct SweepErrors {
  LogErrors all;           ///< every shape of at least 20 us
  LogErrors te_layer;      ///< the hidden-4096 layer gemm_max is read off
  double layer_ratio = 0;  ///< model / measured total time of every layer shape
};

inline SweepErrors CompareCublasSweep(const HardwareProfile& hw, const nlohmann::json& profile,
                                      Precision precision) {
  // Launch-bound shapes (under 20 us) time the API as much as the kernel.
  constexpr double kMinSeconds = 20e-6;
  const sim::ComputeModel c(hw, precision);
  const std::string name = PrecisionName(precision);
  SweepErrors out;
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
    out.all.Add(model, seconds);
    if (kind != "expert") {
      layer_model_s += model;
      layer_measured_s += seconds;
    }
    // Transformer Engine's profiling layer (hidden 4096, FFN 16384, ~16k
    // tokens): the shapes gemm_max and gemm_max_fp8 were read from.
    if (kind != "expert" && m == 16384 && std::min(n, k) == 4096 && std::max(n, k) >= 12288) {
      out.te_layer.Add(model, seconds);
    }
  }
  out.layer_ratio = layer_model_s / layer_measured_s;
  MESSAGE("cuBLAS " << name << " n=" << out.all.n << " mean log(model/measured) " << out.all.Mean()
                    << " |" << out.all.MeanAbs() << "|; hidden-4096 layer (n=" << out.te_layer.n
                    << ") " << out.te_layer.Mean()
                    << "; all layer shapes: model / measured total time " << out.layer_ratio);
  return out;
}

/// The cuBLAS sweep in bf16 and fp8 against the profile's GEMM law:
/// gemm_max and gemm_max_fp8 are read off the hidden-4096 layer (their mean
/// within 2%), the total time of the sweep's layer shapes (hidden 1024-12288)
/// within `layer_tolerance`, the single shapes' mean absolute log error under
/// `max_mean_abs` (the symmetric shape factor prices small shapes, hidden
/// 1024-2048 and expert GEMMs of few tokens, slower than they run).
inline void CheckCublasSweep(const HardwareProfile& hw, const nlohmann::json& profile,
                             double layer_tolerance, double max_mean_abs) {
  for (const Precision precision : {Precision::kBf16, Precision::kFp8}) {
    const auto [all, te_layer, layer_ratio] = CompareCublasSweep(hw, profile, precision);
    REQUIRE(all.n >= 100);
    REQUIRE(te_layer.n == 3);
    CHECK(std::abs(te_layer.Mean()) < 0.02);
    CHECK(layer_ratio == doctest::Approx(1.0).epsilon(layer_tolerance).scale(0));
    CHECK(all.MeanAbs() < max_mean_abs);
  }
}

/// Fused attention rows of bench/gpu/torch_kernels*.py ("attention": causal,
/// FlashAttention-2 and cuDNN through PyTorch's SDPA) against the model's
/// rates; backward FLOPs 2.5x forward, as the simulator counts them.
struct AttentionErrors {
  LogErrors fwd, bwd;
  int rows = 0;
};

inline AttentionErrors CompareAttention(const HardwareProfile& hw,
                                        const std::vector<nlohmann::json>& torch_rows) {
  const sim::ComputeModel c(hw, Precision::kBf16);
  AttentionErrors out;
  for (const auto& r : torch_rows) {
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
    out.fwd.Add(1 / model_fwd, 1 / measured_fwd);
    out.bwd.Add(1 / model_bwd, 1 / measured_bwd);
    ++out.rows;
  }
  MESSAGE("fwd mean log(model/measured time) " << out.fwd.Mean() << " |" << out.fwd.MeanAbs()
                                               << "|; bwd " << out.bwd.Mean() << " |"
                                               << out.bwd.MeanAbs() << "|");
  return out;
}

/// The profile's bandwidth, launch and power figures beside those `shoal
/// profile` measured on that GPU.
inline void CheckProfileFigures(const HardwareProfile& hw, const nlohmann::json& measured) {
  const auto& e = measured.at("efficiency");
  const auto& gpu = measured.at("gpu");
  CHECK(hw.efficiency.memory_bandwidth ==
        doctest::Approx(e.at("memory_bandwidth").get<double>()).epsilon(0.03).scale(0));
  CHECK(hw.efficiency.kernel_launch_s * 1e6 ==
        doctest::Approx(e.at("kernel_launch_us").get<double>()).epsilon(0.25).scale(0));
  CHECK(hw.gpu.power_memory_bound_w ==
        doctest::Approx(gpu.at("power_memory_bound_w").get<double>()).epsilon(0.01).scale(0));
  CHECK(hw.gpu.power_wait_w ==
        doctest::Approx(gpu.at("power_wait_w").get<double>()).epsilon(0.15).scale(0));
  // GEMM-bound sweeps sit at the power limit.
  CHECK(gpu.at("power_gemm_w").get<double>() > 0.95 * hw.gpu.power_tdp_w);
}

}  // namespace shoal::measured
