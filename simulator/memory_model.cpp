#include "simulator/memory_model.h"

#include <algorithm>
#include <cmath>

#include "core/units.h"
#include "simulator/layer_cost.h"
#include "simulator/nvme_offload.h"

namespace shoal::sim {
namespace {

// 16-bit or 8-bit compute with fp32 optimizer state (mixed precision).
bool MixedPrecision(const Plan& plan) {
  return plan.precision != Precision::kFp32 && plan.precision != Precision::kFp64;
}
// ZeRO-3 / FSDP keeps the gathered parameters of this many units, layers or
// modules (current + prefetch).
constexpr double kGatheredUnits = 2.0;

// The parameters of the largest module a rank holds in `layers`: a
// projection, a dense MLP's linear (fc1 holds gate and up under SwiGLU), one
// expert's or the shared experts' linear, the embedding or output layer.
double LargestModuleParams(const ModelConfig& model, const Plan& plan, const StageLayers& layers,
                           int moe_layers) {
  const double h = static_cast<double>(model.hidden);
  const double t = plan.tp;
  const double glu = model.activation == Activation::kSwiglu ? 2.0 : 1.0;
  double largest = 0;
  if (layers.NumLayers() > 0) {
    for (const auto& p : model.AttentionProjections()) {
      largest = std::max(largest, p.ParamsPerRank(plan.tp));
    }
  }
  if (layers.NumLayers() > moe_layers) {
    largest = std::max(largest, glu * h * static_cast<double>(model.ffn_hidden) / t);
  }
  if (moe_layers > 0) {
    const double fe = static_cast<double>(model.moe.expert_ffn_hidden);
    largest = std::max(
        {largest, glu * h * fe / plan.etp, glu * h * fe * model.moe.num_shared_experts / t});
  }
  if (layers.has_embedding || layers.has_head) {
    largest = std::max(largest, static_cast<double>(model.vocab) * h / t);
  }
  return largest;
}
}  // namespace

PrecisionBytes BytesFor(const Plan& plan) {
  PrecisionBytes b;
  const MemoryBehaviour& m = plan.memory;
  switch (plan.precision) {
    case Precision::kFp64:
      b = {8.0, 8.0, 8.0, 16.0};  // fp64 weights, gradients, two fp64 moments
      break;
    case Precision::kFp32:
      b = {4.0, 4.0, 4.0, 8.0};  // fp32 weights are the master copy: two moments
      break;
    case Precision::kFp8:
      // 16-bit weights (or fp8 ones, fp8_primary_weights) plus the fp8 copies
      // the stack caches (TE: weight and transpose).
      b = {2.0, (m.fp8_primary_weights ? 1.0 : 2.0) + m.fp8_weight_cache_bytes_per_param, 4.0, 12.0};
      break;
    case Precision::kFp4: {
      // 16-bit weights plus the fp4 copies the stack caches, as many as its
      // fp8 ones beside a 16-bit weight (TE: weight and transpose; a stack
      // with fp8 weights caches only the transpose and the fp8 weight is the
      // other copy), each 0.5 byte + one E4M3 scale per 16
      // (kFp4BytesPerElement), for the layers not kept in BF16.
      // With fp4 weights (MemoryBehaviour::fp4_primary_weights) the layers
      // in fp4 hold the two NVFP4 copies alone, the BF16-kept ones 16 bits.
      const double copies =
          m.fp8_weight_cache_bytes_per_param + (m.fp8_primary_weights ? 1.0 : 0.0);
      const double fp4_share = 1.0 - plan.fp4_bf16_layer_share;
      const double weights = m.fp4_primary_weights
                                 ? fp4_share * 2.0 * kFp4BytesPerElement + (1.0 - fp4_share) * 2.0
                                 : 2.0 + fp4_share * copies * kFp4BytesPerElement;
      b = {2.0, weights, 4.0, 12.0};
      break;
    }
    case Precision::kFp16:
    case Precision::kBf16:
      b = {2.0, 2.0, 4.0, 12.0};
      break;
  }
  if (plan.half_precision_grad_comm) b.gradients = 2.0;
  const bool mixed = MixedPrecision(plan);
  // 16-bit gradients: the optimizer reads a copy of its shard (fp32 unless
  // the stack keeps it narrower), unless a full fp32 accumulation buffer
  // already holds them.
  if (mixed && b.gradients < 4.0 && m.optimizer_fp32_grad_copy && !m.fp32_grad_accumulation) {
    b.optimizer += m.optimizer_grad_copy_bytes;
    b.optimizer_grad_copy = m.optimizer_grad_copy_bytes;
  }
  return b;
}

double InFlightMicroBatches(const Plan& plan, int stage) {
  const double m = plan.NumMicroBatches();
  if (plan.pp == 1) return 1.0;
  if (plan.schedule == PipelineSchedule::kGpipe) return m;
  if (plan.RunsDualPipe()) {
    // DualPipe keeps PP + 1 micro-batches' activations of one stage on each
    // rank (arXiv:2412.19437 Table 2; deepseek-ai/DualPipe README), in units
    // of the rank's two stages together: (pp + 1) / 2.
    return std::min(m / 2.0, (plan.pp + 1) / 2.0);
  }
  if (plan.schedule == PipelineSchedule::kInterleaved && plan.virtual_stages > 1) {
    // Megatron's interleaved schedule (forward_backward_pipelining_with_
    // interleaving): stage s runs 2 (p - 1 - s) + (v - 1) p warm-up chunks,
    // all m v of them when there are no more, then holds one more in the
    // steady state; each chunk is 1/v of the stage's layers. On stage 0 that
    // is p (1 + 1/v) - 1/v micro-batches' worth when they are many, and all m
    // of them when m v does not exceed the warm-up.
    const double v = plan.virtual_stages;
    const double warmup = 2.0 * (plan.pp - 1 - stage) + (v - 1.0) * plan.pp;
    return std::min(m * v, warmup + 1.0) / v;
  }
  return std::min(m, static_cast<double>(plan.pp - stage));
}

SavedActivations SavedLayerActivations(const ModelConfig& model, const HardwareProfile& hw,
                                       const Plan& plan, bool moe_layer) {
  return SavedLayerActivations(model, hw, plan, moe_layer, model.ExpertLoad(plan.ep));
}

double HeldExpertLoad(const ModelConfig& model, const Plan& plan, double held_layers) {
  const double load = model.ExpertLoad(plan.ep);
  // Capacity padding, and GShard's dense dispatch (every rank's expert
  // tensors padded to the busiest rank's count of that micro-batch), hold
  // one draw's load per layer; so do fixed popularities.
  if (model.moe.capacity_factor > 0 || plan.moe_einsum_dispatch ||
      model.moe.routing.distribution != "batch") {
    return load;
  }
  // Under "batch" routing each (layer, micro-batch) draws its ranks' shares
  // independently around an even mean (core/model.h RoutingConfig). A rank
  // holds the sum of its draws over every MoE layer and micro-batch in
  // flight: the busiest rank's sum lies the same number of standard
  // deviations above the mean, but the spread of a sum of n draws is 1/sqrt(n)
  // of one draw's.
  return 1.0 + (load - 1.0) / std::sqrt(std::max(1.0, held_layers));
}

SavedActivations SavedLayerActivations(const ModelConfig& model, const HardwareProfile& hw,
                                       const Plan& plan, bool moe_layer, double expert_load) {
  SavedActivations saved;
  const double a = BytesFor(plan).activation;
  const double T = static_cast<double>(plan.micro_batch_size) * model.seq_len / plan.cp;
  const double t = plan.tp;
  const double sp = plan.sequence_parallel ? t : 1.0;
  const double h = static_cast<double>(model.hidden);
  const double heads = model.num_heads;
  const double d_qk = static_cast<double>(model.QkHeadDim());
  const double d_v = static_cast<double>(model.VHeadDim());
  const bool swiglu = model.activation == Activation::kSwiglu;
  if (plan.recompute == Recompute::kFull && plan.recompute_fraction >= 1.0) {
    saved.total = T * h * a / sp;  // the layer input only
    return saved;
  }
  // Bytes of a saved GEMM input: its quantized cast where the stack saves
  // that (MemoryBehaviour::fp8_saved_gemm_inputs): 1 byte under fp8; under
  // fp4 the NVFP4 tensor (kFp4BytesPerElement) for the layers in fp4 and the
  // 16-bit one for those kept in BF16 (Plan::fp4_bf16_layer_share). Else the 16-bit
  // tensor.
  const bool fp8_precision = plan.precision == Precision::kFp8 || plan.precision == Precision::kFp4;
  const bool fp8_inputs = fp8_precision && plan.memory.fp8_saved_gemm_inputs;
  const double quantized = plan.precision == Precision::kFp4
                               ? Fp4LayerMean(kFp4BytesPerElement, a, plan.fp4_bf16_layer_share)
                               : 1.0;
  const double g = fp8_inputs ? quantized : a;
  // A frozen projection (a LoRA base weight with no adapter beside it) keeps
  // no input for the weight gradient it does not compute (Transformer
  // Engine's Linear: backward_needs_input = is_grad_enabled and
  // weight.requires_grad); beside an adapter the input is what the adapter's
  // own 16-bit linear saves (Megatron-Core's LoRA: a plain linear fed the
  // same input).
  auto gemm_in = [&](const char* op) {
    if (!model.lora.enabled()) return g;
    return model.lora.Adapts(op) ? a : 0.0;
  };
  const MemoryBehaviour& mb = plan.memory;
  // The attention output: the fused kernel keeps it (16 bit) for its own
  // backward, and the output projection its fp8 copy beside it; or one copy
  // in the stack's format serves both (attention_output_saved_bytes).
  const double shared_out = mb.attention_output_saved_bytes;
  // Attention in fp8 (Plan::fp8_attention: Transformer Engine's fused
  // attention with fp8 forward and backward) saves its fp8 Q, K, V and output
  // for the backward (FusedAttnFunc: q_fp8, k_fp8, v_fp8, out_fp8), 1 byte
  // each; the projection then needs its input of its own: its fp8 copy, or
  // the 16-bit output (an adapter's, or the projection's without fp8 inputs).
  // A frozen projection keeps none (gemm_in), an adapted one the 16-bit
  // input its adapter is fed.
  const bool fp8_attention = plan.fp8_attention && plan.Fp8AttentionAllowed();
  const double kernel_b = fp8_attention ? 1.0 : a;
  // What the projection saves beside the kernel: its fp8 copy, or the 16-bit
  // output where the kernel keeps only fp8; nothing where it is frozen or
  // reads the kernel's own 16-bit output.
  const bool proj_16bit = model.lora.enabled() ? model.lora.Adapts("attn.proj") : !fp8_inputs;
  const double proj_copy = proj_16bit ? (fp8_attention ? a : 0.0) : model.lora.enabled() ? 0.0 : g;
  const double core_out = shared_out > 0 ? shared_out : kernel_b + proj_copy;
  // Attention block: norm input, QKV input, Q/K/V, core output (which is
  // also the projection's input) and the softmax statistics. MLA adds its
  // latents, whole on every TP rank: the query latent before and after its
  // norm (the up projection's input), the KV latent with the rope part, and
  // the normed KV latent.
  const double qkv = (heads * d_qk + 2.0 * model.KvHeads() * (d_qk + d_v) / 2.0) / t;
  double latents = 0;
  if (model.mla.enabled()) {
    latents = 2.0 * static_cast<double>(model.mla.q_lora_rank) +
              static_cast<double>(2 * model.mla.kv_lora_rank + model.mla.qk_rope_head_dim);
  }
  // Selective recompute's modules (Plan::recompute_modules) drop what they
  // re-run: the norms' outputs, MLA's up-projected Q/K/V, a dense MLP's or a
  // MoE layer's insides (its input stays), the experts' activation output.
  const RecomputeModules rm = SelectivelyRecomputed(plan);
  const double norm_out = rm.layernorm ? 1.0 : 0.0;
  const double qkv_kept = rm.mla_up_proj && model.mla.enabled() ? 0.0 : qkv;
  // The norm's input (16 bit) and output (the QKV GEMM's input).
  saved.attn_norm_in = T * h / sp * a;
  saved.qkv_in = (1.0 - norm_out) * T * h / sp * gemm_in("attn.qkv");
  saved.core_attn_in = T * qkv_kept * kernel_b;
  // The projection's input: its own copy, or the kernel's saved output.
  saved.attn_proj_in = T * heads * d_v / t *
                       (shared_out > 0  ? shared_out
                        : proj_copy > 0 ? proj_copy
                                        : kernel_b);
  double attn = saved.attn_norm_in + saved.qkv_in + T * latents * a + saved.core_attn_in +
                T * heads * d_v / t * core_out + T * heads / t * 4.0;
  if (!UsesFusedAttention(hw, plan) && !rm.core_attn) {
    // Unfused attention keeps scores and probabilities (Korthikanti's 5as/h term).
    attn += 2.5 * plan.micro_batch_size * (model.num_heads / t) *
            (static_cast<double>(model.seq_len) * model.seq_len / plan.cp) * a;
  }
  double mlp;
  if (!moe_layer) {
    const double f = static_cast<double>(model.ffn_hidden);
    // Norm input and output (fc1's input), fc1's output, the activation's
    // output (fc2's input).
    saved.mlp_norm_in = T * h / sp * a;
    // The activation's input, quantized where the stack stores it so.
    const double act_in = fp8_precision && mb.fp8_saved_act_input ? quantized : a;
    mlp = rm.mlp ? saved.mlp_norm_in
                 : saved.mlp_norm_in +
                       T * ((1.0 - norm_out) * h / sp * gemm_in("mlp.fc1") +
                            (swiglu ? 2.0 : 1.0) * f / t * act_in + f / t * gemm_in("mlp.fc2"));
  } else if (rm.moe) {
    saved.mlp_norm_in = T / t * h * a;
    mlp = saved.mlp_norm_in;  // the layer's input
  } else {
    const auto& moe = model.moe;
    const double fe = static_cast<double>(moe.expert_ffn_hidden);
    const double routed = T / t * moe.top_k * expert_load;  // token copies on this rank
    const double act_out = rm.moe_act ? 0.0 : fe;
    // The activation's input: quantized where the stack saves it so.
    const double act_in =
        fp8_precision && (mb.fp8_saved_moe_act_input || mb.fp8_saved_act_input) ? quantized : a;
    // etp x tokens, width / etp
    // Per routed copy: the expert's input (fc1's), fc1's output, the
    // activation's output (fc2's input), and the expert's output where the
    // combine multiplies it by the routing probability (for that
    // probability's gradient; not where the activation applies it,
    // Plan::moe_probs_in_activation).
    const double expert_out = plan.moe_probs_in_activation ? 0.0 : h * a;
    saved.mlp_norm_in = T / t * h * a;
    saved.expert_fc1_in = routed * h * g;
    saved.moe_act_in = routed * (swiglu ? 2.0 : 1.0) * fe * act_in;
    mlp = saved.mlp_norm_in + T / t * ((1.0 - norm_out) * h * g + moe.num_experts * 4.0 * a) +
          saved.expert_fc1_in + saved.moe_act_in + routed * (expert_out + act_out * g);
    if (moe.num_shared_experts > 0 && !rm.shared_experts) {
      const double fs = fe * moe.num_shared_experts;
      mlp += T * ((swiglu ? 2.0 : 1.0) * fs * a + fs * g) / t;
    }
    if (plan.moe_einsum_dispatch) {
      // GShard's dense dispatch (Plan::moe_einsum_dispatch): the dispatch
      // product keeps its 16-bit mask and the combine its 16-bit weights,
      // tokens x slots each, for their backward.
      const double s = T / sp;
      mlp += 2.0 * s * (s * moe.top_k * expert_load) * a;
    }
  }
  if (plan.recompute == Recompute::kFull) {
    // Recomputed layers keep their input only; the others keep everything
    // (offloading, as the kept share, their modules' inputs).
    const double f = plan.recompute_fraction;
    saved.total = f * T * h * a / sp + (1.0 - f) * (attn + mlp);
    for (double* part :
         {&saved.attn_norm_in, &saved.qkv_in, &saved.core_attn_in, &saved.attn_proj_in,
          &saved.mlp_norm_in, &saved.expert_fc1_in, &saved.moe_act_in}) {
      *part *= 1.0 - f;
    }
    return saved;
  }
  saved.total = attn + mlp;
  return saved;
}

double SavedActivations::OffloadedBy(const OffloadModules& m) const {
  return (m.attn_norm ? attn_norm_in : 0.0) + (m.qkv_linear ? qkv_in : 0.0) +
         (m.core_attn ? core_attn_in : 0.0) + (m.attn_proj ? attn_proj_in : 0.0) +
         (m.mlp_norm ? mlp_norm_in : 0.0) + (m.expert_fc1 ? expert_fc1_in : 0.0) +
         (m.moe_act ? moe_act_in : 0.0);
}

double LayerActivationBytes(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                            bool moe_layer) {
  return SavedLayerActivations(model, hw, plan, moe_layer).total;
}

double ActivationOffloadBytes(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                              const StageLayers& layers, double expert_load) {
  if (plan.activation_offload_layers <= 0) return 0;
  double bytes = 0;
  // TE offloads at most layers - 1 (the plan rules refuse more; the step
  // builder clamps alike).
  int left = std::min(plan.activation_offload_layers, layers.NumLayers() - 1);
  for (const auto& chunk : layers.chunks) {
    for (int l : chunk) {
      if (left-- <= 0) return bytes;
      bytes += SavedLayerActivations(model, hw, plan, model.IsMoeLayer(l), expert_load).total;
    }
  }
  return bytes;
}

StageContents StageContentsOf(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                              const StageLayers& layers, int stage) {
  // Reads none of the plan's state options (zero_stage, offload_*,
  // grad_bucket_bytes): StageMemoryOf adds what they change.
  StageContents c;
  const ModelStats stats = ComputeModelStats(model);
  const double t = plan.tp;
  const double h = static_cast<double>(model.hidden);

  double dense = 0, expert = 0, largest_layer = 0;
  // Trained parameters (all of them, or the LoRA adapters over a frozen base).
  double train_dense = 0, train_expert = 0;
  int moe_layers = 0;
  // Per layer kind (dense FFN, MoE), computed once: parameters held by this
  // rank, and the LoRA adapters' share.
  struct Kind {
    double dense = 0, expert = 0, lora_dense = 0, lora_expert = 0;
  };
  const double attention = model.AttentionParamsPerRank(plan.tp) + 2.0 * h;
  const double lora_attention = stats.lora_attention_params_per_layer / t;
  const Kind dense_kind{attention + stats.dense_ffn_params_per_layer / t, 0,
                        lora_attention + stats.lora_dense_ffn_params_per_layer / t, 0};
  const Kind moe_kind{
      attention + (model.moe.num_shared_experts * stats.expert_params_per_expert / t +
                   h * model.moe.num_experts),
      static_cast<double>(model.moe.num_experts) / plan.ep * stats.expert_params_per_expert /
          plan.etp,
      lora_attention + model.moe.num_shared_experts * stats.lora_params_per_expert / t,
      static_cast<double>(model.moe.num_experts) / plan.ep * stats.lora_params_per_expert /
          plan.etp};
  for (const auto& chunk : layers.chunks) {
    for (int l : chunk) {
      const bool is_moe = model.IsMoeLayer(l);
      if (is_moe) ++moe_layers;
      const Kind& k = is_moe ? moe_kind : dense_kind;
      const double layer_dense = k.dense, layer_expert = k.expert;
      const double lora_dense = k.lora_dense, lora_expert = k.lora_expert;
      dense += layer_dense;
      expert += layer_expert;
      train_dense += lora_dense;
      train_expert += lora_expert;
      largest_layer = std::max(largest_layer, layer_dense + layer_expert);
    }
  }
  const double vocab_shard = static_cast<double>(model.vocab) * h / t;
  c.largest_module_params = LargestModuleParams(model, plan, layers, moe_layers);
  if (layers.has_embedding) dense += vocab_shard;
  if (layers.has_head && (!model.tied_embeddings || plan.pp > 1)) dense += vocab_shard;
  c.frozen_base = model.lora.enabled();
  // Per-tensor fp8 (delayed or current scaling) on a GPU whose fp8 GEMMs take
  // any layout: the transposes TE caches on Hopper are not made. MXFP8's
  // column-wise copy has its own scales and stays. A stack or run that keeps
  // no transposes (MemoryBehaviour::fp8_weight_transposes_cached) likewise.
  c.fp8_transposes_free = (hw.gpu.arch == "blackwell" && plan.precision == Precision::kFp8 &&
                           plan.fp8_recipe != Fp8Recipe::kBlock) ||
                          !plan.memory.fp8_weight_transposes_cached;
  if (c.frozen_base) {
    // The adapters are parameters too (kept like trained ones below).
    dense += train_dense;
    expert += train_expert;
  } else {
    train_dense = dense;
    train_expert = expert;
  }
  c.dense_params = dense;
  c.expert_params = expert;
  c.trained_dense_params = train_dense;
  c.trained_expert_params = train_expert;
  c.largest_layer_params = largest_layer;
  c.num_layers = layers.NumLayers();

  const PrecisionBytes bytes = BytesFor(plan);
  const MemoryBehaviour& behaviour = plan.memory;
  const double in_flight = InFlightMicroBatches(plan, stage);
  // Per micro-batch: the stage's saved activations, and of them the inputs
  // fine-grained activation offloading moves (Plan::activation_offload_modules).
  // The routed tokens held are those of every MoE layer and micro-batch in
  // flight (HeldExpertLoad).
  const double held_load = HeldExpertLoad(model, plan, moe_layers * in_flight);
  const SavedActivations dense_saved = SavedLayerActivations(model, hw, plan, false);
  const SavedActivations moe_saved =
      moe_layers > 0 ? SavedLayerActivations(model, hw, plan, true, held_load) : SavedActivations{};
  const double dense_off = dense_saved.OffloadedBy(plan.activation_offload_modules);
  const double moe_off = moe_saved.OffloadedBy(plan.activation_offload_modules);
  double per_mb = 0, stage_off = 0;
  for (const auto& chunk : layers.chunks) {
    for (int l : chunk) {
      const bool is_moe = model.IsMoeLayer(l);
      per_mb += is_moe ? moe_saved.total : dense_saved.total;
      stage_off += is_moe ? moe_off : dense_off;
    }
  }
  if (plan.recompute == Recompute::kFull && layers.NumLayers() > 0) {
    // During backward one layer's full activations are rebuilt.
    Plan no_rc = plan;
    no_rc.recompute = Recompute::kNone;
    c.activations_bytes += LayerActivationBytes(model, hw, no_rc, moe_layers > 0);
  }
  const double T = static_cast<double>(plan.micro_batch_size) * model.seq_len / plan.cp;
  c.activations_bytes += per_mb * in_flight;
  // Activation CPU offloading: the first activation_offload_layers layers'
  // saved tensors go to pinned host memory, and at most layers - N layers'
  // activations are on the GPU at once (Transformer Engine
  // DefaultOffloadSynchronizer, transformer_engine/pytorch/cpu_offload.py:
  // "peak memory usage of saving activations is (num_layers -
  // num_offloaded_layers) * T"; the v1 path, cpu_offload_v1.py
  // AsyncDoubleBufferGroupOffloadHandler, frees each offloaded layer inside
  // its window the same way). The GPU keeps the other layers'; the host holds
  // the offloaded ones until their backward.
  c.host_activation_bytes = in_flight * ActivationOffloadBytes(model, hw, plan, layers, held_load);
  // Fine-grained activation offloading (Plan::activation_offload_modules):
  // the named modules' inputs of every layer in flight go to host memory;
  // the GPU keeps one layer's, whose reload the next backward would wait on
  // (Megatron-Core leaves the last group on the device).
  if (stage_off > 0) {
    c.host_activation_bytes += std::max(0.0, in_flight * stage_off - std::max(dense_off, moe_off));
  }
  c.activations_bytes -= c.host_activation_bytes;
  if (layers.has_embedding)
    c.activations_bytes += in_flight * T * h * 2.0 / (plan.sequence_parallel ? t : 1.0);
  // The loss of one micro-batch: 16-bit logits, the stack's fp32 upcast,
  // saved softmax and its gradient (bytes per logit from the stack).
  const double loss = layers.has_head ? behaviour.cross_entropy_bytes_per_logit * T *
                                            static_cast<double>(model.vocab) / t
                                      : 0.0;
  double layer_gradients = 0;
  if (layers.NumLayers() > 0) {
    // Backward's transient peak: the gradient of the widest intermediate
    // (the MLP's up-projection output) and of its input, for one micro-batch.
    const double widest =
        std::max({h,
                  static_cast<double>(model.ffn_hidden) *
                      (model.activation == Activation::kSwiglu ? 2.0 : 1.0),
                  model.moe.enabled() ? static_cast<double>(model.moe.expert_ffn_hidden) *
                                            (model.activation == Activation::kSwiglu ? 2.0 : 1.0)
                                      : 0.0});
    layer_gradients = T * (widest / t + h / (plan.sequence_parallel ? t : 1.0)) * bytes.activation;
  }
  // The loss's logits and their gradient are freed once the output layer's
  // backward has run, before any layer's gradients exist: the two transients
  // come one after the other. (The layer a full recompute rebuilds is kept
  // beside the loss above: where it too gives way to the loss, the
  // prediction falls 8-9 points below torchtitan's measured peaks with full
  // activation checkpointing, T0475-T0478 and T0482/T0483; docs/validation.md,
  // "Session 30".)
  c.activations_bytes += std::max(loss, layer_gradients);
  if (moe_layers > 0) {
    const auto& moe = model.moe;
    const double load = model.ExpertLoad(plan.ep);
    c.moe_buffers_bytes = 4.0 * T / t * moe.top_k * load * h * 2.0;  // dispatch + combine, in + out
  }
  if (plan.pp > 1) {
    // One micro-batch's activations being sent and one being received.
    c.pipeline_buffers_bytes = 2.0 * T * h * bytes.activation / (plan.sequence_parallel ? t : 1.0);
  }
  // NCCL's buffers, outside the allocator: one set per communicator this rank
  // is in (data, tensor, pipeline, context, expert groups and the world).
  int communicators = plan.NumGpus() > 1 ? 1 : 0;
  for (int group : {plan.dp * plan.cp, plan.tp, plan.pp, plan.cp, plan.ep}) {
    if (group > 1) ++communicators;
  }
  c.nccl_bytes = communicators * behaviour.nccl_bytes_per_communicator;
  c.reserved_bytes = hw.gpu.reserved_bytes;
  return c;
}

MemoryBreakdown StageMemoryOf(const StageContents& c, const Plan& plan) {
  MemoryBreakdown mem;
  // DualPipe holds each stage on two ranks (s and pp - 1 - s): the pair
  // replicates it like data parallelism, and ZeRO shards over both.
  const double replicas = plan.StageCopies();
  const double edp =
      replicas * std::max(1, plan.dp * plan.cp * plan.tp / std::max(1, plan.ep * plan.etp));
  const double dp = replicas * plan.dp * plan.cp;
  const double dense = c.dense_params, expert = c.expert_params;
  const double train_dense = c.trained_dense_params, train_expert = c.trained_expert_params;
  const bool frozen_base = c.frozen_base;

  // Bytes per parameter: 16-bit weights (+ fp8 copies), gradients in the
  // reduction precision, fp32 master weights + two Adam moments.
  const PrecisionBytes bytes = BytesFor(plan);
  // Without fp8 transposes (StageContents::fp8_transposes_free) one cached
  // fp8 copy fewer.
  const double weight_b =
      bytes.weights -
      (c.fp8_transposes_free ? std::min(1.0, plan.memory.fp8_weight_cache_bytes_per_param) : 0.0);
  const double grad_b = bytes.gradients;
  const double z = plan.zero_stage;
  auto shard = [&](double params, double group, int from_stage) {
    return z >= from_stage ? params / group : params;
  };
  const MemoryBehaviour& behaviour = plan.memory;
  const bool mixed = MixedPrecision(plan);
  auto sharded = [&](int from_stage) { return shard(dense, dp, from_stage) + shard(expert, edp, from_stage); };
  // Gradients and optimizer state exist for the trained parameters only.
  auto sharded_trained = [&](int from_stage) {
    return shard(train_dense, dp, from_stage) + shard(train_expert, edp, from_stage);
  };
  const bool master_is_param = MasterIsParam(plan);
  if (master_is_param) {
    // The fp32 parameter is the optimizer's master and its gradient is fp32;
    // 16-bit copies (and fp8 casts) live only while a layer computes under
    // ZeRO-3/FSDP (counted with the gathered layers), else for every layer.
    // A frozen base stays in 16 bits (only the adapters have fp32 masters).
    const double fp32_params = frozen_base ? sharded_trained(3) : sharded(3);
    mem.weights_bytes = fp32_params * 4.0 + (z >= 3 && !frozen_base ? 0.0 : sharded(3) * weight_b);
    mem.gradients_bytes = sharded_trained(2) * 4.0;
  } else {
    mem.weights_bytes = sharded(3) * weight_b;
    mem.gradients_bytes = sharded_trained(2) * grad_b;
    // DeepSpeed's BF16_Optimizer accumulates into a full fp32 buffer.
    if (behaviour.fp32_grad_accumulation && mixed) mem.gradients_bytes += sharded_trained(2) * 4.0;
  }
  if (z >= 3 && plan.pp > 1 && behaviour.pipeline_keeps_params_gathered) {
    // The whole stage's 16-bit parameters stay gathered across micro-batches,
    // and its unsharded gradients accumulate (in the reduction precision)
    // until the last micro-batch's reduce-scatter.
    mem.weights_bytes += (dense + expert) * 2.0;
    mem.gradients_bytes += (train_dense + train_expert) * grad_b;
  }
  // Master weights (unless the parameter is the master), Adam's two moments,
  // and the optimizer's fp32 gradient copy where BytesFor counts one.
  const double optim = sharded_trained(1) * OptimizerStateBytesPerParam(plan, bytes);
  // Of it, the copy of the 16-bit gradients the optimizer makes at the step
  // and frees before the next forward (Megatron's DistributedOptimizer:
  // shard_main_param.grad = shard_model_grad.float() in the step, released by
  // zero_grad(set_to_none=True) at the next iteration's start; DeepSpeed
  // ZeRO: single_grad_partition, deleted after the step). On the GPU unless
  // the optimizer is offloaded (the host then holds it with the rest).
  const double step_grad_copy = master_is_param || plan.offload_optimizer
                                    ? 0.0
                                    : sharded_trained(1) * bytes.optimizer_grad_copy;
  if (plan.offload_optimizer) {
    mem.host_bytes = optim;
  } else {
    mem.optimizer_bytes = optim - step_grad_copy;
  }
  // ZeRO-Infinity style: parameters (and gradients) live in host memory and
  // stream over PCIe; the GPU keeps the layers being computed and the next
  // prefetched ones (kGatheredUnits), and gradients until they are copied out.
  const double gather_unit =
      behaviour.zero3_gathers_modules ? c.largest_module_params : c.largest_layer_params;
  const double resident =
      std::min(1.0 * c.num_layers, static_cast<double>(kGatheredUnits)) * gather_unit;
  double host_params = 0;
  if (plan.offload_params) {
    host_params = mem.weights_bytes;
    mem.host_bytes += mem.weights_bytes;
    mem.weights_bytes = std::min(mem.weights_bytes, resident * weight_b);
  }
  mem.host_bytes += c.host_activation_bytes;  // activation CPU offloading's pinned buffers
  if (plan.offload_grads) {
    // With the optimizer offloaded and holding an fp32 gradient copy, the
    // 16-bit gradients are accumulated into that copy as they arrive
    // (DeepSpeed ZeRO-Offload, stage_1_and_2.py with cpu_offload: fp16
    // gradients copied into the fp32 CPU partition): no 16-bit host buffer.
    const bool into_fp32_copy = plan.offload_optimizer && mixed && !master_is_param &&
                                grad_b < 4.0 && behaviour.optimizer_fp32_grad_copy &&
                                !behaviour.fp32_grad_accumulation;
    if (!into_fp32_copy) mem.host_bytes += mem.gradients_bytes;
    mem.gradients_bytes = std::min(mem.gradients_bytes, resident * grad_b);
  }
  if (plan.offload_device == OffloadDevice::kNvme) {
    // ZeRO-Infinity: the offloaded state moves to the node's NVMe; host
    // memory keeps DeepSpeed's pinned swap buffers (simulator/nvme_offload.h).
    const NvmeOffloadSplit split =
        SplitNvmeOffload(mem.host_bytes - host_params, sharded_trained(1), host_params, weight_b);
    mem.host_bytes = split.host_bytes;
    mem.nvme_bytes = split.nvme_bytes;
  }

  mem.activations_bytes = c.activations_bytes;
  mem.moe_buffers_bytes = c.moe_buffers_bytes;
  if (plan.dp * plan.cp > 1) mem.comm_buffers_bytes += 2.0 * plan.grad_bucket_bytes;
  if (plan.zero_stage >= 3) {
    // Gathered 16-bit parameters of the current and the prefetched layer (or
    // module), and the unsharded gradient of one before its reduce-scatter.
    mem.comm_buffers_bytes += kGatheredUnits * gather_unit * 2.0 + gather_unit * grad_b;
  }
  if (plan.pp > 1) mem.comm_buffers_bytes += c.pipeline_buffers_bytes;
  // The forward and backward's transient memory, freed before the step; the
  // step's gradient copy reuses it and adds only what it does not cover.
  const double transient = mem.activations_bytes + mem.moe_buffers_bytes + mem.comm_buffers_bytes;
  mem.optimizer_bytes += std::max(0.0, step_grad_copy - transient);
  mem.fragmentation_bytes = behaviour.allocator_fragmentation * std::max(transient, step_grad_copy);
  mem.nccl_bytes = c.nccl_bytes;
  mem.reserved_bytes = c.reserved_bytes;
  return mem;
}

MemoryBreakdown StageMemory(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                            const StageLayers& layers, int stage) {
  return StageMemoryOf(StageContentsOf(model, hw, plan, layers, stage), plan);
}

double MemoryMarginBytes(const MemoryBreakdown& mem) {
  return kMemoryUncertainty * mem.AllocatorReservedBytes();
}

int PlanGpusPerNode(const HardwareProfile& hw, const Plan& plan) {
  return std::max(1, std::min(hw.node.gpus_per_node, plan.NumGpus()));
}

double HostBytesPerNode(const MemoryBreakdown& mem, const HardwareProfile& hw, const Plan& plan) {
  return mem.host_bytes * PlanGpusPerNode(hw, plan);
}

double NvmeBytesPerNode(const MemoryBreakdown& mem, const HardwareProfile& hw, const Plan& plan) {
  return mem.nvme_bytes * PlanGpusPerNode(hw, plan);
}

bool MasterIsParam(const Plan& plan) {
  return plan.memory.master_params_are_model_params && MixedPrecision(plan);
}

double OptimizerStateBytesPerParam(const Plan& plan) {
  return OptimizerStateBytesPerParam(plan, BytesFor(plan));
}

double OptimizerStateBytesPerParam(const Plan& plan, const PrecisionBytes& bytes) {
  // Master weights (unless the parameter is the master), Adam's two moments,
  // and the optimizer's gradient copy where BytesFor counts one. BytesFor
  // counts a mixed-precision optimizer as an fp32 master and two fp32
  // moments (12 bytes) plus that copy; the stack's widths replace them.
  const bool mixed = MixedPrecision(plan);
  const double optim_b = bytes.optimizer;
  const double moments_b = 2.0 * plan.memory.adam_moment_bytes;
  return MasterIsParam(plan) ? moments_b
         : mixed             ? optim_b - 12.0 + plan.memory.master_weight_bytes + moments_b
                             : optim_b;
}

double RequiredBytes(const MemoryBreakdown& mem, bool with_margin) {
  return mem.TotalBytes() + (with_margin ? MemoryMarginBytes(mem) : 0.0);
}

double MemoryBreakdown::AllocatedBytes() const {
  return weights_bytes + gradients_bytes + optimizer_bytes + activations_bytes + moe_buffers_bytes +
         comm_buffers_bytes;
}

double MemoryBreakdown::AllocatorReservedBytes() const { return AllocatedBytes() + fragmentation_bytes; }

double MemoryBreakdown::TotalBytes() const {
  return AllocatorReservedBytes() + nccl_bytes + reserved_bytes;
}

Json MemoryBreakdown::ToJson() const {
  return {{"weights_bytes", weights_bytes},
          {"gradients_bytes", gradients_bytes},
          {"optimizer_bytes", optimizer_bytes},
          {"activations_bytes", activations_bytes},
          {"moe_buffers_bytes", moe_buffers_bytes},
          {"comm_buffers_bytes", comm_buffers_bytes},
          {"fragmentation_bytes", fragmentation_bytes},
          {"nccl_bytes", nccl_bytes},
          {"reserved_bytes", reserved_bytes},
          {"host_bytes", host_bytes},
          {"nvme_bytes", nvme_bytes},
          {"allocated_bytes", AllocatedBytes()},
          {"allocator_reserved_bytes", AllocatorReservedBytes()},
          {"total_bytes", TotalBytes()}};
}

}  // namespace shoal::sim
