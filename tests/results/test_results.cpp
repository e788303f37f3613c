// Each result kind is written and read by the same file (results/<kind>.h):
// a row written by ToJson reads back to the same row, and writes back to the
// same bytes; the strict readers reject a derived figure that does not follow
// from the others; the one CSV writer quotes and formats as documented.
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "core/error.h"
#include "results/collective_row.h"
#include "results/csv.h"
#include "results/energy_row.h"
#include "results/executor_validation.h"
#include "results/inspection.h"
#include "results/memory_validation_row.h"
#include "results/validation_row.h"

using namespace shoal;
using namespace shoal::results;

namespace {

template <typename Row, typename ReadFn>
Row RoundTrip(const Row& row, ReadFn read) {
  const Json j = Json::parse(ToJson(row).dump());
  JsonReader r(j, "row.json");
  return read(r);
}

template <typename ReadFn>
std::string ErrorOf(const Json& j, ReadFn read) {
  try {
    JsonReader r(j, "row.json");
    read(r);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

ValidationRow SomeValidationRow() {
  ValidationRow v;
  v.id = "T0001";
  v.source_group = "group, with a comma";
  v.stack = "megatron-lm";
  v.model = "GPT-3 175B";
  v.hardware = "a100-80gb";
  v.num_gpus = 1024;
  v.plan = "DP8 TP8 PP16";
  v.predicted_s = 12.5;
  v.predicted_raw_s = 11.0;
  v.measured_s = 13.0;
  v.interval = {10.0, 11.0, 14.0, 15.5};
  v.dominant_component = "compute_s";
  v.breakdown = {{"compute_s", 9.0}, {"bubble_s", 2.5}};
  v.predicted_peak_memory_gib = 61.25;
  v.measured_peak_memory_gib = 64.0;
  v.predicted_fits = true;
  return v;
}

CollectiveRow SomeCollectiveRow() {
  CollectiveRow c;
  c.id = "C001";
  c.group = "nccl-tests h100";
  c.source = "a paper";
  c.collective = "all_reduce";
  c.hardware = "h100";
  c.role = "held_out";
  c.bytes = 1 << 30;
  c.num_gpus = 16;
  c.gpus_per_node = 8;
  c.measured_s = 0.0123;
  c.predicted_s = 0.0111;
  return c;
}

}  // namespace

TEST_CASE("validation_row: written and read by one file, bytes kept") {
  const ValidationRow v = SomeValidationRow();
  const ValidationRow back = RoundTrip(v, ReadValidationRow);
  CHECK(back.id == v.id);
  CHECK(back.source_group == v.source_group);
  CHECK(back.predicted_s == v.predicted_s);
  CHECK(back.measured_s == v.measured_s);
  CHECK(back.interval.p97_5_s == v.interval.p97_5_s);
  CHECK(back.breakdown == v.breakdown);
  REQUIRE(back.measured_peak_memory_gib);
  CHECK(*back.measured_peak_memory_gib == 64.0);
  CHECK(ToJson(back).dump() == ToJson(v).dump());
  ValidationRow inferred = v;
  inferred.recompute_inferred = true;
  CHECK_FALSE(ToJson(v).contains("recompute_inferred"));
  CHECK(RoundTrip(inferred, ReadValidationRow).recompute_inferred);

  Json wrong = ToJson(v);
  wrong["error"] = 0.5;
  CHECK(ErrorOf(wrong, ReadValidationRow).find("$.error") != std::string::npos);
  Json extra = ToJson(v);
  extra["surprise"] = 1;
  CHECK(ErrorOf(extra, ReadValidationRow).find("$.surprise") != std::string::npos);
}

TEST_CASE("memory_validation_row: the measure is an enum at the boundary") {
  MemoryValidationRow m;
  m.id = "T0472";
  m.measure = MemoryMeasure::kDevice;
  m.predicted_gib = 70;
  m.measured_gib = 75;
  m.hbm_gib = 80;
  const MemoryValidationRow back = RoundTrip(m, ReadMemoryValidationRow);
  CHECK(back.measure == MemoryMeasure::kDevice);
  CHECK(ToJson(back).dump() == ToJson(m).dump());
  Json wrong = ToJson(m);
  wrong["measures"] = "peak";
  CHECK(ErrorOf(wrong, ReadMemoryValidationRow).find("$.measures") != std::string::npos);
}

TEST_CASE("energy_validation_row: covers, timed region and power read back") {
  EnergyRow e;
  e.id = "mlperf-1";
  e.source = "MLPerf";
  e.measurement = "metered";
  e.workload = "training";
  e.covers = sim::PowerBoundary::kNodesNetwork;
  e.num_gpus = 64;
  e.duration_s = 1000;
  e.measured_w_per_gpu = 800;
  e.predicted_w_per_gpu = 840;
  e.measured_energy_j = 800.0 * 64 * 1000;
  e.predicted_energy_j = 840.0 * 64 * 1000;
  e.step_only_w_per_gpu = 900;
  e.has_timed_region = true;
  e.timed_region = {10, 0.6, 1, 2, 1.03};
  e.simulated_step_s = 0.45;
  e.stepping_w_per_gpu = 850;
  e.power.gpu_total_w = 600;
  e.power.gpu_w[0] = 400;
  e.power.seconds[0] = 0.3;
  e.power.node_overhead_w = 150;
  e.power.psu_loss_w = 40;
  e.power.network_w = 50;
  e.power.pue = 1.1;
  const EnergyRow back = RoundTrip(e, ReadEnergyRow);
  CHECK(back.covers == sim::PowerBoundary::kNodesNetwork);
  CHECK(back.timed_region.scaling_factor == 1.03);
  CHECK(back.power.AtBoundaryW(sim::PowerBoundary::kFacility) ==
        doctest::Approx(e.power.AtBoundaryW(sim::PowerBoundary::kFacility)));
  CHECK(ToJson(back).dump() == ToJson(e).dump());

  Json wrong = ToJson(e);
  wrong["covers"] = "rack";
  CHECK(ErrorOf(wrong, ReadEnergyRow).find("$.covers") != std::string::npos);
  wrong = ToJson(e);
  wrong["step_only_error"] = 0.0;
  CHECK(ErrorOf(wrong, ReadEnergyRow).find("$.step_only_error") != std::string::npos);
}

TEST_CASE("collective_validation_row: nodes and bus bandwidths follow from the row") {
  const CollectiveRow c = SomeCollectiveRow();
  const CollectiveRow back = RoundTrip(c, ReadCollectiveRow);
  CHECK(back.Nodes() == 2);
  CHECK(back.MeasuredBusBandwidth() == c.MeasuredBusBandwidth());
  CHECK(ToJson(back).dump() == ToJson(c).dump());

  Json wrong = ToJson(c);
  wrong["nodes"] = 3;
  CHECK(ErrorOf(wrong, ReadCollectiveRow).find("$.nodes") != std::string::npos);
  wrong = ToJson(c);
  wrong["predicted_busbw_gb_per_s"] = 2 * wrong["predicted_busbw_gb_per_s"].get<double>();
  CHECK(ErrorOf(wrong, ReadCollectiveRow).find("$.predicted_busbw_gb_per_s") != std::string::npos);
}

TEST_CASE("executor_validation: unmeasured figures are NaN in memory, absent or null in the file") {
  ExecutorValidationResult e;
  e.run = "run.json";
  e.run_schema = "shoal.measured.run/1";
  e.hardware = "h100";
  e.plan = "DP2";
  e.world_size = 2;
  e.phases = {{"step_s", 1.0, 1.1}, {"compute_s", 0.7, NAN}};
  e.step_error = 1.0 / 1.1 - 1;
  e.predicted_peak_memory_bytes = 1e9;
  e.measured_peak_memory_bytes = NAN;
  e.predicted_device_w = 500;
  e.measured_device_w = 450;
  e.measured_device_peak_bytes = NAN;
  e.peak_memory_measures = "allocated";
  const Json j = ToJson(e);
  CHECK(j["phases"]["compute_s"]["measured_s"].is_null());
  CHECK_FALSE(j.contains("measured_peak_memory_bytes"));
  const ExecutorValidationResult back = RoundTrip(e, ReadExecutorValidation);
  CHECK(std::isnan(back.measured_peak_memory_bytes));
  CHECK(ToJson(back).dump() == j.dump());
  Json wrong = j;
  wrong["power_error"] = 0.5;
  CHECK(ErrorOf(wrong, ReadExecutorValidation).find("$.power_error") != std::string::npos);
  // CSV: one line per phase, blank where the run did not measure.
  CHECK(ExecutorPhasesCsv(e) == "phase,predicted_s,measured_s\nstep_s,1,1.1\ncompute_s,0.7,\n");
}

TEST_CASE("inspection: an --hf result (no token count, its model object) reads back") {
  InspectionResult i;
  i.scenario = "config.json";
  i.model = "tiny";
  for (const auto& k : InspectionKeys()) {
    if (k != "training_flops_total") i.values.emplace_back(k, k == "moe_layers" ? 2.0 : 1e9);
  }
  i.values.emplace_back("trainable_params", 1e9);
  i.architecture = "MixtralForCausalLM";
  i.model_config = {{"hidden", 64}};
  const Json j = ToJson(i);
  CHECK(j["moe_layers"].is_number_integer());
  CHECK_FALSE(j.contains("training_flops_total"));
  const InspectionResult back = RoundTrip(i, ReadInspection);
  CHECK(back.values == i.values);
  CHECK(back.model_config == i.model_config);
  CHECK(ToJson(back).dump() == j.dump());
  const std::string csv = InspectionCsv(i);
  CHECK(csv.find("model_config") == std::string::npos);
  CHECK(csv.find("\"MixtralForCausalLM\"") != std::string::npos);
  Json wrong = j;
  wrong.erase("total_params");
  CHECK(ErrorOf(wrong, ReadInspection).find("$.total_params") != std::string::npos);
  wrong = j;
  wrong["model_config"] = 3;
  CHECK(ErrorOf(wrong, ReadInspection).find("$.model_config") != std::string::npos);
}

TEST_CASE("the CSV writer: numbers as %.10g, RFC 4180 quoting, free text always quoted") {
  CsvWriter w;
  w.Header({"a", "b,c"});
  w.Number(1.0 / 3).Number(1e21).Int(-4).Bool(true).Empty().Text("x\"y").Quoted("DP8 \"TP\"");
  w.EndRow();
  CHECK(w.str() == "a,\"b,c\"\n0.3333333333,1e+21,-4,true,,\"x\"\"y\",\"DP8 \"\"TP\"\"\"\n");
  CHECK(CsvWriter(CsvWriter::LineEnd::kCrlf).Text("z").EndRow().str() == "z\r\n");
  CHECK(CsvWriter().Number(1.0 / 3, 6).Number(344.92648, 6).EndRow().str() == "0.333333,344.926\n");
  const std::string csv = ValidationCsv({SomeValidationRow()});
  CHECK(csv.find("T0001,\"group, with a comma\",\"megatron-lm\"") != std::string::npos);
  CHECK(CollectiveCsv({SomeCollectiveRow()}).find("C001,\"nccl-tests h100\",all_reduce,h100") !=
        std::string::npos);
}
