// Escaping text for HTML and SVG (XML) output.
#pragma once

#include <string>
#include <string_view>

namespace shoal::reports {

/// Escapes &, <, >, " and ' so that `text` is safe in element content and in
/// attribute values.
std::string EscapeXml(std::string_view text);

}  // namespace shoal::reports
