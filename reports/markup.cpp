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

std::string SvgOpen(const std::string& svg_class, double width_px, double height_px,
                    const std::string& title) {
  std::string o = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"" + svg_class +
                  "\" role=\"img\" width=\"" + Px(width_px) + "\" height=\"" + Px(height_px) +
                  "\" viewBox=\"0 0 " + Px(width_px) + " " + Px(height_px) +
                  "\" font-family=\"sans-serif\" font-size=\"11\">\n";
  o += "<title>" + EscapeXml(title) + "</title>\n";
  o += "<rect x=\"0\" y=\"0\" width=\"" + Px(width_px) + "\" height=\"" + Px(height_px) +
       "\" fill=\"#ffffff\"/>\n";
  o += "<text class=\"chart-title\" x=\"12\" y=\"22\" font-size=\"15\" font-weight=\"bold\">" +
       EscapeXml(title) + "</text>\n";
  return o;
}

std::string Clip(const std::string& text, size_t max_chars) {
  if (text.size() <= max_chars || max_chars == 0) return text;
  return text.substr(0, max_chars - 1) + "~";
}

}  // namespace shoal::reports
