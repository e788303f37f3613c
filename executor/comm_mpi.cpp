#include "executor/comm_mpi.h"

#include <limits>
#include <stdexcept>
#include <string>

#include "core/platform/mpi_session.h"

namespace shoal::executor {
namespace {

using platform::CheckMpi;

int ToInt(size_t n) {
  if (n > static_cast<size_t>(std::numeric_limits<int>::max())) {
    throw std::runtime_error("MPI message too large");
  }
  return static_cast<int>(n);
}

}  // namespace

MpiComm::MpiComm(MPI_Comm comm, bool owned) : comm_(comm), owned_(owned) {
  CheckMpi(MPI_Comm_rank(comm_, &rank_), "MPI_Comm_rank");
  CheckMpi(MPI_Comm_size(comm_, &size_), "MPI_Comm_size");
}

MpiComm::~MpiComm() {
  try {
    WaitSends();
  } catch (...) {
  }
  if (owned_) MPI_Comm_free(&comm_);
}

void MpiComm::AllReduceSum(double* data, size_t n) {
  CheckMpi(MPI_Allreduce(MPI_IN_PLACE, data, ToInt(n), MPI_DOUBLE, MPI_SUM, comm_),
           "MPI_Allreduce");
}

void MpiComm::AllGather(const double* in, size_t count, double* out) {
  CheckMpi(MPI_Allgather(in, ToInt(count), MPI_DOUBLE, out, ToInt(count), MPI_DOUBLE, comm_),
           "MPI_Allgather");
}

std::vector<std::vector<double>> MpiComm::AllToAllV(const std::vector<std::vector<double>>& send) {
  const size_t n = static_cast<size_t>(size_);
  if (send.size() != n) throw std::logic_error("AllToAllV: bad send size");
  std::vector<int> send_counts(n), recv_counts(n), send_displs(n), recv_displs(n);
  std::vector<double> flat_send;
  for (size_t r = 0; r < n; ++r) {
    send_counts[r] = ToInt(send[r].size());
    send_displs[r] = ToInt(flat_send.size());
    flat_send.insert(flat_send.end(), send[r].begin(), send[r].end());
  }
  CheckMpi(MPI_Alltoall(send_counts.data(), 1, MPI_INT, recv_counts.data(), 1, MPI_INT, comm_),
           "MPI_Alltoall");
  size_t total = 0;
  for (size_t r = 0; r < n; ++r) {
    recv_displs[r] = ToInt(total);
    total += static_cast<size_t>(recv_counts[r]);
  }
  std::vector<double> flat_recv(total);
  CheckMpi(
      MPI_Alltoallv(flat_send.data(), send_counts.data(), send_displs.data(), MPI_DOUBLE,
                    flat_recv.data(), recv_counts.data(), recv_displs.data(), MPI_DOUBLE, comm_),
      "MPI_Alltoallv");
  std::vector<std::vector<double>> recv(n);
  for (size_t r = 0; r < n; ++r) {
    auto begin = flat_recv.begin() + recv_displs[r];
    recv[r].assign(begin, begin + recv_counts[r]);
  }
  return recv;
}

void MpiComm::Send(int dst, std::vector<double> data, int tag) {
  pending_.push_back(Pending{std::move(data), MPI_REQUEST_NULL});
  Pending& p = pending_.back();
  CheckMpi(MPI_Isend(p.data.data(), ToInt(p.data.size()), MPI_DOUBLE, dst, tag, comm_, &p.request),
           "MPI_Isend");
}

std::vector<double> MpiComm::Recv(int src, int tag) {
  MPI_Status status;
  CheckMpi(MPI_Probe(src, tag, comm_, &status), "MPI_Probe");
  int count = 0;
  CheckMpi(MPI_Get_count(&status, MPI_DOUBLE, &count), "MPI_Get_count");
  std::vector<double> out(static_cast<size_t>(count));
  CheckMpi(MPI_Recv(out.data(), count, MPI_DOUBLE, src, tag, comm_, MPI_STATUS_IGNORE), "MPI_Recv");
  return out;
}

void MpiComm::WaitSends() {
  for (auto& p : pending_) CheckMpi(MPI_Wait(&p.request, MPI_STATUS_IGNORE), "MPI_Wait");
  pending_.clear();
}

void MpiComm::Barrier() { CheckMpi(MPI_Barrier(comm_), "MPI_Barrier"); }

std::unique_ptr<Comm> MpiComm::Split(int color, int key) { return SplitMpi(color, key); }

std::unique_ptr<MpiComm> MpiComm::SplitMpi(int color, int key) {
  MPI_Comm out;
  CheckMpi(MPI_Comm_split(comm_, color, key, &out), "MPI_Comm_split");
  return std::make_unique<MpiComm>(out, true);
}

}  // namespace shoal::executor
