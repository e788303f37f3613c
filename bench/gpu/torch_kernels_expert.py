#!/usr/bin/env python3
"""Expert GEMMs timed as a training step issues them: back to back on the GPU.

torch_kernels_moe.py times one call between two CUDA events, so a GEMM of a few
microseconds also carries PyTorch's host dispatch. Transformer Engine's GroupedLinear
issues one cuBLAS GEMM per local expert from C++, back to back; this script captures
`reps` calls of one GEMM in a CUDA graph and divides a replay's time by `reps`, so the
host is out of the figure. Same shapes as torch_kernels_moe.py (one SwiGLU expert's six
GEMMs at published MoE models' widths, 128..4096 tokens per expert), bf16 torch.mm and
fp8 e4m3 torch._scaled_mm with per-tensor scales (fast accumulation in the forward, as
Transformer Engine sets it), and one grouped kernel over 8 experts (torch._grouped_mm,
torch._scaled_grouped_mm with row-wise scales) at the forward fc1 shape.
Output: one JSON object per line (--out).
"""
import argparse, json, statistics, sys, time

import torch

from torch_kernels_moe import MODELS, expert_shapes

MODELS = MODELS + [("qwen3-next-80b-a3b", 2048, 512, 10)]


def graph_time(fn, target_s=2e-3, warmup=3, min_reps=4, max_reps=64, replays=7,
               side_stream_warmup=True):
    """Seconds per call of fn: `reps` calls captured in one CUDA graph, median replay / reps.

    `warmup` eager calls, one timed call that sizes `reps` (target_s of work per replay,
    clamped to min_reps..max_reps), one eager call on a side stream before the capture
    where side_stream_warmup, then the median of `replays` timed replays."""
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    a = torch.cuda.Event(enable_timing=True); b = torch.cuda.Event(enable_timing=True)
    a.record(); fn(); b.record(); b.synchronize()
    single = a.elapsed_time(b) * 1e-3
    reps = max(min_reps, min(max_reps, int(target_s / max(single, 1e-6))))
    if side_stream_warmup:
        s = torch.cuda.Stream()
        s.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(s):
            fn()
        torch.cuda.current_stream().wait_stream(s)
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        for _ in range(reps):
            fn()
    g.replay(); torch.cuda.synchronize()
    times = []
    for _ in range(replays):
        a.record(); g.replay(); b.record(); b.synchronize()
        times.append(a.elapsed_time(b) * 1e-3 / reps)
    return statistics.median(times), reps


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--out", required=True)
    a = ap.parse_args()
    dev = torch.device("cuda"); bf = torch.bfloat16; e4 = torch.float8_e4m3fn
    props = torch.cuda.get_device_properties(dev)
    meta = {"gpu": props.name, "sms": props.multi_processor_count, "torch": torch.__version__,
            "cuda": torch.version.cuda, "timing": "cuda_graph"}
    out = open(a.out, "w")
    def emit(r):
        r.update(meta); out.write(json.dumps(r) + "\n"); out.flush()
    t0 = time.time()
    one = torch.tensor(1.0, device=dev)
    for name, h, f, _ in MODELS:
        for t in (128, 256, 512, 1024, 2048, 4096):
            for gemm, m, n, k in expert_shapes(h, f, t):
                flops = 2.0 * m * n * k
                rec = {"record_type": "gpu_kernel", "kernel": "expert_gemm", "model": name,
                       "gemm": gemm, "tokens_per_expert": t, "m": m, "n": n, "k": k}
                A = torch.randn(m, k, device=dev, dtype=bf); B = torch.randn(n, k, device=dev, dtype=bf)
                C = torch.empty(m, n, device=dev, dtype=bf)
                s, reps = graph_time(lambda: torch.mm(A, B.t(), out=C))
                emit(dict(rec, dtype="bf16", impl="torch.mm", reps=reps, time_s=s, tflops=flops / s / 1e12))
                A8 = A.to(e4); B8 = B.to(e4); fast = gemm.endswith(".fwd")
                try:
                    s, reps = graph_time(lambda: torch._scaled_mm(A8, B8.t(), scale_a=one, scale_b=one,
                                                                  out_dtype=bf, use_fast_accum=fast))
                    emit(dict(rec, dtype="fp8_e4m3", impl="torch._scaled_mm", scaling="tensorwise",
                              fast_accum=fast, reps=reps, time_s=s, tflops=flops / s / 1e12))
                except Exception as ex:  # noqa: BLE001
                    emit(dict(rec, dtype="fp8_e4m3", impl="torch._scaled_mm", error=str(ex)[:300]))
                del A, B, C, A8, B8
            # One grouped kernel over 8 experts at the forward fc1 shape.
            e = 8; total = e * t
            rec = {"record_type": "gpu_kernel", "kernel": "grouped_expert_gemm", "model": name,
                   "gemm": "fc1.fwd", "experts": e, "tokens_per_expert": t, "k": h, "n": 2 * f}
            flops = 2.0 * total * h * 2 * f
            x = torch.randn(total, h, device=dev, dtype=bf); w = torch.randn(e, 2 * f, h, device=dev, dtype=bf)
            offs = torch.arange(1, e + 1, device=dev, dtype=torch.int32) * t
            try:
                s, reps = graph_time(lambda: torch._grouped_mm(x, w.transpose(-2, -1), offs=offs))
                emit(dict(rec, dtype="bf16", impl="torch._grouped_mm", reps=reps, time_s=s,
                          tflops=flops / s / 1e12))
            except Exception as ex:  # noqa: BLE001
                emit(dict(rec, dtype="bf16", impl="torch._grouped_mm", error=str(ex)[:300]))
            try:
                x8 = x.to(e4); w8 = w.to(e4)
                sa = torch.ones(total, device=dev, dtype=torch.float32)
                sb = torch.ones(e, 2 * f, device=dev, dtype=torch.float32)
                s, reps = graph_time(lambda: torch._scaled_grouped_mm(
                    x8, w8.transpose(-2, -1), sa, sb, offs=offs, out_dtype=bf, use_fast_accum=True))
                emit(dict(rec, dtype="fp8_e4m3", impl="torch._scaled_grouped_mm", scaling="rowwise",
                          reps=reps, time_s=s, tflops=flops / s / 1e12))
            except Exception as ex:  # noqa: BLE001
                emit(dict(rec, dtype="fp8_e4m3", impl="torch._scaled_grouped_mm", error=str(ex)[:300]))
            del x, w
        print(f"{name} done {time.time()-t0:.1f}s", flush=True)
    print(f"all done {time.time()-t0:.1f}s", flush=True)


if __name__ == "__main__":
    sys.exit(main())
