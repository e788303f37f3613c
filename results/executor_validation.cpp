#include "results/executor_validation.h"

#include <cmath>

#include "results/csv.h"
#include "results/result_check.h"

namespace shoal::results {
Json ToJson(const ExecutorValidationResult& e) {
  Json phases = Json::object();
  for (const auto& p : e.phases) {
    phases[p.phase] = {
        {"predicted_s", p.predicted_s},
        {"measured_s", std::isnan(p.measured_s) ? Json(nullptr) : Json(p.measured_s)}};
  }
  Json j = {{"kind", "executor_validation"},
            {"run", e.run},
            {"run_schema", e.run_schema},
            {"hardware", e.hardware},
            {"plan", e.plan},
            {"world_size", e.world_size},
            {"phases", phases},
            {"step_error", e.step_error},
            {"predicted_peak_memory_bytes", e.predicted_peak_memory_bytes}};
  if (!std::isnan(e.measured_peak_memory_bytes)) {
    const double m = e.measured_peak_memory_bytes;
    j["measured_peak_memory_bytes"] = m;
    j["peak_memory_error"] = m > 0 ? (e.predicted_peak_memory_bytes - m) / m : 0.0;
    j["peak_memory_measures"] = e.peak_memory_measures;
  }
  PutGiven(j, "measured_device_peak_bytes", e.measured_device_peak_bytes);
  j["predicted_device_w"] = e.predicted_device_w;
  if (!std::isnan(e.measured_device_w)) {
    j["measured_device_w"] = e.measured_device_w;
    j["power_error"] = e.predicted_device_w / e.measured_device_w - 1.0;
  }
  return j;
}

ExecutorValidationResult ReadExecutorValidation(JsonReader& r) {
  ExecutorValidationResult e;
  RequireKind(r, "executor_validation");
  e.run = r.String("run");
  e.hardware = r.String("hardware");
  e.plan = r.String("plan");
  e.world_size = static_cast<int>(r.PositiveInt("world_size"));
  JsonReader phases = r.Object("phases");
  if (const Json* all = r.Raw("phases")) {
    for (auto it = all->begin(); it != all->end(); ++it) {
      JsonReader ph = phases.Object(it.key());
      // A framework log's run measures the step only: null for the other phases.
      // (JsonReader reads null as absent: Has() is false for it.)
      ph.Raw("measured_s");
      const double measured_s = ph.Has("measured_s") ? ph.NonNegative("measured_s", 0) : kNaN;
      e.phases.push_back({it.key(), ph.NonNegative("predicted_s", 0), measured_s});
      ph.Finish();
    }
  }
  phases.Finish();
  e.step_error = r.Number("step_error");
  // Since `shoal ingest`: which kind of run, and which peak it measured.
  e.run_schema = r.String("run_schema", "shoal.executor.run/1");
  e.peak_memory_measures = r.String("peak_memory_measures", "allocated");
  e.measured_device_peak_bytes = r.NonNegative("measured_device_peak_bytes", kNaN);
  e.predicted_peak_memory_bytes = r.NonNegative("predicted_peak_memory_bytes", 0);
  e.measured_peak_memory_bytes = r.NonNegative("measured_peak_memory_bytes", kNaN);
  if (!std::isnan(e.measured_peak_memory_bytes) && e.measured_peak_memory_bytes > 0 &&
      r.Has("peak_memory_error")) {
    RequireDerived(r, "peak_memory_error", r.Number("peak_memory_error"),
                   (e.predicted_peak_memory_bytes - e.measured_peak_memory_bytes) /
                       e.measured_peak_memory_bytes,
                   "(predicted - measured) / measured peak memory");
  } else {
    r.Raw("peak_memory_error");
  }
  e.predicted_device_w = r.NonNegative("predicted_device_w", kNaN);
  e.measured_device_w = r.NonNegative("measured_device_w", kNaN);
  if (!std::isnan(e.measured_device_w) && !std::isnan(e.predicted_device_w)) {
    RequireDerived(r, "power_error", r.Number("power_error"),
                   (e.predicted_device_w - e.measured_device_w) / e.measured_device_w,
                   "(predicted - measured) / measured device watts");
  } else {
    r.Raw("power_error");
  }
  r.Finish();
  return e;
}

std::string ExecutorPhasesCsv(const ExecutorValidationResult& e) {
  CsvWriter csv;
  csv.Header({"phase", "predicted_s", "measured_s"});
  for (const auto& p : e.phases) {
    csv.Text(p.phase).Number(p.predicted_s);
    if (std::isnan(p.measured_s)) {
      csv.Empty();
    } else {
      csv.Number(p.measured_s);
    }
    csv.EndRow();
  }
  return csv.str();
}

}  // namespace shoal::results
