// The collective model against published nccl-tests measurements
// (data/collective_measurements.jsonl, docs/validation.md "Collectives").
#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "core/error.h"
#include "core/hardware.h"
#include "simulator/collective_model.h"
#include "validation/collective_check.h"

using namespace shoal;
using namespace shoal::sim;
using namespace shoal::validation;

namespace {
std::string DataFile() {
  return std::string(SHOAL_SOURCE_DIR) + "/data/collective_measurements.jsonl";
}

// Documented in docs/validation.md ("Collectives"): the test fails when a held-out
// error rises more than one point above these.
constexpr double kDocumentedDgxH100Mape = 0.113;
constexpr double kDocumentedLargeMape = 0.163;  // 64 MiB and up
constexpr double kDocumentedHeldOutMape = 0.386;

std::string WriteTemp(const std::string& name, const std::string& text) {
  const std::string path = (std::filesystem::temp_directory_path() / name).string();
  std::ofstream(path) << text;
  return path;
}
}  // namespace

TEST_CASE("published collectives: held-out error stays within a point of docs/validation.md") {
  const CollectiveReport rep = CheckCollectiveMeasurements(DataFile());
  REQUIRE(rep.rows.size() >= 100);
  INFO("held out " << rep.held_out.count << " rows, MAPE " << 100 * rep.held_out.mape
                   << "% (documented " << 100 * kDocumentedHeldOutMape << "%)");
  CHECK(rep.held_out.mape <= kDocumentedHeldOutMape + 0.01);
  const ErrorStats large = rep.by_size.at("c: 64 MiB and up");
  INFO("64 MiB and up: MAPE " << 100 * large.mape << "% (documented " << 100 * kDocumentedLargeMape
                              << "%)");
  CHECK(large.mape <= kDocumentedLargeMape + 0.01);
  const ErrorStats dgx = rep.by_group.at("dgxc_benchmarking_nccl_dgxh100");
  INFO("DGX H100: MAPE " << 100 * dgx.mape << "% (documented " << 100 * kDocumentedDgxH100Mape
                         << "%)");
  CHECK(dgx.mape <= kDocumentedDgxH100Mape + 0.01);
  // Calibration rows are listed but never scored.
  int calibration = 0;
  for (const auto& r : rep.rows) calibration += !r.HeldOut();
  CHECK(calibration >= 1);
  CHECK(rep.held_out.count + calibration == static_cast<int>(rep.rows.size()));
  for (const auto& r : rep.rows) {
    CAPTURE(r.id);
    CHECK(r.predicted_s > 0);
    CHECK(r.measured_s > 0);
  }
}

TEST_CASE("a measured bus bandwidth becomes a time by nccl-tests' bus factor") {
  const std::string path = WriteTemp(
      "shoal_coll_busbw.jsonl",
      R"({"id": "x", "source": "s", "collective": "all_reduce", "bytes": 1073741824, "num_gpus": 8, )"
      R"("gpus_per_node": 8, "hardware": "h100", "measured_busbw_gb_per_s": 400})"
      "\n");
  const CollectiveReport rep = CheckCollectiveMeasurements(path);
  REQUIRE(rep.rows.size() == 1);
  const CollectiveRow& r = rep.rows[0];
  CHECK(r.measured_s == doctest::Approx(1073741824.0 * 2 * 7 / 8 / 400e9));
  CHECK(r.MeasuredBusBandwidth() == doctest::Approx(400e9));
}

TEST_CASE("collective measurement rows: bad input names the line and the key") {
  const std::string base =
      R"({"id": "x", "source": "s", "collective": "all_reduce", "bytes": 1024, "num_gpus": 8, )"
      R"("gpus_per_node": 8, "hardware": "h100", "measured_time_us": 20)";
  auto fails = [&](const std::string& text, const std::string& key) {
    const std::string path = WriteTemp("shoal_coll_bad.jsonl", text + "\n");
    try {
      CheckCollectiveMeasurements(path);
      FAIL("accepted: " << text);
    } catch (const InputError& e) {
      CHECK(std::string(e.what()).find(key) != std::string::npos);
      CHECK(std::string(e.what()).find("shoal_coll_bad.jsonl:1") != std::string::npos);
    }
  };
  fails(base + ", \"measured_busbw_gb_per_s\": 3}", "measured_time_us");  // both
  fails(base + ", \"network\": {\"nics_per_node\": 0, \"nic_gbit_per_s\": 400}}", "nics_per_node");
  fails(base + ", \"role\": \"tuned\"}", "$.role");
  fails(base + ", \"extra\": 1}", "extra");
  fails(R"({"id": "x", "source": "s", "collective": "all_reduce", "bytes": 1024, "num_gpus": 4, )"
        R"("gpus_per_node": 8, "hardware": "h100", "measured_time_us": 20})",
        "gpus_per_node");
}

TEST_CASE("the NIC's achieved share is its own: a profile without it keeps NVLink's") {
  HardwareProfile hw = ResolveHardware("h100");
  REQUIRE(hw.efficiency.nic_bandwidth == doctest::Approx(0.94));
  const Group two_nodes{16, 8};
  const Group one_node{8, 8};
  const double with_nic = CollectiveModel(hw).AllGatherSeconds(4e9, two_nodes);
  const double intra = CollectiveModel(hw).AllGatherSeconds(4e9, one_node);
  HardwareProfile old = hw;
  old.efficiency.nic_bandwidth = 0;  // unset: nccl_bandwidth, as before the key existed
  CHECK(old.efficiency.NicBandwidth() == hw.efficiency.nccl_bandwidth);
  const double without = CollectiveModel(old).AllGatherSeconds(4e9, two_nodes);
  // Bandwidth-bound across nodes: time scales with 1 / NIC efficiency.
  CHECK(without / with_nic == doctest::Approx(0.94 / 0.82).epsilon(0.02).scale(0));
  CHECK(CollectiveModel(old).AllGatherSeconds(4e9, one_node) == doctest::Approx(intra));
}

TEST_CASE("LL's bandwidth ceiling follows NCCL's table: one node by GPU, more nodes lower") {
  // A 512 KiB all-reduce on 8 Hopper GPUs is LL-bound: 141 GB/s on one node in NCCL's table.
  const HardwareProfile hw = ResolveHardware("h100");
  const double t = CollectiveModel(hw).AllReduceSeconds(512.0 * 1024, Group{8, 8});
  // nccl-tests on a DGX H100 (data/microbenchmarks.jsonl M0017): 20.7 us.
  CHECK(t * 1e6 == doctest::Approx(20.7).epsilon(0.10).scale(0));
}

TEST_CASE("NVLS tree doubles the network share of a two-node all-reduce on NVLink SHARP nodes") {
  // 8x 200 Gb/s NICs per node (GCP A3 Mega): the network, not NVLink, bounds both.
  HardwareProfile hw = ResolveHardware("h100");
  hw.network.nic_bandwidth_bytes_per_s = 25e9;
  const Group two_nodes{16, 8};
  const double nvls = CollectiveModel(hw).AllReduceSeconds(8e9, two_nodes);
  hw.node.nvls = false;
  const double ring = CollectiveModel(hw).AllReduceSeconds(8e9, two_nodes);
  CHECK(ring / nvls == doctest::Approx(2.0).epsilon(0.05).scale(0));
  // 8x 400 Gb/s: NVLink SHARP's own bandwidth bounds the tree (NCCL: min of the two).
  HardwareProfile ndr = ResolveHardware("h100");
  const double nvls_ndr = CollectiveModel(ndr).AllReduceSeconds(8e9, two_nodes);
  ndr.node.nvls = false;
  const double ring_ndr = CollectiveModel(ndr).AllReduceSeconds(8e9, two_nodes);
  CHECK(ring_ndr / nvls_ndr == doctest::Approx(1.29).epsilon(0.03).scale(0));
  // Not on three nodes: NCCL's doubling is for two.
  HardwareProfile h3 = ResolveHardware("h100");
  const double t3 = CollectiveModel(h3).AllReduceSeconds(8e9, Group{24, 8});
  h3.node.nvls = false;
  CHECK(CollectiveModel(h3).AllReduceSeconds(8e9, Group{24, 8}) == doctest::Approx(t3));
}
