// Builds web/dist: the wasm core (cargo, profile `wasm`), its JS glue (wasm-bindgen,
// the CLI pinned in tests/toolchain/web.sh), wasm-opt when Debian's binaryen is
// installed, the TypeScript shell and worker (esbuild), and the static files.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

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

run("cargo", ["build", "-p", "pallanguzhi-web", "--target", "wasm32-unknown-unknown", "--profile", "wasm"]);
const target = process.env.CARGO_TARGET_DIR ?? join(root, "target");
const wasm = join(target, "wasm32-unknown-unknown", "wasm", "pallanguzhi_web.wasm");
const bindgen = which("wasm-bindgen") ?? join(process.env.HOME, ".cargo", "bin", "wasm-bindgen");
// wasm-opt runs on cargo's output, before wasm-bindgen: Debian's binaryen (108) breaks
// the externref table that wasm-bindgen adds.
const opt = process.env.NO_WASM_OPT ? null : which("wasm-opt");
let input = wasm;
if (opt) {
  input = join(target, "wasm32-unknown-unknown", "wasm", "pallanguzhi_web.opt.wasm");
  const features = ["bulk-memory", "mutable-globals", "sign-ext", "nontrapping-float-to-int", "reference-types", "multivalue"];
  run(opt, ["-Oz", ...features.map((f) => `--enable-${f}`), wasm, "-o", input]);
}
run(bindgen, ["--target", "web", "--no-typescript", "--out-dir", pkg, "--out-name", "pallanguzhi_web", input]);
mkdirSync(dist, { recursive: true });
const out = join(dist, "pallanguzhi_web_bg.wasm");
copyFileSync(join(pkg, "pallanguzhi_web_bg.wasm"), out);

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
// The sound effects (synthesized by assets/sounds/make_sounds.py); the core names the file.
mkdirSync(join(dist, "sounds"), { recursive: true });
for (const f of readdirSync(join(root, "assets", "sounds"))) {
  if (f.endsWith(".wav")) copyFileSync(join(root, "assets", "sounds", f), join(dist, "sounds", f));
}

// Gzipped twins: the server sends them to browsers that accept gzip.
for (const f of readdirSync(dist)) {
  if (/\.(wasm|js|css|html)$/.test(f)) writeFileSync(join(dist, `${f}.gz`), gzipSync(readFileSync(join(dist, f)), { level: 9 }));
}
const gz = gzipSync(readFileSync(out), { level: 9 }).length;
console.log(`wasm: ${statSync(out).size} bytes, ${(gz / 1024).toFixed(1)} KB gzipped${opt ? " (wasm-opt -Oz)" : ""}`);
console.log(`app.js: ${statSync(join(dist, "app.js")).size} bytes; worker.js: ${statSync(join(dist, "worker.js")).size} bytes`);
