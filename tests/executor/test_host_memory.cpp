#include <doctest/doctest.h>

#include <cstdlib>

#include "executor/host_memory.h"
#include "tests/support/under_sanitizer.h"

using namespace shoal::executor;

// ASan's allocator replaces the C library's and takes no such settings: the
// sanitizer build has nothing to check here.
#if !defined(SHOAL_TEST_UNDER_ASAN)
TEST_CASE("freed host memory is kept for reuse where the C library allows it") {
#if defined(__GLIBC__)
  // glibc accepts both settings. A missing libc header once made this a
  // silent no-op, and a third of each CPU step went to page faults.
  CHECK(RetainFreedHostMemory());
#else
  CHECK_FALSE(RetainFreedHostMemory());
#endif
}
#endif
