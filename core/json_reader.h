// Strict reading of JSON objects: every key must be known, every value checked.
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace shoal {

using Json = nlohmann::json;

/// Parses a JSON file; `//` and `/* */` comments are allowed. Throws
/// InputError naming the file when it is missing, a directory, larger than
/// limits::kMaxInputBytes (or endless, like /dev/zero) or malformed.
Json LoadJsonFile(const std::string& path);

/// Parses JSON text; `origin` names it in errors. Refuses text larger than
/// limits::kMaxInputBytes, nesting deeper than limits::kMaxJsonDepth, a key
/// twice in one object and number literals beyond double (1e400).
Json ParseJsonText(const std::string& text, const std::string& origin);

/// The bytes of an input file, at most limits::kMaxInputBytes; `what` says
/// what was expected in errors ("a readable JSON file").
std::string ReadInputFile(const std::string& path, const std::string& what);

class JsonReader;

/// Calls `fn` with each non-blank line of JSON-lines `text`, parsed, and a
/// reader of it whose errors name "origin:LINE"; returns how many it read.
int ForEachJsonLine(const std::string& text, const std::string& origin,
                    const std::function<void(const Json&, JsonReader&)>& fn);

/// Reads one JSON object. Each accessor marks its key as known; Finish()
/// throws on any key that was never asked for, so unknown keys are errors.
/// Errors name the file, the JSON path ("$.plan.tp") and the expectation.
class JsonReader {
 public:
  JsonReader(const Json& object, std::string file, std::string path = "$");

  bool Has(std::string_view key) const;

  double Number(std::string_view key);
  double Number(std::string_view key, double fallback);
  double Positive(std::string_view key);
  double Positive(std::string_view key, double fallback);
  double NonNegative(std::string_view key, double fallback);
  /// Number in [lo, hi].
  double Fraction(std::string_view key, double fallback, double lo = 0.0, double hi = 1.0);

  /// Finite number in [lo, hi] (required / optional); the error states the range.
  double RealIn(std::string_view key, double lo, double hi);
  double RealIn(std::string_view key, double fallback, double lo, double hi);

  /// Integer in [lo, hi] (required / optional); the error states the range.
  /// Values beyond 64 bits are errors, never wrapped or cut to 32 bits.
  int64_t IntIn(std::string_view key, int64_t lo, int64_t hi);
  int64_t IntIn(std::string_view key, int64_t fallback, int64_t lo, int64_t hi);

  int64_t Integer(std::string_view key);
  /// Integers that fit an int: [1, 2^31 - 1] and [0, 2^31 - 1]. Prefer IntIn
  /// with the field's own range.
  int64_t PositiveInt(std::string_view key);
  int64_t PositiveInt(std::string_view key, int64_t fallback);
  int64_t NonNegativeInt(std::string_view key, int64_t fallback);

  std::string String(std::string_view key);
  std::string String(std::string_view key, const std::string& fallback);
  /// One of `choices`; the error lists them.
  std::string Choice(std::string_view key, const std::vector<std::string>& choices,
                     const std::string& fallback);
  bool Bool(std::string_view key, bool fallback);

  /// Nested object (required / optional).
  JsonReader Object(std::string_view key);
  std::optional<JsonReader> OptionalObject(std::string_view key);
  /// Array of objects, each read by `fn`.
  void ForEachObject(std::string_view key, const std::function<void(JsonReader&)>& fn);
  std::vector<double> Numbers(std::string_view key);

  /// Raw access to a value, marking it known (nullptr when absent).
  const Json* Raw(std::string_view key);

  /// Throws InputError on the first key never asked for.
  void Finish() const;

  [[noreturn]] void Fail(std::string_view key, const std::string& expected) const;
  std::string PathOf(std::string_view key) const;
  const std::string& file() const { return file_; }
  const std::string& path() const { return path_; }

 private:
  const Json& Require(std::string_view key);
  const Json* Find(std::string_view key);

  const Json& object_;
  std::string file_;
  std::string path_;
  std::set<std::string, std::less<>> used_;
};

}  // namespace shoal
