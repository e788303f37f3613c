// Checkpoints: shard format, completeness rules, and resumed runs whose loss
// curves are bit-identical to uninterrupted ones.
#include <doctest/doctest.h>
#include <unistd.h>

#include <cmath>

#include <filesystem>
#include <fstream>
#include <mutex>

#include "executor/checkpoint.h"
#include "executor/comm.h"
#include "executor/markov_data.h"
#include "executor/trainer.h"
#include "test_util.h"

namespace shoal::executor {
namespace {
namespace fs = std::filesystem;

struct TempDir {
  fs::path path;
  TempDir() {
    path = fs::temp_directory_path() /
           ("shoal-ckpt-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    fs::remove_all(path);
  }
  ~TempDir() { fs::remove_all(path); }
  static inline int counter = 0;
};

std::vector<double> Losses(const Plan& p, const ExecutorOptions& o) {
  std::vector<double> losses;
  std::mutex mu;
  RunThreadRanks(p.NumGpus(), [&](Comm& comm) {
    CpuDevice device;
    TrainResult r = Train(testing::TinyModel(), p, o, comm, device);
    if (comm.rank() == 0) {
      std::lock_guard<std::mutex> lock(mu);
      for (const StepRecord& s : r.steps) losses.push_back(s.loss);
    }
  });
  return losses;
}

TEST_CASE("shard bytes round-trip and damage is detected") {
  ShardState s;
  s.next_step = 7;
  s.arrays["a"] = {1.5, -2.25, 3e-300};
  s.arrays["b"] = {};
  std::string bytes = SerializeShard(s, 1, 2);
  ShardState back = ParseShard(bytes, "mem");
  CHECK(back.next_step == 7);
  CHECK(back.arrays == s.arrays);
  CHECK_THROWS(ParseShard(bytes.substr(0, bytes.size() - 1), "mem"));
  CHECK_THROWS(ParseShard("garbage", "mem"));
  CHECK(Fnv1a64(bytes) != Fnv1a64(bytes.substr(1)));
}

TEST_CASE("resume continues bit-identically from the newest complete checkpoint") {
  for (Plan plan : {testing::SupportedPlan(1, 1, 1, 1), testing::SupportedPlan(2, 1, 1, 2)}) {
    plan.zero_stage = plan.dp > 1 ? 1 : 0;  // sharded optimizer state in the checkpoint
    CAPTURE(plan.Summary());
    ExecutorOptions o;
    o.steps = 6;
    const std::vector<double> full = Losses(plan, o);

    TempDir dir;
    ExecutorOptions first = o;
    first.steps = 4;
    first.checkpoint_dir = dir.path.string();
    first.checkpoint_every = 2;
    Losses(plan, first);
    REQUIRE(fs::exists(dir.path / "step-00000002" / "manifest.json"));
    REQUIRE(fs::exists(dir.path / "step-00000004" / "manifest.json"));

    // The newest checkpoint lost its manifest (killed before it was written)
    // and the one before has a damaged shard: resume must go back to step 2.
    fs::remove(dir.path / "step-00000004" / "manifest.json");
    ExecutorOptions resumed = o;
    resumed.checkpoint_dir = dir.path.string();
    resumed.resume = true;
    std::vector<double> got = Losses(plan, resumed);
    CHECK(got == full);  // bit-identical, history included

    fs::remove(dir.path / "step-00000006" / "manifest.json");
    {
      std::fstream f(dir.path / "step-00000002" / "shard-00000.bin",
                     std::ios::in | std::ios::out | std::ios::binary);
      f.seekp(-3, std::ios::end);
      f.put('\x7f');
    }
    // step-4 is incomplete, step-2 damaged: nothing to resume from, fresh start.
    got = Losses(plan, resumed);
    CHECK(got == full);
  }
}

TEST_CASE("Markov data: deterministic, and its entropy rate matches samples") {
  MarkovSource src(16, 3, 5);
  CHECK(src.Sequence(3, 9, 50) == src.Sequence(3, 9, 50));
  CHECK(src.Sequence(3, 9, 50) != src.Sequence(4, 9, 50));
  // Empirical cross-entropy of the true chain on samples ~ entropy rate.
  double nll = 0;
  int64_t n = 0;
  for (int64_t i = 0; i < 400; ++i) {
    std::vector<int> s = src.Sequence(0, i, 65);
    for (size_t t = 1; t < s.size(); ++t, ++n) nll -= std::log(src.Transition(s[t - 1], s[t]));
  }
  CHECK(nll / static_cast<double>(n) == doctest::Approx(src.EntropyRate()).epsilon(0.03).scale(0));
  CHECK(src.EntropyRate() < std::log(3.0) + 1e-12);
  CHECK(src.EntropyRate() > 0.5);
}

}  // namespace
}  // namespace shoal::executor
