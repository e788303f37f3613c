// The communicator seam: collectives and point-to-point messages over a group
// of ranks. Implementations: MPI (comm_mpi), NCCL bootstrapped through MPI
// (comm_nccl, GPU builds), threads in one process (comm_thread, for tests) and
// a single rank (SelfComm). Buffers are host doubles.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <vector>

namespace shoal::executor {

class Comm {
 public:
  virtual ~Comm() = default;
  virtual int rank() const = 0;
  virtual int size() const = 0;
  /// Element-wise sum over the group; every rank gets the same result.
  virtual void AllReduceSum(double* data, size_t n) = 0;
  /// Gathers `count` values from every rank into `out` (size() * count), in rank order.
  virtual void AllGather(const double* in, size_t count, double* out) = 0;
  /// send[r] goes to rank r; returns recv[r] received from rank r.
  virtual std::vector<std::vector<double>> AllToAllV(
      const std::vector<std::vector<double>>& send) = 0;
  /// Buffered send: returns at once; WaitSends() completes all pending sends.
  virtual void Send(int dst, std::vector<double> data, int tag) = 0;
  /// Blocking receive of one message from `src` with `tag` (any length).
  virtual std::vector<double> Recv(int src, int tag) = 0;
  virtual void WaitSends() = 0;
  virtual void Barrier() = 0;
  /// Ranks passing the same color form a new group, ordered by (key, rank).
  virtual std::unique_ptr<Comm> Split(int color, int key) = 0;
};

/// A group of one.
class SelfComm : public Comm {
 public:
  int rank() const override { return 0; }
  int size() const override { return 1; }
  void AllReduceSum(double*, size_t) override {}
  void AllGather(const double* in, size_t count, double* out) override;
  std::vector<std::vector<double>> AllToAllV(
      const std::vector<std::vector<double>>& send) override {
    return send;
  }
  void Send(int dst, std::vector<double> data, int tag) override;
  std::vector<double> Recv(int src, int tag) override;
  void WaitSends() override {}
  void Barrier() override {}
  std::unique_ptr<Comm> Split(int, int) override { return std::make_unique<SelfComm>(); }

 private:
  std::vector<std::pair<int, std::vector<double>>> pending_;
};

/// Simulated ranks: runs fn(comm) for ranks 0..n-1, each in its own thread
/// with a thread communicator. Rethrows the first exception any rank threw.
void RunThreadRanks(int n, const std::function<void(Comm&)>& fn);

}  // namespace shoal::executor
