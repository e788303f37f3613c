#include "core/search_constraints.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <limits>
#include <set>

#include "core/error.h"

namespace shoal {
namespace {

constexpr int kMaxDegree = 1 << 30;
constexpr double kMaxHeadroom = 0.99;

std::string Trim(const std::string& s) {
  const size_t a = s.find_first_not_of(" \t");
  if (a == std::string::npos) return "";
  return s.substr(a, s.find_last_not_of(" \t") - a + 1);
}

/// A positive integer of at most 9 digits, or -1.
int ParseCount(const std::string& t) {
  if (t.empty() || t.size() > 9 ||
      !std::all_of(t.begin(), t.end(), [](unsigned char c) { return std::isdigit(c); })) {
    return -1;
  }
  return std::stoi(t);
}

/// "4M" -> 4e6; NaN when not a positive number with an optional K/M/G suffix.
double ParseTokens(const std::string& text) {
  const double bad = std::numeric_limits<double>::quiet_NaN();
  std::string t = Trim(text);
  double scale = 1;
  if (!t.empty()) {
    const char last = static_cast<char>(std::toupper(static_cast<unsigned char>(t.back())));
    if (last == 'K' || last == 'M' || last == 'G') {
      scale = last == 'K' ? 1e3 : last == 'M' ? 1e6 : 1e9;
      t.pop_back();
    }
  }
  if (t.empty() || t.size() > 24) return bad;
  size_t used = 0;
  double v = 0;
  try {
    v = std::stod(t, &used);
  } catch (const std::exception&) {
    return bad;
  }
  if (used != t.size() || !std::isfinite(v) || v <= 0) return bad;
  return v * scale;
}

std::vector<std::string> SplitList(const std::string& text) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= text.size()) {
    size_t comma = text.find(',', start);
    if (comma == std::string::npos) comma = text.size();
    out.push_back(Trim(text.substr(start, comma - start)));
    start = comma + 1;
  }
  return out;
}

/// The strings of a JSON value that is a string (a comma list) or an array
/// of strings or integers.
std::vector<std::string> StringsOf(JsonReader& r, const std::string& key, const Json& v) {
  if (v.is_string()) return SplitList(v.get<std::string>());
  if (!v.is_array() || v.empty()) r.Fail(key, "a non-empty array (or a comma-separated string)");
  std::vector<std::string> out;
  for (const Json& e : v) {
    if (e.is_string()) {
      out.push_back(e.get<std::string>());
    } else if (e.is_number_integer()) {
      out.push_back(std::to_string(e.get<int64_t>()));
    } else {
      r.Fail(key, std::string("an array of strings, got an element of type ") + e.type_name());
    }
  }
  return out;
}

/// The text of a value that may be a number or a string ("8", "1..16", "4M").
std::string TextOf(JsonReader& r, const std::string& key, const Json& v) {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_number_integer()) return std::to_string(v.get<int64_t>());
  if (v.is_number()) {
    const double d = v.get<double>();
    char s[64];
    std::snprintf(s, sizeof s, "%.17g", d);
    return s;
  }
  r.Fail(key, std::string("a number or a string such as \"1..16\", got ") + v.type_name());
}

}  // namespace

std::string IntRange::Text() const {
  if (!IsSet()) return "any";
  if (min == max) return std::to_string(min);
  return std::to_string(min) + ".." + std::to_string(max);
}

ConstraintOrigin SearchConstraints::Origin(const std::string& name) const {
  auto it = origins.find(name);
  return it == origins.end() ? ConstraintOrigin{} : it->second;
}

const std::vector<std::string>& ConstraintNames() {
  static const std::vector<std::string> names = {"tp",
                                                 "pp",
                                                 "cp",
                                                 "ep",
                                                 "dp",
                                                 "schedules",
                                                 "recompute",
                                                 "zero_stages",
                                                 "offload",
                                                 "offload_device",
                                                 "global_batch",
                                                 "tokens_per_step",
                                                 "memory_headroom",
                                                 "max_cost_usd",
                                                 "max_energy_kwh"};
  return names;
}

std::string ConstraintText(const SearchConstraints& c, const std::string& name) {
  auto join = [](const auto& values, auto to_text) {
    std::string s;
    for (const auto& v : values) s += (s.empty() ? "" : ",") + std::string(to_text(v));
    return s;
  };
  auto number = [](const char* format, double v) {
    char s[64];
    std::snprintf(s, sizeof s, format, v);
    return std::string(s);
  };
  if (name == "tp") return "tp " + c.tp.Text();
  if (name == "pp") return "pp " + c.pp.Text();
  if (name == "cp") return "cp " + c.cp.Text();
  if (name == "ep") return "ep " + c.ep.Text();
  if (name == "dp") return "dp " + c.dp.Text();
  if (name == "schedules") return "schedules " + join(c.schedules, ScheduleName);
  if (name == "recompute") return "recompute " + join(c.recomputes, RecomputeName);
  if (name == "zero_stages") {
    return "ZeRO stages " + join(c.zero_stages, [](int z) { return std::to_string(z); });
  }
  if (name == "offload")
    return std::string("offload ") + (c.offload.value_or(false) ? "on" : "off");
  if (name == "offload_device") {
    return std::string("offload device ") +
           OffloadDeviceName(c.offload_device.value_or(OffloadDevice::kCpu));
  }
  if (name == "global_batch") return "global batch " + c.global_batch.Text();
  if (name == "tokens_per_step") {
    const NumberRange& t = c.tokens_per_step;
    return "tokens per step " + number("%.6g", t.min) +
           (t.max != t.min ? ".." + number("%.6g", t.max) : "");
  }
  if (name == "memory_headroom") {
    return "memory headroom " + number("%.4g", 100 * c.memory_headroom_fraction) + "%";
  }
  if (name == "max_cost_usd") return "max cost $" + number("%.4g", c.max_cost_usd);
  if (name == "max_energy_kwh") return "max energy " + number("%.4g", c.max_energy_kwh) + " kWh";
  return name;
}

std::string DescribeConstraints(const SearchConstraints& c) {
  std::string s;
  for (const auto& name : ConstraintNames()) {
    if (c.origins.count(name)) s += (s.empty() ? "" : ", ") + ConstraintText(c, name);
  }
  return s;
}

SearchConstraints WithoutConstraint(const SearchConstraints& c, const std::string& name) {
  SearchConstraints out = c;
  out.origins.erase(name);
  if (name == "tp") out.tp = {};
  if (name == "pp") out.pp = {};
  if (name == "cp") out.cp = {};
  if (name == "ep") out.ep = {};
  if (name == "dp") out.dp = {};
  if (name == "schedules") out.schedules.clear();
  if (name == "recompute") out.recomputes.clear();
  if (name == "zero_stages") out.zero_stages.clear();
  if (name == "offload") out.offload.reset();
  if (name == "offload_device") out.offload_device.reset();
  if (name == "global_batch") out.global_batch = {};
  if (name == "tokens_per_step") out.tokens_per_step = {};
  if (name == "memory_headroom") out.memory_headroom_fraction = 0;
  if (name == "max_cost_usd") out.max_cost_usd = 0;
  if (name == "max_energy_kwh") out.max_energy_kwh = 0;
  return out;
}

IntRange ParseIntRange(const std::string& text, const std::string& file, const std::string& where) {
  auto fail = [&]() -> IntRange {
    throw InputError(file, where,
                     "a positive integer or a range LO..HI such as 1..16, got \"" + text + "\"");
  };
  const std::string t = Trim(text);
  const size_t dots = t.find("..");
  IntRange r;
  if (dots == std::string::npos) {
    r.min = r.max = ParseCount(t);
  } else {
    r.min = ParseCount(Trim(t.substr(0, dots)));
    r.max = ParseCount(Trim(t.substr(dots + 2)));
  }
  if (r.min <= 0 || r.max <= 0) return fail();
  if (r.min > r.max) throw InputError(file, where, "LO <= HI in \"" + text + "\"");
  r.max = std::min(r.max, kMaxDegree);
  return r;
}

NumberRange ParseTokenRange(const std::string& text, const std::string& file,
                            const std::string& where) {
  const size_t dots = text.find("..");
  NumberRange r;
  if (dots == std::string::npos) {
    r.min = r.max = ParseTokens(text);
  } else {
    r.min = ParseTokens(text.substr(0, dots));
    r.max = ParseTokens(text.substr(dots + 2));
  }
  if (!(r.min > 0) || !(r.max > 0)) {
    throw InputError(
        file, where,
        "tokens per step as a positive number or a range, e.g. 4M or 2M..4M, got \"" + text + "\"");
  }
  if (r.min > r.max) throw InputError(file, where, "LO <= HI in \"" + text + "\"");
  return r;
}

std::vector<PipelineSchedule> ParseSchedules(const std::vector<std::string>& names,
                                             const std::string& file, const std::string& where) {
  std::vector<PipelineSchedule> out;
  for (const auto& n : names) {
    bool found = false;
    for (PipelineSchedule s :
         {PipelineSchedule::kGpipe, PipelineSchedule::k1F1B, PipelineSchedule::kInterleaved}) {
      if (n == ScheduleName(s)) {
        if (std::find(out.begin(), out.end(), s) == out.end()) out.push_back(s);
        found = true;
      }
    }
    if (!found) {
      throw InputError(file, where, "schedules among gpipe, 1f1b, interleaved, got \"" + n + "\"");
    }
  }
  return out;
}

std::vector<Recompute> ParseRecomputes(const std::vector<std::string>& names,
                                       const std::string& file, const std::string& where) {
  std::vector<Recompute> out;
  for (const auto& n : names) {
    bool found = false;
    for (Recompute r : {Recompute::kNone, Recompute::kSelective, Recompute::kFull}) {
      if (n == RecomputeName(r)) {
        if (std::find(out.begin(), out.end(), r) == out.end()) out.push_back(r);
        found = true;
      }
    }
    if (!found) {
      throw InputError(file, where,
                       "recompute modes among none, selective, full, got \"" + n + "\"");
    }
  }
  return out;
}

std::vector<int> ParseZeroStages(const std::vector<std::string>& values, const std::string& file,
                                 const std::string& where) {
  std::set<int> stages;
  for (const auto& v : values) {
    if (v.size() != 1 || v[0] < '0' || v[0] > '3') {
      throw InputError(file, where, "ZeRO stages among 0, 1, 2, 3, got \"" + v + "\"");
    }
    stages.insert(v[0] - '0');
  }
  return {stages.begin(), stages.end()};
}

bool ParseOnOff(const std::string& text, const std::string& file, const std::string& where) {
  if (text == "on" || text == "true") return true;
  if (text == "off" || text == "false") return false;
  throw InputError(file, where, "on or off, got \"" + text + "\"");
}

OffloadDevice ParseOffloadDeviceText(const std::string& text, const std::string& file,
                                     const std::string& where) {
  if (text == "cpu" || text == "nvme") return ParseOffloadDevice(text);
  throw InputError(file, where, "cpu or nvme, got \"" + text + "\"");
}

double ParseHeadroom(const std::string& text, const std::string& file, const std::string& where) {
  std::string t = Trim(text);
  double scale = 1;
  if (!t.empty() && t.back() == '%') {
    scale = 0.01;
    t.pop_back();
  }
  size_t used = 0;
  double v = -1;
  try {
    v = t.empty() || t.size() > 24 ? -1 : std::stod(t, &used) * scale;
  } catch (const std::exception&) {
    v = -1;
  }
  if (used != t.size() || !(v >= 0) || !(v <= kMaxHeadroom)) {
    throw InputError(
        file, where,
        "a share of GPU memory to keep free in [0, 0.99], e.g. 0.1 or 10%, got \"" + text + "\"");
  }
  return v;
}

double ParsePositive(const std::string& text, const std::string& file, const std::string& where) {
  size_t used = 0;
  double v = -1;
  const std::string t = Trim(text);
  try {
    v = t.empty() || t.size() > 24 ? -1 : std::stod(t, &used);
  } catch (const std::exception&) {
    v = -1;
  }
  if (used != t.size() || !std::isfinite(v) || v <= 0) {
    throw InputError(file, where, "a positive number, got \"" + text + "\"");
  }
  return v;
}

SearchConstraints ReadSearchConstraints(JsonReader& r) {
  SearchConstraints c;
  auto origin = [&](const std::string& key) { return ConstraintOrigin{r.file(), r.PathOf(key)}; };
  for (const auto& [key, range] : {std::pair<const char*, IntRange*>{"tp", &c.tp},
                                   {"pp", &c.pp},
                                   {"cp", &c.cp},
                                   {"ep", &c.ep},
                                   {"dp", &c.dp},
                                   {"global_batch", &c.global_batch}}) {
    if (const Json* v = r.Raw(key)) {
      *range = ParseIntRange(TextOf(r, key, *v), r.file(), r.PathOf(key));
      c.origins[key] = origin(key);
    }
  }
  if (const Json* v = r.Raw("tokens_per_step")) {
    c.tokens_per_step =
        ParseTokenRange(TextOf(r, "tokens_per_step", *v), r.file(), r.PathOf("tokens_per_step"));
    c.origins["tokens_per_step"] = origin("tokens_per_step");
  }
  if (const Json* v = r.Raw("schedules")) {
    c.schedules = ParseSchedules(StringsOf(r, "schedules", *v), r.file(), r.PathOf("schedules"));
    c.origins["schedules"] = origin("schedules");
  }
  if (const Json* v = r.Raw("recompute")) {
    c.recomputes = ParseRecomputes(StringsOf(r, "recompute", *v), r.file(), r.PathOf("recompute"));
    c.origins["recompute"] = origin("recompute");
  }
  if (const Json* v = r.Raw("zero_stages")) {
    c.zero_stages =
        ParseZeroStages(StringsOf(r, "zero_stages", *v), r.file(), r.PathOf("zero_stages"));
    c.origins["zero_stages"] = origin("zero_stages");
  }
  if (r.Raw("offload")) {
    c.offload = r.Bool("offload", false);
    c.origins["offload"] = origin("offload");
  }
  if (r.Raw("offload_device")) {
    c.offload_device = ParseOffloadDevice(r.Choice("offload_device", OffloadDeviceNames(), "cpu"));
    c.origins["offload_device"] = origin("offload_device");
  }
  if (r.Raw("memory_headroom")) {
    c.memory_headroom_fraction = r.Fraction("memory_headroom", 0, 0, kMaxHeadroom);
    c.origins["memory_headroom"] = origin("memory_headroom");
  }
  if (r.Raw("max_cost_usd")) {
    c.max_cost_usd = r.Positive("max_cost_usd");
    c.origins["max_cost_usd"] = origin("max_cost_usd");
  }
  if (r.Raw("max_energy_kwh")) {
    c.max_energy_kwh = r.Positive("max_energy_kwh");
    c.origins["max_energy_kwh"] = origin("max_energy_kwh");
  }
  r.Finish();
  return c;
}

std::vector<int> GlobalBatchCandidates(const IntRange& range) {
  std::set<int> out = {range.min, range.max};
  for (int64_t p = 1; p <= range.max; p *= 2) {
    for (int64_t v : {p, 3 * p}) {
      if (v > range.min && v < range.max) out.insert(static_cast<int>(v));
    }
  }
  return {out.begin(), out.end()};
}

IntRange AllowedGlobalBatch(const SearchConstraints& c, int64_t seq_len) {
  IntRange r = c.global_batch;
  if (!c.tokens_per_step.IsSet() || seq_len <= 0) return r;
  const double seq = static_cast<double>(seq_len);
  IntRange t;
  if (c.tokens_per_step.min == c.tokens_per_step.max) {
    // A target: the nearest whole number of sequences.
    t.min = t.max = static_cast<int>(std::max(1.0, std::round(c.tokens_per_step.min / seq)));
  } else {
    t.min = static_cast<int>(std::max(1.0, std::ceil(c.tokens_per_step.min / seq)));
    t.max = static_cast<int>(std::min<double>(kMaxDegree, std::floor(c.tokens_per_step.max / seq)));
  }
  const ConstraintOrigin tokens = c.Origin("tokens_per_step");
  if (t.min > t.max) {
    throw InputError(tokens.file, tokens.where,
                     "a tokens-per-step range holding a whole number of " +
                         std::to_string(seq_len) + "-token sequences");
  }
  if (!r.IsSet()) return t;
  IntRange both{std::max(r.min, t.min), std::min(r.max, t.max)};
  if (both.min > both.max) {
    throw InputError(tokens.file, tokens.where,
                     "a tokens-per-step range that overlaps the global batch range " + r.Text() +
                         " (" + c.Origin("global_batch").Text() + "): it allows " + t.Text() +
                         " sequences of " + std::to_string(seq_len) + " tokens");
  }
  return both;
}

}  // namespace shoal
