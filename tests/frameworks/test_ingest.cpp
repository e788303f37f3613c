// Training logs back in: the Megatron-LM and torchtitan line readers.
#include <doctest/doctest.h>

#include <fstream>
#include <iterator>
#include <string>

#include "core/error.h"
#include "core/scenario.h"
#include "frameworks/ingest.h"
#include "frameworks/log_lines.h"

using namespace shoal;
using namespace shoal::frameworks;

namespace {

const StepTokens kTokens{2.0 * 8192, 4};  // global batch 2 x 8192 tokens on 4 GPUs

std::string MegatronLine(int iteration, const std::string& ms) {
  return " [2026-01-01 00:00:00.000000] iteration " + std::to_string(iteration) +
         "/     100 | consumed samples:          128 | elapsed time per iteration (ms): " + ms +
         " | learning rate: 1.000000E-05 | global batch size:   128 | lm loss: 2.000000E+00 | "
         "loss scale: 1.0 | number of skipped iterations:   0 | number of nan iterations:   0 |\n";
}

}  // namespace

TEST_CASE("log numbers: Python's thousands separators, strict decimals") {
  using logs::ParseGroupedCount;
  CHECK(ParseGroupedCount("5,615") == 5615);
  CHECK(ParseGroupedCount("1,000,000") == 1000000);
  CHECK(ParseGroupedCount("86") == 86);
  CHECK_FALSE(ParseGroupedCount("5,6"));       // a truncated "5,615"
  CHECK_FALSE(ParseGroupedCount("5615,000"));  // a first group of 4
  CHECK_FALSE(ParseGroupedCount(",615"));
  CHECK_FALSE(ParseGroupedCount(""));
  CHECK(logs::ParseNumber("2.000E-06") == doctest::Approx(2e-6));
  CHECK_FALSE(logs::ParseNumber("inf"));
  CHECK_FALSE(logs::ParseNumber("nan"));
  CHECK_FALSE(logs::ParseNumber("1.5x"));
  CHECK(logs::RankPrefix("[rank12]:[titan] step: 1") == 12);
  CHECK(logs::RankPrefix("[titan] step: 1") == -1);
}

TEST_CASE("megatron: interval lines, memory peaks; validation and checkpoint lines are not steps") {
  const std::string text =
      MegatronLine(10, "1500.0") +
      " validation loss at iteration 10 | lm loss value: 2.0 | lm loss PPL: 7.3 |\n"
      "saving checkpoint at iteration      10 to ckpt\n" +
      MegatronLine(20, "1000.5") +
      "[Rank 0] (after 20 iterations) memory (MB) | allocated: 100.00 | max "
      "allocated: 2048.00 | reserved: 3000.00 | max reserved: 3072.00\n";
  TrainingLog log = ParseTrainingLog(LogFormat::kMegatron, text, "m.log", {});
  REQUIRE(log.steps.size() == 2);
  CHECK(log.steps[0].step == 10);
  CHECK(log.steps[1].time_s == doctest::Approx(1.0005));
  CHECK(log.steps[1].line == 4);
  CHECK(log.steps[1].global_batch_size == 128);
  REQUIRE(log.peak_allocated_bytes);
  CHECK(log.peak_allocated_bytes->value == doctest::Approx(2048.0 * 1024 * 1024));
  CHECK(log.peak_reserved_bytes->value == doctest::Approx(3072.0 * 1024 * 1024));
}

TEST_CASE("megatron: a memory line cut short names its line") {
  const std::string text =
      MegatronLine(1, "10.0") +
      "[Rank 0] (after 1 iterations) memory (MB) | allocated: 100.00 | max allo\n";
  CHECK_THROWS_WITH_AS(ParseTrainingLog(LogFormat::kMegatron, text, "m.log", {}),
                       doctest::Contains("m.log: at line 2:"), InputError);
}

TEST_CASE("torchtitan: colours, the older wps line, validation lines left out") {
  const std::string text =
      "\x1b[31mstep:  1  \x1b[32mloss: 12.2465  \x1b[38;2;54;234;195mmemory: 33.21GiB(34.95%)  "
      "\x1b[34mtps: 86  \x1b[36mtflops: 4.98  \x1b[35mmfu: 0.50%\x1b[39m\n"
      "[titan] - root - INFO - validate step: 10  loss:  9.1000  memory: 40.00GiB(42.00%)  tps: "
      "9,999\n"
      "[titan] - root - INFO - step: 10  loss:  9.2000  memory: 37.10GiB(39.05%)  wps: 5,615  mfu: "
      "27.40%\n";
  TrainingLog log = ParseTrainingLog(LogFormat::kTorchtitan, text, "t.log", kTokens);
  REQUIRE(log.steps.size() == 2);
  CHECK(log.steps[0].tflops_per_gpu == doctest::Approx(4.98));
  CHECK(log.steps[1].step == 10);
  CHECK(log.steps[1].line == 3);
  // 16384 tokens per step / (5615 tokens/s per device x 4 devices)
  CHECK(log.steps[1].time_s == doctest::Approx(16384.0 / (5615.0 * 4)));
  CHECK(log.peak_reserved_bytes->value == doctest::Approx(37.10 * 1024 * 1024 * 1024));
}

TEST_CASE("torchtitan: mfu N/A under fp8; a line without mfu is cut short") {
  const std::string ok =
      "step: 3  loss: 1.0  memory: 1.00GiB(1.00%)  tps: 1,000  tflops: 1,234.50  mfu: N/A\n";
  TrainingLog log = ParseTrainingLog(LogFormat::kTorchtitan, ok, "t.log", kTokens);
  CHECK(log.steps.at(0).tflops_per_gpu == doctest::Approx(1234.5));
  CHECK_THROWS_WITH_AS(
      ParseTrainingLog(LogFormat::kTorchtitan,
                       ok + "step: 4  loss: 1.0  memory: 1.00GiB(1.00%)  tps: 1,0\n", "t.log",
                       kTokens),
      doctest::Contains("t.log: at line 2: a whole torchtitan metrics line"), InputError);
}

TEST_CASE("the argument dump: a dense model's num_experts None agrees, a different TP does not") {
  Scenario s = LoadScenario(std::string(SHOAL_SOURCE_DIR) + "/scenarios/gpt3-175b-1024-a100.json");
  const Plan& plan = *s.plan;
  auto dump = [&](int tp) {
    return std::string("------------------------ arguments ------------------------\n") +
           "  num_experts ..................................... None\n"
           "  tensor_model_parallel_size ...................... " +
           std::to_string(tp) + "\n" +
           "-------------------- end of arguments ---------------------\n" +
           MegatronLine(5, "100.0");
  };
  TrainingLog good = ParseTrainingLog(LogFormat::kMegatron, dump(plan.tp), "m.log", {});
  CHECK(good.arguments.at("tensor_model_parallel_size").second == 3);
  // The logged global batch (128) is not this scenario's: only the dump is checked here.
  good.steps.clear();
  auto checked = CheckLoggedArguments(good, s, plan);
  CHECK(checked.size() == 2);
  TrainingLog bad = ParseTrainingLog(LogFormat::kMegatron, dump(plan.tp + 1), "m.log", {});
  CHECK_THROWS_WITH_AS(CheckLoggedArguments(bad, s, plan),
                       doctest::Contains("m.log: at line 3: tensor_model_parallel_size"),
                       InputError);
}

TEST_CASE("nemo (Megatron-Bridge): the memory line in GB of its MEMORY_KEYS") {
  const std::string text =
      MegatronLine(1, "10.0") +
      "[Rank 0] (after 1 iterations) memory (GB) | mem-allocated-gigabytes: 20.1 | "
      "mem-max-allocated-gigabytes: 61.351 | mem-max-reserved-gigabytes: 70.0 | "
      "mem-alloc-retires: 0 | mem-allocated-count: 1234\n";
  TrainingLog log = ParseTrainingLog(LogFormat::kNemo, text, "n.log", {});
  CHECK(log.peak_allocated_bytes->value == doctest::Approx(61.351e9));
  CHECK(log.peak_reserved_bytes->value == doctest::Approx(70.0e9));
  CHECK_THROWS_WITH_AS(
      ParseTrainingLog(
          LogFormat::kNemo,
          MegatronLine(1, "10.0") + "[Rank 0] (after 1 iterations) memory (GB) | mem-allo\n",
          "n.log", {}),
      doctest::Contains("n.log: at line 2:"), InputError);
}

namespace {
std::string ReadLog(const std::string& name) {
  std::ifstream in(std::string(SHOAL_SOURCE_DIR) + "/tests/data/logs/" + name);
  REQUIRE(in);
  return std::string(std::istreambuf_iterator<char>(in), {});
}
}  // namespace

TEST_CASE("deepspeed: the throughput line of 0.7.7 and of >= 0.8 (real excerpts)") {
  StepTokens tokens;
  tokens.global_batch = 32;
  TrainingLog old =
      ParseTrainingLog(LogFormat::kDeepSpeed, ReadLog("deepspeed-0.7.7.log"), "d.log", tokens);
  REQUIRE(old.steps.size() == 5);
  CHECK(old.steps[0].step == 17);
  CHECK(old.steps[1].time_s == doctest::Approx(32 / 145.0889530760849));
  CHECK(old.peak_allocated_bytes->value == doctest::Approx(2.62 * 1024 * 1024 * 1024));
  CHECK(old.peak_allocated_bytes->line == 5);
  // Megatron-DeepSpeed, step 34: DeepSpeed's timer (forward to step) and
  // Megatron's iteration time agree within the time outside the timer.
  const std::string both = ReadLog("megatron-deepspeed-step34.log");
  TrainingLog ds = ParseTrainingLog(LogFormat::kDeepSpeed, both, "d.log", tokens);
  REQUIRE(ds.steps.size() == 1);
  CHECK(ds.steps[0].step == 34);
  CHECK(ds.steps[0].time_s == doctest::Approx(3.9954).epsilon(1e-4).scale(0));
  TrainingLog mg = ParseTrainingLog(LogFormat::kMegatron, both, "m.log", {});
  REQUIRE(mg.steps.size() == 1);
  CHECK(mg.steps[0].time_s == doctest::Approx(4.1031));
  CHECK(mg.steps[0].time_s > ds.steps[0].time_s);
  CHECK(mg.steps[0].time_s < 1.05 * ds.steps[0].time_s);
}

TEST_CASE("deepspeed: a throughput line cut short names its line") {
  StepTokens tokens;
  tokens.global_batch = 32;
  const std::string cut =
      "epoch=0/micro_step=3/global_step=3, RunningAvgSamplesPerSec=7.8, CurrSamplesPerSec=8.0, "
      "MemAllocated=59.65GB, MaxMemAllo\n";
  CHECK_THROWS_WITH_AS(ParseTrainingLog(LogFormat::kDeepSpeed, cut, "d.log", tokens),
                       doctest::Contains("d.log: at line 1: a whole DeepSpeed throughput line"),
                       InputError);
  CHECK_THROWS_WITH_AS(
      ParseTrainingLog(LogFormat::kDeepSpeed, "step=3, skipped=0, lr=[1e-05]\n", "d.log", tokens),
      doctest::Contains("at least one of DeepSpeed throughput lines"), InputError);
}
