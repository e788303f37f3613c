// Hostile validation rows (issue 12): an impossible row is skipped, counted
// and named (never a SIGFPE or a MAPE of 3.6e17%); --strict makes it fatal;
// an empty file is an error.
#include <doctest/doctest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "core/error.h"
#include "core/hardware.h"
#include "core/model.h"
#include "simulator/simulate.h"
#include "validation/validation.h"

namespace shoal::validation {
namespace {
namespace fs = std::filesystem;

const char* kRow = R"({"id": "R", "source_group": "g", "model_name": "m", "model_type": "dense",
  "num_layers": 24, "hidden_size": 2048, "num_attention_heads": 16, "vocab_size": 50000,
  "seq_len": 2048, "gpu_type": "A100 SXM4 80GB", "num_gpus": 8, "tp": 1, "pp": 1, "dp": 8,
  "global_batch_size": 64, "micro_batch_size": 8, "precision": "bf16", "iteration_time_s": 1.5})";

Json Row() { return ParseJsonText(kRow, "row"); }

// The same row as a MoE model of `experts` experts, top-`top_k`, over EP `ep`.
Json MoeRow(int experts, int top_k, int ep) {
  Json row = Row();
  row["model_type"] = "moe";
  row["num_experts"] = experts;
  row["moe_top_k"] = top_k;
  row["ep"] = ep;
  return row;
}

// Llama 3 405B as the Llama 3 paper's Table 4 lays it out (arXiv:2407.21783):
// TP 8, PP 16, DP = GPUs / 128, 2048 sequences a step.
Json Llama3_405bRow(int gpus) {
  Json row = Row();
  row["num_layers"] = 126;
  row["hidden_size"] = 16384;
  row["num_attention_heads"] = 128;
  row["num_gpus"] = gpus;
  row["tp"] = 8;
  row["pp"] = 16;
  row["dp"] = gpus / 128;
  row["global_batch_size"] = 2048;
  row["gpu_type"] = "H100 SXM5 80GB";
  return row;
}

ConversionResult Convert(const Json& row) {
  static const SoftwareStack stack = ResolveSoftwareStack(kDefaultStackName);
  return ConvertPublishedRun(row, stack);
}

std::string Why(const Json& row) {
  ConversionResult c = Convert(row);
  CHECK_FALSE(c.run);
  CHECK(c.invalid);
  return c.skip_reason;
}

struct File {
  fs::path path;
  File(const std::string& name, const std::string& text)
      : path(fs::temp_directory_path() /
             ("shoal-" + name + std::to_string(::getpid()) + ".jsonl")) {
    std::ofstream(path) << text;
  }
  ~File() { fs::remove(path); }
};
}  // namespace

TEST_CASE("impossible numbers in a row are reasons, never casts") {
  REQUIRE(Convert(Row()).run);
  Json r = Row();
  r["tp"] = 4294967296.0;  // was cut to 0 and used as a divisor
  CHECK(Why(r) == "impossible row: tp: expected an integer in [1, 1048576], got 4294967296");
  r = Row();
  r["num_attention_heads"] = 2.5;
  CHECK(Why(r).find("num_attention_heads: expected an integer") != std::string::npos);
  r = Row();
  r["moe_top_k"] = 1e300;
  r["model_type"] = "moe";
  r["num_experts"] = 8;
  CHECK(Why(r).find("moe_top_k: expected an integer in [1, 8]") != std::string::npos);
  r = Row();
  r["iteration_time_s"] = 1e-300;  // one such row made the MAPE 3.6e17%
  CHECK(Why(r).find("iteration_time_s") != std::string::npos);
  r = Row();
  r["dp"] = 65536;
  r["tp"] = 65536;
  CHECK_FALSE(Convert(r).run);
  r = Row();
  r["num_kv_heads"] = 3;
  CHECK(Why(r).find("num_kv_heads") != std::string::npos);
}

TEST_CASE("a row's numbers as text, its type and sequence parallelism in other words") {
  // Numbers copied as text read as the numbers; other text is no number.
  Json r = Row();
  r["tp"] = "2";
  r["dp"] = " 4 ";
  r["iteration_time_s"] = "1.5";
  const ConversionResult c = Convert(r);
  REQUIRE(c.run);
  CHECK(c.run->plan.tp == 2);
  CHECK(c.run->plan.dp == 4);
  CHECK(c.run->measured_iteration_time_s == doctest::Approx(1.5).scale(0));
  // As if the row left tp out: tp is then what dp leaves over, 4 of 8 at dp 2.
  Json unstated = r;
  unstated.erase("tp");
  r["dp"] = 2;
  unstated["dp"] = 2;
  const std::string plan = Convert(unstated).run->plan.Summary();
  for (const std::string junk : {"two", "-2", "3 GPUs", "0x3", "inf", ""}) {
    r["tp"] = junk;
    CAPTURE(junk);
    REQUIRE(Convert(r).run);
    CHECK(Convert(r).run->plan.Summary() == plan);
  }
  CHECK(plan.find("TP4") != std::string::npos);
  // "MoE" and "Mixture of Experts" are MoE; "dense" with experts stays dense.
  for (const std::string type : {"MoE", "Mixture of Experts", "sparse MoE", "decoder-only"}) {
    Json m = MoeRow(8, 2, 1);
    m["model_type"] = type;
    CAPTURE(type);
    REQUIRE(Convert(m).run);
    CHECK(Convert(m).run->model.moe.enabled());
  }
  Json d = MoeRow(8, 2, 1);
  d["model_type"] = "Dense";
  REQUIRE(Convert(d).run);
  CHECK_FALSE(Convert(d).run->model.moe.enabled());
  // Sequence parallelism said in words.
  Json sp = Row();
  sp["tp"] = 2;
  sp["dp"] = 4;
  sp["sequence_parallel"] = "yes";
  CHECK(Convert(sp).run->plan.sequence_parallel);
  sp["sequence_parallel"] = "disabled";
  CHECK_FALSE(Convert(sp).run->plan.sequence_parallel);
}

TEST_CASE("validate skips and counts bad lines and impossible rows; --strict is fatal") {
  Json absurd = Row();
  absurd["id"] = "absurd";
  absurd["iteration_time_s"] = 1e-300;
  File f("rows", Row().dump() + "\n" + absurd.dump() + "\n{\"id\": \n[1, 2]\n");
  ValidationReport rep = ValidatePublishedRuns({f.path.string(), "", false, ""});
  CHECK(rep.rows.size() == 1);
  CHECK(rep.invalid.size() == 3);
  CHECK(rep.skipped.size() == 3);
  CHECK(rep.overall.count == 1);
  CHECK(rep.overall.max_ape < 10);  // the absurd row is not in the summary
  CHECK_THROWS_WITH_AS(ValidatePublishedRuns({f.path.string(), "", /*strict=*/true, ""}),
                       doctest::Contains("absurd (line 2): impossible row"), InputError);
  File empty("empty", "\n  \n");
  CHECK_THROWS_WITH_AS(ValidatePublishedRuns({empty.path.string(), "", false, ""}),
                       doctest::Contains("the file is empty"), InputError);
}

TEST_CASE("published rows convert to plans, or say why not") {
  Json row =
      ParseJsonText(R"({"id": "X1", "source_group": "g", "model_name": "m", "model_type": "dense",
    "num_layers": 32, "hidden_size": 4096, "ffn_hidden_size": 11008, "num_attention_heads": 32,
    "num_kv_heads": null, "vocab_size": 32000, "seq_len": 4096, "gpu_type": "A100 SXM4 40GB",
    "gpu_memory_gb": 40, "num_gpus": 64, "tp": 2, "pp": 2, "dp": null, "cp": 1,
    "zero_stage_or_fsdp": "PyTorch FSDP SHARD_GRAD_OP", "global_batch_size": 256,
    "micro_batch_size": 2, "activation_recompute": "selective", "precision": "bf16 mixed",
    "framework": "Megatron-Core", "iteration_time_s": 5.0})",
                    "row");
  const SoftwareStack stack = ResolveSoftwareStack("megatron-core-2025");
  ConversionResult c = ConvertPublishedRun(row, stack);
  REQUIRE(c.run);
  CHECK(c.run->hardware_name == "a100-40gb");
  CHECK(c.run->plan.dp == 16);
  CHECK(c.run->plan.zero_stage == 2);
  CHECK(c.run->plan.recompute == Recompute::kSelective);
  CHECK(c.run->plan.sequence_parallel);
  CHECK(c.run->measured_iteration_time_s == 5.0);
  row["iteration_time_s"] = nullptr;
  row["tokens_per_s"] = 256.0 * 4096 / 2.0;
  CHECK(ConvertPublishedRun(row, stack).run->measured_iteration_time_s == doctest::Approx(2.0));
  row["tokens_per_s"] = nullptr;
  CHECK(ConvertPublishedRun(row, stack).skip_reason ==
        "no measured iteration time, tokens/s or model TFLOP/s");
  for (const auto& [gpu, profile] : std::vector<std::pair<std::string, std::string>>{
           {"B200 SXM 180GB", "b200"},
           {"GB200 NVL72", "gb200-nvl72"},
           {"B300 SXM 288GB", "b300"},
           {"GB300 (B300 GPU of a GB300 superchip) 288GB", "gb300-nvl72"},
           {"H20 96GB", "h20"},
           {"H200 SXM 141GB", "h200"},
           {"GH200 (JUPITER Booster)", "gh200"},
           {"NVIDIA GH200 Grace Hopper Superchip 96GB", "gh200"},
           {"H100 SXM5 80GB", "h100"},
           {"H100 SXM 96GB HBM2e (500 W power limit)", "h100-96gb-hbm2e"},
           {"MI300X", "mi300x"},
           {"AMD Instinct MI355X", "mi355x"},
           {"A800 SXM4 80GB", "a800-80gb"},
           {"A100 SXM4 80GB", "a100-80gb"}}) {
    CHECK(HardwareForGpuType(gpu, 0) == std::optional<std::string>(profile));
  }
  // V100s: a DGX-2 when sixteen share a node or the text names its SXM3 part.
  CHECK(HardwareForGpuType("V100 SXM2 32GB", 32) == std::optional<std::string>("v100-32gb"));
  CHECK(HardwareForGpuType("V100 SXM2 16GB", 16) == std::optional<std::string>("v100-16gb"));
  CHECK(HardwareForGpuType("V100 32GB", 32, 16) == std::optional<std::string>("v100-32gb-dgx2"));
  CHECK(HardwareForGpuType("Tesla V100-SXM3-32GB", 32) ==
        std::optional<std::string>("v100-32gb-dgx2"));
  row["gpu_type"] = "TPU v5p";
  CHECK(ConvertPublishedRun(row, stack).skip_reason.find("no hardware profile") == 0);
}

TEST_CASE("a row's FFN form: as its notes name it, else as its stated parameter count fits") {
  // gpt-oss-120b's shape: nothing in the name or notes says "SwiGLU", but only
  // a gated FFN (3 h x f per expert) reaches its 117B parameters (2 gives 78B).
  Json row =
      ParseJsonText(R"({"id": "G", "source_group": "g", "model_name": "moe-x", "model_type": "moe",
    "num_layers": 36, "hidden_size": 2880, "num_attention_heads": 64, "num_kv_heads": 8,
    "vocab_size": 201088, "seq_len": 4096, "num_experts": 128, "moe_top_k": 4,
    "expert_ffn_hidden_size": 2880, "total_params_b": 117.0, "arch_notes": "head_dim 64",
    "gpu_type": "H100 SXM5 80GB", "num_gpus": 64, "tp": 1, "pp": 4, "dp": 16, "ep": 8,
    "global_batch_size": 512, "micro_batch_size": 1, "precision": "bf16", "iteration_time_s": 5.0})",
                    "row");
  CHECK(Convert(row).run->model.activation == Activation::kSwiglu);
  // Stated as 78B, the same shape is a plain FFN.
  row["total_params_b"] = 78.5;
  CHECK(Convert(row).run->model.activation == Activation::kGelu);
  // The notes win over the count (MPT's learned position embeddings are in
  // its count, not in the shape) and over the family's name (Nemotron-4's
  // squared ReLU).
  row["total_params_b"] = 117.0;
  row["arch_notes"] = "head_dim 64, GELU MLP";
  CHECK(Convert(row).run->model.activation == Activation::kGelu);
  row["model_name"] = "Nemotron-x";
  row["arch_notes"] = "squared-ReLU MLP (no gating)";
  CHECK(Convert(row).run->model.activation == Activation::kGelu);
  // No count and no notes: the family's name.
  row.erase("total_params_b");
  row["arch_notes"] = "head_dim 64";
  row["model_name"] = "Qwen-x";
  CHECK(Convert(row).run->model.activation == Activation::kSwiglu);
  row["model_name"] = "moe-x";
  CHECK(Convert(row).run->model.activation == Activation::kGelu);
}

TEST_CASE("a row's tied embeddings: as its architecture notes state them") {
  CHECK(StatesTiedEmbeddings("BLOOM: ALiBi positions, tied embeddings (250880 padded vocab)"));
  CHECK(
      StatesTiedEmbeddings("GPT-3 architecture, learned pos. emb., tied input/output embeddings"));
  CHECK(StatesTiedEmbeddings("weight tying of the embedding and the LM head"));
  CHECK_FALSE(StatesTiedEmbeddings("RMSNorm, SwiGLU, RoPE, GQA(8 KV heads), untied embeddings"));
  CHECK_FALSE(StatesTiedEmbeddings("embeddings not tied"));
  CHECK_FALSE(StatesTiedEmbeddings("RMSNorm, SwiGLU"));
  Json row = ParseJsonText(R"({"id": "B", "source_group": "g", "model_name": "dense-x",
    "num_layers": 8, "hidden_size": 1024, "num_attention_heads": 8, "vocab_size": 50000,
    "seq_len": 2048, "arch_notes": "GELU MLP, tied embeddings", "gpu_type": "A100 SXM4 80GB",
    "num_gpus": 16, "tp": 1, "pp": 2, "dp": 8, "global_batch_size": 64, "micro_batch_size": 1,
    "precision": "bf16", "iteration_time_s": 1.0})",
                           "row");
  CHECK(Convert(row).run->model.tied_embeddings);
  row["arch_notes"] = "GELU MLP, untied embeddings";
  CHECK_FALSE(Convert(row).run->model.tied_embeddings);
}

TEST_CASE("a row's MoE layer interval: every layer, every other, every k-th") {
  Json row =
      ParseJsonText(R"({"id": "M", "source_group": "g", "model_name": "moe-y", "model_type": "moe",
    "num_layers": 24, "hidden_size": 2048, "num_attention_heads": 16, "vocab_size": 32000,
    "seq_len": 2048, "num_experts": 64, "moe_top_k": 2, "moe_layers": "all 24",
    "gpu_type": "H100 SXM5 80GB", "num_gpus": 8, "tp": 1, "pp": 1, "dp": 8, "ep": 8,
    "global_batch_size": 64, "micro_batch_size": 1, "precision": "bf16", "iteration_time_s": 1.0})",
                    "row");
  auto interval = [&] { return Convert(row).run->model.moe.layer_interval; };
  const std::pair<const char*, int> worded[] = {{"all 24", 1},
                                                {"every other layer (12 MoE layers)", 2},
                                                {"alternating dense and MoE", 2},
                                                {"every 4th layer", 4},
                                                {"every second layer", 2},
                                                {"MoE in every third layer", 3},
                                                {"every fourth layer (6 MoE layers)", 4}};
  for (const auto& phrasing : worded) {
    row["moe_layers"] = phrasing.first;
    CHECK_MESSAGE(interval() == phrasing.second, phrasing.first);
  }
  row["moe_layers"] = "layers 4-24 (first 3 dense), every 2nd";
  CHECK(interval() == 2);
  CHECK(Convert(row).run->model.moe.first_dense_layers == 3);
  // Half the MoE layers: about half the expert parameters.
  const double every = ComputeModelStats(Convert(row).run->model).total_params;
  row["moe_layers"] = "layers 4-24 (first 3 dense)";
  const double all = ComputeModelStats(Convert(row).run->model).total_params;
  CHECK(every < 0.6 * all);
}

TEST_CASE("a row's smaller nodes: its TP group crosses nodes") {
  Json eight = Row();
  eight["id"] = "eight";
  eight["tp"] = 8;
  eight["dp"] = 1;
  eight["num_gpus"] = 8;
  eight["micro_batch_size"] = 1;
  eight["gpus_per_node"] = 8;
  Json four = eight;
  four["id"] = "four";
  four["gpus_per_node"] = 4;
  CHECK(Convert(four).run->gpus_per_node == 4);
  File f("nodes", eight.dump() + "\n" + four.dump() + "\n");
  ValidationReport rep = ValidatePublishedRuns({f.path.string(), "", true, ""});
  REQUIRE(rep.rows.size() == 2);
  // TP all-reduces over the network instead of NVLink: a slower step.
  CHECK(rep.rows[1].predicted_s > 1.2 * rep.rows[0].predicted_s);
  four["gpus_per_node"] = 0.5;
  CHECK(Convert(four).invalid);
}

TEST_CASE(
    "a row that states no recompute runs with the least recompute that fits with the margin") {
  // 32k tokens per micro-batch of a 2048-wide model: activations overflow 80 GB.
  Json row = Row();
  row["id"] = "unstated";
  row["seq_len"] = 32768;
  row["micro_batch_size"] = 2;
  row["global_batch_size"] = 16;
  const PublishedRun run = *Convert(row).run;
  REQUIRE_FALSE(run.recompute_stated);
  const HardwareProfile hw = ResolveHardware(run.hardware_name);
  REQUIRE_FALSE(sim::SimulateStep(run.model, hw, run.plan).feasible);
  const auto fitting = RecomputeThatFits(run.model, hw, run.plan);
  REQUIRE(fitting);
  const Plan& chosen = fitting->first;
  CHECK(sim::FitsWithMargin(fitting->second));
  CHECK(chosen.recompute != Recompute::kNone);
  // Nothing cheaper fits: the rung below the chosen one runs out of memory.
  Plan cheaper = chosen;
  if (chosen.recompute == Recompute::kFull && chosen.recompute_fraction > 0.125) {
    cheaper.recompute_fraction -= 0.125;
  } else {
    cheaper.recompute = Recompute::kSelective;
    cheaper.recompute_modules = RecomputeModules{};
  }
  INFO("chosen " << chosen.Summary() << ", cheaper " << cheaper.Summary());
  CHECK(cheaper.Summary() != chosen.Summary());
  CHECK_FALSE(sim::FitsWithMargin(sim::SimulateStep(run.model, hw, cheaper)));

  // validate uses it; a row that says "none" keeps none and is reported out
  // of memory.
  Json none = row;
  none["id"] = "none";
  none["activation_recompute"] = "none";
  CHECK(Convert(none).run->recompute_stated);
  File f("recompute", row.dump() + "\n" + none.dump() + "\n");
  const ValidationReport rep = ValidatePublishedRuns({f.path.string(), "", true, ""});
  REQUIRE(rep.rows.size() == 2);
  CHECK(rep.rows[0].plan == chosen.Summary());
  CHECK(rep.rows[0].predicted_fits);
  CHECK(rep.rows[1].plan == run.plan.Summary());
  CHECK_FALSE(rep.rows[1].predicted_fits);
  CHECK(rep.rows[0].predicted_s > rep.rows[1].predicted_s);

  // A stack that checkpoints only whole layers (Megatron-LM 2021) has none or
  // full recompute of every layer: full here, where none does not fit.
  Plan whole = run.plan;
  whole.memory.partial_recompute = false;
  const auto full = RecomputeThatFits(run.model, hw, whole);
  REQUIRE(full);
  CHECK(full->first.recompute == Recompute::kFull);
  CHECK(full->first.recompute_fraction == 1.0);
  // A plan that fits, if only within the margin, keeps no recompute there;
  // the same plan on a stack with selective recompute takes some.
  Plan tight = whole;
  tight.micro_batch_size = 1;
  bool found = false;
  for (int seq = 4096; seq <= 65536 && !found; seq += 256) {
    ModelConfig m = run.model;
    m.seq_len = seq;
    const sim::StepResult r = sim::SimulateStep(m, hw, tight);
    if (!r.feasible || sim::FitsWithMargin(r)) continue;
    found = true;
    INFO("sequence " << seq);
    const auto kept = RecomputeThatFits(m, hw, tight);
    REQUIRE(kept);
    CHECK(kept->first.recompute == Recompute::kNone);
    Plan partial = tight;
    partial.memory.partial_recompute = true;
    const auto some = RecomputeThatFits(m, hw, partial);
    REQUIRE(some);
    CHECK(some->first.recompute != Recompute::kNone);
  }
  CHECK(found);
  CHECK(rep.rows[0].recompute_inferred);
  CHECK_FALSE(rep.rows[1].recompute_inferred);
}

TEST_CASE("a row that states no micro-batch and runs no pipeline takes the largest that fits") {
  // 32 sequences of 8192 tokens a rank: not at once in 80 GB without recompute.
  Json row = Row();
  row.erase("micro_batch_size");
  row["id"] = "unsized";
  row["seq_len"] = 8192;
  row["global_batch_size"] = 256;
  row["activation_recompute"] = "none";
  const PublishedRun run = *Convert(row).run;
  CHECK_FALSE(run.micro_batch_stated);
  CHECK(run.plan.micro_batch_size == 1);
  const HardwareProfile hw = ResolveHardware(run.hardware_name);
  const auto sized = MicroBatchThatFits(run.model, hw, run.plan, run.recompute_stated);
  REQUIRE(sized);
  const Plan& chosen = sized->first;
  CHECK(sim::FitsWithMargin(sized->second));
  CHECK(chosen.recompute == Recompute::kNone);  // stated: none
  CHECK(chosen.micro_batch_size > 1);
  CHECK(chosen.micro_batch_size < 32);
  CHECK(32 % chosen.micro_batch_size == 0);
  // The next larger divisor of the rank's 32 does not fit.
  int next = chosen.micro_batch_size + 1;
  while (32 % next != 0) ++next;
  Plan bigger = run.plan;
  bigger.micro_batch_size = next;
  INFO("chosen " << chosen.Summary() << ", next " << bigger.Summary());
  CHECK_FALSE(sim::FitsWithMargin(sim::SimulateStep(run.model, hw, bigger)));

  // A row that fits whole takes its rank's batch in one micro-step; with no
  // stated recompute and no size that fits without, the largest size that
  // fits with the least recompute.
  Json whole = row;
  whole["seq_len"] = 1024;
  whole["global_batch_size"] = 64;
  const PublishedRun small = *Convert(whole).run;
  const auto all = MicroBatchThatFits(small.model, hw, small.plan, small.recompute_stated);
  REQUIRE(all);
  CHECK(all->first.micro_batch_size == 8);
  Json unstated = row;
  unstated.erase("activation_recompute");
  unstated["global_batch_size"] = 16;  // 2 a rank
  unstated["seq_len"] = 65536;
  const PublishedRun longer = *Convert(unstated).run;
  REQUIRE_FALSE(longer.recompute_stated);
  const auto recomputed = MicroBatchThatFits(longer.model, hw, longer.plan, false);
  REQUIRE(recomputed);
  CHECK(recomputed->first.recompute != Recompute::kNone);
  CHECK_FALSE(MicroBatchThatFits(longer.model, hw, longer.plan, true));

  // validate runs it so; a stated micro-batch, and a pipeline (which wants
  // many micro-batches in flight), keep theirs.
  Json stated = row;
  stated["id"] = "stated";
  stated["micro_batch_size"] = 1;
  Json piped = row;
  piped["id"] = "piped";
  piped["pp"] = 2;
  piped["dp"] = 4;
  File f("microbatch", row.dump() + "\n" + stated.dump() + "\n" + piped.dump() + "\n");
  const ValidationReport rep = ValidatePublishedRuns({f.path.string(), "", true, ""});
  REQUIRE(rep.rows.size() == 3);
  CHECK(rep.rows[0].plan == chosen.Summary());
  CHECK(rep.rows[1].plan.find("mbs1 ") != std::string::npos);
  CHECK(rep.rows[2].plan.find("mbs1 ") != std::string::npos);
  CHECK(rep.rows[0].predicted_s < rep.rows[1].predicted_s);
}

TEST_CASE("a run whose predicted peak fits within the margin is not reported out of memory") {
  // The sequence grows until the predicted peak lies between HBM less the
  // margin and HBM: tight, but it fits (the MPT rows MosaicML tuned to fill
  // their GPUs). The stated recompute keeps validate from inferring one.
  Json row = Row();
  row["id"] = "tight";
  row["activation_recompute"] = "none";
  row["micro_batch_size"] = 1;
  row["global_batch_size"] = 8;
  bool seen = false;
  for (int seq = 4096; seq <= 262144 && !seen; seq += seq / 64) {
    row["seq_len"] = seq;
    const PublishedRun run = *Convert(row).run;
    const HardwareProfile hw = ResolveHardware(run.hardware_name);
    const sim::StepResult r = sim::SimulateStep(run.model, hw, run.plan);
    if (!r.feasible || sim::FitsWithMargin(r)) continue;
    seen = true;
    sim::SimOptions pessimistic;
    pessimistic.memory_margin = true;
    CHECK_FALSE(sim::SimulateStep(run.model, hw, run.plan, pessimistic).feasible);
    File f("tight", row.dump() + "\n");
    const ValidationReport rep = ValidatePublishedRuns({f.path.string(), "", true, ""});
    REQUIRE(rep.rows.size() == 1);
    CHECK(rep.rows[0].predicted_fits);
    CHECK_FALSE(rep.rows[0].recompute_inferred);
    CHECK(rep.ran_predicted_oom.empty());
    CHECK(rep.ran_tight == std::vector<std::string>{"tight"});
  }
  CHECK(seen);
}

TEST_CASE("a row whose notes state activation CPU offloading keeps it and gets no recompute") {
  // The Megatron-Bridge GB200 rows: "... sets cpu_offloading_num_layers 40 ...".
  Json row = Row();
  row["id"] = "offloaded";
  row["seq_len"] = 32768;
  row["micro_batch_size"] = 2;
  row["global_batch_size"] = 16;
  row["notes"] =
      "Activation offloading, not recompute: the recipe sets cpu_offloading_num_layers 8.";
  const PublishedRun run = *Convert(row).run;
  CHECK(run.plan.activation_offload_layers == 8);
  CHECK(run.plan.recompute == Recompute::kNone);
  CHECK(run.recompute_stated);
  Json plain = row;
  plain["notes"] = "no offload stated";
  CHECK(Convert(plain).run->plan.activation_offload_layers == 0);
  CHECK_FALSE(Convert(plain).run->recompute_stated);
  File f("offload", row.dump() + "\n");
  const ValidationReport rep = ValidatePublishedRuns({f.path.string(), "", true, ""});
  REQUIRE(rep.rows.size() == 1);
  CHECK_FALSE(rep.rows[0].recompute_inferred);
  CHECK(rep.rows[0].plan == run.plan.Summary());
  CHECK(rep.rows[0].plan.find("act-offload8") != std::string::npos);
}

TEST_CASE("the inferred recompute's selective rung includes MLA's up-projections") {
  // A small MLA model: somewhere between "fits with core attention alone" and
  // "needs full recompute" the norms (and the up-projections) rung fits, and
  // then it recomputes MLA's up-projections too.
  Json row = Row();
  row["arch_notes"] =
      "MLA (q_lora_rank 1536, kv_lora_rank 512, qk_nope 128, qk_rope 64, v_head 128)";
  row["hidden_size"] = 4096;
  row["num_attention_heads"] = 32;
  row["micro_batch_size"] = 1;
  row["global_batch_size"] = 8;
  bool seen = false;
  for (int seq = 4096; seq <= 262144 && !seen; seq += seq / 8) {
    row["seq_len"] = seq;
    const PublishedRun run = *Convert(row).run;
    REQUIRE(run.model.mla.enabled());
    const HardwareProfile hw = ResolveHardware(run.hardware_name);
    const auto fitting = RecomputeThatFits(run.model, hw, run.plan);
    if (!fitting || fitting->first.recompute != Recompute::kSelective) continue;
    if (!fitting->first.recompute_modules.layernorm) continue;
    seen = true;
    CHECK(fitting->first.recompute_modules.mla_up_proj);
  }
  CHECK(seen);
}

TEST_CASE("a row's stated LoRA: the word, its rank and targets, else the stack's defaults") {
  CHECK_FALSE(StatedLora("MLA (q_lora_rank 1536, kv_lora_rank 512)"));
  CHECK_FALSE(StatedLora("full-parameter SFT, not LoRA"));
  CHECK_FALSE(StatedLora("examples/peft/llama/h100/7b_1node_lora.sh"));
  auto spec = StatedLora("Finetuning table LoRA LLAMA2-7B");
  REQUIRE(spec);
  CHECK(spec->rank == 0);
  CHECK_FALSE(spec->targets);
  spec = StatedLora("LoRA (rank 16) on q, k, v, o; kv_lora_rank 512");
  REQUIRE(spec);
  CHECK(spec->rank == 16);
  CHECK(spec->targets == LoraTargets::kAttention);
  spec = StatedLora("QLoRA, r=8, all linear layers");
  REQUIRE(spec);
  CHECK(spec->rank == 8);
  CHECK(spec->targets == LoraTargets::kAllLinear);
  spec = StatedLora("MLA (kv_lora_rank 512); LoRA, lr=1e-4, lora_rank 8");
  REQUIRE(spec);
  CHECK(spec->rank == 8);
  spec = StatedLora("LoRA, lora_rank 99999999999999999999");
  REQUIRE(spec);
  CHECK(spec->rank == 1000000);
  spec = StatedLora("LoRA with hidden_dim 4096; kv_lora_rank 512");
  REQUIRE(spec);
  CHECK(spec->rank == 0);
  spec = StatedLora("peft_scheme=lora; adapter_dim 32 on target_modules ['attention_qkv']");
  REQUIRE(spec);
  CHECK(spec->rank == 32);
  CHECK(spec->targets == LoraTargets::kQkv);

  // A LoRA row: the base is frozen, so the step is the forward and dgrad
  // only; without a rank it takes its stack's, and a stack with none skips it.
  Json row = Row();
  row["source_locator"] = "Finetuning table LoRA LLAMA3-8B";
  const SoftwareStack nemo2 = ResolveSoftwareStack("megatron-core-2025");
  auto c = ConvertPublishedRun(row, nemo2);
  REQUIRE(c.run);
  CHECK(c.run->model.lora.rank == 32);
  CHECK(c.run->model.lora.targets == LoraTargets::kAllLinear);
  row["notes"] = "LoRA rank 8 on the attention projections";
  c = ConvertPublishedRun(row, nemo2);
  REQUIRE(c.run);
  CHECK(c.run->model.lora.rank == 8);
  CHECK(c.run->model.lora.targets == LoraTargets::kAttention);
  row["notes"] = "";
  const SoftwareStack titan = ResolveSoftwareStack("torchtitan-2025");
  c = ConvertPublishedRun(row, titan);
  CHECK_FALSE(c.run);
  CHECK(c.skip_reason.find("LoRA without its rank") != std::string::npos);
  // A stack with default targets and no default rank: a row's stated rank on
  // the stack's targets.
  SoftwareStack targets_only = titan;
  targets_only.lora_default_targets = LoraTargets::kQkv;
  row["notes"] = "LoRA, lora_rank 8";
  c = ConvertPublishedRun(row, targets_only);
  REQUIRE(c.run);
  CHECK(c.run->model.lora.rank == 8);
  CHECK(c.run->model.lora.targets == LoraTargets::kQkv);
  row["notes"] = "";
  row["source_locator"] = "Pretraining table LLAMA3-8B";
  c = ConvertPublishedRun(row, nemo2);
  REQUIRE(c.run);
  CHECK_FALSE(c.run->model.lora.enabled());
}

TEST_CASE("a row's stated attention kernel and CUDA graphs outrank its stack's") {
  using K = AttentionKernel;
  CHECK(StatedAttentionKernel("trained with FlashAttention-2") == K::kFlash2);
  CHECK(StatedAttentionKernel("flash-attn 2.5.8, fused RMSNorm") == K::kFlash2);
  CHECK(StatedAttentionKernel("Flash Attention v3 on H100") == K::kFlash3);
  CHECK(StatedAttentionKernel("FA3 kernels") == K::kFlash3);
  CHECK(StatedAttentionKernel("flash_attn 1.0.4") == K::kFlash1);
  CHECK(StatedAttentionKernel("cuDNN fused attention (TE)") == K::kCudnn);
  CHECK(StatedAttentionKernel("no FlashAttention; fused softmax") == K::kUnfused);
  // A kernel named only to deny it is not the one the run used.
  CHECK(StatedAttentionKernel("cuDNN attention instead of FlashAttention-2") == K::kCudnn);
  CHECK(StatedAttentionKernel("FlashAttention-2 is disabled for MLA, so unfused attention") ==
        K::kUnfused);
  CHECK(StatedAttentionKernel("FA3 unavailable on sm100; FlashAttention-2 kernels") == K::kFlash2);
  CHECK(StatedAttentionKernel("cuDNN fused attention unsupported here; unfused attention") ==
        K::kUnfused);
  CHECK(StatedAttentionKernel("not FA3 but flash-attn 2.6") == K::kFlash2);
  CHECK(StatedAttentionKernel("cuDNN attention (unsupported here); unfused attention") ==
        K::kUnfused);
  // No version, or a number that is not one: the stack's era decides.
  CHECK_FALSE(StatedAttentionKernel("FlashAttention (attn_impl=flash)"));
  CHECK_FALSE(StatedAttentionKernel("flash attention 128 head dim"));
  CHECK_FALSE(StatedAttentionKernel("FA22 layout, safari"));
  CHECK_FALSE(StatedAttentionKernel("flash"));
  CHECK_FALSE(StatedAttentionKernel(""));

  auto attention_of = [](const Json& r, const SoftwareStack& s) {
    return ConvertPublishedRun(r, s).run->plan.attention;
  };
  auto row_of = [](const char* framework, const char* source) {
    Json r = Row();
    r["framework"] = framework;
    r["source"] = source;
    return r;
  };
  // The row says FlashAttention-2 where its stack (Megatron-LM 2021) has none.
  Json row = row_of("Megatron-LM", "SC'21 (arXiv:2104.04473)");
  const SoftwareStack old_stack = ResolveSoftwareStack("megatron-lm-2021");
  REQUIRE(old_stack.attention == K::kUnfused);
  CHECK(attention_of(row, old_stack) == K::kUnfused);
  row["notes"] = "FlashAttention-2 kernels";
  CHECK(attention_of(row, old_stack) == K::kFlash2);
  // FlashAttention without a version on a stack of the unfused era: the
  // version of the source's year (the second from 2024, or with no year).
  CHECK(UnversionedFlashAttention("trained with FlashAttention", 2024) == K::kFlash2);
  CHECK(UnversionedFlashAttention("HF Llama, attn_implementation=sdpa", 2025) == K::kFlash2);
  CHECK(UnversionedFlashAttention("torch scaled_dot_product_attention", 2023) == K::kFlash1);
  CHECK(UnversionedFlashAttention("flash-attn kernels", 0) == K::kFlash2);
  CHECK_FALSE(UnversionedFlashAttention("no FlashAttention; fused softmax", 2024));
  CHECK_FALSE(UnversionedFlashAttention("its flash-attn backend is disabled", 2024));
  CHECK_FALSE(UnversionedFlashAttention("ZeRO-3, fused Adam", 2024));
  CHECK_FALSE(UnversionedFlashAttention("the flashy sdpa2x kernel", 2024));
  row["notes"] = "with FlashAttention";
  CHECK(attention_of(row, old_stack) == K::kFlash1);
  row["source"] = "a 2024 report";
  CHECK(attention_of(row, old_stack) == K::kFlash2);
  // A stack that already runs a fused kernel keeps its own.
  CHECK(attention_of(row, ResolveSoftwareStack("llm-foundry-2023")) == K::kFlash1);
  CHECK(attention_of(row, ResolveSoftwareStack("megatron-core-2025")) == K::kCudnn);
  row["source"] = "a 2023 report";
  CHECK(attention_of(row, ResolveSoftwareStack("megatron-core-2024")) == K::kFlash1);
  row["source"] = "a README table";
  CHECK(attention_of(row, ResolveSoftwareStack("megatron-core-2024")) == K::kCudnn);
  row["source"] = "SC'21 (arXiv:2104.04473)";
  row["notes"] = "FlashAttention-2 kernels";

  // cuDNN attention turned off by the environment: Transformer Engine's
  // FlashAttention, version 2 where the software predates FlashAttention 3 in
  // it (a NeMo container before 25.05, else a run published before 2025).
  CHECK(StatedCudnnAttention("configure.sh: NVTE_FUSED_ATTN=0, GC interval 40") == false);
  CHECK(StatedCudnnAttention("env NVTE_FUSED_ATTN: 1") == true);
  CHECK(StatedCudnnAttention("NVTE_FUSED_ATTN = \"0\"") == false);
  CHECK_FALSE(StatedCudnnAttention("NVTE_FUSED_ATTN_BACKEND=1"));
  CHECK_FALSE(StatedCudnnAttention("NVTE_FUSED_ATTN=10"));
  CHECK_FALSE(StatedCudnnAttention("NVTE_FLASH_ATTN=0"));
  CHECK(AttentionWithoutCudnn("NeMo 24.09 (Megatron-Core GPT)", 0) == K::kFlash2);
  CHECK(AttentionWithoutCudnn("NeMo 25.04.01", 2025) == K::kFlash2);
  CHECK_FALSE(AttentionWithoutCudnn("NeMo 25.09 / Megatron-Bridge", 2024));
  CHECK(AttentionWithoutCudnn("Megatron-LM", 2024) == K::kFlash2);
  CHECK_FALSE(AttentionWithoutCudnn("Megatron-LM", 2025));
  CHECK_FALSE(AttentionWithoutCudnn("Megatron-LM", 0));
  {
    Json nemo = row_of("NeMo 24.09 (Megatron-Core GPT, Transformer Engine)",
                       "NVIDIA/dgxc-benchmarking at tag v24.11.1");
    const SoftwareStack mcore = ResolveSoftwareStack("megatron-core-2024");
    REQUIRE(mcore.attention == K::kCudnn);
    CHECK(attention_of(nemo, mcore) == K::kCudnn);
    nemo["notes"] = "launch.sh: NVTE_FUSED_ATTN=1";
    CHECK(attention_of(nemo, mcore) == K::kCudnn);
    nemo["notes"] = "launch.sh: NVTE_FUSED_ATTN=0";
    CHECK(attention_of(nemo, mcore) == K::kFlash2);
    nemo["framework"] = "NeMo 25.09 / Megatron-Bridge";
    CHECK(attention_of(nemo, mcore) == K::kCudnn);
  }

  CHECK(StatedCudaGraphs("NeMo (MLPerf v4.0, CUDA graphs for large scale)") == true);
  CHECK(StatedCudaGraphs("eager, no CUDA graphs") == false);
  CHECK(StatedCudaGraphs("without CUDA graph capture") == false);
  CHECK(StatedCudaGraphs("CUDA graphs disabled for this run") == false);
  CHECK(StatedCudaGraphs("CUDA graphs (off); fp8") == false);
  CHECK(StatedCudaGraphs("CUDA graphs with offloaded activations") == true);
  CHECK(StatedCudaGraphs("CUDA graphs captured per layer, not used for the optimizer") == true);
  CHECK_FALSE(StatedCudaGraphs("FSDP2, torch.compile"));
  CHECK_FALSE(ConvertPublishedRun(row, old_stack).run->plan.cuda_graphs);
  row["framework"] = "Megatron-LM with CUDA graphs";
  CHECK(ConvertPublishedRun(row, old_stack).run->plan.cuda_graphs);
}

TEST_CASE("a row whose layers split over its pipeline chunks only with the embedding and loss") {
  // Llama 3.1 405B at pp 16 x vpp 8 = 128 chunks for 126 layers: Megatron's
  // recipes count the embedding and the loss as layers of the split.
  Json row = Row();
  row["num_layers"] = 126;
  row["num_gpus"] = 32;
  row["pp"] = 16;
  row["dp"] = 2;
  row["vpp"] = 8;
  row["micro_batch_size"] = 1;
  row["global_batch_size"] = 32;
  ConversionResult c = Convert(row);
  REQUIRE(c.run);
  CHECK(c.run->plan.pipeline_embedding_slot);
  CHECK(c.run->plan.pipeline_loss_slot);
  // 127 layers at 128 chunks: one slot suffices, the embedding's first.
  row["num_layers"] = 127;
  c = Convert(row);
  REQUIRE(c.run);
  CHECK(c.run->plan.pipeline_embedding_slot);
  CHECK_FALSE(c.run->plan.pipeline_loss_slot);
  // A split that holds alone takes no slot; one no slot mends stays refused.
  row["num_layers"] = 128;
  CHECK_FALSE(Convert(row).run->plan.pipeline_embedding_slot);
  row["num_layers"] = 100;
  c = Convert(row);
  CHECK_FALSE(c.run);
  CHECK(c.skip_reason.find("invalid plan") != std::string::npos);
}

TEST_CASE("a row that names no schedule and would idle its pipeline under 1F1B ran interleaved") {
  CHECK(StatesPlainPipelineSchedule("schedule 1F1B; local batch size 32"));
  CHECK(StatesPlainPipelineSchedule("GPipe"));
  CHECK_FALSE(StatesPlainPipelineSchedule("4D parallelism"));

  // Llama 3.1 405B's layout on 16,384 H100 (arXiv:2407.21783 Table 4): TP 8,
  // PP 16, DP 128, 16 sequences per replica. 1F1B would idle each stage for
  // 15 / 31 of the step.
  Json row = Llama3_405bRow(16384);
  row["micro_batch_size"] = 1;
  const SoftwareStack mcore = ResolveSoftwareStack(kDefaultStackName);
  ConversionResult c = ConvertPublishedRun(row, mcore);
  REQUIRE(c.run);
  Plan one_f_one_b = c.run->plan;
  one_f_one_b.schedule = PipelineSchedule::k1F1B;
  one_f_one_b.virtual_stages = 1;
  MESSAGE("1F1B bubble share: " << OneFOneBBubbleShare(one_f_one_b));
  CHECK(OneFOneBBubbleShare(one_f_one_b) == doctest::Approx(15.0 / 31.0));
  CHECK(c.run->plan.schedule == PipelineSchedule::kInterleaved);
  CHECK(c.run->plan.virtual_stages == InterleavedChunksOf(mcore, 126, 16));
  // A row that names 1F1B ran it.
  row["notes"] = "pipeline schedule 1F1B";
  c = ConvertPublishedRun(row, mcore);
  REQUIRE(c.run);
  CHECK(c.run->plan.schedule == PipelineSchedule::k1F1B);
  // Sixteen times the batch: 256 micro-batches, a 5.5% bubble, nothing
  // inferred; eight times, a 10.5% bubble, interleaved.
  row["notes"] = nullptr;
  row["global_batch_size"] = 32768;
  c = ConvertPublishedRun(row, mcore);
  REQUIRE(c.run);
  CHECK(c.run->plan.schedule == PipelineSchedule::k1F1B);
  row["global_batch_size"] = 16384;
  c = ConvertPublishedRun(row, mcore);
  REQUIRE(c.run);
  CHECK(c.run->plan.schedule == PipelineSchedule::kInterleaved);
  // DeepSpeed's pipeline engine has no interleaved schedule: 1F1B stays.
  row["global_batch_size"] = 2048;
  c = ConvertPublishedRun(row, ResolveSoftwareStack("megatron-deepspeed-2022"));
  REQUIRE(c.run);
  CHECK(c.run->plan.schedule == PipelineSchedule::k1F1B);
}

TEST_CASE("Llama 3's rows run on Meta's pipeline: one-layer chunks, one sequence a micro-batch") {
  // arXiv:2407.21783 Table 4, 8,192 H100: TP 8, PP 16, DP 64, 32 sequences
  // per replica, the paper's interleaved schedule, no recompute at 8K.
  Json row = Llama3_405bRow(8192);
  row["source"] = "Llama Team, 'The Llama 3 Herd of Models' (arXiv:2407.21783), Table 4";
  row["framework"] = "Meta's Llama 3 training stack (PyTorch; 4D parallelism: TP, CP, PP and FSDP)";
  row["micro_batch_size"] = nullptr;
  row["notes"] = "the paper's interleaved schedule";
  const StackMap map =
      LoadStackMap(std::string(SHOAL_SOURCE_DIR) + "/data/published_run_stacks.json");
  REQUIRE(StackForRow(row, map) == "meta-llama3-2024");
  const SoftwareStack meta = ResolveSoftwareStack("meta-llama3-2024");
  CHECK(meta.overlap_p2p_comm);
  CHECK(meta.memory.pipeline_keeps_params_gathered);
  ConversionResult c = ConvertPublishedRun(row, meta);
  REQUIRE(c.run);
  // 126 layers, the embedding and the loss: 128 one-layer slots over 16
  // ranks, 8 chunks each, the first holding only the embedding and the last
  // only the loss (section 3.3.2).
  CHECK(c.run->plan.schedule == PipelineSchedule::kInterleaved);
  CHECK(c.run->plan.virtual_stages == 8);
  CHECK(c.run->plan.pipeline_embedding_slot);
  CHECK(c.run->plan.pipeline_loss_slot);
  CHECK(c.run->plan.micro_batch_size == 1);
  // On torchtitan (what "FSDP" alone maps to): two chunks, a micro-batch per
  // stage (two sequences each).
  c = ConvertPublishedRun(row, ResolveSoftwareStack("torchtitan-2025"));
  REQUIRE(c.run);
  CHECK(c.run->plan.virtual_stages == 2);
  CHECK(c.run->plan.micro_batch_size == 2);
  // LLaMA-1 (2023) names xformers and keeps its stack; Meta before 2024
  // does not take the 2024 pipeline.
  row["framework"] = "Meta internal (xformers)";
  row["source"] = "Touvron et al. (arXiv:2302.13971)";
  CHECK(StackForRow(row, map) == "xformers-2023");
  row["framework"] = "Meta internal";
  CHECK(StackForRow(row, map) != "meta-llama3-2024");
}

TEST_CASE("a row that states an interleaved schedule but not its depth takes its stack's") {
  CHECK(
      StatesInterleavedSchedule("3D (FSDP8, TP8, PP8); schedule Interleaved 1F1B; local batch 32"));
  CHECK(StatesInterleavedSchedule("interleaved pipeline schedule, 4D parallelism"));
  CHECK(StatesInterleavedSchedule("PP 16 with virtual pipeline stages"));
  CHECK_FALSE(StatesInterleavedSchedule(
      "PTD-P rows: whether the interleaved schedule was used is not stated in the table."));
  CHECK_FALSE(StatesInterleavedSchedule("non-interleaved 1F1B"));
  CHECK_FALSE(StatesInterleavedSchedule("schedule 1F1B; local batch size 32"));
  CHECK_FALSE(StatesInterleavedSchedule(""));

  // Chunks per rank: torchtitan's 2; Megatron recipes' 2 layers per chunk.
  const SoftwareStack titan = ResolveSoftwareStack("torchtitan-2025");
  const SoftwareStack mcore = ResolveSoftwareStack(kDefaultStackName);
  const SoftwareStack old_stack = ResolveSoftwareStack("megatron-lm-2021");
  CHECK(InterleavedChunksOf(titan, 126, 8) == 2);
  CHECK(InterleavedChunksOf(mcore, 126, 16) == 4);
  CHECK(InterleavedChunksOf(mcore, 126, 8) == 8);
  CHECK(InterleavedChunksOf(mcore, 8, 8) == 2);
  CHECK(InterleavedChunksOf(old_stack, 96, 8) == 2);

  // A stack sets one of the two rules, with a source, and at least 2 chunks.
  auto stack_error = [](const std::string& pipeline) {
    File f("stack",
           R"({"name": "s", "pipeline": )" + pipeline + R"(, "sources": {"pipeline": "c"}})");
    try {
      LoadSoftwareStack(f.path.string());
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  CHECK(stack_error(R"({"interleaved_stages_per_rank": 2})").empty());
  CHECK(stack_error(R"({"interleaved_stages_per_rank": 2, "interleaved_layers_per_stage": 2})")
            .find("$.pipeline.interleaved_layers_per_stage") != std::string::npos);
  CHECK(stack_error(R"({"interleaved_stages_per_rank": 1})")
            .find("$.pipeline.interleaved_stages_per_rank") != std::string::npos);
  CHECK(stack_error(R"({"interleaved_layers_per_stage": -1})")
            .find("$.pipeline.interleaved_layers_per_stage") != std::string::npos);

  // torchtitan's Llama 3.1 405B at PP 8 (T0485): 2 chunks per rank, the
  // 126 layers split with the embedding and loss as slots.
  Json row = Row();
  row["num_layers"] = 126;
  row["num_gpus"] = 64;
  row["pp"] = 8;
  row["dp"] = 8;
  row["micro_batch_size"] = 1;
  row["global_batch_size"] = 64;
  row["notes"] = "schedule Interleaved 1F1B";
  ConversionResult c = ConvertPublishedRun(row, titan);
  REQUIRE(c.run);
  CHECK(c.run->plan.schedule == PipelineSchedule::kInterleaved);
  CHECK(c.run->plan.virtual_stages == 2);
  // On Megatron-Core: chunks of about 2 layers (126 / 8 / 2 = 8 per rank).
  c = ConvertPublishedRun(row, mcore);
  REQUIRE(c.run);
  CHECK(c.run->plan.virtual_stages == 8);
  // A stated depth stays; no statement keeps Megatron's 1F1B.
  row["vpp"] = 4;
  CHECK(ConvertPublishedRun(row, titan).run->plan.virtual_stages == 4);
  row.erase("vpp");
  row["notes"] = "schedule 1F1B";
  c = ConvertPublishedRun(row, titan);
  REQUIRE(c.run);
  CHECK(c.run->plan.schedule == PipelineSchedule::k1F1B);
  CHECK(c.run->plan.virtual_stages == 1);
  // 48 layers at pp 8: 3 chunks of 2 layers per rank.
  row["num_layers"] = 48;
  row["notes"] = "interleaved schedule";
  c = ConvertPublishedRun(row, mcore);
  REQUIRE(c.run);
  CHECK(c.run->plan.virtual_stages == 3);
  // Pipeline sends overlapped with computation, stated in the row's source
  // (Megatron-LM's README strong-scaling runs, T0043/T0044): Megatron runs
  // that only interleaved, so the stack's depth.
  CHECK(StatesPipelineCommOverlap("Megatron-Core r0.8.0; DP/TP/PP comm overlap enabled"));
  CHECK(StatesPipelineCommOverlap("--overlap-p2p-communication"));
  CHECK_FALSE(StatesPipelineCommOverlap("--no-overlap-p2p-communication"));
  CHECK_FALSE(StatesPipelineCommOverlap("without PP comm overlap"));
  CHECK_FALSE(StatesPipelineCommOverlap("TP comm overlap enabled"));
  // Megatron-LM's README of 2024 (Megatron-Core r0.8.0 weak scaling).
  CHECK(StatesPipelineCommOverlap(
      "We perform fine-grained overlapping of data-parallel (--overlap-grad-reduce), "
      "tensor-parallel (--tp-comm-overlap) and pipeline-parallel communication (enabled by "
      "default) with computation."));
  CHECK_FALSE(StatesPipelineCommOverlap(
      "Gradients overlapped with backward. Pipeline-parallel communication is blocking."));
  CHECK_FALSE(
      StatesPipelineCommOverlap("pipeline-parallel communication without overlap of compute"));
  row["notes"] = "";
  row["source"] = "a README table (DP/TP/PP comm overlap enabled)";
  c = ConvertPublishedRun(row, mcore);
  REQUIRE(c.run);
  CHECK(c.run->plan.schedule == PipelineSchedule::kInterleaved);
  CHECK(c.run->plan.virtual_stages == 3);
  row["source"] = "a README table (TP comm overlap enabled)";
  row["global_batch_size"] = 512;  // 64 micro-batches: a small 1F1B bubble, nothing inferred
  CHECK(ConvertPublishedRun(row, mcore).run->plan.schedule == PipelineSchedule::k1F1B);
  row["global_batch_size"] = 64;
  row.erase("source");
  row["notes"] = "interleaved schedule";
  // 56 layers want 4 chunks per rank (3.5 rounded): 32 chunks, uneven.
  row["num_layers"] = 56;
  c = ConvertPublishedRun(row, mcore);
  REQUIRE(c.run);
  CHECK(c.run->plan.virtual_stages == 4);
  // 12 layers cannot fill 8 x 2 chunks: the run keeps 1F1B.
  row["num_layers"] = 12;
  c = ConvertPublishedRun(row, mcore);
  REQUIRE(c.run);
  CHECK(c.run->plan.schedule == PipelineSchedule::k1F1B);
}

TEST_CASE("a row's fp8 scaling: as its precision or notes state it, else its stack's") {
  CHECK(StatedFp8Recipe("FP8 current scaling") == Fp8Recipe::kCurrent);
  CHECK(StatedFp8Recipe("FP8-CS") == Fp8Recipe::kCurrent);
  CHECK(StatedFp8Recipe("bf16 + float8 rowwise (torchao)") == Fp8Recipe::kRowwise);
  CHECK(StatedFp8Recipe("bf16 + float8 tensorwise (torchao)") == Fp8Recipe::kCurrent);
  CHECK(StatedFp8Recipe("MXFP8 (FP8-MX)") == Fp8Recipe::kBlock);
  CHECK(StatedFp8Recipe("FP8 blockwise (128x128 weights, 1x128 activations)") == Fp8Recipe::kBlock);
  CHECK(StatedFp8Recipe("FP8 (E4M3, fine-grained 1x128/128x128)") == Fp8Recipe::kBlock);
  CHECK(StatedFp8Recipe("FP8 delayed scaling") == Fp8Recipe::kDelayed);
  CHECK_FALSE(StatedFp8Recipe("FP8 (Transformer Engine, hybrid)"));
  CHECK_FALSE(StatedFp8Recipe("bf16"));
  Json row = Row();
  row["gpu_type"] = "H100 SXM5 80GB";
  row["precision"] = "FP8 (hybrid)";
  const SoftwareStack old_stack = ResolveSoftwareStack("megatron-core-2024");
  const SoftwareStack new_stack = ResolveSoftwareStack("megatron-core-2025");
  CHECK(ConvertPublishedRun(row, old_stack).run->plan.fp8_recipe == Fp8Recipe::kDelayed);
  CHECK(ConvertPublishedRun(row, new_stack).run->plan.fp8_recipe == Fp8Recipe::kCurrent);
  row["precision"] = "MXFP8";
  CHECK(ConvertPublishedRun(row, new_stack).run->plan.fp8_recipe == Fp8Recipe::kBlock);
  row["precision"] = "FP8";
  row["notes"] = "current scaling recipe";
  CHECK(ConvertPublishedRun(row, old_stack).run->plan.fp8_recipe == Fp8Recipe::kCurrent);
  // The precision's own statement outranks the notes, which may name the
  // recipe of another figure beside the row's (a table's parenthesized one).
  row["precision"] = "FP8 current scaling (fp8_cs)";
  row["notes"] = "330 TFLOP/s in parentheses with 128x128 / 1x128 blockwise scaling";
  CHECK(ConvertPublishedRun(row, old_stack).run->plan.fp8_recipe == Fp8Recipe::kCurrent);
  row["precision"] = "FP8";
  CHECK(ConvertPublishedRun(row, new_stack).run->plan.fp8_recipe == Fp8Recipe::kBlock);
}

TEST_CASE("a row's selective recompute modules") {
  Json row = Row();
  auto modules = [&](const char* text) {
    row["activation_recompute"] = text;
    return Convert(row).run->plan.recompute_modules.Names();
  };
  using Names = std::vector<std::string>;
  CHECK(modules("selective") == Names{"core_attn"});
  CHECK(modules("selective (layernorm, moe)") == Names{"layernorm", "moe"});
  CHECK(modules("selective (RMSNorm and MLA up-projections recomputed; no TP)") ==
        Names{"layernorm", "mla_up_proj"});
  CHECK(modules("selective (moe_act, layernorm)") == Names{"layernorm", "moe_act"});
  row["activation_recompute"] = "full";
  CHECK(Convert(row).run->plan.recompute == Recompute::kFull);
}

TEST_CASE("a row's precision: NVFP4, MXFP4 and FP4 are fp4; MXFP8 stays fp8") {
  Json row = Row();
  row["gpu_type"] = "B200";
  auto precision = [&](const char* text) {
    row["precision"] = text;
    ConversionResult c = Convert(row);
    REQUIRE(c.run);
    return c.run->plan.precision;
  };
  CHECK(precision("NVFP4") == Precision::kFp4);
  CHECK(precision("nvfp4 (Transformer Engine)") == Precision::kFp4);
  CHECK(precision("MXFP4") == Precision::kFp4);
  CHECK(precision("FP4") == Precision::kFp4);
  CHECK(precision("MXFP8") == Precision::kFp8);
  CHECK(precision("FP8 (hybrid)") == Precision::kFp8);
  CHECK(precision("bf16 + float8 linears") == Precision::kFp8);
  CHECK(precision("BF16") == Precision::kBf16);
  CHECK(precision("fp16 mixed") == Precision::kFp16);
  // An FP4 row on a GPU without FP4 tensor cores is skipped with its reason.
  row["gpu_type"] = "H100 SXM5 80GB";
  row["precision"] = "NVFP4";
  ConversionResult c = Convert(row);
  CHECK_FALSE(c.run);
  CHECK(c.skip_reason.find("no FP4 tensor cores") != std::string::npos);
}

}  // namespace shoal::validation

namespace shoal::validation {

TEST_CASE("a row's publication year picks its stack's era") {
  auto row = [](const std::string& framework, const std::string& source) {
    Json r = {{"framework", framework}};
    if (!source.empty()) r["source"] = source;
    return r;
  };
  CHECK(PublicationYear(row("", "Narayanan et al. SC'21 (arXiv:2104.04473), Table 2")) == 2021);
  CHECK(PublicationYear(row("", "Rajbhandari et al. (arXiv: 2306.10209)")) == 2023);
  CHECK(PublicationYear(row("", "MosaicML blog, May 2023, 512 GPUs")) == 2023);
  CHECK(PublicationYear(row("", "a table of 512 GPUs")) == 0);
  CHECK(PublicationYear(row("", "")) == 0);
  const StackMap map =
      LoadStackMap(std::string(SHOAL_SOURCE_DIR) + "/data/published_run_stacks.json");
  CHECK(StackForRow(row("DeepSpeed ZeRO-3", "SC'21 (arXiv:2104.04473)"), map) == "deepspeed-2021");
  CHECK(StackForRow(row("DeepSpeed ZeRO", "Rajbhandari et al. (arXiv:1910.02054)"), map) ==
        "deepspeed-2020");
  CHECK(StackForRow(row("DeepSpeed ZeRO-3", "arXiv:2306.10209"), map) == "deepspeed-2022");
  CHECK(StackForRow(row("DeepSpeed ZeRO-3", ""), map) == "deepspeed-2022");
  // A rule's term stands on its own where it begins or ends with a letter:
  // "Metal" is not Meta (Sustainable Metal Cloud ran NVIDIA's NeMo), nor is
  // "Nemotron" NeMo; "FSDP2" is FSDP and "NeMo 24.07" NeMo 24.
  CHECK(StackForRow(row("NeMo 24.05 (Sustainable Metal Cloud)", "MLPerf v4.0, 2024"), map) ==
        "nemo-launcher-2024");
  CHECK(StackForRow(row("Meta internal (FSDP2)", "arXiv:2407.21783"), map) == "meta-llama3-2024");
  CHECK(StackForRow(row("PyTorch FSDP2", "2024 blog"), map) == "torchtitan-2025");
  CHECK(StackForRow(row("Nemotron recipes", "2023 report"), map) == "megatron-core-2025");
  CHECK(StackForRow(row("Metal cluster", "2025 report"), map) == "megatron-core-2025");
  Json async = row("torchtitan (FSDP2, TP/AsyncTP)", "2025");
  async["notes"] = "2D + AsyncTP (torch.compile + Float8)";
  CHECK(StackForRow(async, map) == "torchtitan-2025-asynctp");
  async["notes"] = "tensor parallel mode: async tp";
  CHECK(StackForRow(async, map) == "torchtitan-2025-asynctp");
  async["notes"] = "asynchronous checkpointing";
  CHECK(StackForRow(async, map) == "torchtitan-2025");
  // From 2024 the model code under DeepSpeed runs FlashAttention-2 (PyTorch
  // 2.2's SDPA, Hugging Face's default), as does Megatron-DeepSpeed's rebase.
  CHECK(StackForRow(row("DeepSpeed ZeRO-3 + Hugging Face", "arXiv:2406.01234"), map) ==
        "deepspeed-2024");
  CHECK(ResolveSoftwareStack("deepspeed-2024").attention == AttentionKernel::kFlash2);
  CHECK(StackForRow(row("Megatron-DeepSpeed", "a 2024 report"), map) == "megatron-deepspeed-2024");
  CHECK(ResolveSoftwareStack("megatron-deepspeed-2024").attention == AttentionKernel::kFlash2);
  CHECK(StackForRow(row("Megatron-DeepSpeed", "a 2023 report"), map) == "megatron-deepspeed-2022");
  // MegaBlocks' dMoE on Megatron-LM (2022): grouped expert GEMMs on the 2021
  // kernels; from 2024 llm-foundry's or Megatron-Core's.
  CHECK(StackForRow(row("MegaBlocks (Megatron-LM)", "Gale et al. (arXiv:2211.15841)"), map) ==
        "megablocks-2022");
  CHECK(ResolveSoftwareStack("megablocks-2022").grouped_gemm);
  CHECK(ResolveSoftwareStack("megablocks-2022").attention == AttentionKernel::kUnfused);
  CHECK(StackForRow(row("MegaBlocks (Megatron-LM)", "a 2024 report"), map) == "megatron-core-2024");
  CHECK(StackForRow(row("Megatron-DeepSpeed (BigScience fork)", "2021"), map) ==
        "megatron-deepspeed-2022");
  // Megatron and DeepSpeed named together, in either order, ran DeepSpeed's
  // pipeline engine; DeepSpeed alone its ZeRO engine.
  CHECK(StackForRow(row("DeepSpeed + Megatron-LM (3D)", "arXiv:2201.11990"), map) ==
        "megatron-deepspeed-2022");
  CHECK(StackForRow(row("DeepSpeed ZeRO-2", "arXiv:2201.11990"), map) == "deepspeed-2022");
  // Megatron-LM by era: PTD-P and the 2022 paper on the 2021 stack, a release
  // from 2023-2024 on Megatron-Core 2024, a later one on the default; a row
  // without a year keeps the oldest.
  CHECK(StackForRow(row("Megatron-LM PTD-P", "SC'21 (arXiv:2104.04473)"), map) ==
        "megatron-lm-2021");
  CHECK(StackForRow(row("Megatron-LM", "Korthikanti et al. 2022 (arXiv:2205.05198)"), map) ==
        "megatron-lm-2021");
  CHECK(StackForRow(row("Megatron-LM", "Jiang et al. (arXiv:2402.15627), Table 2"), map) ==
        "megatron-core-2024");
  CHECK(StackForRow(row("Megatron-LM core_r0.13", "a 2025 blog post"), map) ==
        "megatron-core-2025");
  CHECK(StackForRow(row("Megatron-LM", "a README table"), map) == "megatron-lm-2021");
  // Megatron-LM v1.0 of 2019 (eager elementwise ops and masking), and the era
  // of a 2019 row whose framework no rule names.
  CHECK(StackForRow(row("Megatron-LM", "Shoeybi et al. (arXiv:1909.08053)"), map) ==
        "megatron-lm-2019");
  CHECK(StackForRow(row("Megatron (NVIDIA)", "a 2019 blog post"), map) == "megatron-lm-2019");
  CHECK(StackForRow(row("in-house", "a 2019 report"), map) == "megatron-lm-2019");
  // llm-foundry: FlashAttention-1 in the 2023 MPT tables, FlashAttention-2 from 2024.
  CHECK(StackForRow(row("MosaicML Composer + llm-foundry (PyTorch FSDP)", ""), map) ==
        "llm-foundry-2023");
  CHECK(StackForRow(row("llm-foundry + MegaBlocks", "Databricks blog, March 2024"), map) ==
        "llm-foundry-2024");
  // The same stack however its source spells it.
  CHECK(StackForRow(row("MosaicML LLM Foundry", "a 2023 blog post"), map) == "llm-foundry-2023");
  CHECK(StackForRow(row("Composer (MosaicML)", "a 2024 blog post"), map) == "llm-foundry-2024");
  CHECK(StackForRow(row("llmfoundry", "a 2024 blog post"), map) == "llm-foundry-2024");
  CHECK(StackForRow(row("Composer", "a 2023 blog post"), map) == "llm-foundry-2023");
  // NeMo by its release, else by its source's year: 23.x and 24.01-24.07 on
  // FlashAttention-2 (the launcher's NVTE_FUSED_ATTN=0; Transformer Engine
  // before 1.2), 24.09-24.12 on cuDNN attention.
  CHECK(StackForRow(row("NeMo 23.08", "NVIDIA blog"), map) == "nemo-launcher-2024");
  CHECK(StackForRow(row("NeMo 24.03.01", ""), map) == "nemo-launcher-2024");
  CHECK(StackForRow(row("NeMo 24.07 (Megatron-Core)", ""), map) == "nemo-launcher-2024");
  CHECK(StackForRow(row("NeMo 24.09 (Megatron-Core GPT)", ""), map) == "megatron-core-2024");
  CHECK(ResolveSoftwareStack("nemo-launcher-2024").attention == AttentionKernel::kFlash2);
  CHECK(ResolveSoftwareStack("megatron-core-2024").attention == AttentionKernel::kCudnn);
  CHECK(StackForRow(row("NeMo Megatron 22.09", ""), map) == "megatron-lm-2021");
  CHECK(StackForRow(row("NeMo Megatron", "a 2022 paper"), map) == "megatron-lm-2021");
  CHECK(StackForRow(row("NeMo (Megatron-Core)", "MLPerf v3.1, November 2023"), map) ==
        "nemo-launcher-2024");
  CHECK(StackForRow(row("NeMo 25.09 / Megatron-Bridge (Megatron-Core)", ""), map) ==
        "megatron-core-2025");
  // 26.x: the same behaviours on a 2026 container, with its newer cuDNN.
  CHECK(StackForRow(row("NeMo 25.11 / Megatron-Bridge (Megatron-Core)", ""), map) ==
        "megatron-core-2025");
  CHECK(StackForRow(row("NeMo 26.04.01 / Megatron-Bridge (Megatron-Core)", ""), map) ==
        "megatron-core-2026");
  CHECK(StackForRow(row("Megatron-Bridge 26.02 (Megatron-Core)", ""), map) == "megatron-core-2026");
  CHECK(StackForRow(row("Megatron-Bridge v0.2.0", ""), map) != "megatron-core-2026");
  CHECK(StackForRow(row("NeMo 26.04 / Megatron-Bridge, DeepEP dispatcher", ""), map) ==
        "megatron-core-2026-deepep");
  CHECK(StackForRow(row("NeMo 25.11 / Megatron-Bridge, DeepEP dispatcher", ""), map) ==
        "megatron-core-2025-deepep");
  CHECK(StackForRow(row("Megatron-Core r0.3", "a 2023 report"), map) == "megatron-core-2024");
  CHECK(StackForRow(row("GPT-NeoX", "Black et al. 2022 (arXiv:2204.06745)"), map) ==
        "megatron-deepspeed-2022");
  CHECK(StackForRow(row("Megatron (NVIDIA)", "a 2022 report"), map) == "megatron-lm-2021");
  CHECK(StackForRow(row("MegaScale (Megatron)", "arXiv:2402.15627"), map) == "megatron-core-2024");
  CHECK(StackForRow(row("Megatron-Bridge", "a 2025 table"), map) == map.default_stack);
  // A framework no rule names: its era's stack before 2023, else the default.
  CHECK(StackForRow(row("Whale (TensorFlow)", "Lin et al. M6-10T (arXiv:2110.03888)"), map) ==
        "megatron-lm-2021");
  CHECK(StackForRow(row("FastMoE", "a 2021 report"), map) == "megatron-lm-2021");
  // fairseq, whose MoE layer runs GShard's dense dispatch, has its own stack.
  CHECK(StackForRow(row("fairseq (MoE, top-2)", "Artetxe et al. (arXiv:2112.10684)"), map) ==
        "fairseq-2021");
  CHECK(StackForRow(row("metaseq (FSDP)", "OPT (arXiv:2205.01068)"), map) ==
        "megatron-lm-2021");
  CHECK(StackForRow(row("in-house", "a 2023 report"), map) == map.default_stack);
  CHECK(StackForRow(row("Colossal-AI", "arXiv:2310.01234"), map) == map.default_stack);
  // Plain PyTorch FSDP or Hugging Face models from 2023 on: eager PyTorch
  // modules under FSDP, as torchtitan without compile; earlier FSDP runs keep
  // their era's stack, and llm-foundry and torchtitan rows their own.
  CHECK(StackForRow(row("PyTorch FSDP + Hugging Face transformers", "a 2024 report"), map) ==
        "torchtitan-2025");
  CHECK(StackForRow(row("HuggingFace Accelerate", "arXiv:2311.00001"), map) == "torchtitan-2025");
  CHECK(StackForRow(row("metaseq (FSDP)", "a 2022 paper"), map) == "megatron-lm-2021");
  CHECK(StackForRow(row("torchtitan (FSDP2)", "2025"), map) == "torchtitan-2025");
  CHECK(StackForRow(row("in-house", ""), map) == map.default_stack);
}

TEST_CASE("a stack table rule is read strictly") {
  auto load = [&](const std::string& rules) {
    const File file("stacks", R"({"default": "megatron-core-2025", "rules": [)" + rules + "]}");
    return LoadStackMap(file.path.string());
  };
  const StackMap both = load(R"({"framework": ["Megatron", "DeepSpeed"], "stack": "a"})");
  REQUIRE(both.rules.size() == 1);
  CHECK(both.rules[0].framework == std::vector<std::string>{"megatron", "deepspeed"});
  CHECK(StackForRow(Json{{"framework", "Megatron only"}}, both) == "megatron-core-2025");
  CHECK(StackForRow(Json{{"framework", "deepspeed-megatron"}}, both) == "a");
  auto fails = [&](const std::string& rules, const std::string& path) {
    try {
      load(rules);
    } catch (const InputError& e) {
      const std::string what = e.what();
      CHECK_MESSAGE(what.find(path) != std::string::npos, what);
      return true;
    }
    return false;
  };
  CHECK(fails(R"({"framework": [], "stack": "a"})", "$.rules[0].framework"));
  CHECK(fails(R"({"stack": "a"})", "$.rules[0].framework"));
  const StackMap era = load(R"({"published_before": 2022, "stack": "old"})");
  CHECK(StackForRow(Json{{"framework", "x"}, {"source", "arXiv:2104.04473"}}, era) == "old");
  CHECK(StackForRow(Json{{"framework", "x"}, {"source", "2023"}}, era) == "megatron-core-2025");
  CHECK(fails(R"({"framework": ["x", 3], "stack": "a"})", "$.rules[0].framework"));
  CHECK(fails(R"({"framework": "", "stack": "a"})", "$.rules[0].framework"));
  const std::string reversed =
      R"({"framework": "x", "published_from": 2024, "published_before": 2023, "stack": "a"})";
  CHECK(fails(reversed, "$.rules[0].published_from"));
  CHECK(fails(R"({"framework": "x", "published_from": 1999, "stack": "a"})",
              "$.rules[0].published_from"));
}

}  // namespace shoal::validation

namespace shoal::validation {
TEST_CASE("a MoE row whose router was forced to balance splits its tokens evenly") {
  CHECK(
      StatesForcedLoadBalance("MoE: token-dropless with forced load balancing (benchmark setting) "
                              "unless marked tokendrop"));
  CHECK(StatesForcedLoadBalance("The section's note: MoE benchmarks force-balance tokens"));
  CHECK(StatesForcedLoadBalance("Routing: forced load balance."));
  CHECK_FALSE(StatesForcedLoadBalance("Routing: dropless (natural routing)."));
  CHECK_FALSE(StatesForcedLoadBalance(""));

  Json row = MoeRow(64, 2, 8);
  row["notes"] = "Routing: dropless (natural routing).";
  const ConversionResult natural = Convert(row);
  REQUIRE(natural.run);
  CHECK(natural.run->model.moe.routing.distribution == "batch");
  CHECK(natural.run->model.RoutingImbalance(8) > 1.1);
  row["notes"] = "Routing: forced load balance.";
  const ConversionResult forced = Convert(row);
  REQUIRE(forced.run);
  CHECK(forced.run->model.moe.routing.distribution == "uniform");
  CHECK(forced.run->model.RoutingImbalance(8) == doctest::Approx(1.0));
}

TEST_CASE("a row's stated TP communication overlap outranks its stack's") {
  CHECK(StatedTpCommOverlap(
            "configure.sh: model.ub_tp_comm_overlap=true, sequence_parallel=true") == true);
  CHECK(StatedTpCommOverlap("cfg.comm_overlap.tp_comm_overlap = False if precision == 'nvfp4'") ==
        false);
  CHECK(StatedTpCommOverlap(
            "FP8 blockwise; no --tp-comm-overlap, which the launcher adds for bf16") == false);
  CHECK(StatedTpCommOverlap("tensor-parallel (--tp-comm-overlap) and pipeline-parallel") == true);
  CHECK_FALSE(StatedTpCommOverlap("DP/TP/PP comm overlap enabled").has_value());
  CHECK_FALSE(StatedTpCommOverlap("").has_value());

  Json row = Row();
  row["num_gpus"] = 8;
  row["tp"] = 4;
  row["dp"] = 2;
  row["global_batch_size"] = 16;
  row["micro_batch_size"] = 1;
  const SoftwareStack mcore = ResolveSoftwareStack(kDefaultStackName);
  const SoftwareStack old_stack = ResolveSoftwareStack("megatron-lm-2021");
  REQUIRE(mcore.tp_comm_overlap > 0);
  REQUIRE(old_stack.tp_comm_overlap == 0);
  CHECK(ConvertPublishedRun(row, mcore).run->plan.tp_comm_overlap == mcore.tp_comm_overlap);
  row["notes"] = "tp_comm_overlap = False for this precision";
  CHECK(ConvertPublishedRun(row, mcore).run->plan.tp_comm_overlap == 0.0);
  // Stated on where the stack's era had none: whole.
  row["notes"] = "ub_tp_comm_overlap true";
  CHECK(ConvertPublishedRun(row, old_stack).run->plan.tp_comm_overlap == 1.0);
}

TEST_CASE("a MoE row's stated dispatcher outranks its stack's") {
  CHECK(StatedMoeDispatcher("recipe: moe_flex_dispatcher_backend hybridep") ==
        MoeDispatcher::kHybridEp);
  // HybridEP ships in DeepEP's library: a row naming both ran HybridEP.
  CHECK(StatedMoeDispatcher("HybridEP (the NVLink-domain-aware DeepEP kernels)") ==
        MoeDispatcher::kHybridEp);
  CHECK(StatedMoeDispatcher("Megatron-Core (DeepEP dispatcher)") == MoeDispatcher::kDeepEp);
  CHECK_FALSE(StatedMoeDispatcher("alltoall, without DeepEP").has_value());
  CHECK_FALSE(StatedMoeDispatcher("").has_value());

  Json row = MoeRow(64, 2, 8);
  CHECK(Convert(row).run->plan.moe_dispatcher == MoeDispatcher::kAllToAll);  // the stack's
  row["notes"] = "Recipe: no recompute; HybridEP.";
  const ConversionResult c = Convert(row);
  REQUIRE(c.run);
  CHECK(c.run->plan.moe_dispatcher == MoeDispatcher::kHybridEp);
}

TEST_CASE("a MoE row's expert TP: as stated, else its stack's default where the layout admits it") {
  // 8 GPUs, TP 2, DP 4, EP 4: Megatron-Core shards each expert over the TP
  // group when the run sets no expert TP size; DeepSpeed keeps experts whole.
  Json row = MoeRow(8, 2, 4);
  row["tp"] = 2;
  row["dp"] = 4;
  const SoftwareStack megatron = ResolveSoftwareStack("megatron-core-2024");
  const SoftwareStack deepspeed = ResolveSoftwareStack("megatron-deepspeed-2022");
  REQUIRE(megatron.moe_default_etp_is_tp);
  REQUIRE_FALSE(deepspeed.moe_default_etp_is_tp);
  auto etp = [](const Json& r, const SoftwareStack& stack) {
    const ConversionResult c = ConvertPublishedRun(r, stack);
    REQUIRE(c.run);
    return c.run->plan.etp;
  };
  CHECK(etp(row, megatron) == 2);
  CHECK(etp(row, deepspeed) == 1);
  // A stated size outranks the default, null is unstated.
  row["etp"] = 1;
  CHECK(etp(row, megatron) == 1);
  row["etp"] = nullptr;
  CHECK(etp(row, megatron) == 2);
  // The 2025 recipes set expert TP 1 for every MoE model they run at TP > 1:
  // an unstated size on that stack is read as they ran it.
  const SoftwareStack modern = ResolveSoftwareStack("megatron-core-2025");
  REQUIRE_FALSE(modern.moe_default_etp_is_tp);
  CHECK(etp(row, modern) == 1);
  row["etp"] = 2;
  CHECK(etp(row, modern) == 2);
  row["etp"] = nullptr;
  // EP 8 over DP 4: ep x tp = 16 cannot divide the 8 GPUs, so the run had
  // whole experts.
  row["ep"] = 8;
  CHECK(etp(row, megatron) == 1);
  // A dense row has no experts to shard.
  Json dense = Row();
  dense["tp"] = 2;
  dense["dp"] = 4;
  CHECK(etp(dense, megatron) == 1);
}

TEST_CASE("a row's sequence parallelism: as stated, else as its stack runs tensor parallelism") {
  Json row = Row();
  row["tp"] = 8;
  row["dp"] = 1;
  // Megatron-LM of 2021 replicates norms and dropout over the TP group
  // (sequence parallelism came in 2022); Megatron-Core's recipes shard them.
  const SoftwareStack old_stack = ResolveSoftwareStack("megatron-lm-2021");
  const SoftwareStack modern = ResolveSoftwareStack(kDefaultStackName);
  CHECK_FALSE(old_stack.sequence_parallel);
  CHECK(modern.sequence_parallel);
  ConversionResult a = ConvertPublishedRun(row, old_stack);
  ConversionResult b = ConvertPublishedRun(row, modern);
  REQUIRE(a.run);
  REQUIRE(b.run);
  CHECK_FALSE(a.run->plan.sequence_parallel);
  CHECK(b.run->plan.sequence_parallel);
  row["sequence_parallel"] = true;
  a = ConvertPublishedRun(row, old_stack);
  REQUIRE(a.run);
  CHECK(a.run->plan.sequence_parallel);
  // Without TP there is nothing to split.
  row = Row();
  b = ConvertPublishedRun(row, modern);
  REQUIRE(b.run);
  CHECK_FALSE(b.run->plan.sequence_parallel);
}

TEST_CASE("a row's node- or device-limited routing: its expert group's nodes or GPUs as groups") {
  auto limit = [](const std::string& text) {
    const auto l = StatedRoutingLimit(text);
    return l ? (l->per_device ? -l->units : l->units) : 0;  // devices negative
  };
  CHECK(limit("MLA (...); node-limited routing (<=4 nodes); MTP depth 1") == 4);
  CHECK(limit("EP64 spans 8 nodes; node-limited routing (max 4 nodes/token)") == 4);
  CHECK(limit("routed to at most 3 nodes per token") == 3);
  CHECK(limit("device-limited routing (M=3)") == -3);
  CHECK(limit("device-limited routing, at most 3 devices per token") == -3);
  CHECK(limit("EP64 spans 8 nodes") == 0);
  CHECK(limit("") == 0);

  ModelConfig m;
  m.moe.num_experts = 256;
  m.moe.top_k = 8;
  Plan p;
  p.ep = 64;
  // 8 nodes of 8 GPUs, 4 per token: DeepSeek-V3's layout.
  ModelConfig limited = LimitedRouting(m, p, 8, {4, false});
  CHECK(limited.moe.routing_groups == 8);
  CHECK(limited.moe.routing_group_limit == 4);
  // Within 4 nodes (EP 32), or one (EP 8, or GB200's 72-GPU NVLink domain),
  // the limit limits nothing.
  p.ep = 32;
  CHECK(LimitedRouting(m, p, 8, {4, false}).moe.routing_groups == 0);
  p.ep = 64;
  CHECK(LimitedRouting(m, p, 72, {4, false}).moe.routing_groups == 0);
  // Device-limited (DeepSeek-V2's M = 3): the expert group's GPUs as groups.
  p.ep = 8;
  ModelConfig devices = LimitedRouting(m, p, 8, {3, true});
  CHECK(devices.moe.routing_groups == 8);
  CHECK(devices.moe.routing_group_limit == 3);

  // Through a row: the limit reaches the simulated model once the node is known.
  Json row = MoeRow(256, 8, 64);
  row["num_gpus"] = 64;
  row["dp"] = 64;
  row["micro_batch_size"] = 1;
  row["gpu_type"] = "H100 SXM5 80GB";
  row["arch_notes"] = "node-limited routing (<=4 nodes)";
  const ConversionResult c = Convert(row);
  REQUIRE(c.run);
  CHECK(c.run->routing_limit.units == 4);
  CHECK_FALSE(c.run->routing_limit.per_device);
}

TEST_CASE("a pipelined row runs its stack's schedule: DeepSeek's stack runs DualPipe") {
  Json row = Row();
  row["pp"] = 4;
  row["dp"] = 2;
  row["micro_batch_size"] = 1;  // 32 micro-batches
  const SoftwareStack dualpipe = ResolveSoftwareStack("hai-llm-dualpipe");
  CHECK(dualpipe.pipeline_schedule == PipelineSchedule::kDualPipe);
  ConversionResult c = ConvertPublishedRun(row, dualpipe);
  REQUIRE(c.run);
  CHECK(c.run->plan.schedule == PipelineSchedule::kDualPipe);
  CHECK(Convert(row).run->plan.schedule == PipelineSchedule::k1F1B);  // the default stack's
  // Too few micro-batches for DualPipe (2 x pp, even): 1F1B.
  row["global_batch_size"] = 6;
  c = ConvertPublishedRun(row, dualpipe);
  REQUIRE(c.run);
  CHECK(c.run->plan.schedule == PipelineSchedule::k1F1B);
  // A stated depth of interleaving wins.
  row["global_batch_size"] = 64;
  row["vpp"] = 2;
  c = ConvertPublishedRun(row, dualpipe);
  REQUIRE(c.run);
  CHECK(c.run->plan.schedule == PipelineSchedule::kInterleaved);
}

TEST_CASE("a MoE row's stated all-to-all overlap outranks its stack's") {
  CHECK(StatedMoeCommOverlap("recipe: moe_a2a_overlap=True, recompute_modules mlp") == true);
  CHECK(StatedMoeCommOverlap("overlap_moe_expert_parallel_comm: true") == true);
  CHECK(StatedMoeCommOverlap("EP communication overlap enabled") == true);
  CHECK(StatedMoeCommOverlap("moe_a2a_overlap=False") == false);
  CHECK(StatedMoeCommOverlap("without EP comm overlap") == false);
  CHECK_FALSE(StatedMoeCommOverlap("TP comm overlap enabled").has_value());
  CHECK_FALSE(StatedMoeCommOverlap("step communication overlap").has_value());
  CHECK(StatedMoeCommOverlap("step communication overlap; EP communication overlap on") == true);
  CHECK_FALSE(StatedMoeCommOverlap("").has_value());

  Json row = MoeRow(64, 2, 8);
  row["micro_batch_size"] = 1;  // 8 micro-batches per step
  const ConversionResult plain = Convert(row);
  REQUIRE(plain.run);
  CHECK_FALSE(plain.run->plan.overlap_moe_comm);  // the default stack's
  row["notes"] = "Recipe: moe_a2a_overlap=True.";
  const ConversionResult stated = Convert(row);
  REQUIRE(stated.run);
  CHECK(stated.run->plan.overlap_moe_comm);
  // Overlapped, the dispatch and combine leave the exposed EP time of every
  // pass that runs beside another micro-batch's: all but the first forward
  // and the last backward of the 8.
  const HardwareProfile hw = ResolveHardware(plain.run->hardware_name);
  const sim::StepResult a = sim::SimulateStep(plain.run->model, hw, plain.run->plan);
  const sim::StepResult b = sim::SimulateStep(stated.run->model, hw, stated.run->plan);
  CHECK(a.breakdown.at("exposed_ep_s") > 0);
  CHECK(b.breakdown.at("exposed_ep_s") < 0.5 * a.breakdown.at("exposed_ep_s"));
  // One micro-batch per step has nothing to overlap with.
  Json single = row;
  single["micro_batch_size"] = 8;
  Json single_plain = single;
  single_plain.erase("notes");
  const ConversionResult one = Convert(single);
  const ConversionResult one_plain = Convert(single_plain);
  REQUIRE(one.run);
  REQUIRE(one_plain.run);
  CHECK(sim::SimulateStep(one.run->model, hw, one.run->plan).step_time_s ==
        doctest::Approx(
            sim::SimulateStep(one_plain.run->model, hw, one_plain.run->plan).step_time_s));
}

TEST_CASE("validate: a row's stated sliding window") {
  auto w = StatedSlidingWindow(
      "alternating full / 128-token sliding-window attention, attention sinks, head_dim 64");
  REQUIRE(w);
  CHECK(w->window_tokens == 128);
  CHECK(w->full_attention_interval == 2);
  w = StatedSlidingWindow("sliding window of 4096 tokens");
  REQUIRE(w);
  CHECK(w->window_tokens == 4096);
  CHECK(w->full_attention_interval == 0);
  CHECK_FALSE(StatedSlidingWindow("no sliding window"));
  CHECK_FALSE(StatedSlidingWindow("GQA, RoPE"));
  // The converted row carries it.
  Json row = Row();
  row["arch_notes"] = "4096-token sliding-window attention";
  row["seq_len"] = 8192;
  ConversionResult c = Convert(row);
  REQUIRE(c.run);
  CHECK(c.run->model.sliding_window.window_tokens == 4096);
  CHECK(c.run->model.NumWindowedLayers() == 24);
  CHECK_FALSE(c.run->model.moe.expert_biases);
  // gpt-oss's experts carry biases.
  Json oss = MoeRow(128, 4, 8);
  oss["model_name"] = "gpt-oss-120b";
  ConversionResult co = Convert(oss);
  REQUIRE(co.run);
  CHECK(co.run->model.moe.expert_biases);
}

TEST_CASE("Megatron's block method recomputes only the layers a row counts") {
  // AMD's MLPerf LoRA configs: ACG=full, ACM=block, ACL=21 of 80 layers.
  Json row = Row();  // 24 layers
  row["activation_recompute"] =
      "full recompute of 6 of the 24 layers (activations_checkpoint_granularity full, "
      "activations_checkpoint_method block, activations_checkpoint_num_layers 6)";
  ConversionResult c = Convert(row);
  REQUIRE(c.run);
  CHECK(c.run->plan.recompute == Recompute::kFull);
  CHECK(c.run->plan.recompute_fraction == doctest::Approx(0.25));
  // Counted per pipeline stage: 6 of each stage's 12 layers.
  row["pp"] = 2;
  row["dp"] = 4;
  c = Convert(row);
  REQUIRE(c.run);
  CHECK(c.run->plan.recompute_fraction == doctest::Approx(0.5));
  // More than a stage holds: every layer.
  row["activation_recompute"] = "full, recompute_method block, recompute_num_layers 40";
  c = Convert(row);
  REQUIRE(c.run);
  CHECK(c.run->plan.recompute_fraction == 1.0);
  // The uniform method recomputes every layer, in groups of that many.
  row["activation_recompute"] = "full, recompute_method uniform, recompute_num_layers 1";
  c = Convert(row);
  REQUIRE(c.run);
  CHECK(c.run->plan.recompute_fraction == 1.0);
}

TEST_CASE("a row's recompute read as its text states it, in the words tables use") {
  // Every form of the development set.
  CHECK(RecomputeOf("none") == Recompute::kNone);
  CHECK(RecomputeOf("none, as the release recipe sets it") == Recompute::kNone);
  CHECK(RecomputeOf("full (activation checkpointing)") == Recompute::kFull);
  CHECK(RecomputeOf("full recompute") == Recompute::kFull);
  CHECK(RecomputeOf("selective (layernorm, moe)") == Recompute::kSelective);
  CHECK(RecomputeOf("selective (RMSNorm and MLA up-projections recomputed; no TP)") ==
        Recompute::kSelective);
  // Module names without the word "selective" (Megatron MoE tables: "norm,
  // act"; recipes: "mla_up_proj, mlp").
  CHECK(RecomputeOf("norm, act") == Recompute::kSelective);
  RecomputeModules short_forms = RecomputeModulesOf("norm, act");
  CHECK(short_forms.layernorm);
  CHECK(short_forms.moe_act);
  CHECK_FALSE(short_forms.core_attn);
  CHECK_FALSE(short_forms.moe);
  CHECK(RecomputeOf("norm, act, shared_expert") == Recompute::kSelective);
  CHECK(RecomputeModulesOf("norm, act, shared_expert").shared_experts);
  CHECK(RecomputeOf("mla_up_proj, mlp") == Recompute::kSelective);
  // Whole layers checkpointed, however it is called.
  CHECK(RecomputeOf("activation checkpointing") == Recompute::kFull);
  CHECK(RecomputeOf("gradient checkpointing on every layer") == Recompute::kFull);
  CHECK(RecomputeOf("uniform, 1 layer per group") == Recompute::kFull);
  // Denials and words that only contain a module's name.
  CHECK(RecomputeOf("no activation checkpointing") == Recompute::kNone);
  CHECK(RecomputeOf("disabled") == Recompute::kNone);
  CHECK(RecomputeOf("recompute_granularity null") == Recompute::kNone);
  CHECK(RecomputeOf("activation checkpointing off; activations offloaded") == Recompute::kNone);
  CHECK(RecomputeModulesOf("exact activations kept").IsDefault());
  CHECK(RecomputeOf("exact activations kept") == Recompute::kNone);

  // Through a row: "norm, act" runs selective recompute of those two modules.
  Json row = MoeRow(64, 2, 8);
  row["activation_recompute"] = "norm, act";
  const ConversionResult c = Convert(row);
  REQUIRE(c.run);
  CHECK(c.run->plan.recompute == Recompute::kSelective);
  CHECK(c.run->plan.recompute_modules.layernorm);
  CHECK(c.run->plan.recompute_modules.moe_act);
  CHECK(c.run->recompute_stated);
  // A text that says it does not know states nothing: validate infers.
  row["activation_recompute"] = "not stated in the source";
  CHECK_FALSE(Convert(row).run->recompute_stated);
  row["activation_recompute"] = "unknown";
  CHECK_FALSE(Convert(row).run->recompute_stated);
}

TEST_CASE("a row's sharding and precision read in the words sources use") {
  auto zero = [](const char* text) {
    Json row = Row();
    row["zero_stage_or_fsdp"] = text;
    const ConversionResult c = Convert(row);
    REQUIRE_MESSAGE(c.run, text);
    return c.run->plan.zero_stage;
  };
  // The development set's forms.
  CHECK(zero("PyTorch FSDP FULL_SHARD (ZeRO-3-like)") == 3);
  CHECK(zero("PyTorch FSDP SHARD_GRAD_OP (ZeRO-2-like)") == 2);
  CHECK(zero("FSDP2 (8-way)") == 3);
  CHECK(zero("Megatron-FSDP (sharding group = all GPUs)") == 3);
  CHECK(zero("DDP + distributed optimizer") == 1);
  CHECK(zero("ZeRO-1 data parallelism") == 1);
  CHECK(zero("ZeRO-3 (DeepSpeed), no model parallelism") == 3);
  CHECK(zero("none") == 0);
  // Other ways to say the same.
  CHECK(zero("FSDP") == 3);
  CHECK(zero("HSDP (hybrid sharding)") == 3);
  CHECK(zero("ZeRO stage 2") == 2);
  CHECK(zero("zero_stage=1") == 1);
  CHECK(zero("ZeRO3") == 3);
  CHECK(zero("ZeRO-Infinity (NVMe offload)") == 3);
  CHECK(zero("DDP") == 0);
  // A sharding named only to be denied or switched off shards nothing, as a
  // NeMo table's FSDP column of 0 copied into text says (before, "has no
  // FSDP column" read as ZeRO-3).
  CHECK(zero("distributed optimizer (the 25.02 table has no FSDP column)") == 1);
  CHECK(zero("DDP, without FSDP") == 0);
  CHECK(zero("FSDP: 0, distributed optimizer") == 1);
  CHECK(zero("fsdp=false") == 0);
  CHECK(zero("FSDP off") == 0);
  CHECK(zero("no distributed optimizer") == 0);
  CHECK(zero("w/o ZeRO-3, ZeRO-1") == 1);
  // ... but an affirmed one still counts, whatever else the text denies.
  CHECK(zero("Megatron-FSDP (table column FSDP: On)") == 3);
  CHECK(zero("FSDP with CPU offload") == 3);
  CHECK(zero("FSDP2 (1-way), no TP") == 3);

  auto precision = [](const char* text) {
    Json row = Row();
    row["precision"] = text;
    return Convert(row).run->plan.precision;
  };
  CHECK(precision("float16 mixed precision") == Precision::kFp16);
  CHECK(precision("bfloat16") == Precision::kBf16);
  CHECK(precision("fp16 mixed") == Precision::kFp16);
  CHECK(precision("FP8 current scaling") == Precision::kFp8);
}

TEST_CASE("a row's stated loss: Transformer Engine's fused cross entropy keeps 2 bytes a logit") {
  CHECK(StatedCrossEntropyBytesPerLogit("sets cross_entropy_fusion_impl \"te\"") == 2.0);
  CHECK(StatedCrossEntropyBytesPerLogit(
            "--cross-entropy-loss-fusion --cross-entropy-fusion-impl te") == 2.0);
  CHECK(StatedCrossEntropyBytesPerLogit("recipe.model.cross_entropy_fusion_impl = \"te\"") == 2.0);
  CHECK(StatedCrossEntropyBytesPerLogit("cross_entropy_fusion_impl: 'te'") == 2.0);
  CHECK(StatedCrossEntropyBytesPerLogit("--cross-entropy-fusion-impl=te") == 2.0);
  CHECK(StatedCrossEntropyBytesPerLogit("cross_entropy_fusion_impl: native") == 6.0);
  CHECK(StatedCrossEntropyBytesPerLogit("cross_entropy_fusion_impl = 'native'") == 6.0);
  CHECK_FALSE(StatedCrossEntropyBytesPerLogit("cross entropy in fp32"));
  CHECK_FALSE(StatedCrossEntropyBytesPerLogit("cross_entropy_loss_fusion True"));

  // On the default stack (Megatron's fp32 loss, 6 bytes a logit), a row that
  // states TE's loss keeps 2 bytes a logit at the loss peak and runs one
  // fused pass each way: less memory, a shorter step.
  const SoftwareStack mcore = ResolveSoftwareStack(kDefaultStackName);
  REQUIRE(mcore.memory.cross_entropy_bytes_per_logit == 6.0);
  REQUIRE_FALSE(mcore.fused_cross_entropy);
  Json row = Row();
  const PublishedRun plain = *ConvertPublishedRun(row, mcore).run;
  row["notes"] = "Loss: Transformer Engine's, cross_entropy_fusion_impl te.";
  const PublishedRun te = *ConvertPublishedRun(row, mcore).run;
  CHECK(te.plan.memory.cross_entropy_bytes_per_logit == 2.0);
  CHECK(te.plan.fused_cross_entropy);
  const HardwareProfile hw = ResolveHardware(plain.hardware_name);
  const sim::StepResult a = sim::SimulateStep(plain.model, hw, plain.plan);
  const sim::StepResult b = sim::SimulateStep(te.model, hw, te.plan);
  const double logits = static_cast<double>(plain.plan.micro_batch_size) * plain.model.seq_len *
                        plain.model.vocab / plain.plan.tp;
  CHECK(a.peak_memory_bytes - b.peak_memory_bytes >= 0.9 * 4.0 * logits);
  CHECK(b.step_time_s < a.step_time_s);
}

TEST_CASE("a row's stated fp8 weights and Adam moment width set the plan's memory") {
  CHECK(StatedFp8PrimaryWeights("FP8 (hybrid, delayed scaling; fp8_params)") == true);
  CHECK(StatedFp8PrimaryWeights("MXFP8 (--fp8-recipe mxfp8, --fp8-param-gather)") == true);
  CHECK(StatedFp8PrimaryWeights("mixed_precision.fp8_param_gather = True") == true);
  CHECK(StatedFp8PrimaryWeights("fp8_params: false") == false);
  // Transformer Engine's fp8_model_init builds fp8 parameters whatever
  // fp8_params says (MLPerf v5.1 LoRA's custom_llama.py).
  CHECK(StatedFp8PrimaryWeights("fp8_params False (...); fp8_model_init True (custom_llama.py)") ==
        true);
  CHECK(StatedFp8PrimaryWeights("fp8_params True; fp8_model_init False") == false);
  CHECK(StatedFp8PrimaryWeights("no fp8_param_gather") == false);
  CHECK_FALSE(StatedFp8PrimaryWeights("FP8 delayed scaling"));
  // NVIDIA's MLPerf v5.1 LoRA: PRE_QUANTIZED_MODEL replaces the weights with
  // NVFP4 ones whatever FP4_PARAM says.
  CHECK(StatedFp4PrimaryWeights("FP4=True, FP8=False, FP4_PARAM=False, PRE_QUANTIZED_MODEL=True") ==
        true);
  CHECK(StatedFp4PrimaryWeights("FP4_PARAM=False") == false);
  CHECK(StatedFp4PrimaryWeights("PRE_QUANTIZED_MODEL=False, fp4_param True") == false);
  CHECK_FALSE(StatedFp4PrimaryWeights("NVFP4 (Transformer Engine NVFP4 recipe)"));
  CHECK(StatedAdamMomentBytes("bf16 Adam moments via --use-precision-aware-optimizer") == 2.0);
  CHECK_FALSE(StatedAdamMomentBytes("--use-precision-aware-optimizer"));  // fp32 by default
  CHECK(StatedAdamMomentBytes("AdamW (BF16 moments)") == 2.0);
  CHECK(StatedAdamMomentBytes("optimizer.exp_avg_dtype = torch.bfloat16") == 2.0);
  CHECK(StatedAdamMomentBytes("exp_avg_dtype=torch.bfloat16") == 2.0);
  CHECK(StatedAdamMomentBytes("Adam (fp32 states, ZeRO-1 sharded)") == 4.0);
  CHECK_FALSE(StatedAdamMomentBytes("Adam (distributed_fused_adam)"));
  CHECK(StatedMasterWeightBytes("optim.dtype bf16: a bf16 master (store_params)") == 2.0);
  CHECK(StatedMasterWeightBytes("store_param_remainders") == 2.0);
  CHECK(StatedMasterWeightBytes("store_param_remainders: false") == 4.0);
  CHECK(StatedMasterWeightBytes("bf16 moments, no master copy") == 0.0);
  CHECK(StatedMasterWeightBytes("store_params = False") == 0.0);
  CHECK(StatedMasterWeightBytes("main_params_dtype = torch.float32") == 4.0);
  CHECK_FALSE(StatedMasterWeightBytes("Adam (distributed_fused_adam)"));
  CHECK(StatedGradCopyBytes("main_grads_dtype = torch.bfloat16") == 2.0);
  CHECK(StatedGradCopyBytes("gradient shard in grad_sync_dtype bf16") == 2.0);
  CHECK(StatedGradCopyBytes("main_grads_dtype: fp32") == 4.0);
  CHECK_FALSE(StatedGradCopyBytes("bf16 moments"));

  // On a stack that keeps 16-bit weights beside Transformer Engine's two
  // cached fp8 copies, stated fp8 weights leave one 1-byte weight and its
  // cached transpose: 2 bytes a parameter where there were 4.
  const SoftwareStack mcore = ResolveSoftwareStack("megatron-core-2024");
  REQUIRE_FALSE(mcore.memory.fp8_primary_weights);
  REQUIRE(mcore.memory.fp8_weight_cache_bytes_per_param == 2.0);
  Json row = Row();
  row["precision"] = "FP8 (Transformer Engine hybrid, delayed scaling; fp8_params)";
  row["optimizer"] = "Adam (bf16 moments)";
  ConversionResult c = ConvertPublishedRun(row, mcore);
  REQUIRE(c.run);
  CHECK(c.run->plan.memory.fp8_primary_weights);
  CHECK(c.run->plan.memory.fp8_weight_cache_bytes_per_param == 1.0);
  CHECK_FALSE(c.run->plan.memory.fp4_primary_weights);
  CHECK(c.run->plan.memory.adam_moment_bytes == 2.0);
  CHECK(c.run->plan.memory.master_weight_bytes == 4.0);
  CHECK(c.run->plan.memory.optimizer_grad_copy_bytes == 4.0);
  row["optimizer"] =
      "Adam (distributed_fused_adam), bf16 moments, bf16 master, grad_sync_dtype bf16";
  c = ConvertPublishedRun(row, mcore);
  REQUIRE(c.run);
  CHECK(c.run->plan.memory.master_weight_bytes == 2.0);
  CHECK(c.run->plan.memory.optimizer_grad_copy_bytes == 2.0);
  // A silent row keeps its stack's layout.
  Json silent = Row();
  silent["precision"] = "FP8 (Transformer Engine hybrid, delayed scaling)";
  ConversionResult s = ConvertPublishedRun(silent, mcore);
  REQUIRE(s.run);
  CHECK_FALSE(s.run->plan.memory.fp8_primary_weights);
  CHECK(s.run->plan.memory.fp8_weight_cache_bytes_per_param == 2.0);
  CHECK(s.run->plan.memory.adam_moment_bytes == 4.0);
  CHECK_FALSE(s.run->plan.memory.fp8_saved_act_input);
  Json fp4 = Row();
  fp4["precision"] = "NVFP4 (FP4=True, FP8=False, FP4_PARAM=False, PRE_QUANTIZED_MODEL=True)";
  fp4["gpu_type"] = "B200 SXM 180GB";
  fp4["gpu_memory_gb"] = 180;
  ConversionResult q = ConvertPublishedRun(fp4, mcore);
  REQUIRE_MESSAGE(q.run, q.skip_reason);
  CHECK(q.run->plan.precision == Precision::kFp4);
  CHECK(q.run->plan.memory.fp4_primary_weights);
  CHECK_FALSE(s.run->plan.memory.fp4_primary_weights);
  // Megatron-Core's switches, as MLPerf's LoRA configs state them: no cached
  // weight transpose (one fp8 copy fewer), the activation's input in fp8.
  row["notes"] =
      "Settings: disable_parameter_transpose_cache True; activation_func_fp8_input_store True";
  c = ConvertPublishedRun(row, mcore);
  REQUIRE(c.run);
  CHECK(c.run->plan.memory.fp8_weight_cache_bytes_per_param == 1.0);
  CHECK_FALSE(c.run->plan.memory.fp8_weight_transposes_cached);
  CHECK(c.run->plan.memory.fp8_saved_act_input);
  row["notes"] =
      "Settings: disable_parameter_transpose_cache False; activation_func_fp8_input_store False";
  c = ConvertPublishedRun(row, mcore);
  REQUIRE(c.run);
  CHECK(c.run->plan.memory.fp8_weight_cache_bytes_per_param == 1.0);
  CHECK(c.run->plan.memory.fp8_weight_transposes_cached);
  CHECK_FALSE(c.run->plan.memory.fp8_saved_act_input);
}

TEST_CASE("Megatron-Core's precision-aware optimizer keeps a bf16 run's fp32 master in 2 bytes") {
  CHECK(StatedPrecisionAwareOptimizer("Adam, Megatron-Core precision-aware optimizer") == true);
  CHECK(StatedPrecisionAwareOptimizer("--use-precision-aware-optimizer") == true);
  CHECK(StatedPrecisionAwareOptimizer("optimizer.use_precision_aware_optimizer = True") == true);
  CHECK(StatedPrecisionAwareOptimizer("use_precision_aware_optimizer: false") == false);
  CHECK_FALSE(StatedPrecisionAwareOptimizer("Adam (distributed optimizer)"));

  const SoftwareStack mcore = ResolveSoftwareStack("megatron-core-2025");
  REQUIRE(mcore.memory.master_weight_bytes == 4.0);
  auto master_bytes = [&](const std::string& precision, const std::string& optimizer) {
    Json row = Row();
    row["precision"] = precision;
    row["optimizer"] = optimizer;
    ConversionResult c = ConvertPublishedRun(row, mcore);
    REQUIRE(c.run);
    return c.run->plan.memory.master_weight_bytes;
  };
  const std::string pao = "Adam, Megatron-Core precision-aware optimizer (fp32 main params)";
  // bf16 weights: Transformer Engine keeps the fp32 master as its low 16 bits.
  CHECK(master_bytes("BF16", pao) == 2.0);
  CHECK(master_bytes("FP8 (hybrid, delayed scaling)", pao + ", fp8_params: false") == 2.0);
  // fp8 weights (this stack's default): no bf16 weight to complete.
  CHECK(master_bytes("FP8 (hybrid, delayed scaling)", pao) == 4.0);
  // Current scaling: Megatron-Core keeps the master itself, in fp32.
  CHECK(master_bytes("FP8 current scaling", pao) == 4.0);
  // Switched off, or no precision-aware optimizer: the stack's fp32 master.
  CHECK(master_bytes("BF16", pao + ", store_param_remainders False") == 4.0);
  CHECK(master_bytes("BF16", "Adam (distributed optimizer)") == 4.0);
  // A master stated narrower still is kept.
  CHECK(master_bytes("BF16", pao + ", no master copy") == 0.0);
}

TEST_CASE("a row's fine-grained activation offloading sets the plan's offloaded modules") {
  const OffloadModules moe = StatedOffloadModules(
      "Fine-grained activation offloading: --fine-grained-activation-offloading "
      "--offload-modules expert_fc1 moe_act --delay-offload-until-cuda-graph; core_attn "
      "recomputed");
  CHECK(moe.expert_fc1);
  CHECK(moe.moe_act);
  CHECK_FALSE(moe.core_attn);  // named after the flag's list ends
  const OffloadModules attn = StatedOffloadModules("offload_modules: ['core_attn', 'attn_proj']");
  CHECK(attn.core_attn);
  CHECK(attn.attn_proj);
  CHECK_FALSE(StatedOffloadModules("cpu_offloading_num_layers 40").Any());
  Json row = MoeRow(8, 2, 8);
  row["notes"] = "--offload-modules expert_fc1";
  ConversionResult c = Convert(row);
  REQUIRE(c.run);
  CHECK(c.run->plan.activation_offload_modules.expert_fc1);
  CHECK_FALSE(Convert(MoeRow(8, 2, 8)).run->plan.activation_offload_modules.Any());
}

TEST_CASE("validate names the runs that ran but are predicted not to fit") {
  Json fits = Row();
  fits["id"] = "fits";
  // The same run on 1 GPU of 40 GB: its 2.6B parameters' weights, gradients
  // and Adam state (16 bytes each) alone exceed the GPU.
  Json oom = Row();
  oom["id"] = "oom";
  oom["hidden_size"] = 3072;
  oom["num_attention_heads"] = 24;
  oom["gpu_type"] = "A100 SXM4 40GB";
  oom["num_gpus"] = 1;
  oom["dp"] = 1;
  oom["global_batch_size"] = 8;
  oom["activation_recompute"] = "full";
  File f("oom_rows", fits.dump() + "\n" + oom.dump() + "\n");
  ValidationReport rep = ValidatePublishedRuns({f.path.string(), "", false, ""});
  REQUIRE(rep.rows.size() == 2);
  CHECK(rep.ran_predicted_oom == std::vector<std::string>{"oom"});
}

TEST_CASE("a row's stated grouped GEMM for its experts sets the plan's") {
  CHECK(StatedGroupedGemm("moe_grouped_gemm false, alltoall dispatcher") == false);
  CHECK(StatedGroupedGemm("--moe-grouped-gemm") == true);
  CHECK(StatedGroupedGemm("Mixtral recipe: moe_grouped_gemm=True") == true);
  CHECK(StatedGroupedGemm("experts without grouped GEMM") == false);
  CHECK(StatedGroupedGemm("moe_grouped_gemm: off") == false);
  CHECK_FALSE(StatedGroupedGemm("alltoall dispatcher, dropless"));
  // The stack's default (Megatron-Core: grouped) gives way to the row's.
  Json row = MoeRow(8, 2, 8);
  row["arch_notes"] = "8 experts top-2; moe_grouped_gemm false";
  const SoftwareStack mcore = ResolveSoftwareStack("megatron-core-2024");
  REQUIRE(mcore.grouped_gemm);
  ConversionResult c = ConvertPublishedRun(row, mcore);
  REQUIRE(c.run);
  CHECK_FALSE(c.run->plan.grouped_gemm);
  row["arch_notes"] = "8 experts top-2";
  c = ConvertPublishedRun(row, mcore);
  REQUIRE(c.run);
  CHECK(c.run->plan.grouped_gemm);
}

TEST_CASE("tensor parallelism fits the row's own node: TP 16 on a 16-GPU DGX-2") {
  // DeepSpeed's 2020 tutorial ran Megatron-LM's GPT-2 20B at TP 16 on 4 DGX-2.
  Json row = Row();
  row["gpu_type"] = "V100 SXM3 32GB";
  row["gpus_per_node"] = 16;
  row["num_gpus"] = 64;
  row["tp"] = 16;
  row["dp"] = 4;
  row["micro_batch_size"] = 4;
  row["global_batch_size"] = 16;
  row["precision"] = "fp16";
  ConversionResult c = Convert(row);
  REQUIRE(c.run);
  CHECK(c.run->plan.tp == 16);
  // On 8-GPU nodes the same plan is refused.
  row["gpus_per_node"] = 8;
  row["gpu_type"] = "V100 SXM2 32GB";
  c = Convert(row);
  CHECK_FALSE(c.run);
  CHECK(c.skip_reason.find("tp") != std::string::npos);
}

TEST_CASE("a GB200 row's racks, NICs per tray and rank order are read as its system ran them") {
  CHECK(StatedNvl72Racks("Tyche-hsg (40x NVIDIA GB200 NVL72) (NVIDIA; MLPerf system hsg)") == 40);
  CHECK(StatedNvl72Racks("16 GB200 NVL72 racks") == 16);
  CHECK(StatedNvl72Racks("NVIDIA DGX GB200 NVL72 cluster") == 0);
  CHECK(StatedNvl72Racks("99999999999999999999x GB200 NVL72") == 0);
  CHECK(StatedRankOrder("TP_PP_DP_MAPPING=True (custom.yaml use_tp_pp_dp_mapping True)") ==
        RankOrder::kTpCpEpPpDp);
  CHECK(StatedRankOrder("--use-tp-pp-dp-mapping") == RankOrder::kTpCpEpPpDp);
  CHECK(StatedRankOrder("TP_PP_DP_MAPPING unset: Megatron-Core's default tp-cp-ep-dp-pp") ==
        RankOrder::kTpCpEpDpPp);
  CHECK(StatedRankOrder("use_tp_pp_dp_mapping: False") == RankOrder::kTpCpEpDpPp);
  CHECK_FALSE(StatedRankOrder("TP 4, PP 8, CP 2"));

  // Llama 3.1 405B on 1,024 GB200 in 16 racks of 64 (MLPerf v5.0's layout).
  Json row = Llama3_405bRow(1024);
  row["num_kv_heads"] = 8;
  row["seq_len"] = 8192;
  row["tp"] = 4;
  row["pp"] = 8;
  row["cp"] = 2;
  row["dp"] = 16;
  row["vpp"] = 8;
  row["micro_batch_size"] = 1;
  row["global_batch_size"] = 768;
  row["gpu_type"] = "GB200 (B200 GPU of a GB200 superchip) 186GB";
  row["gpus_per_node"] = 4;
  row["precision"] = "fp8";
  row["iteration_time_s"] = 8.0;
  row["system_name"] = "Carina (16x NVIDIA GB200 NVL72)";
  // The profile's own network: one 400 Gb/s NIC a GPU. A row that counts
  // the NICs of its 4-GPU trays states the same network.
  Json tray = row;
  tray["id"] = "tray";
  tray["inter_node_network"] = "4x 400 Gb/s NDR InfiniBand per compute tray";
  Json order = tray;
  order["id"] = "order";
  order["notes"] = "TP_PP_DP_MAPPING=True";
  ConversionResult c = ConvertPublishedRun(order, ResolveSoftwareStack(kDefaultStackName));
  REQUIRE(c.run);
  CHECK(c.run->plan.rank_order == RankOrder::kTpCpEpPpDp);  // a dense model's order holds
  CHECK(c.run->nvlink_domain_gpus == 64);
  File f("gb200_rows", row.dump() + "\n" + tray.dump() + "\n" + order.dump() + "\n");
  const ValidationReport rep = ValidatePublishedRuns({f.path.string(), "", true, ""});
  REQUIRE(rep.rows.size() == 3);
  MESSAGE("profile network " << rep.rows[0].predicted_s << " s, NICs per tray stated "
                             << rep.rows[1].predicted_s << " s, tp-pp-dp order "
                             << rep.rows[2].predicted_s << " s");
  CHECK(rep.rows[1].predicted_s == doctest::Approx(rep.rows[0].predicted_s).epsilon(0.01).scale(0));
  // Each pipeline inside one rack: its sends over NVLink, not the NICs.
  CHECK(rep.rows[2].predicted_s < rep.rows[1].predicted_s);
}

TEST_CASE("a row that ran the fused grouped MLP runs its experts at the GEMM law") {
  CHECK(StatedFusedGroupedMlp("fp8_dot_product_attention=True, cutedsl_fused_grouped_mlp=True") ==
        true);
  CHECK(StatedFusedGroupedMlp("cutedsl_fused_grouped_mlp (NVTE_CUTEDSL_FUSED_GROUPED_MLP 1)") ==
        true);
  CHECK(StatedFusedGroupedMlp("NVTE_CUTEDSL_FUSED_GROUPED_MLP=0") == false);
  CHECK_FALSE(StatedFusedGroupedMlp("moe_grouped_gemm=True, hybridep dispatcher"));
  // Qwen3-30B-A3B's experts over EP 8: 16 local experts, beyond the groups a
  // Blackwell profile runs at the law, so the stack's share holds unless the
  // row states the fused MLP.
  Json row = MoeRow(128, 8, 8);
  row["gpu_type"] = "GB200";
  row["precision"] = "MXFP8";
  row["notes"] = "recipe: moe_flex_dispatcher_backend hybridep";
  const SoftwareStack mcore = ResolveSoftwareStack("megatron-core-2026");
  REQUIRE(mcore.moe_expert_gemm_share < 1.0);
  ConversionResult c = ConvertPublishedRun(row, mcore);
  REQUIRE(c.run);
  CHECK(c.run->plan.moe_expert_gemm_share == doctest::Approx(mcore.moe_expert_gemm_share));
  row["notes"] = "recipe: moe_flex_dispatcher_backend hybridep, cutedsl_fused_grouped_mlp=True";
  c = ConvertPublishedRun(row, mcore);
  REQUIRE(c.run);
  CHECK(c.run->plan.moe_expert_gemm_share == 1.0);
}

TEST_CASE("a row's stated fp8 attention sets the plan's where fp8 training runs cuDNN attention") {
  CHECK(StatedFp8Attention("fp8_dot_product_attention=True, cutedsl_fused_grouped_mlp=True") ==
        true);
  CHECK(StatedFp8Attention("--fp8-dot-product-attention") == true);
  CHECK(StatedFp8Attention("fp8_dot_product_attention=False") == false);
  CHECK(StatedFp8Attention("no fp8 dot-product attention") == false);
  CHECK_FALSE(StatedFp8Attention("fp8 GEMMs, bf16 attention"));
  Json row = MoeRow(8, 2, 8);
  row["precision"] = "FP8";
  row["notes"] = "the recipe sets fp8_dot_product_attention=True";
  const SoftwareStack mcore = ResolveSoftwareStack("megatron-core-2026");
  REQUIRE(mcore.attention == AttentionKernel::kCudnn);
  // The plan's fp8_attention for `row` on `stack` (the row must convert).
  auto fp8_attention = [&](const SoftwareStack& stack) {
    const ConversionResult c = ConvertPublishedRun(row, stack);
    REQUIRE(c.run);
    return c.run->plan.fp8_attention;
  };
  CHECK(fp8_attention(mcore));
  // Silent, bf16 training, or another attention kernel: off.
  row["notes"] = "the recipe's defaults";
  CHECK_FALSE(fp8_attention(mcore));
  row["notes"] = "the recipe sets fp8_dot_product_attention=True";
  row["precision"] = "BF16";
  CHECK_FALSE(fp8_attention(mcore));
  row["precision"] = "FP8";
  CHECK_FALSE(fp8_attention(ResolveSoftwareStack("torchtitan-2025")));
}

TEST_CASE("validate: a row's position embedding as its architecture notes state it") {
  struct Case {
    const char* notes;
    PositionEmbedding expected;
  };
  const Case cases[] = {
      {"GPT-2 (Megatron-LM 2020): pre-LN, GELU MLP (ffn 4h), learned position embeddings",
       PositionEmbedding::kLearned},
      {"GPT-3 with absolute position embeddings", PositionEmbedding::kLearned},
      {"BLOOM-style (ALiBi, embedding LayerNorm)", PositionEmbedding::kAlibi},
      {"GPT-3 architecture (LayerNorm, GELU, learned/rotary pos. per framework)",
       PositionEmbedding::kRotary},
      {"head_dim 128, QK-norm, SwiGLU experts", PositionEmbedding::kRotary},
      {"GQA, RoPE", PositionEmbedding::kRotary},
      {"learned position embeddings, properly tied", PositionEmbedding::kLearned}};
  for (const Case& k : cases) {
    CAPTURE(k.notes);
    Json row = Row();
    row["arch_notes"] = k.notes;
    ConversionResult c = Convert(row);
    REQUIRE(c.run);
    CHECK(c.run->model.position_embedding == k.expected);
  }
  // Qwen3's notes name its QK-norm; Llama's have none.
  Json row = Row();
  row["arch_notes"] = "head_dim 128, QK-norm, SwiGLU experts; dropless unless stated";
  ConversionResult c = Convert(row);
  REQUIRE(c.run);
  CHECK(c.run->model.qk_norm);
  row["arch_notes"] = "GQA, RoPE, SwiGLU";
  c = Convert(row);
  REQUIRE(c.run);
  CHECK_FALSE(c.run->model.qk_norm);
}

}  // namespace shoal::validation

namespace shoal::validation {
TEST_CASE("a model-FLOPs figure is read by the attention convention its row states") {
  CHECK(StatedAttentionFlopsShare("Megatron model FLOPs, causal attention counted half (...)") ==
        0.5);
  CHECK(StatedAttentionFlopsShare("NeMo model FLOPs, attention counted in full") == 1.0);
  CHECK_FALSE(StatedAttentionFlopsShare("Megatron model FLOPs"));
  // Megatron-LM's own count, by the year of the source: full until
  // 2025-03-06, half after; a 2025 source may be either; NeMo's is not it.
  CHECK(MegatronAttentionFlopsShare("Megatron model FLOPs", 2024) == 1.0);
  CHECK(MegatronAttentionFlopsShare("Megatron model FLOPs", 2026) == 0.5);
  CHECK_FALSE(MegatronAttentionFlopsShare("Megatron model FLOPs", 2025));
  CHECK_FALSE(MegatronAttentionFlopsShare("Megatron model FLOPs", 0));
  CHECK_FALSE(MegatronAttentionFlopsShare("NeMo model FLOPs", 2026));

  // 16k tokens of 24 layers of width 2048: attention is far more than 5% of
  // the FLOPs, so the convention decides the step time.
  Json row = Row();
  row["seq_len"] = 16384;
  row["global_batch_size"] = 16;
  row["micro_batch_size"] = 2;
  row["iteration_time_s"] = nullptr;
  row["tflops_per_gpu"] = 400.0;
  row["tflops_definition"] = "Megatron model FLOPs";
  const ConversionResult unknown = Convert(row);
  CHECK_FALSE(unknown.run);
  CHECK(unknown.skip_reason.find("causal counting unknown") != std::string::npos);

  // The same words from a 2026 source: Megatron-LM counted half by then.
  row["source"] = "a model zoo's table (2026-05)";
  const ConversionResult dated = Convert(row);
  REQUIRE(dated.run);

  row["source"] = nullptr;
  row["tflops_definition"] = "Megatron model FLOPs, causal attention counted half";
  const ConversionResult half = Convert(row);
  REQUIRE(half.run);
  CHECK(half.run->measured_from_tflops);
  const ModelStats stats = ComputeModelStats(half.run->model);
  REQUIRE(stats.attention_forward_flops_per_token > 0.05 * stats.training_flops_per_token);
  // Counted: 6N plus half of attention's forward + backward (3x forward).
  const double counted =
      stats.training_flops_per_token - 0.5 * 3.0 * stats.attention_forward_flops_per_token;
  const double expected = counted * 16 * 16384 / (400e12 * 8);
  MESSAGE("step time from 400 TFLOP/s with causal attention counted half: expected "
          << expected << " s, got " << half.run->measured_iteration_time_s << " s");
  CHECK(half.run->measured_iteration_time_s == doctest::Approx(expected).epsilon(1e-12).scale(0));
  CHECK(dated.run->measured_iteration_time_s == half.run->measured_iteration_time_s);

  row["tflops_definition"] = "model FLOPs, attention counted in full";
  const ConversionResult full = Convert(row);
  REQUIRE(full.run);
  CHECK(full.run->measured_iteration_time_s ==
        doctest::Approx(stats.training_flops_per_token * 16 * 16384 / (400e12 * 8))
            .epsilon(1e-12)
            .scale(0));
  CHECK(full.run->measured_iteration_time_s > half.run->measured_iteration_time_s);
}
}  // namespace shoal::validation

namespace shoal::validation {
namespace {

// A development row by id, as the repository ships it.
Json DevRow(const std::string& id) {
  std::ifstream in(std::string(SHOAL_SOURCE_DIR) + "/data/published_runs.jsonl");
  std::string line;
  while (std::getline(in, line)) {
    Json row = ParseJsonText(line, "published_runs.jsonl");
    if (row.value("id", "") == id) return row;
  }
  FAIL("no development row " << id);
  return Json();
}

}  // namespace

TEST_CASE("NeMo's model FLOPs count attention in full before the 25.09 container, half from it") {
  CHECK(NemoContainerRelease("NeMo 24.03.01") == std::pair{2024, 3});
  CHECK(NemoContainerRelease("NeMo25.04.rc2") == std::pair{2025, 4});
  CHECK(NemoContainerRelease("NeMo 25.09 / Megatron-Bridge (Megatron-Core)") == std::pair{2025, 9});
  CHECK_FALSE(NemoContainerRelease("NeMo 2.0 (Megatron-Core)"));
  CHECK_FALSE(NemoContainerRelease("NeMo 24.13"));
  CHECK_FALSE(NemoContainerRelease("Megatron-Core 25.04"));
  CHECK(NemoAttentionFlopsShare("NeMo model FLOPs", "NeMo 24.03.01") == 1.0);
  CHECK(NemoAttentionFlopsShare("NeMo model FLOPs", "NeMo 25.04.01") == 1.0);
  CHECK(NemoAttentionFlopsShare("NeMo model FLOPs", "NeMo 25.11 / Megatron-Bridge") == 0.5);
  CHECK_FALSE(NemoAttentionFlopsShare("NeMo model FLOPs", "NeMo"));
  CHECK_FALSE(NemoAttentionFlopsShare("Megatron model FLOPs", "NeMo 24.07"));

  // The evidence: the NeMo 24.07 performance summary's Llama rows give both
  // tokens/s and model TFLOP/s, and the TFLOP/s are the tokens/s times the
  // FLOPs with the whole attention matrix counted, not half of it.
  for (const char* id : {"T0102", "T0103", "T0104", "T0108", "T0109"}) {
    const Json row = DevRow(id);
    const ConversionResult c = ConvertPublishedRun(row, ResolveSoftwareStack("megatron-core-2024"));
    REQUIRE(c.run);
    const ModelStats stats = ComputeModelStats(c.run->model);
    const double attention = 3.0 * stats.attention_forward_flops_per_token;
    const double tokens = row["tokens_per_s_per_gpu"].get<double>();
    const double stated = row["tflops_per_gpu"].get<double>();
    const double full = tokens * stats.training_flops_per_token / 1e12;
    const double half = tokens * (stats.training_flops_per_token - 0.5 * attention) / 1e12;
    MESSAGE(std::string(id) << ": stated " << stated << " TFLOP/s; attention counted in full "
                            << full << ", half " << half);
    CHECK(std::abs(full / stated - 1.0) < 0.02);
    CHECK(std::abs(half / stated - 1.0) > 0.03);
  }

  // A long-context row that gives only TFLOP/s (NeMo 24.03.01) is simulated,
  // its step time from the full count.
  const Json row = DevRow("T0141");
  const ConversionResult c = ConvertPublishedRun(row, ResolveSoftwareStack("megatron-core-2024"));
  REQUIRE(c.run);
  const ModelStats stats = ComputeModelStats(c.run->model);
  const double expected =
      stats.training_flops_per_token * row["global_batch_size"].get<double>() *
      row["seq_len"].get<double>() /
      (row["tflops_per_gpu"].get<double>() * 1e12 * row["num_gpus"].get<double>());
  CHECK(c.run->measured_iteration_time_s == doctest::Approx(expected).epsilon(1e-12).scale(0));
}
}  // namespace shoal::validation

namespace shoal::validation {
TEST_CASE("an fp4 row's stated BF16 layers set the plan's share of them") {
  CHECK(StatedFp4Bf16Layers("first_last_layers_bf16 True, num_layers_at_start_in_bf16 0, "
                            "num_layers_at_end_in_bf16 4") == 4);
  CHECK(StatedFp4Bf16Layers("--first-last-layers-bf16 --num-layers-at-start-in-bf16 1 "
                            "--num-layers-at-end-in-bf16 4") == 5);
  CHECK(StatedFp4Bf16Layers("first_last_layers_bf16 = False") == 0);
  CHECK_FALSE(StatedFp4Bf16Layers("first_last_layers_bf16 True"));  // counts unstated
  CHECK_FALSE(StatedFp4Bf16Layers("NVFP4 recipe"));

  Json row = Row();  // 24 layers
  row["precision"] = "NVFP4";
  row["gpu_type"] = "B200";
  const SoftwareStack mcore = ResolveSoftwareStack(kDefaultStackName);
  ConversionResult c = ConvertPublishedRun(row, mcore);
  REQUIRE(c.run);
  CHECK(c.run->plan.precision == Precision::kFp4);
  CHECK(c.run->plan.fp4_bf16_layer_share == 0.0);  // the stack's: Megatron-Core's preset
  row["notes"] = "mixed precision bf16_with_nvfp4_mixed, num_layers_at_end_in_bf16 6";
  c = ConvertPublishedRun(row, mcore);
  REQUIRE(c.run);
  CHECK(c.run->plan.fp4_bf16_layer_share == doctest::Approx(0.25));
}
}  // namespace shoal::validation

namespace shoal::validation {

TEST_CASE("a row's unstated layout fields are read from the ones it states") {
  // No global batch: micro-batch x accumulation steps x dp, else the stated
  // tokens a second times the stated step, in sequences.
  Json row = Row();
  row.erase("global_batch_size");
  row["grad_accum_steps"] = 4;
  CHECK(Convert(row).run->plan.global_batch_size == 8 * 4 * 8);
  row.erase("grad_accum_steps");
  row["tokens_per_s"] = 64 * 2048 / 1.5;
  CHECK(Convert(row).run->plan.global_batch_size == 64);
  row["tokens_per_s"] = 128.6 * 2048 / 1.5;  // rounded figures: the multiple of dp x mbs
  CHECK(Convert(row).run->plan.global_batch_size == 128);
  row["tokens_per_s"] = 100 * 2048 / 1.5;  // no multiple of dp x mbs within 1%
  CHECK(Convert(row).skip_reason == "no global_batch_size");

  // No context parallelism, dp stated short of the GPUs: cp takes the rest,
  // where the sequence splits into 2 x cp chunks.
  row = Row();
  row["num_gpus"] = 16;
  row["global_batch_size"] = 64;
  CHECK(Convert(row).run->plan.cp == 2);
  row["seq_len"] = 2050;
  CHECK(Convert(row).skip_reason == "tp x pp x dp x cp does not equal num_gpus");
  row["seq_len"] = 2048;
  row["cp"] = 1;  // a stated cp is kept
  CHECK(Convert(row).skip_reason == "tp x pp x dp x cp does not equal num_gpus");
  // An unstated tp (within a node) or pp takes the GPUs dp leaves over, where
  // the other is stated.
  row.erase("cp");
  row.erase("tp");
  CHECK(Convert(row).run->plan.tp == 2);
  row["tp"] = 1;
  row.erase("pp");
  CHECK(Convert(row).run->plan.pp == 2);
  row["num_gpus"] = 8 * 16;  // 16 left over: more than a node's TP
  row["pp"] = 1;
  row.erase("tp");
  CHECK(Convert(row).skip_reason == "tp x pp x dp x cp does not equal num_gpus");

  // No ZeRO field: the stage the framework names, else the stack's.
  row = Row();
  row["framework"] = "DeepSpeed ZeRO-3";
  CHECK(Convert(row).run->plan.zero_stage == 3);
  row["framework"] = "MosaicML Composer (PyTorch FSDP)";
  CHECK(Convert(row).run->plan.zero_stage == 3);
  row["framework"] = "Megatron-Core";
  CHECK(Convert(row).run->plan.zero_stage ==
        ResolveSoftwareStack(kDefaultStackName).default_zero_stage);
  row["zero_stage_or_fsdp"] = "none (DDP)";
  row["framework"] = "DeepSpeed ZeRO-3";
  CHECK(Convert(row).run->plan.zero_stage == 0);
}

TEST_CASE(
    "a dense row without its FFN width or KV heads: the convention, or what its count implies") {
  // Llama 2 7B: SwiGLU at 8h/3 rounded up to 256 (11008), 32 heads of MHA.
  Json row = Row();
  row["model_name"] = "Llama-2-7B";
  row["num_layers"] = 32;
  row["hidden_size"] = 4096;
  row["num_attention_heads"] = 32;
  row["vocab_size"] = 32000;
  row["total_params_b"] = 6.74;
  ConversionResult c = Convert(row);
  REQUIRE(c.run);
  CHECK(c.run->model.activation == Activation::kSwiglu);
  CHECK(c.run->model.ffn_hidden == 11008);
  CHECK(c.run->model.num_kv_heads == 32);
  // Llama 3 70B: its count needs a 3.5h FFN and 8 KV heads.
  row["model_name"] = "Llama-3-70B";
  row["num_layers"] = 80;
  row["hidden_size"] = 8192;
  row["num_attention_heads"] = 64;
  row["vocab_size"] = 128256;
  row["total_params_b"] = 70.6;
  row["num_kv_heads"] = 8;
  c = Convert(row);
  REQUIRE(c.run);
  CHECK(std::abs(c.run->model.ffn_hidden - 28672) <= 256);
  row.erase("num_kv_heads");
  row["ffn_hidden_size"] = 28672;
  c = Convert(row);
  REQUIRE(c.run);
  CHECK(c.run->model.num_kv_heads == 8);
  // A count that no reading comes near leaves the conventions.
  row["total_params_b"] = 300;
  c = Convert(row);
  REQUIRE(c.run);
  CHECK(c.run->model.num_kv_heads == 64);
  row.erase("ffn_hidden_size");
  c = Convert(row);
  REQUIRE(c.run);
  CHECK(c.run->model.ffn_hidden == 22016);
}

TEST_CASE("a MoE row's unstated type, expert width and top-k are read from its counts") {
  // Qwen3-235B-A22B's shape with neither its type, its experts' width nor its
  // top-k: 128 experts say MoE, 235B total the width, 22B active the k.
  Json row = Row();
  row.erase("model_type");
  row["num_layers"] = 94;
  row["hidden_size"] = 4096;
  row["num_attention_heads"] = 64;
  row["num_kv_heads"] = 4;
  row["vocab_size"] = 151936;
  row["ffn_hidden_size"] = 12288;
  row["num_experts"] = 128;
  row["total_params_b"] = 235;
  row["active_params_b"] = 22;
  row["arch_notes"] = "head_dim 128, QK-norm, SwiGLU experts";
  row["ep"] = 8;
  ConversionResult c = Convert(row);
  REQUIRE(c.run);
  const MoeConfig& moe = c.run->model.moe;
  CHECK(moe.enabled());
  CHECK(std::abs(moe.expert_ffn_hidden - 1536) <= 64);
  CHECK(moe.top_k == 8);
  // Without an active count, top-2 (GShard, Mixtral, Grok-1).
  row.erase("active_params_b");
  c = Convert(row);
  REQUIRE(c.run);
  CHECK(c.run->model.moe.top_k == 2);
  // A stated width and k are kept; a stated dense type is dense.
  row["expert_ffn_hidden_size"] = 2048;
  row["moe_top_k"] = 4;
  c = Convert(row);
  REQUIRE(c.run);
  CHECK(c.run->model.moe.expert_ffn_hidden == 2048);
  CHECK(c.run->model.moe.top_k == 4);
  row["model_type"] = "dense";
  row.erase("ep");
  c = Convert(row);
  REQUIRE(c.run);
  CHECK_FALSE(c.run->model.moe.enabled());
}

TEST_CASE("a MoE row without its expert parallelism keeps its all-to-all on NVLink where it fits") {
  Json row = MoeRow(64, 2, 1);
  row.erase("ep");
  row["num_gpus"] = 32;
  row["dp"] = 32;
  row["global_batch_size"] = 256;
  row["micro_batch_size"] = 1;
  row["expert_ffn_hidden_size"] = 1024;
  const ConversionResult c = Convert(row);
  REQUIRE(c.run);
  CHECK_FALSE(c.run->expert_parallel_stated);
  CHECK(c.run->plan.ep == 32);  // as far as the experts divide over dp x cp
  const HardwareProfile hw = ResolveHardware("a100-80gb");
  REQUIRE(hw.node.gpus_per_node == 8);
  // Small experts fit at EP 8: within the node.
  CHECK(ExpertParallelThatFits(c.run->model, hw, c.run->plan, true).ep == 8);
  // Experts too large for one node's share: more nodes, the fewest that fit.
  ModelConfig big = c.run->model;
  big.moe.expert_ffn_hidden = 16384;
  const Plan wide = ExpertParallelThatFits(big, hw, c.run->plan, true);
  INFO(wide.Summary());
  CHECK(wide.ep > 8);
  Plan smaller = wide;
  smaller.ep /= 2;
  CHECK_FALSE(sim::SimulateStep(big, hw, smaller).feasible);
  CHECK(sim::SimulateStep(big, hw, wide).feasible);
  // A stated EP is kept, and validate uses the choice.
  CHECK(Convert(MoeRow(64, 2, 1)).run->expert_parallel_stated);
  File f("ep", row.dump() + "\n");
  const ValidationReport rep = ValidatePublishedRuns({f.path.string(), "", true, ""});
  REQUIRE(rep.rows.size() == 1);
  CHECK(rep.rows[0].plan.find("EP8 ") != std::string::npos);
}

}  // namespace shoal::validation
