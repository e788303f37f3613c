// The five collectives the profiler measures, with nccl-tests' conventions:
// a message of `bytes` is the nccl-tests "size" (all_reduce: the buffer;
// all_gather: the gathered output; reduce_scatter: the input; all_to_all: each
// rank's whole send buffer; send_recv: the message), algorithm bandwidth is
// bytes / time and bus bandwidth is algbw times BusFactor().
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace shoal::profiler {

enum class Collective { kAllReduce, kAllGather, kReduceScatter, kAllToAll, kSendRecv };

/// All five, in the order they are measured.
const std::vector<Collective>& AllCollectives();
/// "all_reduce", "all_gather", "reduce_scatter", "all_to_all", "send_recv".
const char* CollectiveName(Collective c);
/// Parses a name; returns false when unknown.
bool ParseCollective(const std::string& name, Collective* out);

/// nccl-tests bus factor: all_reduce 2(n-1)/n; all_gather, reduce_scatter and
/// all_to_all (n-1)/n; send_recv 1.
double BusFactor(Collective c, int ranks);

/// Element counts (fp32) of one rank's send and receive buffers.
struct CollectiveCounts {
  size_t send = 0;
  size_t recv = 0;
  size_t total = 0;  ///< elements of the nccl-tests size; bytes = 4 * total
};

/// Counts for a message of about `bytes`, rounded down to a multiple of
/// 4 * ranks bytes (at least one element per rank).
CollectiveCounts CountsFor(Collective c, double bytes, int ranks);

/// The input every rank writes: small integers, so sums over ranks are exact
/// in fp32 and any misplaced or lost element shows.
float InputValue(int rank, size_t index);

/// What element `index` of `rank`'s output must hold after the collective.
float ExpectedOutput(Collective c, int rank, int ranks, const CollectiveCounts& counts,
                     size_t index);

}  // namespace shoal::profiler
