#include "simulator/nvme_offload.h"

#include <algorithm>

#include "simulator/plan_costs.h"

namespace shoal::sim {

NvmeOffloadSplit SplitNvmeOffload(double optimizer_bytes, double trained_params, double param_bytes,
                                  double param_bytes_per) {
  NvmeOffloadSplit s;
  if (optimizer_bytes > 0) {
    s.nvme_bytes += optimizer_bytes;
    s.host_bytes += kOptimizerSwapBuffers * std::min(kSubGroupElements, trained_params) * 4.0;
  }
  if (param_bytes > 0) {
    const double kept = std::min(param_bytes, kParamsKeptInHost * param_bytes_per);
    s.host_bytes += kept + kParamSwapBuffers * kParamSwapBufferElements * 2.0;
    s.nvme_bytes += param_bytes - kept;
  }
  return s;
}

NvmeShare NvmeShareOf(const HardwareProfile& hw, const Plan& plan) {
  const double gpus = PlanGpusPerNode(hw, plan);
  return {hw.node.nvme_read_bytes_per_s / gpus, hw.node.nvme_write_bytes_per_s / gpus};
}

double NvmeOptimizerSeconds(const NvmeShare& share, double optimizer_bytes,
                            double nvme_param_bytes) {
  // A node without NVMe makes the plan infeasible (simulate.cpp); the time stays finite.
  if (share.read_bytes_per_s <= 0 || share.write_bytes_per_s <= 0) return 0;
  return optimizer_bytes / share.read_bytes_per_s +
         (optimizer_bytes + nvme_param_bytes) / share.write_bytes_per_s;
}

double NvmeParamBytes(double local_params, double param_bytes_per) {
  return std::max(0.0, local_params - kParamsKeptInHost) * param_bytes_per;
}

}  // namespace shoal::sim
