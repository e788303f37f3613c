// Feed-forward networks: GELU (tanh approximation) or SwiGLU; the dense FFN
// splits its width over the tensor-parallel group (column- then row-parallel).
#include <cmath>

#include "executor/layers.h"

namespace shoal::executor {
namespace {

constexpr double kGeluC = 0.7978845608028654;  // sqrt(2 / pi)
constexpr double kGeluA = 0.044715;

// Every transcendental goes through Eigen's vectorized exp (tanh(u) =
// 1 - 2 / (exp(2u) + 1), sigmoid(v) = 1 / (1 + exp(-v))): the profiler times
// that exp on the host, and the simulator charges these element counts at it.
Mat GeluTanh(const Mat& x) {
  auto u = kGeluC * (x.array() + kGeluA * x.array().cube());
  return (1.0 - 2.0 / ((2.0 * u).exp() + 1.0)).matrix();
}

Mat Gelu(const Mat& x) { return (0.5 * x.array() * (1.0 + GeluTanh(x).array())).matrix(); }

Mat GeluGrad(const Mat& x) {
  const Mat tanh_u = GeluTanh(x);
  const auto t = tanh_u.array();
  const auto xa = x.array();
  return (0.5 * (1.0 + t) + 0.5 * xa * (1.0 - t * t) * kGeluC * (1.0 + 3.0 * kGeluA * xa * xa))
      .matrix();
}

Mat Sigmoid(const Mat& v) { return (1.0 / (1.0 + (-v.array()).exp())).matrix(); }

}  // namespace

FfnWeights AddFfnWeights(ParamStore* store, const std::string& name, const ModelConfig& m,
                         int64_t width, int64_t width_begin, int64_t width_local, ParamGroup group,
                         bool tp_split) {
  const int64_t h = m.hidden;
  const double out_std = 0.02 / std::sqrt(2.0 * m.num_layers);
  auto add = [&](const std::string& n, bool out) {
    ParamSpec s = out ? SliceSpec(name + n, width, h, width_begin, width_local, 0, h, out_std)
                      : SliceSpec(name + n, h, width, 0, h, width_begin, width_local, 0.02);
    s.group = group;
    s.tp_split = tp_split;
    return store->Add(s);
  };
  FfnWeights w;
  w.w1 = add(".w1", false);
  if (m.activation == Activation::kSwiglu) w.w3 = add(".w3", false);
  w.w2 = add(".w2", true);
  return w;
}

Mat FfnForward(const LayerContext& ctx, ParamStore* store, const FfnWeights& w, Activation act,
               const Mat& x, FfnCache* c) {
  const ParamStore& ps = *store;
  const int64_t width = ps.spec(w.w1).cols;
  c->x = x;
  c->h1.resize(x.rows(), width);
  ctx.device->Gemm(false, false, 1.0, x, ps.Value(w.w1), 0.0, c->h1);
  if (act == Activation::kSwiglu) {
    c->h3.resize(x.rows(), width);
    ctx.device->Gemm(false, false, 1.0, x, ps.Value(w.w3), 0.0, c->h3);
    c->act = c->h1.cwiseProduct(Sigmoid(c->h1)).cwiseProduct(c->h3);
  } else {
    c->act = Gelu(c->h1);
  }
  Mat y(x.rows(), x.cols());
  ctx.device->Gemm(false, false, 1.0, c->act, ps.Value(w.w2), 0.0, y);
  return y;
}

Mat FfnBackward(const LayerContext& ctx, ParamStore* store, const FfnWeights& w, Activation act,
                const FfnCache& c, const Mat& dy) {
  const ParamStore& ps = *store;
  ctx.device->Gemm(true, false, 1.0, c.act, dy, 1.0, store->Grad(w.w2));
  Mat da(dy.rows(), c.act.cols());
  ctx.device->Gemm(false, true, 1.0, dy, ps.Value(w.w2), 0.0, da);
  Mat dx(c.x.rows(), c.x.cols());
  if (act == Activation::kSwiglu) {
    const Mat sig = Sigmoid(c.h1);
    Mat silu = c.h1.cwiseProduct(sig);
    Mat dsilu = (sig.array() * (1.0 + c.h1.array() * (1.0 - sig.array()))).matrix();
    Mat dh1 = da.cwiseProduct(c.h3).cwiseProduct(dsilu);
    Mat dh3 = da.cwiseProduct(silu);
    ctx.device->Gemm(true, false, 1.0, c.x, dh1, 1.0, store->Grad(w.w1));
    ctx.device->Gemm(true, false, 1.0, c.x, dh3, 1.0, store->Grad(w.w3));
    ctx.device->Gemm(false, true, 1.0, dh1, ps.Value(w.w1), 0.0, dx);
    ctx.device->Gemm(false, true, 1.0, dh3, ps.Value(w.w3), 1.0, dx);
  } else {
    Mat dh = da.cwiseProduct(GeluGrad(c.h1));
    ctx.device->Gemm(true, false, 1.0, c.x, dh, 1.0, store->Grad(w.w1));
    ctx.device->Gemm(false, true, 1.0, dh, ps.Value(w.w1), 0.0, dx);
  }
  return dx;
}

DenseFfn::DenseFfn(ParamStore* store, const std::string& name, const ModelConfig& m, int64_t width,
                   int tp_rank, int tp_size)
    : store_(store), act_(m.activation) {
  const int64_t local = width / tp_size;
  w_ =
      AddFfnWeights(store, name, m, width, tp_rank * local, local, ParamGroup::kDense, tp_size > 1);
}

Mat DenseFfn::Forward(const LayerContext& ctx, const Mat& x, FfnCache* cache) const {
  Mat y = FfnForward(ctx, store_, w_, act_, x, cache);
  TpAllReduce(ctx, &y);
  return y;
}

Mat DenseFfn::Backward(const LayerContext& ctx, const FfnCache& cache, const Mat& dy) {
  Mat dx = FfnBackward(ctx, store_, w_, act_, cache, dy);
  TpAllReduce(ctx, &dx);
  return dx;
}

}  // namespace shoal::executor
