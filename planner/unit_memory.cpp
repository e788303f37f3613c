#include "planner/unit_memory.h"

#include <algorithm>
#include <limits>

namespace shoal::planner {

UnitMemory::UnitMemory(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                       const PipelineShape& shape, bool memory_margin)
    : hw_(hw), memory_margin_(memory_margin) {
  stages_.reserve(shape.memory_stages.size());
  for (int s : shape.memory_stages) {
    stages_.push_back(
        sim::StageContentsOf(model, hw, plan, shape.layers[static_cast<size_t>(s)], s));
  }
}

PlanBound UnitMemory::Of(const Plan& variant) const {
  // MemoryBound's loop, each stage's memory from its contents.
  PlanBound b;
  for (const sim::StageContents& c : stages_) {
    const sim::MemoryBreakdown mem = sim::StageMemoryOf(c, variant);
    b.peak_memory_bytes = std::max(b.peak_memory_bytes, mem.TotalBytes());
    b.host_bytes_per_node =
        std::max(b.host_bytes_per_node, sim::HostBytesPerNode(mem, hw_, variant));
    b.nvme_bytes_per_node =
        std::max(b.nvme_bytes_per_node, sim::NvmeBytesPerNode(mem, hw_, variant));
    if (sim::RequiredBytes(mem, memory_margin_) > hw_.gpu.hbm_bytes) b.rejected = kOutOfGpuMemory;
  }
  if (!b.rejected && hw_.node.host_memory_bytes > 0 &&
      b.host_bytes_per_node > hw_.node.host_memory_bytes) {
    b.rejected = kOutOfHostMemory;
  }
  // A node without NVMe holds none of it.
  if (!b.rejected && b.nvme_bytes_per_node > hw_.node.nvme_bytes) b.rejected = kOutOfNvme;
  return b;
}

MemoryFloor UnitMemory::Floor(const Plan& structure, const VariantAxes& axes,
                              size_t schedule) const {
  // Per stage, the least over every variant; a variant's memory is the
  // largest over the stages, so no variant's is below the largest of these.
  constexpr double kInf = std::numeric_limits<double>::infinity();
  MemoryFloor f;
  for (const sim::StageContents& c : stages_) {
    double required = kInf, total = kInf;
    for (size_t z = 0; z < axes.zero_stages.size(); ++z) {
      for (size_t off = 0; off < axes.offloads.size(); ++off) {
        for (size_t b = 0; b < axes.bucket_mib.size(); ++b) {
          const sim::MemoryBreakdown mem =
              sim::StageMemoryOf(c, VariantOf(structure, axes, z, schedule, off, b));
          required = std::min(required, sim::RequiredBytes(mem, memory_margin_));
          total = std::min(total, mem.TotalBytes());
        }
      }
    }
    f.required_bytes = std::max(f.required_bytes, required);
    f.peak_memory_bytes = std::max(f.peak_memory_bytes, total);
  }
  return f;
}

}  // namespace shoal::planner
