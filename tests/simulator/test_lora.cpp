// LoRA fine-tuning: frozen base weights lose their weight-gradient GEMMs, their
// gradients, optimizer state and data-parallel reduction; the adapters add
// their own small GEMMs and state.
#include <doctest/doctest.h>

#include <string>

#include "core/hardware.h"
#include "core/model.h"
#include "core/plan.h"
#include "simulator/layer_cost.h"
#include "simulator/memory_model.h"
#include "simulator/simulate.h"

using namespace shoal;
using namespace shoal::sim;

namespace {

ModelConfig Llama2_70B() {
  ModelConfig m;
  m.name = "Llama-2-70B";
  m.num_layers = 80;
  m.hidden = 8192;
  m.ffn_hidden = 28672;
  m.num_heads = 64;
  m.num_kv_heads = 8;
  m.head_dim = 128;
  m.vocab = 32000;
  m.seq_len = 4096;
  m.activation = Activation::kSwiglu;
  return m;
}

Plan SmallPlan() {
  Plan p;
  p.tp = 8;
  p.dp = 2;
  p.pp = 1;
  p.micro_batch_size = 1;
  p.global_batch_size = 16;
  p.sequence_parallel = true;
  p.precision = Precision::kBf16;
  p.zero_stage = 1;
  return p;
}

int Count(const PassCost& pass, const std::string& suffix) {
  int n = 0;
  for (const Op& op : pass.ops) {
    if (op.name.size() >= suffix.size() &&
        op.name.compare(op.name.size() - suffix.size(), suffix.size(), suffix) == 0) {
      ++n;
    }
  }
  return n;
}

}  // namespace

TEST_CASE("LoRA trainable parameters: Llama-2-70B at rank 16 on attention") {
  ModelConfig m = Llama2_70B();
  const ModelStats full = ComputeModelStats(m);
  CHECK(full.trainable_params == full.total_params);
  m.lora.rank = 16;
  const ModelStats lora = ComputeModelStats(m);
  // Per layer: fused QKV 16 x (8192 + 8192 + 2 x 1024) + output 16 x (8192 + 8192).
  const double per_layer = 16.0 * (8192 + 10240) + 16.0 * (8192 + 8192);
  CHECK(lora.lora_attention_params_per_layer == doctest::Approx(per_layer));
  CHECK(lora.trainable_params == doctest::Approx(80 * per_layer));
  MESSAGE("trainable: expected 44.56 M (NeMo's count for this LoRA), got "
          << lora.trainable_params / 1e6 << " M");
  CHECK(lora.trainable_params / 1e6 == doctest::Approx(44.56).epsilon(0.001).scale(0));
  CHECK(lora.total_params == doctest::Approx(full.total_params + lora.trainable_params));
  // Backward: dgrad only (as many FLOPs as the forward matmuls) + the attention
  // core's two gradients: less than the 2 x forward of full training.
  CHECK(lora.backward_flops_per_token < 0.75 * full.backward_flops_per_token);
  CHECK(lora.backward_flops_per_token > 0.5 * full.backward_flops_per_token);

  m.lora.targets = LoraTargets::kAllLinear;
  const ModelStats all = ComputeModelStats(m);
  CHECK(all.trainable_params > 3 * lora.trainable_params);

  // NeMo 1.x's default, 'attention_qkv': the fused QKV projection alone.
  m.lora.targets = LoraTargets::kQkv;
  const ModelStats qkv = ComputeModelStats(m);
  CHECK(qkv.lora_attention_params_per_layer == doctest::Approx(16.0 * (8192 + 10240)));
  CHECK(qkv.trainable_params < lora.trainable_params);
}

TEST_CASE("LoRA targets: which projections an adapter sits beside") {
  LoraConfig l;
  CHECK_FALSE(l.Adapts("attn.qkv"));  // rank 0: full training, no adapters
  l.rank = 8;
  for (LoraTargets t : {LoraTargets::kQkv, LoraTargets::kAttention, LoraTargets::kAllLinear}) {
    CAPTURE(LoraTargetsName(t));
    l.targets = t;
    CHECK(ParseLoraTargets(LoraTargetsName(t)) == t);
    CHECK(l.Adapts("attn.qkv"));
    CHECK(l.Adapts("attn.kv_up"));  // MLA's projections feed the scores
    CHECK(l.Adapts("attn.proj") == (t != LoraTargets::kQkv));
    CHECK(l.Adapts("mlp.fc1") == (t == LoraTargets::kAllLinear));
    CHECK(l.Adapts("moe.expert_fc2") == (t == LoraTargets::kAllLinear));
    CHECK_FALSE(l.Adapts("moe.router"));
    CHECK_FALSE(l.Adapts("head.logits"));
  }
}

TEST_CASE("LoRA: frozen projections have no wgrad; adapted ones add adapter GEMMs") {
  const HardwareProfile hw = ResolveHardware("h100");
  ModelConfig m = Llama2_70B();
  const Plan plan = SmallPlan();
  const LayerCostModel full(m, hw, plan);
  m.lora.rank = 16;
  const LayerCostModel lora(m, hw, plan);

  CHECK(Count(full.Dense().backward, ".wgrad") >= 4);  // qkv, proj, fc1, fc2
  CHECK(Count(lora.Dense().backward, ".wgrad") == 0);
  CHECK(Count(lora.Dense().forward, ".lora") == 2);  // attn.qkv, attn.proj
  m.lora.targets = LoraTargets::kQkv;
  const LayerCostModel qkv(m, hw, plan);
  CHECK(Count(qkv.Dense().forward, ".lora") == 1);
  CHECK(Count(qkv.Dense().backward, ".wgrad") == 0);
  m.lora.targets = LoraTargets::kAttention;
  CHECK(Count(lora.Dense().backward, ".dgrad") == Count(full.Dense().backward, ".dgrad"));
  CHECK(lora.Dense().backward.Seconds() < 0.8 * full.Dense().backward.Seconds());
  CHECK(lora.Dense().forward.Seconds() >= full.Dense().forward.Seconds());
  // Only the adapters are reduced over data parallelism and updated.
  CHECK(lora.Dense().trainable_dense_params < 0.01 * lora.Dense().dense_params);
  CHECK(lora.Embedding().trainable_dense_params == 0);
  CHECK(full.Dense().trainable_dense_params == full.Dense().dense_params);
}

TEST_CASE("LoRA under fp8: a frozen weight's casts write no transposed copy") {
  // Transformer Engine's Linear asks the column-wise (transposed) fp8 copy
  // only for a weight-gradient GEMM: backward_needs_input = is_grad_enabled
  // and weight.requires_grad.
  CHECK(Fp8CastBytesPerElement(Fp8Recipe::kCurrent) == 6.0);
  CHECK(Fp8CastBytesPerElement(Fp8Recipe::kCurrent, false) == 5.0);
  CHECK(Fp8CastBytesPerElement(Fp8Recipe::kDelayed, false) == 3.0);
  CHECK(Fp8CastBytesPerElement(Fp8Recipe::kBlock, false) == doctest::Approx(3.0 + 1.0 / 32.0));
  CHECK(Fp8CastBytesPerElement(Fp8Recipe::kRowwise, false) == 5.0);  // one layout per cast anyway

  const HardwareProfile hw = ResolveHardware("h100");
  ModelConfig m = Llama2_70B();
  Plan plan = SmallPlan();
  plan.precision = Precision::kFp8;
  plan.fp8_recipe = Fp8Recipe::kCurrent;
  auto seconds = [](const PassCost& pass, const std::string& name) {
    double s = 0;
    for (const Op& op : pass.ops) s += op.name == name ? op.seconds : 0.0;
    return s;
  };
  const LayerCostModel full(m, hw, plan);
  m.lora.rank = 16;
  const LayerCostModel lora(m, hw, plan);
  for (const char* op : {"attn.qkv.cast", "mlp.fc1.cast"}) {
    CAPTURE(op);
    const double full_fwd = seconds(full.Dense().forward, op);
    const double lora_fwd = seconds(lora.Dense().forward, op);
    REQUIRE(full_fwd > 0);
    CHECK(lora_fwd < full_fwd);
    CHECK(lora_fwd > 0.75 * full_fwd);  // 5 of 6 bytes an element, the launches the same
    CHECK(seconds(lora.Dense().backward, op) < seconds(full.Dense().backward, op));
  }
}

TEST_CASE("LoRA: no gradients or optimizer state for the base; a faster step") {
  const HardwareProfile hw = ResolveHardware("h100");
  ModelConfig m = Llama2_70B();
  const Plan plan = SmallPlan();
  const StepResult full = SimulateStep(m, hw, plan);
  m.lora.rank = 16;
  const StepResult lora = SimulateStep(m, hw, plan);
  REQUIRE(!full.stages.empty());
  REQUIRE(!lora.stages.empty());
  const MemoryBreakdown& fm = full.stages[0].memory;
  const MemoryBreakdown& lm = lora.stages[0].memory;
  CHECK(lm.weights_bytes >= fm.weights_bytes);  // the base stays, plus adapters
  CHECK(lm.gradients_bytes < 0.01 * fm.gradients_bytes);
  CHECK(lm.optimizer_bytes < 0.01 * fm.optimizer_bytes);
  CHECK(lora.step_time_s < 0.85 * full.step_time_s);
  CHECK(lora.step_time_s > 0.5 * full.step_time_s);  // forward and dgrad remain
}

TEST_CASE("no cached fp8 weight transposes: one copy fewer, once, on Hopper and Blackwell alike") {
  ModelConfig m = Llama2_70B();
  m.lora.rank = 16;
  Plan plan = SmallPlan();
  plan.precision = Precision::kFp8;
  plan.memory.fp8_primary_weights = true;
  plan.memory.fp8_weight_cache_bytes_per_param = 1;  // the transpose
  for (const char* gpu : {"h100", "b200"}) {
    CAPTURE(gpu);
    const HardwareProfile hw = ResolveHardware(gpu);
    Plan none = plan;
    none.memory.fp8_weight_transposes_cached = false;
    const double kept = SimulateStep(m, hw, plan).stages[0].memory.weights_bytes;
    const double dropped = SimulateStep(m, hw, none).stages[0].memory.weights_bytes;
    // Hopper keeps the transpose unless told not to; Blackwell makes none.
    const bool blackwell = hw.gpu.arch == "blackwell";
    CHECK(dropped / kept == doctest::Approx(blackwell ? 1.0 : 0.5).epsilon(0.02).scale(0));
    // 16-bit weights with two cached fp8 copies: dropping the transpose
    // leaves the fp8 weight, on Blackwell as well (not two copies fewer).
    Plan bf16_base = none;
    bf16_base.memory.fp8_primary_weights = false;
    bf16_base.memory.fp8_weight_cache_bytes_per_param = 2;
    const double w = SimulateStep(m, hw, bf16_base).stages[0].memory.weights_bytes;
    CHECK(w / dropped == doctest::Approx(3.0).epsilon(0.02).scale(0));
  }
}

TEST_CASE("fp8 primary weights keep one byte per frozen parameter") {
  const HardwareProfile hw = ResolveHardware("h100");
  ModelConfig m = Llama2_70B();
  m.lora.rank = 16;
  Plan plan = SmallPlan();
  plan.precision = Precision::kFp8;
  plan.memory.fp8_weight_cache_bytes_per_param = 0;
  const StepResult cast = SimulateStep(m, hw, plan);
  plan.memory.fp8_primary_weights = true;
  const StepResult primary = SimulateStep(m, hw, plan);
  const double ratio = primary.stages[0].memory.weights_bytes / cast.stages[0].memory.weights_bytes;
  CHECK(ratio == doctest::Approx(0.5).epsilon(0.02).scale(0));
}

TEST_CASE("LoRA: a frozen projection saves no input; an adapted one its 16-bit input") {
  // Transformer Engine's Linear saves its input only for the weight gradient
  // (backward_needs_input = is_grad_enabled and weight.requires_grad); the
  // adapter beside qkv and proj keeps the 16-bit input it is fed.
  const HardwareProfile hw = ResolveHardware("h100");
  ModelConfig m = Llama2_70B();
  Plan plan = SmallPlan();
  plan.precision = Precision::kFp8;
  plan.memory.fp8_saved_gemm_inputs = true;
  const double full = LayerActivationBytes(m, hw, plan, false);
  m.lora.rank = 16;
  m.lora.targets = LoraTargets::kAttention;
  const double lora = LayerActivationBytes(m, hw, plan, false);
  // Per token of a TP 8 rank with sequence parallelism, in bytes: the MLP's
  // fc1 input (h / 8, fp8) and fc2 input (ffn / 8, fp8) go, qkv's input
  // becomes 16 bit (+ h / 8) and the projection's fp8 copy goes (- h / 8).
  const double T = plan.micro_batch_size * m.seq_len;
  const double h = m.hidden / 8.0, f = m.ffn_hidden / 8.0;
  MESSAGE("saved per layer: full fine-tune " << full / 1e6 << " MB, LoRA " << lora / 1e6 << " MB");
  CHECK(full - lora == doctest::Approx(T * (h + f + h - h)).epsilon(0.001).scale(0));
  // Adapters on every projection: the MLP inputs come back, in 16 bit.
  m.lora.targets = LoraTargets::kAllLinear;
  const double all = LayerActivationBytes(m, hw, plan, false);
  CHECK(all - lora == doctest::Approx(T * 2.0 * (h + f)).epsilon(0.001).scale(0));
}

TEST_CASE("LoRA: offloaded parameters bring the frozen base up over PCIe") {
  // The memory model moves every held parameter to the host under
  // offload_params, the frozen base too; the upload of every micro-batch
  // costs all of them, not only the adapters.
  const HardwareProfile hw = ResolveHardware("h100");
  ModelConfig m = Llama2_70B();
  m.lora.rank = 16;
  Plan plan = SmallPlan();
  const StepResult resident = SimulateStep(m, hw, plan);
  plan.offload_params = true;
  const StepResult offloaded = SimulateStep(m, hw, plan);
  REQUIRE(!offloaded.stages.empty());
  CHECK(offloaded.stages[0].memory.weights_bytes < 0.2 * resident.stages[0].memory.weights_bytes);
  // 70B / TP 8, this rank's ZeRO-1 share of DP 2 (OptimizerSeconds' count),
  // 2 bytes each, up for the forward and the backward of each of the 8
  // micro-batches over the host link: seconds, where the adapters alone
  // (the count before) took milliseconds.
  const double base_bytes = 69e9 / 8 / 2 * 2.0;
  const double upload_s =
      plan.NumMicroBatches() * 2.0 * base_bytes / hw.node.pcie_bandwidth_bytes_per_s;
  MESSAGE("step resident " << resident.step_time_s << " s, parameters offloaded "
                           << offloaded.step_time_s << " s (upload about " << upload_s << " s)");
  CHECK(offloaded.step_time_s - resident.step_time_s > 0.8 * upload_s);
}

TEST_CASE("fp8 attention saves fp8 Q, K, V and output; the MLP activation's input stored in fp8") {
  // Transformer Engine's fused attention in fp8 (FusedAttnFunc) saves q_fp8,
  // k_fp8, v_fp8 and out_fp8 for its backward, 1 byte each; the projection
  // keeps its own fp8 input copy. Megatron-Core's
  // activation_func_fp8_input_store keeps the SwiGLU input (fc1's output,
  // 2 x ffn) in fp8.
  const HardwareProfile hw = ResolveHardware("h100");
  const ModelConfig m = Llama2_70B();
  Plan plan = SmallPlan();
  plan.precision = Precision::kFp8;
  plan.attention = AttentionKernel::kCudnn;
  plan.memory.fp8_saved_gemm_inputs = true;
  REQUIRE(plan.Fp8AttentionAllowed());
  const double base = LayerActivationBytes(m, hw, plan, false);
  Plan fp8_attention = plan;
  fp8_attention.fp8_attention = true;
  const double attn = LayerActivationBytes(m, hw, fp8_attention, false);
  const double T = plan.micro_batch_size * m.seq_len;
  const double q = m.num_heads * 128.0 / 8, kv = 2.0 * m.num_kv_heads * 128.0 / 8;
  CHECK(base - attn == doctest::Approx(T * (q + kv + q)).epsilon(0.001).scale(0));
  Plan act = plan;
  act.memory.fp8_saved_act_input = true;
  const double stored = LayerActivationBytes(m, hw, act, false);
  CHECK(base - stored == doctest::Approx(T * 2.0 * m.ffn_hidden / 8).epsilon(0.001).scale(0));
  // In 16-bit training neither changes anything.
  Plan bf16 = act;
  bf16.precision = Precision::kBf16;
  Plan bf16_plain = plan;
  bf16_plain.precision = Precision::kBf16;
  CHECK(LayerActivationBytes(m, hw, bf16, false) ==
        doctest::Approx(LayerActivationBytes(m, hw, bf16_plain, false)));
}
