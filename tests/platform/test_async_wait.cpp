// Waiting on a collective whose peer may have died (core/platform/async_wait.h),
// driven by fakes: done, peer error, timeout.
#include <doctest/doctest.h>

#include <string>

#include "core/platform/async_wait.h"
#include "core/platform/system_error.h"

using namespace shoal::platform;

namespace {
struct Fake {
  int polls_until_done = -1;  ///< -1: never done
  int error_at_poll = -1;     ///< -1: no error
  double seconds_per_poll = 0.0;
  int polls = 0;
  bool aborted = false;
  AsyncWaitHooks Hooks() {
    AsyncWaitHooks h;
    h.done = [this] { return polls_until_done >= 0 && polls >= polls_until_done; };
    h.async_error = [this]() -> std::string {
      ++polls;
      return error_at_poll >= 0 && polls >= error_at_poll ? "remote process exited" : "";
    };
    h.abort = [this] { aborted = true; };
    h.elapsed_s = [this] { return polls * seconds_per_poll; };
    h.pause = [] {};
    return h;
  }
};

// The error WaitOrAbort throws ("" when it returns).
std::string ErrorOf(Fake& f, double timeout_s, const std::string& what) {
  try {
    WaitOrAbort(f.Hooks(), timeout_s, what);
  } catch (const SystemError& e) {
    return e.what();
  }
  return "";
}
}  // namespace

TEST_CASE("a collective that finishes is waited for, nothing aborted") {
  Fake f;
  f.polls_until_done = 5;
  CHECK(ErrorOf(f, 10.0, "ncclAllReduce").empty());
  CHECK(f.polls == 5);
  CHECK_FALSE(f.aborted);
}

TEST_CASE("a peer's asynchronous error aborts the communicator and throws") {
  Fake f;
  f.error_at_poll = 3;
  const std::string msg = ErrorOf(f, 10.0, "ncclAllGather");
  CHECK(f.aborted);
  CHECK(msg.find("ncclAllGather") != std::string::npos);
  CHECK(msg.find("remote process exited") != std::string::npos);
}

TEST_CASE("no progress within the timeout aborts and throws instead of hanging") {
  Fake f;
  f.seconds_per_poll = 1.0;
  const std::string msg = ErrorOf(f, 30.0, "NCCL all-to-all");
  CHECK(f.aborted);
  CHECK(f.polls == 31);
  CHECK(msg.find("no progress in 30") != std::string::npos);
}
