#include "core/platform/mpi_session.h"

#include <cstdlib>
#include <string>

#include "core/platform/system_error.h"

namespace shoal::platform {

bool LaunchedByMpi() {
  for (const char* v : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_RANK", "MPI_LOCALNRANKS"}) {
    if (std::getenv(v) != nullptr) return true;
  }
  return false;
}

MpiSession::MpiSession(int* argc, char*** argv) {
  int initialized = 0;
  MPI_Initialized(&initialized);
  if (!initialized) {
    int rc = MPI_Init(argc, argv);
    if (rc != MPI_SUCCESS) throw SystemError("MPI_Init", "error code " + std::to_string(rc));
    owns_ = true;
  }
  CheckMpi(MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN), "MPI_Comm_set_errhandler");
}

MpiSession::~MpiSession() {
  if (!owns_) return;
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (!finalized) MPI_Finalize();
}

void CheckMpi(int rc, const char* what) {
  if (rc == MPI_SUCCESS) return;
  char text[MPI_MAX_ERROR_STRING] = {};
  int len = 0;
  if (MPI_Error_string(rc, text, &len) != MPI_SUCCESS) {
    throw SystemError(what, "MPI error code " + std::to_string(rc));
  }
  throw SystemError(what, std::string(text, static_cast<size_t>(len)));
}

}  // namespace shoal::platform
