#include "reports/svg_chart.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

#include "reports/format.h"
#include "reports/markup.h"

namespace shoal::reports {

/// One legend line (used by SvgChart::Frame, hence outside the anonymous namespace).
struct LegendEntry {
  std::string name;
  std::string color;
  enum class Shape { kBox, kLine, kDashed, kDot, kRing, kSquare, kBand } shape;
};

/// An axis's scale and ticks (used by SvgChart::Frame).
struct AxisLayout {
  Scale scale;
  std::vector<double> ticks;
};

namespace {

constexpr const char* kPalette[] = {"#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f",
                                    "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"};
constexpr double kCharWidthPx = 6.4;  // 11px sans-serif, average glyph
constexpr size_t kMaxCategoryChars = 28;

struct Domain {
  double lo = std::numeric_limits<double>::infinity();
  double hi = -std::numeric_limits<double>::infinity();
  void Add(double v, ScaleKind kind) {
    if (!std::isfinite(v) || (kind == ScaleKind::kLog && v <= 0)) return;
    lo = std::min(lo, v);
    hi = std::max(hi, v);
  }
  bool valid() const { return lo <= hi; }
};

AxisLayout LayoutAxis(const AxisSpec& spec, Domain d, double r0, double r1) {
  const bool log = spec.kind == ScaleKind::kLog;
  if (!log && spec.include_zero) d.Add(0, spec.kind);
  for (double t : spec.ticks) d.Add(t, spec.kind);
  if (!d.valid()) {
    d.lo = log ? 1 : 0;
    d.hi = 10;
  }
  std::vector<double> ticks;
  double lo, hi;
  if (!spec.ticks.empty()) {
    for (double t : spec.ticks) {
      if (!log || t > 0) ticks.push_back(t);
    }
    if (log) {
      lo = d.lo / 1.25;
      hi = d.hi * 1.25;
    } else {
      double pad = (d.hi - d.lo) * 0.04 + (d.hi == d.lo ? 1 : 0);
      lo = spec.include_zero && d.lo >= 0 ? std::max(0.0, d.lo - pad) : d.lo - pad;
      hi = d.hi + pad;
    }
  } else {
    ticks = log ? NiceLogTicks(d.lo, d.hi) : NiceLinearTicks(d.lo, d.hi);
    lo = ticks.front();
    hi = ticks.back();
  }
  return {Scale(spec.kind, lo, hi, r0, r1), ticks};
}

/// The legend, right of the plot area.
void RenderLegend(const std::vector<LegendEntry>& legend, double right, double top,
                  std::string* out) {
  using Shape = LegendEntry::Shape;
  std::string& o = *out;
  if (legend.empty()) return;
  const double lx = right + 16;
  o += "<g class=\"legend\">\n";
  for (size_t i = 0; i < legend.size(); ++i) {
    const auto& e = legend[i];
    double y = top + 4 + 18 * static_cast<double>(i);
    switch (e.shape) {
      case Shape::kBox:
      case Shape::kBand:
        o += "<rect x=\"" + Px(lx) + "\" y=\"" + Px(y) + "\" width=\"14\" height=\"12\" fill=\"" +
             e.color + "\"" + (e.shape == Shape::kBand ? " fill-opacity=\"0.25\"" : "") + "/>";
        break;
      case Shape::kLine:
      case Shape::kDashed:
        o += "<line x1=\"" + Px(lx) + "\" x2=\"" + Px(lx + 14) + "\" y1=\"" + Px(y + 6) +
             "\" y2=\"" + Px(y + 6) + "\" stroke=\"" + e.color + "\" stroke-width=\"2\"" +
             (e.shape == Shape::kDashed ? " stroke-dasharray=\"4 3\"" : "") + "/>";
        break;
      case Shape::kDot:
        o += "<circle cx=\"" + Px(lx + 7) + "\" cy=\"" + Px(y + 6) + "\" r=\"4\" fill=\"" +
             e.color + "\"/>";
        break;
      case Shape::kRing:
        o += "<circle cx=\"" + Px(lx + 7) + "\" cy=\"" + Px(y + 6) +
             "\" r=\"6\" fill=\"none\" stroke=\"" + e.color + "\" stroke-width=\"2\"/>";
        break;
      case Shape::kSquare:
        o += "<rect x=\"" + Px(lx + 3) + "\" y=\"" + Px(y + 2) +
             "\" width=\"8\" height=\"8\" fill=\"" + e.color + "\"/>";
        break;
    }
    o += "<text x=\"" + Px(lx + 20) + "\" y=\"" + Px(y + 10) + "\">" + EscapeXml(e.name) +
         "</text>\n";
  }
  o += "</g>\n";
}

}  // namespace

const char* PaletteColor(size_t i) { return kPalette[i % std::size(kPalette)]; }

SvgChart::SvgChart(std::string title, double width_px, double height_px)
    : title_(std::move(title)), width_px_(width_px), height_px_(height_px) {}

SvgChart& SvgChart::SetXAxis(AxisSpec axis) {
  x_ = std::move(axis);
  return *this;
}
SvgChart& SvgChart::SetYAxis(AxisSpec axis) {
  y_ = std::move(axis);
  return *this;
}
SvgChart& SvgChart::SetCategories(std::vector<std::string> categories) {
  categories_ = std::move(categories);
  return *this;
}

std::string SvgChart::NextColor() { return PaletteColor(colors_used_++); }

SvgChart& SvgChart::AddBars(BarSeries series) { return AddStackedBars({std::move(series)}); }

SvgChart& SvgChart::AddStackedBars(std::vector<BarSeries> layers) {
  for (auto& l : layers) {
    if (l.color.empty()) l.color = NextColor();
    l.values.resize(categories_.size(), 0.0);
  }
  bar_slots_.push_back(std::move(layers));
  return *this;
}

SvgChart& SvgChart::AddScatter(std::string name, std::vector<ChartPoint> points, std::string color,
                               Marker marker) {
  Layer l{Layer::Kind::kScatter, std::move(name), color.empty() ? NextColor() : color,
          std::move(points)};
  l.marker = marker;
  layers_.push_back(std::move(l));
  return *this;
}

SvgChart& SvgChart::AddLine(std::string name, std::vector<ChartPoint> points, std::string color,
                            bool dashed, bool with_markers) {
  Layer l{Layer::Kind::kLine, std::move(name), color.empty() ? NextColor() : color,
          std::move(points)};
  l.dashed = dashed;
  l.with_markers = with_markers;
  layers_.push_back(std::move(l));
  return *this;
}

SvgChart& SvgChart::AddBand(std::string name, std::vector<ChartPoint> lower,
                            std::vector<ChartPoint> upper, std::string color) {
  Layer l{Layer::Kind::kBand, std::move(name), color.empty() ? NextColor() : color,
          std::move(lower)};
  l.upper = std::move(upper);
  layers_.push_back(std::move(l));
  return *this;
}

SvgChart& SvgChart::AddHorizontalRule(std::string name, double y, std::string color,
                                      std::string unit) {
  Layer l{Layer::Kind::kRule, std::move(name), color.empty() ? NextColor() : color, {}};
  l.rule_y = y;
  l.rule_unit = std::move(unit);
  layers_.push_back(std::move(l));
  return *this;
}

bool SvgChart::empty() const {
  bool any_bar = false;
  for (const auto& slot : bar_slots_) {
    for (const auto& s : slot) any_bar |= !s.values.empty();
  }
  bool any_point = false;
  for (const auto& l : layers_) any_point |= !l.points.empty() && l.kind != Layer::Kind::kRule;
  return !any_bar && !any_point;
}

/// The chart's geometry: legend, plot area, category bands and axis scales.
struct SvgChart::Frame {
  std::vector<LegendEntry> legend;
  bool categorical = false;
  double left = 0, top = 0, right = 0, bottom = 0;
  double band = 0;      ///< width of one category
  bool rotate = false;  ///< category labels rotated (crowded)
  AxisLayout x, y;
};

std::string SvgChart::Render() const {
  Frame f;
  f.categorical = !categories_.empty() || !bar_slots_.empty();
  f.legend = Legend();
  PlaceFrame(&f);
  FitAxes(&f);
  std::string o;
  o.reserve(4096);
  o += SvgOpen("chart", width_px_, height_px_, title_);
  RenderYAxis(f, &o);
  RenderXAxis(f, &o);
  o += "<g class=\"data\">\n";
  RenderBars(f, &o);
  RenderLayers(f, &o);
  o += "</g>\n";
  RenderFrame(f, &o);
  RenderLegend(f.legend, f.right, f.top, &o);
  o += "</svg>\n";
  return o;
}

/// Legend entries, in the order the data was added.
std::vector<LegendEntry> SvgChart::Legend() const {
  using Shape = LegendEntry::Shape;
  std::vector<LegendEntry> legend;
  auto add_legend = [&](const std::string& name, const std::string& color, Shape shape) {
    if (name.empty()) return;
    for (const auto& e : legend) {
      if (e.name == name && e.color == color) return;
    }
    legend.push_back({name, color, shape});
  };
  for (const auto& slot : bar_slots_) {
    for (const auto& s : slot) add_legend(s.name, s.color, Shape::kBox);
  }
  for (const auto& l : layers_) {
    Shape shape = Shape::kDot;
    switch (l.kind) {
      case Layer::Kind::kScatter:
        shape = l.marker == Marker::kRing     ? Shape::kRing
                : l.marker == Marker::kSquare ? Shape::kSquare
                                              : Shape::kDot;
        break;
      case Layer::Kind::kLine:
        shape = l.dashed ? Shape::kDashed : Shape::kLine;
        break;
      case Layer::Kind::kBand:
        shape = Shape::kBand;
        break;
      case Layer::Kind::kRule:
        shape = Shape::kDashed;
        break;
    }
    add_legend(l.name, l.color, shape);
  }
  return legend;
}

/// The plot area: room for the legend on the right and for the category labels
/// below (rotated when they do not fit their band).
void SvgChart::PlaceFrame(Frame* f) const {
  size_t longest = 0;
  for (const auto& e : f->legend) longest = std::max(longest, e.name.size());
  const double legend_w = f->legend.empty() ? 0 : 34 + kCharWidthPx * static_cast<double>(longest);
  f->left = 78;
  f->top = 40;
  f->right = width_px_ - 16 - legend_w;
  double bottom_margin = 52;
  size_t label_chars = 0;
  f->band =
      categories_.empty() ? 0 : (f->right - f->left) / static_cast<double>(categories_.size());
  if (f->categorical) {
    for (const auto& c : categories_) label_chars = std::max(label_chars, c.size());
    label_chars = std::min(label_chars, kMaxCategoryChars);
    if (kCharWidthPx * static_cast<double>(label_chars) > f->band - 4) {
      f->rotate = true;
      bottom_margin = 40 + kCharWidthPx * static_cast<double>(label_chars) * 0.6;
    }
  }
  f->bottom = height_px_ - bottom_margin;
}

/// Domains of the data and the axes laid out over them.
void SvgChart::FitAxes(Frame* f) const {
  Domain xd, yd;
  for (const auto& slot : bar_slots_) {
    for (size_t c = 0; c < categories_.size(); ++c) {
      double sum = 0;
      for (const auto& s : slot) {
        sum += std::max(0.0, s.values[c]);
        yd.Add(sum, y_.kind);
      }
    }
  }
  for (const auto& l : layers_) {
    if (l.kind == Layer::Kind::kRule) {
      yd.Add(l.rule_y, y_.kind);
      continue;
    }
    for (const auto& p : l.points) {
      xd.Add(p.x, x_.kind);
      yd.Add(p.y, y_.kind);
    }
    for (const auto& p : l.upper) {
      xd.Add(p.x, x_.kind);
      yd.Add(p.y, y_.kind);
    }
  }
  if (!bar_slots_.empty() && y_.kind == ScaleKind::kLinear) yd.Add(0, y_.kind);
  f->y = LayoutAxis(y_, yd, f->bottom, f->top);
  f->x = LayoutAxis(x_, xd, f->left, f->right);
}

/// Grid, ticks and tick labels of the y axis.
void SvgChart::RenderYAxis(const Frame& f, std::string* out) const {
  std::string& o = *out;
  const double left = f.left, right = f.right, top = f.top, bottom = f.bottom;
  const Scale& ys = f.y.scale;
  const AxisLayout& ya = f.y;
  o += "<g class=\"axis y\">\n";
  for (double t : ya.ticks) {
    double y = ys(t);
    if (y < top - 0.5 || y > bottom + 0.5) continue;
    o += "<line x1=\"" + Px(left) + "\" x2=\"" + Px(right) + "\" y1=\"" + Px(y) + "\" y2=\"" +
         Px(y) + "\" stroke=\"#e4e4e4\"/>";
    o += "<line x1=\"" + Px(left - 5) + "\" x2=\"" + Px(left) + "\" y1=\"" + Px(y) + "\" y2=\"" +
         Px(y) + "\" stroke=\"#333\"/>";
    o += "<text x=\"" + Px(left - 8) + "\" y=\"" + Px(y + 4) + "\" text-anchor=\"end\">" +
         EscapeXml(FormatTick(t)) + "</text>\n";
  }
  o += "<text class=\"axis-label\" transform=\"translate(16," + Px((top + bottom) / 2) +
       ") rotate(-90)\" text-anchor=\"middle\" font-size=\"12\">" + EscapeXml(y_.label) +
       "</text>\n</g>\n";
}

/// Category labels or ticks of the x axis.
void SvgChart::RenderXAxis(const Frame& f, std::string* out) const {
  std::string& o = *out;
  const double left = f.left, right = f.right, top = f.top, bottom = f.bottom;
  const double band = f.band;
  const bool rotate = f.rotate;
  const bool categorical = f.categorical;
  const Scale& xs = f.x.scale;
  const AxisLayout& xa = f.x;
  o += "<g class=\"axis x\">\n";
  if (categorical) {
    // Rotated labels need about 13 px each: label every k-th category when crowded.
    const size_t every =
        rotate ? std::max<size_t>(1, static_cast<size_t>(std::ceil(13.0 / std::max(band, 1e-9))))
               : 1;
    for (size_t c = 0; c < categories_.size(); ++c) {
      if (c % every != 0) continue;
      double cx = left + band * (static_cast<double>(c) + 0.5);
      std::string label = EscapeXml(Clip(categories_[c], kMaxCategoryChars));
      o += "<line x1=\"" + Px(cx) + "\" x2=\"" + Px(cx) + "\" y1=\"" + Px(bottom) + "\" y2=\"" +
           Px(bottom + 5) + "\" stroke=\"#333\"/>";
      if (rotate) {
        o += "<text text-anchor=\"end\" transform=\"translate(" + Px(cx + 3) + "," +
             Px(bottom + 12) + ") rotate(-35)\">" + label + "</text>\n";
      } else {
        o += "<text x=\"" + Px(cx) + "\" y=\"" + Px(bottom + 18) + "\" text-anchor=\"middle\">" +
             label + "</text>\n";
      }
    }
  } else {
    for (double t : xa.ticks) {
      double x = xs(t);
      if (x < left - 0.5 || x > right + 0.5) continue;
      o += "<line x1=\"" + Px(x) + "\" x2=\"" + Px(x) + "\" y1=\"" + Px(top) + "\" y2=\"" +
           Px(bottom) + "\" stroke=\"#eeeeee\"/>";
      o += "<line x1=\"" + Px(x) + "\" x2=\"" + Px(x) + "\" y1=\"" + Px(bottom) + "\" y2=\"" +
           Px(bottom + 5) + "\" stroke=\"#333\"/>";
      o += "<text x=\"" + Px(x) + "\" y=\"" + Px(bottom + 18) + "\" text-anchor=\"middle\">" +
           EscapeXml(FormatTick(t)) + "</text>\n";
    }
  }
  o += "<text class=\"axis-label\" x=\"" + Px((left + right) / 2) + "\" y=\"" + Px(height_px_ - 8) +
       "\" text-anchor=\"middle\" font-size=\"12\">" + EscapeXml(x_.label) + "</text>\n</g>\n";
}

/// Stacked bars, one slot per stack within each category.
void SvgChart::RenderBars(const Frame& f, std::string* out) const {
  std::string& o = *out;
  const double left = f.left;
  const double band = f.band;
  const Scale& ys = f.y.scale;
  if (!bar_slots_.empty() && !categories_.empty()) {
    const double inner = band * 0.7;
    const double slot_w = inner / static_cast<double>(bar_slots_.size());
    const double base = y_.kind == ScaleKind::kLog ? ys.domain_lo() : 0.0;
    for (size_t c = 0; c < categories_.size(); ++c) {
      for (size_t k = 0; k < bar_slots_.size(); ++k) {
        double x0 =
            left + band * static_cast<double>(c) + band * 0.15 + slot_w * static_cast<double>(k);
        double sum = base;
        for (const auto& s : bar_slots_[k]) {
          double v = std::max(0.0, s.values[c]);
          if (v == 0) continue;
          double y_lo = ys(sum), y_hi = ys(sum + v);
          sum += v;
          o += "<rect x=\"" + Px(x0) + "\" y=\"" + Px(y_hi) + "\" width=\"" +
               Px(std::max(1.0, slot_w - 1)) + "\" height=\"" + Px(std::max(0.0, y_lo - y_hi)) +
               "\" fill=\"" + s.color + "\"><title>" +
               EscapeXml(categories_[c] + " - " + s.name + ": " + Significant(v, 4)) +
               "</title></rect>\n";
        }
      }
    }
  }
}

/// Scatter, line, band and rule layers.
void SvgChart::RenderLayers(const Frame& f, std::string* out) const {
  std::string& o = *out;
  const double left = f.left, right = f.right;
  const Scale& ys = f.y.scale;
  const Scale& xs = f.x.scale;
  auto marker = [&](const ChartPoint& p, const std::string& color, Marker m) {
    if (y_.kind == ScaleKind::kLog && p.y <= 0) return;
    if (x_.kind == ScaleKind::kLog && p.x <= 0) return;
    double x = xs(p.x), y = ys(p.y);
    std::string tip =
        p.tooltip.empty() ? Significant(p.x, 4) + ", " + Significant(p.y, 4) : p.tooltip;
    switch (m) {
      case Marker::kCircle:
        o += "<circle cx=\"" + Px(x) + "\" cy=\"" + Px(y) + "\" r=\"4\" fill=\"" + color +
             "\" fill-opacity=\"0.85\">";
        o += "<title>" + EscapeXml(tip) + "</title></circle>\n";
        break;
      case Marker::kRing:
        o += "<circle cx=\"" + Px(x) + "\" cy=\"" + Px(y) + "\" r=\"8\" fill=\"none\" stroke=\"" +
             color + "\" stroke-width=\"2\">";
        o += "<title>" + EscapeXml(tip) + "</title></circle>\n";
        break;
      case Marker::kSquare:
        o += "<rect x=\"" + Px(x - 4) + "\" y=\"" + Px(y - 4) +
             "\" width=\"8\" height=\"8\" fill=\"" + color + "\">";
        o += "<title>" + EscapeXml(tip) + "</title></rect>\n";
        break;
    }
  };
  auto polyline_points = [&](const std::vector<ChartPoint>& pts) {
    std::string s;
    for (const auto& p : pts) {
      if ((y_.kind == ScaleKind::kLog && p.y <= 0) || (x_.kind == ScaleKind::kLog && p.x <= 0)) {
        continue;
      }
      s += Px(xs(p.x)) + "," + Px(ys(p.y)) + " ";
    }
    if (!s.empty()) s.pop_back();
    return s;
  };
  for (const auto& l : layers_) {
    switch (l.kind) {
      case Layer::Kind::kBand: {
        std::vector<ChartPoint> ring = l.points;
        ring.insert(ring.end(), l.upper.rbegin(), l.upper.rend());
        o += "<polygon points=\"" + polyline_points(ring) + "\" fill=\"" + l.color +
             "\" fill-opacity=\"0.15\" stroke=\"none\"><title>" + EscapeXml(l.name) +
             "</title></polygon>\n";
        break;
      }
      case Layer::Kind::kLine:
        o += "<polyline points=\"" + polyline_points(l.points) + "\" fill=\"none\" stroke=\"" +
             l.color + "\" stroke-width=\"2\"" + (l.dashed ? " stroke-dasharray=\"6 4\"" : "") +
             "/>\n";
        if (l.with_markers) {
          for (const auto& p : l.points) marker(p, l.color, Marker::kCircle);
        }
        break;
      case Layer::Kind::kScatter:
        for (const auto& p : l.points) marker(p, l.color, l.marker);
        break;
      case Layer::Kind::kRule: {
        if (y_.kind == ScaleKind::kLog && l.rule_y <= 0) break;
        double y = ys(l.rule_y);
        o += "<line x1=\"" + Px(left) + "\" x2=\"" + Px(right) + "\" y1=\"" + Px(y) + "\" y2=\"" +
             Px(y) + "\" stroke=\"" + l.color + "\" stroke-width=\"2\" stroke-dasharray=\"6 4\"/>";
        o += "<text x=\"" + Px(right - 4) + "\" y=\"" + Px(y - 5) +
             "\" text-anchor=\"end\" fill=\"" + l.color + "\">" +
             EscapeXml(l.name + ": " + FormatTick(l.rule_y) +
                       (l.rule_unit.empty() ? "" : " " + l.rule_unit)) +
             "</text>\n";
        break;
      }
    }
  }
}

/// Axes on top of the data ("no data" in an empty chart).
void SvgChart::RenderFrame(const Frame& f, std::string* out) const {
  std::string& o = *out;
  const double left = f.left, right = f.right, top = f.top, bottom = f.bottom;
  o += "<line x1=\"" + Px(left) + "\" x2=\"" + Px(left) + "\" y1=\"" + Px(top) + "\" y2=\"" +
       Px(bottom) + "\" stroke=\"#333\"/>\n";
  o += "<line x1=\"" + Px(left) + "\" x2=\"" + Px(right) + "\" y1=\"" + Px(bottom) + "\" y2=\"" +
       Px(bottom) + "\" stroke=\"#333\"/>\n";
  if (empty()) {
    o += "<text x=\"" + Px((left + right) / 2) + "\" y=\"" + Px((top + bottom) / 2) +
         "\" text-anchor=\"middle\" fill=\"#888\">no data</text>\n";
  }
}

}  // namespace shoal::reports
