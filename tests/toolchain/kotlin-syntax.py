"""Syntax check of Kotlin sources that cannot be compiled here (Compose needs the
Android SDK): parse each file with tree-sitter's Kotlin grammar and report every
ERROR or MISSING node. Prints "N passed, N failed" (one per file) last."""

import sys

import tree_sitter_kotlin
from tree_sitter import Language, Parser


def syntax_errors(node, found):
    if node.type == "ERROR" or node.is_missing:
        found.append(node)
        return
    for child in node.children:
        syntax_errors(child, found)


def main(paths):
    parser = Parser(Language(tree_sitter_kotlin.language()))
    failed = 0
    for path in paths:
        with open(path, "rb") as source:
            tree = parser.parse(source.read())
        found = []
        syntax_errors(tree.root_node, found)
        if found:
            failed += 1
            for node in found[:5]:
                what = f"missing {node.type}" if node.is_missing else "unexpected text"
                print(f"{path}:{node.start_point[0] + 1}:{node.start_point[1] + 1}: syntax error: {what}")
    print(f"{len(paths) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
