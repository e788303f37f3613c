#include <doctest/doctest.h>

#include <cmath>

#include "core/error.h"
#include "core/json_reader.h"
#include "core/model.h"
#include "core/scenario.h"
#include "tests/support/model_text.h"

using namespace shoal;

namespace {
ModelConfig ModelOf(const std::string& scenario) {
  return LoadScenario(std::string(SHOAL_SOURCE_DIR) + "/scenarios/" + scenario).model;
}
}  // namespace

TEST_CASE("GPT-3 175B parameter count matches the published 175B") {
  ModelStats s = ComputeModelStats(ModelOf("gpt3-175b-1024-a100.json"));
  CHECK(s.total_params / 1e9 == doctest::Approx(175.0).epsilon(0.01).scale(0));
  CHECK(s.active_params == doctest::Approx(s.total_params));
  // Narayanan et al. eq. 3: 96 B s l h^2 (1 + s/6h + V/(16 l h)) per batch, with
  // full recompute (= 4 passes); our per-token figure without recompute is 3/4 of it.
  const double l = 96, h = 12288, seq = 2048, v = 51200;
  double megatron = 96.0 * l * h * h * (1 + seq / (6 * h) + v / (16 * l * h)) * 3.0 / 4.0;
  CHECK(s.training_flops_per_token == doctest::Approx(megatron).epsilon(0.01).scale(0));
  CHECK(s.training_flops_per_token_full_recompute ==
        doctest::Approx(s.training_flops_per_token * 4.0 / 3.0));
}

TEST_CASE("Mixtral 8x7B: 46.7B total, 12.9B active") {
  ModelStats s = ComputeModelStats(ModelOf("mixtral-8x7b-64-h100.json"));
  CHECK(s.total_params / 1e9 == doctest::Approx(46.7).epsilon(0.005).scale(0));
  CHECK(s.active_params / 1e9 == doctest::Approx(12.9).epsilon(0.005).scale(0));
}

TEST_CASE("Llama-3-405B: 405B parameters") {
  ModelStats s = ComputeModelStats(ModelOf("llama3-405b-16k-h100.json"));
  CHECK(s.total_params / 1e9 == doctest::Approx(405.0).epsilon(0.01).scale(0));
}

TEST_CASE("MoE layer pattern and routing imbalance") {
  ModelConfig m;
  m.num_layers = 8;
  m.moe.num_experts = 8;
  m.moe.layer_interval = 2;
  m.moe.first_dense_layers = 1;
  CHECK(m.NumMoeLayers() == 4);  // layers 1, 3, 5, 7
  CHECK(!m.IsMoeLayer(0));
  CHECK(m.IsMoeLayer(1));
  m.moe.capacity_factor = 0;  // dropless: skew is not capped
  m.moe.routing.distribution = "uniform";
  CHECK(m.RoutingImbalance(4) == doctest::Approx(1.0));
  m.moe.routing.distribution = "explicit";
  m.moe.routing.weights = {4, 0, 1, 1, 1, 1, 0, 0};
  // Groups of 2: {4,0}=4, {1,1}=2, {1,1}=2, {0,0}=0 of 8 -> busiest 4/8*4 = 2.
  CHECK(m.RoutingImbalance(4) == doctest::Approx(2.0));
  m.moe.capacity_factor = 1.25;  // capacity drops tokens beyond 1.25x
  CHECK(m.RoutingImbalance(4) == doctest::Approx(1.25));
}

TEST_CASE("the default routing: a balanced router's per-batch spread, as FEPLB measured it") {
  // Expected largest of n standard normals, against tabulated values.
  CHECK(ExpectedMaxOfNormals(1) == 0.0);
  CHECK(ExpectedMaxOfNormals(2) ==
        doctest::Approx(1.0 / std::sqrt(std::acos(-1.0))).epsilon(1e-6).scale(0));
  CHECK(ExpectedMaxOfNormals(8) == doctest::Approx(1.4236).epsilon(1e-4).scale(0));
  CHECK(ExpectedMaxOfNormals(100) == doctest::Approx(2.5076).epsilon(1e-4).scale(0));
  ModelConfig m;
  m.moe.num_experts = 128;
  m.moe.capacity_factor = 0;
  CHECK(m.moe.routing.distribution == "batch");
  // FEPLB (arXiv:2604.19654): 128 experts over EP 8 leave the layer idle 18.6%
  // of its time waiting for the busiest rank: busiest / mean = 1 / (1 - 0.186).
  CHECK(m.RoutingImbalance(8) == doctest::Approx(1.0 / (1.0 - 0.186)).epsilon(0.003).scale(0));
  CHECK(m.RoutingImbalance(1) == doctest::Approx(1.0));
  // More ranks: a busier busiest one (the largest of 64 draws, 2.34 cv up).
  CHECK(m.RoutingImbalance(64) == doctest::Approx(1.0 + 2.3437 * 0.161).epsilon(1e-3).scale(0));
  CHECK(m.RoutingImbalance(2) == doctest::Approx(1.0 + 0.5642 * 0.161).epsilon(1e-3).scale(0));
  // A capacity factor caps it; an exact split has none.
  m.moe.capacity_factor = 1.1;
  CHECK(m.RoutingImbalance(64) == doctest::Approx(1.1));
  m.moe.capacity_factor = 0;
  m.moe.routing.rank_load_cv = 0;
  CHECK(m.RoutingImbalance(64) == doctest::Approx(1.0));
}

TEST_CASE("Zipf routing imbalance: the first group's share, as the explicit weights give it") {
  // The Zipf path sums prefix sums (kept per thread) instead of every weight
  // per call; it must agree exactly with the same weights given explicitly.
  for (int experts : {8, 64, 160, 65536}) {
    for (double s : {0.0, 0.5, 1.0, 1.2}) {
      ModelConfig zipf;
      zipf.moe.num_experts = experts;
      zipf.moe.capacity_factor = 0;
      zipf.moe.routing.distribution = "zipf";
      zipf.moe.routing.zipf_exponent = s;
      ModelConfig given = zipf;
      given.moe.routing.distribution = "explicit";
      for (int i = 0; i < experts; ++i) {
        given.moe.routing.weights.push_back(1.0 / std::pow(static_cast<double>(i + 1), s));
      }
      for (int ep : {1, 2, 8, 64, 1024}) {
        if (ep > experts) continue;
        CAPTURE(experts);
        CAPTURE(s);
        CAPTURE(ep);
        CHECK(zipf.RoutingImbalance(ep) == given.RoutingImbalance(ep));
      }
    }
  }
  ModelConfig m;
  m.moe.num_experts = 64;
  m.moe.capacity_factor = 0;
  m.moe.routing.distribution = "zipf";
  m.moe.routing.zipf_exponent = 1.0;
  // 64 experts over ep 8: the first 8 take H(8) / H(64) of the tokens.
  double h8 = 0, h64 = 0;
  for (int i = 1; i <= 64; ++i) (i <= 8 ? h8 : h64) += 1.0 / i;
  h64 += h8;
  CHECK(m.RoutingImbalance(8) == doctest::Approx(h8 / h64 * 8));
}

namespace {
using shoal::testing::ModelError;
using shoal::testing::ReadModelText;

// DeepSeek-V2 (arXiv:2405.04434, config.json of deepseek-ai/DeepSeek-V2) and
// V2-Lite (q_lora_rank 0) as model JSON, read like a scenario's.

ModelConfig DeepSeekV2() {
  return ReadModelText(R"({"num_layers": 60, "hidden": 5120, "ffn_hidden": 12288,
    "num_heads": 128, "vocab": 102400, "seq_len": 4096, "activation": "swiglu",
    "mla": {"q_lora_rank": 1536, "kv_lora_rank": 512, "qk_nope_head_dim": 128,
            "qk_rope_head_dim": 64, "v_head_dim": 128},
    "moe": {"num_experts": 160, "top_k": 6, "num_shared_experts": 2,
            "expert_ffn_hidden": 1536, "first_dense_layers": 1, "capacity_factor": 0}})");
}

ModelConfig DeepSeekV2Lite() {
  return ReadModelText(R"({"num_layers": 27, "hidden": 2048, "ffn_hidden": 10944,
    "num_heads": 16, "vocab": 102400, "seq_len": 4096, "activation": "swiglu",
    "mla": {"q_lora_rank": 0, "kv_lora_rank": 512, "qk_nope_head_dim": 128,
            "qk_rope_head_dim": 64, "v_head_dim": 128},
    "moe": {"num_experts": 64, "top_k": 6, "num_shared_experts": 2,
            "expert_ffn_hidden": 1408, "first_dense_layers": 1, "capacity_factor": 0}})");
}

// DeepSeek counts activated parameters without the input embedding (a
// lookup, not a matmul): 37B of V3 is 36.6B + the 0.93B table here.
double ActiveWithoutInputEmbedding(const ModelConfig& m) {
  return ComputeModelStats(m).active_params - static_cast<double>(m.vocab * m.hidden);
}
}  // namespace

TEST_CASE("DeepSeek-V3 (MLA): 671B total, 37B active") {
  const ModelConfig m = ModelOf("deepseek-v3-2048-h800.json");
  REQUIRE(m.mla.enabled());
  CHECK(m.QkHeadDim() == 192);
  CHECK(m.VHeadDim() == 128);
  CHECK(m.KvHeads() == 128);
  const ModelStats s = ComputeModelStats(m);
  CHECK(s.total_params / 1e9 == doctest::Approx(671.0).epsilon(0.003).scale(0));
  CHECK(ActiveWithoutInputEmbedding(m) / 1e9 == doctest::Approx(37.0).epsilon(0.015).scale(0));
  // MLA's projections, by hand: wq_a, wq_b, wkv_a, wkv_b, wo.
  const double attn = 7168.0 * 1536 + 1536.0 * 128 * 192 + 7168.0 * 576 + 512.0 * 128 * 256 +
                      128.0 * 128 * 7168;
  CHECK(s.attention_params_per_layer == doctest::Approx(attn));
}

TEST_CASE("DeepSeek-V2: 236B total, 21B active; V2-Lite without a query latent: 15.7B, 2.4B") {
  const ModelConfig v2 = DeepSeekV2();
  CHECK(ComputeModelStats(v2).total_params / 1e9 == doctest::Approx(236.0).epsilon(0.005).scale(0));
  CHECK(ActiveWithoutInputEmbedding(v2) / 1e9 == doctest::Approx(21.0).epsilon(0.015).scale(0));
  const ModelConfig lite = DeepSeekV2Lite();
  REQUIRE(lite.AttentionProjections().front().name == "attn.q");
  CHECK(ComputeModelStats(lite).total_params / 1e9 ==
        doctest::Approx(15.7).epsilon(0.005).scale(0));
  CHECK(ActiveWithoutInputEmbedding(lite) / 1e9 == doctest::Approx(2.4).epsilon(0.03).scale(0));
}

TEST_CASE("MLA FLOPs per token match a hand count") {
  const ModelConfig m = ModelOf("deepseek-v3-2048-h800.json");
  const ModelStats s = ComputeModelStats(m);
  const double h = 7168, v = 129280, seq = 4096, layers = 61;
  const double attn = 7168.0 * 1536 + 1536.0 * 128 * 192 + 7168.0 * 576 + 512.0 * 128 * 256 +
                      128.0 * 128 * 7168;
  const double expert = 3.0 * h * 2048;
  const double moe_active = 8 * expert + expert + h * 256;  // top-8 + shared + router
  const double matmul = v * h + layers * attn + 3 * 3.0 * h * 18432 + 58 * moe_active;
  // Scores: q.k over 192 dims, values over 128, per head and key: 2 FLOPs per MAC.
  const double core = layers * 2.0 * seq * 128 * (192 + 128);
  const double forward = 2.0 * matmul + core;
  CHECK(s.forward_flops_per_token == doctest::Approx(forward));
  CHECK(s.training_flops_per_token == doctest::Approx(3.0 * forward));
  // MLA's projections are far smaller than multi-head attention's with the
  // same 128 heads of 128 (4 x 7168 x 16384 per layer).
  ModelConfig mha = m;
  mha.mla = MlaConfig{};
  mha.head_dim = 128;
  CHECK(ComputeModelStats(mha).attention_params_per_layer == doctest::Approx(4.0 * h * 16384));
  CHECK(s.attention_params_per_layer < 0.4 * ComputeModelStats(mha).attention_params_per_layer);
}

TEST_CASE("MLA under tensor parallelism: down projections whole on every rank, the rest split") {
  const ModelConfig m = ModelOf("deepseek-v3-2048-h800.json");
  const double down = 7168.0 * 1536 + 7168.0 * 576;
  const double split = 1536.0 * 128 * 192 + 512.0 * 128 * 256 + 128.0 * 128 * 7168;
  const double norms = 1536 + 512;
  CHECK(m.AttentionParamsPerRank(1) == doctest::Approx(down + split + norms));
  CHECK(m.AttentionParamsPerRank(4) == doctest::Approx(down + split / 4 + norms));
}

TEST_CASE("MLA fields are checked and round-trip") {
  const std::string base = R"({"num_layers": 4, "hidden": 256, "ffn_hidden": 512, "num_heads": 4,
    "vocab": 100, "seq_len": 64, "mla": )";
  CHECK(ModelError(base + R"({"kv_lora_rank": 64, "qk_nope_head_dim": 32, "v_head_dim": 32}})") == "");
  const std::string zero = ModelError(
      base + R"({"kv_lora_rank": 0, "qk_nope_head_dim": 32, "v_head_dim": 32}})");
  CHECK(zero.find("$.model.mla.kv_lora_rank") != std::string::npos);
  const std::string unknown = ModelError(
      base + R"({"kv_lora_rank": 64, "qk_nope_head_dim": 32, "v_head_dim": 32, "q_rank": 4}})");
  CHECK(unknown.find("$.model.mla.q_rank") != std::string::npos);
  const std::string missing = ModelError(base + R"({"kv_lora_rank": 64, "v_head_dim": 32}})");
  CHECK(missing.find("$.model.mla.qk_nope_head_dim") != std::string::npos);
  const std::string huge = ModelError(
      base + R"({"kv_lora_rank": 64, "qk_nope_head_dim": 32, "v_head_dim": 99999999}})");
  CHECK(huge.find("$.model.mla.v_head_dim") != std::string::npos);

  const ModelConfig v2 = DeepSeekV2();
  Json j = ModelToJson(v2);
  JsonReader r(j, "roundtrip.json", "$.model");
  const ModelConfig back = ReadModel(r);
  CHECK(back.mla.q_lora_rank == 1536);
  CHECK(back.mla.qk_rope_head_dim == 64);
  CHECK(ComputeModelStats(back).total_params == doctest::Approx(ComputeModelStats(v2).total_params));
}

TEST_CASE("a LoRA rank is at most the model width") {
  const std::string base = R"({"num_layers": 4, "hidden": 256, "ffn_hidden": 512, "num_heads": 4,
    "vocab": 100, "seq_len": 64, "lora": {"rank": )";
  CHECK(ModelError(base + "256}}") == "");
  const std::string wide = ModelError(base + "257}}");
  CHECK(wide.find("$.model.lora.rank") != std::string::npos);
  CHECK(wide.find("[1, 256]") != std::string::npos);
}

TEST_CASE(
    "position_embedding: rotary by default, learned and alibi as stated, checked and "
    "round-tripped") {
  const std::string base = R"({"num_layers": 4, "hidden": 256, "ffn_hidden": 512, "num_heads": 4,
    "vocab": 100, "seq_len": 64)";
  CHECK(ReadModelText(base + "}").position_embedding == PositionEmbedding::kRotary);
  CHECK(ReadModelText(base + R"(, "position_embedding": "learned"})").position_embedding ==
        PositionEmbedding::kLearned);
  const ModelConfig alibi = ReadModelText(base + R"(, "position_embedding": "alibi"})");
  CHECK(alibi.position_embedding == PositionEmbedding::kAlibi);
  const std::string bad = ModelError(base + R"(, "position_embedding": "sinusoidal"})");
  CHECK(bad.find("$.model.position_embedding") != std::string::npos);
  CHECK(bad.find("rotary") != std::string::npos);
  // Written back only when not rotary, and read back the same.
  CHECK_FALSE(ModelToJson(ReadModelText(base + "}")).contains("position_embedding"));
  Json j = ModelToJson(alibi);
  CHECK(j.at("position_embedding") == "alibi");
  JsonReader r(j, "roundtrip.json", "$.model");
  CHECK(ReadModel(r).position_embedding == PositionEmbedding::kAlibi);
}

TEST_CASE("qk_norm: off by default, a boolean, round-tripped") {
  const std::string base = R"({"num_layers": 4, "hidden": 256, "ffn_hidden": 512, "num_heads": 4,
    "vocab": 100, "seq_len": 64)";
  CHECK_FALSE(ReadModelText(base + "}").qk_norm);
  const ModelConfig m = ReadModelText(base + R"(, "qk_norm": true})");
  CHECK(m.qk_norm);
  CHECK(ModelError(base + R"(, "qk_norm": "yes"})").find("$.model.qk_norm") != std::string::npos);
  CHECK_FALSE(ModelToJson(ReadModelText(base + "}")).contains("qk_norm"));
  Json j = ModelToJson(m);
  JsonReader r(j, "roundtrip.json", "$.model");
  CHECK(ReadModel(r).qk_norm);
}
