#!/usr/bin/env bash
# Turn `swift test` output (XCTest and/or Swift Testing) into the plain closing
# line "N passed, N failed[, N skipped]" that CI reads, summing both frameworks
# (swift test runs XCTest first, then Swift Testing, each with its own summary).
#
# Usage:  tests/toolchain/swift.sh run DIR -- swift test 2>&1 | tee swift.log
#         tests/toolchain/swift-summary.sh swift.log     (or the log on stdin)
# Exits 2 if the log shows no test at all (e.g. the build failed).
# Counts per test, not per assertion (XCTest's "with N failures" counts
# assertions). A test that started but never finished (crash) counts as failed.
# Don't use `swift test --parallel`: it hides the per-test XCTest lines.
set -euo pipefail
sed 's/\x1b\[[0-9;]*m//g' "${1:-/dev/stdin}" | awk '
  # XCTest (Linux and macOS): Test Case '\''X'\'' started|passed|failed|skipped
  /^Test Case .* started/         { xs++; seen = 1 }
  /^Test Case .* passed \(/       { xp++ }
  /^Test Case .* failed \(/       { xf++ }
  /^Test Case .* skipped \(/      { xk++ }
  # Swift Testing: "<symbol> Test name() passed after ..." etc.; skip run totals
  / Test run (started|with)/      { seen = 1; next }
  / Test .* started\.$/           { ts++ }
  / Test .* passed after /        { tp++ }
  / Test .* failed after /        { tf++ }
  / Test .* skipped/              { tk++ }
  END {
    if (!seen) { print "swift-summary: no XCTest/Swift Testing output found" > "/dev/stderr"; exit 2 }
    xc = xs - xp - xf - xk; if (xc < 0) xc = 0          # crashed mid-test
    tc = ts - tp - tf;      if (tc < 0) tc = 0          # (skipped ones never start)
    p = xp + tp; f = xf + xc + tf + tc; k = xk + tk
    line = sprintf("%d passed, %d failed", p, f)
    if (k) line = line sprintf(", %d skipped", k)
    print line
  }'
