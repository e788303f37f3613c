#!/usr/bin/env bash
# SIGKILL a checkpointing `shoal execute` while a shard is being written,
# resume it, and require the loss curve to be bit-identical to an
# uninterrupted run.
set -u
: "${SHOAL:?SHOAL must point at the shoal binary}"
. "$(dirname "$0")/json_losses.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
S=scenarios/executor
run=("$SHOAL" execute "$S/micro-moe-1.json" --plan "$S/plan-single.json" --steps 12 --quiet)

"${run[@]}" --out "$tmp/full.json" || fail "uninterrupted run"

# Checkpoint every 3 steps; each shard waits 0.2 s before it is published,
# which leaves a wide window to be killed mid-write.
"${run[@]}" --checkpoint-dir "$tmp/ck" --checkpoint-every 3 --checkpoint-write-delay 0.2 \
  --out "$tmp/killed.json" &
pid=$!
killed=0
for _ in $(seq 1 6000); do
  if compgen -G "$tmp/ck/step-*/manifest.json" >/dev/null &&
     compgen -G "$tmp/ck/step-*/shard-*.tmp*" >/dev/null; then
    kill -KILL "$pid" && killed=1
    break
  fi
  sleep 0.01
done
wait "$pid" 2>/dev/null
[ "$killed" = 1 ] || fail "never saw a complete checkpoint followed by a shard being written"
[ -e "$tmp/killed.json" ] && fail "the killed run finished anyway"
incomplete=0
for d in "$tmp"/ck/step-*; do [ -e "$d/manifest.json" ] || incomplete=1; done
[ "$incomplete" = 1 ] || fail "expected a checkpoint without manifest (killed mid-write)"

"${run[@]}" --checkpoint-dir "$tmp/ck" --resume --out "$tmp/resumed.json" || fail "resumed run"
grep -q '"resumed_from_step": [1-9]' "$tmp/resumed.json" || fail "did not resume from a checkpoint"
[ "$(losses "$tmp/full.json" | wc -l)" = 12 ] || fail "expected 12 losses"
diff <(losses "$tmp/full.json") <(losses "$tmp/resumed.json") >/dev/null ||
  fail "resumed losses differ from the uninterrupted run"
echo "kill_resume: ok (resumed from $(grep -o '"resumed_from_step": [0-9]*' "$tmp/resumed.json"))"
