// A small SVG chart builder: axes with nice ticks, linear or log scales, bars
// (grouped or stacked) over categories, scatter points, lines, shaded bands,
// horizontal rules and a legend. Render() returns one self-contained <svg>.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "reports/nice_scale.h"

namespace shoal::reports {

/// The i-th color of the chart palette (Tableau 10, cycling).
const char* PaletteColor(size_t i);

struct AxisSpec {
  AxisSpec() = default;
  AxisSpec(std::string label_text, ScaleKind scale_kind = ScaleKind::kLinear,
           std::vector<double> tick_values = {}, bool start_at_zero = true)
      : label(std::move(label_text)),
        kind(scale_kind),
        ticks(std::move(tick_values)),
        include_zero(start_at_zero) {}

  std::string label;  ///< with its unit: "Step time (s)"
  ScaleKind kind = ScaleKind::kLinear;
  std::vector<double> ticks;  ///< explicit tick values; empty: nice ticks
  bool include_zero = true;   ///< a linear axis starts at 0 (ignored for log)
};

struct ChartPoint {
  ChartPoint(double x_value, double y_value, std::string tip = {})
      : x(x_value), y(y_value), tooltip(std::move(tip)) {}

  double x = 0;
  double y = 0;
  std::string tooltip;  ///< shown on hover; empty: "x, y"
};

struct BarSeries {
  std::string name;            ///< legend entry
  std::vector<double> values;  ///< one per category
  std::string color;           ///< empty: next palette color
};

enum class Marker { kCircle, kSquare, kRing };

struct LegendEntry;  // svg_chart.cpp

class SvgChart {
 public:
  explicit SvgChart(std::string title, double width_px = 760, double height_px = 380);

  SvgChart& SetXAxis(AxisSpec axis);
  SvgChart& SetYAxis(AxisSpec axis);

  /// Makes the x axis categorical (for bars); bars give one value per category.
  SvgChart& SetCategories(std::vector<std::string> categories);
  /// One bar per category, beside the bars of other AddBars/AddStackedBars calls.
  SvgChart& AddBars(BarSeries series);
  /// One stack per category: the layers drawn bottom-up in order.
  SvgChart& AddStackedBars(std::vector<BarSeries> layers);

  SvgChart& AddScatter(std::string name, std::vector<ChartPoint> points, std::string color = "",
                       Marker marker = Marker::kCircle);
  SvgChart& AddLine(std::string name, std::vector<ChartPoint> points, std::string color = "",
                    bool dashed = false, bool with_markers = true);
  /// The area between `lower` and `upper` (same x values), lightly shaded.
  SvgChart& AddBand(std::string name, std::vector<ChartPoint> lower, std::vector<ChartPoint> upper,
                    std::string color = "");
  /// A dashed horizontal line across the plot at `y` (a limit, a capacity),
  /// labelled "name: y unit".
  SvgChart& AddHorizontalRule(std::string name, double y, std::string color = "",
                              std::string unit = "");

  bool empty() const;
  std::string Render() const;

 private:
  struct Layer {
    enum class Kind { kScatter, kLine, kBand, kRule };
    Layer(Kind k, std::string n, std::string c, std::vector<ChartPoint> p)
        : kind(k), name(std::move(n)), color(std::move(c)), points(std::move(p)) {}
    Kind kind;
    std::string name;
    std::string color;
    std::vector<ChartPoint> points;
    std::vector<ChartPoint> upper;  ///< bands only
    Marker marker = Marker::kCircle;
    bool dashed = false;
    bool with_markers = true;
    double rule_y = 0;
    std::string rule_unit;
  };
  std::string NextColor();
  // Render's steps (svg_chart.cpp).
  struct Frame;
  std::vector<LegendEntry> Legend() const;
  void PlaceFrame(Frame* f) const;
  void FitAxes(Frame* f) const;
  void RenderYAxis(const Frame& f, std::string* out) const;
  void RenderXAxis(const Frame& f, std::string* out) const;
  void RenderBars(const Frame& f, std::string* out) const;
  void RenderLayers(const Frame& f, std::string* out) const;
  void RenderFrame(const Frame& f, std::string* out) const;

  std::string title_;
  double width_px_, height_px_;
  AxisSpec x_, y_;
  std::vector<std::string> categories_;
  std::vector<std::vector<BarSeries>> bar_slots_;  ///< each slot: stacked layers
  std::vector<Layer> layers_;
  size_t colors_used_ = 0;
};

}  // namespace shoal::reports
