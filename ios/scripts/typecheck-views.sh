#!/usr/bin/env bash
# Type-checks the SwiftUI app (ios/App) on Linux against stand-ins for the SwiftUI and UIKit
# API it uses (scripts/stubs/), after `swift build` of the package. A pass means the views use
# the view model, the events and the store correctly; it is no proof against the real SDK
# (only Xcode gives that), but it catches wrong names and types. Run with the Swift toolchain:
#   tests/toolchain/swift.sh run $PWD/ios -- bash scripts/typecheck-views.sh
set -euo pipefail
ios="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$ios/.build/view-stubs"
mkdir -p "$out"
for m in UIKit SwiftUI AVFoundation; do # SwiftUI re-exports UIKit, as on iOS
  swiftc -parse-as-library -emit-module -module-name "$m" -I "$out" -o "$out/$m.swiftmodule" "$ios/scripts/stubs/$m.swift"
done
swiftc -typecheck -parse-as-library -I "$out" -I "$ios/.build/debug/Modules" \
  -I "$ios/Sources/pallanguzhi_ffiFFI" "$ios"/App/*.swift
echo "ios/App type-checks against the stubs"
