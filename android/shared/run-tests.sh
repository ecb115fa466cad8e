#!/usr/bin/env bash
# JVM tests of the Android :shared module, without Gradle or the Android SDK:
# builds the host cdylib, generates the Kotlin bindings with the workspace's uniffi-bindgen,
# compiles bindings + android/shared/src/main + src/test with kotlinc and runs them with the
# JUnit 5 console launcher. Prints "N passed, N failed" last (tests/toolchain/junit-summary.sh).
# Env: CARGO_TARGET_DIR (default <workspace>/target); OUT (default $CARGO_TARGET_DIR/android-shared).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
target="${CARGO_TARGET_DIR:-$root/target}"
out="${OUT:-$target/android-shared}"
eval "$("$root/tests/toolchain/kotlin.sh" --env)"

(cd "$root" && cargo build -q -p pallanguzhi-ffi --lib --bin uniffi-bindgen)
lib="$target/debug/libpallanguzhi_ffi.so"; [[ "$(uname)" == Darwin ]] && lib="$target/debug/libpallanguzhi_ffi.dylib"
rm -rf "$out"; mkdir -p "$out/gen" "$out/classes"
"$target/debug/uniffi-bindgen" generate --library "$lib" --language kotlin --no-format \
  --out-dir "$out/gen" >/dev/null

mapfile -t srcs < <(find "$out/gen" "$here/src/main/kotlin" "$here/src/test/kotlin" -name '*.kt' | sort)
"$KOTLINC" -nowarn -cp "$KOTLIN_TEST_CP:$JUNIT_CONSOLE_JAR" -d "$out/classes" "${srcs[@]}"
java -Djna.library.path="$target/debug" -jar "$JUNIT_CONSOLE_JAR" \
  -cp "$out/classes:$KOTLIN_TEST_CP" --scan-class-path --disable-banner --disable-ansi-colors \
  --details=tree | tee "$out/junit.log" || true
"$root/tests/toolchain/junit-summary.sh" "$out/junit.log"
! grep -qE '^\[ *[1-9][0-9]* (tests|containers) failed' "$out/junit.log"
