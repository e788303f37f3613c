// NeMo 2 / Megatron-Bridge: an OmegaConf override YAML for a recipe's
// ConfigContainer (the recipe scripts' --config-file; same keys as Hydra-style
// CLI overrides, model.tensor_model_parallel_size=8).
#include <cmath>

#include "core/units.h"
#include "frameworks/emit_common.h"

namespace shoal::frameworks {
namespace {
// A YAML flow list of quoted names: ["a", "b"].
std::string QuotedList(const std::vector<std::string>& names) {
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "[" : ", ") + Quoted(n);
  return out + "]";
}
}  // namespace

Emitted EmitNemo(const Scenario& s, const Plan& p) {
  Sink sink;
  WarnOldStackBehaviours(s.model, p, &sink);
  Sections y(&sink);
  const PlanFacts f = Facts(s, p);
  const ModelConfig& m = s.model;

  y.Add("model", "tensor_model_parallel_size", int64_t{p.tp});
  y.Add("model", "pipeline_model_parallel_size", int64_t{p.pp});
  if (p.schedule == PipelineSchedule::kInterleaved && p.virtual_stages > 1) {
    y.Add("model", "virtual_pipeline_model_parallel_size", int64_t{p.virtual_stages});
  }
  if (p.first_stage_layers > 0) {
    y.Add("model", "num_layers_in_first_pipeline_stage", int64_t{p.first_stage_layers});
  }
  if (p.last_stage_layers > 0) {
    y.Add("model", "num_layers_in_last_pipeline_stage", int64_t{p.last_stage_layers});
  }
  if (p.pipeline_embedding_slot) y.Add("model", "account_for_embedding_in_pipeline_split", true);
  if (p.pipeline_loss_slot) y.Add("model", "account_for_loss_in_pipeline_split", true);
  y.Add("model", "context_parallel_size", int64_t{p.cp});
  if (f.moe) {
    y.Add("model", "expert_model_parallel_size", int64_t{p.ep});
    y.Add("model", "expert_tensor_parallel_size", int64_t{p.etp});
    y.Add("model", "moe_token_dispatcher_type", Quoted(MegatronDispatcher(p.moe_dispatcher)));
    if (p.moe_dispatcher == MoeDispatcher::kDeepEp) y.Add("model", "moe_enable_deepep", true);
    if (p.moe_dispatcher == MoeDispatcher::kHybridEp) {
      y.Add("model", "moe_flex_dispatcher_backend", Quoted("hybridep"));
    }
    y.Add("model", "moe_grouped_gemm", p.grouped_gemm);
  }
  y.Add("model", "sequence_parallel", p.sequence_parallel);
  y.Add("model", "seq_length", m.seq_len);
  if (m.position_embedding == PositionEmbedding::kLearned) {
    y.Add("model", "position_embedding_type", Quoted("learned_absolute"));
  } else if (m.position_embedding == PositionEmbedding::kAlibi) {
    sink.Warn(
        "position_embedding alibi: Megatron-Core has no ALiBi (position_embedding_type is "
        "learned_absolute, rope, mrope, relative or none); the recipe's own is kept");
  }
  switch (p.recompute) {
    case Recompute::kNone: break;
    case Recompute::kSelective:
      y.Add("model", "recompute_granularity", Quoted("selective"));
      if (!p.recompute_modules.IsDefault()) {
        y.Add("model", "recompute_modules", QuotedList(p.recompute_modules.Names()));
      }
      break;
    case Recompute::kFull:
      y.Add("model", "recompute_granularity", Quoted("full"));
      y.Add("model", "recompute_method", Quoted(p.recompute_fraction >= 1.0 ? "uniform" : "block"));
      y.Add("model", "recompute_num_layers",
            p.recompute_fraction >= 1.0 ? int64_t{1} : f.recompute_layers_per_chunk);
      break;
  }
  y.Add("model", "attention_backend", Quoted(MegatronAttentionBackend(p.attention)));
  if (p.cuda_graphs) y.Add("model", "cuda_graph_impl", Quoted("local"));
  if (!p.fused_elementwise) {
    for (const char* key : {"bias_activation_fusion", "bias_dropout_fusion", "masked_softmax_fusion",
                            "persist_layer_norm", "apply_rope_fusion"}) {
      y.Add("model", key, false);
    }
  }

  y.Add("train", "micro_batch_size", int64_t{p.micro_batch_size});
  y.Add("train", "global_batch_size", f.global_batch);
  y.Add("train", "train_iters", f.train_iters);

  const bool distributed_optimizer = p.zero_stage == 1 || p.zero_stage == 2;
  y.Add("ddp", "use_distributed_optimizer", distributed_optimizer);
  y.Add("optimizer", "use_distributed_optimizer", distributed_optimizer);
  if (p.rank_order == RankOrder::kTpCpEpPpDp) y.Add("dist", "use_tp_pp_dp_mapping", true);
  if (p.zero_stage == 3) {
    y.Add("dist", "use_megatron_fsdp", true);
    y.Add("ddp", "data_parallel_sharding_strategy", Quoted("optim_grads_params"));
  }
  y.Add("ddp", "overlap_grad_reduce", p.overlap_grad_comm);
  y.Add("ddp", "overlap_param_gather", p.overlap_param_gather && p.zero_stage >= 1);
  y.Add("ddp", "bucket_size",
        static_cast<int64_t>(std::llround(p.grad_bucket_bytes / GradElementBytes(p))));
  y.Add("ddp", "grad_reduce_in_fp32", !p.half_precision_grad_comm);
  if (p.offload_optimizer) y.Add("optimizer", "optimizer_cpu_offload", true);
  const MegatronOptimizerDtypes dtypes = OptimizerDtypesFor(p, &sink);
  if (dtypes.precision_aware) y.Add("optimizer", "use_precision_aware_optimizer", true);
  // OptimizerConfig's torch.dtype fields, as Megatron-Bridge serializes them
  // (str(torch.bfloat16); training/utils/omegaconf_utils.py reads them back
  // with utils/activation_map.py str_to_dtype, which has no torch.uint8, the
  // dtype Megatron-Core uses for fp8 moments).
  auto torch_dtype = [](const std::string& name) {
    return Quoted(name == "bf16" ? "torch.bfloat16" : name == "fp16" ? "torch.float16" : "");
  };
  if (dtypes.exp_avg == "fp8") {
    sink.Warn(
        "adam_moment_bytes 1: Megatron-Bridge's overrides cannot name Megatron-Core's fp8 "
        "moments (torch.uint8); the recipe's are kept");
  } else if (!dtypes.exp_avg.empty()) {
    y.Add("optimizer", "exp_avg_dtype", torch_dtype(dtypes.exp_avg));
    y.Add("optimizer", "exp_avg_sq_dtype", torch_dtype(dtypes.exp_avg));
  }
  if (!dtypes.main_params.empty()) {
    y.Add("optimizer", "main_params_dtype", torch_dtype(dtypes.main_params));
  }
  if (!dtypes.main_grads.empty()) {
    y.Add("optimizer", "main_grads_dtype", torch_dtype(dtypes.main_grads));
  }
  if (p.activation_offload_layers > 0) {
    // As Megatron-Bridge's perf recipes set it (scripts/performance
    // set_recompute_overrides): activations only, no weights.
    y.Add("model", "cpu_offloading", true);
    y.Add("model", "cpu_offloading_num_layers", static_cast<int64_t>(p.activation_offload_layers));
    y.Add("model", "cpu_offloading_weights", false);
  }
  if (p.activation_offload_modules.Any()) {
    y.Add("model", "fine_grained_activation_offloading", true);
    y.Add("model", "offload_modules", QuotedList(p.activation_offload_modules.Names()));
  }

  if (m.lora.enabled()) {
    // Megatron-Bridge's LoRA (src/megatron/bridge/peft/lora.py): adapters of
    // rank `dim` beside the named Megatron-Core modules; a finetuning recipe
    // reads it (its pretraining recipes leave peft unset).
    y.Add("peft", "_target_", Quoted("megatron.bridge.peft.lora.LoRA"));
    y.Add("peft", "dim", int64_t{m.lora.rank});
    y.Add("peft", "target_modules", QuotedList(MegatronLoraTargets(m.lora.targets)));
  }
  y.Add("comm_overlap", "_target_", Quoted("megatron.bridge.training.comm_overlap.CommOverlapConfig"));
  y.Add("comm_overlap", "tp_comm_overlap", p.tp_comm_overlap > 0);
  if (p.tp > 1 && p.tp_comm_overlap > 0 && p.tp_overlap_method != TpOverlapMethod::kUserbuffers) {
    sink.Warn("tp_overlap_method micro_pipelined has no Megatron-Bridge equivalent: "
              "tp_comm_overlap runs Transformer Engine userbuffers");
  }
  if (p.schedule == PipelineSchedule::kInterleaved) {
    y.Add("comm_overlap", "overlap_p2p_comm", p.overlap_p2p_comm);
  }
  if (f.moe) y.Add("comm_overlap", "overlap_moe_expert_parallel_comm", p.overlap_moe_comm);

  y.Add("dataset", "sequence_length", m.seq_len);
  switch (p.precision) {
    case Precision::kBf16: y.Add("", "mixed_precision", Quoted("bf16_mixed")); break;
    case Precision::kFp16: y.Add("", "mixed_precision", Quoted("fp16_mixed")); break;
    case Precision::kFp8: {
      // Megatron-Bridge's presets (megatron/bridge/training/mixed_precision.py).
      const char* preset = "bf16_with_fp8_delayed_scaling_mixed";
      if (p.fp8_recipe == Fp8Recipe::kCurrent || p.fp8_recipe == Fp8Recipe::kRowwise) {
        preset = "bf16_with_fp8_current_scaling_mixed";
      }
      if (p.fp8_recipe == Fp8Recipe::kRowwise) {
        sink.Warn(
            "fp8_recipe rowwise is torchao's; Megatron-Bridge has no per-row preset: current "
            "scaling written");
      }
      if (p.fp8_recipe == Fp8Recipe::kBlock) {
        preset = s.hardware.gpu.arch == "blackwell" ? "bf16_with_mxfp8_mixed"
                                                    : "bf16_with_fp8_subchannel_scaling_mixed";
      }
      y.Add("", "mixed_precision", Quoted(preset));
      break;
    }
    case Precision::kFp4: {
      // Megatron-Bridge's NVFP4 preset (fp4 "e2m1", recipe "nvfp4"); the
      // BF16-kept layers as the model's first/last BF16 layers.
      y.Add("", "mixed_precision", Quoted("bf16_with_nvfp4_mixed"));
      const Bf16Layers b = Fp4Bf16Layers(s, p);
      if (b.start + b.end > 0) {
        y.Add("model", "first_last_layers_bf16", true);
        y.Add("model", "num_layers_at_start_in_bf16", b.start);
        y.Add("model", "num_layers_at_end_in_bf16", b.end);
      }
      if (s.hardware.gpu.arch != "blackwell") {
        sink.Warn("precision fp4 on " + s.hardware.gpu.name +
                  ": Megatron-Bridge's fp4 preset is Transformer Engine's NVFP4 (Blackwell)");
      }
      break;
    }
    case Precision::kFp32:
    case Precision::kFp64:
      sink.Warn(std::string("precision ") + PrecisionName(p.precision) +
                ": no mixed_precision recipe; the recipe's own precision stays");
      break;
  }
  if (p.fp8_attention) {
    // Megatron-Bridge's performance configs set it on the recipe's resolved
    // mixed-precision config (cfg.mixed_precision.fp8_dot_product_attention);
    // a preset named by string carries it off.
    sink.Warn(
        "fp8_attention: the mixed_precision preset leaves fp8_dot_product_attention off; set "
        "mixed_precision.fp8_dot_product_attention = True in the recipe");
  }
  WarnMegatronGaps(p, &sink);

  std::vector<std::string> head = HeaderLines(s, p, "Megatron-Bridge (NeMo) recipe override");
  head.push_back("use: python <recipe script> --config-file THIS.yaml (OmegaConf merge into the "
                 "recipe's ConfigContainer); every key also works as a CLI override "
                 "(model.tensor_model_parallel_size=8)");
  if (m.lora.enabled()) {
    head.push_back("LoRA: merge into a finetuning recipe (peft); it loads the base checkpoint");
  }
  head.push_back("the recipe defines the model: check it has " + std::to_string(m.num_layers) +
                 " layers, hidden " + std::to_string(m.hidden) + ", " +
                 std::to_string(m.num_heads) + " heads (" + std::to_string(m.num_kv_heads) +
                 " KV), vocab " + std::to_string(m.vocab));
  std::string text = Commented(head, "# ") + Commented(WarningLines(sink.warnings()), "# ");
  text += y.Yaml();
  return sink.Finish(text);
}

}  // namespace shoal::frameworks
