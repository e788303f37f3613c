// Errors of the profiler layer. Bad options or an unavailable backend are
// core's InputError (exit 2); a failed measurement (a collective returning a
// wrong result) is a ProfileError, a failed CUDA/NCCL/MPI call the platform's
// SystemError (ProfileError is one: catch SystemError for both; exit 1).
#pragma once

#include <string>

#include "core/platform/system_error.h"

namespace shoal::profiler {

class ProfileError : public platform::SystemError {
 public:
  explicit ProfileError(const std::string& what) : platform::SystemError(what) {}
};

}  // namespace shoal::profiler
