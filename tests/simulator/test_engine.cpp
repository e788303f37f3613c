#include <doctest/doctest.h>

#include <stdexcept>

#include "simulator/engine.h"

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
  CHECK_THROWS_AS(RunEngine(g, {}), std::logic_error);
}
