"""Spot-check rows (its `rows`) from papers of 2019-2024 that state the
training throughput of large language models on GPU clusters per
configuration, from sources that neither data/published_runs.jsonl nor
data/spot_checks.jsonl held before:

1. MegaScale (Jiang et al., arXiv:2402.15627v1, NSDI '24), section 6.1:
   Table 2 (the 175B model's strong scaling on 256-12,288 GPUs, Megatron-LM
   and MegaScale, iteration time, tokens/s, MFU: 16 rows as printed), Table 3
   (the 256-GPU ablation at batch 256: its Megatron-LM baseline and its last
   MegaScale step before LAMB, step time derived from the MFU) and Figure 9
   (the 530B model's weak scaling on 2,240-11,200 GPUs, the MFU printed over
   its bars, step time derived from it).
2. Megatron-LM (Shoeybi et al., arXiv:1909.08053v4), Table 2: the GPT-2
   355M, 2.5B and 8.3B training runs on 64-512 V100 (DGX-2H), their time per
   epoch of 68,507 iterations, so a step time.

Step times derived from an MFU use the FLOP count that Table 2's Megatron-LM
rows imply (see `flops_per_token`). Read from the stored texts of the papers
(the arXiv v1 of MegaScale as a Markdown extraction; Megatron-LM v4), and, for
the Megatron-LM commit MegaScale names, from a mirror of
github.com/NVIDIA/Megatron-LM (`git show 285068c8:megatron/arguments.py`).

Left out, and why:
- Megatron-LM 2019's weak-scaling study (Table 1 configurations, Figure 5,
  1-512 GPUs): per-GPU throughput is stated only for the 1-GPU baseline (39
  TFLOP/s) and the 512-GPU case (15.1 PFLOP/s in the abstract, 74% of linear
  in section 5.1.1, Figure 5's label; 76% in the abstract); the paper does not
  say how it counts FLOPs, and with activation checkpointing after every layer
  whether the recomputed forward is counted moves a derived step time by a
  third. Its Table 7 and 8 (heads, strong scaling) give efficiencies only.
- ZeRO (arXiv:1910.02054): per-model throughput is only in Figure 2's chart;
  the text gives an average ('15 PetaFlops ... on average for models with 8B
  to 100B parameters'), not one configuration.
- GPT-NeoX-20B (arXiv:2204.06745): the paper's own text was not in the store
  (only a third-party summary quoting '117 teraflops per gpu', TP 2, PP 4,
  1538 contexts); 1538 sequences do not split over the 12 data-parallel
  replicas of 96 GPUs, and the FLOP count is not stated in what was read.
- OPT-175B (arXiv:2205.01068, section 2.4): 'utilization of up to 147 TFLOP/s
  per GPU' on 992 A100 80GB with FSDP and Megatron-LM tensor parallelism: a
  peak ('up to'), the tensor-parallel degree and the FLOP count unstated.
"""

from spot_checks import keyed_row

# ---------------------------------------------------------------------------
# MegaScale (arXiv:2402.15627)
# ---------------------------------------------------------------------------
MS_SOURCE = ("Jiang et al., 'MegaScale: Scaling Large Language Model Training to More Than 10,000 GPUs' "
             "(ByteDance and Peking University; arXiv:2402.15627v1, 2024; NSDI '24), section 6.1 'Training "
             "Performance', Table 1 'Model configurations' and ")
MS_COMMIT = "285068c8"  # section 6.1: 'Our experiments use the Megatron-LM (commit hash: 285068c8) on Github'

SEQ, VOCAB = 2048, 64000  # section 6.1: 'Sequence length is 2,048 and vocabulary size is 64,000 for all the cases'
PEAK = 312e12  # the A100's dense FP16/BF16 peak; Table 2's MFU x 312 x GPUs = its aggregate PFlops/s on most rows

MS_CLUSTER = dict(
    gpu_type=("A100 (paper: 'NVIDIA Ampere GPUs', section 6; model and memory not named; 312 TFLOP/s "
              "dense 16-bit peak implied by Table 2's MFU, aggregate PFlops/s and GPU counts)"),
    gpu_memory_gb=None, gpus_per_node=8,
    intra_node_interconnect=("not stated (section 3.4: 'GPU workers within the same machine are in the same tensor "
                             "parallel group'; TP 8 on 8-GPU servers)"),
    inter_node_network=("8x 200 Gb/s NICs per server, multi-rail (section 3.6: 'eight 200G NICs on the server is "
                        "connected to eight different switches in a multi-rail way'); RDMA over a three-layer "
                        "CLOS-like fabric of Broadcom Tomahawk 4 switches (64x 400 Gb/s ports, 1:1 downlink to "
                        "uplink, one 400G downlink split into two 200G), DCQCN/Swift-style congestion control"),
    system_name="ByteDance production AI cluster (more than 10,000 NVIDIA Ampere GPUs as of September 2023)",
)

MODEL_175B = dict(
    model_name="GPT 175B (MegaScale Table 1)", model_type="dense", num_layers=96, hidden_size=12288,
    ffn_hidden_size=4 * 12288, num_attention_heads=128, num_kv_heads=128, vocab_size=VOCAB, seq_len=SEQ,
    total_params_b=175.0)
MODEL_530B = dict(
    model_name="GPT 530B (MegaScale Table 1)", model_type="dense", num_layers=105, hidden_size=20480,
    ffn_hidden_size=4 * 20480, num_attention_heads=160, num_kv_heads=160, vocab_size=VOCAB, seq_len=SEQ,
    total_params_b=530.0)

ARCH_COMMON = ("Table 1 gives layers, hidden size and heads; section 6.1 the vocabulary (64,000) and sequence "
               "(2,048). Not stated, taken as Megatron-LM's GPT at commit 285068c8 builds it: FFN 4 x hidden "
               "(arguments.py: 'args.ffn_hidden_size = 4 * args.hidden_size'), learned absolute position "
               "embeddings, output layer tied to the input embedding, LayerNorm; GeLU MLP (section 3.3 fuses "
               "'LayerNorm and GeLU' kernels).")
ARCH_MEGATRON = ARCH_COMMON + " The Megatron-LM baseline runs the standard serial transformer block."
ARCH_MEGASCALE = (ARCH_COMMON + " MegaScale's model changes the block (section 3.1): a parallel transformer block "
                  "y = x + MLP(LN(x)) + Attention(LN(x)) and sliding window attention, whose window the paper "
                  "does not give; simulated here as the serial block with full causal attention.")

FW_MEGATRON = f"Megatron-LM (GitHub NVIDIA/Megatron-LM commit {MS_COMMIT}, 2023-01-11)"
FW_MEGASCALE = (f"MegaScale (ByteDance), built on top of Megatron-LM (commit {MS_COMMIT}) with its own "
                "communication overlap, fused operators and data pipeline")

NOTES_MEGATRON = (f"Baseline: the open-source Megatron-LM at commit {MS_COMMIT} (a merge commit of 2023-01-11 in a mirror "
                  "of the repository), whose arguments.py has --sequence-parallel, "
                  "--use-distributed-optimizer and --recompute-granularity but no TP communication overlap, no "
                  "overlapped gradient reduce-scatter or parameter all-gather and only 'adam' and 'sgd' optimizers; "
                  "the paper does not give the baseline's micro-batch, recompute, sequence-parallel or optimizer "
                  "settings. Table 3: 'It is worth noting that the networking optimizations are turned on for both "
                  "Megatron-LM and MegaScale'. Section 5.1: at scale 'approximately 0.5%' of machines were "
                  "stragglers; 'After excluding these outlier machines, the peak MFU across runs becomes consistent'.")
NOTES_MEGASCALE = ("MegaScale (sections 3.1-3.4): parallel transformer block and sliding window attention; LAMB "
                   "optimizer ('we scale the batch size from 256 to 768 with LAMB optimizer', Table 3 step 8); "
                   "data parallelism with sharded optimizer states and gradients (Figure 1) with the reduce-scatter and all-gather overlapped per "
                   "model chunk, the first all-gather prefetched (section 3.2); pipeline communication overlap "
                   "(sends and receives decoupled and asynchronous, Figure 4); sequence parallelism with TP "
                   "communication overlap (all-gather and reduce-scatter fused into the FFN's parallel Linears, "
                   "GEMMs chunked and pipelined with the communication, Figure 3); FlashAttention-2 and fused "
                   "LayerNorm and GeLU kernels (section 3.3); asynchronous data preprocessing and one data loader "
                   "per machine (section 3.4). Table 3 (175B, 256 GPUs, batch 256): PTB +4.6%, SWA +1.0%, TP "
                   "overlap +2.2%, PP overlap +2.5%, DP overlap +1.5%, efficient operators +1.7%, misc +1.1%, "
                   "LAMB (BS x3) +3.0% MFU over the 47.7% baseline.")


def flops_per_token(layers, hidden, seq=SEQ, vocab=VOCAB):
    """Model FLOPs per token without recomputation, Narayanan et al. SC'21
    eq. (3) with 72 for its 96: 72 l h^2 (1 + s/6h + V/12lh). MegaScale does
    not print its count; Table 2's Megatron-LM rows fit it (MFU = tokens/s x
    this / (312e12 x GPUs) gives 53.0, 50.0, 46.5, 44.6, 48.7, 47.8, 43.3,
    41.3% against the printed 53.0, 49.9, 46.7, 44.7, 48.7, 47.8, 43.3, 41.2%);
    its MegaScale rows print MFU 0.6-1.5% (relative) below this count's, a
    smaller count (its sliding window, perhaps)."""
    return 72 * layers * hidden ** 2 * (1 + seq / (6 * hidden) + vocab / (12 * layers * hidden))


F175 = flops_per_token(96, 12288)
F530 = flops_per_token(105, 20480)
assert abs(F175 / 1.07739e12 - 1) < 1e-4 and abs(F530 / 3.23161e12 - 1) < 1e-4, (F175, F530)

# Table 2, as printed: method, batch, GPUs, iteration time (s), throughput
# (tokens/s, printed in thousands), training time for 300B tokens (days), MFU
# (%), speedup over Megatron-LM in the MFU column, aggregate PFlops/s.
TABLE2 = [
    ("Megatron-LM", 768, 256, 40.0, "39.3k", 88.35, 53.0, None, 43.3),
    ("Megatron-LM", 768, 512, 21.2, "74.1k", 46.86, 49.9, None, 77.6),
    ("Megatron-LM", 768, 768, 15.2, "103.8k", 33.45, 46.7, None, 111.9),
    ("Megatron-LM", 768, 1024, 11.9, "132.7k", 26.17, 44.7, None, 131.9),
    ("MegaScale", 768, 256, 32.0, "49.0k", 70.86, 65.3, "1.23x", 52.2),
    ("MegaScale", 768, 512, 16.5, "95.1k", 36.51, 63.5, "1.27x", 101.4),
    ("MegaScale", 768, 768, 11.5, "136.7k", 25.40, 61.3, "1.31x", 146.9),
    ("MegaScale", 768, 1024, 8.9, "176.9k", 19.62, 59.0, "1.32x", 188.5),
    ("Megatron-LM", 6144, 3072, 29.02, "433.6k", 8.01, 48.7, None, 466.8),
    ("Megatron-LM", 6144, 6144, 14.78, "851.6k", 4.08, 47.8, None, 916.3),
    ("Megatron-LM", 6144, 8192, 12.24, "1027.9k", 3.38, 43.3, None, 1106.7),
    ("Megatron-LM", 6144, 12288, 8.57, "1466.8k", 2.37, 41.2, None, 1579.5),
    ("MegaScale", 6144, 3072, 23.66, "531.9k", 6.53, 59.1, "1.21x", 566.5),
    ("MegaScale", 6144, 6144, 12.21, "1030.9k", 3.37, 57.3, "1.19x", 1098.4),
    ("MegaScale", 6144, 8192, 9.56, "1315.6k", 2.64, 54.9, "1.26x", 1400.6),
    ("MegaScale", 6144, 12288, 6.34, "1984.0k", 1.75, 55.2, "1.34x", 2166.3),
]

TABLE2_CAPTION = ("Table 2 caption: 'Strong-scaling training performance for the 175B model. We set the batch size "
                  "to 6144 when training with 3072 to 12288 GPUs. For 256 to 1024 GPUs, we decrease the batch size "
                  "to 768 due to GPU memory limit. We report the training time required for training 300B tokens "
                  "here.'")


def layout_175b(gpus):
    # Table 1: TP 8, PP 8 for 175B; section 6.1: 'interleaved pipeline-parallel
    # schedule [22] with six and three interleaving stages for the 175B and 530B
    # models': 96 layers / (8 x 6) = 2 layers a chunk.
    assert gpus % 64 == 0
    return dict(num_gpus=gpus, tp=8, pp=8, dp=gpus // 64, ep=1, cp=1, vpp=6)


def layout_530b(gpus):
    # Table 1: TP 8, PP 35; three interleaving stages: 105 / (35 x 3) = 1 layer a chunk.
    assert gpus % 280 == 0
    return dict(num_gpus=gpus, tp=8, pp=35, dp=gpus // 280, ep=1, cp=1, vpp=3)


def method_fields(method):
    if method == "Megatron-LM":
        return dict(arch_notes=ARCH_MEGATRON, framework=FW_MEGATRON, sequence_parallel=None,
                    zero_stage_or_fsdp=None,
                    optimizer=("not stated (Adam implied: Table 3 turns LAMB on only in its last step; the commit's "
                               "--optimizer offers 'adam' and 'sgd')"))
    return dict(arch_notes=ARCH_MEGASCALE, framework=FW_MEGASCALE, sequence_parallel=True,
                zero_stage_or_fsdp=("sharded data parallelism as Megatron-LM's distributed optimizer runs it: "
                                    "Figure 1 (titled after ZeRO's second stage) shards optimizer states and "
                                    "gradients, reduce-scattering gradients and all-gathering parameters; section "
                                    "3.2 does so once a step per model chunk (the all-gather 'triggered prior to the "
                                    "forward pass of a model chunk', the reduce-scatter 'after its backward pass', "
                                    "prefetching the first all-gather 'reducing the communication time by a factor "
                                    "of 1/(2*vpp_size)'), not once per micro-batch"),
                optimizer="LAMB (section 3.1; Table 3 step 8 'with LAMB (BS x3)')")


PRECISION = ("not stated (16-bit mixed precision implied: MFU is taken against 312 TFLOP/s, the A100's dense "
             "FP16/BF16 peak)")


def plan_fields(mf, lay, gbs):
    """The cluster and plan of a MegaScale row: its layout, batch and `method_fields`."""
    return dict(**MS_CLUSTER, **lay, sequence_parallel=mf["sequence_parallel"],
                zero_stage_or_fsdp=mf["zero_stage_or_fsdp"], micro_batch_size=None, global_batch_size=gbs,
                grad_accum_steps=None, activation_recompute=None, precision=PRECISION, optimizer=mf["optimizer"],
                framework=mf["framework"])


def derived_fields(t, gbs, gpus, mfu):
    """The throughput of a row whose step time `t` comes from its MFU (%)."""
    return dict(iteration_time_s=round(t, 2), iteration_time_is_derived=True, tokens_per_s=round(gbs * SEQ / t),
                tokens_per_s_per_gpu=round(gbs * SEQ / t / gpus, 1), tflops_per_gpu=round(mfu / 100 * 312, 1),
                tflops_definition=("MegaScale's MFU x 312 TFLOP/s; model FLOPs without recomputation, 72 l h^2 "
                                   "(1 + s/6h + V/12lh) per token as Table 2's Megatron-LM rows imply (attention "
                                   "counted in full)"))

rows = []

for method, gbs, gpus, it, tps_text, days, mfu, speedup, agg in TABLE2:
    lay = layout_175b(gpus)
    tps = round(float(tps_text[:-1]) * 1000)
    derived_tps = gbs * SEQ / it
    assert abs(derived_tps / tps - 1) < 0.01, (method, gpus, derived_tps)
    per_dp = gbs // lay["dp"]
    mf = method_fields(method)
    rows.append(keyed_row(
        source_group=f"megascale_2024_table2_175b_{'megatron_lm' if method == 'Megatron-LM' else 'megascale'}",
        source=MS_SOURCE + "Table 2 'Strong-scaling training performance for the 175B model'",
        source_locator=(f"Table 2 row: Batch Size {gbs}, Method {method}, GPUs {gpus:,}, Iteration Time (s) {it}, "
                        f"Throughput (tokens/s) {tps_text}, Training Time (days) {days}, MFU {mfu}%"
                        + (f" ({speedup})" if speedup else "") + f", Aggregate PFlops/s {agg}; Table 1: 175B, "
                        f"128 heads, hidden 12288, 96 layers, TP 8, PP 8"),
        confidence=("high for the step time (printed); medium for the plan: TP, PP, interleaving, batch and "
                    "sequence stated, micro-batch, recompute and (for the baseline) sequence parallelism and "
                    "sharding not stated; GPU model inferred (A100-class)"),
        value_origin="quoted_table",
        completeness="partial (micro-batch, activation recompute and precision not stated; GPU memory not stated)",
        **(MODEL_175B | dict(arch_notes=mf["arch_notes"])), **plan_fields(mf, lay, gbs),
        iteration_time_s=it, iteration_time_is_derived=False, tokens_per_s=tps,
        tokens_per_s_per_gpu=round(tps / gpus, 1), mfu=round(mfu / 100, 3),
        other_metrics={"aggregate_pflops": agg, "training_time_days_300B_tokens": days,
                       "mfu_speedup_over_megatron_lm": speedup},
        notes=(f"{TABLE2_CAPTION} DP = {gpus} GPUs / (TP 8 x PP 8) = {lay['dp']}; {gbs} / {lay['dp']} = {per_dp} "
               f"sequences a data-parallel replica a step; interleaved 1F1B with 6 model chunks a stage (section "
               f"6.1), 2 layers a chunk. Check: {gbs} x {SEQ} / {it} s = {derived_tps:,.0f} tokens/s (table "
               f"{tps_text}); MFU from it with 72 l h^2 (1 + s/6h + V/12lh) = {F175:.4e} FLOPs a token over "
               f"312e12 x {gpus}: {100 * derived_tps * F175 / (PEAK * gpus):.1f}% (table {mfu}%). "
               + (NOTES_MEGATRON if method == "Megatron-LM" else NOTES_MEGASCALE))))

# Table 3 (175B, 256 GPUs, batch 256): the baseline (Megatron-LM) and the
# last step before LAMB (all of MegaScale's optimizations at batch 256).
TABLE3 = [
    ("Megatron-LM", "1", "baseline", 47.7),
    ("MegaScale", "8", "(7) with misc optimizations", 62.3),
]
for method, idx, name, mfu in TABLE3:
    gpus, gbs = 256, 256
    lay = layout_175b(gpus)
    t = gbs * SEQ * F175 / (mfu / 100 * PEAK * gpus)
    mf = method_fields(method)
    if method == "MegaScale":
        mf["optimizer"] = "Adam (Table 3 turns LAMB on only in its next step, 9: 'with LAMB (BS x3)')"
    rows.append(keyed_row(
        source_group="megascale_2024_table3_ablation_175b_256gpu",
        source=MS_SOURCE + "Table 3 'MFU improvement breakdown when training the 175B model with 256 GPUs and batch "
                           "size 256'",
        source_locator=(f"Table 3 row {idx}: Method '{name}', MFU {mfu}%"
                        + (" ('The baseline is the original Megatron-LM and has 47.7% MFU', section 6.1)"
                           if method == "Megatron-LM" else " (every MegaScale optimization but LAMB's larger batch)")),
        confidence=("medium (MFU quoted; step time derived through the FLOP count Table 2's Megatron-LM rows imply, "
                    "+-0.5%" + ("" if method == "Megatron-LM" else "; MegaScale's own rows count 0.6-1.5% fewer "
                                                               "FLOPs, so this step time may be that much long")
                    + "; plan as Table 2's)"),
        value_origin="derived",
        completeness="partial (micro-batch, activation recompute and precision not stated; GPU memory not stated)",
        **(MODEL_175B | dict(arch_notes=mf["arch_notes"])), **plan_fields(mf, lay, gbs),
        **derived_fields(t, gbs, gpus, mfu), mfu=round(mfu / 100, 3),
        notes=(f"Step time = batch x sequence x FLOPs a token / (MFU x 312e12 x GPUs) = {gbs} x {SEQ} x "
               f"{F175:.4e} / ({mfu / 100:.3f} x 312e12 x {gpus}) = {t:.2f} s. Table 2's own Megatron-LM rows "
               f"(iteration time printed) fit this count within 0.4% of their MFU. DP = 256 / 64 = 4, 64 "
               f"sequences a replica a step; interleaved 1F1B with 6 chunks a stage. "
               + (NOTES_MEGATRON if method == "Megatron-LM" else NOTES_MEGASCALE))))

# Figure 9 (530B weak scaling, batch = GPUs): the MFU printed over each bar.
# Read order in the stored text: '54.30 54.10 54.30' then '49.20 48.80 48.20'
# over '2240 4480 11200 #GPUs'; section 6.1: 'the MFU of MegaScale is higher
# than Megatron-LM by up to 6.1%' (54.30 - 48.20 at 11,200), so the first
# triple is MegaScale's.
FIG9 = {"Megatron-LM": [49.20, 48.80, 48.20], "MegaScale": [54.30, 54.10, 54.30]}
for method, mfus in FIG9.items():
    for gpus, mfu in zip((2240, 4480, 11200), mfus):
        lay = layout_530b(gpus)
        gbs = gpus  # 'we set the batch size as the number of GPUs with adjusted learning rate'
        t = gbs * SEQ * F530 / (mfu / 100 * PEAK * gpus)
        mf = method_fields(method)
        rows.append(keyed_row(
            source_group="megascale_2024_figure9_530b_weak_scaling",
            source=MS_SOURCE + "Figure 9 'Weak-scaling training performance of Megatron-LM and MegaScale on the 530B "
                               "model, where the batch size is scaled proportionally with the number of GPUs'",
            source_locator=(f"Figure 9 bar: {method}, {gpus:,} GPUs, MFU {mfu:.2f}% (the value printed over the bar); "
                            f"Table 1: 530B, 160 heads, hidden 20480, 105 layers, TP 8, PP 35"),
            confidence=("low-medium (MFU read from the labels printed on a bar chart, matched to the methods by the "
                        "text's 'higher ... by up to 6.1%'; the text's 'MFU of Megatron-LM decreases by 1.6%' does "
                        "not match the labels' 1.0 points; step time derived through the FLOP count Table 2's "
                        "Megatron-LM rows imply"
                        + ("" if method == "Megatron-LM" else ", which MegaScale's own rows count 0.6-1.5% above theirs")
                        + ")"),
            value_origin="derived",
            completeness=("partial (micro-batch, activation recompute, precision and the 530B model's FFN not stated; "
                          "GPU memory not stated)"),
            **(MODEL_530B | dict(arch_notes=mf["arch_notes"].replace("Table 1 gives", "Table 1 (530B) gives"))),
            **plan_fields(mf, lay, gbs), **derived_fields(t, gbs, gpus, mfu), mfu=round(mfu / 100, 4),
            notes=(f"Step time = batch x sequence x FLOPs a token / (MFU x 312e12 x GPUs), batch = GPUs = {gpus}: "
                   f"{SEQ} x {F530:.4e} / ({mfu / 100:.4f} x 312e12) = {t:.2f} s. DP = {gpus} / (TP 8 x PP 35) = "
                   f"{lay['dp']}, {gbs // lay['dp']} sequences a replica a step; interleaved 1F1B with 3 chunks a "
                   f"stage (section 6.1), 1 layer a chunk. Section 6.1: 'With increasing scales, the MFU of "
                   f"Megatron-LM decreases by 1.6% with more stragglers and communication, while MegaScale has "
                   f"near-linear scalability'. "
                   + (NOTES_MEGATRON if method == "Megatron-LM" else NOTES_MEGASCALE))))

# ---------------------------------------------------------------------------
# Megatron-LM 2019 (arXiv:1909.08053), Table 2: GPT-2 training runs
# ---------------------------------------------------------------------------
MEG_SOURCE = ("Shoeybi et al., 'Megatron-LM: Training Multi-Billion Parameter Language Models Using Model "
              "Parallelism' (arXiv:1909.08053v4, 2019-2020), Table 2 'Model configurations used for GPT-2' (time per "
              "epoch), sections 4.2 and 5 (training setup, hardware), Appendix B.1 (hybrid model and data parallelism)")
ITERS_PER_EPOCH = 68507  # section 5.2: 'the time it takes to advance one epoch which is equivalent to 68,507 iterations'
DGX2H = dict(
    gpu_type="V100 SXM3 32GB (DGX-2H)", gpu_memory_gb=32, gpus_per_node=16,
    intra_node_interconnect="NVSwitch, '300 GB/sec bandwidth between GPUs inside a server via NVSwitch' (section 5)",
    inter_node_network=("8x 100 Gb/s InfiniBand per DGX-2H server (section 5: '100 GB/sec of interconnect bandwidth "
                        "between servers using 8 InfiniBand adapters per server')"),
    system_name="NVIDIA DGX SuperPOD of DGX-2H servers (up to 32 servers, 512 Tesla V100 SXM3 32GB)")
GPT2_ARCH = ("GPT-2 style left-to-right transformer (section 4: 'we focus on GPT-2'): GPT-2's learned position "
             "embeddings and GeLU MLP (FFN 4 x hidden, not restated in the paper); the output layer reuses the input embedding E (section 3: the parallel GEMM "
             "[Y1, Y2] = [XE1, XE2]), i.e. tied; vocabulary 50,257 padded to 51,200 ('divisible by 128 x 8 = 1024', "
             "section 5.1); dropout 0.1 (section 4.2)")

# Table 2: parameters, layers, hidden, heads, hidden per head, total GPUs, time per epoch (days).
GPT2_RUNS = [
    ("355M", 0.355, 24, 1024, 16, 64, 64, "0.86", 1,
     "not stated: 355M fits on one GPU, so model parallel 1 with 64-way data parallelism is taken"),
    ("2.5B", 2.5, 54, 1920, 20, 96, 128, "2.27", 2,
     "section 5.2: 'the 2.5B model is the same' as Table 1's 2.5B configuration, which runs on 2 model parallel "
     "GPUs and 128 model+data parallel GPUs: 2-way model parallelism x 64-way data parallelism"),
    ("8.3B", 8.3, 72, 3072, 24, 128, 512, "2.10", 8,
     "Appendix B.1: 'for the 8.3 billion parameter model we use 8 GPUs per model parallel group and 64-way data "
     "parallelism, for a total of 512 GPUs'"),
]
for name, params, layers, hidden, heads, per_head, gpus, days, tp, layout_why in GPT2_RUNS:
    assert hidden == heads * per_head
    dp = gpus // tp
    gbs, seq = 512, 1024
    t = float(days) * 86400 / ITERS_PER_EPOCH
    rows.append(keyed_row(
        source_group="megatron_lm_2019_table2_gpt2",
        source=MEG_SOURCE,
        source_locator=(f"Table 2 row: Parameter Count {name}, Layers {layers}, Hidden Size {hidden}, Attn Heads "
                        f"{heads}, Hidden Size per Head {per_head}, Total GPUs {gpus}, Time per Epoch (days) {days}"),
        confidence=("medium (time per epoch quoted to three figures, so the step time to +-0.6%, and it may hold "
                    "evaluation and checkpointing; " + ("layout inferred" if tp == 1 else "layout stated") + ")"),
        value_origin="derived",
        completeness="mostly (micro-batch from batch / data-parallel degree; vocabulary as the scaling study's)",
        model_name=f"GPT-2 {name} (Megatron-LM)", model_type="dense", num_layers=layers, hidden_size=hidden,
        ffn_hidden_size=4 * hidden, num_attention_heads=heads, num_kv_heads=heads, vocab_size=51200, seq_len=seq,
        total_params_b=params, arch_notes=GPT2_ARCH, **DGX2H,
        num_gpus=gpus, tp=tp, pp=1, dp=dp, ep=1, cp=1, sequence_parallel=False, zero_stage_or_fsdp=None,
        micro_batch_size=gbs // dp, global_batch_size=gbs, grad_accum_steps=1,
        activation_recompute=("full (section 4.2: 'we utilize activation checkpointing (Chen et al., 2016) after "
                              "every transformer layer')"),
        precision=("fp16 mixed precision with dynamic loss scaling (section 4.2: 'mixed precision training with "
                   "dynamic loss scaling to take advantage of the V100's Tensor Cores')"),
        optimizer="Adam with weight decay 0.01, global gradient-norm clipping 1.0 (section 4.2)",
        framework="Megatron-LM (the paper's PyTorch code, 2019: intra-layer model parallelism, NCCL all-reduces)",
        iteration_time_s=round(t, 3), iteration_time_is_derived=True, tokens_per_s=round(gbs * seq / t),
        tokens_per_s_per_gpu=round(gbs * seq / t / gpus, 1),
        time_to_train_min=None,
        other_metrics={"time_per_epoch_days": float(days), "iterations_per_epoch": ITERS_PER_EPOCH},
        notes=(f"Step time = {days} days x 86,400 s / {ITERS_PER_EPOCH:,} iterations = {t:.3f} s. Section 4.2: "
               f"'all training is performed with sequences of 1024 subword units at a batch size of 512 for 300k "
               f"iterations'. Layout: {layout_why}; DP {dp} -> {gbs} / {dp} = {gbs // dp} sequences a GPU a step "
               f"(no gradient accumulation stated; section 5.1 for the scaling study: 'we fix the global batch size to "
               f"512 for all experiments which corresponds to 64-way data parallelism'). Data-parallel "
               f"gradients all-reduced across model-parallel groups (Appendix B.1: 'we run multiple gradient "
               f"all-reduce operations in parallel')."),
    ))
