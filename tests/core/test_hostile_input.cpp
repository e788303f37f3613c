// Hostile input (issue 12): 64-bit integers range-checked per field, checked
// products, finite physical reals, bounded JSON, and outputs that never
// replace what is not a regular file.
#include <doctest/doctest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <chrono>
#include <iterator>
#include <limits>
#include <string>
#include <thread>

#include "core/atomic_file.h"
#include "core/checked_math.h"
#include "core/error.h"
#include "core/json_reader.h"
#include "core/limits.h"
#include "core/scenario.h"

using namespace shoal;
namespace fs = std::filesystem;

namespace {
const char* kModel = R"("model": {"num_layers": 4, "hidden": 256, "ffn_hidden": 1024,
  "num_heads": 4, "vocab": 1000, "seq_len": 128, "moe": {"num_experts": 4, "top_k": 2}})";

std::string ErrorOf(const std::string& text) {
  try {
    Json j = ParseJsonText(text, "h.json");
    JsonReader r(j, "h.json");
    ReadScenario(r);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

std::string ScenarioJson(const std::string& plan = "", const std::string& model = kModel,
                     const std::string& gpus = "8", const std::string& tokens = "1e9") {
  return std::string("{") + model + R"(, "hardware": "a100-80gb", "cluster": {"num_gpus": )" +
         gpus + R"(}, "training": {"tokens": )" + tokens + R"(, "global_batch_size": 64})" +
         (plan.empty() ? "" : R"(, "plan": )" + plan) + "}";
}

std::string Model(const std::string& key, const std::string& value) {
  std::string m = kModel;
  const std::string needle = "\"" + key + "\": ";
  size_t at = m.find(needle);
  REQUIRE(at != std::string::npos);
  size_t end = m.find_first_of(",}", at + needle.size());
  return m.substr(0, at + needle.size()) + value + m.substr(end);
}

struct TempDir {
  fs::path path;
  TempDir() {
    path = fs::temp_directory_path() / ("shoal-hostile-" + std::to_string(::getpid()));
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~TempDir() { fs::remove_all(path); }
};

std::string Read(const fs::path& p) {
  std::ifstream in(p);
  return std::string(std::istreambuf_iterator<char>(in), {});
}
}  // namespace

TEST_CASE("checked arithmetic reports overflow instead of wrapping") {
  CHECK(CheckedMul(1 << 20, 1 << 20) == int64_t{1} << 40);
  CHECK_FALSE(CheckedMul(int64_t{1} << 32, int64_t{1} << 32));
  CHECK_FALSE(CheckedProduct({65536, 65536, 65536, 65536}));
  CHECK(CheckedProduct({2, 3, 4}) == 24);
  CHECK_FALSE(ProductIn({65536, 65536}, 1, limits::kMaxGpus));
  CHECK_FALSE(CheckedAdd(std::numeric_limits<int64_t>::max(), 1));
  CHECK(WholeNumberIn(64.0, 1, 100) == 64);
  CHECK_FALSE(WholeNumberIn(2.5, 1, 100));
  CHECK_FALSE(WholeNumberIn(1e300, 1, 100));
  CHECK_FALSE(WholeNumberIn(std::numeric_limits<double>::quiet_NaN(), 1, 100));
  CHECK_FALSE(WholeNumberIn(9.3e18, 0, std::numeric_limits<int64_t>::max()));
}

TEST_CASE("integers beyond 32 or 64 bits are range errors, never cut or wrapped") {
  CHECK(ErrorOf(ScenarioJson()) == "");
  // 2^32 + 64 was simulated as 64 GPUs.
  CHECK(ErrorOf(ScenarioJson("", kModel, "4294967360")) ==
        "h.json: at $.cluster.num_gpus: an integer in [1, 1048576], got 4294967360");
  CHECK(ErrorOf(ScenarioJson("", Model("num_heads", "4294967296"))).find(
            "$.model.num_heads: an integer in [1, 65536], got 4294967296") != std::string::npos);
  CHECK(ErrorOf(ScenarioJson("", Model("top_k", "9223372036854775808"))).find(
            "$.model.moe.top_k: an integer within 64 bits") != std::string::npos);
  CHECK(ErrorOf(ScenarioJson("", Model("top_k", "18446744073709551615"))).find("within 64 bits") !=
        std::string::npos);
  CHECK(ErrorOf(ScenarioJson("", Model("top_k", "5"))).find("$.model.moe.top_k: an integer in [1, 4]") !=
        std::string::npos);
  CHECK(ErrorOf(ScenarioJson(R"({"tp": 4294967296})")).find("$.plan.tp: an integer in [1, 1048576]") !=
        std::string::npos);
  CHECK(ErrorOf(ScenarioJson(R"({"dp": 65536, "tp": 65536})")).find(
            "dp x tp x pp x cp of at most 1048576") != std::string::npos);
  CHECK(ErrorOf(ScenarioJson(R"({"pp": 2, "schedule": "interleaved", "virtual_stages": 1000000000})"))
            .find("$.plan.virtual_stages: an integer in [1, 1024]") != std::string::npos);
  CHECK(ErrorOf(ScenarioJson(R"({"micro_batch_size": 4294967296})")).find("$.plan.micro_batch_size") !=
        std::string::npos);
}

TEST_CASE("reals must be finite and physical") {
  CHECK(ErrorOf(ScenarioJson("", kModel, "8", "1e308")) ==
        "h.json: at $.training.tokens: a number in [1, 1e+16], got 1e+308");
  CHECK(ErrorOf(ScenarioJson("", Model("top_k", "2, \"capacity_factor\": 1e-308"))).find(
            "capacity_factor: 0 (dropless) or a number in [1, 64]") != std::string::npos);
  CHECK(ErrorOf(ScenarioJson("", Model("top_k", "2, \"capacity_factor\": 0"))) == "");
  // Group-limited routing: groups divide the experts, a token takes at least one.
  CHECK(ErrorOf(ScenarioJson("", Model("top_k", "2, \"routing_groups\": 3")))
            .find("$.model.moe.routing_groups: 0 (no group-limited routing) or a divisor of "
                  "num_experts "
                  "(4)") != std::string::npos);
  CHECK(ErrorOf(ScenarioJson("", Model("top_k",
                                       "2, \"routing_groups\": 2, "
                                       "\"routing_group_limit\": 0")))
            .find("$.model.moe.routing_group_limit: at least 1 group") != std::string::npos);
  CHECK(ErrorOf(ScenarioJson("", Model("top_k",
                                       "2, \"routing_groups\": 2, "
                                       "\"routing_group_limit\": 3")))
            .find("$.model.moe.routing_group_limit: an integer in [0, 2]") != std::string::npos);
  CHECK(ErrorOf(ScenarioJson("", Model("top_k",
                                       "2, \"routing_groups\": 2, "
                                       "\"routing_group_limit\": 1"))) == "");
}

TEST_CASE("JSON: duplicate keys, depth, size and number literals are bounded") {
  CHECK(ErrorOf(ScenarioJson("", Model("top_k", "2, \"top_k\": 1"))) ==
        "h.json: at $.model.moe.top_k: each key once in an object (duplicate key \"top_k\")");
  CHECK_THROWS_WITH_AS(ParseJsonText(R"([{"a": 1}, {"b": [1, {"c": 1, "c": 2}]}])", "d.json"),
                       "d.json: at $[1].b[1].c: each key once in an object (duplicate key \"c\")",
                       InputError);
  std::string deep = std::string(200000, '[') + std::string(200000, ']');
  std::string msg;
  try {
    ParseJsonText(deep, "deep.json");
  } catch (const InputError& e) {
    msg = e.what();
  }
  CHECK(msg.find("JSON nested at most 64 levels deep") != std::string::npos);
  CHECK(msg.size() < 600);  // the path names 64 levels, never the 200,000
  std::string ok64 = std::string(64, '[') + std::string(64, ']');
  CHECK_NOTHROW(ParseJsonText(ok64, "ok.json"));
  CHECK_THROWS_WITH_AS(ParseJsonText("[1e400]", "big.json"),
                       doctest::Contains("a number within the range of a double"), InputError);
  std::string huge(limits::kMaxInputBytes + 1, ' ');
  CHECK_THROWS_WITH_AS(ParseJsonText(huge, "huge.json"), doctest::Contains("at most 64 MiB"),
                       InputError);
  CHECK_THROWS_WITH_AS(LoadJsonFile("/dev/zero"), doctest::Contains("not a regular file"),
                       InputError);
  CHECK_THROWS_WITH_AS(LoadJsonFile(std::string(300, 'x') + ".json"),
                       doctest::Contains("File name too long"), InputError);
}

TEST_CASE("errors quote at most a short excerpt") {
  const std::string long_key(5000, 'k');
  std::string msg = ErrorOf(ScenarioJson("", Model("top_k", "2, \"" + long_key + "\": 1")));
  CHECK(msg.find("...") != std::string::npos);
  CHECK(msg.size() < 500);
  CHECK(Excerpt(std::string(100, 'a'), 10) == "aaaaaaaaaa...");
  CHECK(Excerpt("a\nb") == "a?b");
  CHECK(FormatNumber(1e16) == "1e+16");
  CHECK(FormatNumber(0.0001) == "0.0001");
}

TEST_CASE("ValidatePlan survives any plan built by hand") {
  ModelConfig m;
  m.num_layers = 8;
  m.num_heads = 8;
  m.seq_len = 1024;
  Plan p;
  p.dp = 1 << 30;
  p.tp = 1 << 30;
  p.pp = 1 << 30;  // 2^90 GPUs: beyond int64
  p.global_batch_size = 64;
  auto errors = ValidatePlan(p, m, 64, 8);
  REQUIRE_FALSE(errors.empty());
  CHECK(errors.front().find("= overflow, expected the GPU count 64") != std::string::npos);
  CHECK(p.NumGpus() == 0);
  Plan zero;
  zero.tp = 0;
  CHECK(ValidatePlan(zero, m, 1, 8).front() == "tp: a positive integer, got 0");
  Plan vpp;
  vpp.pp = 1 << 20;
  vpp.virtual_stages = 1 << 20;
  vpp.global_batch_size = 64;
  bool named = false;
  for (const auto& e : ValidatePlan(vpp, m, 1 << 20, 8)) {
    named = named || e.find("pp x virtual_stages") != std::string::npos;
  }
  CHECK(named);
}

TEST_CASE("outputs: only a regular file or a new path is replaced") {
  TempDir t;
  const fs::path file = t.path / "out.json";
  WriteFileAtomic(file.string(), "one\n");
  WriteFileAtomic(file.string(), "two\n");
  CHECK(Read(file) == "two\n");
  // A symlink (even to a regular file), a FIFO and a directory are refused, untouched.
  fs::create_symlink(file, t.path / "link.json");
  CHECK_THROWS_WITH_AS(WriteFileAtomic((t.path / "link.json").string(), "x"),
                       doctest::Contains("not a symbolic link"), InputError);
  CHECK(fs::is_symlink(t.path / "link.json"));
  CHECK(Read(file) == "two\n");
  REQUIRE(::mkfifo((t.path / "fifo").c_str(), 0644) == 0);
  CHECK_THROWS_WITH_AS(WriteFileAtomic((t.path / "fifo").string(), "x"),
                       doctest::Contains("not a FIFO"), InputError);
  CHECK(fs::is_fifo(t.path / "fifo"));
  CHECK_THROWS_WITH_AS(WriteFileAtomic(t.path.string(), "x"), doctest::Contains("not a directory"),
                       InputError);
  CHECK_THROWS_WITH_AS(CheckOutputFilePath("/dev/null", "--out"),
                       doctest::Contains("--out: a regular file or a new path, not a character device"),
                       InputError);
  CHECK_THROWS_AS(CheckOutputFilePath("", "--out"), InputError);
  CHECK_THROWS_WITH_AS(WriteFileAtomic((t.path / std::string(300, 'x')).string(), "x"),
                       doctest::Contains("File name too long"), InputError);
  // Nothing left behind but the files written.
  int entries = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(t.path)) ++entries;
  CHECK(entries == 3);
}

TEST_CASE("a directory output is written whole and holds only the current files") {
  TempDir t;
  const fs::path dir = t.path / "report";
  auto any = [](const std::string&) { return true; };
  auto none = [](const std::string&) { return false; };
  WriteDirectoryAtomic(dir.string(), {{"report.html", "a"}, {"traces.csv", "t"}}, any);
  CHECK(Read(dir / "report.html") == "a");
  WriteDirectoryAtomic(dir.string(), {{"report.html", "b"}}, any);
  CHECK(Read(dir / "report.html") == "b");
  CHECK_FALSE(fs::exists(dir / "traces.csv"));  // no stale file of an earlier report
  // A directory of other files is refused unless the caller recognises it.
  CHECK_THROWS_WITH_AS(WriteDirectoryAtomic(dir.string(), {{"report.html", "c"}}, none),
                       doctest::Contains("refusing to replace them"), InputError);
  CHECK(Read(dir / "report.html") == "b");
  // An empty directory is fine; a file or a symlink at the path is not.
  fs::create_directories(t.path / "empty");
  WriteDirectoryAtomic((t.path / "empty").string(), {{"x.csv", "1"}}, none);
  CHECK(Read(t.path / "empty" / "x.csv") == "1");
  std::ofstream(t.path / "plain") << "p";
  CHECK_THROWS_AS(WriteDirectoryAtomic((t.path / "plain").string(), {{"x", "1"}}, any), InputError);
  fs::create_directory_symlink(dir, t.path / "dirlink");
  CHECK_THROWS_WITH_AS(WriteDirectoryAtomic((t.path / "dirlink").string(), {{"x", "1"}}, any),
                       doctest::Contains("not a symbolic link"), InputError);
  CHECK_THROWS_AS(WriteDirectoryAtomic("", {{"x", "1"}}, any), InputError);
  CHECK_THROWS_AS(WriteDirectoryAtomic(".", {{"x", "1"}}, any), InputError);
  for (const auto& e : fs::directory_iterator(t.path)) {
    CHECK(e.path().filename().string().find(".tmp.") == std::string::npos);
  }
}

TEST_CASE("durable write: a target replaced by a symlink during the write is refused, no temporary left") {
  const fs::path dir = fs::temp_directory_path() / ("shoal-durable-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  const fs::path target = dir / "result.json";
  WriteFileAtomic(target.string(), "old");
  std::string error;
  std::thread writer([&] {
    try {
      WriteFileAtomic(target.string(), "new", {0.3});
    } catch (const InputError& e) {
      error = e.what();
    }
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  fs::remove(target);
  fs::create_symlink(dir / "elsewhere", target);
  writer.join();
  CHECK(error.find("symbolic link") != std::string::npos);
  CHECK(fs::is_symlink(target));
  int left = 0;
  for (const auto& e : fs::directory_iterator(dir)) left += e.path().filename() != "result.json";
  CHECK(left == 0);  // the temporary is gone
  // A normal durable write with the pause lands whole.
  fs::remove(target);
  WriteFileAtomic(target.string(), "whole", {0.01});
  std::ifstream in(target);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  CHECK(text == "whole");
  fs::remove_all(dir);
}
