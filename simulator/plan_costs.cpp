#include "simulator/plan_costs.h"

#include <algorithm>

#include "simulator/collective_model.h"
#include "simulator/fabric.h"
#include "simulator/layer_cost.h"
#include "simulator/power_model.h"
#include "simulator/step_builder.h"
#include "simulator/variability.h"

namespace shoal::sim {
namespace {

/// FNV-1a over the bytes of `value`, continuing from `h`.
template <typename T>
uint64_t HashBytes(uint64_t h, const T& value) {
  const auto* bytes = reinterpret_cast<const unsigned char*>(&value);
  for (size_t i = 0; i < sizeof(T); ++i) h = (h ^ bytes[i]) * 1099511628211ull;
  return h;
}
constexpr uint64_t kHashSeed = 14695981039346656037ull;

uint64_t Fingerprint(const LayerCostModel& costs) {
  uint64_t h = kHashSeed;
  for (const LayerCost* layer : {&costs.Dense(), &costs.Moe(), &costs.Embedding(), &costs.Head()}) {
    for (const PassCost* pass : {&layer->forward, &layer->backward}) {
      h = HashBytes(h, pass->ops.size());
      for (const Op& op : pass->ops) {
        for (char c : op.name) h = HashBytes(h, c);
        h = HashBytes(h, op.kind);
        h = HashBytes(h, op.seconds);
        h = HashBytes(h, op.activity);
      }
    }
  }
  return h;
}

UnitCost UnitCostOf(const LayerCost& c) {
  auto compute = [](const PassCost& pass) {
    return pass.Seconds(CostKind::kCompute) + pass.Seconds(CostKind::kRecompute);
  };
  UnitCost u;
  u.forward_s = c.forward.Seconds();
  u.backward_s = c.backward.Seconds();
  u.forward_compute_s = compute(c.forward);
  u.backward_compute_s = compute(c.backward);
  for (const PassCost* pass : {&c.forward, &c.backward}) {
    for (const Op& op : pass->ops) {
      if (op.kind == CostKind::kCompute || op.kind == CostKind::kRecompute) {
        u.compute_activity_s[static_cast<size_t>(op.activity)] += op.seconds;
      } else {
        u.stream_comm_s += op.seconds;
      }
    }
  }
  u.unpaired_forward_s = c.unpaired_ep_forward_s;
  u.unpaired_backward_s = c.unpaired_ep_backward_s;
  u.dense_params = c.dense_params;
  u.expert_params = c.expert_params;
  u.trainable_dense_params = c.trainable_dense_params;
  u.trainable_expert_params = c.trainable_expert_params;
  return u;
}

}  // namespace

SplitCosts SplitCostsOf(const ModelConfig& model, const HardwareProfile& hw, const Plan& plan) {
  const LayerCostModel costs(model, hw, plan);
  SplitCosts s;
  s.units = UnitCosts{UnitCostOf(costs.Dense()), UnitCostOf(costs.Moe()),
                      UnitCostOf(costs.Embedding()), UnitCostOf(costs.Head())};
  s.units.pp_boundary_bytes = costs.TokensPerMicroBatch() * static_cast<double>(model.hidden) *
                              costs.compute().ActivationBytes();
  s.ops_fingerprint = Fingerprint(costs);
  return s;
}

UnitCosts PacedUnitCosts(const UnitCosts& costs, const HardwareProfile& hw, const Plan& plan) {
  const double pace = SlowestGpuFactor(hw.efficiency.gpu_speed_cv, plan.NumGpus());
  UnitCosts paced = costs;
  for (UnitCost* u : {&paced.dense, &paced.moe, &paced.embedding, &paced.head}) {
    u->forward_s += (pace - 1.0) * u->forward_compute_s;
    u->backward_s += (pace - 1.0) * u->backward_compute_s;
    u->forward_compute_s *= pace;
    u->backward_compute_s *= pace;
    for (double& a : u->compute_activity_s) a *= pace;
  }
  return paced;
}

bool SyncsGradients(const Placement& placement) {
  return placement.dp_cp.ranks > 1 || placement.edp.ranks > 1;
}

CommCosts::CommCosts(const HardwareProfile& hw) : model_(std::make_unique<CollectiveModel>(hw)) {}
CommCosts::~CommCosts() = default;

DataParallelCollectives CommCosts::DataParallel(const Plan& plan,
                                                const Placement& placement) const {
  return DataParallelCollectives(plan, placement, *model_);
}

double CommCosts::PipelineSendSeconds(const Plan& plan, const Placement& placement,
                                      double boundary_bytes) const {
  return sim::PipelineSendSeconds(*model_, plan, placement, boundary_bytes);
}

double StepEnergyLowerBoundJ(const HardwareProfile& hw, const Plan& plan, double time_s,
                             const std::vector<ActivityArray>& stage_busy, double slack) {
  const double gpus = plan.NumGpus();
  const PowerModel power(hw, plan.precision);
  const double wait_w = std::min(power.GpuWatts(Activity::kWait), power.MinBusyWatts());
  double busy_extra_j = 0;  // per GPU of a stage, summed over the stages
  for (const ActivityArray& t : stage_busy) {
    double busy_s = 0;
    for (double v : t) busy_s += v;
    busy_extra_j += std::max(0.0, (power.BusyWatts(t) - wait_w) * busy_s);
  }
  const double stage_gpus = gpus / plan.pp;
  const double gpu_j = stage_gpus * (plan.pp * wait_w * time_s + busy_extra_j * slack);
  const double per_gpu_w = power.NodeOverheadWattsPerGpu();
  const double node_j = (gpu_j + gpus * per_gpu_w * time_s) / power.PsuEfficiency();
  const double network_j = gpus * power.NetworkWattsPerGpu(static_cast<int>(gpus)) * time_s;
  return (node_j + network_j) * power.Pue() * slack;
}

FabricSpan FabricSpanOf(const NetworkSpec& net, const Group& g) {
  FabricSpan f;
  f.span_nodes = std::max(g.span_nodes, g.Nodes());
  f.tiers_crossed = TiersCrossed(net, f.span_nodes);
  f.nic_taper = FabricTaper(net, g);
  return f;
}

}  // namespace shoal::sim
