// Lighthouse 12.2.3 on the home page and on the board (a game in progress, resumed
// from the browser's storage), mobile and desktop presets, in Debian's Chromium.
// Prints one line per page: `lighthouse PAGE PRESET: performance N, accessibility N, ...`
// and the audits under 0.9; LH_DUMP=1 writes each report to /tmp/lh-PAGE-PRESET.json.
import lighthouse from "lighthouse";
import desktop from "lighthouse/core/config/desktop-config.js";
import { chromium } from "playwright-core";
import { createServer } from "node:net";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, CHROMIUM_ARGS } from "./server.mjs";

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const server = await startServer("lighthouse");
const port = await freePort();
const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "pallanguzhi-lh-")), {
  executablePath: "/usr/bin/chromium",
  headless: true,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
});
const scores = {};
async function audit(name, preset) {
  const flags = { port, logLevel: "error", output: "json", disableStorageReset: true, onlyCategories: ["performance", "accessibility", "best-practices", "seo"] };
  const result = await lighthouse(server.url, flags, preset === "desktop" ? desktop : undefined);
  const line = Object.values(result.lhr.categories)
    .map((c) => `${c.id} ${Math.round(c.score * 100)}`)
    .join(", ");
  scores[`${name} ${preset}`] = result.lhr.categories;
  console.log(`lighthouse ${name} ${preset}: ${line}`);
  if (process.env.LH_DUMP) (await import("node:fs")).writeFileSync(`/tmp/lh-${name}-${preset}.json`, JSON.stringify(result.lhr));
  const failing = Object.values(result.lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative");
  for (const a of failing.slice(0, 8)) console.log(`    ${a.id}: ${a.displayValue ?? a.score}`);
}
try {
  await audit("home", "mobile");
  await audit("home", "desktop");
  // A game in progress: the next visit opens on the board.
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForSelector("button[data-k=start]");
  await page.click("button[data-k=start]");
  await page.waitForSelector(".board");
  await page.close();
  await audit("board", "mobile");
  await audit("board", "desktop");
} finally {
  await context.close();
  server.stop();
}
