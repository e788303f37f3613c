// DeepSpeed: a configuration JSON (https://www.deepspeed.ai/docs/config-json/).
// JSON has no comments: warnings go to stderr only.
#include <cmath>
#include <cstdio>

#include "core/units.h"
#include "frameworks/emit_common.h"

namespace shoal::frameworks {
namespace {

using Ordered = nlohmann::ordered_json;

/// Where ZeRO-Infinity swaps: the user's local NVMe mount (a warning says so).
constexpr const char* kNvmePathPlaceholder = "/local_nvme";

void CollectNames(const Ordered& j, Sink* sink) {
  if (!j.is_object()) return;
  for (auto it = j.begin(); it != j.end(); ++it) {
    sink->Name(it.key());
    CollectNames(it.value(), sink);
  }
}

void Warnings(const Plan& p, const PlanFacts& f, Sink* sink) {
  if (p.pp > 1) {
    sink->Warn("pp " + std::to_string(p.pp) + ": DeepSpeed pipelines are built in code "
               "(PipelineModule(num_stages=" + std::to_string(p.pp) + ")), not in the config");
  }
  if (p.pp > 1 && p.schedule != PipelineSchedule::k1F1B) {
    sink->Warn(std::string("schedule ") + ScheduleName(p.schedule) +
               (p.virtual_stages > 1 ? " x" + std::to_string(p.virtual_stages) : std::string()) +
               ": DeepSpeed's pipeline engine runs 1F1B only");
  }
  if (p.first_stage_layers > 0 || p.last_stage_layers > 0 || p.pipeline_embedding_slot ||
      p.pipeline_loss_slot) {
    sink->Warn("uneven pipeline stages: PipelineModule's partition_method, in code");
  }
  if (p.cp > 1) {
    sink->Warn("cp " + std::to_string(p.cp) + ": sequence parallelism (Ulysses) is set up in "
               "code or by the compiler pass autosp, not by a config key");
  }
  if (p.sequence_parallel) {
    sink->Warn("sequence_parallel: AutoTP has no Megatron-style sequence parallelism");
  }
  if (p.recompute != Recompute::kNone) {
    char share[32];
    std::snprintf(share, sizeof share, "%.3g", p.recompute == Recompute::kFull ? p.recompute_fraction : 1.0);
    sink->Warn(std::string("recompute ") + RecomputeName(p.recompute) + " (share " + share +
               "): which layers recompute is the model code's call "
               "(deepspeed.checkpointing.checkpoint); activation_checkpointing only configures it");
  }
  if (f.moe) {
    if (p.moe_dispatcher != MoeDispatcher::kAllToAll) {
      sink->Warn(std::string("moe_dispatcher ") + MoeDispatcherName(p.moe_dispatcher) +
                 ": DeepSpeed's experts dispatch with all-to-all");
    }
    if (p.overlap_moe_comm) sink->Warn("overlap_moe_comm: no equivalent");
  }
  if (p.hierarchical_all_to_all) sink->Warn("hierarchical_all_to_all: no config key");
  if (p.rank_order != RankOrder::kTpCpEpDpPp) {
    sink->Warn(std::string("rank_order ") + RankOrderName(p.rank_order) +
               ": DeepSpeed's PipeModelDataParallelTopology numbers ranks model, data, pipe "
               "(tp-dp-pp); another order needs a topology written in code");
  }
  if (p.offload_params && p.zero_stage < 3) {
    sink->Warn("offload_params: DeepSpeed offloads parameters with ZeRO stage 3 only");
  }
  if (p.activation_offload_layers > 0 || p.activation_offload_modules.Any()) {
    sink->Warn(std::string(p.activation_offload_layers > 0 ? "activation_offload_layers"
                                                           : "activation_offload_modules") +
               ": no equivalent (activation_checkpointing.cpu_checkpointing offloads only the "
               "checkpoints of recomputed layers)");
  }
  if (p.offload_device == OffloadDevice::kNvme) {
    if (p.zero_stage == 3) {
      sink->Warn(std::string("offload_device nvme: set nvme_path (written as ") +
                 kNvmePathPlaceholder +
                 ", a placeholder) to a directory on each node's local NVMe (DGX: the RAID 0 "
                 "/raid); the prediction assumes the NVMe reads and writes overlap the CPU "
                 "optimizer, as offload_optimizer.pipeline_read and pipeline_write (DeepSpeed's "
                 "offload_config.py, off by default, not on its config page) make them");
    } else {
      sink->Warn(
          "offload_device nvme: DeepSpeed swaps to NVMe with ZeRO stage 3 only; "
          "written as host-memory offload");
    }
  }
  if (p.offload_grads && !p.offload_optimizer) {
    sink->Warn("offload_grads without offload_optimizer: ZeRO-Offload moves gradients with the "
               "optimizer state");
  }
  if (!p.overlap_param_gather) {
    sink->Warn("overlap_param_gather false: no switch of its own (overlap_comm covers ZeRO's "
               "communication; ZeRO-3 prefetches by stage3_prefetch_bucket_size)");
  }
  if (p.schedule == PipelineSchedule::kInterleaved && !p.overlap_p2p_comm) {
    sink->Warn("overlap_p2p_comm: no config key");
  }
  if (p.attention != AttentionKernel::kFlash2) {
    sink->Warn(std::string("attention ") + AttentionKernelName(p.attention) +
               ": the model code picks the attention kernel");
  }
  if (p.cuda_graphs) sink->Warn("cuda_graphs: no training config key");
  if (p.fp8_attention)
    sink->Warn("fp8_attention: no training config key; attention runs in 16 bit");
  if (!p.fused_elementwise) sink->Warn("fused_elementwise false: the model code's kernels");
  if (p.precision == Precision::kFp8) {
    sink->Warn("precision fp8: no config key (Transformer Engine in the model code); bf16 written");
  }
  if (p.precision == Precision::kFp4) {
    sink->Warn(
        "precision fp4: no config key (Transformer Engine's NVFP4 in the model code); "
        "bf16 written");
  }
}

}  // namespace

Emitted EmitDeepSpeed(const Scenario& s, const Plan& p) {
  Sink sink;
  WarnOldStackBehaviours(s.model, p, &sink);
  WarnNoLora(s.model, "DeepSpeed", &sink);
  WarnFp32OptimizerOnly(p, "DeepSpeed", &sink);
  const PlanFacts f = Facts(s, p);
  Ordered j;
  j["train_batch_size"] = f.global_batch;
  j["train_micro_batch_size_per_gpu"] = p.micro_batch_size;
  j["gradient_accumulation_steps"] = f.grad_accumulation;
  if (p.precision == Precision::kBf16 || p.precision == Precision::kFp8 ||
      p.precision == Precision::kFp4) {
    j["bf16"] = {{"enabled", true}};
  } else if (p.precision == Precision::kFp16) {
    j["fp16"] = {{"enabled", true}};
  }
  j["communication_data_type"] = GradElementBytes(p) == 2.0
                                     ? (p.precision == Precision::kFp16 ? "fp16" : "bf16")
                                     : "fp32";
  Ordered zero;
  zero["stage"] = p.zero_stage;
  zero["overlap_comm"] = p.overlap_grad_comm;
  zero["contiguous_gradients"] = true;
  zero["reduce_bucket_size"] = static_cast<int64_t>(std::llround(p.grad_bucket_bytes / GradElementBytes(p)));
  // ZeRO-Infinity (offload_device "nvme"): DeepSpeed's own defaults
  // (runtime/zero/offload_config.py, config.py, swap_tensor/aio_config.py),
  // written out as the simulation assumes them (simulator/nvme_offload.h).
  const bool nvme = p.offload_device == OffloadDevice::kNvme && p.zero_stage == 3;
  if (p.offload_optimizer) {
    zero["offload_optimizer"] = nvme ? Ordered{{"device", "nvme"},
                                               {"nvme_path", kNvmePathPlaceholder},
                                               {"pin_memory", true},
                                               {"buffer_count", 4}}
                                     : Ordered{{"device", "cpu"}, {"pin_memory", true}};
  }
  if (p.offload_params && p.zero_stage == 3) {
    zero["offload_param"] =
        nvme ? Ordered{{"device", "nvme"},         {"nvme_path", kNvmePathPlaceholder},
                       {"pin_memory", true},       {"buffer_count", 5},
                       {"buffer_size", 100000000}, {"max_in_cpu", 1000000000}}
             : Ordered{{"device", "cpu"}, {"pin_memory", true}};
  }
  if (nvme) zero["sub_group_size"] = 1000000000;
  j["zero_optimization"] = zero;
  if (nvme) {
    j["aio"] = {{"block_size", 1048576},
                {"queue_depth", 8},
                {"thread_count", 1},
                {"single_submit", false},
                {"overlap_events", true}};
  }
  if (p.tp > 1) {
    j["tensor_parallel"] = {{"autotp_size", p.tp}, {"tp_overlap_comm", p.tp_comm_overlap > 0}};
  } else if (p.tp_comm_overlap > 0) {
    sink.Warn("tp_comm_overlap without tensor parallelism: nothing to overlap");
  }
  if (f.moe && p.ep > 1) {
    j["expert_parallel"] = {{"enabled", true},
                            {"autoep_size", p.ep},
                            {"expert_tensor_parallel_size", p.etp},
                            {"use_grouped_mm", p.grouped_gemm}};
  } else if (f.moe && !p.grouped_gemm) {
    sink.Warn("grouped_gemm false: only AutoEP (ep > 1) has a grouped-GEMM switch");
  }
  if (p.recompute != Recompute::kNone) {
    j["activation_checkpointing"] = {{"partition_activations", p.tp > 1},
                                     {"contiguous_memory_optimization", false},
                                     {"cpu_checkpointing", false}};
  }
  Warnings(p, f, &sink);
  CollectNames(j, &sink);
  return sink.Finish(j.dump(2) + "\n");
}

}  // namespace shoal::frameworks
