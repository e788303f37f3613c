// cuDNN releases: how stacks name theirs, how hardware profiles carry older
// releases' attention figures, and which figures a release picks.
#include <doctest/doctest.h>

#include <string>

#include "core/cudnn_release.h"
#include "core/error.h"
#include "core/hardware.h"
#include "core/json_reader.h"
#include "core/plan.h"
#include "core/stack.h"

using namespace shoal;

namespace {

// The release `text` reads as, or the error's message ("" when it reads).
int Release(const std::string& text, std::string* error = nullptr) {
  Json j = {{"cudnn_release", text}};
  JsonReader r(j, "stack.json");
  try {
    return ReadCudnnRelease(r, "cudnn_release", kCudnnReleaseUnset);
  } catch (const InputError& e) {
    if (error) *error = e.what();
    return -1;
  }
}

// A profile with the H100's figures and `releases` as its
// efficiency.attention_cudnn_releases; the error's message, if any.
std::string ProfileError(const Json& releases, HardwareProfile* out = nullptr) {
  Json j = HardwareProfileToJson(ResolveHardware("h100"));
  j["efficiency"]["attention_cudnn_releases"] = releases;
  JsonReader r(j, "gpu.json");
  try {
    HardwareProfile hw = ReadHardwareProfile(r);
    if (out) *out = hw;
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("a cuDNN release reads as major.minor, a patch ignored, anything else an error") {
  CHECK(Release("9.13") == 913);
  CHECK(Release("9.13.1") == 913);
  CHECK(Release("9.2") == 902);  // 9.2 is older than 9.13, not 9.20
  CHECK(Release("10.0") == 1000);
  CHECK(Release("") == kCudnnReleaseUnset);
  CHECK(CudnnReleaseName(913) == "9.13");
  CHECK(CudnnReleaseName(902) == "9.2");
  CHECK(CudnnReleaseName(kCudnnReleaseUnset) == "");
  for (const char* bad : {"9", "nine", "9.", ".13", "9.13.x", "9.13.1.2", "100.1", "9.123", "v9.13",
                          "9.13 ", "0.5"}) {
    std::string error;
    CAPTURE(bad);
    CHECK(Release(bad, &error) == -1);
    CHECK(error.find("stack.json") != std::string::npos);
    CHECK(error.find("$.cudnn_release") != std::string::npos);
    CHECK(error.find("\"9.13\"") != std::string::npos);
  }
}

TEST_CASE("a profile's older cuDNN releases: checked, picked by the stack's release") {
  HardwareProfile hw;
  const Json two =
      Json::array({{{"before", "9.17"}, {"fwd", 0.6}, {"bwd", 0.5}, {"half_seq", 3000}},
                   {{"before", "9.10"}, {"fwd", 0.4}, {"bwd", 0.3}}});
  REQUIRE(ProfileError(two, &hw) == "");
  const EfficiencyModel& e = hw.efficiency;
  // Unnamed and newer releases run the profile's own (newest) figures.
  for (int release : {kCudnnReleaseUnset, 917, 922, 1000}) {
    CAPTURE(release);
    CHECK(e.CudnnAt(release).fwd == e.attention_cudnn_fwd);
    CHECK(e.CudnnAt(release).bwd == e.attention_cudnn_bwd);
  }
  // 9.10-9.16: the entry before 9.17, its own half length.
  CHECK(e.CudnnAt(913).fwd == 0.6);
  CHECK(e.CudnnAt(913).bwd == 0.5);
  CHECK(e.CudnnAt(913).half_seq == 3000);
  CHECK(e.CudnnAt(910).fwd == 0.6);
  // Older than 9.10: the entry with the lowest `before` above it, and the
  // profile's half length where the entry names none.
  CHECK(e.CudnnAt(909).fwd == 0.4);
  CHECK(e.CudnnAt(800).bwd == 0.3);
  CHECK(e.CudnnAt(800).half_seq == e.attention_cudnn_half_seq);
  // Written back as read.
  Json j = HardwareProfileToJson(hw);
  CHECK(j["efficiency"]["attention_cudnn_releases"][0]["before"] == "9.17");
  CHECK(j["efficiency"]["attention_cudnn_releases"][1]["half_seq"] == 0.0);
  JsonReader again(j, "roundtrip");
  CHECK(ReadHardwareProfile(again).efficiency.CudnnAt(909).fwd == 0.4);

  // Each entry needs its release, once, and shares in range; errors name the path.
  auto error = [](const Json& releases) { return ProfileError(releases); };
  CHECK(error(Json::array({{{"fwd", 0.5}, {"bwd", 0.5}}}))
            .find("$.efficiency.attention_cudnn_releases[0].before") != std::string::npos);
  CHECK(error(Json::array({{{"before", "9.17"}, {"fwd", 0.5}, {"bwd", 0.5}},
                           {{"before", "9.17.1"}, {"fwd", 0.4}, {"bwd", 0.4}}}))
            .find("$.efficiency.attention_cudnn_releases[1].before") != std::string::npos);
  CHECK(error(Json::array({{{"before", "9.17"}, {"fwd", 1.5}, {"bwd", 0.5}}}))
            .find("$.efficiency.attention_cudnn_releases[0].fwd") != std::string::npos);
  CHECK(error(Json::array({{{"before", "9.17"}, {"fwd", 0.5}}}))
            .find("$.efficiency.attention_cudnn_releases[0].bwd") != std::string::npos);
  CHECK(error(Json::array({{{"before", "9.17"}, {"fwd", 0.5}, {"bwd", 0.5}, {"speed", 1}}}))
            .find("$.efficiency.attention_cudnn_releases[0].speed") != std::string::npos);
  CHECK(error(Json::array({{{"before", "soon"}, {"fwd", 0.5}, {"bwd", 0.5}}}))
            .find("$.efficiency.attention_cudnn_releases[0].before") != std::string::npos);
  CHECK(error(Json::object()).find("$.efficiency.attention_cudnn_releases") != std::string::npos);
}

TEST_CASE("the bundled stacks name their containers' cuDNN, and Blackwell profiles its speed") {
  const SoftwareStack s2025 = ResolveSoftwareStack("megatron-core-2025");
  const SoftwareStack s2026 = ResolveSoftwareStack("megatron-core-2026");
  const SoftwareStack deepep2026 = ResolveSoftwareStack("megatron-core-2026-deepep");
  CHECK(s2025.cudnn_release == 913);
  CHECK(ResolveSoftwareStack("megatron-core-2025-deepep").cudnn_release == 913);
  CHECK(s2026.cudnn_release == 917);
  CHECK(deepep2026.cudnn_release == 917);
  // The 2026 stacks differ from their bases only in the release (and its citation).
  SoftwareStack same = s2026;
  same.cudnn_release = s2025.cudnn_release;
  Json a = SoftwareStackToJson(same), b = SoftwareStackToJson(s2025);
  for (Json* j : {&a, &b}) {
    j->erase("name");
    j->erase("description");
    j->erase("base");
    j->erase("sources");
  }
  CHECK(a == b);
  CHECK(deepep2026.moe_dispatcher ==
        ResolveSoftwareStack("megatron-core-2025-deepep").moe_dispatcher);

  // ApplyStack carries the release into the plan, which writes and reads it.
  Plan p;
  ApplyStack(s2025, &p);
  CHECK(p.cudnn_release == 913);

  // B200 and GB200, one Blackwell GPU: at the 2025 release the same cuDNN
  // shares (B200's own 9.13.1 sweep), at 2026's the same faster ones (9.22,
  // measured on GB200).
  const HardwareProfile b200 = ResolveHardware("b200"), gb200 = ResolveHardware("gb200-nvl72");
  for (int release : {s2025.cudnn_release, s2026.cudnn_release}) {
    CAPTURE(release);
    CHECK(b200.efficiency.CudnnAt(release).fwd == gb200.efficiency.CudnnAt(release).fwd);
    CHECK(b200.efficiency.CudnnAt(release).bwd == gb200.efficiency.CudnnAt(release).bwd);
  }
  CHECK(gb200.efficiency.CudnnAt(913).half_seq > 3 * gb200.efficiency.CudnnAt(917).half_seq);
  // Hopper's profile holds one set of figures for every release.
  const HardwareProfile h100 = ResolveHardware("h100");
  CHECK(h100.efficiency.CudnnAt(913).fwd == h100.efficiency.CudnnAt(917).fwd);
}
