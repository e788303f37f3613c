#include "core/model.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

#include "core/error.h"
#include "core/limits.h"

namespace shoal {

bool ModelConfig::IsWindowedLayer(int layer) const {
  if (!sliding_window.enabled()) return false;
  const int every = sliding_window.full_attention_interval;
  return every <= 0 || (layer + 1) % every != 0;
}

int ModelConfig::NumWindowedLayers() const {
  if (!sliding_window.enabled()) return 0;
  const int every = sliding_window.full_attention_interval;
  return every <= 0 ? num_layers : num_layers - num_layers / every;
}

double ModelConfig::WindowedCausalSpan() const {
  const double s = static_cast<double>(seq_len);
  const double w = static_cast<double>(sliding_window.window_tokens);
  if (!sliding_window.enabled() || w >= s) return s;
  return 2.0 * w - w * w / s;
}

bool ModelConfig::IsMoeLayer(int layer) const {
  if (!moe.enabled() || layer < moe.first_dense_layers) return false;
  return (layer - moe.first_dense_layers) % moe.layer_interval == 0;
}

int ModelConfig::NumMoeLayers() const {
  int n = 0;
  for (int l = 0; l < num_layers; ++l) n += IsMoeLayer(l) ? 1 : 0;
  return n;
}

namespace {
// Prefix sums of Zipf weights 1 / (i + 1)^s over `n` experts: prefix[k] is
// the weight of the first k experts. One (n, s) per thread is kept: a plan
// search asks for every ep of the same model many times (a model of 65,536
// experts spent minutes here building and summing the weights per call).
const std::vector<double>& ZipfPrefix(size_t n, double s) {
  thread_local size_t cached_n = 0;
  thread_local double cached_s = -1;
  thread_local std::vector<double> prefix;
  if (cached_n != n || cached_s != s || prefix.size() != n + 1) {
    prefix.assign(n + 1, 0.0);
    for (size_t i = 0; i < n; ++i) {
      prefix[i + 1] = prefix[i] + 1.0 / std::pow(static_cast<double>(i + 1), s);
    }
    cached_n = n, cached_s = s;
  }
  return prefix;
}
}  // namespace

double ExpectedMaxOfNormals(int n) {
  if (n <= 1) return 0.0;
  // E[max] = integral of x n phi(x) Phi(x)^(n-1) dx (Simpson's rule on
  // [-9, 9]; 0.5642 at 2, 1.4236 at 8, 2.3437 at 64), kept per thread.
  thread_local std::map<int, double> cached;
  if (auto it = cached.find(n); it != cached.end()) return it->second;
  constexpr int kSteps = 2400;
  constexpr double kLo = -9.0, kHi = 9.0;
  const double dx = (kHi - kLo) / kSteps;
  const double inv_sqrt_2pi = 1.0 / std::sqrt(2.0 * std::acos(-1.0));
  double sum = 0;
  for (int i = 0; i <= kSteps; ++i) {
    const double x = kLo + dx * i;
    const double f = x * n * inv_sqrt_2pi * std::exp(-0.5 * x * x) *
                     std::pow(0.5 * std::erfc(-x / std::sqrt(2.0)), n - 1);
    sum += (i == 0 || i == kSteps ? 1.0 : (i % 2 ? 4.0 : 2.0)) * f;
  }
  return cached[n] = sum * dx / 3.0;
}

double ModelConfig::RoutingImbalance(int ep) const {
  if (!moe.enabled()) return 1.0;
  // Experts are placed in order, `per` to each of the ep groups; the busiest
  // group against an even share.
  const int groups = std::max(1, ep);
  const size_t n = static_cast<size_t>(moe.num_experts);
  const size_t per = n / static_cast<size_t>(groups);
  double busiest = 0, total = 0;
  if (moe.routing.distribution == "zipf") {
    // Weights fall with the index (exponent >= 0): the first group is the busiest.
    const std::vector<double>& prefix = ZipfPrefix(n, moe.routing.zipf_exponent);
    busiest = prefix[per];
    total = prefix[n];
  } else if (moe.routing.distribution == "explicit") {
    const std::vector<double>& w = moe.routing.weights;
    total = std::accumulate(w.begin(), w.end(), 0.0);
    for (int g = 0; g < groups; ++g) {
      double sum = 0;
      for (size_t i = 0; i < per; ++i) sum += w[static_cast<size_t>(g) * per + i];
      busiest = std::max(busiest, sum);
    }
  } else if (moe.routing.distribution == "batch") {
    // Each rank's share of a micro-batch's tokens scatters around the mean
    // with coefficient of variation cv, independently of the others; the
    // busiest of the groups sits ExpectedMaxOfNormals(groups) cv above it.
    const double rank_cv = moe.routing.rank_load_cv;
    busiest = static_cast<double>(per) * (1.0 + ExpectedMaxOfNormals(groups) * rank_cv);
    total = static_cast<double>(n);
  } else {  // uniform: every expert alike
    busiest = static_cast<double>(per);
    total = static_cast<double>(n);
  }
  if (total <= 0) return 1.0;
  // Capacity factor caps what the busiest group may take (dropped tokens).
  double imbalance = busiest / total * groups;
  if (moe.capacity_factor > 0) imbalance = std::min(imbalance, moe.capacity_factor);
  return std::max(imbalance, 1.0);
}

double ModelConfig::ExpertLoad(int ep) const {
  return moe.capacity_factor > 0 ? moe.capacity_factor : RoutingImbalance(ep);
}

int64_t ModelConfig::QkHeadDim() const {
  return mla.enabled() ? mla.qk_nope_head_dim + mla.qk_rope_head_dim : head_dim;
}

int64_t ModelConfig::VHeadDim() const { return mla.enabled() ? mla.v_head_dim : head_dim; }

std::vector<AttentionProjection> ModelConfig::AttentionProjections() const {
  using Split = AttentionProjection::TpSplit;
  const double h = static_cast<double>(hidden);
  const double heads = num_heads;
  const double q = heads * static_cast<double>(QkHeadDim());
  const double o_in = heads * static_cast<double>(VHeadDim());
  std::vector<AttentionProjection> p;
  if (!mla.enabled()) {
    const double kv = static_cast<double>(num_kv_heads * head_dim);
    p.push_back({"attn.qkv", h, q + 2.0 * kv, Split::kColumns});
  } else {
    // DeepSeek-V3 inference/model.py (class MLA): wq_a and wkv_a are plain
    // Linear (whole on every TP rank), wq_b and wkv_b column-parallel by heads.
    const double q_lora = static_cast<double>(mla.q_lora_rank);
    const double kv_lora = static_cast<double>(mla.kv_lora_rank);
    const double rope = static_cast<double>(mla.qk_rope_head_dim);
    const double nope = static_cast<double>(mla.qk_nope_head_dim);
    if (mla.q_lora_rank > 0) {
      p.push_back({"attn.q_down", h, q_lora, Split::kReplicated});
      p.push_back({"attn.q_up", q_lora, q, Split::kColumns});
    } else {
      p.push_back({"attn.q", h, q, Split::kColumns});
    }
    p.push_back({"attn.kv_down", h, kv_lora + rope, Split::kReplicated});
    p.push_back({"attn.kv_up", kv_lora, heads * (nope + static_cast<double>(mla.v_head_dim)),
                 Split::kColumns});
  }
  p.push_back({"attn.proj", o_in, h, Split::kRows});
  return p;
}

double ModelConfig::AttentionNormParams() const {
  return mla.enabled() ? static_cast<double>(mla.q_lora_rank + mla.kv_lora_rank) : 0.0;
}

double ModelConfig::AttentionParamsPerRank(int tp) const {
  double s = AttentionNormParams();
  for (const auto& p : AttentionProjections()) s += p.ParamsPerRank(std::max(1, tp));
  return s;
}

const std::vector<std::string>& PositionEmbeddingNames() {
  static const std::vector<std::string> names = {"rotary", "learned", "alibi"};
  return names;
}

const char* PositionEmbeddingName(PositionEmbedding p) {
  return PositionEmbeddingNames()[static_cast<size_t>(p)].c_str();
}

ModelConfig ReadModel(JsonReader& r) {
  namespace L = limits;
  ModelConfig m;
  m.name = r.String("name", "model");
  m.num_layers = static_cast<int>(r.IntIn("num_layers", 1, L::kMaxLayers));
  m.hidden = r.IntIn("hidden", 1, L::kMaxWidth);
  m.num_heads = static_cast<int>(r.IntIn("num_heads", 1, L::kMaxHeads));
  m.num_kv_heads = static_cast<int>(r.IntIn("num_kv_heads", m.num_heads, 1, m.num_heads));
  if (m.num_heads % m.num_kv_heads != 0) {
    r.Fail("num_kv_heads", "a divisor of num_heads (" + std::to_string(m.num_heads) + ")");
  }
  m.head_dim = r.IntIn("head_dim", std::max<int64_t>(1, m.hidden / m.num_heads), 1, L::kMaxWidth);
  m.vocab = r.IntIn("vocab", 1, L::kMaxVocab);
  m.seq_len = r.IntIn("seq_len", 1, L::kMaxSeqLen);
  m.tied_embeddings = r.Bool("tied_embeddings", false);
  m.activation =
      r.Choice("activation", {"gelu", "swiglu"}, "gelu") == "swiglu" ? Activation::kSwiglu
                                                                      : Activation::kGelu;
  const auto& positions = PositionEmbeddingNames();
  const std::string position = r.Choice("position_embedding", positions, positions[0]);
  m.position_embedding = static_cast<PositionEmbedding>(
      std::find(positions.begin(), positions.end(), position) - positions.begin());
  m.qk_norm = r.Bool("qk_norm", false);
  if (auto window = r.OptionalObject("sliding_window")) {
    m.sliding_window.window_tokens = window->IntIn("window_tokens", 1, L::kMaxSeqLen);
    m.sliding_window.full_attention_interval =
        static_cast<int>(window->IntIn("full_attention_interval", 0, 0, m.num_layers));
    if (m.sliding_window.full_attention_interval == 1) {
      window->Fail("full_attention_interval",
                   "0 (every layer windowed) or an interval of 2 or more (1 would leave no layer "
                   "windowed: leave \"sliding_window\" out)");
    }
    window->Finish();
  }
  if (auto mla = r.OptionalObject("mla")) {
    // Every width is a width like hidden; 0 query rank means no query latent.
    m.mla.q_lora_rank = mla->IntIn("q_lora_rank", 0, 0, L::kMaxWidth);
    m.mla.kv_lora_rank = mla->IntIn("kv_lora_rank", 1, L::kMaxWidth);
    m.mla.qk_nope_head_dim = mla->IntIn("qk_nope_head_dim", 1, L::kMaxWidth);
    m.mla.qk_rope_head_dim = mla->IntIn("qk_rope_head_dim", 0, 0, L::kMaxWidth);
    m.mla.v_head_dim = mla->IntIn("v_head_dim", 1, L::kMaxWidth);
    mla->Finish();
    // The attention head dimension the kernels see is the query/key width.
    m.head_dim = m.QkHeadDim();
    m.num_kv_heads = m.num_heads;
  }
  if (auto moe = r.OptionalObject("moe")) {
    m.moe.num_experts = static_cast<int>(moe->IntIn("num_experts", 1, L::kMaxExperts));
    m.moe.top_k = static_cast<int>(moe->IntIn("top_k", 1, 1, m.moe.num_experts));
    m.moe.num_shared_experts =
        static_cast<int>(moe->IntIn("num_shared_experts", 0, 0, L::kMaxExperts));
    m.moe.layer_interval = static_cast<int>(moe->IntIn("layer_interval", 1, 1, m.num_layers));
    m.moe.first_dense_layers =
        static_cast<int>(moe->IntIn("first_dense_layers", 0, 0, m.num_layers - 1));
    // 0: dropless. Below 1 the experts would drop tokens the model FLOPs still
    // count (MFU above what the GPUs did); above 64 every expert holds every token.
    m.moe.capacity_factor = moe->RealIn("capacity_factor", 1.25, 0.0, 64.0);
    m.moe.expert_biases = moe->Bool("expert_biases", false);
    m.moe.routing_groups = static_cast<int>(moe->IntIn("routing_groups", 0, 0, m.moe.num_experts));
    if (m.moe.routing_groups > 0 && m.moe.num_experts % m.moe.routing_groups != 0) {
      moe->Fail("routing_groups", "0 (no group-limited routing) or a divisor of num_experts (" +
                                      std::to_string(m.moe.num_experts) + ")");
    }
    m.moe.routing_group_limit = static_cast<int>(
        moe->IntIn("routing_group_limit", m.moe.routing_groups, 0, m.moe.routing_groups));
    if (m.moe.routing_groups > 0 && m.moe.routing_group_limit < 1) {
      moe->Fail("routing_group_limit", "at least 1 group per token where routing_groups is set");
    }
    if (m.moe.capacity_factor > 0 && m.moe.capacity_factor < 1.0) {
      moe->Fail("capacity_factor", "0 (dropless) or a number in [1, 64], got " +
                                       FormatNumber(m.moe.capacity_factor));
    }
    if (auto routing = moe->OptionalObject("routing")) {
      m.moe.routing.distribution =
          routing->Choice("distribution", {"batch", "uniform", "zipf", "explicit"}, "batch");
      // A trained router's per-batch spread: 0 is an exact split; above 10
      // one expert would take most of every batch.
      m.moe.routing.rank_load_cv = routing->RealIn("rank_load_cv", 0.161, 0.0, 10.0);
      m.moe.routing.zipf_exponent = routing->RealIn("zipf_exponent", 1.0, 0.0, 100.0);
      m.moe.routing.weights = routing->Numbers("weights");
      if (m.moe.routing.distribution == "explicit" &&
          m.moe.routing.weights.size() != static_cast<size_t>(m.moe.num_experts)) {
        routing->Fail("weights", "one non-negative weight per expert (" +
                                     std::to_string(m.moe.num_experts) + ")");
      }
      double sum = 0;
      for (double w : m.moe.routing.weights) {
        if (w < 0 || w > 1e12) routing->Fail("weights", "weights in [0, 1e12]");
        sum += w;
      }
      if (!m.moe.routing.weights.empty() && !(sum > 0)) {
        routing->Fail("weights", "at least one positive weight");
      }
      routing->Finish();
    }
    if (moe->Has("expert_ffn_hidden")) {
      m.moe.expert_ffn_hidden = moe->IntIn("expert_ffn_hidden", 1, L::kMaxWidth);
    }
    moe->Finish();
  }
  // Dense FFN width: required for dense models and for the dense layers of MoE models.
  bool needs_dense = !m.moe.enabled() || m.moe.layer_interval > 1 || m.moe.first_dense_layers > 0;
  if (needs_dense || r.Has("ffn_hidden")) {
    m.ffn_hidden = r.IntIn("ffn_hidden", 1, L::kMaxWidth);
  }
  if (m.moe.enabled() && m.moe.expert_ffn_hidden == 0) {
    if (m.ffn_hidden <= 0) {
      throw InputError(r.file(), r.PathOf("moe") + ".expert_ffn_hidden",
                       "a positive integer (or ffn_hidden to default to)");
    }
    m.moe.expert_ffn_hidden = m.ffn_hidden;
  }
  if (m.ffn_hidden <= 0) m.ffn_hidden = m.moe.expert_ffn_hidden;
  if (auto lora = r.OptionalObject("lora")) {
    // A rank-r adapter B·A of a d x k weight is at most rank min(d, k): a
    // rank above the model width adds parameters without adding capacity.
    m.lora.rank = static_cast<int>(lora->IntIn("rank", 1, m.hidden));
    m.lora.targets = ParseLoraTargets(lora->Choice("targets", LoraTargetsNames(), "attention"));
    lora->Finish();
  }
  r.Finish();
  return m;
}

Json ModelToJson(const ModelConfig& m) {
  Json j = {{"name", m.name},
            {"num_layers", m.num_layers},
            {"hidden", m.hidden},
            {"ffn_hidden", m.ffn_hidden},
            {"num_heads", m.num_heads},
            {"num_kv_heads", m.num_kv_heads},
            {"head_dim", m.head_dim},
            {"vocab", m.vocab},
            {"seq_len", m.seq_len},
            {"tied_embeddings", m.tied_embeddings},
            {"activation", m.activation == Activation::kSwiglu ? "swiglu" : "gelu"}};
  if (m.qk_norm) j["qk_norm"] = true;
  if (m.position_embedding != PositionEmbedding::kRotary) {
    j["position_embedding"] = PositionEmbeddingName(m.position_embedding);
  }
  if (m.sliding_window.enabled()) {
    j["sliding_window"] = {{"window_tokens", m.sliding_window.window_tokens},
                           {"full_attention_interval", m.sliding_window.full_attention_interval}};
  }
  if (m.mla.enabled()) {
    j["mla"] = {{"q_lora_rank", m.mla.q_lora_rank},
                {"kv_lora_rank", m.mla.kv_lora_rank},
                {"qk_nope_head_dim", m.mla.qk_nope_head_dim},
                {"qk_rope_head_dim", m.mla.qk_rope_head_dim},
                {"v_head_dim", m.mla.v_head_dim}};
  }
  if (m.moe.enabled()) {
    Json routing = {{"distribution", m.moe.routing.distribution}};
    if (m.moe.routing.distribution == "batch") routing["rank_load_cv"] = m.moe.routing.rank_load_cv;
    if (m.moe.routing.distribution == "zipf") routing["zipf_exponent"] = m.moe.routing.zipf_exponent;
    if (m.moe.routing.distribution == "explicit") routing["weights"] = m.moe.routing.weights;
    j["moe"] = {{"num_experts", m.moe.num_experts},
                {"top_k", m.moe.top_k},
                {"num_shared_experts", m.moe.num_shared_experts},
                {"expert_ffn_hidden", m.moe.expert_ffn_hidden},
                {"layer_interval", m.moe.layer_interval},
                {"first_dense_layers", m.moe.first_dense_layers},
                {"capacity_factor", m.moe.capacity_factor},
                {"routing", routing}};
    if (m.moe.expert_biases) j["moe"]["expert_biases"] = true;
    if (m.moe.routing_groups > 0) {
      j["moe"]["routing_groups"] = m.moe.routing_groups;
      j["moe"]["routing_group_limit"] = m.moe.routing_group_limit;
    }
  }
  if (m.lora.enabled()) {
    j["lora"] = {{"rank", m.lora.rank}, {"targets", LoraTargetsName(m.lora.targets)}};
  }
  return j;
}

double FfnParams(const ModelConfig& m, int64_t width) {
  double mats = m.activation == Activation::kSwiglu ? 3.0 : 2.0;
  return mats * static_cast<double>(m.hidden) * static_cast<double>(width);
}

const char* LoraTargetsName(LoraTargets t) {
  switch (t) {
    case LoraTargets::kQkv:
      return "qkv";
    case LoraTargets::kAttention:
      return "attention";
    case LoraTargets::kAllLinear:
      return "all_linear";
  }
  return "attention";
}

const std::vector<std::string>& LoraTargetsNames() {
  static const std::vector<std::string> names = {"qkv", "attention", "all_linear"};
  return names;
}

LoraTargets ParseLoraTargets(std::string_view name) {
  for (auto t : {LoraTargets::kQkv, LoraTargets::kAttention, LoraTargets::kAllLinear}) {
    if (name == LoraTargetsName(t)) return t;
  }
  return LoraTargets::kAttention;
}

bool LoraConfig::Adapts(std::string_view op) const {
  if (!enabled()) return false;
  auto starts = [&](std::string_view prefix) { return op.substr(0, prefix.size()) == prefix; };
  if (starts("attn.")) {
    // The output projection is the only attention projection not feeding the
    // scores (MLA's down and up projections all do).
    return targets != LoraTargets::kQkv || op != "attn.proj";
  }
  return targets == LoraTargets::kAllLinear &&
         (starts("mlp.") || starts("moe.expert_") || starts("moe.shared_"));
}

namespace {

/// Frozen base weights: only the adapters train; the backward pass computes
/// activation gradients (dgrad) of every projection but weight gradients
/// (wgrad) of the adapters only.
// Forward FLOPs per token of the attention scores (seq x qk head dim) and
// values (seq x v head dim) of every head and layer, 2 FLOPs per MAC, the
// causal mask not discounted (PaLM's convention, 12LHQT with the backward); a
// sliding-window layer counts the keys its window leaves (WindowedCausalSpan).
double AttentionCoreFlopsPerToken(const ModelConfig& m) {
  const int windowed = m.NumWindowedLayers();
  const double spans = windowed * m.WindowedCausalSpan() +
                       (m.num_layers - windowed) * static_cast<double>(m.seq_len);
  return 2.0 * spans * m.num_heads * static_cast<double>(m.QkHeadDim() + m.VHeadDim());
}

void ApplyLora(const ModelConfig& m, ModelStats* s) {
  const double r = m.lora.rank;
  const double h = static_cast<double>(m.hidden);
  // An adapter beside a projection of in x out: A (in x r) + B (r x out).
  auto adapter = [r](double in, double out) { return r * (in + out); };
  // One adapter beside each fused projection, as Megatron/NeMo place them
  // (linear_qkv, linear_proj, linear_fc1 with gate and up fused, linear_fc2):
  // Llama-2-70B at rank 16 on attention has 44.6 M trainable parameters.
  // (MLA: one beside each of its down, up and output projections.)
  s->lora_attention_params_per_layer = 0;
  for (const auto& p : m.AttentionProjections()) {
    if (m.lora.Adapts(p.name)) s->lora_attention_params_per_layer += adapter(p.in, p.out);
  }
  auto ffn = [&](int64_t width) {
    const double f = static_cast<double>(width);
    return adapter(h, (m.activation == Activation::kSwiglu ? 2.0 : 1.0) * f) + adapter(f, h);
  };
  if (m.lora.Adapts("mlp.fc1")) s->lora_dense_ffn_params_per_layer = ffn(m.ffn_hidden);
  if (m.moe.enabled() && m.lora.Adapts("moe.expert_fc1")) {
    s->lora_params_per_expert = ffn(m.moe.expert_ffn_hidden);
  }
  const int moe_layers = m.NumMoeLayers();
  const int dense_layers = m.num_layers - moe_layers;
  const double per_moe_layer =
      (m.moe.num_experts + m.moe.num_shared_experts) * s->lora_params_per_expert;
  const double active_moe_layer =
      (m.moe.top_k + m.moe.num_shared_experts) * s->lora_params_per_expert;
  s->trainable_params = m.num_layers * s->lora_attention_params_per_layer +
                        dense_layers * s->lora_dense_ffn_params_per_layer +
                        moe_layers * per_moe_layer;
  const double adapter_active = m.num_layers * s->lora_attention_params_per_layer +
                                dense_layers * s->lora_dense_ffn_params_per_layer +
                                moe_layers * active_moe_layer;
  s->total_params += s->trainable_params;
  s->active_params += adapter_active;
  // Forward: the base model + the adapters; backward: dgrad of every matmul
  // (as many FLOPs as its forward), both attention-core gradients, and dgrad
  // + wgrad of the adapters.
  const double base_forward = s->forward_flops_per_token;
  const double attention = AttentionCoreFlopsPerToken(m);
  const double matmul = base_forward - attention;
  s->forward_flops_per_token = base_forward + 2.0 * adapter_active;
  s->backward_flops_per_token = matmul + 2.0 * attention + 4.0 * adapter_active;
  s->training_flops_per_token = s->forward_flops_per_token + s->backward_flops_per_token;
  s->training_flops_per_token_full_recompute =
      s->training_flops_per_token + s->forward_flops_per_token;
}

}  // namespace

ModelStats ComputeModelStats(const ModelConfig& m) {
  ModelStats s;
  const double h = static_cast<double>(m.hidden);
  const double norms = 2.0 * h + m.AttentionNormParams();
  s.attention_params_per_layer = m.AttentionParamsPerRank(1) - m.AttentionNormParams();
  s.dense_ffn_params_per_layer = FfnParams(m, m.ffn_hidden);
  const double v = static_cast<double>(m.vocab);
  const double input_embedding = v * h;
  const double lm_head = v * h;
  s.embedding_params = input_embedding + (m.tied_embeddings ? 0.0 : lm_head);

  double total = s.embedding_params + h;  // + final norm
  double active = total;
  // Matmul parameters per token (forward FLOPs are 2 x these), LM head included.
  double matmul_active = lm_head;
  const int moe_layers = m.NumMoeLayers();
  const int dense_layers = m.num_layers - moe_layers;
  const double attn = s.attention_params_per_layer;
  total += m.num_layers * (attn + norms);
  active += m.num_layers * (attn + norms);
  matmul_active += m.num_layers * attn;
  total += dense_layers * s.dense_ffn_params_per_layer;
  active += dense_layers * s.dense_ffn_params_per_layer;
  matmul_active += dense_layers * s.dense_ffn_params_per_layer;
  if (m.moe.enabled()) {
    s.expert_params_per_expert = FfnParams(m, m.moe.expert_ffn_hidden);
    const double router = h * m.moe.num_experts;
    const double shared = m.moe.num_shared_experts * s.expert_params_per_expert;
    s.moe_layer_params = m.moe.num_experts * s.expert_params_per_expert + shared + router;
    const double active_layer = m.moe.top_k * s.expert_params_per_expert + shared + router;
    total += moe_layers * s.moe_layer_params;
    active += moe_layers * active_layer;
    matmul_active += moe_layers * active_layer;
  }
  s.total_params = total;
  s.active_params = active;
  const double attention_flops = AttentionCoreFlopsPerToken(m);
  s.attention_forward_flops_per_token = attention_flops;
  s.forward_flops_per_token = 2.0 * matmul_active + attention_flops;
  s.backward_flops_per_token = 2.0 * s.forward_flops_per_token;
  s.training_flops_per_token = s.forward_flops_per_token + s.backward_flops_per_token;
  s.training_flops_per_token_full_recompute = s.training_flops_per_token + s.forward_flops_per_token;
  s.trainable_params = s.total_params;
  if (m.lora.enabled()) ApplyLora(m, &s);
  return s;
}

}  // namespace shoal
