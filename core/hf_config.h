// Models from a Hugging Face transformers config.json (Llama, Mistral, Mixtral,
// Qwen2/Qwen3 dense and MoE, gpt-oss, Grok-1 style, DeepSeek-V2/V3 with MLA).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/json_reader.h"
#include "core/model.h"

namespace shoal {

struct HfModel {
  ModelConfig model;
  std::string architecture;        ///< the "architectures" entry read ("LlamaForCausalLM")
  std::vector<std::string> notes;  ///< what was assumed or left out, one sentence each
};

/// The "architectures" names the reader maps, in the order the errors list them.
const std::vector<std::string>& SupportedHfArchitectures();

/// Maps a config.json object to a model. Keys the model does not need are
/// ignored; a needed key that is missing or of the wrong type throws
/// InputError naming `file` and the JSON path ("$.hidden_size"); an unknown
/// architecture throws one listing the supported ones. `seq_len` > 0 is the
/// training sequence length; 0 takes max_position_embeddings and says so in
/// the notes.
HfModel ReadHfConfig(const Json& config, const std::string& file, int64_t seq_len);
HfModel LoadHfConfig(const std::string& path, int64_t seq_len);

}  // namespace shoal
