#include "reports/format.h"

#include <cmath>
#include <cstdio>

namespace shoal::reports {
namespace {
constexpr const char* kMissing = "-";
}

std::string Fixed(double v, int decimals) {
  if (std::isnan(v)) return kMissing;
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  return buf;
}

std::string Significant(double v, int digits) {
  if (std::isnan(v)) return kMissing;
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*g", digits, v);
  return buf;
}

std::string Percent(double fraction, int decimals) {
  if (std::isnan(fraction)) return kMissing;
  return Fixed(100 * fraction, decimals) + "%";
}

std::string SignedPercent(double fraction, int decimals) {
  if (std::isnan(fraction)) return kMissing;
  return (fraction >= 0 ? "+" : "") + Percent(fraction, decimals);
}

std::string GiB(double bytes) {
  if (std::isnan(bytes)) return kMissing;
  return Fixed(bytes / (1024.0 * 1024.0 * 1024.0), 1);
}

std::string Duration(double seconds) {
  if (std::isnan(seconds)) return kMissing;
  double a = std::fabs(seconds);
  if (a < 1) return Fixed(seconds * 1e3, a < 0.01 ? 2 : 0) + " ms";
  if (a < 120) return Fixed(seconds, a < 10 ? 2 : 1) + " s";
  if (a < 2 * 3600) return Fixed(seconds / 60, 1) + " min";
  if (a < 2 * 86400) return Fixed(seconds / 3600, 1) + " h";
  return Fixed(seconds / 86400, 1) + " days";
}

std::string Dollars(double usd) {
  if (std::isnan(usd)) return kMissing;
  double a = std::fabs(usd);
  char buf[64];
  if (a >= 1e9) {
    std::snprintf(buf, sizeof buf, "$%.2fB", usd / 1e9);
  } else if (a >= 1e6) {
    std::snprintf(buf, sizeof buf, "$%.2fM", usd / 1e6);
  } else if (a >= 1e4) {
    std::snprintf(buf, sizeof buf, "$%.1fk", usd / 1e3);
  } else {
    std::snprintf(buf, sizeof buf, "$%.0f", usd);
  }
  return buf;
}

std::string CsvNumber(double v) {
  if (std::isnan(v)) return "";
  char buf[64];
  if (v == std::floor(v) && std::fabs(v) < 1e15) {
    std::snprintf(buf, sizeof buf, "%.0f", v);  // integers (bytes, counts) in full
  } else {
    std::snprintf(buf, sizeof buf, "%.10g", v);
  }
  return buf;
}

}  // namespace shoal::reports
