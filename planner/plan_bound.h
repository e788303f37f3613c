// A fast analytical look at a candidate plan, without the event engine:
// the simulator's own per-stage memory model (exact, so feasibility agrees
// with the simulation) and lower bounds on the simulated step time and
// energy, used to prune before simulating.
//
// Time bound: every compute-stream task of a stage runs one after the other
// and only slows when collectives run beside it, so for each stage s
//   T >= fill(s) + m (F_s + B_s) + max(drain(s), optimizer_s)
// where fill(s) is the forward of micro-batch 0 through chunk 0 of stages
// 0..s-1 (stage s cannot start earlier), drain(s) the backward of the last
// micro-batch through chunk 0 of stages s-1..0 (they cannot finish earlier),
// each hop adding its pipeline send,
// F_s, B_s the stage's per-micro-batch pass times (TP/CP/EP communication on
// the critical path included, as in the simulator's layer costs). The first
// forward also waits for its ZeRO parameter gather and the optimizer for the
// reduction of the last gradients. And
//   T >= DP stream busy time + optimizer_s
// since a stage's data-parallel collectives run one after the other on their
// stream and the optimizer waits for the last one. Bucketed reductions are
// bounded by one collective over the same bytes (collective times are concave
// in the bytes: latency + bytes / bandwidth, minimum over algorithms).
#pragma once

#include <map>
#include <utility>
#include <vector>

#include "core/hardware.h"
#include "core/model.h"
#include "core/plan.h"
#include "simulator/activity.h"
#include "simulator/layer_cost.h"
#include "simulator/memory_model.h"

namespace shoal::planner {

/// Which layers one virtual chunk of a stage holds, by kind.
struct ChunkShape {
  int dense = 0, moe = 0;
  bool embedding = false, head = false;
};

/// Which layers one pipeline stage holds, by kind, overall and in chunk 0.
struct StageShape {
  std::vector<ChunkShape> chunks;
  int dense = 0, moe = 0;
  int dense0 = 0, moe0 = 0;  ///< in the stage's first virtual chunk
  bool embedding = false;
  bool head = false;
  bool head0 = false;       ///< the head is in chunk 0 (no interleaving)
  bool first0_moe = false;  ///< chunk 0 starts with an MoE layer
};

/// The layer split of a (pp, virtual stages) pipeline.
struct PipelineShape {
  std::vector<StageShape> stages;
  std::vector<sim::StageLayers> layers;
  /// Stages whose memory can be the peak: the first stage of each distinct
  /// layer composition (later ones hold fewer micro-batches in flight).
  std::vector<int> memory_stages;
};

PipelineShape MakePipelineShape(const ModelConfig& model, int pp, int virtual_stages);

/// Pipeline shapes by (pp, virtual stages), built before a parallel search.
class ShapeCache {
 public:
  explicit ShapeCache(const ModelConfig& model) : model_(model) {}
  /// Adds the shape when missing (not thread-safe).
  void Prepare(int pp, int virtual_stages);
  /// A prepared shape (thread-safe).
  const PipelineShape& Get(int pp, int virtual_stages) const;

 private:
  const ModelConfig& model_;
  std::map<std::pair<int, int>, PipelineShape> shapes_;
};

/// Per-micro-batch seconds and parameters of each kind of unit.
struct UnitCost {
  double forward_s = 0;
  double backward_s = 0;
  /// Of those, the kernels' own time (compute and recompute kinds), which the
  /// slowest of the plan's GPUs stretches (sim::SlowestGpuFactor).
  double forward_compute_s = 0;
  double backward_compute_s = 0;
  /// Forward plus backward by what the GPU does, for its power: the compute
  /// and recompute kernels by their activity (GEMM, attention, memory-bound;
  /// paced like the compute seconds), and the TP/CP/EP communication on the
  /// compute stream, which the simulator counts as communication.
  sim::ActivityArray compute_activity_s{};
  double stream_comm_s = 0;
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
UnitCosts UnitCostsOf(const sim::LayerCostModel& costs, const ModelConfig& model);
/// `costs` as the plan's GPUs run them: each unit's compute stretched by the
/// slowest of plan.NumGpus() GPUs, as the simulator's step builder does.
UnitCosts PacedUnitCosts(const UnitCosts& costs, const HardwareProfile& hw, const Plan& plan);

struct PlanBound {
  const char* rejected = nullptr;  ///< "out of GPU memory", "out of host memory" or nullptr
  double peak_memory_bytes = 0;    ///< max over stages (GPU)
  /// Offloaded state in host memory per node (the worst stage's per GPU x
  /// GPUs per node); 0 without offload.
  double host_bytes_per_node = 0;
  double time_s = 0;               ///< lower bound on the simulated step time
  double energy_j = 0;             ///< lower bound on the simulated step energy
};

inline constexpr const char* kOutOfGpuMemory = "out of GPU memory";
inline constexpr const char* kOutOfHostMemory = "out of host memory (offloaded state)";

/// Memory (exact, the simulator's) and, when it fits, the time and energy
/// bounds: MemoryBound then TimeBound.
PlanBound BoundPlan(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                    const UnitCosts& costs, const sim::CollectiveModel& collectives,
                    const PipelineShape& shape);

/// The simulator's memory on the stages that can hold the peak: `rejected`
/// and `peak_memory_bytes` only.
PlanBound MemoryBound(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                      const PipelineShape& shape);

/// The lower bounds on step time and energy alone (whether or not it fits).
/// With `stage_ends` (PipelineStageEnds of the plan's structure and
/// schedule, or empty), also: no stage's optimizer ends before its stream
/// ends plus its last reduction and its optimizer step. Without
/// `with_energy` the energy bound is 0 (still a bound), at less cost.
PlanBound TimeBound(const HardwareProfile& hw, const Plan& plan, const UnitCosts& costs,
                    const sim::CollectiveModel& collectives, const PipelineShape& shape,
                    const std::vector<double>& stage_ends = {}, bool with_energy = true);

/// A lower bound on when each stage's compute stream ends (its last pass),
/// for any variant of `plan`'s structure and schedule: the passes of the
/// stage's schedule (simulator/pipeline_schedule.h) one after the other at
/// their layer costs, each waiting for its input from the neighbouring chunk
/// (the pass there and its pipeline send), and, with blocking sends, for the
/// stage's own previous send. No collective beyond the layers' own, no
/// slowdown. Empty when the schedule has more than `max_passes` passes.
std::vector<double> PipelineStageEnds(const HardwareProfile& hw, const Plan& plan,
                                      const UnitCosts& costs,
                                      const sim::CollectiveModel& collectives,
                                      const PipelineShape& shape, int64_t max_passes);

/// A lower bound on TimeBound's time and energy for every variant of
/// `plan`'s structure and schedule (any ZeRO stage, offload or bucket): the
/// pipeline's compute alone, without data-parallel collectives or the
/// optimizer. Lets the search skip whole structures.
/// With `stage_ends` (PipelineStageEnds), also no less than the last of them.
/// Without `with_energy` the energy bound is 0 (still a bound), at less cost.
PlanBound FloorBound(const HardwareProfile& hw, const Plan& plan, const UnitCosts& costs,
                     const sim::CollectiveModel& collectives, const PipelineShape& shape,
                     const std::vector<double>& stage_ends = {}, bool with_energy = true);

}  // namespace shoal::planner
