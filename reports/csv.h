// CSV output (RFC 4180): comma separated, CRLF line ends, fields quoted when
// they hold a comma, a quote, CR or LF, with quotes doubled inside.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace shoal::reports {

/// One field, quoted only when RFC 4180 requires it.
std::string CsvField(std::string_view field);

/// One record: the fields joined by commas, ended by CRLF.
std::string CsvRecord(const std::vector<std::string>& fields);

}  // namespace shoal::reports
