#include "planner/progress_bar.h"

#include <unistd.h>

#include <algorithm>

namespace shoal::planner {

ProgressBar::ProgressBar(std::string label, bool enabled, std::FILE* out)
    : label_(std::move(label)),
      enabled_(enabled),
      out_(out),
      start_(std::chrono::steady_clock::now()) {}

ProgressBar::~ProgressBar() { Finish(); }

double ProgressBar::SecondsLeft(double elapsed_s, size_t done, size_t total) {
  if (done == 0 || total <= done) return done == 0 ? -1 : 0;
  return elapsed_s * static_cast<double>(total - done) / static_cast<double>(done);
}

std::string ProgressBar::Render(const std::string& label, size_t done, size_t total, int width,
                                double left_s) {
  const double frac = total > 0 ? std::min(1.0, static_cast<double>(done) / total) : 1.0;
  const int full = static_cast<int>(frac * width);
  std::string bar = label + " [";
  bar += std::string(static_cast<size_t>(full), '#');
  bar += std::string(static_cast<size_t>(width - full), ' ');
  char pct[16];
  std::snprintf(pct, sizeof pct, "] %3d%%", static_cast<int>(frac * 100));
  if (left_s < 0) return bar + pct;
  char eta[32];
  if (left_s >= 120) {
    std::snprintf(eta, sizeof eta, "  ETA %.0f min", left_s / 60);
  } else {
    std::snprintf(eta, sizeof eta, "  ETA %.0f s", left_s);
  }
  return bar + pct + eta;
}

void ProgressBar::Update(size_t done, size_t total) {
  if (!enabled_) return;
  const double elapsed =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  if (elapsed < 1.0) return;
  std::fprintf(out_, "\r%s",
               Render(label_, done, total, 40, SecondsLeft(elapsed, done, total)).c_str());
  std::fflush(out_);
  drawn_ = true;
}

void ProgressBar::Finish() {
  if (!drawn_) return;
  std::fprintf(out_, "\r%*s\r", static_cast<int>(label_.size()) + 64, "");
  std::fflush(out_);
  drawn_ = false;
}

bool StderrIsTerminal() { return isatty(STDERR_FILENO) == 1; }

}  // namespace shoal::planner
