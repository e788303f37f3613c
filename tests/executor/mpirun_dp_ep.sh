#!/usr/bin/env bash
# Under mpirun -np 2 on loopback: a DP+EP plan trains and its loss falls; a
# plan for another world size is refused with exit code 2.
set -u
: "${SHOAL:?SHOAL must point at the shoal binary}"
: "${MPIRUN:=mpirun}"
. "$(dirname "$0")/json_losses.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
S=scenarios/executor

"$MPIRUN" --oversubscribe -np 2 "$SHOAL" execute "$S/tiny-moe-2.json" --plan "$S/plan-dp2-ep2.json" \
  --steps 12 --quiet --out "$tmp/run.json" || fail "mpirun DP2 EP2 run"
first=$(losses "$tmp/run.json" | head -1)
last=$(losses "$tmp/run.json" | tail -1)
echo "DP2 EP2 under mpirun: loss $first -> $last"
awk -v a="$first" -v b="$last" 'BEGIN { exit !(b < a - 1.0) }' || fail "loss did not fall by 1 nat"
grep -q '"world_size": 2' "$tmp/run.json" || fail "world_size missing"
grep -q '"exposed_ep_s"' "$tmp/run.json" || fail "breakdown missing"

out=$("$MPIRUN" --oversubscribe -np 2 "$SHOAL" execute "$S/tiny-moe-1.json" \
  --plan "$S/plan-single.json" --steps 2 --quiet 2>&1)
rc=$?
[ "$rc" = 2 ] || fail "a 1-rank plan under -np 2 should exit 2, got $rc: $out"
[[ "$out" == *"MPI world has 2"* ]] || fail "refusal should name the world size: $out"
echo "mpirun_dp_ep: ok"
