// What every strict result reader shares: the kind check and the check that a
// file's derived figure (an error, a bandwidth) is the one its inputs give.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/json_reader.h"
#include "core/plan.h"

namespace shoal::results {

/// How far a file's derived figure may be from the one its inputs give
/// (rounding by whoever wrote it).
inline constexpr double kDerivedTolerance = 1e-3;

/// An optional number absent from a file.
inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// Named seconds (or bytes), in the fixed order of the schema.
using NamedValues = std::vector<std::pair<std::string, double>>;

/// Keys of `breakdown`, in stacking order (the schema's order: core/phase.h).
const std::vector<std::string>& BreakdownKeys();

/// Writes `v` under `key`, unless it is NaN (an optional number the result
/// was read without): the writers' side of kNaN.
inline void PutGiven(Json& j, const char* key, double v) {
  if (!std::isnan(v)) j[key] = v;
}
/// The same for a count (a number in the struct), written as an integer.
inline void PutGivenCount(Json& j, const char* key, double v) {
  if (!std::isnan(v)) j[key] = static_cast<int64_t>(v);
}

/// Fails unless `key` is present (an array the reader then walks).
void RequireArray(JsonReader& r, std::string_view key);
/// `keys`, in order, each a non-negative number (0 when absent).
NamedValues ReadNamedValues(JsonReader& r, const std::vector<std::string>& keys);
/// The "breakdown" object: BreakdownKeys(), strictly.
NamedValues ReadBreakdown(JsonReader& parent);

/// The "plan" object, strictly (core/plan.h ReadPlan).
Plan ReadPlanObject(JsonReader& r);

/// Reads "kind" and fails unless it is `want`.
std::string RequireKind(JsonReader& r, const std::string& want);

/// Fails at `key` unless |got - want| <= kDerivedTolerance; `what` says how
/// `want` is derived ("(predicted - measured) / measured").
void RequireDerived(JsonReader& r, std::string_view key, double got, double want,
                    const std::string& what);

}  // namespace shoal::results
