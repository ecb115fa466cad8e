// Seeds in flight over the board: what the core's current frame says is moving
// (`flights`, over `frame_ms`, from app/src/timeline.rs), drawn as the Compose and
// SwiftUI boards draw it (SowingOverlay.kt): each flight from the centre of its `from`
// place to the centre of its `to` place at even speed, a function of the time since the
// frame was first drawn; a lift rises as the hand's chip ("✋" and its count). Nothing
// here decides anything: no frame (reduce motion, instant speed, a skip) draws nothing.
// Hidden from screen readers: the core announces the turn.

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any
type Pt = { x: number; y: number };

interface Item {
  el: HTMLElement;
  from: Pt;
  to: Pt;
  /** Pixels the seeds rise at mid-flight (an arc), or the hand's chip by the end (below 0: they dip). */
  arc: number;
  rises: boolean;
}

let frameKey = "";
let start = 0;
let ms = 0;
let items: Item[] = [];
let raf = 0;

/** The place's centre relative to `board`, or null when it is not on this board. */
function centre(board: HTMLElement, box: DOMRect, game: Json, place: Json): Pt | null {
  let el: Element | null = null;
  if (place === "Hand") {
    if (!game.hand) return null;
    el = board.querySelector(`.hole[data-hole="${game.hand.hole}"]`);
  } else if (place.Hole) {
    el = board.querySelector(`.hole[data-hole="${place.Hole.hole}"]`);
  } else if (place.Bowl) {
    el = board.querySelector(`.bowl[data-side="${String(place.Bowl.side).toLowerCase()}"]`);
  }
  if (!el) return null;
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2 - box.left, y: r.top + r.height / 2 - box.top };
}

function seedsEl(n: number): HTMLElement {
  const el = document.createElement("span");
  el.className = "flight seeds-flying";
  // A few seeds drawn for a handful, as on the phones.
  for (let i = 0; i < Math.min(Math.max(n, 1), 4); i++) el.append(document.createElement("i"));
  return el;
}

function chipEl(n: number): HTMLElement {
  const el = document.createElement("span");
  el.className = "flight hand-chip";
  el.textContent = `✋${n}`;
  return el;
}

function place(item: Item, t: number) {
  const x = item.from.x + (item.to.x - item.from.x) * t;
  const lift = item.rises ? item.arc * t : item.arc * Math.sin(Math.PI * t);
  const y = item.from.y + (item.to.y - item.from.y) * t - lift;
  item.el.style.transform = `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px) translate(-50%, -50%)`;
  item.el.dataset.t = t.toFixed(3);
}

function tick(now: number) {
  raf = 0;
  const t = ms > 0 ? Math.min(1, Math.max(0, (now - start) / ms)) : 1;
  for (const item of items) place(item, t);
  if (t < 1 && items.length) raf = requestAnimationFrame(tick);
}

/**
 * Draw the flights of `game`'s frame over `board` (just put in the page). The clock of
 * a frame starts when it is first drawn; drawing the same frame again (any other
 * render) goes on from where it was.
 */
export function drawFlights(board: HTMLElement | null, game: Json, reduceMotion: boolean) {
  if (raf) cancelAnimationFrame(raf);
  raf = 0;
  items = [];
  const flights: Json[] = game?.flights ?? [];
  if (!board || reduceMotion || !game.animating || !flights.length || !game.frame_ms) {
    frameKey = "";
    return;
  }
  const key = JSON.stringify([game.frame, flights, game.frame_ms, game.hand]);
  if (key !== frameKey) {
    frameKey = key;
    start = performance.now();
    ms = game.frame_ms;
  }
  const layer = document.createElement("div");
  layer.className = "flights";
  layer.setAttribute("aria-hidden", "true");
  board.append(layer);
  const box = board.getBoundingClientRect();
  const holeSize = board.querySelector(".hole")?.getBoundingClientRect().height ?? 40;
  // Seeds in flight drawn in proportion to the holes (a hand's worth, lifted off the board).
  layer.style.setProperty("--fly", `${Math.round(Math.min(Math.max(holeSize * 0.13, 10), 18))}px`);
  for (const f of flights) {
    const from = centre(board, box, game, f.from);
    const to = centre(board, box, game, f.to);
    if (!from || !to) continue;
    const lifted = f.to === "Hand";
    const el = lifted ? chipEl(f.seeds) : seedsEl(f.seeds);
    layer.append(el);
    // Seeds arc towards the middle of the board, away from the counts on the holes' outer
    // edges; the hand's chip rises only a little (higher, it would reach the next hole's count).
    const inward = from.y < box.height / 2 ? -1 : 1;
    const arc = lifted ? holeSize * 0.2 : Math.min(holeSize * 0.5, 28);
    items.push({ el, from, to, arc: arc * inward, rises: lifted });
  }
  tick(performance.now());
}
