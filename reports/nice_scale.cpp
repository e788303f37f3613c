#include "reports/nice_scale.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace shoal::reports {

double NiceNumber(double x, bool round) {
  if (!(x > 0) || !std::isfinite(x)) return 1.0;
  double exponent = std::floor(std::log10(x));
  double base = std::pow(10.0, exponent);
  double f = x / base;
  double nice;
  if (round) {
    nice = f < 1.5 ? 1 : f < 3 ? 2 : f < 7 ? 5 : 10;
  } else {
    nice = f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10;
  }
  return nice * base;
}

std::vector<double> NiceLinearTicks(double lo, double hi, int target_count) {
  if (lo > hi) std::swap(lo, hi);
  if (lo == hi) {
    double pad = lo == 0 ? 1.0 : std::fabs(lo) * 0.5;
    lo -= pad;
    hi += pad;
  }
  target_count = std::max(target_count, 2);
  double range = NiceNumber(hi - lo, false);
  double step = NiceNumber(range / (target_count - 1), true);
  double first = std::floor(lo / step + 1e-9) * step;
  double last = std::ceil(hi / step - 1e-9) * step;
  std::vector<double> ticks;
  int n = static_cast<int>(std::lround((last - first) / step));
  for (int i = 0; i <= n; ++i) {
    double t = first + i * step;
    if (std::fabs(t) < step * 1e-9) t = 0;  // no "-0" or 1e-17
    ticks.push_back(t);
  }
  return ticks;
}

std::vector<double> NiceLogTicks(double lo, double hi) {
  if (!(lo > 0)) lo = hi > 0 ? hi / 10 : 1;
  if (!(hi > 0)) hi = 10;
  if (lo > hi) std::swap(lo, hi);
  int e0 = static_cast<int>(std::floor(std::log10(lo) + 1e-12));
  int e1 = static_cast<int>(std::ceil(std::log10(hi) - 1e-12));
  if (e1 == e0) ++e1;
  const bool decades_only = e1 - e0 > 3;
  std::vector<double> candidates;
  for (int e = e0; e <= e1; ++e) {
    double p = std::pow(10.0, e);
    candidates.push_back(p);
    if (!decades_only && e < e1) {
      candidates.push_back(2 * p);
      candidates.push_back(5 * p);
    }
  }
  std::sort(candidates.begin(), candidates.end());
  // Keep the candidates inside [lo, hi] plus the nearest one outside each end.
  const double eps = 1e-9;
  size_t first = 0;
  while (first + 1 < candidates.size() && candidates[first + 1] <= lo * (1 + eps)) ++first;
  size_t last = candidates.size() - 1;
  while (last > first + 1 && candidates[last - 1] >= hi * (1 - eps)) --last;
  return {candidates.begin() + static_cast<std::ptrdiff_t>(first),
          candidates.begin() + static_cast<std::ptrdiff_t>(last) + 1};
}

std::string FormatTick(double v) {
  if (v == 0) return "0";
  char buf[32];
  double a = std::fabs(v);
  struct Prefix {
    double scale;
    const char* suffix;
  };
  static constexpr Prefix kPrefixes[] = {{1e12, "T"}, {1e9, "G"}, {1e6, "M"}, {1e3, "k"}};
  if (a >= 1e4) {
    for (const auto& p : kPrefixes) {
      if (a >= p.scale) {
        std::snprintf(buf, sizeof buf, "%.3g%s", v / p.scale, p.suffix);
        return buf;
      }
    }
  }
  if (a < 1e-3) {
    std::snprintf(buf, sizeof buf, "%.2g", v);
    return buf;
  }
  std::snprintf(buf, sizeof buf, "%.4g", v);
  return buf;
}

Scale::Scale(ScaleKind kind, double d0, double d1, double r0, double r1)
    : kind_(kind), d0_(d0), d1_(d1), r0_(r0), r1_(r1) {}

double Scale::Transform(double v) const {
  if (kind_ == ScaleKind::kLog) return std::log10(std::max(v, 1e-300));
  return v;
}

double Scale::operator()(double v) const {
  double t0 = Transform(d0_), t1 = Transform(d1_);
  if (t1 == t0) return (r0_ + r1_) / 2;
  return r0_ + (Transform(v) - t0) / (t1 - t0) * (r1_ - r0_);
}

}  // namespace shoal::reports
