// GPU power samples (shoal ingest --from nvidia-smi|dcgm): the average board
// power per GPU over a run, attached to its measured run for
// `validate --executor`. Formats: nvidia-smi's --query-gpu CSV and `dmon`,
// DCGM's `dcgmi dmon` (docs/frameworks.md).
#pragma once

#include <map>
#include <string>
#include <vector>

namespace shoal::frameworks {

enum class PowerFormat { kNvidiaSmi, kDcgm };

struct PowerSamples {
  std::string file;
  std::string layout;  ///< "nvidia-smi --query-gpu csv", "nvidia-smi dmon", "dcgmi dmon"
  std::map<std::string, std::vector<double>> watts_by_gpu;  ///< GPU id -> samples
  int missing = 0;  ///< N/A, "-" or [Not Supported] readings left out
  int lines = 0;
  /// Mean over GPUs of each GPU's mean sample.
  double MeanDeviceW() const;
  size_t Samples() const;
};

/// Reads the samples. InputError naming the file and line on a garbled or cut
/// row, a power outside [0, 5000] W, or no power column / no sample.
PowerSamples ParsePowerSamples(PowerFormat format, const std::string& text,
                               const std::string& file);

}  // namespace shoal::frameworks
