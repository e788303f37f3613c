#include "results/result_check.h"

#include <cmath>

#include "core/phase.h"

namespace shoal::results {

std::string RequireKind(JsonReader& r, const std::string& want) {
  std::string kind = r.String("kind");
  if (kind != want) r.Fail("kind", "\"" + want + "\", got \"" + kind + "\"");
  return kind;
}

const std::vector<std::string>& BreakdownKeys() {
  static const std::vector<std::string> keys = [] {
    std::vector<std::string> k;
    for (const PhaseInfo& info : Phases()) k.push_back(info.key);
    return k;
  }();
  return keys;
}

void RequireArray(JsonReader& r, std::string_view key) {
  if (!r.Has(key)) r.Fail(key, "an array (the key is required)");
}

NamedValues ReadNamedValues(JsonReader& r, const std::vector<std::string>& keys) {
  NamedValues out;
  for (const auto& k : keys) out.emplace_back(k, r.NonNegative(k, 0));
  return out;
}

NamedValues ReadBreakdown(JsonReader& parent) {
  JsonReader b = parent.Object("breakdown");
  NamedValues out = ReadNamedValues(b, BreakdownKeys());
  b.Finish();
  return out;
}

Plan ReadPlanObject(JsonReader& r) {
  JsonReader p = r.Object("plan");
  return ReadPlan(p, 0);  // ReadPlan finishes the reader (unknown keys are errors)
}

void RequireDerived(JsonReader& r, std::string_view key, double got, double want,
                    const std::string& what) {
  if (std::fabs(got - want) > kDerivedTolerance) {
    r.Fail(key, what + " = " + Json(want).dump() + ", got " + Json(got).dump());
  }
}

}  // namespace shoal::results
