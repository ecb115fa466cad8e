#!/usr/bin/env python3
"""Import circles among a Rust crate's modules (issue 34's measure).

A module imports another when its file names `crate::x` or `super::x` (a folder's
`mod.rs` is the folder's module; `a/b.rs` is `a/b`). Prints each strongly connected
set of more than one module, largest first, with `-v` its edges.
With `--max N`, also a check: ends with `1 passed, 0 failed` when no circle has more
than N modules (`0 passed, 1 failed` and exit status 1 otherwise).
Usage: tests/import_circles.py app/src [-v] [--max N]
"""
import os
import re
import sys


def modules(src):
    found = {}
    for root, _, files in os.walk(src):
        for f in files:
            if f.endswith(".rs"):
                parts = os.path.relpath(os.path.join(root, f), src)[:-3].split(os.sep)
                if parts[-1] == "mod":
                    parts = parts[:-1]
                with open(os.path.join(root, f)) as text:
                    found["/".join(parts)] = text.read()
    return found


def resolve(names, full):
    """The longest module path named by `full` (a list of path segments)."""
    for i in range(len(full), 0, -1):
        name = "/".join(full[:i])
        if name in names:
            return name
    return None


def edges(found):
    names = set(found)
    out = {m: set() for m in found}
    for m, text in found.items():
        parent = m.rsplit("/", 1)[0].split("/") if "/" in m else []
        base_of = {"crate": [], "super": parent}
        for base, path in re.findall(r"\b(crate|super)::((?:\w+::)*\w+)", text):
            out[m].add(resolve(names, base_of[base] + path.split("::")))
        for base, group in re.findall(r"\b(crate|super)::\{([^}]*)\}", text):
            for item in group.split(","):
                out[m].add(resolve(names, base_of[base] + [item.strip().split("::")[0]]))
        out[m] -= {None, m, "lib"}
    return out


def circles(graph):
    index, low, stack, on, found = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            found.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted((c for c in found if len(c) > 1), key=len, reverse=True)


def main():
    graph = edges(modules(sys.argv[1]))
    found = circles(graph)
    for comp in found:
        print(len(comp), " ".join(comp))
        if "-v" in sys.argv:
            for m in comp:
                print("   ", m, "->", " ".join(sorted(w for w in graph[m] if w in comp)))
    if not found:
        print("no circle")
    if "--max" in sys.argv:
        limit = int(sys.argv[sys.argv.index("--max") + 1])
        over = [c for c in found if len(c) > limit]
        for comp in over:
            print(f"over {limit} modules: {' '.join(comp)}")
        print("0 passed, 1 failed" if over else "1 passed, 0 failed")
        sys.exit(1 if over else 0)


if __name__ == "__main__":
    main()
