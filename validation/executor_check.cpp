#include "validation/executor_check.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>

#include "core/error.h"
#include "core/model.h"
#include "core/phase.h"
#include "core/plan.h"
#include "simulator/simulate.h"

namespace shoal::validation {
namespace {
// The phases the executor measures (executor/trainer.h kMeasuredPhases).
constexpr Phase kPhases[] = {Phase::kCompute,   Phase::kExposedEp, Phase::kExposedTp,
                             Phase::kExposedPp, Phase::kExposedDp, Phase::kOptimizer};
}  // namespace

double ExecutorComparison::StepError() const {
  const auto& step = phases.front();
  const double m = step.measured_s.value_or(0.0);
  return m > 0 ? (step.predicted_s - m) / m : 0.0;
}

std::optional<double> ExecutorComparison::PowerError() const {
  if (!measured_device_w || *measured_device_w <= 0) return std::nullopt;
  return predicted_device_w / *measured_device_w - 1.0;
}

results::ExecutorValidationResult ToResult(const ExecutorComparison& c,
                                           const std::string& hardware) {
  constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
  results::ExecutorValidationResult e;
  e.run = c.run_file;
  e.run_schema = c.schema;
  e.hardware = hardware;
  e.plan = c.plan_summary;
  e.world_size = c.world_size;
  for (const auto& p : c.phases)
    e.phases.push_back({p.phase, p.predicted_s, p.measured_s.value_or(kNaN)});
  e.step_error = c.StepError();
  e.predicted_peak_memory_bytes = c.predicted_peak_memory_bytes;
  e.measured_peak_memory_bytes = c.measured_peak_memory_bytes.value_or(kNaN);
  e.peak_memory_measures = c.memory_measures;
  e.measured_device_peak_bytes = c.measured_device_peak_bytes.value_or(kNaN);
  e.predicted_device_w = c.predicted_device_w;
  e.measured_device_w = c.measured_device_w.value_or(kNaN);
  return e;
}

namespace {
// Seconds the run's energy reading spans: every step, then the checkpoints.
double MeteredSeconds(const Json& run) {
  double s = 0;
  if (auto it = run.find("steps"); it != run.end() && it->is_array()) {
    for (const auto& st : *it) {
      if (st.contains("time_s") && st["time_s"].is_number()) s += st["time_s"].get<double>();
    }
  }
  if (auto it = run.find("checkpoints"); it != run.end() && it->is_object()) {
    if (it->contains("time_s") && (*it)["time_s"].is_number()) s += (*it)["time_s"].get<double>();
  }
  return s;
}
}  // namespace

ExecutorComparison CompareExecutorRun(const std::string& run_path, const HardwareProfile& hw) {
  return CompareExecutorRun(LoadJsonFile(run_path), run_path, hw);
}

RunSpec ReadRunSpec(const Json& run, const std::string& run_path, const HardwareProfile& hw) {
  if (!run.is_object()) throw InputError(run_path, "$", "a RUN.json object");
  auto need = [&](const char* key) -> const Json& {
    auto it = run.find(key);
    if (it == run.end() || it->is_null())
      throw InputError(run_path, std::string("$.") + key, "a value (required)");
    return *it;
  };
  const Json& scenario = need("scenario");
  if (!scenario.is_object() || !scenario.contains("model")) {
    throw InputError(run_path, "$.scenario.model", "the model the run trained");
  }
  RunSpec spec;
  JsonReader model_reader(scenario.at("model"), run_path, "$.scenario.model");
  spec.model = ReadModel(model_reader);
  const Json& plan_json = need("plan");
  JsonReader plan_reader(plan_json, run_path, "$.plan");
  spec.plan = ReadPlan(plan_reader, 0);
  auto problems = ValidatePlan(spec.plan, spec.model, spec.plan.NumGpus(), hw.node.gpus_per_node);
  if (!problems.empty())
    throw InputError(run_path, "$.plan", "a valid plan (" + problems.front() + ")");

  auto schema = run.find("schema");
  spec.schema = schema != run.end() && schema->is_string() ? schema->get<std::string>() : "";
  // A framework log (shoal ingest) knows the step time only; the executor every phase.
  const bool measured_run = spec.schema == "shoal.measured.run/1";
  const Json& breakdown = need("breakdown");
  if (!breakdown.is_object())
    throw InputError(run_path, "$.breakdown", "an object of phase seconds");
  auto measured = [&](const std::string& key) -> std::optional<double> {
    auto it = breakdown.find(key);
    if (measured_run && key != "step_s" && it == breakdown.end()) return std::nullopt;
    if (it == breakdown.end() || !it->is_number() || !(it->get<double>() >= 0) ||
        !(it->get<double>() <= 1e6)) {
      throw InputError(run_path, std::string("$.breakdown.") + key,
                       "a number of seconds in [0, 1e6]");
    }
    return it->get<double>();
  };
  spec.measured_step_s = *measured("step_s");
  // Errors divide by it: a step launches kernels and waits, a microsecond at the least.
  if (!(spec.measured_step_s >= 1e-6)) {
    throw InputError(
        run_path, "$.breakdown.step_s",
        "a step time in [1e-6, 1e6] s, got " + FormatNumber(spec.measured_step_s) + " s");
  }
  for (Phase phase : kPhases) spec.measured_phases.push_back(measured(PhaseKey(phase)));
  return spec;
}

ExecutorComparison CompareExecutorRun(const Json& run, const std::string& run_path,
                                      const HardwareProfile& hw) {
  const RunSpec spec = ReadRunSpec(run, run_path, hw);
  const ModelConfig& model = spec.model;
  const Plan& plan = spec.plan;
  const bool measured_run = spec.schema == "shoal.measured.run/1";
  sim::StepResult r = sim::SimulateStep(model, hw, plan);
  ExecutorComparison c;
  c.run_file = run_path;
  c.schema = spec.schema;
  c.plan_summary = plan.Summary();
  c.world_size = plan.NumGpus();
  c.phases.push_back({"step_s", r.step_time_s, spec.measured_step_s});
  auto at = [&](Phase ph) { return r.breakdown.at(PhaseKey(ph)); };
  for (size_t i = 0; i < std::size(kPhases); ++i) {
    const Phase phase = kPhases[i];
    const std::string key = PhaseKey(phase);
    double predicted = r.breakdown.count(key) ? r.breakdown.at(key) : 0.0;
    // Measured phases lump what the simulator splits: the pipeline wait is
    // sends and bubble; compute includes recompute and contention.
    if (phase == Phase::kExposedPp) predicted += at(Phase::kBubble);
    if (phase == Phase::kCompute) predicted += at(Phase::kRecompute) + at(Phase::kContention);
    c.phases.push_back({key, predicted, spec.measured_phases[i]});
  }
  // A profiler trace's exposed communication is one total: beside the sum of
  // the predicted exposed collectives of every dimension.
  if (measured_run && run.contains("breakdown") && run["breakdown"].contains("exposed_comm_s")) {
    const Json& v = run["breakdown"]["exposed_comm_s"];
    if (!v.is_number() || !(v.get<double>() >= 0) || !(v.get<double>() <= 1e6)) {
      throw InputError(run_path, "$.breakdown.exposed_comm_s", "a number of seconds in [0, 1e6]");
    }
    double predicted = 0;
    for (Phase ph : {Phase::kExposedTp, Phase::kExposedCp, Phase::kExposedEp, Phase::kExposedPp,
                     Phase::kExposedDp}) {
      const std::string key = PhaseKey(ph);
      if (r.breakdown.count(key)) predicted += r.breakdown.at(key);
    }
    c.phases.push_back({"exposed_comm_s", predicted, v.get<double>()});
  }
  // The trainer counts the bytes of its live tensors: the allocator's peak
  // allocated, without fragmentation, NCCL buffers or the CUDA context.
  // A framework log says which peak it logged (Megatron: allocated; torchtitan: reserved).
  auto mem = run.find("memory");
  if (measured_run && mem != run.end() && mem->is_object()) {
    auto peak = mem->find("peak_bytes");
    auto what = mem->find("measures");
    if (peak == mem->end() || !peak->is_number() || !(peak->get<double>() > 0) ||
        !std::isfinite(peak->get<double>())) {
      throw InputError(run_path, "$.memory.peak_bytes", "a positive number of bytes");
    }
    if (what == mem->end() || !what->is_string() || (*what != "allocated" && *what != "reserved")) {
      throw InputError(run_path, "$.memory.measures", "\"allocated\" or \"reserved\"");
    }
    c.measured_peak_memory_bytes = peak->get<double>();
    c.memory_measures = what->get<std::string>();
  }
  c.predicted_peak_memory_bytes = 0;
  for (const auto& st : r.stages) {
    c.predicted_peak_memory_bytes =
        std::max(c.predicted_peak_memory_bytes, c.memory_measures == "reserved"
                                                    ? st.memory.AllocatorReservedBytes()
                                                    : st.memory.AllocatedBytes());
  }
  if (!measured_run && mem != run.end() && mem->is_object() && mem->contains("per_rank")) {
    double peak = 0;
    for (const auto& rank : mem->at("per_rank")) {
      if (rank.is_object() && rank.contains("tracked_peak_bytes") &&
          rank["tracked_peak_bytes"].is_number() &&
          std::isfinite(rank["tracked_peak_bytes"].get<double>())) {
        peak = std::max(peak, rank["tracked_peak_bytes"].get<double>());
      }
    }
    if (peak > 0) c.measured_peak_memory_bytes = peak;
    double device_peak = 0;
    for (const auto& rank : mem->at("per_rank")) {
      if (rank.contains("device_peak_bytes") && rank["device_peak_bytes"].is_number()) {
        device_peak = std::max(device_peak, rank["device_peak_bytes"].get<double>());
      }
    }
    if (device_peak > 0) c.measured_device_peak_bytes = device_peak;
  }
  c.predicted_device_w = r.power.gpu_total_w;
  auto energy = run.find("energy_j");
  const double metered_s = MeteredSeconds(run);
  if (energy != run.end() && energy->is_number() && metered_s > 0) {
    c.measured_device_w = energy->get<double>() / c.world_size / metered_s;
  }
  auto power = run.find("power");
  // Board power per GPU a log or sampled power gave (ingest --from megatron|nvidia-smi|dcgm).
  if (power != run.end() && power->is_object()) {
    auto w = power->find("device_w");
    if (w == power->end() || !w->is_number() || !(w->get<double>() > 0) ||
        !(w->get<double>() < 1e5)) {
      throw InputError(run_path, "$.power.device_w", "watts per device in (0, 1e5)");
    }
    c.measured_device_w = w->get<double>();
  }
  return c;
}

}  // namespace shoal::validation
