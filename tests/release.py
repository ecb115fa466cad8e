#!/usr/bin/env python3
"""Release settings a device build or a store upload depends on, checked in the files here
(no Android SDK or Xcode needed): the Rust library built with the release-small profile (the
one the size and stack checks measure) for every APK variant and the XCFramework, the packaged
ABIs, one app instance, App Links and their one host, the keyboard mode, cleartext for debug
builds only, backups, the version from VERSION in both apps, release signing from the
environment, the iOS privacy manifest against the required-reason APIs the code calls, signing
defaults and Associated Domains in Release, the export-compliance answer against the library's
dependencies, and the release checklists' first step. One line per check, then "N passed, N failed".
Run from anywhere: python3 tests/release.py"""
import os
import plistlib
import re
import subprocess
import sys
import tomllib

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
results = []


def check(name, ok, why=""):
    results.append(ok)
    print(("ok    " if ok else "FAIL  ") + name + ("" if ok or not why else "\n      " + why))


def read(path):
    """The file's text; "" when it is missing (its checks then fail, they do not crash)."""
    try:
        with open(os.path.join(ROOT, path), encoding="utf-8") as f:
            return f.read()
    except FileNotFoundError:
        return ""


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

# The apps' library is release-small (Cargo.toml), the profile run.sh's size and stack checks
# measure. The plugin only knows --release, so Gradle overrides the release profile with
# CARGO_PROFILE_RELEASE_* set to release-small's values: every one of them, no other.
with open(os.path.join(ROOT, "Cargo.toml"), "rb") as f:
    small = tomllib.load(f)["profile"]["release-small"]
wanted = {"CARGO_PROFILE_RELEASE_" + k.upper().replace("-", "_"): str(v).lower() for k, v in small.items() if k != "inherits"}
overrides = dict(re.findall(r'"(CARGO_PROFILE_RELEASE_\w+)"\s+to\s+"([^"]*)"', cargo))
check(
    "cargoNdk: the release profile overridden to be release-small (%s)" % ", ".join("%s=%s" % (k, str(v).lower()) for k, v in small.items() if k != "inherits"),
    bool(wanted) and overrides == wanted,
    "extraCargoEnv has %s, Cargo.toml's [profile.release-small] is %s" % (overrides, wanted),
)
run_sh = read("tests/run.sh")
build_small = read("bindings/build-small.sh")
check(
    "size and stack checks measure release-small (tests/run.sh run_size, tests/stack_frames.py)",
    "bindings/build-small.sh" in run_sh and "--profile release-small" in build_small
    and "release-small/libpallanguzhi_ffi.so" in run_sh and "release-small" in read("tests/stack_frames.py"),
)
# std as the library ships it (bindings/std.env: rebuilt by the pinned nightly without its
# backtrace symbolizer): the build the size suite measures and the XCFramework packs
# (bindings/build-small.sh) and the one cargo-ndk runs read the same file and the same nightly.
std_env = dict(re.findall(r"^([A-Z_]+)=(\S+)$", read("bindings/std.env"), re.M))
check(
    "std: one file says how every build of the apps' library builds std (bindings/std.env)",
    std_env.get("CARGO_UNSTABLE_BUILD_STD") == "std,panic_unwind"
    and "panic-unwind" in std_env.get("CARGO_UNSTABLE_BUILD_STD_FEATURES", "").split(","),
    "std.env has %s: panics must keep unwinding (UniFFI turns them into errors)" % std_env,
)
check(
    "std: bindings/build-small.sh builds with bindings/std.env and the pinned nightly",
    '. "$root/bindings/std.env"' in build_small and 'RUSTUP_TOOLCHAIN="$(tr -d \'[:space:]\' <"$root/nightly-toolchain")"' in build_small,
)
check(
    "cargoNdk: std as bindings/std.env says, with the pinned nightly (RUSTUP_TOOLCHAIN)",
    'rootProject.file("../bindings/std.env")' in gradle and 'rootProject.file("../nightly-toolchain")' in gradle
    and re.search(r'"RUSTUP_TOOLCHAIN"\s+to\s+rustNightly', cargo) is not None
    and re.search(r"^\s*\)\s*\+\s*stdEnv\s*$", cargo, re.M) is not None,
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
activity = re.search(r'<activity\s[^>]*android:name="\.app\.glue\.MainActivity"[^>]*>', manifest, re.S)
check(
    "manifest: MainActivity is singleTask (a link from another app reaches the one activity and core)",
    activity is not None and 'android:launchMode="singleTask"' in activity.group(0),
    "with singleTop an app that opens the link without FLAG_ACTIVITY_NEW_TASK gets a second "
    "MainActivity, so a second core writes the same files",
)
# N2's other half: the core's files are opened by one process. Every component runs in the
# app's one default process (no android:process), MainActivity is the only activity (so the
# only owner of a GameViewModel and its AppDriver), and no taskAffinity takes it out of the
# app's own task (singleTask's one instance is per task affinity).
check(
    "manifest: one process and one activity (no android:process, no taskAffinity, MainActivity alone)",
    "android:process" not in manifest and "android:taskAffinity" not in manifest
    and len(re.findall(r"<activity\b", manifest)) == 1,
    "a second process or activity would open a second core on the same files (game, stats, account)",
)
check(
    "manifest: no cleartext in release (no networkSecurityConfig or usesCleartextTraffic in main)",
    "networkSecurityConfig" not in manifest and "usesCleartextTraffic" not in manifest
    and not os.path.exists(os.path.join(ROOT, "android/app/src/main/res/xml/network_security_config.xml")),
)
debug_manifest = read("android/app/src/debug/AndroidManifest.xml")
debug_nsc = read("android/app/src/debug/res/xml/network_security_config.xml")
check(
    "debug builds only: cleartext to a LAN or emulator server (src/debug network security config)",
    'android:networkSecurityConfig="@xml/network_security_config"' in debug_manifest
    and re.search(r'<base-config\s+cleartextTrafficPermitted="true"', debug_nsc) is not None,
)
check(
    "manifest: backups decided (dataExtractionRules and fullBackupContent, files only)",
    'android:dataExtractionRules="@xml/data_extraction_rules"' in manifest
    and 'android:fullBackupContent="@xml/backup_rules"' in manifest
    and read("android/app/src/main/res/xml/data_extraction_rules.xml").count('<include domain="file" path="." />') == 2
    and '<include domain="file" path="." />' in read("android/app/src/main/res/xml/backup_rules.xml"),
)
# One link host: the manifest's placeholder, Gradle's default, the core's default server, iOS's domain.
default_server = re.search(r'DEFAULT_SERVER: &str = "https://([^"/]+)"', read("app/src/online/mod.rs"))
gradle_host = re.search(r'findProperty\("linkHost"\)[^\n]*\?:\s*"([^"]+)"', gradle)
ios_host = re.search(r"^PALLANGUZHI_LINK_DOMAIN\s*=\s*(\S+)\s*$", read("ios/Signing.xcconfig"), re.M)
hosts = {m.group(1) if m else None for m in (default_server, gradle_host, ios_host)}
check(
    "link host: one value (core DEFAULT_SERVER, Gradle linkHost, iOS PALLANGUZHI_LINK_DOMAIN)",
    len(hosts) == 1 and None not in hosts
    and 'manifestPlaceholders["linkHost"] = linkHost' in gradle
    and all('android:host="${linkHost}"' in body for attrs, body in filters_xml if 'android:scheme="https"' in body)
    and "pallanguzhi.app" not in "".join(body for _, body in filters_xml),
    "found %s" % sorted(map(str, hosts)),
)
# One version: the root VERSION file, read by Gradle and included by iOS's xcconfig.
version = dict(re.findall(r"^(\w+)\s*=\s*(\S+)\s*$", read("VERSION"), re.M))
check(
    "VERSION: MARKETING_VERSION x.y.z and CURRENT_PROJECT_VERSION a positive integer (%s)" % version,
    re.fullmatch(r"\d+\.\d+\.\d+", version.get("MARKETING_VERSION", "")) is not None
    and version.get("CURRENT_PROJECT_VERSION", "").isdigit() and int(version["CURRENT_PROJECT_VERSION"]) > 0
    and sorted(version) == ["CURRENT_PROJECT_VERSION", "MARKETING_VERSION"],
    "two lines, KEY = VALUE, nothing else (Xcode includes the file as an xcconfig)",
)
check(
    "Android: versionName and versionCode from VERSION",
    'versionCode = version("CURRENT_PROJECT_VERSION").toInt()' in gradle
    and 'versionName = version("MARKETING_VERSION")' in gradle and 'rootProject.file("../VERSION")' in gradle,
)
# Release signing from the environment: no keystore or password in the repository.
signing = block(gradle, "signingConfigs")
check(
    "Android: release signed with the upload key from the environment, no secret in the file",
    'System.getenv("PALLANGUZHI_UPLOAD_KEYSTORE")' in gradle
    and all('System.getenv("PALLANGUZHI_UPLOAD_%s")' % k in signing for k in ("STORE_PASSWORD", "KEY_ALIAS", "KEY_PASSWORD"))
    and re.search(r'(storePassword|keyPassword|keyAlias)\s*=\s*"', signing) is None
    and 'signingConfig = signingConfigs.getByName("upload")' in block(block(gradle, "buildTypes"), "release"),
)
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
    "Associated Domains: off in Debug (a free Apple ID can sign), on in Release (the store archive)",
    "associated-domains" not in project
    and re.search(r"^PALLANGUZHI_ENTITLEMENTS\s*=\s*$", xcconfig, re.M) is not None
    and re.search(r"^PALLANGUZHI_RELEASE_ENTITLEMENTS\s*=\s*Pallanguzhi-links\.entitlements\s*$", xcconfig, re.M) is not None
    and re.search(r"^PALLANGUZHI_ENTITLEMENTS\[config=Release\]\s*=\s*\$\(PALLANGUZHI_RELEASE_ENTITLEMENTS\)\s*$", xcconfig, re.M) is not None
    and xcconfig.rindex('#include? "Signing.local.xcconfig"') > xcconfig.index("PALLANGUZHI_ENTITLEMENTS[config=Release]")
    and "applinks:$(PALLANGUZHI_LINK_DOMAIN)" in read("ios/Pallanguzhi-links.entitlements"),
    "an archive made by the checklist must open https share links (N5); Debug stays signable by a personal team",
)
check(
    "iOS: version from VERSION (xcconfig include; Info.plist from the build settings, none fixed in project.yml)",
    re.search(r'^#include "\.\./VERSION"\s*$', xcconfig, re.M) is not None
    and re.search(r"CFBundleShortVersionString:\s*\$\(MARKETING_VERSION\)", project) is not None
    and re.search(r"CFBundleVersion:\s*\$\(CURRENT_PROJECT_VERSION\)", project) is not None
    and "MARKETING_VERSION:" not in project and "CURRENT_PROJECT_VERSION:" not in project,
    "XcodeGen writes CFBundleShortVersionString 1.0 and CFBundleVersion 1 as literals otherwise, "
    "and a target setting in project.yml would win over the xcconfig",
)
xcframework = strip_comments(re.sub(r"(^|\s)#[^\n]*", "", read("ios/build-xcframework.sh")))
cargo_builds = re.findall(r"cargo build [^\n]*--target[^\n]*", xcframework)
check(
    "iOS: the XCFramework is built from release-small (every target, every slice, by bindings/build-small.sh)",
    re.search(r'^profile="release-small"$', xcframework, re.M) is not None
    and not cargo_builds and re.search(r'^\s*bash "\$workspace_dir/bindings/build-small.sh" "\$t"$', xcframework, re.M) is not None
    and "/release/lib" not in xcframework and xcframework.count('/$profile/lib$lib.a"') >= 4,
    "cargo builds for Apple targets outside bindings/build-small.sh: %s" % cargo_builds,
)
check("Info.plist: NSLocalNetworkUsageDescription (a LAN development server)", "NSLocalNetworkUsageDescription:" in project)
# P1: the strings iOS reads before the core runs are the catalogue's, in every language: the
# .lproj InfoPlist.strings are what ios/scripts/infoplist-strings.py writes from app/locales,
# and project.yml's development-language values are the English ones.
stale = subprocess.run([sys.executable, os.path.join(ROOT, "ios/scripts/infoplist-strings.py"), "--check"],
                       capture_output=True, text=True)
check(
    "Info.plist strings localised from the catalogue (ios/App/{en,fr,ta}.lproj/InfoPlist.strings)",
    stale.returncode == 0,
    stale.stdout.strip() + stale.stderr.strip(),
)
english = {}
for line in read("app/locales/en/labels.ftl").splitlines():
    if " = " in line and line[:1] not in ("#", " "):
        english[line.split(" = ", 1)[0]] = line.split(" = ", 1)[1]
check(
    "project.yml: CFBundleDisplayName and NSLocalNetworkUsageDescription are the catalogue's English",
    re.search(r"CFBundleDisplayName: %s\n" % re.escape(english.get("ui-title", "-")), project) is not None
    and 'NSLocalNetworkUsageDescription: "%s"' % english.get("ui-local-network-usage", "-") in project,
)
app_swift = "".join(text for _, text in sources(["ios/App"], ".swift"))
check("Swift: no UIImpactFeedbackGenerator(style:) (marked for deprecation)", "FeedbackGenerator(" not in app_swift)
check(
    "Swift 6: no stored static var in the views (not concurrency-safe)",
    re.search(r"static var \w+\s*:[^{\n]*=", app_swift) is None,
)

# The release checklists: the live server with both well-known files is the first step (App
# Review plays online against it; App Links and universal links are verified against it), and
# each checklist builds what the store takes.
def checklist(path):
    text = read(path)
    return text[text.find("## Release checklist"):] if "## Release checklist" in text else ""


for path, build in (("android/README.md", "./gradlew"), ("ios/README.md", "xcodebuild")):
    steps = checklist(path)
    live = steps.find("well-known")
    check(
        "%s: the checklist starts with the live server and its well-known files" % path,
        live >= 0 and steps.find(build) > live and "assetlinks.json" in steps and "apple-app-site-association" in steps,
    )
android_steps = checklist("android/README.md")
check(
    "android/README.md: the checklist builds a signed AAB (bundleRelease) and checks it with bundletool",
    ":app:bundleRelease" in android_steps and "PALLANGUZHI_UPLOAD_KEYSTORE" in android_steps
    and "bundletool build-apks" in android_steps and "jarsigner -verify" in android_steps,
)
check(
    "ios/README.md: the checklist checks the archive's applinks entitlement",
    re.search(r"codesign -d --entitlements - [^\n]*\| grep applinks", checklist("ios/README.md")) is not None,
)

launch = re.search(r"UILaunchScreen:\s*\n\s+UIColorName:\s*(\w+)", project)
colorset = read("ios/App/Assets.xcassets/%s.colorset/Contents.json" % (launch.group(1) if launch else "-"))
check(
    "launch screen in the wood's colour, light and dark (an asset catalog colour set)",
    launch is not None and '"luminosity"' in colorset and colorset.count('"color-space"') == 2,
    "UILaunchScreen: {} flashes white or black before the wooden table",
)
sound_player = strip_comments(read("ios/App/SoundPlayer.swift"))
check("iOS sounds: rewound, not stopped, before each play (stop() undoes prepareToPlay)",
      "currentTime = 0" in sound_player and ".stop()" not in sound_player)
ios_readme = read("ios/README.md")
check(
    "ios/README.md: the simulator is picked by UDID (names with parentheses, e.g. iPhone SE (3rd generation))",
    "simctl list devices available -j" in ios_readme and 'destination "id=$udid"' in ios_readme
    and "grep -m1 -oE 'iPhone" not in ios_readme,
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
