// shoal: predict, plan, profile and execute large-model training.
#include <CLI/CLI.hpp>

#include <algorithm>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <iostream>
#include <sstream>
#include <thread>

#include "cli/commands.h"
#include "core/atomic_file.h"
#include "core/error.h"
#include "core/limits.h"

namespace shoal::cli {

void Emit(const std::string& text, const std::string& path) {
  if (path.empty()) {
    std::cout << text;
    std::cout.flush();
  } else {
    WriteFileAtomic(path, text);
  }
}

int ThreadsOption(int threads) {
  if (threads < 0 || threads > limits::kMaxThreads) {
    throw InputError("", "--threads",
                     "0 (all cores) up to " + std::to_string(limits::kMaxThreads) + ", got " +
                         std::to_string(threads));
  }
  return threads > 0 ? threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

std::vector<std::string> CommaList(const std::string& text, const std::string& option) {
  std::vector<std::string> parts;
  std::stringstream in(text);
  std::string part;
  while (std::getline(in, part, ',')) {
    if (part.empty()) throw InputError("", option, "comma-separated names without empty parts");
    if (std::find(parts.begin(), parts.end(), part) != parts.end()) {
      throw InputError("", option, "each name once, got \"" + Excerpt(part) + "\" twice");
    }
    parts.push_back(part);
  }
  if (parts.empty() || text.back() == ',') {
    throw InputError("", option, "comma-separated names without empty parts");
  }
  return parts;
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
    AddIngest,
    AddCalibrate,
};
}  // namespace

}  // namespace shoal::cli

int main(int argc, char** argv) {
  CLI::App app{"Shoal: which parallel plan, on how many of which GPUs, how long, how much "
               "memory, how many kWh, how many dollars."};
  app.require_subcommand(1);
  shoal::cli::InstallBackends();
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
  } catch (const std::filesystem::filesystem_error& e) {
    // A path the user named that the system refuses (too long, not a directory...).
    std::cerr << "error: " << shoal::Excerpt(e.what(), 300) << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
