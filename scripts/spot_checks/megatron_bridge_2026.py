"""Spot-check rows for scripts/make-spot-checks (its `rows`): the pre-training
tables of NVIDIA-NeMo/Megatron-Bridge's performance summaries for the 2026
containers not in the development set: 26.02, 26.02.01 and 26.04 from
docs/performance-summary-archive.md, 26.06, 26.06.01 from the same archive and
26.08 from docs/performance-summary.md, at commit 067f987df (2026-08-22). One
row per table cell of a model Shoal's model expresses (Llama 3 / 3.1,
DeepSeek-V3, Qwen3-30B-A3B and 235B-A22B, gpt-oss-120b, Kimi-K2; the Nemotron 3
Mamba hybrids and DeepSeek V4 are left out), each at the first release that
prints its exact numbers, none already a development row (26.04.01, 25.11).
Layouts are the table's; recompute, activation offload, Megatron-FSDP, the
MoE dispatcher and CUDA graphs are the release's performance presets' (tags
v0.3.0 = 26.02, v0.3.1 = 26.02.01, v0.4.0 = 26.04, v0.5.0 = 26.06, v0.5.1 =
26.06.01, v0.6.0 = 26.08: scripts/performance/configs/*_workload_base_configs.py
or src/megatron/bridge/perf_recipes/), the preset matched by GPUs, batch sizes
and every parallel degree; each row's source_locator quotes its table row and
names the preset, its notes carry the arithmetic (iteration time = GBS x
sequence length / (tokens/s/GPU x GPUs), DP, GA). Kept as the rows
themselves: the presets were read from the repository at those tags."""

rows = [{'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: LLAMA3_70B', row: | DGX-GB300 | 64 | NVFP4 | 256 | 1 | 8192 | 0 "
                    '| 1 | 4 | 1 | 5 | n/a | 6798 | 3056 |; preset '
                    'LLAMA3_70B_PRETRAIN_CONFIG_GB300_NVFP4_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3/3.1-70B',
  'model_type': 'dense',
  'num_layers': 80,
  'hidden_size': 8192,
  'ffn_hidden_size': 28672,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 70.6,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 4,
  'dp': 16,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 5,
  'micro_batch_size': 1,
  'global_batch_size': 256,
  'grad_accum_steps': 16,
  'activation_recompute': None,
  'precision': 'NVFP4',
  'optimizer': None,
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 4.82,
  'iteration_time_is_derived': True,
  'tokens_per_s': 435072,
  'tokens_per_s_per_gpu': 6798,
  'tflops_per_gpu': 3056,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB300 NVL72 (compute trays of 2 Grace + 4 B300 GPUs, 288 GB HBM3e each; '
           'NVLink domain of 72 GPUs per rack). NVFP4: 4-bit E2M1 values with E4M3 scales per 16 '
           "elements (Transformer Engine NVFP4 recipe). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama3_workload_base_configs.py at v0.3.0, '
           'LLAMA3_70B_PRETRAIN_CONFIG_GB300_NVFP4_V2): TP1 PP4 CP1 VPP5 micro-batch 1 as the '
           "table states, cuda_graph_impl 'none': no CUDA graphs. TP communication overlap off, as "
           "this release's script sets it for NVFP4 "
           '(scripts/performance/configs/llama/llama3_llm_pretrain.py at v0.3.0: '
           "cfg.comm_overlap.tp_comm_overlap = False if precision == 'nvfp4'): tp_comm_overlap = "
           'False. Megatron DP = 64/(TP 1 x PP 4 x CP 1) = 16, GA = 256/(16 x 1) = 16; iteration '
           "time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's performance scripts "
           'set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: LLAMA3_70B', row: | DGX-GB200 | 64 | NVFP4 | 256 | 1 | 8192 | 0 "
                    '| 2 | 4 | 1 | 5 | n/a | 4458 | 2004 |; preset '
                    'LLAMA3_70B_PRETRAIN_CONFIG_GB200_NVFP4_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3/3.1-70B',
  'model_type': 'dense',
  'num_layers': 80,
  'hidden_size': 8192,
  'ffn_hidden_size': 28672,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 70.6,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 64,
  'tp': 2,
  'pp': 4,
  'dp': 8,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 5,
  'micro_batch_size': 1,
  'global_batch_size': 256,
  'grad_accum_steps': 32,
  'activation_recompute': None,
  'precision': 'NVFP4',
  'optimizer': None,
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 7.35,
  'iteration_time_is_derived': True,
  'tokens_per_s': 285312,
  'tokens_per_s_per_gpu': 4458,
  'tflops_per_gpu': 2004,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB200 NVL72 (compute trays of 2 Grace + 4 B200-class GPUs, 186 GB HBM3e '
           'each; NVLink domain of 72 GPUs per rack). NVFP4: 4-bit E2M1 values with E4M3 scales '
           "per 16 elements (Transformer Engine NVFP4 recipe). Configuration of this release's "
           'recipe (NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama3_workload_base_configs.py at v0.3.0, '
           'LLAMA3_70B_PRETRAIN_CONFIG_GB200_NVFP4_V2): TP2 PP4 CP1 VPP5 micro-batch 1 as the '
           "table states, cuda_graph_impl 'none': no CUDA graphs. TP communication overlap off, as "
           "this release's script sets it for NVFP4 "
           '(scripts/performance/configs/llama/llama3_llm_pretrain.py at v0.3.0: '
           "cfg.comm_overlap.tp_comm_overlap = False if precision == 'nvfp4'): tp_comm_overlap = "
           'False. Megatron DP = 64/(TP 2 x PP 4 x CP 1) = 8, GA = 256/(8 x 1) = 32; iteration '
           "time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's performance scripts "
           'set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: LLAMA3_70B', row: | DGX-GB300 | 64 | MXFP8 | 256 | 1 | 8192 | 0 "
                    '| 1 | 4 | 1 | 5 | n/a | 4596 | 2064 |; preset '
                    'LLAMA3_70B_PRETRAIN_CONFIG_GB300_FP8_MX_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3/3.1-70B',
  'model_type': 'dense',
  'num_layers': 80,
  'hidden_size': 8192,
  'ffn_hidden_size': 28672,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 70.6,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 4,
  'dp': 16,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 5,
  'micro_batch_size': 1,
  'global_batch_size': 256,
  'grad_accum_steps': 16,
  'activation_recompute': None,
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 7.13,
  'iteration_time_is_derived': True,
  'tokens_per_s': 294144,
  'tokens_per_s_per_gpu': 4596,
  'tflops_per_gpu': 2064,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB300 NVL72 (compute trays of 2 Grace + 4 B300 GPUs, 288 GB HBM3e each; '
           "NVLink domain of 72 GPUs per rack). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama3_workload_base_configs.py at v0.3.0, '
           'LLAMA3_70B_PRETRAIN_CONFIG_GB300_FP8_MX_V2): TP1 PP4 CP1 VPP5 micro-batch 1 as the '
           'table states. Megatron DP = 64/(TP 1 x PP 4 x CP 1) = 16, GA = 256/(16 x 1) = 16; '
           "iteration time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: LLAMA3_70B', row: | DGX-GB200 | 64 | MXFP8 | 256 | 1 | 8192 | 0 "
                    '| 2 | 4 | 1 | 5 | n/a | 3613 | 1623 |; preset '
                    'LLAMA3_70B_PRETRAIN_CONFIG_GB200_FP8_MX_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3/3.1-70B',
  'model_type': 'dense',
  'num_layers': 80,
  'hidden_size': 8192,
  'ffn_hidden_size': 28672,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 70.6,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 64,
  'tp': 2,
  'pp': 4,
  'dp': 8,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 5,
  'micro_batch_size': 1,
  'global_batch_size': 256,
  'grad_accum_steps': 32,
  'activation_recompute': None,
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 9.069,
  'iteration_time_is_derived': True,
  'tokens_per_s': 231232,
  'tokens_per_s_per_gpu': 3613,
  'tflops_per_gpu': 1623,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB200 NVL72 (compute trays of 2 Grace + 4 B200-class GPUs, 186 GB HBM3e '
           "each; NVLink domain of 72 GPUs per rack). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama3_workload_base_configs.py at v0.3.0, '
           'LLAMA3_70B_PRETRAIN_CONFIG_GB200_FP8_MX_V2): TP2 PP4 CP1 VPP5 micro-batch 1 as the '
           'table states. Megatron DP = 64/(TP 2 x PP 4 x CP 1) = 8, GA = 256/(8 x 1) = 32; '
           "iteration time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: LLAMA3_70B', row: | DGX-GB300 | 64 | FP8 | 256 | 2 | 8192 | 64 "
                    '| 1 | 1 | 1 | n/a | n/a | 5003 | 2248 |; preset '
                    'LLAMA3_70B_PRETRAIN_CONFIG_GB300_FP8_CS_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3/3.1-70B',
  'model_type': 'dense',
  'num_layers': 80,
  'hidden_size': 8192,
  'ffn_hidden_size': 28672,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 70.6,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 1,
  'dp': 64,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'Megatron-FSDP (sharding group = all GPUs)',
  'vpp': None,
  'micro_batch_size': 2,
  'global_batch_size': 256,
  'grad_accum_steps': 2,
  'activation_recompute': None,
  'precision': 'FP8 current scaling (fp8_cs)',
  'optimizer': None,
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 6.55,
  'iteration_time_is_derived': True,
  'tokens_per_s': 320192,
  'tokens_per_s_per_gpu': 5003,
  'tflops_per_gpu': 2248,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB300 NVL72 (compute trays of 2 Grace + 4 B300 GPUs, 288 GB HBM3e each; '
           "NVLink domain of 72 GPUs per rack). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama3_workload_base_configs.py at v0.3.0, '
           'LLAMA3_70B_PRETRAIN_CONFIG_GB300_FP8_CS_V2): TP1 PP1 CP1 micro-batch 2 as the table '
           "states, Megatron-FSDP (use_megatron_fsdp=True, the table's FSDP 64), activation "
           'offloading, not recompute: cpu_offloading_num_layers 20 (the activations of 20 of 80 '
           'layers kept in CPU memory); validate reads cpu_offloading_num_layers from these notes. '
           'Megatron DP = 64/(TP 1 x PP 1 x CP 1) = 64, GA = 256/(64 x 2) = 2; iteration time = '
           "GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge at v0.3.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: LLAMA3_70B', row: | DGX-GB200 | 64 | FP8 | 256 | 2 | 8192 | 64 "
                    '| 1 | 1 | 1 | n/a | n/a | 4040 | 1815 |; preset '
                    'LLAMA3_70B_PRETRAIN_CONFIG_GB200_FP8_CS_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3/3.1-70B',
  'model_type': 'dense',
  'num_layers': 80,
  'hidden_size': 8192,
  'ffn_hidden_size': 28672,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 70.6,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 1,
  'dp': 64,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'Megatron-FSDP (sharding group = all GPUs)',
  'vpp': None,
  'micro_batch_size': 2,
  'global_batch_size': 256,
  'grad_accum_steps': 2,
  'activation_recompute': None,
  'precision': 'FP8 current scaling (fp8_cs)',
  'optimizer': None,
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 8.111,
  'iteration_time_is_derived': True,
  'tokens_per_s': 258560,
  'tokens_per_s_per_gpu': 4040,
  'tflops_per_gpu': 1815,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB200 NVL72 (compute trays of 2 Grace + 4 B200-class GPUs, 186 GB HBM3e '
           "each; NVLink domain of 72 GPUs per rack). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama3_workload_base_configs.py at v0.3.0, '
           'LLAMA3_70B_PRETRAIN_CONFIG_GB200_FP8_CS_V2): TP1 PP1 CP1 micro-batch 2 as the table '
           "states, Megatron-FSDP (use_megatron_fsdp=True, the table's FSDP 64), activation "
           'offloading, not recompute: cpu_offloading_num_layers 40 (the activations of 40 of 80 '
           'layers kept in CPU memory); validate reads cpu_offloading_num_layers from these notes. '
           'Megatron DP = 64/(TP 1 x PP 1 x CP 1) = 64, GA = 256/(64 x 2) = 2; iteration time = '
           "GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge at v0.3.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxh100',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-H100)",
  'source_locator': "table 'Model: LLAMA3_70B', row: | DGX-H100 | 64 | FP8 | 256 | 1 | 8192 | 0 | "
                    '4 | 8 | 1 | 5 | n/a | 1621 | 728 |; preset '
                    'LLAMA3_70B_PRETRAIN_CONFIG_H100_FP8_CS_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3/3.1-70B',
  'model_type': 'dense',
  'num_layers': 80,
  'hidden_size': 8192,
  'ffn_hidden_size': 28672,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 70.6,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'H100 SXM5 80GB',
  'gpu_memory_gb': 80,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink4 via NVSwitch (900 GB/s bidirectional per GPU)',
  'inter_node_network': '8x 400 Gb/s NDR InfiniBand (ConnectX-7) per node',
  'system_name': 'NVIDIA DGX H100 cluster',
  'num_gpus': 64,
  'tp': 4,
  'pp': 8,
  'dp': 2,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 5,
  'micro_batch_size': 1,
  'global_batch_size': 256,
  'grad_accum_steps': 128,
  'activation_recompute': None,
  'precision': 'FP8 current scaling (fp8_cs)',
  'optimizer': None,
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 20.215,
  'iteration_time_is_derived': True,
  'tokens_per_s': 103744,
  'tokens_per_s_per_gpu': 1621,
  'tflops_per_gpu': 728,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/llama/llama3_workload_base_configs.py at v0.3.0, '
           'LLAMA3_70B_PRETRAIN_CONFIG_H100_FP8_CS_V2): TP4 PP8 CP1 VPP5 micro-batch 1 as the '
           'table states. Megatron DP = 64/(TP 4 x PP 8 x CP 1) = 2, GA = 256/(2 x 1) = 128; '
           "iteration time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: LLAMA3.1_405B', row: | DGX-GB300 | 256 | NVFP4 | 1536 | 1 | "
                    '8192 | 0 | 4 | 8 | 1 | 4 | n/a | 1333 | 3365 |; preset '
                    'LLAMA31_405B_PRETRAIN_CONFIG_GB300_NVFP4_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3.1-405B',
  'model_type': 'dense',
  'num_layers': 126,
  'hidden_size': 16384,
  'ffn_hidden_size': 53248,
  'num_attention_heads': 128,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 405.0,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 256,
  'tp': 4,
  'pp': 8,
  'dp': 8,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 1536,
  'grad_accum_steps': 192,
  'activation_recompute': None,
  'precision': 'NVFP4',
  'optimizer': None,
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 36.873,
  'iteration_time_is_derived': True,
  'tokens_per_s': 341248,
  'tokens_per_s_per_gpu': 1333,
  'tflops_per_gpu': 3365,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB300 NVL72 (compute trays of 2 Grace + 4 B300 GPUs, 288 GB HBM3e each; '
           'NVLink domain of 72 GPUs per rack). NVFP4: 4-bit E2M1 values with E4M3 scales per 16 '
           "elements (Transformer Engine NVFP4 recipe). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama31_workload_base_configs.py at v0.3.0, '
           'LLAMA31_405B_PRETRAIN_CONFIG_GB300_NVFP4_V2): TP4 PP8 CP1 VPP4 micro-batch 1 as the '
           "table states, cuda_graph_impl 'none': no CUDA graphs. TP communication overlap off, as "
           "this release's script sets it for NVFP4 "
           '(scripts/performance/configs/llama/llama31_llm_pretrain.py at v0.3.0: '
           "cfg.comm_overlap.tp_comm_overlap = False if precision == 'nvfp4'): tp_comm_overlap = "
           'False. Megatron DP = 256/(TP 4 x PP 8 x CP 1) = 8, GA = 1536/(8 x 1) = 192; iteration '
           "time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's performance scripts "
           'set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: LLAMA3.1_405B', row: | DGX-GB200 | 256 | NVFP4 | 1536 | 1 | "
                    '8192 | 0 | 4 | 16 | 1 | 8 | n/a | 1076 | 2716 |; preset '
                    'LLAMA31_405B_PRETRAIN_CONFIG_GB200_NVFP4_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3.1-405B',
  'model_type': 'dense',
  'num_layers': 126,
  'hidden_size': 16384,
  'ffn_hidden_size': 53248,
  'num_attention_heads': 128,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 405.0,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 256,
  'tp': 4,
  'pp': 16,
  'dp': 4,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 8,
  'micro_batch_size': 1,
  'global_batch_size': 1536,
  'grad_accum_steps': 384,
  'activation_recompute': None,
  'precision': 'NVFP4',
  'optimizer': None,
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 45.68,
  'iteration_time_is_derived': True,
  'tokens_per_s': 275456,
  'tokens_per_s_per_gpu': 1076,
  'tflops_per_gpu': 2716,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB200 NVL72 (compute trays of 2 Grace + 4 B200-class GPUs, 186 GB HBM3e '
           'each; NVLink domain of 72 GPUs per rack). NVFP4: 4-bit E2M1 values with E4M3 scales '
           "per 16 elements (Transformer Engine NVFP4 recipe). Configuration of this release's "
           'recipe (NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama31_workload_base_configs.py at v0.3.0, '
           'LLAMA31_405B_PRETRAIN_CONFIG_GB200_NVFP4_V2): TP4 PP16 CP1 VPP8 micro-batch 1 as the '
           "table states, cuda_graph_impl 'none': no CUDA graphs. TP communication overlap off, as "
           "this release's script sets it for NVFP4 "
           '(scripts/performance/configs/llama/llama31_llm_pretrain.py at v0.3.0: '
           "cfg.comm_overlap.tp_comm_overlap = False if precision == 'nvfp4'): tp_comm_overlap = "
           'False. Megatron DP = 256/(TP 4 x PP 16 x CP 1) = 4, GA = 1536/(4 x 1) = 384; iteration '
           "time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's performance scripts "
           'set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: LLAMA3.1_405B', row: | DGX-GB300 | 256 | MXFP8 | 1536 | 1 | "
                    '8192 | 0 | 2 | 8 | 2 | 4 | n/a | 931 | 2349 |; preset '
                    'LLAMA31_405B_PRETRAIN_CONFIG_GB300_FP8_MX_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3.1-405B',
  'model_type': 'dense',
  'num_layers': 126,
  'hidden_size': 16384,
  'ffn_hidden_size': 53248,
  'num_attention_heads': 128,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 405.0,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 256,
  'tp': 2,
  'pp': 8,
  'dp': 8,
  'ep': 1,
  'etp': None,
  'cp': 2,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 1536,
  'grad_accum_steps': 192,
  'activation_recompute': None,
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 52.795,
  'iteration_time_is_derived': True,
  'tokens_per_s': 238336,
  'tokens_per_s_per_gpu': 931,
  'tflops_per_gpu': 2349,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB300 NVL72 (compute trays of 2 Grace + 4 B300 GPUs, 288 GB HBM3e each; '
           "NVLink domain of 72 GPUs per rack). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama31_workload_base_configs.py at v0.3.0, '
           'LLAMA31_405B_PRETRAIN_CONFIG_GB300_FP8_MX_V2): TP2 PP8 CP2 VPP4 micro-batch 1 as the '
           'table states. Megatron DP = 256/(TP 2 x PP 8 x CP 2) = 8, GA = 1536/(8 x 1) = 192; '
           "iteration time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: LLAMA3.1_405B', row: | DGX-GB200 | 256 | MXFP8 | 1536 | 1 | "
                    '8192 | 0 | 4 | 16 | 1 | 8 | n/a | 786 | 1983 |; preset '
                    'LLAMA31_405B_PRETRAIN_CONFIG_GB200_FP8_MX_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3.1-405B',
  'model_type': 'dense',
  'num_layers': 126,
  'hidden_size': 16384,
  'ffn_hidden_size': 53248,
  'num_attention_heads': 128,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 405.0,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 256,
  'tp': 4,
  'pp': 16,
  'dp': 4,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 8,
  'micro_batch_size': 1,
  'global_batch_size': 1536,
  'grad_accum_steps': 384,
  'activation_recompute': None,
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 62.534,
  'iteration_time_is_derived': True,
  'tokens_per_s': 201216,
  'tokens_per_s_per_gpu': 786,
  'tflops_per_gpu': 1983,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB200 NVL72 (compute trays of 2 Grace + 4 B200-class GPUs, 186 GB HBM3e '
           "each; NVLink domain of 72 GPUs per rack). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama31_workload_base_configs.py at v0.3.0, '
           'LLAMA31_405B_PRETRAIN_CONFIG_GB200_FP8_MX_V2): TP4 PP16 CP1 VPP8 micro-batch 1 as the '
           'table states. Megatron DP = 256/(TP 4 x PP 16 x CP 1) = 4, GA = 1536/(4 x 1) = 384; '
           "iteration time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: LLAMA3.1_405B', row: | DGX-GB300 | 256 | FP8 | 1536 | 1 | 8192 "
                    '| 0 | 4 | 8 | 1 | 4 | n/a | 988 | 2495 |; preset '
                    'LLAMA31_405B_PRETRAIN_CONFIG_GB300_FP8_CS_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3.1-405B',
  'model_type': 'dense',
  'num_layers': 126,
  'hidden_size': 16384,
  'ffn_hidden_size': 53248,
  'num_attention_heads': 128,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 405.0,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 256,
  'tp': 4,
  'pp': 8,
  'dp': 8,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 1536,
  'grad_accum_steps': 192,
  'activation_recompute': None,
  'precision': 'FP8 current scaling (fp8_cs)',
  'optimizer': None,
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 49.749,
  'iteration_time_is_derived': True,
  'tokens_per_s': 252928,
  'tokens_per_s_per_gpu': 988,
  'tflops_per_gpu': 2495,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB300 NVL72 (compute trays of 2 Grace + 4 B300 GPUs, 288 GB HBM3e each; '
           "NVLink domain of 72 GPUs per rack). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama31_workload_base_configs.py at v0.3.0, '
           'LLAMA31_405B_PRETRAIN_CONFIG_GB300_FP8_CS_V2): TP4 PP8 CP1 VPP4 micro-batch 1 as the '
           'table states. Megatron DP = 256/(TP 4 x PP 8 x CP 1) = 8, GA = 1536/(8 x 1) = 192; '
           "iteration time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: LLAMA3.1_405B', row: | DGX-GB200 | 256 | FP8 | 1536 | 1 | 8192 "
                    '| 0 | 4 | 16 | 1 | 4 | n/a | 793 | 2004 |; preset '
                    'LLAMA31_405B_PRETRAIN_CONFIG_GB200_FP8_CS_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3.1-405B',
  'model_type': 'dense',
  'num_layers': 126,
  'hidden_size': 16384,
  'ffn_hidden_size': 53248,
  'num_attention_heads': 128,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 405.0,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 256,
  'tp': 4,
  'pp': 16,
  'dp': 4,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 1536,
  'grad_accum_steps': 384,
  'activation_recompute': None,
  'precision': 'FP8 current scaling (fp8_cs)',
  'optimizer': None,
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 61.982,
  'iteration_time_is_derived': True,
  'tokens_per_s': 203008,
  'tokens_per_s_per_gpu': 793,
  'tflops_per_gpu': 2004,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB200 NVL72 (compute trays of 2 Grace + 4 B200-class GPUs, 186 GB HBM3e '
           "each; NVLink domain of 72 GPUs per rack). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama31_workload_base_configs.py at v0.3.0, '
           'LLAMA31_405B_PRETRAIN_CONFIG_GB200_FP8_CS_V2): TP4 PP16 CP1 VPP4 micro-batch 1 as the '
           'table states. Megatron DP = 256/(TP 4 x PP 16 x CP 1) = 4, GA = 1536/(4 x 1) = 384; '
           "iteration time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxh100',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-H100)",
  'source_locator': "table 'Model: LLAMA3.1_405B', row: | DGX-H100 | 1024 | FP8 | 1536 | 1 | 8192 "
                    '| 0 | 8 | 8 | 2 | 8 | n/a | 311 | 784 |; preset '
                    'LLAMA31_405B_PRETRAIN_CONFIG_H100_FP8_CS_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3.1-405B',
  'model_type': 'dense',
  'num_layers': 126,
  'hidden_size': 16384,
  'ffn_hidden_size': 53248,
  'num_attention_heads': 128,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 405.0,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'H100 SXM5 80GB',
  'gpu_memory_gb': 80,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink4 via NVSwitch (900 GB/s bidirectional per GPU)',
  'inter_node_network': '8x 400 Gb/s NDR InfiniBand (ConnectX-7) per node',
  'system_name': 'NVIDIA DGX H100 cluster',
  'num_gpus': 1024,
  'tp': 8,
  'pp': 8,
  'dp': 8,
  'ep': 1,
  'etp': None,
  'cp': 2,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 8,
  'micro_batch_size': 1,
  'global_batch_size': 1536,
  'grad_accum_steps': 192,
  'activation_recompute': None,
  'precision': 'FP8 current scaling (fp8_cs)',
  'optimizer': None,
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 39.511,
  'iteration_time_is_derived': True,
  'tokens_per_s': 318464,
  'tokens_per_s_per_gpu': 311,
  'tflops_per_gpu': 784,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/llama/llama31_workload_base_configs.py at v0.3.0, '
           'LLAMA31_405B_PRETRAIN_CONFIG_H100_FP8_CS_V2): TP8 PP8 CP2 VPP8 micro-batch 1 as the '
           'table states. Megatron DP = 1024/(TP 8 x PP 8 x CP 2) = 8, GA = 1536/(8 x 1) = 192; '
           "iteration time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: DeepSeekV3', row: | DGX-GB300 | 256 | MXFP8 | 4096 | 2 | 4096 | "
                    '0 | 1 | 2 | 1 | 8 | 32 | 4612 | 1199 |; preset '
                    'DEEPSEEK_V3_PRETRAIN_CONFIG_GB300_FP8_MX_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'DeepSeek-V3 (671B)',
  'model_type': 'moe',
  'num_layers': 61,
  'hidden_size': 7168,
  'ffn_hidden_size': 18432,
  'num_attention_heads': 128,
  'num_kv_heads': 128,
  'vocab_size': 129280,
  'seq_len': 4096,
  'total_params_b': 671.0,
  'active_params_b': 37.0,
  'num_experts': 256,
  'num_shared_experts': 1,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 2048,
  'moe_layers': 'layers 4-61 (first 3 dense, FFN 18432)',
  'capacity_factor': None,
  'arch_notes': 'MLA (q_lora_rank 1536, kv_lora_rank 512, qk_nope 128, qk_rope 64, v_head 128); '
                'node-limited routing (<=4 nodes); MTP depth 1 in original training',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 2,
  'dp': 128,
  'ep': 32,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 8,
  'micro_batch_size': 2,
  'global_batch_size': 4096,
  'grad_accum_steps': 16,
  'activation_recompute': 'selective (mla_up_proj), as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': 'Adam, Megatron-Core precision-aware optimizer as the DeepSeek-V3 recipe sets it: '
               'fp32 main params, main_grads_dtype bf16, exp_avg_dtype / exp_avg_sq_dtype bf16 '
               '(bf16 moments) (NVIDIA-NeMo/Megatron-Bridge '
               'src/megatron/bridge/recipes/deepseek/deepseek_v3.py at v0.3.0)',
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core), DeepEP dispatcher',
  'iteration_time_s': 14.21,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1180672,
  'tokens_per_s_per_gpu': 4612,
  'tflops_per_gpu': 1199,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB300 NVL72 (compute trays of 2 '
           'Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/deepseek/deepseek_workload_base_configs.py at v0.3.0, '
           'DEEPSEEK_V3_PRETRAIN_CONFIG_GB300_FP8_MX_V2): TP1 PP2 CP1 VPP8 EP32 micro-batch 2 as '
           'the table states, recompute_modules mla_up_proj, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=False. Megatron DP = 256/(TP 1 x PP 2 x CP 1) = 128, GA = 4096/(128 x '
           "2) = 16; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: DeepSeekV3', row: | DGX-GB200 | 256 | MXFP8 | 4096 | 1 | 4096 | "
                    '0 | 1 | 4 | 1 | 4 | 64 | 3955 | 1028 |; preset '
                    'DEEPSEEK_V3_PRETRAIN_CONFIG_GB200_FP8_MX_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'DeepSeek-V3 (671B)',
  'model_type': 'moe',
  'num_layers': 61,
  'hidden_size': 7168,
  'ffn_hidden_size': 18432,
  'num_attention_heads': 128,
  'num_kv_heads': 128,
  'vocab_size': 129280,
  'seq_len': 4096,
  'total_params_b': 671.0,
  'active_params_b': 37.0,
  'num_experts': 256,
  'num_shared_experts': 1,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 2048,
  'moe_layers': 'layers 4-61 (first 3 dense, FFN 18432)',
  'capacity_factor': None,
  'arch_notes': 'MLA (q_lora_rank 1536, kv_lora_rank 512, qk_nope 128, qk_rope 64, v_head 128); '
                'node-limited routing (<=4 nodes); MTP depth 1 in original training',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 4,
  'dp': 64,
  'ep': 64,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 4096,
  'grad_accum_steps': 64,
  'activation_recompute': 'selective (mla_up_proj), as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': 'Adam, Megatron-Core precision-aware optimizer as the DeepSeek-V3 recipe sets it: '
               'fp32 main params, main_grads_dtype bf16, exp_avg_dtype / exp_avg_sq_dtype bf16 '
               '(bf16 moments) (NVIDIA-NeMo/Megatron-Bridge '
               'src/megatron/bridge/recipes/deepseek/deepseek_v3.py at v0.3.0)',
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core), DeepEP dispatcher',
  'iteration_time_s': 16.57,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1012480,
  'tokens_per_s_per_gpu': 3955,
  'tflops_per_gpu': 1028,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB200 NVL72 (compute trays of 2 '
           'Grace + 4 B200-class GPUs, 186 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/deepseek/deepseek_workload_base_configs.py at v0.3.0, '
           'DEEPSEEK_V3_PRETRAIN_CONFIG_GB200_FP8_MX_V2): TP1 PP4 CP1 VPP4 EP64 micro-batch 1 as '
           'the table states, recompute_modules mla_up_proj, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=False, graph capture of attn, moe_router, moe_preprocess only '
           '(cuda_graph_impl transformer_engine with that cuda_graph_scope; the rest eager). '
           'Megatron DP = 256/(TP 1 x PP 4 x CP 1) = 64, GA = 4096/(64 x 1) = 64; iteration time = '
           "GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge at v0.3.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-B300)",
  'source_locator': "table 'Model: DeepSeekV3', row: | DGX-B300 | 256 | MXFP8 | 4096 | 1 | 4096 | "
                    '0 | 1 | 16 | 1 | n/a | 8 | 2983 | 776 |; preset '
                    'DEEPSEEK_V3_PRETRAIN_CONFIG_B300_FP8_MX_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'DeepSeek-V3 (671B)',
  'model_type': 'moe',
  'num_layers': 61,
  'hidden_size': 7168,
  'ffn_hidden_size': 18432,
  'num_attention_heads': 128,
  'num_kv_heads': 128,
  'vocab_size': 129280,
  'seq_len': 4096,
  'total_params_b': 671.0,
  'active_params_b': 37.0,
  'num_experts': 256,
  'num_shared_experts': 1,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 2048,
  'moe_layers': 'layers 4-61 (first 3 dense, FFN 18432)',
  'capacity_factor': None,
  'arch_notes': 'MLA (q_lora_rank 1536, kv_lora_rank 512, qk_nope 128, qk_rope 64, v_head 128); '
                'node-limited routing (<=4 nodes); MTP depth 1 in original training',
  'gpu_type': 'B300 SXM 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink5 via NVSwitch (1.8 TB/s bidirectional per GPU)',
  'inter_node_network': '8x 800 Gb/s InfiniBand (ConnectX-8) per node',
  'system_name': 'NVIDIA DGX B300 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 16,
  'dp': 16,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 1,
  'global_batch_size': 4096,
  'grad_accum_steps': 256,
  'activation_recompute': 'selective (mla_up_proj), as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': 'Adam, Megatron-Core precision-aware optimizer as the DeepSeek-V3 recipe sets it: '
               'fp32 main params, main_grads_dtype bf16, exp_avg_dtype / exp_avg_sq_dtype bf16 '
               '(bf16 moments) (NVIDIA-NeMo/Megatron-Bridge '
               'src/megatron/bridge/recipes/deepseek/deepseek_v3.py at v0.3.0)',
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core), DeepEP dispatcher',
  'iteration_time_s': 21.97,
  'iteration_time_is_derived': True,
  'tokens_per_s': 763648,
  'tokens_per_s_per_gpu': 2983,
  'tflops_per_gpu': 776,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX B300 (8x B300 288 GB, NVLink5 '
           "NVSwitch, 8x 800 Gb/s ConnectX-8). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/deepseek/deepseek_workload_base_configs.py at v0.3.0, '
           'DEEPSEEK_V3_PRETRAIN_CONFIG_B300_FP8_MX_V2): TP1 PP16 CP1 EP8 micro-batch 1 as the '
           'table states, recompute_modules mla_up_proj, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=False. Megatron DP = 256/(TP 1 x PP 16 x CP 1) = 16, GA = 4096/(16 x '
           "1) = 256; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-B200)",
  'source_locator': "table 'Model: DeepSeekV3', row: | DGX-B200 | 256 | MXFP8 | 4096 | 1 | 4096 | "
                    '0 | 1 | 16 | 1 | n/a | 8 | 2689 | 699 |; preset '
                    'DEEPSEEK_V3_PRETRAIN_CONFIG_B200_FP8_MX_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'DeepSeek-V3 (671B)',
  'model_type': 'moe',
  'num_layers': 61,
  'hidden_size': 7168,
  'ffn_hidden_size': 18432,
  'num_attention_heads': 128,
  'num_kv_heads': 128,
  'vocab_size': 129280,
  'seq_len': 4096,
  'total_params_b': 671.0,
  'active_params_b': 37.0,
  'num_experts': 256,
  'num_shared_experts': 1,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 2048,
  'moe_layers': 'layers 4-61 (first 3 dense, FFN 18432)',
  'capacity_factor': None,
  'arch_notes': 'MLA (q_lora_rank 1536, kv_lora_rank 512, qk_nope 128, qk_rope 64, v_head 128); '
                'node-limited routing (<=4 nodes); MTP depth 1 in original training',
  'gpu_type': 'B200 SXM 180GB',
  'gpu_memory_gb': 180,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink5 via NVSwitch (1.8 TB/s bidirectional per GPU)',
  'inter_node_network': '8x 400 Gb/s NDR InfiniBand (ConnectX-7) per node',
  'system_name': 'NVIDIA DGX B200 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 16,
  'dp': 16,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 1,
  'global_batch_size': 4096,
  'grad_accum_steps': 256,
  'activation_recompute': 'selective (mla_up_proj), as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': 'Adam, Megatron-Core precision-aware optimizer as the DeepSeek-V3 recipe sets it: '
               'fp32 main params, main_grads_dtype bf16, exp_avg_dtype / exp_avg_sq_dtype bf16 '
               '(bf16 moments) (NVIDIA-NeMo/Megatron-Bridge '
               'src/megatron/bridge/recipes/deepseek/deepseek_v3.py at v0.3.0)',
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core), DeepEP dispatcher',
  'iteration_time_s': 24.372,
  'iteration_time_is_derived': True,
  'tokens_per_s': 688384,
  'tokens_per_s_per_gpu': 2689,
  'tflops_per_gpu': 699,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX B200 (8x B200 180 GB, NVLink5 '
           "NVSwitch, 8x 400 Gb/s ConnectX-7). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/deepseek/deepseek_workload_base_configs.py at v0.3.0, '
           'DEEPSEEK_V3_PRETRAIN_CONFIG_B200_FP8_MX_V2): TP1 PP16 CP1 EP8 micro-batch 1 as the '
           'table states, recompute_modules mla_up_proj, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=False. Megatron DP = 256/(TP 1 x PP 16 x CP 1) = 16, GA = 4096/(16 x '
           "1) = 256; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: GPT OSS 120B', row: | DGX-GB300 | 64 | BF16 | 1280 | 4 | 4096 | "
                    '0 | 1 | 1 | 1 | n/a | 64 | 19412 | 527 |; preset '
                    'GPT_OSS_120B_PRETRAIN_CONFIG_GB300_BF16_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'gpt-oss-120b',
  'model_type': 'moe',
  'num_layers': 36,
  'hidden_size': 2880,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 201088,
  'seq_len': 4096,
  'total_params_b': 117.0,
  'active_params_b': 5.1,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 4,
  'expert_ffn_hidden_size': 2880,
  'moe_layers': 'all 36',
  'capacity_factor': None,
  'arch_notes': 'alternating full / 128-token sliding-window attention, attention sinks, head_dim '
                '64',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 1,
  'dp': 64,
  'ep': 64,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 1280,
  'grad_accum_steps': 5,
  'activation_recompute': None,
  'precision': 'BF16',
  'optimizer': "Adam, Megatron-Core precision-aware optimizer with OptimizerConfig's default "
               'widths (fp32 main params, main grads and moments), as '
               "NVIDIA-NeMo/Megatron-Bridge's performance scripts set it for every bf16 run: "
               "scripts/performance/utils/overrides.py set_post_overrides at v0.3.0: 'if "
               'compute_dtype == "bf16" and recipe.optimizer.optimizer == "adam": '
               "recipe.optimizer.use_precision_aware_optimizer = True'",
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 4.22,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1242368,
  'tokens_per_s_per_gpu': 19412,
  'tflops_per_gpu': 527,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB300 NVL72 (compute trays of 2 '
           'Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py at v0.3.0, '
           'GPT_OSS_120B_PRETRAIN_CONFIG_GB300_BF16_V2): TP1 PP1 CP1 EP64 micro-batch 4 as the '
           'table states, no moe_flex_dispatcher_backend in the preset, moe_a2a_overlap=False, '
           'graph capture of attn, moe_router, moe_preprocess only (cuda_graph_impl '
           'transformer_engine with that cuda_graph_scope; the rest eager). Megatron DP = 64/(TP 1 '
           'x PP 1 x CP 1) = 64, GA = 1280/(64 x 4) = 5; iteration time = GBS x 4096 / '
           "(tokens/s/GPU x GPUs). Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge at v0.3.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: GPT OSS 120B', row: | DGX-GB200 | 64 | BF16 | 1280 | 4 | 4096 | "
                    '0 | 1 | 1 | 1 | n/a | 64 | 15784 | 428 |; preset '
                    'GPT_OSS_120B_PRETRAIN_CONFIG_GB200_BF16_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'gpt-oss-120b',
  'model_type': 'moe',
  'num_layers': 36,
  'hidden_size': 2880,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 201088,
  'seq_len': 4096,
  'total_params_b': 117.0,
  'active_params_b': 5.1,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 4,
  'expert_ffn_hidden_size': 2880,
  'moe_layers': 'all 36',
  'capacity_factor': None,
  'arch_notes': 'alternating full / 128-token sliding-window attention, attention sinks, head_dim '
                '64',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 1,
  'dp': 64,
  'ep': 64,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 1280,
  'grad_accum_steps': 5,
  'activation_recompute': 'selective (layernorm, moe_act), as the release recipe sets it',
  'precision': 'BF16',
  'optimizer': "Adam, Megatron-Core precision-aware optimizer with OptimizerConfig's default "
               'widths (fp32 main params, main grads and moments), as '
               "NVIDIA-NeMo/Megatron-Bridge's performance scripts set it for every bf16 run: "
               "scripts/performance/utils/overrides.py set_post_overrides at v0.3.0: 'if "
               'compute_dtype == "bf16" and recipe.optimizer.optimizer == "adam": '
               "recipe.optimizer.use_precision_aware_optimizer = True'",
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 5.19,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1010176,
  'tokens_per_s_per_gpu': 15784,
  'tflops_per_gpu': 428,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB200 NVL72 (compute trays of 2 '
           'Grace + 4 B200-class GPUs, 186 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py at v0.3.0, '
           'GPT_OSS_120B_PRETRAIN_CONFIG_GB200_BF16_V2): TP1 PP1 CP1 EP64 micro-batch 4 as the '
           'table states, recompute_modules layernorm and moe_act, no moe_flex_dispatcher_backend '
           'in the preset, moe_a2a_overlap=False. Megatron DP = 64/(TP 1 x PP 1 x CP 1) = 64, GA = '
           '1280/(64 x 4) = 5; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.0: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-B300)",
  'source_locator': "table 'Model: GPT OSS 120B', row: | DGX-B300 | 64 | BF16 | 1280 | 4 | 4096 | "
                    '0 | 1 | 1 | 1 | n/a | 64 | 8359 | 228 |; preset '
                    'GPT_OSS_120B_PRETRAIN_CONFIG_B300_BF16_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'gpt-oss-120b',
  'model_type': 'moe',
  'num_layers': 36,
  'hidden_size': 2880,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 201088,
  'seq_len': 4096,
  'total_params_b': 117.0,
  'active_params_b': 5.1,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 4,
  'expert_ffn_hidden_size': 2880,
  'moe_layers': 'all 36',
  'capacity_factor': None,
  'arch_notes': 'alternating full / 128-token sliding-window attention, attention sinks, head_dim '
                '64',
  'gpu_type': 'B300 SXM 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink5 via NVSwitch (1.8 TB/s bidirectional per GPU)',
  'inter_node_network': '8x 800 Gb/s InfiniBand (ConnectX-8) per node',
  'system_name': 'NVIDIA DGX B300 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 1,
  'dp': 64,
  'ep': 64,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 1280,
  'grad_accum_steps': 5,
  'activation_recompute': None,
  'precision': 'BF16',
  'optimizer': "Adam, Megatron-Core precision-aware optimizer with OptimizerConfig's default "
               'widths (fp32 main params, main grads and moments), as '
               "NVIDIA-NeMo/Megatron-Bridge's performance scripts set it for every bf16 run: "
               "scripts/performance/utils/overrides.py set_post_overrides at v0.3.0: 'if "
               'compute_dtype == "bf16" and recipe.optimizer.optimizer == "adam": '
               "recipe.optimizer.use_precision_aware_optimizer = True'",
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 9.8,
  'iteration_time_is_derived': True,
  'tokens_per_s': 534976,
  'tokens_per_s_per_gpu': 8359,
  'tflops_per_gpu': 228,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX B300 (8x B300 288 GB, NVLink5 '
           "NVSwitch, 8x 800 Gb/s ConnectX-8). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py at v0.3.0, '
           'GPT_OSS_120B_PRETRAIN_CONFIG_B300_BF16_V2): TP1 PP1 CP1 EP64 micro-batch 4 as the '
           'table states, no moe_flex_dispatcher_backend in the preset, moe_a2a_overlap=False, '
           'graph capture of attn, moe_router, moe_preprocess only (cuda_graph_impl '
           'transformer_engine with that cuda_graph_scope; the rest eager). Megatron DP = 64/(TP 1 '
           'x PP 1 x CP 1) = 64, GA = 1280/(64 x 4) = 5; iteration time = GBS x 4096 / '
           "(tokens/s/GPU x GPUs). Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge at v0.3.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-B200)",
  'source_locator': "table 'Model: GPT OSS 120B', row: | DGX-B200 | 64 | BF16 | 1280 | 4 | 4096 | "
                    '0 | 1 | 1 | 1 | n/a | 64 | 8047 | 219 |; preset '
                    'GPT_OSS_120B_PRETRAIN_CONFIG_B200_BF16_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'gpt-oss-120b',
  'model_type': 'moe',
  'num_layers': 36,
  'hidden_size': 2880,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 201088,
  'seq_len': 4096,
  'total_params_b': 117.0,
  'active_params_b': 5.1,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 4,
  'expert_ffn_hidden_size': 2880,
  'moe_layers': 'all 36',
  'capacity_factor': None,
  'arch_notes': 'alternating full / 128-token sliding-window attention, attention sinks, head_dim '
                '64',
  'gpu_type': 'B200 SXM 180GB',
  'gpu_memory_gb': 180,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink5 via NVSwitch (1.8 TB/s bidirectional per GPU)',
  'inter_node_network': '8x 400 Gb/s NDR InfiniBand (ConnectX-7) per node',
  'system_name': 'NVIDIA DGX B200 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 1,
  'dp': 64,
  'ep': 64,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 1280,
  'grad_accum_steps': 5,
  'activation_recompute': 'selective (layernorm, moe_act), as the release recipe sets it',
  'precision': 'BF16',
  'optimizer': "Adam, Megatron-Core precision-aware optimizer with OptimizerConfig's default "
               'widths (fp32 main params, main grads and moments), as '
               "NVIDIA-NeMo/Megatron-Bridge's performance scripts set it for every bf16 run: "
               "scripts/performance/utils/overrides.py set_post_overrides at v0.3.0: 'if "
               'compute_dtype == "bf16" and recipe.optimizer.optimizer == "adam": '
               "recipe.optimizer.use_precision_aware_optimizer = True'",
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 10.18,
  'iteration_time_is_derived': True,
  'tokens_per_s': 515008,
  'tokens_per_s_per_gpu': 8047,
  'tflops_per_gpu': 219,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX B200 (8x B200 180 GB, NVLink5 '
           "NVSwitch, 8x 400 Gb/s ConnectX-7). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py at v0.3.0, '
           'GPT_OSS_120B_PRETRAIN_CONFIG_B200_BF16_V2): TP1 PP1 CP1 EP64 micro-batch 4 as the '
           'table states, recompute_modules layernorm and moe_act, no moe_flex_dispatcher_backend '
           'in the preset, moe_a2a_overlap=False. Megatron DP = 64/(TP 1 x PP 1 x CP 1) = 64, GA = '
           '1280/(64 x 4) = 5; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.0: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxh100',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-H100)",
  'source_locator': "table 'Model: GPT OSS 120B', row: | DGX-H100 | 64 | BF16 | 1280 | 1 | 4096 | "
                    '0 | 1 | 4 | 1 | n/a | 8 | 5993 | 163 |; preset '
                    'GPT_OSS_120B_PRETRAIN_CONFIG_H100_BF16_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'gpt-oss-120b',
  'model_type': 'moe',
  'num_layers': 36,
  'hidden_size': 2880,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 201088,
  'seq_len': 4096,
  'total_params_b': 117.0,
  'active_params_b': 5.1,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 4,
  'expert_ffn_hidden_size': 2880,
  'moe_layers': 'all 36',
  'capacity_factor': None,
  'arch_notes': 'alternating full / 128-token sliding-window attention, attention sinks, head_dim '
                '64',
  'gpu_type': 'H100 SXM5 80GB',
  'gpu_memory_gb': 80,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink4 via NVSwitch (900 GB/s bidirectional per GPU)',
  'inter_node_network': '8x 400 Gb/s NDR InfiniBand (ConnectX-7) per node',
  'system_name': 'NVIDIA DGX H100 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 4,
  'dp': 16,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 1,
  'global_batch_size': 1280,
  'grad_accum_steps': 80,
  'activation_recompute': 'selective (layernorm, moe_act), as the release recipe sets it',
  'precision': 'BF16',
  'optimizer': "Adam, Megatron-Core precision-aware optimizer with OptimizerConfig's default "
               'widths (fp32 main params, main grads and moments), as '
               "NVIDIA-NeMo/Megatron-Bridge's performance scripts set it for every bf16 run: "
               "scripts/performance/utils/overrides.py set_post_overrides at v0.3.0: 'if "
               'compute_dtype == "bf16" and recipe.optimizer.optimizer == "adam": '
               "recipe.optimizer.use_precision_aware_optimizer = True'",
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 13.669,
  'iteration_time_is_derived': True,
  'tokens_per_s': 383552,
  'tokens_per_s_per_gpu': 5993,
  'tflops_per_gpu': 163,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           "among experts and are token-dropless. Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py at v0.3.0, '
           'GPT_OSS_120B_PRETRAIN_CONFIG_H100_BF16_V2): TP1 PP4 CP1 EP8 micro-batch 1 as the table '
           'states, recompute_modules layernorm and moe_act, no moe_flex_dispatcher_backend in the '
           'preset, moe_a2a_overlap=False. Megatron DP = 64/(TP 1 x PP 4 x CP 1) = 16, GA = '
           '1280/(16 x 1) = 80; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.0: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: Qwen3_30B_a3B', row: | DGX-GB300 | 8 | MXFP8 | 512 | 8 | 4096 | "
                    '0 | 1 | 1 | 1 | n/a | 8 | 30376 | 699 |; preset '
                    'QWEN3_30B_A3B_PRETRAIN_CONFIG_GB300_FP8_MX_V1 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-30B-A3B',
  'model_type': 'moe',
  'num_layers': 48,
  'hidden_size': 2048,
  'ffn_hidden_size': None,
  'num_attention_heads': 32,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 30.5,
  'active_params_b': 3.3,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 768,
  'moe_layers': 'all 48',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts; dropless unless stated',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 8,
  'tp': 1,
  'pp': 1,
  'dp': 8,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 8,
  'global_batch_size': 512,
  'grad_accum_steps': 8,
  'activation_recompute': 'none, as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 8.63,
  'iteration_time_is_derived': True,
  'tokens_per_s': 243008,
  'tokens_per_s_per_gpu': 30376,
  'tflops_per_gpu': 699,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB300 NVL72 (compute trays of 2 '
           'Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at v0.3.0, '
           'QWEN3_30B_A3B_PRETRAIN_CONFIG_GB300_FP8_MX_V1): TP1 PP1 CP1 EP8 micro-batch 8 as the '
           'table states, no recompute (qwen3_llm_pretrain.py sets recompute_granularity None and '
           'the preset sets no recompute_modules or recompute_num_layers), '
           'moe_flex_dispatcher_backend hybridep, moe_a2a_overlap=False, graph capture of '
           'moe_router, moe_preprocess only (cuda_graph_impl transformer_engine with that '
           'cuda_graph_scope; the rest eager). Megatron DP = 8/(TP 1 x PP 1 x CP 1) = 8, GA = '
           '512/(8 x 8) = 8; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.0: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: Qwen3_30B_a3B', row: | DGX-GB200 | 8 | MXFP8 | 512 | 4 | 4096 | "
                    '0 | 1 | 1 | 1 | n/a | 8 | 26084 | 600 |; preset '
                    'QWEN3_30B_A3B_PRETRAIN_CONFIG_GB200_FP8_MX_V1 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-30B-A3B',
  'model_type': 'moe',
  'num_layers': 48,
  'hidden_size': 2048,
  'ffn_hidden_size': None,
  'num_attention_heads': 32,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 30.5,
  'active_params_b': 3.3,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 768,
  'moe_layers': 'all 48',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts; dropless unless stated',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 8,
  'tp': 1,
  'pp': 1,
  'dp': 8,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 512,
  'grad_accum_steps': 16,
  'activation_recompute': 'none, as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 10.05,
  'iteration_time_is_derived': True,
  'tokens_per_s': 208672,
  'tokens_per_s_per_gpu': 26084,
  'tflops_per_gpu': 600,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB200 NVL72 (compute trays of 2 '
           'Grace + 4 B200-class GPUs, 186 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at v0.3.0, '
           'QWEN3_30B_A3B_PRETRAIN_CONFIG_GB200_FP8_MX_V1): TP1 PP1 CP1 EP8 micro-batch 4 as the '
           'table states, no recompute (qwen3_llm_pretrain.py sets recompute_granularity None and '
           'the preset sets no recompute_modules or recompute_num_layers), '
           'moe_flex_dispatcher_backend hybridep, moe_a2a_overlap=False, graph capture of '
           'moe_router, moe_preprocess only (cuda_graph_impl transformer_engine with that '
           'cuda_graph_scope; the rest eager). Megatron DP = 8/(TP 1 x PP 1 x CP 1) = 8, GA = '
           '512/(8 x 4) = 16; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.0: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-B300)",
  'source_locator': "table 'Model: Qwen3_30B_a3B', row: | DGX-B300 | 8 | MXFP8 | 512 | 8 | 4096 | "
                    '0 | 1 | 1 | 1 | n/a | 8 | 29521 | 679 |; preset '
                    'QWEN3_30B_A3B_PRETRAIN_CONFIG_B300_FP8_MX_V1 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-30B-A3B',
  'model_type': 'moe',
  'num_layers': 48,
  'hidden_size': 2048,
  'ffn_hidden_size': None,
  'num_attention_heads': 32,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 30.5,
  'active_params_b': 3.3,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 768,
  'moe_layers': 'all 48',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts; dropless unless stated',
  'gpu_type': 'B300 SXM 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink5 via NVSwitch (1.8 TB/s bidirectional per GPU)',
  'inter_node_network': '8x 800 Gb/s InfiniBand (ConnectX-8) per node',
  'system_name': 'NVIDIA DGX B300 cluster',
  'num_gpus': 8,
  'tp': 1,
  'pp': 1,
  'dp': 8,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 8,
  'global_batch_size': 512,
  'grad_accum_steps': 8,
  'activation_recompute': 'none, as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 8.88,
  'iteration_time_is_derived': True,
  'tokens_per_s': 236168,
  'tokens_per_s_per_gpu': 29521,
  'tflops_per_gpu': 679,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX B300 (8x B300 288 GB, NVLink5 '
           "NVSwitch, 8x 800 Gb/s ConnectX-8). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at v0.3.0, '
           'QWEN3_30B_A3B_PRETRAIN_CONFIG_B300_FP8_MX_V1): TP1 PP1 CP1 EP8 micro-batch 8 as the '
           'table states, no recompute (qwen3_llm_pretrain.py sets recompute_granularity None and '
           'the preset sets no recompute_modules or recompute_num_layers), '
           'moe_flex_dispatcher_backend hybridep, moe_a2a_overlap=False, graph capture of '
           'moe_router, moe_preprocess only (cuda_graph_impl transformer_engine with that '
           'cuda_graph_scope; the rest eager). Megatron DP = 8/(TP 1 x PP 1 x CP 1) = 8, GA = '
           '512/(8 x 8) = 8; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.0: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-B200)",
  'source_locator': "table 'Model: Qwen3_30B_a3B', row: | DGX-B200 | 8 | MXFP8 | 512 | 1 | 4096 | "
                    '0 | 1 | 1 | 1 | n/a | 8 | 9691 | 223 |; preset '
                    'QWEN3_30B_A3B_PRETRAIN_CONFIG_B200_FP8_MX_V1 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-30B-A3B',
  'model_type': 'moe',
  'num_layers': 48,
  'hidden_size': 2048,
  'ffn_hidden_size': None,
  'num_attention_heads': 32,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 30.5,
  'active_params_b': 3.3,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 768,
  'moe_layers': 'all 48',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts; dropless unless stated',
  'gpu_type': 'B200 SXM 180GB',
  'gpu_memory_gb': 180,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink5 via NVSwitch (1.8 TB/s bidirectional per GPU)',
  'inter_node_network': '8x 400 Gb/s NDR InfiniBand (ConnectX-7) per node',
  'system_name': 'NVIDIA DGX B200 cluster',
  'num_gpus': 8,
  'tp': 1,
  'pp': 1,
  'dp': 8,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 1,
  'global_batch_size': 512,
  'grad_accum_steps': 64,
  'activation_recompute': 'none, as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 27.05,
  'iteration_time_is_derived': True,
  'tokens_per_s': 77528,
  'tokens_per_s_per_gpu': 9691,
  'tflops_per_gpu': 223,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX B200 (8x B200 180 GB, NVLink5 '
           "NVSwitch, 8x 400 Gb/s ConnectX-7). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at v0.3.0, '
           'QWEN3_30B_A3B_PRETRAIN_CONFIG_B200_FP8_MX_V1): TP1 PP1 CP1 EP8 micro-batch 1 as the '
           'table states, no recompute (qwen3_llm_pretrain.py sets recompute_granularity None and '
           'the preset sets no recompute_modules or recompute_num_layers), no '
           'moe_flex_dispatcher_backend in the preset, moe_a2a_overlap=False, graph capture of '
           'moe_router, moe_preprocess only (cuda_graph_impl transformer_engine with that '
           'cuda_graph_scope; the rest eager). Megatron DP = 8/(TP 1 x PP 1 x CP 1) = 8, GA = '
           '512/(8 x 1) = 64; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.0: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxh100',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-H100)",
  'source_locator': "table 'Model: Qwen3_30B_a3B', row: | DGX-H100 | 16 | FP8 | 1024 | 1 | 4096 | "
                    '0 | 1 | 2 | 1 | 12 | 8 | 5113 | 118 |; preset '
                    'QWEN3_30B_A3B_PRETRAIN_CONFIG_H100_FP8_CS_V1 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-30B-A3B',
  'model_type': 'moe',
  'num_layers': 48,
  'hidden_size': 2048,
  'ffn_hidden_size': None,
  'num_attention_heads': 32,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 30.5,
  'active_params_b': 3.3,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 768,
  'moe_layers': 'all 48',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts; dropless unless stated',
  'gpu_type': 'H100 SXM5 80GB',
  'gpu_memory_gb': 80,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink4 via NVSwitch (900 GB/s bidirectional per GPU)',
  'inter_node_network': '8x 400 Gb/s NDR InfiniBand (ConnectX-7) per node',
  'system_name': 'NVIDIA DGX H100 cluster',
  'num_gpus': 16,
  'tp': 1,
  'pp': 2,
  'dp': 8,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 12,
  'micro_batch_size': 1,
  'global_batch_size': 1024,
  'grad_accum_steps': 128,
  'activation_recompute': 'none, as the release recipe sets it',
  'precision': 'FP8 current scaling (fp8_cs)',
  'optimizer': None,
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core), DeepEP dispatcher',
  'iteration_time_s': 51.27,
  'iteration_time_is_derived': True,
  'tokens_per_s': 81808,
  'tokens_per_s_per_gpu': 5113,
  'tflops_per_gpu': 118,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           "among experts and are token-dropless. Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at v0.3.0, '
           'QWEN3_30B_A3B_PRETRAIN_CONFIG_H100_FP8_CS_V1): TP1 PP2 CP1 VPP12 EP8 micro-batch 1 as '
           'the table states, no recompute (qwen3_llm_pretrain.py sets recompute_granularity None '
           'and the preset sets no recompute_modules or recompute_num_layers), '
           'moe_flex_dispatcher_backend deepep, moe_a2a_overlap=True. Megatron DP = 16/(TP 1 x PP '
           '2 x CP 1) = 8, GA = 1024/(8 x 1) = 128; iteration time = GBS x 4096 / (tokens/s/GPU x '
           "GPUs). Loss as this release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge "
           'at v0.3.0: scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: Qwen3_235B_a22B', row: | DGX-GB300 | 256 | MXFP8 | 8192 | 2 | "
                    '4096 | 0 | 1 | 4 | 1 | n/a | 32 | 6583 | 974 |; preset '
                    'QWEN3_235B_A22B_PRETRAIN_CONFIG_GB300_FP8_MX_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-235B-A22B',
  'model_type': 'moe',
  'num_layers': 94,
  'hidden_size': 4096,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 235.0,
  'active_params_b': 22.0,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 1536,
  'moe_layers': 'all 94',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 4,
  'dp': 64,
  'ep': 32,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 2,
  'global_batch_size': 8192,
  'grad_accum_steps': 64,
  'activation_recompute': 'none, as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 19.911,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1685248,
  'tokens_per_s_per_gpu': 6583,
  'tflops_per_gpu': 974,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB300 NVL72 (compute trays of 2 '
           'Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at v0.3.0, '
           'QWEN3_235B_A22B_PRETRAIN_CONFIG_GB300_FP8_MX_V2): TP1 PP4 CP1 EP32 micro-batch 2 as '
           'the table states, no recompute (qwen3_llm_pretrain.py sets recompute_granularity None '
           'and the preset sets no recompute_modules or recompute_num_layers), '
           'moe_flex_dispatcher_backend hybridep, moe_a2a_overlap=False, graph capture of attn, '
           'moe_router, moe_preprocess only (cuda_graph_impl transformer_engine with that '
           'cuda_graph_scope; the rest eager). Megatron DP = 256/(TP 1 x PP 4 x CP 1) = 64, GA = '
           '8192/(64 x 2) = 64; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.0: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: Qwen3_235B_a22B', row: | DGX-GB200 | 256 | MXFP8 | 8192 | 1 | "
                    '4096 | 0 | 1 | 8 | 1 | n/a | 32 | 5448 | 806 |; preset '
                    'QWEN3_235B_A22B_PRETRAIN_CONFIG_GB200_FP8_MX_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-235B-A22B',
  'model_type': 'moe',
  'num_layers': 94,
  'hidden_size': 4096,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 235.0,
  'active_params_b': 22.0,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 1536,
  'moe_layers': 'all 94',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 8,
  'dp': 32,
  'ep': 32,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 1,
  'global_batch_size': 8192,
  'grad_accum_steps': 256,
  'activation_recompute': 'none, as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 24.059,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1394688,
  'tokens_per_s_per_gpu': 5448,
  'tflops_per_gpu': 806,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB200 NVL72 (compute trays of 2 '
           'Grace + 4 B200-class GPUs, 186 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at v0.3.0, '
           'QWEN3_235B_A22B_PRETRAIN_CONFIG_GB200_FP8_MX_V2): TP1 PP8 CP1 EP32 micro-batch 1 as '
           'the table states, no recompute (qwen3_llm_pretrain.py sets recompute_granularity None '
           'and the preset sets no recompute_modules or recompute_num_layers), '
           'moe_flex_dispatcher_backend hybridep, moe_a2a_overlap=False, graph capture of attn, '
           'moe_router, moe_preprocess only (cuda_graph_impl transformer_engine with that '
           'cuda_graph_scope; the rest eager). Megatron DP = 256/(TP 1 x PP 8 x CP 1) = 32, GA = '
           '8192/(32 x 1) = 256; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.0: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-B300)",
  'source_locator': "table 'Model: Qwen3_235B_a22B', row: | DGX-B300 | 256 | MXFP8 | 8192 | 1 | "
                    '4096 | 0 | 1 | 8 | 1 | 4 | 8 | 2691 | 399 |; preset '
                    'QWEN3_235B_A22B_PRETRAIN_CONFIG_B300_FP8_MX_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-235B-A22B',
  'model_type': 'moe',
  'num_layers': 94,
  'hidden_size': 4096,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 235.0,
  'active_params_b': 22.0,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 1536,
  'moe_layers': 'all 94',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts',
  'gpu_type': 'B300 SXM 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink5 via NVSwitch (1.8 TB/s bidirectional per GPU)',
  'inter_node_network': '8x 800 Gb/s InfiniBand (ConnectX-8) per node',
  'system_name': 'NVIDIA DGX B300 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 8,
  'dp': 32,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 8192,
  'grad_accum_steps': 256,
  'activation_recompute': 'none, as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 48.708,
  'iteration_time_is_derived': True,
  'tokens_per_s': 688896,
  'tokens_per_s_per_gpu': 2691,
  'tflops_per_gpu': 399,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX B300 (8x B300 288 GB, NVLink5 '
           "NVSwitch, 8x 800 Gb/s ConnectX-8). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at v0.3.0, '
           'QWEN3_235B_A22B_PRETRAIN_CONFIG_B300_FP8_MX_V2): TP1 PP8 CP1 VPP4 EP8 micro-batch 1 as '
           'the table states, no recompute (qwen3_llm_pretrain.py sets recompute_granularity None '
           'and the preset sets no recompute_modules or recompute_num_layers), no '
           'moe_flex_dispatcher_backend in the preset, moe_a2a_overlap=True. Megatron DP = 256/(TP '
           '1 x PP 8 x CP 1) = 32, GA = 8192/(32 x 1) = 256; iteration time = GBS x 4096 / '
           "(tokens/s/GPU x GPUs). Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge at v0.3.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-B200)",
  'source_locator': "table 'Model: Qwen3_235B_a22B', row: | DGX-B200 | 256 | MXFP8 | 8192 | 1 | "
                    '4096 | 0 | 1 | 8 | 1 | n/a | 8 | 3805 | 563 |; preset '
                    'QWEN3_235B_A22B_PRETRAIN_CONFIG_B200_FP8_MX_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-235B-A22B',
  'model_type': 'moe',
  'num_layers': 94,
  'hidden_size': 4096,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 235.0,
  'active_params_b': 22.0,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 1536,
  'moe_layers': 'all 94',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts',
  'gpu_type': 'B200 SXM 180GB',
  'gpu_memory_gb': 180,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink5 via NVSwitch (1.8 TB/s bidirectional per GPU)',
  'inter_node_network': '8x 400 Gb/s NDR InfiniBand (ConnectX-7) per node',
  'system_name': 'NVIDIA DGX B200 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 8,
  'dp': 32,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 1,
  'global_batch_size': 8192,
  'grad_accum_steps': 256,
  'activation_recompute': 'none, as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 34.447,
  'iteration_time_is_derived': True,
  'tokens_per_s': 974080,
  'tokens_per_s_per_gpu': 3805,
  'tflops_per_gpu': 563,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX B200 (8x B200 180 GB, NVLink5 '
           "NVSwitch, 8x 400 Gb/s ConnectX-7). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at v0.3.0, '
           'QWEN3_235B_A22B_PRETRAIN_CONFIG_B200_FP8_MX_V2): TP1 PP8 CP1 EP8 micro-batch 1 as the '
           'table states, no recompute (qwen3_llm_pretrain.py sets recompute_granularity None and '
           'the preset sets no recompute_modules or recompute_num_layers), no '
           'moe_flex_dispatcher_backend in the preset, moe_a2a_overlap=False. Megatron DP = '
           '256/(TP 1 x PP 8 x CP 1) = 32, GA = 8192/(32 x 1) = 256; iteration time = GBS x 4096 / '
           "(tokens/s/GPU x GPUs). Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge at v0.3.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02_dgxh100',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02 NeMo Container', System DGX-H100)",
  'source_locator': "table 'Model: Qwen3_235B_a22B', row: | DGX-H100 | 256 | FP8 | 8192 | 1 | 4096 "
                    '| 0 | 2 | 8 | 1 | 4 | 32 | 1633 | 242 |; preset '
                    'QWEN3_235B_A22B_PRETRAIN_CONFIG_H100_FP8_CS_V2 (v0.3.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-235B-A22B',
  'model_type': 'moe',
  'num_layers': 94,
  'hidden_size': 4096,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 235.0,
  'active_params_b': 22.0,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 1536,
  'moe_layers': 'all 94',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts',
  'gpu_type': 'H100 SXM5 80GB',
  'gpu_memory_gb': 80,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink4 via NVSwitch (900 GB/s bidirectional per GPU)',
  'inter_node_network': '8x 400 Gb/s NDR InfiniBand (ConnectX-7) per node',
  'system_name': 'NVIDIA DGX H100 cluster',
  'num_gpus': 256,
  'tp': 2,
  'pp': 8,
  'dp': 16,
  'ep': 32,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 8192,
  'grad_accum_steps': 512,
  'activation_recompute': 'none, as the release recipe sets it',
  'precision': 'FP8 current scaling (fp8_cs)',
  'optimizer': None,
  'framework': 'NeMo 26.02 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 80.265,
  'iteration_time_is_derived': True,
  'tokens_per_s': 418048,
  'tokens_per_s_per_gpu': 1633,
  'tflops_per_gpu': 242,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           "among experts and are token-dropless. Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at v0.3.0, '
           'QWEN3_235B_A22B_PRETRAIN_CONFIG_H100_FP8_CS_V2): TP2 PP8 CP1 VPP4 EP32 micro-batch 1 '
           'as the table states, no recompute (qwen3_llm_pretrain.py sets recompute_granularity '
           'None and the preset sets no recompute_modules or recompute_num_layers), no '
           'moe_flex_dispatcher_backend in the preset, moe_a2a_overlap=True. Megatron DP = 256/(TP '
           '2 x PP 8 x CP 1) = 16, GA = 8192/(16 x 1) = 512; iteration time = GBS x 4096 / '
           "(tokens/s/GPU x GPUs). Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge at v0.3.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: LLAMA3_70B', row: | DGX-GB300 | 64 | NVFP4 | 256 | 2 | 8192 | 0 "
                    '| 1 | 1 | 1 | n/a | n/a | 7002 | 3147 |',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': 'partial (no matching preset found; recompute/offload unstated)',
  'model_name': 'Llama-3/3.1-70B',
  'model_type': 'dense',
  'num_layers': 80,
  'hidden_size': 8192,
  'ffn_hidden_size': 28672,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 70.6,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 1,
  'dp': 64,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 2,
  'global_batch_size': 256,
  'grad_accum_steps': 2,
  'activation_recompute': None,
  'precision': 'NVFP4',
  'optimizer': None,
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 4.68,
  'iteration_time_is_derived': True,
  'tokens_per_s': 448128,
  'tokens_per_s_per_gpu': 7002,
  'tflops_per_gpu': 3147,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB300 NVL72 (compute trays of 2 Grace + 4 B300 GPUs, 288 GB HBM3e each; '
           'NVLink domain of 72 GPUs per rack). NVFP4: 4-bit E2M1 values with E4M3 scales per 16 '
           "elements (Transformer Engine NVFP4 recipe). No preset of v0.3.1's "
           "scripts/performance/configs matches this row's layout (GPUs, GBS, MBS, TP, PP, CP, VP, "
           'EP, FSDP), so recompute, offload and dispatcher are left unstated. TP communication '
           "overlap off, as this release's script sets it for NVFP4 "
           '(scripts/performance/configs/llama/llama3_llm_pretrain.py at v0.3.1: '
           "cfg.comm_overlap.tp_comm_overlap = False if precision == 'nvfp4'): tp_comm_overlap = "
           'False. Megatron DP = 64/(TP 1 x PP 1 x CP 1) = 64, GA = 256/(64 x 2) = 2; iteration '
           "time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's performance scripts "
           'set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.1: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: LLAMA3_70B', row: | DGX-GB200 | 64 | NVFP4 | 256 | 1 | 8192 | 0 "
                    '| 2 | 4 | 1 | 5 | n/a | 4557 | 2047 |; preset '
                    'LLAMA3_70B_PRETRAIN_CONFIG_GB200_NVFP4_V2 (v0.3.1)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3/3.1-70B',
  'model_type': 'dense',
  'num_layers': 80,
  'hidden_size': 8192,
  'ffn_hidden_size': 28672,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 70.6,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 64,
  'tp': 2,
  'pp': 4,
  'dp': 8,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 5,
  'micro_batch_size': 1,
  'global_batch_size': 256,
  'grad_accum_steps': 32,
  'activation_recompute': None,
  'precision': 'NVFP4',
  'optimizer': None,
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 7.191,
  'iteration_time_is_derived': True,
  'tokens_per_s': 291648,
  'tokens_per_s_per_gpu': 4557,
  'tflops_per_gpu': 2047,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB200 NVL72 (compute trays of 2 Grace + 4 B200-class GPUs, 186 GB HBM3e '
           'each; NVLink domain of 72 GPUs per rack). NVFP4: 4-bit E2M1 values with E4M3 scales '
           "per 16 elements (Transformer Engine NVFP4 recipe). Configuration of this release's "
           'recipe (NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama3_workload_base_configs.py at v0.3.1, '
           'LLAMA3_70B_PRETRAIN_CONFIG_GB200_NVFP4_V2): TP2 PP4 CP1 VPP5 micro-batch 1 as the '
           "table states, cuda_graph_impl 'none': no CUDA graphs. TP communication overlap off, as "
           "this release's script sets it for NVFP4 "
           '(scripts/performance/configs/llama/llama3_llm_pretrain.py at v0.3.1: '
           "cfg.comm_overlap.tp_comm_overlap = False if precision == 'nvfp4'): tp_comm_overlap = "
           'False. Megatron DP = 64/(TP 2 x PP 4 x CP 1) = 8, GA = 256/(8 x 1) = 32; iteration '
           "time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's performance scripts "
           'set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.1: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: LLAMA3_70B', row: | DGX-GB300 | 64 | MXFP8 | 256 | 2 | 8192 | 0 "
                    '| 1 | 4 | 1 | n/a | n/a | 4798 | 2157 |',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': 'partial (no matching preset found; recompute/offload unstated)',
  'model_name': 'Llama-3/3.1-70B',
  'model_type': 'dense',
  'num_layers': 80,
  'hidden_size': 8192,
  'ffn_hidden_size': 28672,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 70.6,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 4,
  'dp': 16,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 2,
  'global_batch_size': 256,
  'grad_accum_steps': 8,
  'activation_recompute': None,
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 6.83,
  'iteration_time_is_derived': True,
  'tokens_per_s': 307072,
  'tokens_per_s_per_gpu': 4798,
  'tflops_per_gpu': 2157,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB300 NVL72 (compute trays of 2 Grace + 4 B300 GPUs, 288 GB HBM3e each; '
           "NVLink domain of 72 GPUs per rack). No preset of v0.3.1's scripts/performance/configs "
           "matches this row's layout (GPUs, GBS, MBS, TP, PP, CP, VP, EP, FSDP), so recompute, "
           'offload and dispatcher are left unstated. Megatron DP = 64/(TP 1 x PP 4 x CP 1) = 16, '
           'GA = 256/(16 x 2) = 8; iteration time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as '
           "this release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.1: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: LLAMA3_70B', row: | DGX-GB200 | 64 | MXFP8 | 256 | 1 | 8192 | 0 "
                    '| 2 | 4 | 1 | 5 | n/a | 3837 | 1724 |; preset '
                    'LLAMA3_70B_PRETRAIN_CONFIG_GB200_FP8_MX_V2 (v0.3.1)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3/3.1-70B',
  'model_type': 'dense',
  'num_layers': 80,
  'hidden_size': 8192,
  'ffn_hidden_size': 28672,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 70.6,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 64,
  'tp': 2,
  'pp': 4,
  'dp': 8,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 5,
  'micro_batch_size': 1,
  'global_batch_size': 256,
  'grad_accum_steps': 32,
  'activation_recompute': None,
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 8.54,
  'iteration_time_is_derived': True,
  'tokens_per_s': 245568,
  'tokens_per_s_per_gpu': 3837,
  'tflops_per_gpu': 1724,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB200 NVL72 (compute trays of 2 Grace + 4 B200-class GPUs, 186 GB HBM3e '
           "each; NVLink domain of 72 GPUs per rack). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama3_workload_base_configs.py at v0.3.1, '
           'LLAMA3_70B_PRETRAIN_CONFIG_GB200_FP8_MX_V2): TP2 PP4 CP1 VPP5 micro-batch 1 as the '
           'table states. Megatron DP = 64/(TP 2 x PP 4 x CP 1) = 8, GA = 256/(8 x 1) = 32; '
           "iteration time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.1: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: LLAMA3_70B', row: | DGX-GB300 | 64 | FP8 | 256 | 2 | 8192 | 64 "
                    '| 1 | 1 | 1 | n/a | n/a | 5243 | 2353 |; preset '
                    'LLAMA3_70B_PRETRAIN_CONFIG_GB300_FP8_CS_V2 (v0.3.1)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3/3.1-70B',
  'model_type': 'dense',
  'num_layers': 80,
  'hidden_size': 8192,
  'ffn_hidden_size': 28672,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 70.6,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 1,
  'dp': 64,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'Megatron-FSDP (sharding group = all GPUs)',
  'vpp': None,
  'micro_batch_size': 2,
  'global_batch_size': 256,
  'grad_accum_steps': 2,
  'activation_recompute': None,
  'precision': 'FP8 current scaling (fp8_cs)',
  'optimizer': None,
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 6.25,
  'iteration_time_is_derived': True,
  'tokens_per_s': 335552,
  'tokens_per_s_per_gpu': 5243,
  'tflops_per_gpu': 2353,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB300 NVL72 (compute trays of 2 Grace + 4 B300 GPUs, 288 GB HBM3e each; '
           "NVLink domain of 72 GPUs per rack). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama3_workload_base_configs.py at v0.3.1, '
           'LLAMA3_70B_PRETRAIN_CONFIG_GB300_FP8_CS_V2): TP1 PP1 CP1 micro-batch 2 as the table '
           "states, Megatron-FSDP (use_megatron_fsdp=True, the table's FSDP 64), activation "
           'offloading, not recompute: cpu_offloading_num_layers 20 (the activations of 20 of 80 '
           'layers kept in CPU memory); validate reads cpu_offloading_num_layers from these notes. '
           'Megatron DP = 64/(TP 1 x PP 1 x CP 1) = 64, GA = 256/(64 x 2) = 2; iteration time = '
           "GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge at v0.3.1: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: LLAMA3_70B', row: | DGX-GB200 | 64 | FP8 | 256 | 2 | 8192 | 64 "
                    '| 1 | 1 | 1 | n/a | n/a | 4357 | 1956 |; preset '
                    'LLAMA3_70B_PRETRAIN_CONFIG_GB200_FP8_CS_V2 (v0.3.1)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3/3.1-70B',
  'model_type': 'dense',
  'num_layers': 80,
  'hidden_size': 8192,
  'ffn_hidden_size': 28672,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 70.6,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 1,
  'dp': 64,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'Megatron-FSDP (sharding group = all GPUs)',
  'vpp': None,
  'micro_batch_size': 2,
  'global_batch_size': 256,
  'grad_accum_steps': 2,
  'activation_recompute': None,
  'precision': 'FP8 current scaling (fp8_cs)',
  'optimizer': None,
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 7.521,
  'iteration_time_is_derived': True,
  'tokens_per_s': 278848,
  'tokens_per_s_per_gpu': 4357,
  'tflops_per_gpu': 1956,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB200 NVL72 (compute trays of 2 Grace + 4 B200-class GPUs, 186 GB HBM3e '
           "each; NVLink domain of 72 GPUs per rack). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama3_workload_base_configs.py at v0.3.1, '
           'LLAMA3_70B_PRETRAIN_CONFIG_GB200_FP8_CS_V2): TP1 PP1 CP1 micro-batch 2 as the table '
           "states, Megatron-FSDP (use_megatron_fsdp=True, the table's FSDP 64), activation "
           'offloading, not recompute: cpu_offloading_num_layers 40 (the activations of 40 of 80 '
           'layers kept in CPU memory); validate reads cpu_offloading_num_layers from these notes. '
           'Megatron DP = 64/(TP 1 x PP 1 x CP 1) = 64, GA = 256/(64 x 2) = 2; iteration time = '
           "GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge at v0.3.1: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxh100',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-H100)",
  'source_locator': "table 'Model: LLAMA3_70B', row: | DGX-H100 | 64 | FP8 | 256 | 1 | 8192 | 0 | "
                    '4 | 8 | 1 | 5 | n/a | 1639 | 736 |; preset '
                    'LLAMA3_70B_PRETRAIN_CONFIG_H100_FP8_CS_V2 (v0.3.1)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3/3.1-70B',
  'model_type': 'dense',
  'num_layers': 80,
  'hidden_size': 8192,
  'ffn_hidden_size': 28672,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 70.6,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'H100 SXM5 80GB',
  'gpu_memory_gb': 80,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink4 via NVSwitch (900 GB/s bidirectional per GPU)',
  'inter_node_network': '8x 400 Gb/s NDR InfiniBand (ConnectX-7) per node',
  'system_name': 'NVIDIA DGX H100 cluster',
  'num_gpus': 64,
  'tp': 4,
  'pp': 8,
  'dp': 2,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 5,
  'micro_batch_size': 1,
  'global_batch_size': 256,
  'grad_accum_steps': 128,
  'activation_recompute': None,
  'precision': 'FP8 current scaling (fp8_cs)',
  'optimizer': None,
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 19.993,
  'iteration_time_is_derived': True,
  'tokens_per_s': 104896,
  'tokens_per_s_per_gpu': 1639,
  'tflops_per_gpu': 736,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/llama/llama3_workload_base_configs.py at v0.3.1, '
           'LLAMA3_70B_PRETRAIN_CONFIG_H100_FP8_CS_V2): TP4 PP8 CP1 VPP5 micro-batch 1 as the '
           'table states. Megatron DP = 64/(TP 4 x PP 8 x CP 1) = 2, GA = 256/(2 x 1) = 128; '
           "iteration time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.1: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: LLAMA3.1_405B', row: | DGX-GB300 | 256 | NVFP4 | 1536 | 1 | "
                    '8192 | 0 | 4 | 8 | 1 | 4 | n/a | 1358 | 3428 |; preset '
                    'LLAMA31_405B_PRETRAIN_CONFIG_GB300_NVFP4_V2 (v0.3.1)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3.1-405B',
  'model_type': 'dense',
  'num_layers': 126,
  'hidden_size': 16384,
  'ffn_hidden_size': 53248,
  'num_attention_heads': 128,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 405.0,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 256,
  'tp': 4,
  'pp': 8,
  'dp': 8,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 1536,
  'grad_accum_steps': 192,
  'activation_recompute': None,
  'precision': 'NVFP4',
  'optimizer': None,
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 36.194,
  'iteration_time_is_derived': True,
  'tokens_per_s': 347648,
  'tokens_per_s_per_gpu': 1358,
  'tflops_per_gpu': 3428,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB300 NVL72 (compute trays of 2 Grace + 4 B300 GPUs, 288 GB HBM3e each; '
           'NVLink domain of 72 GPUs per rack). NVFP4: 4-bit E2M1 values with E4M3 scales per 16 '
           "elements (Transformer Engine NVFP4 recipe). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama31_workload_base_configs.py at v0.3.1, '
           'LLAMA31_405B_PRETRAIN_CONFIG_GB300_NVFP4_V2): TP4 PP8 CP1 VPP4 micro-batch 1 as the '
           "table states, cuda_graph_impl 'none': no CUDA graphs. TP communication overlap off, as "
           "this release's script sets it for NVFP4 "
           '(scripts/performance/configs/llama/llama31_llm_pretrain.py at v0.3.1: '
           "cfg.comm_overlap.tp_comm_overlap = False if precision == 'nvfp4'): tp_comm_overlap = "
           'False. Megatron DP = 256/(TP 4 x PP 8 x CP 1) = 8, GA = 1536/(8 x 1) = 192; iteration '
           "time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's performance scripts "
           'set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.1: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: LLAMA3.1_405B', row: | DGX-GB200 | 256 | NVFP4 | 1536 | 1 | "
                    '8192 | 0 | 4 | 16 | 1 | 4 | n/a | 1083 | 2734 |',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': 'partial (no matching preset found; recompute/offload unstated)',
  'model_name': 'Llama-3.1-405B',
  'model_type': 'dense',
  'num_layers': 126,
  'hidden_size': 16384,
  'ffn_hidden_size': 53248,
  'num_attention_heads': 128,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 405.0,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 256,
  'tp': 4,
  'pp': 16,
  'dp': 4,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 1536,
  'grad_accum_steps': 384,
  'activation_recompute': None,
  'precision': 'NVFP4',
  'optimizer': None,
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 45.385,
  'iteration_time_is_derived': True,
  'tokens_per_s': 277248,
  'tokens_per_s_per_gpu': 1083,
  'tflops_per_gpu': 2734,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB200 NVL72 (compute trays of 2 Grace + 4 B200-class GPUs, 186 GB HBM3e '
           'each; NVLink domain of 72 GPUs per rack). NVFP4: 4-bit E2M1 values with E4M3 scales '
           "per 16 elements (Transformer Engine NVFP4 recipe). No preset of v0.3.1's "
           "scripts/performance/configs matches this row's layout (GPUs, GBS, MBS, TP, PP, CP, VP, "
           'EP, FSDP), so recompute, offload and dispatcher are left unstated. TP communication '
           "overlap off, as this release's script sets it for NVFP4 "
           '(scripts/performance/configs/llama/llama31_llm_pretrain.py at v0.3.1: '
           "cfg.comm_overlap.tp_comm_overlap = False if precision == 'nvfp4'): tp_comm_overlap = "
           'False. Megatron DP = 256/(TP 4 x PP 16 x CP 1) = 4, GA = 1536/(4 x 1) = 384; iteration '
           "time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's performance scripts "
           'set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.1: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: LLAMA3.1_405B', row: | DGX-GB300 | 256 | MXFP8 | 1536 | 1 | "
                    '8192 | 0 | 2 | 8 | 2 | 4 | n/a | 949 | 2394 |; preset '
                    'LLAMA31_405B_PRETRAIN_CONFIG_GB300_FP8_MX_V2 (v0.3.1)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3.1-405B',
  'model_type': 'dense',
  'num_layers': 126,
  'hidden_size': 16384,
  'ffn_hidden_size': 53248,
  'num_attention_heads': 128,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 405.0,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 256,
  'tp': 2,
  'pp': 8,
  'dp': 8,
  'ep': 1,
  'etp': None,
  'cp': 2,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 1536,
  'grad_accum_steps': 192,
  'activation_recompute': None,
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 51.793,
  'iteration_time_is_derived': True,
  'tokens_per_s': 242944,
  'tokens_per_s_per_gpu': 949,
  'tflops_per_gpu': 2394,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB300 NVL72 (compute trays of 2 Grace + 4 B300 GPUs, 288 GB HBM3e each; '
           "NVLink domain of 72 GPUs per rack). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama31_workload_base_configs.py at v0.3.1, '
           'LLAMA31_405B_PRETRAIN_CONFIG_GB300_FP8_MX_V2): TP2 PP8 CP2 VPP4 micro-batch 1 as the '
           'table states. Megatron DP = 256/(TP 2 x PP 8 x CP 2) = 8, GA = 1536/(8 x 1) = 192; '
           "iteration time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.1: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: LLAMA3.1_405B', row: | DGX-GB200 | 256 | MXFP8 | 1536 | 1 | "
                    '8192 | 0 | 4 | 16 | 1 | 8 | n/a | 775 | 1957 |; preset '
                    'LLAMA31_405B_PRETRAIN_CONFIG_GB200_FP8_MX_V2 (v0.3.1)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3.1-405B',
  'model_type': 'dense',
  'num_layers': 126,
  'hidden_size': 16384,
  'ffn_hidden_size': 53248,
  'num_attention_heads': 128,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 405.0,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 256,
  'tp': 4,
  'pp': 16,
  'dp': 4,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 8,
  'micro_batch_size': 1,
  'global_batch_size': 1536,
  'grad_accum_steps': 384,
  'activation_recompute': None,
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 63.422,
  'iteration_time_is_derived': True,
  'tokens_per_s': 198400,
  'tokens_per_s_per_gpu': 775,
  'tflops_per_gpu': 1957,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB200 NVL72 (compute trays of 2 Grace + 4 B200-class GPUs, 186 GB HBM3e '
           "each; NVLink domain of 72 GPUs per rack). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama31_workload_base_configs.py at v0.3.1, '
           'LLAMA31_405B_PRETRAIN_CONFIG_GB200_FP8_MX_V2): TP4 PP16 CP1 VPP8 micro-batch 1 as the '
           'table states. Megatron DP = 256/(TP 4 x PP 16 x CP 1) = 4, GA = 1536/(4 x 1) = 384; '
           "iteration time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.1: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: LLAMA3.1_405B', row: | DGX-GB200 | 256 | FP8 | 1536 | 1 | 8192 "
                    '| 0 | 4 | 16 | 1 | 4 | n/a | 818 | 2063 |; preset '
                    'LLAMA31_405B_PRETRAIN_CONFIG_GB200_FP8_CS_V2 (v0.3.1)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3.1-405B',
  'model_type': 'dense',
  'num_layers': 126,
  'hidden_size': 16384,
  'ffn_hidden_size': 53248,
  'num_attention_heads': 128,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 405.0,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 256,
  'tp': 4,
  'pp': 16,
  'dp': 4,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 1536,
  'grad_accum_steps': 384,
  'activation_recompute': None,
  'precision': 'FP8 current scaling (fp8_cs)',
  'optimizer': None,
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 60.088,
  'iteration_time_is_derived': True,
  'tokens_per_s': 209408,
  'tokens_per_s_per_gpu': 818,
  'tflops_per_gpu': 2063,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB200 NVL72 (compute trays of 2 Grace + 4 B200-class GPUs, 186 GB HBM3e '
           "each; NVLink domain of 72 GPUs per rack). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama31_workload_base_configs.py at v0.3.1, '
           'LLAMA31_405B_PRETRAIN_CONFIG_GB200_FP8_CS_V2): TP4 PP16 CP1 VPP4 micro-batch 1 as the '
           'table states. Megatron DP = 256/(TP 4 x PP 16 x CP 1) = 4, GA = 1536/(4 x 1) = 384; '
           "iteration time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.1: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: DeepSeekV3', row: | DGX-GB300 | 256 | MXFP8 | 4096 | 2 | 4096 | "
                    '0 | 1 | 2 | 1 | 8 | 32 | 4691 | 1219 |; preset '
                    'DEEPSEEK_V3_PRETRAIN_CONFIG_GB300_FP8_MX_V2 (v0.3.1)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'DeepSeek-V3 (671B)',
  'model_type': 'moe',
  'num_layers': 61,
  'hidden_size': 7168,
  'ffn_hidden_size': 18432,
  'num_attention_heads': 128,
  'num_kv_heads': 128,
  'vocab_size': 129280,
  'seq_len': 4096,
  'total_params_b': 671.0,
  'active_params_b': 37.0,
  'num_experts': 256,
  'num_shared_experts': 1,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 2048,
  'moe_layers': 'layers 4-61 (first 3 dense, FFN 18432)',
  'capacity_factor': None,
  'arch_notes': 'MLA (q_lora_rank 1536, kv_lora_rank 512, qk_nope 128, qk_rope 64, v_head 128); '
                'node-limited routing (<=4 nodes); MTP depth 1 in original training',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 2,
  'dp': 128,
  'ep': 32,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 8,
  'micro_batch_size': 2,
  'global_batch_size': 4096,
  'grad_accum_steps': 16,
  'activation_recompute': 'selective (mla_up_proj), as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': 'Adam, Megatron-Core precision-aware optimizer as the DeepSeek-V3 recipe sets it: '
               'fp32 main params, main_grads_dtype bf16, exp_avg_dtype / exp_avg_sq_dtype bf16 '
               '(bf16 moments) (NVIDIA-NeMo/Megatron-Bridge '
               'src/megatron/bridge/recipes/deepseek/deepseek_v3.py at v0.3.1)',
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core), DeepEP dispatcher',
  'iteration_time_s': 13.971,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1200896,
  'tokens_per_s_per_gpu': 4691,
  'tflops_per_gpu': 1219,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB300 NVL72 (compute trays of 2 '
           'Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/deepseek/deepseek_workload_base_configs.py at v0.3.1, '
           'DEEPSEEK_V3_PRETRAIN_CONFIG_GB300_FP8_MX_V2): TP1 PP2 CP1 VPP8 EP32 micro-batch 2 as '
           'the table states, recompute_modules mla_up_proj, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=False. Megatron DP = 256/(TP 1 x PP 2 x CP 1) = 128, GA = 4096/(128 x '
           "2) = 16; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.1: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: DeepSeekV3', row: | DGX-GB200 | 256 | MXFP8 | 4096 | 1 | 4096 | "
                    '0 | 1 | 4 | 1 | 4 | 64 | 4021 | 1046 |; preset '
                    'DEEPSEEK_V3_PRETRAIN_CONFIG_GB200_FP8_MX_V2 (v0.3.1)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'DeepSeek-V3 (671B)',
  'model_type': 'moe',
  'num_layers': 61,
  'hidden_size': 7168,
  'ffn_hidden_size': 18432,
  'num_attention_heads': 128,
  'num_kv_heads': 128,
  'vocab_size': 129280,
  'seq_len': 4096,
  'total_params_b': 671.0,
  'active_params_b': 37.0,
  'num_experts': 256,
  'num_shared_experts': 1,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 2048,
  'moe_layers': 'layers 4-61 (first 3 dense, FFN 18432)',
  'capacity_factor': None,
  'arch_notes': 'MLA (q_lora_rank 1536, kv_lora_rank 512, qk_nope 128, qk_rope 64, v_head 128); '
                'node-limited routing (<=4 nodes); MTP depth 1 in original training',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 4,
  'dp': 64,
  'ep': 64,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 4096,
  'grad_accum_steps': 64,
  'activation_recompute': 'selective (mla_up_proj), as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': 'Adam, Megatron-Core precision-aware optimizer as the DeepSeek-V3 recipe sets it: '
               'fp32 main params, main_grads_dtype bf16, exp_avg_dtype / exp_avg_sq_dtype bf16 '
               '(bf16 moments) (NVIDIA-NeMo/Megatron-Bridge '
               'src/megatron/bridge/recipes/deepseek/deepseek_v3.py at v0.3.1)',
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core), DeepEP dispatcher',
  'iteration_time_s': 16.298,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1029376,
  'tokens_per_s_per_gpu': 4021,
  'tflops_per_gpu': 1046,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB200 NVL72 (compute trays of 2 '
           'Grace + 4 B200-class GPUs, 186 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/deepseek/deepseek_workload_base_configs.py at v0.3.1, '
           'DEEPSEEK_V3_PRETRAIN_CONFIG_GB200_FP8_MX_V2): TP1 PP4 CP1 VPP4 EP64 micro-batch 1 as '
           'the table states, recompute_modules mla_up_proj, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=False, graph capture of attn, moe_router, moe_preprocess only '
           '(cuda_graph_impl transformer_engine with that cuda_graph_scope; the rest eager). '
           'Megatron DP = 256/(TP 1 x PP 4 x CP 1) = 64, GA = 4096/(64 x 1) = 64; iteration time = '
           "GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge at v0.3.1: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-B300)",
  'source_locator': "table 'Model: DeepSeekV3', row: | DGX-B300 | 256 | MXFP8 | 4096 | 1 | 4096 | "
                    '0 | 1 | 16 | 1 | n/a | 8 | 3099 | 806 |; preset '
                    'DEEPSEEK_V3_PRETRAIN_CONFIG_B300_FP8_MX_V2 (v0.3.1)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'DeepSeek-V3 (671B)',
  'model_type': 'moe',
  'num_layers': 61,
  'hidden_size': 7168,
  'ffn_hidden_size': 18432,
  'num_attention_heads': 128,
  'num_kv_heads': 128,
  'vocab_size': 129280,
  'seq_len': 4096,
  'total_params_b': 671.0,
  'active_params_b': 37.0,
  'num_experts': 256,
  'num_shared_experts': 1,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 2048,
  'moe_layers': 'layers 4-61 (first 3 dense, FFN 18432)',
  'capacity_factor': None,
  'arch_notes': 'MLA (q_lora_rank 1536, kv_lora_rank 512, qk_nope 128, qk_rope 64, v_head 128); '
                'node-limited routing (<=4 nodes); MTP depth 1 in original training',
  'gpu_type': 'B300 SXM 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink5 via NVSwitch (1.8 TB/s bidirectional per GPU)',
  'inter_node_network': '8x 800 Gb/s InfiniBand (ConnectX-8) per node',
  'system_name': 'NVIDIA DGX B300 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 16,
  'dp': 16,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 1,
  'global_batch_size': 4096,
  'grad_accum_steps': 256,
  'activation_recompute': 'selective (mla_up_proj), as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': 'Adam, Megatron-Core precision-aware optimizer as the DeepSeek-V3 recipe sets it: '
               'fp32 main params, main_grads_dtype bf16, exp_avg_dtype / exp_avg_sq_dtype bf16 '
               '(bf16 moments) (NVIDIA-NeMo/Megatron-Bridge '
               'src/megatron/bridge/recipes/deepseek/deepseek_v3.py at v0.3.1)',
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core), DeepEP dispatcher',
  'iteration_time_s': 21.147,
  'iteration_time_is_derived': True,
  'tokens_per_s': 793344,
  'tokens_per_s_per_gpu': 3099,
  'tflops_per_gpu': 806,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX B300 (8x B300 288 GB, NVLink5 '
           "NVSwitch, 8x 800 Gb/s ConnectX-8). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/deepseek/deepseek_workload_base_configs.py at v0.3.1, '
           'DEEPSEEK_V3_PRETRAIN_CONFIG_B300_FP8_MX_V2): TP1 PP16 CP1 EP8 micro-batch 1 as the '
           'table states, recompute_modules mla_up_proj, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=False. Megatron DP = 256/(TP 1 x PP 16 x CP 1) = 16, GA = 4096/(16 x '
           "1) = 256; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.1: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-B200)",
  'source_locator': "table 'Model: DeepSeekV3', row: | DGX-B200 | 256 | MXFP8 | 4096 | 1 | 4096 | "
                    '0 | 1 | 16 | 1 | n/a | 8 | 2790 | 725 |; preset '
                    'DEEPSEEK_V3_PRETRAIN_CONFIG_B200_FP8_MX_V2 (v0.3.1)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'DeepSeek-V3 (671B)',
  'model_type': 'moe',
  'num_layers': 61,
  'hidden_size': 7168,
  'ffn_hidden_size': 18432,
  'num_attention_heads': 128,
  'num_kv_heads': 128,
  'vocab_size': 129280,
  'seq_len': 4096,
  'total_params_b': 671.0,
  'active_params_b': 37.0,
  'num_experts': 256,
  'num_shared_experts': 1,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 2048,
  'moe_layers': 'layers 4-61 (first 3 dense, FFN 18432)',
  'capacity_factor': None,
  'arch_notes': 'MLA (q_lora_rank 1536, kv_lora_rank 512, qk_nope 128, qk_rope 64, v_head 128); '
                'node-limited routing (<=4 nodes); MTP depth 1 in original training',
  'gpu_type': 'B200 SXM 180GB',
  'gpu_memory_gb': 180,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink5 via NVSwitch (1.8 TB/s bidirectional per GPU)',
  'inter_node_network': '8x 400 Gb/s NDR InfiniBand (ConnectX-7) per node',
  'system_name': 'NVIDIA DGX B200 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 16,
  'dp': 16,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 1,
  'global_batch_size': 4096,
  'grad_accum_steps': 256,
  'activation_recompute': 'selective (mla_up_proj), as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': 'Adam, Megatron-Core precision-aware optimizer as the DeepSeek-V3 recipe sets it: '
               'fp32 main params, main_grads_dtype bf16, exp_avg_dtype / exp_avg_sq_dtype bf16 '
               '(bf16 moments) (NVIDIA-NeMo/Megatron-Bridge '
               'src/megatron/bridge/recipes/deepseek/deepseek_v3.py at v0.3.1)',
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core), DeepEP dispatcher',
  'iteration_time_s': 23.49,
  'iteration_time_is_derived': True,
  'tokens_per_s': 714240,
  'tokens_per_s_per_gpu': 2790,
  'tflops_per_gpu': 725,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX B200 (8x B200 180 GB, NVLink5 '
           "NVSwitch, 8x 400 Gb/s ConnectX-7). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/deepseek/deepseek_workload_base_configs.py at v0.3.1, '
           'DEEPSEEK_V3_PRETRAIN_CONFIG_B200_FP8_MX_V2): TP1 PP16 CP1 EP8 micro-batch 1 as the '
           'table states, recompute_modules mla_up_proj, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=False. Megatron DP = 256/(TP 1 x PP 16 x CP 1) = 16, GA = 4096/(16 x '
           "1) = 256; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.1: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: GPT OSS 120B', row: | DGX-GB300 | 64 | BF16 | 1280 | 4 | 4096 | "
                    '0 | 1 | 1 | 1 | n/a | 64 | 19366 | 526 |; preset '
                    'GPT_OSS_120B_PRETRAIN_CONFIG_GB300_BF16_V2 (v0.3.1)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'gpt-oss-120b',
  'model_type': 'moe',
  'num_layers': 36,
  'hidden_size': 2880,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 201088,
  'seq_len': 4096,
  'total_params_b': 117.0,
  'active_params_b': 5.1,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 4,
  'expert_ffn_hidden_size': 2880,
  'moe_layers': 'all 36',
  'capacity_factor': None,
  'arch_notes': 'alternating full / 128-token sliding-window attention, attention sinks, head_dim '
                '64',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 1,
  'dp': 64,
  'ep': 64,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 1280,
  'grad_accum_steps': 5,
  'activation_recompute': None,
  'precision': 'BF16',
  'optimizer': "Adam, Megatron-Core precision-aware optimizer with OptimizerConfig's default "
               'widths (fp32 main params, main grads and moments), as '
               "NVIDIA-NeMo/Megatron-Bridge's performance scripts set it for every bf16 run: "
               "scripts/performance/utils/overrides.py set_post_overrides at v0.3.1: 'if "
               'compute_dtype == "bf16" and recipe.optimizer.optimizer == "adam": '
               "recipe.optimizer.use_precision_aware_optimizer = True'",
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 4.23,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1239424,
  'tokens_per_s_per_gpu': 19366,
  'tflops_per_gpu': 526,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB300 NVL72 (compute trays of 2 '
           'Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py at v0.3.1, '
           'GPT_OSS_120B_PRETRAIN_CONFIG_GB300_BF16_V2): TP1 PP1 CP1 EP64 micro-batch 4 as the '
           'table states, no moe_flex_dispatcher_backend in the preset, moe_a2a_overlap=False, '
           'graph capture of attn, moe_router, moe_preprocess only (cuda_graph_impl '
           'transformer_engine with that cuda_graph_scope; the rest eager). Megatron DP = 64/(TP 1 '
           'x PP 1 x CP 1) = 64, GA = 1280/(64 x 4) = 5; iteration time = GBS x 4096 / '
           "(tokens/s/GPU x GPUs). Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge at v0.3.1: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: GPT OSS 120B', row: | DGX-GB200 | 64 | BF16 | 1280 | 4 | 4096 | "
                    '0 | 1 | 1 | 1 | n/a | 64 | 15754 | 428 |; preset '
                    'GPT_OSS_120B_PRETRAIN_CONFIG_GB200_BF16_V2 (v0.3.1)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'gpt-oss-120b',
  'model_type': 'moe',
  'num_layers': 36,
  'hidden_size': 2880,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 201088,
  'seq_len': 4096,
  'total_params_b': 117.0,
  'active_params_b': 5.1,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 4,
  'expert_ffn_hidden_size': 2880,
  'moe_layers': 'all 36',
  'capacity_factor': None,
  'arch_notes': 'alternating full / 128-token sliding-window attention, attention sinks, head_dim '
                '64',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 1,
  'dp': 64,
  'ep': 64,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 1280,
  'grad_accum_steps': 5,
  'activation_recompute': 'selective (layernorm, moe_act), as the release recipe sets it',
  'precision': 'BF16',
  'optimizer': "Adam, Megatron-Core precision-aware optimizer with OptimizerConfig's default "
               'widths (fp32 main params, main grads and moments), as '
               "NVIDIA-NeMo/Megatron-Bridge's performance scripts set it for every bf16 run: "
               "scripts/performance/utils/overrides.py set_post_overrides at v0.3.1: 'if "
               'compute_dtype == "bf16" and recipe.optimizer.optimizer == "adam": '
               "recipe.optimizer.use_precision_aware_optimizer = True'",
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 5.2,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1008256,
  'tokens_per_s_per_gpu': 15754,
  'tflops_per_gpu': 428,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB200 NVL72 (compute trays of 2 '
           'Grace + 4 B200-class GPUs, 186 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py at v0.3.1, '
           'GPT_OSS_120B_PRETRAIN_CONFIG_GB200_BF16_V2): TP1 PP1 CP1 EP64 micro-batch 4 as the '
           'table states, recompute_modules layernorm and moe_act, no moe_flex_dispatcher_backend '
           'in the preset, moe_a2a_overlap=False. Megatron DP = 64/(TP 1 x PP 1 x CP 1) = 64, GA = '
           '1280/(64 x 4) = 5; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.1: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-B300)",
  'source_locator': "table 'Model: GPT OSS 120B', row: | DGX-B300 | 64 | BF16 | 1280 | 4 | 4096 | "
                    '0 | 1 | 1 | 1 | n/a | 8 | 15031 | 412 |',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': 'partial (no matching preset found; recompute/offload unstated)',
  'model_name': 'gpt-oss-120b',
  'model_type': 'moe',
  'num_layers': 36,
  'hidden_size': 2880,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 201088,
  'seq_len': 4096,
  'total_params_b': 117.0,
  'active_params_b': 5.1,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 4,
  'expert_ffn_hidden_size': 2880,
  'moe_layers': 'all 36',
  'capacity_factor': None,
  'arch_notes': 'alternating full / 128-token sliding-window attention, attention sinks, head_dim '
                '64',
  'gpu_type': 'B300 SXM 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink5 via NVSwitch (1.8 TB/s bidirectional per GPU)',
  'inter_node_network': '8x 800 Gb/s InfiniBand (ConnectX-8) per node',
  'system_name': 'NVIDIA DGX B300 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 1,
  'dp': 64,
  'ep': 8,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 1280,
  'grad_accum_steps': 5,
  'activation_recompute': None,
  'precision': 'BF16',
  'optimizer': "Adam, Megatron-Core precision-aware optimizer with OptimizerConfig's default "
               'widths (fp32 main params, main grads and moments), as '
               "NVIDIA-NeMo/Megatron-Bridge's performance scripts set it for every bf16 run: "
               "scripts/performance/utils/overrides.py set_post_overrides at v0.3.1: 'if "
               'compute_dtype == "bf16" and recipe.optimizer.optimizer == "adam": '
               "recipe.optimizer.use_precision_aware_optimizer = True'",
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 5.45,
  'iteration_time_is_derived': True,
  'tokens_per_s': 961984,
  'tokens_per_s_per_gpu': 15031,
  'tflops_per_gpu': 412,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX B300 (8x B300 288 GB, NVLink5 '
           "NVSwitch, 8x 800 Gb/s ConnectX-8). No preset of v0.3.1's scripts/performance/configs "
           "matches this row's layout (GPUs, GBS, MBS, TP, PP, CP, VP, EP, FSDP), so recompute, "
           'offload and dispatcher are left unstated. Megatron DP = 64/(TP 1 x PP 1 x CP 1) = 64, '
           'GA = 1280/(64 x 4) = 5; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as '
           "this release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.1: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-B200)",
  'source_locator': "table 'Model: GPT OSS 120B', row: | DGX-B200 | 64 | BF16 | 1280 | 4 | 4096 | "
                    '0 | 1 | 1 | 1 | n/a | 8 | 13722 | 373 |',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': 'partial (no matching preset found; recompute/offload unstated)',
  'model_name': 'gpt-oss-120b',
  'model_type': 'moe',
  'num_layers': 36,
  'hidden_size': 2880,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 201088,
  'seq_len': 4096,
  'total_params_b': 117.0,
  'active_params_b': 5.1,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 4,
  'expert_ffn_hidden_size': 2880,
  'moe_layers': 'all 36',
  'capacity_factor': None,
  'arch_notes': 'alternating full / 128-token sliding-window attention, attention sinks, head_dim '
                '64',
  'gpu_type': 'B200 SXM 180GB',
  'gpu_memory_gb': 180,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink5 via NVSwitch (1.8 TB/s bidirectional per GPU)',
  'inter_node_network': '8x 400 Gb/s NDR InfiniBand (ConnectX-7) per node',
  'system_name': 'NVIDIA DGX B200 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 1,
  'dp': 64,
  'ep': 8,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 1280,
  'grad_accum_steps': 5,
  'activation_recompute': None,
  'precision': 'BF16',
  'optimizer': "Adam, Megatron-Core precision-aware optimizer with OptimizerConfig's default "
               'widths (fp32 main params, main grads and moments), as '
               "NVIDIA-NeMo/Megatron-Bridge's performance scripts set it for every bf16 run: "
               "scripts/performance/utils/overrides.py set_post_overrides at v0.3.1: 'if "
               'compute_dtype == "bf16" and recipe.optimizer.optimizer == "adam": '
               "recipe.optimizer.use_precision_aware_optimizer = True'",
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 5.97,
  'iteration_time_is_derived': True,
  'tokens_per_s': 878208,
  'tokens_per_s_per_gpu': 13722,
  'tflops_per_gpu': 373,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX B200 (8x B200 180 GB, NVLink5 '
           "NVSwitch, 8x 400 Gb/s ConnectX-7). No preset of v0.3.1's scripts/performance/configs "
           "matches this row's layout (GPUs, GBS, MBS, TP, PP, CP, VP, EP, FSDP), so recompute, "
           'offload and dispatcher are left unstated. Megatron DP = 64/(TP 1 x PP 1 x CP 1) = 64, '
           'GA = 1280/(64 x 4) = 5; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as '
           "this release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.1: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxh100',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-H100)",
  'source_locator': "table 'Model: GPT OSS 120B', row: | DGX-H100 | 64 | BF16 | 1280 | 1 | 4096 | "
                    '0 | 1 | 4 | 1 | n/a | 8 | 5984 | 163 |; preset '
                    'GPT_OSS_120B_PRETRAIN_CONFIG_H100_BF16_V2 (v0.3.1)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'gpt-oss-120b',
  'model_type': 'moe',
  'num_layers': 36,
  'hidden_size': 2880,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 201088,
  'seq_len': 4096,
  'total_params_b': 117.0,
  'active_params_b': 5.1,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 4,
  'expert_ffn_hidden_size': 2880,
  'moe_layers': 'all 36',
  'capacity_factor': None,
  'arch_notes': 'alternating full / 128-token sliding-window attention, attention sinks, head_dim '
                '64',
  'gpu_type': 'H100 SXM5 80GB',
  'gpu_memory_gb': 80,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink4 via NVSwitch (900 GB/s bidirectional per GPU)',
  'inter_node_network': '8x 400 Gb/s NDR InfiniBand (ConnectX-7) per node',
  'system_name': 'NVIDIA DGX H100 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 4,
  'dp': 16,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 1,
  'global_batch_size': 1280,
  'grad_accum_steps': 80,
  'activation_recompute': 'selective (layernorm, moe_act), as the release recipe sets it',
  'precision': 'BF16',
  'optimizer': "Adam, Megatron-Core precision-aware optimizer with OptimizerConfig's default "
               'widths (fp32 main params, main grads and moments), as '
               "NVIDIA-NeMo/Megatron-Bridge's performance scripts set it for every bf16 run: "
               "scripts/performance/utils/overrides.py set_post_overrides at v0.3.1: 'if "
               'compute_dtype == "bf16" and recipe.optimizer.optimizer == "adam": '
               "recipe.optimizer.use_precision_aware_optimizer = True'",
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 13.69,
  'iteration_time_is_derived': True,
  'tokens_per_s': 382976,
  'tokens_per_s_per_gpu': 5984,
  'tflops_per_gpu': 163,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           "among experts and are token-dropless. Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py at v0.3.1, '
           'GPT_OSS_120B_PRETRAIN_CONFIG_H100_BF16_V2): TP1 PP4 CP1 EP8 micro-batch 1 as the table '
           'states, recompute_modules layernorm and moe_act, no moe_flex_dispatcher_backend in the '
           'preset, moe_a2a_overlap=False. Megatron DP = 64/(TP 1 x PP 4 x CP 1) = 16, GA = '
           '1280/(16 x 1) = 80; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.1: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: Qwen3_30B_a3B', row: | DGX-GB300 | 8 | MXFP8 | 512 | 8 | 4096 | "
                    '0 | 1 | 1 | 1 | n/a | 8 | 30411 | 700 |; preset '
                    'QWEN3_30B_A3B_PRETRAIN_CONFIG_GB300_FP8_MX_V1 (v0.3.1)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-30B-A3B',
  'model_type': 'moe',
  'num_layers': 48,
  'hidden_size': 2048,
  'ffn_hidden_size': None,
  'num_attention_heads': 32,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 30.5,
  'active_params_b': 3.3,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 768,
  'moe_layers': 'all 48',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts; dropless unless stated',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 8,
  'tp': 1,
  'pp': 1,
  'dp': 8,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 8,
  'global_batch_size': 512,
  'grad_accum_steps': 8,
  'activation_recompute': 'none, as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 8.62,
  'iteration_time_is_derived': True,
  'tokens_per_s': 243288,
  'tokens_per_s_per_gpu': 30411,
  'tflops_per_gpu': 700,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB300 NVL72 (compute trays of 2 '
           'Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at v0.3.1, '
           'QWEN3_30B_A3B_PRETRAIN_CONFIG_GB300_FP8_MX_V1): TP1 PP1 CP1 EP8 micro-batch 8 as the '
           'table states, no recompute (qwen3_llm_pretrain.py sets recompute_granularity None and '
           'the preset sets no recompute_modules or recompute_num_layers), '
           'moe_flex_dispatcher_backend hybridep, moe_a2a_overlap=False, graph capture of '
           'moe_router, moe_preprocess only (cuda_graph_impl transformer_engine with that '
           'cuda_graph_scope; the rest eager). Megatron DP = 8/(TP 1 x PP 1 x CP 1) = 8, GA = '
           '512/(8 x 8) = 8; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.1: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: Qwen3_30B_a3B', row: | DGX-GB200 | 8 | MXFP8 | 512 | 4 | 4096 | "
                    '0 | 1 | 1 | 1 | n/a | 8 | 26373 | 607 |; preset '
                    'QWEN3_30B_A3B_PRETRAIN_CONFIG_GB200_FP8_MX_V1 (v0.3.1)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-30B-A3B',
  'model_type': 'moe',
  'num_layers': 48,
  'hidden_size': 2048,
  'ffn_hidden_size': None,
  'num_attention_heads': 32,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 30.5,
  'active_params_b': 3.3,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 768,
  'moe_layers': 'all 48',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts; dropless unless stated',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 8,
  'tp': 1,
  'pp': 1,
  'dp': 8,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 512,
  'grad_accum_steps': 16,
  'activation_recompute': 'none, as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 9.94,
  'iteration_time_is_derived': True,
  'tokens_per_s': 210984,
  'tokens_per_s_per_gpu': 26373,
  'tflops_per_gpu': 607,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB200 NVL72 (compute trays of 2 '
           'Grace + 4 B200-class GPUs, 186 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at v0.3.1, '
           'QWEN3_30B_A3B_PRETRAIN_CONFIG_GB200_FP8_MX_V1): TP1 PP1 CP1 EP8 micro-batch 4 as the '
           'table states, no recompute (qwen3_llm_pretrain.py sets recompute_granularity None and '
           'the preset sets no recompute_modules or recompute_num_layers), '
           'moe_flex_dispatcher_backend hybridep, moe_a2a_overlap=False, graph capture of '
           'moe_router, moe_preprocess only (cuda_graph_impl transformer_engine with that '
           'cuda_graph_scope; the rest eager). Megatron DP = 8/(TP 1 x PP 1 x CP 1) = 8, GA = '
           '512/(8 x 4) = 16; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.1: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-B300)",
  'source_locator': "table 'Model: Qwen3_30B_a3B', row: | DGX-B300 | 8 | MXFP8 | 512 | 8 | 4096 | "
                    '0 | 1 | 1 | 1 | n/a | 8 | 29454 | 678 |; preset '
                    'QWEN3_30B_A3B_PRETRAIN_CONFIG_B300_FP8_MX_V1 (v0.3.1)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-30B-A3B',
  'model_type': 'moe',
  'num_layers': 48,
  'hidden_size': 2048,
  'ffn_hidden_size': None,
  'num_attention_heads': 32,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 30.5,
  'active_params_b': 3.3,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 768,
  'moe_layers': 'all 48',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts; dropless unless stated',
  'gpu_type': 'B300 SXM 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink5 via NVSwitch (1.8 TB/s bidirectional per GPU)',
  'inter_node_network': '8x 800 Gb/s InfiniBand (ConnectX-8) per node',
  'system_name': 'NVIDIA DGX B300 cluster',
  'num_gpus': 8,
  'tp': 1,
  'pp': 1,
  'dp': 8,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 8,
  'global_batch_size': 512,
  'grad_accum_steps': 8,
  'activation_recompute': 'none, as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 8.9,
  'iteration_time_is_derived': True,
  'tokens_per_s': 235632,
  'tokens_per_s_per_gpu': 29454,
  'tflops_per_gpu': 678,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX B300 (8x B300 288 GB, NVLink5 '
           "NVSwitch, 8x 800 Gb/s ConnectX-8). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at v0.3.1, '
           'QWEN3_30B_A3B_PRETRAIN_CONFIG_B300_FP8_MX_V1): TP1 PP1 CP1 EP8 micro-batch 8 as the '
           'table states, no recompute (qwen3_llm_pretrain.py sets recompute_granularity None and '
           'the preset sets no recompute_modules or recompute_num_layers), '
           'moe_flex_dispatcher_backend hybridep, moe_a2a_overlap=False, graph capture of '
           'moe_router, moe_preprocess only (cuda_graph_impl transformer_engine with that '
           'cuda_graph_scope; the rest eager). Megatron DP = 8/(TP 1 x PP 1 x CP 1) = 8, GA = '
           '512/(8 x 8) = 8; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.1: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-B200)",
  'source_locator': "table 'Model: Qwen3_30B_a3B', row: | DGX-B200 | 8 | MXFP8 | 512 | 4 | 4096 | "
                    '0 | 1 | 1 | 1 | n/a | 8 | 26695 | 614 |; preset '
                    'QWEN3_30B_A3B_PRETRAIN_CONFIG_B200_FP8_MX_V1 (v0.3.1)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-30B-A3B',
  'model_type': 'moe',
  'num_layers': 48,
  'hidden_size': 2048,
  'ffn_hidden_size': None,
  'num_attention_heads': 32,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 30.5,
  'active_params_b': 3.3,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 768,
  'moe_layers': 'all 48',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts; dropless unless stated',
  'gpu_type': 'B200 SXM 180GB',
  'gpu_memory_gb': 180,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink5 via NVSwitch (1.8 TB/s bidirectional per GPU)',
  'inter_node_network': '8x 400 Gb/s NDR InfiniBand (ConnectX-7) per node',
  'system_name': 'NVIDIA DGX B200 cluster',
  'num_gpus': 8,
  'tp': 1,
  'pp': 1,
  'dp': 8,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 512,
  'grad_accum_steps': 16,
  'activation_recompute': 'none, as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 9.82,
  'iteration_time_is_derived': True,
  'tokens_per_s': 213560,
  'tokens_per_s_per_gpu': 26695,
  'tflops_per_gpu': 614,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX B200 (8x B200 180 GB, NVLink5 '
           "NVSwitch, 8x 400 Gb/s ConnectX-7). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at v0.3.1, '
           'QWEN3_30B_A3B_PRETRAIN_CONFIG_B200_FP8_MX_V1): TP1 PP1 CP1 EP8 micro-batch 4 as the '
           'table states, no recompute (qwen3_llm_pretrain.py sets recompute_granularity None and '
           'the preset sets no recompute_modules or recompute_num_layers), '
           'moe_flex_dispatcher_backend hybridep, moe_a2a_overlap=False, graph capture of attn, '
           'moe_router, moe_preprocess only (cuda_graph_impl transformer_engine with that '
           'cuda_graph_scope; the rest eager). Megatron DP = 8/(TP 1 x PP 1 x CP 1) = 8, GA = '
           '512/(8 x 4) = 16; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.1: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxh100',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-H100)",
  'source_locator': "table 'Model: Qwen3_30B_a3B', row: | DGX-H100 | 16 | FP8 | 1024 | 1 | 4096 | "
                    '0 | 1 | 2 | 1 | 12 | 8 | 9058 | 208 |',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': 'partial (no matching preset found; recompute/offload unstated)',
  'model_name': 'Qwen3-30B-A3B',
  'model_type': 'moe',
  'num_layers': 48,
  'hidden_size': 2048,
  'ffn_hidden_size': None,
  'num_attention_heads': 32,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 30.5,
  'active_params_b': 3.3,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 768,
  'moe_layers': 'all 48',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts; dropless unless stated',
  'gpu_type': 'H100 SXM5 80GB',
  'gpu_memory_gb': 80,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink4 via NVSwitch (900 GB/s bidirectional per GPU)',
  'inter_node_network': '8x 400 Gb/s NDR InfiniBand (ConnectX-7) per node',
  'system_name': 'NVIDIA DGX H100 cluster',
  'num_gpus': 16,
  'tp': 1,
  'pp': 2,
  'dp': 8,
  'ep': 8,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 12,
  'micro_batch_size': 1,
  'global_batch_size': 1024,
  'grad_accum_steps': 128,
  'activation_recompute': None,
  'precision': 'FP8 current scaling (fp8_cs)',
  'optimizer': None,
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 28.941,
  'iteration_time_is_derived': True,
  'tokens_per_s': 144928,
  'tokens_per_s_per_gpu': 9058,
  'tflops_per_gpu': 208,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           "among experts and are token-dropless. No preset of v0.3.1's "
           "scripts/performance/configs matches this row's layout (GPUs, GBS, MBS, TP, PP, CP, VP, "
           'EP, FSDP), so recompute, offload and dispatcher are left unstated. Megatron DP = '
           '16/(TP 1 x PP 2 x CP 1) = 8, GA = 1024/(8 x 1) = 128; iteration time = GBS x 4096 / '
           "(tokens/s/GPU x GPUs). Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge at v0.3.1: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: Qwen3_235B_a22B', row: | DGX-GB200 | 256 | MXFP8 | 8192 | 1 | "
                    '4096 | 0 | 1 | 8 | 1 | n/a | 32 | 5530 | 819 |; preset '
                    'QWEN3_235B_A22B_PRETRAIN_CONFIG_GB200_FP8_MX_V2 (v0.3.1)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-235B-A22B',
  'model_type': 'moe',
  'num_layers': 94,
  'hidden_size': 4096,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 235.0,
  'active_params_b': 22.0,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 1536,
  'moe_layers': 'all 94',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 8,
  'dp': 32,
  'ep': 32,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 1,
  'global_batch_size': 8192,
  'grad_accum_steps': 256,
  'activation_recompute': 'none, as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 23.702,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1415680,
  'tokens_per_s_per_gpu': 5530,
  'tflops_per_gpu': 819,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB200 NVL72 (compute trays of 2 '
           'Grace + 4 B200-class GPUs, 186 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at v0.3.1, '
           'QWEN3_235B_A22B_PRETRAIN_CONFIG_GB200_FP8_MX_V2): TP1 PP8 CP1 EP32 micro-batch 1 as '
           'the table states, no recompute (qwen3_llm_pretrain.py sets recompute_granularity None '
           'and the preset sets no recompute_modules or recompute_num_layers), '
           'moe_flex_dispatcher_backend hybridep, moe_a2a_overlap=False, graph capture of attn, '
           'moe_router, moe_preprocess only (cuda_graph_impl transformer_engine with that '
           'cuda_graph_scope; the rest eager). Megatron DP = 256/(TP 1 x PP 8 x CP 1) = 32, GA = '
           '8192/(32 x 1) = 256; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.1: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-B300)",
  'source_locator': "table 'Model: Qwen3_235B_a22B', row: | DGX-B300 | 256 | MXFP8 | 8192 | 1 | "
                    '4096 | 0 | 1 | 8 | 1 | 4 | 8 | 2644 | 391 |',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': 'partial (no matching preset found; recompute/offload unstated)',
  'model_name': 'Qwen3-235B-A22B',
  'model_type': 'moe',
  'num_layers': 94,
  'hidden_size': 4096,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 235.0,
  'active_params_b': 22.0,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 1536,
  'moe_layers': 'all 94',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts',
  'gpu_type': 'B300 SXM 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink5 via NVSwitch (1.8 TB/s bidirectional per GPU)',
  'inter_node_network': '8x 800 Gb/s InfiniBand (ConnectX-8) per node',
  'system_name': 'NVIDIA DGX B300 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 8,
  'dp': 32,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 8192,
  'grad_accum_steps': 256,
  'activation_recompute': None,
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 49.573,
  'iteration_time_is_derived': True,
  'tokens_per_s': 676864,
  'tokens_per_s_per_gpu': 2644,
  'tflops_per_gpu': 391,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX B300 (8x B300 288 GB, NVLink5 '
           "NVSwitch, 8x 800 Gb/s ConnectX-8). No preset of v0.3.1's scripts/performance/configs "
           "matches this row's layout (GPUs, GBS, MBS, TP, PP, CP, VP, EP, FSDP), so recompute, "
           'offload and dispatcher are left unstated. Megatron DP = 256/(TP 1 x PP 8 x CP 1) = 32, '
           'GA = 8192/(32 x 1) = 256; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as '
           "this release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.1: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxh100',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-H100)",
  'source_locator': "table 'Model: Qwen3_235B_a22B', row: | DGX-H100 | 256 | FP8 | 8192 | 1 | 4096 "
                    '| 0 | 2 | 8 | 1 | 4 | 32 | 1611 | 238 |; preset '
                    'QWEN3_235B_A22B_PRETRAIN_CONFIG_H100_FP8_CS_V2 (v0.3.1)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-235B-A22B',
  'model_type': 'moe',
  'num_layers': 94,
  'hidden_size': 4096,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 235.0,
  'active_params_b': 22.0,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 1536,
  'moe_layers': 'all 94',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts',
  'gpu_type': 'H100 SXM5 80GB',
  'gpu_memory_gb': 80,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink4 via NVSwitch (900 GB/s bidirectional per GPU)',
  'inter_node_network': '8x 400 Gb/s NDR InfiniBand (ConnectX-7) per node',
  'system_name': 'NVIDIA DGX H100 cluster',
  'num_gpus': 256,
  'tp': 2,
  'pp': 8,
  'dp': 16,
  'ep': 32,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 8192,
  'grad_accum_steps': 512,
  'activation_recompute': 'none, as the release recipe sets it',
  'precision': 'FP8 current scaling (fp8_cs)',
  'optimizer': None,
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core), DeepEP dispatcher',
  'iteration_time_s': 81.361,
  'iteration_time_is_derived': True,
  'tokens_per_s': 412416,
  'tokens_per_s_per_gpu': 1611,
  'tflops_per_gpu': 238,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           "among experts and are token-dropless. Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at v0.3.1, '
           'QWEN3_235B_A22B_PRETRAIN_CONFIG_H100_FP8_CS_V2): TP2 PP8 CP1 VPP4 EP32 micro-batch 1 '
           'as the table states, no recompute (qwen3_llm_pretrain.py sets recompute_granularity '
           'None and the preset sets no recompute_modules or recompute_num_layers), '
           'moe_flex_dispatcher_backend deepep, moe_a2a_overlap=True. Megatron DP = 256/(TP 2 x PP '
           '8 x CP 1) = 16, GA = 8192/(16 x 1) = 512; iteration time = GBS x 4096 / (tokens/s/GPU '
           "x GPUs). Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge at v0.3.1: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.02.01_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.02.01 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: Kimi_K2', row: | DGX-GB300 | 256 | MXFP8 | 4096 | 2 | 4096 | 0 "
                    '| 1 | 4 | 1 | 4 | 64 | 5072 | 1037 |; preset '
                    'KIMI_K2_PRETRAIN_CONFIG_GB300_FP8_MX (v0.3.1)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Kimi-K2',
  'model_type': 'moe',
  'num_layers': 61,
  'hidden_size': 7168,
  'ffn_hidden_size': 18432,
  'num_attention_heads': 64,
  'num_kv_heads': 64,
  'vocab_size': 163840,
  'seq_len': 4096,
  'total_params_b': 1040.0,
  'active_params_b': 32.6,
  'num_experts': 384,
  'num_shared_experts': 1,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 2048,
  'moe_layers': 'layers 2-61 (first 1 dense, FFN 18432)',
  'capacity_factor': None,
  'arch_notes': 'DeepSeek-V3 architecture (DeepseekV3ForCausalLM): MLA (q_lora_rank 1536, '
                'kv_lora_rank 512, qk_nope 128, qk_rope 64, v_head 128), 64 heads; 384 routed '
                'experts + 1 shared, top-8, first_k_dense_replace 1, no MTP '
                '(num_nextn_predict_layers 0); moonshotai/Kimi-K2-Instruct config.json',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 4,
  'dp': 64,
  'ep': 64,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 2,
  'global_batch_size': 4096,
  'grad_accum_steps': 32,
  'activation_recompute': 'selective (mla_up_proj), as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': "Muon (dist_muon): the table's note 'Muon optimizer was used for pre-training "
               "Kimi-K2.'; scripts/performance/configs/kimi/kimi_llm_pretrain.py at v0.3.1 "
               "defaults optimizer_type='muon'",
  'framework': 'NeMo 26.02.01 / Megatron-Bridge (Megatron-Core), DeepEP dispatcher',
  'iteration_time_s': 12.921,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1298432,
  'tokens_per_s_per_gpu': 5072,
  'tflops_per_gpu': 1037,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB300 NVL72 (compute trays of 2 '
           'Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/kimi/kimi_workload_base_configs.py at v0.3.1, '
           'KIMI_K2_PRETRAIN_CONFIG_GB300_FP8_MX): TP1 PP4 CP1 VPP4 EP64 micro-batch 2 as the '
           'table states, recompute_modules mla_up_proj, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=False. Megatron DP = 256/(TP 1 x PP 4 x CP 1) = 64, GA = 4096/(64 x 2) '
           "= 32; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.3.1: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: LLAMA3_70B', row: | DGX-GB300 | 64 | NVFP4 | 256 | 1 | 8192 | 0 "
                    '| 1 | 4 | 1 | 5 | n/a | 7397 | 3321 |; preset '
                    'LLAMA3_70B_PRETRAIN_CONFIG_GB300_NVFP4_V2 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3/3.1-70B',
  'model_type': 'dense',
  'num_layers': 80,
  'hidden_size': 8192,
  'ffn_hidden_size': 28672,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 70.6,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 4,
  'dp': 16,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 5,
  'micro_batch_size': 1,
  'global_batch_size': 256,
  'grad_accum_steps': 16,
  'activation_recompute': None,
  'precision': 'NVFP4',
  'optimizer': None,
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 4.43,
  'iteration_time_is_derived': True,
  'tokens_per_s': 473408,
  'tokens_per_s_per_gpu': 7397,
  'tflops_per_gpu': 3321,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB300 NVL72 (compute trays of 2 Grace + 4 B300 GPUs, 288 GB HBM3e each; '
           'NVLink domain of 72 GPUs per rack). NVFP4: 4-bit E2M1 values with E4M3 scales per 16 '
           "elements (Transformer Engine NVFP4 recipe). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama3_workload_base_configs.py at v0.4.0, '
           'LLAMA3_70B_PRETRAIN_CONFIG_GB300_NVFP4_V2): TP1 PP4 CP1 VPP5 micro-batch 1 as the '
           "table states, cuda_graph_impl 'none': no CUDA graphs. TP communication overlap off, as "
           "this release's script sets it for NVFP4 "
           '(scripts/performance/configs/llama/llama3_llm_pretrain.py at v0.4.0: '
           "cfg.comm_overlap.tp_comm_overlap = False if precision == 'nvfp4'): tp_comm_overlap = "
           'False. Megatron DP = 64/(TP 1 x PP 4 x CP 1) = 16, GA = 256/(16 x 1) = 16; iteration '
           "time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's performance scripts "
           'set it (NVIDIA-NeMo/Megatron-Bridge at v0.4.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: LLAMA3_70B', row: | DGX-GB200 | 64 | NVFP4 | 256 | 1 | 8192 | 0 "
                    '| 2 | 4 | 1 | 5 | n/a | 4898 | 2201 |; preset '
                    'LLAMA3_70B_PRETRAIN_CONFIG_GB200_NVFP4_V2 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3/3.1-70B',
  'model_type': 'dense',
  'num_layers': 80,
  'hidden_size': 8192,
  'ffn_hidden_size': 28672,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 70.6,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 64,
  'tp': 2,
  'pp': 4,
  'dp': 8,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 5,
  'micro_batch_size': 1,
  'global_batch_size': 256,
  'grad_accum_steps': 32,
  'activation_recompute': None,
  'precision': 'NVFP4',
  'optimizer': None,
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 6.69,
  'iteration_time_is_derived': True,
  'tokens_per_s': 313472,
  'tokens_per_s_per_gpu': 4898,
  'tflops_per_gpu': 2201,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB200 NVL72 (compute trays of 2 Grace + 4 B200-class GPUs, 186 GB HBM3e '
           'each; NVLink domain of 72 GPUs per rack). NVFP4: 4-bit E2M1 values with E4M3 scales '
           "per 16 elements (Transformer Engine NVFP4 recipe). Configuration of this release's "
           'recipe (NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama3_workload_base_configs.py at v0.4.0, '
           'LLAMA3_70B_PRETRAIN_CONFIG_GB200_NVFP4_V2): TP2 PP4 CP1 VPP5 micro-batch 1 as the '
           "table states, cuda_graph_impl 'none': no CUDA graphs. TP communication overlap off, as "
           "this release's script sets it for NVFP4 "
           '(scripts/performance/configs/llama/llama3_llm_pretrain.py at v0.4.0: '
           "cfg.comm_overlap.tp_comm_overlap = False if precision == 'nvfp4'): tp_comm_overlap = "
           'False. Megatron DP = 64/(TP 2 x PP 4 x CP 1) = 8, GA = 256/(8 x 1) = 32; iteration '
           "time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's performance scripts "
           'set it (NVIDIA-NeMo/Megatron-Bridge at v0.4.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: LLAMA3_70B', row: | DGX-GB300 | 64 | MXFP8 | 256 | 1 | 8192 | 0 "
                    '| 1 | 4 | 1 | 5 | n/a | 4742 | 2131 |; preset '
                    'LLAMA3_70B_PRETRAIN_CONFIG_GB300_FP8_MX_V2 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3/3.1-70B',
  'model_type': 'dense',
  'num_layers': 80,
  'hidden_size': 8192,
  'ffn_hidden_size': 28672,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 70.6,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 4,
  'dp': 16,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 5,
  'micro_batch_size': 1,
  'global_batch_size': 256,
  'grad_accum_steps': 16,
  'activation_recompute': None,
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 6.91,
  'iteration_time_is_derived': True,
  'tokens_per_s': 303488,
  'tokens_per_s_per_gpu': 4742,
  'tflops_per_gpu': 2131,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB300 NVL72 (compute trays of 2 Grace + 4 B300 GPUs, 288 GB HBM3e each; '
           "NVLink domain of 72 GPUs per rack). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama3_workload_base_configs.py at v0.4.0, '
           'LLAMA3_70B_PRETRAIN_CONFIG_GB300_FP8_MX_V2): TP1 PP4 CP1 VPP5 micro-batch 1 as the '
           'table states. Megatron DP = 64/(TP 1 x PP 4 x CP 1) = 16, GA = 256/(16 x 1) = 16; '
           "iteration time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.4.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: LLAMA3_70B', row: | DGX-GB200 | 64 | MXFP8 | 256 | 1 | 8192 | 0 "
                    '| 2 | 4 | 1 | 5 | n/a | 3828 | 1721 |; preset '
                    'LLAMA3_70B_PRETRAIN_CONFIG_GB200_FP8_MX_V2 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3/3.1-70B',
  'model_type': 'dense',
  'num_layers': 80,
  'hidden_size': 8192,
  'ffn_hidden_size': 28672,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 70.6,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 64,
  'tp': 2,
  'pp': 4,
  'dp': 8,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 5,
  'micro_batch_size': 1,
  'global_batch_size': 256,
  'grad_accum_steps': 32,
  'activation_recompute': None,
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 8.56,
  'iteration_time_is_derived': True,
  'tokens_per_s': 244992,
  'tokens_per_s_per_gpu': 3828,
  'tflops_per_gpu': 1721,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB200 NVL72 (compute trays of 2 Grace + 4 B200-class GPUs, 186 GB HBM3e '
           "each; NVLink domain of 72 GPUs per rack). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama3_workload_base_configs.py at v0.4.0, '
           'LLAMA3_70B_PRETRAIN_CONFIG_GB200_FP8_MX_V2): TP2 PP4 CP1 VPP5 micro-batch 1 as the '
           'table states. Megatron DP = 64/(TP 2 x PP 4 x CP 1) = 8, GA = 256/(8 x 1) = 32; '
           "iteration time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.4.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: LLAMA3_70B', row: | DGX-GB200 | 64 | FP8 | 256 | 2 | 8192 | 64 "
                    '| 1 | 1 | 1 | n/a | n/a | 4143 | 1861 |; preset '
                    'LLAMA3_70B_PRETRAIN_CONFIG_GB200_FP8_CS_V2 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3/3.1-70B',
  'model_type': 'dense',
  'num_layers': 80,
  'hidden_size': 8192,
  'ffn_hidden_size': 28672,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 70.6,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 1,
  'dp': 64,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'Megatron-FSDP (sharding group = all GPUs)',
  'vpp': None,
  'micro_batch_size': 2,
  'global_batch_size': 256,
  'grad_accum_steps': 2,
  'activation_recompute': None,
  'precision': 'FP8 current scaling (fp8_cs)',
  'optimizer': None,
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 7.909,
  'iteration_time_is_derived': True,
  'tokens_per_s': 265152,
  'tokens_per_s_per_gpu': 4143,
  'tflops_per_gpu': 1861,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB200 NVL72 (compute trays of 2 Grace + 4 B200-class GPUs, 186 GB HBM3e '
           "each; NVLink domain of 72 GPUs per rack). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama3_workload_base_configs.py at v0.4.0, '
           'LLAMA3_70B_PRETRAIN_CONFIG_GB200_FP8_CS_V2): TP1 PP1 CP1 micro-batch 2 as the table '
           "states, Megatron-FSDP (use_megatron_fsdp=True, the table's FSDP 64), activation "
           'offloading, not recompute: cpu_offloading_num_layers 40 (the activations of 40 of 80 '
           'layers kept in CPU memory); validate reads cpu_offloading_num_layers from these notes. '
           'Megatron DP = 64/(TP 1 x PP 1 x CP 1) = 64, GA = 256/(64 x 2) = 2; iteration time = '
           "GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge at v0.4.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxh100',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-H100)",
  'source_locator': "table 'Model: LLAMA3_70B', row: | DGX-H100 | 64 | FP8 | 256 | 1 | 8192 | 0 | "
                    '4 | 8 | 1 | 5 | n/a | 1633 | 734 |; preset '
                    'LLAMA3_70B_PRETRAIN_CONFIG_H100_FP8_CS_V2 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3/3.1-70B',
  'model_type': 'dense',
  'num_layers': 80,
  'hidden_size': 8192,
  'ffn_hidden_size': 28672,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 70.6,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'H100 SXM5 80GB',
  'gpu_memory_gb': 80,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink4 via NVSwitch (900 GB/s bidirectional per GPU)',
  'inter_node_network': '8x 400 Gb/s NDR InfiniBand (ConnectX-7) per node',
  'system_name': 'NVIDIA DGX H100 cluster',
  'num_gpus': 64,
  'tp': 4,
  'pp': 8,
  'dp': 2,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 5,
  'micro_batch_size': 1,
  'global_batch_size': 256,
  'grad_accum_steps': 128,
  'activation_recompute': None,
  'precision': 'FP8 current scaling (fp8_cs)',
  'optimizer': None,
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 20.066,
  'iteration_time_is_derived': True,
  'tokens_per_s': 104512,
  'tokens_per_s_per_gpu': 1633,
  'tflops_per_gpu': 734,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/llama/llama3_workload_base_configs.py at v0.4.0, '
           'LLAMA3_70B_PRETRAIN_CONFIG_H100_FP8_CS_V2): TP4 PP8 CP1 VPP5 micro-batch 1 as the '
           'table states. Megatron DP = 64/(TP 4 x PP 8 x CP 1) = 2, GA = 256/(2 x 1) = 128; '
           "iteration time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.4.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: LLAMA3.1_405B', row: | DGX-GB300 | 256 | NVFP4 | 1536 | 1 | "
                    '8192 | 0 | 4 | 8 | 1 | 4 | n/a | 1424 | 3594 |; preset '
                    'LLAMA31_405B_PRETRAIN_CONFIG_GB300_NVFP4_V2 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3.1-405B',
  'model_type': 'dense',
  'num_layers': 126,
  'hidden_size': 16384,
  'ffn_hidden_size': 53248,
  'num_attention_heads': 128,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 405.0,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 256,
  'tp': 4,
  'pp': 8,
  'dp': 8,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 1536,
  'grad_accum_steps': 192,
  'activation_recompute': None,
  'precision': 'NVFP4',
  'optimizer': None,
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 34.517,
  'iteration_time_is_derived': True,
  'tokens_per_s': 364544,
  'tokens_per_s_per_gpu': 1424,
  'tflops_per_gpu': 3594,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB300 NVL72 (compute trays of 2 Grace + 4 B300 GPUs, 288 GB HBM3e each; '
           'NVLink domain of 72 GPUs per rack). NVFP4: 4-bit E2M1 values with E4M3 scales per 16 '
           "elements (Transformer Engine NVFP4 recipe). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama31_workload_base_configs.py at v0.4.0, '
           'LLAMA31_405B_PRETRAIN_CONFIG_GB300_NVFP4_V2): TP4 PP8 CP1 VPP4 micro-batch 1 as the '
           "table states, cuda_graph_impl 'none': no CUDA graphs. TP communication overlap off, as "
           "this release's script sets it for NVFP4 "
           '(scripts/performance/configs/llama/llama31_llm_pretrain.py at v0.4.0: '
           "cfg.comm_overlap.tp_comm_overlap = False if precision == 'nvfp4'): tp_comm_overlap = "
           'False. Megatron DP = 256/(TP 4 x PP 8 x CP 1) = 8, GA = 1536/(8 x 1) = 192; iteration '
           "time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's performance scripts "
           'set it (NVIDIA-NeMo/Megatron-Bridge at v0.4.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: LLAMA3.1_405B', row: | DGX-GB200 | 256 | NVFP4 | 1536 | 1 | "
                    '8192 | 0 | 4 | 16 | 1 | 8 | n/a | 1136 | 2866 |; preset '
                    'LLAMA31_405B_PRETRAIN_CONFIG_GB200_NVFP4_V2 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3.1-405B',
  'model_type': 'dense',
  'num_layers': 126,
  'hidden_size': 16384,
  'ffn_hidden_size': 53248,
  'num_attention_heads': 128,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 405.0,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 256,
  'tp': 4,
  'pp': 16,
  'dp': 4,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 8,
  'micro_batch_size': 1,
  'global_batch_size': 1536,
  'grad_accum_steps': 384,
  'activation_recompute': None,
  'precision': 'NVFP4',
  'optimizer': None,
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 43.268,
  'iteration_time_is_derived': True,
  'tokens_per_s': 290816,
  'tokens_per_s_per_gpu': 1136,
  'tflops_per_gpu': 2866,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB200 NVL72 (compute trays of 2 Grace + 4 B200-class GPUs, 186 GB HBM3e '
           'each; NVLink domain of 72 GPUs per rack). NVFP4: 4-bit E2M1 values with E4M3 scales '
           "per 16 elements (Transformer Engine NVFP4 recipe). Configuration of this release's "
           'recipe (NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama31_workload_base_configs.py at v0.4.0, '
           'LLAMA31_405B_PRETRAIN_CONFIG_GB200_NVFP4_V2): TP4 PP16 CP1 VPP8 micro-batch 1 as the '
           "table states, cuda_graph_impl 'none': no CUDA graphs. TP communication overlap off, as "
           "this release's script sets it for NVFP4 "
           '(scripts/performance/configs/llama/llama31_llm_pretrain.py at v0.4.0: '
           "cfg.comm_overlap.tp_comm_overlap = False if precision == 'nvfp4'): tp_comm_overlap = "
           'False. Megatron DP = 256/(TP 4 x PP 16 x CP 1) = 4, GA = 1536/(4 x 1) = 384; iteration '
           "time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's performance scripts "
           'set it (NVIDIA-NeMo/Megatron-Bridge at v0.4.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: LLAMA3.1_405B', row: | DGX-GB300 | 256 | MXFP8 | 1536 | 1 | "
                    '8192 | 0 | 2 | 8 | 2 | 4 | n/a | 968 | 2443 |; preset '
                    'LLAMA31_405B_PRETRAIN_CONFIG_GB300_FP8_MX_V2 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3.1-405B',
  'model_type': 'dense',
  'num_layers': 126,
  'hidden_size': 16384,
  'ffn_hidden_size': 53248,
  'num_attention_heads': 128,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 405.0,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 256,
  'tp': 2,
  'pp': 8,
  'dp': 8,
  'ep': 1,
  'etp': None,
  'cp': 2,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 1536,
  'grad_accum_steps': 192,
  'activation_recompute': None,
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 50.777,
  'iteration_time_is_derived': True,
  'tokens_per_s': 247808,
  'tokens_per_s_per_gpu': 968,
  'tflops_per_gpu': 2443,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB300 NVL72 (compute trays of 2 Grace + 4 B300 GPUs, 288 GB HBM3e each; '
           "NVLink domain of 72 GPUs per rack). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama31_workload_base_configs.py at v0.4.0, '
           'LLAMA31_405B_PRETRAIN_CONFIG_GB300_FP8_MX_V2): TP2 PP8 CP2 VPP4 micro-batch 1 as the '
           'table states. Megatron DP = 256/(TP 2 x PP 8 x CP 2) = 8, GA = 1536/(8 x 1) = 192; '
           "iteration time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.4.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: LLAMA3.1_405B', row: | DGX-GB200 | 256 | MXFP8 | 1536 | 1 | "
                    '8192 | 0 | 4 | 16 | 1 | 8 | n/a | 793 | 2002 |; preset '
                    'LLAMA31_405B_PRETRAIN_CONFIG_GB200_FP8_MX_V2 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3.1-405B',
  'model_type': 'dense',
  'num_layers': 126,
  'hidden_size': 16384,
  'ffn_hidden_size': 53248,
  'num_attention_heads': 128,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 405.0,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 256,
  'tp': 4,
  'pp': 16,
  'dp': 4,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 8,
  'micro_batch_size': 1,
  'global_batch_size': 1536,
  'grad_accum_steps': 384,
  'activation_recompute': None,
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 61.982,
  'iteration_time_is_derived': True,
  'tokens_per_s': 203008,
  'tokens_per_s_per_gpu': 793,
  'tflops_per_gpu': 2002,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB200 NVL72 (compute trays of 2 Grace + 4 B200-class GPUs, 186 GB HBM3e '
           "each; NVLink domain of 72 GPUs per rack). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama31_workload_base_configs.py at v0.4.0, '
           'LLAMA31_405B_PRETRAIN_CONFIG_GB200_FP8_MX_V2): TP4 PP16 CP1 VPP8 micro-batch 1 as the '
           'table states. Megatron DP = 256/(TP 4 x PP 16 x CP 1) = 4, GA = 1536/(4 x 1) = 384; '
           "iteration time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.4.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: LLAMA3.1_405B', row: | DGX-GB300 | 256 | FP8 | 1536 | 1 | 8192 "
                    '| 0 | 4 | 8 | 1 | 4 | n/a | 1036 | 2615 |; preset '
                    'LLAMA31_405B_PRETRAIN_CONFIG_GB300_FP8_CS_V2 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3.1-405B',
  'model_type': 'dense',
  'num_layers': 126,
  'hidden_size': 16384,
  'ffn_hidden_size': 53248,
  'num_attention_heads': 128,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 405.0,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 256,
  'tp': 4,
  'pp': 8,
  'dp': 8,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 1536,
  'grad_accum_steps': 192,
  'activation_recompute': None,
  'precision': 'FP8 current scaling (fp8_cs)',
  'optimizer': None,
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 47.444,
  'iteration_time_is_derived': True,
  'tokens_per_s': 265216,
  'tokens_per_s_per_gpu': 1036,
  'tflops_per_gpu': 2615,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB300 NVL72 (compute trays of 2 Grace + 4 B300 GPUs, 288 GB HBM3e each; '
           "NVLink domain of 72 GPUs per rack). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama31_workload_base_configs.py at v0.4.0, '
           'LLAMA31_405B_PRETRAIN_CONFIG_GB300_FP8_CS_V2): TP4 PP8 CP1 VPP4 micro-batch 1 as the '
           'table states. Megatron DP = 256/(TP 4 x PP 8 x CP 1) = 8, GA = 1536/(8 x 1) = 192; '
           "iteration time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.4.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: LLAMA3.1_405B', row: | DGX-GB200 | 256 | FP8 | 1536 | 1 | 8192 "
                    '| 0 | 4 | 16 | 1 | 4 | n/a | 842 | 2126 |; preset '
                    'LLAMA31_405B_PRETRAIN_CONFIG_GB200_FP8_CS_V2 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Llama-3.1-405B',
  'model_type': 'dense',
  'num_layers': 126,
  'hidden_size': 16384,
  'ffn_hidden_size': 53248,
  'num_attention_heads': 128,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 405.0,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 256,
  'tp': 4,
  'pp': 16,
  'dp': 4,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 1536,
  'grad_accum_steps': 384,
  'activation_recompute': None,
  'precision': 'FP8 current scaling (fp8_cs)',
  'optimizer': None,
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 58.375,
  'iteration_time_is_derived': True,
  'tokens_per_s': 215552,
  'tokens_per_s_per_gpu': 842,
  'tflops_per_gpu': 2126,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB200 NVL72 (compute trays of 2 Grace + 4 B200-class GPUs, 186 GB HBM3e '
           "each; NVLink domain of 72 GPUs per rack). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama31_workload_base_configs.py at v0.4.0, '
           'LLAMA31_405B_PRETRAIN_CONFIG_GB200_FP8_CS_V2): TP4 PP16 CP1 VPP4 micro-batch 1 as the '
           'table states. Megatron DP = 256/(TP 4 x PP 16 x CP 1) = 4, GA = 1536/(4 x 1) = 384; '
           "iteration time = GBS x 8192 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.4.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: DeepSeekV3', row: | DGX-GB300 | 256 | MXFP8 | 4096 | 2 | 4096 | "
                    '0 | 1 | 2 | 1 | 8 | 32 | 4965 | 1290 |; preset '
                    'DEEPSEEK_V3_PRETRAIN_CONFIG_GB300_FP8_MX_V2 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'DeepSeek-V3 (671B)',
  'model_type': 'moe',
  'num_layers': 61,
  'hidden_size': 7168,
  'ffn_hidden_size': 18432,
  'num_attention_heads': 128,
  'num_kv_heads': 128,
  'vocab_size': 129280,
  'seq_len': 4096,
  'total_params_b': 671.0,
  'active_params_b': 37.0,
  'num_experts': 256,
  'num_shared_experts': 1,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 2048,
  'moe_layers': 'layers 4-61 (first 3 dense, FFN 18432)',
  'capacity_factor': None,
  'arch_notes': 'MLA (q_lora_rank 1536, kv_lora_rank 512, qk_nope 128, qk_rope 64, v_head 128); '
                'node-limited routing (<=4 nodes); MTP depth 1 in original training',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 2,
  'dp': 128,
  'ep': 32,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 8,
  'micro_batch_size': 2,
  'global_batch_size': 4096,
  'grad_accum_steps': 16,
  'activation_recompute': 'selective (mla_up_proj), as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': 'Adam, Megatron-Core precision-aware optimizer as the DeepSeek-V3 recipe sets it: '
               'fp32 main params, main_grads_dtype bf16, exp_avg_dtype / exp_avg_sq_dtype bf16 '
               '(bf16 moments) (NVIDIA-NeMo/Megatron-Bridge '
               'src/megatron/bridge/recipes/deepseek/deepseek_v3.py at v0.4.0)',
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core), DeepEP dispatcher',
  'iteration_time_s': 13.2,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1271040,
  'tokens_per_s_per_gpu': 4965,
  'tflops_per_gpu': 1290,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB300 NVL72 (compute trays of 2 '
           'Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/deepseek/deepseek_workload_base_configs.py at v0.4.0, '
           'DEEPSEEK_V3_PRETRAIN_CONFIG_GB300_FP8_MX_V2): TP1 PP2 CP1 VPP8 EP32 micro-batch 2 as '
           'the table states, recompute_modules mla_up_proj, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=False. Megatron DP = 256/(TP 1 x PP 2 x CP 1) = 128, GA = 4096/(128 x '
           "2) = 16; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.4.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: DeepSeekV3', row: | DGX-GB200 | 256 | MXFP8 | 4096 | 1 | 4096 | "
                    '0 | 1 | 4 | 1 | 4 | 64 | 4193 | 1090 |; preset '
                    'DEEPSEEK_V3_PRETRAIN_CONFIG_GB200_FP8_MX_V2 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'DeepSeek-V3 (671B)',
  'model_type': 'moe',
  'num_layers': 61,
  'hidden_size': 7168,
  'ffn_hidden_size': 18432,
  'num_attention_heads': 128,
  'num_kv_heads': 128,
  'vocab_size': 129280,
  'seq_len': 4096,
  'total_params_b': 671.0,
  'active_params_b': 37.0,
  'num_experts': 256,
  'num_shared_experts': 1,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 2048,
  'moe_layers': 'layers 4-61 (first 3 dense, FFN 18432)',
  'capacity_factor': None,
  'arch_notes': 'MLA (q_lora_rank 1536, kv_lora_rank 512, qk_nope 128, qk_rope 64, v_head 128); '
                'node-limited routing (<=4 nodes); MTP depth 1 in original training',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 4,
  'dp': 64,
  'ep': 64,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 4096,
  'grad_accum_steps': 64,
  'activation_recompute': 'selective (mlp), as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': 'Adam, Megatron-Core precision-aware optimizer as the DeepSeek-V3 recipe sets it: '
               'fp32 main params, main_grads_dtype bf16, exp_avg_dtype / exp_avg_sq_dtype bf16 '
               '(bf16 moments) (NVIDIA-NeMo/Megatron-Bridge '
               'src/megatron/bridge/recipes/deepseek/deepseek_v3.py at v0.4.0)',
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core), DeepEP dispatcher',
  'iteration_time_s': 15.63,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1073408,
  'tokens_per_s_per_gpu': 4193,
  'tflops_per_gpu': 1090,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB200 NVL72 (compute trays of 2 '
           'Grace + 4 B200-class GPUs, 186 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/deepseek/deepseek_workload_base_configs.py at v0.4.0, '
           'DEEPSEEK_V3_PRETRAIN_CONFIG_GB200_FP8_MX_V2): TP1 PP4 CP1 VPP4 EP64 micro-batch 1 as '
           'the table states, recompute_modules mlp, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=False, graph capture of attn, moe_router, moe_preprocess only '
           '(cuda_graph_impl transformer_engine with that cuda_graph_scope; the rest eager). '
           'Megatron DP = 256/(TP 1 x PP 4 x CP 1) = 64, GA = 4096/(64 x 1) = 64; iteration time = '
           "GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge at v0.4.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-B300)",
  'source_locator': "table 'Model: DeepSeekV3', row: | DGX-B300 | 256 | MXFP8 | 4096 | 1 | 4096 | "
                    '0 | 1 | 16 | 1 | n/a | 8 | 3131 | 814 |; preset '
                    'DEEPSEEK_V3_PRETRAIN_CONFIG_B300_FP8_MX_V2 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'DeepSeek-V3 (671B)',
  'model_type': 'moe',
  'num_layers': 61,
  'hidden_size': 7168,
  'ffn_hidden_size': 18432,
  'num_attention_heads': 128,
  'num_kv_heads': 128,
  'vocab_size': 129280,
  'seq_len': 4096,
  'total_params_b': 671.0,
  'active_params_b': 37.0,
  'num_experts': 256,
  'num_shared_experts': 1,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 2048,
  'moe_layers': 'layers 4-61 (first 3 dense, FFN 18432)',
  'capacity_factor': None,
  'arch_notes': 'MLA (q_lora_rank 1536, kv_lora_rank 512, qk_nope 128, qk_rope 64, v_head 128); '
                'node-limited routing (<=4 nodes); MTP depth 1 in original training',
  'gpu_type': 'B300 SXM 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink5 via NVSwitch (1.8 TB/s bidirectional per GPU)',
  'inter_node_network': '8x 800 Gb/s InfiniBand (ConnectX-8) per node',
  'system_name': 'NVIDIA DGX B300 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 16,
  'dp': 16,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 1,
  'global_batch_size': 4096,
  'grad_accum_steps': 256,
  'activation_recompute': 'selective (mla_up_proj), as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': 'Adam, Megatron-Core precision-aware optimizer as the DeepSeek-V3 recipe sets it: '
               'fp32 main params, main_grads_dtype bf16, exp_avg_dtype / exp_avg_sq_dtype bf16 '
               '(bf16 moments) (NVIDIA-NeMo/Megatron-Bridge '
               'src/megatron/bridge/recipes/deepseek/deepseek_v3.py at v0.4.0)',
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core), DeepEP dispatcher',
  'iteration_time_s': 20.931,
  'iteration_time_is_derived': True,
  'tokens_per_s': 801536,
  'tokens_per_s_per_gpu': 3131,
  'tflops_per_gpu': 814,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX B300 (8x B300 288 GB, NVLink5 '
           "NVSwitch, 8x 800 Gb/s ConnectX-8). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/deepseek/deepseek_workload_base_configs.py at v0.4.0, '
           'DEEPSEEK_V3_PRETRAIN_CONFIG_B300_FP8_MX_V2): TP1 PP16 CP1 EP8 micro-batch 1 as the '
           'table states, recompute_modules mla_up_proj, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=False. Megatron DP = 256/(TP 1 x PP 16 x CP 1) = 16, GA = 4096/(16 x '
           "1) = 256; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.4.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-B200)",
  'source_locator': "table 'Model: DeepSeekV3', row: | DGX-B200 | 256 | MXFP8 | 4096 | 1 | 4096 | "
                    '0 | 1 | 16 | 1 | n/a | 8 | 2815 | 732 |; preset '
                    'DEEPSEEK_V3_PRETRAIN_CONFIG_B200_FP8_MX_V2 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'DeepSeek-V3 (671B)',
  'model_type': 'moe',
  'num_layers': 61,
  'hidden_size': 7168,
  'ffn_hidden_size': 18432,
  'num_attention_heads': 128,
  'num_kv_heads': 128,
  'vocab_size': 129280,
  'seq_len': 4096,
  'total_params_b': 671.0,
  'active_params_b': 37.0,
  'num_experts': 256,
  'num_shared_experts': 1,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 2048,
  'moe_layers': 'layers 4-61 (first 3 dense, FFN 18432)',
  'capacity_factor': None,
  'arch_notes': 'MLA (q_lora_rank 1536, kv_lora_rank 512, qk_nope 128, qk_rope 64, v_head 128); '
                'node-limited routing (<=4 nodes); MTP depth 1 in original training',
  'gpu_type': 'B200 SXM 180GB',
  'gpu_memory_gb': 180,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink5 via NVSwitch (1.8 TB/s bidirectional per GPU)',
  'inter_node_network': '8x 400 Gb/s NDR InfiniBand (ConnectX-7) per node',
  'system_name': 'NVIDIA DGX B200 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 16,
  'dp': 16,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 1,
  'global_batch_size': 4096,
  'grad_accum_steps': 256,
  'activation_recompute': 'selective (mla_up_proj), as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': 'Adam, Megatron-Core precision-aware optimizer as the DeepSeek-V3 recipe sets it: '
               'fp32 main params, main_grads_dtype bf16, exp_avg_dtype / exp_avg_sq_dtype bf16 '
               '(bf16 moments) (NVIDIA-NeMo/Megatron-Bridge '
               'src/megatron/bridge/recipes/deepseek/deepseek_v3.py at v0.4.0)',
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core), DeepEP dispatcher',
  'iteration_time_s': 23.281,
  'iteration_time_is_derived': True,
  'tokens_per_s': 720640,
  'tokens_per_s_per_gpu': 2815,
  'tflops_per_gpu': 732,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX B200 (8x B200 180 GB, NVLink5 '
           "NVSwitch, 8x 400 Gb/s ConnectX-7). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/deepseek/deepseek_workload_base_configs.py at v0.4.0, '
           'DEEPSEEK_V3_PRETRAIN_CONFIG_B200_FP8_MX_V2): TP1 PP16 CP1 EP8 micro-batch 1 as the '
           'table states, recompute_modules mla_up_proj, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=False. Megatron DP = 256/(TP 1 x PP 16 x CP 1) = 16, GA = 4096/(16 x '
           "1) = 256; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.4.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: GPT OSS 120B', row: | DGX-GB300 | 64 | BF16 | 1280 | 4 | 4096 | "
                    '0 | 1 | 1 | 1 | n/a | 64 | 19275 | 524 |; preset '
                    'GPT_OSS_120B_PRETRAIN_CONFIG_GB300_BF16_V2 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'gpt-oss-120b',
  'model_type': 'moe',
  'num_layers': 36,
  'hidden_size': 2880,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 201088,
  'seq_len': 4096,
  'total_params_b': 117.0,
  'active_params_b': 5.1,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 4,
  'expert_ffn_hidden_size': 2880,
  'moe_layers': 'all 36',
  'capacity_factor': None,
  'arch_notes': 'alternating full / 128-token sliding-window attention, attention sinks, head_dim '
                '64',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 1,
  'dp': 64,
  'ep': 64,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 1280,
  'grad_accum_steps': 5,
  'activation_recompute': None,
  'precision': 'BF16',
  'optimizer': "Adam, Megatron-Core precision-aware optimizer with OptimizerConfig's default "
               'widths (fp32 main params, main grads and moments), as '
               "NVIDIA-NeMo/Megatron-Bridge's performance scripts set it for every bf16 run: "
               "scripts/performance/utils/overrides.py set_post_overrides at v0.4.0: 'if "
               'compute_dtype == "bf16" and recipe.optimizer.optimizer == "adam": '
               "recipe.optimizer.use_precision_aware_optimizer = True'",
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 4.25,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1233600,
  'tokens_per_s_per_gpu': 19275,
  'tflops_per_gpu': 524,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB300 NVL72 (compute trays of 2 '
           'Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py at v0.4.0, '
           'GPT_OSS_120B_PRETRAIN_CONFIG_GB300_BF16_V2): TP1 PP1 CP1 EP64 micro-batch 4 as the '
           'table states, no moe_flex_dispatcher_backend in the preset, moe_a2a_overlap=False, '
           'graph capture of attn, moe_router, moe_preprocess only (cuda_graph_impl '
           'transformer_engine with that cuda_graph_scope; the rest eager). Megatron DP = 64/(TP 1 '
           'x PP 1 x CP 1) = 64, GA = 1280/(64 x 4) = 5; iteration time = GBS x 4096 / '
           "(tokens/s/GPU x GPUs). Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge at v0.4.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: GPT OSS 120B', row: | DGX-GB200 | 64 | BF16 | 1280 | 4 | 4096 | "
                    '0 | 1 | 1 | 1 | n/a | 64 | 15938 | 433 |; preset '
                    'GPT_OSS_120B_PRETRAIN_CONFIG_GB200_BF16_V2 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'gpt-oss-120b',
  'model_type': 'moe',
  'num_layers': 36,
  'hidden_size': 2880,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 201088,
  'seq_len': 4096,
  'total_params_b': 117.0,
  'active_params_b': 5.1,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 4,
  'expert_ffn_hidden_size': 2880,
  'moe_layers': 'all 36',
  'capacity_factor': None,
  'arch_notes': 'alternating full / 128-token sliding-window attention, attention sinks, head_dim '
                '64',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 1,
  'dp': 64,
  'ep': 64,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 1280,
  'grad_accum_steps': 5,
  'activation_recompute': 'selective (layernorm, moe_act), as the release recipe sets it',
  'precision': 'BF16',
  'optimizer': "Adam, Megatron-Core precision-aware optimizer with OptimizerConfig's default "
               'widths (fp32 main params, main grads and moments), as '
               "NVIDIA-NeMo/Megatron-Bridge's performance scripts set it for every bf16 run: "
               "scripts/performance/utils/overrides.py set_post_overrides at v0.4.0: 'if "
               'compute_dtype == "bf16" and recipe.optimizer.optimizer == "adam": '
               "recipe.optimizer.use_precision_aware_optimizer = True'",
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 5.14,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1020032,
  'tokens_per_s_per_gpu': 15938,
  'tflops_per_gpu': 433,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB200 NVL72 (compute trays of 2 '
           'Grace + 4 B200-class GPUs, 186 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py at v0.4.0, '
           'GPT_OSS_120B_PRETRAIN_CONFIG_GB200_BF16_V2): TP1 PP1 CP1 EP64 micro-batch 4 as the '
           'table states, recompute_modules layernorm and moe_act, moe_flex_dispatcher_backend '
           'hybridep, moe_a2a_overlap=True. Megatron DP = 64/(TP 1 x PP 1 x CP 1) = 64, GA = '
           '1280/(64 x 4) = 5; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.4.0: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-B300)",
  'source_locator': "table 'Model: GPT OSS 120B', row: | DGX-B300 | 64 | BF16 | 1280 | 4 | 4096 | "
                    '0 | 1 | 1 | 1 | n/a | 8 | 15114 | 410 |; preset '
                    'GPT_OSS_120B_PRETRAIN_CONFIG_B300_BF16_V2 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'gpt-oss-120b',
  'model_type': 'moe',
  'num_layers': 36,
  'hidden_size': 2880,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 201088,
  'seq_len': 4096,
  'total_params_b': 117.0,
  'active_params_b': 5.1,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 4,
  'expert_ffn_hidden_size': 2880,
  'moe_layers': 'all 36',
  'capacity_factor': None,
  'arch_notes': 'alternating full / 128-token sliding-window attention, attention sinks, head_dim '
                '64',
  'gpu_type': 'B300 SXM 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink5 via NVSwitch (1.8 TB/s bidirectional per GPU)',
  'inter_node_network': '8x 800 Gb/s InfiniBand (ConnectX-8) per node',
  'system_name': 'NVIDIA DGX B300 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 1,
  'dp': 64,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 1280,
  'grad_accum_steps': 5,
  'activation_recompute': None,
  'precision': 'BF16',
  'optimizer': "Adam, Megatron-Core precision-aware optimizer with OptimizerConfig's default "
               'widths (fp32 main params, main grads and moments), as '
               "NVIDIA-NeMo/Megatron-Bridge's performance scripts set it for every bf16 run: "
               "scripts/performance/utils/overrides.py set_post_overrides at v0.4.0: 'if "
               'compute_dtype == "bf16" and recipe.optimizer.optimizer == "adam": '
               "recipe.optimizer.use_precision_aware_optimizer = True'",
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 5.42,
  'iteration_time_is_derived': True,
  'tokens_per_s': 967296,
  'tokens_per_s_per_gpu': 15114,
  'tflops_per_gpu': 410,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX B300 (8x B300 288 GB, NVLink5 '
           "NVSwitch, 8x 800 Gb/s ConnectX-8). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py at v0.4.0, '
           'GPT_OSS_120B_PRETRAIN_CONFIG_B300_BF16_V2): TP1 PP1 CP1 EP8 micro-batch 4 as the table '
           'states, moe_flex_dispatcher_backend hybridep, moe_a2a_overlap=False, graph capture of '
           'attn, moe_router, moe_preprocess only (cuda_graph_impl transformer_engine with that '
           'cuda_graph_scope; the rest eager). Megatron DP = 64/(TP 1 x PP 1 x CP 1) = 64, GA = '
           '1280/(64 x 4) = 5; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.4.0: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-B200)",
  'source_locator': "table 'Model: GPT OSS 120B', row: | DGX-B200 | 64 | BF16 | 1280 | 4 | 4096 | "
                    '0 | 1 | 1 | 1 | n/a | 8 | 13045 | 355 |; preset '
                    'GPT_OSS_120B_PRETRAIN_CONFIG_B200_BF16_V2 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'gpt-oss-120b',
  'model_type': 'moe',
  'num_layers': 36,
  'hidden_size': 2880,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 201088,
  'seq_len': 4096,
  'total_params_b': 117.0,
  'active_params_b': 5.1,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 4,
  'expert_ffn_hidden_size': 2880,
  'moe_layers': 'all 36',
  'capacity_factor': None,
  'arch_notes': 'alternating full / 128-token sliding-window attention, attention sinks, head_dim '
                '64',
  'gpu_type': 'B200 SXM 180GB',
  'gpu_memory_gb': 180,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink5 via NVSwitch (1.8 TB/s bidirectional per GPU)',
  'inter_node_network': '8x 400 Gb/s NDR InfiniBand (ConnectX-7) per node',
  'system_name': 'NVIDIA DGX B200 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 1,
  'dp': 64,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 1280,
  'grad_accum_steps': 5,
  'activation_recompute': 'selective (layernorm, moe_act), as the release recipe sets it',
  'precision': 'BF16',
  'optimizer': "Adam, Megatron-Core precision-aware optimizer with OptimizerConfig's default "
               'widths (fp32 main params, main grads and moments), as '
               "NVIDIA-NeMo/Megatron-Bridge's performance scripts set it for every bf16 run: "
               "scripts/performance/utils/overrides.py set_post_overrides at v0.4.0: 'if "
               'compute_dtype == "bf16" and recipe.optimizer.optimizer == "adam": '
               "recipe.optimizer.use_precision_aware_optimizer = True'",
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 6.28,
  'iteration_time_is_derived': True,
  'tokens_per_s': 834880,
  'tokens_per_s_per_gpu': 13045,
  'tflops_per_gpu': 355,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX B200 (8x B200 180 GB, NVLink5 '
           "NVSwitch, 8x 400 Gb/s ConnectX-7). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py at v0.4.0, '
           'GPT_OSS_120B_PRETRAIN_CONFIG_B200_BF16_V2): TP1 PP1 CP1 EP8 micro-batch 4 as the table '
           'states, recompute_modules layernorm and moe_act, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=False. Megatron DP = 64/(TP 1 x PP 1 x CP 1) = 64, GA = 1280/(64 x 4) '
           "= 5; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.4.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxh100',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-H100)",
  'source_locator': "table 'Model: GPT OSS 120B', row: | DGX-H100 | 64 | BF16 | 1280 | 1 | 4096 | "
                    '0 | 1 | 4 | 1 | n/a | 8 | 5810 | 158 |; preset '
                    'GPT_OSS_120B_PRETRAIN_CONFIG_H100_BF16_V2 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'gpt-oss-120b',
  'model_type': 'moe',
  'num_layers': 36,
  'hidden_size': 2880,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 201088,
  'seq_len': 4096,
  'total_params_b': 117.0,
  'active_params_b': 5.1,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 4,
  'expert_ffn_hidden_size': 2880,
  'moe_layers': 'all 36',
  'capacity_factor': None,
  'arch_notes': 'alternating full / 128-token sliding-window attention, attention sinks, head_dim '
                '64',
  'gpu_type': 'H100 SXM5 80GB',
  'gpu_memory_gb': 80,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink4 via NVSwitch (900 GB/s bidirectional per GPU)',
  'inter_node_network': '8x 400 Gb/s NDR InfiniBand (ConnectX-7) per node',
  'system_name': 'NVIDIA DGX H100 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 4,
  'dp': 16,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 1,
  'global_batch_size': 1280,
  'grad_accum_steps': 80,
  'activation_recompute': 'selective (layernorm, moe_act), as the release recipe sets it',
  'precision': 'BF16',
  'optimizer': "Adam, Megatron-Core precision-aware optimizer with OptimizerConfig's default "
               'widths (fp32 main params, main grads and moments), as '
               "NVIDIA-NeMo/Megatron-Bridge's performance scripts set it for every bf16 run: "
               "scripts/performance/utils/overrides.py set_post_overrides at v0.4.0: 'if "
               'compute_dtype == "bf16" and recipe.optimizer.optimizer == "adam": '
               "recipe.optimizer.use_precision_aware_optimizer = True'",
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 14.1,
  'iteration_time_is_derived': True,
  'tokens_per_s': 371840,
  'tokens_per_s_per_gpu': 5810,
  'tflops_per_gpu': 158,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           "among experts and are token-dropless. Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py at v0.4.0, '
           'GPT_OSS_120B_PRETRAIN_CONFIG_H100_BF16_V2): TP1 PP4 CP1 EP8 micro-batch 1 as the table '
           'states, recompute_modules layernorm and moe_act, no moe_flex_dispatcher_backend in the '
           'preset, moe_a2a_overlap=False. Megatron DP = 64/(TP 1 x PP 4 x CP 1) = 16, GA = '
           '1280/(16 x 1) = 80; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.4.0: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: Qwen3_30B_a3B', row: | DGX-GB300 | 8 | MXFP8 | 512 | 8 | 4096 | "
                    '0 | 1 | 1 | 1 | n/a | 8 | 31470 | 724 |; preset '
                    'QWEN3_30B_A3B_PRETRAIN_CONFIG_GB300_FP8_MX_V1 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-30B-A3B',
  'model_type': 'moe',
  'num_layers': 48,
  'hidden_size': 2048,
  'ffn_hidden_size': None,
  'num_attention_heads': 32,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 30.5,
  'active_params_b': 3.3,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 768,
  'moe_layers': 'all 48',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts; dropless unless stated',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 8,
  'tp': 1,
  'pp': 1,
  'dp': 8,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 8,
  'global_batch_size': 512,
  'grad_accum_steps': 8,
  'activation_recompute': 'none, as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 8.33,
  'iteration_time_is_derived': True,
  'tokens_per_s': 251760,
  'tokens_per_s_per_gpu': 31470,
  'tflops_per_gpu': 724,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB300 NVL72 (compute trays of 2 '
           'Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at v0.4.0, '
           'QWEN3_30B_A3B_PRETRAIN_CONFIG_GB300_FP8_MX_V1): TP1 PP1 CP1 EP8 micro-batch 8 as the '
           'table states, no recompute (qwen3_llm_pretrain.py sets recompute_granularity None and '
           'the preset sets no recompute_modules or recompute_num_layers), '
           'moe_flex_dispatcher_backend hybridep, moe_a2a_overlap=False, graph capture of '
           'moe_router, moe_preprocess only (cuda_graph_impl transformer_engine with that '
           'cuda_graph_scope; the rest eager). Megatron DP = 8/(TP 1 x PP 1 x CP 1) = 8, GA = '
           '512/(8 x 8) = 8; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.4.0: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: Qwen3_30B_a3B', row: | DGX-GB200 | 8 | MXFP8 | 512 | 4 | 4096 | "
                    '0 | 1 | 1 | 1 | n/a | 8 | 26032 | 599 |; preset '
                    'QWEN3_30B_A3B_PRETRAIN_CONFIG_GB200_FP8_MX_V1 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-30B-A3B',
  'model_type': 'moe',
  'num_layers': 48,
  'hidden_size': 2048,
  'ffn_hidden_size': None,
  'num_attention_heads': 32,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 30.5,
  'active_params_b': 3.3,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 768,
  'moe_layers': 'all 48',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts; dropless unless stated',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 8,
  'tp': 1,
  'pp': 1,
  'dp': 8,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 512,
  'grad_accum_steps': 16,
  'activation_recompute': 'none, as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 10.07,
  'iteration_time_is_derived': True,
  'tokens_per_s': 208256,
  'tokens_per_s_per_gpu': 26032,
  'tflops_per_gpu': 599,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB200 NVL72 (compute trays of 2 '
           'Grace + 4 B200-class GPUs, 186 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at v0.4.0, '
           'QWEN3_30B_A3B_PRETRAIN_CONFIG_GB200_FP8_MX_V1): TP1 PP1 CP1 EP8 micro-batch 4 as the '
           'table states, no recompute (qwen3_llm_pretrain.py sets recompute_granularity None and '
           'the preset sets no recompute_modules or recompute_num_layers), '
           'moe_flex_dispatcher_backend hybridep, moe_a2a_overlap=False, graph capture of '
           'moe_router, moe_preprocess only (cuda_graph_impl transformer_engine with that '
           'cuda_graph_scope; the rest eager). Megatron DP = 8/(TP 1 x PP 1 x CP 1) = 8, GA = '
           '512/(8 x 4) = 16; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.4.0: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-B300)",
  'source_locator': "table 'Model: Qwen3_30B_a3B', row: | DGX-B300 | 8 | MXFP8 | 512 | 8 | 4096 | "
                    '0 | 1 | 1 | 1 | n/a | 8 | 30553 | 703 |; preset '
                    'QWEN3_30B_A3B_PRETRAIN_CONFIG_B300_FP8_MX_V1 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-30B-A3B',
  'model_type': 'moe',
  'num_layers': 48,
  'hidden_size': 2048,
  'ffn_hidden_size': None,
  'num_attention_heads': 32,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 30.5,
  'active_params_b': 3.3,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 768,
  'moe_layers': 'all 48',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts; dropless unless stated',
  'gpu_type': 'B300 SXM 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink5 via NVSwitch (1.8 TB/s bidirectional per GPU)',
  'inter_node_network': '8x 800 Gb/s InfiniBand (ConnectX-8) per node',
  'system_name': 'NVIDIA DGX B300 cluster',
  'num_gpus': 8,
  'tp': 1,
  'pp': 1,
  'dp': 8,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 8,
  'global_batch_size': 512,
  'grad_accum_steps': 8,
  'activation_recompute': 'none, as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 8.58,
  'iteration_time_is_derived': True,
  'tokens_per_s': 244424,
  'tokens_per_s_per_gpu': 30553,
  'tflops_per_gpu': 703,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX B300 (8x B300 288 GB, NVLink5 '
           "NVSwitch, 8x 800 Gb/s ConnectX-8). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at v0.4.0, '
           'QWEN3_30B_A3B_PRETRAIN_CONFIG_B300_FP8_MX_V1): TP1 PP1 CP1 EP8 micro-batch 8 as the '
           'table states, no recompute (qwen3_llm_pretrain.py sets recompute_granularity None and '
           'the preset sets no recompute_modules or recompute_num_layers), '
           'moe_flex_dispatcher_backend hybridep, moe_a2a_overlap=False, graph capture of '
           'moe_router, moe_preprocess only (cuda_graph_impl transformer_engine with that '
           'cuda_graph_scope; the rest eager). Megatron DP = 8/(TP 1 x PP 1 x CP 1) = 8, GA = '
           '512/(8 x 8) = 8; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.4.0: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-B200)",
  'source_locator': "table 'Model: Qwen3_30B_a3B', row: | DGX-B200 | 8 | MXFP8 | 512 | 4 | 4096 | "
                    '0 | 1 | 1 | 1 | n/a | 8 | 26859 | 618 |; preset '
                    'QWEN3_30B_A3B_PRETRAIN_CONFIG_B200_FP8_MX_V1 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-30B-A3B',
  'model_type': 'moe',
  'num_layers': 48,
  'hidden_size': 2048,
  'ffn_hidden_size': None,
  'num_attention_heads': 32,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 30.5,
  'active_params_b': 3.3,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 768,
  'moe_layers': 'all 48',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts; dropless unless stated',
  'gpu_type': 'B200 SXM 180GB',
  'gpu_memory_gb': 180,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink5 via NVSwitch (1.8 TB/s bidirectional per GPU)',
  'inter_node_network': '8x 400 Gb/s NDR InfiniBand (ConnectX-7) per node',
  'system_name': 'NVIDIA DGX B200 cluster',
  'num_gpus': 8,
  'tp': 1,
  'pp': 1,
  'dp': 8,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 512,
  'grad_accum_steps': 16,
  'activation_recompute': 'none, as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 9.76,
  'iteration_time_is_derived': True,
  'tokens_per_s': 214872,
  'tokens_per_s_per_gpu': 26859,
  'tflops_per_gpu': 618,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX B200 (8x B200 180 GB, NVLink5 '
           "NVSwitch, 8x 400 Gb/s ConnectX-7). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at v0.4.0, '
           'QWEN3_30B_A3B_PRETRAIN_CONFIG_B200_FP8_MX_V1): TP1 PP1 CP1 EP8 micro-batch 4 as the '
           'table states, no recompute (qwen3_llm_pretrain.py sets recompute_granularity None and '
           'the preset sets no recompute_modules or recompute_num_layers), '
           'moe_flex_dispatcher_backend hybridep, moe_a2a_overlap=False, graph capture of attn, '
           'moe_router, moe_preprocess only (cuda_graph_impl transformer_engine with that '
           'cuda_graph_scope; the rest eager). Megatron DP = 8/(TP 1 x PP 1 x CP 1) = 8, GA = '
           '512/(8 x 4) = 16; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.4.0: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxh100',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-H100)",
  'source_locator': "table 'Model: Qwen3_30B_a3B', row: | DGX-H100 | 16 | FP8 | 1024 | 1 | 4096 | "
                    '0 | 1 | 1 | 1 | n/a | 16 | 8901 | 205 |; preset '
                    'QWEN3_30B_A3B_PRETRAIN_CONFIG_H100_FP8_CS_V1 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-30B-A3B',
  'model_type': 'moe',
  'num_layers': 48,
  'hidden_size': 2048,
  'ffn_hidden_size': None,
  'num_attention_heads': 32,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 30.5,
  'active_params_b': 3.3,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 768,
  'moe_layers': 'all 48',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts; dropless unless stated',
  'gpu_type': 'H100 SXM5 80GB',
  'gpu_memory_gb': 80,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink4 via NVSwitch (900 GB/s bidirectional per GPU)',
  'inter_node_network': '8x 400 Gb/s NDR InfiniBand (ConnectX-7) per node',
  'system_name': 'NVIDIA DGX H100 cluster',
  'num_gpus': 16,
  'tp': 1,
  'pp': 1,
  'dp': 16,
  'ep': 16,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 1,
  'global_batch_size': 1024,
  'grad_accum_steps': 64,
  'activation_recompute': 'none, as the release recipe sets it',
  'precision': 'FP8 current scaling (fp8_cs)',
  'optimizer': None,
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 29.451,
  'iteration_time_is_derived': True,
  'tokens_per_s': 142416,
  'tokens_per_s_per_gpu': 8901,
  'tflops_per_gpu': 205,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           "among experts and are token-dropless. Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at v0.4.0, '
           'QWEN3_30B_A3B_PRETRAIN_CONFIG_H100_FP8_CS_V1): TP1 PP1 CP1 EP16 micro-batch 1 as the '
           'table states, no recompute (qwen3_llm_pretrain.py sets recompute_granularity None and '
           'the preset sets no recompute_modules or recompute_num_layers), '
           'moe_flex_dispatcher_backend hybridep, moe_a2a_overlap=False. Megatron DP = 16/(TP 1 x '
           'PP 1 x CP 1) = 16, GA = 1024/(16 x 1) = 64; iteration time = GBS x 4096 / '
           "(tokens/s/GPU x GPUs). Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge at v0.4.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: Qwen3_235B_a22B', row: | DGX-GB300 | 256 | MXFP8 | 8192 | 2 | "
                    '4096 | 0 | 1 | 4 | 1 | 12 | 32 | 6994 | 1035 |; preset '
                    'QWEN3_235B_A22B_PRETRAIN_CONFIG_GB300_FP8_MX_V2 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-235B-A22B',
  'model_type': 'moe',
  'num_layers': 94,
  'hidden_size': 4096,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 235.0,
  'active_params_b': 22.0,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 1536,
  'moe_layers': 'all 94',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 4,
  'dp': 64,
  'ep': 32,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 12,
  'micro_batch_size': 2,
  'global_batch_size': 8192,
  'grad_accum_steps': 64,
  'activation_recompute': 'none, as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 18.741,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1790464,
  'tokens_per_s_per_gpu': 6994,
  'tflops_per_gpu': 1035,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB300 NVL72 (compute trays of 2 '
           'Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at v0.4.0, '
           'QWEN3_235B_A22B_PRETRAIN_CONFIG_GB300_FP8_MX_V2): TP1 PP4 CP1 VPP12 EP32 micro-batch 2 '
           'as the table states, no recompute (qwen3_llm_pretrain.py sets recompute_granularity '
           'None and the preset sets no recompute_modules or recompute_num_layers), '
           'moe_flex_dispatcher_backend hybridep, moe_a2a_overlap=False, graph capture of attn, '
           'moe_router, moe_preprocess only (cuda_graph_impl transformer_engine with that '
           'cuda_graph_scope; the rest eager). Megatron DP = 256/(TP 1 x PP 4 x CP 1) = 64, GA = '
           '8192/(64 x 2) = 64; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.4.0: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-GB200)",
  'source_locator': "table 'Model: Qwen3_235B_a22B', row: | DGX-GB200 | 256 | MXFP8 | 8192 | 1 | "
                    '4096 | 0 | 1 | 8 | 1 | 3 | 32 | 5672 | 840 |; preset '
                    'QWEN3_235B_A22B_PRETRAIN_CONFIG_GB200_FP8_MX_V2 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-235B-A22B',
  'model_type': 'moe',
  'num_layers': 94,
  'hidden_size': 4096,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 235.0,
  'active_params_b': 22.0,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 1536,
  'moe_layers': 'all 94',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 8,
  'dp': 32,
  'ep': 32,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 3,
  'micro_batch_size': 1,
  'global_batch_size': 8192,
  'grad_accum_steps': 256,
  'activation_recompute': 'none, as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 23.109,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1452032,
  'tokens_per_s_per_gpu': 5672,
  'tflops_per_gpu': 840,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB200 NVL72 (compute trays of 2 '
           'Grace + 4 B200-class GPUs, 186 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at v0.4.0, '
           'QWEN3_235B_A22B_PRETRAIN_CONFIG_GB200_FP8_MX_V2): TP1 PP8 CP1 VPP3 EP32 micro-batch 1 '
           'as the table states, no recompute (qwen3_llm_pretrain.py sets recompute_granularity '
           'None and the preset sets no recompute_modules or recompute_num_layers), '
           'moe_flex_dispatcher_backend hybridep, moe_a2a_overlap=False, graph capture of attn, '
           'moe_router, moe_preprocess only (cuda_graph_impl transformer_engine with that '
           'cuda_graph_scope; the rest eager). Megatron DP = 256/(TP 1 x PP 8 x CP 1) = 32, GA = '
           '8192/(32 x 1) = 256; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.4.0: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-B300)",
  'source_locator': "table 'Model: Qwen3_235B_a22B', row: | DGX-B300 | 256 | MXFP8 | 8192 | 2 | "
                    '4096 | 0 | 1 | 8 | 1 | n/a | 8 | 4865 | 720 |; preset '
                    'QWEN3_235B_A22B_PRETRAIN_CONFIG_B300_FP8_MX_V2 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-235B-A22B',
  'model_type': 'moe',
  'num_layers': 94,
  'hidden_size': 4096,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 235.0,
  'active_params_b': 22.0,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 1536,
  'moe_layers': 'all 94',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts',
  'gpu_type': 'B300 SXM 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink5 via NVSwitch (1.8 TB/s bidirectional per GPU)',
  'inter_node_network': '8x 800 Gb/s InfiniBand (ConnectX-8) per node',
  'system_name': 'NVIDIA DGX B300 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 8,
  'dp': 32,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 2,
  'global_batch_size': 8192,
  'grad_accum_steps': 128,
  'activation_recompute': 'none, as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 26.942,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1245440,
  'tokens_per_s_per_gpu': 4865,
  'tflops_per_gpu': 720,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX B300 (8x B300 288 GB, NVLink5 '
           "NVSwitch, 8x 800 Gb/s ConnectX-8). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at v0.4.0, '
           'QWEN3_235B_A22B_PRETRAIN_CONFIG_B300_FP8_MX_V2): TP1 PP8 CP1 EP8 micro-batch 2 as the '
           'table states, no recompute (qwen3_llm_pretrain.py sets recompute_granularity None and '
           'the preset sets no recompute_modules or recompute_num_layers), no '
           'moe_flex_dispatcher_backend in the preset, moe_a2a_overlap=False. Megatron DP = '
           '256/(TP 1 x PP 8 x CP 1) = 32, GA = 8192/(32 x 2) = 128; iteration time = GBS x 4096 / '
           "(tokens/s/GPU x GPUs). Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge at v0.4.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxh100',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-H100)",
  'source_locator': "table 'Model: Qwen3_235B_a22B', row: | DGX-H100 | 256 | FP8 | 8192 | 1 | 4096 "
                    '| 0 | 2 | 8 | 1 | 4 | 32 | 1686 | 250 |; preset '
                    'QWEN3_235B_A22B_PRETRAIN_CONFIG_H100_FP8_CS_V2 (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-235B-A22B',
  'model_type': 'moe',
  'num_layers': 94,
  'hidden_size': 4096,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 235.0,
  'active_params_b': 22.0,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 1536,
  'moe_layers': 'all 94',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts',
  'gpu_type': 'H100 SXM5 80GB',
  'gpu_memory_gb': 80,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink4 via NVSwitch (900 GB/s bidirectional per GPU)',
  'inter_node_network': '8x 400 Gb/s NDR InfiniBand (ConnectX-7) per node',
  'system_name': 'NVIDIA DGX H100 cluster',
  'num_gpus': 256,
  'tp': 2,
  'pp': 8,
  'dp': 16,
  'ep': 32,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 8192,
  'grad_accum_steps': 512,
  'activation_recompute': 'none, as the release recipe sets it',
  'precision': 'FP8 current scaling (fp8_cs)',
  'optimizer': None,
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 77.741,
  'iteration_time_is_derived': True,
  'tokens_per_s': 431616,
  'tokens_per_s_per_gpu': 1686,
  'tflops_per_gpu': 250,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           "among experts and are token-dropless. Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at v0.4.0, '
           'QWEN3_235B_A22B_PRETRAIN_CONFIG_H100_FP8_CS_V2): TP2 PP8 CP1 VPP4 EP32 micro-batch 1 '
           'as the table states, no recompute (qwen3_llm_pretrain.py sets recompute_granularity '
           'None and the preset sets no recompute_modules or recompute_num_layers), no '
           'moe_flex_dispatcher_backend in the preset, moe_a2a_overlap=True. Megatron DP = 256/(TP '
           '2 x PP 8 x CP 1) = 16, GA = 8192/(16 x 1) = 512; iteration time = GBS x 4096 / '
           "(tokens/s/GPU x GPUs). Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge at v0.4.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.04_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.04 NeMo Container', System DGX-GB300)",
  'source_locator': "table 'Model: Kimi_K2', row: | DGX-GB300 | 256 | MXFP8 | 4096 | 2 | 4096 | 0 "
                    '| 1 | 4 | 1 | 4 | 64 | 5332 | 1090 |; preset '
                    'KIMI_K2_PRETRAIN_CONFIG_GB300_FP8_MX (v0.4.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's preset read for recompute, offload, dispatcher and CUDA "
                  'graphs)',
  'model_name': 'Kimi-K2',
  'model_type': 'moe',
  'num_layers': 61,
  'hidden_size': 7168,
  'ffn_hidden_size': 18432,
  'num_attention_heads': 64,
  'num_kv_heads': 64,
  'vocab_size': 163840,
  'seq_len': 4096,
  'total_params_b': 1040.0,
  'active_params_b': 32.6,
  'num_experts': 384,
  'num_shared_experts': 1,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 2048,
  'moe_layers': 'layers 2-61 (first 1 dense, FFN 18432)',
  'capacity_factor': None,
  'arch_notes': 'DeepSeek-V3 architecture (DeepseekV3ForCausalLM): MLA (q_lora_rank 1536, '
                'kv_lora_rank 512, qk_nope 128, qk_rope 64, v_head 128), 64 heads; 384 routed '
                'experts + 1 shared, top-8, first_k_dense_replace 1, no MTP '
                '(num_nextn_predict_layers 0); moonshotai/Kimi-K2-Instruct config.json',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 4,
  'dp': 64,
  'ep': 64,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': None,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 2,
  'global_batch_size': 4096,
  'grad_accum_steps': 32,
  'activation_recompute': 'selective (mla_up_proj), as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': "Muon (dist_muon): the table's note 'Muon optimizer was used for pre-training "
               "Kimi-K2.'; scripts/performance/configs/kimi/kimi_llm_pretrain.py at v0.4.0 "
               "defaults optimizer_type='muon'",
  'framework': 'NeMo 26.04 / Megatron-Bridge (Megatron-Core), DeepEP dispatcher',
  'iteration_time_s': 12.291,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1364992,
  'tokens_per_s_per_gpu': 5332,
  'tflops_per_gpu': 1090,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB300 NVL72 (compute trays of 2 '
           'Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/kimi/kimi_workload_base_configs.py at v0.4.0, '
           'KIMI_K2_PRETRAIN_CONFIG_GB300_FP8_MX): TP1 PP4 CP1 VPP4 EP64 micro-batch 2 as the '
           'table states, recompute_modules mla_up_proj, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=False. Megatron DP = 256/(TP 1 x PP 4 x CP 1) = 64, GA = 4096/(64 x 2) '
           "= 32; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs). Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge at v0.4.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06 NeMo Container', System DGX-GB300); configuration from "
            'scripts/performance/configs/llama/llama31_workload_base_configs.py at tag v0.5.0 '
            '(fcbb60311, 2026-06-16)',
  'source_locator': "table 'Model: LLAMA3.1_405B', row DGX-GB300, precision FP8: #-GPUs 256 | "
                    'Precision FP8 | GBS 1536 | MBS 1 | Sequence Length 8192 | TP 4 | PP 8 | CP 1 '
                    '| VP 4 | EP n/a | Tokens/sec/GPU 1048 | Model TFLOP/sec/GPU 2646; preset '
                    'LLAMA31_405B_PRETRAIN_CONFIG_GB300_FP8_CS_V2',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'Llama-3.1-405B',
  'model_type': 'dense',
  'num_layers': 126,
  'hidden_size': 16384,
  'ffn_hidden_size': 53248,
  'num_attention_heads': 128,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 405.0,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 256,
  'tp': 4,
  'pp': 8,
  'dp': 8,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': True,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 1536,
  'grad_accum_steps': 192,
  'activation_recompute': 'none, as the release recipe sets it (the model recipe sets '
                          'recompute_granularity None and the preset sets neither '
                          'recompute_modules nor recompute_num_layers; '
                          'scripts/performance/utils/overrides.py _set_recompute_overrides at '
                          "v0.5.0 then leaves the recipe's setting)",
  'precision': 'FP8 current scaling (fp8_cs)',
  'optimizer': None,
  'framework': 'NeMo 26.06 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 46.901,
  'iteration_time_is_derived': True,
  'tokens_per_s': 268288,
  'tokens_per_s_per_gpu': 1048,
  'tflops_per_gpu': 2646,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': "The V2 preset turns the V1 preset's Megatron-FSDP and offloading off "
           '(use_megatron_fsdp=False, cpu_offloading_num_layers=None). Hardware: DGX GB300 NVL72 '
           '(compute trays of 2 Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain of 72 GPUs '
           "per rack). Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/llama/llama31_workload_base_configs.py at tag v0.5.0 '
           '(fcbb60311, 2026-06-16), LLAMA31_405B_PRETRAIN_CONFIG_GB300_FP8_CS_V2): TP4 PP8 VPP4 '
           'as the table states. Megatron DP = 256/(TP 4 x PP 8 x CP 1) = 8, GA = 1536/(8 x 1) = '
           '192; iteration time = GBS x 8192 / (tokens/s/GPU x GPUs) = 1536 x 8192 / (1048 x 256) '
           "= 46.901 s; tokens/s = 1048 x 256 = 268288. Loss as this release's performance scripts "
           'set it (NVIDIA-NeMo/Megatron-Bridge tag v0.5.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06 NeMo Container', System DGX-GB300); configuration from "
            'scripts/performance/configs/llama/llama31_workload_base_configs.py at tag v0.5.0 '
            '(fcbb60311, 2026-06-16)',
  'source_locator': "table 'Model: LLAMA3.1_405B', row DGX-GB300, precision MXFP8: #-GPUs 256 | "
                    'Precision MXFP8 | GBS 1536 | MBS 1 | Sequence Length 8192 | TP 2 | PP 8 | CP '
                    '2 | VP 4 | EP n/a | Tokens/sec/GPU 952 | Model TFLOP/sec/GPU 2403; preset '
                    'LLAMA31_405B_PRETRAIN_CONFIG_GB300_FP8_MX_V2',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'Llama-3.1-405B',
  'model_type': 'dense',
  'num_layers': 126,
  'hidden_size': 16384,
  'ffn_hidden_size': 53248,
  'num_attention_heads': 128,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 405.0,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 256,
  'tp': 2,
  'pp': 8,
  'dp': 8,
  'ep': 1,
  'etp': None,
  'cp': 2,
  'sequence_parallel': True,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 1536,
  'grad_accum_steps': 192,
  'activation_recompute': 'none, as the release recipe sets it (the model recipe sets '
                          'recompute_granularity None and the preset sets neither '
                          'recompute_modules nor recompute_num_layers; '
                          'scripts/performance/utils/overrides.py _set_recompute_overrides at '
                          "v0.5.0 then leaves the recipe's setting)",
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.06 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 51.63,
  'iteration_time_is_derived': True,
  'tokens_per_s': 243712,
  'tokens_per_s_per_gpu': 952,
  'tflops_per_gpu': 2403,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB300 NVL72 (compute trays of 2 Grace + 4 B300 GPUs, 288 GB HBM3e each; '
           "NVLink domain of 72 GPUs per rack). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama31_workload_base_configs.py at tag v0.5.0 '
           '(fcbb60311, 2026-06-16), LLAMA31_405B_PRETRAIN_CONFIG_GB300_FP8_MX_V2): TP2 PP8 CP2 '
           'VPP4 as the table states. Megatron DP = 256/(TP 2 x PP 8 x CP 2) = 8, GA = 1536/(8 x '
           '1) = 192; iteration time = GBS x 8192 / (tokens/s/GPU x GPUs) = 1536 x 8192 / (952 x '
           "256) = 51.630 s; tokens/s = 952 x 256 = 243712. Loss as this release's performance "
           'scripts set it (NVIDIA-NeMo/Megatron-Bridge tag v0.5.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06 NeMo Container', System DGX-GB300); configuration from "
            'scripts/performance/configs/llama/llama31_workload_base_configs.py at tag v0.5.0 '
            '(fcbb60311, 2026-06-16)',
  'source_locator': "table 'Model: LLAMA3.1_405B', row DGX-GB300, precision NVFP4: #-GPUs 256 | "
                    'Precision NVFP4 | GBS 1536 | MBS 1 | Sequence Length 8192 | TP 4 | PP 8 | CP '
                    '1 | VP 4 | EP n/a | Tokens/sec/GPU 1413 | Model TFLOP/sec/GPU 3575; preset '
                    'LLAMA31_405B_PRETRAIN_CONFIG_GB300_NVFP4_V2',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'Llama-3.1-405B',
  'model_type': 'dense',
  'num_layers': 126,
  'hidden_size': 16384,
  'ffn_hidden_size': 53248,
  'num_attention_heads': 128,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 405.0,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 256,
  'tp': 4,
  'pp': 8,
  'dp': 8,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': True,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 1536,
  'grad_accum_steps': 192,
  'activation_recompute': 'none, as the release recipe sets it (the model recipe sets '
                          'recompute_granularity None and the preset sets neither '
                          'recompute_modules nor recompute_num_layers; '
                          'scripts/performance/utils/overrides.py _set_recompute_overrides at '
                          "v0.5.0 then leaves the recipe's setting)",
  'precision': 'NVFP4',
  'optimizer': None,
  'framework': 'NeMo 26.06 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 34.786,
  'iteration_time_is_derived': True,
  'tokens_per_s': 361728,
  'tokens_per_s_per_gpu': 1413,
  'tflops_per_gpu': 3575,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'NVFP4: 4-bit E2M1 values with E4M3 scales per 16 elements (Transformer Engine NVFP4 '
           "recipe). The V2 preset sets cuda_graph_impl 'none' (no CUDA graphs); "
           'llama31_llm_pretrain.py turns TP communication overlap off for nvfp4 '
           "(cfg.comm_overlap.tp_comm_overlap = False if precision == 'nvfp4'). Hardware: DGX "
           'GB300 NVL72 (compute trays of 2 Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain '
           "of 72 GPUs per rack). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama31_workload_base_configs.py at tag v0.5.0 '
           '(fcbb60311, 2026-06-16), LLAMA31_405B_PRETRAIN_CONFIG_GB300_NVFP4_V2): TP4 PP8 VPP4 as '
           'the table states. Megatron DP = 256/(TP 4 x PP 8 x CP 1) = 8, GA = 1536/(8 x 1) = 192; '
           'iteration time = GBS x 8192 / (tokens/s/GPU x GPUs) = 1536 x 8192 / (1413 x 256) = '
           "34.786 s; tokens/s = 1413 x 256 = 361728. Loss as this release's performance scripts "
           'set it (NVIDIA-NeMo/Megatron-Bridge tag v0.5.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06 NeMo Container', System DGX-GB200); configuration from "
            'scripts/performance/configs/llama/llama31_workload_base_configs.py at tag v0.5.0 '
            '(fcbb60311, 2026-06-16)',
  'source_locator': "table 'Model: LLAMA3.1_405B', row DGX-GB200, precision FP8: #-GPUs 256 | "
                    'Precision FP8 | GBS 1536 | MBS 1 | Sequence Length 8192 | TP 4 | PP 16 | CP 1 '
                    '| VP 4 | EP n/a | Tokens/sec/GPU 843 | Model TFLOP/sec/GPU 2129; preset '
                    'LLAMA31_405B_PRETRAIN_CONFIG_GB200_FP8_CS_V2',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'Llama-3.1-405B',
  'model_type': 'dense',
  'num_layers': 126,
  'hidden_size': 16384,
  'ffn_hidden_size': 53248,
  'num_attention_heads': 128,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 405.0,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 256,
  'tp': 4,
  'pp': 16,
  'dp': 4,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': True,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 1536,
  'grad_accum_steps': 384,
  'activation_recompute': 'none, as the release recipe sets it (the model recipe sets '
                          'recompute_granularity None and the preset sets neither '
                          'recompute_modules nor recompute_num_layers; '
                          'scripts/performance/utils/overrides.py _set_recompute_overrides at '
                          "v0.5.0 then leaves the recipe's setting)",
  'precision': 'FP8 current scaling (fp8_cs)',
  'optimizer': None,
  'framework': 'NeMo 26.06 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 58.306,
  'iteration_time_is_derived': True,
  'tokens_per_s': 215808,
  'tokens_per_s_per_gpu': 843,
  'tflops_per_gpu': 2129,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': "The V2 preset turns the V1 preset's Megatron-FSDP and offloading off "
           '(use_megatron_fsdp=False, cpu_offloading_num_layers=None). Hardware: DGX GB200 NVL72 '
           '(compute trays of 2 Grace + 4 B200-class GPUs, 186 GB HBM3e each; NVLink domain of 72 '
           "GPUs per rack). Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/llama/llama31_workload_base_configs.py at tag v0.5.0 '
           '(fcbb60311, 2026-06-16), LLAMA31_405B_PRETRAIN_CONFIG_GB200_FP8_CS_V2): TP4 PP16 VPP4 '
           'as the table states. Megatron DP = 256/(TP 4 x PP 16 x CP 1) = 4, GA = 1536/(4 x 1) = '
           '384; iteration time = GBS x 8192 / (tokens/s/GPU x GPUs) = 1536 x 8192 / (843 x 256) = '
           "58.306 s; tokens/s = 843 x 256 = 215808. Loss as this release's performance scripts "
           'set it (NVIDIA-NeMo/Megatron-Bridge tag v0.5.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06 NeMo Container', System DGX-GB200); configuration from "
            'scripts/performance/configs/llama/llama31_workload_base_configs.py at tag v0.5.0 '
            '(fcbb60311, 2026-06-16)',
  'source_locator': "table 'Model: LLAMA3.1_405B', row DGX-GB200, precision MXFP8: #-GPUs 256 | "
                    'Precision MXFP8 | GBS 1536 | MBS 1 | Sequence Length 8192 | TP 4 | PP 16 | CP '
                    '1 | VP 8 | EP n/a | Tokens/sec/GPU 783 | Model TFLOP/sec/GPU 1976; preset '
                    'LLAMA31_405B_PRETRAIN_CONFIG_GB200_FP8_MX_V2',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'Llama-3.1-405B',
  'model_type': 'dense',
  'num_layers': 126,
  'hidden_size': 16384,
  'ffn_hidden_size': 53248,
  'num_attention_heads': 128,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 405.0,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 256,
  'tp': 4,
  'pp': 16,
  'dp': 4,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': True,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 8,
  'micro_batch_size': 1,
  'global_batch_size': 1536,
  'grad_accum_steps': 384,
  'activation_recompute': 'none, as the release recipe sets it (the model recipe sets '
                          'recompute_granularity None and the preset sets neither '
                          'recompute_modules nor recompute_num_layers; '
                          'scripts/performance/utils/overrides.py _set_recompute_overrides at '
                          "v0.5.0 then leaves the recipe's setting)",
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.06 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 62.774,
  'iteration_time_is_derived': True,
  'tokens_per_s': 200448,
  'tokens_per_s_per_gpu': 783,
  'tflops_per_gpu': 1976,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX GB200 NVL72 (compute trays of 2 Grace + 4 B200-class GPUs, 186 GB HBM3e '
           "each; NVLink domain of 72 GPUs per rack). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama31_workload_base_configs.py at tag v0.5.0 '
           '(fcbb60311, 2026-06-16), LLAMA31_405B_PRETRAIN_CONFIG_GB200_FP8_MX_V2): TP4 PP16 VPP8 '
           'as the table states. Megatron DP = 256/(TP 4 x PP 16 x CP 1) = 4, GA = 1536/(4 x 1) = '
           '384; iteration time = GBS x 8192 / (tokens/s/GPU x GPUs) = 1536 x 8192 / (783 x 256) = '
           "62.774 s; tokens/s = 783 x 256 = 200448. Loss as this release's performance scripts "
           'set it (NVIDIA-NeMo/Megatron-Bridge tag v0.5.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06 NeMo Container', System DGX-GB200); configuration from "
            'scripts/performance/configs/llama/llama31_workload_base_configs.py at tag v0.5.0 '
            '(fcbb60311, 2026-06-16)',
  'source_locator': "table 'Model: LLAMA3.1_405B', row DGX-GB200, precision NVFP4: #-GPUs 256 | "
                    'Precision NVFP4 | GBS 1536 | MBS 1 | Sequence Length 8192 | TP 4 | PP 16 | CP '
                    '1 | VP 8 | EP n/a | Tokens/sec/GPU 1166 | Model TFLOP/sec/GPU 2944; preset '
                    'LLAMA31_405B_PRETRAIN_CONFIG_GB200_NVFP4_V2',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'Llama-3.1-405B',
  'model_type': 'dense',
  'num_layers': 126,
  'hidden_size': 16384,
  'ffn_hidden_size': 53248,
  'num_attention_heads': 128,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 405.0,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 256,
  'tp': 4,
  'pp': 16,
  'dp': 4,
  'ep': 1,
  'etp': None,
  'cp': 1,
  'sequence_parallel': True,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 8,
  'micro_batch_size': 1,
  'global_batch_size': 1536,
  'grad_accum_steps': 384,
  'activation_recompute': 'none, as the release recipe sets it (the V2 preset sets '
                          "recompute_num_layers=None over the V1 preset's 1)",
  'precision': 'NVFP4',
  'optimizer': None,
  'framework': 'NeMo 26.06 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 42.154,
  'iteration_time_is_derived': True,
  'tokens_per_s': 298496,
  'tokens_per_s_per_gpu': 1166,
  'tflops_per_gpu': 2944,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'NVFP4: 4-bit E2M1 values with E4M3 scales per 16 elements (Transformer Engine NVFP4 '
           "recipe). The preset sets cuda_graph_impl 'none' (no CUDA graphs); "
           'llama31_llm_pretrain.py llama31_405b_pretrain_config_gb200 turns TP communication '
           'overlap off for nvfp4 and, for the v2 variant, calls disable_param_gather_overlap. '
           'Hardware: DGX GB200 NVL72 (compute trays of 2 Grace + 4 B200-class GPUs, 186 GB HBM3e '
           "each; NVLink domain of 72 GPUs per rack). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/llama/llama31_workload_base_configs.py at tag v0.5.0 '
           '(fcbb60311, 2026-06-16), LLAMA31_405B_PRETRAIN_CONFIG_GB200_NVFP4_V2): TP4 PP16 VPP8 '
           'as the table states. Megatron DP = 256/(TP 4 x PP 16 x CP 1) = 4, GA = 1536/(4 x 1) = '
           '384; iteration time = GBS x 8192 / (tokens/s/GPU x GPUs) = 1536 x 8192 / (1166 x 256) '
           "= 42.154 s; tokens/s = 1166 x 256 = 298496. Loss as this release's performance scripts "
           'set it (NVIDIA-NeMo/Megatron-Bridge tag v0.5.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06_dgxh100',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06 NeMo Container', System DGX-H100); configuration from "
            'scripts/performance/configs/llama/llama31_workload_base_configs.py at tag v0.5.0 '
            '(fcbb60311, 2026-06-16)',
  'source_locator': "table 'Model: LLAMA3.1_405B', row DGX-H100, precision FP8: #-GPUs 1024 | "
                    'Precision FP8 | GBS 1536 | MBS 1 | Sequence Length 8192 | TP 8 | PP 8 | CP 2 '
                    '| VP 8 | EP n/a | Tokens/sec/GPU 326 | Model TFLOP/sec/GPU 822; preset '
                    'LLAMA31_405B_PRETRAIN_CONFIG_H100_FP8_CS_V2',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'Llama-3.1-405B',
  'model_type': 'dense',
  'num_layers': 126,
  'hidden_size': 16384,
  'ffn_hidden_size': 53248,
  'num_attention_heads': 128,
  'num_kv_heads': 8,
  'vocab_size': 128256,
  'seq_len': 8192,
  'total_params_b': 405.0,
  'active_params_b': None,
  'num_experts': None,
  'num_shared_experts': None,
  'moe_top_k': None,
  'expert_ffn_hidden_size': None,
  'moe_layers': None,
  'capacity_factor': None,
  'arch_notes': 'RMSNorm, SwiGLU, RoPE, GQA(8 KV heads)',
  'gpu_type': 'H100 SXM5 80GB',
  'gpu_memory_gb': 80,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink4 via NVSwitch (900 GB/s bidirectional per GPU)',
  'inter_node_network': '8x 400 Gb/s NDR InfiniBand (ConnectX-7) per node',
  'system_name': 'NVIDIA DGX H100 cluster',
  'num_gpus': 1024,
  'tp': 8,
  'pp': 8,
  'dp': 8,
  'ep': 1,
  'etp': None,
  'cp': 2,
  'sequence_parallel': True,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 8,
  'micro_batch_size': 1,
  'global_batch_size': 1536,
  'grad_accum_steps': 192,
  'activation_recompute': 'none, as the release recipe sets it (the model recipe sets '
                          'recompute_granularity None and the preset sets neither '
                          'recompute_modules nor recompute_num_layers; '
                          'scripts/performance/utils/overrides.py _set_recompute_overrides at '
                          "v0.5.0 then leaves the recipe's setting)",
  'precision': 'FP8 current scaling (fp8_cs)',
  'optimizer': None,
  'framework': 'NeMo 26.06 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 37.693,
  'iteration_time_is_derived': True,
  'tokens_per_s': 333824,
  'tokens_per_s_per_gpu': 326,
  'tflops_per_gpu': 822,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'Hardware: DGX H100 (8x H100 SXM5 80 GB, NVLink4 NVSwitch, 8x 400 Gb/s ConnectX-7). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/llama/llama31_workload_base_configs.py at tag v0.5.0 '
           '(fcbb60311, 2026-06-16), LLAMA31_405B_PRETRAIN_CONFIG_H100_FP8_CS_V2): TP8 PP8 CP2 '
           'VPP8 as the table states. Megatron DP = 1024/(TP 8 x PP 8 x CP 2) = 8, GA = 1536/(8 x '
           '1) = 192; iteration time = GBS x 8192 / (tokens/s/GPU x GPUs) = 1536 x 8192 / (326 x '
           "1024) = 37.693 s; tokens/s = 326 x 1024 = 333824. Loss as this release's performance "
           'scripts set it (NVIDIA-NeMo/Megatron-Bridge tag v0.5.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06 NeMo Container', System DGX-GB300); configuration from "
            'scripts/performance/configs/deepseek/deepseek_workload_base_configs.py at tag v0.5.0 '
            '(fcbb60311, 2026-06-16)',
  'source_locator': "table 'Model: DeepSeekV3', row DGX-GB300, precision MXFP8: #-GPUs 256 | "
                    'Precision MXFP8 | GBS 4096 | MBS 1 | Sequence Length 4096 | TP 1 | PP 2 | CP '
                    '1 | VP 8 | EP 32 | Tokens/sec/GPU 6338 | Model TFLOP/sec/GPU 1648; preset '
                    'DEEPSEEK_V3_PRETRAIN_CONFIG_GB300_FP8_MX_V2',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'DeepSeek-V3 (671B)',
  'model_type': 'moe',
  'num_layers': 61,
  'hidden_size': 7168,
  'ffn_hidden_size': 18432,
  'num_attention_heads': 128,
  'num_kv_heads': 128,
  'vocab_size': 129280,
  'seq_len': 4096,
  'total_params_b': 671.0,
  'active_params_b': 37.0,
  'num_experts': 256,
  'num_shared_experts': 1,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 2048,
  'moe_layers': 'layers 4-61 (first 3 dense, FFN 18432)',
  'capacity_factor': None,
  'arch_notes': 'MLA (q_lora_rank 1536, kv_lora_rank 512, qk_nope 128, qk_rope 64, v_head 128); '
                'node-limited routing (<=4 nodes); MTP depth 1 in original training',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 2,
  'dp': 128,
  'ep': 32,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 8,
  'micro_batch_size': 1,
  'global_batch_size': 4096,
  'grad_accum_steps': 32,
  'activation_recompute': 'none, as the release recipe sets it (recompute_modules=[])',
  'precision': 'MXFP8',
  'optimizer': 'Adam, Megatron-Core precision-aware optimizer as the DeepSeek-V3 recipe sets it: '
               'fp32 main params, main_grads_dtype bf16, exp_avg_dtype / exp_avg_sq_dtype bf16 '
               '(bf16 moments) (NVIDIA-NeMo/Megatron-Bridge '
               'src/megatron/bridge/recipes/deepseek/deepseek_v3.py at tag v0.5.0)',
  'framework': "NeMo 26.06 / Megatron-Bridge (Megatron-Core) with the DeepEP library's HybridEP "
               'flex dispatcher',
  'iteration_time_s': 10.34,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1622528,
  'tokens_per_s_per_gpu': 6338,
  'tflops_per_gpu': 1648,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB300 NVL72 (compute trays of 2 '
           'Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/deepseek/deepseek_workload_base_configs.py at tag v0.5.0 '
           '(fcbb60311, 2026-06-16), DEEPSEEK_V3_PRETRAIN_CONFIG_GB300_FP8_MX_V2): PP2 VPP8 EP32 '
           'as the table states, pp_layout Et*4|(t*4|)*14tmL, no recompute, '
           'moe_flex_dispatcher_backend hybridep, moe_a2a_overlap=True, full-iteration CUDA graphs '
           '(cuda_graph_impl full_iteration), cutedsl_fused_grouped_mlp=True, '
           'fp8_dot_product_attention=True. Megatron DP = 256/(TP 1 x PP 2 x CP 1) = 128, GA = '
           '4096/(128 x 1) = 32; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs) = 4096 x 4096 '
           "/ (6338 x 256) = 10.340 s; tokens/s = 6338 x 256 = 1622528. Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge tag v0.5.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06 NeMo Container', System DGX-GB300); configuration from "
            'scripts/performance/configs/deepseek/deepseek_workload_base_configs.py at tag v0.5.0 '
            '(fcbb60311, 2026-06-16)',
  'source_locator': "table 'Model: DeepSeekV3', row DGX-GB300, precision MXFP8: #-GPUs 256 | "
                    'Precision MXFP8 | GBS 15360 | MBS 1 | Sequence Length 4096 | TP 1 | PP 2 | CP '
                    '1 | VP 8 | EP 32 | Tokens/sec/GPU 6422 | Model TFLOP/sec/GPU 1670; preset '
                    'DEEPSEEK_V3_PRETRAIN_CONFIG_GB300_FP8_MX_GBS15360 (the FP8_MX_V2 preset with '
                    'global_batch_size=15360)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'DeepSeek-V3 (671B)',
  'model_type': 'moe',
  'num_layers': 61,
  'hidden_size': 7168,
  'ffn_hidden_size': 18432,
  'num_attention_heads': 128,
  'num_kv_heads': 128,
  'vocab_size': 129280,
  'seq_len': 4096,
  'total_params_b': 671.0,
  'active_params_b': 37.0,
  'num_experts': 256,
  'num_shared_experts': 1,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 2048,
  'moe_layers': 'layers 4-61 (first 3 dense, FFN 18432)',
  'capacity_factor': None,
  'arch_notes': 'MLA (q_lora_rank 1536, kv_lora_rank 512, qk_nope 128, qk_rope 64, v_head 128); '
                'node-limited routing (<=4 nodes); MTP depth 1 in original training',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 2,
  'dp': 128,
  'ep': 32,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 8,
  'micro_batch_size': 1,
  'global_batch_size': 15360,
  'grad_accum_steps': 120,
  'activation_recompute': 'none, as the release recipe sets it (recompute_modules=[])',
  'precision': 'MXFP8',
  'optimizer': 'Adam, Megatron-Core precision-aware optimizer as the DeepSeek-V3 recipe sets it: '
               'fp32 main params, main_grads_dtype bf16, exp_avg_dtype / exp_avg_sq_dtype bf16 '
               '(bf16 moments) (NVIDIA-NeMo/Megatron-Bridge '
               'src/megatron/bridge/recipes/deepseek/deepseek_v3.py at tag v0.5.0)',
  'framework': "NeMo 26.06 / Megatron-Bridge (Megatron-Core) with the DeepEP library's HybridEP "
               'flex dispatcher',
  'iteration_time_s': 38.268,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1644032,
  'tokens_per_s_per_gpu': 6422,
  'tflops_per_gpu': 1670,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB300 NVL72 (compute trays of 2 '
           'Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/deepseek/deepseek_workload_base_configs.py at tag v0.5.0 '
           '(fcbb60311, 2026-06-16), DEEPSEEK_V3_PRETRAIN_CONFIG_GB300_FP8_MX_GBS15360 (the '
           'FP8_MX_V2 preset with global_batch_size=15360)): PP2 VPP8 EP32 as the table states, '
           'pp_layout Et*4|(t*4|)*14tmL, no recompute, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=True, full-iteration CUDA graphs (cuda_graph_impl full_iteration), '
           'cutedsl_fused_grouped_mlp=True, fp8_dot_product_attention=True. Megatron DP = 256/(TP '
           '1 x PP 2 x CP 1) = 128, GA = 15360/(128 x 1) = 120; iteration time = GBS x 4096 / '
           '(tokens/s/GPU x GPUs) = 15360 x 4096 / (6422 x 256) = 38.268 s; tokens/s = 6422 x 256 '
           "= 1644032. Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge tag v0.5.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06 NeMo Container', System DGX-GB200); configuration from "
            'scripts/performance/configs/deepseek/deepseek_workload_base_configs.py at tag v0.5.0 '
            '(fcbb60311, 2026-06-16)',
  'source_locator': "table 'Model: DeepSeekV3', row DGX-GB200, precision MXFP8: #-GPUs 256 | "
                    'Precision MXFP8 | GBS 4096 | MBS 1 | Sequence Length 4096 | TP 1 | PP 4 | CP '
                    '1 | VP 4 | EP 64 | Tokens/sec/GPU 4969 | Model TFLOP/sec/GPU 1292; preset '
                    'DEEPSEEK_V3_PRETRAIN_CONFIG_GB200_FP8_MX_V2',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'DeepSeek-V3 (671B)',
  'model_type': 'moe',
  'num_layers': 61,
  'hidden_size': 7168,
  'ffn_hidden_size': 18432,
  'num_attention_heads': 128,
  'num_kv_heads': 128,
  'vocab_size': 129280,
  'seq_len': 4096,
  'total_params_b': 671.0,
  'active_params_b': 37.0,
  'num_experts': 256,
  'num_shared_experts': 1,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 2048,
  'moe_layers': 'layers 4-61 (first 3 dense, FFN 18432)',
  'capacity_factor': None,
  'arch_notes': 'MLA (q_lora_rank 1536, kv_lora_rank 512, qk_nope 128, qk_rope 64, v_head 128); '
                'node-limited routing (<=4 nodes); MTP depth 1 in original training',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 4,
  'dp': 64,
  'ep': 64,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 4096,
  'grad_accum_steps': 64,
  'activation_recompute': 'selective (mla_up_proj), as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': 'Adam, Megatron-Core precision-aware optimizer as the DeepSeek-V3 recipe sets it: '
               'fp32 main params, main_grads_dtype bf16, exp_avg_dtype / exp_avg_sq_dtype bf16 '
               '(bf16 moments) (NVIDIA-NeMo/Megatron-Bridge '
               'src/megatron/bridge/recipes/deepseek/deepseek_v3.py at tag v0.5.0)',
  'framework': "NeMo 26.06 / Megatron-Bridge (Megatron-Core) with the DeepEP library's HybridEP "
               'flex dispatcher',
  'iteration_time_s': 13.189,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1272064,
  'tokens_per_s_per_gpu': 4969,
  'tflops_per_gpu': 1292,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB200 NVL72 (compute trays of 2 '
           'Grace + 4 B200-class GPUs, 186 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/deepseek/deepseek_workload_base_configs.py at tag v0.5.0 '
           '(fcbb60311, 2026-06-16), DEEPSEEK_V3_PRETRAIN_CONFIG_GB200_FP8_MX_V2): PP4 VPP4 EP64 '
           'as the table states, recompute_modules mla_up_proj, moe_flex_dispatcher_backend '
           'hybridep, moe_a2a_overlap=True, full-iteration CUDA graphs (cuda_graph_impl '
           'full_iteration), cutedsl_fused_grouped_mlp=True. Megatron DP = 256/(TP 1 x PP 4 x CP '
           '1) = 64, GA = 4096/(64 x 1) = 64; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs) '
           '= 4096 x 4096 / (4969 x 256) = 13.189 s; tokens/s = 4969 x 256 = 1272064. Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge tag v0.5.0: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06_dgxb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06 NeMo Container', System DGX-B300); configuration from "
            'scripts/performance/configs/deepseek/deepseek_workload_base_configs.py at tag v0.5.0 '
            '(fcbb60311, 2026-06-16)',
  'source_locator': "table 'Model: DeepSeekV3', row DGX-B300, precision MXFP8: #-GPUs 256 | "
                    'Precision MXFP8 | GBS 4096 | MBS 2 | Sequence Length 4096 | TP 1 | PP 8 | CP '
                    '1 | VP n/a | EP 8 | Tokens/sec/GPU 3541 | Model TFLOP/sec/GPU 920; preset '
                    'DEEPSEEK_V3_PRETRAIN_CONFIG_B300_FP8_MX_V2 (= the B300_V2 preset at v0.5.0)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'DeepSeek-V3 (671B)',
  'model_type': 'moe',
  'num_layers': 61,
  'hidden_size': 7168,
  'ffn_hidden_size': 18432,
  'num_attention_heads': 128,
  'num_kv_heads': 128,
  'vocab_size': 129280,
  'seq_len': 4096,
  'total_params_b': 671.0,
  'active_params_b': 37.0,
  'num_experts': 256,
  'num_shared_experts': 1,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 2048,
  'moe_layers': 'layers 4-61 (first 3 dense, FFN 18432)',
  'capacity_factor': None,
  'arch_notes': 'MLA (q_lora_rank 1536, kv_lora_rank 512, qk_nope 128, qk_rope 64, v_head 128); '
                'node-limited routing (<=4 nodes); MTP depth 1 in original training',
  'gpu_type': 'B300 SXM 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink5 via NVSwitch (1.8 TB/s bidirectional per GPU)',
  'inter_node_network': '8x 800 Gb/s XDR InfiniBand (ConnectX-8) per node',
  'system_name': 'NVIDIA DGX B300 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 8,
  'dp': 32,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 2,
  'global_batch_size': 4096,
  'grad_accum_steps': 64,
  'activation_recompute': 'selective (mla_up_proj), as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': 'Adam, Megatron-Core precision-aware optimizer as the DeepSeek-V3 recipe sets it: '
               'fp32 main params, main_grads_dtype bf16, exp_avg_dtype / exp_avg_sq_dtype bf16 '
               '(bf16 moments) (NVIDIA-NeMo/Megatron-Bridge '
               'src/megatron/bridge/recipes/deepseek/deepseek_v3.py at tag v0.5.0)',
  'framework': "NeMo 26.06 / Megatron-Bridge (Megatron-Core) with the DeepEP library's HybridEP "
               'flex dispatcher',
  'iteration_time_s': 18.508,
  'iteration_time_is_derived': True,
  'tokens_per_s': 906496,
  'tokens_per_s_per_gpu': 3541,
  'tflops_per_gpu': 920,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX B300 (8x B300 SXM 288 GB, NVLink5 '
           "NVSwitch, 8x 800 Gb/s ConnectX-8). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/deepseek/deepseek_workload_base_configs.py at tag v0.5.0 '
           '(fcbb60311, 2026-06-16), DEEPSEEK_V3_PRETRAIN_CONFIG_B300_FP8_MX_V2 (= the B300_V2 '
           'preset at v0.5.0)): PP8 EP8 micro-batch 2 as the table states (no virtual pipeline), '
           'recompute_modules mla_up_proj, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=False, graph capture of attn, moe_router and moe_preprocess only '
           '(cuda_graph_impl transformer_engine with that cuda_graph_scope; the rest eager). '
           'Megatron DP = 256/(TP 1 x PP 8 x CP 1) = 32, GA = 4096/(32 x 2) = 64; iteration time = '
           'GBS x 4096 / (tokens/s/GPU x GPUs) = 4096 x 4096 / (3541 x 256) = 18.508 s; tokens/s = '
           "3541 x 256 = 906496. Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge tag v0.5.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06 NeMo Container', System DGX-GB300); configuration from "
            'scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py at tag v0.5.0 '
            '(fcbb60311, 2026-06-16)',
  'source_locator': "table 'Model: GPT OSS 120B', row DGX-GB300, precision MXFP8: #-GPUs 64 | "
                    'Precision MXFP8 | GBS 1280 | MBS 4 | Sequence Length 4096 | TP 1 | PP 1 | CP '
                    '1 | VP n/a | EP 16 | Tokens/sec/GPU 33166 | Model TFLOP/sec/GPU 1081; preset '
                    'GPT_OSS_120B_PRETRAIN_CONFIG_GB300_FP8_MX_V2',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'gpt-oss-120b',
  'model_type': 'moe',
  'num_layers': 36,
  'hidden_size': 2880,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 201088,
  'seq_len': 4096,
  'total_params_b': 117.0,
  'active_params_b': 5.1,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 4,
  'expert_ffn_hidden_size': 2880,
  'moe_layers': 'all 36',
  'capacity_factor': None,
  'arch_notes': 'alternating full / 128-token sliding-window attention, attention sinks, head_dim '
                '64',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 1,
  'dp': 64,
  'ep': 16,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 1280,
  'grad_accum_steps': 5,
  'activation_recompute': 'none, as the release recipe sets it (the model recipe sets '
                          'recompute_granularity None and the preset sets neither '
                          'recompute_modules nor recompute_num_layers; '
                          'scripts/performance/utils/overrides.py _set_recompute_overrides at '
                          "v0.5.0 then leaves the recipe's setting)",
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.06 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 2.47,
  'iteration_time_is_derived': True,
  'tokens_per_s': 2122624,
  'tokens_per_s_per_gpu': 33166,
  'tflops_per_gpu': 1081,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB300 NVL72 (compute trays of 2 '
           'Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py at tag v0.5.0 '
           '(fcbb60311, 2026-06-16), GPT_OSS_120B_PRETRAIN_CONFIG_GB300_FP8_MX_V2): EP16 '
           'micro-batch 4 as the table states, no recompute, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=True, full-iteration CUDA graphs (cuda_graph_impl full_iteration), '
           'cutedsl_fused_grouped_mlp=True, fp8_dot_product_attention=True. Megatron DP = 64/(TP 1 '
           'x PP 1 x CP 1) = 64, GA = 1280/(64 x 4) = 5; iteration time = GBS x 4096 / '
           '(tokens/s/GPU x GPUs) = 1280 x 4096 / (33166 x 64) = 2.470 s; tokens/s = 33166 x 64 = '
           "2122624. Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge tag v0.5.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06 NeMo Container', System DGX-GB200); configuration from "
            'scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py at tag v0.5.0 '
            '(fcbb60311, 2026-06-16)',
  'source_locator': "table 'Model: GPT OSS 120B', row DGX-GB200, precision MXFP8: #-GPUs 64 | "
                    'Precision MXFP8 | GBS 1280 | MBS 4 | Sequence Length 4096 | TP 1 | PP 1 | CP '
                    '1 | VP n/a | EP 64 | Tokens/sec/GPU 28947 | Model TFLOP/sec/GPU 943; preset '
                    'GPT_OSS_120B_PRETRAIN_CONFIG_GB200_FP8_MX_V2',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'gpt-oss-120b',
  'model_type': 'moe',
  'num_layers': 36,
  'hidden_size': 2880,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 201088,
  'seq_len': 4096,
  'total_params_b': 117.0,
  'active_params_b': 5.1,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 4,
  'expert_ffn_hidden_size': 2880,
  'moe_layers': 'all 36',
  'capacity_factor': None,
  'arch_notes': 'alternating full / 128-token sliding-window attention, attention sinks, head_dim '
                '64',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 1,
  'dp': 64,
  'ep': 64,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 1280,
  'grad_accum_steps': 5,
  'activation_recompute': 'none, as the release recipe sets it (recompute_modules=[])',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.06 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 2.83,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1852608,
  'tokens_per_s_per_gpu': 28947,
  'tflops_per_gpu': 943,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB200 NVL72 (compute trays of 2 '
           'Grace + 4 B200-class GPUs, 186 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py at tag v0.5.0 '
           '(fcbb60311, 2026-06-16), GPT_OSS_120B_PRETRAIN_CONFIG_GB200_FP8_MX_V2): EP64 '
           'micro-batch 4 as the table states, no recompute (recompute_modules=[] over the BF16 '
           "preset's layernorm and moe_act), moe_flex_dispatcher_backend hybridep, "
           'moe_a2a_overlap=True, full-iteration CUDA graphs (cuda_graph_impl full_iteration), '
           'cutedsl_fused_grouped_mlp=True, fp8_dot_product_attention=True. Megatron DP = 64/(TP 1 '
           'x PP 1 x CP 1) = 64, GA = 1280/(64 x 4) = 5; iteration time = GBS x 4096 / '
           '(tokens/s/GPU x GPUs) = 1280 x 4096 / (28947 x 64) = 2.830 s; tokens/s = 28947 x 64 = '
           "1852608. Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge tag v0.5.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06_dgxb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06 NeMo Container', System DGX-B300); configuration from "
            'scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py at tag v0.5.0 '
            '(fcbb60311, 2026-06-16)',
  'source_locator': "table 'Model: GPT OSS 120B', row DGX-B300, precision MXFP8: #-GPUs 64 | "
                    'Precision MXFP8 | GBS 1280 | MBS 4 | Sequence Length 4096 | TP 1 | PP 1 | CP '
                    '1 | VP n/a | EP 8 | Tokens/sec/GPU 18534 | Model TFLOP/sec/GPU 604; preset '
                    'GPT_OSS_120B_PRETRAIN_CONFIG_B300_FP8_MX_V2 (= B300_BF16_V2)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'gpt-oss-120b',
  'model_type': 'moe',
  'num_layers': 36,
  'hidden_size': 2880,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 201088,
  'seq_len': 4096,
  'total_params_b': 117.0,
  'active_params_b': 5.1,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 4,
  'expert_ffn_hidden_size': 2880,
  'moe_layers': 'all 36',
  'capacity_factor': None,
  'arch_notes': 'alternating full / 128-token sliding-window attention, attention sinks, head_dim '
                '64',
  'gpu_type': 'B300 SXM 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink5 via NVSwitch (1.8 TB/s bidirectional per GPU)',
  'inter_node_network': '8x 800 Gb/s XDR InfiniBand (ConnectX-8) per node',
  'system_name': 'NVIDIA DGX B300 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 1,
  'dp': 64,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 1280,
  'grad_accum_steps': 5,
  'activation_recompute': 'none, as the release recipe sets it (the model recipe sets '
                          'recompute_granularity None and the preset sets neither '
                          'recompute_modules nor recompute_num_layers; '
                          'scripts/performance/utils/overrides.py _set_recompute_overrides at '
                          "v0.5.0 then leaves the recipe's setting)",
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.06 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 4.42,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1186176,
  'tokens_per_s_per_gpu': 18534,
  'tflops_per_gpu': 604,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX B300 (8x B300 SXM 288 GB, NVLink5 '
           "NVSwitch, 8x 800 Gb/s ConnectX-8). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py at tag v0.5.0 '
           '(fcbb60311, 2026-06-16), GPT_OSS_120B_PRETRAIN_CONFIG_B300_FP8_MX_V2 (= '
           'B300_BF16_V2)): EP8 micro-batch 4 as the table states, no recompute, '
           'moe_flex_dispatcher_backend hybridep, moe_a2a_overlap=False, graph capture of attn, '
           'moe_router and moe_preprocess only (cuda_graph_impl transformer_engine with that '
           'cuda_graph_scope; the rest eager). Megatron DP = 64/(TP 1 x PP 1 x CP 1) = 64, GA = '
           '1280/(64 x 4) = 5; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs) = 1280 x 4096 / '
           "(18534 x 64) = 4.420 s; tokens/s = 18534 x 64 = 1186176. Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge tag v0.5.0: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06 NeMo Container', System DGX-GB300); configuration from "
            'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at tag v0.5.0 '
            '(fcbb60311, 2026-06-16)',
  'source_locator': "table 'Model: Qwen3_30B_a3B', row DGX-GB300, precision MXFP8: #-GPUs 8 | "
                    'Precision MXFP8 | GBS 512 | MBS 8 | Sequence Length 4096 | TP 1 | PP 1 | CP 1 '
                    '| VP n/a | EP 8 | Tokens/sec/GPU 45275 | Model TFLOP/sec/GPU 1041; preset '
                    'QWEN3_30B_A3B_PRETRAIN_CONFIG_GB300_FP8_MX_V1',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-30B-A3B',
  'model_type': 'moe',
  'num_layers': 48,
  'hidden_size': 2048,
  'ffn_hidden_size': None,
  'num_attention_heads': 32,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 30.5,
  'active_params_b': 3.3,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 768,
  'moe_layers': 'all 48',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts; dropless unless stated',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 8,
  'tp': 1,
  'pp': 1,
  'dp': 8,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 8,
  'global_batch_size': 512,
  'grad_accum_steps': 8,
  'activation_recompute': 'none, as the release recipe sets it '
                          '(scripts/performance/configs/qwen/qwen3_llm_pretrain.py '
                          'set_qwen3_common_configs sets recompute_granularity, recompute_method '
                          "and recompute_num_layers None, over the model recipe's own setting)",
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.06 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 5.79,
  'iteration_time_is_derived': True,
  'tokens_per_s': 362200,
  'tokens_per_s_per_gpu': 45275,
  'tflops_per_gpu': 1041,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB300 NVL72 (compute trays of 2 '
           'Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at tag v0.5.0 '
           '(fcbb60311, 2026-06-16), QWEN3_30B_A3B_PRETRAIN_CONFIG_GB300_FP8_MX_V1): EP8 '
           'micro-batch 8 as the table states, no recompute, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=True, full-iteration CUDA graphs (cuda_graph_impl full_iteration), '
           'cutedsl_fused_grouped_mlp=True, fp8_dot_product_attention=True. Megatron DP = 8/(TP 1 '
           'x PP 1 x CP 1) = 8, GA = 512/(8 x 8) = 8; iteration time = GBS x 4096 / (tokens/s/GPU '
           'x GPUs) = 512 x 4096 / (45275 x 8) = 5.790 s; tokens/s = 45275 x 8 = 362200. Loss as '
           "this release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge tag v0.5.0: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06 NeMo Container', System DGX-GB200); configuration from "
            'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at tag v0.5.0 '
            '(fcbb60311, 2026-06-16)',
  'source_locator': "table 'Model: Qwen3_30B_a3B', row DGX-GB200, precision MXFP8: #-GPUs 8 | "
                    'Precision MXFP8 | GBS 512 | MBS 4 | Sequence Length 4096 | TP 1 | PP 1 | CP 1 '
                    '| VP n/a | EP 8 | Tokens/sec/GPU 40706 | Model TFLOP/sec/GPU 936; preset '
                    'QWEN3_30B_A3B_PRETRAIN_CONFIG_GB200_FP8_MX_V1',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-30B-A3B',
  'model_type': 'moe',
  'num_layers': 48,
  'hidden_size': 2048,
  'ffn_hidden_size': None,
  'num_attention_heads': 32,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 30.5,
  'active_params_b': 3.3,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 768,
  'moe_layers': 'all 48',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts; dropless unless stated',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 8,
  'tp': 1,
  'pp': 1,
  'dp': 8,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 512,
  'grad_accum_steps': 16,
  'activation_recompute': 'none, as the release recipe sets it '
                          '(scripts/performance/configs/qwen/qwen3_llm_pretrain.py '
                          'set_qwen3_common_configs sets recompute_granularity, recompute_method '
                          "and recompute_num_layers None, over the model recipe's own setting)",
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.06 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 6.44,
  'iteration_time_is_derived': True,
  'tokens_per_s': 325648,
  'tokens_per_s_per_gpu': 40706,
  'tflops_per_gpu': 936,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB200 NVL72 (compute trays of 2 '
           'Grace + 4 B200-class GPUs, 186 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at tag v0.5.0 '
           '(fcbb60311, 2026-06-16), QWEN3_30B_A3B_PRETRAIN_CONFIG_GB200_FP8_MX_V1): EP8 '
           'micro-batch 4 as the table states, no recompute, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=True, full-iteration CUDA graphs (cuda_graph_impl full_iteration), '
           'cutedsl_fused_grouped_mlp=True, fp8_dot_product_attention=True. Megatron DP = 8/(TP 1 '
           'x PP 1 x CP 1) = 8, GA = 512/(8 x 4) = 16; iteration time = GBS x 4096 / (tokens/s/GPU '
           'x GPUs) = 512 x 4096 / (40706 x 8) = 6.440 s; tokens/s = 40706 x 8 = 325648. Loss as '
           "this release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge tag v0.5.0: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06_dgxb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06 NeMo Container', System DGX-B300); configuration from "
            'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at tag v0.5.0 '
            '(fcbb60311, 2026-06-16)',
  'source_locator': "table 'Model: Qwen3_30B_a3B', row DGX-B300, precision MXFP8: #-GPUs 8 | "
                    'Precision MXFP8 | GBS 512 | MBS 8 | Sequence Length 4096 | TP 1 | PP 1 | CP 1 '
                    '| VP n/a | EP 8 | Tokens/sec/GPU 40769 | Model TFLOP/sec/GPU 938; preset '
                    'QWEN3_30B_A3B_PRETRAIN_CONFIG_B300_FP8_MX_V1',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-30B-A3B',
  'model_type': 'moe',
  'num_layers': 48,
  'hidden_size': 2048,
  'ffn_hidden_size': None,
  'num_attention_heads': 32,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 30.5,
  'active_params_b': 3.3,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 768,
  'moe_layers': 'all 48',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts; dropless unless stated',
  'gpu_type': 'B300 SXM 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink5 via NVSwitch (1.8 TB/s bidirectional per GPU)',
  'inter_node_network': '8x 800 Gb/s XDR InfiniBand (ConnectX-8) per node',
  'system_name': 'NVIDIA DGX B300 cluster',
  'num_gpus': 8,
  'tp': 1,
  'pp': 1,
  'dp': 8,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 8,
  'global_batch_size': 512,
  'grad_accum_steps': 8,
  'activation_recompute': 'none, as the release recipe sets it '
                          '(scripts/performance/configs/qwen/qwen3_llm_pretrain.py '
                          'set_qwen3_common_configs sets recompute_granularity, recompute_method '
                          "and recompute_num_layers None, over the model recipe's own setting)",
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.06 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 6.43,
  'iteration_time_is_derived': True,
  'tokens_per_s': 326152,
  'tokens_per_s_per_gpu': 40769,
  'tflops_per_gpu': 938,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX B300 (8x B300 SXM 288 GB, NVLink5 '
           "NVSwitch, 8x 800 Gb/s ConnectX-8). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at tag v0.5.0 '
           '(fcbb60311, 2026-06-16), QWEN3_30B_A3B_PRETRAIN_CONFIG_B300_FP8_MX_V1): EP8 '
           'micro-batch 8 as the table states, no recompute, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=True, full-iteration CUDA graphs (cuda_graph_impl full_iteration), '
           'cutedsl_fused_grouped_mlp=True, fp8_dot_product_attention=True. Megatron DP = 8/(TP 1 '
           'x PP 1 x CP 1) = 8, GA = 512/(8 x 8) = 8; iteration time = GBS x 4096 / (tokens/s/GPU '
           'x GPUs) = 512 x 4096 / (40769 x 8) = 6.430 s; tokens/s = 40769 x 8 = 326152. Loss as '
           "this release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge tag v0.5.0: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06_dgxh100',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06 NeMo Container', System DGX-H100); configuration from "
            'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at tag v0.5.0 '
            '(fcbb60311, 2026-06-16)',
  'source_locator': "table 'Model: Qwen3_30B_a3B', row DGX-H100, precision FP8: #-GPUs 16 | "
                    'Precision FP8 | GBS 1024 | MBS 1 | Sequence Length 4096 | TP 1 | PP 1 | CP 1 '
                    '| VP n/a | EP 16 | Tokens/sec/GPU 8826 | Model TFLOP/sec/GPU 203; preset '
                    'QWEN3_30B_A3B_PRETRAIN_CONFIG_H100_FP8_CS_V1',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-30B-A3B',
  'model_type': 'moe',
  'num_layers': 48,
  'hidden_size': 2048,
  'ffn_hidden_size': None,
  'num_attention_heads': 32,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 30.5,
  'active_params_b': 3.3,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 768,
  'moe_layers': 'all 48',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts; dropless unless stated',
  'gpu_type': 'H100 SXM5 80GB',
  'gpu_memory_gb': 80,
  'gpus_per_node': 8,
  'intra_node_interconnect': 'NVLink4 via NVSwitch (900 GB/s bidirectional per GPU)',
  'inter_node_network': '8x 400 Gb/s NDR InfiniBand (ConnectX-7) per node',
  'system_name': 'NVIDIA DGX H100 cluster',
  'num_gpus': 16,
  'tp': 1,
  'pp': 1,
  'dp': 16,
  'ep': 16,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 1,
  'global_batch_size': 1024,
  'grad_accum_steps': 64,
  'activation_recompute': 'none, as the release recipe sets it '
                          '(scripts/performance/configs/qwen/qwen3_llm_pretrain.py '
                          'set_qwen3_common_configs sets recompute_granularity, recompute_method '
                          "and recompute_num_layers None, over the model recipe's own setting)",
  'precision': 'FP8 current scaling (fp8_cs)',
  'optimizer': None,
  'framework': 'NeMo 26.06 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 29.701,
  'iteration_time_is_derived': True,
  'tokens_per_s': 141216,
  'tokens_per_s_per_gpu': 8826,
  'tflops_per_gpu': 203,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX H100 (8x H100 SXM5 80 GB, NVLink4 '
           "NVSwitch, 8x 400 Gb/s ConnectX-7). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at tag v0.5.0 '
           '(fcbb60311, 2026-06-16), QWEN3_30B_A3B_PRETRAIN_CONFIG_H100_FP8_CS_V1): EP16 as the '
           'table states, no recompute, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=False, no cuda_graph_impl set. Megatron DP = 16/(TP 1 x PP 1 x CP 1) = '
           '16, GA = 1024/(16 x 1) = 64; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs) = '
           '1024 x 4096 / (8826 x 16) = 29.701 s; tokens/s = 8826 x 16 = 141216. Loss as this '
           "release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge tag v0.5.0: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06 NeMo Container', System DGX-GB300); configuration from "
            'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at tag v0.5.0 '
            '(fcbb60311, 2026-06-16)',
  'source_locator': "table 'Model: Qwen3_235B_a22B', row DGX-GB300, precision MXFP8: #-GPUs 256 | "
                    'Precision MXFP8 | GBS 8192 | MBS 2 | Sequence Length 4096 | TP 1 | PP 4 | CP '
                    '1 | VP 12 | EP 32 | Tokens/sec/GPU 9015 | Model TFLOP/sec/GPU 1335; preset '
                    'QWEN3_235B_A22B_PRETRAIN_CONFIG_GB300_FP8_MX_V2',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-235B-A22B',
  'model_type': 'moe',
  'num_layers': 94,
  'hidden_size': 4096,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 235.0,
  'active_params_b': 22.0,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 1536,
  'moe_layers': 'all 94',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 4,
  'dp': 64,
  'ep': 32,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 12,
  'micro_batch_size': 2,
  'global_batch_size': 8192,
  'grad_accum_steps': 64,
  'activation_recompute': 'none, as the release recipe sets it '
                          '(scripts/performance/configs/qwen/qwen3_llm_pretrain.py '
                          'set_qwen3_common_configs sets recompute_granularity, recompute_method '
                          "and recompute_num_layers None, over the model recipe's own setting)",
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.06 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 14.539,
  'iteration_time_is_derived': True,
  'tokens_per_s': 2307840,
  'tokens_per_s_per_gpu': 9015,
  'tflops_per_gpu': 1335,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB300 NVL72 (compute trays of 2 '
           'Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at tag v0.5.0 '
           '(fcbb60311, 2026-06-16), QWEN3_235B_A22B_PRETRAIN_CONFIG_GB300_FP8_MX_V2): PP4 VPP12 '
           'EP32 micro-batch 2 as the table states, no recompute, moe_flex_dispatcher_backend '
           'hybridep, moe_a2a_overlap=True, full-iteration CUDA graphs (cuda_graph_impl '
           'full_iteration), cutedsl_fused_grouped_mlp=True, fp8_dot_product_attention=True. '
           'Megatron DP = 256/(TP 1 x PP 4 x CP 1) = 64, GA = 8192/(64 x 2) = 64; iteration time = '
           'GBS x 4096 / (tokens/s/GPU x GPUs) = 8192 x 4096 / (9015 x 256) = 14.539 s; tokens/s = '
           "9015 x 256 = 2307840. Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge tag v0.5.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06 NeMo Container', System DGX-GB200); configuration from "
            'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at tag v0.5.0 '
            '(fcbb60311, 2026-06-16)',
  'source_locator': "table 'Model: Qwen3_235B_a22B', row DGX-GB200, precision MXFP8: #-GPUs 256 | "
                    'Precision MXFP8 | GBS 8192 | MBS 1 | Sequence Length 4096 | TP 1 | PP 8 | CP '
                    '1 | VP 3 | EP 32 | Tokens/sec/GPU 7376 | Model TFLOP/sec/GPU 1092; preset '
                    'QWEN3_235B_A22B_PRETRAIN_CONFIG_GB200_FP8_MX_V2',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-235B-A22B',
  'model_type': 'moe',
  'num_layers': 94,
  'hidden_size': 4096,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 235.0,
  'active_params_b': 22.0,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 1536,
  'moe_layers': 'all 94',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 8,
  'dp': 32,
  'ep': 32,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 3,
  'micro_batch_size': 1,
  'global_batch_size': 8192,
  'grad_accum_steps': 256,
  'activation_recompute': 'none, as the release recipe sets it '
                          '(scripts/performance/configs/qwen/qwen3_llm_pretrain.py '
                          'set_qwen3_common_configs sets recompute_granularity, recompute_method '
                          "and recompute_num_layers None, over the model recipe's own setting)",
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.06 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 17.77,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1888256,
  'tokens_per_s_per_gpu': 7376,
  'tflops_per_gpu': 1092,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB200 NVL72 (compute trays of 2 '
           'Grace + 4 B200-class GPUs, 186 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at tag v0.5.0 '
           '(fcbb60311, 2026-06-16), QWEN3_235B_A22B_PRETRAIN_CONFIG_GB200_FP8_MX_V2): PP8 VPP3 '
           'EP32 as the table states, no recompute, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=True, full-iteration CUDA graphs (cuda_graph_impl full_iteration), '
           'cutedsl_fused_grouped_mlp=True, fp8_dot_product_attention=True. Megatron DP = 256/(TP '
           '1 x PP 8 x CP 1) = 32, GA = 8192/(32 x 1) = 256; iteration time = GBS x 4096 / '
           '(tokens/s/GPU x GPUs) = 8192 x 4096 / (7376 x 256) = 17.770 s; tokens/s = 7376 x 256 = '
           "1888256. Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge tag v0.5.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06 NeMo Container', System DGX-GB300); configuration from "
            'scripts/performance/configs/kimi/kimi_workload_base_configs.py at tag v0.5.0 '
            '(fcbb60311, 2026-06-16)',
  'source_locator': "table 'Model: Kimi_K2', row DGX-GB300, precision MXFP8: #-GPUs 256 | "
                    'Precision MXFP8 | GBS 4096 | MBS 2 | Sequence Length 4096 | TP 1 | PP 4 | CP '
                    '1 | VP 4 | EP 64 | Tokens/sec/GPU 5372 | Model TFLOP/sec/GPU 1099; preset '
                    'KIMI_K2_PRETRAIN_CONFIG_GB300_FP8_MX (= KIMI_K2_PRETRAIN_CONFIG_GB300)',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'Kimi-K2',
  'model_type': 'moe',
  'num_layers': 61,
  'hidden_size': 7168,
  'ffn_hidden_size': 18432,
  'num_attention_heads': 64,
  'num_kv_heads': 64,
  'vocab_size': 163840,
  'seq_len': 4096,
  'total_params_b': 1040.0,
  'active_params_b': 32.0,
  'num_experts': 384,
  'num_shared_experts': 1,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 2048,
  'moe_layers': 'layers 2-61 (first 1 dense, FFN 18432)',
  'capacity_factor': None,
  'arch_notes': 'DeepSeek-V3 architecture (DeepseekV3ForCausalLM) with 64 heads and 384 experts: '
                'MLA (q_lora_rank 1536, kv_lora_rank 512, qk_nope 128, qk_rope 64, v_head 128); no '
                'MTP (num_nextn_predict_layers 0)',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 4,
  'dp': 64,
  'ep': 64,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': "Muon's layer-wise distributed optimizer (LayerWiseDistributedOptimizer; "
                        'Megatron DDP)',
  'vpp': 4,
  'micro_batch_size': 2,
  'global_batch_size': 4096,
  'grad_accum_steps': 32,
  'activation_recompute': 'selective (mla_up_proj), as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': 'Muon (Megatron-Core distributed Muon, dist_muon: '
               'src/megatron/bridge/recipes/kimi/kimi_k2.py '
               "kimi_k2_pretrain_config(optimizer_type='muon'), the default the perf script "
               'kimi_k2_pretrain_config_gb300 passes; its LayerWiseDistributedOptimizer, with '
               'ddp.use_distributed_optimizer False and overlap_param_gather False)',
  'framework': "NeMo 26.06 / Megatron-Bridge (Megatron-Core) with the DeepEP library's HybridEP "
               'flex dispatcher',
  'iteration_time_s': 12.2,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1375232,
  'tokens_per_s_per_gpu': 5372,
  'tflops_per_gpu': 1099,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           "among experts and are token-dropless. The table's note: 'Muon optimizer was used for "
           "pre-training Kimi-K2.' Hardware: DGX GB300 NVL72 (compute trays of 2 Grace + 4 B300 "
           'GPUs, 288 GB HBM3e each; NVLink domain of 72 GPUs per rack). Configuration of this '
           "release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/kimi/kimi_workload_base_configs.py at tag v0.5.0 '
           '(fcbb60311, 2026-06-16), KIMI_K2_PRETRAIN_CONFIG_GB300_FP8_MX (= '
           'KIMI_K2_PRETRAIN_CONFIG_GB300)): PP4 VPP4 EP64 micro-batch 2 as the table states, '
           'recompute_modules mla_up_proj (kimi_llm_pretrain.py set_kimi_k2_common_configs: '
           'recompute_granularity selective), moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=False, cuda_graph_scope [] (no graph capture scope), qk_clip off. '
           'Megatron DP = 256/(TP 1 x PP 4 x CP 1) = 64, GA = 4096/(64 x 2) = 32; iteration time = '
           'GBS x 4096 / (tokens/s/GPU x GPUs) = 4096 x 4096 / (5372 x 256) = 12.200 s; tokens/s = '
           "5372 x 256 = 1375232. Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge tag v0.5.0: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06.01_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06.01 NeMo Container', System DGX-GB300); configuration from "
            'scripts/performance/configs/deepseek/deepseek_workload_base_configs.py at tag v0.5.1 '
            '(5cb3444c4, 2026-07-20; the preset of this system is unchanged from v0.5.0)',
  'source_locator': "table 'Model: DeepSeekV3', row DGX-GB300, precision MXFP8: #-GPUs 256 | "
                    'Precision MXFP8 | GBS 4096 | MBS 1 | Sequence Length 4096 | TP 1 | PP 2 | CP '
                    '1 | VP 8 | EP 32 | Tokens/sec/GPU 6304 | Model TFLOP/sec/GPU 1640; preset '
                    'DEEPSEEK_V3_PRETRAIN_CONFIG_GB300_FP8_MX_V2',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'DeepSeek-V3 (671B)',
  'model_type': 'moe',
  'num_layers': 61,
  'hidden_size': 7168,
  'ffn_hidden_size': 18432,
  'num_attention_heads': 128,
  'num_kv_heads': 128,
  'vocab_size': 129280,
  'seq_len': 4096,
  'total_params_b': 671.0,
  'active_params_b': 37.0,
  'num_experts': 256,
  'num_shared_experts': 1,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 2048,
  'moe_layers': 'layers 4-61 (first 3 dense, FFN 18432)',
  'capacity_factor': None,
  'arch_notes': 'MLA (q_lora_rank 1536, kv_lora_rank 512, qk_nope 128, qk_rope 64, v_head 128); '
                'node-limited routing (<=4 nodes); MTP depth 1 in original training',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 2,
  'dp': 128,
  'ep': 32,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 8,
  'micro_batch_size': 1,
  'global_batch_size': 4096,
  'grad_accum_steps': 32,
  'activation_recompute': 'none, as the release recipe sets it (recompute_modules=[])',
  'precision': 'MXFP8',
  'optimizer': 'Adam, Megatron-Core precision-aware optimizer as the DeepSeek-V3 recipe sets it: '
               'fp32 main params, main_grads_dtype bf16, exp_avg_dtype / exp_avg_sq_dtype bf16 '
               '(bf16 moments) (NVIDIA-NeMo/Megatron-Bridge '
               'src/megatron/bridge/recipes/deepseek/deepseek_v3.py at tag v0.5.1)',
  'framework': "NeMo 26.06.01 / Megatron-Bridge (Megatron-Core) with the DeepEP library's HybridEP "
               'flex dispatcher',
  'iteration_time_s': 10.396,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1613824,
  'tokens_per_s_per_gpu': 6304,
  'tflops_per_gpu': 1640,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB300 NVL72 (compute trays of 2 '
           'Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/deepseek/deepseek_workload_base_configs.py at tag v0.5.1 '
           '(5cb3444c4, 2026-07-20; the preset of this system is unchanged from v0.5.0), '
           'DEEPSEEK_V3_PRETRAIN_CONFIG_GB300_FP8_MX_V2): PP2 VPP8 EP32 as the table states, '
           'pp_layout Et*4|(t*4|)*14tmL, no recompute, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=True, full-iteration CUDA graphs (cuda_graph_impl full_iteration), '
           'cutedsl_fused_grouped_mlp=True, fp8_dot_product_attention=True. Megatron DP = 256/(TP '
           '1 x PP 2 x CP 1) = 128, GA = 4096/(128 x 1) = 32; iteration time = GBS x 4096 / '
           '(tokens/s/GPU x GPUs) = 4096 x 4096 / (6304 x 256) = 10.396 s; tokens/s = 6304 x 256 = '
           "1613824. Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge tag v0.5.1: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06.01_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06.01 NeMo Container', System DGX-GB200); configuration from "
            'scripts/performance/configs/deepseek/deepseek_workload_base_configs.py at tag v0.5.1 '
            '(5cb3444c4, 2026-07-20; the preset of this system is unchanged from v0.5.0)',
  'source_locator': "table 'Model: DeepSeekV3', row DGX-GB200, precision MXFP8: #-GPUs 256 | "
                    'Precision MXFP8 | GBS 4096 | MBS 1 | Sequence Length 4096 | TP 1 | PP 4 | CP '
                    '1 | VP 4 | EP 64 | Tokens/sec/GPU 4928 | Model TFLOP/sec/GPU 1280; preset '
                    'DEEPSEEK_V3_PRETRAIN_CONFIG_GB200_FP8_MX_V2',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'DeepSeek-V3 (671B)',
  'model_type': 'moe',
  'num_layers': 61,
  'hidden_size': 7168,
  'ffn_hidden_size': 18432,
  'num_attention_heads': 128,
  'num_kv_heads': 128,
  'vocab_size': 129280,
  'seq_len': 4096,
  'total_params_b': 671.0,
  'active_params_b': 37.0,
  'num_experts': 256,
  'num_shared_experts': 1,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 2048,
  'moe_layers': 'layers 4-61 (first 3 dense, FFN 18432)',
  'capacity_factor': None,
  'arch_notes': 'MLA (q_lora_rank 1536, kv_lora_rank 512, qk_nope 128, qk_rope 64, v_head 128); '
                'node-limited routing (<=4 nodes); MTP depth 1 in original training',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 4,
  'dp': 64,
  'ep': 64,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 4096,
  'grad_accum_steps': 64,
  'activation_recompute': 'selective (mla_up_proj), as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': 'Adam, Megatron-Core precision-aware optimizer as the DeepSeek-V3 recipe sets it: '
               'fp32 main params, main_grads_dtype bf16, exp_avg_dtype / exp_avg_sq_dtype bf16 '
               '(bf16 moments) (NVIDIA-NeMo/Megatron-Bridge '
               'src/megatron/bridge/recipes/deepseek/deepseek_v3.py at tag v0.5.1)',
  'framework': "NeMo 26.06.01 / Megatron-Bridge (Megatron-Core) with the DeepEP library's HybridEP "
               'flex dispatcher',
  'iteration_time_s': 13.299,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1261568,
  'tokens_per_s_per_gpu': 4928,
  'tflops_per_gpu': 1280,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB200 NVL72 (compute trays of 2 '
           'Grace + 4 B200-class GPUs, 186 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/deepseek/deepseek_workload_base_configs.py at tag v0.5.1 '
           '(5cb3444c4, 2026-07-20; the preset of this system is unchanged from v0.5.0), '
           'DEEPSEEK_V3_PRETRAIN_CONFIG_GB200_FP8_MX_V2): PP4 VPP4 EP64 as the table states, '
           'recompute_modules mla_up_proj, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=True, full-iteration CUDA graphs (cuda_graph_impl full_iteration), '
           'cutedsl_fused_grouped_mlp=True. Megatron DP = 256/(TP 1 x PP 4 x CP 1) = 64, GA = '
           '4096/(64 x 1) = 64; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs) = 4096 x 4096 '
           "/ (4928 x 256) = 13.299 s; tokens/s = 4928 x 256 = 1261568. Loss as this release's "
           'performance scripts set it (NVIDIA-NeMo/Megatron-Bridge tag v0.5.1: '
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06.01_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06.01 NeMo Container', System DGX-GB300); configuration from "
            'scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py at tag v0.5.1 '
            '(5cb3444c4, 2026-07-20; the preset of this system is unchanged from v0.5.0)',
  'source_locator': "table 'Model: GPT OSS 120B', row DGX-GB300, precision MXFP8: #-GPUs 64 | "
                    'Precision MXFP8 | GBS 1280 | MBS 4 | Sequence Length 4096 | TP 1 | PP 1 | CP '
                    '1 | VP n/a | EP 16 | Tokens/sec/GPU 20288 | Model TFLOP/sec/GPU 661; preset '
                    'GPT_OSS_120B_PRETRAIN_CONFIG_GB300_FP8_MX_V2',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'gpt-oss-120b',
  'model_type': 'moe',
  'num_layers': 36,
  'hidden_size': 2880,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 201088,
  'seq_len': 4096,
  'total_params_b': 117.0,
  'active_params_b': 5.1,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 4,
  'expert_ffn_hidden_size': 2880,
  'moe_layers': 'all 36',
  'capacity_factor': None,
  'arch_notes': 'alternating full / 128-token sliding-window attention, attention sinks, head_dim '
                '64',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 1,
  'dp': 64,
  'ep': 16,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 1280,
  'grad_accum_steps': 5,
  'activation_recompute': 'none, as the release recipe sets it (the model recipe sets '
                          'recompute_granularity None and the preset sets neither '
                          'recompute_modules nor recompute_num_layers; '
                          'scripts/performance/utils/overrides.py _set_recompute_overrides at '
                          "v0.5.0 then leaves the recipe's setting)",
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.06.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 4.038,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1298432,
  'tokens_per_s_per_gpu': 20288,
  'tflops_per_gpu': 661,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           "among experts and are token-dropless. The table's footnote on this row's Model "
           "TFLOP/sec/GPU ([^gpt-oss-note]): 'Performance regression in GPT-OSS 120B pre-training "
           'is a [known issue](https://github.com/NVIDIA/cudnn-frontend/issues/256). It will be '
           "resolved with the next container release.' (26.06 printed 33166 / 28947 tokens/s/GPU "
           'for the same GB300 / GB200 layouts; 26.08 prints 33024 / 28672). Hardware: DGX GB300 '
           'NVL72 (compute trays of 2 Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain of 72 '
           "GPUs per rack). Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py at tag v0.5.1 '
           '(5cb3444c4, 2026-07-20; the preset of this system is unchanged from v0.5.0), '
           'GPT_OSS_120B_PRETRAIN_CONFIG_GB300_FP8_MX_V2): EP16 micro-batch 4 as the table states, '
           'no recompute, moe_flex_dispatcher_backend hybridep, moe_a2a_overlap=True, '
           'full-iteration CUDA graphs (cuda_graph_impl full_iteration), '
           'cutedsl_fused_grouped_mlp=True, fp8_dot_product_attention=True. Megatron DP = 64/(TP 1 '
           'x PP 1 x CP 1) = 64, GA = 1280/(64 x 4) = 5; iteration time = GBS x 4096 / '
           '(tokens/s/GPU x GPUs) = 1280 x 4096 / (20288 x 64) = 4.038 s; tokens/s = 20288 x 64 = '
           "1298432. Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge tag v0.5.1: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06.01_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06.01 NeMo Container', System DGX-GB200); configuration from "
            'scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py at tag v0.5.1 '
            '(5cb3444c4, 2026-07-20; the preset of this system is unchanged from v0.5.0)',
  'source_locator': "table 'Model: GPT OSS 120B', row DGX-GB200, precision MXFP8: #-GPUs 64 | "
                    'Precision MXFP8 | GBS 1280 | MBS 4 | Sequence Length 4096 | TP 1 | PP 1 | CP '
                    '1 | VP n/a | EP 64 | Tokens/sec/GPU 18304 | Model TFLOP/sec/GPU 597; preset '
                    'GPT_OSS_120B_PRETRAIN_CONFIG_GB200_FP8_MX_V2',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'gpt-oss-120b',
  'model_type': 'moe',
  'num_layers': 36,
  'hidden_size': 2880,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 201088,
  'seq_len': 4096,
  'total_params_b': 117.0,
  'active_params_b': 5.1,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 4,
  'expert_ffn_hidden_size': 2880,
  'moe_layers': 'all 36',
  'capacity_factor': None,
  'arch_notes': 'alternating full / 128-token sliding-window attention, attention sinks, head_dim '
                '64',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 1,
  'dp': 64,
  'ep': 64,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 1280,
  'grad_accum_steps': 5,
  'activation_recompute': 'none, as the release recipe sets it (recompute_modules=[])',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.06.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 4.476,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1171456,
  'tokens_per_s_per_gpu': 18304,
  'tflops_per_gpu': 597,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           "among experts and are token-dropless. The table's footnote on this row's Model "
           "TFLOP/sec/GPU ([^gpt-oss-note]): 'Performance regression in GPT-OSS 120B pre-training "
           'is a [known issue](https://github.com/NVIDIA/cudnn-frontend/issues/256). It will be '
           "resolved with the next container release.' (26.06 printed 33166 / 28947 tokens/s/GPU "
           'for the same GB300 / GB200 layouts; 26.08 prints 33024 / 28672). Hardware: DGX GB200 '
           'NVL72 (compute trays of 2 Grace + 4 B200-class GPUs, 186 GB HBM3e each; NVLink domain '
           "of 72 GPUs per rack). Configuration of this release's recipe "
           '(NVIDIA-NeMo/Megatron-Bridge '
           'scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py at tag v0.5.1 '
           '(5cb3444c4, 2026-07-20; the preset of this system is unchanged from v0.5.0), '
           'GPT_OSS_120B_PRETRAIN_CONFIG_GB200_FP8_MX_V2): EP64 micro-batch 4 as the table states, '
           'no recompute (recompute_modules=[]), moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=True, full-iteration CUDA graphs (cuda_graph_impl full_iteration), '
           'cutedsl_fused_grouped_mlp=True, fp8_dot_product_attention=True. Megatron DP = 64/(TP 1 '
           'x PP 1 x CP 1) = 64, GA = 1280/(64 x 4) = 5; iteration time = GBS x 4096 / '
           '(tokens/s/GPU x GPUs) = 1280 x 4096 / (18304 x 64) = 4.476 s; tokens/s = 18304 x 64 = '
           "1171456. Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge tag v0.5.1: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06.01_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06.01 NeMo Container', System DGX-GB300); configuration from "
            'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at tag v0.5.1 '
            '(5cb3444c4, 2026-07-20; the preset of this system is unchanged from v0.5.0)',
  'source_locator': "table 'Model: Qwen3_30B_a3B', row DGX-GB300, precision MXFP8: #-GPUs 8 | "
                    'Precision MXFP8 | GBS 512 | MBS 8 | Sequence Length 4096 | TP 1 | PP 1 | CP 1 '
                    '| VP n/a | EP 8 | Tokens/sec/GPU 44544 | Model TFLOP/sec/GPU 1029; preset '
                    'QWEN3_30B_A3B_PRETRAIN_CONFIG_GB300_FP8_MX_V1',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-30B-A3B',
  'model_type': 'moe',
  'num_layers': 48,
  'hidden_size': 2048,
  'ffn_hidden_size': None,
  'num_attention_heads': 32,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 30.5,
  'active_params_b': 3.3,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 768,
  'moe_layers': 'all 48',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts; dropless unless stated',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 8,
  'tp': 1,
  'pp': 1,
  'dp': 8,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 8,
  'global_batch_size': 512,
  'grad_accum_steps': 8,
  'activation_recompute': 'none, as the release recipe sets it '
                          '(scripts/performance/configs/qwen/qwen3_llm_pretrain.py '
                          'set_qwen3_common_configs sets recompute_granularity, recompute_method '
                          "and recompute_num_layers None, over the model recipe's own setting)",
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.06.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 5.885,
  'iteration_time_is_derived': True,
  'tokens_per_s': 356352,
  'tokens_per_s_per_gpu': 44544,
  'tflops_per_gpu': 1029,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB300 NVL72 (compute trays of 2 '
           'Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at tag v0.5.1 '
           '(5cb3444c4, 2026-07-20; the preset of this system is unchanged from v0.5.0), '
           'QWEN3_30B_A3B_PRETRAIN_CONFIG_GB300_FP8_MX_V1): EP8 micro-batch 8 as the table states, '
           'no recompute, moe_flex_dispatcher_backend hybridep, moe_a2a_overlap=True, '
           'full-iteration CUDA graphs (cuda_graph_impl full_iteration), '
           'cutedsl_fused_grouped_mlp=True, fp8_dot_product_attention=True. Megatron DP = 8/(TP 1 '
           'x PP 1 x CP 1) = 8, GA = 512/(8 x 8) = 8; iteration time = GBS x 4096 / (tokens/s/GPU '
           'x GPUs) = 512 x 4096 / (44544 x 8) = 5.885 s; tokens/s = 44544 x 8 = 356352. Loss as '
           "this release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge tag v0.5.1: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06.01_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06.01 NeMo Container', System DGX-GB200); configuration from "
            'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at tag v0.5.1 '
            '(5cb3444c4, 2026-07-20; the preset of this system is unchanged from v0.5.0)',
  'source_locator': "table 'Model: Qwen3_30B_a3B', row DGX-GB200, precision MXFP8: #-GPUs 8 | "
                    'Precision MXFP8 | GBS 512 | MBS 4 | Sequence Length 4096 | TP 1 | PP 1 | CP 1 '
                    '| VP n/a | EP 8 | Tokens/sec/GPU 40960 | Model TFLOP/sec/GPU 937; preset '
                    'QWEN3_30B_A3B_PRETRAIN_CONFIG_GB200_FP8_MX_V1',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-30B-A3B',
  'model_type': 'moe',
  'num_layers': 48,
  'hidden_size': 2048,
  'ffn_hidden_size': None,
  'num_attention_heads': 32,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 30.5,
  'active_params_b': 3.3,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 768,
  'moe_layers': 'all 48',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts; dropless unless stated',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 8,
  'tp': 1,
  'pp': 1,
  'dp': 8,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 512,
  'grad_accum_steps': 16,
  'activation_recompute': 'none, as the release recipe sets it '
                          '(scripts/performance/configs/qwen/qwen3_llm_pretrain.py '
                          'set_qwen3_common_configs sets recompute_granularity, recompute_method '
                          "and recompute_num_layers None, over the model recipe's own setting)",
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.06.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 6.4,
  'iteration_time_is_derived': True,
  'tokens_per_s': 327680,
  'tokens_per_s_per_gpu': 40960,
  'tflops_per_gpu': 937,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB200 NVL72 (compute trays of 2 '
           'Grace + 4 B200-class GPUs, 186 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at tag v0.5.1 '
           '(5cb3444c4, 2026-07-20; the preset of this system is unchanged from v0.5.0), '
           'QWEN3_30B_A3B_PRETRAIN_CONFIG_GB200_FP8_MX_V1): EP8 micro-batch 4 as the table states, '
           'no recompute, moe_flex_dispatcher_backend hybridep, moe_a2a_overlap=True, '
           'full-iteration CUDA graphs (cuda_graph_impl full_iteration), '
           'cutedsl_fused_grouped_mlp=True, fp8_dot_product_attention=True. Megatron DP = 8/(TP 1 '
           'x PP 1 x CP 1) = 8, GA = 512/(8 x 4) = 16; iteration time = GBS x 4096 / (tokens/s/GPU '
           'x GPUs) = 512 x 4096 / (40960 x 8) = 6.400 s; tokens/s = 40960 x 8 = 327680. Loss as '
           "this release's performance scripts set it (NVIDIA-NeMo/Megatron-Bridge tag v0.5.1: "
           'scripts/performance/utils/overrides.py _set_common_perf_overrides sets '
           'recipe.model.cross_entropy_fusion_impl = "te", with GPTModelProvider\'s '
           "cross_entropy_loss_fusion True): Transformer Engine's fused cross entropy, "
           'cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06.01_dgxgb300',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06.01 NeMo Container', System DGX-GB300); configuration from "
            'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at tag v0.5.1 '
            '(5cb3444c4, 2026-07-20; the preset of this system is unchanged from v0.5.0)',
  'source_locator': "table 'Model: Qwen3_235B_a22B', row DGX-GB300, precision MXFP8: #-GPUs 256 | "
                    'Precision MXFP8 | GBS 8192 | MBS 2 | Sequence Length 4096 | TP 1 | PP 4 | CP '
                    '1 | VP 12 | EP 32 | Tokens/sec/GPU 9008 | Model TFLOP/sec/GPU 1333; preset '
                    'QWEN3_235B_A22B_PRETRAIN_CONFIG_GB300_FP8_MX_V2',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-235B-A22B',
  'model_type': 'moe',
  'num_layers': 94,
  'hidden_size': 4096,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 235.0,
  'active_params_b': 22.0,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 1536,
  'moe_layers': 'all 94',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 4,
  'dp': 64,
  'ep': 32,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 12,
  'micro_batch_size': 2,
  'global_batch_size': 8192,
  'grad_accum_steps': 64,
  'activation_recompute': 'none, as the release recipe sets it '
                          '(scripts/performance/configs/qwen/qwen3_llm_pretrain.py '
                          'set_qwen3_common_configs sets recompute_granularity, recompute_method '
                          "and recompute_num_layers None, over the model recipe's own setting)",
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.06.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 14.551,
  'iteration_time_is_derived': True,
  'tokens_per_s': 2306048,
  'tokens_per_s_per_gpu': 9008,
  'tflops_per_gpu': 1333,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB300 NVL72 (compute trays of 2 '
           'Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at tag v0.5.1 '
           '(5cb3444c4, 2026-07-20; the preset of this system is unchanged from v0.5.0), '
           'QWEN3_235B_A22B_PRETRAIN_CONFIG_GB300_FP8_MX_V2): PP4 VPP12 EP32 micro-batch 2 as the '
           'table states, no recompute, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=True, full-iteration CUDA graphs (cuda_graph_impl full_iteration), '
           'cutedsl_fused_grouped_mlp=True, fp8_dot_product_attention=True. Megatron DP = 256/(TP '
           '1 x PP 4 x CP 1) = 64, GA = 8192/(64 x 2) = 64; iteration time = GBS x 4096 / '
           '(tokens/s/GPU x GPUs) = 8192 x 4096 / (9008 x 256) = 14.551 s; tokens/s = 9008 x 256 = '
           "2306048. Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge tag v0.5.1: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.06.01_dgxgb200',
  'source': 'NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987df (section '
            "'26.06.01 NeMo Container', System DGX-GB200); configuration from "
            'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at tag v0.5.1 '
            '(5cb3444c4, 2026-07-20; the preset of this system is unchanged from v0.5.0)',
  'source_locator': "table 'Model: Qwen3_235B_a22B', row DGX-GB200, precision MXFP8: #-GPUs 256 | "
                    'Precision MXFP8 | GBS 8192 | MBS 1 | Sequence Length 4096 | TP 1 | PP 8 | CP '
                    '1 | VP 3 | EP 32 | Tokens/sec/GPU 7360 | Model TFLOP/sec/GPU 1089; preset '
                    'QWEN3_235B_A22B_PRETRAIN_CONFIG_GB200_FP8_MX_V2',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-235B-A22B',
  'model_type': 'moe',
  'num_layers': 94,
  'hidden_size': 4096,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 235.0,
  'active_params_b': 22.0,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 1536,
  'moe_layers': 'all 94',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 8,
  'dp': 32,
  'ep': 32,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 3,
  'micro_batch_size': 1,
  'global_batch_size': 8192,
  'grad_accum_steps': 256,
  'activation_recompute': 'none, as the release recipe sets it '
                          '(scripts/performance/configs/qwen/qwen3_llm_pretrain.py '
                          'set_qwen3_common_configs sets recompute_granularity, recompute_method '
                          "and recompute_num_layers None, over the model recipe's own setting)",
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.06.01 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 17.809,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1884160,
  'tokens_per_s_per_gpu': 7360,
  'tflops_per_gpu': 1089,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB200 NVL72 (compute trays of 2 '
           'Grace + 4 B200-class GPUs, 186 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'scripts/performance/configs/qwen/qwen3_workload_base_configs.py at tag v0.5.1 '
           '(5cb3444c4, 2026-07-20; the preset of this system is unchanged from v0.5.0), '
           'QWEN3_235B_A22B_PRETRAIN_CONFIG_GB200_FP8_MX_V2): PP8 VPP3 EP32 as the table states, '
           'no recompute, moe_flex_dispatcher_backend hybridep, moe_a2a_overlap=True, '
           'full-iteration CUDA graphs (cuda_graph_impl full_iteration), '
           'cutedsl_fused_grouped_mlp=True, fp8_dot_product_attention=True. Megatron DP = 256/(TP '
           '1 x PP 8 x CP 1) = 32, GA = 8192/(32 x 1) = 256; iteration time = GBS x 4096 / '
           '(tokens/s/GPU x GPUs) = 8192 x 4096 / (7360 x 256) = 17.809 s; tokens/s = 7360 x 256 = '
           "1884160. Loss as this release's performance scripts set it "
           '(NVIDIA-NeMo/Megatron-Bridge tag v0.5.1: scripts/performance/utils/overrides.py '
           '_set_common_perf_overrides sets recipe.model.cross_entropy_fusion_impl = "te", with '
           "GPTModelProvider's cross_entropy_loss_fusion True): Transformer Engine's fused cross "
           'entropy, cross_entropy_fusion_impl te.'},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.08_dgxgb300',
  'source': "NVIDIA-NeMo/Megatron-Bridge docs/performance-summary.md at 067f987df (section '26.08 "
            "NeMo Container', System DGX-GB300); configuration from "
            'src/megatron/bridge/perf_recipes/deepseek/gb300/deepseek_v3.py at tag v0.6.0 '
            '(51885cf13, 2026-08-19)',
  'source_locator': "table 'Model: DeepSeekV3', row DGX-GB300, precision MXFP8: #-GPUs 256 | "
                    'Precision MXFP8 | GBS 4096 | MBS 1 | Sequence Length 4096 | TP 1 | PP 2 | CP '
                    '1 | VP 8 | EP 32 | Tokens/sec/GPU 6288 | Model TFLOP/sec/GPU 1635; preset '
                    'deepseek_v3_pretrain_256gpu_gb300_fp8mx_config',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'DeepSeek-V3 (671B)',
  'model_type': 'moe',
  'num_layers': 61,
  'hidden_size': 7168,
  'ffn_hidden_size': 18432,
  'num_attention_heads': 128,
  'num_kv_heads': 128,
  'vocab_size': 129280,
  'seq_len': 4096,
  'total_params_b': 671.0,
  'active_params_b': 37.0,
  'num_experts': 256,
  'num_shared_experts': 1,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 2048,
  'moe_layers': 'layers 4-61 (first 3 dense, FFN 18432)',
  'capacity_factor': None,
  'arch_notes': 'MLA (q_lora_rank 1536, kv_lora_rank 512, qk_nope 128, qk_rope 64, v_head 128); '
                'node-limited routing (<=4 nodes); MTP depth 1 in original training',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 2,
  'dp': 128,
  'ep': 32,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 8,
  'micro_batch_size': 1,
  'global_batch_size': 4096,
  'grad_accum_steps': 32,
  'activation_recompute': 'none, as the release recipe sets it (recompute_modules=[])',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': "NeMo 26.08 / Megatron-Bridge (Megatron-Core) with the DeepEP library's HybridEP "
               'flex dispatcher',
  'iteration_time_s': 10.422,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1609728,
  'tokens_per_s_per_gpu': 6288,
  'tflops_per_gpu': 1635,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB300 NVL72 (compute trays of 2 '
           'Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'src/megatron/bridge/perf_recipes/deepseek/gb300/deepseek_v3.py at tag v0.6.0 '
           '(51885cf13, 2026-08-19), deepseek_v3_pretrain_256gpu_gb300_fp8mx_config): PP2 VPP8 '
           'EP32 as the table states, pp_layout Et*4|(t*4|)*14tmL, no recompute, '
           'moe_flex_dispatcher_backend hybridep (_enable_deepseek_full_iteration_mxfp8), '
           'moe_a2a_overlap=True (overlap_moe_expert_parallel_comm with delay_wgrad_compute), '
           'full-iteration CUDA graphs (cuda_graph_impl full_iteration), cutedsl_fused_grouped_mlp '
           '(NVTE_CUTEDSL_FUSED_GROUPED_MLP 1), fp8_dot_product_attention=True, '
           'fp8_output_proj=True, moe_paged_stash with moe_expert_rank_capacity_factor 1.5 '
           '(HybridEP receive buffers; no tokens dropped under forced balance), '
           'high_priority_a2a_comm_stream. Megatron DP = 256/(TP 1 x PP 2 x CP 1) = 128, GA = '
           '4096/(128 x 1) = 32; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs) = 4096 x 4096 '
           "/ (6288 x 256) = 10.422 s; tokens/s = 6288 x 256 = 1609728. Loss as this release's "
           'performance recipes set it (NVIDIA-NeMo/Megatron-Bridge tag v0.6.0: '
           'src/megatron/bridge/perf_recipes/_common.py _benchmark_common(cfg, '
           'cross_entropy_impl="te") sets cfg.model.cross_entropy_fusion_impl): Transformer '
           "Engine's fused cross entropy, cross_entropy_fusion_impl te."},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.08_dgxgb200',
  'source': "NVIDIA-NeMo/Megatron-Bridge docs/performance-summary.md at 067f987df (section '26.08 "
            "NeMo Container', System DGX-GB200); configuration from "
            'src/megatron/bridge/perf_recipes/deepseek/gb200/deepseek_v3.py at tag v0.6.0 '
            '(51885cf13, 2026-08-19)',
  'source_locator': "table 'Model: DeepSeekV3', row DGX-GB200, precision MXFP8: #-GPUs 256 | "
                    'Precision MXFP8 | GBS 4096 | MBS 1 | Sequence Length 4096 | TP 1 | PP 4 | CP '
                    '1 | VP 4 | EP 64 | Tokens/sec/GPU 4912 | Model TFLOP/sec/GPU 1276; preset '
                    'deepseek_v3_pretrain_256gpu_gb200_fp8mx_config',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'DeepSeek-V3 (671B)',
  'model_type': 'moe',
  'num_layers': 61,
  'hidden_size': 7168,
  'ffn_hidden_size': 18432,
  'num_attention_heads': 128,
  'num_kv_heads': 128,
  'vocab_size': 129280,
  'seq_len': 4096,
  'total_params_b': 671.0,
  'active_params_b': 37.0,
  'num_experts': 256,
  'num_shared_experts': 1,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 2048,
  'moe_layers': 'layers 4-61 (first 3 dense, FFN 18432)',
  'capacity_factor': None,
  'arch_notes': 'MLA (q_lora_rank 1536, kv_lora_rank 512, qk_nope 128, qk_rope 64, v_head 128); '
                'node-limited routing (<=4 nodes); MTP depth 1 in original training',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 4,
  'dp': 64,
  'ep': 64,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 4,
  'micro_batch_size': 1,
  'global_batch_size': 4096,
  'grad_accum_steps': 64,
  'activation_recompute': 'selective (mla_up_proj), as the release recipe sets it',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': "NeMo 26.08 / Megatron-Bridge (Megatron-Core) with the DeepEP library's HybridEP "
               'flex dispatcher',
  'iteration_time_s': 13.342,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1257472,
  'tokens_per_s_per_gpu': 4912,
  'tflops_per_gpu': 1276,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB200 NVL72 (compute trays of 2 '
           'Grace + 4 B200-class GPUs, 186 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'src/megatron/bridge/perf_recipes/deepseek/gb200/deepseek_v3.py at tag v0.6.0 '
           '(51885cf13, 2026-08-19), deepseek_v3_pretrain_256gpu_gb200_fp8mx_config): PP4 VPP4 '
           'EP64 as the table states, recompute_modules mla_up_proj, moe_flex_dispatcher_backend '
           "hybridep (_enable_deepseek_full_iteration_mxfp8, which replaces the function's earlier "
           'transformer_engine graph scope), moe_a2a_overlap=True '
           '(overlap_moe_expert_parallel_comm with delay_wgrad_compute), full-iteration CUDA '
           'graphs (cuda_graph_impl full_iteration), cutedsl_fused_grouped_mlp '
           '(NVTE_CUTEDSL_FUSED_GROUPED_MLP 1), fp8_output_proj=True, moe_paged_stash with '
           'moe_expert_rank_capacity_factor 1.5 (HybridEP receive buffers; no tokens dropped under '
           'forced balance), high_priority_a2a_comm_stream. Megatron DP = 256/(TP 1 x PP 4 x CP 1) '
           '= 64, GA = 4096/(64 x 1) = 64; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs) = '
           '4096 x 4096 / (4912 x 256) = 13.342 s; tokens/s = 4912 x 256 = 1257472. Loss as this '
           "release's performance recipes set it (NVIDIA-NeMo/Megatron-Bridge tag v0.6.0: "
           'src/megatron/bridge/perf_recipes/_common.py _benchmark_common(cfg, '
           'cross_entropy_impl="te") sets cfg.model.cross_entropy_fusion_impl): Transformer '
           "Engine's fused cross entropy, cross_entropy_fusion_impl te."},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.08_dgxgb300',
  'source': "NVIDIA-NeMo/Megatron-Bridge docs/performance-summary.md at 067f987df (section '26.08 "
            "NeMo Container', System DGX-GB300); configuration from "
            'src/megatron/bridge/perf_recipes/gpt_oss/gb300/gpt_oss.py at tag v0.6.0 (51885cf13, '
            '2026-08-19)',
  'source_locator': "table 'Model: GPT OSS 120B', row DGX-GB300, precision MXFP8: #-GPUs 64 | "
                    'Precision MXFP8 | GBS 1280 | MBS 4 | Sequence Length 4096 | TP 1 | PP 1 | CP '
                    '1 | VP n/a | EP 16 | Tokens/sec/GPU 33024 | Model TFLOP/sec/GPU 1077; preset '
                    'gpt_oss_120b_pretrain_64gpu_gb300_fp8mx_config',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'gpt-oss-120b',
  'model_type': 'moe',
  'num_layers': 36,
  'hidden_size': 2880,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 201088,
  'seq_len': 4096,
  'total_params_b': 117.0,
  'active_params_b': 5.1,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 4,
  'expert_ffn_hidden_size': 2880,
  'moe_layers': 'all 36',
  'capacity_factor': None,
  'arch_notes': 'alternating full / 128-token sliding-window attention, attention sinks, head_dim '
                '64',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 1,
  'dp': 64,
  'ep': 16,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 1280,
  'grad_accum_steps': 5,
  'activation_recompute': 'none, as the release recipe sets it (the GPT-OSS 120B recipe sets '
                          'recompute_granularity None and the perf recipe sets no recompute)',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.08 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 2.481,
  'iteration_time_is_derived': True,
  'tokens_per_s': 2113536,
  'tokens_per_s_per_gpu': 33024,
  'tflops_per_gpu': 1077,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB300 NVL72 (compute trays of 2 '
           'Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'src/megatron/bridge/perf_recipes/gpt_oss/gb300/gpt_oss.py at tag v0.6.0 (51885cf13, '
           '2026-08-19), gpt_oss_120b_pretrain_64gpu_gb300_fp8mx_config): EP16 micro-batch 4 as '
           'the table states, no recompute, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=True (overlap_moe_expert_parallel_comm with delay_wgrad_compute; '
           'gpt_oss/common.py _apply_gpt_oss_120b_full_iter_fp8mx_configs), full-iteration CUDA '
           'graphs (cuda_graph_impl full_iteration), cutedsl_fused_grouped_mlp '
           '(NVTE_CUTEDSL_FUSED_GROUPED_MLP 1), fp8_dot_product_attention=True, '
           'fp8_output_proj=True, moe_paged_stash with moe_expert_rank_capacity_factor 1.5 '
           '(HybridEP receive buffers; no tokens dropped under forced balance), '
           'high_priority_a2a_comm_stream. Megatron DP = 64/(TP 1 x PP 1 x CP 1) = 64, GA = '
           '1280/(64 x 4) = 5; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs) = 1280 x 4096 / '
           "(33024 x 64) = 2.481 s; tokens/s = 33024 x 64 = 2113536. Loss as this release's "
           'performance recipes set it (NVIDIA-NeMo/Megatron-Bridge tag v0.6.0: '
           'src/megatron/bridge/perf_recipes/_common.py _benchmark_common(cfg, '
           'cross_entropy_impl="te") sets cfg.model.cross_entropy_fusion_impl): Transformer '
           "Engine's fused cross entropy, cross_entropy_fusion_impl te."},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.08_dgxgb200',
  'source': "NVIDIA-NeMo/Megatron-Bridge docs/performance-summary.md at 067f987df (section '26.08 "
            "NeMo Container', System DGX-GB200); configuration from "
            'src/megatron/bridge/perf_recipes/gpt_oss/gb200/gpt_oss.py at tag v0.6.0 (51885cf13, '
            '2026-08-19)',
  'source_locator': "table 'Model: GPT OSS 120B', row DGX-GB200, precision MXFP8: #-GPUs 64 | "
                    'Precision MXFP8 | GBS 1280 | MBS 4 | Sequence Length 4096 | TP 1 | PP 1 | CP '
                    '1 | VP n/a | EP 64 | Tokens/sec/GPU 28672 | Model TFLOP/sec/GPU 934; preset '
                    'gpt_oss_120b_pretrain_64gpu_gb200_fp8mx_config',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'gpt-oss-120b',
  'model_type': 'moe',
  'num_layers': 36,
  'hidden_size': 2880,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 8,
  'vocab_size': 201088,
  'seq_len': 4096,
  'total_params_b': 117.0,
  'active_params_b': 5.1,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 4,
  'expert_ffn_hidden_size': 2880,
  'moe_layers': 'all 36',
  'capacity_factor': None,
  'arch_notes': 'alternating full / 128-token sliding-window attention, attention sinks, head_dim '
                '64',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 64,
  'tp': 1,
  'pp': 1,
  'dp': 64,
  'ep': 64,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 1280,
  'grad_accum_steps': 5,
  'activation_recompute': 'none, as the release recipe sets it (recompute_modules=[] last, over '
                          'its earlier layernorm and moe_act)',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.08 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 2.857,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1835008,
  'tokens_per_s_per_gpu': 28672,
  'tflops_per_gpu': 934,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB200 NVL72 (compute trays of 2 '
           'Grace + 4 B200-class GPUs, 186 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'src/megatron/bridge/perf_recipes/gpt_oss/gb200/gpt_oss.py at tag v0.6.0 (51885cf13, '
           '2026-08-19), gpt_oss_120b_pretrain_64gpu_gb200_fp8mx_config): EP64 micro-batch 4 as '
           'the table states, no recompute, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=True (overlap_moe_expert_parallel_comm with delay_wgrad_compute), '
           'full-iteration CUDA graphs (cuda_graph_impl full_iteration), cutedsl_fused_grouped_mlp '
           '(NVTE_CUTEDSL_FUSED_GROUPED_MLP 1), fp8_dot_product_attention=True, '
           'fp8_output_proj=True, moe_paged_stash with moe_expert_rank_capacity_factor 1.5 '
           '(HybridEP receive buffers; no tokens dropped under forced balance), '
           'high_priority_a2a_comm_stream. Megatron DP = 64/(TP 1 x PP 1 x CP 1) = 64, GA = '
           '1280/(64 x 4) = 5; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs) = 1280 x 4096 / '
           "(28672 x 64) = 2.857 s; tokens/s = 28672 x 64 = 1835008. Loss as this release's "
           'performance recipes set it (NVIDIA-NeMo/Megatron-Bridge tag v0.6.0: '
           'src/megatron/bridge/perf_recipes/_common.py _benchmark_common(cfg, '
           'cross_entropy_impl="te") sets cfg.model.cross_entropy_fusion_impl): Transformer '
           "Engine's fused cross entropy, cross_entropy_fusion_impl te."},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.08_dgxgb200',
  'source': "NVIDIA-NeMo/Megatron-Bridge docs/performance-summary.md at 067f987df (section '26.08 "
            "NeMo Container', System DGX-GB200); configuration from "
            'src/megatron/bridge/perf_recipes/qwen/gb200/qwen3_moe.py at tag v0.6.0 (51885cf13, '
            '2026-08-19)',
  'source_locator': "table 'Model: Qwen3_30B_a3B', row DGX-GB200, precision MXFP8: #-GPUs 8 | "
                    'Precision MXFP8 | GBS 512 | MBS 4 | Sequence Length 4096 | TP 1 | PP 1 | CP 1 '
                    '| VP n/a | EP 8 | Tokens/sec/GPU 39936 | Model TFLOP/sec/GPU 923; preset '
                    'qwen3_30b_a3b_pretrain_8gpu_gb200_fp8mx_config',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-30B-A3B',
  'model_type': 'moe',
  'num_layers': 48,
  'hidden_size': 2048,
  'ffn_hidden_size': None,
  'num_attention_heads': 32,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 30.5,
  'active_params_b': 3.3,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 768,
  'moe_layers': 'all 48',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts; dropless unless stated',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 8,
  'tp': 1,
  'pp': 1,
  'dp': 8,
  'ep': 8,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': None,
  'micro_batch_size': 4,
  'global_batch_size': 512,
  'grad_accum_steps': 16,
  'activation_recompute': 'none, as the release recipe sets it (the perf recipe sets '
                          'recompute_granularity, recompute_method and recompute_num_layers None)',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.08 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 6.564,
  'iteration_time_is_derived': True,
  'tokens_per_s': 319488,
  'tokens_per_s_per_gpu': 39936,
  'tflops_per_gpu': 923,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB200 NVL72 (compute trays of 2 '
           'Grace + 4 B200-class GPUs, 186 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'src/megatron/bridge/perf_recipes/qwen/gb200/qwen3_moe.py at tag v0.6.0 (51885cf13, '
           '2026-08-19), qwen3_30b_a3b_pretrain_8gpu_gb200_fp8mx_config): EP8 micro-batch 4 as the '
           'table states, no recompute, moe_flex_dispatcher_backend hybridep, moe_a2a_overlap=True '
           '(qwen/common.py _enable_hybridep_full_iteration_mxfp8: '
           'overlap_moe_expert_parallel_comm), full-iteration CUDA graphs (cuda_graph_impl '
           'full_iteration), cutedsl_fused_grouped_mlp (NVTE_CUTEDSL_FUSED_GROUPED_MLP 1), '
           'fp8_dot_product_attention=True, fp8_output_proj=True, moe_paged_stash with '
           'moe_expert_rank_capacity_factor 1.5 (HybridEP receive buffers; no tokens dropped under '
           'forced balance), high_priority_a2a_comm_stream. Megatron DP = 8/(TP 1 x PP 1 x CP 1) = '
           '8, GA = 512/(8 x 4) = 16; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs) = 512 x '
           "4096 / (39936 x 8) = 6.564 s; tokens/s = 39936 x 8 = 319488. Loss as this release's "
           'performance recipes set it (NVIDIA-NeMo/Megatron-Bridge tag v0.6.0: '
           'src/megatron/bridge/perf_recipes/_common.py _benchmark_common(cfg, '
           'cross_entropy_impl="te") sets cfg.model.cross_entropy_fusion_impl): Transformer '
           "Engine's fused cross entropy, cross_entropy_fusion_impl te."},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.08_dgxgb300',
  'source': "NVIDIA-NeMo/Megatron-Bridge docs/performance-summary.md at 067f987df (section '26.08 "
            "NeMo Container', System DGX-GB300); configuration from "
            'src/megatron/bridge/perf_recipes/qwen/gb300/qwen3_moe.py at tag v0.6.0 (51885cf13, '
            '2026-08-19)',
  'source_locator': "table 'Model: Qwen3_235B_a22B', row DGX-GB300, precision MXFP8: #-GPUs 256 | "
                    'Precision MXFP8 | GBS 8192 | MBS 2 | Sequence Length 4096 | TP 1 | PP 4 | CP '
                    '1 | VP 12 | EP 32 | Tokens/sec/GPU 8816 | Model TFLOP/sec/GPU 1306; preset '
                    'qwen3_235b_a22b_pretrain_256gpu_gb300_fp8mx_config',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-235B-A22B',
  'model_type': 'moe',
  'num_layers': 94,
  'hidden_size': 4096,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 235.0,
  'active_params_b': 22.0,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 1536,
  'moe_layers': 'all 94',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts',
  'gpu_type': 'GB300 (B300 GPU of a GB300 superchip) 288GB',
  'gpu_memory_gb': 288,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB300 '
                             'NVL72 rack; gpus_per_node counts a 4-GPU compute tray',
  'inter_node_network': '800 Gb/s XDR InfiniBand (ConnectX-8), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB300 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 4,
  'dp': 64,
  'ep': 32,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 12,
  'micro_batch_size': 2,
  'global_batch_size': 8192,
  'grad_accum_steps': 64,
  'activation_recompute': 'none, as the release recipe sets it (the perf recipe sets '
                          'recompute_granularity, recompute_method and recompute_num_layers None)',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.08 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 14.868,
  'iteration_time_is_derived': True,
  'tokens_per_s': 2256896,
  'tokens_per_s_per_gpu': 8816,
  'tflops_per_gpu': 1306,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB300 NVL72 (compute trays of 2 '
           'Grace + 4 B300 GPUs, 288 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'src/megatron/bridge/perf_recipes/qwen/gb300/qwen3_moe.py at tag v0.6.0 (51885cf13, '
           '2026-08-19), qwen3_235b_a22b_pretrain_256gpu_gb300_fp8mx_config): PP4 VPP12 EP32 '
           'micro-batch 2 as the table states, no recompute, moe_flex_dispatcher_backend hybridep, '
           'moe_a2a_overlap=True (qwen/common.py _enable_hybridep_full_iteration_mxfp8: '
           'overlap_moe_expert_parallel_comm), full-iteration CUDA graphs (cuda_graph_impl '
           'full_iteration), cutedsl_fused_grouped_mlp (NVTE_CUTEDSL_FUSED_GROUPED_MLP 1), '
           'fp8_dot_product_attention=True, fp8_output_proj=True, moe_paged_stash with '
           'moe_expert_rank_capacity_factor 1.5 (HybridEP receive buffers; no tokens dropped under '
           'forced balance), high_priority_a2a_comm_stream. Megatron DP = 256/(TP 1 x PP 4 x CP 1) '
           '= 64, GA = 8192/(64 x 2) = 64; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs) = '
           '8192 x 4096 / (8816 x 256) = 14.868 s; tokens/s = 8816 x 256 = 2256896. Loss as this '
           "release's performance recipes set it (NVIDIA-NeMo/Megatron-Bridge tag v0.6.0: "
           'src/megatron/bridge/perf_recipes/_common.py _benchmark_common(cfg, '
           'cross_entropy_impl="te") sets cfg.model.cross_entropy_fusion_impl): Transformer '
           "Engine's fused cross entropy, cross_entropy_fusion_impl te."},
 {'record_type': 'training_throughput',
  'source_group': 'megatron_bridge_26.08_dgxgb200',
  'source': "NVIDIA-NeMo/Megatron-Bridge docs/performance-summary.md at 067f987df (section '26.08 "
            "NeMo Container', System DGX-GB200); configuration from "
            'src/megatron/bridge/perf_recipes/qwen/gb200/qwen3_moe.py at tag v0.6.0 (51885cf13, '
            '2026-08-19)',
  'source_locator': "table 'Model: Qwen3_235B_a22B', row DGX-GB200, precision MXFP8: #-GPUs 256 | "
                    'Precision MXFP8 | GBS 8192 | MBS 1 | Sequence Length 4096 | TP 1 | PP 8 | CP '
                    '1 | VP 3 | EP 32 | Tokens/sec/GPU 7280 | Model TFLOP/sec/GPU 1077; preset '
                    'qwen3_235b_a22b_pretrain_256gpu_gb200_fp8mx_config',
  'confidence': 'exact (quoted table)',
  'value_origin': 'quoted_table',
  'completeness': "mostly (the release's recipe read for recompute, offload, MoE dispatch and CUDA "
                  'graphs)',
  'model_name': 'Qwen3-235B-A22B',
  'model_type': 'moe',
  'num_layers': 94,
  'hidden_size': 4096,
  'ffn_hidden_size': None,
  'num_attention_heads': 64,
  'num_kv_heads': 4,
  'vocab_size': 151936,
  'seq_len': 4096,
  'total_params_b': 235.0,
  'active_params_b': 22.0,
  'num_experts': 128,
  'num_shared_experts': 0,
  'moe_top_k': 8,
  'expert_ffn_hidden_size': 1536,
  'moe_layers': 'all 94',
  'capacity_factor': None,
  'arch_notes': 'head_dim 128, QK-norm, SwiGLU experts',
  'gpu_type': 'GB200 (B200 GPU of a GB200 superchip) 186GB',
  'gpu_memory_gb': 186,
  'gpus_per_node': 4,
  'intra_node_interconnect': 'NVLink5 via NVLink switch trays: one 72-GPU NVLink domain per GB200 '
                             'NVL72 rack (1.8 TB/s bidirectional per GPU); gpus_per_node counts a '
                             '4-GPU compute tray',
  'inter_node_network': '400 Gb/s NDR InfiniBand (ConnectX-7), one NIC per GPU, between NVL72 '
                        'racks',
  'system_name': 'NVIDIA DGX GB200 NVL72 cluster',
  'num_gpus': 256,
  'tp': 1,
  'pp': 8,
  'dp': 32,
  'ep': 32,
  'etp': 1,
  'cp': 1,
  'sequence_parallel': False,
  'zero_stage_or_fsdp': 'DDP + distributed optimizer',
  'vpp': 3,
  'micro_batch_size': 1,
  'global_batch_size': 8192,
  'grad_accum_steps': 256,
  'activation_recompute': 'none, as the release recipe sets it (the perf recipe sets '
                          'recompute_granularity, recompute_method and recompute_num_layers None)',
  'precision': 'MXFP8',
  'optimizer': None,
  'framework': 'NeMo 26.08 / Megatron-Bridge (Megatron-Core)',
  'iteration_time_s': 18.004,
  'iteration_time_is_derived': True,
  'tokens_per_s': 1863680,
  'tokens_per_s_per_gpu': 7280,
  'tflops_per_gpu': 1077,
  'tflops_definition': 'NeMo model FLOPs',
  'mfu': None,
  'hfu': None,
  'peak_memory_gb': None,
  'time_to_train_min': None,
  'other_metrics': None,
  'notes': 'MoE: token-dropless with forced load balancing (benchmark setting) unless marked '
           "tokendrop. The section's footnote: MoE benchmarks force-balance the token distribution "
           'among experts and are token-dropless. Hardware: DGX GB200 NVL72 (compute trays of 2 '
           'Grace + 4 B200-class GPUs, 186 GB HBM3e each; NVLink domain of 72 GPUs per rack). '
           "Configuration of this release's recipe (NVIDIA-NeMo/Megatron-Bridge "
           'src/megatron/bridge/perf_recipes/qwen/gb200/qwen3_moe.py at tag v0.6.0 (51885cf13, '
           '2026-08-19), qwen3_235b_a22b_pretrain_256gpu_gb200_fp8mx_config): PP8 VPP3 EP32 as the '
           'table states, no recompute, moe_flex_dispatcher_backend hybridep, moe_a2a_overlap=True '
           '(qwen/common.py _enable_hybridep_full_iteration_mxfp8: '
           'overlap_moe_expert_parallel_comm), full-iteration CUDA graphs (cuda_graph_impl '
           'full_iteration), cutedsl_fused_grouped_mlp (NVTE_CUTEDSL_FUSED_GROUPED_MLP 1), '
           'fp8_dot_product_attention=True, fp8_output_proj=True, moe_paged_stash with '
           'moe_expert_rank_capacity_factor 1.5 (HybridEP receive buffers; no tokens dropped under '
           'forced balance), high_priority_a2a_comm_stream. Megatron DP = 256/(TP 1 x PP 8 x CP 1) '
           '= 32, GA = 8192/(32 x 1) = 256; iteration time = GBS x 4096 / (tokens/s/GPU x GPUs) = '
           '8192 x 4096 / (7280 x 256) = 18.004 s; tokens/s = 7280 x 256 = 1863680. Loss as this '
           "release's performance recipes set it (NVIDIA-NeMo/Megatron-Bridge tag v0.6.0: "
           'src/megatron/bridge/perf_recipes/_common.py _benchmark_common(cfg, '
           'cross_entropy_impl="te") sets cfg.model.cross_entropy_fusion_impl): Transformer '
           "Engine's fused cross entropy, cross_entropy_fusion_impl te."}]
