// Mixture-of-Experts FFN with expert parallelism.
#include <algorithm>
#include <cmath>
#include <numeric>
#include <utility>

#include "executor/layers.h"

namespace shoal::executor {
namespace {

// Appends a block of rows, prefixed by its row count.
void PackRows(const Mat& rows, std::vector<double>* out) {
  out->push_back(static_cast<double>(rows.rows()));
  out->insert(out->end(), rows.data(), rows.data() + rows.size());
}

Mat UnpackRows(const std::vector<double>& in, size_t* pos, int64_t cols) {
  const int64_t n = static_cast<int64_t>(in.at(*pos));
  *pos += 1;
  Mat rows(n, cols);
  std::copy(in.begin() + static_cast<std::ptrdiff_t>(*pos),
            in.begin() + static_cast<std::ptrdiff_t>(*pos + static_cast<size_t>(n * cols)),
            rows.data());
  *pos += static_cast<size_t>(n * cols);
  return rows;
}

}  // namespace

MoeFfn::MoeFfn(ParamStore* store, const std::string& name, const ModelConfig& m, int ep_rank,
               int ep_size, int tp_rank, int tp_size)
    : store_(store),
      act_(m.activation),
      experts_(m.moe.num_experts),
      top_k_(m.moe.top_k),
      experts_per_rank_(m.moe.num_experts / ep_size),
      capacity_factor_(m.moe.capacity_factor) {
  router_ = store->AddFull(name + ".router", m.hidden, experts_, 0.02);
  const int64_t width = m.moe.expert_ffn_hidden;
  for (int le = 0; le < experts_per_rank_; ++le) {
    int e = ep_rank * experts_per_rank_ + le;
    local_experts_.push_back(AddFfnWeights(store, name + ".expert" + std::to_string(e), m, width, 0,
                                           width, ParamGroup::kExpert, false));
  }
  if (m.moe.num_shared_experts > 0) {
    has_shared_ = true;
    const int64_t shared_width = width * m.moe.num_shared_experts;
    const int64_t local = shared_width / tp_size;
    shared_ = AddFfnWeights(store, name + ".shared", m, shared_width, tp_rank * local, local,
                            ParamGroup::kDense, tp_size > 1);
  }
}

std::vector<Mat> MoeFfn::Exchange(const LayerContext& ctx, const std::vector<Mat>& rows_per_expert,
                                  const std::function<Mat(int, const Mat&)>& run,
                                  std::vector<std::vector<int>>* src_rows) const {
  const int ranks = ctx.ep->size();
  const int64_t cols = rows_per_expert.front().cols();
  std::vector<std::vector<double>> send(static_cast<size_t>(ranks));
  for (int e = 0; e < experts_; ++e) {
    PackRows(rows_per_expert[static_cast<size_t>(e)],
             &send[static_cast<size_t>(e / experts_per_rank_)]);
  }
  // One rank (ep = 1): everything stays here, no all-to-all.
  auto all_to_all = [&](std::vector<std::vector<double>>& out) {
    if (ranks == 1) return std::move(out);
    ScopedPhase t(ctx.timers, TimedPhase::kEp);
    return ctx.ep->AllToAllV(out);
  };
  std::vector<std::vector<double>> recv = all_to_all(send);
  // Owner side: gather each local expert's rows from every source, run, split back.
  std::vector<std::vector<Mat>> from(static_cast<size_t>(experts_per_rank_));
  std::vector<size_t> pos(static_cast<size_t>(ranks), 0);
  for (int src = 0; src < ranks; ++src) {
    for (int le = 0; le < experts_per_rank_; ++le) {
      from[static_cast<size_t>(le)].push_back(
          UnpackRows(recv[static_cast<size_t>(src)], &pos[static_cast<size_t>(src)], cols));
    }
  }
  src_rows->assign(static_cast<size_t>(experts_per_rank_),
                   std::vector<int>(static_cast<size_t>(ranks)));
  std::vector<std::vector<double>> back(static_cast<size_t>(ranks));
  for (int le = 0; le < experts_per_rank_; ++le) {
    auto& parts = from[static_cast<size_t>(le)];
    int64_t total = 0;
    for (const Mat& p : parts) total += p.rows();
    Mat in(total, cols);
    int64_t row = 0;
    for (int src = 0; src < ranks; ++src) {
      const Mat& p = parts[static_cast<size_t>(src)];
      (*src_rows)[static_cast<size_t>(le)][static_cast<size_t>(src)] = static_cast<int>(p.rows());
      if (p.rows() > 0) in.middleRows(row, p.rows()) = p;
      row += p.rows();
    }
    Mat out = run(le, in);
    row = 0;
    for (int src = 0; src < ranks; ++src) {
      int64_t n = parts[static_cast<size_t>(src)].rows();
      PackRows(out.middleRows(row, n), &back[static_cast<size_t>(src)]);
      row += n;
    }
  }
  recv = all_to_all(back);
  std::vector<Mat> result(static_cast<size_t>(experts_));
  std::fill(pos.begin(), pos.end(), 0);
  for (int e = 0; e < experts_; ++e) {
    size_t owner = static_cast<size_t>(e / experts_per_rank_);
    result[static_cast<size_t>(e)] = UnpackRows(recv[owner], &pos[owner], cols);
  }
  return result;
}

Mat MoeFfn::Forward(const LayerContext& ctx, const Mat& x, MoeCache* c) const {
  const ParamStore& ps = *store_;
  const int64_t tokens = x.rows();
  c->x = x;
  c->probs.resize(tokens, experts_);
  ctx.device->Gemm(false, false, 1.0, x, ps.Value(router_), 0.0, c->probs);
  for (int64_t t = 0; t < tokens; ++t) {
    double mx = c->probs.row(t).maxCoeff();
    c->probs.row(t) = (c->probs.row(t).array() - mx).exp();
    c->probs.row(t) /= c->probs.row(t).sum();
  }
  // Top-k per token (ties: lower expert index first).
  const size_t k = static_cast<size_t>(top_k_);
  c->choice.assign(static_cast<size_t>(tokens) * k, 0);
  c->gate.assign(static_cast<size_t>(tokens) * k, 0.0);
  std::vector<int> order(static_cast<size_t>(experts_));
  std::vector<double> chosen(static_cast<size_t>(experts_), 0.0);
  for (int64_t t = 0; t < tokens; ++t) {
    std::iota(order.begin(), order.end(), 0);
    std::partial_sort(order.begin(), order.begin() + top_k_, order.end(), [&](int a, int b) {
      double pa = c->probs(t, a), pb = c->probs(t, b);
      return pa > pb || (pa == pb && a < b);
    });
    for (size_t j = 0; j < k; ++j) {
      c->choice[static_cast<size_t>(t) * k + j] = order[j];
      chosen[static_cast<size_t>(order[j])] += 1.0;
    }
  }
  // Capacity per expert over this rank's micro-batch; first choices are served first.
  const int64_t capacity =
      capacity_factor_ > 0
          ? static_cast<int64_t>(std::ceil(capacity_factor_ * static_cast<double>(tokens) *
                                           static_cast<double>(top_k_) / experts_))
          : tokens;
  c->routed.assign(static_cast<size_t>(experts_), {});
  c->dropped = 0;
  for (size_t j = 0; j < k; ++j) {
    for (int64_t t = 0; t < tokens; ++t) {
      size_t slot = static_cast<size_t>(t) * k + j;
      auto& list = c->routed[static_cast<size_t>(c->choice[slot])];
      if (static_cast<int64_t>(list.size()) < capacity) {
        list.emplace_back(static_cast<int>(t), static_cast<int>(j));
        c->gate[slot] = c->probs(t, c->choice[slot]);
      } else {
        ++c->dropped;
      }
    }
  }
  // Switch-style load-balancing loss: E * sum_e f_e * P_e.
  c->frac.assign(static_cast<size_t>(experts_), 0.0);
  c->aux = 0;
  for (int e = 0; e < experts_; ++e) {
    c->frac[static_cast<size_t>(e)] =
        chosen[static_cast<size_t>(e)] / (static_cast<double>(tokens) * top_k_);
    c->aux += experts_ * c->frac[static_cast<size_t>(e)] * c->probs.col(e).mean();
  }
  // Every tensor rank routed the whole micro-batch alike (the same gates,
  // drops and balancing loss as one rank); each sends only its share of the
  // tokens through the experts, as in Megatron's sequence-parallel MoE layer,
  // since its expert-parallel and expert-data-parallel groups span tensor
  // ranks (executor/layout.h).
  const int tp = ctx.tp != nullptr ? ctx.tp->size() : 1;
  if (tp > 1) {
    const int r = ctx.tp->rank();
    const int64_t begin = tokens * r / tp, end = tokens * (r + 1) / tp;
    for (auto& list : c->routed) {
      std::erase_if(
          list, [&](const std::pair<int, int>& e) { return e.first < begin || e.first >= end; });
    }
  }
  // Dispatch, run the local experts, combine.
  std::vector<Mat> rows(static_cast<size_t>(experts_));
  for (int e = 0; e < experts_; ++e) {
    const auto& list = c->routed[static_cast<size_t>(e)];
    Mat& r = rows[static_cast<size_t>(e)];
    r.resize(static_cast<int64_t>(list.size()), x.cols());
    for (size_t i = 0; i < list.size(); ++i) r.row(static_cast<int64_t>(i)) = x.row(list[i].first);
  }
  c->local.assign(static_cast<size_t>(experts_per_rank_), FfnCache());
  c->expert_out = Exchange(
      ctx, rows,
      [&](int le, const Mat& in) {
        return FfnForward(ctx, store_, local_experts_[static_cast<size_t>(le)], act_, in,
                          &c->local[static_cast<size_t>(le)]);
      },
      &c->src_rows);
  Mat y = Mat::Zero(tokens, x.cols());
  for (int e = 0; e < experts_; ++e) {
    const auto& list = c->routed[static_cast<size_t>(e)];
    const Mat& out = c->expert_out[static_cast<size_t>(e)];
    for (size_t i = 0; i < list.size(); ++i) {
      double g =
          c->gate[static_cast<size_t>(list[i].first) * k + static_cast<size_t>(list[i].second)];
      y.row(list[i].first) += g * out.row(static_cast<int64_t>(i));
    }
  }
  // This rank's tokens' expert outputs plus its share of the shared experts'
  // (tensor-parallel): one all-reduce over the tensor ranks gives every rank
  // the whole output.
  if (has_shared_) y += FfnForward(ctx, store_, shared_, act_, x, &c->shared);
  TpAllReduce(ctx, &y);
  return y;
}

Mat MoeFfn::Backward(const LayerContext& ctx, const MoeCache& c, const Mat& dy) {
  const ParamStore& ps = *store_;
  const int64_t tokens = c.x.rows();
  const size_t k = static_cast<size_t>(top_k_);
  std::vector<double> dgate(static_cast<size_t>(tokens) * k, 0.0);
  std::vector<Mat> drows(static_cast<size_t>(experts_));
  for (int e = 0; e < experts_; ++e) {
    const auto& list = c.routed[static_cast<size_t>(e)];
    const Mat& out = c.expert_out[static_cast<size_t>(e)];
    Mat& d = drows[static_cast<size_t>(e)];
    d.resize(static_cast<int64_t>(list.size()), c.x.cols());
    for (size_t i = 0; i < list.size(); ++i) {
      size_t slot = static_cast<size_t>(list[i].first) * k + static_cast<size_t>(list[i].second);
      d.row(static_cast<int64_t>(i)) = c.gate[slot] * dy.row(list[i].first);
      dgate[slot] = dy.row(list[i].first).dot(out.row(static_cast<int64_t>(i)));
    }
  }
  std::vector<std::vector<int>> src_rows;
  std::vector<Mat> dx_rows = Exchange(
      ctx, drows,
      [&](int le, const Mat& d) {
        return FfnBackward(ctx, store_, local_experts_[static_cast<size_t>(le)], act_,
                           c.local[static_cast<size_t>(le)], d);
      },
      &src_rows);
  Mat dx = Mat::Zero(tokens, c.x.cols());
  for (int e = 0; e < experts_; ++e) {
    const auto& list = c.routed[static_cast<size_t>(e)];
    const Mat& d = dx_rows[static_cast<size_t>(e)];
    for (size_t i = 0; i < list.size(); ++i)
      dx.row(list[i].first) += d.row(static_cast<int64_t>(i));
  }
  if (has_shared_) dx += FfnBackward(ctx, store_, shared_, act_, c.shared, dy);
  // Each tensor rank holds the input and gate gradients of its own tokens (and
  // its share of the shared experts'): one all-reduce gives every rank all of
  // them, so the router's backward below runs alike on every tensor rank.
  const int64_t hidden = c.x.cols();
  if (ctx.tp != nullptr && ctx.tp->size() > 1) {
    Mat both(tokens, hidden + top_k_);
    both.leftCols(hidden) = dx;
    for (int64_t t = 0; t < tokens; ++t) {
      for (size_t j = 0; j < k; ++j)
        both(t, hidden + static_cast<int64_t>(j)) = dgate[static_cast<size_t>(t) * k + j];
    }
    TpAllReduce(ctx, &both);
    dx = both.leftCols(hidden);
    for (int64_t t = 0; t < tokens; ++t) {
      for (size_t j = 0; j < k; ++j)
        dgate[static_cast<size_t>(t) * k + j] = both(t, hidden + static_cast<int64_t>(j));
    }
  }
  // Router: gates are the chosen probabilities; the balancing loss adds
  // d aux / d p[t,e] = E * f_e / T.
  Mat dprobs(tokens, experts_);
  for (int e = 0; e < experts_; ++e) {
    dprobs.col(e).setConstant(ctx.aux_grad_scale * experts_ * c.frac[static_cast<size_t>(e)] /
                              static_cast<double>(tokens));
  }
  for (int64_t t = 0; t < tokens; ++t) {
    for (size_t j = 0; j < k; ++j) {
      size_t slot = static_cast<size_t>(t) * k + j;
      if (c.gate[slot] != 0.0) dprobs(t, c.choice[slot]) += dgate[slot];
    }
  }
  Mat dlogits(tokens, experts_);
  for (int64_t t = 0; t < tokens; ++t) {
    double dot = dprobs.row(t).dot(c.probs.row(t));
    dlogits.row(t) = c.probs.row(t).cwiseProduct((dprobs.row(t).array() - dot).matrix());
  }
  ctx.device->Gemm(true, false, 1.0, c.x, dlogits, 1.0, store_->Grad(router_));
  ctx.device->Gemm(false, true, 1.0, dlogits, ps.Value(router_), 1.0, dx);
  return dx;
}

}  // namespace shoal::executor
