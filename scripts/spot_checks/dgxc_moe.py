"""Spot-check rows for scripts/make-spot-checks (its `rows`): the mixture-of-experts pretraining "Expected Performance" table
cells of NVIDIA/dgxc-benchmarking from tag v25.05 on, in the schema of
data/spot_checks.jsonl (KEYS of scripts/make-spot-checks),
for `shoal validate --runs`.

Every number below is read from the file named beside it, in a clone of github.com/NVIDIA/dgxc-benchmarking (read with `git show <tag>:<path>`)
and, for the recipes the launch scripts call, a clone of github.com/NVIDIA/NeMo at
the NeMo commit each tag's setup.sh pins.

Survey of the tags (what is and is not a table of measured step times):
  * v25.05 .. v25.05.05: deepseek_v3/pretraining/README.md and llama4/README.md
    carry 'Training step time (seconds per step)' tables, measured on the DGX
    H100 / DGX GB200 reference architectures.
      - DeepSeek-V3 v25.05 tables (1024x H100, 128/256/512x GB200): already
        spot_checks.jsonl S0041-S0044; repeated unchanged in v25.05.01-.05;
        skipped here.
      - DeepSeek-V3 512x H100 (48.948 s): first in v25.05.04, repeated in
        v25.05.05 -> row below.
      - Llama 4 Maverick (GB200 BF16/FP8 128/256/512, H100 BF16/FP8 512): first
        in v25.05, repeated unchanged in v25.05.01 .. v25.05.05 -> rows below.
  * v25.07 and later (deepseek_v3/pretrain/, .../megatron_bridge/,
    .../torchtitan/, llama4/pretrain/, qwen3/pretrain/, gpt-oss/pretrain/,
    kimi-k2/): configuration tables only; no table of measured step times
    (only 'Example output' lines of parse_train_timing.sh and 'illustrative
    values'), so no rows.
"""
from spot_checks import DGXC_GB200, DGXC_H100, new_row


rows = []


def add(**kw):
    # The README's throughput is GBS x seq / step time; check it against the cell.
    r = new_row(tokens_tolerance=2e-3, **kw)
    assert r["vpp"] is None or r["vpp"] > 1
    rows.append(r)


# Hardware ---------------------------------------------------------------------
# As spot_checks.jsonl S0041 (H100) and S0042 (GB200), the same reference
# architectures (top-level README.md at v25.05: 'DGX H100 Reference
# Architecture ... Compute links: 8x 400 Gbit/s'; 'DGX GB200 Reference
# Architercture', GB200 NVL72).
H100 = dict(DGXC_H100, system_name="NVIDIA DGX H100 reference architecture (dgxc-benchmarking baseline cluster)")
GB200 = dict(DGXC_GB200,
             intra_node_interconnect=DGXC_GB200["intra_node_interconnect"] + " (launch.sh GPUS_PER_NODE=4)",
             inter_node_network=None,
             system_name="NVIDIA DGX GB200 reference architecture (NVL72)")

# Tags (git log -1 --format='%h %cs' <tag>) --------------------------------------
TAGS = {"v25.05": ("68eaf7e", "2025-06-10"), "v25.05.01": ("85d9284", "2025-06-18"),
        "v25.05.02": ("f041145", "2025-07-23"), "v25.05.03": ("31c1800", "2025-08-21"),
        "v25.05.04": ("6be5ea0", "2025-09-05"), "v25.05.05": ("c5c765f", "2025-10-22")}
# metadata.yaml 'container: images: nvcr.io#nvidia/nemo:25.04.01' in every v25.05.x tag.
CONTAINER = "nvcr.io/nvidia/nemo:25.04.01"
# setup.sh of both workloads in every v25.05.x tag ('r2.3.0 llmb-nemo'):
NEMO_COMMIT = "7a8f1cc7bc"        # NEMO_COMMIT=7a8f1cc7bc40a84447c0681a9e4e956a135ae8a2
MCORE_COMMIT = "7094270c6f"       # MEGATRON_COMMIT=7094270c6fa1dbc6b2e99072171e3a559ca36d0f

STEP_TIME_NOTE = ("README: step time is the mean over iterations 11-44 of a 50-step run on synthetic "
                  "data, as parse_train_timing.sh reports it ('Since the early training steps typically "
                  "take much longer time ... analyze iterations 11-44').")
PRECISION_AWARE_BF16 = (
    "Adam (NeMo distributed_fused_adam_with_cosine_annealing, Megatron distributed optimizer), "
    "Megatron-Core precision-aware optimizer with OptimizerConfig's default widths (fp32 main params, "
    "main grads and moments), as NVIDIA/NeMo scripts/performance/utils.py set_primary_perf_configs at "
    f"{NEMO_COMMIT} sets it for every bf16 run: 'if compute_dtype.lower() == \"bf16\": "
    "recipe.optim.config.use_precision_aware_optimizer = True'")


def source(tag, path, what):
    sha, date = TAGS[tag]
    return (f"NVIDIA/dgxc-benchmarking {path} at tag {tag} (commit {sha}, {date}; container {CONTAINER}), "
            f"{what}")


# ---------------------------------------------------------------------------
# 1. DeepSeek-V3, 512x H100 BF16: deepseek_v3/pretraining/README.md at v25.05.04
#    (new in that tag; v25.05.05 repeats it). The 1024x H100 and GB200 cells of
#    the same tables are v25.05's (spot_checks S0041-S0044) and are not repeated.
# ---------------------------------------------------------------------------
DSV3_ARCH = dict(
    model_name="DeepSeek-V3 (671B)", model_type="moe", num_layers=61, hidden_size=7168,
    ffn_hidden_size=18432, num_attention_heads=128, num_kv_heads=128, vocab_size=129280,
    seq_len=4096, total_params_b=671.0, active_params_b=37.0, num_experts=256,
    num_shared_experts=1, moe_top_k=8, expert_ffn_hidden_size=2048,
    moe_layers="layers 4-61 (first 3 dense, FFN 18432)",
    arch_notes=("MLA (q_lora_rank 1536, kv_lora_rank 512, qk_nope 128, qk_rope 64, v_head 128); "
                "SwiGLU experts; MTP not stated by the recipe"))
# README 'H100s specifications' table, row for 512 GPUs:
# | 671B | BF16 | 512 | 4096 | 61 | 2 | 8 | 1 | 64 | 1 | 32 | 1 | 1 | 4096 | 128 |
# 'Deepseek V3 BF16 H100' table, '512x H100 GPUs' column:
# step 48.948, throughput 342755.90, TFLOPS_per_GPU 174.02, MFU 17.60%.
add(id=None, source_group="dgxc_benchmarking_v25.05.04_deepseek_v3_h100_bf16",
    source=source("v25.05.04", "deepseek_v3/pretraining/README.md",
                  "'H100 Performance' table; layout from the README's 'H100s specifications' table and launch.sh"),
    source_locator=("'Deepseek V3 BF16 H100' table, column '512x H100 GPUs': 'Training step time (seconds per step) "
                    "48.948', 'Throughput in tokens per second 342755.90', 'TFLOPS_per_GPU 174.02', 'Model flops "
                    "utilization 17.60%'; spec table row '| 671B | BF16 | 512 | 4096 | 61 | 2 | 8 | 1 | 64 | 1 | 32 | "
                    "1 | 1 | 4096 | 128 |' (Size, Precision, GPUs, SeqLen, Layers, TP, PP, CP, EP, ETP, DP, VP, MBS, GBS, GA)"),
    confidence="exact (quoted table)", value_origin="stated",
    completeness="mostly (the multi-token-prediction layer the recipe adds is not modelled)",
    **DSV3_ARCH, capacity_factor=1.0, **H100,
    num_gpus=512, tp=2, pp=8, dp=32, ep=64, etp=1, cp=1, sequence_parallel=True,
    zero_stage_or_fsdp="distributed optimizer (Megatron distributed optimizer)", vpp=None,
    micro_batch_size=1, global_batch_size=4096, grad_accum_steps=128,
    activation_recompute="selective (mla_up_proj), as launch.sh sets --recompute_modules mla_up_proj (RM='mla_up_proj' for h100)",
    precision="BF16", optimizer=PRECISION_AWARE_BF16,
    framework="NeMo 25.04.01 (Megatron-Core, Transformer Engine; scripts/performance/llm/pretrain_deepseek_v3.py)",
    iteration_time_s=48.948, iteration_time_is_derived=False, tokens_per_s=342756,
    tflops_per_gpu=174.02, tflops_definition="NeMo model FLOPs", mfu=0.1760,
    notes=(STEP_TIME_NOTE + " H100: DGX H100 reference architecture. Megatron DP = 512/(TP 2 x PP 8 x CP 1) = 32, "
           "GA = 4096/(32 x 1) = 128 (table: 32 and 128); launch.sh at v25.05.04: GBS = JOB_TOTAL_GPUS x 8, TP 2, "
           "'if [[ $JOB_TOTAL_GPUS -eq 512 ]]; then PP=8 else PP=16', EP 64, VP 1, ETP 1, MBS 1, "
           "--activation_offload_layers 0; the tag added the 512-GPU H100 scale (metadata.yaml h100 scales "
           "[512, 1024]). Recipe as the release ran it: setup.sh pins NVIDIA/NeMo at 7a8f1cc7bc ('r2.3.0 "
           "llmb-nemo', the same as v25.05) and Megatron-LM 7094270c6f, whose scripts/performance/llm/"
           "pretrain_deepseek_v3.py sets USE_TOKEN_DROP = True (MegatronTokenDropCallback: "
           "moe_expert_capacity_factor 1.0, moe_pad_expert_input_to_capacity True, which requires the alltoall "
           "dispatcher: the alltoall token dispatcher, no DeepEP), moe_permute_fusion True, moe_router_dtype fp32, "
           "recompute_granularity 'selective', MegatronCommOverlapCallback with tp_comm_overlap=False, and calls "
           "pretrain_recipe() with its default use_mtp True (one multi-token-prediction layer on the last stage, "
           "not modelled here). Uneven pipeline split as that script sets it: num_layers_in_first_pipeline_stage "
           "= 64/PP - 1 = 7 and num_layers_in_last_pipeline_stage = 64/PP - 2 = 6, middle stages 8 (7 + 6 x 8 + 6 "
           "= 61). No CUDA graphs (the h100 CSV row of recommended_model_configs is for 1024 GPUs only; launch.sh "
           "passes no --cuda_graphs, so enable_cuda_graph False). Sequence parallelism: set_primary_perf_configs "
           "sets sequence_parallel = tp_size > 1. Loss: set_primary_perf_configs sets cross_entropy_fusion_impl "
           "\"te\" (Transformer Engine's fused cross entropy). Repeated unchanged in v25.05.05 (README identical)."),
)

# ---------------------------------------------------------------------------
# 2. Llama 4 Maverick (400B, 128 experts): llama4/README.md at v25.05
#    (repeated unchanged, step times and all, in v25.05.01 .. v25.05.05).
# ---------------------------------------------------------------------------
MAVERICK_ARCH = dict(
    model_name="Llama-4-Maverick 17B-128E (language model only)", model_type="moe",
    num_layers=48, hidden_size=5120, ffn_hidden_size=16384, num_attention_heads=40, num_kv_heads=8,
    vocab_size=202048, seq_len=8192, total_params_b=400.0, active_params_b=17.0, num_experts=128,
    num_shared_experts=1, moe_top_k=1, expert_ffn_hidden_size=8192,
    moe_layers=("every other layer, first 1 dense (24 MoE layers of 48: layers 2, 4, ..., 48; NeMo "
                "Llama4Experts128Config moe_layer_freq [0, 1] x 24, the config's interleave_moe_layer_step 2; "
                "the dense layers' FFN 16384)"),
    arch_notes=("Llama 4 Maverick text model (hf_configs/llama-4-maverick-17b-128e.json text_config; NeMo "
                "Llama4Experts128Config): RMSNorm, SwiGLU, 128 routed experts (ffn 8192) top-1 with a sigmoid "
                "router plus one shared expert (ffn 8192) in every other layer, dense layers ffn 16384, GQA 8 KV "
                "heads, head_dim 128, no query-key normalisation, chunked attention 8192 on 3 of 4 layers (no "
                "RoPE on every 4th; at seq 8192 one chunk), vocabulary 202048, untied embeddings; vision encoder "
                "not part of the benchmark"))
L4_STEP = {  # 'LLAMA4 maverick 400b <prec>' tables: (step s, tokens/s, MFU as printed)
    ("GB200", "BF16", 128): (7.781, 1077749, "18.71%"),
    ("GB200", "BF16", 256): (7.859, 2135388, "37.1%"),
    ("GB200", "BF16", 512): (7.992, 4197507, "36.4%"),
    ("GB200", "FP8", 128): (6.093, 1376867, "23.9%"),
    ("GB200", "FP8", 256): (6.223, 2695569, "23.4%"),
    ("GB200", "FP8", 512): (6.327, 5306935, "23%"),
    ("H100", "BF16", 512): (4.426, 1895847, "40.8%"),
    ("H100", "FP8", 512): (3.855, 2176574, "23.4"),
}
L4_CONF = {  # config tables (Model Size, Precision, GPUs, SeqLen, Layers, TP, PP, CP, EP, DP, VP, ETP, MBS, GBS, GA)
    ("GB200", 128): "| 400b | BF16/FP8  | 128    | 8192   | 32     | 1   | 2   | 1   | 64  | 64   | 12 | 1  | 1   | 1024  | 16 |",
    ("GB200", 256): "| 400b | BF16/FP8  | 256    | 8192   | 32     | 1   | 2   | 1   | 64  | 128   | 12 | 1  | 1   | 2048  | 16 |",
    ("GB200", 512): "| 400b | BF16/FP8  | 512    | 8192   | 32     | 1   | 2   | 1   | 64  | 256   | 12 | 1  | 1   | 4096  | 16 |",
    ("H100", 512): "| 400b | BF16/FP8  | 512    | 8192   | 32     | 4   | 1   | 1   | 128  | 128   | 12  | 4 | 1   | 1024  | 8 |",
}
# Layouts as launch.sh at v25.05 sets them (they agree with the tables, except
# VP on H100: the table prints 12, launch.sh sets VP=1 at PP 1).
L4_LAYOUT = {
    "GB200": dict(tp=1, pp=2, cp=1, ep=64, etp=1, vpp=12, micro_batch_size=1),
    "H100": dict(tp=4, pp=1, cp=1, ep=128, etp=4, vpp=None, micro_batch_size=1),
}
L4_GBS = {("GB200", 128): 1024, ("GB200", 256): 2048, ("GB200", 512): 4096, ("H100", 512): 1024}
L4_PEAK = {("GB200", "BF16"): 2.45e15, ("GB200", "FP8"): 4.9e15, ("H100", "BF16"): 989e12, ("H100", "FP8"): 1979e12}
L4_MODEL_FLOPS = 8.92e14  # README Notes: model flops per sequence (GBS=1)

for (system, prec, n), (step, tps, mfu_text) in L4_STEP.items():
    lay = L4_LAYOUT[system]
    gbs = L4_GBS[(system, n)]
    dp = n // (lay["tp"] * lay["pp"] * lay["cp"])
    ga = gbs // (dp * lay["micro_batch_size"])
    mfu = float(mfu_text.rstrip("%")) / 100
    mfu_formula = gbs * L4_MODEL_FLOPS / step / n / L4_PEAK[(system, prec)]
    notes = [STEP_TIME_NOTE,
             f"Megatron DP = {n}/(TP {lay['tp']} x PP {lay['pp']} x CP 1) = {dp}, GA = {gbs}/({dp} x 1) = {ga} "
             f"(table: DP {dp}, GA {ga}); EP {lay['ep']} x ETP {lay['etp']} over the {n} GPUs' expert ranks.",
             "Layers: the v25.05 configuration tables print 'Layers 32', but the same README's Notes compute the "
             "model FLOPs with 'Number of layers: 48', launch.sh passes no --num_layers (scripts/performance/"
             "utils.py get_user_configs takes num_layers from the command line only, so NeMo's "
             "Llama4Experts128Config default, 48, holds), 48 layers split over PP 2 x VP 12 = 24 chunks where 32 "
             "would not, and v25.05.01 corrects the column to 48 with the same step times: the full 48-layer "
             "model, not a proxy."]
    if system == "H100":
        notes.append("VP: the H100 table prints VP 12, but launch.sh sets VP=1 for h100 (PP 1, no interleaving).")
    if prec == "BF16":
        notes.append("No CUDA graphs: launch.sh sets CUDA_GRAPH=false for this run (gb200 always; h100 only "
                     "when DTYPE is not fp8) and passes --cuda_graphs false, so enable_cuda_graph False.")
    elif system == "H100":
        notes.append("CUDA graphs on (enable_cuda_graph True, Megatron-Core's per-layer graphs): launch.sh sets "
                     "CUDA_GRAPH=true when DTYPE is fp8 on h100 and passes --cuda_graphs true; the README: 'The "
                     "FP8 Precision Run on H100 was run with CUDA Graphs enabled which resulted in improved "
                     "performance.'")
    else:
        notes.append("No CUDA graphs: launch.sh sets CUDA_GRAPH=false for gb200 and passes --cuda_graphs false, "
                     "so enable_cuda_graph False.")
    notes.append(
        "Recipe as the release ran it: setup.sh pins NVIDIA/NeMo at 7a8f1cc7bc ('r2.3.0 llmb-nemo') and "
        "Megatron-LM 7094270c6f; launch.sh runs scripts.performance.llm.pretrain_llama4_e128 (pretrain_recipe("
        "performance_mode=True) of nemo/collections/llm/recipes/llama4_e128.py), whose "
        "pretrain_performance_optimizations adds MegatronTokenDropCallback (moe_expert_capacity_factor 1.0, "
        "moe_pad_expert_input_to_capacity True: token drop, each expert padded to its capacity) and "
        "MegatronCommOverlapCallback with tp_comm_overlap=True; Llama4Config sets the alltoall token dispatcher "
        "(moe_token_dispatcher_type 'alltoall', no DeepEP), moe_grouped_gemm True, moe_shared_expert_overlap "
        "True, moe_router_score_function 'sigmoid', moe_router_topk 1, nope_layer_interval 4, "
        "attention_chunk_size 8192; the performance script sets moe_permute_fusion True, apply_rope_fusion True "
        "and cross_entropy_fusion_impl \"te\" (Transformer Engine's fused cross entropy). Routing: the trained-"
        "router load balancing of the recipe (aux loss), no forced balance stated. Activation recompute: none "
        "(the recipe sets no recompute_granularity, the script passes no recompute_modules and "
        "recompute_layers 0). Sequence parallelism as set_primary_perf_configs sets it: sequence_parallel = "
        "tp_size > 1.")
    if prec == "FP8":
        notes.append("FP8: the script's fp8 path sets recipe.trainer.plugins = bf16_with_fp8_mixed() (fp8 "
                     "'hybrid', fp8_recipe 'delayed', amax history 1024, fp8_param_gather True) with "
                     "grad_reduce_in_fp32 False; set_primary_perf_configs' fp8 default is the same 'ds' "
                     "(delayed scaling) on both systems in this release (later tags name GB200 FP8-MX and H100 "
                     "FP8-DS).")
    if abs(mfu_formula - mfu) > 0.006:
        notes.append(f"MFU: the cell prints {mfu_text}, which divides by the FP8 peak (4.9 PFLOPS); the README's "
                     f"own formula (GBS x 8.92e14 / step time / GPUs / peak) with the BF16 peak it names, "
                     f"2.45 PFLOPS, gives {100 * mfu_formula:.1f}%, as the 256- and 512-GPU cells do.")
    notes.append("Repeated unchanged (same step time, throughput and MFU) in v25.05.01, v25.05.02, v25.05.03, "
                 "v25.05.04 and v25.05.05.")
    if system == "GB200":
        notes.append("GB200: DGX GB200 reference architecture (NVL72); inter-rack network not stated.")
    else:
        notes.append("H100: DGX H100 reference architecture.")
    tp_overlap = "" if lay["tp"] == 1 else " TP communication overlap on (tp_comm_overlap=True)."
    if tp_overlap:
        notes.append(tp_overlap.strip())
    header = f"LLAMA4 {'Maverick' if system == 'H100' else 'maverick'} 400b {prec}"
    col = f"{n}x {system} GPUs"
    add(id=None,
        source_group=f"dgxc_benchmarking_v25.05_llama4_maverick_{system.lower()}_{prec.lower()}",
        source=source("v25.05", "llama4/README.md",
                      f"'{system}' section, Expected Performance tables; layout from the README's "
                      f"'{system} Configs' table and launch.sh"),
        source_locator=(f"'{header} | {col}' table: 'Training step time (seconds per step) {step}', "
                        f"'Throughput in tokens per second {tps}', 'Model flops utilization {mfu_text}'; "
                        f"'{system} Configs' row '{L4_CONF[(system, n)]}' (Model Size, Precision, GPUs, SeqLen, "
                        f"Layers, TP, PP, CP, EP, DP, VP, ETP, MBS, GBS, GA)"),
        confidence="exact (quoted table)", value_origin="stated",
        completeness="mostly (token drop and recipe settings read from the pinned NeMo commit; the router's "
                     "sigmoid scores and NoPE layers are not modelled separately)",
        **MAVERICK_ARCH, capacity_factor=1.0,
        **(GB200 if system == "GB200" else H100),
        num_gpus=n, tp=lay["tp"], pp=lay["pp"], dp=dp, ep=lay["ep"], etp=lay["etp"], cp=1,
        sequence_parallel=lay["tp"] > 1,
        zero_stage_or_fsdp="distributed optimizer (Megatron distributed optimizer)",
        vpp=lay["vpp"], micro_batch_size=1, global_batch_size=gbs, grad_accum_steps=ga,
        activation_recompute="none (the recipe and the performance script set no recompute)",
        precision=("BF16" if prec == "BF16" else
                   "FP8 delayed scaling (per-tensor; NeMo bf16_with_fp8_mixed: fp8 'hybrid', fp8_recipe "
                   "'delayed', amax history 1024, fp8_param_gather True)"),
        optimizer=PRECISION_AWARE_BF16 if prec == "BF16" else None,
        framework="NeMo 25.04.01 (Megatron-Core, Transformer Engine; scripts/performance/llm/pretrain_llama4_e128.py)",
        iteration_time_s=step, iteration_time_is_derived=False, tokens_per_s=tps,
        tflops_per_gpu=None, tflops_definition=None, mfu=round(mfu, 4),
        notes=" ".join(notes))

