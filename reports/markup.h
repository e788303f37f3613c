// Markup helpers for HTML and SVG output: escaping, coordinates, labels.
#pragma once

#include <string>
#include <string_view>

namespace shoal::reports {

/// Escapes &, <, >, " and ' so that `text` is safe in element content and in
/// attribute values.
std::string EscapeXml(std::string_view text);

/// An SVG coordinate or length in pixels, one decimal: "12.5".
std::string Px(double v);

/// `text` cut to at most `max_chars`, a "~" marking the cut.
std::string Clip(const std::string& text, size_t max_chars);

}  // namespace shoal::reports
