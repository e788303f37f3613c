#include "executor/device.h"

namespace shoal::executor {

void CpuDevice::GemmRaw(bool trans_a, bool trans_b, int64_t m, int64_t n, int64_t k, double alpha,
                        const double* a, int64_t lda, const double* b, int64_t ldb, double beta,
                        double* c, int64_t ldc) {
  using Stride = Eigen::OuterStride<>;
  using CMap = Eigen::Map<const Mat, 0, Stride>;
  Eigen::Map<Mat, 0, Stride> cm(c, m, n, Stride(ldc));
  if (beta == 0.0) {
    cm.setZero();
  } else if (beta != 1.0) {
    cm *= beta;
  }
  CMap am(a, trans_a ? k : m, trans_a ? m : k, Stride(lda));
  CMap bm(b, trans_b ? n : k, trans_b ? k : n, Stride(ldb));
  if (!trans_a && !trans_b) {
    cm.noalias() += alpha * am * bm;
  } else if (trans_a && !trans_b) {
    cm.noalias() += alpha * am.transpose() * bm;
  } else if (!trans_a && trans_b) {
    cm.noalias() += alpha * am * bm.transpose();
  } else {
    cm.noalias() += alpha * am.transpose() * bm.transpose();
  }
}

}  // namespace shoal::executor
