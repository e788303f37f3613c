#include "cli/constraint_options.h"

#include <sstream>
#include <vector>

namespace shoal::cli {
namespace {

std::vector<std::string> SplitComma(const std::string& text) {
  std::vector<std::string> parts;
  std::stringstream in(text);
  std::string part;
  while (std::getline(in, part, ',')) parts.push_back(part);
  if (parts.empty()) parts.push_back("");
  return parts;
}

}  // namespace

void AddConstraintOptions(CLI::App* cmd, ConstraintFlags* f) {
  const std::string group = "Constraints (override the scenario's \"search\" object)";
  auto add = [&](const char* name, std::string* target, const char* help) {
    cmd->add_option(name, *target, help)->group(group);
  };
  add("--tp", &f->tp, "Tensor-parallel width: N or LO..HI");
  add("--pp", &f->pp, "Pipeline stages: N or LO..HI");
  add("--cp", &f->cp, "Context-parallel ranks: N or LO..HI (--cp 1: no context parallelism)");
  add("--ep", &f->ep, "Expert-parallel ranks: N or LO..HI");
  add("--dp", &f->dp, "Data-parallel replicas: N or LO..HI");
  add("--schedules", &f->schedules,
      "Pipeline schedules allowed where pp > 1: gpipe,1f1b,interleaved");
  add("--recompute", &f->recompute, "Recompute modes allowed: none,selective,full");
  add("--zero", &f->zero_stages, "ZeRO stages allowed: e.g. 0,1");
  add("--offload", &f->offload, "Optimizer offload: on (always) or off (never)");
  add("--offload-device", &f->offload_device,
      "Where offloaded state lives: cpu (host memory only) or nvme (always the node's NVMe, "
      "ZeRO-3); default: host memory, NVMe where host memory cannot hold it");
  add("--global-batch", &f->global_batch,
      "Global batch in sequences: N or LO..HI (tries the ends, 2^k and 3x2^k between)");
  add("--tokens-per-step", &f->tokens_per_step,
      "Tokens per step: a target (4M) or a range (2M..4M); sets the global batch");
  add("--memory-headroom", &f->memory_headroom, "Share of GPU memory to keep free: 0.1 or 10%");
  add("--max-cost-usd", &f->max_cost_usd, "Budget for the whole run in dollars");
  add("--max-energy-kwh", &f->max_energy_kwh, "Budget for the whole run in kWh");
}

SearchConstraints MergeConstraints(const SearchConstraints& scenario, const ConstraintFlags& f) {
  SearchConstraints c = scenario;
  auto given = [&](const std::string& text, const std::string& name, const std::string& option) {
    if (text.empty()) return false;
    c.origins[name] = ConstraintOrigin{"", option};
    return true;
  };
  for (const auto& [text, name, option, range] :
       {std::tuple<const std::string&, const char*, const char*, IntRange*>{f.tp, "tp", "--tp",
                                                                            &c.tp},
        {f.pp, "pp", "--pp", &c.pp},
        {f.cp, "cp", "--cp", &c.cp},
        {f.ep, "ep", "--ep", &c.ep},
        {f.dp, "dp", "--dp", &c.dp},
        {f.global_batch, "global_batch", "--global-batch", &c.global_batch}}) {
    if (given(text, name, option)) *range = ParseIntRange(text, "", option);
  }
  if (given(f.schedules, "schedules", "--schedules")) {
    c.schedules = ParseSchedules(SplitComma(f.schedules), "", "--schedules");
  }
  if (given(f.recompute, "recompute", "--recompute")) {
    c.recomputes = ParseRecomputes(SplitComma(f.recompute), "", "--recompute");
  }
  if (given(f.zero_stages, "zero_stages", "--zero")) {
    c.zero_stages = ParseZeroStages(SplitComma(f.zero_stages), "", "--zero");
  }
  if (given(f.offload, "offload", "--offload")) c.offload = ParseOnOff(f.offload, "", "--offload");
  if (given(f.offload_device, "offload_device", "--offload-device")) {
    c.offload_device = ParseOffloadDeviceText(f.offload_device, "", "--offload-device");
  }
  if (given(f.tokens_per_step, "tokens_per_step", "--tokens-per-step")) {
    c.tokens_per_step = ParseTokenRange(f.tokens_per_step, "", "--tokens-per-step");
  }
  if (given(f.memory_headroom, "memory_headroom", "--memory-headroom")) {
    c.memory_headroom_fraction = ParseHeadroom(f.memory_headroom, "", "--memory-headroom");
  }
  if (given(f.max_cost_usd, "max_cost_usd", "--max-cost-usd")) {
    c.max_cost_usd = ParsePositive(f.max_cost_usd, "", "--max-cost-usd");
  }
  if (given(f.max_energy_kwh, "max_energy_kwh", "--max-energy-kwh")) {
    c.max_energy_kwh = ParsePositive(f.max_energy_kwh, "", "--max-energy-kwh");
  }
  return c;
}

}  // namespace shoal::cli
