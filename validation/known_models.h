// Models known by name: a published row that names a public model (its
// model_name: "Qwen3-235B-A22B", "DeepSeek-V3 (671B)") and leaves some of its
// architecture unstated takes it from that model's Hugging Face config.json
// (data/known_models.json lists the names and the configs in data/hf_configs/,
// each with its source).
#pragma once

#include <string>
#include <vector>

#include "core/model.h"

namespace shoal::validation {

struct KnownModel {
  /// Names as a row may spell them, compared on letters, digits and dots
  /// alone ("qwen3235ba22b" matches "Qwen3-235B-A22B" and "qwen3 235b a22b";
  /// "qwen2.57b", Qwen2.5-7B, is not in "qwen257ba14b", Qwen2-57B-A14B).
  std::vector<std::string> names;
  std::string config_file;  ///< the config.json it was read from
  std::string source;
  ModelConfig model;  ///< as core/hf_config.cpp maps the config
  /// What the config's expert groups (n_group / topk_group) stand for when a
  /// run spreads them: nodes (DeepSeek-V3: "routing_groups": "nodes", the
  /// default) or devices (DeepSeek-V2's device-limited routing).
  bool routing_groups_are_devices = false;
};

struct KnownModels {
  std::string file;
  std::vector<KnownModel> models;
};

/// Reads the index: {"description": ..., "models": [{"names": [...],
/// "config": "hf_configs/x.json" (beside the index), "source": "...",
/// optional "routing_groups": "nodes" | "devices"}]}.
/// Unknown keys, an empty name, a missing source or config, and a config
/// the Hugging Face reader refuses throw InputError naming the file and the
/// JSON path.
KnownModels LoadKnownModels(const std::string& path);

/// DataDir()/data/known_models.json
std::string DefaultKnownModelsPath();

/// The model `model_name` names, if its shape agrees with the row's stated
/// hidden size and attention heads (0: not stated): a "proxy" of fewer layers
/// matches, another model of the family does not. The longest matching name
/// wins ("gptoss120b" over "gptoss").
const KnownModel* FindKnownModel(const KnownModels& known, const std::string& model_name,
                                 int64_t hidden, int64_t heads);

/// Letters, digits and dots of `text`, lower case.
std::string NameKey(const std::string& text);

}  // namespace shoal::validation
