// shoal profile [--backend cpu|cuda] [--out PROFILE.json] [--quick] ...: measures
// this node's GEMMs, memory and collectives into a hardware profile. Run it
// under mpirun (one rank per GPU, or per CPU core for --backend cpu).
#include <iostream>

#include "cli/commands.h"
#include "core/error.h"
#include "profiler/profile_run.h"

namespace shoal::cli {
namespace {

struct ProfileCliOptions {
  profiler::ProfileOptions run;
  std::string min_bytes, max_bytes;
};

void Run(ProfileCliOptions o) {
  if (o.run.backend == "cuda") HandOffToCudaExecutable();
  auto bytes = [](const std::string& text, const char* flag, double* out) {
    if (!text.empty() && !profiler::ParseBytes(text, out)) {
      throw InputError(flag, "",
                       "a size in bytes such as 4096, 64KiB, 1MiB or 1GiB (got \"" + text + "\")");
    }
  };
  bytes(o.min_bytes, "--min-bytes", &o.run.min_bytes);
  bytes(o.max_bytes, "--max-bytes", &o.run.max_bytes);
  o.run.argv = OwnArgv();
  std::ostream& summary = o.run.out_path.empty() ? std::cerr : std::cout;
  profiler::RunProfile(o.run, summary);
}

}  // namespace

void AddProfile(CLI::App& app) {
  auto opts = std::make_shared<ProfileCliOptions>();
  auto& r = opts->run;
  auto* cmd = app.add_subcommand(
      "profile", "Measure GEMMs, memory and collectives into a hardware profile (under mpirun)");
  cmd->add_option("--backend", r.backend, "cpu (Eigen + MPI) or cuda (cuBLAS + NCCL)")
      ->capture_default_str();
  cmd->add_option("--out", r.out_path, "Write the profile here (atomically); default stdout");
  cmd->add_flag("--quick", r.quick, "Small shapes and messages (1KiB..1MiB): a smoke test");
  cmd->add_option("--min-bytes", opts->min_bytes, "Smallest collective message (default 1KiB)");
  cmd->add_option("--max-bytes", opts->max_bytes,
                  "Largest collective message (default 1GiB; --quick 1MiB)");
  cmd->add_option("--collectives", r.collectives,
                  "Subset of all_reduce all_gather reduce_scatter all_to_all send_recv");
  cmd->add_flag("--no-collectives", r.skip_collectives, "Measure compute and memory only");
  cmd->add_option("--name", r.name, "Profile name (default measured-<backend>-<host>)");
  cmd->add_option("--tdp-w", r.tdp_w, "Power limit per device when not measurable (W)");
  cmd->add_option("--usd-per-gpu-hour", r.usd_per_gpu_hour, "Price to record in the profile");
  cmd->add_option("--intra-topology", r.intra_topology,
                  "nvswitch, hybrid_cube_mesh or pcie (default: inferred)");
  cmd->callback([opts] { Run(*opts); });
}

}  // namespace shoal::cli
