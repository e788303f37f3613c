// Where a job runs, for its energy: the facility's PUE, the grid's carbon
// intensity and the electricity price, as scenario inputs ("facility") with
// sourced defaults by region and by kind of facility.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/hardware.h"
#include "core/json_reader.h"

namespace shoal {

/// A grid region's defaults (0: keep the profile's figure).
struct RegionDefaults {
  std::string name;
  double kg_co2_per_kwh = 0;
  double usd_per_kwh = 0;
  std::string source;
};

/// A kind of facility's typical PUE.
struct FacilityKind {
  std::string name;
  double pue = 0;
  std::string source;
};

const std::vector<RegionDefaults>& Regions();
const std::vector<FacilityKind>& FacilityKinds();

/// A scenario's "facility": a region and a kind of facility (their
/// defaults), and explicit figures that override them. Empty: the hardware
/// profile's figures stand.
struct Facility {
  std::string region;
  std::string kind;
  std::string cooling;  ///< "air" (the profile's node) or "liquid" (no node fans)
  std::optional<double> pue, kg_co2_per_kwh, usd_per_kwh;
};

/// Reads e.g. {"region": "france", "kind": "hyperscale"} or {"pue": 1.2,
/// "kg_co2_per_kwh": 0.057, "usd_per_kwh": 0.1}.
Facility ReadFacility(JsonReader& r);
/// Region and kind defaults over the profile's energy figures, explicit
/// figures last; liquid cooling removes the node fans' power.
void ApplyFacility(const Facility& f, HardwareProfile* hw);

}  // namespace shoal
