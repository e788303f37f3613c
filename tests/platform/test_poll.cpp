// The polling wait behind platform::NcclWait, against a fake status function.
#include <doctest/doctest.h>

#include <string>

#include "core/platform/poll.h"
#include "core/platform/system_error.h"

using shoal::platform::PollOptions;
using shoal::platform::PollStatus;
using shoal::platform::PollUntilDone;
using shoal::platform::SystemError;

TEST_CASE("PollUntilDone returns once the work is done, without aborting") {
  int polls = 0, aborts = 0;
  PollUntilDone(
      "collective",
      [&] {
        PollStatus s;
        s.done = ++polls == 5;
        return s;
      },
      [&] { ++aborts; });
  CHECK(polls == 5);
  CHECK(aborts == 0);
}

TEST_CASE("PollUntilDone aborts and throws on an asynchronous error (a dead peer)") {
  int polls = 0, aborts = 0;
  auto failing = [&] {
    PollStatus s;
    if (++polls == 3) s.error = "remote process exited or there was a network error";
    return s;
  };
  try {
    PollUntilDone("ncclAllReduce", failing, [&] { ++aborts; });
    FAIL("no exception");
  } catch (const SystemError& e) {
    CHECK(std::string(e.what()) ==
          "ncclAllReduce failed: remote process exited or there was a network error");
  }
  CHECK(polls == 3);
  CHECK(aborts == 1);
}

TEST_CASE("PollUntilDone gives up after its timeout, aborting once") {
  int aborts = 0;
  PollOptions o;
  o.timeout_s = 0.02;
  o.interval_s = 1e-4;
  auto never = [] { return PollStatus{}; };
  CHECK_THROWS_WITH_AS(PollUntilDone("NCCL collective", never, [&] { ++aborts; }, o),
                       doctest::Contains("no completion after 0.02 s"), SystemError);
  CHECK(aborts == 1);
}

TEST_CASE("an error wins over done in the same poll") {
  int aborts = 0;
  auto both = [] {
    PollStatus s;
    s.done = true;
    s.error = "unhandled cuda error";
    return s;
  };
  CHECK_THROWS_AS(PollUntilDone("wait", both, [&] { ++aborts; }), SystemError);
  CHECK(aborts == 1);
}
