#!/usr/bin/env python3
"""Second set of kernel timings on one NVIDIA GPU through PyTorch (see torch_kernels.py):
  grouped_gemm_bwd  torch._grouped_mm forward + backward through autograd (dgrad + wgrad,
                    as torchtitan's MoE runs them), and the torch.mm loop likewise;
  fp8_gemm          torch._scaled_mm e4m3 -> bf16, tensorwise and rowwise scales,
                    with and without fast accumulation, against bf16 torch.mm;
  attention_gqa     SDPA causal with 8 key/value heads (GQA), head_dim 128, flash and cuDNN.
"""
import argparse, json, sys, time
import torch
import torch.nn.functional as F

from torch_kernels import reps_for, timed  # same timing: CUDA events, median after warm-up

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--out", required=True)
    ap.add_argument("--peak-tflops", type=float, default=989.4)
    a = ap.parse_args()
    dev = torch.device("cuda"); bf = torch.bfloat16
    props = torch.cuda.get_device_properties(dev)
    meta = {"gpu": props.name, "sms": props.multi_processor_count, "torch": torch.__version__,
            "cuda": torch.version.cuda}
    out = open(a.out, "w")
    def emit(r):
        r.update(meta); out.write(json.dumps(r) + "\n"); out.flush()
    t0 = time.time()
    models = [("deepseek-v3", 7168, 2048, 8), ("qwen3-235b-a22b", 4096, 1536, 16),
              ("mixtral-8x7b", 4096, 14336, 2), ("qwen3-30b-a3b", 2048, 768, 32)]
    for name, h, f, e in models:
        for t in (128, 512, 2048, 4096):
            total = t * e
            x = torch.randn(total, h, device=dev, dtype=bf, requires_grad=True)
            w = torch.randn(e, f, h, device=dev, dtype=bf, requires_grad=True)
            offs = torch.arange(1, e + 1, device=dev, dtype=torch.int32) * t
            fwd_flops = 2.0 * total * h * f
            g = torch.randn(total, f, device=dev, dtype=bf)
            rec = {"record_type": "gpu_kernel", "kernel": "grouped_gemm_bwd", "model": name,
                   "experts": e, "tokens_per_expert": t, "k": h, "n": f, "dtype": "bf16",
                   "fwd_flops": fwd_flops}
            for impl in ("torch._grouped_mm", "torch.mm loop"):
                try:
                    if impl == "torch._grouped_mm":
                        fwd = lambda: torch._grouped_mm(x, w.transpose(-2, -1), offs=offs)
                    else:
                        def fwd():
                            return torch.cat([torch.mm(xi, w[i].t()) for i, xi in enumerate(x.split(t))])
                    def fb():
                        fwd().backward(g)
                    with torch.no_grad():
                        sf = timed(fwd, reps_for(fwd))
                    sfb = timed(fb, reps_for(fb))
                    sb = max(sfb - sf, 1e-9)
                    emit(dict(rec, impl=impl, fwd_s=sf, bwd_s=sb, fwd_tflops=fwd_flops / sf / 1e12,
                              bwd_tflops=2 * fwd_flops / sb / 1e12,
                              bwd_efficiency=2 * fwd_flops / sb / 1e12 / a.peak_tflops))
                except Exception as ex:  # noqa: BLE001
                    emit(dict(rec, impl=impl, error=str(ex)[:300]))
                x.grad = None; w.grad = None
            del x, w, g
    print(f"grouped bwd done {time.time()-t0:.1f}s", flush=True)

    e4 = torch.float8_e4m3fn
    shapes = [(1024, 1024, 1024), (2048, 2048, 2048), (4096, 4096, 4096), (8192, 8192, 8192),
              (16384, 8192, 8192), (8192, 1024, 4096), (8192, 4096, 1024), (16384, 14336, 4096),
              (16384, 4096, 14336), (16384, 1536, 4096), (4096, 2048, 7168), (2048, 7168, 2048)]
    for m, n, k in shapes:
        A = torch.randn(m, k, device=dev).to(e4); B = torch.randn(n, k, device=dev).to(e4).t()
        flops = 2.0 * m * n * k
        Ab = torch.randn(m, k, device=dev, dtype=bf); Bb = torch.randn(n, k, device=dev, dtype=bf).t()
        fn = lambda: torch.mm(Ab, Bb)
        s = timed(fn, reps_for(fn))
        emit({"record_type": "gpu_kernel", "kernel": "gemm", "m": m, "n": n, "k": k, "dtype": "bf16",
              "impl": "torch.mm", "time_s": s, "tflops": flops / s / 1e12})
        one = torch.tensor(1.0, device=dev)
        for scaling in ("tensorwise", "rowwise"):
            sa = one if scaling == "tensorwise" else torch.ones(m, 1, device=dev)
            sb = one if scaling == "tensorwise" else torch.ones(1, n, device=dev)
            for fast in (True, False):
                rec = {"record_type": "gpu_kernel", "kernel": "gemm", "m": m, "n": n, "k": k,
                       "dtype": "fp8_e4m3", "impl": "torch._scaled_mm", "scaling": scaling,
                       "fast_accum": fast}
                try:
                    fn = lambda: torch._scaled_mm(A, B, scale_a=sa, scale_b=sb, out_dtype=bf,
                                                  use_fast_accum=fast)
                    s = timed(fn, reps_for(fn))
                    emit(dict(rec, time_s=s, tflops=flops / s / 1e12))
                except Exception as ex:  # noqa: BLE001
                    emit(dict(rec, error=str(ex)[:300]))
    print(f"fp8 done {time.time()-t0:.1f}s", flush=True)

    from torch.nn.attention import sdpa_kernel, SDPBackend
    for s_len in (1024, 2048, 4096, 8192, 16384, 32768):
        b = max(1, 32768 // s_len); hq, hkv, hd = 32, 8, 128
        q = torch.randn(b, hq, s_len, hd, device=dev, dtype=bf, requires_grad=True)
        k_ = torch.randn(b, hkv, s_len, hd, device=dev, dtype=bf, requires_grad=True)
        v = torch.randn_like(k_, requires_grad=True)
        fwd_flops = 4.0 * b * hq * s_len * s_len * hd / 2
        for bname, be in (("flash", SDPBackend.FLASH_ATTENTION), ("cudnn", SDPBackend.CUDNN_ATTENTION)):
            rec = {"record_type": "gpu_kernel", "kernel": "attention", "backend": bname, "causal": True,
                   "batch": b, "heads": hq, "kv_heads": hkv, "seq_len": s_len, "head_dim": hd,
                   "dtype": "bf16"}
            try:
                with sdpa_kernel([be]):
                    fwd = lambda: F.scaled_dot_product_attention(q, k_, v, is_causal=True, enable_gqa=True)
                    with torch.no_grad():
                        sf = timed(fwd, reps_for(fwd))
                    g = torch.randn(b, hq, s_len, hd, device=dev, dtype=bf)
                    def fb():
                        fwd().backward(g)
                    sfb = timed(fb, reps_for(fb))
                sb = max(sfb - sf, 1e-9)
                emit(dict(rec, fwd_s=sf, bwd_s=sb, fwd_tflops=fwd_flops / sf / 1e12,
                          bwd_tflops=2.5 * fwd_flops / sb / 1e12))
            except Exception as ex:  # noqa: BLE001
                emit(dict(rec, error=str(ex)[:300]))
        del q, k_, v
    print(f"all done {time.time()-t0:.1f}s", flush=True)

if __name__ == "__main__":
    sys.exit(main())
