// `shoal` links no CUDA library, so that every command but the GPU backends
// starts in milliseconds; `profile`/`execute --backend cuda` continue in
// `shoal-cuda` (built beside it when the CUDA Toolkit is found).
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "cli/commands.h"

namespace shoal::cli {

std::vector<std::string> OwnArgv() {
  std::ifstream in("/proc/self/cmdline", std::ios::binary);
  std::string all((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::vector<std::string> args;
  std::string arg;
  for (char c : all) {
    if (c == '\0') {
      args.push_back(arg);
      arg.clear();
    } else {
      arg += c;
    }
  }
  return args;
}

void HandOffToCudaExecutable() {
  if (ExecutableHasCuda()) return;
  std::error_code ec;
  const auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (ec || self.filename() == "shoal-cuda") return;  // never hand off to itself
  const auto cuda = self.parent_path() / "shoal-cuda";
  if (::access(cuda.c_str(), X_OK) != 0) return;  // built without CUDA
  std::vector<std::string> args = OwnArgv();
  if (args.empty()) return;
  args[0] = cuda.string();
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  std::cout.flush();
  ::execv(cuda.c_str(), argv.data());
  // Only reached when exec failed: say so, then let the caller refuse the backend.
  std::cerr << "warning: could not start " << cuda.string() << ": " << std::strerror(errno)
            << "\n";
}

}  // namespace shoal::cli
