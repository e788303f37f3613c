// Host memory reuse for training runs. A training step allocates and frees
// the same activation buffers every micro-batch. glibc serves blocks above its
// mmap threshold (128 KiB, rising to at most 32 MiB) with fresh mappings and
// returns them to the OS on free, so every step page-faults and zeroes its
// activations again: on the small-moe CPU run (scenarios/executor) that was a
// third of the step (1.29 s against 0.81 s with memory kept). Caching
// allocators (PyTorch's on GPU) keep freed blocks for the same reason.
#pragma once

namespace shoal::executor {

/// Keeps freed host memory in the process for reuse (glibc: raises the mmap
/// and trim thresholds). Process-wide; call once before training. Returns
/// false where the C library offers no such control (nothing changes).
bool RetainFreedHostMemory();

}  // namespace shoal::executor
