// Result files of `shoal simulate|plan|sweep|validate|inspect --json`, read strictly
// (docs/result-schemas.md): every key checked, unknown keys are errors that
// name the file and the JSON path. Optional numbers absent from a file are NaN.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "core/json_reader.h"
#include "core/plan.h"
#include "validation/memory_validation.h"
#include "validation/validation.h"

namespace shoal::reports {

/// Named seconds (or bytes), in the fixed order of the schema.
using NamedValues = std::vector<std::pair<std::string, double>>;

/// Keys of `breakdown`, in stacking order (the schema's order).
const std::vector<std::string>& BreakdownKeys();
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

/// One ranked plan of a search (also the `best` of a sweep point).
struct PlanEntry {
  int rank = 0;
  std::string summary;
  Plan plan;
  double step_time_s = 0;
  double tokens_per_s = 0;
  double mfu = 0;
  double model_tflops_per_gpu = 0;
  double peak_memory_bytes = 0;
  std::vector<double> stage_peak_memory_bytes;
  /// HBM - peak - the prediction's uncertainty per stage (empty in older files).
  std::vector<double> stage_headroom_bytes;
  double energy_j_per_step = 0;
  double time_to_train_s = 0;
  double time_to_train_p90_s = 0;  ///< failures and stragglers (NaN: not given)
  double cost_usd = 0;
  double energy_kwh = 0;
  /// At the pessimistic (p90) step time, same average power (NaN: not given).
  double energy_j_per_step_p90 = 0;
  double energy_kwh_p90 = 0;
  double co2_kg = 0;
  double goodput = 0;
  NamedValues breakdown;
};

struct SearchStats {
  double space_size = 0;
  double evaluated = 0;
  double bounded = 0;         ///< NaN when the file predates it
  double memory_checked = 0;  ///< NaN when the file predates it
  double feasible = 0;        ///< NaN when the file predates it
  double simulated = 0;
  double reused = 0;  ///< NaN when the file predates it
  double wall_s = 0;
  std::vector<std::pair<std::string, double>> rejected;  ///< reason -> count
};

/// One column of `plan --explain`: a layout's best plan and how it compares.
struct LayoutStanding {
  int rank = 0;
  std::string layout;
  std::string summary;
  double step_time_s = 0;
  double energy_j_per_step = 0;
  double objective_value = 0;
  double peak_memory_bytes = 0;
  NamedValues breakdown;        ///< BreakdownKeys() order
  NamedValues breakdown_delta;  ///< others only
  std::vector<std::string> deciding;
  std::string reason;
};

struct Explanation {
  std::string objective;
  double gpu_memory_bytes = 0;
  LayoutStanding best;
  std::vector<LayoutStanding> others;
};

struct PlanSearchResult {
  std::string scenario;
  std::string hardware;
  int num_gpus = 0;
  std::vector<double> global_batch_sizes;
  std::string objective;
  std::string constraints;  ///< "" when none
  SearchStats search;
  /// Where the best plan's DP and EP groups sit on a tiered fabric ("" when
  /// the profile has no tiers).
  std::string fabric;
  std::vector<PlanEntry> plans;
  std::optional<Explanation> explanation;
};

struct SweepPoint {
  std::string hardware;
  int num_gpus = 0;
  bool feasible = false;
  std::optional<PlanEntry> best;
  std::string reason;  ///< why infeasible
  double time_to_train_s = 0;
  double time_to_train_p90_s = 0;  ///< failures and stragglers (NaN: not given)
  double cost_usd = 0;
  double energy_kwh = 0;
  double energy_kwh_p90 = 0;  ///< at the p90 step time (NaN: not given)
  double co2_kg = 0;
  double goodput = 0;
  double checkpoint_interval_s = 0;
  bool pareto = false;
};

struct SweepResult {
  std::string scenario;
  double tokens = 0;
  std::string constraints;
  std::vector<SweepPoint> points;
};

/// A row of `shoal validate --json`, in the simulator's own type: the
/// file's predicted/measured times and memories; its `error` is checked
/// against them (ErrorFraction()).
using ValidationRow = validation::ValidationRow;

/// A `memory_validation_row` line: predicted peak memory of the kind the
/// source measured (allocated, reserved or device) against the measurement.
using MemoryValidationRow = validation::MemoryValidationRow;

struct ValidationResult {
  std::vector<ValidationRow> rows;
  std::vector<MemoryValidationRow> memory_rows;
};

/// `shoal inspect --json`: the model's sizes and FLOPs.
struct InspectionResult {
  std::string scenario;
  std::string model;
  NamedValues values;  ///< InspectionKeys() order
};
/// Keys of an inspection's numbers, in the schema's order.
const std::vector<std::string>& InspectionKeys();

/// `shoal validate --executor --json`: the simulator's phases vs a real run's.
struct ExecutorPhase {
  std::string phase;
  double predicted_s = 0;
  double measured_s = 0;  ///< NaN where the run did not measure it
};
struct ExecutorValidationResult {
  std::string run;
  std::string hardware;
  std::string plan;
  int world_size = 0;
  std::vector<ExecutorPhase> phases;
  double step_error = 0;
  double predicted_peak_memory_bytes = 0;
  double measured_peak_memory_bytes = 0;  ///< NaN when not measured
  double predicted_device_w = 0;          ///< NaN in files that predate it
  double measured_device_w = 0;           ///< NaN when the run has no energy reading
  std::string run_schema;                 ///< shoal.executor.run/1 or shoal.measured.run/1
  std::string peak_memory_measures;       ///< allocated or reserved
  double measured_device_peak_bytes = 0;  ///< NaN unless a CUDA run sampled it
};

using ResultFile = std::variant<SimulationResult, PlanSearchResult, SweepResult, ValidationResult,
                                InspectionResult, ExecutorValidationResult>;

SimulationResult ReadSimulation(JsonReader& r);
PlanSearchResult ReadPlanSearch(JsonReader& r);
SweepResult ReadSweep(JsonReader& r);
ValidationRow ReadValidationRow(JsonReader& r);
MemoryValidationRow ReadMemoryValidationRow(JsonReader& r);
InspectionResult ReadInspection(JsonReader& r);
ExecutorValidationResult ReadExecutorValidation(JsonReader& r);

/// Reads one result document (its "kind" picks the reader); `origin` names
/// it in errors.
ResultFile ReadResult(const Json& document, const std::string& origin);

/// A row of `shoal validate --energy --json`: predicted vs metered energy.
struct EnergyRow {
  std::string id;
  std::string source;
  std::string measurement;
  std::string workload;
  std::string covers;  ///< the power boundary the meter covers
  std::string model;
  std::string hardware;
  int num_gpus = 0;
  std::string plan;
  bool predicted_fits = true;
  double duration_s = 0;
  double predicted_w_per_gpu = 0;
  double measured_w_per_gpu = 0;
  double predicted_energy_j = 0;
  double measured_energy_j = 0;
  double error = 0;
  double step_only_w_per_gpu = 0;  ///< simulated step only (0 in older files)
  double step_only_error = 0;
  double startup_w_per_gpu = 0;
  double network_estimate_w = 0;  ///< submitter's declared switch power (0: modelled)
  bool has_timed_region = false;
};
struct EnergyValidationResult {
  std::vector<EnergyRow> rows;
};
EnergyRow ReadEnergyRow(JsonReader& r);
/// Reads JSON-lines text of energy_validation_row lines; errors name "origin:LINE".
EnergyValidationResult ReadEnergyLines(const std::string& text, const std::string& origin);

/// A row of `shoal validate --collectives --json`: predicted vs measured collective.
struct CollectiveRow {
  std::string id;
  std::string group;
  std::string collective;
  std::string hardware;
  std::string role;  ///< "held_out" or "calibration"
  double bytes = 0;
  int num_gpus = 0;
  int gpus_per_node = 0;
  int nodes = 0;
  double measured_s = 0;
  double predicted_s = 0;
  double measured_busbw_gb_per_s = 0;
  double predicted_busbw_gb_per_s = 0;
  double error = 0;
};
struct CollectiveValidationResult {
  std::vector<CollectiveRow> rows;
};
CollectiveRow ReadCollectiveRow(JsonReader& r);
/// Reads JSON-lines text of collective_validation_row lines; errors name "origin:LINE".
CollectiveValidationResult ReadCollectiveLines(const std::string& text, const std::string& origin);

/// Reads JSON-lines text of validation rows; errors name "origin:LINE".
ValidationResult ReadValidationLines(const std::string& text, const std::string& origin);

}  // namespace shoal::reports
