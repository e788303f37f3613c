// Writing output files so that a reader never sees half of one, and so that
// an output path never destroys what it names: only a regular file (or a new
// path) is replaced; a device, FIFO, socket, symlink or directory is refused.
#pragma once

#include <functional>
#include <map>
#include <string>

namespace shoal {

/// Throws InputError (exit 2) when `path` may not be written as an output
/// file: empty, a name too long, or an existing entry that is not a regular
/// file (device, FIFO, socket, directory, symlink, even to a regular file).
/// `what` names the option in the error ("--out").
void CheckOutputFilePath(const std::string& path, const std::string& what = "output file");

struct DurableWriteOptions {
  /// Seconds to wait between the flushed temporary and the rename (tests of
  /// a run killed mid-write: the checkpoint writer's delay).
  double pause_before_rename_s = 0;
};

/// The one durable write of the project (result files, executor
/// checkpoints): writes `content` to a new temporary file beside `path`
/// (never following a planted symlink), flushes it to disk, renames it over
/// `path` (after CheckOutputFilePath, again just before the rename) and
/// flushes the directory so the rename survives a crash. Throws InputError for
/// a path that may not be written, std::runtime_error when writing fails; on
/// failure `path` is untouched and the temporary removed.
void WriteFileAtomic(const std::string& path, const std::string& content,
                     const DurableWriteOptions& options = {});

/// Writes `files` (name -> content) as the whole directory `dir`: into a new
/// temporary directory beside it, then renamed over it, so `dir` holds exactly
/// these files, never a mix with an earlier write. An existing `dir` is
/// replaced only when it is empty or `replaceable(dir)` says it holds an
/// earlier output of the same kind; otherwise (or when it is not a directory,
/// or is a symlink) InputError.
void WriteDirectoryAtomic(const std::string& dir, const std::map<std::string, std::string>& files,
                          const std::function<bool(const std::string& dir)>& replaceable);

}  // namespace shoal
