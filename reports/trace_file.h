// Chrome/Perfetto traces in Shoal's one naming scheme (docs/result-schemas.md,
// Traces): ranks are processes, streams are threads, phases are complete ("X")
// slices whose category is the phase kind; ts/dur in microseconds.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/json_reader.h"

namespace shoal::reports {

struct TraceSlice {
  std::string name;
  std::string category;
  int64_t pid = 0;
  int64_t tid = 0;
  double start_us = 0;
  double duration_us = 0;
};

struct Trace {
  std::string origin;  ///< file it came from
  std::string title;   ///< otherData.name, else the file name
  std::string source;  ///< otherData.source ("shoal simulate", an executor), may be empty
  std::map<int64_t, std::string> process_names;
  std::map<std::pair<int64_t, int64_t>, std::string> thread_names;
  std::vector<TraceSlice> slices;

  double EndUs() const;    ///< latest slice end
  double StartUs() const;  ///< earliest slice start
};

/// Reads a trace document ({"traceEvents": [...]} or a bare event array).
/// Event keys other than name, cat, ph, pid, tid, ts, dur, args are errors,
/// as are phases other than "X" and "M"; errors name `origin` and the path.
Trace ReadTrace(const Json& document, const std::string& origin);
Trace LoadTrace(const std::string& path);

/// Average busy time per rank (process) of each category, microseconds.
std::map<std::string, double> BusyPerRankUs(const Trace& trace);

}  // namespace shoal::reports
