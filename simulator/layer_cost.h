// Per-micro-batch cost of each kind of layer on one GPU, op by op: GEMMs,
// attention, memory-bound kernels, and the communication on the layer's
// critical path (TP all-reduce / reduce-scatter + all-gather, CP ring
// exchange, MoE dispatch/combine all-to-all).
#pragma once

#include <string>
#include <vector>

#include "core/phase.h"
#include "core/hardware.h"
#include "core/model.h"
#include "core/plan.h"
#include "simulator/activity.h"
#include "simulator/collective_model.h"
#include "simulator/compute_model.h"
#include "simulator/placement.h"
#include "simulator/plan_costs.h"

namespace shoal::sim {

/// Kinds of time, the keys of the step breakdown.
enum class CostKind { kCompute, kRecompute, kTp, kCp, kEp, kCount };
/// The step phase a cost kind shows as (core/phase.h), and its key.
Phase PhaseOf(CostKind k);
const char* CostKindName(CostKind k);

struct Op {
  std::string name;
  CostKind kind = CostKind::kCompute;
  double seconds = 0;
  Activity activity = Activity::kGemm;  ///< for power; communication kinds are kComm
  double host_s = 0;  ///< CPU time the host takes to issue it (framework dispatch, launches)
  double out_cols = 0;  ///< a GEMM's output columns (its rows are the tokens); 0: not a GEMM
};

/// The ops of one pass (forward or backward) over one layer or head.
struct PassCost {
  std::vector<Op> ops;
  double Seconds() const;
  double Seconds(CostKind k) const;
  /// Adds an op; communication kinds (TP, CP, EP) count as Activity::kComm.
  void Add(const std::string& name, CostKind kind, double seconds,
           Activity activity = Activity::kGemm, double host_s = 0);
  /// CPU time to issue the pass's ops.
  double HostSeconds() const;
  void Append(const PassCost& other, CostKind as_kind);
};

/// One MoE layer's four all-to-alls (seconds each, alone on the GPU).
struct MoeAllToAllSeconds {
  double dispatch_fwd_s = 0;
  double combine_fwd_s = 0;
  double dispatch_bwd_s = 0;
  double combine_bwd_s = 0;
};
/// What of them stays on the critical path, charged to each pass.
struct MoeExposedSeconds {
  double forward_s = 0;
  double backward_s = 0;
};
/// Megatron-Core's EP all-to-all overlap (overlap_moe_expert_parallel_comm)
/// runs one micro-batch's forward of the layer beside another's backward,
/// the all-to-alls on a stream of their own, each beside one partner only
/// (models/common/model_chunk_schedule_plan.py TransformerLayerSchedulePlan.run):
///   comm: combine_bwd(A)     | dispatch_fwd(B) -> dispatch_bwd(A)        | combine_fwd(B)
///   comp: pre_dispatch_fwd(B)| mlp_bwd(A) -> mlp_bwd_dw(A) -> mlp_fwd(B) | pre_dispatch_bwd(A)
/// The experts ("moe.expert_*" ops) are the mlp, their ".wgrad" ops the
/// backward_dw, every other compute op of the pass is pre-dispatch. What an
/// all-to-all does not hide behind its partner stays exposed: the time of
/// the three windows beyond their compute alone.
MoeExposedSeconds PairedAllToAllExposed(const PassCost& forward, const PassCost& backward,
                                        const MoeAllToAllSeconds& a2a);

struct LayerCost {
  PassCost forward;
  PassCost backward;         ///< includes recompute when the plan recomputes
  /// The backward split as zero-bubble schedules run it (DualPipe): the
  /// weight-gradient GEMMs alone, and the rest (recompute, input gradients,
  /// communication, elementwise kernels).
  PassCost backward_input;
  PassCost backward_weight;
  double dense_params = 0;   ///< parameters replicated over the DP x CP group (this GPU's share)
  double expert_params = 0;  ///< parameters replicated over the expert-DP group
  /// Of those, the trained ones (gradients reduced, optimizer state): all of
  /// them, or only the LoRA adapters when the base is frozen.
  double trainable_dense_params = 0;
  double trainable_expert_params = 0;
  /// Parameter tensors this GPU holds of the layer (ParamTensors): what a
  /// stack that gathers ZeRO-3 parameters tensor by tensor issues collectives for.
  ParamTensorCount param_tensors;
  /// EP seconds a pass hides behind another micro-batch's compute
  /// (Plan::overlap_moe_comm) that a pass with no partner runs exposed
  /// (Plan::moe_overlap_unpaired_exposed): the schedule's warmup forwards and
  /// cooldown backwards. 0 where nothing is hidden.
  double unpaired_ep_forward_s = 0;
  double unpaired_ep_backward_s = 0;
};

/// Parameter tensors of one layer as Megatron's GPT model builds it: each
/// attention projection (fused QKV or MLA's projections), FFN matrix (gate
/// and up fused in one fc1), the router, and each local expert's fc1 and
/// fc2 are matrices; norms, and biases for the GELU models (GPT-2/3's
/// convention, LayerNorm with a bias too), are vectors; the gated models
/// have none (Llama's RMSNorm and bias-free linears). `local_experts` = 0
/// for a dense layer.
ParamTensorCount ParamTensors(const ModelConfig& model, int local_experts);

/// Seconds of the ops of `pass` with indices in [first_op, end_op).
double SecondsBetween(const PassCost& pass, size_t first_op, size_t end_op);

/// Whether attention runs as one fused (flash) kernel on this GPU and plan.
bool UsesFusedAttention(const HardwareProfile& hw, const Plan& plan);

/// The modules a layer re-runs in its backward outside full recompute: the
/// plan's selective-recompute modules (none unless the plan recomputes
/// selectively), and the experts' activation where the stack always
/// recomputes it (MemoryBehaviour::recompute_moe_act). The memory model
/// drops their outputs, the layer costs re-run their forward ops.
RecomputeModules SelectivelyRecomputed(const Plan& plan);

/// Builds layer costs for a model, hardware and plan.
class LayerCostModel {
 public:
  LayerCostModel(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan);

  const LayerCost& Dense() const { return dense_; }
  const LayerCost& Moe() const { return moe_; }
  const LayerCost& Embedding() const { return embedding_; }
  const LayerCost& Head() const { return head_; }
  const LayerCost& ForLayer(int layer) const { return model_.IsMoeLayer(layer) ? moe_ : dense_; }
  const Placement& placement() const { return placement_; }
  const ComputeModel& compute() const { return compute_; }
  const CollectiveModel& collectives() const { return collectives_; }
  /// Tokens of one micro-batch on one GPU (after the CP split).
  double TokensPerMicroBatch() const { return tokens_; }

  /// MoE dispatch (or combine) of `bytes` from each rank over the expert
  /// group, by the plan's dispatcher.
  double DispatchSeconds(double bytes, bool combine) const;
  /// DeepEP's normal dispatch (or combine) of `bytes` of routed copies;
  /// `hybrid`: HybridEP's kernels, at the profile's HybridEP shares.
  double DeepEpSeconds(double bytes, bool hybrid = false) const;

 private:
  void BuildAttention(PassCost* fwd, PassCost* bwd, PassCost* recompute) const;
  void BuildDenseFfn(PassCost* fwd, PassCost* bwd) const;
  void BuildMoeFfn(LayerCost* layer) const;
  void BuildEmbedding();
  void BuildHead();
  void Finish(LayerCost* layer, const PassCost& recompute) const;
  /// LayerCost::backward_input / backward_weight from the finished backward.
  static void SplitBackward(LayerCost* layer);
  /// What the second operand of a GEMM is: a weight (a projection) or an
  /// activation (attention scores x values).
  enum class Operand { kWeight, kActivation };
  /// Forward + backward (dgrad, wgrad) of a linear layer [m x k] x [k x n].
  /// A frozen weight (LoRA) has no wgrad; an adapted one adds its adapters.
  /// Under fp8 and fp4, the attention batched GEMMs (activation x
  /// activation), the router and the LM head stay 16-bit (and cast nothing);
  /// under fp4 the layers kept in BF16 (Plan::fp4_bf16_layer_share) run their GEMMs
  /// at 16-bit speed too.
  /// `gemm_share`: the share of the GEMM law its GEMMs reach (the stack's
  /// grouped expert GEMMs, Plan::moe_expert_gemm_share; 1 elsewhere).
  void Linear(const std::string& name, double m, double n, double k, double batch, PassCost* fwd,
              PassCost* bwd, Operand second = Operand::kWeight, double gemm_share = 1.0) const;
  /// Seconds of the GEMM [m x k] x [k x n] of the projection `name`: `low`
  /// (a projection the fp8/fp4 plan quantizes) in the plan's precision, under
  /// fp4 with the BF16-kept share at 16-bit speed; any other at 16-bit speed.
  double LinearGemmSeconds(bool low, double m, double n, double k, double batch) const;
  /// GShard's dense dispatch and combine products and their routing tensors
  /// (Plan::moe_einsum_dispatch), forward and backward.
  void EinsumDispatch(PassCost* fwd, PassCost* bwd) const;
  /// An elementwise kernel: `bytes_fwd` moved forward (twice that backward),
  /// and the exponentials each pass evaluates (compute_model's
  /// ElementwiseSeconds).
  void Memory(const std::string& name, double bytes_fwd, PassCost* fwd, PassCost* bwd,
              double exps_fwd = 0, double exps_bwd = 0) const;
  /// One memory-bound op on `pass`: `kernels` launches moving `bytes` with
  /// `exps` exponentials, each launch an eager op the host issues.
  void MemoryKernels(PassCost* pass, const std::string& name, double bytes, double exps,
                     double kernels) const;
  /// TP communication of a block's `bytes` of activations, forward and
  /// backward: all-gather + reduce-scatter with sequence parallelism (the
  /// sequence-split input and output; the all-gather moves `gather_bytes`
  /// where the block gathers something narrower than its input, as MLA
  /// gathers its latents), else one all-reduce. With the plan's
  /// tp_comm_overlap, part of it hides behind the block's GEMMs (`gemms`),
  /// which then run cut into chunks as the plan's tp_overlap_method cuts them.
  struct TpGemmOps {
    /// [first, last) op indices: the column-parallel GEMMs on the gathered
    /// input (QKV, FC1) and the row-parallel one before the reduce-scatter
    /// (proj, FC2), in the forward and the backward pass.
    size_t gather_fwd[2], gather_bwd[2], scatter_fwd[2], scatter_bwd[2];
  };
  void TensorParallelComm(const std::string& name, double bytes, PassCost* fwd, PassCost* bwd,
                          const TpGemmOps& gemms, double gather_bytes = -1) const;


  const ModelConfig& model_;
  const HardwareProfile& hw_;
  const Plan& plan_;
  ComputeModel compute_;
  /// 16-bit GEMMs beside fp4 ones (BF16-kept layers, attention, router, head).
  ComputeModel compute16_;
  CollectiveModel collectives_;
  Placement placement_;
  double tokens_ = 0;
  double act_bytes_ = 2;
  LayerCost dense_, moe_, embedding_, head_;
};

}  // namespace shoal::sim
