// The step-phase table: one entry per phase, in enum order, keys parse back.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "core/phase.h"

using namespace shoal;

TEST_CASE("phase table: enum order, unique keys, keys parse back") {
  std::set<std::string> keys;
  for (size_t i = 0; i < kNumPhases; ++i) {
    const PhaseInfo& info = Phases()[i];
    CAPTURE(info.key);
    CHECK(static_cast<size_t>(info.phase) == i);
    CHECK(keys.insert(info.key).second);
    CHECK(std::string(info.key).size() > 2);
    CHECK(std::string(info.key).substr(std::string(info.key).size() - 2) == "_s");
    REQUIRE(ParsePhase(info.key).has_value());
    CHECK(*ParsePhase(info.key) == info.phase);
    CHECK(std::string(info.color).size() == 7);
  }
  CHECK(PhaseKey(Phase::kExposedEp) == std::string("exposed_ep_s"));
  CHECK_FALSE(ParsePhase("step_s").has_value());
  CHECK_FALSE(ParsePhase("").has_value());
}
