// Shared helpers of the executor tests.
#pragma once

#include <string>

#include "core/model.h"
#include "core/plan.h"

namespace shoal::executor::testing {

/// A tiny MoE model: layer 0 MoE (4 experts, top-2), layer 1 dense.
inline ModelConfig TinyModel() {
  ModelConfig m;
  m.name = "tiny";
  m.num_layers = 2;
  m.hidden = 16;
  m.ffn_hidden = 24;
  m.num_heads = 4;
  m.num_kv_heads = 4;
  m.head_dim = 4;
  m.vocab = 16;
  m.seq_len = 8;
  m.moe.num_experts = 4;
  m.moe.top_k = 2;
  m.moe.expert_ffn_hidden = 24;
  m.moe.layer_interval = 2;
  m.moe.capacity_factor = 1.25;
  return m;
}

/// A plan the executor supports (fp32, no overlap, no sequence parallelism).
inline Plan SupportedPlan(int dp, int tp, int pp, int ep, int gbs = 8, int mbs = 2) {
  Plan p;
  p.dp = dp;
  p.tp = tp;
  p.pp = pp;
  p.ep = ep;
  p.micro_batch_size = mbs;
  p.global_batch_size = gbs;
  p.precision = Precision::kFp64;
  p.half_precision_grad_comm = false;
  p.overlap_grad_comm = false;
  p.sequence_parallel = false;
  p.attention = AttentionKernel::kUnfused;
  return p;
}

}  // namespace shoal::executor::testing
