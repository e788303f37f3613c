// shoal calibrate --runs RUN.json... --hardware PROFILE --out PROFILE2
// [--params gemm,attention,collective,overlap] [--json]: fits a few
// efficiencies of the profile to a team's own measured runs (RUN.json of
// `shoal execute`, measured runs of `shoal ingest`), with the error before and
// after and a leave-one-out cross-validation.
#include <cmath>
#include <cstdio>
#include <sstream>

#include "cli/commands.h"
#include "core/atomic_file.h"
#include "core/error.h"
#include "core/json_reader.h"
#include "validation/calibration.h"

namespace shoal::cli {
namespace {

struct CalibrateOptions {
  std::vector<std::string> runs;
  std::string hardware;
  std::string params = "gemm,attention,collective,overlap";
  std::string out;
  bool json = false;
};

std::string Table(const validation::CalibrationResult& r, const std::string& base,
                  const std::string& out_path) {
  std::ostringstream out;
  char line[512];
  out << "Calibration of " << base << " on " << r.runs.size() << " measured runs -> " << out_path
      << "\n";
  out << "  parameter     fitted    profile's   range            \n";
  for (const auto& p : r.params) {
    std::snprintf(line, sizeof line, "  %-12s %8.4f %11.4f   [%.3g, %.3g]%s%s\n",
                  validation::CalibrationParamName(p.param), p.value, p.initial, p.lo, p.hi,
                  p.determined ? "" : "  not determined by these runs: left as it was",
                  p.at_bound ? "  at its bound: the error lies elsewhere (peaks, model)" : "");
    out << line;
  }
  std::snprintf(line, sizeof line, "\n  %-36s %-40s %10s %10s %10s %10s\n", "run", "plan",
                "measured", "before", "after", "held out");
  out << line;
  for (const auto& e : r.runs) {
    char held[32] = "-";
    if (e.held_out_s)
      std::snprintf(held, sizeof held, "%+.1f%%", 100 * (*e.held_out_s / e.measured_s - 1));
    std::snprintf(line, sizeof line, "  %-36.36s %-40.40s %9.4fs %+9.1f%% %+9.1f%% %10s\n",
                  e.file.c_str(), e.plan.c_str(), e.measured_s,
                  100 * (e.before_s / e.measured_s - 1), 100 * (e.after_s / e.measured_s - 1),
                  held);
    out << line;
  }
  std::snprintf(line, sizeof line,
                "\n  step-time MAPE: before %.1f%%, after %.1f%% (fitted on every run)",
                100 * r.mape_before, 100 * r.mape_after);
  out << line;
  std::snprintf(line, sizeof line, "; RMS log error (the fitted objective) %.4f -> %.4f",
                r.rms_log_error_before, r.rms_log_error_after);
  out << line;
  if (r.mape_held_out) {
    std::snprintf(line, sizeof line,
                  ", leave-one-out %.1f%% (each run predicted by a fit on the others)\n",
                  100 * *r.mape_held_out);
  } else {
    std::snprintf(line, sizeof line, "; leave-one-out needs more runs than parameters (%zu)\n",
                  r.params.size());
  }
  out << line;
  return out.str();
}

Json ToJson(const validation::CalibrationResult& r, const std::string& base,
            const std::string& out_path) {
  Json params = Json::array();
  for (const auto& p : r.params) {
    params.push_back({{"name", validation::CalibrationParamName(p.param)},
                      {"value", p.value},
                      {"initial", p.initial},
                      {"lo", p.lo},
                      {"hi", p.hi},
                      {"at_bound", p.at_bound},
                      {"determined", p.determined}});
  }
  Json runs = Json::array();
  for (const auto& e : r.runs) {
    runs.push_back({{"file", e.file},
                    {"plan", e.plan},
                    {"measured_step_s", e.measured_s},
                    {"predicted_before_s", e.before_s},
                    {"predicted_after_s", e.after_s},
                    {"predicted_held_out_s", e.held_out_s ? Json(*e.held_out_s) : Json(nullptr)}});
  }
  return {{"kind", "calibration"},
          {"hardware", base},
          {"profile", out_path},
          {"params", params},
          {"runs", runs},
          {"mape_before", r.mape_before},
          {"mape_after", r.mape_after},
          {"rms_log_error_before", r.rms_log_error_before},
          {"rms_log_error_after", r.rms_log_error_after},
          {"mape_held_out", r.mape_held_out ? Json(*r.mape_held_out) : Json(nullptr)}};
}

void Run(const CalibrateOptions& o) {
  if (o.hardware.empty())
    throw InputError("", "--hardware", "the profile to calibrate (a name or a JSON path)");
  if (o.out.empty()) throw InputError("", "--out", "the path of the calibrated profile to write");
  CheckOutputFilePath(o.out, "--out");
  const auto params =
      validation::ParseCalibrationParams(CommaList(o.params, "--params"), "--params");
  const HardwareProfile hw = ResolveHardware(o.hardware, "", "--hardware");
  std::vector<validation::CalibrationRun> runs;
  for (const auto& path : o.runs)
    runs.push_back({path, validation::ReadRunSpec(LoadJsonFile(path), path, hw)});
  validation::CalibrationResult r = validation::Calibrate(runs, hw, params);
  r.profile.name = hw.name + "-calibrated";
  std::string what;
  for (const auto& p : r.params) {
    char part[64];
    std::snprintf(part, sizeof part, "%s%s %.4g", what.empty() ? "" : ", ",
                  validation::CalibrationParamName(p.param), p.value);
    what += part;
  }
  r.profile.description += (r.profile.description.empty() ? "" : "; ") +
                           std::string("calibrated by shoal calibrate on ") +
                           std::to_string(runs.size()) + " measured runs (" + what + ")";
  WriteFileAtomic(o.out, HardwareProfileToJson(r.profile).dump(2) + "\n");
  Emit(o.json ? ToJson(r, hw.name, o.out).dump(2) + "\n" : Table(r, hw.name, o.out), "");
}

}  // namespace

void AddCalibrate(CLI::App& app) {
  auto opts = std::make_shared<CalibrateOptions>();
  auto* cmd =
      app.add_subcommand("calibrate", "Fit a profile's efficiencies to your own measured runs");
  cmd->add_option("--runs", opts->runs,
                  "Measured runs: RUN.json of `shoal execute`, measured runs of `shoal ingest`")
      ->required();
  cmd->add_option("--hardware", opts->hardware, "The profile to calibrate (name or JSON path)")
      ->required();
  cmd->add_option("--out", opts->out, "Where to write the calibrated profile (JSON)")->required();
  cmd->add_option("--params", opts->params,
                  "Parameters to fit, comma-separated: gemm, attention, collective, overlap "
                  "(default: all four)");
  cmd->add_flag("--json", opts->json, "Print the calibration report as JSON instead of the table");
  cmd->callback([opts] { Run(*opts); });
}

}  // namespace shoal::cli
