#include "profiler/gemm_shapes.h"

#include <algorithm>
#include <tuple>

namespace shoal::profiler {

GemmShapeSpace GpuShapeSpace(bool quick) {
  GemmShapeSpace s;
  if (quick) {
    s.tokens = {2048, 8192};
    s.hidden = {4096};
    s.seq_len = {2048};
    s.expert_tokens = {64, 512};
  } else {
    s.tokens = {1024, 2048, 4096, 8192, 16384};
    s.hidden = {1024, 2048, 4096, 8192, 12288};
    s.seq_len = {1024, 2048, 4096, 8192};
    s.expert_tokens = {16, 64, 128, 256, 512, 1024, 2048};
  }
  s.head_dim = 128;
  s.attention_heads = 16;
  return s;
}

GemmShapeSpace CpuShapeSpace(bool quick) {
  GemmShapeSpace s;
  if (quick) {
    s.tokens = {256};
    s.hidden = {256};
    s.seq_len = {256};
    s.expert_tokens = {16, 64};
    s.attention_heads = 2;
  } else {
    s.tokens = {128, 512, 1024};
    s.hidden = {256, 512, 1024};
    s.seq_len = {256, 1024};
    s.expert_tokens = {8, 16, 64, 128};
    s.attention_heads = 4;
  }
  s.head_dim = 64;
  return s;
}

std::vector<GemmShape> ShapesOf(const GemmShapeSpace& space) {
  std::vector<GemmShape> shapes;
  auto add = [&](const char* kind, int64_t m, int64_t n, int64_t k, int64_t batch) {
    for (const auto& s : shapes) {
      if (std::tie(s.m, s.n, s.k, s.batch) == std::tie(m, n, k, batch)) return;
    }
    shapes.push_back({kind, m, n, k, batch});
  };
  for (int64_t h : space.hidden) {
    int64_t ffn = space.ffn_multiplier * h;
    for (int64_t t : space.tokens) {
      add("qkv", t, 3 * h, h, 1);
      add("ffn_up", t, ffn, h, 1);
      add("ffn_down", t, h, ffn, 1);
    }
    int64_t expert_ffn = space.expert_ffn > 0 ? space.expert_ffn : ffn / 2;
    for (int64_t t : space.expert_tokens) {
      add("expert", t, expert_ffn, h, 1);
      add("expert", t, h, expert_ffn, 1);
    }
  }
  for (int64_t seq : space.seq_len) {
    add("attention_score", seq, seq, space.head_dim, space.attention_heads);
    add("attention_value", seq, space.head_dim, seq, space.attention_heads);
  }
  return shapes;
}

}  // namespace shoal::profiler
