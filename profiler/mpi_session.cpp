#include "profiler/mpi_session.h"

#include <algorithm>
#include <climits>
#include <cstring>
#include <string>

#include "profiler/error.h"

namespace shoal::profiler {

MpiLayout::MpiLayout() {
  MPI_Comm_rank(MPI_COMM_WORLD, &world_rank);
  MPI_Comm_size(MPI_COMM_WORLD, &world_size);
  CheckMpi(
      MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, world_rank, MPI_INFO_NULL, &local),
      "MPI_Comm_split_type");
  MPI_Comm_rank(local, &local_rank);
  MPI_Comm_size(local, &local_size);
  int leader = local_rank == 0 ? 1 : 0;
  CheckMpi(MPI_Allreduce(&leader, &nodes, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD), "MPI_Allreduce");
  CheckMpi(MPI_Allreduce(&local_size, &min_local_size, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD),
           "MPI_Allreduce");
  CheckMpi(MPI_Comm_split(MPI_COMM_WORLD, local_rank, world_rank, &rail), "MPI_Comm_split");

  char name[MPI_MAX_PROCESSOR_NAME] = {};
  int len = 0;
  MPI_Get_processor_name(name, &len);
  std::vector<char> all(static_cast<size_t>(world_size) * MPI_MAX_PROCESSOR_NAME);
  CheckMpi(MPI_Allgather(name, MPI_MAX_PROCESSOR_NAME, MPI_CHAR, all.data(), MPI_MAX_PROCESSOR_NAME,
                         MPI_CHAR, MPI_COMM_WORLD),
           "MPI_Allgather");
  for (int r = 0; r < world_size; ++r) {
    const char* p = all.data() + static_cast<size_t>(r) * MPI_MAX_PROCESSOR_NAME;
    hosts.emplace_back(p, strnlen(p, MPI_MAX_PROCESSOR_NAME));
  }
}

MpiLayout::~MpiLayout() {
  if (local != MPI_COMM_NULL) MPI_Comm_free(&local);
  if (rail != MPI_COMM_NULL) MPI_Comm_free(&rail);
}

bool MpiAgreement::AnyProcess(bool local) {
  int mine = local ? 1 : 0, any = 0;
  CheckMpi(MPI_Allreduce(&mine, &any, 1, MPI_INT, MPI_LOR, MPI_COMM_WORLD), "MPI_Allreduce");
  return any != 0;
}

std::string MpiLibraryVersion() {
  char text[MPI_MAX_LIBRARY_VERSION_STRING] = {};
  int len = 0;
  MPI_Get_library_version(text, &len);
  std::string v(text, static_cast<size_t>(len));
  return v.substr(0, v.find_first_of("\n,"));
}

namespace {

int ToInt(size_t n) {
  if (n > static_cast<size_t>(INT_MAX)) throw ProfileError("message too large for MPI int counts");
  return static_cast<int>(n);
}

class MpiCollectiveBackend : public CollectiveBackend {
 public:
  explicit MpiCollectiveBackend(MPI_Comm comm) : comm_(comm) {
    MPI_Comm_rank(comm_, &rank_);
    MPI_Comm_size(comm_, &size_);
  }

  std::string Name() const override { return "mpi"; }
  int Rank() const override { return rank_; }
  int Size() const override { return size_; }

  void Prepare(Collective op, const CollectiveCounts& counts) override {
    op_ = op;
    counts_ = counts;
    send_.assign(counts.send, 0.0f);
    recv_.assign(counts.recv, 0.0f);
  }

  void WriteInput(const std::vector<float>& send) override {
    std::copy_n(send.begin(), std::min(send.size(), send_.size()), send_.begin());
  }

  std::vector<float> ReadOutput() override { return recv_; }

  double TimeOps(int ops) override {
    CheckMpi(MPI_Barrier(comm_), "MPI_Barrier");
    double t0 = MPI_Wtime();
    for (int i = 0; i < ops; ++i) RunOnce();
    double mine = (MPI_Wtime() - t0) / ops, slowest = 0;
    CheckMpi(MPI_Allreduce(&mine, &slowest, 1, MPI_DOUBLE, MPI_MAX, comm_), "MPI_Allreduce");
    return slowest;
  }

  void Release() override {
    send_ = {};
    recv_ = {};
  }

 private:
  void RunOnce() {
    const int chunk = ToInt(counts_.total / static_cast<size_t>(size_));
    switch (op_) {
      case Collective::kAllReduce:
        CheckMpi(MPI_Allreduce(send_.data(), recv_.data(), ToInt(counts_.total), MPI_FLOAT, MPI_SUM,
                               comm_),
                 "MPI_Allreduce");
        break;
      case Collective::kAllGather:
        CheckMpi(
            MPI_Allgather(send_.data(), chunk, MPI_FLOAT, recv_.data(), chunk, MPI_FLOAT, comm_),
            "MPI_Allgather");
        break;
      case Collective::kReduceScatter:
        CheckMpi(
            MPI_Reduce_scatter_block(send_.data(), recv_.data(), chunk, MPI_FLOAT, MPI_SUM, comm_),
            "MPI_Reduce_scatter_block");
        break;
      case Collective::kAllToAll:
        CheckMpi(
            MPI_Alltoall(send_.data(), chunk, MPI_FLOAT, recv_.data(), chunk, MPI_FLOAT, comm_),
            "MPI_Alltoall");
        break;
      case Collective::kSendRecv: {
        int next = (rank_ + 1) % size_, prev = (rank_ + size_ - 1) % size_;
        CheckMpi(MPI_Sendrecv(send_.data(), ToInt(counts_.send), MPI_FLOAT, next, 0, recv_.data(),
                              ToInt(counts_.recv), MPI_FLOAT, prev, 0, comm_, MPI_STATUS_IGNORE),
                 "MPI_Sendrecv");
        break;
      }
    }
  }

  MPI_Comm comm_;
  int rank_ = 0, size_ = 1;
  Collective op_ = Collective::kAllReduce;
  CollectiveCounts counts_;
  std::vector<float> send_, recv_;
};

}  // namespace

std::unique_ptr<CollectiveBackend> MakeMpiCollectiveBackend(MPI_Comm comm) {
  return std::make_unique<MpiCollectiveBackend>(comm);
}

}  // namespace shoal::profiler
