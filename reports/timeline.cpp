#include "reports/timeline.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>

#include "reports/markup.h"
#include "reports/nice_scale.h"

namespace shoal::reports {
namespace {

std::string Ms(double us) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f ms", us / 1e3);
  return buf;
}

constexpr double kRowPx = 14, kBarPx = 10, kGroupGapPx = 6, kLabelPx = 200;

struct Rect {
  double start_us, end_us;
  std::string category;
  std::string tooltip;
  int count;
};

/// The bars of one row. Slices at least kWidePx wide are drawn one by one
/// (hover shows each); narrower ones are binned into pixel columns, each
/// painted with the category that covers most of it, and runs of columns of
/// one category become one bar. A dense row (100k slices) stays a few hundred
/// bars and still shows where each kind of work happens.
std::vector<Rect> RowRects(const std::vector<const TraceSlice*>& slices, double t0,
                           double us_per_px, double span_us) {
  constexpr double kWidePx = 2.0;
  const size_t columns = static_cast<size_t>(std::ceil(span_us / us_per_px)) + 1;
  std::vector<Rect> rects;
  std::vector<std::string> categories;
  std::vector<std::vector<double>> cover;  // [category][column] microseconds
  std::vector<int> starts(columns, 0);     // narrow slices starting in each column
  for (const TraceSlice* s : slices) {
    double start = s->start_us - t0, end = start + s->duration_us;
    if (s->duration_us >= kWidePx * us_per_px) {
      rects.push_back(
          {start, end, s->category,
           s->name + " (" + s->category + "): start " + Ms(start) + ", " + Ms(s->duration_us), 1});
      continue;
    }
    size_t k = std::find(categories.begin(), categories.end(), s->category) - categories.begin();
    if (k == categories.size()) {
      categories.push_back(s->category);
      cover.emplace_back(columns, 0.0);
    }
    size_t c0 = std::min(columns - 1, static_cast<size_t>(std::max(0.0, start / us_per_px)));
    size_t c1 = std::min(columns - 1, static_cast<size_t>(std::max(0.0, end / us_per_px)));
    ++starts[c0];
    for (size_t c = c0; c <= c1; ++c) {
      double lo = std::max(start, static_cast<double>(c) * us_per_px);
      double hi = std::min(end, static_cast<double>(c + 1) * us_per_px);
      cover[k][c] += std::max(hi - lo, 1e-9);  // a zero-length slice still marks its column
    }
  }
  int run_category = -1;
  size_t run_start = 0;
  int run_count = 0;
  auto close_run = [&](size_t end_column) {
    if (run_category >= 0) {
      rects.push_back({static_cast<double>(run_start) * us_per_px,
                       static_cast<double>(end_column) * us_per_px,
                       categories[static_cast<size_t>(run_category)], "", run_count});
    }
  };
  for (size_t c = 0; c < columns; ++c) {
    int best = -1;
    double best_cover = 0;
    for (size_t k = 0; k < categories.size(); ++k) {
      if (cover[k][c] > best_cover) {
        best_cover = cover[k][c];
        best = static_cast<int>(k);
      }
    }
    if (best != run_category) {
      close_run(c);
      run_category = best;
      run_start = c;
      run_count = 0;
    }
    run_count += starts[c];
  }
  close_run(columns);
  for (auto& r : rects) {
    if (r.count == 1 && r.tooltip.empty()) {
      r.tooltip = "1 " + r.category + " slice, " + Ms(r.start_us) + " to " + Ms(r.end_us);
    }
  }
  return rects;
}

}  // namespace

std::string CategoryColor(const std::string& category) {
  static const std::map<std::string, std::string> kColors = {
      {"compute", "#4e79a7"}, {"tp", "#f28e2b"}, {"pp", "#e15759"},        {"dp", "#59a14f"},
      {"ep", "#b07aa1"},      {"cp", "#76b7b2"}, {"optimizer", "#edc948"}, {"offload", "#9c755f"}};
  auto it = kColors.find(category);
  if (it != kColors.end()) return it->second;
  return "#bab0ac";
}

std::string RenderTimeline(const Trace& trace, const TimelineOptions& options) {
  const double t0 = trace.StartUs();
  const double span = options.span_us > 0 ? options.span_us : std::max(1.0, trace.EndUs() - t0);

  // Rows: (pid, tid) pairs that hold slices, grouped by pid.
  std::map<int64_t, std::map<int64_t, std::vector<const TraceSlice*>>> rows;
  std::set<std::string> categories;
  for (const auto& s : trace.slices) {
    rows[s.pid][s.tid].push_back(&s);
    categories.insert(s.category);
  }
  size_t hidden = rows.size() > options.max_processes ? rows.size() - options.max_processes : 0;
  size_t row_count = 0, group_count = 0;
  for (const auto& [pid, threads] : rows) {
    if (group_count == options.max_processes) break;
    ++group_count;
    row_count += threads.size();
  }

  const double width = options.width_px;
  const double left = kLabelPx, right = width - 16;
  const double top = 58;
  const double plot_h =
      static_cast<double>(row_count) * kRowPx + static_cast<double>(group_count) * kGroupGapPx;
  const double bottom = top + plot_h;
  const double height = bottom + 46 + (hidden ? 16 : 0);
  Scale xs(ScaleKind::kLinear, 0, span, left, right);
  const double us_per_px = span / (right - left);

  std::string o;
  std::string title =
      "Timeline: " + trace.title + (trace.source.empty() ? "" : " (" + trace.source + ")");
  o += SvgOpen("chart timeline", width, height, title);

  // Legend: one swatch per category, in a row under the title.
  o += "<g class=\"legend\">";
  double lx = left;
  for (const auto& c : categories) {
    o += "<rect x=\"" + Px(lx) + "\" y=\"32\" width=\"14\" height=\"12\" fill=\"" +
         CategoryColor(c) + "\"/><text x=\"" + Px(lx + 18) + "\" y=\"42\">" + EscapeXml(c) +
         "</text>";
    lx += 30 + 6.4 * static_cast<double>(c.size());
  }
  o += "</g>\n";

  // Time grid and axis.
  std::vector<double> ticks = NiceLinearTicks(0, span / 1e3, 8);
  o += "<g class=\"axis x\">\n";
  for (double t : ticks) {
    double x = xs(t * 1e3);
    if (x > right + 0.5) continue;
    o += "<line x1=\"" + Px(x) + "\" x2=\"" + Px(x) + "\" y1=\"" + Px(top) + "\" y2=\"" +
         Px(bottom + 5) + "\" stroke=\"#e4e4e4\"/>";
    o += "<text x=\"" + Px(x) + "\" y=\"" + Px(bottom + 18) + "\" text-anchor=\"middle\">" +
         EscapeXml(FormatTick(t)) + "</text>\n";
  }
  o += "<line x1=\"" + Px(left) + "\" x2=\"" + Px(right) + "\" y1=\"" + Px(bottom) + "\" y2=\"" +
       Px(bottom) + "\" stroke=\"#333\"/>\n";
  o += "<text class=\"axis-label\" x=\"" + Px((left + right) / 2) + "\" y=\"" + Px(bottom + 36) +
       "\" text-anchor=\"middle\" font-size=\"12\">Time since the first slice (ms)</text>\n</g>\n";

  // Rows.
  o += "<g class=\"data\">\n";
  double y = top;
  size_t g = 0;
  for (const auto& [pid, threads] : rows) {
    if (g == options.max_processes) break;
    const double group_h = static_cast<double>(threads.size()) * kRowPx;
    if (g % 2 == 0) {
      o += "<rect x=\"0\" y=\"" + Px(y) + "\" width=\"" + Px(width) + "\" height=\"" +
           Px(group_h + kGroupGapPx) + "\" fill=\"#f6f7f9\"/>";
    }
    auto pn = trace.process_names.find(pid);
    std::string pname = pn != trace.process_names.end() && !pn->second.empty()
                            ? pn->second
                            : "pid " + std::to_string(pid);
    o += "<text x=\"8\" y=\"" + Px(y + kGroupGapPx / 2 + 10) + "\" font-weight=\"bold\">" +
         EscapeXml(Clip(pname, 18)) + "</text>\n";
    double ry = y + kGroupGapPx / 2;
    for (const auto& [tid, slices] : threads) {
      auto tn = trace.thread_names.find({pid, tid});
      std::string tname = tn != trace.thread_names.end() && !tn->second.empty()
                              ? tn->second
                              : "tid " + std::to_string(tid);
      o += "<text x=\"" + Px(left - 6) + "\" y=\"" + Px(ry + 10) +
           "\" text-anchor=\"end\" fill=\"#555\">" + EscapeXml(Clip(tname, 14)) + "</text>";
      std::vector<Rect> rects = RowRects(slices, t0, us_per_px, span);
      for (const auto& r : rects) {
        std::string tip = r.count == 1 ? r.tooltip
                                       : std::to_string(r.count) + " slices, mostly " + r.category +
                                             ", " + Ms(r.start_us) + " to " + Ms(r.end_us);
        o += "<rect x=\"" + Px(xs(r.start_us)) + "\" y=\"" + Px(ry + (kRowPx - kBarPx) / 2) +
             "\" width=\"" + Px(std::max(0.5, xs(r.end_us) - xs(r.start_us))) + "\" height=\"" +
             Px(kBarPx) + "\" fill=\"" + CategoryColor(r.category) + "\"><title>" + EscapeXml(tip) +
             "</title></rect>";
      }
      o += "\n";
      ry += kRowPx;
    }
    y += group_h + kGroupGapPx;
    ++g;
  }
  o += "</g>\n";
  o += "<line x1=\"" + Px(left) + "\" x2=\"" + Px(left) + "\" y1=\"" + Px(top) + "\" y2=\"" +
       Px(bottom) + "\" stroke=\"#333\"/>\n";
  if (hidden) {
    o += "<text x=\"8\" y=\"" + Px(height - 6) + "\" fill=\"#555\">" + std::to_string(hidden) +
         " more ranks not drawn</text>\n";
  }
  o += "</svg>\n";
  return o;
}

}  // namespace shoal::reports
