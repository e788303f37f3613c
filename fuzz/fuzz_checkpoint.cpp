// Executor checkpoint shards (binary header + JSON + arrays) read on --resume.
// The shard reader reports damage as std::runtime_error (the trainer skips the
// checkpoint and says why), so here any std::exception is expected.
#include "executor/checkpoint.h"
#include "fuzz/fuzz_util.h"

SHOAL_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace shoal::executor;
  try {
    ShardState s = ParseShard(shoal::fuzz::Text(data, size), "shard");
    // What parses must serialize back to the same bytes' meaning.
    ShardState again = ParseShard(SerializeShard(s, 0, 1), "again");
    if (again.arrays.size() != s.arrays.size() || again.next_step != s.next_step) {
      shoal::fuzz::Finding("shard round trip differs");
    }
  } catch (const std::exception&) {
  }
  return 0;
}
