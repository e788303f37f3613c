// A model object written as JSON text, read as a scenario's "$.model" is.
#pragma once

#include <string>

#include "core/error.h"
#include "core/json_reader.h"
#include "core/model.h"

namespace shoal::testing {

inline ModelConfig ReadModelText(const std::string& text) {
  Json j = ParseJsonText(text, "model.json");
  JsonReader r(j, "model.json", "$.model");
  return ReadModel(r);
}

/// The error reading `text` raises ("" when it reads).
inline std::string ModelError(const std::string& text) {
  try {
    ReadModelText(text);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

}  // namespace shoal::testing
