// The executor's communicators against the simulator's placement, for every
// plan shape the executor runs in worlds of up to 16 ranks (dp, tp, pp, ep,
// both rank orders): both come from the core rank grid, and both must be
// Megatron-Core's groups (tests/support/megatron_ranks.h). The executor's are
// the communicators Train uses (MakeGroups over simulated ranks), each asked
// for its members; the simulator's are PlaceRanks' groups, which must
// describe those same members on nodes of 1 to 8 GPUs.
#include <doctest/doctest.h>

#include <array>
#include <mutex>
#include <string>
#include <vector>

#include "executor/comm.h"
#include "executor/layout.h"
#include "executor/plan_support.h"
#include "simulator/layer_cost.h"
#include "test_util.h"
#include "tests/support/megatron_ranks.h"
#include "tests/support/placement_oracle.h"

namespace shoal::executor {
namespace {

namespace oracle = ::shoal::testing;

/// What one rank's communicators hold, in group-rank order.
struct RankView {
  std::array<std::vector<int>, 4> members;  ///< tp, dp, ep, expert dp
  std::array<int, 4> rank_in = {};          ///< this rank's index in each
  int tp_rank = 0, dp_rank = 0, ep_rank = 0;
  int prev_stage = -1, next_stage = -1;  ///< world ranks of the neighbouring stages
};

std::vector<int> MembersOf(Comm& group, int world_rank) {
  const double me = world_rank;
  std::vector<double> all(static_cast<size_t>(group.size()));
  group.AllGather(&me, 1, all.data());
  return std::vector<int>(all.begin(), all.end());
}

std::vector<RankView> ExecutorGroups(const Plan& plan) {
  std::vector<RankView> views(static_cast<size_t>(plan.NumGpus()));
  std::mutex mu;
  RunThreadRanks(plan.NumGpus(), [&](Comm& world) {
    const Layout l = Layout::For(plan, world.rank());
    Groups g = MakeGroups(world, l);
    RankView v;
    Comm* comms[4] = {g.tp.get(), g.dp.get(), g.ep.get(), g.expert_dp.get()};
    for (size_t i = 0; i < 4; ++i) {
      v.members[i] = MembersOf(*comms[i], world.rank());
      v.rank_in[i] = comms[i]->rank();
    }
    v.tp_rank = l.tp_rank;
    v.dp_rank = l.dp_rank;
    v.ep_rank = l.ep_rank();
    if (!l.first_stage()) v.prev_stage = l.WorldRank(l.pp_rank - 1, l.dp_rank, l.tp_rank);
    if (!l.last_stage()) v.next_stage = l.WorldRank(l.pp_rank + 1, l.dp_rank, l.tp_rank);
    std::lock_guard<std::mutex> lock(mu);
    views[static_cast<size_t>(world.rank())] = v;
  });
  return views;
}

int IndexOf(const std::vector<int>& members, int rank) {
  for (size_t i = 0; i < members.size(); ++i) {
    if (members[i] == rank) return static_cast<int>(i);
  }
  return -1;
}

TEST_CASE("the executor's groups are the simulator's: Megatron's members, placed alike") {
  ModelConfig m = testing::TinyModel();
  m.num_layers = 4;
  m.moe.num_experts = 8;
  m.moe.layer_interval = 1;
  int shapes = 0, with_ep_across_tp = 0;
  for (RankOrder order : {RankOrder::kTpCpEpDpPp, RankOrder::kTpCpEpPpDp}) {
    for (int dp : {1, 2, 4}) {
      for (int tp : {1, 2, 4}) {
        for (int pp : {1, 2, 4}) {
          for (int ep : {1, 2, 4, 8}) {
            Plan plan = testing::SupportedPlan(dp, tp, pp, ep);
            plan.rank_order = order;
            const int world = plan.NumGpus();
            if (world > 16 || !UnsupportedPlanFeatures(plan, m, world, Backend::kCpu).empty())
              continue;
            ++shapes;
            with_ep_across_tp += tp > 1 && ep > 1 ? 1 : 0;
            CAPTURE(plan.Summary());
            CAPTURE(std::string(RankOrderName(order)));
            const oracle::MegatronDims dense = oracle::MegatronDenseDims(plan);
            const oracle::MegatronDims expert = oracle::MegatronExpertDims(plan);
            const std::vector<RankView> views = ExecutorGroups(plan);
            for (int rank = 0; rank < world; ++rank) {
              CAPTURE(rank);
              const RankView& v = views[static_cast<size_t>(rank)];
              const std::array<std::vector<int>, 4> megatron = {
                  oracle::MegatronGroupOf(dense, {"tp"}, rank),
                  oracle::MegatronGroupOf(dense, {"dp", "cp"}, rank),
                  oracle::MegatronGroupOf(expert, {"ep"}, rank),
                  oracle::MegatronGroupOf(expert, {"dp"}, rank)};
              for (size_t i = 0; i < 4; ++i) {
                CAPTURE(i);
                CHECK(v.members[i] == megatron[i]);
                CHECK(v.rank_in[i] == IndexOf(megatron[i], rank));
              }
              // The coordinates the layers use are the groups' ranks: the
              // tensor slice, the data shard and the experts held.
              CHECK(v.tp_rank == v.rank_in[0]);
              CHECK(v.dp_rank == v.rank_in[1]);
              CHECK(v.ep_rank == v.rank_in[2]);
              const std::vector<int> pipeline = oracle::MegatronGroupOf(dense, {"pp"}, rank);
              const int stage = IndexOf(pipeline, rank);
              CHECK(v.prev_stage == (stage > 0 ? pipeline[static_cast<size_t>(stage - 1)] : -1));
              CHECK(v.next_stage ==
                    (stage + 1 < pp ? pipeline[static_cast<size_t>(stage + 1)] : -1));
            }
            const RankView& first = views.front();
            for (int gpus_per_node : {1, 2, 4, 8}) {
              CAPTURE(gpus_per_node);
              const sim::Placement pl = sim::PlaceRanks(plan, gpus_per_node);
              oracle::CheckPlacedGroup("tp", pl.tp, first.members[0], gpus_per_node);
              oracle::CheckPlacedGroup("dp", pl.dp_cp, first.members[1], gpus_per_node);
              oracle::CheckPlacedGroup("ep", pl.ep, first.members[2], gpus_per_node);
              oracle::CheckPlacedGroup("expert dp", pl.edp, first.members[3], gpus_per_node);
              CHECK(pl.edp_size == static_cast<int>(first.members[3].size()));
              const std::vector<int> pipeline = oracle::MegatronGroupOf(dense, {"pp"}, 0);
              oracle::CheckPlacedGroup("pp", pl.pp, pipeline, gpus_per_node);
              if (pp > 1) {
                CHECK(pl.pp_same_node ==
                      (pipeline[0] / gpus_per_node == pipeline[1] / gpus_per_node));
              }
            }
          }
        }
      }
    }
  }
  // The sweep covers expert parallelism across tensor ranks, and both orders.
  // (102 shapes, 52 of them with expert parallelism across tensor ranks.)
  CHECK(shapes >= 100);
  CHECK(with_ep_across_tp >= 50);
}

}  // namespace
}  // namespace shoal::executor
