// ZeRO-Infinity's NVMe offload (Rajbhandari et al., "ZeRO-Infinity: Breaking
// the GPU Memory Wall for Extreme Scale Deep Learning", SC'21,
// arXiv:2104.07857), as DeepSpeed's ZeRO-3 runs it with
// offload_optimizer.device / offload_param.device = "nvme": where the
// offloaded state sits (the node's NVMe drives, with pinned host staging
// buffers) and what the step reads and writes there. The plan key is
// Plan::offload_device; the drives are the profile's node.nvme_*.
#pragma once

#include "core/hardware.h"
#include "core/plan.h"

namespace shoal::sim {

// DeepSpeed's defaults (deepspeed/runtime/zero/offload_config.py and
// config.py), which the emitted config (frameworks/deepspeed.cpp) keeps:
/// offload_optimizer.buffer_count: pinned fp32 swap buffers of the optimizer,
/// each one sub-group's partition (OptimizerSwapper's SwapBufferManager of
/// largest_numel = the largest sub-group, stage3.py _configure_tensor_swapping).
inline constexpr double kOptimizerSwapBuffers = 4;
/// zero_optimization.sub_group_size: elements per optimizer sub-group.
inline constexpr double kSubGroupElements = 1e9;
/// offload_param.buffer_count x buffer_size: pinned 16-bit parameter swap
/// buffers (AsyncPartitionedParameterSwapper), elements.
inline constexpr double kParamSwapBuffers = 5;
inline constexpr double kParamSwapBufferElements = 1e8;
/// offload_param.max_in_cpu: parameter elements a rank keeps in host memory
/// when its parameters go to NVMe (stage3.py: the first max_in_cpu elements of
/// its 16-bit partition stay in CPU buffers, the rest are swapped).
inline constexpr double kParamsKeptInHost = 1e9;

/// One GPU's offloaded state split between host memory and NVMe.
struct NvmeOffloadSplit {
  double host_bytes = 0;  ///< pinned staging buffers and parameters kept in host memory
  double nvme_bytes = 0;  ///< on the node's drives
};

/// Where a GPU's offloaded state lives under offload_device "nvme":
/// `optimizer_bytes` (fp32 master, moments and gradient partition, and any
/// offloaded 16-bit gradients) go to NVMe behind kOptimizerSwapBuffers
/// buffers of min(kSubGroupElements, `trained_params`) fp32 elements;
/// `param_bytes` (the rank's 16-bit parameter partition, `param_bytes_per`
/// bytes each) go to NVMe beyond kParamsKeptInHost elements, behind
/// kParamSwapBuffers x kParamSwapBufferElements 16-bit buffers.
NvmeOffloadSplit SplitNvmeOffload(double optimizer_bytes, double trained_params, double param_bytes,
                                  double param_bytes_per);

/// The NVMe read and write bandwidth one GPU of `plan` gets: the node's,
/// shared by the plan's GPUs on it.
struct NvmeShare {
  double read_bytes_per_s = 0;
  double write_bytes_per_s = 0;
};
NvmeShare NvmeShareOf(const HardwareProfile& hw, const Plan& plan);

/// Seconds one GPU's optimizer step spends on NVMe: the offloaded optimizer
/// state (`optimizer_bytes`) read in and written back once, and the updated
/// 16-bit parameters beyond kParamsKeptInHost (`nvme_param_bytes`) written
/// out. Reads and writes share the drives, so their times add.
double NvmeOptimizerSeconds(const NvmeShare& share, double optimizer_bytes,
                            double nvme_param_bytes);

/// The 16-bit parameter bytes of a rank's `local_params` that live on NVMe.
double NvmeParamBytes(double local_params, double param_bytes_per);

}  // namespace shoal::sim
