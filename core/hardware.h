// A hardware profile: GPU, node, network, measured efficiencies, prices.
// Loaded from hardware_profiles/*.json (published figures, each with its
// source) or written by `shoal profile` from measurements.
#pragma once

#include <string>
#include <vector>

#include "core/bundled.h"
#include "core/json_reader.h"
#include "core/units.h"

namespace shoal {

struct GpuSpec {
  std::string name;
  std::string arch;  ///< "volta", "ampere", "hopper", "blackwell", "cdna3", "cdna4", "cpu"
  double peak_fp64_flops = 0;  ///< 0: half the fp32 peak (half the SIMD lanes)
  double peak_fp32_flops = 0;
  double peak_fp16_flops = 0;  ///< dense tensor-core peak
  double peak_bf16_flops = 0;  ///< 0: unsupported
  double peak_fp8_flops = 0;   ///< 0: unsupported
  /// Dense FP4 (NVFP4 / MXFP4 block-scaled E2M1) peak; 0: no FP4 tensor cores.
  double peak_fp4_flops = 0;
  double hbm_bytes = 0;
  double hbm_bandwidth_bytes_per_s = 0;
  double reserved_bytes = 0;  ///< CUDA context, NCCL and library workspaces
  double power_idle_w = 0;   ///< static floor: idle, clocks down (DVFS reference)
  double power_tdp_w = 0;
  double power_limit_w = 0;  ///< administrative cap below TDP (0: none)
  /// Board power demand by activity at full clocks, from published
  /// measurements (simulator/power_model.h): GEMM-bound math (16-bit; fp8 and fp4;
  /// above TDP where GEMMs are power-limited), fused attention, memory-bound
  /// elementwise kernels, communication kernels, and waiting inside a job
  /// (pipeline bubble: memory allocated, clocks up, no kernel). Defaults
  /// derive from TDP and idle (see docs/hardware-profiles.md).
  double power_gemm_w = 0;
  double power_gemm_fp8_w = 0;
  double power_attention_w = 0;
  double power_memory_bound_w = 0;
  double power_comm_w = 0;
  double power_wait_w = 0;

  /// Sustained clock under a power cap relative to TDP: dynamic power goes
  /// with f V^2 and V with f in the DVFS range, so f ~ (P_dynamic)^(1/3).
  double ClockFactor() const;

  /// Peak FLOP/s of matrix math in this precision (fp8 falls back to
  /// fp16/bf16 where the GPU has no fp8 units, bf16 to fp16 likewise; fp4
  /// to the fp8 path, though a plan asking for fp4 on a GPU without FP4
  /// units is refused before it gets here: CheckPlan).
  double PeakFlops(Precision p) const;
};

/// Fills the activity powers a profile left at 0: GEMMs and attention at TDP
/// (the upper bound), memory-bound kernels at idle + half the idle-to-TDP
/// swing, communication at idle + a fifth, waiting at idle.
void SetDefaultActivityPower(GpuSpec* gpu);

struct NodeSpec {
  int gpus_per_node = 8;
  /// "nvswitch", "hybrid_cube_mesh", "xgmi_mesh" (AMD: one link per peer),
  /// "nvlink_mesh" (NVLink between every pair without a switch, one link per
  /// peer: four-GH200 nodes), "pcie"
  std::string intra_topology = "nvswitch";
  double nvlink_bandwidth_bytes_per_s = 0;  ///< per GPU, per direction
  bool nvls = false;                        ///< NVLink SHARP (in-switch reduction)
  double pcie_bandwidth_bytes_per_s = 0;    ///< host link per GPU, per direction
  double host_memory_bytes = 0;
  double host_memory_bandwidth_bytes_per_s = 0;  ///< CPU DRAM, whole node
  /// Local NVMe/SSD drives for offloaded state (ZeRO-Infinity): capacity
  /// and sustained sequential read and write bandwidth of the whole node
  /// (the drives striped, shared by its GPUs). 0: no local NVMe.
  double nvme_bytes = 0;
  double nvme_read_bytes_per_s = 0;
  double nvme_write_bytes_per_s = 0;
  bool HasNvme() const { return nvme_bytes > 0; }
  /// Typical draw of everything in the node but the GPUs during training
  /// (CPUs, DRAM, NICs, NVSwitches, fans, storage), DC side.
  double overhead_power_w = 0;
  double fan_power_w = 0;       ///< the fans' part of overhead_power_w (gone with liquid cooling)
  double psu_efficiency = 1.0;  ///< DC out / AC in of the node's power supplies (1: not modelled)
};

/// One tier of a fat tree, leaf first: each switch group of this tier joins
/// `nodes` nodes (a rail group of leaves, a pod of spines); traffic that
/// leaves such a group rises through uplinks tapered `oversubscription`:1.
struct FabricTier {
  int nodes = 0;
  double oversubscription = 1.0;
};

struct NetworkSpec {
  int nics_per_node = 1;
  double nic_bandwidth_bytes_per_s = 0;  ///< each NIC, per direction
  std::string topology = "fat_tree";     ///< "fat_tree" or "rail_optimized"
  double oversubscription = 1.0;         ///< >1: a tapered fabric above the leaves (no tiers)
  /// The fat tree's tiers (simulator/fabric.h); empty: `oversubscription` on
  /// every inter-node collective.
  std::vector<FabricTier> tiers;
  double latency_s = 0;                  ///< one network hop, end to end
  /// Fabric switches and optics per GPU (counted when a job spans nodes).
  double switch_power_per_gpu_w = 0;
};

/// A measured GEMM: efficiency = achieved / peak FLOP/s.
struct GemmSample {
  double m = 0, n = 0, k = 0;
  Precision precision = Precision::kBf16;
  double efficiency = 0;
};

/// A fitted collective: time = latency_s + bytes * bus_factor / bus_bandwidth.
struct CollectiveFit {
  std::string collective;  ///< all_reduce, all_gather, reduce_scatter, all_to_all, send_recv
  std::string scope;       ///< "intra_node" or "inter_node"
  int ranks = 0;           ///< group size measured
  double latency_s = 0;
  double bus_bandwidth_bytes_per_s = 0;
};

/// cuDNN's fused attention as an older cuDNN release ran it: the shares a
/// stack whose release is older than `before` (major x 100 + minor,
/// core/cudnn_release.h) reaches, where the profile's own
/// attention_cudnn_* figures are a newer release's.
struct CudnnAttentionRelease {
  int before = 0;
  double fwd = 0, bwd = 0;
  double half_seq = 0;  ///< 0: the profile's cuDNN half length
};

/// The cuDNN attention shares one release reaches (EfficiencyModel::CudnnAt).
struct CudnnAttentionShares {
  double fwd = 0, bwd = 0, half_seq = 0;
};

/// cuDNN's fp8 attention (Transformer Engine's fp8_dot_product_attention:
/// Q, K, V, O and dO in per-tensor scaled E4M3, or with `block` MXFP8's
/// 32-element scales, which Transformer Engine runs under an MXFP8 training
/// recipe) against its 16-bit attention at one query/key head width, as the
/// 16-bit time over the fp8 time, causal, at 4k-8k tokens; `window` > 0:
/// measured with that sliding window.
struct Fp8AttentionSpeedup {
  double head_dim = 128;
  double window = 0;
  bool block = false;
  double fwd = 1, bwd = 1;
};

/// How close kernels come to the peaks. Defaults derive from published
/// microbenchmarks (data/microbenchmarks.jsonl); a profile measured by
/// `shoal profile` replaces them with its own fits.
struct EfficiencyModel {
  double gemm_max = 0.8;             ///< large-GEMM efficiency (cuBLAS, bf16)
  double gemm_half_dim = 64;         ///< a dimension this small halves the efficiency
  /// FlashAttention-2 forward / backward vs the 16-bit peak at long
  /// sequences (causal, head_dim 128): the plateau of eff(S) = plateau x S / (S + half_seq).
  double attention_fwd = 0.6;
  double attention_bwd = 0.45;
  /// Sequence length at which fused attention reaches half its plateau (0:
  /// no length dependence).
  double attention_half_seq = 0;
  /// FlashAttention-3 and cuDNN fused attention plateaus where the GPU has
  /// them (0: not available here; FlashAttention-2 runs instead).
  double attention_flash3_fwd = 0;
  double attention_flash3_bwd = 0;
  double attention_cudnn_fwd = 0;
  double attention_cudnn_bwd = 0;
  /// cuDNN's own half length where its sweep rises more slowly than the
  /// other kernels' (0: attention_half_seq).
  double attention_cudnn_half_seq = 0;
  /// Half length of the causal backward pass where it rises more slowly than
  /// the forward (0: attention_half_seq; a cuDNN half length, where set,
  /// serves both passes).
  double attention_bwd_half_seq = 0;
  /// cuDNN attention as older cuDNN releases ran it, where it was slower
  /// (empty: one set of figures for every release).
  std::vector<CudnnAttentionRelease> attention_cudnn_releases;
  /// The cuDNN shares for a stack that ships `release` (kCudnnReleaseUnset:
  /// the profile's own figures, its newest): of the releases whose `before`
  /// lies above it, the one with the lowest `before`; none: the own figures.
  CudnnAttentionShares CudnnAt(int release) const;
  /// cuDNN fp8 attention's speed-ups over its 16-bit attention (empty: none
  /// measured; fp8 attention runs at the 16-bit speed).
  std::vector<Fp8AttentionSpeedup> attention_cudnn_fp8;
  /// The speed-up (16-bit time / fp8 time) of the entry nearest `head_dim`
  /// (in ratio) among those measured with a sliding window (`windowed`) or
  /// without, block-scaled (`block`) or not; the per-tensor entries where
  /// none is block-scaled; 1 where the profile has none of that kind.
  double Fp8AttentionSpeedupAt(double head_dim, bool windowed, bool backward,
                               bool block = false) const;
  double memory_bandwidth = 0.8;     ///< elementwise kernels vs HBM peak
  /// Share of the fp8 peak that block-scaled fp8 GEMMs (MXFP8's 32-element
  /// scales; the plan's fp8_recipe "block") reach at large shapes, where the
  /// profile has a figure (0: gemm_max_fp8, per-tensor and block alike).
  double gemm_max_fp8_block = 0;
  /// Half dimension of the shape factor of fp8 (and fp4) GEMMs, where the
  /// profile measured one of their own (0: gemm_half_dim): an fp8 tile does
  /// twice the math of a 16-bit one in the same time, so the fixed cost of
  /// filling and draining it takes a larger share of small GEMMs.
  double gemm_half_dim_fp8 = 0;
  /// Half output area (rows x columns) of a GEMM's efficiency, where the
  /// profile measured it (0: none): cut along its rows, a GEMM of many
  /// columns keeps its rate longer than gemm_half_dim's factor per dimension
  /// says, since its output still fills the SMs with tiles. Read by the
  /// TP-overlap chunking (ComputeModel::RowSplitSlowdown) as
  /// area / (area + gemm_half_area); 16-bit, and fp8's own where measured.
  double gemm_half_area = 0;
  double gemm_half_area_fp8 = 0;
  /// Share of HBM bandwidth that block-scaled fp8 quantization (MXFP8: each
  /// 32-element block's scale found along both axes on the way) reaches,
  /// where the profile measured it (0: memory_bandwidth, as plain casts).
  double fp8_block_quantize_bandwidth = 0;
  /// Share of HBM bandwidth that NVFP4 quantization (Transformer Engine's
  /// NVFP4BlockScaling: the per-tensor amax, 16-element E4M3 scales, the
  /// Random Hadamard Transform of the weight-gradient copy, stochastic
  /// rounding) reaches, where the profile measured it (0: memory_bandwidth).
  double fp4_quantize_bandwidth = 0;
  double kernel_launch_s = 4e-6;     ///< per kernel
  /// CPU time the host spends issuing one eager framework op (a PyTorch op
  /// and its kernel launch): the GPU starves when a pass's ops take the host
  /// longer to issue than the GPU takes to run them.
  double host_op_s = 13.5e-6;
  /// Seconds per exp (or tanh, sigmoid: one exp each) of an elementwise
  /// kernel, when special functions rather than memory bound it: measured on
  /// CPU hosts; 0 on GPUs, whose special function units outpace HBM.
  double exp_s = 0;
  double nccl_bandwidth = 0.85;      ///< achieved / link bandwidth for large messages
  /// Achieved / NIC line rate for large messages across nodes (0: nccl_bandwidth).
  /// NCCL's network transfers reach 46-48 of 50 GB/s per NDR NIC, more of the
  /// line than NVLink rings reach of theirs.
  double nic_bandwidth = 0;
  double NicBandwidth() const { return nic_bandwidth > 0 ? nic_bandwidth : nccl_bandwidth; }
  double gemm_max_fp8 = 0;           ///< large-GEMM efficiency in fp8 (0: same as gemm_max)
  double gemm_max_fp4 = 0;           ///< large-GEMM efficiency in fp4 (0: same as gemm_max_fp8)
  /// Compute slows by this fraction while a collective runs beside it on the
  /// same GPU (NCCL kernels take SMs and memory bandwidth): 18.9% on average
  /// on A100, H100, MI250 and MI210 (Lee et al., arXiv:2507.03114).
  double comm_compute_slowdown = 0.19;
  /// Coefficient of variation of sustained speed among GPUs of one SKU (a
  /// step waits for its slowest GPU; simulator/variability.h): Sinha et al.,
  /// SC'22, 8% average spread over clusters of hundreds to 27,648 GPUs.
  double gpu_speed_cv = 0.014;
  /// NCCL all-to-all: the message per peer at which per-message overheads
  /// halve the bandwidth (eff = m / (m + this)).
  double all_to_all_half_message_bytes = 64.0 * 1024.0;
  /// MoE dispatch/combine kernels that send each token once per destination
  /// GPU over NVLink and once per destination node over RDMA (DeepEP's
  /// normal kernels): achieved share of the NVLink and NIC line rates, and
  /// the fixed cost of one dispatch or combine (launch, notify, handshake).
  double moe_dispatch_nvlink = 0.78;
  double moe_dispatch_rdma = 0.86;
  double moe_dispatch_latency_s = 20e-6;
  /// The same shares for HybridEP's kernels (MoeDispatcher::kHybridEp); 0:
  /// DeepEP's.
  double moe_hybridep_nvlink = 0;
  double moe_hybridep_rdma = 0;
  /// Grouped GEMMs (MoE experts) with at most this many groups run at the
  /// dense GEMM law on this GPU; with more, at the stack's share of it
  /// (Plan::moe_expert_gemm_share). 1: only a single group runs at the law.
  int grouped_gemm_dense_groups = 1;
  std::vector<GemmSample> gemm_table;
  std::vector<CollectiveFit> collective_fits;
};

struct PricingSpec {
  double usd_per_gpu_hour = 0;
};

struct EnergySpec {
  double pue = 1.2;
  double usd_per_kwh = 0.10;
  double kg_co2_per_kwh = 0.4;
};

struct ReliabilitySpec {
  double gpu_failures_per_hour = 0;  ///< per GPU, every interruption (0: the published default)
  double checkpoint_write_bytes_per_s_per_node = 0;  ///< storage write bandwidth of one node
  double restart_s = 0;
  // Stragglers and grey failures (planner/failure_model.h). Negative: the
  // sourced default of planner/reliability.h (data/failure_rates.json); 0 is
  // allowed and turns the effect off.
  double straggler_node_step_probability = -1;  ///< a node is slow in a given step
  double straggler_slowdown = -1;               ///< that step takes (1 + this) x as long
  /// Share of the interruptions preceded by a grey phase: the job runs slow
  /// (fail-slow) until the fault is detected, then restarts like a hard failure.
  double grey_failure_fraction = -1;
  double grey_slowdown = -1;     ///< step time x (1 + this) while grey
  double grey_detection_s = -1;  ///< grey onset to detection and restart
  /// Asynchronous checkpoints: training stalls only while the state is copied
  /// to host memory, then the write to storage runs beside training.
  bool async_checkpoint = false;
  double snapshot_bytes_per_s_per_gpu = 0;  ///< device-to-host copy (0: the node's PCIe per GPU)
};

/// Reads "tiers" (and "topology") of a network or cluster object over `net`.
void ReadFabric(JsonReader& r, NetworkSpec* net);

/// Reads a "reliability" object over `spec` (keys absent keep their values);
/// every key checked (docs/hardware-profiles.md).
void ReadReliability(JsonReader& r, ReliabilitySpec* spec);

struct HardwareProfile {
  std::string name;
  std::string description;
  std::string file;  ///< where it was loaded from
  GpuSpec gpu;
  NodeSpec node;
  NetworkSpec network;
  EfficiencyModel efficiency;
  PricingSpec pricing;
  EnergySpec energy;
  ReliabilitySpec reliability;
  Json sources = Json::object();   ///< field -> citation
  Json measured = Json::object();  ///< raw samples and environment of a measured profile

  double UsableMemoryBytes() const { return gpu.hbm_bytes - gpu.reserved_bytes; }
};

/// Reads a profile object; every key checked (see docs/hardware-profiles.md).
HardwareProfile ReadHardwareProfile(JsonReader& r);
HardwareProfile LoadHardwareProfile(const std::string& path);
Json HardwareProfileToJson(const HardwareProfile& hw);

/// Names of the bundled profiles (file stems in hardware_profiles/).
std::vector<std::string> BundledHardwareNames();
/// A bundled name ("h100") or a path to a JSON file. Unknown names throw
/// InputError listing the known ones; `origin`/`json_path` say who asked.
HardwareProfile ResolveHardware(const std::string& name_or_path, const std::string& origin = "",
                                const std::string& json_path = "");

}  // namespace shoal
