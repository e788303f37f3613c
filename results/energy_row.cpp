#include "results/energy_row.h"

#include "results/csv.h"
#include "results/result_check.h"

namespace shoal::results {
namespace {

/// The "power" object of PowerBreakdown::ToJson, read back; its totals
/// (gpu_w apart) are derived and must match.
sim::PowerBreakdown ReadPower(JsonReader& p) {
  sim::PowerBreakdown b;
  b.gpu_total_w = p.NonNegative("gpu_w", 0);
  b.node_overhead_w = p.NonNegative("node_overhead_w", 0);
  b.psu_loss_w = p.NonNegative("psu_loss_w", 0);
  b.network_w = p.NonNegative("network_w", 0);
  b.pue = p.NonNegative("pue", 0);
  for (const auto& [key, into] :
       {std::pair{"gpu_w_by_activity", &b.gpu_w}, std::pair{"activity_s", &b.seconds}}) {
    if (auto by = p.OptionalObject(key)) {
      for (size_t a = 0; a < sim::kNumActivities; ++a) {
        (*into)[a] = by->NonNegative(sim::ActivityName(static_cast<sim::Activity>(a)), 0);
      }
      by->Finish();
    }
  }
  // Totals of the parts above (absent in hand-written files).
  for (const char* k : {"nodes_w", "nodes_network_w", "facility_w"}) p.NonNegative(k, 0);
  p.Finish();
  return b;
}

}  // namespace

Json ToJson(const EnergyRow& r) {
  Json j = {{"kind", "energy_validation_row"},
            {"id", r.id},
            {"source", r.source},
            {"measurement", r.measurement},
            {"workload", r.workload},
            {"covers", sim::PowerBoundaryName(r.covers)},
            {"model", r.model},
            {"hardware", r.hardware},
            {"num_gpus", r.num_gpus},
            {"plan", r.plan},
            {"predicted_fits", r.predicted_fits},
            {"duration_s", r.duration_s},
            {"predicted_w_per_gpu", r.predicted_w_per_gpu},
            {"measured_w_per_gpu", r.measured_w_per_gpu},
            {"predicted_energy_j", r.predicted_energy_j},
            {"measured_energy_j", r.measured_energy_j},
            {"error", r.ErrorFraction()},
            {"step_only_w_per_gpu", r.step_only_w_per_gpu},
            {"step_only_error", r.StepOnlyErrorFraction()},
            {"startup_w_per_gpu", r.startup_w_per_gpu},
            {"network_estimate_w", r.network_estimate_w},
            {"power", r.power.ToJson()}};
  if (r.has_timed_region) {
    const TimedRegion& t = r.timed_region;
    j["timed_region"] = {{"steps", t.steps},
                         {"step_s", t.step_s},
                         {"eval_s", t.eval_s},
                         {"startup_s", t.startup_s},
                         {"scaling_factor", t.scaling_factor},
                         {"simulated_step_s", r.simulated_step_s},
                         {"stepping_w_per_gpu", r.stepping_w_per_gpu}};
  }
  return j;
}

EnergyRow ReadEnergyRow(JsonReader& r) {
  EnergyRow e;
  RequireKind(r, "energy_validation_row");
  e.id = r.String("id");
  e.source = r.String("source", "");
  e.measurement = r.String("measurement", "");
  e.workload = r.String("workload", "");
  const std::string covers =
      r.Choice("covers", {"gpus", "nodes", "nodes_network", "facility"}, "nodes");
  sim::ParsePowerBoundary(covers, &e.covers);
  e.model = r.String("model", "");
  e.hardware = r.String("hardware", "");
  e.num_gpus = static_cast<int>(r.PositiveInt("num_gpus"));
  e.plan = r.String("plan", "");
  e.predicted_fits = r.Bool("predicted_fits", true);
  e.duration_s = r.NonNegative("duration_s", 0);
  e.predicted_w_per_gpu = r.NonNegative("predicted_w_per_gpu", 0);
  e.measured_w_per_gpu = r.Positive("measured_w_per_gpu");
  e.predicted_energy_j = r.NonNegative("predicted_energy_j", 0);
  e.measured_energy_j = r.NonNegative("measured_energy_j", 0);
  // Upper-estimate rows give watts per GPU only (no metered energy).
  const double error = r.Number("error");
  if (e.measured_energy_j > 0) {
    RequireDerived(r, "error", error,
                   (e.predicted_energy_j - e.measured_energy_j) / e.measured_energy_j,
                   "(predicted - measured) / measured energy");
  }
  RequireDerived(r, "error", error, e.ErrorFraction(), "(predicted - measured) / measured energy");
  e.step_only_w_per_gpu = r.NonNegative("step_only_w_per_gpu", 0);
  const double step_only_error = r.Number("step_only_error", 0);
  if (e.step_only_w_per_gpu > 0) {
    RequireDerived(r, "step_only_error", step_only_error, e.StepOnlyErrorFraction(),
                   "step_only_w_per_gpu / measured_w_per_gpu - 1");
  }
  e.startup_w_per_gpu = r.NonNegative("startup_w_per_gpu", 0);
  e.network_estimate_w = r.NonNegative("network_estimate_w", 0);
  if (auto t = r.OptionalObject("timed_region")) {
    e.has_timed_region = true;
    e.timed_region.steps = t->Positive("steps");
    e.timed_region.step_s = t->Positive("step_s");
    e.timed_region.eval_s = t->NonNegative("eval_s", 0);
    e.timed_region.startup_s = t->NonNegative("startup_s", 0);
    e.timed_region.scaling_factor = t->Positive("scaling_factor");
    e.simulated_step_s = t->NonNegative("simulated_step_s", 0);
    e.stepping_w_per_gpu = t->NonNegative("stepping_w_per_gpu", 0);
    t->Finish();
  }
  if (auto p = r.OptionalObject("power")) e.power = ReadPower(*p);
  r.Finish();
  return e;
}

std::string EnergyCsv(const std::vector<EnergyRow>& rows) {
  CsvWriter csv;
  csv.Header({"id", "measurement", "workload", "covers", "model", "hardware", "num_gpus", "plan",
              "predicted_fits", "duration_s", "predicted_w_per_gpu", "measured_w_per_gpu",
              "predicted_energy_j", "measured_energy_j", "error", "step_only_w_per_gpu",
              "step_only_error"});
  for (const auto& r : rows) {
    csv.Text(r.id).Quoted(r.measurement).Text(r.workload).Text(sim::PowerBoundaryName(r.covers));
    csv.Quoted(r.model).Text(r.hardware).Int(r.num_gpus).Quoted(r.plan).Bool(r.predicted_fits);
    csv.Number(r.duration_s).Number(r.predicted_w_per_gpu).Number(r.measured_w_per_gpu);
    csv.Number(r.predicted_energy_j).Number(r.measured_energy_j).Number(r.ErrorFraction());
    csv.Number(r.step_only_w_per_gpu).Number(r.StepOnlyErrorFraction()).EndRow();
  }
  return csv.str();
}

}  // namespace shoal::results
