#include "executor/markov_data.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "executor/rng.h"

namespace shoal::executor {

MarkovSource::MarkovSource(int vocab, int branching, uint64_t seed) : vocab_(vocab), seed_(seed) {
  if (vocab < 2 || branching < 1) throw std::invalid_argument("MarkovSource: bad shape");
  branching = std::min(branching, vocab);
  const size_t v = static_cast<size_t>(vocab);
  transition_.assign(v * v, 0.0);
  Rng rng(HashCombine(seed, 0x6d61726b6f76ULL));
  std::vector<int> states(v);
  for (size_t i = 0; i < v; ++i) {
    for (size_t s = 0; s < v; ++s) states[s] = static_cast<int>(s);
    double total = 0;
    for (int b = 0; b < branching; ++b) {  // partial Fisher-Yates: distinct successors
      size_t j = static_cast<size_t>(b) + rng.Below(v - static_cast<size_t>(b));
      std::swap(states[static_cast<size_t>(b)], states[j]);
      double w = 0.2 + rng.Uniform();
      transition_[i * v + static_cast<size_t>(states[static_cast<size_t>(b)])] = w;
      total += w;
    }
    for (size_t s = 0; s < v; ++s) transition_[i * v + s] /= total;
  }
  cumulative_.resize(v * v);
  for (size_t i = 0; i < v; ++i) {
    double c = 0;
    for (size_t s = 0; s < v; ++s) cumulative_[i * v + s] = (c += transition_[i * v + s]);
  }
  // Stationary distribution by power iteration (the chain may be periodic:
  // average with the identity, which keeps the same fixed point).
  stationary_.assign(v, 1.0 / static_cast<double>(vocab));
  std::vector<double> next(v);
  for (int it = 0; it < 20000; ++it) {
    std::fill(next.begin(), next.end(), 0.0);
    for (size_t i = 0; i < v; ++i) {
      for (size_t s = 0; s < v; ++s) next[s] += stationary_[i] * transition_[i * v + s];
    }
    double diff = 0;
    for (size_t s = 0; s < v; ++s) {
      double n = 0.5 * (next[s] + stationary_[s]);
      diff += std::abs(n - stationary_[s]);
      stationary_[s] = n;
    }
    if (diff < 1e-15) break;
  }
  stationary_cumulative_.resize(v);
  double c = 0;
  for (size_t s = 0; s < v; ++s) stationary_cumulative_[s] = (c += stationary_[s]);
  entropy_rate_ = 0;
  for (size_t i = 0; i < v; ++i) {
    double h = 0;
    for (size_t s = 0; s < v; ++s) {
      double p = transition_[i * v + s];
      if (p > 0) h -= p * std::log(p);
    }
    entropy_rate_ += stationary_[i] * h;
  }
}

int MarkovSource::Draw(const double* cumulative, double u) const {
  const double* end = cumulative + vocab_;
  const double* it = std::upper_bound(cumulative, end, u * cumulative[vocab_ - 1]);
  return static_cast<int>(std::min<std::ptrdiff_t>(it - cumulative, vocab_ - 1));
}

std::vector<int> MarkovSource::Sequence(int64_t step, int64_t index, int64_t length) const {
  Rng rng(
      HashCombine(HashCombine(seed_, static_cast<uint64_t>(step)), static_cast<uint64_t>(index)));
  std::vector<int> out(static_cast<size_t>(length));
  int state = Draw(stationary_cumulative_.data(), rng.Uniform());
  for (int64_t t = 0; t < length; ++t) {
    if (t > 0) {
      state = Draw(cumulative_.data() + static_cast<size_t>(state) * static_cast<size_t>(vocab_),
                   rng.Uniform());
    }
    out[static_cast<size_t>(t)] = state;
  }
  return out;
}

}  // namespace shoal::executor
