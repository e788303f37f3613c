// The seam between the collective sweep and a communication library: MPI on
// CPU, NCCL on GPU (bootstrapped through MPI), fakes in tests. One object
// serves one group of ranks (intra-node or inter-node).
#pragma once

#include <string>
#include <vector>

#include "profiler/collective.h"

namespace shoal::profiler {

class CollectiveBackend {
 public:
  virtual ~CollectiveBackend() = default;

  virtual std::string Name() const = 0;
  /// This process's rank in the group, and the group's size.
  virtual int Rank() const = 0;
  virtual int Size() const = 0;

  /// Allocates the send and receive buffers of `op` (fp32 elements).
  virtual void Prepare(Collective op, const CollectiveCounts& counts) = 0;
  /// Copies `send` (counts.send elements) into the send buffer.
  virtual void WriteInput(const std::vector<float>& send) = 0;
  /// Copies the receive buffer (counts.recv elements) out.
  virtual std::vector<float> ReadOutput() = 0;
  /// Runs the prepared collective `ops` times back to back, starting together
  /// (barrier), and returns seconds per op of the group's slowest rank (every
  /// rank of the group gets the same value).
  virtual double TimeOps(int ops) = 0;
  /// Frees the buffers.
  virtual void Release() = 0;
};

/// Agreement among all processes of the run, so that they leave a sweep
/// together when any of them fails (MPI_COMM_WORLD; trivial in tests).
class Agreement {
 public:
  virtual ~Agreement() = default;
  /// True on every process when `local` is true on any.
  virtual bool AnyProcess(bool local) = 0;
};

/// A single-process agreement: AnyProcess(x) == x.
class LocalAgreement : public Agreement {
 public:
  bool AnyProcess(bool local) override { return local; }
};

}  // namespace shoal::profiler
