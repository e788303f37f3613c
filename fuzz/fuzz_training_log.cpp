// Training-log readers of `shoal ingest` (Megatron-LM / NeMo, torchtitan, DeepSpeed,
// torch.profiler traces): the
// first byte picks the format, the rest is the log. What a reader accepts is
// turned into a measured run and compared with the simulator as
// `validate --executor` does; every step time and the comparison are finite.
#include "frameworks/ingest.h"
#include "fuzz/fuzz_util.h"
#include "validation/executor_check.h"

SHOAL_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace shoal;
  if (size == 0) return 0;
  const auto& names = frameworks::LogFormatNames();
  // '0', '1', ...: the formats in LogFormatNames() order.
  const auto format = frameworks::ParseLogFormat(
      names[static_cast<uint8_t>(data[0] - '0') % names.size()], "--from");
  return fuzz::Guard([&] {
    const Scenario& s = fuzz::FixedScenario();
    const Plan& plan = *s.plan;
    frameworks::StepTokens tokens;
    tokens.tokens_per_step =
        static_cast<double>(plan.global_batch_size) * static_cast<double>(s.model.seq_len);
    tokens.num_gpus = plan.NumGpus();
    tokens.global_batch = plan.global_batch_size;
    frameworks::TrainingLog log =
        frameworks::ParseTrainingLog(format, fuzz::Text(data + 1, size - 1), "train.log", tokens);
    for (const auto& st : log.steps) {
      fuzz::CheckFinite(st.time_s, "step time");
      if (!(st.time_s > 0)) fuzz::Finding("step time not positive");
    }
    frameworks::CheckLoggedArguments(log, s, plan);
    Json run = frameworks::BuildMeasuredRun(log, s, plan, {});
    validation::ExecutorComparison c = validation::CompareExecutorRun(run, "run.json", s.hardware);
    fuzz::CheckFinite(c.StepError(), "step error");
    fuzz::CheckFinite(c.MemoryError(), "memory error");
  });
}
