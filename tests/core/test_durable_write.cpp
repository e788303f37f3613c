// The one durable write (core/atomic_file.h, used by every --out and by the
// executor's checkpoints): non-regular targets refused, the old file kept on
// failure, no temporary left behind.
#include <doctest/doctest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "core/atomic_file.h"
#include "core/error.h"

namespace fs = std::filesystem;
using shoal::InputError;
using shoal::WriteFileAtomic;

namespace {

struct TempDir {
  fs::path path;
  TempDir() {
    std::string t = (fs::temp_directory_path() / "shoal-durable-XXXXXX").string();
    REQUIRE(::mkdtemp(t.data()) != nullptr);
    path = t;
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
};

std::string Read(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

size_t Entries(const fs::path& dir) {
  size_t n = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir)) ++n;
  return n;
}

}  // namespace

TEST_CASE("durable write replaces a regular file and leaves no temporary") {
  TempDir d;
  const fs::path f = d.path / "out.json";
  WriteFileAtomic(f.string(), "old");
  WriteFileAtomic(f.string(), "new", {.pause_before_rename_s = 0.001});
  CHECK(Read(f) == "new");
  CHECK(Entries(d.path) == 1);
}

TEST_CASE("durable write refuses a symlink, a FIFO and a directory, touching nothing") {
  TempDir d;
  const fs::path victim = d.path / "victim";
  WriteFileAtomic(victim.string(), "keep me");
  const fs::path link = d.path / "link";
  fs::create_symlink(victim, link);
  CHECK_THROWS_WITH_AS(WriteFileAtomic(link.string(), "evil"),
                       doctest::Contains("not a symbolic link"), InputError);
  CHECK(Read(victim) == "keep me");
  CHECK(fs::is_symlink(link));

  const fs::path fifo = d.path / "fifo";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  CHECK_THROWS_WITH_AS(WriteFileAtomic(fifo.string(), "x"), doctest::Contains("not a FIFO"),
                       InputError);
  CHECK(fs::is_fifo(fifo));

  const fs::path dir = d.path / "dir";
  fs::create_directory(dir);
  CHECK_THROWS_WITH_AS(WriteFileAtomic(dir.string(), "x"), doctest::Contains("not a directory"),
                       InputError);
  CHECK(fs::is_directory(dir));
  CHECK(Entries(d.path) == 4);  // victim, link, fifo, dir: no temporary left
}

TEST_CASE("a failed write leaves the old file and no temporary") {
  if (::geteuid() == 0) {
    // root writes into a read-only directory anyway; make the rename fail instead.
    TempDir d;
    const fs::path f = d.path / "out.json";
    WriteFileAtomic(f.string(), "old");
    // A temporary name taken by a directory cannot be opened O_EXCL, nor removed by unlink.
    const fs::path blocker = d.path / ("out.json.tmp." + std::to_string(::getpid()));
    fs::create_directory(blocker);
    CHECK_THROWS(WriteFileAtomic(f.string(), "new"));
    CHECK(Read(f) == "old");
    fs::remove(blocker);
    CHECK(Entries(d.path) == 1);
  } else {
    TempDir d;
    const fs::path f = d.path / "out.json";
    WriteFileAtomic(f.string(), "old");
    fs::permissions(d.path, fs::perms::owner_read | fs::perms::owner_exec);
    CHECK_THROWS(WriteFileAtomic(f.string(), "new"));
    fs::permissions(d.path, fs::perms::owner_all);
    CHECK(Read(f) == "old");
    CHECK(Entries(d.path) == 1);
  }
}
