// Predicted peak memory against measurements: the predicted peak of the kind
// a source measured, and the development-set error that docs/validation.md
// documents.
#include <doctest/doctest.h>

#include <fstream>
#include <regex>
#include <string>

#include "core/bundled.h"
#include "core/hardware.h"
#include "core/stack.h"
#include "simulator/memory_model.h"
#include "tests/support/bundled.h"
#include "validation/memory_validation.h"
#include "validation/validation.h"

using namespace shoal;
using namespace shoal::sim;
using namespace shoal::validation;

TEST_CASE("memory: the predicted peak is of the kind the source measured") {
  const ModelConfig m = shoal::testing::SmallDenseModel();
  const HardwareProfile hw = ResolveHardware("h100");
  Plan p;
  p.dp = 8;
  p.global_batch_size = 64;
  ApplyStack(ResolveSoftwareStack("torchtitan-2025"), &p);
  p.zero_stage = 3;
  const MemoryBreakdown fsdp = StageMemory(m, hw, p, AssignLayers(m, p)[0], 0);
  CHECK(fsdp.AllocatedBytes() < fsdp.AllocatorReservedBytes());
  CHECK(PredictedPeakBytes(fsdp, MemoryMeasure::kAllocated) == fsdp.AllocatedBytes());
  CHECK(PredictedPeakBytes(fsdp, MemoryMeasure::kReserved) == fsdp.AllocatorReservedBytes());
  CHECK(PredictedPeakBytes(fsdp, MemoryMeasure::kDevice) == fsdp.TotalBytes());
}

// The development set's peak-memory error may not rise more than one point
// above the figure docs/validation.md documents, nor more real runs be
// declared out of memory than it states.
TEST_CASE("memory: development-set peak-memory MAPE stays within a point of docs/validation.md") {
  std::ifstream doc(std::string(SHOAL_SOURCE_DIR) + "/docs/validation.md");
  REQUIRE(doc.good());
  const std::string text((std::istreambuf_iterator<char>(doc)), std::istreambuf_iterator<char>());
  std::smatch match;
  const std::regex figure(R"(Peak memory: (\d+) rows; MAPE ([0-9.]+)%.*?; (\d+) runs that really ran)");
  REQUIRE_MESSAGE(std::regex_search(text, match, figure), "docs/validation.md has no 'Peak memory: N rows; MAPE x%' line");
  const double documented_mape = std::stod(match[2].str());
  const int documented_oom = std::stoi(match[3].str());

  // Only the rows with a measured peak: the test stays fast.
  const std::string runs = std::string(SHOAL_BINARY_DIR) + "/test_memory_rows.jsonl";
  {
    std::ifstream in(DataDir() + "/data/published_runs.jsonl");
    REQUIRE(in.good());
    std::ofstream out(runs);
    std::string line;
    while (std::getline(in, line)) {
      if (line.find("\"peak_memory_gb\": null") == std::string::npos &&
          line.find("\"peak_memory_gb\"") != std::string::npos) {
        out << line << "\n";
      }
    }
  }
  const ValidationReport rep = ValidatePublishedRuns({runs, "", false, ""});
  const MemoryValidationReport mem = ValidatePeakMemory(rep, LoadMemoryMeasureMap(DefaultMemoryMeasurePath()));
  const double mape = 100 * mem.overall.mape;
  INFO("documented MAPE ", documented_mape, "%, measured ", mape, "% over ", mem.overall.count, " rows");
  INFO("documented runs predicted out of memory ", documented_oom, ", measured ", mem.ran_but_predicted_oom);
  CHECK(mem.overall.count == std::stoi(match[1].str()));
  CHECK(mape <= documented_mape + 1.0);
  CHECK(mem.ran_but_predicted_oom <= documented_oom);
  CHECK(mem.skipped.empty());
}
