#include "results/inspection.h"

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

InspectionResult ReadInspection(JsonReader& r) {
  InspectionResult i;
  RequireKind(r, "inspection");
  i.scenario = r.String("scenario");
  i.model = r.String("model");
  for (const auto& k : InspectionKeys()) {
    if (!r.Has(k)) r.Fail(k, "a number (the key is required)");
    i.values.emplace_back(k, r.NonNegative(k, 0));
  }
  // Since LoRA (files written before it have every parameter trained).
  if (r.Has("trainable_params"))
    i.values.emplace_back("trainable_params", r.NonNegative("trainable_params", 0));
  r.Finish();
  return i;
}

}  // namespace shoal::results
