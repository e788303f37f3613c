// The `inspection` result (docs/result-schemas.md): a model's sizes and
// FLOPs. Written by `shoal inspect --json` (cli/cmd_inspect.cpp fills the
// struct), read back by `shoal report`.
#pragma once

#include <string>
#include <vector>

#include "core/json_reader.h"
#include "results/result_check.h"

namespace shoal::results {

struct InspectionResult {
  std::string scenario;
  std::string model;
  /// InspectionKeys() order, then "trainable_params" (absent in files
  /// written before LoRA); "training_flops_total" only when the scenario
  /// trains a number of tokens (not for `--hf`).
  NamedValues values;
  std::string architecture;  ///< `--hf`: the config's architecture ("" otherwise)
  Json model_config;         ///< `--hf`: the model object for a scenario (null otherwise)
};

/// Keys of an inspection's numbers, in the schema's order.
const std::vector<std::string>& InspectionKeys();

/// `inspect --json` (moe_layers as an integer, the other numbers as reals).
Json ToJson(const InspectionResult& i);
/// Strict: unknown keys are errors; every key of InspectionKeys() is
/// required but "training_flops_total".
InspectionResult ReadInspection(JsonReader& r);
/// `inspect --out FILE.csv`: a header and one line of the JSON's keys but
/// "kind" and "model_config", in its (alphabetical) order.
std::string InspectionCsv(const InspectionResult& i);

}  // namespace shoal::results
