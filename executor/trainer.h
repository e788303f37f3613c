// The training loop: one rank's part of data, tensor, pipeline and expert
// parallel training of the MoE transformer, with gradient accumulation over
// micro-batches, AdamW (optionally ZeRO-1), clipping and checkpoints.
#pragma once

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/phase.h"
#include "core/json_reader.h"
#include "core/model.h"
#include "core/plan.h"
#include "executor/comm.h"
#include "executor/device.h"
#include "executor/optimizer.h"

namespace shoal::executor {

struct ExecutorOptions {
  int steps = 50;
  double lr = 1e-2;
  int warmup_steps = 0;  ///< linear warm-up, then constant
  AdamWOptions adam;     ///< bucket_bytes is taken from the plan
  double aux_loss_coef = 0.01;
  uint64_t seed = 1;       ///< model initialization
  uint64_t data_seed = 7;  ///< Markov chain and sequences
  int markov_branching = 4;
  std::string checkpoint_dir;  ///< empty: no checkpoints
  int checkpoint_every = 0;    ///< steps between checkpoints (0: only at the end)
  bool resume = false;
  double checkpoint_write_delay_s = 0;
  bool verbose = false;  ///< rank 0 prints one line per step
};

/// The measured phases (core/phase.h keys, as in the simulator's breakdown):
/// compute, then the PhaseTimers phases in their order.
inline constexpr std::array<shoal::Phase, 6> kMeasuredPhases = {
    shoal::Phase::kCompute,   shoal::Phase::kExposedEp, shoal::Phase::kExposedTp,
    shoal::Phase::kExposedPp, shoal::Phase::kExposedDp, shoal::Phase::kOptimizer};

struct StepRecord {
  int64_t step = 0;
  double loss = 0;      ///< mean token cross-entropy (nats)
  double aux_loss = 0;  ///< load-balancing loss summed over layers, mean over micro-batches
  double grad_norm = 0;
  double time_s = 0;                ///< slowest rank
  std::array<double, 6> phase_s{};  ///< mean over ranks, kMeasuredPhases order
  int64_t dropped = 0;              ///< routing choices over capacity
};

struct RankStats {
  int rank = 0;
  double tracked_peak_bytes = 0;  ///< parameters, gradients, optimizer state, live activations
  double param_bytes = 0, optimizer_bytes = 0, activation_peak_bytes = 0;
  double vm_hwm_bytes = 0;  ///< /proc/self/status VmHWM (whole process)
  double energy_j = -1;     ///< device energy over the run (NVML); < 0: not measured
  double device_peak_bytes = 0;  ///< CUDA: device memory high-water mark sampled each step; 0 on CPU
};

struct TrainResult {
  std::vector<StepRecord> steps;   ///< whole curve, including steps restored from a checkpoint
  int64_t resumed_from_step = -1;  ///< -1: fresh start
  std::vector<std::string> checkpoints_skipped;  ///< why newer checkpoints were not resumed
  std::vector<RankStats> ranks;
  double entropy_rate_nats = 0;
  double uniform_nats = 0;
  int64_t tokens_per_step = 0;
  int checkpoints_written = 0;
  double checkpoint_s = 0;  ///< time spent snapshotting and finalizing (outside steps)
};

/// Trains on `world` (every rank calls it). Throws InputError when the plan
/// cannot run (see plan_support.h), when an option is out of range (a
/// learning rate or loss weight that is not finite) or when --resume finds a
/// checkpoint of another run; NonFiniteLoss when the loss or gradient norm
/// stops being finite (the last complete checkpoint is kept).
struct NonFiniteLoss : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Throws InputError for options no run can use (non-finite or out-of-range
/// learning rate, loss weight, step counts; a checkpoint path that is not a
/// writable directory). Called before any training.
void CheckExecutorOptions(const ExecutorOptions& options);

TrainResult Train(const ModelConfig& model, const Plan& plan, const ExecutorOptions& options,
                  Comm& world, Device& device);

/// The options that shape the training math (steps, lr, seeds, AdamW...).
Json TrainingOptionsToJson(const ExecutorOptions& options);

/// Peak resident set of this process (bytes), 0 when unknown.
double ReadVmHwmBytes();

}  // namespace shoal::executor
