// The one NCCL start-up of the process (profiler and executor): rank 0 of an
// MPI communicator creates the unique id, MPI_Bcast shares it, every rank calls
// ncclCommInitRank; sub-groups come from ncclCommSplit (NCCL >= 2.18; older
// NCCL: a fresh start-up over the matching MPI split). Waiting on NCCL work
// polls ncclCommGetAsyncError (a dead peer otherwise hangs the run forever):
// an error or the timeout aborts the communicator and throws SystemError.
#pragma once

#include <cuda_runtime_api.h>
#include <mpi.h>
#include <nccl.h>

#include <string>

namespace shoal::platform {

/// Throws SystemError "`what` failed: <ncclGetErrorString>" unless ncclSuccess.
void CheckNccl(ncclResult_t rc, const char* what);

/// "NCCL 2.21.5" (the library loaded, not the header).
std::string NcclVersionName();

/// A communicator over the ranks of `mpi` (not owned) on the current CUDA device.
ncclComm_t NcclStartUp(MPI_Comm mpi);

/// Splits `parent` (collective over its ranks): ranks with the same `color`
/// share the new communicator, ordered by `key`. `mpi_sub` is the MPI split
/// with the same color and key (used only where NCCL lacks ncclCommSplit).
ncclComm_t NcclSplit(ncclComm_t parent, int color, int key, MPI_Comm mpi_sub);

/// Seconds an NCCL wait may make no progress before the run gives up on its
/// peers: SHOAL_NCCL_TIMEOUT_S, default 600 (PyTorch's NCCL watchdog default).
double NcclTimeoutSeconds();

/// Waits until `stream`'s work is done, polling the communicator's
/// asynchronous error (platform::WaitOrAbort); on an error or after
/// NcclTimeoutSeconds() aborts `comm` (ncclCommAbort, which frees it; *comm
/// becomes nullptr) and throws SystemError.
void NcclWait(ncclComm_t* comm, cudaStream_t stream, const std::string& what);

}  // namespace shoal::platform
