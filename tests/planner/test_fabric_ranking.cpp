#include <doctest/doctest.h>

#include <string>

#include "core/scenario.h"
#include "planner/plan_search.h"
#include "planner/search_space.h"
#include "tests/support/bundled.h"

using namespace shoal;
using namespace shoal::planner;

namespace {

SearchResult BestLayouts(const std::string& name) {
  Scenario s = shoal::testing::LoadBundledScenario(name);
  SearchOptions o;
  o.top_k = 3;
  o.distinct_layouts = true;
  return SearchPlans(ProblemFromScenario(s), o);
}

}  // namespace

TEST_CASE("two clusters that differ only in oversubscription above the leaf rank plans differently") {
  const SearchResult flat = BestLayouts("mixtral-8x7b-1024-h100-fabric-1to1.json");
  const SearchResult tapered = BestLayouts("mixtral-8x7b-1024-h100-fabric-4to1.json");
  REQUIRE(!flat.plans.empty());
  REQUIRE(!tapered.plans.empty());
  const Plan& a = flat.plans.front().plan;
  const Plan& b = tapered.plans.front().plan;
  INFO("1:1 best " << LayoutKey(a) << " " << flat.plans.front().result.step_time_s
                   << " s; 4:1 best " << LayoutKey(b) << " "
                   << tapered.plans.front().result.step_time_s << " s");
  CHECK(LayoutKey(a) != LayoutKey(b));
  // The reason: with its uplinks 4:1 the data-parallel gradient traffic,
  // whose group spans many leaf groups either way, costs four times as much;
  // the winner shrinks it with tensor or pipeline parallelism (a smaller DP).
  CHECK(b.dp < a.dp);
  CHECK(tapered.plans.front().result.step_time_s > flat.plans.front().result.step_time_s);
}
