// A scenario: what to train, on what, for how long, and optionally how.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/facility.h"
#include "core/hardware.h"
#include "core/model.h"
#include "core/plan.h"
#include "core/search_constraints.h"
#include "core/stack.h"

namespace shoal {

struct TrainingConfig {
  double tokens = 0;           ///< token budget of the whole run
  int global_batch_size = 0;   ///< sequences per optimizer step
};

struct Scenario {
  std::string name;
  std::string description;
  std::string file;
  ModelConfig model;
  HardwareProfile hardware;
  SoftwareStack stack;  ///< "stack" (default: kDefaultStackName)
  int num_gpus = 0;
  TrainingConfig training;
  std::optional<Plan> plan;
  Facility facility;  ///< PUE, carbon, price over the profile's (core/facility.h)
  /// What the plan search may choose ("search" object; `shoal plan` options override).
  SearchConstraints search;
  /// What reading the scenario assumed (an hf_config's mapping), for stderr.
  std::vector<std::string> notes;
};

/// `path` as written in `file`: relative paths resolve beside `file`.
std::string ResolveBeside(const std::string& path, const std::string& file);

/// Loads a scenario file (JSON with comments). The hardware is a bundled
/// profile name or a path (relative paths resolve beside the scenario).
/// Throws InputError naming the file and JSON path.
Scenario LoadScenario(const std::string& path);
Scenario ReadScenario(JsonReader& r);

/// A plan with the scenario's stack behaviours and batch: the defaults of
/// every plan read for this scenario and of every candidate the planner builds.
Plan StackDefaults(const Scenario& s);

/// Loads a plan file ({"plan": {...}}, the plan object itself, or a `shoal plan
/// --out` result, whose plan #1 it takes) for `s`.
Plan LoadPlanFile(const std::string& path, const Scenario& s);

/// A command's plan: `plan_file` (LoadPlanFile) when given, else the
/// scenario's own (checked); else an InputError at the scenario's $.plan
/// saying `missing`.
Plan ResolvePlan(const Scenario& s, const std::string& plan_file, const std::string& missing);

/// Throws InputError (naming `origin` and the plan path) when `plan` is not
/// a valid split of the scenario.
void CheckPlan(const Plan& plan, const Scenario& s, const std::string& origin,
               const std::string& json_path);

}  // namespace shoal
