#include "results/validation_row.h"

#include "core/phase.h"
#include "results/csv.h"
#include "results/result_check.h"

namespace shoal::results {

Json ToJson(const ValidationRow& r) {
  Json j = {{"kind", "validation_row"},
            {"id", r.id},
            {"source_group", r.source_group},
            {"stack", r.stack},
            {"model", r.model},
            {"hardware", r.hardware},
            {"num_gpus", r.num_gpus},
            {"plan", r.plan},
            {"predicted_iteration_time_s", r.predicted_s},
            {"measured_iteration_time_s", r.measured_s},
            {"error", r.ErrorFraction()},
            {"predicted_raw_iteration_time_s", r.predicted_raw_s},
            {"raw_error", r.RawErrorFraction()},
            {"interval_s",
             {{"p2_5", r.interval.p2_5_s},
              {"p10", r.interval.p10_s},
              {"p90", r.interval.p90_s},
              {"p97_5", r.interval.p97_5_s}}},
            {"dominant_component", r.dominant_component},
            {"breakdown", r.breakdown},
            {"predicted_peak_memory_gb", r.predicted_peak_memory_gib},
            {"predicted_fits", r.predicted_fits}};
  if (r.recompute_inferred) j["recompute_inferred"] = true;
  if (r.measured_peak_memory_gib) j["measured_peak_memory_gb"] = *r.measured_peak_memory_gib;
  return j;
}

ValidationRow ReadValidationRow(JsonReader& r) {
  ValidationRow v;
  RequireKind(r, "validation_row");
  v.id = r.String("id");
  v.source_group = r.String("source_group", "");
  v.model = r.String("model", "");
  v.hardware = r.String("hardware", "");
  v.num_gpus = static_cast<int>(r.PositiveInt("num_gpus"));
  v.plan = r.String("plan", "");
  v.predicted_s = r.Positive("predicted_iteration_time_s");
  v.measured_s = r.Positive("measured_iteration_time_s");
  RequireDerived(r, "error", r.Number("error"), v.ErrorFraction(),
                 "(predicted - measured) / measured");
  v.stack = r.String("stack", "");
  v.predicted_raw_s = r.NonNegative("predicted_raw_iteration_time_s", 0);
  if (r.Has("raw_error")) r.Number("raw_error");
  if (auto iv = r.OptionalObject("interval_s")) {
    v.interval.p2_5_s = iv->NonNegative("p2_5", 0);
    v.interval.p10_s = iv->NonNegative("p10", 0);
    v.interval.p90_s = iv->NonNegative("p90", 0);
    v.interval.p97_5_s = iv->NonNegative("p97_5", 0);
    iv->Finish();
  }
  v.dominant_component = r.String("dominant_component", "");
  if (auto b = r.OptionalObject("breakdown")) {
    for (const PhaseInfo& info : Phases()) {
      const std::string key = info.key;
      if (b->Has(key)) v.breakdown[key] = b->NonNegative(key, 0);
    }
    b->Finish();
  }
  v.predicted_peak_memory_gib = r.NonNegative("predicted_peak_memory_gb", kNaN);
  v.predicted_fits = r.Bool("predicted_fits", true);
  v.recompute_inferred = r.Bool("recompute_inferred", false);
  if (r.Has("measured_peak_memory_gb")) {
    v.measured_peak_memory_gib = r.NonNegative("measured_peak_memory_gb", 0);
  } else {
    r.Raw("measured_peak_memory_gb");  // null is allowed: marks the key known
  }
  r.Finish();
  return v;
}

std::string ValidationCsv(const std::vector<ValidationRow>& rows) {
  CsvWriter csv;
  csv.Header({"id", "source_group", "stack", "model", "hardware", "num_gpus", "plan",
              "predicted_iteration_time_s", "measured_iteration_time_s", "error",
              "predicted_raw_iteration_time_s", "raw_error", "dominant_component",
              "predicted_peak_memory_gb", "predicted_fits", "measured_peak_memory_gb"});
  for (const auto& r : rows) {
    csv.Text(r.id).Quoted(r.source_group).Quoted(r.stack).Quoted(r.model).Text(r.hardware);
    csv.Int(r.num_gpus).Quoted(r.plan).Number(r.predicted_s).Number(r.measured_s);
    csv.Number(r.ErrorFraction()).Number(r.predicted_raw_s).Number(r.RawErrorFraction());
    csv.Text(r.dominant_component).Number(r.predicted_peak_memory_gib).Bool(r.predicted_fits);
    if (r.measured_peak_memory_gib) {
      csv.Number(*r.measured_peak_memory_gib);
    } else {
      csv.Empty();
    }
    csv.EndRow();
  }
  return csv.str();
}

}  // namespace shoal::results
