#include "planner/failure_model.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

namespace shoal::planner {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
// Simulated cycles over all trials: bounds the cost of one estimate (~ms).
constexpr double kCycleBudget = 4e5;
constexpr int kMinTrials = 20;
constexpr int kMaxTrials = 200;

// Exponential draws from the raw 64-bit stream (inverse CDF), so the answer
// does not depend on the standard library's distribution algorithms.
class Draws {
 public:
  explicit Draws(uint64_t seed) : rng_(seed) {}
  double Exponential(double rate) {
    if (rate <= 0) return kInf;
    const double u = static_cast<double>(rng_() >> 11) * 0x1.0p-53;  // [0, 1)
    return -std::log1p(-u) / rate;
  }

 private:
  std::mt19937_64 rng_;
};

// One cycle: training resumes from the last committed checkpoint with
// `remaining` work left; it turns grey (slower) at `grey_at` and is
// interrupted at `end` (wall seconds from the resume). Checkpoint k completes
// its stall at the end of period k (tau of work, then the stall).
struct Cycle {
  double tau, stall, lag, slow;  // slow: wall seconds per second of work while grey

  double FastPeriod() const { return tau + stall; }
  double SlowPeriod() const { return tau * slow + stall; }

  struct Outcome {
    bool finished = false;
    double finish_s = 0;   ///< when the work ran out (finished)
    double committed = 0;  ///< work saved by end (not finished)
  };

  Outcome Run(double remaining, double grey_at, double end) const {
    Outcome o;
    const double pf = FastPeriod();
    // Done before turning grey or being interrupted?
    const double k_fast = std::ceil(remaining / tau) - 1;
    const double fast_finish = k_fast * pf + (remaining - k_fast * tau);
    if (fast_finish <= std::min(grey_at, end)) {
      o.finished = true;
      o.finish_s = fast_finish;
      return o;
    }
    const double split = std::min(grey_at, end);  // fast until here (finite)
    const double n_fast = std::floor(split / pf);  // snapshots before the split
    const double r = split - n_fast * pf;          // into the straddled period
    const double work_at_split = n_fast * tau + std::min(r, tau);
    // The straddled period's snapshot, when it runs slow after the split.
    const double first_slow_snapshot =
        r < tau ? split + (tau - r) * slow + stall : split + (pf - r);
    // Finish time, running slow after the split.
    double finish;
    {
      double need = remaining - work_at_split;
      if (r < tau && need <= tau - r) {
        finish = split + need * slow;
      } else {
        if (r < tau) need -= tau - r;
        const double k = std::ceil(need / tau) - 1;
        finish = first_slow_snapshot + k * SlowPeriod() + (need - k * tau) * slow;
      }
    }
    if (finish <= end) {
      o.finished = true;
      o.finish_s = finish;
      return o;
    }
    // Checkpoints committed by the interruption.
    const double t = end - lag;
    double snapshots = 0;
    if (t >= 0) {
      if (t <= split) {
        snapshots = std::floor(t / pf);
      } else {
        snapshots = n_fast;
        if (t >= first_slow_snapshot)
          snapshots += 1 + std::floor((t - first_slow_snapshot) / SlowPeriod());
      }
    }
    o.committed = std::min(snapshots * tau, remaining);
    return o;
  }
};

double Quantile(std::vector<double> v, double q) {
  std::sort(v.begin(), v.end());
  const double pos = q * static_cast<double>(v.size() - 1);
  const size_t lo = static_cast<size_t>(std::floor(pos));
  const size_t hi = std::min(lo + 1, v.size() - 1);
  return v[lo] + (v[hi] - v[lo]) * (pos - static_cast<double>(lo));
}

}  // namespace

StragglerEstimate EstimateStragglers(double step_time_s, int nodes, double node_step_probability,
                                     double slowdown) {
  StragglerEstimate s;
  const double p = std::clamp(node_step_probability, 0.0, 1.0);
  s.slow_step_probability = p >= 1.0 ? 1.0 : -std::expm1(std::max(1, nodes) * std::log1p(-p));
  s.factor = 1.0 + slowdown * s.slow_step_probability;
  const double slow_step = step_time_s * (1.0 + slowdown);
  s.step_time_p50_s = s.slow_step_probability > 0.5 ? slow_step : step_time_s;
  s.step_time_p90_s = s.slow_step_probability > 0.1 ? slow_step : step_time_s;
  return s;
}

TimeToTrainDistribution SimulateTimeToTrain(const FailureModelInputs& in) {
  TimeToTrainDistribution d;
  d.stragglers = EstimateStragglers(in.step_time_s, in.nodes, in.straggler_node_step_probability,
                                    in.straggler_slowdown);
  const double work = in.solve_s * d.stragglers.factor;
  if (work <= 0) return d;
  const double grey = std::clamp(in.grey_failure_fraction, 0.0, 1.0);
  const double rate = std::max(0.0, in.interruptions_per_s);
  const double hard_rate = rate * (1.0 - grey), grey_rate = rate * grey;
  // At most one checkpoint per step; at least one over the whole run.
  Cycle cycle;
  cycle.tau = std::max(std::min(in.checkpoint_interval_s, work), std::max(in.step_time_s, 1e-9));
  cycle.stall = std::max(0.0, in.checkpoint_stall_s);
  cycle.lag = std::max(0.0, in.checkpoint_commit_lag_s);
  cycle.slow = 1.0 + std::max(0.0, in.grey_slowdown);
  const double detection = std::max(0.0, in.grey_detection_s);

  int trials = in.trials;
  if (trials <= 0) {
    const double cycles = 1.0 + rate * work * (1.0 + cycle.stall / cycle.tau);
    trials = static_cast<int>(std::clamp(kCycleBudget / cycles, double{kMinTrials},
                                         double{kMaxTrials}));
  }
  Draws draws(in.seed);
  std::vector<double> walls;
  walls.reserve(static_cast<size_t>(trials));
  double interruptions = 0;
  for (int trial = 0; trial < trials; ++trial) {
    double remaining = work, wall = 0;
    for (;;) {
      const double hard_at = draws.Exponential(hard_rate);
      const double grey_at = draws.Exponential(grey_rate);
      const double end = std::min(hard_at, grey_at + detection);
      const Cycle::Outcome o = cycle.Run(remaining, grey_at, end);
      if (o.finished) {
        wall += o.finish_s;
        break;
      }
      wall += end;
      remaining -= o.committed;
      interruptions += 1;
      // The restart itself can be interrupted: start it over.
      for (;;) {
        const double next = draws.Exponential(rate);
        if (next >= in.restart_s) break;
        wall += next;
        interruptions += 1;
      }
      wall += in.restart_s;
    }
    walls.push_back(wall);
  }
  double sum = 0;
  for (double w : walls) sum += w;
  d.trials = trials;
  d.mean_s = sum / trials;
  d.p50_s = Quantile(walls, 0.5);
  d.p90_s = Quantile(walls, 0.9);
  d.mean_interruptions = interruptions / trials;
  return d;
}

}  // namespace shoal::planner
