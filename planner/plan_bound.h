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
#include "core/plan_geometry.h"
#include "simulator/plan_costs.h"

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
  std::vector<StageLayers> layers;
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

/// Per-micro-batch seconds and parameters of each kind of unit, priced by
/// the simulator (simulator/plan_costs.h).
using sim::PacedUnitCosts;
using sim::UnitCost;
using sim::UnitCosts;

struct PlanBound {
  const char* rejected = nullptr;  ///< out of GPU, host or NVMe memory, or nullptr
  double peak_memory_bytes = 0;    ///< max over stages (GPU)
  /// Offloaded state in host memory per node (the worst stage's per GPU x
  /// GPUs per node); 0 without offload.
  double host_bytes_per_node = 0;
  /// Offloaded state on the node's NVMe likewise (offload_device "nvme").
  double nvme_bytes_per_node = 0;
  double time_s = 0;               ///< lower bound on the simulated step time
  double energy_j = 0;             ///< lower bound on the simulated step energy
};

inline constexpr const char* kOutOfGpuMemory = "out of GPU memory";
inline constexpr const char* kOutOfHostMemory = "out of host memory (offloaded state)";
inline constexpr const char* kOutOfNvme = "out of NVMe (offloaded state)";

/// Memory (exact, the simulator's) and, when it fits, the time and energy
/// bounds: MemoryBound then TimeBound.
PlanBound BoundPlan(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                    const UnitCosts& costs, const sim::CommCosts& comm, const PipelineShape& shape);

/// The simulator's memory on the stages that can hold the peak: `rejected`
/// and `peak_memory_bytes` only; `memory_margin` as sim::SimOptions'.
PlanBound MemoryBound(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                      const PipelineShape& shape, bool memory_margin = false);

/// The lower bounds on step time and energy alone (whether or not it fits).
/// With `stage_ends` (PipelineStageEnds of the plan's structure and
/// schedule, or empty), also: no stage's optimizer ends before its stream
/// ends plus its last reduction and its optimizer step. Without
/// `with_energy` the energy bound is 0 (still a bound), at less cost.
PlanBound TimeBound(const HardwareProfile& hw, const Plan& plan, const UnitCosts& costs,
                    const sim::CommCosts& comm, const PipelineShape& shape,
                    const std::vector<double>& stage_ends = {}, bool with_energy = true);

/// A lower bound on when each stage's compute stream ends (its last pass),
/// for any variant of `plan`'s structure and schedule: the passes of the
/// stage's schedule (core/plan_geometry.h StageSchedule) one after the other at
/// their layer costs, each waiting for its input from the neighbouring chunk
/// (the pass there and its pipeline send), and, with blocking sends, for the
/// stage's own previous send. No collective beyond the layers' own, no
/// slowdown. Empty when the schedule has more than `max_passes` passes.
std::vector<double> PipelineStageEnds(const HardwareProfile& hw, const Plan& plan,
                                      const UnitCosts& costs, const sim::CommCosts& comm,
                                      const PipelineShape& shape, int64_t max_passes);

/// A lower bound on TimeBound's time and energy for every variant of
/// `plan`'s structure and schedule (any ZeRO stage, offload or bucket): the
/// pipeline's compute alone, without data-parallel collectives or the
/// optimizer. Lets the search skip whole structures.
/// With `stage_ends` (PipelineStageEnds), also no less than the last of them.
/// Without `with_energy` the energy bound is 0 (still a bound), at less cost.
PlanBound FloorBound(const HardwareProfile& hw, const Plan& plan, const UnitCosts& costs,
                     const sim::CommCosts& comm, const PipelineShape& shape,
                     const std::vector<double>& stage_ends = {}, bool with_energy = true);

}  // namespace shoal::planner
