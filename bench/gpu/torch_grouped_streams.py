#!/usr/bin/env python3
"""Grouped expert GEMMs as Transformer Engine's GroupedLinear issues them on Hopper,
against one dense GEMM of the same rows: how much of the GEMM law a grouped GEMM of
G experts keeps, G = 1..32.

Transformer Engine's default grouped GEMM (te_general_grouped_gemm ->
nvte_multi_stream_cublas_gemm) issues one cuBLAS GEMM per local expert, round-robin
over its 4 compute streams (transformer_engine/common/util/multi_stream.cpp:
num_compute_streams = 4), joined to the main stream by events. This script times, for
one SwiGLU expert's fc1 forward, fc2 forward and fc1 weight-gradient GEMMs at published
MoE models' widths, G experts of t tokens each:
  dense     one torch.mm over all G*t rows (wgrad: K = G*t): the GEMM law's case;
  serial    G torch.mm calls on one stream;
  streams4  G torch.mm calls round-robin over 4 side streams (Transformer Engine's way);
  grouped   torch._grouped_mm, CUTLASS's grouped kernel (torchtitan's; forward only),
in bf16, and the first three in fp8 e4m3 (torch._scaled_mm, per-tensor scales, fast
accumulation in the forward as Transformer Engine sets it). Every variant is captured in
a CUDA graph and replayed (no host time), after a few seconds of large GEMMs have
brought the GPU to its sustained clock; the streams4 output is checked against serial.
Output: one JSON object per line (--out); a summary table on stdout.
"""
import argparse
import functools
import json
import statistics
import sys
import time

import torch

from torch_kernels_expert import graph_time as expert_graph_time

# name, hidden, expert FFN width (SwiGLU: fc1 is 2 x width wide), local experts at most
MODELS = [("deepseek-v3", 7168, 2048, 32), ("qwen3-235b-a22b", 4096, 1536, 32),
          ("qwen3-30b-a3b", 2048, 768, 32), ("gpt-oss-120b", 2880, 2880, 32),
          ("mixtral-8x7b", 4096, 14336, 8)]
GROUPS = (1, 2, 4, 8, 16, 32)
TOKENS = (256, 1024, 4096)
STREAMS = 4


def graph_time(fn):
    """Seconds per call of fn from CUDA-graph replays (torch_kernels_expert.graph_time)
    with about 3 ms of work per replay, 1-32 calls captured, median of 5 replays."""
    return expert_graph_time(fn, target_s=3e-3, warmup=2, min_reps=1, max_reps=32, replays=5,
                             side_stream_warmup=False)


def on_streams(side, calls):
    """Each of `calls` (no arguments) on the side streams round-robin, after the current
    stream's work and joined back to it, as Transformer Engine's multi-stream grouped
    GEMM issues its experts; their results, in order."""
    main = torch.cuda.current_stream()
    for s in side:
        s.wait_stream(main)
    results = []
    for i, call in enumerate(calls):
        with torch.cuda.stream(side[i % len(side)]):
            results.append(call())
    for s in side:
        main.wait_stream(s)
    return results


def warm_to_power_limit(dev, seconds=3.0):
    """Large bf16 GEMMs for `seconds`: the GPU at the clock a training step holds it at."""
    start = time.time()
    big = torch.randn(8192, 8192, device=dev, dtype=torch.bfloat16)
    while time.time() - start < seconds:
        for _ in range(20):
            torch.mm(big, big)
        torch.cuda.synchronize()


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--out", required=True)
    ap.add_argument("--budget-s", type=float, default=240.0, help="stop starting new models after this")
    a = ap.parse_args()
    dev = torch.device("cuda"); bf = torch.bfloat16; e4 = torch.float8_e4m3fn
    props = torch.cuda.get_device_properties(dev)
    meta = {"record_type": "gpu_kernel", "kernel": "grouped_expert_gemm_streams", "gpu": props.name,
            "sms": props.multi_processor_count, "torch": torch.__version__, "cuda": torch.version.cuda,
            "timing": "cuda_graph"}
    out = open(a.out, "w")
    rows = []

    def emit(r):
        r.update(meta); rows.append(r); out.write(json.dumps(r) + "\n"); out.flush()

    t0 = time.time()
    warm_to_power_limit(dev)
    side = [torch.cuda.Stream() for _ in range(STREAMS)]
    one = torch.tensor(1.0, device=dev)

    def mm(dtype, fast):
        if dtype == "bf16":
            return torch.mm
        return lambda x, w: torch._scaled_mm(x, w, scale_a=one, scale_b=one, out_dtype=bf,
                                             use_fast_accum=fast)

    for name, h, f, max_groups in MODELS:
        if time.time() - t0 > a.budget_s:
            print(f"budget spent: {name} skipped", flush=True)
            continue
        for gemm in ("fc1.fwd", "fc2.fwd", "fc1.wgrad"):
            for t in TOKENS:
                for groups in (g for g in GROUPS if g <= max_groups):
                    # Per expert: x [m, k] @ w [k, n].
                    if gemm == "fc1.fwd":
                        m, n, k = t, 2 * f, h
                    elif gemm == "fc2.fwd":
                        m, n, k = t, h, f
                    else:  # dW1 = X^T dY: [h, t] @ [t, 2f]
                        m, n, k = h, 2 * f, t
                    flops = 2.0 * groups * m * n * k
                    rec = {"model": name, "gemm": gemm, "groups": groups, "tokens_per_expert": t,
                           "m": m, "n": n, "k": k, "flops": flops}
                    for dtype in ("bf16", "fp8_e4m3"):
                        fast = gemm.endswith(".fwd")
                        op = mm(dtype, fast)
                        cast = (lambda z: z) if dtype == "bf16" else (lambda z: z.to(e4))
                        try:
                            xs = [cast(torch.randn(m, k, device=dev, dtype=bf)) for _ in range(groups)]
                            # _scaled_mm wants its second operand column-major.
                            ws = [cast(torch.randn(n, k, device=dev, dtype=bf)).t() for _ in range(groups)]
                            outs = [None] * groups
                            if gemm == "fc1.wgrad":  # dense: one GEMM of K = groups * t
                                xd = cast(torch.randn(m, k * groups, device=dev, dtype=bf))
                                wd = cast(torch.randn(n, k * groups, device=dev, dtype=bf)).t()
                            else:  # dense: one GEMM of M = groups * t
                                xd = cast(torch.randn(m * groups, k, device=dev, dtype=bf))
                                wd = ws[0]

                            def serial():
                                for i in range(groups):
                                    outs[i] = op(xs[i], ws[i])

                            calls = [functools.partial(op, xs[i], ws[i]) for i in range(groups)]

                            def streams4():
                                outs[:] = on_streams(side, calls)

                            variants = [("dense", lambda: op(xd, wd)), ("serial", serial),
                                        ("streams4", streams4)]
                            if dtype == "bf16" and gemm != "fc1.wgrad":
                                xg = torch.cat(xs); wg = torch.stack([w.t() for w in ws]).transpose(-2, -1)
                                offs = torch.arange(1, groups + 1, device=dev, dtype=torch.int32) * t
                                variants.append(("grouped", lambda: torch._grouped_mm(xg, wg, offs=offs)))
                            for variant, fn in variants:
                                try:
                                    s, reps = graph_time(fn)
                                    emit(dict(rec, dtype=dtype, variant=variant, reps=reps, time_s=s,
                                              tflops=flops / s / 1e12))
                                except Exception as ex:  # noqa: BLE001
                                    emit(dict(rec, dtype=dtype, variant=variant, error=str(ex)[:300]))
                            # The streams' outputs equal the serial ones (same kernels, same inputs).
                            serial(); ref = list(outs)
                            streams4(); torch.cuda.synchronize()
                            bad = sum(int(not torch.equal(o, r)) for o, r in zip(outs, ref))
                            if bad:
                                emit(dict(rec, dtype=dtype, variant="streams4", error=f"{bad} outputs differ"))
                        except Exception as ex:  # noqa: BLE001
                            emit(dict(rec, dtype=dtype, variant="setup", error=str(ex)[:300]))
                        finally:
                            xs = ws = outs = ref = xd = wd = xg = wg = calls = None
                            torch.cuda.empty_cache()
        print(f"{name} done {time.time() - t0:.1f}s", flush=True)

    # Summary: each variant's time over the dense GEMM's at the same FLOPs.
    dense = {(r["model"], r["gemm"], r["groups"], r["tokens_per_expert"], r["dtype"]): r["time_s"]
             for r in rows if r.get("variant") == "dense" and "time_s" in r}
    print("dense time / variant time (share of the dense GEMM's rate), median over models and GEMMs")
    print(f"{'dtype':9} {'tokens':>6} " + " ".join(f"{'G' + str(g) + ' ' + v:>13}" for g in GROUPS
                                                for v in ("streams4",)))
    for dtype in ("bf16", "fp8_e4m3"):
        for t in TOKENS:
            cells = []
            for g in GROUPS:
                vals = [dense[(r["model"], r["gemm"], g, t, dtype)] / r["time_s"] for r in rows
                        if r.get("variant") == "streams4" and "time_s" in r and r["groups"] == g
                        and r["tokens_per_expert"] == t and r["dtype"] == dtype
                        and (r["model"], r["gemm"], g, t, dtype) in dense]
                cells.append(f"{statistics.median(vals):13.3f}" if vals else f"{'-':>13}")
            print(f"{dtype:9} {t:6d} " + " ".join(cells))
    print(f"all done {time.time() - t0:.1f}s", flush=True)


if __name__ == "__main__":
    sys.exit(main())
