"""Spot-check rows (its `rows`) from V100-era (2020-2021) training reports
that state a throughput per configuration, from a source that neither
data/published_runs.jsonl nor data/spot_checks.jsonl held before:

1. DeepSpeed's tutorial 'Megatron-LM GPT2 with DeepSpeed' of its first public
   release (microsoft/DeepSpeed docs/tutorials/MegatronGPT2Tutorial.md, added
   2020-02-06 in commit 073da7295; the same tables in docs/_tutorials/megatron.md
   from b84a1fa41, 2020-03-18, until f2ac7eafd 'ZeRO-2', 2020-05-19), section
   3.3 'Performance Improvements with Configuration Details': GPT-2 models of
   1.5B, 4B, 8B and 20B parameters on 64 V100 32GB (4 DGX-2 nodes), Megatron-LM
   alone (table a) and with DeepSpeed ZeRO stage 1 (table b), each with its
   model-parallel and data-parallel degree, batch size, layers, hidden size,
   heads and samples / sec: 8 rows. Step time = batch / (samples / sec).
   Read from a mirror of github.com/microsoft/DeepSpeed (`git show
   4eb20eb57:docs/tutorials/MegatronGPT2Tutorial.md`); the training options
   (sequence 1024, --checkpoint-activations, --fp16, Adam) from the scripts of
   microsoft/DeepSpeedExamples Megatron-LM/scripts/ that the tutorial runs
   (ds_pretrain_gpt2_model_parallel.sh, ds_pretrain_gpt2.sh, ds_config.json
   with "zero_optimization": true, and the copied Megatron-LM
   pretrain_gpt2_model_parallel.sh).
   The Megatron-LM baseline's 20B row runs 16-way tensor slicing across a
   whole 16-GPU DGX-2 (NVSwitch), as printed; `shoal validate` checks plans
   against 8 GPUs a node and skips it ('tp: must fit in one node'): the row is
   as the source states it.

Left out, and why:
- Alibaba's M6 family (M6, arXiv:2103.00823; M6-T, arXiv:2105.15082; M6-10T,
  arXiv:2110.03888) and Whale (arXiv:2011.09208): the stored corpora hold only
  their abstracts, news summaries ('480 V100 GPUs', 'energy reduced by over
  80%', 'efficiency improved nearly 11 times', '512 GPUs within 10 days') and a
  third-party table (M6-10T: 48 layers, hidden 1024, 10240 experts in 80
  prototypes, 8 per GPU), no stated samples/s, tokens/s, step time or TFLOP/s
  with its layout; the relative claims are not step times. Alibaba's EPL
  (Whale) repository states no M6 throughput either.
- GShard- or Switch-style MoE on GPUs: nothing with a stated rate and layout
  was found (FastMoE's paper text was not readable beyond its abstract).
- Turing-NLG 17B: the ZeRO paper (arXiv:1910.02054v3, section 10.6) states
  'ZeRO-100B achieves a sustained throughput of 41.4 TFlops/GPU for this
  model', and third-party copies of Microsoft's blogs give 78 layers, hidden
  4256, 28 heads, tensor slicing over 4 V100 and 'a batch size of 512 with 256
  GPUs'; but the paper does not say how it counts FLOPs, and with activation
  checkpointing whether the recomputed forward is counted moves the derived
  step time by a third (the reason papers_2019_2024.py left Megatron-LM 2019's
  scaling study out), and the GPU count and batch are only in paraphrases.
- ZeRO's other throughputs ('100B ... on 400 V100 with over 38 TFlops per
  GPU', '13B ... on 128 GPUs ... over 40 TFlops per GPU on average'): lower
  bounds or averages, with the configurations only in table images (Tables
  4-10). ZeRO-3 Offload's '1 Trillion parameters ... 25 PetaFlops ... on 512
  NVIDIA V100 GPUs, achieving 49 TFlops/GPU' (DeepSpeed blog 2021-03-08):
  layers, hidden size and batch not stated; ZeRO-Offload (arXiv:2101.06840) and
  ZeRO-Infinity (arXiv:2104.07857): their configuration tables were not in the
  stored text (only summaries). The tutorial's 16-GPU PCI-E cluster result
  ('nearly 4x faster') is a relative speedup.
"""

from spot_checks import keyed_row

SOURCE = ("microsoft/DeepSpeed docs/tutorials/MegatronGPT2Tutorial.md ('Tutorial: Megatron-LM GPT2 with "
          "DeepSpeed', DeepSpeed's first public release, February 2020: added in commit 073da7295 on 2020-02-06, "
          "text as of 4eb20eb57, 2020-02-10; the same tables in docs/_tutorials/megatron.md from b84a1fa41, "
          "2020-03-18, until f2ac7eafd, 2020-05-19), section 3.3 'Performance Improvements with Configuration "
          "Details'; training options from microsoft/DeepSpeedExamples Megatron-LM/scripts "
          "(ds_pretrain_gpt2_model_parallel.sh, ds_config.json, pretrain_gpt2_model_parallel.sh)")

SEQ = 1024  # scripts: '--seq-length 1024 --max-position-embeddings 1024'
GPT2_TOKENS = 50257  # GPT2BPETokenizer


def padded_vocab(mp):
    """Megatron-LM of 2019 (pretrain_gpt2.py): 'multiple =
    args.make_vocab_size_divisible_by * mpu.get_model_parallel_world_size()',
    the default 128 (arguments.py), the GPT-2 BPE vocabulary padded up to it."""
    m = 128 * mp
    return -(-GPT2_TOKENS // m) * m


assert [padded_vocab(k) for k in (1, 2, 4, 16)] == [50304, 50432, 50688, 51200]

DGX2_CLUSTER = dict(
    gpu_type="V100 SXM3 32GB (DGX-2)", gpu_memory_gb=32, gpus_per_node=16,
    intra_node_interconnect=("NVSwitch (section 3.2: 'Each GPU on the DGX-2 cluster has 32 GB of memory, and GPUs "
                             "inside a box is connected via the high-bandwidth NVSwitch')"),
    inter_node_network=("8x 100 Gb/s InfiniBand per DGX-2 node (section 3.2: 'DGX-2 nodes are connected to each "
                        "other via 800 Gbps (8 x 100Gbps) infiniband interconnect')"),
    system_name="64 V100 GPUs in 4 NVIDIA DGX-2 nodes (section 3.3: 'a 64 GPU cluster with 4 DGX-2 nodes')")

ARCH = ("GPT-2 (Megatron-LM's GPT-2 model of 2019, as DeepSpeedExamples/Megatron-LM copied it): learned absolute "
        "position embeddings (1024), GeLU MLP with FFN 4 x hidden, LayerNorm, output layer tied to the input "
        "embedding; vocabulary the 50,257 GPT-2 BPE tokens padded to a multiple of 128 x model-parallel size "
        "(pretrain_gpt2.py, make_vocab_size_divisible_by 128)")

# Section 3.3, tables a) and b), as printed: name, model parallelism, data
# parallelism, #gpus, batch size, layers, hidden size, attention heads,
# samples / sec.
TABLE_A = [  # 'a ) Megatron-LM GPT2 Baseline'
    ("1.5B", 2, 32, 64, 512, 48, 1600, 16, "128.56"),
    ("4B", 4, 16, 64, 128, 64, 2304, 16, "49.36"),
    ("8B", 4, 16, 64, 128, 72, 3072, 24, "24.57"),
    ("20B", 16, 4, 64, 16, 111, 3808, 32, "3.42"),
]
TABLE_B = [  # 'b ) Megatron-LM GPT2 with DeepSpeed'
    ("1.5B", 1, 64, 64, 2048, 48, 1600, 16, "151.35"),
    ("4B", 1, 64, 64, 512, 64, 2304, 16, "75.13"),
    ("8B", 2, 32, 64, 512, 72, 3072, 24, "43.52"),
    ("20B", 4, 16, 64, 128, 111, 3808, 32, "12.65"),
]

COMMON_NOTES = ("Section 3.3: 'The figure below compares DeepSpeed with Megatron on a 64 GPU cluster with 4 DGX-2 "
                "nodes. ... we also present the configuration table for both Megatron and DeepSpeed. It shows the "
                "smallest model parallelism degree and the largest batch size that can be used to train these "
                "models without running out of memory.' The batch is the global one (DeepSpeed's 1.5B row runs "
                "2048 over 64 data-parallel ranks), taken as one micro-batch of batch / DP sequences a rank and no "
                "gradient accumulation (the tutorial's ds_config.json: 'gradient_accumulation_steps': 1; Megatron-LM "
                "of 2019 had none). Training options of the tutorial's scripts: '--seq-length 1024', "
                "'--checkpoint-activations' (every layer), '--fp16', Adam with lr 1.5e-4, weight decay 0.01, "
                "'--clip-grad 1.0'. Samples are sequences of 1024 tokens.")

rows = []


def add(table, name, mp, dp, gpus, batch, layers, hidden, heads, sps_text):
    assert mp * dp == gpus == 64 and batch % dp == 0 and hidden % heads == 0 and hidden % mp == 0
    sps = float(sps_text)
    t = batch / sps
    vocab = padded_vocab(mp)
    ds = table == "b"
    r = keyed_row(
        source_group=("deepspeed_2020_megatron_gpt2_tutorial_deepspeed" if ds
                      else "deepspeed_2020_megatron_gpt2_tutorial_megatron_baseline"),
        source=SOURCE,
        source_locator=(f"Section 3.3 table {'b ) Megatron-LM GPT2 with DeepSpeed' if ds else 'a ) Megatron-LM GPT2 Baseline'}"
                        f", row {name}: Model Parallelism {mp}, Data Parallelism {dp}, #gpus {gpus}, batch size "
                        f"{batch}, layers {layers}, hidden size {hidden}, attention heads {heads}, samples / sec "
                        f"{sps_text}"),
        confidence=("high for the throughput (printed to four figures); medium for the plan: MP, DP, GPUs, global "
                    "batch and shape printed, sequence, recompute, precision and ZeRO stage from the tutorial's "
                    "scripts and README of the same release, the micro-batch (batch / DP, no accumulation) "
                    "inferred; benchmark runs whose length and warm-up the tutorial does not state"),
        value_origin="derived",
        completeness="mostly (micro-batch inferred; vocabulary from the code's padding rule)",
        model_name=f"GPT-2 {name} (Megatron-LM GPT-2, DeepSpeed tutorial)", model_type="dense",
        num_layers=layers, hidden_size=hidden, ffn_hidden_size=4 * hidden, num_attention_heads=heads,
        num_kv_heads=heads, vocab_size=vocab, seq_len=SEQ, total_params_b=float(name[:-1]), arch_notes=ARCH,
        **DGX2_CLUSTER,
        num_gpus=gpus, tp=mp, pp=1, dp=dp, ep=1, cp=1, sequence_parallel=False,
        zero_stage_or_fsdp=(("ZeRO stage 1 (optimizer-state partitioning over the data-parallel ranks: ds_config.json "
                             "'zero_optimization': true; README of February 2020: 'The current implementation "
                             "(stage 1 of ZeRO) reduces memory by up to 4x')") if ds
                            else "none (Megatron-LM's own data parallelism: one fp16 gradient all-reduce, fp32 "
                                 "master weights on every rank)"),
        micro_batch_size=batch // dp, global_batch_size=batch, grad_accum_steps=1,
        activation_recompute="full ('--checkpoint-activations' in the tutorial's scripts: every transformer layer)",
        precision="fp16 mixed precision with dynamic loss scaling ('--fp16'; ds_config.json 'loss_scale': 0)",
        optimizer="Adam (lr 1.5e-4, weight decay 0.01, gradient clipping 1.0)",
        framework=("DeepSpeed v0.1 (February 2020): ZeRO stage 1 data parallelism combined with the model's "
                   "tensor-slicing model parallelism" if ds else
                   "Megatron-LM (NVIDIA's GPT-2 code of 2019: tensor-slicing model parallelism, its own fp16 "
                   "optimizer and data parallelism)"),
        iteration_time_s=round(t, 3), iteration_time_is_derived=True,
        tokens_per_s=round(sps * SEQ), tokens_per_s_per_gpu=round(sps * SEQ / gpus, 1),
        other_metrics={"samples_per_s": sps},
        notes=(f"Step time = batch / (samples / sec) = {batch} / {sps_text} = {t:.3f} s; tokens/s = {sps_text} x "
               f"{SEQ} = {sps * SEQ:,.0f}. Layout: {mp}-way tensor slicing (within a 16-GPU DGX-2) x {dp}-way data "
               f"parallelism = {gpus} GPUs, {batch // dp} sequences a data-parallel rank a step; vocabulary "
               f"{GPT2_TOKENS:,} padded to a multiple of 128 x {mp} = {vocab:,}. " + COMMON_NOTES
               + (" The DeepSpeed rows ran the copied Megatron-LM model code under the DeepSpeed engine "
                  "(tutorial section 2: deepspeed.initialize with Megatron's mpu)." if ds else
                  " Stack: the Megatron-LM GPT-2 code of 2019 that the tutorial copied (section 1: 'The original "
                  "model code from Megatron-LM ... copied ... under DeepSpeedExamples/Megatron-LM'), so "
                  "megatron-lm-2019, stated in the row's 'stack' field: the source is dated 2020, which the "
                  "framework table would map to megatron-lm-2021.")),
    )
    if not ds:
        r["stack"] = "megatron-lm-2019"
    assert abs(r["tokens_per_s"] / (batch * SEQ / r["iteration_time_s"]) - 1) < 1e-3
    rows.append(r)


for table, entries in (("a", TABLE_A), ("b", TABLE_B)):
    for e in entries:
        add(table, *e)
