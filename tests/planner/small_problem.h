// Small planner problems shared by the planner tests: a 4-layer dense or MoE
// model, a reduced search space, and the exhaustive ranking (every candidate
// simulated) that the search must reproduce.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/hardware.h"
#include "planner/plan_search.h"
#include "simulator/simulate.h"

namespace shoal::planner::testing {

inline ModelConfig SmallModel(bool moe) {
  ModelConfig m;
  m.name = moe ? "small-moe" : "small-dense";
  m.num_layers = 4;
  m.hidden = 1024;
  m.ffn_hidden = 4096;
  m.num_heads = 8;
  m.num_kv_heads = 8;
  m.head_dim = 128;
  m.vocab = 32000;
  m.seq_len = 2048;
  if (moe) {
    m.moe.num_experts = 4;
    m.moe.top_k = 2;
    m.moe.expert_ffn_hidden = 4096;
  }
  return m;
}

inline SearchProblem Problem(bool moe, int gpus, const std::string& hw, int batch = 32) {
  SearchProblem p;
  p.name = "small";
  p.model = SmallModel(moe);
  p.hw = ResolveHardware(hw);
  p.num_gpus = gpus;
  p.global_batch_size = batch;
  p.tokens = 1e10;
  p.precision = p.hw.gpu.peak_bf16_flops > 0 ? Precision::kBf16 : Precision::kFp16;
  return p;
}

/// A reduced space so that simulating every candidate stays quick.
inline SearchSpaceOptions SmallSpace() {
  SearchSpaceOptions o;
  o.max_micro_batch_size = 2;
  o.virtual_stages = {2};
  o.grad_bucket_mib = {25, 100};
  return o;
}

struct Simulated {
  double key;
  Plan plan;
};

inline std::vector<Simulated> Exhaustive(const SearchProblem& p, const SearchSpaceOptions& space,
                                         Objective objective, Risk risk = Risk::kNone) {
  std::vector<Simulated> all;
  for (const Plan& plan : AllCandidates(p, space)) {
    sim::StepResult r = sim::SimulateStep(p.model, p.hw, plan, SimOptionsFor(risk));
    if (r.feasible) all.push_back({ObjectiveKey(objective, p, plan, r, risk), plan});
  }
  std::stable_sort(all.begin(), all.end(),
                   [](const Simulated& a, const Simulated& b) { return a.key < b.key; });
  return all;
}

inline int64_t Sum(const RejectCounts& c) {
  int64_t n = 0;
  for (const auto& [why, k] : c) n += k;
  return n;
}

}  // namespace shoal::planner::testing
