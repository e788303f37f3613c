// A timeline (Gantt) chart of a trace: ranks (processes) as groups of rows,
// streams (threads) as sub-rows, slices as bars colored by category, with a
// time axis in milliseconds. Two traces rendered with the same span_us line up
// for side-by-side comparison (a simulated and a measured step).
#pragma once

#include <string>

#include "reports/trace_file.h"

namespace shoal::reports {

struct TimelineOptions {
  double width_px = 1100;
  double span_us = 0;         ///< length of the time axis; 0: the trace's own span
  size_t max_processes = 64;  ///< more ranks than this are summarized, not drawn
};

/// Fixed color of a phase category (compute, tp, pp, dp, ep, cp, optimizer, offload).
std::string CategoryColor(const std::string& category);

std::string RenderTimeline(const Trace& trace, const TimelineOptions& options = {});

}  // namespace shoal::reports
