#include "executor/checkpoint.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <set>
#include <sstream>
#include <stdexcept>

#include "core/atomic_file.h"
#include "core/error.h"

namespace shoal::executor {
namespace fs = std::filesystem;
namespace {

constexpr char kMagic[8] = {'S', 'H', 'O', 'A', 'L', 'C', 'K', '1'};
// 2: experts placed as Megatron-Core's rank grid places them (core/plan_geometry
// RankGrid; with tp > 1 an expert-parallel group spans tensor ranks): a
// version-1 checkpoint of a MoE plan with tp > 1 holds its experts on other
// ranks, so it is not resumed.
constexpr const char* kFormat = "shoal-executor-checkpoint/2";

std::string StepDir(const std::string& dir, int64_t step) {
  char name[32];
  std::snprintf(name, sizeof name, "step-%08lld", static_cast<long long>(step));
  return (fs::path(dir) / name).string();
}

std::string ShardName(int rank) {
  char name[32];
  std::snprintf(name, sizeof name, "shard-%05d.bin", rank);
  return name;
}

std::string ReadAll(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot open " + path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}


// A 64-bit value travels through double-typed collectives as two exact halves.
void SplitU64(uint64_t v, double* out) {
  out[0] = static_cast<double>(v >> 32);
  out[1] = static_cast<double>(v & 0xffffffffULL);
}
uint64_t JoinU64(const double* in) {
  return (static_cast<uint64_t>(in[0]) << 32) | static_cast<uint64_t>(in[1]);
}

std::string Hex(uint64_t v) {
  char s[20];
  std::snprintf(s, sizeof s, "%016llx", static_cast<unsigned long long>(v));
  return s;
}

}  // namespace

uint64_t Fnv1a64(const std::string& bytes) {
  uint64_t h = 0xcbf29ce484222325ULL;
  for (unsigned char c : bytes) {
    h ^= c;
    h *= 0x100000001b3ULL;
  }
  return h;
}

std::string SerializeShard(const ShardState& s, int rank, int world) {
  Json header = {
      {"format", kFormat}, {"next_step", s.next_step}, {"rank", rank}, {"world_size", world}};
  Json arrays = Json::array();
  for (const auto& [name, values] : s.arrays)
    arrays.push_back({{"name", name}, {"count", values.size()}});
  header["arrays"] = arrays;
  std::string h = header.dump();
  std::string out(kMagic, sizeof kMagic);
  uint64_t len = h.size();
  out.append(reinterpret_cast<const char*>(&len), sizeof len);
  out += h;
  for (const auto& [name, values] : s.arrays) {
    out.append(reinterpret_cast<const char*>(values.data()), values.size() * sizeof(double));
  }
  return out;
}

ShardState ParseShard(const std::string& bytes, const std::string& origin) {
  auto bad = [&](const std::string& why) {
    return std::runtime_error("checkpoint shard " + origin + ": " + why);
  };
  if (bytes.size() < sizeof kMagic + 8 ||
      bytes.compare(0, sizeof kMagic, kMagic, sizeof kMagic) != 0) {
    throw bad("not a shoal checkpoint shard");
  }
  uint64_t len = 0;
  std::memcpy(&len, bytes.data() + sizeof kMagic, sizeof len);
  size_t pos = sizeof kMagic + sizeof len;
  if (len > bytes.size() - pos) throw bad("truncated header");
  Json header = ParseJsonText(bytes.substr(pos, len), origin);
  pos += len;
  ShardState s;
  s.next_step = header.at("next_step").get<int64_t>();
  for (const Json& a : header.at("arrays")) {
    size_t count = a.at("count").get<size_t>();
    if (count > (bytes.size() - pos) / sizeof(double)) throw bad("truncated data");
    std::vector<double> values(count);
    if (count > 0) std::memcpy(values.data(), bytes.data() + pos, count * sizeof(double));
    pos += count * sizeof(double);
    s.arrays[a.at("name").get<std::string>()] = std::move(values);
  }
  if (pos != bytes.size()) throw bad("trailing bytes");
  return s;
}

Checkpointer::Checkpointer(CheckpointOptions options, Comm* world, Json identity)
    : options_(std::move(options)), world_(world), identity_(std::move(identity)) {}

Checkpointer::~Checkpointer() { Join(); }

void Checkpointer::Join() {
  if (writer_.joinable()) writer_.join();
}

void Checkpointer::Save(ShardState state, Json meta) {
  if (pending_) Poll(true);
  Join();
  const int rank = world_->rank();
  const int world = world_->size();
  std::string dir = StepDir(options_.dir, state.next_step);
  fs::create_directories(dir);
  pending_ = true;
  pending_step_ = state.next_step;
  pending_meta_ = std::move(meta);
  written_ = false;
  pending_error_.clear();
  // Snapshot: serialize now (the trainer keeps going); write in the background.
  auto bytes = std::make_shared<std::string>(SerializeShard(state, rank, world));
  pending_checksum_ = Fnv1a64(*bytes);
  pending_bytes_ = static_cast<double>(bytes->size());
  std::string path = (fs::path(dir) / ShardName(rank)).string();
  double delay = options_.write_delay_s;
  writer_ = std::thread([this, bytes, path, delay] {
    try {
      // core/atomic_file: temporary, fsync, the test's pause, rename, fsync
      // of the directory.
      WriteFileAtomic(path, *bytes, {delay});
    } catch (const std::exception& e) {
      pending_error_ = e.what();
    }
    written_ = true;
  });
}

bool Checkpointer::Poll(bool wait) {
  if (!pending_) return false;
  if (wait) Join();
  double done = written_ ? 1.0 : 0.0;
  world_->AllReduceSum(&done, 1);
  if (done < world_->size()) return false;
  Join();
  if (!pending_error_.empty())
    throw std::runtime_error("checkpoint write failed: " + pending_error_);
  const int world = world_->size();
  std::vector<double> mine(3), all(static_cast<size_t>(3 * world));
  SplitU64(pending_checksum_, mine.data());
  mine[2] = pending_bytes_;
  world_->AllGather(mine.data(), 3, all.data());
  pending_ = false;
  if (world_->rank() != 0) return true;
  Json shards = Json::array();
  for (int r = 0; r < world; ++r) {
    const double* e = all.data() + 3 * r;
    shards.push_back({{"file", ShardName(r)},
                      {"bytes", static_cast<int64_t>(e[2])},
                      {"fnv1a64", Hex(JoinU64(e))}});
  }
  Json manifest = {{"format", kFormat},     {"next_step", pending_step_}, {"world_size", world},
                   {"identity", identity_}, {"shards", shards},           {"meta", pending_meta_}};
  WriteFileAtomic((fs::path(StepDir(options_.dir, pending_step_)) / "manifest.json").string(),
                  manifest.dump(1) + "\n");
  return true;
}

std::vector<std::string> IdentityDifferences(const Json& wanted, const Json& found) {
  std::vector<std::string> diffs;
  auto shown = [](const Json* v) { return v ? Excerpt(v->dump(), 40) : std::string("absent"); };
  std::function<void(const std::string&, const Json&, const Json&)> walk =
      [&](const std::string& prefix, const Json& w, const Json& f) {
        if (!w.is_object() || !f.is_object()) {
          if (w != f) diffs.push_back(prefix + ": " + shown(&f) + " in the checkpoint, " + shown(&w) + " now");
          return;
        }
        std::set<std::string> keys;
        for (auto it = w.begin(); it != w.end(); ++it) keys.insert(it.key());
        for (auto it = f.begin(); it != f.end(); ++it) keys.insert(it.key());
        for (const std::string& k : keys) {
          const std::string path = prefix.empty() ? k : prefix + "." + k;
          const Json* wv = w.contains(k) ? &w.at(k) : nullptr;
          const Json* fv = f.contains(k) ? &f.at(k) : nullptr;
          if (wv && fv) {
            walk(path, *wv, *fv);
          } else {
            diffs.push_back(path + ": " + shown(fv) + " in the checkpoint, " + shown(wv) + " now");
          }
        }
      };
  walk("", wanted, found);
  return diffs;
}

std::optional<Checkpointer::Loaded> Checkpointer::LoadLatest() {
  skipped_.clear();
  std::vector<std::string> candidates;
  std::error_code ec;
  if (fs::is_directory(options_.dir, ec)) {
    for (const auto& entry : fs::directory_iterator(options_.dir, ec)) {
      std::string name = entry.path().filename().string();
      if (entry.is_directory(ec) && name.rfind("step-", 0) == 0)
        candidates.push_back(entry.path().string());
    }
  }
  std::sort(candidates.rbegin(), candidates.rend());
  for (const std::string& dir : candidates) {
    // Every rank checks every shard, so all ranks agree without talking.
    std::string manifest_path = (fs::path(dir) / "manifest.json").string();
    auto skip = [&](const std::string& why) { skipped_.push_back(dir + ": " + why); };
    if (!fs::exists(manifest_path, ec)) {
      skip("no manifest (the checkpoint was never completed)");
      continue;
    }
    Json m;
    try {
      m = ParseJsonText(ReadAll(manifest_path), manifest_path);
      if (!m.is_object() || m.value("format", Json()) != kFormat) {
        skip("manifest is not a " + std::string(kFormat) + " manifest");
        continue;
      }
    } catch (const std::exception& e) {
      skip(std::string("unreadable manifest: ") + Excerpt(e.what(), 200));
      continue;
    }
    // A complete checkpoint of another run: resuming it would silently mix
    // two runs in one directory, restarting from step 0 would overwrite it.
    if (m.value("identity", Json()) != identity_) {
      std::string what;
      for (const auto& d : IdentityDifferences(identity_, m.value("identity", Json()))) {
        what += "\n  - " + d;
      }
      throw InputError(dir, "$.identity",
                       "a checkpoint of this run (same model, plan, rank count, seeds and "
                       "training options) to resume; it differs in:" + what +
                           "\nResume with the same settings, or start fresh with a new "
                           "--checkpoint-dir");
    }
    try {
      bool ok = true;
      std::string own;
      for (const Json& s : m.at("shards")) {
        std::string path = (fs::path(dir) / s.at("file").get<std::string>()).string();
        if (!fs::exists(path, ec)) {
          skip("shard " + s.at("file").get<std::string>() + " missing");
          ok = false;
          break;
        }
        std::string bytes = ReadAll(path);
        if (static_cast<int64_t>(bytes.size()) != s.at("bytes").get<int64_t>() ||
            Hex(Fnv1a64(bytes)) != s.at("fnv1a64").get<std::string>()) {
          skip("shard " + s.at("file").get<std::string>() +
               " damaged (size or checksum differs from the manifest)");
          ok = false;
          break;
        }
        if (s.at("file").get<std::string>() == ShardName(world_->rank())) own = std::move(bytes);
      }
      if (!ok) continue;
      if (own.empty()) {
        skip("no shard for rank " + std::to_string(world_->rank()));
        continue;
      }
      Loaded l;
      l.path = dir;
      l.state = ParseShard(own, dir + "/" + ShardName(world_->rank()));
      l.meta = m.at("meta");
      return l;
    } catch (const std::exception& e) {
      skip(std::string("unreadable: ") + Excerpt(e.what(), 200));
      continue;
    }
  }
  return std::nullopt;
}

}  // namespace shoal::executor
