// Finite-difference gradient checks of every layer in double precision:
// central differences (step 1e-6) against the hand-written backward passes.
#include <doctest/doctest.h>

#include <cmath>
#include <functional>

#include "executor/layers.h"
#include "executor/rng.h"
#include "executor/stage_model.h"
#include "test_util.h"

namespace shoal::executor {
namespace {

constexpr double kStep = 1e-6;
// |analytic - numeric| <= kAbsTol + kRelTol * |numeric|
constexpr double kAbsTol = 1e-7;
constexpr double kRelTol = 1e-5;

Mat RandomMat(int64_t rows, int64_t cols, uint64_t seed, double scale = 1.0) {
  Rng rng(seed);
  Mat m(rows, cols);
  for (int64_t i = 0; i < m.size(); ++i) m.data()[i] = rng.Normal() * scale;
  return m;
}

struct Harness {
  ParamStore store;
  CpuDevice device;
  SelfComm tp, ep;
  LayerContext ctx;
  Harness() {
    ctx.device = &device;
    ctx.tp = &tp;
    ctx.ep = &ep;
    ctx.aux_grad_scale = 0.3;
    ctx.ce_grad_scale = 0.25;
  }
};

// Compares analytic gradients (already in store grads, `dx` for the input)
// with central differences of `loss` over every parameter and input entry.
void CheckAll(ParamStore& store, Mat* x, const Mat& dx, const std::function<double()>& loss) {
  int checked = 0;
  auto compare = [&](double analytic, double* value, const std::string& what) {
    const double saved = *value;
    *value = saved + kStep;
    const double up = loss();
    *value = saved - kStep;
    const double down = loss();
    *value = saved;
    const double numeric = (up - down) / (2 * kStep);
    INFO(what << ": analytic " << analytic << " numeric " << numeric);
    CHECK(std::abs(analytic - numeric) <= kAbsTol + kRelTol * std::abs(numeric));
    ++checked;
  };
  for (const ParamSpec& s : store.specs()) {
    auto& values = store.values(s.group);
    auto& grads = store.grads(s.group);
    for (int64_t i = 0; i < s.rows * s.cols; ++i) {
      size_t k = s.offset + static_cast<size_t>(i);
      compare(grads[k], &values[k], s.name + "[" + std::to_string(i) + "]");
    }
  }
  if (x != nullptr) {
    for (int64_t i = 0; i < x->size(); ++i) compare(dx.data()[i], x->data() + i, "input");
  }
  CHECK(checked > 0);
}

TEST_CASE("gradcheck: embedding") {
  Harness h;
  Embedding emb(&h.store, "emb", 6, 5);
  h.store.Allocate(3);
  std::vector<int> tokens = {1, 4, 1, 0, 5};
  Mat r = RandomMat(5, 5, 11);
  auto loss = [&] { return emb.Forward(tokens).cwiseProduct(r).sum(); };
  emb.Backward(tokens, r);
  CheckAll(h.store, nullptr, Mat(), loss);
}

TEST_CASE("gradcheck: RMSNorm") {
  Harness h;
  RmsNorm norm(&h.store, "norm", 6);
  h.store.Allocate(3);
  h.store.values(ParamGroup::kDense)[2] = 1.7;  // a gain that is not 1
  Mat x = RandomMat(4, 6, 5);
  Mat r = RandomMat(4, 6, 6);
  auto loss = [&] {
    NormCache c;
    return norm.Forward(x, &c).cwiseProduct(r).sum();
  };
  NormCache c;
  norm.Forward(x, &c);
  Mat dx = norm.Backward(c, r);
  CheckAll(h.store, &x, dx, loss);
}

TEST_CASE("gradcheck: causal attention (multi-head and grouped-query)") {
  for (int kv_heads : {4, 2}) {
    CAPTURE(kv_heads);
    Harness h;
    ModelConfig m = testing::TinyModel();
    m.hidden = 8;
    m.num_heads = 4;
    m.num_kv_heads = kv_heads;
    m.head_dim = 2;
    Attention attn(&h.store, "attn", m, 0, 1);
    h.store.Allocate(9);
    for (double& v : h.store.values(ParamGroup::kDense)) v *= 20;  // sharper attention
    const int64_t seq = 3;
    Mat x = RandomMat(2 * seq, 8, 7);
    Mat r = RandomMat(2 * seq, 8, 8);
    auto loss = [&] {
      AttentionCache c;
      return attn.Forward(h.ctx, x, seq, &c).cwiseProduct(r).sum();
    };
    AttentionCache c;
    attn.Forward(h.ctx, x, seq, &c);
    Mat dx = attn.Backward(h.ctx, c, seq, r);
    CheckAll(h.store, &x, dx, loss);
  }
}

TEST_CASE("gradcheck: dense FFN (GELU and SwiGLU)") {
  for (Activation act : {Activation::kGelu, Activation::kSwiglu}) {
    Harness h;
    ModelConfig m = testing::TinyModel();
    m.hidden = 6;
    m.activation = act;
    DenseFfn ffn(&h.store, "ffn", m, 10, 0, 1);
    h.store.Allocate(4);
    for (double& v : h.store.values(ParamGroup::kDense)) v *= 30;
    Mat x = RandomMat(5, 6, 1);
    Mat r = RandomMat(5, 6, 2);
    auto loss = [&] {
      FfnCache c;
      return ffn.Forward(h.ctx, x, &c).cwiseProduct(r).sum();
    };
    FfnCache c;
    ffn.Forward(h.ctx, x, &c);
    Mat dx = ffn.Backward(h.ctx, c, r);
    CheckAll(h.store, &x, dx, loss);
  }
}

TEST_CASE("gradcheck: MoE FFN with router, capacity drops, shared expert and balancing loss") {
  for (double capacity : {0.0, 0.75}) {
    CAPTURE(capacity);
    Harness h;
    ModelConfig m = testing::TinyModel();
    m.hidden = 6;
    m.activation = Activation::kSwiglu;
    m.moe.expert_ffn_hidden = 5;
    m.moe.num_shared_experts = 1;
    m.moe.capacity_factor = capacity;
    MoeFfn moe(&h.store, "moe", m, 0, 1, 0, 1);
    h.store.Allocate(12);
    for (double& v : h.store.values(ParamGroup::kDense)) v *= 25;
    for (double& v : h.store.values(ParamGroup::kExpert)) v *= 25;
    Mat x = RandomMat(8, 6, 3);
    Mat r = RandomMat(8, 6, 4);
    auto loss = [&] {
      MoeCache c;
      double y = moe.Forward(h.ctx, x, &c).cwiseProduct(r).sum();
      return y + h.ctx.aux_grad_scale * c.aux;
    };
    MoeCache c;
    moe.Forward(h.ctx, x, &c);
    if (capacity > 0) CHECK(c.dropped > 0);  // the capacity path is exercised
    Mat dx = moe.Backward(h.ctx, c, r);
    CheckAll(h.store, &x, dx, loss);
  }
}

TEST_CASE("gradcheck: LM head with cross-entropy (untied and tied)") {
  for (bool tied : {false, true}) {
    CAPTURE(tied);
    Harness h;
    int tied_id = -1;
    std::unique_ptr<Embedding> emb;
    if (tied) {
      emb = std::make_unique<Embedding>(&h.store, "emb", 7, 5);
      tied_id = emb->weight();
    }
    LmHead head(&h.store, "head", 5, 7, tied_id);
    h.store.Allocate(2);
    for (double& v : h.store.values(ParamGroup::kDense)) v *= 40;
    Mat x = RandomMat(4, 5, 9);
    std::vector<int> targets = {3, 0, 6, 3};
    auto loss = [&] {
      HeadCache c;
      return h.ctx.ce_grad_scale * head.Forward(h.ctx, x, targets, &c);
    };
    HeadCache c;
    head.Forward(h.ctx, x, targets, &c);
    Mat dx = head.Backward(h.ctx, c, targets);
    CheckAll(h.store, &x, dx, loss);
  }
}

TEST_CASE("gradcheck: whole model, embedding to loss") {
  Harness h;
  ModelConfig m = testing::TinyModel();
  m.hidden = 8;
  m.num_heads = 2;
  m.num_kv_heads = 2;
  m.head_dim = 4;
  m.ffn_hidden = 6;
  m.moe.expert_ffn_hidden = 6;
  m.vocab = 7;
  m.seq_len = 3;
  m.activation = Activation::kSwiglu;
  StageModel model(&h.store, m, Layout{}, AssignLayers(m, Plan{}).front());
  h.store.Allocate(5);
  for (double& v : h.store.values(ParamGroup::kDense)) v *= 10;
  for (double& v : h.store.values(ParamGroup::kExpert)) v *= 10;
  StageCache proto;
  proto.inputs = {1, 2, 6, 0, 3, 3};
  proto.targets = {2, 6, 0, 3, 3, 5};
  auto loss = [&] {
    StageCache c = proto;
    model.Forward(h.ctx, nullptr, &c);
    return h.ctx.ce_grad_scale * c.ce_sum + h.ctx.aux_grad_scale * c.aux_sum;
  };
  StageCache c = proto;
  model.Forward(h.ctx, nullptr, &c);
  model.Backward(h.ctx, c, nullptr);
  CheckAll(h.store, nullptr, Mat(), loss);
}


TEST_CASE("the executor's stages hold the simulator's layer split (uneven first stage)") {
  // One source for the split (core/plan_geometry.h): a pp-2 plan with the
  // first stage holding 2 of 3 layers builds the embedding and layers 0-1 on
  // stage 0, layer 2, the final norm and the head on stage 1.
  ModelConfig m = testing::TinyModel();
  m.num_layers = 3;
  m.tied_embeddings = false;
  Plan plan;
  plan.pp = 2;
  plan.first_stage_layers = 2;
  const std::vector<StageLayers> split = AssignLayers(m, plan);
  REQUIRE(split.size() == 2);
  CHECK(split[0].chunks.at(0) == std::vector<int>{0, 1});
  CHECK(split[1].chunks.at(0) == std::vector<int>{2});
  Harness whole, first, second;
  StageModel all(&whole.store, m, Layout{}, AssignLayers(m, Plan{}).front());
  StageModel s0(&first.store, m, Layout::For(plan, 0), split[0]);
  StageModel s1(&second.store, m, Layout::For(plan, 1), split[1]);
  for (Harness* h : {&whole, &first, &second}) h->store.Allocate(1);
  CHECK(first.store.Bytes() + second.store.Bytes() == doctest::Approx(whole.store.Bytes()));
  // Stage 0: embedding + 2 layers; stage 1: 1 layer + final norm + head.
  CHECK(first.store.Bytes() > second.store.Bytes());
}

}  // namespace
}  // namespace shoal::executor
