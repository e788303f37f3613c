"""Spot-check rows for scripts/make-spot-checks (its `rows`): the "Expected Performance" tables of NVIDIA/dgxc-benchmarking for
Nemotron-4 15B / 340B, GPT-3 175B and Grok-1 314B, tags v25.01 and later, as
spot-check rows in the schema (key set and order) of
data/spot_checks.jsonl (KEYS in scripts/make-spot-checks).

Every number below is quoted from the README table (or the configuration table,
launch script, yaml or NeMo file) named next to it; derived values carry their
arithmetic in `notes`.  Sources were read from a clone of github.com/NVIDIA/dgxc-benchmarking with `git show <tag>:<path>` and,
for the NeMo 2.0 performance scripts the recipes clone, from
a clone of github.com/NVIDIA/NeMo at the NEMO_COMMIT each tag's setup.sh names.

Repeats: a cell is kept only at the first tag (in version order, patch tags
included) where its exact (model, system, precision, GPU count, step time)
appears; v24.11.1 is out of scope (its BF16 Grok-1, Nemotron-4 and GPT-3 tables
are already spot checks S0045-S0058, S0100-S0130), so a cell that first
appeared there is dropped here, except Grok-1's FP8 table, which v24.11.1 also
printed but which no spot check holds (kept at v25.01, see its notes).
"""
from spot_checks import DGXC_GB200, DGXC_H100, new_row


rows = []


def add(**kw):
    r = new_row(**{"confidence": "exact (quoted table)", "value_origin": "stated",
                   "iteration_time_is_derived": False, **kw})
    if r["vpp"]:
        assert r["num_layers"] % (r["pp"] * r["vpp"]) == 0, r
    rows.append(r)


def check_tokens(gbs, seq, step, tps, tol=0.01):
    """The table's tokens/s is GBS x seq / step (README formula)."""
    return abs(gbs * seq / step - tps) / tps < tol


# ---------------------------------------------------------------------------
# Tags: short commit (git rev-list -n1 <tag>) and the container its setup /
# launch files name.
# ---------------------------------------------------------------------------
REPO = "NVIDIA/dgxc-benchmarking"
COMMIT = {"v25.01": "143b90d", "v25.02": "8f5cbb3", "v25.04": "741c886", "v25.05": "68eaf7e",
          "v25.05.01": "85d9284", "v25.05.02": "f041145"}
C_DEV = ("nvcr.io/nvidia/nemo:dev (sha256:9c876dce0621f954d1733063e2af642682b188d757fb280cc55755fb8e194400, "
         "grok1/setup.sh; grok1/launch.sh FW_VERSION=24.09)")
C_2412 = "nvcr.io/nvidia/nemo:24.12"
C_250201 = "nvcr.io/nvidia/nemo:25.02.01"
C_250400 = "nvcr.io/nvidia/nemo:25.04.00"


def src(path, tag, container, extra=""):
    return f"{REPO} {path} at tag {tag} (commit {COMMIT[tag]}; container {container})" + extra


# ---------------------------------------------------------------------------
# Hardware (strings exactly as the templates S0045-S0130 / S0131 and the brief)
# ---------------------------------------------------------------------------
H100 = dict(DGXC_H100, system_name="NVIDIA EOS (DGX H100 reference architecture)")
GB200 = DGXC_GB200
HW = {"H100": H100, "GB200": GB200}

# ---------------------------------------------------------------------------
# Models (architecture fields and arch_notes as the v24.11.1 templates)
# ---------------------------------------------------------------------------
NEMO_ARCH = ("Nemotron-4: squared-ReLU MLP (no gating), LayerNorm1p, RoPE, GQA 8 query groups, no biases, untied embeddings; "
             "nemotron_2_256k tokenizer (256000)")
N15 = dict(model_name="Nemotron-4 15B", model_type="dense", num_layers=32, hidden_size=6144, ffn_hidden_size=24576,
           num_attention_heads=48, num_kv_heads=8, vocab_size=256000, seq_len=4096, total_params_b=15.0, arch_notes=NEMO_ARCH)
N340 = dict(model_name="Nemotron-4 340B", model_type="dense", num_layers=96, hidden_size=18432, ffn_hidden_size=73728,
            num_attention_heads=96, num_kv_heads=8, vocab_size=256000, seq_len=4096, total_params_b=340.0, arch_notes=NEMO_ARCH)
G175 = dict(model_name="GPT-3 175B (NeMo)", model_type="dense", num_layers=96, hidden_size=12288, ffn_hidden_size=49152,
            num_attention_heads=96, num_kv_heads=96, vocab_size=50688, seq_len=2048, total_params_b=175.0,
            arch_notes=("GPT-3 (NeMo megatron_gpt defaults): LayerNorm, GELU MLP (ffn 4h), learned absolute position embeddings, "
                        "biases, tied embeddings; GPT-2 BPE (50257) padded to a multiple of 128 x TP 4 = 50688"))
GROK_ARCH_NEMO1 = ("Grok-1 shape in NeMo: GeGLU experts (activation fast-geglu, ffn 32768), 8 experts top-2, GQA 8 query groups "
                   "(head_dim 128), RMSNorm, RoPE, no biases, untied embeddings; capacity factor 1.0 with "
                   "moe_pad_expert_input_to_capacity true, moe_grouped_gemm false, alltoall dispatcher; Llama-3 tokenizer as proxy (128256)")
# NeMo 2.0 (v25.05.x): scripts/performance/llm/pretrain_grok1_314b.py builds Grok-1 on MixtralConfig8x7B
# (nemo/collections/llm/gpt/model/mixtral.py: gated silu = SwiGLU, RMSNorm, rope base 1e6, no bias, untied,
# topk 2, alltoall, aux_loss) with num_layers 64, hidden 6144, 48 heads, 8 query groups, ffn 32768, 8 experts;
# MegatronTokenDropCallback (capacity factor 1.0, pad to capacity); moe_grouped_gemm left at Megatron-Core's
# TransformerConfig default (False); tokenizer hf meta-llama/Meta-Llama-3-70B.
GROK_ARCH_NEMO2 = ("Grok-1 shape as NeMo 2.0's scripts/performance/llm/pretrain_grok1_314b.py builds it on MixtralConfig8x7B: "
                   "SwiGLU experts (gated silu, ffn 32768; the original Grok-1 and the NeMo 1 recipe use GeGLU, same FLOPs), "
                   "8 experts top-2, GQA 8 query groups (head_dim 128), RMSNorm, RoPE (base 1e6), no biases, untied embeddings; "
                   "capacity factor 1.0 with moe_pad_expert_input_to_capacity true (MegatronTokenDropCallback), moe_grouped_gemm false "
                   "(Megatron-Core TransformerConfig default; neither MixtralConfig nor the script sets it), alltoall dispatcher, "
                   "aux_loss router; Llama-3 tokenizer (meta-llama/Meta-Llama-3-70B, 128256)")


def grok_model(L, seq, arch):
    return dict(model_name=("Grok-1 314B" if L == 64 else f"Grok-1 314B proxy ({L} of 64 layers)"), model_type="moe",
                num_layers=L, hidden_size=6144, ffn_hidden_size=32768, num_attention_heads=48, num_kv_heads=8,
                vocab_size=128256, seq_len=seq, total_params_b=(314.0 if L == 64 else None), num_experts=8,
                num_shared_experts=0, moe_top_k=2, expert_ffn_hidden_size=32768, moe_layers=f"all {L}",
                capacity_factor=1.0, arch_notes=arch)


DISTOPT = "distributed optimizer (NeMo distributed_fused_adam / Megatron distributed optimizer)"
FP8_NEMO1 = "FP8 (Transformer Engine hybrid E4M3/E5M2, delayed scaling: fp8_amax_history_len 1024; fp8_params)"
FP8_NEMO2_D2B = ("FP8 (Transformer Engine hybrid E4M3/E5M2, delayed scaling: NeMo bf16_with_fp8_mixed, fp8 'hybrid', "
                 "amax history 1024, fp8_params True; nemo/collections/llm/recipes/precision/mixed_precision.py at NeMo d2b2155)")


def fp8_nemo2(commit):
    return ("FP8 (Transformer Engine hybrid E4M3/E5M2, delayed scaling: NeMo bf16_with_fp8_mixed, fp8 'hybrid', fp8_recipe "
            f"'delayed', amax history 1024, fp8_param_gather True; nemo/collections/llm/recipes/precision/mixed_precision.py at "
            f"NeMo {commit}; the launch passes no --fp8_recipe, default 'ds')")


LAST_STEP = "README: 'Since the performance fluctuates significantly at the beginning, we are using the last training step timing to obtain throughput value.'"
MEAN_11_44 = ("README: step time is the mean over iterations 11-44 ('we use the parse_train_timing.sh script to analyze iterations "
              "11-44 and calculate mean and standard deviation').")


def repeats_note(tags):
    return (" The same step time is printed again at " + ", ".join(tags) + ".") if tags else " No later tag repeats it."


# ===========================================================================
# 1. Grok-1 314B on H100, NeMo 1 (megatron_gpt_pretraining.py) recipes:
#    v25.01 FP8 table (dev container) and v25.02 BF16 + FP8 tables (NeMo 24.12).
#    Configuration table (grok1/README_314b.md, identical at v24.11.1, v25.01,
#    v25.02, v25.04): GPUs | SeqLen | Layers | TP | PP | CP | EP | DP | VP | MBS | GBS | GA
# ===========================================================================
GROK_CFG = [  # gpus, seq, layers, tp, pp, cp, ep, dpcol, vp, gbs, gacol
    (8, 4096, 2, 4, 1, 1, 2, 1, None, 1024, 128), (16, 4096, 4, 4, 1, 1, 4, 1, None, 1024, 128),
    (32, 4096, 4, 4, 1, 1, 8, 1, None, 1024, 128), (64, 8192, 8, 4, 1, 2, 8, 1, None, 1024, 128),
    (128, 8192, 16, 4, 2, 2, 8, 1, 8, 1024, 128), (256, 8192, 32, 4, 4, 2, 8, 1, 8, 1024, 128),
    (512, 8192, 64, 4, 8, 2, 8, 1, 8, 1024, 128), (1024, 8192, 64, 4, 8, 2, 8, 2, 8, 2048, 128),
    (2048, 8192, 64, 4, 8, 2, 8, 4, 8, 4096, 128)]
GROK_TABLES = [
    # tag, precision, table title, steps, tokens/s, MFU %, days (NA -> None), repeat tags
    ("v25.01", "FP8", "Grok 1 314b Dev FP8",
     [19.89, 17.08, 8.3, 16.21, 16.48, 16.55, 16.69, 16.89, 17.04],
     [210875, 245568, 505338, 517496, 509017, 506865, 502613, 993322, 1969157],
     [27.4, 28.3, 29.1, 28.3, 26.9, 26.3, 25.9, 25.6, 25.3],
     [None] * 6 + [23.03, 11.65, 5.88], ["v25.01.1 (table 'Grok 1 314b FP8')"]),
    ("v25.02", "BF16", "Grok 1 314b BF16",
     [24.00, 21.71, 10.70, 21.42, 20.73, 20.83, 21.01, 21.20, 21.29],
     [174762, 193223, 391991, 391606, 404699, 402756, 399191, 791378, 1576065],
     [45.4, 44.5, 45.1, 42.9, 42.8, 41.8, 41.09, 40.73, 40.56],
     [None] * 6 + [28.99, 14.63, 7.34], ["v25.02.01", "v25.02.02", "v25.03", "v25.04", "v25.04.01", "v25.04.02"]),
    ("v25.02", "FP8", "Grok 1 314b FP8",
     [19.71, 17.80, 8.70, 17.53, 16.70, 16.75, 16.90, 17.01, 17.30],
     [212757, 235635, 482159, 478583, 502311, 500752, 496367, 981295, 1939562],
     [27.7, 27.1, 27.7, 26.2, 26.6, 26.0, 25.53, 25.24, 24.94],
     [None] * 6 + [23.32, 11.73, 5.97], ["v25.02.01", "v25.02.02", "v25.03", "v25.04", "v25.04.01", "v25.04.02"]),
]
for tag, prec, title, steps, tpss, mfus, days, reps in GROK_TABLES:
    container = C_DEV if tag == "v25.01" else C_2412
    fw = ("NeMo 24.09 dev container (Megatron-Core, Transformer Engine)" if tag == "v25.01"
          else "NeMo 24.12 (Megatron-Core, Transformer Engine)")
    for (g, seq, L, tp, pp, cp, ep, dpcol, vp, gbs, gacol), step, tps, mfu, d in zip(GROK_CFG, steps, tpss, mfus, days):
        assert check_tokens(gbs, seq, step, tps), (tag, prec, g)
        dp = g // (tp * pp * cp)
        ga = gbs // dp
        extra_2411 = ("" if tag != "v25.01" else
                      " The same FP8 numbers were already printed at v24.11.1 (table 'Grok 1 314b Dev FP8'), whose FP8 table is "
                      "not among the spot checks (only its BF16 table is, S0045-S0053), so it is kept here at its first in-scope tag;"
                      " v25.01's BF16 table repeats v24.11.1's and is not made into rows.")
        add(source_group=f"dgxc_benchmarking_{tag}_grok1_h100_{prec.lower()}",
            source=src("grok1/README_314b.md", tag, container,
                       "; layouts from the README's configuration table and grok1/configure.sh, model from grok1/grok1_314b.yaml"),
            source_locator=(f"'{title} | Throughput on {g}{'x' if g <= 128 else ''} H100 GPUs': 'Training step time (seconds per step) "
                            f"{step}', 'Throughput in tokens per second {tps}', 'Model flops utilization {mfu}%'; config row: GPUs {g} | "
                            f"SeqLen {seq} | Layers {L} | TP {tp} | PP {pp} | CP {cp} | EP {ep} | DP {dpcol} | VP {vp or 'NA'} | MBS 1 | "
                            f"GBS {gbs} | GA {gacol}"),
            completeness="full" if L == 64 else "full (proxy: layer count reduced to fit the GPU count, as the recipe does)",
            **grok_model(L, seq, GROK_ARCH_NEMO1), **H100, num_gpus=g, tp=tp, pp=pp, dp=dp, ep=ep, etp=None, cp=cp,
            sequence_parallel=True, zero_stage_or_fsdp=DISTOPT, vpp=vp, micro_batch_size=1, global_batch_size=gbs,
            grad_accum_steps=ga,
            activation_recompute="none (activations_checkpoint_granularity null in grok1/grok1_314b.yaml; configure.sh sets no recompute)",
            precision=("BF16" if prec == "BF16" else FP8_NEMO1),
            optimizer="Adam (Megatron-Core distributed optimizer: optim.name mcore_distributed_optim in grok1/grok1_314b.yaml, overlap_grad_sync / overlap_param_sync true)",
            framework=fw, iteration_time_s=step, tokens_per_s=tps, mfu=round(mfu / 100, 4),
            other_metrics={"time_to_train_1T_tokens_days": d},
            notes=(f"Megatron DP = {g}/(TP {tp} x PP {pp} x CP {cp}) = {dp} (the table's DP column, {dpcol}, counts replicas beyond EP: "
                   f"EP {ep} x {dpcol} = {ep * dpcol}" + (f" over DP x CP = {dp * cp}" if cp > 1 else "") + f"); GA = {gbs}/{dp} = {ga} "
                   f"(the table's GA column says {gacol}). "
                   + (f"{L} layers / (PP {pp} x VP {vp}) = {L // (pp * vp)} per chunk. " if vp else "")
                   + "grok1/configure.sh sets per node count NUM_LAYERS, PP, CP, EP, VP, SEQ_LEN and GBS as the table "
                   "(GBS = nodes x 16, i.e. 1024 at 64 nodes, and 1024 at every smaller node count), model.ub_tp_comm_overlap=true (TP communication overlap), "
                   "model.sequence_parallel=true, model.fp8_hybrid=true, model.fp8_params=<fp8>, NVTE_FUSED_ATTN=0, "
                   "NCCL_P2P_NET_CHUNKSIZE=2097152, GC interval 40, overlap_param_gather_with_optimizer_step true from 16 nodes; "
                   "no CUDA graphs (nothing in configure.sh or the yaml enables them); synthetic data. "
                   "Expert TP not set (NeMo 24.x: experts sharded over the TP group); overlap_p2p_comm true in the yaml. "
                   "MFU uses 'model flops for Grok 1 314b for GBS=1 is 4.27E+15' (full 64-layer model). "
                   + LAST_STEP + extra_2411 + repeats_note(reps)))

# ===========================================================================
# 2. Grok-1 314B, NeMo 2.0 recipes (NeMo 25.04.00 container, llmb launch.sh
#    -> scripts/performance/llm/pretrain_grok1_314b.py).
#    GB200 table: v25.05 (repeated v25.05.01-v25.05.05); H100 512-GPU table:
#    v25.05.01 (16.930 / 13.454) and v25.05.02 (15.933 / 13.433, repeated
#    v25.05.03-v25.05.05).
# ===========================================================================
GROK2_GB200_CFG = [(128, 256), (256, 512), (512, 1024)]  # gpus, GBS: config table TP4 PP1 CP1 EP8 ETP4 VP1 MBS1 GA8
GROK2_GB200 = [
    ("BF16", "Grok1 314b BF16", [7.325, 7.39, 7.324], [286300.61, 567564.82, 572679], [47.59, 47.17, 47.6], [40.43, 20.39, 20.2]),
    ("FP8", "Grok1 314b FP8", [5.298, 5.224, 5.193], [395838.43, 802891.27, 807684], [32.90, 33.36, 33.6], [29.24, 14.41, 14.33]),
]
GROK2_REPS_GB200 = ["v25.05.01", "v25.05.02", "v25.05.03", "v25.05.04", "v25.05.05"]
for prec, title, steps, tpss, mfus, days in GROK2_GB200:
    for (g, gbs), step, tps, mfu, d in zip(GROK2_GB200_CFG, steps, tpss, mfus, days):
        tp, pp, cp, ep, etp = 4, 1, 1, 8, 4
        dp = g // (tp * pp * cp)
        ga = gbs // dp
        consistent = check_tokens(gbs, 8192, step, tps)
        om = {"time_to_train_1T_tokens_days": d}
        if not consistent:
            # 512 GPUs: the printed tokens/s equals 512 x 8192 / step, half of GBS 1024 x 8192 / step.
            assert check_tokens(gbs // 2, 8192, step, tps), (prec, g)
            om["table_tokens_per_s"] = tps
        add(source_group=f"dgxc_benchmarking_v25.05_grok1_gb200_{prec.lower()}",
            source=src("grok1/README.md", "v25.05", C_250400,
                       "; layout from the README's GB200 configuration table and grok1/launch.sh; recipe NVIDIA/NeMo "
                       "scripts/performance/llm/pretrain_grok1_314b.py at NEMO_COMMIT 7a8f1cc (grok1/setup.sh)"),
            source_locator=(f"'{title} | {g}x GB200 GPUs': 'Training step time (seconds per step) {step}', 'Throughput in tokens "
                            f"per second {tps}', 'Model flops utilization {mfu}%'; GB200 config row: GPUs {g} | SeqLen 8192 | Layers 64 | "
                            f"TP 4 | PP 1 | CP 1 | EP 8 | ETP 4 | DP {dp} | VP 1 | MBS 1 | GBS {gbs} | GA 8"),
            completeness="full",
            **grok_model(64, 8192, GROK_ARCH_NEMO2), **GB200, num_gpus=g, tp=tp, pp=pp, dp=dp, ep=ep, etp=etp, cp=cp,
            sequence_parallel=True, zero_stage_or_fsdp=DISTOPT, vpp=None, micro_batch_size=1, global_batch_size=gbs,
            grad_accum_steps=ga,
            activation_recompute=("none (grok1/launch.sh passes no --recompute_layers and NeMo's model_configs_gb200.csv has no "
                                  "grok1 row, so recompute_layers is 0 and set_primary_perf_configs sets no recompute)"),
            precision=("BF16" if prec == "BF16" else fp8_nemo2("7a8f1cc")),
            optimizer=("Adam (Megatron-Core distributed optimizer via NeMo distributed_fused_adam_with_cosine_annealing"
                       + ("; use_precision_aware_optimizer=True, set for bf16 by scripts/performance/utils.py set_primary_perf_configs)"
                          if prec == "BF16" else ")")),
            framework="NeMo 25.04.00 (Megatron-Core, Transformer Engine)",
            iteration_time_s=step, tokens_per_s=(tps if consistent else None), mfu=round(mfu / 100, 4), other_metrics=om,
            notes=(f"Megatron DP = {g}/(TP 4 x PP 1 x CP 1) = {dp}, GA = {gbs}/{dp} = {ga} (table GA 8); EP 8 x ETP 4 = 32 GPUs per "
                   f"expert group, expert-data-parallel {g // 32}. grok1/launch.sh (GPU_TYPE gb200): TP 4, PP 1, CP 1, EP 8, VP 1, "
                   "GBS = GPUs x 2, MBS 1, CUDA_GRAPH true, passed as --cuda_graphs true: CUDA graphs on (enable_cuda_graph and "
                   "use_te_rng_tracker in pretrain_grok1_314b.py); launch.sh at v25.05 defaults ET (expert TP) to 8 while the README's "
                   "table says ETP 4 (v25.05.01's launch.sh sets 4 and prints the same step times), so ETP 4 is used. "
                   "pretrain_grok1_314b.py: MegatronCommOverlapCallback tp_comm_overlap=True with userbuffers "
                   "userbuffers_fp8_b200_h16384_tp4_cp2_mbs1_seqlen8192, sequence_parallel = TP > 1 (set_primary_perf_configs), "
                   "cross_entropy_fusion_impl te (set_primary_perf_configs), NCCL_NET_GDR_LEVEL=PHB on gb200, GC interval 100; "
                   "mock data. "
                   + ("" if consistent else
                      f"The table's tokens/s ({tps}) equals 512 x 8192 / {step}, half of what the configuration's GBS {gbs} gives, "
                      f"while its MFU ({mfu}%) and the launch script (GBS = 2 x GPUs) match GBS {gbs}; tokens_per_s here is "
                      f"{gbs} x 8192 / {step} and the printed figure is in other_metrics. ")
                   + "MFU uses 4.27E+15 model FLOPs per sequence against 2.45 (BF16) / 4.9 (FP8) PFLOP/s. "
                   + MEAN_11_44 + repeats_note(GROK2_REPS_GB200)))

GROK2_H100 = [
    # tag, precision, step, tokens/s, MFU %, days, repeats
    ("v25.05.01", "BF16", 16.930, 495487.77, 51.00, 23.36, []),
    ("v25.05.01", "FP8", 13.454, 623502.90, 32.07, 18.56, []),
    ("v25.05.02", "BF16", 15.933, 526493, 54.2, 21.98, ["v25.05.03", "v25.05.04", "v25.05.05"]),
    ("v25.05.02", "FP8", 13.433, 624478, 32.2, 18.53, ["v25.05.03", "v25.05.04", "v25.05.05"]),
]
for tag, prec, step, tps, mfu, d, reps in GROK2_H100:
    g, gbs, tp, pp, cp, ep, etp, vp = 512, 1024, 4, 8, 2, 8, 1, 8
    assert check_tokens(gbs, 8192, step, tps)
    dp = g // (tp * pp * cp)
    ga = gbs // dp
    other = ("v25.05.02 prints 15.933 s (BF16) and 13.433 s (FP8) for the same configuration and files (grok1/launch.sh, setup.sh "
             "unchanged), a re-measurement" if tag == "v25.05.01" else
             "v25.05.01 printed 16.930 s (BF16) and 13.454 s (FP8) for the same configuration and files")
    add(source_group=f"dgxc_benchmarking_{tag}_grok1_h100_{prec.lower()}",
        source=src("grok1/README.md", tag, C_250400,
                   "; layout from the README's H100 configuration table and grok1/launch.sh; recipe NVIDIA/NeMo "
                   "scripts/performance/llm/pretrain_grok1_314b.py at NEMO_COMMIT 6f2c6fd (grok1/setup.sh)"),
        source_locator=(f"'Grok1 314b {prec} | 512x H100 GPUs': 'Training step time (seconds per step) {step:.3f}', 'Throughput in "
                        f"tokens per second {tps}', 'Model flops utilization {mfu}%'; H100 config row: GPUs 512 | SeqLen 8192 | "
                        "Layers 64 | TP 4 | PP 8 | CP 2 | EP 8 | ETP 1 | DP 8 | VP 8 | MBS 1 | GBS 1024 | GA 128"),
        completeness="full",
        **grok_model(64, 8192, GROK_ARCH_NEMO2), **H100, num_gpus=g, tp=tp, pp=pp, dp=dp, ep=ep, etp=etp, cp=cp,
        sequence_parallel=True, zero_stage_or_fsdp=DISTOPT, vpp=vp, micro_batch_size=1, global_batch_size=gbs,
        grad_accum_steps=ga,
        activation_recompute=("none (grok1/launch.sh passes no --recompute_layers and NeMo's model_configs_h100.csv has no grok1 "
                              "row, so recompute_layers is 0 and set_primary_perf_configs sets no recompute)"),
        precision=("BF16" if prec == "BF16" else fp8_nemo2("6f2c6fd")),
        optimizer=("Adam (Megatron-Core distributed optimizer via NeMo distributed_fused_adam_with_cosine_annealing"
                   + ("; use_precision_aware_optimizer=True, set for bf16 by scripts/performance/utils.py set_primary_perf_configs)"
                      if prec == "BF16" else ")")),
        framework="NeMo 25.04.00 (Megatron-Core, Transformer Engine)",
        iteration_time_s=step, tokens_per_s=tps, mfu=round(mfu / 100, 4), other_metrics={"time_to_train_1T_tokens_days": d},
        notes=(f"Megatron DP = 512/(TP 4 x PP 8 x CP 2) = {dp}, GA = 1024/{dp} = {ga}; 64 layers / (PP 8 x VP 8) = 1 per chunk; "
               "EP 8 with ETP 1 (whole experts). grok1/launch.sh (GPU_TYPE h100): TP 4, PP 8, CP 2, EP 8, VP 8, ET 1, GBS = GPUs x 2, "
               "MBS 1, CUDA_GRAPH false, passed as --cuda_graphs false: no CUDA graphs. pretrain_grok1_314b.py: "
               "MegatronCommOverlapCallback tp_comm_overlap=True, sequence_parallel = TP > 1, cross_entropy_fusion_impl te "
               "(set_primary_perf_configs), NCCL P2P chunk 2 MB with PP, GC interval 100; mock data. " + other + ". "
               "MFU uses 4.27E+15 model FLOPs per sequence against 989 (BF16) / 1979 (FP8) TFLOP/s. "
               + MEAN_11_44 + repeats_note(reps)))

# ===========================================================================
# 3. GPT-3 175B on H100, v25.02 (NeMo 24.12): nemo_megatron/README_175b.md
#    tables 'NeMo Megatron BF16/FP8 (TP=4,PP=8, MBS=1, VP=12, SEQ=2048)';
#    gpt3_175b_hydra.yaml at v25.02 sets virtual_pipeline_model_parallel_size 6
#    (12 at v24.11.1; the title keeps 'VP=12'; v25.04's configuration table
#    says VP 6).
# ===========================================================================
G175_GPUS = [128, 256, 512, 1024, 2048]
G175_TABLES = [
    ("BF16", [8.309, 8.408, 8.42, 8.453, 8.49], [63099, 124712, 249068, 496191, 988057],
     [53.54, 52.91, 52.84, 52.63, 52.40], [183, 93, 46, 23, 12]),
    ("FP8", [5.626, 5.725, 5.774, 5.82, 5.96], [93190, 183157, 363206, 720671, 1407485],
     [39.52, 38.84, 38.51, 38.20, 37.30], [124, 63, 32, 16, 8]),
]
G175_REPS = ["v25.02.01", "v25.02.02", "v25.03", "v25.04 (tables 'NeMo Megatron BF16/FP8', configuration table VP 6)",
             "v25.04.01", "v25.04.02"]
for prec, steps, tpss, mfus, days in G175_TABLES:
    for g, step, tps, mfu, d in zip(G175_GPUS, steps, tpss, mfus, days):
        gbs = 2 * g
        assert check_tokens(gbs, 2048, step, tps), (prec, g)
        dp = g // 32
        ga = gbs // dp
        add(source_group=f"dgxc_benchmarking_v25.02_gpt3_175b_h100_{prec.lower()}",
            source=src("nemo_megatron/README_175b.md", "v25.02", C_2412,
                       "; model and plan from nemo_megatron/gpt3_175b_hydra.yaml, nemo_megatron/configure.sh and launch.sh"),
            source_locator=(f"'NeMo Megatron {prec} (TP=4,PP=8, MBS=1, VP=12, SEQ=2048) | {g}x H100 GPUs (GBS={gbs})': 'Training step "
                            f"time (seconds per step) {step}', 'Throughput in tokens per second {tps}', 'Model flops utilization {mfu:.2f}%'"),
            completeness="full",
            **G175, **H100, num_gpus=g, tp=4, pp=8, dp=dp, ep=1, etp=None, cp=1, sequence_parallel=True,
            zero_stage_or_fsdp=DISTOPT, vpp=6, micro_batch_size=1, global_batch_size=gbs, grad_accum_steps=ga,
            activation_recompute="none (activations_checkpoint_granularity null in nemo_megatron/gpt3_175b_hydra.yaml)",
            precision=("BF16" if prec == "BF16" else FP8_NEMO1),
            optimizer="Adam (distributed_fused_adam)",
            framework="NeMo 24.12 (Megatron-Core, Transformer Engine)",
            iteration_time_s=step, tokens_per_s=tps, mfu=round(mfu / 100, 4), other_metrics={"time_to_train_1T_tokens_days": d},
            notes=(f"Megatron DP = {g}/(TP 4 x PP 8) = {dp}, GA = {gbs}/{dp} = {ga}; 96 layers / (PP 8 x VP 6) = 2 per chunk. "
                   "gpt3_175b_hydra.yaml at v25.02: TP 4, PP 8, virtual_pipeline_model_parallel_size 6 (the table title still says "
                   "VP=12, the v24.11.1 value; v25.04's configuration table says VP 6), MBS 1, sequence_parallel true, "
                   "overlap_p2p_comm true, batch_p2p_comm false, ub_tp_comm_overlap true (TP communication overlap), fp8_hybrid, "
                   "fp8_amax_history_len 1024, fp8_params true, gc_interval 100; configure.sh: GBS = nodes x 16, model.fp8 = <fp8>, "
                   "NVTE_FUSED_ATTN=1, NVTE_UB_SPLIT_AG from NeMo-Framework-Launcher conditional_cfgs; no CUDA graphs (nothing "
                   "enables them). Real data (GPT-3 / The Pile mmap, data_impl mmap unless ENABLE_SYNTHETIC_DATA). MFU uses 'model "
                   "flops for GPT 3 175b for GBS=1 is 2.20E+15'. " + LAST_STEP + repeats_note(G175_REPS)))

# ===========================================================================
# 4. Nemotron-4 15B on H100, v25.02 (NeMo 24.12): nemotron/README_15b.md
#    tables 'Nemotron4 15b BF16/FP8 (TP=4, PP=1, MBS=4, GA=4)'.
#    The FP8 512-GPU cell (2.12 s, 3956891 tokens/s, 41.43%) is v24.11.1's own
#    cell (S0110), so it is dropped.
# ===========================================================================
N15_GPUS = [16, 32, 64, 128, 256, 512, 1024, 2048]
N15_V2502 = [
    ("BF16", [2.812, 2.824, 2.845, 2.859, 2.852, 2.875, 2.895, 2.887],
     [93223, 185654, 368568, 733526, 1470654, 2917777, 5795239, 11622595],
     [62.49, 62.23, 61.77, 61.47, 61.62, 61.12, 60.70, 60.87], [124.15, 62.34, 31.40, 15.78, 7.87, 3.97, 2.00, 1.00]),
    ("FP8", [2.039, 2.046, 2.048, 2.059, 2.075, 2.12, 2.094, 2.12],
     [128565, 256250, 512000, 1018529, 2021351, 3956891, 8012042, 15827562],
     [43.07, 42.92, 42.88, 42.65, 42.32, 41.43, 41.94, 41.43], [90.03, 45.17, 22.61, 11.36, 5.73, 2.93, 1.44, 0.73]),
]
N15_V2502_DROP = {("FP8", 512)}  # = v24.11.1 FP8 512-GPU cell (2.12 s, 3956891 tok/s, 41.43%)
for prec, steps, tpss, mfus, days in N15_V2502:
    for g, step, tps, mfu, d in zip(N15_GPUS, steps, tpss, mfus, days):
        if (prec, g) in N15_V2502_DROP:
            continue
        gbs = 4 * g
        assert check_tokens(gbs, 4096, step, tps), (prec, g)
        dp = g // 4
        ga = gbs // (dp * 4)
        add(source_group=f"dgxc_benchmarking_v25.02_nemotron4_15b_h100_{prec.lower()}",
            source=src("nemotron/README_15b.md", "v25.02", C_2412,
                       "; model from nemotron/nemotron4-15b-synth.yaml, overrides from nemotron/configure.sh (launch.sh FW_VERSION=24.12 for 15b)"),
            source_locator=(f"'Nemotron4 15b {prec} (TP=4, PP=1, MBS=4, GA=4) | Throughput on {g}x H100 GPUs (GBS={gbs})': 'Training "
                            f"step time (seconds per step) {step}', 'Throughput in tokens per second {tps}', 'Model flops utilization "
                            f"{mfu:.2f}%'"),
            completeness="full",
            **N15, **H100, num_gpus=g, tp=4, pp=1, dp=dp, ep=1, etp=None, cp=1, sequence_parallel=True,
            zero_stage_or_fsdp=DISTOPT, vpp=None, micro_batch_size=4, global_batch_size=gbs, grad_accum_steps=ga,
            activation_recompute="none (activations_checkpoint_granularity null in nemotron/nemotron4-15b-synth.yaml)",
            precision=("BF16" if prec == "BF16" else FP8_NEMO1),
            optimizer="Adam (Megatron-Core distributed optimizer: optim.name mcore_distributed_optim in nemotron/nemotron4-15b-synth.yaml)",
            framework="NeMo 24.12 (Megatron-Core, Transformer Engine)",
            iteration_time_s=step, tokens_per_s=tps, mfu=round(mfu / 100, 4), other_metrics={"time_to_train_1T_tokens_days": d},
            notes=(f"Megatron DP = {g}/(TP 4 x PP 1) = {dp}, GA = {gbs}/({dp} x MBS 4) = {ga}. configure.sh (15b) at v25.02: TP=4 PP=1 "
                   "CP=1 VP=null MBS=4 GBS = GPUs x 4, NVTE_FUSED_ATTN=1, model.ub_tp_comm_overlap=True (TP communication overlap), "
                   "model.sequence_parallel=True, model.fp8_hybrid=True, +model.fp8_params=<fp8>; yaml: fp8_amax_history_len 1024, "
                   "cross_entropy_loss_fusion true, optimizer mcore_distributed_optim (distributed_fused_adam at v24.11.1 and v25.01); no CUDA "
                   "graphs (nothing enables them). Synthetic data. MFU uses 'model flops for NeMoTron4 15b for GBS=1 is 434.5e12'. "
                   + LAST_STEP
                   + (" The FP8 512-GPU cell of this table (2.12 s) is v24.11.1's cell unchanged (same tokens/s and MFU) and is not "
                      "made into a row." if prec == "FP8" else "")
                   + repeats_note(["v25.02.01", "v25.02.02", "v25.03"])))

# ===========================================================================
# 5. Nemotron-4 15B and 340B on H100, v25.04 (NeMo 25.02.01, NeMo 2.0
#    scripts/performance at NEMO_COMMIT d2b2155 + gsw_nemo.patch):
#    nemotron/README.md tables 'Nemotron4 15b/340b BF16/FP8'. v25.04.01 and
#    v25.04.02 print the same step times and tokens/s with MFU recomputed
#    (model FLOPs 3.85e14 / 8.62e15 instead of 434.5e12 / 1.01e16).
# ===========================================================================
N_V2504 = [
    # size, precision, gpus, steps, tokens/s, MFU % (v25.04), MFU % (v25.04.01), days
    ("15b", "BF16", N15_GPUS, [2.66, 2.66, 2.67, 2.67, 2.68, 2.71, 2.74, 2.78],
     [98550, 197101, 392725, 785450, 1565039, 3095427, 6123072, 12069940],
     [66.07, 66.07, 65.82, 65.82, 65.57, 64.85, 64.14, 63.21], [58.54, 58.54, 58.32, 58.32, 58.10, 57.46, 56.83, 56.01],
     [117.44, 58.72, 29.47, 14.74, 7.4, 3.74, 1.89, 0.96]),
    ("15b", "FP8", N15_GPUS, [1.98, 1.98, 1.98, 1.99, 2, 2.02, 2.03, 2.09],
     [132396, 264792, 529584, 1053845, 2097152, 4152776, 8264638, 16054752],
     [44.35, 44.35, 44.35, 44.13, 43.91, 43.48, 43.26, 42.02], [39.30, 39.30, 39.30, 39.10, 38.91, 38.52, 38.33, 37.23],
     [87.42, 43.71, 21.86, 10.98, 5.52, 2.79, 1.4, 0.72]),
    ("340b", "BF16", [256, 512, 1024, 2048], [4.36, 4.39, 4.41, 4.43], [60125, 119428, 237772, 473398],
     [58.56, 58.16, 57.89, 57.63], [49.98, 49.64, 49.42, 49.19], [192.5, 96.91, 48.68, 24.45]),
    ("340b", "FP8", [256, 512, 1024, 2048], [2.93, 2.97, 3, 3.05], [89469, 176528, 349525, 687591],
     [43.55, 42.96, 42.53, 41.83], [37.17, 36.67, 36.30, 35.71], [129.36, 65.57, 33.11, 16.83]),
]
for size, prec, gpus, steps, tpss, mfus, mfus_fixed, days in N_V2504:
    for g, step, tps, mfu, mfu2, d in zip(gpus, steps, tpss, mfus, mfus_fixed, days):
        if size == "15b":
            model, tp, pp, vp, mbs, gbs = N15, 2, 1, None, 2, 4 * g
        else:
            model, tp, pp, vp, mbs, gbs = N340, 8, 8, 12, 1, g // 4
        assert check_tokens(gbs, 4096, step, tps), (size, prec, g)
        dp = g // (tp * pp)
        ga = gbs // (dp * mbs)
        cfg = (f"15b | BF16/FP8 | {g} | 4096 | 32 | 2 | 1 | 1 | NA | {dp} | NA | 2 | {gbs} | 4" if size == "15b" else
               f"340b | BF16/FP8 | {g} | 4096 | 96 | 8 | 8 | 1 | NA | {dp} | NA | 1 | {gbs} | 16")
        vp_note = ("" if size == "15b" else
                   "VP: the README's configuration table says NA, but nemotron/launch.sh (340b) sets VP=12 and passes -vp 12 "
                   "(set_primary_perf_configs: virtual_pipeline_model_parallel_size = vp), and v25.05's configuration table for the same "
                   "H100 layout says VP 12; vpp 12 here, 96 layers / (PP 8 x VP 12) = 1 per chunk. "
                   "nemotron4_340b recipe (performance_mode): MegatronCommOverlapCallback tp_comm_overlap=True, "
                   "defer_embedding_wgrad_compute, wgrad_deferral_limit 22, overlap_param_gather_with_optimizer_step (set when "
                   "DP > 1, PP > 1, VP > 1), GC interval 100; PerfEnvPlugin nccl_pp_comm_chunksize 2097152. ")
        add(source_group=f"dgxc_benchmarking_v25.04_nemotron4_{size}_h100_{prec.lower()}",
            source=src("nemotron/README.md", "v25.04", C_250201,
                       "; layout from the README's configuration table and nemotron/launch.sh; recipe NVIDIA/NeMo "
                       f"scripts/performance/llm/pretrain_nemotron4_{size}.py at NEMO_COMMIT d2b2155 (nemotron/setup.sh) with "
                       "nemotron/gsw_nemo.patch"),
            source_locator=(f"'Nemotron4 {size} {prec} | {g}x H100 GPUs': 'Training step time (seconds per step)|{step}', "
                            f"'Throughput in tokens per second |{tps}', 'Model flops utilization|{mfu:.2f}%'; config row: {cfg}"),
            completeness=("full" if size == "15b" else "full (VP from launch.sh: the README's configuration table prints NA)"),
            **model, **H100, num_gpus=g, tp=tp, pp=pp, dp=dp, ep=1, etp=None, cp=1, sequence_parallel=True,
            zero_stage_or_fsdp=DISTOPT, vpp=vp, micro_batch_size=mbs, global_batch_size=gbs, grad_accum_steps=ga,
            activation_recompute=(f"none (NeMo d2b2155 scripts/performance/llm/pretrain_nemotron4_{size}.py and the nemotron4_{size} "
                                  "recipe set no recompute; launch.sh passes none)"),
            precision=("BF16" if prec == "BF16" else FP8_NEMO2_D2B),
            optimizer="Adam (Megatron-Core distributed optimizer via NeMo distributed_fused_adam_with_cosine_annealing)",
            framework="NeMo 25.02.01 (Megatron-Core, Transformer Engine)",
            iteration_time_s=step, tokens_per_s=tps, mfu=round(mfu / 100, 4),
            other_metrics={"time_to_train_1T_tokens_days": d, "mfu_pct_as_reprinted_at_v25.04.01": mfu2},
            notes=(f"Megatron DP = {g}/(TP {tp} x PP {pp}) = {dp}, GA = {gbs}/({dp} x MBS {mbs}) = {ga}. nemotron/launch.sh "
                   + ("(15b): TP=2 PP=1 CP=1 MBS=2 GBS = GPUs x 4, VP=0 (not passed) " if size == "15b" else
                      "(340b): TP=8 PP=8 CP=1 MBS=1 GBS = GPUs / 4, VP=12 ")
                   + "--gpu h100 --gpus_per_node 8; sequence_parallel = TP > 1 (set_primary_perf_configs); "
                   + ("nemotron4_15b recipe (performance_mode): MegatronCommOverlapCallback tp_comm_overlap=True; " if size == "15b" else "")
                   + "cuda_graphs 0 in model_configs_h100.csv and not passed: no CUDA graphs; grad_reduce_in_fp32 False for fp8. "
                   + vp_note + "Mock data (NullTokenizer, vocab 256000). "
                   f"MFU here is v25.04's (model FLOPs {'434.5e12' if size == '15b' else '1.01e16'} per sequence); v25.04.01 reprints "
                   f"{mfu2}% (model FLOPs {'3.85e14' if size == '15b' else '8.62e15'}). " + LAST_STEP
                   + repeats_note(["v25.04.01", "v25.04.02"])))

# ===========================================================================
# 6. Nemotron-4 on H100 and GB200, v25.05 (NeMo 25.04.00; NeMo 2.0
#    scripts/performance at NEMO_COMMIT b4148d2): nemotron/README.md.
#    Repeated unchanged at v25.05.01 - v25.05.05.
# ===========================================================================
N_V2505_REPS = ["v25.05.01", "v25.05.02", "v25.05.03", "v25.05.04", "v25.05.05"]
N_V2505 = [
    # size, system, precision, gpus, gbs, step, tokens/s, MFU %, days, table title, strong
    ("15b", "H100", "BF16", 16, 64, 2.746, 95463, 56.7, 121, "Nemotron4 15b BF16 H100", False),
    ("15b", "H100", "FP8", 16, 64, 1.988, 131863, 39.1, 88, "Nemotron4 15b FP8 H100", False),
    ("340b", "H100", "BF16", 256, 64, 4.606, 56913, 47.3, 203, "Nemotron4 340b BF16 H100", False),
    ("340b", "H100", "FP8", 256, 64, 3.107, 84372, 35.0, 137, "Nemotron4 340b FP8 H100", False),
    ("340b", "GB200", "BF16", 128, 32, 2.189, 59877, 40.2, 193, "Nemotron 340b BF16 GB200", False),
    ("340b", "GB200", "BF16", 256, 64, 2.19, 119700, 40.2, 96, "Nemotron 340b BF16 GB200", False),
    ("340b", "GB200", "BF16", 512, 128, 2.229, 235212, 39.4, 49, "Nemotron 340b BF16 GB200", False),
    ("340b", "GB200", "FP8", 128, 32, 1.483, 88383, 29.7, 130, "Nemotron 340b FP8 GB200", False),
    ("340b", "GB200", "FP8", 256, 64, 1.517, 172804, 28.9, 67, "Nemotron 340b FP8 GB200", False),
    ("340b", "GB200", "FP8", 512, 128, 1.549, 338468, 28.4, 34, "Nemotron 340b FP8 GB200", False),
    ("340b", "GB200", "BF16", 128, 512, 32.66, 64211, 43.0, 180, "Nemotron 340b BF16 GB200 Strong Scaling", True),
    ("340b", "GB200", "BF16", 256, 512, 16.58, 126486, 42.4, 92, "Nemotron 340b BF16 GB200 Strong Scaling", True),
    ("340b", "GB200", "BF16", 512, 512, 8.468, 247656, 41.5, 47, "Nemotron 340b BF16 GB200 Strong Scaling", True),
    ("340b", "GB200", "FP8", 128, 512, 21.83, 96067, 32.2, 120, "Nemotron 340b FP8 GB200 Strong Scaling", True),
    ("340b", "GB200", "FP8", 256, 512, 11.21, 187078, 31.4, 62, "Nemotron 340b FP8 GB200 Strong Scaling", True),
    ("340b", "GB200", "FP8", 512, 512, 5.668, 369998, 31.0, 31, "Nemotron 340b FP8 GB200 Strong Scaling", True),
]
for size, system, prec, g, gbs, step, tps, mfu, d, title, strong in N_V2505:
    assert check_tokens(gbs, 4096, step, tps), (size, system, prec, g)
    if size == "15b":  # H100 only
        model, tp, pp, vp, mbs = N15, 2, 1, None, 2
        assert gbs == 4 * g
    elif system == "H100":
        model, tp, pp, vp, mbs = N340, 8, 8, 12, 1
        assert gbs == g // 4
    else:
        model, tp, pp, vp, mbs = N340, 8, 4, 12, 1
        assert gbs == (512 if strong else g // 4)
    dp = g // (tp * pp)
    ga = gbs // (dp * mbs)
    if system == "H100":
        cfg = (f"15b | BF16/FP8 | 16 | 4096 | 32 | 2 | 1 | 1 | NA | 8 | NA | 2 | 64 | 4" if size == "15b" else
               f"340b | BF16/FP8 | 256 | 4096 | 96 | 8 | 8 | 1 | NA | 4 | 12 | 1 | 64 | 16")
        col = f"{g}x H100 GPUs"
        lay = (f"nemotron/launch.sh (GPU_TYPE h100, {size}): " +
               ("TP=2 PP=1 CP=1 MBS=2 GBS = GPUs x 4, VP=0 (not passed)" if size == "15b" else
                "TP=8 PP=8 CP=1 MBS=1 GBS = GPUs / 4, VP=12") +
               ", -ep 1; cuda_graphs 0 in model_configs_h100.csv and not passed: no CUDA graphs. ")
    else:
        cfg = (f"340b | BF16/FP8 | {g} | 4096 | 96 | 8 | 4 | 1 | 12 | 1 | {gbs} | {dp} | {ga}")
        col = f"{g}x GB200 GPUs (GBS={gbs})" + (" Strong Scaling" if strong else "")
        lay = ("nemotron/launch.sh (GPU_TYPE gb200, 340b): GPUS_PER_NODE 4, TP=8 PP=4 CP=1 VP=12 MBS=1, GBS = "
               + ("512 (STRONG_SCALING=true)" if strong else "GPUs / 4") +
               ", -ep 1 -fsdp 0 --cuda_graphs true: CUDA graphs on (enable_cuda_graph, use_te_rng_tracker), no Megatron-FSDP "
               "(the launch's -fsdp 0 overrides model_configs_gb200.csv, whose 340b bf16 row at 128 GPUs names FSDP with TP 4 PP 1); "
               "pretrain_nemotron4_340b.py sets the b200 userbuffers config for gb200 "
               f"(userbuffers_{'fp8' if prec == 'FP8' else 'bf16'}_b200_h18432_tp8_mbs1_seqlen4096). ")
    add(source_group=f"dgxc_benchmarking_v25.05_nemotron4_{size}_{system.lower()}_{prec.lower()}",
        source=src("nemotron/README.md", "v25.05", C_250400,
                   f"; layout from the README's {system} configuration table and nemotron/launch.sh; recipe NVIDIA/NeMo "
                   f"scripts/performance/llm/pretrain_nemotron4_{size}.py at NEMO_COMMIT b4148d2 (nemotron/setup.sh)"),
        source_locator=(f"'{title} | {col}': 'Training step time (seconds per step) {step}', 'Throughput in tokens per second "
                        f"{tps}', 'Model flops utilization {mfu}%'; config row: {cfg}"),
        completeness="full",
        **model, **HW[system], num_gpus=g, tp=tp, pp=pp, dp=dp, ep=1, etp=None, cp=1, sequence_parallel=True,
        zero_stage_or_fsdp=DISTOPT, vpp=vp, micro_batch_size=mbs, global_batch_size=gbs, grad_accum_steps=ga,
        activation_recompute=(f"none (recompute_layers 0 in NeMo's model_configs_{system.lower()}.csv nemotron4 rows and launch.sh "
                              "passes no -rl; set_primary_perf_configs sets recompute only when recompute_layers > 0)"),
        precision=("BF16" if prec == "BF16" else fp8_nemo2("b4148d2")),
        optimizer=("Adam (Megatron-Core distributed optimizer via NeMo distributed_fused_adam_with_cosine_annealing"
                   + ("; use_precision_aware_optimizer=True, set for bf16 by scripts/performance/utils.py set_primary_perf_configs)"
                      if prec == "BF16" else ")")),
        framework="NeMo 25.04.00 (Megatron-Core, Transformer Engine)",
        iteration_time_s=step, tokens_per_s=tps, mfu=round(mfu / 100, 4),
        other_metrics={"time_to_train_1T_tokens_days": d, **({"scaling": "strong (GBS 512 at every GPU count)"} if strong else {})},
        notes=(f"Megatron DP = {g}/(TP {tp} x PP {pp}) = {dp}, GA = {gbs}/({dp} x MBS {mbs}) = {ga}"
               + (f"; {model['num_layers']} layers / (PP {pp} x VP {vp}) = {model['num_layers'] // (pp * vp)} per chunk" if vp else "")
               + ". " + lay
               + ("README: 'Strong Scaling, where GBS remains constant across increasing GPU counts and reducing gradient "
                  "accumulation'; these rows share the source group with the weak-scaling table of the same precision. " if strong else "")
               + "sequence_parallel = TP > 1 and cross_entropy_fusion_impl te (set_primary_perf_configs); nemotron4 recipe "
               "(performance_mode): MegatronCommOverlapCallback tp_comm_overlap=True"
               + (", defer_embedding_wgrad_compute, wgrad_deferral_limit 22" if size == "340b" else "")
               + ", GC interval 100; mock data (NullTokenizer, vocab 256000). MFU against "
               + ("989 / 1979 TFLOP/s (BF16 / FP8). " if system == "H100" else "2.45 / 4.9 PFLOP/s (BF16 / FP8). ")
               + MEAN_11_44 + repeats_note(N_V2505_REPS)))

