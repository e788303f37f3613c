// The MPI communicator (CPU backend; also the NCCL bootstrap). MPI itself is
// started by platform::MpiSession (core/platform/mpi_session.h).
#pragma once

#include <mpi.h>

#include <list>
#include <memory>

#include "executor/comm.h"

namespace shoal::executor {

class MpiComm : public Comm {
 public:
  /// Wraps `comm`; frees it in the destructor when `owned`.
  MpiComm(MPI_Comm comm, bool owned);
  ~MpiComm() override;
  int rank() const override { return rank_; }
  int size() const override { return size_; }
  void AllReduceSum(double* data, size_t n) override;
  void AllGather(const double* in, size_t count, double* out) override;
  std::vector<std::vector<double>> AllToAllV(const std::vector<std::vector<double>>& send) override;
  void Send(int dst, std::vector<double> data, int tag) override;
  std::vector<double> Recv(int src, int tag) override;
  void WaitSends() override;
  void Barrier() override;
  std::unique_ptr<Comm> Split(int color, int key) override;
  std::unique_ptr<MpiComm> SplitMpi(int color, int key);
  MPI_Comm handle() const { return comm_; }

 private:
  struct Pending {
    std::vector<double> data;
    MPI_Request request;
  };
  MPI_Comm comm_;
  bool owned_;
  int rank_ = 0;
  int size_ = 1;
  std::list<Pending> pending_;
};

}  // namespace shoal::executor
