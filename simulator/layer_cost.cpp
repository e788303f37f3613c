#include "simulator/layer_cost.h"

#include <algorithm>
#include <cmath>
#include <string_view>

#include "core/plan_geometry.h"
#include "simulator/fabric.h"
#include "simulator/memory_model.h"

namespace shoal::sim {
namespace {
// Kernels Transformer Engine launches to quantize one GEMM input of
// `splits` splits (see LayerCostModel::Linear).
double Fp8QuantizeLaunches(Fp8Recipe recipe, double splits) {
  switch (recipe) {
    case Fp8Recipe::kDelayed:
      return 1.0;
    case Fp8Recipe::kCurrent:
      return 3.0 * splits;
    case Fp8Recipe::kBlock:
      return splits;
    case Fp8Recipe::kRowwise:
      break;  // torchao's casts: ComputeModel::RowwiseFp8Seconds
  }
  return 0.0;
}
// Eager (unfused) elementwise ops: passes over the tensor and kernels per op
// relative to one fused kernel (see LayerCostModel::Memory).
constexpr double kEagerElementwisePasses = 2.5;
constexpr double kEagerElementwiseLaunches = 3.0;
// A weight-gradient GEMM's op name ends so (Linear); SplitBackward finds it by it.
constexpr const char* kWgradSuffix = ".wgrad";
constexpr const char* kDgradSuffix = ".dgrad";
bool IsWeightGradient(const Op& op) { return op.name.ends_with(kWgradSuffix); }
bool IsDataGradient(const Op& op) { return op.name.ends_with(kDgradSuffix); }
// Padded to capacity, every expert's token count is fixed: the dispatcher
// neither waits for the counts nor exchanges them (Megatron-Core
// token_dispatcher.py preprocess, moe_pad_expert_input_to_capacity: "Drop and
// pad the input to capacity" returns before any sync point or count
// all-gather).
bool PaddedToCapacity(const MoeConfig& moe) { return moe.capacity_factor > 0; }
}  // namespace

Phase PhaseOf(CostKind k) {
  switch (k) {
    case CostKind::kCompute: return Phase::kCompute;
    case CostKind::kRecompute: return Phase::kRecompute;
    case CostKind::kTp: return Phase::kExposedTp;
    case CostKind::kCp: return Phase::kExposedCp;
    case CostKind::kEp: return Phase::kExposedEp;
    case CostKind::kCount: break;
  }
  return Phase::kCompute;
}

const char* CostKindName(CostKind k) { return PhaseKey(PhaseOf(k)); }

double PassCost::Seconds() const {
  double s = 0;
  for (const auto& op : ops) s += op.seconds;
  return s;
}

double PassCost::Seconds(CostKind k) const {
  double s = 0;
  for (const auto& op : ops) s += op.kind == k ? op.seconds : 0.0;
  return s;
}

void PassCost::Add(const std::string& name, CostKind kind, double seconds, Activity activity,
                   double host_s) {
  const bool comm = kind == CostKind::kTp || kind == CostKind::kCp || kind == CostKind::kEp;
  if (seconds > 0) ops.push_back({name, kind, seconds, comm ? Activity::kComm : activity, host_s});
}

double PassCost::HostSeconds() const {
  double s = 0;
  for (const auto& op : ops) s += op.host_s;
  return s;
}

void PassCost::Append(const PassCost& other, CostKind as_kind) {
  for (const auto& op : other.ops) {
    // Communication stays in its own kind; compute is re-labelled (recompute).
    CostKind kind = op.kind == CostKind::kCompute ? as_kind : op.kind;
    ops.push_back({op.name, kind, op.seconds, op.activity, op.host_s});
  }
}

double SecondsBetween(const PassCost& pass, size_t first_op, size_t end_op) {
  double s = 0;
  for (size_t i = first_op; i < end_op && i < pass.ops.size(); ++i) s += pass.ops[i].seconds;
  return s;
}

bool UsesFusedAttention(const HardwareProfile& hw, const Plan& plan) {
  // FlashAttention needs sm_80 or newer.
  return plan.attention != AttentionKernel::kUnfused && hw.gpu.arch != "volta";
}

namespace {

/// Where the members of a group of the core rank grid sit: one level is a
/// regular group (PlaceGroup); further levels multiply its members per node
/// and stretch it to the outermost level's span (the DP x CP group when PP
/// sits between CP and DP in the rank order: cp ranks tp apart, repeated dp
/// times tp x cp x pp apart).
Group PlaceRankGroup(const RankGroup& group, int gpus_per_node) {
  const RankGroup levels = group.Levels();
  Group g = PlaceGroup(levels.dims[0].size, levels.dims[0].stride, gpus_per_node);
  for (int i = 1; i < levels.num_dims; ++i) {
    const GridDim& d = levels.dims[static_cast<size_t>(i)];
    const Group outer = PlaceGroup(d.size, d.stride, gpus_per_node);
    g.ranks *= outer.ranks;
    g.ranks_per_node = std::clamp(g.ranks_per_node * outer.ranks_per_node, 1, g.ranks);
    g.span_nodes = GroupSpanNodes(d.size, d.stride, gpus_per_node);
  }
  return g;
}

}  // namespace

Placement PlaceRanks(const Plan& p, int gpus_per_node) {
  // The groups of core/plan_geometry.h's rank grid (Megatron-Core's
  // RankGenerator), placed on nodes of `gpus_per_node` GPUs.
  const RankGrid grid(p);
  Placement pl;
  pl.tp = PlaceRankGroup(grid.Group(ParallelGroup::kTp), gpus_per_node);
  pl.cp = PlaceRankGroup(grid.Group(ParallelGroup::kCp), gpus_per_node);
  pl.dp_cp = PlaceRankGroup(grid.Group(ParallelGroup::kDpCp), gpus_per_node);
  pl.ep = PlaceRankGroup(grid.Group(ParallelGroup::kEp), gpus_per_node);
  pl.edp = PlaceRankGroup(grid.Group(ParallelGroup::kExpertDp), gpus_per_node);
  pl.edp_size = grid.ExpertDpSize();
  // The expert grid's pipelines are the dense grid's (ValidatePlan keeps
  // ep x etp = tp x cp when the order puts dp last and pp > 1).
  const RankGroup stages = grid.Group(ParallelGroup::kPp);
  pl.pp = PlaceRankGroup(stages, gpus_per_node);
  pl.pp_same_node = stages.dims[0].stride < gpus_per_node;
  return pl;
}

bool RankOrderChangesPlacement(const Plan& plan, int gpus_per_node) {
  // With one stage or one replica both orders number the ranks alike.
  if (plan.pp <= 1 || plan.dp <= 1) return false;
  Plan a = plan, b = plan;
  a.rank_order = RankOrder::kTpCpEpDpPp;
  b.rank_order = RankOrder::kTpCpEpPpDp;
  return !(PlaceRanks(a, gpus_per_node) == PlaceRanks(b, gpus_per_node));
}

ParamTensorCount ParamTensors(const ModelConfig& model, int local_experts) {
  const bool biases = model.activation == Activation::kGelu;
  const double per_norm = biases ? 2 : 1, bias_per_matrix = biases ? 1 : 0;
  ParamTensorCount c;
  c.vector_params = static_cast<double>(model.hidden);
  c.vectors = 2 * per_norm;  // input and post-attention norms
  // MLA's latent norms
  if (model.AttentionNormParams() > 0) c.vectors += 2 * per_norm;
  c.matrices = static_cast<double>(model.AttentionProjections().size());
  if (local_experts > 0) {
    c.matrices += 1 + 2.0 * (local_experts + model.moe.num_shared_experts);  // router, fc1/fc2
  } else {
    c.matrices += 2;  // fc1, fc2
  }
  c.vectors += bias_per_matrix * c.matrices;
  return c;
}

LayerCostModel::LayerCostModel(const ModelConfig& model, const HardwareProfile& hw,
                               const Plan& plan)
    : model_(model),
      hw_(hw),
      plan_(plan),
      compute_(hw, plan.precision, plan.cuda_graphs, plan.fp8_recipe, plan.cudnn_release),
      compute16_(hw, hw.gpu.peak_bf16_flops > 0 ? Precision::kBf16 : Precision::kFp16,
                 plan.cuda_graphs, Fp8Recipe::kDelayed, plan.cudnn_release),
      collectives_(hw),
      placement_(PlaceRanks(plan, hw.node.gpus_per_node)) {
  tokens_ =
      static_cast<double>(plan.micro_batch_size) * static_cast<double>(model.seq_len) / plan.cp;
  act_bytes_ = compute_.ActivationBytes();

  PassCost attn_recompute;
  BuildAttention(&dense_.forward, &dense_.backward, &attn_recompute);
  moe_ = dense_;  // same attention block
  BuildDenseFfn(&dense_.forward, &dense_.backward);
  BuildMoeFfn(&moe_);
  Finish(&dense_, attn_recompute);
  Finish(&moe_, attn_recompute);
  BuildEmbedding();
  BuildHead();
  for (LayerCost* c : {&dense_, &moe_, &embedding_, &head_}) SplitBackward(c);

  const ModelStats stats = ComputeModelStats(model);
  const double t = plan.tp;
  const double attention = model.AttentionParamsPerRank(plan.tp);
  dense_.dense_params = attention + stats.dense_ffn_params_per_layer / t +
                        2.0 * static_cast<double>(model.hidden);
  moe_.dense_params = attention +
                      model.moe.num_shared_experts * stats.expert_params_per_expert / t +
                      static_cast<double>(model.hidden) * (2.0 + model.moe.num_experts);
  moe_.expert_params = static_cast<double>(model.moe.num_experts) / plan.ep *
                       stats.expert_params_per_expert / plan.etp;
  embedding_.dense_params = static_cast<double>(model.vocab * model.hidden) / t;
  head_.dense_params = static_cast<double>(model.vocab * model.hidden) / t;
  dense_.param_tensors = ParamTensors(model, 0);
  moe_.param_tensors = ParamTensors(model, std::max(1, model.moe.num_experts / plan.ep));
  embedding_.param_tensors = {1, 0, static_cast<double>(model.hidden)};
  // The final norm, and the output weight unless tied to the embedding.
  head_.param_tensors = {model.tied_embeddings ? 0.0 : 1.0, model.activation == Activation::kGelu ? 2.0 : 1.0,
                         static_cast<double>(model.hidden)};
  for (LayerCost* c : {&dense_, &moe_, &embedding_, &head_}) {
    c->trainable_dense_params = c->dense_params;
    c->trainable_expert_params = c->expert_params;
  }
  if (model.lora.enabled()) {
    // Frozen base: only the adapters are trained (no embedding, norm or router).
    dense_.trainable_dense_params =
        (stats.lora_attention_params_per_layer + stats.lora_dense_ffn_params_per_layer) / t;
    moe_.trainable_dense_params = stats.lora_attention_params_per_layer / t +
                                  model.moe.num_shared_experts * stats.lora_params_per_expert / t;
    moe_.trainable_expert_params = static_cast<double>(model.moe.num_experts) / plan.ep *
                                   stats.lora_params_per_expert / plan.etp;
    embedding_.trainable_dense_params = head_.trainable_dense_params = 0;
  }
  // A stack that fills its fp32 gradient buffer by a pass of its own
  // (MemoryBehaviour::fp32_grad_accumulation_pass: DeepSpeed's
  // BF16_Optimizer, which the engine picks for bf16 only) reads each bf16
  // gradient, writes its fp32 cast, reads that and the buffer and writes the
  // buffer back: 2 + 4 + 4 + 4 + 4 = 18 bytes per trained parameter, a cast
  // and an add launched per tensor, at the end of every micro-batch's backward.
  const MemoryBehaviour& mb = plan.memory;
  if (mb.fp32_grad_accumulation && mb.fp32_grad_accumulation_pass &&
      plan.precision == Precision::kBf16) {
    for (LayerCost* c : {&dense_, &moe_, &embedding_, &head_}) {
      const double params = c->trainable_dense_params + c->trainable_expert_params;
      const double tensors = c->param_tensors.matrices + c->param_tensors.vectors;
      if (params > 0)
        MemoryKernels(&c->backward, "grad.fp32_accumulate", 18.0 * params, 0, 2.0 * tensors);
    }
  }
  // Fine-grained activation offloading (Plan::activation_offload_modules):
  // a layer's offloaded inputs cross the host link on a copy stream during
  // its forward and come back during the backward before it (Megatron-Core
  // reloads a layer's groups while the next layer's backward runs); the copy
  // hides behind that much compute, and what it takes beyond is exposed.
  if (plan.activation_offload_modules.Any() && hw.node.pcie_bandwidth_bytes_per_s > 0) {
    for (auto [c, moe_layer] : {std::pair{&dense_, false}, std::pair{&moe_, true}}) {
      const double copy_s = SavedLayerActivations(model, hw, plan, moe_layer)
                                .OffloadedBy(plan.activation_offload_modules) /
                            hw.node.pcie_bandwidth_bytes_per_s;
      for (PassCost* pass : {&c->forward, &c->backward}) {
        pass->Add("offload.activations", CostKind::kCompute,
                  std::max(0.0, copy_s - pass->Seconds()), Activity::kWait);
      }
    }
  }
  // The host issues a pass's ops while the GPU runs the ones before: where
  // issuing takes longer than running, the GPU waits for the host.
  for (LayerCost* c : {&dense_, &moe_, &embedding_, &head_}) {
    for (PassCost* pass : {&c->forward, &c->backward}) {
      const double starved = pass->HostSeconds() - pass->Seconds();
      pass->Add("host.launch_bound", CostKind::kCompute, starved, Activity::kWait);
    }
  }
}

double LayerCostModel::LinearGemmSeconds(bool low, double m, double n, double k,
                                         double batch) const {
  const bool quantized = plan_.precision == Precision::kFp8 || plan_.precision == Precision::kFp4;
  if (quantized && !low) return compute16_.GemmSeconds(m, n, k, batch);
  if (plan_.precision != Precision::kFp4) return compute_.GemmSeconds(m, n, k, batch);
  return Fp4LayerMean(compute_.GemmSeconds(m, n, k, batch), compute16_.GemmSeconds(m, n, k, batch),
                      plan_.fp4_bf16_layer_share);
}

void LayerCostModel::Linear(const std::string& name, double m, double n, double k, double batch,
                            PassCost* fwd, PassCost* bwd, Operand second, double gemm_share) const {
  // FP8 and NVFP4 training quantize the transformer blocks' projections
  // only: embeddings, the output head, attention's score and value GEMMs
  // stay in BF16 (NVFP4: arXiv:2509.25149 §4; FP8: Megatron-Core's output
  // layer is tensor_parallel.ColumnParallelLinear, outside Transformer
  // Engine's fp8_autocast, unless fp8_output_proj asks for MXFP8, gpt_model.py
  // and fp8_utils.is_mxfp8_output_proj_active; DeepSeek-V3 keeps its output
  // head and gating in BF16/FP32, arXiv:2412.19437 §3.3.1); the router is a
  // projection to a few dozen experts that Megatron-Core computes in 16 bit
  // or fp32 (torch.nn.functional.linear in router.py).
  const bool low = (plan_.precision == Precision::kFp4 || plan_.precision == Precision::kFp8) &&
                   second == Operand::kWeight && name != "head.logits" && name != "moe.router";
  const bool fp4 = low && plan_.precision == Precision::kFp4;
  // Host: a projection is one framework module call forward and one
  // backward (its casts included), a batched GEMM of activations one op; a
  // grouped GEMM launches one GEMM per group from C++ (Transformer Engine's
  // GroupedLinear loops over the experts' GEMMs).
  const double call = second == Operand::kWeight ? plan_.host_ops_per_module : 1.0;
  const double group_launches = batch > 1 && second == Operand::kWeight ? batch : 0.0;
  auto gemm_s = [&](double gm, double gn, double gk) {
    const double gemm = LinearGemmSeconds(low, gm, gn, gk, batch);
    if (gemm_share >= 1.0) return gemm;
    // The time a share below 1 adds is not the GEMMs' (the grouped GEMM
    // alone costs what its groups' GEMMs cost, data/measured/h200-2026-11-30)
    // but the layer's other kernels, measured in 16 bit: it does not shrink
    // when the GEMMs run in fp8 or fp4, so it is priced on the 16-bit GEMM.
    const double gemm16 = low ? LinearGemmSeconds(false, gm, gn, gk, batch) : gemm;
    return gemm + (1.0 / gemm_share - 1.0) * gemm16;
  };
  fwd->Add(name, CostKind::kCompute, gemm_s(m, n, k), Activity::kGemm,
           compute_.HostSeconds(call, group_launches));
  fwd->ops.back().out_cols = n;
  bwd->Add(name + kDgradSuffix, CostKind::kCompute, gemm_s(m, k, n), Activity::kGemm,
           compute_.HostSeconds(call, group_launches));
  bwd->ops.back().out_cols = k;
  const bool frozen = second == Operand::kWeight && model_.lora.enabled();
  if (!frozen) {
    bwd->Add(name + kWgradSuffix, CostKind::kCompute, gemm_s(k, n, m), Activity::kGemm,
             compute_.HostSeconds(0, group_launches));
  }
  if (frozen && model_.lora.Adapts(name)) {
    // x A (m x r) then (x A) B (m x n); backward: dgrad and wgrad of both.
    const double r = model_.lora.rank;
    const double adapter_s = compute_.GemmSeconds(m, r, k, batch) + compute_.GemmSeconds(m, n, r, batch);
    fwd->Add(name + ".lora", CostKind::kCompute, adapter_s, Activity::kGemm,
             compute_.HostSeconds(2));
    bwd->Add(name + ".lora", CostKind::kCompute, 2.0 * adapter_s, Activity::kGemm,
             compute_.HostSeconds(4));
  }
  if (low && plan_.precision == Precision::kFp8 && plan_.fp8_recipe == Fp8Recipe::kRowwise) {
    // torchao's rowwise recipe: every operand cast per GEMM, the backward
    // outputs rescaled (ComputeModel::RowwiseFp8Seconds).
    fwd->Add(name + ".cast", CostKind::kCompute, compute_.RowwiseFp8Seconds(m, n, k, batch, false),
             Activity::kMemory, compute_.HostSeconds(0, ComputeModel::kRowwiseForwardKernels));
    bwd->Add(name + ".cast", CostKind::kCompute, compute_.RowwiseFp8Seconds(m, n, k, batch, true),
             Activity::kMemory, compute_.HostSeconds(0, ComputeModel::kRowwiseBackwardKernels));
  } else if (low && plan_.precision == Precision::kFp8) {
    // Each GEMM input is cast to fp8 twice in one pass: row-wise for its own
    // GEMM and transposed for the weight-gradient GEMM (Hopper's fp8 tensor
    // cores take only the TN layout; Transformer Engine's Linear calls
    // fp8_cast_transpose_fused on the input in forward and on the output
    // gradient in backward): read 16 bit, write 8 + 8 bit. Current scaling
    // reads the input once more for its amax first (Transformer Engine's
    // Float8CurrentScalingQuantizer: nvte_compute_amax, then the scale, then
    // nvte_quantize); block scaling writes a 1-byte scale per 32 elements
    // beside each copy (ComputeModel::Fp8CastSeconds).
    // A grouped GEMM's input is quantized split by split, one split per
    // local expert (GroupedLinear's tex.split_quantize ->
    // multi_tensor_quantize_impl, Transformer Engine v2.5-v2.9: one fused
    // kernel for every split under delayed scaling only, "Quantize kernels
    // individually" otherwise): current scaling launches three kernels a
    // split (nvte_compute_amax[_with_config], nvte_compute_scale_from_amax,
    // nvte_quantize_v2: Float8CurrentScalingQuantizer::quantize), block
    // scaling one (MXFP8Quantizer::quantize); a Linear is one split.
    // A frozen weight (LoRA) has no weight-gradient GEMM, so neither cast
    // writes the transposed copy (Transformer Engine's Linear:
    // backward_needs_input = is_grad_enabled and weight.requires_grad sets
    // the input quantizer's column-wise usage).
    const double launches = Fp8QuantizeLaunches(plan_.fp8_recipe, batch);
    fwd->Add(
        name + ".cast", CostKind::kCompute,
        compute_.Fp8CastSeconds(m * k * batch, !frozen) + compute_.KernelLaunchSeconds(launches),
        Activity::kMemory, compute_.HostSeconds(0, launches));
    bwd->Add(
        name + ".cast", CostKind::kCompute,
        compute_.Fp8CastSeconds(m * n * batch, !frozen) + compute_.KernelLaunchSeconds(launches),
        Activity::kMemory, compute_.HostSeconds(0, launches));
  } else if (fp4) {
    // NVFP4 quantization (Transformer Engine's NVFP4BlockScaling; arXiv:
    // 2509.25149 §4): each 16-bit GEMM input's per-tensor amax is read, then
    // the input is read once and written twice as FP4 with per-16 E4M3
    // scales: row-wise for its fprop/dgrad GEMM and column-wise, through the
    // 16x16 Random Hadamard Transform, for the wgrad GEMM
    // (kFp4CastBytesPerElement). Forward quantizes the input x (m x k),
    // backward the output gradient (m x n), both its copies stochastically
    // rounded; at the profile's measured NVFP4 quantization bandwidth
    // (ComputeModel::Fp4CastSeconds). The BF16-kept layers cast nothing.
    const double share = 1.0 - plan_.fp4_bf16_layer_share;
    fwd->Add(name + ".cast", CostKind::kCompute, share * compute_.Fp4CastSeconds(m * k * batch),
             Activity::kMemory);
    bwd->Add(name + ".cast", CostKind::kCompute, share * compute_.Fp4CastSeconds(m * n * batch),
             Activity::kMemory);
  }
}

void LayerCostModel::TensorParallelComm(const std::string& name, double bytes, PassCost* fwd,
                                        PassCost* bwd, const TpGemmOps& gemms,
                                        double gather_bytes) const {
  if (plan_.tp <= 1) return;
  if (gather_bytes < 0) gather_bytes = bytes;
  double comm = plan_.sequence_parallel
                    ? collectives_.AllGatherSeconds(gather_bytes, placement_.tp) +
                          collectives_.ReduceScatterSeconds(bytes, placement_.tp)
                    : collectives_.AllReduceSeconds(bytes, placement_.tp);
  auto seconds = [](const PassCost& pass, const size_t (&range)[2]) {
    return SecondsBetween(pass, range[0], range[1]);
  };
  const double gemm_fwd_s = seconds(*fwd, gemms.gather_fwd) + seconds(*fwd, gemms.scatter_fwd);
  const double gemm_bwd_s = seconds(*bwd, gemms.gather_bwd) + seconds(*bwd, gemms.scatter_bwd);
  // Comm+GEMM overlap (Transformer Engine userbuffers, async TP) splits each
  // collective into tp chunks pipelined with the GEMM it feeds or drains:
  // all but the first chunk can hide, and no more than the GEMM lasts.
  // What hides runs beside a GEMM and slows it like any overlapped
  // collective (the profile's comm_compute_slowdown: NCCL/userbuffer kernels
  // take SMs and HBM bandwidth).
  auto exposed = [&](double gemm_s) {
    const double hideable = comm * (plan_.tp - 1) / plan_.tp;
    const double hidden = plan_.tp_comm_overlap * std::min(hideable, gemm_s);
    return comm - hidden + hidden * hw_.efficiency.comm_compute_slowdown;
  };
  fwd->Add(name, CostKind::kTp, exposed(gemm_fwd_s));
  bwd->Add(name, CostKind::kTp, exposed(gemm_bwd_s));
  if (plan_.tp_comm_overlap <= 0) return;
  // The overlapped GEMMs run in chunks of tokens / chunks rows each, at the
  // rate of that smaller output (ComputeModel::RowSplitSlowdown; the casts
  // and other kernels beside them are not cut). Transformer Engine as NeMo
  // configures it (TpOverlapMethod): ring exchange (tp chunks) for the
  // QKV/FC1 forward and the proj/FC2 dgrad, 4 pipelined chunks for the
  // proj/FC2 forward, bulk overlap (whole GEMMs) for the QKV/FC1 dgrad and
  // every wgrad; async TP cuts every forward GEMM and dgrad in tp chunks.
  const bool ub = plan_.tp_overlap_method == TpOverlapMethod::kUserbuffers;
  const double tp = plan_.tp;
  auto split = [&](const PassCost& pass, const size_t(&range)[2], double chunks, bool dgrad_only) {
    double s = 0;
    for (size_t i = range[0]; i < range[1]; ++i) {
      const Op& op = pass.ops[i];
      if (op.out_cols <= 0 || (dgrad_only && !IsDataGradient(op))) continue;
      s += op.seconds * compute_.RowSplitSlowdown(tokens_, op.out_cols, chunks);
    }
    return s;
  };
  const double fwd_extra = split(*fwd, gemms.gather_fwd, tp, false) +
                           split(*fwd, gemms.scatter_fwd, ub ? 4.0 : tp, false);
  const double bwd_extra = split(*bwd, gemms.scatter_bwd, tp, true) +
                           (ub ? 0.0 : split(*bwd, gemms.gather_bwd, tp, true));
  fwd->Add(name + ".split_gemm", CostKind::kCompute, plan_.tp_comm_overlap * fwd_extra);
  bwd->Add(name + ".split_gemm", CostKind::kCompute, plan_.tp_comm_overlap * bwd_extra);
}

void LayerCostModel::Memory(const std::string& name, double bytes_fwd, PassCost* fwd, PassCost* bwd,
                            double exps_fwd, double exps_bwd) const {
  // Eager frameworks run each elementwise op as several kernels, each a full
  // pass over the tensor: RMSNorm as pow, mean, rsqrt, two multiplies; rotary
  // through complex views; SiLU and the gate product apart (torchtitan's
  // models/llama/model.py without torch.compile): about 2.5x the bytes and 3
  // launches of one fused kernel.
  const double passes = plan_.fused_elementwise ? 1.0 : kEagerElementwisePasses;
  const double launches = plan_.fused_elementwise ? 1.0 : kEagerElementwiseLaunches;
  MemoryKernels(fwd, name, passes * bytes_fwd, exps_fwd, launches);
  MemoryKernels(bwd, name, passes * 2.0 * bytes_fwd, exps_bwd, launches);
}

void LayerCostModel::MemoryKernels(PassCost* pass, const std::string& name, double bytes,
                                   double exps, double kernels) const {
  pass->Add(name, CostKind::kCompute,
            compute_.ElementwiseSeconds(bytes, exps) + compute_.KernelLaunchSeconds(kernels),
            Activity::kMemory, compute_.HostSeconds(kernels));
}

void LayerCostModel::BuildAttention(PassCost* fwd, PassCost* bwd, PassCost* recompute) const {
  const double T = tokens_;
  const double t = plan_.tp;
  const double h = static_cast<double>(model_.hidden);
  const double heads = model_.num_heads;
  const double d_qk = static_cast<double>(model_.QkHeadDim());
  const double d_v = static_cast<double>(model_.VHeadDim());
  const double kv_heads = model_.KvHeads();
  const bool sp = plan_.sequence_parallel;
  const double T_sp = sp ? T / t : T;
  const double a = act_bytes_;
  const auto projections = model_.AttentionProjections();

  Memory("attn.norm", 2.0 * T_sp * h * a, fwd, bwd);
  // TP: all-gather the sequence-parallel input (or nothing), then
  // reduce-scatter (or all-reduce) the output; the same again in backward.
  // The input projections run on the gathered tokens, split by heads
  // (QKV, MLA's up projections). MLA's down projections are whole on every
  // TP rank; with sequence parallelism they run on the rank's own tokens and
  // the latents are gathered instead of the hidden state (Megatron-Core
  // multi_latent_attention.py: the column-parallel up projection gathers the
  // query latent, the KV latent is gathered explicitly; a query projected
  // straight from the hidden state gathers that).
  const size_t gemm_from_fwd = fwd->ops.size(), gemm_from_bwd = bwd->ops.size();
  double gather_width = h;
  if (model_.mla.enabled()) {
    gather_width = static_cast<double>(model_.mla.kv_lora_rank + model_.mla.qk_rope_head_dim) +
                   (model_.mla.q_lora_rank > 0 ? static_cast<double>(model_.mla.q_lora_rank) : h);
  }
  for (size_t i = 0; i + 1 < projections.size(); ++i) {
    const auto& p = projections[i];
    const bool whole = p.tp_split == AttentionProjection::TpSplit::kReplicated;
    Linear(p.name, whole ? T_sp : T, whole ? p.out : p.out / t, p.in, 1, fwd, bwd);
  }
  const size_t gemm_to_fwd = fwd->ops.size(), gemm_to_bwd = bwd->ops.size();
  if (model_.mla.enabled()) {
    // RMSNorm of each latent (whole on every TP rank), then the per-head K
    // assembled from its no-rope part and the shared rope part (a copy of
    // K through HBM, as Megatron-Core's MLA does before the fused kernel).
    const double latents = static_cast<double>(model_.mla.q_lora_rank + model_.mla.kv_lora_rank);
    Memory("attn.latent_norm", 2.0 * T * latents * a, fwd, bwd);
    Memory("attn.mla_k_concat", 2.0 * T * heads * d_qk / t * a, fwd, bwd);
  }
  if (model_.qk_norm) {
    // QK-norm: an RMSNorm over each head's query and key (Megatron-Core's
    // q_layernorm and k_layernorm, two kernels), read and written once each.
    Memory("attn.q_norm", 2.0 * T * heads * d_qk / t * a, fwd, bwd);
    Memory("attn.k_norm", 2.0 * T * kv_heads * d_qk / t * a, fwd, bwd);
  }
  // Rotary embedding on the rotary part of Q and K (all of it without MLA;
  // MLA's key rope part is one per token, shared by the heads). Learned
  // positions are added once to the input (BuildEmbedding); ALiBi's bias is
  // added to the scores inside the attention kernel (baddbmm's beta term
  // unfused, the kernel's slopes fused): no pass of its own.
  if (model_.position_embedding == PositionEmbedding::kRotary) {
    const double rope_q =
        model_.mla.enabled() ? heads * model_.mla.qk_rope_head_dim / t : heads * d_qk / t;
    const double rope_k = model_.mla.enabled() ? static_cast<double>(model_.mla.qk_rope_head_dim)
                                               : kv_heads * d_qk / t;
    Memory("attn.rotary", 2.0 * T * (rope_q + rope_k) * a, fwd, bwd);
  }

  // Core attention. Fused (flash) kernels skip the masked half: each query
  // attends to seq/2 keys on average, and CP's load-balanced split keeps that
  // average on every rank. Scores take the query/key width and the output
  // the value width (MLA: 192 and 128). Unfused attention computes the full
  // score matrix with two batched GEMMs and passes scores and probabilities
  // through HBM (scale + mask + softmax, dropout): Korthikanti et al.'s 5as/h term.
  //
  // A sliding window leaves each query fewer keys: the kernel skips the
  // tiles outside the band and runs like causal attention over a shorter
  // sequence (ModelConfig::WindowedCausalSpan), at that length's efficiency (a
  // 128-token window fills its diagonal tiles half, as a 256-token causal
  // sequence does). Windowed and full layers alternate within every stage:
  // each layer costs the model's mean.
  const double seq = static_cast<double>(model_.seq_len);
  PassCost core_fwd, core_bwd;
  if (UsesFusedAttention(hw_, plan_)) {
    const double windowed =
        static_cast<double>(model_.NumWindowedLayers()) / std::max(1, model_.num_layers);
    // Attention in fp8 (Plan::fp8_attention) runs at the profile's measured
    // speed-up of cuDNN's fp8 kernel over its 16-bit one at this head width,
    // windowed layers at the windowed measurement's.
    const bool fp8_attention = plan_.fp8_attention && plan_.Fp8AttentionAllowed();
    auto core = [&](double span, bool backward, bool windowed_layer) {
      // Under block scaling (MXFP8 on Blackwell) Transformer Engine's
      // attention is block-scaled too (its default DPA recipe follows the
      // training recipe's).
      const double speedup = fp8_attention ? hw_.efficiency.Fp8AttentionSpeedupAt(
                                                 d_qk, windowed_layer, backward,
                                                 plan_.precision == Precision::kFp8 &&
                                                     plan_.fp8_recipe == Fp8Recipe::kBlock)
                                           : 1.0;
      const double flops =
          (backward ? 2.5 : 1.0) * 2.0 * T * (span / 2.0) * heads * (d_qk + d_v) / t;
      return compute_.AttentionSeconds(flops / speedup, backward, plan_.attention, span / plan_.cp,
                                       d_qk);
    };
    auto mean = [&](bool backward) {
      return (1.0 - windowed) * core(seq, backward, false) +
             (windowed > 0 ? windowed * core(model_.WindowedCausalSpan(), backward, true) : 0.0);
    };
    core_fwd.Add("attn.core", CostKind::kCompute, mean(false), Activity::kAttention,
                 compute_.HostSeconds(plan_.host_ops_per_module));
    core_bwd.Add("attn.core", CostKind::kCompute, mean(true), Activity::kAttention,
                 compute_.HostSeconds(plan_.host_ops_per_module));
  } else {
    const double local_heads = plan_.micro_batch_size * heads / t;
    const double rows = seq / plan_.cp;  // queries on this rank
    const double score_bytes = local_heads * rows * seq * a;
    PassCost unused;
    Linear("attn.scores", rows, seq, d_qk, local_heads, &core_fwd, &core_bwd, Operand::kActivation);
    Linear("attn.values", rows, d_v, seq, local_heads, &core_fwd, &unused, Operand::kActivation);
    for (const auto& op : unused.ops) core_bwd.ops.push_back(op);
    // Softmax: one exp per score forward; backward reuses the probabilities.
    Memory("attn.softmax", 4.0 * score_bytes, &core_fwd, &core_bwd, score_bytes / a, 0);
    if (model_.position_embedding == PositionEmbedding::kAlibi) {
      // ALiBi unfused (BLOOM's Megatron-DeepSpeed, CoreAttention): the scores
      // GEMM is a baddbmm with beta 1 onto the bias, [b x heads, 1, keys]
      // broadcast over the queries, which PyTorch first copies into the full
      // score matrix (a write) and cuBLAS reads back as its C: two passes of
      // the scores, forward only (the bias is a buffer, no gradient).
      MemoryKernels(&core_fwd, "attn.alibi", 2.0 * score_bytes, 0, 1);
    }
  }
  for (const auto& op : core_fwd.ops) fwd->ops.push_back(op);
  for (const auto& op : core_bwd.ops) bwd->ops.push_back(op);
  if (plan_.recompute == Recompute::kSelective && !UsesFusedAttention(hw_, plan_)) {
    // Selective recompute (Korthikanti et al.) re-runs the core attention.
    recompute->Append(core_fwd, CostKind::kRecompute);
  }
  if (plan_.cp > 1) {
    // Ring attention: cp-1 steps each passing this rank's K and V chunk;
    // overlapped with the core attention, exposed where longer.
    double kv_bytes = T * kv_heads * (d_qk + d_v) / t * a;
    double step = collectives_.SendRecvSeconds(kv_bytes, placement_.cp.Nodes() == 1);
    double ring = (plan_.cp - 1) * step;
    fwd->Add("attn.cp_ring", CostKind::kCp, std::max(0.0, ring - core_fwd.Seconds()));
    bwd->Add("attn.cp_ring", CostKind::kCp, std::max(0.0, 2.0 * ring - core_bwd.Seconds()));
  }
  const size_t proj_from_fwd = fwd->ops.size(), proj_from_bwd = bwd->ops.size();
  const auto& out = projections.back();  // row-parallel: its input is split by heads
  Linear(out.name, T, out.out, out.in / t, 1, fwd, bwd);
  TensorParallelComm("attn.tp_comm", T * h * a, fwd, bwd,
                     {{gemm_from_fwd, gemm_to_fwd},
                      {gemm_from_bwd, gemm_to_bwd},
                      {proj_from_fwd, fwd->ops.size()},
                      {proj_from_bwd, bwd->ops.size()}},
                     T * gather_width * a);
  Memory("attn.residual", 3.0 * T_sp * h * a, fwd, bwd);
}

void LayerCostModel::BuildDenseFfn(PassCost* fwd, PassCost* bwd) const {
  const double T = tokens_;
  const double t = plan_.tp;
  const double h = static_cast<double>(model_.hidden);
  const double f = static_cast<double>(model_.ffn_hidden);
  const bool swiglu = model_.activation == Activation::kSwiglu;
  const double T_sp = plan_.sequence_parallel ? T / t : T;
  const double a = act_bytes_;
  Memory("mlp.norm", 2.0 * T_sp * h * a, fwd, bwd);
  const size_t fc1_fwd = fwd->ops.size(), fc1_bwd = bwd->ops.size();
  Linear("mlp.fc1", T, (swiglu ? 2.0 : 1.0) * f / t, h, 1, fwd, bwd);
  const size_t fc1_end_fwd = fwd->ops.size(), fc1_end_bwd = bwd->ops.size();
  // GELU (tanh) or SiLU (sigmoid): one exp per element each pass.
  Memory("mlp.act", (swiglu ? 3.0 : 2.0) * T * f / t * a, fwd, bwd, T * f / t, T * f / t);
  const size_t fc2_fwd = fwd->ops.size(), fc2_bwd = bwd->ops.size();
  Linear("mlp.fc2", T, h, f / t, 1, fwd, bwd);
  TensorParallelComm("mlp.tp_comm", T * h * a, fwd, bwd,
                     {{fc1_fwd, fc1_end_fwd},
                      {fc1_bwd, fc1_end_bwd},
                      {fc2_fwd, fwd->ops.size()},
                      {fc2_bwd, bwd->ops.size()}});
  Memory("mlp.residual", 3.0 * T_sp * h * a, fwd, bwd);
}

void LayerCostModel::BuildMoeFfn(LayerCost* layer) const {
  PassCost* fwd = &layer->forward;
  PassCost* bwd = &layer->backward;
  const auto& moe = model_.moe;
  const double t = plan_.tp;
  const double h = static_cast<double>(model_.hidden);
  const double fe = static_cast<double>(moe.expert_ffn_hidden);
  const bool swiglu = model_.activation == Activation::kSwiglu;
  const double a = act_bytes_;
  const double T_m = tokens_ / t;  // MoE tokens per rank: sequence-split over TP
  const double k = moe.top_k;
  // Padded capacity (GShard/Switch): every expert computes capacity tokens.
  // Dropless: the busiest expert-parallel rank sets the pace.
  const double load = model_.ExpertLoad(plan_.ep);
  const double local_experts = static_cast<double>(moe.num_experts) / plan_.ep;
  // Each expert is split over etp ranks by width, and each of those ranks
  // computes every token routed to it: the etp group gathers its tokens.
  const double tokens_per_expert = T_m * k * plan_.ep * plan_.etp / moe.num_experts * load;
  MoeAllToAllSeconds a2a;  // set when the all-to-alls overlap another micro-batch

  Memory("moe.norm", 2.0 * T_m * h * a, fwd, bwd);
  Linear("moe.router", T_m, moe.num_experts, h, 1, fwd, bwd);
  Memory("moe.topk", 3.0 * T_m * moe.num_experts * 4.0, fwd, bwd, T_m * moe.num_experts, 0);
  // The router's and the permutation's other small kernels (probabilities,
  // routing map, load-balancing loss; token counts, split sizes, sort
  // indices), as many as the stack's code issues: each a launch, forward and
  // again backward. Their bytes are a few per token and expert.
  const double small_kernels = plan_.moe_router_kernels + plan_.moe_permute_kernels;
  MemoryKernels(fwd, "moe.small_kernels", 0, 0, small_kernels);
  MemoryKernels(bwd, "moe.small_kernels", 0, 0, small_kernels);
  // Permutation: gather each token copy into expert order (read + write);
  // with a capacity factor every expert's padded slots are written too. The
  // per-routed-copy kernels (permutation, the experts' activation,
  // unpermutation) gather and scatter rows by index: they reach the stack's
  // share of streaming bandwidth (Plan::moe_token_bandwidth_share), priced
  // as that many times their bytes at the profile's bandwidth.
  const double token_traffic = 1.0 / plan_.moe_token_bandwidth_share;
  if (plan_.moe_einsum_dispatch) {
    EinsumDispatch(fwd, bwd);
  } else {
    Memory("moe.permute", 2.0 * T_m * k * load * h * a * token_traffic, fwd, bwd);
  }
  if (!PaddedToCapacity(moe) && plan_.moe_host_syncs > 0 && (plan_.ep > 1 || local_experts > 1)) {
    // The CPU waits for the token counts (a device-to-host copy) before it
    // can size the all-to-all: the GPU's queue drains, and the next kernel
    // starts one launch after the copy lands. Forward only: backward reuses
    // the splits.
    fwd->Add("moe.host_sync", CostKind::kCompute,
             compute_.KernelLaunchSeconds(2.0 * plan_.moe_host_syncs), Activity::kMemory,
             compute_.HostSeconds(plan_.moe_host_syncs));
  }
  if (plan_.ep > 1) {
    // A stack that quantises before dispatching sends fp8 under fp8 training
    // (Plan::moe_fp8_dispatch); the combine stays 16 bit.
    const bool fp8_dispatch = plan_.moe_fp8_dispatch && plan_.precision == Precision::kFp8;
    double dispatch_bytes = T_m * k * load * h * (fp8_dispatch ? 1.0 : a);
    double combine_bytes = T_m * k * load * h * a;
    double dispatch = DispatchSeconds(dispatch_bytes, false);
    double combine = DispatchSeconds(combine_bytes, true);
    if (plan_.overlap_moe_comm) {
      // Hidden behind another micro-batch's compute; what stays exposed is
      // added below.
      a2a = {dispatch, combine, combine, combine};
    } else {
      fwd->Add("moe.dispatch", CostKind::kEp, dispatch);
      fwd->Add("moe.combine", CostKind::kEp, combine);
      bwd->Add("moe.dispatch", CostKind::kEp, combine);
      bwd->Add("moe.combine", CostKind::kEp, combine);
    }
  }
  const double etp = plan_.etp;
  if (!plan_.grouped_gemm && local_experts > 1) {
    // One GEMM per local expert: 3 forward and 6 backward launches each
    // instead of one grouped kernel per matmul.
    // Each expert a module call of its own (fc1 and fc2), forward and backward.
    const double calls = 2.0 * (local_experts - 1) * plan_.host_ops_per_module;
    fwd->Add("moe.expert_launches", CostKind::kCompute,
             compute_.KernelLaunchSeconds(2.0 * (local_experts - 1)), Activity::kGemm,
             compute_.HostSeconds(calls));
    bwd->Add("moe.expert_launches", CostKind::kCompute,
             compute_.KernelLaunchSeconds(4.0 * (local_experts - 1)), Activity::kGemm,
             compute_.HostSeconds(calls));
  }
  // The stack's share was measured on its grouped-GEMM path over many local
  // experts (32-256); one GEMM per local expert runs the stack's ordinary
  // Linear (a plain cuBLAS GEMM) at the GEMM law, as its dense layers do, and
  // so does a grouped path with one local expert (one group: one GEMM), or
  // with as few as the profile measured at the law (a few large groups,
  // HardwareProfile::efficiency.grouped_gemm_dense_groups).
  const double gemm_share =
      plan_.grouped_gemm && local_experts > hw_.efficiency.grouped_gemm_dense_groups
          ? plan_.moe_expert_gemm_share
          : 1.0;
  Linear("moe.expert_fc1", tokens_per_expert, (swiglu ? 2.0 : 1.0) * fe / etp, h, local_experts,
         fwd, bwd, Operand::kWeight, gemm_share);
  const double expert_act = tokens_per_expert * local_experts * fe / etp;
  Memory("moe.expert_act", (swiglu ? 3.0 : 2.0) * expert_act * a * token_traffic, fwd, bwd,
         expert_act, expert_act);
  Linear("moe.expert_fc2", tokens_per_expert, h, fe / etp, local_experts, fwd, bwd,
         Operand::kWeight, gemm_share);
  if (moe.expert_biases && plan_.moe_expert_bias_loop) {
    // Megatron-Core's TEGroupedMLP._apply_bias: per local expert, its bias
    // times the routing probabilities (fp32: the probabilities are fp32) and
    // that added to its rows of the fc2 output, then one concatenation and a
    // cast back to 16 bit. Forward per output element: the product written
    // (4 bytes), the output read and the product read, the sum written
    // (2 + 4 + 4), the concatenation (4 + 4), the cast (4 + 2): 28 bytes.
    // Backward: the casts of the gradient (4 + 2, twice), its product with the
    // probabilities for the bias gradient (4 + 4, then reduced: 4) and with the
    // bias for the probabilities' (4): about 30 bytes. Kernels: two per expert
    // forward plus the concatenation and the cast, about five per expert
    // backward; the forward loop is Python, an eager op each.
    const double elements = tokens_per_expert * local_experts * h;
    MemoryKernels(fwd, "moe.expert_bias", 28.0 * elements, 0, 2.0 * local_experts + 2.0);
    MemoryKernels(bwd, "moe.expert_bias", 30.0 * elements, 0, 5.0 * local_experts);
  }
  if (plan_.etp > 1) {
    double bytes = tokens_per_expert * local_experts * h * a;
    double comm =
        collectives_.AllReduceSeconds(bytes, PlaceGroup(plan_.etp, 1, hw_.node.gpus_per_node));
    fwd->Add("moe.etp_comm", CostKind::kTp, comm);
    bwd->Add("moe.etp_comm", CostKind::kTp, comm);
  }
  if (moe.num_shared_experts > 0) {
    double fs = fe * moe.num_shared_experts;
    Linear("moe.shared_fc1", tokens_, (swiglu ? 2.0 : 1.0) * fs / t, h, 1, fwd, bwd);
    Memory("moe.shared_act", (swiglu ? 3.0 : 2.0) * tokens_ * fs / t * a, fwd, bwd,
           tokens_ * fs / t, tokens_ * fs / t);
    Linear("moe.shared_fc2", tokens_, h, fs / t, 1, fwd, bwd);
  }
  if (!plan_.moe_einsum_dispatch) {
    Memory("moe.unpermute", 3.0 * T_m * k * load * h * a * token_traffic, fwd, bwd);
  }
  Memory("moe.residual", 3.0 * T_m * h * a, fwd, bwd);
  const double moe_comm_fwd = a2a.dispatch_fwd_s + a2a.combine_fwd_s;
  const double moe_comm_bwd = a2a.dispatch_bwd_s + a2a.combine_bwd_s;
  if (moe_comm_fwd > 0) {
    // DualPipe pairs whole chunks of two micro-batches (arXiv:2412.19437
    // §3.2.1): a pass's all-to-alls hide behind its partner's compute as a
    // whole. Megatron-Core's 1F1B overlap pairs them submodule by submodule.
    const MoeExposedSeconds paired =
        plan_.RunsDualPipe()
            ? MoeExposedSeconds{std::max(0.0, moe_comm_fwd - fwd->Seconds(CostKind::kCompute)),
                                std::max(0.0, moe_comm_bwd - bwd->Seconds(CostKind::kCompute))}
            : PairedAllToAllExposed(*fwd, *bwd, a2a);
    double exposed_fwd = paired.forward_s;
    double exposed_bwd = paired.backward_s;
    // What hides runs beside compute and slows it, as every overlapped
    // collective does (the profile's comm_compute_slowdown; TP overlap above).
    const double slowdown = hw_.efficiency.comm_compute_slowdown;
    exposed_fwd += slowdown * (moe_comm_fwd - exposed_fwd);
    exposed_bwd += slowdown * (moe_comm_bwd - exposed_bwd);
    fwd->Add("moe.a2a_exposed", CostKind::kEp, exposed_fwd);
    bwd->Add("moe.a2a_exposed", CostKind::kEp, exposed_bwd);
    if (plan_.moe_overlap_unpaired_exposed) {
      // A pass the schedule runs beside no other micro-batch's pass hides
      // nothing (the step builder adds this to its warmup forwards and
      // cooldown backwards).
      layer->unpaired_ep_forward_s = moe_comm_fwd - exposed_fwd;
      layer->unpaired_ep_backward_s = moe_comm_bwd - exposed_bwd;
    }
  }
}

void LayerCostModel::EinsumDispatch(PassCost* fwd, PassCost* bwd) const {
  // GShard's dispatch and combine as DeepSpeed-MoE runs them
  // (deepspeed/moe/sharded_moe.py, v0.5.0 to 2025; Plan::moe_einsum_dispatch).
  // The gate builds combine_weights[s, e, c] (fp32: einsum("se,sc->sec",
  // gates, one_hot(locations))) and dispatch_mask = combine_weights.bool();
  // the layer casts both to the activations' type and runs
  //   dispatched = einsum("sec,sm->ecm", mask, x)    [e*c x h] = [e*c x s] [s x h]
  //   combined   = einsum("sec,ecm->sm", weights, y) [s x h] = [s x e*c] [e*c x h]
  // on every token of the micro-batch this rank holds (the whole sequence on
  // each TP rank: DeepSpeed drops the TP duplicates after the dispatch).
  // e*c = slots = tokens x top_k x capacity factor (DeepSpeed's top-2 gate
  // doubles the capacity), so each GEMM is 2 s x slots x h FLOPs.
  // Backward: the input's gradient through the mask (the mask has none), and
  // the combine's two, to the experts' output and to the weights.
  const auto& moe = model_.moe;
  const double h = static_cast<double>(model_.hidden);
  const double s = plan_.sequence_parallel ? tokens_ / plan_.tp : tokens_;
  const double slots = s * moe.top_k * model_.ExpertLoad(plan_.ep);
  const double host = compute_.HostSeconds(1);
  fwd->Add("moe.dispatch_einsum", CostKind::kCompute, compute_.GemmSeconds(slots, h, s),
           Activity::kGemm, host);
  fwd->Add("moe.combine_einsum", CostKind::kCompute, compute_.GemmSeconds(s, h, slots),
           Activity::kGemm, host);
  bwd->Add("moe.dispatch_einsum" + std::string(kDgradSuffix), CostKind::kCompute,
           compute_.GemmSeconds(s, h, slots), Activity::kGemm, host);
  bwd->Add("moe.combine_einsum" + std::string(kDgradSuffix), CostKind::kCompute,
           compute_.GemmSeconds(slots, h, s) + compute_.GemmSeconds(s, slots, h), Activity::kGemm,
           compute_.HostSeconds(2));
  // The [s, e, c] tensors, s x slots elements each, bytes per element: top-1
  // writes the fp32 weights (4), reads them for the bool mask (4 + 1), casts
  // the mask (1 + 2) and the weights (4 + 2) to 16 bit: 18; a top-2 gate
  // builds two weight tensors and adds them (4 + 4 + 12) first: 34, 16 more
  // per further route. Backward casts the weights' 16-bit gradient to fp32
  // (2 + 4) and reduces it per route to the gates (4 each): 10, 14, ...
  const double elements = s * slots;
  const double routes = std::max(0.0, moe.top_k - 1.0);
  MemoryKernels(fwd, "moe.einsum_masks", (18.0 + 16.0 * routes) * elements, 0, 4.0 + 3.0 * routes);
  MemoryKernels(bwd, "moe.einsum_masks", (10.0 + 4.0 * routes) * elements, 0, 2.0 + routes);
}

MoeExposedSeconds PairedAllToAllExposed(const PassCost& forward, const PassCost& backward,
                                        const MoeAllToAllSeconds& a2a) {
  double pre_fwd = 0, mlp_fwd = 0, pre_bwd = 0, mlp_bwd = 0, mlp_bwd_dw = 0;
  for (const Op& op : forward.ops) {
    if (op.kind != CostKind::kCompute) continue;
    (op.name.starts_with("moe.expert_") ? mlp_fwd : pre_fwd) += op.seconds;
  }
  for (const Op& op : backward.ops) {
    if (op.kind != CostKind::kCompute) continue;
    if (!op.name.starts_with("moe.expert_")) {
      pre_bwd += op.seconds;
    } else if (IsWeightGradient(op)) {
      mlp_bwd_dw += op.seconds;
    } else {
      mlp_bwd += op.seconds;
    }
  }
  // Middle window: the compute stream runs mlp_bwd, its dw, then mlp_fwd once
  // dispatch_fwd has landed; the comm stream dispatch_fwd, then dispatch_bwd
  // once mlp_bwd has made its input.
  const double comp_end = std::max(mlp_bwd + mlp_bwd_dw, a2a.dispatch_fwd_s) + mlp_fwd;
  const double comm_end = std::max(a2a.dispatch_fwd_s, mlp_bwd) + a2a.dispatch_bwd_s;
  const double middle = std::max(comp_end, comm_end) - (mlp_bwd + mlp_bwd_dw + mlp_fwd);
  const double dispatches = a2a.dispatch_fwd_s + a2a.dispatch_bwd_s;
  const double middle_fwd = dispatches > 0 ? middle * a2a.dispatch_fwd_s / dispatches : 0.0;
  return {std::max(0.0, a2a.combine_fwd_s - pre_bwd) + middle_fwd,
          std::max(0.0, a2a.combine_bwd_s - pre_fwd) + (middle - middle_fwd)};
}

double LayerCostModel::DispatchSeconds(double bytes, bool combine) const {
  const Group& ep = placement_.ep;
  switch (plan_.moe_dispatcher) {
    case MoeDispatcher::kAllGather:
      // Every rank gathers every token of the expert group and keeps its
      // own; the combine reduce-scatters them back (Megatron-Core allgather).
      return combine ? collectives_.ReduceScatterSeconds(bytes * ep.ranks, ep)
                     : collectives_.AllGatherSeconds(bytes * ep.ranks, ep);
    case MoeDispatcher::kDeepEp:
      return DeepEpSeconds(bytes);
    case MoeDispatcher::kHybridEp:
      return DeepEpSeconds(bytes, true);
    case MoeDispatcher::kAllToAll:
      break;
  }
  double seconds = collectives_.AllToAllSeconds(bytes, ep, plan_.hierarchical_all_to_all);
  if (!combine && !PaddedToCapacity(model_.moe)) {
    // An all-to-all-v needs its split sizes first: every rank gathers the
    // token count of each expert from the expert group (8 bytes each), a
    // latency-bound collective before each dispatch (none when padded to
    // capacity: the splits are fixed).
    seconds += collectives_.AllGatherSeconds(8.0 * model_.moe.num_experts * ep.ranks, ep);
  }
  return seconds;
}

namespace {

// The chance that `draws` distinct picks from `pool` equal items all miss a
// given `held` of them: C(pool - held, draws) / C(pool, draws).
double AllMiss(double pool, double held, double draws) {
  double none = 1.0;
  for (int i = 0; i < static_cast<int>(draws); ++i) {
    none *= std::max(0.0, pool - held - i) / std::max(1.0, pool - i);
  }
  return none;
}

// Expected number of `units` (GPUs or nodes of the expert group, each holding
// an equal contiguous share of the `experts`) that a token's k distinct
// experts reach, drawn uniformly from the experts, or under group-limited
// routing from `limit` of `groups` equal contiguous expert groups (0: no
// limit).
double UnitsReached(double units, double k, double experts, double groups, double limit) {
  if (units <= 1) return units;
  // A unit is missed when all k fall among the others' experts.
  if (groups <= 0 || limit >= groups) return units * (1.0 - AllMiss(experts, experts / units, k));
  const double chosen = std::min(limit, k);  // groups that get an expert
  if (groups >= units) {
    // Each unit holds groups / units whole groups: it is reached when one of
    // them is among the chosen, 1 - C(G - g, M) / C(G, M).
    return units * (1.0 - AllMiss(groups, groups / units, chosen));
  }
  // Each group spans units / groups units: the k experts fall on the chosen
  // groups' units.
  const double pool = chosen * units / groups;
  return pool * (1.0 - std::pow(1.0 - 1.0 / pool, k));
}

}  // namespace

double LayerCostModel::DeepEpSeconds(double bytes, bool hybrid) const {
  // DeepEP's normal kernels send a token once to each GPU that holds one of
  // its experts (NVLink), and once to each other node that does (RDMA, to
  // the same-rail GPU, which forwards it over NVLink unless it is the
  // target); `bytes` counts every routed copy. With k distinct experts drawn
  // uniformly from E, a given GPU of n receives a token with probability
  // 1 - C(E - E/n, k) / C(E, k), a given node of N likewise; group-limited
  // routing (DeepSeek-V3's node-limited routing) gathers a token's experts on
  // fewer of them (UnitsReached).
  const Group& ep = placement_.ep;
  const double n = ep.ranks, local = ep.ranks_per_node, nodes = ep.Nodes();
  const double k = model_.moe.top_k;
  const double per_token = bytes / k;
  const double groups = model_.moe.routing_groups, limit = model_.moe.routing_group_limit;
  const double experts = model_.moe.num_experts;
  const double to_gpu = UnitsReached(n, k, experts, groups, limit) / n;
  const double to_node = nodes > 1 ? UnitsReached(nodes, k, experts, groups, limit) / nodes : 0.0;
  const double nvlink_bytes =
      per_token * ((local - 1) * to_gpu + (n - local) * to_gpu * (local - 1) / local);
  const double rdma_bytes = per_token * (nodes - 1) * to_node;
  // Achieved shares of the line rates: the profile's, from DeepEP's own
  // H800 measurements (data/microbenchmarks.jsonl M0119-M0126) and its
  // Blackwell ones (M0796-M0807); HybridEP's where the profile has them.
  const auto& e = hw_.efficiency;
  const double nvlink_share =
      hybrid && e.moe_hybridep_nvlink > 0 ? e.moe_hybridep_nvlink : e.moe_dispatch_nvlink;
  const double rdma_share =
      hybrid && e.moe_hybridep_rdma > 0 ? e.moe_hybridep_rdma : e.moe_dispatch_rdma;
  const double nvlink = nvlink_share * hw_.node.nvlink_bandwidth_bytes_per_s;
  const double nic = rdma_share * hw_.network.nics_per_node *
                     hw_.network.nic_bandwidth_bytes_per_s / std::max(1, hw_.node.gpus_per_node) /
                     hw_.network.oversubscription;
  const double t_nvlink = nvlink > 0 ? nvlink_bytes / nvlink : 0.0;
  const double t_rdma = rdma_bytes > 0 && nic > 0 ? rdma_bytes / nic : 0.0;
  return e.moe_dispatch_latency_s + std::max(t_nvlink, t_rdma);
}

RecomputeModules SelectivelyRecomputed(const Plan& plan) {
  RecomputeModules rm;
  rm.core_attn = false;
  if (plan.recompute == Recompute::kSelective) rm = plan.recompute_modules;
  rm.moe_act = rm.moe_act || plan.memory.recompute_moe_act;
  return rm;
}

namespace {
// Whether Megatron-Core's selective recompute of `rm` re-runs the forward op
// `name` (megatron/core/transformer: the input and pre-MLP norms for
// "layernorm"; the MLP or MoE module between its norm and its residual add,
// communication included, for "mlp" and "moe"; the experts' activation for
// "moe_act"; MLA's up projections, the K assembly and the rotary embedding
// for "mla_up_proj").
bool RecomputedBy(const std::string& name, const RecomputeModules& rm, bool mla) {
  auto starts = [&](const char* prefix) { return name.rfind(prefix, 0) == 0; };
  const bool norm = name == "attn.norm" || name == "mlp.norm" || name == "moe.norm";
  const bool edge = norm || name == "mlp.residual" || name == "moe.residual";
  if (rm.layernorm && norm) return true;
  if (rm.mlp && starts("mlp.") && !edge) return true;
  if (rm.moe && starts("moe.") && !edge) return true;
  if (rm.moe_act && starts("moe.expert_act")) return true;
  if (rm.shared_experts && starts("moe.shared_")) return true;
  if (rm.mla_up_proj && mla &&
      (starts("attn.q_up") || starts("attn.kv_up") || starts("attn.latent_norm") ||
       starts("attn.mla_k_concat") || starts("attn.rotary"))) {
    return true;
  }
  return false;
}
}  // namespace

void LayerCostModel::Finish(LayerCost* layer, const PassCost& selective) const {
  if (plan_.recompute == Recompute::kFull) {
    // A share of the layers re-runs its forward: the expected cost per layer.
    PassCost again;
    again.Append(layer->forward, CostKind::kRecompute);
    for (auto& op : again.ops) {
      op.seconds *= plan_.recompute_fraction;
      op.host_s *= plan_.recompute_fraction;
    }
    PassCost bwd = again;
    for (const auto& op : layer->backward.ops) bwd.ops.push_back(op);
    layer->backward = bwd;
  } else if (const RecomputeModules rm = SelectivelyRecomputed(plan_); !rm.Names().empty()) {
    PassCost bwd = rm.core_attn ? selective : PassCost{};
    PassCost again;
    for (const auto& op : layer->forward.ops) {
      if (RecomputedBy(op.name, rm, model_.mla.enabled())) again.ops.push_back(op);
    }
    bwd.Append(again, CostKind::kRecompute);
    for (const auto& op : layer->backward.ops) bwd.ops.push_back(op);
    layer->backward = bwd;
  }
}

void LayerCostModel::SplitBackward(LayerCost* layer) {
  layer->backward_input.ops.clear();
  layer->backward_weight.ops.clear();
  for (const Op& op : layer->backward.ops) {
    (IsWeightGradient(op) ? layer->backward_weight : layer->backward_input).ops.push_back(op);
  }
}

void LayerCostModel::BuildEmbedding() {
  const double h = static_cast<double>(model_.hidden);
  embedding_.forward.Add("embedding.lookup", CostKind::kCompute,
                         compute_.MemorySeconds(2.0 * tokens_ * h * act_bytes_), Activity::kMemory);
  embedding_.backward.Add("embedding.grad", CostKind::kCompute,
                          compute_.MemorySeconds(3.0 * tokens_ * h * 4.0), Activity::kMemory);
  if (model_.position_embedding == PositionEmbedding::kLearned) {
    // The position embedding added to the token embedding (read both, write
    // the sum); backward, its gradient summed over the batch into fp32.
    embedding_.forward.Add("embedding.position", CostKind::kCompute,
                           compute_.MemorySeconds(3.0 * tokens_ * h * act_bytes_),
                           Activity::kMemory);
    embedding_.backward.Add("embedding.position_grad", CostKind::kCompute,
                            compute_.MemorySeconds(tokens_ * h * (act_bytes_ + 4.0)),
                            Activity::kMemory);
  }
  if (plan_.tp > 1) {
    double comm = collectives_.AllReduceSeconds(tokens_ * h * act_bytes_, placement_.tp);
    embedding_.forward.Add("embedding.tp_comm", CostKind::kTp, comm);
  }
}

void LayerCostModel::BuildHead() {
  const double h = static_cast<double>(model_.hidden);
  const double v = static_cast<double>(model_.vocab) / plan_.tp;
  Memory("head.norm", 2.0 * tokens_ * h * act_bytes_, &head_.forward, &head_.backward);
  Linear("head.logits", tokens_, v, h, 1, &head_.forward, &head_.backward);
  if (plan_.fused_cross_entropy) {
    // One fused kernel each way over the 16-bit logits (Plan::fused_cross_entropy).
    const double bytes = 2.0 * tokens_ * v * act_bytes_;
    MemoryKernels(&head_.forward, "head.cross_entropy", bytes, tokens_ * v, 1);
    MemoryKernels(&head_.backward, "head.cross_entropy", bytes, tokens_ * v, 1);
  } else {
    // Cross-entropy over fp32 logits: softmax, loss, and its gradient.
    Memory("head.cross_entropy", 3.0 * tokens_ * v * 4.0, &head_.forward, &head_.backward,
           tokens_ * v, 0);
  }
  if (plan_.tp > 1 && plan_.sequence_parallel) {
    double comm = collectives_.AllGatherSeconds(tokens_ * h * act_bytes_, placement_.tp);
    head_.forward.Add("head.tp_comm", CostKind::kTp, comm);
    head_.backward.Add("head.tp_comm", CostKind::kTp, comm);
  }
}

}  // namespace shoal::sim
