// Builds web/dist: the wasm core (cargo, profile `wasm`), its JS glue (wasm-bindgen,
// the CLI pinned in tests/toolchain/web.sh), wasm-opt when Debian's binaryen is
// installed, the TypeScript shell and worker (esbuild), and the static files.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { createHash } from "node:crypto";
import { icon } from "./icon.mjs";
import * as zopfli from "@gfx/zopfli";

const web = dirname(fileURLToPath(import.meta.url));
const root = join(web, "..");
const dist = join(web, "dist");
const pkg = join(web, "pkg");
const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { stdio: "inherit", cwd: root, ...opts });
const which = (cmd) => {
  try {
    return execFileSync("sh", ["-c", `command -v ${cmd}`]).toString().trim();
  } catch {
    return null;
  }
};

const target = process.env.CARGO_TARGET_DIR ?? join(root, "target");
const bindgen = which("wasm-bindgen") ?? join(process.env.HOME, ".cargo", "bin", "wasm-bindgen");
// wasm-opt runs on cargo's output, before wasm-bindgen: Debian's binaryen (108) breaks
// the externref table that wasm-bindgen adds.
const opt = process.env.NO_WASM_OPT ? null : which("wasm-opt");
mkdirSync(dist, { recursive: true });

// Two wasm files from the one crate, each with only what its thread runs: the page's
// (`Core`, feature `page`) and the search worker's (`run_search`, feature `search`).
const wasms = [
  { name: "pallanguzhi_web", feature: "page" },
  { name: "pallanguzhi_search", feature: "search" },
];
// Rust's v0 symbol mangling (stable since 1.59): the same code, which LLVM lays out in
// another order that gzip packs better (the page's wasm: 301 754 -> 299 774 bytes with
// zlib's level 9; README.md, "Sizes").
//
// With the pinned nightly that tests/toolchain/web.sh installs (with rust-src), std is
// rebuilt for the page (-Zbuild-std) at opt-level z, with `optimize_for_size`, and panics
// abort without their messages and formatting (-Cpanic=immediate-abort; the wasm has no
// unwinding and a panic was a trap already): the page's wasm 265 491 -> 243 243 bytes
// gzipped, which keeps it under its 250 KB gate with the Account screen (web/README.md,
// "Sizes"). Without that toolchain (a person's machine) the stable build works the same,
// 22 KB bigger, and says so.
// Its name is in nightly-toolchain (the root; the apps' library builds its std with it too),
// which tests/toolchain/nightly.sh installs from.
const nightly = readFileSync(join(web, "..", "nightly-toolchain"), "utf8").trim();
const hasNightly = (() => {
  try {
    const sysroot = execFileSync("rustup", ["run", nightly, "rustc", "--print", "sysroot"], { stdio: "pipe" });
    return existsSync(join(sysroot.toString().trim(), "lib", "rustlib", "src", "rust", "library"));
  } catch {
    return false;
  }
})();
const flags = ["-Csymbol-mangling-version=v0", ...(hasNightly ? ["-Zunstable-options", "-Cpanic=immediate-abort"] : [])];
const rustflags = [process.env.RUSTFLAGS, ...flags].filter(Boolean).join(" ");
if (!hasNightly) console.log(`(no ${nightly} with rust-src: std as shipped, the page's wasm about 22 KB gzipped bigger)`);
for (const w of wasms) {
  run("cargo", [
    ...(hasNightly ? [`+${nightly}`] : []),
    "build", "-p", "pallanguzhi-web", "--target", "wasm32-unknown-unknown", "--profile", "wasm",
    "--no-default-features", "--features", w.feature,
    ...(hasNightly ? ["-Zbuild-std=std,panic_abort", "-Zbuild-std-features=optimize_for_size"] : []),
  ], { env: { ...process.env, RUSTFLAGS: rustflags } });
  const built = join(target, "wasm32-unknown-unknown", "wasm", "pallanguzhi_web.wasm");
  let input = built;
  if (opt) {
    input = join(target, "wasm32-unknown-unknown", "wasm", `${w.name}.opt.wasm`);
    const features = ["bulk-memory", "mutable-globals", "sign-ext", "nontrapping-float-to-int", "reference-types", "multivalue"];
    // -Oz twice: the second pass finds what the first one's inlining opened up (the page's
    // wasm: 255 801 -> 255 381 bytes gzipped; --converge gave 255 624). About 10 s more.
    run(opt, ["-Oz", "-Oz", "--strip-debug", "--strip-producers", ...features.map((f) => `--enable-${f}`), built, "-o", input]);
  }
  run(bindgen, ["--target", "web", "--no-typescript", "--out-dir", pkg, "--out-name", w.name, input]);
  copyFileSync(join(pkg, `${w.name}_bg.wasm`), join(dist, `${w.name}_bg.wasm`));
}

// The catalogue's texts, fetched by the page and handed to the core (`Core.add_texts`):
// one file per language, its `.ftl` files joined in name order (as the core lists them).
mkdirSync(join(dist, "locales"), { recursive: true });
const locales = join(root, "app", "locales");
for (const lang of readdirSync(locales)) {
  const files = readdirSync(join(locales, lang)).filter((f) => f.endsWith(".ftl")).sort();
  const text = files.map((f) => `${readFileSync(join(locales, lang, f), "utf8")}\n`).join("");
  writeFileSync(join(dist, "locales", `${lang}.ftl`), text);
}

await esbuild.build({
  entryPoints: { app: join(web, "ts", "main.ts"), worker: join(web, "ts", "worker.ts") },
  bundle: true,
  format: "esm",
  minify: true,
  target: "es2022",
  outdir: dist,
  logLevel: "warning",
});
for (const f of readdirSync(join(web, "static"))) copyFileSync(join(web, "static", f), join(dist, f));
// What the first screen waits for, asked for by the HTML itself: the page's wasm and the
// texts of every language (main.ts fetches them all before the core starts; `crossorigin`
// makes each preload the same request as the script's fetch, so it is used, not fetched twice).
const preloads = [
  `<link rel="preload" href="/pallanguzhi_web_bg.wasm" as="fetch" type="application/wasm" crossorigin>`,
  ...readdirSync(join(dist, "locales"))
    .filter((f) => f.endsWith(".ftl"))
    .sort()
    .map((f) => `<link rel="preload" href="/locales/${f}" as="fetch" crossorigin>`),
];
const html = join(dist, "index.html");
writeFileSync(html, readFileSync(html, "utf8").replace(/<!-- preloads:[^]*?-->/, preloads.join("\n")));
// The sound effects (synthesized by assets/sounds/make_sounds.py); the core names the file.
mkdirSync(join(dist, "sounds"), { recursive: true });
for (const f of readdirSync(join(root, "assets", "sounds"))) {
  if (f.endsWith(".wav")) copyFileSync(join(root, "assets", "sounds", f), join(dist, "sounds", f));
}

// Offline and install (issue 35): the icons (icon.mjs, from the board's colours), the web
// app manifest (its name and description the English catalogue's), and the service worker
// (ts/sw.ts) with the list of files it keeps and a cache named after their contents, so a
// new build replaces the old copy.
const board = JSON.parse(readFileSync(join(root, "assets", "board.json"), "utf8"));
for (const size of [192, 512]) writeFileSync(join(dist, `icon-${size}.png`), icon(size, board.wood.day));
const catalogue = readdirSync(join(locales, "en")).map((f) => readFileSync(join(locales, "en", f), "utf8")).join("\n");
const text = (id) => catalogue.match(new RegExp(`^${id} = (.*)$`, "m"))?.[1] ?? "";
const icons = [192, 512].flatMap((size) =>
  ["any", "maskable"].map((purpose) => ({ src: `/icon-${size}.png`, sizes: `${size}x${size}`, type: "image/png", purpose })),
);
writeFileSync(
  join(dist, "manifest.webmanifest"),
  JSON.stringify({
    name: text("ui-title"),
    short_name: text("ui-title"),
    description: text("ui-tagline"),
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#fbf6ee",
    theme_color: "#7a4a21",
    icons,
  }),
);
const shell = (dir, prefix = "/") =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? shell(join(dir, f), `${prefix}${f}/`) : [`${prefix}${f}`]));
const kept = ["/", ...shell(dist).filter((f) => !f.endsWith(".gz") && f !== "/sw.js" && f !== "/index.html")].sort();
const version = createHash("sha256");
for (const f of kept.slice(1)) version.update(f).update(readFileSync(join(dist, f)));
version.update(readFileSync(join(dist, "index.html")));
await esbuild.build({
  entryPoints: { sw: join(web, "ts", "sw.ts") },
  bundle: true,
  format: "iife",
  minify: true,
  target: "es2022",
  outdir: dist,
  logLevel: "warning",
  define: { FILES: JSON.stringify(kept), VERSION: JSON.stringify(version.digest("hex").slice(0, 16)) },
});
console.log(`offline: ${kept.length} files kept by the service worker`);

// Gzipped twins: the server sends them to browsers that accept gzip. Compressed with
// Zopfli (@gfx/zopfli, Google's compressor built to WebAssembly): the same gzip format
// every browser reads, about 6 % fewer bytes than zlib's level 9 (the page's wasm:
// 282.7 against 299.8 thousand bytes), at a few seconds of build time.
const gzipped = (f) => zopfli.gzipAsync(readFileSync(f), { numiterations: 15 });
const sizes = new Map();
for (const dir of [dist, join(dist, "locales")]) {
  for (const f of readdirSync(dir)) {
    if (!/\.(wasm|js|css|html|ftl)$/.test(f)) continue;
    const gz = await gzipped(join(dir, f));
    writeFileSync(join(dir, `${f}.gz`), gz);
    sizes.set(join(dir, f), gz.length);
  }
}
// Every wasm shipped, as tests/run.sh reads it (`wasm NAME: ...`); the page's is the one
// a visit waits for, and the suite fails when it is over its budget.
for (const w of wasms) {
  const f = join(dist, `${w.name}_bg.wasm`);
  const gz = sizes.get(f);
  console.log(`wasm ${w.name}: ${statSync(f).size} bytes, ${gz} bytes gzipped = ${(gz / 1024).toFixed(1)} KB${opt ? " (wasm-opt -Oz)" : ""}${hasNightly ? ` (${nightly} std)` : ""}`);
}
const texts = readdirSync(join(dist, "locales")).filter((f) => f.endsWith(".ftl"));
console.log(`texts: ${texts.map((f) => `${f} ${(sizes.get(join(dist, "locales", f)) / 1024).toFixed(1)} KB gzipped`).join(", ")}`);
console.log(`app.js: ${statSync(join(dist, "app.js")).size} bytes; worker.js: ${statSync(join(dist, "worker.js")).size} bytes`);
