#include "executor/run_record.h"

#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <thread>

namespace shoal::executor {
namespace {

std::string CpuInfoField(const std::string& key) {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind(key, 0) == 0) {
      auto colon = line.find(':');
      if (colon != std::string::npos) return line.substr(std::min(line.size(), colon + 2));
    }
  }
  return "unknown";
}

double MemTotalBytes() {
  std::ifstream in("/proc/meminfo");
  std::string key;
  double kib = 0;
  while (in >> key >> kib) {
    if (key == "MemTotal:") return kib * 1024.0;
    in.ignore(256, '\n');
  }
  return 0;
}

}  // namespace

Json DescribeHost() {
  char host[256] = {};
  ::gethostname(host, sizeof host - 1);
  return {{"hostname", host},
          {"nproc", std::thread::hardware_concurrency()},
          {"cpu_model", CpuInfoField("model name")},
          {"memory_bytes", MemTotalBytes()}};
}

Json BuildRunJson(const Scenario& s, const Plan& plan, const ExecutorOptions& o,
                  const RunContext& run, const TrainResult& r) {
  Json steps = Json::array();
  Json losses = Json::array();
  std::array<double, 6> mean_phase{};
  double mean_step = 0;
  int64_t timed = 0;
  for (const StepRecord& st : r.steps) {
    Json e = {{"step", st.step},           {"loss", st.loss},     {"aux_loss", st.aux_loss},
              {"grad_norm", st.grad_norm}, {"time_s", st.time_s}, {"dropped", st.dropped}};
    for (size_t p = 0; p < kMeasuredPhases.size(); ++p) {
      e[PhaseKey(kMeasuredPhases[p])] = st.phase_s[p];
    }
    steps.push_back(e);
    losses.push_back(st.loss);
    // The first step of a process pays warm-up (allocation, MPI wiring): skip it.
    if (st.step == std::max<int64_t>(r.resumed_from_step, 0)) continue;
    mean_step += st.time_s;
    for (size_t p = 0; p < kMeasuredPhases.size(); ++p) mean_phase[p] += st.phase_s[p];
    ++timed;
  }
  Json breakdown;
  if (timed > 0) {
    breakdown["step_s"] = mean_step / static_cast<double>(timed);
    for (size_t p = 0; p < kMeasuredPhases.size(); ++p) {
      breakdown[PhaseKey(kMeasuredPhases[p])] = mean_phase[p] / static_cast<double>(timed);
    }
  }
  Json ranks = Json::array();
  double energy_j = r.ranks.empty() ? -1 : 0;
  for (const RankStats& k : r.ranks) {
    energy_j = energy_j < 0 || k.energy_j < 0 ? -1 : energy_j + k.energy_j;
    ranks.push_back({{"rank", k.rank},
                     {"tracked_peak_bytes", k.tracked_peak_bytes},
                     {"param_and_grad_bytes", k.param_bytes},
                     {"optimizer_state_bytes", k.optimizer_bytes},
                     {"activation_peak_bytes", k.activation_peak_bytes},
                     {"vm_hwm_bytes", k.vm_hwm_bytes},
                     {"device_peak_bytes", k.device_peak_bytes}});
  }
  Json j;
  j["schema"] = "shoal.executor.run/1";
  j["scenario"] = {{"path", run.scenario_path},
                   {"name", s.name},
                   {"num_gpus", s.num_gpus},
                   {"hardware", s.hardware.name},
                   {"model", ModelToJson(s.model)}};
  j["plan_path"] = run.plan_path;
  j["plan"] = PlanToJson(plan);
  j["plan_summary"] = plan.Summary();
  j["world_size"] = run.world_size;
  j["backend"] = run.backend;
  j["host"] = DescribeHost();
  j["host"]["device"] = run.device;
  j["options"] = TrainingOptionsToJson(o);
  j["options"]["compute_precision"] = run.backend == "cpu" ? "fp64" : "bf16 GEMM, fp64 master";
  j["data"] = {{"source", "markov"},
               {"branching", o.markov_branching},
               {"entropy_rate_nats", r.entropy_rate_nats},
               {"uniform_nats", r.uniform_nats}};
  j["tokens_per_step"] = r.tokens_per_step;
  j["resumed_from_step"] = r.resumed_from_step < 0 ? Json(nullptr) : Json(r.resumed_from_step);
  j["breakdown"] = breakdown;
  if (timed > 0) {
    j["tokens_per_s"] = static_cast<double>(r.tokens_per_step) / breakdown["step_s"].get<double>();
  }
  j["steps"] = steps;
  j["losses"] = losses;
  j["memory"] = {{"per_rank", ranks}};
  j["energy_j"] = energy_j < 0 ? Json(nullptr) : Json(energy_j);  // all ranks, NVML
  j["checkpoints"] = {{"written", r.checkpoints_written}, {"time_s", r.checkpoint_s}};
  return j;
}

}  // namespace shoal::executor
