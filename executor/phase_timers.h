// Wall-clock seconds per phase of a training step, named like the
// simulator's breakdown keys.
#pragma once

#include <chrono>

namespace shoal::executor {

enum class TimedPhase { kEp = 0, kTp, kPp, kDp, kOptimizer, kCount };

struct PhaseTimers {
  double seconds[static_cast<int>(TimedPhase::kCount)] = {};
  double& operator[](TimedPhase p) { return seconds[static_cast<int>(p)]; }
  double Total() const {
    double t = 0;
    for (double s : seconds) t += s;
    return t;
  }
  void Reset() {
    for (double& s : seconds) s = 0;
  }
};

/// Adds the lifetime of the object to one phase (no-op when timers is null).
class ScopedPhase {
 public:
  ScopedPhase(PhaseTimers* timers, TimedPhase phase)
      : timers_(timers), phase_(phase), start_(std::chrono::steady_clock::now()) {}
  ~ScopedPhase() {
    if (timers_ == nullptr) return;
    (*timers_)[phase_] +=
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }
  ScopedPhase(const ScopedPhase&) = delete;
  ScopedPhase& operator=(const ScopedPhase&) = delete;

 private:
  PhaseTimers* timers_;
  TimedPhase phase_;
  std::chrono::steady_clock::time_point start_;
};

}  // namespace shoal::executor
