// FP4 training (NVFP4 on Blackwell, MXFP4 on CDNA4): the precision's GEMMs,
// what a step adds around them (quantization with two layouts, BF16-kept
// layers), its weight copies, and its refusal on GPUs without FP4 units.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdio>
#include <string>

#include "core/error.h"
#include "core/hardware.h"
#include "core/scenario.h"
#include "core/stack.h"
#include "simulator/layer_cost.h"
#include "simulator/simulate.h"
#include "tests/support/bundled.h"
#include "tests/support/microbenchmarks.h"
#include "tests/support/pass_cost.h"

using namespace shoal;
using namespace shoal::sim;
using shoal::testing::LoadBundledScenario;
using shoal::testing::OpSeconds;

namespace {

// Llama 3 405B's plan on 16,384 B200 instead of H100.
Scenario OnB200(Precision precision) {
  Scenario s = LoadBundledScenario("llama3-405b-16k-h100.json");
  s.hardware = ResolveHardware("b200");
  s.plan->precision = precision;
  return s;
}

}  // namespace

TEST_CASE("fp4: the name, the strict readers and the profiles' FP4 peaks") {
  Precision p = Precision::kBf16;
  REQUIRE(ParsePrecision("fp4", &p));
  CHECK(p == Precision::kFp4);
  CHECK(std::string(PrecisionName(Precision::kFp4)) == "fp4");
  CHECK(BytesPerElement(Precision::kFp4) == 0.5);
  CHECK(kFp4BytesPerElement == 0.5625);
  // Dense FP4 peaks from the vendors' datasheets (sparse figures halved).
  CHECK(ResolveHardware("b200").gpu.PeakFlops(Precision::kFp4) == doctest::Approx(9000e12));
  CHECK(ResolveHardware("gb200-nvl72").gpu.PeakFlops(Precision::kFp4) == doctest::Approx(10000e12));
  CHECK(ResolveHardware("mi355x").gpu.PeakFlops(Precision::kFp4) == doctest::Approx(10100e12));
  for (const char* name : {"b200", "gb200-nvl72", "mi355x"}) {
    CAPTURE(name);
    HardwareProfile hw = ResolveHardware(name);
    CHECK(hw.efficiency.gemm_max_fp4 > 0);
    CHECK(hw.sources.contains("gpu.peak_tflops.fp4"));
    CHECK(hw.sources.contains("efficiency.gemm_max_fp4"));
    CHECK(HardwareProfileToJson(hw)["gpu"]["peak_tflops"]["fp4"].get<double>() ==
          doctest::Approx(hw.gpu.peak_fp4_flops / kTera));
  }
  for (const char* name : {"h100", "h200", "h800", "h20", "a100-80gb", "v100-32gb", "mi300x"}) {
    CAPTURE(name);
    CHECK(ResolveHardware(name).gpu.peak_fp4_flops == 0);
  }
}

TEST_CASE("fp4 on B200: faster than fp8, by less than twice") {
  const Scenario fp8 = OnB200(Precision::kFp8), fp4 = OnB200(Precision::kFp4);
  CheckPlan(*fp4.plan, fp4, "test", "$.plan");
  const StepResult r8 = SimulateStep(fp8.model, fp8.hardware, *fp8.plan);
  const StepResult r4 = SimulateStep(fp4.model, fp4.hardware, *fp4.plan);
  REQUIRE(r8.step_time_s > 0);
  REQUIRE(r4.step_time_s > 0);
  const double speedup = r8.step_time_s / r4.step_time_s;
  MESSAGE("Llama 3 405B on 16,384 B200: fp8 ", r8.step_time_s, " s, fp4 ", r4.step_time_s, " s (",
          speedup, "x)");
  // The GEMMs run faster by the ratio of the profile's fp4 and fp8 GEMM rates
  // (peak x gemm_max: 9000 x 0.582 against 4500 x 0.763 on B200, cuBLAS
  // measurements, 1.53x); attention, the BF16-kept layers, the quantization
  // kernels and communication do not, so the step gains less than that.
  const HardwareProfile& hw = fp4.hardware;
  const double gemm_rate = hw.gpu.PeakFlops(Precision::kFp4) * hw.efficiency.gemm_max_fp4 /
                           (hw.gpu.PeakFlops(Precision::kFp8) * hw.efficiency.gemm_max_fp8);
  CHECK(gemm_rate > 1.3);
  CHECK(speedup > 1.05);
  CHECK(speedup < gemm_rate);
  CHECK(speedup < 2.0);
}

TEST_CASE("fp4 layer ops: quantization with both layouts, 16-bit attention and head") {
  const Scenario s = OnB200(Precision::kFp4);
  Plan bf16 = *s.plan, fp8 = *s.plan;
  bf16.precision = Precision::kBf16;
  fp8.precision = Precision::kFp8;
  LayerCostModel c4(s.model, s.hardware, *s.plan), c8(s.model, s.hardware, fp8),
      c16(s.model, s.hardware, bf16);
  const LayerCost &d4 = c4.Dense(), &d8 = c8.Dense(), &d16 = c16.Dense();
  // The default stack keeps no layer in BF16, as Megatron-Core's NVFP4
  // preset does: a projection is one fp4 GEMM, between fp8 and half of it.
  CHECK(s.plan->fp4_bf16_layer_share == 0.0);
  const double fc1_4 = OpSeconds(d4.forward, "mlp.fc1"), fc1_8 = OpSeconds(d8.forward, "mlp.fc1"),
               fc1_16 = OpSeconds(d16.forward, "mlp.fc1");
  const double fc1_gemm4 = c4.compute().GemmSeconds(
      c4.TokensPerMicroBatch(), 2.0 * s.model.ffn_hidden / s.plan->tp, s.model.hidden);
  REQUIRE(fc1_4 > 0);
  CHECK(fc1_4 < fc1_8);
  CHECK(fc1_4 > 0.5 * fc1_8);
  CHECK(fc1_4 == doctest::Approx(fc1_gemm4));
  // A plan that keeps 15% of the layers in BF16 (arXiv:2509.25149's recipe):
  // fp4 GEMM (85%) + BF16 GEMM (15%).
  Plan mixed = *s.plan;
  mixed.fp4_bf16_layer_share = 0.15;
  const LayerCostModel cm(s.model, s.hardware, mixed);
  const double fc1_mixed = OpSeconds(cm.Dense().forward, "mlp.fc1");
  CHECK(fc1_mixed == doctest::Approx(0.85 * fc1_gemm4 + 0.15 * fc1_16));
  CHECK(fc1_mixed > fc1_4);
  // Quantization reads the per-tensor amax, then the 16-bit input once, and
  // writes two FP4 copies with their E4M3 scales (5.125 bytes per element
  // against delayed fp8's 4: a 16-bit read and two 8-bit copies, row-wise and
  // transposed), at the profile's NVFP4 quantization share (0.59 on B200,
  // fp8's casts at memory_bandwidth 0.80), for the layers in FP4.
  const double cast4 = OpSeconds(d4.forward, "mlp.fc1.cast"),
               cast8 = OpSeconds(d8.forward, "mlp.fc1.cast");
  REQUIRE(cast8 > 0);
  const auto& eff = s.hardware.efficiency;
  REQUIRE(eff.fp4_quantize_bandwidth > 0);
  const double fc1_input = c4.TokensPerMicroBatch() * s.model.hidden;
  CHECK(cast4 == doctest::Approx(c4.compute().Fp4CastSeconds(fc1_input)));
  CHECK(cast4 == doctest::Approx(c8.compute().Fp8CastSeconds(fc1_input) * 5.125 /
                                 Fp8CastBytesPerElement(fp8.fp8_recipe) * eff.memory_bandwidth /
                                 eff.fp4_quantize_bandwidth));
  CHECK(OpSeconds(cm.Dense().forward, "mlp.fc1.cast") == doctest::Approx(0.85 * cast4));
  CHECK(OpSeconds(d16.forward, "mlp.fc1.cast") < 0);
  // The LM head stays 16-bit under fp4 and under fp8 (Megatron-Core's output
  // layer is outside Transformer Engine; torchtitan's float8 configs filter
  // "output"), and casts nothing.
  for (const LayerCostModel* low : {&c4, &c8}) {
    CHECK(OpSeconds(low->Head().forward, "head.logits") ==
          doctest::Approx(OpSeconds(c16.Head().forward, "head.logits")));
    CHECK(OpSeconds(low->Head().forward, "head.logits.cast") < 0);
  }
  // Fused attention runs at the 16-bit peak in every low precision.
  CHECK(OpSeconds(d4.forward, "attn.core") == doctest::Approx(OpSeconds(d16.forward, "attn.core")));
}

TEST_CASE("fp4 memory: the fp4 weight copies beside the 16-bit weights") {
  const Scenario s = OnB200(Precision::kFp4);
  Plan bf16 = *s.plan, fp8 = *s.plan;
  bf16.precision = Precision::kBf16;
  fp8.precision = Precision::kFp8;
  const double w4 = SimulateStep(s.model, s.hardware, *s.plan).stages[0].memory.weights_bytes;
  const double w8 = SimulateStep(s.model, s.hardware, fp8).stages[0].memory.weights_bytes;
  const double w16 = SimulateStep(s.model, s.hardware, bf16).stages[0].memory.weights_bytes;
  REQUIRE(w16 > 0);
  // 16-bit weights + (1 - BF16 share) x copies x 0.5625 bytes: the weight
  // and its transpose in fp4 (a stack with fp8 weights caches the transpose
  // beside its fp8 weight: the same two copies); the default stack keeps no
  // layer in BF16, a plan that keeps 15% has 15% fewer copies.
  const MemoryBehaviour& mb = s.plan->memory;
  const double copies = mb.fp8_weight_cache_bytes_per_param + (mb.fp8_primary_weights ? 1 : 0);
  CHECK(copies == 2);
  CHECK(w4 / w16 == doctest::Approx((2.0 + copies * 0.5625) / 2.0));
  Plan mixed = *s.plan;
  mixed.fp4_bf16_layer_share = 0.15;
  const double w4_mixed = SimulateStep(s.model, s.hardware, mixed).stages[0].memory.weights_bytes;
  CHECK(w4_mixed / w16 == doctest::Approx((2.0 + 0.85 * copies * 0.5625) / 2.0));
  CHECK(w4 > w16);
  // fp8 on Blackwell: the fp8 weight alone, 1 byte (its fp8 GEMMs take any
  // operand layout, so Transformer Engine keeps no transpose:
  // is_non_tn_fp8_gemm_supported); MXFP8 keeps its column-wise copy, with its
  // own scales: 2 bytes. Both below the 16-bit weight plus fp4 copies.
  CHECK(w8 == doctest::Approx(0.5 * w16));
  Plan mxfp8 = fp8;
  mxfp8.fp8_recipe = Fp8Recipe::kBlock;
  const double w8_block = SimulateStep(s.model, s.hardware, mxfp8).stages[0].memory.weights_bytes;
  CHECK(w8_block == doctest::Approx(w16));
  CHECK(w4 > w8_block);
}

TEST_CASE("fp4 memory: pre-quantized NVFP4 weights hold no 16-bit copy") {
  // MLPerf v5.1 Llama 2 70B LoRA (PRE_QUANTIZED_MODEL=True): each decoder
  // Linear's weight is replaced by its NVFP4 tensor, row-wise and column-wise
  // (MemoryBehaviour::fp4_primary_weights): 2 x 0.5625 bytes a parameter in
  // the fp4 layers, 16 bits in those kept in BF16.
  const Scenario s = OnB200(Precision::kFp4);
  Plan primary = *s.plan, bf16 = *s.plan;
  bf16.precision = Precision::kBf16;
  primary.memory.fp4_primary_weights = true;
  const double w16 = SimulateStep(s.model, s.hardware, bf16).stages[0].memory.weights_bytes;
  const double w4 = SimulateStep(s.model, s.hardware, *s.plan).stages[0].memory.weights_bytes;
  const double w4p = SimulateStep(s.model, s.hardware, primary).stages[0].memory.weights_bytes;
  REQUIRE(w16 > 0);
  CHECK(w4p / w16 == doctest::Approx(2.0 * 0.5625 / 2.0));
  CHECK(w4p < w4);
  primary.fp4_bf16_layer_share = 0.25;
  const double w4p_mixed =
      SimulateStep(s.model, s.hardware, primary).stages[0].memory.weights_bytes;
  CHECK(w4p_mixed / w16 == doctest::Approx((0.75 * 2.0 * 0.5625 + 0.25 * 2.0) / 2.0));
  // Not fp4 training: the switch changes nothing.
  Plan bf16_primary = bf16;
  bf16_primary.memory.fp4_primary_weights = true;
  CHECK(SimulateStep(s.model, s.hardware, bf16_primary).stages[0].memory.weights_bytes ==
        doctest::Approx(w16));
}

TEST_CASE("fp4 on a GPU without FP4 tensor cores is refused, naming the plan's precision") {
  for (const char* name : {"h100", "a100-80gb", "mi300x", "h20"}) {
    CAPTURE(name);
    Scenario s = OnB200(Precision::kFp4);
    s.hardware = ResolveHardware(name);
    try {
      CheckPlan(*s.plan, s, "scenario.json", "$.plan");
      FAIL("fp4 accepted on " << name);
    } catch (const InputError& e) {
      CHECK(e.file() == "scenario.json");
      CHECK(e.json_path() == "$.plan.precision");
      CHECK(e.expected().find("no FP4 tensor cores") != std::string::npos);
    }
    // fp8 and bf16 stay accepted wherever they were.
    s.plan->precision = Precision::kBf16;
    CHECK_NOTHROW(CheckPlan(*s.plan, s, "scenario.json", "$.plan"));
  }
}

TEST_CASE("fp8 recipes: current scaling reads each input once more for its amax") {
  Scenario s = OnB200(Precision::kFp8);
  auto cast = [&](Fp8Recipe recipe) {
    Plan p = *s.plan;
    p.fp8_recipe = recipe;
    return OpSeconds(LayerCostModel(s.model, s.hardware, p).Dense().forward, "mlp.fc1.cast");
  };
  // Each cast's kernels: delayed scaling one, current scaling three (amax,
  // scale, cast), block scaling one (a Linear is one split); the rest is
  // bytes at bandwidth.
  REQUIRE_FALSE(s.plan->cuda_graphs);
  const double launch = s.hardware.efficiency.kernel_launch_s;
  const double delayed = cast(Fp8Recipe::kDelayed) - launch,
               current = cast(Fp8Recipe::kCurrent) - 3 * launch,
               block = cast(Fp8Recipe::kBlock) - launch;
  REQUIRE(delayed > 0);
  // Delayed: read 16 bit, write the row-wise and transposed 8-bit copies.
  CHECK(current == doctest::Approx(delayed * 6.0 / 4.0).epsilon(1e-9).scale(0));
  // Block scaling writes its scales too, and its quantization runs at the
  // profile's measured share of HBM bandwidth (B200: 0.69 against 0.80).
  const EfficiencyModel& e = s.hardware.efficiency;
  REQUIRE(e.fp8_block_quantize_bandwidth > 0);
  CHECK(block == doctest::Approx(delayed * (4.0 + 2.0 / 32.0) / 4.0 * e.memory_bandwidth /
                                 e.fp8_block_quantize_bandwidth)
                     .epsilon(1e-9)
                     .scale(0));
  // Block-scaled GEMMs run at the profile's block share (B200: 0.951 of the
  // per-tensor rate, Transformer Engine's GEMM profiling on B300).
  auto fc1 = [&](Fp8Recipe recipe) {
    Plan p = *s.plan;
    p.fp8_recipe = recipe;
    return OpSeconds(LayerCostModel(s.model, s.hardware, p).Dense().forward, "mlp.fc1");
  };
  REQUIRE(s.hardware.efficiency.gemm_max_fp8_block > 0);
  CHECK(fc1(Fp8Recipe::kBlock) - launch ==
        doctest::Approx((fc1(Fp8Recipe::kCurrent) - launch) * s.hardware.efficiency.gemm_max_fp8 /
                        s.hardware.efficiency.gemm_max_fp8_block)
            .epsilon(1e-9)
            .scale(0));
  CHECK(fc1(Fp8Recipe::kDelayed) ==
        doctest::Approx(fc1(Fp8Recipe::kCurrent)).epsilon(1e-12).scale(0));
  // The recipe is the stack's, and a plan names its own.
  CHECK(ResolveSoftwareStack("megatron-core-2024").fp8_recipe == Fp8Recipe::kDelayed);
  CHECK(ResolveSoftwareStack("megatron-core-2025").fp8_recipe == Fp8Recipe::kCurrent);
  CHECK(ResolveSoftwareStack("hai-llm-dualpipe").fp8_recipe == Fp8Recipe::kBlock);
  Json plan = PlanToJson(*s.plan);
  plan["fp8_recipe"] = "block";
  JsonReader r(plan, "plan.json");
  CHECK(ReadPlan(r, s.plan->global_batch_size).fp8_recipe == Fp8Recipe::kBlock);
  plan["fp8_recipe"] = "tensorwise";
  JsonReader bad(plan, "plan.json");
  CHECK_THROWS_WITH_AS(ReadPlan(bad, s.plan->global_batch_size), doctest::Contains("$.fp8_recipe"),
                       InputError);
}

TEST_CASE("fp8 rowwise: torchao casts every operand per GEMM and rescales the backward outputs") {
  Scenario s = OnB200(Precision::kFp8);
  auto op = [&](Fp8Recipe recipe, bool backward, const char* name) {
    Plan p = *s.plan;
    p.fp8_recipe = recipe;
    const LayerCostModel costs(s.model, s.hardware, p);
    return OpSeconds(backward ? costs.Dense().backward : costs.Dense().forward, name);
  };
  const ComputeModel c(s.hardware, Precision::kFp8, false, Fp8Recipe::kRowwise);
  const double launch = s.hardware.efficiency.kernel_launch_s;
  // Forward: x and W, 5 bytes per element each, two kernels each.
  const double fwd = op(Fp8Recipe::kRowwise, false, "mlp.fc1.cast");
  const double bwd = op(Fp8Recipe::kRowwise, true, "mlp.fc1.cast");
  REQUIRE(fwd > 0);
  REQUIRE(bwd > fwd);
  CHECK(ParseFp8Recipe("rowwise") == Fp8Recipe::kRowwise);
  CHECK(std::string(Fp8RecipeName(Fp8Recipe::kRowwise)) == "rowwise");
  // The rowwise casts cost more than current scaling's single cast-transpose
  // per GEMM input, and the GEMMs are priced alike.
  CHECK(fwd > op(Fp8Recipe::kCurrent, false, "mlp.fc1.cast"));
  CHECK(bwd > op(Fp8Recipe::kCurrent, true, "mlp.fc1.cast"));
  CHECK(op(Fp8Recipe::kRowwise, false, "mlp.fc1") ==
        doctest::Approx(op(Fp8Recipe::kCurrent, false, "mlp.fc1")));
  CHECK(c.RowwiseFp8Seconds(4096, 1024, 2048, 1, false) ==
        doctest::Approx(c.MemorySeconds(5.0 * (4096.0 * 2048 + 2048.0 * 1024)) + 4 * launch));
  CHECK(c.RowwiseFp8Seconds(4096, 1024, 2048, 1, true) ==
        doctest::Approx(c.MemorySeconds(5.0 * (2 * 4096.0 * 1024 + 4096.0 * 2048 + 2048.0 * 1024) +
                                        4.0 * (4096.0 * 2048 + 2048.0 * 1024)) +
                        10 * launch));
}

TEST_CASE("torchao's rowwise module sweep: the rowwise recipe moves the model toward it") {
  // data/microbenchmarks.jsonl M0536-M0751: LayerNorm -> Linear -> Sigmoid
  // forward + backward with torchao's rowwise float8, speedup over bfloat16
  // on H100 at 216 forward shapes (M, K, N from 1024 to 32768). The module
  // is priced as the simulator prices a projection: three GEMMs, the norm's
  // and the activation's passes, and the recipe's casts.
  const HardwareProfile hw = ResolveHardware("h100");
  const ComputeModel c16(hw, Precision::kBf16);
  const ComputeModel current(hw, Precision::kFp8, false, Fp8Recipe::kCurrent);
  const ComputeModel rowwise(hw, Precision::kFp8, false, Fp8Recipe::kRowwise);
  double err_current = 0, err_rowwise = 0, bias_rowwise = 0;
  int n = 0, slower = 0;
  for (const auto& row : shoal::testing::MicrobenchmarkRows({"torchao_float8_rowwise_h100_2025"})) {
    const double m = row.at("gemm_m").get<double>(), k = row.at("gemm_k").get<double>(),
                 nn = row.at("gemm_n").get<double>();
    const double measured = row.at("speedup_vs_bf16").get<double>();
    const double elementwise = 3.0 * (c16.ElementwiseSeconds(4.0 * m * k, 0) +
                                      c16.ElementwiseSeconds(4.0 * m * nn, m * nn));
    auto gemms = [&](const ComputeModel& cm) {
      return cm.GemmSeconds(m, nn, k) + cm.GemmSeconds(m, k, nn) + cm.GemmSeconds(k, nn, m);
    };
    const double bf16 = gemms(c16) + elementwise;
    const double with_current = gemms(current) + current.Fp8CastSeconds(m * k) +
                                current.Fp8CastSeconds(m * nn) + elementwise;
    const double with_rowwise = gemms(rowwise) + rowwise.RowwiseFp8Seconds(m, nn, k, 1, false) +
                                rowwise.RowwiseFp8Seconds(m, nn, k, 1, true) + elementwise;
    const double e_current = std::log(bf16 / with_current / measured);
    const double e_rowwise = std::log(bf16 / with_rowwise / measured);
    err_current += std::abs(e_current);
    err_rowwise += std::abs(e_rowwise);
    bias_rowwise += e_rowwise;
    slower += with_rowwise > with_current;
    if (m == nn && nn == k) {
      MESSAGE("M=K=N=" << m << " measured speedup " << measured << ", model rowwise "
                       << bf16 / with_rowwise << ", current scaling " << bf16 / with_current);
    }
    ++n;
  }
  REQUIRE(n == 216);
  CHECK(slower == n);
  // Mean |log(model / measured)|: 0.59 with current scaling's casts, 0.27
  // with the rowwise recipe's; the model stays optimistic (mean log error
  // +0.27, most at N = 1024 and at M <= 2048: what the compiled module
  // spends beyond the priced passes is not modelled).
  MESSAGE("mean |log error| current " << err_current / n << ", rowwise " << err_rowwise / n
                                      << ", rowwise bias " << bias_rowwise / n);
  CHECK(err_rowwise < 0.75 * err_current);
  CHECK(bias_rowwise / n > 0);
}
