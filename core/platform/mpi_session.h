// The one MPI session of the process (profiler and executor alike):
// MPI_Init when needed, MPI_ERRORS_RETURN on MPI_COMM_WORLD (so every failed
// MPI call comes back as a code that CheckMpi turns into SystemError, never an
// abort; communicators split from the world inherit the handler), MPI_Finalize
// when this session initialised MPI.
#pragma once

#include <mpi.h>

namespace shoal::platform {

/// True when this process was started by mpirun/mpiexec (Open MPI, MPICH or PMIx).
bool LaunchedByMpi();

class MpiSession {
 public:
  /// MPI_Init(argc, argv) unless MPI is already initialised; works without
  /// mpirun too (one rank). Throws SystemError when MPI_Init fails.
  explicit MpiSession(int* argc = nullptr, char*** argv = nullptr);
  ~MpiSession();
  MpiSession(const MpiSession&) = delete;
  MpiSession& operator=(const MpiSession&) = delete;

 private:
  bool owns_ = false;
};

/// Throws SystemError "`what` failed: <MPI's error string>" when `rc` is not MPI_SUCCESS.
void CheckMpi(int rc, const char* what);

}  // namespace shoal::platform
