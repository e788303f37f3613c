// The HTML page of a report: one self-contained file (inline CSS, inline SVG,
// one small inline script), readable with no network access. The script
// checks the page itself (every chart's SVG present and non-empty, no script
// errors) and writes the verdict into <pre id="selfcheck"> for the browser test.
#pragma once

#include <string>

#include "reports/report_doc.h"

namespace shoal::reports {

std::string RenderHtml(const Report& report);

}  // namespace shoal::reports
