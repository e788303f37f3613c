// The Markdown summary of a report (report.md): key figures and the first
// rows of each table; the charts are named and live in report.html.
#pragma once

#include <string>

#include "reports/report_doc.h"

namespace shoal::reports {

std::string RenderMarkdown(const Report& report);

}  // namespace shoal::reports
