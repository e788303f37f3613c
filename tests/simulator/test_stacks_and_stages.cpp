// Software stacks as data, and pipeline splits that real runs use.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>

#include "core/bundled.h"
#include "core/error.h"
#include "core/stack.h"
#include "simulator/collective_model.h"
#include "simulator/compute_model.h"
#include "simulator/layer_cost.h"
#include "simulator/memory_model.h"
#include "simulator/placement.h"
#include "simulator/plan_costs.h"
#include "simulator/simulate.h"
#include "simulator/step_builder.h"
#include "tests/support/bundled.h"
#include "tests/support/pass_cost.h"

using namespace shoal;
using namespace shoal::sim;

TEST_CASE("every bundled stack loads, with a source for every section it sets") {
  const auto names = BundledStackNames();
  CHECK(names.size() >= 10);
  for (const auto& name : names) {
    INFO(name);
    SoftwareStack s = ResolveSoftwareStack(name);
    CHECK(s.name == name);
    CHECK_FALSE(s.sources.empty());
  }
  CHECK(std::find(names.begin(), names.end(), kDefaultStackName) != names.end());
}

TEST_CASE("a stack sets the plan's kernels, overlaps and MoE dispatcher") {
  Plan p;
  ApplyStack(ResolveSoftwareStack("megatron-lm-2021"), &p);
  CHECK(p.attention == AttentionKernel::kUnfused);
  CHECK_FALSE(p.overlap_grad_comm);
  CHECK_FALSE(p.overlap_p2p_comm);
  CHECK(p.tp_comm_overlap == 0.0);
  CHECK(p.fused_elementwise);
  // Megatron-LM v1.0 (2019): the same, with its elementwise ops eager.
  ApplyStack(ResolveSoftwareStack("megatron-lm-2019"), &p);
  CHECK(p.attention == AttentionKernel::kUnfused);
  CHECK_FALSE(p.fused_elementwise);
  CHECK_FALSE(p.overlap_grad_comm);
  ApplyStack(ResolveSoftwareStack("megatron-core-2025-deepep"), &p);
  CHECK(p.moe_dispatcher == MoeDispatcher::kDeepEp);
  CHECK(p.attention == AttentionKernel::kCudnn);
  CHECK(p.tp_comm_overlap == 1.0);
  CHECK_THROWS_AS(ResolveSoftwareStack("no-such-stack"), InputError);
}

namespace {
/// A bf16 plan of one replica running `stack`, `micro_batch` sequences per step.
Plan Bf16PlanOn(const char* stack, int micro_batch) {
  Plan p;
  p.micro_batch_size = micro_batch;
  p.global_batch_size = micro_batch;
  p.precision = Precision::kBf16;
  ApplyStack(ResolveSoftwareStack(stack), &p);
  return p;
}
}  // namespace

TEST_CASE("DeepSpeed's BF16_Optimizer adds each micro-batch's gradients into fp32 by a pass") {
  const HardwareProfile hw = ResolveHardware("a100-80gb");
  const ModelConfig m = shoal::testing::SmallDenseModel(4);
  const Plan p = Bf16PlanOn("megatron-deepspeed-2022", 1);
  REQUIRE(p.memory.fp32_grad_accumulation_pass);
  const LayerCostModel costs(m, hw, p);
  const LayerCost& layer = costs.Dense();
  const double tensors = layer.param_tensors.matrices + layer.param_tensors.vectors;
  const ComputeModel& c = costs.compute();
  // 18 bytes per trained parameter (bf16 read, fp32 cast written and read,
  // the buffer read and written) and a cast and an add per tensor.
  const double expected = c.ElementwiseSeconds(18.0 * layer.trainable_dense_params, 0) +
                          c.KernelLaunchSeconds(2 * tensors);
  CHECK(shoal::testing::OpSeconds(layer.backward, "grad.fp32_accumulate") ==
        doctest::Approx(expected));
  CHECK(shoal::testing::OpSeconds(layer.forward, "grad.fp32_accumulate") < 0);
  // fp16 runs DeepSpeed's FP16 optimizer, which has no such pass; nor does
  // Megatron-Core, whose weight-gradient GEMMs accumulate into fp32 themselves.
  Plan fp16 = p;
  fp16.precision = Precision::kFp16;
  CHECK(shoal::testing::OpSeconds(LayerCostModel(m, hw, fp16).Dense().backward,
                                  "grad.fp32_accumulate") < 0);
  Plan mcore = p;
  ApplyStack(ResolveSoftwareStack("megatron-core-2025"), &mcore);
  CHECK(shoal::testing::OpSeconds(LayerCostModel(m, hw, mcore).Dense().backward,
                                  "grad.fp32_accumulate") < 0);
}

TEST_CASE("a fused cross-entropy reads the 16-bit logits; Megatron's loss goes through fp32") {
  const HardwareProfile hw = ResolveHardware("a100-80gb");
  const ModelConfig m = shoal::testing::SmallDenseModel(4);
  const Plan p = Bf16PlanOn("pytorch-ddp-flash2-2023", 2);
  REQUIRE(p.fused_cross_entropy);
  const LayerCostModel fused(m, hw, p);
  const ComputeModel& c = fused.compute();
  const double logits = fused.TokensPerMicroBatch() * static_cast<double>(m.vocab);
  // 4 bytes per logit each way (a max and a sum-of-exponentials pass
  // forward; read and write the gradient backward), one exp per logit, one
  // kernel.
  const double expected = c.ElementwiseSeconds(4.0 * logits, logits) + c.KernelLaunchSeconds(1);
  CHECK(shoal::testing::OpSeconds(fused.Head().forward, "head.cross_entropy") ==
        doctest::Approx(expected));
  CHECK(shoal::testing::OpSeconds(fused.Head().backward, "head.cross_entropy") ==
        doctest::Approx(expected));
  // Megatron-Core's vocab-parallel loss upcasts to fp32: 12 bytes per logit
  // forward, 24 backward.
  Plan mcore = p;
  ApplyStack(ResolveSoftwareStack("megatron-core-2025"), &mcore);
  CHECK_FALSE(mcore.fused_cross_entropy);
  const LayerCostModel fp32(m, hw, mcore);
  CHECK(shoal::testing::OpSeconds(fp32.Head().forward, "head.cross_entropy") ==
        doctest::Approx(c.ElementwiseSeconds(12.0 * logits, logits) + c.KernelLaunchSeconds(1)));
  CHECK(shoal::testing::OpSeconds(fp32.Head().backward, "head.cross_entropy") >
        5.0 * shoal::testing::OpSeconds(fused.Head().backward, "head.cross_entropy"));
}

TEST_CASE("a stack's fp32 accumulation pass needs its fp32 buffer") {
  const std::string text = R"({"name": "s", "memory": {"fp32_grad_accumulation": false,
    "fp32_grad_accumulation_pass": true}, "sources": {"memory": "a citation"}})";
  try {
    ReadSoftwareStack(ParseJsonText(text, "stack.json"), "stack.json");
    FAIL("expected an InputError");
  } catch (const InputError& e) {
    CHECK(e.json_path() == "$.memory.fp32_grad_accumulation_pass");
  }
}

namespace {
ModelConfig Dense(int layers) { return shoal::testing::SmallDenseModel(layers); }
std::vector<int> LayersPerStage(const std::vector<StageLayers>& stages) {
  std::vector<int> n;
  for (const auto& s : stages) n.push_back(s.NumLayers());
  return n;
}
}  // namespace

TEST_CASE("uneven first and last stages, and the embedding and loss as layers") {
  ModelConfig m = Dense(30);
  Plan p;
  p.pp = 4;
  p.dp = 1;
  p.global_batch_size = 8;
  p.first_stage_layers = 6;
  p.last_stage_layers = 6;
  CHECK(LayersPerStage(AssignLayers(m, p)) == std::vector<int>{6, 9, 9, 6});
  CHECK(ValidatePlan(p, m, 4, 8).empty());
  p.last_stage_layers = 7;  // leaves 17 for 2 middle stages
  REQUIRE_FALSE(ValidatePlan(p, m, 4, 8).empty());
  CHECK(ValidatePlan(p, m, 4, 8).front().find("first_stage_layers") == 0);

  // Megatron's account_for_embedding/loss_in_pipeline_split: 30 layers + 2
  // slots over pp x vpp = 32 chunks; the first and last chunk hold no layer.
  Plan q;
  q.pp = 8;
  q.schedule = PipelineSchedule::kInterleaved;
  q.virtual_stages = 4;
  q.global_batch_size = 64;
  CHECK_FALSE(ValidatePlan(q, m, 8, 8).empty());  // 30 layers < 32 chunks
  q.pipeline_embedding_slot = q.pipeline_loss_slot = true;
  CHECK(ValidatePlan(q, m, 8, 8).empty());
  auto stages = AssignLayers(m, q);
  CHECK(stages.front().chunks.front().empty());
  CHECK(stages.back().chunks.back().empty());
  int total = 0;
  for (const auto& s : stages) total += s.NumLayers();
  CHECK(total == 30);
  HardwareProfile hw = ResolveHardware("h100");
  StepResult r = SimulateStep(m, hw, q);
  CHECK(r.step_time_s > 0);
  CHECK(r.step_time_interval.p10_s < r.step_time_s);
  CHECK(r.step_time_interval.p90_s > r.step_time_s);
}

TEST_CASE("attention efficiency grows with sequence length and differs by kernel") {
  HardwareProfile hw = ResolveHardware("h100");
  ComputeModel c(hw, Precision::kBf16);
  const double short_seq = c.AttentionEfficiency(false, AttentionKernel::kFlash2, 512, 128);
  const double long_seq = c.AttentionEfficiency(false, AttentionKernel::kFlash2, 16384, 128);
  CHECK(short_seq < 0.7 * long_seq);
  // FA2 causal forward at 16k, head_dim 128: 335 TFLOP/s published (M0227).
  CHECK(long_seq * 989.5 == doctest::Approx(335).epsilon(0.05).scale(0));
  CHECK(c.AttentionEfficiency(false, AttentionKernel::kFlash3, 16384, 128) > 1.7 * long_seq);
  CHECK(c.AttentionEfficiency(false, AttentionKernel::kFlash1, 16384, 128) ==
        doctest::Approx(0.5 * long_seq));
  // A100 has no FlashAttention-3: FA2 runs instead.
  HardwareProfile a100 = ResolveHardware("a100-80gb");
  ComputeModel ca(a100, Precision::kBf16);
  CHECK(ca.AttentionEfficiency(false, AttentionKernel::kFlash3, 4096, 128) ==
        ca.AttentionEfficiency(false, AttentionKernel::kFlash2, 4096, 128));
}

namespace {
// A Llama-2-70B-wide layer (GQA 64/8), 4,096 tokens.
ModelConfig Wide(int layers) {
  ModelConfig m = Dense(layers);
  m.hidden = 8192;
  m.ffn_hidden = 28672;
  m.num_heads = 64;
  m.num_kv_heads = 8;
  m.head_dim = 128;
  m.seq_len = 4096;
  return m;
}
}  // namespace

TEST_CASE("TP communication overlap hides part of the collective, at a cost") {
  ModelConfig m = Wide(8);
  HardwareProfile hw = ResolveHardware("h100");
  Plan p;
  p.tp = 8;
  p.sequence_parallel = true;
  p.global_batch_size = 8;
  p.micro_batch_size = 4;
  StepResult exposed = SimulateStep(m, hw, p);
  p.tp_comm_overlap = 1.0;
  StepResult hidden = SimulateStep(m, hw, p);
  CHECK(hidden.breakdown.at("exposed_tp_s") < 0.5 * exposed.breakdown.at("exposed_tp_s"));
  CHECK(hidden.step_time_s < exposed.step_time_s);
  // Not free: the split GEMMs and the contention cost something.
  CHECK(hidden.breakdown.at("compute_s") > exposed.breakdown.at("compute_s"));
}

TEST_CASE("TP overlap cuts GEMMs as its method does: userbuffers fewer than async TP") {
  const ModelConfig m = Wide(4);
  HardwareProfile hw = ResolveHardware("h100");
  Plan p;
  p.tp = 8;
  p.sequence_parallel = true;
  p.micro_batch_size = 1;
  auto op = [](const PassCost& pass, const std::string& name) {
    for (const Op& o : pass.ops) {
      if (o.name == name) return o.seconds;
    }
    return -1.0;
  };
  Plan ub = p;
  ApplyStack(ResolveSoftwareStack("megatron-core-2025"), &ub);
  ub.tp_comm_overlap = 1.0;
  CHECK(ub.tp_overlap_method == TpOverlapMethod::kUserbuffers);
  Plan async = p;
  ApplyStack(ResolveSoftwareStack("torchtitan-2025-asynctp"), &async);
  CHECK(async.tp_overlap_method == TpOverlapMethod::kMicroPipelined);
  async = ub;
  async.tp_overlap_method = TpOverlapMethod::kMicroPipelined;
  const LayerCostModel cu(m, hw, ub), ca(m, hw, async);
  const PassCost &fu = cu.Dense().forward, &bu = cu.Dense().backward;
  const PassCost &fa = ca.Dense().forward, &ba = ca.Dense().backward;
  // A GEMM on tokens / chunks rows loses rate by its output area (the H100
  // profile's gemm_half_area: rows x output columns).
  const double area = hw.efficiency.gemm_half_area, rows = 4096;
  REQUIRE(area > 0);
  const double h = m.hidden, f = m.ffn_hidden / 8.0;
  auto slower = [&](double cols, double chunks) {
    auto share = [&](double r) { return r * cols / (r * cols + area); };
    return share(rows) / share(rows / chunks) - 1.0;
  };
  // Userbuffers: FC1 forward (output ffn / tp wide) in 8 ring-exchange
  // chunks, FC2 forward (hidden wide) in 4 pipelined chunks; backward only
  // FC2's dgrad (ffn / tp wide, ring exchange).
  INFO("userbuffers fwd " << op(fu, "mlp.tp_comm.split_gemm") << " bwd "
                          << op(bu, "mlp.tp_comm.split_gemm") << "; async TP fwd "
                          << op(fa, "mlp.tp_comm.split_gemm") << " bwd "
                          << op(ba, "mlp.tp_comm.split_gemm"));
  CHECK(op(fu, "mlp.tp_comm.split_gemm") ==
        doctest::Approx(slower(f, 8) * op(fu, "mlp.fc1") + slower(h, 4) * op(fu, "mlp.fc2")));
  CHECK(op(bu, "mlp.tp_comm.split_gemm") ==
        doctest::Approx(slower(f, 8) * op(bu, "mlp.fc2.dgrad")));
  // Async TP: both forward GEMMs and both dgrads in 8 chunks.
  CHECK(op(fa, "mlp.tp_comm.split_gemm") ==
        doctest::Approx(slower(f, 8) * op(fa, "mlp.fc1") + slower(h, 8) * op(fa, "mlp.fc2")));
  CHECK(op(ba, "mlp.tp_comm.split_gemm") ==
        doctest::Approx(slower(h, 8) * op(ba, "mlp.fc1.dgrad") +
                        slower(f, 8) * op(ba, "mlp.fc2.dgrad")));
  // Less than the rows' own shape factor says (every cut GEMM keeps its
  // output's columns): the profile without the area measured.
  HardwareProfile rows_only = hw;
  rows_only.efficiency.gemm_half_area = 0;
  const LayerCostModel cr(m, rows_only, ub);
  CHECK(op(fu, "mlp.tp_comm.split_gemm") < 0.5 * op(cr.Dense().forward, "mlp.tp_comm.split_gemm"));
  CHECK(op(fu, "mlp.tp_comm.split_gemm") < op(fa, "mlp.tp_comm.split_gemm"));
  CHECK(op(bu, "attn.tp_comm.split_gemm") < op(ba, "attn.tp_comm.split_gemm"));
  // The method changes no exposed communication.
  CHECK(op(fu, "mlp.tp_comm") == doctest::Approx(op(fa, "mlp.tp_comm")));
}

TEST_CASE("a ZeRO-1 stack that all-reduces the whole gradient: DeepSpeed's BF16_Optimizer") {
  const SoftwareStack bloom = ResolveSoftwareStack("megatron-deepspeed-2022");
  CHECK_FALSE(bloom.sharded_grad_reduce);
  CHECK(ResolveSoftwareStack(kDefaultStackName).sharded_grad_reduce);

  Scenario s = testing::LoadBundledScenario("gpt3-175b-1024-a100.json");
  Plan p = *s.plan;
  p.zero_stage = 1;
  REQUIRE(p.dp > 1);
  const Placement placement = PlaceRanks(p, s.hardware.node.gpus_per_node);
  const CollectiveModel coll(s.hardware);
  const double params = 1e9;
  const double bytes = params * BytesFor(p).gradients;
  const double sharded = DataParallelCollectives(p, placement, coll).Reduce(params, 0).seconds;
  Plan whole = p;
  whole.sharded_grad_reduce = false;
  const double all_reduced =
      DataParallelCollectives(whole, placement, coll).Reduce(params, 0).seconds;
  std::printf(
      "ZeRO-1 gradient reduction of 1e9 parameters: reduce-scatter %.4f s, all-reduce %.4f s\n",
      sharded, all_reduced);
  CHECK(sharded ==
        doctest::Approx(coll.ReduceScatterSeconds(bytes, placement.dp_cp)).epsilon(1e-9).scale(0));
  CHECK(all_reduced ==
        doctest::Approx(coll.AllReduceSeconds(bytes, placement.dp_cp)).epsilon(1e-9).scale(0));
  CHECK(all_reduced > 1.5 * sharded);
  // ZeRO-3's gradients are sharded: always a reduce-scatter.
  Plan zero3 = whole;
  zero3.zero_stage = 3;
  CHECK(DataParallelCollectives(zero3, placement, coll).Reduce(params, 0).seconds ==
        doctest::Approx(sharded).epsilon(1e-9).scale(0));
  // The whole step pays it (the stack reduces after the schedule, unoverlapped).
  Plan dsp = p;
  ApplyStack(bloom, &dsp);
  REQUIRE_FALSE(dsp.sharded_grad_reduce);
  Plan rs = dsp;
  rs.sharded_grad_reduce = true;
  const StepResult a = SimulateStep(s.model, s.hardware, dsp);
  const StepResult b = SimulateStep(s.model, s.hardware, rs);
  CHECK(a.breakdown.at("exposed_dp_s") > b.breakdown.at("exposed_dp_s"));
  // The plan file says so only where it differs from the default, and reads it back.
  CHECK_FALSE(PlanToJson(p).contains("sharded_grad_reduce"));
  const Json j = PlanToJson(dsp);
  CHECK(j["sharded_grad_reduce"] == false);
  JsonReader r(j, "plan.json");
  CHECK_FALSE(ReadPlan(r, dsp.global_batch_size).sharded_grad_reduce);
}

TEST_CASE("ZeRO-1's overlapped parameter all-gather: a layer at a time, one ahead of the forward") {
  // Megatron-Core's overlap_param_gather (distrib_optimizer.py, core_r0.8.0):
  // the first bucket is dispatched before the step's first forward, each next
  // one when the forward pre-hook has waited for the one before.
  Scenario s = testing::LoadBundledScenario("gpt3-175b-1024-a100.json");
  ModelConfig m = s.model;
  m.num_layers = 8;
  Plan p;
  p.dp = 64;
  p.zero_stage = 1;
  p.micro_batch_size = 1;
  p.global_batch_size = 4 * p.dp;
  p.precision = Precision::kBf16;
  REQUIRE(p.overlap_param_gather);
  const LayerCostModel costs(m, s.hardware, p);
  const auto stages = AssignLayers(m, p);
  const TaskGraph g = BuildStepGraph(m, s.hardware, p, costs, stages, true);
  auto named = [&](int id, const std::string& part) {
    return g.task(id).name.find(part) != std::string::npos;
  };
  int gathers = 0;
  for (size_t v = 0; v < g.size(); ++v) {
    if (!named(static_cast<int>(v), "param all-gather ")) continue;
    ++gathers;
    const std::string unit =
        g.task(static_cast<int>(v))
            .name.substr(g.task(static_cast<int>(v)).name.find("param all-gather ") + 17);
    // Its layer's first forward waits for it; from the third on each gather
    // waits for a compute task, the one before the layer that waited last
    // (the embedding, first, has none before it).
    bool feeds = false, waits_for_compute = false;
    for (const auto& e : g.edges()) {
      if (e.before == static_cast<int>(v) && named(e.after, "F mb0 c0 " + unit)) feeds = true;
      if (e.after == static_cast<int>(v) && g.task(e.before).kind == TaskKind::kCompute)
        waits_for_compute = true;
    }
    CAPTURE(unit);
    CHECK(feeds);
    CHECK(waits_for_compute == (gathers > 2));
  }
  // One per unit of the stage: its layers, the embedding and the head.
  CHECK(gathers == m.num_layers + 2);
  // Overlapped, the step saves time against one gather after the optimizer,
  // but not all of it: the first layer waits for its bucket.
  Plan after = p;
  after.overlap_param_gather = false;
  const double overlapped = SimulateStep(m, s.hardware, p).step_time_s;
  const double serial = SimulateStep(m, s.hardware, after).step_time_s;
  const DataParallelCollectives dpc(p, costs.placement(), costs.collectives());
  const double layer_gather_s = dpc.Gather(costs.Dense().trainable_dense_params, 0).seconds;
  std::printf(
      "ZeRO-1 param all-gather: overlapped %.4f s, after the optimizer %.4f s, one layer %.4f s\n",
      overlapped, serial, layer_gather_s);
  CHECK(overlapped < serial);
  CHECK(serial - overlapped < m.num_layers * layer_gather_s);
}
