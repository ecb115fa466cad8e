#!/usr/bin/env bash
#
# Builds the Rust crate `pallanguzhi-ffi` as a static-library XCFramework and regenerates its
# Swift bindings for ios/Package.swift. Follows stadiamaps/ferrostar common/build-ios.sh
# (and ianthetechie/uniffi-starter rust/build-ios.sh), using the workspace's own uniffi-bindgen.
#
# Usage (from any directory):
#   ios/build-xcframework.sh              macOS + Xcode: iOS device, iOS simulator (arm64 + x86_64)
#                                         and macOS (arm64) slices -> ios/Frameworks/
#   ios/build-xcframework.sh --release    same, then zip it, print the SwiftPM checksum and update
#                                         releaseTag/releaseChecksum in ios/Package.swift
#   ios/build-xcframework.sh --ffi-only   any host, Linux included: host library + bindings +
#                                         C module only, for `swift build` / `swift test` there
#
# Run it again after every change to the Rust API. As ferrostar notes, calling it from an
# Xcode build phase does not work well, so it is a manual step.

set -euo pipefail

release=false
ffi_only=false
for arg in "$@"; do
  case "$arg" in
  --release) release=true ;;
  --ffi-only) ffi_only=true ;;
  -h | --help)
    sed -n '2,17p' "$0"
    exit 0
    ;;
  *)
    echo "unknown argument: $arg (see --help)" >&2
    exit 64
    ;;
  esac
done

crate="pallanguzhi-ffi"       # Cargo package
lib="pallanguzhi_ffi"         # its [lib] name: lib$lib.a / .so / .dylib
swift_target="PallanguzhiFFI" # SwiftPM target that holds the generated .swift (Package.swift)

ios_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
workspace_dir="$(cd "$ios_dir/.." && pwd)"
cd "$workspace_dir" # cargo commands below run in the workspace root
target_dir="${CARGO_TARGET_DIR:-$workspace_dir/target}"

staging="$target_dir/uniffi-xcframework-staging"
# The apps' library as shipped and measured: bindings/build-small.sh (Cargo.toml's release-small
# profile: opt-level z, LTO, one codegen unit; std as bindings/std.env says), the one
# tests/run.sh's size and stack checks read.
profile="release-small"
fat_simulator_lib_dir="$target_dir/ios-simulator-fat/$profile"
xcframework="$ios_dir/Frameworks/lib$lib-rs.xcframework"

# Build the static libraries for the same minimum OS versions as Package.swift's `platforms`
# and project.yml, so the linker does not warn about objects built for a newer OS.
export IPHONEOS_DEPLOYMENT_TARGET=17.0
export MACOSX_DEPLOYMENT_TARGET=14.0

# Set by generate_ffi: the C module UniFFI generated (default `pallanguzhi_ffiFFI`).
ffi_module=""

# generate_ffi <library>: runs uniffi-bindgen in library mode on <library>, which writes, for
# each crate with UniFFI types (pallanguzhi-ffi, and the app, rules and protocol crates whose
# `uniffi` feature it turns on), <crate>.swift, <crate>FFI.h and a .modulemap. Every crate's
# uniffi.toml names the same C module (ffi_module_name) and Swift module, so:
#  * every .swift goes into ios/Sources/$swift_target/ (one Swift module, PallanguzhiFFI),
#  * every header goes into $staging/Headers/<ffi module>/, with ONE module.modulemap listing
#    them all (clang and XCFrameworks expect that name). The per-module subfolder is what keeps
#    our module.modulemap from clashing with other libraries' in the app's merged Headers
#    (ferrostar #924 "Namespace includes").
generate_ffi() {
  local library="$1"
  echo "Generating Swift bindings from $library"
  rm -rf "$staging"
  mkdir -p "$staging/generated"
  cargo run -p "$crate" --features bindgen --bin uniffi-bindgen -- \
    generate --library "$library" --language swift --out-dir "$staging/generated" --no-format

  local modulemaps=("$staging"/generated/*.modulemap)
  if [[ ! -f ${modulemaps[0]} ]]; then
    echo "expected a .modulemap from uniffi-bindgen in $staging/generated" >&2
    exit 1
  fi
  # Each modulemap's first line is `module <name> {`: one name for all of them.
  ffi_module="$(awk '$1 == "module" { print $2 }' "${modulemaps[@]}" | sort -u)"
  if [[ -z $ffi_module || $ffi_module == *$'\n'* ]]; then
    echo "expected one C module name in ${modulemaps[*]}, got: $ffi_module" >&2
    exit 1
  fi

  mkdir -p "$staging/Headers/$ffi_module"
  mv "$staging"/generated/*.h "$staging/Headers/$ffi_module/"
  write_module_map "$staging/Headers/$ffi_module" 'use "Darwin"' 'use "_Builtin_stdbool"' 'use "_Builtin_stdint"'
  rm -f "${modulemaps[@]}"

  local swift_dir="$ios_dir/Sources/$swift_target"
  mkdir -p "$swift_dir"
  rm -f "$swift_dir"/*.swift # only generated files live here
  mv "$staging"/generated/*.swift "$swift_dir/"
  echo "Swift bindings -> ${swift_dir#"$workspace_dir"/} ($(ls "$swift_dir" | wc -l) files); C module: $ffi_module"
}

# write_module_map DIR [LINE...]: DIR/module.modulemap, the C module $ffi_module over every
# header in DIR (one per crate; UniFFI guards the declarations they share), plus each LINE
# (UniFFI's own module map's `use` lines on Apple platforms).
write_module_map() {
  local dir="$1" header line
  shift
  {
    echo "module $ffi_module {"
    for header in "$dir"/*.h; do
      echo "    header \"$(basename "$header")\""
    done
    echo "    export *"
    for line in "$@"; do
      echo "    $line"
    done
    echo "}"
  } >"$dir/module.modulemap"
}

# write_linux_c_module: SwiftPM on Linux cannot use an XCFramework, so Package.swift declares a
# system-library target at Sources/<ffi module>/ instead. Its module map is written without
# UniFFI's `use "Darwin"`, which does not exist on Linux.
# Linking (-lpallanguzhi_ffi, -L/rpath target/debug) is set in Package.swift.
write_linux_c_module() {
  local dir="$ios_dir/Sources/$ffi_module"
  rm -rf "$dir"
  mkdir -p "$dir"
  cp "$staging/Headers/$ffi_module"/*.h "$dir/"
  write_module_map "$dir"
  echo "Linux C module -> ${dir#"$workspace_dir"/}"
}

create_fat_simulator_lib() {
  echo "Creating a fat library for the x86_64 and arm64 simulators"
  mkdir -p "$fat_simulator_lib_dir"
  lipo -create \
    "$target_dir/x86_64-apple-ios/$profile/lib$lib.a" \
    "$target_dir/aarch64-apple-ios-sim/$profile/lib$lib.a" \
    -output "$fat_simulator_lib_dir/lib$lib.a"
}

build_xcframework() {
  echo "Generating XCFramework"
  rm -rf "$xcframework" # xcodebuild refuses to overwrite
  mkdir -p "$(dirname "$xcframework")"
  # -headers copies the *contents* of the folder, so each slice gets Headers/<ffi module>/.
  xcodebuild -create-xcframework \
    -library "$target_dir/aarch64-apple-ios/$profile/lib$lib.a" -headers "$staging/Headers" \
    -library "$fat_simulator_lib_dir/lib$lib.a" -headers "$staging/Headers" \
    -library "$target_dir/aarch64-apple-darwin/$profile/lib$lib.a" -headers "$staging/Headers" \
    -output "$xcframework"
  echo "XCFramework -> ${xcframework#"$workspace_dir"/}"

  if $release; then
    echo "Building the XCFramework archive"
    local zip="$xcframework.zip"
    rm -f "$zip"
    ditto -c -k --sequesterRsrc --keepParent "$xcframework" "$zip"
    local checksum version
    checksum="$(swift package compute-checksum "$zip")"
    version="$(cargo pkgid -p "$crate")"
    version="${version##*[#@]}" # ...#pallanguzhi-ffi@0.1.0 or ...#0.1.0
    # BSD sed (macOS): -i '' edits in place without a backup file.
    sed -i '' -E "s/(let releaseTag = \")[^\"]*(\")/\1$version\2/" "$ios_dir/Package.swift"
    sed -i '' -E "s/(let releaseChecksum = \")[^\"]*(\")/\1$checksum\2/" "$ios_dir/Package.swift"
    echo "Archive $zip (version $version, checksum $checksum); Package.swift updated"
  fi
}

if $ffi_only; then
  echo "FFI-only mode: building $crate for the host"
  # With the bindgen feature, as `cargo run --bin uniffi-bindgen` builds it (one build, not two).
  cargo build -p "$crate" --features bindgen --lib
  host_ext="so"
  if [[ "$(uname -s)" == "Darwin" ]]; then
    host_ext="dylib"
  fi
  generate_ffi "$target_dir/debug/lib$lib.$host_ext"
  write_linux_c_module
  echo "FFI-only build completed. Skipping XCFramework generation."
  exit 0
fi

if [[ "$(uname -s)" != "Darwin" ]] || ! command -v xcodebuild >/dev/null; then
  echo "Building the XCFramework needs macOS with Xcode; elsewhere use --ffi-only." >&2
  exit 1
fi

apple_targets=(aarch64-apple-ios aarch64-apple-ios-sim x86_64-apple-ios aarch64-apple-darwin)
# bindings/build-small.sh: release-small, with std rebuilt by the pinned nightly (it installs it
# with rust-src if missing; no Apple target's std to add, build-std compiles it from source).
for t in "${apple_targets[@]}"; do
  echo "Building $crate for $t ($profile)"
  bash "$workspace_dir/bindings/build-small.sh" "$t"
done

# Bindings come from the host debug library, as on Android and in --ffi-only: release-small
# strips symbols, and with them UniFFI's metadata (Cargo.toml). The API is the same in every build.
cargo build -p "$crate" --features bindgen --lib
generate_ffi "$target_dir/debug/lib$lib.dylib"
create_fat_simulator_lib
build_xcframework
echo "Done. Package.swift's binary target must be named \"$ffi_module\"."
