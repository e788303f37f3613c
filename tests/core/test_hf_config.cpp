// Models from Hugging Face config.json files (data/hf_configs/, sources in its README).
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "core/error.h"
#include "core/hf_config.h"
#include "core/scenario.h"

using namespace shoal;

namespace {

std::string HfFile(const std::string& name) {
  return std::string(SHOAL_SOURCE_DIR) + "/data/hf_configs/" + name;
}

HfModel Load(const std::string& name, int64_t seq_len = 4096) {
  return LoadHfConfig(HfFile(name), seq_len);
}

// The error a config (JSON text) raises, as "file|path|expected".
std::string ErrorOf(const std::string& text) {
  try {
    ReadHfConfig(ParseJsonText(text, "cfg.json"), "cfg.json", 4096);
  } catch (const InputError& e) {
    return e.file() + "|" + e.json_path() + "|" + e.expected();
  }
  return "no error";
}

// What a published count leaves out: nothing, the input embedding (gpt-oss's
// active count: a lookup, not a matmul), or the embedding and the LM head
// (Moonlight's card, GLM-4.5-Air's active count).
enum class Counted { kAll, kNoInputEmbedding, kNoEmbeddingOrHead };
constexpr auto kAll = Counted::kAll;
constexpr auto kNoInput = Counted::kNoInputEmbedding;
constexpr auto kNoEmbeddings = Counted::kNoEmbeddingOrHead;

// The published figures, what each leaves out, and how many significant
// digits the total has: 1% on total parameters and 2% on active ones
// (published as 3.3B, 12.9B), 5% on a total given to one digit (Kimi K2's
// "1T").
struct Published {
  const char* file;
  double total_b;
  double active_b;
  Counted active_counts = kAll;
  double total_tolerance = 0.01;
  Counted total_counts = kAll;
};

constexpr double kActiveTolerance = 0.02;

constexpr Published kPublished[] = {
    {"meta-llama-3-8b-instruct.json", 8.03, 8.03},
    {"llama-3.3-70b-instruct.json", 70.6, 70.6},
    {"mistral-7b-instruct-v0.1.json", 7.24, 7.24},
    {"qwen2.5-7b.json", 7.61, 7.61},
    {"qwen3-32b.json", 32.8, 32.8},
    {"mixtral-8x7b-v0.1.json", 46.7, 12.9},
    {"qwen3-30b-a3b.json", 30.5, 3.3},
    {"qwen3-235b-a22b.json", 235.0, 22.0},
    {"llama-2-7b.json", 6.74, 6.74},
    {"llama-2-13b.json", 13.0, 13.0},
    {"llama-2-70b.json", 69.0, 69.0},
    {"mixtral-8x22b.json", 141.0, 39.0},
    {"qwen2-57b-a14b.json", 57.0, 14.0},
    {"gpt-oss-20b.json", 20.9, 3.6, kNoInput},
    // DeepSeek-V2 (arXiv:2405.04434): 236B total, 21B active; V2-Lite 15.7B,
    // its 2.4B active given to two figures (Shoal's 2.45B rounds either way).
    {"deepseek-v2.json", 236.0, 21.0, kNoInput},
    {"deepseek-v2-lite.json", 15.7, 0, kNoInput},
    {"gpt-oss-120b.json", 116.83, 5.13, kNoInput},
    {"grok-1.json", 314.0, 0},  // xAI publishes no active count
    // DeepSeek-V3 (arXiv:2412.19437): 671B total, 37B active without the
    // input embedding; the Hub's 685B adds the multi-token-prediction module.
    {"deepseek-r1.json", 671.0, 37.0, kNoInput},
    // Kimi K2 (DeepSeek-V3's architecture, 384 experts): the model card's 1T
    // and 32B active without the input embedding, as DeepSeek counts.
    {"kimi-k2-instruct.json", 1000.0, 32.0, kNoInput, 0.05},
    // Moonlight's card: 15.29B total and 2.24B active, neither counting the
    // embedding or the LM head (16B and 3B with them).
    {"moonlight-16b-a3b-instruct.json", 15.29, 2.24, kNoEmbeddings, 0.01, kNoEmbeddings},
    {"llama-3.1-405b.json", 405.0, 405.0},
    {"llama-3.1-70b.json", 70.6, 70.6},
    {"llama-3.1-8b.json", 8.03, 8.03},
    {"qwen3-4b.json", 4.0, 4.0},
    {"qwen3-8b.json", 8.2, 8.2},
    {"qwen3-14b.json", 14.8, 14.8},
    // GLM-4.5-Air: 106B total, 12B active without the embedding and the LM
    // head (its multi-token-prediction layer left out of both).
    {"glm-4.5-air.json", 106.0, 12.0, kNoEmbeddings},
    // Llama 4 (model card): 17B active of each; Maverick 400B total. Scout's
    // 109B total counts the vision encoder, which its text_config leaves out
    // and the card does not size: not compared.
    {"llama-4-scout-17b-16e.json", 0, 17.0},
    {"llama-4-maverick-17b-128e.json", 400.0, 17.0},
};

}  // namespace

TEST_CASE("hf_config: parameter counts of real configs match the published ones") {
  for (const auto& p : kPublished) {
    CAPTURE(p.file);
    const HfModel hf = Load(p.file);
    const ModelStats s = ComputeModelStats(hf.model);
    const double input_embedding =
        static_cast<double>(hf.model.vocab) * static_cast<double>(hf.model.hidden);
    auto counted = [&](double all, Counted what) {
      if (what == kNoInput) return all - input_embedding;
      if (what == kNoEmbeddings) return all - s.embedding_params;
      return all;
    };
    const double total = counted(s.total_params, p.total_counts);
    const double active = counted(s.active_params, p.active_counts);
    std::printf("  %-32s total %8.2fB (published %7.2fB)  active %7.2fB (published %6.2fB)\n",
                p.file, total / 1e9, p.total_b, active / 1e9, p.active_b);
    if (p.total_b > 0) {
      CHECK(total / 1e9 == doctest::Approx(p.total_b).epsilon(p.total_tolerance).scale(0));
    }
    if (p.active_b > 0) {
      CHECK(active / 1e9 == doctest::Approx(p.active_b).epsilon(kActiveTolerance).scale(0));
    }
  }
}

TEST_CASE("hf_config: shapes mapped per architecture") {
  SUBCASE("Llama 3 8B: GQA, SwiGLU, untied") {
    const HfModel hf = Load("meta-llama-3-8b-instruct.json");
    CHECK(hf.architecture == "LlamaForCausalLM");
    CHECK(hf.model.num_layers == 32);
    CHECK(hf.model.num_kv_heads == 8);
    CHECK(hf.model.head_dim == 128);
    CHECK(hf.model.ffn_hidden == 14336);
    CHECK(hf.model.activation == Activation::kSwiglu);
    CHECK_FALSE(hf.model.tied_embeddings);
    CHECK_FALSE(hf.model.moe.enabled());
    CHECK(hf.model.name == "meta-llama-3-8b-instruct");
  }
  SUBCASE("GLM-4.5-Air: DeepSeek's experts under grouped-query attention") {
    const HfModel hf = Load("glm-4.5-air.json");
    CHECK(hf.architecture == "Glm4MoeForCausalLM");
    CHECK(hf.model.num_heads == 96);
    CHECK(hf.model.num_kv_heads == 8);
    CHECK(hf.model.head_dim == 128);  // 96 x 128 = 12288 query width on a 4096 model
    CHECK_FALSE(hf.model.mla.enabled());
    CHECK(hf.model.moe.num_experts == 128);
    CHECK(hf.model.moe.num_shared_experts == 1);
    CHECK(hf.model.moe.top_k == 8);
    CHECK(hf.model.moe.expert_ffn_hidden == 1408);
    CHECK(hf.model.moe.first_dense_layers == 1);
    CHECK(hf.model.ffn_hidden == 10944);
    CHECK(hf.model.NumMoeLayers() == 45);
    CHECK_FALSE(hf.model.qk_norm);  // use_qk_norm false (GLM-4.5 itself sets it)
    Json qk = LoadJsonFile(HfFile("glm-4.5-air.json"));
    qk["use_qk_norm"] = true;
    CHECK(ReadHfConfig(qk, "glm.json", 4096).model.qk_norm);
  }
  SUBCASE("Llama 4: the language model of text_config, MoE every interleave step") {
    const HfModel maverick = Load("llama-4-maverick-17b-128e.json");
    CHECK(maverick.architecture == "Llama4ForConditionalGeneration");
    CHECK(maverick.model.hidden == 5120);
    CHECK(maverick.model.num_kv_heads == 8);
    CHECK(maverick.model.moe.num_experts == 128);
    CHECK(maverick.model.moe.top_k == 1);
    CHECK(maverick.model.moe.num_shared_experts == 1);
    CHECK(maverick.model.moe.expert_ffn_hidden == 8192);
    CHECK(maverick.model.ffn_hidden == 16384);  // intermediate_size_mlp
    CHECK(maverick.model.moe.first_dense_layers == 1);
    CHECK(maverick.model.moe.layer_interval == 2);
    CHECK(maverick.model.NumMoeLayers() == 24);  // layers 1, 3, ..., 47
    CHECK_FALSE(maverick.model.IsMoeLayer(0));
    CHECK(maverick.model.IsMoeLayer(1));
    CHECK_FALSE(maverick.model.qk_norm);
    const HfModel scout = Load("llama-4-scout-17b-16e.json", 16384);
    CHECK(scout.model.NumMoeLayers() == 48);
    CHECK(scout.model.qk_norm);
    bool vision_note = false, chunk_note = false;
    for (const auto& n : scout.notes) {
      vision_note = vision_note || n.find("vision encoder") != std::string::npos;
      chunk_note = chunk_note || n.find("chunked attention of 8192") != std::string::npos;
    }
    CHECK(vision_note);
    CHECK(chunk_note);  // 16384 tokens: past the 8192-token chunks
    // moe_layers, when given, must be the interleaved layout.
    Json odd = LoadJsonFile(HfFile("llama-4-maverick-17b-128e.json"));
    Json listed = Json::array();
    for (int i = 1; i < 48; i += 2) listed.push_back(i);
    odd["text_config"]["moe_layers"] = listed;
    CHECK(ReadHfConfig(odd, "l4.json", 4096).model.NumMoeLayers() == 24);
    odd["text_config"]["moe_layers"] = Json::array({1, 3});
    CHECK(ErrorOf(odd.dump()).rfind("cfg.json|$.text_config.moe_layers|", 0) == 0);
  }
  SUBCASE("Qwen3-30B-A3B: head_dim given apart from hidden / heads, 128 experts top-8") {
    const HfModel hf = Load("qwen3-30b-a3b.json");
    CHECK(hf.model.head_dim == 128);
    CHECK(hf.model.hidden / hf.model.num_heads == 64);
    CHECK(hf.model.moe.num_experts == 128);
    CHECK(hf.model.moe.top_k == 8);
    CHECK(hf.model.moe.expert_ffn_hidden == 768);
    CHECK(hf.model.moe.layer_interval == 1);
    CHECK(hf.model.moe.first_dense_layers == 0);
    CHECK(hf.model.moe.capacity_factor == 0);
    CHECK(hf.model.NumMoeLayers() == 48);
    // transformers' Qwen3 attention normalises each head's query and key.
    CHECK(hf.model.qk_norm);
    CHECK(Load("qwen3-32b.json").model.qk_norm);
    CHECK_FALSE(Load("meta-llama-3-8b-instruct.json").model.qk_norm);
  }
  SUBCASE("gpt-oss-120b: num_local_experts, 128-token windows on alternate layers") {
    const HfModel hf = Load("gpt-oss-120b.json");
    CHECK(hf.model.moe.num_experts == 128);
    CHECK(hf.model.moe.top_k == 4);
    // layer_types: 18 x [sliding, full].
    CHECK(hf.model.sliding_window.window_tokens == 128);
    CHECK(hf.model.sliding_window.full_attention_interval == 2);
    CHECK(hf.model.NumWindowedLayers() == 18);
    CHECK(hf.model.moe.expert_biases);
    CHECK(hf.model.IsWindowedLayer(0));
    CHECK_FALSE(hf.model.IsWindowedLayer(1));
    bool bias_note = false, window_note = false;
    for (const auto& n : hf.notes) {
      bias_note |= n.find("bias") != std::string::npos;
      window_note |=
          n.find("sliding-window attention of 128 tokens on 18 of 36") != std::string::npos;
    }
    CHECK(bias_note);
    CHECK(window_note);
  }
  SUBCASE("Mistral 7B v0.1: a 4096-token window on every layer; Qwen3 and Mixtral: none") {
    const HfModel mistral = Load("mistral-7b-instruct-v0.1.json", 8192);
    CHECK(mistral.model.sliding_window.window_tokens == 4096);
    CHECK(mistral.model.sliding_window.full_attention_interval == 0);
    CHECK(mistral.model.NumWindowedLayers() == 32);
    // At 4096 tokens the window holds the whole context.
    const HfModel short_seq = Load("mistral-7b-instruct-v0.1.json", 4096);
    CHECK(short_seq.model.WindowedCausalSpan() == doctest::Approx(4096));
    CHECK_FALSE(Load("qwen3-30b-a3b.json").model.sliding_window.enabled());
    CHECK_FALSE(Load("mixtral-8x7b-v0.1.json").model.sliding_window.enabled());
  }
  SUBCASE("Grok-1: gated experts, tied embeddings by default") {
    const HfModel hf = Load("grok-1.json");
    CHECK(hf.model.moe.num_experts == 8);
    CHECK(hf.model.moe.top_k == 2);
    CHECK(hf.model.tied_embeddings);
  }
}

TEST_CASE("hf_config: seq_len from the caller, else max_position_embeddings with a note") {
  CHECK(Load("mixtral-8x7b-v0.1.json", 2048).model.seq_len == 2048);
  const HfModel fallback = Load("mixtral-8x7b-v0.1.json", 0);
  CHECK(fallback.model.seq_len == 32768);
  bool said = false;
  for (const auto& n : fallback.notes) said |= n.find("max_position_embeddings") != std::string::npos;
  CHECK(said);
}

namespace {
const char* kLlama =
    R"({"architectures": ["LlamaForCausalLM"], "hidden_size": 4096, "num_hidden_layers": 32,
        "num_attention_heads": 32, "num_key_value_heads": 8, "intermediate_size": 14336,
        "vocab_size": 128256)";
}  // namespace

TEST_CASE("hf_config: errors name the file and the JSON path") {
  CHECK(ErrorOf(std::string(kLlama) + "}") == "no error");
  // Unneeded keys are ignored.
  CHECK(ErrorOf(std::string(kLlama) + R"(, "rope_theta": 5e5, "whatever": [1]})") == "no error");
  const std::string missing = ErrorOf(R"({"architectures": ["LlamaForCausalLM"], "hidden_size": 4096,
      "num_attention_heads": 32, "intermediate_size": 14336, "vocab_size": 100})");
  CHECK(missing.rfind("cfg.json|$.num_hidden_layers|", 0) == 0);
  const std::string wrong_type = ErrorOf(std::string(kLlama) + R"(, "head_dim": "128"})");
  CHECK(wrong_type.rfind("cfg.json|$.head_dim|", 0) == 0);
  CHECK(wrong_type.find("integer") != std::string::npos);
  const std::string unknown = ErrorOf(R"({"architectures": ["GPT2LMHeadModel"]})");
  CHECK(unknown.rfind("cfg.json|$.architectures[0]|", 0) == 0);
  CHECK(unknown.find("GPT2LMHeadModel") != std::string::npos);
  CHECK(unknown.find("MixtralForCausalLM") != std::string::npos);
  CHECK(unknown.find("GptOssForCausalLM") != std::string::npos);
  CHECK(ErrorOf(R"({"model_type": "qwen3_moe"})").rfind("cfg.json|$.num_hidden_layers|", 0) == 0);
  CHECK(ErrorOf(R"({"hidden_size": 8})").rfind("cfg.json|$.architectures|", 0) == 0);
  CHECK(ErrorOf(R"([1, 2])").rfind("cfg.json|$|", 0) == 0);
  const std::string kv = ErrorOf(std::string(kLlama) + R"(, "num_key_value_heads": 5})");
  CHECK(kv.rfind("cfg.json|$.num_key_value_heads|", 0) == 0);
  CHECK(ErrorOf(R"({"architectures": ["LlamaForCausalLM"], "text_config": {}})")
            .rfind("cfg.json|$.text_config|", 0) == 0);
}

TEST_CASE("hf_config: sliding-window layouts read, or refused with the key") {
  auto model = [](const std::string& extra) {
    return ReadHfConfig(ParseJsonText(std::string(kLlama) + extra + "}", "cfg.json"), "cfg.json",
                        8192)
        .model;
  };
  CHECK_FALSE(model(R"(, "sliding_window": null)").sliding_window.enabled());
  CHECK(model(R"(, "sliding_window": 1024)").NumWindowedLayers() == 32);
  // Qwen's configs need use_sliding_window; a Llama-family config does not.
  CHECK_FALSE(
      model(R"(, "sliding_window": 1024, "use_sliding_window": false)").sliding_window.enabled());
  std::string every_fourth;
  for (int i = 0; i < 32; ++i) {
    every_fourth += std::string(i ? ", " : "") +
                    ((i + 1) % 4 == 0 ? "\"full_attention\"" : "\"sliding_attention\"");
  }
  const ModelConfig m = model(R"(, "sliding_window": 512, "layer_types": [)" + every_fourth + "]");
  CHECK(m.sliding_window.full_attention_interval == 4);
  CHECK(m.NumWindowedLayers() == 24);
  // Layers from max_window_layers on are windowed: from 0, all of them.
  CHECK(model(R"(, "sliding_window": 512, "max_window_layers": 0)").NumWindowedLayers() == 32);
  CHECK(model(R"(, "sliding_window": 512, "max_window_layers": 32)").NumWindowedLayers() == 0);
  // A layout the model cannot hold, and malformed lists, name their key.
  CHECK(ErrorOf(std::string(kLlama) + R"(, "sliding_window": 512, "max_window_layers": 4})")
            .rfind("cfg.json|$.max_window_layers|", 0) == 0);
  CHECK(ErrorOf(std::string(kLlama) + R"(, "sliding_window": 512, "layer_types": ["full"]})")
            .rfind("cfg.json|$.layer_types|", 0) == 0);
  CHECK(ErrorOf(std::string(kLlama) + R"(, "sliding_window": -4})")
            .rfind("cfg.json|$.sliding_window|", 0) == 0);
}

TEST_CASE("hf_config: Qwen MoE layer layouts") {
  const std::string base =
      R"({"architectures": ["Qwen2MoeForCausalLM"], "hidden_size": 2048, "num_hidden_layers": 24,
          "num_attention_heads": 16, "intermediate_size": 5632, "vocab_size": 151936,
          "num_experts": 60, "num_experts_per_tok": 4, "moe_intermediate_size": 1408)";
  auto load = [&](const std::string& extra) {
    return ReadHfConfig(ParseJsonText(base + extra + "}", "q.json"), "q.json", 4096);
  };
  // Qwen1.5-MoE-A2.7B's shared expert is 4 x the routed width.
  HfModel shared = load(R"(, "shared_expert_intermediate_size": 5632)");
  CHECK(shared.model.moe.num_shared_experts == 4);
  // decoder_sparse_step 2: layers 1, 3, 5... are sparse ((i + 1) % 2 == 0).
  HfModel step = load(R"(, "decoder_sparse_step": 2)");
  CHECK_FALSE(step.model.IsMoeLayer(0));
  CHECK(step.model.IsMoeLayer(1));
  CHECK_FALSE(step.model.IsMoeLayer(2));
  CHECK(step.model.NumMoeLayers() == 12);
  // Leading dense layers.
  HfModel lead = load(R"(, "mlp_only_layers": [0, 1])");
  CHECK(lead.model.moe.first_dense_layers == 2);
  CHECK(lead.model.NumMoeLayers() == 22);
  CHECK(lead.model.ffn_hidden == 5632);
  // Dense layers need intermediate_size.
  const std::string no_dense_width =
      R"({"architectures": ["Qwen3MoeForCausalLM"], "hidden_size": 2048, "num_hidden_layers": 24,
          "num_attention_heads": 16, "vocab_size": 151936, "num_experts": 60,
          "num_experts_per_tok": 4, "moe_intermediate_size": 1408, "mlp_only_layers": [0]})";
  try {
    ReadHfConfig(ParseJsonText(no_dense_width, "q.json"), "q.json", 4096);
    FAIL("expected an InputError");
  } catch (const InputError& e) {
    CHECK(e.json_path() == "$.intermediate_size");
  }
  // Layouts the model cannot express, and a shared width that is not a multiple.
  CHECK_THROWS_AS(load(R"(, "mlp_only_layers": [3, 7])"), InputError);
  CHECK_THROWS_AS(load(R"(, "shared_expert_intermediate_size": 1000)"), InputError);
}

TEST_CASE("hf_config: DeepSeek-V3 maps with its multi-head latent attention") {
  const HfModel hf = Load("deepseek-r1.json");
  const ModelConfig& m = hf.model;
  REQUIRE(m.mla.enabled());
  CHECK(m.mla.q_lora_rank == 1536);
  CHECK(m.mla.kv_lora_rank == 512);
  CHECK(m.mla.qk_nope_head_dim == 128);
  CHECK(m.mla.qk_rope_head_dim == 64);
  CHECK(m.mla.v_head_dim == 128);
  CHECK(m.head_dim == 192);  // the query/key width the kernels see
  CHECK(m.num_kv_heads == 128);
  CHECK(m.ffn_hidden == 18432);
  CHECK(m.moe.num_experts == 256);
  CHECK(m.moe.top_k == 8);
  CHECK(m.moe.num_shared_experts == 1);
  CHECK(m.moe.expert_ffn_hidden == 2048);
  CHECK(m.moe.first_dense_layers == 3);
  CHECK(m.NumMoeLayers() == 58);
  // Node-limited routing: 8 groups of 32 experts, 4 per token.
  CHECK(m.moe.routing_groups == 8);
  CHECK(m.moe.routing_group_limit == 4);
  bool mtp_note = false;
  for (const auto& n : hf.notes) mtp_note |= n.find("multi-token-prediction") != std::string::npos;
  CHECK(mtp_note);
  const auto& names = SupportedHfArchitectures();
  CHECK(std::find(names.begin(), names.end(), "DeepseekV3ForCausalLM") != names.end());
}

TEST_CASE("hf_config: DeepSeek-V2-Lite's null q_lora_rank, and layouts refused with the key") {
  const std::string lite =
      R"({"architectures": ["DeepseekV2ForCausalLM"], "hidden_size": 2048, "num_hidden_layers": 27,
          "num_attention_heads": 16, "num_key_value_heads": 16, "intermediate_size": 10944,
          "vocab_size": 102400, "q_lora_rank": null, "kv_lora_rank": 512, "qk_nope_head_dim": 128,
          "qk_rope_head_dim": 64, "v_head_dim": 128, "n_routed_experts": 64, "n_shared_experts": 2,
          "num_experts_per_tok": 6, "moe_intermediate_size": 1408, "first_k_dense_replace": 1,
          "moe_layer_freq": 1)";
  const ModelConfig m =
      ReadHfConfig(ParseJsonText(lite + "}", "lite.json"), "lite.json", 4096).model;
  CHECK(m.mla.q_lora_rank == 0);
  // DeepSeek-V2 paper (arXiv:2405.04434), V2-Lite: 15.7B total, 2.4B active.
  const ModelStats s = ComputeModelStats(m);
  CHECK(s.total_params / 1e9 == doctest::Approx(15.7).epsilon(0.01).scale(0));
  CHECK((s.active_params - 102400.0 * 2048) / 1e9 == doctest::Approx(2.4).epsilon(0.03).scale(0));
  auto error = [&](const std::string& extra) {
    try {
      ReadHfConfig(ParseJsonText(lite + extra + "}", "lite.json"), "lite.json", 4096);
    } catch (const InputError& e) {
      return e.json_path();
    }
    return std::string("no error");
  };
  CHECK(error(R"(, "moe_layer_freq": 2)") == "$.moe_layer_freq");
  CHECK(error(R"(, "kv_lora_rank": 0)") == "$.kv_lora_rank");
  CHECK(error(R"(, "n_routed_experts": "64")") == "$.n_routed_experts");
}

TEST_CASE("hf_config: a scenario names the config beside it, seq_len from training") {
  const std::string scenario =
      std::string(SHOAL_SOURCE_DIR) + "/data/hf_configs/scenario-llama3-8b.json";
  Scenario s = LoadScenario(scenario);
  CHECK(s.model.seq_len == 8192);
  CHECK(s.model.hidden == 4096);
  CHECK(ComputeModelStats(s.model).total_params / 1e9 ==
        doctest::Approx(8.03).epsilon(0.01).scale(0));
}
