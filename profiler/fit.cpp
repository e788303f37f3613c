#include "profiler/fit.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "core/units.h"

namespace shoal::profiler {
namespace {

/// Weighted least squares y ~ c0 * x0 + c1 * x1 with column scaling; returns (c0, c1).
Eigen::Vector2d SolveTwoColumns(const Eigen::MatrixX2d& a, const Eigen::VectorXd& b) {
  Eigen::Vector2d scale = a.colwise().norm().transpose();
  for (int i = 0; i < 2; ++i) {
    if (scale(i) <= 0) scale(i) = 1;
  }
  Eigen::MatrixX2d scaled = a * scale.cwiseInverse().asDiagonal();
  Eigen::Vector2d c = scaled.colPivHouseholderQr().solve(b);
  return c.cwiseQuotient(scale);
}

}  // namespace

LinearTimeFit FitLinearTime(const std::vector<double>& bytes, const std::vector<double>& times_s) {
  std::vector<double> x, t;
  for (size_t i = 0; i < bytes.size() && i < times_s.size(); ++i) {
    if (bytes[i] > 0 && times_s[i] > 0) {
      x.push_back(bytes[i]);
      t.push_back(times_s[i]);
    }
  }
  if (x.empty())
    throw std::invalid_argument("FitLinearTime: no sample with positive bytes and time");
  const auto n = static_cast<Eigen::Index>(x.size());
  LinearTimeFit fit;
  if (n >= 2) {
    Eigen::MatrixX2d a(n, 2);
    Eigen::VectorXd b = Eigen::VectorXd::Ones(n);
    for (Eigen::Index i = 0; i < n; ++i) {
      a(i, 0) = 1.0 / t[i];
      a(i, 1) = x[i] / t[i];
    }
    Eigen::Vector2d c = SolveTwoColumns(a, b);
    fit.latency_s = c(0);
    fit.seconds_per_byte = c(1);
  }
  if (n < 2 || fit.latency_s < 0) {
    // Through the origin: minimise sum ((x_i s - t_i) / t_i)^2.
    double num = 0, den = 0;
    for (size_t i = 0; i < x.size(); ++i) {
      num += x[i] / t[i];
      den += (x[i] / t[i]) * (x[i] / t[i]);
    }
    fit.latency_clamped = n >= 2;
    fit.latency_s = 0;
    fit.seconds_per_byte = num / den;
  }
  if (fit.seconds_per_byte <= 0) {
    size_t big = static_cast<size_t>(std::max_element(x.begin(), x.end()) - x.begin());
    fit.seconds_per_byte = t[big] / x[big];
    fit.latency_s = 0;
  }
  for (size_t i = 0; i < x.size(); ++i) {
    double predicted = fit.latency_s + x[i] * fit.seconds_per_byte;
    fit.max_relative_error = std::max(fit.max_relative_error, std::abs(predicted - t[i]) / t[i]);
  }
  return fit;
}

CollectiveFit ToCollectiveFit(Collective c, const std::string& scope, int ranks,
                              const LinearTimeFit& fit) {
  CollectiveFit row;
  row.collective = CollectiveName(c);
  row.scope = scope;
  row.ranks = ranks;
  row.latency_s = fit.latency_s;
  row.bus_bandwidth_bytes_per_s = BusFactor(c, ranks) / fit.seconds_per_byte;
  return row;
}

double GemmShapeFactor(double m, double n, double k, double half_dim) {
  return (m / (m + half_dim)) * (n / (n + half_dim)) * (k / (k + half_dim));
}

namespace {

/// Best gemm_max (at most `cap`) for a given half_dim, in log space (so a
/// sample twice too slow weighs as much as one twice too fast), and its errors.
GemmEfficiencyFit FitForHalfDim(const std::vector<GemmSample>& rows, double half_dim,
                                double cap = 1.0) {
  // minimise sum (log g + log s_i - log e_i)^2  =>  log g = mean(log e_i - log s_i).
  double sum = 0;
  for (const auto& r : rows) {
    sum += std::log(r.efficiency) - std::log(GemmShapeFactor(r.m, r.n, r.k, half_dim));
  }
  GemmEfficiencyFit fit;
  fit.gemm_half_dim = half_dim;
  fit.gemm_max = std::min(cap, std::exp(sum / static_cast<double>(rows.size())));
  double sq = 0;
  for (const auto& r : rows) {
    double predicted = fit.gemm_max * GemmShapeFactor(r.m, r.n, r.k, half_dim);
    double log_err = std::log(predicted / r.efficiency);
    sq += log_err * log_err;
    fit.max_relative_error =
        std::max(fit.max_relative_error, std::abs(predicted - r.efficiency) / r.efficiency);
  }
  fit.sum_squared_log_error = sq;
  return fit;
}

}  // namespace

GemmEfficiencyFit FitGemmEfficiency(const std::vector<GemmSample>& table, Precision p) {
  std::vector<GemmSample> rows;
  for (const auto& s : table) {
    if (s.precision == p && s.efficiency > 0 && s.m > 0 && s.n > 0 && s.k > 0) rows.push_back(s);
  }
  if (rows.empty()) {
    throw std::invalid_argument(std::string("FitGemmEfficiency: no sample in ") + PrecisionName(p));
  }
  // Coarse log grid, then golden-section refinement around the best point.
  auto error_at = [&](double log_h) {
    return FitForHalfDim(rows, std::exp(log_h)).sum_squared_log_error;
  };
  const double lo_log = 0.0, hi_log = std::log(65536.0);
  const int kGrid = 64;
  int best = 0;
  double best_err = error_at(lo_log);
  for (int i = 1; i <= kGrid; ++i) {
    double e = error_at(lo_log + (hi_log - lo_log) * i / kGrid);
    if (e < best_err) {
      best_err = e;
      best = i;
    }
  }
  double step = (hi_log - lo_log) / kGrid;
  double a = std::max(lo_log, lo_log + (best - 1) * step);
  double b = std::min(hi_log, lo_log + (best + 1) * step);
  const double phi = (std::sqrt(5.0) - 1) / 2;
  for (int it = 0; it < 60; ++it) {
    double c = b - phi * (b - a), d = a + phi * (b - a);
    if (error_at(c) < error_at(d)) {
      b = d;
    } else {
      a = c;
    }
  }
  return FitForHalfDim(rows, std::exp((a + b) / 2));
}

}  // namespace shoal::profiler
