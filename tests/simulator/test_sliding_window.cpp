// Sliding-window attention: the keys each query attends to, the model FLOPs
// they count, the core attention's cost, and the scenario keys' checks;
// the position embeddings' costs (rotary, learned, ALiBi).
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "core/error.h"
#include "core/hardware.h"
#include "core/json_reader.h"
#include "core/model.h"
#include "core/scenario.h"
#include "simulator/layer_cost.h"
#include "tests/support/bundled.h"
#include "tests/support/model_text.h"
#include "tests/support/pass_cost.h"

using namespace shoal;
using namespace shoal::sim;
using shoal::testing::SmallDenseModel;

namespace {
double CoreSeconds(const PassCost& pass) { return shoal::testing::OpSeconds(pass, "attn.core"); }

Plan OneGpu() {
  Plan p;
  p.micro_batch_size = 1;
  p.global_batch_size = 1;
  p.precision = Precision::kBf16;
  return p;
}

// The error a small model with this "sliding_window" object raises.
std::string ModelError(const std::string& window) {
  return shoal::testing::ModelError(
      R"({"num_layers": 4, "hidden": 256, "ffn_hidden": 512, "num_heads": 4,
    "vocab": 100, "seq_len": 64, "sliding_window": )" +
      window + "}");
}
}  // namespace

TEST_CASE("sliding window: each query's keys, counted exactly") {
  ModelConfig m = SmallDenseModel(6);
  m.seq_len = 4096;
  m.sliding_window = {128, 2};
  // Query i attends to min(i + 1, 128) keys: sum = 128 x 4096 - 128 x 127 / 2.
  const double mean_keys = (128.0 * 4096 - 128.0 * 127 / 2) / 4096;
  CHECK(m.WindowedCausalSpan() / 2 == doctest::Approx(mean_keys).epsilon(0.002).scale(0));
  CHECK(m.NumWindowedLayers() == 3);
  CHECK(m.IsWindowedLayer(0));  // 1-based: the 2nd, 4th and 6th layers full
  CHECK_FALSE(m.IsWindowedLayer(1));
  CHECK(m.IsWindowedLayer(4));
  CHECK_FALSE(m.IsWindowedLayer(5));
  // A window as long as the sequence is full causal attention.
  m.sliding_window.window_tokens = 4096;
  CHECK(m.WindowedCausalSpan() == 4096);
  m.sliding_window = {1024, 0};
  CHECK(m.NumWindowedLayers() == 6);
  // The count agrees with the layers themselves for any interval and depth.
  for (int layers : {1, 5, 6, 61}) {
    for (int every : {0, 2, 3, 6}) {
      ModelConfig k = SmallDenseModel(layers);
      k.sliding_window = {128, every};
      int n = 0;
      for (int l = 0; l < layers; ++l) n += k.IsWindowedLayer(l) ? 1 : 0;
      CHECK(k.NumWindowedLayers() == n);
    }
  }
}

TEST_CASE("sliding window: model FLOPs count the keys the window leaves") {
  ModelConfig full = SmallDenseModel(6);
  full.seq_len = 4096;
  ModelConfig windowed = full;
  windowed.sliding_window = {128, 2};
  const double per_key = 2.0 * 16 * (64 + 64);  // every head: q.k and p.v, 2 FLOPs per MAC
  const double saved = 3 * per_key * (4096 - windowed.WindowedCausalSpan());
  CHECK(ComputeModelStats(full).forward_flops_per_token -
            ComputeModelStats(windowed).forward_flops_per_token ==
        doctest::Approx(saved));
}

TEST_CASE("sliding window: the core attention costs the layers' mean, each at its own length") {
  const HardwareProfile hw = ResolveHardware("h100");
  ModelConfig full = SmallDenseModel(4);
  full.seq_len = 8192;
  ModelConfig windowed = full;
  windowed.sliding_window = {512, 2};
  const Plan plan = OneGpu();
  LayerCostModel cf(full, hw, plan), cw(windowed, hw, plan);
  const ComputeModel& cm = cf.compute();
  const double T = 8192, per_span = T * 16 * (64 + 64);  // 2 T (span / 2) heads (dqk + dv)
  const double span = windowed.WindowedCausalSpan();
  for (bool backward : {false, true}) {
    const double k = backward ? 2.5 : 1.0;
    auto at = [&](double s) {
      return cm.AttentionSeconds(k * per_span * s, backward, plan.attention, s, 64);
    };
    const PassCost& f = backward ? cf.Dense().backward : cf.Dense().forward;
    const PassCost& w = backward ? cw.Dense().backward : cw.Dense().forward;
    CHECK(CoreSeconds(f) == doctest::Approx(at(8192)));
    CHECK(CoreSeconds(w) == doctest::Approx(0.5 * at(8192) + 0.5 * at(span)));
    // The window's short rows run at the short sequence's lower efficiency:
    // cheaper than full attention, dearer than its FLOP share.
    CHECK(at(span) < at(8192));
    CHECK(at(span) > at(8192) * span / 8192);
  }
  // A window that holds the whole sequence changes nothing.
  ModelConfig wide = full;
  wide.sliding_window = {8192, 0};
  LayerCostModel cwide(wide, hw, plan);
  CHECK(CoreSeconds(cwide.Dense().forward) == doctest::Approx(CoreSeconds(cf.Dense().forward)));
}

TEST_CASE("sliding window: scenario keys checked and round-tripped") {
  CHECK(ModelError(R"({"window_tokens": 16, "full_attention_interval": 2})") == "");
  CHECK(ModelError(R"({"window_tokens": 16})") == "");
  CHECK(ModelError(R"({"window_tokens": 0})").find("$.model.sliding_window.window_tokens") !=
        std::string::npos);
  CHECK(ModelError(R"({"full_attention_interval": 2})")
            .find("$.model.sliding_window.window_tokens") != std::string::npos);
  const std::string one = ModelError(R"({"window_tokens": 16, "full_attention_interval": 1})");
  CHECK(one.find("$.model.sliding_window.full_attention_interval") != std::string::npos);
  CHECK(ModelError(R"({"window_tokens": 16, "full_attention_interval": 5})")
            .find("$.model.sliding_window.full_attention_interval") != std::string::npos);
  CHECK(
      ModelError(R"({"window_tokens": 16, "sinks": true})").find("$.model.sliding_window.sinks") !=
      std::string::npos);
  ModelConfig m = SmallDenseModel(4);
  m.sliding_window = {256, 2};
  Json j = ModelToJson(m);
  JsonReader r(j, "roundtrip.json", "$.model");
  const ModelConfig back = ReadModel(r);
  CHECK(back.sliding_window.window_tokens == 256);
  CHECK(back.sliding_window.full_attention_interval == 2);
}

TEST_CASE("position embeddings: rotary per layer, learned once at the input, ALiBi in the kernel") {
  const Scenario s = shoal::testing::LoadBundledScenario("gpt3-175b-1024-a100.json");
  ModelConfig m = s.model;
  const Plan p = *s.plan;
  auto layer = [&](PositionEmbedding pe) {
    m.position_embedding = pe;
    return LayerCostModel(m, s.hardware, p);
  };
  const LayerCostModel rotary = layer(PositionEmbedding::kRotary);
  const LayerCostModel learned = layer(PositionEmbedding::kLearned);
  const LayerCostModel alibi = layer(PositionEmbedding::kAlibi);
  const double rope_fwd = shoal::testing::OpSeconds(rotary.Dense().forward, "attn.rotary");
  CHECK(rope_fwd > 0);
  CHECK(shoal::testing::OpSeconds(rotary.Embedding().forward, "embedding.position") < 0);
  for (const LayerCostModel* c : {&learned, &alibi}) {
    CHECK(shoal::testing::OpSeconds(c->Dense().forward, "attn.rotary") < 0);
    CHECK(shoal::testing::OpSeconds(c->Dense().backward, "attn.rotary") < 0);
    // ALiBi's own pass where the attention is unfused (the next test case).
    const double alibi_s =
        std::max(0.0, shoal::testing::OpSeconds(c->Dense().forward, "attn.alibi"));
    CHECK(c->Dense().forward.Seconds() ==
          doctest::Approx(rotary.Dense().forward.Seconds() - rope_fwd + alibi_s)
              .epsilon(1e-9)
              .scale(0));
  }
  // Learned positions: one add at the input (read the token and position
  // embeddings, write the sum) and the gradient's reduction, a small part of
  // what rotary costs over the model's layers.
  const double add = shoal::testing::OpSeconds(learned.Embedding().forward, "embedding.position");
  CHECK(add > 0);
  CHECK(add < 0.1 * rope_fwd * m.num_layers);
  CHECK(shoal::testing::OpSeconds(learned.Embedding().backward, "embedding.position_grad") > 0);
  CHECK(shoal::testing::OpSeconds(alibi.Embedding().forward, "embedding.position") < 0);
}

TEST_CASE(
    "ALiBi unfused: the bias copied into the scores and read back by the GEMM, forward only") {
  // BLOOM's Megatron-DeepSpeed (megatron/model/transformer.py): the scores
  // are baddbmm(alibi[:b * np, :, :sk], q, k^T, beta=1): the [b * np, 1, sk]
  // bias broadcast into the full score matrix, then the GEMM's C.
  const Scenario s = shoal::testing::LoadBundledScenario("gpt3-175b-1024-a100.json");
  ModelConfig m = s.model;
  Plan p = *s.plan;
  p.attention = AttentionKernel::kUnfused;
  p.recompute = Recompute::kNone;
  m.position_embedding = PositionEmbedding::kAlibi;
  const LayerCostModel alibi(m, s.hardware, p);
  const double alibi_s = shoal::testing::OpSeconds(alibi.Dense().forward, "attn.alibi");
  REQUIRE(alibi_s > 0);
  CHECK(shoal::testing::OpSeconds(alibi.Dense().backward, "attn.alibi") < 0);
  // Recomputing the forward re-runs it.
  p.recompute = Recompute::kFull;
  CHECK(shoal::testing::OpSeconds(LayerCostModel(m, s.hardware, p).Dense().backward,
                                  "attn.alibi") == doctest::Approx(alibi_s).epsilon(1e-9).scale(0));
  // Two passes of the scores against the softmax's four forward.
  const double softmax_s = shoal::testing::OpSeconds(alibi.Dense().forward, "attn.softmax");
  CHECK(alibi_s / softmax_s == doctest::Approx(0.5).epsilon(0.05).scale(0));
  // Fused kernels take ALiBi's slopes in the kernel: no pass of its own.
  p.attention = AttentionKernel::kFlash2;
  CHECK(shoal::testing::OpSeconds(LayerCostModel(m, s.hardware, p).Dense().forward, "attn.alibi") <
        0);
}

TEST_CASE("QK-norm: an RMSNorm pass over each head's query and key, forward and backward") {
  const Scenario s = shoal::testing::LoadBundledScenario("mixtral-8x7b-64-h100.json");
  ModelConfig m = s.model;
  const Plan p = *s.plan;
  const LayerCostModel plain(m, s.hardware, p);
  m.qk_norm = true;
  const LayerCostModel normed(m, s.hardware, p);
  CHECK(shoal::testing::OpSeconds(plain.Dense().forward, "attn.q_norm") < 0);
  const double q = shoal::testing::OpSeconds(normed.Dense().forward, "attn.q_norm");
  const double k = shoal::testing::OpSeconds(normed.Dense().forward, "attn.k_norm");
  REQUIRE(q > 0);
  REQUIRE(k > 0);
  // GQA: 32 query heads, 8 key heads; each read and written once, plus a
  // launch each.
  const double launch = s.hardware.efficiency.kernel_launch_s;
  CHECK((q - launch) / (k - launch) == doctest::Approx(4.0).epsilon(0.05).scale(0));
  CHECK(shoal::testing::OpSeconds(normed.Dense().backward, "attn.q_norm") > q);
  CHECK(normed.Dense().forward.Seconds() ==
        doctest::Approx(plain.Dense().forward.Seconds() + q + k).epsilon(1e-9).scale(0));
}
