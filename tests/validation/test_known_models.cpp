// Models known by name (validation/known_models.h): a row that names a public
// model takes what it leaves unstated of the architecture from that model's
// config, never what it states, and only where its stated shape agrees.
#include <doctest/doctest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "core/error.h"
#include "core/stack.h"
#include "validation/known_models.h"
#include "validation/validation.h"

namespace shoal::validation {
namespace {
namespace fs = std::filesystem;

const KnownModels& Known() {
  static const KnownModels known = LoadKnownModels(DefaultKnownModelsPath());
  return known;
}

// Qwen3-235B-A22B as a source from elsewhere might give it: its shape and
// experts, no architecture notes, no KV heads, no top-k, no expert width.
Json QwenRow() {
  return ParseJsonText(R"({"id": "R", "source_group": "g", "model_name": "Qwen3-235B-A22B",
    "model_type": "moe", "num_layers": 94, "hidden_size": 4096, "num_attention_heads": 64,
    "vocab_size": 151936, "seq_len": 4096, "num_experts": 128, "gpu_type": "H100 SXM5 80GB",
    "num_gpus": 256, "tp": 2, "pp": 8, "dp": 16, "ep": 32, "global_batch_size": 2048,
    "micro_batch_size": 1, "precision": "bf16", "iteration_time_s": 20.0})",
                       "row");
}

ModelConfig Converted(const Json& row, const KnownModels* known) {
  static const SoftwareStack stack = ResolveSoftwareStack(kDefaultStackName);
  ConversionResult c = ConvertPublishedRun(row, stack, known);
  REQUIRE(c.run);
  return c.run->model;
}

struct TempDir {
  fs::path dir = fs::temp_directory_path() / ("shoal-known-" + std::to_string(::getpid()));
  TempDir() { fs::create_directories(dir); }
  ~TempDir() { fs::remove_all(dir); }
  std::string Write(const std::string& name, const std::string& text) const {
    std::ofstream(dir / name) << text;
    return (dir / name).string();
  }
};
}  // namespace

TEST_CASE("known models: names compare on letters and digits, the longest wins, shapes agree") {
  const KnownModels& k = Known();
  REQUIRE(k.models.size() >= 30);
  const KnownModel* q = FindKnownModel(k, "Qwen3 235B A22B (Megatron-Core)", 4096, 64);
  REQUIRE(q != nullptr);
  CHECK(q->model.moe.num_experts == 128);
  CHECK(FindKnownModel(k, "qwen3-30b-a3b", 0, 0)->model.hidden == 2048);
  // A proxy of fewer layers keeps the shape; another width is another model.
  CHECK(FindKnownModel(k, "Grok-1 proxy (2 of 64 layers)", 6144, 48) != nullptr);
  CHECK(FindKnownModel(k, "Grok-1", 4096, 48) == nullptr);
  CHECK(FindKnownModel(k, "Qwen3-Next-80B-A3B", 2048, 16) == nullptr);
  CHECK(FindKnownModel(k, "GPT-3 175B", 12288, 96) == nullptr);
  // Same width and heads, told apart by the name's dot and its longer match.
  CHECK(FindKnownModel(k, "Qwen2.5-7B", 3584, 28)->model.moe.num_experts == 0);
  CHECK(FindKnownModel(k, "Qwen2-57B-A14B", 3584, 28)->model.moe.num_experts == 64);
  CHECK(FindKnownModel(k, "DeepSeek-V2-Lite-Chat", 0, 0)->model.hidden == 2048);
  CHECK(FindKnownModel(k, "DeepSeek-V2.5", 0, 0)->model.hidden == 5120);
  // DeepSeek-V3's architecture under other names: Kimi K2 (384 experts, 64
  // heads, one dense layer) and Moonlight (no query compression).
  const KnownModel* kimi = FindKnownModel(k, "Kimi K2 Base", 7168, 64);
  REQUIRE(kimi != nullptr);
  CHECK(kimi->model.moe.num_experts == 384);
  CHECK(kimi->model.moe.first_dense_layers == 1);
  CHECK(kimi->model.mla.enabled());
  CHECK(FindKnownModel(k, "Kimi-K2", 7168, 128) == nullptr);  // DeepSeek-V3's heads
  CHECK(FindKnownModel(k, "Moonlight-16B-A3B", 2048, 16)->model.mla.q_lora_rank == 0);
  // The Llama 3 paper's 405B by either release's name; GLM-4.5-Air's GQA.
  CHECK(FindKnownModel(k, "Llama 3 405B", 16384, 128)->model.num_kv_heads == 8);
  CHECK(FindKnownModel(k, "Llama-3.1-405B-Instruct", 16384, 128)->model.ffn_hidden == 53248);
  const KnownModel* air = FindKnownModel(k, "GLM-4.5-Air", 4096, 96);
  REQUIRE(air != nullptr);
  CHECK(air->model.num_kv_heads == 8);
  CHECK(air->model.head_dim == 128);
  CHECK(air->model.moe.num_shared_experts == 1);
  CHECK(FindKnownModel(k, "GLM-4.5", 5120, 96) == nullptr);  // the 355B is not listed
  // Llama 4 by NeMo's recipe names too; Maverick's dense layers between its MoE ones.
  CHECK(FindKnownModel(k, "Llama4 e128", 5120, 40)->model.moe.layer_interval == 2);
  CHECK(FindKnownModel(k, "Llama 4 Scout 17B-16E", 5120, 40)->model.moe.num_experts == 16);
}

TEST_CASE("known models: a row's unstated architecture comes from its model's config") {
  const ModelConfig without = Converted(QwenRow(), nullptr);
  const ModelConfig with = Converted(QwenRow(), &Known());
  // Without the config: hidden / heads, MHA, top-2, the 4h FFN, no QK-norm.
  CHECK(without.head_dim == 64);
  CHECK_FALSE(without.qk_norm);
  CHECK(without.moe.top_k != 8);
  // With it: Qwen3-235B-A22B's own.
  CHECK(with.head_dim == 128);
  CHECK(with.num_kv_heads == 4);
  CHECK(with.qk_norm);
  CHECK(with.moe.top_k == 8);
  CHECK(with.moe.expert_ffn_hidden == 1536);
  CHECK(ComputeModelStats(with).total_params == doctest::Approx(235.09e9).epsilon(0.002).scale(0));
}

TEST_CASE("known models: what the row states outranks the config") {
  Json row = QwenRow();
  row["num_kv_heads"] = 8;
  row["moe_top_k"] = 4;
  row["expert_ffn_hidden_size"] = 2048;
  row["arch_notes"] = "head_dim 96";
  const ModelConfig m = Converted(row, &Known());
  CHECK(m.num_kv_heads == 8);
  CHECK(m.moe.top_k == 4);
  CHECK(m.moe.expert_ffn_hidden == 2048);
  CHECK(m.head_dim == 96);
}

TEST_CASE("known models: DeepSeek-V3 named alone has MLA, its dense layers and routing groups") {
  Json row = QwenRow();
  row.update(ParseJsonText(R"j({"model_name": "DeepSeek-V3 (671B)", "num_layers": 61,
    "hidden_size": 7168, "num_attention_heads": 128, "num_experts": 256, "num_gpus": 1024,
    "dp": 64, "ep": 64})j",
                           "row"));
  row.erase("vocab_size");  // the config's: 129280
  static const SoftwareStack stack = ResolveSoftwareStack(kDefaultStackName);
  ConversionResult c = ConvertPublishedRun(row, stack, &Known());
  INFO(c.skip_reason);
  REQUIRE(c.run);
  const ModelConfig& m = c.run->model;
  CHECK(m.mla.enabled());
  CHECK(m.mla.kv_lora_rank == 512);
  CHECK(m.head_dim == 192);
  CHECK(m.vocab == 129280);
  CHECK(m.moe.first_dense_layers == 3);
  CHECK(m.moe.num_shared_experts == 1);
  CHECK(m.moe.expert_ffn_hidden == 2048);
  CHECK(m.ffn_hidden == 18432);
  CHECK(c.run->routing_limit.units == 4);
  CHECK_FALSE(c.run->routing_limit.per_device);
  // DeepSeek-V2's groups are devices (device-limited routing, M = 3).
  row.update(ParseJsonText(R"j({"model_name": "DeepSeek-V2", "num_layers": 60,
    "hidden_size": 5120, "num_attention_heads": 128, "num_experts": 160, "ep": 32})j",
                           "row"));
  ConversionResult v2 = ConvertPublishedRun(row, stack, &Known());
  INFO(v2.skip_reason);
  REQUIRE(v2.run);
  CHECK(v2.run->routing_limit.units == 3);
  CHECK(v2.run->routing_limit.per_device);
  CHECK(v2.run->model.moe.top_k == 6);
  CHECK(v2.run->model.moe.num_shared_experts == 2);
  // Without the index the row has no vocabulary and is not simulated.
  CHECK_FALSE(ConvertPublishedRun(row, stack, nullptr).run);
}

TEST_CASE(
    "a row's architecture in other words: head_dim and MLA as configs and Megatron spell them") {
  // An unlisted name, so nothing comes from a config.
  Json row = QwenRow();
  row["model_name"] = "an in-house MoE";
  for (const char* notes :
       {"head_dim 128", "head dim 128", "kv_channels=128", "kv-channels 128", "d_head: 128"}) {
    row["arch_notes"] = notes;
    CAPTURE(notes);
    CHECK(Converted(row, &Known()).head_dim == 128);
  }
  row["arch_notes"] =
      "Multi-head latent attention (q_lora_rank 1536, kv_lora_rank 512, qk_nope_head_dim 128, "
      "qk_rope_head_dim 64, v_head_dim 128)";
  const ModelConfig m = Converted(row, &Known());
  CHECK(m.mla.q_lora_rank == 1536);
  CHECK(m.mla.kv_lora_rank == 512);
  CHECK(m.mla.qk_nope_head_dim == 128);
  CHECK(m.mla.qk_rope_head_dim == 64);
  CHECK(m.mla.v_head_dim == 128);
  CHECK(m.head_dim == 192);
  // "mla" inside another word is not MLA.
  row["arch_notes"] = "formlab kv_lora_rank 512, qk_nope 128, v_head 128";
  CHECK_FALSE(Converted(row, &Known()).mla.enabled());
}

TEST_CASE("known models: a stated shape out of any model's range is refused, never cast") {
  // The fuzzer's find: a hidden size of 1.29e116 was cast to int64 to look
  // the model up (undefined behaviour) before the row was checked.
  static const SoftwareStack stack = ResolveSoftwareStack(kDefaultStackName);
  for (const char* key : {"hidden_size", "num_attention_heads"}) {
    for (double v : {1.29e116, -1e300, 1e19}) {
      Json row = QwenRow();
      row[key] = v;
      ConversionResult c = ConvertPublishedRun(row, stack, &Known());
      CHECK_FALSE(c.run);
      CHECK(c.skip_reason.find(key) != std::string::npos);
    }
  }
}

TEST_CASE("known models: a bad index names the file and the JSON path") {
  TempDir t;
  fs::create_directories(t.dir / "hf_configs");
  fs::copy_file(std::string(SHOAL_SOURCE_DIR) + "/data/hf_configs/qwen3-32b.json",
                t.dir / "hf_configs" / "qwen3-32b.json");
  const std::string good = t.Write("good.json", R"({"models": [{"names": ["Qwen3-32B"], "config":
      "hf_configs/qwen3-32b.json", "source": "the Hub"}]})");
  CHECK(LoadKnownModels(good).models.at(0).model.hidden == 5120);
  auto error = [&](const std::string& text) {
    const std::string path = t.Write("bad.json", text);
    try {
      LoadKnownModels(path);
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CHECK(error(R"({"models": [{"names": ["Qwen3-32B"], "config": "hf_configs/qwen3-32b.json",
      "source": "x", "sauce": 1}]})")
            .find("$.models[0].sauce") != std::string::npos);
  CHECK(error(R"({"models": [{"names": ["Qwen3-32B"], "config": "hf_configs/qwen3-32b.json"}]})")
            .find("$.models[0].source") != std::string::npos);
  CHECK(error(R"({"models": [{"names": ["--"], "config": "hf_configs/qwen3-32b.json",
      "source": "x"}]})")
            .find("$.models[0].names") != std::string::npos);
  CHECK(error(R"({"models": [{"names": ["x"], "config": "hf_configs/none.json",
      "source": "x"}]})")
            .find("none.json") != std::string::npos);
}

}  // namespace shoal::validation
