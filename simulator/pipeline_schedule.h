// The pipeline schedules live in core (core/plan_geometry.h), shared with the
// executor; the simulator names them here.
#pragma once

#include "core/plan_geometry.h"

namespace shoal::sim {

using shoal::PassRef;
using shoal::StageSchedule;

}  // namespace shoal::sim
