#include "planner/sweep.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <memory>
#include <mutex>

#include "core/error.h"
#include "core/limits.h"
#include "planner/constraints.h"
#include "planner/parallel.h"
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
  const size_t counts = o.gpu_counts.size();
  const size_t total = profiles.size() * counts;
  // Points run side by side, each search on its share of the threads: a
  // search's result does not depend on its thread count (tested), and whole
  // searches keep every thread busy where one search's small batches cannot.
  const int threads = search.threads > 0 ? search.threads : DefaultThreadCount();
  const int side_by_side = static_cast<int>(std::min<size_t>(total, static_cast<size_t>(threads)));
  search.threads = std::max(1, threads / std::max(1, side_by_side));
  // Layer costs do not depend on the GPU count: built once per profile, and
  // freed when the profile's last point is done.
  std::vector<std::unique_ptr<SearchCache>> caches;
  std::vector<size_t> points_left(profiles.size(), counts);
  for (size_t i = 0; i < profiles.size(); ++i) caches.push_back(std::make_unique<SearchCache>());
  std::vector<SweepPoint> points(total);
  // Progress: each point's share filled as its search advances; reported
  // as the sum, monotone, under one lock.
  std::mutex mu;
  std::vector<size_t> point_done(total, 0);
  size_t done_sum = 0;
  const size_t units = total * kSweepProgressUnits;
  auto advance = [&](size_t point, size_t done, const std::string& at) {
    std::lock_guard<std::mutex> lock(mu);
    if (done <= point_done[point]) return;
    done_sum += done - point_done[point];
    point_done[point] = done;
    progress(done_sum, units, at);
  };
  auto label = [&](size_t i) {
    return profiles[i / counts].name + " x " + std::to_string(o.gpu_counts[i % counts]);
  };
  // The first point and the last close the bar, whichever point ran last.
  if (progress && total > 0) progress(0, units, label(0));
  ParallelFor(total, side_by_side, [&](size_t i) {
    const size_t h = i / counts;
    const HardwareProfile& hw = profiles[h];
    const int n = o.gpu_counts[i % counts];
    const std::string at = label(i);
    SearchProblem p = ProblemFromScenario(s, hw, n);
    SearchOptions point_search = search;
    if (progress) {
      point_search.progress = [&advance, i, at](size_t done, size_t of) {
        advance(i, of > 0 ? kSweepProgressUnits * done / of : 0, at);
      };
    }
    ApplyConstraints(o.constraints, &p, &point_search);
    point_search.cache = caches[h].get();  // reset only after this point is done
    SearchResult r = SearchPlans(p, point_search);
    SweepPoint& pt = points[i];
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
    std::lock_guard<std::mutex> lock(mu);
    if (--points_left[h] == 0) caches[h].reset();
  });
  if (progress && total > 0) progress(units, units, label(total - 1));
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
