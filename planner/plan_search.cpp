#include "planner/plan_search.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <limits>
#include <memory>
#include <set>

#include "core/error.h"
#include "core/units.h"
#include "planner/plan_bound.h"
#include "simulator/layer_cost.h"

namespace shoal::planner {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr const char* kPrunedByBound = "pruned: bound above the top plans";

struct Candidate {
  Plan plan;
  double bound = 0;  ///< lower bound on the objective key
  uint64_t id = 0;   ///< enumeration order: group << 32 | index in group
};

bool Before(double key_a, uint64_t id_a, double key_b, uint64_t id_b) {
  return key_a != key_b ? key_a < key_b : id_a < id_b;
}

struct GroupOutput {
  std::vector<Candidate> kept;  ///< max-heap on (bound, id) while filling
  double dropped_min = kInf;    ///< smallest bound not kept
  int64_t evaluated = 0;
  int64_t feasible = 0;
  RejectCounts rejected;
  double smallest_oom_bytes = kInf;
  Plan smallest_oom_plan;
};

struct Pass {
  std::vector<GroupOutput> groups;
};

void EvaluateGroup(const SearchProblem& p, const SearchOptions& o, const CostGroup& g,
                   uint64_t group_index, const ShapeCache& shapes, GroupOutput* out) {
  const Plan& base = g.base;
  const sim::LayerCostModel costs(p.model, p.hw, base);
  const UnitCosts units = UnitCostsOf(costs, p.model);
  const size_t keep = static_cast<size_t>(std::max(1, o.keep_per_group));
  auto heap_less = [](const Candidate& a, const Candidate& b) {
    return Before(a.bound, a.id, b.bound, b.id);
  };
  uint64_t index = 0;
  for (int pp : g.pp_values) {
    ForEachVariant(
        p, o.space, StructurePlan(p, g, pp),
        [&](const Plan& v) {
          const uint64_t id = group_index << 32 | index++;
          ++out->evaluated;
          const int vs = v.schedule == PipelineSchedule::kInterleaved ? v.virtual_stages : 1;
          PlanBound b =
              BoundPlan(p.model, p.hw, v, units, costs.collectives(), shapes.Get(v.pp, vs));
          if (b.rejected) {
            ++out->rejected[b.rejected];
            if (b.peak_memory_bytes < out->smallest_oom_bytes) {
              out->smallest_oom_bytes = b.peak_memory_bytes;
              out->smallest_oom_plan = v;
            }
            return;
          }
          if (o.max_cost_usd > 0 || o.max_energy_kwh > 0) {
            // Cost grows with step time and energy with step energy, so
            // the bounds give lower bounds on the run's dollars and kWh.
            sim::StepResult lower;
            lower.step_time_s = b.time_s;
            lower.energy_j_per_step = b.energy_j;
            if (const char* why = OverBudget(o, EstimateRun(p, v, lower))) {
              ++out->rejected[why];
              return;
            }
          }
          ++out->feasible;
          const double scale =
              static_cast<double>(p.global_batch_size) / static_cast<double>(v.global_batch_size);
          const double key = (o.objective == Objective::kEnergy ? b.energy_j : b.time_s) * scale;
          if (out->kept.size() == keep) {
            const Candidate& worst = out->kept.front();
            if (!Before(key, id, worst.bound, worst.id)) {
              out->dropped_min = std::min(out->dropped_min, key);
              return;
            }
            out->dropped_min = std::min(out->dropped_min, worst.bound);
            std::pop_heap(out->kept.begin(), out->kept.end(), heap_less);
            out->kept.pop_back();
          }
          out->kept.push_back({v, key, id});
          std::push_heap(out->kept.begin(), out->kept.end(), heap_less);
        },
        &out->rejected);
  }
}

std::string Gib(double bytes) {
  char s[32];
  std::snprintf(s, sizeof s, "%.1f GiB", bytes / kGiB);
  return s;
}

std::string FailureMessage(const SearchProblem& p, const SearchStats& st,
                           const std::vector<GroupOutput>& groups) {
  std::string where = std::to_string(p.num_gpus) + " x " + p.hw.gpu.name;
  if (st.evaluated == 0) {
    std::string reasons;
    for (const auto& [why, n] : st.rejected) {
      reasons += (reasons.empty() ? "" : "; ") + why + " (" + std::to_string(n) + ")";
    }
    std::string batches;
    for (int b : GlobalBatches(p)) {
      if (!batches.empty()) batches += ", ";
      batches += std::to_string(b);
    }
    return "no valid plan splits " + p.model.name + " over " + where + " with global batch " +
           batches + (reasons.empty() ? "" : ": " + reasons);
  }
  double smallest = kInf;
  Plan plan;
  for (const auto& g : groups) {
    if (g.smallest_oom_bytes < smallest) {
      smallest = g.smallest_oom_bytes;
      plan = g.smallest_oom_plan;
    }
  }
  int64_t over_budget = 0;
  std::string budgets;
  for (const char* why : {kOverCostBudget, kOverEnergyBudget}) {
    auto it = st.rejected.find(why);
    if (it == st.rejected.end()) continue;
    over_budget += it->second;
    budgets +=
        (budgets.empty() ? "" : ", ") + std::string(why) + " (" + std::to_string(it->second) + ")";
  }
  if (over_budget > 0) {
    return "no plan on " + where + " stays within the budget: every plan that fits in memory is " +
           budgets;
  }
  std::string msg = "no plan fits in memory on " + where + ": all " + std::to_string(st.evaluated) +
                    " valid plans run out of memory";
  if (smallest < kInf) {
    msg += "; the smallest footprint (" + plan.Summary() + ") needs " + Gib(smallest) +
           " per GPU of " + Gib(p.hw.gpu.hbm_bytes);
    if (p.memory_headroom_fraction > 0) {
      msg += " usable (" +
             std::to_string(static_cast<int>(std::lround(100 * p.memory_headroom_fraction))) +
             "% kept free)";
    }
    if (p.model.moe.enabled()) {
      msg += " (" + std::to_string(p.model.moe.num_experts / std::max(1, plan.ep)) +
             " experts per GPU at ep " + std::to_string(plan.ep) + ")";
    }
  }
  return msg;
}

}  // namespace

const char* ObjectiveName(Objective o) {
  switch (o) {
    case Objective::kTime:
      return "time";
    case Objective::kCost:
      return "cost";
    case Objective::kEnergy:
      return "energy";
    case Objective::kTokensPerDollar:
      return "tokens-per-dollar";
  }
  return "?";
}

bool ParseObjective(const std::string& name, Objective* out) {
  for (Objective o :
       {Objective::kTime, Objective::kCost, Objective::kEnergy, Objective::kTokensPerDollar}) {
    if (name == ObjectiveName(o)) {
      *out = o;
      return true;
    }
  }
  return false;
}

Objective ObjectiveOption(const std::string& name, const std::string& option) {
  Objective o;
  if (!ParseObjective(name, &o)) {
    throw InputError("", option, "time, cost, energy or tokens-per-dollar, got \"" + name + "\"");
  }
  return o;
}

std::string LayoutKey(const Plan& p) {
  return "dp" + std::to_string(p.dp) + " tp" + std::to_string(p.tp) + " pp" + std::to_string(p.pp) +
         " cp" + std::to_string(p.cp) + " ep" + std::to_string(p.ep) + " etp" +
         std::to_string(p.etp);
}

double ObjectiveKey(Objective o, const SearchProblem& p, const Plan& plan,
                    const sim::StepResult& r) {
  const double scale =
      static_cast<double>(p.global_batch_size) / static_cast<double>(plan.global_batch_size);
  return (o == Objective::kEnergy ? r.energy_j_per_step : r.step_time_s) * scale;
}

const char* OverBudget(const SearchOptions& o, const TrainingEstimate& e) {
  if (o.max_cost_usd > 0 && e.cost_usd > o.max_cost_usd) return kOverCostBudget;
  if (o.max_energy_kwh > 0 && e.energy_kwh > o.max_energy_kwh) return kOverEnergyBudget;
  return nullptr;
}

TrainingEstimate EstimateRun(const SearchProblem& p, const Plan& plan, const sim::StepResult& r) {
  TrainingInputs in;
  in.tokens = p.tokens;
  in.tokens_per_step = static_cast<double>(plan.global_batch_size) * p.model.seq_len;
  in.step_time_s = r.step_time_s;
  in.energy_j_per_step = r.energy_j_per_step;
  in.num_gpus = plan.NumGpus();
  in.checkpoint_bytes = CheckpointBytes(ComputeModelStats(p.model), plan.precision);
  return EstimateTraining(in, p.hw);
}

SearchResult SearchPlans(const SearchProblem& p, const SearchOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  SearchOptions o = options;
  o.top_k = std::max(1, o.top_k);
  SearchResult result;
  const SpaceEnumeration space = EnumerateSpace(p, o.space);

  ShapeCache shapes(p.model);
  for (const CostGroup& g : space.groups) {
    for (int pp : g.pp_values) {
      shapes.Prepare(pp, 1);
      if (pp > 1) {
        for (int v : o.space.virtual_stages) {
          if (InterleavedSplitsEvenly(p.model, pp, v)) shapes.Prepare(pp, v);
        }
      }
    }
  }

  for (int pass = 1;; ++pass) {
    SearchStats st;
    st.passes = pass;
    st.space_size = space.space_size;
    st.rejected = space.rejected;
    std::vector<GroupOutput> groups(space.groups.size());
    ParallelFor(
        space.groups.size(), o.threads,
        [&](size_t i) { EvaluateGroup(p, o, space.groups[i], i, shapes, &groups[i]); }, o.progress);

    const auto simulation_start = std::chrono::steady_clock::now();
    std::vector<Candidate> kept;
    double dropped_min = kInf;
    for (auto& g : groups) {
      st.evaluated += g.evaluated;
      st.feasible += g.feasible;
      for (const auto& [why, n] : g.rejected) st.rejected[why] += n;
      dropped_min = std::min(dropped_min, g.dropped_min);
      for (auto& c : g.kept) kept.push_back(std::move(c));
      g.kept.clear();
    }
    std::sort(kept.begin(), kept.end(), [](const Candidate& a, const Candidate& b) {
      return Before(a.bound, a.id, b.bound, b.id);
    });

    // Simulate in bound order until the next bound cannot beat the K-th best.
    struct Simulated {
      double key;
      uint64_t id;
      size_t index;
      sim::StepResult result;
    };
    std::vector<Simulated> top;
    size_t next = 0;
    const size_t k = static_cast<size_t>(o.top_k);
    auto done = [&] {
      return top.size() == k && next < kept.size() && kept[next].bound > top.back().key;
    };
    while (next < kept.size() && !done()) {
      const size_t batch =
          std::min(kept.size() - next, static_cast<size_t>(std::max(1, o.simulation_batch)));
      std::vector<sim::StepResult> results(batch);
      ParallelFor(batch, o.threads, [&](size_t i) {
        results[i] = sim::SimulateStep(p.model, p.hw, kept[next + i].plan);
      });
      for (size_t i = 0; i < batch; ++i) {
        ++st.simulated;
        const Candidate& c = kept[next + i];
        if (!results[i].feasible) {
          ++st.rejected["infeasible in simulation"];
          continue;
        }
        if (o.max_cost_usd > 0 || o.max_energy_kwh > 0) {
          if (const char* why = OverBudget(o, EstimateRun(p, c.plan, results[i]))) {
            ++st.rejected[why];
            continue;
          }
        }
        top.push_back({ObjectiveKey(o.objective, p, c.plan, results[i]), c.id, next + i,
                       std::move(results[i])});
      }
      std::sort(top.begin(), top.end(), [](const Simulated& a, const Simulated& b) {
        return Before(a.key, a.id, b.key, b.id);
      });
      if (o.distinct_layouts) {
        // Best first, so the first plan of each layout is its best.
        std::set<std::string> seen;
        std::erase_if(top, [&](const Simulated& s) {
          return !seen.insert(LayoutKey(kept[s.index].plan)).second;
        });
      }
      if (top.size() > k) top.resize(k);
      next += batch;
    }
    // Exact unless a candidate some group did not keep could still rank.
    const bool exact = dropped_min == kInf || (top.size() == k && top.back().key < dropped_min);
    if (!exact) {
      o.keep_per_group *= 8;
      continue;
    }
    const int64_t pruned = st.feasible - st.simulated;
    if (pruned > 0) st.rejected[kPrunedByBound] += pruned;
    int rank = 0;
    for (auto& s : top) {
      RankedPlan r;
      r.rank = ++rank;
      r.plan = kept[s.index].plan;
      r.result = std::move(s.result);
      r.objective_value = s.key;
      r.training = EstimateRun(p, r.plan, r.result);
      result.plans.push_back(std::move(r));
    }
    const auto end = std::chrono::steady_clock::now();
    st.wall_s = std::chrono::duration<double>(end - start).count();
    st.simulation_s = std::chrono::duration<double>(end - simulation_start).count();
    st.analytical_s = st.wall_s - st.simulation_s;
    result.stats = st;
    if (result.plans.empty()) result.failure = FailureMessage(p, st, groups);
    return result;
  }
}

}  // namespace shoal::planner
