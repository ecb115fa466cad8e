// End-to-end suite of the browser client: headless Debian Chromium (playwright-core,
// never a downloaded browser) against a real pallanguzhi-server on a loopback port.
// Clicks what a person clicks; waits on the page's state (never on time); prints
// `web: N passed, N failed`. Also axe-core on every screen and screenshots of every
// screen (3 sizes, light and dark) into target/screenshots/web/.
//
// Env: PALLANGUZHI_SERVER, PALLANGUZHI_CLI (binaries; default target/debug),
// WEB_ONLY=name,name (run some tests).
import { chromium } from "playwright-core";
import { startServer, CHROMIUM_ARGS } from "./server.mjs";
import { AxeBuilder } from "@axe-core/playwright";
import { spawn } from "node:child_process";
import * as esbuild from "esbuild";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const root = join(web, "..");
const cliBin = process.env.PALLANGUZHI_CLI ?? join(root, "target/debug/pallanguzhi");
const shots = join(root, "target/screenshots/web");
// --- page helpers ---

const view = (page) => page.evaluate(() => window.pallanguzhi.view());
/** The view of the screen shown, if it is `kind` (the core's `screen_view`), as a shell reads it. */
const shown = (page, kind) => page.evaluate((k) => window.shown(k), kind);
/** The board of the game shown (offline, or an online room's), through `shown`. */
const game = (page) => page.evaluate(() => window.game());

/** What a QR decoder (jsQR, in a blank page of `context`) reads in a PNG: its text, or null. */
async function readQr(context, png) {
  const page = await context.newPage();
  await page.addScriptTag({ path: join(web, "node_modules/jsqr/dist/jsQR.js") });
  const text = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const canvas = Object.assign(document.createElement("canvas"), { width: img.width, height: img.height });
    const g = canvas.getContext("2d");
    g.drawImage(img, 0, 0);
    const { data, width, height } = g.getImageData(0, 0, img.width, img.height);
    // Dark on light only: not every camera reads a QR code inverted.
    return window.jsQR(data, width, height, { inversionAttempts: "dontInvert" })?.data ?? null;
  }, `data:image/png;base64,${png.toString("base64")}`);
  await page.close();
  return text;
}

async function open(context, url) {
  const page = await context.newPage();
  page.errors = [];
  page.on("pageerror", (e) => page.errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && page.errors.push(m.text()));
  await page.addInitScript(() => {
    window.shown = (k) => {
      const s = window.pallanguzhi?.view()?.screen_view;
      return s?.kind === k ? s.view : undefined;
    };
    window.game = () => window.shown("Game")?.game ?? window.shown("Room")?.board;
    // The account and the room's lines: the home page's lobby, the lobby's, or the room's.
    window.online = () =>
      window.shown("Home")?.lobby.online ?? window.shown("Lobby")?.online ?? window.shown("Room")?.online ?? window.shown("Leaderboard");
  });
  await page.goto(url);
  await page.waitForFunction(() => window.pallanguzhi?.view());
  return page;
}

async function setSpeed(page, speed) {
  await page.selectOption("#f-speed", speed);
  await page.waitForFunction((s) => window.pallanguzhi.view().settings.speed === s, speed);
}

async function newGame(page, { preset = "pallanguzhi", level = "easy", side = "south", people } = {}) {
  await page.selectOption("#f-preset", preset);
  if (people) {
    await page.check("input[data-k=opp-people]");
    for (let i = 0; i < 4; i++) await page.fill(`#f-seat-${i}`, people[i] ?? "");
  } else {
    await page.check("input[data-k=opp-computer]");
    await page.selectOption("#f-level", level);
    await page.selectOption("#f-side", side);
  }
  await page.click("button[data-k=start]");
  await page.waitForSelector(".board");
}

/** Until the person can act: a playable hole, a dialog, or the end. */
async function untilActionable(page, timeout = 60_000) {
  await page.waitForFunction(
    () => {
      const g = window.game();
      return g && (g.dialog || g.outcome || (!g.animating && g.holes.some((h) => h.legal)));
    },
    null,
    { timeout, polling: "raf" },
  );
  return (await game(page));
}

/** Click holes (the first playable one, or `pick`) and close round summaries until the game is over. */
async function playToEnd(page, pick = null, maxTurns = 2000) {
  for (let turn = 0; turn < maxTurns; turn++) {
    const g = await untilActionable(page);
    if (g.dialog?.kind === "GameOver" || (g.outcome && !g.dialog)) return g;
    if (g.dialog?.kind === "RoundSummary") {
      await page.click("button[data-k=d-ok], button[data-k=d-next-round]");
      continue;
    }
    if (g.dialog?.kind === "DrawOffer") {
      await page.click("button[data-k=d-decline-draw]");
      continue;
    }
    const legal = g.holes.filter((h) => h.legal);
    const hole = pick ? pick(legal, turn) : legal[0];
    const before = g.moves_played;
    await page.click(`.board .hole[data-hole="${hole.index}"]`);
    await page.waitForFunction(
      (n) => {
        const g = window.game();
        return !g || g.moves_played !== n || g.dialog || g.outcome;
      },
      before,
      { polling: "raf" },
    );
  }
  throw new Error("the game did not end");
}

function assert(cond, message) {
  if (!cond) throw new Error(message);
}

// --- the tests ---

const tests = {};

tests["whole game against the computer by clicking holes"] = async ({ browser, server }) => {
  const ctx = await browser.newContext();
  const page = await open(ctx, server.url);
  await setSpeed(page, "instant");
  await newGame(page, { level: "easy" });
  const end = await playToEnd(page, (legal, turn) => legal[turn % legal.length]);
  assert(end.outcome, "an outcome");
  // The result card, the core's: who won from my side, the score with the computer's name,
  // the reason; Rematch first (the main button), then Review and Home. No round summary.
  const card = end.dialog;
  assert(card?.kind === "GameOver", `the result card, not ${card?.kind}`);
  const title = (await page.textContent("#dialog-title"))?.trim();
  assert(title === card.title && ["You won", "You lost", "The game is a draw."].includes(title), `card title ${title}`);
  const lines = await page.$$eval(".dialog [data-k=dialog-line]", (ps) => ps.map((p) => p.textContent));
  assert(JSON.stringify(lines) === JSON.stringify(card.lines), `card lines ${lines}`);
  assert(/^You (won|lost|drew) \d+–\d+ (against|to|with) Computer \(Easy\)\.$/.test(lines[0]), `score line ${lines[0]}`);
  // The result said once: the turn line beside the card only that the game is over.
  assert((await page.textContent("#status")) === "The game is over.", `the turn line beside the card: ${await page.textContent("#status")}`);
  const cardButtons = await page.$$eval(".dialog button", (bs) => bs.map((b) => b.dataset.k));
  assert(JSON.stringify(cardButtons) === JSON.stringify(["d-rematch", "d-review", "d-home"]), `card buttons ${cardButtons}`);
  assert(await page.$eval("button[data-k=d-rematch]", (b) => b.classList.contains("primary")), "Rematch is the main button");
  // Filled as the core says (`primary`), and only that one: the same card with Home as the main
  // one draws Home filled, so the page reads the field rather than taking the first.
  const cardFilled = () => page.$$eval(".dialog button.primary", (bs) => bs.map((b) => b.dataset.k));
  assert(JSON.stringify(card.actions.map((a) => a.primary)) === "[true,false,false]", "the core says Rematch");
  assert(JSON.stringify(await cardFilled()) === '["d-rematch"]', `the card's main button: ${await cardFilled()}`);
  await page.evaluate(() => {
    const v = structuredClone(window.pallanguzhi.view());
    for (const a of v.screen_view.view.game.dialog.actions) a.primary = a.id === "home";
    window.pallanguzhi.draw(v);
  });
  assert(JSON.stringify(await cardFilled()) === '["d-home"]', `drawn from the field: ${await cardFilled()}`);
  await page.evaluate(() => window.pallanguzhi.draw());
  // The keyboard stays in the dialog, both ways round; Escape closes it (its OK).
  for (const key of ["Tab", "Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
    await page.keyboard.press(key);
    assert(await page.evaluate(() => !!document.activeElement?.closest(".dialog")), `${key}: the focus left the dialog`);
  }
  await page.keyboard.press("Escape");
  await page.waitForFunction(() => !window.game()?.dialog);
  // The card closed, the turn line says who won, as the card did.
  const after = await page.textContent("#status");
  assert(after === title, `the turn line after the card: ${after}`);
  // Under the board, the core's action: Rematch (its words, filled), no Hint; drawn from the
  // fields: renamed, outlined and greyed, the page draws just that.
  const row = () =>
    page.$$eval("main.game .actions button[data-k=rematch], main.game .actions button[data-k=hint]", (bs) =>
      bs.map((b) => [b.dataset.k, b.textContent, b.classList.contains("primary"), b.disabled]),
    );
  assert(JSON.stringify(await row()) === '[["rematch","Rematch",true,false]]', `the action row: ${JSON.stringify(await row())}`);
  await page.evaluate(() => {
    const v = structuredClone(window.pallanguzhi.view());
    for (const a of v.screen_view.view.game.actions) Object.assign(a, { label: "Encore", primary: false, enabled: false });
    window.pallanguzhi.draw(v);
  });
  assert(JSON.stringify(await row()) === '[["rematch","Encore",false,true]]', `drawn from the fields: ${JSON.stringify(await row())}`);
  await page.evaluate(() => window.pallanguzhi.draw());
  await page.click("button[data-k=rematch]");
  await page.waitForFunction(() => window.game() && !window.game().outcome);
  await page.click("button[data-k=home]");
  await page.waitForSelector("section[aria-labelledby=h-stats] table");
  const games = await page.textContent("section[aria-labelledby=h-stats] tbody td:nth-child(3)");
  assert(games === "1", `statistics count the game (${games})`);
  assert(!page.errors.length, page.errors.join("; "));
  await ctx.close();
};

tests["the core's sounds play through Web Audio, and none with sound off"] = async ({ browser, server }) => {
  const sounds = async (on) => {
    const ctx = await browser.newContext();
    const page = await open(ctx, server.url);
    const fetched = [];
    page.on("response", (r) => {
      const m = r.url().match(/\/sounds\/(\w+)\.wav$/);
      if (m) fetched.push([m[1], r.status()]);
    });
    if (!on) {
      await page.uncheck("input[data-k=sound]");
      await page.waitForFunction(() => window.pallanguzhi.view().settings.sound === false);
    }
    await setSpeed(page, "fast");
    await newGame(page, { people: ["Anbu", "", "Kumar", ""] });
    await untilActionable(page);
    const g = (await game(page));
    await page.click(`button[data-k=hole-${g.holes.find((h) => h.legal).index}]`);
    await page.waitForFunction(() => {
      const g = window.game();
      return g.history.length >= 1 && !g.animating;
    });
    await page.waitForLoadState("networkidle");
    assert(!page.errors.length, page.errors.join("; "));
    await ctx.close();
    return fetched;
  };
  const on = await sounds(true);
  assert(on.some(([f]) => f === "lift"), `the lift is heard (${JSON.stringify(on)})`);
  assert(on.some(([f]) => f.startsWith("seed_")), `seeds are heard (${JSON.stringify(on)})`);
  assert(on.every(([, status]) => status === 200), `every sound file is served (${JSON.stringify(on)})`);
  const off = await sounds(false);
  assert(off.length === 0, `nothing with sound off (${JSON.stringify(off)})`);
};

/**
 * The bowls' names as drawn: none cut with "…" where the floor size (11 px) would fit; each
 * cut one is at the floor. Returns what it measured, for the log.
 */
async function assertNamesFit(page, what) {
  // A window resized fits them again on its resize event (fired before the next frame).
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const plates = await page.evaluate(() =>
    [...document.querySelectorAll(".board .name-plate .who")]
      .filter((w) => w.clientWidth > 0)
      .map((w) => {
        const size = parseFloat(getComputedStyle(w).fontSize);
        const cut = w.scrollWidth > w.clientWidth;
        const kept = w.style.fontSize;
        w.style.fontSize = "11px";
        const fitsAtFloor = w.scrollWidth <= w.clientWidth;
        w.style.fontSize = kept;
        const lh = parseFloat(getComputedStyle(w).lineHeight);
        const pad = parseFloat(getComputedStyle(w).paddingTop) + parseFloat(getComputedStyle(w).paddingBottom);
        const lines = Math.round((w.scrollHeight - pad) / lh);
        const b = w.closest(".name-plate").querySelector(".badge");
        const badge = b && { text: b.textContent, cut: b.scrollWidth > b.clientWidth, size: parseFloat(getComputedStyle(b).fontSize) };
        return { text: w.textContent, size, cut, fitsAtFloor, lines, badge };
      }),
  );
  assert(plates.length === 2, `${what}: two name plates shown (${plates.length})`);
  for (const p of plates) {
    // The computer's level is a badge of its own, whole, never in the name.
    assert(!p.badge || (!p.badge.cut && !p.text.includes(p.badge.text) && p.badge.size >= 10), `${what}: "${p.text}" badge ${JSON.stringify(p.badge)}`);
    assert(!(p.cut && p.fitsAtFloor), `${what}: "${p.text}" cut at ${p.size} px where 11 px fits`);
    assert(!p.cut || p.size === 11, `${what}: "${p.text}" cut at ${p.size} px before shrinking to 11`);
    assert(p.size >= 11, `${what}: "${p.text}" at ${p.size} px, under the floor`);
  }
  return plates;
}

/** Until a lesson's board is still: solved, or waiting for a move. */
async function lessonStill(page) {
  await page.waitForFunction(() => {
    const l = window.shown("Lesson");
    return l && !l.board.animating && (l.solved || l.board.holes.some((h) => h.legal));
  });
  return (await shown(page, "Lesson"));
}

tests["learn to play: a lesson played to its goal by clicks, with misses and the hint"] = async ({ browser, server }) => {
  const ctx = await browser.newContext();
  const page = await open(ctx, server.url);
  await setSpeed(page, "fast");
  // A newcomer is offered the lessons first.
  assert((await page.getAttribute("button[data-k=learn]", "class"))?.includes("primary"), "Learn to play offered first");
  await page.click("button[data-k=learn]");
  await page.waitForSelector("ol.course");
  const course = (await shown(page, "Lessons"));
  assert(course.done === 0 && course.items.length >= 5, `a course (${course.progress})`);
  await page.click("button[data-k=start-next]");
  let lesson = await lessonStill(page);
  assert(lesson.goal.length > 0 && lesson.id === course.next, "the suggested lesson, with its goal");
  // Wrong holes first (each played out, then taken back with its reason), then the hint's.
  const tried = new Set();
  for (let turn = 0; !lesson.solved && turn < 20; turn++) {
    const hinted = lesson.board.holes.find((h) => h.hinted && h.legal);
    const legal = lesson.board.holes.filter((h) => h.legal && !tried.has(h.index));
    const pick = hinted ?? legal[0] ?? lesson.board.holes.find((h) => h.legal);
    tried.add(pick.index);
    await page.click(`button[data-k=hole-${pick.index}]`);
    await page.waitForFunction((n) => {
      const l = window.shown("Lesson");
      return l.solved || l.misses > n;
    }, lesson.misses);
    lesson = await lessonStill(page);
    if (!lesson.solved) assert(lesson.message, "a miss says why");
    if (lesson.misses >= 2 && !lesson.solved) assert(lesson.hint, "the hint after two misses");
  }
  assert(lesson.solved, "the lesson is solved");
  assert(lesson.steps.length > 0, "the move told step by step");
  await page.waitForSelector("button[data-k=lesson-next]");
  // Solved, the board keeps its size and Next is in the window without scrolling; the
  // verdict's first words on the line, the whole explanation folded under "How it went".
  const fits = () => page.evaluate(() => {
    const r = (el) => el.getBoundingClientRect();
    const board = r(document.querySelector("main.lesson .board"));
    const buttons = [...document.querySelectorAll("main.lesson .actions button")].map(r);
    return {
      board: { height: board.height, right: board.right, bottom: board.bottom },
      buttons: buttons.map((b) => ({ top: b.top, bottom: b.bottom, left: b.left, right: b.right })),
      window: { width: innerWidth, height: innerHeight },
      scroll: document.scrollingElement.scrollHeight,
      line: document.querySelector("[data-k=lesson-line]").textContent,
    };
  });
  // A phone upright, a phone on its side (the buttons beside the board, not under it), a desktop.
  for (const [what, size] of [["desktop", null], ["portrait", { width: 390, height: 844 }], ["landscape", { width: 844, height: 390 }]]) {
    if (size) await page.setViewportSize(size);
    const fit = await fits();
    assert(fit.board.height >= fit.window.height * 0.4, `${what}, the lesson's board is ${fit.board.height} px of ${fit.window.height}`);
    for (const b of fit.buttons) {
      assert(b.top >= 0 && b.bottom <= fit.window.height && b.right <= fit.window.width, `${what}, a button is out of the window: ${JSON.stringify(b)} of ${JSON.stringify(fit.window)}`);
      if (what === "landscape") assert(b.left >= fit.board.right, `${what}, a button is over the board, not beside it: ${JSON.stringify(b)}`);
    }
    assert(fit.scroll <= fit.window.height + 1, `${what}, the lesson scrolls: ${fit.scroll} > ${fit.window.height}`);
    assert(fit.line === lesson.headline, `the line says the verdict: ${fit.line}`);
    await page.screenshot({ path: join(shots, `lesson-solved-${what}-light.png`) });
  }
  assert(await page.$eval("[data-k=lesson-steps]", (d) => !d.open), "the steps are folded");
  // The bar draws the core's buttons, in its order, and no other.
  const bar = await page.$$eval("main.lesson .actions button", (bs) => bs.map((b) => [b.dataset.k, b.textContent]));
  assert(JSON.stringify(bar) === JSON.stringify(lesson.actions.map((a) => [a.id, a.label])), `the bar: ${JSON.stringify(bar)}`);
  // Filled as the core says (`primary`: Next lesson), outlined otherwise; and drawn from that
  // field, not from the event: the same view with Again as the main one draws Again filled.
  const filled = () => page.$$eval("main.lesson .actions button", (bs) => bs.filter((b) => b.classList.contains("primary")).map((b) => b.dataset.k));
  assert(JSON.stringify(await filled()) === JSON.stringify(["lesson-next"]), `the main button: ${await filled()}`);
  assert(JSON.stringify(lesson.actions.filter((a) => a.primary).map((a) => a.id)) === '["lesson-next"]', "the core says Next");
  await page.evaluate(() => {
    const v = structuredClone(window.pallanguzhi.view());
    for (const a of v.screen_view.view.actions) a.primary = a.id === "lesson-again";
    window.pallanguzhi.draw(v);
  });
  assert(JSON.stringify(await filled()) === JSON.stringify(["lesson-again"]), `drawn from the field: ${await filled()}`);
  await page.evaluate(() => window.pallanguzhi.draw());
  await page.click("button[data-k=lessons]");
  await page.waitForSelector("ol.course");
  assert((await shown(page, "Lessons")).done === 1, "progress kept");
  // Kept across a reload (saved through the core's store in the browser's storage).
  await page.reload();
  await page.waitForFunction(() => window.pallanguzhi?.view());
  await page.click("button[data-k=learn]");
  await page.waitForSelector("ol.course");
  assert((await shown(page, "Lessons")).done === 1, "progress kept after a reload");
  assert(!page.errors.length, page.errors.join("; "));
  await ctx.close();
  // In Tamil on a phone: the first hole tried, then the bar as the core words it.
  const ta = await browser.newContext({ locale: "ta", viewport: { width: 390, height: 844 } });
  const tp = await open(ta, server.url);
  await setSpeed(tp, "fast");
  await tp.click("button[data-k=learn]");
  await tp.click("button[data-k=start-next]");
  const first = await lessonStill(tp);
  await tp.click(`button[data-k=hole-${first.board.holes.find((h) => h.legal).index}]`);
  await tp.waitForFunction(() => {
    const l = window.shown("Lesson");
    return l.solved || l.misses > 0;
  });
  const after = await lessonStill(tp);
  const taBar = await tp.$$eval("main.lesson .actions button", (bs) => bs.map((b) => b.textContent));
  assert(JSON.stringify(taBar) === JSON.stringify(after.actions.map((a) => a.label)), `the Tamil bar: ${taBar}`);
  assert(taBar.includes("பாடங்கள்"), `back to the lessons in Tamil: ${taBar}`);
  // The bowls' names shrink to fit the narrow upright board before any is cut ("வட…" was).
  console.log(`  ta 390x844 lesson names: ${JSON.stringify(await assertNamesFit(tp, "ta lesson 390x844"))}`);
  await tp.screenshot({ path: join(shots, `lesson-tried-ta-portrait-light.png`) });
  // On its side in Tamil (the longest words): the buttons beside the board, in the window.
  await tp.setViewportSize({ width: 844, height: 390 });
  const side = await tp.evaluate(() => {
    const board = document.querySelector("main.lesson .board").getBoundingClientRect();
    return { board: board.right, buttons: [...document.querySelectorAll("main.lesson .actions button")].map((b) => b.getBoundingClientRect().toJSON()) };
  });
  for (const b of side.buttons) assert(b.left >= side.board && b.bottom <= 390 && b.right <= 844, `ta landscape: a button at ${JSON.stringify(b)}`);
  console.log(`  ta 844x390 lesson names: ${JSON.stringify(await assertNamesFit(tp, "ta lesson 844x390"))}`);
  await tp.screenshot({ path: join(shots, `lesson-tried-ta-landscape-light.png`) });
  assert(!tp.errors.length, tp.errors.join("; "));
  await ta.close();
};

/** Click a button of a screen that redraws while it runs (the review's grading): in the
 * page, on the button as it is now, so a redraw between finding and clicking cannot miss. */
const press = (page, key) =>
  page.waitForSelector(`button[data-k=${key}]:not([disabled])`).then(() =>
    page.$eval(`button[data-k=${key}]`, (b) => b.click()),
  );

tests["review: a finished game graded in the worker, paused, resumed and stepped through"] = async ({ browser, server }) => {
  const ctx = await browser.newContext();
  const page = await open(ctx, server.url);
  await setSpeed(page, "instant");
  await newGame(page, { preset: "kalah", level: "easy" });
  await playToEnd(page, (legal, turn) => legal[turn % legal.length]);
  await page.evaluate(() => window.pallanguzhi.setReviewNodes(20000));
  await page.click("button[data-k=d-review]");
  await page.waitForSelector("main.review");
  let r = (await shown(page, "Review"));
  assert(r.total > 0 && r.running, `the grading runs (${r.status})`);
  await press(page, "review-pause");
  await page.waitForFunction(() => !window.shown("Review").running);
  r = (await shown(page, "Review"));
  assert(r.can_resume || r.complete, `paused (${r.status})`);
  if (!r.complete) await press(page, "review-resume");
  await page.waitForFunction(() => window.shown("Review").complete, null, { timeout: 120_000 });
  r = (await shown(page, "Review"));
  assert(r.moves.every((m) => m.grade), "every move graded");
  assert(r.summary.length > 0, "grades summed up per side");
  const before = r.cursor;
  await press(page, "review-forward");
  await page.waitForFunction((c) => window.shown("Review").cursor !== c, before);
  await press(page, `move-${r.moves[r.moves.length - 1].ply}`);
  await page.waitForFunction((p) => window.shown("Review").cursor === p, r.moves[r.moves.length - 1].ply);
  assert(!page.errors.length, page.errors.join("; "));
  await ctx.close();
};

tests["hint, then play the hinted hole"] = async ({ browser, server }) => {
  const ctx = await browser.newContext();
  const page = await open(ctx, server.url);
  await setSpeed(page, "fast");
  await newGame(page, { level: "medium" });
  await untilActionable(page);
  await page.click("button[data-k=hint]");
  await page.waitForSelector(".board .hole.hinted:not([disabled])");
  const g = { game: await game(page) };
  const hinted = g.game.hint.hole;
  assert(g.game.hint.text.length > 0, "the hint is worded");
  await page.click(".board .hole.hinted");
  await page.waitForFunction(() => window.game().history.length >= 1);
  const after = { game: await game(page) };
  const letter = g.game.holes.find((h) => h.index === hinted).letter;
  assert(after.game.history[0] === letter, `the hinted hole was played (${after.game.history[0]} vs ${letter})`);
  await ctx.close();
};

tests["undo during the computer's search"] = async ({ browser, server }) => {
  const ctx = await browser.newContext();
  const page = await open(ctx, server.url);
  await setSpeed(page, "instant");
  await newGame(page, { level: "expert" });
  await untilActionable(page);
  await page.click(".board .hole:not([disabled])");
  await page.waitForFunction(() => window.game().thinking === "Computer", null, { polling: "raf" });
  await page.click("button[data-k=undo]");
  const g = await untilActionable(page);
  assert(g.thinking === "Nobody", `no search after undo (${g.thinking})`);
  assert(g.moves_played === 0 && g.history.length === 0, `back to the start (${g.history})`);
  // The game goes on: play again and the computer answers.
  await page.click(".board .hole:not([disabled])");
  await page.waitForFunction(() => window.game().history.length >= 2, null, { timeout: 60_000 });
  assert(!page.errors.length, page.errors.join("; "));
  await ctx.close();
};

tests["reload mid-animation, then finish"] = async ({ browser, server }) => {
  const ctx = await browser.newContext();
  const page = await open(ctx, server.url);
  await setSpeed(page, "slow");
  await newGame(page, { level: "easy" });
  await untilActionable(page);
  await page.click(".board .hole:not([disabled])");
  await page.waitForFunction(() => window.game()?.animating, null, { polling: "raf" });
  await page.reload();
  await page.waitForFunction(() => window.game());
  const g = (await game(page));
  assert(g.history.length >= 1, `the move survived the reload (${g.history})`);
  await page.click("button[data-k=home]");
  await setSpeed(page, "instant");
  await page.click("button[data-k=continue]");
  const end = await playToEnd(page);
  assert(end.outcome, "finished");
  await ctx.close();
};

/** Milliseconds from navigation start to each of the page's marks (ts/main.ts). */
const marks = (page) =>
  page.evaluate(() =>
    Object.fromEntries(performance.getEntriesByType("mark").map((m) => [m.name.replace("pallanguzhi-", ""), Math.round(m.startTime)])),
  );

tests["seeds fly between the holes mid-move (screenshots mid-sow and mid-relay), none with reduced motion"] = async ({ browser, server }) => {
  mkdirSync(shots, { recursive: true });
  // Flight elements ever added to the page, counted as they appear.
  const countFlights = () => {
    window.flightsSeen = 0;
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n.querySelectorAll) window.flightsSeen += n.querySelectorAll(".flight").length;
    }).observe(document.body, { childList: true, subtree: true });
  };
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // The vibrations asked for, with the lengths the core chose.
  await ctx.addInitScript(() => {
    window.vibrations = [];
    navigator.vibrate = (ms) => (window.vibrations.push(ms), true);
  });
  const page = await open(ctx, server.url);
  await setSpeed(page, "normal");
  await newGame(page, { people: ["Anbu", "", "Kumar", ""] });
  await untilActionable(page);
  await page.evaluate(countFlights);
  await page.click(".board .hole:not([disabled])");
  // Mid-sow: a flying seed a third to three quarters of its way, its centre off every
  // hole's and bowl's centre, and inside the board.
  const between = await page.waitForFunction(
    () => {
      const seed = document.querySelector(".flights .seeds-flying");
      const t = Number(seed?.dataset.t);
      if (!seed || !(t > 0.33 && t < 0.75)) return false;
      const c = (el) => {
        const r = el.getBoundingClientRect();
        return [r.left + r.width / 2, r.top + r.height / 2];
      };
      const [x, y] = c(seed);
      const board = document.querySelector(".board").getBoundingClientRect();
      const inside = x > board.left && x < board.right && y > board.top - 40 && y < board.bottom;
      const nearest = Math.min(...[...document.querySelectorAll(".board .hole, .board .bowl")].map(c).map(([px, py]) => Math.hypot(px - x, py - y)));
      return inside && nearest > 8 ? { t, nearest: Math.round(nearest) } : false;
    },
    null,
    { polling: "raf", timeout: 30_000 },
  );
  await page.screenshot({ path: join(shots, "mid-sow-desktop-light.png") });
  const at = await between.jsonValue();
  // Mid-relay: the hand lifts a hole's seeds and sows on (the chip rising).
  await page.waitForFunction(
    () => {
      const g = window.game();
      const chip = document.querySelector(".flights .hand-chip");
      return g.frame?.Relay && chip && Number(chip.dataset.t) > 0.5;
    },
    null,
    { polling: "raf", timeout: 60_000 },
  );
  await page.screenshot({ path: join(shots, "mid-relay-desktop-light.png") });
  await page.waitForFunction(() => !window.game().animating, null, { timeout: 120_000 });
  assert(!(await page.$(".flights")), "no flight left once the move is shown");
  assert((await page.evaluate(() => window.flightsSeen)) > 0, "flights were drawn");
  const buzz = await page.evaluate(() => window.vibrations);
  assert(buzz.length && buzz.every((ms) => Number.isInteger(ms) && ms > 0), `the core's vibration lengths (${buzz})`);
  console.log(`  a seed mid-flight at t=${at.t}, ${at.nearest} px from the nearest hole or bowl centre`);
  await ctx.close();

  // Reduced motion: the core sends no frames, and nothing flies.
  const still = await browser.newContext({ reducedMotion: "reduce" });
  const quiet = await open(still, server.url);
  await setSpeed(quiet, "normal");
  await newGame(quiet, { people: ["Anbu", "", "Kumar", ""] });
  await untilActionable(quiet);
  await quiet.evaluate(countFlights);
  await quiet.click(".board .hole:not([disabled])");
  await quiet.waitForFunction(() => {
    const g = window.game();
    return g.history.length >= 1 && !g.animating;
  });
  assert((await quiet.evaluate(() => window.flightsSeen)) === 0, "no seed flies with reduced motion");
  await still.close();
};

// --- the wooden board (ts/board.ts, assets/board.json) ---

tests["the board spec is the phones' numbers (Wood.kt, Board.kt's Palette, BoardGeometry.kt)"] = async () => {
  const spec = JSON.parse(readFileSync(join(root, "assets/board.json"), "utf8"));
  const kt = (f) => readFileSync(join(root, "android/app/src/main/kotlin/app/pallanguzhi/app", f), "utf8");
  const colours = (text) => [...text.matchAll(/Color\(0xFF([0-9A-Fa-f]{6})\)/g)].map((m) => `#${m[1].toUpperCase()}`);
  const between = (text, from, to) => text.slice(text.indexOf(from), text.indexOf(to, text.indexOf(from)));
  const wood = kt("Wood.kt");
  assert(JSON.stringify(colours(between(wood, "val Day", "val Night"))) === JSON.stringify(spec.wood.day), "day wood tones");
  assert(JSON.stringify(colours(between(wood, "val Night", "fun DrawScope"))) === JSON.stringify(spec.wood.night), "night wood tones");
  const hand = colours(between(wood, "val HandPalm", "\n/**"));
  assert(JSON.stringify(hand) === JSON.stringify([spec.hand.palm, spec.hand.line]), `the relay hand's palm and outline ${hand}`);
  const board = kt("Board.kt");
  const palette = between(board, "enum class Palette(", "fun seedOn");
  const defaults = colours(between(palette, "val path", ") {"));
  const woodMarks = colours(between(palette, "Wood(", "\n"));
  const safe = colours(between(palette, "ColourSafe(", "),\n    ;"));
  assert(JSON.stringify([...woodMarks, ...defaults]) === JSON.stringify(spec.marks.wood), `wood marks ${woodMarks} ${defaults}`);
  assert(JSON.stringify(safe) === JSON.stringify(spec.marks.colourSafe), `colour-safe marks ${safe}`);
  const geo = kt("BoardGeometry.kt");
  const g = spec.geometry;
  for (const [what, want] of [
    [`const val PAD = ${g.pad}f`, true],
    [`(axis * ${g.bowlShare}f).coerceIn(minOf(${g.bowlMin}f, axis / 5), ${g.bowlMax}f)`, true],
    [`pitch * ${g.rowMaxPitches}f`, true],
  ])
    assert(geo.includes(what) === want, `BoardGeometry.kt has ${what}`);
  assert(board.includes(`private const val NamesShare = ${g.namesShare}f`), `Board.kt's bowls give the names ${g.namesShare}`);
};

/** Every rectangle of `page`'s board that must stay in view: counts (holes, bowls) and letters. */
const overlapProbe = () => {
  const seen = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 ? r : null;
  };
  const hit = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const marks = [...document.querySelectorAll(".board .count-badge, .board .name-plate .n, .board .hole-letter")]
    .map((el) => [el, seen(el)])
    .filter(([, r]) => r);
  const movers = [...document.querySelectorAll(".flights .flight, .board .art .hand-mark")].map((el) => [el, seen(el)]).filter(([, r]) => r);
  const bad = [];
  for (const [m, mr] of movers)
    for (const [c, cr] of marks)
      if (hit(mr, cr)) bad.push(`${m.getAttribute("class")} over ${c.getAttribute("class")} ${c.dataset.count ?? c.textContent} ${JSON.stringify([mr.left, mr.right, mr.top, mr.bottom, cr.left, cr.right, cr.top, cr.bottom].map(Math.round))} hand ${window.game().hand?.hole}`);
  return { movers: movers.length, bad };
};

tests["a flying seed or the hand never covers a count or a letter (bounding boxes, phone and desktop)"] = async ({ browser, server }) => {
  for (const [width, height] of [[390, 844], [1280, 800], [844, 390]]) {
    const ctx = await browser.newContext({ viewport: { width, height } });
    const page = await open(ctx, server.url);
    await setSpeed(page, "normal");
    await newGame(page, { people: ["Anbu", "", "Kumar", ""] });
    let samples = 0;
    for (let move = 0; move < 3; move++) {
      await untilActionable(page);
      await page.click(".board .hole:not([disabled])");
      // Every animation frame until the move is shown, the boxes compared.
      const out = await page.evaluate(
        (probe) =>
          new Promise((resolve) => {
            const check = new Function(`return (${probe})()`);
            const found = { samples: 0, bad: [] };
            const step = () => {
              const r = check();
              if (r.movers) found.samples++;
              found.bad.push(...r.bad);
              if (window.game()?.animating) requestAnimationFrame(step);
              else resolve(found);
            };
            requestAnimationFrame(step);
          }),
        overlapProbe.toString(),
      );
      samples += out.samples;
      assert(!out.bad.length, `${width}x${height}: ${[...new Set(out.bad)].slice(0, 5).join("; ")}`);
    }
    assert(samples > 0, `${width}x${height}: flights were sampled`);
    console.log(`  ${width}x${height}: ${samples} frames with seeds in flight, none over a count or a letter`);
    await ctx.close();
  }
};

tests["a game fits a 390x844 phone: header, board (half the height at least), actions, no scrolling"] = async ({ browser, server }) => {
  for (const scheme of ["light", "dark"]) {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: scheme });
    const page = await open(ctx, server.url);
    await setSpeed(page, "instant");
    await newGame(page, { level: "easy" });
    const g = await untilActionable(page);
    const m = await page.evaluate(() => {
      const box = (s) => document.querySelector(s)?.getBoundingClientRect();
      const art = [...document.querySelectorAll(".board .art")].find((a) => a.getBoundingClientRect().width > 0);
      return {
        scroll: document.scrollingElement.scrollHeight,
        inner: innerHeight,
        bar: box("main.game .bar"),
        board: box(".board"),
        actions: box("main.game .actions"),
        upright: art?.classList.contains("upright"),
        plates: [...document.querySelectorAll(".name-plate")].map((p) => [p.dataset.side, p.querySelector(".who").textContent, p.classList.contains("lit"), p.querySelector(".badge")?.textContent]),
      };
    });
    assert(m.scroll <= m.inner + 1, `${scheme}: the page scrolls (${m.scroll} > ${m.inner})`);
    assert(m.bar.top >= 0 && m.actions.bottom <= 844, `${scheme}: header and actions in view`);
    assert(m.board.height >= 844 / 2, `${scheme}: board ${Math.round(m.board.height)} px high, under half of 844`);
    assert(m.upright, `${scheme}: the upright board on a phone held upright`);
    const lit = m.plates.filter((p) => p[2]);
    assert(lit.length === 1 && lit[0][0] === g.to_move && lit[0][1].startsWith("▶"), `${scheme}: the side to move lit (${JSON.stringify(m.plates)})`);
    assert(m.plates.every((p) => p[1].replace("▶", "").trim()), "every bowl named");
    // The computer named "Computer", its level a badge apart.
    const computer = m.plates.find((p) => p[3]);
    assert(computer && computer[1].replace("▶", "").trim() === "Computer" && computer[3] === "Easy", `${scheme}: the level as a badge (${JSON.stringify(m.plates)})`);
    console.log(`  ${scheme}: board ${Math.round(m.board.width)}x${Math.round(m.board.height)} px of 390x844, actions end at ${Math.round(m.actions.bottom)} px`);
    await ctx.close();
  }
};

tests["a tablet lays the board flat across the width with the panel below (820x1180, 1180x820)"] = async ({ browser, server }) => {
  // Light in English, and dark in French and Tamil (their longer words, the other palette).
  const looks = [["light", "en"], ["dark", "fr"], ["dark", "ta"]];
  for (const [name, width, height] of [["tablet", 820, 1180], ["tablet-landscape", 1180, 820]]) for (const [scheme, locale] of looks) {
    const ctx = await browser.newContext({ viewport: { width, height }, colorScheme: scheme, locale });
    const page = await open(ctx, server.url);
    await setSpeed(page, "instant");
    await newGame(page, { level: "easy" });
    const g = await untilActionable(page);
    // One move played, so the panel has a last move and a list of moves as well as the turn.
    await page.click(`button[data-k=hole-${g.holes.find((x) => x.legal).index}]`);
    const after = await untilActionable(page);
    const m = await page.evaluate(() => {
      const box = (el) => el?.getBoundingClientRect();
      const art = [...document.querySelectorAll(".board .art")].find((a) => a.getBoundingClientRect().width > 0);
      const size = (s) => parseFloat(getComputedStyle(document.querySelector(s)).fontSize);
      return {
        scroll: document.scrollingElement.scrollHeight,
        board: box(document.querySelector(".board")),
        lying: art?.classList.contains("lying"),
        panel: ["#status", "[data-k=score-line]", "main.game .actions", "main.game .history"].map((s) => [s, box(document.querySelector(s))]),
        score: document.querySelector("[data-k=score-line]").textContent,
        status: size("#status"),
      };
    });
    const what = `${width}x${height} ${scheme} ${locale}`;
    assert(m.lying, `${what}: the board lies flat`);
    assert(m.board.width >= 0.9 * width, `${what}: the board is ${Math.round(m.board.width)} px of ${width} wide`);
    assert(m.board.top >= 0 && m.board.bottom <= height, `${what}: the board in view (${Math.round(m.board.top)}-${Math.round(m.board.bottom)})`);
    for (const [sel, b] of m.panel) assert(b && b.height > 0 && b.top >= m.board.bottom - 1, `${what}: ${sel} under the board`);
    assert(m.scroll <= height + 1, `${what}: the page scrolls (${m.scroll} > ${height})`);
    assert(m.score === after.score_line && m.score.length > 0, `${what}: the core's score line with names: ${m.score}`);
    assert(m.status >= 19, `${what}: the panel's type is larger than a phone's: ${m.status} px`);
    // "Computer" in a narrow bowl shrinks to fit; "▶ ஆட்டக்காரர்" (ta) too wide even at the floor
    // takes two lines, broken between words: on a tablet no name is cut.
    const names = await assertNamesFit(page, what);
    console.log(`  ${what} names: ${JSON.stringify(names)}`);
    for (const p of names) assert(!p.cut && p.lines <= 2, `${what}: "${p.text}" cut or over two lines: ${JSON.stringify(p)}`);
    await page.screenshot({ path: join(shots, `game-${name}-${scheme}${locale === "en" ? "" : `-${locale}`}.png`) });
    console.log(`  ${what}: board ${Math.round(m.board.width)}x${Math.round(m.board.height)} px, panel ends at ${Math.round(Math.max(...m.panel.map(([, b]) => b.bottom)))} px`);
    await ctx.close();
  }
};

tests["offline: loaded once, the network and the server gone, reloaded, a game against the computer played"] = async ({ browser }) => {
  // A server of its own, stopped after the first visit: nothing can answer but the service worker.
  const own = await startServer("offline");
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await open(ctx, own.url);
    const installed = await page.evaluate(async () => {
      const r = await fetch("/manifest.webmanifest");
      const manifest = { type: r.headers.get("content-type"), body: await r.json() };
      const sw = await fetch("/sw.js");
      await navigator.serviceWorker.ready;
      return { manifest, sw: sw.headers.get("content-type") };
    });
    const m = installed.manifest;
    assert(m.type === "application/manifest+json", `manifest served as ${m.type}`);
    assert(m.body.name && m.body.start_url === "/" && m.body.display === "standalone", `manifest ${JSON.stringify(m.body)}`);
    assert(["192x192", "512x512"].every((s) => m.body.icons.some((i) => i.sizes === s)), "icons of 192 and 512 px");
    assert(installed.sw.startsWith("text/javascript"), `sw.js served as ${installed.sw}`);
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    own.stop();
    await ctx.setOffline(true);
    await page.reload();
    await page.waitForFunction(() => window.pallanguzhi?.view());
    await setSpeed(page, "instant");
    await newGame(page, { level: "easy" });
    const end = await playToEnd(page);
    assert(end.outcome || end.dialog?.kind === "GameOver", "the game ended offline");
    assert(!page.errors.length, `page errors offline: ${page.errors.join("; ")}`);
  } finally {
    own.stop();
    await ctx.close();
  }
};

tests["first screen and first board after navigation start (figures)"] = async ({ browser, server }) => {
  const ctx = await browser.newContext();
  const page = await open(ctx, server.url);
  const home = await marks(page);
  assert(home["first-view"] > 0, `the first view is marked (${JSON.stringify(home)})`);
  // A game in progress opens on its board.
  await setSpeed(page, "instant");
  await newGame(page, { people: ["Anbu", "", "Kumar", ""] });
  await untilActionable(page);
  await page.click(".board .hole:not([disabled])");
  await page.waitForFunction(() => window.game().history.length >= 1);
  await page.reload();
  await page.waitForFunction(() => window.game() && document.querySelector(".board"));
  const board = await marks(page);
  assert(board["first-board"] > 0, `the first board is marked (${JSON.stringify(board)})`);
  console.log(
    `  first view (home) ${home["first-view"]} ms after navigation start (wasm ready ${home["wasm-ready"]} ms, texts ${home["texts-ready"]} ms); ` +
      `first board (a game in progress, reloaded) ${board["first-board"]} ms`,
  );
  await ctx.close();
};

tests["reload mid-search, then finish"] = async ({ browser, server }) => {
  const ctx = await browser.newContext();
  const page = await open(ctx, server.url);
  await setSpeed(page, "instant");
  await newGame(page, { level: "hard", preset: "kalah" });
  await untilActionable(page);
  await page.click(".board .hole:not([disabled])");
  await page.waitForFunction(() => window.game().thinking === "Computer", null, { polling: "raf" });
  const before = (await game(page)).moves_played;
  await page.reload();
  await page.waitForFunction(() => window.game());
  // The computer's turn comes back and is played.
  await page.waitForFunction((n) => window.game().moves_played > n, before, { timeout: 60_000 });
  const end = await playToEnd(page);
  assert(end.outcome, "finished");
  assert(!page.errors.length, page.errors.join("; "));
  await ctx.close();
};

tests["pass-and-play with two seats a side"] = async ({ browser, server }) => {
  const ctx = await browser.newContext();
  const page = await open(ctx, server.url);
  await setSpeed(page, "instant");
  await newGame(page, { people: ["Anbu", "Bala", "Chitra", "Devi"] });
  const seen = new Set();
  const end = await playToEnd(page, (legal, turn) => {
    return legal[(turn * 7) % legal.length];
  });
  const v = { game: await game(page) };
  for (const n of ["Anbu", "Bala", "Chitra", "Devi"]) {
    if (v.game.names.south.includes(n) || v.game.names.north.includes(n)) seen.add(n);
  }
  assert(seen.size === 4, `four seats (${[...seen]})`);
  assert(end.outcome, "finished");
  await ctx.close();
};

tests["keyboard: a letter key plays its hole, arrows move between holes"] = async ({ browser, server }) => {
  const ctx = await browser.newContext();
  const page = await open(ctx, server.url);
  await setSpeed(page, "instant");
  await newGame(page, { level: "easy" });
  const g = await untilActionable(page);
  const first = g.holes.find((h) => h.legal);
  await page.focus(`.board .hole[data-hole="${first.index}"]`);
  await page.keyboard.press("ArrowRight");
  const focused = await page.evaluate(() => document.activeElement?.dataset.hole);
  assert(focused !== String(first.index), "the arrow moved the focus");
  await page.keyboard.press(first.letter);
  await page.waitForFunction(() => window.game().history.length >= 1);
  assert((await game(page)).history[0].toLowerCase() === first.letter.toLowerCase(), "the letter's hole was played");
  await ctx.close();
};

tests["draw offer in Tamil: the core's words (tests/vectors/draw-offer-ta.json)"] = async ({ browser, server }) => {
  const vector = JSON.parse(readFileSync(join(root, "tests/vectors/draw-offer-ta.json"), "utf8"));
  const ctx = await browser.newContext({ locale: "en-GB" });
  const page = await open(ctx, server.url);
  await page.selectOption("#f-language", "ta");
  await page.waitForFunction(() => document.documentElement.lang === "ta");
  await newGame(page, { people: [vector.players[0], "", vector.players[1], ""] });
  await page.click("button[data-k=draw]");
  await page.waitForSelector(".dialog");
  const title = (await page.textContent("#dialog-title"))?.trim();
  assert(title === vector.title, `the title (${title})`);
  const buttons = await page.$$eval(".dialog button", (bs) => bs.map((b) => `${b.dataset.k}=${b.textContent}`));
  const want = vector.actions.map((a) => `d-${a.id}=${a.label}`);
  assert(buttons.join(" ") === want.join(" "), `the buttons (${buttons}), not ${want}`);
  // A draw offer waits for its answer: Escape closes nothing.
  await page.keyboard.press("Escape");
  assert((await game(page)).dialog?.kind === "DrawOffer", "Escape left the offer open");
  await page.screenshot({ path: join(shots, "draw-offer-ta-desktop-light.png") });
  await page.click("button[data-k=d-decline-draw]");
  await page.waitForFunction(() => !window.game().dialog);
  assert(!page.errors.length, page.errors.join("; "));
  await ctx.close();
};

tests["the invitation in Tamil: the core's words (tests/vectors/invitation-ta.json)"] = async ({ browser, server }) => {
  const vector = JSON.parse(readFileSync(join(root, "tests/vectors/invitation-ta.json"), "utf8"));
  const ctx = await browser.newContext({ locale: "ta", viewport: { width: 390, height: 844 } });
  // The server's summary is the vector's (its host and room exist nowhere else).
  await ctx.route("**/v1/rooms/*/invite*", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(vector.invite) }),
  );
  const page = await open(ctx, server.url + vector.link.slice(vector.link.indexOf("/join/")));
  await page.waitForSelector("main.invitation[data-phase=Open]");
  const shown = await page.evaluate(() => {
    const text = (sel) => document.querySelector(sel)?.textContent;
    return {
      title: text("#invite-title"),
      rules_line: text("[data-k=invite-rules]"),
      clock_line: text("[data-k=invite-clock]"),
      rated_line: text("[data-k=invite-rated]"),
      side_line: text("[data-k=invite-side]"),
      name_label: text("label[for=f-invite-name]"),
      action_label: text("button[data-k=accept-invitation]"),
      home_label: text("button[data-k=invite-home]"),
    };
  });
  for (const [key, value] of Object.entries(shown)) assert(value === vector[key], `${key}: ${value}, not ${vector[key]}`);
  assert((await view(page)).screen_view.view.action.id === vector.action_id, "the action's id");
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, "invitation-ta-portrait-light.png") });
  assert(!page.errors.length, page.errors.join("; "));
  await ctx.close();
};

tests["the transport vector: fetch and WebSocket carry each call as written and report it as answered"] = async ({ browser }) => {
  // The vector's server (online/examples/vector_server.rs), the page's transport module
  // (web/ts/transport.ts) bundled as the page bundles it, run on the server's own origin.
  const bin = process.env.PALLANGUZHI_VECTOR_SERVER ?? join(root, "target/debug/examples/vector_server");
  const child = spawn(bin, [join(root, "tests/vectors/transport.json")], { stdio: ["ignore", "pipe", "pipe"] });
  process.on("exit", () => child.kill("SIGTERM"));
  try {
    const base = await new Promise((resolve, reject) => {
      let out = "";
      child.stdout.on("data", (d) => {
        out += d;
        const m = out.match(/^(http:\/\/\S+)\n/);
        if (m) resolve(m[1]);
      });
      child.on("exit", (code) => reject(new Error(`the vector server exited ${code}`)));
    });
    const bundle = await esbuild.build({
      entryPoints: [join(web, "ts/transport.ts")],
      bundle: true,
      write: false,
      format: "iife",
      globalName: "vectorTransport",
    });
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    await page.goto(`${base}/page`);
    await page.addScriptTag({ content: bundle.outputFiles[0].text });
    const text = (b64) => Buffer.from(b64, "base64").toString("utf8");
    const lines = (await (await fetch(`${base}/cases`)).text()).trim().split("\n");
    assert(lines.length >= 8, `the vector's cases: ${lines.length}`);
    for (const [i, line] of lines.entries()) {
      const [name, kind, method, headers64, body64, status, answer64] = line.split("\t");
      const headers = text(headers64)
        .split("\n")
        .filter((h) => h)
        .map((h) => ({ name: h.slice(0, h.indexOf(": ")), value: h.slice(h.indexOf(": ") + 2) }));
      const id = i + 1;
      const url = `${base}/vector/${name}`;
      const effect =
        kind === "socket"
          ? ["SocketOpen", { id, url: url.replace("http://", "ws://"), headers, timeout_ms: 10000, ping_ms: 25000 }]
          : ["Http", { id, method, url, headers, body: body64 === "-" ? null : text(body64), timeout_ms: 10000 }];
      const report = await page.evaluate(
        ([kind, v]) =>
          new Promise((resolve) => {
            if (!window.vectorTransport.transport(resolve).perform(kind, v)) resolve("not performed");
          }),
        effect,
      );
      if (kind === "socket") {
        // A page is told nothing of a refused opening (no status, no body) and cannot set
        // headers on a socket: it reports a failure, which the core retries, and the
        // token goes in the hello. The phones' transports report the refusal itself.
        assert(report?.SocketFailed?.id === id, `${name}: ${JSON.stringify(report)}`);
        continue;
      }
      const expected = { HttpDone: { id, status: Number(status), body: text(answer64) } };
      assert(JSON.stringify(report) === JSON.stringify(expected), `${name}: ${JSON.stringify(report)}`);
      const check = await fetch(`${base}/check/${name}`);
      assert(check.status === 200, `${name}: ${await check.text()}`);
    }
    await ctx.close();
  } finally {
    child.kill("SIGTERM");
  }
};

tests["language: Tamil and French"] = async ({ browser, server }) => {
  const ctx = await browser.newContext({ locale: "en-GB" });
  const page = await open(ctx, server.url);
  // Each language named in its own words, as the core reads them from the catalogue.
  const names = await page.$$eval("#f-language option", (os) => os.map((o) => `${o.value}=${o.textContent}`));
  assert(names.slice(1).join(" ") === "en=English fr=Français ta=தமிழ்", `language menu (${names})`);
  await page.selectOption("#f-language", "ta");
  await page.waitForFunction(() => document.documentElement.lang === "ta");
  assert((await page.textContent("h1")) === "பல்லாங்குழி", "Tamil title");
  assert((await page.textContent("#h-new")) === "புதிய ஆட்டம்", "Tamil heading");
  await page.selectOption("#f-language", "fr");
  await page.waitForFunction(() => document.documentElement.lang === "fr");
  assert((await page.textContent("#h-new")) === "Nouvelle partie", "French heading");
  await newGame(page, { level: "easy" });
  const label = await page.locator(".board .hole:not([disabled])").first().evaluate((b) => b.textContent);
  assert(/graines|graine/.test(label), `French hole label (${label})`);
  await page.reload();
  await page.waitForFunction(() => document.documentElement.lang === "fr");
  await ctx.close();
};

/** Sign up in the browser's online section. */
async function signUp(page, name) {
  await page.fill("#f-online-name", name);
  await page.click("button[data-k=sign-up]");
  // Signed up: the lobby shows the account, or a watch link held for it opens its game.
  await page.waitForFunction(() => window.online()?.account || window.shown("Watch"));
}

function runCli(args) {
  const child = spawn(cliBin, args, { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (err += d));
  const done = new Promise((resolve) => child.on("exit", (code) => resolve({ code, out, err })));
  return { child, done };
}

// The browser once sent every method but POST as GET: "Delete my account" asked
// `GET /v1/me`, the server answered 200, the page forgot the token, the account stayed.
tests["deleting the account deletes it on the server"] = async ({ browser, server }) => {
  const ctx = await browser.newContext();
  const page = await open(ctx, server.url);
  const signedUp = page.waitForResponse((r) => r.url().endsWith("/v1/accounts"));
  await signUp(page, "Nila");
  const { token } = await (await signedUp).json();
  const me = () => fetch(`${server.url}/v1/me`, { headers: { authorization: `Bearer ${token}` } });
  assert((await me()).status === 200, "the account exists");
  // Deletion is on the Account screen, asked first.
  await page.click("button[data-k=account]");
  page.once("dialog", (d) => d.accept());
  await page.click("button[data-k=account-delete]");
  await page.waitForFunction(() => window.shown("Account")?.sign_in);
  const after = await me();
  assert(after.status === 401, `the server no longer knows the token (${after.status})`);
  assert(page.errors.length === 0, page.errors.join("; "));
  await ctx.close();
};

// Issue 37: one account on every device. A signs up and asks a link code; a second
// browser signs in with it; A sees both devices, removes the other, and the server
// refuses the removed device's token.
tests["a second browser joins the account with a link code, and a removed device is refused"] = async ({ browser, server }) => {
  const ctxA = await browser.newContext();
  const a = await open(ctxA, server.url);
  await signUp(a, "Mani");
  await a.click("button[data-k=account]");
  await a.waitForFunction(() => window.shown("Account")?.devices.length === 1);
  await a.click("button[data-k=account-link]");
  await a.waitForSelector("[data-k=link-code] .big-code");
  const code = (await a.textContent("[data-k=link-code] .big-code")).trim();
  assert(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/.test(code), `a link code in two groups (${code})`);
  const axe = await new AxeBuilder({ page: a }).analyze();
  assert(!axe.violations.length, axe.violations.map((v) => `${v.id} ${v.nodes[0]?.target}`).join("; "));
  // The same link as a QR code, named by the core's words: what the screen shows, in the
  // light and the dark theme, is read by a QR decoder as the link.
  const link = await a.getAttribute("[data-k=link-code-link]", "href");
  const qr = (await shown(a, "Account")).link_code.qr;
  const svg = "svg[data-k=link-code-qr][role=img]";
  assert((await a.getAttribute(svg, "aria-label")) === qr.label, `the QR code's name is the core's (${qr.label})`);
  for (const scheme of ["light", "dark"]) {
    await a.emulateMedia({ colorScheme: scheme });
    await a.setViewportSize({ width: 390, height: 844 });
    await a.screenshot({ path: join(shots, `account-link-code-phone-${scheme}.png`), fullPage: true });
    const read = await readQr(ctxA, await a.locator(svg).screenshot());
    assert(read === link, `the QR code on screen (${scheme}) reads as the link: ${read} vs ${link}`);
    const axe = await new AxeBuilder({ page: a }).analyze();
    assert(!axe.violations.length, `${scheme}: ${axe.violations.map((v) => `${v.id} ${v.nodes[0]?.target}`).join("; ")}`);
  }
  await a.emulateMedia({ colorScheme: "light" });
  await a.setViewportSize({ width: 1280, height: 800 });

  const ctxB = await browser.newContext();
  const b = await open(ctxB, server.url);
  await b.click("button[data-k=account]");
  await b.waitForSelector("#f-sign-in-code");
  // A wrong code first: refused in words, and nothing changes.
  await b.fill("#f-sign-in-code", "AAAAA-AAAAA");
  await b.click("button[data-k=sign-in]");
  await b.waitForSelector("[data-k=account-error]");
  assert((await shown(b, "Account")).name == null, "no account with a wrong code");
  await b.fill("#f-sign-in-code", code.toLowerCase());
  const signedIn = b.waitForResponse((r) => r.url().endsWith("/v1/accounts/link") && r.status() === 200);
  await b.click("button[data-k=sign-in]");
  const { token } = await (await signedIn).json();
  await b.waitForFunction(() => window.shown("Account")?.name?.includes("Mani"));
  await b.waitForFunction(() => window.shown("Account")?.devices.length === 2);
  const me = () => fetch(`${server.url}/v1/me`, { headers: { authorization: `Bearer ${token}` } });
  assert((await me()).status === 200, "the linked browser's token works");

  // A opens the page again: two devices, this one first; the other removed after the question.
  await a.click("button[data-k=back]");
  await a.click("button[data-k=account]");
  await a.waitForFunction(() => window.shown("Account")?.devices.length === 2);
  const devices = (await shown(a, "Account")).devices;
  assert(devices[0].current && !devices[1].current, JSON.stringify(devices));
  a.once("dialog", (d) => d.accept());
  await a.click(`button[data-k=remove-${devices[1].id}]`);
  await a.waitForFunction(() => window.shown("Account")?.devices.length === 1);
  assert((await me()).status === 401, "the removed device's token is refused");
  // The wrong code's 401 is logged by the browser itself; nothing else may be.
  const errors = [...a.errors, ...b.errors.filter((e) => !e.includes("401 (Unauthorized)"))];
  assert(!errors.length, errors.join("; "));
  await ctxA.close();
  await ctxB.close();
};

// Issue 37: the account, not the device, holds the seat and the rating. A signs up and
// links a second browser B with a code; A starts a rated game against a CLI guest and
// moves; B joins the room's code with the same account, finds the same board and plays the
// game to its end; then A and B both show the same rating, one game played.
tests["a game started in one browser continues in a linked one, and both show the same rating"] = async ({ browser, server }) => {
  const ctxA = await browser.newContext();
  const a = await open(ctxA, server.url);
  await setSpeed(a, "instant");
  await signUp(a, "Selvi");
  await a.click("button[data-k=account]");
  await a.click("button[data-k=account-link]");
  await a.waitForSelector("[data-k=link-code] .big-code");
  // This time B opens the code as a link (the core's, the code in its fragment): signed in
  // at once, on the Account screen, nothing typed.
  const signInLink = await a.getAttribute("[data-k=link-code-link]", "href");
  const code = (await a.textContent("[data-k=link-code] .big-code")).trim().replace("-", "");
  assert(signInLink === `${server.url}/link#${code}`, `the sign-in link ${signInLink}`);
  const ctxB = await browser.newContext();
  const b = await open(ctxB, signInLink);
  await b.waitForFunction(() => window.shown("Account")?.name?.includes("Selvi"));
  await b.click("button[data-k=back]");
  await setSpeed(b, "instant");

  await a.click("button[data-k=back]");
  await a.selectOption("#f-room-preset", "kalah");
  await a.click("button[data-k=create-room]");
  await a.waitForSelector("#share-link");
  const link = await a.getAttribute("#share-link", "href");
  const room = (await shown(a, "Room")).code;
  const cli = runCli(["online", "join", link, "--server", server.url, "--name", "Kumar", "--auto", "medium"]);
  const before = await untilActionable(a);
  await a.click(`.board .hole[data-hole="${before.holes.find((h) => h.legal).index}"]`);
  await a.waitForFunction((n) => window.game()?.moves_played > n && !window.game().animating, before.moves_played, { polling: "raf" });
  const seen = await game(a);

  // B: the room's code, joined with the same account, is the same seat in the same game.
  await b.fill("#f-join", room);
  await b.click("button[data-k=join-btn]");
  await b.waitForFunction((n) => window.game()?.moves_played >= n && !window.game().animating, seen.moves_played, { polling: "raf" });
  const there = await game(b);
  assert((await shown(b, "Room")).code === room, "B is in A's room");
  if (there.moves_played === seen.moves_played) {
    const counts = (g) => JSON.stringify([g.holes.map((h) => h.count), g.bowls.map((x) => x.count)]);
    assert(counts(there) === counts(seen), `the same board: ${counts(there)} vs ${counts(seen)}`);
  }
  const end = await playToEnd(b);
  const { code: exit, err } = await cli.done;
  assert(exit === 0, `the CLI finished (${exit}): ${err.slice(-400)}`);
  // A's page followed: the same game over, the same number of moves.
  await a.waitForFunction((n) => window.game()?.moves_played === n && window.game().outcome, end.moves_played, { polling: "raf" });

  // Both browsers: the account's rating for the rule set, one game played, the same.
  const rating = async (page) => {
    await page.click("button[data-k=d-ok]", { timeout: 2000 }).catch(() => {});
    // The result card's own Home (the board's Home lies behind its scrim).
    await page
      .locator(".dialog button[data-k=d-home]")
      .click({ timeout: 5000 })
      .catch(() => page.click("button[data-k=home]"));
    await page.waitForSelector("button[data-k=my-rating]");
    await page.click("button[data-k=my-rating]");
    await page.waitForFunction(() => [...document.querySelectorAll(".my-rating li")].some((li) => li.textContent.startsWith("kalah:")));
    return (await page.$$eval(".my-rating li", (lis) => lis.map((li) => li.textContent))).find((t) => t.startsWith("kalah:"));
  };
  const [ra, rb] = [await rating(a), await rating(b)];
  assert(ra === rb, `the same rating in both browsers: ${ra} vs ${rb}`);
  assert(/\(1 /.test(ra), `one game played (${ra})`);
  const errors = [...a.errors, ...b.errors];
  assert(!errors.length, errors.join("; "));
  await ctxA.close();
  await ctxB.close();
};

// The server's own pages, which the stores link (privacy policy, account deletion), in
// each language: no axe violation, the page's language said.
tests["the privacy and account deletion pages pass axe in en, fr and ta"] = async ({ browser, server }) => {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const problems = [];
  for (const path of ["/privacy", "/delete-account"]) {
    for (const lang of ["en", "fr", "ta"]) {
      const resp = await page.goto(`${server.url}${path}?lang=${lang}`);
      assert(resp.status() === 200, `${path}?lang=${lang}: ${resp.status()}`);
      const said = await page.evaluate(() => document.documentElement.lang);
      assert(said === lang, `${path}?lang=${lang} says lang=${said}`);
      const result = await new AxeBuilder({ page }).analyze();
      for (const v of result.violations) problems.push(`${path}?lang=${lang}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target}`);
    }
  }
  assert(!problems.length, problems.join("\n"));
  await ctx.close();
};

tests["browser host and CLI guest play a whole online game through the share link"] = async ({ browser, server }) => {
  const ctx = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await open(ctx, server.url);
  await setSpeed(page, "instant");
  await signUp(page, "Valli");
  await page.selectOption("#f-room-preset", "kalah");
  // The host's clock: the core's choices, "none" among them; 2 min a move picked.
  const choices = await page.$$eval("#f-clock option", (os) => os.map((o) => o.value));
  assert(choices.includes("none") && choices.includes("120000"), `clock choices ${choices}`);
  await page.selectOption("#f-clock", "120000");
  await page.waitForFunction(() => window.online().clock_choice === 120000);
  await page.click("button[data-k=create-room]");
  await page.waitForSelector("#share-link");
  const link = await page.getAttribute("#share-link", "href");
  // The copy button puts the link on the clipboard and says so.
  await page.click("button[data-k=copy-link]");
  await page.waitForFunction((l) => navigator.clipboard.readText().then((t) => t === l), link);
  await page.waitForFunction(() => document.getElementById("announce").textContent.trim().length > 0);
  assert(link.startsWith(server.url + "/join/"), `a share link on this server (${link})`);
  const cli = runCli(["online", "join", link, "--server", server.url, "--name", "Kumar", "--auto", "medium"]);
  // Once the guest is in, both clocks show and the side to move's runs.
  await page.waitForSelector("[data-k=clocks] .clock.running");
  assert((await page.$$("[data-k=clocks] .clock")).length === 2, "both sides' clocks");
  const end = await playToEnd(page);
  const { code, out, err } = await cli.done;
  assert(code === 0, `the CLI finished (${code}): ${err.slice(-400)}`);
  const final = JSON.parse(out.trim().split("\n").filter((l) => l.startsWith("{")).pop());
  const holes = end.holes.map((h) => h.count);
  const bowls = end.bowls.map((b) => b.count);
  assert(JSON.stringify(final.holes.slice(0, holes.length)) === JSON.stringify(holes), `holes ${final.holes} vs ${holes}`);
  assert(JSON.stringify(final.stores) === JSON.stringify(bowls), `bowls ${final.stores} vs ${bowls}`);
  assert(final.moves_played === end.moves_played, `moves ${final.moves_played} vs ${end.moves_played}`);
  // The leaderboard of the rule set: the player's own rated entry.
  // The result card's Home leaves the finished room.
  await page.click("button[data-k=d-home]");
  await page.waitForSelector("button[data-k=leaderboard]");
  await page.selectOption("#f-room-preset", "kalah");
  await page.click("button[data-k=leaderboard]");
  await page.waitForFunction(() => document.querySelectorAll(".leaderboard tbody tr").length >= 1, null, { timeout: 5000 }).catch(async () => {
    const v = { ...(await view(page)), online: await page.evaluate(() => window.online()) };
    throw new Error(`no leaderboard: ${JSON.stringify({ screen: v.screen, state: v.online.state, error: v.online.error, lb: v.online.leaderboard, notice: v.notice })}`);
  });
  const names = await page.$$eval(".leaderboard tbody td:nth-child(2)", (tds) => tds.map((t) => t.textContent));
  assert(names.includes("Valli"), `leaderboard ${names}`);
  await ctx.close();
};

tests["a browser opens the watch link of a game two CLI clients play and sees its moves"] = async ({ browser, server }) => {
  // The CLI host prints its code and the watch link, then waits for its guest.
  const host = runCli(["online", "host", "--server", server.url, "--rules", "kalah", "--name", "Valli", "--auto", "random", "--clock", "none"]);
  const printed = await new Promise((resolve, reject) => {
    let text = "";
    host.child.stdout.on("data", (d) => {
      text += d;
      const code = /code: (\S+)/.exec(text)?.[1];
      const watch = /watch: (\S+)/.exec(text)?.[1];
      if (code && watch) resolve({ code, watch });
    });
    host.child.on("exit", () => reject(new Error(`the CLI host stopped: ${text}`)));
  });
  assert(printed.watch.startsWith(server.url + "/watch/"), `a watch link on this server (${printed.watch})`);
  const ctx = await browser.newContext();
  const page = await open(ctx, printed.watch);
  await setSpeed(page, "instant");
  // No account yet: the core says it watches once there is one.
  await signUp(page, "Asha");
  await page.waitForFunction(() => window.pallanguzhi.view().screen === "Watch" && document.querySelector(".watch .board"));
  // Every move count the watcher's board shows, from before the guest comes to the end.
  await page.evaluate(() => {
    window.seen = new Set();
    const look = () => {
      const b = window.shown("Watch")?.board;
      if (b) window.seen.add(b.moves_played);
      requestAnimationFrame(look);
    };
    look();
  });
  const guest = runCli(["online", "join", printed.code, "--server", server.url, "--name", "Kumar", "--auto", "random", "--seed", "2"]);
  const [h, g] = await Promise.all([host.done, guest.done]);
  assert(h.code === 0 && g.code === 0, `the CLIs finished (${h.code}, ${g.code}): ${h.err.slice(-300)} ${g.err.slice(-300)}`);
  await page.waitForFunction(() => window.shown("Watch")?.board?.dialog?.kind === "GameOver", null, { timeout: 60_000 });
  const w = (await shown(page, "Watch"));
  const final = JSON.parse(h.out.trim().split("\n").filter((l) => l.startsWith("{")).pop());
  const holes = w.board.holes.map((x) => x.count);
  assert(JSON.stringify(final.holes.slice(0, holes.length)) === JSON.stringify(holes), `holes ${final.holes} vs ${holes}`);
  assert(JSON.stringify(final.stores) === JSON.stringify(w.board.bowls.map((b) => b.count)), "the same bowls");
  assert(final.moves_played === w.board.moves_played, `moves ${final.moves_played} vs ${w.board.moves_played}`);
  const seen = await page.evaluate(() => [...window.seen]);
  assert(seen.length >= 2 && seen.includes(0), `the watcher saw the moves come: ${seen}`);
  // The result said once: by the card; the turn line says only that the game is over.
  const result = w.board.dialog.title;
  // (On the screen: the screen reader's announcement region aside.)
  const times = () => page.evaluate((r) => document.querySelector("main").innerText.split(r).length - 1, result);
  assert(w.result === null && (await page.$$("[data-k=result]")).length === 0, "no result line beside the card");
  assert((await page.textContent("#status")) === "The game is over.", `the turn line: ${await page.textContent("#status")}`);
  assert((await times()) === 1, `"${result}" said ${await times()} times`);
  // A tap on the watched board plays nothing: no hole is enabled.
  assert((await page.$$(".watch .board .hole:not([disabled])")).length === 0, "no playable hole");
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, "watch-portrait-light.png"), fullPage: true });
  // The card closed, the result stays on the screen, once.
  await page.click("button[data-k=d-ok]");
  await page.waitForSelector("[data-k=result]");
  assert((await page.textContent("[data-k=result]")).startsWith(result), "the result is shown");
  assert((await times()) === 1, `"${result}" said ${await times()} times once the card is closed`);
  await page.screenshot({ path: join(shots, "watch-result-portrait-light.png"), fullPage: true });
  // Stop watching (the core's action in the bar) ends the watch.
  await page.click("button[data-k=leave]");
  await page.waitForFunction(() => window.pallanguzhi.view().screen === "Home" && !window.shown("Watch"));
  assert(page.errors.length === 0, `page errors: ${page.errors}`);
  await ctx.close();
};

tests["a friend's whole path from the share link: invitation, name, Enter, game, reload, result"] = async ({ browser, server }) => {
  const hostCtx = await browser.newContext();
  const host = await open(hostCtx, server.url);
  await setSpeed(host, "instant");
  await signUp(host, "Valli");
  await host.selectOption("#f-room-preset", "kalah");
  await host.click("button[data-k=create-room]");
  await host.waitForSelector("#share-link");
  const link = await host.getAttribute("#share-link", "href");
  assert(/\/join\/[A-Z0-9]{6}#[0-9a-f]{32}$/.test(link), `the host's link carries its secret (${link})`);
  // The friend: a phone that never saw the app, opening the link.
  const guestCtx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const guest = await open(guestCtx, link);
  await guest.waitForSelector("main.invitation[data-phase=Open]");
  const invitation = (await view(guest)).screen_view.view;
  assert(invitation.title === "Valli invites you to play", `title ${invitation.title}`);
  assert((await guest.textContent("[data-k=invite-rules]")) === "Rules: Kalah", "the rules' name");
  // The invitation is the first thing seen: nothing above it, its action in view unscrolled,
  // the name field focused, the action shut until a name is typed (the core says so).
  const first = await guest.evaluate(() => ({
    masthead: document.getElementById("masthead").hidden,
    scrolled: document.scrollingElement.scrollTop,
    bottom: document.querySelector("button[data-k=accept-invitation]").getBoundingClientRect().bottom,
    height: innerHeight,
    focus: document.activeElement?.id,
    path: location.pathname,
  }));
  assert(first.masthead && first.scrolled === 0 && first.bottom <= first.height, `not first in view: ${JSON.stringify(first)}`);
  assert(first.focus === "f-invite-name", `focus ${first.focus}`);
  assert(first.path === "/", `address ${first.path}: a reload does not open the link twice`);
  assert(await guest.isDisabled("button[data-k=accept-invitation]"), "no name yet: the action is shut");
  mkdirSync(shots, { recursive: true });
  await guest.screenshot({ path: join(shots, "invitation-portrait-light.png") });
  await guest.keyboard.type("Murugan");
  await guest.waitForFunction(() => !document.querySelector("button[data-k=accept-invitation]").disabled);
  assert((await guest.inputValue("#f-invite-name")) === "Murugan", "the name as typed");
  await guest.keyboard.press("Enter");
  await guest.waitForSelector(".board");
  assert((await guest.evaluate(() => window.online())).account === "Murugan", "signed up with the name typed");
  // The settings page's speed, chosen without leaving the game.
  await guest.evaluate(() =>
    window.pallanguzhi.send({ SettingsChanged: { settings: { ...window.pallanguzhi.view().settings, speed: "instant" } } }),
  );
  let reloaded = false;
  // Both play their turns; the guest reloads after a few moves.
  const play = async (page, isGuest) => {
    for (let i = 0; i < 2000; i++) {
      await page.waitForFunction(
        () => {
          const g = window.game();
          return g && (g.outcome || g.dialog || (!g.animating && g.holes.some((h) => h.legal)));
        },
        null,
        { timeout: 60_000, polling: "raf" },
      );
      const g = (await game(page));
      if (g.outcome) return g;
      if (g.dialog) {
        await page.click("button[data-k=d-ok], button[data-k=d-next-round]");
        continue;
      }
      if (isGuest && !reloaded && g.moves_played >= 4) {
        reloaded = true;
        await page.reload();
        await page.waitForFunction(() => window.game());
        continue;
      }
      const n = g.moves_played;
      await page.click(".board .hole:not([disabled])").catch(() => {});
      await page.waitForFunction(
        (n) => {
          const g = window.game();
          return g.moves_played !== n || g.outcome || g.dialog || !g.holes.some((h) => h.legal);
        },
        n,
        { polling: "raf" },
      );
    }
    throw new Error("no end");
  };
  const [a, b] = await Promise.all([play(host, false), play(guest, true)]);
  assert(reloaded, "the guest reloaded");
  // Each side's result card names the other in its score line, with no round summary.
  for (const [page, them] of [[host, "Murugan"], [guest, "Valli"]]) {
    await page.waitForFunction(() => window.game()?.dialog?.kind === "GameOver", null, { polling: "raf" });
    const line = await page.textContent(".dialog [data-k=dialog-line]");
    assert(new RegExp(`^You (won|lost|drew) \\d+–\\d+ (against|to|with) ${them}\\.$`).test(line), `score line ${line}`);
    const keys = await page.$$eval(".dialog button", (bs) => bs.map((b) => b.dataset.k));
    assert(keys.at(-1) === "d-home" && !keys.includes("d-ok"), `online card buttons ${keys}`);
  }
  assert(JSON.stringify(a.holes.map((h) => h.count)) === JSON.stringify(b.holes.map((h) => h.count)), "same final board");
  assert(JSON.stringify(a.outcome) === JSON.stringify(b.outcome), "same outcome");
  await hostCtx.close();
  await guestCtx.close();
};

// Issue 35: every ending is one result card, and online its first button offers the same
// opponent a rematch. Two browsers, the guest through the share link: the host resigns,
// offers a rematch on the card, the guest's card answers it, and both boards start the new
// game the server made (a new room, the same rules and clock, the sides swapped).
tests["online rematch: offered on the result card, accepted in the other browser, both on a new board"] = async ({ browser, server }) => {
  mkdirSync(shots, { recursive: true });
  const hostCtx = await browser.newContext();
  const host = await open(hostCtx, server.url);
  await setSpeed(host, "instant");
  await signUp(host, "Valli");
  await host.selectOption("#f-room-preset", "kalah");
  await host.selectOption("#f-clock", "120000");
  await host.waitForFunction(() => window.online().clock_choice === 120000);
  await host.click("button[data-k=create-room]");
  await host.waitForSelector("#share-link");
  const link = await host.getAttribute("#share-link", "href");
  const guestCtx = await browser.newContext();
  const guest = await open(guestCtx, link);
  await guest.waitForSelector("main.invitation[data-phase=Open]");
  await guest.fill("#f-invite-name", "Murugan");
  await guest.click("button[data-k=accept-invitation]");
  await guest.waitForSelector(".board");
  await guest.evaluate(() =>
    window.pallanguzhi.send({ SettingsChanged: { settings: { ...window.pallanguzhi.view().settings, speed: "instant" } } }),
  );
  const seated = (page) =>
    page.waitForFunction(() => window.online()?.state === "Playing" && window.game() && !window.game().animating, null, { polling: "raf" });
  await Promise.all([seated(host), seated(guest)]);
  const first = await game(host);
  const room = await shown(host, "Room");
  // The browser creates its rooms on a random side: the sides as the server seated them.
  const [hostSide, guestSide] = [room.online.my_side, (await shown(guest, "Room")).online.my_side];
  assert(["south", "north"].includes(hostSide) && ["south", "north"].includes(guestSide) && guestSide !== hostSide, `sides ${hostSide}, ${guestSide}`);
  const [south, north] = hostSide === "south" ? [host, guest] : [guest, host];
  const counts = (g) => g.holes.map((h) => h.count).join(",");
  // Leaving a game that is on asks the core's question first (the page once left at once);
  // dismissed, nothing is sent and the game stays.
  const leave = room.actions.find((a) => a.id === "online-leave");
  assert(leave?.confirm?.title, `leaving asks first (${JSON.stringify(leave)})`);
  let asked = null;
  host.once("dialog", (d) => {
    asked = d.message();
    d.dismiss();
  });
  await host.click("button[data-k=leave]");
  await host.evaluate(() => 0); // runs once the page's question (if any) is answered
  assert(asked, "leaving an online game on asked nothing");
  assert(asked.startsWith(leave.confirm.title) && asked.includes(leave.confirm.text), `the question asked: ${asked}`);
  assert((await shown(host, "Room"))?.online.state === "Playing", "still in the game");
  // One move by South (who moves first), seen on North's board; then the host resigns.
  await south.click(`.board .hole[data-hole="${(await game(south)).holes.find((h) => h.legal).index}"]`);
  await north.waitForFunction(() => window.game()?.moves_played >= 1 && !window.game().animating, null, { polling: "raf" });
  await host.waitForFunction(() => window.game()?.buttons.resign && !window.game().animating, null, { polling: "raf" });
  await host.click("button[data-k=resign]");
  // Both result cards: Rematch first (the main button), Home last; the guest won.
  for (const page of [host, guest]) {
    await page.waitForSelector(".dialog[data-kind=GameOver] button[data-k=d-rematch]");
    const keys = await page.$$eval(".dialog button", (bs) => bs.map((b) => b.dataset.k));
    assert(keys[0] === "d-rematch" && keys.at(-1) === "d-home", `card buttons ${keys}`);
    assert(await page.$eval("button[data-k=d-rematch]", (b) => b.classList.contains("primary")), "Rematch is the main button");
  }
  const over = await game(host);
  assert(JSON.stringify(over.outcome) === JSON.stringify({ win: guestSide }), `the guest won (${JSON.stringify(over.outcome)})`);
  await host.screenshot({ path: join(shots, "rematch-card-desktop-light.png") });

  await host.click(".dialog button[data-k=d-rematch]");
  // The guest's card: accept (the main button) or decline, and who offers.
  await guest.waitForSelector(".dialog button[data-k=d-accept-rematch]");
  const offered = await guest.$$eval(".dialog button", (bs) => bs.map((b) => b.dataset.k));
  assert(JSON.stringify(offered.slice(0, 2)) === JSON.stringify(["d-accept-rematch", "d-decline-rematch"]), `guest's card ${offered}`);
  const guestLines = await guest.$$eval(".dialog [data-k=dialog-line]", (ps) => ps.map((p) => p.textContent));
  assert(guestLines.some((l) => l.includes("Valli")), `who offers: ${guestLines}`);
  // The host's card waits: no second offer, the opponent named.
  await host.waitForFunction(() => !document.querySelector(".dialog button[data-k=d-rematch]"));
  const hostLines = await host.$$eval(".dialog [data-k=dialog-line]", (ps) => ps.map((p) => p.textContent));
  assert(hostLines.some((l) => l.includes("Murugan")), `whom the host waits for: ${hostLines}`);
  await guest.screenshot({ path: join(shots, "rematch-offered-desktop-light.png") });
  await host.screenshot({ path: join(shots, "rematch-waiting-desktop-light.png") });
  const axe = await new AxeBuilder({ page: guest }).analyze();
  assert(!axe.violations.length, axe.violations.map((v) => `${v.id} ${v.nodes[0]?.target}`).join("; "));

  await guest.click(".dialog button[data-k=d-accept-rematch]");
  // Both: the new game, its board fresh, no card; the sides swapped, the rules and clock kept.
  const fresh = (page, id) =>
    page.waitForFunction(
      (id) => {
        const g = window.game();
        return window.online()?.state === "Playing" && g && g.game_id !== id && !g.dialog && !document.querySelector(".dialog");
      },
      id,
      { polling: "raf" },
    );
  await Promise.all([fresh(host, first.game_id), fresh(guest, first.game_id)]);
  const [rh, rg] = [await shown(host, "Room"), await shown(guest, "Room")];
  assert(rh.code === rg.code && rh.code !== room.code, `a new room for both (${rh.code}, ${rg.code}, was ${room.code})`);
  assert(rh.board.game_id === rg.board.game_id, "the same new game");
  assert(rh.online.my_side === guestSide && rg.online.my_side === hostSide, `the sides swapped (${rh.online.my_side}, ${rg.online.my_side})`);
  assert(rh.online.rules === room.online.rules && rh.online.clock_text === room.online.clock_text, "the same rules and clock");
  for (const [page, r] of [[host, rh], [guest, rg]]) {
    const g = r.board;
    assert(g.moves_played === 0 && !g.outcome && g.history.length === 0, `a new game (${g.moves_played} moves)`);
    assert(counts(g) === counts(first), `the opening board (${counts(g)})`);
    assert(g.bowls.every((b) => b.count === 0), "empty stores");
    const drawn = await page.$$eval(".board .hole", (hs) => hs.map((h) => h.dataset.hole));
    assert(drawn.length === g.holes.length, `the board drawn (${drawn.length} holes)`);
    assert((await page.$$("[data-k=clocks] .clock")).length === 2, "both clocks");
  }
  await host.screenshot({ path: join(shots, "rematch-new-game-host-desktop-light.png") });
  await guest.screenshot({ path: join(shots, "rematch-new-game-guest-desktop-light.png") });
  // The new game is live: its South (North before) moves first, and the other board follows.
  const [south2, north2] = [north, south];
  const g = await game(south2);
  await south2.click(`.board .hole[data-hole="${g.holes.find((h) => h.legal).index}"]`);
  await north2.waitForFunction(() => window.game()?.moves_played >= 1, null, { polling: "raf" });
  const errors = [...host.errors, ...guest.errors];
  assert(!errors.length, errors.join("; "));
  await hostCtx.close();
  await guestCtx.close();
};

// --- accessibility and screenshots of every screen ---

const SIZES = [
  ["portrait", 390, 844],
  ["landscape", 844, 390],
  ["desktop", 1280, 800],
];

async function screens(browser, server, scheme, each) {
  const ctx = await browser.newContext({ colorScheme: scheme });
  const page = await open(ctx, server.url);
  await each("home", page);
  await setSpeed(page, "instant");
  await newGame(page, { level: "easy" });
  await untilActionable(page);
  await each("board", page);
  await page.click("button[data-k=hint]");
  await page.waitForSelector(".board .hole.hinted");
  await each("hint", page);
  const end = await playToEnd(page);
  await each("game-over", page);
  await page.evaluate(() => window.pallanguzhi.setReviewNodes(3000));
  await page.click("button[data-k=d-review]");
  await page.waitForFunction(() => window.shown("Review")?.complete, null, { timeout: 120_000 });
  await each("review", page);
  await page.click("button[data-k=home]"); // a review opened from the result goes back to it
  await page.click("button[data-k=d-home]");
  await page.waitForSelector("section[aria-labelledby=h-stats] table");
  await page.evaluate(() => document.querySelectorAll("details").forEach((d) => (d.open = true)));
  await each("home-after-game", page);
  await page.click("button[data-k=learn]");
  await page.waitForSelector("ol.course");
  await each("lessons", page);
  await page.click("button[data-k=start-next]");
  await page.waitForSelector("main.lesson .board");
  await each("lesson", page);
  await page.click("button[data-k=lessons]"); // back to the course
  await page.waitForSelector("ol.course");
  await page.click("button[data-k=home]");
  await page.waitForSelector("section[aria-labelledby=h-stats] table");
  await page.selectOption("#f-language", "ta");
  await page.waitForFunction(() => document.documentElement.lang === "ta");
  await each("home-tamil", page);
  await page.selectOption("#f-language", "en");
  await page.check("input[data-k=opp-people]");
  await page.check("[data-k=colour-safe]");
  await newGame(page, { people: ["Anbu", "Bala", "Chitra", "Devi"] });
  await untilActionable(page);
  await each("pass-and-play-colour-safe", page);
  await ctx.close();
  return end;
}

tests["a table game: two people and the computer, refused without a seat a side"] = async ({ browser, server }) => {
  const ctx = await browser.newContext();
  const page = await open(ctx, server.url);
  await setSpeed(page, "instant");
  await page.selectOption("#f-preset", "kalah");
  // The chosen rule set says in the core's line how it differs; its options are names, not ids.
  const kalah = (await view(page)).presets.find((p) => p.id === "kalah");
  await page.waitForFunction((s) => document.querySelector("[data-k=preset-summary]")?.textContent === s, kalah.summary);
  const options = await page.$$eval("#f-preset option", (os) => os.map((o) => o.textContent));
  assert(options.includes("Pasu Pondi") && !options.includes("pasu-pondi"), `names, not ids (${options})`);
  await page.check("input[data-k=opp-table]");
  // North emptied: the core refuses in words, and nothing starts.
  await page.selectOption("#f-table-2", "nobody");
  await page.click("button[data-k=start]");
  await page.waitForSelector(".notice");
  const refused = (await view(page)).notice.text;
  assert(refused.includes("North") && refused.includes("no seat"), `the refusal says why (${refused})`);
  assert(!(await game(page)), "no game started");
  await page.click("button[data-k=notice-close]");
  // South: Anbu and the computer (Easy); North: Bala.
  await page.fill("#f-table-name-0", "Anbu");
  await page.selectOption("#f-table-1", "computer");
  await page.selectOption("#f-table-level-1", "easy");
  await page.selectOption("#f-table-2", "person");
  await page.fill("#f-table-name-2", "Bala");
  // The table as filled in: no accessibility violation, and its picture (a phone's width).
  const axe = await new AxeBuilder({ page }).include("section[aria-labelledby=h-new]").analyze();
  assert(!axe.violations.length, axe.violations.map((v) => `${v.id} ${v.nodes[0]?.target}`).join("; "));
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await (await page.$("section[aria-labelledby=h-new]")).screenshot({ path: join(shots, "new-game-table-phone-light.png") });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.click("button[data-k=start]");
  await page.waitForSelector(".board");
  let g = await untilActionable(page);
  assert(JSON.stringify(g.names) === JSON.stringify({ south: ["Anbu", "Computer (Easy)"], north: ["Bala"] }), JSON.stringify(g.names));
  assert(g.mover === "Anbu" && (await page.textContent("#status")).includes("Anbu"), `the board names the seat to move (${g.status})`);
  assert((await page.textContent("[data-k=seat-line]")).includes("Anbu"), "South's seat line");
  // Anbu and Bala move by clicks; the computer plays South's second seat by itself.
  for (let turn = 0; turn < 2; turn++) {
    g = await untilActionable(page);
    const before = g.moves_played;
    await page.click(`.board .hole[data-hole="${g.holes.find((h) => h.legal).index}"]`);
    await page.waitForFunction((n) => window.game().moves_played > n, before);
  }
  await page.waitForFunction(() => window.game().history.length >= 3, null, { timeout: 60_000 });
  g = await untilActionable(page);
  assert(g.moves_played >= 3, `the computer moved its seat (${g.history})`);
  // Another visit: the new-game page offers the table that played, as the core remembers it.
  await page.reload();
  await page.click("button[data-k=home]");
  await page.check("input[data-k=opp-table]");
  await page.waitForSelector("#f-table-0");
  const table = await page.$$eval("[data-seat] select, [data-seat] input", (es) => es.map((e) => e.value));
  assert(table.join(",") === "person,Anbu,computer,easy,person,Bala,nobody", `the table remembered (${table})`);
  assert(!page.errors.length, page.errors.join("; "));
  await ctx.close();
};

tests["axe-core: no violations on any screen"] = async ({ browser, server }) => {
  const problems = [];
  await screens(browser, server, "light", async (name, page) => {
    const result = await new AxeBuilder({ page }).analyze();
    for (const v of result.violations) problems.push(`${name}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target}`);
  });
  await screens(browser, server, "dark", async (name, page) => {
    const result = await new AxeBuilder({ page }).analyze();
    for (const v of result.violations) problems.push(`dark ${name}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target}`);
  });
  assert(!problems.length, problems.join("\n"));
};

tests["screenshots of every screen (3 sizes, light and dark)"] = async ({ browser, server }) => {
  mkdirSync(shots, { recursive: true });
  let count = 0;
  for (const scheme of ["light", "dark"]) {
    await screens(browser, server, scheme, async (name, page) => {
      for (const [size, width, height] of SIZES) {
        await page.setViewportSize({ width, height });
        await page.screenshot({ path: join(shots, `${name}-${size}-${scheme}.png`), fullPage: size !== "landscape" });
        count++;
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    });
  }
  console.log(`  ${count} screenshots in ${shots}`);
};

// --- run ---

const only = process.env.WEB_ONLY?.split(",");
// A full run starts from an empty target/screenshots/web/: only this suite's folder is
// cleared (the Compose renders beside it in target/screenshots/ are another suite's).
if (!only) rmSync(shots, { recursive: true, force: true });
const server = await startServer("e2e");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
let passed = 0;
let failed = 0;
try {
  for (const [name, test] of Object.entries(tests)) {
    if (only && !only.some((o) => name.includes(o))) continue;
    const started = Date.now();
    try {
      await test({ browser, server });
      passed++;
      console.log(`ok   ${name} (${Date.now() - started} ms)`);
    } catch (e) {
      failed++;
      console.log(`FAIL ${name}: ${e.message}`);
    }
  }
} finally {
  await browser.close();
  server.stop();
}
console.log(`web: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
