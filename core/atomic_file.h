// Writing output files so that a reader never sees half of one.
#pragma once

#include <string>

namespace shoal {

/// Writes `content` to a temporary file beside `path`, flushes it to disk and
/// renames it over `path`. Throws std::runtime_error when any step fails; on
/// failure `path` is untouched.
void WriteFileAtomic(const std::string& path, const std::string& content);

}  // namespace shoal
