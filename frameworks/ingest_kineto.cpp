// A PyTorch profiler trace (Kineto's Chrome-trace JSON, torch.profiler's
// export_chrome_trace / tensorboard_trace_handler) of one rank: per-step phases
// from its GPU kernels. Format: pytorch/kineto libkineto/src/output_json.cpp
// (events {"ph": "X", "cat", "name", "pid", "tid", "ts", "dur" in us, "args"}):
//  - steps: CPU "user_annotation" events named "ProfilerStep#N" (the
//    profiler's schedule records only its active steps); step time = their
//    duration;
//  - GPU work: "kernel", "gpu_memcpy", "gpu_memset" events; a kernel belongs to
//    the step (and to the optimizer when inside an "Optimizer.step#..."
//    annotation) where its launch ran: the "cuda_runtime" event of the same
//    args.correlation; without one, where the kernel starts;
//  - communication: kernels named nccl* (ncclKernel_*, ncclDevKernel_*).
// Per step: compute = the union of the other kernels' intervals outside the
// optimizer, optimizer = its kernels' union, exposed communication = the
// communication union minus what compute or optimizer kernels cover. Which
// parallel dimension a collective served (DP, TP, EP, PP) a trace does not
// say in a form read here: exposed communication is one total. Traces of
// PyTorch < 1.13 wrote "Kernel"/"Runtime": categories are read in any case.
#include <algorithm>
#include <cmath>
#include <map>
#include <string_view>

#include "core/error.h"
#include "core/json_reader.h"
#include "frameworks/ingest_common.h"

namespace shoal::frameworks {
namespace {

struct Interval {
  double begin = 0, end = 0;
};

std::string Lower(std::string s) {
  for (char& c : s) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  return s;
}

// Total length of the union of `v` (sorted here).
double UnionLength(std::vector<Interval> v) {
  std::sort(v.begin(), v.end(),
            [](const Interval& a, const Interval& b) { return a.begin < b.begin; });
  double total = 0, begin = 0, end = -1e300;
  for (const auto& i : v) {
    if (i.begin > end) {
      if (end > begin) total += end - begin;
      begin = i.begin, end = i.end;
    } else {
      end = std::max(end, i.end);
    }
  }
  if (end > begin) total += end - begin;
  return total;
}

// Length of the union of `a` not covered by the union of `b`.
double UncoveredLength(const std::vector<Interval>& a, const std::vector<Interval>& b) {
  std::vector<Interval> both = a;
  both.insert(both.end(), b.begin(), b.end());
  return std::max(0.0, UnionLength(both) - UnionLength(b));
}

struct Event {
  std::string cat, name;
  double ts = 0, dur = 0;
  int64_t correlation = -1;
  int64_t tid = 0;
  size_t index = 0;
};

// Index of the last of `sorted` (by ts) starting at or before `t`, or -1.
int LastStartingBy(const std::vector<Event>& sorted, double t) {
  auto it = std::upper_bound(sorted.begin(), sorted.end(), t,
                             [](double v, const Event& e) { return v < e.ts; });
  return static_cast<int>(it - sorted.begin()) - 1;
}

}  // namespace

Json MeasuredTraceToJson(const TrainingLog& log, int64_t first_step, const std::string& name) {
  auto kept = [&](const TracedKernel& k) { return log.steps.at(k.step_index).step > first_step; };
  double t0 = 1e300;
  for (const auto& k : log.kernels) {
    if (kept(k)) t0 = std::min(t0, k.start_us);
  }
  Json events = Json::array();
  events.push_back(
      {{"name", "process_name"}, {"ph", "M"}, {"pid", 0}, {"args", {{"name", "rank (measured)"}}}});
  std::map<int64_t, std::string> threads;
  for (const auto& k : log.kernels) {
    if (!kept(k)) continue;
    const int64_t tid = k.stream < 0 ? 0 : k.stream + 1;  // 0: the steps
    threads.emplace(tid, k.stream < 0 ? std::string("ProfilerStep (CPU)")
                                      : "stream " + std::to_string(k.stream));
    events.push_back({{"name", k.name},
                      {"cat", k.category},
                      {"ph", "X"},
                      {"pid", 0},
                      {"tid", tid},
                      {"ts", k.start_us - t0},
                      {"dur", k.duration_us}});
  }
  for (const auto& [tid, label] : threads) {
    events.push_back({{"name", "thread_name"},
                      {"ph", "M"},
                      {"pid", 0},
                      {"tid", tid},
                      {"args", {{"name", label}}}});
  }
  return {{"traceEvents", events},
          {"displayTimeUnit", "ms"},
          {"otherData",
           {{"name", name}, {"source", "shoal ingest --from torch-profiler " + log.file}}}};
}

TrainingLog ParseKinetoTrace(const std::string& text, const std::string& file,
                             const StepTokens& tokens) {
  const Json j = ParseJsonText(text, file);
  if (!j.is_object() || !j.contains("traceEvents") || !j["traceEvents"].is_array()) {
    throw InputError(file, "$.traceEvents",
                     "a PyTorch profiler (Kineto) trace: an object with a traceEvents array");
  }
  if (j.contains("distributedInfo") && j["distributedInfo"].is_object()) {
    const Json& d = j["distributedInfo"];
    if (d.contains("world_size") && d["world_size"].is_number_integer() && tokens.num_gpus > 0 &&
        d["world_size"].get<int64_t>() != tokens.num_gpus) {
      throw InputError(file, "$.distributedInfo.world_size",
                       std::to_string(tokens.num_gpus) + " ranks as the plan says, got " +
                           std::to_string(d["world_size"].get<int64_t>()) +
                           " (is this a trace of that run?)");
    }
  }
  std::vector<Event> steps, optimizer, kernels;
  std::map<int64_t, double> launch_ts;  // correlation -> CPU launch time
  const Json& events = j["traceEvents"];
  for (size_t i = 0; i < events.size(); ++i) {
    const Json& e = events[i];
    if (!e.is_object() || !e.contains("ph") || e["ph"] != "X") continue;
    const std::string path = "$.traceEvents[" + std::to_string(i) + "]";
    auto number = [&](const char* key) {
      if (!e.contains(key) || !e[key].is_number() || !std::isfinite(e[key].get<double>())) {
        throw InputError(file, path + "." + key, "a number of microseconds");
      }
      return e[key].get<double>();
    };
    if (!e.contains("cat") || !e["cat"].is_string() || !e.contains("name") ||
        !e["name"].is_string())
      continue;
    Event ev;
    ev.cat = Lower(e["cat"].get<std::string>());
    ev.name = e["name"].get<std::string>();
    ev.index = i;
    const bool step = ev.cat == "user_annotation" && ev.name.rfind("ProfilerStep#", 0) == 0;
    const bool opt = ev.cat == "user_annotation" && ev.name.rfind("Optimizer.step#", 0) == 0;
    const bool gpu = ev.cat == "kernel" || ev.cat == "gpu_memcpy" || ev.cat == "gpu_memset";
    const bool runtime = ev.cat == "cuda_runtime" || ev.cat == "runtime" || ev.cat == "cuda_driver";
    if (!step && !opt && !gpu && !runtime) continue;
    ev.ts = number("ts");
    ev.dur = number("dur");
    // Microseconds since an epoch (1.7e15 today): far beyond is not a time.
    if (std::abs(ev.ts) > 1e18) throw InputError(file, path + ".ts", "a time within 1e18 us");
    if (ev.dur < 0 || ev.dur > 1e12)
      throw InputError(file, path + ".dur", "a duration in [0, 1e12] us");
    if (e.contains("args") && e["args"].is_object() && e["args"].contains("correlation") &&
        e["args"]["correlation"].is_number_integer()) {
      ev.correlation = e["args"]["correlation"].get<int64_t>();
    }
    if (e.contains("tid") && e["tid"].is_number_integer()) ev.tid = e["tid"].get<int64_t>();
    if (step) steps.push_back(ev);
    if (opt) optimizer.push_back(ev);
    if (gpu) kernels.push_back(ev);
    if (runtime && ev.correlation >= 0) launch_ts[ev.correlation] = ev.ts;
  }
  if (steps.empty()) {
    throw InputError(file, "$.traceEvents",
                     "ProfilerStep#N annotations (call prof.step() each training step under "
                     "torch.profiler.profile with a schedule); none among " +
                         std::to_string(events.size()) + " events");
  }
  std::sort(steps.begin(), steps.end(), [](const Event& a, const Event& b) { return a.ts < b.ts; });
  TrainingLog log;
  log.file = file;
  log.format = LogFormat::kTorchProfiler;
  log.lines = static_cast<int>(events.size());
  struct Phases {
    std::vector<Interval> compute, optimizer, comm;
  };
  std::vector<Phases> per_step(steps.size());
  // Binary searches: a trace may hold millions of kernels.
  auto step_of = [&](double t) -> int {
    const int s = LastStartingBy(steps, t);
    if (s < 0) return -1;
    const auto u = static_cast<size_t>(s);
    const double end = u + 1 < steps.size() ? steps[u + 1].ts : steps[u].ts + steps[u].dur;
    return t < end ? s : -1;
  };
  std::sort(optimizer.begin(), optimizer.end(),
            [](const Event& a, const Event& b) { return a.ts < b.ts; });
  std::vector<double> optimizer_end_by(optimizer.size());  // latest end among those started so far
  for (size_t i = 0; i < optimizer.size(); ++i) {
    optimizer_end_by[i] =
        std::max(i > 0 ? optimizer_end_by[i - 1] : -1e300, optimizer[i].ts + optimizer[i].dur);
  }
  auto in_optimizer = [&](double t) {
    const int o = LastStartingBy(optimizer, t);
    return o >= 0 && t <= optimizer_end_by[static_cast<size_t>(o)];
  };
  for (const Event& k : kernels) {
    auto launch = launch_ts.find(k.correlation);
    const double cpu_t = launch != launch_ts.end() ? launch->second : k.ts;
    const int s = step_of(cpu_t);
    if (s < 0) continue;  // before the first or after the last recorded step
    const Interval iv{k.ts, k.ts + k.dur};
    Phases& p = per_step[static_cast<size_t>(s)];
    const char* category = "comm";
    if (k.name.rfind("nccl", 0) == 0) {
      p.comm.push_back(iv);
    } else if (in_optimizer(cpu_t)) {
      p.optimizer.push_back(iv), category = "optimizer";
    } else {
      p.compute.push_back(iv), category = "compute";
    }
    log.kernels.push_back({k.name, category, k.tid, static_cast<size_t>(s), k.ts, k.dur});
  }
  for (size_t s = 0; s < steps.size(); ++s) {
    const Event& st = steps[s];
    LoggedStep out;
    auto n = std::string_view(st.name).substr(std::string_view("ProfilerStep#").size());
    int64_t number = 0;
    for (char c : n) {
      if (c < '0' || c > '9' || number > 1'000'000'000'000) {
        throw InputError(file, "$.traceEvents[" + std::to_string(st.index) + "].name",
                         "\"ProfilerStep#N\"");
      }
      number = number * 10 + (c - '0');
    }
    if (n.empty())
      throw InputError(file, "$.traceEvents[" + std::to_string(st.index) + "].name",
                       "\"ProfilerStep#N\"");
    out.step = number;
    out.line = static_cast<int>(st.index) + 1;  // the event's position, 1-based
    out.time_s = st.dur * 1e-6;
    const Phases& p = per_step[s];
    out.compute_s = UnionLength(p.compute) * 1e-6;
    out.optimizer_s = UnionLength(p.optimizer) * 1e-6;
    std::vector<Interval> busy = p.compute;
    busy.insert(busy.end(), p.optimizer.begin(), p.optimizer.end());
    out.exposed_comm_s = UncoveredLength(p.comm, busy) * 1e-6;
    const std::string where = "$.traceEvents[" + std::to_string(st.index) + "]";
    if (!(out.time_s >= 1e-6) || out.time_s > 1e6)
      throw InputError(file, where + ".dur", "a step of [1e-6, 1e6] s");
    if (!log.steps.empty() && out.step <= log.steps.back().step) {
      throw InputError(file, where + ".name",
                       "a step after ProfilerStep#" + std::to_string(log.steps.back().step) +
                           " (one rank's trace of one run), got " + st.name);
    }
    log.kernels.push_back({st.name, "step", -1, s, st.ts, st.dur});
    log.steps.push_back(out);
  }
  return log;
}

}  // namespace shoal::frameworks
