// Replays inputs through one libFuzzer harness without libFuzzer:
//   fuzz_replay_<name> FILE|DIR...
// runs the harness's LLVMFuzzerTestOneInput on every file (a directory: its
// regular files, sorted). Every build has these (GCC included), and CTest runs
// each over its committed corpus fuzz/corpus/<name>/, so `make test` and
// `make sanitize` check every reader on the inputs fuzzing kept, under that
// build's sanitizers; `make fuzz` (clang, libFuzzer) mutates from the same
// corpus. A finding aborts (fuzz/fuzz_util.h), which fails the test.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);
extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv);

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  LLVMFuzzerInitialize(&argc, &argv);
  std::vector<fs::path> files;
  for (int i = 1; i < argc; ++i) {
    fs::path p = argv[i];
    if (fs::is_directory(p)) {
      for (const auto& e : fs::directory_iterator(p)) {
        if (e.is_regular_file()) files.push_back(e.path());
      }
    } else if (fs::is_regular_file(p)) {
      files.push_back(p);
    } else {
      std::fprintf(stderr, "fuzz replay: %s is neither a file nor a directory\n", argv[i]);
      return 2;
    }
  }
  std::sort(files.begin(), files.end());
  if (files.empty()) {
    std::fprintf(stderr, "fuzz replay: no input files\n");
    return 2;
  }
  for (const auto& f : files) {
    std::ifstream in(f, std::ios::binary);
    std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    LLVMFuzzerTestOneInput(bytes.data(), bytes.size());
  }
  std::printf("fuzz replay %s: %zu inputs, no finding\n", fs::path(argv[0]).filename().c_str(),
              files.size());
  return 0;
}
