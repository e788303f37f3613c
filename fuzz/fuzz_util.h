// Shared by the libFuzzer harnesses (fuzz/fuzz_*.cpp, `make fuzz`).
//
// A harness feeds its bytes to one reader. Hostile input may only end in an
// InputError (exit 2 in the CLI); any other exception, a crash, a sanitizer
// report, a hang (libFuzzer -timeout) or an impossible number from a run the
// reader accepted (non-finite time, MFU above 100%, negative energy) is a
// finding: the harness aborts and libFuzzer saves the input.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>

#include "core/error.h"
#include "core/model.h"
#include "core/scenario.h"
#include "simulator/simulate.h"

namespace shoal::fuzz {

[[noreturn]] inline void Finding(const std::string& what) {
  std::fprintf(stderr, "FUZZ FINDING: %s\n", what.c_str());
  std::abort();
}

/// Runs `fn`; an InputError is the expected outcome of bad input, anything
/// else thrown is a finding.
template <class Fn>
int Guard(Fn&& fn) {
  try {
    fn();
  } catch (const InputError&) {
  } catch (const std::exception& e) {
    Finding(std::string("not an InputError: ") + e.what());
  }
  return 0;
}

inline std::string Text(const uint8_t* data, size_t size) {
  return std::string(reinterpret_cast<const char*>(data), size);
}

inline void CheckFinite(double v, const char* what) {
  if (!std::isfinite(v)) Finding(std::string(what) + " is not finite");
}

/// Model statistics of an accepted model are finite and positive.
inline void CheckModelStats(const ModelConfig& m) {
  ModelStats s = ComputeModelStats(m);
  CheckFinite(s.total_params, "total_params");
  CheckFinite(s.training_flops_per_token, "training_flops_per_token");
  if (!(s.total_params > 0) || !(s.active_params > 0) || s.active_params > s.total_params * (1 + 1e-9)) {
    Finding("parameter counts out of order: total " + std::to_string(s.total_params) + ", active " +
            std::to_string(s.active_params));
  }
}

/// A simulated step of an accepted input is physical.
inline void CheckStep(const sim::StepResult& r) {
  CheckFinite(r.step_time_s, "step_time_s");
  CheckFinite(r.peak_memory_bytes, "peak_memory_bytes");
  CheckFinite(r.energy_j_per_step, "energy_j_per_step");
  CheckFinite(r.mfu, "mfu");
  if (!(r.step_time_s > 0)) Finding("step_time_s not positive");
  if (r.mfu < 0 || r.mfu > 1.0 + 1e-9) Finding("MFU " + std::to_string(r.mfu) + " outside [0, 1]");
  if (r.energy_j_per_step < 0) Finding("negative energy");
  if (r.peak_memory_bytes < 0) Finding("negative memory");
}

/// libFuzzer's LLVMFuzzerInitialize: no reader may wait on the terminal.
inline void Init() {
  if (!std::freopen("/dev/null", "r", stdin)) std::abort();
}

/// The bundled scenario the plan, hardware and stack harnesses vary one part of.
inline const Scenario& FixedScenario() {
  static const Scenario s = LoadScenario(DataDir() + "/scenarios/mixtral-8x7b-64-h100.json");
  return s;
}

}  // namespace shoal::fuzz

/// Every harness: stdin closed before the first input.
#define SHOAL_FUZZ_INITIALIZE                                 \
  extern "C" int LLVMFuzzerInitialize(int*, char***) {        \
    shoal::fuzz::Init();                                      \
    return 0;                                                 \
  }
