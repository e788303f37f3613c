#include <algorithm>
#include <stdexcept>

#include "executor/comm.h"

namespace shoal::executor {

void SelfComm::AllGather(const double* in, size_t count, double* out) {
  std::copy(in, in + count, out);
}

void SelfComm::Send(int dst, std::vector<double> data, int tag) {
  if (dst != 0) throw std::logic_error("SelfComm: send to rank " + std::to_string(dst));
  pending_.emplace_back(tag, std::move(data));
}

std::vector<double> SelfComm::Recv(int src, int tag) {
  if (src != 0) throw std::logic_error("SelfComm: receive from rank " + std::to_string(src));
  for (auto it = pending_.begin(); it != pending_.end(); ++it) {
    if (it->first == tag) {
      std::vector<double> out = std::move(it->second);
      pending_.erase(it);
      return out;
    }
  }
  throw std::logic_error("SelfComm: receive with no matching send");
}

}  // namespace shoal::executor
