"""Spot-check rows for scripts/make-spot-checks (its `rows`): NVIDIA's MLPerf
Training GPT-3 175B submissions on DGX H100 (closed division): v4.0 (2024; Eos,
64, 1,344 and 1,452 nodes), v3.1 (2023; Eos, 64 to 1,344 nodes) and v3.0
(2023; 64 and 96 nodes), one row per results folder, with the steady step time
read from the submitter's own result logs.

Sources, read with `git show HEAD:<path>` from git mirrors of
github.com/mlcommons/training_results_v4.0 (HEAD 6fe95437, 2024-06-11),
training_results_v3.1 (HEAD d06288b2, 2025-01-14) and training_results_v3.0
(HEAD 63e326c4, 2023-08-10):
  NVIDIA/results/<folder>/gpt3/result_{0,1,2}.txt   the MLLOG result logs
  NVIDIA/systems/<folder>.json                      the system description
  NVIDIA/benchmarks/gpt3/implementations/{nemo,pytorch}/
      config_DGXH100_*.sh, config_common.sh, config_fp8.sh (v3.0 also
      config_tp_h100.sh), conf/custom.yaml (v3.0: conf/megatron_gpt_config.yaml
      and run_and_time.sh), conf/tp_overlap/*.yaml, Dockerfile, README.md
  v4.0 also NVIDIA/benchmarks/gpt3/implementations/<folder>/README-<folder>.md,
  which names the config each submission ran.

Step time. Each log's blocks (MLLOG block_start .. block_stop) are the training
between two evaluations; evaluation (eval_start .. eval_stop) lies outside them.
A block's steps are its epoch_count (tokens) / 2048 tokens a sample / the
logged global_batch_size. The steady step time is, per run, the median over
its blocks after the first of block seconds / block steps, then the mean over
the folder's three runs: what `scripts/mlperf-timed-region MIRROR
NVIDIA/results/<folder>/gpt3 --tokens-per-sample 2048` prints as step_s for
the v4.0 and v3.1 folders (its steps, eval_s, startup_s and mean
run_start..run_stop go to other_metrics). The v3.0 logs hold a single
block_start (at the first step) and a single block_stop (at run_stop, with no
epoch_count), so that script stops there (KeyError 'epoch_count'); for them the
same median is taken here over training segments: block_start or eval_stop to
the next eval_start, its steps from the difference of eval_start's epoch_num
(tokens) / 2048 / GBS (12 steps a segment at 64 nodes, 8 at 96), the first
segment dropped, the mean over three runs.

Block times are wall clock between evaluations, so they hold whatever the host
does between steps; the v3.1 and v3.0 logs also carry NeMo's own per-step
train_step_timing (tracked_stats, one a step), whose median (after the first
step) is 0.2-2.4% lower than the block figure (listed in each row's notes and
other_metrics). The v4.0 logs carry no per-step timing.

Model: GPT-3 175B as the MLPerf gpt3 benchmark and NVIDIA's NeMo config set it:
96 layers, hidden 12288, FFN 4 x 12288 = 49152, 96 heads, sequence 2048
(conf/custom.yaml num_layers / hidden_size / ffn_hidden_size / num_attention_heads
defaults and encoder_seq_length; v3.0 config_common.sh NUM_LAYERS=96,
HIDDEN_SIZE=12288, FFN_HIDDEN_SIZE=49152, NUM_ATTENTION_HEADS=96; every log's
max_sequence_length 2048). Vocabulary 50257 (the benchmark's SentencePiece
tokenizer, c4_en_301_5Mexp2_spm.model, as data/published_runs.jsonl T0253-T0255
record it; Google's MaxText config for the same benchmark in the v4.0
repository, configs/models/gpt3-175b.yml, has vocab_size 50304, i.e. 50257 padded
to a multiple of 128), which NeMo pads to a multiple of make_vocab_size_divisible_by
x TP = 128 x 4 = 512: 50688 (make_vocab_size_divisible_by 128 in the v3.0
implementation's conf/megatron_gpt_config.yaml and in NeMo's
megatron_gpt_config.yaml that NVIDIA's custom.yaml loads in v3.1 / v4.0, of
which the v4.0 repository holds a copy under
ASUSTeK/benchmarks/ft-llm/implementations/pytorch/NeMo/; custom.yaml does not
override it). Every submission here runs TP 4.
"""
import statistics

from spot_checks import keyed_row

MIRROR_HEAD = {"4.0": "6fe954378efe4a1a1bd665550b18ff8f26018def",
               "3.1": "d06288b2bd675a9d88e0e6181f5bb5626b71ec19",
               "3.0": "63e326c400f5d8bb8c6070a9ab08332d4931152e"}
YEAR = {"4.0": "2024", "3.1": "2023", "3.0": "2023"}  # v4.0 published June 2024, v3.1 November 2023, v3.0 June 2023
IMPL = {"4.0": "NVIDIA/benchmarks/gpt3/implementations/nemo", "3.1": "NVIDIA/benchmarks/gpt3/implementations/pytorch",
        "3.0": "NVIDIA/benchmarks/gpt3/implementations/pytorch"}

L, H, HEADS, SEQ, VOCAB = 96, 12288, 96, 2048, 50688
# Parameters (NeMo GPT: biases, LayerNorm1p, learned positions, tied embeddings):
# per layer 12 h^2 + 13 h = 1,812,099,072; x 96 = 173,961,510,912; word
# embeddings 50688 x 12288 = 622,854,144; positions 2048 x 12288 = 25,165,824;
# final norm 2 h = 24,576; total 174,609,555,456.
PARAMS = L * (12 * H * H + 13 * H) + VOCAB * H + SEQ * H + 2 * H
assert PARAMS == 174_609_555_456
MODEL = dict(model_name="GPT-3 175B (MLPerf Training gpt3 benchmark)", model_type="dense", num_layers=L,
             hidden_size=H, ffn_hidden_size=4 * H, num_attention_heads=HEADS, num_kv_heads=HEADS,
             vocab_size=VOCAB, seq_len=SEQ, total_params_b=round(PARAMS / 1e9, 1),
             arch_notes=("GPT-3 175B as NeMo builds it for the MLPerf benchmark: LayerNorm1p (custom.yaml normalization "
                         "'layernorm1p'), GELU MLP (ffn 4h), learned absolute position embeddings, biases, tied "
                         "embeddings (megatron_gpt_config.yaml: bias True, activation gelu, position_embedding_type "
                         "learned_absolute, share_embeddings_and_output_weights True), no dropout (hidden_dropout and "
                         "attention_dropout 0.0); SentencePiece tokenizer of 50257 entries padded to 128 x TP 4: "
                         "50688; training resumes from the benchmark's checkpoint (4000 steps at GBS 1536)"))


def node(system_file_text, system_name):
    return dict(gpu_type="H100 SXM5 80GB", gpu_memory_gb=80, gpus_per_node=8,
                intra_node_interconnect=("NVLink4 via NVSwitch (system description: 'NVLINK Gen4 900 GB/s + "
                                         "NVSWITCH Gen3')"),
                inter_node_network=(f"8x 400 Gb/s NDR InfiniBand per node (ConnectX-7; system description "
                                    f"host_networking: '{system_file_text}')"),
                system_name=system_name)


NET_EOS = "Storage: 2x ConnectX-7 IB NDR 400Gb/s, Compute: 8x ConnectX-7 IB NDR 400Gb/s, Management: 100Gb/s Ethernet NIC"
NET_DFW = "Storage+Management: 1x NVIDIA BlueField 2 DPU 100Gb/s, Compute: 8x NVIDIA ConnectX-7 IB NDR 400Gb/s"

# ---------------------------------------------------------------------------
# The submissions. Per folder: nodes; config file; TP, PP, virtual pipeline,
# micro-batch, MINIBS (per-data-parallel-rank batch, the third field of the
# config name) as the run's logged batch implies; logged global_batch_size and
# gradient_accumulation_steps (the same in all three logs); per-run medians of
# the block step time (s); blocks per run; steps a block; and, from
# scripts/mlperf-timed-region (v3.0: the same arithmetic here), mean steps,
# evaluation seconds, start-up seconds and run_start..run_stop seconds; the
# per-run medians of train_step_timing where the logs have it.
# ---------------------------------------------------------------------------
SUBMISSIONS = [
    dict(v="4.0", folder="eos_n64_ngc24.04_nemo", nodes=64, config="config_DGXH100_64x8x128x4x8_mbs2.sh",
         tp=4, pp=8, vpp=4, mbs=2, minibs=144, gbs=2304, ga=72, per_run=(10.90309, 10.98314, 10.98223),
         blocks=(24, 23, 23), steps_per_block=11, step=10.9562, steps=256.7, eval_s=263.94, startup_s=0.58,
         run_s=3076.61, sts=None, system="Eos_n64", net=NET_EOS),
    dict(v="4.0", folder="eos-dfw_n1344_ngc24.04_nemo", nodes=1344, config="config_DGXH100_1344x8x6x4x6_mbs1_cg.sh",
         tp=4, pp=6, vpp=8, mbs=1, minibs=6, gbs=2688, ga=6, per_run=(0.92070, 0.92050, 0.92090),
         blocks=(22, 22, 22), steps_per_block=10, step=0.9207, steps=220.0, eval_s=19.66, startup_s=0.41,
         run_s=222.63, sts=None, system="Eos-dfw_n1344", net=NET_DFW),
    dict(v="4.0", folder="eos-dfw_n1452_ngc24.04_nemo", nodes=1452, config="config_DGXH100_1452x8x6x4x6_mbs1_cg.sh",
         tp=4, pp=6, vpp=8, mbs=1, minibs=6, gbs=2904, ga=6, per_run=(0.92239, 0.92144, 0.92144),
         blocks=(23, 23, 23), steps_per_block=9, step=0.9218, steps=207.0, eval_s=15.44, startup_s=0.45,
         run_s=206.69, sts=None, system="Eos-dfw_n1452", net=NET_DFW),
    dict(v="3.1", folder="eos_n64_ngc23.09_nemo", nodes=64, config=None,
         tp=4, pp=8, vpp=12, mbs=1, minibs=128, gbs=2048, ga=128, per_run=(11.06600, 11.07183, 11.07433),
         blocks=(24, 24, 24), steps_per_block=12, step=11.0707, steps=288.0, eval_s=307.62, startup_s=2.05,
         run_s=3498.03, sts=(11.04530, 11.05496, 11.05388), system="Eos_n64", net=NET_EOS),
    dict(v="3.1", folder="eos_n96_ngc23.09_nemo", nodes=96, config="config_DGXH100_96x8x128x4x8_mbs1.sh",
         tp=4, pp=8, vpp=12, mbs=1, minibs=128, gbs=3072, ga=128, per_run=(11.08950, 11.09294, 11.09475),
         blocks=(25, 25, 25), steps_per_block=8, step=11.0924, steps=200.0, eval_s=215.92, startup_s=2.59,
         run_s=2436.99, sts=(11.07228, 11.07780, 11.07542), system="Eos_n96", net=NET_EOS),
    dict(v="3.1", folder="eos-dfw_n512_ngc23.09_nemo", nodes=512, config="config_DGXH100_512x8x16x4x8_mbs1.sh",
         tp=4, pp=8, vpp=12, mbs=1, minibs=16, gbs=2048, ga=16, per_run=(1.62758, 1.62742, 1.63025),
         blocks=(24, 24, 24), steps_per_block=12, step=1.6284, steps=288.0, eval_s=44.12, startup_s=1.46,
         run_s=514.56, sts=(1.60837, 1.60814, 1.60980), system="Eos-dfw_n512", net=NET_DFW),
    dict(v="3.1", folder="eos-dfw_n768_ngc23.09_nemo", nodes=768, config="config_DGXH100_768x8x16x4x8_mbs1.sh",
         tp=4, pp=8, vpp=12, mbs=1, minibs=16, gbs=3072, ga=16, per_run=(1.63406, 1.63606, 1.63662),
         blocks=(25, 25, 25), steps_per_block=8, step=1.6356, steps=200.0, eval_s=32.76, startup_s=1.65,
         run_s=361.53, sts=(1.61581, 1.61520, 1.61497), system="Eos-dfw_n768", net=NET_DFW),
    dict(v="3.1", folder="eos-dfw_n1024_ngc23.09_nemo", nodes=1024, config="config_DGXH100_1024x8x16x4x8_mbs1.sh",
         tp=4, pp=8, vpp=12, mbs=1, minibs=16, gbs=4096, ga=16, per_run=(1.64117, 1.64008, 1.64017),
         blocks=(26, 27, 26), steps_per_block=6, step=1.6405, steps=158.0, eval_s=35.11, startup_s=1.33,
         run_s=295.63, sts=(1.61926, 1.61916, 1.61915), system="Eos-dfw_n1024", net=NET_DFW),
    dict(v="3.1", folder="eos-dfw_n1280_ngc23.09_nemo", nodes=1280, config="config_DGXH100_1280x8x8x4x8_mbs1.sh",
         tp=4, pp=8, vpp=12, mbs=1, minibs=8, gbs=2560, ga=8, per_run=(0.94740, 0.94575, 0.94685),
         blocks=(23, 23, 23), steps_per_block=10, step=0.9467, steps=230.0, eval_s=24.80, startup_s=1.73,
         run_s=244.27, sts=(0.92563, 0.92548, 0.92557), system="Eos-dfw_n1280", net=NET_DFW),
    dict(v="3.1", folder="eos-dfw_n1344_ngc23.09_nemo", nodes=1344, config="config_DGXH100_1344x8x8x4x8_mbs1.sh",
         tp=4, pp=8, vpp=12, mbs=1, minibs=8, gbs=2688, ga=8, per_run=(0.95220, 0.95180, 0.95170),
         blocks=(22, 22, 22), steps_per_block=10, step=0.9519, steps=220.0, eval_s=23.96, startup_s=1.96,
         run_s=235.33, sts=(0.92956, 0.92957, 0.92962), system="Eos-dfw_n1344", net=NET_DFW),
    dict(v="3.0", folder="dgxh100_n64_nemo", nodes=64, config="config_DGXH100_64x8x128x4x8_mbs1.sh",
         tp=4, pp=8, vpp=12, mbs=1, minibs=128, gbs=2048, ga=128, per_run=(12.11258, 12.10300, 12.10450),
         blocks=(24, 24, 24), steps_per_block=12, step=12.1067, steps=288.0, eval_s=365.86, startup_s=None,
         run_s=3856.13, sts=(12.08245, 12.07112, 12.07386), system="dgxh100_n64", net=NET_EOS),
    dict(v="3.0", folder="dgxh100_n96_nemo", nodes=96, config="config_DGXH100_96x8x128x4x8_mbs1.sh",
         tp=4, pp=8, vpp=12, mbs=1, minibs=128, gbs=3072, ga=128, per_run=(12.16050, 12.16044, 12.15713),
         blocks=(24, 25, 25), steps_per_block=8, step=12.1594, steps=197.3, eval_s=252.95, startup_s=None,
         run_s=2653.59, sts=(12.12808, 12.12736, 12.12352), system="dgxh100_n96", net=NET_EOS),
]

# What each release's configs set beyond the layout (quoted from the files).
RELEASE = {
    "4.0": dict(
        framework="NeMo 24.04 (MLPerf Training v4.0 NVIDIA submission, Megatron-Core)",
        software=("Dockerfile: FROM nvcr.io/nvidia/pytorch:24.04-py3, NEMO_REVISION=v2.0.0.rc0.beta "
                  "(NEMO_BASE_VERSION=r2.0.0), MEGATRON_REVISION=core_v0.7.0.beta, TE_REVISION=v1.6rc1 "
                  "(Transformer Engine built with NVTE_WITH_USERBUFFERS=1); system description framework 'NVIDIA NeMo "
                  "Framework Release 24.04'; conf/custom.yaml mcore_gpt True (the Megatron-Core GPT model)"),
        common=("config_common.sh: USE_DIST_OPTIMIZER=True, FP8_PARAMS=True (model.fp8_params: fp8 weights, gathered "
                "in fp8), BUCKET_CAP_MB=200, CUDA_DEVICE_MAX_CONNECTIONS=1, NVTE_FWD/BWD_LAYERNORM_SM_MARGIN=8, "
                "NCCL_MIN_NCHANNELS=4, NCCL_NVLS_ENABLE=0, NCCL_P2P_NET_CHUNKSIZE=2097152, per-communicator NCCL "
                "CTA settings (NCCL_CFG_PATH conf/nccl/custom_communicator_cta.yaml), NVTE_DP_AMAX_REDUCE_INTERVAL=0 "
                "with NVTE_ASYNC_AMAX_REDUCTION=1, SHARP left off (its enabling lines are commented out)"),
        overlap_common=("TP communication overlap with Transformer Engine userbuffers: TP_COMM_OVERLAP=True "
                        "(model.ub_tp_comm_overlap), MC_TP_OVERLAP_AG=True and MC_TP_OVERLAP_RS=True "
                        "(model.tp_comm_overlap_ag / _rs), NVTE_UB_ATOMIC_GEMM_RS=1, NVTE_UB_SPLIT_RS=0 "
                        "(config_common.sh); per-GEMM methods from conf/tp_overlap/h100tp4mbs{mbs}.yaml (custom.yaml "
                        "picks h100tp<TP>mbs<MBS>): qkv/fc1 dgrad and wgrad 'bulk' (4 SMs), qkv_fprop, proj_dgrad, "
                        "fc1_fprop, fc2_dgrad 'ring_exchange', proj_fprop 'pipeline' (24 SMs, 4 splits), fc2_fprop "
                        "FC2_FPROP_METHOD (default 'ring_exchange')"),
        seq_p2p=("Sequence parallelism on, overlap_p2p_comm True, batch_p2p_comm False (conf/custom.yaml defaults "
                 "SEQ_PARALLEL True, OVERLAP_P2P_COMM True, BATCH_P2P_COMM False; no config sets them)"),
        optimizer=("Adam (log: opt_name adam, beta1 0.9, beta2 0.95, epsilon 1e-08, weight decay 0.1, gradient clip "
                   "1.0) as Apex DistributedFusedAdam: NeMo optim distributed_fused_adam (run_and_time.sh with "
                   "USE_DIST_OPTIMIZER=True; conf/optim/distributed_fused_adam.yaml: grad_sync_dtype bf16, "
                   "overlap_grad_sync and overlap_param_sync True, contiguous grad and param buffers, bucket_cap_mb "
                   "from BUCKET_CAP_MB=200)"),
        precision=("fp8 (Transformer Engine delayed scaling: config_fp8.sh FP8=True, FP8_HYBRID=True (E4M3 forward, "
                   "E5M2 gradients), FP8_AMAX_HISTORY=1024, FP8_AMAX_ALGO=max, FP8_REDUCE_AMAX=True; FP8_PARAMS=True in "
                   "config_common.sh); bf16 otherwise (trainer.precision bf16, megatron_amp_O2 True)"),
        naming=("README.md 'Config naming convention': <number of nodes DGXNNODES>x<number of gpus per node>x<mini "
                "batch size>x<tensor parallelism TENSOR_MODEL_PARALLEL>x<pipeline parallelism PIPELINE_MODEL_PARALLEL>, "
                "miniBS = GBS // DP, GA = miniBS // microBS; conf/custom.yaml global_batch_size = MINIBS x (devices x "
                "num_nodes) // (TP x PP)"),
    ),
    "3.1": dict(
        framework="NeMo 23.09 (MLPerf Training v3.1 NVIDIA submission)",
        software=("Dockerfile: FROM nvcr.io/nvidia/pytorch:23.09-py3, NEMO_REVISION=bd0b818ac2eb420b1cea19eb8bcc6215c87b06d0 "
                  "(NEMO_BASE_VERSION=r1.20.0), MEGATRON_REVISION=df7271285d3e29c13865515a51dbbd6e25f68f5f, "
                  "TE_REVISION=09ba84278a0e5b2eff80239599fbfc5e6beb389f, NCCL_COMMIT_ID=4365458757e4107ecbf629b2fd6e0e19a5d237c2; "
                  "system description framework 'NVIDIA NeMo Framework Release 23.09' (the eos_n64 file says 'PyTorch "
                  "NVIDIA Release 23.09', its folder ngc23.09_nemo)"),
        common=("config_common.sh: USE_DIST_OPTIMIZER=True, CUDA_DEVICE_MAX_CONNECTIONS=1, "
                "NVTE_FWD/BWD_LAYERNORM_SM_MARGIN=8, NCCL_MIN_NCHANNELS=4, NCCL_NVLS_ENABLE=0, "
                "NCCL_P2P_NET_CHUNKSIZE=2097152, Megatron-Core CGA/CTA limits per communicator "
                "(MEGATRON_CORE_DP_MAX_CTAS=8, MEGATRON_CORE_TP_MAX_CTAS=8, ..._P2P_MAX_CTAS=2), "
                "NVTE_DP_AMAX_REDUCE_INTERVAL=0 with NVTE_ASYNC_AMAX_REDUCTION=1; no fp8 weight setting"),
        overlap_common=("TP communication overlap with Transformer Engine userbuffers: TP_COMM_OVERLAP=True in the "
                        "config (model.ub_tp_comm_overlap), NVTE_UB_ATOMIC_GEMM_RS=1, NVTE_RS_STRIDED_ATOMIC=1, "
                        "NVTE_UB_SPLIT_RS=0, UB_SKIPMC=1 (config_common.sh); per-GEMM methods from "
                        "conf/tp_overlap/h100tp4pp8mbs1.yaml (custom.yaml picks h100tp<TP>pp<PP>mbs<MBS>): qkv/fc1 "
                        "dgrad and wgrad 'bulk', qkv_fprop, proj_dgrad, fc1_fprop, fc2_dgrad 'ring_exchange', "
                        "proj_fprop and fc2_fprop 'pipeline'"),
        seq_p2p=("Sequence parallelism on, overlap_p2p_comm True, batch_p2p_comm False (conf/custom.yaml defaults "
                 "SEQ_PARALLEL True, OVERLAP_P2P_COMM True, BATCH_P2P_COMM False; no config sets them)"),
        optimizer=("Adam (log: opt_name adam, beta1 0.9, beta2 0.95, epsilon 1e-08, weight decay 0.1, gradient clip "
                   "1.0) as Apex DistributedFusedAdam: NeMo optim distributed_fused_adam (USE_DIST_OPTIMIZER=True; "
                   "conf/optim/distributed_fused_adam.yaml: grad_sync_dtype bf16, overlap_grad_sync and "
                   "overlap_param_sync True, contiguous grad buffer, bucket_cap_mb 100)"),
        precision=("fp8 (Transformer Engine delayed scaling: config_fp8.sh FP8=True, FP8_HYBRID=True (E4M3 forward, "
                   "E5M2 gradients), FP8_AMAX_HISTORY=1024, FP8_AMAX_ALGO=max, FP8_REDUCE_AMAX=True); bf16 otherwise "
                   "(trainer.precision bf16, megatron_amp_O2 True)"),
        naming=("README.md 'Config naming convention': <number of nodes DGXNNODES>x<number of gpus per node>x<mini "
                "batch size>x<tensor parallelism TENSOR_MODEL_PARALLEL>x<pipeline parallelism PIPELINE_MODEL_PARALLEL>, "
                "miniBS = GBS // DP, GA = miniBS // microBS; conf/custom.yaml global_batch_size = MINIBS x (devices x "
                "num_nodes) // (TP x PP)"),
    ),
    "3.0": dict(
        framework="NeMo 1.17 on NGC PyTorch 23.04 (MLPerf Training v3.0 NVIDIA submission)",
        software=("Dockerfile: FROM nvcr.io/nvidia/pytorch:23.04-py3, NEMO_REVISION=v1.17.0_pt_23.04 "
                  "(NEMO_BASE_VERSION=1.17), TE_REVISION=release_v0.8; system description framework 'NVIDIA NeMo "
                  "Framework'"),
        common=("config_common.sh: USE_DIST_OPTIMIZER=True, CUDA_DEVICE_MAX_CONNECTIONS=1, "
                "NVTE_FWD/BWD_LAYERNORM_SM_MARGIN=4, NCCL_MIN_NCHANNELS=4, NCCL_IB_SL=1, LOG_EVERY_N_STEPS=1; "
                "no fp8 weight setting"),
        overlap_common=("TP communication overlap with Transformer Engine userbuffers: config_tp_h100.sh "
                        "TP_COMM_OVERLAP=True with TP_CONFIG_FILE h100tp4pp8mbs1_tp_comm_overlap_cfg.yaml at "
                        "MICRO_BATCH_SIZE 1 (run_and_time.sh passes model.ub_tp_comm_overlap and "
                        "model.ub_tp_comm_overlap_cfg): qkv/fc1 dgrad and wgrad 'bulk', qkv_fprop, proj_dgrad, "
                        "fc1_fprop, fc2_dgrad 'ring_exchange', proj_fprop and fc2_fprop 'pipeline'"),
        seq_p2p=("Sequence parallelism on, overlap_p2p_comm True, batch_p2p_comm False (run_and_time.sh defaults "
                 "SEQ_PARALLEL=True, OVERLAP_P2P_COMM=True, BATCH_P2P_COMM=False, passed as model.sequence_parallel, "
                 "model.overlap_p2p_comm, model.batch_p2p_comm)"),
        optimizer=("Adam (log: opt_name adam, beta1 0.9, beta2 0.95, epsilon 1e-08, weight decay 0.1, gradient clip "
                   "1.0) as Apex DistributedFusedAdam: model.optim.name distributed_fused_adam (run_and_time.sh, "
                   "USE_DIST_OPTIMIZER=True; conf/megatron_gpt_config.yaml: grad_sync_dtype bf16, overlap_grad_sync "
                   "and overlap_param_sync True, contiguous grad buffer, bucket_cap_mb 100)"),
        precision=("fp8 (Transformer Engine delayed scaling: config_fp8.sh FP8=True, FP8_HYBRID=True (E4M3 forward, "
                   "E5M2 gradients), FP8_AMAX_HISTORY=1024, FP8_AMAX_ALGO=max, FP8_REDUCE_AMAX=True); bf16 otherwise"),
        naming=("the config name reads <nodes>x<GPUs per node>x<MINIBS>x<TP>x<PP> as the .sh sets them; "
                "config_common.sh computes GLOBAL_BATCH_SIZE=MINIBS x DATA_PARALLEL with DATA_PARALLEL = "
                "DGXNNODES x DGXNGPU / (TP x PP)"),
    ),
}


def run_fields(s, v, gpus, tp, pp, dp, vpp, mbs, gbs, ga):
    """The fields every MLPerf GPT-3 row of v3.0-v4.0 fills alike (NVIDIA's
    implementation, whoever submitted it): layout, optimizer sharding, no
    recompute, the steady step time and the logs' other figures of submission
    `s` (its measured step, runs and blocks) in round `v`."""
    return dict(
        num_gpus=gpus, tp=tp, pp=pp, dp=dp, ep=1, cp=1, sequence_parallel=True,
        zero_stage_or_fsdp=("distributed optimizer (Apex DistributedFusedAdam through NeMo's distributed_fused_adam: "
                            "optimizer states sharded over the data-parallel ranks; USE_DIST_OPTIMIZER=True)"),
        vpp=vpp, micro_batch_size=mbs, global_batch_size=gbs, grad_accum_steps=ga,
        activation_recompute=("none (activations_checkpoint_granularity null: "
                              + ("config_common.sh ACT_CKPT_GRANULARITY=null" if v == "3.0"
                                 else "conf/custom.yaml default, the configs set no ACT_CKPT_GRANULARITY") + ")"),
        iteration_time_s=s["step"], iteration_time_is_derived=True,
        time_to_train_min=round(s["run_s"] / 60, 2),
        other_metrics={"per_run_median_step_s": list(s["per_run"]), "blocks_per_run": list(s["blocks"]),
                       "steps_per_block": s["steps_per_block"], "mean_steps_trained": s["steps"],
                       "mean_eval_s": s["eval_s"], "mean_startup_s": s["startup_s"],
                       "mean_run_start_to_stop_s": s["run_s"],
                       "per_run_median_train_step_timing_s": list(s["sts"]) if s["sts"] else None})


def layout_text(s):
    """What the config sets for the layout and the CUDA graphs, quoted."""
    v, tp, pp, vpp, mbs = s["v"], s["tp"], s["pp"], s["vpp"], s["mbs"]
    gpus = 8 * s["nodes"]
    dp = gpus // (tp * pp)
    if v == "4.0" and s["nodes"] > 64:
        cfg = (f"{s['config']} (README-{s['folder']}.md names it): MINIBS=${{MINIBS:=6}}, "
               f"TENSOR_MODEL_PARALLEL=${{TP:=4}}, PIPELINE_MODEL_PARALLEL=${{PP:=6}}, "
               f"DGXNNODES=${{DGXNNODES:={s['nodes']}}}, MICRO_BATCH_SIZE=1, INTERLEAVED_PIPELINE=8 "
               f"(virtual pipeline), LAYER_CUDA_GRAPH=1 (custom.yaml model.enable_cuda_graph: CUDA graphs on, the '_cg' "
               f"of the name), TP_COMM_OVERLAP=True with NVTE_UB_FP8_RS=1 (proj_fprop fp8_buf), "
               f"NVTE_UB_ATOMIC_GEMM_RS_PROJ=0, NVTE_UB_ATOMIC_GEMM_RS_FC2=1, NVTE_RS_STRIDED_ATOMIC=2, "
               f"FC2_FPROP_METHOD=pipeline with FC2_FPROP_SM=4, LOG_METRICS=OFF; defer_embedding_wgrad_compute true "
               f"(custom.yaml: PP > 1, MINIBS <= 256, MICRO_BATCH_SIZE 1)")
        name = (f"Config name {s['nodes']}x8x6x4x6 = DGXNNODES {s['nodes']} x 8 GPUs a node x MINIBS 6 x TP 4 x "
                f"PP 6, as the .sh sets them")
    elif v == "4.0":
        cfg = (f"{s['config']} (README-{s['folder']}.md names it): MINIBS=${{MINIBS:=128}} (a default the "
               f"environment can override), TENSOR_MODEL_PARALLEL=4, PIPELINE_MODEL_PARALLEL=8, MICRO_BATCH_SIZE=2, "
               f"INTERLEAVED_PIPELINE=4 (virtual pipeline), TP_COMM_OVERLAP=True, VBOOST_VALUE=1 only when MINIBS is "
               f"128; no LAYER_CUDA_GRAPH, so no CUDA graphs (custom.yaml enable_cuda_graph defaults False); "
               f"defer_embedding_wgrad_compute false (MICRO_BATCH_SIZE 2)")
        name = ("Config name 64x8x128x4x8 = DGXNNODES 64 x 8 GPUs a node x MINIBS 128 x TP 4 x PP 8, as the .sh sets "
                "them; but every log has global_batch_size 2304 and gradient_accumulation_steps 72, which are "
                f"MINIBS 144 (= 2304 / DP {dp}; GA = 144 / MICRO_BATCH_SIZE 2 = 72), so the runs set MINIBS=144 over "
                "the default (and VBOOST_VALUE=1, which the config sets only at MINIBS 128, did not apply unless set apart)")
    elif v == "3.1" and s["config"] is None:
        cfg = ("no config in the v3.1 tree matches this folder: its one 64-node config, "
               "config_DGXH100_64x8x192x4x8_mbs1.sh, exports MINIBS=192 (GBS 192 x 16 = 3072), but all three logs have "
               "global_batch_size 2048 and gradient_accumulation_steps 128; README.md's launch example names "
               "config_DGXH100_64x8x128x4x8_mbs1.sh, absent from v3.1 (v3.0 has a file of that name), and every v3.1 "
               "config exports TENSOR_MODEL_PARALLEL=4, PIPELINE_MODEL_PARALLEL=8, MICRO_BATCH_SIZE=1 and "
               "TP_COMM_OVERLAP=True: TP 4, PP 8, MBS 1 and MINIBS 128 are taken from those (DP 16 x MBS 1 x GA 128 = "
               "2048, the logged batch; TP 8 x PP 8 with MBS 2 would also give DP x MBS = 16)")
        name = "Layout inferred (see 'Config' below), not read from the run's own config"
    elif v == "3.1":
        cfg = (f"{s['config']}: MINIBS={s['minibs']}, TENSOR_MODEL_PARALLEL=4, PIPELINE_MODEL_PARALLEL=8, "
               f"DGXNNODES={s['nodes']}, MICRO_BATCH_SIZE=1, TP_COMM_OVERLAP=True; no INTERLEAVED_PIPELINE, so "
               f"custom.yaml's virtual_pipeline_model_parallel_size default 12; no CUDA graph setting in the configs "
               f"or custom.yaml, so no CUDA graphs")
        name = (f"Config name {s['nodes']}x8x{s['minibs']}x4x8 = DGXNNODES {s['nodes']} x 8 GPUs a node x MINIBS "
                f"{s['minibs']} x TP 4 x PP 8, as the .sh sets them")
    else:
        cfg = (f"{s['config']}: MINIBS=128, TENSOR_MODEL_PARALLEL=4, PIPELINE_MODEL_PARALLEL=8, DGXNNODES="
               f"${{DGXNNODES:-{s['nodes']}}}, MICRO_BATCH_SIZE=1, sources config_tp_h100.sh; config_common.sh "
               f"INTERLEAVED_PIPELINE=12, ACT_CKPT_GRANULARITY=null, ACT_CKPT_METHOD=null, ACT_CKPT_NUM_LAYERS=null; "
               f"run_and_time.sh SEQ_PARALLEL default True; no CUDA graphs (nothing in the config or run_and_time.sh "
               f"sets them)")
        name = (f"Config name {s['nodes']}x8x128x4x8 = DGXNNODES {s['nodes']} x 8 GPUs a node x MINIBS 128 x TP 4 "
                f"x PP 8, as the .sh sets them")
    return cfg, name, dp


CONFIDENCE = ("high (step time from the submitter's own log timestamps; layout from the config the submission "
              "names, checked against the logged batch and gradient accumulation)")
SUBMISSIONS[0]["confidence"] = ("high for the step time (log timestamps); the layout's MINIBS 144 is read back from the "
                                "logged batch: the runs overrode the named config's default of 128")
SUBMISSIONS[3]["confidence"] = ("medium (step time from the log timestamps; TP 4, PP 8, MBS 1 inferred: no config in the "
                                "v3.1 repository matches the logged batch, see notes)")
assert SUBMISSIONS[0]["folder"] == "eos_n64_ngc24.04_nemo" and SUBMISSIONS[3]["folder"] == "eos_n64_ngc23.09_nemo"

rows = []
for s in SUBMISSIONS:
    v, rel = s["v"], RELEASE[s["v"]]
    gpus = 8 * s["nodes"]
    cfg, name, dp = layout_text(s)
    tp, pp, vpp, mbs, gbs, ga = s["tp"], s["pp"], s["vpp"], s["mbs"], s["gbs"], s["ga"]
    assert tp * pp * dp == gpus and dp * mbs * ga == gbs and s["minibs"] == mbs * ga, s["folder"]
    assert L % (pp * vpp) == 0
    mean = statistics.mean(s["per_run"])
    assert round(mean, 4) == s["step"], (s["folder"], mean)
    results = f"NVIDIA/results/{s['folder']}/gpt3/result_0.txt, result_1.txt, result_2.txt"
    if v == "3.0":
        how = (f"the v3.0 logs have one block_start and one block_stop per run (no per-block stops, no epoch_count "
               f"at the stop), which scripts/mlperf-timed-region cannot read (KeyError 'epoch_count'); so here, per "
               f"run, the training segments from block_start or eval_stop to the next eval_start, each (difference of "
               f"eval_start epoch_num tokens) / 2048 / GBS {gbs} = {s['steps_per_block']} steps ({'/'.join(map(str, s['blocks']))} "
               f"segments in the three runs), median after the first of segment seconds / {s['steps_per_block']}: "
               f"{', '.join(f'{x:.5f}' for x in s['per_run'])} s; mean {mean:.5f} = {s['step']} s")
    else:
        how = (f"per run, the blocks (block_start .. block_stop: epoch_count {s['steps_per_block'] * gbs * SEQ} "
               f"tokens = {s['steps_per_block'] * gbs * SEQ} / 2048 / GBS {gbs} = {s['steps_per_block']} steps each; "
               f"{'/'.join(map(str, s['blocks']))} blocks in the three runs), median after the first of block seconds "
               f"/ {s['steps_per_block']}: {', '.join(f'{x:.5f}' for x in s['per_run'])} s; mean {mean:.5f} = "
               f"{s['step']} s, the step_s that `scripts/mlperf-timed-region <v{v} mirror> "
               f"NVIDIA/results/{s['folder']}/gpt3 --tokens-per-sample 2048` prints (steps {s['steps']}, eval_s "
               f"{s['eval_s']}, startup_s {s['startup_s']}, mean run_start..run_stop {s['run_s']} s)")
    sts_text = ""
    if s["sts"]:
        sts_text = (f" NeMo's own per-step train_step_timing (tracked_stats, one a step) has medians after the first "
                    f"step of {', '.join(f'{x:.5f}' for x in s['sts'])} s (mean {statistics.mean(s['sts']):.4f} s, "
                    f"{100 * (1 - statistics.mean(s['sts']) / mean):.1f}% below the block figure, which also holds "
                    f"the host's work between steps).")
    unit = "segment" if v == "3.0" else "block"
    notes = (
        f"Steady step time = {how}. The first {unit} of each run is left out (warm-up after "
        f"the run_start); evaluation is outside the {unit}s.{sts_text} "
        f"{name}; DP = {gpus} GPUs / (TP {tp} x PP {pp}) = {dp}; GBS = MINIBS {s['minibs']} x DP {dp} = {gbs} "
        f"(logged global_batch_size {gbs}); GA = MINIBS / MBS = {s['minibs']} / {mbs} = {ga} (logged "
        f"gradient_accumulation_steps {ga}); {L} layers / (PP {pp} x virtual pipeline {vpp}) = {L // (pp * vpp)} "
        f"a model chunk. Config: {cfg}. Naming: {rel['naming']}. Common settings: {rel['common']}. "
        f"{rel['overlap_common'].format(mbs=mbs)}. {rel['seq_p2p']}; no activation recompute "
        f"(activations_checkpoint_granularity null). Software: {rel['software']}. "
        f"Time to train: mean run_start..run_stop {s['run_s']} s over the three runs = "
        f"{s['run_s'] / 60:.2f} min, from the benchmark checkpoint to log perplexity 2.69.")
    rows.append(keyed_row(
        source_group=f"mlperf_training_v{v}_nvidia_gpt3_h100",
        source=(f"MLCommons MLPerf Training v{v} results ({YEAR[v]}), github.com/mlcommons/training_results_v{v} "
                f"(mirror HEAD {MIRROR_HEAD[v][:12]}): NVIDIA closed-division GPT-3 175B submission {s['folder']}, "
                f"result logs {results}; system NVIDIA/systems/{s['folder']}.json; implementation {IMPL[v]}"
                + (f"/{s['config']}" if s["config"] else "")),
        source_locator=(f"{results}: MLLOG block_start/block_stop (v3.0: block_start/eval_start/eval_stop) time_ms "
                        f"and epoch_count/epoch_num; global_batch_size {gbs}; gradient_accumulation_steps {ga}; "
                        f"max_sequence_length 2048; submission_platform '{s['nodes']}xNVIDIA DGX H100'"),
        confidence=s.get("confidence", CONFIDENCE),
        value_origin="derived", completeness="full",
        **MODEL, **node(s["net"], f"NVIDIA {'Eos' if v != '3.0' else 'DGX H100 cluster'} (MLPerf system {s['system']})"),
        **run_fields(s, v, gpus, tp, pp, dp, vpp, mbs, gbs, ga),
        precision=rel["precision"], optimizer=rel["optimizer"], framework=rel["framework"],
        notes=notes))
