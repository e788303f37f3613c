// The `simulation` result (docs/result-schemas.md): `shoal simulate --json`
// (and the simulation `shoal report` makes of a scenario), written here from
// the simulator's StepResult and read back by `shoal report` into
// SimulationResult. Optional numbers absent from a file are NaN.
#pragma once

#include <string>
#include <vector>

#include "core/json_reader.h"
#include "core/plan.h"
#include "core/scenario.h"
#include "results/result_check.h"
#include "simulator/simulate.h"

namespace shoal::results {

/// Keys of a stage's `memory` other than total_bytes, in stacking order.
const std::vector<std::string>& StageMemoryKeys();

struct StageRow {
  int stage = 0;
  int layers = 0;
  double compute_busy_s = 0;
  double comm_busy_s = 0;
  NamedValues memory;  ///< StageMemoryKeys() order, bytes
  double memory_total_bytes = 0;
  double memory_margin_bytes = 0;  ///< the prediction's own uncertainty (NaN: not in the file)
  double headroom_bytes = 0;       ///< GPU memory - total - margin (NaN: not in the file)
};

struct SimulationResult {
  std::string scenario;
  std::string hardware;
  int num_gpus = 0;
  Plan plan;
  bool feasible = true;
  std::string infeasible_reason;
  double step_time_s = 0;
  /// 80% and 95% intervals of the step time (0: the result has none).
  double step_time_p2_5_s = 0, step_time_p10_s = 0, step_time_p90_s = 0, step_time_p97_5_s = 0;
  double tokens_per_s = 0;
  double mfu = 0;
  double hfu = 0;
  double model_tflops_per_gpu = 0;
  double peak_memory_bytes = 0;
  double energy_j_per_step = 0;
  double avg_gpu_power_w = 0;
  double energy_j_per_token = 0;  ///< NaN when the file predates it
  /// Per GPU: board power by activity (W), then node overhead, power supply
  /// losses, network and PUE; empty when the file has no "power".
  NamedValues gpu_power_by_activity;
  double node_overhead_w = 0, psu_loss_w = 0, network_w = 0, pue = 0;
  NamedValues breakdown;  ///< BreakdownKeys() order, seconds
  std::vector<StageRow> stages;
  double gpu_memory_bytes = 0;
};

/// `simulate --json`: the step's figures, power, breakdown and stages, with
/// the kind, scenario, hardware, GPU count, plan and GPU memory.
Json ToJson(const Scenario& s, const Plan& plan, const sim::StepResult& r);
/// `simulate --out FILE.csv`: a header and one line (the scalars, the
/// breakdown, the plan).
std::string SimulationCsv(const Plan& p, const sim::StepResult& r);
/// Strict: unknown keys are errors; derived power totals are not kept.
SimulationResult ReadSimulation(JsonReader& r);

}  // namespace shoal::results
