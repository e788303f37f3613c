#include "executor/plan_support.h"

namespace shoal::executor {

std::vector<std::string> UnsupportedPlanFeatures(const Plan& p, const ModelConfig& m,
                                                 int world_size, Backend backend) {
  std::vector<std::string> why;
  auto no = [&](const std::string& s) { why.push_back(s); };
  if (world_size != p.NumGpus()) {
    no("the plan needs dp x tp x pp x cp = " + std::to_string(p.NumGpus()) +
       " ranks but the MPI world has " + std::to_string(world_size) + " (use mpirun -np " +
       std::to_string(p.NumGpus()) + ")");
  }
  if (p.cp > 1) no("cp > 1: context parallelism is not implemented");
  if (p.etp > 1)
    no("etp > 1: expert tensor parallelism is not implemented (each expert is whole on its rank)");
  if (p.schedule == PipelineSchedule::kInterleaved || p.virtual_stages > 1 ||
      p.schedule == PipelineSchedule::kDualPipe) {
    no(std::string("schedule \"") + ScheduleName(p.schedule) +
       "\": only \"1f1b\" and \"gpipe\" are implemented");
  }
  if (p.zero_stage > 1)
    no("zero_stage " + std::to_string(p.zero_stage) + ": only ZeRO-0 and ZeRO-1 are implemented");
  if (p.offload_optimizer) no("offload_optimizer: optimizer offload is not implemented");
  if (p.activation_offload_modules.Any()) {
    no("activation_offload_modules: fine-grained activation offloading is not implemented "
       "(leave it out)");
  }
  if (p.activation_offload_layers > 0) {
    no("activation_offload_layers: activation CPU offloading is not implemented (set it 0)");
  }
  if (p.recompute != Recompute::kNone)
    no("recompute: activation recomputation is not implemented (use \"none\")");
  if (p.sequence_parallel)
    no("sequence_parallel: not implemented (set \"sequence_parallel\": false)");
  if (p.hierarchical_all_to_all) no("hierarchical_all_to_all: not implemented");
  if (p.overlap_moe_comm) {
    no("overlap_moe_comm: all-to-alls are not overlapped with expert compute (set it false)");
  }
  if (p.attention != AttentionKernel::kUnfused) {
    no(std::string("attention \"") + AttentionKernelName(p.attention) +
       "\": the executor's attention is unfused (it materializes the scores; set \"attention\": "
       "\"unfused\")");
  }
  if (p.overlap_grad_comm) {
    no("overlap_grad_comm: gradients are reduced after the backward pass, not overlapped "
       "(set \"overlap_grad_comm\": false)");
  }
  if (p.half_precision_grad_comm)
    no("half_precision_grad_comm: gradients are reduced in full precision (set it false)");
  if (backend == Backend::kCpu && p.precision != Precision::kFp64) {
    no(std::string("precision \"") + PrecisionName(p.precision) +
       "\": the CPU backend computes in fp64 (use \"fp64\")");
  }
  if (backend == Backend::kCuda && p.precision != Precision::kBf16) {
    no(std::string("precision \"") + PrecisionName(p.precision) +
       "\": the CUDA backend does bf16 GEMMs only (use \"bf16\")");
  }
  if (static_cast<int64_t>(p.dp) * p.tp % p.ep != 0) {
    no("ep " + std::to_string(p.ep) +
       " must divide dp x tp = " + std::to_string(static_cast<int64_t>(p.dp) * p.tp) +
       " (the expert-parallel groups tile each stage's ranks, as in Megatron-Core)");
  }
  if (m.moe.enabled() && m.moe.num_experts % p.ep != 0)
    no("ep " + std::to_string(p.ep) + " must divide the experts (" +
       std::to_string(m.moe.num_experts) + ")");
  if (!RankOrderHolds(p, m)) {
    no("rank_order \"tp-cp-ep-pp-dp\" with pp > 1 needs ep x etp = tp x cp (Megatron-Core's "
       "expert and dense grids must hold the same pipelines; use the default order)");
  }
  if (m.mla.enabled())
    no("mla: the executor's attention is multi-head / grouped-query only (drop \"mla\")");
  if (m.num_kv_heads % p.tp != 0)
    no("tp must divide num_kv_heads (" + std::to_string(m.num_kv_heads) + ")");
  if (m.ffn_hidden % p.tp != 0)
    no("tp must divide ffn_hidden (" + std::to_string(m.ffn_hidden) + ")");
  if (m.tied_embeddings && p.pp > 1) no("tied_embeddings with pp > 1 is not implemented");
  if (p.NumMicroBatches() < 1)
    no("global_batch_size must give at least one micro-batch per data-parallel rank");
  return why;
}

}  // namespace shoal::executor
