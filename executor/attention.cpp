// Causal multi-head (grouped-query) self-attention, tensor-parallel by heads.
#include <cmath>
#include <limits>
#include <utility>

#include "executor/layers.h"

namespace shoal::executor {

Attention::Attention(ParamStore* store, const std::string& name, const ModelConfig& m, int tp_rank,
                     int tp_size)
    : store_(store),
      heads_(m.num_heads / tp_size),
      kv_heads_(m.num_kv_heads / tp_size),
      head_dim_(m.head_dim) {
  const int64_t h = m.hidden;
  const int64_t q_full = m.num_heads * m.head_dim;
  const int64_t kv_full = m.num_kv_heads * m.head_dim;
  const int64_t q_local = heads_ * head_dim_;
  const int64_t kv_local = kv_heads_ * head_dim_;
  const double out_std = 0.02 / std::sqrt(2.0 * m.num_layers);
  wq_ = store->Add(SliceSpec(name + ".wq", h, q_full, 0, h, tp_rank * q_local, q_local, 0.02));
  wk_ = store->Add(SliceSpec(name + ".wk", h, kv_full, 0, h, tp_rank * kv_local, kv_local, 0.02));
  wv_ = store->Add(SliceSpec(name + ".wv", h, kv_full, 0, h, tp_rank * kv_local, kv_local, 0.02));
  wo_ = store->Add(SliceSpec(name + ".wo", q_full, h, tp_rank * q_local, q_local, 0, h, out_std));
}

Mat Attention::Forward(const LayerContext& ctx, const Mat& x, int64_t seq,
                       AttentionCache* c) const {
  const ParamStore& ps = *store_;
  const int64_t tokens = x.rows();
  const int64_t batch = tokens / seq;
  const int64_t group = heads_ / kv_heads_;
  const double scale = 1.0 / std::sqrt(static_cast<double>(head_dim_));
  c->x = x;
  c->q.resize(tokens, heads_ * head_dim_);
  c->k.resize(tokens, kv_heads_ * head_dim_);
  c->v.resize(tokens, kv_heads_ * head_dim_);
  ctx.device->Gemm(false, false, 1.0, x, ps.Value(wq_), 0.0, c->q);
  ctx.device->Gemm(false, false, 1.0, x, ps.Value(wk_), 0.0, c->k);
  ctx.device->Gemm(false, false, 1.0, x, ps.Value(wv_), 0.0, c->v);
  c->o.setZero(tokens, heads_ * head_dim_);
  c->probs.assign(static_cast<size_t>(batch * heads_), Mat());
  for (int64_t b = 0; b < batch; ++b) {
    for (int64_t hd = 0; hd < heads_; ++hd) {
      const int64_t kv = hd / group;
      auto q = c->q.block(b * seq, hd * head_dim_, seq, head_dim_);
      auto k = c->k.block(b * seq, kv * head_dim_, seq, head_dim_);
      auto v = c->v.block(b * seq, kv * head_dim_, seq, head_dim_);
      Mat s = (q * k.transpose()) * scale;
      for (int64_t i = 0; i < seq; ++i) {
        for (int64_t j = i + 1; j < seq; ++j) s(i, j) = -std::numeric_limits<double>::infinity();
        double mx = s.row(i).head(i + 1).maxCoeff();
        s.row(i) = (s.row(i).array() - mx).exp();
        s.row(i) /= s.row(i).sum();
      }
      c->o.block(b * seq, hd * head_dim_, seq, head_dim_) = s * v;
      c->probs[static_cast<size_t>(b * heads_ + hd)] = std::move(s);
    }
  }
  Mat y(tokens, x.cols());
  ctx.device->Gemm(false, false, 1.0, c->o, ps.Value(wo_), 0.0, y);
  TpAllReduce(ctx, &y);
  return y;
}

Mat Attention::Backward(const LayerContext& ctx, const AttentionCache& c, int64_t seq,
                        const Mat& dy) {
  const ParamStore& ps = *store_;
  const int64_t tokens = c.x.rows();
  const int64_t batch = tokens / seq;
  const int64_t group = heads_ / kv_heads_;
  const double scale = 1.0 / std::sqrt(static_cast<double>(head_dim_));
  ctx.device->Gemm(true, false, 1.0, c.o, dy, 1.0, store_->Grad(wo_));
  Mat d_o(tokens, heads_ * head_dim_);
  ctx.device->Gemm(false, true, 1.0, dy, ps.Value(wo_), 0.0, d_o);
  Mat dq = Mat::Zero(tokens, heads_ * head_dim_);
  Mat dk = Mat::Zero(tokens, kv_heads_ * head_dim_);
  Mat dv = Mat::Zero(tokens, kv_heads_ * head_dim_);
  for (int64_t b = 0; b < batch; ++b) {
    for (int64_t hd = 0; hd < heads_; ++hd) {
      const int64_t kv = hd / group;
      const Mat& p = c.probs[static_cast<size_t>(b * heads_ + hd)];
      auto q = c.q.block(b * seq, hd * head_dim_, seq, head_dim_);
      auto k = c.k.block(b * seq, kv * head_dim_, seq, head_dim_);
      auto v = c.v.block(b * seq, kv * head_dim_, seq, head_dim_);
      auto dout = d_o.block(b * seq, hd * head_dim_, seq, head_dim_);
      Mat dp = dout * v.transpose();
      dv.block(b * seq, kv * head_dim_, seq, head_dim_) += p.transpose() * dout;
      Mat ds(seq, seq);
      for (int64_t i = 0; i < seq; ++i) {
        double dot = dp.row(i).dot(p.row(i));
        ds.row(i) = p.row(i).cwiseProduct((dp.row(i).array() - dot).matrix()) * scale;
      }
      dq.block(b * seq, hd * head_dim_, seq, head_dim_) += ds * k;
      dk.block(b * seq, kv * head_dim_, seq, head_dim_) += ds.transpose() * q;
    }
  }
  ctx.device->Gemm(true, false, 1.0, c.x, dq, 1.0, store_->Grad(wq_));
  ctx.device->Gemm(true, false, 1.0, c.x, dk, 1.0, store_->Grad(wk_));
  ctx.device->Gemm(true, false, 1.0, c.x, dv, 1.0, store_->Grad(wv_));
  Mat dx(tokens, c.x.cols());
  ctx.device->Gemm(false, true, 1.0, dq, ps.Value(wq_), 0.0, dx);
  ctx.device->Gemm(false, true, 1.0, dk, ps.Value(wk_), 1.0, dx);
  ctx.device->Gemm(false, true, 1.0, dv, ps.Value(wv_), 1.0, dx);
  TpAllReduce(ctx, &dx);
  return dx;
}

}  // namespace shoal::executor
