// The CPU compute backend: GEMMs through Eigen (one thread per rank: one rank
// is one "device"), STREAM triad, memcpy, RAPL energy when readable.
#pragma once

#include <memory>

#include "profiler/compute_backend.h"

namespace shoal::profiler {

/// `ranks_on_host` divides the host's RAM into per-rank device memory.
std::unique_ptr<ComputeBackend> MakeCpuComputeBackend(int ranks_on_host);

/// Measured fp32 peak of this build's SIMD (independent multiply-adds in the
/// widest vector type the compiler targets), FLOP/s of one thread.
double MeasureCpuPeakFp32Flops(double seconds);

/// The SIMD level this binary was compiled for ("avx512f", "avx2+fma", "sse2", ...).
const char* CompiledSimd();

}  // namespace shoal::profiler
