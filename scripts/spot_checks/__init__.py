"""Spot-check rows that scripts/make-spot-checks reads: one module per source
family, each a list `rows` in data/spot_checks.jsonl's schema (KEYS), every
number beside its source."""

KEYS = ["id", "record_type", "source_group", "source", "source_locator", "confidence",
        "value_origin", "completeness", "model_name", "model_type", "num_layers", "hidden_size",
        "ffn_hidden_size", "num_attention_heads", "num_kv_heads", "vocab_size", "seq_len",
        "total_params_b", "active_params_b", "num_experts", "num_shared_experts", "moe_top_k",
        "expert_ffn_hidden_size", "moe_layers", "capacity_factor", "arch_notes", "gpu_type",
        "gpu_memory_gb", "gpus_per_node", "intra_node_interconnect", "inter_node_network",
        "system_name", "num_gpus", "tp", "pp", "dp", "ep", "etp", "cp", "sequence_parallel",
        "zero_stage_or_fsdp", "vpp", "micro_batch_size", "global_batch_size", "grad_accum_steps",
        "activation_recompute", "precision", "optimizer", "framework", "iteration_time_s",
        "iteration_time_is_derived", "tokens_per_s", "tokens_per_s_per_gpu", "tflops_per_gpu",
        "tflops_definition", "mfu", "hfu", "peak_memory_gb", "time_to_train_min",
        "other_metrics", "notes"]


# dgxc-benchmarking's systems, as its READMEs describe them ("DGX H100
# Reference Architecture ... Compute links: 8x 400 Gbit/s"; DGX GB200 NVL72).
# Each module names its system as its template rows did.
DGXC_H100 = dict(gpu_type="H100 SXM5 80GB", gpu_memory_gb=80, gpus_per_node=8,
                 intra_node_interconnect="NVLink4 via NVSwitch (900 GB/s bidirectional per GPU)",
                 inter_node_network=("8x 400 Gb/s NDR InfiniBand per node (compute links; README: "
                                     "'Compute links: 8x 400 Gbit/s')"))
DGXC_GB200 = dict(gpu_type="GB200 (B200 GPU of a GB200 superchip) 186GB", gpu_memory_gb=186, gpus_per_node=4,
                  intra_node_interconnect=("NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 NVL72 "
                                           "rack; gpus_per_node counts a 4-GPU compute tray"),
                  inter_node_network="400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 racks",
                  system_name="NVIDIA DGX GB200 NVL72 cluster")


def keyed_row(**kw):
    """A row with every key of KEYS, in order (None where `kw` says nothing;
    a key outside KEYS is an error), and "stack" last where `kw` names the
    software stack that ran it (data/README.md)."""
    r = {k: None for k in KEYS}
    r["record_type"] = "training_throughput"
    for k, v in kw.items():
        assert k in KEYS or k == "stack", k
        r[k] = v
    return r


def new_row(tokens_tolerance=None, **kw):
    """A row of KEYS (None where `kw` says nothing), checked: the plan's
    degrees multiply to the GPUs and the global batch is DP x MBS x GA. Its
    throughput is GBS x sequence / step time: derived where the source states
    none, else held to it within `tokens_tolerance` (None: not compared)."""
    r = keyed_row(**kw)
    derived = r["global_batch_size"] * r["seq_len"] / r["iteration_time_s"]
    if r["tokens_per_s"] is None:
        r["tokens_per_s"] = round(derived)
    elif tokens_tolerance is not None:
        assert abs(r["tokens_per_s"] / derived - 1) < tokens_tolerance, (r["source_locator"], derived)
    r["tokens_per_s_per_gpu"] = round(r["tokens_per_s"] / r["num_gpus"], 1)
    assert r["tp"] * r["pp"] * r["dp"] * (r["cp"] or 1) == r["num_gpus"], r
    assert r["global_batch_size"] == r["dp"] * r["micro_batch_size"] * r["grad_accum_steps"], r
    return r
