// torchtitan: a TOML job config (torchtitan/config/job_config.py sections; the
// Python config functions that replaced TOML in 2026 keep the same fields).
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/units.h"
#include "frameworks/emit_common.h"

namespace shoal::frameworks {
namespace {

// Uneven pipeline stages as explicit module lists (one inner list per stage).
std::string ModulesPerStage(const ModelConfig& m, const Plan& p) {
  const int middle = p.pp - (p.first_stage_layers > 0 ? 1 : 0) - (p.last_stage_layers > 0 ? 1 : 0);
  const int rest = m.num_layers - p.first_stage_layers - p.last_stage_layers;
  const int per_middle = middle > 0 ? rest / middle : 0;
  std::string out = "[";
  int layer = 0;
  for (int stage = 0; stage < p.pp; ++stage) {
    int count = per_middle;
    if (stage == 0 && p.first_stage_layers > 0) count = p.first_stage_layers;
    if (stage == p.pp - 1 && p.last_stage_layers > 0) count = p.last_stage_layers;
    std::string part;
    if (stage == 0) part += "\"tok_embeddings\"";
    for (int i = 0; i < count; ++i, ++layer) {
      part += (part.empty() ? "" : ", ") + std::string("\"layers.") + std::to_string(layer) + "\"";
    }
    if (stage == p.pp - 1) part += std::string(part.empty() ? "" : ", ") + "\"norm\", \"output\"";
    out += (stage ? ", [" : "[") + part + "]";
  }
  return out + "]";
}

const char* Schedule(PipelineSchedule s) {
  switch (s) {
    case PipelineSchedule::kGpipe: return "GPipe";
    case PipelineSchedule::k1F1B: return "1F1B";
    case PipelineSchedule::kInterleaved: return "Interleaved1F1B";
    case PipelineSchedule::kDualPipe:
      return "1F1B";  // warned: WarnOldStackBehaviours
  }
  return "1F1B";
}

void Parallelism(const Scenario& s, const Plan& p, const PlanFacts& f, Sections* t, Sink* sink) {
  const std::string sec = "parallelism";
  if (p.rank_order != RankOrder::kTpCpEpDpPp) {
    sink->Warn(std::string("rank_order ") + RankOrderName(p.rank_order) +
               ": torchtitan's device mesh is always pp, dp, cp, tp (pipeline stages "
               "outermost, Megatron's default order); no key changes it");
  }
  if (p.zero_stage == 0) {
    t->Add(sec, "data_parallel_replicate_degree", int64_t{p.dp});
    t->Add(sec, "data_parallel_shard_degree", int64_t{1});
  } else {
    t->Add(sec, "data_parallel_replicate_degree", int64_t{1});
    t->Add(sec, "data_parallel_shard_degree", int64_t{p.dp});
    if (p.zero_stage < 3) {
      t->Add(sec, "fsdp_reshard_after_forward", Quoted("never"));
      sink->Warn("zero_stage " + std::to_string(p.zero_stage) +
                 ": torchtitan shards with FSDP2; reshard_after_forward \"never\" keeps the "
                 "parameters gathered through the step (ZeRO-2-like), but they rest sharded "
                 "between steps");
    }
  }
  t->Add(sec, "tensor_parallel_degree", int64_t{p.tp});
  if (p.tp > 1 && !p.sequence_parallel) {
    sink->Warn("sequence_parallel false: torchtitan's tensor parallelism always shards norms "
               "along the sequence (sequence parallel)");
  }
  if (p.tp > 1 && p.tp_comm_overlap > 0) {
    t->Add(sec, "enable_async_tensor_parallel", true);
    if (p.tp_overlap_method != TpOverlapMethod::kMicroPipelined) {
      sink->Warn("tp_overlap_method userbuffers has no torchtitan equivalent: its async tensor "
                 "parallelism micro-pipelines every all-gather/reduce-scatter matmul");
    }
  }
  t->Add(sec, "pipeline_parallel_degree", int64_t{p.pp});
  if (p.pp > 1) {
    t->Add(sec, "pipeline_parallel_schedule", Quoted(Schedule(p.schedule)));
    t->Add(sec, "pipeline_parallel_microbatch_size", int64_t{p.micro_batch_size});
    if (p.first_stage_layers > 0 || p.last_stage_layers > 0) {
      if (p.schedule == PipelineSchedule::kInterleaved && p.virtual_stages > 1) {
        sink->Warn("uneven stages with virtual stages: write module_fqns_per_model_part by hand");
      } else {
        t->Add(sec, "module_fqns_per_model_part", ModulesPerStage(s.model, p));
      }
    } else {
      t->Add(sec, "pipeline_parallel_first_stage_less_layers",
             int64_t{p.pipeline_embedding_slot ? 1 : 0});
      t->Add(sec, "pipeline_parallel_last_stage_less_layers",
             int64_t{p.pipeline_loss_slot ? 1 : 0});
      if (f.layers_per_chunk > 0) {
        t->Add(sec, "pipeline_parallel_layers_per_stage", f.layers_per_chunk);
      } else {
        sink->Warn("the layers do not split evenly over pp x virtual stages: torchtitan infers "
                   "the stages' layers itself");
      }
    }
  }
  t->Add(sec, "context_parallel_degree", int64_t{p.cp});
  if (f.moe) {
    t->Add(sec, "expert_parallel_degree", int64_t{p.ep});
    t->Add(sec, "expert_tensor_parallel_degree", int64_t{p.etp});
    if (p.etp != 1 && p.etp != p.tp) {
      sink->Warn("etp " + std::to_string(p.etp) + ": torchtitan supports etp 1 or etp = tp only");
    }
    t->Add(sec, "expert_parallel_comm_backend",
           Quoted(p.moe_dispatcher == MoeDispatcher::kDeepEp     ? "deepep"
                  : p.moe_dispatcher == MoeDispatcher::kHybridEp ? "hybridep"
                                                                 : "standard"));
    if (p.moe_dispatcher == MoeDispatcher::kAllGather) {
      sink->Warn("moe_dispatcher allgather: torchtitan dispatches with all-to-all (standard) "
                 "or DeepEP");
    }
    if (p.overlap_moe_comm) {
      sink->Warn("overlap_moe_comm: torchtitan overlaps expert and pipeline communication only "
                 "under the DualPipeV schedule (pipeline_parallel_expert_parallel_overlap)");
    }
    if (!p.grouped_gemm) {
      sink->Warn("grouped_gemm false: torchtitan's MoE uses grouped GEMMs (a model-args "
                 "setting, not in the job config)");
    }
  }
}

void Recomputation(const Plan& p, Sections* t, Sink* sink) {
  const std::string sec = "activation_checkpoint";
  switch (p.recompute) {
    case Recompute::kNone: t->Add(sec, "mode", Quoted("none")); break;
    case Recompute::kSelective:
      t->Add(sec, "mode", Quoted("selective"));
      t->Add(sec, "selective_ac_option", Quoted("op"));
      if (!p.recompute_modules.IsDefault()) {
        sink->Warn("recompute_modules: torchtitan's per-op selective checkpointing saves the "
                   "matmul outputs its policy picks; Megatron's modules have no equivalent");
      }
      break;
    case Recompute::kFull:
      if (p.recompute_fraction >= 1.0) {
        t->Add(sec, "mode", Quoted("full"));
      } else {
        // Every n-th layer recomputed in full: a share of 1/n.
        const double every = 1.0 / p.recompute_fraction;
        const int64_t n = std::max<int64_t>(1, std::llround(every));
        if (std::fabs(every - static_cast<double>(n)) > 1e-6) {
          char share[64];
          std::snprintf(share, sizeof share, "%.3g", p.recompute_fraction);
          sink->Warn(std::string("recompute_fraction ") + share +
                     ": torchtitan recomputes every n-th layer; n = " + std::to_string(n) +
                     " written");
        }
        t->Add(sec, "mode", Quoted("selective"));
        t->Add(sec, "selective_ac_option", Quoted(std::to_string(n)));
      }
      break;
  }
}

}  // namespace

Emitted EmitTorchtitan(const Scenario& s, const Plan& p) {
  Sink sink;
  WarnOldStackBehaviours(s.model, p, &sink);
  WarnNoLora(s.model, "torchtitan", &sink);
  Sections t(&sink);
  const PlanFacts f = Facts(s, p);

  if (p.precision == Precision::kFp8) {
    t.Add("model", "converters", std::string("[\"float8\"]"));
    if (p.fp8_recipe == Fp8Recipe::kRowwise) {
      // torchtitan's float8 section picks torchao's recipe (docs/float8.md).
      t.Add("float8", "recipe_name", Quoted("rowwise"));
    } else if (p.fp8_recipe != Fp8Recipe::kCurrent) {
      sink.Warn(std::string("fp8_recipe ") + Fp8RecipeName(p.fp8_recipe) +
                ": torchao's float8 converter scales each tensor from its own amax (current "
                "scaling, tensorwise by default)");
    }
  }
  t.Add("training", "local_batch_size", p.pp > 1 ? f.local_batch : int64_t{p.micro_batch_size});
  t.Add("training", "global_batch_size", f.global_batch);
  t.Add("training", "seq_len", s.model.seq_len);
  if (s.model.position_embedding != PositionEmbedding::kRotary) {
    sink.Warn(std::string("position_embedding ") +
              PositionEmbeddingName(s.model.position_embedding) +
              ": torchtitan's models (Llama, DeepSeek-V3, Qwen3) use rotary embeddings");
  }
  t.Add("training", "steps", f.train_iters);
  if (p.precision == Precision::kFp4) {
    sink.Warn(
        "precision fp4: torchtitan has no fp4 training converter (its \"mx\" converter "
        "trains in MXFP8); bfloat16 written");
  }
  if (p.precision == Precision::kBf16 || p.precision == Precision::kFp8 ||
      p.precision == Precision::kFp4) {
    t.Add("training", "mixed_precision_param", Quoted("bfloat16"));
  } else if (p.precision == Precision::kFp32) {
    t.Add("training", "mixed_precision_param", Quoted("float32"));
  } else {
    sink.Warn(std::string("precision ") + PrecisionName(p.precision) +
              ": torchtitan trains in bfloat16 or float32");
  }
  WarnFp32OptimizerOnly(p, "torchtitan", &sink);
  if (p.half_precision_grad_comm && p.precision != Precision::kFp32) {
    sink.Warn("half_precision_grad_comm: torchtitan reduces gradients in float32 only "
              "(mixed_precision_reduce)");
  }
  const bool all_offload = p.offload_optimizer && p.offload_params && p.offload_grads;
  if (all_offload) {
    t.Add("training", "enable_cpu_offload", true);
  } else if (p.offload_optimizer || p.offload_params || p.offload_grads) {
    sink.Warn("offload: torchtitan offloads parameters, gradients and optimizer state together "
              "(enable_cpu_offload) or nothing; the plan offloads only some");
  }
  if (p.activation_offload_layers > 0 || p.activation_offload_modules.Any()) {
    sink.Warn(std::string(p.activation_offload_layers > 0 ? "activation_offload_layers"
                                                          : "activation_offload_modules") +
              ": torchtitan has no activation CPU offloading "
              "(enable_cpu_offload moves FSDP parameters, gradients and optimizer state)");
  }
  if (p.offload_device == OffloadDevice::kNvme) {
    sink.Warn(
        "offload_device nvme: torchtitan has no NVMe offload (FSDP2's CPUOffloadPolicy "
        "keeps the offloaded state in host memory)");
  }
  Parallelism(s, p, f, &t, &sink);
  Recomputation(p, &t, &sink);
  const bool async_tp = p.tp > 1 && p.tp_comm_overlap > 0;
  const bool compile = p.fused_elementwise || async_tp;
  t.Add("compile", "enable", compile);
  if (compile) t.Add("compile", "components", std::string("[\"model\", \"loss\"]"));
  if (!p.fused_elementwise && async_tp) {
    sink.Warn("fused_elementwise false: async tensor parallelism needs torch.compile, which "
              "also fuses the elementwise kernels");
  }

  char bucket[64];
  std::snprintf(bucket, sizeof bucket, "%.4g MiB", p.grad_bucket_bytes / kMiB);
  sink.Warn(std::string("grad_bucket_bytes ") + bucket +
            ": no job-config knob (FSDP2 reduces per wrapped block)");
  if (!p.overlap_grad_comm || !p.overlap_param_gather) {
    sink.Warn("overlap_grad_comm/overlap_param_gather false: FSDP2 always overlaps its "
              "reduce-scatters and prefetches its all-gathers");
  }
  if (p.schedule == PipelineSchedule::kInterleaved && !p.overlap_p2p_comm) {
    sink.Warn("overlap_p2p_comm false: no knob; torch.distributed.pipelining sends asynchronously");
  }
  if (p.hierarchical_all_to_all) sink.Warn("hierarchical_all_to_all: no knob");
  if (p.cuda_graphs) sink.Warn("cuda_graphs: no job-config knob");
  if (p.fp8_attention) sink.Warn("fp8_attention: no job-config knob; attention runs in 16 bit");
  if (p.attention != AttentionKernel::kFlash2) {
    sink.Warn(std::string("attention ") + AttentionKernelName(p.attention) +
              ": the model's attention (SDPA, which picks FlashAttention-2, or FlexAttention) is "
              "chosen by the model flavor");
  }

  std::vector<std::string> head = HeaderLines(s, p, "torchtitan job config");
  head.push_back("use: ./run_train.sh --job.config_file THIS.toml, with [model] name and flavor "
                 "for this model (torchtitan >= #2386: set the same fields in a config function)");
  std::string text = Commented(head, "# ") + Commented(WarningLines(sink.warnings()), "# ");
  text += t.Toml();
  return sink.Finish(text);
}

}  // namespace shoal::frameworks
