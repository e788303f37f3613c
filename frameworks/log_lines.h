// Line-level helpers of the log readers (frameworks/ingest_*.cpp): lines with
// their numbers, ANSI colour codes removed, strict numbers, "key: value" fields.
// Hand-written scanning, no std::regex: a hostile line of any length costs
// linear time and no stack.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shoal::frameworks::logs {

struct Line {
  int number = 0;    ///< 1-based
  std::string text;  ///< without the newline, the '\r' and ANSI colour codes
};

/// The text's lines (a last line without a newline included).
std::vector<Line> SplitLines(const std::string& text);

std::string_view Trim(std::string_view s);

/// A whole decimal number ("1.5", "2.000E-06", "-3"), finite; nullopt otherwise.
std::optional<double> ParseNumber(std::string_view s);
/// A whole non-negative integer ("12"); nullopt otherwise or past int64.
std::optional<int64_t> ParseCount(std::string_view s);
/// An integer with thousands separators as Python's "{:,}" writes it ("5,615").
std::optional<int64_t> ParseGroupedCount(std::string_view s);

/// Splits "a: 1 | b: 2 |" at '|' into trimmed non-empty parts.
std::vector<std::string_view> SplitFields(std::string_view s, char sep);

/// "key: value" -> {key, value}, both trimmed; nullopt without ": ".
std::optional<std::pair<std::string_view, std::string_view>> KeyValue(std::string_view field);

/// The line's "[rankN]:" prefix (torchrun --tee / LOG_RANK), or -1.
int RankPrefix(std::string_view line);

/// An error message's view of a line: its start, control characters replaced.
std::string Quote(const std::string& line);

/// InputError "FILE: at line N: EXPECTED, got \"LINE\"".
[[noreturn]] void BadLine(const std::string& file, const Line& line, const std::string& expected);

/// The whitespace-separated words of `s` (views into it).
std::vector<std::string_view> Words(std::string_view s);

}  // namespace shoal::frameworks::logs
