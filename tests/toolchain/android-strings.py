"""Check the Android string resources the way aapt2 would reject them: every
values*/strings.xml is well-formed, every language has exactly the default's
keys, and each string uses the same format arguments (%1$s, %d...) in every
language, since a mismatch crashes String.format at run time. Also checks that
every label the Kotlin sources use exists: R.string.X in the Android glue and
tr("X") / get("X") in the views (which look labels up by name, see app/Texts.kt). Prints "N passed, N failed"."""

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ARG = re.compile(r"%(?:\d+\$)?[sdf]")


def strings(path):
    root = ET.parse(path).getroot()
    return {e.get("name"): "".join(e.itertext()) for e in root.iter("string")}


def table_of(folder):
    """Every string of a values folder (strings.xml, strings_online.xml...), as aapt2 merges them."""
    merged = {}
    for path in sorted(folder.glob("strings*.xml")):
        merged.update(strings(path))
    return merged


def main(app):
    res = Path(app, "src/main/res")
    default = table_of(res / "values")
    checks = []
    for lang in sorted(p.parent for p in res.glob("values-*/strings.xml")):
        try:
            table = table_of(lang)
        except ET.ParseError as e:
            checks.append(f"{lang}: not well-formed: {e}")
            continue
        missing, extra = default.keys() - table.keys(), table.keys() - default.keys()
        checks += [f"{lang}: missing {k}" for k in sorted(missing)]
        checks += [f"{lang}: not in the default: {k}" for k in sorted(extra)]
        for key in default.keys() & table.keys():
            if sorted(ARG.findall(default[key])) != sorted(ARG.findall(table[key])):
                checks.append(f"{lang}: {key} has other format arguments than the default")
    used = set()
    for source in Path(app, "src").rglob("*.kt"):
        text = source.read_text(encoding="utf-8")
        used |= set(re.findall(r"R\.string\.(\w+)", text))
        used |= set(re.findall(r"\b(?:tr|get)\(\s*\"(\w+)\"\s*[,)]", text))
    checks += [f"label {k} is used but not defined" for k in sorted(used - default.keys())]
    for problem in checks:
        print(problem)
    total = len(default) + len(used)
    print(f"{total - len(checks)} passed, {len(checks)} failed")
    return 1 if checks else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "android/app"))
