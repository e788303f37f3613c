// A software stack: how a training framework of a given era runs a plan.
// Loaded from stacks/*.json (every behaviour with its source), like a
// hardware profile. The simulator sees a stack only through the plan fields
// it sets (ApplyStack): no code tests a framework's name.
#pragma once

#include <string>
#include <vector>

#include "core/json_reader.h"
#include "core/plan.h"

namespace shoal {

struct SoftwareStack {
  std::string name;
  std::string description;
  std::string file;  ///< where it was loaded from
  std::string base;  ///< "base": the stack this file derives from, as written ("": none)

  // Kernels.
  AttentionKernel attention = AttentionKernel::kFlash2;
  bool cuda_graphs = false;          ///< whole-step capture: launch gaps vanish
  bool fused_elementwise = true;     ///< norms, activations, rotary as fused kernels (else eager)
  bool fused_cross_entropy = false;  ///< Plan::fused_cross_entropy
  double host_ops_per_module = 1.0;  ///< Plan::host_ops_per_module
  int cudnn_release = 0;             ///< Plan::cudnn_release ("kernels.cudnn_release")
  Fp8Recipe fp8_recipe = Fp8Recipe::kDelayed;  ///< fp8 scaling a run that states none uses
  double fp4_bf16_layer_share = kFp4Bf16LayerShare;  ///< Plan::fp4_bf16_layer_share
  // Data parallelism.
  bool overlap_grad_comm = true;     ///< DP reduction overlapped with backward
  bool overlap_param_gather = true;  ///< ZeRO-3/FSDP parameter prefetch
  int default_zero_stage = 0;        ///< sharding when a run states none (1: distributed optimizer)
  bool fp32_grad_reduce = false;     ///< gradients reduced in fp32 (else in the compute precision)
  bool zero3_collective_per_tensor = false;  ///< Plan::zero3_collective_per_tensor
  int collective_kernels_per_rank = 0;       ///< Plan::collective_kernels_per_rank
  bool zero3_refetch_for_recompute = false;  ///< Plan::zero3_refetch_for_recompute
  bool zero3_backward_prefetch = false;      ///< Plan::zero3_backward_prefetch
  bool sharded_grad_reduce = true;           ///< Plan::sharded_grad_reduce
  // Pipeline parallelism.
  bool overlap_p2p_comm = true;  ///< interleaved sends beside the next chunk
  /// A run that states no micro-batch size splits each replica's batch into
  /// one micro-batch per pipeline stage (torchtitan); else micro-batches of 1.
  bool microbatches_per_stage = false;
  /// A run that states an interleaved schedule but not its depth splits each
  /// pipeline rank into this many model chunks (torchtitan's default), or
  /// into chunks of about this many layers (the recipes' habit); 0: unset
  /// (both unset: 2 chunks per rank, the least interleaving).
  int interleaved_stages_per_rank = 0;
  /// The schedule the stack runs where a run states pipeline stages but
  /// neither interleaving nor its depth: 1F1B, or DualPipe (DeepSeek's).
  PipelineSchedule pipeline_schedule = PipelineSchedule::k1F1B;
  int interleaved_layers_per_stage = 0;
  // Tensor parallelism.
  /// Share of TP collectives hidden behind GEMMs (userbuffers, async TP).
  double tp_comm_overlap = 0;
  /// Megatron's sequence parallelism (Korthikanti et al., arXiv:2205.05198)
  /// with TP, for a run that does not say: the stacks of 2022 on have it.
  bool sequence_parallel = true;
  TpOverlapMethod tp_overlap_method = TpOverlapMethod::kUserbuffers;  ///< how that cuts the GEMMs
  // Mixture of experts.
  MoeDispatcher moe_dispatcher = MoeDispatcher::kAllToAll;
  bool grouped_gemm = true;        ///< all local experts in one kernel
  bool overlap_moe_comm = false;   ///< dispatch/combine beside another micro-batch (DualPipe)
  bool moe_overlap_unpaired_exposed = true;  ///< Plan::moe_overlap_unpaired_exposed
  double moe_router_kernels = 0;   ///< small router kernels per MoE layer forward (Plan)
  double moe_permute_kernels = 0;  ///< permutation and dispatcher kernels per forward (Plan)
  int moe_host_syncs = 0;          ///< host synchronisations per MoE layer forward (Plan)
  bool moe_expert_bias_loop = false;  ///< Plan::moe_expert_bias_loop
  bool moe_probs_in_activation = false;  ///< Plan::moe_probs_in_activation
  bool moe_einsum_dispatch = false;      ///< Plan::moe_einsum_dispatch
  bool moe_fp8_dispatch = false;         ///< Plan::moe_fp8_dispatch
  double moe_expert_gemm_share = 1.0;    ///< Plan::moe_expert_gemm_share
  double moe_token_bandwidth_share = 1.0;  ///< Plan::moe_token_bandwidth_share
  /// A run that states no expert tensor-parallel size shards each expert over
  /// its TP group (Megatron-Core: expert_tensor_parallel_size unset is the TP
  /// size); else experts are whole (etp 1). Read where a run leaves it out.
  bool moe_default_etp_is_tp = false;
  // Fine-tuning ("fine_tuning" section): the LoRA a run of this stack trains
  // where it names LoRA without its rank or its target projections (the
  // framework's defaults); rank 0: no default known.
  int lora_default_rank = 0;
  LoraTargets lora_default_targets = LoraTargets::kAttention;
  // Memory ("memory" section): what the stack keeps per parameter, its loss
  // and allocator behaviour, NCCL buffers (core/plan.h MemoryBehaviour).
  MemoryBehaviour memory;

  Json sources = Json::object();  ///< behaviour key -> citation
};

/// Reads the stack object `j` of `file`; unknown keys, out-of-range values
/// and behaviours without a source are errors naming the file and JSON path.
/// A "base" (a bundled name or a path, a relative one beside `file`) is read
/// first, in its own name; `j`'s behaviours and sources then override its
/// key by key. name, description and file are always `j`'s own. Bases chain,
/// at most limits::kMaxStackBases deep; a cycle is an error.
SoftwareStack ReadSoftwareStack(const Json& j, const std::string& file);
SoftwareStack LoadSoftwareStack(const std::string& path);
/// The effective stack (its base chain merged in), every behaviour written out.
Json SoftwareStackToJson(const SoftwareStack& s);

/// The stack a scenario gets when it names none: a modern Megatron-Core.
inline constexpr const char* kDefaultStackName = "megatron-core-2025";
/// Names of the bundled stacks (file stems in stacks/).
std::vector<std::string> BundledStackNames();
/// A bundled name or a path to a JSON file; unknown names throw InputError
/// listing the known ones.
SoftwareStack ResolveSoftwareStack(const std::string& name_or_path, const std::string& origin = "",
                                   const std::string& json_path = "");

/// Sets the plan fields that the stack decides (kernels, overlaps, MoE
/// dispatcher). Leaves the parallel layout alone.
void ApplyStack(const SoftwareStack& stack, Plan* plan);

}  // namespace shoal
