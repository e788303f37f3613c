// Errors of the core layer: one typed exception for bad input.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace shoal {

/// Bad user input: a file that does not parse, an unknown key, a value out of
/// range, an impossible plan. Names the file, the JSON path and what was
/// expected. The CLI turns it into exit code 2; library code never exits.
class InputError : public std::runtime_error {
 public:
  InputError(std::string file, std::string json_path, std::string expected);

  const std::string& file() const { return file_; }
  const std::string& json_path() const { return json_path_; }
  const std::string& expected() const { return expected_; }

 private:
  std::string file_;
  std::string json_path_;
  std::string expected_;
};

/// At most `max_chars` of `text` for an error message ("..." marks a cut), so
/// a huge or hostile value never floods the terminal.
std::string Excerpt(const std::string& text, size_t max_chars = 60);

/// The index of `name` in `names`; otherwise an InputError naming `option`
/// that lists the choices ("one of a, b, c, got \"x\"").
size_t IndexOfChoice(const std::vector<std::string>& names, const std::string& name,
                     const std::string& option);

/// A number as a person writes it in a range or a message: 1, 0.0001, 1e+16.
std::string FormatNumber(double v);

}  // namespace shoal
