"""Spot-check rows (its `rows`) of mixture-of-experts training throughput from
papers that neither data/published_runs.jsonl nor data/spot_checks.jsonl held
before:

MoE Parallel Folding (Liu, Yan, et al., NVIDIA, 'MoE Parallel Folding:
Heterogeneous Parallelism Mappings for Efficient Large-Scale MoE Model Training
with Megatron Core', arXiv:2504.14960, 2025), read from a stored Markdown
extraction of the paper (sections 4.1-4.5 and appendix 6.4):
  * Table 3 (= Table 1; 'the global batch size was fixed at 256, and the
    sequence length was fixed at 4096'): the MCore, MCore w/ Folding and
    TP + EP + DP rows of Mixtral-8x22B (128 H100), Qwen2-57B-A14B (64) and
    Mixtral-8x22B-G8T8 (128), with their CP / TP / EP / PP / ETP and MFU.
  * Table 2 (section 4.5): Mixtral 8x22B on 128 H100, model TFLOPS of MCore
    and MCore w/ Folding in BF16 and FP8 (the BF16 cells are Table 3's MFU x
    989.5; the FP8 cells are kept).
  * Table 4 (strong scaling, 'The global batch size is set to 1024', 'All
    parallel configurations are the same as those identified in the performance
    experiments'): the same three methods of the same three models on 64-1024
    GPUs.

Step times are derived from the MFU: step = GBS x seq x F / (MFU x 989.5e12 x
GPUs), 989.5 TFLOP/s being the paper's peak ('Each GPU achieves a peak
half-precision throughput of 989.5 TFLOP/s'; Table 2's 458.3 and 487.7 TFLOPS
are Table 3's 46.3% and 49.3% of it). F is Megatron-LM's own FLOP count per
token (megatron/training/training.py num_floating_point_operations), the one
'MCore' prints: the paper names no other. Its version matters: the paper's code
is Megatron-Core with MoE Parallel Folding (merged 2024-11-23, NVIDIA/Megatron-LM
7f22e210cd) on PyTorch 2.5.0 / CUDA 12.6 and validated against MCore v0.9;
until 2025-03-06 (8873b55d6a, 'Fixes in number of floating-point operation
estimates for MoE and attention layer'; tags core_r0.9.0-core_r0.11.0) the count
took the whole s x s attention score matrix, after it half. The earlier count is
used here; the later one is 2.8-5.7% smaller at 4096 tokens (given per row in
`notes`), so the step times here are that much long if the runs used it.
Routed-expert width and shared experts count the same in both, provided the
run's --ffn-hidden-size was the expert width: core_r0.9.0-core_r0.11.0 read
args.ffn_hidden_size for the experts (main read --moe-ffn-hidden-size from
2025-02-25 on, commit 0d389f5e99; --moe-ffn-hidden-size itself exists from
2024-12-07, 47ab878ae7). The model zoo's Qwen2-57B-A14B config sets --ffn-hidden-size 2560
(the expert width) and no --moe-ffn-hidden-size, so Qwen2 counts right either
way; Mixtral's experts are its FFN; for Mixtral-8x22B-G8T8 no config is
published (an --ffn-hidden-size of 16384 beside a 2048 expert width would have
counted its MLP 8x, making its 28.8% MFU a real 4-5%, below its FSDP
baseline's ordering; taken as not so, and its rows marked low confidence).

Left out, and why:
  * Llama3-8x70B (Tables 1, 3, 4): the paper gives no top-k of its upcycled
    8-expert model, and top-1 or top-2 halves or doubles its MLP FLOPs, so no
    step time can be derived from its MFU.
  * Table 5 (context scaling, 16K-128K tokens, CP 4-16): at those lengths the
    two Megatron FLOP counts differ by 13-54% for Mixtral-8x22B (the attention
    scores dominate), so the derived step time depends on a convention the
    paper does not state;
    its Qwen2-57B-A14B rows repeat the Mixtral-8x22B rows cell for cell (a copy
    error; section 4.3 gives 38.7% -> 35.9% for Qwen, not Table 5's 47.6% ->
    42.9%).
  * The FSDP and FSDP + EP baselines (Tables 1, 3, 4): how the FSDP was run
    inside Megatron-Core (implementation, prefetch, resharding, recompute) is
    not stated, and several cells are OOM.
  * MegaBlocks (arXiv:2211.15841): end-to-end training times are in Figures 7
    and 8 only (charts); the text gives speedups (1.38x, 2.0x, 4.35x; 1.8-2.4x)
    and a range ('between 21% and 48% of the 2.5 petaFLOP peak') for the dense
    baselines, no per-configuration time or throughput.
  * FastMoE (arXiv:2103.13262): section 5.3 gives an MoE-layer throughput
    ('from 10 TFLOPs to 25 TFLOPs, as the number of GPUs increases from 2 to
    8'), a layer benchmark, not a training step; section 5.4's end-to-end run
    is a loss curve and a relative '3x'.
  * FasterMoE (PPoPP '22) and DeepSpeed-MoE (arXiv:2201.05596): no stored text
    of their evaluation sections was found (only citations and abstracts);
    nothing quoted.
"""

import math

from spot_checks import keyed_row

# ---------------------------------------------------------------------------
# Source, hardware, software
# ---------------------------------------------------------------------------
SOURCE = ("Liu, Yan, Yao, Liu, Korthikanti, et al. (NVIDIA), 'MoE Parallel Folding: Heterogeneous Parallelism Mappings "
          "for Efficient Large-Scale MoE Model Training with Megatron Core' (arXiv:2504.14960, 2025), section 4.1 "
          "'Experimental Setup', 4.2 'Performance Comparison', 4.3 'Scaling Experiments', 4.5 'FP8 Training "
          "Performance' and appendix 6.4 'Details of Parallelism Mappings in Experiments'; ")
PEAK = 989.5e12  # section 4.1: 'Each GPU achieves a peak half-precision throughput of 989.5 TFLOP/s'
SEQ = 4096

EOS = dict(
    gpu_type="H100 SXM5 80GB (paper: 'NVIDIA DGX H100 nodes, each equipped with eight NVIDIA H100 GPUs')",
    gpu_memory_gb=80, gpus_per_node=8,
    intra_node_interconnect="NVLink 4th generation (section 4.1: 'peak uni-directional ... 450 GB/s for intra-node (NVLink)')",
    inter_node_network=("InfiniBand, 400 Gb/s per GPU (section 4.1: '400Gbps for inter-node (InfiniBand) connections'; "
                        "a DGX H100 node has 8x 400 Gb/s NDR)"),
    system_name="NVIDIA Eos (DGX H100 nodes, two 56-core Sapphire Rapids CPUs each; section 4.1)")

SOFTWARE = ("PyTorch 2.5.0, CUDA 12.6 (section 4.1); Megatron-Core with MoE Parallel Folding "
            "('All baseline methods were implemented using the NVIDIA Megatron-Core framework', section 4.2)")
FW_MCORE = ("Megatron-Core (NVIDIA Megatron-LM, 2024-2025; 5D parallelism TP/EP/CP/DP/PP, attention and MoE layers on one "
            "parallel mapping: expert TP = TP, EP inside DP)")
FW_FOLD = ("Megatron-Core (NVIDIA Megatron-LM, 2024-2025) with MoE Parallel Folding: separate attention (TP x CP x DP x "
           "PP) and MoE (ETP x EP x EDP x PP) mappings, token-level All-to-All-V dispatcher")
FW_TED = ("Megatron-Core (NVIDIA Megatron-LM, 2024-2025) running the TP + EP + DP baseline of Singh et al. (ICS '23): "
          "TP and EP, ZeRO-1, no pipeline")

BENCH = ("Section 4.2: 'To alleviate the performance jitter caused by load imbalance issues in dropless training, we use "
         "token drop training with a capacity factor equal to 1 for benchmarking'; section 3.3: sub-sequence dropping "
         "'as the default strategy in this work' (dropping decided on each rank's own sub-sequence, no logits "
         "gathered); whether expert inputs were padded to capacity is not stated. ")
MODELZOO = ("The authors' Megatron-MoE-ModelZoo (github.com/yanring/Megatron-MoE-ModelZoo, first commit 78fd4d6, "
            "2025-04-04, 17 days before the paper) preconfigures this model at exactly this layout "
            "(runtime_configs/benchmarking/runtime.conf)")

# Megatron-Core's MoE layers before Parallel Folding: the EP group a subgroup of
# DP and each expert sharded over the TP group (ETP = TP).
NOTE_MCORE = ("MCore baseline: 'the coupling of parallelism strategies between the Attention and MoE layers renders the "
              "mappings sub-optimal' (section 4.2); Table 3 gives no ETP for it: the experts are sharded over the TP "
              "group as Megatron-Core did before folding, so etp = tp, and EP lies inside DP. ")
NOTE_FOLD = ("MCore w/ Folding: the MoE layers' EP x ETP group is folded over the attention layers' TP x CP x DP ranks of "
             "each pipeline stage (section 3.2, Listing 1 generate_mappings). ")
NOTE_TED = ("TP + EP + DP: section 4.2: 'further uses TP to split the model weights to multiple GPUs and use ZeRO-1 "
            "instead of ZeRO-3'; Table 3 gives no PP (none) and no ETP: experts sharded over TP as in the "
            "unfolded Megatron-Core mapping, etp = tp. ")


# ---------------------------------------------------------------------------
# FLOP count: Megatron-LM num_floating_point_operations, per token
# ---------------------------------------------------------------------------
def mcore_flops_per_token(s, L, h, heads, groups, kv_channels, V, moe_ffn, topk, shared_ffn=0, causal_half=False):
    """Megatron-LM megatron/training/training.py num_floating_point_operations
    per token, every layer MoE, SwiGLU (3/2): 12 L h^2 [(1 + g/a + s/h') q/h +
    (f_e k + f_shared) 3/2 / h + V / (2 L h)], q = kv_channels x heads, with
    s/h' = s/h as in core_r0.9.0-core_r0.11.0 (before commit 8873b55d6a,
    2025-03-06) and s/(2h) after it (causal_half)."""
    q = kv_channels * heads
    score = s / h / (2 if causal_half else 1)
    return 12 * L * h * h * ((1 + groups / heads + score) * q / h + (moe_ffn * topk + shared_ffn) * 1.5 / h
                             + V / (2 * L * h))


def padded_vocab(base, divisible_by, tp):
    """Megatron's _vocab_size_with_padding: up to a multiple of divisible_by x TP."""
    m = divisible_by * tp
    return int(math.ceil(base / m) * m)


# ---------------------------------------------------------------------------
# Models (section 4.1); shapes the paper does not restate come from the
# authors' model-zoo configs of 2025-04-04 and the released models' configs.
# ---------------------------------------------------------------------------
MIXTRAL = dict(
    model_name="Mixtral-8x22B", model_type="moe", num_layers=56, hidden_size=6144, ffn_hidden_size=16384,
    num_attention_heads=48, num_kv_heads=8, seq_len=SEQ, total_params_b=141.0, active_params_b=39.0,
    num_experts=8, num_shared_experts=0, moe_top_k=2, expert_ffn_hidden_size=16384, moe_layers="all 56",
    capacity_factor=1.0,
    arch_notes=("Mixtral 8x22B (section 4.1 cites Mistral AI's release): RMSNorm, SwiGLU experts (ffn 16384), RoPE, "
                "GQA 8 query groups (head_dim 128), no biases, untied embeddings; shape as the model zoo's "
                "model_configs/benchmarking/Mixtral-8x22B.yaml at 78fd4d6 (56 layers, hidden 6144, ffn 16384, 48 "
                "heads, 8 query groups, 8 experts, top-2, Llama2Tokenizer: vocabulary 32000, padded by Megatron to a "
                "multiple of 128 x TP)"))
MIX_F = dict(L=56, h=6144, heads=48, groups=8, kv_channels=128, moe_ffn=16384, topk=2)

# Mixtral-8x22B-G8T8: 'we reparameterized the Mixtral 8x22B model to 64 experts
# and 8 active experts per token ... with each expert possessing a hidden size
# that is one-eighth of the original model' (section 4.1): 16384 / 8 = 2048.
G8T8 = dict(
    model_name="Mixtral-8x22B-G8T8 (fine-grained upcycled Mixtral 8x22B)", model_type="moe", num_layers=56,
    hidden_size=6144, ffn_hidden_size=2048, num_attention_heads=48, num_kv_heads=8, seq_len=SEQ,
    total_params_b=None, active_params_b=None, num_experts=64, num_shared_experts=0, moe_top_k=8,
    expert_ffn_hidden_size=2048, moe_layers="all 56", capacity_factor=1.0,
    arch_notes=("Mixtral 8x22B with each expert split in eight by fine-grained upcycling (section 4.1: '64 experts and 8 "
                "active experts per token', expert hidden size 'one-eighth of the original model', so 2048); the rest "
                "as Mixtral 8x22B: 56 layers, hidden 6144, 48 heads, 8 query groups (head_dim 128), RMSNorm, SwiGLU, "
                "RoPE, untied embeddings; vocabulary taken as the Mixtral benchmark config's (32000, padded to 128 x "
                "TP)"))
G8T8_F = dict(L=56, h=6144, heads=48, groups=8, kv_channels=128, moe_ffn=2048, topk=8)

QWEN2 = dict(
    model_name="Qwen2-57B-A14B", model_type="moe", num_layers=28, hidden_size=3584, ffn_hidden_size=18944,
    num_attention_heads=28, num_kv_heads=4, vocab_size=151936, seq_len=SEQ, total_params_b=57.0,
    active_params_b=14.0, num_experts=64, num_shared_experts=8, moe_top_k=8, expert_ffn_hidden_size=2560,
    moe_layers="all 28", capacity_factor=1.0,
    arch_notes=("Qwen2-57B-A14B (section 4.1: '64 experts and 8 active experts per token, totaling 57 billion parameters "
                "with 14 billion active'): hidden 3584, 28 layers, 28 heads, 4 KV heads (head_dim 128), QKV bias, "
                "RMSNorm, SwiGLU, RoPE base 1e6, untied embeddings, routed expert ffn 2560 and one shared expert of "
                "width 20480 (counted as 8 shared experts of width 2560; its sigmoid gate left out), vocabulary 151936 "
                "(the model zoo's Qwen2-57B-A14B.yaml at 78fd4d6: --ffn-hidden-size 2560, "
                "--moe-shared-expert-intermediate-size 20480, --make-vocab-size-divisible-by 1187, HuggingFace "
                "tokenizer Qwen/Qwen2-57B-A14B; released config.json: intermediate_size 18944 is the unused dense "
                "width)"))
QWEN2_F = dict(L=28, h=3584, heads=28, groups=4, kv_channels=128, moe_ffn=2560, topk=8, shared_ffn=20480)


def model_of(name, tp):
    """(model fields, FLOP-count arguments) at this TP (the padded vocabulary)."""
    if name == "Qwen2-57B-A14B":
        return dict(QWEN2), dict(QWEN2_F, V=151936)
    v = padded_vocab(32000, 128, tp)
    if name == "Mixtral-8x22B":
        return dict(MIXTRAL, vocab_size=v), dict(MIX_F, V=v)
    return dict(G8T8, vocab_size=v), dict(G8T8_F, V=v)


# ---------------------------------------------------------------------------
# Layouts: Table 3 (CP, TP, EP, PP, ETP; blank cells as printed)
# ---------------------------------------------------------------------------
# (model, method) -> (CP, TP, EP, PP, ETP as printed or None, Table 3 GPUs, Table 3 MFU %)
TABLE3 = {
    ("Mixtral-8x22B", "MCore"): (1, 2, 4, 8, None, 128, 46.3),
    ("Mixtral-8x22B", "MCore w/ Folding"): (1, 2, 8, 8, 1, 128, 49.3),
    ("Mixtral-8x22B", "TP + EP + DP"): (1, 4, 8, None, None, 128, 36.6),
    ("Qwen2-57B-A14B", "MCore"): (1, 2, 4, 4, None, 64, 35.3),
    ("Qwen2-57B-A14B", "MCore w/ Folding"): (1, 2, 4, 4, 1, 64, 39.0),
    ("Qwen2-57B-A14B", "TP + EP + DP"): (1, 4, 4, None, None, 64, 23.1),
    ("Mixtral-8x22B-G8T8", "MCore"): (1, 2, 8, 8, None, 128, 17.1),
    ("Mixtral-8x22B-G8T8", "MCore w/ Folding"): (1, 4, 8, 8, 1, 128, 28.8),
    ("Mixtral-8x22B-G8T8", "TP + EP + DP"): (1, 8, 8, None, None, 128, 8.7),
}

# Table 4 (GBS 1024): GPUs -> MFU %, as printed (Mixtral TP + EP + DP's 512 and
# 1024 cells continue on the next page of the table; G8T8 MCore 256 printed
# '18,4%').
TABLE4 = {
    ("Mixtral-8x22B", "MCore"): {128: 49.4, 256: 48.0, 512: 45.5, 1024: 42.3},
    ("Mixtral-8x22B", "MCore w/ Folding"): {128: 52.2, 256: 50.7, 512: 48.9, 1024: 44.9},
    ("Mixtral-8x22B", "TP + EP + DP"): {128: 40.4, 256: 39.1, 512: 36.0, 1024: 36.2},
    ("Qwen2-57B-A14B", "MCore"): {64: 36.2, 128: 36.0, 256: 34.8, 512: 32.5, 1024: 29.8},
    ("Qwen2-57B-A14B", "MCore w/ Folding"): {64: 39.9, 128: 39.7, 256: 38.1, 512: 36.6, 1024: 33.4},
    ("Qwen2-57B-A14B", "TP + EP + DP"): {64: 22.4, 128: 20.9, 256: 19.8, 512: 19.7, 1024: 17.9},
    ("Mixtral-8x22B-G8T8", "MCore"): {128: 19.8, 256: 18.4, 512: 16.3, 1024: 13.4},
    ("Mixtral-8x22B-G8T8", "MCore w/ Folding"): {128: 30.0, 256: 29.3, 512: 26.7, 1024: 25.5},
    ("Mixtral-8x22B-G8T8", "TP + EP + DP"): {128: 8.6, 256: 8.5, 512: 8.5, 1024: 8.1},
}

# The model zoo's preconfigured layouts (runtime.conf at 78fd4d6: 'TP PP EP CP
# VPP MBS GBS LAYERS DISPATCHER GROUPED_GEMM NNODES ...'):
#   Mixtral-8x22B:  2 8 8 1 1 1 256 56 alltoall true 16  -> the folding row's TP 2, PP 8, EP 8 on 128 GPUs
#   Qwen2-57B-A14B: 2 4 4 1 7 1 256 28 alltoall true 8   -> the folding row's TP 2, PP 4, EP 4 on 64 GPUs
# with --expert-tensor-parallel-size 1 in both model configs: the paper's
# folding layouts at GBS 256, whose micro-batch (1) and interleaving (VPP 1; 7,
# one layer a chunk) are taken from there for those rows only (Tables 1-3 and
# Table 2's FP8 folding row; not Table 4, at four times the batch and up to 16x
# the GPUs).
ZOO = {"Mixtral-8x22B": dict(mbs=1, vpp=1, vpp_text="VPP 1 (no interleaving: LAYERS_PER_VP=false)"),
       "Qwen2-57B-A14B": dict(mbs=1, vpp=7, vpp_text="VPP 7 (--num-layers-per-virtual-pipeline-stage 28/4/7 = 1)")}

SG = {"MCore": "mcore", "MCore w/ Folding": "mcore_folding", "TP + EP + DP": "tp_ep_dp"}
MODEL_SG = {"Mixtral-8x22B": "mixtral_8x22b", "Qwen2-57B-A14B": "qwen2_57b_a14b", "Mixtral-8x22B-G8T8": "mixtral_8x22b_g8t8"}

rows = []


def add_row(name, method, gpus, gbs, mfu_pct, table, locator, tflops=None, precision=None, fp8=False):
    cp, tp, ep, pp, etp_printed, _, _ = TABLE3[(name, method)]
    pp = pp or 1
    dp = gpus // (tp * pp * cp)
    assert tp * pp * dp * cp == gpus, (name, method, gpus)
    if method == "MCore w/ Folding":
        etp = etp_printed
        assert (tp * cp * dp) % (ep * etp) == 0, (name, gpus)
    else:
        etp = tp
        assert dp % ep == 0, (name, method, gpus)  # EP inside DP (unfolded mapping)
    model, fargs = model_of(name, tp)
    f_old = mcore_flops_per_token(SEQ, **fargs)
    f_new = mcore_flops_per_token(SEQ, causal_half=True, **fargs)
    if tflops is None:
        tflops = mfu_pct / 100 * PEAK / 1e12
        t = gbs * SEQ * f_old / (mfu_pct / 100 * PEAK * gpus)
        how = (f"step = GBS x seq x F / (MFU x 989.5e12 x GPUs) = {gbs} x {SEQ} x {f_old:.4e} / ({mfu_pct / 100:.3f} x "
               f"989.5e12 x {gpus}) = {t:.3f} s")
    else:
        t = gbs * SEQ * f_old / (tflops * 1e12 * gpus)
        how = (f"step = GBS x seq x F / (TFLOPS x GPUs) = {gbs} x {SEQ} x {f_old:.4e} / ({tflops}e12 x {gpus}) = "
               f"{t:.3f} s")
    # The zoo's layout is the 256-sequence batch on 128 (Mixtral) / 64 (Qwen2)
    # GPUs: Tables 1-3's folding rows only, not Table 4's larger batch and scales.
    zoo = ZOO.get(name) if method == "MCore w/ Folding" and gbs == 256 else None
    mbs = zoo["mbs"] if zoo else None
    vpp = zoo["vpp"] if zoo else None
    ga = gbs // (dp * mbs) if mbs else None
    notes = (f"{how}; F = Megatron-LM num_floating_point_operations per token as core_r0.9.0-core_r0.11.0 count it "
             f"(attention scores in full), 12 L h^2 [(1 + g/a + s/h) q/h + (f_e k + f_sh) 3/2 / h + V / (2 L h)] with "
             f"L={fargs['L']}, h={fargs['h']}, a={fargs['heads']}, g={fargs['groups']}, q={fargs['kv_channels']}x"
             f"{fargs['heads']}, s={SEQ}, f_e={fargs['moe_ffn']}, k={fargs['topk']}, f_sh={fargs.get('shared_ffn', 0)}, "
             f"V={fargs['V']}; the count of Megatron-LM from 2025-03-06 on (attention scores halved) gives "
             f"{f_new:.4e}, {100 * (1 - f_new / f_old):.1f}% fewer, so a step of {t * f_new / f_old:.3f} s. "
             f"Attention DP = {gpus}/(TP {tp} x PP {pp} x CP {cp}) = {dp}; MoE: EP {ep} x ETP {etp}, expert DP "
             f"{gpus // (pp * ep * etp)}. " + BENCH
             + {"MCore": NOTE_MCORE, "MCore w/ Folding": NOTE_FOLD, "TP + EP + DP": NOTE_TED}[method]
             + (f"{MODELZOO} with MBS 1, GBS 256, {zoo['vpp_text']}, alltoall dispatcher, grouped GEMM, "
                "--use-distributed-optimizer with overlapped grad reduce and param gather, --sequence-parallel, no "
                "recompute; taken for this row's micro-batch and interleaving (the paper states neither). " if zoo else
                "Micro-batch, interleaving, recompute and sequence parallelism not stated. ")
             + SOFTWARE + ".")
    rows.append(keyed_row(
        source_group=f"moe_parallel_folding_2025_{table}_{MODEL_SG[name]}_{SG[method]}",
        source=SOURCE + {"table3": "Table 3 'Detailed parallel mapping of models with optimal configurations' (= Table 1)",
                         "table4": "Table 4 'The detailed parallel mapping of scaling experiments for the numbers of GPUs'",
                         "table2": "Table 2 'Mixtral 8x22B Performance Comparison' (section 4.5)"}[table],
        source_locator=locator,
        confidence=(("low" if name == "Mixtral-8x22B-G8T8" else "medium-low")
                    + " (MFU quoted; step time derived through Megatron's FLOP count of the paper's era, "
                    f"{100 * (1 - f_new / f_old):.1f}% above the later count the runs may have used; "
                    + ("micro-batch and interleaving from the authors' model zoo, not the paper; " if zoo else
                       "micro-batch, interleaving and recompute not stated; ")
                    + ("layout as Table 3's BF16 row, the paper giving none for FP8" if fp8 else "layout quoted")
                    + ("; the expert width the FLOP count read is not published for this model)"
                       if name == "Mixtral-8x22B-G8T8" else ")")),
        value_origin="derived",
        completeness=("partial (micro-batch, VPP, recompute, token-dispatcher settings and Megatron commit not stated)"
                      if not zoo else "partial (recompute and Megatron commit not stated; MBS/VPP from the model zoo)"),
        **model, **EOS,
        num_gpus=gpus, tp=tp, pp=pp, dp=dp, ep=ep, etp=etp, cp=cp, sequence_parallel=None,
        zero_stage_or_fsdp=("ZeRO-1 (section 4.2: 'use ZeRO-1 instead of ZeRO-3')" if method == "TP + EP + DP" else
                            ("distributed optimizer (not stated in the paper; the model zoo's config sets "
                             "--use-distributed-optimizer)" if zoo else None)),
        vpp=vpp, micro_batch_size=mbs, global_batch_size=gbs, grad_accum_steps=ga,
        activation_recompute=None,
        precision=precision or ("BF16 (section 4.1: 'All performance measurements reported in TFLOPS and MFU are "
                                "conducted using BF16 precision')"),
        optimizer=None,
        framework={"MCore": FW_MCORE, "MCore w/ Folding": FW_FOLD, "TP + EP + DP": FW_TED}[method],
        iteration_time_s=round(t, 3), iteration_time_is_derived=True,
        tokens_per_s=round(gbs * SEQ / t), tokens_per_s_per_gpu=round(gbs * SEQ / t / gpus, 1),
        tflops_per_gpu=round(tflops, 1),
        tflops_definition=("Megatron-Core model TFLOPS (training.py num_floating_point_operations as of "
                           "core_r0.9.0-core_r0.11.0: attention scores counted in full, routed experts x top-k and "
                           "shared experts, SwiGLU 3/2); MFU x 989.5 TFLOP/s"),
        mfu=round(tflops * 1e12 / PEAK, 4),
        other_metrics={"step_time_s_if_causal_half_flop_count": round(t * f_new / f_old, 3),
                       "flops_per_token_pre_2025_03": f"{f_old:.4e}", "flops_per_token_post_2025_03": f"{f_new:.4e}"},
        notes=notes))


def layout_text(name, method):
    cp, tp, ep, pp, etp, _, _ = TABLE3[(name, method)]
    cell = lambda v: "" if v is None else str(v)  # noqa: E731
    return (f"Table 3 row '{name} | {method} | CP {cp} | TP {tp} | EP {ep} | PP {cell(pp)} | ETP {cell(etp)}' "
            "(blank cells as printed)")


# Table 3 (GBS 256, seq 4096)
for (name, method), (cp, tp, ep, pp, etp, gpus, mfu) in TABLE3.items():
    add_row(name, method, gpus, 256, mfu, "table3",
            f"Table 3 row: Model {name}, Methods {method}, GPUs {gpus}, CP {cp}, TP {tp}, EP {ep}, PP "
            f"{pp if pp else '(blank)'}, ETP {etp if etp else '(blank)'}, MFU {mfu}%; Table 1 prints the same MFU; "
            "appendix 6.4: 'the global batch size was fixed at 256, and the sequence length was fixed at 4096'")

# Table 2 (FP8, Mixtral 8x22B on 128 H100, GBS 256 as Table 1/3)
for method, tf in (("MCore", 575.1), ("MCore w/ Folding", 631.7)):
    add_row("Mixtral-8x22B", method, 128, 256, None, "table2",
            f"Table 2 row: Configuration {method}, Precision FP8, TFLOPS {tf}, Speedup vs BF16 "
            f"{'1.26x' if method == 'MCore' else '1.30x'}; the BF16 rows (458.3, 487.7 TFLOPS) are Table 3's 46.3% "
            f"and 49.3% of 989.5; section 4.5: 'FP8 delayed scaling ... with the Mixtral 8x22B model on 128 H100 "
            f"GPUs'; layout taken from {layout_text('Mixtral-8x22B', method)}",
            tflops=tf, fp8=True,
            precision=("FP8 (section 4.5: 'FP8 delayed scaling [Transformer Engine]'; the model zoo's PR=fp8 adds "
                       "--fp8-format hybrid --fp8-amax-history-len 1024 --fp8-amax-compute-algo max)"))

# Table 4 (GBS 1024, seq 4096, Table 3's layouts)
for (name, method), cells in TABLE4.items():
    for gpus, mfu in cells.items():
        add_row(name, method, gpus, 1024, mfu, "table4",
                f"Table 4 row: Model {name}, Methods {method}, GPUs {gpus}, MFU {mfu}%"
                + (" (printed '18,4%')" if (name, method, gpus) == ("Mixtral-8x22B-G8T8", "MCore", 256) else "")
                + "; section 4.3: 'The global batch size is set to 1024 in the scaling experiments'; appendix 6.4: "
                "'All parallel configurations are the same as those identified in the performance experiments': "
                + layout_text(name, method))
