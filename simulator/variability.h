// GPU-to-GPU speed variability: a synchronous step runs at the pace of its
// slowest GPU. Identical GPUs of one SKU differ in sustained speed through
// manufacturing variation and power management: Sinha et al., "Not All GPUs
// Are Created Equal: Characterizing Variability in Large-Scale,
// Accelerator-Rich Systems", SC'22 (arXiv:2208.11035), measured 8% average
// (max 22%) performance variation across the GPUs of five clusters
// (Summit, Vortex, Frontera, Longhorn, Corona; V100, RTX 5000, MI50/60) on
// compute-bound kernels such as SGEMM, outliers aside.
//
// Model: per-GPU speed is normal with coefficient of variation cv (the
// profile's efficiency.gpu_speed_cv); every collective of a step waits for
// the slowest of the job's N GPUs, so compute takes 1 + cv E[max of N standard
// normals] times its single-GPU time. The single-GPU time is the profile's
// calibration (kernel measurements on one GPU).
#pragma once

namespace shoal::sim {

/// E[max of n independent standard normals] (Blom's order-statistic
/// approximation: 4% above the exact value at n = 2, within 1% from n = 8); 0 for n <= 1.
double ExpectedMaxOfNormals(double n);

/// The factor by which a step's compute stretches on `gpus` GPUs whose
/// sustained speeds vary with coefficient of variation `cv`: 1 + cv E[max].
double SlowestGpuFactor(double cv, double gpus);

}  // namespace shoal::sim
