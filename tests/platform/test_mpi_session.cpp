// The one MPI session: MPI_ERRORS_RETURN on the world, so a failing MPI call
// comes back as SystemError carrying MPI's error string instead of aborting
// the process. Test suite "mpi": ctest runs it under mpirun with two ranks
// (platform_mpirun); the plain `platform` test leaves it out.
#include <doctest/doctest.h>
#include <mpi.h>

#include <string>

#include "core/platform/mpi_session.h"
#include "core/platform/system_error.h"

using shoal::platform::CheckMpi;
using shoal::platform::MpiSession;
using shoal::platform::SystemError;

TEST_SUITE("mpi") {
  TEST_CASE("a failing MPI call throws SystemError with MPI's error string") {
    MpiSession session;
    CHECK(shoal::platform::LaunchedByMpi());
    int size = 0, rank = 0;
    CheckMpi(MPI_Comm_size(MPI_COMM_WORLD, &size), "MPI_Comm_size");
    CheckMpi(MPI_Comm_rank(MPI_COMM_WORLD, &rank), "MPI_Comm_rank");
    CHECK(size == 2);

    // A send to a rank that does not exist: without MPI_ERRORS_RETURN the
    // default handler (MPI_ERRORS_ARE_FATAL) kills the whole job here.
    double x = 1;
    int rc = MPI_Send(&x, 1, MPI_DOUBLE, size + 5, 0, MPI_COMM_WORLD);
    REQUIRE(rc != MPI_SUCCESS);
    char text[MPI_MAX_ERROR_STRING] = {};
    int len = 0;
    MPI_Error_string(rc, text, &len);
    const std::string expected = "MPI_Send failed: " + std::string(text, static_cast<size_t>(len));
    try {
      CheckMpi(rc, "MPI_Send");
      FAIL("no exception");
    } catch (const SystemError& e) {
      CHECK(std::string(e.what()) == expected);
      CHECK(std::string(e.what()).find("rank") != std::string::npos);
    }

    // A communicator split from the world inherits the handler.
    MPI_Comm half;
    CheckMpi(MPI_Comm_split(MPI_COMM_WORLD, rank, 0, &half), "MPI_Comm_split");
    CHECK_THROWS_AS(CheckMpi(MPI_Send(&x, -1, MPI_DOUBLE, 0, 0, half), "MPI_Send"), SystemError);
    MPI_Comm_free(&half);

    CheckMpi(MPI_Barrier(MPI_COMM_WORLD), "MPI_Barrier");  // still usable
    CHECK_NOTHROW(CheckMpi(MPI_SUCCESS, "nothing"));
  }
}
