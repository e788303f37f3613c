// Token embedding, RMSNorm, LM head with cross-entropy.
#include <cmath>
#include <utility>

#include "executor/layers.h"

namespace shoal::executor {

void TpAllReduce(const LayerContext& ctx, Mat* m) {
  if (ctx.tp == nullptr || ctx.tp->size() == 1) return;
  ScopedPhase t(ctx.timers, TimedPhase::kTp);
  ctx.tp->AllReduceSum(m->data(), static_cast<size_t>(m->size()));
}

Embedding::Embedding(ParamStore* store, const std::string& name, int64_t vocab, int64_t hidden)
    : store_(store), w_(store->AddFull(name + ".weight", vocab, hidden, 0.02)) {}

Mat Embedding::Forward(const std::vector<int>& tokens) const {
  ConstMatMap w = std::as_const(*store_).Value(w_);
  Mat y(static_cast<int64_t>(tokens.size()), w.cols());
  for (size_t t = 0; t < tokens.size(); ++t) y.row(static_cast<int64_t>(t)) = w.row(tokens[t]);
  return y;
}

void Embedding::Backward(const std::vector<int>& tokens, const Mat& dy) {
  MatMap g = store_->Grad(w_);
  for (size_t t = 0; t < tokens.size(); ++t) g.row(tokens[t]) += dy.row(static_cast<int64_t>(t));
}

RmsNorm::RmsNorm(ParamStore* store, const std::string& name, int64_t hidden) : store_(store) {
  ParamSpec s;
  s.name = name + ".gain";
  s.full_rows = s.rows = 1;
  s.full_cols = s.cols = hidden;
  s.init_ones = true;
  s.decay = false;
  g_ = store->Add(s);
}

Mat RmsNorm::Forward(const Mat& x, NormCache* cache) const {
  ConstMatMap g = std::as_const(*store_).Value(g_);
  const double h = static_cast<double>(x.cols());
  cache->x = x;
  cache->inv_rms.resize(x.rows());
  Mat y(x.rows(), x.cols());
  for (int64_t t = 0; t < x.rows(); ++t) {
    double r = 1.0 / std::sqrt(x.row(t).squaredNorm() / h + kEps);
    cache->inv_rms(t) = r;
    y.row(t) = x.row(t).cwiseProduct(g.row(0)) * r;
  }
  return y;
}

Mat RmsNorm::Backward(const NormCache& cache, const Mat& dy) {
  ConstMatMap g = std::as_const(*store_).Value(g_);
  MatMap dg = store_->Grad(g_);
  const Mat& x = cache.x;
  const double h = static_cast<double>(x.cols());
  Mat dx(x.rows(), x.cols());
  for (int64_t t = 0; t < x.rows(); ++t) {
    double r = cache.inv_rms(t);
    dg.row(0) += dy.row(t).cwiseProduct(x.row(t)) * r;
    Eigen::RowVectorXd u = dy.row(t).cwiseProduct(g.row(0));
    double dot = u.dot(x.row(t));
    dx.row(t) = u * r - x.row(t) * (r * r * r * dot / h);
  }
  return dx;
}

LmHead::LmHead(ParamStore* store, const std::string& name, int64_t hidden, int64_t vocab,
               int tied_embedding)
    : store_(store), tied_(tied_embedding >= 0) {
  w_ = tied_ ? tied_embedding : store->AddFull(name + ".weight", hidden, vocab, 0.02);
}

double LmHead::Forward(const LayerContext& ctx, const Mat& x, const std::vector<int>& targets,
                       HeadCache* cache) const {
  ConstMatMap w = std::as_const(*store_).Value(w_);
  const int64_t vocab = tied_ ? w.rows() : w.cols();
  Mat logits(x.rows(), vocab);
  ctx.device->Gemm(false, tied_, 1.0, x, w, 0.0, logits);
  cache->x = x;
  double loss = 0;
  for (int64_t t = 0; t < logits.rows(); ++t) {
    double mx = logits.row(t).maxCoeff();
    Eigen::RowVectorXd e = (logits.row(t).array() - mx).exp();
    double sum = e.sum();
    loss += std::log(sum) + mx - logits(t, targets[static_cast<size_t>(t)]);
    logits.row(t) = e / sum;
  }
  cache->probs = std::move(logits);
  return loss;
}

Mat LmHead::Backward(const LayerContext& ctx, const HeadCache& cache,
                     const std::vector<int>& targets) {
  Mat dlogits = cache.probs;
  for (int64_t t = 0; t < dlogits.rows(); ++t) dlogits(t, targets[static_cast<size_t>(t)]) -= 1.0;
  dlogits *= ctx.ce_grad_scale;
  ConstMatMap w = std::as_const(*store_).Value(w_);
  MatMap gw = store_->Grad(w_);
  if (tied_) {
    ctx.device->Gemm(true, false, 1.0, dlogits, cache.x, 1.0, gw);  // [V x H]
  } else {
    ctx.device->Gemm(true, false, 1.0, cache.x, dlogits, 1.0, gw);  // [H x V]
  }
  Mat dx(cache.x.rows(), cache.x.cols());
  ctx.device->Gemm(false, !tied_, 1.0, dlogits, w, 0.0, dx);
  return dx;
}

}  // namespace shoal::executor
