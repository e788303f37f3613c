// The parts of a training step, as every module names them: the simulator's
// breakdown, the executor's measured phases, the planner's explanations, the
// report's charts and the result files' keys. One table, so the key
// "exposed_ep_s" is spelled once; JSON readers parse keys with ParsePhase.
#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace shoal {

enum class Phase {
  kCompute,     ///< kernels on the critical stage's compute stream
  kRecompute,   ///< activation recomputation
  kExposedTp,   ///< tensor-parallel collectives not hidden behind GEMMs
  kExposedCp,   ///< context-parallel ring exchange not hidden
  kExposedEp,   ///< expert-parallel dispatch/combine not hidden
  kExposedPp,   ///< pipeline sends the stage waits for
  kExposedDp,   ///< data-parallel reductions and gathers the stage waits for
  kBubble,      ///< pipeline fill/drain and waiting for other stages
  kOptimizer,   ///< the optimizer step
  kOffload,     ///< host offload traffic: the optimizer's, activation copies not hidden
  kContention,  ///< compute slowed by collectives running beside it
};
inline constexpr size_t kNumPhases = 11;

struct PhaseInfo {
  Phase phase;
  const char* key;    ///< JSON/CSV key, seconds: "exposed_tp_s"
  const char* words;  ///< in a sentence: "exposed tensor-parallel communication"
  const char* label;  ///< on a chart: "exposed TP comm"
  const char* color;  ///< on a chart: "#f28e2b"
};

/// Every phase, in breakdown order.
const std::array<PhaseInfo, kNumPhases>& Phases();
const PhaseInfo& InfoOf(Phase p);
inline const char* PhaseKey(Phase p) { return InfoOf(p).key; }
/// The phase a key names ("compute_s"), or none.
std::optional<Phase> ParsePhase(std::string_view key);

}  // namespace shoal
