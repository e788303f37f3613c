#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "core/atomic_file.h"
#include "core/error.h"
#include "core/hardware.h"
#include "fakes.h"
#include "profiler/collective_sweep.h"
#include "profiler/compute_sweep.h"
#include "profiler/cpu_compute.h"
#include "profiler/error.h"
#include "profiler/profile_builder.h"
#include "profiler/profile_run.h"
#include "profiler/rapl_energy.h"

using namespace shoal;
using namespace shoal::profiler;
using shoal::profiler::testing::FakeCollectiveBackend;
using shoal::profiler::testing::FakeComputeBackend;

namespace {

namespace fs = std::filesystem;

fs::path TempDir(const std::string& name) {
  fs::path p =
      fs::temp_directory_path() / ("shoal_profiler_" + name + "_" + std::to_string(::getpid()));
  fs::create_directories(p);
  return p;
}

ComputeSweepOptions SmallCompute() {
  ComputeSweepOptions o;
  GemmShapeSpace space = GpuShapeSpace(true);
  o.shapes = ShapesOf(space);
  o.gemm_repeat = {
      .warmup_ops = 1, .min_repetitions = 3, .repetitions = 3, .budget_s = 1, .min_sample_s = 0};
  o.stream_array_bytes = 64 * kMiB;
  o.stream_repeat = o.gemm_repeat;
  o.idle_energy_s = 0;
  return o;
}

std::vector<CollectiveSample> FakeCollectives(int ranks) {
  LocalAgreement all;
  CollectiveSweepOptions o;
  o.min_bytes = kKiB;
  o.max_bytes = kMiB;
  o.repeat = {
      .warmup_ops = 1, .min_repetitions = 3, .repetitions = 3, .budget_s = 1, .min_sample_s = 0};
  std::vector<CollectiveSample> out;
  for (Collective c : AllCollectives()) {
    FakeCollectiveBackend group(0, ranks, 3e-6, 100e9);
    auto s = SweepCollective(group, all, c, "intra_node", o);
    out.insert(out.end(), s.begin(), s.end());
  }
  return out;
}

ProfileInputs Inputs(ComputeMeasurements compute, std::vector<CollectiveSample> collectives,
                     int ranks_per_node) {
  ProfileInputs in;
  in.name = "measured-test";
  in.description = "test";
  in.compute = std::move(compute);
  in.collectives = std::move(collectives);
  in.env.backend = "cuda";
  in.env.world_size = ranks_per_node;
  in.env.ranks_per_node = ranks_per_node;
  in.env.hosts = std::vector<std::string>(static_cast<size_t>(ranks_per_node), "host");
  in.env.date_utc = UtcNow();
  return in;
}

/// Writes `hw` the way `shoal profile` does and loads it through core's loader.
HardwareProfile WriteAndLoad(const HardwareProfile& hw, const std::string& name) {
  fs::path path = TempDir(name) / "profile.json";
  WriteFileAtomic(path.string(), HardwareProfileToJson(hw).dump(2));
  HardwareProfile loaded = LoadHardwareProfile(path.string());
  fs::remove_all(path.parent_path());
  return loaded;
}

}  // namespace

TEST_CASE("a profile of fake measurements loads through core's loader and round-trips") {
  FakeComputeBackend device;
  ComputeMeasurements compute = MeasureCompute(device, SmallCompute());
  REQUIRE(compute.gemms.size() == SmallCompute().shapes.size());
  CHECK(compute.triad.bytes_per_s == doctest::Approx(2e12));
  CHECK(compute.host_copy.bytes_per_s == doctest::Approx(50e9));
  CHECK(compute.launch.median_s == doctest::Approx(4e-6));
  CHECK(compute.exp.times_s.empty());  // a GPU backend does not time exp

  HardwareProfile hw = BuildProfile(Inputs(compute, FakeCollectives(8), 8));
  CHECK(hw.efficiency.gemm_max == doctest::Approx(0.8).epsilon(0.01).scale(0));
  CHECK(hw.efficiency.gemm_half_dim == doctest::Approx(64).epsilon(0.02).scale(0));
  CHECK(hw.efficiency.collective_fits.size() == 5);
  CHECK(hw.node.intra_topology == "nvswitch");  // 100 GB/s busbw >> 50 GB/s host copy
  CHECK(hw.node.nvlink_bandwidth_bytes_per_s == doctest::Approx(100e9).epsilon(0.01).scale(0));
  CHECK(hw.efficiency.memory_bandwidth == doctest::Approx(2.0 / 3.0).epsilon(0.01).scale(0));
  CHECK(hw.efficiency.exp_s == 0);  // not a bottleneck on GPUs
  CHECK(hw.sources["network"].get<std::string>().find("NO INTER-NODE") != std::string::npos);
  REQUIRE(hw.measured["gemm_fit_by_precision"].size() == 1);
  CHECK(hw.measured["gemm_fit_by_precision"][0]["precision"] == "bf16");

  HardwareProfile loaded = WriteAndLoad(hw, "roundtrip");
  CHECK(loaded.name == "measured-test");
  CHECK(loaded.node.gpus_per_node == 8);
  CHECK(loaded.gpu.peak_bf16_flops == doctest::Approx(100e12));
  CHECK(loaded.efficiency.gemm_table.size() == hw.efficiency.gemm_table.size());
  CHECK(loaded.efficiency.collective_fits.size() == 5);
  CHECK(loaded.measured["gemm"].size() == compute.gemms.size());
  Json a = HardwareProfileToJson(hw), b = HardwareProfileToJson(loaded);
  CHECK(a.dump() == b.dump());
}

TEST_CASE("a profile produced by the CPU backend loads through core's loader") {
  std::unique_ptr<ComputeBackend> cpu = MakeCpuComputeBackend(2);
  ComputeSweepOptions o;
  o.shapes = {{"ffn_up", 32, 64, 48, 1}, {"attention_score", 16, 16, 8, 2}};
  o.gemm_repeat = {.warmup_ops = 1,
                   .min_repetitions = 2,
                   .repetitions = 2,
                   .budget_s = 0.01,
                   .min_sample_s = 1e-5};
  o.stream_array_bytes = 256 * kKiB;
  o.stream_repeat = o.gemm_repeat;
  o.idle_energy_s = 0;
  ComputeMeasurements m = MeasureCompute(*cpu, o);
  REQUIRE(m.gemms.size() == 4);  // two shapes, in fp32 and fp64
  CHECK(m.device.arch == "cpu");
  CHECK(m.device.peak_flops.at(Precision::kFp32) > 1e8);
  CHECK(m.device.peak_flops.at(Precision::kFp64) ==
        doctest::Approx(m.device.peak_flops.at(Precision::kFp32) / 2));
  CHECK(m.gemms[0].flops_per_s > 0);
  CHECK(m.triad.bytes_per_s > 0);
  REQUIRE_FALSE(m.exp.times_s.empty());  // the CPU times its exp; GPUs do not

  ProfileInputs in = Inputs(m, FakeCollectives(2), 2);
  in.env.backend = "cpu";
  HardwareProfile loaded = WriteAndLoad(BuildProfile(in), "cpu");
  CHECK(loaded.gpu.arch == "cpu");
  CHECK(loaded.node.intra_topology == "pcie");
  CHECK(loaded.node.pcie_bandwidth_bytes_per_s == doctest::Approx(100e9).epsilon(0.01).scale(0));
  CHECK(loaded.gpu.peak_fp16_flops == loaded.gpu.peak_fp32_flops);
  CHECK(loaded.gpu.hbm_bytes == doctest::Approx(m.device.host_memory_bytes / 2));
  CHECK(loaded.efficiency.gemm_table.size() == 4);
  CHECK(loaded.gpu.PeakFlops(Precision::kFp64) > 0);
  // Eigen's exp: tens of picoseconds per element at the very least, and far
  // below a microsecond.
  CHECK(loaded.efficiency.exp_s > 1e-11);
  CHECK(loaded.efficiency.exp_s < 1e-6);
  CHECK(loaded.efficiency.exp_s ==
        doctest::Approx(m.exp.summary.median_s / (o.stream_array_bytes / sizeof(double))));
  CHECK(loaded.measured["power"]["available"] == (m.energy_source != ""));
}

TEST_CASE("a GEMM the backend cannot set up is skipped and recorded, the rest measured") {
  FakeComputeBackend device;
  device.refuse_m = 2048;
  ComputeMeasurements m = MeasureCompute(device, SmallCompute());
  size_t refused = 0;
  for (const auto& s : SmallCompute().shapes) refused += s.m == 2048 ? 1 : 0;
  REQUIRE(refused > 0);
  CHECK(m.skipped.size() == refused);
  CHECK(m.skipped[0].find("no kernel for m = 2048") != std::string::npos);
  CHECK(m.gemms.size() == SmallCompute().shapes.size() - refused);
  HardwareProfile hw = BuildProfile(Inputs(m, {}, 1));
  CHECK(hw.measured["gemm_skipped"].size() == refused);
}

TEST_CASE("one rank, no collectives: still a loadable profile, with notes") {
  FakeComputeBackend device;
  HardwareProfile hw = BuildProfile(Inputs(MeasureCompute(device, SmallCompute()), {}, 1));
  CHECK(hw.efficiency.collective_fits.empty());
  CHECK(hw.network.nic_bandwidth_bytes_per_s == doctest::Approx(50e9));
  HardwareProfile loaded = WriteAndLoad(hw, "single");
  CHECK(loaded.node.gpus_per_node == 1);
}

TEST_CASE("memory-bound power is metered over back-to-back triads alone") {
  // Filling the arrays and the host-link copies leave the GPU nearly idle; a
  // reading over the whole stream sweep averaged them in (187 W on an H100).
  FakeComputeBackend device;
  device.watts = 100;
  device.triad_watts = 300;
  ComputeSweepOptions o = SmallCompute();
  o.power_window_s = 0.5;
  ComputeMeasurements m = MeasureCompute(device, o);
  const EnergyReading* stream = nullptr;
  for (const auto& r : m.energy) {
    if (r.sweep == "stream") stream = &r;
  }
  REQUIRE(stream != nullptr);
  CHECK(stream->watts == doctest::Approx(300));
  CHECK(stream->seconds == doctest::Approx(0.5).epsilon(0.05).scale(0));
  o.power_window_s = 0;  // not measured
  m = MeasureCompute(device, o);
  for (const auto& r : m.energy) CHECK(r.sweep != "stream");
}

TEST_CASE("energy over the sweeps becomes per-device power") {
  FakeComputeBackend device;
  device.watts = 400;  // a package shared by the host's 2 ranks
  ComputeMeasurements m = MeasureCompute(device, SmallCompute());
  REQUIRE(m.energy.size() == 2);  // gemm_bf16, stream
  CHECK(m.energy[0].sweep == "gemm_bf16");
  CHECK(m.energy[0].joules > 0);
  m.energy = {{"gemm_bf16", 400, 1, 400}, {"idle", 100, 1, 100}};
  HardwareProfile hw = BuildProfile(Inputs(m, {}, 2));
  CHECK(hw.gpu.power_tdp_w == doctest::Approx(200));
  CHECK(hw.gpu.power_idle_w == doctest::Approx(50));
  ProfileInputs given = Inputs(m, {}, 2);
  given.tdp_w = 700;
  CHECK(BuildProfile(given).gpu.power_tdp_w == 700);
}

TEST_CASE("RAPL packages are summed and wrap-arounds counted") {
  fs::path dir = TempDir("rapl");
  auto write = [&](const std::string& domain, const std::string& file, double v) {
    fs::create_directories(dir / domain);
    std::ofstream(dir / domain / file) << v << "\n";
  };
  CHECK(MakeRaplEnergyMeter(dir.string()) == nullptr);
  write("intel-rapl:0", "energy_uj", 1e6);
  write("intel-rapl:0", "max_energy_range_uj", 10e6);
  write("intel-rapl:0:0", "energy_uj", 5e6);  // a sub-domain: not counted again
  write("intel-rapl:1", "energy_uj", 2e6);
  auto meter = MakeRaplEnergyMeter(dir.string());
  REQUIRE(meter != nullptr);
  CHECK_FALSE(meter->PerDevice());
  CHECK(*meter->ReadJoules() == doctest::Approx(3.0));
  write("intel-rapl:0", "energy_uj", 0.5e6);  // wrapped past 10 J
  CHECK(*meter->ReadJoules() == doctest::Approx(10.5 + 2.0));
  fs::remove_all(dir);
}

TEST_CASE("profile options are checked before anything runs") {
  ProfileOptions o;
  CHECK_NOTHROW(ValidateProfileOptions(o));
  o.backend = "tpu";
  CHECK_THROWS_AS(ValidateProfileOptions(o), InputError);
  o.backend = "cpu";
  o.min_bytes = kMiB;
  o.max_bytes = kKiB;
  CHECK_THROWS_WITH_AS(ValidateProfileOptions(o), doctest::Contains("min-bytes"), InputError);
  o.min_bytes = 0;
  o.max_bytes = 0;
  o.collectives = {"all_reduce", "broadcast"};
  CHECK_THROWS_WITH_AS(ValidateProfileOptions(o), doctest::Contains("broadcast"), InputError);
  o.collectives = {};
  o.backend = "cuda";
  if (!HaveCudaBackend()) CHECK_THROWS_AS(ValidateProfileOptions(o), InputError);
  double b = 0;
  CHECK(ParseBytes("64KiB", &b));
  CHECK(b == 65536);
  CHECK(ParseBytes("1GiB", &b));
  CHECK(b == kGiB);
  CHECK(ParseBytes("4096", &b));
  CHECK(b == 4096);
  CHECK_FALSE(ParseBytes("lots", &b));
  CHECK_FALSE(ParseBytes("1KB", &b));
  CHECK_FALSE(ParseBytes("-4", &b));
}
