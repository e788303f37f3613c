#include "core/atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <stdexcept>
#include <thread>

#include "core/error.h"

namespace shoal {
namespace fs = std::filesystem;
namespace {

// An error about the path the user gave (exit 2), or about the disk (exit 1).
[[noreturn]] void Refuse(const std::string& path, const std::string& why) {
  throw InputError(Excerpt(path, 200), "", why);
}
bool UserErrno(int err) {
  return err == ENAMETOOLONG || err == ENOENT || err == ENOTDIR || err == EISDIR ||
         err == EACCES || err == EPERM || err == EROFS || err == ELOOP || err == EEXIST;
}

const char* KindOf(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISLNK(mode)) return "a symbolic link";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

void CreateParent(const fs::path& target) {
  if (!target.has_parent_path()) return;
  std::error_code ec;
  fs::create_directories(target.parent_path(), ec);
  if (ec) {
    Refuse(target.string(), "an output path whose directory can be created (" +
                                target.parent_path().string() + ": " + ec.message() + ")");
  }
}

void WriteAll(int fd, const std::string& tmp, const std::string& content) {
  const char* data = content.data();
  size_t left = content.size();
  while (left > 0) {
    ssize_t n = ::write(fd, data, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      int err = errno;
      ::close(fd);
      ::unlink(tmp.c_str());
      throw std::runtime_error("cannot write " + tmp + ": " + std::strerror(err));
    }
    data += n;
    left -= static_cast<size_t>(n);
  }
  if (::fsync(fd) != 0 || ::close(fd) != 0) {
    ::unlink(tmp.c_str());
    throw std::runtime_error("cannot flush " + tmp);
  }
}

// A new file (never following a symlink an attacker planted at the name).
int CreateFresh(const std::string& tmp) {
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (fd < 0 && errno == EEXIST) {
    ::unlink(tmp.c_str());  // a stale temporary of a killed run with our pid
    fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
  }
  if (fd < 0) {
    int err = errno;
    if (UserErrno(err)) Refuse(tmp, std::string("a writable output path (") + std::strerror(err) + ")");
    throw std::runtime_error("cannot create " + tmp + ": " + std::strerror(err));
  }
  return fd;
}

}  // namespace

void CheckOutputFilePath(const std::string& path, const std::string& what) {
  if (path.empty()) Refuse(path, what + ": a file name (got an empty one)");
  struct stat st {};
  if (::lstat(path.c_str(), &st) != 0) {
    int err = errno;
    if (err == ENOENT) return;  // a new path
    Refuse(path, what + ": a usable path (" + std::strerror(err) + ")");
  }
  if (!S_ISREG(st.st_mode)) {
    Refuse(path, what + ": a regular file or a new path, not " + std::string(KindOf(st.st_mode)) +
                     " (refusing to replace it)");
  }
}

void WriteFileAtomic(const std::string& path, const std::string& content,
                     const DurableWriteOptions& options) {
  CheckOutputFilePath(path);
  fs::path target(path);
  CreateParent(target);
  std::string tmp = path + ".tmp." + std::to_string(::getpid());
  int fd = CreateFresh(tmp);
  WriteAll(fd, tmp, content);
  if (options.pause_before_rename_s > 0) {
    std::this_thread::sleep_for(std::chrono::duration<double>(options.pause_before_rename_s));
  }
  try {
    CheckOutputFilePath(path);  // nothing replaced the target while we wrote
  } catch (...) {
    ::unlink(tmp.c_str());
    throw;
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    int err = errno;
    ::unlink(tmp.c_str());
    throw std::runtime_error("cannot rename " + tmp + " to " + path + ": " + std::strerror(err));
  }
  // The rename is durable once the directory entry is.
  const std::string parent = target.has_parent_path() ? target.parent_path().string() : ".";
  int dfd = ::open(parent.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dfd >= 0) {
    ::fsync(dfd);
    ::close(dfd);
  }
}

void WriteDirectoryAtomic(const std::string& dir, const std::map<std::string, std::string>& files,
                          const std::function<bool(const std::string& dir)>& replaceable) {
  if (dir.empty()) Refuse(dir, "an output directory name (got an empty one)");
  // Without trailing slashes: "out/" and "out" name the same directory.
  std::string clean = dir;
  while (clean.size() > 1 && clean.back() == '/') clean.pop_back();
  if (clean == "/" || clean == "." || clean == "..") {
    Refuse(dir, "a directory for the report of its own (not " + clean + ")");
  }
  struct stat st {};
  bool exists = false;
  if (::lstat(clean.c_str(), &st) == 0) {
    exists = true;
    if (!S_ISDIR(st.st_mode)) {
      Refuse(dir, "a directory or a new path, not " + std::string(KindOf(st.st_mode)) +
                      " (refusing to replace it)");
    }
    std::error_code ec;
    bool empty = fs::is_empty(clean, ec);
    if (ec) Refuse(dir, "a readable directory (" + ec.message() + ")");
    if (!empty && !replaceable(clean)) {
      Refuse(dir, "an empty directory, a new path or an earlier report directory (it holds "
                  "other files; refusing to replace them)");
    }
  } else if (errno != ENOENT) {
    Refuse(dir, std::string("a usable path (") + std::strerror(errno) + ")");
  }
  fs::path target(clean);
  CreateParent(target);
  const std::string tmp = clean + ".tmp." + std::to_string(::getpid());
  std::error_code ec;
  fs::remove_all(tmp, ec);  // a stale temporary of a killed run with our pid
  if (::mkdir(tmp.c_str(), 0755) != 0) {
    int err = errno;
    if (UserErrno(err)) Refuse(tmp, std::string("a writable output path (") + std::strerror(err) + ")");
    throw std::runtime_error("cannot create " + tmp + ": " + std::strerror(err));
  }
  try {
    for (const auto& [name, content] : files) {
      if (name.empty() || name.find('/') != std::string::npos || name == "." || name == "..") {
        throw std::runtime_error("bad output file name \"" + Excerpt(name) + "\"");
      }
      std::string file = (fs::path(tmp) / name).string();
      WriteAll(CreateFresh(file), file, content);
    }
    if (exists) {
      // Swap the directories atomically, then drop the old one.
      if (::renameat2(AT_FDCWD, tmp.c_str(), AT_FDCWD, clean.c_str(), RENAME_EXCHANGE) != 0) {
        throw std::runtime_error("cannot replace " + clean + ": " + std::strerror(errno));
      }
      fs::remove_all(tmp, ec);
    } else if (std::rename(tmp.c_str(), clean.c_str()) != 0) {
      throw std::runtime_error("cannot rename " + tmp + " to " + clean + ": " + std::strerror(errno));
    }
  } catch (...) {
    fs::remove_all(tmp, ec);
    throw;
  }
}

}  // namespace shoal
