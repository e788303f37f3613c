#include <doctest/doctest.h>

#include "core/hardware.h"
#include "simulator/collective_model.h"
#include "simulator/compute_model.h"
#include "simulator/memory_model.h"
#include "tests/support/bundled.h"

using namespace shoal;
using namespace shoal::sim;

TEST_CASE("group placement follows TP-inner rank order") {
  Group tp = PlaceGroup(8, 1, 8);
  CHECK(tp.ranks_per_node == 8);
  CHECK(tp.Nodes() == 1);
  Group dp = PlaceGroup(16, 8, 8);  // DP over nodes when TP fills the node
  CHECK(dp.ranks_per_node == 1);
  CHECK(dp.Nodes() == 16);
  Group dp2 = PlaceGroup(64, 2, 8);
  CHECK(dp2.ranks_per_node == 4);
}

TEST_CASE("large collectives run at bus bandwidth; inter-node rings share the node's NICs") {
  HardwareProfile hw = ResolveHardware("a100-80gb");
  CollectiveModel c(hw);
  const double bytes = 1024.0 * kMiB;
  Group node = PlaceGroup(8, 1, 8);
  double expected = bytes * 2.0 * 7 / 8 / c.IntraNodeBandwidth();
  CHECK(c.AllReduceSeconds(bytes, node) == doctest::Approx(expected).epsilon(0.01).scale(0));
  // 4 nodes x 8 GPUs: the ring is bounded by the node's 8 NICs.
  Group four_nodes = PlaceGroup(32, 1, 8);
  CHECK(c.RingBusBandwidth(four_nodes) == doctest::Approx(8 * c.NicBandwidthPerGpu()));
  // One GPU per node (TP fills the node): one NIC per rank.
  Group spread = PlaceGroup(4, 8, 8);
  CHECK(c.RingBusBandwidth(spread) == doctest::Approx(c.NicBandwidthPerGpu()));
  // Small messages are latency-bound: microseconds, not zero.
  double tiny = c.AllReduceSeconds(8, four_nodes);
  CHECK(tiny > 5e-6);
  CHECK(tiny < 200e-6);
  CHECK(c.AllReduceSeconds(bytes, PlaceGroup(1, 1, 8)) == 0.0);
}

TEST_CASE("hierarchical all-to-all helps small messages across nodes") {
  HardwareProfile hw = ResolveHardware("h100");
  CollectiveModel c(hw);
  Group ep = PlaceGroup(64, 1, 8);
  double small = 64.0 * 64 * kKiB;  // 64 KiB to each peer... /64 -> 64 KiB per peer
  CHECK(c.AllToAllSeconds(small, ep, true) < c.AllToAllSeconds(small, ep, false));
}

TEST_CASE("GEMM efficiency falls for skinny shapes; measured tables override") {
  HardwareProfile hw = ResolveHardware("h100");
  ComputeModel m(hw, Precision::kBf16);
  double big = m.GemmEfficiency(8192, 8192, 8192);
  CHECK(big == doctest::Approx(hw.efficiency.gemm_max).epsilon(0.1).scale(0));
  CHECK(m.GemmEfficiency(64, 8192, 8192) < 0.5 * big);
  hw.efficiency.gemm_table.push_back({4096, 4096, 4096, Precision::kBf16, 0.5});
  ComputeModel measured(hw, Precision::kBf16);
  CHECK(measured.GemmEfficiency(4096, 4096, 4096) == doctest::Approx(0.5));
}

TEST_CASE("a power cap lowers clocks by the cube root of dynamic power") {
  HardwareProfile hw = ResolveHardware("h100");
  CHECK(hw.gpu.ClockFactor() == 1.0);
  hw.gpu.power_limit_w = 500;
  double dynamic = (500.0 - hw.gpu.power_idle_w) / (hw.gpu.power_tdp_w - hw.gpu.power_idle_w);
  CHECK(hw.gpu.ClockFactor() == doctest::Approx(std::cbrt(dynamic)));
}

TEST_CASE("memory: ZeRO shards state, recompute drops activations, 1F1B holds pp micro-batches") {
  ModelConfig m = shoal::testing::SmallDenseModel();
  m.vocab = 8;  // keep the logits out of the activation comparison
  HardwareProfile hw = ResolveHardware("a100-80gb");
  Plan p;
  p.dp = 8;
  p.global_batch_size = 64;
  auto stages = AssignLayers(m, p);
  MemoryBreakdown z0 = StageMemory(m, hw, p, stages[0], 0);
  p.zero_stage = 1;
  MemoryBreakdown z1 = StageMemory(m, hw, p, stages[0], 0);
  CHECK(z1.optimizer_bytes == doctest::Approx(z0.optimizer_bytes / 8));
  CHECK(z1.weights_bytes == doctest::Approx(z0.weights_bytes));
  p.zero_stage = 3;
  MemoryBreakdown z3 = StageMemory(m, hw, p, stages[0], 0);
  CHECK(z3.weights_bytes == doctest::Approx(z0.weights_bytes / 8));
  p.recompute = Recompute::kFull;
  MemoryBreakdown rc = StageMemory(m, hw, p, stages[0], 0);
  INFO("activations with full recompute ", rc.activations_bytes, " without ", z3.activations_bytes);
  CHECK(rc.activations_bytes < 0.5 * z3.activations_bytes);
  p.offload_optimizer = true;
  MemoryBreakdown off = StageMemory(m, hw, p, stages[0], 0);
  CHECK(off.optimizer_bytes == 0);
  // The host holds the optimizer's gradient copy too (4 of its 16 bytes per
  // parameter); on the GPU that copy lives only through the step, in memory
  // the activations freed, so the GPU's persistent state is 12 of them.
  CHECK(off.host_bytes == doctest::Approx(rc.optimizer_bytes * 16.0 / 12.0));

  Plan pipe;
  pipe.pp = 4;
  pipe.dp = 2;
  pipe.global_batch_size = 32;
  CHECK(InFlightMicroBatches(pipe, 0) == 4);
  CHECK(InFlightMicroBatches(pipe, 3) == 1);
  // Megatron's interleaved schedule: 2 (p - 1 - s) + (v - 1) p warm-up
  // chunks and one more, each 1/v of the stage, at most all m v of them.
  Plan inter = pipe;
  inter.schedule = PipelineSchedule::kInterleaved;
  inter.virtual_stages = 2;
  CHECK(InFlightMicroBatches(inter, 0) == doctest::Approx((6.0 + 4.0 + 1.0) / 2));
  CHECK(InFlightMicroBatches(inter, 3) == doctest::Approx((0.0 + 4.0 + 1.0) / 2));
  inter.global_batch_size = 8;  // 4 micro-batches: 8 chunks in all, all of them in warm-up
  CHECK(InFlightMicroBatches(inter, 0) == doctest::Approx(4.0));
  pipe.schedule = PipelineSchedule::kGpipe;
  CHECK(InFlightMicroBatches(pipe, 3) == 16);
  auto split = AssignLayers(m, pipe);
  CHECK(split[0].NumLayers() == 2);
  CHECK(split[0].has_embedding);
  CHECK(split[3].has_head);
}
