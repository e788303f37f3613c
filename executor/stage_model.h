// The part of the transformer one pipeline stage holds: the embedding on the
// first stage, its transformer blocks, the final norm and LM head on the last.
#pragma once

#include <memory>
#include <vector>

#include "core/model.h"
#include "core/plan_geometry.h"
#include "executor/layers.h"
#include "executor/layout.h"

namespace shoal::executor {

struct BlockCache {
  NormCache norm1, norm2;
  AttentionCache attn;
  FfnCache ffn;
  MoeCache moe;
};

struct StageCache {
  std::vector<int> inputs, targets;
  std::vector<BlockCache> blocks;
  NormCache final_norm;
  HeadCache head;
  double ce_sum = 0;   ///< summed token cross-entropy (last stage)
  double aux_sum = 0;  ///< summed load-balancing losses of this stage's MoE layers
  int dropped = 0;     ///< routing choices dropped by the capacity limit
  double Bytes() const;
};

class Block {
 public:
  Block(ParamStore* store, const ModelConfig& m, int layer, const Layout& l);
  Mat Forward(const LayerContext& ctx, const Mat& x, int64_t seq, BlockCache* c) const;
  Mat Backward(const LayerContext& ctx, const BlockCache& c, int64_t seq, const Mat& dy);
  bool is_moe() const { return moe_ != nullptr; }

 private:
  RmsNorm norm1_, norm2_;
  Attention attn_;
  std::unique_ptr<DenseFfn> dense_;
  std::unique_ptr<MoeFfn> moe_;
};

class StageModel {
 public:
  /// Registers this rank's parameters in `store` (call store->Allocate after).
  /// `layers`: this stage's share of the plan's layer split (AssignLayers,
  /// core/plan_geometry.h: the simulator's), one chunk.
  StageModel(ParamStore* store, const ModelConfig& m, const Layout& l, const StageLayers& layers);
  /// First stage: reads c->inputs; others: `x_in`. Returns the activations
  /// for the next stage (empty on the last stage, which sets c->ce_sum).
  Mat Forward(const LayerContext& ctx, const Mat* x_in, StageCache* c) const;
  /// Last stage: starts from the loss; others: from `dy`. Returns the input
  /// gradient for the previous stage (empty on the first stage).
  Mat Backward(const LayerContext& ctx, const StageCache& c, const Mat* dy);

 private:
  ModelConfig model_;
  bool first_, last_;
  std::unique_ptr<Embedding> embedding_;
  std::vector<Block> blocks_;
  std::unique_ptr<RmsNorm> final_norm_;
  std::unique_ptr<LmHead> head_;
};

}  // namespace shoal::executor
