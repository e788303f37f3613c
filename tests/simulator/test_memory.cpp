// Peak memory: what each stack keeps per parameter, the allocator/NCCL/context
// layers and feasibility with the prediction's margin (the development-set
// error that docs/validation.md documents: tests/validation/test_memory_validation.cpp).
#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "core/bundled.h"
#include "core/error.h"
#include "core/hardware.h"
#include "core/stack.h"
#include "core/units.h"
#include "simulator/memory_model.h"
#include "simulator/plan_costs.h"
#include "tests/support/bundled.h"

using namespace shoal;
using namespace shoal::sim;

namespace {

ModelConfig SmallDense() { return shoal::testing::SmallDenseModel(); }

double StateBytes(const MemoryBreakdown& m) { return m.weights_bytes + m.gradients_bytes + m.optimizer_bytes; }

/// Eight data-parallel ranks, distributed optimizer, global batch 64.
Plan Dp8Zero1() {
  Plan p;
  p.dp = 8;
  p.global_batch_size = 64;
  p.zero_stage = 1;
  return p;
}

}  // namespace

TEST_CASE("memory: stack behaviours set the bytes per parameter") {
  const ModelConfig m = SmallDense();
  const HardwareProfile hw = ResolveHardware("h100");
  Plan p = Dp8Zero1();
  const auto stages = AssignLayers(m, p);
  // Megatron-Core, 16-bit gradients, distributed optimizer: 2 + 2 + (4 + 4 + 8) / d,
  // of which the fp32 gradient copy (4 / d) exists only through the step, in
  // memory the activations freed: 2 + 2 + 12 / d between steps.
  ApplyStack(ResolveSoftwareStack("megatron-core-2025"), &p);
  const MemoryBreakdown mc = StageMemory(m, hw, p, stages[0], 0);
  const double params = mc.weights_bytes / 2.0;
  CHECK(StateBytes(mc) == doctest::Approx(params * (4.0 + 12.0 / 8)));
  // DeepSpeed's BF16_Optimizer: a full fp32 accumulation buffer, no second copy.
  ApplyStack(ResolveSoftwareStack("megatron-deepspeed-2022"), &p);
  const MemoryBreakdown ds = StageMemory(m, hw, p, stages[0], 0);
  CHECK(StateBytes(ds) == doctest::Approx(params * (8.0 + 12.0 / 8)));
  // FSDP2 mixed precision: fp32 sharded params and grads + moments = 16 / d.
  ApplyStack(ResolveSoftwareStack("torchtitan-2025"), &p);
  p.zero_stage = 3;
  const MemoryBreakdown fsdp = StageMemory(m, hw, p, stages[0], 0);
  CHECK(StateBytes(fsdp) == doctest::Approx(params * 16.0 / 8));
  // The optimizer's own widths: Megatron's precision-aware optimizer as
  // DeepSeek-V3's recipe sets it (fp32 master, bf16 gradient copy, bf16
  // moments): 2 + 2 + (4 + 2 + 4) / d; Apex DistributedFusedAdam with
  // optim.dtype bf16 and no master (the bf16 weight is it): 2 + 2 + (2 + 4) / d.
  // Between steps, without the gradient copy: 2 + 2 + 8 / d and 2 + 2 + 4 / d.
  Plan narrow = Dp8Zero1();
  ApplyStack(ResolveSoftwareStack("megatron-core-2025"), &narrow);
  narrow.memory.optimizer_grad_copy_bytes = 2;
  narrow.memory.adam_moment_bytes = 2;
  CHECK(StateBytes(StageMemory(m, hw, narrow, stages[0], 0)) ==
        doctest::Approx(params * (4.0 + 8.0 / 8)));
  narrow.memory.master_weight_bytes = 0;
  CHECK(StateBytes(StageMemory(m, hw, narrow, stages[0], 0)) ==
        doctest::Approx(params * (4.0 + 4.0 / 8)));
  // The layers: allocated <= reserved <= device, and the margin sits on top.
  CHECK(fsdp.AllocatedBytes() < fsdp.AllocatorReservedBytes());
  CHECK(fsdp.TotalBytes() ==
        doctest::Approx(fsdp.AllocatorReservedBytes() + fsdp.nccl_bytes + fsdp.reserved_bytes));
  CHECK(fsdp.nccl_bytes > 0);
  CHECK(RequiredBytes(fsdp, true) ==
        doctest::Approx(fsdp.TotalBytes() + kMemoryUncertainty * fsdp.AllocatorReservedBytes()));
  CHECK(RequiredBytes(fsdp, false) == fsdp.TotalBytes());
}

TEST_CASE(
    "memory: the loss peak follows the stack's bytes per logit, and gives way to a layer's "
    "gradients") {
  const ModelConfig m = SmallDense();
  const HardwareProfile hw = ResolveHardware("h100");
  Plan p;
  p.global_batch_size = 8;
  const auto stages = AssignLayers(m, p);
  p.memory.cross_entropy_bytes_per_logit = 6;
  const double six = StageMemory(m, hw, p, stages[0], 0).activations_bytes;
  p.memory.cross_entropy_bytes_per_logit = 12;
  const double twelve = StageMemory(m, hw, p, stages[0], 0).activations_bytes;
  CHECK(twelve - six == doctest::Approx(6.0 * m.seq_len * m.vocab));
  // The logits and their gradient are freed once the output layer's backward
  // has run, before any layer's gradients exist: the stage holds the larger
  // of the loss and a layer's gradients (its widest intermediate, fc1's
  // output, and its input, 16 bit), not their sum.
  p.memory.cross_entropy_bytes_per_logit = 0;
  const double none = StageMemory(m, hw, p, stages[0], 0).activations_bytes;
  const double gradients = 2.0 * m.seq_len * (m.ffn_hidden + m.hidden);
  REQUIRE(12.0 * m.seq_len * m.vocab > gradients);
  CHECK(twelve - none == doctest::Approx(12.0 * m.seq_len * m.vocab - gradients));
}

TEST_CASE("memory: the optimizer's gradient copy lives only through the step") {
  // Megatron's DistributedOptimizer makes main_param.grad = model grad .float()
  // in the step and frees it with zero_grad(set_to_none=True) before the next
  // forward: the copy reuses the memory the activations and buffers freed,
  // and the peak grows only where it is the larger.
  const HardwareProfile hw = ResolveHardware("h100");
  Plan p;
  p.global_batch_size = 8;
  ApplyStack(ResolveSoftwareStack("megatron-core-2025"), &p);
  const double copy_bytes = p.memory.optimizer_grad_copy_bytes;
  REQUIRE(copy_bytes == 4.0);
  for (int64_t seq : {2048, 8}) {
    ModelConfig m = SmallDense();
    m.seq_len = seq;
    const auto stages = AssignLayers(m, p);
    const MemoryBreakdown mem = StageMemory(m, hw, p, stages[0], 0);
    const double params = mem.weights_bytes / 2.0;
    const double copy = params * copy_bytes;
    const double transient = mem.activations_bytes + mem.moe_buffers_bytes + mem.comm_buffers_bytes;
    INFO("sequence ", seq, ": copy ", copy, " transient ", transient);
    CHECK(mem.AllocatedBytes() ==
          doctest::Approx(params * (2.0 + 2.0 + 12.0) + std::max(copy, transient)));
    CHECK(mem.fragmentation_bytes ==
          doctest::Approx(p.memory.allocator_fragmentation * std::max(copy, transient)));
    if (seq == 8) {
      CHECK(copy > transient);  // a step with almost no activations: the copy is the peak
    } else {
      CHECK(copy < transient);
    }
  }
}

TEST_CASE("memory: ZeRO-3 that gathers module by module holds modules, not layers") {
  // DeepSpeed's sub-module hooks gather a projection at a time; an FSDP unit
  // is a whole layer. Current + prefetched 16-bit parameters and one unsharded
  // 16-bit gradient of the unit.
  ModelConfig m = SmallDense();
  m.vocab = 8;  // the embedding is not the largest module
  const HardwareProfile hw = ResolveHardware("h100");
  Plan p = Dp8Zero1();
  p.zero_stage = 3;
  const auto stages = AssignLayers(m, p);
  const StageContents c = StageContentsOf(m, hw, p, stages[0], 0);
  const double h = static_cast<double>(m.hidden);
  // fc1, h x ffn (4h x h), is the largest module; the layer's projections hold 12 h^2.
  CHECK(c.largest_module_params == doctest::Approx(h * static_cast<double>(m.ffn_hidden)));
  CHECK(c.largest_layer_params > 12.0 * h * h);
  const double layers = StageMemoryOf(c, p).comm_buffers_bytes;
  p.memory.zero3_gathers_modules = true;
  const double modules = StageMemoryOf(c, p).comm_buffers_bytes;
  CHECK(layers - modules ==
        doctest::Approx((2.0 * 2.0 + 2.0) * (c.largest_layer_params - c.largest_module_params)));
  // The DeepSpeed stacks say so, with their source.
  for (const char* name : {"deepspeed-2021", "deepspeed-2022", "megatron-deepspeed-2022"}) {
    CAPTURE(name);
    CHECK(ResolveSoftwareStack(name).memory.zero3_gathers_modules);
  }
  CHECK_FALSE(ResolveSoftwareStack("torchtitan-2025").memory.zero3_gathers_modules);
}

TEST_CASE("memory: a plan fits by its predicted peak; with the margin asked, by peak + margin") {
  const ModelConfig m = SmallDense();
  HardwareProfile hw = ResolveHardware("h100");
  Plan p;
  p.global_batch_size = 8;
  SimOptions pessimistic;
  pessimistic.memory_margin = true;
  StepResult fits = SimulateStep(m, hw, p);
  REQUIRE(fits.feasible);
  const auto& st = fits.stages.front();
  CHECK(st.memory_margin_bytes ==
        doctest::Approx(kMemoryUncertainty * st.memory.AllocatorReservedBytes()));
  CHECK(st.headroom_bytes == doctest::Approx(hw.gpu.hbm_bytes - st.memory.TotalBytes()));
  const StageResult with_margin = SimulateStep(m, hw, p, pessimistic).stages.front();
  CHECK(with_margin.headroom_bytes ==
        doctest::Approx(hw.gpu.hbm_bytes - st.memory.TotalBytes() - st.memory_margin_bytes));
  // Just above the peak but below peak + margin: it fits (tight), but not
  // when the margin is asked.
  hw.gpu.hbm_bytes = st.memory.TotalBytes() + 0.5 * st.memory_margin_bytes;
  const StepResult tight = SimulateStep(m, hw, p);
  CHECK(tight.feasible);
  CHECK(tight.stages.front().headroom_bytes < tight.stages.front().memory_margin_bytes);
  const StepResult refused = SimulateStep(m, hw, p, pessimistic);
  INFO(refused.infeasible_reason);
  CHECK_FALSE(refused.feasible);
  CHECK(refused.infeasible_reason.find("uncertainty") != std::string::npos);
  // Below the peak: refused either way, the reason without a margin.
  hw.gpu.hbm_bytes = 0.99 * st.memory.TotalBytes();
  const StepResult over = SimulateStep(m, hw, p);
  CHECK_FALSE(over.feasible);
  CHECK(over.infeasible_reason.find("uncertainty") == std::string::npos);
}

TEST_CASE("memory: stack files need a source for every memory behaviour") {
  const std::string dir = std::string(SHOAL_BINARY_DIR) + "/test_memory_stack";
  std::filesystem::create_directories(dir);
  const std::string path = dir + "/bad.json";
  auto write = [&](const char* text) {
    std::ofstream f(path);
    f << text;
  };
  // The error names the file and the key's JSON path.
  auto refused = [&](const char* text, const std::string& key) {
    write(text);
    try {
      LoadSoftwareStack(path);
      FAIL("no error for " << key);
    } catch (const InputError& e) {
      const std::string what = e.what();
      INFO(what);
      CHECK(what.find(key) != std::string::npos);
      CHECK(what.find(path) != std::string::npos);
    }
  };
  refused(R"({"name": "bad", "memory": {"cross_entropy_bytes_per_logit": 6}, "sources": {}})",
          "memory.cross_entropy_bytes_per_logit");
  // A saved attention output of more than 4 bytes an element is no format.
  refused(R"({"name": "wide", "memory": {"attention_output_saved_bytes": 6},
              "sources": {"memory": "a citation"}})",
          "memory.attention_output_saved_bytes");
  write(
      R"({"name": "ok", "memory": {"allocator_fragmentation": 0.1, "nccl_mib_per_communicator": 128},
            "sources": {"memory": "a citation"}})");
  const SoftwareStack s = LoadSoftwareStack(path);
  CHECK(s.memory.allocator_fragmentation == 0.1);
  CHECK(s.memory.nccl_bytes_per_communicator == doctest::Approx(128.0 * kMiB));
  CHECK(SoftwareStackToJson(s)["memory"]["nccl_mib_per_communicator"].get<double>() == doctest::Approx(128.0));
}

TEST_CASE("memory: fp8 runs on Transformer Engine keep fp8 weights and fp8 GEMM inputs") {
  const ModelConfig m = SmallDense();
  const HardwareProfile hw = ResolveHardware("h100");
  Plan p = Dp8Zero1();
  p.precision = Precision::kFp8;
  ApplyStack(ResolveSoftwareStack("megatron-core-2025"), &p);
  REQUIRE(p.memory.fp8_primary_weights);
  REQUIRE(p.memory.fp8_saved_gemm_inputs);
  const auto stages = AssignLayers(m, p);
  // fp8 weights (1 byte) and their cached transpose (1 byte).
  const MemoryBreakdown te = StageMemory(m, hw, p, stages[0], 0);
  Plan bf16_weights = p;
  bf16_weights.memory.fp8_primary_weights = false;
  bf16_weights.memory.fp8_weight_cache_bytes_per_param = 2;
  const MemoryBreakdown cached = StageMemory(m, hw, bf16_weights, stages[0], 0);
  CHECK(te.weights_bytes == doctest::Approx(cached.weights_bytes / 2));

  // Saved GEMM inputs in fp8: the two norm outputs and the activation output
  // drop to one byte, and the attention output gains its fp8 copy.
  Plan hp_inputs = p;
  hp_inputs.memory.fp8_saved_gemm_inputs = false;
  const double with = LayerActivationBytes(m, hw, p, false);
  const double without = LayerActivationBytes(m, hw, hp_inputs, false);
  const double T = static_cast<double>(m.seq_len);  // micro-batch 1, no CP
  const double h = static_cast<double>(m.hidden), f = static_cast<double>(m.ffn_hidden);
  const double attn_out = static_cast<double>(m.num_heads * m.VHeadDim());
  std::printf("fp8 layer activations: %.1f MiB saving fp8 inputs, %.1f MiB saving 16-bit ones\n",
              with / (1 << 20), without / (1 << 20));
  CHECK(without - with == doctest::Approx(T * (2 * h + f - attn_out)));
  // fp4 saves the NVFP4 tensor the same way (linear.py keeps the quantized
  // inputmat whatever the recipe): 0.5 byte and a scale per 16 elements for
  // the layers in fp4, 16 bits for those kept in BF16.
  Plan fp4 = p, fp4_hp = hp_inputs;
  fp4.precision = fp4_hp.precision = Precision::kFp4;
  const double keep = fp4.fp4_bf16_layer_share;
  const double g4 = (1.0 - keep) * kFp4BytesPerElement + keep * 2.0;
  CHECK(LayerActivationBytes(m, hw, fp4_hp, false) - LayerActivationBytes(m, hw, fp4, false) ==
        doctest::Approx(T * ((2 * h + f) * (2.0 - g4) - attn_out * g4)));
  // Only fp8 runs: the flag changes nothing in bf16.
  Plan bf16 = p, bf16_hp = hp_inputs;
  bf16.precision = bf16_hp.precision = Precision::kBf16;
  CHECK(LayerActivationBytes(m, hw, bf16, false) == LayerActivationBytes(m, hw, bf16_hp, false));
}

TEST_CASE(
    "memory: routing probabilities applied in the experts' activation keep no expert output") {
  // Megatron-Core 0.12+ multiplies the probabilities into the activation
  // (activation_func_with_probs); where the combine multiplies them instead,
  // each routed token's expert output (h, 16 bit) stays for their gradient.
  ModelConfig m = SmallDense();
  m.moe.num_experts = 8;
  m.moe.top_k = 2;
  m.moe.expert_ffn_hidden = m.ffn_hidden / 2;
  m.moe.routing.distribution = "uniform";  // every expert an even share
  const HardwareProfile hw = ResolveHardware("h100");
  Plan p = Dp8Zero1();
  p.ep = 8;
  p.precision = Precision::kBf16;
  ApplyStack(ResolveSoftwareStack("megatron-core-2025"), &p);
  REQUIRE(p.moe_probs_in_activation);
  Plan combine = p;
  combine.moe_probs_in_activation = false;
  const double in_act = LayerActivationBytes(m, hw, p, true);
  const double in_combine = LayerActivationBytes(m, hw, combine, true);
  const double T = static_cast<double>(m.seq_len);  // micro-batch 1
  const double h = static_cast<double>(m.hidden);
  CHECK(in_combine - in_act == doctest::Approx(T * m.moe.top_k * m.ExpertLoad(p.ep) * h * 2.0));
  // A dense layer has no experts: unchanged.
  CHECK(LayerActivationBytes(m, hw, p, false) == LayerActivationBytes(m, hw, combine, false));
  // Stacks before it keep the output.
  Plan older = Dp8Zero1();
  ApplyStack(ResolveSoftwareStack("megatron-core-2024"), &older);
  CHECK_FALSE(older.moe_probs_in_activation);
}

TEST_CASE("memory: fine-grained activation offloading moves the named inputs to host memory") {
  const Scenario s = shoal::testing::LoadBundledScenario("mixtral-8x7b-64-h100.json");
  const HardwareProfile& hw = s.hardware;
  Plan p = *s.plan;
  p.recompute = Recompute::kNone;
  Plan off = p;
  off.activation_offload_modules.expert_fc1 = true;
  off.activation_offload_modules.moe_act = true;
  // Each routed copy's fc1 input (width h) and fc1 output (2 x the expert
  // width, SwiGLU), 16 bits each.
  const ModelConfig& m = s.model;
  const auto stages = AssignLayers(m, p);
  // The routed copies at the load the stage's held layers carry.
  const double load = HeldExpertLoad(m, p, InFlightMicroBatches(p, 0) * stages[0].NumLayers());
  const SavedActivations saved = SavedLayerActivations(m, hw, off, true, load);
  const double T = static_cast<double>(p.micro_batch_size) * m.seq_len / p.cp;
  const double routed = T / p.tp * m.moe.top_k * load;
  const double a = 2.0;
  CHECK(saved.expert_fc1_in == doctest::Approx(routed * m.hidden * a));
  CHECK(saved.moe_act_in == doctest::Approx(routed * 2.0 * m.moe.expert_ffn_hidden * a));
  const double per_layer = saved.OffloadedBy(off.activation_offload_modules);
  CHECK(per_layer == doctest::Approx(saved.expert_fc1_in + saved.moe_act_in));
  CHECK(saved.total == doctest::Approx(SavedLayerActivations(m, hw, p, true, load).total));
  // What leaves the GPU: every layer of every micro-batch in flight, but one
  // layer's, whose reload the backward would wait on.
  const MemoryBreakdown kept = StageMemory(m, hw, p, stages[0], 0);
  const MemoryBreakdown moved = StageMemory(m, hw, off, stages[0], 0);
  const double expected =
      InFlightMicroBatches(p, 0) * stages[0].NumLayers() * per_layer - per_layer;
  std::printf("fine-grained offload, stage 0: %.2f GiB of activations to host\n",
              expected / (1 << 30));
  CHECK(kept.activations_bytes - moved.activations_bytes == doctest::Approx(expected));
  CHECK(moved.host_bytes - kept.host_bytes == doctest::Approx(expected));
}

TEST_CASE("memory: a rank's held routed tokens average out over its layers and micro-batches") {
  // One micro-batch's busiest rank carries ExpertLoad; summed over n
  // independent (layer, micro-batch) draws its excess falls as 1/sqrt(n).
  ModelConfig m = SmallDense();
  m.moe.num_experts = 64;
  m.moe.top_k = 8;
  m.moe.expert_ffn_hidden = m.ffn_hidden / 4;
  m.moe.capacity_factor = 0;  // dropless
  m.moe.routing.distribution = "batch";
  Plan p = Dp8Zero1();
  p.ep = 8;
  const double one = m.ExpertLoad(p.ep);
  REQUIRE(one > 1.1);
  CHECK(HeldExpertLoad(m, p, 1.0) == doctest::Approx(one));
  CHECK(HeldExpertLoad(m, p, 0.5) == doctest::Approx(one));  // never above one draw's
  CHECK(HeldExpertLoad(m, p, 16.0) == doctest::Approx(1.0 + (one - 1.0) / 4.0));
  // Fixed popularities and capacity padding do not average out.
  ModelConfig zipf = m;
  zipf.moe.routing.distribution = "zipf";
  zipf.moe.routing.zipf_exponent = 0.5;
  CHECK(HeldExpertLoad(zipf, p, 16.0) == doctest::Approx(zipf.ExpertLoad(p.ep)));
  ModelConfig padded = m;
  padded.moe.capacity_factor = 1.25;
  CHECK(HeldExpertLoad(padded, p, 16.0) == 1.25);
  ModelConfig even = m;
  even.moe.routing.distribution = "uniform";
  CHECK(HeldExpertLoad(even, p, 16.0) == 1.0);
  // GShard's dense dispatch pads every rank to the busiest one's count.
  Plan einsum = p;
  einsum.moe_einsum_dispatch = true;
  CHECK(HeldExpertLoad(m, einsum, 16.0) == doctest::Approx(one));

  // A stage's activations carry the held load, not one micro-batch's: over
  // an even split they add the held load's excess on every layer held.
  p.precision = Precision::kBf16;
  p.recompute = Recompute::kNone;
  const HardwareProfile hw = ResolveHardware("h100");
  const auto stages = AssignLayers(m, p);
  REQUIRE(m.IsMoeLayer(0));
  const double held = InFlightMicroBatches(p, 0) * stages[0].NumLayers();
  const double load = HeldExpertLoad(m, p, held);
  CHECK(load < one);
  const double excess = SavedLayerActivations(m, hw, p, true, load).total -
                        SavedLayerActivations(m, hw, p, true, 1.0).total;
  REQUIRE(excess > 0);
  const MemoryBreakdown batch = StageMemory(m, hw, p, stages[0], 0);
  const MemoryBreakdown flat = StageMemory(even, hw, p, stages[0], 0);
  std::printf("held routed load over %.0f layers: %.3f (one micro-batch %.3f)\n", held, load, one);
  CHECK(batch.activations_bytes - flat.activations_bytes == doctest::Approx(held * excess));
}

TEST_CASE(
    "memory: DeepSeek-V3's saved formats (attention output once, SwiGLU input in fp8, its output "
    "recomputed)") {
  const Scenario s = shoal::testing::LoadBundledScenario("mixtral-8x7b-64-h100.json");
  const ModelConfig& m = s.model;
  const HardwareProfile& hw = s.hardware;
  Plan p = *s.plan;
  p.recompute = Recompute::kNone;
  p.precision = Precision::kFp8;
  p.memory.fp8_saved_gemm_inputs = true;
  const double T = static_cast<double>(p.micro_batch_size) * m.seq_len / p.cp;
  const double routed = T / p.tp * m.moe.top_k * m.ExpertLoad(p.ep);
  const double fe = static_cast<double>(m.moe.expert_ffn_hidden);
  const double out = T * m.num_heads * static_cast<double>(m.VHeadDim()) / p.tp;
  const SavedActivations base = SavedLayerActivations(m, hw, p, true);

  // One E5M6 copy (1.5 bytes) in place of the 16-bit output and its fp8 copy.
  Plan e5m6 = p;
  e5m6.memory.attention_output_saved_bytes = 1.5;
  const SavedActivations once = SavedLayerActivations(m, hw, e5m6, true);
  CHECK(base.total - once.total == doctest::Approx(out * (2.0 + 1.0 - 1.5)));
  CHECK(once.attn_proj_in == doctest::Approx(out * 1.5));

  // The SwiGLU's input (2 x the expert width per routed copy) at 1 byte.
  Plan act_in = p;
  act_in.memory.fp8_saved_moe_act_input = true;
  const SavedActivations fp8_in = SavedLayerActivations(m, hw, act_in, true);
  CHECK(fp8_in.moe_act_in == doctest::Approx(routed * 2.0 * fe * 1.0));
  CHECK(base.moe_act_in == doctest::Approx(routed * 2.0 * fe * 2.0));
  // Not under bf16 training: the input stays 16 bit.
  Plan bf16 = act_in;
  bf16.precision = Precision::kBf16;
  Plan bf16_base = p;
  bf16_base.precision = Precision::kBf16;
  CHECK(SavedLayerActivations(m, hw, bf16, true).total ==
        SavedLayerActivations(m, hw, bf16_base, true).total);

  // The output recomputed: its fp8 copy (the down projection's input) is not
  // kept, and the activation re-runs in the backward.
  Plan again = p;
  again.memory.recompute_moe_act = true;
  CHECK(base.total - SavedLayerActivations(m, hw, again, true).total ==
        doctest::Approx(routed * fe * 1.0));
  // A dense layer has no experts: unchanged.
  CHECK(LayerActivationBytes(m, hw, again, false) == LayerActivationBytes(m, hw, p, false));

  // The stack that states them.
  Plan ds = p;
  ApplyStack(ResolveSoftwareStack("hai-llm-dualpipe"), &ds);
  CHECK(ds.memory.attention_output_saved_bytes == 1.5);
  CHECK(ds.memory.fp8_saved_moe_act_input);
  CHECK(ds.memory.recompute_moe_act);
  Plan megatron = p;
  ApplyStack(ResolveSoftwareStack("megatron-core-2025"), &megatron);
  CHECK(megatron.memory.attention_output_saved_bytes == 0);
  CHECK_FALSE(megatron.memory.fp8_saved_moe_act_input);
  CHECK_FALSE(megatron.memory.recompute_moe_act);
}
