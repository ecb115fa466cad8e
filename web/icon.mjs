// The install icons (icon-192.png, icon-512.png, maskable: the picture fills the square):
// the board's wood with two rows of three cups and a cowrie in each, in the colours of
// assets/board.json, drawn pixel by pixel (4x4 samples a pixel) and written as PNG with
// node's zlib: no image tool, no binary file in the repository.
import { deflateSync } from "node:zlib";

const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * t);

function crcTable() {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
}
const table = crcTable();
function crc(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = table[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "ascii");
  data.copy(out, 8);
  out.writeUInt32BE(crc(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
function png(size, rgb) {
  const raw = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y++) rgb.copy(raw, y * (size * 3 + 1) + 1, y * size * 3, (y + 1) * size * 3);
  const head = Buffer.alloc(13);
  head.writeUInt32BE(size, 0);
  head.writeUInt32BE(size, 4);
  head[8] = 8; // bits
  head[9] = 2; // RGB
  const sig = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([sig, chunk("IHDR", head), chunk("IDAT", deflateSync(raw, { level: 9 })), chunk("IEND", Buffer.alloc(0))]);
}

/** The colour at (u, v) in the unit square. */
function paint(tones, u, v) {
  const [light, mid, dark, grain, cupRim, cupDeep, , seed, seedLight, seedShade] = tones.map(hex);
  let c = v < 0.5 ? mix(light, mid, v * 2) : mix(mid, dark, (v - 0.5) * 2);
  const wave = Math.sin(u * 9 + Math.floor(v * 20) * 1.7) * 0.006;
  if (Math.abs(((v + wave) * 20) % 1) < 0.08) c = mix(c, grain, 0.18);
  // Two rows of three cups in the safe zone of a maskable icon (the inner 80 %).
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 3; col++) {
      const cx = 0.27 + col * 0.23;
      const cy = 0.38 + row * 0.25;
      const dx = (u - cx) / 0.095;
      const dy = (v - cy) / 0.085;
      const d = dx * dx + dy * dy;
      if (d > 1) continue;
      c = mix(cupDeep, cupRim, Math.sqrt(d));
      if (dy < -0.2) c = mix(c, [0, 0, 0], 0.3 * (1 - d));
      // A cowrie lying in the cup, its slit across it.
      const sx = (u - cx) / 0.045;
      const sy = (v - cy - 0.01) / 0.034;
      const s = sx * sx + sy * sy;
      if (s <= 1) c = Math.abs(sy) < 0.14 && Math.abs(sx) < 0.5 ? seedShade : mix(seedLight, seed, Math.min(1, Math.hypot(sx + 0.35, sy + 0.4) / 1.2));
    }
  }
  return c;
}

export function icon(size, tones) {
  const rgb = Buffer.alloc(size * size * 3);
  const n = 4;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const sum = [0, 0, 0];
      for (let j = 0; j < n; j++)
        for (let i = 0; i < n; i++) paint(tones, (x + (i + 0.5) / n) / size, (y + (j + 0.5) / n) / size).forEach((v, k) => (sum[k] += v));
      sum.forEach((v, k) => (rgb[(y * size + x) * 3 + k] = Math.round(v / (n * n))));
    }
  }
  return png(size, rgb);
}
