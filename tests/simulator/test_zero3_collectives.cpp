// ZeRO-3 collectives as a stack issues them: per parameter tensor with
// list-based calls (DeepSpeed before v0.5.10) or per layer, with or without
// prefetch and overlap.
#include <doctest/doctest.h>

#include <cstdio>

#include "core/stack.h"
#include "simulator/collective_model.h"
#include "simulator/layer_cost.h"
#include "simulator/simulate.h"
#include "simulator/step_builder.h"
#include "tests/support/bundled.h"

using namespace shoal;
using namespace shoal::sim;
using shoal::testing::LoadBundledScenario;

namespace {

Plan Zero3Plan(int dp) {
  Plan p;
  p.dp = dp;
  p.zero_stage = 3;
  p.micro_batch_size = 1;
  p.global_batch_size = dp;
  p.precision = Precision::kFp16;
  p.recompute = Recompute::kFull;
  return p;
}

/// An 8B-class dense model of 8 layers (hidden 4096, 32 heads of 128).
ModelConfig EightLayers4096(ModelConfig m) {
  m.num_layers = 8;
  m.hidden = 4096;
  m.ffn_hidden = 16384;
  m.num_heads = 32;
  m.num_kv_heads = 32;
  m.head_dim = 128;
  return m;
}

/// The step of `plan`, traced; it must fit.
StepResult TracedStep(const ModelConfig& m, const HardwareProfile& hw, const Plan& plan) {
  SimOptions trace;
  trace.record_trace = true;
  StepResult r = SimulateStep(m, hw, plan, trace);
  REQUIRE(r.feasible);
  return r;
}

}  // namespace

TEST_CASE("parameter tensors of a layer: matrices, and norms and biases as vectors") {
  Scenario gpt = LoadBundledScenario("gpt3-175b-1024-a100.json");
  REQUIRE(gpt.model.activation == Activation::kGelu);
  ParamTensorCount c = ParamTensors(gpt.model, 0);
  CHECK(c.matrices == 4);  // QKV, projection, fc1, fc2
  CHECK(c.vectors == 8);   // two LayerNorms (weight, bias) and four biases
  CHECK(c.vector_params == static_cast<double>(gpt.model.hidden));

  Scenario mixtral = LoadBundledScenario("mixtral-8x7b-64-h100.json");
  REQUIRE(mixtral.model.activation == Activation::kSwiglu);
  ParamTensorCount dense = ParamTensors(mixtral.model, 0);
  CHECK(dense.matrices == 4);
  CHECK(dense.vectors == 2);  // two RMSNorm weights, no biases
  ParamTensorCount moe = ParamTensors(mixtral.model, 4);
  CHECK(moe.matrices == 2 + 1 + 2 * (4 + mixtral.model.moe.num_shared_experts));
}

TEST_CASE(
    "per-tensor ZeRO-3 collectives: a latency each, the bytes shared, one kernel per member") {
  Scenario s = LoadBundledScenario("gpt3-175b-1024-a100.json");
  const HardwareProfile& hw = s.hardware;
  Plan p = Zero3Plan(256);
  LayerCostModel costs(s.model, hw, p);
  const LayerCost& layer = costs.Dense();
  const ParamTensorCount& t = layer.param_tensors;
  const Group& g = costs.placement().dp_cp;
  REQUIRE(g.ranks == 256);

  // Per layer by default: the tensor count changes nothing.
  DataParallelCollectives layerwise(p, costs.placement(), costs.collectives());
  const double whole = costs.collectives().AllGatherSeconds(layer.dense_params * 2, g);
  CHECK(layerwise.Gather(layer.dense_params, 0, t).seconds == doctest::Approx(whole));

  p.zero3_collective_per_tensor = true;
  p.collective_kernels_per_rank = 1;
  DataParallelCollectives per_tensor(p, costs.placement(), costs.collectives());
  const CollectiveModel& cm = costs.collectives();
  const double matrix_params = (layer.dense_params - t.vectors * t.vector_params) / t.matrices;
  const double expected = t.matrices * cm.AllGatherSeconds(matrix_params * 2, g) +
                          t.vectors * cm.AllGatherSeconds(t.vector_params * 2, g) +
                          (t.matrices + t.vectors) * 256 * hw.efficiency.kernel_launch_s;
  const double got = per_tensor.Gather(layer.dense_params, 0, t).seconds;
  std::printf(
      "per-tensor gather of one GPT-3 layer over 256 ranks: expected %.6f s, got %.6f s "
      "(one collective: %.6f s)\n",
      expected, got, whole);
  CHECK(got == doctest::Approx(expected));
  CHECK(got > whole);
  const double reduce_expected = t.matrices * cm.ReduceScatterSeconds(matrix_params * 2, g) +
                                 t.vectors * cm.ReduceScatterSeconds(t.vector_params * 2, g) +
                                 (t.matrices + t.vectors) * 256 * hw.efficiency.kernel_launch_s;
  CHECK(per_tensor.Reduce(layer.dense_params, 0, t).seconds == doctest::Approx(reduce_expected));
}

TEST_CASE(
    "the 2021 DeepSpeed stack: ZeRO-3 costs grow with the DP group, the 2022 one hides them") {
  Scenario s = LoadBundledScenario("gpt3-175b-1024-a100.json");
  ModelConfig m = s.model;
  m.num_layers = 8;
  auto step = [&](const char* stack, int dp) {
    Plan p = Zero3Plan(dp);
    ApplyStack(ResolveSoftwareStack(stack), &p);
    return SimulateStep(m, s.hardware, p).step_time_s;
  };
  const double old_64 = step("deepspeed-2021", 64), old_512 = step("deepspeed-2021", 512);
  const double new_64 = step("deepspeed-2022", 64), new_512 = step("deepspeed-2022", 512);
  std::printf(
      "8-layer GPT-3, ZeRO-3, mbs 1: deepspeed-2021 %.3f s (64 GPUs) %.3f s (512); "
      "deepspeed-2022 %.3f s / %.3f s\n",
      old_64, old_512, new_64, new_512);
  // Each GPU runs the same micro-batch; only the list copies grow with the group.
  CHECK(old_512 > old_64 * 1.2);
  CHECK(new_512 < new_64 * 1.2);
  CHECK(old_64 > new_64);

  // Each behaviour adds time on its own: refetch for recompute, no prefetch.
  Plan p = Zero3Plan(64);
  ApplyStack(ResolveSoftwareStack("deepspeed-2022"), &p);
  const double base = SimulateStep(m, s.hardware, p).step_time_s;
  Plan refetch = p;
  refetch.zero3_refetch_for_recompute = true;
  CHECK(SimulateStep(m, s.hardware, refetch).step_time_s > base);
  Plan no_prefetch = p;
  no_prefetch.overlap_param_gather = false;
  no_prefetch.overlap_grad_comm = false;
  CHECK(SimulateStep(m, s.hardware, no_prefetch).step_time_s > base);
}

TEST_CASE("ZeRO-3 with the backward prefetch: the next gather queued before this reduction") {
  // An 8B-class dense model on 8 GPUs of one node, ZeRO-3, one micro-batch
  // per GPU (Megatron-Bridge's Llama 3 8B Megatron-FSDP layout).
  Scenario s = LoadBundledScenario("gpt3-175b-1024-a100.json");
  const ModelConfig m = EightLayers4096(s.model);
  Plan serial = Zero3Plan(8);
  serial.global_batch_size = 32;
  serial.recompute = Recompute::kNone;
  ApplyStack(ResolveSoftwareStack("megatron-core-2025"), &serial);
  REQUIRE(serial.zero3_backward_prefetch);
  Plan prefetch = serial;
  serial.zero3_backward_prefetch = false;
  const StepResult a = TracedStep(m, s.hardware, serial);
  const StepResult b = TracedStep(m, s.hardware, prefetch);
  // The gathers overlap the backward: less exposed data-parallel time, a
  // shorter step, the same work.
  std::printf("ZeRO-3, 8 GPUs: exposed dp %.4f s serial, %.4f s prefetched; step %.4f / %.4f s\n",
              a.breakdown.at("exposed_dp_s"), b.breakdown.at("exposed_dp_s"), a.step_time_s,
              b.step_time_s);
  CHECK(b.breakdown.at("exposed_dp_s") < 0.5 * a.breakdown.at("exposed_dp_s"));
  CHECK(b.step_time_s < a.step_time_s);
  CHECK(b.breakdown.at("compute_s") == doctest::Approx(a.breakdown.at("compute_s")));
  // In backward, layer 3's gather starts while layer 4's backward runs with
  // the prefetch; without it, after that backward (and its reduction).
  auto find = [](const StepResult& r, const std::string& name, int nth) {
    int seen = 0;
    for (const auto& e : r.trace) {
      if (e.stage == 0 && e.name.find(name) != std::string::npos && seen++ == nth) return e;
    }
    return TraceEvent{};
  };
  for (const StepResult* r : {&a, &b}) {
    // The second "gather layer 3" is micro-batch 0's backward gather.
    const TraceEvent gather = find(*r, "gather layer 3", 1);
    const TraceEvent backward = find(*r, "B mb0 c0 layer 4", 0);
    REQUIRE(gather.duration_s > 0);
    REQUIRE(backward.duration_s > 0);
    const bool during = gather.start_s < backward.start_s + backward.duration_s;
    CHECK(during == (r == &b));
  }
  // The key is a plan key, read back.
  CHECK(PlanToJson(prefetch)["zero3_backward_prefetch"] == true);
  CHECK_FALSE(PlanToJson(serial).contains("zero3_backward_prefetch"));
  const Json written = PlanToJson(prefetch);
  JsonReader r(written, "plan.json");
  CHECK(ReadPlan(r, 32).zero3_backward_prefetch);
}

TEST_CASE("the new plan keys are written only when set, and read back") {
  Plan p = Zero3Plan(8);
  Json plain = PlanToJson(p);
  CHECK_FALSE(plain.contains("zero3_collective_per_tensor"));
  CHECK_FALSE(plain.contains("collective_kernels_per_rank"));
  CHECK_FALSE(plain.contains("zero3_refetch_for_recompute"));
  ApplyStack(ResolveSoftwareStack("deepspeed-2021"), &p);
  Json j = PlanToJson(p);
  CHECK(j["zero3_collective_per_tensor"] == true);
  CHECK(j["collective_kernels_per_rank"] == 1);
  CHECK(j["zero3_refetch_for_recompute"] == true);
  JsonReader r(j, "plan.json");
  Plan back = ReadPlan(r, 8);
  CHECK(back.zero3_collective_per_tensor);
  CHECK(back.collective_kernels_per_rank == 1);
  CHECK(back.zero3_refetch_for_recompute);
}

TEST_CASE(
    "a compute stream waiting on a serial chain of gathers and reductions: exposed DP, not "
    "bubble") {
  Scenario s = LoadBundledScenario("gpt3-175b-1024-a100.json");
  ModelConfig m = s.model;
  m.num_layers = 8;
  for (const char* stack : {"deepspeed-2021", "deepspeed-2022"}) {
    Plan p = Zero3Plan(64);
    ApplyStack(ResolveSoftwareStack(stack), &p);
    const StepResult r = SimulateStep(m, s.hardware, p);
    const double bubble = r.breakdown.at("bubble_s");
    const double dp = r.breakdown.at("exposed_dp_s");
    std::printf("%s, ZeRO-3 on 64 GPUs, no pipeline: exposed DP %.3f s, bubble %.6f s of %.3f s\n",
                stack, dp, bubble, r.step_time_s);
    CAPTURE(stack);
    // One stage, one replica's pace: every wait is for this rank's own
    // gathers and reductions (a gather queued behind a reduction included).
    CHECK(dp > 0);
    CHECK(bubble < 1e-6 * r.step_time_s);
  }
}

TEST_CASE("FSDP under a pipeline that keeps the stage gathered: one gather, one reduction a step") {
  // torchtitan with PP turns reshard_after_forward off and holds gradient
  // sync until the last micro-batch: each layer is gathered in its first
  // forward and reduce-scattered after the last backward, where a stack
  // that reshards gathers it in every forward and backward and reduces it
  // after every micro-batch.
  Scenario s = LoadBundledScenario("gpt3-175b-1024-a100.json");
  const ModelConfig m = EightLayers4096(s.model);
  Plan reshard = Zero3Plan(8);
  reshard.pp = 2;
  reshard.global_batch_size = 64;  // 8 micro-batches per pipeline
  reshard.recompute = Recompute::kNone;
  ApplyStack(ResolveSoftwareStack("torchtitan-2025"), &reshard);
  REQUIRE(reshard.memory.pipeline_keeps_params_gathered);
  Plan kept = reshard;
  reshard.memory.pipeline_keeps_params_gathered = false;
  const StepResult a = TracedStep(m, s.hardware, reshard);
  const StepResult b = TracedStep(m, s.hardware, kept);
  auto count = [](const StepResult& r, const std::string& name) {
    int n = 0;
    for (const auto& e : r.trace) n += e.stage == 0 && e.name.find(name) != std::string::npos;
    return n;
  };
  const int layers = 4;  // stage 0's share of the 8 layers
  std::printf(
      "FSDP + PP 2, 8 micro-batches: stage 0 gathers %d -> %d, reductions %d -> %d; "
      "exposed dp %.4f -> %.4f s\n",
      count(a, "gather layer"), count(b, "gather layer"), count(a, "grad reduce"),
      count(b, "grad reduce"), a.breakdown.at("exposed_dp_s"), b.breakdown.at("exposed_dp_s"));
  CHECK(count(a, "gather layer") == 2 * 8 * layers);
  CHECK(count(b, "gather layer") == layers);
  // Reductions: the layers and the embedding, after each micro-batch or once.
  CHECK(count(b, "grad reduce") == layers + 1);
  CHECK(count(a, "grad reduce") == 8 * (layers + 1));
  CHECK(b.step_time_s < a.step_time_s);
  CHECK(b.breakdown.at("compute_s") == doctest::Approx(a.breakdown.at("compute_s")).scale(0));
}
