#include "reports/trace_file.h"

#include <algorithm>
#include <limits>
#include <optional>
#include <set>

#include "core/error.h"

namespace shoal::reports {
namespace {

void ReadEvent(JsonReader& e, Trace& t) {
  std::string ph = e.String("ph");
  std::string name = e.String("name", "");
  int64_t pid = e.Integer("pid");
  if (ph == "M") {
    int64_t tid = e.Has("tid") ? e.Integer("tid") : 0;
    std::string label;
    if (auto args = e.OptionalObject("args")) {
      label = args->String("name", "");
      args->Raw("sort_index");
      args->Finish();
    }
    if (name == "process_name") {
      t.process_names[pid] = label;
    } else if (name == "thread_name") {
      t.thread_names[{pid, tid}] = label;
    } else if (name != "process_sort_index" && name != "thread_sort_index") {
      e.Fail("name",
             "process_name, thread_name, process_sort_index or thread_sort_index for "
             "a metadata (\"M\") event, got \"" +
                 Excerpt(name) + "\"");
    }
    return;
  }
  if (ph != "X") {
    e.Fail("ph", "\"X\" (a complete slice) or \"M\" (metadata), got \"" + Excerpt(ph) + "\"");
  }
  TraceSlice s;
  s.name = name;
  s.category = e.String("cat", "other");
  s.pid = pid;
  s.tid = e.Integer("tid");
  // Microseconds: up to about 30 years, so ends and spans stay finite.
  s.start_us = e.RealIn("ts", -1e15, 1e15);
  s.duration_us = e.RealIn("dur", 0, 0, 1e15);
  e.Raw("args");  // free-form per slice
  t.slices.push_back(std::move(s));
}

}  // namespace

double Trace::EndUs() const {
  double end = 0;
  for (const auto& s : slices) end = std::max(end, s.start_us + s.duration_us);
  return end;
}

double Trace::StartUs() const {
  if (slices.empty()) return 0;
  double start = std::numeric_limits<double>::infinity();
  for (const auto& s : slices) start = std::min(start, s.start_us);
  return start;
}

Trace ReadTrace(const Json& document, const std::string& origin) {
  Trace t;
  t.origin = origin;
  size_t slash = origin.find_last_of('/');
  t.title = slash == std::string::npos ? origin : origin.substr(slash + 1);
  const Json* events = &document;
  std::string events_path = "$";
  std::optional<JsonReader> top;
  if (document.is_object()) {
    top.emplace(document, origin);
    events = top->Raw("traceEvents");
    if (!events) top->Fail("traceEvents", "an array of trace events (the key is required)");
    events_path = "$.traceEvents";
    top->Raw("displayTimeUnit");
    if (const Json* other = top->Raw("otherData")) {
      if (other->is_object()) {
        if (auto it = other->find("name"); it != other->end() && it->is_string()) {
          t.title = it->get<std::string>();
        }
        if (auto it = other->find("source"); it != other->end() && it->is_string()) {
          t.source = it->get<std::string>();
        }
      }
    }
    top->Finish();
  }
  if (!events->is_array()) {
    throw InputError(origin, events_path,
                     std::string("an array of trace events, got ") + events->type_name());
  }
  for (size_t i = 0; i < events->size(); ++i) {
    JsonReader e((*events)[i], origin, events_path + "[" + std::to_string(i) + "]");
    ReadEvent(e, t);
    e.Finish();
  }
  if (t.slices.empty()) {
    throw InputError(origin, events_path, "at least one complete (\"ph\": \"X\") slice");
  }
  return t;
}

Trace LoadTrace(const std::string& path) { return ReadTrace(LoadJsonFile(path), path); }

std::map<std::string, double> BusyPerRankUs(const Trace& trace) {
  std::map<std::string, double> busy;
  std::set<int64_t> ranks;
  for (const auto& s : trace.slices) {
    busy[s.category] += s.duration_us;
    ranks.insert(s.pid);
  }
  for (auto& [cat, us] : busy) us /= static_cast<double>(std::max<size_t>(1, ranks.size()));
  return busy;
}

}  // namespace shoal::reports
