#include <doctest/doctest.h>

#include <map>
#include <set>
#include <utility>

#include "simulator/pipeline_schedule.h"

using namespace shoal;
using namespace shoal::sim;

namespace {
Plan PipelinePlan(PipelineSchedule s, int pp, int v) {
  Plan p;
  p.pp = pp;
  p.schedule = s;
  p.virtual_stages = v;
  return p;
}

// Every (micro-batch, chunk) runs forward once and backward once, forward first.
void CheckComplete(const Plan& plan, int stage, int m) {
  auto order = StageSchedule(plan, stage, m);
  const int v = plan.schedule == PipelineSchedule::kInterleaved ? plan.virtual_stages : 1;
  CHECK(order.size() == static_cast<size_t>(2 * m * v));
  std::set<std::pair<int, int>> seen_f, seen_b;
  for (const auto& p : order) {
    auto key = std::make_pair(p.micro_batch, p.chunk);
    CHECK(p.micro_batch < m);
    CHECK(p.chunk < v);
    if (p.forward) {
      CHECK(seen_f.insert(key).second);
    } else {
      CHECK(seen_f.count(key) == 1);
      CHECK(seen_b.insert(key).second);
    }
  }
}
}  // namespace

TEST_CASE("1F1B: stage s warms up with pp - s - 1 forwards") {
  Plan plan = PipelinePlan(PipelineSchedule::k1F1B, 4, 1);
  for (int s = 0; s < 4; ++s) {
    CAPTURE(s);
    CheckComplete(plan, s, 8);
    auto order = StageSchedule(plan, s, 8);
    int leading = 0;
    while (order[static_cast<size_t>(leading)].forward) ++leading;
    CHECK(leading == 4 - s);  // warm-up + the first steady-state forward
  }
}

TEST_CASE("GPipe runs all forwards before any backward") {
  Plan plan = PipelinePlan(PipelineSchedule::kGpipe, 4, 1);
  auto order = StageSchedule(plan, 1, 6);
  CheckComplete(plan, 1, 6);
  for (int i = 0; i < 6; ++i) CHECK(order[static_cast<size_t>(i)].forward);
}

TEST_CASE("interleaved schedule covers every chunk of every micro-batch") {
  Plan plan = PipelinePlan(PipelineSchedule::kInterleaved, 4, 2);
  for (int s = 0; s < 4; ++s) CheckComplete(plan, s, 8);
  // Stage 0 warms up with (pp - 1) * 2 + (v - 1) * pp = 10 forwards.
  auto order = StageSchedule(plan, 0, 8);
  int leading = 0;
  while (order[static_cast<size_t>(leading)].forward) ++leading;
  CHECK(leading == 11);
}
