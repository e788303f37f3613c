// PlaceRanks against Megatron-Core's rank groups, enumerated by hand for
// small worlds (tests/support/megatron_ranks.h).
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <vector>

#include "core/model.h"
#include "core/plan.h"
#include "simulator/layer_cost.h"
#include "tests/support/megatron_ranks.h"
#include "tests/support/placement_oracle.h"

using namespace shoal;
using namespace shoal::sim;
using shoal::testing::MegatronCase;
using Dims = shoal::testing::MegatronDims;

namespace {

/// The members of the group of `group_dims` that holds rank 0.
std::vector<int> GroupOfRankZero(const Dims& dims, const std::set<std::string>& group_dims) {
  return shoal::testing::MegatronGroupOf(dims, group_dims, 0);
}

void CheckGroup(const char* name, const Group& g, const std::vector<int>& members,
                int gpus_per_node) {
  shoal::testing::CheckPlacedGroup(name, g, members, gpus_per_node);
}

void CheckAgainstMegatron(const MegatronCase& c, RankOrder order) {
  Plan p = c.ToPlan(order);
  const Dims decoder = shoal::testing::MegatronDenseDims(p);
  const Dims expert = shoal::testing::MegatronExpertDims(p);
  const bool pp_last = order == RankOrder::kTpCpEpDpPp;
  const int world = c.tp * c.cp * c.dp * c.pp;
  const int edp = world / (c.etp * c.ep * c.pp);
  const int g = c.gpus_per_node;
  const Placement pl = PlaceRanks(p, g);
  INFO("tp" << c.tp << " cp" << c.cp << " dp" << c.dp << " pp" << c.pp << " ep" << c.ep << " etp"
            << c.etp << " on " << g << "-GPU nodes, " << RankOrderName(order));
  CheckGroup("tp", pl.tp, GroupOfRankZero(decoder, {"tp"}), g);
  CheckGroup("cp", pl.cp, GroupOfRankZero(decoder, {"cp"}), g);
  CheckGroup("dp-cp", pl.dp_cp, GroupOfRankZero(decoder, {"dp", "cp"}), g);
  const std::vector<int> stages = GroupOfRankZero(decoder, {"pp"});
  CheckGroup("pp", pl.pp, stages, g);
  if (c.pp > 1) CHECK(pl.pp_same_node == (stages[0] / g == stages[1] / g));
  if (c.moe) {
    CheckGroup("ep", pl.ep, GroupOfRankZero(expert, {"ep"}), g);
    CHECK(pl.edp_size == edp);
    CheckGroup("expert dp", pl.edp, GroupOfRankZero(expert, {"dp"}), g);
  }
  // Megatron asserts that both generators give the same pipelines; a plan
  // ValidatePlan accepts must pass it.
  ModelConfig m;
  m.num_layers = 8;
  m.num_heads = 8;
  m.seq_len = 64;
  if (c.moe) m.moe.num_experts = 8;
  p.global_batch_size = c.dp;
  const bool valid = ValidatePlan(p, m, world, g).empty();
  // A dense model's run sets the expert TP size Megatron's check needs in the
  // other order, tp x cp (NVIDIA's MLPerf Training v5.1 Llama 3.1 405B
  // pretrain.py); in pp-last order it leaves Megatron's default, tp.
  const int etp = pp_last ? c.tp : c.tp * c.cp;
  const Dims dense_expert = pp_last ? Dims{{"tp", etp}, {"dp", world / (etp * c.pp)}, {"pp", c.pp}}
                                    : Dims{{"tp", etp}, {"pp", c.pp}, {"dp", world / (etp * c.pp)}};
  const bool same_pipelines = GroupOfRankZero(c.moe ? expert : dense_expert, {"pp"}) == stages;
  if (valid) CHECK(same_pipelines);
}

}  // namespace

TEST_CASE("PlaceRanks matches Megatron's RankGenerator groups in both orders") {
  for (const MegatronCase& c : shoal::testing::MegatronCases()) {
    CheckAgainstMegatron(c, RankOrder::kTpCpEpDpPp);
    CheckAgainstMegatron(c, RankOrder::kTpCpEpPpDp);
  }
}

TEST_CASE("the order decides which groups cross nodes") {
  Plan p;
  p.tp = 2;
  p.dp = 4;
  p.pp = 2;  // 16 GPUs on two 8-GPU nodes
  const Placement megatron = PlaceRanks(p, 8);
  CHECK(megatron.dp_cp.Nodes() == 1);  // replicas 2 apart: one node
  CHECK_FALSE(megatron.pp_same_node);  // stages 8 apart: the NICs
  p.rank_order = RankOrder::kTpCpEpPpDp;
  const Placement swapped = PlaceRanks(p, 8);
  CHECK(swapped.dp_cp.Nodes() == 2);  // replicas 4 apart: both nodes
  CHECK(swapped.pp_same_node);        // stages 2 apart: NVLink
  CHECK(RankOrderChangesPlacement(p, 8));
  // One node, one stage or one replica: both orders place alike.
  CHECK_FALSE(RankOrderChangesPlacement(p, 16));
  p.pp = 1;
  p.dp = 8;
  CHECK_FALSE(RankOrderChangesPlacement(p, 8));
}

TEST_CASE("the other order needs Megatron's expert data-parallel size to equal dp") {
  ModelConfig m;
  m.num_layers = 8;
  m.num_heads = 8;
  m.seq_len = 64;
  Plan p;
  p.tp = 2;
  p.cp = 2;
  p.dp = 2;
  p.pp = 2;
  p.global_batch_size = 2;
  p.rank_order = RankOrder::kTpCpEpPpDp;
  // Dense: no expert layers, so the run sets etp = tp x cp and Megatron's
  // check holds (NVIDIA's MLPerf v5.1 405B ran TP 4, CP 2 in this order).
  CHECK(ValidatePlan(p, m, 16, 8).empty());
  p.pp = 1;
  p.dp = 4;
  p.global_batch_size = 4;
  CHECK(ValidatePlan(p, m, 16, 8).empty());  // one stage: the order changes nothing
  m.moe.num_experts = 8;
  p.pp = 2;
  p.dp = 2;
  p.global_batch_size = 2;
  // MoE with ep x etp = 1 x 1 != tp x cp: Megatron-Core cannot build it.
  auto problems = ValidatePlan(p, m, 16, 8);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].rfind("rank_order: ", 0) == 0);
  p.pp = 2;
  p.dp = 2;
  p.global_batch_size = 2;
  p.ep = 4;  // ep x etp = 4 = tp x cp
  CHECK(ValidatePlan(p, m, 16, 8).empty());
  p.ep = 2;
  CHECK_FALSE(ValidatePlan(p, m, 16, 8).empty());
}
