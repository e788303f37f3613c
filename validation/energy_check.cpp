#include "validation/energy_check.h"

#include <algorithm>
#include <cmath>

#include "core/error.h"
#include "core/scenario.h"
#include "simulator/component_costs.h"
#include "simulator/simulate.h"

namespace shoal::validation {
namespace {

// Published time and energy may differ from the logged seconds by no more
// than the RCP scaling factor does; the parts must add up to the whole.
constexpr double kTimedRegionTolerance = 0.01;

TimedRegion ReadTimedRegion(JsonReader& t) {
  TimedRegion tr;
  tr.steps = t.Positive("steps");
  tr.step_s = t.Positive("step_s");
  tr.eval_s = t.NonNegative("eval_s", 0);
  tr.startup_s = t.NonNegative("startup_s", 0);
  tr.scaling_factor = t.RealIn("scaling_factor", 1.0, 1.0, 2.0);
  t.String("source", "");
  t.Finish();
  return tr;
}

EnergyRow ReadRow(JsonReader& r) {
  EnergyRow row;
  row.id = r.String("id");
  row.source = r.String("source");
  row.measurement = r.Choice("measurement", {"metered", "upper_estimate"}, "metered");
  row.workload = r.Choice("workload", {"training", "lora"}, "training");
  std::string covers = r.Choice("covers", {"gpus", "nodes", "nodes_network", "facility"}, "");
  sim::ParsePowerBoundary(covers, &row.covers);
  r.String("notes", "");
  Scenario s;
  {
    JsonReader sr = r.Object("scenario");
    s = ReadScenario(sr);
  }
  if (!s.plan) r.Fail("scenario", "a scenario with its \"plan\" (the run's configuration)");
  if ((row.workload == "lora") != s.model.lora.enabled()) {
    r.Fail("workload", "\"lora\" exactly when the scenario's model has a \"lora\" object");
  }
  if (r.Has("measured_w_per_gpu")) {
    row.measured_w_per_gpu = r.Positive("measured_w_per_gpu");
  } else {
    row.measured_energy_j = r.Positive("measured_energy_kj") * 1e3;
    row.duration_s = r.Positive("measured_duration_s");
    row.measured_w_per_gpu = row.measured_energy_j / row.duration_s / s.num_gpus;
  }
  if (auto t = r.OptionalObject("timed_region")) {
    if (row.duration_s <= 0) {
      r.Fail("timed_region", "a row with measured_energy_kj and measured_duration_s");
    }
    row.timed_region = ReadTimedRegion(*t);
    row.has_timed_region = true;
    const double logged = row.timed_region.TotalS() * row.timed_region.scaling_factor;
    if (std::fabs(logged / row.duration_s - 1.0) > kTimedRegionTolerance) {
      r.Fail("timed_region",
             "steps x step_s + eval_s + startup_s, times scaling_factor, equal to "
             "measured_duration_s within 1% (" +
                 std::to_string(logged) + " s vs " + std::to_string(row.duration_s) + " s)");
    }
  }
  if (r.Has("network_estimate_w")) {
    if (row.covers == sim::PowerBoundary::kGpus || row.covers == sim::PowerBoundary::kNodes) {
      r.Fail("network_estimate_w", "only on rows whose meter covers the network");
    }
    row.network_estimate_w = r.NonNegative("network_estimate_w", 0);
    r.String("network_estimate_source");
  }
  r.Finish();

  sim::StepResult sim = sim::SimulateStep(s.model, s.hardware, *s.plan);
  row.model = s.model.name;
  row.hardware = s.hardware.name;
  row.num_gpus = s.num_gpus;
  row.plan = s.plan->Summary();
  row.predicted_fits = sim.feasible;
  row.step_only_w_per_gpu = sim.power.AtBoundaryW(row.covers);
  row.power = sim.power;
  if (r.Has("network_estimate_w")) row.power.network_w = row.network_estimate_w / s.num_gpus;
  // Start-up draws the waiting power; the network as the step's (a declared estimate).
  sim::PowerBreakdown startup = sim::WaitingPower(s.hardware, s.plan->precision, s.num_gpus);
  startup.network_w = row.power.network_w;
  row.startup_w_per_gpu = startup.AtBoundaryW(row.covers);
  const double step_w = row.power.AtBoundaryW(row.covers);
  row.simulated_step_s = sim.step_time_s;
  if (row.has_timed_region) {
    // Each logged step does the simulated step's work: its kernels' energy
    // (the step's power over the simulated step time), and where the logged
    // step is longer, the GPUs wait out the difference at the idle draw.
    // Evaluation (the same layers' kernels, forward only) runs at the same
    // power as the stepping; start-up at the idle draw.
    const TimedRegion& tr = row.timed_region;
    const double extra_s = std::max(0.0, tr.step_s - sim.step_time_s);
    row.stepping_w_per_gpu =
        extra_s > 0 ? (step_w * sim.step_time_s + row.startup_w_per_gpu * extra_s) / tr.step_s
                    : step_w;
    row.predicted_w_per_gpu = ((tr.StepsS() + tr.eval_s) * row.stepping_w_per_gpu +
                               tr.startup_s * row.startup_w_per_gpu) /
                              tr.TotalS();
  } else {
    row.predicted_w_per_gpu = step_w;
  }
  row.predicted_energy_j = row.predicted_w_per_gpu * s.num_gpus * row.duration_s;
  return row;
}

}  // namespace

EnergyReport CheckMeteredRuns(const std::string& path) {
  const std::string text = ReadInputFile(path, "a readable JSON-lines file of metered runs");
  EnergyReport rep;
  double sum = 0, step_only_sum = 0;
  ForEachJsonLine(text, path, [&](const Json&, JsonReader& r) {
    EnergyRow row = ReadRow(r);
    if (row.Metered()) {
      const double ape = std::fabs(row.ErrorFraction());
      ++rep.metered;
      sum += ape;
      rep.max_ape = std::max(rep.max_ape, ape);
      rep.within_15_percent += ape <= 0.15;
      const double step_only_ape = std::fabs(row.StepOnlyErrorFraction());
      step_only_sum += step_only_ape;
      rep.step_only_max_ape = std::max(rep.step_only_max_ape, step_only_ape);
    } else if (row.predicted_w_per_gpu > row.measured_w_per_gpu) {
      ++rep.upper_exceeded;
    }
    rep.rows.push_back(std::move(row));
  });
  if (rep.rows.empty()) throw InputError(path, "", "at least one metered run");
  rep.mape = rep.metered > 0 ? sum / rep.metered : 0.0;
  rep.step_only_mape = rep.metered > 0 ? step_only_sum / rep.metered : 0.0;
  return rep;
}

}  // namespace shoal::validation
