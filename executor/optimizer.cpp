#include "executor/optimizer.h"

#include <algorithm>
#include <cmath>

namespace shoal::executor {

ShardedAdamW::ShardedAdamW(ParamStore* store, std::array<Comm*, kNumParamGroups> group_comms,
                           bool zero1, int tp_rank, const AdamWOptions& options)
    : store_(store), comms_(group_comms), zero1_(zero1), options_(options) {
  for (int g = 0; g < kNumParamGroups; ++g) {
    size_t n = store->values(static_cast<ParamGroup>(g)).size();
    counted_[static_cast<size_t>(g)].assign(n, 0);
    decay_[static_cast<size_t>(g)].assign(n, 0);
  }
  // Each value counts once in the gradient norm: a dense one replicated over
  // the tensor ranks on tensor rank 0; an expert one on every rank, since its
  // expert-data-parallel group already spans the tensor ranks (layout.h) and
  // each member counts its own shard.
  for (const ParamSpec& s : store->specs()) {
    size_t g = static_cast<size_t>(s.group);
    size_t n = static_cast<size_t>(s.rows * s.cols);
    const bool counted = s.tp_split || tp_rank == 0 || s.group == ParamGroup::kExpert;
    std::fill_n(counted_[g].begin() + static_cast<std::ptrdiff_t>(s.offset), n, counted ? 1 : 0);
    std::fill_n(decay_[g].begin() + static_cast<std::ptrdiff_t>(s.offset), n, s.decay ? 1 : 0);
  }
  for (int g = 0; g < kNumParamGroups; ++g) {
    size_t n = store->values(static_cast<ParamGroup>(g)).size();
    update_[static_cast<size_t>(g)] = zero1 ? ShardOf(g) : Range{0, n};
    size_t len = update_[static_cast<size_t>(g)].end - update_[static_cast<size_t>(g)].begin;
    m_[static_cast<size_t>(g)].assign(len, 0.0);
    v_[static_cast<size_t>(g)].assign(len, 0.0);
  }
}

ShardedAdamW::Range ShardedAdamW::ShardOf(int g) const {
  const Comm* c = comms_[static_cast<size_t>(g)];
  size_t n = store_->values(static_cast<ParamGroup>(g)).size();
  size_t ranks = static_cast<size_t>(c->size());
  size_t per = (n + ranks - 1) / ranks;
  size_t begin = std::min(n, per * static_cast<size_t>(c->rank()));
  return Range{begin, std::min(n, begin + per)};
}

void ShardedAdamW::ReduceGradients(PhaseTimers* timers) {
  ScopedPhase t(timers, TimedPhase::kDp);
  const size_t bucket =
      std::max<size_t>(1, static_cast<size_t>(options_.bucket_bytes / sizeof(double)));
  for (int g = 0; g < kNumParamGroups; ++g) {
    Comm* c = comms_[static_cast<size_t>(g)];
    if (c->size() == 1) continue;
    std::vector<double>& grads = store_->grads(static_cast<ParamGroup>(g));
    for (size_t begin = 0; begin < grads.size(); begin += bucket) {
      c->AllReduceSum(grads.data() + begin, std::min(bucket, grads.size() - begin));
    }
  }
}

double ShardedAdamW::LocalGradNormSquared() const {
  double sum = 0;
  for (int g = 0; g < kNumParamGroups; ++g) {
    const std::vector<double>& grads = store_->grads(static_cast<ParamGroup>(g));
    Range r = ShardOf(g);
    for (size_t i = r.begin; i < r.end; ++i) {
      if (counted_[static_cast<size_t>(g)][i]) sum += grads[i] * grads[i];
    }
  }
  return sum;
}

void ShardedAdamW::Step(int64_t step, double lr, double grad_scale, PhaseTimers* timers) {
  {
    ScopedPhase t(timers, TimedPhase::kOptimizer);
    const double t1 = static_cast<double>(step + 1);
    const double bc1 = 1.0 - std::pow(options_.beta1, t1);
    const double bc2 = 1.0 - std::pow(options_.beta2, t1);
    for (int g = 0; g < kNumParamGroups; ++g) {
      const size_t gi = static_cast<size_t>(g);
      std::vector<double>& p = store_->values(static_cast<ParamGroup>(g));
      const std::vector<double>& grad = store_->grads(static_cast<ParamGroup>(g));
      std::vector<double>& m = m_[gi];
      std::vector<double>& v = v_[gi];
      const Range r = update_[gi];
      for (size_t i = r.begin; i < r.end; ++i) {
        const size_t j = i - r.begin;
        const double gr = grad[i] * grad_scale;
        m[j] = options_.beta1 * m[j] + (1.0 - options_.beta1) * gr;
        v[j] = options_.beta2 * v[j] + (1.0 - options_.beta2) * gr * gr;
        const double update = (m[j] / bc1) / (std::sqrt(v[j] / bc2) + options_.eps);
        const double decay = decay_[gi][i] ? options_.weight_decay * p[i] : 0.0;
        p[i] -= lr * (update + decay);
      }
    }
  }
  if (!zero1_) return;
  ScopedPhase t(timers, TimedPhase::kDp);
  for (int g = 0; g < kNumParamGroups; ++g) {
    Comm* c = comms_[static_cast<size_t>(g)];
    if (c->size() == 1) continue;
    std::vector<double>& p = store_->values(static_cast<ParamGroup>(g));
    const size_t ranks = static_cast<size_t>(c->size());
    const size_t per = (p.size() + ranks - 1) / ranks;
    std::vector<double> mine(per, 0.0), all(per * ranks);
    Range r = ShardOf(g);
    std::copy(p.begin() + static_cast<std::ptrdiff_t>(r.begin),
              p.begin() + static_cast<std::ptrdiff_t>(r.end), mine.begin());
    c->AllGather(mine.data(), per, all.data());
    std::copy(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(p.size()), p.begin());
  }
}

double ShardedAdamW::StateBytes() const {
  double n = 0;
  for (int g = 0; g < kNumParamGroups; ++g) {
    n += static_cast<double>(m_[static_cast<size_t>(g)].size() + v_[static_cast<size_t>(g)].size());
  }
  return n * sizeof(double);
}

}  // namespace shoal::executor
