#!/usr/bin/env bash
# Runs every cargo-fuzz target of fuzz/ for SECONDS each (default 60), one after another,
# and prints per target "<target>: N execs, crash|ok", then "N passed, N failed".
#   tests/fuzz.sh [SECONDS]
# libFuzzer is built from libfuzzer-sys's bundled source. No nightly is needed:
# RUSTC_BOOTSTRAP=1 lets stable rustc take cargo-fuzz's -Z flags, and --sanitizer none
# drops ASan (the targets are safe Rust: a bug shows as a panic, which libFuzzer reports).
# Installs cargo-fuzz with cargo if missing. A crash leaves its input in
# fuzz/artifacts/<target>/ and reproduces with `cargo fuzz run <target> <file>`.
set -uo pipefail
seconds="${1:-60}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
export RUSTC_BOOTSTRAP=1
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked --version 0.13.2 || {
  echo "cargo-fuzz could not be installed"
  echo "0 passed, 1 failed"
  exit 1
}
if ! cargo fuzz build --sanitizer none -O >"$root/fuzz/build.log" 2>&1; then
  tail -20 "$root/fuzz/build.log"
  echo "0 passed, 1 failed"
  exit 1
fi
passed=0 failed=0
for target in $(cargo fuzz list); do
  mkdir -p "fuzz/corpus/$target"
  log="fuzz/$target.log"
  cargo fuzz run --sanitizer none -O "$target" "fuzz/corpus/$target" -- \
    -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 >"$log" 2>&1
  status=$?
  execs="$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)"
  [[ -n "$execs" ]] || execs="$(grep -oE '#[0-9]+' "$log" | tail -1 | tr -d '#')"
  if [[ $status -eq 0 ]]; then
    passed=$((passed + 1))
    echo "$target: ${execs:-?} execs in ${seconds}s, no crash"
  else
    failed=$((failed + 1))
    echo "$target: ${execs:-?} execs, CRASH (exit $status):"
    grep -E "panicked|ERROR|Test unit written" "$log" | head -5
  fi
done
echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
