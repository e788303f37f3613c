#include "profiler/nccl_tests.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <sstream>

#include "core/error.h"

namespace shoal::profiler {
namespace {

std::vector<std::string> Words(const std::string& s) {
  std::istringstream in(s);
  std::vector<std::string> w;
  for (std::string x; in >> x;) w.push_back(x);
  return w;
}

bool IsCount(const std::string& s, long long* v = nullptr) {
  long long x = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), x);
  if (ec != std::errc() || end != s.data() + s.size()) return false;
  if (v) *v = x;
  return true;
}

bool IsNumber(const std::string& s, double* v) {
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), *v);
  return ec == std::errc() && end == s.data() + s.size() && std::isfinite(*v);
}

// nccl-tests program -> the profile's collective.
bool CollectiveOfProgram(const std::string& program, Collective* c) {
  static const std::pair<const char*, Collective> kPrograms[] = {
      {"all_reduce_perf", Collective::kAllReduce},
      {"all_gather_perf", Collective::kAllGather},
      {"reduce_scatter_perf", Collective::kReduceScatter},
      {"alltoall_perf", Collective::kAllToAll},
      {"sendrecv_perf", Collective::kSendRecv}};
  // The program may be printed with its path (./build/all_reduce_perf).
  const std::string base = program.substr(
      program.find_last_of('/') == std::string::npos ? 0 : program.find_last_of('/') + 1);
  for (const auto& [name, coll] : kPrograms) {
    if (base == name) {
      *c = coll;
      return true;
    }
  }
  return false;
}

}  // namespace

NcclTestsTable ParseNcclTests(const std::string& text, const std::string& file,
                              const std::string& collective, int ranks) {
  NcclTestsTable t;
  t.file = file;
  bool from_option = false;
  if (!collective.empty()) {
    if (!ParseCollective(collective, &t.collective)) {
      throw InputError(
          "", "--collective",
          "one of all_reduce, all_gather, reduce_scatter, all_to_all, send_recv, got \"" +
              Excerpt(collective) + "\"");
    }
    from_option = true;
  }
  bool from_file = false;
  std::istringstream in(text);
  std::string line;
  int number = 0;
  auto bad = [&](const std::string& expected) {
    throw InputError(file, "line " + std::to_string(number),
                     expected + ", got \"" + Excerpt(line, 80) + "\"");
  };
  while (std::getline(in, line)) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const std::vector<std::string> w = Words(line);
    if (w.empty()) continue;
    if (w[0] == "#") {
      // "# Collective test starting: all_reduce_perf"
      if (w.size() == 5 && w[1] == "Collective" && w[2] == "test" && w[3] == "starting:") {
        Collective c;
        if (!CollectiveOfProgram(w[4], &c)) {
          bad("one of all_reduce_perf, all_gather_perf, reduce_scatter_perf, alltoall_perf, "
              "sendrecv_perf (the collectives a profile holds)");
        }
        if (from_option && c != t.collective) {
          bad(std::string("the collective --collective names (") + CollectiveName(t.collective) +
              ")");
        }
        t.collective = c;
        from_file = true;
      }
      // "#  Rank  0 Group  0 Pid  12345 on   host-1 device  0 [0000:07:00] NVIDIA H100 80GB HBM3"
      if (w.size() >= 9 && w[1] == "Rank" && IsCount(w[2]) && w[7] == "on") {
        ++t.ranks;
        if (std::find(t.hosts.begin(), t.hosts.end(), w[8]) == t.hosts.end())
          t.hosts.push_back(w[8]);
      }
      continue;
    }
    // A result row starts with two counts (size, count); other lines (NCCL INFO, warnings) are not
    // rows.
    if (w.size() < 2 || !IsCount(w[0]) || !IsCount(w[1])) continue;
    // size count type redop root | time algbw busbw #wrong | time algbw busbw #wrong
    if (w.size() < 13)
      bad("a whole nccl-tests row of 13 columns (size ... in-place #wrong; truncated?)");
    double size = 0, time_us = 0, busbw = 0;
    if (!IsNumber(w[0], &size) || !IsNumber(w[5], &time_us) || time_us < 0 ||
        !IsNumber(w[7], &busbw)) {
      bad("a size in bytes, an out-of-place time in microseconds and its busbw");
    }
    long long wrong = 0;
    if (w[8] != "N/A" && (!IsCount(w[8], &wrong) || wrong != 0)) {
      bad("#wrong 0 or N/A (a collective that gave wrong results is not timed)");
    }
    if (size <= 0 || time_us <= 0) continue;  // size 0: no transfer to time
    // nccl-tests prints time with "%7.2f" or wider: below 0.01 us or above a day is not a timing.
    if (time_us < 0.01 || time_us > 86400e6 || size > 1e15) {
      bad("a time in [0.01 us, 1 day] and a size up to 1e15 bytes");
    }
    t.bytes.push_back(size);
    t.times_s.push_back(time_us * 1e-6);
    t.busbw_bytes_per_s.push_back(busbw * 1e9);
    t.lines.push_back(number);
  }
  if (!from_file && !from_option) {
    throw InputError(file, "",
                     "the collective: a \"# Collective test starting: NAME_perf\" line "
                     "(nccl-tests >= 2.14) or --collective");
  }
  if (ranks > 0 && t.ranks > 0 && ranks != t.ranks) {
    throw InputError(file, "",
                     "the " + std::to_string(ranks) + " ranks --ranks says, got " +
                         std::to_string(t.ranks) + " \"#  Rank\" lines");
  }
  if (t.ranks < 1 && ranks > 0) t.ranks = ranks;
  if (t.ranks < 1) {
    throw InputError(file, "",
                     "the \"# Using devices\" lines (\"#  Rank N Group G Pid P on HOST "
                     "device D ...\") that give the rank count, or --ranks");
  }
  if (t.bytes.empty()) {
    throw InputError(file, "",
                     "at least one result row (\"size count type redop root time algbw "
                     "busbw #wrong ...\") with a positive size and time; none in " +
                         std::to_string(number) + " lines");
  }
  return t;
}

CollectiveFit FitNcclTests(const NcclTestsTable& t, LinearTimeFit* fit) {
  *fit = FitLinearTime(t.bytes, t.times_s);
  return ToCollectiveFit(t.collective, t.hosts.size() > 1 ? "inter_node" : "intra_node", t.ranks,
                         *fit);
}

}  // namespace shoal::profiler
