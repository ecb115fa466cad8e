"""Check the Android string resources and the labels the views ask for. The views' labels are
the app core's (app/locales/<lang>/*.ftl, the `ui-` messages, and the levels' and sides'
names; android/app/.../Texts.kt): res/values*/strings*.xml keeps only what Android reads
before the core runs (the launcher's name, referenced from the manifest). Checks that every
strings*.xml is well-formed, holds only those keys, the same in every language; that every
@string/X the manifest uses exists; and that every key the views write at a call (tr("X"),
get("X"), the action bar's label("X") / item("X")) is a message of every language's
catalogue, with variables exactly when the call gives some. Prints "N passed, N failed"."""

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

# What the OS reads before the core runs: the launcher's and the task switcher's name.
ALLOWED = {"app_name"}


def strings(path):
    root = ET.parse(path).getroot()
    return {e.get("name"): "".join(e.itertext()) for e in root.iter("string")}


def table_of(folder):
    """Every string of a values folder, as aapt2 merges them."""
    merged = {}
    for path in sorted(folder.glob("strings*.xml")):
        merged.update(strings(path))
    return merged


def catalogue(folder):
    """Message id -> whether it has variables, for one language's .ftl files."""
    messages, last = {}, None
    for path in sorted(folder.glob("*.ftl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line[:1] in (" ", "\t"):
                if last:
                    messages[last] |= "$" in line
            elif " = " in line and not line.startswith("#"):
                last, text = line.split(" = ", 1)
                messages[last] = "$" in text
            elif line.strip():
                last = None
    return messages


def main(app):
    res = Path(app, "src/main/res")
    locales = Path(app, "../../app/locales").resolve()
    checks = []
    default = table_of(res / "values")
    checks += [f"values: {k} is a label; labels are the core's (app/locales)" for k in sorted(default.keys() - ALLOWED)]
    folders = sorted(p.parent for p in res.glob("values-*/strings*.xml"))
    for lang in sorted(set(folders)):
        try:
            table = table_of(lang)
        except ET.ParseError as e:
            checks.append(f"{lang}: not well-formed: {e}")
            continue
        checks += [f"{lang}: missing {k}" for k in sorted(default.keys() - table.keys())]
        checks += [f"{lang}: not in the default: {k}" for k in sorted(table.keys() - default.keys())]
    manifest = Path(app, "src/main/AndroidManifest.xml").read_text(encoding="utf-8")
    in_manifest = set(re.findall(r"@string/(\w+)", manifest))
    checks += [f"manifest: @string/{k} is not defined" for k in sorted(in_manifest - default.keys())]
    plain, with_args = set(), set()
    call = re.compile(r"\b(tr|get|label|item)\(\s*\"([\w-]+)\"\s*([,)])")
    for source in Path(app, "src").rglob("*.kt"):
        for fn, key, after in call.findall(source.read_text(encoding="utf-8")):
            if after == ")":
                plain.add(key)
            elif fn == "tr":
                with_args.add(key)
    langs = sorted(p for p in locales.iterdir() if p.is_dir())
    for lang in langs:
        messages = catalogue(lang)
        for key in sorted(plain | with_args):
            dashed = key.replace("_", "-")
            ids = [i for i in ("ui-" + dashed, dashed) if i in messages]
            if not ids:
                checks.append(f"{lang.name}: label {key} is used but not in the catalogue")
            elif messages[ids[0]] != (key in with_args):
                checks.append(f"{lang.name}: label {key} is used {'with' if key in with_args else 'without'} variables")
    for problem in checks:
        print(problem)
    total = len(default) + len(in_manifest) + len(folders) + len(langs) * len(plain | with_args)
    print(f"{total - len(checks)} passed, {len(checks)} failed")
    return 1 if checks else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "android/app"))
