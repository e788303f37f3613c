#include "reports/html_page.h"

#include <cctype>

#include "reports/markup.h"

namespace shoal::reports {
namespace {

constexpr const char* kStyle = R"(
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #222;
       margin: 0 auto; max-width: 1240px; padding: 16px 24px 48px; background: #fafafa; }
h1 { font-size: 24px; margin: 8px 0 4px; }
h2 { font-size: 19px; margin: 32px 0 8px; border-bottom: 2px solid #ddd; padding-bottom: 4px; }
h3 { font-size: 15px; margin: 20px 0 6px; }
.source { color: #666; font-size: 13px; margin: 0 0 16px; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0;
           background: #fff; border: 1px solid #ddd; padding: 12px 16px; font-size: 14px; }
dl.facts dt { font-weight: 600; color: #444; }
dl.facts dd { margin: 0; }
nav.toc { font-size: 13px; margin: 12px 0; }
nav.toc a { margin-right: 14px; }
figure { background: #fff; border: 1px solid #ddd; margin: 12px 0; padding: 8px;
         overflow-x: auto; }
figure svg { display: block; max-width: 100%; height: auto; }
figcaption { font-size: 13px; color: #555; margin-top: 6px; }
.table-wrap { overflow-x: auto; background: #fff; border: 1px solid #ddd; }
table { border-collapse: collapse; font-size: 12.5px; width: 100%; }
th, td { padding: 4px 8px; border-bottom: 1px solid #eee; text-align: left; white-space: nowrap; }
th { background: #f0f2f5; position: sticky; top: 0; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
tbody tr:nth-child(even) { background: #fafbfc; }
p.more { font-size: 12px; color: #666; margin: 4px 0; }
footer { margin-top: 40px; font-size: 12px; color: #777; }
pre#selfcheck { font-size: 11px; color: #777; white-space: pre-wrap; }
)";

// Runs first: records script errors and console.error calls.
constexpr const char* kErrorTrap = R"(<script>
window.shoalErrors = [];
window.addEventListener("error", function (e) {
  window.shoalErrors.push("error: " + (e.message || (e.target && e.target.outerHTML) || e.type));
}, true);
(function () {
  var original = console.error;
  console.error = function () {
    window.shoalErrors.push("console.error: " + Array.prototype.join.call(arguments, " "));
    return original.apply(console, arguments);
  };
})();
</script>
)";

// Runs last: checks that every chart's SVG is present, laid out and holds data.
constexpr const char* kSelfCheck = R"(<script>
(function () {
  var lines = [], bad = 0;
  var figures = document.querySelectorAll("figure[data-chart]");
  for (var i = 0; i < figures.length; i++) {
    var f = figures[i], svg = f.querySelector("svg");
    var shapes = svg ? svg.querySelectorAll("rect,circle,line,polyline,polygon,path,text").length : 0;
    var data = svg ? svg.querySelectorAll("g.data *").length : 0;
    var box = svg ? svg.getBoundingClientRect() : { width: 0, height: 0 };
    var ok = !!svg && shapes > 0 && data > 0 && box.width > 0 && box.height > 0;
    if (!ok) bad++;
    lines.push((ok ? "ok   " : "FAIL ") + f.getAttribute("data-chart") + " shapes=" + shapes +
               " data=" + data + " size=" + Math.round(box.width) + "x" + Math.round(box.height));
  }
  for (var j = 0; j < window.shoalErrors.length; j++) {
    lines.push("FAIL " + window.shoalErrors[j]);
    bad++;
  }
  lines.unshift("selfcheck: " + (bad ? "FAIL" : "PASS") + " charts=" + figures.length +
                " errors=" + window.shoalErrors.length);
  document.getElementById("selfcheck").textContent = lines.join("\n");
})();
</script>
)";

std::string Anchor(const std::string& title) {
  std::string id = "s-";
  for (char c : title) {
    if (std::isalnum(static_cast<unsigned char>(c))) {
      id += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    } else if (id.back() != '-') {
      id += '-';
    }
  }
  return id;
}

void RenderTable(const Table& t, std::string& o) {
  o += "<h3>" + EscapeXml(t.title) + "</h3>\n";
  size_t shown = t.page_rows == 0 ? t.rows.size() : std::min(t.page_rows, t.rows.size());
  o += "<div class=\"table-wrap\"><table";
  if (!t.csv_name.empty()) o += " data-csv=\"" + EscapeXml(t.csv_name) + ".csv\"";
  o += ">\n<thead><tr>";
  for (const auto& c : t.columns) {
    if (!c.csv_only) o += "<th>" + EscapeXml(c.label) + "</th>";
  }
  o += "</tr></thead>\n<tbody>\n";
  for (size_t r = 0; r < shown; ++r) {
    o += "<tr>";
    for (size_t c = 0; c < t.columns.size() && c < t.rows[r].size(); ++c) {
      if (t.columns[c].csv_only) continue;
      const Cell& cell = t.rows[r][c];
      o += cell.numeric ? "<td class=\"num\">" : "<td>";
      o += EscapeXml(cell.display) + "</td>";
    }
    o += "</tr>\n";
  }
  o += "</tbody></table></div>\n";
  if (shown < t.rows.size() || !t.csv_name.empty()) {
    std::string more;
    if (shown < t.rows.size()) {
      more =
          "Showing " + std::to_string(shown) + " of " + std::to_string(t.rows.size()) + " rows. ";
    }
    if (!t.csv_name.empty()) more += "All rows and columns: " + t.csv_name + ".csv.";
    o += "<p class=\"more\">" + EscapeXml(more) + "</p>\n";
  }
}

}  // namespace

std::string RenderHtml(const Report& report) {
  std::string o;
  o += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
  o += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
  o += "<title>" + EscapeXml(report.title) + " - Shoal report</title>\n";
  o += kErrorTrap;
  o += "<style>" + std::string(kStyle) + "</style>\n</head>\n<body>\n";
  o += "<h1>" + EscapeXml(report.title) + "</h1>\n";
  o += "<p class=\"source\">Built by <code>shoal report</code> from " + EscapeXml(report.source) +
       "</p>\n";
  if (!report.facts.empty()) {
    o += "<dl class=\"facts\">\n";
    for (const auto& [k, v] : report.facts) {
      o += "<dt>" + EscapeXml(k) + "</dt><dd>" + EscapeXml(v) + "</dd>\n";
    }
    o += "</dl>\n";
  }
  o += "<nav class=\"toc\">";
  for (const auto& s : report.sections) {
    o += "<a href=\"#" + Anchor(s.title) + "\">" + EscapeXml(s.title) + "</a>";
  }
  o += "</nav>\n";
  for (const auto& s : report.sections) {
    o += "<section id=\"" + Anchor(s.title) + "\">\n<h2>" + EscapeXml(s.title) + "</h2>\n";
    for (const auto& n : s.notes) o += "<p>" + EscapeXml(n) + "</p>\n";
    for (const auto& f : s.figures) {
      o += "<figure data-chart=\"" + EscapeXml(f.id) + "\" id=\"" + EscapeXml(f.id) + "\">\n";
      o += f.svg;
      o += "<figcaption>" + EscapeXml(f.caption) + "</figcaption>\n</figure>\n";
    }
    for (const auto& t : s.tables) RenderTable(t, o);
    o += "</section>\n";
  }
  o += "<footer>Shoal report. Open offline: this page needs no network access.\n";
  o += "<pre id=\"selfcheck\">selfcheck: not run (scripts disabled)</pre>\n</footer>\n";
  o += kSelfCheck;
  o += "</body>\n</html>\n";
  return o;
}

}  // namespace shoal::reports
