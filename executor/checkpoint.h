// Sharded, asynchronous, atomic checkpoints.
//
// DIR/step-NNNNNNNN/shard-RRRRR.bin  one per rank, written by a background
//                                    thread from a snapshot (temporary file,
//                                    fsync, rename)
// DIR/step-NNNNNNNN/manifest.json    written last by rank 0, once every rank
//                                    reports its shard on disk; lists each
//                                    shard's size and FNV-1a 64 checksum
//
// A checkpoint is complete when its manifest exists and every shard matches
// it; resuming picks the newest complete one, so a run killed at any moment
// (even mid-write) loses only the steps after the last complete checkpoint.
#pragma once

#include <atomic>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "core/json_reader.h"
#include "executor/comm.h"

namespace shoal::executor {

/// What one rank saves: named arrays of doubles.
struct ShardState {
  int64_t next_step = 0;  ///< the first step not yet taken
  std::map<std::string, std::vector<double>> arrays;
};

struct CheckpointOptions {
  std::string dir;
  double write_delay_s = 0;  ///< pause before each rename (tests: widen the write window)
};

uint64_t Fnv1a64(const std::string& bytes);
std::string SerializeShard(const ShardState& s, int rank, int world);
/// Throws std::runtime_error naming `origin` when the bytes are not a shard.
ShardState ParseShard(const std::string& bytes, const std::string& origin);

class Checkpointer {
 public:
  /// `identity` (plan, model, world size...) must match on resume.
  Checkpointer(CheckpointOptions options, Comm* world, Json identity);
  ~Checkpointer();
  Checkpointer(const Checkpointer&) = delete;
  Checkpointer& operator=(const Checkpointer&) = delete;

  /// Starts writing `state` in the background (waits for the previous write
  /// first). `meta` (rank 0's) goes into the manifest. Collective.
  void Save(ShardState state, Json meta);
  /// Collective: when every rank's pending shard is on disk (or `wait`),
  /// rank 0 writes the manifest. Returns true when a manifest was written.
  bool Poll(bool wait);

  struct Loaded {
    ShardState state;
    Json meta;
    std::string path;
  };
  /// The newest complete checkpoint under options.dir, read for this rank;
  /// nullopt when there is none. Checkpoints that are incomplete or damaged
  /// are skipped (skipped() says why); a complete one written with another
  /// `identity` is an InputError listing what differs. Collective.
  std::optional<Loaded> LoadLatest();
  /// Why LoadLatest passed over each newer checkpoint ("DIR: reason").
  const std::vector<std::string>& skipped() const { return skipped_; }

 private:
  void Join();

  CheckpointOptions options_;
  Comm* world_;
  Json identity_;
  std::thread writer_;
  std::atomic<bool> written_{false};
  bool pending_ = false;
  int64_t pending_step_ = 0;
  std::string pending_error_;
  uint64_t pending_checksum_ = 0;
  double pending_bytes_ = 0;
  Json pending_meta_;
  std::vector<std::string> skipped_;
};

/// "plan.dp: 2 in the checkpoint, 4 now", one line per differing leaf.
std::vector<std::string> IdentityDifferences(const Json& wanted, const Json& found);

}  // namespace shoal::executor
