// Axis scales and "nice" tick values (1, 2, 5 x 10^k) for the SVG charts.
#pragma once

#include <string>
#include <vector>

namespace shoal::reports {

enum class ScaleKind { kLinear, kLog };

/// The nice number near `x` > 0: with `round`, the closest of 1, 2, 5, 10 x
/// 10^k; without, the smallest of them that is >= x (Heckbert, Graphics Gems).
double NiceNumber(double x, bool round);

/// Evenly spaced nice ticks whose first is <= lo and last >= hi, about
/// `target_count` of them. lo == hi is widened to a unit range around it.
std::vector<double> NiceLinearTicks(double lo, double hi, int target_count = 6);

/// Ticks for a log axis over [lo, hi] (both > 0): the 1-2-5 values of each
/// decade, or only powers of ten when the range spans more than three
/// decades. The first tick is <= lo and the last >= hi.
std::vector<double> NiceLogTicks(double lo, double hi);

/// A compact tick label: "0", "0.25", "15", "2.5k", "40M", "1.2e-05".
std::string FormatTick(double v);

/// Maps a domain [d0, d1] onto a pixel range [r0, r1], linearly or by log10.
class Scale {
 public:
  Scale() = default;
  Scale(ScaleKind kind, double d0, double d1, double r0, double r1);
  double operator()(double v) const;
  ScaleKind kind() const { return kind_; }
  double domain_lo() const { return d0_; }
  double domain_hi() const { return d1_; }

 private:
  double Transform(double v) const;
  ScaleKind kind_ = ScaleKind::kLinear;
  double d0_ = 0, d1_ = 1, r0_ = 0, r1_ = 1;
};

}  // namespace shoal::reports
