#include "simulator/uncertainty.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

#include "core/phase.h"

namespace shoal::sim {

const char* IntervalFamilyName(IntervalFamily family) {
  return family == IntervalFamily::kMoe ? "MoE" : "dense";
}

RatioQuantiles StepTimeRatioQuantiles(IntervalFamily family) {
  // measured / predicted over the family's rows of the development set and
  // the spot checks together (data/published_runs.jsonl and
  // data/spot_checks.jsonl: 1,178 runs of 234 sources), sources weighted
  // equally; the outer quantiles no narrower than all rows' (docs/
  // validation.md "Uncertainty").
  RatioQuantiles q;
  if (family == IntervalFamily::kMoe) {
    q.q2_5 = 0.748;
    q.q10 = 0.850;
    q.q90 = 1.342;
    q.q97_5 = 1.748;
  } else {
    q.q2_5 = 0.814;
    q.q10 = 0.953;
    q.q90 = 1.197;
    q.q97_5 = 1.443;
  }
  return q;
}

std::string StepInterval::Text() const {
  char text[128];
  std::snprintf(text, sizeof text, "80%% interval %.3f-%.3f s, 95%% %.3f-%.3f s", p10_s, p90_s,
                p2_5_s, p97_5_s);
  return text;
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

double ComponentRisk::Min() const { return std::min({compute, communication, bubble}); }

ComponentRisk P90ComponentRisk() {
  // docs/validation.md "Uncertainty" (fitted by FitComponentRisk).
  ComponentRisk k;
  k.compute = 1.145;
  k.communication = 1.910;
  k.bubble = 1.152;
  return k;
}

StepComposition CompositionOf(const std::map<std::string, double>& breakdown) {
  StepComposition c;
  for (const auto& [name, s] : breakdown) {
    c.total_s += s;
    switch (ParsePhase(name).value_or(Phase::kCompute)) {
      case Phase::kExposedTp:
      case Phase::kExposedCp:
      case Phase::kExposedEp:
      case Phase::kExposedPp:
      case Phase::kExposedDp: c.communication_s += s; break;
      case Phase::kBubble: c.bubble_s += s; break;
      default: break;
    }
  }
  return c;
}

double PessimisticStepSeconds(const StepComposition& c, const ComponentRisk& k) {
  const double compute = std::max(0.0, c.total_s - c.communication_s - c.bubble_s);
  return compute * k.compute + c.communication_s * k.communication + c.bubble_s * k.bubble;
}

ComponentRisk FitComponentRisk(const std::vector<double>& ratios,
                               const std::vector<std::string>& sources,
                               const std::vector<StepComposition>& compositions) {
  ComponentRisk k;
  struct Group {
    std::vector<double> ratios;
    std::vector<std::string> sources;
    double share_sum = 0;
  };
  Group quiet, comm, bubble;
  for (size_t i = 0; i < ratios.size() && i < sources.size() && i < compositions.size(); ++i) {
    const StepComposition& c = compositions[i];
    if (c.total_s <= 0) continue;
    const double cs = c.communication_s / c.total_s, bs = c.bubble_s / c.total_s;
    auto add = [&](Group& g, double share) {
      g.ratios.push_back(ratios[i]);
      g.sources.push_back(sources[i]);
      g.share_sum += share;
    };
    if (cs < kRiskQuietShare && bs < kRiskQuietShare) add(quiet, 0);
    if (cs >= kRiskCommShare) add(comm, cs);
    if (bs >= kRiskBubbleShare) add(bubble, bs);
  }
  if (quiet.ratios.empty()) return k;
  k.compute = FitRatioQuantiles(quiet.ratios, quiet.sources).q90;
  auto factor = [&](const Group& g) {
    if (g.ratios.empty() || g.share_sum <= 0) return k.compute;
    const double share = g.share_sum / static_cast<double>(g.ratios.size());
    const double q90 = FitRatioQuantiles(g.ratios, g.sources).q90;
    return std::max(k.compute, k.compute + (q90 - k.compute) / share);
  };
  k.communication = factor(comm);
  k.bubble = factor(bubble);
  return k;
}

}  // namespace shoal::sim
