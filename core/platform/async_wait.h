// Waiting for device work that a failed peer may never let finish. A NCCL
// collective whose peer died blocks its stream for ever; cudaStreamSynchronize
// would hang the run. Instead the stream is polled, and between polls the
// communicator's asynchronous error (ncclCommGetAsyncError) is read: an error,
// or no progress within the timeout, aborts the communicator and throws.
// Header-only and free of CUDA so that tests drive it with fakes; the NCCL
// waiter (core/platform/cuda/nccl_comm.h NcclWait) plugs CUDA and NCCL in.
#pragma once

#include <chrono>
#include <functional>
#include <string>
#include <thread>

#include "core/platform/system_error.h"

namespace shoal::platform {

struct AsyncWaitHooks {
  /// Polls the work: true when done; throws on a device error.
  std::function<bool()> done;
  /// The communicator's asynchronous error, empty when none.
  std::function<std::string()> async_error;
  /// Aborts the communicator (its pending operations fail, the peers see it).
  std::function<void()> abort;
  /// Seconds since the wait began (a steady clock unless a test sets one).
  std::function<double()> elapsed_s;
  /// Sleeps between polls (tests: no sleep).
  std::function<void()> pause;
};

/// Waits for `what` until done; throws SystemError after aborting when
/// the communicator reports an error or `timeout_s` passes.
inline void WaitOrAbort(const AsyncWaitHooks& h, double timeout_s, const std::string& what) {
  const auto start = std::chrono::steady_clock::now();
  auto elapsed = [&] {
    return h.elapsed_s
               ? h.elapsed_s()
               : std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  for (;;) {
    if (h.done()) return;
    const std::string error = h.async_error();
    if (!error.empty()) {
      h.abort();
      throw SystemError(what, "a peer failed (" + error + "); communicator aborted");
    }
    if (elapsed() > timeout_s) {
      h.abort();
      throw SystemError(what, "no progress in " + std::to_string(timeout_s) +
                                  " s (a peer may have died); communicator aborted");
    }
    if (h.pause) {
      h.pause();
    } else {
      std::this_thread::sleep_for(std::chrono::microseconds(50));
    }
  }
}

}  // namespace shoal::platform
