// The GEMM shapes the simulator asks for: token x hidden x FFN (dense layers
// and attention projections), attention scores and values (batched over
// heads), and expert GEMMs with small token counts.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace shoal::profiler {

struct GemmShape {
  std::string
      kind;  ///< "ffn_up", "ffn_down", "qkv", "attention_score", "attention_value", "expert"
  int64_t m = 0, n = 0, k = 0;
  int64_t batch = 1;

  double Flops() const {
    return 2.0 * static_cast<double>(m) * static_cast<double>(n) * static_cast<double>(k) *
           static_cast<double>(batch);
  }
};

/// Dimensions a shape set is generated from.
struct GemmShapeSpace {
  std::vector<int64_t> tokens;   ///< micro-batch tokens (m of dense GEMMs)
  std::vector<int64_t> hidden;   ///< model widths
  int64_t ffn_multiplier = 4;    ///< FFN width = multiplier * hidden
  std::vector<int64_t> seq_len;  ///< attention sequence lengths
  int64_t head_dim = 128;
  int64_t attention_heads = 8;         ///< batch of the attention GEMMs
  std::vector<int64_t> expert_tokens;  ///< tokens routed to one expert
  int64_t expert_ffn = 0;              ///< expert FFN width (0: ffn_multiplier * hidden / 2)
};

/// Preset spaces: large shapes for GPUs, small ones for CPUs; --quick shrinks both.
GemmShapeSpace GpuShapeSpace(bool quick);
GemmShapeSpace CpuShapeSpace(bool quick);

/// Every shape of `space`, without duplicates.
std::vector<GemmShape> ShapesOf(const GemmShapeSpace& space);

}  // namespace shoal::profiler
