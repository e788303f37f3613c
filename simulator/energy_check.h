// Predicted vs metered energy of published training runs (a JSON-lines file
// such as data/metered_runs.jsonl): each row carries its source, what the
// meter covered (GPUs only, nodes, nodes and network, the facility), the
// measured energy and duration (or average watts per GPU), and the run's
// configuration as a scenario object with its plan. The prediction is the
// simulated step's average power per GPU at the row's boundary, times GPUs
// and the measured duration: energy per GPU-hour, so that step-time error
// does not enter it.
#pragma once

#include <string>
#include <vector>

#include "simulator/power_model.h"

namespace shoal::sim {

struct EnergyRow {
  std::string id;
  std::string source;
  std::string measurement;  ///< "metered" or "upper_estimate"
  /// "training", or "lora": LoRA fine-tuning (frozen base weights); the
  /// scenario's model then has its "lora" object.
  std::string workload;
  PowerBoundary covers = PowerBoundary::kNodes;
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
  PowerBreakdown power;              ///< the predicted breakdown per GPU
  double ErrorFraction() const { return predicted_w_per_gpu / measured_w_per_gpu - 1.0; }
  bool Metered() const { return measurement == "metered"; }
};

struct EnergyReport {
  std::vector<EnergyRow> rows;
  int metered = 0;
  double mape = 0;       ///< over metered rows
  double max_ape = 0;    ///< over metered rows
  int within_15_percent = 0;  ///< metered rows predicted within 15%
  int upper_exceeded = 0;  ///< upper-estimate rows the prediction exceeds
};

/// Reads the file (InputError naming the file, line and JSON path on bad
/// input) and simulates every row.
EnergyReport CheckMeteredRuns(const std::string& path);

}  // namespace shoal::sim
