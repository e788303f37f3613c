// Synthetic training data with a known answer: token sequences from a random
// first-order Markov chain. Each state has `branching` successors with random
// probabilities, so the entropy rate H = sum_i pi_i * H(P_i) is computable and
// is the lowest cross-entropy any model can reach. Sequence `index` of step
// `step` is a pure function of (seed, step, index), so no generator state
// needs saving: a resumed run draws exactly the same data.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace shoal::executor {

class MarkovSource {
 public:
  MarkovSource(int vocab, int branching, uint64_t seed);
  /// `length` tokens; the first is drawn from the stationary distribution.
  std::vector<int> Sequence(int64_t step, int64_t index, int64_t length) const;
  /// Entropy rate in nats per token.
  double EntropyRate() const { return entropy_rate_; }
  int vocab() const { return vocab_; }
  const std::vector<double>& stationary() const { return stationary_; }
  double Transition(int from, int to) const {
    return transition_[static_cast<size_t>(from) * static_cast<size_t>(vocab_) +
                       static_cast<size_t>(to)];
  }

 private:
  int Draw(const double* cumulative, double u) const;

  int vocab_;
  uint64_t seed_;
  std::vector<double> transition_;  ///< row-major [from][to]
  std::vector<double> cumulative_;  ///< row-wise cumulative sums
  std::vector<double> stationary_, stationary_cumulative_;
  double entropy_rate_ = 0;
};

}  // namespace shoal::executor
