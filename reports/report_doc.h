// The document model of a report: sections of notes, figures (inline SVG) and
// tables. The HTML page, the Markdown summary and the CSV files all render
// this one model, so they always agree.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace shoal::reports {

/// One table cell: text for people and a machine-readable value for CSV
/// (numbers at full precision in the unit the CSV header names).
struct Cell {
  std::string display;
  std::string csv;
  bool numeric = false;  ///< right-aligned in the page
};
Cell TextCell(std::string text);
/// `display` for people; `value` printed in full for CSV (empty when NaN).
Cell NumberCell(std::string display, double value);

struct Column {
  Column(std::string label_text, std::string key, bool only_in_csv = false)
      : label(std::move(label_text)), csv_key(std::move(key)), csv_only(only_in_csv) {}

  std::string label;      ///< header for people: "Step time (s)"
  std::string csv_key;    ///< CSV header, snake_case with unit: "step_time_s"
  bool csv_only = false;  ///< detail columns kept out of the page and the summary
};

struct Table {
  std::string csv_name;  ///< written as <csv_name>.csv; empty: not exported
  std::string title;
  std::vector<Column> columns;
  std::vector<std::vector<Cell>> rows;
  size_t page_rows = 0;     ///< rows shown in report.html (0: all); the CSV has all
  size_t summary_rows = 0;  ///< rows shown in report.md (0: all)
};

struct Figure {
  std::string id;       ///< stable identifier (data-chart attribute, anchors)
  std::string caption;  ///< what the chart shows, one or two sentences
  std::string svg;      ///< one <svg> element
};

struct Section {
  explicit Section(std::string section_title = {}) : title(std::move(section_title)) {}

  std::string title;
  std::vector<std::string> notes;  ///< plain-text paragraphs
  std::vector<Figure> figures;
  std::vector<Table> tables;
};

struct Report {
  std::string title;
  std::string source;  ///< what the report was built from (file names)
  std::vector<std::pair<std::string, std::string>> facts;  ///< key figures, label -> value
  std::vector<Section> sections;
};

/// The CSV text of a table (RFC 4180, header row first).
std::string RenderTableCsv(const Table& table);

}  // namespace shoal::reports
