#!/usr/bin/env python3
"""Third set of kernel timings on one NVIDIA GPU through PyTorch (see torch_kernels.py),
the kernels of an MoE layer as Megatron-Core with Transformer Engine issues them:
  expert_gemm   one expert's GEMM at published MoE models' expert shapes (SwiGLU fc1 and
                fc2; forward, input-gradient and weight-gradient shapes), tokens per expert
                256..4096: bf16 torch.mm and fp8 e4m3 torch._scaled_mm with per-tensor
                scales (Transformer Engine's GroupedLinear issues one cuBLAS GEMM per local
                expert; fast accumulation in the forward, split accumulation in the
                gradients, as its fp8 recipes set);
  attention_mla SDPA causal at MLA's head dims (query/key 192, value 128; DeepSeek-V2/V3)
                against the same heads at 128, and gpt-oss's GQA at head_dim 64 (cuDNN and
                flash backends; a backend that refuses a shape is recorded with its error);
  token_copy    the routed-token copies of the layer: gather of the routed rows
                (permutation), weighted scatter-add back (unpermutation), bytes / time.
Output: one JSON object per line (--out), each with its inputs, time and rate.
"""
import argparse, json, sys, time

import torch
import torch.nn.functional as F

from torch_kernels import reps_for, timed  # same timing: CUDA events, median after warm-up

# name, hidden, expert FFN width (SwiGLU: fc1 is 2 x width wide), top-k
MODELS = [("deepseek-v3", 7168, 2048, 8), ("qwen3-235b-a22b", 4096, 1536, 8),
          ("qwen3-30b-a3b", 2048, 768, 8), ("gpt-oss-120b", 2880, 2880, 4),
          ("mixtral-8x22b", 6144, 16384, 2)]


def expert_shapes(h, f, t):
    """(name, m, n, k) of the six GEMMs of one SwiGLU expert holding t tokens."""
    return [("fc1.fwd", t, 2 * f, h), ("fc2.fwd", t, h, f),
            ("fc1.dgrad", t, h, 2 * f), ("fc2.dgrad", t, f, h),
            ("fc1.wgrad", 2 * f, h, t), ("fc2.wgrad", h, f, t)]


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--out", required=True)
    a = ap.parse_args()
    dev = torch.device("cuda"); bf = torch.bfloat16; e4 = torch.float8_e4m3fn
    props = torch.cuda.get_device_properties(dev)
    meta = {"gpu": props.name, "sms": props.multi_processor_count, "torch": torch.__version__,
            "cuda": torch.version.cuda, "cudnn": torch.backends.cudnn.version()}
    out = open(a.out, "w")
    def emit(r):
        r.update(meta); out.write(json.dumps(r) + "\n"); out.flush()
    t0 = time.time()
    one = torch.tensor(1.0, device=dev)

    for name, h, f, _ in MODELS:
        for t in (256, 1024, 4096):
            for gemm, m, n, k in expert_shapes(h, f, t):
                flops = 2.0 * m * n * k
                rec = {"record_type": "gpu_kernel", "kernel": "expert_gemm", "model": name,
                       "gemm": gemm, "tokens_per_expert": t, "m": m, "n": n, "k": k}
                A = torch.randn(m, k, device=dev, dtype=bf); B = torch.randn(n, k, device=dev, dtype=bf)
                fn = lambda: torch.mm(A, B.t())
                s = timed(fn, reps_for(fn))
                emit(dict(rec, dtype="bf16", impl="torch.mm", time_s=s, tflops=flops / s / 1e12))
                A8 = A.to(e4); B8 = B.to(e4)
                fast = gemm.endswith(".fwd")
                try:
                    fn = lambda: torch._scaled_mm(A8, B8.t(), scale_a=one, scale_b=one, out_dtype=bf,
                                                  use_fast_accum=fast)
                    s = timed(fn, reps_for(fn))
                    emit(dict(rec, dtype="fp8_e4m3", impl="torch._scaled_mm", scaling="tensorwise",
                              fast_accum=fast, time_s=s, tflops=flops / s / 1e12))
                except Exception as ex:  # noqa: BLE001
                    emit(dict(rec, dtype="fp8_e4m3", impl="torch._scaled_mm", error=str(ex)[:300]))
                del A, B, A8, B8
    print(f"expert gemms done {time.time()-t0:.1f}s", flush=True)

    from torch.nn.attention import sdpa_kernel, SDPBackend
    # name, query heads, kv heads, query/key head dim, value head dim
    cases = [("mla-128h", 128, 128, 192, 128), ("mla-128h-v-padded", 128, 128, 192, 192),
             ("mha-128h-d128", 128, 128, 128, 128), ("gqa-64h-kv8-d64", 64, 8, 64, 64),
             ("gqa-32h-kv4-d256", 32, 4, 256, 256)]
    for s_len in (2048, 4096, 8192):
        for case, hq, hkv, dqk, dv in cases:
            b = max(1, 8192 // s_len)
            q = torch.randn(b, hq, s_len, dqk, device=dev, dtype=bf, requires_grad=True)
            k_ = torch.randn(b, hkv, s_len, dqk, device=dev, dtype=bf, requires_grad=True)
            v = torch.randn(b, hkv, s_len, dv, device=dev, dtype=bf, requires_grad=True)
            g = torch.randn(b, hq, s_len, dv, device=dev, dtype=bf)
            # causal: half the score matrix; Q K^T at dqk, P V at dv
            fwd_flops = 2.0 * b * hq * s_len * s_len * (dqk + dv) / 2
            for bname, be in (("flash", SDPBackend.FLASH_ATTENTION), ("cudnn", SDPBackend.CUDNN_ATTENTION)):
                rec = {"record_type": "gpu_kernel", "kernel": "attention_mla", "case": case,
                       "backend": bname, "causal": True, "batch": b, "heads": hq, "kv_heads": hkv,
                       "seq_len": s_len, "head_dim_qk": dqk, "head_dim_v": dv, "dtype": "bf16",
                       "fwd_flops": fwd_flops}
                try:
                    with sdpa_kernel([be]):
                        fwd = lambda: F.scaled_dot_product_attention(q, k_, v, is_causal=True,
                                                                     enable_gqa=hq != hkv)
                        with torch.no_grad():
                            sf = timed(fwd, reps_for(fwd))
                        def fb():
                            fwd().backward(g)
                        sfb = timed(fb, reps_for(fb))
                    sb = max(sfb - sf, 1e-9)
                    emit(dict(rec, fwd_s=sf, bwd_s=sb, fwd_tflops=fwd_flops / sf / 1e12,
                              bwd_tflops=2.5 * fwd_flops / sb / 1e12))
                except Exception as ex:  # noqa: BLE001
                    emit(dict(rec, error=str(ex)[:300]))
                q.grad = None; k_.grad = None; v.grad = None
            del q, k_, v, g
    print(f"attention done {time.time()-t0:.1f}s", flush=True)

    for name, h, _, topk in MODELS:
        tokens = 8192
        x = torch.randn(tokens, h, device=dev, dtype=bf)
        idx = torch.randint(0, tokens, (tokens * topk,), device=dev)
        y = torch.randn(tokens * topk, h, device=dev, dtype=bf)
        p = torch.rand(tokens * topk, 1, device=dev, dtype=bf)
        dst = torch.empty(tokens, h, device=dev, dtype=bf)
        rows = tokens * topk
        for kind, fn, nbytes in (
                ("permute_gather", lambda: x.index_select(0, idx), 2.0 * rows * h * 2),
                ("unpermute_scatter_add", lambda: dst.zero_().index_add_(0, idx, y * p),
                 rows * h * 2 * 3 + 2.0 * tokens * h * 2)):
            s = timed(fn, reps_for(fn))
            emit({"record_type": "gpu_kernel", "kernel": "token_copy", "op": kind, "model": name,
                  "tokens": tokens, "top_k": topk, "hidden": h, "bytes": nbytes, "time_s": s,
                  "gb_per_s": nbytes / s / 1e9})
        del x, idx, y, p, dst
    print(f"all done {time.time()-t0:.1f}s", flush=True)


if __name__ == "__main__":
    sys.exit(main())
