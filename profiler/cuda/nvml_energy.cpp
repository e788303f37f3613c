// NVML energy (nvmlDeviceGetTotalEnergyConsumption, Volta and later) and the
// enforced power limit. Without SHOAL_HAVE_NVML both report "unavailable".
#include <cuda_runtime_api.h>

#include "profiler/cuda/cuda_backends.h"

#ifdef SHOAL_HAVE_NVML
#include <nvml.h>
#endif

namespace shoal::profiler {

#ifdef SHOAL_HAVE_NVML
namespace {

/// The NVML handle of CUDA device `device` (matched by PCI bus id); false when NVML fails.
bool NvmlHandle(int device, nvmlDevice_t* handle) {
  char bus_id[32] = {};
  if (cudaDeviceGetPCIBusId(bus_id, sizeof bus_id, device) != cudaSuccess) return false;
  if (nvmlInit_v2() != NVML_SUCCESS) return false;
  if (nvmlDeviceGetHandleByPciBusId_v2(bus_id, handle) != NVML_SUCCESS) {
    nvmlShutdown();
    return false;
  }
  return true;
}

class NvmlEnergyMeter : public EnergyMeter {
 public:
  explicit NvmlEnergyMeter(nvmlDevice_t handle) : handle_(handle) {}
  ~NvmlEnergyMeter() override { nvmlShutdown(); }
  std::string Source() const override { return "nvml"; }
  bool PerDevice() const override { return true; }
  std::optional<double> ReadJoules() override {
    unsigned long long mj = 0;
    if (nvmlDeviceGetTotalEnergyConsumption(handle_, &mj) != NVML_SUCCESS) return std::nullopt;
    return static_cast<double>(mj) * 1e-3;
  }

 private:
  nvmlDevice_t handle_;
};

}  // namespace

std::unique_ptr<EnergyMeter> MakeNvmlEnergyMeter(int device) {
  nvmlDevice_t handle{};
  if (!NvmlHandle(device, &handle)) return nullptr;
  auto meter = std::make_unique<NvmlEnergyMeter>(handle);
  if (!meter->ReadJoules()) return nullptr;  // no energy counter on this GPU
  return meter;
}

double NvmlPowerLimitW(int device) {
  nvmlDevice_t handle{};
  if (!NvmlHandle(device, &handle)) return 0;
  unsigned int mw = 0;
  nvmlReturn_t rc = nvmlDeviceGetEnforcedPowerLimit(handle, &mw);
  nvmlShutdown();
  return rc == NVML_SUCCESS ? mw * 1e-3 : 0;
}

#else

std::unique_ptr<EnergyMeter> MakeNvmlEnergyMeter(int) { return nullptr; }
double NvmlPowerLimitW(int) { return 0; }

#endif

}  // namespace shoal::profiler
