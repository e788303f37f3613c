// The NCCL communicator (GPU builds with NCCL): collectives through NCCL on
// device buffers, started by platform::NcclStartUp (sub-groups by ncclCommSplit),
// waited on by platform::NcclWait (a dead peer aborts the run, never hangs it);
// point-to-point pipeline messages, barriers and group splits go through the
// MPI communicator it wraps.
#pragma once

#include <memory>

#include "executor/comm_mpi.h"

namespace shoal::executor {

/// Wraps `mpi` (which it keeps for bootstrap and point-to-point), on the
/// current CUDA device (create the CUDA device first).
std::unique_ptr<Comm> MakeNcclCommOverMpi(std::unique_ptr<MpiComm> mpi);

}  // namespace shoal::executor
