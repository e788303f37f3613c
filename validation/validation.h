// Validation against published measurements of real training runs: rows in
// the format of data/published_runs.jsonl become a model, a
// hardware profile and a plan, which the simulator predicts.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/hardware.h"
#include "core/json_reader.h"
#include "core/model.h"
#include "core/plan.h"
#include "core/stack.h"
#include "results/validation_row.h"
#include "simulator/simulate.h"
#include "simulator/uncertainty.h"
#include "validation/known_models.h"

namespace shoal::validation {

/// A published run turned into simulator inputs.
/// A token's experts on at most `units` of the expert group's nodes (or,
/// `per_device`, its GPUs); 0: no limit.
struct RoutingLimit {
  int units = 0;
  bool per_device = false;
};

struct PublishedRun {
  std::string id;
  std::string source_group;
  std::string stack;  ///< software stack that ran it
  ModelConfig model;
  std::string hardware_name;  ///< bundled profile
  double gpu_memory_gib = 0;  ///< as the row states (overrides the profile's HBM)
  double power_limit_w = 0;   ///< a stated power cap (0: none)
  /// The stated inter-node network ("4x 100 Gb/s Omni-Path per node"):
  /// NICs per node and Gb/s each (0: the profile's).
  int nics_per_node = 0;
  double nic_gbit_per_s = 0;
  /// The row's GPUs per node when it states fewer than the profile's node
  /// holds (4-GPU A100 nodes of many supercomputers; 0: the profile's).
  int gpus_per_node = 0;
  /// GPUs the run takes from each rack-scale NVLink domain, where the row's
  /// system names its racks ("40x NVIDIA GB200 NVL72" for 2,560 GPUs: 64 of
  /// each rack's 72); 0: not stated (the domain is the profile's node).
  int nvlink_domain_gpus = 0;
  /// Node- or device-limited routing as the row states it ("node-limited
  /// routing (<=4 nodes)": DeepSeek-V3; "device-limited routing (M=3)":
  /// DeepSeek-V2). Applied by LimitedRouting once the node size is known.
  RoutingLimit routing_limit;
  int num_gpus = 0;
  Plan plan;
  double measured_iteration_time_s = 0;
  bool measured_from_tflops = false;  ///< derived from model TFLOP/s per GPU
  std::optional<double> measured_peak_memory_gib;
  /// The row says whether (and how) it recomputed activations; when it does
  /// not, `validate` runs it with the least recompute that fits with the
  /// prediction's margin (RecomputeThatFits): the run did fit, and its
  /// authors left room. A row whose notes state
  /// activation CPU offloading (cpu_offloading_num_layers) counts as stated.
  bool recompute_stated = false;
  /// The row states its micro-batch, or the stack's convention sets it
  /// (SoftwareStack::microbatches_per_stage). When neither does and the run
  /// has no pipeline, `validate` runs the largest micro-batch that fits
  /// (MicroBatchThatFits).
  bool micro_batch_stated = false;
  /// A MoE row states its expert parallelism; when it does not, conversion
  /// spreads the experts as far as they divide over dp x cp and `validate`
  /// chooses among those sizes (ExpertParallelThatFits).
  bool expert_parallel_stated = true;
};

/// The stated limit of a row's routing: "node-limited routing (<=4 nodes)",
/// "at most 4 nodes per token", "max 4 nodes/token"; "device-limited routing
/// (M=3)", "3 devices per token".
std::optional<RoutingLimit> StatedRoutingLimit(const std::string& text);

/// `model` with a routing limit as groups: the expert group's nodes (`plan.ep`
/// over `gpus_per_node`) or devices, `limit.units` of them per token
/// (MoeConfig::routing_groups); unchanged where that limits nothing.
ModelConfig LimitedRouting(const ModelConfig& model, const Plan& plan, int gpus_per_node,
                           const RoutingLimit& limit);

/// A row that does not say how it recomputed activations and does not fit
/// without recompute, with the prediction's margin (sim::FitsWithMargin),
/// ran with some: the first that fits so of selective recompute of the core
/// attention, of the norms (and the experts' activation) too, and full
/// recompute of 1/8, 2/8, ... of the layers, with its simulation; nullopt
/// when none fits. On a stack that checkpoints only whole layers
/// (MemoryBehaviour::partial_recompute false) the choice is none, where the
/// plan fits at all (its authors tuned to the edge rather than pay a third
/// more forward work), else full recompute of every layer.
std::optional<std::pair<Plan, sim::StepResult>> RecomputeThatFits(const ModelConfig& model,
                                                                  const HardwareProfile& hw,
                                                                  const Plan& plan);

/// A MoE row that states no expert parallelism ran the smallest size, of
/// those that divide both its experts and its dp x cp ranks, from the
/// largest within one NVLink domain (hw.node.gpus_per_node) up, at which it
/// fits: its all-to-alls stay on NVLink where memory allows, as recipes
/// place them (Megatron-Core's EP 8 on 8-GPU nodes), and spread over more
/// nodes only to fit (DeepSeek-V3's EP 64). Fitting: the plan fits, or, where
/// the row does not state its recompute, some recompute makes it fit
/// (RecomputeThatFits). The largest size where none fits.
Plan ExpertParallelThatFits(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                            bool recompute_stated);

/// A row that states no micro-batch and runs no pipeline (which would want
/// many micro-batches in flight) took its per-rank batch (global / dp) in as
/// few micro-steps as fit, as such runs are tuned: a micro-batch of 1 would
/// re-gather a sharded model's parameters and re-launch every kernel once per
/// sample. The largest size that fits with the prediction's margin
/// (sim::FitsWithMargin) with the plan's recompute, of the rank's batch and,
/// halving, the largest divisor of it at most half the last size tried; where
/// the row does not state its recompute and no size fits without, the
/// largest with the least recompute that fits at that size
/// (RecomputeThatFits). With its simulation; nullopt when none fits.
std::optional<std::pair<Plan, sim::StepResult>> MicroBatchThatFits(const ModelConfig& model,
                                                                   const HardwareProfile& hw,
                                                                   const Plan& plan,
                                                                   bool recompute_stated);

/// Whether a row's architecture notes state that the input embedding and the
/// output layer share one weight ("tied embeddings", "tied input/output
/// embeddings", "weight tying": GPT-3, BLOOM, Megatron's GPT); "untied",
/// "not tied" and silence leave them apart.
bool StatesTiedEmbeddings(const std::string& text);

/// The attention kernel a row's text states: a FlashAttention version
/// ("FlashAttention-2", "flash-attn 2.5.8", "FA3"), cuDNN's fused attention,
/// or none ("no FlashAttention", "unfused attention"); nullopt when it names
/// none or only "FlashAttention" without a version (the stack's era decides).
std::optional<AttentionKernel> StatedAttentionKernel(const std::string& text);
/// The FlashAttention a row ran that names FlashAttention without a version
/// ("FlashAttention", "flash-attn", PyTorch's "SDPA" /
/// "scaled_dot_product_attention"): FlashAttention-2 from 2024 on (PyTorch
/// 2.2's SDPA, January 2024; FlashAttention-2 itself from July 2023) or when
/// the source names no year, the first version before. nullopt when the text
/// names none, or denies it ("no FlashAttention"). ConvertPublishedRun uses
/// it where the row's stack runs unfused attention, or cuDNN's for a source
/// from before 2024.
std::optional<AttentionKernel> UnversionedFlashAttention(const std::string& text,
                                                         int publication_year);
/// Whether a row's text turns Transformer Engine's cuDNN attention off or on
/// by its environment ("NVTE_FUSED_ATTN=0", "NVTE_FUSED_ATTN: 1"); nullopt
/// when it does not set it.
std::optional<bool> StatedCudnnAttention(const std::string& text);
/// The kernel Transformer Engine runs when a row turns its cuDNN attention
/// off (NVTE_FUSED_ATTN=0): FlashAttention-2 where the software predates
/// FlashAttention 3 in it. Transformer Engine took up FlashAttention 3 in
/// v1.11 (October 2024) only as a separate install, which NeMo's containers
/// carry from May 2025 (NVIDIA/NeMo 73f6fcd "add FA3", reinstall.sh). So: a
/// NeMo container `framework` names, before 25.05; else a run published
/// before 2025. nullopt otherwise (either version could have run).
std::optional<AttentionKernel> AttentionWithoutCudnn(const std::string& framework,
                                                     int publication_year);
/// Whether a row's text states that the step ran as CUDA graphs ("CUDA
/// graphs", "no CUDA graphs"); nullopt when it does not say.
std::optional<bool> StatedCudaGraphs(const std::string& text);
/// Whether a row's text states an interleaved (virtual-stage) pipeline
/// schedule ("schedule Interleaved 1F1B", "interleaved pipeline", "virtual
/// pipeline stages"); false for a sentence that leaves it open ("whether the
/// interleaved schedule was used is not stated") or denies it.
bool StatesInterleavedSchedule(const std::string& text);
/// Whether a row's text states that pipeline-parallel sends overlapped
/// computation ("DP/TP/PP comm overlap enabled", "--overlap-p2p-communication",
/// "overlapping of ... pipeline-parallel communication with computation"):
/// Megatron-LM runs that only with the interleaved schedule and turns it off
/// otherwise (megatron/training/arguments.py of core_r0.8.0: "Setting
/// args.overlap_p2p_comm to False since non-interleaved schedule does not
/// support overlapping p2p communication"), so such a run was interleaved.
bool StatesPipelineCommOverlap(const std::string& text);
/// Whether a row's text names a non-interleaved pipeline schedule ("schedule
/// 1F1B", "PipeDream-Flush", "GPipe"); a named interleaved one is
/// StatesInterleavedSchedule's.
bool StatesPlainPipelineSchedule(const std::string& text);
/// The share of a 1F1B step its pipeline bubble takes: (pp - 1) / (m + pp -
/// 1) with m micro-batches per pipeline (Narayanan et al., SC'21, eq. 1).
double OneFOneBBubbleShare(const Plan& plan);
/// A row that names no schedule, on a stack that interleaves, whose 1F1B
/// bubble would take more than this share of the step, ran the interleaved
/// schedule (ConvertPublishedRun).
inline constexpr double kUnstatedInterleaveBubble = 0.10;
/// What a row's text states of its expert-parallel all-to-all overlapped with
/// another micro-batch's computation (Megatron-Core's
/// overlap_moe_expert_parallel_comm, Megatron-Bridge's moe_a2a_overlap: "EP
/// communication overlap", "moe_a2a_overlap=True"); nullopt: nothing stated.
std::optional<bool> StatedMoeCommOverlap(const std::string& text);
/// Whether a row's text states that its experts ran as one grouped GEMM
/// (Megatron-Core's moe_grouped_gemm: "moe_grouped_gemm true", "grouped
/// GEMM") or one GEMM per local expert ("moe_grouped_gemm false": the
/// SequentialMLP of Transformer Engine Linear modules); nullopt: not stated.
std::optional<bool> StatedGroupedGemm(const std::string& text);
/// Whether a row states Transformer Engine's fused grouped MLP on Blackwell
/// (Megatron-Bridge's cutedsl_fused_grouped_mlp, NVTE_CUTEDSL_FUSED_GROUPED_MLP:
/// the CuTe DSL grouped GEMMs with the SwiGLU and quantization fused, not the
/// multi-stream cuBLAS grouped GEMM); nullopt where it is silent.
std::optional<bool> StatedFusedGroupedMlp(const std::string& text);
/// Attention in fp8 as a row states it (fp8_dot_product_attention,
/// --fp8-dot-product-attention); nullopt where it is silent.
std::optional<bool> StatedFp8Attention(const std::string& text);
/// Racks of a rack-scale NVLink system a row's system names ("Tyche (8x
/// NVIDIA GB200 NVL72)", "16 GB200 NVL72 racks"); 0: none named.
int StatedNvl72Racks(const std::string& system_name);
/// The rank order a row states: Megatron's use_tp_pp_dp_mapping (MLPerf's
/// TP_PP_DP_MAPPING=True, --use-tp-pp-dp-mapping) or the order itself
/// ("tp-cp-ep-pp-dp"): pipeline inside data parallelism, so a model replica's
/// stages sit on neighbouring ranks; "unset", "False" or the default order
/// named: Megatron-Core's tp-cp-ep-dp-pp. nullopt where it is silent.
std::optional<RankOrder> StatedRankOrder(const std::string& text);
/// Whether a row's text states its tensor-parallel communication overlapped
/// with the GEMMs (Transformer Engine userbuffers: NeMo's
/// "ub_tp_comm_overlap true", Megatron's "--tp-comm-overlap", Megatron-Bridge's
/// "comm_overlap.tp_comm_overlap") or not ("= False", "no --tp-comm-overlap");
/// nullopt: not stated.
std::optional<bool> StatedTpCommOverlap(const std::string& text);
/// The transformer layers an fp4 row keeps in BF16, as its text states
/// Megatron-Core's settings: num_layers_at_start_in_bf16 + _end_in_bf16
/// ("--num-layers-at-end-in-bf16 4" alike), or 0 where first_last_layers_bf16
/// is off; nullopt where it is silent (or names the switch without counts).
std::optional<int> StatedFp4Bf16Layers(const std::string& text);
/// Whether a run keeps its weights in fp8 (Transformer Engine fp8_model_init:
/// the parameter is the fp8 tensor, no 16-bit copy), as the row states it:
/// NeMo's "fp8_params", Megatron's "--fp8-param-gather" / "fp8_param_gather".
/// false where the text sets it false; nullopt where it is silent.
std::optional<bool> StatedFp8PrimaryWeights(const std::string& text);
/// Whether a row states its NVFP4 weights are the parameters themselves
/// (MemoryBehaviour::fp4_primary_weights): "PRE_QUANTIZED_MODEL=True" (read
/// first: it replaces the weights whatever FP4_PARAM says) or "fp4_param".
std::optional<bool> StatedFp4PrimaryWeights(const std::string& text);
/// Bytes of each Adam moment a row states: 2 for bf16 moments ("bf16 Adam
/// moments", "exp_avg_dtype bf16"; not "--use-precision-aware-optimizer"
/// alone, whose moments default to fp32), 4 for fp32 ones ("fp32 states",
/// "fp32 moments"); nullopt where it is silent.
std::optional<double> StatedAdamMomentBytes(const std::string& text);
/// The submodules a row offloads with Megatron-Core's fine-grained
/// activation offloading ("--offload-modules expert_fc1 moe_act",
/// "offload_modules: ['core_attn', 'attn_proj']"); none where it is silent.
OffloadModules StatedOffloadModules(const std::string& text);
/// Bytes per parameter of the optimizer's master copy a row states: 2 for a
/// bf16 master ("bf16 master", "main_params_dtype bf16") or
/// "store_param_remainders" (Apex, Transformer Engine; false: 4), 0 for none
/// ("no master copy", "store_params false"), 4 for fp32 ("fp32 master",
/// "main_params_dtype fp32").
std::optional<double> StatedMasterWeightBytes(const std::string& text);
/// Megatron-Core's precision-aware optimizer ("precision-aware optimizer",
/// "--use-precision-aware-optimizer", "use_precision_aware_optimizer"):
/// false where the text turns it off; nullopt where it is silent.
std::optional<bool> StatedPrecisionAwareOptimizer(const std::string& text);
/// Bytes per parameter of the optimizer's gradient copy a row states: 2 for
/// "main_grads_dtype bf16" (Megatron's precision-aware optimizer) or
/// "grad_sync_dtype bf16" (Apex DistributedFusedAdam), 4 for fp32.
std::optional<double> StatedGradCopyBytes(const std::string& text);
/// Bytes per logit of the loss a row states: 2 for Transformer Engine's fused
/// cross entropy ("cross_entropy_fusion_impl te", "--cross-entropy-fusion-impl
/// te": the 16-bit logits kept, their gradient written over them, one fused
/// pass each way), 6 for Megatron-Core's own ("cross_entropy_fusion_impl
/// native": fp32 softmax beside the 16-bit logits); nullopt where it is silent.
std::optional<double> StatedCrossEntropyBytesPerLogit(const std::string& text);
/// The expert-parallel dispatcher a row's text names: HybridEP ("HybridEP",
/// "moe_flex_dispatcher_backend hybridep"; it outranks a mention of DeepEP,
/// whose library it ships in) or DeepEP; nullopt when it names neither or
/// denies it ("without DeepEP").
std::optional<MoeDispatcher> StatedMoeDispatcher(const std::string& text);
/// The share of full (non-causal) attention FLOPs a row's model-FLOPs figure
/// counts, as its text states the convention: 0.5 for "causal attention
/// counted half" (Megatron-LM's num_floating_point_operations since
/// ADLR/megatron-lm!2789 of 2025-03-06), 1 for "attention counted in full";
/// nullopt when it does not say.
std::optional<double> StatedAttentionFlopsShare(const std::string& text);
/// The same share where a row names Megatron-LM's own count ("Megatron model
/// FLOPs") without stating the convention, read from its source's year
/// (PublicationYear): Megatron-LM's num_floating_point_operations took the
/// whole seq x seq attention matrix until ADLR/megatron-lm!2789 (2025-03-06)
/// halved it for the causal mask, so 1 for a source from 2024 or earlier, 0.5
/// for one from 2026 on; nullopt for 2025 (either), an unknown year, or
/// another framework's count.
std::optional<double> MegatronAttentionFlopsShare(const std::string& definition, int year);
/// The NeMo container release a row's text names ("NeMo 24.03.01",
/// "NeMo25.04.rc2", "NeMo 25.09 / Megatron-Bridge"): {year, month} of its
/// YY.MM tag; nullopt where it names none.
std::optional<std::pair<int, int>> NemoContainerRelease(const std::string& text);
/// The share of full attention FLOPs a row's "NeMo model FLOPs" figure
/// counts, read from the container release its framework names: NeMo's
/// published model TFLOP/s took the whole seq x seq matrix (12 s/h per layer in
/// nemo/utils/flops_formulas.py, as the 24.07 performance summary's Llama rows
/// reproduce) until NVIDIA/NeMo#14424 (2025-08-09, in the 25.09 branch) halved
/// it for the causal mask, as Megatron-Bridge's flop_utils.py (NeMo 25.09 on)
/// counts it: 1 for a container before 25.09, 0.5 from 25.09; nullopt for
/// another framework's count or an unnamed release.
std::optional<double> NemoAttentionFlopsShare(const std::string& definition,
                                              const std::string& framework);
/// Whether a row's text states that its router was forced to balance the
/// experts ("forced load balancing", "force-balance the token distribution":
/// Megatron-Core's benchmark-only moe_router_force_load_balancing, random
/// router logits), so every expert-parallel rank receives an even share.
bool StatesForcedLoadBalance(const std::string& text);
/// How a row's `activation_recompute` text recomputes: "selective ..." or
/// Megatron's module names alone ("norm, act", "mla_up_proj, mlp"):
/// selective; "full ...", or whole layers checkpointed ("activation
/// checkpointing", Megatron's recompute methods "uniform" / "block"): full;
/// "none", "no ...", "off", "null", "disabled", or nothing it recognises:
/// none.
Recompute RecomputeOf(const std::string& text);
/// The Megatron-Core recompute modules a selective row names ("selective
/// (layernorm, moe)", "RMSNorm and MLA up-projections recomputed", the
/// short forms "norm" and "act" for layernorm and moe_act); none named: the
/// core attention, Megatron's default.
RecomputeModules RecomputeModulesOf(const std::string& text);
/// LoRA fine-tuning a row states: "LoRA" or "QLoRA" as a word, not denied
/// ("no LoRA"; MLA's "q_lora_rank" is not LoRA); its rank ("lora_rank 16",
/// "adapter_dim 32", "LoRA (rank 16)", "LoRA, r=8") when given, else 0; its
/// target projections when named ("attention_qkv" or "qkv only": the fused
/// query/key/value projection; "linear_proj", "o_proj", "q, k, v, o":
/// attention; "all linear", "linear_fc1", "gate_proj": every projection).
struct StatedLoraSpec {
  int rank = 0;
  std::optional<LoraTargets> targets;
};
std::optional<StatedLoraSpec> StatedLora(const std::string& text);
/// The sliding window a row's architecture notes state: "<n>-token
/// sliding-window attention" (or "sliding window of <n> tokens"), every
/// layer windowed unless they say the layers alternate with full attention
/// ("alternating full / 128-token sliding-window": every second layer
/// full); nullopt when they state no window of a size.
std::optional<SlidingWindowConfig> StatedSlidingWindow(const std::string& text);
/// The fp8 scaling a row's precision or notes state: "current scaling",
/// "FP8-CS", torchao's "tensorwise" and "rowwise" are current scaling;
/// "MXFP8", "blockwise", "1x128" block scaling; "delayed" delayed; nullopt
/// when they name none (the stack's default holds).
std::optional<Fp8Recipe> StatedFp8Recipe(const std::string& text);
/// The model chunks per pipeline rank of a run that states an interleaved
/// schedule but not its depth: the stack's chunks per rank, else chunks of
/// about its layers per chunk (at least 2), else 2.
int InterleavedChunksOf(const SoftwareStack& stack, int num_layers, int pp);

/// Converts a row; returns the reason it cannot be simulated instead when a
/// field the simulation needs is missing or contradictory.
struct ConversionResult {
  std::optional<PublishedRun> run;
  std::string skip_reason;
  /// The row states something impossible (a number out of range, not whole):
  /// `validate` warns and counts it, and --strict makes it fatal.
  bool invalid = false;
};
/// With `known_models`, a row that names one of them (FindKnownModel) takes
/// what of its architecture it leaves unstated from that model's config.
ConversionResult ConvertPublishedRun(const Json& row, const SoftwareStack& stack,
                                     const KnownModels* known_models = nullptr);

/// Which stack ran a published row: data/published_run_stacks.json's rules
/// (case-insensitive substrings of the row's framework and notes; the first
/// match wins), or the row's own "stack" field.
struct StackRule {
  /// Substrings that must all occur in "framework" (the table's "framework":
  /// one string or an array of them).
  std::vector<std::string> framework;
  std::string framework_equals;  ///< the whole "framework"
  std::string notes;             ///< substring of "notes"
  /// Only rows published before this year (PublicationYear); 0: any row.
  int published_before = 0;
  /// Only rows published in this year or later; 0: any row. A row whose
  /// source names no year matches neither bound.
  int published_from = 0;
  std::string stack;
};
/// The year a published row's source dates from: its first arXiv
/// identifier (YYMM.NNNNN) or else the first year 2000-2099 written in
/// "source"; 0 when it names none.
int PublicationYear(const Json& row);
struct StackMap {
  std::string file;
  std::string default_stack;
  std::vector<StackRule> rules;
};
StackMap LoadStackMap(const std::string& path);
std::string StackForRow(const Json& row, const StackMap& map);
/// DataDir()/data/published_run_stacks.json
std::string DefaultStackMapPath();

/// Bundled profile name for a published GPU description ("A100 SXM4 40GB"),
/// its memory and the GPUs of its node (0: not stated): V100s sixteen to a
/// node (or "SXM3", "DGX-2") sit in a DGX-2, the others in a DGX-1V.
std::optional<std::string> HardwareForGpuType(const std::string& gpu_type, double memory_gb,
                                              int gpus_per_node = 0);

/// A row as `validate --runs --json` writes it (results/validation_row.h).
using results::ValidationRow;

struct ErrorStats {
  int count = 0;
  double mape = 0;
  double median_ape = 0;
  double max_ape = 0;
};
ErrorStats Summarize(const std::vector<double>& abs_errors);

struct ValidationReport {
  std::vector<ValidationRow> rows;
  std::vector<std::pair<std::string, std::string>> skipped;  ///< id, reason
  std::string default_stack;
  std::vector<std::string> invalid;  ///< bad lines and impossible rows (also in skipped)
  ErrorStats overall;
  ErrorStats raw_overall;  ///< every row on the default stack
  ErrorStats moe;          ///< MoE rows only
  std::map<std::string, ErrorStats> by_group;
  std::map<std::string, ErrorStats> raw_by_group;
  std::map<std::string, ErrorStats> by_stack;
  /// Rows that really ran whose plan is predicted not to fit in the GPUs'
  /// memory (even with the recompute validate may infer): ids.
  std::vector<std::string> ran_predicted_oom;
  /// Rows that really ran and fit by their predicted peak, but within the
  /// prediction's margin (sim::TightStage): the runs `plan --risk p90` would
  /// refuse. ids.
  std::vector<std::string> ran_tight;
  int covered_80 = 0;  ///< rows whose measurement lies in the 80% interval
  int covered_95 = 0;
};

struct ValidationOptions {
  std::string runs_path;
  std::string stack_map_path;  ///< empty: DefaultStackMapPath()
  /// A malformed line or an impossible row is an InputError instead of
  /// being skipped and listed in `invalid`.
  bool strict = false;
  std::string known_models_path;  ///< empty: DefaultKnownModelsPath()
};

/// Reads a JSON-lines file of runs and simulates every row it can, on its
/// own stack and on the default stack. A malformed line or an impossible row
/// is skipped and listed in `invalid` (with `strict`, an InputError); an
/// empty file is an InputError.
ValidationReport ValidatePublishedRuns(const ValidationOptions& options);

/// The `count` rows with the largest absolute error, largest first.
std::vector<const ValidationRow*> WorstRows(const ValidationReport& report, size_t count);

/// One interval family's rows of a report: the ratio quantiles fitted to
/// them (sources weighted equally, sim::FitRatioQuantiles; the 2.5% and
/// 97.5% quantiles widened to those of all rows where these lie further
/// out) and how many the committed intervals cover.
struct FamilyIntervals {
  int rows = 0;
  sim::RatioQuantiles fit;
  int covered_80 = 0;
  int covered_95 = 0;
};
FamilyIntervals FitFamilyIntervals(const ValidationReport& report, sim::IntervalFamily family);

}  // namespace shoal::validation
