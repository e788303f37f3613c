#include "results/memory_validation_row.h"

#include "results/result_check.h"

namespace shoal::results {

const char* MemoryMeasureName(MemoryMeasure m) {
  switch (m) {
    case MemoryMeasure::kAllocated:
      return "allocated";
    case MemoryMeasure::kReserved:
      return "reserved";
    case MemoryMeasure::kDevice:
      return "device";
  }
  return "?";
}

Json ToJson(const MemoryValidationRow& r) {
  return {{"kind", "memory_validation_row"},
          {"id", r.id},
          {"source_group", r.source_group},
          {"stack", r.stack},
          {"measures", MemoryMeasureName(r.measure)},
          {"predicted_peak_memory_gib", r.predicted_gib},
          {"measured_peak_memory_gib", r.measured_gib},
          {"error", r.ErrorFraction()},
          {"hbm_gib", r.hbm_gib},
          {"predicted_fits", r.predicted_fits}};
}

MemoryValidationRow ReadMemoryValidationRow(JsonReader& r) {
  MemoryValidationRow v;
  RequireKind(r, "memory_validation_row");
  v.id = r.String("id");
  v.source_group = r.String("source_group", "");
  v.stack = r.String("stack", "");
  const std::string measures =
      r.Choice("measures", {"allocated", "reserved", "device"}, "reserved");
  v.measure = measures == "allocated"  ? MemoryMeasure::kAllocated
              : measures == "reserved" ? MemoryMeasure::kReserved
                                       : MemoryMeasure::kDevice;
  v.predicted_gib = r.NonNegative("predicted_peak_memory_gib", 0);
  v.measured_gib = r.Positive("measured_peak_memory_gib");
  RequireDerived(r, "error", r.Number("error"), v.ErrorFraction(),
                 "(predicted - measured) / measured");
  v.hbm_gib = r.NonNegative("hbm_gib", 0);
  v.predicted_fits = r.Bool("predicted_fits", true);
  r.Finish();
  return v;
}

}  // namespace shoal::results
