// What one part of a step costs on its own, for the checks above the
// simulator that price a measurement of that part alone (validation's
// nccl-tests and metered-energy checks): a collective, and the power of GPUs
// that wait. Public, with simulator/simulate.h (docs/architecture.md "The
// simulator's public API"); both are computed by the same models a step is.
#pragma once

#include "core/hardware.h"
#include "core/plan.h"
#include "simulator/power_model.h"

namespace shoal::sim {

/// A collective of nccl-tests, on its own.
enum class Collective { kAllReduce, kAllGather, kReduceScatter, kAllToAll };

/// Seconds of one collective of `bytes` (nccl-tests' size: the whole buffer
/// on each rank; all-to-all flat, not hierarchical) over `num_gpus` GPUs,
/// `gpus_per_node` of them on each node: the collective model every step
/// prices its communication with.
double CollectiveSeconds(const HardwareProfile& hw, Collective c, double bytes, int num_gpus,
                         int gpus_per_node);

/// Per GPU of a job of `gpus` GPUs while they wait (idle, memory allocated),
/// with the nodes and network around them: what time beyond the simulated
/// work costs, for this profile and precision (the power model's
/// WaitingPower).
PowerBreakdown WaitingPower(const HardwareProfile& hw, Precision precision, int gpus);

}  // namespace shoal::sim
