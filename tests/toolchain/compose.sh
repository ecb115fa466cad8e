#!/usr/bin/env bash
# Compose Multiplatform desktop toolchain: the libraries the Compose views of android/app are
# compiled, rendered and UI-tested against here, resolved by Maven from Maven Central only.
#
# Usage:
#   tests/toolchain/compose.sh                 # install (idempotent; warm run well under 1 s)
#   eval "$(tests/toolchain/compose.sh --env)" # install if needed, then export:
#     COMPOSE_CP          ':'-joined jars: Compose desktop (ui, foundation, material3, ui-test),
#                         Skiko + its linux-x64 natives, coroutines (core, swing, test)
#     COMPOSE_PLUGIN_JAR  org.jetbrains.kotlin:kotlin-compose-compiler-plugin, same version as kotlinc
#     COMPOSE_VERSION     the pinned Compose Multiplatform release
#   (kotlinc itself and kotlin-stdlib come from tests/toolchain/kotlin.sh.)
# Pins: android/gradle/libs.versions.toml (compose-multiplatform, skiko, kotlinx-coroutines);
# the kotlinc version is kotlin.sh's. android/desktop/pom.xml lists the artifacts.
# Also installs Debian's Noto fonts (fonts-noto-core): Skia finds fonts through fontconfig and
# the Tamil screenshots need a face with Tamil glyphs.
# Env: PALLANGUZHI_TOOLCHAINS (default /opt/pallanguzhi-toolchains) = cache root; the Maven
# local repository is $PALLANGUZHI_TOOLCHAINS/m2, so a warm machine never touches the network.
set -euo pipefail

_compose_main() {
  local here; here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
  local toml="$here/android/gradle/libs.versions.toml"
  local root="${PALLANGUZHI_TOOLCHAINS:-/opt/pallanguzhi-toolchains}"
  pin() { sed -n "s/^$1 *= *\"\([^\"]*\)\".*/\1/p" "$toml"; }
  local cmp skiko coroutines kotlin
  cmp="$(pin compose-multiplatform)" skiko="$(pin skiko)" coroutines="$(pin kotlinx-coroutines)"
  kotlin="$(sed -n 's/^ *local version=\(.*\)$/\1/p' "$here/tests/toolchain/kotlin.sh")"
  [[ -n "$cmp" && -n "$skiko" && -n "$coroutines" && -n "$kotlin" ]] || {
    echo "compose.sh: a pin is missing ($toml, kotlin.sh)" >&2; return 1; }
  local key="compose-$cmp-skiko-$skiko-kotlin-$kotlin-coroutines-$coroutines"
  local home="$root/$key"

  if ! dpkg-query -W -f='${Status}' fonts-noto-core 2>/dev/null | grep -q 'ok installed'; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq --no-install-recommends fonts-noto-core fontconfig >&2
  fi
  command -v mvn >/dev/null || {
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq --no-install-recommends maven >&2
  }

  # Copy into a temp dir, then rename: an interrupted run never leaves a half-filled $home.
  if [[ ! -f "$home/.complete" ]]; then
    mkdir -p "$root"
    local tmp; tmp="$(mktemp -d --tmpdir="$root")"
    mvn -B -q -Dstyle.color=never -f "$here/android/desktop/pom.xml" dependency:copy-dependencies \
      -Dmaven.repo.local="$root/m2" -DoutputDirectory="$tmp/lib" \
      -Dcompose.version="$cmp" -Dskiko.version="$skiko" -Dkotlin.version="$kotlin" \
      -Dcoroutines.version="$coroutines" \
      -DexcludeArtifactIds=kotlin-stdlib,kotlin-stdlib-jdk7,kotlin-stdlib-jdk8,kotlin-stdlib-common >&2
    touch "$tmp/.complete"
    rm -rf "$home"
    mv "$tmp" "$home"
  fi

  COMPOSE_PLUGIN_JAR="$home/lib/kotlin-compose-compiler-plugin-$kotlin.jar"
  [[ -f "$COMPOSE_PLUGIN_JAR" ]] || { echo "compose.sh: missing $COMPOSE_PLUGIN_JAR" >&2; return 1; }
  COMPOSE_CP="$(find "$home/lib" -name '*.jar' ! -name 'kotlin-compose-compiler-plugin-*' | sort | paste -sd:)"
  COMPOSE_VERSION="$cmp"
  export COMPOSE_CP COMPOSE_PLUGIN_JAR COMPOSE_VERSION
}

_compose_main
if [[ "${1:-}" == "--env" ]]; then
  for v in COMPOSE_CP COMPOSE_PLUGIN_JAR COMPOSE_VERSION; do
    printf 'export %s=%q\n' "$v" "${!v}"
  done
fi
