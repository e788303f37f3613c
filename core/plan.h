// A hybrid parallel plan: how one training step is split over GPUs.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/json_reader.h"
#include "core/model.h"
#include "core/units.h"

namespace shoal {

/// kDualPipe: DeepSeek's bidirectional schedule (arXiv:2412.19437 sec.
/// 3.2.1; deepseek-ai/DualPipe): each rank holds two stages, s and pp - 1 - s,
/// and micro-batches enter from both ends.
enum class PipelineSchedule { kGpipe, k1F1B, kInterleaved, kDualPipe };
enum class Recompute { kNone, kSelective, kFull };
enum class AttentionKernel { kFlash2, kFlash1, kUnfused, kFlash3, kCudnn };
/// How MoE tokens reach their experts: all-to-all (Megatron-Core "alltoall"),
/// all-gather of every token over the expert group ("allgather"), DeepEP's
/// NVLink+RDMA kernels ("deepep", arXiv:2412.19437 sec. 3.2.2), or NVIDIA's
/// HybridEP in the same library ("hybridep": TMA copies over NVLink, fewer
/// SMs; Megatron-Core's flex dispatcher backend "hybridep"). Both send a token
/// once per destination GPU and node; each has its profile's measured rates.
enum class MoeDispatcher { kAllToAll, kAllGather, kDeepEp, kHybridEp };
/// How tensor-parallel communication overlaps the GEMMs, which sets how the
/// GEMMs are cut. "userbuffers" (Transformer Engine, as NeMo/Megatron-Core
/// configure it): the all-gather-side forward GEMMs (QKV, FC1) and the
/// row-parallel dgrads (proj, FC2) in tp ring-exchange chunks, the
/// reduce-scatter-side forward GEMMs in 4 pipelined chunks, the other dgrads
/// and every wgrad whole (bulk overlap). "micro_pipelined" (PyTorch async
/// TP): every all-gather+matmul and matmul+reduce-scatter in tp chunks,
/// forward and dgrad; wgrads whole.
enum class TpOverlapMethod { kUserbuffers, kMicroPipelined };
/// How fp8 training scales each tensor before the cast, which sets the bytes
/// its quantization moves. "delayed": a scale from earlier steps' amax
/// history, one fused cast-transpose pass. "current": the tensor's own amax
/// first (Transformer Engine's Float8CurrentScaling, torchao's dynamic
/// tensorwise scaling): a reduction pass over the input, then the cast.
/// "block": a scale per block of 32 (MXFP8) or 128 (DeepSeek-V3's 1x128 /
/// 128x128) elements found inside the cast kernel, the scales written beside
/// the data. "rowwise": torchao's float8 rowwise recipe, a scale per row
/// along each GEMM's contraction: every operand of the three GEMMs (input,
/// weight, output gradient) cast for each GEMM it enters, in its own
/// orientation, and the two backward GEMMs' outputs rescaled by a pass
/// (ComputeModel::RowwiseFp8Seconds).
enum class Fp8Recipe { kDelayed, kCurrent, kBlock, kRowwise };
/// How world ranks are numbered over the parallel dimensions, innermost
/// first, as Megatron-Core's RankGenerator takes its `order`
/// (megatron/core/parallel_state.py, initialize_model_parallel).
/// "tp-cp-ep-dp-pp" is Megatron's default: pipeline stages outermost, so a
/// data-parallel group is tp x cp ranks apart and the stages of one pipeline
/// tp x cp x dp apart. "tp-cp-ep-pp-dp" is Megatron-LM's
/// --use-tp-pp-dp-mapping: stages tp x cp ranks apart (inside a node when
/// tp x cp is small) and data-parallel replicas tp x cp x pp apart.
enum class RankOrder { kTpCpEpDpPp, kTpCpEpPpDp };
/// Where offloaded state lives: host memory ("cpu", ZeRO-Offload) or the
/// node's local NVMe drives ("nvme", ZeRO-Infinity, Rajbhandari et al.,
/// SC'21): DeepSpeed's zero_optimization.offload_optimizer.device and
/// offload_param.device. The optimizer step runs on the CPU either way.
enum class OffloadDevice { kCpu, kNvme };

/// Megatron-Core's selective recompute modules (`--recompute-modules`,
/// TransformerConfig.recompute_modules, 0.12+): which parts of each layer
/// re-run their forward in backward instead of keeping their outputs.
/// core_attn (the default, Korthikanti et al.): the core attention;
/// layernorm: the norms; mlp: a dense layer's MLP; moe: the whole MoE layer
/// (router, dispatch and combine, experts); moe_act: the experts'
/// activation; shared_experts; mla_up_proj: MLA's up projections.
struct RecomputeModules {
  bool core_attn = true;
  bool layernorm = false;
  bool mlp = false;
  bool moe = false;
  bool moe_act = false;
  bool shared_experts = false;
  bool mla_up_proj = false;
  bool operator==(const RecomputeModules&) const = default;
  /// Only the core attention, Megatron's default.
  bool IsDefault() const { return *this == RecomputeModules{}; }
  /// Megatron's names, in its order; Set returns false for an unknown name.
  std::vector<std::string> Names() const;
  /// Names() joined by `separator`.
  std::string Joined(const std::string& separator) const;
  bool Set(const std::string& name);
  static const std::vector<std::string>& AllNames();
};

/// Megatron-Core's fine-grained activation offloading (TransformerConfig
/// fine_grained_activation_offloading, offload_modules;
/// docs/user-guide/features/fine_grained_activation_offloading.md): each
/// named submodule's input is copied to host memory during the forward and
/// back before the backward, on a stream beside the compute.
struct OffloadModules {
  bool attn_norm = false;   ///< the attention norm's input (the layer input)
  bool qkv_linear = false;  ///< the QKV projection's input (the norm output)
  bool core_attn = false;   ///< Q, K and V
  bool attn_proj = false;   ///< the output projection's input (the core output)
  bool mlp_norm = false;    ///< the MLP norm's input
  bool expert_fc1 = false;  ///< each routed copy's fc1 input
  bool moe_act = false;     ///< each routed copy's fc1 output (the activation's input)
  bool operator==(const OffloadModules&) const = default;
  bool Any() const { return *this != OffloadModules{}; }
  /// Megatron's names, in its order; Set returns false for an unknown name.
  std::vector<std::string> Names() const;
  std::string Joined(const std::string& separator) const;
  bool Set(const std::string& name);
  static const std::vector<std::string>& AllNames();
};

const char* ScheduleName(PipelineSchedule s);
const char* RecomputeName(Recompute r);
const char* AttentionKernelName(AttentionKernel a);
const char* MoeDispatcherName(MoeDispatcher d);
const char* TpOverlapMethodName(TpOverlapMethod m);
const char* Fp8RecipeName(Fp8Recipe r);
const char* RankOrderName(RankOrder o);
const char* OffloadDeviceName(OffloadDevice d);
/// The names above, for JSON choices.
const std::vector<std::string>& AttentionKernelNames();
const std::vector<std::string>& MoeDispatcherNames();
const std::vector<std::string>& TpOverlapMethodNames();
const std::vector<std::string>& Fp8RecipeNames();
const std::vector<std::string>& RankOrderNames();
const std::vector<std::string>& OffloadDeviceNames();
AttentionKernel ParseAttentionKernel(const std::string& name);
MoeDispatcher ParseMoeDispatcher(const std::string& name);
TpOverlapMethod ParseTpOverlapMethod(const std::string& name);
Fp8Recipe ParseFp8Recipe(const std::string& name);
RankOrder ParseRankOrder(const std::string& name);
OffloadDevice ParseOffloadDevice(const std::string& name);

/// How the software stack lays out memory (stacks/*.json "memory", with
/// sources; see core/stack.h). The memory model sees a stack only here.
struct MemoryBehaviour {
  /// The optimizer keeps an fp32 copy of 16-bit gradients for its own shard
  /// (Megatron's distributed-optimizer table: fp16 params and grads cost
  /// 4 + 16/d bytes per parameter; DeepSpeed ZeRO-1/2's fp32 partition grads).
  bool optimizer_fp32_grad_copy = true;
  /// A full-size fp32 gradient accumulation buffer beside the 16-bit
  /// gradients, not sharded (DeepSpeed's BF16_Optimizer).
  bool fp32_grad_accumulation = false;
  /// The 16-bit gradients reach that buffer through a pass of their own after
  /// each micro-batch's backward (DeepSpeed's BF16_Optimizer.update_hp_grads:
  /// per parameter a cast to fp32 and an add), not inside the weight-gradient
  /// GEMM (Megatron's gradient_accumulation_fusion): 18 bytes per trained
  /// parameter and two launches per tensor, every micro-batch.
  bool fp32_grad_accumulation_pass = false;
  /// The fp32 master is the model's parameter itself and its gradient is
  /// fp32 (torch autocast; FSDP mixed precision): 16-bit copies exist only
  /// for the layers being computed under ZeRO-3/FSDP, and for every layer
  /// (saved for backward) otherwise.
  bool master_params_are_model_params = false;
  /// ZeRO-3/FSDP under pipeline parallelism keeps the stage's parameters
  /// gathered (16-bit) through the step and accumulates unsharded gradients
  /// until the last micro-batch (torchtitan: no reshard after forward with PP).
  bool pipeline_keeps_params_gathered = false;
  /// ZeRO-3 gathers the parameters of one module at a time (a projection,
  /// an expert, the embedding: DeepSpeed's fetch_sub_module hooks on every
  /// nn.Module), not a whole layer's (an FSDP unit, Megatron-FSDP's bucket):
  /// the gathered working set is the current and the prefetched module, and
  /// one module's unsharded gradient.
  bool zero3_gathers_modules = false;
  /// Bytes of each Adam moment (4: fp32; DeepSeek-V3 keeps them in bf16: 2).
  double adam_moment_bytes = 4.0;
  /// Bytes per parameter of the optimizer's master copy of 16-bit (or fp8)
  /// weights (4: fp32; 2: a bf16 master, or Apex DistributedFusedAdam's
  /// store_param_remainders, the 16 low bits that rebuild fp32 from the bf16
  /// weight; 0: the 16-bit weight is the master). Not used where
  /// master_params_are_model_params.
  double master_weight_bytes = 4.0;
  /// Bytes per parameter of the optimizer's gradient copy where it keeps one
  /// (optimizer_fp32_grad_copy; 4: fp32; 2: Megatron's precision-aware
  /// optimizer with main_grads_dtype bf16, Apex DistributedFusedAdam's shard
  /// in grad_sync_dtype bf16).
  double optimizer_grad_copy_bytes = 4.0;
  /// Resident fp8 copies per parameter under fp8 training, bytes
  /// (Transformer Engine caches the fp8 weight and its transpose: 2).
  double fp8_weight_cache_bytes_per_param = 1.0;
  /// Under fp8 training the model's own weights are fp8 (Transformer Engine
  /// fp8_model_init; NeMo fp8_params): no 16-bit copy, 1 byte per parameter
  /// (the optimizer's fp32 master keeps full precision).
  bool fp8_primary_weights = false;
  /// Under NVFP4 training the weights of the layers in fp4 are NVFP4 tensors
  /// themselves, row-wise and column-wise (2 x kFp4BytesPerElement bytes per
  /// parameter), with no 16-bit weight beside them: the MLPerf Training v5.1
  /// Llama 2 70B LoRA runs' PRE_QUANTIZED_MODEL (NVIDIA's custom_callbacks.py
  /// replaces each decoder layer's Transformer Engine Linear weight in place
  /// with NVFP4Quantizer's output). The layers kept in BF16 keep 16 bits.
  bool fp4_primary_weights = false;
  /// Under fp8 (and fp4) training each GEMM saves its quantized input for
  /// the backward (Transformer Engine's Linear, LayerNormLinear, LayerNormMLP
  /// and GroupedLinear): the norm outputs, the attention output's copy for
  /// the projection and the activation output are 1 byte per element (fp4:
  /// the NVFP4 tensor with its scales); false: the 16-bit inputs are saved
  /// and cast again in backward (torchao float8).
  bool fp8_saved_gemm_inputs = false;
  /// Bytes per element of the attention output where one saved copy serves
  /// both the attention kernel's backward and the output projection's
  /// (DeepSeek-V3, arXiv:2412.19437 sec. 3.3.2: E5M6, 12 bits = 1.5 bytes);
  /// 0: the 16-bit output, beside its fp8 copy under fp8_saved_gemm_inputs.
  double attention_output_saved_bytes = 0;
  /// Under fp8 (and fp4) training the experts' activation keeps its input
  /// (each routed copy's fc1 output) quantized like a saved GEMM input
  /// (DeepSeek-V3 sec. 3.3.2: "cache the inputs of the SwiGLU operator ...
  /// stored in FP8"); false: 16 bit.
  bool fp8_saved_moe_act_input = false;
  /// Under fp8 (and fp4) training every MLP's activation (dense and experts)
  /// keeps its input quantized like a saved GEMM input (Megatron-Core's
  /// activation_func_fp8_input_store: bias_swiglu_impl's fp8_input_store,
  /// cast back to 16 bit in the backward); false: 16 bit.
  bool fp8_saved_act_input = false;
  /// Transformer Engine keeps the fp8 weight's transpose among the cached
  /// copies fp8_weight_cache_bytes_per_param counts; false: it keeps none
  /// (Megatron-Core's disable_parameter_transpose_cache), one copy fewer.
  bool fp8_weight_transposes_cached = true;
  /// The experts' activation output is recomputed from its input in the
  /// backward whatever recompute the run states (DeepSeek-V3 sec. 3.3.2),
  /// as Megatron's `moe_act` recompute module does, its time charged alike.
  bool recompute_moe_act = false;
  /// The stack can recompute part of a layer (the core attention, chosen
  /// modules: Korthikanti et al. 2022's selective recompute) or a share of
  /// the layers; false: activation checkpointing of every layer whole, the
  /// only kind before 2022 (Megatron-LM's --checkpoint-activations,
  /// DeepSpeed's and fairseq's checkpointing, Hugging Face's gradient
  /// checkpointing). The planner and validate's recompute inference offer
  /// only what the stack can run.
  bool partial_recompute = true;
  /// Bytes per logit element at the loss's peak, per micro-batch (16-bit
  /// logits, fp32 upcast, saved softmax, its gradient).
  double cross_entropy_bytes_per_logit = 4.0;
  /// The caching allocator's reserved-over-allocated gap, as a share of the
  /// memory that comes and goes in a step (activations, buffers).
  double allocator_fragmentation = 0.08;
  /// NCCL's own buffers (outside the allocator) per communicator a rank is in.
  double nccl_bytes_per_communicator = 0;
};

struct Plan {
  int dp = 1;   ///< data-parallel replicas
  int tp = 1;   ///< tensor-parallel width (inside a node)
  int pp = 1;   ///< pipeline stages
  int cp = 1;   ///< context-parallel ranks (sequence split for attention)
  int ep = 1;   ///< expert-parallel ranks (of the expert grid ETP x EP x expert-DP, core/plan_geometry.h RankGrid)
  int etp = 1;  ///< tensor-parallel width of each expert
  bool sequence_parallel = false;
  int zero_stage = 0;  ///< 0-3; FSDP full shard is stage 3
  PipelineSchedule schedule = PipelineSchedule::k1F1B;
  int virtual_stages = 1;  ///< model chunks per rank (interleaved schedule)
  int micro_batch_size = 1;
  int global_batch_size = 0;  ///< sequences; 0: the scenario's
  Recompute recompute = Recompute::kNone;
  /// With full recompute: the share of layers recomputed (Megatron's
  /// recompute_num_layers / layers; torchtitan's every-other-layer SAC = 0.5).
  double recompute_fraction = 1.0;
  /// With selective recompute: which modules re-run (default: core attention).
  RecomputeModules recompute_modules;
  /// Overlap MoE dispatch/combine with another micro-batch's compute
  /// (DeepSeek's DualPipe, Megatron-Core's combined 1F1B all-to-all overlap).
  bool overlap_moe_comm = false;
  /// With that overlap, a pass the schedule runs beside no other
  /// micro-batch's pass (the warmup forwards and the cooldown backwards:
  /// Megatron-Core's combined 1F1B pairs the forward of one micro-batch with
  /// the backward of another, megatron/core/pipeline_parallel/schedules.py)
  /// runs its dispatch and combine exposed. false: every pass hides them (a
  /// schedule that pairs chunks from its start). A stack behaviour (ApplyStack).
  bool moe_overlap_unpaired_exposed = true;
  bool offload_optimizer = false;  ///< optimizer state and master weights in host memory
  double grad_bucket_bytes = 25.0 * kMiB;
  Precision precision = Precision::kBf16;
  Fp8Recipe fp8_recipe = Fp8Recipe::kDelayed;  ///< how fp8 tensors are scaled (fp8 training)
  /// fp4 training: the share of the transformer layers whose projections stay
  /// in BF16 (Megatron-Core's first_last_layers_bf16 with
  /// num_layers_at_start/end_in_bf16); a stack behaviour (ApplyStack).
  double fp4_bf16_layer_share = kFp4Bf16LayerShare;
  bool half_precision_grad_comm = true;  ///< reduce gradients in 16 bit
  bool hierarchical_all_to_all = false;  ///< intra-node first, then one hop per rail
  bool overlap_grad_comm = true;         ///< overlap DP reduction with backward
  bool overlap_param_gather = true;      ///< prefetch ZeRO-3 parameters
  /// ZeRO-3 gathers and reduces each parameter tensor with a collective of its
  /// own (DeepSpeed before v0.5.10: partition_parameters.py
  /// _allgather_param / _reduce_scatter_gradient), not a layer's at once.
  bool zero3_collective_per_tensor = false;
  /// Kernels launched per group member in each such collective: list-based
  /// torch.distributed calls copy one chunk per rank (ProcessGroupNCCL's
  /// allgather/reduce_scatter of tensor lists). Each costs a kernel launch
  /// (the profile's kernel_launch_us) while the GPU waits.
  int collective_kernels_per_rank = 0;
  /// ZeRO-3 parameters released after a recomputed forward and gathered
  /// again for the backward (module hooks that fetch on every forward).
  bool zero3_refetch_for_recompute = false;
  /// ZeRO-3's backward queues the next unit's parameter gather before this
  /// unit's gradient reduction (prefetched in the pre-backward hook, as
  /// Megatron-FSDP does), so the gather overlaps this unit's backward; false:
  /// the gather follows the reduction on the one data-parallel stream. A stack
  /// behaviour (ApplyStack).
  bool zero3_backward_prefetch = false;
  /// ZeRO-1/2 reduce-scatter each gradient to the rank that owns its shard.
  /// false: the whole gradient is all-reduced and each rank keeps its shard
  /// (DeepSpeed's BF16_Optimizer: twice the bytes of a reduce-scatter).
  /// ZeRO-3 always reduce-scatters. A stack behaviour (ApplyStack).
  bool sharded_grad_reduce = true;
  /// Interleaved schedule: pipeline sends and receives run beside the next
  /// chunk's compute (Megatron-Core's overlap_p2p_comm, on by default since
  /// 2023). False, and always for GPipe and 1F1B, a stage waits for its sends
  /// as Megatron-LM's blocking batch_isend_irecv does.
  bool overlap_p2p_comm = true;
  /// The attention kernel: FlashAttention-2 ("flash2", Dao 2023), the first
  /// FlashAttention ("flash1", Dao et al. 2022: about half FA2's throughput per
  /// the FA2 paper), or "unfused" (scores and probabilities through HBM, as
  /// before FlashAttention and on GPUs it does not support).
  AttentionKernel attention = AttentionKernel::kFlash2;
  /// Share of tensor-parallel collectives hidden behind the GEMMs they feed
  /// (Transformer Engine userbuffers, torchtitan async TP); 0: all exposed.
  double tp_comm_overlap = 0;
  /// How that overlap cuts the GEMMs (see TpOverlapMethod).
  TpOverlapMethod tp_overlap_method = TpOverlapMethod::kUserbuffers;
  MoeDispatcher moe_dispatcher = MoeDispatcher::kAllToAll;
  /// All local experts in one grouped GEMM (else one GEMM per expert).
  bool grouped_gemm = true;
  /// Small kernels one MoE layer's forward runs beside its GEMMs, as the
  /// stack's code issues them: the router's score, top-k, probability and
  /// load-balancing-loss ops, and the token permutation, unpermutation and
  /// dispatcher bookkeeping (token counts, split sizes). Backward runs as
  /// many again. Each costs a kernel launch (the profile's kernel_launch_us).
  double moe_router_kernels = 0;
  double moe_permute_kernels = 0;
  /// Host synchronisations in one MoE layer's forward: a dropless dispatcher
  /// copies the token counts to the CPU to size its all-to-all (Megatron-Core
  /// MoEAlltoAllTokenDispatcher's cuda_sync_point); the GPU drains and waits.
  int moe_host_syncs = 0;
  /// The grouped MLP adds the experts' second bias (weighted by the routing
  /// probability) in a Python loop over the local experts, in fp32, then
  /// concatenates and casts back (Megatron-Core 0.14-0.16
  /// TEGroupedMLP._apply_bias). A stack behaviour, not a plan key: it comes
  /// from the stack (ApplyStack) and a plan file cannot set it.
  bool moe_expert_bias_loop = false;
  /// The routing probabilities are applied inside the experts' activation
  /// (Megatron-Core 0.12+ TEGroupedMLP: activation_func_with_probs), so the
  /// experts' fc2 output is not kept for the probabilities' gradient, as it
  /// is where the combine multiplies by them. A stack behaviour (ApplyStack).
  bool moe_probs_in_activation = false;
  /// Tokens reach their experts' capacity slots and come back through two
  /// dense matrix products with one-hot routing tensors (GShard's Algorithm 2,
  /// arXiv:2006.16668, as DeepSpeed-MoE runs it: deepspeed/moe/sharded_moe.py
  /// einsum("sec,sm->ecm") and einsum("sec,ecm->sm"), v0.5.0 of 2021 to
  /// 2025; fairseq's moe_layer.py alike), not through permutation kernels:
  /// each costs 2 x tokens x slots x hidden FLOPs, slots = experts x
  /// capacity, so it grows with the square of the tokens a rank routes. A
  /// stack behaviour (ApplyStack).
  bool moe_einsum_dispatch = false;
  /// Under fp8 training the dispatcher sends each token's hidden state in
  /// fp8 (quantised before the experts' first GEMM, DeepSeek-V3 §3.3); the
  /// combine stays 16 bit. Megatron-Core 0.14-0.15 dispatches 16 bit and
  /// casts inside the experts. A stack behaviour (ApplyStack).
  bool moe_fp8_dispatch = false;
  /// The share of the GEMM law's throughput (ComputeModel::GemmSeconds) that
  /// the stack's grouped expert GEMMs reach, forward and backward (1: as fast
  /// as one GEMM of an expert's shape, as torch._grouped_mm measures on an
  /// H100), and the share of streaming bandwidth that its per-routed-copy
  /// memory-bound kernels reach (token permutation, unpermutation, the
  /// experts' activation). A stack behaviour (ApplyStack), calibrated on
  /// MoE-layer measurements of that stack.
  double moe_expert_gemm_share = 1.0;
  double moe_token_bandwidth_share = 1.0;
  /// Host (CPU) cost of one framework module call (a Transformer Engine
  /// Linear, its attention) in eager ops: 1 for a plain PyTorch module.
  double host_ops_per_module = 1.0;
  /// The cuDNN release the stack's containers ship (core/cudnn_release.h;
  /// kCudnnReleaseUnset: the profile's newest figures): which of a profile's
  /// cuDNN attention figures hold (EfficiencyModel::CudnnAt). A stack
  /// behaviour (ApplyStack).
  int cudnn_release = 0;
  /// The step's kernels replayed from a CUDA graph: no per-kernel launch gap.
  bool cuda_graphs = false;
  /// Attention itself in fp8 (Transformer Engine's fp8_dot_product_attention
  /// through cuDNN; fp8 or fp4 training with cuDNN attention only): at the
  /// profile's measured speed-ups over 16-bit attention
  /// (EfficiencyModel::attention_cudnn_fp8).
  bool fp8_attention = false;
  /// Whether attention can run in fp8 under this plan: fp8 or fp4 training on
  /// cuDNN's attention (where fp8_attention takes effect).
  bool Fp8AttentionAllowed() const {
    return attention == AttentionKernel::kCudnn &&
           (precision == Precision::kFp8 || precision == Precision::kFp4);
  }
  /// Norms, activations and rotary embeddings run as fused kernels (one read,
  /// one write); false: eager PyTorch, several kernels and passes each.
  bool fused_elementwise = true;
  /// The loss runs as one fused softmax-cross-entropy kernel each way on the
  /// 16-bit logits (apex's xentropy, as flash-attn's CrossEntropyLoss ran it):
  /// forward two passes (max, then the sum of exponentials), backward one read
  /// and one write of the gradient, 4 bytes per logit each way; false: the
  /// fp32 vocab-parallel loss, 12 bytes per logit forward and 24 backward. A
  /// stack behaviour, not a plan key (ApplyStack).
  bool fused_cross_entropy = false;
  /// Uneven pipeline stages (Megatron's decoder_first/last_pipeline_num_layers):
  /// transformer layers on the first and last stage; 0 = an even split.
  int first_stage_layers = 0;
  int last_stage_layers = 0;
  /// The embedding and the loss each count as one layer when the layers are
  /// split over pipeline chunks (Megatron's account_for_embedding_in_pipeline_split
  /// and account_for_loss_in_pipeline_split, e.g. 30 layers at pp x vpp = 32).
  bool pipeline_embedding_slot = false;
  bool pipeline_loss_slot = false;
  /// Parameters (16-bit working copy) and gradients kept in host memory and
  /// streamed over PCIe (ZeRO-Infinity / ZeRO-Offload style).
  bool offload_params = false;
  bool offload_grads = false;
  /// Activation CPU offloading (Megatron-Core's cpu_offloading_num_layers,
  /// TransformerConfig in megatron/core/model_parallel_config.py, run by
  /// Transformer Engine's get_cpu_offload_context,
  /// transformer_engine/pytorch/cpu_offload.py): the saved activations of the
  /// model's first N transformer layers are copied to pinned host memory
  /// after their forward and back before their backward, on a copy stream
  /// beside the compute. Counts layers of the whole model: Megatron allows
  /// it only without pipeline parallelism (one stage holds every layer) and
  /// without recompute, and N < the model's layers (core/plan_rules.h).
  /// 0: off. Plan files leave it out when 0.
  int activation_offload_layers = 0;
  /// Fine-grained activation offloading (OffloadModules): the inputs of
  /// these submodules of every layer go to host memory between their
  /// forward and backward. Megatron-Core refuses it beside
  /// activation_offload_layers, and attn_proj without core_attn
  /// (core/plan_rules.h). Plan files leave it out when empty.
  OffloadModules activation_offload_modules;
  /// Where the offloaded state above lives (host memory or NVMe; see
  /// OffloadDevice). "nvme" needs something offloaded and ZeRO-3
  /// (core/plan_rules.h). Plan files leave it out for "cpu"; PlanToJson
  /// writes it only when it is "nvme".
  OffloadDevice offload_device = OffloadDevice::kCpu;
  bool Offloads() const { return offload_optimizer || offload_params || offload_grads; }
  /// How ranks are laid out over the nodes (see RankOrder). Plan files leave
  /// it out for the default; PlanToJson writes it only when it is not.
  RankOrder rank_order = RankOrder::kTpCpEpDpPp;
  /// Set by the software stack (ApplyStack); not read from plan files.
  MemoryBehaviour memory;

  /// dp x tp x pp x cp; 0 when the product overflows an int (never valid).
  int NumGpus() const;
  int NumMicroBatches() const;
  /// Micro-batches x pp x virtual_stages (checked; INT64_MAX on overflow):
  /// the pipeline work one simulated step schedules (limits::kMaxPipelineWork).
  int64_t PipelineWork() const;
  /// DualPipe with pipeline stages to run it over (pp > 1).
  bool RunsDualPipe() const;
  /// Model chunks each pipeline rank holds: virtual_stages under the
  /// interleaved schedule, two under DualPipe (stages s and pp - 1 - s), else one.
  int ChunksPerRank() const;
  /// Ranks of a pipeline that hold each stage's parameters: two under
  /// DualPipe (ranks s and pp - 1 - s, replicas whose ZeRO state shards over
  /// both, like data parallelism), else one.
  int StageCopies() const;
  std::string Summary() const;
};

/// Reads a plan object; unknown keys are errors. Keys the object leaves out
/// take the values in `defaults` where the software stack decides them
/// (kernels, overlaps, MoE dispatcher: see core/stack.h).
Plan ReadPlan(JsonReader& r, int scenario_global_batch);
Plan ReadPlan(JsonReader& r, int scenario_global_batch, const Plan& defaults);
Json PlanToJson(const Plan& p);

/// Whether Megatron-Core can build `plan`'s groups in its rank order: with
/// pp > 1 in tp-cp-ep-pp-dp it asserts the expert data-parallel size equals
/// dp, so ep x etp = tp x cp (a dense model: always, its run sets etp = tp x cp).
/// ValidatePlan reports it; the planner searches the order only where it holds.
bool RankOrderHolds(const Plan& plan, const ModelConfig& model);

/// Checks that `plan` is a valid split of `model` over `num_gpus` GPUs with
/// `gpus_per_node` per node. Returns the problems, one line each, naming the
/// plan field ("tp") and what was expected; empty when valid. The rules, and
/// the typed problems behind these lines, are core/plan_rules.h's.
std::vector<std::string> ValidatePlan(const Plan& plan, const ModelConfig& model, int num_gpus,
                                      int gpus_per_node);

}  // namespace shoal
