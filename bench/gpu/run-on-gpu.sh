#!/usr/bin/env bash
# Shoal's CUDA path on a machine with NVIDIA GPUs, end to end, and what it measured.
#   bench/gpu/run-on-gpu.sh BIN_DIR OUT_DIR
# BIN_DIR holds `shoal` and `shoal-cuda` (a build with CUDA: build/cli); OUT_DIR
# receives the measured hardware profile, the executor's runs, the simulator's
# prediction for them, PyTorch kernel timings and a log. One MPI rank per GPU.
# Needs mpirun (OpenMPI), and python3 with PyTorch for the kernel timings.
# Environment: STEPS (executor steps, default 10), PROFILE=file (skip profiling,
# predict on that profile), SKIP_CPU=1 (skip the CPU-backend comparison run),
# SKIP_MEMCHECK=1 (skip compute-sanitizer), HBM_GB_PER_S (the GPU's HBM bandwidth
# the PyTorch elementwise rates are divided by; default 3350, an H100 SXM's),
# TORCH_SCRIPTS (the PyTorch scripts to run; default all but the GEMM grid and the
# expert-GEMM replays, which take minutes).
# data/measured/h100-sxm-2026-11-27/README.md lists what it wrote on an H100.
set -u -o pipefail
BIN=${1:?BIN_DIR}; OUT_DIR=${2:?OUT_DIR}
HERE=$(cd "$(dirname "$0")" && pwd); ROOT=$(cd "$HERE/../.." && pwd)
mkdir -p "$OUT_DIR"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
NGPU=$(nvidia-smi -L | grep -c '^GPU')
step() { echo; echo "== $* ($(date +%T))"; }
run() { local t=$1; shift; echo "\$ $*"; timeout "$t" "$@"; echo "rc=$?"; }

step machine
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.sm,power.limit,power.draw,memory.total --format=csv

STEPS=${STEPS:-10}
if [ -n "${PROFILE:-}" ]; then P=$PROFILE; else  # PROFILE=file: skip profiling, use that
step "profile --quick (smoke)"
run 90 mpirun -np "$NGPU" "$BIN/shoal" profile --backend cuda --quick --out "$OUT_DIR/profile-quick.json"

step "profile (full sweep)"
run 240 mpirun -np "$NGPU" "$BIN/shoal" profile --backend cuda --out "$OUT_DIR/profile.json"
P="$OUT_DIR/profile.json"; [ -s "$P" ] || P="$OUT_DIR/profile-quick.json"
fi

S="$ROOT/scenarios/executor"
step "execute: one GPU, bf16 GEMMs through cuBLAS; the same run on the CPU backend (fp64)"
run 150 mpirun -np 1 "$BIN/shoal" execute "$S/small-moe-1.json" --plan "$S/plan-single-cuda-bf16.json" \
  --backend cuda --steps "$STEPS" --lr 0.001 --out "$OUT_DIR/execute-cuda-single.json"
[ -n "${SKIP_CPU:-}" ] || run 90 mpirun -np 1 "$BIN/shoal" execute "$S/small-moe-1.json" --plan "$S/plan-single.json" \
  --backend cpu --steps 10 --lr 0.001 --out "$OUT_DIR/execute-cpu-single.json"
step "execute: DP2 x EP2 as two ranks (threads) sharing the GPU"
run 150 mpirun -np 1 "$BIN/shoal" execute "$S/small-moe-2.json" --plan "$S/plan-dp2-ep2-cuda-bf16.json" \
  --backend cuda --simulate-ranks 2 --steps "$STEPS" --lr 0.001 --out "$OUT_DIR/execute-cuda-dp2-ep2.json"
if [ "$NGPU" -ge 2 ]; then
  step "execute: DP2 x EP2 on two GPUs through NCCL"
  run 180 mpirun -np 2 "$BIN/shoal" execute "$S/small-moe-2.json" --plan "$S/plan-dp2-ep2-cuda-bf16.json" \
    --backend cuda --steps "$STEPS" --lr 0.001 --out "$OUT_DIR/execute-cuda-dp2-ep2-nccl.json"
fi
step "predicted vs measured (simulator on the measured profile)"
for r in "$OUT_DIR"/execute-cuda-*.json; do
  [ -s "$r" ] && run 60 "$BIN/shoal" validate --executor "$r" --hardware "$P"
done
if [ -z "${SKIP_MEMCHECK:-}" ] && command -v compute-sanitizer >/dev/null; then
  step "compute-sanitizer memcheck: two executor steps"
  run 120 mpirun -np 1 compute-sanitizer --tool memcheck --report-api-errors no --error-exitcode 9 "$BIN/shoal-cuda" execute "$S/small-moe-1.json" \
    --plan "$S/plan-single-cuda-bf16.json" --backend cuda --steps 2 --quiet
fi
step "PyTorch kernel timings"
# TORCH_SCRIPTS: which of this folder's PyTorch scripts to run (names without .py).
for t in ${TORCH_SCRIPTS:-torch_kernels torch_kernels_more torch_kernels_moe torch_grouped_streams}; do
  args=(--out "$OUT_DIR/$t.jsonl")
  [ "$t" = torch_kernels ] && args+=(--hbm-gb-per-s "${HBM_GB_PER_S:-3350}")
  PYTHONUNBUFFERED=1 run 300 env -u LD_LIBRARY_PATH python3 "$HERE/$t.py" "${args[@]}"
done
step done
nvidia-smi --query-gpu=clocks.sm,power.draw,temperature.gpu --format=csv
