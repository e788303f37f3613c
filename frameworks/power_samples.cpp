// nvidia-smi (NVIDIA System Management Interface, `nvidia-smi --help-query-gpu`):
//   --query-gpu=timestamp,index,power.draw --format=csv[,nounits] -l 1
//     "timestamp, index, power.draw [W]" then "2026/01/01 12:00:00.000, 0, 350.12 W"
//     (any power.draw* column: power.draw, power.draw.average, .instant; the GPU
//     from index, uuid or pci.bus_id; "[N/A]" and "[Not Supported]" left out);
//   dmon -s p: "# gpu    pwr  gtemp  mtemp" / "# Idx      W      C      C" then
//     "    0    350     45      -" ("-": no reading).
// DCGM `dcgmi dmon -e 155` (dcgmi/DeviceMonitor.cpp, NVIDIA/DCGM 72fa3fea;
// field 155 DCGM_FI_DEV_POWER_USAGE, short name POWER, W):
//   "#Entity           POWER" / "ID                W" then "GPU 0             350.123"
//   (rows of other entities, "GPU 0 LINK 1", CPUs, are left out; "N/A" too).
#include "frameworks/power_samples.h"

#include <algorithm>

#include "core/error.h"
#include "frameworks/log_lines.h"

namespace shoal::frameworks {

double PowerSamples::MeanDeviceW() const {
  double sum = 0;
  for (const auto& [gpu, w] : watts_by_gpu) {
    double s = 0;
    for (double x : w) s += x;
    sum += s / static_cast<double>(w.size());
  }
  return watts_by_gpu.empty() ? 0 : sum / static_cast<double>(watts_by_gpu.size());
}

size_t PowerSamples::Samples() const {
  size_t n = 0;
  for (const auto& [gpu, w] : watts_by_gpu) n += w.size();
  return n;
}

namespace {

using logs::Line;

bool Missing(std::string_view v) {
  return v == "-" || v == "N/A" || v == "[N/A]" || v == "[Not Supported]" || v == "[Unknown Error]";
}

void Add(PowerSamples* p, const std::string& file, const Line& line, const std::string& gpu,
         std::string_view v) {
  v = logs::Trim(v);
  if (Missing(v)) {
    ++p->missing;
    return;
  }
  if (v.size() > 2 && v.substr(v.size() - 2) == " W") v.remove_suffix(2);
  auto w = logs::ParseNumber(v);
  if (!w || *w < 0 || *w > 5000) logs::BadLine(file, line, "a power in [0, 5000] W");
  p->watts_by_gpu[gpu].push_back(*w);
}

// nvidia-smi --query-gpu ... --format=csv: a header naming the columns, then rows.
void ReadQueryCsv(const std::vector<Line>& lines, const std::string& file, PowerSamples* p) {
  std::vector<std::string> columns;
  int power = -1, gpu = -1;
  for (const Line& line : lines) {
    if (logs::Trim(line.text).empty()) continue;
    std::vector<std::string> cells;
    for (auto c : logs::SplitFields(line.text, ',')) cells.emplace_back(c);
    // Empty cells vanish in SplitFields; count the separators instead.
    const size_t commas = static_cast<size_t>(std::count(line.text.begin(), line.text.end(), ','));
    if (power < 0) {
      for (size_t i = 0; i < cells.size(); ++i) {
        if (cells[i].rfind("power.draw", 0) == 0 && power < 0) power = static_cast<int>(i);
        if (cells[i] == "index" || cells[i] == "uuid" || cells[i] == "pci.bus_id")
          gpu = static_cast<int>(i);
      }
      columns = cells;
      if (power < 0) logs::BadLine(file, line, "a header naming a power.draw column");
      continue;
    }
    if (cells.size() != columns.size() || commas + 1 != columns.size()) {
      logs::BadLine(
          file, line,
          "a row of " + std::to_string(columns.size()) + " comma-separated columns (truncated?)");
    }
    Add(p, file, line, gpu >= 0 ? cells[static_cast<size_t>(gpu)] : "gpu",
        cells[static_cast<size_t>(power)]);
  }
  p->layout = "nvidia-smi --query-gpu csv";
}

// A '#' header line's column names: "# gpu pwr ..." or "#gpu pwr ..." or
// "#Date Time gpu pwr ..." (dmon -o DT) -> {"gpu", "pwr", ...}.
std::vector<std::string> HeaderColumns(const std::vector<std::string>& w) {
  std::vector<std::string> h = w;
  if (h.empty() || h[0][0] != '#') return {};
  if (h[0] == "#")
    h.erase(h.begin());
  else
    h[0] = h[0].substr(1);
  return h;
}

// Whitespace tables under a '#' header: nvidia-smi dmon (a "pwr" column, the GPU
// in "gpu") and dcgmi dmon ("#Entity ... POWER", rows "GPU <id> ...").
void ReadDmon(const std::vector<Line>& lines, const std::string& file, bool dcgm, PowerSamples* p) {
  std::vector<std::string> header;
  int power = -1, gpu = -1;
  for (const Line& line : lines) {
    std::vector<std::string> w;
    for (auto x : logs::Words(line.text)) w.emplace_back(x);
    if (w.empty()) continue;
    if (w[0][0] == '#') {
      std::vector<std::string> h = HeaderColumns(w);
      const std::string want = dcgm ? "POWER" : "pwr";
      auto it = std::find(h.begin(), h.end(), want);
      if (dcgm ? w[0] == "#Entity" : it != h.end()) {
        if (it == h.end()) logs::BadLine(file, line, "a POWER column (dcgmi dmon -e 155)");
        header = h;
        power = static_cast<int>(it - h.begin());
        auto g = std::find(h.begin(), h.end(), "gpu");
        gpu = g == h.end() ? -1 : static_cast<int>(g - h.begin());
        if (!dcgm && gpu < 0) logs::BadLine(file, line, "a gpu column beside pwr");
      }
      continue;  // header, unit line ("# Idx W C"), comment
    }
    if (power < 0 || (dcgm && w[0] == "ID")) continue;  // text before the table; DCGM's unit line
    if (dcgm) {
      // "GPU 0 v1 v2 ...": the entity takes two words, the header one.
      if (w[0] != "GPU" || w.size() < 2 || !logs::ParseCount(w[1])) continue;
      if (w.size() >= 3 && w[2] == "LINK") continue;
      if (w.size() != header.size() + 1) {
        logs::BadLine(file, line,
                      "a row of " + std::to_string(header.size() + 1) + " columns (truncated?)");
      }
      Add(p, file, line, w[1], w[static_cast<size_t>(power) + 1]);
    } else {
      if (w.size() != header.size())
        logs::BadLine(file, line,
                      "a row of " + std::to_string(header.size()) + " columns (truncated?)");
      if (!logs::ParseCount(w[static_cast<size_t>(gpu)]))
        logs::BadLine(file, line, "a GPU index in the gpu column");
      Add(p, file, line, w[static_cast<size_t>(gpu)], w[static_cast<size_t>(power)]);
    }
  }
  p->layout = dcgm ? "dcgmi dmon" : "nvidia-smi dmon";
}

}  // namespace

PowerSamples ParsePowerSamples(PowerFormat format, const std::string& text,
                               const std::string& file) {
  PowerSamples p;
  p.file = file;
  const std::vector<Line> lines = logs::SplitLines(text);
  p.lines = static_cast<int>(lines.size());
  if (format == PowerFormat::kDcgm) {
    ReadDmon(lines, file, true, &p);
  } else {
    // dmon's header starts with '#'; the query CSV's does not.
    bool dmon = false;
    for (const Line& l : lines) {
      auto w = logs::Words(l.text);
      if (w.empty()) continue;
      dmon = w[0][0] == '#';
      break;
    }
    if (dmon)
      ReadDmon(lines, file, false, &p);
    else
      ReadQueryCsv(lines, file, &p);
  }
  if (p.Samples() == 0) {
    throw InputError(
        file, "",
        std::string("at least one power sample (") +
            (format == PowerFormat::kDcgm
                 ? "dcgmi dmon -e 155"
                 : "nvidia-smi --query-gpu=index,power.draw --format=csv, or dmon -s p") +
            "); none in " + std::to_string(p.lines) + " lines" +
            (p.missing ? " (" + std::to_string(p.missing) + " N/A)" : ""));
  }
  return p;
}

}  // namespace shoal::frameworks
