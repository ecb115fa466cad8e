#!/usr/bin/env bash
# The apps' library as shipped, for one Rust target:
#   bindings/build-small.sh <target> [more cargo build arguments]
# writes target/<target>/release-small/libpallanguzhi_ffi.{so,a,dylib}: Cargo.toml's
# release-small profile (opt-level z, LTO, one codegen unit, stripped, panics unwind) with std
# rebuilt as bindings/std.env says, by the pinned nightly (nightly-toolchain; installed here if
# missing). tests/run.sh's size and stack suites and ios/build-xcframework.sh build with it;
# Android's cargo-ndk plugin sets the same variables (android/app/build.gradle.kts).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[[ $# -ge 1 ]] || { echo "usage: bindings/build-small.sh <rust target> [cargo build arguments]" >&2; exit 2; }
target="$1"
shift
bash "$root/tests/toolchain/nightly.sh"
set -a
# shellcheck source=std.env
. "$root/bindings/std.env"
set +a
export RUSTUP_TOOLCHAIN="$(tr -d '[:space:]' <"$root/nightly-toolchain")"
cd "$root"
exec cargo build -p pallanguzhi-ffi --lib --profile release-small --target "$target" "$@"
