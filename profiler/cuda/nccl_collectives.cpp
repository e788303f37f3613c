#include <cuda_runtime_api.h>
#include <nccl.h>

#include <string>
#include <vector>

#include "profiler/cuda/cuda_backends.h"
#include "profiler/cuda/cuda_check.h"
#include "profiler/mpi_session.h"

namespace shoal::profiler {
namespace {

using cuda::Check;

void CheckNccl(ncclResult_t rc, const char* what) {
  if (rc != ncclSuccess) {
    throw ProfileError(std::string(what) + " failed: " + ncclGetErrorString(rc));
  }
}

class NcclCollectiveBackend : public CollectiveBackend {
 public:
  NcclCollectiveBackend(MPI_Comm comm, int local_rank) : mpi_(comm) {
    MPI_Comm_rank(mpi_, &rank_);
    MPI_Comm_size(mpi_, &size_);
    int devices = 0;
    Check(cudaGetDeviceCount(&devices), "cudaGetDeviceCount");
    Check(cudaSetDevice(local_rank % devices), "cudaSetDevice");
    Check(cudaStreamCreate(&stream_), "cudaStreamCreate");
    Check(cudaEventCreate(&start_), "cudaEventCreate");
    Check(cudaEventCreate(&stop_), "cudaEventCreate");
    ncclUniqueId id{};
    if (rank_ == 0) CheckNccl(ncclGetUniqueId(&id), "ncclGetUniqueId");
    CheckMpi(MPI_Bcast(&id, sizeof id, MPI_BYTE, 0, mpi_), "MPI_Bcast(ncclUniqueId)");
    CheckNccl(ncclCommInitRank(&comm_, size_, id, rank_), "ncclCommInitRank");
  }

  ~NcclCollectiveBackend() override {
    Release();
    if (comm_) ncclCommDestroy(comm_);
    cudaEventDestroy(start_);
    cudaEventDestroy(stop_);
    cudaStreamDestroy(stream_);
  }

  std::string Name() const override {
    int v = 0;
    ncclGetVersion(&v);
    // NCCL >= 2.9 encodes major*10000 + minor*100 + patch, older major*1000 + minor*100 + patch.
    int major = v >= 10000 ? v / 10000 : v / 1000;
    int minor = v >= 10000 ? (v / 100) % 100 : (v / 100) % 10;
    return "NCCL " + std::to_string(major) + "." + std::to_string(minor) + "." +
           std::to_string(v % 100);
  }
  int Rank() const override { return rank_; }
  int Size() const override { return size_; }

  void Prepare(Collective op, const CollectiveCounts& counts) override {
    Release();
    op_ = op;
    counts_ = counts;
    Check(cudaMalloc(&send_, std::max<size_t>(counts.send, 1) * sizeof(float)), "cudaMalloc");
    Check(cudaMalloc(&recv_, std::max<size_t>(counts.recv, 1) * sizeof(float)), "cudaMalloc");
    Check(cudaMemset(recv_, 0, counts.recv * sizeof(float)), "cudaMemset");
  }

  void WriteInput(const std::vector<float>& send) override {
    Check(cudaMemcpy(send_, send.data(), std::min(send.size(), counts_.send) * sizeof(float),
                     cudaMemcpyHostToDevice),
          "cudaMemcpy");
  }

  std::vector<float> ReadOutput() override {
    std::vector<float> out(counts_.recv);
    Check(cudaMemcpy(out.data(), recv_, out.size() * sizeof(float), cudaMemcpyDeviceToHost),
          "cudaMemcpy");
    return out;
  }

  double TimeOps(int ops) override {
    CheckMpi(MPI_Barrier(mpi_), "MPI_Barrier");
    Check(cudaEventRecord(start_, stream_), "cudaEventRecord");
    for (int i = 0; i < ops; ++i) RunOnce();
    Check(cudaEventRecord(stop_, stream_), "cudaEventRecord");
    Check(cudaEventSynchronize(stop_), "cudaEventSynchronize");
    ncclResult_t async = ncclSuccess;
    CheckNccl(ncclCommGetAsyncError(comm_, &async), "ncclCommGetAsyncError");
    CheckNccl(async, "NCCL operation");
    float ms = 0;
    Check(cudaEventElapsedTime(&ms, start_, stop_), "cudaEventElapsedTime");
    double mine = static_cast<double>(ms) * 1e-3 / ops, slowest = 0;
    CheckMpi(MPI_Allreduce(&mine, &slowest, 1, MPI_DOUBLE, MPI_MAX, mpi_), "MPI_Allreduce");
    return slowest;
  }

  void Release() override {
    if (send_) cudaFree(send_);
    if (recv_) cudaFree(recv_);
    send_ = recv_ = nullptr;
  }

 private:
  void RunOnce() {
    const size_t chunk = counts_.total / static_cast<size_t>(size_);
    float* send = static_cast<float*>(send_);
    float* recv = static_cast<float*>(recv_);
    switch (op_) {
      case Collective::kAllReduce:
        CheckNccl(ncclAllReduce(send, recv, counts_.total, ncclFloat, ncclSum, comm_, stream_),
                  "ncclAllReduce");
        break;
      case Collective::kAllGather:
        CheckNccl(ncclAllGather(send, recv, chunk, ncclFloat, comm_, stream_), "ncclAllGather");
        break;
      case Collective::kReduceScatter:
        CheckNccl(ncclReduceScatter(send, recv, chunk, ncclFloat, ncclSum, comm_, stream_),
                  "ncclReduceScatter");
        break;
      case Collective::kAllToAll:
        CheckNccl(ncclGroupStart(), "ncclGroupStart");
        for (int r = 0; r < size_; ++r) {
          auto offset = static_cast<size_t>(r) * chunk;
          CheckNccl(ncclSend(send + offset, chunk, ncclFloat, r, comm_, stream_), "ncclSend");
          CheckNccl(ncclRecv(recv + offset, chunk, ncclFloat, r, comm_, stream_), "ncclRecv");
        }
        CheckNccl(ncclGroupEnd(), "ncclGroupEnd");
        break;
      case Collective::kSendRecv: {
        int next = (rank_ + 1) % size_, prev = (rank_ + size_ - 1) % size_;
        CheckNccl(ncclGroupStart(), "ncclGroupStart");
        CheckNccl(ncclSend(send, counts_.send, ncclFloat, next, comm_, stream_), "ncclSend");
        CheckNccl(ncclRecv(recv, counts_.recv, ncclFloat, prev, comm_, stream_), "ncclRecv");
        CheckNccl(ncclGroupEnd(), "ncclGroupEnd");
        break;
      }
    }
  }

  MPI_Comm mpi_;
  int rank_ = 0, size_ = 1;
  ncclComm_t comm_ = nullptr;
  cudaStream_t stream_ = nullptr;
  cudaEvent_t start_ = nullptr, stop_ = nullptr;
  Collective op_ = Collective::kAllReduce;
  CollectiveCounts counts_;
  void* send_ = nullptr;
  void* recv_ = nullptr;
};

}  // namespace

std::unique_ptr<CollectiveBackend> MakeNcclCollectiveBackend(MPI_Comm comm, int local_rank) {
  return std::make_unique<NcclCollectiveBackend>(comm, local_rank);
}

}  // namespace shoal::profiler
