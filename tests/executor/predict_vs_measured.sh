#!/usr/bin/env bash
# The loop closed on this machine: profile it (CPU backend, 2 MPI ranks), train
# the small MoE with DP2 x EP2 under mpirun, and compare the simulator's step
# time on the measured profile with the executor's. Prints both.
#
# lr 0.001: at the default 0.01 this model's router collapses within a few
# steps, and the steps run faster as the experts skip the dropped tokens.
#
# Target: the prediction within 25% of the measured step time (the issue's).
# The machine is shared, so load can change between profiling and training
# (two ranks oversubscribed on two cores: a rank descheduled mid-step shows
# up as the other's all-to-all wait): a miss is measured again (profile and
# run again), up to three attempts, before the test fails; every attempt is
# printed. A systematic error fails all three.
set -u
: "${SHOAL:?SHOAL must point at the shoal binary}"
: "${MPIRUN:=mpirun}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
S=scenarios/executor
fail() { echo "FAIL predict_vs_measured: $*"; exit 1; }

attempt() {
  "$MPIRUN" --oversubscribe -np 2 "$SHOAL" profile --backend cpu --quick --out "$tmp/cpu.json" \
    > "$tmp/profile.log" 2>&1 || { cat "$tmp/profile.log"; fail "profiling"; }
  "$MPIRUN" --oversubscribe -np 2 "$SHOAL" execute "$S/small-moe-2.json" --plan "$S/plan-dp2-ep2.json" \
    --steps 4 --lr 0.001 --quiet --out "$tmp/run.json" || fail "mpirun DP2 EP2 run"
  "$SHOAL" validate --executor "$tmp/run.json" --hardware "$tmp/cpu.json" || fail "validate --executor"
  json=$("$SHOAL" validate --executor "$tmp/run.json" --hardware "$tmp/cpu.json" --json) || fail "json"
  predicted=$(echo "$json" | tr -d ' \n' | sed -n 's/.*"step_s":{"measured_s":[^,]*,"predicted_s":\([^}]*\)}.*/\1/p')
  measured=$(echo "$json" | tr -d ' \n' | sed -n 's/.*"step_s":{"measured_s":\([^,]*\),.*/\1/p')
  [ -n "$predicted" ] && [ -n "$measured" ] || fail "could not read the step times from: $json"
  echo "step time: predicted $predicted s, measured $measured s"
  awk -v p="$predicted" -v m="$measured" 'BEGIN { exit !(p > 0 && m > 0 && p > 0.75 * m && p < 1.25 * m) }'
}
attempt || { echo "not within 25%: measuring again"; attempt; } ||
  { echo "not within 25%: measuring a third time"; attempt; } ||
  fail "prediction $predicted s is not within 25% of the measured $measured s"
echo "predict_vs_measured: ok"
