#include "profiler/repeat.h"

#include <algorithm>
#include <cmath>

namespace shoal::profiler {

RepeatedTimes RepeatTimed(const std::function<double(int)>& time_ops, const RepeatOptions& o) {
  RepeatedTimes r;
  double warm_s = std::max(time_ops(std::max(o.warmup_ops, 1)), 1e-9);
  r.ops_per_sample = std::clamp(static_cast<int>(std::ceil(o.min_sample_s / warm_s)), 1, 1000);
  double sample_s = warm_s * r.ops_per_sample;
  int lo = std::max(1, std::min(o.min_repetitions, o.repetitions));
  int reps = std::clamp(static_cast<int>(o.budget_s / sample_s), lo, std::max(o.repetitions, 1));
  for (int i = 0; i < reps; ++i) r.times_s.push_back(time_ops(r.ops_per_sample));
  return r;
}

}  // namespace shoal::profiler
