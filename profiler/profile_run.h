// `shoal profile`: measures this node (or every node of an mpirun) and writes
// a hardware profile. Each process profiles its own device; rank 0 writes.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace shoal::profiler {

struct ProfileOptions {
  std::string backend = "cpu";           ///< "cpu" or "cuda"
  std::string out_path;                  ///< empty: the profile JSON goes to stdout
  bool quick = false;                    ///< small shapes and message sizes (CI, smoke tests)
  double min_bytes = 0;                  ///< 0: 1 KiB
  double max_bytes = 0;                  ///< 0: 1 GiB (--quick: 1 MiB)
  std::vector<std::string> collectives;  ///< empty: all five
  bool skip_collectives = false;
  std::string name;  ///< empty: "measured-<backend>-<host>"
  double tdp_w = 0;
  double usd_per_gpu_hour = 0;
  std::string intra_topology;  ///< empty: inferred
  std::vector<std::string> argv;
};

/// Parses "4096", "64KiB", "1MiB", "1GiB", "1e6" into bytes; false when not.
bool ParseBytes(const std::string& text, double* bytes);

/// Throws InputError (exit 2) for bad options, and for a backend this build or
/// machine cannot serve (--backend cuda without CUDA, or without a GPU).
void ValidateProfileOptions(const ProfileOptions& o);

/// True when this build has the CUDA backend.
bool HaveCudaBackend();

/// Runs the whole profile under MPI (initialising it when needed). Rank 0
/// writes the profile (atomically) and a summary to `summary`.
void RunProfile(const ProfileOptions& o, std::ostream& summary);

}  // namespace shoal::profiler
