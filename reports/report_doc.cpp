#include "reports/report_doc.h"

#include "reports/format.h"
#include "results/csv.h"

namespace shoal::reports {

Cell TextCell(std::string text) { return {text, text, false}; }

Cell NumberCell(std::string display, double value) {
  return {std::move(display), CsvNumber(value), true};
}

std::string RenderTableCsv(const Table& table) {
  std::vector<std::string> fields;
  for (const auto& c : table.columns) fields.push_back(c.csv_key);
  std::string out = results::CsvRecord(fields);
  for (const auto& row : table.rows) {
    fields.clear();
    for (const auto& cell : row) fields.push_back(cell.csv);
    out += results::CsvRecord(fields);
  }
  return out;
}

}  // namespace shoal::reports
