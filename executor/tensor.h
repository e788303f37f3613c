// Dense tensors of the CPU trainer: row-major Eigen matrices of doubles.
#pragma once

#include <Eigen/Dense>

#include <cstddef>

namespace shoal::executor {

using Mat = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using Vec = Eigen::VectorXd;
using MatMap = Eigen::Map<Mat>;
using ConstMatMap = Eigen::Map<const Mat>;

inline double MatBytes(const Mat& m) { return static_cast<double>(m.size()) * sizeof(double); }

}  // namespace shoal::executor
