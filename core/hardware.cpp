#include "core/hardware.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <limits>
#include <utility>

#include "core/bundled.h"
#include "core/cudnn_release.h"
#include "core/error.h"
#include "core/limits.h"

namespace shoal {

double GpuSpec::PeakFlops(Precision p) const {
  switch (p) {
    case Precision::kFp64: return peak_fp64_flops > 0 ? peak_fp64_flops : peak_fp32_flops / 2.0;
    case Precision::kFp32: return peak_fp32_flops;
    case Precision::kFp16: return peak_fp16_flops;
    case Precision::kBf16: return peak_bf16_flops > 0 ? peak_bf16_flops : peak_fp16_flops;
    case Precision::kFp8:
      if (peak_fp8_flops > 0) return peak_fp8_flops;
      return peak_bf16_flops > 0 ? peak_bf16_flops : peak_fp16_flops;
    case Precision::kFp4:
      // No FP4 units: CheckPlan refuses such a plan; a caller past it (the
      // simulator's library API) gets the fp8 path's peak.
      if (peak_fp4_flops > 0) return peak_fp4_flops;
      return PeakFlops(Precision::kFp8);
  }
  return peak_fp32_flops;
}

double GpuSpec::ClockFactor() const {
  if (power_limit_w <= 0 || power_limit_w >= power_tdp_w || power_tdp_w <= power_idle_w) return 1.0;
  double dynamic = (power_limit_w - power_idle_w) / (power_tdp_w - power_idle_w);
  return std::cbrt(std::max(dynamic, 0.05));
}

void SetDefaultActivityPower(GpuSpec* gpu) {
  const double idle = gpu->power_idle_w, swing = gpu->power_tdp_w - gpu->power_idle_w;
  auto fill = [](double* w, double fallback) {
    if (*w <= 0) *w = fallback;
  };
  fill(&gpu->power_gemm_w, gpu->power_tdp_w);
  fill(&gpu->power_gemm_fp8_w, gpu->power_gemm_w);
  fill(&gpu->power_attention_w, std::min(gpu->power_gemm_w, gpu->power_tdp_w));
  fill(&gpu->power_memory_bound_w, idle + 0.5 * swing);
  fill(&gpu->power_comm_w, idle + 0.2 * swing);
  fill(&gpu->power_wait_w, idle);
}

namespace {

constexpr double kMinPeakTflops = 1e-4;
constexpr double kMaxPeakTflops = 1e5;

Precision ReadPrecision(JsonReader& r, std::string_view key, Precision fallback) {
  std::string name =
      r.Choice(key, {"fp64", "fp32", "fp16", "bf16", "fp8", "fp4"}, PrecisionName(fallback));
  Precision p = fallback;
  ParsePrecision(name, &p);
  return p;
}

void ReadEfficiency(JsonReader& r, EfficiencyModel* e) {
  e->gemm_max = r.Fraction("gemm_max", e->gemm_max, 0.01, 1.0);
  e->gemm_half_dim = r.RealIn("gemm_half_dim", e->gemm_half_dim, 1e-3, 1e6);
  e->attention_fwd = r.Fraction("attention_fwd", e->attention_fwd, 0.01, 1.0);
  e->attention_bwd = r.Fraction("attention_bwd", e->attention_bwd, 0.01, 1.0);
  e->attention_half_seq = r.Fraction("attention_half_seq", e->attention_half_seq, 0.0, 1e6);
  e->attention_flash3_fwd = r.Fraction("attention_flash3_fwd", e->attention_flash3_fwd, 0.0, 1.0);
  e->attention_flash3_bwd = r.Fraction("attention_flash3_bwd", e->attention_flash3_bwd, 0.0, 1.0);
  e->attention_cudnn_fwd = r.Fraction("attention_cudnn_fwd", e->attention_cudnn_fwd, 0.0, 1.0);
  e->attention_cudnn_bwd = r.Fraction("attention_cudnn_bwd", e->attention_cudnn_bwd, 0.0, 1.0);
  e->attention_cudnn_half_seq =
      r.RealIn("attention_cudnn_half_seq", e->attention_cudnn_half_seq, 0.0, 1e6);
  e->attention_bwd_half_seq =
      r.RealIn("attention_bwd_half_seq", e->attention_bwd_half_seq, 0.0, 1e6);
  r.ForEachObject("attention_cudnn_releases", [&](JsonReader& c) {
    CudnnAttentionRelease rel;
    rel.before = ReadCudnnRelease(c, "before", kCudnnReleaseUnset);
    if (rel.before == kCudnnReleaseUnset) {
      c.Fail("before",
             "the first cuDNN release these figures no longer hold for, such as \"9.17\"");
    }
    for (const auto& other : e->attention_cudnn_releases) {
      if (other.before == rel.before) c.Fail("before", "a release no other entry names");
    }
    rel.fwd = c.RealIn("fwd", 0.01, 1.0);
    rel.bwd = c.RealIn("bwd", 0.01, 1.0);
    rel.half_seq = c.RealIn("half_seq", 0.0, 0.0, 1e6);
    e->attention_cudnn_releases.push_back(rel);
  });
  r.ForEachObject("attention_cudnn_fp8", [&](JsonReader& c) {
    Fp8AttentionSpeedup f;
    f.head_dim = c.RealIn("head_dim", 1.0, 4096.0);
    f.window = c.RealIn("window", 0.0, 0.0, 1e7);
    f.block = c.Choice("scaling", {"tensor", "block"}, "tensor") == "block";
    for (const auto& other : e->attention_cudnn_fp8) {
      if (other.head_dim == f.head_dim && (other.window > 0) == (f.window > 0) &&
          other.block == f.block) {
        c.Fail("head_dim",
               "a head width no other entry of the same kind (windowed or not, its scaling) names");
      }
    }
    f.fwd = c.RealIn("fwd", 0.01, 100.0);
    f.bwd = c.RealIn("bwd", 0.01, 100.0);
    e->attention_cudnn_fp8.push_back(f);
  });
  e->memory_bandwidth = r.Fraction("memory_bandwidth", e->memory_bandwidth, 0.01, 1.0);
  e->kernel_launch_s = r.RealIn("kernel_launch_us", e->kernel_launch_s / kMicro, 0, 1e6) * kMicro;
  e->host_op_s = r.RealIn("host_op_us", e->host_op_s / kMicro, 0, 1e6) * kMicro;
  e->exp_s = r.RealIn("exp_ns", e->exp_s / kNano, 0, 1e6) * kNano;
  e->nccl_bandwidth = r.Fraction("nccl_bandwidth", e->nccl_bandwidth, 0.01, 1.0);
  e->nic_bandwidth = r.Fraction("nic_bandwidth", e->NicBandwidth(), 0.01, 1.0);
  e->gemm_max_fp8 = r.Fraction("gemm_max_fp8", e->gemm_max_fp8, 0.0, 1.0);
  e->gemm_max_fp8_block = r.Fraction("gemm_max_fp8_block", e->gemm_max_fp8_block, 0.0, 1.0);
  e->gemm_half_dim_fp8 = r.RealIn("gemm_half_dim_fp8", e->gemm_half_dim_fp8, 0.0, 1e6);
  e->gemm_half_area = r.RealIn("gemm_half_area", e->gemm_half_area, 0.0, 1e12);
  e->gemm_half_area_fp8 = r.RealIn("gemm_half_area_fp8", e->gemm_half_area_fp8, 0.0, 1e12);
  e->fp8_block_quantize_bandwidth =
      r.Fraction("fp8_block_quantize_bandwidth", e->fp8_block_quantize_bandwidth, 0.0, 1.0);
  e->fp4_quantize_bandwidth =
      r.Fraction("fp4_quantize_bandwidth", e->fp4_quantize_bandwidth, 0.0, 1.0);
  e->gemm_max_fp4 = r.Fraction("gemm_max_fp4", e->gemm_max_fp4, 0.0, 1.0);
  e->comm_compute_slowdown = r.Fraction("comm_compute_slowdown", e->comm_compute_slowdown, 0.0, 1.0);
  e->gpu_speed_cv = r.Fraction("gpu_speed_cv", e->gpu_speed_cv, 0.0, 0.5);
  e->all_to_all_half_message_bytes =
      r.RealIn("all_to_all_half_message_kib", e->all_to_all_half_message_bytes / kKiB, 0, 1e6) * kKiB;
  e->moe_dispatch_nvlink = r.Fraction("moe_dispatch_nvlink", e->moe_dispatch_nvlink, 0.01, 1.0);
  e->moe_dispatch_rdma = r.Fraction("moe_dispatch_rdma", e->moe_dispatch_rdma, 0.01, 1.0);
  e->moe_dispatch_latency_s =
      r.RealIn("moe_dispatch_latency_us", e->moe_dispatch_latency_s / kMicro, 0, 1e6) * kMicro;
  e->moe_hybridep_nvlink = r.Fraction("moe_hybridep_nvlink", e->moe_hybridep_nvlink, 0.0, 1.0);
  e->moe_hybridep_rdma = r.Fraction("moe_hybridep_rdma", e->moe_hybridep_rdma, 0.0, 1.0);
  e->grouped_gemm_dense_groups = static_cast<int>(
      r.IntIn("grouped_gemm_dense_groups", e->grouped_gemm_dense_groups, 1, 1 << 20));
  r.ForEachObject("gemm_table", [&](JsonReader& g) {
    GemmSample s;
    s.m = g.RealIn("m", 1, 1e9);
    s.n = g.RealIn("n", 1, 1e9);
    s.k = g.RealIn("k", 1, 1e9);
    s.precision = ReadPrecision(g, "precision", Precision::kBf16);
    s.efficiency = g.Fraction("efficiency", 0.5, 1e-4, 1.0);
    e->gemm_table.push_back(s);
  });
  r.ForEachObject("collectives", [&](JsonReader& c) {
    CollectiveFit f;
    f.collective = c.Choice(
        "collective", {"all_reduce", "all_gather", "reduce_scatter", "all_to_all", "send_recv"}, "");
    f.scope = c.Choice("scope", {"intra_node", "inter_node"}, "intra_node");
    f.ranks = static_cast<int>(c.IntIn("ranks", 1, limits::kMaxGpus));
    f.latency_s = c.RealIn("latency_us", 0, 0, 1e7) * kMicro;
    f.bus_bandwidth_bytes_per_s = c.RealIn("bus_gb_per_s", 1e-6, 1e6) * kGB;
    e->collective_fits.push_back(f);
  });
  r.Finish();
}

void ReadActivityPower(JsonReader& g, GpuSpec* gpu) {
  const double idle = gpu->power_idle_w, tdp = gpu->power_tdp_w;
  SetDefaultActivityPower(gpu);
  // Demands at full clocks: GEMMs of a power-limited GPU exceed TDP (up to
  // 2.5x), the rest stay within it.
  auto watts = [&](std::string_view key, double* w, double most) {
    *w = g.RealIn(key, *w, 0, 1e6);
    if (*w < idle || *w > most) {
      char range[96];
      std::snprintf(range, sizeof range, "watts from power_idle_w to %s (%g to %g)",
                    most > tdp ? "2.5 x power_tdp_w" : "power_tdp_w", idle, most);
      g.Fail(key, range);
    }
  };
  watts("power_gemm_w", &gpu->power_gemm_w, 2.5 * tdp);
  if (!g.Raw("power_gemm_fp8_w")) gpu->power_gemm_fp8_w = gpu->power_gemm_w;
  if (!g.Raw("power_attention_w")) gpu->power_attention_w = std::min(gpu->power_gemm_w, tdp);
  watts("power_gemm_fp8_w", &gpu->power_gemm_fp8_w, 2.5 * tdp);
  watts("power_attention_w", &gpu->power_attention_w, tdp);
  watts("power_memory_bound_w", &gpu->power_memory_bound_w, tdp);
  watts("power_comm_w", &gpu->power_comm_w, tdp);
  watts("power_wait_w", &gpu->power_wait_w, tdp);
}

/// The node's local NVMe (ZeRO-Infinity offload): capacity in TB (10^12
/// bytes, as drives are sold) and sustained read and write bandwidth in GB/s.
/// All absent or 0: no NVMe; a capacity needs both bandwidths, and
/// bandwidths need a capacity.
void ReadNvme(JsonReader& n, NodeSpec* node) {
  constexpr double kMinGbPerS = 1e-3, kMaxGbPerS = 1e4;
  node->nvme_bytes = n.RealIn("nvme_tb", 0, 0, 1e4) * kTera;
  for (const auto& [key, bw] : {std::pair{"nvme_read_gb_per_s", &node->nvme_read_bytes_per_s},
                                std::pair{"nvme_write_gb_per_s", &node->nvme_write_bytes_per_s}}) {
    const double v = n.RealIn(key, 0, 0, kMaxGbPerS);
    if (node->nvme_bytes > 0 && v < kMinGbPerS) {
      n.Fail(key, "a sustained bandwidth in [1e-3, 1e4] GB/s where nvme_tb is set");
    }
    if (node->nvme_bytes <= 0 && v > 0) n.Fail(key, "0 or absent without nvme_tb (no local NVMe)");
    *bw = v * kGB;
  }
}

}  // namespace

HardwareProfile ReadHardwareProfile(JsonReader& r) {
  HardwareProfile hw;
  hw.name = r.String("name");
  hw.description = r.String("description", "");
  {
    JsonReader g = r.Object("gpu");
    hw.gpu.name = g.String("name");
    hw.gpu.arch =
        g.Choice("arch", {"volta", "ampere", "hopper", "blackwell", "cdna3", "cdna4", "cpu"}, "ampere");
    JsonReader peak = g.Object("peak_tflops");
    // TFLOP/s: from a slow CPU core (1e-4) to far beyond any accelerator (1e5).
    auto optional_peak = [&peak](std::string_view key) {
      double v = peak.RealIn(key, 0, 0, kMaxPeakTflops);
      if (v > 0 && v < kMinPeakTflops) {
        peak.Fail(key, "0 (none) or a number in [" + FormatNumber(kMinPeakTflops) + ", " +
                           FormatNumber(kMaxPeakTflops) + "], got " + FormatNumber(v));
      }
      return v * kTera;
    };
    hw.gpu.peak_fp64_flops = optional_peak("fp64");
    hw.gpu.peak_fp32_flops = peak.RealIn("fp32", kMinPeakTflops, kMaxPeakTflops) * kTera;
    hw.gpu.peak_fp16_flops = peak.RealIn("fp16", kMinPeakTflops, kMaxPeakTflops) * kTera;
    hw.gpu.peak_bf16_flops = optional_peak("bf16");
    hw.gpu.peak_fp8_flops = optional_peak("fp8");
    hw.gpu.peak_fp4_flops = optional_peak("fp4");
    peak.Finish();
    hw.gpu.hbm_bytes = g.RealIn("hbm_gib", 1e-3, 1e6) * kGiB;
    hw.gpu.hbm_bandwidth_bytes_per_s = g.RealIn("hbm_bandwidth_gb_per_s", 1e-2, 1e6) * kGB;
    hw.gpu.reserved_bytes = g.RealIn("reserved_gib", 1.0, 0, 1e6) * kGiB;
    if (hw.gpu.reserved_bytes >= hw.gpu.hbm_bytes) g.Fail("reserved_gib", "less than hbm_gib");
    hw.gpu.power_tdp_w = g.RealIn("power_tdp_w", 1e-2, 1e5);
    hw.gpu.power_idle_w = g.RealIn("power_idle_w", 0.15 * hw.gpu.power_tdp_w, 0, 1e5);
    hw.gpu.power_limit_w = g.RealIn("power_limit_w", 0, 0, 1e5);
    ReadActivityPower(g, &hw.gpu);
    g.Finish();
  }
  {
    JsonReader n = r.Object("node");
    hw.node.gpus_per_node = static_cast<int>(n.IntIn("gpus_per_node", 1, 1024));
    hw.node.intra_topology =
        n.Choice("intra_topology",
                 {"nvswitch", "hybrid_cube_mesh", "xgmi_mesh", "nvlink_mesh", "pcie"}, "nvswitch");
    hw.node.nvlink_bandwidth_bytes_per_s = n.RealIn("nvlink_gb_per_s", 0, 0, 1e6) * kGB;
    hw.node.nvls = n.Bool("nvls", false);
    hw.node.pcie_bandwidth_bytes_per_s = n.RealIn("pcie_gb_per_s", 1e-3, 1e6) * kGB;
    hw.node.host_memory_bytes = n.RealIn("host_memory_gib", 0, 0, 1e8) * kGiB;
    hw.node.host_memory_bandwidth_bytes_per_s =
        n.RealIn("host_memory_bandwidth_gb_per_s", 100, 0, 1e6) * kGB;  // 0: not measured
    ReadNvme(n, &hw.node);
    hw.node.overhead_power_w = n.RealIn("overhead_power_w", 0, 0, 1e6);
    hw.node.fan_power_w = n.RealIn("fan_power_w", 0, 0, 1e6);
    if (hw.node.fan_power_w > hw.node.overhead_power_w) n.Fail("fan_power_w", "at most overhead_power_w");
    hw.node.psu_efficiency = n.Fraction("psu_efficiency", 1.0, 0.5, 1.0);
    if (hw.node.intra_topology != "pcie" && hw.node.nvlink_bandwidth_bytes_per_s < 1e-3 * kGB) {
      n.Fail("nvlink_gb_per_s", "a number in [1e-3, 1e6] for an NVLink topology");
    }
    n.Finish();
  }
  {
    JsonReader n = r.Object("network");
    hw.network.nics_per_node = static_cast<int>(n.IntIn("nics_per_node", 1, 1024));
    hw.network.nic_bandwidth_bytes_per_s = n.RealIn("nic_gbit_per_s", 1e-3, 1e7) * kGB / 8.0;
    hw.network.oversubscription = n.RealIn("oversubscription", 1.0, 1.0, 1e3);
    ReadFabric(n, &hw.network);
    hw.network.latency_s = n.RealIn("latency_us", 5.0, 0, 1e7) * kMicro;
    hw.network.switch_power_per_gpu_w = n.RealIn("switch_power_per_gpu_w", 0, 0, 1e4);
    n.Finish();
  }
  if (auto e = r.OptionalObject("efficiency")) ReadEfficiency(*e, &hw.efficiency);
  if (auto p = r.OptionalObject("pricing")) {
    hw.pricing.usd_per_gpu_hour = p->RealIn("usd_per_gpu_hour", 0, 0, 1e6);
    p->Finish();
  }
  if (auto e = r.OptionalObject("energy")) {
    hw.energy.pue = e->RealIn("pue", hw.energy.pue, 1.0, 10.0);
    hw.energy.usd_per_kwh = e->RealIn("usd_per_kwh", hw.energy.usd_per_kwh, 0, 1e4);
    hw.energy.kg_co2_per_kwh = e->RealIn("kg_co2_per_kwh", hw.energy.kg_co2_per_kwh, 0, 100);
    e->Finish();
  }
  if (auto e = r.OptionalObject("reliability")) ReadReliability(*e, &hw.reliability);
  if (const Json* s = r.Raw("sources")) {
    if (!s->is_object()) r.Fail("sources", "an object mapping a field to its source");
    hw.sources = *s;
  }
  if (const Json* m = r.Raw("measured")) {
    if (!m->is_object()) r.Fail("measured", "an object of raw samples and environment");
    hw.measured = *m;
  }
  r.Finish();
  return hw;
}

void ReadFabric(JsonReader& r, NetworkSpec* net) {
  net->topology = r.Choice("topology", {"fat_tree", "rail_optimized"}, net->topology);
  if (!r.Has("tiers")) return;
  std::vector<FabricTier> tiers;
  r.ForEachObject("tiers", [&tiers](JsonReader& t) {
    FabricTier tier;
    tier.nodes = static_cast<int>(t.IntIn("nodes", 1, 1 << 20));
    tier.oversubscription = t.RealIn("oversubscription", 1.0, 1.0, 1e3);
    if (!tiers.empty() && tier.nodes <= tiers.back().nodes) {
      t.Fail("nodes", "more nodes than the tier below (" + std::to_string(tiers.back().nodes) + ")");
    }
    t.Finish();
    tiers.push_back(tier);
  });
  if (tiers.empty() || tiers.size() > 8) r.Fail("tiers", "1 to 8 tiers, leaf first");
  if (r.Has("oversubscription") && net->oversubscription != 1.0) {
    r.Fail("oversubscription", "no oversubscription beside tiers (each tier has its own)");
  }
  net->tiers = std::move(tiers);
}

void ReadReliability(JsonReader& e, ReliabilitySpec* spec) {
  ReliabilitySpec& r = *spec;
  r.gpu_failures_per_hour = e.RealIn("gpu_failures_per_hour", r.gpu_failures_per_hour, 0, 1.0);
  r.checkpoint_write_bytes_per_s_per_node =
      e.RealIn("checkpoint_write_gb_per_s_per_node", r.checkpoint_write_bytes_per_s_per_node / kGB,
               0, 1e6) *
      kGB;
  r.restart_s = e.RealIn("restart_s", r.restart_s, 0, 1e7);
  // Absent keys keep their value (negative: the sourced default).
  auto optional = [&e](const char* key, double* field, double hi) {
    if (e.Has(key)) {
      *field = e.RealIn(key, 0, hi);
    } else {
      e.Number(key, *field);  // known (error messages list it), absent
    }
  };
  optional("straggler_node_step_probability", &r.straggler_node_step_probability, 1.0);
  optional("straggler_slowdown", &r.straggler_slowdown, 100.0);
  optional("grey_failure_fraction", &r.grey_failure_fraction, 1.0);
  optional("grey_slowdown", &r.grey_slowdown, 100.0);
  optional("grey_detection_s", &r.grey_detection_s, 1e7);
  r.async_checkpoint = e.Choice("checkpoint", {"sync", "async"},
                                r.async_checkpoint ? "async" : "sync") == "async";
  r.snapshot_bytes_per_s_per_gpu =
      e.RealIn("snapshot_gb_per_s_per_gpu", r.snapshot_bytes_per_s_per_gpu / kGB, 0, 1e6) * kGB;
  e.Finish();
}

HardwareProfile LoadHardwareProfile(const std::string& path) {
  Json j = LoadJsonFile(path);
  JsonReader r(j, path);
  HardwareProfile hw = ReadHardwareProfile(r);
  hw.file = path;
  return hw;
}

namespace {
Json TiersToJson(const std::vector<FabricTier>& tiers) {
  Json j = Json::array();
  for (const auto& t : tiers) j.push_back({{"nodes", t.nodes}, {"oversubscription", t.oversubscription}});
  return j;
}
}  // namespace

CudnnAttentionShares EfficiencyModel::CudnnAt(int release) const {
  CudnnAttentionShares shares{attention_cudnn_fwd, attention_cudnn_bwd, attention_cudnn_half_seq};
  if (release == kCudnnReleaseUnset) return shares;
  int chosen = 0;
  for (const auto& r : attention_cudnn_releases) {
    if (release < r.before && (chosen == 0 || r.before < chosen)) {
      chosen = r.before;
      shares = {r.fwd, r.bwd, r.half_seq > 0 ? r.half_seq : attention_cudnn_half_seq};
    }
  }
  return shares;
}

double EfficiencyModel::Fp8AttentionSpeedupAt(double head_dim, bool windowed, bool backward,
                                              bool block) const {
  // Block-scaled entries where the profile measured them; else the per-tensor ones.
  const bool any_block = std::any_of(
      attention_cudnn_fp8.begin(), attention_cudnn_fp8.end(),
      [&](const Fp8AttentionSpeedup& f) { return f.block && (f.window > 0) == windowed; });
  const bool want_block = block && any_block;
  const Fp8AttentionSpeedup* best = nullptr;
  double best_d = std::numeric_limits<double>::infinity();
  for (const auto& f : attention_cudnn_fp8) {
    if ((f.window > 0) != windowed || f.block != want_block) continue;
    const double d = std::abs(std::log(head_dim / f.head_dim));
    if (d < best_d) {
      best_d = d;
      best = &f;
    }
  }
  if (!best) return 1.0;
  return backward ? best->bwd : best->fwd;
}

Json HardwareProfileToJson(const HardwareProfile& hw) {
  const auto& g = hw.gpu;
  const auto& e = hw.efficiency;
  Json gemm = Json::array();
  for (const auto& s : e.gemm_table) {
    gemm.push_back({{"m", s.m}, {"n", s.n}, {"k", s.k}, {"precision", PrecisionName(s.precision)},
                    {"efficiency", s.efficiency}});
  }
  Json cudnn_releases = Json::array();
  for (const auto& c : e.attention_cudnn_releases) {
    cudnn_releases.push_back({{"before", CudnnReleaseName(c.before)},
                              {"fwd", c.fwd},
                              {"bwd", c.bwd},
                              {"half_seq", c.half_seq}});
  }
  Json fp8_attention = Json::array();
  for (const auto& f : e.attention_cudnn_fp8) {
    fp8_attention.push_back({{"head_dim", f.head_dim},
                             {"window", f.window},
                             {"scaling", f.block ? "block" : "tensor"},
                             {"fwd", f.fwd},
                             {"bwd", f.bwd}});
  }
  Json coll = Json::array();
  for (const auto& c : e.collective_fits) {
    coll.push_back({{"collective", c.collective}, {"scope", c.scope}, {"ranks", c.ranks},
                    {"latency_us", c.latency_s / kMicro},
                    {"bus_gb_per_s", c.bus_bandwidth_bytes_per_s / kGB}});
  }
  Json j = {
      {"name", hw.name},
      {"description", hw.description},
      {"gpu",
       {{"name", g.name},
        {"arch", g.arch},
        {"peak_tflops",
         {{"fp64", g.peak_fp64_flops / kTera},
          {"fp32", g.peak_fp32_flops / kTera},
          {"fp16", g.peak_fp16_flops / kTera},
          {"bf16", g.peak_bf16_flops / kTera},
          {"fp8", g.peak_fp8_flops / kTera},
          {"fp4", g.peak_fp4_flops / kTera}}},
        {"hbm_gib", g.hbm_bytes / kGiB},
        {"hbm_bandwidth_gb_per_s", g.hbm_bandwidth_bytes_per_s / kGB},
        {"reserved_gib", g.reserved_bytes / kGiB},
        {"power_idle_w", g.power_idle_w},
        {"power_tdp_w", g.power_tdp_w},
        {"power_limit_w", g.power_limit_w},
        {"power_gemm_w", g.power_gemm_w},
        {"power_gemm_fp8_w", g.power_gemm_fp8_w},
        {"power_attention_w", g.power_attention_w},
        {"power_memory_bound_w", g.power_memory_bound_w},
        {"power_comm_w", g.power_comm_w},
        {"power_wait_w", g.power_wait_w}}},
      {"node",
       {{"gpus_per_node", hw.node.gpus_per_node},
        {"intra_topology", hw.node.intra_topology},
        {"nvlink_gb_per_s", hw.node.nvlink_bandwidth_bytes_per_s / kGB},
        {"nvls", hw.node.nvls},
        {"pcie_gb_per_s", hw.node.pcie_bandwidth_bytes_per_s / kGB},
        {"host_memory_gib", hw.node.host_memory_bytes / kGiB},
        {"host_memory_bandwidth_gb_per_s", hw.node.host_memory_bandwidth_bytes_per_s / kGB},
        {"nvme_tb", hw.node.nvme_bytes / kTera},
        {"nvme_read_gb_per_s", hw.node.nvme_read_bytes_per_s / kGB},
        {"nvme_write_gb_per_s", hw.node.nvme_write_bytes_per_s / kGB},
        {"overhead_power_w", hw.node.overhead_power_w},
        {"fan_power_w", hw.node.fan_power_w},
        {"psu_efficiency", hw.node.psu_efficiency}}},
      {"network",
       {{"nics_per_node", hw.network.nics_per_node},
        {"nic_gbit_per_s", hw.network.nic_bandwidth_bytes_per_s * 8.0 / kGB},
        {"topology", hw.network.topology},
        {"oversubscription", hw.network.oversubscription},
        {"latency_us", hw.network.latency_s / kMicro},
        {"switch_power_per_gpu_w", hw.network.switch_power_per_gpu_w}}},
      {"efficiency",
       {{"gemm_max", e.gemm_max},
        {"gemm_half_dim", e.gemm_half_dim},
        {"attention_fwd", e.attention_fwd},
        {"attention_bwd", e.attention_bwd},
        {"attention_half_seq", e.attention_half_seq},
        {"attention_flash3_fwd", e.attention_flash3_fwd},
        {"attention_flash3_bwd", e.attention_flash3_bwd},
        {"attention_cudnn_fwd", e.attention_cudnn_fwd},
        {"attention_cudnn_bwd", e.attention_cudnn_bwd},
        {"attention_cudnn_half_seq", e.attention_cudnn_half_seq},
        {"attention_bwd_half_seq", e.attention_bwd_half_seq},
        {"attention_cudnn_releases", cudnn_releases},
        {"attention_cudnn_fp8", fp8_attention},
        {"memory_bandwidth", e.memory_bandwidth},
        {"kernel_launch_us", e.kernel_launch_s / kMicro},
        {"host_op_us", e.host_op_s / kMicro},
        {"exp_ns", e.exp_s / kNano},
        {"nccl_bandwidth", e.nccl_bandwidth},
        {"nic_bandwidth", e.NicBandwidth()},
        {"gemm_max_fp8", e.gemm_max_fp8},
        {"gemm_max_fp8_block", e.gemm_max_fp8_block},
        {"gemm_half_dim_fp8", e.gemm_half_dim_fp8},
        {"gemm_half_area", e.gemm_half_area},
        {"gemm_half_area_fp8", e.gemm_half_area_fp8},
        {"fp8_block_quantize_bandwidth", e.fp8_block_quantize_bandwidth},
        {"fp4_quantize_bandwidth", e.fp4_quantize_bandwidth},
        {"gemm_max_fp4", e.gemm_max_fp4},
        {"comm_compute_slowdown", e.comm_compute_slowdown},
        {"gpu_speed_cv", e.gpu_speed_cv},
        {"all_to_all_half_message_kib", e.all_to_all_half_message_bytes / kKiB},
        {"moe_dispatch_nvlink", e.moe_dispatch_nvlink},
        {"moe_dispatch_rdma", e.moe_dispatch_rdma},
        {"moe_dispatch_latency_us", e.moe_dispatch_latency_s / kMicro},
        {"moe_hybridep_nvlink", e.moe_hybridep_nvlink},
        {"moe_hybridep_rdma", e.moe_hybridep_rdma},
        {"grouped_gemm_dense_groups", e.grouped_gemm_dense_groups},
        {"gemm_table", gemm},
        {"collectives", coll}}},
      {"pricing", {{"usd_per_gpu_hour", hw.pricing.usd_per_gpu_hour}}},
      {"energy",
       {{"pue", hw.energy.pue},
        {"usd_per_kwh", hw.energy.usd_per_kwh},
        {"kg_co2_per_kwh", hw.energy.kg_co2_per_kwh}}},
      {"reliability",
       {{"gpu_failures_per_hour", hw.reliability.gpu_failures_per_hour},
        {"checkpoint_write_gb_per_s_per_node",
         hw.reliability.checkpoint_write_bytes_per_s_per_node / kGB},
        {"restart_s", hw.reliability.restart_s},
        {"checkpoint", hw.reliability.async_checkpoint ? "async" : "sync"},
        {"snapshot_gb_per_s_per_gpu", hw.reliability.snapshot_bytes_per_s_per_gpu / kGB}}},
      {"sources", hw.sources},
  };
  // Straggler and grey-failure figures the profile set (negative: the default).
  const auto& rel = hw.reliability;
  for (const auto& [key, value] :
       {std::pair{"straggler_node_step_probability", rel.straggler_node_step_probability},
        {"straggler_slowdown", rel.straggler_slowdown},
        {"grey_failure_fraction", rel.grey_failure_fraction},
        {"grey_slowdown", rel.grey_slowdown},
        {"grey_detection_s", rel.grey_detection_s}}) {
    if (value >= 0) j["reliability"][key] = value;
  }
  if (!hw.network.tiers.empty()) j["network"]["tiers"] = TiersToJson(hw.network.tiers);
  if (!hw.measured.empty()) j["measured"] = hw.measured;
  return j;
}

std::vector<std::string> BundledHardwareNames() { return BundledNames("hardware_profiles"); }

HardwareProfile ResolveHardware(const std::string& name_or_path, const std::string& origin,
                                const std::string& json_path) {
  return LoadHardwareProfile(
      ResolveBundledPath({"hardware_profiles", "hardware profile", "profile", "GPU"}, name_or_path, origin,
                         json_path));
}

}  // namespace shoal
