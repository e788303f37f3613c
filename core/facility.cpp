#include "core/facility.h"

namespace shoal {

const std::vector<RegionDefaults>& Regions() {
  // Lifecycle carbon intensity of electricity generation in 2023 (Ember,
  // Yearly Electricity Data, via ourworldindata.org/grapher/
  // carbon-intensity-electricity); (U): widely published, not re-read there.
  static const std::vector<RegionDefaults> regions = {
      {"world", 0.481, 0, "Ember 2023 global average 481 gCO2/kWh (Statista, Ember July 2024)"},
      {"us", 0.369, 0.08,
       "Ember 2023 United States ~369 gCO2/kWh (U); EIA Table 5.6.B US industrial 2024 0.08 USD/kWh"},
      {"china", 0.582, 0, "Ember 2023 China 582 gCO2/kWh (OWID)"},
      {"india", 0.713, 0, "Ember 2023 India 713 gCO2/kWh (OWID)"},
      {"germany", 0.381, 0, "Ember 2023 Germany 381 gCO2/kWh (OWID)"},
      {"france", 0.056, 0,
       "Ember 2023 France 56 gCO2/kWh (OWID); BLOOM's carbon study used 57 (Luccioni et al. 2022)"},
      {"finland", 0.079, 0, "Ember 2023 Finland 79 gCO2/kWh (OWID)"},
      {"norway", 0.030, 0, "Ember 2023 Norway 30 gCO2/kWh (Statista, Ember July 2024)"},
      {"canada", 0.170, 0, "Ember 2023 Canada 170 gCO2/kWh (OWID)"},
      {"brazil", 0.098, 0, "Ember 2023 Brazil 98 gCO2/kWh (OWID)"},
      {"australia", 0.549, 0, "Ember 2023 Australia 549 gCO2/kWh (OWID)"},
      {"uk", 0.238, 0, "Ember 2023 United Kingdom ~238 gCO2/kWh (U)"},
      {"japan", 0.485, 0, "Ember 2023 Japan ~485 gCO2/kWh (U)"},
  };
  return regions;
}

const std::vector<FacilityKind>& FacilityKinds() {
  static const std::vector<FacilityKind> kinds = {
      {"average", 1.56, "Uptime Institute 2024 survey average PUE 1.56"},
      {"new_large", 1.3, "Uptime Institute 2024: new large facilities 1.3 or better"},
      {"hyperscale", 1.1, "Google fleet PUE ~1.1"},
  };
  return kinds;
}

namespace {

template <typename T>
std::vector<std::string> Names(const std::vector<T>& items) {
  std::vector<std::string> names;
  for (const auto& i : items) names.push_back(i.name);
  return names;
}

}  // namespace

Facility ReadFacility(JsonReader& r) {
  Facility f;
  if (r.Raw("region")) f.region = r.Choice("region", Names(Regions()), "");
  if (r.Raw("kind")) f.kind = r.Choice("kind", Names(FacilityKinds()), "");
  f.cooling = r.Choice("cooling", {"air", "liquid"}, "air");
  if (r.Raw("pue")) {
    f.pue = r.RealIn("pue", 1.0, 10.0);
  }
  if (r.Raw("kg_co2_per_kwh")) f.kg_co2_per_kwh = r.RealIn("kg_co2_per_kwh", 0.0, 100.0);
  if (r.Raw("usd_per_kwh")) f.usd_per_kwh = r.RealIn("usd_per_kwh", 0.0, 1e4);
  r.Finish();
  return f;
}

void ApplyFacility(const Facility& f, HardwareProfile* hw) {
  EnergySpec* energy = &hw->energy;
  if (f.cooling == "liquid") {
    hw->node.overhead_power_w -= hw->node.fan_power_w;
    hw->node.fan_power_w = 0;
  }
  for (const auto& g : Regions()) {
    if (g.name != f.region) continue;
    energy->kg_co2_per_kwh = g.kg_co2_per_kwh;
    if (g.usd_per_kwh > 0) energy->usd_per_kwh = g.usd_per_kwh;
  }
  for (const auto& k : FacilityKinds()) {
    if (k.name == f.kind) energy->pue = k.pue;
  }
  if (f.pue) energy->pue = *f.pue;
  if (f.kg_co2_per_kwh) energy->kg_co2_per_kwh = *f.kg_co2_per_kwh;
  if (f.usd_per_kwh) energy->usd_per_kwh = *f.usd_per_kwh;
}

}  // namespace shoal
