// Inputs the tests of several modules share: a bundled scenario by file
// name, and the small dense model the memory and stage tests size against.
#pragma once

#include <string>

#include "core/model.h"
#include "core/scenario.h"

namespace shoal::testing {

/// scenarios/<file> of the source tree (SHOAL_SOURCE_DIR, set by tests/CMakeLists.txt).
inline Scenario LoadBundledScenario(const std::string& file) {
  return LoadScenario(std::string(SHOAL_SOURCE_DIR) + "/scenarios/" + file);
}

/// A small dense transformer: `layers` layers of width 1024 (16 heads of 64),
/// FFN 4096, 32,000-token vocabulary, 2,048-token sequences.
inline ModelConfig SmallDenseModel(int layers = 8) {
  ModelConfig m;
  m.num_layers = layers;
  m.hidden = 1024;
  m.ffn_hidden = 4096;
  m.num_heads = 16;
  m.num_kv_heads = 16;
  m.head_dim = 64;
  m.vocab = 32000;
  m.seq_len = 2048;
  return m;
}

}  // namespace shoal::testing
