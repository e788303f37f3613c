#include <doctest/doctest.h>

#include <string>

#include "core/error.h"
#include "core/json_reader.h"
#include "core/scenario.h"

using namespace shoal;

namespace {
const char* kModel = R"("model": {"num_layers": 4, "hidden": 256, "ffn_hidden": 1024,
  "num_heads": 4, "vocab": 1000, "seq_len": 128})";

std::string ErrorOf(const std::string& text) {
  Json j = ParseJsonText(text, "test.json");
  JsonReader r(j, "test.json");
  try {
    ReadScenario(r);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

std::string ScenarioText(const std::string& extra, const std::string& model = kModel) {
  return std::string("{") + model + R"(, "hardware": "a100-80gb", "cluster": {"num_gpus": 8},
    "training": {"tokens": 1e9, "global_batch_size": 64})" + extra + "}";
}
}  // namespace

TEST_CASE("a valid scenario reads") {
  CHECK(ErrorOf(ScenarioText("")) == "");
  CHECK(ErrorOf(ScenarioText(R"(, "plan": {"dp": 2, "tp": 4, "micro_batch_size": 2})")) == "");
}

TEST_CASE("malformed JSON names the file") {
  std::string msg;
  try {
    ParseJsonText("{\"a\": ", "bad.json");
  } catch (const InputError& e) {
    msg = e.what();
  }
  CHECK(msg.find("bad.json") == 0);
  CHECK(msg.find("malformed JSON") != std::string::npos);
}

TEST_CASE("comments are allowed") {
  CHECK(ErrorOf("// a comment\n" + ScenarioText("")) == "");
}

TEST_CASE("unknown keys are errors naming the path") {
  std::string e = ErrorOf(ScenarioText(R"(, "plan": {"dp": 8, "tensor_parallel": 2})"));
  CHECK(e.find("$.plan.tensor_parallel") != std::string::npos);
  CHECK(e.find("unknown key") != std::string::npos);
}

TEST_CASE("negative and zero sizes are rejected") {
  std::string bad_model = R"("model": {"num_layers": -4, "hidden": 256, "ffn_hidden": 1024,
    "num_heads": 4, "vocab": 1000, "seq_len": 128})";
  std::string e = ErrorOf(ScenarioText("", bad_model));
  CHECK(e.find("$.model.num_layers") != std::string::npos);
  CHECK(e.find("an integer in [1, 10000], got -4") != std::string::npos);
  e = ErrorOf(ScenarioText(R"(, "plan": {"dp": 0})"));
  CHECK(e.find("$.plan.dp") != std::string::npos);
}

TEST_CASE("plan products must equal the GPU count") {
  std::string e = ErrorOf(ScenarioText(R"(, "plan": {"dp": 2, "tp": 2})"));
  CHECK(e.find("$.plan.dp") != std::string::npos);
  CHECK(e.find("expected the GPU count 8") != std::string::npos);
}

TEST_CASE("EP must divide the experts") {
  std::string moe = R"("model": {"num_layers": 4, "hidden": 256, "num_heads": 4, "vocab": 1000,
    "seq_len": 128, "moe": {"num_experts": 6, "expert_ffn_hidden": 512}})";
  std::string e = ErrorOf(ScenarioText(R"(, "plan": {"dp": 8, "ep": 4})", moe));
  CHECK(e.find("$.plan.ep") != std::string::npos);
  CHECK(e.find("divide the experts (6)") != std::string::npos);
}

TEST_CASE("unknown GPU lists the known profiles") {
  std::string s = ScenarioText("");
  s.replace(s.find("a100-80gb"), 9, "tpu-v9");
  std::string e = ErrorOf(s);
  CHECK(e.find("$.hardware") != std::string::npos);
  CHECK(e.find("unknown GPU \"tpu-v9\"") != std::string::npos);
  CHECK(e.find("h100") != std::string::npos);
}

TEST_CASE("every bundled hardware profile and scenario loads") {
  for (const auto& name : BundledHardwareNames()) {
    CAPTURE(name);
    HardwareProfile hw = ResolveHardware(name);
    CHECK(hw.name == name);
    CHECK(hw.gpu.PeakFlops(Precision::kBf16) > 0);
    // Round trip: what we write reads back the same.
    Json j = HardwareProfileToJson(hw);
    JsonReader r(j, "roundtrip");
    HardwareProfile again = ReadHardwareProfile(r);
    CHECK(again.gpu.hbm_bytes == doctest::Approx(hw.gpu.hbm_bytes));
    CHECK(again.network.nic_bandwidth_bytes_per_s ==
          doctest::Approx(hw.network.nic_bandwidth_bytes_per_s));
  }
  CHECK(BundledHardwareNames().size() >= 7);
}

TEST_CASE("recompute_modules: Megatron's names, only with selective recompute, round trip") {
  auto plan = [](const std::string& rc) {
    return ScenarioText(R"(, "plan": {"dp": 8, "recompute": )" + rc + "}");
  };
  CHECK(ErrorOf(plan(R"("selective", "recompute_modules": ["layernorm", "moe"])")) == "");
  std::string e = ErrorOf(plan(R"("selective", "recompute_modules": ["layernorm", "attention"])"));
  CHECK(e.find("$.plan.recompute_modules") != std::string::npos);
  CHECK(e.find("core_attn, layernorm, mlp, moe, moe_act, shared_experts, mla_up_proj") !=
        std::string::npos);
  CHECK(e.find("\"attention\"") != std::string::npos);
  CHECK(ErrorOf(plan(R"("selective", "recompute_modules": [])")).find("non-empty") !=
        std::string::npos);
  CHECK(ErrorOf(plan(R"("full", "recompute_modules": ["moe"])")).find("only with") !=
        std::string::npos);

  Json j = ParseJsonText(plan(R"("selective", "recompute_modules": ["moe", "layernorm"])"), "t");
  JsonReader r(j, "t");
  Scenario s = ReadScenario(r);
  REQUIRE(s.plan);
  CHECK(s.plan->recompute_modules.moe);
  CHECK(s.plan->recompute_modules.layernorm);
  CHECK_FALSE(s.plan->recompute_modules.core_attn);
  // Written in Megatron's order, and only where it is not the default.
  Json out = PlanToJson(*s.plan);
  CHECK(out["recompute_modules"] == Json::array({"layernorm", "moe"}));
  CHECK(s.plan->Summary().find("rc-selective(layernorm,moe)") != std::string::npos);
  Plan plain = *s.plan;
  plain.recompute_modules = RecomputeModules{};
  CHECK_FALSE(PlanToJson(plain).contains("recompute_modules"));
}

TEST_CASE(
    "a plan's activation_offload_modules: Megatron's names, refused beside layer offload or "
    "attn_proj alone, round trip") {
  auto plan = [](const std::string& extra) {
    return ScenarioText(R"(, "plan": {"dp": 8)" + extra + "}");
  };
  CHECK(ErrorOf(plan(R"(, "activation_offload_modules": ["core_attn", "attn_proj"])")) == "");
  std::string e = ErrorOf(plan(R"(, "activation_offload_modules": ["expert_fc2"])"));
  CHECK(e.find("$.plan.activation_offload_modules") != std::string::npos);
  CHECK(e.find("attn_norm, qkv_linear, core_attn, attn_proj, mlp_norm, expert_fc1, moe_act") !=
        std::string::npos);
  CHECK(ErrorOf(plan(R"(, "activation_offload_modules": [])")).find("non-empty") !=
        std::string::npos);
  CHECK(ErrorOf(plan(R"(, "activation_offload_modules": ["attn_proj"])")).find("core_attn") !=
        std::string::npos);
  CHECK(ErrorOf(plan(R"(, "activation_offload_modules": ["qkv_linear"],
                        "activation_offload_layers": 1)"))
            .find("cpu_offloading") != std::string::npos);

  Json j = ParseJsonText(R"({"dp": 8, "activation_offload_modules": ["moe_act", "expert_fc1"]})",
                         "plan.json");
  JsonReader r(j, "plan.json");
  const Plan p = ReadPlan(r, 8);
  CHECK(p.activation_offload_modules.expert_fc1);
  CHECK(p.activation_offload_modules.moe_act);
  CHECK_FALSE(p.activation_offload_modules.core_attn);
  // Written in Megatron's order, and only when set.
  CHECK(PlanToJson(p).at("activation_offload_modules") == Json::array({"expert_fc1", "moe_act"}));
  CHECK(p.Summary().find("act-offload(expert_fc1,moe_act)") != std::string::npos);
  Plan off = p;
  off.activation_offload_modules = OffloadModules{};
  CHECK_FALSE(PlanToJson(off).contains("activation_offload_modules"));
  Json back = PlanToJson(p);
  JsonReader again(back, "round-trip");
  CHECK(ReadPlan(again, 8).activation_offload_modules == p.activation_offload_modules);
}

TEST_CASE("a plan's rank_order: read strictly, written only where it is not the default") {
  CHECK(ErrorOf(ScenarioText(R"(, "plan": {"dp": 8, "rank_order": "dp-tp"})"))
            .find("$.plan.rank_order") != std::string::npos);
  Json j = ParseJsonText(R"({"dp": 4, "pp": 2, "rank_order": "tp-cp-ep-pp-dp"})", "plan.json");
  JsonReader r(j, "plan.json");
  const Plan p = ReadPlan(r, 8);
  CHECK(p.rank_order == RankOrder::kTpCpEpPpDp);
  CHECK(PlanToJson(p).at("rank_order") == "tp-cp-ep-pp-dp");
  CHECK(p.Summary().find("ranks:tp-cp-ep-pp-dp") != std::string::npos);
  Plan usual = p;
  usual.rank_order = RankOrder::kTpCpEpDpPp;
  CHECK_FALSE(PlanToJson(usual).contains("rank_order"));
  Json back = PlanToJson(p);
  JsonReader again(back, "round-trip");
  CHECK(ReadPlan(again, 8).rank_order == RankOrder::kTpCpEpPpDp);
}

TEST_CASE(
    "a plan's activation_offload_layers: read strictly, checked against the model, written only "
    "when set") {
  // Range errors name the JSON path; the model's layer count is the plan rules'.
  CHECK(ErrorOf(ScenarioText(R"(, "plan": {"dp": 8, "activation_offload_layers": -1})"))
            .find("$.plan.activation_offload_layers") != std::string::npos);
  CHECK(ErrorOf(ScenarioText(R"(, "plan": {"dp": 8, "activation_offload_layers": 2.5})"))
            .find("$.plan.activation_offload_layers") != std::string::npos);
  CHECK(ErrorOf(ScenarioText(R"(, "plan": {"dp": 8, "activation_offload_layers": "4"})"))
            .find("$.plan.activation_offload_layers") != std::string::npos);
  CHECK(ErrorOf(ScenarioText(R"(, "plan": {"dp": 8, "activation_offload_layers": 1e300})"))
            .find("$.plan.activation_offload_layers") != std::string::npos);
  const std::string all =
      ErrorOf(ScenarioText(R"(, "plan": {"dp": 8, "activation_offload_layers": 4})"));
  CHECK(all.find("$.plan.activation_offload_layers") != std::string::npos);
  CHECK(all.find("layer count 4") != std::string::npos);
  CHECK(ErrorOf(ScenarioText(R"(, "plan": {"dp": 4, "pp": 2, "activation_offload_layers": 1})"))
            .find("needs pp = 1") != std::string::npos);
  CHECK(ErrorOf(ScenarioText(R"(, "plan": {"dp": 8, "activation_offload_layers": 3})")).empty());

  Json j = ParseJsonText(R"({"dp": 8, "activation_offload_layers": 3})", "plan.json");
  JsonReader r(j, "plan.json");
  const Plan p = ReadPlan(r, 8);
  CHECK(p.activation_offload_layers == 3);
  CHECK(PlanToJson(p).at("activation_offload_layers") == 3);
  CHECK(p.Summary().find("act-offload3") != std::string::npos);
  Plan off = p;
  off.activation_offload_layers = 0;
  CHECK_FALSE(PlanToJson(off).contains("activation_offload_layers"));
  Json back = PlanToJson(p);
  JsonReader again(back, "round-trip");
  CHECK(ReadPlan(again, 8).activation_offload_layers == 3);
}
