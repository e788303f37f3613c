"""Spot-check rows for scripts/make-spot-checks (its `rows`): the MLPerf
Training GPT-3 175B (gpt3) submissions of v3.0 (June 2023), v3.1 (November
2023) and v4.0 (June 2024), closed division, on NVIDIA GPUs, by submitters
other than NVIDIA alone: NVIDIA+CoreWeave (v3.0; 96, 192 and 448 HGX H100
nodes), Azure+NVIDIA (v3.1; 1,344 ND H100 v5 virtual machines) and Sustainable
Metal Cloud (v4.0; 64 immersion-cooled H100 nodes). NVIDIA's own folders of
those rounds are mlperf_gpt3.py's rows (all twelve of them); v4.1 onwards is
mlperf_llm_pretraining.py. One row per results folder, with the steady step
time read from the submitter's own result logs.

Sources, read with `git show HEAD:<path>` from git mirrors of
github.com/mlcommons/training_results_v4.0 (HEAD 6fe95437, 2024-06-11),
training_results_v3.1 (HEAD d06288b2, 2025-01-14) and training_results_v3.0
(HEAD 63e326c4, 2023-08-10), the same mirrors as mlperf_gpt3.py:
  <submitter>/results/<folder>/gpt3/result_*.txt   the MLLOG result logs
  <submitter>/systems/<folder>.json                the system description
  v3.0 NVIDIA_CoreWeave/benchmarks/gpt3/implementations/pytorch/
      config_DGXH100_{96x8x128,192x8x64,448x8x24}x4x8_mbs1.sh, config_common.sh,
      config_fp8.sh, config_tp_h100.sh, run_and_time.sh, Dockerfile
  v3.1 Azure+NVIDIA/benchmarks/gpt3/implementations/pytorch/
      config_DGXH100_1344x8x8x4x8_mbs1.sh, config_common.sh, config_fp8.sh,
      conf/custom.yaml, Dockerfile
  v4.0 smc/benchmarks/gpt3/implementations/nemo/config_SMCH100_64x8x128x4x8.sh,
      config_common.sh, config_fp8.sh, conf/custom.yaml, Dockerfile; and the
      NeMo configuration each smc log prints (its resolved model config).

The three implementations are NVIDIA's of the same round, which is what the
model, optimizer and precision text of mlperf_gpt3.py's RELEASE describes:
  * v3.0 NVIDIA_CoreWeave/.../pytorch is NVIDIA/.../pytorch file for file (git
    blob ids equal) but README.md, which differs in one link.
  * v3.1 Azure+NVIDIA/.../pytorch is NVIDIA's less its comments: its
    config_common.sh, config_fp8.sh, run_and_time.sh and Python files equal
    NVIDIA's once comments and blank lines are dropped, and conf/ (custom.yaml,
    optim/, tp_overlap/) is NVIDIA's blob for blob. Beyond comments it differs
    in its one config (NVIDIA's config_DGXH100_1344x8x8x4x8_mbs1.sh with
    WALLTIME_MINUTES 190 for 250), run.sub (no JET upload), extra files
    (config_shared_dryruns.sh, two data_prefix yamls, scripts/tracebacks/), no
    scripts/common.json or json_to_torch.py, and the Dockerfile's TE_REVISION
    (4ee8e8ec1dcb9d12ff87a341839de401cb699ddb for NVIDIA's 09ba8427...).
  * v4.0 smc/.../nemo holds NVIDIA's v4.0 nemo tree with its own configs
    (config_SMCH100_{32,64}x8x128x4x8.sh), run.sub, README.md, scripts and
    Dockerfile (TE_REVISION 9e4091e7..., NEMO_REVISION r2.0.0.rc0.beta,
    MEGATRON_REVISION core_r0.7.0.beta); config_common.sh, config_fp8.sh,
    conf/ and the Python files are NVIDIA's blobs. (smc/benchmarks/gpt3.4.28/
    implementations/pytorch, TP 8 configs for 16 and 32 nodes, is not what these
    runs used: every log's DLPAL line names SMCH100_64x8x128x4x8.)

Step time: as mlperf_gpt3.py measures it. v3.1 and v4.0: per run, the median
over the blocks (block_start .. block_stop) after the first of block seconds /
block steps (epoch_count tokens / 2048 / logged global_batch_size), the mean
over the folder's three runs: the step_s that `scripts/mlperf-timed-region
MIRROR <submitter>/results/<folder>/gpt3 --tokens-per-sample 2048` prints,
which goes to the row with its steps, eval_s, startup_s and mean
run_start..run_stop (other_metrics). The v3.0 CoreWeave logs are written like
NVIDIA's v3.0 logs (one block_start at the first step, one block_stop at
run_stop without epoch_count: that script stops with KeyError 'epoch_count'),
so the same median is taken over training segments, block_start or eval_stop
to the next eval_start, each (difference of eval_start epoch_num tokens) /
2048 / GBS steps, the first segment dropped, the mean over the three runs
(the arithmetic that gives mlperf_gpt3.py's v3.0 rows; the same code gives its
dgxh100_n64_nemo figure, 12.1067 s, from NVIDIA's logs). The v3.0 and v3.1
logs also carry NeMo's train_step_timing (tracked_stats, one a step); its
median after the first step is listed beside the block figure. The v4.0 logs
carry none.

Model: GPT-3 175B as mlperf_gpt3.py states it (its MODEL, imported).

Left out:
  * v4.0 smc-ac-power/results/64xSMC-H100-SXM-80GB/gpt3 and
    smc-dc-power/results/64xSMC-H100-SXM-80GB/gpt3: their three result logs
    are the very blobs of smc/results/64xSMC-H100-SXM-80GB/gpt3 (git blob ids
    b52cd211, 8a0daefc, 9f22dd82 in all three folders), the same runs submitted
    again with power measurements (system names SMC-H100-AC-Power and
    SMC-H100-DC-Power); the smc row stands for them, and their energy scores
    (scripts/mlperf-timed-region: 1,699,071 kJ AC, 1,675,833 kJ DC) are in its
    notes.
  * Intel-HabanaLabs' Gaudi2 folders (v3.0 and v3.1 HLS-Gaudi2-N32-PT and
    -N48-PT, v4.0 HLS-Gaudi2-N128-PT) and Google's TPU folders (v3.1
    cloud-tpu-v5e-4096-PAX, v4.0 cloud-tpu-v5p-{1024,2048,3072,12288}-maxtext):
    not NVIDIA GPUs.
  * No NVIDIA folder: mlperf_gpt3.py has every NVIDIA gpt3 folder of the three
    rounds (v3.0 dgxh100_n64/n96_nemo; v3.1 eos_n64/n96 and eos-dfw
    n512/n768/n1024/n1280/n1344; v4.0 eos_n64, eos-dfw_n1344/n1452) and leaves
    none out. No other submitter of these rounds has a gpt3 folder
    (NVIDIA_CoreWeave's v3.0 n384 system ran bert, its n448 mxnet system resnet).
"""
import statistics

from spot_checks import new_row
from spot_checks.mlperf_gpt3 import L, MODEL, RELEASE, SEQ, run_fields

MIRROR_HEAD = {"4.0": "6fe954378efe4a1a1bd665550b18ff8f26018def",
               "3.1": "d06288b2bd675a9d88e0e6181f5bb5626b71ec19",
               "3.0": "63e326c400f5d8bb8c6070a9ab08332d4931152e"}
YEAR = {"4.0": "2024", "3.1": "2023", "3.0": "2023"}  # v4.0 published June 2024, v3.1 November 2023, v3.0 June 2023

NVSWITCH = "NVLink4 via NVSwitch (system description accelerator_interconnect: 'NVLINK Gen4 900 GB/s + NVSWITCH Gen3')"

# ---------------------------------------------------------------------------
# The submissions. Per folder: submitter directory, nodes, implementation and
# config; TP, PP, virtual pipeline, micro-batch, MINIBS (per-data-parallel-rank
# batch) as the config sets them; logged global_batch_size and
# gradient_accumulation_steps (the same in all three logs); per-run medians of
# the block (v3.0: segment) step time (s); blocks per run; steps a block; and,
# from scripts/mlperf-timed-region (v3.0: the same arithmetic), mean steps,
# evaluation seconds, start-up seconds and run_start..run_stop seconds; the
# per-run medians of train_step_timing where the logs have it.
# ---------------------------------------------------------------------------
CW_NET = "Management: 1x Bluefield-2 DPU Ethernet 100Gb/Sec, Compute: 8x ConnectX-7 InfiniBand NDR 400Gb/Sec"
SUBMISSIONS = [
    dict(v="3.0", sub="NVIDIA_CoreWeave", org="NVIDIA+CoreWeave", folder="coreweave_hgxh100_n96_ngc23.04_pytorch",
         nodes=96, impl="NVIDIA_CoreWeave/benchmarks/gpt3/implementations/pytorch",
         config="config_DGXH100_96x8x128x4x8_mbs1.sh", tp=4, pp=8, vpp=12, mbs=1, minibs=128, gbs=3072, ga=128,
         per_run=(12.36494, 12.32025, 12.34950), blocks=(25, 25, 25), steps_per_block=8, step=12.3449,
         steps=200.0, eval_s=259.86, startup_s=None, run_s=2731.81, sts=(12.32225, 12.28567, 12.30480),
         platform="96xNVIDIA HGX H100"),
    dict(v="3.0", sub="NVIDIA_CoreWeave", org="NVIDIA+CoreWeave", folder="coreweave_hgxh100_n192_ngc23.04_pytorch",
         nodes=192, impl="NVIDIA_CoreWeave/benchmarks/gpt3/implementations/pytorch",
         config="config_DGXH100_192x8x64x4x8_mbs1.sh", tp=4, pp=8, vpp=12, mbs=1, minibs=64, gbs=3072, ga=64,
         per_run=(6.37869, 6.41044, 6.39163), blocks=(25, 27, 25), steps_per_block=8, step=6.3936,
         steps=205.3, eval_s=140.07, startup_s=None, run_s=1453.65, sts=(6.32643, 6.35718, 6.33970),
         platform="192xNVIDIA HGX H100"),
    dict(v="3.0", sub="NVIDIA_CoreWeave", org="NVIDIA+CoreWeave", folder="coreweave_hgxh100_n448_ngc23.04_pytorch",
         nodes=448, impl="NVIDIA_CoreWeave/benchmarks/gpt3/implementations/pytorch",
         config="config_DGXH100_448x8x24x4x8_mbs1.sh", tp=4, pp=8, vpp=12, mbs=1, minibs=24, gbs=2688, ga=24,
         per_run=(2.63100, 2.64130, 2.63990), blocks=(22, 22, 22), steps_per_block=10, step=2.6374,
         steps=220.0, eval_s=75.09, startup_s=None, run_s=657.71, sts=(2.59432, 2.60039, 2.60210),
         platform="448xNVIDIA HGX H100"),
    dict(v="3.1", sub="Azure+NVIDIA", org="Azure+NVIDIA", folder="ND_H100_v5_n1344_pytorch",
         nodes=1344, impl="Azure+NVIDIA/benchmarks/gpt3/implementations/pytorch",
         config="config_DGXH100_1344x8x8x4x8_mbs1.sh", tp=4, pp=8, vpp=12, mbs=1, minibs=8, gbs=2688, ga=8,
         per_run=(0.97650, 0.97950, 0.98290), blocks=(22, 22, 22), steps_per_block=10, step=0.9796,
         steps=220.0, eval_s=24.09, startup_s=1.21, run_s=240.82, sts=(0.94512, 0.94503, 0.95446),
         platform="1344xND_H100_v5"),
    dict(v="4.0", sub="smc", org="Sustainable Metal Cloud", folder="64xSMC-H100-SXM-80GB",
         nodes=64, impl="smc/benchmarks/gpt3/implementations/nemo",
         config="config_SMCH100_64x8x128x4x8.sh", tp=4, pp=8, vpp=12, mbs=2, minibs=128, gbs=2048, ga=64,
         per_run=(10.76575, 10.76392, 10.75892), blocks=(24, 24, 24), steps_per_block=12, step=10.7629,
         steps=288.0, eval_s=311.34, startup_s=0.87, run_s=3411.91, sts=None,
         platform="64xSUBMISSION_PLATFORM_PLACEHOLDER"),
]

# The result files, in the order of per_run above.
RESULT_FILES = {
    "64xSMC-H100-SXM-80GB": ("result_5848-240517221859825376616_2.txt, result_5849-240518014016374832336_1.txt, "
                             "result_5849-240518014016374832336_3.txt"),
}

# Hardware, from each folder's system description.
HARDWARE = {
    "NVIDIA_CoreWeave": lambda s: dict(
        gpu_type="H100 SXM5 80GB", gpu_memory_gb=80, gpus_per_node=8, intra_node_interconnect=NVSWITCH,
        inter_node_network=(f"8x 400 Gb/s NDR InfiniBand per node (ConnectX-7; system description host_networking: "
                            f"'{CW_NET}')"),
        system_name=f"CoreWeave HGX H100 cluster (NVIDIA+CoreWeave; MLPerf system {s['folder']})"),
    "Azure+NVIDIA": lambda s: dict(
        gpu_type="H100 SXM5 80GB", gpu_memory_gb=80, gpus_per_node=8,
        intra_node_interconnect=("NVLink4 (system description accelerator_interconnect: 'NVLINK 4.0'; that the "
                                 "eight H100 SXM GPUs of an ND H100 v5 meet through NVSwitch, as on NVIDIA's HGX "
                                 "H100 board, is inferred, the description does not say)"),
        inter_node_network=("8x 400 Gb/s NDR InfiniBand per node (system description host_networking: '1x Ethernet "
                            "100Gb/Sec, 8x NVIDIA Quantum-2 CX7 InfiniBand (400Gb/s)')"),
        system_name="Microsoft Azure ND H100 v5 (MLPerf system 'ND_H100_v5 x1344', folder ND_H100_v5_n1344_pytorch)"),
    "smc": lambda s: dict(
        gpu_type="H100 SXM5 80GB", gpu_memory_gb=80, gpus_per_node=8, intra_node_interconnect=NVSWITCH,
        inter_node_network=("8x 400 Gb/s NDR InfiniBand per node (system description: accelerator_host_interconnect "
                            "'Infiniband NDR', host_networking empty; eight HCAs from the logs' NCCL_IB_HCA="
                            "'=mlx5_0,mlx5_3,mlx5_4,mlx5_5,mlx5_6,mlx5_9,mlx5_10,mlx5_11'; 400 Gb/s is NDR's "
                            "per-port rate, not stated)"),
        system_name=("Sustainable Metal Cloud SMC-H100, immersion-cooled (system description cooling 'SMC IMMERSION "
                     "COOLING TECHNOLOGY'; MLPerf system 64xSMC-H100-SXM-80GB)")),
}

# What each submission's software was, beyond NVIDIA's text of the same round.
SOFTWARE = {
    "3.0": dict(
        framework="NeMo 1.17 on NGC PyTorch 23.04 (MLPerf Training v3.0 NVIDIA implementation as NVIDIA+CoreWeave ran it)",
        software=(RELEASE["3.0"]["software"].replace("system description framework 'NVIDIA NeMo Framework'",
                                                     "system description framework 'NVIDIA NeMo Megatron Release "
                                                     "23.04' (NCCL 2.17.1, CUDA 12.1.0)"))),
    "3.1": dict(
        framework="NeMo 23.09 (MLPerf Training v3.1 NVIDIA implementation as Azure+NVIDIA ran it)",
        software=("Dockerfile: FROM nvcr.io/nvidia/pytorch:23.09-py3, NEMO_REVISION=bd0b818ac2eb420b1cea19eb8bcc6215c87b06d0 "
                  "(NEMO_BASE_VERSION=r1.20.0), MEGATRON_REVISION=df7271285d3e29c13865515a51dbbd6e25f68f5f, "
                  "TE_REVISION=4ee8e8ec1dcb9d12ff87a341839de401cb699ddb (NVIDIA's v3.1 Dockerfile: 09ba8427...), "
                  "NCCL_COMMIT_ID=4365458757e4107ecbf629b2fd6e0e19a5d237c2; system description framework 'PyTorch "
                  "NVIDIA Release 23.09' (NCCL 2.18.5-fix-43654587..., CUDA 12.2.1, Ubuntu 22.04.2, kernel "
                  "5.15.0-1041-azure)")),
    "4.0": dict(
        # (Not the submitter's full name here: the stack table reads the framework by substrings, and
        # "Sustainable Metal Cloud" holds "meta", which names Meta's Llama 3 stack.)
        framework=("NeMo 24.04 (MLPerf Training v4.0 NVIDIA implementation as SMC ran it: NGC PyTorch 24.04, NeMo "
                   "r2.0.0.rc0.beta, Megatron-Core)"),
        software=("Dockerfile: FROM nvcr.io/nvidia/pytorch:24.04-py3, NEMO_REVISION=r2.0.0.rc0.beta "
                  "(NEMO_BASE_VERSION=r2.0.0; NVIDIA's v4.0 Dockerfile: v2.0.0.rc0.beta), "
                  "MEGATRON_REVISION=core_r0.7.0.beta (NVIDIA's: core_v0.7.0.beta), "
                  "TE_REVISION=9e4091e742638721f35f67f710815cfb36309831 (NVIDIA's: v1.6rc1); the logs' DLPAL line "
                  "names the container nvdlfwea+mlperfv40+gpt3+20240505.pytorch.sqsh; system description framework "
                  "'PyTorch NVIDIA Release 24.04' (NCCL 2.21.5, CUDA 12.4.1); the logs print NeMo's resolved config "
                  "with mcore_gpt true (the Megatron-Core GPT model)")),
}


def layout_text(s):
    """What the config sets for the layout and the CUDA graphs, quoted."""
    gpus = 8 * s["nodes"]
    dp = gpus // (s["tp"] * s["pp"])
    if s["v"] == "3.0":
        cfg = (f"{s['config']}: MINIBS={s['minibs']}, TENSOR_MODEL_PARALLEL=4, PIPELINE_MODEL_PARALLEL=8, DGXNNODES="
               + (f"${{DGXNNODES:-{s['nodes']}}}" if s["nodes"] == 96 else str(s["nodes"]))
               + ", MICRO_BATCH_SIZE=1, sources config_tp_h100.sh (TP_COMM_OVERLAP=True); config_common.sh "
               "INTERLEAVED_PIPELINE=12, ACT_CKPT_GRANULARITY=null, ACT_CKPT_METHOD=null, ACT_CKPT_NUM_LAYERS=null; "
               "run_and_time.sh SEQ_PARALLEL default True; no CUDA graphs (nothing in the config or run_and_time.sh "
               "sets them)")
    elif s["v"] == "3.1":
        cfg = (f"{s['config']}: MINIBS={s['minibs']}, TENSOR_MODEL_PARALLEL=4, PIPELINE_MODEL_PARALLEL=8, "
               f"DGXNNODES={s['nodes']}, MICRO_BATCH_SIZE=1, TP_COMM_OVERLAP=True; no INTERLEAVED_PIPELINE, so "
               f"custom.yaml's virtual_pipeline_model_parallel_size default 12; no CUDA graph setting in the config "
               f"or custom.yaml, so no CUDA graphs")
    else:
        cfg = (f"{s['config']} (each log's DLPAL line names SMCH100_64x8x128x4x8): MINIBS=128, "
               f"TENSOR_MODEL_PARALLEL=4, PIPELINE_MODEL_PARALLEL=8, DGXNNODES=${{DGXNNODES:-64}}, TP_COMM_OVERLAP=True, "
               f"no MICRO_BATCH_SIZE of its own, so config_common.sh's MICRO_BATCH_SIZE=2, and no "
               f"INTERLEAVED_PIPELINE, so custom.yaml's virtual_pipeline_model_parallel_size default 12 (NVIDIA's "
               f"own 64-node v4.0 config sets MICRO_BATCH_SIZE=2 and INTERLEAVED_PIPELINE=4, and VBOOST_VALUE=1 at "
               f"MINIBS 128, which smc's does not); the NeMo config every log prints agrees: micro_batch_size 2, "
               f"global_batch_size 2048, tensor_model_parallel_size 4, pipeline_model_parallel_size 8, "
               f"virtual_pipeline_model_parallel_size 12, sequence_parallel true, fp8 true, fp8_params true, "
               f"enable_cuda_graph false (no CUDA graphs), activations_checkpoint_granularity null, "
               f"defer_embedding_wgrad_compute false")
    name = (f"Config name {s['nodes']}x8x{s['minibs']}x4x8 = DGXNNODES {s['nodes']} x 8 GPUs a node x MINIBS "
            f"{s['minibs']} x TP 4 x PP 8, as the .sh sets them")
    return cfg, name, dp


CONFIDENCE = ("high (step time from the submitter's own log timestamps; layout from the config the submission "
              "names, checked against the logged batch and gradient accumulation)")

rows = []
for s in SUBMISSIONS:
    v, rel, sw = s["v"], RELEASE[s["v"]], SOFTWARE[s["v"]]
    gpus = 8 * s["nodes"]
    cfg, name, dp = layout_text(s)
    tp, pp, vpp, mbs, gbs, ga = s["tp"], s["pp"], s["vpp"], s["mbs"], s["gbs"], s["ga"]
    assert tp * pp * dp == gpus and dp * s["minibs"] == gbs and s["minibs"] == mbs * ga, s["folder"]
    assert L % (pp * vpp) == 0
    mean = statistics.mean(s["per_run"])
    assert round(mean, 4) == s["step"], (s["folder"], mean)
    files = RESULT_FILES.get(s["folder"], "result_0.txt, result_1.txt, result_2.txt")
    results = f"{s['sub']}/results/{s['folder']}/gpt3/{files}"
    if v == "3.0":
        how = (f"the v3.0 logs have one block_start and one block_stop per run (no per-block stops, no epoch_count "
               f"at the stop), which scripts/mlperf-timed-region cannot read (KeyError 'epoch_count'); so here, per "
               f"run, the training segments from block_start or eval_stop to the next eval_start, each (difference of "
               f"eval_start epoch_num tokens) / 2048 / GBS {gbs} = {s['steps_per_block']} steps "
               f"({'/'.join(map(str, s['blocks']))} segments in the three runs), median after the first of segment "
               f"seconds / {s['steps_per_block']}: {', '.join(f'{x:.5f}' for x in s['per_run'])} s; mean "
               f"{mean:.5f} = {s['step']} s (mean steps {s['steps']}, evaluation {s['eval_s']} s, mean "
               f"run_start..run_stop {s['run_s']} s)")
    else:
        how = (f"per run, the blocks (block_start .. block_stop: epoch_count {s['steps_per_block'] * gbs * SEQ} "
               f"tokens = {s['steps_per_block'] * gbs * SEQ} / 2048 / GBS {gbs} = {s['steps_per_block']} steps each; "
               f"{'/'.join(map(str, s['blocks']))} blocks in the three runs), median after the first of block seconds "
               f"/ {s['steps_per_block']}: {', '.join(f'{x:.5f}' for x in s['per_run'])} s; mean {mean:.5f} = "
               f"{s['step']} s, the step_s that `scripts/mlperf-timed-region <v{v} mirror> "
               f"{s['sub']}/results/{s['folder']}/gpt3 --tokens-per-sample 2048` prints (steps {s['steps']}, eval_s "
               f"{s['eval_s']}, startup_s {s['startup_s']}, mean run_start..run_stop {s['run_s']} s)")
    sts_text = ""
    if s["sts"]:
        sts_text = (f" NeMo's own per-step train_step_timing (tracked_stats, one a step) has medians after the first "
                    f"step of {', '.join(f'{x:.5f}' for x in s['sts'])} s (mean {statistics.mean(s['sts']):.4f} s, "
                    f"{100 * (1 - statistics.mean(s['sts']) / mean):.1f}% below the block figure, which also holds "
                    f"the host's work between steps).")
    unit = "segment" if v == "3.0" else "block"
    if s["sub"] == "NVIDIA_CoreWeave":
        impl_text = ("Implementation: NVIDIA_CoreWeave/benchmarks/gpt3/implementations/pytorch is NVIDIA's v3.0 "
                     "pytorch implementation file for file (equal git blobs) but README.md; the logs' "
                     f"submission_org 'NVIDIA+CoreWeave', submission_platform '{s['platform']}', submission_status "
                     "'onprem' (the system description says 'cloud').")
    elif s["sub"] == "Azure+NVIDIA":
        impl_text = ("Implementation: Azure+NVIDIA/benchmarks/gpt3/implementations/pytorch is NVIDIA's v3.1 pytorch "
                     "implementation (config_common.sh, config_fp8.sh, run_and_time.sh equal once comments are "
                     "dropped; conf/ equal blob for blob) with its own Dockerfile TE revision; the system's VMs are "
                     "Azure ND H100 v5 (2x Xeon Platinum 8480C, 1.8 TB). Logs: submission_org 'Azure+NVIDIA' and "
                     "submission_platform '1344xND_H100_v5' in result_0 and result_1, but "
                     "'SUBMISSION_ORG_PLACEHOLDER' and '1344xSUBMISSION_PLATFORM_PLACEHOLDER' in result_2 (the same "
                     "batch, accumulation and block structure; its step is the slowest of the three, 0.98290 s, and "
                     "its train_step_timing median 0.95446 s against 0.9451 in the others); init_checkpoint_step "
                     "2286 = ceil(4000 x 1536 / 2688).")
    else:
        impl_text = ("Implementation: smc/benchmarks/gpt3/implementations/nemo is NVIDIA's v4.0 nemo implementation "
                     "(config_common.sh, config_fp8.sh, conf/ and Python files equal NVIDIA's blobs) with its own "
                     "configs, run.sub and Dockerfile. Logs: submission_org 'SUBMISSION_ORG_PLACEHOLDER', "
                     "submission_platform '64xSUBMISSION_PLATFORM_PLACEHOLDER', a SYSJSON line with submitter 'SMC', "
                     "system_name 'SMC-H100'; init_checkpoint_step 3000 = 4000 x 1536 / 2048. The same three logs "
                     "are submitted again (equal git blobs) as smc-ac-power and smc-dc-power "
                     "64xSMC-H100-SXM-80GB/gpt3 with power logs, whose energy scores scripts/mlperf-timed-region "
                     "puts at 1,699,071.09 kJ (AC) and 1,675,833.37 kJ (DC).")
    notes = (
        f"Steady step time = {how}. The first {unit} of each run is left out (warm-up after "
        f"the run_start); evaluation is outside the {unit}s.{sts_text} "
        f"{name}; DP = {gpus} GPUs / (TP {tp} x PP {pp}) = {dp}; GBS = MINIBS {s['minibs']} x DP {dp} = {gbs} "
        f"(logged global_batch_size {gbs}); GA = MINIBS / MBS = {s['minibs']} / {mbs} = {ga} (logged "
        f"gradient_accumulation_steps {ga}); {L} layers / (PP {pp} x virtual pipeline {vpp}) = {L // (pp * vpp)} "
        f"a model chunk. Config: {cfg}. Naming: {rel['naming']}. Common settings: {rel['common']}. "
        f"{rel['overlap_common'].format(mbs=mbs)}. {rel['seq_p2p']}; no activation recompute "
        f"(activations_checkpoint_granularity null). Software: {sw['software']}. {impl_text} "
        f"Time to train: mean run_start..run_stop {s['run_s']} s over the three runs = "
        f"{s['run_s'] / 60:.2f} min, from the benchmark checkpoint to log perplexity 2.69.")
    rows.append(new_row(
        source_group=f"mlperf_training_v{v}_gpt3_{s['sub'].lower().replace('+', '_').replace('-', '_')}",
        source=(f"MLCommons MLPerf Training v{v} results ({YEAR[v]}), github.com/mlcommons/training_results_v{v} "
                f"(mirror HEAD {MIRROR_HEAD[v][:12]}): {s['org']} closed-division GPT-3 175B submission "
                f"{s['folder']}, result logs {results}; system {s['sub']}/systems/{s['folder']}.json; implementation "
                f"{s['impl']}/{s['config']}"),
        source_locator=(f"{results}: MLLOG block_start/block_stop (v3.0: block_start/eval_start/eval_stop) time_ms "
                        f"and epoch_count/epoch_num; global_batch_size {gbs}; gradient_accumulation_steps {ga}; "
                        f"max_sequence_length 2048; submission_platform '{s['platform']}'"),
        confidence=CONFIDENCE,
        value_origin="derived", completeness="full",
        **MODEL, **HARDWARE[s["sub"]](s),
        **run_fields(s, v, gpus, tp, pp, dp, vpp, mbs, gbs, ga),
        precision=rel["precision"], optimizer=rel["optimizer"], framework=sw["framework"],
        notes=notes))
