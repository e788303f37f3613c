#include <cuda_runtime_api.h>
#include <nccl.h>

#include <string>
#include <vector>

#include "core/platform/cuda/cuda_status.h"
#include "core/platform/cuda/nccl_comm.h"
#include "profiler/cuda/cuda_backends.h"
#include "profiler/mpi_session.h"

namespace shoal::profiler {
namespace {

using platform::CheckCuda;
using platform::CheckNccl;

class NcclCollectiveBackend : public CollectiveBackend {
 public:
  NcclCollectiveBackend(MPI_Comm comm, int local_rank) : mpi_(comm) {
    MPI_Comm_rank(mpi_, &rank_);
    MPI_Comm_size(mpi_, &size_);
    int devices = 0;
    CheckCuda(cudaGetDeviceCount(&devices), "cudaGetDeviceCount");
    CheckCuda(cudaSetDevice(local_rank % devices), "cudaSetDevice");
    CheckCuda(cudaStreamCreate(&stream_), "cudaStreamCreate");
    CheckCuda(cudaEventCreate(&start_), "cudaEventCreate");
    CheckCuda(cudaEventCreate(&stop_), "cudaEventCreate");
    comm_ = platform::NcclStartUp(mpi_);
  }

  ~NcclCollectiveBackend() override {
    Release();
    if (comm_) ncclCommDestroy(comm_);
    cudaEventDestroy(start_);
    cudaEventDestroy(stop_);
    cudaStreamDestroy(stream_);
  }

  std::string Name() const override { return platform::NcclVersionName(); }
  int Rank() const override { return rank_; }
  int Size() const override { return size_; }

  void Prepare(Collective op, const CollectiveCounts& counts) override {
    Release();
    op_ = op;
    counts_ = counts;
    CheckCuda(cudaMalloc(&send_, std::max<size_t>(counts.send, 1) * sizeof(float)), "cudaMalloc");
    CheckCuda(cudaMalloc(&recv_, std::max<size_t>(counts.recv, 1) * sizeof(float)), "cudaMalloc");
    CheckCuda(cudaMemset(recv_, 0, counts.recv * sizeof(float)), "cudaMemset");
  }

  void WriteInput(const std::vector<float>& send) override {
    CheckCuda(cudaMemcpy(send_, send.data(), std::min(send.size(), counts_.send) * sizeof(float),
                         cudaMemcpyHostToDevice),
              "cudaMemcpy");
  }

  std::vector<float> ReadOutput() override {
    std::vector<float> out(counts_.recv);
    CheckCuda(cudaMemcpy(out.data(), recv_, out.size() * sizeof(float), cudaMemcpyDeviceToHost),
              "cudaMemcpy");
    return out;
  }

  double TimeOps(int ops) override {
    CheckMpi(MPI_Barrier(mpi_), "MPI_Barrier");
    CheckCuda(cudaEventRecord(start_, stream_), "cudaEventRecord");
    for (int i = 0; i < ops; ++i) RunOnce();
    CheckCuda(cudaEventRecord(stop_, stream_), "cudaEventRecord");
    // A dead peer would block cudaEventSynchronize forever: poll instead.
    platform::NcclWait(&comm_, stream_, "NCCL collectives");
    float ms = 0;
    CheckCuda(cudaEventElapsedTime(&ms, start_, stop_), "cudaEventElapsedTime");
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
