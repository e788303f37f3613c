// Parameters of one rank: every tensor is a slice of a full tensor that is
// initialized from (seed, name) alone, so any parallel layout starts from the
// same weights as a single rank. Values and gradients live in two flat
// buffers per replication group, which makes reduction, clipping, ZeRO
// sharding and checkpointing work on contiguous memory.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "executor/tensor.h"

namespace shoal::executor {

/// Which ranks hold copies of a parameter: kDense over the data-parallel
/// group; kExpert over the expert-data-parallel group (ranks holding the same
/// experts).
enum class ParamGroup { kDense = 0, kExpert = 1 };
inline constexpr int kNumParamGroups = 2;

struct ParamSpec {
  std::string name;
  int64_t full_rows = 0, full_cols = 0;
  int64_t row0 = 0, col0 = 0;  ///< this rank's slice starts here
  int64_t rows = 0, cols = 0;  ///< and has this shape
  double init_std = 0.02;
  bool init_ones = false;  ///< RMSNorm gains
  bool decay = true;       ///< AdamW weight decay applies
  bool tp_split = false;   ///< differs across tensor-parallel ranks
  ParamGroup group = ParamGroup::kDense;
  size_t offset = 0;  ///< into the group's flat buffer (set by Add)
};

/// A dense-group parameter: the slice [row0, row0+rows) x [col0, col0+cols) of
/// a full_rows x full_cols tensor (tp_split when the slice is not the whole).
ParamSpec SliceSpec(const std::string& name, int64_t full_rows, int64_t full_cols, int64_t row0,
                    int64_t rows, int64_t col0, int64_t cols, double init_std);

class ParamStore {
 public:
  /// Registers a full-tensor parameter (no slicing).
  int AddFull(const std::string& name, int64_t rows, int64_t cols, double init_std,
              ParamGroup group = ParamGroup::kDense);
  /// Registers a parameter; returns its id. Call before Allocate.
  int Add(ParamSpec spec);
  /// Sizes the buffers and initializes every value from `seed`.
  void Allocate(uint64_t seed);

  MatMap Value(int id);
  MatMap Grad(int id);
  ConstMatMap Value(int id) const;
  const ParamSpec& spec(int id) const { return specs_[static_cast<size_t>(id)]; }
  const std::vector<ParamSpec>& specs() const { return specs_; }

  std::vector<double>& values(ParamGroup g) { return values_[static_cast<int>(g)]; }
  std::vector<double>& grads(ParamGroup g) { return grads_[static_cast<int>(g)]; }
  const std::vector<double>& values(ParamGroup g) const { return values_[static_cast<int>(g)]; }
  void ZeroGrads();
  double Bytes() const;

 private:
  std::vector<ParamSpec> specs_;
  std::vector<double> values_[kNumParamGroups];
  std::vector<double> grads_[kNumParamGroups];
  size_t sizes_[kNumParamGroups] = {0, 0};
};

}  // namespace shoal::executor
