#!/usr/bin/env bash
# Turn JUnit Platform console-launcher output into the plain closing line
# "N passed, N failed[, N skipped]" that CI reads (the launcher's own boxed
# "[ N tests successful ]" table is not a format CI recognises).
#
# Usage:  java -jar "$JUNIT_CONSOLE_JAR" ... | tee junit.log; tests/toolchain/junit-summary.sh junit.log
#         (or pipe the log on stdin). Exits 2 if no launcher summary was found.
# Counts: passed = "tests successful"; failed = "tests failed" + "containers failed"
# (a class whose init/@BeforeAll throws fails as a container with 0 failed tests,
# which must not read as green); skipped = "tests skipped" + "tests aborted".
set -euo pipefail
sed 's/\x1b\[[0-9;]*m//g' "${1:-/dev/stdin}" | awk '
  /^\[ *[0-9]+ tests successful/   { ok = $2; seen = 1 }
  /^\[ *[0-9]+ tests failed/       { bad += $2 }
  /^\[ *[0-9]+ containers failed/  { bad += $2 }
  /^\[ *[0-9]+ tests (skipped|aborted)/ { skip += $2 }
  END {
    if (!seen) { print "junit-summary: no JUnit summary found" > "/dev/stderr"; exit 2 }
    line = sprintf("%d passed, %d failed", ok, bad)
    if (skip) line = line sprintf(", %d skipped", skip)
    print line
  }'
