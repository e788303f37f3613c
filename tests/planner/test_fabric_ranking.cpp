#include <doctest/doctest.h>

#include <string>

#include "core/model.h"
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
  // the winner shrinks it: each GPU reduces the gradients of fewer
  // parameters (more tensor or pipeline parallelism, or the experts split
  // over expert parallelism, which also shrinks their data-parallel groups).
  const Scenario s = shoal::testing::LoadBundledScenario("mixtral-8x7b-1024-h100-fabric-4to1.json");
  const ModelStats st = ComputeModelStats(s.model);
  auto reduced_params = [&](const Plan& p) {
    const double experts =
        st.expert_params_per_expert * s.model.moe.num_experts * s.model.num_layers;
    return (st.total_params - experts) / (p.tp * p.pp) + experts / (p.ep * p.etp * p.pp);
  };
  INFO("parameters reduced per GPU 1:1 " << reduced_params(a) << ", 4:1 " << reduced_params(b));
  // Fewer (the 4:1 winner doubles the pipeline or splits the experts
  // further: over TP as well as EP, dp128 tp2 pp4 ep8 with etp 2 against 1
  // since the distributed optimizer's parameter all-gather runs a layer
  // ahead of the first forward, 0.56 of the 1:1 winner's).
  CHECK(reduced_params(b) < 0.75 * reduced_params(a));
  CHECK(tapered.plans.front().result.step_time_s > flat.plans.front().result.step_time_s);
}
