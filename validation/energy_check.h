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

#include "results/energy_row.h"

namespace shoal::validation {

/// A row as `validate --energy --json` writes it, and the timed region of
/// a metered run (results/energy_row.h).
using results::EnergyRow;
using results::TimedRegion;

struct EnergyReport {
  std::vector<EnergyRow> rows;
  int metered = 0;
  double mape = 0;               ///< over metered rows
  double max_ape = 0;            ///< over metered rows
  int within_15_percent = 0;     ///< metered rows predicted within 15%
  int upper_exceeded = 0;        ///< upper-estimate rows the prediction exceeds
  double step_only_mape = 0;     ///< over metered rows, simulated step only
  double step_only_max_ape = 0;  ///< same
};

/// Reads the file (InputError naming the file, line and JSON path on bad
/// input) and simulates every row.
EnergyReport CheckMeteredRuns(const std::string& path);

}  // namespace shoal::validation
