// The layers of the decoder-only MoE transformer, forward and backward by
// hand. Activations are [tokens x hidden] row-major matrices; a micro-batch
// holds `batch` sequences of `seq` tokens, one after another. Every Forward
// fills a cache that the matching Backward consumes; Backward accumulates into
// the parameter gradients and returns the input gradient.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/model.h"
#include "executor/comm.h"
#include "executor/device.h"
#include "executor/params.h"
#include "executor/phase_timers.h"
#include "executor/tensor.h"

namespace shoal::executor {

/// What layers need from the rank they run on.
struct LayerContext {
  Device* device = nullptr;
  Comm* tp = nullptr;  ///< tensor-parallel group (size 1: none)
  Comm* ep = nullptr;  ///< expert-parallel group (size 1: none)
  PhaseTimers* timers = nullptr;
  /// d(total loss)/d(load-balancing loss of one layer in one micro-batch):
  /// aux_loss_coef / number of micro-batches in the global batch.
  double aux_grad_scale = 0.0;
  /// d(total loss)/d(summed token cross-entropy): 1 / tokens in the global batch.
  double ce_grad_scale = 0.0;
};

/// Sums `m` over the tensor-parallel group (timed as TP communication).
void TpAllReduce(const LayerContext& ctx, Mat* m);

class Embedding {
 public:
  Embedding(ParamStore* store, const std::string& name, int64_t vocab, int64_t hidden);
  Mat Forward(const std::vector<int>& tokens) const;
  void Backward(const std::vector<int>& tokens, const Mat& dy);
  int weight() const { return w_; }

 private:
  ParamStore* store_;
  int w_;
};

struct NormCache {
  Mat x;
  Vec inv_rms;
};

class RmsNorm {
 public:
  RmsNorm(ParamStore* store, const std::string& name, int64_t hidden);
  Mat Forward(const Mat& x, NormCache* cache) const;
  Mat Backward(const NormCache& cache, const Mat& dy);

 private:
  static constexpr double kEps = 1e-5;
  ParamStore* store_;
  int g_;
};

struct AttentionCache {
  Mat x, q, k, v, o;
  std::vector<Mat> probs;  ///< [sequence * local_heads] of seq x seq
};

/// Causal self-attention with grouped-query heads; column-parallel Q/K/V and
/// row-parallel output projection over the tensor-parallel group.
class Attention {
 public:
  Attention(ParamStore* store, const std::string& name, const ModelConfig& m, int tp_rank,
            int tp_size);
  Mat Forward(const LayerContext& ctx, const Mat& x, int64_t seq, AttentionCache* cache) const;
  Mat Backward(const LayerContext& ctx, const AttentionCache& cache, int64_t seq, const Mat& dy);

 private:
  ParamStore* store_;
  int64_t heads_, kv_heads_, head_dim_;  ///< local to this rank
  int wq_, wk_, wv_, wo_;
};

struct FfnCache {
  Mat x, h1, h3, act;
};

/// Parameter ids of one FFN (w3 only for SwiGLU).
struct FfnWeights {
  int w1 = -1, w3 = -1, w2 = -1;
};

/// Registers an FFN of width `width`, sliced [width_begin, width_begin + width_local).
FfnWeights AddFfnWeights(ParamStore* store, const std::string& name, const ModelConfig& m,
                         int64_t width, int64_t width_begin, int64_t width_local, ParamGroup group,
                         bool tp_split);
Mat FfnForward(const LayerContext& ctx, ParamStore* store, const FfnWeights& w, Activation act,
               const Mat& x, FfnCache* cache);
Mat FfnBackward(const LayerContext& ctx, ParamStore* store, const FfnWeights& w, Activation act,
                const FfnCache& cache, const Mat& dy);

/// Dense FFN, its width split over the tensor-parallel group.
class DenseFfn {
 public:
  DenseFfn(ParamStore* store, const std::string& name, const ModelConfig& m, int64_t width,
           int tp_rank, int tp_size);
  Mat Forward(const LayerContext& ctx, const Mat& x, FfnCache* cache) const;
  Mat Backward(const LayerContext& ctx, const FfnCache& cache, const Mat& dy);

 private:
  ParamStore* store_;
  Activation act_;
  FfnWeights w_;
};

struct MoeCache {
  Mat x, probs;
  std::vector<int> choice;   ///< [token * top_k] chosen expert
  std::vector<double> gate;  ///< [token * top_k] gate weight, 0 when dropped
  std::vector<double> frac;  ///< [expert] fraction of routing choices (pre-capacity)
  /// [expert] kept (token, slot) of this tensor rank's share of the tokens
  std::vector<std::vector<std::pair<int, int>>> routed;
  std::vector<Mat> expert_out;             ///< [expert] rows returned
  std::vector<FfnCache> local;             ///< [local expert] owner side
  std::vector<std::vector<int>> src_rows;  ///< [local expert][source rank]
  FfnCache shared;
  double aux = 0;  ///< load-balancing loss of this layer and micro-batch
  int dropped = 0;
};

/// MoE FFN: softmax router, top-k, capacity factor (0: dropless), Switch
/// load-balancing loss E * sum_e f_e P_e, experts spread over the
/// expert-parallel group (dispatch and combine all-to-all), optional shared
/// experts (dense, tensor-parallel). Every tensor rank routes the whole
/// micro-batch; each sends its own share of the tokens to the experts, and one
/// all-reduce over the tensor ranks joins the shares.
class MoeFfn {
 public:
  MoeFfn(ParamStore* store, const std::string& name, const ModelConfig& m, int ep_rank, int ep_size,
         int tp_rank, int tp_size);
  Mat Forward(const LayerContext& ctx, const Mat& x, MoeCache* cache) const;
  Mat Backward(const LayerContext& ctx, const MoeCache& cache, const Mat& dy);

 private:
  /// Sends rows per expert to their owners and runs the local experts on what
  /// arrives; returns, per expert, the rows that come back.
  std::vector<Mat> Exchange(const LayerContext& ctx, const std::vector<Mat>& rows_per_expert,
                            const std::function<Mat(int local, const Mat& in)>& run,
                            std::vector<std::vector<int>>* src_rows) const;

  ParamStore* store_;
  Activation act_;
  int experts_, top_k_, experts_per_rank_;
  double capacity_factor_;
  int router_;
  std::vector<FfnWeights> local_experts_;
  bool has_shared_ = false;
  FfnWeights shared_;
};

/// Final projection to the vocabulary and summed token cross-entropy.
struct HeadCache {
  Mat x, probs;
};

class LmHead {
 public:
  /// `tied_embedding` >= 0: reuse that [vocab x hidden] embedding weight.
  LmHead(ParamStore* store, const std::string& name, int64_t hidden, int64_t vocab,
         int tied_embedding);
  /// Returns the summed cross-entropy of predicting `targets`.
  double Forward(const LayerContext& ctx, const Mat& x, const std::vector<int>& targets,
                 HeadCache* cache) const;
  Mat Backward(const LayerContext& ctx, const HeadCache& cache, const std::vector<int>& targets);

 private:
  ParamStore* store_;
  int w_;
  bool tied_;
};

}  // namespace shoal::executor
