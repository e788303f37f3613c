#include "executor/comm_nccl.h"

#include <cuda_runtime.h>
#include <nccl.h>

#include <string>

#include "core/platform/cuda/cuda_status.h"
#include "core/platform/cuda/nccl_comm.h"

namespace shoal::executor {
namespace {

using platform::CheckCuda;
using platform::CheckNccl;

class NcclComm : public Comm {
 public:
  /// Over `mpi`'s ranks: `comm` when given (a split), else a fresh start-up.
  explicit NcclComm(std::unique_ptr<MpiComm> mpi, ncclComm_t comm = nullptr)
      : mpi_(std::move(mpi)),
        comm_(comm != nullptr ? comm : platform::NcclStartUp(mpi_->handle())) {
    CheckCuda(cudaStreamCreate(&stream_), "cudaStreamCreate");
  }
  ~NcclComm() override {
    if (buffer_ != nullptr) cudaFree(buffer_);
    cudaStreamDestroy(stream_);
    if (comm_ != nullptr) ncclCommDestroy(comm_);  // nullptr: aborted by Wait
  }
  int rank() const override { return mpi_->rank(); }
  int size() const override { return mpi_->size(); }

  void AllReduceSum(double* data, size_t n) override {
    double* d = Device(n);
    CheckCuda(cudaMemcpy(d, data, n * sizeof(double), cudaMemcpyHostToDevice), "copy in");
    CheckNccl(ncclAllReduce(d, d, n, ncclDouble, ncclSum, Live(), stream_), "ncclAllReduce");
    Wait("ncclAllReduce");
    CheckCuda(cudaMemcpy(data, d, n * sizeof(double), cudaMemcpyDeviceToHost), "copy out");
  }

  void AllGather(const double* in, size_t count, double* out) override {
    const size_t total = count * static_cast<size_t>(size());
    double* d = Device(total + count);
    CheckCuda(cudaMemcpy(d + total, in, count * sizeof(double), cudaMemcpyHostToDevice), "copy in");
    CheckNccl(ncclAllGather(d + total, d, count, ncclDouble, Live(), stream_), "ncclAllGather");
    Wait("ncclAllGather");
    CheckCuda(cudaMemcpy(out, d, total * sizeof(double), cudaMemcpyDeviceToHost), "copy out");
  }

  std::vector<std::vector<double>> AllToAllV(
      const std::vector<std::vector<double>>& send) override {
    const size_t n = static_cast<size_t>(size());
    // Sizes through MPI, payload through NCCL grouped send/recv.
    std::vector<double> send_sizes(n), recv_sizes(n);
    for (size_t r = 0; r < n; ++r) send_sizes[r] = static_cast<double>(send[r].size());
    std::vector<std::vector<double>> size_msgs(n);
    for (size_t r = 0; r < n; ++r) size_msgs[r] = {send_sizes[r]};
    auto got = mpi_->AllToAllV(size_msgs);
    size_t send_total = 0, recv_total = 0;
    std::vector<size_t> send_off(n), recv_off(n);
    for (size_t r = 0; r < n; ++r) {
      send_off[r] = send_total;
      send_total += send[r].size();
      recv_off[r] = recv_total;
      recv_total += static_cast<size_t>(got[r].at(0));
    }
    double* d = Device(send_total + recv_total);
    for (size_t r = 0; r < n; ++r) {
      if (!send[r].empty()) {
        CheckCuda(cudaMemcpy(d + send_off[r], send[r].data(), send[r].size() * sizeof(double),
                             cudaMemcpyHostToDevice),
                  "copy in");
      }
    }
    double* recv = d + send_total;
    CheckNccl(ncclGroupStart(), "ncclGroupStart");
    for (size_t r = 0; r < n; ++r) {
      const size_t in = static_cast<size_t>(got[r].at(0));
      if (!send[r].empty()) {
        CheckNccl(ncclSend(d + send_off[r], send[r].size(), ncclDouble, static_cast<int>(r), Live(),
                           stream_),
                  "ncclSend");
      }
      if (in > 0) {
        CheckNccl(
            ncclRecv(recv + recv_off[r], in, ncclDouble, static_cast<int>(r), Live(), stream_),
            "ncclRecv");
      }
    }
    CheckNccl(ncclGroupEnd(), "ncclGroupEnd");
    Wait("NCCL all-to-all");
    std::vector<std::vector<double>> out(n);
    for (size_t r = 0; r < n; ++r) {
      out[r].resize(static_cast<size_t>(got[r].at(0)));
      if (!out[r].empty()) {
        CheckCuda(cudaMemcpy(out[r].data(), recv + recv_off[r], out[r].size() * sizeof(double),
                             cudaMemcpyDeviceToHost),
                  "copy out");
      }
    }
    return out;
  }

  void Send(int dst, std::vector<double> data, int tag) override {
    mpi_->Send(dst, std::move(data), tag);
  }
  std::vector<double> Recv(int src, int tag) override { return mpi_->Recv(src, tag); }
  void WaitSends() override { mpi_->WaitSends(); }
  void Barrier() override { mpi_->Barrier(); }
  std::unique_ptr<Comm> Split(int color, int key) override {
    auto mpi = mpi_->SplitMpi(color, key);
    ncclComm_t sub = platform::NcclSplit(Live(), color, key, mpi->handle());
    return std::make_unique<NcclComm>(std::move(mpi), sub);
  }

 private:
  ncclComm_t Live() const {
    if (comm_ == nullptr) throw platform::SystemError("NCCL", "the communicator was aborted");
    return comm_;
  }
  // The stream's collectives, polling NCCL's asynchronous error (a dead peer).
  void Wait(const char* what) { platform::NcclWait(&comm_, stream_, what); }

  double* Device(size_t n) {
    if (n > capacity_) {
      if (buffer_ != nullptr) cudaFree(buffer_);
      buffer_ = nullptr;
      CheckCuda(cudaMalloc(reinterpret_cast<void**>(&buffer_), n * sizeof(double)), "cudaMalloc");
      capacity_ = n;
    }
    return buffer_;
  }

  std::unique_ptr<MpiComm> mpi_;
  ncclComm_t comm_{};
  cudaStream_t stream_{};
  double* buffer_ = nullptr;
  size_t capacity_ = 0;
};

}  // namespace

std::unique_ptr<Comm> MakeNcclCommOverMpi(std::unique_ptr<MpiComm> mpi) {
  return std::make_unique<NcclComm>(std::move(mpi));
}

}  // namespace shoal::executor
