#include "cli/emit_options.h"

#include <cstdio>

#include "cli/commands.h"
#include "core/atomic_file.h"
#include "core/error.h"
#include "frameworks/emit.h"

namespace shoal::cli {

void AddEmitOptions(CLI::App* cmd, EmitOptions* o) {
  cmd->add_option("--emit", o->framework,
                  "Write the plan (#1) as megatron arguments, a nemo (Megatron-Bridge) override "
                  "YAML, a torchtitan TOML or a deepspeed config JSON");
  cmd->add_option("--emit-out", o->out, "Write the --emit file here (default: stdout, no table)");
}

void CheckEmitOptions(const EmitOptions& o, bool json_to_stdout) {
  if (o.framework.empty()) {
    if (o.out_given) throw InputError("", "--emit-out", "--emit FRAMEWORK beside it");
    return;
  }
  frameworks::ParseFramework(o.framework, "--emit");
  if (o.out_given) {
    CheckOutputFilePath(o.out, "--emit-out");
  } else if (json_to_stdout) {
    throw InputError("", "--emit", "--emit-out FILE with --json (both would print to stdout)");
  }
}

bool EmitFrameworkPlan(const EmitOptions& o, const Scenario& s, const Plan& plan) {
  if (o.framework.empty()) return false;
  const frameworks::Framework f = frameworks::ParseFramework(o.framework, "--emit");
  const frameworks::Emitted e = frameworks::EmitPlan(f, s, plan);
  for (const auto& w : e.warnings) {
    std::fprintf(stderr, "warning: --emit %s: %s\n", o.framework.c_str(), w.c_str());
  }
  Emit(e.text, o.out_given ? o.out : "");
  return !o.out_given;
}

}  // namespace shoal::cli
