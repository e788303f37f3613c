#include "simulator/uncertainty.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace shoal::sim {

RatioQuantiles StepTimeRatioQuantiles() {
  // measured / predicted over the development set, sources weighted equally
  // (docs/validation.md "Uncertainty").
  RatioQuantiles q;
  q.q2_5 = 0.733;
  q.q10 = 0.896;
  q.q90 = 1.456;
  q.q97_5 = 2.053;
  return q;
}

StepInterval IntervalFor(double predicted_s, const RatioQuantiles& q) {
  return {predicted_s * q.q2_5, predicted_s * q.q10, predicted_s * q.q90, predicted_s * q.q97_5};
}

RatioQuantiles FitRatioQuantiles(const std::vector<double>& ratios,
                                 const std::vector<std::string>& sources) {
  RatioQuantiles q;
  if (ratios.empty() || ratios.size() != sources.size()) return q;
  std::map<std::string, int> per_source;
  for (const auto& s : sources) ++per_source[s];
  // Weighted empirical distribution: each source carries weight 1 in total.
  std::vector<std::pair<double, double>> points;  // ratio, weight
  double total = 0;
  for (size_t i = 0; i < ratios.size(); ++i) {
    const double w = 1.0 / per_source[sources[i]];
    points.push_back({ratios[i], w});
    total += w;
  }
  std::sort(points.begin(), points.end());
  auto quantile = [&](double p) {
    double acc = 0;
    for (const auto& [r, w] : points) {
      acc += w;
      if (acc >= p * total) return r;
    }
    return points.back().first;
  };
  q.q2_5 = quantile(0.025);
  q.q10 = quantile(0.10);
  q.q90 = quantile(0.90);
  q.q97_5 = quantile(0.975);
  return q;
}

}  // namespace shoal::sim
