#!/usr/bin/env python3
"""The stack frames of the apps' library as shipped (release-small, x86_64), read from its
machine code: no function may reserve more than LIMIT bytes of stack.

Why: the computer's search recurses a frame per ply (up to 64) on the platforms' background
threads, which have small stacks (512 KB on iOS's cooperative pool, 1 MB in a browser's
worker). Once the Zobrist tables (37 KB of arrays) were built on the stack and, with LTO,
inlined into the search's `negamax`: a 75 KB frame a ply, an Expert search overflowed
(core/src/ai/zobrist.rs). Tests built without LTO never showed it, so this reads the
shipped code itself.

A frame over a page is reserved with stack probes (x86_64 LLVM): either a loop
(`mov %rsp,%r11; sub $N,%r11; ...; jne; sub $REST,%rsp`) or unrolled
`sub $0x1000,%rsp` steps followed by the rest. One line per check, then "N passed, N failed".
Usage: python3 tests/stack_frames.py LIBRARY"""
import re
import subprocess
import sys

LIMIT = 32 * 1024
SUB_RSP = re.compile(r"sub\s+\$0x([0-9a-f]+),%rsp")
SUB_R11 = re.compile(r"sub\s+\$0x([0-9a-f]+),%r11")


def frames(lines):
    """(bytes, address) of every frame reserved with probes."""
    out = []
    for i, line in enumerate(lines):
        loop = SUB_R11.search(line)
        if loop and "%rsp,%r11" in lines[i - 1]:
            size = int(loop.group(1), 16)
            for k in range(i + 1, min(i + 8, len(lines))):
                rest = SUB_RSP.search(lines[k])
                if rest and "jne" in lines[k - 1]:
                    size += int(rest.group(1), 16)
                    break
            out.append((size, line.split(":")[0].strip()))
        elif "$0x1000,%rsp" in line and "$0x1000,%rsp" not in lines[i - 2]:
            pages, k = 0, i
            while k < len(lines) and "$0x1000,%rsp" in lines[k]:
                pages, k = pages + 1, k + 2  # each step is followed by its probe write
            rest = SUB_RSP.search(lines[k]) if k < len(lines) else None
            out.append((pages * 4096 + (int(rest.group(1), 16) if rest else 0), line.split(":")[0].strip()))
    return out


def main():
    asm = subprocess.run(["objdump", "-d", "--no-show-raw-insn", sys.argv[1]], capture_output=True, text=True, check=True)
    found = sorted(frames(asm.stdout.splitlines()))
    checks = [
        ("the machine code has probed frames to read (the parser still matches)", bool(found), f"{len(found)} found"),
    ]
    biggest, at = found[-1] if found else (0, "-")
    checks.append((f"no stack frame over {LIMIT} bytes", biggest <= LIMIT, f"largest {biggest} bytes at {at}"))
    for name, ok, detail in checks:
        print(f"{'ok  ' if ok else 'FAIL'} {name}: {detail}")
    passed = sum(ok for _, ok, _ in checks)
    print(f"{passed} passed, {len(checks) - passed} failed")


main()
