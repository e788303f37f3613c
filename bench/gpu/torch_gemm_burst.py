#!/usr/bin/env python3
"""A training layer's GEMMs timed the way Transformer Engine's GEMM profiling
tutorial times them, and at the sustained clock, on the same GPU: how far a short
burst reads above what a training step sustains.

The layer is the tutorial's (NVIDIA/TransformerEngine docs/examples/gemm_profiling,
benchmarks/gemm/benchmark_gemm.py model-config mode): hidden 4096, FFN 16384, 32
heads, 15,872 tokens (micro-batch 31 x 512); its 12 GEMMs are the forward, input-
gradient and weight-gradient GEMMs of QKV, the attention projection, FC1 and FC2
(1.917e13 FLOPs). Each is timed three ways, bf16 (torch.matmul) and fp8 e4m3
(torch._scaled_mm, per-tensor scales, operands quantized beforehand, as the
tutorial's pre-quantized mode):
  burst      as benchmark_gemm.py's cuda-events mode: 10 warm-up calls, one leading
             4096^3 GEMM, then 100 calls between two CUDA events, shape after shape,
             from a GPU that has idled (the first pass) ...
  burst_hot  ... and the same again right after the sustained pass;
  sustained  CUDA-graph replays of about 60 ms each after 10 s of large GEMMs at the
             power limit (torch_gemm_grid.py's way), the clock a training step holds.
nvidia-smi samples SM clock and board power every 100 ms beside it (--smi).
Output: one JSON object per line (--out); the layer's time by method on stdout.
"""
import argparse
import json
import subprocess
import sys
import time

import torch

from torch_grouped_streams import warm_to_power_limit
from torch_kernels_expert import graph_time

T, H, F = 15872, 4096, 16384
# (name, M, K, N): C[M, N] = A[M, K] B[K, N]
SHAPES = [("qkv.fprop", T, H, 3 * H), ("proj.fprop", T, H, H), ("fc1.fprop", T, H, F),
          ("fc2.fprop", T, F, H), ("qkv.dgrad", T, 3 * H, H), ("proj.dgrad", T, H, H),
          ("fc1.dgrad", T, F, H), ("fc2.dgrad", T, H, F), ("qkv.wgrad", H, T, 3 * H),
          ("proj.wgrad", H, T, H), ("fc1.wgrad", H, T, F), ("fc2.wgrad", F, T, H)]


def operands(dtype, m, k, n, dev):
    a = torch.randn(m, k, device=dev, dtype=torch.bfloat16)
    b = torch.randn(n, k, device=dev, dtype=torch.bfloat16)
    if dtype == "bf16":
        bt = b.t()
        return lambda: torch.matmul(a, bt)
    one = torch.tensor(1.0, device=dev)
    a8 = a.to(torch.float8_e4m3fn)
    b8 = b.to(torch.float8_e4m3fn).t()  # column-major, as _scaled_mm wants
    return lambda: torch._scaled_mm(a8, b8, scale_a=one, scale_b=one, out_dtype=torch.bfloat16,
                                    use_fast_accum=True)


def burst_time(fn, lead):
    for _ in range(10):
        fn()
    torch.cuda.synchronize()
    start = torch.cuda.Event(enable_timing=True); end = torch.cuda.Event(enable_timing=True)
    lead()
    start.record()
    for _ in range(100):
        fn()
    end.record()
    torch.cuda.synchronize()
    return start.elapsed_time(end) * 1e-3 / 100


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--out", required=True)
    ap.add_argument("--smi", help="write nvidia-smi samples (SM clock, power) here")
    a = ap.parse_args()
    dev = torch.device("cuda")
    props = torch.cuda.get_device_properties(dev)
    meta = {"record_type": "gpu_kernel", "kernel": "gemm_layer_timing", "gpu": props.name,
            "sms": props.multi_processor_count, "torch": torch.__version__, "cuda": torch.version.cuda}
    smi = None
    if a.smi:
        smi = subprocess.Popen(["nvidia-smi", "--query-gpu=timestamp,clocks.sm,power.draw",
                                "--format=csv,noheader", "-lms", "100"], stdout=open(a.smi, "w"))
    out = open(a.out, "w")
    t0 = time.time()
    lead_a = torch.randn(4096, 4096, device=dev, dtype=torch.bfloat16)
    lead = lambda: torch.matmul(lead_a, lead_a)  # noqa: E731
    totals = {}

    def run(method, dtype):
        total = 0.0
        for name, m, k, n in SHAPES:
            fn = operands(dtype, m, k, n, dev)
            if method == "sustained":
                s, reps = graph_time(fn, target_s=0.06)
            else:
                s, reps = burst_time(fn, lead), 100
            total += s
            rec = dict(meta, method=method, dtype=dtype, gemm=name, m=m, k=k, n=n, reps=reps, time_s=s,
                       tflops=2.0 * m * n * k / s / 1e12, t_s=round(time.time() - t0, 3))
            out.write(json.dumps(rec) + "\n"); out.flush()
            del fn
        totals[(method, dtype)] = total
        print(f"{method:10} {dtype:9} layer {total * 1e3:8.3f} ms  ({time.time() - t0:.1f} s)", flush=True)

    time.sleep(5.0)  # let the GPU idle before the first burst pass
    for dtype in ("bf16", "fp8_e4m3"):
        run("burst", dtype)
    warm_to_power_limit(dev, seconds=10.0)
    for dtype in ("bf16", "fp8_e4m3"):
        run("sustained", dtype)
    for dtype in ("bf16", "fp8_e4m3"):
        run("burst_hot", dtype)
    for dtype in ("bf16", "fp8_e4m3"):
        s = totals[("sustained", dtype)]
        print(f"{dtype:9} sustained / burst {s / totals[('burst', dtype)]:.3f}, "
              f"sustained / burst_hot {s / totals[('burst_hot', dtype)]:.3f}", flush=True)
    if smi:
        smi.terminate()
    print(f"all done {time.time() - t0:.1f}s", flush=True)


if __name__ == "__main__":
    sys.exit(main())
