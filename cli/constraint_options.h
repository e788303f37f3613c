// The search constraints as `shoal plan` and `shoal sweep` options; they
// override the scenario's "search" object key by key.
#pragma once

#include <CLI/CLI.hpp>

#include <string>

#include "core/search_constraints.h"

namespace shoal::cli {

struct ConstraintFlags {
  std::string tp, pp, cp, ep, dp;
  std::string schedules, recompute, zero_stages, offload, offload_device;
  std::string global_batch, tokens_per_step, memory_headroom;
  std::string max_cost_usd, max_energy_kwh;
};

void AddConstraintOptions(CLI::App* cmd, ConstraintFlags* f);

/// The scenario's constraints with every given option replacing its key.
/// Throws InputError naming the option on bad text.
SearchConstraints MergeConstraints(const SearchConstraints& scenario, const ConstraintFlags& f);

}  // namespace shoal::cli
