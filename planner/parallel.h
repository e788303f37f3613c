// A small std::thread pool for searches: runs fn(i) for i in [0, n) on
// `threads` workers taking items in order from a shared counter. Results must
// be written by index, so they do not depend on the thread count.
#pragma once

#include <cstddef>
#include <functional>

namespace shoal::planner {

/// All hardware threads (at least 1).
int DefaultThreadCount();

/// Called on the calling thread about every 100 ms with items done so far.
using ProgressFn = std::function<void(size_t done, size_t total)>;

/// Runs fn(0..n-1) on `threads` workers (0: all cores). The first exception
/// thrown by fn is rethrown here after every worker stopped.
void ParallelFor(size_t n, int threads, const std::function<void(size_t)>& fn,
                 const ProgressFn& progress = nullptr);

}  // namespace shoal::planner
