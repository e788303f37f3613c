#include "simulator/engine.h"

#include <algorithm>
#include <functional>
#include <stdexcept>

namespace shoal::sim {

const char* StreamName(StreamKind s) {
  switch (s) {
    case StreamKind::kCompute:
      return "compute";
    case StreamKind::kPpForward:
      return "pp_send_fwd";
    case StreamKind::kPpBackward:
      return "pp_send_bwd";
    case StreamKind::kDp:
      return "dp_comm";
    case StreamKind::kHostCopy:
      return "host_copy";
    case StreamKind::kCount:
      break;
  }
  return "?";
}

int TaskGraph::Add(Task task) {
  num_stages_ = std::max(num_stages_, task.stage + 1);
  tasks_.push_back(std::move(task));
  return static_cast<int>(tasks_.size() - 1);
}

void TaskGraph::Reserve(size_t tasks, size_t edges) {
  tasks_.reserve(tasks);
  edges_.reserve(edges);
}

namespace {

constexpr size_t kStreams = static_cast<size_t>(StreamKind::kCount);

/// A running task's finish at its current rate. Events are taken earliest
/// first, the lower task id first at equal times.
struct Event {
  double time;
  int task;
  bool operator<(const Event& o) const { return time != o.time ? time < o.time : task < o.task; }
};

/// The running tasks' events, one per task (a binary heap indexed by task):
/// a task whose rate changes moves in place instead of leaving a stale event.
class EventQueue {
 public:
  explicit EventQueue(size_t tasks) : pos_(tasks, -1) {}
  bool empty() const { return heap_.empty(); }
  /// Sets task v's event to `time` (adds it if v has none).
  void Set(int v, double time) {
    const auto i = static_cast<size_t>(v);
    if (pos_[i] < 0) {
      pos_[i] = static_cast<int>(heap_.size());
      heap_.push_back({time, v});
      Up(heap_.size() - 1);
      return;
    }
    const auto at = static_cast<size_t>(pos_[i]);
    const bool earlier = time < heap_[at].time;
    heap_[at].time = time;
    if (earlier) {
      Up(at);
    } else {
      Down(at);
    }
  }
  /// Removes and returns the earliest event.
  Event Pop() {
    const Event top = heap_.front();
    pos_[static_cast<size_t>(top.task)] = -1;
    const Event last = heap_.back();
    heap_.pop_back();
    if (!heap_.empty()) {
      Place(0, last);
      Down(0);
    }
    return top;
  }

 private:
  void Place(size_t at, const Event& e) {
    heap_[at] = e;
    pos_[static_cast<size_t>(e.task)] = static_cast<int>(at);
  }
  void Up(size_t at) {
    const Event e = heap_[at];
    while (at > 0) {
      const size_t parent = (at - 1) / 2;
      if (!(e < heap_[parent])) break;
      Place(at, heap_[parent]);
      at = parent;
    }
    Place(at, e);
  }
  void Down(size_t at) {
    const Event e = heap_[at];
    const size_t n = heap_.size();
    for (;;) {
      size_t child = 2 * at + 1;
      if (child >= n) break;
      if (child + 1 < n && heap_[child + 1] < heap_[child]) ++child;
      if (!(heap_[child] < e)) break;
      Place(at, heap_[child]);
      at = child;
    }
    Place(at, e);
  }

  std::vector<Event> heap_;
  std::vector<int> pos_;  ///< per task: its index in heap_, or -1
};

class Simulation {
 public:
  Simulation(const TaskGraph& g, const EngineOptions& o) : g_(g), opt_(o), events_(g.size()) {
    const size_t n = g.size();
    // Successors of each task in one array, each task's in the order its
    // dependencies were added.
    indegree_.assign(n, 0);
    out_begin_.assign(n + 1, 0);
    for (const TaskGraph::Edge& e : g.edges()) {
      ++indegree_[static_cast<size_t>(e.after)];
      ++out_begin_[static_cast<size_t>(e.before) + 1];
    }
    for (size_t v = 0; v < n; ++v) out_begin_[v + 1] += out_begin_[v];
    successors_.resize(g.edges().size());
    {
      std::vector<size_t> next(out_begin_.begin(), out_begin_.end() - 1);
      for (const TaskGraph::Edge& e : g.edges()) {
        successors_[next[static_cast<size_t>(e.before)]++] = e.after;
      }
    }
    // Each stream's tasks in the order added, likewise.
    const size_t n_queues = static_cast<size_t>(g.num_stages()) * kStreams;
    queue_begin_.assign(n_queues + 1, 0);
    for (size_t v = 0; v < n; ++v) ++queue_begin_[QueueOf(static_cast<int>(v)) + 1];
    for (size_t q = 0; q < n_queues; ++q) queue_begin_[q + 1] += queue_begin_[q];
    queued_.resize(n);
    heads_.assign(queue_begin_.begin(), queue_begin_.end() - 1);
    for (size_t v = 0; v < n; ++v)
      queued_[heads_[QueueOf(static_cast<int>(v))]++] = static_cast<int>(v);
    heads_.assign(queue_begin_.begin(), queue_begin_.end() - 1);
    busy_.assign(n_queues, false);
    comm_active_.assign(static_cast<size_t>(g.num_stages()), 0);
    running_compute_.assign(static_cast<size_t>(g.num_stages()), -1);
    nic_running_.resize(static_cast<size_t>(g.num_stages()));
    remaining_.assign(n, 0);
    rate_.assign(n, 1.0);
    updated_.assign(n, 0);
    timeline_.start_s.assign(n, -1);
    timeline_.finish_s.assign(n, -1);
  }

  Timeline Run() {
    for (size_t q = 0; q < busy_.size(); ++q) TryStart(q);
    size_t done = 0;
    while (!events_.empty()) {
      const Event ev = events_.Pop();
      now_ = ev.time;
      Finish(ev.task);
      ++done;
    }
    if (done != g_.size()) {
      if (HasCycle()) throw std::logic_error("task graph has a cycle");
      throw std::logic_error("task graph deadlocked: a stream waits on itself");
    }
    timeline_.makespan_s = now_;
    return std::move(timeline_);
  }

 private:
  size_t QueueOf(int v) const {
    const Task& t = g_.task(v);
    return static_cast<size_t>(t.stage) * kStreams + static_cast<size_t>(t.stream);
  }
  bool IsCompute(int v) const { return g_.task(v).stream == StreamKind::kCompute; }
  /// A collective or send: slows the rank's compute while it runs (host
  /// copies do not: copy engines, no SMs).
  bool IsComm(int v) const { return !IsCompute(v) && g_.task(v).stream != StreamKind::kHostCopy; }

  double ComputeRate(int stage) const {
    return comm_active_[static_cast<size_t>(stage)] > 0 ? 1.0 / (1.0 + opt_.comm_compute_slowdown)
                                                        : 1.0;
  }

  void Schedule(int v) {
    auto i = static_cast<size_t>(v);
    events_.Set(v, now_ + remaining_[i] / rate_[i]);
  }

  /// Share of task v's time that is network-bound (0 for most tasks).
  double NicShare(int v) const {
    const Task& t = g_.task(v);
    return t.duration_s > 0 ? std::min(1.0, t.nic_s / t.duration_s) : 0.0;
  }

  /// Speed of task v's network part relative to alone: 1 / (NIC demand of its
  /// stage's running tasks) when they ask for more than the NICs give.
  double NicFactor(int v) const {
    const double s = NicShare(v);
    if (s <= 0) return 1.0;
    double demand = 0;
    for (int w : nic_running_[static_cast<size_t>(g_.task(v).stage)]) demand += NicShare(w);
    return 1.0 / ((1.0 - s) + s * std::max(1.0, demand));
  }

  double RateOf(int v) const {
    const double base = IsCompute(v) ? ComputeRate(g_.task(v).stage) : 1.0;
    return base * NicFactor(v);
  }

  /// A network-bound task started or finished on `stage`: its other running
  /// network-bound tasks change speed.
  void NicDemandChanged(int stage) {
    for (int w : nic_running_[static_cast<size_t>(stage)]) Reschedule(w, RateOf(w));
  }

  void Reschedule(int v, double new_rate) {
    auto i = static_cast<size_t>(v);
    remaining_[i] -= (now_ - updated_[i]) * rate_[i];
    if (remaining_[i] < 0) remaining_[i] = 0;
    updated_[i] = now_;
    rate_[i] = new_rate;
    Schedule(v);
  }

  void CommCountChanged(int stage) {
    int c = running_compute_[static_cast<size_t>(stage)];
    if (c >= 0) Reschedule(c, RateOf(c));
  }

  /// Whether the dependencies alone (streams aside) form a cycle: Kahn's
  /// algorithm leaves some task unsorted.
  bool HasCycle() const {
    std::vector<int> indegree(g_.size(), 0);
    for (const TaskGraph::Edge& e : g_.edges()) ++indegree[static_cast<size_t>(e.after)];
    std::vector<int> ready;
    for (size_t v = 0; v < g_.size(); ++v) {
      if (indegree[v] == 0) ready.push_back(static_cast<int>(v));
    }
    size_t sorted = 0;
    while (!ready.empty()) {
      const auto v = static_cast<size_t>(ready.back());
      ready.pop_back();
      ++sorted;
      for (size_t e = out_begin_[v]; e < out_begin_[v + 1]; ++e) {
        if (--indegree[static_cast<size_t>(successors_[e])] == 0) ready.push_back(successors_[e]);
      }
    }
    return sorted != g_.size();
  }

  void TryStart(size_t q) {
    if (busy_[q] || heads_[q] >= queue_begin_[q + 1]) return;
    int v = queued_[heads_[q]];
    auto i = static_cast<size_t>(v);
    if (indegree_[i] > 0) return;
    busy_[q] = true;
    const Task& t = g_.task(v);
    timeline_.start_s[i] = now_;
    remaining_[i] = t.duration_s;
    updated_[i] = now_;
    if (IsComm(v)) {
      if (t.duration_s > 0 && comm_active_[static_cast<size_t>(t.stage)]++ == 0)
        CommCountChanged(t.stage);
    } else if (IsCompute(v)) {
      running_compute_[static_cast<size_t>(t.stage)] = v;
    }
    const bool network = NicShare(v) > 0;
    if (network) nic_running_[static_cast<size_t>(t.stage)].push_back(v);
    rate_[i] = RateOf(v);
    Schedule(v);
    if (network) NicDemandChanged(t.stage);  // the others slow while v runs
  }

  void Finish(int v) {
    auto i = static_cast<size_t>(v);
    const Task& t = g_.task(v);
    timeline_.finish_s[i] = now_;
    size_t q = QueueOf(v);
    busy_[q] = false;
    ++heads_[q];
    if (IsComm(v)) {
      if (t.duration_s > 0 && --comm_active_[static_cast<size_t>(t.stage)] == 0)
        CommCountChanged(t.stage);
    } else if (IsCompute(v)) {
      running_compute_[static_cast<size_t>(t.stage)] = -1;
    }
    if (NicShare(v) > 0) {
      auto& running = nic_running_[static_cast<size_t>(t.stage)];
      running.erase(std::find(running.begin(), running.end(), v));
      NicDemandChanged(t.stage);
    }
    for (size_t e = out_begin_[i]; e < out_begin_[i + 1]; ++e) {
      const int w = successors_[e];
      if (--indegree_[static_cast<size_t>(w)] == 0) TryStart(QueueOf(w));
    }
    TryStart(q);
  }

  const TaskGraph& g_;
  EngineOptions opt_;
  double now_ = 0;
  std::vector<int> indegree_;
  std::vector<size_t>
      out_begin_;  ///< task v's successors: successors_[out_begin_[v], out_begin_[v + 1])
  std::vector<int> successors_;
  std::vector<size_t>
      queue_begin_;  ///< stream q's tasks: queued_[queue_begin_[q], queue_begin_[q + 1])
  std::vector<int> queued_;
  std::vector<size_t> heads_;  ///< per stream: index in queued_ of its next task
  std::vector<bool> busy_;
  std::vector<int> comm_active_;
  std::vector<int> running_compute_;
  std::vector<std::vector<int>> nic_running_;  ///< per stage: running tasks with nic_s > 0
  std::vector<double> remaining_, rate_, updated_;
  EventQueue events_;
  Timeline timeline_;
};

}  // namespace

Timeline RunEngine(const TaskGraph& graph, const EngineOptions& options) {
  return Simulation(graph, options).Run();
}

}  // namespace shoal::sim
