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

/// The start of a chart: the <svg> element (classes `svg_class`), its
/// <title>, a white background and the title drawn at the top left. The
/// caller appends the content and "</svg>".
std::string SvgOpen(const std::string& svg_class, double width_px, double height_px,
                    const std::string& title);

/// `text` cut to at most `max_chars`, a "~" marking the cut.
std::string Clip(const std::string& text, size_t max_chars);

}  // namespace shoal::reports
