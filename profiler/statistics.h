// Order statistics of repeated timings: median and 95th percentile.
#pragma once

#include <vector>

namespace shoal::profiler {

struct TimingSummary {
  double median_s = 0;
  double p95_s = 0;
  double min_s = 0;
  int count = 0;
};

/// Linear-interpolated percentile (q in [0, 1]) of `values`; 0 when empty.
double Percentile(std::vector<double> values, double q);

/// Median, p95 and minimum of `times_s`.
TimingSummary Summarize(const std::vector<double>& times_s);

}  // namespace shoal::profiler
