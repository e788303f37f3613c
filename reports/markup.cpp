#include "reports/markup.h"

#include <cstdio>

namespace shoal::reports {

std::string EscapeXml(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string Px(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  return buf;
}

std::string Clip(const std::string& text, size_t max_chars) {
  if (text.size() <= max_chars || max_chars == 0) return text;
  return text.substr(0, max_chars - 1) + "~";
}

}  // namespace shoal::reports
