#include "reports/markdown.h"

#include <algorithm>

namespace shoal::reports {
namespace {

std::string MdCell(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '|') {
      out += "\\|";
    } else if (c == '\n' || c == '\r') {
      out += ' ';
    } else {
      out += c;
    }
  }
  return out;
}

void RenderTable(const Table& t, std::string& o) {
  o += "### " + t.title + "\n\n";
  std::string header = "|", rule = "|";
  for (const auto& c : t.columns) {
    if (c.csv_only) continue;
    header += " " + MdCell(c.label) + " |";
    rule += " --- |";
  }
  o += header + "\n" + rule + "\n";
  size_t shown = t.summary_rows == 0 ? t.rows.size() : std::min(t.summary_rows, t.rows.size());
  for (size_t r = 0; r < shown; ++r) {
    std::string line = "|";
    for (size_t c = 0; c < t.columns.size() && c < t.rows[r].size(); ++c) {
      if (t.columns[c].csv_only) continue;
      line += " " + MdCell(t.rows[r][c].display) + " |";
    }
    o += line + "\n";
  }
  o += "\n";
  if (shown < t.rows.size()) {
    o += "_First " + std::to_string(shown) + " of " + std::to_string(t.rows.size()) + " rows";
    o += t.csv_name.empty() ? "._\n\n" : "; all of them in " + t.csv_name + ".csv._\n\n";
  } else if (!t.csv_name.empty()) {
    o += "_As CSV: " + t.csv_name + ".csv._\n\n";
  }
}

}  // namespace

std::string RenderMarkdown(const Report& report) {
  std::string o = "# " + report.title + "\n\n";
  o += "Built by `shoal report` from " + report.source + ". Charts: report.html.\n\n";
  if (!report.facts.empty()) {
    o += "| | |\n| --- | --- |\n";
    for (const auto& [k, v] : report.facts) o += "| " + MdCell(k) + " | " + MdCell(v) + " |\n";
    o += "\n";
  }
  for (const auto& s : report.sections) {
    o += "## " + s.title + "\n\n";
    for (const auto& n : s.notes) o += n + "\n\n";
    if (!s.figures.empty()) {
      o += "Charts in report.html:\n\n";
      for (const auto& f : s.figures) o += "- `" + f.id + "`: " + f.caption + "\n";
      o += "\n";
    }
    for (const auto& t : s.tables) RenderTable(t, o);
  }
  return o;
}

}  // namespace shoal::reports
