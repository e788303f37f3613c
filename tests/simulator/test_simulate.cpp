#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "core/scenario.h"
#include "simulator/layer_cost.h"
#include "simulator/plan_costs.h"
#include "simulator/simulate.h"
#include "tests/support/bundled.h"
#include "tests/support/pass_cost.h"

using namespace shoal;
using namespace shoal::sim;
using shoal::testing::LoadBundledScenario;

namespace {
double Sum(const StepResult& r) {
  double s = 0;
  for (const auto& [k, v] : r.breakdown) s += v;
  return s;
}
}  // namespace

TEST_CASE("1F1B step time matches (m + p - 1)(t_f + t_b) when communication is free") {
  Scenario s = LoadBundledScenario("gpt3-175b-1024-a100.json");
  HardwareProfile hw = s.hardware;
  // Make the network and NVLink effectively infinite, and the optimizer free.
  hw.node.nvlink_bandwidth_bytes_per_s = 1e18;
  hw.network.nic_bandwidth_bytes_per_s = 1e18;
  hw.network.latency_s = 0;
  hw.gpu.hbm_bandwidth_bytes_per_s = 1e18;
  hw.efficiency.comm_compute_slowdown = 0;
  ModelConfig m = s.model;
  m.num_layers = 8;
  m.vocab = 8;  // a negligible head and embedding
  Plan p;
  p.pp = 4;
  p.dp = 1;
  p.micro_batch_size = 1;
  p.global_batch_size = 8;
  p.precision = Precision::kFp16;
  StepResult r = SimulateStep(m, hw, p);
  LayerCostModel costs(m, hw, p);
  double per_stage = 2 * (costs.Dense().forward.Seconds() + costs.Dense().backward.Seconds());
  double expected = (8 + 4 - 1) * per_stage;
  std::printf("1F1B: expected %.6f s, simulated %.6f s\n", expected, r.step_time_s);
  CHECK(r.step_time_s == doctest::Approx(expected).epsilon(0.02).scale(0));
  CHECK(r.breakdown.at("bubble_s") == doctest::Approx(3 * per_stage).epsilon(0.05).scale(0));
}

TEST_CASE("the breakdown of the critical stage adds up to the step time") {
  for (const char* name : {"gpt3-175b-1024-a100.json", "mixtral-8x7b-64-h100.json",
                           "m6-1t-480-v100.json"}) {
    CAPTURE(name);
    Scenario s = LoadBundledScenario(name);
    StepResult r = SimulateStep(s.model, s.hardware, *s.plan);
    CHECK(Sum(r) == doctest::Approx(r.step_time_s).epsilon(0.02).scale(0));
    CHECK(r.mfu > 0);
    CHECK(r.mfu < 1);
    CHECK(r.energy_j_per_step > 0);
  }
}

TEST_CASE("SC'21 GPT-3 175B, TP8 PP12 DP16 on 1536 A100: published 20.8 s per iteration") {
  // Narayanan et al. SC'21 Table 2 (PTD-P row): 20.829 s per iteration,
  // about 141 TFLOP/s per GPU. 2021 Megatron-LM: no sequence parallelism,
  // no FlashAttention, full recompute, fp16.
  Scenario s = LoadBundledScenario("gpt3-175b-1024-a100.json");
  Plan p = *s.plan;
  p.dp = 16;
  p.pp = 12;
  p.schedule = PipelineSchedule::k1F1B;
  p.virtual_stages = 1;
  StepResult r = SimulateStep(s.model, s.hardware, p);
  std::printf("GPT-3 175B on 1536 A100: published 20.829 s, simulated %.3f s\n", r.step_time_s);
  CHECK(r.step_time_s == doctest::Approx(20.829).epsilon(0.15).scale(0));
  CHECK(r.feasible);
}

TEST_CASE("an infeasible plan is reported with its memory, not thrown") {
  Scenario s = LoadBundledScenario("gpt3-175b-1024-a100.json");
  Plan p = *s.plan;
  p.recompute = Recompute::kNone;
  p.micro_batch_size = 8;
  p.tp = 8;
  StepResult r = SimulateStep(s.model, s.hardware, p);
  CHECK_FALSE(r.feasible);
  CHECK(r.infeasible_reason.find("GiB") != std::string::npos);
  CHECK(r.peak_memory_bytes > s.hardware.gpu.hbm_bytes);
}

TEST_CASE("cost grows with pipeline stages and micro-batches, not with GPU count") {
  Scenario s = LoadBundledScenario("mixtral-8x7b-64-h100.json");
  Plan p = *s.plan;
  SimOptions trace;
  trace.record_trace = true;
  StepResult small = SimulateStep(s.model, s.hardware, p, trace);
  Plan wide = p;
  wide.dp *= 16;
  wide.global_batch_size *= 16;
  StepResult big = SimulateStep(s.model, s.hardware, wide, trace);
  CHECK(big.trace.size() == small.trace.size());
  // Same work per GPU; the larger data-parallel group only costs collectives.
  CHECK(big.step_time_s == doctest::Approx(small.step_time_s).epsilon(0.1).scale(0));
  CHECK(big.tokens_per_s > 10 * small.tokens_per_s);
}

TEST_CASE("partial recompute costs in between; overlapped all-to-all hides behind compute") {
  Scenario s = LoadBundledScenario("mixtral-8x7b-64-h100.json");
  Plan p = *s.plan;
  p.recompute = Recompute::kNone;
  double none = SimulateStep(s.model, s.hardware, p).step_time_s;
  p.recompute = Recompute::kFull;
  StepResult full = SimulateStep(s.model, s.hardware, p);
  p.recompute_fraction = 0.5;
  StepResult half = SimulateStep(s.model, s.hardware, p);
  CHECK(half.step_time_s > none);
  CHECK(half.step_time_s < full.step_time_s);
  CHECK(half.peak_memory_bytes > full.peak_memory_bytes);

  Plan q = *s.plan;
  StepResult exposed = SimulateStep(s.model, s.hardware, q);
  q.overlap_moe_comm = true;
  StepResult hidden = SimulateStep(s.model, s.hardware, q);
  CHECK(exposed.breakdown.at("exposed_ep_s") > 0);
  CHECK(hidden.breakdown.at("exposed_ep_s") < exposed.breakdown.at("exposed_ep_s"));
  CHECK(hidden.step_time_s < exposed.step_time_s);
}

TEST_CASE("overlapped all-to-all: passes with no partner run their dispatch and combine exposed") {
  Scenario s = LoadBundledScenario("mixtral-8x7b-64-h100.json");
  Plan p = *s.plan;
  p.overlap_moe_comm = true;
  // No pipeline, 8 micro-batches: the first forward and the last backward
  // have no other micro-batch's pass beside them (Megatron-Core's combined
  // 1F1B without pipelining).
  p.pp = 1;
  p.dp = 32;
  // The parameters gathered after the optimizer: overlapped, they would run
  // beside the first forward and hide part of what it adds.
  p.overlap_param_gather = false;
  const LayerCostModel costs(s.model, s.hardware, p);
  const LayerCost& moe = costs.Moe();
  REQUIRE(moe.unpaired_ep_forward_s > 0);
  REQUIRE(moe.unpaired_ep_backward_s > 0);
  Plan all_hidden = p;
  all_hidden.moe_overlap_unpaired_exposed = false;
  const StepResult paired = SimulateStep(s.model, s.hardware, p);
  const StepResult hidden = SimulateStep(s.model, s.hardware, all_hidden);
  const double expected =
      s.model.num_layers * (moe.unpaired_ep_forward_s + moe.unpaired_ep_backward_s);
  const double added = paired.breakdown.at("exposed_ep_s") - hidden.breakdown.at("exposed_ep_s");
  MESSAGE("exposed EP added by the unpaired passes: expected " << expected << " s, got " << added
                                                               << " s");
  CHECK(added == doctest::Approx(expected).epsilon(1e-6).scale(0));
  CHECK(paired.step_time_s ==
        doctest::Approx(hidden.step_time_s + expected).epsilon(1e-6).scale(0));

  // GPipe pairs nothing: every pass runs its communication exposed, as
  // without the overlap.
  Plan gpipe = *s.plan;
  gpipe.schedule = PipelineSchedule::kGpipe;
  const double plain = SimulateStep(s.model, s.hardware, gpipe).step_time_s;
  gpipe.overlap_moe_comm = true;
  CHECK(SimulateStep(s.model, s.hardware, gpipe).step_time_s == doctest::Approx(plain));
  gpipe.moe_overlap_unpaired_exposed = false;
  CHECK(SimulateStep(s.model, s.hardware, gpipe).step_time_s < plain);
}

TEST_CASE(
    "Megatron's all-to-all overlap: each all-to-all hides behind its partner submodule only") {
  // Hand-worked: forward pre-dispatch 10 (attention), experts 5; backward
  // pre-dispatch 20, experts' input gradients 8 and weight gradients 4.
  PassCost fwd, bwd;
  fwd.Add("attn.core", CostKind::kCompute, 10);
  fwd.Add("moe.expert_fc1", CostKind::kCompute, 5);
  bwd.Add("attn.core", CostKind::kCompute, 20);
  bwd.Add("moe.expert_fc1.dgrad", CostKind::kCompute, 8);
  bwd.Add("moe.expert_fc1.wgrad", CostKind::kCompute, 4);
  bwd.Add("moe.dispatch", CostKind::kEp, 99);  // communication ops are not partners
  const MoeAllToAllSeconds a2a{6, 12, 12, 12};
  const MoeExposedSeconds e = PairedAllToAllExposed(fwd, bwd, a2a);
  // combine_bwd 12 beside pre_dispatch_fwd 10: 2 exposed. combine_fwd 12
  // beside pre_dispatch_bwd 20: hidden. Middle: compute 8 + 4, then 5 once
  // the forward dispatch (6) has landed: 17; communication 6, then 12 once
  // the experts' input gradients (8) exist: 20. 3 exposed, shared 6 : 12.
  CHECK(e.forward_s == doctest::Approx(1.0).epsilon(1e-12).scale(0));
  CHECK(e.backward_s == doctest::Approx(4.0).epsilon(1e-12).scale(0));
  // The sum of the passes' compute would hide it all.
  const MoeExposedSeconds none = PairedAllToAllExposed(fwd, bwd, {1, 1, 1, 1});
  CHECK(none.forward_s == 0);
  CHECK(none.backward_s == 0);
}

TEST_CASE("an overlapped all-to-all slows the compute it hides behind") {
  Scenario s = LoadBundledScenario("mixtral-8x7b-64-h100.json");
  Plan exposed = *s.plan;
  exposed.overlap_moe_comm = false;
  Plan overlapped = exposed;
  overlapped.overlap_moe_comm = true;
  HardwareProfile quiet = s.hardware;
  quiet.efficiency.comm_compute_slowdown = 0;
  const LayerCostModel plain_costs(s.model, s.hardware, exposed);
  const LayerCostModel busy_costs(s.model, s.hardware, overlapped);
  const LayerCostModel quiet_costs(s.model, quiet, overlapped);
  auto seconds = [](const PassCost& pass, const char* name) {
    return std::max(0.0, shoal::testing::OpSeconds(pass, name));
  };
  const double comm = seconds(plain_costs.Moe().forward, "moe.dispatch") +
                      seconds(plain_costs.Moe().forward, "moe.combine");
  const double calm = seconds(quiet_costs.Moe().forward, "moe.a2a_exposed");
  const double busy = seconds(busy_costs.Moe().forward, "moe.a2a_exposed");
  const double slowdown = s.hardware.efficiency.comm_compute_slowdown;
  REQUIRE(slowdown > 0);
  REQUIRE(comm > calm);
  // What hides (comm - calm) costs the profile's share of its time.
  const double expected = calm + slowdown * (comm - calm);
  MESSAGE("forward all-to-all " << comm << " s: exposed " << calm << " s without contention; "
                                << "expected " << expected << " s with it, got " << busy << " s");
  CHECK(busy == doctest::Approx(expected).epsilon(1e-9).scale(0));
}

TEST_CASE("pipeline sends: a slice per TP rank, blocking unless the interleaved schedule overlaps them") {
  Scenario s = LoadBundledScenario("gpt3-175b-1024-a100.json");
  Plan p = *s.plan;  // interleaved, TP8 without sequence parallelism
  p.overlap_p2p_comm = true;
  StepResult overlapped = SimulateStep(s.model, s.hardware, p);
  p.overlap_p2p_comm = false;
  StepResult blocking = SimulateStep(s.model, s.hardware, p);
  CHECK(blocking.step_time_s > overlapped.step_time_s);
  CHECK(blocking.breakdown.at("exposed_pp_s") > overlapped.breakdown.at("exposed_pp_s"));
  // 1F1B sends always block (Megatron's batch_isend_irecv + wait): the flag is moot.
  p.schedule = PipelineSchedule::k1F1B;
  p.virtual_stages = 1;
  p.overlap_p2p_comm = true;
  const double a = SimulateStep(s.model, s.hardware, p).step_time_s;
  p.overlap_p2p_comm = false;
  CHECK(SimulateStep(s.model, s.hardware, p).step_time_s == a);
  // Scatter/gather: a blocking send costs about an IB transfer of 1/8 of the
  // 50 MB boundary tensor plus an NVLink all-gather, well under the 2 ms the
  // whole tensor would take over one 25 GB/s NIC. Over 2 x 96 blocking
  // sends per stage and pass direction that bounds the exposed time.
  CHECK(blocking.breakdown.at("exposed_pp_s") < 2 * 2 * 96 * 2e-3);
}

TEST_CASE("elementwise kernels: memory-bound, or exp-bound where the profile measured exp (CPU)") {
  Scenario s = LoadBundledScenario("mixtral-8x7b-64-h100.json");
  HardwareProfile hw = s.hardware;
  REQUIRE(hw.efficiency.exp_s == 0);  // GPU profiles: special functions outpace HBM
  const StepResult gpu = SimulateStep(s.model, hw, *s.plan);
  hw.efficiency.exp_s = 1e-9;  // 1 ns per exp: SwiGLU, router and head softmax now bound by it
  const StepResult slow_exp = SimulateStep(s.model, hw, *s.plan);
  CHECK(slow_exp.step_time_s > gpu.step_time_s);
  hw.efficiency.exp_s = 1e-15;  // far faster than memory: nothing changes
  CHECK(SimulateStep(s.model, hw, *s.plan).step_time_s == doctest::Approx(gpu.step_time_s));

  // The op itself: max(bytes / bandwidth, exps x exp time).
  hw.efficiency.exp_s = 5e-9;
  ComputeModel cpu_like(hw, Precision::kBf16);  // keeps a reference to hw
  CHECK(cpu_like.ElementwiseSeconds(1e6, 0) == doctest::Approx(cpu_like.MemorySeconds(1e6)));
  CHECK(cpu_like.ElementwiseSeconds(1e6, 1e6) == doctest::Approx(5e-3));
}

TEST_CASE("a tied embedding's gradients are summed between the first and the last stage") {
  Scenario s = LoadBundledScenario("gpt3-175b-1024-a100.json");
  Plan p = *s.plan;
  REQUIRE(p.pp > 1);
  ModelConfig tied = s.model;
  tied.tied_embeddings = true;
  ModelConfig untied = s.model;
  untied.tied_embeddings = false;
  SimOptions trace;
  trace.record_trace = true;
  auto all_reduces = [](const StepResult& r) {
    std::vector<TraceEvent> found;
    for (const TraceEvent& e : r.trace) {
      if (e.name.find("tied embedding grad all-reduce") != std::string::npos) found.push_back(e);
    }
    return found;
  };
  const StepResult with = SimulateStep(tied, s.hardware, p, trace);
  const StepResult without = SimulateStep(untied, s.hardware, p, trace);
  CHECK(all_reduces(without).empty());
  const std::vector<TraceEvent> found = all_reduces(with);
  REQUIRE(found.size() == 2);
  CHECK(found[0].stage + found[1].stage == p.pp - 1);  // stage 0 and stage pp - 1
  // The vocabulary-parallel shard of the weight, vocab x hidden / tp, in the
  // gradient precision, all-reduced between two ranks on different nodes.
  LayerCostModel costs(tied, s.hardware, p);
  const double bytes = static_cast<double>(tied.vocab * tied.hidden) / p.tp * BytesFor(p).gradients;
  const double expected = costs.collectives().AllReduceSeconds(bytes, Group{2, 1});
  std::printf("tied embedding all-reduce: expected %.6f s, simulated %.6f s\n", expected,
              found[0].duration_s);
  CHECK(expected > 0);
  CHECK(found[0].duration_s == doctest::Approx(expected).epsilon(1e-9).scale(0));
  // It runs after the stage's last backward pass, before its optimizer, so
  // the step grows by about its time (the last stage finishes first; the
  // first stage's all-reduce sits on the critical path).
  CHECK(with.step_time_s > without.step_time_s);
  CHECK(with.step_time_s - without.step_time_s == doctest::Approx(expected).epsilon(0.25).scale(0));
  // With one stage the embedding and the output layer hold the same tensor: nothing to sum.
  Plan one = p;
  one.dp *= one.pp;
  one.pp = 1;
  one.schedule = PipelineSchedule::k1F1B;
  one.virtual_stages = 1;
  CHECK(all_reduces(SimulateStep(tied, s.hardware, one, trace)).empty());
}

TEST_CASE("a step's interval is its model family's: MoE steps carry the wider band") {
  Scenario dense = LoadBundledScenario("gpt3-175b-1024-a100.json");
  Scenario moe = LoadBundledScenario("mixtral-8x7b-64-h100.json");
  const StepResult d = SimulateStep(dense.model, dense.hardware, *dense.plan);
  const StepResult m = SimulateStep(moe.model, moe.hardware, *moe.plan);
  REQUIRE(d.feasible);
  REQUIRE(m.feasible);
  auto relative = [](const StepResult& r) {
    const StepInterval& i = r.step_time_interval;
    return RatioQuantiles{i.p2_5_s / r.step_time_s, i.p10_s / r.step_time_s,
                          i.p90_s / r.step_time_s, i.p97_5_s / r.step_time_s};
  };
  const RatioQuantiles rd = relative(d), rm = relative(m);
  const RatioQuantiles qd = StepTimeRatioQuantiles(IntervalFamily::kDense);
  const RatioQuantiles qm = StepTimeRatioQuantiles(IntervalFamily::kMoe);
  CHECK(rd.q10 == doctest::Approx(qd.q10));
  CHECK(rd.q90 == doctest::Approx(qd.q90));
  CHECK(rm.q10 == doctest::Approx(qm.q10));
  CHECK(rm.q90 == doctest::Approx(qm.q90));
  CHECK(rm.q97_5 == doctest::Approx(qm.q97_5));
  // The MoE band is the wider, at 80% and at 95%.
  CHECK(rm.q90 - rm.q10 > rd.q90 - rd.q10);
  CHECK(rm.q97_5 - rm.q2_5 > rd.q97_5 - rd.q2_5);
}
