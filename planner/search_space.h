// The space of parallel plans for one model on one cluster: every
// factorization of the GPU count into DP x TP x PP x CP, expert parallelism
// carved from DP x CP x TP, micro-batch sizes, recompute modes, ZeRO stages,
// pipeline schedules and virtual stages, optimizer offload, gradient bucket
// sizes and hierarchical all-to-all. Structurally invalid candidates are
// counted per reason, not listed.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/hardware.h"
#include "core/model.h"
#include "core/plan.h"
#include "core/scenario.h"
#include "core/search_constraints.h"

namespace shoal::planner {

/// What to plan: a model on `num_gpus` GPUs of `hw` with a fixed global
/// batch, or one of several (a global-batch range).
struct SearchProblem {
  std::string name;
  ModelConfig model;
  HardwareProfile hw;  ///< hbm_bytes less the memory headroom, if any
  int num_gpus = 0;
  int global_batch_size = 0;  ///< the reference batch (the smallest tried)
  /// Global batches to try; empty: global_batch_size only. Plans with
  /// different batches rank by their objective per sequence.
  std::vector<int> global_batch_sizes;
  double memory_headroom_fraction = 0;  ///< of the GPU's memory kept free (hw has the rest)
  double tokens = 0;                    ///< the run's token budget (time to train, cost)
  Precision precision = Precision::kBf16;
  /// Attention in fp8 (Plan::fp8_attention), as the scenario's plan asks it,
  /// where the precision and the stack's cuDNN attention allow it.
  bool fp8_attention = false;
  /// The software stack every candidate runs on (its kernels, overlaps and
  /// MoE dispatcher): the scenario's.
  SoftwareStack stack;
};

/// The scenario's plan precision when it has one and the GPU supports it,
/// else bf16, or fp16 on GPUs without bf16 (V100).
Precision ChoosePrecision(const Scenario& s, const HardwareProfile& hw);

/// A problem from a scenario; `num_gpus` > 0 overrides the cluster size.
SearchProblem ProblemFromScenario(const Scenario& s, int num_gpus = 0);
SearchProblem ProblemFromScenario(const Scenario& s, const HardwareProfile& hw, int num_gpus);

struct SearchSpaceOptions {
  int max_micro_batch_size = 16;                ///< powers of two up to this
  std::vector<int> virtual_stages = {2, 4, 8};  ///< interleaved schedule chunks per rank
  std::vector<double> grad_bucket_mib = {25, 100};
  int max_cp = 16;               ///< powers of two up to this
  int64_t min_cp_tokens = 1024;  ///< CP only where each rank keeps this many tokens
  bool offload = true;  ///< also try optimizer offload, and offloading everything (ZeRO-Infinity)
  bool offload_only = false;  ///< only plans that offload (optimizer, or everything)
  /// Where offloaded state lives. Unset: host memory, and for a ZeRO-3
  /// variant whose offloaded state host memory cannot hold, the node's NVMe
  /// if it has any (ZeRO-Infinity; never tried otherwise, as it only adds
  /// time: planner/plan_search.cpp). kCpu: host memory only. kNvme: every
  /// offloading variant on NVMe, and only ZeRO-3 and offloading variants.
  std::optional<OffloadDevice> offload_device;
  std::vector<int> zero_stages = {0, 1, 2, 3};  ///< tried where data parallelism syncs
  std::vector<Recompute> recomputes = {Recompute::kNone, Recompute::kSelective, Recompute::kFull};
  /// With full recompute, the shares of layers recomputed (1: every layer;
  /// 0.5: every other layer, as torchtitan's per-layer SAC and Megatron's
  /// recompute_num_layers do).
  std::vector<double> recompute_fractions = {1.0, 0.5};
  /// Also try overlapping MoE dispatch/combine with another micro-batch's
  /// compute (DualPipe, Megatron-Core's EP overlap) where ep > 1.
  bool overlap_moe_comm = true;
  /// On whenever tp > 1 and the stack runs it (SoftwareStack::sequence_parallel);
  /// false: never.
  bool sequence_parallel = true;
  /// Allowed parallel degrees (unset: any) and pipeline schedules where
  /// pp > 1 (empty: all); planner/constraints.h fills them.
  IntRange tp, pp, cp, ep, dp;
  std::vector<PipelineSchedule> schedules;
  /// Megatron's other rank order (tp-cp-ep-pp-dp, --use-tp-pp-dp-mapping) is
  /// tried where it can change the step: pp > 1, dp > 1, tp x cp below a node
  /// and the groups landing differently (sim::RankOrderChangesPlacement).
  /// kAll tries it on every plan it holds for (tests: the pruned search must
  /// find the same best plans); kDefaultOnly never.
  enum class RankOrders { kWhereItMatters, kAll, kDefaultOnly };
  RankOrders rank_orders = RankOrders::kWhereItMatters;
};

using RejectCounts = std::map<std::string, int64_t>;

/// Candidates sharing their per-layer costs: tp, cp, ep, etp, micro-batch
/// size, recompute (and its fraction), MoE overlap, hierarchical all-to-all,
/// the rank order and the global batch are fixed in `base`; each
/// entry of `pp_values` gives pp (dp = GPUs / (tp cp pp)).
struct CostGroup {
  Plan base;
  std::vector<int> pp_values;
};

struct SpaceEnumeration {
  std::vector<CostGroup> groups;
  int64_t space_size = 0;  ///< every candidate, valid or not
  RejectCounts rejected;   ///< structurally invalid, per reason
};

/// Whether the interleaved schedule can split `model` into pp x v chunks:
/// Megatron gives every model chunk the same number of layers.
bool InterleavedSplitsEvenly(const ModelConfig& model, int pp, int virtual_stages);

/// The global batches `p` tries.
std::vector<int> GlobalBatches(const SearchProblem& p);

/// Lists the cost groups and counts what the rules reject.
SpaceEnumeration EnumerateSpace(const SearchProblem& p, const SearchSpaceOptions& o);

/// The plan of group `g` with `pp` stages (dp filled in), schedule defaults.
Plan StructurePlan(const SearchProblem& p, const CostGroup& g, int pp);

/// A pipeline schedule choice: the schedule and its virtual stages per rank.
struct ScheduleChoice {
  PipelineSchedule schedule = PipelineSchedule::k1F1B;
  int virtual_stages = 1;
};

/// Where the optimizer state (and more) lives: on the GPU, the optimizer in
/// host memory (ZeRO-Offload), or optimizer, gradients and parameters there
/// (ZeRO-Infinity); the last two on the node's NVMe instead (offload_device
/// "nvme", under --offload-device nvme).
enum class OffloadLevel { kNone, kOptimizer, kEverything, kOptimizerNvme, kEverythingNvme };

/// The variant dimensions of one structure plan (a group at one pp). Its
/// variants, in enumeration order, are zero stage (outermost) x schedule x
/// offload x bucket; a schedule the structure cannot run rejects all of its
/// variants for one reason.
struct VariantAxes {
  std::vector<int> zero_stages;
  std::vector<ScheduleChoice> schedules;
  std::vector<const char*> schedule_rejected;  ///< per schedule: why it cannot run, or nullptr
  std::vector<OffloadLevel> offloads;
  std::vector<double> bucket_mib;
  /// Variants of one schedule: zero stages x offloads x buckets.
  int64_t PerSchedule() const {
    return static_cast<int64_t>(zero_stages.size() * offloads.size() * bucket_mib.size());
  }
};
VariantAxes AxesOf(const SearchProblem& p, const SearchSpaceOptions& o, const Plan& structure);
/// The same into `axes`, reusing its vectors' room.
void AxesInto(const SearchProblem& p, const SearchSpaceOptions& o, const Plan& structure,
              VariantAxes* axes);

/// The variant of `structure` at the given indices into `axes`.
Plan VariantOf(const Plan& structure, const VariantAxes& axes, size_t zero, size_t schedule,
               size_t offload, size_t bucket);

/// Calls `fn` with every valid variant (ZeRO stage, schedule and virtual
/// stages, offload, bucket size) of `structure`; counts the invalid ones.
void ForEachVariant(const SearchProblem& p, const SearchSpaceOptions& o, const Plan& structure,
                    const std::function<void(const Plan&)>& fn, RejectCounts* rejected);

/// Every valid candidate (small problems and tests: the list may be long).
std::vector<Plan> AllCandidates(const SearchProblem& p, const SearchSpaceOptions& o);

}  // namespace shoal::planner
