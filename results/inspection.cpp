#include "results/inspection.h"

#include <cstdint>

#include "results/csv.h"

namespace shoal::results {

const std::vector<std::string>& InspectionKeys() {
  static const std::vector<std::string> keys = {"total_params",
                                                "active_params",
                                                "embedding_params",
                                                "moe_layers",
                                                "forward_flops_per_token",
                                                "backward_flops_per_token",
                                                "training_flops_per_token",
                                                "training_flops_per_token_full_recompute",
                                                "model_state_bytes",
                                                "training_flops_total"};
  return keys;
}

Json ToJson(const InspectionResult& i) {
  Json j = {{"kind", "inspection"}, {"scenario", i.scenario}, {"model", i.model}};
  for (const auto& [k, v] : i.values) {
    if (k == "moe_layers") {
      j[k] = static_cast<int64_t>(v);
    } else {
      j[k] = v;
    }
  }
  if (!i.architecture.empty()) {
    j["architecture"] = i.architecture;
    j["model_config"] = i.model_config;
  }
  return j;
}

InspectionResult ReadInspection(JsonReader& r) {
  InspectionResult i;
  RequireKind(r, "inspection");
  i.scenario = r.String("scenario");
  i.model = r.String("model");
  for (const auto& k : InspectionKeys()) {
    if (k == "training_flops_total" && !r.Has(k)) continue;  // no token count (`--hf`)
    if (!r.Has(k)) r.Fail(k, "a number (the key is required)");
    i.values.emplace_back(k, r.NonNegative(k, 0));
  }
  // Since LoRA (files written before it have every parameter trained).
  if (r.Has("trainable_params")) {
    i.values.emplace_back("trainable_params", r.NonNegative("trainable_params", 0));
  }
  i.architecture = r.String("architecture", "");
  if (const Json* config = r.Raw("model_config")) {
    if (!config->is_object()) r.Fail("model_config", "a model object (core/model.h)");
    i.model_config = *config;
  }
  r.Finish();
  return i;
}

std::string InspectionCsv(const InspectionResult& i) {
  Json j = ToJson(i);
  j.erase("model_config");
  std::vector<std::string> head;
  CsvWriter row;
  for (auto it = j.begin(); it != j.end(); ++it) {
    if (it.key() == "kind") continue;
    head.push_back(it.key());
    if (it->is_string()) {
      row.Quoted(it->get<std::string>());
    } else {
      row.Number(it->get<double>());
    }
  }
  return CsvWriter().Header(head).str() + row.EndRow().str();
}

}  // namespace shoal::results
