#include <algorithm>
#include <cctype>
#include <cstdio>

#include "cli/commands.h"
#include "core/error.h"
#include "core/scenario.h"

namespace shoal::cli {

void AddOutputOptions(CLI::App* cmd, OutputOptions* o) {
  cmd->add_option("--out", o->out,
                  "Write the result to FILE: JSON, or CSV when FILE ends in .csv (the table "
                  "still prints)");
  cmd->add_flag("--json", o->json, "Print the JSON result instead of the table");
}

void PrintScenarioNotes(const Scenario& s) {
  for (const auto& n : s.notes) std::fprintf(stderr, "note: %s: %s\n", s.file.c_str(), n.c_str());
}

bool IsCsvPath(const std::string& path) {
  if (path.size() < 4) return false;
  std::string ext = path.substr(path.size() - 4);
  std::transform(ext.begin(), ext.end(), ext.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return ext == ".csv";
}

void EmitResult(const OutputOptions& o, const std::string& json, const std::string& csv,
                const std::string& table) {
  if (!o.out.empty()) {
    if (IsCsvPath(o.out) && csv.empty()) {
      throw InputError("", "--out", "a .json file: this result has no CSV form");
    }
    Emit(IsCsvPath(o.out) ? csv : json, o.out);
  }
  if (!o.stdout_taken) Emit(o.json ? json : table, "");
}

}  // namespace shoal::cli
