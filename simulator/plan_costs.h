// The simulator's prices of the parts of a plan, for the planner: what one
// micro-batch of each kind of layer costs, what a pipeline stage holds in
// memory, what the data-parallel collectives, pipeline sends and optimizer
// step take, and a floor under the step's energy. Public (docs/architecture.md
// "The simulator's public API"): the planner bounds and sorts candidate plans
// with these before it simulates any (simulate.h), and they are the very
// functions the simulated step is built from, so a bound and a simulation of
// the same plan agree on every part.
//
// Use: per split of the search (tp, cp, ep, etp, micro-batch, recompute and
// the MoE options), SplitCostsOf once; per hardware profile, one CommCosts
// shared by the search's threads; per plan, PacedUnitCosts, PlaceRanks
// (simulator/placement.h) and CommCosts::DataParallel, then the functions
// below. Every call is a pure function of its arguments.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/hardware.h"
#include "core/model.h"
#include "core/plan.h"
#include "core/plan_geometry.h"
#include "simulator/activity.h"
#include "simulator/placement.h"
#include "simulator/simulate.h"

namespace shoal::sim {

class CollectiveModel;

// ---- Layer costs ---------------------------------------------------------

/// Per-micro-batch seconds and parameters of one kind of unit (a dense or
/// MoE layer, the embedding, the head) on one GPU: the simulator's layer
/// costs (TP/CP/EP communication on the critical path included) summed.
struct UnitCost {
  double forward_s = 0;
  double backward_s = 0;  ///< recompute included when the plan recomputes
  /// Of those, the kernels' own time (compute and recompute kinds), which the
  /// slowest of the plan's GPUs stretches (PacedUnitCosts).
  double forward_compute_s = 0;
  double backward_compute_s = 0;
  /// Forward plus backward by what the GPU does, for its power: the compute
  /// and recompute kernels by their activity (GEMM, attention, memory-bound;
  /// paced like the compute seconds), and the TP/CP/EP communication on the
  /// compute stream, which the simulator counts as communication.
  ActivityArray compute_activity_s{};
  double stream_comm_s = 0;
  /// The EP time a pass hides beside another micro-batch's and runs exposed
  /// without a partner (LayerCost::unpaired_ep_*_s).
  double unpaired_forward_s = 0;
  double unpaired_backward_s = 0;
  double dense_params = 0;
  double expert_params = 0;
  /// Of those, the trained ones (all, or the LoRA adapters): what is
  /// reduced and updated, and gathered by ZeRO-1/2.
  double trainable_dense_params = 0;
  double trainable_expert_params = 0;
};

struct UnitCosts {
  UnitCost dense, moe, embedding, head;
  double pp_boundary_bytes = 0;  ///< a micro-batch's activations (or gradients) between stages
};

/// A split's layer costs: the sums the bounds use, and a fingerprint of
/// every op of every pass (name, kind, seconds, activity), equal for two
/// splits whose layers the simulator costs alike.
struct SplitCosts {
  UnitCosts units;
  uint64_t ops_fingerprint = 0;
};

/// The layer costs of `plan`'s split: they depend on tp, cp, ep, etp, the
/// micro-batch, recompute, the MoE options and sequence parallelism, not on
/// dp, pp, the schedule, ZeRO, offload or the batch.
SplitCosts SplitCostsOf(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan);

/// `costs` as the plan's GPUs run them: each unit's compute stretched by the
/// slowest of plan.NumGpus() GPUs (simulator/variability.h), as the step
/// builder does.
UnitCosts PacedUnitCosts(const UnitCosts& costs, const HardwareProfile& hw, const Plan& plan);

// ---- Memory --------------------------------------------------------------

/// Bytes per element or parameter that a plan's precision implies.
struct PrecisionBytes {
  double activation = 2;  ///< activations and gathered parameters on the wire
  double weights = 2;     ///< resident weights (fp8 training keeps 16-bit + fp8 copies)
  double gradients = 2;   ///< gradients, in the reduction precision
  double optimizer = 12;  ///< master weights + Adam moments (none master in fp32/fp64)
  /// Of `optimizer`, the optimizer's copy of 16-bit gradients
  /// (MemoryBehaviour::optimizer_fp32_grad_copy): made at the step, freed
  /// before the next forward.
  double optimizer_grad_copy = 0;
};
PrecisionBytes BytesFor(const Plan& plan);

/// The memory prediction's own uncertainty, as a share of the allocator's
/// peak: about the 86th percentile of the development set's measured peaks
/// over the predicted ones (docs/validation.md, "Peak memory"). A plan fits
/// when its predicted peak does; the pessimistic bound (plan --risk p90,
/// SimOptions::memory_margin) asks peak + this margin <= HBM.
inline constexpr double kMemoryUncertainty = 0.05;
double MemoryMarginBytes(const MemoryBreakdown& mem);
/// Bytes a stage needs on its GPU before the plan is called feasible: the
/// predicted device peak, plus its margin `with_margin` (the pessimistic
/// bound).
double RequiredBytes(const MemoryBreakdown& mem, bool with_margin);

/// The plan's GPUs on one node, which share its host memory, NVMe and host
/// links (a plan smaller than a node uses only its own; at least 1).
int PlanGpusPerNode(const HardwareProfile& hw, const Plan& plan);
/// Offloaded state in one node's host memory: the stage's per GPU times
/// PlanGpusPerNode.
double HostBytesPerNode(const MemoryBreakdown& mem, const HardwareProfile& hw, const Plan& plan);
/// Offloaded state on one node's NVMe, likewise.
double NvmeBytesPerNode(const MemoryBreakdown& mem, const HardwareProfile& hw, const Plan& plan);

/// The fp32 parameter is the optimizer's master (torch autocast, FSDP mixed
/// precision under the plan's stack) in a mixed-precision plan.
bool MasterIsParam(const Plan& plan);
/// Optimizer state per trained parameter of a rank's partition: master
/// weights (unless MasterIsParam), Adam's two moments, and the optimizer's
/// fp32 gradient copy where BytesFor counts one.
double OptimizerStateBytesPerParam(const Plan& plan);
/// The same with `bytes` = BytesFor(plan) already at hand.
double OptimizerStateBytesPerParam(const Plan& plan, const PrecisionBytes& bytes);

/// What one pipeline stage holds whatever its state options (the plan's
/// zero_stage, offload_optimizer, offload_grads, offload_params and
/// grad_bucket_bytes): its parameters, activations, MoE, pipeline, NCCL and
/// context memory. The planner computes it once for all the variants of a
/// structure and schedule (planner/unit_memory.h).
struct StageContents {
  double dense_params = 0, expert_params = 0;  ///< held by this rank (adapters included)
  double trained_dense_params = 0, trained_expert_params = 0;  ///< of those, trained
  double largest_layer_params = 0;
  /// The largest single module's (a projection, one expert's linear, the
  /// embedding or output layer): what ZeRO-3 gathers at once where it
  /// fetches module by module (MemoryBehaviour::zero3_gathers_modules).
  double largest_module_params = 0;
  int num_layers = 0;
  bool frozen_base = false;  ///< LoRA: only the adapters are trained
  /// The GPU runs fp8 GEMMs in any operand layout, so Transformer Engine keeps
  /// no fp8 weight transpose under per-tensor scaling (Blackwell:
  /// is_non_tn_fp8_gemm_supported, compute capability 10.x); the stack's
  /// cached fp8 copies are one fewer.
  bool fp8_transposes_free = false;
  double activations_bytes = 0;
  /// Of the activations, those activation CPU offloading keeps in pinned
  /// host memory (Plan::activation_offload_layers), not counted above.
  double host_activation_bytes = 0;
  double moe_buffers_bytes = 0;
  double pipeline_buffers_bytes = 0;  ///< one micro-batch's activations sent, one received
  double nccl_bytes = 0;
  double reserved_bytes = 0;
};
StageContents StageContentsOf(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                              const StageLayers& layers, int stage);
/// The stage's memory under `plan`'s state options (ZeRO stage, offload,
/// gradient bucket); `c` from StageContentsOf of a plan that differs from
/// `plan` in those options at most.
MemoryBreakdown StageMemoryOf(const StageContents& c, const Plan& plan);

// ---- Communication and the optimizer ------------------------------------

/// A layer's parameter tensors: weight matrices (nearly all its parameters)
/// and vectors (norm weights, biases) of about `hidden` elements each.
struct ParamTensorCount {
  double matrices = 0;
  double vectors = 0;
  double vector_params = 0;  ///< elements of one vector
  ParamTensorCount& operator+=(const ParamTensorCount& o) {
    matrices += o.matrices;
    vectors += o.vectors;
    vector_params = std::max(vector_params, o.vector_params);
    return *this;
  }
};

/// The data-parallel collectives of a set of parameters on one GPU, as the
/// step builder schedules them: ZeRO's gather of the weights, and the
/// gradient reduction (reduce-scatter with ZeRO >= 1, else all-reduce);
/// dense parameters over dp x cp, expert parameters over the
/// expert-data-parallel group. The planner's bounds use the same sizes
/// (CommCosts::DataParallel builds one).
class DataParallelCollectives {
 public:
  DataParallelCollectives(const Plan& plan, const Placement& placement,
                          const CollectiveModel& collectives);
  /// Whether gradients are reduced over more than one rank at all.
  bool Syncs() const { return syncs_; }
  /// A collective's seconds, and the part of them whose group spans nodes
  /// (bound by the NICs: Task::nic_s).
  struct Time {
    double seconds = 0;
    double nic_s = 0;
  };
  /// `tensors`: the parameter tensors they form (LayerCost::param_tensors);
  /// they matter only when the plan gathers ZeRO-3 parameters tensor by
  /// tensor (Plan::zero3_collective_per_tensor): one collective each, and
  /// the host operations per group member of list-based collectives.
  Time Gather(double dense_params, double expert_params,
              const ParamTensorCount& tensors = {}) const;
  Time Reduce(double dense_params, double expert_params,
              const ParamTensorCount& tensors = {}) const;
  /// The all-reduce that sums the gradients of an embedding tied to the
  /// output layer across the pipeline: `params` (the weight's TP shard) in
  /// the gradient precision, between the first and the last stage
  /// (Megatron-LM's embedding group; DeepSpeed's tied-module group).
  Time TiedEmbeddingReduce(double params) const;
  double GatherSeconds(double dense_params, double expert_params) const {
    return Gather(dense_params, expert_params).seconds;
  }
  double ReduceSeconds(double dense_params, double expert_params) const {
    return Reduce(dense_params, expert_params).seconds;
  }

 private:
  const CollectiveModel& coll_;
  Group dense_, expert_;
  Group embedding_;  ///< the first and the last pipeline stage
  double weight_bytes_ = 2, grad_bytes_ = 2;
  bool reduce_scatter_ = false, syncs_ = false;
  bool per_tensor_ = false;
  double kernels_s_per_collective_ = 0;  ///< launches of one collective's per-member kernels

  /// The dense and expert parts summed, the NIC-bound share beside.
  Time Of(double dense_s, double expert_s) const;
  /// `one(dense, expert)` as one collective, or per tensor when the plan
  /// says so, with the host operations of each.
  template <class OneCollective>
  Time PerTensor(double dense_params, double expert_params, const ParamTensorCount& tensors,
                 const OneCollective& one) const;
};

/// Whether a plan whose ranks sit as `placement` reduces gradients over more
/// than one rank at all (DataParallelCollectives::Syncs).
bool SyncsGradients(const Placement& placement);

/// The collective model of one hardware profile (NCCL's algorithms and
/// protocols on its nodes and fabric), built once and shared by threads: what
/// every collective of a step is priced with.
class CommCosts {
 public:
  explicit CommCosts(const HardwareProfile& hw);
  ~CommCosts();
  CommCosts(const CommCosts&) = delete;
  CommCosts& operator=(const CommCosts&) = delete;

  /// The data-parallel collectives of `plan`, its ranks placed as `placement`
  /// (PlaceRanks); valid while this object lives.
  DataParallelCollectives DataParallel(const Plan& plan, const Placement& placement) const;
  /// One pipeline send of a micro-batch's boundary tensor (`boundary_bytes`,
  /// all of it): each TP rank sends its 1/tp slice, and without sequence
  /// parallelism the receiver all-gathers the rest over its TP group.
  double PipelineSendSeconds(const Plan& plan, const Placement& placement,
                             double boundary_bytes) const;

 private:
  std::unique_ptr<const CollectiveModel> model_;
};

/// Whether a stage waits for its pipeline sends before its next pass: always
/// for GPipe and 1F1B (Megatron's batch_isend_irecv + wait), and for the
/// interleaved schedule and DualPipe unless they overlap them (overlap_p2p_comm).
bool BlockingPipelineSends(const Plan& plan);

/// Seconds of the optimizer step of one stage's parameters on one GPU
/// (including host offload traffic and the CPU Adam step when offloaded).
struct OptimizerCost {
  double gpu_s = 0;
  double offload_s = 0;
};
/// `dense_params` and `expert_params` are the trained ones; `held_dense_params`
/// and `held_expert_params` every parameter the stage holds (a LoRA model's
/// frozen base too), which offloaded parameters bring up over PCIe (< 0: the
/// trained ones).
OptimizerCost OptimizerSeconds(const HardwareProfile& hw, const Plan& plan, double dense_params,
                               double expert_params, int edp_size, double held_dense_params = -1,
                               double held_expert_params = -1);

// ---- Energy --------------------------------------------------------------

/// A lower bound on the step energy (joules, whole job, PUE included) of
/// `plan` when its step takes at least `time_s` and each stage's compute
/// stream is busy at least `stage_busy[s]` seconds by activity (one entry per
/// pipeline stage). The power model (simulator/power_model.h): a stage's GPU
/// draws, over the step, the busy phase's time-weighted demand capped at the
/// limit, communication alone and waiting at their own power, both at least
/// the waiting floor w0 = min(wait, least busy draw). So its energy is at
/// least
///   w0 T + min(limit B, sum_a w_a t_a) - w0 B,   B = sum_a t_a,
/// which grows with T and with every t_a (each w_a and the limit are >= w0):
/// smaller arguments keep it a bound. Then nodes' overhead, power supplies,
/// network, PUE. The busy part and the whole are multiplied by `slack` (at
/// most 1: the caller's summation order differs from the simulator's).
double StepEnergyLowerBoundJ(const HardwareProfile& hw, const Plan& plan, double time_s,
                             const std::vector<ActivityArray>& stage_busy, double slack);

// ---- Reports -------------------------------------------------------------

/// Where a group sits on the profile's fat tree (simulator/fabric.h).
struct FabricSpan {
  int span_nodes = 1;     ///< nodes from its first member to its last (at least Nodes())
  int tiers_crossed = 0;  ///< the highest tier it rises above (0: within a leaf, or no tiers)
  double nic_taper = 1;   ///< divisor of the NIC bandwidth its collectives get (1: untapered)
};
FabricSpan FabricSpanOf(const NetworkSpec& net, const Group& g);

}  // namespace shoal::sim
