#include "validation/collective_check.h"

#include <cmath>

#include "core/error.h"
#include "core/hardware.h"
#include "core/json_reader.h"
#include "core/units.h"
#include "simulator/component_costs.h"

namespace shoal::validation {
namespace {

constexpr double kMiB = 1024.0 * 1024.0;

double PredictSeconds(const HardwareProfile& hw, const CollectiveRow& row) {
  const sim::Collective c = row.collective == "all_reduce"       ? sim::Collective::kAllReduce
                            : row.collective == "all_gather"     ? sim::Collective::kAllGather
                            : row.collective == "reduce_scatter" ? sim::Collective::kReduceScatter
                                                                 : sim::Collective::kAllToAll;
  return sim::CollectiveSeconds(hw, c, row.bytes, row.num_gpus, row.gpus_per_node);
}

CollectiveRow ReadRow(JsonReader& r) {
  CollectiveRow row;
  row.id = r.String("id");
  row.group = r.String("group", "");
  row.source = r.String("source");
  row.collective =
      r.Choice("collective", {"all_reduce", "all_gather", "reduce_scatter", "all_to_all"}, "");
  row.bytes = static_cast<double>(r.IntIn("bytes", 1, int64_t{1} << 50));
  row.num_gpus = static_cast<int>(r.IntIn("num_gpus", 2, 1 << 20));
  row.gpus_per_node = static_cast<int>(r.IntIn("gpus_per_node", 1, 1024));
  if (row.gpus_per_node > row.num_gpus) {
    r.Fail("gpus_per_node", "at most num_gpus (" + std::to_string(row.num_gpus) + ")");
  }
  row.hardware = r.String("hardware");
  HardwareProfile hw = ResolveHardware(row.hardware, r.file(), r.PathOf("hardware"));
  if (row.gpus_per_node > hw.node.gpus_per_node) {
    r.Fail("gpus_per_node", "at most the " + row.hardware + " node's " +
                                std::to_string(hw.node.gpus_per_node) + " GPUs");
  }
  if (auto net = r.OptionalObject("network")) {
    hw.network.nics_per_node = static_cast<int>(net->IntIn("nics_per_node", 1, 1024));
    hw.network.nic_bandwidth_bytes_per_s = net->RealIn("nic_gbit_per_s", 1e-3, 1e7) * kGB / 8.0;
    net->Finish();
  }
  row.role = r.Choice("role", {"held_out", "calibration"}, "held_out");
  row.notes = r.String("notes", "");
  const bool has_time = r.Has("measured_time_us");
  if (has_time == r.Has("measured_busbw_gb_per_s")) {
    r.Fail("measured_time_us",
           "exactly one of \"measured_time_us\" and \"measured_busbw_gb_per_s\"");
  }
  if (has_time) {
    row.measured_s = r.RealIn("measured_time_us", 1e-3, 1e12) * 1e-6;
  } else {
    const double busbw = r.RealIn("measured_busbw_gb_per_s", 1e-6, 1e6) * kGB;
    row.measured_s = row.bytes * row.BusFactor() / busbw;
  }
  r.Finish();
  row.predicted_s = PredictSeconds(hw, row);
  return row;
}

std::string SizeBand(double bytes) {
  if (bytes < kMiB) return "a: under 1 MiB";
  if (bytes < 64 * kMiB) return "b: 1-64 MiB";
  return "c: 64 MiB and up";
}

}  // namespace

CollectiveReport CheckCollectiveMeasurements(const std::string& path) {
  const std::string text =
      ReadInputFile(path, "a readable JSON-lines file of collective measurements");
  CollectiveReport rep;
  std::vector<double> held, single, multi;
  std::map<std::string, std::vector<double>> by_size, by_group;
  double signed_sum = 0;
  ForEachJsonLine(text, path, [&](const Json&, JsonReader& r) {
    CollectiveRow row = ReadRow(r);
    if (row.HeldOut()) {
      const double ape = std::fabs(row.ErrorFraction());
      held.push_back(ape);
      (row.Nodes() > 1 ? multi : single).push_back(ape);
      by_size[SizeBand(row.bytes)].push_back(ape);
      by_group[row.group].push_back(ape);
      signed_sum += row.ErrorFraction();
    }
    rep.rows.push_back(std::move(row));
  });
  if (rep.rows.empty()) throw InputError(path, "", "at least one collective measurement");
  rep.held_out = Summarize(held);
  rep.single_node = Summarize(single);
  rep.multi_node = Summarize(multi);
  for (const auto& [k, v] : by_size) rep.by_size[k] = Summarize(v);
  for (const auto& [k, v] : by_group) rep.by_group[k] = Summarize(v);
  rep.mean_signed_error = held.empty() ? 0.0 : signed_sum / static_cast<double>(held.size());
  return rep;
}

}  // namespace shoal::validation
