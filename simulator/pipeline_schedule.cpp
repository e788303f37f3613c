#include "simulator/pipeline_schedule.h"

#include <algorithm>

namespace shoal::sim {
namespace {

// Megatron-LM's mapping of the k-th virtual micro-batch to (micro-batch, chunk)
// in the interleaved schedule (schedules.py, get_model_chunk_id).
PassRef Interleaved(int k, bool forward, int pp, int v) {
  PassRef r;
  r.forward = forward;
  int group = k / (pp * v);
  int in_group = k % (pp * v);
  int chunk = in_group / pp;
  r.chunk = forward ? chunk : v - 1 - chunk;
  r.micro_batch = group * pp + in_group % pp;
  return r;
}

}  // namespace

std::vector<PassRef> StageSchedule(const Plan& plan, int stage, int micro_batches) {
  std::vector<PassRef> order;
  const int m = micro_batches;
  const int pp = plan.pp;
  if (plan.schedule == PipelineSchedule::kGpipe || pp == 1) {
    if (pp == 1) {
      // No pipeline: each micro-batch runs forward then backward.
      for (int i = 0; i < m; ++i) {
        order.push_back({true, i, 0});
        order.push_back({false, i, 0});
      }
      return order;
    }
    for (int i = 0; i < m; ++i) order.push_back({true, i, 0});
    for (int i = 0; i < m; ++i) order.push_back({false, i, 0});
    return order;
  }
  const int v = plan.schedule == PipelineSchedule::kInterleaved ? plan.virtual_stages : 1;
  const int total = m * v;
  int warmup = v == 1 ? std::min(m, pp - stage - 1)
                      : std::min(total, (pp - stage - 1) * 2 + (v - 1) * pp);
  int f = 0, b = 0;
  auto forward = [&] { order.push_back(v == 1 ? PassRef{true, f, 0} : Interleaved(f, true, pp, v)); ++f; };
  auto backward = [&] { order.push_back(v == 1 ? PassRef{false, b, 0} : Interleaved(b, false, pp, v)); ++b; };
  for (int i = 0; i < warmup; ++i) forward();
  while (f < total) {
    forward();
    backward();
  }
  while (b < total) backward();
  return order;
}

}  // namespace shoal::sim
