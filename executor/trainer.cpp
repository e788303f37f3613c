#include "executor/trainer.h"

#include <algorithm>
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>

#include "core/error.h"
#include "executor/checkpoint.h"
#include "executor/flush_denormals.h"
#include "executor/layout.h"
#include "executor/markov_data.h"
#include "executor/plan_support.h"
#include "executor/stage_model.h"

namespace shoal::executor {
namespace {

using Clock = std::chrono::steady_clock;

double Since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

Json Identity(const ModelConfig& m, const Plan& p, const ExecutorOptions& o, int world) {
  Json j = TrainingOptionsToJson(o);
  j.erase("steps");  // a resumed run may go further
  j["model"] = ModelToJson(m);
  j["plan"] = PlanToJson(p);
  j["world_size"] = world;
  return j;
}

Json HistoryToJson(const std::vector<StepRecord>& steps) {
  Json h = Json::array();
  for (const StepRecord& s : steps) {
    h.push_back({s.step, s.loss, s.aux_loss, s.grad_norm, s.time_s, s.dropped,
                 std::vector<double>(s.phase_s.begin(), s.phase_s.end())});
  }
  return h;
}

std::vector<StepRecord> HistoryFromJson(const Json& h) {
  std::vector<StepRecord> steps;
  for (const Json& e : h) {
    StepRecord s;
    s.step = e.at(0).get<int64_t>();
    s.loss = e.at(1).get<double>();
    s.aux_loss = e.at(2).get<double>();
    s.grad_norm = e.at(3).get<double>();
    s.time_s = e.at(4).get<double>();
    s.dropped = e.at(5).get<int64_t>();
    auto ph = e.at(6).get<std::vector<double>>();
    for (size_t i = 0; i < s.phase_s.size() && i < ph.size(); ++i) s.phase_s[i] = ph[i];
    steps.push_back(s);
  }
  return steps;
}

}  // namespace

Json TrainingOptionsToJson(const ExecutorOptions& o) {
  return {{"steps", o.steps},
          {"lr", o.lr},
          {"warmup_steps", o.warmup_steps},
          {"aux_loss_coef", o.aux_loss_coef},
          {"seed", o.seed},
          {"data_seed", o.data_seed},
          {"markov_branching", o.markov_branching},
          {"adam",
           {{"beta1", o.adam.beta1},
            {"beta2", o.adam.beta2},
            {"eps", o.adam.eps},
            {"weight_decay", o.adam.weight_decay},
            {"clip_norm", o.adam.clip_norm}}}};
}

double ReadVmHwmBytes() {
  std::ifstream in("/proc/self/status");
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("VmHWM:", 0) == 0) {
      std::istringstream s(line.substr(6));
      double kib = 0;
      s >> kib;
      return kib * 1024.0;
    }
  }
  return 0;
}

void CheckExecutorOptions(const ExecutorOptions& o) {
  auto real = [](const char* option, double v, double lo, double hi) {
    if (!(std::isfinite(v) && v >= lo && v <= hi)) {
      throw InputError("", option, "a finite number in [" + FormatNumber(lo) + ", " +
                                       FormatNumber(hi) + "], got " + FormatNumber(v));
    }
  };
  real("--lr", o.lr, 1e-12, 10.0);
  if (!(o.lr > 0)) throw InputError("", "--lr", "a positive learning rate");
  real("--aux-loss-coef", o.aux_loss_coef, 0.0, 1e3);
  real("--checkpoint-write-delay", o.checkpoint_write_delay_s, 0.0, 3600.0);
  real("adam.beta1", o.adam.beta1, 0.0, 1.0);
  real("adam.beta2", o.adam.beta2, 0.0, 1.0);
  real("adam.eps", o.adam.eps, 0.0, 1.0);
  real("adam.weight_decay", o.adam.weight_decay, 0.0, 1e3);
  real("adam.clip_norm", o.adam.clip_norm, 0.0, 1e12);
  if (o.steps < 1 || o.steps > 100000000) throw InputError("", "--steps", "a step count in [1, 1e8]");
  if (o.warmup_steps < 0) throw InputError("", "--warmup-steps", "0 or more");
  if (o.checkpoint_every < 0) throw InputError("", "--checkpoint-every", "0 or more");
  if (o.checkpoint_dir.empty()) return;
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::file_status st = fs::symlink_status(o.checkpoint_dir, ec);
  if (fs::exists(st) && !fs::is_directory(st)) {
    throw InputError(Excerpt(o.checkpoint_dir, 200), "--checkpoint-dir",
                     "a directory (or a new path), not a file");
  }
  if (!fs::exists(st)) {
    fs::create_directories(o.checkpoint_dir, ec);
    if (ec) {
      throw InputError(Excerpt(o.checkpoint_dir, 200), "--checkpoint-dir",
                       "a directory that can be created (" + ec.message() + ")");
    }
  }
  if (::access(o.checkpoint_dir.c_str(), W_OK | X_OK) != 0) {
    throw InputError(Excerpt(o.checkpoint_dir, 200), "--checkpoint-dir", "a writable directory");
  }
}

namespace {

/// Restores parameters and AdamW moments from the newest usable checkpoint;
/// returns the step to start from (0: none usable).
int64_t Resume(Checkpointer* ckpt, ParamStore* store, ShardedAdamW* optimizer,
               TrainResult* result) {
  auto loaded = ckpt->LoadLatest();
  result->checkpoints_skipped = ckpt->skipped();
  if (!loaded) return 0;
  auto& a = loaded->state.arrays;
  auto restore = [&](const std::string& name, std::vector<double>& into) {
    auto it = a.find(name);
    if (it == a.end() || it->second.size() != into.size()) {
      throw std::runtime_error("checkpoint " + loaded->path + ": array " + name +
                               " missing or of the wrong size");
    }
    into = it->second;
  };
  for (int g = 0; g < kNumParamGroups; ++g) {
    std::string s = std::to_string(g);
    restore("values" + s, store->values(static_cast<ParamGroup>(g)));
    restore("adam_m" + s, optimizer->first_moment(g));
    restore("adam_v" + s, optimizer->second_moment(g));
  }
  const int64_t start = loaded->state.next_step;
  result->resumed_from_step = start;
  result->steps = HistoryFromJson(loaded->meta.at("history"));
  result->steps.resize(static_cast<size_t>(
      std::min<int64_t>(start, static_cast<int64_t>(result->steps.size()))));
  return start;
}

/// What one step's micro-batches on this rank add up to.
struct MicroBatchSums {
  double ce_sum = 0, aux_sum = 0, dropped = 0;
  double activation_peak_bytes = 0;  ///< most live activation bytes at once
};

/// One step's forward and backward passes of this pipeline stage in schedule
/// order, activations and gradients exchanged with the neighbouring stages.
struct PipelinePass {
  const ModelConfig& m;
  const Plan& plan;
  const Layout& L;
  Comm& world;
  StageModel& model;
  LayerContext& ctx;
  const MarkovSource& data;
  PhaseTimers& timers;
  std::vector<PassRef> ops;  ///< core/plan_geometry.h, as the simulator runs them

  MicroBatchSums Run(int64_t step) {
    const int micro = plan.NumMicroBatches();
    const int64_t seq = m.seq_len;
    const int prev = L.first_stage() ? -1 : L.WorldRank(L.pp_rank - 1, L.dp_rank, L.tp_rank);
    const int next = L.last_stage() ? -1 : L.WorldRank(L.pp_rank + 1, L.dp_rank, L.tp_rank);
    MicroBatchSums sums;
    double live = 0;
    std::vector<StageCache> caches(static_cast<size_t>(micro));
    for (const PassRef& op : ops) {
      StageCache& c = caches[static_cast<size_t>(op.micro_batch)];
      if (op.forward) {
        const int64_t id = static_cast<int64_t>(L.dp_rank) * micro + op.micro_batch;
        c.inputs.clear();
        c.targets.clear();
        for (int b = 0; b < plan.micro_batch_size; ++b) {
          std::vector<int> s = data.Sequence(step, id * plan.micro_batch_size + b, seq + 1);
          c.inputs.insert(c.inputs.end(), s.begin(), s.end() - 1);
          c.targets.insert(c.targets.end(), s.begin() + 1, s.end());
        }
        Mat x_in;
        if (prev >= 0) {
          ScopedPhase t(&timers, TimedPhase::kPp);
          std::vector<double> v = world.Recv(prev, 2 * op.micro_batch);
          x_in = Eigen::Map<Mat>(v.data(), static_cast<int64_t>(c.inputs.size()), m.hidden);
        }
        Mat out = model.Forward(ctx, &x_in, &c);
        sums.ce_sum += c.ce_sum;
        sums.aux_sum += c.aux_sum;
        sums.dropped += c.dropped;
        live += c.Bytes();
        sums.activation_peak_bytes = std::max(sums.activation_peak_bytes, live);
        if (next >= 0) {
          ScopedPhase t(&timers, TimedPhase::kPp);
          world.Send(next, std::vector<double>(out.data(), out.data() + out.size()), 2 * op.micro_batch);
        }
      } else {
        Mat dy;
        if (next >= 0) {
          ScopedPhase t(&timers, TimedPhase::kPp);
          std::vector<double> v = world.Recv(next, 2 * op.micro_batch + 1);
          dy = Eigen::Map<Mat>(v.data(), static_cast<int64_t>(c.inputs.size()), m.hidden);
        }
        Mat dx = model.Backward(ctx, c, &dy);
        if (prev >= 0) {
          ScopedPhase t(&timers, TimedPhase::kPp);
          world.Send(prev, std::vector<double>(dx.data(), dx.data() + dx.size()), 2 * op.micro_batch + 1);
        }
        live -= c.Bytes();
        c = StageCache();
      }
    }
    return sums;
  }
};

/// The step's world-wide sums (one all-reduce).
struct StepSums {
  double norm_sq = 0, ce = 0, aux = 0, dropped = 0;
};

/// Finishes the step's communication: pipeline sends, gradient reduction, and
/// one world all-reduce of the gradient norm and the losses (each counted
/// once: tensor rank 0; cross-entropy on the last stage). Every rank sees the
/// same sums, so on a non-finite loss or norm all stop together: the step's
/// update is not applied and the last complete checkpoint stays as it is.
StepSums ReduceStep(Comm& world, ShardedAdamW& optimizer, PhaseTimers& timers,
                    const MicroBatchSums& batch, bool counts_losses, int64_t step,
                    Checkpointer* ckpt, const std::string& checkpoint_dir) {
  {
    ScopedPhase t(&timers, TimedPhase::kPp);
    world.WaitSends();
  }
  optimizer.ReduceGradients(&timers);
  double sums[4] = {optimizer.LocalGradNormSquared(), counts_losses ? batch.ce_sum : 0.0,
                    counts_losses ? batch.aux_sum : 0.0, counts_losses ? batch.dropped : 0.0};
  {
    ScopedPhase t(&timers, TimedPhase::kDp);
    world.AllReduceSum(sums, 4);
  }
  if (!std::isfinite(sums[0]) || !std::isfinite(sums[1]) || !std::isfinite(sums[2])) {
    if (ckpt) ckpt->Poll(true);
    throw NonFiniteLoss("step " + std::to_string(step) +
                        ": the loss or gradient norm is not finite (loss sum " +
                        std::to_string(sums[1]) + ", |g|^2 " + std::to_string(sums[0]) +
                        "); stopped" +
                        (ckpt ? "; the last complete checkpoint in " + checkpoint_dir + " is kept"
                              : std::string()) +
                        ". Try a smaller --lr.");
  }
  return {sums[0], sums[1], sums[2], sums[3]};
}

/// The step's record: the slowest rank's time, the phase split averaged over ranks.
StepRecord GatherStepRecord(Comm& world, int64_t step, double step_s, const PhaseTimers& timers) {
  std::vector<double> mine(7), all(static_cast<size_t>(7 * world.size()));
  mine[0] = step_s;
  mine[1] = step_s - timers.Total();
  for (int p = 0; p < static_cast<int>(TimedPhase::kCount); ++p)
    mine[static_cast<size_t>(p + 2)] = timers.seconds[p];
  world.AllGather(mine.data(), 7, all.data());
  StepRecord rec;
  rec.step = step;
  for (int r = 0; r < world.size(); ++r) {
    const double* e = all.data() + 7 * r;
    rec.time_s = std::max(rec.time_s, e[0]);
    for (size_t p = 0; p < rec.phase_s.size(); ++p) rec.phase_s[p] += e[p + 1] / world.size();
  }
  return rec;
}

/// Starts writing a checkpoint of the state after `step` (only finite
/// parameters: a resumed run must not start from NaN).
void SaveCheckpoint(Checkpointer* ckpt, Comm& world, ParamStore& store, ShardedAdamW& optimizer,
                    int64_t step, const std::string& dir, const std::vector<StepRecord>& history) {
  double bad = 0;
  for (int g = 0; g < kNumParamGroups; ++g) {
    for (double v : store.values(static_cast<ParamGroup>(g))) bad += std::isfinite(v) ? 0 : 1;
  }
  world.AllReduceSum(&bad, 1);
  if (bad > 0) {
    ckpt->Poll(true);
    throw NonFiniteLoss("step " + std::to_string(step) + ": " + std::to_string(bad) +
                        " parameters are not finite; stopped before checkpointing them (the "
                        "last complete checkpoint in " + dir + " is kept). Try a smaller --lr.");
  }
  ShardState s;
  s.next_step = step + 1;
  for (int g = 0; g < kNumParamGroups; ++g) {
    std::string n = std::to_string(g);
    s.arrays["values" + n] = store.values(static_cast<ParamGroup>(g));
    s.arrays["adam_m" + n] = optimizer.first_moment(g);
    s.arrays["adam_v" + n] = optimizer.second_moment(g);
  }
  ckpt->Save(std::move(s), {{"history", HistoryToJson(history)}});
}

/// Every rank's memory and energy, gathered on every rank.
std::vector<RankStats> GatherRankStats(Comm& world, const RankStats& mine) {
  std::vector<double> v = {mine.tracked_peak_bytes,    mine.param_bytes,  mine.optimizer_bytes,
                           mine.activation_peak_bytes, mine.vm_hwm_bytes, mine.energy_j,
                           mine.device_peak_bytes};
  std::vector<double> all(v.size() * static_cast<size_t>(world.size()));
  world.AllGather(v.data(), v.size(), all.data());
  std::vector<RankStats> ranks;
  for (int r = 0; r < world.size(); ++r) {
    const double* e = all.data() + v.size() * static_cast<size_t>(r);
    ranks.push_back(RankStats{r, e[0], e[1], e[2], e[3], e[4], e[5], e[6]});
  }
  return ranks;
}

}  // namespace

TrainResult Train(const ModelConfig& m, const Plan& plan, const ExecutorOptions& o, Comm& world,
                  Device& device) {
  CheckExecutorOptions(o);
  const Backend backend = device.name() == "cpu" ? Backend::kCpu : Backend::kCuda;
  // Subnormals flushed on the CPU backend's thread (executor/flush_denormals.h).
  std::optional<ScopedFlushDenormals> flush;
  if (backend == Backend::kCpu) flush.emplace();
  auto unsupported = UnsupportedPlanFeatures(plan, m, world.size(), backend);
  if (!unsupported.empty()) {
    std::string all;
    for (const auto& u : unsupported) all += (all.empty() ? "" : "; ") + u;
    throw InputError("plan", "$", "a plan this executor supports (" + all + ")");
  }
  const Layout L = Layout::For(plan, world.rank());
  Groups groups = MakeGroups(world, L);

  ParamStore store;
  StageModel model(&store, m, L, AssignLayers(m, plan).at(static_cast<size_t>(L.pp_rank)));
  store.Allocate(o.seed);
  AdamWOptions adam = o.adam;
  adam.bucket_bytes = plan.grad_bucket_bytes;
  ShardedAdamW optimizer(&store, {groups.dp.get(), groups.expert_dp.get()}, plan.zero_stage == 1,
                         L.tp_rank, adam);
  MarkovSource data(static_cast<int>(m.vocab), o.markov_branching, o.data_seed);

  const int micro = plan.NumMicroBatches();
  const int64_t seq = m.seq_len;
  const int64_t global_micro = static_cast<int64_t>(plan.dp) * micro;
  const int64_t global_tokens = static_cast<int64_t>(plan.global_batch_size) * seq;

  PhaseTimers timers;
  LayerContext ctx;
  ctx.device = &device;
  ctx.tp = groups.tp.get();
  ctx.ep = groups.ep.get();
  ctx.timers = &timers;
  ctx.aux_grad_scale = o.aux_loss_coef / static_cast<double>(global_micro);
  ctx.ce_grad_scale = 1.0 / static_cast<double>(global_tokens);

  TrainResult result;
  result.entropy_rate_nats = data.EntropyRate();
  result.uniform_nats = std::log(static_cast<double>(m.vocab));
  result.tokens_per_step = global_tokens;

  std::unique_ptr<Checkpointer> ckpt;
  int64_t start = 0;
  if (!o.checkpoint_dir.empty()) {
    ckpt = std::make_unique<Checkpointer>(
        CheckpointOptions{o.checkpoint_dir, o.checkpoint_write_delay_s}, &world,
        Identity(m, plan, o, world.size()));
    if (o.resume) start = Resume(ckpt.get(), &store, &optimizer, &result);
  }

  PipelinePass pipe{m, plan, L, world, model, ctx, data, timers,
                    StageSchedule(plan, L.pp_rank, micro)};
  const double energy_start_j = device.EnergyJoules();
  // The device's memory high-water mark, sampled at the end of each step's
  // compute (0 on CPU devices, which report none).
  double device_peak = device.DeviceBytesInUse();
  double activation_peak = 0;
  const double fixed_bytes = store.Bytes() + optimizer.StateBytes();

  for (int64_t step = start; step < o.steps; ++step) {
    const auto t0 = Clock::now();
    timers.Reset();
    store.ZeroGrads();
    const MicroBatchSums batch = pipe.Run(step);
    activation_peak = std::max(activation_peak, batch.activation_peak_bytes);
    const StepSums sums = ReduceStep(world, optimizer, timers, batch, L.tp_rank == 0, step,
                                     ckpt.get(), o.checkpoint_dir);
    const double grad_norm = std::sqrt(sums.norm_sq);
    const double clip =
        o.adam.clip_norm > 0 && grad_norm > o.adam.clip_norm ? o.adam.clip_norm / grad_norm : 1.0;
    const double lr = o.warmup_steps > 0
                          ? o.lr * std::min(1.0, static_cast<double>(step + 1) / o.warmup_steps)
                          : o.lr;
    optimizer.Step(step, lr, clip, &timers);
    const double step_s = Since(t0);

    device_peak = std::max(device_peak, device.DeviceBytesInUse());
    StepRecord rec = GatherStepRecord(world, step, step_s, timers);
    rec.loss = sums.ce / static_cast<double>(global_tokens);
    rec.aux_loss = sums.aux / static_cast<double>(global_micro);
    rec.dropped = static_cast<int64_t>(sums.dropped);
    rec.grad_norm = grad_norm;
    result.steps.push_back(rec);
    if (o.verbose && world.rank() == 0) {
      std::printf("step %4lld  loss %.4f  aux %.4f  |g| %.3f  %.1f ms\n",
                  static_cast<long long>(step), rec.loss, rec.aux_loss, rec.grad_norm,
                  rec.time_s * 1e3);
      std::fflush(stdout);
    }

    if (ckpt) {
      const auto tc = Clock::now();
      if (ckpt->Poll(false)) ++result.checkpoints_written;
      const bool last = step + 1 == o.steps;
      if (last || (o.checkpoint_every > 0 && (step + 1) % o.checkpoint_every == 0)) {
        SaveCheckpoint(ckpt.get(), world, store, optimizer, step, o.checkpoint_dir, result.steps);
      }
      result.checkpoint_s += Since(tc);
    }
  }
  if (ckpt) {
    const auto tc = Clock::now();
    if (ckpt->Poll(true)) ++result.checkpoints_written;
    result.checkpoint_s += Since(tc);
  }

  RankStats mine;
  mine.rank = world.rank();
  mine.param_bytes = store.Bytes();
  mine.optimizer_bytes = optimizer.StateBytes();
  mine.activation_peak_bytes = activation_peak;
  mine.tracked_peak_bytes = fixed_bytes + activation_peak;
  mine.vm_hwm_bytes = ReadVmHwmBytes();
  mine.device_peak_bytes = device_peak;
  const double energy_end_j = device.EnergyJoules();
  mine.energy_j = energy_start_j >= 0 && energy_end_j >= 0 ? energy_end_j - energy_start_j : -1;
  result.ranks = GatherRankStats(world, mine);
  return result;
}

}  // namespace shoal::executor
