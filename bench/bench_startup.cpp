// Start-up time and peak memory of the `shoal` executable: `--help`,
// `inspect` and `simulate` of a bundled scenario, each run 20 times (median
// wall time, largest max-RSS). `shoal-cuda` (CUDA builds) shows what loading
// cuBLAS, NCCL and NVML costs every command that links them.
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

namespace {

struct Figure {
  double median_s = 0;
  long max_rss_kib = 0;
  bool ok = true;
};

Figure Measure(const std::string& binary, const std::vector<std::string>& args, int repeats) {
  Figure f;
  std::vector<double> times;
  for (int i = 0; i < repeats; ++i) {
    std::vector<std::string> all = {binary};
    all.insert(all.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (auto& a : all) argv.push_back(a.data());
    argv.push_back(nullptr);
    std::fflush(stdout);  // the child must not inherit (and print) buffered lines
    auto t0 = std::chrono::steady_clock::now();
    pid_t pid = fork();
    if (pid == 0) {
      if (!freopen("/dev/null", "w", stdout) || !freopen("/dev/null", "w", stderr)) _exit(127);
      execv(binary.c_str(), argv.data());
      _exit(127);
    }
    int status = 0;
    rusage usage{};
    if (pid < 0 || wait4(pid, &status, 0, &usage) < 0) {
      f.ok = false;
      return f;
    }
    times.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
    f.max_rss_kib = std::max(f.max_rss_kib, usage.ru_maxrss);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) f.ok = false;
  }
  std::sort(times.begin(), times.end());
  f.median_s = times[times.size() / 2];
  return f;
}

void Row(const char* binary_name, const std::string& binary, const char* what,
         const std::vector<std::string>& args) {
  Figure f = Measure(binary, args, 20);
  std::printf("  %-11s %-34s %9.1f ms %9.1f MiB%s\n", binary_name, what, f.median_s * 1e3,
              static_cast<double>(f.max_rss_kib) / 1024.0, f.ok ? "" : "  (failed)");
}

}  // namespace

int main() {
  const std::string scenario = SHOAL_SOURCE_DIR "/scenarios/mixtral-8x7b-64-h100.json";
  std::printf("Start-up of the shoal executable (median of 20 runs, largest max RSS)\n");
  std::printf("  %-11s %-34s %12s %13s\n", "binary", "command", "wall", "max RSS");
  std::vector<std::pair<const char*, std::string>> binaries = {{"shoal", SHOAL_BINARY}};
#ifdef SHOAL_CUDA_BINARY
  binaries.push_back({"shoal-cuda", SHOAL_CUDA_BINARY});
#endif
  for (const auto& [name, path] : binaries) {
    Row(name, path, "--help", {"--help"});
    Row(name, path, "inspect mixtral-8x7b-64-h100", {"inspect", scenario});
    Row(name, path, "simulate mixtral-8x7b-64-h100", {"simulate", scenario});
  }
  return 0;
}
