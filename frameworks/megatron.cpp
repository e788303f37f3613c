// Megatron-LM (pretrain_gpt.py) command-line arguments, as a bash array.
#include <cmath>
#include <cstdio>

#include "core/units.h"
#include "frameworks/emit_common.h"

namespace shoal::frameworks {
namespace {

class Args {
 public:
  explicit Args(Sink* sink) : sink_(sink) {}
  void Add(const std::string& name, const std::string& value = "") {
    sink_->Name(name);
    lines_.push_back("  " + name + (value.empty() ? "" : " " + value));
  }
  void Add(const std::string& name, int64_t value) { Add(name, std::to_string(value)); }
  void Comment(const std::string& text) { lines_.push_back("  # " + text); }
  std::string Text() const {
    std::string out;
    for (const auto& l : lines_) out += l + "\n";
    return out;
  }

 private:
  Sink* sink_;
  std::vector<std::string> lines_;
};

void ModelArgs(const ModelConfig& m, Args* a, Sink* sink) {
  a->Comment("model");
  a->Add("--num-layers", m.num_layers);
  a->Add("--hidden-size", m.hidden);
  a->Add("--ffn-hidden-size", m.ffn_hidden);
  a->Add("--num-attention-heads", m.num_heads);
  if (m.num_kv_heads < m.num_heads) {
    a->Add("--group-query-attention");
    a->Add("--num-query-groups", m.num_kv_heads);
  }
  if (m.head_dim != m.hidden / m.num_heads) a->Add("--kv-channels", m.head_dim);
  a->Add("--seq-length", m.seq_len);
  a->Add("--max-position-embeddings", m.seq_len);
  // Megatron-LM's default is learned_absolute (arguments.py); rotary models
  // must say rope. It has no ALiBi (its choices: learned_absolute, rope,
  // mrope, relative, none).
  a->Add("--position-embedding-type",
         m.position_embedding == PositionEmbedding::kLearned ? "learned_absolute" : "rope");
  if (m.position_embedding == PositionEmbedding::kAlibi) {
    sink->Warn("position_embedding alibi: Megatron-LM has no ALiBi; rope written");
  }
  if (m.qk_norm) a->Add("--qk-layernorm");
  if (m.activation == Activation::kSwiglu) a->Add("--swiglu");
  if (!m.tied_embeddings) a->Add("--untie-embeddings-and-output-weights");
  a->Add("--disable-bias-linear");
  a->Comment("--vocab-size is read with --tokenizer-type NullTokenizer; a real tokenizer sets it");
  a->Add("--vocab-size", m.vocab);
  if (!m.moe.enabled()) return;
  a->Add("--num-experts", m.moe.num_experts);
  a->Add("--moe-router-topk", m.moe.top_k);
  a->Add("--moe-ffn-hidden-size", m.moe.expert_ffn_hidden);
  if (m.moe.num_shared_experts > 0) {
    a->Add("--moe-shared-expert-intermediate-size",
           int64_t{m.moe.num_shared_experts} * m.moe.expert_ffn_hidden);
  }
  if (m.moe.first_dense_layers > 0 || m.moe.layer_interval > 1) {
    a->Add("--moe-layer-freq", Quoted(MoeLayerPattern(m)));
  }
  if (m.moe.capacity_factor > 0) {
    char cf[32];
    std::snprintf(cf, sizeof cf, "%g", m.moe.capacity_factor);
    a->Add("--moe-expert-capacity-factor", cf);
    a->Add("--moe-pad-expert-input-to-capacity");
  }
}

}  // namespace

Emitted EmitMegatron(const Scenario& s, const Plan& p) {
  Sink sink;
  WarnOldStackBehaviours(s.model, p, &sink);
  WarnNoLora(s.model, "Megatron-LM", &sink);
  Args a(&sink);
  const PlanFacts f = Facts(s, p);
  ModelArgs(s.model, &a, &sink);

  a.Comment("parallelism (data parallel " + std::to_string(p.dp) +
            " = world size / (tp x pp x cp))");
  a.Add("--tensor-model-parallel-size", p.tp);
  a.Add("--pipeline-model-parallel-size", p.pp);
  if (p.schedule == PipelineSchedule::kInterleaved && p.virtual_stages > 1) {
    if (f.layers_per_chunk > 0) {
      a.Add("--num-layers-per-virtual-pipeline-stage", f.layers_per_chunk);
    } else {
      a.Add("--num-virtual-stages-per-pipeline-rank", p.virtual_stages);
    }
    if (!p.overlap_p2p_comm) a.Add("--no-overlap-p2p-communication");
  }
  if (p.first_stage_layers > 0) a.Add("--decoder-first-pipeline-num-layers", p.first_stage_layers);
  if (p.last_stage_layers > 0) a.Add("--decoder-last-pipeline-num-layers", p.last_stage_layers);
  if (p.pipeline_embedding_slot) a.Add("--account-for-embedding-in-pipeline-split");
  if (p.pipeline_loss_slot) a.Add("--account-for-loss-in-pipeline-split");
  a.Add("--context-parallel-size", p.cp);
  // Megatron-Core's rank order tp-cp-ep-pp-dp (megatron/training/initialize.py).
  if (p.rank_order == RankOrder::kTpCpEpPpDp) a.Add("--use-tp-pp-dp-mapping");
  if (f.moe) {
    a.Add("--expert-model-parallel-size", p.ep);
    a.Add("--expert-tensor-parallel-size", p.etp);
    a.Add("--moe-token-dispatcher-type", MegatronDispatcher(p.moe_dispatcher));
    if (p.moe_dispatcher == MoeDispatcher::kDeepEp) a.Add("--moe-enable-deepep");
    if (p.moe_dispatcher == MoeDispatcher::kHybridEp) {
      a.Add("--moe-flex-dispatcher-backend", std::string("hybridep"));
    }
    if (p.grouped_gemm) a.Add("--moe-grouped-gemm");
    if (p.overlap_moe_comm) a.Add("--overlap-moe-expert-parallel-comm");
  }
  if (p.sequence_parallel) a.Add("--sequence-parallel");

  a.Comment("batch: " + std::to_string(f.grad_accumulation) +
            " micro-batches per data-parallel rank per step");
  a.Add("--micro-batch-size", p.micro_batch_size);
  a.Add("--global-batch-size", f.global_batch);
  a.Add("--train-iters", f.train_iters);

  a.Comment("optimizer state, overlaps, memory");
  if (p.zero_stage == 1 || p.zero_stage == 2) a.Add("--use-distributed-optimizer");
  if (p.zero_stage == 3) {
    a.Add("--use-megatron-fsdp");
    a.Add("--data-parallel-sharding-strategy", "optim_grads_params");
  }
  if (p.offload_optimizer) a.Add("--optimizer-cpu-offload");
  const MegatronOptimizerDtypes dtypes = OptimizerDtypesFor(p, &sink);
  if (dtypes.precision_aware) a.Add("--use-precision-aware-optimizer");
  if (!dtypes.exp_avg.empty()) {
    a.Add("--exp-avg-dtype", dtypes.exp_avg);
    a.Add("--exp-avg-sq-dtype", dtypes.exp_avg);
  }
  if (!dtypes.main_params.empty()) a.Add("--main-params-dtype", dtypes.main_params);
  if (!dtypes.main_grads.empty()) a.Add("--main-grads-dtype", dtypes.main_grads);
  // Activation CPU offloading: Megatron-LM's validate_args sets cpu_offloading
  // when this is positive (megatron/training/arguments.py; no --cpu-offloading
  // flag of its own: TransformerConfig.cpu_offloading is excluded from the CLI).
  if (p.activation_offload_layers > 0) {
    a.Add("--cpu-offloading-num-layers", p.activation_offload_layers);
  }
  // Fine-grained activation offloading (TransformerConfig
  // fine_grained_activation_offloading, offload_modules).
  if (p.activation_offload_modules.Any()) {
    a.Add("--fine-grained-activation-offloading");
    a.Add("--offload-modules", p.activation_offload_modules.Joined(" "));
  }
  if (p.overlap_grad_comm) a.Add("--overlap-grad-reduce");
  if (p.overlap_param_gather && p.zero_stage >= 1) a.Add("--overlap-param-gather");
  a.Add("--ddp-bucket-size",
        static_cast<int64_t>(std::llround(p.grad_bucket_bytes / GradElementBytes(p))));
  if (!p.half_precision_grad_comm) a.Add("--accumulate-allreduce-grads-in-fp32");
  if (p.tp_comm_overlap > 0 && p.tp > 1) {
    a.Add("--tp-comm-overlap");
    if (p.tp_overlap_method != TpOverlapMethod::kUserbuffers) {
      sink.Warn("tp_overlap_method micro_pipelined has no Megatron equivalent: --tp-comm-overlap "
                "runs Transformer Engine userbuffers (ring exchange, pipelined and bulk overlap)");
    }
    if (!p.sequence_parallel) {
      sink.Warn("tp_comm_overlap without sequence_parallel: Megatron's --tp-comm-overlap "
                "needs --sequence-parallel");
    }
  }
  switch (p.recompute) {
    case Recompute::kNone: break;
    case Recompute::kSelective:
      a.Add("--recompute-granularity", "selective");
      if (!p.recompute_modules.IsDefault()) {
        a.Add("--recompute-modules", p.recompute_modules.Joined(" "));
      }
      break;
    case Recompute::kFull:
      a.Add("--recompute-granularity", "full");
      if (p.recompute_fraction >= 1.0) {
        a.Add("--recompute-method", "uniform");
        a.Add("--recompute-num-layers", 1);
      } else {
        a.Add("--recompute-method", "block");
        a.Add("--recompute-num-layers", f.recompute_layers_per_chunk);
      }
      break;
  }

  a.Comment("kernels and precision");
  a.Add("--attention-backend", MegatronAttentionBackend(p.attention));
  if (p.cuda_graphs) a.Add("--cuda-graph-impl", "local");
  if (!p.fused_elementwise) {
    for (const char* flag : {"--no-bias-swiglu-fusion", "--no-bias-dropout-fusion",
                             "--no-masked-softmax-fusion", "--no-persist-layer-norm",
                             "--no-rope-fusion"}) {
      a.Add(flag);
    }
  }
  // Attention itself in fp8 (Transformer Engine's fp8_dot_product_attention).
  if (p.fp8_attention) a.Add("--fp8-dot-product-attention");
  switch (p.precision) {
    case Precision::kBf16: a.Add("--bf16"); break;
    case Precision::kFp16: a.Add("--fp16"); break;
    case Precision::kFp8:
      a.Add("--bf16");
      a.Add("--fp8-format", "hybrid");
      // Megatron-LM's recipe names: current scaling is "tensorwise"; block
      // scaling is MXFP8 on Blackwell, 1x128 / 128x128 "blockwise" before.
      switch (p.fp8_recipe) {
        case Fp8Recipe::kDelayed:
          a.Add("--fp8-recipe", "delayed");
          break;
        case Fp8Recipe::kCurrent:
          a.Add("--fp8-recipe", "tensorwise");
          break;
        case Fp8Recipe::kBlock:
          a.Add("--fp8-recipe", s.hardware.gpu.arch == "blackwell" ? "mxfp8" : "blockwise");
          break;
        case Fp8Recipe::kRowwise:
          sink.Warn(
              "fp8_recipe rowwise is torchao's; Megatron-LM has no per-row recipe: tensorwise "
              "written");
          a.Add("--fp8-recipe", "tensorwise");
          break;
      }
      break;
    case Precision::kFp4: {
      // Transformer Engine's NVFP4 recipe; the layers the simulator keeps in
      // BF16 (Plan::fp4_bf16_layer_share) as Megatron's first/last BF16 layers.
      a.Add("--bf16");
      a.Add("--fp4-format", "e2m1");
      a.Add("--fp4-recipe", "nvfp4");
      const Bf16Layers b = Fp4Bf16Layers(s, p);
      if (b.start + b.end > 0) {
        a.Add("--first-last-layers-bf16");
        a.Add("--num-layers-at-start-in-bf16", b.start);
        a.Add("--num-layers-at-end-in-bf16", b.end);
      }
      if (s.hardware.gpu.arch != "blackwell") {
        sink.Warn("precision fp4 on " + s.hardware.gpu.name +
                  ": Megatron-LM's fp4 recipe is Transformer Engine's NVFP4 (Blackwell); "
                  "MXFP4 training on this GPU needs its vendor's stack");
      }
      break;
    }
    case Precision::kFp32:
    case Precision::kFp64: break;
  }
  if (p.precision == Precision::kFp64) sink.Warn("precision fp64: Megatron trains in fp32 at most");
  WarnMegatronGaps(p, &sink);

  std::string text = "#!/usr/bin/env bash\n";
  text += Commented(HeaderLines(s, p, "Megatron-LM arguments for pretrain_gpt.py"), "# ");
  text += "# use: source this file; torchrun ... pretrain_gpt.py \"${MEGATRON_ARGS[@]}\" "
          "(data, tokenizer and optimizer arguments are yours)\n";
  text += Commented(WarningLines(sink.warnings()), "# ");
  text += "MEGATRON_ARGS=(\n" + a.Text() + ")\n";
  return sink.Finish(text);
}

}  // namespace shoal::frameworks
