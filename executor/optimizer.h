// AdamW over a rank's parameter groups, with data-parallel gradient
// reduction, global-norm clipping and optional ZeRO-1 (optimizer state
// sharded over the data-parallel ranks that hold a copy of the parameters;
// each updates its shard and the parameters are all-gathered).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "executor/comm.h"
#include "executor/params.h"
#include "executor/phase_timers.h"

namespace shoal::executor {

struct AdamWOptions {
  double beta1 = 0.9;
  double beta2 = 0.95;
  double eps = 1e-8;
  double weight_decay = 0.01;
  double clip_norm = 1.0;                    ///< 0: no clipping
  double bucket_bytes = 25.0 * 1024 * 1024;  ///< gradient all-reduce bucket
};

class ShardedAdamW {
 public:
  /// `group_comms[g]` holds the ranks with copies of group g's parameters.
  ShardedAdamW(ParamStore* store, std::array<Comm*, kNumParamGroups> group_comms, bool zero1,
               int tp_rank, const AdamWOptions& options);

  /// Sums gradients over each group's replicas (bucketed all-reduce).
  void ReduceGradients(PhaseTimers* timers);
  /// This rank's share of the squared gradient norm: its shard of each group,
  /// counting tensor-replicated dense parameters on tensor rank 0 only (the
  /// expert group's replicas, which span the tensor ranks, are its comm's). Summed over
  /// the world it is the squared global norm.
  double LocalGradNormSquared() const;
  /// One AdamW step at learning rate `lr` (t = step + 1), gradients scaled by
  /// `grad_scale` (clipping) first.
  void Step(int64_t step, double lr, double grad_scale, PhaseTimers* timers);

  /// Optimizer state of this rank (its shard under ZeRO-1), for checkpoints.
  std::vector<double>& first_moment(int g) { return m_[static_cast<size_t>(g)]; }
  std::vector<double>& second_moment(int g) { return v_[static_cast<size_t>(g)]; }
  double StateBytes() const;

 private:
  struct Range {
    size_t begin = 0, end = 0;
  };
  Range ShardOf(int g) const;

  ParamStore* store_;
  std::array<Comm*, kNumParamGroups> comms_;
  bool zero1_;
  AdamWOptions options_;
  std::array<std::vector<uint8_t>, kNumParamGroups> counted_, decay_;
  std::array<Range, kNumParamGroups> update_;  ///< what this rank updates
  std::array<std::vector<double>, kNumParamGroups> m_, v_;
};

}  // namespace shoal::executor
