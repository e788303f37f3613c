// Software-stack inheritance: a stack file's "base" (core/stack.h).
#include <doctest/doctest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "core/bundled.h"
#include "core/error.h"
#include "core/json_reader.h"
#include "core/limits.h"
#include "core/stack.h"

using namespace shoal;
namespace fs = std::filesystem;

namespace {

struct TempDir {
  fs::path path;
  TempDir() {
    path = fs::temp_directory_path() / "shoal-stack-base-";
    path += std::to_string(::getpid());
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~TempDir() { fs::remove_all(path); }
  /// Writes `text` to `name` here; returns its path.
  std::string Write(const std::string& name, const std::string& text) const {
    const fs::path p = path / name;
    fs::create_directories(p.parent_path());
    std::ofstream(p) << text;
    return p.string();
  }
};

/// A base with two kernels keys, a MoE key and section citations.
const char* kBase = R"({"name": "b", "description": "the base",
  "kernels": {"attention": "cudnn", "cuda_graphs": true},
  "moe": {"dispatcher": "allgather"},
  "pipeline": {"interleaved_layers_per_stage": 2},
  "sources": {"kernels": "base kernels", "moe": "base moe", "pipeline": "base pipeline"}})";

/// The InputError loading `path` throws ("" file when none).
InputError ErrorLoading(const std::string& path) {
  try {
    LoadSoftwareStack(path);
  } catch (const InputError& e) {
    return e;
  }
  return InputError("", "", "no error");
}

}  // namespace

TEST_CASE("stack base: the file's keys override the base's one key at a time") {
  TempDir d;
  d.Write("base.json", kBase);
  const std::string path = d.Write("derived.json", R"({"name": "d", "base": "base.json",
    "kernels": {"attention": "flash2"}, "sources": {"kernels.attention": "derived attention"}})");
  const SoftwareStack s = LoadSoftwareStack(path);
  CHECK(s.attention == AttentionKernel::kFlash2);        // its own
  CHECK(s.cuda_graphs);                                  // the base's, same section
  CHECK(s.moe_dispatcher == MoeDispatcher::kAllGather);  // the base's section
  CHECK(s.interleaved_layers_per_stage == 2);
  // name, description and file are the file's own; the base is recorded.
  CHECK(s.name == "d");
  CHECK(s.description.empty());
  CHECK(s.file == path);
  CHECK(s.base == "base.json");
  // Sources: the base's, extended by the file's.
  CHECK(s.sources["kernels"] == "base kernels");
  CHECK(s.sources["kernels.attention"] == "derived attention");
  CHECK(s.sources["moe"] == "base moe");
  // The echo is the effective stack, with its base.
  const Json j = SoftwareStackToJson(s);
  CHECK(j["base"] == "base.json");
  CHECK(j["kernels"]["cuda_graphs"] == true);
  CHECK(j["kernels"]["attention"] == "flash2");
  CHECK(SoftwareStackToJson(LoadSoftwareStack((d.path / "base.json").string())).count("base") == 0);
}

TEST_CASE("stack base: the file's source overrides the base's; a null drops a base's key") {
  TempDir d;
  d.Write("base.json", kBase);
  const SoftwareStack s = LoadSoftwareStack(d.Write("derived.json", R"({"name": "d",
    "base": "base.json", "pipeline": {"interleaved_layers_per_stage": null},
    "sources": {"moe": "derived moe"}})"));
  CHECK(s.sources["moe"] == "derived moe");
  CHECK(s.sources["kernels"] == "base kernels");
  CHECK(s.moe_dispatcher == MoeDispatcher::kAllGather);
  CHECK(s.interleaved_layers_per_stage == 0);  // the reader's default
}

TEST_CASE("stack base: a chain of two bases") {
  TempDir d;
  d.Write("base.json", kBase);
  d.Write("middle.json", R"({"name": "m", "base": "base.json",
    "kernels": {"attention": "flash3"}, "data_parallel": {"default_zero_stage": 3},
    "sources": {"data_parallel": "middle dp"}})");
  const SoftwareStack s = LoadSoftwareStack(d.Write("top.json", R"({"name": "t",
    "base": "middle.json", "moe": {"dispatcher": "deepep"}})"));
  CHECK(s.name == "t");
  CHECK(s.base == "middle.json");
  CHECK(s.moe_dispatcher == MoeDispatcher::kDeepEp);  // top (cited by the base's "moe")
  CHECK(s.attention == AttentionKernel::kFlash3);     // middle
  CHECK(s.default_zero_stage == 3);                   // middle
  CHECK(s.cuda_graphs);                               // base
  CHECK(s.sources["data_parallel"] == "middle dp");
  CHECK(s.sources["kernels"] == "base kernels");
}

TEST_CASE("stack base: a relative path resolves beside the file that names it") {
  TempDir d;
  d.Write("parts/base.json", kBase);
  d.Write("parts/middle.json", R"({"name": "m", "base": "base.json"})");
  const SoftwareStack s =
      LoadSoftwareStack(d.Write("stack.json", R"({"name": "s", "base": "parts/middle.json"})"));
  CHECK(s.attention == AttentionKernel::kCudnn);
  CHECK(s.base == "parts/middle.json");
}

TEST_CASE("stack base: a bundled name, from a file or from JSON text") {
  TempDir d;
  const SoftwareStack s = LoadSoftwareStack(d.Write("mine.json", R"({"name": "mine",
    "base": "megatron-core-2024", "tensor_parallel": {"comm_overlap": 0}})"));
  const SoftwareStack mcore = ResolveSoftwareStack("megatron-core-2024");
  CHECK(s.tp_comm_overlap == 0.0);
  CHECK(mcore.tp_comm_overlap == 1.0);
  CHECK(s.attention == mcore.attention);
  CHECK(s.interleaved_layers_per_stage == mcore.interleaved_layers_per_stage);
  const SoftwareStack text = ReadSoftwareStack(
      ParseJsonText(R"({"name": "t", "base": "megatron-core-2025"})", "stack.json"), "stack.json");
  CHECK(text.moe_dispatcher == ResolveSoftwareStack("megatron-core-2025").moe_dispatcher);
}

TEST_CASE("stack base: a bad base (unknown, not a string, a cycle, too deep) fails at $.base") {
  TempDir d;
  const std::string unknown = d.Write("unknown.json", R"({"name": "u", "base": "no-such-stack"})");
  InputError e = ErrorLoading(unknown);
  CHECK(e.file() == unknown);
  CHECK(e.json_path() == "$.base");
  CHECK(std::string(e.what()).find("unknown stack \"no-such-stack\"") != std::string::npos);
  CHECK(std::string(e.what()).find("megatron-core-2025") != std::string::npos);  // known ones

  const std::string number = d.Write("number.json", R"({"name": "n", "base": 3})");
  e = ErrorLoading(number);
  CHECK(e.file() == number);
  CHECK(e.json_path() == "$.base");
  CHECK(e.expected().find("a bundled stack name or a path") != std::string::npos);

  // a -> b -> a: the error is where the cycle closes.
  const std::string a = d.Write("a.json", R"({"name": "a", "base": "b.json"})");
  const std::string b = d.Write("b.json", R"({"name": "b", "base": "a.json"})");
  e = ErrorLoading(a);
  CHECK(e.file() == b);
  CHECK(e.json_path() == "$.base");
  CHECK(e.expected().find("cycle: a.json -> b.json -> a.json") != std::string::npos);

  const std::string self = d.Write("self.json", R"({"name": "self", "base": "self.json"})");
  e = ErrorLoading(self);
  CHECK(e.file() == self);
  CHECK(e.json_path() == "$.base");
  CHECK(e.expected().find("cycle: self.json -> self.json") != std::string::npos);

  // s0 -> s1 -> ... -> sN: N bases at most kMaxStackBases.
  const int n = limits::kMaxStackBases + 1;
  auto file_name = [](int i) {  // "s<i>.json" (appended: GCC 12 misreads "s" + ...)
    std::string name = "s";
    name += std::to_string(i);
    return name += ".json";
  };
  for (int i = 0; i <= n; ++i) {
    Json file = {{"name", file_name(i)}};
    if (i < n) file["base"] = file_name(i + 1);
    d.Write(file_name(i), file.dump());
  }
  e = ErrorLoading((d.path / file_name(0)).string());
  CHECK(e.json_path() == "$.base");
  CHECK(e.expected().find("at most 16 bases") != std::string::npos);
  CHECK(LoadSoftwareStack((d.path / file_name(1)).string()).base == file_name(2));
}

TEST_CASE("stack base: an error names the file that writes the key") {
  TempDir d;
  d.Write("base.json", kBase);
  // An unknown key in the derived file: the derived file.
  const std::string derived = d.Write("derived.json", R"({"name": "d", "base": "base.json",
    "kernels": {"warp_speed": 9}})");
  InputError e = ErrorLoading(derived);
  CHECK(e.file() == derived);
  CHECK(e.json_path() == "$.kernels.warp_speed");
  // An unknown key or an uncited behaviour in the base: the base.
  const std::string bad_base = d.Write("bad-base.json", R"({"name": "bb",
    "moe": {"warp_speed": 9}, "sources": {"moe": "c"}})");
  e = ErrorLoading(d.Write("on-bad.json", R"({"name": "o", "base": "bad-base.json"})"));
  CHECK(e.file() == bad_base);
  CHECK(e.json_path() == "$.moe.warp_speed");
  const std::string uncited = d.Write("uncited.json", R"({"name": "u",
    "memory": {"allocator_fragmentation": 0.1}})");
  e = ErrorLoading(d.Write("on-uncited.json", R"({"name": "o", "base": "uncited.json",
    "sources": {"memory": "the derived file's citation"}})"));
  CHECK(e.file() == uncited);
  // A derived behaviour cited nowhere: the derived file; cited by the base's
  // section: fine.
  e = ErrorLoading(d.Write("no-source.json", R"({"name": "d", "base": "base.json",
    "data_parallel": {"default_zero_stage": 1}})"));
  CHECK(e.file() == (d.path / "no-source.json").string());
  CHECK(e.json_path() == "$.sources");
  CHECK(e.expected().find("data_parallel.default_zero_stage") != std::string::npos);
  CHECK_FALSE(LoadSoftwareStack(d.Write("cited-by-base.json", R"({"name": "d",
    "base": "base.json", "kernels": {"cuda_graphs": false}})"))
                  .cuda_graphs);
  // The name is the file's own: one without a name is an error in it.
  e = ErrorLoading(d.Write("nameless.json", R"({"base": "base.json"})"));
  CHECK(e.file() == (d.path / "nameless.json").string());
  CHECK(e.json_path() == "$.name");
  // A rule the two files break together: the derived file, saying the key
  // comes from the base.
  const std::string both = d.Write("both.json", R"({"name": "d", "base": "base.json",
    "pipeline": {"interleaved_stages_per_rank": 2}})");
  e = ErrorLoading(both);
  CHECK(e.file() == both);
  CHECK(e.json_path() == "$.pipeline.interleaved_layers_per_stage");
  CHECK(e.expected().find("comes from base \"base.json\"") != std::string::npos);
}

TEST_CASE("stack base: each folded bundled stack is its base with only its own keys changed") {
  struct Folded {
    const char* name;
    const char* base;
    const char* changed;  ///< the behaviours its file sets over its base
  };
  const Folded folded[] = {
      {"nemo-launcher-2024", "megatron-core-2024", R"({"kernels": {"attention": "flash2"}})"},
      {"megatron-core-2025-deepep", "megatron-core-2025",
       R"({"kernels": {"fp8_recipe": "block"}, "moe": {"dispatcher": "deepep", "permute_kernels": 10}})"},
      {"torchtitan-2025-compile", "torchtitan-2025", R"({"kernels": {"fused_elementwise": true}})"},
      {"torchtitan-2025-asynctp", "torchtitan-2025-compile",
       R"({"tensor_parallel": {"comm_overlap": 1.0, "overlap_method": "micro_pipelined"}})"},
      {"deepspeed-2021", "deepspeed-2022",
       R"({"data_parallel": {"overlap_grad_reduce": false, "overlap_param_gather": false,
           "zero3_collective_per_tensor": true, "collective_kernels_per_rank": 1,
           "zero3_refetch_for_recompute": true}})"},
      {"deepspeed-2020", "deepspeed-2021",
       R"({"kernels": {"fused_elementwise": false}, "moe": {"einsum_dispatch": false}})"},
      {"llm-foundry-2024", "llm-foundry-2023",
       R"({"kernels": {"attention": "flash2"}, "moe": {"grouped_gemm": true,
           "expert_gemm_share": 0.71, "token_bandwidth_share": 1.0}})"},
  };
  for (const Folded& f : folded) {
    INFO(f.name);
    const SoftwareStack s = ResolveSoftwareStack(f.name);
    CHECK(s.name == f.name);
    CHECK(s.base == f.base);
    Json expected = SoftwareStackToJson(ResolveSoftwareStack(f.base));
    const Json changed = Json::parse(f.changed);
    expected.merge_patch(changed);
    Json actual = SoftwareStackToJson(s);
    for (const char* own : {"name", "description", "base", "sources"}) {
      expected.erase(own);
      actual.erase(own);
    }
    CHECK(actual == expected);  // numbers compare by value (10 == 10.0)
    // The file writes those behaviours and no others.
    Json written = LoadJsonFile(DataDir() + "/stacks/" + f.name + ".json");
    for (const char* own : {"name", "description", "base", "sources"}) written.erase(own);
    CHECK(written == changed);
  }
  // A few distinctive values, pinned as they were before the folding.
  const SoftwareStack launcher = ResolveSoftwareStack("nemo-launcher-2024");
  CHECK(launcher.host_ops_per_module == 2.69);
  CHECK(launcher.moe_permute_kernels == 30);
  CHECK(launcher.moe_default_etp_is_tp);
  CHECK(launcher.lora_default_rank == 32);
  CHECK(launcher.sources["kernels.attention"].get<std::string>().find("NVTE_FUSED_ATTN") !=
        std::string::npos);
  const SoftwareStack deepep = ResolveSoftwareStack("megatron-core-2025-deepep");
  CHECK(deepep.fp8_recipe == Fp8Recipe::kBlock);
  CHECK(deepep.moe_host_syncs == 1);
  CHECK(deepep.sources["moe.host_syncs"].get<std::string>().find("DeepEP") != std::string::npos);
  const SoftwareStack asynctp = ResolveSoftwareStack("torchtitan-2025-asynctp");
  CHECK(asynctp.fused_elementwise);
  CHECK(asynctp.tp_overlap_method == TpOverlapMethod::kMicroPipelined);
  CHECK_FALSE(ResolveSoftwareStack("torchtitan-2025").fused_elementwise);
  const SoftwareStack ds2020 = ResolveSoftwareStack("deepspeed-2020");
  CHECK(ds2020.zero3_collective_per_tensor);
  CHECK(ds2020.collective_kernels_per_rank == 1);
  CHECK_FALSE(ds2020.overlap_grad_comm);
  CHECK_FALSE(ds2020.moe_einsum_dispatch);
  CHECK(ds2020.memory.zero3_gathers_modules);
  const SoftwareStack foundry = ResolveSoftwareStack("llm-foundry-2024");
  CHECK(foundry.moe_expert_gemm_share == 0.71);
  CHECK(foundry.fused_cross_entropy);
}
