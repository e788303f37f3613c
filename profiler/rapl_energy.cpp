#include "profiler/rapl_energy.h"

#include <filesystem>
#include <fstream>
#include <regex>
#include <vector>

namespace shoal::profiler {
namespace {

std::optional<double> ReadNumber(const std::filesystem::path& p) {
  std::ifstream in(p);
  double v = 0;
  if (!(in >> v)) return std::nullopt;
  return v;
}

class RaplEnergyMeter : public EnergyMeter {
 public:
  struct Domain {
    std::filesystem::path energy;
    double range_uj = 0;
    double last_uj = 0;
    double wraps_uj = 0;
  };
  explicit RaplEnergyMeter(std::vector<Domain> domains) : domains_(std::move(domains)) {}

  std::string Source() const override { return "rapl"; }
  bool PerDevice() const override { return false; }

  std::optional<double> ReadJoules() override {
    double total_uj = 0;
    for (auto& d : domains_) {
      std::optional<double> uj = ReadNumber(d.energy);
      if (!uj) return std::nullopt;
      if (*uj < d.last_uj) d.wraps_uj += d.range_uj;  // the counter wrapped
      d.last_uj = *uj;
      total_uj += *uj + d.wraps_uj;
    }
    return total_uj * 1e-6;
  }

 private:
  std::vector<Domain> domains_;
};

}  // namespace

std::unique_ptr<EnergyMeter> MakeRaplEnergyMeter(const std::string& powercap_dir) {
  namespace fs = std::filesystem;
  std::error_code ec;
  std::vector<RaplEnergyMeter::Domain> domains;
  const std::regex package(R"(intel-rapl:\d+)");
  for (const auto& entry : fs::directory_iterator(powercap_dir, ec)) {
    if (!std::regex_match(entry.path().filename().string(), package)) continue;
    std::optional<double> now = ReadNumber(entry.path() / "energy_uj");
    if (!now) continue;
    RaplEnergyMeter::Domain d;
    d.energy = entry.path() / "energy_uj";
    d.range_uj = ReadNumber(entry.path() / "max_energy_range_uj").value_or(0);
    d.last_uj = *now;
    domains.push_back(d);
  }
  if (domains.empty()) return nullptr;
  return std::make_unique<RaplEnergyMeter>(std::move(domains));
}

}  // namespace shoal::profiler
