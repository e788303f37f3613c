// The scenario's "search" object and the constraint parsers the command line
// shares: every key read strictly, errors naming the file and JSON path.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/error.h"
#include "core/json_reader.h"
#include "core/scenario.h"
#include "core/search_constraints.h"

using namespace shoal;

namespace {

Scenario Read(const std::string& search) {
  const std::string text = R"({"model": {"num_layers": 4, "hidden": 256, "ffn_hidden": 1024,
    "num_heads": 4, "vocab": 1000, "seq_len": 128}, "hardware": "a100-80gb",
    "cluster": {"num_gpus": 8}, "training": {"tokens": 1e9, "global_batch_size": 64},
    "search": )" + search + "}";
  Json j = ParseJsonText(text, "s.json");
  JsonReader r(j, "s.json");
  return ReadScenario(r);
}

std::string ErrorOf(const std::string& search) {
  try {
    Read(search);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("every constraint reads from the scenario's search object, with where it was set") {
  Scenario s = Read(R"({"tp": "1..4", "pp": 2, "cp": 1, "ep": "2..8", "dp": "4..64",
    "schedules": ["1f1b", "interleaved"], "recompute": "none,selective", "zero_stages": [0, 1],
    "offload": false, "offload_device": "nvme", "global_batch": "1024..2048",
    "tokens_per_step": "2M..4M",
    "memory_headroom": 0.1, "max_cost_usd": 2e6, "max_energy_kwh": 5e5})");
  const SearchConstraints& c = s.search;
  CHECK(c.tp.min == 1);
  CHECK(c.tp.max == 4);
  CHECK(c.pp.Text() == "2");
  CHECK(c.cp.Contains(1));
  CHECK(!c.cp.Contains(2));
  CHECK(c.ep.Text() == "2..8");
  CHECK(c.dp.Contains(64));
  CHECK(c.schedules ==
        std::vector<PipelineSchedule>{PipelineSchedule::k1F1B, PipelineSchedule::kInterleaved});
  CHECK(c.recomputes == std::vector<Recompute>{Recompute::kNone, Recompute::kSelective});
  CHECK(c.zero_stages == std::vector<int>{0, 1});
  REQUIRE(c.offload.has_value());
  CHECK(!*c.offload);
  REQUIRE(c.offload_device.has_value());
  CHECK(*c.offload_device == OffloadDevice::kNvme);
  CHECK(ConstraintText(c, "offload_device") == "offload device nvme");
  CHECK(c.global_batch.Text() == "1024..2048");
  CHECK(c.tokens_per_step.min == 2e6);
  CHECK(c.tokens_per_step.max == 4e6);
  CHECK(c.memory_headroom_fraction == 0.1);
  CHECK(c.max_cost_usd == 2e6);
  CHECK(c.max_energy_kwh == 5e5);
  CHECK(c.origins.size() == ConstraintNames().size());
  CHECK(c.Origin("tp").Text() == "s.json $.search.tp");
  CHECK(DescribeConstraints(c).find("tp 1..4, pp 2, cp 1, ep 2..8") == 0);
  CHECK(ConstraintText(c, "memory_headroom") == "memory headroom 10%");
}

TEST_CASE("no search object: no constraint") {
  Scenario s = Read("{}");
  CHECK(!s.search.Any());
  CHECK(DescribeConstraints(s.search).empty());
}

TEST_CASE("bad constraints in a scenario name the file and JSON path") {
  struct Case {
    const char* search;
    const char* path;
    const char* says;
  };
  for (const Case& c : {
           Case{R"({"tensor_parallel": 8})", "$.search.tensor_parallel", "unknown key"},
           Case{R"({"tp": true})", "$.search.tp", "a number or a string"},
           Case{R"({"tp": 0})", "$.search.tp", "a positive integer or a range"},
           Case{R"({"pp": "16..1"})", "$.search.pp", "LO <= HI"},
           Case{R"({"cp": "1..x"})", "$.search.cp", "LO..HI"},
           Case{R"({"schedules": ["zigzag"]})", "$.search.schedules", "gpipe, 1f1b, interleaved"},
           Case{R"({"schedules": []})", "$.search.schedules", "non-empty array"},
           Case{R"({"recompute": [1]})", "$.search.recompute", "none, selective, full"},
           Case{R"({"zero_stages": [4]})", "$.search.zero_stages", "0, 1, 2, 3"},
           Case{R"({"offload": "yes"})", "$.search.offload", "true or false"},
           Case{R"({"offload_device": "disk"})", "$.search.offload_device", "nvme"},
           Case{R"({"global_batch": -5})", "$.search.global_batch", "positive integer"},
           Case{R"({"tokens_per_step": "many"})", "$.search.tokens_per_step", "tokens per step"},
           Case{R"({"memory_headroom": 1.5})", "$.search.memory_headroom", "0.99]"},
           Case{R"({"max_cost_usd": 0})", "$.search.max_cost_usd", "positive"},
           Case{R"({"max_energy_kwh": "lots"})", "$.search.max_energy_kwh", "number"},
           Case{R"([1])", "$.search", "object"},
       }) {
    const std::string e = ErrorOf(c.search);
    CAPTURE(e);
    CHECK(e.find("s.json") == 0);
    CHECK(e.find(c.path) != std::string::npos);
    CHECK(e.find(c.says) != std::string::npos);
  }
}

TEST_CASE("command-line texts: ranges, lists, on/off, shares and token counts") {
  CHECK(ParseIntRange("8", "", "--tp").Text() == "8");
  CHECK(ParseIntRange(" 1..16 ", "", "--pp").Text() == "1..16");
  for (const char* bad : {"", "0", "-1", "1..", "..4", "4..2", "x", "1.5"}) {
    CAPTURE(bad);
    CHECK_THROWS_AS(ParseIntRange(bad, "", "--tp"), InputError);
  }
  CHECK(ParseTokenRange("4M", "", "--tokens-per-step").min == 4e6);
  CHECK(ParseTokenRange("1K..2.5k", "", "--tokens-per-step").max == 2500);
  CHECK_THROWS_AS(ParseTokenRange("4X", "", "--tokens-per-step"), InputError);
  CHECK(ParseHeadroom("10%", "", "--memory-headroom") == doctest::Approx(0.1));
  CHECK(ParseHeadroom("0.25", "", "--memory-headroom") == 0.25);
  CHECK_THROWS_AS(ParseHeadroom("100%", "", "--memory-headroom"), InputError);
  CHECK_THROWS_AS(ParseHeadroom("-0.1", "", "--memory-headroom"), InputError);
  CHECK(ParseOnOff("on", "", "--offload"));
  CHECK(!ParseOnOff("off", "", "--offload"));
  CHECK_THROWS_AS(ParseOnOff("maybe", "", "--offload"), InputError);
  CHECK_THROWS_AS(ParseOffloadDeviceText("ssd", "", "--offload-device"), InputError);
  CHECK(ParseOffloadDeviceText("nvme", "", "--offload-device") == OffloadDevice::kNvme);
  CHECK(ParseZeroStages({"3", "0", "3"}, "", "--zero") == std::vector<int>{0, 3});
  CHECK_THROWS_AS(ParsePositive("0", "", "--max-cost-usd"), InputError);
  std::string msg;
  try {
    ParseIntRange("4..2", "", "--tp");
  } catch (const InputError& e) {
    msg = e.what();
  }
  CHECK(msg.find("--tp") != std::string::npos);
}

TEST_CASE("global batches: the range's ends and every 2^k and 3 x 2^k between") {
  CHECK(GlobalBatchCandidates({1024, 2048}) == std::vector<int>{1024, 1536, 2048});
  CHECK(GlobalBatchCandidates({1000, 3000}) == std::vector<int>{1000, 1024, 1536, 2048, 3000});
  CHECK(GlobalBatchCandidates({64, 64}) == std::vector<int>{64});
}

TEST_CASE("tokens per step set the global batch, intersected with a global batch range") {
  SearchConstraints c;
  c.tokens_per_step = {4e6, 4e6};
  c.origins["tokens_per_step"] = {"", "--tokens-per-step"};
  CHECK(AllowedGlobalBatch(c, 4096).Text() == "977");  // the nearest whole number of sequences
  c.tokens_per_step = {2e6, 8e6};
  CHECK(AllowedGlobalBatch(c, 4096).Text() == "489..1953");
  c.global_batch = {1024, 4096};
  c.origins["global_batch"] = {"", "--global-batch"};
  CHECK(AllowedGlobalBatch(c, 4096).Text() == "1024..1953");
  c.global_batch = {4000, 5000};
  std::string msg;
  try {
    AllowedGlobalBatch(c, 4096);
  } catch (const InputError& e) {
    msg = e.what();
  }
  CHECK(msg.find("--tokens-per-step") != std::string::npos);
  CHECK(msg.find("--global-batch") != std::string::npos);
  CHECK(AllowedGlobalBatch(WithoutConstraint(c, "tokens_per_step"), 4096).Text() == "4000..5000");
}
