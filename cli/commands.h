// The `shoal` subcommands. Each lives in cmd_<name>.cpp and registers itself
// on the app; main.cpp lists them in one table.
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace shoal {
struct Scenario;
}

namespace shoal::cli {

using AddCommandFn = void (*)(CLI::App& app);

void AddInspect(CLI::App& app);
void AddSimulate(CLI::App& app);
void AddValidate(CLI::App& app);
void AddProfile(CLI::App& app);
void AddReport(CLI::App& app);
void AddPlan(CLI::App& app);
void AddSweep(CLI::App& app);
void AddIngest(CLI::App& app);
void AddCalibrate(CLI::App& app);


void AddExecute(CLI::App& app);

/// Installs the backends this executable carries: nothing in `shoal`; the CUDA
/// profiler and executor backends in `shoal-cuda` (cli/backends_cuda.cpp).
void InstallBackends();
/// Whether this executable carries the CUDA backends (`shoal-cuda`).
bool ExecutableHasCuda();
/// For `--backend cuda` in `shoal`, which links no CUDA library (start-up in
/// milliseconds for every other command): replaces this process with
/// `shoal-cuda` from the same directory, same arguments. Returns when this is
/// shoal-cuda already or there is none beside it (a build without CUDA); the
/// caller then reports the missing backend as before.
void HandOffToCudaExecutable();
/// This process's argv as the kernel holds it (/proc/self/cmdline).
std::vector<std::string> OwnArgv();

/// Prints `text` to stdout, or writes it atomically to `path` when not empty.
void Emit(const std::string& text, const std::string& path);

/// Prints the scenario's notes (what reading it assumed, e.g. an hf_config's
/// mapping) to stderr, one "note:" line each.
void PrintScenarioNotes(const Scenario& s);

/// --threads: 0 (all cores) up to limits::kMaxThreads; returns the count to use.
int ThreadsOption(int threads);

/// The list parts of a comma-separated option; empty parts and duplicates are
/// InputErrors naming `option`.
std::vector<std::string> CommaList(const std::string& text, const std::string& option);

/// The one output convention of every command (cli/output.cpp): `--out FILE`
/// writes the machine-readable result (JSON, or CSV when FILE ends in .csv)
/// and the table still goes to stdout; `--json` prints the JSON to stdout
/// instead of the table.
struct OutputOptions {
  std::string out;
  bool json = false;
  /// Another output (--emit) took stdout: EmitResult writes --out only.
  bool stdout_taken = false;
};
void AddOutputOptions(CLI::App* cmd, OutputOptions* o);
/// Whether `path` names a CSV file (ends in .csv, any case).
bool IsCsvPath(const std::string& path);
/// Writes --out (JSON text `json`, or `csv`) then prints `json` or `table`.
/// Throws InputError naming --out when a CSV is asked of a result without one
/// (`csv` empty).
void EmitResult(const OutputOptions& o, const std::string& json, const std::string& csv,
                const std::string& table);

}  // namespace shoal::cli
