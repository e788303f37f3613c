// The `collective_validation_row` result (docs/result-schemas.md): one
// nccl-tests measurement of a collective against the simulator's collective
// model. Computed by validation/collective_check (`shoal validate
// --collectives`), written and read back (`shoal report`) here.
#pragma once

#include <string>
#include <vector>

#include "core/json_reader.h"

namespace shoal::results {

struct CollectiveRow {
  std::string id;
  std::string group;  ///< the source's group of measurements
  std::string source;
  std::string collective;  ///< all_reduce, all_gather, reduce_scatter, all_to_all
  std::string hardware;    ///< the bundled profile (or path) it is predicted on
  std::string role;        ///< "held_out", or "calibration": a profile figure came from it
  std::string notes;       ///< the measurement file's; not in the result
  double bytes = 0;        ///< nccl-tests' size: the whole buffer on each rank
  int num_gpus = 0;
  int gpus_per_node = 0;
  double measured_s = 0;
  double predicted_s = 0;
  double BusFactor() const;  ///< nccl-tests' bus-bandwidth factor for the collective
  double MeasuredBusBandwidth() const { return bytes * BusFactor() / measured_s; }
  double PredictedBusBandwidth() const { return bytes * BusFactor() / predicted_s; }
  int Nodes() const { return (num_gpus + gpus_per_node - 1) / gpus_per_node; }
  bool HeldOut() const { return role == "held_out"; }
  double ErrorFraction() const { return predicted_s / measured_s - 1.0; }
};

/// One JSON line of `validate --collectives --json`.
Json ToJson(const CollectiveRow& r);
/// Strict: unknown keys are errors; `nodes`, the bus bandwidths and `error`
/// must be the ones the GPUs, bytes and times give.
CollectiveRow ReadCollectiveRow(JsonReader& r);
/// `validate --collectives --out FILE.csv`.
std::string CollectiveCsv(const std::vector<CollectiveRow>& rows);

}  // namespace shoal::results
