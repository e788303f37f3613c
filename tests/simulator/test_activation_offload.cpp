// Activation CPU offloading (Plan::activation_offload_layers; Megatron-Core's
// cpu_offloading_num_layers run by Transformer Engine's
// get_cpu_offload_context): the offloaded layers' activations leave HBM for
// host memory, and the step pays only the copies the compute does not hide,
// scheduled as TE's DefaultOffloadSynchronizer schedules them.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "core/hardware.h"
#include "simulator/memory_model.h"
#include "simulator/plan_costs.h"
#include "simulator/simulate.h"
#include "tests/support/bundled.h"

using namespace shoal;
using namespace shoal::sim;

namespace {

constexpr int kLayers = 8;

ModelConfig Model() { return shoal::testing::SmallDenseModel(kLayers); }

/// One GPU (no collectives beside the compute), `micro_batches` micro-batches.
Plan OneGpu(int offloaded, int micro_batches = 1) {
  Plan p;
  p.micro_batch_size = 1;
  p.global_batch_size = micro_batches;
  p.activation_offload_layers = offloaded;
  return p;
}

/// H100 with a host link of `bytes_per_s` per direction and no DRAM cap.
HardwareProfile WithHostLink(double bytes_per_s) {
  HardwareProfile hw = ResolveHardware("h100");
  hw.node.pcie_bandwidth_bytes_per_s = bytes_per_s;
  hw.node.host_memory_bandwidth_bytes_per_s = 0;
  return hw;
}

/// The stall TE's default schedule adds to a step, written out from
/// transformer_engine/pytorch/cpu_offload.py independently of the step
/// builder: one copy stream; layer i < N copied out from the start of its
/// forward; layer L - N + i's forward waits for it; layer i's copy back
/// queued as layer L - 1 - N + i's backward begins; layer i's backward
/// waits for it. `f`, `b`: a layer's forward and backward; `before`: the
/// embedding's forward; `turn`: the head's forward and backward.
double ReferenceStall(int layers, int n, int micro_batches, double f, double b, double before,
                      double turn, double after, double copy) {
  double t = 0, stream = 0, plain = 0;
  for (int mb = 0; mb < micro_batches; ++mb) {
    std::vector<double> out(static_cast<size_t>(n)), back(static_cast<size_t>(n));
    t += before;
    for (int j = 0; j < layers; ++j) {
      const double prev_end = t;
      if (j >= layers - n) t = std::max(t, out[static_cast<size_t>(j - (layers - n))]);
      t += f;
      if (j < n) {
        stream = std::max(stream, prev_end) + copy;
        out[static_cast<size_t>(j)] = stream;
      }
    }
    t += turn;
    for (int j = layers - 1; j >= 0; --j) {
      const int reload = j - (layers - 1 - n);
      if (reload >= 0 && reload < n) {
        stream = std::max(stream, t) + copy;
        back[static_cast<size_t>(reload)] = stream;
      }
      if (j < n) t = std::max(t, back[static_cast<size_t>(j)]);
      t += b;
    }
    t += after;
    plain += before + layers * (f + b) + turn + after;
  }
  return t - plain;
}

struct Run {
  StepResult with, without;
  double stall = 0;  ///< step time with offload minus without
};

Run Simulate(const HardwareProfile& hw, int offloaded, int micro_batches = 1) {
  Run r;
  r.with = SimulateStep(Model(), hw, OneGpu(offloaded, micro_batches));
  r.without = SimulateStep(Model(), hw, OneGpu(0, micro_batches));
  r.stall = r.with.step_time_s - r.without.step_time_s;
  return r;
}

}  // namespace

TEST_CASE("activation offload: the offloaded layers' activations move from HBM to host memory") {
  const ModelConfig m = Model();
  const HardwareProfile hw = WithHostLink(50e9);
  const Plan none = OneGpu(0);
  const auto stages = AssignLayers(m, none);
  const MemoryBreakdown base = StageMemory(m, hw, none, stages[0], 0);
  const double layer = LayerActivationBytes(m, hw, none, false);
  REQUIRE(layer > 0);
  for (int n : {1, 3, kLayers - 1}) {
    CAPTURE(n);
    const Plan p = OneGpu(n);
    const MemoryBreakdown mem = StageMemory(m, hw, p, stages[0], 0);
    CHECK(ActivationOffloadBytes(m, hw, p, stages[0], 1.0) == doctest::Approx(n * layer));
    CHECK(base.activations_bytes - mem.activations_bytes == doctest::Approx(n * layer));
    CHECK(mem.host_bytes - base.host_bytes == doctest::Approx(n * layer));
    // The allocator's gap shrinks with the activations it no longer holds.
    CHECK(mem.fragmentation_bytes < base.fragmentation_bytes);
    CHECK(mem.TotalBytes() < base.TotalBytes());
  }
}

TEST_CASE("activation offload: host memory is counted against the node's") {
  HardwareProfile hw = WithHostLink(50e9);
  const StepResult fits = SimulateStep(Model(), hw, OneGpu(4));
  REQUIRE(fits.feasible);
  hw.node.host_memory_bytes = 0.5 * fits.stages[0].memory.host_bytes;
  const StepResult r = SimulateStep(Model(), hw, OneGpu(4));
  CHECK_FALSE(r.feasible);
  CHECK(r.infeasible_reason.find("host memory") != std::string::npos);
  hw = WithHostLink(0);  // no host link in the profile: nothing to copy over
  CHECK_FALSE(SimulateStep(Model(), hw, OneGpu(4)).feasible);
}

TEST_CASE("activation offload: a fast host link hides every copy") {
  const Run r = Simulate(WithHostLink(1e18), 4);
  CHECK(r.stall == doctest::Approx(0).epsilon(1e-12).scale(1));
  CHECK(r.with.breakdown.at("offload_s") == doctest::Approx(0).epsilon(1e-12).scale(1));
  CHECK(r.with.breakdown.at("compute_s") == doctest::Approx(r.without.breakdown.at("compute_s")));
}

TEST_CASE("activation offload: the step pays only what TE's schedule leaves unhidden") {
  const ModelConfig m = Model();
  const Plan p = OneGpu(3, 2);
  const HardwareProfile probe = WithHostLink(1e9);
  const UnitCosts u = PacedUnitCosts(SplitCostsOf(m, probe, p).units, probe, p);
  const double layer = LayerActivationBytes(m, probe, p, false);
  // Links from one that hides every copy to one that hides few.
  const double f = u.dense.forward_s;
  double previous = -1;
  for (double copies_per_forward : {0.2, 1.0, 3.0, 10.0}) {
    CAPTURE(copies_per_forward);
    const double copy = copies_per_forward * f;
    const HardwareProfile hw = WithHostLink(layer / copy);
    const Run r = Simulate(hw, 3, 2);
    REQUIRE(r.with.feasible);
    const double expected =
        ReferenceStall(kLayers, 3, 2, u.dense.forward_s, u.dense.backward_s, u.embedding.forward_s,
                       u.head.forward_s + u.head.backward_s, u.embedding.backward_s, copy);
    CHECK(r.stall == doctest::Approx(expected).epsilon(1e-9).scale(1));
    // The stall is the offload phase of the breakdown, nothing else moves.
    CHECK(r.with.breakdown.at("offload_s") == doctest::Approx(r.stall).epsilon(1e-9).scale(1));
    CHECK(r.with.breakdown.at("compute_s") == doctest::Approx(r.without.breakdown.at("compute_s")));
    // A slower link exposes more.
    CHECK(r.stall >= previous);
    previous = r.stall;
  }
  CHECK(previous > 0);
}

TEST_CASE("activation offload: more offloaded layers leave less compute to hide the copies") {
  const HardwareProfile hw = WithHostLink(20e9);
  double previous = 0;
  for (int n : {1, 4, kLayers - 1}) {
    const Run r = Simulate(hw, n);
    CAPTURE(n);
    CHECK(r.stall >= previous - 1e-12);
    previous = r.stall;
  }
  CHECK(previous > 0);
}

TEST_CASE(
    "activation offload: ZeRO-Infinity's parameter fetch shares the reload's link direction") {
  // The parameters of each layer come up for its backward (offload_params),
  // the same direction as the activations' copy back: the reloads hide less.
  const HardwareProfile hw = WithHostLink(20e9);
  auto stall = [&](bool offload_params) {
    Plan with = OneGpu(4), without = OneGpu(0);
    with.offload_params = without.offload_params = offload_params;
    return SimulateStep(Model(), hw, with).step_time_s -
           SimulateStep(Model(), hw, without).step_time_s;
  };
  const double alone = stall(false);
  const double shared = stall(true);
  CHECK(alone > 0);
  CHECK(shared > alone);
}
