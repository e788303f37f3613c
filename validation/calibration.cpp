#include "validation/calibration.h"

#include <algorithm>
#include <cmath>

#include "core/error.h"
#include "simulator/simulate.h"

namespace shoal::validation {

const std::vector<std::string>& CalibrationParamNames() {
  static const std::vector<std::string> names = {"gemm", "attention", "collective", "overlap"};
  return names;
}

const char* CalibrationParamName(CalibrationParam p) {
  return CalibrationParamNames().at(static_cast<size_t>(p)).c_str();
}

std::vector<CalibrationParam> ParseCalibrationParams(const std::vector<std::string>& names,
                                                     const std::string& option) {
  const auto& all = CalibrationParamNames();
  std::vector<CalibrationParam> out;
  for (const auto& n : names) {
    auto it = std::find(all.begin(), all.end(), n);
    if (it == all.end()) {
      throw InputError(
          "", option,
          "parameters among gemm, attention, collective, overlap, got \"" + Excerpt(n) + "\"");
    }
    out.push_back(static_cast<CalibrationParam>(it - all.begin()));
  }
  return out;
}

namespace {

// A scale may raise an efficiency up to 1 (the peak), no further.
double ScaleCap(std::initializer_list<double> efficiencies) {
  double most = 0;
  for (double e : efficiencies) most = std::max(most, e);
  return most > 0 ? 1.0 / most : 1e9;
}

double Capped(double e, double scale) { return std::min(1.0, e * scale); }

ParamFit Range(CalibrationParam p, const HardwareProfile& hw) {
  const EfficiencyModel& e = hw.efficiency;
  ParamFit f;
  f.param = p;
  switch (p) {
    case CalibrationParam::kGemm: {
      double most = std::max({e.gemm_max, e.gemm_max_fp8, e.gemm_max_fp4});
      for (const auto& s : e.gemm_table) most = std::max(most, s.efficiency);
      f.lo = 0.2;
      f.hi = std::min(1.5, ScaleCap({most}));
      break;
    }
    case CalibrationParam::kAttention:
      f.lo = 0.2;
      f.hi = std::min(
          1.5, ScaleCap({e.attention_fwd, e.attention_bwd, e.attention_flash3_fwd,
                         e.attention_flash3_bwd, e.attention_cudnn_fwd, e.attention_cudnn_bwd}));
      for (const auto& r : e.attention_cudnn_releases)
        f.hi = std::min(f.hi, ScaleCap({r.fwd, r.bwd}));
      break;
    case CalibrationParam::kCollective:
      f.lo = 0.1;
      f.hi = std::min(1.5, ScaleCap({e.nccl_bandwidth, e.NicBandwidth(), e.moe_dispatch_nvlink,
                                     e.moe_dispatch_rdma}));
      break;
    case CalibrationParam::kOverlap:
      // Compute slowed while collectives share the GPU: none up to 60%
      // (published measurements average 19%: core/hardware.h).
      f.lo = 0.0;
      f.hi = 0.6;
      f.initial = f.value = std::clamp(e.comm_compute_slowdown, f.lo, f.hi);
      return f;
  }
  f.hi = std::max(f.hi, 1.0);  // the profile as given is always in range
  f.initial = f.value = 1.0;
  return f;
}

double Predict(const CalibrationRun& run, const HardwareProfile& hw) {
  return sim::SimulateStep(run.spec.model, hw, run.spec.plan).step_time_s;
}

// Mean squared log error of the runs in `use` on the profile with `params`.
double Objective(const std::vector<CalibrationRun>& runs, const std::vector<size_t>& use,
                 const HardwareProfile& hw, const std::vector<ParamFit>& params) {
  const HardwareProfile p = ApplyCalibration(hw, params);
  double sum = 0;
  for (size_t i : use) {
    const double e = std::log(Predict(runs[i], p) / runs[i].spec.measured_step_s);
    sum += e * e;
  }
  return sum / static_cast<double>(use.size());
}

// Scales are searched in log space (x0.5 and x2 equally far), overlap linearly.
bool LogSpace(CalibrationParam p) { return p != CalibrationParam::kOverlap; }

std::vector<ParamFit> Fit(const std::vector<CalibrationRun>& runs, const std::vector<size_t>& use,
                          const HardwareProfile& hw, std::vector<ParamFit> params) {
  auto eval = [&](const std::vector<ParamFit>& p) { return Objective(runs, use, hw, p); };
  double best = eval(params);
  // A parameter the runs do not see (a collective scale on single-GPU runs)
  // stays at the profile's value.
  for (size_t k = 0; k < params.size(); ++k) {
    std::vector<ParamFit> probe = params;
    bool moves = false;
    for (double end : {params[k].lo, params[k].hi}) {
      probe[k].value = end;
      moves = moves || std::abs(eval(probe) - best) > 1e-12 * (1 + best);
    }
    params[k].determined = moves;
  }
  // Nelder-Mead on the determined parameters, each mapped onto [0, 1] over
  // its range (log space for the scales) and clamped there: it follows the
  // valleys correlated parameters make (a slower GEMM traded for faster
  // collectives) that a search one parameter at a time crawls along.
  std::vector<size_t> free;
  for (size_t k = 0; k < params.size(); ++k) {
    if (params[k].determined) free.push_back(k);
  }
  if (free.empty()) return params;
  auto to_u = [&](size_t k, double v) {
    const ParamFit& f = params[k];
    return LogSpace(f.param) ? std::log(v / f.lo) / std::log(f.hi / f.lo)
                             : (v - f.lo) / (f.hi - f.lo);
  };
  auto from_u = [&](size_t k, double u) {
    const ParamFit& f = params[k];
    u = std::clamp(u, 0.0, 1.0);
    return LogSpace(f.param) ? f.lo * std::pow(f.hi / f.lo, u) : f.lo + u * (f.hi - f.lo);
  };
  using Point = std::vector<double>;
  auto value_at = [&](const Point& u) {
    std::vector<ParamFit> trial = params;
    for (size_t i = 0; i < free.size(); ++i) trial[free[i]].value = from_u(free[i], u[i]);
    return eval(trial);
  };
  const size_t n = free.size();
  std::vector<Point> simplex(n + 1, Point(n));
  for (size_t i = 0; i < n; ++i) simplex[0][i] = to_u(free[i], params[free[i]].value);
  for (size_t j = 1; j <= n; ++j) {
    simplex[j] = simplex[0];
    simplex[j][j - 1] += simplex[0][j - 1] > 0.5 ? -0.15 : 0.15;
  }
  std::vector<double> fs(n + 1);
  for (size_t j = 0; j <= n; ++j) fs[j] = value_at(simplex[j]);
  for (int it = 0; it < 400; ++it) {
    std::vector<size_t> order(n + 1);
    for (size_t j = 0; j <= n; ++j) order[j] = j;
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return fs[a] < fs[b]; });
    std::vector<Point> sp;
    std::vector<double> sf;
    for (size_t j : order) sp.push_back(simplex[j]), sf.push_back(fs[j]);
    simplex = sp, fs = sf;
    double size = 0;
    for (size_t j = 1; j <= n; ++j) {
      for (size_t i = 0; i < n; ++i) size = std::max(size, std::abs(simplex[j][i] - simplex[0][i]));
    }
    if (size < 1e-7 || fs[n] - fs[0] < 1e-16) break;
    Point centroid(n, 0.0);
    for (size_t j = 0; j < n; ++j) {
      for (size_t i = 0; i < n; ++i) centroid[i] += simplex[j][i] / static_cast<double>(n);
    }
    auto along = [&](double t) {
      Point p(n);
      for (size_t i = 0; i < n; ++i)
        p[i] = std::clamp(centroid[i] + t * (simplex[n][i] - centroid[i]), 0.0, 1.0);
      return p;
    };
    Point reflected = along(-1.0);
    const double fr = value_at(reflected);
    if (fr < fs[0]) {
      Point expanded = along(-2.0);
      const double fe = value_at(expanded);
      if (fe < fr)
        simplex[n] = expanded, fs[n] = fe;
      else
        simplex[n] = reflected, fs[n] = fr;
    } else if (fr < fs[n - 1]) {
      simplex[n] = reflected, fs[n] = fr;
    } else {
      Point contracted = fr < fs[n] ? along(-0.5) : along(0.5);
      const double fc = value_at(contracted);
      if (fc < std::min(fr, fs[n])) {
        simplex[n] = contracted, fs[n] = fc;
      } else {  // shrink towards the best
        for (size_t j = 1; j <= n; ++j) {
          for (size_t i = 0; i < n; ++i)
            simplex[j][i] = simplex[0][i] + 0.5 * (simplex[j][i] - simplex[0][i]);
          fs[j] = value_at(simplex[j]);
        }
      }
    }
  }
  const size_t best_j = static_cast<size_t>(std::min_element(fs.begin(), fs.end()) - fs.begin());
  if (fs[best_j] < best) {
    for (size_t i = 0; i < n; ++i) params[free[i]].value = from_u(free[i], simplex[best_j][i]);
  }
  for (auto& f : params) {
    const double span = f.hi - f.lo;
    f.at_bound = f.determined && (f.value - f.lo < 1e-3 * span || f.hi - f.value < 1e-3 * span);
  }
  return params;
}

double Mape(const std::vector<double>& predicted, const std::vector<double>& measured) {
  double sum = 0;
  for (size_t i = 0; i < predicted.size(); ++i)
    sum += std::abs(predicted[i] - measured[i]) / measured[i];
  return sum / static_cast<double>(predicted.size());
}

}  // namespace

HardwareProfile ApplyCalibration(const HardwareProfile& hw, const std::vector<ParamFit>& params) {
  HardwareProfile p = hw;
  EfficiencyModel& e = p.efficiency;
  for (const auto& f : params) {
    const double s = f.value;
    switch (f.param) {
      case CalibrationParam::kGemm:
        e.gemm_max = Capped(e.gemm_max, s);
        e.gemm_max_fp8 = Capped(e.gemm_max_fp8, s);
        e.gemm_max_fp4 = Capped(e.gemm_max_fp4, s);
        for (auto& g : e.gemm_table) g.efficiency = Capped(g.efficiency, s);
        break;
      case CalibrationParam::kAttention:
        for (double* a :
             {&e.attention_fwd, &e.attention_bwd, &e.attention_flash3_fwd, &e.attention_flash3_bwd,
              &e.attention_cudnn_fwd, &e.attention_cudnn_bwd}) {
          *a = Capped(*a, s);
        }
        for (auto& r : e.attention_cudnn_releases) {
          r.fwd = Capped(r.fwd, s);
          r.bwd = Capped(r.bwd, s);
        }
        break;
      case CalibrationParam::kCollective:
        e.nic_bandwidth = Capped(e.NicBandwidth(), s);
        e.nccl_bandwidth = Capped(e.nccl_bandwidth, s);
        e.moe_dispatch_nvlink = Capped(e.moe_dispatch_nvlink, s);
        e.moe_dispatch_rdma = Capped(e.moe_dispatch_rdma, s);
        for (auto& c : e.collective_fits) c.bus_bandwidth_bytes_per_s *= s;
        break;
      case CalibrationParam::kOverlap:
        e.comm_compute_slowdown = s;
        break;
    }
  }
  return p;
}

CalibrationResult Calibrate(const std::vector<CalibrationRun>& runs, const HardwareProfile& hw,
                            const std::vector<CalibrationParam>& params) {
  if (params.empty()) throw InputError("", "--params", "at least one parameter to fit");
  if (runs.size() < params.size()) {
    throw InputError(
        "", "--runs",
        "at least as many measured runs as parameters to fit (" + std::to_string(params.size()) +
            " parameters, " + std::to_string(runs.size()) +
            " runs): fewer runs cannot determine them; add runs or name fewer --params");
  }
  std::vector<ParamFit> start;
  for (CalibrationParam p : params) start.push_back(Range(p, hw));
  std::vector<size_t> all(runs.size());
  for (size_t i = 0; i < runs.size(); ++i) all[i] = i;

  CalibrationResult r;
  r.params = Fit(runs, all, hw, start);
  r.profile = ApplyCalibration(hw, r.params);
  std::vector<double> measured, before, after, held_out;
  for (const auto& run : runs) {
    RunError e;
    e.file = run.file;
    e.plan = run.spec.plan.Summary();
    e.measured_s = run.spec.measured_step_s;
    e.before_s = Predict(run, hw);
    e.after_s = Predict(run, r.profile);
    r.runs.push_back(e);
    measured.push_back(e.measured_s);
    before.push_back(e.before_s);
    after.push_back(e.after_s);
  }
  r.mape_before = Mape(before, measured);
  r.mape_after = Mape(after, measured);
  r.rms_log_error_before = std::sqrt(Objective(runs, all, hw, start));
  r.rms_log_error_after = std::sqrt(Objective(runs, all, hw, r.params));
  // Leave-one-out: each run predicted by a fit on the others (needs as many
  // other runs as parameters).
  if (runs.size() > params.size()) {
    for (size_t i = 0; i < runs.size(); ++i) {
      std::vector<size_t> others;
      for (size_t j = 0; j < runs.size(); ++j) {
        if (j != i) others.push_back(j);
      }
      const auto fitted = Fit(runs, others, hw, start);
      r.runs[i].held_out_s = Predict(runs[i], ApplyCalibration(hw, fitted));
      held_out.push_back(*r.runs[i].held_out_s);
    }
    r.mape_held_out = Mape(held_out, measured);
  }
  return r;
}

}  // namespace shoal::validation
