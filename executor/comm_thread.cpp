// Simulated ranks in threads of one process: the fake communicator for tests.
// Collectives post a pointer per rank, meet at a barrier, read, and meet again.
#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <exception>
#include <map>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <tuple>

#include "executor/comm.h"

namespace shoal::executor {
namespace {

constexpr auto kWaitLimit = std::chrono::seconds(120);

struct Hub {
  explicit Hub(int n) : size(n), slots(static_cast<size_t>(n)), objects(static_cast<size_t>(n)) {}
  int size;
  std::mutex mu;
  std::condition_variable cv;
  int arrived = 0;
  uint64_t generation = 0;
  std::vector<const void*> slots;
  std::vector<std::shared_ptr<Hub>> objects;
  std::map<std::tuple<int, int, int>, std::deque<std::vector<double>>> mail;

  void Barrier() {
    std::unique_lock<std::mutex> lock(mu);
    uint64_t gen = generation;
    if (++arrived == size) {
      arrived = 0;
      ++generation;
      cv.notify_all();
      return;
    }
    if (!cv.wait_for(lock, kWaitLimit, [&] { return generation != gen; })) {
      throw std::runtime_error("thread communicator: barrier timed out (a rank failed?)");
    }
  }
};

class ThreadComm : public Comm {
 public:
  ThreadComm(std::shared_ptr<Hub> hub, int rank) : hub_(std::move(hub)), rank_(rank) {}
  int rank() const override { return rank_; }
  int size() const override { return hub_->size; }

  void AllReduceSum(double* data, size_t n) override {
    Post(data);
    std::vector<double> sum(n, 0.0);
    for (int r = 0; r < size(); ++r) {
      const double* other = static_cast<const double*>(hub_->slots[static_cast<size_t>(r)]);
      for (size_t i = 0; i < n; ++i) sum[i] += other[i];
    }
    hub_->Barrier();
    std::copy(sum.begin(), sum.end(), data);
  }

  void AllGather(const double* in, size_t count, double* out) override {
    Post(in);
    for (int r = 0; r < size(); ++r) {
      const double* other = static_cast<const double*>(hub_->slots[static_cast<size_t>(r)]);
      std::copy(other, other + count, out + static_cast<size_t>(r) * count);
    }
    hub_->Barrier();
  }

  std::vector<std::vector<double>> AllToAllV(
      const std::vector<std::vector<double>>& send) override {
    if (static_cast<int>(send.size()) != size()) throw std::logic_error("AllToAllV: bad send size");
    Post(&send);
    std::vector<std::vector<double>> recv(send.size());
    for (int r = 0; r < size(); ++r) {
      const auto* other =
          static_cast<const std::vector<std::vector<double>>*>(hub_->slots[static_cast<size_t>(r)]);
      recv[static_cast<size_t>(r)] = (*other)[static_cast<size_t>(rank_)];
    }
    hub_->Barrier();
    return recv;
  }

  void Send(int dst, std::vector<double> data, int tag) override {
    std::lock_guard<std::mutex> lock(hub_->mu);
    hub_->mail[{rank_, dst, tag}].push_back(std::move(data));
    hub_->cv.notify_all();
  }

  std::vector<double> Recv(int src, int tag) override {
    std::unique_lock<std::mutex> lock(hub_->mu);
    auto key = std::make_tuple(src, rank_, tag);
    if (!hub_->cv.wait_for(lock, kWaitLimit, [&] {
          auto it = hub_->mail.find(key);
          return it != hub_->mail.end() && !it->second.empty();
        })) {
      throw std::runtime_error("thread communicator: receive timed out");
    }
    auto& q = hub_->mail[key];
    std::vector<double> out = std::move(q.front());
    q.pop_front();
    return out;
  }

  void WaitSends() override {}
  void Barrier() override { hub_->Barrier(); }

  std::unique_ptr<Comm> Split(int color, int key) override {
    int mine[2] = {color, key};
    Post(mine);
    std::vector<std::pair<int, int>> members;  // (key, rank) with my color
    for (int r = 0; r < size(); ++r) {
      const int* other = static_cast<const int*>(hub_->slots[static_cast<size_t>(r)]);
      if (other[0] == color) members.emplace_back(other[1], r);
    }
    hub_->Barrier();
    std::sort(members.begin(), members.end());
    int leader = members.front().second;
    int new_rank = 0;
    for (size_t i = 0; i < members.size(); ++i) {
      if (members[i].second == rank_) new_rank = static_cast<int>(i);
    }
    if (leader == rank_) {
      hub_->objects[static_cast<size_t>(rank_)] =
          std::make_shared<Hub>(static_cast<int>(members.size()));
    }
    hub_->Barrier();
    auto hub = hub_->objects[static_cast<size_t>(leader)];
    hub_->Barrier();
    if (leader == rank_) hub_->objects[static_cast<size_t>(rank_)].reset();
    return std::make_unique<ThreadComm>(hub, new_rank);
  }

 private:
  void Post(const void* p) {
    hub_->slots[static_cast<size_t>(rank_)] = p;
    hub_->Barrier();
  }

  std::shared_ptr<Hub> hub_;
  int rank_;
};

}  // namespace

void RunThreadRanks(int n, const std::function<void(Comm&)>& fn) {
  auto hub = std::make_shared<Hub>(n);
  std::vector<std::exception_ptr> errors(static_cast<size_t>(n));
  std::vector<std::thread> threads;
  for (int r = 0; r < n; ++r) {
    threads.emplace_back([&, r] {
      try {
        ThreadComm comm(hub, r);
        fn(comm);
      } catch (...) {
        errors[static_cast<size_t>(r)] = std::current_exception();
      }
    });
  }
  for (auto& t : threads) t.join();
  for (auto& e : errors) {
    if (e) std::rethrow_exception(e);
  }
}

}  // namespace shoal::executor
