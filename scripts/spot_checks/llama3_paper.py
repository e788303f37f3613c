"""Spot-check rows for scripts/make-spot-checks (its `rows`): Llama 3 405B
pre-training on 8,192 and 16,384 H100 at 8K tokens (Llama Team, "The Llama 3
Herd of Models", arXiv:2407.21783, Table 4, the configurations of its section
3.3.2; the same GPUs, TP, CP, PP, tokens per batch and TFLOPs per GPU are on the
slide P. Balaji showed at SC'24, "Herding Llamas", as G. Lockwood's notes on
Llama-3.1 copy it). The table's third row (16,384 GPUs, CP 16 at 131,072
tokens) is left out: at that length the attention term of the FLOP count is
two thirds of 6 x parameters, so the step time its TFLOPs imply depends on a
convention the paper does not state by about +-25%."""

from spot_checks import keyed_row

SOURCE = ("Llama Team, AI @ Meta, 'The Llama 3 Herd of Models' (arXiv:2407.21783, 2024), section 3.3.2 "
          "'Parallelism for Model Scaling', Table 4 'Scaling configurations and MFU for each stage of Llama 3 405B "
          "pre-training'; section 3.3.1 for the cluster")
MODEL = dict(model_name="Llama 3 405B", model_type="dense", num_layers=126, hidden_size=16384,
             ffn_hidden_size=53248, num_attention_heads=128, num_kv_heads=8, vocab_size=128256, seq_len=8192,
             total_params_b=405.0,
             arch_notes=("RMSNorm, SwiGLU, RoPE, GQA with 8 key/value heads (paper Table 3); untied embeddings, "
                         "as the released model's config.json"))
CLUSTER = dict(gpu_type="H100 SXM5 80GB HBM3 (700 W TDP)", gpu_memory_gb=80, gpus_per_node=8,
               intra_node_interconnect="NVLink via NVSwitch within a Grand Teton server (8 GPUs, 2 CPUs)",
               inter_node_network=("RoCE, 400 Gb/s per GPU (8x 400 Gb/s per node), three-layer Clos of Arista 7800 "
                                   "and Minipack2 switches; 24K GPUs in the cluster"),
               system_name="Meta's RoCE H100 cluster (Grand Teton servers)")
TOKENS_PER_BATCH = 16 * 2**20  # the table's 16M: DP x batch per DP x 8192 = 2^24


def flops_per_token(L=126, h=16384, s=8192, params=405e9):
    """6 x parameters + causal attention (QK^T and AV, half the s x s scores):
    6 * L * h * s. Counting the whole score matrix adds 4%, leaving attention
    out takes 4% away: the paper states no convention."""
    return 6 * params + 6 * L * h * s


rows = []
for gpus, dp, batch_per_dp, tflops, mfu in ((8192, 64, 32, 430, 0.43), (16384, 128, 16, 400, 0.41)):
    f = flops_per_token()
    t = TOKENS_PER_BATCH * f / (tflops * 1e12 * gpus)
    rows.append(keyed_row(
        source_group="llama3_paper_405b_pretraining", source=SOURCE,
        source_locator=(f"Table 4 row: GPUs {gpus:,}, TP 8, CP 1, PP 16, DP {dp}, Seq. Len. 8,192, Batch size/DP "
                        f"{batch_per_dp}, Tokens/Batch 16M, TFLOPs/GPU {tflops}, BF16 MFU {round(mfu * 100)}%"),
        confidence="medium (quoted table; step time derived through a FLOP count the paper does not state, +-4%)",
        value_origin="derived", completeness="partial (micro-batch and interleaving depth not stated)",
        **MODEL, **CLUSTER,
        num_gpus=gpus, tp=8, pp=16, dp=dp, ep=1, cp=1, sequence_parallel=None,
        zero_stage_or_fsdp=("FSDP sharding optimizer states and gradients; parameters not resharded after the "
                            "forward (section 3.3.2)"),
        micro_batch_size=None, global_batch_size=dp * batch_per_dp, grad_accum_steps=None,
        activation_recompute=("none (section 3.3.2: 'With these optimizations, we could pre-train Llama 3 on sequences "
                              "of 8K tokens without activation checkpointing')"),
        precision="bf16 (MFU against the BF16 peak)",
        framework="Meta's Llama 3 training stack (PyTorch; 4D parallelism: TP, CP, PP and FSDP)",
        iteration_time_s=round(t, 3), iteration_time_is_derived=True, tflops_per_gpu=tflops,
        tflops_definition="Meta's (not stated; the step time here counts 6 x 405e9 + 6 L h s per token)", mfu=mfu,
        notes=(f"Pipeline: the paper's interleaved schedule with a tunable number of micro-batches, one-layer model "
               f"chunks and one layer fewer on the first and last stages, whose first and last chunks hold only the "
               f"embedding and the loss (section 3.3.2): 126 layers, the embedding and the loss in 128 slots. "
               f"Step time = tokens per batch x FLOPs per token / (TFLOPs/GPU x "
               f"GPUs) = {TOKENS_PER_BATCH} x {f:.4e} / ({tflops}e12 x {gpus}) = {t:.3f} s; DP = GPUs / (TP x PP); "
               f"batch per DP x DP x 8192 = 2^24 tokens.")))
