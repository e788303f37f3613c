#include "planner/explain.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <set>
#include <sstream>

#include "core/phase.h"
#include "core/units.h"

namespace shoal::planner {
namespace {

/// A second component is named when the first is less than this share of
/// all the components that grew (the gross loss, before any gains) ...
constexpr double kFirstExplainsEnough = 0.75;
/// ... and it is at least this share of the gross loss.
constexpr double kSecondMatters = 0.1;
/// An offsetting gain is mentioned from this share of the gross loss.
constexpr double kGainMatters = 0.1;
/// Memory use is mentioned when it differs by this many points of GPU memory.
constexpr double kMemoryPointsMatter = 0.05;

std::string Fmt(const char* format, double v) {
  char s[64];
  std::snprintf(s, sizeof s, format, v);
  return s;
}

std::string Seconds(double s) { return Fmt(std::fabs(s) < 0.1 ? "%.3f s" : "%.2f s", s); }

LayoutStanding StandingOf(const RankedPlan& r) {
  LayoutStanding s;
  s.rank = r.rank;
  s.layout = LayoutKey(r.plan);
  s.summary = r.plan.Summary();
  s.step_time_s = r.result.step_time_s;
  s.energy_j_per_step = r.result.energy_j_per_step;
  s.objective_value = r.objective_value;
  s.peak_memory_bytes = r.result.peak_memory_bytes;
  s.breakdown = r.result.breakdown;
  return s;
}

std::string Reason(const Explanation& e, const LayoutStanding& best, LayoutStanding* o,
                   int best_batch, int other_batch) {
  std::ostringstream text;
  const bool energy = e.objective == "energy";
  const double gap_s = o->step_time_s - best.step_time_s;
  if (energy) {
    const double more = o->energy_j_per_step - best.energy_j_per_step;
    text << "uses " << Fmt("%.1f kJ", more / 1e3) << " ("
         << Fmt("%.1f%%", 100 * more / best.energy_j_per_step) << ") more energy per step";
    text << (gap_s >= 0 ? " and is " : "; it is ") << Seconds(std::fabs(gap_s))
         << (gap_s >= 0 ? " slower" : " faster");
  } else {
    text << "is " << Seconds(gap_s) << " (" << Fmt("%.1f%%", 100 * gap_s / best.step_time_s)
         << ") slower per step";
  }
  if (best_batch != other_batch) {
    text << " at global batch " << other_batch << " (vs " << best_batch << "; ranked per sequence: "
         << Fmt("%.1f%%", 100 * (o->objective_value / best.objective_value - 1)) << " behind)";
  }
  // The components that grew the most, and the largest that shrank.
  std::vector<std::pair<double, std::string>> grew, shrank;
  for (const auto& [key, delta] : o->breakdown_delta) {
    if (delta > 0) grew.emplace_back(delta, key);
    if (delta < 0) shrank.emplace_back(-delta, key);
  }
  std::sort(grew.rbegin(), grew.rend());
  std::sort(shrank.rbegin(), shrank.rend());
  double scale = 0;  // every second lost, before the gains
  for (const auto& g : grew) scale += g.first;
  if (!grew.empty()) {
    o->deciding.push_back(grew[0].second);
    if (grew.size() > 1 && grew[0].first < kFirstExplainsEnough * scale &&
        grew[1].first >= kSecondMatters * scale) {
      o->deciding.push_back(grew[1].second);
    }
    text << ": ";
    for (size_t i = 0; i < o->deciding.size(); ++i) {
      text << (i ? ", " : "") << ComponentWords(grew[i].second) << " +" << Seconds(grew[i].first);
    }
    if (!shrank.empty() && shrank[0].first >= kGainMatters * scale) {
      text << " (it saves " << Seconds(shrank[0].first) << " of "
           << ComponentWords(shrank[0].second) << ")";
    }
  }
  if (e.gpu_memory_bytes > 0) {
    const double mine = o->peak_memory_bytes / e.gpu_memory_bytes;
    const double theirs = best.peak_memory_bytes / e.gpu_memory_bytes;
    if (std::fabs(mine - theirs) >= kMemoryPointsMatter) {
      text << "; peak memory " << Fmt("%.0f%%", 100 * mine) << " of the GPU (best "
           << Fmt("%.0f%%", 100 * theirs) << ")";
    }
  }
  return text.str();
}

}  // namespace

std::string ComponentWords(const std::string& key) {
  const std::optional<Phase> phase = ParsePhase(key);
  return phase ? InfoOf(*phase).words : key;
}

Explanation ExplainRanking(const SearchProblem& p, Objective objective, const SearchResult& r) {
  Explanation e;
  e.objective = ObjectiveName(objective);
  e.gpu_memory_bytes = p.hw.gpu.hbm_bytes / (1.0 - p.memory_headroom_fraction);
  if (r.plans.empty()) return e;
  const RankedPlan& best = r.plans.front();
  e.best = StandingOf(best);
  std::set<std::string> seen = {e.best.layout};
  for (const RankedPlan& rp : r.plans) {
    if (!seen.insert(LayoutKey(rp.plan)).second) continue;  // best first: the layout's best
    LayoutStanding o = StandingOf(rp);
    for (const auto& [key, v] : o.breakdown) {
      auto it = e.best.breakdown.find(key);
      o.breakdown_delta[key] = v - (it == e.best.breakdown.end() ? 0.0 : it->second);
    }
    o.reason = Reason(e, e.best, &o, best.plan.global_batch_size, rp.plan.global_batch_size);
    e.others.push_back(std::move(o));
  }
  return e;
}

results::Explanation ExplanationResultOf(const Explanation& e) {
  auto standing = [](const LayoutStanding& s) {
    results::LayoutStanding o;
    o.rank = s.rank;
    o.layout = s.layout;
    o.summary = s.summary;
    o.step_time_s = s.step_time_s;
    o.energy_j_per_step = s.energy_j_per_step;
    o.objective_value = s.objective_value;
    o.peak_memory_bytes = s.peak_memory_bytes;
    o.breakdown.assign(s.breakdown.begin(), s.breakdown.end());
    o.breakdown_delta.assign(s.breakdown_delta.begin(), s.breakdown_delta.end());
    o.deciding = s.deciding;
    o.reason = s.reason;
    return o;
  };
  results::Explanation out;
  out.objective = e.objective;
  out.gpu_memory_bytes = e.gpu_memory_bytes;
  out.best = standing(e.best);
  for (const auto& o : e.others) out.others.push_back(standing(o));
  return out;
}

std::string ExplanationTable(const Explanation& e) {
  std::ostringstream out;
  out << "Why #1 wins (" << e.objective << "): the best plan of each layout in the ranking, "
      << "seconds per step on the critical stage\n";
  std::vector<const LayoutStanding*> cols = {&e.best};
  for (const auto& o : e.others) cols.push_back(&o);
  char cell[64];
  out << std::string(26, ' ');
  for (const auto* c : cols) {
    std::snprintf(cell, sizeof cell, " %8s%d", "#", c->rank);
    out << cell;
  }
  out << "\n";
  std::set<std::string> keys;
  for (const auto* c : cols) {
    for (const auto& [k, v] : c->breakdown) {
      if (v != 0) keys.insert(k);
    }
  }
  auto row = [&](const std::string& name, auto value) {
    const std::string label = name.substr(0, 26);
    out << label << std::string(26 - label.size(), ' ');
    for (const auto* c : cols) out << Fmt(" %9.3f", value(*c));
    out << "\n";
  };
  for (const auto& k : keys) {
    row(k, [&](const LayoutStanding& s) {
      auto it = s.breakdown.find(k);
      return it == s.breakdown.end() ? 0.0 : it->second;
    });
  }
  row("step time", [](const LayoutStanding& s) { return s.step_time_s; });
  row("peak memory GiB", [](const LayoutStanding& s) { return s.peak_memory_bytes / kGiB; });
  out << "\n#1 " << e.best.layout << ": " << e.best.summary << "\n";
  for (const auto& o : e.others) {
    out << "#" << o.rank << " " << o.layout << " " << o.reason << "\n";
  }
  if (e.others.empty()) {
    out << "(every ranked plan has the layout of #1; rank more with --top or --distinct)\n";
  }
  return out.str();
}

}  // namespace shoal::planner
