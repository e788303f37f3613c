// shoal inspect SCENARIO [--json] [--out FILE]: the model's size, FLOPs and state bytes.
#include <cstdio>
#include <sstream>

#include "cli/commands.h"
#include "core/scenario.h"
#include "core/units.h"

namespace shoal::cli {
namespace {

// Mixed-precision Adam: 16-bit weights and gradients, fp32 master weights and
// two fp32 moments (Rajbhandari et al., ZeRO, SC'20: 2 + 2 + 12 bytes/param).
constexpr double kModelStateBytesPerParam = 16.0;

struct InspectOptions {
  std::string scenario;
  OutputOptions output;
};

/// The JSON's numbers as one header row and one row.
std::string Csv(const Json& j) {
  std::ostringstream head, row;
  row.precision(10);
  for (auto it = j.begin(); it != j.end(); ++it) {
    if (it.key() == "kind") continue;
    head << (head.tellp() > 0 ? "," : "") << it.key();
    if (row.tellp() > 0) row << ",";
    if (it->is_string()) {
      row << "\"" << it->get<std::string>() << "\"";
    } else {
      row << it->get<double>();
    }
  }
  return head.str() + "\n" + row.str() + "\n";
}

void Run(const InspectOptions& o) {
  Scenario s = LoadScenario(o.scenario);
  ModelStats st = ComputeModelStats(s.model);
  // Trained parameters carry weights, gradients and Adam state; frozen ones
  // (a LoRA base) only their 16-bit weights.
  const double model_state_bytes = st.trainable_params * kModelStateBytesPerParam +
                                   (st.total_params - st.trainable_params) * 2.0;
  Json j = {{"kind", "inspection"},
            {"scenario", s.name},
            {"model", s.model.name},
            {"total_params", st.total_params},
            {"active_params", st.active_params},
            {"trainable_params", st.trainable_params},
            {"embedding_params", st.embedding_params},
            {"moe_layers", s.model.NumMoeLayers()},
            {"forward_flops_per_token", st.forward_flops_per_token},
            {"backward_flops_per_token", st.backward_flops_per_token},
            {"training_flops_per_token", st.training_flops_per_token},
            {"training_flops_per_token_full_recompute", st.training_flops_per_token_full_recompute},
            {"model_state_bytes", model_state_bytes},
            {"training_flops_total", st.training_flops_per_token * s.training.tokens}};
  std::ostringstream out;
  char line[256];
  out << "Scenario " << s.name << ": " << s.model.name << " on " << s.num_gpus << " x "
      << s.hardware.gpu.name << "\n";
  std::snprintf(line, sizeof line, "  parameters        %10.2f B total, %.2f B active per token\n",
                st.total_params / 1e9, st.active_params / 1e9);
  out << line;
  if (s.model.lora.enabled()) {
    std::snprintf(line, sizeof line, "  trainable         %10.4f B (LoRA rank %d adapters; the base is frozen)\n",
                  st.trainable_params / 1e9, s.model.lora.rank);
    out << line;
  }
  std::snprintf(line, sizeof line, "  FLOPs per token   %10.3g forward, %.3g backward\n",
                st.forward_flops_per_token, st.backward_flops_per_token);
  out << line;
  std::snprintf(line, sizeof line, "  training          %10.3g per token, %.3g with full recompute\n",
                st.training_flops_per_token, st.training_flops_per_token_full_recompute);
  out << line;
  std::snprintf(line, sizeof line,
                "  model state       %10.1f GiB (16 bytes per trained param, mixed-precision Adam%s)\n",
                model_state_bytes / kGiB, s.model.lora.enabled() ? "; 2 per frozen one" : "");
  out << line;
  std::snprintf(line, sizeof line, "  whole run         %10.3g FLOPs for %.3g tokens\n",
                st.training_flops_per_token * s.training.tokens, s.training.tokens);
  out << line;
  EmitResult(o.output, j.dump(2) + "\n", Csv(j), out.str());
}

}  // namespace

void AddInspect(CLI::App& app) {
  auto opts = std::make_shared<InspectOptions>();
  auto* cmd = app.add_subcommand("inspect", "Parameters, FLOPs per token and model-state bytes");
  cmd->add_option("scenario", opts->scenario, "Scenario JSON file")->required();
  AddOutputOptions(cmd, &opts->output);
  cmd->callback([opts] { Run(*opts); });
}

}  // namespace shoal::cli
