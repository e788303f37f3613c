#include "results/csv.h"

#include <cstdio>

namespace shoal::results {

std::string CsvField(std::string_view field) {
  if (field.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(field);
  std::string out = "\"";
  for (char c : field) {
    if (c == '"') out += '"';
    out += c;
  }
  out += '"';
  return out;
}

std::string CsvRecord(const std::vector<std::string>& fields) {
  CsvWriter w(CsvWriter::LineEnd::kCrlf);
  for (const auto& f : fields) w.Text(f);
  return w.EndRow().str();
}

void CsvWriter::Separate() {
  if (row_open_) out_ += ',';
  row_open_ = true;
}

CsvWriter& CsvWriter::Header(const std::vector<std::string>& names) {
  for (const auto& n : names) Text(n);
  return EndRow();
}

CsvWriter& CsvWriter::Text(std::string_view s) {
  Separate();
  out_ += CsvField(s);
  return *this;
}

CsvWriter& CsvWriter::Quoted(std::string_view s) {
  Separate();
  out_ += '"';
  for (char c : s) {
    if (c == '"') out_ += '"';
    out_ += c;
  }
  out_ += '"';
  return *this;
}

CsvWriter& CsvWriter::Number(double v) { return Number(v, 10); }

CsvWriter& CsvWriter::Number(double v, int significant) {
  Separate();
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*g", significant, v);
  out_ += buf;
  return *this;
}

CsvWriter& CsvWriter::Int(long long v) {
  Separate();
  out_ += std::to_string(v);
  return *this;
}

CsvWriter& CsvWriter::Bool(bool b) {
  Separate();
  out_ += b ? "true" : "false";
  return *this;
}

CsvWriter& CsvWriter::Empty() {
  Separate();
  return *this;
}

CsvWriter& CsvWriter::EndRow() {
  out_ += end_;
  row_open_ = false;
  return *this;
}

}  // namespace shoal::results
