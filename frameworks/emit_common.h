// What every framework's writer derives from a plan the same way.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/plan.h"
#include "core/scenario.h"
#include "frameworks/emit.h"

namespace shoal::frameworks {

/// Numbers the formats share, derived once.
struct PlanFacts {
  int64_t global_batch = 0;         ///< sequences per step
  int64_t grad_accumulation = 0;    ///< micro-batches per data-parallel rank per step
  int64_t local_batch = 0;          ///< sequences per data-parallel rank per step
  int chunks = 1;                   ///< pp x virtual stages
  /// Transformer layers (+ embedding/loss slots) per model chunk; 0 when the
  /// stages are uneven or the split is not even.
  int64_t layers_per_chunk = 0;
  /// Full recompute of a share of the layers: layers recomputed per chunk.
  int64_t recompute_layers_per_chunk = 0;
  int64_t train_iters = 0;          ///< steps for the scenario's token budget
  bool moe = false;
};
PlanFacts Facts(const Scenario& s, const Plan& p);

/// fp4 training's transformer layers kept in BF16 (the plan's
/// fp4_bf16_layer_share of the model's layers, rounded): a quarter of them
/// first, the rest last (arXiv:2509.25149 keeps "the majority of high
/// precision layers at the end"), as Megatron-Core's
/// num_layers_at_start/end_in_bf16.
struct Bf16Layers {
  int64_t start = 0, end = 0;
};
Bf16Layers Fp4Bf16Layers(const Scenario& s, const Plan& p);

/// The comment lines every file starts with (no comment marker).
std::vector<std::string> HeaderLines(const Scenario& s, const Plan& p, const char* what);

/// Collects names and warnings while a writer runs.
class Sink {
 public:
  void Name(const std::string& name) { names_.push_back(name); }
  void Warn(const std::string& text) { warnings_.push_back(text); }
  Emitted Finish(std::string text) const { return Emitted{std::move(text), warnings_, names_}; }
  const std::vector<std::string>& warnings() const { return warnings_; }

 private:
  std::vector<std::string> names_;
  std::vector<std::string> warnings_;
};

/// Keys grouped in sections, written as YAML or TOML; names are "section.key".
class Sections {
 public:
  explicit Sections(Sink* sink) : sink_(sink) {}
  /// `value` is written as given (quote strings with Quoted()); section "" is top level.
  void Add(const std::string& section, const std::string& key, const std::string& value);
  void Add(const std::string& section, const std::string& key, int64_t value) {
    Add(section, key, std::to_string(value));
  }
  void Add(const std::string& section, const std::string& key, bool value) {
    Add(section, key, std::string(value ? "true" : "false"));
  }
  void Add(const std::string& section, const std::string& key, const char* value) = delete;
  std::string Yaml() const;
  std::string Toml() const;

 private:
  Sink* sink_;
  std::vector<std::pair<std::string, std::vector<std::pair<std::string, std::string>>>> sections_;
};
std::string Quoted(const std::string& text);

/// `lines` as comment lines with `marker` ("# ").
std::string Commented(const std::vector<std::string>& lines, const std::string& marker);
/// The warnings as comment lines, each "warning: ...".
std::vector<std::string> WarningLines(const std::vector<std::string>& warnings);

/// Megatron-style values shared by Megatron-LM and Megatron-Bridge.
const char* MegatronDispatcher(MoeDispatcher d);   ///< "alltoall", "allgather", "flex"
const char* MegatronAttentionBackend(AttentionKernel a);  ///< "flash", "fused", "unfused"
/// Per-layer MoE pattern, "[0,0,1,1,...]" (Megatron's moe_layer_freq list).
std::string MoeLayerPattern(const ModelConfig& m);
/// Bytes of one gradient element on the wire.
double GradElementBytes(const Plan& p);

/// Warnings for knobs Megatron-LM and Megatron-Bridge both lack.
void WarnMegatronGaps(const Plan& p, Sink* sink);

/// Megatron-Core module names LoRA adapters sit beside (Megatron-Bridge's
/// LoRA.target_modules) for `t`: "linear_qkv", "linear_proj", "linear_fc1",
/// "linear_fc2" (fc1/fc2 name the experts' linears too).
std::vector<std::string> MegatronLoraTargets(LoraTargets t);
/// A LoRA model written for `framework`, which trains no adapters: the run
/// it starts trains every parameter, slower and larger than predicted.
void WarnNoLora(const ModelConfig& model, const std::string& framework, Sink* sink);

/// Megatron-Core's precision-aware optimizer settings (OptimizerConfig
/// use_precision_aware_optimizer, exp_avg_dtype / exp_avg_sq_dtype,
/// main_params_dtype, main_grads_dtype) that keep the optimizer state the
/// plan was simulated with (Plan::memory's adam_moment_bytes,
/// master_weight_bytes, optimizer_grad_copy_bytes) and that optimizer
/// offload needs. Dtypes are Megatron-LM's names ("bf16", "fp16", "fp8"),
/// empty where the fp32 default stays. A width Megatron cannot hold is warned
/// and left at its default.
struct MegatronOptimizerDtypes {
  bool precision_aware = false;
  std::string exp_avg;      ///< both Adam moments
  std::string main_params;  ///< the master copy
  std::string main_grads;   ///< the optimizer's gradient copy
};
MegatronOptimizerDtypes OptimizerDtypesFor(const Plan& p, Sink* sink);
/// A warning where the plan's optimizer state is narrower than fp32 and the
/// framework (torchtitan, DeepSpeed) has no setting for it.
void WarnFp32OptimizerOnly(const Plan& p, const std::string& framework, Sink* sink);
/// Warnings for plan fields that describe an old stack's code rather than a
/// setting (DeepSpeed before v0.5.10's per-tensor ZeRO-3 collectives): no
/// framework of today has a switch for them.
void WarnOldStackBehaviours(const ModelConfig& model, const Plan& p, Sink* sink);

}  // namespace shoal::frameworks

namespace shoal::frameworks {
Emitted EmitMegatron(const Scenario& s, const Plan& p);
Emitted EmitNemo(const Scenario& s, const Plan& p);
Emitted EmitTorchtitan(const Scenario& s, const Plan& p);
Emitted EmitDeepSpeed(const Scenario& s, const Plan& p);
}  // namespace shoal::frameworks
