// How long kernels take on one GPU: roofline on the profile's peaks with
// measured (or published) efficiency by shape.
#pragma once

#include "core/hardware.h"
#include "core/plan.h"
#include "core/units.h"

namespace shoal::sim {

/// HBM bytes per element of one fp8 quantization of a 16-bit GEMM input
/// into its row-wise and transposed copies: 4 delayed, 6 current (the amax
/// read first), 4 + 2/32 block (the per-block scales); one byte (and block
/// scaling's scale) less without the transposed copy, where no
/// weight-gradient GEMM reads it (a frozen weight's input and output gradient).
double Fp8CastBytesPerElement(Fp8Recipe recipe, bool transposed_copy = true);

/// HBM bytes per element of one NVFP4 quantization of a 16-bit GEMM input
/// (Transformer Engine's NVFP4BlockScaling): the per-tensor amax read first
/// (NVFP4's second-level FP32 scale), then read 16 bit and write the
/// row-wise and the column-wise (Hadamard-transformed) FP4 copies with their
/// per-16 E4M3 scales: 2 + 2 + 2 x kFp4BytesPerElement.
inline constexpr double kFp4CastBytesPerElement = 4.0 + 2.0 * kFp4BytesPerElement;

/// Time cost of kernels on one GPU of `hw`, computing in `precision`.
class ComputeModel {
 public:
  /// `cudnn_release`: the cuDNN the stack ships (Plan::cudnn_release), which
  /// picks the profile's cuDNN attention figures (EfficiencyModel::CudnnAt).
  ComputeModel(const HardwareProfile& hw, Precision precision, bool cuda_graphs = false,
               Fp8Recipe fp8_recipe = Fp8Recipe::kDelayed, int cudnn_release = 0);

  /// One GEMM C[m,n] = A[m,k] B[k,n] (x `batch`), `gemm_precision` operands.
  double GemmSeconds(double m, double n, double k, double batch = 1.0) const;
  /// Efficiency the GEMM reaches (from the measured table when the profile
  /// has one for this precision, else the shape model).
  double GemmEfficiency(double m, double n, double k) const;
  /// The shape factor's half dimension d / (d + half) in this precision.
  double GemmHalfDim() const { return half_dim_; }
  /// How much longer (a fraction) a GEMM of `rows` x `cols` output takes
  /// run as `chunks` GEMMs of rows / chunks rows each: by the profile's
  /// output-area factor where it has one (gemm_half_area; cols <= 0: none
  /// known), else by the shape factor of the rows alone.
  double RowSplitSlowdown(double rows, double cols, double chunks) const;
  /// Fused attention executing `flops` (the causal half counted once),
  /// forward or backward, with `kernel` at sequence length `seq_len` and
  /// `head_dim`: the kernel's plateau efficiency x seq / (seq + half_seq) x
  /// the head-dim factor. flash1 runs at half FlashAttention-2's rate.
  double AttentionSeconds(double flops, bool backward, AttentionKernel kernel = AttentionKernel::kFlash2,
                          double seq_len = 0, double head_dim = 128) const;
  double AttentionEfficiency(bool backward, AttentionKernel kernel, double seq_len,
                             double head_dim) const;
  /// A memory-bound kernel moving `bytes` through HBM.
  double MemorySeconds(double bytes) const;
  /// One fp8 quantization of `elements` 16-bit values under the model's
  /// recipe (Fp8CastBytesPerElement each), at the profile's block-scaled
  /// quantization bandwidth where it measured one, else at memory_bandwidth.
  double Fp8CastSeconds(double elements, bool transposed_copy = true) const;
  /// One NVFP4 quantization of `elements` 16-bit values
  /// (kFp4CastBytesPerElement each), at the profile's NVFP4 quantization
  /// bandwidth where it measured one, else at memory_bandwidth.
  double Fp4CastSeconds(double elements) const;
  /// What torchao's rowwise recipe adds to one projection x[m,k] W[k,n]
  /// (`batch` of them), forward or backward: every operand cast for each
  /// GEMM it enters, in that GEMM's orientation (a row-amax kernel and a cast
  /// kernel each: forward x and W; backward the output gradient twice, x and
  /// W again), and backward the dgrad and wgrad outputs rescaled by a pass
  /// each (16-bit read and write); the kernels' launch gaps included
  /// (kRowwiseForwardKernels, kRowwiseBackwardKernels).
  static constexpr double kRowwiseForwardKernels = 4, kRowwiseBackwardKernels = 10;
  double RowwiseFp8Seconds(double m, double n, double k, double batch, bool backward) const;
  /// An elementwise kernel moving `bytes` and taking `exps` exponentials
  /// (tanh, sigmoid: one each): bound by memory or, where the profile
  /// measured them (CPU hosts), by the special functions.
  double ElementwiseSeconds(double bytes, double exps) const;
  double KernelLaunchSeconds(double kernels) const;
  /// CPU time to issue `ops` eager framework ops, and `launches` bare kernel
  /// launches from C++ (a library's loop over GEMMs); 0 when the step
  /// replays as CUDA graphs.
  double HostSeconds(double ops, double launches = 0) const;
  double PeakFlops() const { return peak_flops_; }
  /// Bytes per element of activations (16-bit unless fp32 training).
  double ActivationBytes() const { return activation_bytes_; }

 private:
  const HardwareProfile& hw_;
  Precision precision_;
  Fp8Recipe fp8_recipe_;
  double peak_flops_;      // GEMM peak in the training precision
  double attention_peak_;  // attention runs in 16 bit even in fp8/fp4 training
  CudnnAttentionShares cudnn_;  // the stack's cuDNN release's attention figures
  double gemm_max_;
  double half_dim_;   // the shape factor's half dimension in the training precision
  double half_area_;  // the output-area half point in the training precision (0: none)
  double activation_bytes_;
  double launch_s_;  // per kernel
  bool cuda_graphs_;
};

}  // namespace shoal::sim
