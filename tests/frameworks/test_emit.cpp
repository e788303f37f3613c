// Plans in Megatron-LM, Megatron-Bridge (NeMo), torchtitan and DeepSpeed vocabulary.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <functional>
#include <set>
#include <sstream>
#include <string>

#include "core/error.h"
#include "core/scenario.h"
#include "frameworks/emit.h"

using namespace shoal;
using namespace shoal::frameworks;

namespace {

const Framework kAll[] = {Framework::kMegatron, Framework::kNemo, Framework::kTorchtitan,
                          Framework::kDeepSpeed};

std::string NameOf(Framework f) { return FrameworkNames()[static_cast<size_t>(f)]; }

// data/framework_args/<file>: one documented name a line, '#' lines are the source.
std::set<std::string> Documented(Framework f) {
  std::ifstream in(std::string(SHOAL_SOURCE_DIR) + "/data/framework_args/" + ArgumentListFile(f));
  REQUIRE(in);
  std::set<std::string> names;
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line[0] != '#') names.insert(line);
  }
  return names;
}

Scenario Mixtral() {
  return LoadScenario(std::string(SHOAL_SOURCE_DIR) + "/scenarios/mixtral-8x7b-64-h100.json");
}

// A plan with every knob at a value whose change each format can show.
Plan Baseline(const Scenario& s) {
  Plan p = StackDefaults(s);
  p.dp = 8;
  p.tp = 2;
  p.pp = 2;
  p.cp = 1;
  p.ep = 2;
  p.etp = 1;
  p.sequence_parallel = true;
  p.zero_stage = 1;
  p.schedule = PipelineSchedule::kInterleaved;
  p.virtual_stages = 2;
  p.micro_batch_size = 1;
  p.global_batch_size = 256;
  p.recompute = Recompute::kFull;
  p.recompute_fraction = 1.0;
  p.overlap_moe_comm = false;
  p.offload_optimizer = false;
  p.offload_params = false;
  p.offload_grads = false;
  p.grad_bucket_bytes = 25.0 * 1024 * 1024;
  p.precision = Precision::kBf16;
  p.half_precision_grad_comm = true;
  p.hierarchical_all_to_all = false;
  p.overlap_grad_comm = true;
  p.overlap_param_gather = true;
  p.overlap_p2p_comm = true;
  p.attention = AttentionKernel::kFlash2;
  p.tp_comm_overlap = 0;
  p.moe_dispatcher = MoeDispatcher::kAllToAll;
  p.grouped_gemm = true;
  p.cuda_graphs = false;
  p.fused_elementwise = true;
  p.first_stage_layers = 0;
  p.last_stage_layers = 0;
  p.pipeline_embedding_slot = false;
  p.pipeline_loss_slot = false;
  return p;
}

// The baseline on one pipeline stage (DeepSpeed's ZeRO-3 and Megatron's CPU
// offloading take no pipeline).
Plan WithoutPipeline(Plan p) {
  p.pp = 1;
  p.schedule = PipelineSchedule::k1F1B;
  p.virtual_stages = 1;
  return p;
}

// The emitted text without comment lines (the header restates the plan).
std::string Body(const std::string& text) {
  std::istringstream in(text);
  std::string line, out;
  while (std::getline(in, line)) {
    const size_t first = line.find_first_not_of(' ');
    if (first != std::string::npos && line[first] == '#') continue;
    out += line + "\n";
  }
  return out;
}

struct Knob {
  const char* name;
  std::function<void(Plan&)> change;
};

// Every field of core/plan.h a user or the planner sets (MemoryBehaviour is the
// stack's description of itself, not a knob).
const std::vector<Knob>& Knobs() {
  static const std::vector<Knob> knobs = {
      {"dp", [](Plan& p) { p.dp = 16; }},
      {"tp", [](Plan& p) { p.tp = 4; }},
      {"pp", [](Plan& p) { p.pp = 4; }},
      {"cp", [](Plan& p) { p.cp = 2; }},
      {"ep", [](Plan& p) { p.ep = 4; }},
      {"etp", [](Plan& p) { p.etp = 2; }},
      {"sequence_parallel", [](Plan& p) { p.sequence_parallel = false; }},
      {"zero_stage 0", [](Plan& p) { p.zero_stage = 0; }},
      {"zero_stage 2", [](Plan& p) { p.zero_stage = 2; }},
      {"zero_stage 3", [](Plan& p) { p.zero_stage = 3; }},
      {"schedule 1f1b",
       [](Plan& p) {
         p.schedule = PipelineSchedule::k1F1B;
         p.virtual_stages = 1;
       }},
      {"schedule gpipe",
       [](Plan& p) {
         p.schedule = PipelineSchedule::kGpipe;
         p.virtual_stages = 1;
       }},
      {"schedule dualpipe",
       [](Plan& p) {
         p.schedule = PipelineSchedule::kDualPipe;
         p.virtual_stages = 1;
       }},
      {"virtual_stages", [](Plan& p) { p.virtual_stages = 4; }},
      {"micro_batch_size", [](Plan& p) { p.micro_batch_size = 2; }},
      {"global_batch_size", [](Plan& p) { p.global_batch_size = 512; }},
      {"recompute selective", [](Plan& p) { p.recompute = Recompute::kSelective; }},
      {"recompute none", [](Plan& p) { p.recompute = Recompute::kNone; }},
      {"recompute_fraction", [](Plan& p) { p.recompute_fraction = 0.5; }},
      {"overlap_moe_comm", [](Plan& p) { p.overlap_moe_comm = true; }},
      {"offload_optimizer", [](Plan& p) { p.offload_optimizer = true; }},
      {"offload_params", [](Plan& p) { p.offload_params = true; }},
      {"offload_grads", [](Plan& p) { p.offload_grads = true; }},
      {"grad_bucket_bytes", [](Plan& p) { p.grad_bucket_bytes *= 2; }},
      {"precision fp16", [](Plan& p) { p.precision = Precision::kFp16; }},
      {"precision fp8", [](Plan& p) { p.precision = Precision::kFp8; }},
      {"precision fp4", [](Plan& p) { p.precision = Precision::kFp4; }},
      {"precision fp32", [](Plan& p) { p.precision = Precision::kFp32; }},
      {"half_precision_grad_comm", [](Plan& p) { p.half_precision_grad_comm = false; }},
      {"hierarchical_all_to_all", [](Plan& p) { p.hierarchical_all_to_all = true; }},
      {"overlap_grad_comm", [](Plan& p) { p.overlap_grad_comm = false; }},
      {"overlap_param_gather", [](Plan& p) { p.overlap_param_gather = false; }},
      {"overlap_p2p_comm", [](Plan& p) { p.overlap_p2p_comm = false; }},
      {"attention flash1", [](Plan& p) { p.attention = AttentionKernel::kFlash1; }},
      {"attention flash3", [](Plan& p) { p.attention = AttentionKernel::kFlash3; }},
      {"attention cudnn", [](Plan& p) { p.attention = AttentionKernel::kCudnn; }},
      {"attention unfused", [](Plan& p) { p.attention = AttentionKernel::kUnfused; }},
      {"tp_comm_overlap", [](Plan& p) { p.tp_comm_overlap = 1.0; }},
      {"tp_overlap_method",
       [](Plan& p) {
         p.tp_comm_overlap = 1.0;
         p.tp_overlap_method = TpOverlapMethod::kMicroPipelined;
       }},
      {"moe_dispatcher allgather", [](Plan& p) { p.moe_dispatcher = MoeDispatcher::kAllGather; }},
      {"moe_dispatcher deepep", [](Plan& p) { p.moe_dispatcher = MoeDispatcher::kDeepEp; }},
      {"moe_dispatcher hybridep", [](Plan& p) { p.moe_dispatcher = MoeDispatcher::kHybridEp; }},
      {"grouped_gemm", [](Plan& p) { p.grouped_gemm = false; }},
      {"cuda_graphs", [](Plan& p) { p.cuda_graphs = true; }},
      {"fp8_attention",
       [](Plan& p) {
         p.precision = Precision::kFp8;
         p.attention = AttentionKernel::kCudnn;
         p.fp8_attention = true;
       }},
      {"fused_elementwise", [](Plan& p) { p.fused_elementwise = false; }},
      {"first/last_stage_layers",
       [](Plan& p) {
         p.schedule = PipelineSchedule::k1F1B;
         p.virtual_stages = 1;
         p.first_stage_layers = 14;
         p.last_stage_layers = 18;
       }},
      {"pipeline_embedding_slot", [](Plan& p) { p.pipeline_embedding_slot = true; }},
      {"pipeline_loss_slot", [](Plan& p) { p.pipeline_loss_slot = true; }},
      {"zero3_collective_per_tensor", [](Plan& p) { p.zero3_collective_per_tensor = true; }},
      {"collective_kernels_per_rank", [](Plan& p) { p.collective_kernels_per_rank = 1; }},
      {"zero3_refetch_for_recompute", [](Plan& p) { p.zero3_refetch_for_recompute = true; }},
      {"sharded_grad_reduce false", [](Plan& p) { p.sharded_grad_reduce = false; }},
      {"moe_einsum_dispatch", [](Plan& p) { p.moe_einsum_dispatch = true; }},
      {"activation_offload_layers", [](Plan& p) { p.activation_offload_layers = 8; }},
      {"activation_offload_modules",
       [](Plan& p) {
         p.activation_offload_modules.expert_fc1 = true;
         p.activation_offload_modules.moe_act = true;
       }},
      {"offload_device nvme", [](Plan& p) { p.offload_device = OffloadDevice::kNvme; }},
      {"adam_moment_bytes", [](Plan& p) { p.memory.adam_moment_bytes = 2.0; }},
      {"master_weight_bytes", [](Plan& p) { p.memory.master_weight_bytes = 2.0; }},
      {"optimizer_grad_copy_bytes", [](Plan& p) { p.memory.optimizer_grad_copy_bytes = 2.0; }},
  };
  return knobs;
}

}  // namespace

TEST_CASE("emit: every name written is in the framework's documented argument list") {
  const Scenario s = Mixtral();
  for (Framework f : kAll) {
    const std::set<std::string> documented = Documented(f);
    REQUIRE(documented.size() > 100);
    std::vector<Plan> plans = {Baseline(s)};
    for (const auto& k : Knobs()) {
      plans.push_back(Baseline(s));
      k.change(plans.back());
    }
    for (const Plan& p : plans) {
      const Emitted e = EmitPlan(f, s, p);
      REQUIRE_FALSE(e.names.empty());
      for (const auto& name : e.names) {
        CAPTURE(NameOf(f));
        CAPTURE(p.Summary());
        CHECK_MESSAGE(documented.count(name) == 1, name, " is not in ", ArgumentListFile(f));
      }
    }
  }
}

TEST_CASE("emit: ZeRO-3 simulated without the backward prefetch warns in every framework") {
  const Scenario s = Mixtral();
  Plan prefetch = Baseline(s);
  prefetch.zero_stage = 3;
  prefetch.zero3_backward_prefetch = true;
  Plan serial = prefetch;
  serial.zero3_backward_prefetch = false;
  Plan zero1 = Baseline(s);
  zero1.zero3_backward_prefetch = false;  // nothing to prefetch below ZeRO-3
  for (Framework f : kAll) {
    CAPTURE(NameOf(f));
    auto warns = [&](const Plan& p) {
      const Emitted e = EmitPlan(f, s, p);
      return std::any_of(e.warnings.begin(), e.warnings.end(), [](const std::string& w) {
        return w.find("zero3_backward_prefetch") != std::string::npos;
      });
    };
    CHECK(warns(serial));
    CHECK_FALSE(warns(prefetch));
    CHECK_FALSE(warns(zero1));
  }
}

TEST_CASE("emit: every plan knob is mapped or warned about, in every framework") {
  const Scenario s = Mixtral();
  for (Framework f : kAll) {
    const Emitted base = EmitPlan(f, s, Baseline(s));
    for (const auto& k : Knobs()) {
      // Megatron and Megatron-Bridge take no data-parallel size: it is the
      // world size over tp x pp x cp (the header comment says so).
      if (std::string(k.name) == "dp" && (f == Framework::kMegatron || f == Framework::kNemo)) {
        continue;
      }
      Plan p = Baseline(s);
      k.change(p);
      const Emitted e = EmitPlan(f, s, p);
      CAPTURE(NameOf(f));
      CAPTURE(k.name);
      CHECK((Body(e.text) != Body(base.text) || e.warnings != base.warnings));
    }
  }
}

TEST_CASE("emit: the fp8 recipe in each framework's own words") {
  const Scenario s = Mixtral();
  Plan p = Baseline(s);
  p.precision = Precision::kFp8;
  auto text = [&](Framework f, Fp8Recipe r) {
    p.fp8_recipe = r;
    return EmitPlan(f, s, p);
  };
  CHECK(text(Framework::kMegatron, Fp8Recipe::kDelayed).text.find("--fp8-recipe delayed") !=
        std::string::npos);
  CHECK(text(Framework::kMegatron, Fp8Recipe::kCurrent).text.find("--fp8-recipe tensorwise") !=
        std::string::npos);
  CHECK(text(Framework::kMegatron, Fp8Recipe::kBlock).text.find("--fp8-recipe blockwise") !=
        std::string::npos);  // H100: 1x128 / 128x128 blocks
  CHECK(text(Framework::kNemo, Fp8Recipe::kCurrent)
            .text.find("bf16_with_fp8_current_scaling_mixed") != std::string::npos);
  CHECK(text(Framework::kNemo, Fp8Recipe::kBlock)
            .text.find("bf16_with_fp8_subchannel_scaling_mixed") != std::string::npos);
  CHECK(text(Framework::kNemo, Fp8Recipe::kDelayed)
            .text.find("bf16_with_fp8_delayed_scaling_mixed") != std::string::npos);
  // torchao scales from each tensor's own amax: other recipes are warned about.
  CHECK(text(Framework::kTorchtitan, Fp8Recipe::kCurrent).warnings.size() <
        text(Framework::kTorchtitan, Fp8Recipe::kDelayed).warnings.size());
  // torchao's rowwise recipe is torchtitan's to name; Megatron has none.
  const Emitted rowwise = text(Framework::kTorchtitan, Fp8Recipe::kRowwise);
  CHECK(rowwise.text.find("recipe_name = \"rowwise\"") != std::string::npos);
  CHECK(rowwise.warnings.size() ==
        text(Framework::kTorchtitan, Fp8Recipe::kCurrent).warnings.size());
  const Emitted megatron = text(Framework::kMegatron, Fp8Recipe::kRowwise);
  CHECK(megatron.text.find("--fp8-recipe tensorwise") != std::string::npos);
  CHECK(megatron.warnings.size() > text(Framework::kMegatron, Fp8Recipe::kCurrent).warnings.size());
}

TEST_CASE("emit: Megatron-LM arguments") {
  const Scenario s = Mixtral();
  Plan p = Baseline(s);
  const Emitted e = EmitPlan(Framework::kMegatron, s, p);
  const std::string& t = e.text;
  CHECK(t.find("MEGATRON_ARGS=(") != std::string::npos);
  CHECK(t.find("  --tensor-model-parallel-size 2\n") != std::string::npos);
  CHECK(t.find("  --pipeline-model-parallel-size 2\n") != std::string::npos);
  CHECK(t.find("  --num-layers-per-virtual-pipeline-stage 8\n") != std::string::npos);  // 32 / (2 x 2)
  CHECK(t.find("  --expert-model-parallel-size 2\n") != std::string::npos);
  CHECK(t.find("  --sequence-parallel\n") != std::string::npos);
  CHECK(t.find("  --use-distributed-optimizer\n") != std::string::npos);
  CHECK(t.find("  --recompute-granularity full\n  --recompute-method uniform\n") != std::string::npos);
  CHECK(t.find("  --global-batch-size 256\n") != std::string::npos);
  CHECK(t.find("  --num-experts 8\n  --moe-router-topk 2\n") != std::string::npos);
  CHECK(t.find("  --ddp-bucket-size 13107200\n") != std::string::npos);  // 25 MiB of bf16
  CHECK(e.warnings.empty());

  p.recompute_fraction = 0.5;  // half of each chunk's 8 layers
  CHECK(EmitPlan(Framework::kMegatron, s, p).text.find("  --recompute-method block\n  --recompute-num-layers 4\n") !=
        std::string::npos);
  p = Baseline(s);
  p.zero_stage = 3;
  const std::string fsdp = EmitPlan(Framework::kMegatron, s, p).text;
  CHECK(fsdp.find("--use-megatron-fsdp") != std::string::npos);
  CHECK(fsdp.find("--data-parallel-sharding-strategy optim_grads_params") != std::string::npos);
  p = Baseline(s);
  p.schedule = PipelineSchedule::kGpipe;
  p.virtual_stages = 1;
  const Emitted gpipe = EmitPlan(Framework::kMegatron, s, p);
  REQUIRE(gpipe.warnings.size() == 1);
  CHECK(gpipe.warnings[0].find("GPipe") != std::string::npos);
  CHECK(gpipe.text.find("# warning: schedule gpipe") != std::string::npos);
}

TEST_CASE("emit: Megatron-Bridge override YAML") {
  const Scenario s = Mixtral();
  const std::string t = EmitPlan(Framework::kNemo, s, Baseline(s)).text;
  CHECK(t.find("model:\n  tensor_model_parallel_size: 2\n") != std::string::npos);
  CHECK(t.find("  virtual_pipeline_model_parallel_size: 2\n") != std::string::npos);
  CHECK(t.find("train:\n  micro_batch_size: 1\n  global_batch_size: 256\n") != std::string::npos);
  CHECK(t.find("ddp:\n  use_distributed_optimizer: true\n") != std::string::npos);
  CHECK(t.find("mixed_precision: \"bf16_mixed\"\n") != std::string::npos);
}

TEST_CASE("emit: torchtitan TOML") {
  const Scenario s = Mixtral();
  Plan p = Baseline(s);
  const Emitted e = EmitPlan(Framework::kTorchtitan, s, p);
  const std::string& t = e.text;
  CHECK(t.find("[parallelism]\n") != std::string::npos);
  CHECK(t.find("data_parallel_shard_degree = 8\n") != std::string::npos);
  CHECK(t.find("pipeline_parallel_schedule = \"Interleaved1F1B\"\n") != std::string::npos);
  CHECK(t.find("pipeline_parallel_layers_per_stage = 8\n") != std::string::npos);
  CHECK(t.find("local_batch_size = 32\n") != std::string::npos);  // 256 / dp 8, split in micro-batches
  CHECK(t.find("[activation_checkpoint]\nmode = \"full\"\n") != std::string::npos);
  p.recompute_fraction = 0.5;
  CHECK(EmitPlan(Framework::kTorchtitan, s, p).text.find("selective_ac_option = \"2\"") !=
        std::string::npos);
  p = Baseline(s);
  p.schedule = PipelineSchedule::k1F1B;
  p.virtual_stages = 1;
  p.first_stage_layers = 14;
  p.last_stage_layers = 18;
  const std::string uneven = EmitPlan(Framework::kTorchtitan, s, p).text;
  CHECK(uneven.find("module_fqns_per_model_part = [[\"tok_embeddings\", \"layers.0\"") != std::string::npos);
  CHECK(uneven.find("\"layers.13\"], [\"layers.14\"") != std::string::npos);
  CHECK(uneven.find("\"layers.31\", \"norm\", \"output\"]]") != std::string::npos);
}

TEST_CASE("emit: DeepSpeed config JSON") {
  const Scenario s = Mixtral();
  Plan p = WithoutPipeline(Baseline(s));
  p.dp = 16;
  p.zero_stage = 3;
  p.offload_optimizer = true;
  p.offload_params = true;
  const Emitted e = EmitPlan(Framework::kDeepSpeed, s, p);
  const Json j = Json::parse(e.text);
  CHECK(j["train_batch_size"] == 256);
  CHECK(j["train_micro_batch_size_per_gpu"] == 1);
  CHECK(j["gradient_accumulation_steps"] == 16);  // 256 / (16 x 1)
  CHECK(j["zero_optimization"]["stage"] == 3);
  CHECK(j["zero_optimization"]["offload_optimizer"]["device"] == "cpu");
  CHECK(j["zero_optimization"]["offload_param"]["device"] == "cpu");
  CHECK(j["bf16"]["enabled"] == true);
  CHECK(j["tensor_parallel"]["autotp_size"] == 2);
  CHECK(j["expert_parallel"]["autoep_size"] == 2);
  CHECK(e.text.find("warning") == std::string::npos);  // JSON has no comments
  CHECK(j["zero_optimization"]["offload_param"].count("nvme_path") == 0);
  CHECK(j.count("aio") == 0);
}

TEST_CASE("emit: framework names") {
  CHECK(ParseFramework("torchtitan", "--emit") == Framework::kTorchtitan);
  try {
    ParseFramework("jax", "--emit");
    FAIL("expected an InputError");
  } catch (const InputError& e) {
    CHECK(e.json_path() == "--emit");
    CHECK(std::string(e.expected()).find("megatron, nemo, torchtitan, deepspeed") != std::string::npos);
  }
}

TEST_CASE("emit: the TP overlap method a framework lacks is warned about") {
  const Scenario s = Mixtral();
  Plan p = Baseline(s);
  REQUIRE(p.tp > 1);
  p.tp_comm_overlap = 1.0;
  p.sequence_parallel = true;
  Plan async = p;
  async.tp_overlap_method = TpOverlapMethod::kMicroPipelined;
  auto warns = [](const Emitted& e, const char* what) {
    for (const auto& w : e.warnings) {
      if (w.find(what) != std::string::npos) return true;
    }
    return false;
  };
  for (Framework f : {Framework::kMegatron, Framework::kNemo}) {
    CAPTURE(NameOf(f));
    CHECK_FALSE(warns(EmitPlan(f, s, p), "micro_pipelined"));
    CHECK(warns(EmitPlan(f, s, async), "micro_pipelined"));
  }
  CHECK(warns(EmitPlan(Framework::kTorchtitan, s, p), "userbuffers"));
  CHECK_FALSE(warns(EmitPlan(Framework::kTorchtitan, s, async), "userbuffers"));
}

// Whether one of the emitted file's warnings starts with `knob`.
bool WarnsAbout(const Emitted& e, const std::string& knob) {
  for (const auto& w : e.warnings) {
    if (w.rfind(knob, 0) == 0) return true;
  }
  return false;
}

TEST_CASE("emit: activation CPU offloading as Megatron-LM and Megatron-Bridge spell it") {
  const Scenario s = Mixtral();
  Plan p = WithoutPipeline(Baseline(s));
  p.recompute = Recompute::kNone;
  p.activation_offload_layers = 8;
  // Megatron-LM: the layer count alone (validate_args sets cpu_offloading).
  const Emitted mega = EmitPlan(Framework::kMegatron, s, p);
  CHECK(mega.text.find("  --cpu-offloading-num-layers 8\n") != std::string::npos);
  CHECK(mega.text.find("--cpu-offloading\n") == std::string::npos);
  const std::string bridge = EmitPlan(Framework::kNemo, s, p).text;
  CHECK(bridge.find("  cpu_offloading: true\n") != std::string::npos);
  CHECK(bridge.find("  cpu_offloading_num_layers: 8\n") != std::string::npos);
  CHECK(bridge.find("  cpu_offloading_weights: false\n") != std::string::npos);
  for (Framework f : {Framework::kTorchtitan, Framework::kDeepSpeed}) {
    CAPTURE(NameOf(f));
    CHECK(WarnsAbout(EmitPlan(f, s, p), "activation_offload_layers"));
  }
}

TEST_CASE("emit: fine-grained activation offloading as Megatron-LM and Megatron-Bridge spell it") {
  const Scenario s = Mixtral();
  Plan p = Baseline(s);
  p.activation_offload_modules.expert_fc1 = true;
  p.activation_offload_modules.moe_act = true;
  const std::string mega = EmitPlan(Framework::kMegatron, s, p).text;
  CHECK(mega.find("  --fine-grained-activation-offloading\n") != std::string::npos);
  CHECK(mega.find("  --offload-modules expert_fc1 moe_act") != std::string::npos);
  const std::string bridge = EmitPlan(Framework::kNemo, s, p).text;
  CHECK(bridge.find("  fine_grained_activation_offloading: true\n") != std::string::npos);
  CHECK(bridge.find("  offload_modules: [\"expert_fc1\", \"moe_act\"]\n") != std::string::npos);
  for (Framework f : {Framework::kTorchtitan, Framework::kDeepSpeed}) {
    CAPTURE(NameOf(f));
    CHECK(WarnsAbout(EmitPlan(f, s, p), "activation_offload_modules"));
  }
}

TEST_CASE(
    "emit: the optimizer state's widths as Megatron-Core's precision-aware optimizer sets them") {
  const Scenario s = Mixtral();
  auto emit = [&](Framework f, const std::function<void(Plan&)>& change) {
    Plan p = Baseline(s);
    change(p);
    return EmitPlan(f, s, p);
  };
  auto has = [](const Emitted& e, const std::string& line) {
    return e.text.find(line) != std::string::npos;
  };
  // fp32 state (the default) writes nothing.
  const Emitted plain = emit(Framework::kMegatron, [](Plan&) {});
  CHECK_FALSE(has(plain, "precision-aware"));
  CHECK_FALSE(has(plain, "dtype"));
  CHECK_FALSE(has(emit(Framework::kNemo, [](Plan&) {}), "precision_aware"));

  // DeepSeek-V3's recipe: bf16 moments and main gradients, fp32 main params.
  auto deepseek = [](Plan& p) {
    p.memory.adam_moment_bytes = 2.0;
    p.memory.optimizer_grad_copy_bytes = 2.0;
  };
  const Emitted mega = emit(Framework::kMegatron, deepseek);
  CHECK(has(mega, "  --use-precision-aware-optimizer\n"));
  CHECK(has(mega, "  --exp-avg-dtype bf16\n"));
  CHECK(has(mega, "  --exp-avg-sq-dtype bf16\n"));
  CHECK(has(mega, "  --main-grads-dtype bf16\n"));
  CHECK_FALSE(has(mega, "--main-params-dtype"));
  const Emitted bridge = emit(Framework::kNemo, deepseek);
  CHECK(has(bridge, "  use_precision_aware_optimizer: true\n"));
  CHECK(has(bridge, "  exp_avg_dtype: \"torch.bfloat16\"\n"));
  CHECK(has(bridge, "  exp_avg_sq_dtype: \"torch.bfloat16\"\n"));
  CHECK(has(bridge, "  main_grads_dtype: \"torch.bfloat16\"\n"));

  // A 2-byte master: on bf16 weights Transformer Engine keeps the fp32
  // master's low 16 bits (store_param_remainders) with the switch alone;
  // under a current-scaling fp8 recipe Megatron-Core keeps it, so it is fp16.
  auto bf16_master = [](Plan& p) {
    p.precision = Precision::kBf16;
    p.memory.master_weight_bytes = 2.0;
  };
  const Emitted remainders = emit(Framework::kMegatron, bf16_master);
  CHECK(has(remainders, "  --use-precision-aware-optimizer\n"));
  CHECK_FALSE(has(remainders, "--main-params-dtype"));
  const Emitted fp8_master = emit(Framework::kMegatron, [](Plan& p) {
    p.precision = Precision::kFp8;
    p.fp8_recipe = Fp8Recipe::kCurrent;
    p.memory.master_weight_bytes = 2.0;
  });
  CHECK(has(fp8_master, "  --main-params-dtype fp16\n"));

  // Optimizer offload runs on the precision-aware optimizer (Megatron-LM
  // asserts it), widths or not.
  const Emitted offload = emit(Framework::kMegatron, [](Plan& p) { p.offload_optimizer = true; });
  CHECK(has(offload, "  --optimizer-cpu-offload\n"));
  CHECK(has(offload, "  --use-precision-aware-optimizer\n"));

  // What Megatron cannot hold, and the distributed optimizer it needs.
  CHECK(WarnsAbout(emit(Framework::kMegatron, [](Plan& p) { p.memory.master_weight_bytes = 0; }),
                   "master_weight_bytes"));
  CHECK(WarnsAbout(emit(Framework::kMegatron,
                        [&](Plan& p) {
                          deepseek(p);
                          p.zero_stage = 0;
                        }),
                   "optimizer widths"));
  CHECK(WarnsAbout(emit(Framework::kNemo, [](Plan& p) { p.memory.adam_moment_bytes = 1.0; }),
                   "adam_moment_bytes"));
  CHECK(has(emit(Framework::kMegatron, [](Plan& p) { p.memory.adam_moment_bytes = 1.0; }),
            "  --exp-avg-dtype fp8\n"));
  for (Framework f : {Framework::kTorchtitan, Framework::kDeepSpeed}) {
    CAPTURE(NameOf(f));
    CHECK(WarnsAbout(emit(f, deepseek), "adam_moment_bytes"));
    CHECK_FALSE(WarnsAbout(emit(f, [](Plan&) {}), "adam_moment_bytes"));
  }
}

TEST_CASE("emit: DeepSpeed ZeRO-Infinity config for NVMe offload") {
  const Scenario s = Mixtral();
  Plan p = WithoutPipeline(Baseline(s));
  p.dp = 16;
  p.zero_stage = 3;
  p.offload_optimizer = p.offload_params = p.offload_grads = true;
  p.offload_device = OffloadDevice::kNvme;
  const Emitted e = EmitPlan(Framework::kDeepSpeed, s, p);
  const Json j = Json::parse(e.text);
  const Json& zero = j["zero_optimization"];
  CHECK(zero["offload_optimizer"]["device"] == "nvme");
  CHECK(zero["offload_param"]["device"] == "nvme");
  // DeepSpeed's defaults, as simulator/nvme_offload.h models them.
  CHECK(zero["offload_optimizer"]["buffer_count"] == 4);
  CHECK(zero["offload_param"]["buffer_count"] == 5);
  CHECK(zero["offload_param"]["buffer_size"] == 100000000);
  CHECK(zero["offload_param"]["max_in_cpu"] == 1000000000);
  CHECK(zero["sub_group_size"] == 1000000000);
  CHECK(j["aio"]["queue_depth"] == 8);
  // The path is a placeholder the user must set, and a warning says so.
  CHECK(zero["offload_param"]["nvme_path"] == zero["offload_optimizer"]["nvme_path"]);
  const std::string path = zero["offload_param"]["nvme_path"];
  bool warned = false;
  for (const auto& w : e.warnings)
    warned |= w.find("nvme_path") != std::string::npos && w.find(path) != std::string::npos;
  CHECK(warned);
  // Megatron and torchtitan have no NVMe offload: they say so.
  for (Framework f : {Framework::kMegatron, Framework::kNemo, Framework::kTorchtitan}) {
    CAPTURE(NameOf(f));
    bool nvme_warned = false;
    for (const auto& w : EmitPlan(f, s, p).warnings)
      nvme_warned |= w.find("no NVMe offload") != std::string::npos;
    CHECK(nvme_warned);
  }
}

TEST_CASE("emit: the model's position embedding (Megatron-LM's default is learned_absolute)") {
  Scenario s = Mixtral();
  const Plan p = Baseline(s);
  auto warned = [](const Emitted& e) {
    for (const auto& w : e.warnings) {
      if (w.find("position_embedding") == 0) return true;
    }
    return false;
  };
  // Rotary (Mixtral): Megatron-LM must be told, the recipes already say it.
  const Emitted rope = EmitPlan(Framework::kMegatron, s, p);
  CHECK(rope.text.find("  --position-embedding-type rope\n") != std::string::npos);
  CHECK_FALSE(warned(rope));
  CHECK(EmitPlan(Framework::kNemo, s, p).text.find("position_embedding_type") == std::string::npos);
  CHECK_FALSE(warned(EmitPlan(Framework::kTorchtitan, s, p)));
  CHECK(rope.text.find("--qk-layernorm") == std::string::npos);
  Scenario qwen = s;
  qwen.model.qk_norm = true;
  CHECK(EmitPlan(Framework::kMegatron, qwen, p).text.find("  --qk-layernorm\n") !=
        std::string::npos);
  // Learned absolute positions (GPT-2, GPT-3).
  s.model.position_embedding = PositionEmbedding::kLearned;
  CHECK(EmitPlan(Framework::kMegatron, s, p)
            .text.find("  --position-embedding-type learned_absolute\n") != std::string::npos);
  CHECK(EmitPlan(Framework::kNemo, s, p)
            .text.find("  position_embedding_type: \"learned_absolute\"\n") != std::string::npos);
  CHECK(warned(EmitPlan(Framework::kTorchtitan, s, p)));
  // ALiBi (BLOOM): none of them has it.
  s.model.position_embedding = PositionEmbedding::kAlibi;
  for (Framework f : {Framework::kMegatron, Framework::kNemo, Framework::kTorchtitan}) {
    CAPTURE(static_cast<int>(f));
    CHECK(warned(EmitPlan(f, s, p)));
  }
}

TEST_CASE("emit: DeepSpeed-MoE's dense dispatch is warned about for a MoE model only") {
  const Scenario moe = Mixtral();
  Scenario dense = moe;
  dense.model.moe = MoeConfig{};
  auto warned = [](const Emitted& e) {
    for (const auto& w : e.warnings) {
      if (w.rfind("moe_einsum_dispatch", 0) == 0) return true;
    }
    return false;
  };
  for (Framework f : kAll) {
    CAPTURE(NameOf(f));
    Plan p = Baseline(moe);
    CHECK_FALSE(warned(EmitPlan(f, moe, p)));
    p.moe_einsum_dispatch = true;
    CHECK(warned(EmitPlan(f, moe, p)));
    Plan d = Baseline(dense);
    d.ep = 1;
    d.moe_einsum_dispatch = true;
    CHECK_FALSE(warned(EmitPlan(f, dense, d)));
  }
}

TEST_CASE("emit: LoRA is written where the framework trains adapters, warned where it does not") {
  Scenario s = Mixtral();
  s.model.lora.rank = 16;
  s.model.lora.targets = LoraTargets::kAttention;
  const Plan p = Baseline(s);
  auto warned = [](const Emitted& e) {
    for (const auto& w : e.warnings) {
      if (w.rfind("lora rank 16 on attention", 0) == 0) return true;
    }
    return false;
  };
  // Megatron-Bridge's LoRA (peft section): rank and Megatron-Core module names.
  const Emitted bridge = EmitPlan(Framework::kNemo, s, p);
  CHECK_FALSE(warned(bridge));
  CHECK(bridge.text.find("peft:\n  _target_: \"megatron.bridge.peft.lora.LoRA\"\n  dim: 16\n  "
                         "target_modules: [\"linear_qkv\", \"linear_proj\"]\n") !=
        std::string::npos);
  s.model.lora.targets = LoraTargets::kAllLinear;
  CHECK(EmitPlan(Framework::kNemo, s, p)
            .text.find("target_modules: [\"linear_qkv\", \"linear_proj\", \"linear_fc1\", "
                       "\"linear_fc2\"]") != std::string::npos);
  s.model.lora.targets = LoraTargets::kAttention;
  // The others have no adapters in their configuration: full training, warned.
  for (Framework f : {Framework::kMegatron, Framework::kTorchtitan, Framework::kDeepSpeed}) {
    CAPTURE(NameOf(f));
    const Emitted e = EmitPlan(f, s, p);
    CHECK(warned(e));
    CHECK(e.text.find("lora") == e.text.find("lora rank"));  // only in the warning comment
  }
  // Full training writes no peft section and warns nothing about LoRA.
  Scenario full = Mixtral();
  for (Framework f : kAll) {
    CAPTURE(NameOf(f));
    const Emitted e = EmitPlan(f, full, Baseline(full));
    CHECK_FALSE(warned(e));
    CHECK(e.text.find("peft") == std::string::npos);
  }
  // Every name the LoRA plan writes is documented.
  const std::set<std::string> documented = Documented(Framework::kNemo);
  for (const auto& name : bridge.names) {
    CHECK_MESSAGE(documented.count(name) == 1, name, " is not in ",
                  ArgumentListFile(Framework::kNemo));
  }
}

TEST_CASE("emit: fp4's BF16-kept layers as Megatron's first/last BF16 layers") {
  const Scenario s = Mixtral();  // 32 layers
  Plan p = Baseline(s);
  p.precision = Precision::kFp4;
  p.fp4_bf16_layer_share = 0.15;  // 5 of 32 layers: 1 first, 4 last
  for (Framework f : {Framework::kMegatron, Framework::kNemo}) {
    CAPTURE(NameOf(f));
    const std::string kept = EmitPlan(f, s, p).text;
    const bool megatron = f == Framework::kMegatron;
    CHECK(kept.find(megatron ? "--first-last-layers-bf16" : "first_last_layers_bf16") !=
          std::string::npos);
    CHECK(kept.find(megatron ? "--num-layers-at-start-in-bf16 1"
                             : "num_layers_at_start_in_bf16: 1") != std::string::npos);
    CHECK(kept.find(megatron ? "--num-layers-at-end-in-bf16 4" : "num_layers_at_end_in_bf16: 4") !=
          std::string::npos);
    // Megatron-Core's own preset keeps none, as the default stack does.
    Plan none = p;
    none.fp4_bf16_layer_share = 0.0;
    CHECK(EmitPlan(f, s, none).text.find("first_last_layers_bf16") == std::string::npos);
    CHECK(EmitPlan(f, s, none).text.find("first-last-layers-bf16") == std::string::npos);
  }
  CHECK(StackDefaults(s).fp4_bf16_layer_share == 0.0);
}
