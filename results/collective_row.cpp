#include "results/collective_row.h"

#include "core/units.h"
#include "results/csv.h"
#include "results/result_check.h"

namespace shoal::results {

double CollectiveRow::BusFactor() const {
  const double n = num_gpus;
  return collective == "all_reduce" ? 2.0 * (n - 1) / n : (n - 1) / n;
}

Json ToJson(const CollectiveRow& r) {
  return {{"kind", "collective_validation_row"},
          {"id", r.id},
          {"group", r.group},
          {"source", r.source},
          {"collective", r.collective},
          {"hardware", r.hardware},
          {"role", r.role},
          {"bytes", r.bytes},
          {"num_gpus", r.num_gpus},
          {"gpus_per_node", r.gpus_per_node},
          {"nodes", r.Nodes()},
          {"measured_s", r.measured_s},
          {"predicted_s", r.predicted_s},
          {"measured_busbw_gb_per_s", r.MeasuredBusBandwidth() / kGB},
          {"predicted_busbw_gb_per_s", r.PredictedBusBandwidth() / kGB},
          {"error", r.ErrorFraction()}};
}

CollectiveRow ReadCollectiveRow(JsonReader& r) {
  CollectiveRow c;
  RequireKind(r, "collective_validation_row");
  c.id = r.String("id");
  c.group = r.String("group", "");
  c.source = r.String("source", "");
  c.collective =
      r.Choice("collective", {"all_reduce", "all_gather", "reduce_scatter", "all_to_all"}, "");
  c.hardware = r.String("hardware");
  c.role = r.Choice("role", {"held_out", "calibration"}, "");
  c.bytes = r.Positive("bytes");
  c.num_gpus = static_cast<int>(r.IntIn("num_gpus", 2, 1 << 20));
  c.gpus_per_node = static_cast<int>(r.IntIn("gpus_per_node", 1, 1024));
  const int nodes = static_cast<int>(r.IntIn("nodes", 1, 1 << 20));
  if (nodes != c.Nodes()) {
    r.Fail("nodes", "ceil(num_gpus / gpus_per_node) = " + std::to_string(c.Nodes()) + ", got " +
                        std::to_string(nodes));
  }
  c.measured_s = r.Positive("measured_s");
  c.predicted_s = r.Positive("predicted_s");
  // Relative: bandwidths run from MB/s to hundreds of GB/s.
  const double measured_bw = r.NonNegative("measured_busbw_gb_per_s", 0);
  RequireDerived(r, "measured_busbw_gb_per_s", measured_bw / (c.MeasuredBusBandwidth() / kGB), 1.0,
                 "bytes x bus factor / measured_s, as a ratio to the file's");
  const double predicted_bw = r.NonNegative("predicted_busbw_gb_per_s", 0);
  RequireDerived(r, "predicted_busbw_gb_per_s", predicted_bw / (c.PredictedBusBandwidth() / kGB),
                 1.0, "bytes x bus factor / predicted_s, as a ratio to the file's");
  RequireDerived(r, "error", r.Number("error"), c.ErrorFraction(), "predicted_s / measured_s - 1");
  r.Finish();
  return c;
}

std::string CollectiveCsv(const std::vector<CollectiveRow>& rows) {
  CsvWriter csv;
  csv.Header({"id", "group", "collective", "hardware", "role", "bytes", "num_gpus", "gpus_per_node",
              "nodes", "measured_s", "predicted_s", "measured_busbw_gb_per_s",
              "predicted_busbw_gb_per_s", "error"});
  for (const auto& r : rows) {
    csv.Text(r.id).Quoted(r.group).Text(r.collective).Text(r.hardware).Text(r.role);
    csv.Number(r.bytes).Int(r.num_gpus).Int(r.gpus_per_node).Int(r.Nodes());
    csv.Number(r.measured_s).Number(r.predicted_s).Number(r.MeasuredBusBandwidth() / kGB);
    csv.Number(r.PredictedBusBandwidth() / kGB).Number(r.ErrorFraction()).EndRow();
  }
  return csv.str();
}

}  // namespace shoal::results
