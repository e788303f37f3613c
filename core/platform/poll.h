// Waiting on asynchronous work that a dead peer could block forever (an NCCL
// collective whose partner died): poll `status` until it reports done, an
// error, or `timeout_s` passes; on error or timeout call `abort` (e.g.
// ncclCommAbort) and throw SystemError. Pure logic, no CUDA: the NCCL waiter
// (core/platform/cuda/nccl_comm.h) plugs cudaStreamQuery and
// ncclCommGetAsyncError into it, the tests a fake.
#pragma once

#include <functional>
#include <string>

namespace shoal::platform {

struct PollStatus {
  bool done = false;
  std::string error;  ///< non-empty: the asynchronous work failed (why)
};

struct PollOptions {
  double timeout_s = 600;     ///< give up (abort, throw) after this long; <= 0: never
  double interval_s = 50e-6;  ///< sleep between polls once the first 1000 polls spun
};

/// Returns once `status` says done. Throws SystemError naming `what` after
/// calling `abort` when `status` reports an error or the timeout passes.
void PollUntilDone(const std::string& what, const std::function<PollStatus()>& status,
                   const std::function<void()>& abort, const PollOptions& options = {});

}  // namespace shoal::platform
