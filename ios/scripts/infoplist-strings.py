#!/usr/bin/env python3
"""Writes ios/App/<lang>.lproj/InfoPlist.strings from the app core's catalogue.

iOS reads a few Info.plist strings before the app core runs (the home screen's name, the
local-network permission's reason), so they cannot be asked of the core at run time; their
words are still the catalogue's (app/locales/<lang>/*.ftl), copied here:
  CFBundleDisplayName            <- ui-title (labels.ftl)
  NSLocalNetworkUsageDescription <- ui-local-network-usage (labels.ftl)
`--check` writes nothing and exits 1 if a file differs from what it would write
(tests/release.py runs it). Run it after changing those messages."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("en", "fr", "ta")
KEYS = (("CFBundleDisplayName", "ui-title"), ("NSLocalNetworkUsageDescription", "ui-local-network-usage"))


def messages(lang):
    """Message id -> its one-line text (these messages have no variables or attributes)."""
    found = {}
    for path in sorted((ROOT / "app/locales" / lang).glob("*.ftl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line[:1] not in ("", "#", " ", "\t") and " = " in line:
                key, text = line.split(" = ", 1)
                found[key.strip()] = text.strip()
    return found


def quoted(text):
    return '"%s"' % text.replace("\\", "\\\\").replace('"', '\\"')


def strings(lang):
    table = messages(lang)
    lines = ["/* Written by ios/scripts/infoplist-strings.py from app/locales/%s: edit the catalogue. */" % lang]
    for key, message in KEYS:
        if message not in table or "{" in table[message]:
            raise SystemExit("app/locales/%s: no plain message %s" % (lang, message))
        lines.append("%s = %s;" % (key, quoted(table[message])))
    return "\n".join(lines) + "\n"


def main():
    check = "--check" in sys.argv[1:]
    stale = []
    for lang in LANGUAGES:
        path = ROOT / "ios/App" / ("%s.lproj" % lang) / "InfoPlist.strings"
        text = strings(lang)
        if check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(str(path.relative_to(ROOT)))
        else:
            path.parent.mkdir(exist_ok=True)
            path.write_text(text, encoding="utf-8")
    if stale:
        print("stale (run ios/scripts/infoplist-strings.py): " + ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
