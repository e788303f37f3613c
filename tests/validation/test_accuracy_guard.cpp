// Accuracy is guarded: the development-set figures documented in
// docs/validation.md ("Guarded figures" line) may not get worse by more than
// one point, the 80% interval must cover 75-85% of the development rows and
// of the spot checks (70-90% of each family's, dense and MoE, over both), and
// the committed interval quantiles must be the ones the two sets give
// together.
#include <doctest/doctest.h>

#include <fstream>
#include <regex>
#include <sstream>

#include "simulator/uncertainty.h"
#include "tests/support/under_sanitizer.h"
#include "validation/validation.h"

using namespace shoal;
using namespace shoal::sim;
using namespace shoal::validation;

namespace {

struct Documented {
  double mape = 0, raw = 0, moe = 0;
};

std::string ValidationDoc() {
  std::ifstream in("docs/validation.md");
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// The match of `pattern` in docs/validation.md; fails naming the `expected` line.
std::smatch DocumentedLine(const char* pattern, const char* expected) {
  static const std::string doc = ValidationDoc();
  std::smatch m;
  REQUIRE_MESSAGE(std::regex_search(doc, m, std::regex(pattern)),
                  "docs/validation.md has no '" << expected << "' line");
  return m;
}

Documented ReadDocumented() {
  const std::smatch m = DocumentedLine(
      R"(Guarded figures: MAPE ([0-9.]+)%, raw physics MAPE ([0-9.]+)%, MoE MAPE ([0-9.]+)%)",
      "Guarded figures: MAPE x%, raw physics MAPE y%, MoE MAPE z%");
  return {std::stod(m[1]), std::stod(m[2]), std::stod(m[3])};
}

// The "Spot-check figures: MAPE x% on n rows" line: runs outside the
// development set (data/spot_checks.jsonl).
std::pair<double, int> ReadDocumentedSpotChecks() {
  const std::smatch m = DocumentedLine(R"(Spot-check figures: MAPE ([0-9.]+)% on ([0-9]+) rows)",
                                       "Spot-check figures: MAPE x% on n rows");
  return {std::stod(m[1]), std::stoi(m[2])};
}

// The "Ran, predicted not to fit: n development rows, m spot-check rows"
// line: runs that really ran whose plan the memory model says cannot fit.
std::pair<int, int> ReadDocumentedPredictedOom() {
  const std::smatch m = DocumentedLine(
      R"(Ran, predicted not to fit: ([0-9]+) development rows, ([0-9]+) spot-check rows)",
      "Ran, predicted not to fit: n development rows, m spot-check rows");
  return {std::stoi(m[1]), std::stoi(m[2])};
}

// Each set validated once, for every test case that reads it.
const ValidationReport& DevelopmentReport() {
  static const ValidationReport rep =
      ValidatePublishedRuns({"data/published_runs.jsonl", "", false, ""});
  return rep;
}
const ValidationReport& SpotCheckReport() {
  static const ValidationReport rep =
      ValidatePublishedRuns({"data/spot_checks.jsonl", "", false, ""});
  return rep;
}

double Coverage80(const ValidationReport& rep) {
  return static_cast<double>(rep.covered_80) / static_cast<double>(rep.rows.size());
}

}  // namespace

// Under the sanitizers this is slow and says nothing about memory safety.
#if defined(SHOAL_TEST_UNDER_ASAN)
constexpr bool kSkip = true;
#else
constexpr bool kSkip = false;
#endif

TEST_CASE("development-set accuracy stays within a point of docs/validation.md" *
          doctest::skip(kSkip)) {
  const Documented doc = ReadDocumented();
  const ValidationReport& rep = DevelopmentReport();
  REQUIRE(rep.rows.size() >= 300);
  INFO("documented MAPE " << doc.mape << "%, actual " << 100 * rep.overall.mape << "%");
  CHECK(100 * rep.overall.mape <= doc.mape + 1.0);
  INFO("documented raw physics " << doc.raw << "%, actual " << 100 * rep.raw_overall.mape << "%");
  CHECK(100 * rep.raw_overall.mape <= doc.raw + 1.0);
  INFO("documented MoE " << doc.moe << "%, actual " << 100 * rep.moe.mape << "%");
  CHECK(100 * rep.moe.mape <= doc.moe + 1.0);
  // No more runs that really ran are predicted out of memory than documented.
  const int documented_oom = ReadDocumentedPredictedOom().first;
  INFO("documented ran-but-predicted-OOM rows " << documented_oom << ", actual "
                                                << rep.ran_predicted_oom.size());
  CHECK(static_cast<int>(rep.ran_predicted_oom.size()) <= documented_oom);

  const double coverage = Coverage80(rep);
  INFO("80% interval coverage " << 100 * coverage << "%");
  CHECK(coverage >= 0.75);
  CHECK(coverage <= 0.85);

  std::vector<double> ratios;
  std::vector<std::string> sources;
  for (const auto& r : rep.rows) {
    ratios.push_back(r.measured_s / r.predicted_s);
    sources.push_back(r.source_group);
  }
  // The per-component p90 factors of `plan --risk p90`.
  std::vector<StepComposition> compositions;
  for (const auto& r : rep.rows) compositions.push_back(CompositionOf(r.breakdown));
  const ComponentRisk kfit = FitComponentRisk(ratios, sources, compositions);
  const ComponentRisk kcommitted = P90ComponentRisk();
  INFO("fitted risk factors compute "
       << kfit.compute << " communication " << kfit.communication << " bubble " << kfit.bubble
       << "; committed " << kcommitted.compute << " " << kcommitted.communication << " "
       << kcommitted.bubble);
  CHECK(kcommitted.compute == doctest::Approx(kfit.compute).epsilon(0.03).scale(0));
  CHECK(kcommitted.communication == doctest::Approx(kfit.communication).epsilon(0.05).scale(0));
  CHECK(kcommitted.bubble == doctest::Approx(kfit.bubble).epsilon(0.05).scale(0));
  // Exposed communication is less certain than compute on this data (the
  // bubble's factor is no longer: since 2026-11-26 its rows' q90 lies at or
  // below the compute-only rows', docs/validation.md "Uncertainty").
  CHECK(kfit.communication > kfit.compute);
}

TEST_CASE("spot checks outside the development set stay within a point of docs/validation.md" *
          doctest::skip(kSkip)) {
  // Plain locals, not a structured binding: doctest's INFO captures them in a
  // lambda, which clang 14 (the sanitizer build) refuses for bindings.
  const std::pair<double, int> documented = ReadDocumentedSpotChecks();
  const double mape = documented.first;
  const int rows = documented.second;
  const ValidationReport& rep = SpotCheckReport();
  // Every row is simulated: none skipped, none refused.
  CHECK(static_cast<int>(rep.rows.size()) == rows);
  CHECK(rep.skipped.empty());
  INFO("documented spot-check MAPE " << mape << "%, actual " << 100 * rep.overall.mape << "%");
  CHECK(100 * rep.overall.mape <= mape + 1.0);
  const int documented_oom = ReadDocumentedPredictedOom().second;
  INFO("documented ran-but-predicted-OOM spot rows " << documented_oom << ", actual "
                                                     << rep.ran_predicted_oom.size());
  CHECK(static_cast<int>(rep.ran_predicted_oom.size()) <= documented_oom);
}

TEST_CASE("the committed intervals are the development and spot-check rows' and cover each family" *
          doctest::skip(kSkip)) {
  // The spot checks' own 80% coverage lies in the band too.
  const double spot_coverage = Coverage80(SpotCheckReport());
  INFO("spot-check 80% interval coverage " << 100 * spot_coverage << "%");
  CHECK(spot_coverage >= 0.75);
  CHECK(spot_coverage <= 0.85);
  // Each family's committed quantiles are the ones its rows of both sets
  // give, and cover it: a band that fits the whole set can miss one family
  // (one band for both covered 59% of the MoE rows and 88% of the dense
  // ones), and one fitted on the development set alone covered 71.6% of the
  // spot checks' MoE rows.
  ValidationReport pooled = DevelopmentReport();
  const ValidationReport& spot = SpotCheckReport();
  pooled.rows.insert(pooled.rows.end(), spot.rows.begin(), spot.rows.end());
  for (auto family : {IntervalFamily::kDense, IntervalFamily::kMoe}) {
    const FamilyIntervals f = FitFamilyIntervals(pooled, family);
    const RatioQuantiles committed = StepTimeRatioQuantiles(family);
    INFO(IntervalFamilyName(family)
         << " rows " << f.rows << ": fitted " << f.fit.q2_5 << " " << f.fit.q10 << " " << f.fit.q90
         << " " << f.fit.q97_5 << "; committed " << committed.q2_5 << " " << committed.q10 << " "
         << committed.q90 << " " << committed.q97_5 << "; 80% interval covers " << f.covered_80);
    REQUIRE(f.rows >= 200);
    CHECK(committed.q10 == doctest::Approx(f.fit.q10).epsilon(0.02).scale(0));
    CHECK(committed.q90 == doctest::Approx(f.fit.q90).epsilon(0.02).scale(0));
    CHECK(committed.q2_5 == doctest::Approx(f.fit.q2_5).epsilon(0.03).scale(0));
    CHECK(committed.q97_5 == doctest::Approx(f.fit.q97_5).epsilon(0.03).scale(0));
    const double family_coverage = static_cast<double>(f.covered_80) / f.rows;
    CHECK(family_coverage >= 0.70);
    CHECK(family_coverage <= 0.90);
  }
}
