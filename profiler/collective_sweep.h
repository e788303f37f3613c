// Sweeps one collective over message sizes on one group: a correctness check
// of each size's result, warm-up, then repeated timings (median and p95).
#pragma once

#include <string>
#include <vector>

#include "core/units.h"
#include "profiler/collective.h"
#include "profiler/collective_backend.h"
#include "profiler/repeat.h"
#include "profiler/statistics.h"

namespace shoal::profiler {

struct CollectiveSweepOptions {
  double min_bytes = kKiB;
  double max_bytes = kGiB;
  double size_factor = 2.0;  ///< each size is this times the previous one
  RepeatOptions repeat = {.warmup_ops = 5,
                          .min_repetitions = 5,
                          .repetitions = 20,
                          .budget_s = 2.0,
                          .min_sample_s = 20e-6};
};

/// One message size of one collective on one group.
struct CollectiveSample {
  Collective collective = Collective::kAllReduce;
  std::string scope;  ///< "intra_node" or "inter_node"
  int ranks = 0;
  double bytes = 0;  ///< nccl-tests size actually used (rounded to 4 * ranks)
  int ops_per_sample = 1;
  std::vector<double> times_s;  ///< seconds per op, one per repetition
  TimingSummary summary;
  double algbw_bytes_per_s = 0;  ///< bytes / median time
  double busbw_bytes_per_s = 0;  ///< algbw * BusFactor
};

/// Message sizes from min to max (multiplying by size_factor; max included).
std::vector<double> MessageSizes(const CollectiveSweepOptions& o);

/// Measures `op` at every size. Throws ProfileError, on every process (agreed
/// through `all`), when any rank's result is wrong: a wrong result is an
/// error, never a sample.
std::vector<CollectiveSample> SweepCollective(CollectiveBackend& group, Agreement& all,
                                              Collective op, const std::string& scope,
                                              const CollectiveSweepOptions& o);

}  // namespace shoal::profiler
