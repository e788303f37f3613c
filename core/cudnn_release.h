// A cuDNN release, as stacks name the one their containers ship and hardware
// profiles name the releases their attention measurements ran: cuDNN's fused
// attention on Blackwell got up to 1.3x faster between the releases of 2025
// and those of 2026 (hardware_profiles/gb200-nvl72.json), so a run's
// attention speed depends on its software's release as much as on the GPU.
#pragma once

#include <string>
#include <string_view>

#include "core/json_reader.h"

namespace shoal {

/// "major.minor" (a patch, as in "9.13.1", is read and ignored) as
/// major x 100 + minor: 913. 0 stands for "not named".
inline constexpr int kCudnnReleaseUnset = 0;

/// Reads `key` of `r` as a cuDNN release; absent or "": `fallback`. Anything
/// else than 1-99 "." 0-99 (and an optional patch) fails naming the key.
int ReadCudnnRelease(JsonReader& r, std::string_view key, int fallback);
/// "9.13" for 913; "" for kCudnnReleaseUnset.
std::string CudnnReleaseName(int release);

}  // namespace shoal
