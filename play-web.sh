#!/usr/bin/env bash
# Play Pallanguzhi in the browser on this machine, one command (a fresh Debian or Ubuntu
# machine with Rust; run it again at any time): installs what the web client needs
# (tests/toolchain/web.sh: the wasm32 target, Node and npm, binaryen, wasm-bindgen-cli,
# the Node packages; apt-get asks for root once), builds web/dist when its sources changed
# (web/build.mjs), then serves it with the server on its embedded SQLite file and prints
# the address to open. Ctrl-C stops it.
# Env: PALLANGUZHI_LISTEN (default 127.0.0.1:8080), PALLANGUZHI_DATABASE (default
# sqlite:pallanguzhi.db, in this folder).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$root"
command -v cargo >/dev/null || {
  echo "Rust is needed first: https://rustup.rs (then run this again)" >&2
  exit 1
}

echo "checking the web toolchain (the first time takes several minutes)..."
WEB_PLAY_ONLY=1 bash tests/toolchain/web.sh

# The client is rebuilt when anything it is built from is newer than the last build.
stamp=web/dist/sw.js
if [[ ! -f "$stamp" ]] || [[ -n "$(find web/ts web/static web/src web/build.mjs web/icon.mjs web/Cargo.toml app core protocol assets \
  -newer "$stamp" -type f -print -quit)" ]]; then
  echo "building the web client (web/dist)..."
  (cd web && node build.mjs)
fi

echo "building the server (release; the first time takes a few minutes)..."
cargo build --release -q -p pallanguzhi-server
listen="${PALLANGUZHI_LISTEN:-127.0.0.1:8080}"
echo
echo "Pallanguzhi is served at http://$listen/ (open it in a browser; Ctrl-C stops the server)"
echo
exec ./target/release/pallanguzhi-server --listen "$listen" --web-root web/dist
