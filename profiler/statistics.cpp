#include "profiler/statistics.h"

#include <algorithm>
#include <cmath>

namespace shoal::profiler {

double Percentile(std::vector<double> values, double q) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  double pos = std::clamp(q, 0.0, 1.0) * static_cast<double>(values.size() - 1);
  auto lo = static_cast<size_t>(std::floor(pos));
  size_t hi = std::min(lo + 1, values.size() - 1);
  double frac = pos - static_cast<double>(lo);
  return values[lo] + (values[hi] - values[lo]) * frac;
}

TimingSummary Summarize(const std::vector<double>& times_s) {
  TimingSummary s;
  s.count = static_cast<int>(times_s.size());
  if (times_s.empty()) return s;
  s.median_s = Percentile(times_s, 0.5);
  s.p95_s = Percentile(times_s, 0.95);
  s.min_s = *std::min_element(times_s.begin(), times_s.end());
  return s;
}

}  // namespace shoal::profiler
