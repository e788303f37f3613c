// Builds the task graph of one training step: for each pipeline stage (one
// simulated rank stands for all ranks that behave alike), its forward and
// backward passes in schedule order, pipeline sends, data-parallel gradient
// buckets overlapped with backward, ZeRO parameter gathers, the optimizer.
#pragma once

#include <vector>

#include "core/hardware.h"
#include "core/model.h"
#include "core/plan.h"
#include "simulator/engine.h"
#include "simulator/layer_cost.h"
#include "simulator/memory_model.h"

namespace shoal::sim {

/// One step's task DAG. Tasks are named ("stage 0 F mb3 c0 layer 5") only
/// when `task_names`: a trace needs them, the search does not (building the
/// strings cost a fifth of a simulation).
TaskGraph BuildStepGraph(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                         const LayerCostModel& costs, const std::vector<StageLayers>& stages,
                         bool task_names = true);

/// The data-parallel collectives of a set of parameters on one GPU, as the
/// step builder schedules them: ZeRO's gather of the weights, and the
/// gradient reduction (reduce-scatter with ZeRO >= 1, else all-reduce);
/// dense parameters over dp x cp, expert parameters over the
/// expert-data-parallel group. The planner's bounds use the same sizes.
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
  double GatherSeconds(double dense_params, double expert_params) const {
    return Gather(dense_params, expert_params).seconds;
  }
  double ReduceSeconds(double dense_params, double expert_params) const {
    return Reduce(dense_params, expert_params).seconds;
  }

 private:
  const CollectiveModel& coll_;
  Group dense_, expert_;
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

/// One pipeline send of a micro-batch's boundary tensor (`boundary_bytes`,
/// all of it): each TP rank sends its 1/tp slice, and without sequence
/// parallelism the receiver all-gathers the rest over its TP group
/// (Megatron's scatter/gather optimization, Narayanan et al. SC'21 4.1).
double PipelineSendSeconds(const CollectiveModel& collectives, const Plan& plan,
                           const Placement& placement, double boundary_bytes);

/// Whether a stage waits for its pipeline sends before its next pass: always
/// for GPipe and 1F1B (Megatron's batch_isend_irecv + wait), and for the
/// interleaved schedule unless it overlaps them (overlap_p2p_comm).
bool BlockingPipelineSends(const Plan& plan);

/// Seconds of the optimizer step of one stage's parameters on one GPU
/// (including host offload traffic and the CPU Adam step when offloaded).
struct OptimizerCost {
  double gpu_s = 0;
  double offload_s = 0;
};
OptimizerCost OptimizerSeconds(const HardwareProfile& hw, const Plan& plan, double dense_params,
                               double expert_params, int edp_size);

}  // namespace shoal::sim
