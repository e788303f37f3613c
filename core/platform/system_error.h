// The platform layer's one error type: a system call, MPI, CUDA, cuBLAS, NCCL
// or NVML call failed (exit code 1). Bad input stays core's InputError (exit 2).
#pragma once

#include <stdexcept>
#include <string>

namespace shoal::platform {

class SystemError : public std::runtime_error {
 public:
  /// "`what` failed: `detail`", e.g. "MPI_Allreduce failed: MPI_ERR_COUNT: invalid count".
  SystemError(const std::string& what, const std::string& detail)
      : std::runtime_error(what + " failed: " + detail) {}
  /// A message of its own (layers' errors derived from this one: ProfileError).
  explicit SystemError(const std::string& message) : std::runtime_error(message) {}
};

}  // namespace shoal::platform
