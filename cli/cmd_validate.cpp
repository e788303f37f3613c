// shoal validate --runs FILE.jsonl [--json] [--out FILE]: predicted vs measured iteration
// time (JSON lines of validation_row), --energy FILE.jsonl: predicted vs metered energy,
// --collectives FILE.jsonl: predicted vs measured collectives, or --executor RUN.json
// --hardware PROFILE.
#include <cstdio>
#include <sstream>

#include "cli/commands.h"
#include "core/atomic_file.h"
#include "core/error.h"
#include "core/units.h"
#include "results/collective_row.h"
#include "results/csv.h"
#include "results/energy_row.h"
#include "results/executor_validation.h"
#include "results/memory_validation_row.h"
#include "results/validation_row.h"
#include "validation/collective_check.h"
#include "validation/energy_check.h"
#include "validation/executor_check.h"
#include "validation/memory_validation.h"
#include "validation/validation.h"

namespace shoal::cli {
namespace {

struct ValidateOptions {
  std::string runs;
  std::string executor;
  std::string energy;
  std::string collectives;
  std::string hardware;
  std::string stacks;
  std::string known_models;
  std::string memory_measures;
  bool strict = false;
  OutputOptions output;
};

std::string StatsLine(const std::string& label, const validation::ErrorStats& s) {
  char line[256];
  std::snprintf(line, sizeof line, "  %-40s n=%3d  MAPE %5.1f%%  median %5.1f%%  max %5.1f%%\n",
                label.c_str(), s.count, 100 * s.mape, 100 * s.median_ape, 100 * s.max_ape);
  return line;
}

std::string Table(const validation::ValidationReport& rep) {
  std::ostringstream out;
  char line[640];
  std::snprintf(line, sizeof line, "%-7s %-30s %-15s %6s %-24s %-44s %10s %10s %8s %8s\n", "id",
                "model", "hardware", "gpus", "stack", "plan", "predicted", "measured", "error",
                "raw");
  out << line;
  for (const auto& r : rep.rows) {
    std::snprintf(line, sizeof line,
                  "%-7s %-30.30s %-15s %6d %-24.24s %-44.44s %9.3fs %9.3fs %+7.1f%% %+7.1f%%%s%s\n",
                  r.id.c_str(), r.model.c_str(), r.hardware.c_str(), r.num_gpus, r.stack.c_str(),
                  r.plan.c_str(), r.predicted_s, r.measured_s, 100 * r.ErrorFraction(),
                  100 * r.RawErrorFraction(), r.predicted_fits ? "" : "  (predicted OOM)",
                  r.recompute_inferred ? "  (recompute unstated: least that fits)" : "");
    out << line;
  }
  out << "\nSkipped " << rep.skipped.size() << " rows:\n";
  for (const auto& [id, why] : rep.skipped) out << "  " << id << ": " << why << "\n";
  out << "\nIteration-time error by source group (on its stack; raw physics on "
      << rep.default_stack << " in brackets):\n";
  for (const auto& [g, s] : rep.by_group) {
    std::string l = StatsLine(g, s);
    l.pop_back();
    std::snprintf(line, sizeof line, "%s  [raw %5.1f%%]\n", l.c_str(),
                  100 * rep.raw_by_group.at(g).mape);
    out << line;
  }
  out << "\nBy software stack:\n";
  for (const auto& [g, s] : rep.by_stack) out << StatsLine(g, s);
  out << "\nThe 20 largest errors and the largest term of each prediction:\n";
  for (const auto* r : validation::WorstRows(rep, 20)) {
    std::snprintf(line, sizeof line, "  %-7s %-30.30s %-24.24s %+7.1f%%  %s\n", r->id.c_str(),
                  r->model.c_str(), r->stack.c_str(), 100 * r->ErrorFraction(),
                  r->dominant_component.c_str());
    out << line;
  }
  const int n = static_cast<int>(rep.rows.size());
  out << "\nIntervals: measured/predicted quantiles fitted here per family (sources weighted "
         "equally) and the committed intervals' coverage\n";
  for (auto family : {sim::IntervalFamily::kDense, sim::IntervalFamily::kMoe}) {
    const validation::FamilyIntervals f = validation::FitFamilyIntervals(rep, family);
    if (f.rows == 0) continue;
    std::snprintf(line, sizeof line,
                  "  %-5s n=%3d  2.5%% %.3f, 10%% %.3f, 90%% %.3f, 97.5%% %.3f; 80%% interval "
                  "covers %d (%.1f%%), 95%% interval %d (%.1f%%)\n",
                  sim::IntervalFamilyName(family), f.rows, f.fit.q2_5, f.fit.q10, f.fit.q90,
                  f.fit.q97_5, f.covered_80, 100.0 * f.covered_80 / f.rows, f.covered_95,
                  100.0 * f.covered_95 / f.rows);
    out << line;
  }
  std::snprintf(line, sizeof line,
                "Coverage of the committed intervals: 80%% interval %d of %d rows (%.1f%%), 95%% "
                "interval %d (%.1f%%)\n",
                rep.covered_80, n, n ? 100.0 * rep.covered_80 / n : 0.0, rep.covered_95,
                n ? 100.0 * rep.covered_95 / n : 0.0);
  out << line;
  out << "\nRuns that really ran, predicted not to fit in their GPUs' memory: "
      << rep.ran_predicted_oom.size() << " of " << n;
  for (size_t i = 0; i < rep.ran_predicted_oom.size(); ++i) {
    out << (i == 0 ? " (" : ", ") << rep.ran_predicted_oom[i];
  }
  out << (rep.ran_predicted_oom.empty() ? "\n" : ")\n");
  out << "Runs that really ran within the prediction's memory margin (fit by the predicted peak; "
         "--risk p90 would refuse them): "
      << rep.ran_tight.size() << " of " << n << "\n";
  out << "\n" << StatsLine("MoE rows", rep.moe);
  out << StatsLine("raw physics (every row on " + rep.default_stack + ")", rep.raw_overall);
  const auto& o = rep.overall;
  if (o.count == 0) {
    std::snprintf(line, sizeof line, "\nOverall: 0 rows simulated, %zu skipped (%zu invalid)\n",
                  rep.skipped.size(), rep.invalid.size());
  } else {
    std::snprintf(line, sizeof line,
                  "\nOverall: %d rows simulated, %zu skipped (%zu invalid); MAPE %.1f%%, median "
                  "%.1f%%, max %.1f%%; raw physics MAPE %.1f%%\n",
                  o.count, rep.skipped.size(), rep.invalid.size(), 100 * o.mape, 100 * o.median_ape,
                  100 * o.max_ape, 100 * rep.raw_overall.mape);
  }
  out << line;
  return out.str();
}

// The "Peak memory" section: predicted vs measured per row, of the kind the
// source measured (validation/memory_validation.h).
std::string MemoryTable(const validation::MemoryValidationReport& mem) {
  std::ostringstream out;
  char line[400];
  out << "\nPeak memory per GPU (predicted of the kind the source measured):\n";
  std::snprintf(line, sizeof line, "  %-7s %-34s %-24s %-9s %10s %10s %8s %8s\n", "id",
                "source group", "stack", "measures", "predicted", "measured", "error", "HBM");
  out << line;
  for (const auto& r : mem.rows) {
    std::snprintf(
        line, sizeof line, "  %-7s %-34.34s %-24.24s %-9s %8.1fGiB %8.1fGiB %+7.1f%% %6.1fGiB%s\n",
        r.id.c_str(), r.source_group.c_str(), r.stack.c_str(),
        validation::MemoryMeasureName(r.measure), r.predicted_gib, r.measured_gib,
        100 * r.ErrorFraction(), r.hbm_gib, r.predicted_fits ? "" : "  (ran, predicted OOM)");
    out << line;
  }
  for (const auto& [id, why] : mem.skipped) out << "  skipped " << id << ": " << why << "\n";
  out << "  By source group:\n";
  for (const auto& [g, s] : mem.by_group) out << "  " << StatsLine(g, s);
  out << "  By software stack:\n";
  for (const auto& [g, s] : mem.by_stack) out << "  " << StatsLine(g, s);
  const auto& o = mem.overall;
  std::snprintf(
      line, sizeof line,
      "Peak memory: %d rows; MAPE %.1f%%, median %.1f%%, max %.1f%%; %d runs that really ran "
      "predicted out of memory\n",
      o.count, 100 * o.mape, 100 * o.median_ape, 100 * o.max_ape, mem.ran_but_predicted_oom);
  out << line;
  return out.str();
}

void RunExecutor(const ValidateOptions& o) {
  if (o.hardware.empty()) {
    throw InputError("", "--hardware", "the profile measured on the machine that ran the executor");
  }
  HardwareProfile hw = ResolveHardware(o.hardware, "", "--hardware");
  validation::ExecutorComparison c = validation::CompareExecutorRun(o.executor, hw);
  const results::ExecutorValidationResult result = validation::ToResult(c, hw.name);
  std::ostringstream out;
  char line[256];
  const bool framework_log = c.schema == "shoal.measured.run/1";
  out << (framework_log ? "Measured run " : "Executor run ") << c.run_file << " (" << c.world_size
      << " ranks, " << c.plan_summary << ") on profile " << hw.name << "\n";
  std::snprintf(line, sizeof line, "  %-14s %12s %12s %8s\n", "phase", "predicted", "measured",
                "error");
  out << line;
  // The predicted timeline beside the measured one; "-" where the run does not say.
  for (const auto& p : c.phases) {
    if (p.measured_s) {
      double err = *p.measured_s > 0 ? 100 * (p.predicted_s - *p.measured_s) / *p.measured_s : 0.0;
      std::snprintf(line, sizeof line, "  %-14s %11.4fs %11.4fs %+7.1f%%\n", p.phase.c_str(),
                    p.predicted_s, *p.measured_s, err);
    } else {
      std::snprintf(line, sizeof line, "  %-14s %11.4fs %12s %8s\n", p.phase.c_str(), p.predicted_s,
                    "-", "");
    }
    out << line;
  }
  if (c.measured_peak_memory_bytes) {
    std::snprintf(line, sizeof line, "  %-14s %9.1fMiB %9.1fMiB %+7.1f%%  (%s)\n", "peak memory",
                  c.predicted_peak_memory_bytes / kMiB, *c.measured_peak_memory_bytes / kMiB,
                  100 * c.MemoryError(),
                  c.memory_measures == "reserved" ? "reserved: the caching allocator's pool"
                                                  : "allocated: live tensors");
    out << line;
  }
  if (c.measured_device_peak_bytes) {
    std::snprintf(line, sizeof line, "  %-14s %10s %9.1fMiB  (device high-water mark, CUDA)\n",
                  "device peak", "", *c.measured_device_peak_bytes / kMiB);
    out << line;
  }
  if (c.measured_device_w) {
    std::snprintf(line, sizeof line,
                  framework_log ? "  %-14s %11.1fW %11.1fW %+7.1f%%  (per device, board: as the "
                                  "run logged or sampled)\n"
                                : "  %-14s %11.1fW %11.1fW %+7.1f%%  (per device, board: NVML)\n",
                  "power", c.predicted_device_w, *c.measured_device_w, 100 * *c.PowerError());
  } else {
    std::snprintf(
        line, sizeof line,
        framework_log
            ? "  %-14s %11.1fW %12s  (no power: ingest --from nvidia-smi|dcgm --run adds it)\n"
            : "  %-14s %11.1fW %12s  (the run has no energy reading: NVML on CUDA only)\n",
        "power", c.predicted_device_w, "-");
  }
  out << line;
  EmitResult(o.output, results::ToJson(result).dump(2) + "\n", results::ExecutorPhasesCsv(result),
             out.str());
}

std::string EnergyTable(const validation::EnergyReport& rep) {
  std::ostringstream out;
  char line[512];
  std::snprintf(line, sizeof line, "%-22s %-15s %-13s %5s %-30s %9s %9s %10s %10s %8s %10s\n", "id",
                "model", "covers", "gpus", "plan", "pred W", "meas W", "pred MJ", "meas MJ",
                "error", "step only");
  out << line;
  for (const auto& r : rep.rows) {
    std::snprintf(
        line, sizeof line,
        "%-22.22s %-15.15s %-13s %5d %-30.30s %9.0f %9.0f %10.1f %10.1f %+7.1f%% %+9.1f%%%s%s%s\n",
        r.id.c_str(), r.model.c_str(), sim::PowerBoundaryName(r.covers), r.num_gpus, r.plan.c_str(),
        r.predicted_w_per_gpu, r.measured_w_per_gpu, r.predicted_energy_j / 1e6,
        r.measured_energy_j / 1e6, 100 * r.ErrorFraction(), 100 * r.StepOnlyErrorFraction(),
        r.has_timed_region ? "  (timed region)" : "", r.Metered() ? "" : "  (upper estimate)",
        r.workload == "lora" ? "  (LoRA)" : "");
    out << line;
  }
  out << "\nWatts per GPU at the row's boundary (pred W, meas W); energy over the metered "
         "duration (MJ). Rows with a timed region price it as the run happened (each logged\n"
         "step: the simulated step's energy, idle for the rest of the logged step; evaluation "
         "alike;\nstart-up at idle; the declared network estimate); \"step only\" is the "
         "simulated step's power\nover the whole duration.\n";
  std::snprintf(line, sizeof line,
                "Metered rows: %d; MAPE %.1f%%, max %.1f%%, %d within 15%% (step only: MAPE "
                "%.1f%%, max %.1f%%). Upper estimates exceeded: %d of %zu.\n",
                rep.metered, 100 * rep.mape, 100 * rep.max_ape, rep.within_15_percent,
                100 * rep.step_only_mape, 100 * rep.step_only_max_ape, rep.upper_exceeded,
                rep.rows.size() - static_cast<size_t>(rep.metered));
  out << line;
  return out.str();
}

void RunEnergy(const ValidateOptions& o) {
  validation::EnergyReport rep = validation::CheckMeteredRuns(o.energy);
  std::ostringstream out;
  for (const auto& r : rep.rows) out << results::ToJson(r).dump() << "\n";
  EmitResult(o.output, out.str(), results::EnergyCsv(rep.rows), EnergyTable(rep));
}

std::string CollectiveTable(const validation::CollectiveReport& rep) {
  std::ostringstream out;
  char line[512];
  std::snprintf(line, sizeof line, "%-7s %-30s %-10s %5s %5s %11s %10s %10s %11s %11s %8s\n", "id",
                "group", "hardware", "gpus", "nodes", "bytes", "meas GB/s", "pred GB/s", "meas us",
                "pred us", "error");
  out << line;
  for (const auto& r : rep.rows) {
    std::snprintf(
        line, sizeof line,
        "%-7.7s %-30.30s %-10.10s %5d %5d %11.0f %10.2f %10.2f %11.1f %11.1f %+7.1f%%%s\n",
        r.id.c_str(), r.group.c_str(), r.hardware.c_str(), r.num_gpus, r.Nodes(), r.bytes,
        r.MeasuredBusBandwidth() / kGB, r.PredictedBusBandwidth() / kGB, r.measured_s * 1e6,
        r.predicted_s * 1e6, 100 * r.ErrorFraction(),
        r.HeldOut() ? "" : "  (calibration: not in the summary)");
    out << line;
  }
  out << "\nBus bandwidth as nccl-tests reports it (GB/s); error = predicted / measured time - 1.\n"
         "Held-out rows (no profile figure was taken from them):\n";
  out << StatsLine("all", rep.held_out) << StatsLine("one node", rep.single_node)
      << StatsLine("two or more nodes", rep.multi_node);
  for (const auto& [band, s] : rep.by_size) out << StatsLine(band.substr(3), s);
  for (const auto& [group, s] : rep.by_group) out << StatsLine(group, s);
  std::snprintf(line, sizeof line, "Mean signed error %+.1f%% (negative: predicted too fast).\n",
                100 * rep.mean_signed_error);
  out << line;
  return out.str();
}

void RunCollectives(const ValidateOptions& o) {
  const validation::CollectiveReport rep = validation::CheckCollectiveMeasurements(o.collectives);
  std::ostringstream out;
  for (const auto& r : rep.rows) out << results::ToJson(r).dump() << "\n";
  EmitResult(o.output, out.str(), results::CollectiveCsv(rep.rows), CollectiveTable(rep));
}

void Run(const ValidateOptions& o) {
  if (!o.executor.empty()) {
    RunExecutor(o);
    return;
  }
  if (!o.energy.empty()) {
    RunEnergy(o);
    return;
  }
  if (!o.collectives.empty()) {
    RunCollectives(o);
    return;
  }
  if (o.runs.empty()) {
    throw InputError("", "--runs", "a JSON-lines file of published runs (or --executor RUN.json)");
  }
  if (!o.output.out.empty()) CheckOutputFilePath(o.output.out, "--out");
  validation::ValidationReport rep =
      validation::ValidatePublishedRuns({o.runs, o.stacks, o.strict, o.known_models});
  for (const auto& why : rep.invalid) {
    std::fprintf(stderr, "warning: %s: skipped %s\n", o.runs.c_str(), why.c_str());
  }
  if (rep.rows.empty()) {
    // Nothing to compare: no summary (a MAPE of 0 rows would read as perfect).
    if (!o.output.json) Emit(Table(rep), "");
    throw InputError(o.runs, "",
                     "at least one row the simulator can predict (" +
                         std::to_string(rep.skipped.size()) + " skipped)");
  }
  const validation::MemoryValidationReport mem = validation::ValidatePeakMemory(
      rep, validation::LoadMemoryMeasureMap(o.memory_measures.empty()
                                                ? validation::DefaultMemoryMeasurePath()
                                                : o.memory_measures));
  std::ostringstream lines;
  for (const auto& r : rep.rows) lines << results::ToJson(r).dump() << "\n";
  // Peak memory: one object per row with a measured peak.
  for (const auto& r : mem.rows) lines << results::ToJson(r).dump() << "\n";
  EmitResult(o.output, lines.str(), results::ValidationCsv(rep.rows),
             Table(rep) + MemoryTable(mem));
}

}  // namespace

void AddValidate(CLI::App& app) {
  auto opts = std::make_shared<ValidateOptions>();
  auto* cmd = app.add_subcommand("validate", "Compare predictions with measured runs");
  cmd->add_option("--runs", opts->runs, "JSON-lines file of published runs");
  cmd->add_option("--stacks", opts->stacks,
                  "Table mapping published rows to software stacks (default: "
                  "data/published_run_stacks.json)");
  cmd->add_option("--known-models", opts->known_models,
                  "Index of public models whose configs fill what a row leaves unstated of "
                  "its architecture (default: data/known_models.json)");
  cmd->add_option("--memory-measures", opts->memory_measures,
                  "What each source's peak memory measured (default: "
                  "data/published_memory_measures.json)");
  cmd->add_option(
      "--executor", opts->executor,
      "RUN.json of `shoal execute`, or a measured run of `shoal ingest`, to compare with");
  cmd->add_option("--energy", opts->energy,
                  "JSON-lines file of metered runs (data/metered_runs.jsonl): predicted vs "
                  "measured energy");
  cmd->add_option(
      "--collectives", opts->collectives,
      "JSON-lines file of collective measurements (data/collective_measurements.jsonl): "
      "predicted vs measured time and bus bandwidth");
  cmd->add_option("--hardware", opts->hardware, "Profile of the machine that ran the executor");
  AddOutputOptions(cmd, &opts->output);
  cmd->add_flag("--strict", opts->strict,
                "A malformed line or an impossible row is an error (default: skipped, counted)");
  cmd->callback([opts] { Run(*opts); });
}

}  // namespace shoal::cli
