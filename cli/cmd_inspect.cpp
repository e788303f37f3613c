// shoal inspect SCENARIO [--json] [--out FILE]: the model's size, FLOPs and state bytes.
// shoal inspect --hf config.json [--seq-len N]: the same for a Hugging Face config.
#include <cstdio>
#include <sstream>

#include "cli/commands.h"
#include "cli/emit_options.h"
#include "core/error.h"
#include "core/hf_config.h"
#include "core/limits.h"
#include "core/scenario.h"
#include "core/units.h"
#include "results/inspection.h"

namespace shoal::cli {
namespace {

// Mixed-precision Adam: 16-bit weights and gradients, fp32 master weights and
// two fp32 moments (Rajbhandari et al., ZeRO, SC'20: 2 + 2 + 12 bytes/param).
constexpr double kModelStateBytesPerParam = 16.0;

struct InspectOptions {
  std::string scenario;
  std::string hf;
  int64_t seq_len = 0;
  bool seq_len_given = false;
  OutputOptions output;
};

// What is inspected: a scenario's model, or a Hugging Face config's.
struct Subject {
  std::string source;    ///< "Scenario NAME: MODEL on N x GPU" or "FILE: MODEL (ARCH)"
  std::string scenario;  ///< the JSON's "scenario": its name, or the config path
  ModelConfig model;
  std::string architecture;  ///< hf only
  double tokens = 0;         ///< the run's token budget; 0 with --hf
};

Subject Load(const InspectOptions& o) {
  Subject sub;
  if (!o.hf.empty()) {
    if (!o.scenario.empty()) throw InputError("", "--hf", "either a scenario or --hf, not both");
    if (o.seq_len_given && (o.seq_len < 1 || o.seq_len > limits::kMaxSeqLen)) {
      throw InputError("", "--seq-len",
                       "a sequence length in [1, " + std::to_string(limits::kMaxSeqLen) + "]");
    }
    HfModel hf = LoadHfConfig(o.hf, o.seq_len_given ? o.seq_len : 0);
    for (const auto& n : hf.notes) std::fprintf(stderr, "note: %s: %s\n", o.hf.c_str(), n.c_str());
    sub.model = hf.model;
    sub.architecture = hf.architecture;
    sub.scenario = o.hf;
    sub.source = o.hf + ": " + hf.model.name + " (" + hf.architecture + "), seq_len " +
                 std::to_string(hf.model.seq_len);
    return sub;
  }
  if (o.scenario.empty()) throw InputError("", "scenario", "a scenario file or --hf config.json");
  if (o.seq_len_given) throw InputError("", "--seq-len", "--hf beside it (a scenario has its own)");
  Scenario s = LoadScenario(o.scenario);
  PrintScenarioNotes(s);
  sub.model = s.model;
  sub.scenario = s.name;
  sub.tokens = s.training.tokens;
  sub.source = "Scenario " + s.name + ": " + s.model.name + " on " + std::to_string(s.num_gpus) +
               " x " + s.hardware.gpu.name;
  return sub;
}

// Heads, key/value sharing, MLA's latents and the sliding window, in words.
std::string AttentionLine(const ModelConfig& m) {
  std::ostringstream a;
  a << m.num_heads << " heads";
  if (m.mla.enabled()) {
    a << ", MLA (";
    if (m.mla.q_lora_rank > 0) a << "query latent " << m.mla.q_lora_rank << ", ";
    a << "KV latent " << m.mla.kv_lora_rank << ", q/k width " << m.QkHeadDim() << ", v width "
      << m.VHeadDim() << ")";
  } else {
    a << " of " << m.head_dim;
    if (m.num_kv_heads < m.num_heads) a << ", " << m.num_kv_heads << " KV heads";
  }
  if (m.sliding_window.enabled()) {
    a << "; " << m.sliding_window.window_tokens << "-token sliding window on "
      << m.NumWindowedLayers() << " of " << m.num_layers << " layers";
  }
  return a.str();
}

void Run(const InspectOptions& o) {
  const Subject sub = Load(o);
  ModelStats st = ComputeModelStats(sub.model);
  // Trained parameters carry weights, gradients and Adam state; frozen ones
  // (a LoRA base) only their 16-bit weights.
  const double model_state_bytes = st.trainable_params * kModelStateBytesPerParam +
                                   (st.total_params - st.trainable_params) * 2.0;
  results::InspectionResult result;
  result.scenario = sub.scenario;
  result.model = sub.model.name;
  result.values = {
      {"total_params", st.total_params},
      {"active_params", st.active_params},
      {"embedding_params", st.embedding_params},
      {"moe_layers", sub.model.NumMoeLayers()},
      {"forward_flops_per_token", st.forward_flops_per_token},
      {"backward_flops_per_token", st.backward_flops_per_token},
      {"training_flops_per_token", st.training_flops_per_token},
      {"training_flops_per_token_full_recompute", st.training_flops_per_token_full_recompute},
      {"model_state_bytes", model_state_bytes}};
  if (sub.tokens > 0) {
    result.values.emplace_back("training_flops_total", st.training_flops_per_token * sub.tokens);
  }
  result.values.emplace_back("trainable_params", st.trainable_params);
  if (!sub.architecture.empty()) {
    result.architecture = sub.architecture;
    result.model_config = ModelToJson(sub.model);
  }
  std::ostringstream out;
  char line[256];
  out << sub.source << "\n";
  std::snprintf(line, sizeof line, "  parameters        %10.2f B total, %.2f B active per token\n",
                st.total_params / 1e9, st.active_params / 1e9);
  out << line;
  if (sub.model.lora.enabled()) {
    std::snprintf(line, sizeof line,
                  "  trainable         %10.4f B (LoRA rank %d adapters; the base is frozen)\n",
                  st.trainable_params / 1e9, sub.model.lora.rank);
    out << line;
  }
  out << "  attention         " << AttentionLine(sub.model) << "\n";
  std::snprintf(line, sizeof line, "  FLOPs per token   %10.3g forward, %.3g backward\n",
                st.forward_flops_per_token, st.backward_flops_per_token);
  out << line;
  std::snprintf(line, sizeof line,
                "  training          %10.3g per token, %.3g with full recompute\n",
                st.training_flops_per_token, st.training_flops_per_token_full_recompute);
  out << line;
  std::snprintf(
      line, sizeof line,
      "  model state       %10.1f GiB (16 bytes per trained param, mixed-precision Adam%s)\n",
      model_state_bytes / kGiB, sub.model.lora.enabled() ? "; 2 per frozen one" : "");
  out << line;
  if (sub.tokens > 0) {
    std::snprintf(line, sizeof line, "  whole run         %10.3g FLOPs for %.3g tokens\n",
                  st.training_flops_per_token * sub.tokens, sub.tokens);
    out << line;
  }
  if (!sub.architecture.empty()) {
    out << "  as a scenario     \"hf_config\": \"" << o.hf
        << "\" (or the model object: --json prints it as model_config)\n";
  }
  EmitResult(o.output, results::ToJson(result).dump(2) + "\n", results::InspectionCsv(result),
             out.str());
}

}  // namespace

void AddInspect(CLI::App& app) {
  auto opts = std::make_shared<InspectOptions>();
  auto* cmd = app.add_subcommand("inspect", "Parameters, FLOPs per token and model-state bytes");
  cmd->add_option("scenario", opts->scenario, "Scenario JSON file");
  cmd->add_option("--hf", opts->hf, "A Hugging Face config.json instead of a scenario");
  cmd->add_option("--seq-len", opts->seq_len,
                  "Training sequence length with --hf (default: the config's "
                  "max_position_embeddings, with a note)");
  AddOutputOptions(cmd, &opts->output);
  cmd->callback([opts, cmd] {
    opts->seq_len_given = cmd->count("--seq-len") > 0;
    Run(*opts);
  });
}

}  // namespace shoal::cli
