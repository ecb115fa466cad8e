#!/usr/bin/env python3
"""Draws the app icon (1024 x 1024 PNG, no alpha, as the App Store wants) with the standard
library only: a wooden pallanguzhi board, two rows of holes, seeds in some of them.
Run from anywhere: writes ios/App/Assets.xcassets/AppIcon.appiconset/icon-1024.png."""
import math
import os
import struct
import zlib

N = 1024
BG, WOOD, HOLE, SEED = (122, 62, 29), (200, 137, 75), (74, 36, 16), (242, 230, 204)
px = bytearray(bytes(BG) * N * N)


def blend(x, y, color, a):
    i = 3 * (y * N + x)
    for k in range(3):
        px[i + k] = round(px[i + k] * (1 - a) + color[k] * a)


def disc(cx, cy, r, color, sx=1.0):
    """An ellipse of radii r*sx, r, anti-aliased on its edge (coverage from the distance)."""
    for y in range(max(0, int(cy - r - 1)), min(N, int(cy + r + 2))):
        dy = y + 0.5 - cy
        if abs(dy) > r + 1:
            continue
        half = math.sqrt(max(0.0, r * r - dy * dy)) * sx
        lo, hi = int(cx - half + 1), int(cx + half - 1)
        if hi > lo:  # the inside run in one slice
            px[3 * (y * N + lo):3 * (y * N + hi)] = bytes(color) * (hi - lo)
        for x in list(range(int(cx - half - 2), lo)) + list(range(max(lo, hi), int(cx + half + 2))):
            if 0 <= x < N:
                d = math.hypot((x + 0.5 - cx) / sx, dy)
                a = min(1.0, max(0.0, r - d + 0.5))
                if a > 0:
                    blend(x, y, color, a)


def rounded_rect(x0, y0, x1, y1, r, color):
    for y in range(y0, y1):
        dy = max(y0 + r - (y + 0.5), (y + 0.5) - (y1 - r), 0)
        inset = r - math.sqrt(max(0.0, r * r - dy * dy)) if dy else 0
        lo, hi = int(x0 + inset + 1), int(x1 - inset - 1)
        px[3 * (y * N + lo):3 * (y * N + hi)] = bytes(color) * (hi - lo)
        for x in (lo - 1, hi):
            blend(x, y, color, 0.5)


rounded_rect(112, 272, 912, 752, 120, WOOD)
for row, cy in enumerate((402, 622)):
    for col in range(4):
        cx = 232 + col * 187
        disc(cx, cy, 72, HOLE)
        seeds = (col + 2 * row) % 4 + 1
        for s in range(seeds):  # a small stable cluster, as the app draws them
            a = s * 2.4 + col
            d = 0 if seeds == 1 else 30
            disc(cx + d * math.cos(a), cy + d * math.sin(a), 19, SEED, sx=1.3)


def png(path):
    raw = b"".join(b"\0" + bytes(px[3 * N * y:3 * N * (y + 1)]) for y in range(N))
    chunk = lambda t, d: struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d))
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", N, N, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../App/Assets.xcassets/AppIcon.appiconset/icon-1024.png")
png(os.path.normpath(out))
print("wrote", os.path.normpath(out))
