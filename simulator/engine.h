// The discrete-event engine. It owns simulated time: tasks run on in-order
// streams (like CUDA streams: compute, pipeline send/recv, data-parallel
// communication) of each simulated rank, start when their stream is free and
// every predecessor in the task DAG has finished, and a
// compute task slows down while a collective runs beside it on its rank.
// Traffic that leaves the node shares the rank's NICs: tasks whose time is
// partly network-bound (`nic_s`) slow each other while they overlap.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "simulator/layer_cost.h"

namespace shoal::sim {

/// kHostCopy: the copy engines' stream between GPU and host memory
/// (activation CPU offloading): it neither computes nor takes SMs, so
/// compute does not slow while it runs.
enum class StreamKind { kCompute, kPpForward, kPpBackward, kDp, kHostCopy, kCount };
const char* StreamName(StreamKind s);

/// Trace and breakdown categories of a task.
enum class TaskKind { kCompute, kPp, kDp, kOptimizer, kOffload };

struct Task {
  std::string name;
  int stage = 0;
  StreamKind stream = StreamKind::kCompute;
  TaskKind kind = TaskKind::kCompute;
  double duration_s = 0;
  /// Seconds by cost kind, summing to duration_s (compute-stream tasks).
  std::array<double, static_cast<size_t>(CostKind::kCount)> parts{};
  double optimizer_s = 0;  ///< part of duration that is the optimizer step
  double offload_s = 0;    ///< part of duration that is host offload traffic
  /// Part of duration bound by the rank's share of the node's NICs (collectives
  /// and sends whose group spans nodes). Overlapping tasks share that
  /// bandwidth: each one's network part runs at 1/D of its speed while the
  /// tasks running on the rank ask for D > 1 NICs' worth (the sum of their
  /// nic_s / duration_s).
  double nic_s = 0;
};

/// The tasks and their dependencies as two flat arrays (no per-task
/// allocation: a simulation builds and drops tens of thousands of tasks).
class TaskGraph {
 public:
  /// A dependency: `after` cannot start before `before` finishes.
  struct Edge {
    int before;
    int after;
  };

  /// Adds a task; tasks of one (stage, stream) run in the order added.
  int Add(Task task);
  /// `after` cannot start before `before` finishes.
  void Depend(int before, int after) { edges_.push_back({before, after}); }
  /// Room for `tasks` tasks and `edges` dependencies.
  void Reserve(size_t tasks, size_t edges);

  const Task& task(int id) const { return tasks_[static_cast<size_t>(id)]; }
  size_t size() const { return tasks_.size(); }
  /// Every dependency, in the order added.
  const std::vector<Edge>& edges() const { return edges_; }
  int num_stages() const { return num_stages_; }

 private:
  std::vector<Task> tasks_;
  std::vector<Edge> edges_;
  int num_stages_ = 0;
};

struct EngineOptions {
  double comm_compute_slowdown = 0.0;  ///< fraction compute slows during a collective
};

struct Timeline {
  std::vector<double> start_s;
  std::vector<double> finish_s;
  double makespan_s = 0;
};

/// Runs the graph to completion. Throws std::logic_error on a cycle.
Timeline RunEngine(const TaskGraph& graph, const EngineOptions& options);

}  // namespace shoal::sim
