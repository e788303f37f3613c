// A progress bar on stderr for long searches: drawn only on a terminal and
// only once the work has taken more than a second; erased when done.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdio>
#include <string>

namespace shoal::planner {

class ProgressBar {
 public:
  /// `enabled`: draw at all (callers pass isatty(stderr)).
  ProgressBar(std::string label, bool enabled, std::FILE* out = stderr);
  ~ProgressBar();
  ProgressBar(const ProgressBar&) = delete;
  ProgressBar& operator=(const ProgressBar&) = delete;

  void Update(size_t done, size_t total);
  void SetLabel(std::string label) { label_ = std::move(label); }
  /// Erases the bar if it was drawn.
  void Finish();

  /// The text of a bar `width` cells wide (tests); with `left_s` >= 0, the
  /// estimated time left ("  ETA 12 s").
  static std::string Render(const std::string& label, size_t done, size_t total, int width,
                            double left_s = -1);
  /// Seconds left at the pace so far: elapsed x (total - done) / done; -1
  /// before anything is done.
  static double SecondsLeft(double elapsed_s, size_t done, size_t total);

 private:
  std::string label_;
  bool enabled_;
  std::FILE* out_;
  bool drawn_ = false;
  std::chrono::steady_clock::time_point start_;
};

/// Whether stderr is a terminal.
bool StderrIsTerminal();

}  // namespace shoal::planner
