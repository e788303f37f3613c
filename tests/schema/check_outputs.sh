#!/usr/bin/env bash
# Every command's JSON output follows its schema in docs/result-schemas.json
# (described in docs/result-schemas.md): inspect, simulate, plan (with and
# without --explain, --json and --out), sweep (feasible and infeasible points),
# validate (--runs and --executor), ingest and calibrate. Also checks that the checker rejects a
# document that breaks the schema, so this test can fail.
set -u
: "${SHOAL:?SHOAL must point at the shoal binary}"
: "${SCHEMA_CHECK:?SCHEMA_CHECK must point at the schema_check binary}"
schema=docs/result-schemas.json
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0

check() {  # check NAME KIND FILE [--lines]
  local name=$1 kind=$2 file=$3
  shift 3
  if out=$("$SCHEMA_CHECK" "$schema" "$kind" "$file" "$@" 2>&1); then
    passed=$((passed + 1))
  else
    echo "FAIL $name: $out"
    failed=$((failed + 1))
  fi
}

sed 's/"num_layers": 32/"num_layers": 4/' scenarios/mixtral-8x7b-64-h100.json > "$tmp/small-moe.json"

"$SHOAL" inspect scenarios/m6-1t-480-v100.json --json > "$tmp/inspect.json"
check "inspect --json" inspection "$tmp/inspect.json"
"$SHOAL" inspect --hf data/hf_configs/qwen3-30b-a3b.json --seq-len 4096 --json > "$tmp/inspect-hf.json" 2> /dev/null
check "inspect --hf --json" inspection "$tmp/inspect-hf.json"
"$SHOAL" simulate scenarios/gpt3-175b-1024-a100.json --json > "$tmp/simulate.json"
check "simulate --json" simulation "$tmp/simulate.json"
"$SHOAL" simulate "$tmp/small-moe.json" --out "$tmp/simulate-out.json" > /dev/null
check "simulate --out" simulation "$tmp/simulate-out.json"
sed -e 's/"precision": "bf16"/"precision": "fp4"/' -e 's/"hardware": "h100"/"hardware": "b200"/' \
  "$tmp/small-moe.json" > "$tmp/small-moe-fp4.json"
"$SHOAL" simulate "$tmp/small-moe-fp4.json" --json > "$tmp/simulate-fp4.json"
check "simulate --json, fp4 on B200" simulation "$tmp/simulate-fp4.json"
# Activation CPU offloading: the plan carries "activation_offload_layers" (pp 1, no recompute).
sed -e 's/"tp": 2, "pp": 4, "dp": 8, "ep": 8/"tp": 2, "pp": 1, "dp": 32, "ep": 8, "activation_offload_layers": 2/' \
  -e 's/"recompute": "selective"/"recompute": "none"/' "$tmp/small-moe.json" > "$tmp/small-moe-offload.json"
"$SHOAL" simulate "$tmp/small-moe-offload.json" --json > "$tmp/simulate-offload.json" 2> /dev/null
check "simulate --json, activation offload" simulation "$tmp/simulate-offload.json"
grep -q '"activation_offload_layers": 2' "$tmp/simulate-offload.json" || { echo "FAIL simulate-offload.json has no activation_offload_layers"; failed=$((failed + 1)); }
# Fine-grained activation offloading: the plan carries "activation_offload_modules".
sed -e 's/"tp": 2, "pp": 4, "dp": 8, "ep": 8/"tp": 2, "pp": 4, "dp": 8, "ep": 8, "activation_offload_modules": ["expert_fc1", "moe_act"]/' \
  "$tmp/small-moe.json" > "$tmp/small-moe-fgoffload.json"
"$SHOAL" simulate "$tmp/small-moe-fgoffload.json" --json > "$tmp/simulate-fgoffload.json" 2> /dev/null
check "simulate --json, fine-grained activation offload" simulation "$tmp/simulate-fgoffload.json"
grep -q '"activation_offload_modules"' "$tmp/simulate-fgoffload.json" || { echo "FAIL simulate-fgoffload.json has no activation_offload_modules"; failed=$((failed + 1)); }
sed 's/"micro_batch_size": 1, "recompute": "full"/"micro_batch_size": 4, "recompute": "none"/' \
  scenarios/gpt3-175b-1024-a100.json > "$tmp/oom.json"
"$SHOAL" simulate "$tmp/oom.json" --json > "$tmp/simulate-oom.json" 2> /dev/null
check "simulate --json, plan out of memory" simulation "$tmp/simulate-oom.json"

"$SHOAL" plan "$tmp/small-moe.json" --gpus 16 --top 3 --json > "$tmp/plan.json"
check "plan --json" plan_search "$tmp/plan.json"
"$SHOAL" plan "$tmp/small-moe.json" --gpus 16 --top 4 --distinct --explain --tp 1..2 \
  --global-batch 64..128 --out "$tmp/plan-explain.json" > /dev/null
check "plan --explain --out, constrained" plan_search "$tmp/plan-explain.json"
"$SHOAL" plan "$tmp/small-moe.json" --gpus 16 --top 3 --objective energy --explain --json > "$tmp/plan-energy.json"
check "plan --objective energy --explain" plan_search "$tmp/plan-energy.json"
# A plan in Megatron's other rank order carries "rank_order" (docs/planner.md "Placement").
"$SHOAL" plan scenarios/llama2-70b-lora-8-h100.json --gpus 32 --pp 2..8 --cp 1 --top 2 --json > "$tmp/plan-order.json"
check "plan --json, tp-cp-ep-pp-dp order" plan_search "$tmp/plan-order.json"
# ZeRO-Infinity: M6-10T's state on the DGX-1V's SSDs ("offload_device": "nvme", memory "nvme_bytes").
"$SHOAL" plan scenarios/m6-10t-512-v100.json --top 2 --json > "$tmp/plan-nvme.json"
check "plan --json, state on NVMe" plan_search "$tmp/plan-nvme.json"
grep -q '"offload_device": "nvme"' "$tmp/plan-nvme.json" || { echo "FAIL plan --json names the NVMe device"; failed=$((failed + 1)); }
grep -q '"rank_order": "tp-cp-ep-pp-dp"' "$tmp/plan-order.json" || { echo "FAIL plan-order.json has no rank_order"; failed=$((failed + 1)); }

"$SHOAL" sweep "$tmp/small-moe.json" --gpus 1,16 --hardware v100-16gb,h100 --json > "$tmp/sweep.json"
check "sweep --json (an infeasible point)" sweep "$tmp/sweep.json"
"$SHOAL" sweep "$tmp/small-moe.json" --gpus 16 --cp 1 --out "$tmp/sweep-out.json" > /dev/null
check "sweep --out, constrained" sweep "$tmp/sweep-out.json"

# Published rows: three from Narayanan et al. SC'21, Table 2, and one with a measured peak
# memory (each row names its source).
"$SHOAL" validate --runs tests/schema/published_runs_sample.jsonl --json > "$tmp/validate-all.jsonl"
grep '"kind":"validation_row"' "$tmp/validate-all.jsonl" > "$tmp/validate.jsonl"
check "validate --json" validation_row "$tmp/validate.jsonl" --lines
# A fourth row (T0472) reports a measured peak: its memory_validation_row line.
grep '"kind":"memory_validation_row"' "$tmp/validate-all.jsonl" > "$tmp/validate-memory.jsonl"
check "validate --json, peak memory rows" memory_validation_row "$tmp/validate-memory.jsonl" --lines
"$SHOAL" validate --runs tests/schema/published_runs_sample.jsonl --out "$tmp/validate-out-all.jsonl" > /dev/null
grep '"kind":"validation_row"' "$tmp/validate-out-all.jsonl" > "$tmp/validate-out.jsonl"
check "validate --out" validation_row "$tmp/validate-out.jsonl" --lines
"$SHOAL" validate --energy data/metered_runs.jsonl --json > "$tmp/energy.jsonl" 2> /dev/null
check "validate --energy --json" energy_validation_row "$tmp/energy.jsonl" --lines
"$SHOAL" validate --collectives data/collective_measurements.jsonl --json > "$tmp/collectives.jsonl"
check "validate --collectives --json" collective_validation_row "$tmp/collectives.jsonl" --lines
"$SHOAL" execute scenarios/executor/micro-moe-1.json --plan scenarios/executor/plan-single.json \
  --steps 2 --quiet --out "$tmp/run.json" > /dev/null 2>&1
"$SHOAL" validate --executor "$tmp/run.json" --hardware a100-80gb --json > "$tmp/executor.json"
check "validate --executor --json" executor_validation "$tmp/executor.json"

# A framework log read back (shoal ingest) and compared (validate --executor).
logs=tests/data/logs
"$SHOAL" ingest $logs/torchtitan-llama3-8b-cp2-4gpu.log --from torchtitan \
  --scenario $logs/scenario-llama3-8b-cp2-4-h100.json --out "$tmp/measured.json" > /dev/null 2>&1
check "ingest --out (torchtitan)" measured_run "$tmp/measured.json"
echo '{"plan": {"dp": 8, "tp": 1, "pp": 2, "ep": 8, "micro_batch_size": 1, "zero_stage": 1}}' > "$tmp/mx-plan.json"
"$SHOAL" ingest $logs/megatron-synthetic-args-memory.log --from megatron --scenario \
  $logs/scenario-mixtral-8x7b-16-h100.json --plan "$tmp/mx-plan.json" --json > "$tmp/measured-mx.json" 2> /dev/null
check "ingest --json (megatron, memory and power)" measured_run "$tmp/measured-mx.json"
"$SHOAL" ingest $logs/torch-profiler-synthetic-rank0.json --from torch-profiler --skip-steps 0 \
  --scenario $logs/scenario-llama3-8b-cp2-4-h100.json --json > "$tmp/measured-trace.json" 2> /dev/null
check "ingest --json (torch-profiler, phases)" measured_run "$tmp/measured-trace.json"
"$SHOAL" validate --executor "$tmp/measured-trace.json" --hardware h100 --json > "$tmp/executor-trace.json"
check "validate --executor on a profiler trace" executor_validation "$tmp/executor-trace.json"
"$SHOAL" validate --executor "$tmp/measured.json" --hardware h100 --json > "$tmp/executor-measured.json"
check "validate --executor on a measured run" executor_validation "$tmp/executor-measured.json"

# calibrate --json: the torchtitan run above and the executor run, one parameter each way.
"$SHOAL" calibrate --runs "$tmp/measured.json" --hardware h100 --params gemm --out "$tmp/h100-cal.json" \
  --json > "$tmp/calibration.json"
check "calibrate --json" calibration "$tmp/calibration.json"

# The checker fails documents that break the schema.
sed 's/"kind": "plan_search"/"kind": "plan-search"/' "$tmp/plan.json" > "$tmp/broken.json"
if "$SCHEMA_CHECK" "$schema" plan_search "$tmp/broken.json" > /dev/null; then
  echo "FAIL the checker accepts a wrong kind"
  failed=$((failed + 1))
else
  passed=$((passed + 1))
fi
sed 's/"step_time_s"/"step_seconds"/' "$tmp/simulate.json" > "$tmp/broken.json"
if "$SCHEMA_CHECK" "$schema" simulation "$tmp/broken.json" > /dev/null; then
  echo "FAIL the checker accepts a renamed key"
  failed=$((failed + 1))
else
  passed=$((passed + 1))
fi

echo "result_schemas: $passed passed, $failed failed"
[ "$failed" = 0 ]
