"""Spot-check rows for scripts/make-spot-checks (its `rows`): the Llama 3.1 pre-training "Expected Performance" tables of NVIDIA/dgxc-benchmarking
(llama3.1/README*.md) from tag v25.01 on, one row per table cell (model, system,
precision, GPU count), in data/spot_checks.jsonl's schema (the KEYS of
scripts/make-spot-checks), for `shoal validate --runs`.

Every number below is copied from the README named in its block (read from a clone of github.com/NVIDIA/dgxc-benchmarking with `git show <tag>:<path>`); the
plans from the same tag's llama3.1/ launch files and, from v25.04 on, from the NeMo
commit that tag's llama3.1/setup.sh pins (read from a clone of github.com/NVIDIA/NeMo).
Derived values carry their arithmetic in `notes`.

Tags and what they hold:
  v25.01, v25.01.1   the v24.11.1 numbers again (already spot checks S0066-S0099): no rows
  v25.02             new H100 tables, 8b/70b/405b x BF16/FP8 (34 cells); repeated unchanged
                     by v25.02.01, v25.02.02, v25.03
  v25.04             new H100 tables, NeMo 2.0 recipes (34 cells); repeated by v25.04.01, v25.04.02
  v25.05             GB200 405b tables (6 cells); repeated by v25.05.01-v25.05.05
  v25.05.01          adds H100 405b at 512 GPUs (2 cells); repeated by v25.05.02-v25.05.05
  v25.07 and later   READMEs keep configuration tables (GB300, GB200, B300, B200, H100) but
                     print no step-time table: nothing to take
"""
from spot_checks import DGXC_GB200, DGXC_H100, new_row


rows = []


def add(**kw):
    # the table's throughput is GBS x seq / step (README formula); check it
    assert isinstance(kw["iteration_time_s"], float)
    rows.append(new_row(tokens_tolerance=0.005, **kw))


# Shared hardware descriptions (as the spot-check templates S0066-S0099 / S0131) --------
# top-level README.md of these tags: "Baseline performance metrics were using workloads on the
# NVIDIA DGX H100 Reference Architecture" (v24.11.1's named EOS; these do not)
H100 = dict(DGXC_H100, system_name="NVIDIA DGX H100 reference architecture")
GB200 = DGXC_GB200

# Architecture ----------------------------------------------------------------------------
LLAMA_ARCH = "RMSNorm, SwiGLU, RoPE, GQA, no biases, untied embeddings; Llama 3 tokenizer (128256)"
ARCH = {
    "8b": dict(model_name="Llama 3.1 8B", model_type="dense", num_layers=32, hidden_size=4096, ffn_hidden_size=14336,
               num_attention_heads=32, num_kv_heads=8, vocab_size=128256, seq_len=8192, total_params_b=8.03),
    "70b": dict(model_name="Llama 3.1 70B", model_type="dense", num_layers=80, hidden_size=8192, ffn_hidden_size=28672,
                num_attention_heads=64, num_kv_heads=8, vocab_size=128256, seq_len=8192, total_params_b=70.6),
    "405b": dict(model_name="Llama 3.1 405B", model_type="dense", num_layers=126, hidden_size=16384, ffn_hidden_size=53248,
                 num_attention_heads=128, num_kv_heads=8, vocab_size=128256, seq_len=8192, total_params_b=405.9),
}
FULL_LAYERS = {"8b": 32, "70b": 80, "405b": 126}

DISTOPT = "distributed optimizer (NeMo distributed_fused_adam / Megatron distributed optimizer)"


def model_fields(size, layers, kv_heads, arch_note):
    m = dict(ARCH[size])
    m["num_kv_heads"] = kv_heads
    m["arch_notes"] = LLAMA_ARCH + " " + arch_note
    if layers != FULL_LAYERS[size]:
        m["num_layers"] = layers
        m["model_name"] = f"{m['model_name']} proxy ({layers} of {FULL_LAYERS[size]} layers)"
        m["total_params_b"] = None
        completeness = "full (proxy: layer count reduced to fit the GPU count, as the recipe does)"
    else:
        completeness = "full"
    return m, completeness


def repeat_note(later):
    return ("The same step time is printed unchanged by the later tags " + ", ".join(later) + "."
            if later else "No later tag prints this cell again.")


# ===========================================================================================
# v25.02 (commit 8f5cbb3): llama3.1/README_{8b,70b,405b}.md, NeMo 24.12 container
# (llama3.1/setup.sh and launch.sh: FW_VERSION=24.12, docker://nvcr.io#nvidia/nemo:24.12),
# NeMo 1.0 launcher: examples/nlp/language_modeling/megatron_gpt_pretraining.py with
# --config-name=llama3.1_<size>.yaml (configure.sh).
# ===========================================================================================
T02 = "v25.02"
C02 = "8f5cbb3"
REP02 = ["v25.02.01", "v25.02.02", "v25.03"]  # same README blobs (git ls-tree), same numbers
FW02 = "NeMo 24.12 (Megatron-Core, Transformer Engine)"
FP8_02 = ("FP8 delayed scaling (Transformer Engine hybrid E4M3/E5M2: configure.sh sets model.fp8, model.fp8_hybrid and "
          "+model.fp8_params to True for DTYPE fp8; llama3.1_{s}.yaml fp8_amax_history_len 1024, fp8_amax_compute_algo max, "
          "fp8_margin 0, fp8_interval 1)")
MEAS02 = ("README: 'Performance for Llama 3.1 training is measured by seconds per iteration ... Since the performance "
          "fluctuates significantly at the beginning, we are using the last training step timing to obtain throughput "
          "value' (train_step_timing of step 50 of MAX_STEPS=50).")


def env02(prec):
    return ("configure.sh: NVTE_FUSED_ATTN=1, NVTE_FLASH_ATTN=0 (cuDNN fused attention), CUDA_DEVICE_MAX_CONNECTIONS=1, "
            "NCCL_NVLS_ENABLE=0, " +
            ("model.fp8/fp8_hybrid/fp8_params True. " if prec == "FP8" else "model.fp8/fp8_hybrid/fp8_params False (DTYPE bf16). ") +
            "no CUDA graphs (the yaml sets no enable_cuda_graph). ")


def src02(size):
    return (f"NVIDIA/dgxc-benchmarking llama3.1/README_{size}.md at tag {T02} (commit {C02}; container nvcr.io/nvidia/nemo:24.12; "
            "baseline on the NVIDIA DGX H100 Reference Architecture, README.md); model and plan from "
            f"llama3.1/llama3.1_{size}.yaml and llama3.1/configure.sh of the same tag")


def table02(size, title, prec, gpus, gbs, steps, tps, mfus, days, plan_of, kv_heads, arch_note, extra_loc=None):
    for i, g in enumerate(gpus):
        pl, layers, note = plan_of(i, g)
        m, completeness = model_fields(size, layers, kv_heads, arch_note)
        loc = (f"table '{title}', column 'Throughput on {g}x H100 GPUs" + (f" (GBS={gbs[i]})'" if size != "405b" else "'") +
               f": 'Training step time (seconds per step) {steps[i]}', 'Throughput in tokens per second {tps[i]}', "
               f"'Model flops utilization {mfus[i]:.2f}%'" + (f"; {extra_loc(i)}" if extra_loc else ""))
        add(source_group=f"dgxc_benchmarking_{T02}_llama3.1_{size}_h100_{prec.lower()}", source=src02(size),
            source_locator=loc, confidence="exact (quoted table)", value_origin="stated", completeness=completeness,
            **m, **H100, num_gpus=g, global_batch_size=gbs[i], iteration_time_s=float(steps[i]), iteration_time_is_derived=False,
            tokens_per_s=tps[i], mfu=round(mfus[i] / 100, 4), other_metrics={"time_to_train_1T_tokens_days": days[i]},
            precision=FP8_02.format(s=size) if prec == "FP8" else "BF16", optimizer="Adam (distributed_fused_adam)",
            framework=FW02, **pl,
            notes=note + env02(prec) + MEAS02 + " " + repeat_note(REP02))


# Llama 3.1 8B, v25.02 README_8b.md ---------------------------------------------------------
for prec, steps, tps, mfus, days in [
        ("BF16", ["12.78", "12.99", "13.00", "13.00", "13.16"], [82028, 161443, 322638, 645277, 1275155],
         [59.99, 59.03, 58.99, 58.99, 58.28], [141.06, 71.69, 35.87, 17.94, 9.08]),
        ("FP8", ["9.44", "9.47", "9.60", "9.64", "9.73"], [111054, 221358, 437088, 870639, 1725163],
         [40.59, 40.45, 39.94, 39.77, 39.41], [104.2, 52.26, 26.49, 13.3, 6.71])]:
    gpus = [8, 16, 32, 64, 128]

    def plan8(i, g):
        dp = g // 2
        return (dict(tp=1, pp=1, cp=2, dp=dp, ep=1, etp=None, sequence_parallel=False, zero_stage_or_fsdp=DISTOPT,
                     vpp=None, micro_batch_size=1, grad_accum_steps=32,
                     activation_recompute="none (activations_checkpoint_granularity null in llama3.1_8b.yaml)"),
                32,
                (f"GBS = 128 x GPUs / 8 = {16 * g} (configure.sh); DP = GPUs/(TP x PP x CP) = {g}/(1 x 1 x 2) = {dp}, "
                 f"GA = GBS/(DP x MBS) = {16 * g}/({dp} x 1) = 32, as the title's GA=32. llama3.1_8b.yaml: sequence_parallel "
                 "false, ub_tp_comm_overlap false (TP 1), optim distributed_fused_adam with overlap_grad_sync / "
                 "overlap_param_sync, gc_interval 25; data from the Pile (generate_dataset.sh). MFU in the table uses the "
                 "README's 'model flops for Llama 3.1 8b for GBS=1 is 4.74E+14' against the H100 peak (989 TFLOP/s BF16, "
                 "1979 FP8). "))
    table02("8b", f"Llama 3.1 8b {prec} (TP=1, PP=1, CP=2, MBS=1, GA=32)", prec, gpus, [16 * g for g in gpus],
            steps, tps, mfus, days, plan8, 8, "(num_query_groups 8 in llama3.1_8b.yaml)")

# Llama 3.1 70B, v25.02 README_70b.md -------------------------------------------------------
for prec, steps, tps, mfus, days in [
        ("BF16", ["14.61", "14.70", "14.72", "14.80", "14.86", "14.84"], [71756, 142663, 284881, 566797, 1129246, 2260623],
         [54.52, 54.20, 54.12, 53.84, 53.63, 53.68], [161.26, 81.13, 40.62, 20.42, 10.25, 5.12]),
        ("FP8", ["10.46", "10.52", "10.75", "10.76", "10.83", "10.99"], [100275, 199292, 390167, 779393, 1549142, 3053178],
         [38.08, 37.84, 37.04, 37.00, 36.77, 36.23], [115.46, 58.06, 29.66, 14.85, 7.47, 3.79])]:
    gpus = [64, 128, 256, 512, 1024, 2048]

    def plan70(i, g):
        dp = g // 32
        return (dict(tp=4, pp=4, cp=2, dp=dp, ep=1, etp=None, sequence_parallel=True, zero_stage_or_fsdp=DISTOPT,
                     vpp=5, micro_batch_size=1, grad_accum_steps=64,
                     activation_recompute="none (activations_checkpoint_granularity null in llama3.1_70b.yaml)"),
                80,
                (f"GBS = 128 x GPUs / 64 = {2 * g} (configure.sh); DP = GPUs/(TP x PP x CP) = {g}/(4 x 4 x 2) = {dp}, "
                 f"GA = GBS/(DP x MBS) = {2 * g}/({dp} x 1) = 64, as the title's GA=64; 80 layers / (PP 4 x VP 5) = 4 per "
                 "virtual stage. llama3.1_70b.yaml: sequence_parallel true, ub_tp_comm_overlap true (TP communication "
                 "overlap), overlap_p2p_comm true, defer_embedding_wgrad_compute true (wgrad_deferral_limit 22), optim "
                 "distributed_fused_adam with overlap_grad_sync / overlap_param_sync, gc_interval 25. MFU uses the README's "
                 "'model flops for Llama 3.1 70b for GBS=1 is 3.94E+15'. "))
    table02("70b", f"Llama 3.1 70b {prec} (TP=4, PP=4, CP=2, VP=5, MBS=1, GA=64)", prec, gpus, [2 * g for g in gpus],
            steps, tps, mfus, days, plan70, 8, "(num_query_groups 8 in llama3.1_70b.yaml)")

# Llama 3.1 405B, v25.02 README_405b.md: Layers, GBS, PP and VP rows vary by column --------
L405_02 = dict(gpus=[32, 96, 192, 576, 1152, 2304], layers=[7, 21, 42, 126, 126, 126], gbs=[126, 126, 252, 252, 504, 1008],
               pp=[1, 3, 3, 9, 9, 9], vp=[None, 7, 7, 7, 7, 7])
for prec, steps, tps, mfus, days in [
        ("BF16", ["9.00", "8.87", "17.30", "17.50", "17.60", "17.70"], [114637, 116342, 119328, 117964, 234589, 466527],
         [57.65, 55.41, 56.03, 54.85, 54.54, 54.23], [None, None, None, 98.11, 49.34, 24.81]),
        ("FP8", ["5.75", "5.63", "10.8", "11.00", "11.10", "11.20"], [179511, 183337, 191146, 187671, 371961, 737280],
         [45.12, 43.65, 44.87, 43.61, 43.22, 42.83], [None, None, None, 61.67, 31.12, 15.70])]:
    def plan405(i, g):
        pp, vp, L, gbs = L405_02["pp"][i], L405_02["vp"][i], L405_02["layers"][i], L405_02["gbs"][i]
        dp = g // (8 * pp * 2)
        ga = gbs // dp
        return (dict(tp=8, pp=pp, cp=2, dp=dp, ep=1, etp=None, sequence_parallel=True, zero_stage_or_fsdp=DISTOPT,
                     vpp=vp, micro_batch_size=1, grad_accum_steps=ga,
                     activation_recompute="none (activations_checkpoint_granularity null in llama3.1_405b.yaml)"),
                L,
                (f"Table columns for {g} GPUs: Layers {L}, GBS {gbs}, PP {pp}, VP {vp or 'n/a'} (configure.sh sets "
                 "NUM_LAYERS/PP/GBS for 32, 96 and 192 GPUs" + (", VP=null and defer_embedding_wgrad_compute=false for 32" if g == 32 else "") +
                 f", GBS = 252 x GPUs / 576 from 576 up); DP = GPUs/(TP x PP x CP) = {g}/(8 x {pp} x 2) = {dp}, "
                 f"GA = GBS/(DP x MBS) = {gbs}/({dp} x 1) = {ga}" +
                 (f"; {L} layers / (PP {pp} x VP {vp}) = {L // (pp * vp)} per virtual stage" if vp else "") +
                 " (the title's GA=63 is the 576-GPU column's). llama3.1_405b.yaml: sequence_parallel true, ub_tp_comm_overlap "
                 "true (TP communication overlap; configure.sh sets proj_fprop/fc2_fprop fp8_buf = FP8), overlap_p2p_comm "
                 "true, defer_embedding_wgrad_compute true (wgrad_deferral_limit 50), optim distributed_fused_adam with "
                 "overlap_grad_sync / overlap_param_sync, gc_interval 5; synthetic (mock) data; NCCL_P2P_NET_CHUNKSIZE=262144. "
                 "MFU uses 'model flops for Llama 3.1 405b for GBS=1 is 2.17E+16' (the full 126-layer model, also for the "
                 "proxies). "))
    table02("405b", f"Llama 3.1 405b {prec} (TP=8, PP=9, CP=2, VP=7, MBS=1, GA=63)", prec, L405_02["gpus"], L405_02["gbs"],
            steps, tps, mfus, days, plan405, 16,
            "(num_query_groups 16 in the recipe's llama3.1_405b.yaml; the released model has 8)",
            extra_loc=lambda i: (f"'Layers {L405_02['layers'][i]}', 'GBS {L405_02['gbs'][i]}', 'PP {L405_02['pp'][i]}', "
                                 f"'VP {L405_02['vp'][i] or 'n/a'}'"))

# ===========================================================================================
# v25.04 (commit 741c886): llama3.1/README.md (one README for 8b/70b/405b), NeMo 25.02.01
# container (launch.sh / setup.sh FW_VERSION=25.02.01; llama31_utils.py container_image
# nvcr.io/nvidia/nemo:25.02.01). NeMo 2.0 / NeMo-Run: launch.sh runs the tag's own
# pretrain_llama31.py (copied into NeMo's scripts/performance/llm/) against NeMo commit
# d2b2155 (setup.sh NEMO_COMMIT d2b21556f2455b52ad7217f334bb66eaa13c0f83, with gsw_nemo.patch).
# Configuration table at the top of the README (Size | Precision | GPUs | SeqLen | Layers |
# TP | PP | CP | EP | DP | VP | MBS | GBS | GA); no FSDP column.
# ===========================================================================================
T04 = "v25.04"
C04 = "741c886"
REP04 = ["v25.04.01", "v25.04.02"]
FW04 = "NeMo 25.02.01 (Megatron-Core, Transformer Engine)"
SRC04 = (f"NVIDIA/dgxc-benchmarking llama3.1/README.md at tag {T04} (commit {C04}; container nvcr.io/nvidia/nemo:25.02.01; "
         "baseline on the NVIDIA DGX H100 Reference Architecture, README.md); plan from the README's configuration tables, "
         "llama3.1/pretrain_llama31.py and llama31_utils.py of the same tag and NeMo commit d2b2155 that llama3.1/setup.sh pins")
FP8_04 = ("FP8 delayed scaling (Transformer Engine hybrid E4M3/E5M2: llama3.1/pretrain_llama31.py sets recipe.trainer.plugins "
          "= bf16_with_fp8_mixed(), which at NeMo d2b2155 sets fp8 'hybrid', fp8_amax_history_len 1024, fp8_amax_compute_algo "
          "max, fp8_params True; MegatronMixedPrecision there has no fp8_recipe field, so Transformer Engine's DelayedScaling)")
OPT04 = ("Adam (NeMo 2.0 recipe optim distributed_fused_adam_with_cosine_annealing: Megatron-Core distributed optimizer, "
         "overlap_grad_reduce / overlap_param_gather)")
RC04 = ("none (no recompute is set: llama3.1/pretrain_llama31.py sets none, and the NeMo d2b2155 recipes it starts from, "
        "nemo/collections/llm/recipes/{r}.py, set no recompute_granularity)")
MEAS04 = ("README: 'Performance for Llama 3.1 training is measured by seconds per iteration ... Since the performance "
          "fluctuates significantly at the beginning, we are using the last training step timing to obtain throughput "
          "value' (train_step_timing of the last of MAX_STEPS=50 steps).")
ENV04 = ("llama31_utils.py env: NVTE_FUSED_ATTN=1 ('Enable cuDNN fused attention'), NVTE_FLASH_ATTN=1, NCCL_NVLS_ENABLE=0, "
         "TORCH_NCCL_AVOID_RECORD_STREAMS=1; PerfEnvPlugin(enable_vboost=True, nccl_pp_comm_chunksize=2097152 if PP > 1); "
         "no CUDA graphs (launch.sh passes no -cg, so llama31_auto_configs sets enable_cuda_graphs False); synthetic (mock) "
         "data. ")
SP04 = ("sequence_parallel = bool(TP > 1) (NeMo d2b2155 scripts/performance/utils.py set_primary_perf_configs, which "
        "pretrain_llama31.py calls). ")


def table04(size, title, prec, cfg, steps, tps, mfus, days, recipe_file, extra_note):
    """cfg: per column (gpus, layers, tp, pp, cp, dp, vp, mbs, gbs, ga) copied from the README's configuration table."""
    for i, (g, L, tp, pp, cp, dp, vp, mbs, gbs, ga) in enumerate(cfg):
        assert dp == g // (tp * pp * cp) and ga == gbs // (dp * mbs), (size, g)
        m, completeness = model_fields(size, L, 8, "(num_query_groups 8: NeMo d2b2155 Llama3Config)")
        loc = (f"table '| Llama 3.1 {size} {prec} | ... {g}x H100 GPUs |': 'Training step time (seconds per step) {steps[i]}', "
               f"'Throughput in tokens per second {tps[i]}', 'Model flops utilization {mfus[i]:.2f}%'; configuration table row "
               f"'{size if L == FULL_LAYERS[size] or size != '405b' else '405b-Proxy'} | {'BF16/FP8' if size != '70b' else prec} | {g} | 8192 | {L} | "
               f"{tp} | {pp} | {cp} | NA | {dp} | {vp or 'NA'} | {mbs} | {gbs} | {ga}'")
        note = (f"Configuration table: GPUs {g}, Layers {L}, TP {tp}, PP {pp}, CP {cp}, VP {vp or 'NA'}, MBS {mbs}, GBS {gbs}; "
                f"DP = GPUs/(TP x PP x CP) = {g}/({tp} x {pp} x {cp}) = {dp}, GA = GBS/(DP x MBS) = {gbs}/({dp} x {mbs}) = {ga} "
                "(both as the table prints them); the same layouts are llama31_auto_configs in llama31_utils.py. " + extra_note(g, L, pp, vp) +
                SP04 + ENV04 + MEAS04 + " " + repeat_note(REP04))
        add(source_group=f"dgxc_benchmarking_{T04}_llama3.1_{size}_h100_{prec.lower()}", source=SRC04, source_locator=loc,
            confidence="exact (quoted table)", value_origin="stated", completeness=completeness,
            **m, **H100, num_gpus=g, tp=tp, pp=pp, cp=cp, dp=dp, ep=1, etp=None, sequence_parallel=tp > 1,
            zero_stage_or_fsdp=DISTOPT, vpp=vp, micro_batch_size=mbs, global_batch_size=gbs, grad_accum_steps=ga,
            activation_recompute=RC04.format(r=recipe_file), precision=FP8_04 if prec == "FP8" else "BF16",
            optimizer=OPT04, framework=FW04, iteration_time_s=float(steps[i]), iteration_time_is_derived=False,
            tokens_per_s=tps[i], mfu=round(mfus[i] / 100, 4), other_metrics={"time_to_train_1T_tokens_days": days[i]},
            notes=note)


# 8b: | 8b | BF16/FP8 | 8..128 | 8192 | 32 | 1 | 1 | 2 | NA | GPUs/2 | NA | 1 | 16 x GPUs | 32 |
CFG04_8 = [(g, 32, 1, 1, 2, g // 2, None, 1, 16 * g, 32) for g in (8, 16, 32, 64, 128)]
NOTE04_8 = lambda g, L, pp, vp: ("8b recipe: llama3_8b pretrain_recipe(performance_mode=True); TP 1, so no TP communication "
                                 "overlap. MFU in the table uses the README's 'model flops for Llama 3.1 8b for GBS=1 is "
                                 "4.74E+14' against 989 TFLOP/s BF16, 1979 FP8. ")
for prec, steps, tps, mfus, days in [
        ("BF16", ["12.27", "12.3", "12.32", "12.33", "12.33"], [85459, 170500, 340447, 680341, 1360683],
         [62.47, 62.31, 62.21, 62.16, 62.16], [135.43, 67.88, 34, 17.01, 8.51]),
        ("FP8", ["9.33", "9.36", "9.43", "9.48", "9.54"], [112388, 224055, 444783, 884874, 1758618],
         [41.07, 40.94, 40.64, 40.42, 40.17], [102.98, 51.66, 26.02, 13.08, 6.58])]:
    table04("8b", None, prec, CFG04_8, steps, tps, mfus, days, "llama3_8b", NOTE04_8)

# 70b: BF16 | 64..2048 | 80 | 4 | 4 | 2 | NA | GPUs/32 | 5 | 1 | 2 x GPUs | 64
#      FP8  | 64..2048 | 80 | 4 | 8 | 1 | NA | GPUs/32 | 5 | 1 | 2 x GPUs | 64
NOTE04_70 = lambda g, L, pp, vp: (f"80 layers / (PP {pp} x VP {vp}) = {80 // (pp * vp)} per virtual stage. 70b recipe: "
                                  "llama3_70b pretrain_recipe(performance_mode=True): MegatronCommOverlapCallback with TP "
                                  "communication overlap (pretrain_llama31.py sets tp_comm_overlap_cfg userbuffers_{bf16,fp8}"
                                  "_h100_h8192_tp4_mbs1_seqlen8192), defer_embedding_wgrad_compute (wgrad_deferral_limit 22). "
                                  "llama31_auto_configs: PP 8, CP 1 for fp8, PP 4, CP 2 for bf16. MFU uses 'model flops for "
                                  "Llama 3.1 70b for GBS=1' of the README's formula. ")
for prec, steps, tps, mfus, days in [
        ("BF16", ["14.66", "14.67", "14.68", "14.67", "14.65", "14.66"], [71526, 142955, 285716, 571821, 1145202, 2288843],
         [54.32, 54.29, 54.25, 54.29, 54.36, 54.32], [161.82, 80.96, 40.51, 20.24, 10.11, 5.06]),
        ("FP8", ["9.86", "9.95", "10", "10.07", "10.08", "10.15"], [106346, 210769, 419430, 833030, 1664406, 3305855],
         [40.38, 40.02, 39.82, 39.54, 39.50, 39.23], [108.83, 54.91, 27.59, 13.89, 6.95, 3.5])]:
    pp, cp = (4, 2) if prec == "BF16" else (8, 1)
    cfg = [(g, 80, 4, pp, cp, g // 32, 5, 1, 2 * g, 64) for g in (64, 128, 256, 512, 1024, 2048)]
    table04("70b", None, prec, cfg, steps, tps, mfus, days, "llama3_70b", NOTE04_70)

# 405b: | 405b-Proxy | 32 | 8 layers | 8 | 1 | 2 | NA | 2 | NA | 1 | 64 | 32 |
#       | 405b-Proxy | 64 | 30 | 8 | 4 | 2 | NA | 1 | 8 | 1 | 64 | 64 |
#       | 405b-Proxy | 128 | 62 | 8 | 4 | 2 | NA | 2 | 8 | 1 | 128 | 64 |
#       | 405b | 512/1024/2048 | 126 | 8 | 8 | 2 | NA | 4/8/16 | 8 | 1 | 256/512/1024 | 64 |
CFG04_405 = [(32, 8, 8, 1, 2, 2, None, 1, 64, 32), (64, 30, 8, 4, 2, 1, 8, 1, 64, 64), (128, 62, 8, 4, 2, 2, 8, 1, 128, 64),
             (512, 126, 8, 8, 2, 4, 8, 1, 256, 64), (1024, 126, 8, 8, 2, 8, 8, 1, 512, 64),
             (2048, 126, 8, 8, 2, 16, 8, 1, 1024, 64)]


def note04_405(g, L, pp, vp):
    split = (f"{L} layers + embedding + loss = {L + 2} over PP {pp} x VP {vp} = {pp * vp} virtual stages, "
             f"{(L + 2) // (pp * vp)} per stage (the 405b recipe's account_for_embedding_in_pipeline_split and "
             "account_for_loss_in_pipeline_split True, NeMo d2b2155 llama31_405b.py); " if vp else
             "VP 1 (written null), PP 1; ")
    return (split + ("llama31_auto_configs proxy settings for 32/64/128 GPUs (num_layers 8/30/62, GBS 64/64/128). " if L != 126 else "") +
            "405b recipe: llama31_405b pretrain_recipe(performance_mode=True): TP communication overlap (pretrain_llama31.py "
            "sets tp_comm_overlap_cfg userbuffers_{bf16,fp8}_h100_h16384_tp8_cp2_mbs1_seqlen8192), "
            "defer_embedding_wgrad_compute (wgrad_deferral_limit 50). MFU uses the full model's 'model flops' of the README "
            "formula, also for the proxies. ")


for prec, steps, tps, mfus, days in [
        ("BF16", ["5.4", "10.1", "19.62", "19.78", "19.84", "19.87"], [97090, 51910, 53444, 106024, 211406, 422175],
         [55.23, 52.52, 55.31, 55.47, 55.31, 55.22], [None, None, None, 109.16, 54.75, 27.42]),
        ("FP8", ["3.53", "6.32", "12.18", "12.37", "12.42", "12.56"], [148524, 82957, 86090, 169535, 337706, 667883],
         [42.24, 41.97, 44.55, 44.35, 44.17, 43.68], [None, None, None, 68.27, 34.27, 17.33])]:
    table04("405b", None, prec, CFG04_405, steps, tps, mfus, days, "llama31_405b", note04_405)

# ===========================================================================================
# v25.05 (commit 68eaf7e): llama3.1/README.md, Llama 3.1 405B on GB200 only; NeMo 25.04.01
# container (metadata.yaml 'nvcr.io#nvidia/nemo:25.04.01'; launch.sh FW_VERSION=25.04.01).
# launch.sh runs NeMo's scripts/performance/llm/pretrain_llama31_405b.py at the NeMo commit
# setup.sh pins (v25.05: 7a8f1cc; v25.05.01 on: 6f2c6fd) with -tp 4 -pp 8 -cp 2 -vp 8 -mb 1
# -gb GPUs/2 -fsdp 0 -ep 1 (GPU_TYPE gb200, GPUS_PER_NODE 4).
# v25.05.01 (commit 85d9284) adds 'H100 Performance', 512 GPUs (TP 8 by launch.sh DEF_TP for h100).
# ===========================================================================================
T05, C05 = "v25.05", "68eaf7e"
T0501, C0501 = "v25.05.01", "85d9284"
FW05 = "NeMo 25.04.01 (Megatron-Core, Transformer Engine)"
MEAS05 = ("README: 'Performance for Llama3.1 405B training is measured by seconds per iteration ... Since the early training "
          "steps typically take much longer time (with input prefetch, activation memory allocation, and JIT compilation), "
          "we use the parse_train_timing.sh script to analyze iterations 11-44 and calculate mean and standard deviation' "
          "(MAX_STEPS=50).")
OPT05 = ("Adam (NeMo 2.0 recipe optim distributed_fused_adam_with_cosine_annealing: Megatron-Core distributed optimizer, "
         "overlap_grad_reduce / overlap_param_gather)")


def fp8_05(commit):
    return ("FP8 delayed scaling (Transformer Engine hybrid E4M3/E5M2: launch.sh passes no -fr, so NeMo "
            f"{commit} scripts/performance/argument_parser.py --fp8_recipe default 'ds' (per-tensor delayed scaling); "
            "set_primary_perf_configs then sets bf16_with_fp8_mixed(): fp8_recipe 'delayed', fp8_amax_history_len 1024, "
            "fp8_amax_compute_algo max, fp8_param_gather True, and grad_reduce_in_fp32 False)")


def rc05(commit, system, prec, g):
    has_row = g == 128 and system == "gb200" or False
    return ("none (recompute_layers 0 and activation_offload_layers 0: " +
            (f"NeMo {commit} scripts/performance/recommended_model_configs/model_configs_{system}.csv row 'pre_train,llama31,"
             f"405b,{system},{prec.lower()},128' " if has_row else
             f"NeMo {commit} scripts/performance/recommended_model_configs/model_configs_{system}.csv has no pre_train llama31 "
             f"405b row for {g} GPUs, so get_user_configs' defaults ") +
            "and launch.sh passes no -rl; the llama31_405b recipe sets no recompute_granularity)")


def row05(tag, commit_tag, nemo_commit, system, hw, prec, g, step, tps, mfu, days, tp, gbs, ga_printed, later, readme_ga_note,
          peak):
    pp, cp, vp, mbs = 8, 2, 8, 1
    dp = g // (tp * pp * cp)
    ga = gbs // (dp * mbs)
    sysname = system.upper()
    loc = (f"'{sysname} Performance' table '| Llama3.1 405b {prec} | ... {g}x {sysname} GPUs |': 'Training step time (seconds per "
           f"step) {step}', 'Throughput in tokens per second {tps}', 'Model flops utilization {mfu}%', 'Time to train 1T tokens "
           f"in days {days}'; {sysname} configuration table row '{g} | 8192 | 126 | 0 | {tp} | {pp} | {cp} | NA | NA | {dp} | {vp} | "
           f"{mbs} | {gbs} | {ga_printed}'")
    if tag == T05:
        loc = loc.replace(f"'{sysname} Performance' table", "table")
    note = (f"Configuration table: GPUs {g}, Layers 126, FSDP 0, TP {tp}, PP {pp}, CP {cp}, VP {vp}, MBS {mbs}, GBS {gbs} "
            f"(launch.sh GBS = GPUs/2); DP = GPUs/(TP x PP x CP) = {g}/({tp} x {pp} x {cp}) = {dp}, GA = GBS/(DP x MBS) = "
            f"{gbs}/({dp} x {mbs}) = {ga}" + readme_ga_note + "; 126 layers + embedding + loss = 128 over PP 8 x VP 8 = 64 "
            "virtual stages, 2 per stage (the 405b recipe's account_for_embedding_in_pipeline_split and "
            f"account_for_loss_in_pipeline_split True, NeMo {nemo_commit} nemo/collections/llm/recipes/llama31_405b.py). "
            f"FSDP 0: launch.sh passes -fsdp 0 (use_mcore_fsdp False). sequence_parallel = bool(TP > 1) (NeMo {nemo_commit} "
            "scripts/performance/utils.py set_primary_perf_configs). TP communication overlap: the recipe's "
            "MegatronCommOverlapCallback with tp_comm_overlap True, pretrain_llama31_405b.py setting tp_comm_overlap_cfg "
            + ("userbuffers_{bf16,fp8}_b200_h16384_tp4_cp2_mbs1_seqlen8192 for gb200" if system == "gb200" else
               "userbuffers_{bf16,fp8}_h100_h16384_tp8_cp2_mbs1_seqlen8192 for h100 (fp8: qkv_fprop, proj_dgrad, fc1_fprop, "
               "fc2_dgrad aggregate False)") +
            "; defer_embedding_wgrad_compute (wgrad_deferral_limit 50). "
            + ("The CSV row for fp8 at 128 GPUs lists its own layout (TP 4, PP 1, CP 1, VP 1, use_mcore_fsdp 1); launch.sh's "
               "explicit -tp/-pp/-cp/-vp/-gb/-fsdp override it, so the run used the README's layout. "
               if system == "gb200" and g == 128 and prec == "FP8" else "") +
            "no CUDA graphs (cuda_graphs 0 in the CSV row, or its "
            "default False where there is none; launch.sh passes no -cg). Synthetic (mock) data. MFU in the table: 'model "
            f"flops for Llama3.1 405B for GBS=1 per GPU is 2.17E+16' against {peak} TFLOP/s ({sysname} {prec}). "
            + MEAS05 + " " + repeat_note(later))
    add(source_group=f"dgxc_benchmarking_{tag}_llama3.1_405b_{system}_{prec.lower()}",
        source=(f"NVIDIA/dgxc-benchmarking llama3.1/README.md at tag {tag} (commit {commit_tag}; container "
                "nvcr.io/nvidia/nemo:25.04.01; baseline on the NVIDIA DGX " + ("GB200" if system == "gb200" else "H100") +
                " Reference Architecture, README.md); plan from the README's configuration table, llama3.1/launch.sh and "
                f"metadata.yaml of the same tag and NeMo commit {nemo_commit} that llama3.1/setup.sh pins"),
        source_locator=loc, confidence="exact (quoted table)", value_origin="stated", completeness="full",
        **model_fields("405b", 126, 8, f"(num_query_groups 8: NeMo {nemo_commit} Llama3Config)")[0], **hw,
        num_gpus=g, tp=tp, pp=pp, dp=dp, ep=1, etp=None, cp=cp, sequence_parallel=True, zero_stage_or_fsdp=DISTOPT,
        vpp=vp, micro_batch_size=mbs, global_batch_size=gbs, grad_accum_steps=ga,
        activation_recompute=rc05(nemo_commit, system, prec, g),
        precision=fp8_05(nemo_commit) if prec == "FP8" else "BF16", optimizer=OPT05, framework=FW05,
        iteration_time_s=float(step), iteration_time_is_derived=False, tokens_per_s=tps, mfu=round(mfu / 100, 4),
        other_metrics={"time_to_train_1T_tokens_days": days}, notes=note)


REP05 = ["v25.05.01", "v25.05.02", "v25.05.03", "v25.05.04", "v25.05.05"]
for prec, steps, tps, mfus, days in [
        ("BF16", ["9.347", "9.484", "9.508"], [56092, 110563, 220567], [47.4, 46.7, 46.6], [206.34, 104.68, 52.47]),
        ("FP8", ["6.131", "6.183", "6.244"], [85514, 169590, 335867], [36.1, 35.8, 35.5], [135.35, 68.25, 34.46])]:
    for i, g in enumerate([128, 256, 512]):
        row05(T05, C05, "7a8f1cc", "gb200", GB200, prec, g, steps[i], tps[i], mfus[i], days[i], 4, g // 2, 32, REP05,
              "", 2450 if prec == "BF16" else 4900)

REP0501 = ["v25.05.02", "v25.05.03", "v25.05.04", "v25.05.05"]
for prec, step, tps, mfu, days in [("BF16", "19.810", 105863, 55.34, 109.33), ("FP8", "13.020", 161072, 42.12, 71.86)]:
    row05(T0501, C0501, "6f2c6fd", "h100", H100, prec, 512, step, tps, mfu, days, 8, 256, 32, REP0501,
          " (the H100 configuration table prints GA 32 in v25.05.01-v25.05.04 and 64 from v25.05.05)",
          989 if prec == "BF16" else 1979)

