"""Spot-check rows for scripts/make-spot-checks (its `rows`): the LLM
pre-training benchmarks of MLPerf Training v4.1 (November 2024), v5.0 (June
2025) and v5.1 (November 2025) as NVIDIA and the other submitters ran them on
NVIDIA GPUs (H100, H200, B200, B300, GB200, GB300), closed division: GPT-3
175B (gpt3, v4.1), Llama 3.1 405B (llama31_405b, v5.0 and v5.1) and Llama 3.1
8B (llama31_8b, new in v5.1). One row per results folder (system size), with
the steady step time read from the submitter's own result logs. The
fine-tuning benchmark (llama2_70b_*) is not here.

Sources, read with `git show HEAD:<path>` from git mirrors of
github.com/mlcommons/training_results_v4.1 (HEAD b87b9e39, 2024-12-11),
training_results_v5.0 (HEAD 0fdc28f0, 2025-05-30) and training_results_v5.1
(HEAD 441d65f4, 2026-01-12):
  <submitter>/results/<folder>/<benchmark>/result_*.txt   the MLLOG result logs
  <submitter>/systems/<folder>.json                       the system description
  <submitter>/benchmarks/<benchmark>/implementations/<impl>/config_*.sh,
      config_common*.sh, conf/custom.yaml, pretrain.py, Dockerfile,
      README-<folder>.md (which names the config a submission ran)
and, for the Llama 3.1 shapes, NeMo's own model configs
(github.com/NVIDIA/NeMo, nemo/collections/llm/gpt/model/llama.py at 8cfedd72:
Llama31Config405B, Llama31Config8B and their Llama3Config / LlamaConfig
bases), which the benchmarks' pretrain.py instantiate.

Left out: v4.1 NVIDIA/results/eos-dfw_n1452_ngc24.04_nemo/gpt3 (its logs are
v4.0's logs of the same folder less two SYSJSON lines, already a row of
mlperf_gpt3.py); v5.1 Nebius/results/nebius_h200_n64 and nebius_h200_n128
(llama31_405b: result_1..3.txt are byte-identical blobs to v5.0's
nebius_soperator_8xH200_n64/n128_ngc25.01_nemo logs, which are rows here);
the AMD-GPU folders (MI350X / MI355X) and Google's TPUs.

Step time. Each log's blocks (MLLOG block_start .. block_stop) are the training
between two evaluations; evaluation lies outside them. The steady step time
is, per run, the median over the blocks after the first of block seconds /
block steps, then the mean over the runs MLPerf scores (all three for gpt3 and
llama31_405b; for llama31_8b's ten runs the eight left when the fastest and
the slowest run_start..run_stop are dropped): what scripts/mlperf-timed-region
computes. For the gpt3 folders that script reads the logs as they are
(`--tokens-per-sample 2048`; block steps = epoch_count / 2048 / GBS) and its
step_s is the row's. It cannot read the Llama logs of NeMo 2's
mlperf_common callbacks, so the same figure is computed here from the same
events (the script stops with ZeroDivisionError, or, for v5.0 tyche,
'no median for empty data'):
  * v5.1 logs: block_start and block_stop carry the global step in their
    metadata ('step'); block steps = block_stop step - block_start step (their
    samples_count is the block's own count, the same at start and stop, which
    is why the script's samples difference is zero).
  * v5.0 logs: block_start and block_stop carry the cumulative samples_count
    at the block's start (the same at both); the next eval_start carries the
    count at its end; block steps = (eval_start samples_count - block_start
    samples_count) / logged global_batch_size.
  * v5.0 NVIDIA tyche_ngpu256/512 logs have no eval_start and no block_stop
    but the last: a block is block_start .. the time of the last NeMo
    train_step_time record (tracked_stats, one a step) before the block's first
    validation_step_time record, its steps (eval_stop samples_count -
    block_start samples_count) / GBS.
NeMo's own per-step train_step_time (tracked_stats with reduced_train_loss;
one a step in the llama31_405b logs, one every 32 steps in the llama31_8b
ones, LOG_EVERY_N_STEPS=32) is listed beside the block figure: its mean
medians are 0.1-2.1% lower (0.06% higher for University of Florida's n32
405B), except in v5.1 NVIDIA hsg_ngpu2560/5120 (4.2% and 14.0%: about 3 s and
5.3 s between the last step's record and block_stop in each 20- or 15-step
block) and Cisco's hpf_n8/n16 (2.9% and 8.2%), where the notes say so. The gpt3 logs carry no per-step timing.

Layouts are the ones the named config sets (the submission's
README-<folder>.md, a DLPAL line of the logs, which prints the config's
DGXSYSTEM name, or the submitter's run script names it); where a log also
prints NeMo's resolved config (the non-NVIDIA v5.1 logs but Cisco's, Lenovo's,
Dell's 1xXE9680L and University of Florida's; Oracle's and Nebius's v5.0/4.1
logs), the row takes its settings from that printout, which wins over the
repository's files where they differ (Nebius's nebius_b200_n2/n4 ran
cuda_graph_scope full_iteration and LR 0.0008, which their config files in
the repository do not set). Every row's logged global_batch_size and
gradient_accumulation_steps are checked against DP x MINIBS and MINIBS / MBS
(Megatron's DP counts the GPUs over TP x PP x CP).

Models: GPT-3 175B as mlperf_gpt3.py has it. Llama 3.1 405B: 126 layers,
hidden 16384, FFN 53248, 128 heads (NeMo Llama31Config405B), 8 KV heads
(Llama3Config num_query_groups 8), SwiGLU, RMSNorm, RoPE, no biases,
share_embeddings_and_output_weights False (LlamaConfig / Llama3Config);
OVERWRITTEN_NUM_LAYERS default 126 (custom.yaml); sequence 8192 (custom.yaml
encoder_seq_length 8192; every log's max_sequence_length 8192). Llama 3.1 8B:
32 layers, hidden 4096, FFN 14336, 32 heads (Llama31Config8B), 8 KV heads;
config_common_8b.sh OVERWRITTEN_NUM_LAYERS=32; logs max_sequence_length 8192.
Vocabulary 128256 (the Llama 3.1 tokenizer; a multiple of 128, so no padding).
Parameters: 405B: per layer 2 x 16384^2 (q, o) + 2 x 16384 x 1024 (k, v:
8 x 128) + 3 x 16384 x 53248 + 2 x 16384 = 3,187,703,808, x 126 =
401,650,679,808, + 2 x 128256 x 16384 (input and output embeddings) =
4,202,692,608, + 16384 = 405,853,388,800. 8B: per layer 2 x 4096^2 +
2 x 4096 x 1024 + 3 x 4096 x 14336 + 2 x 4096 = 218,112,000, x 32 =
6,979,584,000, + 2 x 128256 x 4096 = 1,050,673,152, + 4096 = 8,030,261,248.
"""
import statistics

from spot_checks import keyed_row
from spot_checks.mlperf_gpt3 import MODEL as GPT3_MODEL

MIRROR_HEAD = {"4.1": "b87b9e396f771345d4ef122ba33456304f15228d",
               "5.0": "0fdc28f013256aea84fa36fdaf1e0fa46094b18c",
               "5.1": "441d65f4445cd59687466533fd9f55399136e7a4"}
YEAR = {"4.1": "2024", "5.0": "2025", "5.1": "2025"}  # published Nov 2024, Jun 2025, Nov 2025
MONTH = {"4.1": "November 2024", "5.0": "June 2025", "5.1": "November 2025"}

V405 = 128256
P405 = 126 * (2 * 16384 ** 2 + 2 * 16384 * 1024 + 3 * 16384 * 53248 + 2 * 16384) + 2 * V405 * 16384 + 16384
assert P405 == 405_853_388_800
P8 = 32 * (2 * 4096 ** 2 + 2 * 4096 * 1024 + 3 * 4096 * 14336 + 2 * 4096) + 2 * V405 * 4096 + 4096
assert P8 == 8_030_261_248
LLAMA_ARCH = ("Llama 3.1 as NeMo builds it (nemo/collections/llm/gpt/model/llama.py: LlamaConfig / Llama3Config / "
              "Llama31Config): RMSNorm, SwiGLU MLP (gated_linear_unit True, silu), RoPE (rotary_base 500000, Llama 3.1 "
              "frequency scaling), GQA with num_query_groups 8 (head dim 128), no biases (add_bias_linear False), "
              "untied input and output embeddings (share_embeddings_and_output_weights False), no dropout; Llama 3.1 "
              "tokenizer of 128256 entries (a multiple of 128: no padding)")
MODELS = {
    "gpt3": dict(GPT3_MODEL),
    "llama31_405b": dict(
        model_name="Llama 3.1 405B (MLPerf Training llama31_405b benchmark)", model_type="dense", num_layers=126,
        hidden_size=16384, ffn_hidden_size=53248, num_attention_heads=128, num_kv_heads=8, vocab_size=V405,
        seq_len=8192, total_params_b=round(P405 / 1e9, 1),
        arch_notes=(LLAMA_ARCH + "; Llama31Config405B: 126 layers, hidden 16384, ffn 53248, 128 heads; the benchmark "
                    "trains from Meta's Llama 3.1 405B checkpoint on C4 (init_checkpoint_step 0 in the logs; "
                    "target log perplexity 5.6)")),
    "llama31_8b": dict(
        model_name="Llama 3.1 8B (MLPerf Training llama31_8b benchmark)", model_type="dense", num_layers=32,
        hidden_size=4096, ffn_hidden_size=14336, num_attention_heads=32, num_kv_heads=8, vocab_size=V405,
        seq_len=8192, total_params_b=round(P8 / 1e9, 1),
        arch_notes=(LLAMA_ARCH + "; Llama31Config8B: 32 layers, hidden 4096, ffn 14336, 32 heads; trained from "
                    "scratch (config_common_8b.sh LOAD_CHECKPOINT=\"\"; target log perplexity 3.3)")),
}
BENCH_NAME = {"gpt3": "GPT-3 175B", "llama31_405b": "Llama 3.1 405B", "llama31_8b": "Llama 3.1 8B"}

# ---------------------------------------------------------------------------
# GPUs and systems, as the systems/<folder>.json describe them.
# ---------------------------------------------------------------------------
GPU = {
    "h100": dict(gpu_type="H100 SXM5 80GB", gpu_memory_gb=80, gpus_per_node=8),
    "h200": dict(gpu_type="H200 SXM 141GB", gpu_memory_gb=141, gpus_per_node=8),
    "b200": dict(gpu_type="B200 SXM 180GB", gpu_memory_gb=180, gpus_per_node=8),
    "b300": dict(gpu_type="B300 SXM 288GB", gpu_memory_gb=288, gpus_per_node=8),
    "gb200": dict(gpu_type="GB200 (B200 GPU of a GB200 superchip) 186GB", gpu_memory_gb=186, gpus_per_node=4),
    "gb300": dict(gpu_type="GB300 (B300 GPU of a GB300 superchip) 288GB", gpu_memory_gb=288, gpus_per_node=4),
}
NVL = {
    "h100": "NVLink4 via NVSwitch (system description: '{ic}')",
    "h200": "NVLink4 via NVSwitch (system description: '{ic}')",
    "b200": "NVLink5 via NVSwitch (system description: '{ic}')",
    "b300": "NVLink5 via NVSwitch (system description: '{ic}')",
    "gb200": ("NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 NVL72 rack (system description: "
              "'{ic}'); gpus_per_node counts a 4-GPU compute tray"),
    "gb300": ("NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 NVL72 rack (system description: "
              "'{ic}'); gpus_per_node counts a 4-GPU compute tray"),
}

# ---------------------------------------------------------------------------
# Networks (host_networking of the system descriptions; a count of NICs and a
# speed only where the description gives them).
# ---------------------------------------------------------------------------
def _ib8(quote, speed="400", gen="NDR", nic="ConnectX-7"):
    return f"8x {speed} Gb/s {gen} InfiniBand per node ({nic}; system description host_networking: '{quote}')"


def _tray(quote, speed="400", gen="NDR", nic="ConnectX-7"):
    return (f"4x {speed} Gb/s {gen} InfiniBand per compute tray, one {nic} per GPU, between NVL72 racks (system "
            f"description host_networking: '{quote}')")


NET = {
    "eos": _ib8("Storage: 2x ConnectX-7 IB NDR 400Gb/s, Compute: 8x ConnectX-7 IB NDR 400Gb/s, Management: 100Gb/s "
                "Ethernet NIC"),
    "eos-dfw": _ib8("Storage+Management: 1x NVIDIA BlueField 2 DPU 100Gb/s, Compute: 8x NVIDIA ConnectX-7 IB NDR "
                    "400Gb/s"),
    "nyx": "not stated (system description host_networking empty; 8 DGX B200 nodes)",
    "oracle-h100": ("RoCE v2 Ethernet (system description host_networking: 'ROCE2; Data bandwidth for GPU-PCIe: 504 GB/s; "
                    "PCIe-NIC: 500 GB/s'; Oracle's config_common.sh NCCL_IB_HCA names 16 mlx5 devices); NIC speed not "
                    "stated"),
    "gb200": _tray("4x ConnectX-7 IB NDR 400Gb/s"),
    "gb200-51": _tray("4x ConnectX-7 IB NDR 400 Gb/s"),
    "gb300": _tray("4x ConnectX-8 IB XDR 800 Gb/s", "800", "XDR", "ConnectX-8"),
    "nebius-h200": _ib8("8x ConnectX-7 IB NDR 400Gb/s + 200Gb/s Ethernet NIC"),
    "nebius-b200": _ib8("8x ConnectX-7 IB NDR 400Gb/s + 200Gb/s Ethernet NIC"),
    "nebius-b300": _ib8("8x ConnectX-8 IB XDR 800Gb/s + 400Gb/s Ethernet NIC", "800", "XDR", "ConnectX-8"),
    "cisco": ("8x 400 Gb/s per node (BlueField-3 ConnectX-7; system description host_networking: 'Storage: 2x BF3 "
              "ConnectX-7 400Gb/s, Compute: 8x BF3 ConnectX-7 400Gb/s, Management: 100Gb/s Ethernet NIC'; fabric not "
              "named)"),
    "one-node": "none (one node; the system description names no inter-node network)",
    "dell-2": "not stated (two nodes; system description host_networking empty)",
    "hpe": ("InfiniBand and Ethernet (system description host_networking: 'Infiniband, Ethernet'); NIC count and speed "
            "not stated"),
    "uf": ("InfiniBand (system description host_networking: 'InfiniBand; Data bandwidth for GPU-PCIe: 504 GB/s; "
           "PCIe-NIC: 500 GB/s'); NIC count and speed not stated"),
    "oracle-b200": ("RoCE v2 Ethernet (system description host_networking: 'ROCE2; Data bandwidth for GPU-PCIe: 504 "
                    "GB/s; PCIe-NIC: 500 GB/s'; run_llama31-8b.sh NCCL_IB_HCA names 8 mlx5 devices); NIC speed not "
                    "stated"),
    "verda": "system description host_networking: '100GbE InfiniBand' (NIC count not stated)",
}

# ---------------------------------------------------------------------------
# Software: framework (the container/NeMo release the Dockerfile or system
# description names) and what the Dockerfile pins.
# ---------------------------------------------------------------------------
D51 = ("Dockerfile: FROM nvcr.io/nvidia/pytorch:25.09-py3, NEMO_REVISION=25.09-alpha.rc1, MCORE_REVISION=25.09-alpha.rc1, "
       "TE_REVISION=release_v2.8, NEMORUN_REVISION=v0.5.0")
SOFTWARE = {
    "41-eos": ("NeMo 24.09 (MLPerf Training v4.1 NVIDIA submission, Megatron-Core)",
               "Dockerfile: FROM nvcr.io/nvidia/pytorch:24.09-py3, NEMO_REVISION=24.09-alpha.rc0 (NEMO_BASE_VERSION="
               "r2.0.0), MEGATRON_REVISION=24.09-alpha.rc0, TE_REVISION=SKIP (the container's Transformer Engine); "
               "system description framework 'NVIDIA NeMo Framework Release 24.09'; conf/custom.yaml mcore_gpt True "
               "(the Megatron-Core GPT model)"),
    "41-nyx": ("NeMo preview build (MLPerf Training v4.1 NVIDIA preview submission, Megatron-Core)",
               "no Dockerfile in the implementation folder; system description framework 'NVIDIA NEMO', framework_name "
               "'nemo_preview', status 'Preview' (no container release named); config_common.sh and conf/custom.yaml "
               "are eos_n64_ngc24.09_nemo's but for TE_UB_ATOMIC_GEMM_RS=1, NVTE_TP_OVERLAP_TRAINING_ONLY=1 and "
               "custom.yaml external_cuda_graph (not enable_cuda_graph) for LAYER_CUDA_GRAPH; the config also sources "
               "config_common_blackwell.sh, which the repository does not hold"),
    "41-oracle": ("NeMo 24.09 (Oracle's MLPerf Training v4.1 submission of NVIDIA's NeMo GPT-3 implementation, "
                  "Megatron-Core)",
                  "Dockerfile: FROM nvcr.io/nvdlfwea/pytorch:24.09-py3, NEMO_REVISION=24.09-alpha.rc0, "
                  "MEGATRON_REVISION=24.09-alpha.rc0 (NVIDIA's eos_n64_ngc24.09_nemo Dockerfile but for the registry); "
                  "the logs' DLPAL line names the container gpt3-20240923.sqsh; the system description's framework "
                  "'MXNet NVIDIA Release 24.04 or PyTorch NVIDIA Release 24.04' disagrees with the Dockerfile"),
    "50-h100": ("NeMo 25.01 (MLPerf Training v5.0 {who} submission; NeMo v2.2.0, Megatron-Core core_r0.11.0)",
                "Dockerfile: FROM nvcr.io/nvidia/pytorch:25.01-py3, NEMO_REVISION=v2.2.0, MCORE_REVISION=core_r0.11.0, "
                "TE_REVISION=SKIP (the container's Transformer Engine); system description framework 'NVIDIA NeMo "
                "Framework Release 25.01'; NeMo 2 pretrain.py: Llama31Config405B with num_layers and enable_cuda_graph "
                "overwritten from custom.yaml, MegatronMixedPrecision 'bf16-mixed', Megatron-Core OptimizerConfig"),
    "50-gb200": ("NeMo 25.04 (MLPerf Training v5.0 {who} submission; NeMo 25.04-alpha.rc2, Megatron-Core "
                 "25.04-alpha.rc2, Transformer Engine v2.2.1)",
                 "Dockerfile: FROM nvcr.io/nvidia/pytorch:25.04-py3, NEMO_REVISION=25.04-alpha.rc2, "
                 "MCORE_REVISION=25.04-alpha.rc2, TE_REVISION=v2.2.1, NEMORUN_REVISION=v0.4.0rc2.dev0; system "
                 "description framework 'NVIDIA NeMo Framework Release 25.04'; the config sources "
                 "config_common_blackwell.sh, which the repository does not hold"),
    "51": ("NeMo 25.09 (MLPerf Training v5.1 {who} submission; NeMo 25.09-alpha.rc1, Megatron-Core 25.09-alpha.rc1, "
           "Transformer Engine release_v2.8)",
           D51 + ", NCCL_REVISION=v2.28.3-1 (built into the image); system description framework '{fw}'"),
    "51-nonccl": ("NeMo 25.09 (MLPerf Training v5.1 {who} submission of NVIDIA's implementation; NeMo 25.09-alpha.rc1, "
                  "Megatron-Core 25.09-alpha.rc1, Transformer Engine release_v2.8)",
                  D51 + " (NVIDIA's Dockerfile less its NCCL v2.28.3-1 build); system description framework '{fw}'"),
    "51-lambda": ("NeMo 25.09 (MLPerf Training v5.1 Lambda submission of NVIDIA's implementation; NeMo 25.09-alpha, "
                  "Megatron-Core 25.09-alpha)",
                  "Dockerfile: FROM nvcr.io/nvstaging/dlfw/pytorch:25.09-py3, NEMO_REVISION=25.09-alpha, "
                  "MCORE_REVISION=25.09-alpha, TE_REVISION=d5919e12f8f5 (a commit), NCCL_REVISION=v2.28.3-1; system "
                  "description framework 'PyTorch NVIDIA Release 25.09' (the folder name's ngc25.04 disagrees)"),
    "51-smc": ("NeMo 25.09 (MLPerf Training v5.1 Supermicro submission of NVIDIA's implementation)",
               "no Dockerfile in the implementation folder (config_common*.sh as NVIDIA's 25.09 ones); system "
               "description framework 'PyTorch NVIDIA Release 25.04; NeMo Framework NVIDIA Release 25.09'"),
    "51-oracle": ("NeMo (release not stated; Oracle's MLPerf Training v5.1 submission of NVIDIA's Llama 3.1 8B "
                  "implementation, Megatron-Core)",
                  "no Dockerfile in Oracle's benchmark folder (config_common*.sh as NVIDIA's 25.09 ones, and the logs "
                  "print NeMo 25.09's config keys, fp4 among them); the logs' DLPAL line names the container "
                  "llama3_8b_20251008.sqsh; the system description's 'MXNet NVIDIA Release 24.04 or PyTorch NVIDIA "
                  "Release 24.04' is stale"),
    "51-hpe": ("NeMo (commit eddf23fc) with Megatron-Core (commit 4cd81e85) on NGC PyTorch 25.08 (HPE's MLPerf Training "
               "v5.1 submission of NVIDIA's implementation)",
               "Dockerfile: FROM nvcr.io/nvidia/pytorch:25.08-py3, NEMO_REVISION=eddf23fcba17, MCORE_REVISION="
               "4cd81e85d2a2, TE_REVISION=c47f329b2084, NCCL_REVISION=v2.28.3-1; system description framework "
               "'NVIDIA Release 25.08 (NeMo, PyTorch, DGL, HugeCTR)'"),
    "51-cisco": ("NeMo v2.4.0 with Megatron-Core core_v0.13.1 on NGC PyTorch 25.01 (Cisco's MLPerf Training v5.1 "
                 "submission, a port of NVIDIA's v5.0 Llama 3.1 405B implementation)",
                 "Dockerfile: FROM nvcr.io/nvidia/pytorch:25.01-py3, NEMO_REVISION=v2.4.0, MCORE_REVISION=core_v0.13.1, "
                 "TE_REVISION=v2.5, APEX_REVISION=HEAD; the folder keeps NVIDIA's README-eos-dfw_n64_ngc25.01_nemo.md; "
                 "the system description's 'PyTorch NVIDIA Release 23.09' is stale"),
}

# ---------------------------------------------------------------------------
# Precision, as the configs (or the log's printed config) set it.
# ---------------------------------------------------------------------------
PREC = {
    "gpt3": ("fp8 (Transformer Engine delayed scaling: config_fp8.sh FP8=True, FP8_HYBRID=True (E4M3 forward, E5M2 "
             "gradients), FP8_AMAX_HISTORY=1024, FP8_AMAX_ALGO=max, FP8_REDUCE_AMAX=True; FP8_PARAMS=True in "
             "config_common.sh); bf16 otherwise (trainer.precision bf16, megatron_amp_O2 True)"),
    "e4m3-delayed": ("fp8 (Transformer Engine delayed scaling: FP8=True with FP8_HYBRID unset, so pretrain.py passes "
                     "fp8 'e4m3' (E4M3 forward and backward); custom.yaml fp8_recipe 'delayed', fp8_amax_history_len 1, "
                     "fp8_amax_compute_algo 'most_recent', reduce_amax True); bf16 otherwise (trainer.precision bf16, "
                     "MegatronMixedPrecision 'bf16-mixed')"),
    "e4m3-tensorwise": ("fp8 (Transformer Engine per-tensor current scaling: FP8=True, FP8_RECIPE='tensorwise', "
                        "FP8_HYBRID unset so fp8 'e4m3'); bf16 otherwise (trainer.precision bf16)"),
    "hybrid-tensorwise": ("fp8 (Transformer Engine per-tensor current scaling: FP8=True, FP8_HYBRID=True "
                          "(config_common_8b.sh: E4M3 forward, E5M2 gradients), FP8_RECIPE='tensorwise' "
                          "(config_common.sh)); bf16 otherwise (trainer.precision bf16)"),
    "nvfp4-405b": ("NVFP4 (config_common_fp4.sh FP4=True, FP4_RECIPE='nvfp4', FP8=False; NVTE_NVFP4_DISABLE_RHT=1, "
                   "NVTE_NVFP4_DISABLE_STOCHASTIC_ROUNDING=1, NVTE_NVFP4_DISABLE_2D_QUANTIZATION=1, its 'vanilla "
                   "recipe'); bf16 otherwise (trainer.precision bf16)"),
    "nvfp4-8b": ("NVFP4 (config_common_fp4.sh FP4=True, FP4_RECIPE='nvfp4', FP8=False, NVTE_NVFP4_DISABLE_RHT=1; "
                 "config_common_8b.sh, sourced after it, NVTE_NVFP4_DISABLE_STOCHASTIC_ROUNDING=0 and "
                 "NVTE_NVFP4_DISABLE_2D_QUANTIZATION=0: stochastic rounding and 2D weight quantization on); attention "
                 "in fp8 (config_common_fp8attn.sh FP8_DPA=True); bf16 otherwise (trainer.precision bf16)"),
    "nvfp4-8b-last": ("NVFP4 (FP4=True, FP4_RECIPE='nvfp4', FP8=False; config_common_fp4.sh is sourced last, so "
                      "NVTE_NVFP4_DISABLE_RHT=1, NVTE_NVFP4_DISABLE_STOCHASTIC_ROUNDING=1, "
                      "NVTE_NVFP4_DISABLE_2D_QUANTIZATION=1); attention in fp8 (config_common_fp8attn.sh FP8_DPA=True); "
                      "bf16 otherwise (trainer.precision bf16)"),
}

# ---------------------------------------------------------------------------
# Settings texts, in the configs' own spelling (validate reads the switches).
# ---------------------------------------------------------------------------
CG = {
    "none-gpt3": "no CUDA graphs (LAYER_CUDA_GRAPH unset: custom.yaml enable_cuda_graph False)",
    "layer-gpt3": ("CUDA graphs per transformer layer (LAYER_CUDA_GRAPH=1: custom.yaml external_cuda_graph True, the '_cg' "
                   "of the config name)"),
    "none-50": ("no CUDA graphs (MCORE_CUDA_GRAPH, LAYER_CUDA_GRAPH and FULL_CUDA_GRAPH unset: enable_cuda_graph and "
                "external_cuda_graph False)"),
    "full-50": ("CUDA graphs of the whole training iteration (config_common_cg.sh FULL_CUDA_GRAPH=True: custom.yaml "
                "full_cuda_graph True, captured during warm-up by custom_callbacks.py; MCORE_CUDA_GRAPH unset)"),
    "full-51": ("CUDA graphs of the whole training iteration (config_common_cg.sh FULL_CUDA_GRAPH=1 and "
                "MCORE_CUDA_GRAPH=1: enable_cuda_graph True, cuda_graph_scope 'full_iteration')"),
    "layer-51": ("CUDA graphs per transformer layer (MCORE_CUDA_GRAPH=1 from config_common_cg.sh with FULL_CUDA_GRAPH=0 "
                 "in the config: enable_cuda_graph True, cuda_graph_scope 'full', Megatron-Core's per-layer graphs)"),
    "none-smc": ("no CUDA graphs (the config sets MCORE_CUDA_GRAPH=0 and FULL_CUDA_GRAPH=0; the log prints "
                 "enable_cuda_graph 0)"),
    "none-cisco": "no CUDA graphs (MCORE_CUDA_GRAPH=False in the config; LAYER_CUDA_GRAPH unset)",
}
TPO = {
    "gpt3-h100": ("TP_COMM_OVERLAP=True (model.ub_tp_comm_overlap: Transformer Engine userbuffers) with "
                  "MC_TP_OVERLAP_AG=True, MC_TP_OVERLAP_RS=True, NVTE_UB_SPLIT_RS=0, NVTE_UB_ATOMIC_GEMM_RS=1, "
                  "NVTE_RS_STRIDED_ATOMIC=1 (config_common.sh), per-GEMM methods from conf/tp_overlap/h100tp4mbs2.yaml"),
    "gpt3-b200": ("TP_COMM_OVERLAP=True (model.ub_tp_comm_overlap: Transformer Engine userbuffers) with "
                  "MC_TP_OVERLAP_AG=True, MC_TP_OVERLAP_RS=True (config_common.sh), NVTE_UB_FP8_RS=1, "
                  "NVTE_RS_STRIDED_ATOMIC=0, TE_UB_ATOMIC_GEMM_RS_PROJ=0, TE_UB_ATOMIC_GEMM_RS_FC2=0 (the config)"),
    "405-on": ("TP_COMM_OVERLAP=True (ub_tp_comm_overlap: Transformer Engine userbuffers) with MC_TP_OVERLAP_AG=True, "
               "MC_TP_OVERLAP_RS=True, TE_UB_ATOMIC_GEMM_RS=0, NVTE_TP_OVERLAP_TRAINING_ONLY=1 (config_common.sh)"),
    "fp4-off": ("TP_COMM_OVERLAP=False (set by the config and by config_common_fp4.sh: 'TP overlap not supported "
                "yet')"),
    "uf-off": ("ub_tp_comm_overlap False (TP_COMM_OVERLAP is unset in University of Florida's config, so custom.yaml's "
               "default False holds; NVIDIA's own config_DGXB200_64x8x144xtp4pp8cp2_cg.sh sets it True)"),
    "8b-tp2": "TP_COMM_OVERLAP=True with SEQ_PARALLEL=True (TP 2)",
    "tp1": "TP_COMM_OVERLAP=False (TP 1)",
    "cisco-tp1": "TP_COMM_OVERLAP=True in the config, moot at TP 1",
    "cisco-tp2": "TP_COMM_OVERLAP=True (custom.yaml ub_tp_comm_overlap) with sequence parallelism (SEQ_PARALLEL default True)",
}
FP8W = {
    "gpt3": "FP8_PARAMS=True (model.fp8_params: fp8 weights, all-gathered in fp8)",
    "params": ("FP8_PARAMS=True (custom.yaml optim.fp8_params, passed as Megatron-Core fp8_param_gather: fp8 weights, "
               "all-gathered in fp8)"),
    "gather": "FP8_PARAM_GATHER=True (fp8_param_gather: fp8 weights, all-gathered in fp8)",
    "off": "FP8_PARAM_GATHER=False (config_common_fp4.sh; the weights stay bf16)",
}
DPA_ON = ("fp8_dot_product_attention True (config_common_fp8attn.sh FP8_DPA=True, NVTE_DPA_FP8_FORMAT=\"HYBRID\", "
          "NVTE_DPA_FP8DS_AMAX_ALGO=\"most_recent\"; NVTE_DPA_FP8_RECIPE=\"Float8CurrentScaling\" from config_common_fp4.sh)")
DPA_OFF = "fp8_dot_product_attention False (FP8_DPA unset)"
CE_TE = "cross_entropy_fusion_impl te (config_common_8b.sh CE_FUSION_IMPL=te: Transformer Engine's fused cross entropy)"
CE_NATIVE = "cross_entropy_fusion_impl native (CE_FUSION_IMPL unset: custom.yaml default 'native')"

COMMON = {
    "gpt3": ("config_common.sh: USE_DIST_OPTIMIZER=True, BUCKET_CAP_MB=200, CUDA_DEVICE_MAX_CONNECTIONS=1, "
             "NVTE_FWD/BWD_LAYERNORM_SM_MARGIN=8, NCCL_MIN_NCHANNELS=4, NCCL_NVLS_ENABLE=0, NCCL_P2P_NET_CHUNKSIZE="
             "2097152, per-communicator NCCL CTA settings (NCCL_CFG_PATH conf/nccl/custom_communicator_cta.yaml); "
             "conf/custom.yaml: sequence_parallel True, overlap_p2p_comm True, batch_p2p_comm False (SEQ_PARALLEL, "
             "OVERLAP_P2P_COMM, BATCH_P2P_COMM defaults); DEFER_EMBEDDING_WGRAD_COMPUTE as below"),
    "405": ("config_common.sh: USE_DIST_OPTIMIZER=True, OVERLAP_GRAD_REDUCE=True, OVERLAP_PARAM_GATHER=True, "
            "ALIGN_PARAM_GATHER=True, CUDA_DEVICE_MAX_CONNECTIONS=1, NCCL_MIN_NCHANNELS=4, NCCL_P2P_NET_CHUNKSIZE="
            "2097152, per-communicator NCCL CTA settings (NCCL_CFG_PATH); ASYM_PP_EMBED=True and ASYM_PP_LOSS=True "
            "(account_for_embedding_in_pipeline_split and account_for_loss_in_pipeline_split True: the embedding and "
            "the loss each take a layer's slot, 126 + 2 = 128 slots over PP 8 x virtual pipeline 8 = 64 chunks, 2 a "
            "chunk); custom.yaml: sequence_parallel True (SEQ_PARALLEL default), overlap_p2p_comm True, "
            "batch_p2p_comm False, cross_entropy_loss_fusion True"),
    "8b": ("config_common.sh USE_DIST_OPTIMIZER=True, OVERLAP_GRAD_REDUCE=True, OVERLAP_PARAM_GATHER=True, "
           "CUDA_DEVICE_MAX_CONNECTIONS=1; config_common_8b.sh: OVERWRITTEN_NUM_LAYERS=32, USE_TE_OPS=True "
           "(Transformer Engine's op fuser, unless the config sets it False), FUSED_QKV_ROPE=True, "
           "OVERLAP_PARAM_GATHER_WITH_OPTIM_STEP=False, DEFER_EMBEDDING_WGRAD_COMPUTE=False, ALIGN_PARAM_GATHER=False, "
           "GC_TRAIN=10000"),
    "cisco": ("Cisco's config_common.sh: USE_DIST_OPTIMIZER=True, OVERLAP_GRAD_REDUCE=True, OVERLAP_PARAM_GATHER=True, "
              "ALIGN_PARAM_GATHER=True, OVERLAP_PARAM_GATHER_WITH_OPTIM_STEP=True, DEFER_EMBEDDING_WGRAD_COMPUTE=True, "
              "WGRAD_DEFERRAL_LIMIT=50, CUDA_DEVICE_MAX_CONNECTIONS=1, NCCL_NVLS_ENABLE=0; conf/custom.yaml base_config "
              "MODEL_SIZE default 8b, OVERWRITTEN_NUM_LAYERS default 32, sequence_parallel default True, "
              "cross_entropy_loss_fusion True; pretrain.py builds Llama31Config8B"),
}
OPT = {
    "gpt3": ("Adam (log: opt_name adam, opt_adam_beta_1 0.9, opt_adam_beta_2 0.95, opt_adam_epsilon 1e-08, gradient "
             "clip 1.0) as Apex DistributedFusedAdam: NeMo optim distributed_fused_adam (USE_DIST_OPTIMIZER=True; "
             "conf/optim/distributed_fused_adam.yaml: grad_sync_dtype bf16, overlap_grad_sync and overlap_param_sync "
             "True, contiguous grad and param buffers)"),
    "llama": ("AdamW (log: opt_name adamw, opt_adamw_beta_1 0.9, opt_adamw_beta_2 0.95, opt_adamw_epsilon 1e-05, "
              "opt_adamw_weight_decay 0.1, opt_gradient_clip_norm 1.0) as Megatron-Core's distributed optimizer "
              "(pretrain.py OptimizerConfig optimizer 'adam', weight_decay 0.1, use_distributed_optimizer True, "
              "bf16 True)"),
}
ZERO = {
    "gpt3": ("distributed optimizer (Apex DistributedFusedAdam through NeMo's distributed_fused_adam: optimizer states "
             "sharded over the data-parallel ranks; USE_DIST_OPTIMIZER=True)"),
    "llama": ("distributed optimizer (Megatron-Core: use_distributed_optimizer True, optimizer states sharded over the "
              "data-parallel ranks; overlap_grad_reduce and overlap_param_gather True)"),
}
RECOMPUTE = ("none (activations_checkpoint_granularity null: custom.yaml default, ACT_CKPT_GRANULARITY unset in the "
             "configs)")
RANK_TPPPDP = ("TP_PP_DP_MAPPING=True (custom.yaml use_tp_pp_dp_mapping True: Megatron-Core's tp-cp-ep-pp-dp rank "
               "order, a model replica's TP x CP x PP = {n} GPUs adjacent{where}, and the data-parallel replicas "
               "outermost)")
RANK_DEFAULT = ("use_tp_pp_dp_mapping False (TP_PP_DP_MAPPING unset: Megatron-Core's default tp-cp-ep-dp-pp rank "
                "order, pipeline stages outermost)")

# systems/<folder>.json: system_name, accelerator_interconnect, accelerator_model_name and memory
SYSTEM = {
    ('4.1', 'NVIDIA', 'b200_n8_preview_nemo'): ('Nyx (8x NVIDIA DGX B200)', 'not stated', 'NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB'),
    ('4.1', 'NVIDIA', 'eos_n32_ngc24.09_nemo'): ('Eos_n32', 'NVLINK Gen4 900 GB/s + NVSWITCH Gen3', 'NVIDIA H100-SXM5-80GB, 81559 MiB'),
    ('4.1', 'NVIDIA', 'eos_n64_ngc24.09_nemo'): ('Eos_n64', 'NVLINK Gen4 900 GB/s + NVSWITCH Gen3', 'NVIDIA H100-SXM5-80GB, 81559 MiB'),
    ('4.1', 'Oracle', '1536xBM.GPU.H100.8'): ('1536xBM.GPU.H100.8', 'NVLINK Gen4 900 GB/s + NVSWITCH Gen3', 'NVIDIA H100-SXM5-80GB, 80 GB'),
    ('4.1', 'Oracle', '3072xBM.GPU.H100.8'): ('3072xBM.GPU.H100.8', 'NVLINK Gen4 900 GB/s + NVSWITCH Gen3', 'NVIDIA H100-SXM5-80GB, 80 GB'),
    ('5.0', 'IBM+CoreWeave+NVIDIA', 'carina_ngpu1024_ngc25.04_nemo'): ('Carina (16x NVIDIA GB200 NVL72)', 'NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', 'NVIDIA Blackwell GPU (GB200), 189471 MiB'),
    ('5.0', 'IBM+CoreWeave+NVIDIA', 'carina_ngpu1536_ngc25.04_nemo'): ('Carina (24x NVIDIA GB200 NVL72)', 'NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', 'NVIDIA Blackwell GPU (GB200), 189471 MiB'),
    ('5.0', 'IBM+CoreWeave+NVIDIA', 'carina_ngpu2048_ngc25.04_nemo'): ('Carina (32x NVIDIA GB200 NVL72)', 'NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', 'NVIDIA Blackwell GPU (GB200), 189471 MiB'),
    ('5.0', 'IBM+CoreWeave+NVIDIA', 'carina_ngpu2496_ngc25.04_nemo'): ('Carina (39x NVIDIA GB200 NVL72)', 'NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', 'NVIDIA Blackwell GPU (GB200), 189471 MiB'),
    ('5.0', 'IBM+CoreWeave+NVIDIA', 'carina_ngpu512_ngc25.04_nemo'): ('Carina (8x NVIDIA GB200 NVL72)', 'NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', 'NVIDIA Blackwell GPU (GB200), 189471 MiB'),
    ('5.0', 'NVIDIA', 'eos-dfw_n1024_ngc25.01_nemo'): ('Eos-dfw (1024x NVIDIA HGX H100)', 'NVLINK Gen4 900 GB/s + NVSWITCH Gen3', 'NVIDIA H100-SXM5-80GB, 81559 MiB'),
    ('5.0', 'NVIDIA', 'eos-dfw_n256_ngc25.01_nemo'): ('Eos-dfw (256x NVIDIA HGX H100)', 'NVLINK Gen4 900 GB/s + NVSWITCH Gen3', 'NVIDIA H100-SXM5-80GB, 81559 MiB'),
    ('5.0', 'NVIDIA', 'eos-dfw_n304_ngc25.01_nemo'): ('Eos-dfw (304x NVIDIA HGX H100)', 'NVLINK Gen4 900 GB/s + NVSWITCH Gen3', 'NVIDIA H100-SXM5-80GB, 81559 MiB'),
    ('5.0', 'NVIDIA', 'eos-dfw_n320_ngc25.01_nemo'): ('Eos-dfw (320x NVIDIA HGX H100)', 'NVLINK Gen4 900 GB/s + NVSWITCH Gen3', 'NVIDIA H100-SXM5-80GB, 81559 MiB'),
    ('5.0', 'NVIDIA', 'eos-dfw_n64_ngc25.01_nemo'): ('Eos-dfw (64x NVIDIA HGX H100)', 'NVLINK Gen4 900 GB/s + NVSWITCH Gen3', 'NVIDIA H100-SXM5-80GB, 81559 MiB'),
    ('5.0', 'NVIDIA', 'tyche_ngpu256_ngc25.04_nemo'): ('Tyche (4x NVIDIA GB200 NVL72)', 'NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', 'NVIDIA Blackwell GPU (GB200), 189471 MiB'),
    ('5.0', 'NVIDIA', 'tyche_ngpu512_ngc25.04_nemo'): ('Tyche (8x NVIDIA GB200 NVL72)', 'NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', 'NVIDIA Blackwell GPU (GB200), 189471 MiB'),
    ('5.0', 'Nebius', 'nebius_soperator_8xH200_n128_ngc25.01_nemo'): ('nebius_soperator_8xH200_n128', 'NVLINK Gen4 900 GB/s + NVSWITCH Gen3', 'NVIDIA H200-SXM5-141GB, 143771 MiB'),
    ('5.0', 'Nebius', 'nebius_soperator_8xH200_n64_ngc25.01_nemo'): ('nebius_soperator_8xH200_n64', 'NVLINK Gen4 900 GB/s + NVSWITCH Gen3', 'NVIDIA H200-SXM5-141GB, 143771 MiB'),
    ('5.1', 'Cisco', 'hpf_n16'): ('hpf_n16', 'NVLINK Gen4 900 GB/s + NVSWITCH Gen3', 'NVIDIA H100-SXM5-80GB, 80 GB'),
    ('5.1', 'Cisco', 'hpf_n8'): ('hpf_n8', 'NVLINK Gen4 900 GB/s + NVSWITCH Gen3', 'NVIDIA H100-SXM5-80GB, 80 GB'),
    ('5.1', 'Dell', '1xXE9680Lx8B200-SXM-180GB'): ('1xXE9680Lx8B200-SXM-180GB', 'NVLINK Gen5', 'NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB'),
    ('5.1', 'Dell', '1xXE9780x8B300-SXM-270GB'): ('1xXE9780x8B300-SXM-270GB', 'not stated', 'NVIDIA Blackwell Ultra GPU (B300-SXM-270GB), 275040 MiB'),
    ('5.1', 'Dell', '2xXE9680Lx8B200-SXM-180GB'): ('2xXE9680Lx8B200-SXM-180GB', 'NVLINK Gen5', 'NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB'),
    ('5.1', 'Dell', '2xXE9685Lx8B200-SXM-180GB'): ('2xXE9685Lx8B200-SXM-180GB', 'not stated', 'NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB'),
    ('5.1', 'HPE', 'HPE-Cray-XD670-H200-SXM5-141GB_n8_25.09'): ('HPE Cray XD670 (8x H200-SXM-141GB)', '8x 4th Gen NVLink, 900GB/s', 'NVIDIA H200-SXM5-141GB, 141 GB'),
    ('5.1', 'Lambda', 'gb300_n18_ngc25.04_nemo'): ('Lambda_GB300_n18', 'NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', 'NVIDIA Blackwell Ultra GPU (GB300), 280 GB'),
    ('5.1', 'Lenovo', 'SR680aV3-8xB200_SXM_180GB'): ('ThinkSystem SR680a V3 with 8x B200-SXM-180GB', '18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth', 'NVIDIA Blackwell GPU (B200-SXM-180GB), 180 GB'),
    ('5.1', 'Lenovo', 'SR680aV4-8xB300_SXM'): ('ThinkSystem SR680a V4 with 8x B300-SXM', '18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth', 'NVIDIA Blackwell Ultra GPU (B300-SXM-270GB), 275 GB'),
    ('5.1', 'Lenovo', 'SR780aV3-8xB200_SXM_180GB'): ('ThinkSystem SR780a V3 with 8x B200-SXM-180GB', '18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth', 'NVIDIA Blackwell GPU (B200-SXM-180GB), 180 GB'),
    ('5.1', 'NVIDIA', 'hsg_ngpu2560_ngc25.09_nemo'): ('Tyche-hsg (40x NVIDIA GB200 NVL72)', 'NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', 'NVIDIA Blackwell GPU (GB200), 189471 MiB'),
    ('5.1', 'NVIDIA', 'hsg_ngpu5120_ngc25.09_nemo'): ('Tyche-hsg (80x NVIDIA GB200 NVL72)', 'NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', 'NVIDIA Blackwell GPU (GB200), 189471 MiB'),
    ('5.1', 'NVIDIA', 'theia_ngpu512_ngc25.09_nemo'): ('Theia (8x NVIDIA GB300 NVL72)', 'NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', 'NVIDIA Blackwell Ultra GPU (GB300), 284208 MiB'),
    ('5.1', 'NVIDIA', 'theia_ngpu72_ngc25.09_nemo'): ('Theia (1x NVIDIA GB300 NVL72)', 'NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', 'NVIDIA Blackwell Ultra GPU (GB300), 284208 MiB'),
    ('5.1', 'NVIDIA', 'theia_ngpu8_ngc25.09_nemo'): ('Theia (1x NVIDIA GB300 NVL72)', 'NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', 'NVIDIA Blackwell Ultra GPU (GB300), 284208 MiB'),
    ('5.1', 'NVIDIA', 'tyche_ngpu512_ngc25.09_nemo'): ('Tyche (8x NVIDIA GB200 NVL72)', 'NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', 'NVIDIA Blackwell GPU (GB200), 189471 MiB'),
    ('5.1', 'NVIDIA', 'tyche_ngpu72_ngc25.09_nemo'): ('Tyche (1x NVIDIA GB200 NVL72)', 'NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', 'NVIDIA Blackwell GPU (GB200), 189471 MiB'),
    ('5.1', 'NVIDIA', 'tyche_ngpu8_ngc25.09_nemo'): ('Tyche (1x NVIDIA GB200 NVL72)', 'NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', 'NVIDIA Blackwell GPU (GB200), 189471 MiB'),
    ('5.1', 'Nebius', 'nebius_b200_n1'): ('Nebius B200 n1 (8x B200-SXM-180GB)', '18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth', 'NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB'),
    ('5.1', 'Nebius', 'nebius_b200_n2'): ('Nebius B200 n2 (16x B200-SXM-180GB)', '18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth', 'NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB'),
    ('5.1', 'Nebius', 'nebius_b200_n4'): ('Nebius B200 n4 (32x B200-SXM-180GB)', '18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth', 'NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB'),
    ('5.1', 'Nebius', 'nebius_b300_n1'): ('Nebius B300 n1 (8x B300-SXM-270GB)', '18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth', 'NVIDIA Blackwell Ultra GPU (B300-SXM-270GB), 275040 MiB'),
    ('5.1', 'Oracle', '1xBM.GPU.B200.8'): ('BM.GPU.B200.8', 'NVLINK Gen5 1800 GB/s + NVSWITCH Gen4', 'NVIDIA Blackwell GPU (B200-SXM-180GB), 192 GB'),
    ('5.1', 'Oracle', '8xBM.GPU.B200.8'): ('BM.GPU.B200.8', 'NVLINK Gen5 1800 GB/s + NVSWITCH Gen4', 'NVIDIA Blackwell GPU (B200-SXM-180GB), 192 GB'),
    ('5.1', 'Supermicro', 'AS-4126GS-NBR-LCC'): ('AS-4126GS-NBR-LCC', 'NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', 'NVIDIA Blackwell GPU (B200-SXM-180GB), 180GB'),
    ('5.1', 'Supermicro', 'AS-8126GS-NB3RT'): ('AS-8126GS-NB3RT', 'NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', 'NVIDIA Blackwell Ultra GPU (B300-SXM-270GB), 275040 MiB'),
    ('5.1', 'Supermicro', 'SYS-422GS-NBRT-LCC'): ('SYS-422GS-NBRT-LCC', 'NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', 'NVIDIA Blackwell GPU (B200-SXM-180GB), 180GB'),
    ('5.1', 'University-of-Florida', 'hpg.dgxb200x8.n1'): ('HiPerGator NVIDIA DGX B200 (8x B200-SXM-180GB)', '18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth', 'NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB'),
    ('5.1', 'University-of-Florida', 'hpg.dgxb200x8.n16'): ('HiPerGator NVIDIA DGX B200 (8x B200-SXM-180GB)', '18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth', 'NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB'),
    ('5.1', 'University-of-Florida', 'hpg.dgxb200x8.n2'): ('HiPerGator NVIDIA DGX B200 (8x B200-SXM-180GB)', '18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth', 'NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB'),
    ('5.1', 'University-of-Florida', 'hpg.dgxb200x8.n32'): ('HiPerGator NVIDIA DGX B200 (8x B200-SXM-180GB)', '18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth', 'NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB'),
    ('5.1', 'University-of-Florida', 'hpg.dgxb200x8.n4'): ('HiPerGator NVIDIA DGX B200 (8x B200-SXM-180GB)', '18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth', 'NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB'),
    ('5.1', 'University-of-Florida', 'hpg.dgxb200x8.n56'): ('HiPerGator NVIDIA DGX B200 (8x B200-SXM-180GB)', '18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth', 'NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB'),
    ('5.1', 'University-of-Florida', 'hpg.dgxb200x8.n8'): ('HiPerGator NVIDIA DGX B200 (8x B200-SXM-180GB)', '18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth', 'NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB'),
    ('5.1', 'Verda', 'b200_8x8_ngc25.09'): ('Datacrunch-Instant-Cluster-8xB200', 'NVLink', 'NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB'),
}

# ---------------------------------------------------------------------------
# The submissions. Per results folder: GPU, nodes; the config the run used and
# how that is known; TP, PP, virtual pipeline, CP, micro-batch, MINIBS (the
# per-data-parallel-rank batch, the config's MINIBS); sequence parallelism;
# software, network and the switches above. Timing is in TIMING (below),
# computed from the logs as the docstring says.
# ---------------------------------------------------------------------------
README = "README-{folder}.md names it"
DUMP = "the log's printed NeMo config agrees: "


def E(v, sub, folder, bench, hw, nodes, cfg, how, tp, pp, vpp, cp, mbs, minibs, sp, sw, net, prec, cg, tpo,
      fp8w=None, dpa=None, ce=None, who=None, fw=None, cfg_text="", extra="", confidence=None):
    return dict(v=v, sub=sub, folder=folder, bench=bench, hw=hw, nodes=nodes, cfg=cfg, how=how.format(folder=folder),
                tp=tp, pp=pp, vpp=vpp, cp=cp, mbs=mbs, minibs=minibs, sp=sp, sw=sw, net=net, prec=prec, cg=cg,
                tpo=tpo, fp8w=fp8w, dpa=dpa, ce=ce, who=who or sub, fw=fw, cfg_text=cfg_text, extra=extra,
                confidence=confidence)


GPT3_EOS_CFG = ("MINIBS=${{MINIBS:={minibs}}}, TENSOR_MODEL_PARALLEL=4, PIPELINE_MODEL_PARALLEL=8, DGXNNODES="
                "${{DGXNNODES:={nodes}}}, MICRO_BATCH_SIZE=2, INTERLEAVED_PIPELINE=6 (virtual pipeline), "
                "DEFER_EMBEDDING_WGRAD_COMPUTE=True, WGRAD_DEFERRAL_LIMIT=65{bucket}; sources config_common.sh and "
                "config_fp8.sh")
GPT3_ORACLE_CFG = ("MINIBS=${{MINIBS:={minibs}}}, TENSOR_MODEL_PARALLEL=4, PIPELINE_MODEL_PARALLEL=8, DGXNNODES="
                   "${{DGXNNODES:={nodes}}}, MICRO_BATCH_SIZE=2, INTERLEAVED_PIPELINE=4 (virtual pipeline); no "
                   "DEFER_EMBEDDING_WGRAD_COMPUTE (custom.yaml's rule gives False at MICRO_BATCH_SIZE 2); Oracle's "
                   "config_common.sh is NVIDIA's but for NCCL_SHARP_GROUP_SIZE_THRESH commented out and its RoCE "
                   "settings (NCCL_IB_GID_INDEX=3, NCCL_IB_TC=41, NCCL_IB_QPS_PER_CONNECTION=1, UCX_TLS=tcp, NCCL_IB_HCA "
                   "of 16 mlx5 devices)")
CFG_405_50 = ("MINIBS={minibs}, TENSOR_MODEL_PARALLEL={tp}, PIPELINE_MODEL_PARALLEL=8, INTERLEAVED_PIPELINE=8, "
              "CONTEXT_PARALLEL=2, MICRO_BATCH_SIZE=1, DGXNNODES={nodes}{more}")
CFG_405_51 = ("MINIBS={minibs}, TENSOR_MODEL_PARALLEL={tp}, PIPELINE_MODEL_PARALLEL=8, INTERLEAVED_PIPELINE=8, "
              "CONTEXT_PARALLEL=2, MICRO_BATCH_SIZE=1, DGXNNODES={nodes}, DGXNGPU={gpn}{more}; sources "
              "config_common.sh, {fp4}config_common_405b.sh and config_common_cg.sh")
CFG_8B = ("MINIBS={minibs}, TENSOR_MODEL_PARALLEL={tp}, SEQ_PARALLEL={sp}, PIPELINE_MODEL_PARALLEL=1, "
          "INTERLEAVED_PIPELINE=null, CONTEXT_PARALLEL={cp}, MICRO_BATCH_SIZE={mbs}, DGXNNODES={nodes}, "
          "DGXNGPU={gpn}{more}")

SUBMISSIONS = [
    # ---- v4.1 GPT-3 175B ------------------------------------------------------------------------------------------
    E("4.1", "NVIDIA", "eos_n32_ngc24.09_nemo", "gpt3", "h100", 32, "config_DGXH100_32x8x256x4x8_mbs2.sh", README,
      4, 8, 6, 1, 2, 256, True, "41-eos", "eos", "gpt3", "none-gpt3", "gpt3-h100", "gpt3",
      cfg_text=GPT3_EOS_CFG.format(minibs=256, nodes=32, bucket=", BUCKET_CAP_MB=125 ('Fix OOM')")),
    E("4.1", "NVIDIA", "eos_n64_ngc24.09_nemo", "gpt3", "h100", 64, "config_DGXH100_64x8x128x4x8_mbs2.sh", README,
      4, 8, 6, 1, 2, 128, True, "41-eos", "eos", "gpt3", "none-gpt3", "gpt3-h100", "gpt3",
      cfg_text=GPT3_EOS_CFG.format(minibs=128, nodes=64, bucket="; VBOOST_VALUE=1 (MINIBS is 128)")),
    E("4.1", "NVIDIA", "b200_n8_preview_nemo", "gpt3", "b200", 8, "config_DGXB200_8x8x1024x4x8_mbs2_cg.sh", README,
      4, 8, 6, 1, 2, 1024, True, "41-nyx", "nyx", "gpt3", "layer-gpt3", "gpt3-b200", "gpt3",
      cfg_text=("MINIBS=1024, TENSOR_MODEL_PARALLEL=4, PIPELINE_MODEL_PARALLEL=8, DGXNNODES=8, INTERLEAVED_PIPELINE=6, "
                "MICRO_BATCH_SIZE=2, NVTE_FUSED_ATTN=1 with NVTE_FLASH_ATTN=0 (Transformer Engine's cuDNN attention "
                "backend), LAYER_CUDA_GRAPH=1; sources config_common.sh, config_common_blackwell.sh (absent) and "
                "config_fp8.sh"),
      confidence=("medium (step time from the log timestamps; the config sources a config_common_blackwell.sh the "
                  "repository does not hold and no Dockerfile names the container)")),
    E("4.1", "Oracle", "1536xBM.GPU.H100.8", "gpt3", "h100", 192, "config_DGXH100_192x8x64x4x8_mbs2.sh",
      "the logs' DLPAL line names DGXH100_192x8x64x4x8_mbs2; each Oracle implementation folder holds the file",
      4, 8, 4, 1, 2, 64, True, "41-oracle", "oracle-h100", "gpt3", "none-gpt3", "gpt3-h100", "gpt3",
      cfg_text=GPT3_ORACLE_CFG.format(minibs=64, nodes=192),
      extra=(DUMP + "micro_batch_size 2, global_batch_size 3072, tensor_model_parallel_size 4, "
             "pipeline_model_parallel_size 8, virtual_pipeline_model_parallel_size 4, sequence_parallel true, fp8 true, "
             "fp8_hybrid true, ub_tp_comm_overlap true, fp8_params true, enable_cuda_graph false, "
             "activations_checkpoint_granularity null")),
    E("4.1", "Oracle", "3072xBM.GPU.H100.8", "gpt3", "h100", 384, "config_DGXH100_384x8x32x4x8_mbs2.sh",
      "the logs' DLPAL line names DGXH100_384x8x32x4x8_mbs2; the implementation folder DGXH100_384x8x32x4x8_mbs2 holds it",
      4, 8, 4, 1, 2, 32, True, "41-oracle", "oracle-h100", "gpt3", "none-gpt3", "gpt3-h100", "gpt3",
      cfg_text=GPT3_ORACLE_CFG.format(minibs=32, nodes=384),
      extra=(DUMP + "micro_batch_size 2, global_batch_size 3072, tensor_model_parallel_size 4, "
             "pipeline_model_parallel_size 8, virtual_pipeline_model_parallel_size 4, sequence_parallel true, fp8 true, "
             "fp8_hybrid true, ub_tp_comm_overlap true, fp8_params true, enable_cuda_graph false, "
             "activations_checkpoint_granularity null")),
]

# ---- v5.0 Llama 3.1 405B ----------------------------------------------------------------------------------------
for nodes, minibs in ((64, 288), (256, 72), (304, 64), (320, 56), (1024, 24)):
    SUBMISSIONS.append(E(
        "5.0", "NVIDIA", f"eos-dfw_n{nodes}_ngc25.01_nemo", "llama31_405b", "h100", nodes,
        f"config_DGXH100_{nodes}x8x{minibs}xtp8pp8cp2.sh", README, 8, 8, 8, 2, 1, minibs, True, "50-h100", "eos-dfw",
        "e4m3-delayed", "none-50", "405-on", "params",
        cfg_text=CFG_405_50.format(minibs=minibs, tp=8, nodes=nodes, more=", TP_COMM_OVERLAP=True, MAX_STEPS=300, "
                                   "ASYM_PP_EMBED=True, ASYM_PP_LOSS=True; sources config_common.sh"),
        extra="config_common.sh also DEFER_EMBEDDING_WGRAD_COMPUTE=True, WGRAD_DEFERRAL_LIMIT=50, "
              "OVERLAP_PARAM_GATHER_WITH_OPTIM_STEP=True, NCCL_NVLS_ENABLE=0"))
for nodes, minibs in ((64, 144), (128, 72)):
    SUBMISSIONS.append(E(
        "5.0", "Nebius", f"nebius_soperator_8xH200_n{nodes}_ngc25.01_nemo", "llama31_405b", "h200", nodes,
        f"config_DGXH200_{nodes}x8x{minibs}xtp4pp8cp2.sh",
        f"the logs' DLPAL line names DGXH200_{nodes}x8x{minibs}xtp4pp8cp2", 4, 8, 8, 2, 1, minibs, True, "50-h100",
        "nebius-h200", "e4m3-delayed", "none-50", "405-on", "params",
        cfg_text=CFG_405_50.format(minibs=minibs, tp=4, nodes=nodes, more=", TP_COMM_OVERLAP=True, MAX_STEPS=300, "
                                   "ASYM_PP_EMBED=True, ASYM_PP_LOSS=True; sources config_common.sh (NVIDIA's "
                                   "eos-dfw one but for NCCL_NVLS_ENABLE=0 commented out)"),
        extra=(DUMP + f"tensor_model_parallel_size 4, pipeline_model_parallel_size 8, "
               f"virtual_pipeline_model_parallel_size 8, context_parallel_size 2, micro_batch_size 1, global_batch_size "
               f"1152, account_for_embedding_in_pipeline_split true, account_for_loss_in_pipeline_split true, "
               f"enable_cuda_graph false, external_cuda_graph false, defer_embedding_wgrad_compute true, sequence_parallel "
               f"true, fp8 true, fp8_hybrid false, fp8_recipe delayed, fp8_params true, "
               f"overlap_param_gather_with_optim_step true, activations_checkpoint_granularity null")))
for gpus, nodes, minibs, cfg_name in ((256, 64, 112, "config_GB200_64x4x112xtp4pp8cp2_cg.sh"),
                                      (512, 128, 112, "config_GB200_128x4x112xtp4pp8cp2_cg_dplast.sh")):
    SUBMISSIONS.append(E(
        "5.0", "NVIDIA", f"tyche_ngpu{gpus}_ngc25.04_nemo", "llama31_405b", "gb200", nodes, cfg_name, README,
        4, 8, 8, 2, 1, minibs, True, "50-gb200", "gb200", "e4m3-delayed", "full-50", "405-on", "gather",
        cfg_text=CFG_405_50.format(minibs=minibs, tp=4, nodes=nodes, more=", DGXNGPU=4, TP_COMM_OVERLAP=True, "
                                   "ASYM_PP_EMBED=True, ASYM_PP_LOSS=True" + (", FP8_PARAM_GATHER=True, "
                                   "TP_PP_DP_MAPPING=True" if gpus == 512 else "") + "; sources config_common.sh, "
                                   "config_common_blackwell.sh (absent) and config_common_cg.sh"),
        extra=((RANK_TPPPDP.format(n=64, where=", within one NVL72 rack") if gpus == 512 else RANK_DEFAULT) + "; config_common_cg.sh also "
               "OVERLAP_PARAM_GATHER_WITH_OPTIM_STEP=False, WARMUP_TRAIN_STEPS=12; config_common.sh FP8_PARAM_GATHER=True, "
               "DEFER_EMBEDDING_WGRAD_COMPUTE=True"),
        confidence=("high for the step time (log timestamps; these logs have no block_stop per block, so a block ends "
                    "at its last step's train_step_time record); the layout from the named config, which sources a "
                    "config_common_blackwell.sh the repository does not hold")))
for gpus, nodes, minibs in ((512, 128, 112), (1024, 256, 48), (1536, 384, 48), (2048, 512, 40), (2496, 624, 32)):
    SUBMISSIONS.append(E(
        "5.0", "IBM+CoreWeave+NVIDIA", f"carina_ngpu{gpus}_ngc25.04_nemo", "llama31_405b", "gb200", nodes,
        f"config_GB200_{nodes}x4x{minibs}xtp4pp8cp2.sh", README, 4, 8, 8, 2, 1, minibs, True, "50-gb200", "gb200",
        "e4m3-delayed", "full-50", "405-on", "gather", who="IBM, CoreWeave and NVIDIA",
        cfg_text=CFG_405_50.format(minibs=minibs, tp=4, nodes=nodes, more=", DGXNGPU=4, FP8_PARAM_GATHER=True, "
                                   "TP_COMM_OVERLAP=True, ASYM_PP_EMBED=True, ASYM_PP_LOSS=True, TP_PP_DP_MAPPING=True; "
                                   "sources config_common.sh, config_common_blackwell.sh (absent) and "
                                   "config_common_cg.sh (NVIDIA's tyche_ngpu512 files)"),
        extra=(RANK_TPPPDP.format(n=64, where=", within one NVL72 rack") + "; config_common_cg.sh also OVERLAP_PARAM_GATHER_WITH_OPTIM_STEP=False, "
               "WARMUP_TRAIN_STEPS=12"),
        confidence=("high for the step time (log timestamps); the layout from the named config, which sources a "
                    "config_common_blackwell.sh the repository does not hold")))

# ---- v5.1 Llama 3.1 405B ----------------------------------------------------------------------------------------
HSG_MORE = (", TP_COMM_OVERLAP=False, ASYM_PP_EMBED=True, ASYM_PP_LOSS=True, MAX_STEPS=600, NCCL_NVLS_ENABLE=0, "
            "UB_SKIPMC=1")
for gpus, nodes, minibs in ((2560, 640, 24), (5120, 1280, 16)):
    SUBMISSIONS.append(E(
        "5.1", "NVIDIA", f"hsg_ngpu{gpus}_ngc25.09_nemo", "llama31_405b", "gb200", nodes,
        f"config_GB200_{nodes}x4x{minibs}xtp4pp8cp2_cg_fp4.sh", README, 4, 8, 8, 2, 1, minibs, True, "51", "gb200-51",
        "nvfp4-405b", "full-51", "fp4-off", "off", dpa=DPA_OFF, ce=CE_NATIVE,
        fw="NVIDIA NeMo Framework Release 25.09",
        extra="config_common.sh " + RANK_TPPPDP.format(n=64, where=", within one NVL72 rack"),
        cfg_text=CFG_405_51.format(minibs=minibs, tp=4, nodes=nodes, gpn=4, more=HSG_MORE, fp4="config_common_fp4.sh, "),
        confidence=("medium: the block figure (the method's) is well above NeMo's per-step train_step_time here, "
                    "the blocks being short (see notes)")))
SUBMISSIONS += [
    E("5.1", "NVIDIA", "tyche_ngpu512_ngc25.09_nemo", "llama31_405b", "gb200", 128,
      "config_GB200_128x4x144xtp4pp8cp2_cg_fp4.sh", README, 4, 8, 8, 2, 1, 144, True, "51", "gb200-51", "nvfp4-405b",
      "full-51", "fp4-off", "off", dpa=DPA_OFF, ce=CE_NATIVE, fw="NVIDIA NeMo Framework Release 25.09",
      extra="config_common.sh " + RANK_TPPPDP.format(n=64, where=", within one NVL72 rack"),
      cfg_text=CFG_405_51.format(minibs=144, tp=4, nodes=128, gpn=4, fp4="config_common_fp4.sh, ",
                                 more=", TP_COMM_OVERLAP=False, NVTE_DPA_FP8_RECIPE=\"F16\", ASYM_PP_EMBED=True, "
                                      "ASYM_PP_LOSS=True, MAX_STEPS=500")),
    E("5.1", "NVIDIA", "theia_ngpu512_ngc25.09_nemo", "llama31_405b", "gb300", 128,
      "config_GB300_128x4x72xtp2pp8cp2_cg_fp4.sh", README, 2, 8, 8, 2, 1, 72, True, "51", "gb300", "nvfp4-405b",
      "full-51", "fp4-off", "off", dpa=DPA_OFF, ce=CE_NATIVE, fw="NVIDIA NeMo Framework Release 25.09",
      extra="config_common.sh " + RANK_TPPPDP.format(n=32, where=", within one NVL72 rack"),
      cfg_text=CFG_405_51.format(minibs=72, tp=2, nodes=128, gpn=4, fp4="config_common_fp4.sh, ",
                                 more=", NVTE_DPA_FP8_RECIPE=\"F16\", ASYM_PP_EMBED=True, ASYM_PP_LOSS=True, "
                                      "MAX_STEPS=600, SEGMENT=16 (TP_COMM_OVERLAP=False from config_common_fp4.sh)")),
]
for nodes, minibs in ((32, 144), (56, 144)):
    SUBMISSIONS.append(E(
        "5.1", "University-of-Florida", f"hpg.dgxb200x8.n{nodes}", "llama31_405b", "b200", nodes,
        f"config_DGXB200_{nodes}x8x{minibs}xtp4pp8cp2_cg.sh",
        f"hpg.dgxb200x8/run_{nodes}n.sub sources it (hpg.dgxb200x8/README.md points to the b200_nemo implementation "
        f"for the rest)", 4, 8, 8, 2, 1, minibs, True, "51", "uf", "e4m3-tensorwise", "full-51", "uf-off", "gather",
        dpa=DPA_OFF, ce=CE_NATIVE, who="University of Florida", fw="PyTorch NVIDIA Release 25.09",
        cfg_text=CFG_405_51.format(minibs=minibs, tp=4, nodes=nodes, gpn=8, fp4="",
                                   more=", ASYM_PP_EMBED=True, ASYM_PP_LOSS=True, MAX_STEPS=" +
                                        ("1000" if nodes == 32 else "500")),
        extra=("config_common.sh " + RANK_TPPPDP.format(n=64, where=" (8 DGX B200 nodes)") +
               "; b200_nemo's config_common.sh is NVIDIA's less GPU_ARCH=gb200, NVTE_DPA_FP8_RECIPE and "
               "NVTE_DPA_FP8DS_REDUCE_AMAX")))

# ---- v5.1 Llama 3.1 8B ------------------------------------------------------------------------------------------
NV8 = "NVIDIA NeMo Framework Release 25.09"
for sysn, hw, net in (("theia", "gb300", "gb300"), ("tyche", "gb200", "gb200-51")):
    arch = "GB300" if hw == "gb300" else "GB200"
    SUBMISSIONS += [
        E("5.1", "NVIDIA", f"{sysn}_ngpu512_ngc25.09_nemo", "llama31_8b", hw, 128,
          f"config_{arch}_128x4x1xtp2pp1cp4_8b.sh", README + " (in NVIDIA/benchmarks/llama31_8b/implementations/nemo)",
          2, 1, None, 4, 1, 1, True, "51", net, "hybrid-tensorwise", "full-51", "8b-tp2", "gather", dpa=DPA_OFF,
          ce=CE_TE, fw=NV8,
          cfg_text=CFG_8B.format(minibs=1, tp=2, sp=True, cp=4, mbs=1, nodes=128, gpn=4,
                                 more=", TP_COMM_OVERLAP=True, NVTE_DPA_FP8_RECIPE=\"F16\", BUCKET_SIZE=768000000, "
                                      "USE_TE_OPS=False, LR=0.0008, VAL_CHECK_INTERVAL=192; sources config_common.sh, "
                                      "config_common_cg.sh, config_common_8b.sh")),
        E("5.1", "NVIDIA", f"{sysn}_ngpu72_ngc25.09_nemo", "llama31_8b", hw, 18,
          f"config_{arch}_18x4x1xtp1pp1cp2_8b.sh", README + " (in NVIDIA/benchmarks/llama31_8b/implementations/nemo)",
          1, 1, None, 2, 1, 1, False, "51", net, "hybrid-tensorwise", "full-51", "tp1", "gather", dpa=DPA_OFF, ce=CE_TE,
          fw=NV8,
          cfg_text=CFG_8B.format(minibs=1, tp=1, sp=False, cp=2, mbs=1, nodes=18, gpn=4,
                                 more=", TP_COMM_OVERLAP=False, NVTE_DPA_FP8_RECIPE=\"F16\", LR=0.0008, "
                                      "VAL_CHECK_INTERVAL=342; sources config_common.sh, config_common_cg.sh, "
                                      "config_common_8b.sh")),
        E("5.1", "NVIDIA", f"{sysn}_ngpu8_ngc25.09_nemo", "llama31_8b", hw, 2,
          f"config_{arch}_2x4x2xtp1pp1cp1_8b_fp4.sh", README + " (in NVIDIA/benchmarks/llama31_8b/implementations/nemo)",
          1, 1, None, 1, 2, 2, False, "51", net, "nvfp4-8b", "layer-51", "tp1", "off", dpa=DPA_ON, ce=CE_TE, fw=NV8,
          cfg_text=CFG_8B.format(minibs=2, tp=1, sp=False, cp=1, mbs=2, nodes=2, gpn=4,
                                 more=", FULL_CUDA_GRAPH=0, LR=0.0004, VAL_CHECK_INTERVAL=768; sources config_common.sh, "
                                      "config_common_fp4.sh, config_common_cg.sh, config_common_8b.sh, "
                                      "config_common_fp8attn.sh")),
    ]
UF8 = dict(who="University of Florida", fw="PyTorch NVIDIA Release 25.09")
for nodes, minibs, cp, mbs in ((1, 2, 1, 2), (2, 2, 1, 2), (4, 1, 2, 1), (8, 1, 2, 1), (16, 1, 2, 1), (32, 1, 2, 1)):
    SUBMISSIONS.append(E(
        "5.1", "University-of-Florida", f"hpg.dgxb200x8.n{nodes}", "llama31_8b", "b200", nodes,
        f"config_DGXB200_{nodes}x8x{minibs}xtp1pp1cp{cp}_8b.sh", f"hpg.dgxb200x8/run_{nodes}n.sub sources it",
        1, 1, None, cp, mbs, minibs, False, "51", "one-node" if nodes == 1 else "uf", "hybrid-tensorwise", "full-51",
        "tp1", "gather", dpa=DPA_OFF, ce=CE_TE, **UF8,
        cfg_text=CFG_8B.format(minibs=minibs, tp=1, sp=False, cp=cp, mbs=mbs, nodes=nodes, gpn=8,
                               more=", TP_COMM_OVERLAP=False, " + ("USE_TE_OPS=True, CE_FUSION_IMPL=te, LR=0.0004, "
                                    "VAL_CHECK_INTERVAL=768" if mbs == 2 else "LR=0.0008, VAL_CHECK_INTERVAL=384") +
                                    "; sources config_common.sh, config_common_8b.sh, config_common_cg.sh (b200_nemo's)")))


def dump8(d):
    """The printed-config clause of a v5.1 log (rank 0's resolved config)."""
    return DUMP + d


FP8_DUMP = ("micro_batch_size {mbs}, tensor_model_parallel_size 1, pipeline_model_parallel_size 1, context_parallel_size "
            "{cp}, global_batch_size {gbs}, num_layers 32, enable_cuda_graph 1, cuda_graph_scope full_iteration, "
            "sequence_parallel false, fp8 true, fp8_hybrid {hyb}, fp8_recipe tensorwise, fp4 false, ub_tp_comm_overlap "
            "false, fp8_param_gather true, activations_checkpoint_granularity null; TransformerConfig "
            "fp8_dot_product_attention=False, cpu_offloading=False; 'Capture CUDA graph for training'")
FP4_DUMP = ("micro_batch_size {mbs}, tensor_model_parallel_size 1, pipeline_model_parallel_size 1, context_parallel_size "
            "1, global_batch_size {gbs}, num_layers 32, enable_cuda_graph 1, cuda_graph_scope {scope}, sequence_parallel "
            "false, fp8 false, fp4 true, fp4_recipe nvfp4, fp8_dot_product_attention true, ub_tp_comm_overlap false, "
            "fp8_param_gather false, first_last_layers_bf16 false, activations_checkpoint_granularity null; "
            "TransformerConfig fp4='e2m1', fp8_dot_product_attention=True, cpu_offloading=False")
CFG_FP4_1N = CFG_8B.format(minibs=2, tp=1, sp=False, cp=1, mbs=2, nodes=1, gpn=8,
                           more=", TP_COMM_OVERLAP=False, FULL_CUDA_GRAPH=0, LR=0.0004, VAL_CHECK_INTERVAL=768; sources "
                                "config_common.sh, config_common_fp4.sh, config_common_cg.sh, config_common_8b.sh, "
                                "config_common_fp8attn.sh")
CFG_FP8_1N = CFG_8B.format(minibs=2, tp=1, sp=False, cp=1, mbs=2, nodes="{nodes}", gpn=8,
                           more=", TP_COMM_OVERLAP=False, USE_TE_OPS=True, CE_FUSION_IMPL=te, LR=0.0004, "
                                "VAL_CHECK_INTERVAL=768; sources config_common.sh, config_common_8b.sh, "
                                "config_common_cg.sh")
CFG_8N = CFG_8B.format(minibs=1, tp=1, sp=False, cp=2, mbs=1, nodes=8, gpn=8,
                       more=", TP_COMM_OVERLAP=False, {dpa}LR=0.0008, VAL_CHECK_INTERVAL=384; sources config_common.sh, "
                            "config_common_8b.sh, config_common_cg.sh")
DELL_FW = "NVIDIA NGC Pytorch 25.04 HugeCTR Nemo 25.09, DGL 25.03"
SMC_FW = "PyTorch NVIDIA Release 25.04; NeMo Framework NVIDIA Release 25.09"
NEB_FW = "NVIDIA NeMo Framework Release 25.09"
SUBMISSIONS += [
    # Cisco (H100; its own port, no printed config)
    E("5.1", "Cisco", "hpf_n8", "llama31_8b", "h100", 8, "config_DGXH100_8x8x1xtp1pp1cp1.sh",
      "its one config for 8 nodes (the logs name none)", 1, 1, None, 1, 1, 1, False, "51-cisco", "cisco", "e4m3-delayed",
      "none-cisco", "cisco-tp1", "params",
      cfg_text=("MICRO_BATCH_SIZE=1, MINIBS=1, TENSOR_MODEL_PARALLEL=1, PIPELINE_MODEL_PARALLEL=1, INTERLEAVED_PIPELINE=1, "
                "CONTEXT_PARALLEL=1, TP_COMM_OVERLAP=True, DGXNNODES=8, MODEL_SIZE=\"8b\", BUCKET_CAP_MB=125, "
                "MCORE_CUDA_GRAPH=False; sources config_common.sh (USE_DIST_OPTIMIZER=True, FP8=True, FP8_PARAMS=True, "
                "DEFER_EMBEDDING_WGRAD_COMPUTE=True, OVERLAP_GRAD_REDUCE=True, OVERLAP_PARAM_GATHER=True)"),
      confidence=("medium: the config is inferred from the node count (the logs name none), and the block figure is "
                  "2.9% above NeMo's per-step train_step_time")),
    E("5.1", "Cisco", "hpf_n16", "llama31_8b", "h100", 16, "config_DGXH100_16x8x1xtp2pp1cp1.sh",
      "its one config for 16 nodes (the logs name none)", 2, 1, None, 1, 1, 1, True, "51-cisco", "cisco",
      "e4m3-delayed", "none-cisco", "cisco-tp2", "params",
      cfg_text=("MICRO_BATCH_SIZE=1, MINIBS=1, TENSOR_MODEL_PARALLEL=2, PIPELINE_MODEL_PARALLEL=1, INTERLEAVED_PIPELINE=1, "
                "CONTEXT_PARALLEL=1, TP_COMM_OVERLAP=True, DGXNNODES=16, MODEL_SIZE=\"8b\", BUCKET_CAP_MB=125, "
                "MCORE_CUDA_GRAPH=False; sources config_common.sh (USE_DIST_OPTIMIZER=True, FP8=True, FP8_PARAMS=True, "
                "MC_TP_OVERLAP_AG=True, MC_TP_OVERLAP_RS=True, DEFER_EMBEDDING_WGRAD_COMPUTE=True)"),
      confidence=("medium: the config is inferred from the node count (the logs name none), and the block figure is "
                  "8.2% above NeMo's per-step train_step_time")),
    # Dell
    E("5.1", "Dell", "1xXE9680Lx8B200-SXM-180GB", "llama31_8b", "b200", 1, "config_1xXE9680Lx8B200-SXM-180GB.sh",
      "the config named for this system (the logs name none and print no config)", 1, 1, None, 1, 2, 2, False,
      "51-nonccl", "one-node", "nvfp4-8b", "layer-51", "tp1", "off", dpa=DPA_ON, ce=CE_TE, fw=DELL_FW,
      cfg_text=CFG_FP4_1N,
      confidence="high for the step time (log timestamps); the config by its name (the logs name none)"),
    E("5.1", "Dell", "1xXE9780x8B300-SXM-270GB", "llama31_8b", "b300", 1, "config_XE9780x8B300-SXM-270GB_1x8x2xtp1pp1cp1_8b.sh",
      "the logs' DLPAL line names XE9780x8B300-SXM-280GB_1x8x2xtp1pp1cp1_8b (the file in the repository says 270GB)",
      1, 1, None, 1, 2, 2, False, "51-nonccl", "one-node", "hybrid-tensorwise", "full-51", "tp1", "gather",
      dpa=DPA_OFF, ce=CE_TE, fw=DELL_FW, cfg_text=CFG_FP8_1N.format(nodes=1),
      extra=dump8(FP8_DUMP.format(mbs=2, cp=1, gbs=16, hyb="true"))),
    E("5.1", "Dell", "2xXE9680Lx8B200-SXM-180GB", "llama31_8b", "b200", 2,
      "config_2xXE9680Lx8B200-SXM-180GB_2x8x2xtp1pp1cp1_8b.sh",
      "the logs' DLPAL line names 2xXE9680Lx8B200-SXM-280GB_2x8x2xtp1pp1cp1_8b (the file in the repository says 180GB)",
      1, 1, None, 1, 2, 2, False, "51-nonccl", "dell-2", "hybrid-tensorwise", "full-51", "tp1", "gather",
      dpa=DPA_OFF, ce=CE_TE, fw=DELL_FW, cfg_text=CFG_FP8_1N.format(nodes=2),
      extra=dump8(FP8_DUMP.format(mbs=2, cp=1, gbs=32, hyb="true"))),
    E("5.1", "Dell", "2xXE9685Lx8B200-SXM-180GB", "llama31_8b", "b200", 2, "config_XE9685Lx8B200-SXM-180GB_2x8x2xtp1pp1cp1.sh",
      "the logs' DLPAL line names XE9685Lx8B200-SXM-180GB_2x8x2xtp1pp1cp1", 1, 1, None, 1, 2, 2, False, "51-nonccl",
      "dell-2", "hybrid-tensorwise", "full-51", "tp1", "gather", dpa=DPA_OFF, ce=CE_TE, fw=DELL_FW,
      cfg_text=CFG_FP8_1N.format(nodes=2), extra=dump8(FP8_DUMP.format(mbs=2, cp=1, gbs=32, hyb="true"))),
    # HPE (H200)
    E("5.1", "HPE", "HPE-Cray-XD670-H200-SXM5-141GB_n8_25.09", "llama31_8b", "h200", 8,
      "config_XD670_8x8x1xtp1pp1cp2_8b.sh (HPE/benchmarks/llama3_8b/implementations/nemo-x86_64)",
      "the logs' DLPAL line names XD670_8x8x1xtp1pp1cp2_8b-trial", 1, 1, None, 2, 1, 1, False, "51-hpe", "hpe",
      "hybrid-tensorwise", "full-51", "tp1", "gather",
      dpa=("fp8_dot_product_attention False (the log's printed TransformerConfig, although the config sources "
           "config_common_fp8attn.sh)"), ce=CE_TE,
      cfg_text=CFG_8B.format(minibs=1, tp=1, sp=False, cp=2, mbs=1, nodes=8, gpn=8,
                             more=", TP_COMM_OVERLAP=False, LR=0.0008, VAL_CHECK_INTERVAL=256; sources config_common.sh, "
                                  "config_common_8b.sh, config_common_cg.sh, config_common_fp8attn.sh"),
      extra=dump8("micro_batch_size 1, context_parallel_size 2, global_batch_size 32, enable_cuda_graph 1, "
                  "cuda_graph_scope full_iteration, fp8 true, fp8_hybrid true, fp8_recipe tensorwise, ub_tp_comm_overlap "
                  "false, fp8_param_gather true, cross_entropy_fusion_impl te; config_common_8b.sh here "
                  "NVTE_NVFP4_DISABLE_STOCHASTIC_ROUNDING=1, moot in fp8")),
    # Lambda (GB300)
    E("5.1", "Lambda", "gb300_n18_ngc25.04_nemo", "llama31_8b", "gb300", 18, "config_GB300_18x4x1xtp1pp1cp2_8b.sh",
      "the logs' DLPAL line names GB300_18x4x1xtp1pp1cp2_8b; the file only sources config_GB200_18x4x1xtp1pp1cp2_8b.sh, "
      "which Lambda's folder does not hold, so the layout is the log's printed config", 1, 1, None, 2, 1, 1, False,
      "51-lambda", "gb300", "e4m3-tensorwise", "full-51", "tp1", "gather", dpa=DPA_OFF, ce=CE_TE,
      extra=dump8(FP8_DUMP.format(mbs=1, cp=2, gbs=36, hyb="false") + "; Lambda's config_common_8b.sh lacks "
                  "FP8_HYBRID=True, hence 'e4m3'"),
      confidence=("high for the step time (log timestamps); the layout from the log's printed config (the config file "
                  "it sources is not in the repository)")),
    # Oracle (B200)
    E("5.1", "Oracle", "1xBM.GPU.B200.8", "llama31_8b", "b200", 1, "config_DGXB200_1x8x2xtp1pp1cp1_8b_fp4.sh",
      "the logs' DLPAL line names DGXB200_1x8x2xtp1pp1cp1_8b_fp4", 1, 1, None, 1, 2, 2, False, "51-oracle", "one-node",
      "nvfp4-8b", "layer-51", "tp1", "off", dpa=DPA_ON, ce=CE_TE, cfg_text=CFG_FP4_1N,
      extra=dump8(FP4_DUMP.format(mbs=2, gbs=16, scope="full") + "; 'Creating 64 CUDA graphs'")),
    E("5.1", "Oracle", "8xBM.GPU.B200.8", "llama31_8b", "b200", 8, "config_DGXB200_8x8x1xtp1pp1cp2_8b.sh",
      "the logs' DLPAL line names DGXB200_8x8x1xtp1pp1cp2_8b and run_llama31-8b.sh sources it", 1, 1, None, 2, 1, 1,
      False, "51-oracle", "oracle-b200", "hybrid-tensorwise", "full-51", "tp1", "gather", dpa=DPA_OFF, ce=CE_TE,
      cfg_text=CFG_8N.format(dpa="NVTE_DPA_FP8_RECIPE=\"F16\", "),
      extra=dump8(FP8_DUMP.format(mbs=1, cp=2, gbs=32, hyb="true"))),
    # Verda (B200)
    E("5.1", "Verda", "b200_8x8_ngc25.09", "llama31_8b", "b200", 8, "config_DGXB200_8x8x1xtp1pp1cp2_8b.sh",
      "the logs' DLPAL line names DGXB200_8x8x1xtp1pp1cp2_8b", 1, 1, None, 2, 1, 1, False, "51", "verda",
      "hybrid-tensorwise", "full-51", "tp1", "gather", dpa=DPA_OFF, ce=CE_TE,
      fw="NeMo 2.1.0, Megatron-LM, PyTorch NVIDIA Release 25.09", cfg_text=CFG_8N.format(dpa=""),
      extra=dump8(FP8_DUMP.format(mbs=1, cp=2, gbs=32, hyb="true"))),
    # Supermicro
    E("5.1", "Supermicro", "AS-4126GS-NBR-LCC", "llama31_8b", "b200", 1,
      "config_AS-4126GS-NBR-LCC_1x8x2xtp1pp1cp1_8b_fp4.sh", "the logs' DLPAL line names "
      "AS-4126GS-NBR-LCC_1x8x2xtp1pp1cp1_8b_fp4", 1, 1, None, 1, 2, 2, False, "51-smc", "one-node", "nvfp4-8b",
      "layer-51", "tp1", "off", dpa=DPA_ON, ce=CE_TE, cfg_text=CFG_FP4_1N + " (config_common.sh adds NCCL_NET=Socket)",
      extra=dump8(FP4_DUMP.format(mbs=2, gbs=16, scope="full") + "; 'Creating 64 CUDA graphs'")),
    E("5.1", "Supermicro", "SYS-422GS-NBRT-LCC", "llama31_8b", "b200", 1,
      "config_SYS-422GS-NBRT-LCC_1x8x2xtp1pp1cp1_8b_fp4.sh", "the logs' DLPAL line names "
      "SYS-422GS-NBRT-LCC_1x8x2xtp1pp1cp1_8b_fp4", 1, 1, None, 1, 2, 2, False, "51-smc", "one-node", "nvfp4-8b",
      "layer-51", "tp1", "off", dpa=DPA_ON, ce=CE_TE, cfg_text=CFG_FP4_1N + " (config_common.sh adds NCCL_NET=Socket)",
      extra=dump8(FP4_DUMP.format(mbs=2, gbs=16, scope="full") + "; 'Creating 64 CUDA graphs'")),
    E("5.1", "Supermicro", "AS-8126GS-NB3RT", "llama31_8b", "b300", 1, "config_DGXB200_1x8x2xtp1pp1cp1_8b.sh "
      "(Supermicro/benchmarks/llama31_8b/implementations/AS-8126GS-NB3RT)", "the logs' DLPAL line names "
      "DGXB200_1x8x2xtp1pp1cp1_8b", 1, 1, None, 1, 2, 2, False, "51-smc", "one-node", "hybrid-tensorwise", "none-smc",
      "tp1", "gather", dpa=DPA_OFF, ce=CE_TE,
      cfg_text=CFG_FP8_1N.format(nodes=1) + "; Supermicro's copy adds NCCL_IB_DISABLE=1, NCCL_NET=Socket, "
                                            "NCCL_P2P_LEVEL=NVL, FULL_CUDA_GRAPH=0, MCORE_CUDA_GRAPH=0",
      extra=dump8("micro_batch_size 2, global_batch_size 16, enable_cuda_graph 0, fp8 true, fp8_hybrid true, "
                  "fp8_recipe tensorwise, fp4 false, fp8_param_gather true; TransformerConfig "
                  "fp8_dot_product_attention=False")),
]
CG_NEB = ("CUDA graphs of the whole training iteration (the log's printed config: enable_cuda_graph 1, cuda_graph_scope "
          "full_iteration, 'Capture CUDA graph for training'; the file sets FULL_CUDA_GRAPH=0)")
LENOVO_CFG = CFG_FP4_1N.replace("; sources", "; one config for all three Lenovo systems; sources")
for folder, hw in (("SR680aV3-8xB200_SXM_180GB", "b200"), ("SR780aV3-8xB200_SXM_180GB", "b200"),
                   ("SR680aV4-8xB300_SXM", "b300")):
    SUBMISSIONS.append(E(
        "5.1", "Lenovo", folder, "llama31_8b", hw, 1, "config_SR780aV3_SR680aV3_SR680aV4.sh",
        "Lenovo's one config, named for the three systems (the logs name none and print no config)", 1, 1, None, 1, 2, 2,
        False, "51-nonccl", "one-node", "nvfp4-8b", "layer-51", "tp1", "off", dpa=DPA_ON, ce=CE_TE,
        fw="PyTorch NVIDIA Release 23.09", cfg_text=LENOVO_CFG,
        extra="the system description's framework 'PyTorch NVIDIA Release 23.09' is stale (the Dockerfile is 25.09)",
        confidence=("medium: the SR680aV4 (B300) logs' submission_platform reads '1xSR780aV3-8xB200_SXM_180GB'; the "
                    "step time from the log timestamps") if hw == "b300" else
                   "high for the step time (log timestamps); the config is Lenovo's only one (the logs name none)"))
SUBMISSIONS += [
    E("5.1", "Nebius", "nebius_b200_n1", "llama31_8b", "b200", 1, "configs/nebius_b200_n1/config_DGXB200_1x8x2xtp1pp1cp1_8b_fp4.sh",
      "the logs' DLPAL line names DGXB200_1x8x2xtp1pp1cp1_8b_fp4", 1, 1, None, 1, 2, 2, False, "51", "one-node",
      "nvfp4-8b", "layer-51", "tp1", "off", dpa=DPA_ON, ce=CE_TE, fw=NEB_FW, cfg_text=CFG_FP4_1N,
      extra=dump8(FP4_DUMP.format(mbs=2, gbs=16, scope="full") + "; 'Creating 64 CUDA graphs'")),
]
# Nebius's two- and four-node B200 runs: one config each, the logs' printed
# NeMo config (full-iteration CUDA graphs, LR 0.0008) over the file's.
for nodes, minibs in ((2, 2), (4, 1)):
    name = f"{nodes}x8x{minibs}xtp1pp1cp1_8b"
    SUBMISSIONS.append(E(
        "5.1", "Nebius", f"nebius_b200_n{nodes}", "llama31_8b", "b200", nodes,
        f"configs/nebius_b200_n{nodes}/config_DGXB200_{name}_fp4.sh",
        f"run_DGXB200_{name}_fp4.sh sources it; the logs' DLPAL line names DGXB200_{name} and their "
        "printed config (cuda_graph_scope full_iteration, LR 0.0008) differs from the file, so the row takes the printout",
        1, 1, None, 1, 1, minibs, False, "51", "nebius-b200", "nvfp4-8b", CG_NEB, "tp1", "off", dpa=DPA_ON, ce=CE_TE,
        fw=NEB_FW,
        cfg_text=CFG_8B.format(minibs=minibs, tp=1, sp=False, cp=1, mbs=1, nodes=nodes, gpn=8,
                               more=", TP_COMM_OVERLAP=False, FULL_CUDA_GRAPH=0, LR=0.0004, WARMUP_STEPS=96, "
                                    "VAL_CHECK_INTERVAL=384; sources config_common.sh, config_common_fp4.sh, "
                                    "config_common_8b.sh, config_common_cg.sh, config_common_fp8attn.sh"),
        extra=dump8(FP4_DUMP.format(mbs=1, gbs=32, scope="full_iteration") + "; 'Capture CUDA graph for training'; "
                    "logged opt_base_learning_rate 0.0008"),
        confidence="high for the step time (log timestamps); the layout from the log's printed config"))
SUBMISSIONS.append(
    E("5.1", "Nebius", "nebius_b300_n1", "llama31_8b", "b300", 1, "configs/nebius_b300_n1/config_DGXB200_1x8x2xtp1pp1cp1_8b.sh",
      "the logs' DLPAL line names DGXB200_1x8x2xtp1pp1cp1_8b and run_nebius.sh sources it", 1, 1, None, 1, 2, 2, False,
      "51", "nebius-b300", "nvfp4-8b-last", "full-51", "tp1", "off", dpa=DPA_ON, ce=CE_TE, fw=NEB_FW,
      cfg_text=CFG_8B.format(minibs=2, tp=1, sp=False, cp=1, mbs=2, nodes=1, gpn=8,
                             more=", TP_COMM_OVERLAP=False, USE_TE_OPS=True, CE_FUSION_IMPL=te, LR=0.0004, "
                                  "VAL_CHECK_INTERVAL=768; sources config_common.sh, config_common_8b.sh, "
                                  "config_common_cg.sh, config_common_fp8attn.sh and, last, config_common_fp4.sh"),
      extra=dump8(FP4_DUMP.format(mbs=2, gbs=16, scope="full_iteration") + "; 'Capture CUDA graph for training'")))

# ---------------------------------------------------------------------------
# Timing from the logs (see the docstring): per scored run (in file order) the
# median block step time (s); the result file numbers scored and dropped;
# blocks per run; steps of the first block and of the later ones; the mean;
# mean steps in the blocks, evaluation seconds (eval_start .. eval_stop) and
# run_start..run_stop seconds over the scored runs; NeMo's train_step_time
# medians and record counts per run; logged global_batch_size and
# gradient_accumulation_steps; how block steps were counted.
# ---------------------------------------------------------------------------
TIMING = {
    ('4.1', 'NVIDIA', 'b200_n8_preview_nemo', 'gpt3'): dict(per_run=(36.06467, 36.25483, 36.28792), files=('0', '1', '2'), dropped=(), blocks=(24, 24, 24), first=12, later=(12,), step=36.2025, steps=288.0, eval_s=1176.64, run_s=11603.3, sts=None, n_sts=None, gbs=2048, ga=512, method='epoch_count'),
    ('4.1', 'NVIDIA', 'eos_n32_ngc24.09_nemo', 'gpt3'): dict(per_run=(18.40729, 18.40642, 18.45983), files=('0', '1', '2'), dropped=(), blocks=(25, 24, 24), first=12, later=(12,), step=18.4245, steps=292.0, eval_s=487.85, run_s=5870.15, sts=None, n_sts=None, gbs=2048, ga=128, method='epoch_count'),
    ('4.1', 'NVIDIA', 'eos_n64_ngc24.09_nemo', 'gpt3'): dict(per_run=(9.535, 9.70604, 9.54033), files=('0', '1', '2'), dropped=(), blocks=(24, 25, 24), first=12, later=(12,), step=9.5938, steps=292.0, eval_s=258.48, run_s=3061.68, sts=None, n_sts=None, gbs=2048, ga=64, method='epoch_count'),
    ('4.1', 'Oracle', '1536xBM.GPU.H100.8', 'gpt3'): dict(per_run=(5.2235, 5.23675, 5.23719), files=('0', '1', '2'), dropped=(), blocks=(26, 26, 25), first=8, later=(8,), step=5.2325, steps=205.3, eval_s=92.21, run_s=1166.82, sts=None, n_sts=None, gbs=3072, ga=32, method='epoch_count'),
    ('4.1', 'Oracle', '3072xBM.GPU.H100.8', 'gpt3'): dict(per_run=(3.32606, 3.31775, 3.37862), files=('0', '1', '2'), dropped=(), blocks=(25, 26, 26), first=8, later=(8,), step=3.3408, steps=205.3, eval_s=55.52, run_s=719.34, sts=None, n_sts=None, gbs=3072, ga=16, method='epoch_count'),
    ('5.0', 'IBM+CoreWeave+NVIDIA', 'carina_ngpu1024_ngc25.04_nemo', 'llama31_405b'): dict(per_run=(8.46388, 8.4667, 8.46193), files=('0', '1', '2'), dropped=(), blocks=(6, 6, 6), first=60, later=(60,), step=8.4642, steps=360.0, eval_s=144.58, run_s=3191.65, sts=(8.44809, 8.45159, 8.44488), n_sts=(360, 360, 360), gbs=768, ga=48, method='samples'),
    ('5.0', 'IBM+CoreWeave+NVIDIA', 'carina_ngpu1536_ngc25.04_nemo', 'llama31_405b'): dict(per_run=(8.50502, 8.51281, 8.57672), files=('0', '1', '2'), dropped=(), blocks=(6, 7, 6), first=40, later=(40,), step=8.5315, steps=253.3, eval_s=106.29, run_s=2279.24, sts=(8.49033, 8.49881, 8.52408), n_sts=(240, 280, 240), gbs=1152, ga=48, method='samples'),
    ('5.0', 'IBM+CoreWeave+NVIDIA', 'carina_ngpu2048_ngc25.04_nemo', 'llama31_405b'): dict(per_run=(7.17065, 7.16989, 7.19053), files=('0', '1', '2'), dropped=(), blocks=(7, 7, 7), first=36, later=(36,), step=7.177, steps=252.0, eval_s=105.64, run_s=1920.8, sts=(7.15117, 7.15837, 7.17778), n_sts=(252, 252, 252), gbs=1280, ga=40, method='samples'),
    ('5.0', 'IBM+CoreWeave+NVIDIA', 'carina_ngpu2496_ngc25.04_nemo', 'llama31_405b'): dict(per_run=(5.82757, 5.82795, 5.84485), files=('0', '1', '2'), dropped=(), blocks=(7, 7, 7), first=37, later=(37,), step=5.8335, steps=259.0, eval_s=91.79, run_s=1618.72, sts=(5.82224, 5.81924, 5.836), n_sts=(259, 259, 259), gbs=1248, ga=32, method='samples'),
    ('5.0', 'IBM+CoreWeave+NVIDIA', 'carina_ngpu512_ngc25.04_nemo', 'llama31_405b'): dict(per_run=(19.46587, 19.30554, 19.28658), files=('0', '1', '2'), dropped=(), blocks=(6, 6, 6), first=52, later=(52,), step=19.3527, steps=312.0, eval_s=275.9, run_s=6306.44, sts=(19.42879, 19.27797, 19.25258), n_sts=(312, 312, 312), gbs=896, ga=112, method='samples'),
    ('5.0', 'NVIDIA', 'eos-dfw_n1024_ngc25.01_nemo', 'llama31_405b'): dict(per_run=(5.2516, 5.25062, 5.25545), files=('0', '1', '2'), dropped=(), blocks=(7, 7, 7), first=30, later=(30,), step=5.2526, steps=210.0, eval_s=73.99, run_s=1179.12, sts=(5.18027, 5.17751, 5.17446), n_sts=(210, 210, 210), gbs=1536, ga=24, method='samples'),
    ('5.0', 'NVIDIA', 'eos-dfw_n256_ngc25.01_nemo', 'llama31_405b'): dict(per_run=(14.23913, 14.25591, 14.2742), files=('0', '1', '2'), dropped=(), blocks=(6, 7, 6), first=40, later=(40,), step=14.2564, steps=253.3, eval_s=170.65, run_s=3800.71, sts=(14.2057, 14.2264, 14.2211), n_sts=(240, 280, 240), gbs=1152, ga=72, method='samples'),
    ('5.0', 'NVIDIA', 'eos-dfw_n304_ngc25.01_nemo', 'llama31_405b'): dict(per_run=(12.74168, 12.8953, 13.07053), files=('0', '1', '2'), dropped=(), blocks=(7, 7, 7), first=38, later=(38,), step=12.9025, steps=266.0, eval_s=183.13, run_s=3628.31, sts=(12.70006, 12.71129, 12.86427), n_sts=(266, 266, 266), gbs=1216, ga=64, method='samples'),
    ('5.0', 'NVIDIA', 'eos-dfw_n320_ngc25.01_nemo', 'llama31_405b'): dict(per_run=(11.35498, 11.23014, 11.44552), files=('0', '1', '2'), dropped=(), blocks=(6, 6, 6), first=42, later=(42,), step=11.3435, steps=252.0, eval_s=157.28, run_s=3020.57, sts=(11.18401, 11.17273, 11.16459), n_sts=(252, 252, 252), gbs=1120, ga=56, method='samples'),
    ('5.0', 'NVIDIA', 'eos-dfw_n64_ngc25.01_nemo', 'llama31_405b'): dict(per_run=(55.19973, 55.26075, 55.24037), files=('0', '1', '2'), dropped=(), blocks=(6, 6, 6), first=40, later=(40,), step=55.2336, steps=240.0, eval_s=595.13, run_s=13841.2, sts=(55.10107, 55.16084, 55.14262), n_sts=(240, 240, 240), gbs=1152, ga=288, method='samples'),
    ('5.0', 'NVIDIA', 'tyche_ngpu256_ngc25.04_nemo', 'llama31_405b'): dict(per_run=(19.13277, 19.21101, 19.21283), files=('0', '1', '2'), dropped=(), blocks=(6, 6, 6), first=103, later=(103,), step=19.1855, steps=618.0, eval_s=0, run_s=12364.52, sts=(19.09311, 19.16837, 19.18703), n_sts=(618, 618, 618), gbs=448, ga=112, method='last_train_step_log'),
    ('5.0', 'NVIDIA', 'tyche_ngpu512_ngc25.04_nemo', 'llama31_405b'): dict(per_run=(19.63927, 19.49535, 19.47806), files=('0', '1', '2'), dropped=(), blocks=(6, 6, 6), first=52, later=(52,), step=19.5376, steps=312.0, eval_s=0, run_s=6351.39, sts=(19.59945, 19.43226, 19.42726), n_sts=(312, 312, 312), gbs=896, ga=112, method='last_train_step_log'),
    ('5.0', 'Nebius', 'nebius_soperator_8xH200_n128_ngc25.01_nemo', 'llama31_405b'): dict(per_run=(25.4133, 25.3671, 25.38678), files=('1', '2', '3'), dropped=(), blocks=(6, 6, 6), first=40, later=(40,), step=25.3891, steps=240.0, eval_s=273.83, run_s=6403.23, sts=(25.35266, 25.35564, 25.35939), n_sts=(240, 240, 240), gbs=1152, ga=72, method='samples'),
    ('5.0', 'Nebius', 'nebius_soperator_8xH200_n64_ngc25.01_nemo', 'llama31_405b'): dict(per_run=(50.03278, 50.07365, 50.03683), files=('1', '2', '3'), dropped=(), blocks=(6, 6, 6), first=40, later=(40,), step=50.0478, steps=240.0, eval_s=522.84, run_s=12575.13, sts=(50.01152, 50.01598, 50.00424), n_sts=(240, 240, 240), gbs=1152, ga=144, method='samples'),
    ('5.1', 'Cisco', 'hpf_n16', 'llama31_8b'): dict(per_run=(0.52915, 0.52787, 0.52783, 0.52818, 0.53252, 0.52892, 0.52743, 0.52449), files=('1', '2', '3', '4', '5', '6', '7', '9'), dropped=('0', '8'), blocks=(18, 18, 19, 19, 18, 18, 18, 18), first=192, later=(192,), step=0.5283, steps=3504.0, eval_s=45.71, run_s=1952.94, sts=(0.48498, 0.48652, 0.48301, 0.48528, 0.48444, 0.48692, 0.48498, 0.48306), n_sts=(3456, 3456, 3648, 3648, 3456, 3456, 3456, 3456), gbs=64, ga=1, method='samples'),
    ('5.1', 'Cisco', 'hpf_n8', 'llama31_8b'): dict(per_run=(0.74343, 0.74434, 0.74393, 0.74091, 0.74153, 0.74337, 0.7409, 0.74043), files=('1', '2', '3', '4', '5', '7', '8', '9'), dropped=('0', '6'), blocks=(10, 10, 10, 11, 10, 10, 11, 11), first=342, later=(342,), step=0.7424, steps=3548.2, eval_s=35.26, run_s=2726.7, sts=(0.7207, 0.72112, 0.72079, 0.72003, 0.7203, 0.72121, 0.72023, 0.72024), n_sts=(3420, 3420, 3420, 3762, 3420, 3420, 3762, 3762), gbs=64, ga=1, method='samples'),
    ('5.1', 'Dell', '1xXE9680Lx8B200-SXM-180GB', 'llama31_8b'): dict(per_run=(0.45108, 0.45115, 0.45129, 0.45115, 0.45113, 0.45108, 0.45124, 0.45136), files=('0', '2', '3', '4', '5', '6', '7', '8'), dropped=('9', '1'), blocks=(15, 15, 14, 14, 14, 14, 14, 14), first=768, later=(768,), step=0.4512, steps=10944, eval_s=123.45, run_s=5101.64, sts=(0.45043, 0.45056, 0.45039, 0.45033, 0.4506, 0.45013, 0.45044, 0.45065), n_sts=(360, 360, 336, 336, 336, 336, 336, 336), gbs=16, ga=1, method='step'),
    ('5.1', 'Dell', '1xXE9780x8B300-SXM-270GB', 'llama31_8b'): dict(per_run=(0.54857, 0.54855, 0.54855, 0.5483, 0.54829, 0.54851, 0.54865, 0.54866), files=('0', '1', '3', '4', '5', '7', '8', '9'), dropped=('6', '2'), blocks=(13, 13, 13, 14, 13, 13, 13, 14), first=768, later=(768,), step=0.5485, steps=10176, eval_s=137.25, run_s=5722.99, sts=(0.54799, 0.54804, 0.54794, 0.54768, 0.54765, 0.54805, 0.54803, 0.54791), n_sts=(312, 312, 312, 336, 312, 312, 312, 336), gbs=16, ga=1, method='step'),
    ('5.1', 'Dell', '2xXE9680Lx8B200-SXM-180GB', 'llama31_8b'): dict(per_run=(0.59199, 0.59171, 0.59137, 0.59213, 0.59225, 0.59292, 0.59411, 0.59222), files=('1', '2', '3', '5', '6', '7', '8', '9'), dropped=('4', '0'), blocks=(8, 8, 8, 8, 8, 8, 8, 8), first=768, later=(768,), step=0.5923, steps=6144, eval_s=43.85, run_s=3682.82, sts=(0.58243, 0.58084, 0.58031, 0.58049, 0.58132, 0.58142, 0.58155, 0.58135), n_sts=(192, 192, 192, 192, 192, 192, 192, 192), gbs=32, ga=1, method='step'),
    ('5.1', 'Dell', '2xXE9685Lx8B200-SXM-180GB', 'llama31_8b'): dict(per_run=(0.58688, 0.58814, 0.58705, 0.58626, 0.58718, 0.58678, 0.58833, 0.58774), files=('0', '1', '2', '3', '5', '6', '7', '8'), dropped=('9', '4'), blocks=(8, 8, 8, 8, 8, 8, 8, 8), first=768, later=(768,), step=0.5873, steps=6144, eval_s=43.41, run_s=3648.65, sts=(0.5732, 0.57511, 0.57578, 0.57324, 0.57575, 0.57491, 0.57628, 0.57405), n_sts=(192, 192, 192, 192, 192, 192, 192, 192), gbs=32, ga=1, method='step'),
    ('5.1', 'HPE', 'HPE-Cray-XD670-H200-SXM5-141GB_n8_25.09', 'llama31_8b'): dict(per_run=(0.35396, 0.35401, 0.3539, 0.35378, 0.35388, 0.35395, 0.35398, 0.35399), files=('1', '10', '2', '3', '4', '5', '7', '9'), dropped=('8', '6'), blocks=(24, 24, 24, 24, 25, 25, 24, 24), first=256, later=(256,), step=0.3539, steps=6208, eval_s=69.33, run_s=2265.2, sts=(0.35302, 0.35319, 0.35308, 0.35298, 0.35292, 0.35294, 0.35299, 0.35282), n_sts=(192, 192, 192, 192, 200, 200, 192, 192), gbs=32, ga=1, method='step'),
    ('5.1', 'Lambda', 'gb300_n18_ngc25.04_nemo', 'llama31_8b'): dict(per_run=(0.16311, 0.16281, 0.16346, 0.16322, 0.16282, 0.16334, 0.16348, 0.16295), files=('1', '10', '2', '3', '4', '5', '6', '9'), dropped=('7', '8'), blocks=(15, 15, 15, 15, 15, 14, 15, 15), first=342, later=(342,), step=0.1631, steps=5087.2, eval_s=18.06, run_s=847.45, sts=(0.16106, 0.16059, 0.1616, 0.1612, 0.16088, 0.16121, 0.16133, 0.16106), n_sts=(160, 160, 160, 160, 160, 149, 160, 160), gbs=36, ga=1, method='step'),
    ('5.1', 'Lenovo', 'SR680aV3-8xB200_SXM_180GB', 'llama31_8b'): dict(per_run=(0.44456, 0.44446, 0.44436, 0.44427, 0.44451, 0.44431, 0.44439, 0.44443), files=('01', '04', '05', '06', '07', '08', '09', '10'), dropped=('03', '02'), blocks=(14, 15, 14, 14, 14, 15, 15, 15), first=768, later=(768,), step=0.4444, steps=11136, eval_s=127.53, run_s=5117.95, sts=(0.44372, 0.44368, 0.44388, 0.44399, 0.44403, 0.44368, 0.44368, 0.4437), n_sts=(336, 360, 336, 336, 336, 360, 360, 360), gbs=16, ga=1, method='step'),
    ('5.1', 'Lenovo', 'SR680aV4-8xB300_SXM', 'llama31_8b'): dict(per_run=(0.4067, 0.40687, 0.40689, 0.40683, 0.40687, 0.40669, 0.40682, 0.40687), files=('1', '2', '3', '4', '6', '7', '8', '9'), dropped=('0', '5'), blocks=(14, 15, 14, 15, 14, 14, 14, 14), first=768, later=(768,), step=0.4068, steps=10944, eval_s=114.35, run_s=4606.1, sts=(0.40543, 0.40606, 0.40603, 0.40573, 0.40588, 0.40571, 0.40598, 0.40587), n_sts=(336, 360, 336, 360, 336, 336, 336, 336), gbs=16, ga=1, method='step'),
    ('5.1', 'Lenovo', 'SR780aV3-8xB200_SXM_180GB', 'llama31_8b'): dict(per_run=(0.45166, 0.45177, 0.45162, 0.45178, 0.45176, 0.45185, 0.45176, 0.45174), files=('02', '03', '04', '05', '06', '08', '09', '10'), dropped=('01', '07'), blocks=(14, 14, 15, 14, 15, 14, 14, 14), first=768, later=(768,), step=0.4517, steps=10944, eval_s=126.99, run_s=5112.24, sts=(0.45109, 0.45098, 0.4511, 0.4514, 0.45124, 0.45104, 0.45127, 0.45104), n_sts=(336, 336, 360, 336, 360, 336, 336, 336), gbs=16, ga=1, method='step'),
    ('5.1', 'NVIDIA', 'hsg_ngpu2560_ngc25.09_nemo', 'llama31_405b'): dict(per_run=(3.33062, 3.35365, 3.29825), files=('0', '1', '2'), dropped=(), blocks=(3, 3, 3), first=300, later=(20,), step=3.3275, steps=340, eval_s=19.73, run_s=1125.13, sts=(3.19515, 3.18998, 3.17952), n_sts=(340, 340, 340), gbs=960, ga=24, method='step'),
    ('5.1', 'NVIDIA', 'hsg_ngpu5120_ngc25.09_nemo', 'llama31_405b'): dict(per_run=(2.5845, 2.58447, 2.60253), files=('0', '1', '2'), dropped=(), blocks=(3, 2, 2), first=240, later=(15,), step=2.5905, steps=260, eval_s=8.95, run_s=612.79, sts=(2.2271, 2.2323, 2.22281), n_sts=(270, 255, 255), gbs=1280, ga=16, method='step'),
    ('5.1', 'NVIDIA', 'theia_ngpu512_ngc25.09_nemo', 'llama31_405b'): dict(per_run=(13.16056, 13.18022, 13.16944), files=('0', '1', '2'), dropped=(), blocks=(4, 3, 4), first=240, later=(16,), step=13.1701, steps=282.7, eval_s=81.11, run_s=3801.48, sts=(13.13984, 13.17036, 13.14469), n_sts=(288, 272, 288), gbs=1152, ga=72, method='step'),
    ('5.1', 'NVIDIA', 'theia_ngpu512_ngc25.09_nemo', 'llama31_8b'): dict(per_run=(0.0865, 0.08665, 0.08668, 0.08671, 0.08664, 0.08665, 0.08661, 0.08662), files=('0', '1', '2', '3', '4', '5', '6', '8'), dropped=('7', '9'), blocks=(18, 18, 19, 17, 19, 17, 20, 18), first=192, later=(192,), step=0.0866, steps=3504, eval_s=6.23, run_s=309.82, sts=(0.08542, 0.08533, 0.08541, 0.08542, 0.08538, 0.08535, 0.0853, 0.08535), n_sts=(108, 108, 114, 102, 114, 102, 120, 108), gbs=64, ga=1, method='step'),
    ('5.1', 'NVIDIA', 'theia_ngpu72_ngc25.09_nemo', 'llama31_8b'): dict(per_run=(0.14784, 0.14769, 0.14784, 0.14871, 0.14884, 0.14902, 0.14851, 0.1486), files=('0', '1', '2', '3', '5', '6', '7', '8'), dropped=('9', '4'), blocks=(15, 15, 15, 14, 14, 15, 15, 15), first=342, later=(342,), step=0.1484, steps=5044.5, eval_s=17.24, run_s=764.97, sts=(0.14719, 0.1471, 0.14723, 0.14819, 0.14828, 0.14844, 0.14792, 0.14798), n_sts=(160, 160, 160, 149, 149, 160, 160, 160), gbs=36, ga=1, method='step'),
    ('5.1', 'NVIDIA', 'theia_ngpu8_ngc25.09_nemo', 'llama31_8b'): dict(per_run=(0.34593, 0.34521, 0.34855, 0.34864, 0.3472, 0.34692, 0.34688, 0.34665), files=('0', '2', '3', '4', '5', '7', '8', '9'), dropped=('1', '6'), blocks=(15, 15, 14, 14, 14, 15, 15, 15), first=768, later=(768,), step=0.347, steps=11232, eval_s=103.79, run_s=4042.4, sts=(0.34559, 0.34487, 0.34821, 0.34834, 0.34689, 0.34659, 0.34658, 0.34639), n_sts=(360, 360, 336, 336, 336, 360, 360, 360), gbs=16, ga=1, method='step'),
    ('5.1', 'NVIDIA', 'tyche_ngpu512_ngc25.09_nemo', 'llama31_405b'): dict(per_run=(17.26131, 17.40131, 17.31234), files=('0', '1', '2'), dropped=(), blocks=(4, 4, 3), first=240, later=(16,), step=17.325, steps=282.7, eval_s=110.58, run_s=5015.97, sts=(17.23707, 17.37222, 17.26002), n_sts=(288, 288, 272), gbs=1152, ga=144, method='step'),
    ('5.1', 'NVIDIA', 'tyche_ngpu512_ngc25.09_nemo', 'llama31_8b'): dict(per_run=(0.0902, 0.09022, 0.08999, 0.09014, 0.09016, 0.09004, 0.0901, 0.09021), files=('0', '2', '3', '4', '6', '7', '8', '9'), dropped=('5', '1'), blocks=(18, 18, 18, 19, 18, 19, 17, 19), first=192, later=(192,), step=0.0901, steps=3504, eval_s=6.62, run_s=322.46, sts=(0.08893, 0.08893, 0.0888, 0.08887, 0.08883, 0.08885, 0.08877, 0.08891), n_sts=(108, 108, 108, 114, 108, 114, 102, 114), gbs=64, ga=1, method='step'),
    ('5.1', 'NVIDIA', 'tyche_ngpu72_ngc25.09_nemo', 'llama31_8b'): dict(per_run=(0.17158, 0.17222, 0.17345, 0.17156, 0.17315, 0.17137, 0.16952, 0.17127), files=('1', '2', '3', '4', '5', '6', '7', '8'), dropped=('0', '9'), blocks=(15, 14, 15, 14, 15, 15, 15, 15), first=342, later=(342,), step=0.1718, steps=5044.5, eval_s=20.16, run_s=885.47, sts=(0.17101, 0.17124, 0.17269, 0.17057, 0.17244, 0.17051, 0.16871, 0.17045), n_sts=(160, 149, 160, 149, 160, 160, 160, 160), gbs=36, ga=1, method='step'),
    ('5.1', 'NVIDIA', 'tyche_ngpu8_ngc25.09_nemo', 'llama31_8b'): dict(per_run=(0.41003, 0.40662, 0.41011, 0.40733, 0.40512, 0.4024, 0.40431, 0.40163), files=('1', '2', '3', '5', '6', '7', '8', '9'), dropped=('0', '4'), blocks=(15, 15, 14, 14, 15, 15, 15, 15), first=768, later=(768,), step=0.4059, steps=11328, eval_s=121.16, run_s=4759.49, sts=(0.40934, 0.40607, 0.40982, 0.40687, 0.40463, 0.4021, 0.40362, 0.40146), n_sts=(360, 360, 336, 336, 360, 360, 360, 360), gbs=16, ga=1, method='step'),
    ('5.1', 'Nebius', 'nebius_b200_n1', 'llama31_8b'): dict(per_run=(0.45659, 0.45651, 0.45692, 0.45683, 0.45726, 0.45692, 0.45665, 0.45657), files=('01', '02', '03', '04', '06', '07', '08', '10'), dropped=('09', '05'), blocks=(14, 14, 14, 14, 14, 14, 15, 14), first=768, later=(768,), step=0.4568, steps=10848, eval_s=126.96, run_s=5122.12, sts=(0.45556, 0.45504, 0.45594, 0.45571, 0.45619, 0.45575, 0.45559, 0.45579), n_sts=(336, 336, 336, 336, 336, 336, 360, 336), gbs=16, ga=1, method='step'),
    ('5.1', 'Nebius', 'nebius_b200_n2', 'llama31_8b'): dict(per_run=(0.49682, 0.49759, 0.49667, 0.49803, 0.49784, 0.4978, 0.49695, 0.49685), files=('1', '2', '3', '4', '6', '7', '8', '9'), dropped=('5', '10'), blocks=(16, 16, 17, 17, 15, 15, 16, 15), first=384, later=(384,), step=0.4973, steps=6096, eval_s=79.43, run_s=3109.6, sts=(0.4946, 0.49584, 0.49514, 0.49663, 0.49616, 0.49604, 0.49546, 0.49495), n_sts=(192, 192, 204, 204, 180, 180, 192, 180), gbs=32, ga=2, method='step'),
    ('5.1', 'Nebius', 'nebius_b200_n4', 'llama31_8b'): dict(per_run=(0.26954, 0.26958, 0.26941, 0.26959, 0.26953, 0.26956, 0.26953, 0.26963), files=('02', '03', '05', '06', '07', '08', '09', '10'), dropped=('04', '01'), blocks=(16, 16, 16, 15, 15, 15, 16, 17), first=384, later=(384,), step=0.2695, steps=6048, eval_s=40.6, run_s=1669.7, sts=(0.26783, 0.26797, 0.26741, 0.26821, 0.2678, 0.26786, 0.26809, 0.26779), n_sts=(192, 192, 192, 180, 180, 180, 192, 204), gbs=32, ga=1, method='step'),
    ('5.1', 'Nebius', 'nebius_b300_n1', 'llama31_8b'): dict(per_run=(0.39497, 0.39503, 0.39509, 0.39525, 0.39508, 0.39482, 0.39451, 0.39438), files=('1', '2', '3', '5', '6', '7', '8', '9'), dropped=('10', '4'), blocks=(15, 14, 14, 14, 14, 15, 15, 15), first=768, later=(768,), step=0.3949, steps=11136, eval_s=114.43, run_s=4550.43, sts=(0.39429, 0.39411, 0.3941, 0.39444, 0.39431, 0.39412, 0.39372, 0.39338), n_sts=(360, 336, 336, 336, 336, 360, 360, 360), gbs=16, ga=1, method='step'),
    ('5.1', 'Oracle', '1xBM.GPU.B200.8', 'llama31_8b'): dict(per_run=(0.45409, 0.45579, 0.45354, 0.45342, 0.45311, 0.45299, 0.4526, 0.45474), files=('0', '2', '3', '4', '5', '6', '7', '9'), dropped=('8', '1'), blocks=(14, 14, 14, 14, 14, 15, 14, 14), first=768, later=(768,), step=0.4538, steps=10848, eval_s=126.4, run_s=5090.05, sts=(0.45388, 0.45497, 0.45313, 0.45307, 0.45257, 0.45242, 0.45206, 0.45401), n_sts=(336, 336, 336, 336, 336, 360, 336, 336), gbs=16, ga=1, method='step'),
    ('5.1', 'Oracle', '8xBM.GPU.B200.8', 'llama31_8b'): dict(per_run=(0.19215, 0.1908, 0.19093, 0.19116, 0.19097, 0.19106, 0.19092, 0.19113), files=('0', '1', '2', '3', '4', '5', '7', '9'), dropped=('8', '6'), blocks=(15, 15, 14, 15, 15, 15, 14, 14), first=384, later=(384,), step=0.1911, steps=5616, eval_s=22.86, run_s=1095.37, sts=(0.1911, 0.1898, 0.18994, 0.19018, 0.19002, 0.19011, 0.18959, 0.18971), n_sts=(180, 180, 168, 180, 180, 180, 168, 168), gbs=32, ga=1, method='step'),
    ('5.1', 'Supermicro', 'AS-4126GS-NBR-LCC', 'llama31_8b'): dict(per_run=(0.45012, 0.45026, 0.45009, 0.45006, 0.45021, 0.45017, 0.44995, 0.45009), files=('10', '2', '3', '4', '5', '6', '7', '8'), dropped=('9', '1'), blocks=(15, 14, 14, 15, 14, 15, 15, 14), first=768, later=(768,), step=0.4501, steps=11136, eval_s=128.88, run_s=5184.39, sts=(0.44985, 0.44951, 0.44952, 0.44935, 0.44959, 0.4496, 0.44907, 0.44957), n_sts=(360, 336, 336, 360, 336, 360, 360, 336), gbs=16, ga=1, method='step'),
    ('5.1', 'Supermicro', 'AS-8126GS-NB3RT', 'llama31_8b'): dict(per_run=(0.55137, 0.55025, 0.55142, 0.55091, 0.55018, 0.55001, 0.55048, 0.55049), files=('1', '10', '2', '4', '5', '6', '8', '9'), dropped=('7', '3'), blocks=(13, 14, 13, 12, 13, 14, 13, 13), first=768, later=(768,), step=0.5506, steps=10080, eval_s=133.41, run_s=5689.01, sts=(0.55084, 0.54969, 0.55105, 0.55022, 0.54951, 0.54958, 0.55012, 0.55014), n_sts=(312, 336, 312, 288, 312, 336, 312, 312), gbs=16, ga=1, method='step'),
    ('5.1', 'Supermicro', 'SYS-422GS-NBRT-LCC', 'llama31_8b'): dict(per_run=(0.45128, 0.45125, 0.45126, 0.45131, 0.45123, 0.45125, 0.45133, 0.45123), files=('1', '3', '4', '5', '6', '7', '8', '9'), dropped=('10', '2'), blocks=(14, 14, 14, 15, 14, 14, 14, 14), first=768, later=(768,), step=0.4513, steps=10848, eval_s=125.63, run_s=5062.76, sts=(0.4508, 0.45083, 0.45033, 0.45055, 0.45061, 0.45084, 0.45093, 0.45037), n_sts=(336, 336, 336, 360, 336, 336, 336, 336), gbs=16, ga=1, method='step'),
    ('5.1', 'University-of-Florida', 'hpg.dgxb200x8.n1', 'llama31_8b'): dict(per_run=(0.54455, 0.54457, 0.54589, 0.546, 0.54448, 0.54602, 0.54432, 0.54605), files=('0', '1', '2', '3', '4', '5', '6', '7'), dropped=('9', '8'), blocks=(13, 13, 13, 13, 13, 13, 13, 13), first=768, later=(768,), step=0.5452, steps=9984, eval_s=134.66, run_s=5573.58, sts=(0.54355, 0.54361, 0.54427, 0.54512, 0.54285, 0.54464, 0.54296, 0.54537), n_sts=(312, 312, 312, 312, 312, 312, 312, 312), gbs=16, ga=1, method='step'),
    ('5.1', 'University-of-Florida', 'hpg.dgxb200x8.n16', 'llama31_8b'): dict(per_run=(0.1944, 0.19431, 0.19423, 0.19428, 0.1943, 0.1944, 0.19428, 0.19428), files=('1', '2', '3', '4', '6', '7', '8', '9'), dropped=('5', '0'), blocks=(9, 9, 9, 9, 10, 9, 9, 9), first=384, later=(384,), step=0.1943, steps=3504, eval_s=6.84, run_s=686.84, sts=(0.19266, 0.19264, 0.19276, 0.19258, 0.19237, 0.19273, 0.1921, 0.19269), n_sts=(108, 108, 108, 108, 120, 108, 108, 108), gbs=64, ga=1, method='step'),
    ('5.1', 'University-of-Florida', 'hpg.dgxb200x8.n2', 'llama31_8b'): dict(per_run=(0.57396, 0.57634, 0.57727, 0.57767, 0.57246, 0.5739, 0.57657, 0.57707), files=('1', '2', '3', '4', '5', '6', '7', '8'), dropped=('0', '9'), blocks=(8, 8, 8, 8, 8, 8, 8, 8), first=768, later=(768,), step=0.5757, steps=6144, eval_s=42.03, run_s=3573.64, sts=(0.5725, 0.57445, 0.57571, 0.57621, 0.57039, 0.57249, 0.57511, 0.57626), n_sts=(192, 192, 192, 192, 192, 192, 192, 192), gbs=32, ga=1, method='step'),
    ('5.1', 'University-of-Florida', 'hpg.dgxb200x8.n32', 'llama31_405b'): dict(per_run=(27.61153, 27.63403, 27.70361), files=('0', '1', '2'), dropped=(), blocks=(3, 3, 3), first=448, later=(20, 32), step=27.6497, steps=508, eval_s=287.44, run_s=14378.9, sts=(27.64085, 27.64562, 27.71234), n_sts=(500, 512, 512), gbs=576, ga=144, method='step'),
    ('5.1', 'University-of-Florida', 'hpg.dgxb200x8.n32', 'llama31_8b'): dict(per_run=(0.22267, 0.22262, 0.22268, 0.22262, 0.22268, 0.22273, 0.2227, 0.22256), files=('0', '1', '3', '4', '5', '6', '8', '9'), dropped=('2', '7'), blocks=(7, 7, 7, 7, 7, 7, 7, 7), first=384, later=(384,), step=0.2227, steps=2688, eval_s=2.63, run_s=600.27, sts=(0.22127, 0.22076, 0.22088, 0.22083, 0.22081, 0.22094, 0.2211, 0.22107), n_sts=(84, 84, 84, 84, 84, 84, 84, 84), gbs=128, ga=1, method='step'),
    ('5.1', 'University-of-Florida', 'hpg.dgxb200x8.n4', 'llama31_8b'): dict(per_run=(0.18854, 0.19006, 0.18854, 0.19006, 0.18855, 0.19005, 0.19005, 0.18991), files=('0', '2', '3', '4', '5', '6', '7', '9'), dropped=('1', '8'), blocks=(28, 28, 28, 27, 28, 28, 27, 28), first=384, later=(384,), step=0.1895, steps=10656, eval_s=84.5, run_s=2140.92, sts=(0.18746, 0.18844, 0.18744, 0.18882, 0.18752, 0.18897, 0.18881, 0.18878), n_sts=(336, 336, 336, 324, 336, 336, 324, 336), gbs=16, ga=1, method='step'),
    ('5.1', 'University-of-Florida', 'hpg.dgxb200x8.n56', 'llama31_405b'): dict(per_run=(27.99916, 27.97618, 28.00305), files=('0', '1', '2'), dropped=(), blocks=(2, 3, 2), first=285, later=(19,), step=27.9928, steps=310.3, eval_s=135.81, run_s=8829.68, sts=(27.91625, 27.97822, 27.9775), n_sts=(304, 323, 304), gbs=1008, ga=144, method='step'),
    ('5.1', 'University-of-Florida', 'hpg.dgxb200x8.n8', 'llama31_8b'): dict(per_run=(0.19055, 0.19054, 0.19061, 0.19061, 0.19065, 0.19075, 0.19063, 0.19067), files=('0', '1', '3', '5', '6', '7', '8', '9'), dropped=('2', '4'), blocks=(14, 15, 15, 15, 14, 14, 14, 14), first=384, later=(384,), step=0.1906, steps=5520, eval_s=21.91, run_s=1072.5, sts=(0.18925, 0.18922, 0.18928, 0.18926, 0.18925, 0.18945, 0.18906, 0.18934), n_sts=(168, 180, 180, 180, 168, 168, 168, 168), gbs=32, ga=1, method='step'),
    ('5.1', 'Verda', 'b200_8x8_ngc25.09', 'llama31_8b'): dict(per_run=(0.19202, 0.19325, 0.19259, 0.19284, 0.19217, 0.19218, 0.19157, 0.19243), files=('0', '2', '3', '4', '5', '6', '8', '9'), dropped=('1', '7'), blocks=(15, 14, 15, 15, 16, 15, 15, 15), first=384, later=(384,), step=0.1924, steps=5760, eval_s=23.46, run_s=1131.53, sts=(0.19082, 0.19213, 0.19095, 0.19127, 0.19061, 0.19065, 0.19008, 0.19056), n_sts=(180, 168, 180, 180, 192, 180, 180, 180), gbs=32, ga=1, method='step'),
}


def _how(s, t, gbs, seq):
    """How the steady step time was read, with the numbers."""
    v, bench = s["v"], s["bench"]
    results = f"{s['sub']}/results/{s['folder']}/{bench}"
    per_run = ", ".join(f"{x:.5f}" for x in t["per_run"])
    mean = statistics.mean(t["per_run"])
    blocks = "/".join(map(str, t["blocks"]))
    if t["dropped"]:
        runs = (f"the eight runs MLPerf scores (result_{t['dropped'][0]} and result_{t['dropped'][1]}, the fastest and "
                f"the slowest run_start..run_stop of the ten, dropped)")
    else:
        runs = f"the {len(t['files'])} runs (result_{', result_'.join(t['files'])})"
    later = "/".join(map(str, t["later"]))
    if t["method"] == "epoch_count":
        n = t["first"]
        return (f"over {runs}, per run the blocks (block_start .. block_stop: epoch_count {n * gbs * seq} tokens = "
                f"{n * gbs * seq} / 2048 / GBS {gbs} = {n} steps each; {blocks} blocks), median after the first of block "
                f"seconds / {n}: {per_run} s; mean {mean:.5f} = {t['step']} s, the step_s that "
                f"`scripts/mlperf-timed-region <v{v} mirror> {results} --tokens-per-sample 2048` prints (steps "
                f"{t['steps']}, eval_s {t['eval_s']}, mean run_start..run_stop {t['run_s']} s)")
    if t["method"] == "step":
        return (f"over {runs}, per run the blocks (block_start .. block_stop; steps = block_stop's 'step' - "
                f"block_start's 'step': the first block {t['first']} steps, the later ones {later}; {blocks} blocks), "
                f"median after the first of block seconds / block steps: {per_run} s; mean {mean:.5f} = {t['step']} s. "
                f"scripts/mlperf-timed-region stops on these logs (ZeroDivisionError: their block_start and block_stop "
                f"carry the block's own samples_count, the same at both), so the same median is taken here from the "
                f"'step' metadata (mean steps in the blocks {t['steps']}, eval_s {t['eval_s']}, mean run_start..run_stop "
                f"{t['run_s']} s)")
    if t["method"] == "samples":
        n = t["first"]
        return (f"over {runs}, per run the blocks (block_start .. block_stop; steps = (next eval_start samples_count - "
                f"block_start samples_count) / GBS {gbs} = {n * gbs} / {gbs} = {n} each; {blocks} blocks), median after "
                f"the first of block seconds / {n}: {per_run} s; mean {mean:.5f} = {t['step']} s. "
                f"scripts/mlperf-timed-region stops on these logs (ZeroDivisionError: block_start and block_stop carry "
                f"the same samples_count, the block's start), so the same median is taken here with each block's steps "
                f"from the eval_start that follows it (mean steps {t['steps']}, eval_s {t['eval_s']}, mean "
                f"run_start..run_stop {t['run_s']} s)")
    n = t["first"]
    return (f"over {runs}, per run the blocks (these logs have no eval_start and a block_stop only at the end: a block "
            f"is block_start .. the time of its last NeMo train_step_time record, which follows the step's end, before "
            f"the first validation_step_time record; steps = (eval_stop samples_count - block_start samples_count) / "
            f"GBS {gbs} = {n * gbs} / {gbs} = {n}; {blocks} blocks), median after the first of block seconds / {n}: "
            f"{per_run} s; mean {mean:.5f} = {t['step']} s. scripts/mlperf-timed-region stops on these logs ('no "
            f"median for empty data': one block_stop a run), so the figure is computed here (mean steps {t['steps']}, "
            f"mean run_start..run_stop {t['run_s']} s)")


def _sts(t):
    if not t["sts"]:
        return ""
    mean, block = statistics.mean(t["sts"]), t["step"]
    per = ("one a step" if min(t["n_sts"]) >= 0.9 * t["steps"] else
           "one every 32 steps (LOG_EVERY_N_STEPS=32)")
    gap = 100 * (1 - mean / block)
    text = (f" NeMo's own train_step_time (tracked_stats with reduced_train_loss, {per}; "
            f"{'/'.join(map(str, t['n_sts']))} records) has medians after the first record of "
            f"{', '.join(f'{x:.5f}' for x in t['sts'])} s (mean {mean:.4f} s, {gap:.1f}% below the block figure")
    if gap > 2.5:
        text += (", a gap larger than elsewhere: the blocks here hold time between the last step's record and "
                 "block_stop that the per-step records leave out, a larger share of short blocks; the block figure "
                 "is kept, as the method says")
    return text + ")."


def _layout(s, t, gpus, dp, gbs, ga):
    tp, pp, vpp, cp, mbs, minibs = s["tp"], s["pp"], s["vpp"], s["cp"], s["mbs"], s["minibs"]
    text = (f"DP = {gpus} GPUs / (TP {tp} x PP {pp} x CP {cp}) = {dp}; GBS = MINIBS {minibs} x DP {dp} = {gbs} (logged "
            f"global_batch_size {t['gbs']}); GA = MINIBS / MBS = {minibs} / {mbs} = {ga} (logged "
            f"gradient_accumulation_steps {t['ga']})")
    if s["bench"] == "gpt3":
        text += f"; 96 layers / (PP {pp} x virtual pipeline {vpp}) = {96 // (pp * vpp)} a model chunk"
    elif s["bench"] == "llama31_405b":
        text += (f"; (126 layers + the embedding's and the loss's slots) / (PP {pp} x virtual pipeline {vpp}) = "
                 f"128 / {pp * vpp} = {128 // (pp * vpp)} a model chunk")
    else:
        text += "; no pipeline (PP 1)"
    return text


rows = []
for s in SUBMISSIONS:
    key = (s["v"], s["sub"], s["folder"], s["bench"])
    t = TIMING[key]
    v, bench = s["v"], s["bench"]
    model = MODELS[bench]
    seq = model["seq_len"]
    node = GPU[s["hw"]]
    gpn = node["gpus_per_node"]
    gpus = s["nodes"] * gpn
    tp, pp, cp, mbs, minibs = s["tp"], s["pp"], s["cp"], s["mbs"], s["minibs"]
    dp = gpus // (tp * pp * cp)
    gbs, ga = dp * minibs, minibs // mbs
    assert tp * pp * cp * dp == gpus and gbs == t["gbs"] and ga == t["ga"] and dp * mbs * ga == gbs, key
    if s["vpp"]:
        layers = 96 if bench == "gpt3" else 128
        assert layers % (pp * s["vpp"]) == 0, key
    mean = statistics.mean(t["per_run"])
    assert abs(round(mean, 4) - t["step"]) < 1.5e-4, (key, mean)
    framework_t, software_t = SOFTWARE[s["sw"]]
    framework = framework_t.format(who=s["who"])
    software = software_t.format(fw=s["fw"] or "", who=s["who"])
    sys_file = f"{s['sub']}/systems/{s['folder']}.json"
    impl = {"NVIDIA": f"NVIDIA/benchmarks/{bench}/implementations/"
                      + ("nemo" if bench == "llama31_8b" else s["folder"])}.get(s["sub"], f"{s['sub']}/benchmarks/{bench}")
    results = f"{s['sub']}/results/{s['folder']}/{bench}"
    files = ", ".join(f"result_{f}.txt" for f in t["files"])
    tokens = gbs * seq / t["step"]
    cg = CG.get(s["cg"], s["cg"])
    settings = [cg, TPO[s["tpo"]]]
    if s["fp8w"]:
        settings.append(FP8W[s["fp8w"]])
    if s["dpa"]:
        settings.append(s["dpa"])
    if s["ce"]:
        settings.append(s["ce"])
    settings.append(COMMON["gpt3" if bench == "gpt3" else "405" if bench == "llama31_405b" else
                           "cisco" if s["sw"] == "51-cisco" else "8b"])
    if s["extra"]:
        settings.append(s["extra"])
    notes = (
        f"Steady step time = {_how(s, t, gbs, seq)}. The first block of each run is left out (warm-up after "
        f"run_start); evaluation is outside the blocks.{_sts(t)} Layout: {_layout(s, t, gpus, dp, gbs, ga)}; "
        f"{s['nodes']} node{'s' if s['nodes'] > 1 else ''} x {gpn} GPUs = {gpus}. Config: {s['cfg']} ({s['how']}): {s['cfg_text']}. Settings: "
        f"{'; '.join(settings)}. Software: {software}. Throughput: GBS {gbs} x {seq} tokens / {t['step']} s = "
        f"{tokens:,.0f} tokens/s = {tokens / gpus:,.1f} a GPU. Time to train: mean run_start..run_stop {t['run_s']} s "
        f"over the scored runs = {t['run_s'] / 60:.2f} min.")
    rows.append(keyed_row(
        source_group=f"mlperf_training_v{v}_{bench}_{s['sub'].split('+')[0].lower().replace('-', '_')}",
        source=(f"MLCommons MLPerf Training v{v} results ({YEAR[v]}; published {MONTH[v]}), "
                f"github.com/mlcommons/training_results_v{v} (mirror HEAD {MIRROR_HEAD[v][:12]}): {s['who']} "
                f"closed-division {BENCH_NAME[bench]} submission {s['folder']}, result logs {results}/{files}; system "
                f"{sys_file}; implementation {impl}"),
        source_locator=(f"{results}/result_*.txt: MLLOG block_start/block_stop time_ms and metadata ("
                        f"{'epoch_count' if t['method'] == 'epoch_count' else 'step' if t['method'] == 'step' else 'samples_count'}"
                        f"); global_batch_size {t['gbs']}; gradient_accumulation_steps {t['ga']}; max_sequence_length "
                        f"{seq}"),
        confidence=s["confidence"] or ("high (step time from the submitter's own log timestamps; layout from the config "
                                       "the submission names, checked against the logged batch and accumulation)"),
        value_origin="derived", completeness="full",
        **model, **node,
        intra_node_interconnect=NVL[s["hw"]].format(ic=SYSTEM[(v, s["sub"], s["folder"])][1]),
        inter_node_network=NET[s["net"]],
        system_name=f"{SYSTEM[(v, s['sub'], s['folder'])][0]} ({s['who']}; MLPerf system {s['folder']}; "
                    f"{SYSTEM[(v, s['sub'], s['folder'])][2]})",
        num_gpus=gpus, tp=tp, pp=pp, dp=dp, ep=1, cp=cp, sequence_parallel=s["sp"],
        zero_stage_or_fsdp=ZERO["gpt3" if bench == "gpt3" else "llama"],
        vpp=s["vpp"], micro_batch_size=mbs, global_batch_size=gbs, grad_accum_steps=ga,
        activation_recompute=RECOMPUTE, precision=PREC[s["prec"]],
        optimizer=OPT["gpt3" if bench == "gpt3" else "llama"], framework=framework,
        iteration_time_s=t["step"], iteration_time_is_derived=True,
        tokens_per_s=round(tokens), tokens_per_s_per_gpu=round(tokens / gpus, 1),
        time_to_train_min=round(t["run_s"] / 60, 2),
        other_metrics={"per_run_median_step_s": list(t["per_run"]), "scored_runs": [f"result_{f}" for f in t["files"]],
                       "dropped_runs": [f"result_{f}" for f in t["dropped"]], "blocks_per_run": list(t["blocks"]),
                       "first_block_steps": t["first"], "later_block_steps": list(t["later"]),
                       "mean_block_steps": t["steps"], "mean_eval_s": t["eval_s"],
                       "mean_run_start_to_stop_s": t["run_s"],
                       "per_run_median_train_step_time_s": list(t["sts"]) if t["sts"] else None},
        notes=notes))
