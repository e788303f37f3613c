#include "core/stack.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

#include "core/bundled.h"
#include "core/cudnn_release.h"
#include "core/error.h"
#include "core/limits.h"
#include "core/units.h"

namespace shoal {
namespace {

constexpr BundledKind kStackKind{"stacks", "software stack", "stack", "stack"};

// Every behaviour a stack file sets needs a citation in "sources", under its
// own key ("moe.dispatcher") or its section's ("moe").
void RequireSource(const JsonReader& section, const Json& sources, const std::string& section_name,
                   const std::string& key, const std::string& file) {
  const std::string full = section_name + "." + key;
  auto cited = [&](const std::string& k) {
    auto it = sources.find(k);
    return it != sources.end() && it->is_string() && !it->get<std::string>().empty();
  };
  if (!cited(full) && !cited(section_name)) {
    throw InputError(
        file, "$.sources",
        "a non-empty source for \"" + full + "\" (set at " + section.PathOf(key) + ")");
  }
}

// The reader proper: one stack object, its base chain already merged in.
SoftwareStack ReadStackObject(JsonReader& r) {
  SoftwareStack s;
  s.file = r.file();
  s.name = r.String("name");
  s.description = r.String("description", "");
  s.base = r.String("base", "");
  if (const Json* src = r.Raw("sources")) {
    if (!src->is_object()) r.Fail("sources", "an object of behaviour key -> citation");
    for (auto it = src->begin(); it != src->end(); ++it) {
      if (!it.value().is_string() || it.value().get<std::string>().empty()) {
        r.Fail("sources", "non-empty citation strings (\"" + it.key() + "\" is not one)");
      }
    }
    s.sources = *src;
  }
  // Reads `key` of `section` when present, demanding a source for it.
  auto section = [&](const char* name, auto&& read) {
    if (auto sec = r.OptionalObject(name)) {
      read(*sec, [&](const char* key) {
        if (sec->Has(key)) RequireSource(*sec, s.sources, name, key, r.file());
      });
      sec->Finish();
    }
  };
  section("kernels", [&](JsonReader& k, auto&& cite) {
    cite("attention");
    s.attention = ParseAttentionKernel(
        k.Choice("attention", AttentionKernelNames(), AttentionKernelName(s.attention)));
    cite("cuda_graphs");
    s.cuda_graphs = k.Bool("cuda_graphs", s.cuda_graphs);
    cite("fused_elementwise");
    s.fused_elementwise = k.Bool("fused_elementwise", s.fused_elementwise);
    cite("fused_cross_entropy");
    s.fused_cross_entropy = k.Bool("fused_cross_entropy", s.fused_cross_entropy);
    cite("fp8_recipe");
    s.fp8_recipe =
        ParseFp8Recipe(k.Choice("fp8_recipe", Fp8RecipeNames(), Fp8RecipeName(s.fp8_recipe)));
    cite("fp4_bf16_layer_share");
    s.fp4_bf16_layer_share = k.Fraction("fp4_bf16_layer_share", s.fp4_bf16_layer_share);
    cite("host_ops_per_module");
    s.host_ops_per_module = k.RealIn("host_ops_per_module", s.host_ops_per_module, 0, 100);
    cite("cudnn_release");
    s.cudnn_release = ReadCudnnRelease(k, "cudnn_release", s.cudnn_release);
  });
  section("data_parallel", [&](JsonReader& d, auto&& cite) {
    cite("overlap_grad_reduce");
    s.overlap_grad_comm = d.Bool("overlap_grad_reduce", s.overlap_grad_comm);
    cite("overlap_param_gather");
    s.overlap_param_gather = d.Bool("overlap_param_gather", s.overlap_param_gather);
    cite("default_zero_stage");
    s.default_zero_stage = static_cast<int>(d.NonNegativeInt("default_zero_stage", 0));
    if (s.default_zero_stage > 3) d.Fail("default_zero_stage", "0, 1, 2 or 3");
    cite("fp32_grad_reduce");
    s.fp32_grad_reduce = d.Bool("fp32_grad_reduce", s.fp32_grad_reduce);
    cite("zero3_collective_per_tensor");
    s.zero3_collective_per_tensor =
        d.Bool("zero3_collective_per_tensor", s.zero3_collective_per_tensor);
    cite("collective_kernels_per_rank");
    s.collective_kernels_per_rank = static_cast<int>(
        d.IntIn("collective_kernels_per_rank", s.collective_kernels_per_rank, 0, 100));
    cite("zero3_refetch_for_recompute");
    s.zero3_refetch_for_recompute =
        d.Bool("zero3_refetch_for_recompute", s.zero3_refetch_for_recompute);
    cite("zero3_backward_prefetch");
    s.zero3_backward_prefetch = d.Bool("zero3_backward_prefetch", s.zero3_backward_prefetch);
    cite("sharded_grad_reduce");
    s.sharded_grad_reduce = d.Bool("sharded_grad_reduce", s.sharded_grad_reduce);
  });
  section("fine_tuning", [&](JsonReader& f, auto&& cite) {
    cite("lora_rank");
    s.lora_default_rank = static_cast<int>(f.IntIn("lora_rank", s.lora_default_rank, 1, 65536));
    cite("lora_targets");
    s.lora_default_targets = ParseLoraTargets(
        f.Choice("lora_targets", LoraTargetsNames(), LoraTargetsName(s.lora_default_targets)));
  });
  section("pipeline", [&](JsonReader& p, auto&& cite) {
    cite("overlap_p2p_comm");
    s.overlap_p2p_comm = p.Bool("overlap_p2p_comm", s.overlap_p2p_comm);
    cite("default_microbatches_per_stage");
    s.microbatches_per_stage = p.Bool("default_microbatches_per_stage", s.microbatches_per_stage);
    cite("schedule");
    const std::string sched =
        p.Choice("schedule", {"1f1b", "dualpipe"}, ScheduleName(s.pipeline_schedule));
    s.pipeline_schedule =
        sched == "dualpipe" ? PipelineSchedule::kDualPipe : PipelineSchedule::k1F1B;
    cite("interleaved_stages_per_rank");
    s.interleaved_stages_per_rank =
        static_cast<int>(p.IntIn("interleaved_stages_per_rank", 0, 0, limits::kMaxVirtualStages));
    if (s.interleaved_stages_per_rank == 1) {
      p.Fail("interleaved_stages_per_rank", "at least 2 model chunks per rank (0: unset)");
    }
    cite("interleaved_layers_per_stage");
    s.interleaved_layers_per_stage =
        static_cast<int>(p.IntIn("interleaved_layers_per_stage", 0, 0, limits::kMaxLayers));
    if (s.interleaved_stages_per_rank > 0 && s.interleaved_layers_per_stage > 0) {
      p.Fail("interleaved_layers_per_stage",
             "absent where interleaved_stages_per_rank is set (one rule for the chunk count)");
    }
  });
  section("tensor_parallel", [&](JsonReader& t, auto&& cite) {
    cite("comm_overlap");
    s.tp_comm_overlap = t.Fraction("comm_overlap", s.tp_comm_overlap);
    cite("sequence_parallel");
    s.sequence_parallel = t.Bool("sequence_parallel", s.sequence_parallel);
    cite("overlap_method");
    s.tp_overlap_method = ParseTpOverlapMethod(t.Choice("overlap_method", TpOverlapMethodNames(),
                                                        TpOverlapMethodName(s.tp_overlap_method)));
  });
  section("moe", [&](JsonReader& m, auto&& cite) {
    cite("dispatcher");
    s.moe_dispatcher = ParseMoeDispatcher(
        m.Choice("dispatcher", MoeDispatcherNames(), MoeDispatcherName(s.moe_dispatcher)));
    cite("grouped_gemm");
    s.grouped_gemm = m.Bool("grouped_gemm", s.grouped_gemm);
    cite("overlap_comm");
    s.overlap_moe_comm = m.Bool("overlap_comm", s.overlap_moe_comm);
    cite("overlap_unpaired_exposed");
    s.moe_overlap_unpaired_exposed =
        m.Bool("overlap_unpaired_exposed", s.moe_overlap_unpaired_exposed);
    cite("router_kernels");
    s.moe_router_kernels = m.RealIn("router_kernels", s.moe_router_kernels, 0, 10000);
    cite("permute_kernels");
    s.moe_permute_kernels = m.RealIn("permute_kernels", s.moe_permute_kernels, 0, 10000);
    cite("host_syncs");
    s.moe_host_syncs = static_cast<int>(m.IntIn("host_syncs", s.moe_host_syncs, 0, 100));
    cite("expert_bias_loop");
    s.moe_expert_bias_loop = m.Bool("expert_bias_loop", s.moe_expert_bias_loop);
    cite("probs_in_activation");
    s.moe_probs_in_activation = m.Bool("probs_in_activation", s.moe_probs_in_activation);
    cite("einsum_dispatch");
    s.moe_einsum_dispatch = m.Bool("einsum_dispatch", s.moe_einsum_dispatch);
    cite("fp8_dispatch");
    s.moe_fp8_dispatch = m.Bool("fp8_dispatch", s.moe_fp8_dispatch);
    cite("expert_gemm_share");
    s.moe_expert_gemm_share = m.RealIn("expert_gemm_share", s.moe_expert_gemm_share, 0.05, 1.0);
    cite("token_bandwidth_share");
    s.moe_token_bandwidth_share =
        m.RealIn("token_bandwidth_share", s.moe_token_bandwidth_share, 0.05, 1.0);
    cite("default_etp_is_tp");
    s.moe_default_etp_is_tp = m.Bool("default_etp_is_tp", s.moe_default_etp_is_tp);
  });
  section("memory", [&](JsonReader& m, auto&& cite) {
    MemoryBehaviour& mb = s.memory;
    cite("optimizer_fp32_grad_copy");
    mb.optimizer_fp32_grad_copy = m.Bool("optimizer_fp32_grad_copy", mb.optimizer_fp32_grad_copy);
    cite("fp32_grad_accumulation");
    mb.fp32_grad_accumulation = m.Bool("fp32_grad_accumulation", mb.fp32_grad_accumulation);
    cite("fp32_grad_accumulation_pass");
    mb.fp32_grad_accumulation_pass =
        m.Bool("fp32_grad_accumulation_pass", mb.fp32_grad_accumulation_pass);
    if (mb.fp32_grad_accumulation_pass && !mb.fp32_grad_accumulation) {
      m.Fail("fp32_grad_accumulation_pass",
             "false unless fp32_grad_accumulation is true (the pass fills that buffer)");
    }
    cite("master_params_are_model_params");
    mb.master_params_are_model_params =
        m.Bool("master_params_are_model_params", mb.master_params_are_model_params);
    cite("pipeline_keeps_params_gathered");
    mb.pipeline_keeps_params_gathered =
        m.Bool("pipeline_keeps_params_gathered", mb.pipeline_keeps_params_gathered);
    cite("zero3_gathers_modules");
    mb.zero3_gathers_modules = m.Bool("zero3_gathers_modules", mb.zero3_gathers_modules);
    cite("adam_moment_bytes");
    mb.adam_moment_bytes = m.Fraction("adam_moment_bytes", mb.adam_moment_bytes, 1.0, 8.0);
    cite("master_weight_bytes");
    mb.master_weight_bytes = m.Fraction("master_weight_bytes", mb.master_weight_bytes, 0.0, 8.0);
    cite("optimizer_grad_copy_bytes");
    mb.optimizer_grad_copy_bytes =
        m.Fraction("optimizer_grad_copy_bytes", mb.optimizer_grad_copy_bytes, 1.0, 8.0);
    cite("fp8_weight_cache_bytes_per_param");
    mb.fp8_weight_cache_bytes_per_param = m.Fraction("fp8_weight_cache_bytes_per_param",
                                                     mb.fp8_weight_cache_bytes_per_param, 0.0, 4.0);
    cite("fp8_primary_weights");
    mb.fp8_primary_weights = m.Bool("fp8_primary_weights", mb.fp8_primary_weights);
    cite("fp4_primary_weights");
    mb.fp4_primary_weights = m.Bool("fp4_primary_weights", mb.fp4_primary_weights);
    cite("fp8_saved_gemm_inputs");
    mb.fp8_saved_gemm_inputs = m.Bool("fp8_saved_gemm_inputs", mb.fp8_saved_gemm_inputs);
    cite("attention_output_saved_bytes");
    mb.attention_output_saved_bytes =
        m.Fraction("attention_output_saved_bytes", mb.attention_output_saved_bytes, 0.0, 4.0);
    cite("fp8_saved_moe_act_input");
    mb.fp8_saved_moe_act_input = m.Bool("fp8_saved_moe_act_input", mb.fp8_saved_moe_act_input);
    cite("fp8_saved_act_input");
    mb.fp8_saved_act_input = m.Bool("fp8_saved_act_input", mb.fp8_saved_act_input);
    cite("fp8_weight_transposes_cached");
    mb.fp8_weight_transposes_cached =
        m.Bool("fp8_weight_transposes_cached", mb.fp8_weight_transposes_cached);
    cite("recompute_moe_act");
    mb.recompute_moe_act = m.Bool("recompute_moe_act", mb.recompute_moe_act);
    cite("partial_recompute");
    mb.partial_recompute = m.Bool("partial_recompute", mb.partial_recompute);
    cite("cross_entropy_bytes_per_logit");
    mb.cross_entropy_bytes_per_logit =
        m.Fraction("cross_entropy_bytes_per_logit", mb.cross_entropy_bytes_per_logit, 0.0, 32.0);
    cite("allocator_fragmentation");
    mb.allocator_fragmentation =
        m.Fraction("allocator_fragmentation", mb.allocator_fragmentation, 0.0, 1.0);
    cite("nccl_mib_per_communicator");
    mb.nccl_bytes_per_communicator =
        m.Fraction("nccl_mib_per_communicator", mb.nccl_bytes_per_communicator / kMiB, 0.0,
                   16384.0) *
        kMiB;
  });
  r.Finish();
  return s;
}

// Whether `j` holds a value at `json_path` ("$.section.key").
bool HasPath(const Json& j, const std::string& json_path) {
  const Json* at = &j;
  size_t pos = 1;  // past "$"
  while (pos < json_path.size()) {
    const size_t next = std::min(json_path.find('.', pos + 1), json_path.size());
    if (json_path[pos] != '.' || !at->is_object()) return false;
    auto it = at->find(json_path.substr(pos + 1, next - pos - 1));
    if (it == at->end()) return false;
    at = &*it;
    pos = next;
  }
  return true;
}

// Reads `merged`, the object `own` of `file` over its base chain. Each key
// `file` writes was checked there; a key its base wrote was checked in the
// base's file. So an error at a key `file` does not write is one the two
// files make together (the interleaving rules, the accumulation pass): it
// names `file` and says where the key comes from.
SoftwareStack ReadMerged(const Json& merged, const Json& own, const std::string& file) {
  JsonReader r(merged, file);
  try {
    return ReadStackObject(r);
  } catch (const InputError& e) {
    const std::string& path = e.json_path();
    if (e.file() != file || path.rfind("$.sources", 0) == 0 || HasPath(own, path) ||
        !HasPath(merged, path)) {
      throw;
    }
    throw InputError(file, path,
                     e.expected() + " (that value comes from base \"" +
                         Excerpt(own.value("base", "")) +
                         "\" and conflicts with this file's keys)");
  }
}

// A file on a base chain, for the cycle check (two paths to one file match).
std::string ChainEntry(const std::string& path) {
  std::error_code ec;
  const std::filesystem::path canonical = std::filesystem::weakly_canonical(path, ec);
  return ec ? path : canonical.string();
}

// `own`, the stack object of `file`, with its "base" under it: the base file,
// its own base merged in (recursively) and read in its own name so that its
// errors name it, less its name, description and base; `own` over that as a
// JSON merge patch (RFC 7386: into each section and "sources" key by key, a
// null drops the base's key). `chain` holds the files that led here, `file`
// last.
Json WithBase(const Json& own, const std::string& file, std::vector<std::string>& chain) {
  if (!own.is_object() || !own.contains("base") || own["base"].is_null()) return own;
  const Json& base = own["base"];
  if (!base.is_string()) {
    throw InputError(
        file, "$.base",
        std::string("a bundled stack name or a path to a stack JSON, got ") + base.type_name());
  }
  if (chain.size() > static_cast<size_t>(limits::kMaxStackBases)) {
    throw InputError(file, "$.base",
                     "a chain of at most " + std::to_string(limits::kMaxStackBases) +
                         " bases (this is base number " + std::to_string(chain.size()) + ")");
  }
  const std::string path = ResolveBundledPath(kStackKind, base.get<std::string>(), file, "$.base");
  const std::string entry = ChainEntry(path);
  if (std::find(chain.begin(), chain.end(), entry) != chain.end()) {
    std::string cycle;
    for (const auto& f : chain) cycle += std::filesystem::path(f).filename().string() + " -> ";
    throw InputError(file, "$.base",
                     "a base that does not lead back to this file (a cycle: " + cycle +
                         std::filesystem::path(entry).filename().string() + ")");
  }
  chain.push_back(entry);
  const Json base_own = LoadJsonFile(path);
  Json merged = WithBase(base_own, path, chain);
  ReadMerged(merged, base_own, path);
  chain.pop_back();
  for (const char* own_only : {"name", "description", "base"}) merged.erase(own_only);
  merged.merge_patch(own);
  return merged;
}

}  // namespace

SoftwareStack ReadSoftwareStack(const Json& j, const std::string& file) {
  std::vector<std::string> chain{ChainEntry(file)};
  return ReadMerged(WithBase(j, file, chain), j, file);
}

SoftwareStack LoadSoftwareStack(const std::string& path) {
  return ReadSoftwareStack(LoadJsonFile(path), path);
}

namespace {

// Every field of `s` under its file key.
Json FieldsToJson(const SoftwareStack& s) {
  return {{"name", s.name},
          {"description", s.description},
          {"kernels",
           {{"attention", AttentionKernelName(s.attention)},
            {"cuda_graphs", s.cuda_graphs},
            {"fused_elementwise", s.fused_elementwise},
            {"fused_cross_entropy", s.fused_cross_entropy},
            {"host_ops_per_module", s.host_ops_per_module},
            {"cudnn_release", CudnnReleaseName(s.cudnn_release)},
            {"fp8_recipe", Fp8RecipeName(s.fp8_recipe)},
            {"fp4_bf16_layer_share", s.fp4_bf16_layer_share}}},
          {"data_parallel",
           {{"overlap_grad_reduce", s.overlap_grad_comm},
            {"overlap_param_gather", s.overlap_param_gather},
            {"default_zero_stage", s.default_zero_stage},
            {"fp32_grad_reduce", s.fp32_grad_reduce},
            {"zero3_collective_per_tensor", s.zero3_collective_per_tensor},
            {"collective_kernels_per_rank", s.collective_kernels_per_rank},
            {"zero3_refetch_for_recompute", s.zero3_refetch_for_recompute},
            {"zero3_backward_prefetch", s.zero3_backward_prefetch},
            {"sharded_grad_reduce", s.sharded_grad_reduce}}},
          {"pipeline",
           {{"overlap_p2p_comm", s.overlap_p2p_comm},
            {"default_microbatches_per_stage", s.microbatches_per_stage},
            {"schedule", ScheduleName(s.pipeline_schedule)},
            {"interleaved_stages_per_rank", s.interleaved_stages_per_rank},
            {"interleaved_layers_per_stage", s.interleaved_layers_per_stage}}},
          {"tensor_parallel",
           {{"comm_overlap", s.tp_comm_overlap},
            {"sequence_parallel", s.sequence_parallel},
            {"overlap_method", TpOverlapMethodName(s.tp_overlap_method)}}},
          {"moe",
           {{"dispatcher", MoeDispatcherName(s.moe_dispatcher)},
            {"grouped_gemm", s.grouped_gemm},
            {"overlap_comm", s.overlap_moe_comm},
            {"overlap_unpaired_exposed", s.moe_overlap_unpaired_exposed},
            {"router_kernels", s.moe_router_kernels},
            {"permute_kernels", s.moe_permute_kernels},
            {"host_syncs", s.moe_host_syncs},
            {"expert_bias_loop", s.moe_expert_bias_loop},
            {"probs_in_activation", s.moe_probs_in_activation},
            {"einsum_dispatch", s.moe_einsum_dispatch},
            {"fp8_dispatch", s.moe_fp8_dispatch},
            {"expert_gemm_share", s.moe_expert_gemm_share},
            {"token_bandwidth_share", s.moe_token_bandwidth_share},
            {"default_etp_is_tp", s.moe_default_etp_is_tp}}},
          {"fine_tuning",
           {{"lora_rank", s.lora_default_rank},
            {"lora_targets", LoraTargetsName(s.lora_default_targets)}}},
          {"memory",
           {{"optimizer_fp32_grad_copy", s.memory.optimizer_fp32_grad_copy},
            {"fp32_grad_accumulation", s.memory.fp32_grad_accumulation},
            {"fp32_grad_accumulation_pass", s.memory.fp32_grad_accumulation_pass},
            {"master_params_are_model_params", s.memory.master_params_are_model_params},
            {"pipeline_keeps_params_gathered", s.memory.pipeline_keeps_params_gathered},
            {"zero3_gathers_modules", s.memory.zero3_gathers_modules},
            {"adam_moment_bytes", s.memory.adam_moment_bytes},
            {"master_weight_bytes", s.memory.master_weight_bytes},
            {"optimizer_grad_copy_bytes", s.memory.optimizer_grad_copy_bytes},
            {"fp8_weight_cache_bytes_per_param", s.memory.fp8_weight_cache_bytes_per_param},
            {"fp8_primary_weights", s.memory.fp8_primary_weights},
            {"fp4_primary_weights", s.memory.fp4_primary_weights},
            {"fp8_saved_gemm_inputs", s.memory.fp8_saved_gemm_inputs},
            {"attention_output_saved_bytes", s.memory.attention_output_saved_bytes},
            {"fp8_saved_moe_act_input", s.memory.fp8_saved_moe_act_input},
            {"fp8_saved_act_input", s.memory.fp8_saved_act_input},
            {"fp8_weight_transposes_cached", s.memory.fp8_weight_transposes_cached},
            {"recompute_moe_act", s.memory.recompute_moe_act},
            {"partial_recompute", s.memory.partial_recompute},
            {"cross_entropy_bytes_per_logit", s.memory.cross_entropy_bytes_per_logit},
            {"allocator_fragmentation", s.memory.allocator_fragmentation},
            {"nccl_mib_per_communicator", s.memory.nccl_bytes_per_communicator / kMiB}}},
          {"sources", s.sources}};
}

}  // namespace

Json SoftwareStackToJson(const SoftwareStack& s) {
  Json j = FieldsToJson(s);
  if (!s.base.empty()) j["base"] = s.base;
  return j;
}

std::vector<std::string> BundledStackNames() { return BundledNames("stacks"); }

SoftwareStack ResolveSoftwareStack(const std::string& name_or_path, const std::string& origin,
                                   const std::string& json_path) {
  return LoadSoftwareStack(ResolveBundledPath(kStackKind, name_or_path, origin, json_path));
}

void ApplyStack(const SoftwareStack& stack, Plan* plan) {
  plan->attention = stack.attention;
  plan->cuda_graphs = stack.cuda_graphs;
  plan->fused_elementwise = stack.fused_elementwise;
  plan->fused_cross_entropy = stack.fused_cross_entropy;
  plan->host_ops_per_module = stack.host_ops_per_module;
  plan->cudnn_release = stack.cudnn_release;
  plan->fp8_recipe = stack.fp8_recipe;
  plan->fp4_bf16_layer_share = stack.fp4_bf16_layer_share;
  plan->overlap_grad_comm = stack.overlap_grad_comm;
  plan->overlap_param_gather = stack.overlap_param_gather;
  plan->zero3_collective_per_tensor = stack.zero3_collective_per_tensor;
  plan->collective_kernels_per_rank = stack.collective_kernels_per_rank;
  plan->zero3_refetch_for_recompute = stack.zero3_refetch_for_recompute;
  plan->zero3_backward_prefetch = stack.zero3_backward_prefetch;
  plan->sharded_grad_reduce = stack.sharded_grad_reduce;
  plan->overlap_p2p_comm = stack.overlap_p2p_comm;
  plan->tp_comm_overlap = stack.tp_comm_overlap;
  plan->tp_overlap_method = stack.tp_overlap_method;
  plan->moe_dispatcher = stack.moe_dispatcher;
  plan->grouped_gemm = stack.grouped_gemm;
  plan->overlap_moe_comm = stack.overlap_moe_comm;
  plan->moe_overlap_unpaired_exposed = stack.moe_overlap_unpaired_exposed;
  plan->moe_router_kernels = stack.moe_router_kernels;
  plan->moe_permute_kernels = stack.moe_permute_kernels;
  plan->moe_host_syncs = stack.moe_host_syncs;
  plan->moe_expert_bias_loop = stack.moe_expert_bias_loop;
  plan->moe_probs_in_activation = stack.moe_probs_in_activation;
  plan->moe_einsum_dispatch = stack.moe_einsum_dispatch;
  plan->moe_fp8_dispatch = stack.moe_fp8_dispatch;
  plan->moe_expert_gemm_share = stack.moe_expert_gemm_share;
  plan->moe_token_bandwidth_share = stack.moe_token_bandwidth_share;
  plan->memory = stack.memory;
  if (stack.fp32_grad_reduce) plan->half_precision_grad_comm = false;
}

}  // namespace shoal
