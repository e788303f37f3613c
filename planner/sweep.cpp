#include "planner/sweep.h"

#include <algorithm>
#include <array>
#include <cctype>

#include "core/error.h"
#include "core/limits.h"
#include "planner/constraints.h"
#include "planner/search_cache.h"

namespace shoal::planner {
namespace {

int ParseCount(const std::string& t, const std::string& text, const std::string& option) {
  if (t.empty() || t.size() > 9 ||
      !std::all_of(t.begin(), t.end(), [](unsigned char c) { return std::isdigit(c); })) {
    throw InputError(
        "", option, "GPU counts as FROM..TO (powers of two) or a comma list, got \"" + Excerpt(text) +
            "\"");
  }
  int n = std::stoi(t);
  if (n <= 0 || n > limits::kMaxGpus) {
    throw InputError("", option,
                     "GPU counts in [1, " + std::to_string(limits::kMaxGpus) + "], got \"" +
                         Excerpt(text) + "\"");
  }
  return n;
}

}  // namespace

std::vector<int> ParseGpuCounts(const std::string& text, const std::string& option) {
  std::vector<int> counts;
  const size_t dots = text.find("..");
  if (dots != std::string::npos) {
    const int from = ParseCount(text.substr(0, dots), text, option);
    const int to = ParseCount(text.substr(dots + 2), text, option);
    if (from > to) throw InputError("", option, "FROM <= TO in \"" + Excerpt(text) + "\"");
    for (long long p = 1; p <= to; p *= 2) {
      if (p >= from) counts.push_back(static_cast<int>(p));
    }
    if (counts.empty()) {
      throw InputError("", option, "a range holding a power of two, got \"" + Excerpt(text) + "\"");
    }
    return counts;
  }
  size_t start = 0;
  while (start <= text.size()) {
    size_t comma = text.find(',', start);
    if (comma == std::string::npos) comma = text.size();
    const int n = ParseCount(text.substr(start, comma - start), text, option);
    if (std::find(counts.begin(), counts.end(), n) != counts.end()) {
      throw InputError("", option, "each GPU count once, got " + std::to_string(n) + " twice");
    }
    counts.push_back(n);
    start = comma + 1;
  }
  return counts;
}

std::vector<SweepPoint> RunSweep(const Scenario& s, const SweepOptions& o,
                                 const SweepProgressFn& progress) {
  std::vector<HardwareProfile> profiles;
  if (o.hardware.empty()) {
    profiles.push_back(s.hardware);
  } else {
    for (const auto& name : o.hardware) {
      profiles.push_back(ResolveHardware(name, "", "--hardware"));
      ApplyFacility(s.facility, &profiles.back());
    }
  }
  SearchOptions search = o.search;
  search.top_k = 1;
  std::vector<SweepPoint> points;
  const size_t total = profiles.size() * o.gpu_counts.size();
  for (const HardwareProfile& hw : profiles) {
    // Layer costs do not depend on the GPU count: built once per profile.
    SearchCache cache;
    for (int n : o.gpu_counts) {
      const std::string at = hw.name + " x " + std::to_string(n);
      const size_t before = points.size() * kSweepProgressUnits;
      const size_t units = total * kSweepProgressUnits;
      if (progress) progress(before, units, at);
      SearchProblem p = ProblemFromScenario(s, hw, n);
      SearchOptions point_search = search;
      if (progress) {
        point_search.progress = [&progress, before, units, at](size_t done, size_t of) {
          progress(before + (of > 0 ? kSweepProgressUnits * done / of : 0), units, at);
        };
      }
      ApplyConstraints(o.constraints, &p, &point_search);
      point_search.cache = &cache;
      SearchResult r = SearchPlans(p, point_search);
      SweepPoint pt;
      pt.hardware = hw.name;
      pt.num_gpus = n;
      pt.stats = r.stats;
      pt.feasible = !r.plans.empty();
      if (pt.feasible) {
        pt.best = r.plans.front();
      } else {
        pt.reason = r.failure;
        if (o.constraints.Any()) pt.reason += " under " + DescribeConstraints(o.constraints);
      }
      points.push_back(std::move(pt));
    }
  }
  MarkPareto(&points);
  return points;
}

void MarkPareto(std::vector<SweepPoint>* points) {
  auto metrics = [](const SweepPoint& p) {
    const TrainingEstimate& t = p.best.training;
    return std::array<double, 3>{t.time_to_train_s, t.cost_usd, t.energy_kwh};
  };
  for (auto& a : *points) {
    a.pareto = false;
    if (!a.feasible) continue;
    const auto ma = metrics(a);
    bool dominated = false;
    for (const auto& b : *points) {
      if (&a == &b || !b.feasible) continue;
      const auto mb = metrics(b);
      bool no_worse = true, better = false;
      for (size_t i = 0; i < 3; ++i) {
        if (mb[i] > ma[i]) no_worse = false;
        if (mb[i] < ma[i]) better = true;
      }
      if (no_worse && better) {
        dominated = true;
        break;
      }
    }
    a.pareto = !dominated;
  }
}

}  // namespace shoal::planner
