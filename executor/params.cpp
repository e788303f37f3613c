#include "executor/params.h"

#include <algorithm>
#include <stdexcept>

#include "executor/rng.h"

namespace shoal::executor {

ParamSpec SliceSpec(const std::string& name, int64_t full_rows, int64_t full_cols, int64_t row0,
                    int64_t rows, int64_t col0, int64_t cols, double init_std) {
  ParamSpec s;
  s.name = name;
  s.full_rows = full_rows;
  s.full_cols = full_cols;
  s.row0 = row0;
  s.rows = rows;
  s.col0 = col0;
  s.cols = cols;
  s.init_std = init_std;
  s.tp_split = rows != full_rows || cols != full_cols;
  return s;
}

int ParamStore::AddFull(const std::string& name, int64_t rows, int64_t cols, double init_std,
                        ParamGroup group) {
  ParamSpec s;
  s.name = name;
  s.full_rows = s.rows = rows;
  s.full_cols = s.cols = cols;
  s.init_std = init_std;
  s.group = group;
  return Add(s);
}

int ParamStore::Add(ParamSpec spec) {
  if (!values_[0].empty() || !values_[1].empty()) {
    throw std::logic_error("ParamStore::Add after Allocate");
  }
  if (spec.row0 + spec.rows > spec.full_rows || spec.col0 + spec.cols > spec.full_cols) {
    throw std::logic_error("parameter slice out of range: " + spec.name);
  }
  size_t& size = sizes_[static_cast<int>(spec.group)];
  spec.offset = size;
  size += static_cast<size_t>(spec.rows * spec.cols);
  specs_.push_back(std::move(spec));
  return static_cast<int>(specs_.size()) - 1;
}

void ParamStore::Allocate(uint64_t seed) {
  for (int g = 0; g < kNumParamGroups; ++g) {
    values_[g].assign(sizes_[g], 0.0);
    grads_[g].assign(sizes_[g], 0.0);
  }
  for (size_t id = 0; id < specs_.size(); ++id) {
    const ParamSpec& s = specs_[id];
    MatMap v = Value(static_cast<int>(id));
    if (s.init_ones) {
      v.setOnes();
      continue;
    }
    // Draw the whole tensor in row-major order, keep this rank's slice.
    Rng rng(HashCombine(seed, HashString(s.name)));
    for (int64_t r = 0; r < s.full_rows; ++r) {
      for (int64_t c = 0; c < s.full_cols; ++c) {
        double x = rng.Normal() * s.init_std;
        if (r >= s.row0 && r < s.row0 + s.rows && c >= s.col0 && c < s.col0 + s.cols) {
          v(r - s.row0, c - s.col0) = x;
        }
      }
    }
  }
}

MatMap ParamStore::Value(int id) {
  const ParamSpec& s = specs_[static_cast<size_t>(id)];
  return MatMap(values_[static_cast<int>(s.group)].data() + s.offset, s.rows, s.cols);
}

ConstMatMap ParamStore::Value(int id) const {
  const ParamSpec& s = specs_[static_cast<size_t>(id)];
  return ConstMatMap(values_[static_cast<int>(s.group)].data() + s.offset, s.rows, s.cols);
}

MatMap ParamStore::Grad(int id) {
  const ParamSpec& s = specs_[static_cast<size_t>(id)];
  return MatMap(grads_[static_cast<int>(s.group)].data() + s.offset, s.rows, s.cols);
}

void ParamStore::ZeroGrads() {
  for (auto& g : grads_) std::fill(g.begin(), g.end(), 0.0);
}

double ParamStore::Bytes() const {
  double n = 0;
  for (int g = 0; g < kNumParamGroups; ++g) {
    n += static_cast<double>(values_[g].size() + grads_[g].size()) * sizeof(double);
  }
  return n;
}

}  // namespace shoal::executor
