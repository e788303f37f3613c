// Turns measurements into a hardware profile in the schema of
// hardware_profiles/*.json (core/hardware.h), with the raw samples and the
// environment in its free-form "measured" object. Pure: no device, no MPI.
#pragma once

#include <string>
#include <vector>

#include "core/hardware.h"
#include "profiler/collective_sweep.h"
#include "profiler/compute_sweep.h"

namespace shoal::profiler {

/// Where and how the measurements were taken.
struct RunEnvironment {
  std::string backend;  ///< "cpu" or "cuda"
  int world_size = 1;
  int nodes = 1;
  int ranks_per_node = 1;
  std::vector<std::string> hosts;  ///< one per rank
  std::string collective_library;  ///< "Open MPI v4.1.4", "NCCL 2.28.9"
  std::vector<std::string> argv;
  std::string date_utc;  ///< ISO 8601
  bool quick = false;
};

struct ProfileInputs {
  std::string name;
  std::string description;
  ComputeMeasurements compute;
  std::vector<CollectiveSample> collectives;
  RunEnvironment env;
  double tdp_w = 0;  ///< > 0: overrides the measured / reported power limit
  double usd_per_gpu_hour = 0;
  std::string intra_topology;  ///< non-empty: overrides the inferred topology
};

/// The collective fits: one per (collective, scope, ranks) over median times.
std::vector<CollectiveFit> FitCollectives(const std::vector<CollectiveSample>& samples,
                                          Json* fit_details = nullptr);

/// The profile; throws ProfileError when the measurements cannot make one
/// (no GEMM sample, a non-positive time).
HardwareProfile BuildProfile(const ProfileInputs& in);

/// ISO 8601 UTC time of now, e.g. "2026-11-22T22:30:00Z".
std::string UtcNow();

}  // namespace shoal::profiler
