#include "profiler/profile_run.h"

#include <cmath>
#include <cstdio>
#include <iostream>
#include <memory>
#include <stdexcept>

#include "core/atomic_file.h"
#include "core/error.h"
#include "core/hardware.h"
#include "profiler/collective_sweep.h"
#include "profiler/compute_sweep.h"
#include "profiler/cpu_compute.h"
#include "profiler/cuda_hooks.h"
#include "profiler/error.h"
#include "profiler/mpi_session.h"
#include "profiler/profile_builder.h"

namespace shoal::profiler {
namespace {

/// Set by InstallCudaProfilerHooks (the shoal-cuda executable); empty otherwise.
CudaProfilerHooks& CudaHooks() {
  static CudaProfilerHooks hooks;
  return hooks;
}

double MinBytes(const ProfileOptions& o) { return o.min_bytes > 0 ? o.min_bytes : kKiB; }
double MaxBytes(const ProfileOptions& o) {
  return o.max_bytes > 0 ? o.max_bytes : (o.quick ? kMiB : kGiB);
}

std::vector<Collective> CollectivesOf(const ProfileOptions& o) {
  if (o.collectives.empty()) return AllCollectives();
  std::vector<Collective> out;
  for (const auto& name : o.collectives) {
    Collective c;
    ParseCollective(name, &c);
    out.push_back(c);
  }
  return out;
}

ComputeSweepOptions ComputeOptionsFor(const ProfileOptions& o) {
  ComputeSweepOptions c;
  bool gpu = o.backend == "cuda";
  c.shapes = ShapesOf(gpu ? GpuShapeSpace(o.quick) : CpuShapeSpace(o.quick));
  c.gemm_repeat = {.warmup_ops = 2,
                   .min_repetitions = 3,
                   .repetitions = o.quick ? 5 : 10,
                   .budget_s = o.quick ? 0.05 : 0.3,
                   .min_sample_s = gpu ? 1e-3 : 1e-4};
  c.stream_array_bytes = gpu ? (o.quick ? 256 : 1024) * kMiB : (o.quick ? 64 : 256) * kMiB;
  c.stream_repeat = {.warmup_ops = 1,
                     .min_repetitions = 3,
                     .repetitions = o.quick ? 5 : 10,
                     .budget_s = o.quick ? 0.2 : 1.0,
                     .min_sample_s = 1e-3};
  c.idle_energy_s = o.quick ? 0.5 : 2.0;
  c.power_window_s = o.quick ? 0.5 : 2.0;
  return c;
}

CollectiveSweepOptions CollectiveOptionsFor(const ProfileOptions& o) {
  CollectiveSweepOptions c;
  c.min_bytes = MinBytes(o);
  c.max_bytes = MaxBytes(o);
  c.size_factor = 2.0;
  if (o.quick) {
    c.repeat = {.warmup_ops = 2,
                .min_repetitions = 3,
                .repetitions = 5,
                .budget_s = 0.2,
                .min_sample_s = 20e-6};
  }
  return c;
}

std::unique_ptr<ComputeBackend> MakeCompute(const ProfileOptions& o, const MpiLayout& layout) {
  if (o.backend == "cuda") return CudaHooks().make_compute(layout.local_rank);
  return MakeCpuComputeBackend(layout.local_size);
}

std::unique_ptr<CollectiveBackend> MakeCollectives(const ProfileOptions& o, MPI_Comm comm,
                                                   const MpiLayout& layout) {
  if (o.backend == "cuda") return CudaHooks().make_collectives(comm, layout.local_rank);
  return MakeMpiCollectiveBackend(comm);
}

/// Runs `fn` on every process; when it throws on any, every process throws
/// (the failing ones their own error), so none waits in a collective forever.
template <typename Fn>
void Together(Agreement& all, Fn&& fn) {
  std::exception_ptr failure;
  try {
    fn();
  } catch (...) {
    failure = std::current_exception();
  }
  if (all.AnyProcess(failure != nullptr)) {
    if (failure) std::rethrow_exception(failure);
    throw ProfileError("another rank failed (its error is printed above)");
  }
}

void PrintSummary(const HardwareProfile& hw, const ProfileInputs& in, std::ostream& out) {
  char line[256];
  const auto& c = in.compute;
  out << "shoal profile: " << in.env.backend << ", " << in.env.world_size << " ranks on "
      << in.env.nodes << " node(s), device " << hw.gpu.name << "\n";
  std::snprintf(line, sizeof line, "  peak fp32            %10.2f GFLOP/s (%s)\n",
                hw.gpu.peak_fp32_flops / 1e9, c.device.peak_method.c_str());
  out << line;
  for (Precision p :
       {Precision::kFp64, Precision::kFp32, Precision::kFp16, Precision::kBf16, Precision::kFp8}) {
    const GemmMeasurement* best = nullptr;
    std::vector<double> eff;
    for (const auto& g : c.gemms) {
      if (g.precision != p) continue;
      eff.push_back(g.efficiency);
      if (!best || g.flops_per_s > best->flops_per_s) best = &g;
    }
    if (!best) continue;
    std::snprintf(line, sizeof line,
                  "  gemm %-4s %3zu shapes: best %10.2f GFLOP/s (%s %lldx%lldx%lld x%lld), "
                  "median efficiency %.3f\n",
                  PrecisionName(p), eff.size(), best->flops_per_s / 1e9, best->shape.kind.c_str(),
                  static_cast<long long>(best->shape.m), static_cast<long long>(best->shape.n),
                  static_cast<long long>(best->shape.k), static_cast<long long>(best->shape.batch),
                  Percentile(eff, 0.5));
    out << line;
  }
  std::snprintf(line, sizeof line, "  stream triad         %10.2f GB/s;  host copy %.2f GB/s\n",
                c.triad.bytes_per_s / kGB, c.host_copy.bytes_per_s / kGB);
  out << line;
  for (size_t i = 0; i < in.collectives.size(); ++i) {  // each series' largest message
    const auto& s = in.collectives[i];
    bool last = i + 1 == in.collectives.size() ||
                in.collectives[i + 1].collective != s.collective ||
                in.collectives[i + 1].scope != s.scope || in.collectives[i + 1].ranks != s.ranks;
    if (!last) continue;
    std::snprintf(
        line, sizeof line,
        "  %-14s %-10s %3d ranks %10.0f B: median %9.1f us, algbw %7.2f GB/s, busbw %7.2f GB/s\n",
        CollectiveName(s.collective), s.scope.c_str(), s.ranks, s.bytes,
        s.summary.median_s / kMicro, s.algbw_bytes_per_s / kGB, s.busbw_bytes_per_s / kGB);
    out << line;
  }
  for (const auto& f : hw.efficiency.collective_fits) {
    std::snprintf(line, sizeof line,
                  "  fit %-14s %-10s %3d ranks: latency %8.2f us, busbw %7.2f GB/s\n",
                  f.collective.c_str(), f.scope.c_str(), f.ranks, f.latency_s / kMicro,
                  f.bus_bandwidth_bytes_per_s / kGB);
    out << line;
  }
  std::snprintf(line, sizeof line, "  gemm fit: gemm_max %.3f, gemm_half_dim %.1f; power: %s\n",
                hw.efficiency.gemm_max, hw.efficiency.gemm_half_dim,
                c.energy_source.empty() ? "unavailable" : c.energy_source.c_str());
  out << line;
}

}  // namespace

void InstallCudaProfilerHooks(const CudaProfilerHooks& hooks) {
  if (!hooks.device_count || !hooks.make_compute) {
    throw std::logic_error("InstallCudaProfilerHooks: device_count and make_compute must be set");
  }
  CudaHooks() = hooks;
}

bool HaveCudaBackend() { return CudaHooks().make_compute != nullptr; }

bool ParseBytes(const std::string& text, double* bytes) {
  size_t used = 0;
  double value = 0;
  try {
    value = std::stod(text, &used);
  } catch (const std::exception&) {
    return false;
  }
  std::string unit = text.substr(used);
  double scale = 0;
  if (unit.empty() || unit == "B") scale = 1;
  if (unit == "KiB" || unit == "K") scale = kKiB;
  if (unit == "MiB" || unit == "M") scale = kMiB;
  if (unit == "GiB" || unit == "G") scale = kGiB;
  if (scale == 0 || !std::isfinite(value) || value <= 0) return false;
  *bytes = value * scale;
  return true;
}

void ValidateProfileOptions(const ProfileOptions& o) {
  if (o.backend != "cpu" && o.backend != "cuda") {
    throw InputError("--backend", "", "cpu or cuda (got \"" + o.backend + "\")");
  }
  if (o.backend == "cuda" && !HaveCudaBackend()) {
    throw InputError("--backend cuda", "",
                     "a shoal built with the CUDA Toolkit, cuBLAS and NCCL (this one was built "
                     "without them); use --backend cpu");
  }
  if (o.backend == "cuda" && !o.skip_collectives && !CudaHooks().make_collectives) {
    throw InputError("--backend cuda", "",
                     "NCCL for the collectives (this shoal-cuda was built without NCCL); pass "
                     "--no-collectives to measure GEMMs, bandwidth and power only");
  }
  if (o.backend == "cuda") {
    std::string why;
    if (CudaHooks().device_count(&why) == 0) {
      throw InputError("--backend cuda", "",
                       "a visible CUDA device (none: " + why + "); use --backend cpu");
    }
  }
  if (MinBytes(o) < 4 || MinBytes(o) > MaxBytes(o)) {
    throw InputError("--min-bytes/--max-bytes", "",
                     "4 <= min-bytes <= max-bytes (got " + std::to_string(MinBytes(o)) + " and " +
                         std::to_string(MaxBytes(o)) + ")");
  }
  if (MaxBytes(o) > 2 * kGiB) {
    throw InputError("--max-bytes", "", "at most 2GiB (fp32 counts must fit an MPI int)");
  }
  for (const auto& name : o.collectives) {
    Collective c;
    if (!ParseCollective(name, &c)) {
      throw InputError(
          "--collectives", "",
          "all_reduce, all_gather, reduce_scatter, all_to_all or send_recv (got \"" + name + "\")");
    }
  }
  if (!o.intra_topology.empty() && o.intra_topology != "nvswitch" &&
      o.intra_topology != "hybrid_cube_mesh" && o.intra_topology != "pcie") {
    throw InputError("--intra-topology", "", "nvswitch, hybrid_cube_mesh or pcie");
  }
  if (o.tdp_w < 0 || o.usd_per_gpu_hour < 0) {
    throw InputError("--tdp-w/--usd-per-gpu-hour", "", "a non-negative number");
  }
}

void RunProfile(const ProfileOptions& o, std::ostream& summary) {
  ValidateProfileOptions(o);
  MpiSession mpi;
  MpiLayout layout;
  MpiAgreement all;

  std::unique_ptr<ComputeBackend> compute;
  Together(all, [&] { compute = MakeCompute(o, layout); });

  ProfileInputs in;
  in.env.backend = o.backend;
  in.env.world_size = layout.world_size;
  in.env.nodes = layout.nodes;
  in.env.ranks_per_node = layout.local_size;
  in.env.hosts = layout.hosts;
  in.env.argv = o.argv;
  in.env.date_utc = UtcNow();
  in.env.quick = o.quick;
  in.tdp_w = o.tdp_w;
  in.usd_per_gpu_hour = o.usd_per_gpu_hour;
  in.intra_topology = o.intra_topology;
  in.name = o.name.empty() ? "measured-" + o.backend + "-" + layout.hosts.front() : o.name;

  CheckMpi(MPI_Barrier(MPI_COMM_WORLD), "MPI_Barrier");
  Together(all, [&] { in.compute = MeasureCompute(*compute, ComputeOptionsFor(o)); });
  compute.reset();

  if (!o.skip_collectives) {
    struct Group {
      MPI_Comm comm;
      const char* scope;
    };
    std::vector<Group> groups;
    if (layout.min_local_size >= 2) groups.push_back({layout.local, "intra_node"});
    if (layout.nodes >= 2) {
      groups.push_back({MPI_COMM_WORLD, "inter_node"});
      if (layout.min_local_size >= 2) groups.push_back({layout.rail, "inter_node"});
    }
    CollectiveSweepOptions copts = CollectiveOptionsFor(o);
    for (const Group& g : groups) {
      std::unique_ptr<CollectiveBackend> backend;
      Together(all, [&] { backend = MakeCollectives(o, g.comm, layout); });
      if (in.env.collective_library.empty()) {
        in.env.collective_library = o.backend == "cuda" ? backend->Name() : MpiLibraryVersion();
      }
      for (Collective c : CollectivesOf(o)) {
        auto samples = SweepCollective(*backend, all, c, g.scope, copts);
        in.collectives.insert(in.collectives.end(), samples.begin(), samples.end());
      }
    }
  }
  if (in.env.collective_library.empty()) in.env.collective_library = MpiLibraryVersion();

  if (layout.world_rank != 0) return;
  in.description = "Measured by shoal profile (" + o.backend + " backend, " +
                   std::to_string(layout.world_size) + " ranks on " + std::to_string(layout.nodes) +
                   " node(s)) on " + in.env.date_utc;
  HardwareProfile hw = BuildProfile(in);
  Json j = HardwareProfileToJson(hw);
  {
    // What we write must load: the same strict reader `--hardware` uses.
    JsonReader r(j, o.out_path.empty() ? "<profile>" : o.out_path);
    ReadHardwareProfile(r);
  }
  std::string text = j.dump(2) + "\n";
  if (o.out_path.empty()) {
    std::cout << text;
    std::cout.flush();
  } else {
    WriteFileAtomic(o.out_path, text);
  }
  PrintSummary(hw, in, summary);
  if (!o.out_path.empty()) summary << "  wrote " << o.out_path << "\n";
}

}  // namespace shoal::profiler
