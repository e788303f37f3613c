#include "executor/comm_nccl.h"

#include <cuda_runtime.h>
#include <nccl.h>

#include <cstdlib>
#include <stdexcept>
#include <string>

#include "executor/async_wait.h"

namespace shoal::executor {
namespace {

void NcclCheck(ncclResult_t r, const char* what) {
  if (r != ncclSuccess) throw std::runtime_error(std::string(what) + ": " + ncclGetErrorString(r));
}

void CudaCheck(cudaError_t e, const char* what) {
  if (e != cudaSuccess) throw std::runtime_error(std::string(what) + ": " + cudaGetErrorString(e));
}

/// Seconds a collective may make no progress before the run gives up on its
/// peers: SHOAL_NCCL_TIMEOUT_S, default 600 (PyTorch's NCCL watchdog default).
double NcclTimeoutSeconds() {
  if (const char* env = std::getenv("SHOAL_NCCL_TIMEOUT_S")) {
    char* end = nullptr;
    const double s = std::strtod(env, &end);
    if (end != env && *end == '\0' && s > 0 && s <= 1e6) return s;
  }
  return 600.0;
}

class NcclComm : public Comm {
 public:
  explicit NcclComm(std::unique_ptr<MpiComm> mpi) : mpi_(std::move(mpi)) {
    ncclUniqueId id;
    if (mpi_->rank() == 0) NcclCheck(ncclGetUniqueId(&id), "ncclGetUniqueId");
    if (MPI_Bcast(&id, sizeof id, MPI_BYTE, 0, mpi_->handle()) != MPI_SUCCESS) {
      throw std::runtime_error("MPI_Bcast of the NCCL id failed");
    }
    NcclCheck(ncclCommInitRank(&comm_, mpi_->size(), id, mpi_->rank()), "ncclCommInitRank");
    CudaCheck(cudaStreamCreate(&stream_), "cudaStreamCreate");
  }
  ~NcclComm() override {
    if (buffer_ != nullptr) cudaFree(buffer_);
    cudaStreamDestroy(stream_);
    if (!aborted_) ncclCommDestroy(comm_);
  }
  int rank() const override { return mpi_->rank(); }
  int size() const override { return mpi_->size(); }

  void AllReduceSum(double* data, size_t n) override {
    double* d = Device(n);
    CudaCheck(cudaMemcpy(d, data, n * sizeof(double), cudaMemcpyHostToDevice), "copy in");
    NcclCheck(ncclAllReduce(d, d, n, ncclDouble, ncclSum, comm_, stream_), "ncclAllReduce");
    Wait("ncclAllReduce");
    CudaCheck(cudaMemcpy(data, d, n * sizeof(double), cudaMemcpyDeviceToHost), "copy out");
  }

  void AllGather(const double* in, size_t count, double* out) override {
    const size_t total = count * static_cast<size_t>(size());
    double* d = Device(total + count);
    CudaCheck(cudaMemcpy(d + total, in, count * sizeof(double), cudaMemcpyHostToDevice), "copy in");
    NcclCheck(ncclAllGather(d + total, d, count, ncclDouble, comm_, stream_), "ncclAllGather");
    Wait("ncclAllGather");
    CudaCheck(cudaMemcpy(out, d, total * sizeof(double), cudaMemcpyDeviceToHost), "copy out");
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
        CudaCheck(cudaMemcpy(d + send_off[r], send[r].data(), send[r].size() * sizeof(double),
                             cudaMemcpyHostToDevice),
                  "copy in");
      }
    }
    double* recv = d + send_total;
    NcclCheck(ncclGroupStart(), "ncclGroupStart");
    for (size_t r = 0; r < n; ++r) {
      const size_t in = static_cast<size_t>(got[r].at(0));
      if (!send[r].empty()) {
        NcclCheck(ncclSend(d + send_off[r], send[r].size(), ncclDouble, static_cast<int>(r), comm_,
                           stream_),
                  "ncclSend");
      }
      if (in > 0) {
        NcclCheck(ncclRecv(recv + recv_off[r], in, ncclDouble, static_cast<int>(r), comm_, stream_),
                  "ncclRecv");
      }
    }
    NcclCheck(ncclGroupEnd(), "ncclGroupEnd");
    Wait("NCCL all-to-all");
    std::vector<std::vector<double>> out(n);
    for (size_t r = 0; r < n; ++r) {
      out[r].resize(static_cast<size_t>(got[r].at(0)));
      if (!out[r].empty()) {
        CudaCheck(cudaMemcpy(out[r].data(), recv + recv_off[r], out[r].size() * sizeof(double),
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
    return std::make_unique<NcclComm>(mpi_->SplitMpi(color, key));
  }

 private:
  /// Waits for the stream's collective; a failed peer aborts the
  /// communicator and throws instead of hanging (executor/async_wait.h).
  void Wait(const char* what) {
    AsyncWaitHooks h;
    h.done = [&] {
      const cudaError_t e = cudaStreamQuery(stream_);
      if (e == cudaErrorNotReady) return false;
      CudaCheck(e, what);
      return true;
    };
    h.async_error = [&]() -> std::string {
      ncclResult_t async = ncclSuccess;
      NcclCheck(ncclCommGetAsyncError(comm_, &async), "ncclCommGetAsyncError");
#if defined(NCCL_VERSION_CODE) && NCCL_VERSION_CODE >= NCCL_VERSION(2, 14, 0)
      if (async == ncclInProgress) return "";
#endif
      return async == ncclSuccess ? "" : ncclGetErrorString(async);
    };
    h.abort = [&] {
      ncclCommAbort(comm_);
      aborted_ = true;
    };
    WaitOrAbort(h, NcclTimeoutSeconds(), what);
  }

  double* Device(size_t n) {
    if (n > capacity_) {
      if (buffer_ != nullptr) cudaFree(buffer_);
      buffer_ = nullptr;
      CudaCheck(cudaMalloc(reinterpret_cast<void**>(&buffer_), n * sizeof(double)), "cudaMalloc");
      capacity_ = n;
    }
    return buffer_;
  }

  std::unique_ptr<MpiComm> mpi_;
  ncclComm_t comm_{};
  cudaStream_t stream_{};
  double* buffer_ = nullptr;
  size_t capacity_ = 0;
  bool aborted_ = false;
};

}  // namespace

std::unique_ptr<Comm> MakeNcclCommOverMpi(std::unique_ptr<MpiComm> mpi) {
  return std::make_unique<NcclComm>(std::move(mpi));
}

}  // namespace shoal::executor
