// nccl-tests output (all_reduce_perf, all_gather_perf, reduce_scatter_perf,
// alltoall_perf, sendrecv_perf) read into a fitted collective of a hardware
// profile (`shoal ingest FILE --from nccl-tests`), with the same fit as
// `shoal profile` (profiler/fit.h). Format: NVIDIA/nccl-tests src/util.cu.
#pragma once

#include <string>
#include <vector>

#include "core/hardware.h"
#include "profiler/fit.h"

namespace shoal::profiler {

struct NcclTestsTable {
  std::string file;
  Collective collective = Collective::kAllReduce;
  int ranks = 0;                          ///< "#  Rank N ..." lines of "# Using devices"
  std::vector<std::string> hosts;         ///< distinct hosts of those lines
  std::vector<double> bytes;              ///< the "size" column
  std::vector<double> times_s;            ///< out-of-place "time" (us in the file)
  std::vector<double> busbw_bytes_per_s;  ///< out-of-place "busbw", as nccl-tests computed it
  std::vector<int> lines;
};

/// Reads nccl-tests' text output. The collective comes from "# Collective test
/// starting: NAME_perf" (nccl-tests >= 2.14), else from `collective` (a
/// profile name: all_reduce, ...); both present must agree. The rank count
/// comes from the "#  Rank N ... on HOST" lines, else from `ranks` (> 0; those
/// lines cut from the output: the run counts as one host). Throws InputError
/// naming the file and line on a cut or garbled row, on a row with wrong
/// results (#wrong > 0), and when no row or no device line is found.
NcclTestsTable ParseNcclTests(const std::string& text, const std::string& file,
                              const std::string& collective, int ranks);

/// The fitted profile row: intra_node when every rank ran on one host.
CollectiveFit FitNcclTests(const NcclTestsTable& t, LinearTimeFit* fit);

}  // namespace shoal::profiler
