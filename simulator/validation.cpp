#include "simulator/validation.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "core/checked_math.h"
#include "core/error.h"
#include "core/limits.h"
#include "core/units.h"
#include "simulator/simulate.h"

namespace shoal::sim {
namespace {

std::string Lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
  return s;
}
bool Contains(const std::string& haystack, const std::string& needle) {
  return haystack.find(needle) != std::string::npos;
}
std::string Text(const Json& row, const char* key) {
  auto it = row.find(key);
  return it != row.end() && it->is_string() ? it->get<std::string>() : std::string();
}
std::optional<double> Num(const Json& row, const char* key) {
  auto it = row.find(key);
  if (it == row.end() || !it->is_number()) return std::nullopt;
  return it->get<double>();
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
  if (Contains(t, "fp8") || Contains(t, "float8")) return Precision::kFp8;
  if (Contains(t, "bf16")) return Precision::kBf16;
  if (Contains(t, "fp16")) return Precision::kFp16;
  if (Contains(t, "fp32")) return Precision::kFp32;
  return Precision::kBf16;
}

Recompute RecomputeOf(const std::string& text) {
  std::string t = Lower(text);
  if (Contains(t, "selective")) return Recompute::kSelective;
  if (Contains(t, "full")) return Recompute::kFull;
  return Recompute::kNone;
}

int ZeroStageOf(const std::string& text) {
  std::string t = Lower(text);
  if (Contains(t, "zero-3") || Contains(t, "full_shard") || Contains(t, "fsdp2") ||
      Contains(t, "megatron-fsdp")) {
    return 3;
  }
  if (Contains(t, "shard_grad_op") || Contains(t, "zero-2")) return 2;
  if (Contains(t, "zero-1") || Contains(t, "distributed optimizer")) return 1;
  return 0;
}

bool UsesSwiglu(const Json& row) {
  std::string t = Lower(Text(row, "arch_notes") + " " + Text(row, "model_name"));
  for (const char* family : {"swiglu", "llama", "mixtral", "mistral", "qwen", "deepseek", "nemotron"}) {
    if (Contains(t, family)) return true;
  }
  return false;
}

}  // namespace

std::optional<std::string> HardwareForGpuType(const std::string& gpu_type, double memory_gb) {
  std::string t = Lower(gpu_type);
  if (Contains(t, "v100")) return memory_gb > 0 && memory_gb <= 16 ? "v100-16gb" : "v100-32gb";
  if (Contains(t, "a100")) {
    return Contains(t, "40gb") || (memory_gb > 0 && memory_gb <= 40) ? "a100-40gb" : "a100-80gb";
  }
  if (Contains(t, "h800")) return "h800";
  if (Contains(t, "h200")) return "h200";
  if (Contains(t, "h100")) return "h100";
  return std::nullopt;
}

ConversionResult ConvertPublishedRun(const Json& row) {
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
  need("hidden_size");
  need("num_attention_heads");
  const auto seq = need("seq_len");
  need("vocab_size");
  need("num_gpus");
  const auto gbs = need("global_batch_size");
  if (!out.skip_reason.empty()) return out;

  ModelConfig& m = run.model;
  m.name = Text(row, "model_name");
  m.num_layers = static_cast<int>(check.Int("num_layers", 1, 1, L::kMaxLayers));
  m.hidden = check.Int("hidden_size", 1, 1, L::kMaxWidth);
  m.num_heads = static_cast<int>(check.Int("num_attention_heads", 1, 1, L::kMaxHeads));
  m.num_kv_heads = static_cast<int>(check.Int("num_kv_heads", m.num_heads, 1, m.num_heads));
  m.head_dim = std::max<int64_t>(1, m.hidden / m.num_heads);
  m.vocab = check.Int("vocab_size", 1, 1, L::kMaxVocab);
  m.seq_len = check.Int("seq_len", 1, 1, L::kMaxSeqLen);
  m.activation = UsesSwiglu(row) ? Activation::kSwiglu : Activation::kGelu;
  m.ffn_hidden = check.Int("ffn_hidden_size", std::min(4 * m.hidden, L::kMaxWidth), 1, L::kMaxWidth);
  if (m.num_heads % m.num_kv_heads != 0) check.Bad("num_kv_heads", "a divisor of num_attention_heads", m.num_kv_heads);
  if (Text(row, "model_type") == "moe") {
    auto experts = Num(row, "num_experts");
    if (!experts) {
      out.skip_reason = "MoE row without num_experts";
      return out;
    }
    m.moe.num_experts = static_cast<int>(check.Int("num_experts", 1, 1, L::kMaxExperts));
    m.moe.top_k = static_cast<int>(check.Int("moe_top_k", 1, 1, m.moe.num_experts));
    m.moe.num_shared_experts = static_cast<int>(check.Int("num_shared_experts", 0, 0, L::kMaxExperts));
    m.moe.expert_ffn_hidden = check.Int("expert_ffn_hidden_size", m.ffn_hidden, 1, L::kMaxWidth);
    m.moe.capacity_factor = check.Real("capacity_factor", 0.0, 64.0).value_or(0.0);
    if (m.moe.capacity_factor > 0 && m.moe.capacity_factor < 1) {
      check.Bad("capacity_factor", "0 (dropless) or a number in [1, 64]", m.moe.capacity_factor);
    }
  }
  if (!check.invalid.empty()) return invalid();

  double mem_gb = check.Real("gpu_memory_gb", 0, 1e5).value_or(0);
  if (!check.invalid.empty()) return invalid();
  auto hw = HardwareForGpuType(Text(row, "gpu_type"), mem_gb);
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

  Plan& p = run.plan;
  p.tp = static_cast<int>(check.Int("tp", 1, 1, L::kMaxGpus));
  p.pp = static_cast<int>(check.Int("pp", 1, 1, L::kMaxGpus));
  p.cp = static_cast<int>(check.Int("cp", 1, 1, L::kMaxGpus));
  p.ep = static_cast<int>(check.Int("ep", 1, 1, L::kMaxGpus));
  p.etp = static_cast<int>(check.Int("etp", 1, 1, L::kMaxGpus));
  const int64_t model_parallel = CheckedProduct({p.tp, p.pp, p.cp}).value_or(L::kMaxGpus + 1);
  p.dp = static_cast<int>(check.Int("dp", std::max<int64_t>(1, run.num_gpus / model_parallel), 1, L::kMaxGpus));
  if (!check.invalid.empty()) return invalid();
  if (CheckedProduct({p.dp, p.tp, p.pp, p.cp}) != std::optional<int64_t>(run.num_gpus)) {
    out.skip_reason = "tp x pp x dp x cp does not equal num_gpus";
    return out;
  }
  auto sp = row.find("sequence_parallel");
  p.sequence_parallel = sp != row.end() && sp->is_boolean() ? sp->get<bool>() : p.tp > 1;
  if (p.tp == 1) p.sequence_parallel = false;
  p.zero_stage = ZeroStageOf(Text(row, "zero_stage_or_fsdp"));
  const std::string framework = Lower(Text(row, "framework"));
  if (Text(row, "zero_stage_or_fsdp").empty() &&
      (Contains(framework, "nemo") || Contains(framework, "megatron-core") ||
       Contains(framework, "megatron-bridge"))) {
    p.zero_stage = 1;  // NeMo / Megatron-Core recipes enable the distributed optimizer by default
  }
  int vpp = static_cast<int>(check.Int("vpp", 1, 1, L::kMaxVirtualStages));
  if (vpp > 1 && p.pp > 1) {
    p.schedule = PipelineSchedule::kInterleaved;
    p.virtual_stages = vpp;
  }
  p.global_batch_size = static_cast<int>(check.Int("global_batch_size", 1, 1, L::kMaxBatch));
  p.micro_batch_size = static_cast<int>(check.Int("micro_batch_size", 1, 1, L::kMaxBatch));
  if (!check.invalid.empty()) return invalid();
  if (p.global_batch_size % CheckedMul(p.dp, p.micro_batch_size).value_or(1) != 0) {
    out.skip_reason = "global batch not a multiple of dp x micro_batch_size";
    return out;
  }
  p.recompute = RecomputeOf(Text(row, "activation_recompute"));
  std::string rc_text = Lower(Text(row, "activation_recompute"));
  if (Contains(rc_text, "sac")) {
    // torchtitan's selective activation checkpointing: per-layer SAC
    // checkpoints every other layer; per-op SAC saves every other matmul
    // output. Either re-runs about half of the forward.
    p.recompute = Recompute::kFull;
    p.recompute_fraction = 0.5;
  }
  if (Contains(framework, "dualpipe")) p.overlap_moe_comm = true;
  p.precision = PrecisionOf(Text(row, "precision"));
  // FlashAttention (2022) came after Megatron-LM's SC'21 runs and the
  // Megatron-DeepSpeed / DeepSpeed ZeRO-3 stacks of that period.
  const bool megatron_2021 = framework == "megatron-lm" || Contains(framework, "megatron-lm ptd-p");
  if (Contains(framework, "deepspeed") || megatron_2021) {
    p.attention = AttentionKernel::kUnfused;
  }
  // Megatron-LM of 2021 reduced gradients after the last backward pass and
  // sent pipeline activations with blocking calls (overlap came in 2023);
  // DeepSpeed's pipeline engine reduces after its schedule too.
  if (megatron_2021 || (Contains(framework, "deepspeed") && p.pp > 1)) {
    p.overlap_grad_comm = false;
    p.overlap_p2p_comm = false;
  }
  // llm-foundry's published MPT benchmarks (mid 2023) ran attn_impl=flash,
  // the first FlashAttention; FlashAttention-2 support came later.
  if (Contains(framework, "llm-foundry") &&
      Contains(Lower(Text(row, "arch_notes")), "attn_impl=flash")) {
    p.attention = AttentionKernel::kFlash1;
  }
  p.half_precision_grad_comm = p.precision != Precision::kFp32 && p.precision != Precision::kFp64;
  auto problems = ValidatePlan(p, m, run.num_gpus, 8);
  if (!problems.empty()) {
    out.skip_reason = "invalid plan: " + problems.front();
    return out;
  }

  // Measured times a real step can take: from 100 microseconds to a week.
  auto it = check.Real("iteration_time_s", 0, 7 * 24 * 3600.0);
  auto tps = check.Real("tokens_per_s", 0, 1e12);
  auto mem = check.Real("peak_memory_gb", 0, 1e5);
  if (!check.invalid.empty()) return invalid();
  if (it && *it > 0) {
    run.measured_iteration_time_s = *it;
  } else if (tps && *tps > 0) {
    run.measured_iteration_time_s = *gbs * *seq / *tps;
  } else {
    out.skip_reason = "no measured iteration time or tokens/s";
    return out;
  }
  if (!(run.measured_iteration_time_s >= 1e-4 && run.measured_iteration_time_s <= 7 * 24 * 3600.0)) {
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

ValidationReport ValidatePublishedRuns(const std::string& path, bool strict) {
  const std::string text = ReadInputFile(path, "a readable JSON-lines file of runs");
  ValidationReport report;
  std::map<std::string, HardwareProfile> profiles;
  std::map<std::string, std::vector<double>> group_errors;
  std::vector<double> all_errors;
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
    ConversionResult c = ConvertPublishedRun(row);
    std::string id = Excerpt(Text(row, "id"));
    if (!c.run) {
      if (c.invalid) {
        reject(id.empty() ? where : id + " (" + where + ")", c.skip_reason);
      } else {
        report.skipped.push_back({id, c.skip_reason});
      }
      continue;
    }
    const PublishedRun& run = *c.run;
    auto it = profiles.find(run.hardware_name);
    if (it == profiles.end()) it = profiles.emplace(run.hardware_name, ResolveHardware(run.hardware_name)).first;
    HardwareProfile hw = it->second;
    if (run.gpu_memory_gib > 0) hw.gpu.hbm_bytes = run.gpu_memory_gib * kGiB;
    if (run.power_limit_w > 0) hw.gpu.power_limit_w = run.power_limit_w;
    StepResult r = SimulateStep(run.model, hw, run.plan);
    ValidationRow v;
    v.id = run.id;
    v.source_group = run.source_group;
    v.model = run.model.name;
    v.hardware = run.hardware_name;
    v.num_gpus = run.num_gpus;
    v.plan = run.plan.Summary();
    v.predicted_s = r.step_time_s;
    v.measured_s = run.measured_iteration_time_s;
    v.predicted_peak_memory_gib = r.peak_memory_bytes / kGiB;
    v.measured_peak_memory_gib = run.measured_peak_memory_gib;
    v.predicted_fits = r.feasible;
    if (!std::isfinite(v.predicted_s) || !(v.predicted_s > 0)) {
      reject(id.empty() ? where : id + " (" + where + ")",
             "the simulation gave no finite step time");
      continue;
    }
    double ape = std::fabs(v.ErrorFraction());
    all_errors.push_back(ape);
    group_errors[v.source_group].push_back(ape);
    report.rows.push_back(v);
  }
  if (non_blank == 0) throw InputError(path, "", "at least one JSON line of a run (the file is empty)");
  report.overall = Summarize(all_errors);
  for (const auto& [g, errs] : group_errors) report.by_group[g] = Summarize(errs);
  return report;
}

}  // namespace shoal::sim
