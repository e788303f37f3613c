#include "profiler/profile_builder.h"

#include <algorithm>
#include <ctime>
#include <map>
#include <numeric>
#include <tuple>

#include "profiler/error.h"
#include "profiler/fit.h"

namespace shoal::profiler {
namespace {

constexpr double kNominalCpuCoreW = 5.0;  // server CPUs: ~3-6 W per core at TDP

Json TimesJson(const TimingSummary& s) {
  return {{"median_us", s.median_s / kMicro},
          {"p95_us", s.p95_s / kMicro},
          {"min_us", s.min_s / kMicro},
          {"samples", s.count}};
}

Json GemmJson(const GemmMeasurement& g) {
  Json j = {{"kind", g.shape.kind},
            {"m", g.shape.m},
            {"n", g.shape.n},
            {"k", g.shape.k},
            {"batch", g.shape.batch},
            {"precision", PrecisionName(g.precision)},
            {"ops_per_sample", g.ops_per_sample},
            {"tflops", g.flops_per_s / kTera},
            {"efficiency", g.efficiency}};
  j.update(TimesJson(g.summary));
  return j;
}

Json RateJson(const RateMeasurement& r) {
  Json j = {
      {"bytes", r.bytes}, {"gb_per_s", r.bytes_per_s / kGB}, {"ops_per_sample", r.ops_per_sample}};
  j.update(TimesJson(r.summary));
  return j;
}

Json CollectiveJson(const CollectiveSample& s) {
  Json j = {{"collective", CollectiveName(s.collective)},
            {"scope", s.scope},
            {"ranks", s.ranks},
            {"bytes", s.bytes},
            {"ops_per_sample", s.ops_per_sample},
            {"algbw_gb_per_s", s.algbw_bytes_per_s / kGB},
            {"busbw_gb_per_s", s.busbw_bytes_per_s / kGB}};
  j.update(TimesJson(s.summary));
  return j;
}

Json GemmFitJson(Precision p, const GemmEfficiencyFit& fit) {
  return {{"precision", PrecisionName(p)},
          {"gemm_max", fit.gemm_max},
          {"gemm_half_dim", fit.gemm_half_dim},
          {"max_relative_error", fit.max_relative_error}};
}

const CollectiveFit* FindFit(const std::vector<CollectiveFit>& fits, const std::string& name,
                             const std::string& scope) {
  const CollectiveFit* best = nullptr;
  for (const auto& f : fits) {
    if (f.collective == name && f.scope == scope && (!best || f.ranks > best->ranks)) best = &f;
  }
  return best;
}

/// The precision the simulator's gemm_max describes: bf16, else fp16, else fp32.
Precision PrimaryPrecision(const std::vector<GemmSample>& table) {
  for (Precision p : {Precision::kBf16, Precision::kFp16, Precision::kFp32}) {
    for (const auto& s : table) {
      if (s.precision == p) return p;
    }
  }
  return Precision::kFp32;
}

}  // namespace

std::string UtcNow() {
  std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return text;
}

std::vector<CollectiveFit> FitCollectives(const std::vector<CollectiveSample>& samples,
                                          Json* fit_details) {
  using Key = std::tuple<std::string, std::string, int>;
  std::map<Key, std::pair<Collective, std::vector<const CollectiveSample*>>> groups;
  for (const auto& s : samples) {
    auto& g = groups[Key{CollectiveName(s.collective), s.scope, s.ranks}];
    g.first = s.collective;
    g.second.push_back(&s);
  }
  std::vector<CollectiveFit> fits;
  for (const auto& [key, group] : groups) {
    std::vector<double> bytes, times;
    for (const auto* s : group.second) {
      bytes.push_back(s->bytes);
      times.push_back(s->summary.median_s);
    }
    LinearTimeFit fit = FitLinearTime(bytes, times);
    fits.push_back(ToCollectiveFit(group.first, std::get<1>(key), std::get<2>(key), fit));
    if (fit_details) {
      fit_details->push_back({{"collective", std::get<0>(key)},
                              {"scope", std::get<1>(key)},
                              {"ranks", std::get<2>(key)},
                              {"latency_us", fit.latency_s / kMicro},
                              {"bus_gb_per_s", fits.back().bus_bandwidth_bytes_per_s / kGB},
                              {"sizes", bytes.size()},
                              {"max_relative_error", fit.max_relative_error},
                              {"latency_clamped_to_zero", fit.latency_clamped}});
    }
  }
  return fits;
}

namespace {

// The fitted GEMM law, kept for the profile's raw-sample record.
struct GemmFitRecord {
  Precision primary = Precision::kFp32;
  GemmEfficiencyFit law;
  Json by_precision;
};

/// Peaks, memory and reserved memory of the device (for the CPU backend: one
/// rank's share of the CPU).
void SetDevice(const ProfileInputs& in, HardwareProfile* hw) {
  const ComputeMeasurements& c = in.compute;
  const DeviceInfo& d = c.device;
  const bool cpu = d.arch == "cpu";
  Json& src = hw->sources;
  hw->gpu.name = d.name;
  hw->gpu.arch = d.arch;
  auto peak = [&](Precision p) {
    auto it = d.peak_flops.find(p);
    return it == d.peak_flops.end() ? 0.0 : it->second;
  };
  hw->gpu.peak_fp64_flops = peak(Precision::kFp64);
  hw->gpu.peak_fp32_flops = peak(Precision::kFp32);
  hw->gpu.peak_fp16_flops = peak(Precision::kFp16);
  hw->gpu.peak_bf16_flops = peak(Precision::kBf16);
  hw->gpu.peak_fp8_flops = peak(Precision::kFp8);
  hw->gpu.peak_fp4_flops = peak(Precision::kFp4);
  if (hw->gpu.peak_fp32_flops <= 0) throw ProfileError("the backend reported no fp32 peak");
  src["gpu.peak_tflops"] = d.peak_method;
  if (hw->gpu.peak_fp16_flops <= 0) {
    hw->gpu.peak_fp16_flops = hw->gpu.peak_fp32_flops;
    src["gpu.peak_tflops.fp16"] = "no fp16 matrix units used by this backend: set to the fp32 peak";
  }
  hw->gpu.hbm_bytes = d.memory_bytes;
  src["gpu.hbm_gib"] = cpu ? "sysconf(_SC_PHYS_PAGES) x sysconf(_SC_PAGESIZE) / ranks on this host"
                           : "cudaMemGetInfo total";
  if (d.peak_memory_bytes_per_s > 0) {
    hw->gpu.hbm_bandwidth_bytes_per_s = d.peak_memory_bytes_per_s;
    src["gpu.hbm_bandwidth_gb_per_s"] = d.peak_memory_method;
  } else {
    hw->gpu.hbm_bandwidth_bytes_per_s = c.triad.bytes_per_s;
    src["gpu.hbm_bandwidth_gb_per_s"] =
        "measured STREAM triad (a = b + s*c, 3 arrays counted), all ranks of a host at once";
  }
  hw->gpu.reserved_bytes = std::min(d.reserved_bytes, 0.5 * d.memory_bytes);
  src["gpu.reserved_gib"] = cpu ? "resident memory of the profiler before its sweeps"
                                : "device memory in use before the sweeps (context, libraries)";
}

/// Power: measured energy over the sweeps, else the device's limit, else nominal.
void SetPower(const ProfileInputs& in, HardwareProfile* hw) {
  const ComputeMeasurements& c = in.compute;
  const DeviceInfo& d = c.device;
  const bool cpu = d.arch == "cpu";
  Json& src = hw->sources;
  const double share = c.energy_per_device ? 1.0 : 1.0 / std::max(in.env.ranks_per_node, 1);
  double busy_w = 0, idle_w = 0, stream_w = 0, fp8_w = 0;
  for (const auto& e : c.energy) {
    if (e.sweep == "idle") {
      idle_w = e.watts * share;
    } else if (e.sweep == "stream") {
      stream_w = e.watts * share;
    } else if (e.sweep == "gemm_fp8") {
      fp8_w = e.watts * share;
    } else if (e.sweep.rfind("gemm_", 0) == 0) {
      busy_w = std::max(busy_w, e.watts * share);
    }
  }
  if (in.tdp_w > 0) {
    hw->gpu.power_tdp_w = in.tdp_w;
    src["gpu.power_tdp_w"] = "given with --tdp-w";
  } else if (d.power_limit_w > 0) {
    hw->gpu.power_tdp_w = d.power_limit_w;
    src["gpu.power_tdp_w"] = "NVML enforced power limit";
  } else if (busy_w > 0) {
    hw->gpu.power_tdp_w = busy_w;
    src["gpu.power_tdp_w"] = "highest average power over a GEMM sweep (" + c.energy_source + ")";
  } else {
    hw->gpu.power_tdp_w = cpu ? kNominalCpuCoreW : 300.0;
    src["gpu.power_tdp_w"] = std::string("NOT MEASURED (no energy counter): nominal ") +
                             (cpu ? "5 W for the one core a rank uses" : "300 W") +
                             "; pass --tdp-w to set it";
  }
  hw->gpu.power_idle_w =
      idle_w > 0 && idle_w < hw->gpu.power_tdp_w ? idle_w : 0.15 * hw->gpu.power_tdp_w;
  src["gpu.power_idle_w"] = idle_w > 0 ? "average power while idle (" + c.energy_source + ")"
                                       : "not measured: 15% of power_tdp_w";
  // Power by activity (simulator/power_model.h): what the sweeps drew, each
  // kept within [idle, TDP]; the rest from core's defaults.
  auto measured = [&](double w, double* field, const char* key, const char* sweep) {
    if (w <= 0) return;
    *field = std::clamp(w, hw->gpu.power_idle_w, hw->gpu.power_tdp_w);
    src[key] = std::string("average power over the ") + sweep + " sweep (" + c.energy_source + ")";
  };
  measured(busy_w, &hw->gpu.power_gemm_w, "gpu.power_gemm_w", "16/32-bit GEMM");
  measured(fp8_w, &hw->gpu.power_gemm_fp8_w, "gpu.power_gemm_fp8_w", "fp8 GEMM");
  measured(stream_w, &hw->gpu.power_memory_bound_w, "gpu.power_memory_bound_w", "STREAM");
  measured(idle_w, &hw->gpu.power_wait_w, "gpu.power_wait_w", "idle");
  SetDefaultActivityPower(&hw->gpu);
}

/// Efficiency: the GEMM table and its fitted law, attention, memory, launch, exp.
void SetComputeEfficiency(const ProfileInputs& in, HardwareProfile* hw, GemmFitRecord* fit) {
  const ComputeMeasurements& c = in.compute;
  const DeviceInfo& d = c.device;
  const bool cpu = d.arch == "cpu";
  Json& src = hw->sources;
  EfficiencyModel& e = hw->efficiency;
  for (const auto& g : c.gemms) {
    if (g.efficiency <= 0) continue;
    e.gemm_table.push_back({static_cast<double>(g.shape.m), static_cast<double>(g.shape.n),
                            static_cast<double>(g.shape.k), g.precision,
                            std::clamp(g.efficiency, 1e-4, 1.0)});
  }
  if (e.gemm_table.empty()) throw ProfileError("no GEMM was measured");
  fit->primary = PrimaryPrecision(e.gemm_table);
  fit->law = FitGemmEfficiency(e.gemm_table, fit->primary);
  const Precision primary = fit->primary;
  const GemmEfficiencyFit& gemm_fit = fit->law;
  e.gemm_max = std::clamp(gemm_fit.gemm_max, 0.01, 1.0);
  fit->by_precision = Json::array();  // e.g. an fp8 gemm_max for the simulator
  for (Precision p :
       {Precision::kFp64, Precision::kFp32, Precision::kFp16, Precision::kBf16, Precision::kFp8}) {
    bool any = std::any_of(e.gemm_table.begin(), e.gemm_table.end(),
                           [p](const GemmSample& s) { return s.precision == p; });
    if (any) fit->by_precision.push_back(GemmFitJson(p, FitGemmEfficiency(e.gemm_table, p)));
  }
  e.gemm_half_dim = gemm_fit.gemm_half_dim;
  src["efficiency.gemm_max"] = std::string("fitted to the measured ") + PrecisionName(primary) +
                               " GEMM table: eff = gemm_max * S(m) S(n) S(k), S(d) = d/(d+half)";
  std::vector<double> attention;
  for (const auto& g : c.gemms) {
    if (g.precision == primary && g.shape.kind.rfind("attention_", 0) == 0 && g.efficiency > 0) {
      attention.push_back(std::clamp(g.efficiency, 0.01, 1.0));
    }
  }
  if (!attention.empty()) {
    double mean = std::accumulate(attention.begin(), attention.end(), 0.0) / attention.size();
    e.attention_fwd = mean;
    e.attention_bwd = mean;
    src["efficiency.attention"] =
        "mean efficiency of the measured (unfused) attention score and value GEMMs, forward and "
        "backward alike";
  }
  e.memory_bandwidth =
      std::clamp(c.triad.bytes_per_s / hw->gpu.hbm_bandwidth_bytes_per_s, 0.01, 1.0);
  src["efficiency.memory_bandwidth"] = "measured STREAM triad / gpu.hbm_bandwidth_gb_per_s";
  e.kernel_launch_s = c.launch.median_s;
  src["efficiency.kernel_launch_us"] =
      cpu ? "median time of a 1x1x1 Eigen GEMM" : "median time of an empty kernel launch";
  if (!c.exp.times_s.empty()) {
    e.exp_s = c.exp.summary.median_s / (c.exp.bytes / sizeof(double));
    src["efficiency.exp_ns"] =
        "median time of Eigen's vectorized exp over a stream array, per element";
  }
}

/// Collectives and the links they imply: node, network, collective efficiency.
void SetLinks(const ProfileInputs& in, HardwareProfile* hw, Json* fit_details) {
  const ComputeMeasurements& c = in.compute;
  const DeviceInfo& d = c.device;
  const bool cpu = d.arch == "cpu";
  Json& src = hw->sources;
  EfficiencyModel& e = hw->efficiency;
  *fit_details = Json::array();
  e.collective_fits = FitCollectives(in.collectives, fit_details);
  const CollectiveFit* intra_p2p = FindFit(e.collective_fits, "send_recv", "intra_node");
  const CollectiveFit* intra_ar = FindFit(e.collective_fits, "all_reduce", "intra_node");
  const CollectiveFit* inter_p2p = FindFit(e.collective_fits, "send_recv", "inter_node");
  const CollectiveFit* inter_ar = FindFit(e.collective_fits, "all_reduce", "inter_node");

  hw->node.gpus_per_node = in.env.ranks_per_node;
  hw->node.host_memory_bytes = d.host_memory_bytes;
  hw->node.overhead_power_w = 0;
  src["node.overhead_power_w"] = "not measured";
  double link = 0;
  if (cpu) {
    hw->node.intra_topology = "pcie";
    if (intra_p2p) {
      hw->node.pcie_bandwidth_bytes_per_s = intra_p2p->bus_bandwidth_bytes_per_s;
      src["node.pcie_gb_per_s"] = "fitted intra-node MPI send_recv bandwidth";
    } else {
      hw->node.pcie_bandwidth_bytes_per_s = c.host_copy.bytes_per_s;
      src["node.pcie_gb_per_s"] = "one rank on this host: measured memcpy bandwidth";
    }
    link = hw->node.pcie_bandwidth_bytes_per_s;
  } else {
    hw->node.pcie_bandwidth_bytes_per_s = c.host_copy.bytes_per_s;
    src["node.pcie_gb_per_s"] = "measured pinned host-to-device copy";
    bool fast = intra_ar && intra_ar->bus_bandwidth_bytes_per_s > 1.5 * c.host_copy.bytes_per_s;
    hw->node.intra_topology =
        in.intra_topology.empty() ? (fast ? "nvswitch" : "pcie") : in.intra_topology;
    if (hw->node.intra_topology != "pcie") {
      hw->node.nvlink_bandwidth_bytes_per_s =
          intra_ar ? intra_ar->bus_bandwidth_bytes_per_s : c.host_copy.bytes_per_s;
      src["node.nvlink_gb_per_s"] = "fitted intra-node all_reduce bus bandwidth (a lower bound)";
    }
    src["node.intra_topology"] =
        in.intra_topology.empty()
            ? "inferred: nvswitch when intra-node all_reduce busbw > 1.5 x host-link copy"
            : "given with --intra-topology";
    link = hw->node.intra_topology == "pcie" ? hw->node.pcie_bandwidth_bytes_per_s
                                             : hw->node.nvlink_bandwidth_bytes_per_s;
  }
  if (intra_ar && link > 0) {
    e.nccl_bandwidth = std::clamp(intra_ar->bus_bandwidth_bytes_per_s / link, 0.01, 1.0);
    src["efficiency.nccl_bandwidth"] = "intra-node all_reduce bus bandwidth / intra-node link";
  } else {
    src["efficiency.nccl_bandwidth"] = "not measured (fewer than 2 ranks per host): default";
  }

  hw->network.nics_per_node = 1;
  const CollectiveFit* net = inter_p2p ? inter_p2p : inter_ar;
  if (net) {
    hw->network.nic_bandwidth_bytes_per_s = net->bus_bandwidth_bytes_per_s;
    hw->network.latency_s = net->latency_s;
    src["network"] = std::string("fitted inter-node ") + net->collective + " over " +
                     std::to_string(in.env.nodes) +
                     " nodes; one NIC per node assumed (its bandwidth is what a rank got)";
  } else if (intra_p2p) {
    hw->network.nic_bandwidth_bytes_per_s = intra_p2p->bus_bandwidth_bytes_per_s;
    hw->network.latency_s = intra_p2p->latency_s;
    src["network"] = "NO INTER-NODE SAMPLES (one node): filled from the intra-node send_recv fit";
  } else {
    hw->network.nic_bandwidth_bytes_per_s = hw->node.pcie_bandwidth_bytes_per_s;
    hw->network.latency_s = 0;
    src["network"] = "NO COLLECTIVE SAMPLES (one rank): filled from node.pcie_gb_per_s";
  }
}

/// Raw samples and environment (`measured` of the profile).
Json MeasuredJson(const ProfileInputs& in, const GemmFitRecord& fit, const Json& fit_details) {
  const ComputeMeasurements& c = in.compute;
  const DeviceInfo& d = c.device;
  Json gemms = Json::array();
  for (const auto& g : c.gemms) gemms.push_back(GemmJson(g));
  Json colls = Json::array();
  for (const auto& s : in.collectives) colls.push_back(CollectiveJson(s));
  Json energy = Json::array();
  for (const auto& r : c.energy) {
    energy.push_back(
        {{"sweep", r.sweep}, {"joules", r.joules}, {"seconds", r.seconds}, {"watts", r.watts}});
  }
  Json device = {{"name", d.name},
                 {"arch", d.arch},
                 {"peak_method", d.peak_method},
                 {"memory_bytes", d.memory_bytes},
                 {"host_memory_bytes", d.host_memory_bytes},
                 {"reserved_bytes", d.reserved_bytes},
                 {"versions", d.versions}};
  return {
      {"tool", "shoal profile"},
      {"environment",
       {{"backend", in.env.backend},
        {"date_utc", in.env.date_utc},
        {"argv", in.env.argv},
        {"ranks", in.env.world_size},
        {"nodes", in.env.nodes},
        {"ranks_per_node", in.env.ranks_per_node},
        {"hosts", in.env.hosts},
        {"collective_library", in.env.collective_library},
        {"quick", in.env.quick}}},
      {"device", device},
      {"gemm", gemms},
      {"gemm_skipped", c.skipped},
      {"gemm_fit", GemmFitJson(fit.primary, fit.law)},
      {"gemm_fit_by_precision", fit.by_precision},
      {"stream",
       {{"triad", RateJson(c.triad)},
        {"host_copy", RateJson(c.host_copy)},
        {"exp", c.exp.times_s.empty() ? Json(nullptr) : RateJson(c.exp)}}},
      {"kernel_launch", TimesJson(c.launch)},
      {"power",
       {{"available", !c.energy_source.empty()},
        {"source", c.energy_source.empty() ? "unavailable" : c.energy_source},
        {"counter_per_device", c.energy_per_device},
        {"sweeps", energy}}},
      {"collectives", colls},
      {"collective_fits", fit_details},
      {"conventions",
       "bytes = nccl-tests size (all_gather: gathered output; reduce_scatter: input; all_to_all: "
       "one rank's send buffer); algbw = bytes / median time; busbw = algbw * bus factor "
       "(all_reduce 2(n-1)/n, all_gather/reduce_scatter/all_to_all (n-1)/n, send_recv 1); time "
       "of an op = its slowest rank"}};
}

}  // namespace

HardwareProfile BuildProfile(const ProfileInputs& in) {
  HardwareProfile hw;
  hw.name = in.name;
  hw.description = in.description;
  SetDevice(in, &hw);
  SetPower(in, &hw);
  GemmFitRecord fit;
  SetComputeEfficiency(in, &hw, &fit);
  Json fit_details;
  SetLinks(in, &hw, &fit_details);
  hw.pricing.usd_per_gpu_hour = in.usd_per_gpu_hour;
  hw.measured = MeasuredJson(in, fit, fit_details);
  return hw;
}

}  // namespace shoal::profiler
