// How far a predicted step time can be from a measured one: intervals from
// the residuals of the development set (data/published_runs.jsonl), with each
// source weighted equally so that no single benchmark table sets the band.
// Never fitted per row: one set of ratio quantiles for every prediction.
#pragma once

#include <string>
#include <vector>

namespace shoal::sim {

/// Step-time interval around a prediction.
struct StepInterval {
  double p2_5_s = 0;
  double p10_s = 0;
  double p90_s = 0;
  double p97_5_s = 0;
};

/// Quantiles of measured / predicted step time.
struct RatioQuantiles {
  double q2_5 = 1, q10 = 1, q90 = 1, q97_5 = 1;
};

/// The committed quantiles (reproduced by `shoal validate --runs
/// data/published_runs.jsonl`, which prints the fit; a test checks they
/// match).
RatioQuantiles StepTimeRatioQuantiles();

StepInterval IntervalFor(double predicted_s, const RatioQuantiles& q = StepTimeRatioQuantiles());

/// Fits ratio quantiles to (measured / predicted, source) pairs, each source
/// weighing the same in total.
RatioQuantiles FitRatioQuantiles(const std::vector<double>& ratios,
                                 const std::vector<std::string>& sources);

}  // namespace shoal::sim
