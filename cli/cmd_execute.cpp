// shoal execute SCENARIO --plan PLAN.json: really trains the scenario's model
// with the plan (one rank per process under mpirun, or simulated ranks in
// threads) and writes RUN.json.
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <mutex>

#include "cli/commands.h"
#include "core/atomic_file.h"
#include "core/error.h"
#include "core/phase.h"
#include "core/platform/mpi_session.h"
#include "core/scenario.h"
#include "executor/comm_mpi.h"
#include "executor/cuda_hooks.h"
#include "executor/host_memory.h"
#include "executor/plan_support.h"
#include "executor/run_record.h"
#include "executor/trainer.h"

namespace shoal::cli {
namespace {

using namespace shoal::executor;

struct ExecuteOptions {
  std::string scenario;
  std::string plan;
  std::string backend = "cpu";
  std::string out;
  int simulate_ranks = 0;
  bool quiet = false;
  bool out_given = false;
  ExecutorOptions train;
};

// Rank among the processes on this node (picks the GPU).
int LocalRank(int world_rank) {
  for (const char* v : {"OMPI_COMM_WORLD_LOCAL_RANK", "MPI_LOCALRANKID", "SLURM_LOCALID"}) {
    if (const char* s = std::getenv(v)) return std::atoi(s);
  }
  return world_rank;
}

void PrintSummary(const Json& run, bool resume_asked) {
  const auto& losses = run["losses"];
  std::printf("%s: %s on %d rank(s), %s backend\n",
              run["scenario"]["name"].get<std::string>().c_str(),
              run["plan_summary"].get<std::string>().c_str(), run["world_size"].get<int>(),
              run["backend"].get<std::string>().c_str());
  if (!losses.empty()) {
    std::printf("  loss %.4f -> %.4f nats (data entropy rate %.4f, uniform %.4f)\n",
                losses.front().get<double>(), losses.back().get<double>(),
                run["data"]["entropy_rate_nats"].get<double>(),
                run["data"]["uniform_nats"].get<double>());
  }
  const Json& b = run["breakdown"];
  auto ms = [&](Phase phase) { return b[PhaseKey(phase)].get<double>() * 1e3; };
  if (b.contains("step_s")) {
    std::printf(
        "  step %.2f ms (compute %.2f, ep %.2f, tp %.2f, pp %.2f, dp %.2f, optimizer %.2f), "
        "%.0f tokens/s\n",
        b["step_s"].get<double>() * 1e3, ms(Phase::kCompute), ms(Phase::kExposedEp),
        ms(Phase::kExposedTp), ms(Phase::kExposedPp), ms(Phase::kExposedDp),
        ms(Phase::kOptimizer), run["tokens_per_s"].get<double>());
  }
  if (!run["resumed_from_step"].is_null()) {
    std::printf("  resumed from step %lld\n", run["resumed_from_step"].get<long long>());
  } else if (resume_asked) {
    std::printf("  --resume: no complete checkpoint of this run found, started from step 0\n");
  }
}

void Run(ExecuteOptions o, int* argc, char*** argv) {
  if (o.backend == "cuda") HandOffToCudaExecutable();
  // Before any rank starts: a bad option or checkpoint directory fails now,
  // not after every step has run.
  CheckExecutorOptions(o.train);
  if (o.out_given) CheckOutputFilePath(o.out, "--out");
  if (o.simulate_ranks > 4096) throw InputError("", "--simulate-ranks", "at most 4096 ranks");
  Scenario s = LoadScenario(o.scenario);
  Plan plan;
  if (!o.plan.empty()) {
    plan = LoadPlanFile(o.plan, s);
  } else if (s.plan) {
    plan = *s.plan;
  } else {
    throw InputError(o.scenario, "$.plan", "a plan (in the scenario or given with --plan)");
  }
  const std::string plan_origin = o.plan.empty() ? o.scenario : o.plan;
  const Backend backend = o.backend == "cuda" ? Backend::kCuda : Backend::kCpu;

  std::unique_ptr<platform::MpiSession> mpi;
  std::unique_ptr<Comm> world;
  int world_size = 1;
  if (o.simulate_ranks > 0) {
    world_size = o.simulate_ranks;
  } else if (platform::LaunchedByMpi()) {
    mpi = std::make_unique<platform::MpiSession>(argc, argv);
    world = std::make_unique<MpiComm>(MPI_COMM_WORLD, false);
    world_size = world->size();
  } else {
    world = std::make_unique<SelfComm>();
  }
  auto refusals = UnsupportedPlanFeatures(plan, s.model, world_size, backend);
  if (!refusals.empty()) {
    std::string all;
    for (const auto& r : refusals) all += "\n  - " + r;
    throw InputError(plan_origin, "$", "a plan this executor can run; refused:" + all);
  }
  o.train.adam.bucket_bytes = plan.grad_bucket_bytes;
  RetainFreedHostMemory();  // steps reuse their buffers instead of faulting them in again

  RunContext ctx;
  ctx.scenario_path = o.scenario;
  ctx.plan_path = o.plan;
  ctx.backend = o.backend;
  ctx.world_size = world_size;

  auto make_device = [&](int rank) -> std::unique_ptr<Device> {
    if (backend == Backend::kCpu) return std::make_unique<CpuDevice>();
    try {
      return MakeCudaDevice(rank);
    } catch (const std::runtime_error& e) {
      throw InputError("--backend", "cuda",
                       std::string("a usable CUDA backend (") + e.what() + ")");
    }
  };

  TrainResult result;
  if (world) {
    auto device = make_device(LocalRank(world->rank()));
    ctx.device = device->name();
    if (backend == Backend::kCuda && mpi && HaveNcclComm()) {  // collectives through NCCL
      world = MakeNcclComm(std::make_unique<MpiComm>(MPI_COMM_WORLD, false));
    }
    o.train.verbose = !o.quiet && world->rank() == 0;
    result = Train(s.model, plan, o.train, *world, *device);
    if (world->rank() != 0) return;
  } else {
    std::mutex mu;
    RunThreadRanks(world_size, [&](Comm& comm) {
      auto device = make_device(comm.rank());
      ExecutorOptions opts = o.train;
      opts.verbose = !o.quiet && comm.rank() == 0;
      TrainResult r = Train(s.model, plan, opts, comm, *device);
      if (comm.rank() == 0) {
        std::lock_guard<std::mutex> lock(mu);
        result = std::move(r);
        ctx.device = device->name();
      }
    });
  }
  for (const auto& why : result.checkpoints_skipped) {
    std::fprintf(stderr, "warning: --resume: skipped checkpoint %s\n", why.c_str());
  }
  Json run = BuildRunJson(s, plan, o.train, ctx, result);
  if (!o.out.empty()) Emit(run.dump(2) + "\n", o.out);
  if (!o.quiet) PrintSummary(run, o.train.resume);
}

}  // namespace

void AddExecute(CLI::App& app) {
  auto opts = std::make_shared<ExecuteOptions>();
  auto* cmd = app.add_subcommand(
      "execute", "Really train the scenario's MoE transformer with a plan (run under mpirun)");
  cmd->add_option("scenario", opts->scenario, "Scenario JSON file")->required();
  cmd->add_option("--plan", opts->plan, "Plan JSON file (default: the scenario's plan)");
  cmd->add_option("--steps", opts->train.steps, "Optimizer steps")->check(CLI::PositiveNumber);
  cmd->add_option("--backend", opts->backend, "cpu (Eigen + MPI) or cuda (cuBLAS + NCCL)")
      ->check(CLI::IsMember({"cpu", "cuda"}));
  cmd->add_option("--checkpoint-dir", opts->train.checkpoint_dir, "Write sharded checkpoints here");
  cmd->add_option("--checkpoint-every", opts->train.checkpoint_every,
                  "Steps between checkpoints (default: only at the end)")
      ->check(CLI::NonNegativeNumber);
  cmd->add_option("--checkpoint-write-delay", opts->train.checkpoint_write_delay_s,
                  "Seconds to pause before publishing each shard (testing slow storage)")
      ->check(CLI::NonNegativeNumber);
  cmd->add_flag("--resume", opts->train.resume, "Continue from the last complete checkpoint");
  cmd->add_option("--out", opts->out, "Write RUN.json here (atomically, rank 0)");
  cmd->add_option("--lr", opts->train.lr, "Peak learning rate")->check(CLI::PositiveNumber);
  cmd->add_option("--warmup-steps", opts->train.warmup_steps, "Linear warm-up steps")
      ->check(CLI::NonNegativeNumber);
  cmd->add_option("--aux-loss-coef", opts->train.aux_loss_coef, "Load-balancing loss weight")
      ->check(CLI::NonNegativeNumber);
  cmd->add_option("--seed", opts->train.seed, "Model initialization seed");
  cmd->add_option("--data-seed", opts->train.data_seed, "Markov chain and data seed");
  cmd->add_option("--simulate-ranks", opts->simulate_ranks,
                  "Run N ranks as threads of this process instead of under mpirun")
      ->check(CLI::PositiveNumber);
  cmd->add_flag("--quiet", opts->quiet, "Print nothing but errors");
  cmd->callback([opts, cmd] {
    opts->out_given = cmd->count("--out") > 0;
    int argc = 0;
    char** argv = nullptr;
    Run(*opts, &argc, &argv);
  });
}

}  // namespace shoal::cli
