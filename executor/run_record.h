// RUN.json: everything needed to compare a real run with the simulator.
#pragma once

#include <string>

#include "core/json_reader.h"
#include "core/scenario.h"
#include "executor/trainer.h"

namespace shoal::executor {

struct RunContext {
  std::string scenario_path;
  std::string plan_path;
  std::string backend;  ///< "cpu" or "cuda"
  std::string device;   ///< device name
  int world_size = 1;
};

/// The machine: nproc, CPU model, memory, host name.
Json DescribeHost();

/// The RUN.json document (schema in docs/executor.md).
Json BuildRunJson(const Scenario& scenario, const Plan& plan, const ExecutorOptions& options,
                  const RunContext& run, const TrainResult& result);

}  // namespace shoal::executor
