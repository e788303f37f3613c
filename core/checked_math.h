// Checked integer arithmetic for products formed from input (dp x tp x pp x
// cp, pp x virtual_stages, batch x sequence, byte counts): an overflow is
// reported instead of wrapping into a small or negative number.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>

namespace shoal {

/// a x b, or nullopt when it does not fit in int64.
inline std::optional<int64_t> CheckedMul(int64_t a, int64_t b) {
  int64_t out = 0;
  if (__builtin_mul_overflow(a, b, &out)) return std::nullopt;
  return out;
}

/// a + b, or nullopt when it does not fit in int64.
inline std::optional<int64_t> CheckedAdd(int64_t a, int64_t b) {
  int64_t out = 0;
  if (__builtin_add_overflow(a, b, &out)) return std::nullopt;
  return out;
}

/// The product of `factors`, or nullopt when any partial product overflows.
inline std::optional<int64_t> CheckedProduct(std::initializer_list<int64_t> factors) {
  int64_t p = 1;
  for (int64_t f : factors) {
    auto next = CheckedMul(p, f);
    if (!next) return std::nullopt;
    p = *next;
  }
  return p;
}

/// The product of `factors` when it lies in [lo, hi], else nullopt.
inline std::optional<int64_t> ProductIn(std::initializer_list<int64_t> factors, int64_t lo,
                                        int64_t hi) {
  auto p = CheckedProduct(factors);
  if (!p || *p < lo || *p > hi) return std::nullopt;
  return p;
}

/// `v` as an integer when it is finite, whole and in [lo, hi] (a number read
/// from JSON as a double), else nullopt. Never casts an out-of-range double.
std::optional<int64_t> WholeNumberIn(double v, int64_t lo, int64_t hi);

}  // namespace shoal
