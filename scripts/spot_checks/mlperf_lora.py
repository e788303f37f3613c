"""Spot-check rows for scripts/make-spot-checks (its `rows`): the MLPerf
Training llama2_70b_lora benchmark (Llama 2 70B LoRA fine-tuning on GovReport,
packed sequences of 8192 tokens, rank-16 adapters) as the submitters of MLPerf
Training v4.0 (June 2024), v4.1 (November 2024), v5.0 (June 2025) and v5.1
(November 2025) ran it on NVIDIA GPUs (H100, H200, B200, B300, GB200, GB300),
closed division. One row per results folder (system size), with the steady
step time read from the submitter's own result logs.

Sources, read with `git show HEAD:<path>` from git mirrors of
github.com/mlcommons/training_results_v4.0 (HEAD 6fe95437, 2024-06-11),
training_results_v4.1 (HEAD b87b9e39, 2024-12-11), training_results_v5.0
(HEAD 0fdc28f0, 2025-05-30) and training_results_v5.1 (HEAD 441d65f4,
2026-01-12):
  <submitter>/results/<folder>/llama2_70b_lora/result_*.txt   the MLLOG result logs
  <submitter>/systems/<folder>.json                           the system description
  <submitter>/benchmark(s)/llama2_70b_lora/implementations/<impl>/ config_*.sh,
      configs/config_common.sh, conf/megatron_gpt_peft_tuning_config.yaml,
      conf/base/model_config.yaml, train.py, Dockerfile, README-<folder>.md
      (which names the config a submission ran)
The model: Llama 2 70B as the implementations build it (NeMo 1:
conf/base/model_config.yaml, 80 layers, hidden 8192, ffn_hidden_size 28672,
64 heads, num_query_groups 8, normalization rmsnorm, activation fast-swiglu,
position_embedding_type rope, bias false, share_embeddings_and_output_weights
false; NeMo 2: train.py builds llm.Llama2Config70B, the same shape, per NeMo's
nemo/collections/llm/gpt/model/llama.py), vocabulary 32000 (a multiple of 128,
so no padding), encoder_seq_length 8192 (MAX_SEQLEN default). Parameters:
per layer 2 x 8192^2 (q, o) + 2 x 8192 x 1024 (k, v: 8 groups x 128) +
3 x 8192 x 28672 + 2 x 8192 = 855,654,400, x 80 = 68,452,352,000, +
2 x 32000 x 8192 (untied embeddings) = 524,288,000, + 8192 = 68,976,648,192.
LoRA (every log: lora_rank 16, lora_alpha 32): NeMo 1's peft lora_tuning
adapter_dim 16, alpha 32, target_modules ['attention'] (the fused QKV
projection, linear_qkv, and the output projection, linear_proj); NeMo 2's
train.py LoRA(dim=16, alpha=32, target_modules=["linear_proj",
"linear_qkv"]). Trainable: 80 x (16 x 8192 + 16 x 10240 + 16 x 8192 + 16 x
8192) = 44,564,480 adapter parameters; the base is frozen.

Left out:
  * Not NVIDIA GPUs: AMD's MI300X/MI325X/MI350X/MI355X folders (AMD, Dell,
    GigaComputing, MangoBoost, Oracle, QCT, Supermicro, ASUSTeK, Cisco, Krai,
    MiTAC), Intel-HabanaLabs HLS-Gaudi2-PT; NVIDIA GPUs outside this set:
    v4.0 NVIDIA l40s_n16 and l40s_n96 (L40S), JuniperNetworks
    a100_n8_ngc24.1_pytorch_deepspeed (A100).
  * H200 NVL (PCIe cards joined 4 by NVLink bridges, 600 W): v5.0 Dell
    1xXE7745x4H200-NVL-141GB and XE7740x8H200-NVL-141GB. The simulator has no
    H200 NVL profile; its h200 profile is the SXM GPU on NVSwitch.
  * Logs that cannot give the step time: v4.0 JuniperNetworks
    h100_n1 and h100_n4 (DeepSpeed): no eval_start/eval_stop, evaluation inside
    the blocks (each block_stop is followed at once by eval_accuracy and the next
    block_start), block_start's samples_count counting steps, not samples.
  * Logs absent from the mirrors (their blobs are missing): v4.1 Clemson
    7x8xH100-SXM5-80GB, v5.1 Dell 2xXE9685Lx8B200-SXM-180GB.
  * Layout not in the sources: v4.1 Dell 2xXE9680x8H100-SXM-80GB and
    4xXE9680x8H100-SXM-80GB (the logs give global batch 8 with accumulation 4
    and 2, so TP x CP = 8, but no config for 2 or 4 nodes is in Dell's folder,
    and the logs print none, so TP 4 x CP 2 and TP 8 cannot be told apart);
    v4.1 Dell XE8640x4H100-SXM-80GB (its folder's config_XE8640_1x4x4xtp4pp1cp1_2.sh
    sets MINIBS=4, global batch 4, where the logs have 8 with accumulation 8);
    v5.0 Dell 4x, 8x, 9x and 16xXE9712x4GB200 and 2xXE9680Lx8H200-SXM-141GB (no
    config for these systems in Dell's folder, no printed config in the logs).
  * Duplicates (the same runs, same run_start times, in two folders): v4.0
    smc-ac-power and smc-dc-power 1xSMC-H100-SXM-80GB (= smc's, a row),
    smc-dc-power 8x and 64xSMC-H100-SXM-80GB (= smc-ac-power's, rows); v4.1
    Dell 8xXE9680x8H100-SXM-80GB-POWER (= 8xXE9680x8H100-SXM-80GB, a row);
    v5.1 Dell 1xXE9680x8H200-SXM-141GB (= v5.0 Dell XE9680x8H200-SXM-141GB, a
    row).

Step time. Each log's blocks (MLLOG block_start .. block_stop) are the training
between two evaluations; evaluation lies outside them. The steady step time
is, per run, the median over the blocks after the first of block seconds /
block steps, then the mean over the runs MLPerf scores (ten runs a folder; the
eight left when the fastest and the slowest run_start..run_stop are dropped, a
run without a successful run_stop counting as the slowest): the method of
scripts/mlperf-timed-region. Block steps by the logs' three formats:
  * NeMo 1 implementations (v4.0, v4.1, and the H100/H200 submissions of v5.0
    and v5.1 that ran the 24.09 code): block_start carries the cumulative
    samples_count at the block's start, block_stop the count at its end;
    steps = (block_stop - block_start samples_count) / global_batch_size.
    scripts/mlperf-timed-region reads these logs as they are.
  * NeMo 2, v5.0 (25.04): block_start and block_stop both carry the count at
    the block's start; the next eval_start carries the count at its end;
    steps = (eval_start - block_start samples_count) / global_batch_size.
  * NeMo 2, v5.1 (25.09): block_start and block_stop carry the global step
    ('step' metadata); steps = block_stop step - block_start step.
The first block (192 steps at global batch 8: the evaluations start at 1536
samples) is left out as warm-up. The NVFP4 runs of v5.1 switch to fp8 at
HEALING_ITER 350 (config_common_fp4.sh HEALING_PRECISION FP8_DS), which makes
the block holding step 350 slower (recompilation, graph capture) and the blocks
after it fp8 steps; for them the median is taken over the later blocks that end
by step 350 (steps 192..336, three blocks of 48), and the notes say so.
Cross-check: where the logs have the per-10-step train_loss records (NeMo's
MLLOG train_loss, or tracked_stats train_loss in v5.1, one every 10 steps), the
median of their time_ms intervals over the steps inside the blocks after the
first is listed beside the block figure: its mean over the scored runs lies
0.53% below to 0.04% above the block figure in every row that has it (89 of
122; the records fall between steps while a block's ends hold its callbacks,
so the gap is largest, 0.4-0.5%, at 0.2 s steps). Rows whose blocks hold fewer
than two records (6-step blocks at global batch 64 and more, and the v4.0 logs,
which have none) have no cross-check. The v5.x logs' tracked_stats
train_step_time is the block's own time over its steps, not an independent
figure. Where the logs print NeMo's resolved config (the rows' notes say
which), the row takes its settings from that printout, which wins over the
repository's config files where they differ (the notes say where).

Implementations (a row's `gen`), by the Dockerfile, the conf yaml and the log
format:
  * n1-2404: NVIDIA's v4.0 code (NeMo v2.0.0.rc0.beta, Megatron-Core
    core_v0.7.0.beta, PyTorch 24.04): NeMo 1 megatron_gpt_peft_tuning with
    mcore_gpt True; optim fused_adam (no distributed optimizer); fp8_params
    from FP8 (fp8 base weights); no CUDA-graph option. Every v4.0 row, and
    v4.1's GigaComputing G593-ZD1 and Lambda rows (their Dockerfiles are v4.0's).
  * n1-2409: v4.1's code (NeMo and Megatron-Core 24.09-alpha.rc0, PyTorch
    24.09): optim mcore_distributed_optim; LAYER_CUDA_GRAPH per-layer graphs.
    v4.1's other rows and the v5.0/v5.1 H100/H200 rows whose logs print NeMo 1's
    config or have its MLLOG blocks (ASUSTeK, Dell, HPE, Lenovo, Oracle, QCT,
    SCITIX, Supermicro in v5.0; Cisco, Krai, QCT in v5.1).
  * n2-2504: v5.0's NeMo 2 code (25.04-alpha.rc1): train.py, Megatron-Core
    OptimizerConfig with use_distributed_optimizer True, fp8_params True,
    MCORE_CUDA_GRAPH per-layer Megatron-Core graphs.
  * n2-2509: v5.1's (NeMo 25.09-alpha.rc2, Megatron-Core 25.09-alpha.rc1,
    Transformer Engine release_v2.8, PyTorch 25.09; some submitters pin
    25.09-alpha.rc1 or 25.09-alpha and another Transformer Engine commit):
    FP8_PARAM_GATHER=0 (bf16 weights), cuda_graph_scope 'full_iteration', the
    NVFP4 configs (config_common_fp4.sh) with fp8 healing at step 350.
The framework field names the NeMo release ("NeMo 24.04", "NeMo 24.09",
"NeMo 25.04", "NeMo 25.09"), which data/published_run_stacks.json maps to a
software stack; Sustainable Metal Cloud is written "SMC" there (the table reads
"meta" in a framework as Meta's own stack).

Fields: precision, optimizer, zero_stage_or_fsdp, activation_recompute and the
notes' settings are written in the configs' own words (fp8 recipe and amax
settings, fp8_params / fp8_param_gather, fp8_dot_product_attention, CUDA
graphs, ub_tp_comm_overlap where TP > 1); LoRA rank and targets in the
model_name and notes ("lora_rank 16", "linear_qkv and linear_proj"). The
notes' Settings also state, for every row, the memory-relevant switches as
'key True' / 'key False': disable_parameter_transpose_cache (True in the NeMo 1
yamls, False as NeMo 2's train.py passes it), activation_func_fp8_input_store
(FP8_ACTIVATION or FP8_ACT; False in every v4.0-code row, whose yaml misnames
the key), fp8_params (True except in the 25.09 code, fp8_param_gather False)
and cpu_offloading (False in every row); see _memory. The 25.09 code's fp8
rows also state fp8_model_init True: its custom_llama.py builds the model
inside Transformer Engine's te.fp8_model_init when FP8 is on
(CustomLlamaModel.configure_model), so their frozen base is fp8 although
fp8_params is False (Lambda's folder holds no custom_llama.py; NVIDIA's is
assumed). pp 1 and
vpp None (no pipeline), ep 1. tokens_per_s = global batch x 8192 / step (the
samples are packed 8192-token sequences). time_to_train_min is the scored runs'
mean run_start..run_stop, without MLPerf's RCP scaling. peak_memory_gb is left
empty: the v5.0 NeMo 2 logs' tracked_stats max_memory_usage (168.8 on one B200
node at TP 1, 82.3 at CP 8) is kept in other_metrics and the notes, what it
measures (allocated or reserved, GB or GiB) not being stated in the sources.

Every row's layout is checked against the logged global_batch_size and
gradient_accumulation_steps: DP = GPUs / (TP x PP x CP) (NeMo counts its
data-parallel ranks without CP), global batch = MINIBS x DP (the yaml's
global_batch_size formula), accumulation = MINIBS / MBS.
"""
import statistics

from spot_checks import new_row

MIRROR_HEAD = {"4.0": "6fe954378efe4a1a1bd665550b18ff8f26018def",
               "4.1": "b87b9e396f771345d4ef122ba33456304f15228d",
               "5.0": "0fdc28f013256aea84fa36fdaf1e0fa46094b18c",
               "5.1": "441d65f4445cd59687466533fd9f55399136e7a4"}
YEAR = {"4.0": "2024", "4.1": "2024", "5.0": "2025", "5.1": "2025"}
MONTH = {"4.0": "June 2024", "4.1": "November 2024", "5.0": "June 2025", "5.1": "November 2025"}

PER_LAYER = 2 * 8192 ** 2 + 2 * 8192 * 1024 + 3 * 8192 * 28672 + 2 * 8192
PARAMS = 80 * PER_LAYER + 2 * 32000 * 8192 + 8192
assert PARAMS == 68_976_648_192
ADAPTER = 80 * (16 * 8192 + 16 * 10240 + 16 * 8192 + 16 * 8192)
assert ADAPTER == 44_564_480
MODEL = dict(
    model_name=("Llama 2 70B LoRA fine-tune (MLPerf Training llama2_70b_lora: lora_rank 16, alpha 32, adapters on "
                "linear_qkv and linear_proj, the attention projections; base weights frozen)"),
    model_type="dense", num_layers=80, hidden_size=8192, ffn_hidden_size=28672, num_attention_heads=64,
    num_kv_heads=8, vocab_size=32000, seq_len=8192, total_params_b=round(PARAMS / 1e9, 1),
    arch_notes=("Llama 2 70B as the implementations build it (NeMo 1 conf/base/model_config.yaml; NeMo 2 "
                "llm.Llama2Config70B): RMSNorm, SwiGLU MLP (fast-swiglu), RoPE, GQA with 8 query groups (head dim 128), "
                "no biases, untied input and output embeddings, no dropout, vocabulary 32000; packed GovReport "
                "sequences of 8192 tokens (encoder_seq_length 8192). LoRA adapters of rank 16 on the fused QKV and the "
                "output projection of every layer: 44,564,480 trainable parameters of 68,976,648,192"))

# ---------------------------------------------------------------------------
# GPUs, as the systems/<folder>.json describe them (the pre-training module's
# names and memory figures).
# ---------------------------------------------------------------------------
GPU = {
    "h100": dict(gpu_type="H100 SXM5 80GB", gpu_memory_gb=80),
    "h200": dict(gpu_type="H200 SXM 141GB", gpu_memory_gb=141),
    "b200": dict(gpu_type="B200 SXM 180GB", gpu_memory_gb=180),
    "b300": dict(gpu_type="B300 SXM 288GB", gpu_memory_gb=288),
    "gb200": dict(gpu_type="GB200 (B200 GPU of a GB200 superchip) 186GB", gpu_memory_gb=186),
    "gb300": dict(gpu_type="GB300 (B300 GPU of a GB300 superchip) 288GB", gpu_memory_gb=288),
}


def intra_node(hw, gpn, ic):
    quote = f"system description accelerator_interconnect: '{ic}'" if ic else "system description names none"
    if hw in ("gb200", "gb300"):
        return (f"NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per {hw.upper()} NVL72 rack ({quote}); "
                "gpus_per_node counts a 4-GPU compute tray")
    if gpn == 4:
        return f"NVLink4, four H100 SXM5 GPUs joined directly (HGX H100 4-GPU board, no NVSwitch; {quote})"
    gen = "NVLink4" if hw in ("h100", "h200") else "NVLink5"
    return f"{gen} via NVSwitch ({quote})"


def network(host, nodes, gpn):
    """The host network as the system description states it; a NIC count and
    speed ("8x 400 Gb/s") only where it gives them."""
    import re
    quote = f"system description host_networking: '{host}'" if host else "system description host_networking empty"
    if nodes == 1 and gpn == 8:
        return f"none (one node; {quote})"
    if nodes == 1:
        return f"none (one 4-GPU node; {quote})"
    part = host[host.find("Compute"):] if "Compute" in host else host
    m = re.search(r"(\d+)x\s[^,;]*?(\d+)\s?Gb/s", part, re.I)
    if not m:
        return f"not stated as NICs and speed ({quote})"
    where = "compute tray" if gpn == 4 else "node"
    return f"{m.group(1)}x {m.group(2)} Gb/s per {where} ({quote})"


WHO = {"ASUSTeK": "ASUSTeK", "Dell": "Dell", "Fujitsu": "Fujitsu", "GigaComputing": "GigaComputing", "HPE": "HPE",
       "NVIDIA": "NVIDIA", "Oracle": "Oracle", "Quanta_Cloud_Technology": "Quanta Cloud Technology",
       "QCT": "Quanta Cloud Technology", "Red_Hat": "Red Hat", "Supermicro": "Supermicro",
       "smc": "Sustainable Metal Cloud", "smc-ac-power": "Sustainable Metal Cloud (power submission)",
       "Azure": "Microsoft Azure", "Lambda": "Lambda", "Lenovo": "Lenovo", "SCITIX": "SCITIX", "Cisco": "Cisco",
       "Krai": "Krai", "Nebius": "Nebius", "University-of-Florida": "University of Florida", "Wiwynn": "Wiwynn"}

# ---------------------------------------------------------------------------
# Software: the implementation generation a row ran (from the Dockerfile, the
# conf yaml and the log format), and what the Dockerfile pins.
# ---------------------------------------------------------------------------
RELEASE = {"n1-2404": "24.04", "n1-2409": "24.09", "n2-2504": "25.04", "n2-2509": "25.09"}
NEMO_PREFIX = {"n1-2404": ("v2.0.0", "r2.0.0"), "n1-2409": ("24.09",), "n2-2504": ("25.04",), "n2-2509": ("25.09",)}
GEN_TEXT = {
    "n1-2404": ("MLPerf Training v4.0 llama2_70b_lora implementation (NeMo 1: megatron_gpt_peft_tuning with "
                "mcore_gpt True, the Megatron-Core GPT model)"),
    "n1-2409": ("MLPerf Training v4.1 llama2_70b_lora implementation (NeMo 1: megatron_gpt_peft_tuning with "
                "mcore_gpt True, the Megatron-Core GPT model)"),
    "n2-2504": ("MLPerf Training v5.0 llama2_70b_lora implementation (NeMo 2: train.py with llm.Llama2Config70B, "
                "nl.MegatronStrategy, Megatron-Core)"),
    "n2-2509": ("MLPerf Training v5.1 llama2_70b_lora implementation (NeMo 2: train.py with llm.Llama2Config70B, "
                "nl.MegatronStrategy, Megatron-Core)"),
}


def software(s):
    """(framework, software notes) of a row."""
    gen, d, who = s["gen"], s["dargs"], WHO[s["sub"]]
    release = "24.x preview build" if s["folder"] == "b200_preview_nemo" else RELEASE[gen]
    nemo = d.get("NEMO_REVISION", "")
    mcore = d.get("MCORE_REVISION") or d.get("MEGATRON_REVISION")
    te = d.get("TE_REVISION")
    te_text = "the container's Transformer Engine (TE_REVISION=SKIP)" if te == "SKIP" else f"Transformer Engine {te}"
    matches = nemo.startswith(NEMO_PREFIX[gen])
    if nemo and matches:
        versions = f"NeMo {nemo}, Megatron-Core {mcore}, {te_text}, on {d['FROM_IMAGE_NAME']}"
        if d.get("NCCL_REVISION"):
            versions += f", NCCL {d['NCCL_REVISION']}"
    else:
        versions = "versions not pinned in the row's sources"
    # (Sustainable Metal Cloud as "SMC": the stack table reads "meta" in a framework as Meta's own stack.)
    fw_who = "SMC" if s["sub"].startswith("smc") else who
    whose = "its own" if s["sub"] == "NVIDIA" else "NVIDIA's"
    framework = (f"NeMo {release} ({versions}; {fw_who}'s MLPerf Training v{s['v']} submission, running {whose} "
                 f"{GEN_TEXT[gen]})")
    notes = []
    if s["docker"]:
        if matches:
            notes.append(f"Dockerfile {s['docker']}: FROM {d['FROM_IMAGE_NAME']}, NEMO_REVISION={nemo}, "
                         f"{'MCORE' if d.get('MCORE_REVISION') else 'MEGATRON'}_REVISION={mcore}, TE_REVISION={te}"
                         + (f", NCCL_REVISION={d['NCCL_REVISION']}" if d.get("NCCL_REVISION") else ""))
        else:
            shown = ("NeMo 1's: the printed config's fp8_params, adapter_dim and target_modules keys, and MLLOG blocks "
                     "whose block_stop carries the evaluation's samples_count" if gen.startswith("n1") else
                     "NeMo 25.09's: the printed config's fp4, healing_iter and cuda_graph_scope keys, and MLLOG blocks "
                     "with 'step' metadata")
            notes.append(f"the submitter's Dockerfile ({s['docker']}: FROM {d.get('FROM_IMAGE_NAME')}, "
                         f"NEMO_REVISION={nemo}) builds another implementation than the one the logs show ran ({shown})")
    else:
        notes.append("no Dockerfile in the implementation folder")
    if s["container"]:
        notes.append(f"the logs' DLPAL line names the container {s['container']}")
    notes.append(f"system description framework '{s['sysfw']}'")
    return framework, "; ".join(notes)


# ---------------------------------------------------------------------------
# Settings texts, in the configs' own spelling (validate reads the switches:
# "CUDA graphs", "fp8_dot_product_attention", "tp_comm_overlap", "fp8_params").
# ---------------------------------------------------------------------------
def precision(s):
    if s["fp4"]:
        return ("NVFP4 (FP4=True, FP4_RECIPE='nvfp4' from config_common_fp4.sh: train.py fp4 'e2m1', FP8=False, "
                "FP4_PARAM=False, NVTE_NVFP4_DISABLE_RHT=1, NVTE_NVFP4_DISABLE_2D_QUANTIZATION=1, "
                "PRE_QUANTIZED_MODEL=True) until HEALING_ITER 350, then fp8 (HEALING_PRECISION FP8_DS: Transformer "
                "Engine delayed scaling, HYBRID format); the step time here is the NVFP4 steps'; attention in fp8 "
                "(NVTE_DPA_FP8_RECIPE DelayedScaling, NVTE_DPA_FP8_FORMAT HYBRID); bf16 otherwise "
                "(MegatronMixedPrecision 'bf16-mixed')")
    algo, hist, reduce = s["fp8"]
    head = (f"fp8 (Transformer Engine delayed scaling, HYBRID format: E4M3 forward, E5M2 gradients, fp8_hybrid True; "
            f"fp8_amax_history_len {hist}, fp8_amax_compute_algo {algo}, reduce_amax {reduce}")
    if s["gen"] == "n2-2509":
        return (head + ", fp8_recipe 'delayed'); fp8_param_gather False (FP8_PARAM_GATHER=0: bf16 weights); bf16 "
                "otherwise (MegatronMixedPrecision 'bf16-mixed')")
    if s["gen"] == "n2-2504":
        return (head + "); fp8_params True (the yaml sets fp8_params from FP8: fp8 weights); bf16 otherwise "
                "(MegatronMixedPrecision 'bf16-mixed')")
    return (head + "); fp8_params True (the yaml sets fp8_params from FP8: the frozen base weights are fp8 "
            "tensors); bf16 otherwise (trainer precision bf16-mixed, megatron_amp_O2 True)")


CG = {
    "none-n1-2404": "no CUDA graphs (the v4.0 implementation has no graph option)",
    "none-n1-2409": "no CUDA graphs (LAYER_CUDA_GRAPH unset: enable_cuda_graph False)",
    "layer-n1-2409": ("CUDA graphs of each transformer layer (LAYER_CUDA_GRAPH=1: the yaml's enable_cuda_graph True, "
                      "captured by NeMo after warm-up)"),
    "none-n2-2504": "no CUDA graphs (MCORE_CUDA_GRAPH=0, LAYER_CUDA_GRAPH=0: enable_cuda_graph and external_cuda_graph False)",
    "mcore-n2-2504": "CUDA graphs of each transformer layer, Megatron-Core's (MCORE_CUDA_GRAPH=1: enable_cuda_graph True)",
    "unknown-n2-2504": "graph capture not stated (the config is absent)",
    "none-n2-2509": "no CUDA graphs (enable_cuda_graph False: MCORE_CUDA_GRAPH unset or 0)",
    "full-n2-2509": ("CUDA graphs of the whole training iteration (MCORE_CUDA_GRAPH=1: enable_cuda_graph True, "
                     "cuda_graph_scope 'full_iteration')"),
}
OPT = {
    "n1-2404": ("Adam (NeMo optim fused_adam: Apex FusedAdam, betas [0.9, 0.999], eps 1e-8, weight_decay 0.0001; log: "
                "opt_adamw_weight_decay 0.0001, opt_gradient_clip_norm 0.3, cosine schedule without warm-up) over the "
                "LoRA adapters alone"),
    "n1-2409": ("Adam (NeMo optim mcore_distributed_optim: Megatron-Core's distributed optimizer, betas [0.9, 0.999], "
                "eps 1e-8, weight_decay 0.0001, overlap_grad_sync and overlap_param_sync True; log: "
                "opt_adamw_weight_decay 0.0001, opt_gradient_clip_norm 0.3) over the LoRA adapters alone"),
    "n2": ("Adam (train.py prepare_optimizer: Megatron-Core OptimizerConfig optimizer 'adam', adam_beta1 0.9, "
           "adam_beta2 0.999, adam_eps 1e-08, weight_decay 0.0001, clip_grad 0.3, bf16 True, "
           "use_distributed_optimizer True from the yaml's USE_DISTRIBUTED_OPTIMIZER default) over the LoRA adapters "
           "alone"),
}
ZERO = {
    "n1-2404": ("none (fused_adam: every data-parallel rank keeps the adapters' whole optimizer state; the v4.0 "
                "implementation sets no sharded optimizer)"),
    "n1-2409": ("distributed optimizer (mcore_distributed_optim: the adapters' optimizer states sharded over the "
                "data-parallel ranks)"),
    "n2": ("distributed optimizer (use_distributed_optimizer True: the adapters' optimizer states sharded over the "
           "data-parallel ranks)"),
}
RECOMPUTE = {
    "n1": "none (activations_checkpoint_granularity null: ACG unset)",
    "n2-2504": ("none (recompute_granularity None: the v5.0 yaml has no recompute keys and train.py sets none, "
                "llm.Llama2Config70B's default)"),
    "n2-2509": "none (recompute_granularity null: RECOMPUTE_GRANULARITY unset)",
}
LORA = {
    "n1": ("LoRA as NeMo 1 runs it: peft_scheme 'lora', lora_tuning adapter_dim 16 (LORA_DIM default), alpha 32, "
           "adapter_dropout 0.1, target_modules ['attention'] (linear_qkv and linear_proj), LORA_A2A=1 "
           "(a2a_experimental)"),
    "n2": ("LoRA as train.py builds it: LoRA(dim=16, alpha=32, target_modules=['linear_proj', 'linear_qkv'])"),
}

# ---------------------------------------------------------------------------
# The submissions: per results folder the GPU, nodes, the config the run used
# and how that is known, the layout (TP, CP, MBS, MINIBS: the per-data-
# parallel-rank batch), the implementation generation and the settings the
# config or the log's printed NeMo config set; the system description's own
# words; the Dockerfile's pins. Timing is in TIMING (below), computed from
# the logs as the docstring says.
# ---------------------------------------------------------------------------
SUBMISSIONS = [
    dict(v='4.0', sub='ASUSTeK', folder='ESC_N8A-E12', hw='h100', nodes=1, gpn=8, tp=4, cp=1, mbs=1, minibs=4,
         sp=True, gen='n1-2404', fp4=False, fp8=('most_recent', 4, False), dpa=True, act=False, tpo=True, cg='none',
         teops=None, printed=False, cfg='ASUSTeK/benchmarks/ft-llm/implementations/pytorch/configs/config_N8A.sh',
         how="inferred: no README or log names it; the implementation's three one-node configs (config_N8A.sh, config_ESC8000A-E12.sh, config_DGXH100_1x8x4xtp4pp1cp1.sh) set the same layout and fp8 settings",
         dlname=None, container=None, docker='ASUSTeK/benchmarks/ft-llm/implementations/pytorch/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.04-py3', 'NEMO_REVISION': 'r2.0.0.rc0.beta', 'MEGATRON_REVISION': 'core_r0.7.0.beta', 'TE_REVISION': '090e72412e06f44fe43aa4c4564ae11469961c9a'},
         sysname='ESC_N8A-E12', accel='NVIDIA H100-SXM5-80GB, 80 GB', ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='', sysfw='NVIDIA Release 24.04 MxNet, pytorch, dgl and 23.09 pytorch', extra='', confidence=None),
    dict(v='4.0', sub='Dell', folder='XE9680x8H100-SXM-80GB', hw='h100', nodes=1, gpn=8, tp=4, cp=1, mbs=1, minibs=4,
         sp=True, gen='n1-2404', fp4=False, fp8=('most_recent', 4, False), dpa=True, act=False, tpo=False, cg='none',
         teops=None, printed=True,
         cfg='Dell/benchmarks/llama2_70b_lora/implementations/pytorch/configs/config_XE9680x8H100-SXM-80GB.sh',
         how="the config named after the system; the log prints NeMo's resolved config, which agrees", dlname=None,
         container=None, docker='Dell/benchmarks/llama2_70b_lora/implementations/pytorch/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.04-py3', 'NEMO_REVISION': 'r2.0.0.rc0.beta', 'MEGATRON_REVISION': 'core_r0.7.0.beta', 'TE_REVISION': '090e72412e06f44fe43aa4c4564ae11469961c9a'},
         sysname='XE9680x8H100-SXM-80GB', accel='NVIDIA H100-SXM5-80GB, 80 GB',
         ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3', host='',
         sysfw='NGC MXNet 23.09, NGC PyTorch 23.09, NGC HugeCTR 23.09', extra='', confidence=None),
    dict(v='4.0', sub='Fujitsu', folder='GX2560M7_H100_SXM_80GBx4', hw='h100', nodes=1, gpn=4, tp=4, cp=1, mbs=1,
         minibs=8, sp=True, gen='n1-2404', fp4=False, fp8=('most_recent', 4, False), dpa=True, act=False, tpo=False,
         cg='none', teops=None, printed=True,
         cfg='Fujitsu/benchmarks/llama2_70b_lora/implementations/pytorch/configs/config_GX2560M7_1x4x8xtp4pp1cp1.sh',
         how="Fujitsu's GX2560M7_H100_SXM_80GBx4/README.md names it; the log prints NeMo's resolved config, which agrees",
         dlname='GX2560M7_1x4x8xtp4pp1cp1',
         container='/home/hosoi/Training4.0.1/Fujitsu/benchmarks/lora-slurm/exec/../sqsh/nvcr.io+nvdlfwea+mlperfv40+lora+20240427.pytorch.sqsh',
         docker='Fujitsu/benchmarks/llama2_70b_lora/implementations/pytorch/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.04-py3', 'NEMO_REVISION': 'r2.0.0.rc0.beta', 'MEGATRON_REVISION': 'core_r0.7.0.beta', 'TE_REVISION': '090e72412e06f44fe43aa4c4564ae11469961c9a'},
         sysname='GX2560M7_H100_SXM_80GBx4', accel='NVIDIA H100-SXM5-80GB, 80 GB', ic='NVLink Gen4 900GB/s',
         host='4x ConnectX-7 IB NDR 400Gb/Sec',
         sysfw='NGC MXNet 24.04, NGC Pytorch 23.09, NGC Pytorch 24.04, NGC HugeCTR 24.04', extra='', confidence=None),
    dict(v='4.0', sub='GigaComputing', folder='G593-SD1_pytorch', hw='h100', nodes=1, gpn=8, tp=4, cp=1, mbs=1,
         minibs=4, sp=True, gen='n1-2404', fp4=False, fp8=('most_recent', 4, False), dpa=True, act=False, tpo=True,
         cg='none', teops=None, printed=False,
         cfg='GigaComputing/benchmark/llama2_70b_lora/implementations/pytorch/configs/config_DGXH100_1x8x4xtp4pp1cp1.sh',
         how='G593-SD1_pytorch/run_and_time.sh sources it', dlname=None, container=None,
         docker='GigaComputing/benchmark/llama2_70b_lora/implementations/pytorch/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.04-py3', 'NEMO_REVISION': 'r2.0.0.rc0.beta', 'MEGATRON_REVISION': 'core_r0.7.0.beta', 'TE_REVISION': 'release_v1.6'},
         sysname='GIGABYTE G593-SD1', accel='NVIDIA H100-SXM5-80GB, 80G', ic='NVLink', host='Gig Ethernet',
         sysfw='PyTorch', extra='', confidence=None),
    dict(v='4.0', sub='HPE', folder='HPE-Cray-XD670-Gen11-H100-SXM5-80GB_n1_pytorch_24.04', hw='h100', nodes=1,
         gpn=8, tp=4, cp=1, mbs=1, minibs=4, sp=True, gen='n1-2404', fp4=False, fp8=('max', 4, False), dpa=True,
         act=False, tpo=True, cg='none', teops=None, printed=True,
         cfg='HPE/benchmarks/llama2_70b_lora/implementations/pytorch/configs/config_XD670_1x8x4xtp4pp1cp1.sh',
         how="the log's DLPAL line names XD670_1x8x4xtp4pp1cp1 and the log prints NeMo's resolved config",
         dlname='XD670_1x8x4xtp4pp1cp1',
         container='/cstor/ramesh/enroot-images/mlperf-4.0/mlperf4.0-lora-dockerd-hpe-8May24.sqsh',
         docker='HPE/benchmarks/llama2_70b_lora/implementations/pytorch/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.04-py3', 'NEMO_REVISION': 'r2.0.0.rc0.beta', 'MEGATRON_REVISION': 'core_r0.7.0.beta', 'TE_REVISION': '090e72412e06f44fe43aa4c4564ae11469961c9a'},
         sysname='Cray XD670', accel='NVIDIA H100-SXM5-80GB, 80 GB', ic='8x 4th Gen NVLink, 900GB/s',
         host='Infiniband, Ethernet', sysfw='PyTorch NVIDIA Release 24.04, NVIDIA NeMo Framework Release 24.04',
         extra='', confidence=None),
    dict(v='4.0', sub='HPE', folder='HPE-Cray-XD670-Gen11-H100-SXM5-80GB_n2_pytorch_24.04', hw='h100', nodes=2,
         gpn=8, tp=4, cp=2, mbs=1, minibs=4, sp=True, gen='n1-2404', fp4=False, fp8=('max', 32, True), dpa=True,
         act=False, tpo=True, cg='none', teops=None, printed=True,
         cfg='HPE/benchmarks/llama2_70b_lora/implementations/pytorch/configs/config_XD670_2x8x4xtp4pp1cp2.sh',
         how="the log's DLPAL line names XD670_2x8x4xtp4pp1cp2 and the log prints NeMo's resolved config",
         dlname='XD670_2x8x4xtp4pp1cp2',
         container='/cstor/ramesh/enroot-images/mlperf-4.0/mlperf4.0-lora-dockerd-hpe-8May24.sqsh',
         docker='HPE/benchmarks/llama2_70b_lora/implementations/pytorch/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.04-py3', 'NEMO_REVISION': 'r2.0.0.rc0.beta', 'MEGATRON_REVISION': 'core_r0.7.0.beta', 'TE_REVISION': '090e72412e06f44fe43aa4c4564ae11469961c9a'},
         sysname='Cray XD670', accel='NVIDIA H100-SXM5-80GB, 80 GB', ic='8x 4th Gen NVLink, 900GB/s',
         host='Infiniband, Ethernet', sysfw='PyTorch NVIDIA Release 24.04, NVIDIA NeMo Framework Release 24.04',
         extra='', confidence=None),
    dict(v='4.0', sub='NVIDIA', folder='eos_ngc24.04_nemo', hw='h100', nodes=1, gpn=8, tp=4, cp=1, mbs=1, minibs=4,
         sp=True, gen='n1-2404', fp4=False, fp8=('max', 32, False), dpa=True, act=False, tpo=True, cg='none',
         teops=None, printed=False,
         cfg='NVIDIA/benchmarks/llama2_70b_lora/implementations/nemo/config_DGXH100_1x8x4xtp4pp1cp1.sh',
         how='README-eos_ngc24.04_nemo.md names it', dlname=None, container=None,
         docker='NVIDIA/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.04-py3', 'NEMO_REVISION': 'v2.0.0.rc0.beta', 'MEGATRON_REVISION': 'core_v0.7.0.beta', 'TE_REVISION': 'v1.6rc2'},
         sysname='Eos', accel='NVIDIA H100-SXM5-80GB, 81559 MiB', ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='Storage: 2x ConnectX-7 IB NDR 400Gb/s, Compute: 8x ConnectX-7 IB NDR 400Gb/s, Management: 100Gb/s Ethernet NIC',
         sysfw='NVIDIA NeMo Framework Release 24.04', extra='', confidence=None),
    dict(v='4.0', sub='NVIDIA', folder='eos_n8_ngc24.04_nemo', hw='h100', nodes=8, gpn=8, tp=4, cp=2, mbs=1,
         minibs=1, sp=True, gen='n1-2404', fp4=False, fp8=('max', 32, True), dpa=True, act=False, tpo=True,
         cg='none', teops=None, printed=False,
         cfg='NVIDIA/benchmarks/llama2_70b_lora/implementations/nemo/config_DGXH100_8x8x1xtp4pp1cp2.sh',
         how='README-eos_n8_ngc24.04_nemo.md names it', dlname=None, container=None,
         docker='NVIDIA/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.04-py3', 'NEMO_REVISION': 'v2.0.0.rc0.beta', 'MEGATRON_REVISION': 'core_v0.7.0.beta', 'TE_REVISION': 'v1.6rc2'},
         sysname='Eos_n8', accel='NVIDIA H100-SXM5-80GB, 81559 MiB', ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='Storage: 2x ConnectX-7 IB NDR 400Gb/s, Compute: 8x ConnectX-7 IB NDR 400Gb/s, Management: 100Gb/s Ethernet NIC',
         sysfw='NVIDIA NeMo Framework Release 24.04', extra='', confidence=None),
    dict(v='4.0', sub='NVIDIA', folder='eos_n128_ngc24.04_nemo', hw='h100', nodes=128, gpn=8, tp=4, cp=2, mbs=1,
         minibs=1, sp=True, gen='n1-2404', fp4=False, fp8=('max', 32, True), dpa=True, act=False, tpo=True,
         cg='none', teops=None, printed=False,
         cfg='NVIDIA/benchmarks/llama2_70b_lora/implementations/nemo/config_DGXH100_128x8x1xtp4pp1cp2.sh',
         how='README-eos_n128_ngc24.04_nemo.md names it', dlname=None, container=None,
         docker='NVIDIA/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.04-py3', 'NEMO_REVISION': 'v2.0.0.rc0.beta', 'MEGATRON_REVISION': 'core_v0.7.0.beta', 'TE_REVISION': 'v1.6rc2'},
         sysname='Eos_n128', accel='NVIDIA H100-SXM5-80GB, 81559 MiB', ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='Storage: 2x ConnectX-7 IB NDR 400Gb/s, Compute: 8x ConnectX-7 IB NDR 400Gb/s, Management: 100Gb/s Ethernet NIC',
         sysfw='NVIDIA NeMo Framework Release 24.04', extra='', confidence=None),
    dict(v='4.0', sub='NVIDIA', folder='h200_ngc24.04_nemo', hw='h200', nodes=1, gpn=8, tp=2, cp=1, mbs=1, minibs=2,
         sp=True, gen='n1-2404', fp4=False, fp8=('most_recent', 4, False), dpa=True, act=False, tpo=True, cg='none',
         teops=None, printed=False,
         cfg='NVIDIA/benchmarks/llama2_70b_lora/implementations/nemo/config_DGXH200_1x8x2xtp2pp1cp1.sh',
         how='README-h200_ngc24.04_nemo.md names it', dlname=None, container=None,
         docker='NVIDIA/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.04-py3', 'NEMO_REVISION': 'v2.0.0.rc0.beta', 'MEGATRON_REVISION': 'core_v0.7.0.beta', 'TE_REVISION': 'v1.6rc2'},
         sysname='NVIDIA H200 (8x H200-SXM-141GB)', accel='NVIDIA H200-SXM5-141GB, 143771 MiB',
         ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='Storage: 2x ConnectX-7 IB NDR 400Gb/s, Compute: 8x ConnectX-7 IB NDR 400Gb/s, Management: 100Gb/s Ethernet NIC',
         sysfw='NVIDIA NeMo Framework Release 24.04', extra='', confidence=None),
    dict(v='4.0', sub='Oracle', folder='1xBM.GPU.H100.8', hw='h100', nodes=1, gpn=8, tp=4, cp=1, mbs=1, minibs=4,
         sp=True, gen='n1-2404', fp4=False, fp8=('most_recent', 4, False), dpa=True, act=False, tpo=True, cg='none',
         teops=None, printed=True,
         cfg='Oracle/benchmarks/llama2_70b_lora/implementations/BM.GPU.H100.8/configs/config_OCI-H100_1x8x1x4x1.sh',
         how="the log's DLPAL line names OCI-H100_1x8x4xtp4pp1c... (cut), the implementation's one one-node config is this; the log prints NeMo's resolved config, which agrees",
         dlname='OCI-H100_1x8x4xtp4pp1cp1',
         container='/nfs/scratch/rchen/LoRA/scripts/ruzhuchen+mlperf-nvidia+lora-pytorch-v4.sqsh',
         docker='Oracle/benchmarks/llama2_70b_lora/implementations/BM.GPU.H100.8/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.04-py3', 'NEMO_REVISION': 'r2.0.0.rc0.beta', 'MEGATRON_REVISION': 'core_r0.7.0.beta', 'TE_REVISION': 'release_v1.6'},
         sysname='1xBM.GPU.H100.8', accel='NVIDIA H100-SXM5-80GB, 80 GB', ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='ROCE2; Data bandwidth for GPU-PCIe: 504 GB/s; PCIe-NIC: 500 GB/s',
         sysfw='MXNet NVIDIA Release 24.04 or PyTorch NVIDIA Release 24.04', extra='', confidence=None),
    dict(v='4.0', sub='Quanta_Cloud_Technology', folder='D74H-7U', hw='h100', nodes=1, gpn=8, tp=4, cp=1, mbs=1,
         minibs=4, sp=True, gen='n1-2404', fp4=False, fp8=('most_recent', 4, False), dpa=True, act=False, tpo=True,
         cg='none', teops=None, printed=False,
         cfg='Quanta_Cloud_Technology/benchmark/llama2_70b_lora/implementations/pytorch/configs/config_D74H-7U.sh',
         how='D74H-7U/README.md names it', dlname=None, container=None,
         docker='Quanta_Cloud_Technology/benchmark/llama2_70b_lora/implementations/pytorch/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.04-py3', 'NEMO_REVISION': 'r2.0.0.rc0.beta', 'MEGATRON_REVISION': 'core_r0.7.0.beta', 'TE_REVISION': '090e72412e06f44fe43aa4c4564ae11469961c9a'},
         sysname='D74H-7U', accel='NVIDIA H100-SXM5-80GB, 80GB', ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='ConnectX-6 25Gb/s Ethernet', sysfw='NVIDIA PyTorch/MxNeti/DGL', extra='', confidence=None),
    dict(v='4.0', sub='Red_Hat', folder='AS-8125GS-TNHR-RHEL9.4', hw='h100', nodes=1, gpn=8, tp=4, cp=1, mbs=1,
         minibs=4, sp=True, gen='n1-2404', fp4=False, fp8=('most_recent', 4, False), dpa=True, act=False, tpo=False,
         cg='none', teops=None, printed=True,
         cfg='Red_Hat/benchmarks/llama2_70b_lora/implementations/AS-8125GS-TNHR-RHEL9.4/scripts/configs/config_DGXH100_1x8x4xtp4pp1cp1.sh',
         how="the logs name no config; the log prints NeMo's resolved config, which the row follows", dlname=None,
         container=None,
         docker='Red_Hat/benchmarks/llama2_70b_lora/implementations/AS-8125GS-TNHR-RHEL9.4/scripts/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.04-py3', 'NEMO_REVISION': 'r2.0.0.rc0.beta', 'MEGATRON_REVISION': 'core_r0.7.0.beta', 'TE_REVISION': '090e72412e06f44fe43aa4c4564ae11469961c9a'},
         sysname='AS-8125GS-TNHR-RHEL9.4', accel='NVIDIA H100-SXM5-80GB, 80GB',
         ic='NVLINK 4.0, NVSWITCH 3.0 900GB/s', host='Ethernet, Infiniband',
         sysfw='MXNet NVIDIA Release 24.04, PyTorch NVIDIA Release 24.04, HugeCTR NVIDIA Release 24.04, NeMo NVIDIA Release 24.04',
         extra='', confidence=None),
    dict(v='4.0', sub='Supermicro', folder='AS-8125GS-TNHR_8_H100-SXM-80GB', hw='h100', nodes=1, gpn=8, tp=4, cp=1,
         mbs=1, minibs=4, sp=True, gen='n1-2404', fp4=False, fp8=('most_recent', 4, False), dpa=True, act=False,
         tpo=False, cg='none', teops=None, printed=True,
         cfg='Supermicro/benchmarks/llama2_70b_lora/implementations/AS-8125GS-TNHR_8_H100-SXM-80GB/configs/config_DGXH100_1x8x4xtp4pp1cp1.sh',
         how="the implementation's one-node config; the log prints NeMo's resolved config, which agrees",
         dlname=None, container=None,
         docker='Supermicro/benchmarks/llama2_70b_lora/implementations/AS-8125GS-TNHR_8_H100-SXM-80GB/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.04-py3', 'NEMO_REVISION': 'r2.0.0.rc0.beta', 'MEGATRON_REVISION': 'core_r0.7.0.beta', 'TE_REVISION': '090e72412e06f44fe43aa4c4564ae11469961c9a'},
         sysname='AS-8125GS-TNHR', accel='NVIDIA H100-SXM-80GB, 80 GB', ic='NVLINK + NVSWITCH',
         host='Management: 1x Ethernet 10GB/Sec', sysfw='CUDA 12.3', extra='', confidence=None),
    dict(v='4.0', sub='Supermicro', folder='SYS-421GE-TNHR2-LCC-1', hw='h100', nodes=1, gpn=8, tp=4, cp=1, mbs=1,
         minibs=4, sp=True, gen='n1-2404', fp4=False, fp8=('most_recent', 4, False), dpa=True, act=False, tpo=True,
         cg='none', teops=None, printed=True,
         cfg='Supermicro/benchmarks/llama2_70b_lora/implementations/nemo/configs/config_SYS-421GE-TNHR2-LCC_1x8x4xtp4pp1cp1.sh',
         how="the log's DLPAL line names DGXH100_1x8x4xtp4pp1cp1 (Supermicro's nemo/configs copy of it and the system's own config_SYS-421GE-TNHR2-LCC_1x8x4xtp4pp1cp1.sh set the same); the log prints NeMo's resolved config, which agrees",
         dlname='DGXH100_1x8x4xtp4pp1cp1',
         container='/root/dataset/nvcr.io+nvdlfwea+mlperfv40+lora+20240427.pytorch.sqsh',
         docker='Supermicro/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.04-py3', 'NEMO_REVISION': 'r2.0.0.rc0.beta', 'MEGATRON_REVISION': 'core_r0.7.0.beta', 'TE_REVISION': '090e72412e06f44fe43aa4c4564ae11469961c9a'},
         sysname='SYS-421GE-TNHR2-LCC-1', accel='NVIDIA H100-SXM5-80GB, 80GB', ic='NVLINK 4.0, NVSWITCH 3.0 900GB/s',
         host='Ethernet, Infiniband',
         sysfw='MXNet, PyTorch, NeMo Framework, DGL NVIDIA Release 24.04; PyTorch NVIDIA Release 23.09', extra='',
         confidence=None),
    dict(v='4.0', sub='Supermicro', folder='SYS-421GE-TNHR2-LCC-8', hw='h100', nodes=8, gpn=8, tp=4, cp=2, mbs=1,
         minibs=1, sp=True, gen='n1-2404', fp4=False, fp8=('max', 32, True), dpa=True, act=False, tpo=True,
         cg='none', teops=None, printed=True,
         cfg='Supermicro/benchmarks/llama2_70b_lora/implementations/nemo/configs/config_DGXH100_8x8x1xtp4pp1cp2.sh',
         how="the log's DLPAL line names DGXH100_8x8x1xtp4pp1cp2; the log prints NeMo's resolved config, which agrees",
         dlname='DGXH100_8x8x1xtp4pp1cp2',
         container='/root/dataset/nvcr.io+nvdlfwea+mlperfv40+lora+20240427.pytorch.sqsh',
         docker='Supermicro/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.04-py3', 'NEMO_REVISION': 'r2.0.0.rc0.beta', 'MEGATRON_REVISION': 'core_r0.7.0.beta', 'TE_REVISION': '090e72412e06f44fe43aa4c4564ae11469961c9a'},
         sysname='SYS-421GE-TNHR2-LCC-8', accel='NVIDIA H100-SXM5-80GB, 80GB', ic='NVLINK 4.0, NVSWITCH 3.0 900GB/s',
         host='Ethernet, Infiniband', sysfw='NeMo Framework NVIDIA Release 24.04; PyTorch NVIDIA Release 23.09',
         extra='', confidence=None),
    dict(v='4.0', sub='smc', folder='1xSMC-H100-SXM-80GB', hw='h100', nodes=1, gpn=8, tp=4, cp=1, mbs=1, minibs=4,
         sp=True, gen='n1-2404', fp4=False, fp8=('most_recent', 4, False), dpa=True, act=False, tpo=True, cg='none',
         teops=None, printed=True,
         cfg='smc/benchmarks/llama2-70b_lora/implementations/nemo/configs/config_SMCH100_1x8x4xtp4pp1cp1.sh',
         how="the log's DLPAL line names SMCH100_1x8x4xtp4pp1cp1; the log prints NeMo's resolved config, which agrees",
         dlname='SMCH100_1x8x4xtp4pp1cp1',
         container='/mnt/weka/MLPerf/smc_nvidia_v4/version.4.29/nvdlfwea+mlperfv40+lora+20240427.pytorch.sqsh',
         docker='smc/benchmarks/llama2-70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.04-py3', 'NEMO_REVISION': 'r2.0.0.rc0.beta', 'MEGATRON_REVISION': 'core_r0.7.0.beta', 'TE_REVISION': '090e72412e06f44fe43aa4c4564ae11469961c9a'},
         sysname='SMC-H100', accel='NVIDIA H100-SXM5-80GB, 81559 MiB', ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='', sysfw='PyTorch NVIDIA Release 24.04',
         extra='smc-ac-power and smc-dc-power/results/1xSMC-H100-SXM-80GB hold the same ten logs', confidence=None),
    dict(v='4.0', sub='smc', folder='8xSMC-H100-SXM-80GB', hw='h100', nodes=8, gpn=8, tp=4, cp=2, mbs=1, minibs=1,
         sp=True, gen='n1-2404', fp4=False, fp8=('max', 32, True), dpa=True, act=False, tpo=True, cg='none',
         teops=None, printed=True,
         cfg='smc/benchmarks/llama2-70b_lora/implementations/nemo/configs/config_SMCH100_8x8x1xtp4pp1cp2.sh',
         how="the logs' DLPAL line names SMCH100_8x8x1xtp4pp1cp2; the log prints NeMo's resolved config, which the row follows",
         dlname='SMCH100_8x8x1xtp4pp1cp2',
         container='/mnt/weka/MLPerf/smc_nvidia_v4/version.4.29/nvdlfwea+mlperfv40+lora+20240427.pytorch.sqsh',
         docker='smc/benchmarks/llama2-70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.04-py3', 'NEMO_REVISION': 'r2.0.0.rc0.beta', 'MEGATRON_REVISION': 'core_r0.7.0.beta', 'TE_REVISION': '090e72412e06f44fe43aa4c4564ae11469961c9a'},
         sysname='SMC-H100', accel='NVIDIA H100-SXM5-80GB, 81559 MiB', ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='', sysfw='PyTorch NVIDIA Release 24.04',
         extra="not the runs of smc-ac-power's 8xSMC-H100-SXM-80GB (another row): these logs' DLPAL line names the container nvdlfwea+mlperfv40+lora+20240427, those 20240513",
         confidence=None),
    dict(v='4.0', sub='smc', folder='64xSMC-H100-SXM-80GB', hw='h100', nodes=64, gpn=8, tp=4, cp=2, mbs=1, minibs=1,
         sp=True, gen='n1-2404', fp4=False, fp8=('max', 32, True), dpa=True, act=False, tpo=True, cg='none',
         teops=None, printed=True,
         cfg='smc/benchmarks/llama2-70b_lora/implementations/nemo/configs/config_SMCH100_64x8x1xtp4pp1cp2.sh',
         how="the logs' DLPAL line names SMCH100_64x8x1xtp4pp1cp2; the log prints NeMo's resolved config, which the row follows",
         dlname='SMCH100_64x8x1xtp4pp1cp2',
         container='/mnt/weka/MLPerf/smc_nvidia_v4/version.4.29/nvdlfwea+mlperfv40+lora+20240427.pytorch.sqsh',
         docker='smc/benchmarks/llama2-70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.04-py3', 'NEMO_REVISION': 'r2.0.0.rc0.beta', 'MEGATRON_REVISION': 'core_r0.7.0.beta', 'TE_REVISION': '090e72412e06f44fe43aa4c4564ae11469961c9a'},
         sysname='SMC-H100', accel='NVIDIA H100-SXM5-80GB, 81559 MiB', ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='', sysfw='PyTorch NVIDIA Release 24.04',
         extra="not the runs of smc-ac-power's 64xSMC-H100-SXM-80GB (another row): these logs' DLPAL line names the container nvdlfwea+mlperfv40+lora+20240427, those 20240513",
         confidence=None),
    dict(v='4.0', sub='smc-ac-power', folder='8xSMC-H100-SXM-80GB', hw='h100', nodes=8, gpn=8, tp=4, cp=2, mbs=1,
         minibs=1, sp=True, gen='n1-2404', fp4=False, fp8=('max', 32, True), dpa=True, act=False, tpo=True,
         cg='none', teops=None, printed=True,
         cfg='smc-ac-power/benchmarks/llama2-70b_lora/implementations/nemo/configs/config_SMCH100_8x8x1xtp4pp1cp2.sh',
         how="the logs' DLPAL line names SMCH100_8x8x1xtp4pp1cp2; the log prints NeMo's resolved config, which the row follows",
         dlname='SMCH100_8x8x1xtp4pp1cp2',
         container='/mnt/weka/MLPerf/smc_nvidia_v4/version.5.15/nvdlfwea+mlperfv40+lora+20240513.pytorch.sqsh',
         docker='smc-ac-power/benchmarks/llama2-70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.04-py3', 'NEMO_REVISION': 'r2.0.0.rc0.beta', 'MEGATRON_REVISION': 'core_r0.7.0.beta', 'TE_REVISION': '090e72412e06f44fe43aa4c4564ae11469961c9a'},
         sysname='SMC-H100-AC-Power', accel='NVIDIA H100-SXM5-80GB, 81559 MiB',
         ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3', host='', sysfw='PyTorch NVIDIA Release 24.04',
         extra='the power-measured submission (smc-dc-power/results/8xSMC-H100-SXM-80GB holds the same ten logs)',
         confidence=None),
    dict(v='4.0', sub='smc-ac-power', folder='64xSMC-H100-SXM-80GB', hw='h100', nodes=64, gpn=8, tp=4, cp=2, mbs=1,
         minibs=1, sp=True, gen='n1-2404', fp4=False, fp8=('max', 32, True), dpa=True, act=False, tpo=True,
         cg='none', teops=None, printed=True,
         cfg='smc-ac-power/benchmarks/llama2-70b_lora/implementations/nemo/configs/config_SMCH100_64x8x1xtp4pp1cp2.sh',
         how="the logs' DLPAL line names SMCH100_64x8x1xtp4pp1cp2; the log prints NeMo's resolved config, which the row follows",
         dlname='SMCH100_64x8x1xtp4pp1cp2',
         container='/mnt/weka/MLPerf/smc_nvidia_v4/version.5.15/nvdlfwea+mlperfv40+lora+20240513.pytorch.sqsh',
         docker='smc-ac-power/benchmarks/llama2-70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.04-py3', 'NEMO_REVISION': 'r2.0.0.rc0.beta', 'MEGATRON_REVISION': 'core_r0.7.0.beta', 'TE_REVISION': '090e72412e06f44fe43aa4c4564ae11469961c9a'},
         sysname='SMC-H100-AC-Power', accel='NVIDIA H100-SXM5-80GB, 81559 MiB',
         ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3', host='', sysfw='PyTorch NVIDIA Release 24.04',
         extra='the power-measured submission (smc-dc-power/results/64xSMC-H100-SXM-80GB holds the same ten logs)',
         confidence=None),
    dict(v='4.1', sub='ASUSTeK', folder='ESC_N8_E11', hw='h200', nodes=1, gpn=8, tp=2, cp=1, mbs=1, minibs=2,
         sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=True, act=True, tpo=True, cg='none',
         teops=None, printed=False,
         cfg='ASUSTeK/benchmarks/llama2_70b_lora/implementations/pytorch/configs/config_ESC_N8_H200.sh',
         how="inferred: the logs name no config; config_ESC_N8_H200.sh is the implementation's config for this H200 system (its config_DGXH200_1x8x2xtp2pp1cp1.sh sets the same), and its MINIBS 2 at TP 2 gives the logged global batch 8 and accumulation 2",
         dlname=None, container=None, docker='ASUSTeK/benchmarks/llama2_70b_lora/implementations/pytorch/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='ESC_N8_E11', accel='NVIDIA H200-SXM5-141GB, 143771 MiB', ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='', sysfw='NVIDIA Release 24.09 MxNet, pytorch, dgl and 23.09 pytorch', extra='', confidence=None),
    dict(v='4.1', sub='Azure', folder='ND_H200_v5_n64_nemo', hw='h200', nodes=64, gpn=8, tp=4, cp=2, mbs=1, minibs=1,
         sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=False, act=False, tpo=True, cg='layer',
         teops=None, printed=False,
         cfg='Azure/benchmarks/llama2_70b_lora/implementations/nemo/configs/config_DGXH200_64x8x2xtp4pp1cp2.sh',
         how="inferred: the implementation's one config (its name says MINIBS 2, the file sets MINIBS=1, which gives the logged global batch 64)",
         dlname=None, container=None, docker='Azure/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='ND_H200_v5 x64', accel='NVIDIA H200-SXM5-141GB, 143771 MiB',
         ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='Storage: 2x ConnectX-7 IB NDR 400Gb/s, Compute: 8x ConnectX-7 IB NDR 400Gb/s, Management: 100Gb/s Ethernet NIC',
         sysfw='NVIDIA NeMo Framework Release 24.09', extra='', confidence=None),
    dict(v='4.1', sub='Dell', folder='8xXE9680x8H100-SXM-80GB', hw='h100', nodes=8, gpn=8, tp=4, cp=2, mbs=1,
         minibs=1, sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=False, act=False, tpo=True,
         cg='layer', teops=None, printed=False,
         cfg='Dell/benchmarks/llama2_70b_lora/implementations/nemo/configs/config_DGXH100_8x8x1xtp4pp1cp2.sh',
         how="inferred: the logs name no config; the implementation's one 8-node config, which gives the logged global batch 8 and accumulation 1",
         dlname=None, container=None, docker='Dell/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='8xXE9680x8H100-SXM-80GB', accel='NVIDIA H100-SXM5-80GB, 80 GB',
         ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3', host='',
         sysfw='NGC Pytorch 24.09, NGC HugeCTR 24.09, NVIDIA Nemo 24.09',
         extra="Dell's 8xXE9680x8H100-SXM-80GB-POWER folder holds the same runs (same run timestamps)",
         confidence='medium (step time from the log timestamps; the config is inferred, the logs name none)'),
    dict(v='4.1', sub='Dell', folder='XE9640x4H100-SXM-80GB', hw='h100', nodes=1, gpn=4, tp=4, cp=1, mbs=1, minibs=8,
         sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=True, act=False, tpo=False, cg='none',
         teops=None, printed=True,
         cfg='Dell/benchmarks/llama2_70b_lora/implementations/nemo/configs/config_XE9640x4H100-SXM-80GB.sh',
         how="the logs' DLPAL line names XE9640x4H100-SXM-80GB; the log prints NeMo's resolved config, which the row follows",
         dlname='XE9640x4H100-SXM-80GB', container='dockerd://mlperf-dell:lora',
         docker='Dell/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='XE9640x4H100-SXM-80GB', accel='NVIDIA H100-SXM5-80GB, 80 GB', ic='NVLink Gen4 900GB/s',
         host='4x ConnectX-7 IB NDR 400Gb/Sec', sysfw='NGC Pytorch 24.09, NGC HugeCTR 24.09, NVIDIA Nemo 24.09',
         extra='', confidence=None),
    dict(v='4.1', sub='Dell', folder='XE9680x8H100-SXM-80GB', hw='h100', nodes=1, gpn=8, tp=4, cp=1, mbs=1, minibs=4,
         sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=True, act=False, tpo=True, cg='none',
         teops=None, printed=False,
         cfg='Dell/benchmarks/llama2_70b_lora/implementations/nemo/configs/config_DGXH100_1x8x4xtp4pp1cp1.sh',
         how="inferred: the logs name no config; the implementation's one 8-GPU H100 config, which gives the logged global batch 8 and accumulation 4",
         dlname=None, container=None, docker='Dell/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='XE9680x8H100-SXM-80GB', accel='NVIDIA H100-SXM5-80GB, 80 GB',
         ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3', host='',
         sysfw='NGC Pytorch 24.09, NGC HugeCTR 24.09, NVIDIA Nemo 24.09', extra='', confidence=None),
    dict(v='4.1', sub='Dell', folder='XE9680x8H200-SXM-141GB', hw='h200', nodes=1, gpn=8, tp=2, cp=1, mbs=1,
         minibs=2, sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=True, act=True, tpo=True,
         cg='none', teops=None, printed=False,
         cfg='Dell/benchmarks/llama2_70b_lora/implementations/nemo/configs/config_DGXH200_1x8x2xtp2pp1cp1.sh',
         how="inferred: the logs name no config; the implementation's one H200 config, which gives the logged global batch 8 and accumulation 2",
         dlname=None, container=None, docker='Dell/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='XE9680x8H200-SXM-141GB', accel='NVIDIA H200-SXM5-141GB, 141 GB',
         ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3', host='',
         sysfw='NGC Pytorch 24.09, NGC HugeCTR 24.09, NVIDIA Nemo 24.09', extra='', confidence=None),
    dict(v='4.1', sub='Fujitsu', folder='GX2560M7_H100_SXM_80GBx4', hw='h100', nodes=1, gpn=4, tp=4, cp=1, mbs=1,
         minibs=8, sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=True, act=False, tpo=False,
         cg='none', teops=None, printed=True,
         cfg='Fujitsu/benchmarks/llama2_70b/implementations/GX2560M7_H100_SXM_80GBx4/configs/config_GX2560M7_1x4x8xtp4pp1cp1.sh',
         how="GX2560M7_H100_SXM_80GBx4/README.md names it; the log prints NeMo's resolved config, which agrees",
         dlname='GX2560M7_1x4x8xtp4pp1cp1',
         container='/home/hosoi/Train4.0-pub/Fujitsu/benchmarks/llama2_70b_lora/exec/../sqsh/nvcr.io+nvdlfwea+mlperfv41+lora+20241003.pytorch.sqsh',
         docker=None, dargs={}, sysname='PRIMERGY_GX2560M7_H100_SXM_80GBx4', accel='NVIDIA H100-SXM5-80GB, 80 GB',
         ic='NVLink Gen4 900GB/s', host='4x ConnectX-7 IB NDR 400Gb/Sec',
         sysfw='NGC Pytorch 24.09, NGC Hugectr 24.06', extra='', confidence=None),
    dict(v='4.1', sub='GigaComputing', folder='G593-ZD1_pytorch', hw='h200', nodes=1, gpn=8, tp=2, cp=1, mbs=1,
         minibs=2, sp=True, gen='n1-2404', fp4=False, fp8=('most_recent', 4, False), dpa=True, act=False, tpo=True,
         cg='none', teops=None, printed=False,
         cfg='GigaComputing/benchmark/llama2_70b_lora/implementations/pytorch/configs/config_G593-ZD1_1x8x2xtp2pp1cp1.sh',
         how='G593-ZD1_pytorch/run_and_time.sh sources it', dlname=None, container=None,
         docker='GigaComputing/benchmark/llama2_70b_lora/implementations/pytorch/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.04-py3', 'NEMO_REVISION': 'v2.0.0.rc0.beta', 'MEGATRON_REVISION': 'core_v0.7.0.beta', 'TE_REVISION': 'v1.6rc2'},
         sysname='GIGABYTE G593-ZD1', accel='NVIDIA H200-SXM5-141GB, 141G', ic='NVLink', host='Giga Ethernet',
         sysfw='PyTorch',
         extra="GigaComputing's v4.1 implementation is the v4.0 one (Dockerfile: NeMo v2.0.0.rc0.beta on PyTorch 24.04; conf optim fused_adam)",
         confidence=None),
    dict(v='4.1', sub='Lambda', folder='lambda_1cc_n2_H100-SXM-80GB_ngc24.04_nemo', hw='h100', nodes=2, gpn=8, tp=4,
         cp=1, mbs=1, minibs=2, sp=True, gen='n1-2404', fp4=False, fp8=('max', 32, True), dpa=True, act=False,
         tpo=True, cg='none', teops=None, printed=True,
         cfg='Lambda/benchmarks/llama2_70b_lora/implementations/nemo/configs/config_1cc_2x8x2xtp4pp1cp1.sh',
         how="the logs' DLPAL line names 1cc_2x8x2xtp4pp1cp1; the log prints NeMo's resolved config, which the row follows",
         dlname='1cc_2x8x2xtp4pp1cp1',
         container='calvin-training-head-003:5000#local/mlperf-nvidia-llama2_70b_lora:latest',
         docker='Lambda/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.04-py3', 'NEMO_REVISION': 'v2.0.0.rc0.beta', 'MEGATRON_REVISION': 'core_v0.7.0.beta', 'TE_REVISION': 'v1.6rc2'},
         sysname='1-Click-Cluster_n2', accel='NVIDIA H100-SXM5-80GB, 81559 MiB',
         ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='Compute: 8x NVIDIA Quantum-2 400Gb/s InfiniBand, Management: 2x100Gb/s Ethernet NIC',
         sysfw='PyTorch NVIDIA Release 24.04',
         extra="Lambda's v4.1 implementation is NVIDIA's v4.0 one (Dockerfile: NeMo v2.0.0.rc0.beta on PyTorch 24.04; conf optim fused_adam)",
         confidence=None),
    dict(v='4.1', sub='Lambda', folder='lambda_1cc_n4_H100-SXM-80GB_ngc24.04_nemo', hw='h100', nodes=4, gpn=8, tp=4,
         cp=1, mbs=1, minibs=1, sp=True, gen='n1-2404', fp4=False, fp8=('max', 32, True), dpa=True, act=False,
         tpo=True, cg='none', teops=None, printed=True,
         cfg='Lambda/benchmarks/llama2_70b_lora/implementations/nemo/configs/config_1cc_4x8x1xtp4pp1cp1.sh',
         how="the logs' DLPAL line names 1cc_4x8x1xtp4pp1cp1; the log prints NeMo's resolved config, which the row follows",
         dlname='1cc_4x8x1xtp4pp1cp1',
         container='calvin-training-head-003:5000#local/mlperf-nvidia-llama2_70b_lora:latest',
         docker='Lambda/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.04-py3', 'NEMO_REVISION': 'v2.0.0.rc0.beta', 'MEGATRON_REVISION': 'core_v0.7.0.beta', 'TE_REVISION': 'v1.6rc2'},
         sysname='1-Click-Cluster_n4', accel='NVIDIA H100-SXM5-80GB, 81559 MiB',
         ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='Compute: 8x NVIDIA Quantum-2 400Gb/s InfiniBand, Management: 2x100Gb/s Ethernet NIC',
         sysfw='PyTorch NVIDIA Release 24.04',
         extra="Lambda's v4.1 implementation is NVIDIA's v4.0 one (Dockerfile: NeMo v2.0.0.rc0.beta on PyTorch 24.04; conf optim fused_adam)",
         confidence=None),
    dict(v='4.1', sub='Lenovo', folder='SR680aV3-8xH200_SXM_141GB_700W', hw='h200', nodes=1, gpn=8, tp=1, cp=2,
         mbs=1, minibs=2, sp=False, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=False, act=True, tpo=None,
         cg='none', teops=None, printed=True,
         cfg='Lenovo/benchmarks/llama2_70b_lora/implementations/SR680aV3-8xH200_SXM_141GB_700W/configs/config_DGXH200_1x8x2xtp1pp1cp2.sh',
         how="the logs' DLPAL line names DGXH200_1x8x2xtp1pp1cp2; the log prints NeMo's resolved config, which the row follows",
         dlname='DGXH200_1x8x2xtp1pp1cp2', container='nvcr.io/nvdlfwea/mlperfv41/lora:20241003.pytorch', docker=None,
         dargs={}, sysname='ThinkSystem SR680a V3 with 8x H200-SXM5-141GB', accel='NVIDIA H200-SXM5-141GB, 141 GB',
         ic='18x 4th Gen NVLink, 900GB/s', host='', sysfw='PyTorch NVIDIA Release 23.09', extra='', confidence=None),
    dict(v='4.1', sub='Lenovo', folder='SR685aV3-8xH200_SXM_141GB_700W', hw='h200', nodes=1, gpn=8, tp=1, cp=2,
         mbs=1, minibs=2, sp=False, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=False, act=True, tpo=None,
         cg='none', teops=None, printed=True,
         cfg='Lenovo/benchmarks/llama2_70b_lora/implementations/SR685aV3-8xH200_SXM_141GB_700W/configs/config_DGXH200_1x8x2xtp1pp1cp2.sh',
         how="the logs' DLPAL line names DGXH200_1x8x2xtp1pp1cp2; the log prints NeMo's resolved config, which the row follows",
         dlname='DGXH200_1x8x2xtp1pp1cp2', container='nvcr.io/nvdlfwea/mlperfv41/lora:20241003.pytorch', docker=None,
         dargs={}, sysname='ThinkSystem SR685a V3 with 8x H200-SXM5-141GB', accel='NVIDIA H200-SXM5-141GB, 141 GB',
         ic='18x 4th Gen NVLink, 900GB/s', host='', sysfw='PyTorch NVIDIA Release 23.09', extra='', confidence=None),
    dict(v='4.1', sub='Lenovo', folder='SR780aV3-8xH200_SXM_141GB_700W', hw='h200', nodes=1, gpn=8, tp=1, cp=2,
         mbs=1, minibs=2, sp=False, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=False, act=True, tpo=None,
         cg='none', teops=None, printed=True,
         cfg='Lenovo/benchmarks/llama2_70b_lora/implementations/SR780aV3-8xH200_SXM_141GB_700W/configs/config_DGXH200_1x8x2xtp1pp1cp2.sh',
         how="the logs' DLPAL line names DGXH200_1x8x2xtp1pp1cp2; the log prints NeMo's resolved config, which the row follows",
         dlname='DGXH200_1x8x2xtp1pp1cp2', container='nvcr.io/nvdlfwea/mlperfv41/lora:20241003.pytorch', docker=None,
         dargs={}, sysname='ThinkSystem SR780a V3 with 8x H200-SXM5-141GB', accel='NVIDIA H200-SXM5-141GB, 141 GB',
         ic='18x 4th Gen NVLink, 900GB/s', host='', sysfw='PyTorch NVIDIA Release 23.09', extra='', confidence=None),
    dict(v='4.1', sub='NVIDIA', folder='b200_preview_nemo', hw='b200', nodes=1, gpn=8, tp=1, cp=2, mbs=1, minibs=2,
         sp=False, gen='n1-2409', fp4=False, fp8=('max', 4, True), dpa=True, act=False, tpo=None, cg='layer',
         teops=None, printed=False,
         cfg='NVIDIA/benchmarks/llama2_70b_lora/implementations/b200_preview_nemo/config_DGXB200_1x8x2xtp1pp1cp2.sh',
         how='README-b200_preview_nemo.md names it', dlname=None, container=None, docker=None, dargs={},
         sysname='Nyx (1x NVIDIA DGX B200)', accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB', ic='',
         host='', sysfw='NVIDIA NEMO', extra='', confidence=None),
    dict(v='4.1', sub='NVIDIA', folder='eos_n128_ngc24.09_nemo', hw='h100', nodes=128, gpn=8, tp=4, cp=2, mbs=1,
         minibs=1, sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=False, act=False, tpo=True,
         cg='layer', teops=None, printed=False,
         cfg='NVIDIA/benchmarks/llama2_70b_lora/implementations/eos_n128_ngc24.09_nemo/config_DGXH100_128x8x1xtp4pp1cp2.sh',
         how='README-eos_n128_ngc24.09_nemo.md names it', dlname=None, container=None,
         docker='NVIDIA/benchmarks/llama2_70b_lora/implementations/eos_n128_ngc24.09_nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='Eos_n128', accel='NVIDIA H100-SXM5-80GB, 81559 MiB', ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='Storage: 2x ConnectX-7 IB NDR 400Gb/s, Compute: 8x ConnectX-7 IB NDR 400Gb/s, Management: 100Gb/s Ethernet NIC',
         sysfw='NVIDIA NeMo Framework Release 24.09', extra='', confidence=None),
    dict(v='4.1', sub='NVIDIA', folder='eos_n8_ngc24.09_nemo', hw='h100', nodes=8, gpn=8, tp=4, cp=2, mbs=1,
         minibs=1, sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=False, act=False, tpo=True,
         cg='layer', teops=None, printed=False,
         cfg='NVIDIA/benchmarks/llama2_70b_lora/implementations/eos_n8_ngc24.09_nemo/config_DGXH100_8x8x1xtp4pp1cp2.sh',
         how='README-eos_n8_ngc24.09_nemo.md names it', dlname=None, container=None,
         docker='NVIDIA/benchmarks/llama2_70b_lora/implementations/eos_n8_ngc24.09_nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='Eos_n8', accel='NVIDIA H100-SXM5-80GB, 81559 MiB', ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='Storage: 2x ConnectX-7 IB NDR 400Gb/s, Compute: 8x ConnectX-7 IB NDR 400Gb/s, Management: 100Gb/s Ethernet NIC',
         sysfw='NVIDIA NeMo Framework Release 24.09', extra='', confidence=None),
    dict(v='4.1', sub='NVIDIA', folder='eos_ngc24.09_nemo', hw='h100', nodes=1, gpn=8, tp=4, cp=1, mbs=1, minibs=4,
         sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=True, act=False, tpo=True, cg='none',
         teops=None, printed=False,
         cfg='NVIDIA/benchmarks/llama2_70b_lora/implementations/eos_ngc24.09_nemo/config_DGXH100_1x8x4xtp4pp1cp1.sh',
         how='README-eos_ngc24.09_nemo.md names it', dlname=None, container=None,
         docker='NVIDIA/benchmarks/llama2_70b_lora/implementations/eos_ngc24.09_nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='Eos', accel='NVIDIA H100-SXM5-80GB, 81559 MiB', ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='Storage: 2x ConnectX-7 IB NDR 400Gb/s, Compute: 8x ConnectX-7 IB NDR 400Gb/s, Management: 100Gb/s Ethernet NIC',
         sysfw='NVIDIA NeMo Framework Release 24.09', extra='', confidence=None),
    dict(v='4.1', sub='NVIDIA', folder='h200_ngc24.09_nemo', hw='h200', nodes=1, gpn=8, tp=1, cp=2, mbs=1, minibs=2,
         sp=False, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=False, act=True, tpo=None, cg='none',
         teops=None, printed=False,
         cfg='NVIDIA/benchmarks/llama2_70b_lora/implementations/h200_ngc24.09_nemo/config_DGXH200_1x8x2xtp1pp1cp2.sh',
         how='README-h200_ngc24.09_nemo.md names it', dlname=None, container=None,
         docker='NVIDIA/benchmarks/llama2_70b_lora/implementations/h200_ngc24.09_nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='DGX H200', accel='NVIDIA H200-SXM5-141GB, 143771 MiB', ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='Storage: 2x ConnectX-7 IB NDR 400Gb/s, Compute: 8x ConnectX-7 IB NDR 400Gb/s, Management: 100Gb/s Ethernet NIC',
         sysfw='NVIDIA NeMo Framework Release 24.09', extra='', confidence=None),
    dict(v='4.1', sub='Oracle', folder='128xBM.GPU.H100.8', hw='h100', nodes=16, gpn=8, tp=4, cp=2, mbs=1, minibs=1,
         sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=False, act=False, tpo=True, cg='layer',
         teops=None, printed=True,
         cfg='Oracle/benchmarks/llama2_70b_lora/BM.GPU.H100.128/configs/config_DGXH100_16x8x1xtp4pp1cp2.sh',
         how="the logs' DLPAL line names DGXH100_16x8x1xtp4pp1cp2; the log prints NeMo's resolved config, which the row follows",
         dlname='DGXH100_16x8x1xtp4pp1cp2', container='/mnt/orangefs/mlperf/llama/cont/loraubuntu.sqsh',
         docker='Oracle/benchmarks/llama2_70b_lora/BM.GPU.H100.128/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='128xBM.GPU.H100.8', accel='NVIDIA H100-SXM5-80GB, 80 GB',
         ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='ROCE2; Data bandwidth for GPU-PCIe: 504 GB/s; PCIe-NIC: 500 GB/s',
         sysfw='MXNet NVIDIA Release 24.04 or PyTorch NVIDIA Release 24.04', extra='', confidence=None),
    dict(v='4.1', sub='Oracle', folder='512xBM.GPU.H100.8', hw='h100', nodes=64, gpn=8, tp=4, cp=2, mbs=1, minibs=1,
         sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=False, act=False, tpo=True, cg='layer',
         teops=None, printed=True,
         cfg='Oracle/benchmarks/llama2_70b_lora/BM.GPU.H100.512/configs/config_DGXH100_64x8x1xtp4pp1cp2.sh',
         how="the logs' DLPAL line names DGXH100_64x8x1xtp4pp1cp2; the log prints NeMo's resolved config, which the row follows",
         dlname='DGXH100_64x8x1xtp4pp1cp2', container='/mnt/orangefs/mlperf/llama/cont/loraubuntu.sqsh',
         docker='Oracle/benchmarks/llama2_70b_lora/BM.GPU.H100.512/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='512xBM.GPU.H100.8', accel='NVIDIA H100-SXM5-80GB, 80 GB',
         ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='ROCE2; Data bandwidth for GPU-PCIe: 504 GB/s; PCIe-NIC: 500 GB/s',
         sysfw='MXNet NVIDIA Release 24.04 or PyTorch NVIDIA Release 24.04', extra='', confidence=None),
    dict(v='4.1', sub='Oracle', folder='64xBM.GPU.H100.8', hw='h100', nodes=8, gpn=8, tp=4, cp=2, mbs=1, minibs=1,
         sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=False, act=False, tpo=True, cg='layer',
         teops=None, printed=True,
         cfg='Oracle/benchmarks/llama2_70b_lora/BM.GPU.H100.64/configs/config_DGXH100_8x8x1xtp4pp1cp2.sh',
         how="the logs' DLPAL line names DGXH100_8x8x1xtp4pp1cp2; the log prints NeMo's resolved config, which the row follows",
         dlname='DGXH100_8x8x1xtp4pp1cp2', container='/mnt/orangefs/mlperf/llama/cont/loraubuntu.sqsh',
         docker='Oracle/benchmarks/llama2_70b_lora/BM.GPU.H100.64/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='64xBM.GPU.H100.8', accel='NVIDIA H100-SXM5-80GB, 80 GB', ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='ROCE2; Data bandwidth for GPU-PCIe: 504 GB/s; PCIe-NIC: 500 GB/s',
         sysfw='MXNet NVIDIA Release 24.04 or PyTorch NVIDIA Release 24.04', extra='', confidence=None),
    dict(v='4.1', sub='Quanta_Cloud_Technology', folder='D74H-7U', hw='h100', nodes=1, gpn=8, tp=4, cp=1, mbs=1,
         minibs=4, sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=True, act=False, tpo=True,
         cg='none', teops=None, printed=False,
         cfg='Quanta_Cloud_Technology/benchmark/llama2_70b_lora/implementations/pytorch/configs/config_D74H-7U.sh',
         how='D74H-7U/README.md names it', dlname=None, container=None,
         docker='Quanta_Cloud_Technology/benchmark/llama2_70b_lora/implementations/pytorch/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='D74H-7U', accel='NVIDIA H100-SXM5-80GB, 80GB', ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='ConnectX-6 25Gb/s Ethernet', sysfw='NVIDIA PyTorch/MxNeti/DGL', extra='', confidence=None),
    dict(v='4.1', sub='Supermicro', folder='AS-4125GS-TNHR2-LCC-1', hw='h100', nodes=1, gpn=8, tp=4, cp=1, mbs=1,
         minibs=4, sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=True, act=False, tpo=True,
         cg='none', teops=None, printed=True,
         cfg='Supermicro/benchmarks/llama2_70b_lora/implementations/nemo/configs/config_AS-4125GS-TNHR2-LCC_1x8x4xtp4pp1cp1.sh',
         how="the logs' DLPAL line names AS-4125GS-TNHR2-LCC_1x8x4xtp4pp1cp1; the log prints NeMo's resolved config, which the row follows",
         dlname='AS-4125GS-TNHR2-LCC_1x8x4xtp4pp1cp1',
         container='/home/nvcr.io+nvdlfwea+mlperfv41+lora+20240923.pytorch.sqsh',
         docker='Supermicro/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='AS-4125GS-TNHR2-LCC', accel='NVIDIA H100-SXM5-80GB, 80GB', ic='NVLINK 4.0, NVSWITCH 3.0 900GB/s',
         host='Ethernet',
         sysfw='PyTorch, Merlin HugeCTR, NeMo Framework, DGL NVIDIA Release 24.09; PyTorch NVIDIA Release 23.09',
         extra='', confidence=None),
    dict(v='4.1', sub='Supermicro', folder='AS-8125GS-TNHR-1', hw='h100', nodes=1, gpn=8, tp=4, cp=1, mbs=1,
         minibs=4, sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=True, act=False, tpo=True,
         cg='none', teops=None, printed=True,
         cfg='Supermicro/benchmarks/llama2_70b_lora/implementations/nemo/configs/config_AS-8125GS-TNHR_1x8x4xtp4pp1cp1.sh',
         how="the logs' DLPAL line names AS-8125GS-TNHR_1x8x4xtp4pp1cp1; the log prints NeMo's resolved config, which the row follows",
         dlname='AS-8125GS-TNHR_1x8x4xtp4pp1cp1',
         container='/home/nvcr.io+nvdlfwea+mlperfv41+lora+20240923.pytorch.sqsh',
         docker='Supermicro/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='AS-8125GS-TNHR', accel='NVIDIA H100-SXM5-80GB, 80GB', ic='NVLINK 4.0, NVSWITCH 3.0 900GB/s',
         host='Ethernet, Infiniband',
         sysfw='PyTorch, Merlin HugeCTR, NeMo Framework, DGL NVIDIA Release 24.09; PyTorch NVIDIA Release 23.09',
         extra='', confidence=None),
    dict(v='4.1', sub='Supermicro', folder='SYS-821GE-TNHR-1', hw='h100', nodes=1, gpn=8, tp=4, cp=1, mbs=1,
         minibs=4, sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=True, act=False, tpo=True,
         cg='none', teops=None, printed=True,
         cfg='Supermicro/benchmarks/llama2_70b_lora/implementations/nemo/configs/config_SYS-821GE-TNHR_1x8x4xtp4pp1cp1.sh',
         how="the logs' DLPAL line names SYS-821GE-TNHR_1x8x4xtp4pp1cp1; the log prints NeMo's resolved config, which the row follows",
         dlname='SYS-821GE-TNHR_1x8x4xtp4pp1cp1',
         container='/home/nvcr.io+nvdlfwea+mlperfv41+lora+20240923.pytorch.sqsh',
         docker='Supermicro/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='SYS-821GE-TNHR', accel='NVIDIA H100-SXM5-80GB, 80GB', ic='NVLINK 4.0, NVSWITCH 3.0 900GB/s',
         host='Ethernet, Infiniband',
         sysfw='PyTorch, Merlin HugeCTR, NeMo Framework, DGL NVIDIA Release 24.09; PyTorch NVIDIA Release 23.09',
         extra='', confidence=None),
    dict(v='5.0', sub='ASUSTeK', folder='ESC_N8_E11_n2', hw='h200', nodes=2, gpn=8, tp=2, cp=1, mbs=1, minibs=1,
         sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=True, act=True, tpo=True, cg='none',
         teops=None, printed=False,
         cfg='ASUSTeK/benchmarks/llama2_70b_lora/implementations/pytorch/configs/config_ESC_N8_H200_n2.sh',
         how="inferred: the logs name no config; the implementation's one two-node config, which gives the logged global batch 8 and accumulation 1",
         dlname=None, container=None, docker='ASUSTeK/benchmarks/llama2_70b_lora/implementations/pytorch/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='twcc_n2_ESC_N8_E11', accel='NVIDIA H200-SXM5-141GB, 143771 MiB',
         ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3', host='',
         sysfw='NVIDIA Release 24.09 pytorch, dgl and 23.09 pytorch', extra='', confidence=None),
    dict(v='5.0', sub='Dell', folder='1xXE9680Lx8B200-SXM-180GB', hw='b200', nodes=1, gpn=8, tp=1, cp=1, mbs=1,
         minibs=1, sp=False, gen='n2-2504', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None,
         cg='none', teops=None, printed=False,
         cfg='Dell/benchmarks/llama2_70b_lora/implementations/nemo/config_XE9680L_B200.sh',
         how="inferred: the logs name no config; the implementation's one B200 config, which gives the logged global batch 8 and accumulation 1",
         dlname=None, container=None,
         docker='Dell/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile.x86_64',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.04-py3', 'NEMO_REVISION': '25.04-alpha.rc1', 'MCORE_REVISION': '25.04-alpha.rc1', 'TE_REVISION': 'SKIP'},
         sysname='1xXE9680Lx8B200-SXM-180GB', accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB',
         ic='NVLINK Gen5', host='',
         sysfw='NGC Pytorch 25.04, NGC HugeCTR 25.04, NVIDIA Nemo 25.04, DGL NVIDIA Release 25.03', extra='',
         confidence=None),
    dict(v='5.0', sub='Dell', folder='1xXE9680Lx8H200-SXM-141GB', hw='h200', nodes=1, gpn=8, tp=1, cp=2, mbs=1,
         minibs=2, sp=False, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=False, act=True, tpo=None,
         cg='none', teops=None, printed=True,
         cfg='Dell/benchmarks/llama2_70b_lora/implementations/nemo/config_XE9680lx8H200-SXM-141GB_1x8x2xtp1pp1cp2.sh',
         how="the logs' DLPAL line names XE9680lx8H200-SXM-141GB_1x8x2xtp1pp1cp2; the log prints NeMo's resolved config, which the row follows",
         dlname='XE9680lx8H200-SXM-141GB_1x8x2xtp1pp1cp2', container='dockerd://mlperf-dell:lora',
         docker='Dell/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile.x86_64',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.04-py3', 'NEMO_REVISION': '25.04-alpha.rc1', 'MCORE_REVISION': '25.04-alpha.rc1', 'TE_REVISION': 'SKIP'},
         sysname='1xXE9680Lx8H200-SXM-141GB', accel='NVIDIA H200-SXM5-141GB, 143771 MiB', ic='NVLINK Gen5', host='',
         sysfw='DGL NVIDIA Release 24.09', extra='', confidence=None),
    dict(v='5.0', sub='Dell', folder='XE9680x8H200-SXM-141GB', hw='h200', nodes=1, gpn=8, tp=1, cp=2, mbs=1,
         minibs=2, sp=False, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=False, act=True, tpo=None,
         cg='none', teops=None, printed=True,
         cfg='Dell/benchmarks/llama2_70b_lora/implementations/nemo/config_XE9680x8H200-SXM-141GB_1x8x2xtp1pp1cp2.sh',
         how="the logs' DLPAL line names DGXH200_1x8x2xtp1pp1cp2; the log prints NeMo's resolved config, which the row follows",
         dlname='DGXH200_1x8x2xtp1pp1cp2',
         container='/mnt/data/mlperf_training_5.0/llama2/nvcr.io+nvdlfwea+mlperftv50+lora+20250331.pytorch.sqsh',
         docker='Dell/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile.x86_64',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.04-py3', 'NEMO_REVISION': '25.04-alpha.rc1', 'MCORE_REVISION': '25.04-alpha.rc1', 'TE_REVISION': 'SKIP'},
         sysname='XE9680x8H200-SXM-141GB', accel='NVIDIA H200-SXM5-141GB, 141 GB',
         ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3', host='',
         sysfw='NGC Pytorch 24.09, NGC HugeCTR 24.09, NVIDIA Nemo 24.09',
         extra="v5.1's Dell/results/1xXE9680x8H200-SXM-141GB holds the same runs (same run timestamps)",
         confidence=None),
    dict(v='5.0', sub='GigaComputing', folder='G893-SD1_pytorch', hw='b200', nodes=1, gpn=8, tp=1, cp=1, mbs=1,
         minibs=1, sp=False, gen='n2-2504', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None,
         cg='none', teops=None, printed=False,
         cfg='GigaComputing/benchmarks/llama2_70b_lora/implementations/pytorch/config_G893-SD1_1x8x1xtp1pp1cp1.sh',
         how='G893-SD1_pytorch/run_and_time.sh sources it', dlname=None, container=None,
         docker='GigaComputing/benchmarks/llama2_70b_lora/implementations/pytorch/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:25.04-py3', 'NEMO_REVISION': '25.04-alpha.rc1', 'MCORE_REVISION': '25.04-alpha.rc1', 'TE_REVISION': 'SKIP'},
         sysname='G893-SD1', accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB', ic='', host='',
         sysfw='PyTorch', extra='', confidence=None),
    dict(v='5.0', sub='HPE', folder='HPE-Cray-XD670-H200-SXM5-141GB_n1_24.09', hw='h200', nodes=1, gpn=8, tp=2, cp=1,
         mbs=1, minibs=2, sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=True, act=True, tpo=True,
         cg='none', teops=None, printed=True,
         cfg='HPE/benchmarks/llama2_70b_lora/implementations/nemo/configs/config_XD670_H200_1x8x2xtp2pp1cp1.sh',
         how="the logs' DLPAL line names XD670_H200_1x8x2xtp2pp1cp1; the log prints NeMo's resolved config, which the row follows",
         dlname='XD670_H200_1x8x2xtp2pp1cp1',
         container='/hpelustre/SHARED/containers/enroot/mlperftv50-lora-20250331.pytorch.sqsh',
         docker='HPE/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='HPE Cray XD670 (8x H200-SXM-141GB)', accel='NVIDIA H200-SXM5-141GB, 141 GB',
         ic='8x 4th Gen NVLink, 900GB/s', host='Infiniband, Ethernet',
         sysfw='PyTorch, NeMo, HugeCTR, DGL NVIDIA Release 24.09', extra='', confidence=None),
    dict(v='5.0', sub='HPE', folder='HPE-Cray-XD670-H200-SXM5-141GB_n2_24.09', hw='h200', nodes=2, gpn=8, tp=4, cp=1,
         mbs=1, minibs=2, sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=True, act=True, tpo=True,
         cg='none', teops=None, printed=True, cfg=None,
         how="the logs' DLPAL line names XD670_H200_1x8x2xtp2pp1cp1; the log prints NeMo's resolved config, which the row follows",
         dlname='XD670_H200_1x8x2xtp2pp1cp1',
         container='/hpelustre/SHARED/containers/enroot/mlperftv50-lora-20250331.pytorch.sqsh', docker=None,
         dargs={}, sysname='HPE Cray XD670 (8x H200-SXM-141GB)', accel='NVIDIA H200-SXM5-141GB, 141 GB',
         ic='8x 4th Gen NVLink, 900GB/s', host='Infiniband, Ethernet',
         sysfw='PyTorch, NeMo, HugeCTR, DGL NVIDIA Release 24.09',
         extra="the logs' DLPAL line names XD670_H200_1x8x2xtp2pp1cp1, the one-node config, but the printed config has tensor_model_parallel_size 4 and context_parallel_size 1, which with MINIBS 2 gives the logged global batch 8 (DP 4) and accumulation 2; HPE's folder holds no config with that layout, so the row takes the printed one",
         confidence=None),
    dict(v='5.0', sub='HPE', folder='HPE-Cray-XD670-H200-SXM5-141GB_n4_24.09', hw='h200', nodes=4, gpn=8, tp=4, cp=1,
         mbs=1, minibs=2, sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=True, act=True, tpo=True,
         cg='none', teops=None, printed=True, cfg=None,
         how="the logs' DLPAL line names XD670_H200_1x8x2xtp2pp1cp1; the log prints NeMo's resolved config, which the row follows",
         dlname='XD670_H200_1x8x2xtp2pp1cp1',
         container='/hpelustre/SHARED/containers/enroot/mlperftv50-lora-20250331.pytorch.sqsh', docker=None,
         dargs={}, sysname='HPE Cray XD670 (8x H200-SXM-141GB)', accel='NVIDIA H200-SXM5-141GB, 141 GB',
         ic='8x 4th Gen NVLink, 900GB/s', host='Infiniband, Ethernet',
         sysfw='PyTorch, NeMo, HugeCTR, DGL NVIDIA Release 24.09',
         extra="the logs' DLPAL line names XD670_H200_1x8x2xtp2pp1cp1, the one-node config, but the printed config has tensor_model_parallel_size 4 and context_parallel_size 1, which with MINIBS 2 gives the logged global batch 16 (DP 8) and accumulation 2; HPE's folder holds no config with that layout, so the row takes the printed one",
         confidence=None),
    dict(v='5.0', sub='Lambda', folder='1cc_b200_n1_ngc25.04_nemo', hw='b200', nodes=1, gpn=8, tp=1, cp=1, mbs=1,
         minibs=1, sp=False, gen='n2-2504', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None,
         cg='none', teops=None, printed=False,
         cfg='Lambda/benchmarks/llama2_70b_lora/implementations/1cc_b200_0416/config_1ccB200_1x8x1xtp1pp1cp1.sh',
         how="the logs' DLPAL line names 1ccB200_1x8x1xtp1pp1cp1", dlname='1ccB200_1x8x1xtp1pp1cp1',
         container='nvcr.io/nvdlfwea/mlperftv50/llama2_70b_lora-amd:20250416', docker=None, dargs={},
         sysname='Lambda-1-Click-Cluster_B200_n1', accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 180 GB',
         ic='18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth',
         host='Infiniband; Data bandwidth for GPU-PCIe: 504GB/s; PCIe-NIC: 500GB/s',
         sysfw='PyTorch NVIDIA Release 25.04', extra='', confidence=None),
    dict(v='5.0', sub='Lenovo', folder='4xSR680Ax8H200-SXM-141GB', hw='h200', nodes=4, gpn=8, tp=4, cp=1, mbs=1,
         minibs=1, sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, True), dpa=True, act=False, tpo=True,
         cg='none', teops=None, printed=False,
         cfg='Lenovo/benchmarks/llama2_70b_lora/config_DGXH200_4x8x1xtp4pp1cp1.sh',
         how="inferred: the logs name no config; the implementation's one 4-node config, which gives the logged global batch 8 and accumulation 1",
         dlname=None, container=None, docker='Lenovo/benchmarks/llama2_70b_lora/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:25.04-py3', 'NEMO_REVISION': '25.04-alpha.rc1', 'MCORE_REVISION': '25.04-alpha.rc1', 'TE_REVISION': 'SKIP'},
         sysname='ThinkSystem SR680a V3 with 8x H200-SXM-141GB', accel='NVIDIA H200-SXM5-141GB, 143771 MiB',
         ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3', host='',
         sysfw='NGC Pytorch 24.09, NGC HugeCTR 24.09, NVIDIA Nemo 24.09',
         extra="Lenovo's v5.0 folder holds the NeMo 2 (25.04) implementation, but these logs have NeMo 1's MLLOG blocks (block_stop carrying the evaluation's samples_count) and the system description names NeMo 24.09: the config's layout is taken, the software read as the 24.09 implementation (inferred)",
         confidence="medium (step time from the log timestamps; layout from the implementation's one 4-node config, software inferred from the log format)"),
    dict(v='5.0', sub='Lenovo', folder='SR780aV3-8xB200_SXM_180GB', hw='b200', nodes=1, gpn=8, tp=1, cp=1, mbs=1,
         minibs=1, sp=False, gen='n2-2504', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None,
         cg='none', teops=None, printed=False,
         cfg='Lenovo/benchmarks/llama2_70b_lora/config_DGXB200_1x8x1xtp1pp1cp1.sh',
         how="inferred: the logs name no config; the implementation's one B200 config, which gives the logged global batch 8 and accumulation 1",
         dlname=None, container=None, docker='Lenovo/benchmarks/llama2_70b_lora/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:25.04-py3', 'NEMO_REVISION': '25.04-alpha.rc1', 'MCORE_REVISION': '25.04-alpha.rc1', 'TE_REVISION': 'SKIP'},
         sysname='ThinkSystem SR780a V3 with 8x B200-SXM-180GB',
         accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 180 GB',
         ic='18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth', host='', sysfw='PyTorch NVIDIA Release 23.09',
         extra='', confidence=None),
    dict(v='5.0', sub='NVIDIA', folder='nyx_n1_ngc25.04_nemo', hw='b200', nodes=1, gpn=8, tp=1, cp=1, mbs=1,
         minibs=1, sp=False, gen='n2-2504', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None,
         cg='none', teops=None, printed=False,
         cfg='NVIDIA/benchmarks/llama2_70b_lora/implementations/nyx_n1_ngc25.04_nemo/config_DGXB200_1x8x1xtp1pp1cp1.sh',
         how='README-nyx_n1_ngc25.04_nemo.md names it', dlname=None, container=None,
         docker='NVIDIA/benchmarks/llama2_70b_lora/implementations/nyx_n1_ngc25.04_nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.04-py3', 'NEMO_REVISION': '25.04-alpha.rc1', 'MCORE_REVISION': '25.04-alpha.rc1', 'TE_REVISION': 'SKIP'},
         sysname='Nyx (1x NVIDIA DGX B200)', accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB',
         ic='NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', host='8x ConnectX-7 IB NDR 400Gb/s',
         sysfw='NVIDIA NeMo Framework Release 25.04', extra='', confidence=None),
    dict(v='5.0', sub='NVIDIA', folder='tyche_ngpu144_ngc25.04_nemo', hw='gb200', nodes=36, gpn=4, tp=1, cp=8, mbs=1,
         minibs=1, sp=False, gen='n2-2504', fp4=False, fp8=('max', 4, True), dpa=True, act=False, tpo=None,
         cg='mcore', teops=None, printed=False,
         cfg='NVIDIA/benchmarks/llama2_70b_lora/implementations/tyche_ngpu144_ngc25.04_nemo/config_GB200_36x4x1xtp1pp1cp8.sh',
         how='README-tyche_ngpu144_ngc25.04_nemo.md names it', dlname=None, container=None,
         docker='NVIDIA/benchmarks/llama2_70b_lora/implementations/tyche_ngpu144_ngc25.04_nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.04-py3', 'NEMO_REVISION': '25.04-alpha.rc1', 'MCORE_REVISION': '25.04-alpha.rc1', 'TE_REVISION': 'SKIP'},
         sysname='Tyche (2x NVIDIA GB200 NVL72)', accel='NVIDIA Blackwell GPU (GB200), 189471 MiB',
         ic='NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', host='4x ConnectX-7 IB NDR 400Gb/s',
         sysfw='NVIDIA NeMo Framework Release 25.04', extra='', confidence=None),
    dict(v='5.0', sub='NVIDIA', folder='tyche_ngpu512_ngc25.04_nemo', hw='gb200', nodes=128, gpn=4, tp=1, cp=8,
         mbs=1, minibs=1, sp=False, gen='n2-2504', fp4=False, fp8=('max', 4, True), dpa=True, act=False, tpo=None,
         cg='mcore', teops=None, printed=False,
         cfg='NVIDIA/benchmarks/llama2_70b_lora/implementations/tyche_ngpu512_ngc25.04_nemo/config_GB200_128x4x1xtp1pp1cp8.sh',
         how='README-tyche_ngpu512_ngc25.04_nemo.md names it', dlname=None, container=None,
         docker='NVIDIA/benchmarks/llama2_70b_lora/implementations/tyche_ngpu512_ngc25.04_nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.04-py3', 'NEMO_REVISION': '25.04-alpha.rc1', 'MCORE_REVISION': '25.04-alpha.rc1', 'TE_REVISION': 'SKIP'},
         sysname='Tyche (8x NVIDIA GB200 NVL72)', accel='NVIDIA Blackwell GPU (GB200), 189471 MiB',
         ic='NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', host='4x ConnectX-7 IB NDR 400Gb/s',
         sysfw='NVIDIA NeMo Framework Release 25.04', extra='', confidence=None),
    dict(v='5.0', sub='NVIDIA', folder='tyche_ngpu72_ngc25.04_nemo', hw='gb200', nodes=18, gpn=4, tp=1, cp=8, mbs=1,
         minibs=1, sp=False, gen='n2-2504', fp4=False, fp8=('max', 4, True), dpa=True, act=False, tpo=None,
         cg='mcore', teops=None, printed=False,
         cfg='NVIDIA/benchmarks/llama2_70b_lora/implementations/tyche_ngpu72_ngc25.04_nemo/config_GB200_18x4x1xtp1pp1cp8.sh',
         how='README-tyche_ngpu72_ngc25.04_nemo.md names it', dlname=None, container=None,
         docker='NVIDIA/benchmarks/llama2_70b_lora/implementations/tyche_ngpu72_ngc25.04_nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.04-py3', 'NEMO_REVISION': '25.04-alpha.rc1', 'MCORE_REVISION': '25.04-alpha.rc1', 'TE_REVISION': 'SKIP'},
         sysname='Tyche (1x NVIDIA GB200 NVL72)', accel='NVIDIA Blackwell GPU (GB200), 189471 MiB',
         ic='NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', host='4x ConnectX-7 IB NDR 400Gb/s',
         sysfw='NVIDIA NeMo Framework Release 25.04', extra='', confidence=None),
    dict(v='5.0', sub='NVIDIA', folder='tyche_ngpu8_ngc25.04_nemo', hw='gb200', nodes=2, gpn=4, tp=1, cp=1, mbs=1,
         minibs=1, sp=False, gen='n2-2504', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None,
         cg='none', teops=None, printed=False,
         cfg='NVIDIA/benchmarks/llama2_70b_lora/implementations/tyche_ngpu8_ngc25.04_nemo/config_GB200_2x4x1xtp1pp1cp1.sh',
         how='README-tyche_ngpu8_ngc25.04_nemo.md names it', dlname=None, container=None,
         docker='NVIDIA/benchmarks/llama2_70b_lora/implementations/tyche_ngpu8_ngc25.04_nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.04-py3', 'NEMO_REVISION': '25.04-alpha.rc1', 'MCORE_REVISION': '25.04-alpha.rc1', 'TE_REVISION': 'SKIP'},
         sysname='Tyche (1x NVIDIA GB200 NVL72)', accel='NVIDIA Blackwell GPU (GB200), 189471 MiB',
         ic='NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', host='4x ConnectX-7 IB NDR 400Gb/s',
         sysfw='NVIDIA NeMo Framework Release 25.04', extra='', confidence=None),
    dict(v='5.0', sub='Oracle', folder='18xBM.GPU.GB200.4', hw='gb200', nodes=18, gpn=4, tp=1, cp=8, mbs=1, minibs=1,
         sp=False, gen='n2-2504', fp4=False, fp8=('max', 4, True), dpa=True, act=False, tpo=None, cg='mcore',
         teops=None, printed=False,
         cfg='Oracle/benchmarks/llama2_70b_lora/implementations/18xBM.GPU.GB200.4/config_GB200_18x4x1xtp1pp1cp8.sh',
         how="the implementation folder's one config (the logs' DLPAL line is cut before the config name)",
         dlname='GB200_18x4x1xtp1pp1cp8', container='/mnt/localdisk/mlperf/lora/lora_v50_gb200.sqsh', docker=None,
         dargs={}, sysname='BM.GPU.GB200.8', accel='NVIDIA Blackwell GPU (GB200), 143771 MiB',
         ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='Storage: 2x ConnectX-7 IB NDR 400Gb/s, Compute: 8x ConnectX-7 IB NDR 400Gb/s, Management: 100Gb/s Ethernet NIC',
         sysfw='PyTorch NVIDIA Release 23.09', extra='', confidence=None),
    dict(v='5.0', sub='Oracle', folder='1xBM.GPU.B200.8', hw='b200', nodes=1, gpn=8, tp=1, cp=1, mbs=1, minibs=1,
         sp=False, gen='n2-2504', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None, cg='none',
         teops=None, printed=False,
         cfg='Oracle/benchmarks/llama2_70b_lora/implementations/1xBM.GPU.B200.8/config_DGXB200_1x8x1xtp1pp1cp1.sh',
         how="the logs' DLPAL line names DGXB200_1x8x1xtp1pp1cp1", dlname='DGXB200_1x8x1xtp1pp1cp1',
         container='/mnt/resource_nvme/lora_data/lora_v50.sqsh', docker=None, dargs={}, sysname='BM.GPU.B200.8',
         accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 143771 MiB', ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='Storage: 2x ConnectX-7 IB NDR 400Gb/s, Compute: 8x ConnectX-7 IB NDR 400Gb/s, Management: 100Gb/s Ethernet NIC',
         sysfw='PyTorch NVIDIA Release 25.04', extra='', confidence=None),
    dict(v='5.0', sub='Oracle', folder='1xBM.GPU.GB200.4', hw='gb200', nodes=1, gpn=4, tp=1, cp=2, mbs=1, minibs=4,
         sp=False, gen='n2-2504', fp4=False, fp8=('max', 4, True), dpa=True, act=False, tpo=None, cg='mcore',
         teops=None, printed=False,
         cfg='Oracle/benchmarks/llama2_70b_lora/implementations/1xBM.GPU.GB200.4/config_GB200_1x4x4xtp1pp1cp2.sh',
         how="the logs' DLPAL line names GB200_1x4x4xtp1pp1cp2", dlname='GB200_1x4x4xtp1pp1cp2',
         container='/mnt/localdisk/mlperf/lora/lora_v50_gb200.sqsh', docker=None, dargs={}, sysname='BM.GPU.GB200.4',
         accel='NVIDIA Blackwell GPU (GB200), 143771 MiB', ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='Storage: 2x ConnectX-7 IB NDR 400Gb/s, Compute: 8x ConnectX-7 IB NDR 400Gb/s, Management: 100Gb/s Ethernet NIC',
         sysfw='PyTorch NVIDIA Release 23.09', extra='', confidence=None),
    dict(v='5.0', sub='Oracle', folder='1xBM.GPU.H200.8', hw='h200', nodes=1, gpn=8, tp=1, cp=2, mbs=1, minibs=2,
         sp=False, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=False, act=True, tpo=None, cg='none',
         teops=None, printed=True, cfg=None,
         how="the logs' DLPAL line names DGXH200_1x8x2xtp1pp1cp2; the log prints NeMo's resolved config, which the row follows",
         dlname='DGXH200_1x8x2xtp1pp1cp2',
         container='/mnt/localdisk6/mlperf/llama2_lora/cont/nvcr.io+nvdlfwea+mlperftv50+lora+20250331.pytorch.sqsh',
         docker=None, dargs={}, sysname='BM.GPU.H200.8', accel='NVIDIA H200-SXM5-141GB, 143771 MiB',
         ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='Storage: 2x ConnectX-7 IB NDR 400Gb/s, Compute: 8x ConnectX-7 IB NDR 400Gb/s, Management: 100Gb/s Ethernet NIC',
         sysfw='PyTorch NVIDIA Release 23.09',
         extra="the logs' DLPAL line names DGXH200_1x8x2xtp1pp1cp2, which Oracle's folder does not hold (its configs/ has config_DGXH100_1x8x4xtp4pp1cp1.sh only); the row takes the printed config, whose layout and batch agree with the logs",
         confidence=None),
    dict(v='5.0', sub='Oracle', folder='2xBM.GPU.GB200.4', hw='gb200', nodes=2, gpn=4, tp=1, cp=1, mbs=1, minibs=1,
         sp=False, gen='n2-2504', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None, cg='none',
         teops=None, printed=False,
         cfg='Oracle/benchmarks/llama2_70b_lora/implementations/2xBM.GPU.GB200.4/config_GB200_2x4x1xtp1pp1cp1.sh',
         how="the logs' DLPAL line names GB200_2x4x1xtp1pp1cp1", dlname='GB200_2x4x1xtp1pp1cp1',
         container='/mnt/localdisk/mlperf/lora/lora_v50_gb200.sqsh', docker=None, dargs={}, sysname='BM.GPU.GB200.4',
         accel='NVIDIA Blackwell GPU (GB200), 143771 MiB', ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='Storage: 2x ConnectX-7 IB NDR 400Gb/s, Compute: 8x ConnectX-7 IB NDR 400Gb/s, Management: 100Gb/s Ethernet NIC',
         sysfw='PyTorch NVIDIA Release 23.09', extra='', confidence=None),
    dict(v='5.0', sub='Oracle', folder='64xBM.GPU.H200.8', hw='h200', nodes=64, gpn=8, tp=4, cp=2, mbs=1, minibs=1,
         sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=False, act=False, tpo=True, cg='none',
         teops=None, printed=True,
         cfg='Oracle/benchmarks/llama2_70b_lora/implementations/64xBM.GPU.H200.8/configs/config_DGXH200_64x8x1xtp4pp1cp2.sh',
         how="the logs' DLPAL line names DGXH200_64x8x1xtp4pp1cp2; the log prints NeMo's resolved config, which the row follows",
         dlname='DGXH200_64x8x1xtp4pp1cp2',
         container='/mnt/localdisk6/mlperf/llama2_lora/cont/nvcr.io+nvdlfwea+mlperftv50+lora+20250331.pytorch.sqsh',
         docker='Oracle/benchmarks/llama2_70b_lora/implementations/64xBM.GPU.H200.8/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='BM.GPU.H200.8', accel='NVIDIA H200-SXM5-141GB, 143771 MiB',
         ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='Storage: 2x ConnectX-7 IB NDR 400Gb/s, Compute: 8x ConnectX-7 IB NDR 400Gb/s, Management: 100Gb/s Ethernet NIC',
         sysfw='PyTorch NVIDIA Release 23.09', extra='', confidence=None),
    dict(v='5.0', sub='Oracle', folder='8xBM.GPU.B200.8', hw='b200', nodes=8, gpn=8, tp=1, cp=8, mbs=1, minibs=1,
         sp=False, gen='n2-2504', fp4=False, fp8=('max', 4, True), dpa=True, act=False, tpo=None, cg='mcore',
         teops=None, printed=False,
         cfg='Oracle/benchmarks/llama2_70b_lora/implementations/8xBM.GPU.B200.8/config_DGXB200_8x8x1xtp1pp1cp8.sh',
         how="the logs' DLPAL line names DGXB200_8x8x1xtp1pp1cp8", dlname='DGXB200_8x8x1xtp1pp1cp8',
         container='/mnt/resource_nvme/lora_data/lora_v50.sqsh', docker=None, dargs={}, sysname='BM.GPU.B200.8',
         accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 143771 MiB', ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='Storage: 2x ConnectX-7 IB NDR 400Gb/s, Compute: 8x ConnectX-7 IB NDR 400Gb/s, Management: 100Gb/s Ethernet NIC',
         sysfw='PyTorch NVIDIA Release 23.09', extra='', confidence=None),
    dict(v='5.0', sub='QCT', folder='D74H-7U', hw='h200', nodes=1, gpn=8, tp=1, cp=2, mbs=1, minibs=2, sp=False,
         gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=False, act=True, tpo=None, cg='none', teops=None,
         printed=False,
         cfg='QCT/benchmark/llama2_70b_lora/implementations/pytorch_D74H-7U/configs/config_D74H-7U.sh',
         how='D74H-7U/README.md names config_D74H-7U.sh', dlname=None, container=None,
         docker='QCT/benchmark/llama2_70b_lora/implementations/pytorch_D74H-7U/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='D74H-7U', accel='NVIDIA H200-SXM5-141GB, 141GB', ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='ConnectX-6 25Gb/s Ethernet', sysfw='NVIDIA PyTorch/MxNet/DGL', extra='', confidence=None),
    dict(v='5.0', sub='SCITIX', folder='scitix_n8_ngc24.09_nemo', hw='h100', nodes=8, gpn=8, tp=4, cp=2, mbs=1,
         minibs=1, sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=False, act=False, tpo=True,
         cg='layer', teops=None, printed=True,
         cfg='SCITIX/benchmarks/llama2_70b_lora/implementations/scitix_n8_ngc24.09_nemo/config_H100_8x8x1xtp4pp1cp2.sh',
         how="the logs name no config; the log prints NeMo's resolved config, which the row follows", dlname=None,
         container=None,
         docker='SCITIX/benchmarks/llama2_70b_lora/implementations/scitix_n8_ngc24.09_nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='Scitix_n8', accel='NVIDIA H100-SXM5-80GB, 81559 MiB', ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='Storage&Compute: 4x ConnectX-7 IB NDR 400Gb/s, Management: 25Gb/s Ethernet NIC',
         sysfw='NVIDIA NeMo Framework Release 24.09', extra='', confidence=None),
    dict(v='5.0', sub='Supermicro', folder='ARS-121GL-NBO_18', hw='gb200', nodes=18, gpn=4, tp=1, cp=8, mbs=1,
         minibs=1, sp=False, gen='n2-2504', fp4=False, fp8=('max', 4, True), dpa=True, act=False, tpo=None,
         cg='mcore', teops=None, printed=False,
         cfg='Supermicro/benchmarks/llama2_70b_lora/implementations/b200_nemo/config_GB200_18x4x1xtp1pp1cp8.sh',
         how="the logs' DLPAL line names GB200_18x4x1xtp1pp1cp8", dlname='GB200_18x4x1xtp1pp1cp8',
         container='/mlperf_data/nvdlfwea+mlperftv50+llama2_70b_lora-arm+20250423.sqsh',
         docker='Supermicro/benchmarks/llama2_70b_lora/implementations/b200_nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.04-py3', 'NEMO_REVISION': '25.04-alpha.rc1', 'MCORE_REVISION': '25.04-alpha.rc1', 'TE_REVISION': 'SKIP'},
         sysname='SRS-GB200-NVL72-M1 (18x ARS-121GL-NBO)', accel='NVIDIA Blackwell GPU (GB200), 186GB',
         ic='NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', host='Ethernet, Infiniband',
         sysfw='PyTorch, NeMo Framework NVIDIA Release 25.04', extra='', confidence=None),
    dict(v='5.0', sub='Supermicro', folder='AS-4125GS-TNHR2-LCC', hw='h200', nodes=1, gpn=8, tp=1, cp=2, mbs=1,
         minibs=2, sp=False, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=False, act=True, tpo=None,
         cg='none', teops=None, printed=True,
         cfg='Supermicro/benchmarks/llama2_70b_lora/implementations/h200_nemo/configs/config_AS-4125GS-TNHR2-LCC_1x8x2xtp1pp1cp2.sh',
         how="the logs' DLPAL line names AS-4125GS-TNHR2-LCC_1x8x2xtp1pp1cp2; the log prints NeMo's resolved config, which the row follows",
         dlname='AS-4125GS-TNHR2-LCC_1x8x2xtp1pp1cp2',
         container='/home/nvcr.io+nvdlfwea+mlperftv50+lora+20250331.pytorch.sqsh',
         docker='Supermicro/benchmarks/llama2_70b_lora/implementations/h200_nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='AS-4125GS-TNHR2-LCC', accel='NVIDIA H200-SXM5-141GB, 141GB',
         ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3', host='Ethernet, Infiniband',
         sysfw='PyTorch, Merlin HugeCTR, NeMo Framework, DGL NVIDIA Release 24.09; PyTorch NVIDIA Release 23.09',
         extra='', confidence=None),
    dict(v='5.0', sub='Supermicro', folder='AS-4126GS-NBR-LCC_N1', hw='b200', nodes=1, gpn=8, tp=1, cp=1, mbs=1,
         minibs=1, sp=False, gen='n2-2504', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None,
         cg='none', teops=None, printed=False,
         cfg='Supermicro/benchmarks/llama2_70b_lora/implementations/b200_nemo/config_DGXB200_1x8x1xtp1pp1cp1.sh',
         how="the logs' DLPAL line names DGXB200_1x8x1xtp1pp1cp1", dlname='DGXB200_1x8x1xtp1pp1cp1',
         container='nvcr.io/nvdlfwea/mlperftv50/llama2_70b_lora-amd:20250423',
         docker='Supermicro/benchmarks/llama2_70b_lora/implementations/b200_nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.04-py3', 'NEMO_REVISION': '25.04-alpha.rc1', 'MCORE_REVISION': '25.04-alpha.rc1', 'TE_REVISION': 'SKIP'},
         sysname='AS-4126GS-NBR-LCC_N1', accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 180GB',
         ic='NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', host='Ethernet',
         sysfw='PyTorch, NeMo Framework NVIDIA Release 25.04', extra='', confidence=None),
    dict(v='5.0', sub='Supermicro', folder='AS-4126GS-NBR-LCC_N2', hw='b200', nodes=2, gpn=8, tp=1, cp=2, mbs=1,
         minibs=1, sp=False, gen='n2-2504', fp4=False, fp8=('max', 4, True), dpa=True, act=False, tpo=None,
         cg='unknown', teops=None, printed=False, cfg=None, how="the logs' DLPAL line names DGXB200_2x8x1xtp1pp1cp2",
         dlname='DGXB200_2x8x1xtp1pp1cp2', container='nvcr.io/nvdlfwea/mlperftv50/llama2_70b_lora-amd:20250423',
         docker=None, dargs={}, sysname='AS-4126GS-NBR-LCC_N2', accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 180GB',
         ic='NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', host='Ethernet, Infiniband',
         sysfw='PyTorch, NeMo Framework NVIDIA Release 25.04',
         extra="the logs' DLPAL line names DGXB200_2x8x1xtp1pp1cp2, which the repository does not hold, and the logs print no config: layout from that name in NVIDIA's convention (nodes x GPUs x MINIBS, TP, PP, CP), which gives the logged global batch 8 and accumulation 1; the other settings as b200_nemo's DGXB200 configs (inferred)",
         confidence='medium (step time from the log timestamps; the layout from the config name the logs give, the file absent)'),
    dict(v='5.0', sub='Supermicro', folder='AS-A126GS-TNBR', hw='b200', nodes=1, gpn=8, tp=1, cp=1, mbs=1, minibs=1,
         sp=False, gen='n2-2504', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None, cg='none',
         teops=None, printed=False,
         cfg='Supermicro/benchmarks/llama2_70b_lora/implementations/b200_nemo/config_AS-A126GS-TNBR_1x8x1xtp1pp1cp1.sh',
         how="the logs' DLPAL line names AS-A126GS-TNBR_1x8x1xtp1pp1cp1", dlname='AS-A126GS-TNBR_1x8x1xtp1pp1cp1',
         container='/mlptrn_50/lora_0423.sqsh',
         docker='Supermicro/benchmarks/llama2_70b_lora/implementations/b200_nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.04-py3', 'NEMO_REVISION': '25.04-alpha.rc1', 'MCORE_REVISION': '25.04-alpha.rc1', 'TE_REVISION': 'SKIP'},
         sysname='AS-A126GS-TNBR', accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 180GB',
         ic='NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', host='Ethernet, Infiniband',
         sysfw='DGL, Merlin HugeCTR NVIDIA Release 25.03; PyTorch, NeMo Framework NVIDIA Release 25.04', extra='',
         confidence=None),
    dict(v='5.0', sub='Supermicro', folder='AS-A126GS-TNBR_N1', hw='b200', nodes=1, gpn=8, tp=1, cp=1, mbs=1,
         minibs=1, sp=False, gen='n2-2504', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None,
         cg='none', teops=None, printed=False,
         cfg='Supermicro/benchmarks/llama2_70b_lora/implementations/b200_nemo/config_DGXB200_1x8x1xtp1pp1cp1.sh',
         how="the logs' DLPAL line names DGXB200_1x8x1xtp1pp1cp1", dlname='DGXB200_1x8x1xtp1pp1cp1',
         container='nvcr.io/nvdlfwea/mlperftv50/llama2_70b_lora-amd:20250416',
         docker='Supermicro/benchmarks/llama2_70b_lora/implementations/b200_nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.04-py3', 'NEMO_REVISION': '25.04-alpha.rc1', 'MCORE_REVISION': '25.04-alpha.rc1', 'TE_REVISION': 'SKIP'},
         sysname='AS-A126GS-TNBR_N1', accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 180GB',
         ic='NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', host='Ethernet',
         sysfw='PyTorch, NeMo Framework NVIDIA Release 25.04', extra='', confidence=None),
    dict(v='5.0', sub='Supermicro', folder='SYS-422GA-NBRT-LCC', hw='b200', nodes=1, gpn=8, tp=1, cp=1, mbs=1,
         minibs=1, sp=False, gen='n2-2504', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None,
         cg='none', teops=None, printed=False,
         cfg='Supermicro/benchmarks/llama2_70b_lora/implementations/b200_nemo/config_SYS-422GA-NBRT-LCC_1x8x1xtp1pp1cp1.sh',
         how="the logs' DLPAL line names SYS-422GA-NBRT-LCC_1x8x1xtp1pp1cp1",
         dlname='SYS-422GA-NBRT-LCC_1x8x1xtp1pp1cp1',
         container='/home/nvcr.io+nvdlfwea+mlperftv50+llama2_70b_lora-amd+20250423.sqsh',
         docker='Supermicro/benchmarks/llama2_70b_lora/implementations/b200_nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.04-py3', 'NEMO_REVISION': '25.04-alpha.rc1', 'MCORE_REVISION': '25.04-alpha.rc1', 'TE_REVISION': 'SKIP'},
         sysname='SYS-422GA-NBRT-LCC', accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 180GB',
         ic='NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', host='Ethernet, Infiniband',
         sysfw='DGL, Merlin HugeCTR NVIDIA Release 25.03; PyTorch, NeMo Framework NVIDIA Release 25.04', extra='',
         confidence=None),
    dict(v='5.0', sub='Supermicro', folder='SYS-821GE-TNHR', hw='h200', nodes=1, gpn=8, tp=1, cp=2, mbs=1, minibs=2,
         sp=False, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=False, act=True, tpo=None, cg='none',
         teops=None, printed=True,
         cfg='Supermicro/benchmarks/llama2_70b_lora/implementations/h200_nemo/configs/config_SYS-821GE-TNHR_1x8x2xtp1pp1cp2.sh',
         how="the logs' DLPAL line names SYS-821GE-TNHR_1x8x2xtp1pp1cp2; the log prints NeMo's resolved config, which the row follows",
         dlname='SYS-821GE-TNHR_1x8x2xtp1pp1cp2', container='/mlperf5/lora_0331.sqsh',
         docker='Supermicro/benchmarks/llama2_70b_lora/implementations/h200_nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='SYS-821GE-TNHR', accel='NVIDIA H200-SXM5-141GB, 141GB', ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='Ethernet, Infiniband',
         sysfw='PyTorch, Merlin HugeCTR, NeMo Framework, DGL NVIDIA Release 24.09; PyTorch NVIDIA Release 23.09',
         extra='', confidence=None),
    dict(v='5.0', sub='Supermicro', folder='SYS-A21GE-NBRT', hw='b200', nodes=1, gpn=8, tp=1, cp=1, mbs=1, minibs=1,
         sp=False, gen='n2-2504', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None, cg='none',
         teops=None, printed=False,
         cfg='Supermicro/benchmarks/llama2_70b_lora/implementations/b200_nemo/config_SYS-A21GE-NBRT_1x8x1xtp1pp1cp1.sh',
         how="the logs' DLPAL line names SYS-A21GE-NBRT_1x8x1xtp1pp1cp1", dlname='SYS-A21GE-NBRT_1x8x1xtp1pp1cp1',
         container='/home/nvcr.io+nvdlfwea+mlperftv50+llama2_70b_lora-amd+20250423.sqsh',
         docker='Supermicro/benchmarks/llama2_70b_lora/implementations/b200_nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.04-py3', 'NEMO_REVISION': '25.04-alpha.rc1', 'MCORE_REVISION': '25.04-alpha.rc1', 'TE_REVISION': 'SKIP'},
         sysname='SYS-A21GE-NBRT', accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 180GB',
         ic='NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', host='Ethernet',
         sysfw='DGL, Merlin HugeCTR NVIDIA Release 25.03; PyTorch, NeMo Framework NVIDIA Release 25.04', extra='',
         confidence=None),
    dict(v='5.1', sub='Cisco', folder='1xC885A_M8-8xH200-SXM-141GB', hw='h200', nodes=1, gpn=8, tp=1, cp=2, mbs=1,
         minibs=2, sp=False, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=False, act=True, tpo=None,
         cg='none', teops=None, printed=True,
         cfg='Cisco/benchmarks/llama2_70b_lora/implementations/pytorch/configs/config_CiscoH200_1x8x2xtp1pp1cp2.sh',
         how="the logs' DLPAL line names CiscoH200_1x8x2xtp1pp1cp2; the log prints NeMo's resolved config, which the row follows",
         dlname='CiscoH200_1x8x2xtp1pp1cp2', container='./suhasrao+lora2.sqsh',
         docker='Cisco/benchmarks/llama2_70b_lora/implementations/pytorch/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='Cisco UCS C885A-8xH200-SXM-141G', accel='NVIDIA H200-SXM5-141GB, 144384 MiB',
         ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='Compute: 8x MT43244 BlueField-3 200Gb/s, Management: 2x100Gb/s Ethernet NIC',
         sysfw='NVIDIA NeMo Framework Release 24.04', extra='', confidence=None),
    dict(v='5.1', sub='Cisco', folder='2xC885A_M8-8xH200-SXM-141GB', hw='h200', nodes=2, gpn=8, tp=2, cp=1, mbs=1,
         minibs=1, sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, True), dpa=False, act=True, tpo=False,
         cg='none', teops=None, printed=True,
         cfg='Cisco/benchmarks/llama2_70b_lora/implementations/pytorch/configs/config_C885A_2x8x1xtp1pp1cp1.sh',
         how="the logs' DLPAL line names C885A_2x8x1xtp1pp1cp1; the log prints NeMo's resolved config, which the row follows",
         dlname='C885A_2x8x1xtp1pp1cp1',
         container='/raid/llama70b/nvcr.io+nvdlfwea+mlperftv50+lora+20250331.pytorch.sqsh',
         docker='Cisco/benchmarks/llama2_70b_lora/implementations/pytorch/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='Cisco UCS C885A-8xH200-SXM-141G', accel='NVIDIA H200-SXM5-141GB, 144384 MiB',
         ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='Compute: 8x MT43244 BlueField-3 200Gb/s, Management: 2x100Gb/s Ethernet NIC',
         sysfw='NVIDIA NeMo Framework Release 24.04',
         extra="the config's name says tp1 but the file sets TP=2, as the printed config does (tensor_model_parallel_size 2)",
         confidence=None),
    dict(v='5.1', sub='Cisco', folder='hpf_n8', hw='h100', nodes=8, gpn=8, tp=4, cp=2, mbs=1, minibs=1, sp=True,
         gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=False, act=False, tpo=True, cg='layer', teops=None,
         printed=False,
         cfg='Cisco/benchmarks/llama2_70b_lora/implementations/nemo/configs/config_DGXH100_8x8x1xtp4pp1cp2.sh',
         how="inferred: the logs name no config; the nemo implementation's one 8-node config, which gives the logged global batch 8 and accumulation 1",
         dlname=None, container=None, docker='Cisco/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='hpf_n8', accel='NVIDIA H100-SXM5-80GB, 80 GB', ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='Storage: 2x BF3 ConnectX-7 400Gb/s, Compute: 8x BF3 ConnectX-7 400Gb/s, Management: 100Gb/s Ethernet NIC',
         sysfw='PyTorch NVIDIA Release 23.09', extra='', confidence=None),
    dict(v='5.1', sub='Cisco', folder='hpf_n16', hw='h100', nodes=16, gpn=8, tp=4, cp=2, mbs=1, minibs=1, sp=True,
         gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=False, act=False, tpo=True, cg='layer', teops=None,
         printed=False,
         cfg='Cisco/benchmarks/llama2_70b_lora/implementations/nemo/configs/config_DGXH100_16x8x1xtp4pp1cp2.sh',
         how="inferred: the logs name no config; the nemo implementation's one 16-node config, which gives the logged global batch 16 and accumulation 1",
         dlname=None, container=None, docker='Cisco/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='hpf_n16', accel='NVIDIA H100-SXM5-80GB, 80 GB', ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='Storage: 2x BF3 ConnectX-7 400Gb/s, Compute: 8x BF3 ConnectX-7 400Gb/s, Management: 100Gb/s Ethernet NIC',
         sysfw='PyTorch NVIDIA Release 23.09', extra='', confidence=None),
    dict(v='5.1', sub='Dell', folder='1xXE9680Lx8B200-SXM-180GB', hw='b200', nodes=1, gpn=8, tp=1, cp=2, mbs=1,
         minibs=2, sp=False, gen='n2-2509', fp4=True, fp8=None, dpa=True, act=False, tpo=None, cg='full', teops=True,
         printed=False,
         cfg='Dell/benchmarks/llama2_70b_lora/implementations/nemo/config_1xXE9680Lx8B200-SXM-180GB.sh',
         how='inferred: the logs name no config; the config named after the system, which gives the logged global batch 8 and accumulation 2',
         dlname=None, container=None, docker='Dell/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.09-py3', 'NEMO_REVISION': '25.09-alpha.rc2', 'MCORE_REVISION': '25.09-alpha.rc1', 'TE_REVISION': 'release_v2.8'},
         sysname='1xXE9680Lx8B200-SXM-180GB', accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB',
         ic='NVLINK Gen5', host='', sysfw='NVIDIA NGC Pytorch 25.04 HugeCTR Nemo 25.09, DGL 25.03', extra='',
         confidence=None),
    dict(v='5.1', sub='Dell', folder='1xXE9680Lx8H200-SXM-141GB', hw='h200', nodes=1, gpn=8, tp=2, cp=1, mbs=1,
         minibs=2, sp=True, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=False, cg='none',
         teops=True, printed=True,
         cfg='Dell/benchmarks/llama2_70b_lora/implementations/nemo/config_XE9680Lx8H200-SXM-141G_1x8x1xtp1pp1cp1.sh',
         how="the logs' DLPAL line names XE9680Lx8H200-SXM-141G_1x8x1xtp1pp1cp1; the log prints NeMo's resolved config, which the row follows",
         dlname='XE9680Lx8H200-SXM-141G_1x8x1xtp1pp1cp1', container='dockerd://mlperf-dell:lora',
         docker='Dell/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.09-py3', 'NEMO_REVISION': '25.09-alpha.rc2', 'MCORE_REVISION': '25.09-alpha.rc1', 'TE_REVISION': 'release_v2.8'},
         sysname='1xXE9680Lx8H200-SXM-141GB', accel='NVIDIA H200-SXM5-141GB, 143771 MiB', ic='NVLINK Gen5', host='',
         sysfw='NVIDIA NGC Pytorch 25.04 HugeCTR Nemo 25.09, DGL 25.03',
         extra="the logs' DLPAL line names XE9680Lx8H200-SXM-141G_1x8x1xtp1pp1cp1, but the printed config has tensor_model_parallel_size 2 (with MINIBS 2: DP 4, the logged global batch 8 and accumulation 2; TP 1 would give global batch 16); the row takes the printed config",
         confidence=None),
    dict(v='5.1', sub='Dell', folder='1xXE9685Lx8B200-SXM-180GB', hw='b200', nodes=1, gpn=8, tp=1, cp=1, mbs=1,
         minibs=1, sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None, cg='none',
         teops=True, printed=True,
         cfg='Dell/benchmarks/llama2_70b_lora/implementations/nemo/config_XE9685Lx8B200-SXM-180GB_1x8x1xtp1pp1cp1.sh',
         how="the logs' DLPAL line names XE9685Lx8B200-SXM-180GB_1x8x1xtp1pp1cp1; the log prints NeMo's resolved config, which the row follows",
         dlname='XE9685Lx8B200-SXM-180GB_1x8x1xtp1pp1cp1', container='dockerd://mlperf-dell:llama2',
         docker='Dell/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.09-py3', 'NEMO_REVISION': '25.09-alpha.rc2', 'MCORE_REVISION': '25.09-alpha.rc1', 'TE_REVISION': 'release_v2.8'},
         sysname='1xXE9685Lx8B200-SXM-180GB', accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB', ic='',
         host='', sysfw='NVIDIA NGC Pytorch 25.04 HugeCTR Nemo 25.09, DGL 25.03', extra='', confidence=None),
    dict(v='5.1', sub='Dell', folder='1xXE9780x8B200-SXM-180GB', hw='b200', nodes=1, gpn=8, tp=1, cp=1, mbs=1,
         minibs=1, sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None, cg='none',
         teops=True, printed=True,
         cfg='Dell/benchmarks/llama2_70b_lora/implementations/nemo/config_XE9780x8B200-SXM-180GB_1x8x1xtp1pp1cp1.sh',
         how="the logs' DLPAL line names XE9780x8B200-SXM-180GB_1x8x1xtp1pp1cp1; the log prints NeMo's resolved config, which the row follows",
         dlname='XE9780x8B200-SXM-180GB_1x8x1xtp1pp1cp1', container='dockerd://mlperf-dell:lora',
         docker='Dell/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.09-py3', 'NEMO_REVISION': '25.09-alpha.rc2', 'MCORE_REVISION': '25.09-alpha.rc1', 'TE_REVISION': 'release_v2.8'},
         sysname='1xXE9780x8B200-SXM-180GB', accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB',
         ic='NVLINK Gen5', host='', sysfw='DGL NVIDIA Release 25.03', extra='', confidence=None),
    dict(v='5.1', sub='Dell', folder='1xXE9780x8B300-SXM-270GB', hw='b300', nodes=1, gpn=8, tp=1, cp=1, mbs=1,
         minibs=1, sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None, cg='none',
         teops=True, printed=True,
         cfg='Dell/benchmarks/llama2_70b_lora/implementations/nemo/config_XE9780x8B300-SXM-270GB_1x8x1xtp1pp1cp1.sh',
         how="the logs' DLPAL line names XE9780x8B300-SXM-280GB_1x8x1xtp1pp1cp1; the log prints NeMo's resolved config, which the row follows",
         dlname='XE9780x8B300-SXM-280GB_1x8x1xtp1pp1cp1', container='dockerd://mlperf-dell:llama2_70b',
         docker='Dell/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.09-py3', 'NEMO_REVISION': '25.09-alpha.rc2', 'MCORE_REVISION': '25.09-alpha.rc1', 'TE_REVISION': 'release_v2.8'},
         sysname='1xXE9780x8B300-SXM-270GB', accel='NVIDIA Blackwell Ultra GPU (B300-SXM-270GB), 275040 MiB', ic='',
         host='', sysfw='NVIDIA NGC Pytorch 25.04 HugeCTR Nemo 25.09, DGL 25.03', extra='', confidence=None),
    dict(v='5.1', sub='Dell', folder='2xXE9680Lx8B200-SXM-180GB', hw='b200', nodes=2, gpn=8, tp=1, cp=1, mbs=1,
         minibs=1, sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None, cg='none',
         teops=True, printed=True,
         cfg='Dell/benchmarks/llama2_70b_lora/implementations/nemo/config_2xXE9680Lx8B200-SXM-180GB_2x8x1xtp1pp1cp1.sh',
         how="the logs' DLPAL line names 2xXE9680Lx8B200-SXM-280GB_2x8x1xtp1pp1cp1; the log prints NeMo's resolved config, which the row follows",
         dlname='2xXE9680Lx8B200-SXM-280GB_2x8x1xtp1pp1cp1', container='dockerd://mlperf-dell:llama2_70b',
         docker='Dell/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.09-py3', 'NEMO_REVISION': '25.09-alpha.rc2', 'MCORE_REVISION': '25.09-alpha.rc1', 'TE_REVISION': 'release_v2.8'},
         sysname='2xXE9680Lx8B200-SXM-180GB', accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB',
         ic='NVLINK Gen5', host='', sysfw='NVIDIA NGC Pytorch 25.04 HugeCTR Nemo 25.09, DGL 25.03', extra='',
         confidence=None),
    dict(v='5.1', sub='GigaComputing', folder='G894-AD1_pytorch', hw='b200', nodes=1, gpn=8, tp=1, cp=1, mbs=1,
         minibs=1, sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None,
         cg='none', teops=True, printed=False,
         cfg='GigaComputing/benchmarks/llama2_70b_lora/implementations/B200/pytorch/config_G894-AD1_1x8x1xtp1pp1cp1.sh',
         how='B200/G894-AD1_pytorch/run_and_time.sh sources it', dlname=None, container=None,
         docker='GigaComputing/benchmarks/llama2_70b_lora/implementations/B200/pytorch/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.09-py3', 'NEMO_REVISION': '25.09-alpha', 'MCORE_REVISION': '25.09-alpha', 'TE_REVISION': '3f5b47549567d13db76470073c8f0467c23d4fca', 'NCCL_REVISION': 'v2.28.3-1'},
         sysname='G894-AD1', accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB', ic='', host='',
         sysfw='PyTorch', extra='', confidence=None),
    dict(v='5.1', sub='Krai', folder='Cray-XD670-H200-SXM5-141GB_n2_v5.0', hw='h200', nodes=2, gpn=8, tp=2, cp=1,
         mbs=1, minibs=1, sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, True), dpa=True, act=False, tpo=True,
         cg='none', teops=None, printed=True,
         cfg='Krai/benchmarks/llama2_70b_lora/implementations/Cray-XD670-H200-SXM5-141GB_nX_v5.0/config_XD670_H200_2x8x1xtp2pp1cp1.sh',
         how="the logs' DLPAL line names XD670_H200_2x8x1xtp2pp1cp1; the log prints NeMo's resolved config, which the row follows",
         dlname='XD670_H200_2x8x1xtp2pp1cp1',
         container='/home/users/e63600/training_data/llama2_70b_lora/mlperf-nvidia+llama2_70b_lora-pyt.sqsh',
         docker='Krai/benchmarks/llama2_70b_lora/implementations/Cray-XD670-H200-SXM5-141GB_nX_v5.0/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='HPE Cray XD670 n2 (16x H200-SXM-141GB)', accel='NVIDIA H200-SXM5-141GB, 141 GB',
         ic='8x 4th Gen NVLink, 900GB/s', host='Infiniband, Ethernet',
         sysfw='PyTorch, NeMo, HugeCTR, DGL NVIDIA Release 24.09', extra='', confidence=None),
    dict(v='5.1', sub='Krai', folder='Cray-XD670-H200-SXM5-141GB_n4_v5.0', hw='h200', nodes=4, gpn=8, tp=4, cp=1,
         mbs=1, minibs=1, sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, True), dpa=True, act=False, tpo=True,
         cg='none', teops=None, printed=True,
         cfg='Krai/benchmarks/llama2_70b_lora/implementations/Cray-XD670-H200-SXM5-141GB_nX_v5.0/config_XD670_H200_4x8x1xtp4pp1cp1.sh',
         how="the logs' DLPAL line names XD670_H200_4x8x1xtp4pp1cp1; the log prints NeMo's resolved config, which the row follows",
         dlname='XD670_H200_4x8x1xtp4pp1cp1',
         container='/home/users/e63600/training_data/llama2_70b_lora/mlperf-nvidia+llama2_70b_lora-pyt.sqsh',
         docker='Krai/benchmarks/llama2_70b_lora/implementations/Cray-XD670-H200-SXM5-141GB_nX_v5.0/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='HPE Cray XD670 n4 (32x H200-SXM-141GB)', accel='NVIDIA H200-SXM5-141GB, 141 GB',
         ic='8x 4th Gen NVLink, 900GB/s', host='Infiniband, Ethernet',
         sysfw='PyTorch, NeMo, HugeCTR, DGL NVIDIA Release 24.09', extra='', confidence=None),
    dict(v='5.1', sub='Krai', folder='Cray-XD670-H200-SXM5-141GB_n8_v5.0', hw='h200', nodes=8, gpn=8, tp=4, cp=1,
         mbs=1, minibs=1, sp=True, gen='n1-2409', fp4=False, fp8=('max', 32, True), dpa=True, act=False, tpo=True,
         cg='none', teops=None, printed=True,
         cfg='Krai/benchmarks/llama2_70b_lora/implementations/Cray-XD670-H200-SXM5-141GB_nX_v5.0/config_XD670_H200_8x8x1xtp4pp1cp1.sh',
         how="the logs' DLPAL line names XD670_H200_8x8x1xtp4pp1cp1; the log prints NeMo's resolved config, which the row follows",
         dlname='XD670_H200_8x8x1xtp4pp1cp1',
         container='/home/users/e63600/training_data/llama2_70b_lora/mlperf-nvidia+llama2_70b_lora-pyt.sqsh',
         docker='Krai/benchmarks/llama2_70b_lora/implementations/Cray-XD670-H200-SXM5-141GB_nX_v5.0/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='HPE Cray XD670 n8 (64x H200-SXM-141GB)', accel='NVIDIA H200-SXM5-141GB, 141 GB',
         ic='8x 4th Gen NVLink, 900GB/s', host='Infiniband, Ethernet',
         sysfw='PyTorch, NeMo, HugeCTR, DGL NVIDIA Release 24.09', extra='', confidence=None),
    dict(v='5.1', sub='Lambda', folder='gb300_n18_ngc25.04_nemo', hw='gb300', nodes=18, gpn=4, tp=1, cp=8, mbs=1,
         minibs=1, sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=False, tpo=None,
         cg='full', teops=True, printed=True,
         cfg='Lambda/benchmarks/llama2_70b_lora/implementations/gb300_1007/config_GB300_18x4x1xtp1pp1cp8.sh',
         how="the logs' DLPAL line names dj_config; the log prints NeMo's resolved config, which the row follows",
         dlname='dj_config', container='nvcr.io/nvdlfwea/mlperftv51/llama2_70b_lora-arm:20250930',
         docker='Lambda/benchmarks/llama2_70b_lora/implementations/gb300_1007/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.09-py3', 'NEMO_REVISION': '25.09-alpha', 'MCORE_REVISION': '25.09-alpha', 'TE_REVISION': '3f5b47549567d13db76470073c8f0467c23d4fca', 'NCCL_REVISION': 'v2.28.3-1'},
         sysname='Lambda_GB300_n18', accel='NVIDIA Blackwell Ultra GPU (GB300), 280 GB',
         ic='NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', host='4x ConnectX-8 IB XDR 800 Gb/s',
         sysfw='PyTorch NVIDIA Release 25.09',
         extra="the logs' DLPAL line names 'dj_config', which the repository does not hold; Lambda's gb300_1007/config_GB300_18x4x1xtp1pp1cp8.sh sets what the printed config shows",
         confidence=None),
    dict(v='5.1', sub='Lenovo', folder='SR680aV3-8xB200_SXM_180GB', hw='b200', nodes=1, gpn=8, tp=1, cp=1, mbs=1,
         minibs=1, sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None,
         cg='none', teops=True, printed=False,
         cfg='Lenovo/benchmarks/llama2_70b_lora/config_SR780aV3_SR680aV3_SR680aV4.sh',
         how="inferred: the logs name no config; the implementation's one config, named for this system and its two siblings",
         dlname=None, container=None, docker='Lenovo/benchmarks/llama2_70b_lora/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.09-py3', 'NEMO_REVISION': '25.09-alpha.rc2', 'MCORE_REVISION': '25.09-alpha.rc1', 'TE_REVISION': 'release_v2.8'},
         sysname='ThinkSystem SR680a V3 with 8x B200-SXM-180GB',
         accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 180 GB',
         ic='18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth', host='', sysfw='PyTorch NVIDIA Release 23.09',
         extra='', confidence=None),
    dict(v='5.1', sub='Lenovo', folder='SR680aV4-8xB300_SXM', hw='b300', nodes=1, gpn=8, tp=1, cp=1, mbs=1, minibs=1,
         sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None, cg='none',
         teops=True, printed=False, cfg='Lenovo/benchmarks/llama2_70b_lora/config_SR780aV3_SR680aV3_SR680aV4.sh',
         how="inferred: the logs name no config; the implementation's one config, named for this system and its two siblings",
         dlname=None, container=None, docker='Lenovo/benchmarks/llama2_70b_lora/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.09-py3', 'NEMO_REVISION': '25.09-alpha.rc2', 'MCORE_REVISION': '25.09-alpha.rc1', 'TE_REVISION': 'release_v2.8'},
         sysname='ThinkSystem SR680a V4 with 8x B300-SXM',
         accel='NVIDIA Blackwell Ultra GPU (B300-SXM-270GB), 275 GB',
         ic='18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth', host='', sysfw='PyTorch NVIDIA Release 23.09',
         extra='', confidence=None),
    dict(v='5.1', sub='Lenovo', folder='SR780aV3-8xB200_SXM_180GB', hw='b200', nodes=1, gpn=8, tp=1, cp=1, mbs=1,
         minibs=1, sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None,
         cg='none', teops=True, printed=False,
         cfg='Lenovo/benchmarks/llama2_70b_lora/config_SR780aV3_SR680aV3_SR680aV4.sh',
         how="inferred: the logs name no config; the implementation's one config, named for this system and its two siblings",
         dlname=None, container=None, docker='Lenovo/benchmarks/llama2_70b_lora/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.09-py3', 'NEMO_REVISION': '25.09-alpha.rc2', 'MCORE_REVISION': '25.09-alpha.rc1', 'TE_REVISION': 'release_v2.8'},
         sysname='ThinkSystem SR780a V3 with 8x B200-SXM-180GB',
         accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 180 GB',
         ic='18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth', host='', sysfw='PyTorch NVIDIA Release 23.09',
         extra='', confidence=None),
    dict(v='5.1', sub='NVIDIA', folder='theia_ngpu512_ngc25.09_nemo', hw='gb300', nodes=128, gpn=4, tp=1, cp=8,
         mbs=1, minibs=1, sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=False, tpo=None,
         cg='full', teops=True, printed=False,
         cfg='NVIDIA/benchmarks/llama2_70b_lora/implementations/nemo/config_GB300_128x4x1xtp1pp1cp8.sh',
         how='README-theia_ngpu512_ngc25.09_nemo.md names it', dlname=None, container=None,
         docker='NVIDIA/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.09-py3', 'NEMO_REVISION': '25.09-alpha.rc2', 'MCORE_REVISION': '25.09-alpha.rc1', 'TE_REVISION': 'release_v2.8', 'NCCL_REVISION': 'v2.28.3-1'},
         sysname='Theia (8x NVIDIA GB300 NVL72)', accel='NVIDIA Blackwell Ultra GPU (GB300), 284208 MiB',
         ic='NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', host='4x ConnectX-8 IB XDR 800 Gb/s',
         sysfw='NVIDIA NeMo Framework Release 25.09', extra='', confidence=None),
    dict(v='5.1', sub='NVIDIA', folder='theia_ngpu72_ngc25.09_nemo', hw='gb300', nodes=18, gpn=4, tp=1, cp=8, mbs=1,
         minibs=1, sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=False, tpo=None,
         cg='full', teops=True, printed=False,
         cfg='NVIDIA/benchmarks/llama2_70b_lora/implementations/nemo/config_GB300_18x4x1xtp1pp1cp8.sh',
         how='README-theia_ngpu72_ngc25.09_nemo.md names it', dlname=None, container=None,
         docker='NVIDIA/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.09-py3', 'NEMO_REVISION': '25.09-alpha.rc2', 'MCORE_REVISION': '25.09-alpha.rc1', 'TE_REVISION': 'release_v2.8', 'NCCL_REVISION': 'v2.28.3-1'},
         sysname='Theia (1x NVIDIA GB300 NVL72)', accel='NVIDIA Blackwell Ultra GPU (GB300), 284208 MiB',
         ic='NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', host='4x ConnectX-8 IB XDR 800 Gb/s',
         sysfw='NVIDIA NeMo Framework Release 25.09', extra='', confidence=None),
    dict(v='5.1', sub='NVIDIA', folder='theia_ngpu8_ngc25.09_nemo', hw='gb300', nodes=2, gpn=4, tp=1, cp=1, mbs=1,
         minibs=1, sp=False, gen='n2-2509', fp4=True, fp8=None, dpa=True, act=False, tpo=None, cg='full', teops=True,
         printed=False,
         cfg='NVIDIA/benchmarks/llama2_70b_lora/implementations/nemo/config_GB300_2x4x1xtp1pp1cp1_fp4.sh',
         how='README-theia_ngpu8_ngc25.09_nemo.md names it', dlname=None, container=None,
         docker='NVIDIA/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.09-py3', 'NEMO_REVISION': '25.09-alpha.rc2', 'MCORE_REVISION': '25.09-alpha.rc1', 'TE_REVISION': 'release_v2.8', 'NCCL_REVISION': 'v2.28.3-1'},
         sysname='Theia (1x NVIDIA GB300 NVL72)', accel='NVIDIA Blackwell Ultra GPU (GB300), 284208 MiB',
         ic='NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', host='4x ConnectX-8 IB XDR 800 Gb/s',
         sysfw='NVIDIA NeMo Framework Release 25.09', extra='', confidence=None),
    dict(v='5.1', sub='NVIDIA', folder='tyche_ngpu512_ngc25.09_nemo', hw='gb200', nodes=128, gpn=4, tp=1, cp=8,
         mbs=1, minibs=1, sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=False, tpo=None,
         cg='full', teops=True, printed=False,
         cfg='NVIDIA/benchmarks/llama2_70b_lora/implementations/nemo/config_GB200_128x4x1xtp1pp1cp8.sh',
         how='README-tyche_ngpu512_ngc25.09_nemo.md names it', dlname=None, container=None,
         docker='NVIDIA/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.09-py3', 'NEMO_REVISION': '25.09-alpha.rc2', 'MCORE_REVISION': '25.09-alpha.rc1', 'TE_REVISION': 'release_v2.8', 'NCCL_REVISION': 'v2.28.3-1'},
         sysname='Tyche (8x NVIDIA GB200 NVL72)', accel='NVIDIA Blackwell GPU (GB200), 189471 MiB',
         ic='NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', host='4x ConnectX-7 IB NDR 400 Gb/s',
         sysfw='NVIDIA NeMo Framework Release 25.09', extra='', confidence=None),
    dict(v='5.1', sub='NVIDIA', folder='tyche_ngpu72_ngc25.09_nemo', hw='gb200', nodes=18, gpn=4, tp=1, cp=8, mbs=1,
         minibs=1, sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=False, tpo=None,
         cg='full', teops=True, printed=False,
         cfg='NVIDIA/benchmarks/llama2_70b_lora/implementations/nemo/config_GB200_18x4x1xtp1pp1cp8.sh',
         how='README-tyche_ngpu72_ngc25.09_nemo.md names it', dlname=None, container=None,
         docker='NVIDIA/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.09-py3', 'NEMO_REVISION': '25.09-alpha.rc2', 'MCORE_REVISION': '25.09-alpha.rc1', 'TE_REVISION': 'release_v2.8', 'NCCL_REVISION': 'v2.28.3-1'},
         sysname='Tyche (1x NVIDIA GB200 NVL72)', accel='NVIDIA Blackwell GPU (GB200), 189471 MiB',
         ic='NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', host='4x ConnectX-7 IB NDR 400 Gb/s',
         sysfw='NVIDIA NeMo Framework Release 25.09', extra='', confidence=None),
    dict(v='5.1', sub='NVIDIA', folder='tyche_ngpu8_ngc25.09_nemo', hw='gb200', nodes=2, gpn=4, tp=1, cp=2, mbs=1,
         minibs=2, sp=False, gen='n2-2509', fp4=True, fp8=None, dpa=True, act=False, tpo=None, cg='full', teops=True,
         printed=False,
         cfg='NVIDIA/benchmarks/llama2_70b_lora/implementations/nemo/config_GB200_2x4x2xtp1pp1cp2_fp4.sh',
         how='README-tyche_ngpu8_ngc25.09_nemo.md names it', dlname=None, container=None,
         docker='NVIDIA/benchmarks/llama2_70b_lora/implementations/nemo/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.09-py3', 'NEMO_REVISION': '25.09-alpha.rc2', 'MCORE_REVISION': '25.09-alpha.rc1', 'TE_REVISION': 'release_v2.8', 'NCCL_REVISION': 'v2.28.3-1'},
         sysname='Tyche (1x NVIDIA GB200 NVL72)', accel='NVIDIA Blackwell GPU (GB200), 189471 MiB',
         ic='NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', host='4x ConnectX-7 IB NDR 400 Gb/s',
         sysfw='NVIDIA NeMo Framework Release 25.09', extra='', confidence=None),
    dict(v='5.1', sub='Nebius', folder='nebius_b200_n1', hw='b200', nodes=1, gpn=8, tp=1, cp=1, mbs=1, minibs=1,
         sp=False, gen='n2-2509', fp4=True, fp8=None, dpa=True, act=True, tpo=None, cg='none', teops=True,
         printed=True,
         cfg='Nebius/benchmarks/llama2_70b_lora/configs/nebius_b200_n1/config_DGXB200_1x8x1xtp1pp1cp1_fp4.sh',
         how="the logs' DLPAL line names DGXB200_1x8x1xtp1pp1cp1_fp4; the log prints NeMo's resolved config, which the row follows",
         dlname='DGXB200_1x8x1xtp1pp1cp1_fp4', container='/mnt/data/images/20251008/llama2_70b_lora_20251008.sqsh',
         docker='Nebius/benchmarks/llama2_70b_lora/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.09-py3', 'NEMO_REVISION': '25.09-alpha.rc1', 'MCORE_REVISION': '25.09-alpha.rc1', 'TE_REVISION': 'release_v2.8', 'NCCL_REVISION': 'v2.28.3-1'},
         sysname='Nebius B200 n1 (8x B200-SXM-180GB)', accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB',
         ic='18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth',
         host='8x ConnectX-7 IB NDR 400Gb/s + 200Gb/s Ethernet NIC', sysfw='NVIDIA NeMo Framework Release 25.09',
         extra='', confidence=None),
    dict(v='5.1', sub='Nebius', folder='nebius_b200_n2', hw='b200', nodes=2, gpn=8, tp=1, cp=2, mbs=1, minibs=1,
         sp=False, gen='n2-2509', fp4=True, fp8=None, dpa=True, act=True, tpo=None, cg='full', teops=True,
         printed=True,
         cfg='Nebius/benchmarks/llama2_70b_lora/configs/nebius_b200_n2/config_DGXB200_2x8x1xtp1pp1cp2_fp4.sh',
         how="the logs' DLPAL line names DGXB200_2x8x1xtp1pp1cp2_fp4; the log prints NeMo's resolved config, which the row follows",
         dlname='DGXB200_2x8x1xtp1pp1cp2_fp4', container='/mnt/data/images/20251008/llama2_70b_lora_20251008.sqsh',
         docker='Nebius/benchmarks/llama2_70b_lora/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.09-py3', 'NEMO_REVISION': '25.09-alpha.rc1', 'MCORE_REVISION': '25.09-alpha.rc1', 'TE_REVISION': 'release_v2.8', 'NCCL_REVISION': 'v2.28.3-1'},
         sysname='Nebius B200 n2 (16x B200-SXM-180GB)', accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB',
         ic='18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth',
         host='8x ConnectX-7 IB NDR 400Gb/s + 200Gb/s Ethernet NIC', sysfw='NVIDIA NeMo Framework Release 25.09',
         extra='', confidence=None),
    dict(v='5.1', sub='Nebius', folder='nebius_b200_n4', hw='b200', nodes=4, gpn=8, tp=1, cp=4, mbs=1, minibs=1,
         sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None, cg='full',
         teops=True, printed=True,
         cfg='Nebius/benchmarks/llama2_70b_lora/configs/nebius_b200_n4/config_DGXB200_4x8x1xtp1pp1cp4_fp4.sh',
         how="the logs' DLPAL line names DGXB200_4x8x1xtp1pp1cp1; the log prints NeMo's resolved config, which the row follows",
         dlname='DGXB200_4x8x1xtp1pp1cp1', container='/mnt/data/llama2_70b_lora+20250922.sqsh',
         docker='Nebius/benchmarks/llama2_70b_lora/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.09-py3', 'NEMO_REVISION': '25.09-alpha.rc1', 'MCORE_REVISION': '25.09-alpha.rc1', 'TE_REVISION': 'release_v2.8', 'NCCL_REVISION': 'v2.28.3-1'},
         sysname='Nebius B200 n4 (32x B200-SXM-180GB)', accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB',
         ic='18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth',
         host='8x ConnectX-7 IB NDR 400Gb/s + 200Gb/s Ethernet NIC', sysfw='NVIDIA NeMo Framework Release 25.09',
         extra="Nebius's configs/nebius_b200_n4/ holds config_DGXB200_4x8x1xtp1pp1cp4_fp4.sh (NVFP4), and the DLPAL line names DGXB200_4x8x1xtp1pp1cp1, but the printed config has fp8 true, fp4 None and context_parallel_size 4, and the block times show no switch at step 350 (every later block 0.406 s a step): an fp8 run, as the row states",
         confidence=None),
    dict(v='5.1', sub='Nebius', folder='nebius_b300_n1', hw='b300', nodes=1, gpn=8, tp=1, cp=1, mbs=1, minibs=1,
         sp=False, gen='n2-2509', fp4=True, fp8=None, dpa=True, act=False, tpo=None, cg='none', teops=True,
         printed=True,
         cfg='Nebius/benchmarks/llama2_70b_lora/configs/nebius_b300_n1/config_DGXB200_1x8x1xtp1pp1cp1.sh',
         how="the logs' DLPAL line names DGXB200_1x8x1xtp1pp1cp1; the log prints NeMo's resolved config, which the row follows",
         dlname='DGXB200_1x8x1xtp1pp1cp1',
         container='/mnt/nfs_server/ml_commons/images/llama2_70b_lora_20251007.sqsh',
         docker='Nebius/benchmarks/llama2_70b_lora/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.09-py3', 'NEMO_REVISION': '25.09-alpha.rc1', 'MCORE_REVISION': '25.09-alpha.rc1', 'TE_REVISION': 'release_v2.8', 'NCCL_REVISION': 'v2.28.3-1'},
         sysname='Nebius B300 n1 (8x B300-SXM-270GB)',
         accel='NVIDIA Blackwell Ultra GPU (B300-SXM-270GB), 275040 MiB',
         ic='18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth',
         host='8x ConnectX-8 IB XDR 800Gb/s + 400Gb/s Ethernet NIC', sysfw='NVIDIA NeMo Framework Release 25.09',
         extra='the config is named for DGXB200 and runs here on B300 GPUs; the printed config (fp4 true, healing_iter 350, enable_cuda_graph false) agrees with it',
         confidence=None),
    dict(v='5.1', sub='Quanta_Cloud_Technology', folder='D74H-7U', hw='h200', nodes=1, gpn=8, tp=1, cp=2, mbs=1,
         minibs=2, sp=False, gen='n1-2409', fp4=False, fp8=('max', 32, False), dpa=False, act=True, tpo=None,
         cg='none', teops=None, printed=False,
         cfg='Quanta_Cloud_Technology/benchmark/llama2_70b_lora/implementations/pytorch_D74H-7U/configs/config_D74H-7U.sh',
         how='D74H-7U/README.md names config_D74H-7U.sh', dlname=None, container=None,
         docker='Quanta_Cloud_Technology/benchmark/llama2_70b_lora/implementations/pytorch_D74H-7U/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvdlfwea/pytorch:24.09-py3', 'NEMO_REVISION': '24.09-alpha.rc0', 'MEGATRON_REVISION': '24.09-alpha.rc0', 'TE_REVISION': 'SKIP'},
         sysname='D74H-7U', accel='NVIDIA H200-SXM5-141GB, 141GB', ic='NVLINK Gen4 900 GB/s + NVSWITCH Gen3',
         host='ConnectX-6 25Gb/s Ethernet', sysfw='NVIDIA PyTorch/NeMo/DGL', extra='', confidence=None),
    dict(v='5.1', sub='Supermicro', folder='ARS-121GL-NB3', hw='gb300', nodes=18, gpn=4, tp=1, cp=8, mbs=1, minibs=1,
         sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=False, tpo=None, cg='full',
         teops=True, printed=True,
         cfg='Supermicro/benchmarks/llama2_70b_lora/implementations/Blackwell_lora/config_ARS-121GL-NB3_18x4x1xtp1pp1cp8.sh',
         how="the logs' DLPAL line names GB300_18x4x1xtp1pp1cp8; the log prints NeMo's resolved config, which the row follows",
         dlname='GB300_18x4x1xtp1pp1cp8',
         container='/root/root+nvcr.io+nvdlfwea+mlperftv51+llama2_70b_lora-arm+20251006.sqsh',
         docker='Supermicro/benchmarks/llama2_70b_lora/implementations/Blackwell_lora/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.09-py3', 'NEMO_REVISION': '25.09-alpha.rc1', 'MCORE_REVISION': '25.09-alpha.rc1', 'TE_REVISION': 'release_v2.8'},
         sysname='SRS-GB300-NVL72-M1 (18x ARS-121GL-NB3)', accel='NVIDIA Blackwell Ultra GPU (GB300), 288GB',
         ic='5th-gen NVLink and NVLink SWitches', host='Ethernet, Infiniband',
         sysfw='NeMo Framework NVIDIA Release 25.09', extra='', confidence=None),
    dict(v='5.1', sub='Supermicro', folder='AS-4126GS-NBR-LCC', hw='b200', nodes=1, gpn=8, tp=1, cp=1, mbs=1,
         minibs=1, sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None, cg='none',
         teops=True, printed=True,
         cfg='Supermicro/benchmarks/llama2_70b_lora/implementations/AS-4126GS-NBR-LCC/config_AS-4126GS-NBR-LCC_1x8x1xtp1pp1cp1.sh',
         how="the logs' DLPAL line names AS-4126GS-NBR-LCC_1x8x1xtp1pp1cp1; the log prints NeMo's resolved config, which the row follows",
         dlname='AS-4126GS-NBR-LCC_1x8x1xtp1pp1cp1',
         container='nvcr.io/nvdlfwea/mlperftv51/llama2_70b_lora-amd:20251006', docker=None, dargs={},
         sysname='AS-4126GS-NBR-LCC', accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 180GB',
         ic='NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', host='Ethernet',
         sysfw='PyTorch NVIDIA Release 25.04; NeMo Framework NVIDIA Release 25.09', extra='', confidence=None),
    dict(v='5.1', sub='Supermicro', folder='AS-8126GS-NB3RT', hw='b300', nodes=1, gpn=8, tp=1, cp=1, mbs=1, minibs=1,
         sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None, cg='none',
         teops=True, printed=True,
         cfg='Supermicro/benchmarks/llama2_70b_lora/implementations/AS-8126GS-NB3RT/config_DGXB200_1x8x1xtp1pp1cp1.sh',
         how="the logs' DLPAL line names DGXB200_1x8x1xtp1pp1cp1; the log prints NeMo's resolved config, which the row follows",
         dlname='DGXB200_1x8x1xtp1pp1cp1', container='nvcr.io/nvdlfwea/mlperftv51/llama2_70b_lora-amd:20251006',
         docker=None, dargs={}, sysname='AS-8126GS-NB3RT',
         accel='NVIDIA Blackwell Ultra GPU (B300-SXM-270GB), 275040 MiB', ic='NVLINK Gen5 1800 GB/s + NVSWITCH Gen5',
         host='Ethernet', sysfw='PyTorch NVIDIA Release 25.04; NeMo Framework NVIDIA Release 25.09', extra='',
         confidence=None),
    dict(v='5.1', sub='Supermicro', folder='AS-A126GS-TNBR', hw='b200', nodes=1, gpn=8, tp=1, cp=1, mbs=1, minibs=1,
         sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None, cg='none',
         teops=True, printed=True,
         cfg='Supermicro/benchmarks/llama2_70b_lora/implementations/Blackwell_lora/config_AS-A126GS-TNBR_1x8x1xtp1pp1cp1.sh',
         how="the logs' DLPAL line names AS-A126GS-TNBR_1x8x1xtp1pp1cp1; the log prints NeMo's resolved config, which the row follows",
         dlname='AS-A126GS-TNBR_1x8x1xtp1pp1cp1', container='/mlptrn_51/enroot_images/lora_1007.sqsh',
         docker='Supermicro/benchmarks/llama2_70b_lora/implementations/Blackwell_lora/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.09-py3', 'NEMO_REVISION': '25.09-alpha.rc1', 'MCORE_REVISION': '25.09-alpha.rc1', 'TE_REVISION': 'release_v2.8'},
         sysname='AS-A126GS-TNBR', accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB',
         ic='18x 5th Gen NVLink, 14.4TB/s', host='Ethernet, Infiniband',
         sysfw='DGL, HugeCTR NVIDIA Release 25.03; PyTorch NVIDIA Release 25.04; NeMo NVIDIA Release 25.09',
         extra='', confidence=None),
    dict(v='5.1', sub='Supermicro', folder='SYS-422GS-NBRT-LCC', hw='b200', nodes=1, gpn=8, tp=1, cp=1, mbs=1,
         minibs=1, sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None, cg='none',
         teops=True, printed=True,
         cfg='Supermicro/benchmarks/llama2_70b_lora/implementations/SYS-422GS-NBRT-LCC/config_SYS-422GS-NBRT-LCC_1x8x1xtp1pp1cp1.sh',
         how="the logs' DLPAL line names SYS-422GS-NBRT-LCC_1x8x1xtp1pp1cp1; the log prints NeMo's resolved config, which the row follows",
         dlname='SYS-422GS-NBRT-LCC_1x8x1xtp1pp1cp1',
         container='nvcr.io/nvdlfwea/mlperftv51/llama2_70b_lora-amd:20251008', docker=None, dargs={},
         sysname='SYS-422GS-NBRT-LCC', accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 180GB',
         ic='NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', host='Ethernet',
         sysfw='PyTorch NVIDIA Release 25.04; NeMo Framework NVIDIA Release 25.09', extra='', confidence=None),
    dict(v='5.1', sub='Supermicro', folder='SYS-822GS-NB3RT', hw='b300', nodes=1, gpn=8, tp=1, cp=1, mbs=1, minibs=1,
         sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None, cg='none',
         teops=True, printed=True,
         cfg='Supermicro/benchmarks/llama2_70b_lora/implementations/Blackwell_lora/config_SYS-822GS-NB3RT_1x8x1xtp1pp1cp1.sh',
         how="the logs' DLPAL line names SYS-822GS-NB3RT_1x8x1xtp1pp1cp1; the log prints NeMo's resolved config, which the row follows",
         dlname='SYS-822GS-NB3RT_1x8x1xtp1pp1cp1', container='/mlptrn_51/enroot_images/lora_1007.sqsh',
         docker='Supermicro/benchmarks/llama2_70b_lora/implementations/Blackwell_lora/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.09-py3', 'NEMO_REVISION': '25.09-alpha.rc1', 'MCORE_REVISION': '25.09-alpha.rc1', 'TE_REVISION': 'release_v2.8'},
         sysname='SYS-822GS-NB3RT', accel='NVIDIA Blackwell Ultra GPU (B300-SXM-270GB), 275040 MiB',
         ic='18x 5th Gen NVLink, 14.4TB/s', host='Ethernet, Infiniband', sysfw='NeMo Framework NVIDIA Release 25.09',
         extra='', confidence=None),
    dict(v='5.1', sub='University-of-Florida', folder='hpg.dgxb200x8.n1', hw='b200', nodes=1, gpn=8, tp=1, cp=1,
         mbs=1, minibs=1, sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None,
         cg='none', teops=True, printed=False,
         cfg='University-of-Florida/benchmarks/llama2_70b_lora/implementations/hpg.dgxb200x8/config_DGXB200_1x8x1xtp1pp1cp1.sh',
         how='hpg.dgxb200x8/run_1n.sub sources it (with b200_nemo/config_common.sh)', dlname=None, container=None,
         docker=None, dargs={}, sysname='HiPerGator NVIDIA DGX B200 (8x B200-SXM-180GB)',
         accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB',
         ic='18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth',
         host='InfiniBand; Data bandwidth for GPU-PCIe: 504 GB/s; PCIe-NIC: 500 GB/s',
         sysfw='PyTorch NVIDIA Release 25.09', extra='', confidence=None),
    dict(v='5.1', sub='University-of-Florida', folder='hpg.dgxb200x8.n2', hw='b200', nodes=2, gpn=8, tp=1, cp=1,
         mbs=1, minibs=1, sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=True, tpo=None,
         cg='none', teops=True, printed=False,
         cfg='University-of-Florida/benchmarks/llama2_70b_lora/implementations/hpg.dgxb200x8/config_DGXB200_2x8x1xtp1pp1cp1.sh',
         how='hpg.dgxb200x8/run_2n.sub sources it (with b200_nemo/config_common.sh)', dlname=None, container=None,
         docker=None, dargs={}, sysname='HiPerGator NVIDIA DGX B200 (8x B200-SXM-180GB)',
         accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB',
         ic='18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth',
         host='InfiniBand; Data bandwidth for GPU-PCIe: 504 GB/s; PCIe-NIC: 500 GB/s',
         sysfw='PyTorch NVIDIA Release 25.09', extra='', confidence=None),
    dict(v='5.1', sub='University-of-Florida', folder='hpg.dgxb200x8.n4', hw='b200', nodes=4, gpn=8, tp=1, cp=4,
         mbs=1, minibs=1, sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=False, tpo=None,
         cg='full', teops=True, printed=False,
         cfg='University-of-Florida/benchmarks/llama2_70b_lora/implementations/hpg.dgxb200x8/config_DGXB200_4x8x1xtp1pp1cp4.sh',
         how='hpg.dgxb200x8/run_4n.sub sources it (with b200_nemo/config_common.sh)', dlname=None, container=None,
         docker=None, dargs={}, sysname='HiPerGator NVIDIA DGX B200 (8x B200-SXM-180GB)',
         accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB',
         ic='18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth',
         host='InfiniBand; Data bandwidth for GPU-PCIe: 504 GB/s; PCIe-NIC: 500 GB/s',
         sysfw='PyTorch NVIDIA Release 25.09', extra='', confidence=None),
    dict(v='5.1', sub='University-of-Florida', folder='hpg.dgxb200x8.n8', hw='b200', nodes=8, gpn=8, tp=1, cp=8,
         mbs=1, minibs=1, sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=False, tpo=None,
         cg='full', teops=True, printed=False,
         cfg='University-of-Florida/benchmarks/llama2_70b_lora/implementations/hpg.dgxb200x8/config_DGXB200_8x8x1xtp1pp1cp8.sh',
         how='hpg.dgxb200x8/run_8n.sub sources it (with b200_nemo/config_common.sh)', dlname=None, container=None,
         docker=None, dargs={}, sysname='HiPerGator NVIDIA DGX B200 (8x B200-SXM-180GB)',
         accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB',
         ic='18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth',
         host='InfiniBand; Data bandwidth for GPU-PCIe: 504 GB/s; PCIe-NIC: 500 GB/s',
         sysfw='PyTorch NVIDIA Release 25.09', extra='', confidence=None),
    dict(v='5.1', sub='University-of-Florida', folder='hpg.dgxb200x8.n16', hw='b200', nodes=16, gpn=8, tp=1, cp=8,
         mbs=1, minibs=1, sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=False, tpo=None,
         cg='full', teops=True, printed=False,
         cfg='University-of-Florida/benchmarks/llama2_70b_lora/implementations/hpg.dgxb200x8/config_DGXB200_16x8x1xtp1pp1cp8.sh',
         how='hpg.dgxb200x8/run_16n.sub sources it (with b200_nemo/config_common.sh)', dlname=None, container=None,
         docker=None, dargs={}, sysname='HiPerGator NVIDIA DGX B200 (8x B200-SXM-180GB)',
         accel='NVIDIA Blackwell GPU (B200-SXM-180GB), 183359 MiB',
         ic='18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth',
         host='InfiniBand; Data bandwidth for GPU-PCIe: 504 GB/s; PCIe-NIC: 500 GB/s',
         sysfw='PyTorch NVIDIA Release 25.09', extra='', confidence=None),
    dict(v='5.1', sub='Wiwynn', folder='1xKinabalux18x4GB200', hw='gb200', nodes=18, gpn=4, tp=1, cp=8, mbs=1,
         minibs=1, sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=False, tpo=None,
         cg='full', teops=True, printed=True,
         cfg='Wiwynn/benchmarks/llama2_70b_lora/implementations/pytorch/configs/config_1xKinabalux18x4GB200.sh',
         how="the logs' DLPAL line names GB200_18x4x1xtp1pp1cp8; the log prints NeMo's resolved config, which the row follows",
         dlname='GB200_18x4x1xtp1pp1cp8',
         container='/home/cmsupport/workspace/bob/dataset/training_results_v5.0/NVIDIA/benchmarks/llama2_70b_lora/implementations/tyche_ngpu72_ngc25.04_nemo_wiwynn_gamma-1006/nvcr.io+nvdlfwea+mlperftv51+llama2_70b_lora-arm+20251006.sqsh',
         docker='Wiwynn/benchmarks/llama2_70b_lora/implementations/pytorch/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.04-py3', 'NEMO_REVISION': '25.04-alpha.rc1', 'MCORE_REVISION': '25.04-alpha.rc1', 'TE_REVISION': 'SKIP'},
         sysname='Kinabalu (1x NVIDIA GB200 NVL72)', accel='NVIDIA Blackwell GPU (GB200), 189471 MiB',
         ic='NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', host='4x ConnectX-7 IB NDR 400Gb/s',
         sysfw='PyTorch NVIDIA Release 25.09',
         extra="Wiwynn's Dockerfile builds NeMo 25.04-alpha.rc1 on PyTorch 25.04 and its DLPAL path names a copy of NVIDIA's v5.0 tyche_ngpu72_ngc25.04_nemo folder, but the logs print NeMo 25.09's config keys (fp4, healing_iter, use_transformer_engine_op_fuser, cuda_graph_scope) and 25.09's per-step MLLOG metadata, and the system description names PyTorch 25.09: the row's framework is the 25.09 implementation (inferred)",
         confidence='high for the step time and layout (printed config); medium for the software (Dockerfile and logs disagree)'),
    dict(v='5.1', sub='Wiwynn', folder='8xKinabalux18x4GB200', hw='gb200', nodes=144, gpn=4, tp=1, cp=8, mbs=1,
         minibs=1, sp=False, gen='n2-2509', fp4=False, fp8=('max', 4, True), dpa=True, act=False, tpo=None,
         cg='full', teops=True, printed=True,
         cfg='Wiwynn/benchmarks/llama2_70b_lora/implementations/pytorch/configs/config_8xKinabalux18x4GB200.sh',
         how="the logs' DLPAL line names GB200_144x4x1xtp1pp1cp8_alpha+beta; the log prints NeMo's resolved config, which the row follows",
         dlname='GB200_144x4x1xtp1pp1cp8_alpha+beta',
         container='/home/cmsupport/workspace/bob/dataset/training_results_v5.0/NVIDIA/benchmarks/llama2_70b_lora/implementations/tyche_ngpu72_ngc25.04_nemo_wiwynn_gamma-1006/nvcr.io+nvdlfwea+mlperftv51+llama2_70b_lora-arm+20251006.sqsh',
         docker='Wiwynn/benchmarks/llama2_70b_lora/implementations/pytorch/Dockerfile',
         dargs={'FROM_IMAGE_NAME': 'nvcr.io/nvidia/pytorch:25.04-py3', 'NEMO_REVISION': '25.04-alpha.rc1', 'MCORE_REVISION': '25.04-alpha.rc1', 'TE_REVISION': 'SKIP'},
         sysname='Kinabalu (8x NVIDIA GB200 NVL72)', accel='NVIDIA Blackwell GPU (GB200), 189471 MiB',
         ic='NVLINK Gen5 1800 GB/s + NVSWITCH Gen5', host='4x ConnectX-7 IB NDR 400Gb/s',
         sysfw='PyTorch NVIDIA Release 25.09',
         extra="Wiwynn's Dockerfile builds NeMo 25.04-alpha.rc1 on PyTorch 25.04 and its DLPAL path names a copy of NVIDIA's v5.0 tyche_ngpu72_ngc25.04_nemo folder, but the logs print NeMo 25.09's config keys (fp4, healing_iter, use_transformer_engine_op_fuser, cuda_graph_scope) and 25.09's per-step MLLOG metadata, and the system description names PyTorch 25.09: the row's framework is the 25.09 implementation (inferred)",
         confidence='high for the step time and layout (printed config); medium for the software (Dockerfile and logs disagree)'),
]

# Per folder: the scored runs' medians (per_run), their files, the two dropped runs, runs without a
# successful run_stop, blocks a run and blocks used, first and later block steps, the mean step, mean
# block steps, evaluation and run_start..run_stop seconds, the train_loss-interval medians and counts.
TIMING = {
    ('4.0', 'ASUSTeK', 'ESC_N8A-E12'): {'gbs': 8, 'ga': 4, 'per_run': [4.08669, 4.04508, 4.05382, 4.05402, 4.07431, 4.08318, 4.05734, 4.09066], 'files': ['0', '1', '2', '4', '5', '6', '8', '9'], 'dropped': ['7', '3'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 5, 5], 'used': [4, 4, 4, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 4.0681, 'steps': 384, 'eval_s': 191.08, 'run_s': 1765.73, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.0', 'Dell', 'XE9680x8H100-SXM-80GB'): {'gbs': 8, 'ga': 4, 'per_run': [4.0572, 4.05905, 4.0832, 4.0728, 4.06593, 4.07339, 4.05063, 4.11435], 'files': ['0', '1', '2', '3', '4', '6', '8', '9'], 'dropped': ['5', '7'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 5, 5], 'used': [4, 4, 4, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 4.0721, 'steps': 384, 'eval_s': 189.78, 'run_s': 1769.59, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.0', 'Fujitsu', 'GX2560M7_H100_SXM_80GBx4'): {'gbs': 8, 'ga': 8, 'per_run': [8.14867, 8.1602, 8.15555, 8.15871, 8.15183, 8.14699, 8.14978, 8.16389], 'files': ['0', '1', '2', '3', '4', '5', '7', '8'], 'dropped': ['6', '9'], 'failed': [], 'blocks': [5, 5, 5, 4, 6, 5, 5, 5], 'used': [4, 4, 4, 3, 5, 4, 4, 4], 'first': [192], 'later': [48], 'step': 8.1545, 'steps': 384, 'eval_s': 397.08, 'run_s': 3559.21, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.0', 'GigaComputing', 'G593-SD1_pytorch'): {'gbs': 8, 'ga': 4, 'per_run': [3.8779, 3.86807, 3.87374, 3.88235, 3.85694, 3.84925, 3.87299, 3.85823], 'files': ['0', '2', '3', '5', '6', '7', '8', '9'], 'dropped': ['4', '1'], 'failed': [], 'blocks': [6, 5, 5, 6, 5, 6, 5, 5], 'used': [5, 4, 4, 5, 4, 5, 4, 4], 'first': [192], 'later': [48], 'step': 3.8674, 'steps': 402, 'eval_s': 207.1, 'run_s': 1778.46, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.0', 'HPE', 'HPE-Cray-XD670-Gen11-H100-SXM5-80GB_n1_pytorch_24.04'): {'gbs': 8, 'ga': 4, 'per_run': [3.84877, 3.84649, 3.84028, 3.86443, 3.84307, 3.85043, 3.84656, 3.8372], 'files': ['1', '10', '2', '3', '4', '5', '8', '9'], 'dropped': ['7', '6'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 5, 5], 'used': [4, 4, 4, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 3.8472, 'steps': 384, 'eval_s': 189.85, 'run_s': 1682.9, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.0', 'HPE', 'HPE-Cray-XD670-Gen11-H100-SXM5-80GB_n2_pytorch_24.04'): {'gbs': 8, 'ga': 4, 'per_run': [2.62304, 2.66375, 2.64068, 2.64781, 2.60613, 2.63221, 2.59892, 2.63171], 'files': ['10', '2', '3', '4', '5', '6', '7', '9'], 'dropped': ['1', '8'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 5, 5], 'used': [4, 4, 4, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 2.6305, 'steps': 384, 'eval_s': 131.21, 'run_s': 1145.51, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.0', 'NVIDIA', 'eos_ngc24.04_nemo'): {'gbs': 8, 'ga': 4, 'per_run': [3.71287, 3.74554, 3.70746, 3.69985, 3.71546, 3.70644, 3.71567, 3.71425], 'files': ['0', '1', '3', '4', '5', '6', '7', '9'], 'dropped': ['8', '2'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 6, 6], 'used': [4, 4, 4, 4, 4, 4, 5, 5], 'first': [192], 'later': [48], 'step': 3.7147, 'steps': 396, 'eval_s': 196.18, 'run_s': 1684.1, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.0', 'NVIDIA', 'eos_n8_ngc24.04_nemo'): {'gbs': 8, 'ga': 1, 'per_run': [0.63871, 0.63827, 0.63965, 0.63634, 0.63631, 0.6376, 0.63587, 0.64019], 'files': ['0', '1', '2', '3', '5', '6', '8', '9'], 'dropped': ['7', '4'], 'failed': [], 'blocks': [6, 5, 4, 5, 6, 6, 5, 5], 'used': [5, 4, 3, 4, 5, 5, 4, 4], 'first': [192], 'later': [48], 'step': 0.6379, 'steps': 396, 'eval_s': 44.68, 'run_s': 314.07, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.0', 'NVIDIA', 'eos_n128_ngc24.04_nemo'): {'gbs': 128, 'ga': 1, 'per_run': [0.66417, 0.693, 0.68233, 0.66233, 0.67, 0.67167, 0.69283, 0.69067], 'files': ['0', '1', '2', '3', '4', '5', '6', '9'], 'dropped': ['8', '7'], 'failed': [], 'blocks': [11, 10, 12, 11, 10, 10, 11, 11], 'used': [10, 9, 11, 10, 9, 9, 10, 10], 'first': [57], 'later': [3], 'step': 0.6784, 'steps': 86.2, 'eval_s': 12.73, 'run_s': 87.84, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.0', 'NVIDIA', 'h200_ngc24.04_nemo'): {'gbs': 8, 'ga': 2, 'per_run': [3.23127, 3.22877, 3.23808, 3.23853, 3.23705, 3.23624, 3.21913, 3.21869], 'files': ['0', '1', '2', '3', '4', '6', '7', '9'], 'dropped': ['8', '5'], 'failed': [], 'blocks': [5, 5, 6, 5, 5, 5, 6, 6], 'used': [4, 4, 5, 4, 4, 4, 5, 5], 'first': [192], 'later': [48], 'step': 3.231, 'steps': 402, 'eval_s': 163.08, 'run_s': 1481.35, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.0', 'Oracle', '1xBM.GPU.H100.8'): {'gbs': 8, 'ga': 4, 'per_run': [3.96527, 3.92157, 3.92193, 3.91916, 3.92092, 3.92214, 3.91948, 3.91965], 'files': ['1', '2', '3', '4', '5', '6', '8', '9'], 'dropped': ['10', '7'], 'failed': [], 'blocks': [5, 5, 5, 5, 6, 5, 5, 5], 'used': [4, 4, 4, 4, 5, 4, 4, 4], 'first': [192], 'later': [48], 'step': 3.9263, 'steps': 390, 'eval_s': 204.49, 'run_s': 1749.1, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.0', 'Quanta_Cloud_Technology', 'D74H-7U'): {'gbs': 8, 'ga': 4, 'per_run': [3.87204, 3.90707, 3.90698, 3.91585, 3.90125, 3.88305, 3.90369, 3.90417], 'files': ['1', '3', '4', '5', '6', '7', '8', '9'], 'dropped': ['0', '2'], 'failed': [], 'blocks': [6, 5, 5, 6, 5, 5, 5, 5], 'used': [5, 4, 4, 5, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 3.8993, 'steps': 396, 'eval_s': 201.35, 'run_s': 1758.13, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.0', 'Red_Hat', 'AS-8125GS-TNHR-RHEL9.4'): {'gbs': 8, 'ga': 4, 'per_run': [4.14677, 4.14461, 4.15307, 4.16381, 4.15392, 4.16298, 4.16281, 4.15497], 'files': ['0', '1', '2', '4', '5', '6', '7', '9'], 'dropped': ['8', '3'], 'failed': [], 'blocks': [6, 5, 5, 6, 5, 6, 5, 5], 'used': [5, 4, 4, 5, 4, 5, 4, 4], 'first': [192], 'later': [48], 'step': 4.1554, 'steps': 402, 'eval_s': 208.62, 'run_s': 1896.68, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.0', 'Supermicro', 'AS-8125GS-TNHR_8_H100-SXM-80GB'): {'gbs': 8, 'ga': 4, 'per_run': [4.13028, 4.11817, 4.11559, 4.11875, 4.12122, 4.11142, 4.12075, 4.11084], 'files': ['1', '2', '4', '5', '6', '7', '8', '9'], 'dropped': ['3', '0'], 'failed': [], 'blocks': [5, 6, 5, 6, 5, 6, 5, 5], 'used': [4, 5, 4, 5, 4, 5, 4, 4], 'first': [192], 'later': [48], 'step': 4.1184, 'steps': 402, 'eval_s': 207.94, 'run_s': 1881.73, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.0', 'Supermicro', 'SYS-421GE-TNHR2-LCC-1'): {'gbs': 8, 'ga': 4, 'per_run': [3.85899, 3.81969, 3.81499, 3.81637, 3.81624, 3.81675, 3.81535, 3.82766], 'files': ['1', '10', '2', '4', '5', '6', '7', '8'], 'dropped': ['3', '9'], 'failed': [], 'blocks': [5, 6, 5, 5, 5, 6, 6, 5], 'used': [4, 5, 4, 4, 4, 5, 5, 4], 'first': [192], 'later': [48], 'step': 3.8233, 'steps': 402, 'eval_s': 207.68, 'run_s': 1759.45, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.0', 'Supermicro', 'SYS-421GE-TNHR2-LCC-8'): {'gbs': 8, 'ga': 1, 'per_run': [0.66376, 0.63423, 0.62065, 0.62683, 0.62805, 0.62712, 0.62587, 0.62744], 'files': ['1', '2', '3', '4', '6', '7', '8', '9'], 'dropped': ['5', '10'], 'failed': [], 'blocks': [5, 5, 6, 5, 5, 5, 5, 5], 'used': [4, 4, 5, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 0.6317, 'steps': 390, 'eval_s': 38.18, 'run_s': 300.63, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.0', 'smc', '1xSMC-H100-SXM-80GB'): {'gbs': 8, 'ga': 4, 'per_run': [3.83458, 3.83308, 3.85589, 3.83369, 3.8359, 3.83332, 3.83705, 3.83217], 'files': ['4951-240509201759121728742_3', '4951-240509201759121728742_9', '5027-240510020224961918558_1', '5027-240510020224961918558_2', '5027-240510020224961918558_5', '5027-240510020224961918558_6', '5027-240510020224961918558_7', '5027-240510020224961918558_9'], 'dropped': ['5027-240510020224961918558_3', '4951-240509201759121728742_1'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 5, 5], 'used': [4, 4, 4, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 3.837, 'steps': 384, 'eval_s': 194.17, 'run_s': 1687.45, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.0', 'smc', '8xSMC-H100-SXM-80GB'): {'gbs': 8, 'ga': 1, 'per_run': [0.65759, 0.65575, 0.65381, 0.65805, 0.65301, 0.65704, 0.6569, 0.65687], 'files': ['4958-240509214046930092659_10', '4958-240509214046930092659_7', '4958-240509214046930092659_8', '5020-240510023058983381877_2', '5020-240510023058983381877_3', '5020-240510023058983381877_4', '5020-240510023058983381877_8', '5020-240510023058983381877_9'], 'dropped': ['4958-240509214046930092659_6', '5020-240510023058983381877_1'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 5, 5], 'used': [4, 4, 4, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 0.6561, 'steps': 384, 'eval_s': 41.45, 'run_s': 313.29, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.0', 'smc', '64xSMC-H100-SXM-80GB'): {'gbs': 64, 'ga': 1, 'per_run': [0.6865, 0.69183, 0.6895, 0.68933, 0.684, 0.6815, 0.687, 0.68583], 'files': ['5116-240510172752112363308_1', '5116-240510172752112363308_10', '5116-240510172752112363308_2', '5116-240510172752112363308_3', '5116-240510172752112363308_4', '5116-240510172752112363308_5', '5116-240510172752112363308_7', '5116-240510172752112363308_8'], 'dropped': ['5116-240510172752112363308_6', '5116-240510172752112363308_9'], 'failed': [], 'blocks': [10, 10, 10, 10, 10, 10, 10, 10], 'used': [9, 9, 9, 9, 9, 9, 9, 9], 'first': [66], 'later': [6], 'step': 0.6869, 'steps': 120, 'eval_s': 16.48, 'run_s': 126.18, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.0', 'smc-ac-power', '8xSMC-H100-SXM-80GB'): {'gbs': 8, 'ga': 1, 'per_run': [0.65031, 0.6539, 0.65058, 0.64778, 0.65172, 0.6508, 0.64836, 0.65079], 'files': ['5740-240517044141819407406_10', '5742-240517053836692164828_10', '5742-240517053836692164828_4', '5742-240517053836692164828_5', '5742-240517053836692164828_9', '5788-240517123914680514896_2', '5788-240517123914680514896_4', '5788-240517123914680514896_5'], 'dropped': ['5788-240517123914680514896_3', '5742-240517053836692164828_3'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 5, 5], 'used': [4, 4, 4, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 0.6505, 'steps': 384, 'eval_s': 41.55, 'run_s': 318.26, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.0', 'smc-ac-power', '64xSMC-H100-SXM-80GB'): {'gbs': 64, 'ga': 1, 'per_run': [0.73417, 0.70483, 0.70517, 0.69817, 0.7145, 0.70983, 0.7395, 0.69983], 'files': ['5730-240516232429153071029_3', '5730-240516232429153071029_8', '5730-240516232429153071029_9', '5731-240517004956429471933_4', '5864-240518083207394458159_1', '5864-240518083207394458159_3', '5864-240518083207394458159_4', '5864-240518083207394458159_6'], 'dropped': ['5731-240517004956429471933_3', '5732-240517021417989338667_7'], 'failed': [], 'blocks': [8, 8, 8, 8, 8, 8, 8, 8], 'used': [7, 7, 7, 7, 7, 7, 7, 7], 'first': [66], 'later': [6], 'step': 0.7133, 'steps': 108, 'eval_s': 14.36, 'run_s': 117.17, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.1', 'ASUSTeK', 'ESC_N8_E11'): {'gbs': 8, 'ga': 2, 'per_run': [3.42704, 3.42752, 3.42607, 3.42658, 3.42722, 3.42631, 3.42751, 3.42656], 'files': ['1', '2', '3', '4', '5', '6', '7', '9'], 'dropped': ['8', '10'], 'failed': [], 'blocks': [5, 5, 5, 6, 5, 6, 5, 6], 'used': [4, 4, 4, 5, 4, 5, 4, 5], 'first': [192], 'later': [48], 'step': 3.4269, 'steps': 402, 'eval_s': 158.35, 'run_s': 1543.41, 'loss': [3.4273, 3.4266, 3.4256, 3.4257, 3.4268, 3.4259, 3.4281, 3.4261], 'n_loss': [15, 15, 15, 19, 15, 19, 15, 19], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.1', 'Azure', 'ND_H200_v5_n64_nemo'): {'gbs': 64, 'ga': 1, 'per_run': [0.573, 0.57167, 0.57167, 0.57117, 0.57233, 0.571, 0.57033, 0.572], 'files': ['0', '2', '3', '4', '5', '6', '7', '8'], 'dropped': ['9', '1'], 'failed': [], 'blocks': [9, 10, 8, 10, 10, 9, 10, 9], 'used': [8, 9, 7, 9, 9, 8, 9, 8], 'first': [66], 'later': [6], 'step': 0.5716, 'steps': 116.2, 'eval_s': 16.72, 'run_s': 96.51, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.1', 'Dell', '8xXE9680x8H100-SXM-80GB'): {'gbs': 8, 'ga': 1, 'per_run': [0.55275, 0.55265, 0.55305, 0.55331, 0.55302, 0.55288, 0.55405, 0.55203], 'files': ['0', '1', '2', '3', '4', '6', '8', '9'], 'dropped': ['5', '7'], 'failed': [], 'blocks': [5, 6, 5, 5, 5, 6, 5, 5], 'used': [4, 5, 4, 4, 4, 5, 4, 4], 'first': [192], 'later': [48], 'step': 0.553, 'steps': 396, 'eval_s': 63.69, 'run_s': 302.07, 'loss': [0.5521, 0.5523, 0.5521, 0.5528, 0.5526, 0.5524, 0.5538, 0.5517], 'n_loss': [15, 19, 15, 15, 15, 19, 15, 15], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.1', 'Dell', 'XE9640x4H100-SXM-80GB'): {'gbs': 8, 'ga': 8, 'per_run': [7.86921, 7.87123, 7.87369, 7.8713, 7.86381, 7.8707, 7.85125, 7.86773], 'files': ['0', '2', '3', '4', '5', '6', '8', '9'], 'dropped': ['1', '7'], 'failed': [], 'blocks': [6, 6, 5, 5, 6, 5, 6, 6], 'used': [5, 5, 4, 4, 5, 4, 5, 5], 'first': [192], 'later': [48], 'step': 7.8674, 'steps': 414, 'eval_s': 446.21, 'run_s': 3712.23, 'loss': [7.8708, 7.8703, 7.8742, 7.8701, 7.8636, 7.87, 7.8517, 7.8655], 'n_loss': [19, 19, 15, 15, 19, 15, 19, 19], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.1', 'Dell', 'XE9680x8H100-SXM-80GB'): {'gbs': 8, 'ga': 4, 'per_run': [3.68832, 3.68829, 3.69091, 3.68792, 3.69168, 3.68561, 3.69141, 3.68633], 'files': ['0', '1', '2', '5', '6', '7', '8', '9'], 'dropped': ['4', '3'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 5, 6], 'used': [4, 4, 4, 4, 4, 4, 4, 5], 'first': [192], 'later': [48], 'step': 3.6888, 'steps': 390, 'eval_s': 189.69, 'run_s': 1637.38, 'loss': [3.6873, 3.687, 3.6906, 3.6881, 3.6916, 3.6857, 3.6919, 3.6867], 'n_loss': [15, 15, 15, 15, 15, 15, 15, 19], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.1', 'Dell', 'XE9680x8H200-SXM-141GB'): {'gbs': 8, 'ga': 2, 'per_run': [3.14219, 3.1452, 3.14283, 3.14204, 3.14292, 3.14261, 3.14275, 3.14356], 'files': ['0', '3', '4', '5', '6', '7', '8', '9'], 'dropped': ['2', '1'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 6, 6], 'used': [4, 4, 4, 4, 4, 4, 5, 5], 'first': [192], 'later': [48], 'step': 3.143, 'steps': 396, 'eval_s': 149.2, 'run_s': 1404.59, 'loss': [3.142, 3.1444, 3.143, 3.1424, 3.1421, 3.1427, 3.1432, 3.1438], 'n_loss': [15, 15, 15, 15, 15, 15, 19, 19], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.1', 'Fujitsu', 'GX2560M7_H100_SXM_80GBx4'): {'gbs': 8, 'ga': 8, 'per_run': [7.83558, 7.83083, 7.82723, 7.83979, 7.84079, 7.83773, 7.83542, 7.83176], 'files': ['0', '1', '3', '4', '5', '6', '7', '9'], 'dropped': ['8', '2'], 'failed': [], 'blocks': [5, 5, 6, 5, 5, 5, 5, 5], 'used': [4, 4, 5, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 7.8349, 'steps': 390, 'eval_s': 376.83, 'run_s': 3440.55, 'loss': [7.8301, 7.8332, 7.8308, 7.841, 7.8379, 7.8319, 7.8334, 7.8328], 'n_loss': [15, 15, 19, 15, 15, 15, 15, 15], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.1', 'GigaComputing', 'G593-ZD1_pytorch'): {'gbs': 8, 'ga': 2, 'per_run': [3.18487, 3.17808, 3.17804, 3.17769, 3.17925, 3.17731, 3.18048, 3.17559], 'files': ['0', '2', '3', '4', '5', '6', '7', '8'], 'dropped': ['1', '9'], 'failed': [], 'blocks': [5, 5, 5, 6, 6, 6, 5, 5], 'used': [4, 4, 4, 5, 5, 5, 4, 4], 'first': [192], 'later': [48], 'step': 3.1789, 'steps': 402, 'eval_s': 159.46, 'run_s': 1451.66, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.1', 'Lambda', 'lambda_1cc_n2_H100-SXM-80GB_ngc24.04_nemo'): {'gbs': 8, 'ga': 2, 'per_run': [1.95344, 1.95506, 1.94627, 1.95563, 1.94412, 1.94271, 1.93933, 1.94937], 'files': ['240928173110932524937_1', '240928173110932524937_10', '240928173110932524937_3', '240928173110932524937_4', '240928173110932524937_6', '240928173110932524937_7', '240928173110932524937_8', '240928173110932524937_9'], 'dropped': ['240928173110932524937_2', '240928173110932524937_5'], 'failed': [], 'blocks': [6, 6, 6, 6, 6, 6, 6, 6], 'used': [5, 5, 5, 5, 5, 5, 5, 5], 'first': [192], 'later': [48], 'step': 1.9482, 'steps': 432, 'eval_s': 133.5, 'run_s': 1002.59, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.1', 'Lambda', 'lambda_1cc_n4_H100-SXM-80GB_ngc24.04_nemo'): {'gbs': 8, 'ga': 1, 'per_run': [0.96108, 0.96302, 0.95823, 0.96081, 0.96025, 0.95897, 0.9604, 0.96077], 'files': ['240928173116824495865_1', '240928173116824495865_2', '240928173116824495865_3', '240928173116824495865_4', '240928173116824495865_5', '240928173116824495865_6', '240928173116824495865_7', '240928173116824495865_8'], 'dropped': ['240928173116824495865_10', '240928173116824495865_9'], 'failed': [], 'blocks': [6, 5, 6, 6, 6, 5, 5, 6], 'used': [5, 4, 5, 5, 5, 4, 4, 5], 'first': [192], 'later': [48], 'step': 0.9604, 'steps': 414, 'eval_s': 64.3, 'run_s': 493.03, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.1', 'Lenovo', 'SR680aV3-8xH200_SXM_141GB_700W'): {'gbs': 8, 'ga': 2, 'per_run': [3.10278, 3.09395, 3.09104, 3.09158, 3.09123, 3.09276, 3.10087, 3.0902], 'files': ['1', '10', '2', '3', '4', '6', '7', '8'], 'dropped': ['9', '5'], 'failed': [], 'blocks': [5, 5, 6, 5, 5, 5, 5, 5], 'used': [4, 4, 5, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 3.0943, 'steps': 390, 'eval_s': 143.15, 'run_s': 1358.18, 'loss': [3.0947, 3.0926, 3.0913, 3.0897, 3.0911, 3.0922, 3.0917, 3.0897], 'n_loss': [15, 15, 19, 15, 15, 15, 15, 15], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.1', 'Lenovo', 'SR685aV3-8xH200_SXM_141GB_700W'): {'gbs': 8, 'ga': 2, 'per_run': [3.10345, 3.10431, 3.10726, 3.10553, 3.10412, 3.10466, 3.10444, 3.10227], 'files': ['10', '2', '3', '4', '5', '6', '7', '8'], 'dropped': ['9', '1'], 'failed': [], 'blocks': [5, 5, 5, 5, 6, 5, 5, 6], 'used': [4, 4, 4, 4, 5, 4, 4, 5], 'first': [192], 'later': [48], 'step': 3.1045, 'steps': 396, 'eval_s': 147.41, 'run_s': 1385.02, 'loss': [3.1034, 3.1042, 3.1064, 3.1057, 3.1043, 3.1046, 3.1033, 3.1022], 'n_loss': [15, 15, 15, 15, 19, 15, 15, 19], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.1', 'Lenovo', 'SR780aV3-8xH200_SXM_141GB_700W'): {'gbs': 8, 'ga': 2, 'per_run': [3.12988, 3.12951, 3.13152, 3.12615, 3.12887, 3.12878, 3.13087, 3.12542], 'files': ['1', '10', '4', '5', '6', '7', '8', '9'], 'dropped': ['3', '2'], 'failed': [], 'blocks': [5, 5, 5, 6, 5, 5, 5, 6], 'used': [4, 4, 4, 5, 4, 4, 4, 5], 'first': [192], 'later': [48], 'step': 3.1289, 'steps': 396, 'eval_s': 148.07, 'run_s': 1395.7, 'loss': [3.1287, 3.1296, 3.1314, 3.1272, 3.1285, 3.128, 3.1317, 3.1271], 'n_loss': [15, 15, 15, 19, 15, 15, 15, 19], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.1', 'NVIDIA', 'b200_preview_nemo'): {'gbs': 8, 'ga': 2, 'per_run': [1.70371, 1.6813, 1.70356, 1.70755, 1.70127, 1.72848, 1.71528, 1.71516], 'files': ['1', '2', '3', '5', '6', '7', '8', '9'], 'dropped': ['4', '0'], 'failed': [], 'blocks': [6, 5, 5, 5, 5, 5, 5, 5], 'used': [5, 4, 4, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 1.707, 'steps': 390, 'eval_s': 89.34, 'run_s': 763.11, 'loss': [1.7039, 1.6814, 1.7034, 1.7074, 1.7014, 1.7282, 1.7154, 1.7152], 'n_loss': [19, 15, 15, 15, 15, 15, 15, 15], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.1', 'NVIDIA', 'eos_n128_ngc24.09_nemo'): {'gbs': 128, 'ga': 1, 'per_run': [0.549, 0.54733, 0.54633, 0.54767, 0.54667, 0.549, 0.54633, 0.5475], 'files': ['0', '2', '3', '4', '5', '6', '8', '9'], 'dropped': ['1', '7'], 'failed': [], 'blocks': [12, 11, 12, 10, 11, 12, 11, 11], 'used': [11, 10, 11, 9, 10, 11, 10, 10], 'first': [57], 'later': [3], 'step': 0.5475, 'steps': 87.8, 'eval_s': 14.58, 'run_s': 71.05, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.1', 'NVIDIA', 'eos_n8_ngc24.09_nemo'): {'gbs': 8, 'ga': 1, 'per_run': [0.54149, 0.54365, 0.54034, 0.54343, 0.54082, 0.54043, 0.54028, 0.54098], 'files': ['0', '1', '2', '4', '6', '7', '8', '9'], 'dropped': ['5', '3'], 'failed': [], 'blocks': [7, 6, 5, 5, 5, 5, 5, 5], 'used': [6, 5, 4, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 0.5414, 'steps': 402, 'eval_s': 46.73, 'run_s': 274.39, 'loss': [0.5413, 0.5436, 0.5401, 0.5433, 0.5408, 0.5406, 0.5402, 0.541], 'n_loss': [23, 19, 15, 15, 15, 15, 15, 15], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.1', 'NVIDIA', 'eos_ngc24.09_nemo'): {'gbs': 8, 'ga': 4, 'per_run': [3.67263, 3.65449, 3.66965, 3.68334, 3.67048, 3.6621, 3.63987, 3.64694], 'files': ['1', '2', '3', '5', '6', '7', '8', '9'], 'dropped': ['4', '0'], 'failed': [], 'blocks': [6, 5, 6, 5, 5, 5, 6, 5], 'used': [5, 4, 5, 4, 4, 4, 5, 4], 'first': [192], 'later': [48], 'step': 3.6624, 'steps': 402, 'eval_s': 193.62, 'run_s': 1675.7, 'loss': [3.6687, 3.6558, 3.671, 3.6867, 3.6744, 3.6621, 3.6396, 3.6458], 'n_loss': [19, 15, 19, 15, 15, 15, 19, 15], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.1', 'NVIDIA', 'h200_ngc24.09_nemo'): {'gbs': 8, 'ga': 2, 'per_run': [3.23719, 3.23762, 3.22704, 3.23811, 3.2388, 3.22672, 3.23733, 3.22719], 'files': ['0', '2', '3', '4', '6', '7', '8', '9'], 'dropped': ['5', '1'], 'failed': [], 'blocks': [5, 6, 6, 5, 5, 5, 5, 5], 'used': [4, 5, 5, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 3.2338, 'steps': 396, 'eval_s': 153.45, 'run_s': 1442.09, 'loss': [3.2379, 3.2369, 3.2271, 3.2383, 3.2387, 3.2267, 3.2367, 3.2276], 'n_loss': [15, 19, 19, 15, 15, 15, 15, 15], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.1', 'Oracle', '128xBM.GPU.H100.8'): {'gbs': 16, 'ga': 1, 'per_run': [0.55646, 0.55698, 0.55596, 0.55663, 0.55625, 0.55692, 0.55798, 0.55604], 'files': ['0', '1', '2', '3', '4', '5', '6', '8'], 'dropped': ['7', '9'], 'failed': [], 'blocks': [6, 7, 7, 6, 6, 7, 7, 6], 'used': [5, 6, 6, 5, 5, 6, 6, 5], 'first': [120], 'later': [24], 'step': 0.5567, 'steps': 252, 'eval_s': 34.17, 'run_s': 183.95, 'loss': [0.5566, 0.55695, 0.55585, 0.5567, 0.556, 0.5572, 0.55835, 0.556], 'n_loss': [7, 8, 8, 7, 7, 8, 8, 7], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.1', 'Oracle', '512xBM.GPU.H100.8'): {'gbs': 64, 'ga': 1, 'per_run': [0.55975, 0.559, 0.559, 0.5605, 0.56108, 0.55967, 0.55967, 0.56017], 'files': ['0', '1', '2', '3', '5', '6', '8', '9'], 'dropped': ['7', '4'], 'failed': [], 'blocks': [21, 21, 19, 19, 19, 19, 18, 19], 'used': [20, 20, 18, 18, 18, 18, 17, 18], 'first': [30], 'later': [6], 'step': 0.5599, 'steps': 140.2, 'eval_s': 35.73, 'run_s': 123.89, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.1', 'Oracle', '64xBM.GPU.H100.8'): {'gbs': 8, 'ga': 1, 'per_run': [0.5565, 0.5534, 0.5559, 0.55429, 0.55381, 0.5553, 0.55599, 0.55602], 'files': ['0', '1', '2', '3', '6', '7', '8', '9'], 'dropped': ['4', '5'], 'failed': [], 'blocks': [5, 6, 6, 5, 6, 5, 5, 5], 'used': [4, 5, 5, 4, 5, 4, 4, 4], 'first': [192], 'later': [48], 'step': 0.5552, 'steps': 402, 'eval_s': 52.43, 'run_s': 285.01, 'loss': [0.5563, 0.5533, 0.5559, 0.5541, 0.5538, 0.5551, 0.5559, 0.5563], 'n_loss': [15, 19, 19, 15, 19, 15, 15, 15], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.1', 'Quanta_Cloud_Technology', 'D74H-7U'): {'gbs': 8, 'ga': 4, 'per_run': [3.72205, 3.69043, 3.72244, 3.69935, 3.69992, 3.7003, 3.70656, 3.71865], 'files': ['0', '2', '3', '4', '5', '6', '7', '8'], 'dropped': ['9', '1'], 'failed': [], 'blocks': [5, 5, 5, 5, 6, 5, 5, 6], 'used': [4, 4, 4, 4, 5, 4, 4, 5], 'first': [192], 'later': [48], 'step': 3.7075, 'steps': 396, 'eval_s': 185.21, 'run_s': 1662.99, 'loss': [3.7221, 3.6908, 3.7215, 3.6994, 3.6964, 3.6987, 3.7006, 3.7199], 'n_loss': [15, 15, 15, 15, 19, 15, 15, 19], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.1', 'Supermicro', 'AS-4125GS-TNHR2-LCC-1'): {'gbs': 8, 'ga': 4, 'per_run': [3.79623, 3.797, 3.79664, 3.79917, 3.79876, 3.79115, 3.79386, 3.79861], 'files': ['1', '10', '3', '4', '5', '6', '8', '9'], 'dropped': ['7', '2'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 5, 5], 'used': [4, 4, 4, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 3.7964, 'steps': 384, 'eval_s': 193.78, 'run_s': 1660.78, 'loss': [3.7998, 3.794, 3.8015, 3.7979, 3.8032, 3.7946, 3.7891, 3.804], 'n_loss': [15, 15, 15, 15, 15, 15, 15, 15], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.1', 'Supermicro', 'AS-8125GS-TNHR-1'): {'gbs': 8, 'ga': 4, 'per_run': [3.67355, 3.6743, 3.68112, 3.67394, 3.67144, 3.73303, 3.68456, 3.67933], 'files': ['1', '10', '2', '3', '5', '6', '7', '9'], 'dropped': ['4', '8'], 'failed': [], 'blocks': [5, 5, 5, 5, 6, 5, 5, 5], 'used': [4, 4, 4, 4, 5, 4, 4, 4], 'first': [192], 'later': [48], 'step': 3.6839, 'steps': 390, 'eval_s': 177.89, 'run_s': 1621.69, 'loss': [3.6746, 3.678, 3.68, 3.6705, 3.671, 3.6886, 3.6848, 3.6806], 'n_loss': [15, 15, 15, 15, 19, 15, 15, 15], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('4.1', 'Supermicro', 'SYS-821GE-TNHR-1'): {'gbs': 8, 'ga': 4, 'per_run': [3.72529, 3.72573, 3.71814, 3.73222, 3.72192, 3.72439, 3.73885, 3.72813], 'files': ['1', '10', '2', '4', '6', '7', '8', '9'], 'dropped': ['3', '5'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 5, 5], 'used': [4, 4, 4, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 3.7268, 'steps': 384, 'eval_s': 184.54, 'run_s': 1625.5, 'loss': [3.728, 3.7299, 3.7162, 3.7301, 3.7182, 3.7253, 3.7356, 3.729], 'n_loss': [15, 15, 15, 15, 15, 15, 15, 15], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('5.0', 'ASUSTeK', 'ESC_N8_E11_n2'): {'gbs': 8, 'ga': 1, 'per_run': [1.74861, 1.74952, 1.74765, 1.74954, 1.7469, 1.74797, 1.74961, 1.74785], 'files': ['1', '10', '2', '3', '4', '5', '6', '9'], 'dropped': ['8', '7'], 'failed': [], 'blocks': [5, 5, 6, 5, 6, 5, 5, 6], 'used': [4, 4, 5, 4, 5, 4, 4, 5], 'first': [192], 'later': [48], 'step': 1.7485, 'steps': 402, 'eval_s': 83.11, 'run_s': 797.04, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('5.0', 'Dell', '1xXE9680Lx8B200-SXM-180GB'): {'gbs': 8, 'ga': 1, 'per_run': [1.51783, 1.51468, 1.51529, 1.51375, 1.51324, 1.51974, 1.51414, 1.51677], 'files': ['0', '2', '3', '4', '5', '6', '7', '9'], 'dropped': ['8', '1'], 'failed': [], 'blocks': [5, 5, 5, 6, 5, 5, 5, 5], 'used': [4, 4, 4, 5, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 1.5157, 'steps': 390, 'eval_s': 75.85, 'run_s': 666.99, 'loss': [1.5157, 1.5129, 1.5129, 1.5137, 1.5123, 1.5185, 1.5142, 1.5163], 'n_loss': [15, 15, 15, 19, 15, 15, 15, 15], 'every': [10], 'meth': ['eval_start'], 'heal': None, 'maxmem': [168.808, 168.808]},
    ('5.0', 'Dell', '1xXE9680Lx8H200-SXM-141GB'): {'gbs': 8, 'ga': 2, 'per_run': [3.1498, 3.15146, 3.14979, 3.15131, 3.15102, 3.15, 3.15017, 3.14865], 'files': ['0', '1', '2', '3', '6', '7', '8', '9'], 'dropped': ['5', '4'], 'failed': [], 'blocks': [5, 5, 6, 6, 5, 5, 5, 6], 'used': [4, 4, 5, 5, 4, 4, 4, 5], 'first': [192], 'later': [48], 'step': 3.1503, 'steps': 402, 'eval_s': 156.33, 'run_s': 1432.73, 'loss': [3.1497, 3.1513, 3.1497, 3.1512, 3.1506, 3.15, 3.1504, 3.1486], 'n_loss': [15, 15, 19, 19, 15, 15, 15, 19], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('5.0', 'Dell', 'XE9680x8H200-SXM-141GB'): {'gbs': 8, 'ga': 2, 'per_run': [3.1316, 3.12691, 3.13501, 3.12975, 3.13091, 3.12487, 3.12581, 3.1308], 'files': ['0', '1', '3', '4', '5', '7', '8', '9'], 'dropped': ['2', '6'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 6, 5, 5], 'used': [4, 4, 4, 4, 4, 5, 4, 4], 'first': [192], 'later': [48], 'step': 3.1295, 'steps': 390, 'eval_s': 145.73, 'run_s': 1376.25, 'loss': [3.134, 3.1226, 3.1342, 3.1283, 3.1335, 3.1228, 3.1239, 3.1326], 'n_loss': [15, 15, 15, 15, 15, 19, 15, 15], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('5.0', 'GigaComputing', 'G893-SD1_pytorch'): {'gbs': 8, 'ga': 1, 'per_run': [1.52025, 1.52099, 1.51983, 1.51981, 1.51903, 1.52083, 1.51975, 1.51968], 'files': ['1', '2', '3', '5', '6', '7', '8', '9'], 'dropped': ['4', '0'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 4, 5], 'used': [4, 4, 4, 4, 4, 4, 3, 4], 'first': [192], 'later': [48], 'step': 1.52, 'steps': 378, 'eval_s': 68.91, 'run_s': 643.03, 'loss': [1.5202, 1.5195, 1.5189, 1.5193, 1.5185, 1.52, 1.519, 1.5191], 'n_loss': [15, 15, 15, 15, 15, 15, 11, 15], 'every': [10], 'meth': ['eval_start'], 'heal': None, 'maxmem': [168.827, 168.827]},
    ('5.0', 'HPE', 'HPE-Cray-XD670-H200-SXM5-141GB_n1_24.09'): {'gbs': 8, 'ga': 2, 'per_run': [3.48286, 3.48433, 3.48208, 3.48348, 3.48439, 3.48405, 3.48286, 3.48333], 'files': ['1', '2', '3', '4', '5', '6', '8', '9'], 'dropped': ['10', '7'], 'failed': [], 'blocks': [5, 6, 6, 5, 5, 5, 5, 6], 'used': [4, 5, 5, 4, 4, 4, 4, 5], 'first': [192], 'later': [48], 'step': 3.4834, 'steps': 402, 'eval_s': 159.59, 'run_s': 1566.35, 'loss': [3.484, 3.4839, 3.4821, 3.4829, 3.4846, 3.4841, 3.4829, 3.4829], 'n_loss': [15, 19, 19, 15, 15, 15, 15, 19], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('5.0', 'HPE', 'HPE-Cray-XD670-H200-SXM5-141GB_n2_24.09'): {'gbs': 8, 'ga': 2, 'per_run': [1.80517, 1.80466, 1.80458, 1.80442, 1.80392, 1.80417, 1.80407, 1.80488], 'files': ['1', '10', '2', '4', '5', '6', '7', '8'], 'dropped': ['9', '3'], 'failed': [], 'blocks': [6, 5, 6, 5, 6, 6, 5, 6], 'used': [5, 4, 5, 4, 5, 5, 4, 5], 'first': [192], 'later': [48], 'step': 1.8045, 'steps': 414, 'eval_s': 97.39, 'run_s': 851.69, 'loss': [1.8048, 1.8048, 1.8045, 1.8039, 1.8035, 1.8043, 1.8035, 1.8048], 'n_loss': [19, 15, 19, 15, 19, 19, 15, 19], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('5.0', 'HPE', 'HPE-Cray-XD670-H200-SXM5-141GB_n4_24.09'): {'gbs': 16, 'ga': 2, 'per_run': [1.81123, 1.81175, 1.81129, 1.81117, 1.81206, 1.81177, 1.81048, 1.81073], 'files': ['1', '10', '3', '4', '5', '7', '8', '9'], 'dropped': ['2', '6'], 'failed': [], 'blocks': [7, 8, 8, 8, 7, 7, 7, 7], 'used': [6, 7, 7, 7, 6, 6, 6, 6], 'first': [96], 'later': [24], 'step': 1.8113, 'steps': 249, 'eval_s': 67.3, 'run_s': 525.43, 'loss': [1.8106, 1.8111, 1.81055, 1.8103, 1.8112, 1.8108, 1.8105, 1.8105], 'n_loss': [9, 10, 10, 10, 9, 9, 9, 9], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('5.0', 'Lambda', '1cc_b200_n1_ngc25.04_nemo'): {'gbs': 8, 'ga': 1, 'per_run': [1.52176, 1.52148, 1.52099, 1.52009, 1.52146, 1.52211, 1.52206, 1.52223], 'files': ['1', '2', '3', '4', '5', '6', '7', '9'], 'dropped': ['10', '8'], 'failed': [], 'blocks': [5, 5, 5, 5, 6, 5, 5, 5], 'used': [4, 4, 4, 4, 5, 4, 4, 4], 'first': [192], 'later': [48], 'step': 1.5215, 'steps': 390, 'eval_s': 72.83, 'run_s': 666.04, 'loss': [1.5211, 1.5209, 1.5215, 1.5197, 1.5209, 1.5217, 1.521, 1.5214], 'n_loss': [15, 15, 15, 15, 19, 15, 15, 15], 'every': [10], 'meth': ['eval_start'], 'heal': None, 'maxmem': [168.827, 168.827]},
    ('5.0', 'Lenovo', '4xSR680Ax8H200-SXM-141GB'): {'gbs': 8, 'ga': 1, 'per_run': [0.90548, 0.90547, 0.90823, 0.90711, 0.90468, 0.90552, 0.90502, 0.90515], 'files': ['00', '01', '03', '04', '05', '07', '08', '09'], 'dropped': ['06', '02'], 'failed': [], 'blocks': [4, 5, 5, 5, 5, 5, 6, 6], 'used': [3, 4, 4, 4, 4, 4, 5, 5], 'first': [192], 'later': [48], 'step': 0.9058, 'steps': 390, 'eval_s': 47.44, 'run_s': 408.97, 'loss': [0.9045, 0.9049, 0.9079, 0.9076, 0.9043, 0.9046, 0.9044, 0.9042], 'n_loss': [11, 15, 15, 15, 15, 15, 19, 19], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('5.0', 'Lenovo', 'SR780aV3-8xB200_SXM_180GB'): {'gbs': 8, 'ga': 1, 'per_run': [1.52496, 1.52504, 1.52547, 1.52465, 1.52488, 1.5249, 1.52518, 1.52496], 'files': ['0', '2', '3', '4', '5', '7', '8', '9'], 'dropped': ['1', '6'], 'failed': [], 'blocks': [5, 5, 5, 6, 5, 5, 5, 5], 'used': [4, 4, 4, 5, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 1.525, 'steps': 390, 'eval_s': 72.7, 'run_s': 666.93, 'loss': [1.5245, 1.5247, 1.5252, 1.5245, 1.5246, 1.5247, 1.5247, 1.5248], 'n_loss': [15, 15, 15, 19, 15, 15, 15, 15], 'every': [10], 'meth': ['eval_start'], 'heal': None, 'maxmem': [168.827, 168.827]},
    ('5.0', 'NVIDIA', 'nyx_n1_ngc25.04_nemo'): {'gbs': 8, 'ga': 1, 'per_run': [1.54281, 1.49886, 1.51396, 1.50417, 1.54684, 1.5014, 1.5086, 1.51154], 'files': ['0', '1', '2', '3', '6', '7', '8', '9'], 'dropped': ['4', '5'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 6, 6], 'used': [4, 4, 4, 4, 4, 4, 5, 5], 'first': [192], 'later': [48], 'step': 1.516, 'steps': 396, 'eval_s': 74.22, 'run_s': 674.22, 'loss': [1.5421, 1.4982, 1.5128, 1.5037, 1.5463, 1.5008, 1.5082, 1.511], 'n_loss': [15, 15, 15, 15, 15, 15, 19, 19], 'every': [10], 'meth': ['eval_start'], 'heal': None, 'maxmem': [168.827, 168.827]},
    ('5.0', 'NVIDIA', 'tyche_ngpu144_ngc25.04_nemo'): {'gbs': 18, 'ga': 1, 'per_run': [0.24426, 0.24429, 0.24414, 0.24367, 0.24424, 0.244, 0.24381, 0.24375], 'files': ['1', '2', '3', '4', '5', '6', '7', '9'], 'dropped': ['0', '8'], 'failed': [], 'blocks': [7, 7, 8, 7, 8, 6, 8, 8], 'used': [6, 6, 7, 6, 7, 5, 7, 7], 'first': [106], 'later': [20, 21], 'step': 0.244, 'steps': 238.9, 'eval_s': 9.47, 'run_s': 67.7, 'loss': [0.2433, 0.2431, 0.243, 0.2431, 0.243, 0.24275, 0.24295, 0.2427], 'n_loss': [7, 7, 8, 7, 8, 6, 8, 8], 'every': [10], 'meth': ['eval_start'], 'heal': None, 'maxmem': [82.321, 82.321]},
    ('5.0', 'NVIDIA', 'tyche_ngpu512_ngc25.04_nemo'): {'gbs': 64, 'ga': 1, 'per_run': [0.25867, 0.25733, 0.25733, 0.25758, 0.25842, 0.25867, 0.25833, 0.25758], 'files': ['0', '1', '2', '3', '4', '5', '7', '8'], 'dropped': ['9', '6'], 'failed': [], 'blocks': [8, 10, 10, 9, 9, 9, 8, 9], 'used': [7, 9, 9, 8, 8, 8, 7, 8], 'first': [66], 'later': [6], 'step': 0.258, 'steps': 114, 'eval_s': 4.36, 'run_s': 33.62, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [10], 'meth': ['eval_start'], 'heal': None, 'maxmem': [82.321, 82.321]},
    ('5.0', 'NVIDIA', 'tyche_ngpu72_ngc25.04_nemo'): {'gbs': 9, 'ga': 1, 'per_run': [0.24005, 0.23736, 0.24007, 0.23748, 0.23961, 0.2376, 0.2401, 0.24005], 'files': ['1', '2', '3', '4', '5', '6', '7', '9'], 'dropped': ['0', '8'], 'failed': [], 'blocks': [6, 5, 6, 6, 5, 6, 5, 6], 'used': [5, 4, 5, 5, 4, 5, 4, 5], 'first': [170], 'later': [40, 42], 'step': 0.239, 'steps': 362.2, 'eval_s': 13.28, 'run_s': 99.79, 'loss': [0.2396, 0.2369, 0.2396, 0.2372, 0.2395, 0.2373, 0.2397, 0.2396], 'n_loss': [15, 12, 15, 15, 12, 15, 12, 15], 'every': [10], 'meth': ['eval_start'], 'heal': None, 'maxmem': [82.323, 82.323]},
    ('5.0', 'NVIDIA', 'tyche_ngpu8_ngc25.04_nemo'): {'gbs': 8, 'ga': 1, 'per_run': [1.4711, 1.48747, 1.48578, 1.46814, 1.49039, 1.48181, 1.48749, 1.49038], 'files': ['0', '1', '2', '3', '5', '6', '8', '9'], 'dropped': ['7', '4'], 'failed': [], 'blocks': [6, 5, 5, 5, 5, 6, 5, 6], 'used': [5, 4, 4, 4, 4, 5, 4, 5], 'first': [192], 'later': [48], 'step': 1.4828, 'steps': 402, 'eval_s': 73.25, 'run_s': 668.68, 'loss': [1.4705, 1.4868, 1.4849, 1.4682, 1.4899, 1.4812, 1.4869, 1.4899], 'n_loss': [19, 15, 15, 15, 15, 19, 15, 19], 'every': [10], 'meth': ['eval_start'], 'heal': None, 'maxmem': [168.83, 168.83]},
    ('5.0', 'Oracle', '18xBM.GPU.GB200.4'): {'gbs': 9, 'ga': 1, 'per_run': [0.22767, 0.2276, 0.22764, 0.22764, 0.22738, 0.22707, 0.22761, 0.2275], 'files': ['0', '2', '3', '4', '6', '7', '8', '9'], 'dropped': ['1', '5'], 'failed': [], 'blocks': [6, 5, 6, 6, 6, 5, 5, 6], 'used': [5, 4, 5, 5, 5, 4, 4, 5], 'first': [170], 'later': [40, 42], 'step': 0.2275, 'steps': 362.2, 'eval_s': 12.88, 'run_s': 95.16, 'loss': [0.2271, 0.227, 0.227, 0.2269, 0.2269, 0.22675, 0.22695, 0.2269], 'n_loss': [15, 12, 15, 15, 15, 12, 12, 15], 'every': [10], 'meth': ['eval_start'], 'heal': None, 'maxmem': [82.323, 82.323]},
    ('5.0', 'Oracle', '1xBM.GPU.B200.8'): {'gbs': 8, 'ga': 1, 'per_run': [1.52756, 1.52677, 1.52674, 1.52766, 1.52658, 1.52638, 1.52677, 1.52714], 'files': ['0', '1', '2', '3', '4', '6', '7', '9'], 'dropped': ['5', '8'], 'failed': [], 'blocks': [5, 5, 5, 5, 6, 6, 5, 5], 'used': [4, 4, 4, 4, 5, 5, 4, 4], 'first': [192], 'later': [48], 'step': 1.5269, 'steps': 396, 'eval_s': 76.07, 'run_s': 680.2, 'loss': [1.5273, 1.5261, 1.5261, 1.5274, 1.526, 1.526, 1.5265, 1.5265], 'n_loss': [15, 15, 15, 15, 19, 19, 15, 15], 'every': [10], 'meth': ['eval_start'], 'heal': None, 'maxmem': [168.827, 168.827]},
    ('5.0', 'Oracle', '1xBM.GPU.GB200.4'): {'gbs': 8, 'ga': 4, 'per_run': [2.9739, 2.97608, 2.97382, 2.97327, 2.97631, 2.97769, 2.97652, 2.97442], 'files': ['1', '2', '3', '5', '6', '7', '8', '9'], 'dropped': ['0', '4'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 5, 5], 'used': [4, 4, 4, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 2.9753, 'steps': 384, 'eval_s': 141.06, 'run_s': 1282.44, 'loss': [2.9737, 2.9748, 2.9723, 2.9727, 2.9762, 2.9754, 2.9762, 2.9736], 'n_loss': [15, 15, 15, 15, 15, 15, 15, 15], 'every': [10], 'meth': ['eval_start'], 'heal': None, 'maxmem': [134.243, 134.243]},
    ('5.0', 'Oracle', '1xBM.GPU.H200.8'): {'gbs': 8, 'ga': 2, 'per_run': [3.15443, 3.15512, 3.1799, 3.1837, 3.18712, 3.18411, 3.19321, 3.19448], 'files': ['1', '2', '3', '4', '5', '6', '7', '8'], 'dropped': ['0', '9'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 5, 5], 'used': [4, 4, 4, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 3.179, 'steps': 384, 'eval_s': 143.99, 'run_s': 1373.02, 'loss': [3.1541, 3.155, 3.1796, 3.1833, 3.1877, 3.1842, 3.193, 3.1946], 'n_loss': [15, 15, 15, 15, 15, 15, 15, 15], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('5.0', 'Oracle', '2xBM.GPU.GB200.4'): {'gbs': 8, 'ga': 1, 'per_run': [1.48439, 1.48458, 1.48458, 1.48394, 1.48541, 1.48477, 1.4847, 1.48414], 'files': ['0', '2', '3', '5', '6', '7', '8', '9'], 'dropped': ['1', '4'], 'failed': [], 'blocks': [5, 5, 5, 6, 5, 5, 5, 5], 'used': [4, 4, 4, 5, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 1.4846, 'steps': 390, 'eval_s': 69.6, 'run_s': 647.6, 'loss': [1.484, 1.4844, 1.485, 1.4836, 1.4847, 1.4841, 1.4839, 1.4839], 'n_loss': [15, 15, 15, 19, 15, 15, 15, 15], 'every': [10], 'meth': ['eval_start'], 'heal': None, 'maxmem': [168.83, 168.83]},
    ('5.0', 'Oracle', '64xBM.GPU.H200.8'): {'gbs': 64, 'ga': 1, 'per_run': [0.79933, 0.79592, 0.7885, 0.79567, 0.79033, 0.7865, 0.79683, 0.795], 'files': ['0', '1', '2', '3', '4', '5', '6', '7'], 'dropped': ['8', '9'], 'failed': [], 'blocks': [9, 9, 9, 9, 10, 10, 10, 9], 'used': [8, 8, 8, 8, 9, 9, 9, 8], 'first': [66], 'later': [6], 'step': 0.7935, 'steps': 116.2, 'eval_s': 17.81, 'run_s': 118.32, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('5.0', 'Oracle', '8xBM.GPU.B200.8'): {'gbs': 8, 'ga': 1, 'per_run': [0.25526, 0.25598, 0.25595, 0.25671, 0.25596, 0.25535, 0.25621, 0.25656], 'files': ['0', '1', '2', '3', '4', '5', '6', '7'], 'dropped': ['9', '8'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 5, 5], 'used': [4, 4, 4, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 0.256, 'steps': 384, 'eval_s': 18.83, 'run_s': 117.06, 'loss': [0.2545, 0.2558, 0.2556, 0.2557, 0.2553, 0.255, 0.2557, 0.2557], 'n_loss': [15, 15, 15, 15, 15, 15, 15, 15], 'every': [10], 'meth': ['eval_start'], 'heal': None, 'maxmem': [82.319, 82.319]},
    ('5.0', 'QCT', 'D74H-7U'): {'gbs': 8, 'ga': 2, 'per_run': [3.18199, 3.17678, 3.17185, 3.17474, 3.17435, 3.1856, 3.18469, 3.18775], 'files': ['0', '2', '3', '4', '5', '7', '8', '9'], 'dropped': ['1', '6'], 'failed': [], 'blocks': [5, 5, 6, 5, 6, 6, 5, 5], 'used': [4, 4, 5, 4, 5, 5, 4, 4], 'first': [192], 'later': [48], 'step': 3.1797, 'steps': 402, 'eval_s': 152.82, 'run_s': 1442.59, 'loss': [3.1822, 3.1763, 3.1721, 3.1751, 3.1738, 3.1857, 3.1843, 3.1873], 'n_loss': [15, 15, 19, 15, 19, 19, 15, 15], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('5.0', 'SCITIX', 'scitix_n8_ngc24.09_nemo'): {'gbs': 8, 'ga': 1, 'per_run': [0.54807, 0.54847, 0.54807, 0.54822, 0.54831, 0.5487, 0.54846, 0.54775], 'files': ['0', '1', '2', '4', '5', '6', '7', '8'], 'dropped': ['3', '9'], 'failed': [], 'blocks': [5, 5, 5, 5, 4, 5, 5, 4], 'used': [4, 4, 4, 4, 3, 4, 4, 3], 'first': [192], 'later': [48], 'step': 0.5483, 'steps': 372, 'eval_s': 42.36, 'run_s': 255.91, 'loss': [0.5481, 0.5486, 0.5482, 0.5483, 0.5482, 0.5488, 0.5482, 0.5477], 'n_loss': [15, 15, 15, 15, 11, 15, 15, 11], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('5.0', 'Supermicro', 'ARS-121GL-NBO_18'): {'gbs': 9, 'ga': 1, 'per_run': [0.22952, 0.22988, 0.22971, 0.22983, 0.22976, 0.2295, 0.22954, 0.22976], 'files': ['10', '2', '3', '4', '5', '6', '7', '9'], 'dropped': ['1', '8'], 'failed': [], 'blocks': [6, 6, 6, 6, 5, 7, 5, 6], 'used': [5, 5, 5, 5, 4, 6, 4, 5], 'first': [170], 'later': [40, 42], 'step': 0.2297, 'steps': 372.8, 'eval_s': 13.56, 'run_s': 99.07, 'loss': [0.229, 0.2293, 0.2293, 0.229, 0.2292, 0.2289, 0.229, 0.2292], 'n_loss': [15, 15, 15, 15, 12, 19, 12, 15], 'every': [10], 'meth': ['eval_start'], 'heal': None, 'maxmem': [82.323, 82.323]},
    ('5.0', 'Supermicro', 'AS-4125GS-TNHR2-LCC'): {'gbs': 8, 'ga': 2, 'per_run': [3.09845, 3.09376, 3.10526, 3.08903, 3.10475, 3.09205, 3.09152, 3.10077], 'files': ['1', '10', '3', '4', '5', '6', '8', '9'], 'dropped': ['2', '7'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 5, 5], 'used': [4, 4, 4, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 3.0969, 'steps': 384, 'eval_s': 141.46, 'run_s': 1338.37, 'loss': [3.0984, 3.0928, 3.1047, 3.0887, 3.1062, 3.0923, 3.0914, 3.1002], 'n_loss': [15, 15, 15, 15, 15, 15, 15, 15], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('5.0', 'Supermicro', 'AS-4126GS-NBR-LCC_N1'): {'gbs': 8, 'ga': 1, 'per_run': [1.53933, 1.53973, 1.53752, 1.53895, 1.5376, 1.53869, 1.53868, 1.53764], 'files': ['10', '3', '4', '5', '6', '7', '8', '9'], 'dropped': ['2', '1'], 'failed': [], 'blocks': [5, 6, 5, 5, 4, 6, 5, 5], 'used': [4, 5, 4, 4, 3, 5, 4, 4], 'first': [192], 'later': [48], 'step': 1.5385, 'steps': 390, 'eval_s': 70.91, 'run_s': 670.89, 'loss': [1.5391, 1.5394, 1.5369, 1.5376, 1.5366, 1.5381, 1.5382, 1.5372], 'n_loss': [15, 19, 15, 15, 11, 19, 15, 15], 'every': [10], 'meth': ['eval_start'], 'heal': None, 'maxmem': [168.827, 168.827]},
    ('5.0', 'Supermicro', 'AS-4126GS-NBR-LCC_N2'): {'gbs': 8, 'ga': 1, 'per_run': [0.81607, 0.81448, 0.81726, 0.81742, 0.81579, 0.81369, 0.81336, 0.81516], 'files': ['10', '2', '3', '4', '5', '6', '7', '8'], 'dropped': ['1', '9'], 'failed': [], 'blocks': [5, 5, 5, 4, 4, 5, 5, 5], 'used': [4, 4, 4, 3, 3, 4, 4, 4], 'first': [192], 'later': [48], 'step': 0.8154, 'steps': 372, 'eval_s': 38.49, 'run_s': 341.37, 'loss': [0.8162, 0.8137, 0.8182, 0.8161, 0.8148, 0.813, 0.8123, 0.8139], 'n_loss': [15, 15, 15, 11, 11, 15, 15, 15], 'every': [10], 'meth': ['eval_start'], 'heal': None, 'maxmem': [134.083, 134.083]},
    ('5.0', 'Supermicro', 'AS-A126GS-TNBR'): {'gbs': 8, 'ga': 1, 'per_run': [1.50989, 1.51119, 1.51069, 1.5099, 1.50977, 1.50975, 1.50939, 1.51109], 'files': ['01', '04', '05', '06', '07', '08', '09', '10'], 'dropped': ['03', '02'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 6, 5, 5], 'used': [4, 4, 4, 4, 4, 5, 4, 4], 'first': [192], 'later': [48], 'step': 1.5102, 'steps': 390, 'eval_s': 73.56, 'run_s': 662.38, 'loss': [1.5093, 1.5109, 1.5106, 1.5091, 1.5096, 1.5094, 1.5092, 1.5109], 'n_loss': [15, 15, 15, 15, 15, 19, 15, 15], 'every': [10], 'meth': ['eval_start'], 'heal': None, 'maxmem': [168.827, 168.827]},
    ('5.0', 'Supermicro', 'AS-A126GS-TNBR_N1'): {'gbs': 8, 'ga': 1, 'per_run': [1.51441, 1.51635, 1.51606, 1.51435, 1.51523, 1.515, 1.51615, 1.51508], 'files': ['1', '10', '2', '3', '4', '5', '8', '9'], 'dropped': ['6', '7'], 'failed': [], 'blocks': [5, 5, 6, 5, 6, 6, 6, 6], 'used': [4, 4, 5, 4, 5, 5, 5, 5], 'first': [192], 'later': [48], 'step': 1.5153, 'steps': 414, 'eval_s': 77.75, 'run_s': 704.77, 'loss': [1.5143, 1.516, 1.5158, 1.514, 1.5143, 1.5149, 1.5159, 1.5148], 'n_loss': [15, 15, 19, 15, 19, 19, 19, 19], 'every': [10], 'meth': ['eval_start'], 'heal': None, 'maxmem': [168.827, 168.827]},
    ('5.0', 'Supermicro', 'SYS-422GA-NBRT-LCC'): {'gbs': 8, 'ga': 1, 'per_run': [1.51116, 1.51116, 1.51194, 1.51196, 1.51046, 1.511, 1.51069, 1.51135], 'files': ['1', '10', '2', '3', '5', '6', '7', '9'], 'dropped': ['4', '8'], 'failed': [], 'blocks': [5, 5, 4, 5, 5, 5, 5, 5], 'used': [4, 4, 3, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 1.5112, 'steps': 378, 'eval_s': 68.91, 'run_s': 639.81, 'loss': [1.5106, 1.5109, 1.5117, 1.5115, 1.5103, 1.5105, 1.5102, 1.5108], 'n_loss': [15, 15, 11, 15, 15, 15, 15, 15], 'every': [10], 'meth': ['eval_start'], 'heal': None, 'maxmem': [168.827, 168.827]},
    ('5.0', 'Supermicro', 'SYS-821GE-TNHR'): {'gbs': 8, 'ga': 2, 'per_run': [3.12609, 3.13903, 3.14359, 3.14985, 3.15654, 3.16781, 3.21109, 3.33202], 'files': ['01', '03', '04', '05', '06', '07', '08', '10'], 'dropped': ['02', '09'], 'failed': [], 'blocks': [5, 5, 5, 4, 6, 6, 5, 4], 'used': [4, 4, 4, 3, 5, 5, 4, 3], 'first': [192], 'later': [48], 'step': 3.1783, 'steps': 384, 'eval_s': 146.78, 'run_s': 1371.51, 'loss': [3.1266, 3.1399, 3.1436, 3.1498, 3.157, 3.1671, 3.2117, 3.3318], 'n_loss': [15, 15, 15, 11, 19, 19, 15, 11], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('5.0', 'Supermicro', 'SYS-A21GE-NBRT'): {'gbs': 8, 'ga': 1, 'per_run': [1.51619, 1.51768, 1.51675, 1.51654, 1.51767, 1.51728, 1.51784, 1.51759], 'files': ['1', '10', '4', '5', '6', '7', '8', '9'], 'dropped': ['2', '3'], 'failed': [], 'blocks': [6, 5, 5, 4, 5, 5, 5, 5], 'used': [5, 4, 4, 3, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 1.5172, 'steps': 384, 'eval_s': 73.64, 'run_s': 657.53, 'loss': [1.5154, 1.5169, 1.5166, 1.5161, 1.5169, 1.5168, 1.5172, 1.5169], 'n_loss': [19, 15, 15, 11, 15, 15, 15, 15], 'every': [10], 'meth': ['eval_start'], 'heal': None, 'maxmem': [168.827, 168.827]},
    ('5.1', 'Cisco', '1xC885A_M8-8xH200-SXM-141GB'): {'gbs': 8, 'ga': 2, 'per_run': [3.18576, 3.18649, 3.18476, 3.18258, 3.18396, 3.1817, 3.18277, 3.18319], 'files': ['1', '2', '3', '4', '6', '7', '8', '9'], 'dropped': ['0', '5'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 5, 6], 'used': [4, 4, 4, 4, 4, 4, 4, 5], 'first': [192], 'later': [48], 'step': 3.1839, 'steps': 390, 'eval_s': 144.68, 'run_s': 1391.55, 'loss': [3.1857, 3.1867, 3.1849, 3.183, 3.1832, 3.1815, 3.1824, 3.1836], 'n_loss': [15, 15, 15, 15, 15, 15, 15, 19], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('5.1', 'Cisco', '2xC885A_M8-8xH200-SXM-141GB'): {'gbs': 8, 'ga': 1, 'per_run': [1.71409, 1.71339, 1.71321, 1.71433, 1.7129, 1.71149, 1.71329, 1.71225], 'files': ['0', '1', '2', '4', '5', '7', '8', '9'], 'dropped': ['3', '6'], 'failed': [], 'blocks': [5, 5, 6, 5, 5, 5, 5, 6], 'used': [4, 4, 5, 4, 4, 4, 4, 5], 'first': [192], 'later': [48], 'step': 1.7131, 'steps': 396, 'eval_s': 84.08, 'run_s': 770.3, 'loss': [1.7141, 1.7136, 1.7129, 1.7143, 1.713, 1.7114, 1.7129, 1.712], 'n_loss': [15, 15, 19, 15, 15, 15, 15, 19], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('5.1', 'Cisco', 'hpf_n8'): {'gbs': 8, 'ga': 1, 'per_run': [0.54363, 0.54429, 0.54368, 0.54344, 0.54416, 0.54334, 0.54419, 0.5434], 'files': ['0', '1', '2', '3', '6', '7', '8', '9'], 'dropped': ['4', '5'], 'failed': [], 'blocks': [5, 5, 5, 6, 5, 5, 5, 6], 'used': [4, 4, 4, 5, 4, 4, 4, 5], 'first': [192], 'later': [48], 'step': 0.5438, 'steps': 396, 'eval_s': 42.12, 'run_s': 266.28, 'loss': [0.543, 0.5441, 0.5432, 0.5432, 0.5439, 0.5432, 0.544, 0.5434], 'n_loss': [15, 15, 15, 19, 15, 15, 15, 19], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('5.1', 'Cisco', 'hpf_n16'): {'gbs': 16, 'ga': 1, 'per_run': [0.54435, 0.54408, 0.54483, 0.54487, 0.54496, 0.54521, 0.54404, 0.54463], 'files': ['0', '1', '2', '4', '5', '6', '7', '9'], 'dropped': ['8', '3'], 'failed': [], 'blocks': [7, 8, 6, 6, 6, 7, 7, 6], 'used': [6, 7, 5, 5, 5, 6, 6, 5], 'first': [120], 'later': [24], 'step': 0.5446, 'steps': 255, 'eval_s': 29.01, 'run_s': 176.67, 'loss': [0.54395, 0.5437, 0.5445, 0.5446, 0.5443, 0.54475, 0.544, 0.5446], 'n_loss': [8, 9, 7, 7, 7, 8, 8, 7], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('5.1', 'Dell', '1xXE9680Lx8B200-SXM-180GB'): {'gbs': 8, 'ga': 2, 'per_run': [1.11113, 1.115, 1.11256, 1.11181, 1.11127, 1.11013, 1.11144, 1.11052], 'files': ['0', '1', '3', '4', '6', '7', '8', '9'], 'dropped': ['2', '5'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 5, 5], 'used': [3, 3, 3, 3, 3, 3, 3, 3], 'first': [192], 'later': [48], 'step': 1.1117, 'steps': 384, 'eval_s': 55.14, 'run_s': 515.29, 'loss': [1.11045, 1.11505, 1.11195, 1.111, 1.1105, 1.1095, 1.11125, 1.11005], 'n_loss': [12, 12, 12, 12, 12, 12, 12, 12], 'every': [10], 'meth': ['step'], 'heal': 350, 'maxmem': None},
    ('5.1', 'Dell', '1xXE9680Lx8H200-SXM-141GB'): {'gbs': 8, 'ga': 2, 'per_run': [3.15081, 3.14521, 3.14733, 3.14352, 3.14787, 3.14613, 3.1462, 3.14714], 'files': ['0', '1', '2', '5', '6', '7', '8', '9'], 'dropped': ['3', '4'], 'failed': [], 'blocks': [5, 5, 5, 6, 5, 6, 5, 5], 'used': [4, 4, 4, 5, 4, 5, 4, 4], 'first': [192], 'later': [48], 'step': 3.1468, 'steps': 396, 'eval_s': 160.35, 'run_s': 1406.88, 'loss': [3.1497, 3.1444, 3.1477, 3.1436, 3.1463, 3.1455, 3.1455, 3.1466], 'n_loss': [15, 15, 15, 19, 15, 19, 15, 15], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'Dell', '1xXE9685Lx8B200-SXM-180GB'): {'gbs': 8, 'ga': 1, 'per_run': [1.29579, 1.29569, 1.29648, 1.29578, 1.29706, 1.29485, 1.29571, 1.29617], 'files': ['0', '1', '2', '4', '5', '6', '7', '9'], 'dropped': ['8', '3'], 'failed': [], 'blocks': [5, 6, 6, 5, 5, 6, 6, 5], 'used': [4, 5, 5, 4, 4, 5, 5, 4], 'first': [192], 'later': [48], 'step': 1.2959, 'steps': 408, 'eval_s': 71.52, 'run_s': 599.89, 'loss': [1.2954, 1.2953, 1.2959, 1.2954, 1.2959, 1.2944, 1.2949, 1.2956], 'n_loss': [15, 19, 19, 15, 15, 19, 19, 15], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'Dell', '1xXE9780x8B200-SXM-180GB'): {'gbs': 8, 'ga': 1, 'per_run': [1.29783, 1.29733, 1.29696, 1.29657, 1.29633, 1.29714, 1.29892, 1.29458], 'files': ['1', '2', '3', '5', '6', '7', '8', '9'], 'dropped': ['4', '0'], 'failed': ['0'], 'blocks': [5, 6, 6, 5, 5, 5, 6, 6], 'used': [4, 5, 5, 4, 4, 4, 5, 5], 'first': [192], 'later': [48], 'step': 1.297, 'steps': 408, 'eval_s': 76.7, 'run_s': 605.4, 'loss': [1.2972, 1.297, 1.2957, 1.2955, 1.296, 1.296, 1.2987, 1.294], 'n_loss': [15, 19, 19, 15, 15, 15, 19, 19], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'Dell', '1xXE9780x8B300-SXM-270GB'): {'gbs': 8, 'ga': 1, 'per_run': [1.30004, 1.29968, 1.30012, 1.30096, 1.29954, 1.30024, 1.29915, 1.30052], 'files': ['0', '2', '3', '4', '5', '6', '7', '8'], 'dropped': ['1', '9'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 6, 6], 'used': [4, 4, 4, 4, 4, 4, 5, 5], 'first': [192], 'later': [48], 'step': 1.3, 'steps': 396, 'eval_s': 74.3, 'run_s': 588.79, 'loss': [1.2996, 1.2999, 1.2995, 1.3001, 1.299, 1.2999, 1.2985, 1.3002], 'n_loss': [15, 15, 15, 15, 15, 15, 19, 19], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'Dell', '2xXE9680Lx8B200-SXM-180GB'): {'gbs': 16, 'ga': 1, 'per_run': [1.38933, 1.39135, 1.39004, 1.3961, 1.39587, 1.39765, 1.38938, 1.39798], 'files': ['0', '1', '2', '3', '4', '6', '7', '8'], 'dropped': ['5', '9'], 'failed': [], 'blocks': [7, 7, 6, 7, 6, 7, 6, 7], 'used': [6, 6, 5, 6, 5, 6, 5, 6], 'first': [120], 'later': [24], 'step': 1.3935, 'steps': 255, 'eval_s': 50.17, 'run_s': 405.82, 'loss': [1.3886, 1.39, 1.3898, 1.39565, 1.3968, 1.38915, 1.3868, 1.3954], 'n_loss': [8, 8, 7, 8, 7, 8, 7, 8], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'GigaComputing', 'G894-AD1_pytorch'): {'gbs': 8, 'ga': 1, 'per_run': [1.3017, 1.30199, 1.30205, 1.30152, 1.30245, 1.30238, 1.30255, 1.30238], 'files': ['0', '1', '2', '3', '4', '6', '7', '9'], 'dropped': ['5', '8'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 5, 5], 'used': [4, 4, 4, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 1.3021, 'steps': 384, 'eval_s': 65.68, 'run_s': 565.45, 'loss': [1.3012, 1.3018, 1.3015, 1.3011, 1.3014, 1.3021, 1.302, 1.3017], 'n_loss': [15, 15, 15, 15, 15, 15, 15, 15], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'Krai', 'Cray-XD670-H200-SXM5-141GB_n2_v5.0'): {'gbs': 8, 'ga': 1, 'per_run': [1.6683, 1.66825, 1.66678, 1.6674, 1.66807, 1.66807, 1.66756, 1.66842], 'files': ['10', '2', '3', '4', '5', '6', '7', '8'], 'dropped': ['1', '9'], 'failed': [], 'blocks': [5, 6, 5, 5, 5, 5, 6, 5], 'used': [4, 5, 4, 4, 4, 4, 5, 4], 'first': [192], 'later': [48], 'step': 1.6679, 'steps': 396, 'eval_s': 77.04, 'run_s': 744.75, 'loss': [1.6686, 1.668, 1.6668, 1.6676, 1.6681, 1.6683, 1.6675, 1.6686], 'n_loss': [15, 19, 15, 15, 15, 15, 19, 15], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('5.1', 'Krai', 'Cray-XD670-H200-SXM5-141GB_n4_v5.0'): {'gbs': 8, 'ga': 1, 'per_run': [0.87895, 0.87784, 0.87763, 0.87754, 0.87715, 0.87739, 0.87785, 0.87824], 'files': ['1', '2', '3', '5', '6', '7', '8', '9'], 'dropped': ['4', '10'], 'failed': [], 'blocks': [5, 5, 5, 6, 6, 5, 6, 5], 'used': [4, 4, 4, 5, 5, 4, 5, 4], 'first': [192], 'later': [48], 'step': 0.8778, 'steps': 402, 'eval_s': 49.26, 'run_s': 409.6, 'loss': [0.8783, 0.8774, 0.8776, 0.8772, 0.877, 0.8767, 0.8772, 0.878], 'n_loss': [15, 15, 15, 19, 19, 15, 19, 15], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('5.1', 'Krai', 'Cray-XD670-H200-SXM5-141GB_n8_v5.0'): {'gbs': 16, 'ga': 1, 'per_run': [0.88496, 0.88406, 0.88377, 0.88487, 0.88367, 0.88327, 0.88385, 0.88329], 'files': ['1', '10', '3', '4', '5', '6', '8', '9'], 'dropped': ['7', '2'], 'failed': [], 'blocks': [7, 7, 7, 7, 7, 7, 7, 8], 'used': [6, 6, 6, 6, 6, 6, 6, 7], 'first': [96], 'later': [24], 'step': 0.884, 'steps': 243, 'eval_s': 32.89, 'run_s': 255.13, 'loss': [0.8834, 0.8825, 0.8833, 0.8831, 0.8828, 0.883, 0.8827, 0.8825], 'n_loss': [9, 9, 9, 9, 9, 9, 9, 10], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('5.1', 'Lambda', 'gb300_n18_ngc25.04_nemo'): {'gbs': 9, 'ga': 1, 'per_run': [0.18256, 0.1803, 0.18065, 0.18107, 0.18119, 0.1805, 0.18055, 0.18078], 'files': ['1', '10', '2', '3', '5', '6', '7', '9'], 'dropped': ['4', '8'], 'failed': [], 'blocks': [6, 6, 6, 6, 5, 5, 5, 5], 'used': [5, 5, 5, 5, 4, 4, 4, 4], 'first': [172], 'later': [43], 'step': 0.1809, 'steps': 365.5, 'eval_s': 9.49, 'run_s': 75.67, 'loss': [0.1818, 0.1794, 0.1794, 0.1802, 0.1803, 0.1795, 0.1798, 0.1802], 'n_loss': [16, 16, 16, 16, 13, 13, 13, 13], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'Lenovo', 'SR680aV3-8xB200_SXM_180GB'): {'gbs': 8, 'ga': 1, 'per_run': [1.29294, 1.29276, 1.2937, 1.29408, 1.29385, 1.29335, 1.29238, 1.29376], 'files': ['02', '03', '04', '05', '06', '07', '09', '10'], 'dropped': ['01', '08'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 6, 6, 5], 'used': [4, 4, 4, 4, 4, 5, 5, 4], 'first': [192], 'later': [48], 'step': 1.2934, 'steps': 396, 'eval_s': 68.69, 'run_s': 580.65, 'loss': [1.2924, 1.2923, 1.2933, 1.2937, 1.2931, 1.2935, 1.2917, 1.2932], 'n_loss': [15, 15, 15, 15, 15, 19, 19, 15], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'Lenovo', 'SR680aV4-8xB300_SXM'): {'gbs': 8, 'ga': 1, 'per_run': [1.2613, 1.25885, 1.26156, 1.26086, 1.26157, 1.26089, 1.26059, 1.26068], 'files': ['10', '2', '3', '4', '5', '6', '7', '9'], 'dropped': ['8', '1'], 'failed': [], 'blocks': [5, 6, 6, 5, 5, 5, 5, 5], 'used': [4, 5, 5, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 1.2608, 'steps': 396, 'eval_s': 68.84, 'run_s': 568.06, 'loss': [1.2606, 1.2586, 1.2607, 1.2604, 1.261, 1.2602, 1.2599, 1.2595], 'n_loss': [15, 19, 19, 15, 15, 15, 15, 15], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'Lenovo', 'SR780aV3-8xB200_SXM_180GB'): {'gbs': 8, 'ga': 1, 'per_run': [1.31499, 1.31443, 1.31417, 1.3142, 1.31441, 1.31384, 1.31466, 1.31404], 'files': ['01', '02', '03', '05', '06', '08', '09', '10'], 'dropped': ['04', '07'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 5, 5], 'used': [4, 4, 4, 4, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 1.3143, 'steps': 384, 'eval_s': 66.53, 'run_s': 571.18, 'loss': [1.3147, 1.3142, 1.3136, 1.3138, 1.3138, 1.3127, 1.3142, 1.3137], 'n_loss': [15, 15, 15, 15, 15, 15, 15, 15], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'NVIDIA', 'theia_ngpu512_ngc25.09_nemo'): {'gbs': 64, 'ga': 1, 'per_run': [0.18367, 0.18383, 0.18367, 0.18358, 0.18267, 0.18233, 0.18233, 0.18267], 'files': ['0', '1', '2', '4', '5', '6', '7', '8'], 'dropped': ['3', '9'], 'failed': [], 'blocks': [9, 8, 8, 9, 8, 8, 10, 8], 'used': [8, 7, 7, 8, 7, 7, 9, 7], 'first': [66], 'later': [6], 'step': 0.1831, 'steps': 111, 'eval_s': 3.44, 'run_s': 24.11, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'NVIDIA', 'theia_ngpu72_ngc25.09_nemo'): {'gbs': 9, 'ga': 1, 'per_run': [0.17251, 0.1729, 0.17256, 0.17259, 0.17221, 0.172, 0.17188, 0.17205], 'files': ['0', '1', '3', '4', '6', '7', '8', '9'], 'dropped': ['2', '5'], 'failed': [], 'blocks': [6, 5, 5, 5, 6, 6, 6, 6], 'used': [5, 4, 4, 4, 5, 5, 5, 5], 'first': [172], 'later': [43], 'step': 0.1723, 'steps': 370.9, 'eval_s': 9.46, 'run_s': 73.37, 'loss': [0.1719, 0.1722, 0.1719, 0.1719, 0.1714, 0.1713, 0.1714, 0.1713], 'n_loss': [16, 13, 13, 13, 16, 16, 16, 16], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'NVIDIA', 'theia_ngpu8_ngc25.09_nemo'): {'gbs': 8, 'ga': 1, 'per_run': [0.74535, 0.74583, 0.7459, 0.74613, 0.74865, 0.74973, 0.74927, 0.74933], 'files': ['1', '2', '3', '4', '5', '7', '8', '9'], 'dropped': ['0', '6'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 5, 5], 'used': [3, 3, 3, 3, 3, 3, 3, 3], 'first': [192], 'later': [48], 'step': 0.7475, 'steps': 384, 'eval_s': 37.11, 'run_s': 346.25, 'loss': [0.7448, 0.74515, 0.7452, 0.74535, 0.74815, 0.74885, 0.74855, 0.74865], 'n_loss': [12, 12, 12, 12, 12, 12, 12, 12], 'every': [10], 'meth': ['step'], 'heal': 350, 'maxmem': None},
    ('5.1', 'NVIDIA', 'tyche_ngpu512_ngc25.09_nemo'): {'gbs': 64, 'ga': 1, 'per_run': [0.21033, 0.20983, 0.20975, 0.21017, 0.21133, 0.21092, 0.21083, 0.21092], 'files': ['0', '1', '2', '3', '6', '7', '8', '9'], 'dropped': ['4', '5'], 'failed': [], 'blocks': [8, 8, 9, 10, 8, 9, 10, 9], 'used': [7, 7, 8, 9, 7, 8, 9, 8], 'first': [66], 'later': [6], 'step': 0.2105, 'steps': 113.2, 'eval_s': 3.96, 'run_s': 27.98, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'NVIDIA', 'tyche_ngpu72_ngc25.09_nemo'): {'gbs': 9, 'ga': 1, 'per_run': [0.19977, 0.20036, 0.19879, 0.20016, 0.20151, 0.1994, 0.1984, 0.19827], 'files': ['0', '1', '2', '3', '4', '5', '7', '8'], 'dropped': ['6', '9'], 'failed': [], 'blocks': [6, 5, 6, 5, 6, 6, 6, 5], 'used': [5, 4, 5, 4, 5, 5, 5, 4], 'first': [172], 'later': [43], 'step': 0.1996, 'steps': 370.9, 'eval_s': 10.9, 'run_s': 84.86, 'loss': [0.1989, 0.1997, 0.19795, 0.1995, 0.2007, 0.19865, 0.19775, 0.1975], 'n_loss': [16, 13, 16, 13, 16, 16, 16, 13], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'NVIDIA', 'tyche_ngpu8_ngc25.09_nemo'): {'gbs': 8, 'ga': 2, 'per_run': [1.02908, 1.03244, 1.03712, 1.03992, 1.06106, 1.06265, 1.03812, 1.04656], 'files': ['0', '1', '2', '3', '4', '5', '7', '8'], 'dropped': ['9', '6'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 6, 6], 'used': [3, 3, 3, 3, 3, 3, 3, 3], 'first': [192], 'later': [48], 'step': 1.0434, 'steps': 396, 'eval_s': 63.08, 'run_s': 537.42, 'loss': [1.0284, 1.03135, 1.03655, 1.0391, 1.0605, 1.06205, 1.0378, 1.04605], 'n_loss': [12, 12, 12, 12, 12, 12, 12, 12], 'every': [10], 'meth': ['step'], 'heal': 350, 'maxmem': None},
    ('5.1', 'Nebius', 'nebius_b200_n1'): {'gbs': 8, 'ga': 1, 'per_run': [1.04171, 1.04804, 1.05088, 1.04108, 1.04906, 1.04996, 1.03985, 1.05173], 'files': ['1', '10', '2', '3', '4', '6', '7', '8'], 'dropped': ['5', '9'], 'failed': [], 'blocks': [6, 6, 6, 6, 6, 6, 6, 6], 'used': [3, 3, 3, 3, 3, 3, 3, 3], 'first': [192], 'later': [48], 'step': 1.0465, 'steps': 432, 'eval_s': 67.04, 'run_s': 572.93, 'loss': [1.0394, 1.0463, 1.0493, 1.041, 1.0469, 1.0488, 1.03745, 1.0481], 'n_loss': [12, 12, 12, 12, 12, 12, 12, 12], 'every': [10], 'meth': ['step'], 'heal': 350, 'maxmem': None},
    ('5.1', 'Nebius', 'nebius_b200_n2'): {'gbs': 8, 'ga': 1, 'per_run': [0.59687, 0.59783, 0.59771, 0.59781, 0.59813, 0.5979, 0.59808, 0.59748], 'files': ['10', '2', '3', '4', '5', '6', '7', '9'], 'dropped': ['1', '8'], 'failed': [], 'blocks': [6, 6, 6, 6, 7, 5, 6, 6], 'used': [3, 3, 3, 3, 3, 3, 3, 3], 'first': [192], 'later': [48], 'step': 0.5977, 'steps': 432, 'eval_s': 41.2, 'run_s': 349.14, 'loss': [0.59665, 0.5973, 0.59735, 0.59705, 0.5973, 0.59715, 0.5976, 0.597], 'n_loss': [12, 12, 12, 12, 12, 12, 12, 12], 'every': [10], 'meth': ['step'], 'heal': 350, 'maxmem': None},
    ('5.1', 'Nebius', 'nebius_b200_n4'): {'gbs': 8, 'ga': 1, 'per_run': [0.40618, 0.40619, 0.40604, 0.40624, 0.40656, 0.40652, 0.40648, 0.40602], 'files': ['1', '10', '2', '3', '5', '6', '7', '8'], 'dropped': ['4', '9'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 6, 5, 4], 'used': [4, 4, 4, 4, 4, 5, 4, 3], 'first': [192], 'later': [48], 'step': 0.4063, 'steps': 384, 'eval_s': 23.52, 'run_s': 179.88, 'loss': [0.4054, 0.4053, 0.4054, 0.4055, 0.4056, 0.4057, 0.4055, 0.4054], 'n_loss': [15, 15, 15, 15, 15, 19, 15, 11], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'Nebius', 'nebius_b300_n1'): {'gbs': 8, 'ga': 1, 'per_run': [0.93469, 0.92796, 0.93631, 0.92896, 0.9321, 0.93079, 0.94383, 0.93085], 'files': ['10', '2', '3', '4', '5', '6', '7', '9'], 'dropped': ['1', '8'], 'failed': [], 'blocks': [5, 5, 6, 6, 6, 6, 6, 6], 'used': [3, 3, 3, 3, 3, 3, 3, 3], 'first': [192], 'later': [48], 'step': 0.9332, 'steps': 420, 'eval_s': 59.29, 'run_s': 508.54, 'loss': [0.9315, 0.9233, 0.92705, 0.92445, 0.92645, 0.92645, 0.9471, 0.9237], 'n_loss': [12, 12, 12, 12, 12, 12, 12, 12], 'every': [10], 'meth': ['step'], 'heal': 350, 'maxmem': None},
    ('5.1', 'Quanta_Cloud_Technology', 'D74H-7U'): {'gbs': 8, 'ga': 2, 'per_run': [3.15044, 3.14874, 3.14744, 3.14475, 3.14398, 3.14749, 3.14852, 3.14909], 'files': ['0', '1', '3', '4', '5', '6', '8', '9'], 'dropped': ['7', '2'], 'failed': [], 'blocks': [6, 5, 5, 5, 6, 5, 5, 5], 'used': [5, 4, 4, 4, 5, 4, 4, 4], 'first': [192], 'later': [48], 'step': 3.1476, 'steps': 396, 'eval_s': 147.85, 'run_s': 1403.7, 'loss': [3.1494, 3.1483, 3.1479, 3.1448, 3.144, 3.147, 3.1489, 3.1494], 'n_loss': [19, 15, 15, 15, 19, 15, 15, 15], 'every': [10], 'meth': ['stop'], 'heal': None, 'maxmem': None},
    ('5.1', 'Supermicro', 'ARS-121GL-NB3'): {'gbs': 9, 'ga': 1, 'per_run': [0.17921, 0.1787, 0.17892, 0.17902, 0.17884, 0.17922, 0.17872, 0.17886], 'files': ['01', '02', '04', '06', '07', '08', '09', '10'], 'dropped': ['05', '03'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 5, 6, 5], 'used': [4, 4, 4, 4, 4, 4, 5, 4], 'first': [172], 'later': [43], 'step': 0.1789, 'steps': 349.4, 'eval_s': 8.73, 'run_s': 72.47, 'loss': [0.1782, 0.1779, 0.178, 0.1783, 0.178, 0.1783, 0.178, 0.1781], 'n_loss': [13, 13, 13, 13, 13, 13, 16, 13], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'Supermicro', 'AS-4126GS-NBR-LCC'): {'gbs': 8, 'ga': 1, 'per_run': [1.31257, 1.31223, 1.31267, 1.31167, 1.31209, 1.31225, 1.3114, 1.31274], 'files': ['1', '10', '2', '3', '5', '6', '7', '8'], 'dropped': ['4', '9'], 'failed': [], 'blocks': [5, 6, 5, 6, 5, 6, 6, 5], 'used': [4, 5, 4, 5, 4, 5, 5, 4], 'first': [192], 'later': [48], 'step': 1.3122, 'steps': 408, 'eval_s': 70.72, 'run_s': 605.75, 'loss': [1.3122, 1.312, 1.3124, 1.3112, 1.312, 1.3118, 1.3114, 1.3122], 'n_loss': [15, 19, 15, 19, 15, 19, 19, 15], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'Supermicro', 'AS-8126GS-NB3RT'): {'gbs': 8, 'ga': 1, 'per_run': [1.26346, 1.26856, 1.26687, 1.26653, 1.26469, 1.26454, 1.2641, 1.26365], 'files': ['10', '2', '4', '5', '6', '7', '8', '9'], 'dropped': ['1', '3'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 6, 6, 5], 'used': [4, 4, 4, 4, 4, 5, 5, 4], 'first': [192], 'later': [48], 'step': 1.2653, 'steps': 396, 'eval_s': 66.22, 'run_s': 566.75, 'loss': [1.2632, 1.2679, 1.2666, 1.2661, 1.2643, 1.2643, 1.2635, 1.2631], 'n_loss': [15, 15, 15, 15, 15, 19, 19, 15], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'Supermicro', 'AS-A126GS-TNBR'): {'gbs': 8, 'ga': 1, 'per_run': [1.30341, 1.30324, 1.30259, 1.30339, 1.30244, 1.30235, 1.30339, 1.30327], 'files': ['01', '04', '05', '06', '07', '08', '09', '10'], 'dropped': ['03', '02'], 'failed': [], 'blocks': [5, 5, 5, 5, 5, 6, 5, 5], 'used': [4, 4, 4, 4, 4, 5, 4, 4], 'first': [192], 'later': [48], 'step': 1.303, 'steps': 390, 'eval_s': 68.88, 'run_s': 576.95, 'loss': [1.3028, 1.3026, 1.302, 1.3029, 1.3021, 1.3018, 1.3027, 1.3033], 'n_loss': [15, 15, 15, 15, 15, 19, 15, 15], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'Supermicro', 'SYS-422GS-NBRT-LCC'): {'gbs': 8, 'ga': 1, 'per_run': [1.29673, 1.29785, 1.299, 1.29648, 1.29908, 1.2974, 1.29786, 1.29703], 'files': ['1', '10', '2', '3', '4', '5', '7', '9'], 'dropped': ['8', '6'], 'failed': [], 'blocks': [6, 4, 6, 6, 5, 5, 5, 5], 'used': [5, 3, 5, 5, 4, 4, 4, 4], 'first': [192], 'later': [48], 'step': 1.2977, 'steps': 396, 'eval_s': 72.58, 'run_s': 586.34, 'loss': [1.2961, 1.2974, 1.2985, 1.2956, 1.2981, 1.2972, 1.2967, 1.2965], 'n_loss': [19, 11, 19, 19, 15, 15, 15, 15], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'Supermicro', 'SYS-822GS-NB3RT'): {'gbs': 8, 'ga': 1, 'per_run': [1.26517, 1.26508, 1.26616, 1.26615, 1.26646, 1.26715, 1.26602, 1.2668], 'files': ['01', '02', '03', '04', '05', '07', '09', '10'], 'dropped': ['08', '06'], 'failed': [], 'blocks': [5, 6, 5, 5, 6, 5, 5, 5], 'used': [4, 5, 4, 4, 5, 4, 4, 4], 'first': [192], 'later': [48], 'step': 1.2661, 'steps': 396, 'eval_s': 68.82, 'run_s': 570.13, 'loss': [1.2643, 1.2647, 1.2655, 1.2659, 1.2657, 1.2665, 1.2655, 1.266], 'n_loss': [15, 19, 15, 15, 19, 15, 15, 15], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'University-of-Florida', 'hpg.dgxb200x8.n1'): {'gbs': 8, 'ga': 1, 'per_run': [1.31573, 1.31897, 1.31803, 1.31664, 1.31988, 1.31862, 1.32069, 1.32122], 'files': ['0', '1', '2', '3', '4', '5', '6', '8'], 'dropped': ['9', '7'], 'failed': [], 'blocks': [6, 5, 5, 5, 5, 6, 5, 5], 'used': [5, 4, 4, 4, 4, 5, 4, 4], 'first': [192], 'later': [48], 'step': 1.3187, 'steps': 396, 'eval_s': 69.67, 'run_s': 591.59, 'loss': [1.3156, 1.317, 1.3174, 1.3156, 1.3186, 1.3193, 1.3199, 1.3207], 'n_loss': [19, 15, 15, 15, 15, 19, 15, 15], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'University-of-Florida', 'hpg.dgxb200x8.n2'): {'gbs': 16, 'ga': 1, 'per_run': [1.32617, 1.32183, 1.32608, 1.32083, 1.32096, 1.32737, 1.32121, 1.32629], 'files': ['0', '1', '2', '3', '5', '6', '7', '9'], 'dropped': ['4', '8'], 'failed': [], 'blocks': [6, 7, 6, 7, 6, 6, 6, 6], 'used': [5, 6, 5, 6, 5, 5, 5, 5], 'first': [120], 'later': [24], 'step': 1.3238, 'steps': 246, 'eval_s': 43.33, 'run_s': 368.78, 'loss': [1.325, 1.32135, 1.325, 1.32015, 1.3202, 1.3268, 1.3201, 1.3255], 'n_loss': [7, 8, 7, 8, 7, 7, 7, 7], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'University-of-Florida', 'hpg.dgxb200x8.n4'): {'gbs': 8, 'ga': 1, 'per_run': [0.37897, 0.38001, 0.37952, 0.37974, 0.3799, 0.37874, 0.37939, 0.37986], 'files': ['0', '1', '2', '3', '4', '6', '7', '9'], 'dropped': ['8', '5'], 'failed': [], 'blocks': [7, 7, 8, 7, 7, 7, 7, 7], 'used': [6, 6, 7, 6, 6, 6, 6, 6], 'first': [192], 'later': [48], 'step': 0.3795, 'steps': 486, 'eval_s': 30.48, 'run_s': 214.81, 'loss': [0.3783, 0.379, 0.379, 0.379, 0.3794, 0.3783, 0.3788, 0.3792], 'n_loss': [23, 23, 26, 23, 23, 23, 23, 23], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'University-of-Florida', 'hpg.dgxb200x8.n8'): {'gbs': 8, 'ga': 1, 'per_run': [0.21542, 0.21545, 0.21547, 0.21545, 0.21535, 0.21567, 0.21539, 0.2155], 'files': ['1', '2', '3', '4', '5', '6', '8', '9'], 'dropped': ['7', '0'], 'failed': [], 'blocks': [7, 7, 7, 7, 7, 8, 7, 7], 'used': [6, 6, 6, 6, 6, 7, 6, 6], 'first': [192], 'later': [48], 'step': 0.2155, 'steps': 486, 'eval_s': 20.12, 'run_s': 125.16, 'loss': [0.2148, 0.2149, 0.2149, 0.2148, 0.2149, 0.21505, 0.2148, 0.2148], 'n_loss': [23, 23, 23, 23, 23, 26, 23, 23], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'University-of-Florida', 'hpg.dgxb200x8.n16'): {'gbs': 16, 'ga': 1, 'per_run': [0.21046, 0.21042, 0.21054, 0.21029, 0.21046, 0.21038, 0.21029, 0.21058], 'files': ['0', '2', '3', '4', '5', '6', '7', '9'], 'dropped': ['1', '8'], 'failed': [], 'blocks': [14, 14, 14, 12, 14, 13, 13, 14], 'used': [13, 13, 13, 11, 13, 12, 12, 13], 'first': [120], 'later': [24], 'step': 0.2104, 'steps': 420, 'eval_s': 22.56, 'run_s': 111.9, 'loss': [0.2092, 0.2093, 0.2095, 0.2091, 0.20925, 0.20915, 0.2092, 0.2095], 'n_loss': [18, 18, 18, 15, 18, 16, 16, 18], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'Wiwynn', '1xKinabalux18x4GB200'): {'gbs': 9, 'ga': 1, 'per_run': [0.1974, 0.1976, 0.19672, 0.1964, 0.19758, 0.1974, 0.19655, 0.19616], 'files': ['1', '2', '3', '5', '6', '7', '8', '9'], 'dropped': ['4', '0'], 'failed': [], 'blocks': [5, 6, 6, 6, 6, 5, 5, 6], 'used': [4, 5, 5, 5, 5, 4, 4, 5], 'first': [172], 'later': [43], 'step': 0.197, 'steps': 370.9, 'eval_s': 10.77, 'run_s': 83.88, 'loss': [0.1967, 0.19685, 0.19625, 0.19575, 0.19675, 0.1968, 0.1956, 0.19555], 'n_loss': [13, 16, 16, 16, 16, 13, 13, 16], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
    ('5.1', 'Wiwynn', '8xKinabalux18x4GB200'): {'gbs': 72, 'ga': 1, 'per_run': [0.2115, 0.21292, 0.21083, 0.21167, 0.21167, 0.21208, 0.2115, 0.21192], 'files': ['2', '3', '4', '5', '6', '7', '8', '9'], 'dropped': ['1', '0'], 'failed': [], 'blocks': [7, 7, 6, 6, 6, 7, 6, 7], 'used': [6, 6, 5, 5, 5, 6, 5, 6], 'first': [72], 'later': [6], 'step': 0.2118, 'steps': 105, 'eval_s': 2.72, 'run_s': 25.49, 'loss': None, 'n_loss': [0, 0, 0, 0, 0, 0, 0, 0], 'every': [10], 'meth': ['step'], 'heal': None, 'maxmem': None},
}


# ---------------------------------------------------------------------------
# Memory-relevant settings, stated in every row's Settings: the parameter
# transpose cache, the fp8 store of the activation-function input, fp8 weights
# and CPU offloading. Where a log prints NeMo's resolved config, its values win
# (the rows' SUBMISSIONS act and the texts below agree with them); otherwise
# the files decide. NeMo 1 yamls (every n1 row) set
# disable_parameter_transpose_cache and cpu_offloading as literals (True,
# False). The v4.0 yaml (n1-2404) spells its switch fp8_activation_input_store
# (from FP8_ACTIVATION). That is no Megatron-Core TransformerConfig field, so
# NeMo's build_transformer_config does not pass it on and
# activation_func_fp8_input_store keeps its default False; the v4.0 logs that
# print the config warn "does not have field.name:
# activation_func_fp8_input_store in its cfg". The v4.1 yaml (n1-2409) names
# the field and reads FP8_ACTIVATION. NeMo 2's train.py (n2) passes the
# transpose-cache switch to llm.Llama2Config70B as a literal False, and the
# yaml's activation switch (from FP8_ACT) and CPU_OFFLOADING (default False;
# no config of a row sets it).
# ACT_SET: the not-printed rows whose config assigns the yaml's activation
# variable; the other not-printed rows leave it unset (yaml default 0).
# ---------------------------------------------------------------------------
ACT_SET = {
    ('4.0', 'NVIDIA', 'h200_ngc24.04_nemo'): 'FP8_ACTIVATION=True (config_DGXH200_1x8x2xtp2pp1cp1.sh line 27)',
    ('4.1', 'ASUSTeK', 'ESC_N8_E11'): 'FP8_ACTIVATION=True (config_ESC_N8_H200.sh line 30)',
    ('4.1', 'Dell', 'XE9680x8H200-SXM-141GB'): 'FP8_ACTIVATION=True (config_DGXH200_1x8x2xtp2pp1cp1.sh line 30)',
    ('4.1', 'GigaComputing', 'G593-ZD1_pytorch'): 'FP8_ACTIVATION=True (config_G593-ZD1_1x8x2xtp2pp1cp1.sh line 27)',
    ('4.1', 'NVIDIA', 'b200_preview_nemo'): 'FP8_ACTIVATION=False (config_DGXB200_1x8x2xtp1pp1cp2.sh line 23)',
    ('4.1', 'NVIDIA', 'h200_ngc24.09_nemo'): 'FP8_ACTIVATION=True (config_DGXH200_1x8x2xtp1pp1cp2.sh line 31)',
    ('5.0', 'ASUSTeK', 'ESC_N8_E11_n2'): 'FP8_ACTIVATION=True (config_ESC_N8_H200_n2.sh line 30)',
    ('5.0', 'Dell', '1xXE9680Lx8B200-SXM-180GB'): 'FP8_ACT=1 (config_XE9680L_B200.sh line 13)',
    ('5.0', 'GigaComputing', 'G893-SD1_pytorch'): 'FP8_ACT=1 (config_G893-SD1_1x8x1xtp1pp1cp1.sh line 13)',
    ('5.0', 'Lambda', '1cc_b200_n1_ngc25.04_nemo'): 'FP8_ACT=1 (config_1ccB200_1x8x1xtp1pp1cp1.sh line 13)',
    ('5.0', 'Lenovo', 'SR780aV3-8xB200_SXM_180GB'): 'FP8_ACT=1 (config_DGXB200_1x8x1xtp1pp1cp1.sh line 13)',
    ('5.0', 'NVIDIA', 'nyx_n1_ngc25.04_nemo'): 'FP8_ACT=1 (config_DGXB200_1x8x1xtp1pp1cp1.sh line 13)',
    ('5.0', 'NVIDIA', 'tyche_ngpu8_ngc25.04_nemo'): 'FP8_ACT=1 (config_GB200_2x4x1xtp1pp1cp1.sh line 13)',
    ('5.0', 'Oracle', '1xBM.GPU.B200.8'): 'FP8_ACT=1 (config_DGXB200_1x8x1xtp1pp1cp1.sh line 13)',
    ('5.0', 'Oracle', '2xBM.GPU.GB200.4'): 'FP8_ACT=1 (config_GB200_2x4x1xtp1pp1cp1.sh line 13)',
    ('5.0', 'QCT', 'D74H-7U'): 'FP8_ACTIVATION=True (config_D74H-7U.sh line 31)',
    ('5.0', 'Supermicro', 'AS-4126GS-NBR-LCC_N1'): 'FP8_ACT=1 (config_DGXB200_1x8x1xtp1pp1cp1.sh line 13)',
    ('5.0', 'Supermicro', 'AS-A126GS-TNBR'): 'FP8_ACT=1 (config_AS-A126GS-TNBR_1x8x1xtp1pp1cp1.sh line 13)',
    ('5.0', 'Supermicro', 'AS-A126GS-TNBR_N1'): 'FP8_ACT=1 (config_DGXB200_1x8x1xtp1pp1cp1.sh line 13)',
    ('5.0', 'Supermicro', 'SYS-422GA-NBRT-LCC'): 'FP8_ACT=1 (config_SYS-422GA-NBRT-LCC_1x8x1xtp1pp1cp1.sh line 13)',
    ('5.0', 'Supermicro', 'SYS-A21GE-NBRT'): 'FP8_ACT=1 (config_SYS-A21GE-NBRT_1x8x1xtp1pp1cp1.sh line 13)',
    ('5.1', 'GigaComputing', 'G894-AD1_pytorch'): 'FP8_ACT=1 (config_G894-AD1_1x8x1xtp1pp1cp1.sh line 10)',
    ('5.1', 'Lenovo', 'SR680aV3-8xB200_SXM_180GB'): 'FP8_ACT=1 (config_SR780aV3_SR680aV3_SR680aV4.sh line 10)',
    ('5.1', 'Lenovo', 'SR680aV4-8xB300_SXM'): 'FP8_ACT=1 (config_SR780aV3_SR680aV3_SR680aV4.sh line 10)',
    ('5.1', 'Lenovo', 'SR780aV3-8xB200_SXM_180GB'): 'FP8_ACT=1 (config_SR780aV3_SR680aV3_SR680aV4.sh line 10)',
    ('5.1', 'Quanta_Cloud_Technology', 'D74H-7U'): 'FP8_ACTIVATION=True (config_D74H-7U.sh line 31)',
    ('5.1', 'University-of-Florida', 'hpg.dgxb200x8.n1'): 'FP8_ACT=1 (config_DGXB200_1x8x1xtp1pp1cp1.sh line 10)',
    ('5.1', 'University-of-Florida', 'hpg.dgxb200x8.n2'): 'FP8_ACT=1 (config_DGXB200_2x8x1xtp1pp1cp1.sh line 10)',
}
# Folders that hold no conf yaml of their own (NVIDIA's v5.0 one is the yaml their train.py or run script expects).
NO_YAML = {("5.0", "Lambda", "1cc_b200_n1_ngc25.04_nemo"), ("5.0", "Oracle", "18xBM.GPU.GB200.4"),
           ("5.0", "Oracle", "1xBM.GPU.B200.8"), ("5.0", "Oracle", "1xBM.GPU.GB200.4"),
           ("5.0", "Oracle", "2xBM.GPU.GB200.4"), ("5.0", "Oracle", "8xBM.GPU.B200.8")}


def _memory(s):
    """The Settings' memory items: 'key True' / 'key False', then where the value comes from."""
    gen, key, printed, act = s["gen"], (s["v"], s["sub"], s["folder"]), s["printed"], s["act"]
    assigned = ACT_SET.get(key)
    yaml = ("the yaml (the folder holds none; NVIDIA's v5.0 conf/megatron_gpt_peft_tuning_config.yaml)"
            if key in NO_YAML else "the yaml")
    why = "; the SwiGLU input kept in fp8 for the backward" if act else ""
    out = []
    if gen.startswith("n1"):
        shown = ", the printed config agreeing" if printed else ""
        out.append(f"disable_parameter_transpose_cache True (a literal in conf/megatron_gpt_peft_tuning_config.yaml{shown})")
        if gen == "n1-2404":
            assert not act
            out.append("activation_func_fp8_input_store False (Megatron-Core's default: the v4.0 yaml's switch is "
                       "named fp8_activation_input_store"
                       + (f", from {assigned}" if assigned else ", from FP8_ACTIVATION, unset: 0")
                       + ", which is no TransformerConfig field, so NeMo's build_transformer_config does not pass it "
                       "on; the v4.0 logs that print the config show it and warn that the cfg lacks the Megatron-Core "
                       "field" + ("; the config's FP8_ACTIVATION=True has no effect" if assigned else "") + ")")
        elif printed:
            out.append(f"activation_func_fp8_input_store {act} (the printed config: {'true' if act else '0'}{why})")
        else:
            out.append(f"activation_func_fp8_input_store {act} (the yaml reads FP8_ACTIVATION: "
                       + (assigned if assigned else "unset, default 0") + f"{why})")
        out.append(f"fp8_params True (the yaml sets it from FP8=True{shown}: fp8 base weights)")
        out.append(f"cpu_offloading False (a literal in the yaml{shown}: no CPU offloading of activations or weights)")
        return "; ".join(out)
    shown = ", the printed Megatron-Core config agreeing" if printed else ""
    out.append(f"disable_parameter_transpose_cache False (train.py passes it to llm.Llama2Config70B as a literal, the "
               f"yaml having no key of that name{shown})")
    if printed:
        out.append(f"activation_func_fp8_input_store {act} (the printed config: {1 if act else 0}{why})")
    elif s["cfg"] is None:
        assert not act
        out.append("activation_func_fp8_input_store False (inferred: the config is absent; b200_nemo's configs with "
                   "CP > 1 leave FP8_ACT unset, default 0, those with CP 1 set FP8_ACT=1)")
    else:
        out.append(f"activation_func_fp8_input_store {act} ({yaml} reads FP8_ACT: "
                   + (assigned if assigned else "unset, default 0") + f", passed by train.py to llm.Llama2Config70B{why})")
    if gen == "n2-2504":
        out.append(f"fp8_params True ({yaml} sets it from FP8=True; train.py passes it to MegatronMixedPrecision: fp8 "
                   f"weights)")
    else:
        wiwynn = ("; Wiwynn's repository yaml, v5.0's, would set fp8 weights from FP8=True, but the printed 25.09 "
                  "config wins" if s["sub"] == "Wiwynn" else "")
        out.append("fp8_params False (no key of that name in the 25.09 yaml: MegatronMixedPrecision gets "
                   "fp8_param_gather False from FP8_PARAM_GATHER=0" + (", FP4_PARAM=False" if s["fp4"] else "")
                   + (", the printed Megatron-Core config having fp8_param=False" if printed else "")
                   + (f"{wiwynn})" if not s["fp4"] else f": bf16 weights{wiwynn})"))
        if not s["fp4"]:
            # NVIDIA's 25.09 implementation builds the model inside Transformer
            # Engine's fp8_model_init when FP8 is on (custom_llama.py).
            own = "" if s["sub"] != "Lambda" else ", NVIDIA's assumed: the folder holds no custom_llama.py"
            out.append("fp8_model_init True (custom_llama.py CustomLlamaModel.configure_model: with FP8 the model "
                       "is built under Transformer Engine's te.fp8_model_init(recipe=DelayedScaling()), so the "
                       f"frozen base weights are fp8 whatever fp8_params says{own})")
    src = ("the printed config: false" if printed else "inferred: the config is absent; the yaml default False"
           if s["cfg"] is None else f"{yaml} reads CPU_OFFLOADING, which the row's config does not set: default False")
    out.append(f"cpu_offloading False ({src}; passed by train.py to llm.Llama2Config70B: no CPU offloading of "
               f"activations or weights)")
    return "; ".join(out)


def _steps_text(t, gbs):
    meth = t["meth"][0]
    if meth == "step":
        return "steps = block_stop's 'step' - block_start's 'step'"
    if meth == "eval_start":
        return (f"steps = (next eval_start samples_count - block_start samples_count) / global batch {gbs}, block_stop "
                f"carrying the block's start count")
    return f"steps = (block_stop - block_start samples_count) / global batch {gbs}"


def _how(t, gbs):
    per_run = ", ".join(f"{x:.5f}" for x in t["per_run"])
    mean = statistics.mean(t["per_run"])
    heal = (f"; NVFP4 run: the later blocks that end by step {t['heal']} (HEALING_ITER), three of 48 steps a run, the "
            f"block holding step {t['heal']} and the fp8 blocks after it left out") if t["heal"] else ""
    failed = (f"; result_{', result_'.join(t['failed'])} ended without a successful run_stop and counts as the "
              f"slowest") if t["failed"] else ""
    return (f"over the eight runs MLPerf scores (result_{t['dropped'][0]} and result_{t['dropped'][1]}, the fastest and "
            f"the slowest run_start..run_stop of the ten, dropped{failed}), per run the blocks (block_start .. "
            f"block_stop; {_steps_text(t, gbs)}: the first block {'/'.join(map(str, t['first']))} steps, the later ones "
            f"{'/'.join(str(x) for x in t['later'])}; {'/'.join(map(str, t['blocks']))} blocks{heal}), median after the "
            f"first of block seconds / block steps: {per_run} s; mean {mean:.5f} = {t['step']} s (mean steps in the "
            f"blocks {t['steps']}, evaluation {t['eval_s']} s, run_start..run_stop {t['run_s']} s)")


def _cross(t, gen):
    if not t["loss"]:
        return (" The logs have no per-step timing inside the blocks (no train_loss records, or fewer than two in a "
                "block) to cross-check with.")
    mean = statistics.mean(t["loss"])
    text = (f" Cross-check: the train_loss records (one every {t['every'][0]} steps) give median step intervals inside "
            f"the later blocks of {', '.join(f'{x:.5f}' for x in t['loss'])} s "
            f"({'/'.join(map(str, t['n_loss']))} intervals), mean {mean:.5f} s, "
            f"{100 * (mean / t['step'] - 1):+.2f}% from the block figure.")
    if gen.startswith("n2"):
        text += " (The logs' tracked_stats train_step_time is each block's time over its steps, not a second figure.)"
    return text


def _settings(s):
    out = [CG[f"{s['cg']}-{s['gen']}"]]
    if s["dpa"]:
        out.append("fp8_dot_product_attention True (FP8_DPA=1, NVTE_FP8_DPA_BWD=1: attention in fp8 forward and backward)")
    else:
        out.append("fp8_dot_product_attention False (FP8_DPA=0)")
    if s["gen"].startswith("n1"):
        out.append("cuDNN fused attention (NVTE_FUSED_ATTN=1, NVTE_FLASH_ATTN=0 in config_common.sh)")
    if s["tp"] > 1:
        out.append(f"sequence_parallel {s['sp']}; ub_tp_comm_overlap {s['tpo']} (TP_COMM_OVERLAP: Transformer Engine "
                   f"userbuffers{' with MC_TP_OVERLAP_AG and MC_TP_OVERLAP_RS True' if s['tpo'] else ''})")
    if s["teops"] is not None:
        out.append(f"use_transformer_engine_op_fuser {s['teops']} (USE_TE_OPS)")
    out.append(_memory(s))
    return "; ".join(out)


def _layout(s, gpus, dp, gbs, ga, t):
    return (f"DP = {gpus} GPUs / (TP {s['tp']} x PP 1 x CP {s['cp']}) = {dp}; global batch = MINIBS {s['minibs']} x DP "
            f"{dp} = {gbs} (logged global_batch_size {t['gbs']}); accumulation = MINIBS / MBS = {s['minibs']} / "
            f"{s['mbs']} = {ga} (logged gradient_accumulation_steps {t['ga']}); {s['nodes']} "
            f"{'compute trays' if s['gpn'] == 4 and s['nodes'] > 1 else 'node' if s['nodes'] == 1 else 'nodes'} x "
            f"{s['gpn']} GPUs")


rows = []
for s in SUBMISSIONS:
    v, sub, folder = s["v"], s["sub"], s["folder"]
    t = TIMING[(v, sub, folder)]
    gpus = s["nodes"] * s["gpn"]
    dp = gpus // (s["tp"] * s["cp"])
    gbs, ga = dp * s["minibs"], s["minibs"] // s["mbs"]
    assert s["tp"] * s["cp"] * dp == gpus and gbs == t["gbs"] and ga == t["ga"] and dp * s["mbs"] * ga == gbs, s
    assert abs(round(statistics.mean(t["per_run"]), 4) - t["step"]) < 1.5e-4, (folder, t["step"])
    n = "n1" if s["gen"].startswith("n1") else "n2"
    who = WHO[sub]
    framework, software_notes = software(s)
    results = f"{sub}/results/{folder}/llama2_70b_lora"
    files = ", ".join(f"result_{f}.txt" for f in t["files"])
    cfg = s["cfg"].rsplit("/", 1)[1] if s["cfg"] else f"config_{s['dlname']}.sh, absent from the repository"
    tokens = gbs * 8192 / t["step"]
    notes = (
        f"LoRA fine-tuning: lora_rank 16, lora_alpha 32 (logged), adapters on linear_qkv and linear_proj; the base is "
        f"frozen (no weight gradients, no optimizer state for it). {LORA[n]}. Steady step time = {_how(t, gbs)}. The "
        f"first block of each run is left out (warm-up after run_start); evaluation is outside the blocks."
        f"{_cross(t, s['gen'])} Layout: {_layout(s, gpus, dp, gbs, ga, t)}. Config: {cfg} ({s['how']}). Settings: "
        f"{_settings(s)}. Software: {software_notes}.{' ' + s['extra'][0].upper() + s['extra'][1:] + '.' if s['extra'] else ''} "
        f"Throughput: global batch {gbs} x 8192 tokens / {t['step']} s = {tokens:,.0f} tokens/s = {tokens / gpus:,.1f} "
        f"a GPU (packed sequences of 8192 tokens). Time to train: mean run_start..run_stop {t['run_s']} s over the "
        f"scored runs = {t['run_s'] / 60:.2f} min (before MLPerf's RCP scaling)."
        + (f" Memory: the logs' tracked_stats max_memory_usage (NeMo 2's mlperf_common callback, rank 0, unit not "
           f"labelled) reads {t['maxmem'][1]} in every scored run; not entered as peak_memory_gb, the measure it "
           f"takes being unstated." if t["maxmem"] else ""))
    rows.append(new_row(
        source_group=f"mlperf_training_v{v}_llama2_70b_lora_{sub.lower().replace('-', '_')}",
        source=(f"MLCommons MLPerf Training v{v} results ({YEAR[v]}; published {MONTH[v]}), "
                f"github.com/mlcommons/training_results_v{v} (mirror HEAD {MIRROR_HEAD[v][:12]}): {who} closed-division "
                f"Llama 2 70B LoRA (llama2_70b_lora) submission {folder}, result logs {results}/{files}; system "
                f"{sub}/systems/{folder}.json; config {s['cfg'] or 'absent'}"),
        source_locator=(f"{results}/result_*.txt: MLLOG block_start/block_stop time_ms and metadata "
                        f"({'step' if t['meth'][0] == 'step' else 'samples_count'}); global_batch_size {t['gbs']}; "
                        f"gradient_accumulation_steps {t['ga']}; lora_rank 16"),
        confidence=s["confidence"] or ("high (step time from the submitter's own log timestamps; layout from the config "
                                       "the submission names or the log prints, checked against the logged batch and "
                                       "accumulation)" if s["printed"] or "inferred" not in s["how"] else
                                       "medium (step time from the log timestamps; the config is inferred, the logs "
                                       "name none; its layout matches the logged batch and accumulation)"),
        value_origin="derived", completeness="full",
        **MODEL, **GPU[s["hw"]], gpus_per_node=s["gpn"],
        intra_node_interconnect=intra_node(s["hw"], s["gpn"], s["ic"]),
        inter_node_network=network(s["host"], s["nodes"], s["gpn"]),
        system_name=f"{s['sysname']} ({who}; MLPerf system {folder}; {s['accel']})",
        num_gpus=gpus, tp=s["tp"], pp=1, dp=dp, ep=1, cp=s["cp"], sequence_parallel=s["sp"],
        zero_stage_or_fsdp=ZERO[s["gen"] if n == "n1" else "n2"], vpp=None, micro_batch_size=s["mbs"],
        global_batch_size=gbs, grad_accum_steps=ga, activation_recompute=RECOMPUTE[n if n == "n1" else s["gen"]], precision=precision(s),
        optimizer=OPT[s["gen"] if n == "n1" else "n2"], framework=framework,
        iteration_time_s=t["step"], iteration_time_is_derived=True,
        time_to_train_min=round(t["run_s"] / 60, 2),
        other_metrics={"per_run_median_step_s": list(t["per_run"]), "scored_runs": [f"result_{f}" for f in t["files"]],
                       "dropped_runs": [f"result_{f}" for f in t["dropped"]], "blocks_per_run": list(t["blocks"]),
                       "blocks_used_per_run": list(t["used"]), "first_block_steps": list(t["first"]),
                       "later_block_steps": list(t["later"]), "mean_block_steps": t["steps"],
                       "mean_eval_s": t["eval_s"], "mean_run_start_to_stop_s": t["run_s"],
                       "per_run_median_train_loss_interval_s": list(t["loss"]) if t["loss"] else None,
                       "lora_rank": 16, "lora_alpha": 32, "trainable_params": ADAPTER,
                       "logged_max_memory_usage": t["maxmem"][1] if t["maxmem"] else None},
        notes=notes))
