#include "executor/stage_model.h"

#include <algorithm>
#include <string>

namespace shoal::executor {

double StageCache::Bytes() const {
  double b = MatBytes(final_norm.x) + MatBytes(head.x) + MatBytes(head.probs);
  for (const BlockCache& c : blocks) {
    b += MatBytes(c.norm1.x) + MatBytes(c.norm2.x) + MatBytes(c.attn.x) + MatBytes(c.attn.q) +
         MatBytes(c.attn.k) + MatBytes(c.attn.v) + MatBytes(c.attn.o);
    for (const Mat& p : c.attn.probs) b += MatBytes(p);
    b += MatBytes(c.ffn.x) + MatBytes(c.ffn.h1) + MatBytes(c.ffn.h3) + MatBytes(c.ffn.act);
    b += MatBytes(c.moe.x) + MatBytes(c.moe.probs);
    for (const Mat& m : c.moe.expert_out) b += MatBytes(m);
    for (const FfnCache& f : c.moe.local) {
      b += MatBytes(f.x) + MatBytes(f.h1) + MatBytes(f.h3) + MatBytes(f.act);
    }
  }
  return b;
}

Block::Block(ParamStore* store, const ModelConfig& m, int layer, const Layout& l)
    : norm1_(store, "layer" + std::to_string(layer) + ".norm1", m.hidden),
      norm2_(store, "layer" + std::to_string(layer) + ".norm2", m.hidden),
      attn_(store, "layer" + std::to_string(layer) + ".attn", m, l.tp_rank, l.tp) {
  const std::string name = "layer" + std::to_string(layer) + ".ffn";
  if (m.IsMoeLayer(layer)) {
    moe_ = std::make_unique<MoeFfn>(store, name, m, l.ep_rank(), l.ep, l.tp_rank, l.tp);
  } else {
    dense_ = std::make_unique<DenseFfn>(store, name, m, m.ffn_hidden, l.tp_rank, l.tp);
  }
}

Mat Block::Forward(const LayerContext& ctx, const Mat& x, int64_t seq, BlockCache* c) const {
  Mat h = x + attn_.Forward(ctx, norm1_.Forward(x, &c->norm1), seq, &c->attn);
  Mat n = norm2_.Forward(h, &c->norm2);
  return h + (moe_ ? moe_->Forward(ctx, n, &c->moe) : dense_->Forward(ctx, n, &c->ffn));
}

Mat Block::Backward(const LayerContext& ctx, const BlockCache& c, int64_t seq, const Mat& dy) {
  Mat dn = moe_ ? moe_->Backward(ctx, c.moe, dy) : dense_->Backward(ctx, c.ffn, dy);
  Mat dh = dy + norm2_.Backward(c.norm2, dn);
  return dh + norm1_.Backward(c.norm1, attn_.Backward(ctx, c.attn, seq, dh));
}

StageModel::StageModel(ParamStore* store, const ModelConfig& m, const Layout& l,
                       const StageLayers& layers)
    : model_(m), first_(layers.has_embedding), last_(layers.has_head) {
  if (first_) embedding_ = std::make_unique<Embedding>(store, "embedding", m.vocab, m.hidden);
  blocks_.reserve(static_cast<size_t>(layers.NumLayers()));
  for (const auto& chunk : layers.chunks) {
    for (int layer : chunk) blocks_.emplace_back(store, m, layer, l);
  }
  if (last_) {
    final_norm_ = std::make_unique<RmsNorm>(store, "final_norm", m.hidden);
    int tied = m.tied_embeddings && embedding_ ? embedding_->weight() : -1;
    head_ = std::make_unique<LmHead>(store, "lm_head", m.hidden, m.vocab, tied);
  }
}

Mat StageModel::Forward(const LayerContext& ctx, const Mat* x_in, StageCache* c) const {
  Mat x = first_ ? embedding_->Forward(c->inputs) : *x_in;
  c->blocks.assign(blocks_.size(), BlockCache());
  c->aux_sum = 0;
  c->dropped = 0;
  for (size_t i = 0; i < blocks_.size(); ++i) {
    x = blocks_[i].Forward(ctx, x, model_.seq_len, &c->blocks[i]);
    if (blocks_[i].is_moe()) {
      c->aux_sum += c->blocks[i].moe.aux;
      c->dropped += c->blocks[i].moe.dropped;
    }
  }
  if (!last_) return x;
  Mat n = final_norm_->Forward(x, &c->final_norm);
  c->ce_sum = head_->Forward(ctx, n, c->targets, &c->head);
  return Mat();
}

Mat StageModel::Backward(const LayerContext& ctx, const StageCache& c, const Mat* dy) {
  Mat d =
      last_ ? final_norm_->Backward(c.final_norm, head_->Backward(ctx, c.head, c.targets)) : *dy;
  for (size_t i = blocks_.size(); i-- > 0;) {
    d = blocks_[i].Backward(ctx, c.blocks[i], model_.seq_len, d);
  }
  if (!first_) return d;
  embedding_->Backward(c.inputs, d);
  return Mat();
}

}  // namespace shoal::executor
