#include "core/optimizer_state.h"

namespace shoal {

bool MasterKeptAsRemainders(const Plan& plan) {
  if (plan.precision == Precision::kBf16) return true;
  return plan.precision == Precision::kFp8 && plan.fp8_recipe == Fp8Recipe::kDelayed &&
         !plan.memory.fp8_primary_weights;
}

}  // namespace shoal
