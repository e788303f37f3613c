#include "validation/validation.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <initializer_list>
#include <limits>
#include <sstream>
#include <string_view>

#include "core/checked_math.h"
#include "core/error.h"
#include "core/limits.h"
#include "core/optimizer_state.h"
#include "core/plan_rules.h"
#include "core/units.h"
#include "simulator/simulate.h"

namespace shoal::validation {
namespace {

std::string Lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
  return s;
}
/// The `n` characters of `t` before position `at` (fewer at its start).
std::string TextBefore(const std::string& t, size_t at, size_t n) {
  return t.substr(at >= n ? at - n : 0, at >= n ? n : at);
}

bool Contains(const std::string& haystack, const std::string& needle) {
  return haystack.find(needle) != std::string::npos;
}
bool ContainsAny(const std::string& haystack, std::initializer_list<const char*> needles) {
  for (const char* needle : needles) {
    if (Contains(haystack, needle)) return true;
  }
  return false;
}
/// Whether the `n` characters before position `at` of `t` deny what follows
/// ("no CUDA graphs", "without EP comm overlap", "w/o ...").
bool DeniedBefore(const std::string& t, size_t at, size_t n) {
  return ContainsAny(TextBefore(t, at, n), {"no ", "without ", "w/o "});
}
std::string Text(const Json& row, const char* key) {
  auto it = row.find(key);
  return it != row.end() && it->is_string() ? it->get<std::string>() : std::string();
}
// A number as a row states it: a JSON number, or a string holding one
// unsigned decimal number and nothing else ("8", " 2048 ": tables copied as
// text); anything else in a string is no number.
std::optional<double> Num(const Json& row, const char* key) {
  auto it = row.find(key);
  if (it == row.end()) return std::nullopt;
  if (it->is_number()) return it->get<double>();
  if (!it->is_string()) return std::nullopt;
  const std::string& text = it->get_ref<const std::string&>();
  size_t at = text.find_first_not_of(' ');
  if (at == std::string::npos ||
      !(std::isdigit(static_cast<unsigned char>(text[at])) || text[at] == '.') ||
      text.find_first_not_of("0123456789.eE+- ") != std::string::npos) {
    return std::nullopt;  // not a decimal number ("0x3", "3 GPUs", "inf")
  }
  char* end = nullptr;
  const double v = std::strtod(text.c_str() + at, &end);
  if (end == text.c_str() + at || !std::isfinite(v)) return std::nullopt;
  while (*end == ' ') ++end;
  if (*end != '\0') return std::nullopt;
  return v;
}

// Checked numbers of one row: a value present but impossible (not a whole
// number, out of its range) makes the row invalid, with the first reason.
struct RowChecks {
  const Json& row;
  std::string invalid;

  int64_t Int(const char* key, int64_t fallback, int64_t lo, int64_t hi) {
    auto v = Num(row, key);
    if (!v) return fallback;
    auto i = WholeNumberIn(*v, lo, hi);
    if (!i) {
      Bad(key, "an integer in [" + std::to_string(lo) + ", " + std::to_string(hi) + "]", *v);
      return fallback;
    }
    return *i;
  }
  std::optional<double> Real(const char* key, double lo, double hi) {
    auto v = Num(row, key);
    if (v && !(*v >= lo && *v <= hi)) {
      Bad(key, "a number in [" + FormatNumber(lo) + ", " + FormatNumber(hi) + "]", *v);
      return std::nullopt;
    }
    return v;
  }
  void Bad(const char* key, const std::string& expected, double got) {
    if (invalid.empty()) {
      invalid = std::string(key) + ": expected " + expected + ", got " + FormatNumber(got);
    }
  }
};

Precision PrecisionOf(const std::string& text) {
  std::string t = Lower(text);
  // 4-bit first: "NVFP4", "MXFP4", "FP4" (Blackwell and MI355X rows); "MXFP8"
  // stays fp8 below.
  if (Contains(t, "fp4") || Contains(t, "float4") || Contains(t, "e2m1")) return Precision::kFp4;
  if (Contains(t, "fp8") || Contains(t, "float8")) return Precision::kFp8;
  if (Contains(t, "bf16") || Contains(t, "bfloat16")) return Precision::kBf16;
  if (Contains(t, "fp16") || Contains(t, "float16")) return Precision::kFp16;
  if (Contains(t, "fp32")) return Precision::kFp32;
  return Precision::kBf16;
}

/// Whether `word` stands in `t` as a word of its own: no letter, digit or
/// underscore on either side ("act" in "norm, act", not in "exact").
bool ContainsWord(const std::string& t, const std::string& word) {
  auto part_of_word = [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
  };
  for (size_t at = t.find(word); at != std::string::npos; at = t.find(word, at + 1)) {
    const size_t end = at + word.size();
    if ((at == 0 || !part_of_word(t[at - 1])) && (end >= t.size() || !part_of_word(t[end]))) {
      return true;
    }
  }
  return false;
}
bool ContainsAnyWord(const std::string& t, std::initializer_list<const char*> words) {
  for (const char* word : words) {
    if (ContainsWord(t, word)) return true;
  }
  return false;
}

/// The recompute modules `t` (lower case) names, each false where it names
/// none (no default).
RecomputeModules NamedRecomputeModules(const std::string& t) {
  RecomputeModules rm;
  rm.core_attn = Contains(t, "core_attn") || Contains(t, "core attention");
  // Megatron's module names, and the short forms tables use for them
  // ("norm, act": layernorm and moe_act).
  rm.layernorm = Contains(t, "layernorm") || Contains(t, "rmsnorm") || ContainsWord(t, "norm");
  rm.mla_up_proj = Contains(t, "mla_up_proj") || Contains(t, "up-proj") || Contains(t, "up_proj");
  rm.moe_act = Contains(t, "moe_act") || ContainsWord(t, "act");
  rm.shared_experts = Contains(t, "shared_expert");
  rm.mlp = Contains(t, "mlp");
  // "moe" as a module of its own, not inside "moe_act".
  for (size_t at = t.find("moe"); at != std::string::npos; at = t.find("moe", at + 1)) {
    if (t.compare(at, 7, "moe_act") != 0) rm.moe = true;
  }
  return rm;
}

}  // namespace

RecomputeModules RecomputeModulesOf(const std::string& text) {
  const RecomputeModules rm = NamedRecomputeModules(Lower(text));
  return rm.Names().empty() ? RecomputeModules{} : rm;
}

Recompute RecomputeOf(const std::string& text) {
  const std::string t = Lower(text);
  if (Contains(t, "selective")) return Recompute::kSelective;
  if (Contains(t, "full")) return Recompute::kFull;
  if (ContainsAnyWord(t, {"none", "no", "false", "null", "off"}) ||
      ContainsAny(t, {"disabled", "without"})) {
    return Recompute::kNone;
  }
  // Megatron's recompute modules named without the word ("norm, act",
  // "mla_up_proj, mlp"): selective recompute of those modules.
  if (!NamedRecomputeModules(t).Names().empty()) return Recompute::kSelective;
  // Whole layers checkpointed: "activation checkpointing", "gradient
  // checkpointing", Megatron's recompute methods "uniform" and "block".
  if (ContainsAny(t, {"checkpoint", "recompute", "remat"}) ||
      ContainsAnyWord(t, {"uniform", "block", "yes", "enabled"})) {
    return Recompute::kFull;
  }
  return Recompute::kNone;
}

namespace {

/// Whether the word `w` starts at position `i` of `t`.
bool WordAt(const std::string& t, size_t i, std::string_view w) {
  const size_t end = i + w.size();
  return t.compare(i, w.size(), w) == 0 &&
         (end >= t.size() || !std::isalnum(static_cast<unsigned char>(t[end])));
}
/// Whether what follows position `end` of `t` switches the feature named
/// before it off, as a table column copied into text does ("FSDP: 0",
/// "fsdp=false", "FSDP off", "FSDP disabled").
bool SwitchedOffAfter(const std::string& t, size_t end) {
  size_t i = end;
  while (i < t.size() && (t[i] == ' ' || t[i] == '=' || t[i] == ':')) ++i;
  return WordAt(t, i, "0") || WordAt(t, i, "off") || WordAt(t, i, "false") ||
         WordAt(t, i, "disabled");
}
/// Whether `t` names one of `needles` and means it: not denied before it
/// ("no FSDP", "without ZeRO") nor switched off after it ("FSDP: 0").
bool AffirmsAny(const std::string& t, std::initializer_list<const char*> needles) {
  for (const char* needle : needles) {
    const std::string_view n(needle);
    for (size_t at = t.find(n); at != std::string::npos; at = t.find(n, at + 1)) {
      if (!DeniedBefore(t, at, 10) && !SwitchedOffAfter(t, at + n.size())) return true;
    }
  }
  return false;
}

int ZeroStageOf(const std::string& text) {
  const std::string t = Lower(text);
  // PyTorch FSDP's SHARD_GRAD_OP shards gradients and optimizer states only
  // (ZeRO-2); "FSDP SHARD_GRAD_OP" names FSDP too, so it goes first.
  if (AffirmsAny(t, {"shard_grad_op"})) return 2;
  // A stated ZeRO stage: "ZeRO-3", "ZeRO3", "ZeRO stage 2", "zero_stage=1".
  for (size_t at = t.find("zero"); at != std::string::npos; at = t.find("zero", at + 1)) {
    if (DeniedBefore(t, at, 10)) continue;
    size_t i = at + 4;
    auto skip = [&] {
      while (i < t.size() &&
             (t[i] == '-' || t[i] == '_' || t[i] == ' ' || t[i] == '=' || t[i] == ':')) {
        ++i;
      }
    };
    skip();
    if (t.compare(i, 5, "stage") == 0) {
      i += 5;
      skip();
    }
    if (i < t.size() && t[i] >= '0' && t[i] <= '3' &&
        (i + 1 >= t.size() || !std::isdigit(static_cast<unsigned char>(t[i + 1])))) {
      return t[i] - '0';
    }
  }
  // Fully sharded data parallelism: PyTorch FSDP (FULL_SHARD by default),
  // FSDP2, HSDP (fully sharded within each replica group), Megatron-FSDP.
  // ZeRO-Infinity is stage 3 with offload. A name denied or switched off
  // ("the table has no FSDP column", NeMo's "FSDP: 0") shards nothing.
  if (AffirmsAny(t, {"full_shard", "fsdp", "hsdp", "hybrid_shard", "fully sharded", "infinity"})) {
    return 3;
  }
  if (AffirmsAny(t, {"distributed optimizer", "distributed_optimizer", "distopt"})) return 1;
  return 0;
}

// The number after `key` in free text ("head_dim 128", "head_dim=64"), unless
// the text qualifies it ("head_dim 128 for 2.7B").
std::optional<double> NumberAfter(const std::string& text, const std::string& key) {
  size_t at = text.find(key);
  if (at == std::string::npos) return std::nullopt;
  at += key.size();
  while (at < text.size() && (text[at] == ' ' || text[at] == '=' || text[at] == ':')) ++at;
  if (at >= text.size() || !std::isdigit(static_cast<unsigned char>(text[at]))) return std::nullopt;
  size_t end = at;
  while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
  // "head_dim 128 for 2.7B" qualifies another model of a family table.
  if (text.compare(end, 5, " for ") == 0) return std::nullopt;
  return std::atof(text.c_str() + at);
}

// NumberAfter for the first of `keys` that has one: the spellings of one
// quantity ("head_dim", "head dim", "kv_channels").
std::optional<double> NumberAfterAny(const std::string& text,
                                     std::initializer_list<const char*> keys) {
  for (const char* key : keys) {
    if (auto n = NumberAfter(text, key)) return n;
  }
  return std::nullopt;
}

// "<n>x <m> Gb/s" or "(<n>x<m> Gb/s)" in a row's inter-node network text.
void ParseNetwork(const std::string& text, int* nics, double* gbit) {
  for (size_t x = text.find('x'); x != std::string::npos; x = text.find('x', x + 1)) {
    size_t b = x;
    while (b > 0 && std::isdigit(static_cast<unsigned char>(text[b - 1]))) --b;
    if (b == x) continue;
    size_t a = x + 1;
    while (a < text.size() && text[a] == ' ') ++a;
    if (a >= text.size() || !std::isdigit(static_cast<unsigned char>(text[a]))) continue;
    size_t e = a;
    while (e < text.size() && (std::isdigit(static_cast<unsigned char>(text[e])) || text[e] == '.'))
      ++e;
    if (text.compare(e, 5, " Gb/s") != 0) continue;
    *nics = x - b > 4 ? 0 : std::atoi(text.c_str() + b);
    *gbit = std::atof(text.c_str() + a);
    if (*nics < 1 || *nics > 1024 || !(*gbit >= 1e-3 && *gbit <= 1e7)) {
      *nics = 0;  // not a network a node can have: keep the profile's
      *gbit = 0;
    }
    return;
  }
}

// The FFN's form as the row's architecture notes name it ("SwiGLU experts",
// "squared-ReLU MLP (no gating)", "GELU MLP").
std::optional<Activation> StatedFfnForm(const Json& row) {
  const std::string t = Lower(Text(row, "arch_notes"));
  if (Contains(t, "swiglu") || Contains(t, "geglu")) return Activation::kSwiglu;
  if (Contains(t, "gelu") || Contains(t, "relu")) return Activation::kGelu;
  return std::nullopt;
}

// How the row's architecture notes say the model encodes positions: "ALiBi"
// (BLOOM), "learned position embeddings" / "absolute position embeddings"
// (GPT-2, GPT-3, Megatron's GPT, MPT's benchmark configurations), rotary
// otherwise (RoPE: Llama, Qwen, DeepSeek and the rest). A note that names
// both, as "learned/rotary pos. per framework", stays rotary.
PositionEmbedding StatedPositionEmbedding(const Json& row) {
  const std::string t = Lower(Text(row, "arch_notes"));
  if (Contains(t, "alibi")) return PositionEmbedding::kAlibi;
  const bool learned = ContainsAny(t, {"learned pos", "absolute pos"});
  if (learned && !Contains(t, "rotary") && !ContainsWord(t, "rope")) {
    return PositionEmbedding::kLearned;
  }
  return PositionEmbedding::kRotary;
}

// The FFN's form by the family names a row mentions: the fallback when neither
// its notes nor its stated parameter count tell (FfnFormFromParams).
bool UsesSwiglu(const Json& row) {
  return ContainsAny(Lower(Text(row, "arch_notes") + " " + Text(row, "model_name")),
                     {"swiglu", "llama", "mixtral", "mistral", "qwen", "deepseek"});
}

// A row's stated total parameter count against `m`'s: the log of their
// ratio, at the nearer of tied and untied embeddings; nullopt without a count.
std::optional<double> ParamsMisfit(const Json& row, ModelConfig m) {
  auto stated = Num(row, "total_params_b");
  if (!stated || !(*stated > 0)) return std::nullopt;
  double best = std::numeric_limits<double>::infinity();
  for (bool tied : {false, true}) {
    m.tied_embeddings = tied;
    const double total = ComputeModelStats(m).total_params;
    if (total > 0) best = std::min(best, std::abs(std::log(total / (*stated * 1e9))));
  }
  return best;
}

// The FFN's form from the row's stated total parameter count: a gated FFN
// (SwiGLU, GeGLU, gpt-oss's clamped GLU) holds 3 h x f weights, a plain one
// (GELU, Nemotron-4's squared ReLU) 2, so the two readings of one shape
// differ by a third of the FFN's share: 25-40% of the total on the rows here,
// against the 0-3% that tied or untied embeddings and norms move it. The
// nearer form wins when it lies within 15% of the stated count and the other
// at least twice as far (small models, where embeddings are a large share,
// stay with the names; so do learned position embeddings, which no count
// here includes: MPT's notes name its GELU instead).
std::optional<Activation> FfnFormFromParams(const Json& row, ModelConfig m) {
  if (!ParamsMisfit(row, m)) return std::nullopt;
  auto misfit = [&](Activation a) {
    m.activation = a;
    return *ParamsMisfit(row, m);
  };
  const double gated = misfit(Activation::kSwiglu), plain = misfit(Activation::kGelu);
  const double near = std::min(gated, plain), far = std::max(gated, plain);
  if (!(near < std::log(1.15)) || !(far >= 2.0 * near)) return std::nullopt;
  return gated < plain ? Activation::kSwiglu : Activation::kGelu;
}

// The x at which `count(x)`, linear in x, reaches `target`, from its values
// at x0 and 2 x0; nullopt where it does not grow with x.
template <class Count>
std::optional<double> SolveLinear(Count count, double x0, double target) {
  const double at_x0 = count(x0);
  const double slope = (count(2 * x0) - at_x0) / x0;
  if (!(slope > 0)) return std::nullopt;
  return x0 + (target - at_x0) / slope;
}

// A row without its FFN width: the width its form is given by convention,
// a gated FFN 8h/3 rounded up to 256 (Llama's multiple_of), a plain one 4h;
// for a dense model of a billion parameters or more, the width its stated
// count implies (the count is linear in the width), where that lies 10-50%
// above or 10-20% below the conventional one (Llama 3 widened its FFN to
// 3.25-3.5h, 1.2-1.3x), to the nearest 128. Smaller models keep the
// convention: there rounded counts, and position embeddings no count here
// includes, move the width by a fifth.
int64_t FfnWidthOf(const Json& row, ModelConfig m) {
  const int64_t natural =
      m.activation == Activation::kSwiglu ? (8 * m.hidden / 3 + 255) / 256 * 256 : 4 * m.hidden;
  auto stated = Num(row, "total_params_b");
  if (!stated || !(*stated >= 1.0) || natural <= 0) return natural;
  const auto width = SolveLinear(
      [&](double w) {
        m.ffn_hidden = static_cast<int64_t>(w);
        return ComputeModelStats(m).total_params;
      },
      static_cast<double>(natural), *stated * 1e9);
  // A count rounded to two figures moves the width by several percent: only
  // a clearly other convention (10% or more) replaces the conventional one.
  if (!width || !(*width >= 0.8 * natural && *width <= 1.5 * natural) ||
      std::abs(*width - natural) < 0.1 * natural) {
    return natural;
  }
  return std::llround(*width / 128.0) * 128;
}

// A dense row without its KV head count: grouped-query attention where the
// stated parameter count says so, the candidate (a divisor of the heads)
// nearest the count within 3% where multi-head attention misses it by twice
// as much; else multi-head.
std::optional<int> KvHeadsFromParams(const Json& row, ModelConfig m) {
  if (m.moe.enabled() || m.mla.enabled()) return std::nullopt;
  const auto mha = ParamsMisfit(row, m);
  if (!mha) return std::nullopt;
  int best = m.num_heads;
  double best_misfit = *mha;
  for (int kv = 1; kv < m.num_heads; ++kv) {
    if (m.num_heads % kv != 0) continue;
    m.num_kv_heads = kv;
    const double misfit = *ParamsMisfit(row, m);
    if (misfit < best_misfit) {
      best = kv;
      best_misfit = misfit;
    }
  }
  if (best == m.num_heads || !(best_misfit < std::log(1.03)) || !(*mha >= 2.0 * best_misfit)) {
    return std::nullopt;
  }
  return best;
}

// A MoE row without its experts' FFN width: the width its stated total
// count implies (the count is linear in it), to the nearest 64, where that is
// positive and at most 4x the model's FFN width; nullopt otherwise. The
// default, the dense FFN's width, is 8x too wide for Qwen3's experts.
std::optional<int64_t> ExpertWidthFromParams(const Json& row, ModelConfig m) {
  auto stated = Num(row, "total_params_b");
  if (!m.moe.enabled() || !stated || !(*stated > 0)) return std::nullopt;
  const int64_t probe = std::max<int64_t>(64, m.moe.expert_ffn_hidden);
  const auto width = SolveLinear(
      [&](double w) {
        m.moe.expert_ffn_hidden = static_cast<int64_t>(w);
        return ComputeModelStats(m).total_params;
      },
      static_cast<double>(probe), *stated * 1e9);
  if (!width || !(*width >= 32 && *width <= 4.0 * std::max<int64_t>(m.ffn_hidden, m.hidden))) {
    return std::nullopt;
  }
  return std::max<int64_t>(64, std::llround(*width / 64.0) * 64);
}

// A MoE row without its top-k: the k its stated active parameter count
// implies (linear in k), where that is within a third of a whole number in
// [1, experts]; nullopt otherwise (conversion's default, top-2, stands).
std::optional<int> TopKFromActiveParams(const Json& row, ModelConfig m) {
  auto active = Num(row, "active_params_b");
  if (!m.moe.enabled() || !active || !(*active > 0) || m.moe.num_experts < 2) {
    return std::nullopt;
  }
  const auto k = SolveLinear(
      [&](double top_k) {
        m.moe.top_k = static_cast<int>(top_k);
        return ComputeModelStats(m).active_params;
      },
      1.0, *active * 1e9);
  if (!k) return std::nullopt;
  const double whole = std::round(*k);
  if (!(whole >= 1 && whole <= m.moe.num_experts && std::abs(*k - whole) <= 1.0 / 3)) {
    return std::nullopt;
  }
  return static_cast<int>(whole);
}

// Whether position `at` of `s` starts a word: not after a letter, a digit or
// an underscore ("lora" in "kv_lora_rank" does not; "r=" in "lr=" does not).
bool StartsWord(const std::string& s, size_t at) {
  return at == 0 || !(std::isalnum(static_cast<unsigned char>(s[at - 1])) || s[at - 1] == '_');
}

// Whether the words after position `from` of `t`, to the end of their clause,
// deny what was named just before it ("FlashAttention-2 is disabled",
// "CUDA graphs (not used)").
bool DeniedAfter(const std::string& t, size_t from) {
  from = std::min(t.size(), from);
  std::string after = t.substr(from, std::min<size_t>(t.size() - from, 40));
  after = after.substr(0, after.find_first_of(".;,")) + " ";
  std::replace(after.begin(), after.end(), '(', ' ');
  std::replace(after.begin(), after.end(), ')', ' ');
  return ContainsAny(after, {" disabled", " is not ", " are not ", " were not ", " not used",
                             " off ", " unavailable", " unsupported", " does not ", " cannot "});
}

// Whether the name at `at` (`len` characters long: a kernel, LoRA) is denied
// there: "no FlashAttention", "instead of FA2", "FlashAttention-2 is
// disabled", "cuDNN attention (unsupported here)", "not LoRA".
bool DeniedAt(const std::string& t, size_t at, size_t len) {
  // The words just before it, back to the start of its phrase.
  std::string before = TextBefore(t, at, 14);
  for (const char* bound : {",", ";", ":", "(", " but ", " and "}) {
    if (size_t b = before.rfind(bound); b != std::string::npos) {
      before = before.substr(b + std::strlen(bound));
    }
  }
  if (ContainsAny(" " + before, {" no ", " not ", " without ", " w/o ", " instead of ",
                                 " rather than ", " disabling ", " disable "})) {
    return true;
  }
  return DeniedAfter(t, at + len);
}
}  // namespace

std::optional<AttentionKernel> StatedAttentionKernel(const std::string& text) {
  const std::string t = Lower(text);
  auto alnum = [&](size_t i) {
    return i < t.size() && std::isalnum(static_cast<unsigned char>(t[i]));
  };
  auto version = [](char digit) -> std::optional<AttentionKernel> {
    if (digit == '1') return AttentionKernel::kFlash1;
    if (digit == '2') return AttentionKernel::kFlash2;
    if (digit == '3') return AttentionKernel::kFlash3;
    return std::nullopt;
  };
  auto skip_separators = [&](size_t i) {
    while (i < t.size() && (t[i] == ' ' || t[i] == '-' || t[i] == '_')) ++i;
    return i;
  };
  // "FlashAttention-2", "flash attention v3", "flash-attn 2.5.8": a version
  // digit not followed by another digit ("flash attention 128" is no version).
  for (size_t at = t.find("flash"); at != std::string::npos; at = t.find("flash", at + 1)) {
    size_t i = skip_separators(at + 5);
    if (t.compare(i, 9, "attention") == 0) {
      i += 9;
    } else if (t.compare(i, 4, "attn") == 0) {
      i += 4;
    } else {
      continue;
    }
    i = skip_separators(i);
    if (i < t.size() && t[i] == 'v') ++i;
    if (i >= t.size()) continue;
    const bool more_digits = i + 1 < t.size() && std::isdigit(static_cast<unsigned char>(t[i + 1]));
    if (DeniedAt(t, at, i + 1 - at)) continue;
    if (auto k = version(t[i]); k && !more_digits) return k;
  }
  // "FA2", "FA3" as words.
  for (size_t at = t.find("fa"); at != std::string::npos; at = t.find("fa", at + 1)) {
    if ((at > 0 && alnum(at - 1)) || alnum(at + 3) || at + 2 >= t.size()) continue;
    if (DeniedAt(t, at, 3)) continue;
    if (auto k = version(t[at + 2])) return k;
  }
  for (const char* phrase : {"cudnn attention", "cudnn fused attention", "cudnn flash"}) {
    const size_t at = t.find(phrase);
    if (at != std::string::npos && !DeniedAt(t, at, std::strlen(phrase))) {
      return AttentionKernel::kCudnn;
    }
  }
  if (Contains(t, "unfused attention") || Contains(t, "no flashattention") ||
      Contains(t, "no flash attention") || Contains(t, "without flashattention") ||
      Contains(t, "without flash attention")) {
    return AttentionKernel::kUnfused;
  }
  return std::nullopt;
}

std::optional<AttentionKernel> UnversionedFlashAttention(const std::string& text,
                                                         int publication_year) {
  const std::string t = Lower(text);
  for (const char* name : {"flashattention", "flash attention", "flash-attention", "flash-attn",
                           "flash_attn", "flash attn", "sdpa", "scaled_dot_product_attention"}) {
    const size_t len = std::strlen(name);
    for (size_t at = t.find(name); at != std::string::npos; at = t.find(name, at + 1)) {
      const bool ends_word =
          at + len >= t.size() || !std::isalnum(static_cast<unsigned char>(t[at + len]));
      if (!StartsWord(t, at) || !ends_word || DeniedAt(t, at, len)) continue;
      return publication_year == 0 || publication_year >= 2024 ? AttentionKernel::kFlash2
                                                               : AttentionKernel::kFlash1;
    }
  }
  return std::nullopt;
}

std::optional<bool> StatedCudnnAttention(const std::string& text) {
  const std::string t = Lower(text);
  for (size_t at = t.find("nvte_fused_attn"); at != std::string::npos;
       at = t.find("nvte_fused_attn", at + 1)) {
    size_t i = at + std::strlen("nvte_fused_attn");
    if (i < t.size() && (std::isalnum(static_cast<unsigned char>(t[i])) || t[i] == '_')) {
      continue;  // NVTE_FUSED_ATTN_BACKEND and the like
    }
    while (i < t.size() && (t[i] == ' ' || t[i] == '=' || t[i] == ':' || t[i] == '"')) ++i;
    if (i >= t.size() || (i + 1 < t.size() && std::isdigit(static_cast<unsigned char>(t[i + 1])))) {
      continue;
    }
    if (t[i] == '0') return false;
    if (t[i] == '1') return true;
  }
  return std::nullopt;
}

std::optional<StatedLoraSpec> StatedLora(const std::string& text) {
  const std::string t = Lower(text);
  // "LoRA" (or "QLoRA") as a word: not MLA's "q_lora_rank" / "kv_lora_rank".
  auto word_at = [&](size_t at, size_t len) {
    return StartsWord(t, at) &&
           (at + len >= t.size() || !std::isalpha(static_cast<unsigned char>(t[at + len])));
  };
  std::vector<size_t> mentions;
  for (size_t at = t.find("lora"); at != std::string::npos; at = t.find("lora", at + 1)) {
    const size_t from = at > 0 && t[at - 1] == 'q' ? at - 1 : at;
    if (word_at(from, at + 4 - from) && !DeniedAt(t, from, at + 4 - from)) mentions.push_back(at);
  }
  if (mentions.empty()) return std::nullopt;
  StatedLoraSpec spec;
  // The number after `key` where `key` starts a word of `s` (not MLA's
  // "kv_lora_rank", not "lr=" for "r=", not "hidden_dim" for "dim").
  auto number_after = [](const std::string& s, const std::string& key) -> std::optional<double> {
    for (size_t at = s.find(key); at != std::string::npos; at = s.find(key, at + 1)) {
      if (!StartsWord(s, at)) continue;
      // (Capped: a rank is at most the model width, clamped again later.)
      if (auto n = NumberAfter(s.substr(at), key); n && *n >= 1) return std::min(*n, 1e6);
    }
    return std::nullopt;
  };
  for (const char* key :
       {"lora_rank", "lora rank", "lora-rank", "adapter_dim", "lora_dim", "lora_r"}) {
    if (auto r = number_after(t, key)) {
      spec.rank = static_cast<int>(*r);
      break;
    }
  }
  // "LoRA (rank 16)", "LoRA, r=8, ...": a rank just after a mention.
  for (size_t at : mentions) {
    if (spec.rank > 0) break;
    const std::string near = t.substr(at, 48);
    for (const char* key : {"rank", "r=", "r =", "dim"}) {
      if (auto r = number_after(near, key)) {
        spec.rank = static_cast<int>(*r);
        break;
      }
    }
  }
  if (ContainsAny(t, {"attention_qkv", "qkv only", "linear_qkv only", "qkv projection only"})) {
    spec.targets = LoraTargets::kQkv;
  } else if (ContainsAny(t, {"all linear", "all-linear", "all_linear", "linear_fc1", "linear_fc2",
                             "gate_proj", "up_proj", "down_proj"})) {
    spec.targets = LoraTargets::kAllLinear;
  } else if (ContainsAny(t, {"linear_proj", "o_proj", "q, k, v, o", "q,k,v,o", "qkvo",
                             "attention projections"})) {
    spec.targets = LoraTargets::kAttention;
  }
  return spec;
}

std::optional<double> StatedAttentionFlopsShare(const std::string& text) {
  const std::string t = Lower(text);
  if (Contains(t, "causal attention counted half")) return 0.5;
  if (Contains(t, "attention counted in full")) return 1.0;
  return std::nullopt;
}

bool StatesPlainPipelineSchedule(const std::string& text) {
  const std::string t = Lower(text);
  return ContainsAny(t, {"1f1b", "1f-1b", "one-forward-one-backward", "pipedream-flush", "gpipe"});
}

double OneFOneBBubbleShare(const Plan& plan) {
  const double m = static_cast<double>(plan.global_batch_size) /
                   (static_cast<double>(plan.dp) * plan.micro_batch_size);
  return plan.pp > 1 && m > 0 ? (plan.pp - 1.0) / (m + plan.pp - 1.0) : 0.0;
}

std::optional<double> MegatronAttentionFlopsShare(const std::string& definition, int year) {
  if (!Contains(Lower(definition), "megatron") || year <= 0) return std::nullopt;
  if (year <= 2024) return 1.0;
  if (year >= 2026) return 0.5;
  return std::nullopt;
}

std::optional<std::pair<int, int>> NemoContainerRelease(const std::string& text) {
  const std::string t = Lower(text);
  auto digit = [&](size_t i) {
    return i < t.size() && std::isdigit(static_cast<unsigned char>(t[i])) != 0;
  };
  for (size_t at = t.find("nemo"); at != std::string::npos; at = t.find("nemo", at + 4)) {
    size_t i = at + 4;
    while (i < t.size() && (t[i] == ' ' || t[i] == ':')) ++i;
    // A YY.MM tag: two digits, a dot, two digits and no third ("NeMo 2.0",
    // the API generation, names no container release).
    if (digit(i) && digit(i + 1) && i + 2 < t.size() && t[i + 2] == '.' && digit(i + 3) &&
        digit(i + 4) && !digit(i + 5)) {
      const int month = std::stoi(t.substr(i + 3, 2));
      if (month >= 1 && month <= 12) return std::pair{2000 + std::stoi(t.substr(i, 2)), month};
    }
  }
  return std::nullopt;
}

std::optional<AttentionKernel> AttentionWithoutCudnn(const std::string& framework,
                                                     int publication_year) {
  if (const auto release = NemoContainerRelease(framework)) {
    if (*release < std::pair{2025, 5}) return AttentionKernel::kFlash2;
    return std::nullopt;
  }
  if (publication_year > 0 && publication_year < 2025) return AttentionKernel::kFlash2;
  return std::nullopt;
}

std::optional<double> NemoAttentionFlopsShare(const std::string& definition,
                                              const std::string& framework) {
  if (!Contains(Lower(definition), "nemo")) return std::nullopt;
  const auto release = NemoContainerRelease(framework);
  if (!release) return std::nullopt;
  return *release < std::pair{2025, 9} ? 1.0 : 0.5;
}

std::optional<bool> StatedCudaGraphs(const std::string& text) {
  const std::string t = Lower(text);
  const size_t at = t.find("cuda graph");
  if (at == std::string::npos) return std::nullopt;
  const size_t name_end = t.find_first_of(" .;,)", at + 6);
  return !(DeniedBefore(t, at, 8) || DeniedAfter(t, name_end));
}

namespace {
// The sentence (or clause: up to a period or semicolon) of `t` around `at`.
std::string ClauseAround(const std::string& t, size_t at) {
  const size_t from = t.find_last_of(".;", at);
  const size_t begin = from == std::string::npos ? 0 : from + 1;
  const size_t end = std::min(t.size(), t.find_first_of(".;", at));
  return t.substr(begin, end - begin);
}
}  // namespace

bool StatesInterleavedSchedule(const std::string& text) {
  const std::string t = Lower(text);
  for (const char* phrase : {"interleav", "virtual pipeline", "virtual stage"}) {
    for (size_t at = t.find(phrase); at != std::string::npos; at = t.find(phrase, at + 1)) {
      const std::string clause = ClauseAround(t, at);
      const std::string before = TextBefore(t, at, 5);
      if (Contains(clause, "whether") || Contains(clause, "not stated") ||
          Contains(clause, "unknown") || Contains(before, "non-") || Contains(before, "non ") ||
          Contains(before, "no ") || Contains(clause, "without interleav")) {
        continue;
      }
      return true;
    }
  }
  return false;
}

bool StatesPipelineCommOverlap(const std::string& text) {
  const std::string t = Lower(text);
  for (const char* phrase :
       {"pp comm overlap", "pp communication overlap", "overlap-p2p-communication",
        "overlap_p2p_comm", "p2p communication overlap", "pipeline communication overlap"}) {
    for (size_t at = t.find(phrase); at != std::string::npos; at = t.find(phrase, at + 1)) {
      const std::string before = TextBefore(t, at, 12);
      if (Contains(before, "no ") || Contains(before, "without") || Contains(before, "no-")) {
        continue;
      }
      return true;
    }
  }
  // "overlapping of data-parallel, tensor-parallel and pipeline-parallel
  // communication with computation": the overlap stated in the same clause.
  for (const char* phrase :
       {"pipeline-parallel communication", "pipeline parallel communication"}) {
    for (size_t at = t.find(phrase); at != std::string::npos; at = t.find(phrase, at + 1)) {
      const std::string clause = ClauseAround(t, at);
      if (Contains(clause, "overlap") &&
          !ContainsAny(clause, {"no overlap", "without", "not overlap"})) {
        return true;
      }
    }
  }
  return false;
}

std::optional<bool> StatedMoeCommOverlap(const std::string& text) {
  const std::string t = Lower(text);
  for (const char* phrase :
       {"moe_a2a_overlap", "overlap_moe_expert_parallel_comm", "a2a overlap", "all-to-all overlap",
        "ep communication overlap", "ep comm overlap", "expert-parallel communication overlap",
        "expert parallel communication overlap"}) {
    for (size_t at = t.find(phrase); at != std::string::npos; at = t.find(phrase, at + 1)) {
      // A word of its own ("ep comm overlap", not "step comm overlap").
      if (at > 0 && std::isalpha(static_cast<unsigned char>(t[at - 1]))) continue;
      const std::string after = t.substr(at + std::strlen(phrase), 8);
      return !(DeniedBefore(t, at, 8) || ContainsAny(after, {"false", "off", "disabled"}));
    }
  }
  return std::nullopt;
}

namespace {
// A switch a row names: on where it names one of `phrases`, off where the
// name is denied before it or set false after it; nullopt where it is silent.
std::optional<bool> StatedSwitch(const std::string& text,
                                 std::initializer_list<const char*> phrases) {
  const std::string t = Lower(text);
  for (const char* phrase : phrases) {
    if (size_t at = t.find(phrase); at != std::string::npos) {
      const std::string after = t.substr(at + std::strlen(phrase), 9);
      return !(DeniedBefore(t, at, 8) || ContainsAny(after, {"false", "off", "disabled", "=0"}));
    }
  }
  return std::nullopt;
}
}  // namespace

std::optional<bool> StatedGroupedGemm(const std::string& text) {
  return StatedSwitch(text,
                      {"moe_grouped_gemm", "moe-grouped-gemm", "grouped_gemm", "grouped gemm"});
}

std::optional<bool> StatedFusedGroupedMlp(const std::string& text) {
  return StatedSwitch(text, {"cutedsl_fused_grouped_mlp", "cutedsl fused grouped mlp"});
}

std::optional<bool> StatedFp8Attention(const std::string& text) {
  return StatedSwitch(text, {"fp8_dot_product_attention", "fp8-dot-product-attention",
                             "fp8 dot product attention", "fp8 dot-product attention"});
}

int StatedNvl72Racks(const std::string& system_name) {
  const std::string t = Lower(system_name);
  // The number that ends at `end` (exclusive) in `s`, or 0 (none, or more
  // than six digits: no count of racks).
  auto number_ending_at = [](const std::string& s, size_t end) {
    size_t start = end;
    while (start > 0 && std::isdigit(static_cast<unsigned char>(s[start - 1]))) --start;
    if (start == end || end - start > 6) return 0;
    return std::atoi(s.substr(start, end - start).c_str());
  };
  for (size_t at = t.find("nvl72"); at != std::string::npos; at = t.find("nvl72", at + 1)) {
    const std::string before = TextBefore(t, at, 32);
    // "8x NVIDIA GB200 NVL72": a count written with its "x".
    if (const size_t x = before.rfind("x "); x != std::string::npos) {
      if (const int n = number_ending_at(before, x); n > 0) return n;
    }
    // "16 GB200 NVL72 racks": the last number before the name that is a
    // word of its own (not the 200 of "GB200").
    if (t.compare(at + 5, 5, " rack") == 0) {
      for (size_t end = before.size(); end > 0; --end) {
        const bool word_end = end == before.size() || before[end] == ' ';
        if (!word_end || !std::isdigit(static_cast<unsigned char>(before[end - 1]))) continue;
        size_t start = end;
        while (start > 0 && std::isdigit(static_cast<unsigned char>(before[start - 1]))) --start;
        if (start == 0 || before[start - 1] == ' ') return number_ending_at(before, end);
      }
    }
  }
  return 0;
}

std::optional<RankOrder> StatedRankOrder(const std::string& text) {
  const std::string t = Lower(text);
  for (const char* phrase : {"tp_pp_dp_mapping", "tp-pp-dp-mapping"}) {
    if (size_t at = t.find(phrase); at != std::string::npos) {
      const size_t end = at + std::strlen(phrase);
      size_t i = end;
      while (i < t.size() && (t[i] == ' ' || t[i] == '=' || t[i] == ':')) ++i;
      const bool off = DeniedBefore(t, at, 8) || SwitchedOffAfter(t, end) || WordAt(t, i, "unset");
      return off ? RankOrder::kTpCpEpDpPp : RankOrder::kTpCpEpPpDp;
    }
  }
  if (Contains(t, "tp-cp-ep-pp-dp")) return RankOrder::kTpCpEpPpDp;
  if (Contains(t, "tp-cp-ep-dp-pp")) return RankOrder::kTpCpEpDpPp;
  return std::nullopt;
}

std::optional<bool> StatedTpCommOverlap(const std::string& text) {
  return StatedSwitch(
      text, {"tp_comm_overlap", "tp-comm-overlap", "tp communication overlap", "tp comm overlap"});
}

std::optional<int> StatedFp4Bf16Layers(const std::string& text) {
  const std::string t = Lower(text);
  const auto start =
      NumberAfterAny(t, {"num_layers_at_start_in_bf16", "num-layers-at-start-in-bf16"});
  const auto end = NumberAfterAny(t, {"num_layers_at_end_in_bf16", "num-layers-at-end-in-bf16"});
  if (start || end) {
    return static_cast<int>(std::min(start.value_or(0) + end.value_or(0), 1e6));
  }
  const auto on = StatedSwitch(t, {"first_last_layers_bf16", "first-last-layers-bf16"});
  if (on && !*on) return 0;
  return std::nullopt;
}

std::optional<bool> StatedPrecisionAwareOptimizer(const std::string& text) {
  return StatedSwitch(text, {"precision-aware optimizer", "precision-aware-optimizer",
                             "precision_aware_optimizer"});
}

std::optional<bool> StatedFp8PrimaryWeights(const std::string& text) {
  // Transformer Engine's fp8_model_init builds the parameters in fp8 whatever
  // the framework's fp8_params says: it is read first.
  return StatedSwitch(text,
                      {"fp8_model_init", "fp8_params", "fp8-param-gather", "fp8_param_gather"});
}

std::optional<bool> StatedFp4PrimaryWeights(const std::string& text) {
  return StatedSwitch(text, {"pre_quantized_model", "fp4_param", "fp4-param"});
}

namespace {
// A width a row states: the first entry whose phrases it names, read as
// written ("bf16 moments") or as a setting ("exp_avg_dtype = torch.bfloat16",
// "key: value", "key value": matched without the separators).
struct StatedWidthPhrases {
  double bytes;
  std::initializer_list<const char*> written;
  std::initializer_list<const char*> settings;  ///< without ' ', '=' and ':'
};
std::optional<double> StatedWidth(const std::string& text,
                                  std::initializer_list<StatedWidthPhrases> widths) {
  const std::string t = Lower(text);
  std::string packed;
  for (char ch : t) {
    if (ch != ' ' && ch != '=' && ch != ':') packed += ch;
  }
  for (const auto& w : widths) {
    if (ContainsAny(t, w.written) || ContainsAny(packed, w.settings)) return w.bytes;
  }
  return std::nullopt;
}
}  // namespace

std::optional<double> StatedAdamMomentBytes(const std::string& text) {
  // (Megatron's precision-aware optimizer alone keeps fp32 moments: its
  // exp_avg_dtype defaults to torch.float32.)
  return StatedWidth(text, {{2.0,
                             {"bf16 adam moments", "bf16 moments", "bf16 first and second moments"},
                             {"exp_avg_dtypebf16", "exp_avg_dtypetorch.bfloat16"}},
                            {4.0, {"fp32 states", "fp32 moments", "fp32 adam moments"}, {}}});
}

OffloadModules StatedOffloadModules(const std::string& text) {
  const std::string t = Lower(text);
  OffloadModules modules;
  for (const char* phrase : {"offload-modules", "offload_modules"}) {
    for (size_t at = t.find(phrase); at != std::string::npos; at = t.find(phrase, at + 1)) {
      // The names up to the next flag or the end of the clause.
      const size_t from = at + std::strlen(phrase);
      size_t end = t.find_first_of(";)", from);
      end = std::min(end, t.find("--", from));
      const std::string names = t.substr(from, end == std::string::npos ? end : end - from);
      for (const auto& n : OffloadModules::AllNames()) {
        if (names.find(n) != std::string::npos) modules.Set(n);
      }
    }
  }
  return modules;
}

std::optional<double> StatedMasterWeightBytes(const std::string& text) {
  // store_param_remainders (Apex's DistributedFusedAdam, Transformer Engine's
  // FusedAdam): an fp32 master kept as the 16 bits the bf16 weight lacks;
  // false: the whole fp32 master.
  if (auto remainders = StatedSwitch(text, {"store_param_remainders"})) {
    return *remainders ? 2.0 : 4.0;
  }
  return StatedWidth(
      text, {{2.0, {"bf16 master"}, {"main_params_dtypebf16", "main_params_dtypetorch.bfloat16"}},
             {0.0, {"no master copy"}, {"store_paramsfalse"}},
             {4.0, {"fp32 master"}, {"main_params_dtypefp32", "main_params_dtypetorch.float32"}}});
}

std::optional<double> StatedGradCopyBytes(const std::string& text) {
  return StatedWidth(text, {{2.0,
                             {"bf16 main grads"},
                             {"main_grads_dtypebf16", "main_grads_dtypetorch.bfloat16",
                              "grad_sync_dtypebf16", "grad_sync_dtypetorch.bfloat16"}},
                            {4.0,
                             {"fp32 main grads"},
                             {"main_grads_dtypefp32", "main_grads_dtypetorch.float32",
                              "grad_sync_dtypefp32", "grad_sync_dtypetorch.float32"}}});
}

std::optional<double> StatedCrossEntropyBytesPerLogit(const std::string& text) {
  // Megatron-Core's cross_entropy_fusion_impl (with cross_entropy_loss_fusion):
  // "te", Transformer Engine's Triton parallel_cross_entropy, keeps the 16-bit
  // logits and writes their gradient over them; "native", Megatron's fused
  // vocab-parallel loss, upcasts them to fp32 as the unfused one does.
  return StatedWidth(text,
                     {{2.0,
                       {"transformer engine's fused cross entropy", "te fused cross entropy"},
                       {"cross_entropy_fusion_implte", "cross_entropy_fusion_impl\"te\"",
                        "cross_entropy_fusion_impl'te'", "cross-entropy-fusion-implte"}},
                      {6.0,
                       {},
                       {"cross_entropy_fusion_implnative", "cross_entropy_fusion_impl\"native\"",
                        "cross_entropy_fusion_impl'native'", "cross-entropy-fusion-implnative"}}});
}

std::optional<MoeDispatcher> StatedMoeDispatcher(const std::string& text) {
  const std::string t = Lower(text);
  auto stated = [&](std::initializer_list<const char*> phrases) {
    for (const char* phrase : phrases) {
      for (size_t at = t.find(phrase); at != std::string::npos; at = t.find(phrase, at + 1)) {
        if (!DeniedBefore(t, at, 8)) return true;
      }
    }
    return false;
  };
  // HybridEP first: its notes often call it DeepEP's NVLink-domain kernels.
  if (stated({"hybridep", "hybrid-ep", "hybrid ep"})) return MoeDispatcher::kHybridEp;
  if (stated({"deepep"})) return MoeDispatcher::kDeepEp;
  return std::nullopt;
}

bool StatesTiedEmbeddings(const std::string& text) {
  const std::string t = Lower(text);
  return (ContainsWord(t, "tied") && !Contains(t, "not tied")) || Contains(t, "weight tying");
}

bool StatesForcedLoadBalance(const std::string& text) {
  return ContainsAny(Lower(text), {"forced load balanc", "force-balance", "force balance",
                                   "force_load_balancing", "forced balanc"});
}

std::optional<RoutingLimit> StatedRoutingLimit(const std::string& text) {
  const std::string t = Lower(text);
  struct Phrase {
    const char* text;
    bool per_device;
  };
  for (const Phrase& phrase :
       {Phrase{"node-limited routing", false}, Phrase{"node limited routing", false},
        Phrase{"nodes per token", false}, Phrase{"nodes/token", false},
        Phrase{"device-limited routing", true}, Phrase{"device limited routing", true},
        Phrase{"devices per token", true}, Phrase{"devices/token", true}}) {
    const size_t at = t.find(phrase.text);
    if (at == std::string::npos) continue;
    // The number in the clause: "(<=4 nodes)", "(max 4 nodes/token)", "at
    // most 4 nodes per token", "(M=3)", "(M = 3 devices)".
    const std::string clause = ClauseAround(t, at);
    const char* unit = phrase.per_device ? "device" : "node";
    for (size_t i = 0; i < clause.size(); ++i) {
      if (!std::isdigit(static_cast<unsigned char>(clause[i])) ||
          (i > 0 && std::isalnum(static_cast<unsigned char>(clause[i - 1])))) {
        continue;
      }
      const int n = std::atoi(clause.c_str() + i);
      size_t after = i;
      while (after < clause.size() && std::isdigit(static_cast<unsigned char>(clause[after]))) {
        ++after;
      }
      while (after < clause.size() && clause[after] == ' ') ++after;
      size_t before = i;
      while (before > 0 && clause[before - 1] == ' ') --before;
      const bool named = clause.compare(after, std::strlen(unit), unit) == 0 ||
                         (phrase.per_device && clause.compare(after, 3, "gpu") == 0);
      const bool m_equals =
          before >= 2 && clause[before - 1] == '=' &&
          (clause[before - 2] == 'm' ||
           (before >= 3 && clause[before - 2] == ' ' && clause[before - 3] == 'm'));
      if ((named || m_equals) && n >= 1 && n <= 4096) return RoutingLimit{n, phrase.per_device};
    }
  }
  return std::nullopt;
}

ModelConfig LimitedRouting(const ModelConfig& model, const Plan& plan, int gpus_per_node,
                           const RoutingLimit& limit) {
  ModelConfig m = model;
  if (!m.moe.enabled() || limit.units <= 0 || gpus_per_node <= 0) return m;
  // The expert group's nodes (its ranks are contiguous within a node in the
  // placement's rank order: ep over the GPUs per node, at least one) or GPUs.
  const int groups = limit.per_device
                         ? plan.ep
                         : std::max(1, plan.ep / std::max(1, std::min(plan.ep, gpus_per_node)));
  if (groups <= limit.units || m.moe.num_experts % groups != 0) return m;
  m.moe.routing_groups = groups;
  m.moe.routing_group_limit = limit.units;
  return m;
}

std::optional<SlidingWindowConfig> StatedSlidingWindow(const std::string& text) {
  const std::string t = Lower(text);
  const size_t at = t.find("sliding");
  if (at == std::string::npos) return std::nullopt;
  // The number just before "-token sliding" / " token sliding", else the one
  // after "sliding window of".
  std::optional<double> tokens;
  size_t end = t.rfind("token", at);
  if (end != std::string::npos && at - end <= 8) {
    size_t b = end;
    while (b > 0 && (t[b - 1] == '-' || t[b - 1] == ' ')) --b;
    size_t a = b;
    while (a > 0 && std::isdigit(static_cast<unsigned char>(t[a - 1]))) --a;
    if (a < b) tokens = std::atof(t.c_str() + a);
  }
  if (!tokens) tokens = NumberAfter(t.substr(at), "sliding window of");
  if (!tokens || !(*tokens >= 1 && *tokens <= static_cast<double>(limits::kMaxSeqLen))) {
    return std::nullopt;
  }
  SlidingWindowConfig w;
  w.window_tokens = static_cast<int64_t>(*tokens);
  w.full_attention_interval = Contains(t, "alternating") ? 2 : 0;
  return w;
}

std::optional<Fp8Recipe> StatedFp8Recipe(const std::string& text) {
  const std::string t = Lower(text);
  if (ContainsAny(t, {"mxfp8", "fp8-mx", "blockwise", "block scaling", "block-scaled", "1x128",
                      "128x128"})) {
    return Fp8Recipe::kBlock;
  }
  if (Contains(t, "rowwise") || Contains(t, "row-wise scaling")) return Fp8Recipe::kRowwise;
  if (ContainsAny(t, {"current scaling", "fp8-cs", "tensorwise", "dynamic scaling"})) {
    return Fp8Recipe::kCurrent;
  }
  if (Contains(t, "delayed scaling") || Contains(t, "delayed")) return Fp8Recipe::kDelayed;
  return std::nullopt;
}

int InterleavedChunksOf(const SoftwareStack& stack, int num_layers, int pp) {
  if (stack.interleaved_stages_per_rank > 0) return stack.interleaved_stages_per_rank;
  if (stack.interleaved_layers_per_stage > 0 && pp > 0) {
    const double chunks = static_cast<double>(num_layers) /
                          (static_cast<double>(pp) * stack.interleaved_layers_per_stage);
    return std::max(2, static_cast<int>(std::lround(chunks)));
  }
  return 2;
}

std::optional<std::string> HardwareForGpuType(const std::string& gpu_type, double memory_gb,
                                              int gpus_per_node) {
  std::string t = Lower(gpu_type);
  if (Contains(t, "v100")) {
    if (gpus_per_node == 16 || ContainsAny(t, {"sxm3", "dgx-2", "dgx2"})) return "v100-32gb-dgx2";
    return memory_gb > 0 && memory_gb <= 16 ? "v100-16gb" : "v100-32gb";
  }
  if (Contains(t, "a800")) return "a800-80gb";
  if (Contains(t, "a100")) {
    return Contains(t, "40gb") || (memory_gb > 0 && memory_gb <= 40) ? "a100-40gb" : "a100-80gb";
  }
  if (Contains(t, "h800")) return "h800";
  // Grace Hopper superchips, four to a node (JUPITER, Alps), not DGX H200.
  if (Contains(t, "gh200")) return "gh200";
  if (Contains(t, "h200")) return "h200";
  // Meta's Grand Teton H100 (torchtitan's benchmarks): 96 GB of HBM2e at
  // 2.4 TB/s, not the 80 GB of HBM3 at 3.35 TB/s of the SXM5 datasheet.
  if (Contains(t, "h100") && Contains(t, "96gb") && Contains(t, "hbm2e")) return "h100-96gb-hbm2e";
  if (Contains(t, "h100")) return "h100";
  if (Contains(t, "h20")) return "h20";
  // Blackwell Ultra: "GB300" names "B300" inside it, so the rack first.
  if (Contains(t, "gb300")) return "gb300-nvl72";
  if (Contains(t, "b300")) return "b300";
  if (Contains(t, "gb200")) return "gb200-nvl72";
  if (Contains(t, "b200")) return "b200";
  if (Contains(t, "mi300x")) return "mi300x";
  if (Contains(t, "mi355x")) return "mi355x";
  return std::nullopt;
}

StackMap LoadStackMap(const std::string& path) {
  Json j = LoadJsonFile(path);
  JsonReader r(j, path);
  StackMap map;
  map.file = path;
  r.String("description", "");
  map.default_stack = r.String("default");
  r.ForEachObject("rules", [&](JsonReader& e) {
    StackRule rule;
    if (const Json* f = e.Raw("framework")) {
      const std::string expected = "a non-empty string or an array of non-empty strings";
      auto add = [&](const Json& v) {
        if (!v.is_string() || v.get<std::string>().empty()) e.Fail("framework", expected);
        rule.framework.push_back(Lower(v.get<std::string>()));
      };
      if (f->is_array() && !f->empty()) {
        for (const Json& v : *f) add(v);
      } else {
        add(*f);
      }
    }
    rule.framework_equals = Lower(e.String("framework_equals", ""));
    rule.notes = Lower(e.String("notes", ""));
    rule.published_before = static_cast<int>(e.IntIn("published_before", 0, 2000, 2100));
    rule.published_from = static_cast<int>(e.IntIn("published_from", 0, 2000, 2100));
    rule.stack = e.String("stack");
    if (rule.framework.empty() && rule.framework_equals.empty() && rule.notes.empty() &&
        rule.published_before == 0 && rule.published_from == 0) {
      e.Fail("framework",
             "at least one condition (framework, framework_equals, notes, published_before or "
             "published_from)");
    }
    if (rule.published_before > 0 && rule.published_from >= rule.published_before) {
      e.Fail("published_from",
             "a year before published_before (" + std::to_string(rule.published_before) + ")");
    }
    e.Finish();
    map.rules.push_back(rule);
  });
  r.Finish();
  return map;
}

int PublicationYear(const Json& row) {
  const std::string source = Text(row, "source");
  auto digits = [&](size_t at, size_t n) {
    if (at + n > source.size()) return false;
    for (size_t i = at; i < at + n; ++i) {
      if (!std::isdigit(static_cast<unsigned char>(source[i]))) return false;
    }
    return true;
  };
  const std::string lower = Lower(source);
  if (size_t a = lower.find("arxiv:"); a != std::string::npos) {
    size_t at = a + 6;
    while (at < source.size() && source[at] == ' ') ++at;
    if (digits(at, 4) && at + 4 < source.size() && source[at + 4] == '.') {
      return 2000 + std::stoi(source.substr(at, 2));
    }
  }
  for (size_t i = 0; i + 4 <= source.size(); ++i) {
    const bool alone =
        (i == 0 || !std::isdigit(static_cast<unsigned char>(source[i - 1]))) &&
        (i + 4 == source.size() || !std::isdigit(static_cast<unsigned char>(source[i + 4])));
    if (alone && digits(i, 4) && source.compare(i, 2, "20") == 0) {
      return std::stoi(source.substr(i, 4));
    }
  }
  return 0;
}

std::optional<std::pair<Plan, sim::StepResult>> RecomputeThatFits(const ModelConfig& model,
                                                                  const HardwareProfile& hw,
                                                                  const Plan& plan) {
  // A stack that checkpoints only whole layers, all of them, offers none or
  // full: a run that fits without, if only within the margin, ran without
  // (its authors tuned to the edge rather than pay a third more forward
  // work); else full.
  if (!plan.memory.partial_recompute) {
    if (plan.recompute == Recompute::kNone) {
      sim::StepResult as_is = sim::SimulateStep(model, hw, plan);
      if (as_is.feasible) return std::make_pair(plan, std::move(as_is));
    }
    Plan full = plan;
    full.recompute = Recompute::kFull;
    full.recompute_fraction = 1.0;
    full.recompute_modules = RecomputeModules{};
    sim::StepResult r = sim::SimulateStep(model, hw, full);
    if (!sim::FitsWithMargin(r)) return std::nullopt;
    return std::make_pair(full, std::move(r));
  }
  // Cheapest first, as a practitioner tries them (Korthikanti et al.,
  // arXiv:2205.05198: selective recompute of the core attention saves most of
  // the memory for a few percent of time): the core attention, then the norms,
  // the experts' activation and MLA's up-projections too (Megatron-Core's
  // recompute_modules, as its DeepSeek-V3 recipes set them), then
  // full recompute of a growing share of the layers (recompute_num_layers),
  // an eighth at a time.
  std::vector<Plan> ladder;
  Plan p = plan;
  p.recompute = Recompute::kSelective;
  p.recompute_modules = RecomputeModules{};
  ladder.push_back(p);
  p.recompute_modules.layernorm = true;
  if (model.moe.enabled()) p.recompute_modules.moe_act = true;
  if (model.mla.enabled()) p.recompute_modules.mla_up_proj = true;
  ladder.push_back(p);
  p = plan;
  p.recompute = Recompute::kFull;
  for (int eighths = 1; eighths <= 8; ++eighths) {
    p.recompute_fraction = eighths / 8.0;
    ladder.push_back(p);
  }
  for (const Plan& candidate : ladder) {
    sim::StepResult r = sim::SimulateStep(model, hw, candidate);
    if (sim::FitsWithMargin(r)) return std::make_pair(candidate, std::move(r));
  }
  return std::nullopt;
}

namespace {
// The expert-parallel sizes `experts` experts allow over a plan's dp x cp
// ranks: the divisors of both, ascending.
std::vector<int> ExpertParallelSizes(int64_t experts, const Plan& plan) {
  const int64_t group = int64_t{plan.dp} * plan.cp;
  std::vector<int> sizes;
  for (int64_t e = 1; e <= std::min(experts, group); ++e) {
    if (experts % e == 0 && group % e == 0) sizes.push_back(static_cast<int>(e));
  }
  return sizes;
}
}  // namespace

Plan ExpertParallelThatFits(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                            bool recompute_stated) {
  if (!model.moe.enabled()) return plan;
  const std::vector<int> sizes = ExpertParallelSizes(model.moe.num_experts, plan);
  if (sizes.empty()) return plan;
  size_t first = 0;
  while (first + 1 < sizes.size() && sizes[first + 1] <= hw.node.gpus_per_node) ++first;
  Plan p = plan;
  for (size_t i = first; i < sizes.size(); ++i) {
    p.ep = sizes[i];
    if (sim::SimulateStep(model, hw, p).feasible ||
        (!recompute_stated && RecomputeThatFits(model, hw, p))) {
      return p;
    }
  }
  p.ep = sizes.back();
  return p;
}

std::optional<std::pair<Plan, sim::StepResult>> MicroBatchThatFits(const ModelConfig& model,
                                                                   const HardwareProfile& hw,
                                                                   const Plan& plan,
                                                                   bool recompute_stated) {
  if (plan.pp != 1 || plan.dp <= 0 || plan.global_batch_size % plan.dp != 0) return std::nullopt;
  const int local = plan.global_batch_size / plan.dp;
  // The rank's batch, then at each step the largest divisor of it at most
  // half the last: a few dozen sizes at most, however large the batch.
  std::vector<int> sizes{local};
  while (sizes.back() > 1) {
    int m = sizes.back() / 2;
    while (local % m != 0) --m;
    sizes.push_back(m);
  }
  Plan p = plan;
  for (int m : sizes) {
    p.micro_batch_size = m;
    sim::StepResult r = sim::SimulateStep(model, hw, p);
    if (sim::FitsWithMargin(r)) return std::make_pair(p, std::move(r));
  }
  if (recompute_stated) return std::nullopt;
  for (int m : sizes) {
    p.micro_batch_size = m;
    if (auto fitting = RecomputeThatFits(model, hw, p)) return fitting;
  }
  return std::nullopt;
}

namespace {

/// Whether a stack rule's `term` stands in `t`: where the term begins or
/// ends with a letter, no letter beside it there ("meta" not in "metal",
/// "nemo" not in "nemotron"; "fsdp" in "fsdp2", "nemo 24." in "nemo 24.07").
bool ContainsTerm(const std::string& t, const std::string& term) {
  auto letter = [](char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; };
  if (term.empty()) return true;
  for (size_t at = t.find(term); at != std::string::npos; at = t.find(term, at + 1)) {
    const size_t end = at + term.size();
    const bool starts = !letter(term.front()) || at == 0 || !letter(t[at - 1]);
    const bool ends = !letter(term.back()) || end >= t.size() || !letter(t[end]);
    if (starts && ends) return true;
  }
  return false;
}

}  // namespace

std::string StackForRow(const Json& row, const StackMap& map) {
  if (std::string own = Text(row, "stack"); !own.empty()) return own;
  const std::string framework = Lower(Text(row, "framework"));
  const std::string notes = Lower(Text(row, "notes"));
  for (const auto& rule : map.rules) {
    if (!std::all_of(rule.framework.begin(), rule.framework.end(),
                     [&](const std::string& part) { return ContainsTerm(framework, part); })) {
      continue;
    }
    if (!rule.framework_equals.empty() && framework != rule.framework_equals) continue;
    if (!rule.notes.empty() && !ContainsTerm(notes, rule.notes)) continue;
    if (rule.published_before > 0 || rule.published_from > 0) {
      const int year = PublicationYear(row);
      if (year == 0) continue;
      if (rule.published_before > 0 && year >= rule.published_before) continue;
      if (rule.published_from > 0 && year < rule.published_from) continue;
    }
    return rule.stack;
  }
  return map.default_stack;
}

ConversionResult ConvertPublishedRun(const Json& row, const SoftwareStack& stack,
                                     const KnownModels* known_models) {
  namespace L = limits;
  ConversionResult out;
  RowChecks check{row, ""};
  auto invalid = [&]() {
    out.skip_reason = "impossible row: " + check.invalid;
    out.invalid = true;
    return out;
  };
  PublishedRun run;
  run.id = Text(row, "id");
  run.source_group = Text(row, "source_group");
  auto need = [&](const char* key) -> std::optional<double> {
    auto v = Num(row, key);
    if (!v || *v <= 0) out.skip_reason = std::string("no ") + key;
    return v;
  };
  need("num_layers");
  const auto stated_hidden = need("hidden_size");
  const auto stated_heads = need("num_attention_heads");
  const auto seq = need("seq_len");
  // The public model the row names, where its stated shape agrees: what of
  // the architecture the row leaves unstated comes from its config.
  // (A stated figure out of any model's range is refused below, by check.Int.)
  const auto stated_int = [](const std::optional<double>& v, int64_t max) {
    return v && *v >= 1 && *v <= static_cast<double>(max) ? static_cast<int64_t>(*v) : int64_t{0};
  };
  const KnownModel* known = known_models == nullptr
                                ? nullptr
                                : FindKnownModel(*known_models, Text(row, "model_name"),
                                                 stated_int(stated_hidden, L::kMaxWidth),
                                                 stated_int(stated_heads, L::kMaxHeads));
  const ModelConfig* config = known != nullptr ? &known->model : nullptr;
  if (config == nullptr) need("vocab_size");
  need("num_gpus");
  auto gbs = Num(row, "global_batch_size");
  if (!gbs || *gbs <= 0) {
    // torchtitan states a per-data-parallel-rank batch ("local batch size 8"):
    // the global batch is that times the data-parallel degree.
    auto local = NumberAfter(Lower(Text(row, "notes")), "local batch size");
    auto dp = Num(row, "dp");
    // Else micro-batch x accumulation steps x data-parallel degree, or the
    // stated tokens a second times the stated step time, in sequences: the
    // nearest multiple of dp x micro-batch (as far as they are stated), where
    // that is within 1% (the stated figures are rounded).
    auto mbs = Num(row, "micro_batch_size");
    auto steps = Num(row, "grad_accum_steps");
    auto step_s = Num(row, "iteration_time_s");
    auto tokens_per_s = Num(row, "tokens_per_s");
    const auto positive = [](const std::optional<double>& v) { return v && *v > 0; };
    const double sequences = positive(step_s) && positive(tokens_per_s) && positive(seq)
                                 ? *tokens_per_s * *step_s / *seq
                                 : 0;
    const double unit = (positive(dp) ? *dp : 1.0) * (positive(mbs) ? *mbs : 1.0);
    const double from_tokens = unit * std::round(sequences / unit);
    if (positive(local) && positive(dp) && *local * *dp <= limits::kMaxBatch) {
      gbs = *local * *dp;
    } else if (positive(mbs) && positive(steps) && positive(dp) &&
               *mbs * *steps * *dp <= limits::kMaxBatch) {
      gbs = *mbs * *steps * *dp;
    } else if (from_tokens >= 1 && from_tokens <= limits::kMaxBatch &&
               std::abs(from_tokens - sequences) <= 0.01 * sequences) {
      gbs = from_tokens;
    } else {
      out.skip_reason = "no global_batch_size";
    }
  }
  if (!out.skip_reason.empty()) return out;

  ModelConfig& m = run.model;
  m.name = Text(row, "model_name");
  m.num_layers = static_cast<int>(check.Int("num_layers", 1, 1, L::kMaxLayers));
  m.hidden = check.Int("hidden_size", 1, 1, L::kMaxWidth);
  m.num_heads = static_cast<int>(check.Int("num_attention_heads", 1, 1, L::kMaxHeads));
  m.num_kv_heads = static_cast<int>(
      check.Int("num_kv_heads", config ? config->num_kv_heads : m.num_heads, 1, m.num_heads));
  // The row's stated head dimension ("head_dim 128" in arch_notes: Qwen3,
  // gpt-oss; Megatron's "kv_channels"), else its known model's, else
  // hidden / heads.
  const std::string arch = Lower(Text(row, "arch_notes"));
  m.head_dim = config ? config->head_dim : std::max<int64_t>(1, m.hidden / m.num_heads);
  if (auto hd = NumberAfterAny(arch, {"head_dim", "head dim", "head-dim", "head_size", "head size",
                                      "kv_channels", "kv-channels", "kv channels", "d_head"});
      hd && *hd >= 1 && *hd <= limits::kMaxWidth) {
    m.head_dim = static_cast<int64_t>(*hd);
  }
  m.vocab = check.Int("vocab_size", config ? config->vocab : 1, 1, L::kMaxVocab);
  m.seq_len = check.Int("seq_len", 1, 1, L::kMaxSeqLen);
  m.ffn_hidden = check.Int("ffn_hidden_size",
                           config ? config->ffn_hidden : std::min(4 * m.hidden, L::kMaxWidth), 1,
                           L::kMaxWidth);
  if (m.num_heads % m.num_kv_heads != 0)
    check.Bad("num_kv_heads", "a divisor of num_attention_heads", m.num_kv_heads);
  // A MoE row: as its type says, or, where it gives none, as its experts do.
  const auto stated_experts = Num(row, "num_experts");
  // The known model's experts, where the row names a known MoE model.
  const MoeConfig* known_moe = config && config->moe.enabled() ? &config->moe : nullptr;
  // "moe", "MoE", "sparse (mixture of experts)"; "dense" says otherwise.
  const std::string model_type = Lower(Text(row, "model_type"));
  const bool typed_moe = ContainsAny(model_type, {"moe", "mixture", "sparse"});
  const bool typed_dense = !typed_moe && Contains(model_type, "dense");
  if (typed_moe || (!typed_dense &&
                    ((stated_experts && *stated_experts > 1) || (!stated_experts && known_moe)))) {
    if (!stated_experts && !known_moe) {
      out.skip_reason = "MoE row without num_experts";
      return out;
    }
    m.moe.num_experts = static_cast<int>(
        check.Int("num_experts", known_moe ? known_moe->num_experts : 1, 1, L::kMaxExperts));
    // Top-2 where the row gives no k (GShard, Mixtral, Grok-1), unless its
    // known model's config or its active count says otherwise
    // (TopKFromActiveParams, below).
    const int default_k = known_moe && known_moe->top_k <= m.moe.num_experts
                              ? known_moe->top_k
                              : std::min(2, m.moe.num_experts);
    m.moe.top_k = static_cast<int>(check.Int("moe_top_k", default_k, 1, m.moe.num_experts));
    m.moe.num_shared_experts = static_cast<int>(check.Int(
        "num_shared_experts", known_moe ? known_moe->num_shared_experts : 0, 0, L::kMaxExperts));
    m.moe.expert_ffn_hidden =
        check.Int("expert_ffn_hidden_size", known_moe ? known_moe->expert_ffn_hidden : m.ffn_hidden,
                  1, L::kMaxWidth);
    m.moe.capacity_factor = check.Real("capacity_factor", 0.0, 64.0).value_or(0.0);
    if (m.moe.capacity_factor > 0 && m.moe.capacity_factor < 1) {
      check.Bad("capacity_factor", "0 (dropless) or a number in [1, 64]", m.moe.capacity_factor);
    }
    // A benchmark that forces the router to balance (random logits) splits
    // the tokens evenly; otherwise the trained router's per-batch spread
    // (the model's default routing) holds.
    if (StatesForcedLoadBalance(Text(row, "notes") + " | " + Text(row, "arch_notes"))) {
      m.moe.routing.distribution = "uniform";
    }
    // gpt-oss's experts carry biases (its Hugging Face config's
    // gate_up_proj_bias and down_proj_bias; core/hf_config.cpp), as the
    // family names say them where the notes do not.
    m.moe.expert_biases =
        ContainsAny(Lower(Text(row, "model_name") + " " + Text(row, "arch_notes")),
                    {"gpt-oss", "expert biases"}) ||
        (known_moe && known_moe->expert_biases);
  }
  if (auto window = StatedSlidingWindow(Text(row, "arch_notes"))) {
    m.sliding_window = *window;
  } else if (config) {
    m.sliding_window = config->sliding_window;
  }
  m.position_embedding = StatedPositionEmbedding(row);
  m.tied_embeddings = StatesTiedEmbeddings(arch);
  // "QK-norm" (Qwen3's notes): RMSNorm on each head's query and key.
  m.qk_norm = ContainsAny(arch, {"qk-norm", "qk norm", "qk_norm", "qk-layernorm"}) ||
              (config && config->qk_norm);
  // MLA as the row states it ("MLA (q_lora_rank 1536, kv_lora_rank 512,
  // qk_nope 128, qk_rope 64, v_head 128)": DeepSeek-V2/V3), in its own
  // words or in its Hugging Face config's keys ("qk_nope_head_dim 128").
  if (ContainsAnyWord(arch, {"mla"}) || Contains(arch, "latent attention")) {
    auto width = [&](std::initializer_list<const char*> keys) {
      auto v = NumberAfterAny(arch, keys);
      return v && *v >= 0 && *v <= L::kMaxWidth ? static_cast<int64_t>(*v) : int64_t{0};
    };
    // The ranks only as the configs spell them: "lora" standing alone is a
    // LoRA fine-tune (StatedLora).
    m.mla.q_lora_rank = width({"q_lora_rank"});
    m.mla.kv_lora_rank = width({"kv_lora_rank"});
    m.mla.qk_nope_head_dim = width({"qk_nope_head_dim", "qk_nope", "qk nope"});
    m.mla.qk_rope_head_dim = width({"qk_rope_head_dim", "qk_rope", "qk rope"});
    m.mla.v_head_dim = width({"v_head_dim", "v_head", "v head"});
    if (!(m.mla.enabled() && m.mla.qk_nope_head_dim > 0 && m.mla.v_head_dim > 0)) {
      m.mla = MlaConfig{};
    }
  }
  if (!m.mla.enabled() && config && config->mla.enabled()) m.mla = config->mla;
  if (m.mla.enabled()) {
    m.head_dim = m.QkHeadDim();
    m.num_kv_heads = m.num_heads;
  }
  // Leading dense layers as the row states them ("layers 4-61 (first 3 dense,
  // FFN 18432)").
  if (m.moe.enabled()) {
    if (auto dense = NumberAfter(Lower(Text(row, "moe_layers")), "first");
        dense && *dense >= 1 && *dense < m.num_layers) {
      m.moe.first_dense_layers = static_cast<int>(*dense);
    }
  }
  // MoE in every k-th layer as the row states it ("every other layer",
  // "alternating dense and MoE", "every 4th layer", "every second / third /
  // fourth layer": GShard, Switch, GLaM,
  // Llama 4 Maverick), after any leading dense layers.
  if (m.moe.enabled()) {
    const std::string layers = Lower(Text(row, "moe_layers"));
    int interval = 1;
    static const std::pair<const char*, int> kWorded[] = {{"every other", 2},
                                                          {"alternat", 2},
                                                          {"every second", 2},
                                                          {"every third", 3},
                                                          {"every fourth", 4}};
    const auto* worded = std::find_if(std::begin(kWorded), std::end(kWorded),
                                      [&](const auto& w) { return Contains(layers, w.first); });
    if (worded != std::end(kWorded)) {
      interval = worded->second;
    } else if (auto every = NumberAfter(layers, "every"); every && *every >= 1) {
      interval = static_cast<int>(std::min<double>(*every, m.num_layers));
    }
    if (interval > m.num_layers - m.moe.first_dense_layers) interval = 1;
    m.moe.layer_interval = interval;
    // A row silent on its MoE layers: its known model's layout.
    if (layers.empty() && known_moe &&
        known_moe->first_dense_layers + known_moe->layer_interval <= m.num_layers) {
      m.moe.first_dense_layers = known_moe->first_dense_layers;
      m.moe.layer_interval = known_moe->layer_interval;
    }
  }
  // The FFN's form: as the notes name it, else as the stated parameter count
  // fits (with the whole shape read above), else by the family's name. A row
  // without its (experts') FFN width takes the form by its notes or name (a
  // gated and a plain FFN of their conventional widths hold the same
  // parameters), then a dense row its width (FfnWidthOf); a row without its
  // KV heads, those its parameter count implies (KvHeadsFromParams).
  const bool width_stated = m.moe.enabled()
                                ? Num(row, "expert_ffn_hidden_size").has_value() || known_moe
                                : Num(row, "ffn_hidden_size").has_value() || config;
  if (auto form = StatedFfnForm(row)) {
    m.activation = *form;
  } else if (config) {
    m.activation = config->activation;
  } else if (auto fit = width_stated ? FfnFormFromParams(row, m) : std::nullopt) {
    m.activation = *fit;
  } else {
    m.activation = UsesSwiglu(row) ? Activation::kSwiglu : Activation::kGelu;
  }
  if (!width_stated && !m.moe.enabled()) m.ffn_hidden = FfnWidthOf(row, m);
  if (!Num(row, "num_kv_heads") && !config) {
    if (auto kv = KvHeadsFromParams(row, m)) m.num_kv_heads = *kv;
  }
  // A MoE row without its experts' width: the width its stated total count
  // implies; without its top-k: the k its stated active count implies
  // (ExpertWidthFromParams, TopKFromActiveParams).
  if (m.moe.enabled() && !width_stated) {
    if (auto w = ExpertWidthFromParams(row, m)) m.moe.expert_ffn_hidden = *w;
  }
  if (m.moe.enabled() && !Num(row, "moe_top_k") && !known_moe) {
    if (auto k = TopKFromActiveParams(row, m)) m.moe.top_k = *k;
  }
  if (!check.invalid.empty()) return invalid();

  double mem_gb = check.Real("gpu_memory_gb", 0, 1e5).value_or(0);
  const auto node_gpus = Num(row, "gpus_per_node");
  if (!check.invalid.empty()) return invalid();
  auto hw =
      HardwareForGpuType(Text(row, "gpu_type"), mem_gb, node_gpus && *node_gpus == 16 ? 16 : 0);
  if (!hw) {
    out.skip_reason = "no hardware profile for GPU \"" + Text(row, "gpu_type") + "\"";
    return out;
  }
  run.hardware_name = *hw;
  run.gpu_memory_gib = mem_gb;
  // A stated power cap ("... (500 W power limit)").
  std::string gpu = Text(row, "gpu_type");
  if (auto w = gpu.find(" W"); w != std::string::npos && Contains(Lower(gpu), "power limit")) {
    size_t start = gpu.rfind('(', w);
    if (start != std::string::npos) run.power_limit_w = std::atof(gpu.c_str() + start + 1);
    if (!(run.power_limit_w >= 0 && run.power_limit_w <= 1e5)) run.power_limit_w = 0;
  }
  run.num_gpus = static_cast<int>(check.Int("num_gpus", 1, 1, L::kMaxGpus));

  ParseNetwork(Text(row, "inter_node_network"), &run.nics_per_node, &run.nic_gbit_per_s);
  run.gpus_per_node = static_cast<int>(check.Int("gpus_per_node", 0, 1, L::kMaxGpus));
  if (!check.invalid.empty()) return invalid();
  if (const int racks = StatedNvl72Racks(Text(row, "system_name"));
      racks > 0 && run.num_gpus % racks == 0) {
    run.nvlink_domain_gpus = run.num_gpus / racks;
  }
  if (m.moe.enabled()) {
    // As stated, else the known model's group-limited routing, its groups
    // read as nodes (DeepSeek-V3's 4 of 8 expert groups, one node's experts
    // each at EP 64) or devices (DeepSeek-V2's M = 3).
    RoutingLimit known_limit;
    if (known_moe && known_moe->routing_groups > 0) {
      known_limit.units = known_moe->routing_group_limit;
      known_limit.per_device = known->routing_groups_are_devices;
    }
    run.routing_limit = StatedRoutingLimit(Text(row, "arch_notes") + " | " + Text(row, "notes"))
                            .value_or(known_limit);
  }

  Plan& p = run.plan;
  run.stack = stack.name;
  ApplyStack(stack, &p);
  // The row's own statement of its attention kernel and CUDA graphs outranks
  // its stack's era default ("FlashAttention-2", "no FlashAttention", "CUDA
  // graphs").
  const std::string stated_text =
      Text(row, "framework") + " | " + Text(row, "notes") + " | " + Text(row, "arch_notes");
  // LoRA fine-tuning the row states (its model name, table row or notes):
  // its rank and target projections, else its stack's (the framework's
  // defaults); a LoRA run whose rank neither gives is not simulated.
  if (auto lora = StatedLora(Text(row, "model_name") + " | " + Text(row, "source_locator") + " | " +
                             stated_text)) {
    m.lora.rank = lora->rank > 0 ? lora->rank : stack.lora_default_rank;
    m.lora.targets = lora->targets.value_or(stack.lora_default_targets);
    if (m.lora.rank <= 0) {
      out.skip_reason = "LoRA without its rank, and stack " + stack.name + " states no default";
      return out;
    }
    m.lora.rank = static_cast<int>(std::min<int64_t>(m.lora.rank, m.hidden));
  }
  const int year = PublicationYear(row);
  if (auto stated = StatedAttentionKernel(stated_text)) {
    p.attention = *stated;
  } else if (auto flash = UnversionedFlashAttention(stated_text, year);
             flash && (p.attention == AttentionKernel::kUnfused ||
                       (p.attention == AttentionKernel::kCudnn && year > 0 && year < 2024))) {
    // FlashAttention named without its version where the stack runs none: on
    // a stack of the unfused era (a 2024 DeepSpeed run "with FlashAttention"),
    // or on cuDNN's before 2024, when no training stack ran cuDNN's attention
    // by default (Megatron-LM's --use-flash-attn of 2023 called the flash-attn
    // package): the version of the source's year. From 2024 Transformer
    // Engine's "flash attention" may be its cuDNN backend, so the stack's
    // stays.
    p.attention = *flash;
  } else if (p.attention == AttentionKernel::kCudnn && StatedCudnnAttention(stated_text) == false) {
    // cuDNN's attention turned off by the run's environment: the FlashAttention
    // its Transformer Engine fell back to, where the run's year tells which.
    if (auto fallback = AttentionWithoutCudnn(Text(row, "framework"), year)) {
      p.attention = *fallback;
    }
  }
  if (auto stated = StatedCudaGraphs(stated_text)) p.cuda_graphs = *stated;
  if (auto stated = StatedMoeCommOverlap(stated_text)) p.overlap_moe_comm = *stated;
  if (auto stated = StatedMoeDispatcher(stated_text)) p.moe_dispatcher = *stated;
  if (auto stated = StatedGroupedGemm(stated_text)) p.grouped_gemm = *stated;
  if (auto stated = StatedRankOrder(stated_text)) p.rank_order = *stated;
  // The stack's expert-GEMM share was measured on its multi-stream cuBLAS
  // grouped GEMM; a row that ran the fused grouped MLP ran another kernel,
  // one grouped GEMM at the law as NVIDIA measured Megatron-Core's on GB200.
  if (StatedFusedGroupedMlp(stated_text).value_or(false)) p.moe_expert_gemm_share = 1.0;
  // A stated TP overlap: the stack's share where it overlaps, whole where it
  // does not; none where the row turns it off.
  if (auto stated = StatedTpCommOverlap(stated_text)) {
    p.tp_comm_overlap = *stated ? (p.tp_comm_overlap > 0 ? p.tp_comm_overlap : 1.0) : 0.0;
  }
  if (auto kept = StatedFp4Bf16Layers(stated_text); kept && m.num_layers > 0) {
    p.fp4_bf16_layer_share = std::min(1.0, static_cast<double>(*kept) / m.num_layers);
  }
  p.tp = static_cast<int>(check.Int("tp", 1, 1, L::kMaxGpus));
  p.pp = static_cast<int>(check.Int("pp", 1, 1, L::kMaxGpus));
  p.cp = static_cast<int>(check.Int("cp", 1, 1, L::kMaxGpus));
  p.ep = static_cast<int>(check.Int("ep", 1, 1, L::kMaxGpus));
  p.etp = static_cast<int>(check.Int("etp", 1, 1, L::kMaxGpus));
  const int64_t model_parallel = CheckedProduct({p.tp, p.pp, p.cp}).value_or(L::kMaxGpus + 1);
  p.dp = static_cast<int>(
      check.Int("dp", std::max<int64_t>(1, run.num_gpus / model_parallel), 1, L::kMaxGpus));
  if (!check.invalid.empty()) return invalid();
  // A row that states its data-parallel degree and leaves GPUs over gave
  // them to the one split it does not state: its tensor parallelism (within a
  // node's 8 GPUs) or its pipeline (at most a stage a layer) where it states
  // the other; else, both stated, its context parallelism (Megatron counts dp
  // without cp), where the sequence splits evenly into 2 x cp chunks and cp is
  // at most 32.
  const bool tp_stated = Num(row, "tp").has_value(), pp_stated = Num(row, "pp").has_value();
  if (Num(row, "dp")) {
    const int64_t placed = CheckedProduct({p.tp, p.pp, p.dp, p.cp}).value_or(0);
    if (placed > 0 && placed < run.num_gpus && run.num_gpus % placed == 0) {
      const int64_t rest = run.num_gpus / placed;
      if (!tp_stated && pp_stated && rest <= 8) {
        p.tp = static_cast<int>(rest);
      } else if (!pp_stated && tp_stated && rest <= m.num_layers) {
        p.pp = static_cast<int>(rest);
      } else if (tp_stated && pp_stated && !Num(row, "cp") && rest <= 32 &&
                 m.seq_len % (2 * rest) == 0) {
        p.cp = static_cast<int>(rest);
      }
    }
  }
  // A MoE row that states no expert parallelism spread its experts as far as
  // they divide over the data-parallel ranks (dp x cp): published MoE runs
  // place their experts across ranks (GShard, Switch, DeepSpeed-MoE's ep_size
  // of one expert a rank, Megatron-Core's recipes), and replicating every
  // expert on every GPU is what no run at scale does.
  if (m.moe.enabled() && !Num(row, "ep")) {
    run.expert_parallel_stated = false;
    const std::vector<int> sizes = ExpertParallelSizes(m.moe.num_experts, p);
    if (!sizes.empty()) p.ep = sizes.back();
  }
  if (CheckedProduct({p.dp, p.tp, p.pp, p.cp}) != std::optional<int64_t>(run.num_gpus)) {
    out.skip_reason = "tp x pp x dp x cp does not equal num_gpus";
    return out;
  }
  // An unstated expert tensor-parallel size is the stack's default: Megatron-
  // Core shards each expert over the TP group unless the run sets another
  // size. Where ep x tp cannot divide dp x cp x tp the run must have set one
  // that does: experts whole.
  if (auto e = row.find("etp"); (e == row.end() || e->is_null()) && m.moe.enabled() &&
                                stack.moe_default_etp_is_tp && p.tp > 1 &&
                                (int64_t{p.dp} * p.cp) % p.ep == 0) {
    p.etp = p.tp;
  }
  auto sp = row.find("sequence_parallel");
  // As stated, else as the stack runs TP (sequence parallelism from 2022 on).
  std::optional<bool> sp_stated;
  if (sp != row.end() && sp->is_boolean()) sp_stated = sp->get<bool>();
  if (sp != row.end() && sp->is_string()) {
    const std::string said = Lower(sp->get<std::string>());
    if (ContainsAnyWord(said, {"true", "yes", "on", "enabled"})) sp_stated = true;
    if (ContainsAnyWord(said, {"false", "no", "off", "disabled"})) sp_stated = false;
  }
  p.sequence_parallel = sp_stated.value_or(p.tp > 1 && stack.sequence_parallel);
  if (p.tp == 1) p.sequence_parallel = false;
  // The sharding the run states, else the one its framework names
  // ("DeepSpeed ZeRO-3", "PyTorch FSDP"), else its stack's default (NeMo and
  // Megatron-Core recipes enable the distributed optimizer).
  if (!Text(row, "zero_stage_or_fsdp").empty()) {
    p.zero_stage = ZeroStageOf(Text(row, "zero_stage_or_fsdp"));
  } else if (const int named = ZeroStageOf(Text(row, "framework")); named > 0) {
    p.zero_stage = named;
  } else {
    p.zero_stage = stack.default_zero_stage;
  }
  int vpp = static_cast<int>(check.Int("vpp", 1, 1, L::kMaxVirtualStages));
  if (vpp > 1 && p.pp > 1) {
    p.schedule = PipelineSchedule::kInterleaved;
    p.virtual_stages = vpp;
  } else if (p.pp > 1 && !Num(row, "vpp")) {
    p.schedule = stack.pipeline_schedule;  // the stack's own (DualPipe for DeepSeek's)
  }
  p.global_batch_size = static_cast<int>(check.Int(
      "global_batch_size", WholeNumberIn(*gbs, 1, L::kMaxBatch).value_or(1), 1, L::kMaxBatch));
  p.micro_batch_size = static_cast<int>(check.Int("micro_batch_size", 1, 1, L::kMaxBatch));
  if (!check.invalid.empty()) return invalid();
  run.micro_batch_stated = Num(row, "micro_batch_size").has_value();
  if (!run.micro_batch_stated && stack.microbatches_per_stage && p.pp > 1 &&
      p.global_batch_size % CheckedMul(p.dp, p.pp).value_or(1) == 0) {
    p.micro_batch_size = p.global_batch_size / (p.dp * p.pp);  // one micro-batch per stage
    run.micro_batch_stated = true;
  }
  if (p.global_batch_size % CheckedMul(p.dp, p.micro_batch_size).value_or(1) != 0) {
    out.skip_reason = "global batch not a multiple of dp x micro_batch_size";
    return out;
  }
  p.recompute = RecomputeOf(Text(row, "activation_recompute"));
  std::string rc_text = Lower(Text(row, "activation_recompute"));
  // A text that says it does not know states nothing.
  run.recompute_stated =
      !rc_text.empty() && !ContainsAny(rc_text, {"unknown", "not stated", "unstated", "n/a"});
  // Activation CPU offloading the notes state ("cpu_offloading_num_layers
  // 40"): the row's memory strategy, so validate infers no recompute for it.
  if (auto n = NumberAfter(Lower(Text(row, "notes")), "cpu_offloading_num_layers"); n && *n > 0) {
    p.activation_offload_layers = static_cast<int>(std::min(*n, double{L::kMaxLayers}));
    run.recompute_stated = true;
  }
  // Megatron's block method recomputes whole layers for only the first
  // recompute_num_layers of each pipeline stage (of each model chunk when
  // interleaved; NeMo 1: activations_checkpoint_num_layers), the rest keep
  // their activations; the uniform method recomputes every layer in groups
  // of that many.
  if (p.recompute == Recompute::kFull && Contains(rc_text, "block")) {
    const double chunk_layers = static_cast<double>(m.num_layers) / p.pp / p.virtual_stages;
    if (auto n = NumberAfterAny(rc_text, {"recompute_num_layers", "recompute-num-layers",
                                          "activations_checkpoint_num_layers"});
        n && *n >= 1 && chunk_layers >= 1) {
      p.recompute_fraction = std::min(1.0, *n / chunk_layers);
    }
  }
  if (Contains(rc_text, "sac")) {
    // torchtitan's selective activation checkpointing: per-layer SAC
    // checkpoints every other layer; per-op SAC saves every other matmul
    // output. Either re-runs about half of the forward.
    p.recompute = Recompute::kFull;
    p.recompute_fraction = 0.5;
  }
  if (p.recompute == Recompute::kSelective) p.recompute_modules = RecomputeModulesOf(rc_text);
  p.precision = PrecisionOf(Text(row, "precision"));
  // Attention itself in fp8 (Transformer Engine's fp8_dot_product_attention,
  // Megatron's --fp8-dot-product-attention), which runs only in fp8 or fp4
  // training on cuDNN's attention (Plan::fp8_attention).
  if (StatedFp8Attention(stated_text).value_or(false) && p.Fp8AttentionAllowed()) {
    p.fp8_attention = true;
  }
  // The optimizer-state layout the row states outranks its stack's: fp8
  // weights (the fp8 copy is then the parameter, so Transformer Engine caches
  // one fp8 tensor fewer beside it), the widths of the Adam moments, of the
  // master copy and of the optimizer's gradient copy.
  const std::string optimizer_text =
      Text(row, "precision") + " | " + Text(row, "optimizer") + " | " + Text(row, "notes");
  if (auto fp8_weights = StatedFp8PrimaryWeights(optimizer_text);
      fp8_weights && *fp8_weights != p.memory.fp8_primary_weights) {
    p.memory.fp8_weight_cache_bytes_per_param =
        std::max(0.0, p.memory.fp8_weight_cache_bytes_per_param + (*fp8_weights ? -1.0 : 1.0));
    p.memory.fp8_primary_weights = *fp8_weights;
  }
  if (auto fp4_weights = StatedFp4PrimaryWeights(optimizer_text)) {
    p.memory.fp4_primary_weights = *fp4_weights;
  }
  // Megatron-Core's activation_func_fp8_input_store (the MLP activation's
  // input saved in fp8) and disable_parameter_transpose_cache (Transformer
  // Engine keeps no fp8 weight transpose between uses), where the row states
  // them.
  const std::string memory_text = optimizer_text + " | " + stated_text;
  if (auto store = StatedSwitch(memory_text, {"activation_func_fp8_input_store"})) {
    p.memory.fp8_saved_act_input = *store;
  }
  if (StatedSwitch(memory_text, {"disable_parameter_transpose_cache"}).value_or(false)) {
    p.memory.fp8_weight_transposes_cached = false;
  }
  if (auto moment_bytes = StatedAdamMomentBytes(optimizer_text)) {
    p.memory.adam_moment_bytes = *moment_bytes;
  }
  if (auto master_bytes = StatedMasterWeightBytes(optimizer_text)) {
    p.memory.master_weight_bytes = *master_bytes;
  }
  if (auto copy_bytes = StatedGradCopyBytes(optimizer_text)) {
    p.memory.optimizer_grad_copy_bytes = *copy_bytes;
  }
  // The loss the row states: Transformer Engine's fused cross entropy reads
  // and writes the 16-bit logits once each way and keeps them alone (2 bytes
  // a logit); Megatron's own, fp32 passes and 6 bytes.
  if (auto loss_bytes = StatedCrossEntropyBytesPerLogit(Text(row, "notes"))) {
    p.memory.cross_entropy_bytes_per_logit = *loss_bytes;
    p.fused_cross_entropy = *loss_bytes < 4.0;
  }
  p.activation_offload_modules = StatedOffloadModules(Text(row, "notes"));
  // The scaling the row's precision states, else its notes' (which may name
  // the recipe of another figure beside the row's own).
  if (auto recipe = StatedFp8Recipe(Text(row, "precision"))) {
    p.fp8_recipe = *recipe;
  } else if (auto noted = StatedFp8Recipe(Text(row, "notes"))) {
    p.fp8_recipe = *noted;
  }
  // Megatron-Core's precision-aware optimizer: where Transformer Engine keeps
  // the master, an fp32 one costs 2 bytes (core/optimizer_state.h), unless
  // the row turns store_param_remainders off.
  if (MasterKeptAsRemainders(p) && p.memory.master_weight_bytes == 4.0 &&
      StatedPrecisionAwareOptimizer(optimizer_text).value_or(false) &&
      StatedSwitch(optimizer_text, {"store_param_remainders"}).value_or(true)) {
    p.memory.master_weight_bytes = 2.0;
  }
  if (p.precision == Precision::kFp4 &&
      ResolveHardware(run.hardware_name).gpu.peak_fp4_flops <= 0) {
    out.skip_reason = "precision fp4 on " + run.hardware_name + ", which has no FP4 tensor cores";
    return out;
  }
  p.half_precision_grad_comm =
      p.precision != Precision::kFp32 && p.precision != Precision::kFp64 && !stack.fp32_grad_reduce;
  // The run ran, so its layers did split over its pipeline chunks: where
  // they do not alone, Megatron counted the embedding and the loss as layers
  // of the split (account_for_embedding/loss_in_pipeline_split, as its 405B
  // recipes do for 126 layers at pp x vpp = 128). Megatron wants the slotted
  // count to divide evenly; the fewest slots that do, else the fewest that
  // make the split valid.
  // TP within a node: 8 GPUs, or the row's larger node (a DGX-2's 16).
  const int node_gpus_for_tp = std::max(8, run.gpus_per_node);
  auto split = [&](const Plan& q) -> std::optional<Plan> {
    if (ValidatePlan(q, m, run.num_gpus, node_gpus_for_tp).empty()) return q;
    if (q.pp == 1) return std::nullopt;
    const int64_t chunks = int64_t{q.pp} * q.virtual_stages;
    auto slotted = [&](bool embedding, bool loss) {
      Plan s = q;
      s.pipeline_embedding_slot = embedding;
      s.pipeline_loss_slot = loss;
      return s;
    };
    const Plan options[] = {slotted(true, false), slotted(false, true), slotted(true, true)};
    for (bool exact : {true, false}) {
      for (const Plan& o : options) {
        if (exact && LayerSlots(o, m) % chunks != 0) continue;
        if (ValidatePlan(o, m, run.num_gpus, node_gpus_for_tp).empty()) return o;
      }
    }
    return std::nullopt;
  };
  // A stated interleaved schedule (or pipeline sends overlapped with
  // computation, which Megatron runs only interleaved) without its depth: the stack's chunk
  // count, else the nearest that splits (fewer first, down to 2, then more).
  // So too a run that names no schedule on a stack that interleaves, where
  // 1F1B would idle its stages for more than a quarter of the step: with
  // 16 micro-batches over 16 stages (Llama 3 405B on 16K GPUs, arXiv:2407.21783
  // Table 4) half of it; a large run is not run that way, the interleaved
  // schedule (Narayanan et al., SC'21 2.2.2) exists to shrink exactly that.
  const bool stack_interleaves =
      stack.interleaved_layers_per_stage > 0 || stack.interleaved_stages_per_rank > 0;
  const bool unstated_deep_bubble = p.schedule == PipelineSchedule::k1F1B && stack_interleaves &&
                                    !StatesPlainPipelineSchedule(stated_text) &&
                                    OneFOneBBubbleShare(p) > kUnstatedInterleaveBubble;
  std::optional<Plan> fitted;
  if (p.pp > 1 && p.schedule != PipelineSchedule::kInterleaved && !Num(row, "vpp") &&
      (StatesInterleavedSchedule(stated_text) ||
       StatesPipelineCommOverlap(stated_text + " | " + Text(row, "source")) ||
       unstated_deep_bubble)) {
    const int want = InterleavedChunksOf(stack, m.num_layers, p.pp);
    std::vector<int> tries;
    for (int v = want; v >= 2; --v) tries.push_back(v);
    for (int v = want + 1; v <= 2 * want; ++v) tries.push_back(v);
    for (int v : tries) {
      Plan q = p;
      q.schedule = PipelineSchedule::kInterleaved;
      q.virtual_stages = v;
      if ((fitted = split(q))) break;
    }
  }
  if (!fitted) fitted = split(p);
  if (!fitted && p.schedule == PipelineSchedule::kDualPipe) {
    // Too few micro-batches for DualPipe (2 x pp, even): the stack's 1F1B.
    Plan q = p;
    q.schedule = PipelineSchedule::k1F1B;
    fitted = split(q);
  }
  if (!fitted) {
    out.skip_reason = "invalid plan: " + ValidatePlan(p, m, run.num_gpus, node_gpus_for_tp).front();
    return out;
  }
  p = *fitted;

  // Measured times a real step can take: from 100 microseconds to a week.
  auto it = check.Real("iteration_time_s", 0, 7 * 24 * 3600.0);
  auto tps = check.Real("tokens_per_s", 0, 1e12);
  auto mem = check.Real("peak_memory_gb", 0, 1e5);
  if (!check.invalid.empty()) return invalid();
  if (it && *it > 0) {
    run.measured_iteration_time_s = *it;
  } else if (tps && *tps > 0) {
    run.measured_iteration_time_s = *gbs * *seq / *tps;
  } else if (auto tpg = Num(row, "tokens_per_s_per_gpu"); tpg && *tpg > 0) {
    run.measured_iteration_time_s = *gbs * *seq / (*tpg * run.num_gpus);
  } else if (auto tf = Num(row, "tflops_per_gpu");
             tf && *tf > 0 && Contains(Lower(Text(row, "tflops_definition")), "model flops")) {
    // Model TFLOP/s per GPU in the 6N + attention convention (recompute not
    // counted), as Megatron and NeMo report it: time = model FLOPs per step /
    // (TFLOP/s x GPUs).
    // Sources differ on whether the causal half of attention counts: a row
    // that states its source's convention is counted by it, one that names
    // Megatron-LM's count by the convention of its source's year; otherwise, where
    // the convention changes the count by more than 5%, the time is not
    // recoverable.
    const ModelStats stats = ComputeModelStats(m);
    const double attention_per_token = 3.0 * stats.attention_forward_flops_per_token;  // + backward
    double counted_per_token = stats.training_flops_per_token;
    const double ambiguity = 0.5 * attention_per_token / stats.training_flops_per_token;
    std::optional<double> share =
        StatedAttentionFlopsShare(Text(row, "tflops_definition") + " | " + Text(row, "notes"));
    if (!share) {
      share = MegatronAttentionFlopsShare(Text(row, "tflops_definition"), year);
    }
    if (!share) {
      share = NemoAttentionFlopsShare(Text(row, "tflops_definition"), Text(row, "framework"));
    }
    if (share) {
      counted_per_token -= (1.0 - *share) * attention_per_token;
    } else if (ambiguity > 0.05) {
      char why[160];
      std::snprintf(why, sizeof why,
                    "only model TFLOP/s, and attention is %.0f%% of the FLOPs (causal counting "
                    "unknown)",
                    200 * ambiguity);
      out.skip_reason = why;
      return out;
    }
    run.measured_iteration_time_s = counted_per_token * *gbs * *seq / (*tf * kTera * run.num_gpus);
    run.measured_from_tflops = true;
  } else {
    out.skip_reason = "no measured iteration time, tokens/s or model TFLOP/s";
    return out;
  }
  if (!(run.measured_iteration_time_s >= 1e-4 &&
        run.measured_iteration_time_s <= 7 * 24 * 3600.0)) {
    check.Bad("iteration_time_s", "a measured step time in [1e-4, 604800] s",
              run.measured_iteration_time_s);
    return invalid();
  }
  if (mem) run.measured_peak_memory_gib = *mem;
  out.run = run;
  return out;
}

ErrorStats Summarize(const std::vector<double>& abs_errors) {
  ErrorStats s;
  s.count = static_cast<int>(abs_errors.size());
  if (abs_errors.empty()) return s;
  std::vector<double> sorted = abs_errors;
  std::sort(sorted.begin(), sorted.end());
  double sum = 0;
  for (double e : sorted) sum += e;
  s.mape = sum / s.count;
  size_t n = sorted.size();
  s.median_ape = n % 2 ? sorted[n / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2]);
  s.max_ape = sorted.back();
  return s;
}

namespace {

// The largest term of a predicted step's breakdown: where the time goes, and
// so where an error most likely lies.
std::string DominantComponent(const sim::StepResult& r) {
  std::string best;
  double best_s = -1;
  for (const auto& [key, seconds] : r.breakdown) {
    if (seconds > best_s) {
      best_s = seconds;
      best = key;
    }
  }
  return best;
}

}  // namespace

std::string DefaultStackMapPath() { return DataDir() + "/data/published_run_stacks.json"; }

ValidationReport ValidatePublishedRuns(const ValidationOptions& options) {
  const std::string& path = options.runs_path;
  const bool strict = options.strict;
  const std::string text = ReadInputFile(path, "a readable JSON-lines file of runs");
  const StackMap map =
      LoadStackMap(options.stack_map_path.empty() ? DefaultStackMapPath() : options.stack_map_path);
  const KnownModels known_models = LoadKnownModels(
      options.known_models_path.empty() ? DefaultKnownModelsPath() : options.known_models_path);
  std::map<std::string, SoftwareStack> stacks;
  auto stack_named = [&](const std::string& name,
                         const std::string& origin) -> const SoftwareStack& {
    auto it = stacks.find(name);
    if (it == stacks.end())
      it = stacks.emplace(name, ResolveSoftwareStack(name, origin, "stack")).first;
    return it->second;
  };
  const SoftwareStack& default_stack = stack_named(map.default_stack, map.file);
  ValidationReport report;
  report.default_stack = default_stack.name;
  std::map<std::string, HardwareProfile> profiles;
  std::map<std::string, std::vector<double>> group_errors, stack_errors, raw_group_errors;
  std::vector<double> all_errors, raw_errors, moe_errors;
  // A bad line or an impossible row: fatal with --strict, else skipped and counted.
  auto reject = [&](const std::string& where, const std::string& why) {
    if (strict) throw InputError(path, where, why + " (--strict)");
    report.skipped.push_back({where, why});
    report.invalid.push_back(where + ": " + why);
  };
  std::istringstream in(text);
  std::string line;
  int line_no = 0;
  int non_blank = 0;
  while (std::getline(in, line)) {
    ++line_no;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    ++non_blank;
    const std::string where = "line " + std::to_string(line_no);
    Json row;
    try {
      row = ParseJsonText(line, path + ":" + std::to_string(line_no));
    } catch (const InputError& e) {
      reject(where, e.what());
      continue;
    }
    if (!row.is_object()) {
      reject(where, "a JSON object per line");
      continue;
    }
    std::string id = Excerpt(Text(row, "id"));
    const SoftwareStack* stack = nullptr;
    try {
      stack = &stack_named(StackForRow(row, map), path + ":" + std::to_string(line_no));
    } catch (const InputError& e) {
      reject(id.empty() ? where : id + " (" + where + ")", e.what());
      continue;
    }
    ConversionResult c = ConvertPublishedRun(row, *stack, &known_models);
    if (!c.run) {
      if (c.invalid) {
        reject(id.empty() ? where : id + " (" + where + ")", c.skip_reason);
      } else {
        report.skipped.push_back({id, c.skip_reason});
      }
      continue;
    }
    PublishedRun& run = *c.run;  // validate may give it the recompute that fits
    auto it = profiles.find(run.hardware_name);
    if (it == profiles.end())
      it = profiles.emplace(run.hardware_name, ResolveHardware(run.hardware_name)).first;
    HardwareProfile hw = it->second;
    if (run.gpu_memory_gib > 0) hw.gpu.hbm_bytes = run.gpu_memory_gib * kGiB;
    if (run.power_limit_w > 0) hw.gpu.power_limit_w = run.power_limit_w;
    // The node the job's groups fill, each GPU keeping the profile's NICs per
    // GPU where the row states no network: smaller nodes of the same GPU (TP
    // and other groups cross nodes sooner), or the part of each rack-scale
    // NVLink domain the job takes (64 of an NVL72's 72 GPUs, as MLPerf's
    // GB200 systems do). A rack-scale domain spans the 4-GPU trays a row may
    // count as nodes, so for it only the stated racks shrink it.
    const int job_node_gpus =
        hw.node.gpus_per_node <= 8 ? run.gpus_per_node : run.nvlink_domain_gpus;
    if (job_node_gpus > 0 && job_node_gpus < hw.node.gpus_per_node) {
      hw.network.nics_per_node =
          std::max(1, hw.network.nics_per_node * job_node_gpus / hw.node.gpus_per_node);
      hw.node.gpus_per_node = job_node_gpus;
    }
    if (run.nics_per_node > 0) {
      // NICs as the row counts them, per its own node; where that node is a
      // tray of a larger NVLink domain (a GB200 NVL72 compute tray of 4
      // GPUs, "4x 400 Gb/s per compute tray"), the domain holds as many per GPU.
      hw.network.nics_per_node =
          run.gpus_per_node > 0 && run.gpus_per_node < hw.node.gpus_per_node
              ? std::max(1,
                         static_cast<int>(std::lround(static_cast<double>(run.nics_per_node) *
                                                      hw.node.gpus_per_node / run.gpus_per_node)))
              : run.nics_per_node;
      hw.network.nic_bandwidth_bytes_per_s = run.nic_gbit_per_s * kGB / 8.0;
    }
    if (!run.expert_parallel_stated) {
      run.plan = ExpertParallelThatFits(run.model, hw, run.plan, run.recompute_stated);
    }
    run.model = LimitedRouting(run.model, run.plan, hw.node.gpus_per_node, run.routing_limit);
    // A row that states no micro-batch and runs no pipeline: the fewest
    // micro-steps that fit (simulated while choosing); else the row's plan.
    bool inferred = false;
    std::optional<std::pair<Plan, sim::StepResult>> sized;
    if (!run.micro_batch_stated && run.plan.pp == 1) {
      sized = MicroBatchThatFits(run.model, hw, run.plan, run.recompute_stated);
    }
    sim::StepResult r;
    if (sized) {
      inferred = !run.recompute_stated && sized->first.recompute != run.plan.recompute;
      run.plan = sized->first;
      r = std::move(sized->second);
    } else {
      r = sim::SimulateStep(run.model, hw, run.plan);
    }
    // A row that states no recompute and would fill its GPUs to within the
    // prediction's margin (or beyond): its authors chose a recompute that
    // left room, and the cheapest that keeps the margin free is inferred.
    if (!sim::FitsWithMargin(r) && !run.recompute_stated) {
      if (auto fitting = RecomputeThatFits(run.model, hw, run.plan)) {
        run.plan = fitting->first;
        r = std::move(fitting->second);
        inferred = true;
      }
    }
    // Raw physics: the same row on the default stack (the row's own parallel
    // layout, precision and recompute; every stack behaviour the default's).
    ConversionResult raw = ConvertPublishedRun(row, default_stack, &known_models);
    if (raw.run) {
      raw.run->plan.micro_batch_size = run.plan.micro_batch_size;
      raw.run->plan.recompute = run.plan.recompute;
      raw.run->plan.recompute_fraction = run.plan.recompute_fraction;
      raw.run->plan.recompute_modules = run.plan.recompute_modules;
    }
    sim::StepResult r_raw = raw.run ? sim::SimulateStep(raw.run->model, hw, raw.run->plan) : r;
    ValidationRow v;
    v.id = run.id;
    v.source_group = run.source_group;
    v.stack = run.stack;
    v.model = run.model.name;
    v.moe = run.model.moe.enabled();
    v.hardware = run.hardware_name;
    v.num_gpus = run.num_gpus;
    v.plan = run.plan.Summary();
    v.predicted_s = r.step_time_s;
    v.predicted_raw_s = r_raw.step_time_s;
    v.measured_s = run.measured_iteration_time_s;
    v.interval = r.step_time_interval;
    v.dominant_component = DominantComponent(r);
    v.breakdown = r.breakdown;
    v.predicted_peak_memory_gib = r.peak_memory_bytes / kGiB;
    v.measured_peak_memory_gib = run.measured_peak_memory_gib;
    v.predicted_fits = r.feasible;
    if (!r.feasible) report.ran_predicted_oom.push_back(run.id);
    if (r.feasible && !sim::FitsWithMargin(r)) report.ran_tight.push_back(run.id);
    v.recompute_inferred = inferred;
    for (const auto& st : r.stages) {
      if (st.memory.TotalBytes() >= v.peak_memory.TotalBytes()) v.peak_memory = st.memory;
    }
    v.hbm_gib = hw.gpu.hbm_bytes / kGiB;
    if (!std::isfinite(v.predicted_s) || !(v.predicted_s > 0)) {
      reject(id.empty() ? where : id + " (" + where + ")",
             "the simulation gave no finite step time");
      continue;
    }
    const double ape = std::fabs(v.ErrorFraction());
    const double raw_ape = std::fabs(v.RawErrorFraction());
    all_errors.push_back(ape);
    raw_errors.push_back(raw_ape);
    if (v.moe) moe_errors.push_back(ape);
    group_errors[v.source_group].push_back(ape);
    raw_group_errors[v.source_group].push_back(raw_ape);
    stack_errors[v.stack].push_back(ape);
    if (v.interval.Covers80(v.measured_s)) ++report.covered_80;
    if (v.interval.Covers95(v.measured_s)) ++report.covered_95;
    report.rows.push_back(v);
  }
  if (non_blank == 0)
    throw InputError(path, "", "at least one JSON line of a run (the file is empty)");
  report.overall = Summarize(all_errors);
  report.raw_overall = Summarize(raw_errors);
  report.moe = Summarize(moe_errors);
  for (const auto& [g, errs] : group_errors) report.by_group[g] = Summarize(errs);
  for (const auto& [g, errs] : raw_group_errors) report.raw_by_group[g] = Summarize(errs);
  for (const auto& [g, errs] : stack_errors) report.by_stack[g] = Summarize(errs);
  return report;
}

std::vector<const ValidationRow*> WorstRows(const ValidationReport& report, size_t count) {
  std::vector<const ValidationRow*> rows;
  for (const auto& r : report.rows) rows.push_back(&r);
  std::sort(rows.begin(), rows.end(), [](const ValidationRow* a, const ValidationRow* b) {
    return std::fabs(a->ErrorFraction()) > std::fabs(b->ErrorFraction());
  });
  if (rows.size() > count) rows.resize(count);
  return rows;
}

FamilyIntervals FitFamilyIntervals(const ValidationReport& report, sim::IntervalFamily family) {
  FamilyIntervals f;
  std::vector<double> ratios, all_ratios;
  std::vector<std::string> sources, all_sources;
  for (const auto& r : report.rows) {
    all_ratios.push_back(r.measured_s / r.predicted_s);
    all_sources.push_back(r.source_group);
    if (sim::IntervalFamilyOf(r.moe) != family) continue;
    ++f.rows;
    ratios.push_back(all_ratios.back());
    sources.push_back(r.source_group);
    if (r.interval.Covers80(r.measured_s)) ++f.covered_80;
    if (r.interval.Covers95(r.measured_s)) ++f.covered_95;
  }
  f.fit = sim::FitRatioQuantiles(ratios, sources);
  // The outer 2.5% of a family of a dozen sources is a row or two; its 95%
  // interval is never narrower than the one all rows give.
  const sim::RatioQuantiles pooled = sim::FitRatioQuantiles(all_ratios, all_sources);
  f.fit.q2_5 = std::min(f.fit.q2_5, pooled.q2_5);
  f.fit.q97_5 = std::max(f.fit.q97_5, pooled.q97_5);
  return f;
}

}  // namespace shoal::validation
