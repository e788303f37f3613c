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

size_t IndexOfChoice(const std::vector<std::string>& names, const std::string& name,
                     const std::string& option) {
  for (size_t i = 0; i < names.size(); ++i) {
    if (names[i] == name) return i;
  }
  std::string all;
  for (const auto& n : names) all += (all.empty() ? "" : ", ") + n;
  throw InputError("", option, "one of " + all + ", got \"" + Excerpt(name) + "\"");
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
