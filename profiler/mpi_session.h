// MPI for the profiler: initialisation, where each rank sits (host, local
// rank, node count), the groups collectives are measured on, and the MPI
// collective backend.
#pragma once

#include <mpi.h>

#include <memory>
#include <string>
#include <vector>

#include "core/platform/mpi_session.h"
#include "profiler/collective_backend.h"

namespace shoal::profiler {

// The session and the MPI status check are the platform layer's (one for the
// whole process; MPI_ERRORS_RETURN, SystemError).
using platform::CheckMpi;
using platform::MpiSession;

/// The run's layout. Communicators are owned and freed by the destructor.
class MpiLayout {
 public:
  MpiLayout();
  ~MpiLayout();
  MpiLayout(const MpiLayout&) = delete;
  MpiLayout& operator=(const MpiLayout&) = delete;

  int world_rank = 0;
  int world_size = 1;
  int local_rank = 0;      ///< rank among the processes of this host
  int local_size = 1;      ///< processes on this host
  int min_local_size = 1;  ///< smallest local_size over all hosts
  int nodes = 1;
  std::vector<std::string> hosts;  ///< host of each world rank (filled on every rank)
  MPI_Comm local = MPI_COMM_NULL;  ///< this host's processes
  MPI_Comm rail = MPI_COMM_NULL;   ///< one process per host: same local rank on every host
};

/// MPI_COMM_WORLD agreement.
class MpiAgreement : public Agreement {
 public:
  bool AnyProcess(bool local) override;
};

/// Collectives through MPI on `comm` (not owned), fp32 buffers in host memory.
std::unique_ptr<CollectiveBackend> MakeMpiCollectiveBackend(MPI_Comm comm);

/// "Open MPI v4.1.4, ..." (first line of MPI_Get_library_version).
std::string MpiLibraryVersion();

}  // namespace shoal::profiler
