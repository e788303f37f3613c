# Helpers for the executor's shell tests (sourced).
# losses FILE: the "losses" array of a RUN.json, one number per line.
losses() {
  awk '/"losses": \[/{on=1; next} on && /\]/{exit} on {gsub(/[ ,]/, ""); print}' "$1"
}
fail() {
  echo "FAIL: $*"
  exit 1
}
