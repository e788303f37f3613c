// Result files of simulate/plan/sweep/validate --json, read back by
// `shoal report` and rendered (tables, SVG charts, Markdown, CSV).
#include <unistd.h>

#include <fstream>

#include "fuzz/fuzz_util.h"
#include "reports/report.h"

SHOAL_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace shoal;
  static const std::string path =
      "/tmp/shoal-fuzz-result-" + std::to_string(::getpid()) + ".json";
  {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  }
  return fuzz::Guard([&] {
    reports::Report report = reports::BuildReport({path, {}});
    reports::ReportFiles files = reports::RenderReport(report);
    if (files.count("report.html") == 0) fuzz::Finding("no report.html rendered");
  });
}
