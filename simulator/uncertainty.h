// How far a predicted step time can be from a measured one: intervals from
// the residuals of the published runs Shoal ships (the development set,
// data/published_runs.jsonl, and the spot checks, data/spot_checks.jsonl),
// with each source weighted equally so that no single benchmark table sets
// the band.
// Never fitted per row: one set of ratio quantiles per family of models
// (dense, MoE), each fitted to that family's rows.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace shoal::sim {

/// Step-time interval around a prediction.
struct StepInterval {
  double p2_5_s = 0;
  double p10_s = 0;
  double p90_s = 0;
  double p97_5_s = 0;
  bool Covers80(double measured_s) const { return measured_s >= p10_s && measured_s <= p90_s; }
  bool Covers95(double measured_s) const { return measured_s >= p2_5_s && measured_s <= p97_5_s; }
  /// "80% interval a-b s, 95% c-d s", as `simulate` and `plan` print it.
  std::string Text() const;
};

/// Quantiles of measured / predicted step time.
struct RatioQuantiles {
  double q2_5 = 1, q10 = 1, q90 = 1, q97_5 = 1;
};

/// The models whose predictions share one set of quantiles. A MoE step
/// carries what a dense one does and the routed experts besides (dispatch
/// and its overlap, routing imbalance, grouped GEMMs at small widths), and
/// its measured / predicted ratios spread about twice as wide: one band for
/// both covered 59% of the MoE rows and 88% of the dense ones.
enum class IntervalFamily { kDense, kMoe };
const char* IntervalFamilyName(IntervalFamily family);
inline IntervalFamily IntervalFamilyOf(bool moe) {
  return moe ? IntervalFamily::kMoe : IntervalFamily::kDense;
}

/// The committed quantiles of a family (the fit over the development and
/// spot-check rows together; `shoal validate` prints each file's own fit,
/// and a test checks the pooled one matches).
RatioQuantiles StepTimeRatioQuantiles(IntervalFamily family);

StepInterval IntervalFor(double predicted_s, const RatioQuantiles& q);

/// Fits ratio quantiles to (measured / predicted, source) pairs, each source
/// weighing the same in total.
RatioQuantiles FitRatioQuantiles(const std::vector<double>& ratios,
                                 const std::vector<std::string>& sources);

/// A pessimistic (90th percentile) step time from the step's own
/// composition: each part of the predicted step carries its own factor, so
/// that a plan whose step is mostly exposed communication or pipeline bubble
/// is judged more uncertain than one that is mostly compute (`shoal plan
/// --risk p90`). Fitted on the development set (FitComponentRisk; a test
/// checks the committed values against the fit):
///  - compute: the q90 of measured / predicted over rows whose exposed
///    communication and bubble are each under 5% of the step;
///  - communication: over rows whose exposed communication is at least 15%
///    of the step, the factor that brings their mean composition to their
///    q90 (compute + (q90 - compute) / mean share);
///  - bubble: likewise over rows whose bubble is at least 5% of the step.
struct ComponentRisk {
  double compute = 1;        ///< compute, recompute, contention, optimizer, offload
  double communication = 1;  ///< exposed TP, CP, EP, DP and PP communication
  double bubble = 1;         ///< pipeline bubble
  double Min() const;
};

/// Shares of the step below which a row counts as compute-only, and above
/// which it counts as communication- or bubble-heavy.
inline constexpr double kRiskQuietShare = 0.05;
inline constexpr double kRiskCommShare = 0.15;
inline constexpr double kRiskBubbleShare = 0.05;

ComponentRisk P90ComponentRisk();

/// Exposed communication and bubble seconds of a step breakdown
/// (StepResult::breakdown); the rest is compute.
struct StepComposition {
  double total_s = 0, communication_s = 0, bubble_s = 0;
};
StepComposition CompositionOf(const std::map<std::string, double>& breakdown);

/// The pessimistic step time: compute x compute factor + communication x its
/// factor + bubble x its factor.
double PessimisticStepSeconds(const StepComposition& c,
                              const ComponentRisk& k = P90ComponentRisk());

/// Fits the factors to development rows (ratio measured / predicted, source,
/// composition); a group with no rows keeps the compute factor.
ComponentRisk FitComponentRisk(const std::vector<double>& ratios,
                               const std::vector<std::string>& sources,
                               const std::vector<StepComposition>& compositions);

}  // namespace shoal::sim
