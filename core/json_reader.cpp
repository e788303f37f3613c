#include "core/json_reader.h"

#include <cmath>
#include <fstream>
#include <sstream>

#include "core/error.h"

namespace shoal {

Json ParseJsonText(const std::string& text, const std::string& origin) {
  try {
    return Json::parse(text, nullptr, /*allow_exceptions=*/true, /*ignore_comments=*/true);
  } catch (const Json::parse_error& e) {
    throw InputError(origin, "", std::string("malformed JSON: ") + e.what());
  }
}

Json LoadJsonFile(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw InputError(path, "", "a readable JSON file (cannot open it)");
  std::stringstream buffer;
  buffer << in.rdbuf();
  return ParseJsonText(buffer.str(), path);
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
double AsNumber(const JsonReader& r, std::string_view key, const Json& v) {
  if (!v.is_number()) r.Fail(key, std::string("a number, got ") + v.type_name());
  double d = v.get<double>();
  if (!std::isfinite(d)) r.Fail(key, "a finite number");
  return d;
}
int64_t AsInteger(const JsonReader& r, std::string_view key, const Json& v) {
  if (v.is_number_integer()) return v.get<int64_t>();
  if (v.is_number_float()) {
    double d = v.get<double>();
    if (std::isfinite(d) && d == std::floor(d) && std::fabs(d) < 9e18) return static_cast<int64_t>(d);
  }
  r.Fail(key, std::string("an integer, got ") + v.dump());
}
}  // namespace

double JsonReader::Number(std::string_view key) { return AsNumber(*this, key, Require(key)); }
double JsonReader::Number(std::string_view key, double fallback) {
  const Json* v = Find(key);
  return v ? AsNumber(*this, key, *v) : fallback;
}
double JsonReader::Positive(std::string_view key) {
  double d = Number(key);
  if (!(d > 0)) Fail(key, "a positive number, got " + Json(d).dump());
  return d;
}
double JsonReader::Positive(std::string_view key, double fallback) {
  if (!Find(key)) return fallback;
  return Positive(key);
}
double JsonReader::NonNegative(std::string_view key, double fallback) {
  double d = Number(key, fallback);
  if (d < 0) Fail(key, "a non-negative number, got " + Json(d).dump());
  return d;
}
double JsonReader::Fraction(std::string_view key, double fallback, double lo, double hi) {
  double d = Number(key, fallback);
  if (d < lo || d > hi) {
    Fail(key, "a number in [" + Json(lo).dump() + ", " + Json(hi).dump() + "], got " +
                  Json(d).dump());
  }
  return d;
}
int64_t JsonReader::Integer(std::string_view key) { return AsInteger(*this, key, Require(key)); }
int64_t JsonReader::PositiveInt(std::string_view key) {
  int64_t i = Integer(key);
  if (i <= 0) Fail(key, "a positive integer, got " + std::to_string(i));
  return i;
}
int64_t JsonReader::PositiveInt(std::string_view key, int64_t fallback) {
  if (!Find(key)) return fallback;
  return PositiveInt(key);
}
int64_t JsonReader::NonNegativeInt(std::string_view key, int64_t fallback) {
  const Json* v = Find(key);
  if (!v) return fallback;
  int64_t i = AsInteger(*this, key, *v);
  if (i < 0) Fail(key, "a non-negative integer, got " + std::to_string(i));
  return i;
}
std::string JsonReader::String(std::string_view key) {
  const Json& v = Require(key);
  if (!v.is_string()) Fail(key, std::string("a string, got ") + v.type_name());
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
  Fail(key, "one of " + list + ", got \"" + s + "\"");
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
    if (!e.is_number()) {
      throw InputError(file_, PathOf(key) + "[" + std::to_string(i) + "]", "a number");
    }
    out.push_back(e.get<double>());
  }
  return out;
}
void JsonReader::Finish() const {
  for (auto it = object_.begin(); it != object_.end(); ++it) {
    if (!used_.count(it.key())) {
      std::string known;
      for (const auto& k : used_) known += (known.empty() ? "" : ", ") + k;
      throw InputError(file_, PathOf(it.key()),
                       "a known key (unknown key \"" + it.key() + "\"; known here: " + known + ")");
    }
  }
}

}  // namespace shoal
