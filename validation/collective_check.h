// Predicted vs measured collectives (a JSON-lines file such as
// data/collective_measurements.jsonl, written from the published nccl-tests and
// all_reduce_bench.py measurements of data/microbenchmarks.jsonl by
// scripts/extract-collective-measurements). Each row names the collective, the
// message size, the GPUs and GPUs per node, the measured time or bus
// bandwidth, the bundled profile of the system and, where the system's network
// differs from the profile's, its NICs. The prediction is the simulator's own
// CollectiveModel for that group, so this checks the model every step
// prediction prices its collectives with, across sizes and node counts.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "results/collective_row.h"
#include "validation/validation.h"

namespace shoal::validation {

/// A row as `validate --collectives --json` writes it (results/collective_row.h).
using results::CollectiveRow;

struct CollectiveReport {
  std::vector<CollectiveRow> rows;
  ErrorStats held_out;  ///< time error over held-out rows
  ErrorStats single_node, multi_node;
  /// Held-out rows by message size: under 1 MiB (latency-bound), 1-64 MiB, 64 MiB and up.
  std::map<std::string, ErrorStats> by_size;
  std::map<std::string, ErrorStats> by_group;
  double mean_signed_error = 0;  ///< held-out rows: < 0 predicts too fast
};

/// Reads the file (InputError naming the file, line and JSON path on bad
/// input) and predicts every row.
CollectiveReport CheckCollectiveMeasurements(const std::string& path);

}  // namespace shoal::validation
