#include "validation/known_models.h"

#include <cctype>
#include <filesystem>

#include "core/bundled.h"
#include "core/error.h"
#include "core/hf_config.h"
#include "core/json_reader.h"

namespace shoal::validation {

std::string NameKey(const std::string& text) {
  std::string key;
  for (char c : text) {
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '.') {
      key += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
  }
  return key;
}

KnownModels LoadKnownModels(const std::string& path) {
  namespace fs = std::filesystem;
  Json j = LoadJsonFile(path);
  JsonReader r(j, path);
  KnownModels known;
  known.file = path;
  r.String("description", "");
  const fs::path dir = fs::path(path).parent_path();
  r.ForEachObject("models", [&](JsonReader& e) {
    KnownModel k;
    const Json* names = e.Raw("names");
    const std::string expected = "a non-empty array of names with letters, digits or dots";
    if (names == nullptr || !names->is_array() || names->empty()) e.Fail("names", expected);
    for (const Json& n : *names) {
      if (!n.is_string() || NameKey(n.get<std::string>()).empty()) e.Fail("names", expected);
      k.names.push_back(NameKey(n.get<std::string>()));
    }
    k.source = e.String("source");
    if (k.source.empty()) e.Fail("source", "where the config was taken from");
    const std::string config = e.String("config");
    if (config.empty()) e.Fail("config", "a config.json path beside the index");
    k.config_file = (dir / config).string();
    k.routing_groups_are_devices =
        e.Choice("routing_groups", {"nodes", "devices"}, "nodes") == "devices";
    // The sequence length is the row's; the config's own is not used.
    k.model = LoadHfConfig(k.config_file, 1).model;
    e.Finish();
    known.models.push_back(std::move(k));
  });
  r.Finish();
  return known;
}

std::string DefaultKnownModelsPath() { return DataDir() + "/data/known_models.json"; }

const KnownModel* FindKnownModel(const KnownModels& known, const std::string& model_name,
                                 int64_t hidden, int64_t heads) {
  const std::string key = NameKey(model_name);
  const KnownModel* best = nullptr;
  size_t best_length = 0;
  for (const KnownModel& k : known.models) {
    if ((hidden > 0 && hidden != k.model.hidden) || (heads > 0 && heads != k.model.num_heads)) {
      continue;
    }
    for (const std::string& name : k.names) {
      if (name.size() > best_length && key.find(name) != std::string::npos) {
        best = &k;
        best_length = name.size();
      }
    }
  }
  return best;
}

}  // namespace shoal::validation
