#!/usr/bin/env bash
# CTest profiler_mpirun: two MPI ranks on loopback run `shoal profile --backend
# cpu --quick`; the profile must load through core's loader (a scenario naming
# it, read by `shoal inspect`) and hold the measured sections.
set -euo pipefail
: "${SHOAL:?SHOAL must point at the shoal binary}"
MPIEXEC=${MPIEXEC:-mpirun}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$MPIEXEC" -np 2 --oversubscribe --mca btl self,vader,tcp \
  "$SHOAL" profile --backend cpu --quick --out "$tmp/profile.json" > "$tmp/summary.txt"
cat "$tmp/summary.txt"

fail() { echo "FAIL: $*"; exit 1; }
[ -s "$tmp/profile.json" ] || fail "no profile written"
ls "$tmp" | grep -q '\.tmp' && fail "temporary file left beside the profile"

# Loads through core's strict loader: a scenario naming the profile by path.
grep -v '^//' scenarios/mixtral-8x7b-64-h100.json |
  jq --arg hw "$tmp/profile.json" 'del(.plan) | .hardware = $hw | .cluster.num_gpus = 2' \
  > "$tmp/scenario.json"
"$SHOAL" inspect "$tmp/scenario.json" > "$tmp/inspect.txt" || fail "profile does not load"
grep -q "on 2 x " "$tmp/inspect.txt" || fail "inspect did not use the profile: $(cat "$tmp/inspect.txt")"

# What it measured: 2 ranks, the five intra-node collectives, a GEMM table.
jq -e '.node.gpus_per_node == 2 and .gpu.arch == "cpu" and .node.intra_topology == "pcie"' \
  "$tmp/profile.json" > /dev/null || fail "node/gpu fields"
jq -e '[.efficiency.collectives[] | select(.scope == "intra_node" and .ranks == 2)
        | .collective] | sort == ["all_gather","all_reduce","all_to_all","reduce_scatter","send_recv"]' \
  "$tmp/profile.json" > /dev/null || fail "collective fits"
jq -e '(.efficiency.gemm_table | length) > 0 and (.measured.gemm | length) > 0
       and (.measured.collectives | length) > 0 and .measured.environment.ranks == 2
       and .measured.power.available == false' \
  "$tmp/profile.json" > /dev/null || fail "measured section"
echo "profiler_mpirun: ok"
