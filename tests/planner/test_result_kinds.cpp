// The planner's results are the `plan_search` and `sweep` result kinds of
// results/: a search's JSON, written by results/plan_search.cpp from the
// struct the planner fills, reads back strictly and writes back to the same
// bytes; its CSV comes from the one CSV writer.
#include <doctest/doctest.h>

#include <string>

#include "planner/explain.h"
#include "planner/plan_search.h"
#include "planner/result_json.h"
#include "results/plan_search.h"
#include "tests/planner/small_problem.h"

using namespace shoal;
using namespace shoal::planner;
using namespace shoal::planner::testing;

TEST_CASE(
    "plan_search: a search with its explanation writes, reads back and writes the same bytes") {
  for (bool moe : {false, true}) {
    CAPTURE(moe);
    SearchProblem p = Problem(moe, 16, "a100-80gb");
    SearchOptions o;
    o.space = SmallSpace();
    o.top_k = 4;
    o.threads = 2;
    o.distinct_layouts = true;
    const SearchResult r = SearchPlans(p, o);
    REQUIRE(r.plans.size() >= 2);
    results::PlanSearchResult written = PlanSearchResultOf(p, Objective::kTime, r, "--tp 1..2");
    written.explanation = ExplanationResultOf(ExplainRanking(p, Objective::kTime, r));
    REQUIRE(!written.explanation->others.empty());
    const std::string text = results::ToJson(written).dump(2);
    const Json parsed = Json::parse(text);
    CHECK(parsed["search"]["space_size"].is_number_integer());
    CHECK(parsed["global_batch_sizes"][0].is_number_integer());
    CHECK(parsed["plans"][0]["time_to_train_p50_s"].is_number());
    JsonReader reader(parsed, "plan_search.json");
    const results::PlanSearchResult back = results::ReadPlanSearch(reader);
    CHECK(back.plans.size() == r.plans.size());
    CHECK(back.plans[0].step_time_s == r.plans[0].result.step_time_s);
    CHECK(back.constraints == "--tp 1..2");
    CHECK(results::ToJson(back).dump(2) == text);

    // The CSV: a header and one row per plan, the plan's summary quoted.
    const std::string csv = results::PlanSearchCsv(written);
    size_t rows = 0;
    for (char c : csv) rows += c == '\n';
    CHECK(rows == r.plans.size() + 1);
    CHECK(csv.rfind("rank,step_time_s,tokens_per_s,", 0) == 0);
    CHECK(csv.find(",\"" + r.plans[0].plan.Summary() + "\"") != std::string::npos);
  }
}
