// CSV output follows RFC 4180.
#include <doctest/doctest.h>

#include <cmath>

#include "reports/format.h"
#include "reports/report_doc.h"
#include "results/csv.h"

using namespace shoal::reports;
using shoal::results::CsvField;
using shoal::results::CsvRecord;

TEST_CASE("fields are quoted only when needed, quotes doubled") {
  CHECK(CsvField("plain") == "plain");
  CHECK(CsvField("") == "");
  CHECK(CsvField("a,b") == "\"a,b\"");
  CHECK(CsvField("say \"hi\"") == "\"say \"\"hi\"\"\"");
  CHECK(CsvField("two\nlines") == "\"two\nlines\"");
  CHECK(CsvField("cr\rhere") == "\"cr\rhere\"");
  CHECK(CsvField(" spaces kept ") == " spaces kept ");
}

TEST_CASE("records end with CRLF") {
  CHECK(CsvRecord({"a", "b,c", ""}) == "a,\"b,c\",\r\n");
  CHECK(CsvRecord({}) == "\r\n");
}

TEST_CASE("a table's CSV has the keys as header and full-precision numbers") {
  Table t;
  t.csv_name = "plans";
  t.columns = {{"Plan", "summary"}, {"Step time (s)", "step_time_s"}, {"detail", "d", true}};
  t.rows.push_back({TextCell("DP2, TP4"), NumberCell("5.20", 5.2034567891), TextCell("x")});
  t.rows.push_back({TextCell("none"), NumberCell("-", std::nan("")), TextCell("")});
  CHECK(RenderTableCsv(t) == "summary,step_time_s,d\r\n\"DP2, TP4\",5.203456789,x\r\nnone,,\r\n");
}

TEST_CASE("display formats") {
  CHECK(Duration(0.25) == "250 ms");
  CHECK(Duration(22.11) == "22.1 s");
  CHECK(Duration(600) == "10.0 min");
  CHECK(Duration(5 * 3600) == "5.0 h");
  CHECK(Duration(10 * 86400) == "10.0 days");
  CHECK(Dollars(950) == "$950");
  CHECK(Dollars(12345) == "$12.3k");
  CHECK(Dollars(2.9e6) == "$2.90M");
  CHECK(Percent(0.479) == "47.9%");
  CHECK(GiB(1024.0 * 1024 * 1024 * 1.5) == "1.5");
  CHECK(Fixed(std::nan(""), 2) == "-");
  CHECK(CsvNumber(std::nan("")) == "");
}
