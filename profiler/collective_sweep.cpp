#include "profiler/collective_sweep.h"

#include <algorithm>
#include <sstream>

#include "profiler/error.h"

namespace shoal::profiler {
namespace {

/// Describes the first wrong element of this rank's output; empty when right.
std::string CheckOutput(Collective op, int rank, int ranks, const CollectiveCounts& counts,
                        const std::vector<float>& out) {
  std::ostringstream why;
  if (out.size() != counts.recv) {
    why << "rank " << rank << " received " << out.size() << " elements, expected " << counts.recv;
    return why.str();
  }
  for (size_t i = 0; i < out.size(); ++i) {
    float want = ExpectedOutput(op, rank, ranks, counts, i);
    if (out[i] != want) {
      why << "rank " << rank << " element " << i << " is " << out[i] << ", expected " << want;
      return why.str();
    }
  }
  return "";
}

}  // namespace

std::vector<double> MessageSizes(const CollectiveSweepOptions& o) {
  std::vector<double> sizes;
  double factor = std::max(o.size_factor, 1.01);
  for (double b = o.min_bytes; b <= o.max_bytes * 1.0000001; b *= factor) sizes.push_back(b);
  if (sizes.empty() || sizes.back() < o.max_bytes * 0.9999999) sizes.push_back(o.max_bytes);
  return sizes;
}

std::vector<CollectiveSample> SweepCollective(CollectiveBackend& group, Agreement& all,
                                              Collective op, const std::string& scope,
                                              const CollectiveSweepOptions& o) {
  std::vector<CollectiveSample> samples;
  const int rank = group.Rank();
  const int ranks = group.Size();
  double last_bytes = -1;
  for (double requested : MessageSizes(o)) {
    CollectiveCounts counts = CountsFor(op, requested, ranks);
    double bytes = static_cast<double>(counts.total * sizeof(float));
    if (bytes == last_bytes) continue;  // rounding made two sizes equal
    last_bytes = bytes;

    group.Prepare(op, counts);
    std::vector<float> input(counts.send);
    for (size_t i = 0; i < input.size(); ++i) input[i] = InputValue(rank, i);
    group.WriteInput(input);
    group.TimeOps(1);
    std::string why = CheckOutput(op, rank, ranks, counts, group.ReadOutput());
    if (all.AnyProcess(!why.empty())) {
      group.Release();
      std::ostringstream msg;
      msg << CollectiveName(op) << " (" << scope << ", " << ranks << " ranks, " << bytes
          << " bytes) returned a wrong result: " << (why.empty() ? "on another rank" : why);
      throw ProfileError(msg.str());
    }

    CollectiveSample s;
    s.collective = op;
    s.scope = scope;
    s.ranks = ranks;
    s.bytes = bytes;
    RepeatedTimes timed = RepeatTimed([&](int ops) { return group.TimeOps(ops); }, o.repeat);
    s.ops_per_sample = timed.ops_per_sample;
    s.times_s = std::move(timed.times_s);
    group.Release();
    s.summary = Summarize(s.times_s);
    s.algbw_bytes_per_s = bytes / s.summary.median_s;
    s.busbw_bytes_per_s = s.algbw_bytes_per_s * BusFactor(op, ranks);
    samples.push_back(std::move(s));
  }
  return samples;
}

}  // namespace shoal::profiler
