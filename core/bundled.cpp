#include "core/bundled.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <system_error>

#include "core/error.h"

#ifndef SHOAL_SOURCE_DIR
#define SHOAL_SOURCE_DIR "."
#endif

namespace shoal {

std::string DataDir() {
  if (const char* env = std::getenv("SHOAL_DATA_DIR")) return env;
  return SHOAL_SOURCE_DIR;
}

std::vector<std::string> BundledNames(const std::string& folder) {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(DataDir() + "/" + folder, ec)) {
    if (entry.path().extension() == ".json") names.push_back(entry.path().stem().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

bool LooksLikePath(const std::string& name_or_path) {
  return name_or_path.find('/') != std::string::npos ||
         (name_or_path.size() > 5 &&
          name_or_path.compare(name_or_path.size() - 5, 5, ".json") == 0);
}

std::string ResolveBundledPath(const BundledKind& kind, const std::string& name_or_path,
                               const std::string& origin, const std::string& json_path) {
  const std::string folder = kind.folder;
  namespace fs = std::filesystem;
  if (LooksLikePath(name_or_path)) {
    fs::path p(name_or_path);
    std::error_code ec;
    if (p.is_relative() && !origin.empty() && !fs::exists(p, ec)) {
      fs::path beside = fs::path(origin).parent_path() / p;
      if (fs::exists(beside, ec)) p = beside;
    }
    return p.string();
  }
  std::string path = DataDir() + "/" + folder + "/" + name_or_path + ".json";
  std::error_code ec;
  if (!fs::is_regular_file(path, ec)) {
    std::string known;
    for (const auto& n : BundledNames(folder)) known += (known.empty() ? "" : ", ") + n;
    throw InputError(origin, json_path,
                     std::string("a known ") + kind.what + " name or a path to a " + kind.what_file +
                         " JSON (unknown " + kind.noun + " \"" + Excerpt(name_or_path) +
                         "\"; known: " + known + ")");
  }
  return path;
}

}  // namespace shoal
