#include "simulator/step_builder.h"

#include <algorithm>
#include <array>
#include <string>

#include "simulator/nvme_offload.h"
#include "simulator/pipeline_schedule.h"
#include "simulator/variability.h"

namespace shoal::sim {
namespace {

// Adam on the GPU: read fp32 master, m, v and the gradient; write them back
// with the 16-bit copy (bytes per parameter beyond the gradient's).
constexpr double kAdamBytesPerParam = 26.0;

// Parameters one rank holds of `dense` and `expert`: its data-parallel shard
// under ZeRO >= 1 (dense over dp x cp, experts over the expert-DP group of
// `edp_ranks`), else all of them.
double LocalParams(const Plan& plan, double dense, double expert, int edp_ranks) {
  if (plan.zero_stage < 1) return dense + expert;
  // DualPipe's two copies of each stage shard their state together.
  return (dense / (static_cast<double>(plan.dp) * plan.cp) + expert / std::max(1, edp_ranks)) /
         plan.StageCopies();
}

/// One piece of a pass: a layer, the embedding or the head.
struct Unit {
  std::string name;
  const PassCost* cost = nullptr;
  double dense_params = 0;
  double expert_params = 0;
  double trainable_dense_params = 0;  ///< of those, trained (gradients, optimizer)
  double trainable_expert_params = 0;
  ParamTensorCount param_tensors;  ///< LayerCost::param_tensors
  int layer_pos = -1;              ///< a transformer layer's place in the stage, forward order
  double activation_bytes = 0;     ///< a layer's saved activations, one micro-batch (offload)
  double unpaired_ep_s = 0;        ///< LayerCost::unpaired_ep_*_s of this pass
};

class Builder {
 public:
  /// Builds into `g`, the caller's.
  Builder(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
          const LayerCostModel& costs, const std::vector<StageLayers>& stages, TaskGraph* g,
          bool names)
      : g_(*g),
        names_(names),
        model_(model),
        hw_(hw),
        plan_(plan),
        costs_(costs),
        stages_(stages),
        dpc_(plan, costs.placement(), costs.collectives()) {
    m_ = plan.NumMicroBatches();
    v_ = plan.ChunksPerRank();
    p2p_s_ = PipelineSendSeconds(costs.collectives(), plan, costs.placement(),
                                 costs.TokensPerMicroBatch() * static_cast<double>(model.hidden) *
                                     costs.compute().ActivationBytes());
    blocking_p2p_ = BlockingPipelineSends(plan);
    // A send between stages on different nodes goes through the NICs.
    p2p_nic_s_ = costs.placement().pp_same_node ? 0.0 : p2p_s_;
    pace_ = SlowestGpuFactor(hw.efficiency.gpu_speed_cv, plan.NumGpus());
    // Activation CPU offloading's copies run at the host link's rate per
    // direction (the profile's PCIe, or GB200's NVLink-C2C, per GPU), or at
    // the GPU's share of host DRAM where that is lower.
    host_copy_bw_ = hw.node.pcie_bandwidth_bytes_per_s;
    const double dram_share =
        hw.node.host_memory_bandwidth_bytes_per_s / std::max(1, hw.node.gpus_per_node);
    if (dram_share > 0) host_copy_bw_ = std::min(host_copy_bw_, dram_share);
  }

  void Build() {
    // Each stage's passes in schedule order. With micro-batches not a
    // multiple of pp, the interleaved schedule numbers some beyond m - 1:
    // sends are indexed up to the largest number any stage uses.
    std::vector<std::vector<PassRef>> schedules;
    size_t passes = 0;
    mb_stride_ = std::max(1, m_);
    for (int s = 0; s < plan_.pp; ++s) {
      schedules.push_back(StageSchedule(plan_, s, m_));
      passes += schedules.back().size();
      for (const PassRef& p : schedules.back())
        mb_stride_ = std::max(mb_stride_, p.micro_batch + 1);
    }
    sends_.assign(static_cast<size_t>(plan_.pp) * static_cast<size_t>(mb_stride_) *
                      static_cast<size_t>(v_) * 2,
                  -1);
    // About two tasks and three dependencies per pass; more when passes are
    // split by layer.
    g_.Reserve(passes * 2, passes * 3);
    for (int s = 0; s < plan_.pp; ++s) BuildStage(s, schedules[static_cast<size_t>(s)]);
    for (const auto& [key, recv] : waits_on_send_) {
      const int send = sends_[key];
      if (send >= 0) g_.Depend(send, recv);
    }
  }

 private:
  /// Index of a pass's send in sends_: (stage, micro-batch, chunk, forward).
  size_t Key(int stage, int micro_batch, int chunk, bool forward) const {
    return ((static_cast<size_t>(stage) * static_cast<size_t>(mb_stride_) +
             static_cast<size_t>(micro_batch)) *
                static_cast<size_t>(v_) +
            static_cast<size_t>(chunk)) *
               2 +
           (forward ? 1 : 0);
  }

  /// A pass of one chunk of the stage being built, prepared once for all its
  /// micro-batches: its units, its compute task whole and one per unit.
  struct ChunkPass {
    std::vector<Unit> units;
    Task whole;
    std::vector<Task> per_unit;
  };
  /// Kinds of pass per chunk: forward, and backward whole, its input
  /// gradients alone and its weight gradients alone (BackwardPart).
  static constexpr size_t kPassKinds = 4;
  static size_t PassKind(bool forward, BackwardPart part) {
    return forward ? 0 : 1 + static_cast<size_t>(part);
  }
  const ChunkPass& PassOf(int chunk, bool forward, BackwardPart part = BackwardPart::kWhole) const {
    return passes_[static_cast<size_t>(chunk) * kPassKinds + PassKind(forward, part)];
  }
  void PreparePasses(int s) {
    passes_.resize(static_cast<size_t>(v_) * kPassKinds);
    // The split backward's parts only where the schedule runs them.
    const std::vector<BackwardPart> parts =
        plan_.RunsDualPipe() ? std::vector<BackwardPart>{BackwardPart::kWhole, BackwardPart::kInput,
                                                         BackwardPart::kWeight}
                             : std::vector<BackwardPart>{BackwardPart::kWhole};
    for (int c = 0; c < v_; ++c) {
      for (size_t k = 0; k < 1 + parts.size(); ++k) {
        const bool forward = k == 0;
        const BackwardPart part = forward ? BackwardPart::kWhole : parts[k - 1];
        ChunkPass& cp = passes_[static_cast<size_t>(c) * kPassKinds + PassKind(forward, part)];
        cp.units = Units(s, c, forward, part);
        std::vector<const Unit*> all;
        for (const Unit& u : cp.units) all.push_back(&u);
        cp.whole = ComputeTask(std::string(), s, all);
        cp.per_unit.clear();
        for (const Unit& u : cp.units) cp.per_unit.push_back(ComputeTask(std::string(), s, {&u}));
      }
    }
  }

  std::vector<Unit> Units(int stage, int chunk, bool forward, BackwardPart part) const {
    const StageLayers& sl = stages_[static_cast<size_t>(stage)];
    const int position = PipelinePosition(plan_, stage, chunk);
    const bool first = position == 0;
    const bool last = position == PipelinePositions(plan_) - 1;
    auto pass = [forward, part](const LayerCost& c) {
      if (forward) return &c.forward;
      if (part == BackwardPart::kInput) return &c.backward_input;
      if (part == BackwardPart::kWeight) return &c.backward_weight;
      return &c.backward;
    };
    std::vector<Unit> units;
    if (first) {
      const auto& e = costs_.Embedding();
      units.push_back(
          {"embedding", pass(e), e.dense_params, 0, e.trainable_dense_params, 0, e.param_tensors});
    }
    int pos = 0;
    for (int c = 0; c < chunk; ++c)
      pos += static_cast<int>(sl.chunks[static_cast<size_t>(c)].size());
    for (int l : sl.chunks[static_cast<size_t>(chunk)]) {
      const LayerCost& c = costs_.ForLayer(l);
      units.push_back(
          {names_ ? std::string(model_.IsMoeLayer(l) ? "moe_layer " : "layer ") + std::to_string(l)
                  : std::string(),
           pass(c), c.dense_params, c.expert_params, c.trainable_dense_params,
           c.trainable_expert_params, c.param_tensors, pos++,
           plan_.activation_offload_layers > 0
               ? LayerActivationBytes(model_, hw_, plan_, model_.IsMoeLayer(l))
               : 0.0});
      units.back().unpaired_ep_s = forward                         ? c.unpaired_ep_forward_s
                                   : part == BackwardPart::kWeight ? 0.0
                                                                   : c.unpaired_ep_backward_s;
    }
    if (last) {
      const auto& h = costs_.Head();
      units.push_back(
          {"head", pass(h), h.dense_params, 0, h.trainable_dense_params, 0, h.param_tensors});
    }
    if (!forward) std::reverse(units.begin(), units.end());
    return units;
  }

  /// Parameters (dense, expert) of every chunk of the stage being built: the
  /// trained ones (what is reduced, updated and re-gathered), or with
  /// `trained` false every one it holds (a LoRA model's frozen base too).
  std::pair<double, double> StageParams(bool trained) const {
    double dense = 0, expert = 0;
    for (int c = 0; c < v_; ++c) {
      for (const Unit& u : PassOf(c, true).units) {
        dense += trained ? u.trainable_dense_params : u.dense_params;
        expert += trained ? u.trainable_expert_params : u.expert_params;
      }
    }
    return {dense, expert};
  }

  using KindSeconds = std::array<double, static_cast<size_t>(CostKind::kCount)>;
  /// A pass's PassCost::Seconds(k) for every kind, computed once per pass of
  /// a layer kind (a handful: dense, MoE, embedding, head; forward, backward).
  const KindSeconds& SecondsByKind(const PassCost* pass) const {
    for (const auto& [p, seconds] : kind_seconds_) {
      if (p == pass) return seconds;
    }
    KindSeconds seconds{};
    for (size_t k = 0; k < seconds.size(); ++k)
      seconds[k] = pass->Seconds(static_cast<CostKind>(k));
    return kind_seconds_.emplace_back(pass, seconds).second;
  }

  Task ComputeTask(const std::string& name, int stage,
                   const std::vector<const Unit*>& units) const {
    Task t;
    t.name = name;
    t.stage = stage;
    t.stream = StreamKind::kCompute;
    t.kind = TaskKind::kCompute;
    for (const Unit* u : units) {
      const KindSeconds& seconds = SecondsByKind(u->cost);
      for (size_t k = 0; k < t.parts.size(); ++k) t.parts[k] += seconds[k];
    }
    // The slowest GPU of the job paces its kernels (simulator/variability.h);
    // the collectives on this stream keep their own time.
    for (CostKind k : {CostKind::kCompute, CostKind::kRecompute}) {
      t.parts[static_cast<size_t>(k)] *= pace_;
    }
    for (double p : t.parts) t.duration_s += p;
    // The collectives on this stream whose groups span nodes go through the NICs.
    const Placement& pl = costs_.placement();
    for (auto [kind, group] : {std::pair{CostKind::kTp, &pl.tp}, std::pair{CostKind::kCp, &pl.cp},
                               std::pair{CostKind::kEp, &pl.ep}}) {
      if (group->Nodes() > 1) t.nic_s += t.parts[static_cast<size_t>(kind)];
    }
    return t;
  }

  /// A pass with no partner under MoE communication overlap runs the
  /// dispatch and combine it would have hidden (LayerCost::unpaired_ep_*_s).
  void AddUnpairedEp(Task* t, double seconds) const {
    if (seconds <= 0) return;
    t->parts[static_cast<size_t>(CostKind::kEp)] += seconds;
    t->duration_s += seconds;
    if (costs_.placement().ep.Nodes() > 1) t->nic_s += seconds;
  }

  int Comm(const std::string& name, int stage, StreamKind stream, TaskKind kind,
           DataParallelCollectives::Time time) {
    return Comm(name, stage, stream, kind, time.seconds, time.nic_s);
  }
  int Comm(const std::string& name, int stage, StreamKind stream, TaskKind kind, double seconds,
           double nic_s) {
    Task t;
    t.name = name;
    t.stage = stage;
    t.stream = stream;
    t.kind = kind;
    t.duration_s = seconds;
    t.nic_s = std::min(nic_s, seconds);
    return g_.Add(t);
  }

  void BuildStage(int s, const std::vector<PassRef>& schedule) {
    pending_send_ = -1;
    PreparePasses(s);
    const std::string st = names_ ? "stage " + std::to_string(s) + " " : std::string();
    const bool zero3 = plan_.zero_stage >= 3;
    // ZeRO-3/FSDP under pipeline parallelism in a stack that keeps the
    // stage's parameters gathered (torchtitan: reshard_after_forward off with
    // PP, gradient sync and resharding after backward off until the last
    // micro-batch; MemoryBehaviour::pipeline_keeps_params_gathered): each
    // unit is gathered in its chunk's first forward only, and its gradients
    // are reduce-scattered after the last micro-batch's backward.
    const bool keep_gathered = zero3 && plan_.pp > 1 && plan_.memory.pipeline_keeps_params_gathered;
    const bool per_mb_reduce = plan_.zero_stage >= 2 && !keep_gathered;
    const bool needs_sync = dpc_.Syncs();
    std::vector<int> reduce_tasks;
    std::vector<int> compute_ids;  // this stage's compute tasks, in order
    int blocking_reduce = -1;      // a ZeRO-3 reduction the next compute waits for
    const bool refetch =
        zero3 && plan_.zero3_refetch_for_recompute && plan_.recompute == Recompute::kFull;
    // Activation CPU offloading (Plan::activation_offload_layers), as
    // Transformer Engine's DefaultOffloadSynchronizer schedules it
    // (transformer_engine/pytorch/cpu_offload.py, TE 2.10+) for a stage of L
    // layers, N offloaded, per micro-batch: layer i < N is copied to the host
    // on one copy stream from its forward on (start_offload; copies start as
    // its tensors are saved), and the forward of layer L - N + i waits for
    // that copy (release_activation_forward_gpu_memory, finish_offload_map);
    // in backward, layer i's copy back is queued when the backward of layer
    // L - 1 - N + i begins (start_reload_map, after the compute stream's
    // earlier work), and layer i's backward waits for it (pop_tensor).
    // Megatron-Core allows it only at pp = 1 (core/plan_rules.h), where one
    // stage runs every layer of a micro-batch's forward, then its backward.
    const int stage_layers = stages_[static_cast<size_t>(s)].NumLayers();
    const int offload_n =
        plan_.pp == 1 && v_ == 1 ? std::min(plan_.activation_offload_layers, stage_layers - 1) : 0;
    std::vector<int> offload_copy(static_cast<size_t>(std::max(0, offload_n)), -1);
    std::vector<int> reload_copy(offload_copy.size(), -1);

    // ZeRO-1/2 distributed optimizer, overlapped (Megatron-Core's
    // overlap_param_gather, distrib_optimizer.py core_r0.8.0): the updated
    // parameters are all-gathered bucket by bucket in forward order, the
    // first dispatched before the step's first forward and each next one
    // when the forward pre-hook has waited for the one before (one bucket in
    // flight, so that the communication kernels do not block the compute
    // stream): here a layer a bucket, in each chunk's first forward.
    const bool layer_gather =
        plan_.zero_stage >= 1 && !zero3 && needs_sync && plan_.overlap_param_gather;
    // The compute task after which the next bucket's all-gather is
    // dispatched: the one before the layer that waited for the last bucket.
    int gather_after = -1;

    const std::vector<bool> unpaired = UnpairedPasses(plan_, schedule);
    // The pass after which a stage reduces its gradients when it does not
    // overlap them: its last one that computes weight gradients.
    size_t final_grad_pass = schedule.size();
    for (size_t pi = 0; pi < schedule.size(); ++pi) {
      const PassRef& p = schedule[pi];
      if (!p.forward && p.part != BackwardPart::kInput) final_grad_pass = pi;
    }
    for (size_t pi = 0; pi < schedule.size(); ++pi) {
      const PassRef& p = schedule[pi];
      const ChunkPass& pass = PassOf(p.chunk, p.forward, p.part);
      const std::vector<Unit>& units = pass.units;
      // DualPipe numbers each direction's micro-batches from 0.
      const bool last_mb = p.micro_batch == (plan_.RunsDualPipe() ? m_ / 2 : m_) - 1;
      const bool weight_grads = !p.forward && p.part != BackwardPart::kInput;
      const bool gathers_params = layer_gather && p.forward && p.micro_batch == 0;
      const bool zero3_gathers = zero3 && (!keep_gathered || (p.forward && p.micro_batch == 0));
      const bool reduces = weight_grads && needs_sync && (!keep_gathered || last_mb);
      const bool split =
          offload_n > 0 || zero3 || gathers_params ||
          (weight_grads && needs_sync && plan_.overlap_grad_comm && (last_mb || per_mb_reduce));
      const std::string pass_name = Name([&] {
        const char* kind = p.forward ? "F" : p.part == BackwardPart::kWeight ? "W" : "B";
        return st + kind + " mb" + std::to_string(p.micro_batch) + " c" + std::to_string(p.chunk);
      });
      int first_id = -1, last_id = -1;
      double bucket_dense = 0, bucket_expert = 0;
      ParamTensorCount bucket_tensors;
      auto flush_bucket = [&](int after) {
        if (bucket_dense + bucket_expert <= 0) return;
        int r = Comm(Name([&] { return st + "grad reduce mb" + std::to_string(p.micro_batch); }), s,
                     StreamKind::kDp, TaskKind::kDp,
                     dpc_.Reduce(bucket_dense, bucket_expert, bucket_tensors));
        g_.Depend(after, r);
        reduce_tasks.push_back(r);
        if (zero3 && !plan_.overlap_grad_comm) blocking_reduce = r;
        bucket_dense = bucket_expert = 0;
        bucket_tensors = {};
      };
      if (split) {
        // ZeRO-3's gather of a unit's parameters: prefetched at most two
        // units ahead (FSDP's limit on gathered memory), without prefetch
        // once the previous unit is done.
        auto gather_unit = [&](const Unit& u) {
          DataParallelCollectives::Time t =
              dpc_.Gather(u.dense_params, u.expert_params, u.param_tensors);
          // Released after the recomputed forward, gathered again for the backward.
          if (!p.forward && refetch) {
            const double f = 1.0 + plan_.recompute_fraction;
            t = {f * t.seconds, f * t.nic_s};
          }
          const int g = Comm(Name([&] { return st + "gather " + u.name; }), s, StreamKind::kDp,
                             TaskKind::kDp, t);
          const size_t ahead = plan_.overlap_param_gather ? 2 : 1;
          if (compute_ids.size() >= ahead) {
            g_.Depend(compute_ids[compute_ids.size() - ahead], g);
          }
          return g;
        };
        // A stack that prefetches in backward queues the next unit's gather
        // before this unit's reduction (Plan::zero3_backward_prefetch).
        const bool gather_first = zero3_gathers && !p.forward && plan_.zero3_backward_prefetch;
        int next_gather = -1;
        for (size_t i = 0; i < units.size(); ++i) {
          const Unit& u = units[i];
          int gather = -1;
          if (zero3_gathers) {
            gather = next_gather >= 0 ? next_gather : gather_unit(u);
            next_gather = -1;
          } else if (gathers_params) {
            // Dispatched when the previous bucket's layer starts (its
            // pre-hook has waited for that bucket), across chunks too.
            gather = Comm(Name([&] { return st + "param all-gather " + u.name; }), s,
                          StreamKind::kDp, TaskKind::kDp,
                          dpc_.Gather(u.trainable_dense_params, u.trainable_expert_params));
            if (gather_after >= 0) g_.Depend(gather_after, gather);
          }
          const int before = compute_ids.empty() ? -1 : compute_ids.back();
          const int j = offload_n > 0 ? u.layer_pos : -1;  // the layer's place, if offloading
          int copy_wait = -1;
          if (j >= 0 && p.forward && j >= stage_layers - offload_n) {
            copy_wait = offload_copy[static_cast<size_t>(j - (stage_layers - offload_n))];
          }
          if (j >= 0 && !p.forward) {
            const int reload = j - (stage_layers - 1 - offload_n);
            if (reload >= 0 && reload < offload_n) {
              const int r = HostCopy(Name([&] {
                                       return st + "reload mb" + std::to_string(p.micro_batch) +
                                              " layer pos " + std::to_string(reload);
                                     }),
                                     s, ReloadSeconds(units, reload));
              if (before >= 0) g_.Depend(before, r);
              reload_copy[static_cast<size_t>(reload)] = r;
            }
            if (j < offload_n) copy_wait = reload_copy[static_cast<size_t>(j)];
          }
          Task task = pass.per_unit[i];
          task.name = Name([&] { return pass_name + " " + u.name; });
          if (unpaired[pi]) AddUnpairedEp(&task, u.unpaired_ep_s);
          int id = g_.Add(std::move(task));
          if (gather >= 0) g_.Depend(gather, id);
          if (gathers_params) gather_after = before;
          if (copy_wait >= 0) g_.Depend(copy_wait, id);
          if (j >= 0 && p.forward && j < offload_n) {
            const int o =
                HostCopy(Name([&] {
                           return st + "offload mb" + std::to_string(p.micro_batch) + " " + u.name;
                         }),
                         s, CopySeconds(u.activation_bytes));
            if (before >= 0) g_.Depend(before, o);
            offload_copy[static_cast<size_t>(j)] = o;
          }
          // A stack that synchronises the device before each fetch holds the
          // next layer until the previous gradient reduction is done.
          if (blocking_reduce >= 0) g_.Depend(blocking_reduce, id);
          blocking_reduce = -1;
          compute_ids.push_back(id);
          if (first_id < 0) first_id = id;
          last_id = id;
          if (gather_first && i + 1 < units.size()) next_gather = gather_unit(units[i + 1]);
          if (reduces) {
            bucket_dense += u.trainable_dense_params;
            bucket_expert += u.trainable_expert_params;
            bucket_tensors += u.param_tensors;
            bool full = (bucket_dense + bucket_expert) * BytesFor(plan_).gradients >=
                        plan_.grad_bucket_bytes;
            if (zero3 || full) flush_bucket(id);
          }
        }
        if (reduces) flush_bucket(last_id);
      } else {
        Task task = pass.whole;
        task.name = pass_name;
        if (unpaired[pi]) {
          double ep_s = 0;
          for (const Unit& u : units) ep_s += u.unpaired_ep_s;
          AddUnpairedEp(&task, ep_s);
        }
        int id = g_.Add(std::move(task));
        compute_ids.push_back(id);
        first_id = last_id = id;
        // Without overlap: after the stage's final backward pass (chunk 0 of
        // the last micro-batch; under DualPipe its last weight-gradient
        // pass), or of every micro-batch with ZeRO-2, whose sharded
        // gradients cannot accumulate across micro-batches.
        const bool reduce_here = plan_.RunsDualPipe() ? pi == final_grad_pass
                                                      : (last_mb || per_mb_reduce) && p.chunk == 0;
        if (weight_grads && needs_sync && reduce_here && !plan_.overlap_grad_comm) {
          auto [dense, expert] = StageParams(true);
          int r = Comm(Name([&] { return st + "grad reduce"; }), s, StreamKind::kDp, TaskKind::kDp,
                       dpc_.Reduce(dense, expert));
          g_.Depend(id, r);
          reduce_tasks.push_back(r);
        }
      }
      // A blocking send holds this stage until it completes.
      if (pending_send_ >= 0) g_.Depend(pending_send_, first_id);
      pending_send_ = -1;
      Wire(s, p, first_id, last_id);
    }

    // An input embedding tied to the output layer lives on the first and
    // the last stage; once their backward passes are done the two sum its
    // gradients with an all-reduce before either steps
    // (Megatron-LM finalize_model_grads: _allreduce_word_embedding_grads
    // after the data-parallel reduction; DeepSpeed's pipeline engine:
    // ReduceTiedGrads before ReduceGrads), on the same stream as the
    // data-parallel reduction, so after it. DualPipe puts the first and the
    // last chunk on one rank: the two sum locally.
    int tied = -1;
    const StageLayers& layers = stages_[static_cast<size_t>(s)];
    const double tied_params = costs_.Embedding().trainable_dense_params;
    if (model_.tied_embeddings && plan_.pp > 1 && !plan_.RunsDualPipe() &&
        (layers.has_embedding || layers.has_head) && tied_params > 0) {
      tied = Comm(Name([&] { return st + "tied embedding grad all-reduce"; }), s, StreamKind::kDp,
                  TaskKind::kDp, dpc_.TiedEmbeddingReduce(tied_params));
      if (!compute_ids.empty()) g_.Depend(compute_ids.back(), tied);
    }

    // Optimizer step once every gradient of the stage is reduced.
    auto [dense, expert] = StageParams(true);
    auto [held_dense, held_expert] = StageParams(false);
    OptimizerCost oc = OptimizerSeconds(hw_, plan_, dense, expert, costs_.placement().edp.ranks,
                                        held_dense, held_expert);
    Task opt;
    opt.name = Name([&] { return st + "optimizer"; });
    opt.stage = s;
    opt.kind = TaskKind::kOptimizer;
    opt.optimizer_s = oc.gpu_s;
    opt.offload_s = oc.offload_s;
    opt.duration_s = oc.gpu_s + oc.offload_s;
    int opt_id = g_.Add(opt);
    for (int r : reduce_tasks) g_.Depend(r, opt_id);
    if (tied >= 0) g_.Depend(tied, opt_id);
    if (pending_send_ >= 0) g_.Depend(pending_send_, opt_id);
    if (plan_.zero_stage >= 1 && !zero3 && needs_sync && !plan_.overlap_param_gather) {
      int gather = Comm(Name([&] { return st + "param all-gather"; }), s, StreamKind::kDp,
                        TaskKind::kDp, dpc_.Gather(dense, expert));
      g_.Depend(opt_id, gather);
    }
  }

  /// A copy between the GPU and host memory on the stage's copy stream.
  int HostCopy(const std::string& name, int stage, double seconds) {
    Task t;
    t.name = name;
    t.stage = stage;
    t.stream = StreamKind::kHostCopy;
    t.kind = TaskKind::kOffload;
    t.duration_s = seconds;
    t.offload_s = seconds;
    return g_.Add(t);
  }

  /// The copy back of the offloaded layer at place `pos` (of `backward_units`,
  /// a backward pass's units). With ZeRO-Infinity's parameter offload the
  /// layer's parameters come up the same link direction for its backward: the
  /// reload waits behind them (their own time stays charged in full to the
  /// optimizer's offload_s: OptimizerSeconds).
  double ReloadSeconds(const std::vector<Unit>& backward_units, int pos) const {
    for (const Unit& u : backward_units) {
      if (u.layer_pos != pos) continue;
      double bytes = u.activation_bytes;
      if (plan_.offload_params) {
        bytes += LocalParams(plan_, u.dense_params, u.expert_params, costs_.placement().edp.ranks) *
                 BytesFor(plan_).activation;
      }
      return CopySeconds(bytes);
    }
    return 0;
  }

  /// Seconds of a GPU-host copy (0 on a profile with no host link: such a
  /// plan is infeasible, simulate.cpp).
  double CopySeconds(double bytes) const { return host_copy_bw_ > 0 ? bytes / host_copy_bw_ : 0; }

  // Pipeline neighbours: forward sends to the next chunk, backward to the previous.
  void Wire(int s, const PassRef& p, int first_id, int last_id) {
    // A weight-gradient pass sends and waits for nothing.
    if (!p.forward && p.part == BackwardPart::kWeight) return;
    const int position = PipelinePosition(plan_, s, p.chunk);
    const int positions = PipelinePositions(plan_);
    const double seconds = p2p_s_;
    // The pass of the same micro-batch one position nearer the embedding
    // (forward) or the loss (backward) sends what this one needs.
    auto wait_for = [&](bool forward) {
      int chunk = p.chunk;
      const int from = NeighbourStage(plan_, s, &chunk, !forward);
      waits_on_send_.emplace_back(Key(from, p.micro_batch, chunk, forward), first_id);
    };
    if (p.forward) {
      if (position > 0) wait_for(true);
      if (position < positions - 1) {
        int send = Comm(Name([&] {
                          return "stage " + std::to_string(s) + " send act mb" +
                                 std::to_string(p.micro_batch);
                        }),
                        s, StreamKind::kPpForward, TaskKind::kPp, seconds, p2p_nic_s_);
        g_.Depend(last_id, send);
        sends_[Key(s, p.micro_batch, p.chunk, true)] = send;
        if (blocking_p2p_) pending_send_ = send;
      }
    } else {
      if (position < positions - 1) wait_for(false);
      if (position > 0) {
        int send = Comm(Name([&] {
                          return "stage " + std::to_string(s) + " send grad mb" +
                                 std::to_string(p.micro_batch);
                        }),
                        s, StreamKind::kPpBackward, TaskKind::kPp, seconds, p2p_nic_s_);
        g_.Depend(last_id, send);
        sends_[Key(s, p.micro_batch, p.chunk, false)] = send;
        if (blocking_p2p_) pending_send_ = send;
      }
    }
  }

  /// The name `make` builds, or none when the graph is built unnamed.
  template <class F>
  std::string Name(F&& make) const {
    return names_ ? make() : std::string();
  }

  TaskGraph& g_;
  const bool names_;
  const ModelConfig& model_;
  const HardwareProfile& hw_;
  const Plan& plan_;
  const LayerCostModel& costs_;
  const std::vector<StageLayers>& stages_;
  const DataParallelCollectives dpc_;
  int m_ = 1, v_ = 1;
  int mb_stride_ = 1;         ///< micro-batch numbers in sends_: above every pass's
  double p2p_s_ = 0;          ///< one pipeline send of a micro-batch's boundary tensor
  double p2p_nic_s_ = 0;      ///< of it, bound by the NICs (stages on different nodes)
  double pace_ = 1;           ///< compute stretch: the slowest of the plan's GPUs
  double host_copy_bw_ = 0;   ///< GPU-host copies, bytes/s per direction (activation offload)
  bool blocking_p2p_ = true;  ///< sends hold the sending stage (no p2p overlap)
  int pending_send_ = -1;     ///< the blocking send the stage's next pass waits for
  std::vector<int> sends_;    ///< by Key(): the send task of a pass, or -1
  std::vector<std::pair<size_t, int>> waits_on_send_;  ///< (Key() of a send, the pass that waits)
  std::vector<ChunkPass> passes_;                      ///< the stage being built's, by PassOf()
  mutable std::vector<std::pair<const PassCost*, KindSeconds>> kind_seconds_;  ///< SecondsByKind's
};

}  // namespace

DataParallelCollectives::DataParallelCollectives(const Plan& plan, const Placement& placement,
                                                 const CollectiveModel& collectives)
    : coll_(collectives),
      dense_(placement.dp_cp),
      expert_(placement.edp),
      embedding_{2, placement.pp.Nodes() == 1 ? 2 : 1} {
  weight_bytes_ = BytesFor(plan).activation;
  grad_bytes_ = BytesFor(plan).gradients;
  reduce_scatter_ = plan.zero_stage >= 3 || (plan.zero_stage >= 1 && plan.sharded_grad_reduce);
  syncs_ = SyncsGradients(placement);
  per_tensor_ = plan.zero_stage >= 3 && plan.zero3_collective_per_tensor;
  kernels_s_per_collective_ = plan.collective_kernels_per_rank * static_cast<double>(dense_.ranks) *
                              collectives.hardware().efficiency.kernel_launch_s;
}

DataParallelCollectives::Time DataParallelCollectives::Of(double dense_s, double expert_s) const {
  return {dense_s + expert_s,
          (dense_.Nodes() > 1 ? dense_s : 0.0) + (expert_.Nodes() > 1 ? expert_s : 0.0)};
}

template <class OneCollective>
DataParallelCollectives::Time DataParallelCollectives::PerTensor(double dense_params,
                                                                 double expert_params,
                                                                 const ParamTensorCount& tensors,
                                                                 const OneCollective& one) const {
  if (!per_tensor_ || tensors.matrices + tensors.vectors <= 0) {
    return one(dense_params, expert_params);
  }
  // Each tensor pays its collective's latency, the matrices share the bytes
  // (minus the vectors'), and the per-member kernels of every collective come
  // on top (not network-bound). Expert parameters are all in matrices. A
  // caller that counts no tensors (a bound) gets one collective.
  const double vector_total = tensors.vectors * tensors.vector_params;
  const double m = std::max(1.0, tensors.matrices);
  const Time matrix = one(std::max(0.0, dense_params - vector_total) / m, expert_params / m);
  const Time vector = tensors.vectors > 0 ? one(tensors.vector_params, 0) : Time{};
  const double collectives = tensors.matrices + tensors.vectors;
  return {m * matrix.seconds + tensors.vectors * vector.seconds +
              collectives * kernels_s_per_collective_,
          m * matrix.nic_s + tensors.vectors * vector.nic_s};
}

DataParallelCollectives::Time DataParallelCollectives::Gather(
    double dense_params, double expert_params, const ParamTensorCount& tensors) const {
  return PerTensor(dense_params, expert_params, tensors, [&](double dense, double expert) {
    return Of(coll_.AllGatherSeconds(dense * weight_bytes_, dense_),
              coll_.AllGatherSeconds(expert * weight_bytes_, expert_));
  });
}

DataParallelCollectives::Time DataParallelCollectives::Reduce(
    double dense_params, double expert_params, const ParamTensorCount& tensors) const {
  return PerTensor(dense_params, expert_params, tensors, [&](double dense, double expert) {
    const double dense_bytes = dense * grad_bytes_;
    const double expert_bytes = expert * grad_bytes_;
    if (reduce_scatter_) {
      return Of(coll_.ReduceScatterSeconds(dense_bytes, dense_),
                coll_.ReduceScatterSeconds(expert_bytes, expert_));
    }
    return Of(coll_.AllReduceSeconds(dense_bytes, dense_),
              coll_.AllReduceSeconds(expert_bytes, expert_));
  });
}

DataParallelCollectives::Time DataParallelCollectives::TiedEmbeddingReduce(double params) const {
  const double s = coll_.AllReduceSeconds(params * grad_bytes_, embedding_);
  return {s, embedding_.Nodes() > 1 ? s : 0.0};
}

double PipelineSendSeconds(const CollectiveModel& collectives, const Plan& plan,
                           const Placement& placement, double boundary_bytes) {
  double s = collectives.SendRecvSeconds(boundary_bytes / plan.tp, placement.pp_same_node);
  if (!plan.sequence_parallel && plan.tp > 1) {
    s += collectives.AllGatherSeconds(boundary_bytes, placement.tp);
  }
  return s;
}

bool BlockingPipelineSends(const Plan& plan) {
  return !((plan.schedule == PipelineSchedule::kInterleaved || plan.RunsDualPipe()) &&
           plan.overlap_p2p_comm);
}

OptimizerCost OptimizerSeconds(const HardwareProfile& hw, const Plan& plan, double dense_params,
                               double expert_params, int edp_size, double held_dense_params,
                               double held_expert_params) {
  OptimizerCost c;
  const double local = LocalParams(plan, dense_params, expert_params, edp_size);
  // Offloaded parameters are every one the rank holds, a frozen base's too
  // (the memory model moves all of them to the host).
  const double held = held_dense_params < 0
                          ? local
                          : LocalParams(plan, held_dense_params, held_expert_params, edp_size);
  const double grad_b = BytesFor(plan).gradients;
  const double weight_b = BytesFor(plan).activation;
  const double bytes = local * (kAdamBytesPerParam + grad_b);
  // ZeRO-Infinity (offload_device "nvme"): the offloaded state sits on the
  // node's drives, each GPU with its share of their bandwidth.
  const bool nvme = plan.offload_device == OffloadDevice::kNvme;
  const NvmeShare share = nvme ? NvmeShareOf(hw, plan) : NvmeShare{};
  const double nvme_params =
      nvme && plan.offload_params ? NvmeParamBytes(held, BytesFor(plan).weights) : 0.0;
  if (plan.offload_optimizer) {
    // Gradients down and weights up over PCIe; Adam on the host's share of
    // DRAM bandwidth (ZeRO-Offload, Ren et al., ATC'21).
    const double host_bw =
        hw.node.host_memory_bandwidth_bytes_per_s / std::max(1, hw.node.gpus_per_node);
    // An unknown (0) host bandwidth makes the plan infeasible (simulate.cpp); the time stays
    // finite.
    const double adam_s = host_bw > 0 ? bytes / host_bw : 0.0;
    // On NVMe the step streams the optimizer state in and back out (and the
    // updated parameters out) while the CPU Adam works on the sub-group
    // before: ZeRO-Infinity overlaps NVMe reads and writes with the CPU
    // optimizer (pipeline_read / pipeline_write), so the slower of the two.
    const double nvme_s =
        nvme ? NvmeOptimizerSeconds(share, local * OptimizerStateBytesPerParam(plan), nvme_params)
             : 0.0;
    c.offload_s =
        local * (grad_b + weight_b) / hw.node.pcie_bandwidth_bytes_per_s + std::max(adam_s, nvme_s);
  } else {
    c.gpu_s = bytes / (hw.gpu.hbm_bandwidth_bytes_per_s * hw.efficiency.memory_bandwidth);
  }
  // Offloaded parameters come up over PCIe for every micro-batch's forward
  // and backward; offloaded gradients go down once per micro-batch. Charged
  // in full: an upper bound where prefetching hides part of it (ZeRO-Infinity,
  // Rajbhandari et al., SC'21). Parameters on NVMe are read from the drives
  // into pinned host buffers as they go up, the two pipelined: the slower.
  const double micro = std::max(1, plan.NumMicroBatches());
  const double pcie = hw.node.pcie_bandwidth_bytes_per_s;
  if (plan.offload_params && pcie > 0) {
    const double up_s = held * weight_b / pcie;
    const double read_s =
        nvme_params > 0 && share.read_bytes_per_s > 0 ? nvme_params / share.read_bytes_per_s : 0.0;
    c.offload_s += micro * 2.0 * std::max(up_s, read_s);
  }
  if (plan.offload_grads && pcie > 0) c.offload_s += micro * local * grad_b / pcie;
  // Without offloaded optimizer state, parameters on NVMe are still written
  // back after the GPU's optimizer step.
  if (!plan.offload_optimizer && nvme_params > 0) {
    c.offload_s += NvmeOptimizerSeconds(share, 0.0, nvme_params);
  }
  return c;
}

TaskGraph BuildStepGraph(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan,
                         const LayerCostModel& costs, const std::vector<StageLayers>& stages,
                         bool task_names) {
  TaskGraph g;
  Builder(model, hw, plan, costs, stages, &g, task_names).Build();
  return g;
}

}  // namespace shoal::sim
