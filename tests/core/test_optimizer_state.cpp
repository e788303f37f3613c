// Where Megatron-Core's precision-aware optimizer keeps the master copy.
#include <doctest/doctest.h>

#include "core/optimizer_state.h"

using namespace shoal;

TEST_CASE("the precision-aware optimizer's master is Transformer Engine's 16-bit remainder") {
  Plan p;
  p.precision = Precision::kBf16;
  CHECK(MasterKeptAsRemainders(p));
  // Delayed scaling keeps TE's master on 16-bit weights, not on fp8 ones.
  p.precision = Precision::kFp8;
  p.fp8_recipe = Fp8Recipe::kDelayed;
  p.memory.fp8_primary_weights = false;
  CHECK(MasterKeptAsRemainders(p));
  p.memory.fp8_primary_weights = true;
  CHECK_FALSE(MasterKeptAsRemainders(p));
  // Current and block scaling: Megatron-Core keeps its own fp32 master.
  p.memory.fp8_primary_weights = false;
  p.fp8_recipe = Fp8Recipe::kCurrent;
  CHECK_FALSE(MasterKeptAsRemainders(p));
  p.fp8_recipe = Fp8Recipe::kBlock;
  CHECK_FALSE(MasterKeptAsRemainders(p));
  p.precision = Precision::kFp16;
  CHECK_FALSE(MasterKeptAsRemainders(p));
}
