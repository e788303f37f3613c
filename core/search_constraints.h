// What a team's framework and cluster allow the plan search to choose:
// fixed or bounded parallel degrees, allowed pipeline schedules, recompute
// modes and ZeRO stages, optimizer offload on or off and its device (host
// memory or NVMe), a global-batch range
// (or a tokens-per-step target), a memory headroom and a cost or energy
// budget. Read from a scenario's "search" object and from `shoal plan|sweep`
// options (the options win); each constraint remembers where it came from so
// that an error can name it.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/json_reader.h"
#include "core/plan.h"

namespace shoal {

/// Where a constraint was set: a command-line option (file empty, where
/// "--tp") or a scenario key (file, where "$.search.tp").
struct ConstraintOrigin {
  std::string file;
  std::string where;
  /// "--tp" or "scenario.json $.search.tp".
  std::string Text() const { return file.empty() ? where : file + " " + where; }
};

/// An inclusive integer range; min 0 means "not constrained".
struct IntRange {
  int min = 0;
  int max = 0;
  bool IsSet() const { return min > 0; }
  bool Contains(int v) const { return !IsSet() || (v >= min && v <= max); }
  /// "8" or "1..16".
  std::string Text() const;
};

/// An inclusive range of numbers (tokens); min 0 means "not constrained".
struct NumberRange {
  double min = 0;
  double max = 0;
  bool IsSet() const { return min > 0; }
};

struct SearchConstraints {
  IntRange tp, pp, cp, ep, dp;
  std::vector<PipelineSchedule> schedules;  ///< allowed where pp > 1; empty: all
  std::vector<Recompute> recomputes;        ///< empty: all
  std::vector<int> zero_stages;             ///< empty: all
  std::optional<bool> offload;              ///< unset: with and without
  /// Where offloaded state goes; unset: host memory, NVMe where host memory
  /// cannot hold it (planner/search_space.h).
  std::optional<OffloadDevice> offload_device;
  IntRange global_batch;                    ///< sequences per step; unset: the scenario's
  NumberRange tokens_per_step;              ///< same as global_batch x seq_len
  double memory_headroom_fraction = 0;      ///< of each GPU's memory kept free
  double max_cost_usd = 0;                  ///< whole run; 0: no budget
  double max_energy_kwh = 0;                ///< whole run; 0: no budget
  /// Constraint name ("tp", "schedules", "memory_headroom", ...) -> where it was set.
  std::map<std::string, ConstraintOrigin> origins;

  bool Any() const { return !origins.empty(); }
  /// Where `name` was set (empty when it is not).
  ConstraintOrigin Origin(const std::string& name) const;
};

/// The names of the constraints, in the order errors and docs list them.
const std::vector<std::string>& ConstraintNames();

/// "tp 1..4", "schedules 1f1b,interleaved", "memory headroom 10%", ...
std::string ConstraintText(const SearchConstraints& c, const std::string& name);
/// Every set constraint's text, comma-separated ("" when none).
std::string DescribeConstraints(const SearchConstraints& c);

/// A copy with only constraint `name` removed.
SearchConstraints WithoutConstraint(const SearchConstraints& c, const std::string& name);

/// Parsers shared by the scenario reader and the command line. Each throws
/// InputError(file, where, expectation) on bad text.
IntRange ParseIntRange(const std::string& text, const std::string& file, const std::string& where);
/// "4M", "4194304", "2M..4M" (K, M, G suffixes: 1e3, 1e6, 1e9).
NumberRange ParseTokenRange(const std::string& text, const std::string& file,
                            const std::string& where);
std::vector<PipelineSchedule> ParseSchedules(const std::vector<std::string>& names,
                                             const std::string& file, const std::string& where);
std::vector<Recompute> ParseRecomputes(const std::vector<std::string>& names,
                                       const std::string& file, const std::string& where);
std::vector<int> ParseZeroStages(const std::vector<std::string>& values, const std::string& file,
                                 const std::string& where);
/// "on"/"off" (also true/false).
bool ParseOnOff(const std::string& text, const std::string& file, const std::string& where);
/// "0.1" or "10%": a fraction in [0, 1).
double ParseHeadroom(const std::string& text, const std::string& file, const std::string& where);
/// "cpu" or "nvme".
OffloadDevice ParseOffloadDeviceText(const std::string& text, const std::string& file,
                                     const std::string& where);
/// A positive number.
double ParsePositive(const std::string& text, const std::string& file, const std::string& where);

/// Reads a scenario's "search" object (every key checked, Finish()ed).
SearchConstraints ReadSearchConstraints(JsonReader& r);

/// The global batch sizes a range allows the search to try: its ends and
/// every 2^k and 3 x 2^k in between, ascending.
std::vector<int> GlobalBatchCandidates(const IntRange& range);

/// The global batch range the constraints allow for a model of `seq_len`
/// tokens per sequence (global_batch intersected with tokens_per_step), or
/// an unset range when neither is given. Throws InputError naming both
/// constraints when they do not overlap.
IntRange AllowedGlobalBatch(const SearchConstraints& c, int64_t seq_len);

}  // namespace shoal
