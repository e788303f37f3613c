#!/usr/bin/env python3
"""The kernels of one MoE layer at the 12 shapes SonicMoE times Megatron-Core's layer
on (arXiv:2512.14080 Figure 14; data/microbenchmarks.jsonl M0752-M0775), each timed
alone as CUDA-graph replays, so their sum is the layer's GPU work with no host time.

Per shape (T tokens, hidden d, expert width n, E experts, top K; SwiGLU, bf16):
  router       [T, d] x [d, E] forward; its input and weight gradients backward
  topk         softmax over E and top-K per token (forward)
  permute      gather of the T*K routed rows into expert order (index_select);
               backward: their gradients added back per token (index_add_)
  expert GEMMs fc1 [t, d] x [d, 2n] and fc2 [t, n] x [n, d] per expert, t = T*K/E tokens
               each, one cuBLAS GEMM per expert on 4 streams (Transformer Engine's
               grouped GEMM); backward their input- and weight-gradient GEMMs
  swiglu       silu(a) * b on [T*K, 2n] -> [T*K, n]; backward from the saved input
  unpermute    the expert outputs times their routing weights, added per token
               (index_add_); backward: the gathered gradient times the weights
Output: one JSON object per line (--out), one per kernel and direction, with bytes and
FLOPs; a table on stdout of each shape's forward and backward sum beside SonicMoE's
measured Megatron-Core layer time on an H100.
"""
import argparse
import functools
import json
import sys
import time

import torch
import torch.nn.functional as F

from torch_grouped_streams import STREAMS, on_streams, warm_to_power_limit
from torch_kernels_expert import graph_time as expert_graph_time

# T, d, n, E, K and SonicMoE's Megatron-Core forward / backward TFLOP/s on an H100
# (forward 6*T*n*d*K FLOPs, backward 12*T*n*d*K: the benchmark's convention).
SHAPES = [(40960, 768, 256, 128, 8, 104.0, 138.3), (40960, 768, 512, 64, 4, 142.6, 159.7),
          (40960, 768, 1024, 32, 2, 174.7, 187.5), (24576, 1536, 256, 128, 8, 119.0, 129.7),
          (24576, 1536, 512, 64, 4, 166.1, 179.0), (24576, 1536, 1024, 32, 2, 206.8, 213.2),
          (32768, 4096, 256, 256, 16, 148.7, 131.6), (32768, 4096, 512, 128, 8, 223.6, 215.0),
          (32768, 4096, 1024, 64, 4, 289.9, 264.3), (32768, 4096, 512, 256, 16, 223.6, 202.2),
          (32768, 4096, 1024, 128, 8, 283.5, 272.8), (32768, 4096, 2048, 64, 4, 339.1, 313.5)]


def graph_time(fn):
    return expert_graph_time(fn, target_s=3e-3, warmup=2, min_reps=1, max_reps=32, replays=5,
                             side_stream_warmup=False)[0]


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--out", required=True)
    a = ap.parse_args()
    dev = torch.device("cuda"); bf = torch.bfloat16
    props = torch.cuda.get_device_properties(dev)
    meta = {"record_type": "gpu_kernel", "kernel": "moe_layer_kernel", "gpu": props.name,
            "sms": props.multi_processor_count, "torch": torch.__version__, "cuda": torch.version.cuda,
            "timing": "cuda_graph"}
    out = open(a.out, "w")
    t0 = time.time()
    warm_to_power_limit(dev)
    side = [torch.cuda.Stream() for _ in range(STREAMS)]
    print(f"{'T':>6} {'d':>5} {'n':>5} {'E':>4} {'K':>3}  fwd: kernels ms (GEMMs)  SonicMoE ms"
          f"   bwd: kernels ms (GEMMs)  SonicMoE ms")
    for T, d, n, E, K, fwd_tflops, bwd_tflops in SHAPES:
        shape = {"tokens": T, "hidden": d, "expert_ffn": n, "experts": E, "top_k": K}
        rows = T * K; t = rows // E
        sums = {"fwd": 0.0, "bwd": 0.0}; gemms = {"fwd": 0.0, "bwd": 0.0}

        def emit(name, direction, fn, flops=0.0, bytes_=0.0, gemm=False):
            s = graph_time(fn)
            sums[direction] += s
            if gemm:
                gemms[direction] += s
            rec = dict(meta, **shape, op=name, direction=direction, time_s=s, flops=flops,
                       bytes=bytes_)
            out.write(json.dumps(rec) + "\n"); out.flush()

        x = torch.randn(T, d, device=dev, dtype=bf)
        wr = torch.randn(d, E, device=dev, dtype=bf)
        logits = torch.randn(T, E, device=dev, dtype=torch.float32)
        emit("router", "fwd", lambda: x @ wr, 2.0 * T * d * E, gemm=True)
        g_logits = torch.randn(T, E, device=dev, dtype=bf)
        emit("router.dgrad", "bwd", lambda: g_logits @ wr.t(), 2.0 * T * d * E, gemm=True)
        emit("router.wgrad", "bwd", lambda: x.t() @ g_logits, 2.0 * T * d * E, gemm=True)
        emit("topk", "fwd", lambda: torch.topk(torch.softmax(logits, dim=-1), K, dim=-1),
             bytes_=4.0 * T * E * 2)
        # Balanced routing as the benchmark's uniform top-K gives on average:
        # each expert receives t rows.
        index = torch.randperm(rows, device=dev) % T
        weights = torch.rand(rows, 1, device=dev, dtype=bf)
        emit("permute", "fwd", lambda: x.index_select(0, index), bytes_=2.0 * rows * d * 2)
        grad_rows = torch.randn(rows, d, device=dev, dtype=bf)
        emit("permute", "bwd", lambda: torch.zeros(T, d, device=dev, dtype=bf).index_add_(
            0, index, grad_rows), bytes_=2.0 * (rows * d * 2 + 2 * T * d))
        xs = list(torch.randn(rows, d, device=dev, dtype=bf).split(t))
        w1 = [torch.randn(2 * n, d, device=dev, dtype=bf).t() for _ in range(E)]
        w2 = [torch.randn(d, n, device=dev, dtype=bf).t() for _ in range(E)]
        hs = list(torch.randn(rows, n, device=dev, dtype=bf).split(t))
        gy = list(torch.randn(rows, d, device=dev, dtype=bf).split(t))
        gh = list(torch.randn(rows, 2 * n, device=dev, dtype=bf).split(t))

        def grouped(pairs):
            calls = [functools.partial(torch.mm, p, q) for p, q in pairs]
            return lambda: on_streams(side, calls)
        f1 = 2.0 * rows * d * 2 * n; f2 = 2.0 * rows * n * d
        emit("fc1", "fwd", grouped(list(zip(xs, w1))), f1, gemm=True)
        emit("fc2", "fwd", grouped(list(zip(hs, w2))), f2, gemm=True)
        emit("fc2.dgrad", "bwd", grouped([(g, w.t()) for g, w in zip(gy, w2)]), f2, gemm=True)
        emit("fc2.wgrad", "bwd", grouped([(h.t(), g) for h, g in zip(hs, gy)]), f2, gemm=True)
        emit("fc1.dgrad", "bwd", grouped([(g, w.t()) for g, w in zip(gh, w1)]), f1, gemm=True)
        emit("fc1.wgrad", "bwd", grouped([(p.t(), g) for p, g in zip(xs, gh)]), f1, gemm=True)
        del xs, w1, w2, gy
        act_in = torch.randn(rows, 2 * n, device=dev, dtype=bf)
        emit("swiglu", "fwd", lambda: F.silu(act_in[:, :n]) * act_in[:, n:],
             bytes_=2.0 * rows * 3 * n)
        g_act = torch.randn(rows, n, device=dev, dtype=bf)
        a_ = act_in[:, :n]; b_ = act_in[:, n:]

        def swiglu_bwd():
            sig = torch.sigmoid(a_)
            silu = a_ * sig
            return torch.cat([g_act * b_ * sig * (1 + a_ * (1 - sig)), g_act * silu], dim=1)
        emit("swiglu", "bwd", swiglu_bwd, bytes_=2.0 * rows * 5 * n)
        y = torch.randn(rows, d, device=dev, dtype=bf)
        emit("unpermute", "fwd", lambda: torch.zeros(T, d, device=dev, dtype=bf).index_add_(
            0, index, y * weights), bytes_=2.0 * (3 * rows * d + 2 * T * d))
        g_out = torch.randn(T, d, device=dev, dtype=bf)
        emit("unpermute", "bwd", lambda: g_out.index_select(0, index) * weights,
             bytes_=2.0 * 3 * rows * d)
        del hs, gh, act_in, g_act, y, grad_rows, x
        torch.cuda.empty_cache()
        flops_fwd = 6.0 * T * n * d * K
        meas = {"fwd": flops_fwd / (fwd_tflops * 1e12), "bwd": 2 * flops_fwd / (bwd_tflops * 1e12)}
        print(f"{T:6d} {d:5d} {n:5d} {E:4d} {K:3d}  {sums['fwd'] * 1e3:8.3f} ({gemms['fwd'] * 1e3:7.3f})"
              f" {meas['fwd'] * 1e3:11.3f}   {sums['bwd'] * 1e3:8.3f} ({gemms['bwd'] * 1e3:7.3f})"
              f" {meas['bwd'] * 1e3:11.3f}", flush=True)
    print(f"all done {time.time() - t0:.1f}s", flush=True)


if __name__ == "__main__":
    sys.exit(main())
