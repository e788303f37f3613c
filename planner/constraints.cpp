#include "planner/constraints.h"

#include <cstdio>
#include <set>

namespace shoal::planner {
namespace {

struct ValidSpace {
  int64_t candidates = 0;
  RejectCounts rejected;
  std::set<int> degree_values;  ///< of the degree `degree` names, among valid candidates
};

int DegreeOf(const Plan& s, const std::string& name) {
  if (name == "tp") return s.tp;
  if (name == "pp") return s.pp;
  if (name == "cp") return s.cp;
  if (name == "ep") return s.ep;
  if (name == "dp") return s.dp;
  return 0;
}

/// Counts the valid candidates of a space (no evaluation), collecting the
/// values of `degree` ("tp", ...) they use.
ValidSpace CountValid(const SearchProblem& p, const SearchSpaceOptions& o,
                      const std::string& degree) {
  ValidSpace v;
  const SpaceEnumeration space = EnumerateSpace(p, o);
  v.rejected = space.rejected;
  for (const CostGroup& g : space.groups) {
    for (int pp : g.pp_values) {
      const Plan structure = StructurePlan(p, g, pp);
      int64_t n = 0;
      ForEachVariant(
          p, o, structure, [&](const Plan&) { ++n; }, &v.rejected);
      v.candidates += n;
      if (n > 0 && DegreeOf(structure, degree) > 0) {
        v.degree_values.insert(DegreeOf(structure, degree));
      }
    }
  }
  return v;
}

std::string Label(const SearchConstraints& c, const std::string& name) {
  return ConstraintText(c, name) + " (" + c.Origin(name).Text() + ")";
}

SearchConstraints OnlyFirst(const SearchConstraints& c, const std::vector<std::string>& names,
                            size_t count) {
  SearchConstraints out = c;
  for (size_t i = count; i < names.size(); ++i) out = WithoutConstraint(out, names[i]);
  return out;
}

std::string Reasons(const RejectCounts& rejected) {
  std::string s;
  for (const auto& [why, n] : rejected) {
    s += (s.empty() ? "" : "; ") + why + " (" + std::to_string(n) + ")";
  }
  return s;
}

}  // namespace

void ApplyConstraints(const SearchConstraints& c, SearchProblem* p, SearchOptions* o) {
  SearchSpaceOptions& s = o->space;
  s.tp = c.tp;
  s.pp = c.pp;
  s.cp = c.cp;
  s.ep = c.ep;
  s.dp = c.dp;
  s.schedules = c.schedules;
  if (!c.recomputes.empty()) s.recomputes = c.recomputes;
  if (!c.zero_stages.empty()) s.zero_stages = c.zero_stages;
  if (c.offload) {
    s.offload = *c.offload;
    s.offload_only = *c.offload;
  }
  if (c.offload_device) s.offload_device = *c.offload_device;
  const IntRange batch = AllowedGlobalBatch(c, p->model.seq_len);
  if (batch.IsSet()) {
    p->global_batch_sizes = GlobalBatchCandidates(batch);
    p->global_batch_size = p->global_batch_sizes.front();
  }
  if (c.memory_headroom_fraction > 0) {
    p->memory_headroom_fraction = c.memory_headroom_fraction;
    p->hw.gpu.hbm_bytes *= 1.0 - c.memory_headroom_fraction;
  }
  if (c.max_cost_usd > 0) o->max_cost_usd = c.max_cost_usd;
  if (c.max_energy_kwh > 0) o->max_energy_kwh = c.max_energy_kwh;
}

std::string WhyNoPlan(const SearchProblem& base, const SearchOptions& base_options,
                      const SearchConstraints& c, const SearchResult& failed) {
  std::vector<std::string> names;
  for (const auto& name : ConstraintNames()) {
    if (c.origins.count(name)) names.push_back(name);
  }
  if (names.empty()) return failed.failure;

  // Structure: add the constraints one at a time until no valid candidate is left.
  for (size_t i = 0; i < names.size(); ++i) {
    SearchProblem p = base;
    SearchOptions o = base_options;
    ApplyConstraints(OnlyFirst(c, names, i + 1), &p, &o);
    const ValidSpace with = CountValid(p, o.space, names[i]);
    if (with.candidates > 0) continue;
    std::string msg = "no valid plan on " + std::to_string(base.num_gpus) + " x " +
                      base.hw.gpu.name + " satisfies " + Label(c, names[i]);
    if (i > 0) {
      msg += " together with";
      for (size_t j = 0; j < i; ++j) msg += (j ? ", " : " ") + ConstraintText(c, names[j]);
    }
    const std::string reasons = Reasons(with.rejected);
    if (!reasons.empty()) msg += ": " + reasons;
    if (DegreeOf(Plan{}, names[i]) > 0) {
      SearchProblem q = base;
      SearchOptions oq = base_options;
      ApplyConstraints(WithoutConstraint(OnlyFirst(c, names, i + 1), names[i]), &q, &oq);
      const ValidSpace without = CountValid(q, oq.space, names[i]);
      std::string values;
      for (int v : without.degree_values) {
        if (!values.empty()) values += ", ";
        values += std::to_string(v);
      }
      msg += "; " + names[i] + " can be " + (values.empty() ? "nothing" : values) + " here";
    }
    return msg;
  }

  // Memory or budget: which constraint, relaxed alone, gives a plan.
  std::string msg = failed.failure + " under the constraints (" + DescribeConstraints(c) + ")";
  std::string relaxing;
  for (const auto& name : names) {
    SearchProblem p = base;
    SearchOptions o = base_options;
    o.top_k = 1;
    o.distinct_layouts = false;
    o.progress = nullptr;
    ApplyConstraints(WithoutConstraint(c, name), &p, &o);
    const SearchResult r = SearchPlans(p, o);
    if (r.plans.empty()) continue;
    char step[64];
    std::snprintf(step, sizeof step, "%.3f s", r.plans.front().result.step_time_s);
    relaxing += std::string(relaxing.empty() ? "" : "; or ") + "without " + Label(c, name) +
                " the best plan is " + r.plans.front().plan.Summary() + " at " + step;
  }
  if (relaxing.empty()) return msg + "; relaxing any single constraint still leaves no plan";
  return msg + "; the constraint that empties the space: " + relaxing;
}

}  // namespace shoal::planner
