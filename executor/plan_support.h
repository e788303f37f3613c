// What this executor can run: everything a plan asks for is either done or
// refused here with a reason, never silently ignored.
#pragma once

#include <string>
#include <vector>

#include "core/model.h"
#include "core/plan.h"

namespace shoal::executor {

enum class Backend { kCpu, kCuda };

/// Reasons `plan` cannot run on `world_size` ranks with `backend`; empty when it can.
std::vector<std::string> UnsupportedPlanFeatures(const Plan& plan, const ModelConfig& model,
                                                 int world_size, Backend backend);

}  // namespace shoal::executor
