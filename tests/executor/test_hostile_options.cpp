// Hostile executor options (issue 12): non-finite or out-of-range options are
// refused before training, --resume refuses another run's checkpoint saying
// what differs, and a run whose loss stops being finite stops (exit 1 in the
// CLI) keeping its last complete, finite checkpoint.
#include <doctest/doctest.h>
#include <unistd.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>

#include "core/error.h"
#include "executor/checkpoint.h"
#include "executor/comm.h"
#include "executor/trainer.h"
#include "test_util.h"

namespace shoal::executor {
namespace {
namespace fs = std::filesystem;

struct Dir {
  fs::path path = fs::temp_directory_path() / ("shoal-hostile-exec-" + std::to_string(::getpid()));
  Dir() { fs::remove_all(path); }
  ~Dir() { fs::remove_all(path); }
};

TrainResult TrainOnce(const ExecutorOptions& o) {
  CpuDevice device;
  SelfComm self;
  return Train(testing::TinyModel(), testing::SupportedPlan(1, 1, 1, 1), o, self, device);
}
}  // namespace

TEST_CASE("options that are not finite or out of range are refused before training") {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  for (double lr : {nan, inf, 0.0, -1.0, 1e6}) {
    ExecutorOptions o;
    o.lr = lr;
    CAPTURE(lr);
    CHECK_THROWS_WITH_AS(CheckExecutorOptions(o), doctest::Contains("--lr"), InputError);
  }
  ExecutorOptions aux;
  aux.aux_loss_coef = nan;
  CHECK_THROWS_WITH_AS(CheckExecutorOptions(aux), doctest::Contains("--aux-loss-coef"), InputError);
  Dir d;
  std::ofstream(d.path.string()) << "a file";
  ExecutorOptions file;
  file.checkpoint_dir = d.path.string();
  file.steps = 1000000;  // refused before the first step, not after the last
  CHECK_THROWS_WITH_AS(TrainOnce(file), doctest::Contains("not a file"), InputError);
  fs::remove(d.path);
}

TEST_CASE("identity differences name each differing field") {
  Json a = {{"lr", 0.01}, {"seed", 1}, {"plan", {{"dp", 2}, {"tp", 1}}}, {"world_size", 2}};
  Json b = {{"lr", 0.02}, {"seed", 1}, {"plan", {{"dp", 4}, {"tp", 1}}}, {"extra", true}};
  auto d = IdentityDifferences(a, b);
  REQUIRE(d.size() == 4);
  CHECK(d[0] == "extra: true in the checkpoint, absent now");
  CHECK(d[1] == "lr: 0.02 in the checkpoint, 0.01 now");
  CHECK(d[2] == "plan.dp: 4 in the checkpoint, 2 now");
  CHECK(d[3] == "world_size: absent in the checkpoint, 2 now");
}

TEST_CASE("resume refuses a checkpoint of another run and says what differs") {
  Dir d;
  ExecutorOptions o;
  o.steps = 2;
  o.checkpoint_dir = d.path.string();
  TrainOnce(o);
  REQUIRE(fs::exists(d.path / "step-00000002" / "manifest.json"));
  ExecutorOptions other = o;
  other.resume = true;
  other.steps = 3;
  other.seed = 9;
  CHECK_THROWS_WITH_AS(TrainOnce(other), doctest::Contains("seed: 1 in the checkpoint, 9 now"),
                       InputError);
  other.seed = o.seed;
  other.lr = o.lr * 2;
  CHECK_THROWS_WITH_AS(TrainOnce(other), doctest::Contains("lr: "), InputError);
  // The same settings resume, and a damaged newer checkpoint is skipped with its reason.
  other.lr = o.lr;
  TrainResult r = TrainOnce(other);
  CHECK(r.resumed_from_step == 2);
  CHECK(r.checkpoints_skipped.empty());
  { std::ofstream(d.path / "step-00000003" / "shard-00000.bin", std::ios::app) << "x"; }
  r = TrainOnce(other);
  CHECK(r.resumed_from_step == 2);
  REQUIRE(r.checkpoints_skipped.size() == 1);
  CHECK(r.checkpoints_skipped[0].find("step-00000003: shard shard-00000.bin damaged") !=
        std::string::npos);
}

TEST_CASE("a non-finite loss stops the run and keeps the last finite checkpoint") {
  Dir d;
  ExecutorOptions o;
  o.steps = 400;
  o.lr = 10;                   // the largest accepted learning rate
  o.adam.weight_decay = 1000;  // with it, parameters grow x1e4 per step until they overflow
  o.adam.clip_norm = 0;
  o.checkpoint_dir = d.path.string();
  o.checkpoint_every = 1;
  CHECK_THROWS_AS(TrainOnce(o), NonFiniteLoss);
  // The newest complete checkpoint is resumable and holds only finite numbers.
  int complete = 0;
  for (const auto& e : fs::directory_iterator(d.path)) {
    if (!fs::exists(e.path() / "manifest.json")) continue;
    ++complete;
    std::ifstream in(e.path() / "shard-00000.bin", std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(in)), {});
    ShardState s = ParseShard(bytes, e.path().string());
    CHECK(s.next_step < o.steps);
    for (const auto& [name, values] : s.arrays) {
      for (double v : values) REQUIRE(std::isfinite(v));
    }
  }
  CHECK(complete > 0);
}

}  // namespace shoal::executor
