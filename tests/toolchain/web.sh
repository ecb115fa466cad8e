#!/usr/bin/env bash
# What the browser client's build and suite need, idempotently (about 5-9 minutes cold,
# seconds when present): the wasm32 target; the pinned nightly with rust-src (the page's std); Debian's Chromium and its driver (the
# suite's browser: nothing downloads a browser of its own) and binaryen (wasm-opt);
# wasm-bindgen-cli at exactly the version of the `wasm-bindgen` crate pinned in
# web/Cargo.toml (no --locked: one of its locked dependencies is not served here); and
# the Node packages of web/package-lock.json (npm ci).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown ||
  rustup target add wasm32-unknown-unknown >&2
# The pinned nightly and its std's source, for the page's wasm (web/build.mjs: -Zbuild-std,
# 22 KB gzipped off the page, under its 250 KB gate).
bash "$root/tests/toolchain/nightly.sh"

missing=()
# WEB_PLAY_ONLY=1 (./play-web.sh): what building and serving need, not the suite's browser.
if [[ "${WEB_PLAY_ONLY:-}" != 1 ]]; then
  [[ -x /usr/bin/chromium ]] || missing+=(chromium)
  [[ -x /usr/bin/chromedriver ]] || missing+=(chromium-driver)
fi
command -v wasm-opt >/dev/null || missing+=(binaryen)
command -v node >/dev/null || missing+=(nodejs)
command -v npm >/dev/null || missing+=(npm)
if ((${#missing[@]})); then
  echo "installing ${missing[*]} (apt-get)..." >&2
  # As root directly (CI, this workplace), else through sudo (a person's machine).
  as_root=()
  ((EUID == 0)) || as_root=(sudo)
  "${as_root[@]}" apt-get update -qq >&2
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi

version="$(sed -n 's/^wasm-bindgen = "=\([0-9.]*\)".*/\1/p' "$root/web/Cargo.toml")"
[[ -n "$version" ]] || { echo "web/Cargo.toml pins no wasm-bindgen version" >&2; exit 1; }
bindgen="${CARGO_HOME:-$HOME/.cargo}/bin/wasm-bindgen"
if [[ "$("$bindgen" --version 2>/dev/null)" != "wasm-bindgen $version" ]]; then
  echo "installing wasm-bindgen-cli $version (cargo install, several minutes)..." >&2
  cargo install wasm-bindgen-cli --version "$version" --force >&2
fi

cd "$root/web"
# npm ci when node_modules is missing or older than the lock.
if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
  npm ci --no-audit --no-fund >&2
fi
