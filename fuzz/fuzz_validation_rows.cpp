// Rows of `shoal validate --runs FILE.jsonl`: conversion to a model, a
// profile and a plan, then the simulation of every row it accepts.
#include "core/hardware.h"
#include "core/stack.h"
#include "fuzz/fuzz_util.h"
#include "validation/validation.h"

SHOAL_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace shoal;
  return fuzz::Guard([&] {
    Json row = ParseJsonText(fuzz::Text(data, size), "runs.jsonl:1");
    if (!row.is_object()) return;
    // The row's stack as `validate` picks it (data/published_run_stacks.json).
    static const validation::StackMap map =
        validation::LoadStackMap(validation::DefaultStackMapPath());
    const SoftwareStack stack =
        ResolveSoftwareStack(validation::StackForRow(row, map), "", "$.stack");
    // And the public models a row may name (data/known_models.json).
    static const validation::KnownModels known =
        validation::LoadKnownModels(validation::DefaultKnownModelsPath());
    validation::ConversionResult c = validation::ConvertPublishedRun(row, stack, &known);
    if (!c.run) return;
    if (!(c.run->measured_iteration_time_s > 0)) fuzz::Finding("accepted row without a time");
    HardwareProfile hw = ResolveHardware(c.run->hardware_name);
    if (c.run->gpu_memory_gib > 0) hw.gpu.hbm_bytes = c.run->gpu_memory_gib * kGiB;
    if (c.run->power_limit_w > 0) hw.gpu.power_limit_w = c.run->power_limit_w;
    fuzz::CheckModelStats(c.run->model);
    sim::StepResult r = sim::SimulateStep(c.run->model, hw, c.run->plan);
    fuzz::CheckFinite(r.step_time_s, "step_time_s");
  });
}
