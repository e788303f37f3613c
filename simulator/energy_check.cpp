#include "simulator/energy_check.h"

#include <algorithm>
#include <cmath>
#include <fstream>

#include "core/error.h"
#include "core/scenario.h"
#include "simulator/simulate.h"

namespace shoal::sim {
namespace {

EnergyRow ReadRow(JsonReader& r) {
  EnergyRow row;
  row.id = r.String("id");
  row.source = r.String("source");
  row.measurement = r.Choice("measurement", {"metered", "upper_estimate"}, "metered");
  row.workload = r.Choice("workload", {"training", "lora"}, "training");
  std::string covers = r.Choice("covers", {"gpus", "nodes", "nodes_network", "facility"}, "");
  ParsePowerBoundary(covers, &row.covers);
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
  r.Finish();

  StepResult sim = SimulateStep(s.model, s.hardware, *s.plan);
  row.model = s.model.name;
  row.hardware = s.hardware.name;
  row.num_gpus = s.num_gpus;
  row.plan = s.plan->Summary();
  row.predicted_fits = sim.feasible;
  row.power = sim.power;
  row.predicted_w_per_gpu = sim.power.AtBoundaryW(row.covers);
  row.predicted_energy_j = row.predicted_w_per_gpu * s.num_gpus * row.duration_s;
  return row;
}

}  // namespace

EnergyReport CheckMeteredRuns(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw InputError(path, "", "a readable JSON-lines file of metered runs (cannot open it)");
  EnergyReport rep;
  std::string line;
  int line_no = 0;
  double sum = 0;
  while (std::getline(in, line)) {
    ++line_no;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    const std::string origin = path + ":" + std::to_string(line_no);
    Json j = ParseJsonText(line, origin);
    JsonReader r(j, origin);
    EnergyRow row = ReadRow(r);
    if (row.Metered()) {
      const double ape = std::fabs(row.ErrorFraction());
      ++rep.metered;
      sum += ape;
      rep.max_ape = std::max(rep.max_ape, ape);
      rep.within_15_percent += ape <= 0.15;
    } else if (row.predicted_w_per_gpu > row.measured_w_per_gpu) {
      ++rep.upper_exceeded;
    }
    rep.rows.push_back(std::move(row));
  }
  if (rep.rows.empty()) throw InputError(path, "", "at least one metered run");
  rep.mape = rep.metered > 0 ? sum / rep.metered : 0.0;
  return rep;
}

}  // namespace shoal::sim
