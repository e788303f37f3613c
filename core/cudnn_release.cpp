#include "core/cudnn_release.h"

#include <cctype>
#include <cstddef>

namespace shoal {

namespace {

// Digits of `text` from `*at`, at most `max_digits` of them: the number, or
// -1 where there are none or too many.
int Digits(const std::string& text, size_t* at, size_t max_digits) {
  const size_t from = *at;
  int value = 0;
  while (*at < text.size() && std::isdigit(static_cast<unsigned char>(text[*at]))) {
    if (*at - from == max_digits) return -1;
    value = value * 10 + (text[*at] - '0');
    ++*at;
  }
  return *at == from ? -1 : value;
}

}  // namespace

int ReadCudnnRelease(JsonReader& r, std::string_view key, int fallback) {
  if (!r.Has(key)) return fallback;
  const std::string text = r.String(key);
  if (text.empty()) return fallback;
  size_t at = 0;
  const int major = Digits(text, &at, 2);
  int minor = -1;
  if (at < text.size() && text[at] == '.') {
    ++at;
    minor = Digits(text, &at, 2);
  }
  if (minor >= 0 && at < text.size() && text[at] == '.') {
    ++at;
    if (Digits(text, &at, 4) < 0) minor = -1;
  }
  if (major < 1 || minor < 0 || at != text.size()) {
    r.Fail(key, "a cuDNN release \"major.minor\" such as \"9.13\" (a patch, \"9.13.1\", allowed)");
  }
  return major * 100 + minor;
}

std::string CudnnReleaseName(int release) {
  if (release == kCudnnReleaseUnset) return "";
  return std::to_string(release / 100) + "." + std::to_string(release % 100);
}

}  // namespace shoal
