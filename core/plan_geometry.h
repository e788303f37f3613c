// Plan geometry, one source for the simulator and the executor: which layers
// each pipeline stage holds (with Megatron's uneven first/last stages and the
// embedding and loss counted in the split where the plan says so), and the
// order in which a stage runs its forward and backward passes: GPipe (Huang et
// al., NeurIPS'19), 1F1B (PipeDream-Flush, Narayanan et al., ICML'21) and
// interleaved 1F1B with virtual stages (Narayanan et al., SC'21).
#pragma once

#include <vector>

#include "core/model.h"
#include "core/plan.h"

namespace shoal {

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

struct PassRef {
  bool forward = true;
  int micro_batch = 0;
  int chunk = 0;  ///< virtual chunk on this stage (0 unless interleaved)
};

/// Compute-stream order of `stage` for `micro_batches` micro-batches.
std::vector<PassRef> StageSchedule(const Plan& plan, int stage, int micro_batches);

}  // namespace shoal
