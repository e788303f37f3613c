// The order in which one pipeline stage runs forward and backward passes:
// GPipe (Huang et al., NeurIPS'19), 1F1B (PipeDream-Flush, Narayanan et al.,
// ICML'21) and interleaved 1F1B with virtual stages (Narayanan et al., SC'21).
#pragma once

#include <vector>

#include "core/plan.h"

namespace shoal::sim {

struct PassRef {
  bool forward = true;
  int micro_batch = 0;
  int chunk = 0;  ///< virtual chunk on this stage (0 unless interleaved)
};

/// Compute-stream order of `stage` for `micro_batches` micro-batches.
std::vector<PassRef> StageSchedule(const Plan& plan, int stage, int micro_batches);

}  // namespace shoal::sim
