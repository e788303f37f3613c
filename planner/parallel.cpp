#include "planner/parallel.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace shoal::planner {

int DefaultThreadCount() { return std::max(1u, std::thread::hardware_concurrency()); }

void ParallelFor(size_t n, int threads, const std::function<void(size_t)>& fn,
                 const ProgressFn& progress) {
  if (n == 0) return;
  const size_t workers =
      std::min(n, static_cast<size_t>(threads > 0 ? threads : DefaultThreadCount()));
  std::atomic<size_t> next{0};
  std::atomic<size_t> done{0};
  std::atomic<bool> failed{false};
  std::exception_ptr error;
  std::mutex mu;
  std::condition_variable finished;
  size_t running = workers;
  auto work = [&] {
    for (;;) {
      if (failed.load()) break;
      const size_t i = next.fetch_add(1);
      if (i >= n) break;
      try {
        fn(i);
      } catch (...) {
        std::lock_guard<std::mutex> lock(mu);
        if (!error) error = std::current_exception();
        failed = true;
      }
      done.fetch_add(1);
    }
    std::lock_guard<std::mutex> lock(mu);
    if (--running == 0) finished.notify_all();
  };
  if (workers == 1 && !progress) {
    work();
  } else {
    std::vector<std::thread> pool;
    pool.reserve(workers);
    for (size_t t = 0; t < workers; ++t) pool.emplace_back(work);
    {
      std::unique_lock<std::mutex> lock(mu);
      while (running > 0) {
        finished.wait_for(lock, std::chrono::milliseconds(100));
        if (progress && running > 0) {
          lock.unlock();
          progress(done.load(), n);
          lock.lock();
        }
      }
    }
    for (auto& t : pool) t.join();
  }
  if (error) std::rethrow_exception(error);
}

}  // namespace shoal::planner
