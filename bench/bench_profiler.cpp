// bench_profiler (`make bench`): this machine's CPU-backend figures.
//  1. In process: Eigen fp32 GEMM GFLOP/s over the CPU shape set (one thread,
//     as one rank of `shoal profile --backend cpu` runs), the measured fp32
//     peak and the STREAM triad.
//  2. `mpirun -np 2 shoal profile --backend cpu` (all_reduce and send_recv,
//     1 KiB .. 64 MiB): all-reduce bus bandwidth for 2 ranks, size by size.
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "core/json_reader.h"
#include "profiler/compute_sweep.h"
#include "profiler/cpu_compute.h"

using namespace shoal;
using namespace shoal::profiler;

namespace {

void ComputeFigures() {
  std::unique_ptr<ComputeBackend> cpu = MakeCpuComputeBackend(1);
  ComputeSweepOptions o;
  o.shapes = ShapesOf(CpuShapeSpace(false));
  o.gemm_repeat = {.warmup_ops = 2,
                   .min_repetitions = 3,
                   .repetitions = 10,
                   .budget_s = 0.3,
                   .min_sample_s = 1e-3};
  o.stream_array_bytes = 256 * kMiB;
  o.stream_repeat = {.warmup_ops = 1,
                     .min_repetitions = 3,
                     .repetitions = 10,
                     .budget_s = 1.0,
                     .min_sample_s = 1e-3};
  o.idle_energy_s = 0;
  ComputeMeasurements m = MeasureCompute(*cpu, o);
  std::printf("device: %s, fp32 peak %.2f GFLOP/s (%s)\n", m.device.name.c_str(),
              m.device.peak_flops[Precision::kFp32] / 1e9, m.device.peak_method.c_str());
  double best = 0;
  for (const auto& g : m.gemms) {
    std::printf(
        "  gemm %-16s %5lld x %5lld x %5lld x%lld  median %9.1f us  p95 %9.1f us  "
        "%7.2f GFLOP/s  eff %.3f\n",
        g.shape.kind.c_str(), static_cast<long long>(g.shape.m), static_cast<long long>(g.shape.n),
        static_cast<long long>(g.shape.k), static_cast<long long>(g.shape.batch),
        g.summary.median_s / kMicro, g.summary.p95_s / kMicro, g.flops_per_s / 1e9, g.efficiency);
    best = std::max(best, g.flops_per_s);
  }
  std::printf("GEMM fp32 best: %.2f GFLOP/s (one thread)\n", best / 1e9);
  std::printf("STREAM triad: %.2f GB/s; memcpy: %.2f GB/s\n", m.triad.bytes_per_s / kGB,
              m.host_copy.bytes_per_s / kGB);
}

int CollectiveFigures() {
  namespace fs = std::filesystem;
  fs::path shoal = fs::read_symlink("/proc/self/exe").parent_path().parent_path() / "cli" / "shoal";
  if (!fs::exists(shoal)) {
    std::printf("no %s: skipping the MPI figures\n", shoal.c_str());
    return 0;
  }
  fs::path out =
      fs::temp_directory_path() / ("bench_profiler_" + std::to_string(getpid()) + ".json");
  setenv("OMPI_ALLOW_RUN_AS_ROOT", "1", 0);
  setenv("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1", 0);
  std::string cmd = "mpirun -np 2 --oversubscribe --mca btl self,vader,tcp '" + shoal.string() +
                    "' profile --backend cpu --quick --collectives all_reduce send_recv "
                    "--max-bytes 64MiB --out '" +
                    out.string() + "' > /dev/null";
  std::printf("$ %s\n", cmd.c_str());
  if (std::system(cmd.c_str()) != 0) {
    std::printf("mpirun failed\n");
    return 1;
  }
  Json j = LoadJsonFile(out.string());
  fs::remove(out);
  std::printf("MPI collectives, 2 ranks (%s):\n",
              j["measured"]["environment"]["collective_library"].get<std::string>().c_str());
  for (const auto& s : j["measured"]["collectives"]) {
    std::printf(
        "  %-10s %10.0f B  median %9.1f us  p95 %9.1f us  algbw %6.2f GB/s  busbw %6.2f GB/s\n",
        s["collective"].get<std::string>().c_str(), s["bytes"].get<double>(),
        s["median_us"].get<double>(), s["p95_us"].get<double>(), s["algbw_gb_per_s"].get<double>(),
        s["busbw_gb_per_s"].get<double>());
  }
  for (const auto& f : j["efficiency"]["collectives"]) {
    std::printf("fit %-10s %d ranks: latency %.2f us, bus bandwidth %.2f GB/s\n",
                f["collective"].get<std::string>().c_str(), f["ranks"].get<int>(),
                f["latency_us"].get<double>(), f["bus_gb_per_s"].get<double>());
  }
  return 0;
}

}  // namespace

int main() {
  ComputeFigures();
  return CollectiveFigures();
}
