// The wooden board in SVG, the phones' board (android/app/.../Wood.kt, Board.kt,
// BoardGeometry.kt): a plank with grain, cupped holes with cowries piled in them, the
// bowls with their owners' names, a gold ring on the side to move, the hand with its
// seeds and count, wooden lids on closed holes. Proportions and colours are
// assets/board.json's, the file the phones' numbers are checked against.
//
// The board is laid out twice, upright (a tall window: near row down the left column)
// and lying (the classic plank), each in its own SVG; CSS shows the one that fits the
// window, so a rotation or a resize needs no redraw. One button per hole (the core's
// label, its taps) sits over both drawings at the place of the one shown.
//
// Where the marks go keeps them out of the seeds' way: a flight runs from centre to
// centre, so each hole's letter and count sit on its outer edge, and a bowl's seeds
// land on its pile, away from its name plate. Nothing here decides anything.
import spec from "../../assets/board.json";

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Cell {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Geometry {
  vertical: boolean;
  width: number;
  height: number;
  /** The near (bottom) player's holes in sowing order, then the far player's. */
  near: Cell[];
  far: Cell[];
  nearBowl: Cell;
  farBowl: Cell;
}

const G = spec.geometry;
const short = (c: Cell) => Math.min(c.w, c.h);
const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);

/** Bowl length along the board (BoardGeometry.bowlLength). */
export function bowlLength(axis: number) {
  return clamp(axis * G.bowlShare, Math.min(G.bowlMin, axis / 5), G.bowlMax);
}

/** BoardGeometry.make: the board in a box, upright or lying. */
export function layout(boxW: number, boxH: number, n: number, vertical: boolean): Geometry {
  const pad = G.pad;
  const axis = vertical ? boxH : boxW;
  const across = vertical ? boxW : boxH;
  const bowl = bowlLength(axis);
  const pitch = Math.max((axis - 2 * bowl - 2 * pad) / n, 1);
  // Rows no deeper than 1.9 holes: a very deep box leaves room around the board instead.
  const row = clamp((across - 2 * pad) / 2, 1, pitch * G.rowMaxPitches);
  const cell = (along: number, side: number, len = pitch, depth = row): Cell =>
    vertical ? { x: pad + side * row, y: along, w: depth, h: len } : { x: along, y: pad + (1 - side) * row, w: len, h: depth };
  const start = pad + bowl;
  const near = [...Array(n).keys()].map((k) => cell(start + k * pitch, 0));
  const far = [...Array(n).keys()].map((k) => cell(start + (n - 1 - k) * pitch, 1));
  const flat = (c: Cell) => (vertical ? c : { ...c, y: pad });
  return {
    vertical,
    width: vertical ? 2 * pad + 2 * row : 2 * pad + 2 * bowl + n * pitch,
    height: vertical ? 2 * pad + 2 * bowl + n * pitch : 2 * pad + 2 * row,
    near,
    far,
    nearBowl: flat(cell(start + n * pitch, 0, bowl, 2 * row)),
    farBowl: flat(cell(pad, 0, bowl, 2 * row)),
  };
}

/** BoardGeometry.of: the orientation with the bigger holes. */
export function geometryOf(boxW: number, boxH: number, n: number): Geometry {
  const h = layout(boxW, boxH, n, false);
  const v = layout(boxW, boxH, n, true);
  const cellOf = (g: Geometry) => Math.min(...[...g.near, ...g.far].map(short));
  return cellOf(v) > cellOf(h) ? v : h;
}

// --- the palette: CSS variables from the spec, light, dark and colour-safe ---

function vars(prefix: string, keys: string[], values: string[]) {
  return keys.map((k, i) => `--${prefix}-${k}:${values[i]};`).join("");
}

/** The spec's colours as CSS variables, put in the page once (the drawing names them). */
function installPalette() {
  if (document.getElementById("board-palette")) return;
  const style = document.createElement("style");
  style.id = "board-palette";
  style.textContent =
    `:root{${vars("wood", spec.wood.keys, spec.wood.day)}${vars("mark", spec.marks.keys, spec.marks.wood)}` +
    `--hand-palm:${spec.hand.palm};--hand-line:${spec.hand.line}}` +
    `@media (prefers-color-scheme: dark){:root{${vars("wood", spec.wood.keys, spec.wood.night)}}}` +
    `body.colour-safe{${vars("mark", spec.marks.keys, spec.marks.colourSafe)}}`;
  document.head.append(style);
}

// --- the drawing, as SVG text (one string per board, set at once) ---

const f = (v: number) => (Math.round(v * 10) / 10).toString();
const wood = (k: string) => `var(--wood-${k})`;
const mark = (k: string) => `var(--mark-${k})`;

function rrect(c: Cell, paint: string, extra = "") {
  const r = short(c) / 2;
  return `<rect x="${f(c.x)}" y="${f(c.y)}" width="${f(c.w)}" height="${f(c.h)}" rx="${f(r)}" style="${paint}"${extra}/>`;
}

const inset = (c: Cell, d: number): Cell => ({ x: c.x + d, y: c.y + d, w: c.w - 2 * d, h: c.h - 2 * d });

/** Gradients shared by the drawing (ids prefixed per SVG: two boards live in one page). */
function defs(p: string, vertical: boolean) {
  const stops = (list: [number, string, number?][]) =>
    list.map(([o, c, a]) => `<stop offset="${o}" style="stop-color:${c};stop-opacity:${a ?? 1}"/>`).join("");
  const across = vertical ? `x1="0" y1="0" x2="1" y2="0"` : `x1="0" y1="0" x2="0" y2="1"`;
  return (
    `<defs>` +
    `<linearGradient id="${p}body" ${across}>${stops([[0, wood("light")], [0.33, wood("mid")], [0.67, wood("light")], [1, wood("dark")]])}</linearGradient>` +
    `<radialGradient id="${p}cup" cx=".5" cy=".6" r=".62">${stops([[0, wood("cupDeep")], [1, wood("cupRim")]])}</radialGradient>` +
    `<linearGradient id="${p}wall" x1="0" y1="0" x2="0" y2=".45">${stops([[0, "#000", 0.45], [1, "#000", 0]])}</linearGradient>` +
    `<linearGradient id="${p}lid" x1="0" y1="0" x2="1" y2="1">${stops([[0, wood("lid")], [0.5, wood("mid")], [1, wood("lid")]])}</linearGradient>` +
    `<radialGradient id="${p}seed" cx=".32" cy=".3" r=".8">${stops([[0, wood("seedLight")], [0.5, wood("seed")], [1, wood("seedShade")]])}</radialGradient>` +
    `</defs>`
  );
}

/** The plank: a soft shadow, the gradient across it, grain along it, a bevel. */
function body(p: string, g: Geometry) {
  const c = inset({ x: 0, y: 0, w: g.width, h: g.height }, G.pad * 0.4);
  const r = Math.min(c.w, c.h) * 0.12;
  let s = "";
  for (let i = 6; i >= 1; i--) {
    const grow = i * 2.5;
    s += `<rect x="${f(c.x - grow / 2)}" y="${f(c.y + grow)}" width="${f(c.w + grow)}" height="${f(c.h + grow / 2)}" rx="${f(r + grow)}" style="fill:#000;fill-opacity:.05"/>`;
  }
  s += `<clipPath id="${p}clip"><rect x="${f(c.x)}" y="${f(c.y)}" width="${f(c.w)}" height="${f(c.h)}" rx="${f(r)}"/></clipPath>`;
  s += `<rect x="${f(c.x)}" y="${f(c.y)}" width="${f(c.w)}" height="${f(c.h)}" rx="${f(r)}" fill="url(#${p}body)"/>`;
  // Grain: long wavy lines a little darker than the wood, at fixed places.
  s += `<g clip-path="url(#${p}clip)" style="fill:none;stroke:${wood("grain")}">`;
  const lines = 26;
  const alongX = !g.vertical;
  for (let i = 0; i < lines; i++) {
    const t = (i + 0.5) / lines;
    const pts: string[] = [];
    // 16 steps a line (the phones draw 48): the waves are long, and fewer points parse faster.
    for (let k = 0; k <= 16; k++) {
      const u = k / 16;
      const wave = Math.sin(u * 9 + i * 1.7) * 0.006 + Math.sin(u * 23 + i) * 0.002;
      const a = alongX ? c.x + u * c.w : c.x + (t + wave) * c.w;
      const b = alongX ? c.y + (t + wave) * c.h : c.y + u * c.h;
      pts.push(`${f(a)},${f(b)}`);
    }
    s += `<polyline points="${pts.join(" ")}" style="stroke-opacity:${i % 3 === 0 ? 0.16 : 0.08};stroke-width:${1.2 + (i % 4) * 0.5}"/>`;
  }
  s += `</g>`;
  s += `<rect x="${f(c.x)}" y="${f(c.y)}" width="${f(c.w)}" height="${f(c.h)}" rx="${f(r)}" style="fill:none;stroke:#fff;stroke-opacity:.28;stroke-width:3"/>`;
  s += `<rect x="${f(c.x + 1.5)}" y="${f(c.y + 3)}" width="${f(c.w - 3)}" height="${f(c.h - 4)}" rx="${f(r)}" style="fill:none;stroke:${wood("dark")};stroke-opacity:.6;stroke-width:2"/>`;
  return s;
}

/** A cupped hole or a bowl: a lit lip, a deep centre, the upper wall in shadow. */
function cup(p: string, c: Cell) {
  return (
    rrect({ ...c, y: c.y + 2 }, "fill:#fff;fill-opacity:.22") +
    rrect(c, "", ` fill="url(#${p}cup)"`) +
    rrect(c, "", ` fill="url(#${p}wall)"`) +
    rrect(c, `fill:none;stroke:${wood("dark")};stroke-width:2`)
  );
}

/** A closed hole: a wooden lid with a dark cross. */
function lid(p: string, c: Cell) {
  const m = short(c);
  const i = m * 0.22;
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" style="stroke:${mark("bar")};stroke-width:${f(m * 0.11)};stroke-linecap:round"/>`;
  return (
    rrect({ ...c, y: c.y + 4 }, "fill:#000;fill-opacity:.35") +
    rrect(c, "", ` fill="url(#${p}lid)"`) +
    rrect(c, "fill:none;stroke:#fff;stroke-opacity:.35;stroke-width:2") +
    line(c.x + i, c.y + i, c.x + c.w - i, c.y + c.h - i) +
    line(c.x + c.w - i, c.y + i, c.x + i, c.y + c.h - i)
  );
}

/** One cowrie: its shadow, its body lit from above left, the slit. */
function seed(p: string, x: number, y: number, r: number, angle: number) {
  const w = r * 1.25;
  const h = r * 0.95;
  const tx = Math.cos(angle) * w * 0.15;
  const ty = Math.sin(angle) * h * 0.15;
  return (
    `<ellipse cx="${f(x + r * 0.2)}" cy="${f(y + r * 0.35)}" rx="${f(w)}" ry="${f(h)}" style="fill:#000;fill-opacity:.35"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(w)}" ry="${f(h)}" fill="url(#${p}seed)"/>` +
    `<line x1="${f(x - w * 0.5 + tx)}" y1="${f(y + ty)}" x2="${f(x + w * 0.5 + tx)}" y2="${f(y + ty)}" style="stroke:${wood("seedShade")};stroke-opacity:.7;stroke-width:${f(r * 0.14)};stroke-linecap:round"/>`
  );
}

/** Wood.kt's drawPile: seeds poured in a disc that grows with the count, layers higher up. */
function pile(p: string, c: Cell, count: number, salt: number, maxSeeds = 48) {
  const shown = Math.min(count, maxSeeds);
  if (shown <= 0) return "";
  const m = short(c);
  const r = clamp(m / 9, 2.5, m / 5);
  const perLayer = 12;
  const layerRadius = Math.max(m / 2 - r * 1.3, r);
  const stretch = Math.min(clamp(c.w / c.h, 0.5, 3), 1.8);
  const cx = c.x + c.w / 2;
  const cy = c.y + c.h / 2;
  let s = "";
  for (let k = 0; k < shown; k++) {
    const layer = Math.floor(k / perLayer);
    const inLayer = k % perLayer;
    const filled = Math.min(shown - layer * perLayer, perLayer);
    const spread = layerRadius * Math.sqrt(filled / perLayer) * (1 - 0.12 * layer);
    const angle = ((inLayer * 137.5 + salt * 31 + layer * 47) * Math.PI) / 180;
    const dist = spread * Math.sqrt((inLayer + 0.5) / filled);
    s += seed(p, cx + dist * Math.cos(angle) * stretch, cy + dist * Math.sin(angle) - layer * r * 0.45, r, angle);
  }
  return s;
}

/** The cup inside a hole's cell: no wider than 1.4 times its height, centred. */
function cupIn(c: Cell): Cell {
  const d = short(c) * G.cupInset;
  const h = c.h - 2 * d;
  const w = Math.min(c.w - 2 * d, h * G.cupMaxAspect);
  const hh = Math.min(h, w * G.cupMaxAspect);
  return { x: c.x + (c.w - w) / 2, y: c.y + (c.h - hh) / 2, w, h: hh };
}

/** A text with a dark halo, legible on any wood. */
function label(x: number, y: number, size: number, text: string, anchor: string, cls: string) {
  return `<text class="${cls}" x="${f(x)}" y="${f(y)}" text-anchor="${anchor}" dominant-baseline="middle" style="font-size:${f(size)}px">${esc(text)}</text>`;
}

function esc(s: string) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A count on its dark round badge, anchored at (x, y) on the side `anchor` says. */
function badge(x: number, y: number, size: number, text: string, anchor: "start" | "end", data: string) {
  const w = size * (0.62 * Math.max(text.length, 1) + 0.7);
  const h = size * 1.25;
  const left = anchor === "start" ? x : x - w;
  return (
    `<g class="count-badge" data-count="${data}">` +
    `<rect x="${f(left)}" y="${f(y - h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(h / 2)}" style="fill:#000;fill-opacity:.58"/>` +
    `<text x="${f(left + w / 2)}" y="${f(y)}" text-anchor="middle" dominant-baseline="central" class="count-text" style="font-size:${f(size)}px">${esc(text)}</text>` +
    `</g>`
  );
}

/** The hand over the hole it holds: a cupped palm, a few of its seeds, its count. */
function hand(p: string, cupRect: Cell, seeds: number) {
  const m = short(cupRect);
  // A little right of the cup's centre and smaller than it: clear of the letter and the
  // count on the hole's outer edge (the e2e measures it).
  const cx = cupRect.x + cupRect.w / 2 + m * 0.05;
  const cy = cupRect.y + cupRect.h / 2;
  const pw = m * 0.42;
  const ph = m * 0.27;
  let s = `<g class="hand-mark">`;
  // The palm, cupped (a bowl shape), the thumb over its rim.
  s += `<path d="M${f(cx - pw)},${f(cy - ph * 0.2)} Q${f(cx)},${f(cy + ph * 1.9)} ${f(cx + pw)},${f(cy - ph * 0.2)} Z" style="fill:var(--hand-palm);stroke:var(--hand-line);stroke-width:${f(m * 0.035)}"/>`;
  s += `<ellipse cx="${f(cx - pw * 0.78)}" cy="${f(cy - ph * 0.35)}" rx="${f(pw * 0.22)}" ry="${f(ph * 0.38)}" transform="rotate(-30 ${f(cx - pw * 0.78)} ${f(cy - ph * 0.35)})" style="fill:var(--hand-palm);stroke:var(--hand-line);stroke-width:${f(m * 0.03)}"/>`;
  const r = m * 0.08;
  for (let k = 0; k < Math.min(seeds, 3); k++) s += seed(p, cx + (k - 1) * r * 2.4, cy - ph * 0.1 + (k % 2) * r * 0.6, r, k * 1.3);
  // The count on a light bubble above the palm.
  const b = m * 0.17;
  s += `<circle cx="${f(cx + pw * 0.6)}" cy="${f(cy - ph * 1.2)}" r="${f(b)}" style="fill:${wood("seedLight")};stroke:var(--hand-line);stroke-width:${f(m * 0.03)}"/>`;
  s += `<text class="hand-count" x="${f(cx + pw * 0.6)}" y="${f(cy - ph * 1.2)}" text-anchor="middle" dominant-baseline="central" style="font-size:${f(b * 1.3)}px">${seeds}</text>`;
  return s + `</g>`;
}

/** Which way is out of the board for a hole: its marks go there, off the seeds' path. */
function outward(g: Geometry, nearRow: boolean) {
  return g.vertical ? (nearRow ? "left" : "right") : nearRow ? "bottom" : "top";
}

function holeArt(p: string, g: Geometry, c: Cell, hole: Json, game: Json, nearRow: boolean) {
  const cp = cupIn(c);
  const m = short(c);
  const highlight = hole.legal && !game.animating;
  let s = hole.closed ? lid(p, cp) : cup(p, cp) + pile(p, inset(cp, short(cp) * G.pileInset), hole.count, hole.index);
  const ring = inset(cp, -m * G.ringOutset);
  if (hole.hinted) s += rrect(ring, `fill:none;stroke:${mark("hint")};stroke-width:5`);
  else if (highlight) s += rrect(ring, `fill:none;stroke:${mark("legal")};stroke-width:3.5`);
  else if (hole.last_sown) s += rrect(ring, `fill:none;stroke:${mark("path")};stroke-width:3;stroke-dasharray:8 6`);
  if (game.hand && game.hand.hole === hole.index && !hole.closed) s += hand(p, cp, game.hand.seeds);
  // The letter and the count on the outer edge: the letter first along the edge, the count after.
  const letterSize = clamp(m * 0.2, 11, 22);
  const countSize = clamp(m * 0.26, 14, 30);
  const text = hole.letter + (highlight ? "▲" : "") + (hole.hinted ? "★" : "") + (hole.last_sown ? "•" : "");
  const count = hole.closed ? "—" : String(hole.count);
  const side = outward(g, nearRow);
  const e = 3;
  if (side === "left" || side === "right") {
    const x = side === "left" ? c.x + e : c.x + c.w - e;
    const anchor = side === "left" ? "start" : "end";
    s += label(x, c.y + letterSize * 0.75, letterSize, text, anchor, "hole-letter");
    s += badge(x, c.y + c.h - countSize * 0.7, countSize, count, anchor, String(hole.index));
  } else {
    const y = side === "bottom" ? c.y + c.h - countSize * 0.7 : c.y + countSize * 0.7;
    s += label(c.x + e, y, letterSize, text, "start", "hole-letter");
    s += badge(c.x + c.w - e, y, countSize, count, "end", String(hole.index));
  }
  return s;
}

/** Where a bowl's seeds lie (and land): upright, beside the names' share of it; lying, its lower part. */
function pileOf(g: Geometry, cell: Cell): Cell {
  const d = short(cell) * G.bowlInset;
  const c = inset(cell, d);
  const q = inset(c, short(c) * 0.12);
  return g.vertical ? { ...q, x: q.x + q.w * G.namesShare, w: q.w * (1 - G.namesShare) } : { ...q, y: q.y + q.h * 0.42, h: q.h * 0.58 };
}

function bowlArt(p: string, g: Geometry, cell: Cell, count: number, lit: boolean, salt: number) {
  const d = short(cell) * G.bowlInset;
  const c = inset(cell, d);
  let s = "";
  if (lit) s += rrect(inset(c, -d * 0.7), `fill:${mark("lit")};fill-opacity:.35`);
  s += cup(p, c) + pile(p, pileOf(g, cell), count, salt, 60);
  if (lit) s += rrect(c, `fill:none;stroke:${mark("lit")};stroke-width:4`);
  return s;
}

interface Sides {
  near: Json[];
  far: Json[];
  bottom: string;
  top: string;
}

function sides(game: Json): Sides {
  const n = game.holes_per_side as number;
  const holes = game.holes as Json[];
  const south = holes.slice(0, n);
  const north = holes.slice(n, 2 * n);
  const [near, far] = game.bottom === "south" ? [south, north] : [north, south];
  return { near, far, bottom: game.bottom, top: game.bottom === "south" ? "north" : "south" };
}

const toMove = (game: Json, side: string) => game.to_move === side && !game.outcome;

function art(p: string, g: Geometry, game: Json, s: Sides) {
  const count = (side: string) => game.bowls.find((b: Json) => b.side === side)?.count ?? 0;
  let out = defs(p, g.vertical) + body(p, g);
  out += bowlArt(p, g, g.nearBowl, count(s.bottom), toMove(game, s.bottom), 99);
  out += bowlArt(p, g, g.farBowl, count(s.top), toMove(game, s.top), 100);
  s.near.forEach((hole, k) => (out += holeArt(p, g, g.near[k], hole, game, true)));
  s.far.forEach((hole, k) => (out += holeArt(p, g, g.far[k], hole, game, false)));
  return out;
}

// --- the page's elements ---

const SVG = "http://www.w3.org/2000/svg";

function svgOf(p: string, g: Geometry, game: Json, s: Sides) {
  const el = document.createElementNS(SVG, "svg");
  el.setAttribute("class", `art ${g.vertical ? "upright" : "lying"}`);
  el.setAttribute("viewBox", `0 0 ${f(g.width)} ${f(g.height)}`);
  el.setAttribute("aria-hidden", "true");
  el.setAttribute("focusable", "false");
  el.innerHTML = art(p, g, game, s);
  return el;
}

const pct = (v: number, of: number) => `${((v / of) * 100).toFixed(3)}%`;

/** A place on both drawings, as CSS variables (style.css picks the shown one's). */
function spot(el: HTMLElement, v: Cell, vg: Geometry, h: Cell, hg: Geometry) {
  const set = (k: string, c: Cell, g: Geometry) => {
    el.style.setProperty(`--${k}x`, pct(c.x, g.width));
    el.style.setProperty(`--${k}y`, pct(c.y, g.height));
    el.style.setProperty(`--${k}w`, pct(c.w, g.width));
    el.style.setProperty(`--${k}h`, pct(c.h, g.height));
  };
  set("v", v, vg);
  set("h", h, hg);
  el.classList.add("spot");
  return el;
}

/**
 * The name plate on a bowl's outer end: the core's name ("▶ Anbu", one line, cut only at its
 * end), the computer's level under it as a small badge (the core's word, never in the name),
 * and the count.
 */
function namePlate(game: Json, side: string, label: (id: string) => string, v: Cell, vg: Geometry, h: Cell, hg: Geometry) {
  const bowl = game.bowls.find((b: Json) => b.side === side) ?? {};
  const el = document.createElement("div");
  el.className = `name-plate${toMove(game, side) ? " lit" : ""}`;
  el.dataset.side = side;
  el.setAttribute("aria-hidden", "true");
  const names = document.createElement("span");
  names.className = "names";
  const who = document.createElement("span");
  who.className = "who";
  who.textContent = (toMove(game, side) ? "▶ " : "") + (bowl.name || label(`side-${side}`));
  names.append(who);
  if (bowl.badge) {
    const badge = document.createElement("span");
    badge.className = "badge";
    badge.textContent = bowl.badge;
    names.append(badge);
  }
  const n = document.createElement("span");
  n.className = "n";
  n.textContent = String(bowl.count ?? 0);
  el.append(names, n);
  // The plate's own box in each layout: upright, the whole bowl, its chip at the outer end
  // (style.css) reaching over the pile only for a name that needs it (a narrow lesson board in
  // Tamil); lying, the bowl's upper part.
  const plate = (c: Cell, g: Geometry): Cell => {
    const d = short(c) * 0.1;
    return g.vertical ? { x: c.x + d, y: c.y + d, w: c.w - 2 * d, h: c.h - 2 * d } : { x: c.x + 4, y: c.y + d, w: c.w - 8, h: c.h * 0.34 };
  };
  return spot(el, plate(v, vg), vg, plate(h, hg), hg);
}

/** The smallest a bowl's names shrink to before they are cut with "…" (CSS px), as the phones' 11 sp. */
export const NAME_FLOOR = 11;

/**
 * The names on the bowls shown fitted to their plates, measured: each too wide for its plate
 * shrinks a pixel at a time, down to NAME_FLOOR; one still too wide takes two lines, broken
 * between words only (class `two`), shrinking again as far as the floor (as the phones do:
 * "▶ ஆட்டக்காரர்" in a tablet's narrow bowl); only a name that does not fit that way either is
 * cut with "…" (CSS) at its end, on one line. Run after the board is in the page and when the
 * window changes size (a plate of the layout not shown measures 0 and is left alone).
 */
export function fitNames(root: ParentNode) {
  for (const who of root.querySelectorAll<HTMLElement>(".board .name-plate .who")) {
    who.classList.remove("two");
    if (shrink(who, () => who.scrollWidth > who.clientWidth)) continue;
    who.classList.add("two");
    const style = getComputedStyle(who);
    const pad = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
    // More than two lines, or a word wider than the plate.
    const over = () => who.scrollWidth > who.clientWidth || who.scrollHeight - pad > 2.5 * parseFloat(getComputedStyle(who).lineHeight);
    if (!shrink(who, over)) who.classList.remove("two");
  }
}

/** Shrink `who` from its style's size while `over()`, down to NAME_FLOOR: whether it fits. */
function shrink(who: HTMLElement, over: () => boolean): boolean {
  who.style.fontSize = "";
  let size = parseFloat(getComputedStyle(who).fontSize);
  while (over() && size > NAME_FLOOR) {
    size = Math.max(NAME_FLOOR, size - 1);
    who.style.fontSize = `${size}px`;
  }
  return !over();
}

export interface BoardDeps {
  /** The shell's label lookup (the core's catalogue). */
  label: (id: string) => string;
  /** A hole tapped (every hole takes taps: an illegal one says why through the core). */
  tap: (hole: number) => void;
  keys: (e: KeyboardEvent) => void;
}

let boardCount = 0;

/** The board of a game, a lesson or a review, drawn from the core's view. */
export function drawBoard(game: Json, deps: BoardDeps): HTMLElement {
  installPalette();
  const n = game.holes_per_side as number;
  const vg = layout(G.web.vertical[0], G.web.vertical[1], n, true);
  const hg = layout(G.web.horizontal[0], G.web.horizontal[1], n, false);
  const s = sides(game);
  const p = `b${boardCount++ % 1000}`;
  const board = document.createElement("div");
  board.className = "board";
  board.setAttribute("role", "group");
  board.setAttribute("aria-label", deps.label("ui-board"));
  board.addEventListener("keydown", deps.keys);
  board.style.setProperty("--vr", (vg.width / vg.height).toFixed(4));
  board.style.setProperty("--hr", (hg.width / hg.height).toFixed(4));
  board.style.setProperty("--vwide", f(vg.width));
  board.style.setProperty("--hwide", f(hg.width));
  board.append(svgOf(`${p}v`, vg, game, s), svgOf(`${p}h`, hg, game, s));
  for (const side of [s.top, s.bottom]) {
    const near = side === s.bottom;
    const bowl = game.bowls.find((b: Json) => b.side === side);
    const el = document.createElement("div");
    el.className = "bowl";
    el.dataset.side = String(side).toLowerCase();
    el.setAttribute("role", "img");
    el.setAttribute("aria-label", bowl?.accessibility_label ?? "");
    // The bowl's element is its pile: the seeds flying in (flights.ts) land there.
    const vb = near ? vg.nearBowl : vg.farBowl;
    const hb = near ? hg.nearBowl : hg.farBowl;
    board.append(spot(el, pileOf(vg, vb), vg, pileOf(hg, hb), hg), namePlate(game, side, deps.label, vb, vg, hb, hg));
  }
  // Far row first, right to left as seen, then the near row: the reading order of the plank.
  const holes: [Json, Cell, Cell][] = [
    ...s.far.map((x, k) => [x, vg.far[k], hg.far[k]] as [Json, Cell, Cell]).reverse(),
    ...s.near.map((x, k) => [x, vg.near[k], hg.near[k]] as [Json, Cell, Cell]),
  ];
  for (const [hole, v, h] of holes) board.append(spot(holeButton(hole, game, deps), v, vg, h, hg));
  const box = document.createElement("div");
  box.className = "board-box";
  box.append(board);
  return box;
}

function holeButton(hole: Json, game: Json, deps: BoardDeps) {
  const el = document.createElement("button");
  el.type = "button";
  const classes = ["hole", hole.owner === game.bottom ? "mine" : "theirs"];
  if (hole.hinted) classes.push("hinted");
  if (hole.last_sown) classes.push("sown");
  if (hole.closed) classes.push("closed");
  if (game.hand && game.hand.hole === hole.index) classes.push("hand");
  if (game.last_move === hole.index) classes.push("last");
  el.className = classes.join(" ");
  el.dataset.k = `hole-${hole.index}`;
  el.dataset.hole = String(hole.index);
  if (hole.accessibility_hint) el.title = hole.accessibility_hint;
  el.disabled = !hole.legal;
  el.addEventListener("click", () => deps.tap(hole.index));
  // The accessible name is the core's label ("Your hole c, 5 seeds, can be played"); the
  // letter and the count seen are drawn on the board.
  const name = document.createElement("span");
  name.className = "sr-only";
  name.textContent = hole.accessibility_label;
  el.append(name);
  return el;
}
