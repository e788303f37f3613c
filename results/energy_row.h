// The `energy_validation_row` result (docs/result-schemas.md): a metered
// training run's predicted against its measured power and energy. Computed by
// validation/energy_check (`shoal validate --energy`), written and read back
// (`shoal report`) here.
#pragma once

#include <string>
#include <vector>

#include "core/json_reader.h"
#include "simulator/simulate.h"

namespace shoal::results {

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
  /// The meter's boundary (a file without "covers": nodes).
  sim::PowerBoundary covers = sim::PowerBoundary::kNodes;
  std::string model;
  std::string hardware;
  int num_gpus = 0;
  std::string plan;
  bool predicted_fits = true;
  double duration_s = 0;           ///< measured run time (0: watts given directly)
  double measured_w_per_gpu = 0;   ///< at `covers`
  double predicted_w_per_gpu = 0;  ///< at `covers`
  double measured_energy_j = 0;    ///< whole job over duration_s (0 without duration)
  double predicted_energy_j = 0;   ///< same duration, predicted power
  /// The simulated step's power alone (modelled switches, no timed region).
  double step_only_w_per_gpu = 0;
  bool has_timed_region = false;
  TimedRegion timed_region;
  double startup_w_per_gpu = 0;  ///< at `covers`, during start-up
  double simulated_step_s = 0;
  /// At `covers`, over a logged step: the simulated step's energy, plus the
  /// idle draw for the time the logged step is longer (timed region only).
  double stepping_w_per_gpu = 0;
  double network_estimate_w = 0;  ///< submitter's switch estimate, whole job (0: modelled)
  sim::PowerBreakdown power;      ///< the predicted breakdown per GPU
  double ErrorFraction() const { return predicted_w_per_gpu / measured_w_per_gpu - 1.0; }
  double StepOnlyErrorFraction() const { return step_only_w_per_gpu / measured_w_per_gpu - 1.0; }
  bool Metered() const { return measurement == "metered"; }
};

/// One JSON line of `validate --energy --json`.
Json ToJson(const EnergyRow& r);
/// Strict: unknown keys are errors; `error` and `step_only_error` must be the
/// ones the watts and joules give; derived power totals are checked, not kept.
EnergyRow ReadEnergyRow(JsonReader& r);
/// `validate --energy --out FILE.csv`.
std::string EnergyCsv(const std::vector<EnergyRow>& rows);

}  // namespace shoal::results
