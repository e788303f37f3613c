#include "frameworks/emit.h"

#include <algorithm>
#include <cmath>

#include "core/error.h"
#include "core/optimizer_state.h"
#include "core/units.h"
#include "frameworks/emit_common.h"

namespace shoal::frameworks {

const std::vector<std::string>& FrameworkNames() {
  static const std::vector<std::string> names = {"megatron", "nemo", "torchtitan", "deepspeed"};
  return names;
}

Framework ParseFramework(const std::string& name, const std::string& option) {
  return static_cast<Framework>(IndexOfChoice(FrameworkNames(), name, option));
}

const char* ArgumentListFile(Framework f) {
  switch (f) {
    case Framework::kMegatron: return "megatron-lm.txt";
    case Framework::kNemo: return "megatron-bridge.txt";
    case Framework::kTorchtitan: return "torchtitan.txt";
    case Framework::kDeepSpeed: return "deepspeed.txt";
  }
  return "";
}

Emitted EmitPlan(Framework f, const Scenario& s, const Plan& p) {
  switch (f) {
    case Framework::kMegatron: return EmitMegatron(s, p);
    case Framework::kNemo: return EmitNemo(s, p);
    case Framework::kTorchtitan: return EmitTorchtitan(s, p);
    case Framework::kDeepSpeed: return EmitDeepSpeed(s, p);
  }
  return {};
}

Bf16Layers Fp4Bf16Layers(const Scenario& s, const Plan& p) {
  const auto n = static_cast<int64_t>(std::llround(p.fp4_bf16_layer_share * s.model.num_layers));
  Bf16Layers b;
  b.start = n / 4;
  b.end = n - b.start;
  return b;
}

PlanFacts Facts(const Scenario& s, const Plan& p) {
  PlanFacts f;
  f.global_batch = p.global_batch_size > 0 ? p.global_batch_size : s.training.global_batch_size;
  f.local_batch = f.global_batch / std::max(1, p.dp);
  f.grad_accumulation = p.NumMicroBatches();
  f.moe = s.model.moe.enabled();
  const int vpp = p.schedule == PipelineSchedule::kInterleaved ? p.virtual_stages : 1;
  f.chunks = p.pp * vpp;
  const int64_t slots = int64_t{s.model.num_layers} + (p.pipeline_embedding_slot ? 1 : 0) +
                        (p.pipeline_loss_slot ? 1 : 0);
  if (p.first_stage_layers == 0 && p.last_stage_layers == 0 && slots % f.chunks == 0) {
    f.layers_per_chunk = slots / f.chunks;
  }
  if (p.recompute == Recompute::kFull) {
    const double per_chunk = f.layers_per_chunk > 0
                                 ? static_cast<double>(f.layers_per_chunk)
                                 : static_cast<double>(s.model.num_layers) / f.chunks;
    f.recompute_layers_per_chunk =
        std::max<int64_t>(1, std::llround(p.recompute_fraction * per_chunk));
  }
  const double tokens_per_step = static_cast<double>(f.global_batch) *
                                 static_cast<double>(s.model.seq_len);
  f.train_iters = static_cast<int64_t>(std::ceil(s.training.tokens / tokens_per_step));
  return f;
}

std::vector<std::string> HeaderLines(const Scenario& s, const Plan& p, const char* what) {
  return {std::string(what) + ", written by shoal from scenario " + s.name + " (" + s.model.name +
              " on " + std::to_string(s.num_gpus) + " x " + s.hardware.gpu.name + ")",
          "plan: " + p.Summary(),
          "model: " + std::to_string(s.model.num_layers) + " layers, hidden " +
              std::to_string(s.model.hidden) + ", seq_len " + std::to_string(s.model.seq_len) +
              (s.model.moe.enabled()
                   ? ", " + std::to_string(s.model.moe.num_experts) + " experts top-" +
                         std::to_string(s.model.moe.top_k)
                   : std::string())};
}

void Sections::Add(const std::string& section, const std::string& key, const std::string& value) {
  sink_->Name(section.empty() ? key : section + "." + key);
  for (auto& [name, keys] : sections_) {
    if (name == section) {
      keys.emplace_back(key, value);
      return;
    }
  }
  sections_.push_back({section, {{key, value}}});
}

std::string Sections::Yaml() const {
  std::string out;
  for (const auto& [name, keys] : sections_) {
    if (!name.empty()) {
      out += name;
      out += ":\n";
    }
    for (const auto& [k, v] : keys) {
      if (!name.empty()) out += "  ";
      out += k;
      out += ": ";
      out += v;
      out += '\n';
    }
  }
  return out;
}

std::string Sections::Toml() const {
  std::string out;
  for (const auto& [name, keys] : sections_) {
    if (!name.empty()) {
      if (!out.empty()) out += '\n';
      out += '[';
      out += name;
      out += "]\n";
    }
    for (const auto& [k, v] : keys) out += k + " = " + v + "\n";
  }
  return out;
}

std::string Quoted(const std::string& text) {
  std::string out = "\"";
  out += text;
  out += '"';
  return out;
}

std::string Commented(const std::vector<std::string>& lines, const std::string& marker) {
  std::string out;
  for (const auto& l : lines) {
    out += marker;
    out += l;
    out += '\n';
  }
  return out;
}

std::vector<std::string> WarningLines(const std::vector<std::string>& warnings) {
  std::vector<std::string> out;
  for (const auto& w : warnings) out.push_back("warning: " + w);
  return out;
}

const char* MegatronDispatcher(MoeDispatcher d) {
  switch (d) {
    case MoeDispatcher::kAllToAll: return "alltoall";
    case MoeDispatcher::kAllGather: return "allgather";
    case MoeDispatcher::kDeepEp:
    case MoeDispatcher::kHybridEp:
      return "flex";
  }
  return "alltoall";
}

const char* MegatronAttentionBackend(AttentionKernel a) {
  switch (a) {
    case AttentionKernel::kFlash2:
    case AttentionKernel::kFlash3:
    case AttentionKernel::kFlash1: return "flash";
    case AttentionKernel::kCudnn: return "fused";
    case AttentionKernel::kUnfused: return "unfused";
  }
  return "flash";
}

std::string MoeLayerPattern(const ModelConfig& m) {
  std::string out = "[";
  for (int l = 0; l < m.num_layers; ++l) {
    if (l > 0) out += ',';
    out += m.IsMoeLayer(l) ? '1' : '0';
  }
  out += ']';
  return out;
}

double GradElementBytes(const Plan& p) {
  return p.half_precision_grad_comm && p.precision != Precision::kFp32 ? 2.0 : 4.0;
}

std::vector<std::string> MegatronLoraTargets(LoraTargets t) {
  switch (t) {
    case LoraTargets::kQkv:
      return {"linear_qkv"};
    case LoraTargets::kAttention:
      return {"linear_qkv", "linear_proj"};
    case LoraTargets::kAllLinear:
      break;
  }
  return {"linear_qkv", "linear_proj", "linear_fc1", "linear_fc2"};
}

void WarnNoLora(const ModelConfig& model, const std::string& framework, Sink* sink) {
  if (!model.lora.enabled()) return;
  sink->Warn("lora rank " + std::to_string(model.lora.rank) + " on " +
             LoraTargetsName(model.lora.targets) + ": " + framework +
             " trains no LoRA adapters from its configuration; the run written here trains every "
             "parameter, slower and with more memory than predicted");
}

void WarnOldStackBehaviours(const ModelConfig& model, const Plan& p, Sink* sink) {
  if (p.RunsDualPipe()) {
    sink->Warn(
        "schedule dualpipe: no framework written here runs DeepSeek's DualPipe "
        "(deepseek-ai/DualPipe wraps each rank's two stages itself; torchtitan's "
        "DualPipeV is a different, V-shaped schedule); written as 1F1B, whose bubble "
        "and activation memory differ");
  }
  if (p.zero3_collective_per_tensor || p.collective_kernels_per_rank > 0 ||
      p.zero3_refetch_for_recompute) {
    sink->Warn(
        "zero3_collective_per_tensor / collective_kernels_per_rank / zero3_refetch_for_recompute: "
        "behaviours of DeepSpeed before v0.5.10 (stacks/deepspeed-2021.json), not settings; "
        "the framework written here coalesces its ZeRO-3 collectives and runs faster than "
        "predicted");
  }
  if (p.zero_stage >= 3 && !p.zero3_backward_prefetch) {
    sink->Warn(
        "zero3_backward_prefetch false: the prediction queues each layer's parameter gather in "
        "backward after the previous layer's gradient reduction (the simulated stack's order, not "
        "a setting); Megatron-FSDP prefetches it before, so the run written here may be faster "
        "than predicted");
  }
  if (p.moe_einsum_dispatch && model.moe.enabled()) {
    sink->Warn(
        "moe_einsum_dispatch: the dense dispatch and combine products of DeepSpeed-MoE and "
        "fairseq (stacks/deepspeed-*.json, stacks/fairseq-2021.json), a behaviour, not a setting; "
        "the framework written here permutes its tokens (DeepSpeed: AutoEP's grouped GEMMs) and "
        "runs faster than predicted");
  }
  if (!p.sharded_grad_reduce) {
    sink->Warn(
        "sharded_grad_reduce false: the all-reduce of DeepSpeed's BF16_Optimizer "
        "(stacks/megatron-deepspeed-2022.json), a behaviour, not a setting; the framework "
        "written here reduce-scatters its sharded gradients and sends half the bytes predicted");
  }
}

void WarnMegatronGaps(const Plan& p, Sink* sink) {
  if (p.schedule == PipelineSchedule::kGpipe && p.pp > 1) {
    sink->Warn("schedule gpipe: Megatron has no GPipe schedule; its 1F1B runs the same "
               "micro-batches with the same bubble and less activation memory");
  }
  if (p.zero_stage == 2) {
    sink->Warn("zero_stage 2: the distributed optimizer shards optimizer state and "
               "reduce-scatters gradients but keeps the full gradient buffer (ZeRO-1 memory); "
               "ZeRO-2's sharded gradients have no equivalent");
  }
  if (p.offload_params || p.offload_grads) {
    sink->Warn("offload_params/offload_grads: Megatron keeps parameters and gradients on the "
               "GPU (only the optimizer offloads, --optimizer-cpu-offload)");
  }
  if (p.offload_device == OffloadDevice::kNvme) {
    sink->Warn(
        "offload_device nvme: Megatron has no NVMe offload (--optimizer-cpu-offload "
        "keeps the optimizer state in host memory)");
  }
  if (p.hierarchical_all_to_all) {
    sink->Warn("hierarchical_all_to_all: no switch; the DeepEP dispatcher (flex) does "
               "intra-node then inter-node transfers itself");
  }
  if (p.attention == AttentionKernel::kFlash1) {
    sink->Warn("attention flash1: no FlashAttention-1 backend; flash (Transformer Engine's "
               "FlashAttention-2/3) is written");
  }
  if (p.attention == AttentionKernel::kFlash3) {
    sink->Warn("attention flash3: flash is written; Transformer Engine runs FlashAttention-3 "
               "only where it is installed (Hopper GPUs)");
  }
  if (p.rank_order == RankOrder::kTpCpEpPpDp && p.zero_stage == 3) {
    sink->Warn(
        "rank_order tp-cp-ep-pp-dp with zero_stage 3: Megatron FSDP does not support "
        "the tp-pp-dp mapping");
  }
}

void WarnFp32OptimizerOnly(const Plan& p, const std::string& framework, Sink* sink) {
  const MemoryBehaviour& m = p.memory;
  std::vector<std::string> narrow;
  if (m.adam_moment_bytes != 4.0) narrow.push_back("adam_moment_bytes");
  if (!m.master_params_are_model_params && m.master_weight_bytes != 4.0) {
    narrow.push_back("master_weight_bytes");
  }
  if (m.optimizer_fp32_grad_copy && m.optimizer_grad_copy_bytes != 4.0) {
    narrow.push_back("optimizer_grad_copy_bytes");
  }
  if (narrow.empty()) return;
  std::string names;
  for (const auto& n : narrow) names += (names.empty() ? "" : ", ") + n;
  sink->Warn(names + ": " + framework +
             " keeps its optimizer state in fp32, with no setting for narrower copies; the run "
             "needs more memory than simulated");
}

MegatronOptimizerDtypes OptimizerDtypesFor(const Plan& p, Sink* sink) {
  MegatronOptimizerDtypes d;
  const MemoryBehaviour& m = p.memory;
  if (m.adam_moment_bytes == 2.0) d.exp_avg = "bf16";
  if (m.adam_moment_bytes == 1.0) d.exp_avg = "fp8";
  if (d.exp_avg.empty() && m.adam_moment_bytes != 4.0) {
    sink->Warn("adam_moment_bytes " + FormatNumber(m.adam_moment_bytes) +
               ": Megatron's Adam moments are fp32, bf16, fp16 or fp8 (4, 2 or 1 bytes); fp32 "
               "written");
  }
  // The master copy: 2 bytes with the switch alone where Transformer Engine
  // keeps it as remainders, else a 16-bit main_params_dtype.
  if (m.master_weight_bytes == 2.0 && !MasterKeptAsRemainders(p)) d.main_params = "fp16";
  if (m.master_weight_bytes == 0.0 && !p.memory.master_params_are_model_params) {
    sink->Warn(
        "master_weight_bytes 0: Megatron's optimizer keeps a master copy of the weights "
        "(2 bytes at least, --use-precision-aware-optimizer); not written");
  } else if (m.master_weight_bytes != 4.0 && m.master_weight_bytes != 2.0) {
    sink->Warn("master_weight_bytes " + FormatNumber(m.master_weight_bytes) +
               ": Megatron's master copy is fp32 or 16-bit; fp32 written");
  }
  if (m.optimizer_grad_copy_bytes == 2.0) d.main_grads = "bf16";
  if (m.optimizer_grad_copy_bytes != 2.0 && m.optimizer_grad_copy_bytes != 4.0) {
    sink->Warn("optimizer_grad_copy_bytes " + FormatNumber(m.optimizer_grad_copy_bytes) +
               ": Megatron's main gradients are fp32 or bf16; fp32 written");
  }
  // A 2-byte master needs the switch either way (alone, or with fp16 main params).
  const bool narrowed = !d.exp_avg.empty() || m.master_weight_bytes == 2.0 || !d.main_grads.empty();
  // Optimizer offload runs on the precision-aware optimizer's code path
  // (Megatron-LM arguments.py: "The optimizer cpu offload must be used in
  // conjunction with --use-precision-aware-optimizer").
  d.precision_aware = narrowed || p.offload_optimizer;
  if (d.precision_aware && p.zero_stage != 1 && p.zero_stage != 2) {
    sink->Warn(
        "optimizer widths or optimizer offload without the distributed optimizer: "
        "Megatron's precision-aware optimizer needs it (zero_stage 1 or 2; "
        "\"--use-precision-aware-optimizer only supported with distributed optimizer\"); "
        "written as simulated");
  }
  return d;
}

}  // namespace shoal::frameworks
