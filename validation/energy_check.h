// Predicted vs metered energy of published training runs (a JSON-lines file
// such as data/metered_runs.jsonl): each row carries its source, what the
// meter covered (GPUs only, nodes, nodes and network, the facility), the
// measured energy and duration (or average watts per GPU), and the run's
// configuration as a scenario object with its plan. The step-only prediction
// is the simulated step's average power per GPU at the row's boundary, times
// GPUs and the measured duration: energy per GPU-hour, so that step-time
// error does not enter it. A row that carries its timed region (from the
// submitter's logs: steps, steady step time, evaluation, start-up) is priced
// as the run happened: each logged step costs the simulated step's energy
// (its power over the simulated step time) plus, where the logged step is
// longer, the idle draw for the difference; evaluation runs at that stepping
// power, start-up (warm-up, compilation, synchronisation) at the GPUs'
// idle-with-memory-allocated power plus the nodes' overhead, and the
// submitter's declared network estimate replaces the modelled switches where
// the row gives one.
#pragma once

#include <string>
#include <vector>

#include "simulator/power_model.h"

namespace shoal::validation {

/// What the submitter's logs say the metered run did (MLPerf: run_start to
/// run_stop; scripts/mlperf-timed-region). Seconds as logged, before the RCP
/// scaling factor that multiplies the published time and energy alike.
struct TimedRegion {
  double steps = 0;           ///< training steps in the region
  double step_s = 0;          ///< steady step time (blocks after the first)
  double eval_s = 0;          ///< evaluation (forward passes over the eval set)
  double startup_s = 0;       ///< the rest: warm-up, first-step compilation, sync
  double scaling_factor = 1;  ///< published time and energy = logged x this
  double StepsS() const { return steps * step_s; }
  double TotalS() const { return StepsS() + eval_s + startup_s; }
};

struct EnergyRow {
  std::string id;
  std::string source;
  std::string measurement;  ///< "metered" or "upper_estimate"
  /// "training", or "lora": LoRA fine-tuning (frozen base weights); the
  /// scenario's model then has its "lora" object.
  std::string workload;
  sim::PowerBoundary covers = sim::PowerBoundary::kNodes;
  std::string model;
  std::string hardware;
  int num_gpus = 0;
  std::string plan;
  bool predicted_fits = true;
  double duration_s = 0;             ///< measured run time (0: watts given directly)
  double measured_w_per_gpu = 0;     ///< at `covers`
  double predicted_w_per_gpu = 0;    ///< at `covers`
  double measured_energy_j = 0;      ///< whole job over duration_s (0 without duration)
  double predicted_energy_j = 0;     ///< same duration, predicted power
  /// The simulated step's power alone (modelled switches, no timed region).
  double step_only_w_per_gpu = 0;
  bool has_timed_region = false;
  TimedRegion timed_region;
  double startup_w_per_gpu = 0;  ///< at `covers`, during start-up
  double simulated_step_s = 0;
  /// At `covers`, over a logged step: the simulated step's energy, plus the
  /// idle draw for the time the logged step is longer (timed region only).
  double stepping_w_per_gpu = 0;
  double network_estimate_w = 0;     ///< submitter's switch estimate, whole job (0: modelled)
  sim::PowerBreakdown power;         ///< the predicted breakdown per GPU
  double ErrorFraction() const { return predicted_w_per_gpu / measured_w_per_gpu - 1.0; }
  double StepOnlyErrorFraction() const { return step_only_w_per_gpu / measured_w_per_gpu - 1.0; }
  bool Metered() const { return measurement == "metered"; }
};

struct EnergyReport {
  std::vector<EnergyRow> rows;
  int metered = 0;
  double mape = 0;       ///< over metered rows
  double max_ape = 0;    ///< over metered rows
  int within_15_percent = 0;  ///< metered rows predicted within 15%
  int upper_exceeded = 0;  ///< upper-estimate rows the prediction exceeds
  double step_only_mape = 0;     ///< over metered rows, simulated step only
  double step_only_max_ape = 0;  ///< same
};

/// Reads the file (InputError naming the file, line and JSON path on bad
/// input) and simulates every row.
EnergyReport CheckMeteredRuns(const std::string& path);

}  // namespace shoal::validation
