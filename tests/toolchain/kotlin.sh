#!/usr/bin/env bash
# Kotlin/JVM test toolchain for the Kotlin shell's tests.
#
# Usage:
#   tests/toolchain/kotlin.sh            # install (idempotent; warm run ~0.02 s)
#   eval "$(tests/toolchain/kotlin.sh --env)"   # install if needed, then export
#                                        # (install chatter goes to stderr):
#     KOTLINC             path to kotlinc
#     KOTLIN_HOME         unpacked compiler dir (lib/ holds the jars below)
#     KOTLIN_TEST_CP      ':'-joined jars for compiling AND running tests:
#                         kotlin-stdlib, kotlin-test, kotlin-test-junit5,
#                         kotlinx-coroutines-core-jvm, jna, okhttp-jvm + okio-jvm
#     OKHTTP_CP           ':'-joined jars of okhttp-jvm and okio-jvm alone (also in KOTLIN_TEST_CP)
#     JUNIT_CONSOLE_JAR   JUnit Platform console launcher (bundles Jupiter)
#   (Use the eval form, not `source`: sourcing would leak `set -euo pipefail`.)
# Compile + run tests (kotlin.test.Test is a typealias of JUnit's @Test, so the
# console jar, which bundles junit-jupiter-api, is needed at compile time too):
#   "$KOTLINC" -cp "$KOTLIN_TEST_CP:$JUNIT_CONSOLE_JAR" -d build/kt src/*.kt test/*.kt
#   java -jar "$JUNIT_CONSOLE_JAR" -cp "build/kt:$KOTLIN_TEST_CP" --scan-class-path \
#     --disable-banner --disable-ansi-colors --details=tree | tee junit.log
#   tests/toolchain/junit-summary.sh junit.log   # -> "N passed, N failed"
# Env: PALLANGUZHI_TOOLCHAINS (default /opt/pallanguzhi-toolchains) = cache root.
#
# Why these sources: the network reaches only Debian/npm/PyPI/crates.io, so JNA and
# JUnit come from Debian and kotlinc from the npm "kotlin-compiler" package, which
# ships the full JVM compiler plus kotlin-test(-junit5) and kotlinx-coroutines jars.
set -euo pipefail

_kt_main() {
  local version=2.4.20
  local here; here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
  local root="${PALLANGUZHI_TOOLCHAINS:-/opt/pallanguzhi-toolchains}"
  local home="$root/kotlin-$version"
  local share=/usr/share/java

  # Debian jars. Only hit the network (apt-get update) when something is missing.
  local missing=() p
  for p in libjna-java junit5; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing+=("$p")
  done
  if ((${#missing[@]})); then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
  fi
  # A JDK is needed by kotlinc and to run tests; install one only if absent.
  if ! command -v java >/dev/null || ! command -v javac >/dev/null; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq --no-install-recommends default-jdk-headless >&2
  fi

  # kotlinc: unpack into a temp dir, then rename, so an interrupted run never
  # leaves a half-unpacked $home that later runs would mistake for complete.
  if [[ ! -f "$home/.complete" ]]; then
    command -v npm >/dev/null || { apt-get update -qq >&2; apt-get install -y -qq npm >&2; }
    mkdir -p "$root"
    local tmp; tmp="$(mktemp -d --tmpdir="$root")"
    (cd "$tmp" && npm pack --silent "kotlin-compiler@$version" >/dev/null \
      && tar xzf "kotlin-compiler-$version.tgz" && rm -f "kotlin-compiler-$version.tgz")
    touch "$tmp/package/.complete"
    rm -rf "$home"
    mv "$tmp/package" "$home"
    rm -rf "$tmp"
  fi

  # OkHttp (android/shared's OkHttpTransport), resolved by Maven from Maven Central into
  # $root/okhttp-<version> (temp dir + rename, like kotlinc); the pin is android's.
  local okv okhome
  okv="$(sed -n 's/^okhttp *= *"\([^"]*\)".*/\1/p' "$here/android/gradle/libs.versions.toml")"
  [[ -n "$okv" ]] || { echo "kotlin.sh: no okhttp pin in android/gradle/libs.versions.toml" >&2; return 1; }
  okhome="$root/okhttp-$okv"
  if [[ ! -f "$okhome/.complete" ]]; then
    command -v mvn >/dev/null || {
      export DEBIAN_FRONTEND=noninteractive
      apt-get update -qq >&2
      apt-get install -y -qq --no-install-recommends maven >&2
    }
    mkdir -p "$root"
    local oktmp; oktmp="$(mktemp -d --tmpdir="$root")"
    mvn -B -q -Dstyle.color=never -f "$here/tests/toolchain/okhttp.pom.xml" dependency:copy-dependencies \
      -Dmaven.repo.local="$root/m2" -DoutputDirectory="$oktmp/lib" -Dokhttp.version="$okv" \
      -DexcludeArtifactIds=kotlin-stdlib,kotlin-stdlib-jdk7,kotlin-stdlib-jdk8,kotlin-stdlib-common,annotations >&2
    touch "$oktmp/.complete"
    rm -rf "$okhome"
    mv "$oktmp" "$okhome"
  fi
  OKHTTP_CP="$(find "$okhome/lib" -name '*.jar' | sort | paste -sd:)"
  [[ -n "$OKHTTP_CP" ]] || { echo "kotlin.sh: no jar in $okhome/lib" >&2; return 1; }

  local lib="$home/lib" j
  KOTLINC="$home/bin/kotlinc"
  KOTLIN_HOME="$home"
  KOTLIN_TEST_CP="$lib/kotlin-stdlib.jar:$lib/kotlin-test.jar:$lib/kotlin-test-junit5.jar:$lib/kotlinx-coroutines-core-jvm.jar:$share/jna.jar:$OKHTTP_CP"
  JUNIT_CONSOLE_JAR="$share/junit-platform-console-standalone.jar"
  for j in "$KOTLINC" ${KOTLIN_TEST_CP//:/ } "$JUNIT_CONSOLE_JAR"; do
    [[ -e "$j" ]] || { echo "kotlin.sh: missing $j" >&2; return 1; }
  done
  export KOTLINC KOTLIN_HOME KOTLIN_TEST_CP JUNIT_CONSOLE_JAR OKHTTP_CP
}

_kt_main
if [[ "${1:-}" == "--env" ]]; then
  for v in KOTLINC KOTLIN_HOME KOTLIN_TEST_CP JUNIT_CONSOLE_JAR OKHTTP_CP; do
    printf 'export %s=%q\n' "$v" "${!v}"
  done
fi
