#include "core/scenario.h"

#include <filesystem>

#include "core/checked_math.h"
#include "core/error.h"
#include "core/hf_config.h"
#include "core/limits.h"

namespace shoal {

void CheckPlan(const Plan& plan, const Scenario& s, const std::string& origin,
               const std::string& json_path) {
  if (plan.precision == Precision::kFp4 && s.hardware.gpu.peak_fp4_flops <= 0) {
    // fp4 GEMMs need FP4 tensor cores (Blackwell, CDNA4); emulating them in
    // a wider precision would be a different training run, so no fallback.
    throw InputError(origin, json_path + ".precision",
                     "a precision " + s.hardware.name + " (" + s.hardware.gpu.name +
                         ") computes in: it has no FP4 tensor cores (gpu.peak_tflops.fp4 is 0); "
                         "use \"fp8\" or \"bf16\"");
  }
  if (plan.offload_device == OffloadDevice::kNvme && !s.hardware.node.HasNvme()) {
    throw InputError(origin, json_path + ".offload_device",
                     "a device " + s.hardware.name +
                         " has: its nodes have no local NVMe (node.nvme_tb is 0); use \"cpu\"");
  }
  auto errors = ValidatePlan(plan, s.model, s.num_gpus, s.hardware.node.gpus_per_node);
  if (errors.empty()) return;
  std::string first = errors.front();
  std::string field = first.substr(0, first.find(':'));
  std::string all;
  for (const auto& e : errors) all += (all.empty() ? "" : "; ") + e;
  throw InputError(origin, json_path + "." + field, "a valid plan (" + all + ")");
}

std::string ResolveBeside(const std::string& path, const std::string& file) {
  namespace fs = std::filesystem;
  fs::path p(path);
  if (p.is_absolute() || file.empty()) return path;
  return (fs::path(file).parent_path() / p).string();
}

Plan StackDefaults(const Scenario& s) {
  Plan p;
  ApplyStack(s.stack, &p);
  p.zero_stage = s.stack.default_zero_stage;
  p.global_batch_size = s.training.global_batch_size;
  return p;
}

Scenario ReadScenario(JsonReader& r) {
  Scenario s;
  s.file = r.file();
  s.name = r.String("name", "scenario");
  s.description = r.String("description", "");
  JsonReader t = r.Object("training");
  s.training.tokens = t.RealIn("tokens", 1.0, limits::kMaxTrainingTokens);
  s.training.global_batch_size =
      static_cast<int>(t.IntIn("global_batch_size", 1, limits::kMaxBatch));
  if (r.Has("hf_config")) {
    // A Hugging Face config.json instead of the model written out; the
    // training sequence length is the scenario's (training.seq_len).
    if (r.Has("model")) r.Fail("model", "either a model object or hf_config, not both");
    const int64_t seq_len = t.IntIn("seq_len", 0, 1, limits::kMaxSeqLen);
    HfModel hf = LoadHfConfig(ResolveBeside(r.String("hf_config"), r.file()), seq_len);
    s.model = hf.model;
    for (const auto& note : hf.notes) s.notes.push_back("hf_config: " + note);
  } else {
    if (t.Has("seq_len")) {
      t.Fail("seq_len", "no training.seq_len beside a model object (its seq_len is "
                        "$.model.seq_len; training.seq_len goes with hf_config)");
    }
    JsonReader m = r.Object("model");
    s.model = ReadModel(m);
  }
  s.hardware = ResolveHardware(r.String("hardware"), r.file(), r.PathOf("hardware"));
  s.stack = ResolveSoftwareStack(r.String("stack", kDefaultStackName), r.file(), r.PathOf("stack"));
  {
    JsonReader c = r.Object("cluster");
    s.num_gpus = static_cast<int>(c.IntIn("num_gpus", 1, limits::kMaxGpus));
    // This cluster's fabric, over the profile's (docs/hardware-profiles.md).
    if (c.Has("oversubscription")) {
      s.hardware.network.oversubscription = c.RealIn("oversubscription", 1.0, 1e3);
    }
    ReadFabric(c, &s.hardware.network);
    c.Finish();
  }
  if (!ProductIn({s.training.global_batch_size, s.model.seq_len}, 1, limits::kMaxTokensPerStep)) {
    t.Fail("global_batch_size", "global_batch_size x seq_len of at most " +
                                    std::to_string(limits::kMaxTokensPerStep) + " tokens");
  }
  t.Finish();
  // Failure rates and checkpointing of this cluster, over the profile's.
  if (auto rel = r.OptionalObject("reliability")) ReadReliability(*rel, &s.hardware.reliability);
  if (auto f = r.OptionalObject("facility")) s.facility = ReadFacility(*f);
  ApplyFacility(s.facility, &s.hardware);
  if (auto p = r.OptionalObject("plan")) {
    s.plan = ReadPlan(*p, s.training.global_batch_size, StackDefaults(s));
    CheckPlan(*s.plan, s, r.file(), p->path());
  }
  if (auto c = r.OptionalObject("search")) s.search = ReadSearchConstraints(*c);
  r.Finish();
  return s;
}

Scenario LoadScenario(const std::string& path) {
  Json j = LoadJsonFile(path);
  JsonReader r(j, path);
  return ReadScenario(r);
}

Plan ResolvePlan(const Scenario& s, const std::string& plan_file, const std::string& missing) {
  if (!plan_file.empty()) return LoadPlanFile(plan_file, s);
  if (!s.plan) throw InputError(s.file, "$.plan", missing);
  CheckPlan(*s.plan, s, s.file, "$.plan");
  return *s.plan;
}

Plan LoadPlanFile(const std::string& path, const Scenario& s) {
  Json j = LoadJsonFile(path);
  std::string plan_path = "$";
  // A `shoal plan --out` result: its plan #1 (the one --emit writes).
  if (j.is_object() && j.contains("kind") && j["kind"] == "plan_search") {
    if (!j.contains("plans") || !j["plans"].is_array() || j["plans"].empty() ||
        !j["plans"][0].is_object() || !j["plans"][0].contains("plan")) {
      throw InputError(path, "$.plans[0].plan", "plan #1 of the search result");
    }
    JsonReader p(j["plans"][0]["plan"], path, "$.plans[0].plan");
    Plan plan = ReadPlan(p, s.training.global_batch_size, StackDefaults(s));
    CheckPlan(plan, s, path, p.path());
    return plan;
  }
  JsonReader top(j, path);
  Plan plan;
  if (top.Has("plan")) {
    JsonReader p = top.Object("plan");
    plan_path = p.path();
    plan = ReadPlan(p, s.training.global_batch_size, StackDefaults(s));
    // A plan file may carry what produced it (a planner result row).
    top.Raw("metrics");
    top.Raw("scenario");
    top.Finish();
  } else {
    plan = ReadPlan(top, s.training.global_batch_size, StackDefaults(s));
  }
  CheckPlan(plan, s, path, plan_path);
  return plan;
}

}  // namespace shoal
