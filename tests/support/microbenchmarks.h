// The rows of data/microbenchmarks.jsonl that tests check the profiles
// against, picked by source group.
#pragma once

#include <fstream>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace shoal::testing {

/// The rows of data/microbenchmarks.jsonl (tests run from the repository
/// root) whose source_group is one of `groups`, in file order; throws when
/// the file cannot be read.
inline std::vector<nlohmann::json> MicrobenchmarkRows(std::initializer_list<const char*> groups) {
  std::ifstream in("data/microbenchmarks.jsonl");
  if (!in.good()) throw std::runtime_error("cannot read data/microbenchmarks.jsonl");
  std::vector<nlohmann::json> rows;
  for (std::string line; std::getline(in, line);) {
    auto row = nlohmann::json::parse(line);
    const std::string group = row.value("source_group", "");
    for (const char* g : groups) {
      if (group == g) {
        rows.push_back(std::move(row));
        break;
      }
    }
  }
  return rows;
}

}  // namespace shoal::testing
