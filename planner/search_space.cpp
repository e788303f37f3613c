#include "planner/search_space.h"

#include <algorithm>
#include <tuple>

#include "core/limits.h"
#include "core/plan_rules.h"
#include "simulator/placement.h"

namespace shoal::planner {
namespace {

std::vector<int> Divisors(int n) {
  std::vector<int> d;
  for (int i = 1; i <= n; ++i) {
    if (n % i == 0) d.push_back(i);
  }
  return d;
}

std::vector<int> PowersOfTwo(int max) {
  std::vector<int> v;
  for (int x = 1; x <= max; x *= 2) v.push_back(x);
  return v;
}

/// Whether gradients (and ZeRO shards) are reduced over more than one rank:
/// otherwise ZeRO stages and bucket sizes change nothing.
bool HasDataParallelSync(const ModelConfig& m, const Plan& s) {
  if (s.dp * s.cp > 1) return true;
  const int edp = s.dp * s.cp * s.tp / (s.ep * s.etp);
  return m.moe.enabled() && edp > 1;
}

bool NvmeOnly(const SearchSpaceOptions& o) { return o.offload_device == OffloadDevice::kNvme; }

bool ZeroThreeAllowed(const SearchSpaceOptions& o) {
  return o.zero_stages.empty() ||
         std::find(o.zero_stages.begin(), o.zero_stages.end(), 3) != o.zero_stages.end();
}

// The axes fill vectors the caller may reuse (AxesOf per structure: no
// allocation once their capacity is there).
void ZeroStagesInto(bool sync, const SearchSpaceOptions& o, std::vector<int>* out) {
  if (NvmeOnly(o)) {
    // DeepSpeed swaps to NVMe only in ZeRO-3 (PlanRule::kNvmeNeedsZero3).
    out->assign(ZeroThreeAllowed(o) ? 1 : 0, 3);
  } else if (sync && !o.zero_stages.empty()) {
    out->assign(o.zero_stages.begin(), o.zero_stages.end());
  } else {
    out->assign(1, 0);
  }
}

void BucketsInto(bool sync, const SearchSpaceOptions& o, std::vector<double>* out) {
  if (sync || o.grad_bucket_mib.empty()) {
    out->assign(o.grad_bucket_mib.begin(), o.grad_bucket_mib.end());
  } else {
    out->assign(1, o.grad_bucket_mib.front());
  }
}

bool Allowed(const SearchSpaceOptions& o, PipelineSchedule s) {
  return o.schedules.empty() ||
         std::find(o.schedules.begin(), o.schedules.end(), s) != o.schedules.end();
}

void SchedulesInto(const SearchSpaceOptions& o, const Plan& s, std::vector<ScheduleChoice>* v) {
  v->clear();
  if (s.pp == 1) {
    v->push_back({PipelineSchedule::k1F1B, 1});
    return;
  }
  for (PipelineSchedule sc : {PipelineSchedule::kGpipe, PipelineSchedule::k1F1B}) {
    if (Allowed(o, sc)) v->push_back({sc, 1});
  }
  if (Allowed(o, PipelineSchedule::kInterleaved)) {
    for (int vs : o.virtual_stages) v->push_back({PipelineSchedule::kInterleaved, vs});
  }
}

void OffloadsInto(const SearchSpaceOptions& o, std::vector<OffloadLevel>* v) {
  if (NvmeOnly(o)) {
    // Offloading variants only, on NVMe; none when offload is off.
    if (o.offload) {
      *v = {OffloadLevel::kOptimizerNvme, OffloadLevel::kEverythingNvme};
    } else {
      v->clear();
    }
  } else if (o.offload_only) {
    *v = {OffloadLevel::kOptimizer, OffloadLevel::kEverything};
  } else if (!o.offload) {
    *v = {OffloadLevel::kNone};
  } else {
    *v = {OffloadLevel::kNone, OffloadLevel::kOptimizer, OffloadLevel::kEverything};
  }
}

/// The number of variants of structure `s` (valid or not), counted as
/// AxesInto lists them: zero stages x schedules x offloads x buckets.
int64_t VariantCount(const ModelConfig& m, const SearchSpaceOptions& o, const Plan& s) {
  const bool sync = HasDataParallelSync(m, s);
  const size_t zero = NvmeOnly(o)                      ? (ZeroThreeAllowed(o) ? 1 : 0)
                      : sync && !o.zero_stages.empty() ? o.zero_stages.size()
                                                       : 1;
  size_t schedules = 1;
  if (s.pp > 1) {
    schedules = (Allowed(o, PipelineSchedule::kGpipe) ? 1 : 0) +
                (Allowed(o, PipelineSchedule::k1F1B) ? 1 : 0) +
                (Allowed(o, PipelineSchedule::kInterleaved) ? o.virtual_stages.size() : 0);
  }
  const size_t offloads = NvmeOnly(o)      ? (o.offload ? 2 : 0)
                          : o.offload_only ? 2
                          : !o.offload     ? 1
                                           : 3;
  const size_t buckets = sync || o.grad_bucket_mib.empty() ? o.grad_bucket_mib.size() : 1;
  return static_cast<int64_t>(zero * schedules * offloads * std::max<size_t>(1, buckets));
}

struct RecomputeChoice {
  Recompute mode;
  double fraction;
};

// The recompute modes searched, as far as the stack can run them: one that
// checkpoints only whole layers (MemoryBehaviour::partial_recompute false)
// has no selective recompute and no share of the layers.
std::vector<RecomputeChoice> RecomputeChoices(const SearchSpaceOptions& o,
                                              const SoftwareStack& stack) {
  const bool partial = stack.memory.partial_recompute;
  std::vector<RecomputeChoice> v;
  for (Recompute rc : o.recomputes) {
    if (rc == Recompute::kSelective && !partial) continue;
    if (rc != Recompute::kFull) {
      v.push_back({rc, 1.0});
      continue;
    }
    if (!partial) {
      v.push_back({rc, 1.0});
      continue;
    }
    for (double f : o.recompute_fractions) v.push_back({rc, f});
  }
  return v;
}

std::vector<bool> MoeOverlapOptions(const SearchSpaceOptions& o, int ep) {
  return o.overlap_moe_comm && ep > 1 ? std::vector<bool>{false, true} : std::vector<bool>{false};
}

std::vector<bool> HierarchicalOptions(const SearchProblem& p, int ep, int etp) {
  if (ep > 1 && sim::PlaceGroup(ep, etp, p.hw.node.gpus_per_node).Nodes() > 1) {
    return {false, true};
  }
  return {false};
}

/// The rank orders the search tries for `s` (see SearchSpaceOptions::rank_orders).
std::vector<RankOrder> RankOrders(const SearchProblem& p, const SearchSpaceOptions& o,
                                  const Plan& s) {
  using R = SearchSpaceOptions::RankOrders;
  Plan other = s;
  other.rank_order = RankOrder::kTpCpEpPpDp;
  const int gpn = p.hw.node.gpus_per_node;
  const bool tried =
      o.rank_orders == R::kAll || (o.rank_orders == R::kWhereItMatters && s.pp > 1 && s.dp > 1 &&
                                   s.tp * s.cp < gpn && sim::RankOrderChangesPlacement(s, gpn));
  if (tried && RankOrderHolds(other, p.model)) {
    return {RankOrder::kTpCpEpDpPp, RankOrder::kTpCpEpPpDp};
  }
  return {RankOrder::kTpCpEpDpPp};
}

/// The first plan rule (core/plan_rules.h) `rules` lists that `s` breaks,
/// as its reason, or nullptr. The enumeration keeps the others by
/// construction (the GPU count, TP inside a node, positive sizes).
const char* FirstBrokenRule(const SearchProblem& p, const Plan& s,
                            std::initializer_list<PlanRule> rules) {
  const PlanContext ctx{s, p.model, p.num_gpus, p.hw.node.gpus_per_node};
  for (PlanRule rule : rules) {
    if (!PlanRuleHolds(rule, ctx)) return PlanRuleReason(rule);
  }
  return nullptr;
}

/// The first structural rule `s` breaks, or nullptr.
const char* StructuralReason(const SearchProblem& p, const Plan& s) {
  using R = PlanRule;
  return FirstBrokenRule(p, s,
                         {R::kTpDividesHeads, R::kPpWithinLayers, R::kCpSplitsSequence,
                          R::kExpertGridDivides, R::kBatchMultiple, R::kPipelineWork});
}

Plan BasePlan(const SearchProblem& p) {
  Plan b;
  ApplyStack(p.stack, &b);
  b.global_batch_size = p.global_batch_size;
  b.precision = p.precision;
  b.fp8_attention = p.fp8_attention && b.Fp8AttentionAllowed();
  b.half_precision_grad_comm = p.precision != Precision::kFp32 && !p.stack.fp32_grad_reduce;
  return b;
}

}  // namespace

Precision ChoosePrecision(const Scenario& s, const HardwareProfile& hw) {
  Precision want = s.plan ? s.plan->precision : Precision::kBf16;
  if (want == Precision::kBf16 && hw.gpu.peak_bf16_flops <= 0) return Precision::kFp16;
  // fp4 on a GPU without FP4 units (a sweep over hardware; a scenario's own
  // plan is refused at load, CheckPlan): the fp8 rule below decides.
  if (want == Precision::kFp4 && hw.gpu.peak_fp4_flops <= 0) want = Precision::kFp8;
  if (want == Precision::kFp8 && hw.gpu.peak_fp8_flops <= 0) {
    return hw.gpu.peak_bf16_flops > 0 ? Precision::kBf16 : Precision::kFp16;
  }
  return want;
}

SearchProblem ProblemFromScenario(const Scenario& s, const HardwareProfile& hw, int num_gpus) {
  SearchProblem p;
  p.name = s.name;
  p.model = s.model;
  p.hw = hw;
  p.num_gpus = num_gpus > 0 ? num_gpus : s.num_gpus;
  p.global_batch_size = s.training.global_batch_size;
  p.tokens = s.training.tokens;
  p.precision = ChoosePrecision(s, hw);
  p.fp8_attention = s.plan && s.plan->fp8_attention;
  p.stack = s.stack;
  return p;
}

SearchProblem ProblemFromScenario(const Scenario& s, int num_gpus) {
  return ProblemFromScenario(s, s.hardware, num_gpus);
}

bool InterleavedSplitsEvenly(const ModelConfig& model, int pp, int virtual_stages) {
  return model.num_layers % (pp * virtual_stages) == 0;
}

std::vector<int> GlobalBatches(const SearchProblem& p) {
  return p.global_batch_sizes.empty() ? std::vector<int>{p.global_batch_size}
                                      : p.global_batch_sizes;
}

SpaceEnumeration EnumerateSpace(const SearchProblem& p, const SearchSpaceOptions& o) {
  SpaceEnumeration out;
  const ModelConfig& m = p.model;
  const int n = p.num_gpus;
  if (n <= 0) return out;
  const std::vector<int> experts =
      m.moe.enabled() ? Divisors(m.moe.num_experts) : std::vector<int>{1};
  const std::vector<int> mbs_values = PowersOfTwo(o.max_micro_batch_size);
  const int max_cp = o.cp.IsSet() ? std::max(o.max_cp, o.cp.max) : o.max_cp;
  using Key = std::tuple<int, int, int, int, int, int, double, bool, bool, int, int>;
  std::map<Key, size_t> index;
  Plan s = BasePlan(p);
  for (int batch : GlobalBatches(p)) {
    s.global_batch_size = batch;
    for (int tp : Divisors(n)) {
      if (tp > p.hw.node.gpus_per_node) break;
      if (!o.tp.Contains(tp)) continue;
      for (int cp : PowersOfTwo(max_cp)) {
        if ((n / tp) % cp != 0 || n % tp != 0 || !o.cp.Contains(cp)) continue;
        if (cp > 1 && m.seq_len / cp < o.min_cp_tokens) continue;
        for (int pp : Divisors(n / (tp * cp))) {
          const int dp = n / (tp * cp * pp);
          if (!o.pp.Contains(pp) || !o.dp.Contains(dp)) continue;
          std::vector<int> etps = {1};
          if (m.moe.enabled() && tp > 1) etps.push_back(tp);
          for (int ep : experts) {
            if (!o.ep.Contains(ep)) continue;
            for (int etp : etps) {
              for (int mbs : mbs_values) {
                for (const RecomputeChoice& rc : RecomputeChoices(o, p.stack)) {
                  for (bool hier : HierarchicalOptions(p, ep, etp)) {
                    for (bool overlap_moe : MoeOverlapOptions(o, ep)) {
                      s.tp = tp;
                      s.cp = cp;
                      s.pp = pp;
                      s.dp = dp;
                      s.ep = ep;
                      s.etp = etp;
                      s.micro_batch_size = mbs;
                      s.recompute = rc.mode;
                      s.recompute_fraction = rc.fraction;
                      s.hierarchical_all_to_all = hier;
                      s.overlap_moe_comm = overlap_moe;
                      s.sequence_parallel =
                          o.sequence_parallel && p.stack.sequence_parallel && tp > 1;
                      s.rank_order = RankOrder::kTpCpEpDpPp;
                      const int64_t variants = VariantCount(m, o, s);
                      out.space_size += variants;
                      if (const char* why = StructuralReason(p, s)) {
                        out.rejected[why] += variants;
                        continue;
                      }
                      // The other rank order only places the same plan's
                      // groups differently: tried where that can matter.
                      for (RankOrder order : RankOrders(p, o, s)) {
                        s.rank_order = order;
                        if (order != RankOrder::kTpCpEpDpPp) out.space_size += variants;
                        const int mode = static_cast<int>(rc.mode);
                        const int placed = static_cast<int>(order);
                        Key key{tp,          cp,   ep,          etp,   mbs,   mode,
                                rc.fraction, hier, overlap_moe, batch, placed};
                        auto [it, added] = index.emplace(key, out.groups.size());
                        if (added) {
                          CostGroup g;
                          g.base = s;
                          out.groups.push_back(g);
                        }
                        out.groups[it->second].pp_values.push_back(pp);
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  return out;
}

Plan StructurePlan(const SearchProblem& p, const CostGroup& g, int pp) {
  Plan s = g.base;
  s.pp = pp;
  s.dp = p.num_gpus / (s.tp * s.cp * pp);
  s.schedule = PipelineSchedule::k1F1B;
  s.virtual_stages = 1;
  s.zero_stage = 0;
  s.offload_optimizer = false;
  s.offload_device = OffloadDevice::kCpu;
  return s;
}

namespace {

/// Why the interleaved schedule cannot run `v`, or nullptr.
const char* InterleavedReason(const SearchProblem& p, const Plan& v) {
  // A search rule, not a validity one: the planner enumerates even splits
  // (a plan given by hand may set first/last stage layers).
  if (!InterleavedSplitsEvenly(p.model, v.pp, v.virtual_stages)) {
    return "layers do not split evenly into pp x virtual stages chunks";
  }
  return FirstBrokenRule(p, v, {PlanRule::kInterleavedMicroBatches, PlanRule::kPipelineWork});
}

}  // namespace

VariantAxes AxesOf(const SearchProblem& p, const SearchSpaceOptions& o, const Plan& structure) {
  VariantAxes a;
  AxesInto(p, o, structure, &a);
  return a;
}

void AxesInto(const SearchProblem& p, const SearchSpaceOptions& o, const Plan& structure,
              VariantAxes* a) {
  const ModelConfig& m = p.model;
  const bool sync = HasDataParallelSync(m, structure);
  ZeroStagesInto(sync, o, &a->zero_stages);
  SchedulesInto(o, structure, &a->schedules);
  OffloadsInto(o, &a->offloads);
  BucketsInto(sync, o, &a->bucket_mib);
  a->schedule_rejected.clear();
  for (const ScheduleChoice& sc : a->schedules) {
    Plan v = structure;
    v.schedule = sc.schedule;
    v.virtual_stages = sc.virtual_stages;
    a->schedule_rejected.push_back(
        sc.schedule == PipelineSchedule::kInterleaved ? InterleavedReason(p, v) : nullptr);
  }
}

Plan VariantOf(const Plan& structure, const VariantAxes& axes, size_t zero, size_t schedule,
               size_t offload, size_t bucket) {
  Plan v = structure;
  const OffloadLevel level = axes.offloads[offload];
  v.zero_stage = axes.zero_stages[zero];
  v.schedule = axes.schedules[schedule].schedule;
  v.virtual_stages = axes.schedules[schedule].virtual_stages;
  v.offload_optimizer = level != OffloadLevel::kNone;
  v.offload_grads = v.offload_params =
      level == OffloadLevel::kEverything || level == OffloadLevel::kEverythingNvme;
  v.offload_device = level == OffloadLevel::kOptimizerNvme || level == OffloadLevel::kEverythingNvme
                         ? OffloadDevice::kNvme
                         : OffloadDevice::kCpu;
  v.grad_bucket_bytes = axes.bucket_mib[bucket] * kMiB;
  return v;
}

void ForEachVariant(const SearchProblem& p, const SearchSpaceOptions& o, const Plan& structure,
                    const std::function<void(const Plan&)>& fn, RejectCounts* rejected) {
  const VariantAxes axes = AxesOf(p, o, structure);
  for (size_t z = 0; z < axes.zero_stages.size(); ++z) {
    for (size_t s = 0; s < axes.schedules.size(); ++s) {
      for (size_t off = 0; off < axes.offloads.size(); ++off) {
        for (size_t b = 0; b < axes.bucket_mib.size(); ++b) {
          if (const char* why = axes.schedule_rejected[s]) {
            ++(*rejected)[why];
            continue;
          }
          fn(VariantOf(structure, axes, z, s, off, b));
        }
      }
    }
  }
}

std::vector<Plan> AllCandidates(const SearchProblem& p, const SearchSpaceOptions& o) {
  std::vector<Plan> all;
  RejectCounts ignored;
  for (const CostGroup& g : EnumerateSpace(p, o).groups) {
    for (int pp : g.pp_values) {
      ForEachVariant(
          p, o, StructurePlan(p, g, pp), [&](const Plan& v) { all.push_back(v); }, &ignored);
    }
  }
  return all;
}

}  // namespace shoal::planner
