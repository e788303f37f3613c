// Test helpers: count occurrences and check that generated SVG/HTML markup is
// well formed (every element closed, in order).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace shoal::reports::testing {

inline size_t Count(std::string_view text, std::string_view needle) {
  size_t n = 0;
  for (size_t pos = text.find(needle); pos != std::string_view::npos;
       pos = text.find(needle, pos + needle.size())) {
    ++n;
  }
  return n;
}

/// Empty when every tag is closed in order; else a description of the first
/// problem. Handles <?..?>, <!..>, self-closing tags and attribute quotes.
inline std::string TagBalanceProblem(std::string_view xml) {
  std::vector<std::string> open;
  size_t i = 0;
  while ((i = xml.find('<', i)) != std::string_view::npos) {
    if (xml.compare(i, 2, "<!") == 0 || xml.compare(i, 2, "<?") == 0) {
      i = xml.find('>', i);
      if (i == std::string_view::npos) return "unterminated declaration";
      continue;
    }
    size_t end = i + 1;
    char quote = 0;
    while (end < xml.size() && (quote || xml[end] != '>')) {
      if (quote && xml[end] == quote) {
        quote = 0;
      } else if (!quote && (xml[end] == '"' || xml[end] == '\'')) {
        quote = xml[end];
      }
      ++end;
    }
    if (end >= xml.size()) return "unterminated tag at " + std::to_string(i);
    std::string_view tag = xml.substr(i + 1, end - i - 1);
    bool closing = !tag.empty() && tag[0] == '/';
    bool self_closing = !tag.empty() && tag.back() == '/';
    std::string_view body = closing ? tag.substr(1) : tag;
    std::string name(body.substr(0, body.find_first_of(" \t\n/")));
    if (closing) {
      if (open.empty() || open.back() != name) {
        return "</" + name + "> closes <" + (open.empty() ? "" : open.back()) + ">";
      }
      open.pop_back();
    } else if (!self_closing) {
      open.push_back(name);
    }
    i = end + 1;
  }
  if (!open.empty()) return "<" + open.back() + "> never closed";
  return "";
}

}  // namespace shoal::reports::testing
