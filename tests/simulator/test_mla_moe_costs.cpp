// MLA layer costs and the MoE kernels around the experts: each cost is present,
// has the shape the physics says, and scales as it should.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdio>
#include <string>

#include "core/scenario.h"
#include "core/stack.h"
#include "core/units.h"
#include "simulator/layer_cost.h"
#include "simulator/memory_model.h"
#include "tests/support/bundled.h"
#include "tests/support/microbenchmarks.h"
#include "tests/support/pass_cost.h"

using namespace shoal;
using namespace shoal::sim;
using shoal::testing::LoadBundledScenario;

namespace {
// The ops' seconds, failing the check when the pass has none of that name.
double OpSeconds(const PassCost& pass, const std::string& name) {
  const double s = shoal::testing::OpSeconds(pass, name);
  if (s < 0) FAIL_CHECK("no op " << name);
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
  Scenario s = LoadBundledScenario("deepseek-v3-2048-h800.json");
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
  // TP 4 with sequence parallelism: the down projections stay whole and run
  // on the rank's quarter of the tokens; the up projections and the output
  // projection run a quarter of the heads over all tokens.
  CHECK(OpSeconds(f4, "attn.q_down") == doctest::Approx(cm.GemmSeconds(T / 4, 1536, 7168)));
  CHECK(OpSeconds(f4, "attn.kv_down") == doctest::Approx(cm.GemmSeconds(T / 4, 576, 7168)));
  CHECK(OpSeconds(f4, "attn.kv_up") == doctest::Approx(cm.GemmSeconds(T, 128 * 256 / 4, 512)));
  CHECK(OpSeconds(f4, "attn.proj") == doctest::Approx(cm.GemmSeconds(T, 7168, 128 * 128 / 4)));
  // The all-gather moves the latents (1536 + 512 + 64 per token), not the
  // hidden state (7168); the reduce-scatter returns the hidden state.
  const CollectiveModel& coll = c4.collectives();
  const Group tp = c4.placement().tp;
  CHECK(OpSeconds(f4, "attn.tp_comm") ==
        doctest::Approx(coll.AllGatherSeconds(T * 2112 * 2, tp) +
                        coll.ReduceScatterSeconds(T * 7168 * 2, tp)));
  // Without sequence parallelism every rank holds all tokens: whole down
  // projections over all of them, one all-reduce of the output.
  Plan no_sp = p4;
  no_sp.sequence_parallel = false;
  LayerCostModel c4n(m, hw, no_sp);
  CHECK(OpSeconds(c4n.Dense().forward, "attn.q_down") ==
        doctest::Approx(OpSeconds(f1, "attn.q_down")));
  CHECK(OpSeconds(c4n.Dense().forward, "attn.tp_comm") ==
        doctest::Approx(coll.AllReduceSeconds(T * 7168 * 2, tp)));
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
  Scenario s = LoadBundledScenario("deepseek-v3-2048-h800.json");
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

namespace {
// The chance that a token's top-8 experts, 8 distinct of `experts` drawn
// uniformly, all miss a rank's or node's `held` experts.
double AllMiss(double experts, double held) {
  double p = 1;
  for (int i = 0; i < 8; ++i) p *= (experts - held - i) / (experts - i);
  return p;
}

Plan MoePlan(int ep) {
  Plan p = SmallPlan(1);
  p.dp = ep;
  p.ep = ep;
  p.global_batch_size = ep;
  return p;
}

// DeepEP's and HybridEP's benchmark (4096 tokens of hidden 7168, top-8, fp8
// dispatch, bf16 combine) as the model prices it: dispatch + combine, without
// the per-call latency.
constexpr double kBenchTokens = 4096, kBenchHidden = 7168;
double BenchDispatchCombineSeconds(const LayerCostModel& c, const HardwareProfile& hw) {
  return c.DispatchSeconds(kBenchTokens * 8 * kBenchHidden, false) +
         c.DispatchSeconds(kBenchTokens * 8 * 2 * kBenchHidden, true) -
         2 * hw.efficiency.moe_dispatch_latency_s;
}

Plan DeepEpBenchPlan(int ep, MoeDispatcher dispatcher = MoeDispatcher::kDeepEp) {
  Plan p = MoePlan(ep);
  p.precision = Precision::kFp8;
  p.moe_dispatcher = dispatcher;
  return p;
}
}  // namespace

TEST_CASE("MoE router and permutation kernels: one launch each, forward and backward") {
  Scenario s = LoadBundledScenario("deepseek-v3-2048-h800.json");
  Plan p = MoePlan(8);
  p.moe_router_kernels = 21;
  p.moe_permute_kernels = 14;
  p.moe_host_syncs = 1;
  LayerCostModel c(s.model, s.hardware, p);
  const double launch = s.hardware.efficiency.kernel_launch_s;
  CHECK(OpSeconds(c.Moe().forward, "moe.small_kernels") == doctest::Approx(35 * launch));
  CHECK(OpSeconds(c.Moe().backward, "moe.small_kernels") == doctest::Approx(35 * launch));
  // The host synchronisation before the all-to-all: forward only.
  CHECK(OpSeconds(c.Moe().forward, "moe.host_sync") == doctest::Approx(2 * launch));
  for (const auto& op : c.Moe().backward.ops) CHECK(op.name != "moe.host_sync");
  // Replayed from a CUDA graph the launches shrink; fused kernels (fewer of
  // them) cost less.
  Plan graphs = p;
  graphs.cuda_graphs = true;
  LayerCostModel g(s.model, s.hardware, graphs);
  CHECK(OpSeconds(g.Moe().forward, "moe.small_kernels") <
        OpSeconds(c.Moe().forward, "moe.small_kernels") / 2);
  Plan fused = p;
  fused.moe_router_kernels = 3;
  LayerCostModel f(s.model, s.hardware, fused);
  CHECK(f.Moe().forward.Seconds() < c.Moe().forward.Seconds());
  // A dense layer has none of it.
  for (const auto& op : c.Dense().forward.ops) CHECK(op.name.rfind("moe.", 0) != 0);
}

TEST_CASE("permutation moves every padded slot: capacity factor 2 doubles its bytes") {
  Scenario s = LoadBundledScenario("deepseek-v3-2048-h800.json");
  ModelConfig padded = s.model;
  padded.moe.capacity_factor = 2.0;
  ModelConfig dropless = s.model;
  dropless.moe.capacity_factor = 1.0;
  const Plan p = MoePlan(8);
  LayerCostModel a(padded, s.hardware, p), b(dropless, s.hardware, p);
  const double launch = s.hardware.efficiency.kernel_launch_s;
  CHECK(OpSeconds(a.Moe().forward, "moe.permute") - launch ==
        doctest::Approx(2.0 * (OpSeconds(b.Moe().forward, "moe.permute") - launch)));
}

TEST_CASE("all-to-all dispatch exchanges token counts first; the combine does not") {
  Scenario s = LoadBundledScenario("deepseek-v3-2048-h800.json");
  Plan p = MoePlan(64);
  p.moe_dispatcher = MoeDispatcher::kAllToAll;
  LayerCostModel c(s.model, s.hardware, p);
  const double dispatch = OpSeconds(c.Moe().forward, "moe.dispatch");
  const double combine = OpSeconds(c.Moe().forward, "moe.combine");
  // fp16 dispatch and combine move the same bytes: the difference is the
  // all-gather of 256 counts from each of 64 ranks.
  const Group ep = c.placement().ep;
  const double counts = c.collectives().AllGatherSeconds(8.0 * 256 * 64, ep);
  CHECK(counts > 5e-6);
  CHECK(dispatch - combine == doctest::Approx(counts));
}

TEST_CASE("NCCL all-to-all across 8 H800 nodes matches nccl-tests (NVIDIA/nccl issue #1531)") {
  // alltoall_perf, 64 H800 (8 nodes x 8), 8 MiB per rank: 337.8 us
  // out-of-place, 295.6 us in-place.
  HardwareProfile hw = ResolveHardware("h800");
  CollectiveModel c(hw);
  const double t = c.AllToAllSeconds(8.0 * kMiB, PlaceGroup(64, 1, 8), false);
  std::printf("all-to-all 64 x H800, 8 MiB: model %.1f us, measured 295.6-337.8 us\n", t * 1e6);
  CHECK(t > 295.6e-6 * 0.85);
  CHECK(t < 337.8e-6 * 1.15);
  // Smaller messages per peer lose bandwidth (the profile's half-message size).
  const double small = c.AllToAllSeconds(1.0 * kMiB, PlaceGroup(64, 1, 8), false);
  CHECK(8.0 * kMiB / t > 1.5 * (1.0 * kMiB / small));
}

TEST_CASE("DeepEP dispatch sends a token once per GPU and node, at DeepEP's measured rates") {
  // DeepEP README normal kernels on H800 (data/microbenchmarks.jsonl
  // M0119-M0126): 4096 tokens, hidden 7168, top-8 of 256 experts, fp8
  // dispatch and bf16 combine, in DeepEP's own count of bytes (its
  // tests/test_intranode.py and test_internode.py): NVLink bytes are every
  // token a rank receives, its own included, and an fp8 token carries its
  // scales (1 + 4/128 bytes a value); RDMA bytes are a token once per node
  // it reaches, the sender's own node included, whose copy crosses no NIC.
  Scenario s = LoadBundledScenario("deepseek-v3-2048-h800.json");
  ModelConfig m = s.model;
  m.seq_len = 4096;
  m.moe.num_experts = 256;
  m.moe.routing_groups = 0;  // the intranode benchmark routes top-8 uniformly
  const double hidden = kBenchHidden, tokens = kBenchTokens;
  const double fp8_token = hidden * (1 + 4.0 / 128), bf16_token = 2 * hidden;
  SUBCASE("within a node: EP 8, dispatch and combine over NVLink") {
    const HardwareProfile& hw = s.hardware;
    const double model_s =
        BenchDispatchCombineSeconds(LayerCostModel(m, hw, DeepEpBenchPlan(8)), hw);
    const double received = tokens * 8 * (1 - AllMiss(256, 32));  // own tokens included
    const double measured_s = received * fp8_token / 153e9 + received * bf16_token / 158e9;
    MESSAGE("DeepEP EP8 dispatch + combine: model " << model_s * 1e6 << " us, measured "
                                                    << measured_s * 1e6 << " us");
    CHECK(model_s / measured_s == doctest::Approx(1.0).epsilon(0.05).scale(0));
    // Reading DeepEP's bytes as if they all crossed NVLink would price it
    // 1/8 faster than it ran.
    const double misread_s = received * 7 / 8 * (fp8_token / 153e9 + bf16_token / 158e9);
    CHECK(model_s > misread_s * 1.08);
  }
  SUBCASE("across 4 and 8 nodes: the RDMA leg (NVLink made free)") {
    struct Case {
      int nodes;
      double dispatch_gbps, combine_gbps, nodes_reached;
    };
    // 4 nodes: top-8 uniform over 4 groups of 64 experts; 8 nodes: the
    // benchmark's top-4 groups of 8, so a token reaches 4 nodes (3.98 by
    // simulation: its 8 experts leave one of the 4 groups empty 0.5% of the time).
    const Case cases[] = {{4, 58, 57, 4 * (1 - AllMiss(256, 64))}, {8, 51, 50, 3.98}};
    for (const Case& k : cases) {
      CAPTURE(k.nodes);
      ModelConfig mk = m;
      mk.moe.routing_groups = k.nodes;
      mk.moe.routing_group_limit = std::min(k.nodes, 4);
      HardwareProfile hw = s.hardware;
      hw.node.nvlink_bandwidth_bytes_per_s = 1e18;
      const Plan p = DeepEpBenchPlan(8 * k.nodes);  // LayerCostModel keeps a reference
      LayerCostModel c(mk, hw, p);
      const double model_s = BenchDispatchCombineSeconds(c, hw);
      const double counted = tokens * k.nodes_reached;  // own node included
      const double measured_s = counted * fp8_token / (k.dispatch_gbps * 1e9) +
                                counted * bf16_token / (k.combine_gbps * 1e9);
      MESSAGE("DeepEP " << k.nodes << " nodes dispatch + combine: model " << model_s * 1e6
                        << " us, measured " << measured_s * 1e6 << " us");
      CHECK(model_s / measured_s == doctest::Approx(1.0).epsilon(0.05).scale(0));
      // Fewer bytes than every routed copy over the bottleneck link would take.
      CHECK(model_s <
            c.collectives().AllToAllSeconds(tokens * 8 * hidden, c.placement().ep, false) +
                c.collectives().AllToAllSeconds(tokens * 8 * bf16_token, c.placement().ep, false));
    }
  }
}

TEST_CASE("node-limited routing: a token's experts on 4 of 8 nodes cross fewer NICs") {
  // DeepSeek-V3 at EP 64 over 8 H800 nodes: 8 groups of 32 experts (one
  // node's each), 4 per token (arXiv:2412.19437 sec. 2.1.2). Uniform top-8
  // routing (8 distinct of 256) reaches 8 (1 - C(224, 8) / C(256, 8)) = 5.30
  // nodes on average, 4.63 of them remote; node-limited routing reaches 4 of
  // the 8, 3.5 of them remote: DeepEP's RDMA leg carries 3.5 / 4.63 = 0.755
  // of the bytes.
  Scenario s = LoadBundledScenario("deepseek-v3-2048-h800.json");
  REQUIRE(s.model.moe.routing_groups == 8);
  REQUIRE(s.model.moe.routing_group_limit == 4);
  HardwareProfile hw = s.hardware;
  hw.node.nvlink_bandwidth_bytes_per_s = 1e18;  // the RDMA leg alone
  hw.efficiency.moe_dispatch_latency_s = 0;
  Plan p = MoePlan(64);
  p.precision = Precision::kFp8;
  p.moe_dispatcher = MoeDispatcher::kDeepEp;
  ModelConfig unlimited = s.model;
  unlimited.moe.routing_groups = 0;
  const double bytes = 4096.0 * 8 * 7168;
  const double limited_s = LayerCostModel(s.model, hw, p).DeepEpSeconds(bytes);
  const double uniform_s = LayerCostModel(unlimited, hw, p).DeepEpSeconds(bytes);
  const double expected = 3.5 / (7.0 * (1.0 - AllMiss(256, 32)));
  MESSAGE("node-limited / uniform RDMA time: expected " << expected << ", model "
                                                        << limited_s / uniform_s);
  CHECK(limited_s / uniform_s == doctest::Approx(expected).epsilon(0.01).scale(0));
  // NCCL's all-to-all sends every routed copy: the limit moves none of it.
  p.moe_dispatcher = MoeDispatcher::kAllToAll;
  CHECK(LayerCostModel(s.model, hw, p).DispatchSeconds(bytes, true) ==
        doctest::Approx(LayerCostModel(unlimited, hw, p).DispatchSeconds(bytes, true)));
  // A limit at or above the group count limits nothing.
  ModelConfig loose = s.model;
  loose.moe.routing_group_limit = 8;
  CHECK(LayerCostModel(loose, hw, p).DispatchSeconds(bytes, false) ==
        doctest::Approx(LayerCostModel(unlimited, hw, p).DispatchSeconds(bytes, false)));
}

TEST_CASE("DeepEP / HybridEP on Blackwell at their measured rates (fp8 dispatch, bf16 combine)") {
  // DeepEP's Hybrid-EP documentation (data/microbenchmarks.jsonl M0796-M0807):
  // 4096 tokens, hidden 7168, top-8, through the torch API, in DeepEP's
  // count of bytes. DeepEP at Megatron's 20 SMs, between the 16- and 24-SM
  // rows, on 8 B200 and 8 GB200; HybridEP at 16 SMs on 8 B200 and at the 32
  // SMs Megatron-Bridge's performance scripts set over 32 ranks of GB200.
  const auto rows = shoal::testing::MicrobenchmarkRows({"deepep_hybridep_blackwell_2026"});
  auto row = [&](const char* gpu, const char* impl, int ranks, int sms) {
    for (const auto& r : rows) {
      if (r.at("gpu_type") == gpu && r.at("software") == impl && r.at("ep_ranks") == ranks &&
          r.at("sm_count") == sms) {
        return r;
      }
    }
    FAIL("no row " << gpu << " " << impl << " " << ranks << " ranks " << sms << " SMs");
    return nlohmann::json();
  };
  auto rate = [](const nlohmann::json& a, const nlohmann::json& b, const char* key) {
    return 0.5 * (a.at(key).get<double>() + b.at(key).get<double>());
  };
  struct Case {
    const char* hardware;
    MoeDispatcher dispatcher;
    int ep;
    double dispatch_fp8_gbps, combine_gbps;
  };
  const auto b16 = row("B200", "DeepEP", 8, 16), b24 = row("B200", "DeepEP", 8, 24);
  const auto g16 = row("GB200", "DeepEP", 8, 16), g24 = row("GB200", "DeepEP", 8, 24);
  const auto bh = row("B200", "HybridEP", 8, 16), gh = row("GB200", "HybridEP", 32, 32);
  const Case cases[] = {
      {"b200", MoeDispatcher::kDeepEp, 8, rate(b16, b24, "dispatch_fp8_GBps"),
       rate(b16, b24, "combine_GBps")},
      {"gb200-nvl72", MoeDispatcher::kDeepEp, 8, rate(g16, g24, "dispatch_fp8_GBps"),
       rate(g16, g24, "combine_GBps")},
      {"b200", MoeDispatcher::kHybridEp, 8, bh.at("dispatch_fp8_GBps").get<double>(),
       bh.at("combine_GBps").get<double>()},
      {"gb200-nvl72", MoeDispatcher::kHybridEp, 32, gh.at("dispatch_fp8_GBps").get<double>(),
       gh.at("combine_GBps").get<double>()}};
  Scenario s = LoadBundledScenario("deepseek-v3-2048-h800.json");
  ModelConfig m = s.model;
  m.seq_len = 4096;
  m.moe.routing_groups = 0;  // the benchmark routes top-8 uniformly
  for (const Case& k : cases) {
    const bool hybrid = k.dispatcher == MoeDispatcher::kHybridEp;
    CAPTURE(k.hardware);
    CAPTURE(hybrid);
    const HardwareProfile hw = ResolveHardware(k.hardware);
    const double model_s =
        BenchDispatchCombineSeconds(LayerCostModel(m, hw, DeepEpBenchPlan(k.ep, k.dispatcher)), hw);
    const double hidden = kBenchHidden, tokens = kBenchTokens;
    // DeepEP's count (tests/test_hybrid_ep.py): every token a rank receives,
    // its own included; an fp8 token with its scales, 1 + 4/128 bytes a value.
    // The benchmark draws 8 distinct of 8 local experts per rank.
    const double received = tokens * k.ep * (1 - AllMiss(8.0 * k.ep, 8));
    const double measured_s = received * hidden * (1 + 4.0 / 128) / (k.dispatch_fp8_gbps * 1e9) +
                              received * 2 * hidden / (k.combine_gbps * 1e9);
    std::printf("%s EP%d %s dispatch + combine: model %.0f us, measured %.0f us\n", k.hardware,
                k.ep, hybrid ? "HybridEP" : "DeepEP", model_s * 1e6, measured_s * 1e6);
    CHECK(model_s / measured_s == doctest::Approx(1.0).epsilon(0.05).scale(0));
  }
  // A profile without HybridEP shares prices it as DeepEP.
  const HardwareProfile h800 = ResolveHardware("h800");
  Plan deep = MoePlan(8), hybrid = deep;
  deep.moe_dispatcher = MoeDispatcher::kDeepEp;
  hybrid.moe_dispatcher = MoeDispatcher::kHybridEp;
  CHECK(LayerCostModel(m, h800, hybrid).DispatchSeconds(1e9, false) ==
        doctest::Approx(LayerCostModel(m, h800, deep).DispatchSeconds(1e9, false)));
}

TEST_CASE("selective recompute modules: each re-runs its forward ops and frees their outputs") {
  Scenario s = LoadBundledScenario("deepseek-v3-2048-h800.json");
  Plan p = MoePlan(8);
  p.recompute = Recompute::kSelective;
  LayerCostModel attn_only(s.model, s.hardware, p);  // default: core attention
  const double base_bwd = attn_only.Moe().backward.Seconds();
  const double base_mem = LayerActivationBytes(s.model, s.hardware, p, true);

  Plan moe = p;
  moe.recompute_modules.core_attn = false;
  moe.recompute_modules.layernorm = true;
  moe.recompute_modules.moe = true;
  LayerCostModel c(s.model, s.hardware, moe);
  // The MoE layer's forward runs again in backward (its dispatch and combine
  // too, as communication), the norms too; the attention's GEMMs do not.
  double recomputed = 0, moe_fwd = 0;
  for (const auto& op : c.Moe().forward.ops) {
    if (op.name.rfind("moe.", 0) == 0 && op.name != "moe.norm" && op.name != "moe.residual") {
      moe_fwd += op.seconds;
    }
  }
  for (const auto& op : c.Moe().backward.ops) {
    if (op.kind == CostKind::kRecompute) recomputed += op.seconds;
    CHECK(op.name != "attn.q_up");
  }
  CHECK(recomputed > 0);
  CHECK(c.Moe().backward.Seconds() ==
        doctest::Approx(base_bwd + moe_fwd + OpSeconds(c.Moe().forward, "attn.norm") +
                        OpSeconds(c.Moe().forward, "moe.norm")));
  // A dense layer has no MoE module to re-run: only its norms.
  CHECK(c.Dense().backward.Seconds() ==
        doctest::Approx(attn_only.Dense().backward.Seconds() +
                        OpSeconds(c.Dense().forward, "attn.norm") +
                        OpSeconds(c.Dense().forward, "mlp.norm")));
  // What they re-run they do not keep.
  CHECK(LayerActivationBytes(s.model, s.hardware, moe, true) < 0.5 * base_mem);
  Plan act = p;
  act.recompute_modules.moe_act = true;
  const double act_mem = LayerActivationBytes(s.model, s.hardware, act, true);
  CHECK(act_mem < base_mem);
  CHECK(act_mem > LayerActivationBytes(s.model, s.hardware, moe, true));
  // MLA's up projections re-run on an MLA model.
  Plan mla = p;
  mla.recompute_modules.mla_up_proj = true;
  LayerCostModel m(s.model, s.hardware, mla);
  CHECK(m.Moe().backward.Seconds() ==
        doctest::Approx(base_bwd + OpSeconds(m.Moe().forward, "attn.q_up") +
                        OpSeconds(m.Moe().forward, "attn.kv_up") +
                        OpSeconds(m.Moe().forward, "attn.latent_norm") +
                        OpSeconds(m.Moe().forward, "attn.mla_k_concat") +
                        OpSeconds(m.Moe().forward, "attn.rotary")));
  // A stack that always recomputes the experts' activation
  // (MemoryBehaviour::recompute_moe_act, DeepSeek-V3) re-runs it even where
  // the run recomputes nothing, and beside the run's own modules.
  Plan none = MoePlan(8);
  none.recompute = Recompute::kNone;
  LayerCostModel plain(s.model, s.hardware, none);
  Plan forced = none;
  forced.memory.recompute_moe_act = true;
  LayerCostModel f(s.model, s.hardware, forced);
  const double act_s = OpSeconds(f.Moe().forward, "moe.expert_act");
  REQUIRE(act_s > 0);
  CHECK(f.Moe().backward.Seconds() == doctest::Approx(plain.Moe().backward.Seconds() + act_s));
  CHECK(f.Dense().backward.Seconds() == doctest::Approx(plain.Dense().backward.Seconds()));
  Plan both = mla;
  both.memory.recompute_moe_act = true;
  LayerCostModel b(s.model, s.hardware, both);
  CHECK(b.Moe().backward.Seconds() ==
        doctest::Approx(m.Moe().backward.Seconds() + OpSeconds(b.Moe().forward, "moe.expert_act")));
}

TEST_CASE(
    "host-bound passes: the GPU waits where the host issues ops slower than the GPU runs them") {
  // A fine-grained MoE (hidden 2048, 128 experts of width 768, top-8, as
  // Qwen3-30B-A3B) at one 4096-token micro-batch per GPU on a Grace host.
  Scenario s = LoadBundledScenario("mixtral-8x7b-64-h100.json");
  ModelConfig m = s.model;
  m.hidden = 2048;
  m.num_heads = 32;
  m.num_kv_heads = 4;
  m.head_dim = 128;
  m.seq_len = 4096;
  m.moe.num_experts = 128;
  m.moe.top_k = 8;
  m.moe.expert_ffn_hidden = 768;
  m.moe.capacity_factor = 0;
  Plan p = MoePlan(8);
  p.moe_router_kernels = 21;
  p.moe_permute_kernels = 14;
  p.moe_host_syncs = 1;
  p.host_ops_per_module = 2.69;
  HardwareProfile grace = ResolveHardware("gb200-nvl72");
  auto starved = [](const PassCost& pass) {
    double wait = 0;
    for (const auto& op : pass.ops) {
      if (op.name == "host.launch_bound") wait += op.seconds;
    }
    return wait;
  };
  LayerCostModel c(m, grace, p);
  const PassCost& fwd = c.Moe().forward;
  REQUIRE(starved(fwd) > 0);
  // The pass then takes exactly the host's time, its kernels hidden under it.
  CHECK(fwd.Seconds() == doctest::Approx(fwd.HostSeconds()));
  CHECK(fwd.HostSeconds() > 0);
  // The GPU waits, idle.
  for (const auto& op : fwd.ops) {
    if (op.name == "host.launch_bound") CHECK(op.activity == Activity::kWait);
  }
  // A faster host (the x86 DGX figure) or plain PyTorch modules starve it less.
  HardwareProfile x86 = grace;
  x86.efficiency.host_op_s = 13.5e-6;
  CHECK(starved(LayerCostModel(m, x86, p).Moe().forward) < starved(fwd));
  Plan torch = p;
  torch.host_ops_per_module = 1.0;
  CHECK(starved(LayerCostModel(m, grace, torch).Moe().forward) < starved(fwd));
  // Four times the tokens per micro-batch: the same ops, four times the work.
  Plan big = p;
  big.micro_batch_size = 4;
  big.global_batch_size = 32;
  CHECK(starved(LayerCostModel(m, grace, big).Moe().forward) < starved(fwd));
  // Replayed as CUDA graphs the host issues nothing per op.
  Plan graphs = p;
  graphs.cuda_graphs = true;
  LayerCostModel g(m, grace, graphs);
  CHECK(g.Moe().forward.HostSeconds() == 0);
  CHECK(starved(g.Moe().forward) == 0);
  // A large dense layer keeps the host ahead: no wait.
  Scenario big_dense = LoadBundledScenario("llama3-405b-16k-h100.json");
  Plan d = SmallPlan(8);
  d.host_ops_per_module = 2.69;
  LayerCostModel dense(big_dense.model, big_dense.hardware, d);
  CHECK(dense.Dense().forward.HostSeconds() > 0);
  CHECK(starved(dense.Dense().forward) == 0);
  CHECK(starved(dense.Dense().backward) == 0);
}

TEST_CASE("gpt-oss's expert biases: Megatron-Core's per-expert loop, a pass over the fc2 output") {
  Scenario s = LoadBundledScenario("gpt-oss-120b-64-h100.json");
  REQUIRE(s.model.moe.expert_biases);
  Plan p = *s.plan;
  ApplyStack(ResolveSoftwareStack("megatron-core-2025"), &p);
  REQUIRE(p.moe_expert_bias_loop);
  const LayerCostModel costs(s.model, s.hardware, p);
  const ComputeModel& cm = costs.compute();
  // Routed rows on this rank: 4096 tokens x top-4 over EP 8, 16 of 128
  // experts each (the default routing's busiest rank), times the width.
  const double local = 128.0 / 8;
  const double rows = costs.TokensPerMicroBatch() * 4 * 8 / 128 * s.model.ExpertLoad(8) * local;
  const double elements = rows * 2880;
  CHECK(OpSeconds(costs.Moe().forward, "moe.expert_bias") ==
        doctest::Approx(cm.ElementwiseSeconds(28 * elements, 0) +
                        cm.KernelLaunchSeconds(2 * local + 2)));
  CHECK(
      OpSeconds(costs.Moe().backward, "moe.expert_bias") ==
      doctest::Approx(cm.ElementwiseSeconds(30 * elements, 0) + cm.KernelLaunchSeconds(5 * local)));
  // No biases, or a stack that adds them inside the GEMM: no pass.
  ModelConfig plain = s.model;
  plain.moe.expert_biases = false;
  CHECK(shoal::testing::OpSeconds(LayerCostModel(plain, s.hardware, p).Moe().forward,
                                  "moe.expert_bias") < 0);
  Plan fused = p;
  fused.moe_expert_bias_loop = false;
  CHECK(shoal::testing::OpSeconds(LayerCostModel(s.model, s.hardware, fused).Moe().forward,
                                  "moe.expert_bias") < 0);
  // The key round-trips through the model's JSON.
  Json j = ModelToJson(s.model);
  JsonReader r(j, "roundtrip.json", "$.model");
  CHECK(ReadModel(r).moe.expert_biases);
}

TEST_CASE(
    "fp8 dispatch is the stack's: DeepSeek's quantises before dispatching, Megatron-Core's does "
    "not") {
  CHECK(ResolveSoftwareStack("hai-llm-dualpipe").moe_fp8_dispatch);
  CHECK_FALSE(ResolveSoftwareStack("megatron-core-2025").moe_fp8_dispatch);
  CHECK_FALSE(ResolveSoftwareStack("megatron-core-2025-deepep").moe_fp8_dispatch);

  Scenario s = LoadBundledScenario("deepseek-v3-2048-h800.json");
  Plan sixteen = MoePlan(8);
  sixteen.precision = Precision::kFp8;
  sixteen.moe_fp8_dispatch = false;
  Plan eight = sixteen;
  eight.moe_fp8_dispatch = true;
  const LayerCostModel c16(s.model, s.hardware, sixteen);
  const LayerCostModel c8(s.model, s.hardware, eight);
  const double dispatch16 = OpSeconds(c16.Moe().forward, "moe.dispatch");
  const double dispatch8 = OpSeconds(c8.Moe().forward, "moe.dispatch");
  // Half the bytes; the all-to-all's fixed costs (latency, the split-size
  // exchange) stay, so a little more than half the time.
  MESSAGE("forward dispatch: 16 bit " << dispatch16 * 1e6 << " us, fp8 " << dispatch8 * 1e6
                                      << " us");
  CHECK(dispatch8 < 0.6 * dispatch16);
  CHECK(dispatch8 > 0.5 * dispatch16);
  // The combine stays 16 bit either way.
  CHECK(OpSeconds(c8.Moe().forward, "moe.combine") ==
        doctest::Approx(OpSeconds(c16.Moe().forward, "moe.combine")).epsilon(1e-12).scale(0));
  // Without fp8 training there is nothing to dispatch in fp8.
  Plan bf16 = eight;
  bf16.precision = Precision::kBf16;
  Plan bf16_plain = bf16;
  bf16_plain.moe_fp8_dispatch = false;
  const LayerCostModel cb(s.model, s.hardware, bf16);
  const LayerCostModel cp(s.model, s.hardware, bf16_plain);
  CHECK(OpSeconds(cb.Moe().forward, "moe.dispatch") ==
        doctest::Approx(OpSeconds(cp.Moe().forward, "moe.dispatch")).epsilon(1e-12).scale(0));
}

TEST_CASE("padded to capacity, a dispatcher has no token counts to wait for or exchange") {
  Scenario s = LoadBundledScenario("deepseek-v3-2048-h800.json");
  Plan p = MoePlan(8);
  p.moe_host_syncs = 1;
  ModelConfig padded = s.model;
  padded.moe.capacity_factor = 1.0;
  ModelConfig dropless = s.model;
  dropless.moe.capacity_factor = 0;
  dropless.moe.routing.distribution = padded.moe.routing.distribution = "uniform";
  const LayerCostModel cd(dropless, s.hardware, p);
  const LayerCostModel cp(padded, s.hardware, p);
  CHECK(OpSeconds(cd.Moe().forward, "moe.host_sync") > 0);
  for (const auto& op : cp.Moe().forward.ops) CHECK(op.name != "moe.host_sync");
  // The same bytes (uniform routing at capacity 1), without the split-size
  // all-gather before the dispatch.
  const double gather = cd.collectives().AllGatherSeconds(
      8.0 * s.model.moe.num_experts * cd.placement().ep.ranks, cd.placement().ep);
  CHECK(
      OpSeconds(cp.Moe().forward, "moe.dispatch") ==
      doctest::Approx(OpSeconds(cd.Moe().forward, "moe.dispatch") - gather).epsilon(1e-9).scale(0));
}

TEST_CASE("fp8 grouped GEMMs quantize their input split by split: launches per local expert") {
  // Transformer Engine's GroupedLinear quantizes each local expert's slice
  // on its own (tex.split_quantize): current scaling three kernels a split
  // (amax, scale, cast), block scaling one; delayed scaling one fused kernel
  // for every split.
  Scenario s = LoadBundledScenario("deepseek-v3-2048-h800.json");
  Plan p = MoePlan(8);
  p.precision = Precision::kFp8;
  const double local = static_cast<double>(s.model.moe.num_experts) / p.ep;
  const double launch = s.hardware.efficiency.kernel_launch_s;
  auto cast_host = [&](Fp8Recipe recipe, const char* name) {
    Plan q = p;
    q.fp8_recipe = recipe;
    const LayerCostModel c(s.model, s.hardware, q);
    for (const auto& op : c.Moe().forward.ops) {
      if (op.name == name) return op.host_s;
    }
    FAIL_CHECK("no op " << name);
    return -1.0;
  };
  CHECK(cast_host(Fp8Recipe::kCurrent, "moe.expert_fc1.cast") ==
        doctest::Approx(3 * local * launch).epsilon(1e-12).scale(0));
  CHECK(cast_host(Fp8Recipe::kBlock, "moe.expert_fc1.cast") ==
        doctest::Approx(local * launch).epsilon(1e-12).scale(0));
  CHECK(cast_host(Fp8Recipe::kDelayed, "moe.expert_fc1.cast") ==
        doctest::Approx(launch).epsilon(1e-12).scale(0));
  // A dense projection is one split.
  CHECK(cast_host(Fp8Recipe::kCurrent, "attn.proj.cast") ==
        doctest::Approx(3 * launch).epsilon(1e-12).scale(0));
  // On the GPU each launch costs at least its gap.
  Plan cur = p;
  cur.fp8_recipe = Fp8Recipe::kCurrent;
  const LayerCostModel cc(s.model, s.hardware, cur);
  CHECK(OpSeconds(cc.Moe().forward, "moe.expert_fc1.cast") >= 3 * local * launch);
}

TEST_CASE("DeepSpeed-MoE's dense dispatch: two GEMMs forward, three backward, square in tokens") {
  CHECK(ResolveSoftwareStack("deepspeed-2021").moe_einsum_dispatch);
  CHECK(ResolveSoftwareStack("deepspeed-2022").moe_einsum_dispatch);
  CHECK(ResolveSoftwareStack("megatron-deepspeed-2022").moe_einsum_dispatch);
  CHECK(ResolveSoftwareStack("fairseq-2021").moe_einsum_dispatch);
  CHECK_FALSE(ResolveSoftwareStack("megatron-core-2025").moe_einsum_dispatch);
  CHECK_FALSE(ResolveSoftwareStack("llm-foundry-2024").moe_einsum_dispatch);

  Scenario sc = LoadBundledScenario("mixtral-8x7b-64-h100.json");
  ModelConfig m = sc.model;
  m.moe.capacity_factor = 1.25;  // GShard-style capacity, top-2
  REQUIRE(m.moe.top_k == 2);
  Plan p = MoePlan(8);
  ApplyStack(ResolveSoftwareStack("megatron-deepspeed-2022"), &p);
  REQUIRE(p.moe_einsum_dispatch);
  const LayerCostModel c(m, sc.hardware, p);
  const ComputeModel& cm = c.compute();
  const double s = c.TokensPerMicroBatch();
  const double h = static_cast<double>(m.hidden);
  const double slots = s * 2 * 1.25;  // experts x capacity, top-2's doubled capacity
  const PassCost& fwd = c.Moe().forward;
  const PassCost& bwd = c.Moe().backward;
  CHECK(OpSeconds(fwd, "moe.dispatch_einsum") == doctest::Approx(cm.GemmSeconds(slots, h, s)));
  CHECK(OpSeconds(fwd, "moe.combine_einsum") == doctest::Approx(cm.GemmSeconds(s, h, slots)));
  CHECK(OpSeconds(bwd, "moe.dispatch_einsum.dgrad") ==
        doctest::Approx(cm.GemmSeconds(s, h, slots)));
  CHECK(OpSeconds(bwd, "moe.combine_einsum.dgrad") ==
        doctest::Approx(cm.GemmSeconds(slots, h, s) + cm.GemmSeconds(s, slots, h)));
  // The [s, e, c] routing tensors of a top-2 gate: 34 bytes an element
  // forward, 14 backward.
  CHECK(OpSeconds(fwd, "moe.einsum_masks") ==
        doctest::Approx(cm.ElementwiseSeconds(34 * s * slots, 0) + cm.KernelLaunchSeconds(7)));
  CHECK(OpSeconds(bwd, "moe.einsum_masks") ==
        doctest::Approx(cm.ElementwiseSeconds(14 * s * slots, 0) + cm.KernelLaunchSeconds(3)));
  // They replace the permutation kernels.
  CHECK(shoal::testing::OpSeconds(fwd, "moe.permute") < 0);
  CHECK(shoal::testing::OpSeconds(bwd, "moe.unpermute") < 0);
  Plan permuted = p;
  permuted.moe_einsum_dispatch = false;
  const LayerCostModel k(m, sc.hardware, permuted);
  CHECK(OpSeconds(k.Moe().forward, "moe.permute") > 0);
  CHECK(shoal::testing::OpSeconds(k.Moe().forward, "moe.dispatch_einsum") < 0);
  MESSAGE("one MoE layer forward, einsum " << fwd.Seconds() * 1e3 << " ms, permutation "
                                           << k.Moe().forward.Seconds() * 1e3 << " ms");
  CHECK(fwd.Seconds() > k.Moe().forward.Seconds());

  // Twice the tokens per micro-batch: the experts' GEMMs twice the work, the
  // dispatch and combine four times.
  Plan two = p;
  two.micro_batch_size = 2;
  two.global_batch_size = 2 * p.global_batch_size;
  const LayerCostModel c2(m, sc.hardware, two);
  const double einsum_ratio =
      OpSeconds(c2.Moe().forward, "moe.dispatch_einsum") / OpSeconds(fwd, "moe.dispatch_einsum");
  const double expert_ratio =
      OpSeconds(c2.Moe().forward, "moe.expert_fc1") / OpSeconds(fwd, "moe.expert_fc1");
  MESSAGE("2x tokens: dispatch product x" << einsum_ratio << ", expert fc1 x" << expert_ratio);
  CHECK(einsum_ratio > 3.5);
  CHECK(einsum_ratio <= 4.0 + 1e-9);
  CHECK(expert_ratio < 2.1);

  // The backward keeps the 16-bit mask and combine weights, s x slots each.
  const double a = 2.0;
  CHECK(LayerActivationBytes(m, sc.hardware, p, true) -
            LayerActivationBytes(m, sc.hardware, permuted, true) ==
        doctest::Approx(2 * s * slots * a));
}
