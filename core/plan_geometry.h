// Plan geometry, one source for the simulator and the executor: where each
// world rank sits in the plan's parallel grid and which ranks form each
// parallel group (Megatron-Core's RankGenerator), which layers
// each pipeline stage holds (with Megatron's uneven first/last stages and the
// embedding and loss counted in the split where the plan says so), and the
// order in which a stage runs its forward and backward passes: GPipe (Huang et
// al., NeurIPS'19), 1F1B (PipeDream-Flush, Narayanan et al., ICML'21) and
// interleaved 1F1B with virtual stages (Narayanan et al., SC'21).
#pragma once

#include <array>
#include <vector>

#include "core/model.h"
#include "core/plan.h"

namespace shoal {

/// One dimension of a rank grid: `size` indices, neighbouring indices
/// `stride` world ranks apart.
struct GridDim {
  int size = 1;
  int stride = 1;
  bool operator==(const GridDim&) const = default;
};

/// The shape of a parallel group: the ranks that agree with a member on every
/// grid dimension outside `dims` (Megatron-Core's masked orthogonal groups).
/// Its members are first + sum_i index_i x dims[i].stride.
struct RankGroup {
  std::array<GridDim, 4> dims{};  ///< innermost first; sizes of 1 included
  int num_dims = 0;

  int Size() const;
  /// The same group with dimensions of size 1 dropped and neighbours that
  /// continue one another merged (DP x CP in Megatron's default order: one run
  /// of dp x cp ranks tp apart). One level: `size` ranks `stride` apart, a
  /// regular group; a group of one keeps one level of size 1 at its first
  /// dimension's stride.
  RankGroup Levels() const;
  /// The members of the group whose lowest rank is `first`, ascending: a
  /// rank's index here is its rank in the group, as Megatron lists it.
  std::vector<int> MembersFrom(int first) const;
  bool operator==(const RankGroup&) const = default;
};

/// Megatron-Core's parallel groups (parallel_state.py initialize_model_parallel):
/// the dense grid's (tp, cp, dp, pp) and the expert grid's (etp, ep, edp, pp).
enum class ParallelGroup {
  kTp,        ///< tensor parallel
  kCp,        ///< context parallel
  kDp,        ///< data parallel
  kDpCp,      ///< data x context parallel: dense gradients are reduced here
  kPp,        ///< one pipeline's stages
  kExpertTp,  ///< expert tensor parallel (etp)
  kEp,        ///< expert parallel: the ranks that share a layer's experts
  kExpertDp,  ///< expert data parallel: the ranks holding the same experts
};

/// A rank's indices in the dense grid.
struct DenseCoords {
  int tp = 0, cp = 0, dp = 0, pp = 0;
  bool operator==(const DenseCoords&) const = default;
};
/// A rank's indices in the expert grid.
struct ExpertCoords {
  int etp = 0, ep = 0, edp = 0, pp = 0;
  bool operator==(const ExpertCoords&) const = default;
};

/// Where the world ranks of a plan sit, as Megatron-Core's RankGenerator
/// numbers them: mixed radix over the dimensions of the plan's rank order,
/// innermost first. The dense grid (RankGenerator(tp, ep = 1, dp, pp, cp)) is
/// tp, cp, dp, pp in the order tp-cp-ep-dp-pp and tp, cp, pp, dp in
/// tp-cp-ep-pp-dp; the expert grid (RankGenerator(etp, ep, edp, pp, cp = 1))
/// is etp, ep, edp, pp or etp, ep, pp, edp, with edp = tp cp dp / (etp ep).
/// Both grids cover the same tp cp dp pp world ranks; for a plan ValidatePlan
/// accepts they also agree on each rank's pipeline stage (Megatron asserts it).
class RankGrid {
 public:
  RankGrid() : RankGrid(Plan{}) {}
  explicit RankGrid(const Plan& plan);

  int WorldSize() const { return world_; }
  /// Expert data-parallel size: tp cp dp / (etp ep), at least 1.
  int ExpertDpSize() const { return expert_[2].size; }

  DenseCoords Dense(int rank) const;
  ExpertCoords Expert(int rank) const;
  int RankOf(const DenseCoords& c) const;
  int RankOf(const ExpertCoords& c) const;

  /// The shape of group `g` (the same for every member).
  RankGroup Group(ParallelGroup g) const;
  /// The members of the group `g` that holds `rank`, ascending.
  std::vector<int> Members(ParallelGroup g, int rank) const;

 private:
  int world_ = 1;
  std::array<GridDim, 4> dense_{};   ///< tp, cp, dp, pp
  std::array<GridDim, 4> expert_{};  ///< etp, ep, edp, pp
};

/// The layers of one pipeline stage, over its virtual chunks.
struct StageLayers {
  std::vector<std::vector<int>> chunks;  ///< layer indices per virtual chunk
  bool has_embedding = false;
  bool has_head = false;
  int NumLayers() const;
};

/// Splits the layers over pp x virtual_stages chunks: the plan's first/last
/// stage layer counts where given, the embedding and loss as one layer each
/// where the plan counts them in the split, the rest as evenly as possible
/// (the first chunks take one more where they do not divide). A chunk may
/// hold no transformer layer (only the embedding or the loss).
std::vector<StageLayers> AssignLayers(const ModelConfig& model, const Plan& plan);

/// Which part of a backward pass a schedule runs: all of it, or, split as
/// the zero-bubble schedules do, the input gradients first and the weight
/// gradients later (DualPipe's WeightGradStore).
enum class BackwardPart : uint8_t { kWhole, kInput, kWeight };

struct PassRef {
  bool forward = true;
  int micro_batch = 0;
  int chunk = 0;  ///< virtual chunk on this stage (0 unless interleaved or DualPipe)
  BackwardPart part = BackwardPart::kWhole;  ///< of a backward pass
  /// Run beside another micro-batch's pass of the other kind (DualPipe's
  /// overlapped forward-and-backward chunks): what it communicates can hide.
  bool overlapped = false;
};

/// Where chunk `chunk` of pipeline rank `stage` sits in its micro-batches'
/// path through the pipeline, 0 (the embedding) to PipelinePositions - 1
/// (the loss): chunk x pp + stage; under DualPipe chunk 0 is stage s of the
/// forward direction and chunk 1 stage pp - 1 - s of the reverse one, each
/// direction a path of pp positions.
int PipelinePosition(const Plan& plan, int stage, int chunk);
int PipelinePositions(const Plan& plan);
/// The rank that runs the position next to (stage, chunk) on its path,
/// towards the loss (`toward_loss`) or towards the embedding, and keeps the
/// same chunk index there (its `*chunk`).
int NeighbourStage(const Plan& plan, int stage, int* chunk, bool toward_loss);

/// Which passes of a stage's `schedule` run beside no other micro-batch's
/// pass when MoE communication overlaps (Plan::overlap_moe_comm with
/// Plan::moe_overlap_unpaired_exposed; all false otherwise): DualPipe's passes
/// outside its overlapped pairs; otherwise the forwards before the first
/// backward and as many backwards at the end (Megatron-Core's combined 1F1B
/// runs one extra warmup forward so that each steady-state forward pairs with
/// an independent backward, megatron/core/pipeline_parallel/schedules.py: in
/// StageSchedule's order the warmup forwards and the first steady one, and
/// with no pipeline the first forward and the last backward).
std::vector<bool> UnpairedPasses(const Plan& plan, const std::vector<PassRef>& schedule);
/// How many forwards (and as many backwards) of `stage` UnpairedPasses marks,
/// without building the schedule; 0 for DualPipe (a lower bound: its pairs
/// are not counted here) and where nothing is exposed.
int UnpairedForwards(const Plan& plan, int stage, int micro_batches);

/// Compute-stream order of `stage` for `micro_batches` micro-batches. Under
/// DualPipe the micro-batches are numbered per direction (chunk), half of
/// them each.
std::vector<PassRef> StageSchedule(const Plan& plan, int stage, int micro_batches);

}  // namespace shoal
