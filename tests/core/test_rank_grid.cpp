// The rank grid (core/plan_geometry.h) against Megatron-Core's RankGenerator,
// enumerated by hand (tests/support/megatron_ranks.h): every rank's
// coordinates and every group's members, in both rank orders.
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <vector>

#include "core/model.h"
#include "core/plan.h"
#include "core/plan_geometry.h"
#include "tests/support/megatron_ranks.h"

namespace shoal {
namespace {

using testing::MegatronDims;
using testing::MegatronGroupOf;

struct GroupCase {
  ParallelGroup group;
  bool expert;
  std::set<std::string> dims;  ///< Megatron's names in that grid
  const char* name;
};

const GroupCase kGroups[] = {
    {ParallelGroup::kTp, false, {"tp"}, "tp"},
    {ParallelGroup::kCp, false, {"cp"}, "cp"},
    {ParallelGroup::kDp, false, {"dp"}, "dp"},
    {ParallelGroup::kDpCp, false, {"dp", "cp"}, "dp-cp"},
    {ParallelGroup::kPp, false, {"pp"}, "pp"},
    {ParallelGroup::kExpertTp, true, {"tp"}, "etp"},
    {ParallelGroup::kEp, true, {"ep"}, "ep"},
    {ParallelGroup::kExpertDp, true, {"dp"}, "expert dp"},
};

int IndexNamed(const MegatronDims& dims, const std::vector<int>& index, const std::string& name) {
  for (size_t d = 0; d < dims.size(); ++d) {
    if (dims[d].first == name) return index[d];
  }
  FAIL("no dimension " << name);
  return -1;
}

void CheckGrid(const Plan& p) {
  const RankGrid grid(p);
  const MegatronDims dense = testing::MegatronDenseDims(p);
  const MegatronDims expert = testing::MegatronExpertDims(p);
  const int world = testing::MegatronWorld(dense);
  INFO(p.Summary() << " " << RankOrderName(p.rank_order));
  REQUIRE(grid.WorldSize() == world);
  CHECK(grid.ExpertDpSize() == p.tp * p.cp * p.dp / (p.etp * p.ep));
  for (int rank = 0; rank < world; ++rank) {
    CAPTURE(rank);
    const std::vector<int> d = testing::MegatronIndices(dense, rank);
    const std::vector<int> e = testing::MegatronIndices(expert, rank);
    const DenseCoords dc = grid.Dense(rank);
    const ExpertCoords ec = grid.Expert(rank);
    CHECK(dc == DenseCoords{IndexNamed(dense, d, "tp"), IndexNamed(dense, d, "cp"),
                            IndexNamed(dense, d, "dp"), IndexNamed(dense, d, "pp")});
    CHECK(ec == ExpertCoords{IndexNamed(expert, e, "tp"), IndexNamed(expert, e, "ep"),
                             IndexNamed(expert, e, "dp"), IndexNamed(expert, e, "pp")});
    CHECK(grid.RankOf(dc) == rank);
    CHECK(grid.RankOf(ec) == rank);
    for (const GroupCase& g : kGroups) {
      INFO(g.name);
      const std::vector<int> members = grid.Members(g.group, rank);
      CHECK(members == MegatronGroupOf(g.expert ? expert : dense, g.dims, rank));
      const RankGroup shape = grid.Group(g.group);
      CHECK(shape.Size() == static_cast<int>(members.size()));
      // Merging the shape's dimensions keeps its members.
      CHECK(shape.Levels().MembersFrom(members.front()) == members);
      CHECK(shape.MembersFrom(members.front()) == members);
    }
  }
}

TEST_CASE("the rank grid numbers ranks and groups as Megatron-Core's RankGenerator") {
  for (const testing::MegatronCase& c : testing::MegatronCases()) {
    CheckGrid(c.ToPlan(RankOrder::kTpCpEpDpPp));
    CheckGrid(c.ToPlan(RankOrder::kTpCpEpPpDp));
  }
}

TEST_CASE("expert parallelism spans tensor ranks, then replicas (etp 1)") {
  Plan p;
  p.tp = 2;
  p.dp = 4;
  p.pp = 2;
  p.ep = 4;  // 16 ranks; expert grid etp 1, ep 4, edp 2, pp 2
  const RankGrid grid(p);
  // ep consecutive ranks: two tensor ranks of two replicas.
  CHECK(grid.Members(ParallelGroup::kEp, 5) == std::vector<int>{4, 5, 6, 7});
  CHECK(grid.Members(ParallelGroup::kExpertDp, 5) == std::vector<int>{1, 5});
  CHECK(grid.Members(ParallelGroup::kDp, 5) == std::vector<int>{1, 3, 5, 7});
  CHECK(grid.Members(ParallelGroup::kPp, 5) == std::vector<int>{5, 13});
  CHECK(grid.Expert(6) == ExpertCoords{0, 2, 1, 0});
  CHECK(grid.Dense(6) == DenseCoords{0, 0, 3, 0});
  // Stages inside replicas: the other order (ep x etp = tp x cp keeps the
  // pipelines of both grids alike).
  p.rank_order = RankOrder::kTpCpEpPpDp;
  p.ep = 2;
  const RankGrid other(p);
  CHECK(other.Members(ParallelGroup::kPp, 5) == std::vector<int>{5, 7});
  CHECK(other.Members(ParallelGroup::kDp, 5) == std::vector<int>{1, 5, 9, 13});
  CHECK(other.Members(ParallelGroup::kEp, 5) == std::vector<int>{4, 5});
  CHECK(other.Members(ParallelGroup::kExpertDp, 5) == std::vector<int>{1, 5, 9, 13});
  for (int rank = 0; rank < 16; ++rank) CHECK(other.Expert(rank).pp == other.Dense(rank).pp);
}

TEST_CASE("a group's levels: one run where its dimensions continue one another, else two") {
  Plan p;
  p.tp = 2;
  p.cp = 2;
  p.dp = 2;
  p.pp = 2;
  const RankGroup run = RankGrid(p).Group(ParallelGroup::kDpCp).Levels();
  REQUIRE(run.num_dims == 1);
  CHECK(run.dims[0] == GridDim{4, 2});  // dp x cp ranks tp apart
  p.rank_order = RankOrder::kTpCpEpPpDp;
  const RankGroup two = RankGrid(p).Group(ParallelGroup::kDpCp).Levels();
  REQUIRE(two.num_dims == 2);
  CHECK(two.dims[0] == GridDim{2, 2});  // cp, tp apart
  CHECK(two.dims[1] == GridDim{2, 8});  // dp, tp x cp x pp apart
  // A group of one keeps its stride (where it would reach).
  p.pp = 1;
  const RankGroup one = RankGrid(p).Group(ParallelGroup::kPp).Levels();
  REQUIRE(one.num_dims == 1);
  CHECK(one.dims[0] == GridDim{1, 4});
  // The pipelines of both grids agree for a plan ValidatePlan accepts, in both orders.
  ModelConfig m;
  m.num_layers = 8;
  m.num_heads = 8;
  m.seq_len = 64;
  m.moe.num_experts = 8;
  for (const testing::MegatronCase& c : testing::MegatronCases()) {
    for (RankOrder order : {RankOrder::kTpCpEpDpPp, RankOrder::kTpCpEpPpDp}) {
      Plan q = c.ToPlan(order);
      if (!c.moe || !RankOrderHolds(q, m)) continue;
      const RankGrid grid(q);
      for (int rank = 0; rank < grid.WorldSize(); ++rank)
        CHECK(grid.Expert(rank).pp == grid.Dense(rank).pp);
    }
  }
}

}  // namespace
}  // namespace shoal
