#include <doctest/doctest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "core/plan_geometry.h"
#include "core/scenario.h"
#include "simulator/engine.h"
#include "simulator/layer_cost.h"
#include "simulator/step_builder.h"
#include "tests/support/bundled.h"

using namespace shoal;
using namespace shoal::sim;

namespace {
Task MakeTask(const char* name, int stage, StreamKind stream, double seconds) {
  Task t;
  t.name = name;
  t.stage = stage;
  t.stream = stream;
  t.kind = stream == StreamKind::kCompute ? TaskKind::kCompute : TaskKind::kDp;
  t.duration_s = seconds;
  return t;
}
}  // namespace

TEST_CASE("tasks on one stream run in order; dependencies cross streams and ranks") {
  TaskGraph g;
  int a = g.Add(MakeTask("a", 0, StreamKind::kCompute, 1.0));
  int b = g.Add(MakeTask("b", 0, StreamKind::kCompute, 2.0));
  int send = g.Add(MakeTask("send", 0, StreamKind::kPpForward, 0.5));
  int c = g.Add(MakeTask("c", 1, StreamKind::kCompute, 1.0));
  g.Depend(a, send);
  g.Depend(send, c);
  Timeline t = RunEngine(g, {});
  CHECK(t.start_s[static_cast<size_t>(b)] == doctest::Approx(1.0));
  CHECK(t.start_s[static_cast<size_t>(send)] == doctest::Approx(1.0));
  CHECK(t.start_s[static_cast<size_t>(c)] == doctest::Approx(1.5));
  CHECK(t.makespan_s == doctest::Approx(3.0));
}

TEST_CASE("a stream is in-order: a ready task waits behind a blocked one") {
  TaskGraph g;
  int slow = g.Add(MakeTask("slow", 1, StreamKind::kCompute, 5.0));
  int blocked = g.Add(MakeTask("blocked", 0, StreamKind::kCompute, 1.0));
  int ready = g.Add(MakeTask("ready", 0, StreamKind::kCompute, 1.0));
  g.Depend(slow, blocked);
  Timeline t = RunEngine(g, {});
  CHECK(t.start_s[static_cast<size_t>(ready)] == doctest::Approx(6.0));
  (void)ready;
}

TEST_CASE("compute slows while a collective runs beside it") {
  TaskGraph g;
  int compute = g.Add(MakeTask("compute", 0, StreamKind::kCompute, 1.0));
  int comm = g.Add(MakeTask("comm", 0, StreamKind::kDp, 1.0));
  Timeline t = RunEngine(g, {0.1});
  // 1 s at rate 1/1.1 covers 0.909 s of work; the last 0.0909 s runs at full rate.
  CHECK(t.finish_s[static_cast<size_t>(compute)] == doctest::Approx(1.0 + 0.1 / 1.1));
  CHECK(t.finish_s[static_cast<size_t>(comm)] == doctest::Approx(1.0));
  // Collectives on another rank do not slow this one.
  TaskGraph g2;
  int c2 = g2.Add(MakeTask("compute", 0, StreamKind::kCompute, 1.0));
  g2.Add(MakeTask("comm", 1, StreamKind::kDp, 1.0));
  CHECK(RunEngine(g2, {0.1}).finish_s[static_cast<size_t>(c2)] == doctest::Approx(1.0));
}

TEST_CASE("a cycle is reported, not looped on") {
  TaskGraph g;
  int a = g.Add(MakeTask("a", 0, StreamKind::kCompute, 1.0));
  int b = g.Add(MakeTask("b", 0, StreamKind::kDp, 1.0));
  g.Depend(a, b);
  g.Depend(b, a);
  CHECK_THROWS_WITH_AS(RunEngine(g, {}), "task graph has a cycle", std::logic_error);
}

TEST_CASE("a stream waiting on its own later task deadlocks without a cycle, and is reported") {
  // The dependencies alone are acyclic, but a stream runs its tasks in the
  // order added: the first waits for the second, which waits behind it.
  TaskGraph g;
  int first = g.Add(MakeTask("first", 0, StreamKind::kCompute, 1.0));
  int second = g.Add(MakeTask("second", 0, StreamKind::kCompute, 1.0));
  g.Depend(second, first);
  CHECK_THROWS_WITH_AS(RunEngine(g, {}), "task graph deadlocked: a stream waits on itself",
                       std::logic_error);
}

TEST_CASE("a dependency added twice counts twice and releases its task once both are met") {
  TaskGraph g;
  int a = g.Add(MakeTask("a", 0, StreamKind::kCompute, 1.0));
  int b = g.Add(MakeTask("b", 1, StreamKind::kCompute, 2.0));
  g.Depend(a, b);
  g.Depend(a, b);
  REQUIRE(g.edges().size() == 2);
  const Timeline t = RunEngine(g, {});
  CHECK(t.start_s[static_cast<size_t>(b)] == doctest::Approx(1.0));
  CHECK(t.makespan_s == doctest::Approx(3.0));
}

TEST_CASE("a step graph built with task names equals the unnamed one but for the names") {
  // The search builds graphs unnamed (each pass's tasks prepared once per
  // stage and copied); a trace names them. Same tasks, same dependencies in
  // the same order, same timeline, bit for bit.
  const Scenario s = shoal::testing::LoadBundledScenario("mixtral-8x7b-64-h100.json");
  std::vector<Plan> plans;
  Plan base = *s.plan;
  plans.push_back(base);
  Plan interleaved = base;
  interleaved.schedule = PipelineSchedule::kInterleaved;
  interleaved.virtual_stages = 2;
  plans.push_back(interleaved);
  for (int zero : {2, 3}) {
    Plan z = base;
    z.zero_stage = zero;
    plans.push_back(z);
  }
  // Micro-batches not a multiple of pp: the interleaved schedule numbers
  // some passes' micro-batches beyond m - 1 (Megatron's mapping).
  REQUIRE(base.pp > 1);
  Plan uneven = interleaved;
  uneven.global_batch_size = base.dp * base.micro_batch_size * (base.pp + 1);
  REQUIRE(uneven.NumMicroBatches() % uneven.pp != 0);
  plans.push_back(uneven);
  Plan no_overlap = base;
  no_overlap.overlap_grad_comm = false;
  no_overlap.overlap_param_gather = false;
  plans.push_back(no_overlap);
  for (const Plan& plan : plans) {
    CAPTURE(plan.Summary());
    const LayerCostModel costs(s.model, s.hardware, plan);
    const auto stages = AssignLayers(s.model, plan);
    const TaskGraph named = BuildStepGraph(s.model, s.hardware, plan, costs, stages, true);
    const TaskGraph unnamed = BuildStepGraph(s.model, s.hardware, plan, costs, stages, false);
    REQUIRE(named.size() == unnamed.size());
    REQUIRE(named.edges().size() == unnamed.edges().size());
    bool all_named = true;
    for (size_t v = 0; v < named.size(); ++v) {
      const Task& a = named.task(static_cast<int>(v));
      const Task& b = unnamed.task(static_cast<int>(v));
      all_named = all_named && !a.name.empty();
      CHECK(b.name.empty());
      CHECK(a.stage == b.stage);
      CHECK(a.stream == b.stream);
      CHECK(a.kind == b.kind);
      CHECK(a.duration_s == b.duration_s);
      CHECK(a.parts == b.parts);
      CHECK(a.nic_s == b.nic_s);
      CHECK(a.optimizer_s == b.optimizer_s);
      CHECK(a.offload_s == b.offload_s);
    }
    CHECK(all_named);
    for (size_t e = 0; e < named.edges().size(); ++e) {
      CHECK(named.edges()[e].before == unnamed.edges()[e].before);
      CHECK(named.edges()[e].after == unnamed.edges()[e].after);
    }
    const Timeline tn = RunEngine(named, {s.hardware.efficiency.comm_compute_slowdown});
    const Timeline tu = RunEngine(unnamed, {s.hardware.efficiency.comm_compute_slowdown});
    CHECK(tn.makespan_s == tu.makespan_s);
    CHECK(tn.finish_s == tu.finish_s);
  }
}

TEST_CASE("network-bound tasks on one rank share its NICs; on different ranks they do not") {
  // A gradient reduce-scatter across nodes (all of it on the NICs) beside a pipeline send
  // across nodes: both need the whole NIC share, so each runs at half speed while they overlap.
  TaskGraph g;
  Task dp = MakeTask("dp", 0, StreamKind::kDp, 2.0);
  dp.nic_s = 2.0;
  Task send = MakeTask("send", 0, StreamKind::kPpForward, 1.0);
  send.nic_s = 1.0;
  int d = g.Add(dp);
  int s = g.Add(send);
  Task other = MakeTask("other rank", 1, StreamKind::kDp, 2.0);
  other.nic_s = 2.0;
  int o = g.Add(other);
  Timeline t = RunEngine(g, {});
  // Together until the send is done (at 2 s: 1 s of work at half speed), then dp alone:
  // it had done 1 s of its 2, 1 s left at full speed.
  CHECK(t.finish_s[static_cast<size_t>(s)] == doctest::Approx(2.0));
  CHECK(t.finish_s[static_cast<size_t>(d)] == doctest::Approx(3.0));
  CHECK(t.finish_s[static_cast<size_t>(o)] == doctest::Approx(2.0));  // another rank's NICs
}

TEST_CASE("a compute task's cross-node all-to-all slows beside a cross-node gradient reduce") {
  // Compute 1 s of which 0.5 s is an all-to-all across nodes (share 0.5), beside a
  // reduce on the NICs (share 1): demand 1.5, so the all-to-all part runs at 1/1.5 and the
  // reduce at 1/1.5. Compute's rate: 1 / (0.5 + 0.5 x 1.5) = 0.8 (no SM contention here).
  TaskGraph g;
  Task c = MakeTask("compute", 0, StreamKind::kCompute, 1.0);
  c.nic_s = 0.5;
  Task r = MakeTask("reduce", 0, StreamKind::kDp, 10.0);
  r.nic_s = 10.0;
  int ci = g.Add(c);
  int ri = g.Add(r);
  Timeline t = RunEngine(g, {});
  CHECK(t.finish_s[static_cast<size_t>(ci)] == doctest::Approx(1.25));
  // The reduce did 1.25 / 1.5 s of work while the compute ran, then the rest alone.
  CHECK(t.finish_s[static_cast<size_t>(ri)] == doctest::Approx(1.25 + (10.0 - 1.25 / 1.5)));
  // Without network parts nothing changes.
  TaskGraph h;
  int c2 = h.Add(MakeTask("compute", 0, StreamKind::kCompute, 1.0));
  h.Add(MakeTask("reduce", 0, StreamKind::kDp, 10.0));
  CHECK(RunEngine(h, {}).finish_s[static_cast<size_t>(c2)] == doctest::Approx(1.0));
}

TEST_CASE("the step builder marks what crosses nodes: cross-node EP and DP, not a node-local TP") {
  // Mixtral 8x7B on 64 H100, TP2 PP4 DP8 EP8: EP8 (stride 1) and TP2 stay in a node, the DP
  // group (8 ranks at stride 2) spans nodes. The 1T MoE on 4,096 H100 (TP4 EP64): EP spans
  // nodes too, so its all-to-all time on the compute stream is marked as network-bound.
  for (const char* name : {"mixtral-8x7b-64-h100.json", "moe-1t-4096-h100.json"}) {
    CAPTURE(name);
    const Scenario s = shoal::testing::LoadBundledScenario(name);
    const LayerCostModel costs(s.model, s.hardware, *s.plan);
    const auto stages = AssignLayers(s.model, *s.plan);
    const TaskGraph g = BuildStepGraph(s.model, s.hardware, *s.plan, costs, stages, false);
    const Placement& pl = costs.placement();
    REQUIRE(pl.tp.Nodes() == 1);
    REQUIRE(pl.dp_cp.Nodes() > 1);
    const bool ep_crosses = std::string(name).find("moe-1t") == 0;
    REQUIRE((pl.ep.Nodes() > 1) == ep_crosses);
    double compute_nic = 0, dp_nic = 0, dp_total = 0, tp_s = 0;
    for (size_t v = 0; v < g.size(); ++v) {
      const Task& t = g.task(static_cast<int>(v));
      CHECK(t.nic_s <= t.duration_s + 1e-12);
      if (t.stream == StreamKind::kCompute) {
        compute_nic += t.nic_s;
        tp_s += t.parts[static_cast<size_t>(CostKind::kTp)];
        const double ep = t.parts[static_cast<size_t>(CostKind::kEp)];
        // On the NIC exactly the expert-parallel traffic that crosses nodes.
        const double expected_nic = ep_crosses ? ep : 0.0;
        CHECK(std::abs(t.nic_s - expected_nic) <= 1e-9 * expected_nic + 1e-15);
      } else if (t.stream == StreamKind::kDp) {
        dp_nic += t.nic_s;
        dp_total += t.duration_s;
      }
    }
    CHECK(tp_s > 0);  // TP traffic exists but stays on NVLink
    CHECK((compute_nic > 0) == ep_crosses);
    CHECK(dp_nic > 0);
    CHECK(dp_nic <= dp_total + 1e-12);
  }
}
