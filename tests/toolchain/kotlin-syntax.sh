#!/usr/bin/env bash
# Syntax-check Kotlin files with tree-sitter (for the Compose app, which needs the
# Android SDK to compile). Installs tree-sitter and its Kotlin grammar from PyPI
# into a venv under $PALLANGUZHI_TOOLCHAINS, idempotently.
# Usage: tests/toolchain/kotlin-syntax.sh FILE.kt...
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
venv="${PALLANGUZHI_TOOLCHAINS:-/opt/pallanguzhi-toolchains}/kotlin-syntax-venv"
if [[ ! -f "$venv/.complete" ]]; then
  rm -rf "$venv"
  python3 -m venv "$venv" >&2
  "$venv/bin/pip" install -q --disable-pip-version-check tree-sitter==0.26.1 tree-sitter-kotlin==1.1.0 >&2
  touch "$venv/.complete"
fi
exec "$venv/bin/python" "$here/kotlin-syntax.py" "$@"
