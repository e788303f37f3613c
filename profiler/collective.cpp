#include "profiler/collective.h"

#include <algorithm>

namespace shoal::profiler {

const std::vector<Collective>& AllCollectives() {
  static const std::vector<Collective> all = {Collective::kAllReduce, Collective::kAllGather,
                                              Collective::kReduceScatter, Collective::kAllToAll,
                                              Collective::kSendRecv};
  return all;
}

const char* CollectiveName(Collective c) {
  switch (c) {
    case Collective::kAllReduce:
      return "all_reduce";
    case Collective::kAllGather:
      return "all_gather";
    case Collective::kReduceScatter:
      return "reduce_scatter";
    case Collective::kAllToAll:
      return "all_to_all";
    case Collective::kSendRecv:
      return "send_recv";
  }
  return "?";
}

bool ParseCollective(const std::string& name, Collective* out) {
  for (Collective c : AllCollectives()) {
    if (name == CollectiveName(c)) {
      *out = c;
      return true;
    }
  }
  return false;
}

double BusFactor(Collective c, int ranks) {
  double n = ranks;
  switch (c) {
    case Collective::kAllReduce:
      return 2.0 * (n - 1.0) / n;
    case Collective::kAllGather:
    case Collective::kReduceScatter:
    case Collective::kAllToAll:
      return (n - 1.0) / n;
    case Collective::kSendRecv:
      return 1.0;
  }
  return 1.0;
}

CollectiveCounts CountsFor(Collective c, double bytes, int ranks) {
  auto n = static_cast<size_t>(std::max(ranks, 1));
  auto elements = static_cast<size_t>(std::max(bytes, 0.0) / sizeof(float));
  size_t per_rank = std::max<size_t>(elements / n, 1);
  CollectiveCounts k;
  k.total = per_rank * n;
  k.send = k.total;
  k.recv = k.total;
  if (c == Collective::kAllGather) k.send = per_rank;
  if (c == Collective::kReduceScatter) k.recv = per_rank;
  return k;
}

float InputValue(int rank, size_t index) {
  return static_cast<float>(static_cast<int>((index * 7 + static_cast<size_t>(rank) * 13) % 61) -
                            30);
}

float ExpectedOutput(Collective c, int rank, int ranks, const CollectiveCounts& counts,
                     size_t index) {
  size_t chunk = counts.total / static_cast<size_t>(ranks);
  auto self = static_cast<size_t>(rank);
  switch (c) {
    case Collective::kAllReduce: {
      float sum = 0;
      for (int r = 0; r < ranks; ++r) sum += InputValue(r, index);
      return sum;
    }
    case Collective::kAllGather:
      return InputValue(static_cast<int>(index / chunk), index % chunk);
    case Collective::kReduceScatter: {
      float sum = 0;
      for (int r = 0; r < ranks; ++r) sum += InputValue(r, self * chunk + index);
      return sum;
    }
    case Collective::kAllToAll:
      return InputValue(static_cast<int>(index / chunk), self * chunk + index % chunk);
    case Collective::kSendRecv:
      return InputValue((rank + ranks - 1) % ranks, index);
  }
  return 0;
}

}  // namespace shoal::profiler
