// MLA layer costs: each cost is present, has the shape the physics says, and
// scales as it should.
#include <doctest/doctest.h>

#include <cstdio>
#include <string>

#include "core/scenario.h"
#include "simulator/layer_cost.h"
#include "simulator/memory_model.h"

using namespace shoal;
using namespace shoal::sim;

namespace {
Scenario Load(const char* name) {
  return LoadScenario(std::string(SHOAL_SOURCE_DIR) + "/scenarios/" + name);
}

double OpSeconds(const PassCost& pass, const std::string& name) {
  double s = 0;
  bool found = false;
  for (const auto& op : pass.ops) {
    if (op.name == name) {
      s += op.seconds;
      found = true;
    }
  }
  if (!found) FAIL_CHECK("no op " << name);
  return s;
}

Plan SmallPlan(int tp) {
  Plan p;
  p.tp = tp;
  p.dp = 1;
  p.ep = 1;
  p.micro_batch_size = 1;
  p.global_batch_size = 1;
  p.precision = Precision::kBf16;
  p.sequence_parallel = tp > 1;
  return p;
}
}  // namespace

TEST_CASE("MLA: projections with their real shapes, split by heads except the down projections") {
  Scenario s = Load("deepseek-v3-2048-h800.json");
  const ModelConfig& m = s.model;
  const HardwareProfile& hw = s.hardware;
  const Plan p1 = SmallPlan(1), p4 = SmallPlan(4);
  LayerCostModel c1(m, hw, p1), c4(m, hw, p4);
  const PassCost& f1 = c1.Dense().forward;
  const PassCost& f4 = c4.Dense().forward;
  const ComputeModel& cm = c1.compute();
  const double T = 4096;
  CHECK(OpSeconds(f1, "attn.q_down") == doctest::Approx(cm.GemmSeconds(T, 1536, 7168)));
  CHECK(OpSeconds(f1, "attn.q_up") == doctest::Approx(cm.GemmSeconds(T, 128 * 192, 1536)));
  CHECK(OpSeconds(f1, "attn.kv_down") == doctest::Approx(cm.GemmSeconds(T, 576, 7168)));
  CHECK(OpSeconds(f1, "attn.kv_up") == doctest::Approx(cm.GemmSeconds(T, 128 * 256, 512)));
  CHECK(OpSeconds(f1, "attn.proj") == doctest::Approx(cm.GemmSeconds(T, 7168, 128 * 128)));
  // TP 4: the down projections stay whole; the up projections and the output
  // projection run a quarter of the heads.
  CHECK(OpSeconds(f4, "attn.q_down") == doctest::Approx(OpSeconds(f1, "attn.q_down")));
  CHECK(OpSeconds(f4, "attn.kv_down") == doctest::Approx(OpSeconds(f1, "attn.kv_down")));
  CHECK(OpSeconds(f4, "attn.kv_up") == doctest::Approx(cm.GemmSeconds(T, 128 * 256 / 4, 512)));
  CHECK(OpSeconds(f4, "attn.proj") == doctest::Approx(cm.GemmSeconds(T, 7168, 128 * 128 / 4)));
  // Core attention: q.k over 192 dims and values over 128, causal half, at
  // the efficiency of a 192-wide head.
  const double core_flops = 2.0 * T * (4096 / 2.0) * 128 * (192 + 128);
  CHECK(OpSeconds(f1, "attn.core") ==
        doctest::Approx(cm.AttentionSeconds(core_flops, false, p1.attention, 4096, 192)));
  CHECK(OpSeconds(f4, "attn.core") ==
        doctest::Approx(cm.AttentionSeconds(core_flops / 4, false, p1.attention, 4096, 192)));
  OpSeconds(f1, "attn.latent_norm");
}

TEST_CASE("MLA activations: latents whole per TP rank, Q/K at 192 and V at 128 per head") {
  Scenario s = Load("deepseek-v3-2048-h800.json");
  ModelConfig m = s.model;
  Plan p = SmallPlan(1);
  p.recompute = Recompute::kNone;
  const double mla = LayerActivationBytes(m, s.hardware, p, false);
  ModelConfig gqa = m;
  gqa.mla = MlaConfig{};
  gqa.head_dim = 128;
  gqa.num_kv_heads = 128;
  const double mha = LayerActivationBytes(gqa, s.hardware, p, false);
  // Per token, 2 bytes each: Q and K grow by 64 per head (2 x 128 x 64), and
  // the latents add 2 x 1536 + 2 x 512 + 64.
  const double extra = 4096.0 * 2.0 * (2.0 * 128 * 64 + 2.0 * 1536 + 2.0 * 512 + 64);
  CHECK(mla - mha == doctest::Approx(extra));
}
