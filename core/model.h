// The transformer being trained: dense or Mixture-of-Experts.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/json_reader.h"

namespace shoal {

enum class Activation { kGelu, kSwiglu };

/// How the model encodes token positions: rotary embeddings applied to each
/// layer's queries and keys (RoFormer, Su et al. 2021: Llama, Qwen, DeepSeek,
/// Mixtral, GLM), a learned absolute embedding added to the input once (GPT-2,
/// GPT-3, Megatron's GPT, MPT as its benchmark configurations ran), or ALiBi's
/// per-head linear bias on the attention scores (Press et al. 2022: BLOOM),
/// which the attention kernel adds in place.
enum class PositionEmbedding { kRotary, kLearned, kAlibi };
/// "rotary", "learned", "alibi": the model key's values, in the enum's order.
const std::vector<std::string>& PositionEmbeddingNames();
const char* PositionEmbeddingName(PositionEmbedding p);

/// How tokens spread over the experts; the simulator sizes the busiest
/// expert-parallel rank from it. "batch" (the default) is a trained,
/// balanced router as it routes one micro-batch: every expert-parallel rank
/// is equally loaded over many batches, but within one its share scatters
/// with coefficient of variation `rank_load_cv` (0.161 from the FEPLB
/// measurement, arXiv:2604.19654: GLM-5's MoE layers, 128 experts over EP 8
/// on H100, idle 18.6% of the layer's time waiting for the busiest rank, so
/// busiest / mean = 1 / (1 - 0.186) = 1.229 = 1 + 1.4236 cv, 1.4236 the
/// expected largest of 8 normal draws). "uniform" is an exactly even split,
/// "zipf" and "explicit" fixed popularities.
struct RoutingConfig {
  std::string distribution = "batch";  ///< "batch", "uniform", "zipf" or "explicit"
  double rank_load_cv = 0.161;         ///< for "batch": spread of one rank's tokens
  double zipf_exponent = 0.0;          ///< for "zipf": weight of expert i ~ 1/(i+1)^s
  std::vector<double> weights;         ///< for "explicit": one weight per expert
};

/// The expected largest of n independent standard normal draws (0 for n <= 1).
double ExpectedMaxOfNormals(int n);

struct MoeConfig {
  int num_experts = 0;  ///< 0: dense model
  int top_k = 1;
  int num_shared_experts = 0;
  int64_t expert_ffn_hidden = 0;  ///< FFN width of each expert
  int layer_interval = 1;         ///< 1: every layer is MoE; 2: every other layer
  int first_dense_layers = 0;     ///< leading layers kept dense (DeepSeek style)
  double capacity_factor = 1.25;  ///< 0: dropless (tokens never dropped)
  /// The experts' linear layers carry biases (gpt-oss); a stack may add the
  /// second one's outside the GEMM (Plan::moe_expert_bias_loop).
  bool expert_biases = false;
  /// Group-limited routing (DeepSeek-V2/V3's device- and node-limited
  /// routing, arXiv:2405.04434 sec. 2.2.2 and arXiv:2412.19437 sec. 2.1.2;
  /// Hugging Face n_group / topk_group; Megatron-Core moe_router_num_groups /
  /// moe_router_group_topk): the experts form `routing_groups` equal
  /// contiguous groups and each token picks its experts from at most
  /// `routing_group_limit` of them. 0: no limit.
  int routing_groups = 0;
  int routing_group_limit = 0;
  RoutingConfig routing;

  bool enabled() const { return num_experts > 0; }
};

/// Multi-head latent attention (DeepSeek-V2/V3, arXiv:2405.04434 section 2.1):
/// queries and keys/values pass through low-rank latents. Each head's query
/// and key has a part without rotary embedding (qk_nope_head_dim) and a
/// rotary part (qk_rope_head_dim, one key part shared by all heads), and its
/// value has its own width (v_head_dim). Training materialises per-head K and
/// V (num_heads of them: no key/value sharing across heads).
struct MlaConfig {
  int64_t q_lora_rank = 0;   ///< 0: queries projected directly from the hidden state (V2-Lite)
  int64_t kv_lora_rank = 0;  ///< 0: no MLA
  int64_t qk_nope_head_dim = 0;
  int64_t qk_rope_head_dim = 0;
  int64_t v_head_dim = 0;

  bool enabled() const { return kv_lora_rank > 0; }
};

/// Sliding-window (local) attention: a windowed layer lets each query attend
/// to itself and the `window_tokens - 1` keys before it (Longformer's local
/// band, Beltagy et al., arXiv:2004.05150; Mistral 7B, arXiv:2310.06825; the
/// alternating local/global layers of Gemma 2, arXiv:2408.00118, and of
/// gpt-oss, arXiv:2508.10925, whose windows hold 128 tokens). Every
/// `full_attention_interval`-th layer (counting from 1: the 2nd, 4th, ... at
/// 2) attends to the whole causal context instead; 0 windows every layer.
/// Hugging Face's `layer_types` and Megatron-Core's `window_attn_skip_freq`
/// describe the same layouts.
struct SlidingWindowConfig {
  int64_t window_tokens = 0;  ///< 0: no sliding window
  int full_attention_interval = 0;
  bool enabled() const { return window_tokens > 0; }
};

/// One linear projection of the attention block, [tokens x in] -> [tokens x out].
/// `tp_split`: how tensor parallelism splits it (Megatron / DeepSeek's own
/// inference code): by output columns (heads), by input rows (the output
/// projection), or not at all (MLA's down projections: every TP rank holds
/// and runs them whole).
struct AttentionProjection {
  enum class TpSplit { kColumns, kRows, kReplicated };
  std::string name;
  double in = 0, out = 0;
  TpSplit tp_split = TpSplit::kColumns;
  double Params() const { return in * out; }
  /// Parameters each of `tp` ranks holds.
  double ParamsPerRank(int tp) const {
    return tp_split == TpSplit::kReplicated ? Params() : Params() / tp;
  }
};

/// LoRA fine-tuning (Hu et al., "LoRA: Low-Rank Adaptation of Large Language
/// Models", ICLR 2022, arXiv:2106.09685): the base weights are frozen (no
/// weight gradients, no optimizer state, nothing to reduce across data
/// parallelism); rank-`rank` adapters A (in x r) and B (r x out) beside each
/// target projection are the only trained parameters. Activation gradients
/// still flow through every layer.
enum class LoraTargets {
  kQkv,        ///< the query/key/value projections only (NeMo 1.x's 'attention_qkv')
  kAttention,  ///< q, k, v and output projections (the MLPerf llama2_70b_lora reference)
  kAllLinear,  ///< every projection of attention and the (dense, shared, expert) FFNs
};
struct LoraConfig {
  int rank = 0;  ///< 0: full training
  LoraTargets targets = LoraTargets::kAttention;
  bool enabled() const { return rank > 0; }
  /// Whether an adapter sits beside the projection named `op` ("attn.qkv",
  /// "attn.proj", "mlp.fc1", "moe.expert_fc2", ...; the router and the LM
  /// head are never adapted).
  bool Adapts(std::string_view op) const;
};
/// "qkv", "attention" or "all_linear".
const char* LoraTargetsName(LoraTargets t);
/// The targets a name of LoraTargetsNames() stands for.
LoraTargets ParseLoraTargets(std::string_view name);
const std::vector<std::string>& LoraTargetsNames();

struct ModelConfig {
  std::string name;
  int num_layers = 0;
  int64_t hidden = 0;
  int64_t ffn_hidden = 0;  ///< dense FFN width
  int num_heads = 0;
  int num_kv_heads = 0;  ///< < num_heads: grouped-query attention
  int64_t head_dim = 0;  ///< default hidden / num_heads
  int64_t vocab = 0;
  int64_t seq_len = 0;
  bool tied_embeddings = false;
  LoraConfig lora;  ///< "lora": fine-tuning with frozen base weights
  Activation activation = Activation::kGelu;
  PositionEmbedding position_embedding = PositionEmbedding::kRotary;
  /// RMSNorm over each head's query and key before attention (QK-norm:
  /// Qwen3, OLMo 2, Gemma 3; Megatron-Core's --qk-layernorm).
  bool qk_norm = false;
  MoeConfig moe;
  MlaConfig mla;
  SlidingWindowConfig sliding_window;

  /// Width of each head's query and key (MLA: no-rope + rope part), and of
  /// its value (MLA: v_head_dim); head_dim for both otherwise.
  int64_t QkHeadDim() const;
  int64_t VHeadDim() const;
  /// Heads of materialised K/V (MLA: every head has its own).
  int KvHeads() const { return mla.enabled() ? num_heads : num_kv_heads; }
  /// The attention block's projections in order (QKV or MLA's down/up
  /// projections, then the output projection).
  std::vector<AttentionProjection> AttentionProjections() const;
  /// Parameters of the attention block's norms beyond the layer's input norm
  /// (MLA's latent RMSNorms).
  double AttentionNormParams() const;
  /// Attention parameters each of `tp` ranks holds.
  double AttentionParamsPerRank(int tp) const;

  /// Whether `layer` (0-based) attends through a sliding window.
  bool IsWindowedLayer(int layer) const;
  int NumWindowedLayers() const;
  /// The length of the full causal sequence whose attention gives each query
  /// as many keys on average as a windowed layer does: 2 w - w^2 / seq_len for
  /// a window of w < seq_len tokens (each query attends to min(position + 1,
  /// w) keys; their mean, w - w^2 / (2 seq_len), is half this length, as
  /// seq_len / 2 is full causal attention's); seq_len without a window.
  double WindowedCausalSpan() const;

  bool IsMoeLayer(int layer) const;
  int NumMoeLayers() const;
  /// Fraction of routed tokens the busiest of `ep` expert groups receives,
  /// relative to a uniform split (1.0 = balanced). Experts are placed
  /// contiguously: group g holds experts [g*E/ep, (g+1)*E/ep).
  double RoutingImbalance(int ep) const;
  /// Token copies the busiest expert rank processes, relative to a uniform
  /// split: the padded capacity factor (GShard/Switch compute every slot), or
  /// the routing imbalance when dropless (capacity_factor 0).
  double ExpertLoad(int ep) const;
};

/// Reads and validates a model object ("$.model"). Throws InputError.
ModelConfig ReadModel(JsonReader& r);
Json ModelToJson(const ModelConfig& m);

/// Parameter counts and FLOPs derived from the shape.
struct ModelStats {
  double total_params = 0;
  double active_params = 0;      ///< parameters touched per token (top-k experts)
  double embedding_params = 0;   ///< input embedding (+ untied LM head)
  double attention_params_per_layer = 0;
  double dense_ffn_params_per_layer = 0;
  double expert_params_per_expert = 0;
  double moe_layer_params = 0;   ///< all experts + shared + router of one MoE layer
  /// Model FLOPs per token (matmuls + attention scores, PaLM appendix B
  /// convention, causal mask not discounted).
  double forward_flops_per_token = 0;
  double backward_flops_per_token = 0;  ///< 2 x forward
  /// Of forward_flops_per_token, the attention scores and values (the
  /// sliding-window layers' keys only; causal mask not discounted).
  double attention_forward_flops_per_token = 0;
  double training_flops_per_token = 0;  ///< forward + backward (6N + 12LHQT)
  /// Hardware FLOPs per token with full recompute (one more forward).
  double training_flops_per_token_full_recompute = 0;
  /// Trained parameters: every parameter, or only the LoRA adapters.
  double trainable_params = 0;
  /// LoRA adapter parameters of one layer (0 without LoRA): of the attention
  /// block, of the dense FFN, and of one expert (or shared expert).
  double lora_attention_params_per_layer = 0;
  double lora_dense_ffn_params_per_layer = 0;
  double lora_params_per_expert = 0;
};

ModelStats ComputeModelStats(const ModelConfig& m);

/// Parameters of one FFN with `width` (GELU: 2*h*w, SwiGLU: 3*h*w).
double FfnParams(const ModelConfig& m, int64_t width);

}  // namespace shoal
