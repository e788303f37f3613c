// shoal simulate SCENARIO [--plan PLAN.json] [--hardware PROFILE] [--json] [--out FILE]
//                         [--trace OUT.json]
#include <algorithm>
#include <cstdio>
#include <sstream>

#include "cli/commands.h"
#include "cli/emit_options.h"
#include "core/atomic_file.h"
#include "core/error.h"
#include "core/scenario.h"
#include "core/units.h"
#include "results/simulation.h"
#include "simulator/plan_costs.h"
#include "simulator/simulate.h"

namespace shoal::cli {
namespace {

struct SimulateOptions {
  std::string scenario;
  std::string plan;
  std::string hardware;
  std::string trace;
  OutputOptions output;
  EmitOptions emit;
  bool trace_given = false;
};

// Energy per step and token, and where the watts go (per GPU).
std::string EnergyLines(const sim::StepResult& r, const HardwareProfile& hw) {
  const auto& p = r.power;
  std::ostringstream out;
  char line[320];
  std::snprintf(line, sizeof line,
                "Energy   %.1f kJ per step, %.3f J per token (%.0f W per GPU at the facility, "
                "PUE %.2f, %.3f kg CO2/kWh)\n",
                r.energy_j_per_step / 1e3, r.energy_j_per_token, p.FacilityW(), p.pue,
                hw.energy.kg_co2_per_kwh);
  out << line;
  std::snprintf(line, sizeof line,
                "Power per GPU  board %.0f W  + node %.0f W  + power supplies %.0f W  = %.0f W; "
                "+ network %.0f W = %.0f W\n",
                p.gpu_total_w, p.node_overhead_w, p.psu_loss_w, p.NodesW(), p.network_w,
                p.NodesNetworkW());
  out << line;
  out << "  board by activity:";
  for (size_t a = 0; a < sim::kNumActivities; ++a) {
    if (p.seconds[a] <= 0) continue;
    std::snprintf(line, sizeof line, "  %s %.0f%% of the step, %.0f W",
                  sim::ActivityName(static_cast<sim::Activity>(a)),
                  r.step_time_s > 0 ? 100 * p.seconds[a] / r.step_time_s : 0.0, p.gpu_w[a]);
    out << line;
  }
  out << "\n";
  return out.str();
}

std::string Readable(const Scenario& s, const Plan& p, const sim::StepResult& r) {
  std::ostringstream out;
  char line[256];
  out << "Scenario " << s.name << ": " << s.model.name << " on " << s.num_gpus << " x "
      << s.hardware.gpu.name << "\n";
  out << "Plan     " << p.Summary() << "\n";
  if (!r.feasible) out << "INFEASIBLE: " << r.infeasible_reason << "\n";
  std::snprintf(line, sizeof line,
                "Step     %.3f s   %.0f tokens/s   MFU %.1f%%   %.1f model TFLOP/s per GPU\n",
                r.step_time_s, r.tokens_per_s, 100 * r.mfu, r.model_tflops_per_gpu);
  out << line;
  out << "         " << r.step_time_interval.Text() << " (the development set's "
      << sim::IntervalFamilyName(sim::IntervalFamilyOf(s.model.moe.enabled()))
      << " runs, docs/validation.md \"Uncertainty\")\n";
  out << EnergyLines(r, s.hardware);
  out << "Breakdown (critical stage):\n";
  for (const auto& [k, v] : r.breakdown) {
    if (v <= 0) continue;
    std::snprintf(line, sizeof line, "  %-14s %9.3f s  %5.1f%%\n", k.c_str(), v,
                  100 * v / r.step_time_s);
    out << line;
  }
  out << "Memory per GPU (GiB):  stage  weights  grads  optim  activ  moe  comm  frag  nccl  total "
         " +unc  headroom  of\n";
  auto row = [&](const sim::StageResult& st) {
    const auto& m = st.memory;
    std::snprintf(line, sizeof line,
                  "                       %5d  %7.1f  %5.1f  %5.1f  %5.1f  %4.1f  %4.1f  %4.1f  "
                  "%4.1f  %5.1f  %4.1f  %8.1f  %.0f\n",
                  st.stage, m.weights_bytes / kGiB, m.gradients_bytes / kGiB,
                  m.optimizer_bytes / kGiB, m.activations_bytes / kGiB, m.moe_buffers_bytes / kGiB,
                  m.comm_buffers_bytes / kGiB, m.fragmentation_bytes / kGiB, m.nccl_bytes / kGiB,
                  m.TotalBytes() / kGiB, st.memory_margin_bytes / kGiB, st.headroom_bytes / kGiB,
                  s.hardware.gpu.hbm_bytes / kGiB);
    out << line;
  };
  // Deep pipelines: the first four stages and the last.
  for (const auto& st : r.stages) {
    if (r.stages.size() > 8 && st.stage == 4) {
      out << "                       ...\n";
      row(r.stages.back());
      break;
    }
    row(st);
  }
  // A plan that fits with less free than the prediction's own uncertainty.
  for (const auto& st : r.stages) {
    if (st.headroom_bytes >= 0 && sim::TightStage(st)) {
      std::snprintf(line, sizeof line,
                    "Tight: stage %d keeps %.1f GiB free, within the prediction's uncertainty "
                    "(%.1f GiB): it may run out of memory (plan --risk p90 refuses it)\n",
                    st.stage, st.headroom_bytes / kGiB, st.memory_margin_bytes / kGiB);
      out << line;
      break;
    }
  }
  // Offloaded state and activations, the worst stage's (ZeRO-Offload /
  // ZeRO-Infinity, activation CPU offloading); the table above is HBM.
  double host = 0, host_per_gpu = 0, nvme = 0;
  for (const auto& st : r.stages) {
    host_per_gpu = std::max(host_per_gpu, st.memory.host_bytes);
    host = std::max(host, sim::HostBytesPerNode(st.memory, s.hardware, p));
    nvme = std::max(nvme, sim::NvmeBytesPerNode(st.memory, s.hardware, p));
  }
  if (host > 0 || nvme > 0) {
    std::snprintf(line, sizeof line,
                  "Offloaded (optimizer state, parameters, gradients, activations): host memory "
                  "%.1f GiB per GPU, %.1f GiB per node of %.0f GiB",
                  host_per_gpu / kGiB, host / kGiB, s.hardware.node.host_memory_bytes / kGiB);
    out << line;
    if (nvme > 0) {
      std::snprintf(line, sizeof line, "; NVMe %.2f TB of %.2f TB per node", nvme / kTera,
                    s.hardware.node.nvme_bytes / kTera);
      out << line;
    }
    out << "\n";
  }
  return out.str();
}

int Run(const SimulateOptions& o) {
  if (o.trace_given) CheckOutputFilePath(o.trace, "--trace");
  CheckEmitOptions(o.emit, o.output.json);
  Scenario s = LoadScenario(o.scenario);
  PrintScenarioNotes(s);
  if (!o.hardware.empty()) {
    s.hardware = ResolveHardware(o.hardware, "", "--hardware");
    ApplyFacility(s.facility, &s.hardware);
  }
  const Plan plan = ResolvePlan(
      s, o.plan, "a plan (in the scenario or with --plan PLAN.json; `shoal plan` finds one)");
  sim::SimOptions opts;
  opts.record_trace = !o.trace.empty();
  sim::StepResult r = sim::SimulateStep(s.model, s.hardware, plan, opts);
  // A plan that does not fit never replaces an earlier good trace or result.
  if (!o.trace.empty() && r.feasible) {
    WriteFileAtomic(o.trace, sim::TraceToJson(r, s.name).dump() + "\n");
  }
  OutputOptions output = o.output;
  if (!r.feasible) output.out.clear();
  // A plan that does not fit is never emitted for a framework either.
  if (r.feasible) output.stdout_taken = EmitFrameworkPlan(o.emit, s, plan);
  EmitResult(output, results::ToJson(s, plan, r).dump(2) + "\n", results::SimulationCsv(plan, r),
             Readable(s, plan, r));
  if (!r.feasible) {
    std::string unwritten = o.trace.empty() ? "" : " (--trace and --out not written)";
    if (!o.emit.framework.empty()) unwritten = " (--trace, --out and --emit not written)";
    std::fprintf(stderr, "error: %s: the plan does not fit: %s%s\n", o.scenario.c_str(),
                 r.infeasible_reason.c_str(), unwritten.c_str());
    return 2;
  }
  return 0;
}

}  // namespace

void AddSimulate(CLI::App& app) {
  auto opts = std::make_shared<SimulateOptions>();
  auto* cmd = app.add_subcommand("simulate", "Simulate one training step: time, memory, energy");
  cmd->add_option("scenario", opts->scenario, "Scenario JSON file")->required();
  cmd->add_option("--plan", opts->plan, "Plan JSON (overrides the scenario's plan)");
  cmd->add_option("--hardware", opts->hardware, "Hardware profile name or JSON path");
  cmd->add_option("--trace", opts->trace, "Write a Chrome/Perfetto trace of the step");
  AddOutputOptions(cmd, &opts->output);
  AddEmitOptions(cmd, &opts->emit);
  cmd->callback([opts, cmd] {
    opts->trace_given = cmd->count("--trace") > 0;
    opts->emit.out_given = cmd->count("--emit-out") > 0;
    int rc = Run(*opts);
    if (rc != 0) throw CLI::RuntimeError(rc);
  });
}

}  // namespace shoal::cli
