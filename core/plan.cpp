#include "core/plan.h"

#include <limits>
#include <sstream>

#include "core/checked_math.h"
#include "core/cudnn_release.h"
#include "core/limits.h"
#include "core/plan_rules.h"

namespace shoal {

const char* ScheduleName(PipelineSchedule s) {
  switch (s) {
    case PipelineSchedule::kGpipe: return "gpipe";
    case PipelineSchedule::k1F1B: return "1f1b";
    case PipelineSchedule::kInterleaved: return "interleaved";
    case PipelineSchedule::kDualPipe:
      return "dualpipe";
  }
  return "?";
}

namespace {
// Named flags (RecomputeModules, OffloadModules): the names of those set,
// in the names' order, and setting one by name.
std::vector<std::string> NamesOf(std::initializer_list<bool> on,
                                 const std::vector<std::string>& names) {
  std::vector<std::string> out;
  size_t i = 0;
  for (bool b : on) {
    if (b) out.push_back(names[i]);
    ++i;
  }
  return out;
}

std::string JoinNames(const std::vector<std::string>& names, const std::string& separator) {
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : separator) + n;
  return out;
}

bool SetByName(std::initializer_list<bool*> flags, const std::vector<std::string>& names,
               const std::string& name) {
  size_t i = 0;
  for (bool* flag : flags) {
    if (names[i++] == name) {
      *flag = true;
      return true;
    }
  }
  return false;
}
}  // namespace

const std::vector<std::string>& RecomputeModules::AllNames() {
  static const std::vector<std::string> names = {"core_attn", "layernorm",      "mlp",        "moe",
                                                 "moe_act",   "shared_experts", "mla_up_proj"};
  return names;
}

std::vector<std::string> RecomputeModules::Names() const {
  return NamesOf({core_attn, layernorm, mlp, moe, moe_act, shared_experts, mla_up_proj},
                 AllNames());
}

std::string RecomputeModules::Joined(const std::string& separator) const {
  return JoinNames(Names(), separator);
}

bool RecomputeModules::Set(const std::string& name) {
  return SetByName({&core_attn, &layernorm, &mlp, &moe, &moe_act, &shared_experts, &mla_up_proj},
                   AllNames(), name);
}

const std::vector<std::string>& OffloadModules::AllNames() {
  static const std::vector<std::string> names = {
      "attn_norm", "qkv_linear", "core_attn", "attn_proj", "mlp_norm", "expert_fc1", "moe_act"};
  return names;
}

std::vector<std::string> OffloadModules::Names() const {
  return NamesOf({attn_norm, qkv_linear, core_attn, attn_proj, mlp_norm, expert_fc1, moe_act},
                 AllNames());
}

std::string OffloadModules::Joined(const std::string& separator) const {
  return JoinNames(Names(), separator);
}

bool OffloadModules::Set(const std::string& name) {
  return SetByName(
      {&attn_norm, &qkv_linear, &core_attn, &attn_proj, &mlp_norm, &expert_fc1, &moe_act},
      AllNames(), name);
}

const char* RecomputeName(Recompute r) {
  switch (r) {
    case Recompute::kNone: return "none";
    case Recompute::kSelective: return "selective";
    case Recompute::kFull: return "full";
  }
  return "?";
}

const char* AttentionKernelName(AttentionKernel a) {
  switch (a) {
    case AttentionKernel::kFlash2: return "flash2";
    case AttentionKernel::kFlash1: return "flash1";
    case AttentionKernel::kUnfused: return "unfused";
    case AttentionKernel::kFlash3: return "flash3";
    case AttentionKernel::kCudnn: return "cudnn";
  }
  return "?";
}

const char* MoeDispatcherName(MoeDispatcher d) {
  switch (d) {
    case MoeDispatcher::kAllToAll: return "alltoall";
    case MoeDispatcher::kAllGather: return "allgather";
    case MoeDispatcher::kDeepEp: return "deepep";
    case MoeDispatcher::kHybridEp:
      return "hybridep";
  }
  return "?";
}

const char* TpOverlapMethodName(TpOverlapMethod m) {
  switch (m) {
    case TpOverlapMethod::kUserbuffers: return "userbuffers";
    case TpOverlapMethod::kMicroPipelined: return "micro_pipelined";
  }
  return "?";
}

const char* RankOrderName(RankOrder o) {
  switch (o) {
    case RankOrder::kTpCpEpDpPp: return "tp-cp-ep-dp-pp";
    case RankOrder::kTpCpEpPpDp: return "tp-cp-ep-pp-dp";
  }
  return "?";
}

const std::vector<std::string>& RankOrderNames() {
  static const std::vector<std::string> names = {"tp-cp-ep-dp-pp", "tp-cp-ep-pp-dp"};
  return names;
}

RankOrder ParseRankOrder(const std::string& name) {
  return name == "tp-cp-ep-pp-dp" ? RankOrder::kTpCpEpPpDp : RankOrder::kTpCpEpDpPp;
}

const char* OffloadDeviceName(OffloadDevice d) {
  return d == OffloadDevice::kNvme ? "nvme" : "cpu";
}

const std::vector<std::string>& OffloadDeviceNames() {
  static const std::vector<std::string> names = {"cpu", "nvme"};
  return names;
}

OffloadDevice ParseOffloadDevice(const std::string& name) {
  return name == "nvme" ? OffloadDevice::kNvme : OffloadDevice::kCpu;
}

const char* Fp8RecipeName(Fp8Recipe r) {
  switch (r) {
    case Fp8Recipe::kDelayed:
      return "delayed";
    case Fp8Recipe::kCurrent:
      return "current";
    case Fp8Recipe::kBlock:
      return "block";
    case Fp8Recipe::kRowwise:
      return "rowwise";
  }
  return "?";
}

const std::vector<std::string>& Fp8RecipeNames() {
  static const std::vector<std::string> names = {"delayed", "current", "block", "rowwise"};
  return names;
}

Fp8Recipe ParseFp8Recipe(const std::string& name) {
  if (name == "current") return Fp8Recipe::kCurrent;
  if (name == "block") return Fp8Recipe::kBlock;
  if (name == "rowwise") return Fp8Recipe::kRowwise;
  return Fp8Recipe::kDelayed;
}

const std::vector<std::string>& TpOverlapMethodNames() {
  static const std::vector<std::string> names = {"userbuffers", "micro_pipelined"};
  return names;
}

TpOverlapMethod ParseTpOverlapMethod(const std::string& name) {
  return name == "micro_pipelined" ? TpOverlapMethod::kMicroPipelined
                                   : TpOverlapMethod::kUserbuffers;
}

const std::vector<std::string>& AttentionKernelNames() {
  static const std::vector<std::string> names = {"flash2", "flash1", "unfused", "flash3", "cudnn"};
  return names;
}

const std::vector<std::string>& MoeDispatcherNames() {
  static const std::vector<std::string> names = {"alltoall", "allgather", "deepep", "hybridep"};
  return names;
}

AttentionKernel ParseAttentionKernel(const std::string& name) {
  for (auto a : {AttentionKernel::kFlash2, AttentionKernel::kFlash1, AttentionKernel::kUnfused,
                 AttentionKernel::kFlash3, AttentionKernel::kCudnn}) {
    if (name == AttentionKernelName(a)) return a;
  }
  return AttentionKernel::kFlash2;
}

MoeDispatcher ParseMoeDispatcher(const std::string& name) {
  for (auto d : {MoeDispatcher::kAllToAll, MoeDispatcher::kAllGather, MoeDispatcher::kDeepEp,
                 MoeDispatcher::kHybridEp}) {
    if (name == MoeDispatcherName(d)) return d;
  }
  return MoeDispatcher::kAllToAll;
}

int Plan::NumGpus() const {
  auto n = ProductIn({dp, tp, pp, cp}, 0, std::numeric_limits<int>::max());
  return n ? static_cast<int>(*n) : 0;
}

int Plan::NumMicroBatches() const {
  auto per_step = CheckedMul(dp, micro_batch_size);
  return per_step && *per_step > 0 ? static_cast<int>(global_batch_size / *per_step) : 0;
}

int64_t Plan::PipelineWork() const {
  return CheckedProduct({NumMicroBatches(), pp, ChunksPerRank()})
      .value_or(std::numeric_limits<int64_t>::max());
}

bool Plan::RunsDualPipe() const { return schedule == PipelineSchedule::kDualPipe && pp > 1; }

int Plan::ChunksPerRank() const {
  if (schedule == PipelineSchedule::kInterleaved) return virtual_stages;
  return RunsDualPipe() ? 2 : 1;
}

int Plan::StageCopies() const { return RunsDualPipe() ? 2 : 1; }

std::string Plan::Summary() const {
  std::ostringstream s;
  s << "DP" << dp << " TP" << tp << " PP" << pp;
  if (cp > 1) s << " CP" << cp;
  if (ep > 1) s << " EP" << ep;
  if (etp > 1) s << " ETP" << etp;
  if (sequence_parallel) s << " SP";
  if (zero_stage > 0) s << " ZeRO-" << zero_stage;
  if (pp > 1) {
    s << " " << ScheduleName(schedule);
    if (schedule == PipelineSchedule::kInterleaved) s << "x" << virtual_stages;
  }
  s << " mbs" << micro_batch_size << " gbs" << global_batch_size;
  if (recompute != Recompute::kNone) s << " rc-" << RecomputeName(recompute);
  if (recompute == Recompute::kFull && recompute_fraction < 1.0) s << "x" << recompute_fraction;
  if (recompute == Recompute::kSelective && !recompute_modules.IsDefault()) {
    s << "(" << recompute_modules.Joined(",") << ")";
  }
  if (first_stage_layers > 0 || last_stage_layers > 0) {
    s << " stages" << first_stage_layers << "/" << last_stage_layers;
  }
  if (offload_optimizer) s << " offload";
  if (offload_params) s << " offload-params";
  if (offload_grads) s << " offload-grads";
  if (activation_offload_layers > 0) s << " act-offload" << activation_offload_layers;
  if (activation_offload_modules.Any()) {
    s << " act-offload(" << activation_offload_modules.Joined(",") << ")";
  }
  if (offload_device == OffloadDevice::kNvme) s << " nvme";
  if (rank_order != RankOrder::kTpCpEpDpPp) s << " ranks:" << RankOrderName(rank_order);
  s << " " << PrecisionName(precision);
  if (fp8_attention) s << " fp8-attention";
  return s.str();
}

Plan ReadPlan(JsonReader& r, int scenario_global_batch) { return ReadPlan(r, scenario_global_batch, Plan{}); }

Plan ReadPlan(JsonReader& r, int scenario_global_batch, const Plan& defaults) {
  namespace L = limits;
  Plan p = defaults;
  p.dp = static_cast<int>(r.IntIn("dp", 1, 1, L::kMaxGpus));
  p.tp = static_cast<int>(r.IntIn("tp", 1, 1, L::kMaxGpus));
  p.pp = static_cast<int>(r.IntIn("pp", 1, 1, L::kMaxGpus));
  p.cp = static_cast<int>(r.IntIn("cp", 1, 1, L::kMaxGpus));
  p.ep = static_cast<int>(r.IntIn("ep", 1, 1, L::kMaxGpus));
  p.etp = static_cast<int>(r.IntIn("etp", 1, 1, L::kMaxGpus));
  if (!ProductIn({p.dp, p.tp, p.pp, p.cp}, 1, L::kMaxGpus)) {
    r.Fail("dp", "dp x tp x pp x cp of at most " + std::to_string(L::kMaxGpus) + " GPUs");
  }
  p.sequence_parallel = r.Bool("sequence_parallel", p.tp > 1);
  p.zero_stage = static_cast<int>(r.IntIn("zero_stage", defaults.zero_stage, 0, 3));
  std::string sched = r.Choice("schedule", {"gpipe", "1f1b", "interleaved", "dualpipe"}, "1f1b");
  p.schedule = sched == "gpipe"         ? PipelineSchedule::kGpipe
               : sched == "interleaved" ? PipelineSchedule::kInterleaved
               : sched == "dualpipe"    ? PipelineSchedule::kDualPipe
                                        : PipelineSchedule::k1F1B;
  p.virtual_stages = static_cast<int>(r.IntIn("virtual_stages", 1, 1, L::kMaxVirtualStages));
  if (p.schedule != PipelineSchedule::kInterleaved && p.virtual_stages != 1) {
    r.Fail("virtual_stages", "1 unless schedule is \"interleaved\"");
  }
  p.micro_batch_size = static_cast<int>(r.IntIn("micro_batch_size", 1, 1, L::kMaxBatch));
  p.global_batch_size = static_cast<int>(
      r.IntIn("global_batch_size", scenario_global_batch, 1, L::kMaxBatch));
  std::string rc = r.Choice("recompute", {"none", "selective", "full"}, "none");
  p.recompute = rc == "full" ? Recompute::kFull
                : rc == "selective" ? Recompute::kSelective
                                    : Recompute::kNone;
  p.recompute_fraction = r.Fraction("recompute_fraction", 1.0, 0.0, 1.0);
  // PlanToJson writes the default 1.0 for every plan; any other value needs full recompute.
  if (p.recompute != Recompute::kFull && p.recompute_fraction != 1.0) {
    r.Fail("recompute_fraction", "only with \"recompute\": \"full\"");
  }
  if (const Json* modules = r.Raw("recompute_modules")) {
    if (p.recompute != Recompute::kSelective) {
      r.Fail("recompute_modules", "only with \"recompute\": \"selective\"");
    }
    const std::string expected =
        "a non-empty list of " + JoinNames(RecomputeModules::AllNames(), ", ");
    if (!modules->is_array() || modules->empty()) r.Fail("recompute_modules", expected);
    p.recompute_modules = RecomputeModules{};
    p.recompute_modules.core_attn = false;
    for (const Json& m : *modules) {
      if (!m.is_string() || !p.recompute_modules.Set(m.get<std::string>())) {
        r.Fail("recompute_modules", expected + " (got " + m.dump() + ")");
      }
    }
  }
  p.overlap_moe_comm = r.Bool("overlap_moe_comm", defaults.overlap_moe_comm);
  p.offload_optimizer = r.Bool("offload_optimizer", false);
  p.offload_params = r.Bool("offload_params", false);
  p.offload_grads = r.Bool("offload_grads", false);
  // Against the model's layers in core/plan_rules.h (ReadPlan sees no model).
  p.activation_offload_layers =
      static_cast<int>(r.IntIn("activation_offload_layers", 0, 0, L::kMaxLayers));
  if (const Json* modules = r.Raw("activation_offload_modules")) {
    const std::string expected =
        "a non-empty list of " + JoinNames(OffloadModules::AllNames(), ", ");
    if (!modules->is_array() || modules->empty()) r.Fail("activation_offload_modules", expected);
    for (const Json& m : *modules) {
      if (!m.is_string() || !p.activation_offload_modules.Set(m.get<std::string>())) {
        r.Fail("activation_offload_modules", expected + " (got " + m.dump() + ")");
      }
    }
  }
  p.offload_device = ParseOffloadDevice(r.Choice("offload_device", OffloadDeviceNames(), "cpu"));
  p.first_stage_layers = static_cast<int>(r.IntIn("first_stage_layers", 0, 0, L::kMaxLayers));
  p.last_stage_layers = static_cast<int>(r.IntIn("last_stage_layers", 0, 0, L::kMaxLayers));
  p.pipeline_embedding_slot = r.Bool("pipeline_embedding_slot", false);
  p.pipeline_loss_slot = r.Bool("pipeline_loss_slot", false);
  p.grad_bucket_bytes = r.RealIn("grad_bucket_mib", p.grad_bucket_bytes / kMiB, 1e-3, 1e6) * kMiB;
  std::string prec = r.Choice("precision", {"fp64", "fp32", "fp16", "bf16", "fp8", "fp4"}, "bf16");
  ParsePrecision(prec, &p.precision);
  p.fp8_recipe =
      ParseFp8Recipe(r.Choice("fp8_recipe", Fp8RecipeNames(), Fp8RecipeName(defaults.fp8_recipe)));
  p.fp4_bf16_layer_share = r.Fraction("fp4_bf16_layer_share", defaults.fp4_bf16_layer_share);
  const bool wide = p.precision == Precision::kFp32 || p.precision == Precision::kFp64;
  p.half_precision_grad_comm =
      r.Bool("half_precision_grad_comm", !wide && defaults.half_precision_grad_comm);
  p.hierarchical_all_to_all = r.Bool("hierarchical_all_to_all", false);
  p.overlap_grad_comm = r.Bool("overlap_grad_comm", defaults.overlap_grad_comm);
  p.overlap_param_gather = r.Bool("overlap_param_gather", defaults.overlap_param_gather);
  p.zero3_collective_per_tensor =
      r.Bool("zero3_collective_per_tensor", defaults.zero3_collective_per_tensor);
  p.collective_kernels_per_rank = static_cast<int>(
      r.IntIn("collective_kernels_per_rank", defaults.collective_kernels_per_rank, 0, 100));
  p.zero3_refetch_for_recompute =
      r.Bool("zero3_refetch_for_recompute", defaults.zero3_refetch_for_recompute);
  p.zero3_backward_prefetch = r.Bool("zero3_backward_prefetch", defaults.zero3_backward_prefetch);
  p.sharded_grad_reduce = r.Bool("sharded_grad_reduce", defaults.sharded_grad_reduce);
  p.overlap_p2p_comm = r.Bool("overlap_p2p_comm", defaults.overlap_p2p_comm);
  p.attention = ParseAttentionKernel(
      r.Choice("attention", AttentionKernelNames(), AttentionKernelName(defaults.attention)));
  p.tp_comm_overlap = r.Fraction("tp_comm_overlap", defaults.tp_comm_overlap);
  p.tp_overlap_method = ParseTpOverlapMethod(r.Choice(
      "tp_overlap_method", TpOverlapMethodNames(), TpOverlapMethodName(defaults.tp_overlap_method)));
  p.moe_dispatcher = ParseMoeDispatcher(
      r.Choice("moe_dispatcher", MoeDispatcherNames(), MoeDispatcherName(defaults.moe_dispatcher)));
  p.grouped_gemm = r.Bool("grouped_gemm", defaults.grouped_gemm);
  p.moe_router_kernels = r.RealIn("moe_router_kernels", defaults.moe_router_kernels, 0, 10000);
  p.moe_permute_kernels = r.RealIn("moe_permute_kernels", defaults.moe_permute_kernels, 0, 10000);
  p.moe_host_syncs = static_cast<int>(r.IntIn("moe_host_syncs", defaults.moe_host_syncs, 0, 100));
  p.host_ops_per_module = r.RealIn("host_ops_per_module", defaults.host_ops_per_module, 0, 100);
  p.cudnn_release = ReadCudnnRelease(r, "cudnn_release", defaults.cudnn_release);
  p.cuda_graphs = r.Bool("cuda_graphs", defaults.cuda_graphs);
  p.fp8_attention = r.Bool("fp8_attention", defaults.fp8_attention);
  if (p.fp8_attention && p.precision != Precision::kFp8 && p.precision != Precision::kFp4) {
    r.Fail("fp8_attention", std::string("false unless precision is fp8 or fp4 (precision is ") +
                                PrecisionName(p.precision) + ")");
  }
  if (p.fp8_attention && p.attention != AttentionKernel::kCudnn) {
    r.Fail("fp8_attention", std::string("false unless attention is cudnn (attention is ") +
                                AttentionKernelName(p.attention) + ")");
  }
  p.fused_elementwise = r.Bool("fused_elementwise", defaults.fused_elementwise);
  p.rank_order =
      ParseRankOrder(r.Choice("rank_order", RankOrderNames(), RankOrderName(defaults.rank_order)));
  r.Finish();
  return p;
}

namespace {

Json PlanKeys(const Plan& p) {
  return {{"dp", p.dp},
          {"tp", p.tp},
          {"pp", p.pp},
          {"cp", p.cp},
          {"ep", p.ep},
          {"etp", p.etp},
          {"sequence_parallel", p.sequence_parallel},
          {"zero_stage", p.zero_stage},
          {"schedule", ScheduleName(p.schedule)},
          {"virtual_stages", p.virtual_stages},
          {"micro_batch_size", p.micro_batch_size},
          {"global_batch_size", p.global_batch_size},
          {"recompute", RecomputeName(p.recompute)},
          {"recompute_fraction", p.recompute_fraction},
          {"overlap_moe_comm", p.overlap_moe_comm},
          {"offload_optimizer", p.offload_optimizer},
          {"grad_bucket_mib", p.grad_bucket_bytes / kMiB},
          {"precision", PrecisionName(p.precision)},
          {"fp8_recipe", Fp8RecipeName(p.fp8_recipe)},
          {"fp4_bf16_layer_share", p.fp4_bf16_layer_share},
          {"half_precision_grad_comm", p.half_precision_grad_comm},
          {"hierarchical_all_to_all", p.hierarchical_all_to_all},
          {"overlap_grad_comm", p.overlap_grad_comm},
          {"overlap_param_gather", p.overlap_param_gather},
          {"overlap_p2p_comm", p.overlap_p2p_comm},
          {"attention", AttentionKernelName(p.attention)},
          {"tp_comm_overlap", p.tp_comm_overlap},
          {"tp_overlap_method", TpOverlapMethodName(p.tp_overlap_method)},
          {"moe_dispatcher", MoeDispatcherName(p.moe_dispatcher)},
          {"grouped_gemm", p.grouped_gemm},
          {"moe_router_kernels", p.moe_router_kernels},
          {"moe_permute_kernels", p.moe_permute_kernels},
          {"moe_host_syncs", p.moe_host_syncs},
          {"host_ops_per_module", p.host_ops_per_module},
          {"cudnn_release", CudnnReleaseName(p.cudnn_release)},
          {"cuda_graphs", p.cuda_graphs},
          {"fused_elementwise", p.fused_elementwise},
          {"first_stage_layers", p.first_stage_layers},
          {"last_stage_layers", p.last_stage_layers},
          {"pipeline_embedding_slot", p.pipeline_embedding_slot},
          {"pipeline_loss_slot", p.pipeline_loss_slot},
          {"offload_params", p.offload_params},
          {"offload_grads", p.offload_grads}};
}

}  // namespace

Json PlanToJson(const Plan& p) {
  Json j = PlanKeys(p);
  // Only where they are not the default: plans written before the keys
  // existed (published rows, goldens) stay byte for byte the same.
  if (p.rank_order != RankOrder::kTpCpEpDpPp) j["rank_order"] = RankOrderName(p.rank_order);
  if (p.zero3_collective_per_tensor) j["zero3_collective_per_tensor"] = true;
  if (p.fp8_attention) j["fp8_attention"] = true;
  if (p.collective_kernels_per_rank != 0) {
    j["collective_kernels_per_rank"] = p.collective_kernels_per_rank;
  }
  if (p.zero3_refetch_for_recompute) j["zero3_refetch_for_recompute"] = true;
  if (p.zero3_backward_prefetch) j["zero3_backward_prefetch"] = true;
  if (!p.sharded_grad_reduce) j["sharded_grad_reduce"] = false;
  if (p.activation_offload_layers > 0) j["activation_offload_layers"] = p.activation_offload_layers;
  if (p.activation_offload_modules.Any()) {
    j["activation_offload_modules"] = p.activation_offload_modules.Names();
  }
  if (p.offload_device != OffloadDevice::kCpu)
    j["offload_device"] = OffloadDeviceName(p.offload_device);
  if (p.recompute == Recompute::kSelective && !p.recompute_modules.IsDefault()) {
    j["recompute_modules"] = p.recompute_modules.Names();
  }
  return j;
}

bool RankOrderHolds(const Plan& p, const ModelConfig& m) {
  if (p.rank_order == RankOrder::kTpCpEpDpPp || p.pp <= 1) return true;
  // Megatron-Core's initialize_model_parallel (megatron/core/parallel_state.py)
  // builds the expert ranks with the same order and asserts that, unless pp is
  // last, the expert data-parallel size world / (etp ep pp) equals dp =
  // world / (tp cp pp). A dense model has no expert layers, so a run sets
  // the expert TP size that satisfies it, etp = tp x cp (NVIDIA's MLPerf
  // Training v5.1 Llama 3.1 405B pretrain.py: "WAR for Megatron constraint:
  // ETP * EP * PP must equal TP * CP * PP for DP-last mapping
  // compatibility", with TP 4, CP 2 and TP_PP_DP_MAPPING=True).
  if (!m.moe.enabled()) return true;
  return int64_t{p.ep} * p.etp == int64_t{p.tp} * p.cp;
}

std::vector<std::string> ValidatePlan(const Plan& p, const ModelConfig& m, int num_gpus,
                                      int gpus_per_node) {
  std::vector<std::string> errors;
  for (const PlanProblem& problem : PlanProblems({p, m, num_gpus, gpus_per_node})) {
    errors.push_back(problem.Text());
  }
  return errors;
}

}  // namespace shoal
