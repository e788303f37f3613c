#include "planner/plan_search.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <deque>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string_view>
#include <unordered_map>

#include "core/error.h"
#include "core/units.h"
#include "planner/plan_bound.h"
#include "planner/search_cache.h"
#include "planner/simulation_twins.h"
#include "planner/unit_memory.h"
#include "simulator/component_costs.h"
#include "simulator/plan_costs.h"
#include "simulator/uncertainty.h"

namespace shoal::planner {
namespace {

TrainingInputs RunInputs(const SearchProblem& p, const Plan& plan, const sim::StepResult& r) {
  TrainingInputs in;
  in.tokens = p.tokens;
  in.tokens_per_step = static_cast<double>(plan.global_batch_size) * p.model.seq_len;
  in.step_time_s = r.step_time_s;
  in.energy_j_per_step = r.energy_j_per_step;
  in.num_gpus = plan.NumGpus();
  in.checkpoint_bytes = CheckpointBytes(ComputeModelStats(p.model), plan.precision);
  return in;
}

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr const char* kPrunedByBound = "pruned: bound above the top plans";
/// Units evaluated together (at most): enough to keep threads busy, few
/// enough that the threshold tightens often.
constexpr size_t kUnitBatch = 32;
/// Waiting candidates beyond which those above the threshold are dropped.
constexpr size_t kPoolTrim = 4096;

bool Before(double key_a, uint64_t id_a, double key_b, uint64_t id_b) {
  return key_a != key_b ? key_a < key_b : id_a < id_b;
}

/// A candidate that fits, with the lower bound on its objective key.
struct Candidate {
  Plan plan;
  uint32_t structure = 0;
  double bound = 0;
  uint64_t id = 0;  ///< enumeration order: group << 32 | index of the valid variant in its group
};

/// Variant axes and what follows from them. Structures take few distinct
/// axes, so a search keeps each once (AxesTable): a structure's own copy
/// was six allocations, about a sixth of a sweep's time with their frees.
struct SharedAxes {
  VariantAxes axes;
  std::vector<int> schedule_rank;  ///< per schedule: valid schedules before it
  int valid_schedules = 0;
};

/// The distinct axes of one search (thread-safe; entries never move).
class AxesTable {
 public:
  const SharedAxes* Intern(const VariantAxes& a) {
    const uint64_t h = Hash(a);
    std::lock_guard<std::mutex> lock(mu_);
    auto [first, last] = index_.equal_range(h);
    for (auto it = first; it != last; ++it) {
      if (Same(it->second->axes, a)) return it->second;
    }
    SharedAxes& added = entries_.emplace_back();
    added.axes = a;
    for (const char* why : a.schedule_rejected) {
      added.schedule_rank.push_back(added.valid_schedules);
      if (!why) ++added.valid_schedules;
    }
    index_.emplace(h, &added);
    return &added;
  }

 private:
  static uint64_t Hash(const VariantAxes& a) {
    uint64_t h = kHashSeed;
    for (int z : a.zero_stages) h = HashBytes(h, z);
    h = HashBytes(h, a.schedules.size());
    for (const ScheduleChoice& sc : a.schedules) {
      h = HashBytes(h, sc.schedule);
      h = HashBytes(h, sc.virtual_stages);
    }
    // The reasons by address: equal text at two addresses is only a second entry.
    for (const char* why : a.schedule_rejected) h = HashBytes(h, why);
    for (OffloadLevel off : a.offloads) h = HashBytes(h, off);
    for (double b : a.bucket_mib) h = HashBytes(h, b);
    return h;
  }
  static bool Same(const VariantAxes& a, const VariantAxes& b) {
    auto same_schedule = [](const ScheduleChoice& x, const ScheduleChoice& y) {
      return x.schedule == y.schedule && x.virtual_stages == y.virtual_stages;
    };
    return a.zero_stages == b.zero_stages && a.offloads == b.offloads &&
           a.bucket_mib == b.bucket_mib && a.schedule_rejected == b.schedule_rejected &&
           std::equal(a.schedules.begin(), a.schedules.end(), b.schedules.begin(),
                      b.schedules.end(), same_schedule);
  }

  std::mutex mu_;
  std::deque<SharedAxes> entries_;
  std::unordered_multimap<uint64_t, const SharedAxes*> index_;
};

/// One structure plan (a cost group at one pp) and its variant axes.
struct Structure {
  Plan plan;
  const SharedAxes* shared = nullptr;
  uint32_t group = 0;
  uint32_t first_index = 0;  ///< of its first valid variant within the group
  const VariantAxes& axes() const { return shared->axes; }
  int valid_schedules() const { return shared->valid_schedules; }
};

/// The variants of one structure under one schedule, with a floor under all
/// their bounds: what the search evaluates or prunes as a whole.
struct Unit {
  uint32_t structure = 0;
  uint32_t schedule = 0;
  double floor = 0;  ///< lower bound on the objective key of every variant
  uint64_t order = 0;
  bool refined = false;  ///< floor includes the pipeline's stage ends
};

/// Passes beyond which a unit's pipeline is not walked pass by pass
/// (PipelineStageEnds): long pipelines have small bubbles, and walking them
/// would cost more than it prunes.
constexpr int64_t kMaxWalkedPasses = int64_t{1} << 12;

/// Counts by reason, keyed by the reason's address (the reasons are
/// constants): no string built per rejected candidate.
struct ReasonCounts {
  std::vector<std::pair<const char*, int64_t>> counts;
  void Add(const char* why, int64_t n = 1) {
    for (auto& [w, c] : counts) {
      if (w == why) {
        c += n;
        return;
      }
    }
    counts.emplace_back(why, n);
  }
  void AddTo(RejectCounts* out) const {
    for (const auto& [w, c] : counts) (*out)[w] += c;
  }
};

struct GroupPrep {
  std::vector<Structure> structures;
  std::vector<Unit> units;  ///< `structure` indexes `structures` until merged
  ReasonCounts rejected;    ///< schedules the structures cannot run
  const SplitCosts* costs = nullptr;
};

/// The plan with the smallest footprint among those rejected for memory
/// (ties: the lowest id), for the failure message.
struct Footprint {
  double bytes = kInf;
  uint64_t id = 0;
  Plan plan;
  PlanBound bound;
  /// Keeps `bytes` of plan `id` when smaller.
  void Offer(double b, uint64_t i, const Plan& p, const PlanBound& mb) {
    if (!Before(b, i, bytes, id)) return;
    bytes = b;
    id = i;
    plan = p;
    bound = mb;
  }
  void Merge(const Footprint& o) {
    if (o.bytes < kInf) Offer(o.bytes, o.id, o.plan, o.bound);
  }
};

struct UnitOutput {
  bool deferred = false;  ///< its refined floor is above the batch's limit: back in the queue
  /// Every variant is out of GPU memory by the unit's memory floor: none was
  /// checked alone (their smallest footprint is found only if the search fails).
  bool floored = false;
  double floored_peak_bytes = 0;  ///< the floor under its variants' peak memory
  double refined_floor = 0;
  std::vector<double> stage_ends;
  std::vector<Candidate> fit;  ///< bound at most the threshold, fitting, within budget
  int64_t bounded = 0, memory_checked = 0, memory_floored = 0, feasible = 0, pruned = 0;
  ReasonCounts rejected;
  Footprint smallest_gpu;   ///< GPU bytes, over every plan out of memory
  Footprint smallest_host;  ///< host bytes per node, over plans that fit the GPUs only
  Footprint smallest_nvme;  ///< NVMe bytes per node, over plans that fit GPUs and host but not NVMe
};

double BatchScale(const SearchProblem& p, const Plan& v) {
  return static_cast<double>(p.global_batch_size) / static_cast<double>(v.global_batch_size);
}

/// Whole-job watts while every GPU waits (SearchProblem's hardware and GPUs).
double WaitingW(const SearchProblem& p) {
  return sim::WaitingPower(p.hw, p.precision, p.num_gpus).FacilityW() * p.num_gpus;
}

double KeyOf(const SearchProblem& p, const SearchOptions& o, const PlanBound& b) {
  // The pessimistic step is at least the least factor times the step; its
  // energy is the step's plus the waiting draw over the extra time.
  const double risk = o.risk == Risk::kP90 ? sim::P90ComponentRisk().Min() : 1.0;
  if (o.objective == Objective::kEnergy) {
    return risk > 1.0 ? b.energy_j + WaitingW(p) * b.time_s * (risk - 1.0) : b.energy_j;
  }
  return b.time_s * risk;
}

/// Whether the search reads the energy bounds: to rank by energy, or to
/// check an energy budget (the cost budget reads the time only).
bool NeedsEnergy(const SearchOptions& o) {
  return o.objective == Objective::kEnergy || o.max_energy_kwh > 0;
}

Plan ScheduledPlan(const Structure& st, size_t schedule) {
  Plan v = st.plan;
  v.schedule = st.axes().schedules[schedule].schedule;
  v.virtual_stages = st.axes().schedules[schedule].virtual_stages;
  return v;
}

int VirtualStagesOf(const Plan& v) {
  return v.schedule == PipelineSchedule::kInterleaved ? v.virtual_stages : 1;
}

/// The structures of group `g`, their schedules' floors, and what cannot run.
void PrepareGroup(const SearchProblem& p, const SearchOptions& o, const CostGroup& g,
                  uint32_t group_index, SearchCache* cache, const ShapeCache& shapes,
                  const sim::CommCosts& comm, AxesTable* axes, GroupPrep* out) {
  out->costs = &cache->Costs(p, g.base);
  const UnitCosts& costs = out->costs->units;
  uint32_t index = 0;
  out->structures.reserve(g.pp_values.size());
  // At most GPipe, 1F1B and each interleaved depth per structure.
  out->units.reserve(g.pp_values.size() * (2 + o.space.virtual_stages.size()));
  thread_local VariantAxes scratch;  // its vectors' room is reused structure after structure
  for (int pp : g.pp_values) {
    Structure st;
    st.plan = StructurePlan(p, g, pp);
    AxesInto(p, o.space, st.plan, &scratch);
    st.shared = axes->Intern(scratch);
    st.group = group_index;
    st.first_index = index;
    const auto structure = static_cast<uint32_t>(out->structures.size());
    const int64_t per_schedule = st.axes().PerSchedule();
    // GPipe and 1F1B split the layers alike and FloorBound does not read the
    // schedule: their floors are one.
    std::optional<PlanBound> one_chunk_floor;
    for (size_t s = 0; s < st.axes().schedules.size(); ++s) {
      if (const char* why = st.axes().schedule_rejected[s]) {
        if (per_schedule > 0) out->rejected.Add(why, per_schedule);
        continue;
      }
      if (per_schedule == 0) continue;
      const Plan v = ScheduledPlan(st, s);
      const int chunks = VirtualStagesOf(v);
      PlanBound floor;
      if (chunks == 1 && one_chunk_floor) {
        floor = *one_chunk_floor;
      } else {
        floor = FloorBound(p.hw, v, costs, comm, shapes.Get(v.pp, chunks), {}, NeedsEnergy(o));
        if (chunks == 1) one_chunk_floor = floor;
      }
      out->units.push_back(
          {structure, static_cast<uint32_t>(s), KeyOf(p, o, floor) * BatchScale(p, v), 0});
    }
    index += static_cast<uint32_t>(st.valid_schedules() * per_schedule);
    out->structures.push_back(std::move(st));
  }
}

/// The enumeration order of a valid variant: group << 32 | its index among
/// the group's valid variants.
uint64_t VariantId(const Structure& st, size_t schedule, size_t z, size_t off, size_t b) {
  const VariantAxes& a = st.axes();
  const uint64_t offloads = a.offloads.size(), buckets = a.bucket_mib.size();
  const uint64_t per_zero = static_cast<uint64_t>(st.valid_schedules()) * offloads * buckets;
  const uint64_t index =
      st.first_index + z * per_zero +
      static_cast<uint64_t>(st.shared->schedule_rank[schedule]) * offloads * buckets +
      off * buckets + b;
  return static_cast<uint64_t>(st.group) << 32 | index;
}

/// Offers every variant of `u` to `gpu`: a unit ruled out by its memory
/// floor, whose variants are all out of GPU memory.
void OfferFootprints(const SearchProblem& p, const SearchOptions& o, const Structure& st,
                     const Unit& u, const ShapeCache& shapes, Footprint* gpu) {
  const VariantAxes& a = st.axes();
  const Plan scheduled = ScheduledPlan(st, u.schedule);
  const UnitMemory memory(p.model, p.hw, scheduled,
                          shapes.Get(scheduled.pp, VirtualStagesOf(scheduled)),
                          SimOptionsFor(o.risk).memory_margin);
  for (size_t z = 0; z < a.zero_stages.size(); ++z) {
    for (size_t off = 0; off < a.offloads.size(); ++off) {
      for (size_t b = 0; b < a.bucket_mib.size(); ++b) {
        const Plan v = VariantOf(st.plan, a, z, u.schedule, off, b);
        const PlanBound mb = memory.Of(v);
        gpu->Offer(mb.peak_memory_bytes, VariantId(st, u.schedule, z, off, b), v, mb);
      }
    }
  }
}

/// Whether `v`, out of host memory, moves its offloaded state to NVMe: the
/// search's device is not fixed, the node has NVMe, and `v` is a ZeRO-3 plan
/// offloading to host memory (DeepSpeed swaps to NVMe only in ZeRO-3).
bool MovesToNvme(const SearchProblem& p, const SearchOptions& o, const Plan& v,
                 const PlanBound& mb) {
  // By text: ASan keeps string literals apart, so two translation units'
  // copies of kOutOfHostMemory need not share an address.
  return mb.rejected && !o.space.offload_device && p.hw.node.HasNvme() && v.zero_stage == 3 &&
         v.offload_device == OffloadDevice::kCpu &&
         std::string_view(mb.rejected) == kOutOfHostMemory;
}

/// Whether the search moved `v`'s offloaded state to NVMe (MovesToNvme).
bool MovedToNvme(const SearchOptions& o, const Plan& v) {
  return !o.space.offload_device && v.offload_device == OffloadDevice::kNvme;
}

/// Evaluates the variants of `u` whose bound is at most `threshold`.
void EvaluateUnit(const SearchProblem& p, const SearchOptions& o, const Structure& st,
                  const UnitCosts& costs, const Unit& u, double threshold, const ShapeCache& shapes,
                  const sim::CommCosts& comm, const std::vector<double>& stage_ends,
                  UnitOutput* out) {
  const VariantAxes& a = st.axes();
  const size_t offloads = a.offloads.size(), buckets = a.bucket_mib.size();
  const Plan scheduled = ScheduledPlan(st, u.schedule);
  const PipelineShape& shape = shapes.Get(scheduled.pp, VirtualStagesOf(scheduled));
  const double scale = BatchScale(p, scheduled);
  // The stages' contents, once for every variant whose memory is checked.
  std::optional<UnitMemory> memory;
  auto unit_memory = [&]() -> const UnitMemory& {
    if (!memory)
      memory.emplace(p.model, p.hw, scheduled, shape, SimOptionsFor(o.risk).memory_margin);
    return *memory;
  };
  if (threshold == kInf && o.memory_floors) {
    // Nothing to prune by time yet, so every variant would be checked for
    // memory: if none can fit the GPUs, all are out of GPU memory at once.
    const MemoryFloor floor = unit_memory().Floor(st.plan, a, u.schedule);
    if (floor.required_bytes > p.hw.gpu.hbm_bytes) {
      const int64_t n = a.PerSchedule();
      out->memory_checked += n;
      out->memory_floored += n;
      out->rejected.Add(kOutOfGpuMemory, n);
      out->floored = true;
      out->floored_peak_bytes = floor.peak_memory_bytes;
      return;
    }
  }
  for (size_t z = 0; z < a.zero_stages.size(); ++z) {
    for (size_t off = 0; off < offloads; ++off) {
      // The time and energy bounds do not depend on the bucket size. Before
      // any plan is simulated (no threshold) they prune nothing, so they
      // wait until a variant fits: most do not when nothing has fitted yet.
      const Plan first = VariantOf(st.plan, a, z, u.schedule, off, 0);
      PlanBound tb;
      double key = 0;
      bool bounded = false;
      OffloadDevice bounded_device = first.offload_device;
      // The bounds of the variant's device (a variant moved to NVMe, below,
      // is bounded again: NVMe only adds time, so the host-memory bound
      // that did not prune it is a lower bound of its).
      auto bound = [&](const Plan& plan) {
        if (bounded && bounded_device == plan.offload_device) return;
        tb = TimeBound(p.hw, plan, costs, comm, shape, stage_ends, NeedsEnergy(o));
        key = KeyOf(p, o, tb) * scale;
        out->bounded += static_cast<int64_t>(buckets);
        bounded = true;
        bounded_device = plan.offload_device;
      };
      if (threshold < kInf) {
        bound(first);
        if (key > threshold) {
          out->pruned += static_cast<int64_t>(buckets);
          continue;
        }
      }
      for (size_t b = 0; b < buckets; ++b) {
        Plan v = b == 0 ? first : VariantOf(st.plan, a, z, u.schedule, off, b);
        ++out->memory_checked;
        const uint64_t id = VariantId(st, u.schedule, z, off, b);
        PlanBound mb = unit_memory().Of(v);
        if (MovesToNvme(p, o, v, mb)) {
          // ZeRO-Infinity: the state host memory cannot hold goes to NVMe.
          const PlanBound on_host = mb;
          const Plan host_variant = v;
          v.offload_device = OffloadDevice::kNvme;
          mb = unit_memory().Of(v);
          if (mb.rejected) {
            out->smallest_host.Offer(on_host.host_bytes_per_node, id, host_variant, on_host);
          } else if (threshold < kInf) {
            bound(v);
            if (key > threshold) {
              ++out->pruned;
              continue;
            }
          }
        }
        if (mb.rejected) {
          out->rejected.Add(mb.rejected);
          out->smallest_gpu.Offer(mb.peak_memory_bytes, id, v, mb);
          // By text: ASan keeps string literals apart, so two translation
          // units' copies of kOutOfHostMemory need not share an address.
          if (std::string_view(mb.rejected) == kOutOfHostMemory)
            out->smallest_host.Offer(mb.host_bytes_per_node, id, v, mb);
          if (std::string_view(mb.rejected) == kOutOfNvme)
            out->smallest_nvme.Offer(mb.nvme_bytes_per_node, id, v, mb);
          continue;
        }
        bound(v);
        if (o.max_cost_usd > 0 || o.max_energy_kwh > 0) {
          // Cost grows with step time and energy with step energy, and
          // failures only add time: the bounds over a failure-free run are
          // lower bounds on the run's dollars and kWh.
          sim::StepResult lower;
          lower.step_time_s = tb.time_s;
          lower.energy_j_per_step = tb.energy_j;
          if (const char* why = OverBudget(o, FailureFreeTraining(RunInputs(p, v, lower), p.hw))) {
            out->rejected.Add(why);
            continue;
          }
        }
        ++out->feasible;
        out->fit.push_back({v, u.structure, key, id});
      }
    }
  }
}

std::string Gib(double bytes) {
  char s[32];
  std::snprintf(s, sizeof s, "%.1f GiB", bytes / kGiB);
  return s;
}

std::string ExpertsPerGpu(const SearchProblem& p, const Plan& plan) {
  if (!p.model.moe.enabled()) return "";
  return " (" + std::to_string(p.model.moe.num_experts / std::max(1, plan.ep)) +
         " experts per GPU at ep " + std::to_string(plan.ep) + ")";
}

/// How the node's NVMe binds: how many plans fit GPUs and host memory with
/// their state on NVMe but not the drives, and the smallest NVMe footprint.
std::string NvmeBinds(const SearchProblem& p, const SearchStats& st, const Footprint& nvme) {
  auto it = st.rejected.find(kOutOfNvme);
  if (it == st.rejected.end() || nvme.bytes == kInf) return "";
  char text[160];
  if (p.hw.node.HasNvme()) {
    std::snprintf(text, sizeof text, "the node's NVMe (%.2f TB) does not hold it either",
                  p.hw.node.nvme_bytes / kTera);
  } else {
    std::snprintf(text, sizeof text, "the profile's nodes have no local NVMe (node.nvme_tb)");
  }
  char need[32];
  std::snprintf(need, sizeof need, "%.2f TB", nvme.bytes / kTera);
  return std::to_string(it->second) + " plans fit with their state on NVMe, but " + text +
         ": the smallest NVMe footprint (" + nvme.plan.Summary() + ") needs " + need + " per node";
}

std::string FailureMessage(const SearchProblem& p, const SearchStats& st, const Footprint& gpu,
                           const Footprint& host, const Footprint& nvme) {
  std::string where = std::to_string(p.num_gpus) + " x " + p.hw.gpu.name;
  if (st.evaluated == 0) {
    std::string reasons;
    for (const auto& [why, n] : st.rejected) {
      reasons += (reasons.empty() ? "" : "; ") + why + " (" + std::to_string(n) + ")";
    }
    std::string batches;
    for (int b : GlobalBatches(p)) {
      if (!batches.empty()) batches += ", ";
      batches += std::to_string(b);
    }
    return "no valid plan splits " + p.model.name + " over " + where + " with global batch " +
           batches + (reasons.empty() ? "" : ": " + reasons);
  }
  int64_t over_budget = 0;
  std::string budgets;
  for (const char* why : {kOverCostBudget, kOverEnergyBudget}) {
    auto it = st.rejected.find(why);
    if (it == st.rejected.end()) continue;
    over_budget += it->second;
    budgets +=
        (budgets.empty() ? "" : ", ") + std::string(why) + " (" + std::to_string(it->second) + ")";
  }
  if (over_budget > 0) {
    return "no plan on " + where + " stays within the budget: every plan that fits in memory is " +
           budgets;
  }
  std::string msg = "no plan fits in memory on " + where + ": all " + std::to_string(st.evaluated) +
                    " valid plans run out of memory";
  std::string usable = " per GPU of " + Gib(p.hw.gpu.hbm_bytes);
  if (p.memory_headroom_fraction > 0) {
    usable += " usable (" +
              std::to_string(static_cast<int>(std::lround(100 * p.memory_headroom_fraction))) +
              "% kept free)";
  }
  if (host.bytes < kInf) {
    // Some plans fit the GPUs with their state offloaded: host memory binds.
    auto it = st.rejected.find(kOutOfHostMemory);
    const int64_t n = it == st.rejected.end() ? 0 : it->second;
    msg += "; host memory binds: " + std::to_string(n) +
           " of them fit in GPU memory with state offloaded but not in host memory; the smallest "
           "host footprint (" +
           host.plan.Summary() + ") needs " + Gib(host.bytes) + " of host memory per node of " +
           Gib(p.hw.node.host_memory_bytes) + " (" + Gib(host.bound.peak_memory_bytes) + usable +
           ")" + ExpertsPerGpu(p, host.plan);
    const std::string on_nvme = NvmeBinds(p, st, nvme);
    if (!on_nvme.empty()) msg += "; " + on_nvme;
    return msg;
  }
  if (nvme.bytes < kInf) {
    // Plans fit the GPUs and host memory with their state on NVMe: the drives bind.
    return msg + "; NVMe binds: " + NvmeBinds(p, st, nvme) + ExpertsPerGpu(p, nvme.plan);
  }
  if (gpu.bytes < kInf) {
    msg += "; GPU memory binds: the smallest footprint (" + gpu.plan.Summary() + ") needs " +
           Gib(gpu.bytes) + usable + ExpertsPerGpu(p, gpu.plan);
  }
  return msg;
}

}  // namespace

const char* ObjectiveName(Objective o) {
  switch (o) {
    case Objective::kTime:
      return "time";
    case Objective::kCost:
      return "cost";
    case Objective::kEnergy:
      return "energy";
    case Objective::kTokensPerDollar:
      return "tokens-per-dollar";
  }
  return "?";
}

bool ParseObjective(const std::string& name, Objective* out) {
  for (Objective o :
       {Objective::kTime, Objective::kCost, Objective::kEnergy, Objective::kTokensPerDollar}) {
    if (name == ObjectiveName(o)) {
      *out = o;
      return true;
    }
  }
  return false;
}

Objective ObjectiveOption(const std::string& name, const std::string& option) {
  Objective o;
  if (!ParseObjective(name, &o)) {
    throw InputError("", option, "time, cost, energy or tokens-per-dollar, got \"" + name + "\"");
  }
  return o;
}

std::string LayoutKey(const Plan& p) {
  return "dp" + std::to_string(p.dp) + " tp" + std::to_string(p.tp) + " pp" + std::to_string(p.pp) +
         " cp" + std::to_string(p.cp) + " ep" + std::to_string(p.ep) + " etp" +
         std::to_string(p.etp);
}

double P90StepEnergyJ(const sim::StepResult& r) {
  if (r.step_time_s <= 0) return r.energy_j_per_step;
  const double extra_s =
      sim::PessimisticStepSeconds(sim::CompositionOf(r.breakdown)) - r.step_time_s;
  return r.energy_j_per_step + r.waiting_w * std::max(0.0, extra_s);
}

double ObjectiveKey(Objective o, const SearchProblem& p, const Plan& plan, const sim::StepResult& r,
                    Risk risk) {
  const double scale =
      static_cast<double>(p.global_batch_size) / static_cast<double>(plan.global_batch_size);
  if (o == Objective::kEnergy) {
    return (risk == Risk::kP90 ? P90StepEnergyJ(r) : r.energy_j_per_step) * scale;
  }
  if (risk == Risk::kP90)
    return sim::PessimisticStepSeconds(sim::CompositionOf(r.breakdown)) * scale;
  return r.step_time_s * scale;
}

Risk RiskOption(const std::string& name, const std::string& option) {
  if (name == "none") return Risk::kNone;
  if (name == "p90") return Risk::kP90;
  throw InputError("", option, "none or p90, got \"" + name + "\"");
}

sim::SimOptions SimOptionsFor(Risk risk) {
  sim::SimOptions so;
  so.memory_margin = risk == Risk::kP90;
  return so;
}

const char* OverBudget(const SearchOptions& o, const TrainingEstimate& e) {
  if (o.max_cost_usd > 0 && e.cost_usd > o.max_cost_usd) return kOverCostBudget;
  if (o.max_energy_kwh > 0 && e.energy_kwh > o.max_energy_kwh) return kOverEnergyBudget;
  return nullptr;
}

TrainingEstimate EstimateRun(const SearchProblem& p, const Plan& plan, const sim::StepResult& r) {
  return EstimateTraining(RunInputs(p, plan, r), p.hw);
}

SearchResult SearchPlans(const SearchProblem& p, const SearchOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  SearchOptions o = options;
  o.top_k = std::max(1, o.top_k);
  SearchResult result;
  SearchStats st;
  const SpaceEnumeration space = EnumerateSpace(p, o.space);
  st.space_size = space.space_size;
  st.rejected = space.rejected;

  SearchCache own_cache;
  SearchCache* cache = o.cache ? o.cache : &own_cache;
  ShapeCache shapes(p.model);
  for (const CostGroup& g : space.groups) {
    for (int pp : g.pp_values) {
      shapes.Prepare(pp, 1);
      if (pp > 1) {
        for (int v : o.space.virtual_stages) {
          if (InterleavedSplitsEvenly(p.model, pp, v)) shapes.Prepare(pp, v);
        }
      }
    }
  }
  const sim::CommCosts comm(p.hw);
  AxesTable axes;

  // 1. Per group: its layer costs (shared through the cache), its
  //    structures and a floor under every schedule's variants.
  const size_t n_groups = space.groups.size();
  std::vector<GroupPrep> preps(n_groups);
  // Progress in thousandths, monotone: the first fifth for the groups, the
  // rest for the units (those pruned unseen count when the search ends).
  constexpr size_t kProgressTotal = 1000, kGroupsShare = 200;
  size_t progress_done = 0;
  auto report = [&](size_t done) {
    progress_done = std::max(progress_done, std::min(done, kProgressTotal));
    if (o.progress) o.progress(progress_done, kProgressTotal);
  };
  ParallelFor(
      n_groups, o.threads,
      [&](size_t i) {
        PrepareGroup(p, o, space.groups[i], static_cast<uint32_t>(i), cache, shapes, comm, &axes,
                     &preps[i]);
      },
      o.progress ? ProgressFn([&](size_t done, size_t) { report(kGroupsShare * done / n_groups); })
                 : ProgressFn());
  // The structures stay in their group's preparation (moving them into one
  // vector cost a tenth of a sweep); the search indexes them by pointer.
  size_t n_structures = 0, n_units_total = 0;
  for (const auto& g : preps) {
    n_structures += g.structures.size();
    n_units_total += g.units.size();
  }
  std::vector<const Structure*> structures;
  std::vector<const SplitCosts*> structure_costs;
  std::vector<Unit> units;
  structures.reserve(n_structures);
  structure_costs.reserve(n_structures);
  units.reserve(n_units_total);
  for (auto& g : preps) {
    const auto offset = static_cast<uint32_t>(structures.size());
    g.rejected.AddTo(&st.rejected);
    for (Unit u : g.units) {
      u.structure += offset;
      u.order = units.size();
      units.push_back(u);
    }
    for (const auto& s : g.structures) {
      st.evaluated += s.valid_schedules() * s.axes().PerSchedule();
      structures.push_back(&s);
      structure_costs.push_back(g.costs);
    }
    g.units = std::vector<Unit>();
  }
  // A min-heap on (floor, order).
  auto unit_after = [](const Unit& a, const Unit& b) {
    return Before(b.floor, b.order, a.floor, a.order);
  };
  std::make_heap(units.begin(), units.end(), unit_after);
  std::vector<std::vector<double>> unit_ends(units.size());
  size_t units_done = 0;
  const size_t n_units = units.size();
  report(kGroupsShare);

  // 2. Best first: units by their floor and fitting candidates by their
  //    bound in one order. The smallest is taken next: a unit is evaluated
  //    (its variants bounded, those bounded at most the threshold checked
  //    for memory), a candidate simulated. The threshold is the K-th best
  //    objective simulated so far; the search stops when nothing left is
  //    below it. So a candidate is simulated, and a unit evaluated, only if
  //    its bound is at most the final K-th best, as few as bounds allow.
  //    Items are taken in small batches of fixed sizes (run in parallel), so
  //    counts do not depend on the thread count.
  struct Simulated {
    double key;
    uint64_t id;
    Plan plan;
    sim::StepResult result;
    bool twin = false;  ///< ranked by a twin's simulation
  };
  std::unordered_map<std::string, sim::StepResult> simulated;  // by TwinKey
  // Per structure: the first part of its variants' twin keys, once written.
  std::vector<std::string> twin_structure_keys(structures.size());
  std::vector<Simulated> top;
  std::vector<Candidate> pool;  // a min-heap on (bound, id)
  auto pool_after = [](const Candidate& a, const Candidate& b) {
    return Before(b.bound, b.id, a.bound, a.id);
  };
  const size_t k = static_cast<size_t>(o.top_k);
  const size_t sim_batch = static_cast<size_t>(std::max(1, o.simulation_batch));
  Footprint smallest_gpu, smallest_host, smallest_nvme;
  // Units ruled out by their memory floor, with the floor under their peak.
  std::vector<std::pair<double, Unit>> floored;
  double simulation_s = 0;
  for (;;) {
    const double threshold = top.size() == k ? top.back().key : kInf;
    const double unit_floor = units.empty() ? kInf : units.front().floor;
    const double best_bound = pool.empty() ? kInf : pool.front().bound;
    if (std::min(unit_floor, best_bound) > threshold || (units.empty() && pool.empty())) break;
    // Until K plans are simulated there is no threshold to prune with, so a
    // waiting candidate is simulated first even when some unit's floor is
    // lower: a few simulations out of order buy the pruning of the rest. Not
    // one the search moved to NVMe because host memory could not hold its
    // state: such a plan is slow, its loose threshold would prune little and
    // end the memory floors' shortcut, so units below its bound go first.
    const bool nvme_waits = top.size() < k && !pool.empty() && MovedToNvme(o, pool.front().plan);
    if (unit_floor <= best_bound && (top.size() == k || pool.empty() || nvme_waits)) {
      // Evaluate the next units whose floor is at most the best candidate's
      // bound; a unit whose floor, refined by walking its pipeline, is above
      // that goes back in the queue. A waiting NVMe plan sets no limit, as
      // none waiting does (its bound would only start walks that defer little).
      const double limit = std::min(nvme_waits ? kInf : best_bound, threshold);
      std::vector<Unit> batch;
      while (!units.empty() && batch.size() < kUnitBatch && units.front().floor <= limit) {
        std::pop_heap(units.begin(), units.end(), unit_after);
        batch.push_back(units.back());
        units.pop_back();
      }
      std::vector<UnitOutput> outs(batch.size());
      ParallelFor(outs.size(), o.threads, [&](size_t i) {
        const Unit& u = batch[i];
        const Structure& s = *structures[u.structure];
        const UnitCosts& costs = structure_costs[u.structure]->units;
        UnitOutput& out = outs[i];
        // Without a limit (nothing simulated yet, nothing waiting) the walk
        // could not defer the unit: it waits until there is one.
        if (!u.refined && limit < kInf) {
          const Plan v = ScheduledPlan(s, u.schedule);
          const PipelineShape& shape = shapes.Get(v.pp, VirtualStagesOf(v));
          out.stage_ends = PipelineStageEnds(p.hw, v, costs, comm, shape, kMaxWalkedPasses);
          if (!out.stage_ends.empty()) {
            const PlanBound floor =
                FloorBound(p.hw, v, costs, comm, shape, out.stage_ends, NeedsEnergy(o));
            out.refined_floor = std::max(u.floor, KeyOf(p, o, floor) * BatchScale(p, v));
            if (out.refined_floor > limit) {
              out.deferred = true;
              return;
            }
          }
        }
        EvaluateUnit(p, o, s, costs, u, threshold, shapes, comm,
                     u.refined ? unit_ends[u.order] : out.stage_ends, &out);
      });
      for (size_t i = 0; i < outs.size(); ++i) {
        UnitOutput& out = outs[i];
        if (out.deferred) {
          Unit u = batch[i];
          u.floor = out.refined_floor;
          u.refined = true;
          unit_ends[u.order] = std::move(out.stage_ends);
          units.push_back(u);
          std::push_heap(units.begin(), units.end(), unit_after);
          continue;
        }
        unit_ends[batch[i].order] = {};
        ++units_done;
        st.bounded += out.bounded;
        st.memory_checked += out.memory_checked;
        st.memory_floored += out.memory_floored;
        if (out.floored) floored.emplace_back(out.floored_peak_bytes, batch[i]);
        st.feasible += out.feasible;
        if (out.pruned > 0) st.rejected[kPrunedByBound] += out.pruned;
        out.rejected.AddTo(&st.rejected);
        smallest_gpu.Merge(out.smallest_gpu);
        smallest_host.Merge(out.smallest_host);
        smallest_nvme.Merge(out.smallest_nvme);
        for (auto& c : out.fit) {
          pool.push_back(std::move(c));
          std::push_heap(pool.begin(), pool.end(), pool_after);
        }
      }
      report(kGroupsShare +
             (kProgressTotal - kGroupsShare) * units_done / std::max<size_t>(1, n_units));
      continue;
    }
    // Simulate the best candidates whose bound is below the next unit's floor.
    const auto simulation_start = std::chrono::steady_clock::now();
    std::vector<Candidate> batch;
    const double sim_limit = top.size() == k ? std::min(unit_floor, threshold) : kInf;
    while (!pool.empty() && batch.size() < sim_batch && pool.front().bound <= sim_limit) {
      std::pop_heap(pool.begin(), pool.end(), pool_after);
      batch.push_back(std::move(pool.back()));
      pool.pop_back();
    }
    // A plan the engine treats like one simulated before takes its result.
    std::vector<std::string> twin(batch.size());
    std::vector<size_t> run;                     // batch indices simulated now
    std::vector<int> same_as(batch.size(), -1);  // an earlier batch index with the same key
    for (size_t i = 0; i < batch.size(); ++i) {
      if (o.reuse_twin_simulations) {
        const SplitCosts& costs = *structure_costs[batch[i].structure];
        const Plan& v = batch[i].plan;
        std::string& structure_key = twin_structure_keys[batch[i].structure];
        if (structure_key.empty()) structure_key = TwinStructureKey(v);
        twin[i] = TwinKeyOfVariant(
            structure_key, v, costs.ops_fingerprint,
            BucketPattern(p.model, p.hw, v, costs.units, shapes.Get(v.pp, VirtualStagesOf(v))));
        if (simulated.count(twin[i])) continue;
        for (size_t j = 0; j < i && same_as[i] < 0; ++j) {
          if (twin[j] == twin[i]) same_as[i] = static_cast<int>(j);
        }
        if (same_as[i] >= 0) continue;
      }
      run.push_back(i);
    }
    std::vector<sim::StepResult> results(batch.size());
    ParallelFor(run.size(), o.threads, [&](size_t i) {
      results[run[i]] = sim::SimulateStep(p.model, p.hw, batch[run[i]].plan, SimOptionsFor(o.risk));
    });
    for (size_t i = 0; i < batch.size(); ++i) {
      ++st.simulated;
      const Candidate& c = batch[i];
      bool reused = false;
      if (o.reuse_twin_simulations) {
        // Run items come first among their twins, so the map has them.
        if (auto it = simulated.find(twin[i]); it != simulated.end()) {
          results[i] = it->second;
          reused = true;
        } else {
          simulated.emplace(twin[i], results[i]);
        }
      }
      if (reused) ++st.reused;
      if (!results[i].feasible) {
        ++st.rejected["infeasible in simulation"];
        continue;
      }
      if (o.max_cost_usd > 0 || o.max_energy_kwh > 0) {
        if (const char* why = OverBudget(o, EstimateRun(p, c.plan, results[i]))) {
          ++st.rejected[why];
          continue;
        }
      }
      top.push_back({ObjectiveKey(o.objective, p, c.plan, results[i], o.risk), c.id, c.plan,
                     std::move(results[i]), reused});
    }
    std::sort(top.begin(), top.end(), [](const Simulated& a, const Simulated& b) {
      return Before(a.key, a.id, b.key, b.id);
    });
    if (o.distinct_layouts) {
      // Best first, so the first plan of each layout is its best.
      std::set<std::string> seen;
      std::erase_if(top,
                    [&](const Simulated& s) { return !seen.insert(LayoutKey(s.plan)).second; });
    }
    if (top.size() > k) top.resize(k);
    if (top.size() == k && pool.size() > kPoolTrim) {
      // Candidates bounded above the K-th best can never rank: drop them.
      const double t = top.back().key;
      std::erase_if(pool, [t](const Candidate& c) { return c.bound > t; });
      std::make_heap(pool.begin(), pool.end(), pool_after);
    }
    simulation_s +=
        std::chrono::duration<double>(std::chrono::steady_clock::now() - simulation_start).count();
  }
  report(kProgressTotal);
  // Units never looked at: every variant's bound is above the threshold.
  int64_t unlooked = 0;
  for (const Unit& u : units) unlooked += structures[u.structure]->axes().PerSchedule();
  if (unlooked > 0) st.rejected[kPrunedByBound] += unlooked;
  // Fitting candidates never simulated.
  const int64_t unsimulated = st.feasible - st.simulated;
  if (unsimulated > 0) st.rejected[kPrunedByBound] += unsimulated;

  // Plans ranked by a twin's simulation are simulated themselves: their
  // memory and FLOPs are their own. Their time and energy must be the twin's;
  // if not, twins were wrongly judged, and the search runs without them.
  std::vector<size_t> twins;
  for (size_t i = 0; i < top.size(); ++i) {
    if (top[i].twin) twins.push_back(i);
  }
  std::vector<sim::StepResult> own(twins.size());
  ParallelFor(twins.size(), o.threads, [&](size_t i) {
    own[i] = sim::SimulateStep(p.model, p.hw, top[twins[i]].plan, SimOptionsFor(o.risk));
  });
  for (size_t i = 0; i < twins.size(); ++i) {
    Simulated& s = top[twins[i]];
    if (!own[i].feasible || ObjectiveKey(o.objective, p, s.plan, own[i], o.risk) != s.key) {
      SearchOptions without = options;
      without.reuse_twin_simulations = false;
      return SearchPlans(p, without);
    }
    s.result = std::move(own[i]);
    --st.reused;
  }
  int rank = 0;
  for (auto& s : top) {
    RankedPlan r;
    r.rank = ++rank;
    r.plan = s.plan;
    r.result = std::move(s.result);
    r.objective_value = s.key;
    r.training = EstimateRun(p, r.plan, r.result);
    result.plans.push_back(std::move(r));
  }
  st.wall_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  st.simulation_s = simulation_s;
  st.analytical_s = st.wall_s - simulation_s;
  result.stats = st;
  result.risk = o.risk;
  if (result.plans.empty()) {
    // The smallest footprint among the units ruled out by their memory
    // floor: those whose floor is not above the smallest found so far, the
    // lowest floors first.
    std::sort(floored.begin(), floored.end(), [](const auto& a, const auto& b) {
      return Before(a.first, a.second.order, b.first, b.second.order);
    });
    for (const auto& [peak_floor, u] : floored) {
      if (peak_floor > smallest_gpu.bytes) break;
      OfferFootprints(p, o, *structures[u.structure], u, shapes, &smallest_gpu);
    }
    result.failure = FailureMessage(p, st, smallest_gpu, smallest_host, smallest_nvme);
  }
  return result;
}

}  // namespace shoal::planner
