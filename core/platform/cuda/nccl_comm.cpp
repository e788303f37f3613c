#include "core/platform/cuda/nccl_comm.h"

#include <cstdlib>
#include <string>

#include "core/platform/async_wait.h"
#include "core/platform/cuda/cuda_status.h"
#include "core/platform/mpi_session.h"

#ifndef NCCL_VERSION
#define NCCL_VERSION(X, Y, Z) ((X)*10000 + (Y)*100 + (Z))
#endif

namespace shoal::platform {

void CheckNccl(ncclResult_t rc, const char* what) {
  if (rc != ncclSuccess) throw SystemError(what, ncclGetErrorString(rc));
}

std::string NcclVersionName() {
  int v = 0;
  CheckNccl(ncclGetVersion(&v), "ncclGetVersion");
  // NCCL >= 2.9 encodes major*10000 + minor*100 + patch, older major*1000 + minor*100 + patch.
  int major = v >= 10000 ? v / 10000 : v / 1000;
  int minor = v >= 10000 ? (v / 100) % 100 : (v / 100) % 10;
  return "NCCL " + std::to_string(major) + "." + std::to_string(minor) + "." +
         std::to_string(v % 100);
}

ncclComm_t NcclStartUp(MPI_Comm mpi) {
  int rank = 0, size = 1;
  CheckMpi(MPI_Comm_rank(mpi, &rank), "MPI_Comm_rank");
  CheckMpi(MPI_Comm_size(mpi, &size), "MPI_Comm_size");
  ncclUniqueId id{};
  if (rank == 0) CheckNccl(ncclGetUniqueId(&id), "ncclGetUniqueId");
  CheckMpi(MPI_Bcast(&id, sizeof id, MPI_BYTE, 0, mpi), "MPI_Bcast(ncclUniqueId)");
  ncclComm_t comm{};
  CheckNccl(ncclCommInitRank(&comm, size, id, rank), "ncclCommInitRank");
  return comm;
}

ncclComm_t NcclSplit([[maybe_unused]] ncclComm_t parent, [[maybe_unused]] int color,
                     [[maybe_unused]] int key, [[maybe_unused]] MPI_Comm mpi_sub) {
#if NCCL_VERSION_CODE >= NCCL_VERSION(2, 18, 0)
  ncclComm_t comm{};
  CheckNccl(ncclCommSplit(parent, color, key, &comm, nullptr), "ncclCommSplit");
  return comm;
#else
  return NcclStartUp(mpi_sub);
#endif
}

double NcclTimeoutSeconds() {
  if (const char* env = std::getenv("SHOAL_NCCL_TIMEOUT_S")) {
    char* end = nullptr;
    const double s = std::strtod(env, &end);
    if (end != env && *end == '\0' && s > 0 && s <= 1e6) return s;
  }
  return 600.0;
}

void NcclWait(ncclComm_t* comm, cudaStream_t stream, const std::string& what) {
  AsyncWaitHooks h;
  h.done = [&] {
    const cudaError_t q = cudaStreamQuery(stream);
    if (q == cudaErrorNotReady) return false;
    CheckCuda(q, "cudaStreamQuery");
    return true;
  };
  h.async_error = [&]() -> std::string {
    ncclResult_t async = ncclSuccess;
    const ncclResult_t rc = ncclCommGetAsyncError(*comm, &async);
    if (rc != ncclSuccess) return std::string("ncclCommGetAsyncError: ") + ncclGetErrorString(rc);
    return async == ncclSuccess ? std::string() : ncclGetErrorString(async);
  };
  h.abort = [&] {
    ncclCommAbort(*comm);
    *comm = nullptr;
  };
  WaitOrAbort(h, NcclTimeoutSeconds(), what);
}

}  // namespace shoal::platform
