// Writes a Shoal plan as a training framework's own configuration: Megatron-LM
// arguments, a Megatron-Bridge (NeMo) override YAML, a torchtitan TOML job
// config, a DeepSpeed config JSON. Every Plan knob is mapped or warned about.
#pragma once

#include <string>
#include <vector>

#include "core/plan.h"
#include "core/scenario.h"

namespace shoal::frameworks {

enum class Framework { kMegatron, kNemo, kTorchtitan, kDeepSpeed };

/// "megatron", "nemo", "torchtitan", "deepspeed".
const std::vector<std::string>& FrameworkNames();
/// The framework `name` names; InputError naming `option` lists the choices.
Framework ParseFramework(const std::string& name, const std::string& option);
/// data/framework_args/<file>.txt: the documented names emitted text may use.
const char* ArgumentListFile(Framework f);

struct Emitted {
  std::string text;                   ///< the file's contents (warnings as comments where allowed)
  std::vector<std::string> warnings;  ///< knobs with no equivalent, one sentence each
  /// Every argument or key name written, in the argument list's spelling
  /// ("--tensor-model-parallel-size", "model.sequence_parallel", "stage").
  std::vector<std::string> names;
};

/// The plan `p` (valid for scenario `s`) in framework `f`'s vocabulary.
Emitted EmitPlan(Framework f, const Scenario& s, const Plan& p);

}  // namespace shoal::frameworks
