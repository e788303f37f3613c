// A unit's memory (planner/unit_memory.h): each variant's equals the
// simulator's stage by stage, its floor lies under every variant's, and the
// search that rules out units by their floor ranks, counts and explains a
// failure exactly as the one that checks every variant alone.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "core/units.h"
#include "planner/plan_bound.h"
#include "planner/plan_search.h"
#include "planner/search_space.h"
#include "planner/unit_memory.h"
#include "simulator/memory_model.h"  // the simulator's own StageMemory, which UnitMemory must equal
#include "tests/planner/small_problem.h"

using namespace shoal;
using namespace shoal::planner;
using namespace shoal::planner::testing;

namespace {

struct MemoryCase {
  const char* name;
  SearchProblem problem;
  SearchSpaceOptions space;
};

std::vector<MemoryCase> MemoryCases() {
  std::vector<MemoryCase> cases;
  {
    // Dense on 8 V100-16GB: memory and offload decide.
    MemoryCase c{"dense tight", Problem(false, 8, "v100-16gb"), SmallSpace()};
    c.problem.model.hidden = 2048;
    c.problem.model.ffn_hidden = 8192;
    c.problem.model.num_heads = 16;
    c.problem.model.num_kv_heads = 16;
    c.space.zero_stages = {0, 1, 2, 3};
    c.problem.hw.gpu.hbm_bytes = 4 * kGiB;  // some units fit, others cannot
    cases.push_back(c);
  }
  {
    // MoE with pipelines, interleaving and every recompute mode.
    MemoryCase c{"moe pipeline", Problem(true, 16, "a100-80gb"), SmallSpace()};
    c.problem.model.num_layers = 8;
    c.problem.hw.gpu.hbm_bytes = 3 * kGiB;
    cases.push_back(c);
  }
  {
    // FSDP-style stack (fp32 masters as the parameters, ZeRO-3 keeping a
    // pipeline stage's parameters gathered), BF16_Optimizer's fp32
    // accumulation, LoRA adapters over a frozen base.
    MemoryCase c{"fsdp lora", Problem(false, 16, "h100"), SmallSpace()};
    c.problem.model.num_layers = 8;
    c.problem.model.lora.rank = 16;
    c.problem.stack.memory.master_params_are_model_params = true;
    c.problem.stack.memory.pipeline_keeps_params_gathered = true;
    c.problem.hw.gpu.hbm_bytes = 2.5 * kGiB;
    cases.push_back(c);
  }
  {
    MemoryCase c{"fp32 accumulation", Problem(true, 8, "h100"), SmallSpace()};
    c.problem.stack.memory.fp32_grad_accumulation = true;
    c.problem.hw.gpu.hbm_bytes = 3 * kGiB;
    cases.push_back(c);
  }
  return cases;
}

int VirtualStages(const Plan& v) {
  return v.schedule == PipelineSchedule::kInterleaved ? v.virtual_stages : 1;
}

}  // namespace

TEST_CASE("a unit's memory equals the simulator's for every variant, and its floor is below") {
  // Each case twice: fitting by the predicted peak, and by peak + margin
  // (--risk p90).
  for (const bool margin : {false, true}) {
    for (const MemoryCase& c : MemoryCases()) {
      const std::string name = c.name;
      CAPTURE(name);
      CAPTURE(margin);
      const SearchProblem& p = c.problem;
      int units = 0, variants = 0, ruled_out = 0, tight = 0;
      for (const CostGroup& g : EnumerateSpace(p, c.space).groups) {
        for (int pp : g.pp_values) {
          const Plan structure = StructurePlan(p, g, pp);
          const VariantAxes axes = AxesOf(p, c.space, structure);
          for (size_t s = 0; s < axes.schedules.size(); ++s) {
            if (axes.schedule_rejected[s] || axes.PerSchedule() == 0) continue;
            const Plan first = VariantOf(structure, axes, 0, s, 0, 0);
            const PipelineShape shape = MakePipelineShape(p.model, first.pp, VirtualStages(first));
            const UnitMemory memory(p.model, p.hw, first, shape, margin);
            const MemoryFloor floor = memory.Floor(structure, axes, s);
            ++units;
            double least_required = 1e300, least_peak = 1e300;
            bool any_fits = false;
            for (size_t z = 0; z < axes.zero_stages.size(); ++z) {
              for (size_t off = 0; off < axes.offloads.size(); ++off) {
                for (size_t b = 0; b < axes.bucket_mib.size(); ++b) {
                  const Plan v = VariantOf(structure, axes, z, s, off, b);
                  INFO(v.Summary());
                  // The simulator's memory on every stage, from the variant itself.
                  const std::vector<sim::StageLayers> layers = sim::AssignLayers(p.model, v);
                  double peak = 0, required = 0, host = 0;
                  for (size_t st = 0; st < layers.size(); ++st) {
                    const sim::MemoryBreakdown m =
                        sim::StageMemory(p.model, p.hw, v, layers[st], static_cast<int>(st));
                    peak = std::max(peak, m.TotalBytes());
                    required = std::max(required, sim::RequiredBytes(m, margin));
                    host = std::max(host, sim::HostBytesPerNode(m, p.hw, v));
                  }
                  const PlanBound mb = memory.Of(v);
                  CHECK(mb.peak_memory_bytes == peak);
                  CHECK(mb.host_bytes_per_node == host);
                  // By text: literals of two translation units are two objects under ASan.
                  const bool out_of_gpu =
                      mb.rejected != nullptr && std::string_view(mb.rejected) == kOutOfGpuMemory;
                  CHECK(out_of_gpu == (required > p.hw.gpu.hbm_bytes));
                  CHECK(floor.required_bytes <= required);
                  CHECK(floor.peak_memory_bytes <= peak);
                  least_required = std::min(least_required, required);
                  least_peak = std::min(least_peak, peak);
                  any_fits = any_fits || required <= p.hw.gpu.hbm_bytes;
                  ++variants;
                }
              }
            }
            if (floor.required_bytes > p.hw.gpu.hbm_bytes) {
              ++ruled_out;
              CHECK(!any_fits);
            }
            if (floor.required_bytes == least_required && floor.peak_memory_bytes == least_peak) {
              ++tight;
            }
          }
        }
      }
      MESSAGE(name << ": " << units << " units, " << variants << " variants, " << ruled_out
                   << " units ruled out by their floor, " << tight << " floors tight");
      CHECK(variants > 4 * units);  // units share their contents across variants
      CHECK(tight > units / 2);     // one memory stage: the floor is the least variant's
      CHECK(ruled_out > 0);
      CHECK(ruled_out < units);
    }
  }
}

namespace {

struct FloorCase {
  const char* name;
  SearchProblem problem;
  SearchOptions options;
  bool fails = false;  ///< nothing fits: the failure text must match
};

std::vector<FloorCase> FloorCases() {
  std::vector<FloorCase> cases;
  {
    // Dense on 8 V100-16GB: most units cannot fit before the first that does.
    FloorCase c{"dense tight", Problem(false, 8, "v100-16gb"), {}};
    c.problem.model.hidden = 2048;
    c.problem.model.ffn_hidden = 8192;
    c.problem.model.num_heads = 16;
    c.problem.model.num_kv_heads = 16;
    c.options.space = SmallSpace();
    c.options.space.zero_stages = {0, 1, 3};
    c.problem.hw.gpu.hbm_bytes = 4 * kGiB;
    c.options.top_k = 4;
    cases.push_back(c);
  }
  {
    // MoE on 16 A100 with half their memory kept free, one plan per layout.
    FloorCase c{"moe headroom", Problem(true, 16, "a100-80gb"), {}};
    c.problem.model.num_layers = 8;
    c.problem.model.hidden = 4096;
    c.problem.model.num_heads = 32;
    c.problem.model.num_kv_heads = 32;
    c.problem.hw.gpu.hbm_bytes = 6 * kGiB;
    c.options.space = SmallSpace();
    c.options.distinct_layouts = true;
    c.options.top_k = 3;
    cases.push_back(c);
  }
  {
    // Nothing fits the GPUs: the smallest footprint is named.
    FloorCase c{"gpu binds", Problem(false, 8, "v100-16gb"), {}, true};
    c.problem.model.hidden = 2048;
    c.problem.model.ffn_hidden = 8192;
    c.problem.model.num_heads = 16;
    c.problem.model.num_kv_heads = 16;
    c.problem.hw.gpu.hbm_bytes = 1.1 * kGiB;
    c.options.space = SmallSpace();
    c.options.top_k = 2;
    cases.push_back(c);
  }
  {
    // Plans fit the GPUs only with their state offloaded, and host memory
    // is too small for that: the host footprint is named.
    FloorCase c = cases.back();
    c.name = "host binds";
    c.problem.hw.gpu.hbm_bytes = 3 * kGiB;
    c.problem.hw.node.host_memory_bytes = 0.01 * kGiB;
    c.options.space.offload_only = true;
    cases.push_back(c);
  }
  return cases;
}

}  // namespace

TEST_CASE("ruling out units by their memory floor changes no plan, count or failure text") {
  for (const FloorCase& c : FloorCases()) {
    const std::string name = c.name;
    CAPTURE(name);
    for (int threads : {1, 2, 4}) {
      CAPTURE(threads);
      SearchOptions with = c.options, without = c.options;
      with.threads = without.threads = threads;
      without.memory_floors = false;
      const SearchResult a = SearchPlans(c.problem, with);
      const SearchResult b = SearchPlans(c.problem, without);
      CHECK(a.stats.memory_floored > 0);  // the floor ruled units out
      CHECK(b.stats.memory_floored == 0);
      REQUIRE(a.plans.size() == b.plans.size());
      CHECK(a.plans.empty() == c.fails);
      for (size_t i = 0; i < a.plans.size(); ++i) {
        CAPTURE(i);
        CHECK(PlanToJson(a.plans[i].plan) == PlanToJson(b.plans[i].plan));
        CHECK(a.plans[i].objective_value == b.plans[i].objective_value);
        CHECK(a.plans[i].result.peak_memory_bytes == b.plans[i].result.peak_memory_bytes);
      }
      CHECK(a.failure == b.failure);
      if (c.fails) {
        MESSAGE(name << ": " << a.failure);
        CHECK(a.failure.find(name == "gpu binds" ? "GPU memory binds" : "host memory binds") !=
              std::string::npos);
      }
      CHECK(a.stats.evaluated == b.stats.evaluated);
      CHECK(a.stats.bounded == b.stats.bounded);
      CHECK(a.stats.memory_checked == b.stats.memory_checked);
      CHECK(a.stats.feasible == b.stats.feasible);
      CHECK(a.stats.simulated == b.stats.simulated);
      CHECK(a.stats.reused == b.stats.reused);
      CHECK(a.stats.rejected == b.stats.rejected);
    }
  }
}
