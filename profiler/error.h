// Errors of the profiler layer. Bad options or an unavailable backend are
// core's InputError (exit 2); a failed measurement (a collective returning a
// wrong result, a CUDA/NCCL/MPI call failing) is a ProfileError (exit 1).
#pragma once

#include <stdexcept>
#include <string>

namespace shoal::profiler {

class ProfileError : public std::runtime_error {
 public:
  explicit ProfileError(const std::string& what) : std::runtime_error(what) {}
};

}  // namespace shoal::profiler
