// Predicted vs measured peak memory per GPU on published runs, honouring what
// each source measured: the framework allocator's peak allocated bytes
// (torch.cuda.max_memory_allocated), its peak reserved bytes
// (max_memory_reserved), or device memory in use as nvidia-smi shows it
// (reserved + NCCL buffers + CUDA context). Which source measured what is data
// (data/published_memory_measures.json, each with its citation).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "results/memory_validation_row.h"
#include "simulator/simulate.h"
#include "validation/validation.h"

namespace shoal::validation {

/// What a source measured, and a row as `validate --runs --json` writes it
/// (results/memory_validation_row.h).
using results::MemoryMeasure;
using results::MemoryMeasureName;
using results::MemoryValidationRow;

/// The predicted peak a source's measurement corresponds to.
double PredictedPeakBytes(const sim::MemoryBreakdown& mem, MemoryMeasure measure);

struct MemoryMeasureRule {
  std::string source_group;  ///< case-insensitive substring of the row's source group
  MemoryMeasure measure = MemoryMeasure::kReserved;
  std::string source;  ///< where the source says what it measured
};
struct MemoryMeasureMap {
  std::string file;
  std::vector<MemoryMeasureRule> rules;
};
MemoryMeasureMap LoadMemoryMeasureMap(const std::string& path);
/// DataDir()/data/published_memory_measures.json
std::string DefaultMemoryMeasurePath();

struct MemoryValidationReport {
  std::vector<MemoryValidationRow> rows;
  std::vector<std::pair<std::string, std::string>> skipped;  ///< id, reason
  ErrorStats overall;
  std::map<std::string, ErrorStats> by_group;
  std::map<std::string, ErrorStats> by_stack;
  int ran_but_predicted_oom = 0;  ///< rows that really ran but do not fit on paper
};

/// Compares every simulated row that reports a measured peak.
MemoryValidationReport ValidatePeakMemory(const ValidationReport& report,
                                          const MemoryMeasureMap& map);

}  // namespace shoal::validation
