// The `inspection` result (docs/result-schemas.md) as `shoal report` reads it
// back: `shoal inspect --json`, written by cli/cmd_inspect.cpp.
#pragma once

#include <string>
#include <vector>

#include "core/json_reader.h"
#include "results/result_check.h"

namespace shoal::results {

/// `shoal inspect --json`: the model's sizes and FLOPs.
struct InspectionResult {
  std::string scenario;
  std::string model;
  NamedValues values;  ///< InspectionKeys() order
};
/// Keys of an inspection's numbers, in the schema's order.
const std::vector<std::string>& InspectionKeys();

InspectionResult ReadInspection(JsonReader& r);

}  // namespace shoal::results
