// Calibration of a hardware profile to a team's own measured runs (shoal
// calibrate): a few efficiency parameters, each bounded to its physical range,
// fitted by least squares of log step-time errors, with the error before and
// after and a leave-one-out cross-validation. docs/frameworks.md says what
// each parameter scales and why there are so few.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/hardware.h"
#include "validation/executor_check.h"

namespace shoal::validation {

enum class CalibrationParam { kGemm, kAttention, kCollective, kOverlap };

/// "gemm", "attention", "collective", "overlap".
const std::vector<std::string>& CalibrationParamNames();
/// The parameters a comma list names; InputError naming `option`.
std::vector<CalibrationParam> ParseCalibrationParams(const std::vector<std::string>& names,
                                                     const std::string& option);
const char* CalibrationParamName(CalibrationParam p);

/// One measured run: its file and what it says of itself.
struct CalibrationRun {
  std::string file;
  RunSpec spec;
};

struct ParamFit {
  CalibrationParam param = CalibrationParam::kGemm;
  double value = 1;    ///< scale (gemm, attention, collective) or comm_compute_slowdown (overlap)
  double initial = 1;  ///< the profile's own value (1 for the scales)
  double lo = 0, hi = 0;   ///< the physical range searched
  bool at_bound = false;   ///< the fit ended within 0.1% of the range's edge
  bool determined = true;  ///< moving it across its range changes the runs' predictions
};

struct RunError {
  std::string file;
  std::string plan;
  double measured_s = 0;
  double before_s = 0;               ///< predicted on the given profile
  double after_s = 0;                ///< on the calibrated profile (fitted on every run)
  std::optional<double> held_out_s;  ///< fitted without this run (leave-one-out)
};

struct CalibrationResult {
  std::vector<ParamFit> params;
  std::vector<RunError> runs;
  double mape_before = 0, mape_after = 0;
  /// The fitted objective: root mean squared log(predicted / measured). The
  /// fit minimises it, so after <= before always; MAPE usually follows.
  double rms_log_error_before = 0, rms_log_error_after = 0;
  std::optional<double> mape_held_out;  ///< leave-one-out; needs runs > parameters
  HardwareProfile profile;              ///< the calibrated profile
};

/// The profile with the parameters applied (efficiencies capped at 1).
HardwareProfile ApplyCalibration(const HardwareProfile& hw, const std::vector<ParamFit>& params);

/// Fits `params` to `runs` on `hw`. InputError (naming --runs) with fewer runs
/// than parameters: they cannot determine them.
CalibrationResult Calibrate(const std::vector<CalibrationRun>& runs, const HardwareProfile& hw,
                            const std::vector<CalibrationParam>& params);

}  // namespace shoal::validation
