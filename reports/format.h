// Number formatting for report tables: readable text for people, full
// precision for CSV. A NaN means "not given" and prints as "-" (empty in CSV).
#pragma once

#include <string>

namespace shoal::reports {

/// "12.35" with `decimals` digits after the point.
std::string Fixed(double v, int decimals);
/// "1.23e+06" style with `digits` significant digits ("%.*g").
std::string Significant(double v, int digits);
/// "47.9%" of a fraction.
std::string Percent(double fraction, int decimals = 1);
/// "+12.0%" / "-3.5%": a signed fraction as a percentage.
std::string SignedPercent(double fraction, int decimals = 1);
/// Bytes as GiB: "45.2".
std::string GiB(double bytes);
/// A duration with a unit picked for it: "850 ms", "22.1 s", "12.0 min", "5.2 h", "64.8 days".
std::string Duration(double seconds);
/// Dollars: "$950", "$12.3k", "$2.90M".
std::string Dollars(double usd);
/// A value for CSV: integers in full, others "%.10g"; empty when NaN.
std::string CsvNumber(double v);

}  // namespace shoal::reports
