#include "core/error.h"

#include <cstdio>

namespace shoal {
namespace {
std::string Compose(const std::string& file, const std::string& path, const std::string& expected) {
  std::string msg = file.empty() ? std::string("<input>") : file;
  if (!path.empty()) msg += ": at " + path;
  msg += ": " + expected;
  return msg;
}
}  // namespace

std::string Excerpt(const std::string& text, size_t max_chars) {
  std::string out;
  for (char c : text) {
    if (out.size() >= max_chars) return out + "...";
    unsigned char u = static_cast<unsigned char>(c);
    out += u < 0x20 || u == 0x7f ? '?' : c;
  }
  return out;
}

std::string FormatNumber(double v) {
  char text[32];
  std::snprintf(text, sizeof text, "%.15g", v);
  return text;
}

InputError::InputError(std::string file, std::string json_path, std::string expected)
    : std::runtime_error(Compose(file, json_path, expected)),
      file_(std::move(file)),
      json_path_(std::move(json_path)),
      expected_(std::move(expected)) {}

}  // namespace shoal
