// Ranges every input is checked against (docs/input-ranges.md lists them per
// field). Wide enough for any real cluster or model, narrow enough that every
// product the simulator forms fits its integer type and every real stays
// finite.
#pragma once

#include <cstddef>
#include <cstdint>

namespace shoal::limits {

/// Input files: larger ones, or deeper nesting, are refused before parsing.
inline constexpr size_t kMaxInputBytes = 64u << 20;  // 64 MiB
inline constexpr int kMaxJsonDepth = 64;
/// Characters of a value or a name an error message quotes at most.
inline constexpr size_t kMaxExcerptChars = 60;

/// GPUs of a cluster, and each parallel dimension and their product.
inline constexpr int64_t kMaxGpus = 1 << 20;  // 1,048,576
/// Layers, heads, experts.
inline constexpr int64_t kMaxLayers = 10000;
inline constexpr int64_t kMaxHeads = 1 << 16;
inline constexpr int64_t kMaxExperts = 1 << 16;
/// Widths (hidden, head_dim, ffn) and the vocabulary.
inline constexpr int64_t kMaxWidth = 1 << 22;  // 4,194,304
inline constexpr int64_t kMaxVocab = 1 << 24;
/// Tokens of one sequence; sequences of one batch; virtual stages.
inline constexpr int64_t kMaxSeqLen = 1 << 24;
inline constexpr int64_t kMaxBatch = 1 << 24;
inline constexpr int64_t kMaxVirtualStages = 1024;
/// Tokens of one optimizer step (global batch x sequence length).
inline constexpr int64_t kMaxTokensPerStep = int64_t{1} << 40;
/// Tokens of a whole training run.
inline constexpr double kMaxTrainingTokens = 1e16;
/// Micro-batches x pipeline stages x virtual stages of one step: the
/// simulator's event graph grows with it (2^18 simulates in about 13 s).
inline constexpr int64_t kMaxPipelineWork = int64_t{1} << 18;
/// CPU worker threads of the planner.
inline constexpr int kMaxThreads = 1024;
/// Bases a software-stack file's "base" chain may go through (a deeper
/// chain is an error, like a cycle).
inline constexpr int kMaxStackBases = 16;

}  // namespace shoal::limits
