// Repeated timing shared by every sweep: warm-up, enough ops per sample for a
// readable clock, then samples until a time budget or a repetition cap.
#pragma once

#include <functional>
#include <vector>

namespace shoal::profiler {

struct RepeatOptions {
  int warmup_ops = 2;
  int min_repetitions = 3;
  int repetitions = 10;
  double budget_s = 0.5;       ///< soft cap of timed seconds
  double min_sample_s = 1e-4;  ///< fast ops are batched up to this per sample
};

struct RepeatedTimes {
  int ops_per_sample = 1;
  std::vector<double> times_s;  ///< seconds per op, one per sample
};

/// `time_ops(n)` runs the op n times and returns seconds per op. The sample
/// count depends only on what time_ops returns, so processes that agree on
/// timings (a group's slowest rank) take the same number of samples.
RepeatedTimes RepeatTimed(const std::function<double(int)>& time_ops, const RepeatOptions& o);

}  // namespace shoal::profiler
