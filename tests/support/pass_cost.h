// Reading a layer's simulated ops in tests: the seconds of the ops of one name.
#pragma once

#include <string>

#include "simulator/layer_cost.h"

namespace shoal::testing {

/// Seconds of the ops named `name` in `pass`, summed; -1 when the pass has none.
inline double OpSeconds(const sim::PassCost& pass, const std::string& name) {
  double s = 0;
  bool found = false;
  for (const auto& op : pass.ops) {
    if (op.name == name) {
      s += op.seconds;
      found = true;
    }
  }
  return found ? s : -1.0;
}

}  // namespace shoal::testing
