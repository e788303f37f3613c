// --emit megatron|nemo|torchtitan|deepspeed [--emit-out FILE]: the chosen plan in
// a training framework's own vocabulary (frameworks/emit.h).
#pragma once

#include <CLI/CLI.hpp>

#include <string>

#include "core/plan.h"
#include "core/scenario.h"

namespace shoal::cli {

struct EmitOptions {
  std::string framework;  ///< empty: nothing emitted
  std::string out;        ///< empty: the emitted file goes to stdout instead of the table
  bool out_given = false;  ///< set from the command's count("--emit-out")
};

void AddEmitOptions(CLI::App* cmd, EmitOptions* o);
/// Checks the options before any work: a known framework, --emit-out only with
/// --emit and a writable new or regular path, not both stdout users (--json).
void CheckEmitOptions(const EmitOptions& o, bool json_to_stdout);
/// Writes `plan` for `s` as asked; the warnings go to stderr. Returns true
/// when the emitted file took stdout (the caller then prints no table).
bool EmitFrameworkPlan(const EmitOptions& o, const Scenario& s, const Plan& plan);

}  // namespace shoal::cli
