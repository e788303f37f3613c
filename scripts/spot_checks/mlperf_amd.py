"""Spot-check rows for scripts/make-spot-checks (its `rows`): MLPerf Training
runs on AMD Instinct MI300X and MI355X GPUs, closed division: the
llama2_70b_lora fine-tuning benchmark (Llama 2 70B LoRA on GovReport, packed
sequences of 8192 tokens, rank-16 adapters) in v5.0 (June 2025) and v5.1
(November 2025), and the llama31_8b pre-training benchmark (new in v5.1), as
AMD and the other submitters that ran AMD's implementation (Dell, Oracle,
MangoBoost, Krai, GigaComputing, Supermicro) ran them. One row per results
folder (system size), with the steady step time read from the submitter's own
result logs; the layouts and settings from the configs in the submitter's
benchmark folder.

Sources, read with `git show HEAD:<path>` from git mirrors of
github.com/mlcommons/training_results_v5.0 (HEAD 0fdc28f0, 2025-05-30) and
training_results_v5.1 (HEAD 441d65f4, 2026-01-12):
  <submitter>/results/<folder>/<benchmark>/result_*.txt   the MLLOG result logs
  <submitter>/systems/<folder>.json                       the system description
  <submitter>/benchmarks/<benchmark>/implementations/<impl>/ config_*.sh,
      Dockerfile, run_and_time.sh, src/train.py, src/callbacks/custom_callbacks.py,
      src/conf/megatron_gpt_peft_tuning_config.yaml (LoRA), scripts/model_config.yaml
Every row's folder, config and Dockerfile are named in its source and notes.

Left out:
  * MLPerf Training v4.1 (github.com/mlcommons/training_results_v4.1, HEAD
    b87b9e39, 2024-12-11): no llama2_70b_lora or llama31_8b folder on an AMD
    GPU (its only AMD-GPU results are tinycorp's tinybox_red bert runs on
    Radeon RX 7900 XTX). v5.0 tinycorp tinybox_8xMI300X ran bert only.
  * MI325X and MI350X systems, for which the simulator has no hardware
    profile (it has mi300x and mi355x): v5.0 AMD MI325X_EPYC_9575F_pytorch,
    GigaComputing G893-ZX1-AAX2_pytorch, QCT D75T-7U, Supermicro
    8xMI325X_2xEPYC_9575F; v5.1 AMD MI325X_EPYC_9575F_pytorch_llama2_70b and
    MI350X_EPYC_9575F_pytorch (llama2_70b_lora, llama31_8b), ASUSTeK
    ESC_A8A_MI325X, Cisco 1xC885A_M8-8xMI350X-OAM-288GB (both benchmarks),
    MangoBoost AS-8126GS-TNMR and MI325X-LLMBoost-GPUBoost-1node/2node, MiTAC
    8xMI325X_2xEPYC_9755, Quanta_Cloud_Technology D75T-7U, Supermicro
    AS-8126GS-TNMR_8xMI325X.
  * Nothing else: every MI300X / MI355X folder of the two benchmarks is a row
    (no duplicates: every folder's run_start times are its own).

Step time, as mlperf_lora.py and mlperf_llm_pretraining.py take it. Each log's
blocks (MLLOG block_start .. block_stop) are the training between two
evaluations; evaluation lies outside them. Every log here is of one format:
block_start carries the cumulative samples_count at the block's start and
block_stop the count at its end (AMD's custom_callbacks.py / callbacks.py), so
block steps = (block_stop - block_start samples_count) / logged
global_batch_size. The steady step time is, per run, the median over the
blocks after the first of block seconds / block steps, then the mean over the
eight runs MLPerf scores (ten runs a folder; the fastest and the slowest
run_start..run_stop dropped, a run without a successful run_stop counting as
the slowest; every run here succeeded). The first block (192 steps for LoRA,
195 in MangoBoost's v5.0 1- and 2-node logs; 384 for llama31_8b) is left out
as warm-up. The logs have no per-step records to cross-check with: their
tracked_stats 'throughput' (one a block) is the block's own samples over its
time, not an independent figure.

Implementations (a row's `gen`), by the Dockerfile and the code:
  * a50-lora: AMD's v5.0 llama2_70b_lora code (MI300X_EPYC_9575F_pytorch):
    NeMo v2.0.0.rc0.beta (NVIDIA's NeMo 1 megatron_gpt_peft_tuning, mcore_gpt
    True, with two apex-GroupNorm patches), ROCm's Megatron-LM fork (branch
    megatron_190213a_mlperf), ROCm Transformer Engine te_v1.9_mlperf_llama2,
    hipBLASLt ebc77085, on rocm/pytorch:rocm6.4_ubuntu22.04_py3.10_pytorch_
    release_2.6.0. Dell's and Oracle's v5.0 folders hold byte-identical
    configs, Dockerfiles and sources; Krai's v5.1 ..._n1_v5.0 folder the same
    with DGXSYSTEM fixed. MangoBoost's v5.0 folders run the same src/ (plus an
    LLMBoost sync_trainable_parameters call) in its LLMBoost 1.1.0 software
    (no Dockerfile; system description framework 'LLMBoost 1.1.0', ROCm 6.4.0).
  * a51-lora: AMD's v5.1 code (MI300X/MI355X_EPYC_9575F_pytorch_llama2_70b):
    the same NeMo 1 recipe on NeMo v2.3.0, ROCm Megatron-LM bc0be960, ROCm
    Transformer Engine d0ef413b, on rocm/7.0:rocm7.0_ubuntu22.04_py3.10_
    pytorch_release_2.8.0_rc1. Dell's and Supermicro's folders are identical
    (config included); GigaComputing's and Krai's use the released
    rocm/pytorch:...pytorch_release_2.8.0 image; MangoBoost's v5.1 folders run
    the src/ in LLMBoost 1.2.0 (container mangollm/mb-llmboost-training:
    mlperf-5.1-prod-20251009-v1, its docker_run.sh).
  * a51-8b: AMD's v5.1 llama31_8b code (MI355X_EPYC_9575F_pytorch_llama3_8b):
    NeMo 2 (v2.5.0rc0, patched; NeMo-Run v0.4.0) src/train.py building
    Llama31Config8B, ROCm Megatron-LM 5c34c4cf, ROCm Transformer Engine
    f3692b67 (Dell's and Supermicro's Dockerfiles: Megatron-LM 075b4c00, TE
    d0ef413b; GigaComputing's: Megatron-LM 075b4c00, TE 849b6f40, base image
    rocm/7.0-preview:rocm7.0_rel_30_...).
The framework field names what ran (NeMo release, ROCm's Megatron-LM fork and
Transformer Engine, PyTorch/ROCm); data/published_run_stacks.json maps every
row, by "Megatron-LM" and its 2025 source, to megatron-core-2025. No row sets
its own "stack": no bundled stack is a ROCm one, and the settings that tell
the candidates apart for these rows (fp8 recipe, fp8 weights, weight
transposes, LoRA rank and targets, CUDA graphs) are stated in each row, so
megatron-core-2024 or nemo-2024-mlperf-lora (NVIDIA's v4.0 LoRA recipe, which
the a50 code descends from) would give the same plan.

Fields, in the configs' own words, with the phrases validate reads:
  * precision: fp8, Transformer Engine delayed scaling, HYBRID format (LoRA:
    FP8=True, FP8_AMAX_HISTORY=4, FP8_AMAX_ALGO=most_recent,
    FP8_REDUCE_AMAX=False, the yaml's fp8_hybrid default True; 8B: train.py
    fp8 'hybrid', amax history 4, most_recent). Weights in fp8: 'fp8_params
    True' (LoRA: the yaml sets fp8_params from FP8; 8B: FP8_PARAMS=1 ->
    --fp8_params -> MegatronMixedPrecision fp8_params, DDP fp8_param_gather
    True).
  * Attention: Transformer Engine's fused attention on AMD's Composable Kernel
    backend (NVTE_FUSED_ATTN=1, NVTE_FUSED_ATTN_CK=1, the CK 'v3' backward
    kernels NVTE_CK_USES_BWD_V3=1; v5.1 also NVTE_CK_USES_FWD_V3=1); FP8_DPA=0
    (LoRA) / fp8_dot_product_attention=False (8B): 'fp8_dot_product_attention
    False'. No kernel name validate reads is written (the profile's own
    attention shares apply).
  * Graphs: no CUDA/HIP graphs (neither the LoRA yaml nor the 8B train.py has a
    graph option; Llama31Config8B's enable_cuda_graph default False).
  * Recompute: LoRA a50 code, AMD's and Krai's v5.1 MI300X configs and
    MangoBoost's configs: ACG=full, ACM=block, ACL=21 (full recompute of the
    first 21 of the 80 layers); MI355X LoRA configs and the 8B runs: none.
    validate reads 'full' as every layer recomputed (it reads no layer count),
    which overstates the 21-of-80 rows' recompute (see their notes).
  * Memory switches (LoRA): disable_parameter_transpose_cache True (a literal
    in the yaml), activation_func_fp8_input_store False (the yaml's key is
    fp8_activation_input_store, from FP8_ACTIVATION=True, which is no field of
    Megatron-Core's TransformerConfig, so NeMo's build_transformer_config does
    not pass it on, as in NVIDIA's v4.0 yaml this one derives from; whether
    ROCm's fork adds such a field is not checked), cpu_offloading False (a
    literal). v5.1 configs also export ENABLE_TRANSPOSE_CACHE=0, a switch of
    ROCm's Transformer Engine fork whose effect is not checked here.
  * LoRA: lora_rank 16, lora_alpha 32 (logged); peft target_modules
    ['attention'] (linear_qkv and linear_proj), LORA_A2A=1.
  * Optimizer: LoRA: NeMo optim fused_adam (the v5.1 yaml picks
    mcore_distributed_optim only for more than one node, and MangoBoost's and
    GigaComputing's yamls have fused_adam as a literal): no sharded optimizer
    state. 8B: Megatron-Core distributed optimizer (train.py OptimizerConfig
    use_distributed_optimizer True).
pp 1, vpp None, ep 1; TP 1 everywhere (TP=1 in every config; the 8B train.py
--tensor_parallel_size default 1, which run_and_time.sh does not pass). Layouts
are checked against the logged global_batch_size and
gradient_accumulation_steps: DP = GPUs / (TP x PP x CP), global batch = MINIBS x
DP for LoRA (the yaml's formula), accumulation = global batch / (DP x MBS).
tokens_per_s = global batch x 8192 / step. time_to_train_min is the scored runs'
mean run_start..run_stop (before MLPerf's RCP scaling). peak_memory_gb empty
(the logs state none).
"""
import statistics

from spot_checks import new_row
from spot_checks.mlperf_llm_pretraining import LLAMA_ARCH
from spot_checks.mlperf_llm_pretraining import MODELS as PRETRAINING_MODELS
from spot_checks.mlperf_lora import ADAPTER
from spot_checks.mlperf_lora import MODEL as LORA_MODEL

MIRROR_HEAD = {"5.0": "0fdc28f013256aea84fa36fdaf1e0fa46094b18c",
               "5.1": "441d65f4445cd59687466533fd9f55399136e7a4"}
YEAR = {"5.0": "2025", "5.1": "2025"}
MONTH = {"5.0": "June 2025", "5.1": "November 2025"}
BENCH_NAME = {"llama2_70b_lora": "Llama 2 70B LoRA (llama2_70b_lora)", "llama31_8b": "Llama 3.1 8B (llama31_8b)"}

# The two models' shapes as the NVIDIA-GPU modules have them; only the notes
# on how AMD's implementations build them are this module's.
MODELS = {
    "llama2_70b_lora": dict(
        LORA_MODEL,
        arch_notes=("Llama 2 70B as AMD's implementation builds it (NeMo 1 megatron_gpt_peft_tuning from the converted "
                    "Hugging Face checkpoint; AMD v5.1 scripts/model_config.yaml: num_layers 80, hidden_size 8192, "
                    "ffn_hidden_size 28672, num_attention_heads 64, num_query_groups 8, normalization rmsnorm, "
                    "activation fast-swiglu, share_embeddings_and_output_weights false, encoder_seq_length 8192): "
                    "RMSNorm, SwiGLU MLP, RoPE, GQA with 8 query groups (head dim 128), no biases, untied input and "
                    "output embeddings, no dropout, vocabulary 32000; packed GovReport sequences of 8192 tokens. LoRA "
                    "adapters of rank 16 on the fused QKV and the output projection of every layer: 44,564,480 "
                    "trainable parameters of 68,976,648,192")),
    "llama31_8b": dict(
        PRETRAINING_MODELS["llama31_8b"],
        arch_notes=(LLAMA_ARCH + "; Llama31Config8B (AMD's src/train.py: model_config = Llama31Config8B(), "
                    "seq_length 8192): 32 layers, hidden 4096, ffn 14336, 32 heads; trained from scratch "
                    "(config USE_CKPT=0; target log perplexity 3.3)")),
}

GPU = {"mi300x": dict(gpu_type="AMD Instinct MI300X 192GB HBM3", gpu_memory_gb=192),
       "mi355x": dict(gpu_type="AMD Instinct MI355X 288GB HBM3e", gpu_memory_gb=288)}

# ---------------------------------------------------------------------------
# Software: per implementation generation the framework text (what ran) and
# the Dockerfile's pins; per folder what differs.
# ---------------------------------------------------------------------------
A50_PINS = ("FROM rocm/pytorch:rocm6.4_ubuntu22.04_py3.10_pytorch_release_2.6.0; ROCm/flash-attention cace3592 "
            "(gfx942); ROCm/Megatron-LM branch megatron_190213a_mlperf; NVIDIA/NeMo v2.0.0.rc0.beta with "
            "patches/nemo_attention.patch and nemo_utils.patch (apex GroupNorm fallbacks of the multimodal "
            "collection only); ROCm/TransformerEngine TE_COMMIT=te_v1.9_mlperf_llama2; ROCm/hipBLASLt ebc77085 "
            "(FP8 tuned GEMMs)")
A51_PINS = ("ARG BASE_IMAGE={base}; ROCm/Megatron-LM MEGATRON_COMMIT=bc0be960c2f1; NVIDIA/NeMo v2.3.0; "
            "ROCm/TransformerEngine TE_COMMIT=d0ef413b5bfe (gfx942;gfx950)")
A8B_PINS = ("ARG BASE_IMAGE={base}; ROCm/Megatron-LM MEGATRON_COMMIT={mlm}; NVIDIA/NeMo v2.5.0rc0 with "
            "patches/nemo_v2.5.0rc0.patch; NeMo-Run v0.4.0; ROCm/TransformerEngine TE_COMMIT={te}")
R70 = "rocm/7.0:rocm7.0_ubuntu22.04_py3.10_pytorch_release_2.8.0_rc1"
R70REL = "rocm/pytorch:rocm7.0_ubuntu22.04_py3.10_pytorch_release_2.8.0"
FRAMEWORK = {
    "a50-lora": ("NeMo v2.0.0.rc0.beta (NeMo 1 megatron_gpt_peft_tuning, mcore_gpt True) on ROCm's Megatron-LM fork "
                 "(megatron_190213a_mlperf) and ROCm Transformer Engine (te_v1.9_mlperf_llama2), PyTorch 2.6.0 on "
                 "ROCm 6.4 ({who}'s MLPerf Training v{v} submission{of} of AMD's v5.0 llama2_70b_lora implementation)"),
    "a51-lora": ("NeMo v2.3.0 (NeMo 1 megatron_gpt_peft_tuning, mcore_gpt True) on ROCm's Megatron-LM fork (bc0be960) "
                 "and ROCm Transformer Engine (d0ef413b), PyTorch 2.8.0 on ROCm 7.0 ({who}'s MLPerf Training v{v} "
                 "submission{of} of AMD's v5.1 llama2_70b_lora implementation)"),
    "a51-8b": ("NeMo v2.5.0rc0 (NeMo 2 llm.GPTModel with Llama31Config8B, nl.MegatronStrategy) on ROCm's Megatron-LM "
               "fork ({mlm}) and ROCm Transformer Engine ({te}), PyTorch 2.8.0 on ROCm 7.0 ({who}'s MLPerf Training "
               "v{v} submission{of} of AMD's v5.1 llama31_8b implementation)"),
}
MANGO_FRAMEWORK = ("AMD's {impl} llama2_70b_lora implementation (NeMo 1 megatron_gpt_peft_tuning, mcore_gpt True, on "
                   "Megatron-LM and Transformer Engine) in MangoBoost's LLMBoost {llm} software, RCCL 2.22.3 (the NeMo, "
                   "Megatron-LM and Transformer Engine releases inside LLMBoost are not stated) (MangoBoost's MLPerf "
                   "Training v{v} submission)")

# ---------------------------------------------------------------------------
# Settings texts (validate reads "fp8_params", "fp8_dot_product_attention",
# "CUDA graphs", "disable_parameter_transpose_cache",
# "activation_func_fp8_input_store", the recompute and zero texts).
# ---------------------------------------------------------------------------
PREC = {
    "lora": ("fp8 (Transformer Engine delayed scaling, HYBRID format: E4M3 forward, E5M2 gradients, fp8_hybrid True "
             "(the yaml's FP8_HYBRID default); fp8_amax_history_len 4, fp8_amax_compute_algo most_recent, reduce_amax "
             "False: FP8=True, FP8_AMAX_HISTORY=4, FP8_AMAX_ALGO=most_recent, FP8_REDUCE_AMAX=False); fp8_params True "
             "(the yaml sets fp8_params from FP8: the frozen base weights are fp8 tensors); bf16 otherwise (trainer "
             "precision bf16-mixed, megatron_amp_O2 True)"),
    "8b": ("fp8 (Transformer Engine delayed scaling, HYBRID format: src/train.py sets Llama31Config8B fp8 'hybrid' and "
           "MegatronMixedPrecision fp8='hybrid', fp8_amax_history_len 4, fp8_amax_compute_algo 'most_recent', "
           "fp8_margin 0, tp_only_amax_red True; no fp8_recipe given, Megatron-Core's 'delayed'); fp8_params True "
           "(FP8_PARAMS=1 in the config: run_and_time.sh passes --fp8_params to MegatronMixedPrecision, and "
           "DistributedDataParallelConfig fp8_param_gather True: fp8 weights, all-gathered in fp8); bf16 otherwise "
           "(MegatronMixedPrecision 'bf16-mixed', params_dtype bf16, grad_reduce_in_fp32 False)"),
}
OPT = {
    "lora": ("Adam (NeMo optim fused_adam: betas [0.9, 0.999], eps 1e-8, weight_decay 0.0001; log: "
             "opt_adamw_weight_decay 0.0001, opt_gradient_clip_norm 0.3, cosine schedule without warm-up) over the "
             "LoRA adapters alone"),
    "8b": ("AdamW (log: opt_name adamw, opt_adamw_beta_1 0.9, opt_adamw_beta_2 0.95, opt_adamw_epsilon 1e-05, "
           "opt_adamw_weight_decay 0.1, opt_gradient_clip_norm 1.0) as Megatron-Core's distributed optimizer "
           "(src/train.py OptimizerConfig optimizer 'adam', weight_decay 0.1, bf16 True, use_distributed_optimizer "
           "True)"),
}
ZERO = {
    "lora": ("none (fused_adam: every data-parallel rank keeps the adapters' whole optimizer state; the yaml picks no "
             "sharded optimizer on these systems)"),
    "8b": ("distributed optimizer (Megatron-Core: use_distributed_optimizer True in OptimizerConfig and "
           "DistributedDataParallelConfig, optimizer states sharded over the data-parallel ranks)"),
}
RECOMPUTE = {
    "acl21": ("full recompute of 21 of the 80 layers (ACG=full, ACM=block, ACL=21: activations_checkpoint_granularity "
              "full, activations_checkpoint_method block, activations_checkpoint_num_layers 21, the first 21 layers "
              "of the one pipeline stage)"),
    "none-lora": "none (activations_checkpoint_granularity null: ACG unset in the config)",
    "none-8b": ("none (recompute_granularity None: src/train.py sets no recompute keys, Llama31Config8B's default)"),
}
LORA = ("LoRA as NeMo 1 runs it: peft_scheme 'lora', lora_tuning adapter_dim 16 (LORA_DIM default), alpha 32, "
        "adapter_dropout 0.1, target_modules ['attention'] (linear_qkv and linear_proj), LORA_A2A=1 "
        "(a2a_experimental)")
ATTN = {
    "a50": ("attention: Transformer Engine's fused attention on AMD's Composable Kernel backend (NVTE_FUSED_ATTN=1, "
            "NVTE_FUSED_ATTN_CK=1, NVTE_FLASH_ATTN=0, NVTE_CK_USES_BWD_V3=1 and NVTE_CK_V3_SPEC=1: CK's v3 backward "
            "kernels)"),
    "a51": ("attention: Transformer Engine's fused attention on AMD's Composable Kernel backend (NVTE_FUSED_ATTN=1, "
            "NVTE_FUSED_ATTN_CK=1, NVTE_CK_USES_FWD_V3=1 and NVTE_CK_USES_BWD_V3=1: CK's v3 forward and backward "
            "kernels)"),
    "mango": ("attention: not stated (MangoBoost's config sets no NVTE_* attention variables, AMD's do; LLMBoost's "
              "container environment is not in the repository)"),
}
MEM_LORA = ("disable_parameter_transpose_cache True (a literal in src/conf/megatron_gpt_peft_tuning_config.yaml); "
            "activation_func_fp8_input_store False (Megatron-Core's default, inferred: the yaml's switch is named "
            "fp8_activation_input_store, from FP8_ACTIVATION=True, which is no field of Megatron-Core's "
            "TransformerConfig, so NeMo's build_transformer_config does not pass it on, as with NVIDIA's v4.0 yaml "
            "this one derives from; ROCm's Megatron-LM fork not checked for a field of that name); fp8_params True "
            "(the yaml sets it from FP8=True: fp8 base weights); cpu_offloading False (a literal in the yaml: no CPU "
            "offloading of activations or weights)")

# ---------------------------------------------------------------------------
# The submissions: per results folder the GPU, nodes, the implementation
# folder and config, the layout (TP 1, CP, MBS, MINIBS), implementation
# generation and settings; the system description's own words.
# ---------------------------------------------------------------------------
L50 = "AMD/benchmarks/llama2_70b_lora/implementations/MI300X_EPYC_9575F_pytorch"
L51_300 = "AMD/benchmarks/llama2_70b_lora/implementations/MI300X_EPYC_9575F_pytorch_llama2_70b"
L51_355 = "AMD/benchmarks/llama2_70b_lora/implementations/MI355X_EPYC_9575F_pytorch_llama2_70b"
B8 = "AMD/benchmarks/llama31_8b/implementations/MI355X_EPYC_9575F_pytorch_llama3_8b"


def S(v, sub, folder, bench, hw, nodes, impl, cfg, gen, cp, mbs, minibs, rc, attn, sysname, accel, ic, host,
      sysfw, docker=None, pins="", extra="", who=None, of=""):
    return dict(v=v, sub=sub, folder=folder, bench=bench, hw=hw, nodes=nodes, impl=impl, cfg=cfg, gen=gen, cp=cp,
                mbs=mbs, minibs=minibs, rc=rc, attn=attn, sysname=sysname, accel=accel, ic=ic, host=host,
                sysfw=sysfw, docker=docker, pins=pins, extra=extra, who=who or sub, of=of)


SAME50 = "its config, Dockerfile and src/ are byte-identical to AMD's v5.0 ones (" + L50 + ")"
SAME51 = "its config, Dockerfile and src/ are byte-identical to AMD's v5.1 MI355X ones (" + L51_355 + ")"
MANGO_CFG = ("MangoBoost's config is AMD's v5.0 one less its NCCL, TP-overlap and NVTE_* attention and kernel "
             "variables, with MAX_STEPS={steps}, LR={lr}{cp}; src/ is AMD's plus LLMBoost's sync_trainable_parameters "
             "call at each training batch ('solve a bug in context parallelism'); no Dockerfile (LLMBoost {llm})")
SUBMISSIONS = [
    # ---- v5.0 llama2_70b_lora, MI300X --------------------------------------------------------------------------
    S("5.0", "AMD", "MI300X_EPYC_9575F_pytorch", "llama2_70b_lora", "mi300x", 1, L50, "config_MI300X_1x8x1.sh",
      "a50-lora", 1, 1, 1, "acl21", "a50", "Supermicro AS-8125GS-TNMR2", "AMD Instinct MI300X 192GB HBM3, 192 GB",
      "XGMI", "10G Ethernet", "PyTorch 2.6.0, ROCm 6.4", docker=L50 + "/Dockerfile", pins=A50_PINS,
      extra=("system description other_software_stack 'hipblaslt-ebc77085, flash-attn-cace3592, "
             "megatron_lm-190213a1, TransformerEngine-385d10eb, nemo-v2.0.0.rc0.beta'")),
    S("5.0", "Dell", "1xXE9680x8MI300X", "llama2_70b_lora", "mi300x", 1,
      "Dell/benchmarks/llama2_70b_lora/implementations/pytorch", "config_MI300X_1x8x1.sh", "a50-lora", 1, 1, 1,
      "acl21", "a50", "1xXE9680x8MI300X", "AMD Instinct MI300X 192GB HBM3, 192 GB", "Infinity Fabric Link", "",
      "Pytorch 24.09", docker="Dell/benchmarks/llama2_70b_lora/implementations/pytorch/Dockerfile", pins=A50_PINS,
      extra=SAME50, of=""),
    S("5.0", "Oracle", "1xBM.GPU.MI300X.8", "llama2_70b_lora", "mi300x", 1,
      "Oracle/benchmarks/llama2_70b_lora/implementations/1xBM.GPU.MI300X.8", "config_MI300X_1x8x1.sh", "a50-lora",
      1, 1, 1, "acl21", "a50", "BM.GPU.MI300X.8", "AMD Instinct MI300X 192GB HBM3, 192 GB", "",
      "ROCE2; Data bandwidth for GPU-PCIe: 504 GB/s; PCIe-NIC: 500 GB/s", "PyTorch 2.6.0a0+gitfc899bf",
      docker="Oracle/benchmarks/llama2_70b_lora/implementations/1xBM.GPU.MI300X.8/Dockerfile", pins=A50_PINS,
      extra=SAME50 + "; the logs' submission_org is 'AMD' (the config's MLPERF_SUBMISSION_ORG)"),
    S("5.0", "MangoBoost", "MI300X-LLMBoost-GPUBoost-1node", "llama2_70b_lora", "mi300x", 1,
      "MangoBoost/benchmarks/llama2_70b_lora/implementations/MI300X-LLMBoost-GPUBoost-1node", "config_MI300X_1x8x1.sh",
      "a50-lora", 1, 1, 1, "acl21", "mango",
      "MangoBoost MI300X (8x MI300X-192GB-HBM3, LLMBoost SW and GPUBoost HW)", "AMD Instinct MI300X 192GB HBM3, 192 GB",
      "", "Ethernet(RoCEv2)", "LLMBoost 1.1.0",
      extra=MANGO_CFG.format(steps=800, lr=0.00045, cp="", llm="1.1.0, ROCm 6.4.0, RCCL 2.22.3"), who="MangoBoost"),
    S("5.0", "MangoBoost", "MI300X-LLMBoost-GPUBoost-2node", "llama2_70b_lora", "mi300x", 2,
      "MangoBoost/benchmarks/llama2_70b_lora/implementations/MI300X-LLMBoost-GPUBoost-2node", "config_MI300X_2x8x1.sh",
      "a50-lora", 2, 1, 1, "acl21", "mango",
      "MangoBoost MI300X (16x MI300X-192GB-HBM3, LLMBoost SW and GPUBoost HW)",
      "AMD Instinct MI300X 192GB HBM3, 192 GB", "", "Ethernet(RoCEv2)", "LLMBoost 1.1.0",
      extra=MANGO_CFG.format(steps=700, lr=0.0005, cp=", CP=2, DGXNNODES=2",
                             llm="1.1.0, ROCm 6.4.0, RCCL 2.22.3"), who="MangoBoost"),
    S("5.0", "MangoBoost", "MI300X-LLMBoost-GPUBoost-4node", "llama2_70b_lora", "mi300x", 4,
      "MangoBoost/benchmarks/llama2_70b_lora/implementations/MI300X-LLMBoost-GPUBoost-4node", "config_MI300X_4x8x1.sh",
      "a50-lora", 4, 1, 1, "acl21", "mango",
      "MangoBoost MI300X (32x MI300X-192GB-HBM3, LLMBoost SW and GPUBoost HW)",
      "AMD Instinct MI300X 192GB HBM3, 192 GB", "", "Ethernet(RoCEv2)", "LLMBoost 1.1.0",
      extra=MANGO_CFG.format(steps=600, lr=0.0005, cp=", CP=4, DGXNNODES=4",
                             llm="1.1.0, ROCm 6.4.0, RCCL 2.22.3"), who="MangoBoost"),
    # ---- v5.1 llama2_70b_lora, MI300X --------------------------------------------------------------------------
    S("5.1", "AMD", "MI300X_EPYC_9575F_pytorch_llama2_70b", "llama2_70b_lora", "mi300x", 1, L51_300,
      "config_MI300X_1x8x1.sh", "a51-lora", 1, 1, 1, "acl21", "a51", "SMCI300X (AS -8125GS-TNMR2)",
      "AMD Instinct MI300X 192GB HBM3, 192 GB", "XGMI",
      "2 x MT2894 Family [ConnectX-6 Lx], 2 x MT2910 Family [ConnectX-7]",
      "PyTorch 2.8.0.dev20251001+rocm7.0.0.git64359f59, ROCm 7.0.0", docker=L51_300 + "/Dockerfile",
      pins=A51_PINS.format(base=R70),
      extra=("the MI300X config is the MI355X one (" + L51_355 + "/config_MI355X_1x8x1.sh) plus ACG=full, ACM=block, "
             "ACL=21 and without PT_TENSOR_VALIDATION/PROFILE_RPD; system description other_software_stack "
             "'hipblaslt-1.1.0.70000-crdcbr.91~22.04, Nemo 2.3.0, megatron_lm-bc0be960, TransformerEngine-d0ef413b'")),
    S("5.1", "Krai", "PowerEdge-XE9680-MI300X-192GB_n1_v5.0", "llama2_70b_lora", "mi300x", 1,
      "Krai/benchmarks/llama2_70b_lora/implementations/PowerEdge-XE9680-MI300X-192GB_n1_v5.0",
      "config_MI300X_1x8x1.sh", "a50-lora", 1, 1, 1, "acl21", "a50", "Dell PowerEdge XE9680 (8x MI300X-192GB)",
      "AMD Instinct MI300X 192GB HBM3, 192 GB", "XGMI",
      "Infiniband:Data bandwidth for GPU-PCIe: 504GB/s; PCIe-NIC: 500GB/s", "PyTorch 2.6.0, ROCm 6.4",
      docker=("Krai/benchmarks/llama2_70b_lora/implementations/PowerEdge-XE9680-MI300X-192GB_n1_v5.0/Dockerfile"),
      pins=A50_PINS,
      extra=("Krai ran AMD's v5.0 code in the v5.1 round: config, Dockerfile, yaml and train.py are AMD's v5.0 ones "
             "but for DGXSYSTEM=\"MI300X_1x8x1\"; the logs' opt_base_learning_rate 0.00055 differs from the folder's "
             "LR=0.0004 (no effect on the layout)"), of=""),
    S("5.1", "Krai", "PowerEdge-XE9680-MI300X-192GB_n1_v5.1", "llama2_70b_lora", "mi300x", 1,
      "Krai/benchmarks/llama2_70b_lora/implementations/PowerEdge-XE9680-MI300X-192GB_n1_v5.1",
      "config_MI300X_1x8x1.sh", "a51-lora", 1, 1, 1, "acl21", "a51", "Dell PowerEdge XE9680 (8x MI300X-192GB)",
      "AMD Instinct MI300X 192GB HBM3, 192 GB", "XGMI",
      "Infiniband:Data bandwidth for GPU-PCIe: 504GB/s; PCIe-NIC: 500GB/s", "PyTorch 2.6.0, ROCm 6.4",
      docker="Krai/benchmarks/llama2_70b_lora/implementations/PowerEdge-XE9680-MI300X-192GB_n1_v5.1/Dockerfile",
      pins=A51_PINS.format(base=R70REL),
      extra=("the config is AMD's v5.1 MI300X one (" + L51_300 + ") but for LR=0.00055; the yaml's optim is a literal "
             "fused_adam; the system description's framework 'PyTorch 2.6.0, ROCm 6.4' is stale beside the "
             "Dockerfile's ROCm 7.0 image")),
    S("5.1", "MangoBoost", "MI300X-LLMBoost-GPUBoost-1node", "llama2_70b_lora", "mi300x", 1,
      "MangoBoost/benchmarks/llama2_70b_lora/implementations/MI300X-LLMBoost-GPUBoost-1node", "config_MI300X_1x8x1.sh",
      "a51-lora", 1, 1, 1, "acl21", "mango",
      "MangoBoost MI300X (8x MI300X-192GB-HBM3, LLMBoost SW and GPUBoost HW)", "AMD Instinct MI300X 192GB HBM3, 192 GB",
      "", "Ethernet(RoCEv2)", "LLMBoost 1.2.0",
      extra=("MangoBoost's config sets TP=1, PP=1, CP=1, MBS=1, MINIBS=1, FP8=True, FP8_AMAX_HISTORY=4, "
             "FP8_ACTIVATION=True, FP8_DPA=0, ACG=full, ACM=block, ACL=21, ENABLE_TRANSPOSE_CACHE=0, MAX_STEPS=800, "
             "LR=0.00045 and no NVTE_* attention variables; src/ is AMD's v5.1 (yaml optim a literal fused_adam); no "
             "Dockerfile: docker_run.sh runs mangollm/mb-llmboost-training:mlperf-5.1-prod-20251009-v1 (LLMBoost "
             "1.2.0, ROCm 7.0, RCCL 2.22.3)"), who="MangoBoost"),
    S("5.1", "MangoBoost", "MI300X-LLMBoost-GPUBoost-2node", "llama2_70b_lora", "mi300x", 2,
      "MangoBoost/benchmarks/llama2_70b_lora/implementations/MI300X-LLMBoost-GPUBoost-2node", "config_MI300X_2x8x1.sh",
      "a51-lora", 2, 1, 1, "acl21", "mango",
      "MangoBoost MI300X (16x MI300X-192GB-HBM3, LLMBoost SW and GPUBoost HW)",
      "AMD Instinct MI300X 192GB HBM3, 192 GB", "", "Ethernet(RoCEv2)", "LLMBoost 1.2.0",
      extra=("MangoBoost's config sets TP=1, PP=1, CP=2, DGXNNODES=2, MBS=1, MINIBS=1, FP8=True, "
             "FP8_AMAX_HISTORY=4, FP8_ACTIVATION=True, FP8_DPA=0, ACG=full, ACM=block, ACL=21, "
             "ENABLE_TRANSPOSE_CACHE=0, MAX_STEPS=700, LR=0.0005 and no NVTE_* attention variables; src/ is AMD's "
             "v5.1 (yaml optim a literal fused_adam); no Dockerfile: docker_run.sh runs "
             "mangollm/mb-llmboost-training:mlperf-5.1-prod-20251009-v1 (LLMBoost 1.2.0, ROCm 7.0, RCCL 2.22.3)"),
      who="MangoBoost"),
    # ---- v5.1 llama2_70b_lora, MI355X --------------------------------------------------------------------------
    S("5.1", "AMD", "MI355X_EPYC_9575F_pytorch", "llama2_70b_lora", "mi355x", 1, L51_355, "config_MI355X_1x8x1.sh",
      "a51-lora", 1, 1, 1, "none-lora", "a51", "SMCI355X (AS -4126GS-NMR-LCC)", "AMD Instinct MI355X, 288 GB", "XGMI",
      "2 x Ethernet Controller X710 for 10GBASE-T, 2 x Ethernet Controller 10G X550T",
      "PyTorch 2.8.0.dev20251001+rocm7.0.0.git64359f59, ROCm 7.0.0", docker=L51_355 + "/Dockerfile",
      pins=A51_PINS.format(base=R70),
      extra=("system description sw_notes 'FP8 Training', other_software_stack 'hipblaslt-1.1.0.70000-crdcbr.91~22.04, "
             "Nemo 2.3.0, megatron_lm, TransformerEngine-d0ef413b'")),
    S("5.1", "Dell", "XE9785L_8xMI355X", "llama2_70b_lora", "mi355x", 1,
      "Dell/benchmarks/llama2_70b_lora/implementations/AMD", "config_MI355X_1x8x1.sh", "a51-lora", 1, 1, 1,
      "none-lora", "a51", "1xXE9785Lx8MI355X", "AMD Instinct MI355X, 288 GB", "Infinity Fabric Link", "",
      "Pytorch 25.04", docker="Dell/benchmarks/llama2_70b_lora/implementations/AMD/Dockerfile",
      pins=A51_PINS.format(base=R70),
      extra=SAME51 + "; the logs' opt_base_learning_rate 0.00055 differs from the config's LR=0.0004 (no effect on "
            "the layout)"),
    S("5.1", "GigaComputing", "G893-ZX1-AAX4_pytorch", "llama2_70b_lora", "mi355x", 1,
      "GigaComputing/benchmarks/llama2_70b_lora/implementations/MI355X/nemo", "config_MI355X_1x8x1.sh", "a51-lora",
      1, 1, 1, "none-lora", "a51", "GIGABYTE G893-ZX1-AAX4", "AMD Instinct MI355X, 288G", "", "Giga Ethernet",
      "PyTorch", docker="GigaComputing/benchmarks/llama2_70b_lora/implementations/MI355X/nemo/Dockerfile",
      pins=A51_PINS.format(base=R70REL),
      extra=("the config is AMD's MI355X one, byte for byte; the Dockerfile AMD's but for the released ROCm 7.0 "
             "PyTorch image; the yaml's optim a literal fused_adam")),
    S("5.1", "Supermicro", "8xMI355X_2xEPYC_9575F", "llama2_70b_lora", "mi355x", 1,
      "Supermicro/benchmarks/llama2_70b_lora/implementations/8xMI355X_2xEPYC_9575F", "config_MI355X_1x8x1.sh",
      "a51-lora", 1, 1, 1, "none-lora", "a51", "AS-4126GS-NMR-LCC", "AMD Instinct MI355X, 288 GB", "", "",
      "PyTorch, ROCm 7.0.1",
      docker="Supermicro/benchmarks/llama2_70b_lora/implementations/8xMI355X_2xEPYC_9575F/Dockerfile",
      pins=A51_PINS.format(base=R70),
      extra=SAME51 + "; the logs' submission_org is 'AMD' (the config's MLPERF_SUBMISSION_ORG)"),
    # ---- v5.1 llama31_8b, MI355X -------------------------------------------------------------------------------
    S("5.1", "AMD", "MI355X_EPYC_9575F_pytorch", "llama31_8b", "mi355x", 1, B8, "config_MI355X_1x8x1_8b.sh",
      "a51-8b", 1, 2, 4, "none-8b", "a51", "SMCI355X (AS -4126GS-NMR-LCC)", "AMD Instinct MI355X, 288 GB", "XGMI",
      "2 x Ethernet Controller X710 for 10GBASE-T, 2 x Ethernet Controller 10G X550T",
      "PyTorch 2.8.0.dev20251001+rocm7.0.0.git64359f59, ROCm 7.0.0", docker=B8 + "/Dockerfile",
      pins=A8B_PINS.format(base=R70, mlm="5c34c4cfe41d", te="f3692b676138")),
    S("5.1", "Dell", "XE9785L_8xMI355X", "llama31_8b", "mi355x", 1, "Dell/benchmarks/llama31_8b/implementations/AMD",
      "config_MI355X_1x8x1_8b.sh", "a51-8b", 1, 2, 4, "none-8b", "a51", "1xXE9785Lx8MI355X",
      "AMD Instinct MI355X, 288 GB", "Infinity Fabric Link", "", "Pytorch 25.04",
      docker="Dell/benchmarks/llama31_8b/implementations/AMD/Dockerfile",
      pins=A8B_PINS.format(base=R70, mlm="075b4c006f76", te="d0ef413b5bfe"),
      extra="config, train.py and run_and_time.sh byte-identical to AMD's; the Dockerfile pins other commits"),
    S("5.1", "GigaComputing", "G893-ZX1-AAX4_pytorch", "llama31_8b", "mi355x", 1,
      B8, "config_MI355X_1x8x1_8b.sh",
      "a51-8b", 1, 2, 4, "none-8b", "a51", "GIGABYTE G893-ZX1-AAX4", "AMD Instinct MI355X, 288G", "",
      "Giga Ethernet", "PyTorch",
      docker="GigaComputing/benchmarks/llama31_8b/implementations/MI355X/nemo/Dockerfile",
      pins=A8B_PINS.format(base="rocm/7.0-preview:rocm7.0_rel_30_ubuntu22.04_py3.10_pytorch_release_2.8.0",
                           mlm="075b4c006f76", te="849b6f4002a5"),
      extra=("the config is AMD's (its values are the logs'): GigaComputing's own "
             "GigaComputing/benchmarks/llama31_8b/implementations/MI355X/nemo/config_MI355X_1x8x1_8b.sh sets MBS=4, "
             "MAX_LR=3e-4, WARMUP_STEPS=0, but the logs have "
             "gradient_accumulation_steps 2 (train.py: (GBS / DP) / MBS, so MBS 2), opt_base_learning_rate 0.0008 and "
             "opt_learning_rate_warmup_steps 128, AMD's config values: the row takes AMD's MBS=2 (inferred from the "
             "logs); GigaComputing's train.py also sets check_for_nan_in_grad=True and drops the "
             "GarbageCollectionCallback")),
    S("5.1", "Supermicro", "8xMI355X_2xEPYC_9575F", "llama31_8b", "mi355x", 1,
      "Supermicro/benchmarks/llama31_8b/implementations/8xMI355X_2xEPYC_9575F", "config_MI355X_1x8x1_8b.sh",
      "a51-8b", 1, 2, 4, "none-8b", "a51", "AS-4126GS-NMR-LCC", "AMD Instinct MI355X, 288 GB", "", "",
      "PyTorch, ROCm 7.0.1",
      docker="Supermicro/benchmarks/llama31_8b/implementations/8xMI355X_2xEPYC_9575F/Dockerfile",
      pins=A8B_PINS.format(base=R70, mlm="075b4c006f76", te="d0ef413b5bfe"),
      extra=("config, train.py and run_and_time.sh byte-identical to AMD's; the Dockerfile pins other commits; the "
             "logs' submission_org is 'AMD'")),
]
CFG_TEXT = {
    "lora": ("TP={tp}, PP=1, CP={cp}, SP=False, MBS={mbs}, MINIBS={minibs}, DGXNNODES={nodes}, DGXNGPU=8, "
             "TP_COMM_OVERLAP=False, FP8=True, FP8_AMAX_ALGO=most_recent, FP8_REDUCE_AMAX=False, FP8_AMAX_HISTORY=4, "
             "FP8_ACTIVATION=True, FP8_DPA=0, LORA_A2A=1, USE_TE_SWIGLU=1, NVTE_USE_HIPBLASLT=1, "
             "USE_HIPBLASLT=1, TORCH_BLAS_PREFER_HIPBLASLT=1, NVTE_USE_RMSNORM_TRITON=1{acl}"),
    "8b": ("GBS=32, MBS=2, TP=1, PP=1, CP=1 (not passed to train.py, whose parallel sizes default to 1), SIZE=8b, "
           "MAX_LR=8e-4, WARMUP_STEPS=128, EVAL_EVERY=12288, USE_CKPT=0, FP8_PARAMS=1, ENABLE_TRANSPOSE_CACHE=0, "
           "TP_COMM_OVERLAP=False, NVTE_FUSED_ATTN=1, NVTE_FUSED_ATTN_CK=1, NVTE_CK_USES_FWD_V3=1, "
           "NVTE_CK_USES_BWD_V3=1, USE_TE_SWIGLU=1, NVTE_USE_RMSNORM_TRITON=0, CHECK_FOR_NAN_IN_GRAD=0"),
}

# Per folder (version, submitter, folder, benchmark): the scored runs' medians (per_run), their files, the two
# dropped runs, runs without a successful run_stop, blocks a run and blocks used, first and later block steps, the
# mean step, mean steps in the blocks, evaluation and run_start..run_stop seconds, the block-step method.
TIMING = {
    ('5.0', 'AMD', 'MI300X_EPYC_9575F_pytorch', 'llama2_70b_lora'): {'gbs': 8, 'ga': 1, 'per_run': [3.94511, 3.95548, 3.94502, 3.94671, 3.94875, 3.94573, 3.94651, 3.95123], 'files': ['0', '1', '2', '3', '5', '6', '8', '9'], 'dropped': ['7', '4'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 5, 5], 'used': [4, 4, 4, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 3.9481, 'steps': 384.0, 'eval_s': 166.35, 'run_s': 1696.12, 'meth': ['stop']},
    ('5.0', 'Dell', '1xXE9680x8MI300X', 'llama2_70b_lora'): {'gbs': 8, 'ga': 1, 'per_run': [3.89168, 3.88516, 3.88354, 3.88685, 3.88195, 3.88579, 3.90548, 3.89203], 'files': ['0', '1', '2', '3', '6', '7', '8', '9'], 'dropped': ['5', '4'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 5, 5], 'used': [4, 4, 4, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 3.8891, 'steps': 384.0, 'eval_s': 165.34, 'run_s': 1681.14, 'meth': ['stop']},
    ('5.0', 'MangoBoost', 'MI300X-LLMBoost-GPUBoost-1node', 'llama2_70b_lora'): {'gbs': 8, 'ga': 1, 'per_run': [3.94622, 3.95285, 3.95623, 3.9533, 3.95892, 3.95404, 3.95478, 3.95621], 'files': ['0', '2', '3', '4', '5', '6', '7', '8'], 'dropped': ['1', '9'], 'failed': [], 'blocks': [5, 5, 4, 5, 5, 5, 5, 5], 'used': [4, 4, 3, 4, 4, 4, 4, 4], 'first': [195], 'later': [45, 48], 'step': 3.9541, 'steps': 378.0, 'eval_s': 162.46, 'run_s': 1689.33, 'meth': ['stop']},
    ('5.0', 'MangoBoost', 'MI300X-LLMBoost-GPUBoost-2node', 'llama2_70b_lora'): {'gbs': 8, 'ga': 1, 'per_run': [2.14093, 2.14334, 2.14648, 2.14539, 2.14778, 2.14785, 2.13696, 2.1444], 'files': ['0', '1', '2', '3', '4', '5', '6', '7'], 'dropped': ['8', '9'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 5, 5], 'used': [4, 4, 4, 4, 4, 4, 4, 4], 'first': [195], 'later': [45, 48], 'step': 2.1441, 'steps': 384.0, 'eval_s': 94.54, 'run_s': 948.78, 'meth': ['stop']},
    ('5.0', 'MangoBoost', 'MI300X-LLMBoost-GPUBoost-4node', 'llama2_70b_lora'): {'gbs': 8, 'ga': 1, 'per_run': [1.40514, 1.40512, 1.40731, 1.41974, 1.40102, 1.41744, 1.41336, 1.42018], 'files': ['0', '1', '3', '4', '6', '7', '8', '9'], 'dropped': ['2', '5'], 'failed': [], 'blocks': [5, 5, 6, 5, 5, 5, 5, 5], 'used': [4, 4, 5, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 1.4112, 'steps': 390.0, 'eval_s': 63.19, 'run_s': 643.05, 'meth': ['stop']},
    ('5.0', 'Oracle', '1xBM.GPU.MI300X.8', 'llama2_70b_lora'): {'gbs': 8, 'ga': 1, 'per_run': [3.9875, 4.0075, 4.06727, 3.99217, 3.99292, 4.06918, 4.06685, 4.07401], 'files': ['0', '3', '4', '5', '6', '7', '8', '9'], 'dropped': ['2', '1'], 'failed': [], 'blocks': [5, 5, 4, 5, 5, 5, 5, 5], 'used': [4, 4, 3, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 4.0322, 'steps': 378.0, 'eval_s': 181.18, 'run_s': 1736.52, 'meth': ['stop']},
    ('5.1', 'AMD', 'MI300X_EPYC_9575F_pytorch_llama2_70b', 'llama2_70b_lora'): {'gbs': 8, 'ga': 1, 'per_run': [3.77779, 3.77808, 3.77679, 3.78049, 3.77575, 3.83307, 3.83773, 3.83658], 'files': ['1', '2', '3', '4', '5', '7', '8', '9'], 'dropped': ['6', '0'], 'failed': [], 'blocks': [5, 5, 6, 5, 6, 5, 5, 5], 'used': [4, 4, 5, 4, 5, 4, 4, 4], 'first': [192], 'later': [48], 'step': 3.7995, 'steps': 396.0, 'eval_s': 161.78, 'run_s': 1672.5, 'meth': ['stop']},
    ('5.1', 'AMD', 'MI355X_EPYC_9575F_pytorch', 'llama2_70b_lora'): {'gbs': 8, 'ga': 1, 'per_run': [1.36213, 1.36282, 1.36185, 1.36195, 1.36183, 1.36262, 1.36296, 1.36227], 'files': ['0', '2', '3', '4', '5', '6', '8', '9'], 'dropped': ['7', '1'], 'failed': [], 'blocks': [6, 5, 5, 5, 6, 5, 5, 5], 'used': [5, 4, 4, 4, 5, 4, 4, 4], 'first': [192], 'later': [48], 'step': 1.3623, 'steps': 396.0, 'eval_s': 64.29, 'run_s': 609.03, 'meth': ['stop']},
    ('5.1', 'Dell', 'XE9785L_8xMI355X', 'llama2_70b_lora'): {'gbs': 8, 'ga': 1, 'per_run': [1.37391, 1.37325, 1.37369, 1.37352, 1.37309, 1.37235, 1.37314, 1.37264], 'files': ['0', '1', '2', '4', '5', '7', '8', '9'], 'dropped': ['3', '6'], 'failed': [], 'blocks': [5, 6, 5, 6, 5, 5, 5, 5], 'used': [4, 5, 4, 5, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 1.3732, 'steps': 396.0, 'eval_s': 64.84, 'run_s': 614.34, 'meth': ['stop']},
    ('5.1', 'GigaComputing', 'G893-ZX1-AAX4_pytorch', 'llama2_70b_lora'): {'gbs': 8, 'ga': 1, 'per_run': [1.39064, 1.38886, 1.39084, 1.39039, 1.39095, 1.39346, 1.39319, 1.39221], 'files': ['0', '1', '2', '3', '4', '5', '6', '7'], 'dropped': ['9', '8'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 6, 5, 5], 'used': [4, 4, 4, 4, 4, 5, 4, 4], 'first': [192], 'later': [48], 'step': 1.3913, 'steps': 390.0, 'eval_s': 64.11, 'run_s': 613.43, 'meth': ['stop']},
    ('5.1', 'Krai', 'PowerEdge-XE9680-MI300X-192GB_n1_v5.0', 'llama2_70b_lora'): {'gbs': 8, 'ga': 1, 'per_run': [3.93283, 3.93164, 3.92985, 3.92996, 3.92772, 3.92903, 3.93304, 3.93196], 'files': ['0', '1', '2', '3', '4', '5', '6', '9'], 'dropped': ['8', '7'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 6, 4], 'used': [4, 4, 4, 4, 4, 4, 5, 3], 'first': [192], 'later': [48], 'step': 3.9308, 'steps': 384.0, 'eval_s': 167.04, 'run_s': 1694.54, 'meth': ['stop']},
    ('5.1', 'Krai', 'PowerEdge-XE9680-MI300X-192GB_n1_v5.1', 'llama2_70b_lora'): {'gbs': 8, 'ga': 1, 'per_run': [3.8419, 3.83801, 3.83723, 3.83865, 3.83994, 3.83846, 3.84047, 3.8391], 'files': ['0', '1', '3', '4', '5', '6', '8', '9'], 'dropped': ['2', '7'], 'failed': [], 'blocks': [5, 5, 6, 5, 6, 5, 5, 6], 'used': [4, 4, 5, 4, 5, 4, 4, 5], 'first': [192], 'later': [48], 'step': 3.8392, 'steps': 402.0, 'eval_s': 167.17, 'run_s': 1718.9, 'meth': ['stop']},
    ('5.1', 'MangoBoost', 'MI300X-LLMBoost-GPUBoost-1node', 'llama2_70b_lora'): {'gbs': 8, 'ga': 1, 'per_run': [3.78699, 3.7785, 3.77019, 3.86682, 3.86118, 3.86767, 3.86857, 3.86044], 'files': ['0', '1', '2', '3', '5', '6', '8', '9'], 'dropped': ['7', '4'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 5, 5], 'used': [4, 4, 4, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 3.8325, 'steps': 384.0, 'eval_s': 155.18, 'run_s': 1645.31, 'meth': ['stop']},
    ('5.1', 'MangoBoost', 'MI300X-LLMBoost-GPUBoost-2node', 'llama2_70b_lora'): {'gbs': 8, 'ga': 1, 'per_run': [2.08425, 2.08246, 2.08739, 2.08253, 2.07233, 2.06865, 2.0713, 2.06834], 'files': ['0', '1', '3', '4', '5', '7', '8', '9'], 'dropped': ['6', '2'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 5, 5], 'used': [4, 4, 4, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 2.0772, 'steps': 384.0, 'eval_s': 91.64, 'run_s': 911.83, 'meth': ['stop']},
    ('5.1', 'Supermicro', '8xMI355X_2xEPYC_9575F', 'llama2_70b_lora'): {'gbs': 8, 'ga': 1, 'per_run': [1.36617, 1.36735, 1.36444, 1.36501, 1.3654, 1.36575, 1.36615, 1.36564], 'files': ['1', '2', '3', '5', '6', '7', '8', '9'], 'dropped': ['0', '4'], 'failed': [], 'blocks': [5, 5, 6, 5, 5, 6, 5, 5], 'used': [4, 4, 5, 4, 4, 5, 4, 4], 'first': [192], 'later': [48], 'step': 1.3657, 'steps': 396.0, 'eval_s': 65.0, 'run_s': 612.59, 'meth': ['stop']},
    ('5.1', 'AMD', 'MI355X_EPYC_9575F_pytorch', 'llama31_8b'): {'gbs': 32, 'ga': 2, 'per_run': [1.0439, 1.0428, 1.04241, 1.04239, 1.04331, 1.04336, 1.04305, 1.0441], 'files': ['0', '1', '4', '5', '6', '7', '8', '9'], 'dropped': ['2', '3'], 'failed': [], 'blocks': [14, 15, 15, 15, 15, 14, 14, 14], 'used': [13, 14, 14, 14, 14, 13, 13, 13], 'first': [384], 'later': [384], 'step': 1.0432, 'steps': 5568.0, 'eval_s': 143.33, 'run_s': 5958.61, 'meth': ['stop']},
    ('5.1', 'Dell', 'XE9785L_8xMI355X', 'llama31_8b'): {'gbs': 32, 'ga': 2, 'per_run': [1.09104, 1.0898, 1.09035, 1.0903, 1.09078, 1.08888, 1.08929, 1.09008], 'files': ['1', '10', '3', '4', '5', '6', '8', '9'], 'dropped': ['2', '7'], 'failed': [], 'blocks': [14, 16, 15, 15, 15, 15, 15, 15], 'used': [13, 15, 14, 14, 14, 14, 14, 14], 'first': [384], 'later': [384], 'step': 1.0901, 'steps': 5760.0, 'eval_s': 159.35, 'run_s': 6447.74, 'meth': ['stop']},
    ('5.1', 'GigaComputing', 'G893-ZX1-AAX4_pytorch', 'llama31_8b'): {'gbs': 32, 'ga': 2, 'per_run': [1.10005, 1.0995, 1.09999, 1.09919, 1.10005, 1.10007, 1.10081, 1.10014], 'files': ['0', '1', '2', '3', '4', '6', '7', '9'], 'dropped': ['5', '8'], 'failed': [], 'blocks': [14, 15, 15, 15, 14, 15, 15, 14], 'used': [13, 14, 14, 14, 13, 14, 14, 13], 'first': [384], 'later': [384], 'step': 1.1, 'steps': 5616.0, 'eval_s': 156.99, 'run_s': 6340.03, 'meth': ['stop']},
    ('5.1', 'Supermicro', '8xMI355X_2xEPYC_9575F', 'llama31_8b'): {'gbs': 32, 'ga': 2, 'per_run': [1.07733, 1.07689, 1.07702, 1.07738, 1.07736, 1.07702, 1.07724, 1.0769], 'files': ['1', '10', '2', '3', '4', '6', '8', '9'], 'dropped': ['7', '5'], 'failed': [], 'blocks': [14, 15, 15, 15, 14, 15, 14, 15], 'used': [13, 14, 14, 14, 13, 14, 13, 14], 'first': [384], 'later': [384], 'step': 1.0771, 'steps': 5616.0, 'eval_s': 155.12, 'run_s': 6213.55, 'meth': ['stop']},
}


def intra_node(ic):
    quote = f"system description accelerator_interconnect: '{ic}'" if ic else "system description names none"
    return f"AMD Infinity Fabric (xGMI), the 8 OAM GPUs of a node in a full mesh ({quote})"


def network(s):
    host = s["host"]
    quote = f"system description host_networking: '{host}'" if host else "system description host_networking empty"
    if s["nodes"] == 1:
        return f"none (one node; {quote})"
    return (f"RoCE v2 Ethernet through MangoBoost GPUBoost RDMA NICs, 8 per node ({quote}; host_network_card_count "
            f"'for each 8-GPU node: 8x MangoBoost GPUBoost RDMA'); NIC speed not stated")


def _how(t, gbs):
    per_run = ", ".join(f"{x:.5f}" for x in t["per_run"])
    mean = statistics.mean(t["per_run"])
    return (f"over the eight runs MLPerf scores (result_{t['dropped'][0]} and result_{t['dropped'][1]}, the fastest and "
            f"the slowest run_start..run_stop of the ten, dropped), per run the blocks (block_start .. block_stop; "
            f"steps = (block_stop - block_start samples_count) / global batch {gbs}: the first block "
            f"{'/'.join(map(str, t['first']))} steps, the later ones {'/'.join(str(x) for x in t['later'])}; "
            f"{'/'.join(map(str, t['blocks']))} blocks), median after the first of block seconds / block steps: "
            f"{per_run} s; mean {mean:.5f} = {t['step']} s (mean steps in the blocks {t['steps']:g}, evaluation "
            f"{t['eval_s']} s, run_start..run_stop {t['run_s']} s)")


def _settings(s):
    lora = s["bench"] == "llama2_70b_lora"
    out = ["no CUDA graphs (no HIP/CUDA graph option in the " + ("LoRA yaml" if lora else "8B train.py, "
           "Llama31Config8B's enable_cuda_graph default False") + ")",
           "fp8_dot_product_attention False (" + ("FP8_DPA=0" if lora else
                                                  "train.py MegatronMixedPrecision fp8_dot_product_attention=False") + ")",
           ATTN[s["attn"]],
           "TP 1: no tensor-parallel communication (TP_COMM_OVERLAP=False)"]
    if lora:
        out.append(MEM_LORA)
        if s["rc"] == "acl21":
            out.append("recompute: ACG=full, ACM=block, ACL=21 recomputes the first 21 of the 80 layers (NeMo's "
                       "'block' method: activations_checkpoint_num_layers per pipeline stage), not every layer")
    else:
        out.append("ENABLE_TRANSPOSE_CACHE=0 (ROCm Transformer Engine environment switch, effect not checked); the "
                   "loss fusion is not set by train.py (Llama31Config8B defaults; not stated here); cpu_offloading "
                   "not set (Megatron-Core default False)")
    if s["cp"] > 1:
        out.append(f"context parallelism CP {s['cp']} (the config's CP={s['cp']}: each 8192-token sequence split over "
                   f"{s['cp']} GPUs, the data-parallel degree {s['nodes'] * 8 // s['cp']}); the rank order is not "
                   f"stated")
    return "; ".join(out)


rows = []
for s in SUBMISSIONS:
    v, sub, folder, bench = s["v"], s["sub"], s["folder"], s["bench"]
    t = TIMING[(v, sub, folder, bench)]
    model = MODELS[bench]
    seq = model["seq_len"]
    gpus = s["nodes"] * 8
    dp = gpus // s["cp"]
    lora = bench == "llama2_70b_lora"
    gbs = s["minibs"] * dp if lora else 32
    ga = gbs // (dp * s["mbs"])
    assert s["cp"] * dp == gpus and gbs == t["gbs"] and ga == t["ga"] and dp * s["mbs"] * ga == gbs, s
    assert abs(round(statistics.mean(t["per_run"]), 4) - t["step"]) < 1.5e-4, (folder, t["step"])
    kind = "lora" if lora else "8b"
    fw_key = s["gen"]
    fw_args = dict(who=s["who"], v=v, of=s["of"])
    if fw_key == "a51-8b":
        fw_args.update(mlm=s["pins"].split("MEGATRON_COMMIT=")[1].split(";")[0],
                       te=s["pins"].split("TE_COMMIT=")[1])
    framework = FRAMEWORK[fw_key].format(**fw_args)
    if s["attn"] == "mango":
        framework = MANGO_FRAMEWORK.format(v=v, impl="v5.0" if v == "5.0" else "v5.1",
                                           llm="1.1.0, ROCm 6.4.0" if v == "5.0" else "1.2.0, ROCm 7.0")
    results = f"{sub}/results/{folder}/{bench}"
    files = ", ".join(f"result_{f}.txt" for f in t["files"])
    tokens = gbs * seq / t["step"]
    software = (f"Dockerfile {s['docker']}: {s['pins']}" if s["docker"] else
                "no Dockerfile in the implementation folder") + f"; system description framework '{s['sysfw']}'"
    cfg_text = CFG_TEXT[kind].format(tp=1, cp=s["cp"], mbs=s["mbs"], minibs=s["minibs"], nodes=s["nodes"],
                                     acl=", ACG=full, ACM=block, ACL=21" if s["rc"] == "acl21" else
                                     " (no ACG: no recompute)")
    if lora:
        layout = (f"DP = {gpus} GPUs / (TP 1 x PP 1 x CP {s['cp']}) = {dp}; global batch = MINIBS {s['minibs']} x DP "
                  f"{dp} = {gbs} (logged global_batch_size {t['gbs']}); accumulation = global batch / (DP x MBS) = "
                  f"{ga} (logged gradient_accumulation_steps {t['ga']})")
    else:
        layout = (f"DP = {gpus} GPUs / (TP 1 x PP 1 x CP 1) = {dp}; GBS {gbs} (config GBS=32, logged "
                  f"global_batch_size {t['gbs']}); accumulation = (GBS / DP) / MBS = {gbs // dp} / {s['mbs']} = {ga} "
                  f"(logged gradient_accumulation_steps {t['ga']}, as train.py computes it)")
    layout += f"; {s['nodes']} node{'s' if s['nodes'] > 1 else ''} x 8 GPUs"
    head = (f"LoRA fine-tuning: lora_rank 16, lora_alpha 32 (logged), adapters on linear_qkv and linear_proj; the base "
            f"is frozen (no weight gradients, no optimizer state for it). {LORA}. " if lora else "")
    notes = (
        f"{head}Steady step time = {_how(t, gbs)}. The first block of each run is left out (warm-up after run_start); "
        f"evaluation is outside the blocks; the logs' tracked_stats throughput is each block's samples over its time "
        f"(no second figure). Layout: {layout}. Config: {s['impl']}/{s['cfg']}: {cfg_text}. Settings: "
        f"{_settings(s)}. Software: {software}."
        + (f" {s['extra'][0].upper() + s['extra'][1:]}." if s["extra"] else "")
        + f" Throughput: global batch {gbs} x {seq} tokens / {t['step']} s = {tokens:,.0f} tokens/s = "
          f"{tokens / gpus:,.1f} a GPU. Time to train: mean run_start..run_stop {t['run_s']} s over the scored runs = "
          f"{t['run_s'] / 60:.2f} min (before MLPerf's RCP scaling).")
    other = {"per_run_median_step_s": list(t["per_run"]), "scored_runs": [f"result_{f}" for f in t["files"]],
             "dropped_runs": [f"result_{f}" for f in t["dropped"]], "blocks_per_run": list(t["blocks"]),
             "blocks_used_per_run": list(t["used"]), "first_block_steps": list(t["first"]),
             "later_block_steps": list(t["later"]), "mean_block_steps": t["steps"], "mean_eval_s": t["eval_s"],
             "mean_run_start_to_stop_s": t["run_s"]}
    if lora:
        other.update(lora_rank=16, lora_alpha=32, trainable_params=ADAPTER)
    rows.append(new_row(
        source_group=f"mlperf_training_v{v}_{bench}_amd_gpu_{sub.lower().replace('-', '_')}",
        source=(f"MLCommons MLPerf Training v{v} results ({YEAR[v]}; published {MONTH[v]}), "
                f"github.com/mlcommons/training_results_v{v} (mirror HEAD {MIRROR_HEAD[v][:12]}): {s['who']} "
                f"closed-division {BENCH_NAME[bench]} submission {folder}, result logs {results}/{files}; system "
                f"{sub}/systems/{folder}.json; config {s['impl']}/{s['cfg'].split(' ')[0]}"),
        source_locator=(f"{results}/result_*.txt: MLLOG block_start/block_stop time_ms and metadata (samples_count); "
                        f"global_batch_size {t['gbs']}; gradient_accumulation_steps {t['ga']}"
                        + ("; lora_rank 16" if lora else "; max_sequence_length 8192")),
        confidence=("high (step time from the submitter's own log timestamps; layout from the config in the "
                    "submitter's folder, checked against the logged batch and accumulation)" if s["sub"] != "GigaComputing"
                    or lora else
                    "high for the step time (log timestamps); medium for the layout (the folder's config disagrees with "
                    "the logs; MBS 2 inferred from the logged accumulation)"),
        value_origin="derived", completeness="full",
        **model, **GPU[s["hw"]], gpus_per_node=8,
        intra_node_interconnect=intra_node(s["ic"]), inter_node_network=network(s),
        system_name=f"{s['sysname']} ({s['who']}; MLPerf system {folder}; {s['accel']})",
        num_gpus=gpus, tp=1, pp=1, dp=dp, ep=1, cp=s["cp"], sequence_parallel=False,
        zero_stage_or_fsdp=ZERO[kind], vpp=None, micro_batch_size=s["mbs"], global_batch_size=gbs,
        grad_accum_steps=ga, activation_recompute=RECOMPUTE[s["rc"]], precision=PREC[kind], optimizer=OPT[kind],
        framework=framework, iteration_time_s=t["step"], iteration_time_is_derived=True,
        time_to_train_min=round(t["run_s"] / 60, 2), other_metrics=other, notes=notes))
