// ZeRO-Infinity's NVMe offload (simulator/nvme_offload.h): the node's drives
// in hardware profiles, where the offloaded state lives, and what the step
// spends streaming it.
#include <doctest/doctest.h>

#include <string>

#include "core/error.h"
#include "core/hardware.h"
#include "core/json_reader.h"
#include "core/plan.h"
#include "core/scenario.h"
#include "simulator/memory_model.h"
#include "simulator/nvme_offload.h"
#include "simulator/plan_costs.h"
#include "simulator/simulate.h"

using namespace shoal;
using namespace shoal::sim;

namespace {

Scenario Gpt3() {
  return LoadScenario(std::string(SHOAL_SOURCE_DIR) + "/scenarios/gpt3-175b-1024-a100.json");
}

// GPT-3 175B on one DGX A100 (8 GPUs), ZeRO-3, everything offloaded: 21.9B
// parameters per GPU, more than DeepSpeed keeps in host memory (max_in_cpu).
Plan EightGpuZero3(const Scenario& s) {
  Plan p = *s.plan;
  p.dp = 8;
  p.tp = p.pp = 1;
  p.sequence_parallel = false;
  p.global_batch_size = 8;
  p.zero_stage = 3;
  p.offload_optimizer = p.offload_params = p.offload_grads = true;
  return p;
}

}  // namespace

TEST_CASE(
    "NVMe offload: the state leaves host memory for the drives, but the pinned swap buffers") {
  const Scenario s = Gpt3();
  const HardwareProfile& hw = s.hardware;
  REQUIRE(hw.node.HasNvme());
  Plan p = EightGpuZero3(s);
  const auto stages = AssignLayers(s.model, p);
  const MemoryBreakdown cpu = StageMemory(s.model, hw, p, stages[0], 0);
  p.offload_device = OffloadDevice::kNvme;
  const MemoryBreakdown nvme = StageMemory(s.model, hw, p, stages[0], 0);
  // The GPU holds the same either way.
  CHECK(nvme.TotalBytes() == doctest::Approx(cpu.TotalBytes()));
  CHECK(cpu.nvme_bytes == 0);
  // The rank's 16-bit parameters and its optimizer state: the optimizer
  // offload alone gives the latter.
  Plan opt_only = p;
  opt_only.offload_params = opt_only.offload_grads = false;
  opt_only.offload_device = OffloadDevice::kCpu;
  const double optimizer = StageMemory(s.model, hw, opt_only, stages[0], 0).host_bytes;
  const double trained = optimizer / OptimizerStateBytesPerParam(p);
  const double weight_b = BytesFor(p).weights;
  const double params = cpu.host_bytes - optimizer;
  CHECK(params == doctest::Approx(trained * weight_b));
  REQUIRE(trained > kParamsKeptInHost);
  // DeepSpeed's defaults: max_in_cpu parameters stay in host memory beside
  // 5 x 1e8-element 16-bit parameter buffers and 4 fp32 optimizer buffers
  // of one sub-group (1e9 elements); the rest is on NVMe.
  const double kept = kParamsKeptInHost * weight_b;
  CHECK(nvme.nvme_bytes == doctest::Approx(optimizer + params - kept));
  CHECK(nvme.host_bytes == doctest::Approx(kept + 5 * 1e8 * 2.0 + 4 * 1e9 * 4.0));
  CHECK(nvme.host_bytes < 0.1 * cpu.host_bytes);
  CHECK(NvmeBytesPerNode(nvme, hw, p) == doctest::Approx(8 * nvme.nvme_bytes));
  CHECK(HostBytesPerNode(nvme, hw, p) == doctest::Approx(8 * nvme.host_bytes));
}

TEST_CASE("NVMe offload: a small sub-group or partition shrinks the swap buffers with it") {
  const NvmeOffloadSplit s = SplitNvmeOffload(16e6, 1e6, 2e6, 2.0);
  CHECK(s.nvme_bytes == 16e6);  // the 1e6 parameters all fit in max_in_cpu: none on NVMe
  CHECK(s.host_bytes == doctest::Approx(4 * 1e6 * 4.0 + 2e6 + 5 * 1e8 * 2.0));
  const NvmeOffloadSplit none = SplitNvmeOffload(0, 0, 0, 2.0);
  CHECK(none.host_bytes == 0);
  CHECK(none.nvme_bytes == 0);
}

TEST_CASE("NVMe offload: the step reads and writes the state at the node's bandwidth, shared") {
  const Scenario s = Gpt3();
  HardwareProfile hw = s.hardware;
  hw.node.nvme_read_bytes_per_s = 1e9;
  hw.node.nvme_write_bytes_per_s = 0.5e9;
  hw.node.host_memory_bandwidth_bytes_per_s = 1e15;  // the CPU Adam all but free: NVMe binds
  Plan p = EightGpuZero3(s);
  const double gpus = hw.node.gpus_per_node;
  REQUIRE(p.NumGpus() >= gpus);
  const double read = hw.node.nvme_read_bytes_per_s / gpus;
  const double write = hw.node.nvme_write_bytes_per_s / gpus;
  const double dense = 16e9;  // 2e9 per rank under ZeRO-3 over 8
  const double local = dense / 8;
  const double weight_b = BytesFor(p).weights;
  const double nvme_params = (local - kParamsKeptInHost) * weight_b;

  SUBCASE("optimizer state: read once, written back once, beside the CPU Adam") {
    p.offload_params = p.offload_grads = false;
    const OptimizerCost host = OptimizerSeconds(hw, p, dense, 0, 8);
    p.offload_device = OffloadDevice::kNvme;
    const OptimizerCost on_nvme = OptimizerSeconds(hw, p, dense, 0, 8);
    const double state = local * OptimizerStateBytesPerParam(p);
    const double nvme_s = state / read + state / write;
    CHECK(NvmeOptimizerSeconds(NvmeShareOf(hw, p), state, 0) == doctest::Approx(nvme_s));
    // max(Adam, NVMe) replaces Adam; Adam is a few microseconds here.
    CHECK(on_nvme.offload_s - host.offload_s == doctest::Approx(nvme_s).epsilon(1e-4).scale(0));
    CHECK(on_nvme.gpu_s == 0);
    // With a slow host, the CPU Adam hides the drives instead.
    hw.node.host_memory_bandwidth_bytes_per_s = 1e6;
    const OptimizerCost slow_host = OptimizerSeconds(hw, p, dense, 0, 8);
    p.offload_device = OffloadDevice::kCpu;
    CHECK(slow_host.offload_s == doctest::Approx(OptimizerSeconds(hw, p, dense, 0, 8).offload_s));
  }
  SUBCASE("parameters: read per forward and backward of every micro-batch, written once") {
    p.offload_optimizer = p.offload_grads = false;
    const OptimizerCost host = OptimizerSeconds(hw, p, dense, 0, 8);
    p.offload_device = OffloadDevice::kNvme;
    const OptimizerCost on_nvme = OptimizerSeconds(hw, p, dense, 0, 8);
    const double micro = p.NumMicroBatches();
    const double up = local * BytesFor(p).activation / hw.node.pcie_bandwidth_bytes_per_s;
    REQUIRE(nvme_params / read > up);  // the drives bind, not PCIe
    CHECK(on_nvme.offload_s - host.offload_s ==
          doctest::Approx(micro * 2.0 * (nvme_params / read - up) + nvme_params / write));
  }
}

TEST_CASE("NVMe offload: the drives' capacity and presence decide feasibility") {
  const Scenario s = Gpt3();
  Plan p = EightGpuZero3(s);
  p.offload_device = OffloadDevice::kNvme;
  HardwareProfile hw = s.hardware;
  StepResult fits = SimulateStep(s.model, hw, p);
  INFO(fits.infeasible_reason);
  CHECK(fits.feasible);
  CHECK(fits.breakdown.at("offload_s") > 0);
  CHECK(fits.stages[0].memory.nvme_bytes > 0);
  hw.node.nvme_bytes = 1e12;  // 1 TB for 8 x ~300 GB
  StepResult full = SimulateStep(s.model, hw, p);
  CHECK_FALSE(full.feasible);
  CHECK(full.infeasible_reason.find("TB of NVMe per node of 1.00 TB") != std::string::npos);
  hw.node.nvme_bytes = hw.node.nvme_read_bytes_per_s = hw.node.nvme_write_bytes_per_s = 0;
  StepResult none = SimulateStep(s.model, hw, p);
  CHECK_FALSE(none.feasible);
  CHECK(none.infeasible_reason.find("needs the node's NVMe") != std::string::npos);
  // A plan file asking for NVMe on such nodes is refused when read.
  Scenario bare = s;
  bare.hardware = hw;
  CHECK_THROWS_WITH_AS(CheckPlan(p, bare, "s.json", "$.plan"),
                       doctest::Contains("$.plan.offload_device"), InputError);
}

TEST_CASE("NVMe offload: profiles read the node's drives strictly and write them back") {
  const HardwareProfile dgx1 = ResolveHardware("v100-32gb");
  CHECK(dgx1.node.nvme_bytes == doctest::Approx(7.68e12));  // 4 x 1.92 TB SSD, RAID 0
  CHECK(dgx1.node.nvme_read_bytes_per_s > dgx1.node.nvme_write_bytes_per_s);
  for (const auto& name : BundledHardwareNames()) {
    CAPTURE(name);
    const HardwareProfile hw = ResolveHardware(name);
    if (!hw.node.HasNvme()) continue;
    CHECK(hw.sources.contains("node.nvme_tb"));
    CHECK(hw.sources.contains("node.nvme_bandwidth"));
  }
  for (const char* name : {"v100-32gb", "a100-40gb", "a100-80gb", "h100", "b200"}) {
    CAPTURE(name);
    CHECK(ResolveHardware(name).node.HasNvme());
  }
  // Round trip through the profile JSON.
  Json j = HardwareProfileToJson(dgx1);
  JsonReader r(j, "p.json");
  const HardwareProfile back = ReadHardwareProfile(r);
  CHECK(back.node.nvme_bytes == doctest::Approx(dgx1.node.nvme_bytes));
  CHECK(back.node.nvme_write_bytes_per_s == doctest::Approx(dgx1.node.nvme_write_bytes_per_s));
  // A capacity without bandwidths, or bandwidths without a capacity, name the key.
  Json no_write = j;
  no_write["node"]["nvme_write_gb_per_s"] = 0;
  JsonReader r2(no_write, "p.json");
  CHECK_THROWS_WITH_AS(ReadHardwareProfile(r2), doctest::Contains("$.node.nvme_write_gb_per_s"),
                       InputError);
  Json no_drive = j;
  no_drive["node"]["nvme_tb"] = 0;
  JsonReader r3(no_drive, "p.json");
  CHECK_THROWS_WITH_AS(ReadHardwareProfile(r3), doctest::Contains("$.node.nvme_read_gb_per_s"),
                       InputError);
}

TEST_CASE("NVMe offload: plan files carry offload_device only when it is nvme") {
  Plan p;
  p.global_batch_size = 8;
  CHECK_FALSE(PlanToJson(p).contains("offload_device"));
  p.zero_stage = 3;
  p.offload_optimizer = true;
  p.offload_device = OffloadDevice::kNvme;
  const Json j = PlanToJson(p);
  CHECK(j["offload_device"] == "nvme");
  JsonReader r(j, "plan.json");
  CHECK(ReadPlan(r, 0).offload_device == OffloadDevice::kNvme);
  CHECK(p.Summary().find(" nvme") != std::string::npos);
}
