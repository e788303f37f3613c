#!/usr/bin/env python3
"""Kernel-level measurements on one NVIDIA GPU through PyTorch, for comparing the
simulator's kernel models with the hardware (docs/validation.md, "Measured on an H100").

What it times (CUDA events, median of repeated runs after warm-up, bf16):
  grouped_gemm    torch._grouped_mm (the CUTLASS grouped GEMM torchtitan's MoE uses)
                  and a loop of torch.mm over the experts (Megatron's SequentialMLP),
                  at the expert shapes of published MoE models and 16..4096 tokens per expert;
  attention       scaled_dot_product_attention, causal, flash (FlashAttention-2) and
                  cuDNN backends, forward and forward+backward, head_dim 64/128, 512..16k;
  elementwise     eager RMSNorm, SwiGLU, cross-entropy, AdamW-like update: bytes moved / time.
Output: one JSON object per line (--out), each with its inputs, time and rate.
"""
import argparse, json, math, statistics, sys, time

import torch
import torch.nn.functional as F

def timed(fn, reps, warmup=3):
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(reps):
        a = torch.cuda.Event(enable_timing=True); b = torch.cuda.Event(enable_timing=True)
        a.record(); fn(); b.record(); b.synchronize()
        times.append(a.elapsed_time(b) * 1e-3)
    return statistics.median(times)

def reps_for(fn, budget_s=0.08):
    t = timed(fn, 1, warmup=1)
    return max(3, min(50, int(budget_s / max(t, 1e-6))))

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--peak-tflops", type=float, default=989.4, help="dense bf16 peak (H100 SXM)")
    ap.add_argument("--hbm-gb-per-s", type=float, default=3350.0)
    ap.add_argument("--quick", action="store_true")
    a = ap.parse_args()
    dev = torch.device("cuda")
    props = torch.cuda.get_device_properties(dev)
    meta = {"gpu": props.name, "sms": props.multi_processor_count, "torch": torch.__version__,
            "cuda": torch.version.cuda, "cudnn": torch.backends.cudnn.version()}
    out = open(a.out, "w")
    def emit(rec):
        rec.update(meta)
        out.write(json.dumps(rec) + "\n"); out.flush()
    t0 = time.time()
    bf = torch.bfloat16

    # Grouped GEMM at published MoE expert shapes: (model, hidden, expert_ffn, experts per GPU).
    models = [("deepseek-v3", 7168, 2048, 8), ("qwen3-235b-a22b", 4096, 1536, 16),
              ("mixtral-8x7b", 4096, 14336, 2), ("gpt-oss-120b", 2880, 2880, 16),
              ("qwen3-30b-a3b", 2048, 768, 32)]
    tokens = [16, 64, 128, 256, 512, 1024, 2048, 4096] if not a.quick else [128, 1024]
    for name, h, f, e in models:
        for t in tokens:
            for direction, k, n in (("up", h, f), ("down", f, h)):
                total = t * e
                if total * max(k, n) > 2**31: continue
                x = torch.randn(total, k, device=dev, dtype=bf)
                w = torch.randn(e, n, k, device=dev, dtype=bf)  # torchtitan stores (E, out, in)
                offs = torch.arange(1, e + 1, device=dev, dtype=torch.int32) * t
                flops = 2.0 * total * k * n
                rec = {"record_type": "gpu_kernel", "kernel": "grouped_gemm", "model": name,
                       "direction": direction, "experts": e, "tokens_per_expert": t, "k": k, "n": n,
                       "dtype": "bf16", "flops": flops}
                try:
                    fn = lambda: torch._grouped_mm(x, w.transpose(-2, -1), offs=offs)
                    s = timed(fn, reps_for(fn))
                    emit(dict(rec, impl="torch._grouped_mm", time_s=s, tflops=flops / s / 1e12,
                              efficiency=flops / s / 1e12 / a.peak_tflops))
                except Exception as ex:  # noqa: BLE001
                    emit(dict(rec, impl="torch._grouped_mm", error=str(ex)[:200]))
                xs = list(x.split(t)); wt = [w[i].t() for i in range(e)]
                def loop():
                    for i in range(e):
                        torch.mm(xs[i], wt[i])
                s = timed(loop, reps_for(loop))
                emit(dict(rec, impl="torch.mm loop", time_s=s, tflops=flops / s / 1e12,
                          efficiency=flops / s / 1e12 / a.peak_tflops))
                del x, w
    print(f"grouped gemm done {time.time()-t0:.1f}s", flush=True)

    # Attention: causal, batch so that batch x seq = 16k tokens, 16 heads.
    from torch.nn.attention import sdpa_kernel, SDPBackend
    backends = [("flash", SDPBackend.FLASH_ATTENTION), ("cudnn", SDPBackend.CUDNN_ATTENTION)]
    seqs = [512, 1024, 2048, 4096, 8192, 16384] if not a.quick else [2048]
    for hd in (64, 128):
        heads = 2048 // hd
        for s_len in seqs:
            b = max(1, 16384 // s_len)
            q = torch.randn(b, heads, s_len, hd, device=dev, dtype=bf, requires_grad=True)
            k_ = torch.randn_like(q, requires_grad=True); v = torch.randn_like(q, requires_grad=True)
            fwd_flops = 4.0 * b * heads * s_len * s_len * hd / 2  # causal
            for bname, be in backends:
                rec = {"record_type": "gpu_kernel", "kernel": "attention", "backend": bname,
                       "causal": True, "batch": b, "heads": heads, "seq_len": s_len, "head_dim": hd,
                       "dtype": "bf16"}
                try:
                    with sdpa_kernel([be]):
                        fwd = lambda: F.scaled_dot_product_attention(q, k_, v, is_causal=True)
                        sf = timed(fwd, reps_for(fwd))
                        o = fwd(); g = torch.randn_like(o)
                        def fb():
                            oo = F.scaled_dot_product_attention(q, k_, v, is_causal=True)
                            oo.backward(g)
                        sfb = timed(fb, reps_for(fb))
                    sb = max(sfb - sf, 1e-9)
                    emit(dict(rec, fwd_s=sf, bwd_s=sb, fwd_tflops=fwd_flops / sf / 1e12,
                              bwd_tflops=2.5 * fwd_flops / sb / 1e12,
                              fwd_efficiency=fwd_flops / sf / 1e12 / a.peak_tflops,
                              bwd_efficiency=2.5 * fwd_flops / sb / 1e12 / a.peak_tflops))
                except Exception as ex:  # noqa: BLE001
                    emit(dict(rec, error=str(ex)[:200]))
            del q, k_, v
    print(f"attention done {time.time()-t0:.1f}s", flush=True)

    # Elementwise: bytes each kernel must move at least, over its time.
    n_tok, h = 16384, 4096
    x = torch.randn(n_tok, h, device=dev, dtype=bf); wn = torch.ones(h, device=dev, dtype=bf)
    gate = torch.randn(n_tok, 4 * h, device=dev, dtype=bf); up = torch.randn_like(gate)
    cases = [("rms_norm", lambda: F.rms_norm(x, (h,), wn), 2 * x.numel() * 2),
             ("swiglu", lambda: F.silu(gate) * up, 3 * gate.numel() * 2),
             ("copy", lambda: gate.clone(), 2 * gate.numel() * 2)]
    for vocab in (32768, 128256):
        # fp32 logits (Megatron's loss path): log-softmax reads and writes them once at least.
        logits = torch.randn(8192, vocab, device=dev, dtype=torch.float32)
        tgt = torch.randint(0, vocab, (8192,), device=dev)
        cases.append((f"cross_entropy_fp32_v{vocab}", (lambda l=logits, t=tgt: F.cross_entropy(l, t)),
                      logits.numel() * 8))
    p = torch.nn.Parameter(torch.randn(64 * 2**20, device=dev)); p.grad = torch.randn_like(p)
    opt = torch.optim.AdamW([p], lr=1e-4, fused=True)
    opt.step()  # creates the moments
    # fp32 AdamW: param, exp_avg, exp_avg_sq read and written, grad read: 28 bytes a parameter.
    cases.append(("fused_adamw_fp32", opt.step, p.numel() * 28))
    for name, fn, nbytes in cases:
        try:
            s = timed(fn, reps_for(fn))
            emit({"record_type": "gpu_kernel", "kernel": "elementwise", "op": name, "bytes": nbytes,
                  "time_s": s, "gb_per_s": nbytes / s / 1e9,
                  "bandwidth_share": nbytes / s / 1e9 / a.hbm_gb_per_s})
        except Exception as ex:  # noqa: BLE001
            emit({"record_type": "gpu_kernel", "kernel": "elementwise", "op": name, "error": str(ex)[:200]})
    print(f"all done {time.time()-t0:.1f}s", flush=True)

if __name__ == "__main__":
    sys.exit(main())
