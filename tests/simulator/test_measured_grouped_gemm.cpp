// Grouped expert GEMMs as Transformer Engine issues them on Hopper (one cuBLAS
// GEMM per local expert, round-robin over 4 streams), measured on an H200
// (data/measured/h200-2026-11-30/torch_grouped_streams.jsonl and its repeat
// torch_grouped_streams-2.jsonl, bench/gpu/torch_grouped_streams.py), against
// the simulator's grouped GEMM: the GEMM law at one expert's shape times the
// expert count, over the stack's moe.expert_gemm_share; and the kernels of
// the MoE layer SonicMoE times Megatron-Core's on
// (torch_moe_layer_kernels.jsonl, bench/gpu/torch_moe_layer_kernels.py); and
// a training layer's GEMMs timed as Transformer Engine's GEMM tutorial times
// them and at the sustained clock (torch_gemm_burst.jsonl). Each case prints
// measured beside model.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/hardware.h"
#include "core/plan.h"
#include "core/stack.h"
#include "simulator/compute_model.h"
#include "tests/simulator/measured_kernels.h"
#include "tests/support/microbenchmarks.h"

using namespace shoal;

namespace {

const std::string kDir = "data/measured/h200-2026-11-30/";

/// (model, gemm, dtype, groups, tokens per expert) -> variant -> seconds.
using Key = std::tuple<std::string, std::string, std::string, int, int>;

struct Timing {
  double m = 0, n = 0, k = 0;  ///< one expert's GEMM
  std::map<std::string, double> seconds;
};

/// The two runs of the script, each its own map.
const char* const kRuns[] = {"torch_grouped_streams.jsonl", "torch_grouped_streams-2.jsonl"};

std::map<Key, Timing> ReadTimings(const std::string& file) {
  std::map<Key, Timing> out;
  for (const auto& r : measured::ReadLines(kDir, file)) {
    if (r.contains("error")) FAIL("a variant failed on the GPU: " << r.dump());
    Timing& t = out[{r.at("model"), r.at("gemm"), r.at("dtype"), r.at("groups"),
                     r.at("tokens_per_expert")}];
    t.m = r.at("m");
    t.n = r.at("n");
    t.k = r.at("k");
    t.seconds[r.at("variant")] = r.at("time_s");
  }
  return out;
}

double Median(std::vector<double> v) {
  REQUIRE(!v.empty());
  std::sort(v.begin(), v.end());
  const size_t h = v.size() / 2;
  return v.size() % 2 ? v[h] : 0.5 * (v[h - 1] + v[h]);
}

}  // namespace

TEST_CASE("Transformer Engine's 4-stream grouped GEMM runs each expert at its own GEMM's rate") {
  // G experts issued on 4 streams against G times one expert's GEMM timed
  // alone, median over the five models' fc1, fc2 and fc1 weight-gradient
  // GEMMs: a grouped GEMM costs what its experts' GEMMs cost, at every
  // group count, where the simulator divides by moe.expert_gemm_share (0.65
  // for Megatron-Core, fitted on its whole MoE layer, SonicMoE Figure 14).
  for (const char* run : kRuns) {
    const auto timings = ReadTimings(run);
    REQUIRE(timings.size() == 504);  // 5 models x 3 GEMMs x 3 widths x (6 or 4) groups x 2 dtypes
    for (const std::string dtype : {"bf16", "fp8_e4m3"}) {
      for (int tokens : {256, 1024, 4096}) {
        for (int groups : {2, 4, 8, 16, 32}) {
          std::vector<double> ratios;
          for (const auto& [key, t] : timings) {
            const auto& [model, gemm, d, g, tk] = key;
            if (d != dtype || g != groups || tk != tokens) continue;
            const Timing& alone = timings.at({model, gemm, d, 1, tk});
            ratios.push_back(groups * alone.seconds.at("serial") / t.seconds.at("streams4"));
          }
          const double median = Median(ratios);
          MESSAGE(run << ": " << dtype << " " << tokens << " tokens x " << groups
                      << " experts: measured G x one expert / grouped " << median);
          CHECK(median > 0.85);
          CHECK(median < 1.2);
        }
      }
    }
  }
}

TEST_CASE(
    "the simulator's Megatron-Core grouped GEMM against the H200's, relative to one dense GEMM") {
  // The model's grouped / dense time ratio (the law at one expert's shape,
  // over the share, against the law at all rows in one GEMM) beside the
  // measured one (4 streams against torch.mm over all rows). The model is
  // slower by the share (x1.54) and by the law's per-dimension pessimism at
  // one expert's rows: a known gap (docs/validation.md, "Session 41: grouped
  // GEMMs on 4 streams, measured on an H200"), which the layer-level share
  // covers for costs of Megatron-Core's MoE layer that lie outside its GEMMs.
  const HardwareProfile hw = ResolveHardware("h200");
  const double share = ResolveSoftwareStack("megatron-core-2025").moe_expert_gemm_share;
  const auto timings = ReadTimings(kRuns[0]);
  for (const std::string dtype : {"bf16", "fp8_e4m3"}) {
    const sim::ComputeModel law(hw, dtype == "bf16" ? Precision::kBf16 : Precision::kFp8);
    for (int tokens : {256, 1024, 4096}) {
      measured::LogErrors errors;
      for (const auto& [key, t] : timings) {
        const auto& [model, gemm, d, groups, tk] = key;
        if (d != dtype || tk != tokens || groups < 2) continue;
        const bool wgrad = gemm == "fc1.wgrad";
        const double dense_s = wgrad ? law.GemmSeconds(t.m, t.n, t.k * groups)
                                     : law.GemmSeconds(t.m * groups, t.n, t.k);
        const double grouped_s = groups * law.GemmSeconds(t.m, t.n, t.k) /
                                 (groups > hw.efficiency.grouped_gemm_dense_groups ? share : 1.0);
        // log(model grouped/dense) - log(measured grouped/dense)
        errors.Add(grouped_s / dense_s, t.seconds.at("streams4") / t.seconds.at("dense"));
      }
      MESSAGE(dtype << " " << tokens << " tokens per expert, 2-32 experts: mean log(model / "
                    << "measured) of grouped / dense time " << errors.Mean() << " over " << errors.n
                    << " shapes");
      // The gap on 2026-11-30: +0.45 to +0.62 in both precisions, widest at
      // the fewest tokens per expert (the share alone is +0.43). A change to
      // the law or the share moves it: read docs/validation.md before moving
      // this band.
      CHECK(errors.Mean() > 0.35);
      CHECK(errors.Mean() < 0.75);
    }
  }
}

TEST_CASE("SonicMoE's Megatron-Core MoE layer against its kernels measured one by one") {
  // The grouped GEMMs of each of the 12 shapes (4 streams, CUDA graphs, H200)
  // beside the GEMM law at one expert's shape (no share), and the layer's
  // other kernels as PyTorch's ops run them (gather, atomic scatter-add,
  // eager SwiGLU, softmax and top-K). The law is slower than the measured
  // GEMMs at these expert shapes (+0.19 to +0.64 log; short replays at boost
  // clock). Megatron-Core's layer on an H100 (SonicMoE Figure 14) takes
  // 2.2-4.2x its GEMMs as measured here (1.15-1.2x of that is the H100's
  // sustained clock against the H200's short replays), and 0.54-1.35x its
  // GEMMs plus those other kernels: what the stack's share covers lies
  // outside the GEMMs (docs/validation.md, session 41).
  const HardwareProfile hw = ResolveHardware("h200");
  const sim::ComputeModel law(hw, Precision::kBf16);
  struct Pass {
    double gemm_s = 0, law_s = 0, other_s = 0;
  };
  std::map<std::tuple<double, double, double, double, std::string>, Pass> passes;
  int ops = 0;
  for (const auto& r : measured::ReadLines(kDir, "torch_moe_layer_kernels.jsonl")) {
    const double T = r.at("tokens"), d = r.at("hidden"), n = r.at("expert_ffn"),
                 E = r.at("experts"), K = r.at("top_k");
    const double t = T * K / E;
    const std::string op = r.at("op");
    Pass& p = passes[{d, n, E, K, r.at("direction")}];
    const double seconds = r.at("time_s");
    const std::map<std::string, std::array<double, 3>> gemms = {
        {"fc1", {t, 2 * n, d}},   {"fc2", {t, d, n}},           {"fc2.dgrad", {t, n, d}},
        {"fc2.wgrad", {n, d, t}}, {"fc1.dgrad", {t, d, 2 * n}}, {"fc1.wgrad", {d, 2 * n, t}}};
    if (auto g = gemms.find(op); g != gemms.end()) {
      p.gemm_s += seconds;
      p.law_s += E * law.GemmSeconds(g->second[0], g->second[1], g->second[2]);
    } else {
      p.other_s += seconds;
    }
    ++ops;
  }
  REQUIRE(ops == 12 * 16);
  REQUIRE(passes.size() == 24);
  measured::LogErrors law_errors;
  std::vector<double> layer_over_gemms, layer_over_kernels;
  for (const auto& r : testing::MicrobenchmarkRows({"sonicmoe_paper_h100_moe_layer"})) {
    if (r.at("moe_implementation") != "Megatron-Core") continue;
    const Pass& p = passes.at({r.at("moe_hidden"), r.at("moe_expert_ffn"), r.at("moe_experts"),
                               r.at("moe_top_k"), r.at("moe_direction")});
    const double layer_s =
        r.at("moe_flops").get<double>() / (r.at("achieved_tflops").get<double>() * 1e12);
    law_errors.Add(p.law_s, p.gemm_s);
    layer_over_gemms.push_back(layer_s / p.gemm_s);
    layer_over_kernels.push_back(layer_s / (p.gemm_s + p.other_s));
    MESSAGE(r.at("id").get<std::string>()
            << ": Megatron-Core layer (H100) " << layer_s * 1e3 << " ms; H200 grouped GEMMs "
            << p.gemm_s * 1e3 << " ms (law " << p.law_s * 1e3 << "), other kernels as PyTorch "
            << "runs them " << p.other_s * 1e3 << " ms");
  }
  REQUIRE(layer_over_gemms.size() == 24);
  MESSAGE("law / measured grouped GEMMs: mean log " << law_errors.Mean());
  CHECK(law_errors.Mean() > 0.3);
  CHECK(law_errors.Mean() < 0.6);
  const auto [lo, hi] = std::minmax_element(layer_over_gemms.begin(), layer_over_gemms.end());
  MESSAGE("Megatron-Core's layer over its measured GEMMs: " << *lo << " to " << *hi);
  CHECK(*lo > 2.0);
  CHECK(*hi < 4.5);
  const auto [klo, khi] = std::minmax_element(layer_over_kernels.begin(), layer_over_kernels.end());
  MESSAGE("Megatron-Core's layer over its GEMMs and other kernels: " << *klo << " to " << *khi);
  CHECK(*klo > 0.5);
  CHECK(*khi < 1.4);
}

TEST_CASE(
    "a training layer's GEMMs timed as Transformer Engine's tutorial times them, and sustained") {
  // The tutorial's layer (hidden 4096, FFN 16384, 15,872 tokens, 12 GEMMs)
  // on the H200 (bench/gpu/torch_gemm_burst.py): 100 calls after 10 warm-up
  // ones, shape after shape from an idle GPU ("burst"), against CUDA-graph
  // replays after 10 s at the power limit ("sustained"). The GPU reaches its
  // 700 W limit within the first shape (SM clock 1440-1485 MHz, smi-3.csv),
  // so the tutorial's timing is the sustained rate: the Blackwell profiles'
  // gemm_max, read off that tutorial, is not a burst figure. The h200
  // profile's law reproduces the layer.
  std::map<std::pair<std::string, std::string>, double> layer_s;
  const HardwareProfile hw = ResolveHardware("h200");
  const sim::ComputeModel bf16(hw, Precision::kBf16), fp8(hw, Precision::kFp8);
  double model_bf16_s = 0, model_fp8_s = 0;
  int gemms = 0;
  for (const auto& r : measured::ReadLines(kDir, "torch_gemm_burst.jsonl")) {
    const std::string method = r.at("method"), dtype = r.at("dtype");
    layer_s[{method, dtype}] += r.at("time_s").get<double>();
    if (method != "sustained") continue;
    const double m = r.at("m"), n = r.at("n"), k = r.at("k");
    (dtype == "bf16" ? model_bf16_s : model_fp8_s) +=
        (dtype == "bf16" ? bf16 : fp8).GemmSeconds(m, n, k);
    ++gemms;
  }
  REQUIRE(gemms == 24);
  REQUIRE(layer_s.size() == 6);
  for (const std::string dtype : {"bf16", "fp8_e4m3"}) {
    const double sustained = layer_s.at({"sustained", dtype});
    const double burst = layer_s.at({"burst", dtype});
    const double model = dtype == "bf16" ? model_bf16_s : model_fp8_s;
    MESSAGE(dtype << " layer: burst " << burst * 1e3 << " ms, sustained " << sustained * 1e3
                  << " ms, model " << model * 1e3 << " ms");
    CHECK(sustained / burst == doctest::Approx(1.0).epsilon(0.03).scale(0));
    CHECK(model / sustained ==
          doctest::Approx(1.0).epsilon(dtype == "bf16" ? 0.02 : 0.06).scale(0));
  }
}
