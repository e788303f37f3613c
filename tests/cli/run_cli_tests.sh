#!/usr/bin/env bash
# Runs the real `shoal` binary: exit codes, error messages, outputs.
# Each check prints expected beside actual when it fails.
set -u
: "${SHOAL:?SHOAL must point at the shoal binary}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0

expect() {  # expect NAME WANT_RC WANT_TEXT -- command...
  local name=$1 want_rc=$2 want_text=$3
  shift 4
  local out rc
  out=$("$@" 2>&1)
  rc=$?
  if [ "$rc" != "$want_rc" ] || [[ "$out" != *"$want_text"* ]]; then
    echo "FAIL $name: expected rc=$want_rc and output containing [$want_text]"
    echo "     actual rc=$rc, output: ${out:0:600}"
    failed=$((failed + 1))
  else
    passed=$((passed + 1))
  fi
}

# SHOAL_CLI_ONLY=calibrate,ingest runs only those groups (while developing).
for f in tests/cli/*.sh.inc; do
  group=$(basename "$f" .sh.inc)
  if [ -n "${SHOAL_CLI_ONLY:-}" ] && [[ ",$SHOAL_CLI_ONLY," != *",$group,"* ]]; then continue; fi
  # shellcheck source=/dev/null
  . "$f"
done

echo "cli${SHOAL_CLI_ONLY:+ ($SHOAL_CLI_ONLY)}: $passed passed, $failed failed"
[ "$passed" -gt 0 ] || { echo "no check ran (SHOAL_CLI_ONLY=${SHOAL_CLI_ONLY:-})"; exit 1; }
[ "$failed" = 0 ]
