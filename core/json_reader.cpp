#include "core/json_reader.h"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>

#include "core/error.h"
#include "core/checked_math.h"
#include "core/limits.h"

namespace shoal {

namespace {

// One open object or array while parsing: its keys so far (duplicates are
// errors) and where the parser is inside it (for the error's JSON path).
struct Frame {
  bool array = false;
  size_t index = 0;
  std::string key;
  std::set<std::string, std::less<>> keys;
};

std::string PathOfFrames(const std::vector<Frame>& frames, size_t upto) {
  std::string path = "$";
  for (size_t i = 0; i < upto; ++i) {
    path += frames[i].array ? "[" + std::to_string(frames[i].index) + "]"
                            : "." + Excerpt(frames[i].key);
  }
  return path;
}

}  // namespace

Json ParseJsonText(const std::string& text, const std::string& origin) {
  if (text.size() > limits::kMaxInputBytes) {
    throw InputError(origin, "", "at most " + std::to_string(limits::kMaxInputBytes >> 20) +
                                     " MiB of JSON (the input is larger)");
  }
  std::vector<Frame> frames;
  auto done_value = [&frames] {
    if (!frames.empty() && frames.back().array) ++frames.back().index;
  };
  Json::parser_callback_t check = [&](int /*depth*/, Json::parse_event_t event, Json& parsed) {
    switch (event) {
      case Json::parse_event_t::object_start:
      case Json::parse_event_t::array_start:
        if (frames.size() >= static_cast<size_t>(limits::kMaxJsonDepth)) {
          throw InputError(origin, PathOfFrames(frames, frames.size()),
                           "JSON nested at most " + std::to_string(limits::kMaxJsonDepth) +
                               " levels deep");
        }
        frames.push_back(Frame{event == Json::parse_event_t::array_start, 0, "", {}});
        break;
      case Json::parse_event_t::key: {
        Frame& f = frames.back();
        std::string key = parsed.get<std::string>();
        if (!f.keys.insert(key).second) {
          throw InputError(origin, PathOfFrames(frames, frames.size() - 1) + "." + Excerpt(key),
                           "each key once in an object (duplicate key \"" + Excerpt(key) + "\")");
        }
        f.key = std::move(key);
        break;
      }
      case Json::parse_event_t::object_end:
      case Json::parse_event_t::array_end:
        frames.pop_back();
        done_value();
        break;
      case Json::parse_event_t::value:
        done_value();
        break;
    }
    return true;
  };
  try {
    return Json::parse(text, check, /*allow_exceptions=*/true, /*ignore_comments=*/true);
  } catch (const Json::parse_error& e) {
    throw InputError(origin, "", "malformed JSON: " + Excerpt(e.what(), 200));
  } catch (const Json::exception& e) {
    // out_of_range.406: a number literal beyond double (1e400).
    throw InputError(origin, PathOfFrames(frames, frames.size()),
                     "a number within the range of a double: " + Excerpt(e.what(), 200));
  }
}

std::string ReadInputFile(const std::string& path, const std::string& what) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::file_status st = fs::status(path, ec);
  if (ec || !fs::exists(st)) {
    throw InputError(Excerpt(path, 200), "",
                     what + " (cannot open it: " + (ec ? ec.message() : "no such file") + ")");
  }
  if (fs::is_directory(st)) throw InputError(Excerpt(path, 200), "", what + " (it is a directory)");
  if (fs::is_character_file(st) || fs::is_block_file(st) || fs::is_socket(st)) {
    // /dev/zero, /dev/urandom, a terminal: never a JSON file, possibly endless.
    throw InputError(Excerpt(path, 200), "", what + " (not a regular file but a device or socket)");
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(Excerpt(path, 200), "", what + " (cannot open it)");
  std::string text;
  char buffer[1 << 16];
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
    text.append(buffer, static_cast<size_t>(in.gcount()));
    if (text.size() > limits::kMaxInputBytes) {
      throw InputError(Excerpt(path, 200), "",
                       what + " of at most " + std::to_string(limits::kMaxInputBytes >> 20) +
                           " MiB (it is larger, or endless)");
    }
  }
  return text;
}

Json LoadJsonFile(const std::string& path) {
  return ParseJsonText(ReadInputFile(path, "a readable JSON file"), path);
}

JsonReader::JsonReader(const Json& object, std::string file, std::string path)
    : object_(object), file_(std::move(file)), path_(std::move(path)) {
  if (!object_.is_object()) {
    throw InputError(file_, path_, std::string("a JSON object, got ") + object_.type_name());
  }
}

std::string JsonReader::PathOf(std::string_view key) const {
  return path_ + "." + std::string(key);
}

void JsonReader::Fail(std::string_view key, const std::string& expected) const {
  throw InputError(file_, key.empty() ? path_ : PathOf(key), expected);
}

bool JsonReader::Has(std::string_view key) const {
  auto it = object_.find(std::string(key));
  return it != object_.end() && !it->is_null();
}

const Json* JsonReader::Find(std::string_view key) {
  used_.insert(std::string(key));
  auto it = object_.find(std::string(key));
  if (it == object_.end() || it->is_null()) return nullptr;
  return &*it;
}

const Json* JsonReader::Raw(std::string_view key) { return Find(key); }

const Json& JsonReader::Require(std::string_view key) {
  const Json* v = Find(key);
  if (!v) Fail(key, "a value (the key is required)");
  return *v;
}

namespace {
// A value for an error message: scalars as written (cut short), containers by type.
std::string Shown(const Json& v) {
  if (v.is_object() || v.is_array()) return std::string("an ") + v.type_name();
  return Excerpt(v.dump());
}
double AsNumber(const JsonReader& r, std::string_view key, const Json& v) {
  if (!v.is_number()) r.Fail(key, std::string("a number, got ") + Shown(v));
  double d = v.get<double>();
  if (!std::isfinite(d)) r.Fail(key, "a finite number");
  return d;
}
int64_t AsInteger(const JsonReader& r, std::string_view key, const Json& v) {
  if (v.is_number_unsigned()) {
    // Above int64: never wrapped into a negative number.
    if (v.get<uint64_t>() <= static_cast<uint64_t>(std::numeric_limits<int64_t>::max())) {
      return v.get<int64_t>();
    }
  } else if (v.is_number_integer()) {
    return v.get<int64_t>();
  } else if (v.is_number_float()) {
    if (auto i = WholeNumberIn(v.get<double>(), std::numeric_limits<int64_t>::min() / 2,
                               std::numeric_limits<int64_t>::max() / 2)) {
      return *i;
    }
  }
  r.Fail(key, std::string("an integer within 64 bits, got ") + Shown(v));
}
std::string Range(double lo, double hi) {
  std::string out = "[";
  out += FormatNumber(lo);
  out += ", ";
  out += FormatNumber(hi);
  out += "]";
  return out;
}
}  // namespace

double JsonReader::Number(std::string_view key) { return AsNumber(*this, key, Require(key)); }
double JsonReader::Number(std::string_view key, double fallback) {
  const Json* v = Find(key);
  return v ? AsNumber(*this, key, *v) : fallback;
}
double JsonReader::Positive(std::string_view key) {
  double d = Number(key);
  if (!(d > 0)) Fail(key, "a positive number, got " + FormatNumber(d));
  return d;
}
double JsonReader::Positive(std::string_view key, double fallback) {
  if (!Find(key)) return fallback;
  return Positive(key);
}
double JsonReader::NonNegative(std::string_view key, double fallback) {
  double d = Number(key, fallback);
  if (d < 0) Fail(key, "a non-negative number, got " + FormatNumber(d));
  return d;
}
double JsonReader::Fraction(std::string_view key, double fallback, double lo, double hi) {
  double d = Number(key, fallback);
  if (d < lo || d > hi) Fail(key, "a number in " + Range(lo, hi) + ", got " + FormatNumber(d));
  return d;
}
double JsonReader::RealIn(std::string_view key, double lo, double hi) {
  double d = Number(key);
  if (d < lo || d > hi) Fail(key, "a number in " + Range(lo, hi) + ", got " + FormatNumber(d));
  return d;
}
double JsonReader::RealIn(std::string_view key, double fallback, double lo, double hi) {
  return Fraction(key, fallback, lo, hi);
}
int64_t JsonReader::IntIn(std::string_view key, int64_t lo, int64_t hi) {
  int64_t i = Integer(key);
  if (i < lo || i > hi) {
    Fail(key, "an integer in [" + std::to_string(lo) + ", " + std::to_string(hi) + "], got " +
                  std::to_string(i));
  }
  return i;
}
int64_t JsonReader::IntIn(std::string_view key, int64_t fallback, int64_t lo, int64_t hi) {
  if (!Find(key)) return fallback;
  return IntIn(key, lo, hi);
}
int64_t JsonReader::Integer(std::string_view key) { return AsInteger(*this, key, Require(key)); }
int64_t JsonReader::PositiveInt(std::string_view key) {
  return IntIn(key, 1, std::numeric_limits<int>::max());
}
int64_t JsonReader::PositiveInt(std::string_view key, int64_t fallback) {
  if (!Find(key)) return fallback;
  return PositiveInt(key);
}
int64_t JsonReader::NonNegativeInt(std::string_view key, int64_t fallback) {
  const Json* v = Find(key);
  if (!v) return fallback;
  return IntIn(key, 0, std::numeric_limits<int>::max());
}
std::string JsonReader::String(std::string_view key) {
  const Json& v = Require(key);
  if (!v.is_string()) Fail(key, std::string("a string, got ") + Shown(v));
  return v.get<std::string>();
}
std::string JsonReader::String(std::string_view key, const std::string& fallback) {
  if (!Find(key)) return fallback;
  return String(key);
}
std::string JsonReader::Choice(std::string_view key, const std::vector<std::string>& choices,
                               const std::string& fallback) {
  std::string s = String(key, fallback);
  for (const auto& c : choices) {
    if (c == s) return s;
  }
  std::string list;
  for (const auto& c : choices) list += (list.empty() ? "" : ", ") + ("\"" + c + "\"");
  Fail(key, "one of " + list + ", got \"" + Excerpt(s) + "\"");
}
bool JsonReader::Bool(std::string_view key, bool fallback) {
  const Json* v = Find(key);
  if (!v) return fallback;
  if (!v->is_boolean()) Fail(key, std::string("true or false, got ") + v->type_name());
  return v->get<bool>();
}
JsonReader JsonReader::Object(std::string_view key) {
  const Json& v = Require(key);
  if (!v.is_object()) Fail(key, std::string("an object, got ") + v.type_name());
  return JsonReader(v, file_, PathOf(key));
}
std::optional<JsonReader> JsonReader::OptionalObject(std::string_view key) {
  if (!Find(key)) return std::nullopt;
  return Object(key);
}
void JsonReader::ForEachObject(std::string_view key, const std::function<void(JsonReader&)>& fn) {
  const Json* v = Find(key);
  if (!v) return;
  if (!v->is_array()) Fail(key, std::string("an array, got ") + v->type_name());
  for (size_t i = 0; i < v->size(); ++i) {
    JsonReader item((*v)[i], file_, PathOf(key) + "[" + std::to_string(i) + "]");
    fn(item);
    item.Finish();
  }
}
std::vector<double> JsonReader::Numbers(std::string_view key) {
  std::vector<double> out;
  const Json* v = Find(key);
  if (!v) return out;
  if (!v->is_array()) Fail(key, std::string("an array of numbers, got ") + v->type_name());
  for (size_t i = 0; i < v->size(); ++i) {
    const Json& e = (*v)[i];
    if (!e.is_number() || !std::isfinite(e.get<double>())) {
      throw InputError(file_, PathOf(key) + "[" + std::to_string(i) + "]", "a finite number");
    }
    out.push_back(e.get<double>());
  }
  return out;
}
std::optional<int64_t> WholeNumberIn(double v, int64_t lo, int64_t hi) {
  if (!std::isfinite(v) || v != std::floor(v)) return std::nullopt;
  // Compare as doubles first: casting an out-of-range double is undefined.
  if (v < static_cast<double>(lo) || v > static_cast<double>(hi)) return std::nullopt;
  if (std::fabs(v) >= 9.2e18) return std::nullopt;
  int64_t i = static_cast<int64_t>(v);
  if (i < lo || i > hi) return std::nullopt;
  return i;
}

void JsonReader::Finish() const {
  for (auto it = object_.begin(); it != object_.end(); ++it) {
    if (!used_.count(it.key())) {
      std::string known;
      for (const auto& k : used_) known += (known.empty() ? "" : ", ") + k;
      throw InputError(file_, PathOf(Excerpt(it.key())),
                       "a known key (unknown key \"" + Excerpt(it.key()) +
                           "\"; known here: " + known + ")");
    }
  }
}

int ForEachJsonLine(const std::string& text, const std::string& origin,
                    const std::function<void(const Json&, JsonReader&)>& fn) {
  std::istringstream in(text);
  std::string line;
  int line_no = 0, read = 0;
  while (std::getline(in, line)) {
    ++line_no;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    const std::string where = origin + ":" + std::to_string(line_no);
    const Json j = ParseJsonText(line, where);
    JsonReader r(j, where);
    fn(j, r);
    ++read;
  }
  return read;
}

}  // namespace shoal
