#include "core/platform/poll.h"

#include <chrono>
#include <sstream>
#include <thread>

#include "core/platform/system_error.h"

namespace shoal::platform {

void PollUntilDone(const std::string& what, const std::function<PollStatus()>& status,
                   const std::function<void()>& abort, const PollOptions& options) {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  for (long polls = 0;; ++polls) {
    PollStatus s = status();
    if (!s.error.empty()) {
      abort();
      throw SystemError(what, s.error);
    }
    if (s.done) return;
    const double waited_s = std::chrono::duration<double>(Clock::now() - start).count();
    if (options.timeout_s > 0 && waited_s > options.timeout_s) {
      abort();
      std::ostringstream why;
      why << "no completion after " << options.timeout_s
          << " s (a peer may have died); communicator aborted";
      throw SystemError(what, why.str());
    }
    if (polls >= 1000) std::this_thread::sleep_for(std::chrono::duration<double>(options.interval_s));
  }
}

}  // namespace shoal::platform
