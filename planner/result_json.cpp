#include "planner/result_json.h"

#include <algorithm>
#include <cstdio>
#include <sstream>

#include "core/phase.h"
#include "core/units.h"
#include "simulator/placement.h"
#include "simulator/plan_costs.h"
#include "simulator/simulate.h"
#include "simulator/uncertainty.h"

namespace shoal::planner {
namespace {

std::string Fmt(const char* format, double v) {
  char s[64];
  std::snprintf(s, sizeof s, format, v);
  return s;
}

std::string Count(int64_t n) {
  std::string digits = std::to_string(n);
  std::string out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

std::string Duration(double s) {
  if (s >= 86400 * 2) return Fmt("%.1f d", s / 86400);
  if (s >= 3600 * 2) return Fmt("%.1f h", s / 3600);
  if (s >= 120) return Fmt("%.1f min", s / 60);
  return Fmt("%.1f s", s);
}

std::string Dollars(double usd) {
  if (usd >= 1e6) return Fmt("$%.2fM", usd / 1e6);
  if (usd >= 1e3) return Fmt("$%.1fk", usd / 1e3);
  return Fmt("$%.0f", usd);
}

std::string Energy(double kwh) {
  if (kwh >= 1e3) return Fmt("%.1f MWh", kwh / 1e3);
  return Fmt("%.0f kWh", kwh);
}

}  // namespace

namespace {

// Where the best plan's data- and expert-parallel groups sit on a tiered
// fabric, and what their exposed communication costs: why oversubscription
// changes the ranking. "" without tiers.
std::string FabricSentence(const SearchProblem& p, const RankedPlan& best) {
  const NetworkSpec& net = p.hw.network;
  if (net.tiers.empty()) return "";
  const Plan& pl = best.plan;
  const int gpn = p.hw.node.gpus_per_node;
  auto describe = [&](const char* name, const sim::Group& g) {
    const sim::FabricSpan f = sim::FabricSpanOf(net, g);
    const int span = f.span_nodes;
    return std::string(name) + " group spans " + std::to_string(span) + " node" +
           (span == 1 ? "" : "s") + " (above " + std::to_string(f.tiers_crossed) + " of " +
           std::to_string(net.tiers.size()) + " tiers, NIC bandwidth / " + Fmt("%g", f.nic_taper) +
           ")";
  };
  auto exposed = [&](Phase phase) {
    auto it = best.result.breakdown.find(PhaseKey(phase));
    return it == best.result.breakdown.end() ? 0.0 : it->second;
  };
  const sim::Placement placed = sim::PlaceRanks(pl, gpn);
  std::string line = describe("DP", placed.dp_cp);
  if (pl.ep > 1) line += ", " + describe("EP", placed.ep);
  line += "; exposed DP " + Fmt("%.3f", exposed(Phase::kExposedDp)) + " s, EP " +
          Fmt("%.3f", exposed(Phase::kExposedEp)) + " s, PP " +
          Fmt("%.3f", exposed(Phase::kExposedPp)) + " s per step";
  return line;
}

// For a best plan in Megatron's other rank order: where its pipelines and
// replicas sit, and what the same plan costs in the default order (one more
// simulation): why the order won. "" in the default order.
std::string PlacementSentence(const SearchProblem& p, const RankedPlan& best) {
  const Plan& pl = best.plan;
  if (pl.rank_order == RankOrder::kTpCpEpDpPp) return "";
  Plan usual = pl;
  usual.rank_order = RankOrder::kTpCpEpDpPp;
  const int gpn = p.hw.node.gpus_per_node;
  const sim::StepResult other = sim::SimulateStep(p.model, p.hw, usual);
  auto exposed = [](const sim::StepResult& r, Phase phase) {
    auto it = r.breakdown.find(PhaseKey(phase));
    return it == r.breakdown.end() ? 0.0 : it->second;
  };
  auto where = [&](const Plan& plan, const sim::StepResult& r) {
    const sim::Placement x = sim::PlaceRanks(plan, gpn);
    const int nodes = x.dp_cp.Nodes();
    return std::string("pipeline neighbours ") + (x.pp_same_node ? "share a node" : "cross nodes") +
           ", a DP group on " + std::to_string(nodes) + " node" + (nodes == 1 ? "" : "s") +
           "; exposed DP " + Fmt("%.3f", exposed(r, Phase::kExposedDp)) + " s, PP " +
           Fmt("%.3f", exposed(r, Phase::kExposedPp)) + " s";
  };
  return std::string("ranks ") + RankOrderName(pl.rank_order) +
         " (Megatron --use-tp-pp-dp-mapping): " + where(pl, best.result) +
         " per step; in the default order " + RankOrderName(usual.rank_order) + ": " +
         where(usual, other) + ", step " + Fmt("%.3f", other.step_time_s) + " s (" +
         Fmt("%+.3f", other.step_time_s - best.result.step_time_s) + " s)";
}

}  // namespace

double EnergyKwhP90(const RankedPlan& r) {
  const double e = r.result.energy_j_per_step;
  return e > 0 ? r.training.energy_kwh * P90StepEnergyJ(r.result) / e : 0.0;
}

results::PlanEntry PlanEntryOf(const RankedPlan& r) {
  // Exactly the keys of docs/result-schemas.md: `shoal report` reads them strictly.
  const sim::StepResult& s = r.result;
  const TrainingEstimate& t = r.training;
  results::PlanEntry e;
  e.rank = r.rank;
  e.summary = r.plan.Summary();
  e.plan = r.plan;
  e.step_time_s = s.step_time_s;
  e.tokens_per_s = s.tokens_per_s;
  e.mfu = s.mfu;
  e.model_tflops_per_gpu = s.model_tflops_per_gpu;
  e.peak_memory_bytes = s.peak_memory_bytes;
  for (const auto& st : s.stages) {
    e.stage_peak_memory_bytes.push_back(st.memory.TotalBytes());
    e.stage_headroom_bytes.push_back(st.headroom_bytes);
  }
  e.energy_j_per_step = s.energy_j_per_step;
  e.time_to_train_s = t.time_to_train_s;
  e.time_to_train_p50_s = t.reliability.p50_s;
  e.time_to_train_p90_s = t.reliability.p90_s;
  e.cost_usd = t.cost_usd;
  e.energy_kwh = t.energy_kwh;
  e.energy_j_per_step_p90 = P90StepEnergyJ(s);
  e.energy_kwh_p90 = EnergyKwhP90(r);
  e.co2_kg = t.co2_kg;
  e.goodput = t.reliability.goodput;
  e.breakdown.assign(s.breakdown.begin(), s.breakdown.end());
  return e;
}

results::PlanSearchResult PlanSearchResultOf(const SearchProblem& p, Objective objective,
                                             const SearchResult& r,
                                             const std::string& constraints) {
  results::PlanSearchResult out;
  out.scenario = p.name;
  out.hardware = p.hw.name;
  out.num_gpus = p.num_gpus;
  for (int b : GlobalBatches(p)) out.global_batch_sizes.push_back(b);
  out.objective = ObjectiveName(objective);
  out.constraints = constraints;
  const SearchStats& st = r.stats;
  out.search.space_size = static_cast<double>(st.space_size);
  out.search.evaluated = static_cast<double>(st.evaluated);
  out.search.bounded = static_cast<double>(st.bounded);
  out.search.memory_checked = static_cast<double>(st.memory_checked);
  out.search.feasible = static_cast<double>(st.feasible);
  out.search.simulated = static_cast<double>(st.simulated);
  out.search.reused = static_cast<double>(st.reused);
  out.search.wall_s = st.wall_s;
  for (const auto& [why, n] : st.rejected) {
    out.search.rejected.emplace_back(why, static_cast<double>(n));
  }
  if (!r.plans.empty()) out.fabric = FabricSentence(p, r.plans.front());
  for (const auto& rp : r.plans) out.plans.push_back(PlanEntryOf(rp));
  return out;
}

results::SweepResult SweepResultOf(const std::string& scenario, double tokens,
                                   const std::vector<SweepPoint>& points,
                                   const std::string& constraints) {
  results::SweepResult out;
  out.scenario = scenario;
  out.tokens = tokens;
  out.constraints = constraints;
  for (const auto& pt : points) {
    results::SweepPoint o;
    o.hardware = pt.hardware;
    o.num_gpus = pt.num_gpus;
    o.feasible = pt.feasible;
    o.pareto = pt.pareto;
    if (pt.feasible) {
      const TrainingEstimate& t = pt.best.training;
      o.best = PlanEntryOf(pt.best);
      o.time_to_train_s = t.time_to_train_s;
      o.time_to_train_p90_s = t.reliability.p90_s;
      o.cost_usd = t.cost_usd;
      o.energy_kwh = t.energy_kwh;
      o.energy_kwh_p90 = EnergyKwhP90(pt.best);
      o.co2_kg = t.co2_kg;
      o.goodput = t.reliability.goodput;
      o.checkpoint_interval_s = t.reliability.checkpoint_interval_s;
    } else {
      o.reason = pt.reason;
    }
    out.points.push_back(std::move(o));
  }
  return out;
}

std::string PlanSearchTable(const SearchProblem& p, Objective objective, const SearchResult& r,
                            int threads, const std::string& constraints) {
  std::ostringstream out;
  const SearchStats& st = r.stats;
  std::string batches;
  for (int b : GlobalBatches(p)) {
    if (!batches.empty()) batches += ",";
    batches += std::to_string(b);
  }
  out << "Plan search: " << p.name << " -- " << p.model.name << " on " << p.num_gpus << " x "
      << p.hw.gpu.name << ", " << PrecisionName(p.precision) << ", global batch " << batches
      << ", objective " << ObjectiveName(objective)
      << (r.risk != Risk::kP90 ? ""
          : objective == Objective::kEnergy
              ? ", ranked by the step energy at the p90 step time (p90 kJ)"
              : ", ranked by the p90 step time (p90 s)")
      << "\n";
  if (!constraints.empty()) out << "Constraints: " << constraints << "\n";
  out << "Searched " << Count(st.space_size) << " plans: " << Count(st.evaluated) << " valid, "
      << Count(st.memory_checked) << " bounded below the best and checked for memory ("
      << Count(st.feasible) << " fit), " << Count(st.simulated) << " simulated ("
      << Count(st.reused) << " by an identical plan's simulation), in " << Fmt("%.2f", st.wall_s)
      << " s on " << threads << " thread" << (threads == 1 ? "" : "s") << "\n\n";
  if (!r.plans.empty()) {
    // Several global batches: each row names its own.
    auto batch_note = [&](const Plan& plan) {
      return GlobalBatches(p).size() > 1 ? " gbs" + std::to_string(plan.global_batch_size)
                                         : std::string();
    };
    char line[512];
    std::snprintf(line, sizeof line, "%3s %8s %10s %6s %8s %8s %9s %10s %10s %9s %8s  %s\n",
                  "#", "step s", "tokens/s", "MFU", "mem GiB", "free GiB", "kJ/step", "train",
                  "P90 train", "cost", "goodput", "plan");
    const bool p90 = r.risk == Risk::kP90;
    const bool p90_energy = p90 && objective == Objective::kEnergy;
    bool tight = false;
    if (p90) out << (p90_energy ? "  p90 kJ " : "   p90 s ");
    out << line;
    for (const auto& rp : r.plans) {
      const auto& s = rp.result;
      // The tightest stage's headroom (HBM - peak, less the prediction's
      // uncertainty under --risk p90); "*": a stage keeps less free than
      // its uncertainty (which --risk p90 refuses).
      double headroom = s.stages.empty() ? 0.0 : s.stages.front().headroom_bytes;
      bool plan_tight = false;
      for (const auto& stage : s.stages) {
        headroom = std::min(headroom, stage.headroom_bytes);
        plan_tight = plan_tight || (!p90 && sim::TightStage(stage));
      }
      tight = tight || plan_tight;
      const std::string free = Fmt("%.1f", headroom / kGiB) + (plan_tight ? "*" : "");
      std::snprintf(
          line, sizeof line, "%3d %8.3f %10.0f %5.1f%% %8.1f %8s %9.0f %10s %10s %9s %7.1f%%  %s\n",
          rp.rank, s.step_time_s, s.tokens_per_s, 100 * s.mfu, s.peak_memory_bytes / kGiB,
          free.c_str(), s.energy_j_per_step / 1e3, Duration(rp.training.time_to_train_s).c_str(),
          Duration(rp.training.reliability.p90_s).c_str(), Dollars(rp.training.cost_usd).c_str(),
          100 * rp.training.reliability.goodput,
          (DescribePlan(rp.plan) + batch_note(rp.plan)).c_str());
      if (p90_energy) {
        out << Fmt("%8.0f ", P90StepEnergyJ(s) / 1e3);
      } else if (p90) {
        out << Fmt("%8.3f ", sim::PessimisticStepSeconds(sim::CompositionOf(s.breakdown)));
      }
      out << line;
    }
    if (tight) {
      out << "  * free GPU memory within the prediction's uncertainty ("
          << Fmt("%.0f%%", 100 * sim::kMemoryUncertainty)
          << " of the allocator's peak): it may not fit; --risk p90 refuses such plans\n";
    }
    const auto& best = r.plans.front();
    const auto& t = best.training;
    out << "\nBest plan, whole run of " << Fmt("%.3g", p.tokens)
        << " tokens: " << Duration(t.time_to_train_s) << " (" << Duration(t.solve_s)
        << " without failures), " << Dollars(t.cost_usd) << ", " << Energy(t.energy_kwh) << ", "
        << Fmt("%.0f", t.co2_kg / 1e3) << " t CO2\n";
    {
      // The prediction's own uncertainty (the development runs of the model's
      // family), beside the failures' spread below.
      const sim::StepInterval& iv = best.result.step_time_interval;
      const double step = best.result.step_time_s;
      out << "  prediction: step " << iv.Text() << " (the development set's "
          << sim::IntervalFamilyName(sim::IntervalFamilyOf(p.model.moe.enabled()))
          << " runs); time to train 80% interval about "
          << Duration(t.time_to_train_s * iv.p10_s / step) << "-"
          << Duration(t.time_to_train_s * iv.p90_s / step) << "\n";
    }
    const ReliabilityEstimate& rel = t.reliability;
    out << "  failures: MTBF " << Duration(rel.mtbf_s) << " (" << Fmt("%.0f", rel.expected_failures)
        << " interruptions expected), checkpoint " << Fmt("%.1f", rel.checkpoint_write_s)
        << " s written every " << Duration(rel.checkpoint_interval_s) << " (Young/Daly; "
        << Fmt("%.1f", rel.checkpoint_stall_s) << " s stall), restart "
        << Duration(rel.restart_s) << "; stragglers stretch steps "
        << Fmt("%.2f%%", 100 * (rel.straggler_factor - 1)) << " (P90 step "
        << Fmt("%.3f", rel.step_time_p90_s) << " s); goodput " << Fmt("%.1f%%", 100 * rel.goodput)
        << "; time to train P50 " << Duration(rel.p50_s) << ", P90 " << Duration(rel.p90_s)
        << " (" << rel.trials << " seeded runs)\n";
    if (const std::string fabric = FabricSentence(p, best); !fabric.empty()) {
      out << "  fabric: " << fabric << "\n";
    }
    if (const std::string placement = PlacementSentence(p, best); !placement.empty()) {
      out << "  placement: " << placement << "\n";
    }
  }
  out << "\nNot ranked:\n";
  for (const auto& [why, n] : st.rejected) {
    char line[256];
    std::snprintf(line, sizeof line, "  %-60s %14s\n", why.c_str(), Count(n).c_str());
    out << line;
  }
  return out.str();
}

std::string SweepTable(const std::string& scenario, double tokens,
                       const std::vector<SweepPoint>& points) {
  std::ostringstream out;
  out << "Sweep: " << scenario << ", " << Fmt("%.3g", tokens) << " tokens; * = Pareto front "
      << "(time, cost, energy)\n\n";
  char line[512];
  std::snprintf(line, sizeof line, "  %-12s %6s %8s %6s %10s %10s %10s %11s %9s %8s  %s\n",
                "hardware", "GPUs", "step s", "MFU", "train", "P90 train", "cost", "energy",
                "t CO2", "goodput", "best plan");
  out << line;
  for (const auto& pt : points) {
    if (!pt.feasible) {
      std::snprintf(line, sizeof line, "  %-12s %6d  no plan: %s\n", pt.hardware.c_str(),
                    pt.num_gpus, pt.reason.c_str());
      out << line;
      continue;
    }
    const auto& t = pt.best.training;
    std::snprintf(
        line, sizeof line, "%s %-12s %6d %8.3f %5.1f%% %10s %10s %10s %11s %9.0f %7.1f%%  %s\n",
        pt.pareto ? "*" : " ", pt.hardware.c_str(), pt.num_gpus, pt.best.result.step_time_s,
        100 * pt.best.result.mfu, Duration(t.time_to_train_s).c_str(),
        Duration(t.reliability.p90_s).c_str(), Dollars(t.cost_usd).c_str(),
        Energy(t.energy_kwh).c_str(), t.co2_kg / 1e3, 100 * t.reliability.goodput,
        DescribePlan(pt.best.plan).c_str());
    out << line;
  }
  return out.str();
}

}  // namespace shoal::planner
