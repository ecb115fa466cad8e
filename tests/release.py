#!/usr/bin/env python3
"""Release settings a device build or a store upload depends on, checked in the files here
(no Android SDK or Xcode needed): the Rust library built with the release profile for every
APK variant, the packaged ABIs, App Links, the keyboard mode, the iOS privacy manifest against
the required-reason APIs the code calls, signing defaults, and the export-compliance answer
against the library's dependencies. One line per check, then "N passed, N failed".
Run from anywhere: python3 tests/release.py"""
import os
import plistlib
import re
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
results = []


def check(name, ok, why=""):
    results.append(ok)
    print(("ok    " if ok else "FAIL  ") + name + ("" if ok or not why else "\n      " + why))


def read(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        return f.read()


def block(text, opener):
    """The text between `opener {` and its matching `}` (nested braces counted)."""
    start = text.find(opener + " {")
    if start < 0:
        return ""
    depth, i = 0, text.index("{", start)
    for j in range(i, len(text)):
        depth += {"{": 1, "}": -1}.get(text[j], 0)
        if depth == 0:
            return text[i + 1:j]
    return ""


def strip_comments(text):
    """Kotlin/Swift/Gradle code without its comments (a comment may name what the code avoids)."""
    return re.sub(r"//[^\n]*", "", re.sub(r"/\*.*?\*/", "", text, flags=re.S))


def sources(dirs, ext):
    for d in dirs:
        for base, _, files in os.walk(os.path.join(ROOT, d)):
            if "/target" in base or "/.build" in base or "PallanguzhiFFI" in base:
                continue
            for f in files:
                if f.endswith(ext):
                    with open(os.path.join(base, f), encoding="utf-8") as h:
                        yield os.path.relpath(os.path.join(base, f), ROOT), strip_comments(h.read())


# ------------------------------------------------------------------ Android
gradle = strip_comments(read("android/app/build.gradle.kts"))
cargo = block(gradle, "cargoNdk")
types = re.findall(r'buildType\s*=\s*"([^"]*)"', cargo)
check(
    "cargoNdk: the Rust release profile for every variant",
    bool(cargo)
    and types
    and all(t == "release" for t in types)
    and re.search(r'buildTypes\s*\{\s*all\s*\{\s*buildType\s*=\s*"release"\s*\}\s*\}', cargo) is not None,
    "the plugin pre-creates a 'debug' entry with buildType = \"debug\", which overrides the top-level "
    "value: set it in buildTypes { all { ... } } (found buildType values: %s)" % types,
)
abi_of = {"arm64": "arm64-v8a", "arm": "armeabi-v7a", "x86": "x86", "x86_64": "x86_64"}
targets = re.findall(r'"([^"]+)"', (re.search(r"targets\s*=\s*arrayListOf\(([^)]*)\)", cargo) or [None, ""])[1])
filters = re.findall(r'"([^"]+)"', (re.search(r"abiFilters\s*\+=\s*listOf\(([^)]*)\)", gradle) or [None, ""])[1])
check(
    "abiFilters: exactly the ABIs the Rust library is built for",
    bool(targets) and sorted(filters) == sorted(abi_of.get(t, t) for t in targets),
    "JNA's aar also brings armeabi, mips and mips64; abiFilters %s vs cargoNdk targets %s" % (filters, targets),
)
check(
    "cargoNdk: CARGO_TARGET_DIR pinned to the folder the plugin copies from",
    re.search(r'"CARGO_TARGET_DIR"\s+to\s+rootProject\.file\("\.\./target"\)', cargo) is not None,
    "the plugin reads <module>/target and ignores a CARGO_TARGET_DIR from the environment",
)
manifest = read("android/app/src/main/AndroidManifest.xml")
filters_xml = re.findall(r"<intent-filter([^>]*)>(.*?)</intent-filter>", manifest, re.S)
https = [attrs for attrs, body in filters_xml if 'android:scheme="https"' in body]
check(
    "manifest: the https share link is a verified App Link",
    bool(https) and all('android:autoVerify="true"' in a for a in https),
    "without android:autoVerify Android 12+ opens the link in the browser",
)
check(
    "manifest: the pallanguzhi:// scheme, as on iOS",
    any('android:scheme="pallanguzhi"' in body for _, body in filters_xml),
)
check("manifest: adjustResize (the keyboard does not cover the lobby)", 'windowSoftInputMode="adjustResize"' in manifest)
glue = "".join(text for _, text in sources(["android/app/src/main"], ".kt"))
check("Android: no announceForAccessibility (deprecated at API 36)", "announceForAccessibility" not in glue)

# ------------------------------------------------------------------ iOS
project = re.sub(r"(^|\s)#[^\n]*", "", read("ios/project.yml"))  # without YAML comments
try:
    with open(os.path.join(ROOT, "ios/App/PrivacyInfo.xcprivacy"), "rb") as f:
        privacy = plistlib.load(f)
except (OSError, plistlib.InvalidFileException) as e:
    privacy = None
    check("ios/App/PrivacyInfo.xcprivacy is a property list", False, str(e))
if privacy is not None:
    check("privacy manifest: no tracking", privacy.get("NSPrivacyTracking") is False)
    declared = {
        t.get("NSPrivacyAccessedAPIType"): t.get("NSPrivacyAccessedAPITypeReasons", [])
        for t in privacy.get("NSPrivacyAccessedAPITypes", [])
    }
    rust = list(sources(["core/src", "app/src", "bindings/src"], ".rs"))
    swift = list(sources(["ios/App", "ios/Sources"], ".swift"))
    # Required-reason API categories and how our code reaches them (Apple's list), each with
    # the reason that fits this app. A category in use must be declared with that reason.
    uses = {
        "NSPrivacyAccessedAPICategoryFileTimestamp": ("C617.1", [
            (rust, r"\.exists\(\)|fs::metadata|symlink_metadata|\.modified\(\)|\.created\(\)|\.accessed\(\)"),
            (swift, r"attributesOfItem|modificationDate|creationDate|contentModificationDate"),
        ]),
        "NSPrivacyAccessedAPICategoryUserDefaults": ("CA92.1", [(swift, r"UserDefaults|@AppStorage")]),
        "NSPrivacyAccessedAPICategorySystemBootTime": ("35F9.1", [
            (swift, r"systemUptime|mach_absolute_time"), (rust, r"mach_absolute_time")]),
        "NSPrivacyAccessedAPICategoryDiskSpace": ("E174.1", [
            (swift, r"volumeAvailableCapacity|systemFreeSize"), (rust, r"statv?fs")]),
    }
    for category, (reason, probes) in uses.items():
        hits = [path for files, pattern in probes for path, text in files if re.search(pattern, text)]
        short = category.replace("NSPrivacyAccessedAPICategory", "")
        if hits:
            check(
                "privacy manifest: %s declared with %s (used in %s)" % (short, reason, ", ".join(sorted(set(hits))[:3])),
                reason in declared.get(category, []),
                "App Store Connect rejects an upload that calls it without this entry",
            )
        else:
            check("privacy manifest: %s not used, not declared" % short, category not in declared)
    check(
        "project.yml: the privacy manifest is copied into the app (resources phase)",
        re.search(r"path: App/PrivacyInfo\.xcprivacy\s*\n\s*buildPhase: resources", project) is not None,
    )
check(
    "project.yml: signing from Signing.xcconfig, no team or bundle id fixed in the spec",
    "Signing.xcconfig" in project and "DEVELOPMENT_TEAM" not in project
    and "PRODUCT_BUNDLE_IDENTIFIER" not in project and "bundleIdPrefix" not in project,
)
xcconfig = read("ios/Signing.xcconfig")
check(
    "Associated Domains is opt-in (a free Apple ID can sign)",
    "associated-domains" not in project
    and re.search(r"^PALLANGUZHI_ENTITLEMENTS\s*=\s*$", xcconfig, re.M) is not None
    and '#include? "Signing.local.xcconfig"' in xcconfig,
)
check("Info.plist: NSLocalNetworkUsageDescription (a LAN development server)", "NSLocalNetworkUsageDescription:" in project)
app_swift = "".join(text for _, text in sources(["ios/App"], ".swift"))
check("Swift: no UIImpactFeedbackGenerator(style:) (marked for deprecation)", "FeedbackGenerator(" not in app_swift)
check(
    "Swift 6: no stored static var in the views (not concurrency-safe)",
    re.search(r"static var \w+\s*:[^{\n]*=", app_swift) is None,
)

# Export compliance: "no encryption beyond the OS's" is only true once the library has no TLS.
says_exempt = re.search(r"ITSAppUsesNonExemptEncryption:\s*false", project) is not None
tree = subprocess.run(
    ["cargo", "tree", "-p", "pallanguzhi-ffi", "-e", "normal", "--prefix", "none"],
    cwd=ROOT, capture_output=True, text=True,
)
crates = {line.split(" ")[0] for line in tree.stdout.splitlines()}
tls = sorted(crates & {"rustls", "ring", "openssl", "native-tls", "aws-lc-rs", "boring"})
check(
    "export compliance: ITSAppUsesNonExemptEncryption matches the library's dependencies",
    tree.returncode == 0 and (not says_exempt or not tls),
    "cargo tree failed: " + tree.stderr.strip() if tree.returncode != 0 else
    "ios/project.yml says ITSAppUsesNonExemptEncryption: false (only the OS's encryption), but "
    "pallanguzhi-ffi still links %s: the answer is wrong until HTTP and WebSocket move to "
    "URLSession/OkHttp and these crates leave `cargo tree -p pallanguzhi-ffi -e normal`" % ", ".join(tls),
)

passed = sum(results)
print("%d passed, %d failed" % (passed, len(results) - passed))
sys.exit(0 if all(results) else 1)
