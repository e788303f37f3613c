#include "core/hf_config.h"

#include <algorithm>
#include <filesystem>
#include <string_view>

#include "core/error.h"
#include "core/limits.h"

namespace shoal {
namespace {

// How an architecture lays out its feed-forward layers.
enum class Family {
  kDense,     // Llama, Mistral, Qwen2, Qwen3: one gated FFN of intermediate_size
  kMixtral,   // num_local_experts experts of intermediate_size in every layer
  kQwenMoe,   // num_experts of moe_intermediate_size, optional shared expert, sparse step
  kGptOss,    // like Mixtral; biases, attention sinks and sliding windows left out
  kGrok,      // Grok-1: num_experts (or num_local_experts) of intermediate_size, gated GELU
  kDeepSeek,  // MLA attention, routed + shared experts, first dense layers
  kGlmMoe,    // GLM-4.5: DeepSeek's experts and dense layers under grouped-query attention
  kLlama4,    // Llama 4: num_local_experts + one shared expert, MoE every interleave step
};

struct Architecture {
  const char* name;        // "architectures" entry
  const char* model_type;  // "model_type" fallback when "architectures" is absent
  Family family;
  bool biases = false;     // bias vectors the parameter count leaves out (QKV, experts)
  bool qk_norm = false;    // RMSNorm on each head's query and key (q_norm, k_norm)
  bool text_config = false;  // the language model's keys sit in "text_config" (multimodal)
};

constexpr Architecture kArchitectures[] = {
    {"LlamaForCausalLM", "llama", Family::kDense},
    {"MistralForCausalLM", "mistral", Family::kDense},
    {"Qwen2ForCausalLM", "qwen2", Family::kDense, true},
    {"Qwen3ForCausalLM", "qwen3", Family::kDense, false, true},
    {"MixtralForCausalLM", "mixtral", Family::kMixtral},
    {"Qwen2MoeForCausalLM", "qwen2_moe", Family::kQwenMoe, true},
    {"Qwen3MoeForCausalLM", "qwen3_moe", Family::kQwenMoe, false, true},
    {"GptOssForCausalLM", "gpt_oss", Family::kGptOss, true},
    {"Grok1ModelForCausalLM", "grok-1", Family::kGrok},
    {"DeepseekV2ForCausalLM", "deepseek_v2", Family::kDeepSeek},
    {"DeepseekV3ForCausalLM", "deepseek_v3", Family::kDeepSeek},
    {"Glm4MoeForCausalLM", "glm4_moe", Family::kGlmMoe},
    {"Llama4ForConditionalGeneration", "llama4", Family::kLlama4, false, false, true},
    {"Llama4ForCausalLM", "llama4_text", Family::kLlama4},
};

// The architectures the reader maps.
std::string SupportedList() {
  std::string all;
  for (const auto& a : kArchitectures) all += (all.empty() ? "" : ", ") + std::string(a.name);
  return all;
}

const Architecture& FindArchitecture(JsonReader& r) {
  std::string name;
  if (const Json* archs = r.Raw("architectures")) {
    if (!archs->is_array() || archs->empty() || !(*archs)[0].is_string()) {
      r.Fail("architectures", "an array of architecture names (one of " + SupportedList() + ")");
    }
    name = (*archs)[0].get<std::string>();
    for (const auto& a : kArchitectures) {
      if (name == a.name) return a;
    }
  } else if (r.Has("model_type")) {
    name = r.String("model_type");
    for (const auto& a : kArchitectures) {
      if (name == a.model_type) return a;
    }
  } else {
    r.Fail("architectures", "the model's architecture (one of " + SupportedList() + ")");
  }
  throw InputError(r.file(), r.Has("architectures") ? "$.architectures[0]" : "$.model_type",
                   "a supported architecture (one of " + SupportedList() + "), got \"" +
                       Excerpt(name) + "\"");
}

// The model's name: the config's folder ("Meta-Llama-3-8B/config.json") or file stem.
std::string ModelName(const std::string& file, const std::string& architecture) {
  namespace fs = std::filesystem;
  fs::path p(file);
  std::string stem = p.stem().string();
  if (stem == "config" && p.has_parent_path()) stem = p.parent_path().filename().string();
  if (stem.empty()) stem = architecture;
  return Excerpt(stem, 80);
}

// Which layers are MoE in Qwen2/Qwen3-MoE: layer i is sparse when it is not in
// mlp_only_layers and (i + 1) % decoder_sparse_step == 0 (transformers'
// Qwen2MoeDecoderLayer). Shoal's model: first_dense_layers, then every
// layer_interval-th layer.
void QwenMoeLayers(JsonReader& r, ModelConfig* m) {
  const int step = static_cast<int>(r.IntIn("decoder_sparse_step", 1, 1, m->num_layers));
  std::vector<int64_t> only;
  if (const Json* v = r.Raw("mlp_only_layers")) {
    if (!v->is_array()) r.Fail("mlp_only_layers", "an array of layer indices");
    for (const auto& e : *v) {
      if (!e.is_number_integer()) r.Fail("mlp_only_layers", "an array of layer indices");
      only.push_back(e.get<int64_t>());
    }
  }
  if (only.empty()) {
    m->moe.first_dense_layers = step - 1;
    m->moe.layer_interval = step;
    return;
  }
  for (size_t i = 0; i < only.size(); ++i) {
    if (only[i] != static_cast<int64_t>(i) || step != 1 ||
        static_cast<int64_t>(only.size()) >= m->num_layers) {
      r.Fail("mlp_only_layers",
             "leading dense layers [0, 1, ..., k-1] with decoder_sparse_step 1 (the layouts "
             "Shoal's model expresses: first_dense_layers, then every layer_interval-th layer)");
    }
  }
  m->moe.first_dense_layers = static_cast<int>(only.size());
}

void ReadExperts(JsonReader& r, Family family, ModelConfig* m, std::vector<std::string>* notes) {
  namespace L = limits;
  MoeConfig& moe = m->moe;
  // The transformers reference implementations of these models never drop tokens.
  moe.capacity_factor = 0;
  switch (family) {
    case Family::kMixtral:
    case Family::kGptOss:
      moe.num_experts = static_cast<int>(r.IntIn("num_local_experts", 1, L::kMaxExperts));
      moe.expert_ffn_hidden = r.IntIn("intermediate_size", 1, L::kMaxWidth);
      // gpt-oss's experts carry biases (gate_up_proj_bias, down_proj_bias).
      moe.expert_biases = family == Family::kGptOss;
      break;
    case Family::kGrok: {
      const char* key = r.Has("num_experts") ? "num_experts" : "num_local_experts";
      moe.num_experts = static_cast<int>(r.IntIn(key, 1, L::kMaxExperts));
      moe.expert_ffn_hidden = r.IntIn("intermediate_size", 1, L::kMaxWidth);
      break;
    }
    case Family::kQwenMoe: {
      moe.num_experts = static_cast<int>(r.IntIn("num_experts", 1, L::kMaxExperts));
      moe.expert_ffn_hidden = r.IntIn("moe_intermediate_size", 1, L::kMaxWidth);
      const int64_t shared = r.IntIn("shared_expert_intermediate_size", 0, 0, L::kMaxWidth);
      if (shared % moe.expert_ffn_hidden != 0) {
        r.Fail("shared_expert_intermediate_size",
               "a multiple of moe_intermediate_size (" + std::to_string(moe.expert_ffn_hidden) +
                   "): Shoal's shared experts have the routed experts' width");
      }
      moe.num_shared_experts = static_cast<int>(shared / moe.expert_ffn_hidden);
      if (moe.num_shared_experts > 0) {
        notes->push_back("the shared expert of width " + std::to_string(shared) + " counts as " +
                         std::to_string(moe.num_shared_experts) + " shared experts of width " +
                         std::to_string(moe.expert_ffn_hidden) + " (its sigmoid gate is left out)");
      }
      QwenMoeLayers(r, m);
      break;
    }
    case Family::kDeepSeek:
    case Family::kGlmMoe: {
      // transformers' DeepseekV2/V3 decoder layer: MoE when layer_idx >=
      // first_k_dense_replace and layer_idx % moe_layer_freq == 0; each
      // shared expert has the routed experts' width (moe_intermediate_size x
      // n_shared_experts in one MLP). Glm4MoeDecoderLayer: the same keys,
      // without moe_layer_freq (every layer from first_k_dense_replace on).
      moe.num_experts = static_cast<int>(r.IntIn("n_routed_experts", 1, L::kMaxExperts));
      moe.expert_ffn_hidden = r.IntIn("moe_intermediate_size", 1, L::kMaxWidth);
      moe.num_shared_experts = static_cast<int>(r.IntIn("n_shared_experts", 0, 0, L::kMaxExperts));
      const int first =
          static_cast<int>(r.IntIn("first_k_dense_replace", 0, 0, std::max(0, m->num_layers - 1)));
      const int freq = static_cast<int>(r.IntIn("moe_layer_freq", 1, 1, m->num_layers));
      if (first % freq != 0) {
        r.Fail("moe_layer_freq",
               "1, or a divisor of first_k_dense_replace (" + std::to_string(first) +
                   "): the layouts Shoal's model expresses, first_dense_layers then every "
                   "layer_interval-th layer");
      }
      moe.first_dense_layers = first;
      moe.layer_interval = freq;
      if (r.IntIn("num_nextn_predict_layers", 0, 0, L::kMaxLayers) > 0) {
        notes->push_back(
            "the multi-token-prediction module (num_nextn_predict_layers) is left "
            "out: its layer and second LM head are not trained here");
      }
      const int groups = static_cast<int>(r.IntIn("n_group", 0, 0, L::kMaxExperts));
      const int limit = static_cast<int>(r.IntIn("topk_group", 0, 0, L::kMaxExperts));
      if (groups > 1 && limit > 0 && limit < groups && moe.num_experts % groups == 0) {
        moe.routing_groups = groups;
        moe.routing_group_limit = limit;
        notes->push_back("group-limited routing: each token's experts from " +
                         std::to_string(limit) + " of " + std::to_string(groups) +
                         " expert groups (n_group, topk_group)");
      }
      break;
    }
    case Family::kLlama4: {
      // transformers' Llama4TextMoe: num_local_experts routed experts and one
      // shared expert, all of intermediate_size; the MoE layers are
      // moe_layers, by default every interleave_moe_layer_step-th (layers
      // step-1, 2 step-1, ...); the dense layers' width is intermediate_size_mlp.
      moe.num_experts = static_cast<int>(r.IntIn("num_local_experts", 1, L::kMaxExperts));
      moe.expert_ffn_hidden = r.IntIn("intermediate_size", 1, L::kMaxWidth);
      moe.num_shared_experts = 1;
      const int step = static_cast<int>(r.IntIn("interleave_moe_layer_step", 1, 1, m->num_layers));
      moe.first_dense_layers = step - 1;
      moe.layer_interval = step;
      if (const Json* layers = r.Raw("moe_layers"); layers != nullptr && !layers->is_null()) {
        std::vector<int64_t> expected;
        for (int i = step - 1; i < m->num_layers; i += step) expected.push_back(i);
        if (!layers->is_array() || *layers != Json(expected)) {
          r.Fail("moe_layers", "every interleave_moe_layer_step-th layer (" + std::to_string(step) +
                                   "), the layouts Shoal's model expresses");
        }
      }
      if (step > 1) m->ffn_hidden = r.IntIn("intermediate_size_mlp", 1, L::kMaxWidth);
      notes->push_back("the shared expert counts as 1 shared expert of width " +
                       std::to_string(moe.expert_ffn_hidden));
      break;
    }
    case Family::kDense:
      break;
  }
  const char* top_k_key =
      family == Family::kGptOss && !r.Has("num_experts_per_tok") ? "experts_per_token"
                                                                 : "num_experts_per_tok";
  moe.top_k = static_cast<int>(r.IntIn(top_k_key, 1, moe.num_experts));
  notes->push_back("dropless routing (capacity_factor 0), as in the transformers implementation");
}

// Sliding-window attention: "sliding_window" (null or absent: none; Qwen's
// configs also need "use_sliding_window"), and which layers use it:
// "layer_types" (transformers >= 4.53 writes it: gpt-oss alternates
// "sliding_attention" and "full_attention"), Qwen's "max_window_layers"
// (layers from that index on are windowed), else every layer (Mistral).
void ReadSlidingWindow(JsonReader& r, const Architecture& arch, ModelConfig* m,
                       std::vector<std::string>* notes) {
  namespace L = limits;
  const Json* window = r.Raw("sliding_window");
  const bool qwen = std::string_view(arch.name).substr(0, 4) == "Qwen";
  const bool used = r.Bool("use_sliding_window", !qwen);
  const Json* types = r.Raw("layer_types");
  if (window == nullptr || window->is_null() || !used) return;
  const int64_t w = r.IntIn("sliding_window", 1, L::kMaxSeqLen);
  // Windowed layers, as a list.
  std::vector<bool> windowed(static_cast<size_t>(m->num_layers), true);
  if (types != nullptr && !types->is_null()) {
    if (!types->is_array() || types->size() != windowed.size()) {
      r.Fail("layer_types", "an array of num_hidden_layers (" + std::to_string(m->num_layers) +
                                ") \"sliding_attention\" / \"full_attention\" entries");
    }
    for (size_t i = 0; i < windowed.size(); ++i) {
      const Json& t = (*types)[i];
      const std::string kind = t.is_string() ? t.get<std::string>() : std::string();
      if (kind != "sliding_attention" && kind != "full_attention") {
        r.Fail("layer_types",
               "\"sliding_attention\" or \"full_attention\" at index " + std::to_string(i));
      }
      windowed[i] = kind == "sliding_attention";
    }
  } else if (r.Has("max_window_layers")) {
    const int64_t first = r.IntIn("max_window_layers", 0, L::kMaxLayers);
    for (size_t i = 0; i < windowed.size(); ++i) windowed[i] = static_cast<int64_t>(i) >= first;
  }
  // Shoal's layouts: every layer windowed, or every k-th (1-based) full.
  const auto first_full = std::find(windowed.begin(), windowed.end(), false);
  if (first_full == windowed.begin() &&
      std::find(windowed.begin(), windowed.end(), true) == windowed.end()) {
    return;  // no layer uses the window
  }
  int every = 0;
  if (first_full != windowed.end()) every = static_cast<int>(first_full - windowed.begin()) + 1;
  for (size_t i = 0; i < windowed.size(); ++i) {
    const bool expect = every == 0 || (i + 1) % static_cast<size_t>(every) != 0;
    if (windowed[i] != expect || every == 1) {
      r.Fail(types != nullptr && !types->is_null() ? "layer_types" : "max_window_layers",
             "sliding-window layers in a layout Shoal's model has: every layer windowed, or "
             "every k-th layer (k >= 2) full and the others windowed");
    }
  }
  m->sliding_window.window_tokens = w;
  m->sliding_window.full_attention_interval = every;
  if (w < m->seq_len) {
    notes->push_back("sliding-window attention of " + std::to_string(w) + " tokens on " +
                     std::to_string(m->NumWindowedLayers()) + " of " +
                     std::to_string(m->num_layers) + " layers");
  }
}

}  // namespace

const std::vector<std::string>& SupportedHfArchitectures() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> v;
    for (const auto& a : kArchitectures) v.emplace_back(a.name);
    return v;
  }();
  return names;
}

HfModel ReadHfConfig(const Json& config, const std::string& file, int64_t seq_len) {
  namespace L = limits;
  if (!config.is_object()) {
    throw InputError(file, "$", "a Hugging Face config.json object");
  }
  JsonReader top(config, file);
  const Architecture& arch = FindArchitecture(top);
  if (!arch.text_config && top.Has("text_config")) {
    top.Fail("text_config",
             "a text-only causal LM config (of the multimodal configs with a "
             "text_config only Llama 4's is read)");
  }
  // Llama 4's multimodal config holds the language model in "text_config";
  // its vision encoder is left out.
  JsonReader r = arch.text_config ? top.Object("text_config") : top;
  HfModel out;
  out.architecture = arch.name;
  if (arch.text_config) {
    out.notes.push_back(
        "the language model of text_config is read; the vision encoder is left out");
  }
  ModelConfig& m = out.model;
  m.name = ModelName(file, arch.name);
  m.num_layers = static_cast<int>(r.IntIn("num_hidden_layers", 1, L::kMaxLayers));
  m.hidden = r.IntIn("hidden_size", 1, L::kMaxWidth);
  m.num_heads = static_cast<int>(r.IntIn("num_attention_heads", 1, L::kMaxHeads));
  m.num_kv_heads =
      static_cast<int>(r.IntIn("num_key_value_heads", m.num_heads, 1, m.num_heads));
  if (m.num_heads % m.num_kv_heads != 0) {
    r.Fail("num_key_value_heads",
           "a divisor of num_attention_heads (" + std::to_string(m.num_heads) + ")");
  }
  m.head_dim = r.IntIn("head_dim", std::max<int64_t>(1, m.hidden / m.num_heads), 1, L::kMaxWidth);
  m.vocab = r.IntIn("vocab_size", 1, L::kMaxVocab);
  // Every supported architecture's config class defaults to untied embeddings
  // except Grok-1, whose output layer reuses the embedding.
  m.tied_embeddings = r.Bool("tie_word_embeddings", arch.family == Family::kGrok);
  // All of them use a gated FFN (three matrices); Shoal calls that "swiglu".
  m.activation = Activation::kSwiglu;
  const std::string act = r.String("hidden_act", "silu");
  if (act != "silu") {
    out.notes.push_back("hidden_act \"" + Excerpt(act) +
                        "\": a gated FFN of three matrices, counted as SwiGLU");
  }
  if (seq_len > 0) {
    m.seq_len = seq_len;
  } else {
    m.seq_len = r.IntIn("max_position_embeddings", 1, L::kMaxSeqLen);
    out.notes.push_back("seq_len " + std::to_string(m.seq_len) +
                        " is the config's max_position_embeddings: no training sequence length "
                        "was given (scenario \"training\": {\"seq_len\": N}, or --seq-len N)");
  }
  if (arch.family == Family::kDense || arch.family == Family::kQwenMoe) {
    // Dense models, and the dense layers of Qwen MoE models (mlp_only_layers).
    const bool needed = arch.family == Family::kDense;
    if (needed || r.Has("intermediate_size")) {
      m.ffn_hidden = r.IntIn("intermediate_size", 1, L::kMaxWidth);
    }
  }
  if (arch.family == Family::kDeepSeek) {
    // Multi-head latent attention (DeepSeek-V2, arXiv:2405.04434): a null
    // q_lora_rank (V2-Lite) projects queries straight from the hidden state.
    const Json* q_rank = r.Raw("q_lora_rank");
    m.mla.q_lora_rank =
        q_rank == nullptr || q_rank->is_null() ? 0 : r.IntIn("q_lora_rank", 0, L::kMaxWidth);
    m.mla.kv_lora_rank = r.IntIn("kv_lora_rank", 1, L::kMaxWidth);
    m.mla.qk_nope_head_dim = r.IntIn("qk_nope_head_dim", 1, L::kMaxWidth);
    m.mla.qk_rope_head_dim = r.IntIn("qk_rope_head_dim", 0, L::kMaxWidth);
    m.mla.v_head_dim = r.IntIn("v_head_dim", 1, L::kMaxWidth);
  }
  if (arch.family != Family::kDense) {
    ReadExperts(r, arch.family, &m, &out.notes);
    // Dense layers between the MoE ones need their own width.
    const bool has_dense = m.moe.first_dense_layers > 0 || m.moe.layer_interval > 1;
    if (has_dense && m.ffn_hidden <= 0) m.ffn_hidden = r.IntIn("intermediate_size", 1, L::kMaxWidth);
    if (m.ffn_hidden <= 0) m.ffn_hidden = m.moe.expert_ffn_hidden;
  }
  if (arch.biases || r.Bool("attention_bias", false)) {
    out.notes.push_back("bias vectors (and gpt-oss's attention sinks) are left out of the "
                        "parameter count");
  }
  // transformers' Qwen3Attention normalises each head's query and key
  // (q_norm, k_norm) whatever the config says; Glm4MoeAttention and
  // Llama4TextAttention where use_qk_norm says so (GLM-4.5 and Llama 4 Scout:
  // true; GLM-4.5-Air and Maverick: false).
  const bool reads_qk_norm = arch.family == Family::kGlmMoe || arch.family == Family::kLlama4;
  m.qk_norm = arch.qk_norm || (reads_qk_norm && r.Bool("use_qk_norm", false));
  if (arch.family == Family::kLlama4) {
    // Llama 4's chunked local attention (each query sees the keys of its own
    // attention_chunk_size-token chunk, on three of every four layers) is
    // full causal attention up to the chunk's length.
    const int64_t chunk = r.IntIn("attention_chunk_size", 0, 0, L::kMaxSeqLen);
    if (chunk > 0 && chunk < m.seq_len) {
      out.notes.push_back("chunked attention of " + std::to_string(chunk) +
                          " tokens is priced as full causal attention over " +
                          std::to_string(m.seq_len) + " tokens (an overestimate)");
    }
  }
  ReadSlidingWindow(r, arch, &m, &out.notes);
  // The mapped model goes through the scenario reader's own checks too.
  Json j = ModelToJson(m);
  JsonReader check(j, file + " (mapped model)");
  ModelConfig checked = ReadModel(check);
  checked.moe.routing = m.moe.routing;
  out.model = checked;
  return out;
}

HfModel LoadHfConfig(const std::string& path, int64_t seq_len) {
  return ReadHfConfig(LoadJsonFile(path), path, seq_len);
}

}  // namespace shoal
