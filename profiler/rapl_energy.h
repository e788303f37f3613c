// CPU package energy from Linux RAPL (/sys/class/powercap/intel-rapl:N/energy_uj).
#pragma once

#include <memory>
#include <string>

#include "profiler/compute_backend.h"

namespace shoal::profiler {

/// A meter summing every readable top-level RAPL package domain under
/// `powercap_dir`; nullptr when none is readable (e.g. in a VM or as non-root).
std::unique_ptr<EnergyMeter> MakeRaplEnergyMeter(
    const std::string& powercap_dir = "/sys/class/powercap");

}  // namespace shoal::profiler
