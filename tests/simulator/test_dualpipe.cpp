// DualPipe (DeepSeek-V3, arXiv:2412.19437 sec. 3.2.1; deepseek-ai/DualPipe):
// the schedule as dualpipe.py orders it, the layers each rank holds, and
// what the engine makes of it against 1F1B.
#include <doctest/doctest.h>

#include <map>
#include <set>
#include <tuple>

#include "core/plan_rules.h"
#include "core/scenario.h"
#include "simulator/pipeline_schedule.h"
#include "simulator/simulate.h"
#include "tests/support/bundled.h"

using namespace shoal;
using namespace shoal::sim;

namespace {

Plan DualPipePlan(int pp) {
  Plan p;
  p.pp = pp;
  p.schedule = PipelineSchedule::kDualPipe;
  return p;
}

std::string Code(const std::vector<PassRef>& order) {
  std::string s;
  for (const PassRef& r : order) {
    s += r.forward                         ? "F"
         : r.part == BackwardPart::kInput  ? "b"
         : r.part == BackwardPart::kWeight ? "W"
                                           : "B";
    s += std::to_string(r.micro_batch) + (r.chunk ? "'" : "") + (r.overlapped ? "*" : "") + " ";
  }
  return s;
}

}  // namespace

TEST_CASE("DualPipe: each rank runs both directions' micro-batches once, in dualpipe.py's order") {
  // Rank 0 of 4 with 8 micro-batches, as deepseek-ai/DualPipe's DualPipe.step
  // orders it (F forward, B backward, b its input gradients with the weight
  // gradients deferred to W, ' the reverse direction, * an overlapped pair).
  CHECK(Code(StageSchedule(DualPipePlan(4), 0, 8)) ==
        "F0 F1 F2 F0' b0' W0' F1' F3* B1'* F2'* B0* B2' F3'* B1* B3' b2 W2 b3 W3 ");
  // A middle rank runs its first steady pair apart (dualpipe.py's note).
  CHECK(Code(StageSchedule(DualPipePlan(4), 1, 8)) ==
        "F0 F0' F1 F1' F2 B0' F2'* B0* F3* B1'* F3'* B1* B2' B2 b3' b3 W3' W3 ");
  for (int pp : {2, 4, 8}) {
    for (int m : {2 * pp, 2 * pp + 2, 24}) {
      for (int rank = 0; rank < pp; ++rank) {
        CAPTURE(pp);
        CAPTURE(m);
        CAPTURE(rank);
        const auto order = StageSchedule(DualPipePlan(pp), rank, m);
        std::map<std::tuple<int, int, int>, int> seen;  // (kind, chunk, mb) -> position
        for (size_t i = 0; i < order.size(); ++i) {
          const PassRef& r = order[i];
          CHECK(r.micro_batch >= 0);
          CHECK(r.micro_batch < m / 2);
          const int kind = r.forward ? 0 : r.part == BackwardPart::kWeight ? 2 : 1;
          CHECK(seen.emplace(std::make_tuple(kind, r.chunk, r.micro_batch), static_cast<int>(i))
                    .second);
          if (!r.forward) CHECK(seen.count({0, r.chunk, r.micro_batch}) == 1);  // forward first
          if (kind == 2) {
            // The weight pass follows its input-gradient pass.
            const auto b = seen.find({1, r.chunk, r.micro_batch});
            REQUIRE(b != seen.end());
            CHECK(order[static_cast<size_t>(b->second)].part == BackwardPart::kInput);
          }
        }
        int forwards = 0, backwards = 0, inputs = 0, weights = 0;
        for (const PassRef& r : order) {
          forwards += r.forward;
          backwards += !r.forward && r.part != BackwardPart::kWeight;
          inputs += !r.forward && r.part == BackwardPart::kInput;
          weights += !r.forward && r.part == BackwardPart::kWeight;
        }
        CHECK(forwards == m);
        CHECK(backwards == m);
        CHECK(weights == inputs);
      }
    }
  }
}

TEST_CASE("DualPipe: rank s holds stages s and pp - 1 - s; the end ranks the embedding and loss") {
  Scenario s = shoal::testing::LoadBundledScenario("mixtral-8x7b-64-h100.json");
  Plan one = *s.plan;  // pp 4, 32 layers
  Plan dual = one;
  dual.schedule = PipelineSchedule::kDualPipe;
  const auto split = AssignLayers(s.model, one);
  const auto held = AssignLayers(s.model, dual);
  REQUIRE(held.size() == 4);
  for (size_t r = 0; r < held.size(); ++r) {
    REQUIRE(held[r].chunks.size() == 2);
    CHECK(held[r].chunks[0] == split[r].chunks[0]);
    CHECK(held[r].chunks[1] == split[3 - r].chunks[0]);
    CHECK(held[r].has_embedding == (r == 0 || r == 3));
    CHECK(held[r].has_head == (r == 0 || r == 3));
  }
  CHECK(PipelinePosition(dual, 0, 1) == 3);  // rank 0's reverse-direction stage is the last
  int chunk = 1;
  CHECK(NeighbourStage(dual, 2, &chunk, true) == 1);  // the reverse direction runs down
  CHECK(chunk == 1);
}

TEST_CASE("DualPipe against 1F1B: a fraction of the bubble, twice the parameters per rank") {
  Scenario s = shoal::testing::LoadBundledScenario("mixtral-8x7b-64-h100.json");
  Plan one = *s.plan;  // DP8 TP2 PP4 EP8, 32 micro-batches
  one.schedule = PipelineSchedule::k1F1B;
  Plan dual = one;
  dual.schedule = PipelineSchedule::kDualPipe;
  REQUIRE(ValidatePlan(dual, s.model, one.NumGpus(), s.hardware.node.gpus_per_node).empty());
  const StepResult a = SimulateStep(s.model, s.hardware, one);
  const StepResult b = SimulateStep(s.model, s.hardware, dual);
  MESSAGE("bubble 1F1B " << a.breakdown.at("bubble_s") << " s, DualPipe "
                         << b.breakdown.at("bubble_s") << " s; step " << a.step_time_s << " / "
                         << b.step_time_s << " s");
  // DeepSeek-V3's Table 2: 1F1B idles (PP - 1)(F + B), DualPipe
  // (PP/2 - 1)(F&B + B - 3W): at pp 4 and B = 2F = 2W, 9F against 2F.
  CHECK(b.breakdown.at("bubble_s") < 0.4 * a.breakdown.at("bubble_s"));
  CHECK(b.step_time_s < a.step_time_s);
  // The same work per rank, balanced: each rank runs half the micro-batches
  // through stages s and pp - 1 - s, so the end ranks share the embedding
  // and the loss head that 1F1B's last stage runs alone.
  CHECK(b.breakdown.at("compute_s") <= a.breakdown.at("compute_s"));
  CHECK(b.breakdown.at("compute_s") ==
        doctest::Approx(a.breakdown.at("compute_s")).epsilon(0.03).scale(0));
  // Each rank holds two stages' weights; ZeRO-1 shards the optimizer state
  // over both copies, so it stays.
  const auto& wa = a.stages[1].memory;
  const auto& wb = b.stages[1].memory;
  CHECK(wb.weights_bytes > 1.8 * wa.weights_bytes);
  CHECK(wb.optimizer_bytes == doctest::Approx(wa.optimizer_bytes).epsilon(0.1).scale(0));

  // Too few micro-batches (DualPipe needs an even count of at least 2 x pp).
  dual.global_batch_size = 6 * dual.dp;
  CHECK_FALSE(ValidatePlan(dual, s.model, one.NumGpus(), 8).empty());
}

TEST_CASE("DualPipe: overlapped all-to-all hides only in its paired forward-and-backward chunks") {
  Scenario s = shoal::testing::LoadBundledScenario("mixtral-8x7b-64-h100.json");
  Plan p = *s.plan;
  p.schedule = PipelineSchedule::kDualPipe;
  p.overlap_moe_comm = true;
  const StepResult paired = SimulateStep(s.model, s.hardware, p);
  p.moe_overlap_unpaired_exposed = false;
  const StepResult all = SimulateStep(s.model, s.hardware, p);
  p.overlap_moe_comm = false;
  const StepResult none = SimulateStep(s.model, s.hardware, p);
  CHECK(all.breakdown.at("exposed_ep_s") < paired.breakdown.at("exposed_ep_s"));
  CHECK(paired.breakdown.at("exposed_ep_s") < none.breakdown.at("exposed_ep_s"));
}
