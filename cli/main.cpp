// shoal: predict, plan, profile and execute large-model training.
#include <CLI/CLI.hpp>

#include <cstdio>
#include <exception>
#include <iostream>

#include "cli/commands.h"
#include "core/atomic_file.h"
#include "core/error.h"

namespace shoal::cli {

void Emit(const std::string& text, const std::string& path) {
  if (path.empty()) {
    std::cout << text;
    std::cout.flush();
  } else {
    WriteFileAtomic(path, text);
  }
}

namespace {
// Every subcommand, in the order `shoal --help` lists them.
constexpr AddCommandFn kCommands[] = {
    AddInspect,
    AddSimulate,
    AddValidate,
    AddProfile,
    AddReport,
    AddExecute,
    AddPlan,
    AddSweep,
};
}  // namespace

}  // namespace shoal::cli

int main(int argc, char** argv) {
  CLI::App app{"Shoal: which parallel plan, on how many of which GPUs, how long, how much "
               "memory, how many kWh, how many dollars."};
  app.require_subcommand(1);
  for (auto add : shoal::cli::kCommands) add(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::RuntimeError& e) {
    return e.get_exit_code();  // a command that reported its own failure
  } catch (const CLI::ParseError& e) {
    int rc = app.exit(e);
    return rc == 0 ? 0 : 2;
  } catch (const shoal::InputError& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
