#include <doctest/doctest.h>

#include <string>

#include "fakes.h"
#include "profiler/collective_sweep.h"
#include "profiler/error.h"
#include "profiler/profile_builder.h"

using namespace shoal;
using namespace shoal::profiler;
using shoal::profiler::testing::FailingElsewhere;
using shoal::profiler::testing::FakeCollectiveBackend;

namespace {
CollectiveSweepOptions SmallSweep() {
  CollectiveSweepOptions o;
  o.min_bytes = kKiB;
  o.max_bytes = kMiB;
  o.repeat = {
      .warmup_ops = 2, .min_repetitions = 3, .repetitions = 7, .budget_s = 1.0, .min_sample_s = 0};
  return o;
}
}  // namespace

TEST_CASE("message sizes double from min to max") {
  CollectiveSweepOptions o = SmallSweep();
  auto sizes = MessageSizes(o);
  REQUIRE(sizes.size() == 11);
  CHECK(sizes.front() == kKiB);
  CHECK(sizes.back() == kMiB);
  o.max_bytes = 3000;
  sizes = MessageSizes(o);
  CHECK(sizes.back() == 3000);  // max included even off the doubling grid
}

TEST_CASE("a sweep over a known law fits back its latency and bandwidth within 10%") {
  LocalAgreement all;
  for (Collective c : AllCollectives()) {
    CAPTURE(CollectiveName(c));
    FakeCollectiveBackend group(1, 4, 8e-6, 40e9, /*jitter=*/0.04);
    auto samples = SweepCollective(group, all, c, "intra_node", SmallSweep());
    REQUIRE(samples.size() == 11);
    for (const auto& s : samples) {
      CHECK(s.ranks == 4);
      CHECK(s.times_s.size() == 7);
      CHECK(s.summary.p95_s >= s.summary.median_s);
      CHECK(s.busbw_bytes_per_s == doctest::Approx(s.algbw_bytes_per_s * BusFactor(c, 4)));
    }
    Json details = Json::array();
    auto fits = FitCollectives(samples, &details);
    REQUIRE(fits.size() == 1);
    CHECK(fits[0].collective == CollectiveName(c));
    CHECK(fits[0].scope == "intra_node");
    CHECK(fits[0].latency_s == doctest::Approx(8e-6).epsilon(0.10).scale(0));
    CHECK(fits[0].bus_bandwidth_bytes_per_s == doctest::Approx(40e9).epsilon(0.10).scale(0));
    CHECK(details[0]["max_relative_error"].get<double>() < 0.10);
    for (const auto& s : samples) {
      double predicted =
          fits[0].latency_s + s.bytes * BusFactor(c, 4) / fits[0].bus_bandwidth_bytes_per_s;
      CHECK(std::abs(predicted - s.summary.median_s) / s.summary.median_s < 0.10);
    }
  }
}

TEST_CASE("a collective with a wrong result is an error, not a sample") {
  LocalAgreement all;
  for (Collective c : AllCollectives()) {
    CAPTURE(CollectiveName(c));
    FakeCollectiveBackend group(0, 2, 1e-6, 10e9);
    group.corrupt = true;
    std::vector<CollectiveSample> samples;
    try {
      samples = SweepCollective(group, all, c, "intra_node", SmallSweep());
      FAIL("no error for a wrong result");
    } catch (const ProfileError& e) {
      std::string what = e.what();
      CHECK(what.find(CollectiveName(c)) != std::string::npos);
      CHECK(what.find("wrong result") != std::string::npos);
      CHECK(what.find("rank 0 element") != std::string::npos);
    }
    CHECK(samples.empty());
    CHECK(group.ops_run == 1);  // checked before any timing
  }
}

TEST_CASE("a wrong result on another process stops this one too") {
  FailingElsewhere elsewhere;
  FakeCollectiveBackend group(0, 2, 1e-6, 10e9);
  CHECK_THROWS_WITH_AS(
      SweepCollective(group, elsewhere, Collective::kAllReduce, "inter_node", SmallSweep()),
      doctest::Contains("on another rank"), ProfileError);
}

TEST_CASE("a correct backend passes the check on every rank of the group") {
  LocalAgreement all;
  for (int rank = 0; rank < 3; ++rank) {
    for (Collective c : AllCollectives()) {
      FakeCollectiveBackend group(rank, 3, 1e-6, 10e9);
      CollectiveSweepOptions o = SmallSweep();
      o.max_bytes = 12 * kKiB;
      CHECK(SweepCollective(group, all, c, "intra_node", o).size() >= 3);
    }
  }
}
