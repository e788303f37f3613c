#include "core/phase.h"

namespace shoal {

const std::array<PhaseInfo, kNumPhases>& Phases() {
  static const std::array<PhaseInfo, kNumPhases> table = {{
      {Phase::kCompute, "compute_s", "compute", "compute", "#4e79a7"},
      {Phase::kRecompute, "recompute_s", "recompute", "recompute", "#a0cbe8"},
      {Phase::kExposedTp, "exposed_tp_s", "exposed tensor-parallel communication",
       "exposed TP comm", "#f28e2b"},
      {Phase::kExposedCp, "exposed_cp_s", "exposed context-parallel communication",
       "exposed CP comm", "#76b7b2"},
      {Phase::kExposedEp, "exposed_ep_s", "exposed all-to-all (expert parallelism)",
       "exposed EP all-to-all", "#b07aa1"},
      {Phase::kExposedPp, "exposed_pp_s", "exposed pipeline sends", "exposed PP send/recv",
       "#e15759"},
      {Phase::kExposedDp, "exposed_dp_s", "exposed data-parallel gradient sync",
       "exposed DP gradient sync", "#59a14f"},
      {Phase::kBubble, "bubble_s", "pipeline bubble", "pipeline bubble", "#bab0ac"},
      {Phase::kOptimizer, "optimizer_s", "optimizer step", "optimizer", "#edc948"},
      {Phase::kOffload, "offload_s", "host offload traffic (optimizer state, activations)",
       "offload", "#9c755f"},
      {Phase::kContention, "contention_s",
       "compute slowed by concurrent communication (SMs and NICs shared)", "contention", "#ff9da7"},
  }};
  return table;
}

const PhaseInfo& InfoOf(Phase p) { return Phases()[static_cast<size_t>(p)]; }

std::optional<Phase> ParsePhase(std::string_view key) {
  for (const PhaseInfo& info : Phases()) {
    if (key == info.key) return info.phase;
  }
  return std::nullopt;
}

}  // namespace shoal
