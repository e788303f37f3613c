#include "frameworks/log_lines.h"

#include <charconv>
#include <cmath>
#include <limits>

#include "core/error.h"

namespace shoal::frameworks::logs {
namespace {

// Drops ANSI escape sequences (torchtitan colours its metrics line unless
// --metrics.disable_color_printing): ESC '[' parameters, then a final letter.
std::string StripAnsi(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\x1b' && i + 1 < s.size() && s[i + 1] == '[') {
      size_t j = i + 2;
      while (j < s.size() && !(s[j] >= '@' && s[j] <= '~')) ++j;
      i = j;  // the final byte (or the end)
      continue;
    }
    out += s[i];
  }
  return out;
}

}  // namespace

std::vector<Line> SplitLines(const std::string& text) {
  std::vector<Line> lines;
  size_t start = 0;
  int number = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string_view l(text.data() + start, end - start);
    if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
    lines.push_back({++number, StripAnsi(l)});
    start = end + 1;
  }
  return lines;
}

std::string_view Trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

std::optional<double> ParseNumber(std::string_view s) {
  s = Trim(s);
  if (s.empty()) return std::nullopt;
  if (s.front() == '+') s.remove_prefix(1);
  double v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size() || !std::isfinite(v)) return std::nullopt;
  return v;
}

std::optional<int64_t> ParseCount(std::string_view s) {
  s = Trim(s);
  int64_t v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (s.empty() || ec != std::errc() || end != s.data() + s.size() || v < 0) return std::nullopt;
  return v;
}

std::optional<int64_t> ParseGroupedCount(std::string_view s) {
  s = Trim(s);
  std::string digits;
  size_t group = 0;  // digits since the last comma
  bool comma_seen = false;
  for (char c : s) {
    if (c == ',') {
      if (digits.empty() || (comma_seen && group != 3) || (!comma_seen && group > 3)) {
        return std::nullopt;
      }
      comma_seen = true;
      group = 0;
    } else if (c >= '0' && c <= '9') {
      digits += c;
      ++group;
    } else {
      return std::nullopt;
    }
  }
  if (digits.empty() || (comma_seen && group != 3)) return std::nullopt;
  return ParseCount(digits);
}

std::vector<std::string_view> SplitFields(std::string_view s, char sep) {
  std::vector<std::string_view> parts;
  size_t start = 0;
  while (start <= s.size()) {
    size_t end = s.find(sep, start);
    if (end == std::string_view::npos) end = s.size();
    std::string_view part = Trim(s.substr(start, end - start));
    if (!part.empty()) parts.push_back(part);
    start = end + 1;
  }
  return parts;
}

std::optional<std::pair<std::string_view, std::string_view>> KeyValue(std::string_view field) {
  size_t colon = field.rfind(": ");
  if (colon == std::string_view::npos) return std::nullopt;
  return std::make_pair(Trim(field.substr(0, colon)), Trim(field.substr(colon + 2)));
}

int RankPrefix(std::string_view line) {
  constexpr std::string_view kRank = "[rank";
  if (line.substr(0, kRank.size()) != kRank) return -1;
  size_t close = line.find("]:");
  if (close == std::string_view::npos) return -1;
  auto n = ParseCount(line.substr(kRank.size(), close - kRank.size()));
  if (!n || *n > std::numeric_limits<int>::max()) return -1;
  return static_cast<int>(*n);
}

std::string Quote(const std::string& line) {
  std::string q(1, '"');
  q += Excerpt(line, 80);
  q += '"';
  return q;
}

void BadLine(const std::string& file, const Line& line, const std::string& expected) {
  throw InputError(file, "line " + std::to_string(line.number),
                   expected + ", got " + Quote(line.text));
}

std::vector<std::string_view> Words(std::string_view s) {
  std::vector<std::string_view> words;
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
    const size_t start = i;
    while (i < s.size() && s[i] != ' ' && s[i] != '\t') ++i;
    if (i > start) words.push_back(s.substr(start, i - start));
  }
  return words;
}

}  // namespace shoal::frameworks::logs
