// The one CSV writer: every `--out FILE.csv` of the commands and every table
// of `shoal report` is written here. Numbers as `%.10g`; a text field quoted
// when it holds a comma, a quote, CR or LF (RFC 4180, quotes doubled inside),
// or always when the column is free text (Quoted: plan summaries, groups).
// Commands end lines with LF, reports with CRLF (RFC 4180).
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace shoal::results {

/// One field, quoted only when RFC 4180 requires it.
std::string CsvField(std::string_view field);

/// One record: the fields joined by commas, ended by CRLF.
std::string CsvRecord(const std::vector<std::string>& fields);

class CsvWriter {
 public:
  enum class LineEnd { kLf, kCrlf };
  explicit CsvWriter(LineEnd end = LineEnd::kLf) : end_(end == LineEnd::kLf ? "\n" : "\r\n") {}

  /// A header row of column names.
  CsvWriter& Header(const std::vector<std::string>& names);
  /// A field quoted only when RFC 4180 requires it.
  CsvWriter& Text(std::string_view s);
  /// A field always quoted (free text), quotes doubled inside.
  CsvWriter& Quoted(std::string_view s);
  /// `%.10g`.
  CsvWriter& Number(double v);
  /// `%.<significant>g` (the sweep CSV keeps the 6 digits it has always had).
  CsvWriter& Number(double v, int significant);
  CsvWriter& Int(long long v);
  /// "true" or "false".
  CsvWriter& Bool(bool b);
  /// An empty field (a value the row does not have).
  CsvWriter& Empty();
  /// Ends the row.
  CsvWriter& EndRow();

  const std::string& str() const { return out_; }

 private:
  void Separate();
  const char* end_;
  std::string out_;
  bool row_open_ = false;
};

}  // namespace shoal::results
