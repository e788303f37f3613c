#pragma once
// Subnormal numbers on the CPU backend. An x86 core computes an operation on a
// subnormal (|x| < 2.2e-308 in fp64) through a microcode assist costing tens to
// hundreds of cycles; a GPU's FMA units take them at full speed. Small
// gradients and Adam updates make subnormals in the executor's GEMMs, and on
// some CPUs that tripled the step (docs/executor.md, "Where the loop missed"):
// the time then measures the CPU's assist path, not the training step the
// simulator predicts. The CPU backend therefore flushes them to zero on its
// training threads, as TensorFlow does by default on x86
// (tensorflow/core/platform/denormal.h, ScopedFlushDenormal) and PyTorch offers
// (torch.set_flush_denormal). Values that small carry no training signal.
#if defined(__SSE2__) || defined(_M_X64)
#include <xmmintrin.h>
#define SHOAL_HAVE_MXCSR 1
#endif

namespace shoal::executor {

/// Sets flush-to-zero and denormals-are-zero on this thread for its lifetime
/// and restores the previous mode after (x86 MXCSR; elsewhere it does nothing).
class ScopedFlushDenormals {
 public:
  ScopedFlushDenormals() {
#ifdef SHOAL_HAVE_MXCSR
    saved_ = _mm_getcsr();
    _mm_setcsr(saved_ | kFlushToZero | kDenormalsAreZero);
#endif
  }
  ~ScopedFlushDenormals() {
#ifdef SHOAL_HAVE_MXCSR
    _mm_setcsr(saved_);
#endif
  }
  ScopedFlushDenormals(const ScopedFlushDenormals&) = delete;
  ScopedFlushDenormals& operator=(const ScopedFlushDenormals&) = delete;

  /// Whether this thread now flushes subnormal results to zero.
  static bool Active() {
#ifdef SHOAL_HAVE_MXCSR
    return (_mm_getcsr() & (kFlushToZero | kDenormalsAreZero)) ==
           (kFlushToZero | kDenormalsAreZero);
#else
    return false;
#endif
  }

 private:
  static constexpr unsigned kFlushToZero = 0x8000;     // MXCSR bit 15
  static constexpr unsigned kDenormalsAreZero = 0x40;  // MXCSR bit 6
  unsigned saved_ = 0;
};

}  // namespace shoal::executor
