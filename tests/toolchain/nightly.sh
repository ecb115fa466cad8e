#!/usr/bin/env bash
# The pinned nightly (its name in nightly-toolchain, at the root) with rust-src, idempotently
# (about 10 s when missing, nothing when present). It rebuilds std for the page's wasm
# (web/build.mjs) and for the apps' library (bindings/build-small.sh); no target's std is
# downloaded for either, build-std compiles std from rust-src.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
nightly="$(tr -d '[:space:]' <"$root/nightly-toolchain")"
if ! rustup run "$nightly" rustc --print sysroot >/dev/null 2>&1 ||
  [[ ! -d "$(rustup run "$nightly" rustc --print sysroot)/lib/rustlib/src/rust/library" ]]; then
  rustup toolchain install "$nightly" --profile minimal --component rust-src >&2
fi
