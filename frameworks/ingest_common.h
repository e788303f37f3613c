// Shared by the log readers (frameworks/ingest_*.cpp); not part of the API.
#pragma once

#include <optional>
#include <string>

#include "frameworks/ingest.h"

namespace shoal::frameworks {

inline constexpr double kMiBytes = 1024.0 * 1024.0;
inline constexpr double kGiBytes = 1024.0 * kMiBytes;

/// InputError naming the line unless 0 < t <= 1e6 s.
void CheckStepTime(const std::string& file, int line, double time_s);
/// Keeps the larger of `*peak` and `bytes` (with its line).
void KeepPeak(std::optional<LoggedValue>* peak, double bytes, int line);
/// Appends `s`; InputError naming its line when its step does not follow the last.
void AppendStep(const std::string& file, const LoggedStep& s, TrainingLog* log);
/// InputError saying what was expected when the log has no step line.
void RequireSteps(const TrainingLog& log, const std::string& expected);

TrainingLog ParseMegatronLog(const std::string& text, const std::string& file, LogFormat format);
TrainingLog ParseDeepSpeedLog(const std::string& text, const std::string& file,
                              const StepTokens& tokens);
TrainingLog ParseKinetoTrace(const std::string& text, const std::string& file,
                             const StepTokens& tokens);
TrainingLog ParseTorchtitanLog(const std::string& text, const std::string& file,
                               const StepTokens& tokens);

}  // namespace shoal::frameworks
