// Bundled data files (hardware_profiles/, stacks/): names and lookup by name
// or path.
#pragma once

#include <string>
#include <vector>

namespace shoal {

/// Directory holding hardware_profiles/, stacks/ and scenarios/ (SHOAL_DATA_DIR,
/// else the source tree this binary was built from).
std::string DataDir();

/// File stems of the JSON files in DataDir()/`folder`, sorted.
std::vector<std::string> BundledNames(const std::string& folder);

/// The file a bundled name ("h100") or a path ("my/profile.json") stands
/// for. A relative path resolves beside `origin` when it is not found as
/// given. An unknown name throws InputError(origin, json_path): "a known
/// `what` name or a path to a `what_file` JSON (unknown `noun` "name"; known:
/// ...)".
struct BundledKind {
  const char* folder;     ///< "hardware_profiles"
  const char* what;       ///< "hardware profile"
  const char* what_file;  ///< "profile"
  const char* noun;       ///< "GPU"
};
std::string ResolveBundledPath(const BundledKind& kind, const std::string& name_or_path,
                               const std::string& origin, const std::string& json_path);

/// Whether ResolveBundledPath takes `name_or_path` as a path (it has a '/' or
/// ends in ".json") rather than a bundled name.
bool LooksLikePath(const std::string& name_or_path);

}  // namespace shoal
