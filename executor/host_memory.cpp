#include "executor/host_memory.h"

#include <cstdlib>  // defines __GLIBC__ on glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace shoal::executor {

bool RetainFreedHostMemory() {
#if defined(__GLIBC__)
  // Blocks up to 32 MiB (glibc's largest mmap threshold on 64-bit) come from
  // the heap, and the heap's top is never trimmed back to the OS. Both are
  // set even if one is refused.
  constexpr int kMmapThresholdBytes = 32 << 20;
  constexpr int kNoTrim = -1;
  const bool mmap_set = mallopt(M_MMAP_THRESHOLD, kMmapThresholdBytes) == 1;
  const bool trim_set = mallopt(M_TRIM_THRESHOLD, kNoTrim) == 1;
  return mmap_set && trim_set;
#else
  return false;
#endif
}

}  // namespace shoal::executor
