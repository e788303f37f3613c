// What a GPU is doing, for its power draw: GEMM-bound math, fused attention,
// memory-bound elementwise kernels, communication, or waiting (pipeline
// bubble, idle with memory allocated). simulator/power_model.h gives each its
// watts.
#pragma once

#include <array>
#include <cstddef>

namespace shoal::sim {

enum class Activity { kGemm, kAttention, kMemory, kComm, kWait, kCount };
constexpr size_t kNumActivities = static_cast<size_t>(Activity::kCount);

/// Seconds (or watts, or joules) by activity.
using ActivityArray = std::array<double, kNumActivities>;

/// "gemm", "attention", "memory_bound", "communication", "wait".
const char* ActivityName(Activity a);

}  // namespace shoal::sim
