// The CPU backend flushes subnormals on its training thread and restores the
// mode after (executor/flush_denormals.h).
#include <doctest/doctest.h>

#include <limits>

#include "executor/flush_denormals.h"

using shoal::executor::ScopedFlushDenormals;

namespace {
// Through a volatile so the compiler cannot fold it at compile time.
double Halve(double x) {
  volatile double v = x;
  return v * 0.5;
}
}  // namespace

TEST_CASE("subnormal results flush to zero inside the scope, and the mode is restored after") {
  const double tiny = std::numeric_limits<double>::min();  // smallest normal double
  const bool before = ScopedFlushDenormals::Active();
  CHECK_FALSE(before);
  CHECK(Halve(tiny) > 0.0);  // a subnormal, computed as such
  {
    ScopedFlushDenormals flush;
#if defined(__SSE2__) || defined(_M_X64)
    CHECK(ScopedFlushDenormals::Active());
    CHECK(Halve(tiny) == 0.0);
#else
    CHECK_FALSE(ScopedFlushDenormals::Active());
#endif
  }
  CHECK(ScopedFlushDenormals::Active() == before);
  CHECK(Halve(tiny) > 0.0);
}
