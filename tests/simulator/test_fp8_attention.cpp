// Attention in fp8 (Plan::fp8_attention, Transformer Engine's
// fp8_dot_product_attention through cuDNN): the profiles' speed-ups over
// 16-bit attention against the cudnn-frontend runs they came from, how a
// layer prices them, and how plans and profiles carry them.
#include <doctest/doctest.h>

#include <cmath>
#include <map>
#include <string>
#include <tuple>

#include "core/error.h"
#include "core/hardware.h"
#include "core/json_reader.h"
#include "core/model.h"
#include "core/plan.h"
#include "simulator/layer_cost.h"
#include "tests/support/bundled.h"
#include "tests/support/microbenchmarks.h"
#include "tests/support/pass_cost.h"

using namespace shoal;
using namespace shoal::sim;
using shoal::testing::OpSeconds;

namespace {

std::string ProfileError(const Json& entries) {
  Json j = HardwareProfileToJson(ResolveHardware("gb200-nvl72"));
  j["efficiency"]["attention_cudnn_fp8"] = entries;
  JsonReader r(j, "gpu.json");
  try {
    ReadHardwareProfile(r);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

std::string PlanError(const Json& plan) {
  JsonReader r(plan, "plan.json");
  try {
    ReadPlan(r, 0);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("the profiles' fp8 attention speed-ups are the cudnn-frontend runs' bf16 / fp8 times") {
  // data/microbenchmarks.jsonl M0818-M0897: the same run's bf16, fp8 and
  // (Blackwell) mxfp8 rows, causal, 4,096 and 8,192 tokens; each profile
  // entry is the mean of its two lengths' ratios.
  using Key = std::tuple<std::string, int, bool, std::string>;  // gpu, width, windowed, dir
  std::map<Key, std::map<double, std::map<std::string, double>>> times;
  for (const auto& row : shoal::testing::MicrobenchmarkRows({"cudnn_frontend_sdpa_fp8_2026"})) {
    const bool windowed = row.contains("attn_window");
    const Key key{row.at("gpu_type").get<std::string>(), row.at("attn_head_dim").get<int>(),
                  windowed, row.at("attn_direction").get<std::string>()};
    const std::string dtype = row.at("dtype").get<std::string>().substr(0, 4);  // bf16 fp8 mxfp
    times[key][row.at("attn_seq_len").get<double>()][dtype] = row.at("time_us").get<double>();
  }
  const std::map<std::string, const char*> profile_of = {
      {"GB300", "gb300-nvl72"}, {"GB200", "gb200-nvl72"}, {"H200", "h200"}};
  int checked = 0;
  for (const auto& [key, by_seq] : times) {
    const auto& [gpu, width, windowed, dir] = key;
    const HardwareProfile hw = ResolveHardware(profile_of.at(gpu));
    for (const std::string kind : {"fp8 ", "mxfp"}) {
      if (by_seq.begin()->second.count(kind) == 0) continue;  // H200 ran no block-scaled rows
      double sum = 0;
      int n = 0;
      for (const auto& [seq, t] : by_seq) {
        REQUIRE(t.count("bf16") == 1);
        REQUIRE(t.count(kind) == 1);
        sum += t.at("bf16") / t.at(kind);
        ++n;
      }
      const bool block = kind == "mxfp";
      const double profile =
          hw.efficiency.Fp8AttentionSpeedupAt(width, windowed, dir == "bwd", block);
      const std::string what = gpu + " head width " + std::to_string(width) +
                               (windowed ? " windowed " : " ") + dir + (block ? " mxfp8" : " fp8");
      MESSAGE(what << ": measured bf16 / fp8 " << sum / n << ", profile " << profile);
      CHECK(profile == doctest::Approx(sum / n).epsilon(0.01).scale(0));
      ++checked;
    }
  }
  CHECK(checked == 26);
  // The same B200 / B300 silicon as GB200 / GB300 carries the same figures.
  CHECK(ResolveHardware("b200").efficiency.Fp8AttentionSpeedupAt(192, false, true) ==
        ResolveHardware("gb200-nvl72").efficiency.Fp8AttentionSpeedupAt(192, false, true));
  CHECK(ResolveHardware("b300").efficiency.Fp8AttentionSpeedupAt(128, false, false, true) ==
        ResolveHardware("gb300-nvl72").efficiency.Fp8AttentionSpeedupAt(128, false, false, true));
}

TEST_CASE("fp8 attention prices a layer's core attention at the width's speed-up") {
  // DeepSeek-V3's MLA widths (192 / 128) on GB200: forward 1.50x, backward
  // 1.62x faster in fp8; a GPU without a measurement runs it at 16-bit speed.
  ModelConfig m = shoal::testing::SmallDenseModel(2);
  m.seq_len = 4096;
  m.head_dim = 192;
  Plan p;
  p.micro_batch_size = 1;
  p.global_batch_size = 1;
  p.precision = Precision::kFp8;
  p.attention = AttentionKernel::kCudnn;
  const HardwareProfile gb200 = ResolveHardware("gb200-nvl72");
  Plan fp8 = p;
  fp8.fp8_attention = true;
  const LayerCostModel off(m, gb200, p), on(m, gb200, fp8);
  const double launch = gb200.efficiency.kernel_launch_s;
  auto core = [&](const LayerCostModel& l, bool backward) {
    return OpSeconds(backward ? l.Dense().backward : l.Dense().forward, "attn.core") - launch;
  };
  CHECK(core(off, false) / core(on, false) == doctest::Approx(1.501).epsilon(1e-6).scale(0));
  CHECK(core(off, true) / core(on, true) == doctest::Approx(1.622).epsilon(1e-6).scale(0));
  // Under MXFP8 training the attention is block-scaled too: its own, slower entries.
  Plan mx = fp8;
  mx.fp8_recipe = Fp8Recipe::kBlock;
  Plan mx_off = p;
  mx_off.fp8_recipe = Fp8Recipe::kBlock;
  CHECK(core(LayerCostModel(m, gb200, mx_off), true) / core(LayerCostModel(m, gb200, mx), true) ==
        doctest::Approx(1.272).epsilon(1e-6).scale(0));
  // Only the attention core changes.
  CHECK(OpSeconds(on.Dense().forward, "mlp.fc1") == OpSeconds(off.Dense().forward, "mlp.fc1"));
  // Without fp8 training, or on another attention kernel, the flag prices nothing.
  Plan bf16 = fp8;
  bf16.precision = Precision::kBf16;
  Plan bf16_off = bf16;
  bf16_off.fp8_attention = false;
  CHECK(core(LayerCostModel(m, gb200, bf16), true) ==
        core(LayerCostModel(m, gb200, bf16_off), true));
  // gpt-oss's sliding-window layers: cuDNN's fp8 backward does not keep the
  // window's savings, so fp8 attention makes those layers slower.
  ModelConfig oss = shoal::testing::SmallDenseModel(2);
  oss.seq_len = 4096;
  oss.head_dim = 64;
  oss.sliding_window.window_tokens = 128;
  oss.sliding_window.full_attention_interval = 0;  // every layer windowed
  const LayerCostModel oss_off(oss, gb200, p), oss_on(oss, gb200, fp8);
  CHECK(core(oss_on, true) > 4.0 * core(oss_off, true));
  CHECK(core(oss_on, false) < core(oss_off, false));
  // Hopper: fp8's backward measured slower than bf16's at width 128.
  const HardwareProfile h100 = ResolveHardware("h100");
  m.head_dim = 128;
  CHECK(core(LayerCostModel(m, h100, fp8), true) > core(LayerCostModel(m, h100, p), true));
  CHECK(core(LayerCostModel(m, h100, fp8), false) < core(LayerCostModel(m, h100, p), false));
  // A profile without measurements: the 16-bit speed.
  HardwareProfile none = gb200;
  none.efficiency.attention_cudnn_fp8.clear();
  m.head_dim = 192;
  CHECK(core(LayerCostModel(m, none, fp8), true) == core(LayerCostModel(m, none, p), true));
}

TEST_CASE("a profile's fp8 attention entries are checked, the nearest width of their kind picked") {
  EfficiencyModel e;
  e.attention_cudnn_fp8 = {
      {128, 0, false, 1.3, 1.1}, {192, 0, false, 1.5, 1.6}, {64, 128, false, 1.1, 0.2}};
  CHECK(e.Fp8AttentionSpeedupAt(128, false, false) == 1.3);
  CHECK(e.Fp8AttentionSpeedupAt(160, false, true) == 1.6);  // nearer 192 than 128 in ratio
  CHECK(e.Fp8AttentionSpeedupAt(96, false, true) == 1.1);
  CHECK(e.Fp8AttentionSpeedupAt(256, true, true) == 0.2);  // the only windowed entry
  // No block-scaled entry: block scaling takes the per-tensor ones.
  CHECK(e.Fp8AttentionSpeedupAt(192, false, true, true) == 1.6);
  e.attention_cudnn_fp8.push_back({192, 0, true, 1.4, 1.3});
  CHECK(e.Fp8AttentionSpeedupAt(192, false, true, true) == 1.3);
  CHECK(e.Fp8AttentionSpeedupAt(128, false, false, true) == 1.4);  // the only block entry
  CHECK(e.Fp8AttentionSpeedupAt(192, false, true, false) == 1.6);
  e.attention_cudnn_fp8.pop_back();
  e.attention_cudnn_fp8.pop_back();
  CHECK(e.Fp8AttentionSpeedupAt(64, true, true) == 1.0);  // no windowed entry: 16-bit speed

  CHECK(ProfileError(Json::array({{{"head_dim", 128}, {"fwd", 1.3}, {"bwd", 1.1}}})) == "");
  auto has = [](const std::string& error, const char* path) {
    CAPTURE(error);
    return error.find("gpu.json") != std::string::npos && error.find(path) != std::string::npos;
  };
  CHECK(has(ProfileError(Json::array({{{"fwd", 1.3}, {"bwd", 1.1}}})),
            "$.efficiency.attention_cudnn_fp8[0].head_dim"));
  CHECK(has(ProfileError(Json::array({{{"head_dim", 0}, {"fwd", 1.3}, {"bwd", 1.1}}})),
            "$.efficiency.attention_cudnn_fp8[0].head_dim"));
  CHECK(has(ProfileError(Json::array({{{"head_dim", 128}, {"fwd", 0}, {"bwd", 1.1}}})),
            "$.efficiency.attention_cudnn_fp8[0].fwd"));
  CHECK(has(ProfileError(Json::array({{{"head_dim", 128}, {"fwd", 1.3}, {"bwd", 1e9}}})),
            "$.efficiency.attention_cudnn_fp8[0].bwd"));
  CHECK(has(ProfileError(Json::array({{{"head_dim", 128}, {"fwd", 1.3}, {"bwd", 1.1}},
                                      {{"head_dim", 128}, {"fwd", 1.2}, {"bwd", 1.0}}})),
            "$.efficiency.attention_cudnn_fp8[1].head_dim"));
  CHECK(has(ProfileError(Json::array({{{"head_dim", 128}, {"fwd", 1.3}, {"bwd", 1.1}, {"x", 1}}})),
            "$.efficiency.attention_cudnn_fp8[0].x"));
  CHECK(has(ProfileError(
                Json::array({{{"head_dim", 128}, {"scaling", "row"}, {"fwd", 1.3}, {"bwd", 1.1}}})),
            "$.efficiency.attention_cudnn_fp8[0].scaling"));
  CHECK(ProfileError(Json::array(
            {{{"head_dim", 128}, {"fwd", 1.3}, {"bwd", 1.1}},
             {{"head_dim", 128}, {"scaling", "block"}, {"fwd", 1.2}, {"bwd", 0.9}}})) == "");
  // The same width windowed and not: two entries.
  CHECK(ProfileError(
            Json::array({{{"head_dim", 64}, {"fwd", 1.3}, {"bwd", 1.1}},
                         {{"head_dim", 64}, {"window", 128}, {"fwd", 1.1}, {"bwd", 0.2}}})) == "");
  // Written back as read.
  HardwareProfile gb300 = ResolveHardware("gb300-nvl72");
  Json j = HardwareProfileToJson(gb300);
  JsonReader again(j, "roundtrip");
  const HardwareProfile back = ReadHardwareProfile(again);
  REQUIRE(back.efficiency.attention_cudnn_fp8.size() ==
          gb300.efficiency.attention_cudnn_fp8.size());
  CHECK(back.efficiency.Fp8AttentionSpeedupAt(64, true, true) ==
        gb300.efficiency.Fp8AttentionSpeedupAt(64, true, true));
}

TEST_CASE("a plan's fp8_attention: fp8 or fp4 training on cuDNN attention, written only when on") {
  const Json base = {{"precision", "fp8"}, {"attention", "cudnn"}, {"fp8_attention", true}};
  REQUIRE(PlanError(base) == "");
  JsonReader r(base, "plan.json");
  const Plan p = ReadPlan(r, 0);
  CHECK(p.fp8_attention);
  CHECK(PlanToJson(p)["fp8_attention"] == true);
  CHECK(p.Summary().find("fp8-attention") != std::string::npos);
  Plan plain = p;
  plain.fp8_attention = false;
  CHECK_FALSE(PlanToJson(plain).contains("fp8_attention"));
  CHECK(plain.Summary().find("fp8-attention") == std::string::npos);

  Json bf16 = base;
  bf16["precision"] = "bf16";
  const std::string e1 = PlanError(bf16);
  CHECK(e1.find("plan.json") != std::string::npos);
  CHECK(e1.find("$.fp8_attention") != std::string::npos);
  CHECK(e1.find("precision is bf16") != std::string::npos);
  Json flash = base;
  flash["attention"] = "flash2";
  const std::string e2 = PlanError(flash);
  CHECK(e2.find("$.fp8_attention") != std::string::npos);
  CHECK(e2.find("attention is flash2") != std::string::npos);
  Json fp4 = base;
  fp4["precision"] = "fp4";
  CHECK(PlanError(fp4) == "");
  Json word = base;
  word["fp8_attention"] = "yes";
  CHECK(PlanError(word).find("$.fp8_attention") != std::string::npos);
}
