// Where Megatron-Core's precision-aware optimizer keeps the master copy of the
// weights: shared by the rows `validate` reads and the files `emit` writes.
#pragma once

#include "core/plan.h"

namespace shoal {

/// True where Megatron-Core's precision-aware optimizer leaves the master
/// copy to Transformer Engine's FusedAdam: bf16 training, and delayed-scaling
/// fp8 on 16-bit weights (OptimizerConfig
/// use_precision_aware_optimizer_no_fp8_or_ds_fp8). There an fp32 master of
/// bf16 weights is kept as the 16 bits the weight lacks
/// (store_param_remainders, default true since Megatron-Core v0.12.0 with TE
/// 2.1): 2 bytes a parameter. Elsewhere (the other fp8 recipes, fp8 weights)
/// the master is Megatron-Core's own, in its main_params_dtype.
bool MasterKeptAsRemainders(const Plan& plan);

}  // namespace shoal
